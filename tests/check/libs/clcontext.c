/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The installed API of libgstclanalytics, used the way an application uses
 * it: only <gst/cl/gstclanalytics.h>, linked against the library alone (not
 * the plugin's internal library).  A context made by the application, its
 * getters checked against OpenCL's own answers, shared with clintegral
 * through NEED_CONTEXT (or taken from its HAVE_CONTEXT), the integral meta
 * read through its accessors and through the application's own commands on
 * the context's queue, compared with a CPU integral of the same pixels.  And
 * the library's export list: internal symbols must not be visible.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <dlfcn.h>
#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/video/video.h>
#include <gst/cl/gstclanalytics.h>
#include "gstcltestsuite.h"

/* odd sizes: the frame's stride (68) is not its width */
#define W 67
#define H 43

static gchar *
device_string (cl_device_id device, cl_device_info what)
{
  gsize size = 0;
  gchar *s;

  fail_unless (clGetDeviceInfo (device, what, 0, NULL, &size) == CL_SUCCESS);
  s = g_malloc0 (size + 1);
  fail_unless (clGetDeviceInfo (device, what, size, s, NULL) == CL_SUCCESS);
  return g_strstrip (s);
}

GST_START_TEST (test_context_getters)
{
  GError *err = NULL;
  GstClContext *ctx = gst_cl_context_new (NULL, &err);
  cl_device_id device, ctx_device = NULL;
  cl_platform_id platform = NULL;
  cl_context context, queue_context = NULL;
  cl_command_queue queue;
  cl_command_queue_properties props = 0;
  cl_device_type type = 0;
  cl_bool unified = CL_FALSE;
  gchar *name;

  fail_unless (ctx != NULL, "no context: %s", err ? err->message : "?");
  fail_unless (GST_IS_CL_CONTEXT (ctx));

  device = gst_cl_context_get_cl_device (ctx);
  context = gst_cl_context_get_cl_context (ctx);
  queue = gst_cl_context_get_cl_queue (ctx);
  fail_unless (device && context && queue);

  /* each handle is what OpenCL says the others belong to */
  fail_unless (clGetDeviceInfo (device, CL_DEVICE_PLATFORM, sizeof (platform),
          &platform, NULL) == CL_SUCCESS);
  fail_unless (platform == gst_cl_context_get_cl_platform (ctx));
  fail_unless (clGetContextInfo (context, CL_CONTEXT_DEVICES,
          sizeof (ctx_device), &ctx_device, NULL) == CL_SUCCESS);
  fail_unless (ctx_device == device);
  fail_unless (clGetCommandQueueInfo (queue, CL_QUEUE_CONTEXT,
          sizeof (queue_context), &queue_context, NULL) == CL_SUCCESS);
  fail_unless (queue_context == context);
  /* in order (the application's commands come after the elements'), and
   * profiled */
  fail_unless (clGetCommandQueueInfo (queue, CL_QUEUE_PROPERTIES,
          sizeof (props), &props, NULL) == CL_SUCCESS);
  fail_if (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  fail_unless (props & CL_QUEUE_PROFILING_ENABLE);

  name = device_string (device, CL_DEVICE_NAME);
  fail_unless_equals_string (gst_cl_context_get_device_name (ctx), name);
  g_free (name);

  fail_unless (clGetDeviceInfo (device, CL_DEVICE_TYPE, sizeof (type), &type,
          NULL) == CL_SUCCESS);
  fail_unless_equals_uint64 (gst_cl_context_get_device_type (ctx), type);
  clGetDeviceInfo (device, CL_DEVICE_HOST_UNIFIED_MEMORY, sizeof (unified),
      &unified, NULL);
  fail_unless_equals_int (gst_cl_context_is_host_unified (ctx),
      unified || (type & CL_DEVICE_TYPE_CPU) != 0);

  gst_object_unref (ctx);
}

GST_END_TEST;

/* The devices of @type in platform order, as the OpenCL API lists them:
 * what "gpu:N" and its kin count. */
static GArray *
devices_of_type (cl_device_type type)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (cl_device_id));
  cl_platform_id platforms[16];
  cl_uint np = 0, i;

  if (clGetPlatformIDs (G_N_ELEMENTS (platforms), platforms, &np) !=
      CL_SUCCESS)
    return out;
  for (i = 0; i < MIN (np, G_N_ELEMENTS (platforms)); i++) {
    cl_device_id ids[64];
    cl_uint nd = 0;

    if (clGetDeviceIDs (platforms[i], type, G_N_ELEMENTS (ids), ids,
            &nd) == CL_SUCCESS)
      g_array_append_vals (out, ids, MIN (nd, G_N_ELEMENTS (ids)));
  }
  return out;
}

