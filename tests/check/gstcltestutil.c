/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The helpers of gstcltestutil.h.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gst/video/video.h>
#include "gstcltestutil.h"
#include "gstclintegralref.h"
#include "gstclpgm.h"

/**
 * gst_cl_test_context_new:
 *
 * Returns: (transfer full): a context on the default device; fails the
 *   test when there is none
 */
GstClContext *
gst_cl_test_context_new (void)
{
  GError *err = NULL;
  GstClContext *ctx = gst_cl_context_new (NULL, &err);

  fail_unless (ctx != NULL, "no OpenCL context: %s",
      err ? err->message : "?");
  return ctx;
}

GstClContext *gst_cl_test_shared_ctx;

void
gst_cl_test_shared_ctx_setup (void)
{
  gst_cl_test_shared_ctx = gst_cl_test_context_new ();
}

void
gst_cl_test_shared_ctx_teardown (void)
{
  gst_clear_object (&gst_cl_test_shared_ctx);
}

/**
 * gst_cl_test_device_has_fp64:
 *
 * Returns: whether the device of @ctx has cl_khr_fp64 (then the kernels
 *   that use doubles are bit-identical to the CPU references)
 */
gboolean
gst_cl_test_device_has_fp64 (GstClContext * ctx)
{
  gchar ext[8192] = "";

  clGetDeviceInfo (ctx->device, CL_DEVICE_EXTENSIONS, sizeof (ext) - 1, ext,
      NULL);
  return strstr (ext, "cl_khr_fp64") != NULL;
}

/**
 * gst_cl_test_load_pgm:
 * @name: a binary PGM of tests/data
 *
 * Returns: (transfer full): its pixels, packed
 */
guint8 *
gst_cl_test_load_pgm (const gchar * name, guint * width, guint * height)
{
  gchar *path = g_build_filename (GST_CL_TEST_DATA_DIR, name, NULL);
  GError *err = NULL;
  guint8 *pixels = NULL;

  fail_unless (gst_cl_pgm_load (path, &pixels, width, height, &err), "%s",
      err ? err->message : "?");
  g_free (path);
  return pixels;
}

/**
 * gst_cl_test_frames_with_face:
 * @format: the caps' format clfacedetect gets (I420, GRAY8, BGRx, ...)
 * @props: clfacedetect's properties ("" for its defaults)
 * @n: frames
 *
 * Runs @n frames of the astronaut's portrait (tests/data/astronaut.png)
 * in @format through clfacedetect @props.
 *
 * Returns: how many of them carry a face's ROI meta
 */
guint
gst_cl_test_frames_with_face (const gchar * format, const gchar * props,
    guint n)
{
  gchar *desc = g_strdup_printf ("filesrc location=%s/astronaut.png ! "
      "decodebin ! imagefreeze num-buffers=%u ! videoconvert ! "
      "video/x-raw,format=%s ! clfacedetect %s ! appsink name=sink",
      GST_CL_TEST_DATA_DIR, n, format, props);
  GstElement *pipe = gst_parse_launch (desc, NULL);
  GstElement *sink;
  GstSample *sample = NULL;
  guint with_face = 0, got = 0;

  fail_unless (pipe != NULL, "%s", desc);
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  gst_element_set_state (pipe, GST_STATE_PLAYING);
  /* appsink's action signal: no link to gstreamer-app needed */
  for (;;) {
    sample = NULL;
    g_signal_emit_by_name (sink, "pull-sample", &sample);
    if (sample == NULL)
      break;
    got++;
    if (gst_buffer_get_meta (gst_sample_get_buffer (sample),
            GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE))
      with_face++;
    gst_sample_unref (sample);
  }
  fail_unless_equals_int (got, n);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  g_free (desc);
  return with_face;
}

/**
 * gst_cl_test_decode:
 * @name: a photo of tests/data (PNG, JPEG)
 * @format: a packed format of one plane (GRAY8, RGB)
 *
 * Decodes @name through GStreamer (decodebin, videoconvert, videoscale)
 * into a @width x @height image of @format.
 *
 * Returns: (transfer full): the pixels, rows packed
 */
guint8 *
gst_cl_test_decode (const gchar * name, GstVideoFormat format, gint width,
    gint height)
{
  gchar *path = g_build_filename (GST_CL_TEST_DATA_DIR, name, NULL);
  gchar *desc = g_strdup_printf ("filesrc location=\"%s\" ! decodebin ! "
      "videoconvert ! videoscale ! video/x-raw,format=%s,width=%d,"
      "height=%d ! appsink name=sink sync=false", path,
      gst_video_format_to_string (format), width, height);
  GError *err = NULL;
  GstElement *pipe = gst_parse_launch (desc, &err);
  GstElement *sink;
  GstSample *sample = NULL;
  GstVideoInfo info;
  GstVideoFrame frame;
  gsize row;
  guint8 *data;
  gint y;

  fail_unless (pipe != NULL, "%s: %s", desc, err ? err->message : "?");
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  fail_unless (gst_element_set_state (pipe, GST_STATE_PLAYING) !=
      GST_STATE_CHANGE_FAILURE);
  /* appsink's action signal: no link to gstreamer-app needed */
  g_signal_emit_by_name (sink, "pull-sample", &sample);
  fail_unless (sample != NULL, "could not decode %s", path);
  fail_unless (gst_video_info_from_caps (&info, gst_sample_get_caps (sample)));
  fail_unless (gst_video_frame_map (&frame, &info, gst_sample_get_buffer
          (sample), GST_MAP_READ));
  row = (gsize) width * GST_VIDEO_FRAME_COMP_PSTRIDE (&frame, 0);
  data = g_malloc (row * height);
  for (y = 0; y < height; y++)
    memcpy (data + y * row, (guint8 *) GST_VIDEO_FRAME_PLANE_DATA (&frame,
            0) + (gsize) y * GST_VIDEO_FRAME_PLANE_STRIDE (&frame, 0), row);
  gst_video_frame_unmap (&frame);
  gst_sample_unref (sample);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  g_free (desc);
  g_free (path);
  return data;
}

/**
 * gst_cl_test_decode_gray:
 *
 * gst_cl_test_decode() into GRAY8.
 */
guint8 *
gst_cl_test_decode_gray (const gchar * name, gint width, gint height)
{
  return gst_cl_test_decode (name, GST_VIDEO_FORMAT_GRAY8, width, height);
}

/**
 * gst_cl_test_gray_buffer:
 * @luma: @height rows of @width pixels, @stride bytes apart
 * @pts: the buffer's timestamp (duration: 1/30 s)
 *
 * Returns: (transfer full): a GRAY8 buffer, rows padded as #GstVideoInfo
 *   lays them out (padding zeroed)
 */
GstBuffer *
gst_cl_test_gray_buffer (const guint8 * luma, gsize stride, guint width,
    guint height, GstClockTime pts)
{
  GstVideoInfo info;
  GstBuffer *buf;
  GstMapInfo map;
  guint y;

  gst_video_info_set_format (&info, GST_VIDEO_FORMAT_GRAY8, width, height);
  buf = gst_buffer_new_allocate (NULL, GST_VIDEO_INFO_SIZE (&info), NULL);
  gst_buffer_map (buf, &map, GST_MAP_WRITE);
  memset (map.data, 0, map.size);
  for (y = 0; y < height; y++)
    memcpy (map.data + (gsize) y * GST_VIDEO_INFO_PLANE_STRIDE (&info, 0),
        luma + y * stride, width);
  gst_buffer_unmap (buf, &map);
  GST_BUFFER_PTS (buf) = pts;
  GST_BUFFER_DURATION (buf) = GST_SECOND / 30;
  return buf;
}

/**
 * gst_cl_test_answer_need_context:
 * @ctx: (nullable): the application's context, or %NULL to answer nothing
 *
 * For bus sync handlers: answers an element's NEED_CONTEXT for the CL
 * context with @ctx (so that programs are built once per run, or to test
 * sharing).
 *
 * Returns: whether @msg was a NEED_CONTEXT for the CL context
 */