/* "cpu:N", "gpu:N", "accelerator:N" name the Nth device of a type whatever
 * other platforms are installed; one past the last is a clear NO_DEVICE. */
GST_START_TEST (test_context_typed_device_spec)
{
  static const struct
  {
    const gchar *prefix;
    cl_device_type type;
  } kinds[] = {
    {"cpu", CL_DEVICE_TYPE_CPU}, {"gpu", CL_DEVICE_TYPE_GPU},
    {"accelerator", CL_DEVICE_TYPE_ACCELERATOR}, {"GPU", CL_DEVICE_TYPE_GPU},
  };
  guint k, n, total = 0;

  for (k = 0; k < G_N_ELEMENTS (kinds); k++) {
    GArray *want = devices_of_type (kinds[k].type);
    GError *err = NULL;
    GstClContext *ctx;
    gchar *spec;

    /* open at most two of each: enough to see the counting */
    for (n = 0; n < MIN (want->len, 2); n++) {
      spec = g_strdup_printf ("%s:%u", kinds[k].prefix, n);
      ctx = gst_cl_context_new (spec, &err);
      fail_unless (ctx != NULL, "%s: %s", spec, err ? err->message : "");
      fail_unless (gst_cl_context_get_cl_device (ctx) ==
          g_array_index (want, cl_device_id, n), "%s: another device", spec);
      gst_object_unref (ctx);
      g_free (spec);
      total++;
    }
    spec = g_strdup_printf ("%s:%u", kinds[k].prefix, want->len);
    ctx = gst_cl_context_new (spec, &err);
    fail_unless (ctx == NULL, "%s opened a device", spec);
    fail_unless (g_error_matches (err, GST_CL_ERROR, GST_CL_ERROR_NO_DEVICE),
        "%s: %s", spec, err ? err->message : "no error");
    g_clear_error (&err);
    g_free (spec);
    g_array_unref (want);
  }
  /* CI has PoCL: at least the CPU was opened by type */
  fail_unless (total > 0);
}

GST_END_TEST;

GST_START_TEST (test_context_no_such_device)
{
  GError *err = NULL;
  GstClContext *ctx = gst_cl_context_new ("no such device, surely", &err);

  fail_unless (ctx == NULL);
  fail_unless (g_error_matches (err, GST_CL_ERROR, GST_CL_ERROR_NO_DEVICE),
      "error: %s", err ? err->message : "none");
  /* the message helps: it lists what there is */
  fail_unless (strstr (err->message, "Devices found") != NULL, "%s",
      err->message);
  g_clear_error (&err);

  fail_unless_equals_string (gst_cl_status_to_string (CL_OUT_OF_RESOURCES),
      "CL_OUT_OF_RESOURCES");

  /* a spec that is not UTF-8: the message is (the bytes escaped), so
   * bindings can read it */
  ctx = gst_cl_context_new ("gpu \xff\xfe\x80 nothing", &err);
  fail_unless (ctx == NULL && err != NULL);
  fail_unless (g_utf8_validate (err->message, -1, NULL), "not UTF-8");
  fail_unless (strstr (err->message, "gpu \\xff\\xfe\\x80 nothing") != NULL,
      "%s", err->message);
  g_error_free (err);
}