gboolean
gst_cl_test_answer_need_context (GstMessage * msg, GstClContext * ctx)
{
  const gchar *type = NULL;

  if (GST_MESSAGE_TYPE (msg) != GST_MESSAGE_NEED_CONTEXT ||
      !gst_message_parse_context_type (msg, &type) ||
      g_strcmp0 (type, GST_CL_CONTEXT_TYPE_STR) != 0)
    return FALSE;
  if (ctx) {
    GstContext *c = gst_context_new_cl_context (ctx);

    gst_element_set_context (GST_ELEMENT (GST_MESSAGE_SRC (msg)), c);
    gst_context_unref (c);
  }
  return TRUE;
}

static GstBusSyncReply
context_watch_sync (GstBus * bus, GstMessage * msg, gpointer user_data)
{
  GstClTestContextWatch *w = user_data;

  if (gst_cl_test_answer_need_context (msg, w->app_ctx)) {
    g_mutex_lock (&w->lock);
    w->need_context++;
    g_mutex_unlock (&w->lock);
  } else if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_HAVE_CONTEXT) {
    GstContext *c = NULL;
    GstClContext *ctx = NULL;

    gst_message_parse_have_context (msg, &c);
    if (gst_context_get_cl_context (c, &ctx)) {
      g_mutex_lock (&w->lock);
      w->have_context++;
      g_ptr_array_add (w->announced, ctx);
      g_mutex_unlock (&w->lock);
    }
    gst_context_unref (c);
  }
  return GST_BUS_PASS;
}

/**
 * gst_cl_test_context_watch_start:
 * @pipeline: a pipeline not started yet
 * @app_ctx: (nullable): the application's context, or %NULL to answer
 *   nothing
 *
 * Starts @w on @pipeline's bus (a sync handler: the answer reaches the
 * element before it goes on).  No check macro: any thread may call it.
 */
void
gst_cl_test_context_watch_start (GstClTestContextWatch * w,
    GstElement * pipeline, GstClContext * app_ctx)
{
  GstBus *bus = gst_element_get_bus (pipeline);

  g_mutex_init (&w->lock);
  w->need_context = w->have_context = 0;
  w->announced = g_ptr_array_new_with_free_func (gst_object_unref);
  w->app_ctx = app_ctx;
  gst_bus_set_sync_handler (bus, context_watch_sync, w, NULL);
  gst_object_unref (bus);
}

/**
 * gst_cl_test_context_watch_stop:
 *
 * Stops @pipeline (to NULL), then @w.  No check macro: any thread may
 * call it.
 *
 * Returns: what setting @pipeline to NULL returned
 */
GstStateChangeReturn
gst_cl_test_context_watch_stop (GstClTestContextWatch * w,
    GstElement * pipeline)
{
  GstBus *bus = gst_element_get_bus (pipeline);
  GstStateChangeReturn ret = gst_element_set_state (pipeline,
      GST_STATE_NULL);

  gst_bus_set_sync_handler (bus, NULL, NULL, NULL);
  gst_object_unref (bus);
  g_clear_pointer (&w->announced, g_ptr_array_unref);
  g_mutex_clear (&w->lock);
  return ret;
}

/**
 * gst_cl_test_harness_bus:
 *
 * Returns: (transfer full): a bus given to the harness's element, so that
 *   its messages (errors, element messages) can be popped
 */
GstBus *
gst_cl_test_harness_bus (GstHarness * h)
{
  GstBus *bus = gst_bus_new ();

  gst_element_set_bus (h->element, bus);
  return bus;
}

/**
 * gst_cl_test_pop_element_message:
 * @name: the structure name wanted
 *
 * Returns: (transfer full) (nullable): the next element message named
 *   @name waiting on @bus (the others before it are dropped)
 */
GstMessage *
gst_cl_test_pop_element_message (GstBus * bus, const gchar * name)
{
  GstMessage *msg;

  while ((msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ELEMENT))) {
    if (gst_structure_has_name (gst_message_get_structure (msg), name))
      return msg;
    gst_message_unref (msg);
  }
  return NULL;
}

/**
 * gst_cl_test_pipeline_new:
 * @desc: a gst-launch description
 *
 * Returns: (transfer full): the pipeline; fails the test when @desc does
 *   not parse
 */
GstElement *
gst_cl_test_pipeline_new (const gchar * desc)
{
  GError *err = NULL;
  GstElement *p = gst_parse_launch (desc, &err);

  fail_unless (p != NULL && err == NULL, "%s: %s", desc,
      err ? err->message : "?");
  return p;
}

/**
 * gst_cl_test_wait_end:
 *
 * Waits up to @timeout for the end of @pipe's stream.  No check macro:
 * any thread may call it.
 *
 * Returns: (transfer full) (nullable): the EOS or the first error message,
 *   %NULL when neither came in time
 */
GstMessage *
gst_cl_test_wait_end (GstElement * pipe, GstClockTime timeout)
{
  GstBus *bus = gst_element_get_bus (pipe);
  GstMessage *msg = gst_bus_timed_pop_filtered (bus, timeout,
      GST_MESSAGE_EOS | GST_MESSAGE_ERROR);

  gst_object_unref (bus);
  return msg;
}

/**
 * gst_cl_test_error_text:
 * @msg: an error message
 *
 * Returns: (transfer full): "SOURCE: MESSAGE (DEBUG)"
 */
gchar *
gst_cl_test_error_text (GstMessage * msg)
{
  GError *err = NULL;
  gchar *debug = NULL, *s;

  gst_message_parse_error (msg, &err, &debug);
  s = g_strdup_printf ("%s: %s (%s)", GST_MESSAGE_SRC_NAME (msg),
      err->message, debug ? debug : "");
  g_error_free (err);
  g_free (debug);
  return s;
}

/**
 * gst_cl_test_run_to_end:
 *
 * Sets @pipe to PLAYING (it may be already) and waits up to @timeout for
 * the end of its stream.  No check macro: any thread may call it.
 *
 * Returns: (transfer full) (nullable): %NULL at EOS, else what went wrong
 */
gchar *
gst_cl_test_run_to_end (GstElement * pipe, GstClockTime timeout)
{
  GstMessage *msg;
  gchar *error = NULL;

  gst_element_set_state (pipe, GST_STATE_PLAYING);
  msg = gst_cl_test_wait_end (pipe, timeout);
  if (!msg)
    return g_strdup_printf ("neither EOS nor an error within %"
        GST_TIME_FORMAT, GST_TIME_ARGS (timeout));
  if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ERROR)
    error = gst_cl_test_error_text (msg);
  gst_message_unref (msg);
  return error;
}

/**
 * gst_cl_test_play_to_eos:
 *
 * Sets @pipe to PLAYING (it may be already) and fails unless it reaches
 * EOS, without an error, within 5 minutes (first kernel builds on PoCL
 * included).
 */
void
gst_cl_test_play_to_eos (GstElement * pipe)
{
  gchar *error;

  fail_unless (gst_element_set_state (pipe, GST_STATE_PLAYING) !=
      GST_STATE_CHANGE_FAILURE, "%s: cannot play", GST_OBJECT_NAME (pipe));
  error = gst_cl_test_run_to_end (pipe, 300 * GST_SECOND);
  fail_unless (error == NULL, "%s: %s", GST_OBJECT_NAME (pipe), error);
}

/**
 * gst_cl_test_expect_start_failure:
 * @desc: a gst-launch description
 * @element: the name prefix of the element that must post the error
 * @debug: (out) (optional): the error's debug string
 *
 * Sets @desc to PAUSED and expects that to fail with an error message
 * from @element.
 *
 * Returns: (transfer full): the error
 */