GST_END_TEST;

GST_START_TEST (test_gst_context_wrapping)
{
  GstClContext *ctx = gst_cl_context_new (NULL, NULL), *back = NULL;
  GstContext *context, *other;

  fail_unless (ctx != NULL);
  context = gst_context_new_cl_context (ctx);
  fail_unless_equals_string (gst_context_get_context_type (context),
      GST_CL_CONTEXT_TYPE_STR);
  fail_unless (gst_context_is_persistent (context));
  fail_unless (gst_context_get_cl_context (context, &back));
  fail_unless (back == ctx);
  gst_object_unref (back);

  /* another type of context holds no GstClContext */
  other = gst_context_new ("gst.gl.GLDisplay", TRUE);
  back = NULL;
  fail_if (gst_context_get_cl_context (other, &back));
  fail_unless (back == NULL);
  fail_if (gst_context_get_cl_context (NULL, &back));
  gst_context_unref (other);

  gst_context_unref (context);
  gst_object_unref (ctx);
}

GST_END_TEST;

/* ------------------------------------------------- through clintegral -- */

typedef struct
{
  GstClContext *answer;         /* what NEED_CONTEXT gets, or NULL */
  gint need_context;
  GstClContext *announced;      /* from HAVE_CONTEXT */
} BusState;

static GstBusSyncReply
on_sync_message (GstBus * bus, GstMessage * msg, gpointer user_data)
{
  BusState *st = user_data;
  const gchar *type;

  if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_NEED_CONTEXT &&
      gst_message_parse_context_type (msg, &type) &&
      g_strcmp0 (type, GST_CL_CONTEXT_TYPE_STR) == 0) {
    g_atomic_int_inc (&st->need_context);
    if (st->answer) {
      GstContext *context = gst_context_new_cl_context (st->answer);
      gst_element_set_context (GST_ELEMENT (GST_MESSAGE_SRC (msg)), context);
      gst_context_unref (context);
    }
  } else if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_HAVE_CONTEXT) {
    GstContext *context = NULL;
    GstClContext *ctx = NULL;

    gst_message_parse_have_context (msg, &context);
    if (gst_context_get_cl_context (context, &ctx)) {
      g_clear_object (&st->announced);
      st->announced = ctx;
    }
    gst_context_unref (context);
  }
  return GST_BUS_PASS;
}

/* One GRAY8 frame of W x H through clintegral squared=true.  Returns the
 * sample (frame and metas) from the appsink. */
static GstSample *
run_clintegral (BusState * st)
{
  GstElement *pipe, *sink;
  GstSample *sample = NULL;
  GstBus *bus;
  gchar *desc;

  desc = g_strdup_printf ("videotestsrc num-buffers=1 pattern=snow ! "
      "video/x-raw,format=GRAY8,width=%d,height=%d ! clintegral squared=true "
      "! appsink name=sink sync=false", W, H);
  pipe = gst_parse_launch (desc, NULL);
  g_free (desc);
  fail_unless (pipe != NULL);
  bus = gst_element_get_bus (pipe);
  gst_bus_set_sync_handler (bus, on_sync_message, st, NULL);
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  fail_unless (gst_element_set_state (pipe, GST_STATE_PLAYING) !=
      GST_STATE_CHANGE_FAILURE);
  g_signal_emit_by_name (sink, "pull-sample", &sample);
  fail_unless (sample != NULL, "no frame came out of clintegral");
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_bus_set_sync_handler (bus, NULL, NULL, NULL);
  gst_object_unref (bus);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  return sample;
}

/* The integral of @sample's pixels, computed here, against what the meta
 * holds: read with the accessors (packed and with a padded stride) and
 * with the application's own command on the context's queue. */