GError *
gst_cl_test_expect_start_failure (const gchar * desc, const gchar * element,
    gchar ** debug)
{
  GError *err = NULL;
  GstElement *p = gst_parse_launch (desc, &err);
  GstBus *bus;
  GstMessage *msg;

  fail_unless (p != NULL && err == NULL, "%s", err ? err->message : desc);
  bus = gst_element_get_bus (p);
  fail_unless_equals_int (gst_element_set_state (p, GST_STATE_PAUSED),
      GST_STATE_CHANGE_FAILURE);
  msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
  fail_unless (msg != NULL, "%s: no error message", desc);
  fail_unless (g_str_has_prefix (GST_MESSAGE_SRC_NAME (msg), element),
      "error from %s", GST_MESSAGE_SRC_NAME (msg));
  gst_message_parse_error (msg, &err, debug);
  gst_message_unref (msg);
  gst_element_set_state (p, GST_STATE_NULL);
  gst_object_unref (bus);
  gst_object_unref (p);
  return err;
}

/**
 * gst_cl_test_check_integral:
 * @luma: the frame, @stride bytes a row
 * @what: for the failure message
 *
 * Fails unless @meta is a @width x @height integral equal to
 * gst_cl_integral_ref() of @luma, read back packed on the host.
 */
void
gst_cl_test_check_integral (GstClIntegralMeta * meta, const guint8 * luma,
    gsize stride, guint width, guint height, const gchar * what)
{
  gsize row = (gsize) width + 1, n = row * (height + 1), i;
  guint32 *got = g_new (guint32, n), *want = g_new (guint32, n);
  GError *err = NULL;

  fail_unless (meta != NULL, "%s: no integral meta", what);
  fail_unless (meta->width == width && meta->height == height,
      "%s: meta is %ux%u, frame %ux%u", what, meta->width, meta->height,
      width, height);
  fail_unless (gst_cl_integral_meta_read_sum (meta, got, 0, &err),
      "%s: read_sum: %s", what, err ? err->message : "?");
  gst_cl_integral_ref (luma, stride, width, height, want, row);
  for (i = 0; i < n; i++)
    if (G_UNLIKELY (got[i] != want[i]))
      fail ("%s: sum[%" G_GSIZE_FORMAT "][%" G_GSIZE_FORMAT "] is %u, "
          "expected %u", what, i / row, i % row, got[i], want[i]);
  g_free (got);
  g_free (want);
}

/**
 * gst_cl_test_random_unit:
 * @v: (out caller-allocates): 64 floats
 * @quantised: components rounded to quarters (exact ties), not normalised
 *
 * A random descriptor-like vector: unit length, or quantised.
 */
void
gst_cl_test_random_unit (GRand * rand, gfloat * v, gboolean quantised)
{
  gdouble n2 = 0.0;
  gint c;

  for (c = 0; c < 64; c++) {
    gdouble x = g_rand_double_range (rand, -1.0, 1.0);
    if (quantised)
      x = round (x * 4.0) / 4.0;
    v[c] = (gfloat) x;
    n2 += x * x;
  }
  if (!quantised && n2 > 0.0)
    for (c = 0; c < 64; c++)
      v[c] = (gfloat) (v[c] / sqrt (n2));
}

/**
 * gst_cl_test_bow_case:
 * @desc: (out caller-allocates): room for @n descriptors of 64 floats
 * @words: (out caller-allocates): room for @k words of 64 floats
 * @kind: 0: random unit vectors; 1: quantised (exact ties between
 *   distinct words); 2: duplicated words, descriptors on words, midway
 *   between two, or a rounding-level perturbation away
 *
 * Descriptors and a vocabulary made to test exact assignment (ties go to
 * the lowest word).
 */
void
gst_cl_test_bow_case (GRand * rand, gsize n, guint k, gint kind,
    gfloat * desc, gfloat * words)
{
  const gint dim = 64;
  gsize i;
  guint j;
  gint c;

  for (j = 0; j < k; j++)
    gst_cl_test_random_unit (rand, words + (gsize) j * dim, kind == 1);
  if (kind == 2)
    for (j = 1; j < k; j += 3)
      memcpy (words + (gsize) j * dim, words + (gsize) (j - 1) * dim,
          dim * sizeof (gfloat));
  for (i = 0; i < n; i++) {
    gfloat *d = desc + i * dim;
    const gfloat *a = words + (gsize) g_rand_int_range (rand, 0, k) * dim;
    const gfloat *b = words + (gsize) g_rand_int_range (rand, 0, k) * dim;

    switch (kind == 2 ? g_rand_int_range (rand, 0, 4) : 3) {
      case 0:
        memcpy (d, a, dim * sizeof (gfloat));
        break;
      case 1:
        for (c = 0; c < dim; c++)
          d[c] = (gfloat) (0.5 * ((gdouble) a[c] + b[c]));
        break;
      case 2:
        for (c = 0; c < dim; c++)
          d[c] = a[c] + (gfloat) g_rand_double_range (rand, -1e-6, 1e-6);
        break;
      default:
        gst_cl_test_random_unit (rand, d, kind == 1);
        break;
    }
  }
}

/**
 * gst_cl_test_gate_descriptors:
 * @first: the first descriptor to gate
 * @every: then every @every-th
 *
 * Makes those descriptors what the contrast gate of kernels/surf.cl
 * writes for a flat window (64 NaNs): they get no word and no vote in every
 * assignment variant.
 */
void
gst_cl_test_gate_descriptors (gfloat * desc, gsize n, gsize first,
    gsize every)
{
  gsize i;
  gint c;

  for (i = first; i < n; i += every)
    for (c = 0; c < 64; c++)
      desc[i * 64 + c] = NAN;
}

/* A cascade engine with the tuning of @ctx's device (@gpu_simd 0) or of a
 * GPU with warps @gpu_simd wide, changed by @options (tuning fields, see
 * gst_cl_cascade_tuning_apply_options()): the GPUs' kernels and launch shape
 * run on whatever device runs the tests.  Fails the test on an error. */
GstClCascadeEngine *
gst_cl_test_cascade_engine_new (GstClContext * ctx,
    const GstClCascade * cascade, guint gpu_simd, const gchar * options)
{
  GstClCascadeTuning tuning;
  GstClCascadeEngine *engine = NULL;
  GError *err = NULL;

  if (gst_cl_cascade_engine_tuning (ctx, cascade, gpu_simd, options, &tuning,
          &err))
    engine = gst_cl_cascade_engine_new_with_tuning (ctx, cascade, &tuning,
        &err);
  fail_unless (engine != NULL, "cascade engine (GPU tuning %u, %s): %s",
      gpu_simd, options ? options : "no options", err ? err->message : "?");
  return engine;
}

/* The kernels and launch shapes the device tuning selects, each run on
 * whatever device runs the tests: a CPU's (serial pyramid and scan), a
 * GPU's with 32-wide warps (NVIDIA) and 64-wide wavefronts, and the
 * variants a GPU takes for cascades that do not allow its default (stumps
 * that do not pack into 24 bytes, sums not exact in any order).  A Haar
 * cascade on a GPU builds its pyramid with haar_rows + haar_cols, an LBP
 * one in strips of rows. */
const GstClTestCascadeVariant gst_cl_test_cascade_variants[] = {
  {"CPU kernels", 0,
      "-D SERIAL_PYRAMID=1 -D SERIAL_DETECT=1 -D CPU_BUILD=1 -D LBP16=1"},
  {"CPU kernels, LBP without the 16-bit plane", 0,
      "-D SERIAL_PYRAMID=1 -D SERIAL_DETECT=1 -D CPU_BUILD=1 -D LBP16=0"},
  {"GPU kernels, 32-wide warps", 32, NULL},
  {"GPU kernels, 64-wide wavefronts", 64, NULL},
  {"GPU kernels, stumps field by field", 32, "-D PACKED_STUMPS=0"},
  {"GPU kernels, stumps in the file's order", 32,
      "-D STUMP_ORDER=0 -D PACKED_STUMPS=0"},
};

const guint gst_cl_test_n_cascade_variants =
    G_N_ELEMENTS (gst_cl_test_cascade_variants);