static void
check_integral_meta (GstSample * sample, GstClContext * ctx)
{
  GstBuffer *buf = gst_sample_get_buffer (sample);
  GstClIntegralMeta *im = gst_buffer_get_cl_integral_meta (buf);
  guint64 *ref_sum, *ref_sq, *sq;
  guint32 *sum, *padded, *raw;
  GstVideoInfo info;
  GstVideoFrame vf;
  GError *err = NULL;
  cl_context mem_context = NULL;
  cl_mem mem;
  gsize n = (gsize) (W + 1) * (H + 1), stride = (W + 1 + 5) * 4, pitch;
  guint x, y;

  fail_unless (im != NULL, "clintegral attached no integral meta");
  fail_unless (gst_cl_integral_meta_get_context (im) == ctx);
  fail_unless_equals_int (gst_cl_integral_meta_get_width (im), W);
  fail_unless_equals_int (gst_cl_integral_meta_get_height (im), H);
  pitch = gst_cl_integral_meta_get_pitch (im);
  fail_unless (pitch >= W + 1);
  /* the documented fields say the same as the getters */
  fail_unless (im->width == W && im->height == H && im->pitch == pitch);
  fail_unless (gst_cl_integral_meta_has_sqsum (im));

  /* the reference, in cv::integral's layout */
  fail_unless (gst_video_info_from_caps (&info, gst_sample_get_caps (sample)));
  fail_unless (gst_video_frame_map (&vf, &info, buf, GST_MAP_READ));
  ref_sum = g_new0 (guint64, n);
  ref_sq = g_new0 (guint64, n);
  for (y = 0; y < H; y++) {
    const guint8 *row = (const guint8 *) GST_VIDEO_FRAME_PLANE_DATA (&vf, 0)
        + (gsize) y * GST_VIDEO_FRAME_PLANE_STRIDE (&vf, 0);
    guint64 rs = 0, rq = 0;

    for (x = 0; x < W; x++) {
      rs += row[x];
      rq += (guint64) row[x] * row[x];
      ref_sum[(y + 1) * (W + 1) + x + 1] = ref_sum[y * (W + 1) + x + 1] + rs;
      ref_sq[(y + 1) * (W + 1) + x + 1] = ref_sq[y * (W + 1) + x + 1] + rq;
    }
  }
  gst_video_frame_unmap (&vf);
  fail_unless (ref_sum[n - 1] > 0, "a black frame proves little");

  sum = g_new (guint32, n);
  fail_unless (gst_cl_integral_meta_read_sum (im, sum, 0, &err), "%s",
      err ? err->message : "");
  sq = g_new (guint64, n);
  fail_unless (gst_cl_integral_meta_read_sqsum (im, sq, 0, &err), "%s",
      err ? err->message : "");
  padded = g_new0 (guint32, stride / 4 * (H + 1));
  fail_unless (gst_cl_integral_meta_read_sum (im, padded, stride, &err));
  for (y = 0; y <= H; y++)
    for (x = 0; x <= W; x++) {
      gsize i = y * (W + 1) + x;
      fail_unless_equals_uint64 (sum[i], ref_sum[i]);
      fail_unless_equals_uint64 (sq[i], ref_sq[i]);
      fail_unless_equals_uint64 (padded[y * (stride / 4) + x], ref_sum[i]);
    }
  /* too small a stride is an error, not an overrun */
  fail_if (gst_cl_integral_meta_read_sum (im, padded, W * 4, &err));
  fail_unless (err != NULL);
  g_clear_error (&err);

  /* the application's own command on the context's queue, on the raw
   * device buffer: (H + 1) rows of pitch elements */
  mem = gst_cl_integral_meta_get_sum_mem (im);
  fail_unless (mem != NULL && gst_cl_integral_meta_get_sqsum_mem (im) != NULL);
  fail_unless (clGetMemObjectInfo (mem, CL_MEM_CONTEXT, sizeof (mem_context),
          &mem_context, NULL) == CL_SUCCESS);
  fail_unless (mem_context == gst_cl_context_get_cl_context (ctx));
  raw = g_new (guint32, pitch * (H + 1));
  fail_unless (clEnqueueReadBuffer (gst_cl_context_get_cl_queue (ctx), mem,
          CL_TRUE, 0, pitch * (H + 1) * sizeof (guint32), raw, 0, NULL,
          NULL) == CL_SUCCESS);
  for (y = 0; y <= H; y++)
    for (x = 0; x <= W; x++)
      fail_unless_equals_uint64 (raw[y * pitch + x], ref_sum[y * (W + 1) + x]);

  g_free (raw);
  g_free (padded);
  g_free (sq);
  g_free (sum);
  g_free (ref_sq);
  g_free (ref_sum);
}