/* For g_array_sort() of #GstClRect: by x, y, width, height. */
gint
gst_cl_test_rect_cmp (gconstpointer pa, gconstpointer pb)
{
  const GstClRect *a = pa, *b = pb;

  if (a->x != b->x)
    return a->x - b->x;
  if (a->y != b->y)
    return a->y - b->y;
  if (a->width != b->width)
    return a->width - b->width;
  return a->height - b->height;
}

/* Fails unless @got and @want (#GstClRect, sorted here) hold the same
 * rectangles. */
void
gst_cl_test_assert_same_rects (GArray * got, GArray * want,
    const gchar * what)
{
  g_array_sort (got, gst_cl_test_rect_cmp);
  g_array_sort (want, gst_cl_test_rect_cmp);
  /* an empty GArray's data may be NULL: no memcmp then */
  fail_unless (got->len == want->len && (got->len == 0 ||
          memcmp (got->data, want->data, got->len * sizeof (GstClRect)) == 0),
      "%s: %u rectangles, expected %u (or other ones)", what, got->len,
      want->len);
}

/* GST_CL_TEST_CHOICES (the extra runs of tests/check/meson.build): space
 * separated NAME=VALUE items forcing another device kind's choices
 * (gst_cl_choice_force()) for the whole test process, before any test
 * opens a context. */
static void __attribute__ ((constructor))
gst_cl_test_force_choices (void)
{
  static const gchar *names[GST_CL_N_CHOICES] = {
    [GST_CL_CHOICE_STAGED_UPLOADS] = "staged-uploads",
    [GST_CL_CHOICE_QUEUE_PER_ELEMENT] = "queue-per-element",
    [GST_CL_CHOICE_DETECT_LANES] = "detect-lanes",
    [GST_CL_CHOICE_PINNED_POOL] = "pinned-pool",
  };
  const gchar *env = g_getenv ("GST_CL_TEST_CHOICES");
  gchar **items;
  guint i, c;

  if (!env)
    return;
  items = g_strsplit (env, " ", -1);
  for (i = 0; items[i]; i++) {
    gchar *eq = strchr (items[i], '=');

    if (!eq)
      continue;
    *eq = '\0';
    for (c = 0; c < GST_CL_N_CHOICES; c++)
      if (g_str_equal (items[i], names[c]))
        gst_cl_choice_force (c, atoi (eq + 1));
  }
  g_strfreev (items);
}

static void
count_warnings (GstDebugCategory * category, GstDebugLevel level,
    const gchar * file, const gchar * function, gint line, GObject * object,
    GstDebugMessage * message, gpointer user_data)
{
  GstClTestWarnings *w = user_data;
  const gchar *text = gst_debug_message_get (message);

  if (level == GST_LEVEL_WARNING && text && strstr (text, w->about) &&
      strstr (text, w->saying))
    g_atomic_int_inc (&w->count);
}

void
gst_cl_test_warnings_start (GstClTestWarnings * w, const gchar * about,
    const gchar * saying)
{
  w->about = about;
  w->saying = saying;
  g_atomic_int_set (&w->count, 0);
  gst_debug_set_threshold_for_name ("clruntime", GST_LEVEL_WARNING);
  gst_debug_add_log_function (count_warnings, w, NULL);
}

void
gst_cl_test_warnings_stop (GstClTestWarnings * w)
{
  gst_debug_remove_log_function_by_data (w);
}

void
gst_cl_test_remove_tree (const gchar * path)
{
  GDir *d = NULL;
  const gchar *name;

  if (!g_file_test (path, G_FILE_TEST_IS_SYMLINK)) {
    g_chmod (path, 0755);
    d = g_dir_open (path, 0, NULL);
  }
  if (!d) {
    g_unlink (path);
    return;
  }
  while ((name = g_dir_read_name (d))) {
    gchar *child = g_build_filename (path, name, NULL);

    gst_cl_test_remove_tree (child);
    g_free (child);
  }
  g_dir_close (d);
  g_rmdir (path);
}