/* The application answers NEED_CONTEXT: the element uses its context. */
GST_START_TEST (test_integral_meta_app_context)
{
  BusState st = { NULL, 0, NULL };
  GstSample *sample;

  st.answer = gst_cl_context_new (NULL, NULL);
  fail_unless (st.answer != NULL);
  sample = run_clintegral (&st);
  fail_unless (st.need_context >= 1, "clintegral asked for no context");
  fail_unless (st.announced == NULL, "clintegral made a context of its own");
  check_integral_meta (sample, st.answer);
  gst_sample_unref (sample);
  gst_object_unref (st.answer);
}

GST_END_TEST;

/* Nobody answers: the element makes one and announces it; the application
 * can pick it up from HAVE_CONTEXT. */
GST_START_TEST (test_integral_meta_announced_context)
{
  BusState st = { NULL, 0, NULL };
  GstSample *sample;

  sample = run_clintegral (&st);
  fail_unless (st.need_context >= 1);
  fail_unless (st.announced != NULL, "no have-context with a GstClContext");
  check_integral_meta (sample, st.announced);
  gst_sample_unref (sample);
  gst_object_unref (st.announced);
}

GST_END_TEST;

/* ------------------------------------------------------- export list -- */

/* The library is built with hidden visibility: what its headers do not
 * export with GST_CL_API stays inside.  If visibility leaked (the meson
 * option or the export macro lost), these lookups would succeed. */
GST_START_TEST (test_internal_symbols_hidden)
{
  static const gchar *hidden[] = {
    /* the generated kernel table (no declaration with GST_CL_API) */
    "gst_cl_lib_program",
    /* library-internal helpers (G_GNUC_INTERNAL) */
    "gst_cl_mem_record_matches",
    "gst_cl_integral_meta_is_current",
  };
  static const gchar *exported[] = {
    "gst_cl_context_new", "gst_cl_context_get_cl_queue",
    "gst_buffer_get_cl_integral_meta", "gst_cl_integral_meta_read_sum",
    "gst_buffer_get_cl_bow_hist_meta", "gst_context_new_cl_context",
    "gst_cl_error_quark",
  };
  gpointer lib;
  guint i;

  /* the library this test is linked against, already loaded: by soname */
  lib = dlopen ("libgstclanalytics-1.0.so.0", RTLD_NOW | RTLD_NOLOAD);
  fail_unless (lib != NULL, "%s", dlerror ());

  for (i = 0; i < G_N_ELEMENTS (exported); i++)
    fail_unless (dlsym (lib, exported[i]) != NULL, "%s is not exported",
        exported[i]);
  for (i = 0; i < G_N_ELEMENTS (hidden); i++)
    fail_unless (dlsym (lib, hidden[i]) == NULL, "%s is exported",
        hidden[i]);
  dlclose (lib);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clcontext,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_context_getters),
    GST_CL_TEST (test_context_no_such_device),
    GST_CL_TEST (test_context_typed_device_spec),
    GST_CL_TEST (test_gst_context_wrapping),
    GST_CL_TEST (test_integral_meta_app_context),
    GST_CL_TEST (test_integral_meta_announced_context),
    GST_CL_TEST (test_internal_symbols_hidden));
