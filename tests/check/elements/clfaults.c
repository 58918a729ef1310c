/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Faults a user meets, across the elements: special files given as
 * cascade or vocabulary (an element error, never a read that blocks),
 * every property walked through its advertised range while playing (no
 * error, no crash), device allocations and kernel launches failing one at
 * a time (gst_cl_fault_set(): a clear element
 * error, no crash, no device buffer leaked), and the progress messages of
 * a first compile.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gst/check/gstcheck.h>
#include "gstcltestutil.h"

/* --- special files -------------------------------------------------------- */

/* A FIFO (no writer), a directory, a character device and a file over the
 * size limit as clfacedetect's profile and clbowhist's vocabulary: start
 * fails at once with an element error saying what the file is. */
GST_START_TEST (test_special_files)
{
  gchar *dir = g_dir_make_tmp ("clfaults-XXXXXX", NULL);
  gchar *fifo = g_build_filename (dir, "fifo", NULL);
  gchar *big = g_build_filename (dir, "big.xml", NULL);
  struct
  {
    const gchar *path, *reason;
  } cases[] = {
    {fifo, "FIFO"},
    {dir, "directory"},
    {"/dev/zero", "character device"},
    {big, "larger than"},
  };
  const gchar *elements[][2] = {
    {"clfacedetect", "profile"},
    {"clbowhist", "vocabulary"},
  };
  guint i, j;
  gint fd;

  fail_unless (mkfifo (fifo, 0644) == 0);
  /* sparse: 64 MiB over both limits without writing them */
  fd = g_open (big, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  fail_unless (fd >= 0);
  fail_unless (ftruncate (fd, 64 * 1024 * 1024) == 0);
  close (fd);

  for (i = 0; i < G_N_ELEMENTS (elements); i++) {
    for (j = 0; j < G_N_ELEMENTS (cases); j++) {
      gchar *desc = g_strdup_printf ("videotestsrc num-buffers=1 ! "
          "video/x-raw,format=GRAY8,width=64,height=48 ! %s %s=\"%s\" ! "
          "fakesink", elements[i][0], elements[i][1], cases[j].path);
      gint64 t0 = g_get_monotonic_time ();
      GError *err = gst_cl_test_expect_start_failure (desc, elements[i][0],
          NULL);

      fail_unless (strstr (err->message, cases[j].reason) != NULL &&
          strstr (err->message, cases[j].path) != NULL,
          "%s: \"%s\" does not say %s", desc, err->message, cases[j].reason);
      /* seconds would mean it read (or waited on) the file */
      fail_unless (g_get_monotonic_time () - t0 < 5 * G_USEC_PER_SEC);
      g_error_free (err);
      g_free (desc);
    }
  }
  g_unlink (fifo);
  g_unlink (big);
  g_rmdir (dir);
  g_free (big);
  g_free (fifo);
  g_free (dir);
}

GST_END_TEST;

/* A file name that is not UTF-8 (Latin-1 bytes, as an old data directory
 * may have): the element error is valid UTF-8, the bytes escaped, so an
 * application in Python can read it. */
GST_START_TEST (test_error_text_utf8)
{
  gchar *dir = g_dir_make_tmp ("clfaults-XXXXXX", NULL);
  gchar *path = g_build_filename (dir, "caf\xe9-\xff.xml", NULL);
  const gchar *elements[][2] = {
    {"clfacedetect", "profile"},
    {"clbowhist", "vocabulary"},
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (elements); i++) {
    GstElement *pipe = gst_pipeline_new (NULL);
    GstElement *src = gst_element_factory_make ("videotestsrc", NULL);
    GstElement *el = gst_element_factory_make (elements[i][0], NULL);
    GstElement *sink = gst_element_factory_make ("fakesink", NULL);
    GstBus *bus = gst_element_get_bus (pipe);
    GstMessage *msg;
    GError *err = NULL;
    gchar *debug = NULL;

    g_object_set (src, "num-buffers", 1, NULL);
    g_object_set (el, elements[i][1], path, NULL);
    gst_bin_add_many (GST_BIN (pipe), src, el, sink, NULL);
    fail_unless (gst_element_link_many (src, el, sink, NULL));
    gst_element_set_state (pipe, GST_STATE_PLAYING);
    msg = gst_bus_timed_pop_filtered (bus, 30 * GST_SECOND,
        GST_MESSAGE_ERROR);
    fail_unless (msg != NULL, "%s: no error", elements[i][0]);
    gst_message_parse_error (msg, &err, &debug);
    fail_unless (g_utf8_validate (err->message, -1, NULL),
        "%s: the error text is not UTF-8", elements[i][0]);
    fail_unless (strstr (err->message, "caf\\xe9-\\xff.xml") != NULL,
        "%s: %s", elements[i][0], err->message);
    fail_unless (debug == NULL || g_utf8_validate (debug, -1, NULL));
    g_error_free (err);
    g_free (debug);
    gst_message_unref (msg);
    gst_element_set_state (pipe, GST_STATE_NULL);
    gst_object_unref (bus);
    gst_object_unref (pipe);
  }
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}

GST_END_TEST;

/* --- running a pipeline to its end ----------------------------------------- */

/* Plays @p until EOS or an error; returns the error message (or NULL on
 * EOS).  Fails on a timeout: a hang is a bug too. */
static GstMessage *
play_to_end (GstElement * p, const gchar * what)
{
  GstMessage *msg;

  gst_element_set_state (p, GST_STATE_PLAYING);
  msg = gst_cl_test_wait_end (p, 120 * GST_SECOND);
  fail_unless (msg != NULL, "%s: neither EOS nor an error in 120 s", what);
  gst_element_set_state (p, GST_STATE_NULL);
  if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_EOS) {
    gst_message_unref (msg);
    return NULL;
  }
  return msg;
}

/* --- fault injection ------------------------------------------------------- */

#define FAULT_PIPELINE "videotestsrc num-buffers=3 pattern=ball ! " \
  "video/x-raw,format=I420,width=96,height=72 ! clintegral squared=true ! " \
  "clfacedetect min-neighbors=1 display=true ! clbowhist ! fakesink"

static void
context_gone (gpointer data, GObject * where_the_object_was)
{
  *(gboolean *) data = TRUE;
}

/* one run of FAULT_PIPELINE under the current fault target: EOS, or an
 * error from a CL element that names the OpenCL failure; afterwards the
 * context is gone and no device buffer is left */
static void
fault_run (const gchar * what, gint baseline)
{
  GError *err = NULL;
  GstElement *p = gst_parse_launch (FAULT_PIPELINE, &err);
  GstClContext *ctx = gst_cl_test_context_new ();
  GstContext *c = gst_context_new_cl_context (ctx);
  gboolean gone = FALSE;
  GstMessage *msg;
  gint i;

  fail_unless (p != NULL, "%s", err ? err->message : "?");
  /* the application's context: the test sees it go with the pipeline */
  gst_element_set_context (p, c);
  gst_context_unref (c);
  g_object_weak_ref (G_OBJECT (ctx), context_gone, &gone);
  gst_object_unref (ctx);

  msg = play_to_end (p, what);
  if (msg) {
    gchar *text = gst_cl_test_error_text (msg);

    GST_INFO ("%s: %s", what, text);
    fail_unless (g_str_has_prefix (GST_MESSAGE_SRC_NAME (msg), "cl"),
        "%s: error from %s", what, text);
    fail_unless (strstr (text, "CL_MEM_OBJECT_ALLOCATION_FAILURE") ||
        strstr (text, "CL_OUT_OF_RESOURCES"), "%s: %s", what, text);
    g_free (text);
    gst_message_unref (msg);
  }
  gst_object_unref (p);
  /* a streaming thread of the pool may drop its last reference to an
   * element a moment after the join: a leak is what never goes */
  for (i = 0; i < 500 && !gone; i++)
    g_usleep (10000);
  fail_unless (gone, "%s: the OpenCL context outlived its pipeline", what);
  /* the same for the last device buffers (a buffer of the pipeline's
   * pools may be released by a thread a moment after the context) */
  for (i = 0; i < 500 && gst_cl_live_buffer_count () != baseline; i++)
    g_usleep (10000);
  fail_unless (gst_cl_live_buffer_count () == baseline, "%s: %d device "
      "buffers live, %d before", what, gst_cl_live_buffer_count (), baseline);
}

static void
fault_sweep (GstClFaultKind kind, const gchar * name)
{
  gint n, total, baseline = gst_cl_live_buffer_count ();

  /* no target: counts how many there are */
  gst_cl_fault_set (kind, 0);
  fault_run ("counting", baseline);
  total = gst_cl_fault_count (kind);
  GST_INFO ("%s: %d operations", name, total);
  fail_unless (total > 0);

  for (n = 1; n <= total; n++) {
    gchar *what = g_strdup_printf ("%s %d of %d", name, n, total);

    gst_cl_fault_set (kind, n);
    fault_run (what, baseline);
    g_free (what);
  }
  gst_cl_fault_reset ();
}

GST_START_TEST (test_fault_alloc)
{
  fault_sweep (GST_CL_FAULT_ALLOC, "allocation");
}

GST_END_TEST;

GST_START_TEST (test_fault_enqueue)
{
  fault_sweep (GST_CL_FAULT_ENQUEUE, "enqueue");
}

GST_END_TEST;

/* --- property walk ---------------------------------------------------------- */

/* values to try for @pspec: its minimum, maximum and some between */
static GArray *
walk_values (GParamSpec * pspec)
{
  GArray *vals = g_array_new (FALSE, TRUE, sizeof (GValue));
  GType t = G_PARAM_SPEC_VALUE_TYPE (pspec);
  GValue v = G_VALUE_INIT;
  guint i;

  g_array_set_clear_func (vals, (GDestroyNotify) g_value_unset);
#define ADD(setter, x) G_STMT_START { \
    g_value_init (&v, t); setter (&v, x); g_array_append_val (vals, v); \
    memset (&v, 0, sizeof (v)); } G_STMT_END
  /* an integer range: its ends, and the @probes strictly inside it */
#define ADD_RANGE(setter, p, probes) G_STMT_START { \
    ADD (setter, (p)->minimum); \
    ADD (setter, (p)->maximum); \
    for (i = 0; i < G_N_ELEMENTS (probes); i++) \
      if (probes[i] > (p)->minimum && probes[i] < (p)->maximum) \
        ADD (setter, probes[i]); \
  } G_STMT_END
  if (G_IS_PARAM_SPEC_UINT (pspec)) {
    static const guint probes[] = { 1, 2, 7, 24, 25, 100, 1000, 16384,
      16385, 100000
    };
    ADD_RANGE (g_value_set_uint, G_PARAM_SPEC_UINT (pspec), probes);
  } else if (G_IS_PARAM_SPEC_INT (pspec)) {
    static const gint probes[] = { 1, 2, 7, 24, 100, 999 };
    ADD_RANGE (g_value_set_int, G_PARAM_SPEC_INT (pspec), probes);
  } else if (G_IS_PARAM_SPEC_DOUBLE (pspec)) {
    GParamSpecDouble *p = G_PARAM_SPEC_DOUBLE (pspec);
    ADD (g_value_set_double, p->minimum);
    ADD (g_value_set_double, p->maximum);
    ADD (g_value_set_double, p->minimum + (p->maximum - p->minimum) * 0.01);
    ADD (g_value_set_double, (p->minimum + p->maximum) / 2);
  } else if (G_IS_PARAM_SPEC_BOOLEAN (pspec)) {
    ADD (g_value_set_boolean, TRUE);
    ADD (g_value_set_boolean, FALSE);
  } else if (G_IS_PARAM_SPEC_ENUM (pspec)) {
    GEnumClass *klass = G_PARAM_SPEC_ENUM (pspec)->enum_class;
    for (i = 0; i < klass->n_values; i++)
      ADD (g_value_set_enum, klass->values[i].value);
  } else if (g_str_equal (pspec->name, "scales")) {
    static const gchar *lists[] = { "0.5", "64", "1.2, 2.0",
      "0.5,1,2,4,8,16,32,64"
    };
    for (i = 0; i < G_N_ELEMENTS (lists); i++)
      ADD (g_value_set_string, lists[i]);
  }
#undef ADD_RANGE
#undef ADD
  return vals;
}

typedef struct
{
  gint buffers;
} Counter;

static GstPadProbeReturn
count_buffer (GstPad * pad, GstPadProbeInfo * info, gpointer data)
{
  g_atomic_int_inc (&((Counter *) data)->buffers);
  return GST_PAD_PROBE_OK;
}

/* waits until @n more buffers went through, failing on an error */
static void
wait_buffers (GstBus * bus, Counter * c, gint n, const gchar * what)
{
  gint target = g_atomic_int_get (&c->buffers) + n;
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (g_atomic_int_get (&c->buffers) < target) {
    GstMessage *msg = gst_bus_timed_pop_filtered (bus, 10 * GST_MSECOND,
        GST_MESSAGE_ERROR | GST_MESSAGE_EOS);
    if (msg) {
      gchar *text = GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ERROR ?
          gst_cl_test_error_text (msg) : g_strdup ("EOS");
      fail ("%s: the stream stopped: %s", what, text);
    }
    fail_unless (g_get_monotonic_time () < end, "%s: no buffer in 120 s",
        what);
  }
}

static const gchar *
frame_caps (gboolean large)
{
  /* smaller than any cascade window; HD */
  return large ? "video/x-raw,format=I420,width=1280,height=720" :
      "video/x-raw,format=I420,width=20,height=14";
}

static void
walk_element (const gchar * factory, gboolean large)
{
  gchar *desc = g_strdup_printf ("videotestsrc pattern=ball ! %s ! "
      "%s name=e ! fakesink name=sink sync=false", frame_caps (large),
      factory);
  GError *err = NULL;
  GstElement *p = gst_parse_launch (desc, &err), *e, *sink;
  GParamSpec **specs;
  guint n_specs, i, j, pass;
  GstBus *bus;
  GstPad *pad;
  Counter counter = { 0 };

  fail_unless (p != NULL, "%s", err ? err->message : desc);
  e = gst_bin_get_by_name (GST_BIN (p), "e");
  sink = gst_bin_get_by_name (GST_BIN (p), "sink");
  pad = gst_element_get_static_pad (sink, "sink");
  gst_pad_add_probe (pad, GST_PAD_PROBE_TYPE_BUFFER, count_buffer, &counter,
      NULL);
  bus = gst_element_get_bus (p);
  specs = g_object_class_list_properties (G_OBJECT_GET_CLASS (e), &n_specs);

  /* pass 0, live properties: changed while playing, the stream goes on;
   * pass 1, properties fixed while playing: one start per value */
  for (pass = 0; pass < 2; pass++) {
    gboolean live = pass == 0;

    if (live) {
      gst_element_set_state (p, GST_STATE_PLAYING);
      wait_buffers (bus, &counter, 1, desc);
    }
    for (i = 0; i < n_specs; i++) {
      GParamSpec *ps = specs[i];
      GArray *vals;
      GValue def = G_VALUE_INIT;

      if (ps->owner_type != G_OBJECT_TYPE (e) ||
          !(ps->flags & G_PARAM_WRITABLE) ||
          ((ps->flags & GST_PARAM_MUTABLE_PLAYING) != 0) != live)
        continue;
      vals = walk_values (ps);
      g_value_init (&def, G_PARAM_SPEC_VALUE_TYPE (ps));
      g_object_get_property (G_OBJECT (e), ps->name, &def);
      for (j = 0; j < vals->len; j++) {
        GValue *v = &g_array_index (vals, GValue, j);
        gchar *s = g_strdup_value_contents (v);
        gchar *what = g_strdup_printf ("%s %s=%s at %s", factory, ps->name,
            s, frame_caps (large));

        GST_INFO ("%s", what);
        g_object_set_property (G_OBJECT (e), ps->name, v);
        if (live) {
          wait_buffers (bus, &counter, 2, what);
        } else {
          gst_element_set_state (p, GST_STATE_PLAYING);
          wait_buffers (bus, &counter, 1, what);
          gst_element_set_state (p, GST_STATE_NULL);
        }
        g_free (what);
        g_free (s);
      }
      g_object_set_property (G_OBJECT (e), ps->name, &def);
      g_value_unset (&def);
      g_array_unref (vals);
    }
    if (live)
      gst_element_set_state (p, GST_STATE_NULL);
  }

  g_free (specs);
  gst_object_unref (pad);
  gst_object_unref (sink);
  gst_object_unref (e);
  gst_object_unref (bus);
  gst_object_unref (p);
  g_free (desc);
}

GST_START_TEST (test_walk_small)
{
  walk_element ("clintegral", FALSE);
  walk_element ("clfacedetect", FALSE);
  walk_element ("clbowhist", FALSE);
}

GST_END_TEST;

GST_START_TEST (test_walk_large)
{
  walk_element ("clintegral", TRUE);
  walk_element ("clfacedetect", TRUE);
  walk_element ("clbowhist", TRUE);
}

GST_END_TEST;

/* --- a first compile says so ----------------------------------------------- */

/* removes a temporary binary cache directory and frees its name */
static void
remove_cache_dir (gchar * dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const gchar *name;

  while (d && (name = g_dir_read_name (d))) {
    gchar *f = g_build_filename (dir, name, NULL);

    g_unlink (f);
    g_free (f);
  }
  if (d)
    g_dir_close (d);
  g_rmdir (dir);
  g_free (dir);
}

/* With an empty binary cache, starting clintegral posts a progress START
 * ("compile") before the build and COMPLETE once the first frame has run
 * the new kernels (a CPU driver generates their code at the first launch),
 * before the first buffer reaches the sink; with the cache filled,
 * nothing. */
GST_START_TEST (test_compile_progress)
{
  gchar *dir = g_dir_make_tmp ("clfaults-cache-XXXXXX", NULL);
  guint round;

  g_setenv (GST_CL_CACHE_DIR_ENV, dir, TRUE);
  for (round = 0; round < 2; round++) {
    GstElement *p = gst_parse_launch ("videotestsrc num-buffers=1 ! "
        "video/x-raw,format=GRAY8,width=32,height=32 ! clintegral ! fakesink",
        NULL);
    GstBus *bus = gst_element_get_bus (p);
    GstMessage *msg;
    gint starts = 0, completes = 0;

    gst_element_set_state (p, GST_STATE_PLAYING);
    while ((msg = gst_bus_timed_pop (bus, 120 * GST_SECOND))) {
      GstMessageType t = GST_MESSAGE_TYPE (msg);

      if (t == GST_MESSAGE_PROGRESS) {
        GstProgressType type;
        gchar *code, *text;

        gst_message_parse_progress (msg, &type, &code, &text);
        fail_unless_equals_string (code, "compile");
        fail_unless (strstr (text, "integral.cl") != NULL, "%s", text);
        if (type == GST_PROGRESS_TYPE_START) {
          starts++;
        } else if (type == GST_PROGRESS_TYPE_COMPLETE) {
          completes++;
          fail_unless (completes <= starts);
        }
        g_free (code);
        g_free (text);
      }
      if (t == GST_MESSAGE_ERROR)
        fail ("error");
      gst_message_unref (msg);
      if (t == GST_MESSAGE_EOS)
        break;
    }
    if (round == 0)
      fail_unless (starts >= 1 && completes == starts, "%d starts, %d "
          "completes", starts, completes);
    else
      fail_unless (starts == 0, "%d compiles with a filled cache", starts);
    gst_element_set_state (p, GST_STATE_NULL);
    gst_object_unref (bus);
    gst_object_unref (p);
  }
  g_unsetenv (GST_CL_CACHE_DIR_ENV);
  remove_cache_dir (dir);
}

GST_END_TEST;

static GstPadProbeReturn
mark_buffer_in (GstPad * pad, GstPadProbeInfo * info, gpointer data)
{
  g_atomic_int_set ((gint *) data, 1);
  return GST_PAD_PROBE_OK;
}

typedef struct
{
  gint buffer_in;
  gint completes, completes_before_buffer;
} CompileOrder;

static GstBusSyncReply
watch_completes (GstBus * bus, GstMessage * msg, gpointer data)
{
  CompileOrder *o = data;
  GstProgressType type;
  gchar *code, *text;

  if (GST_MESSAGE_TYPE (msg) != GST_MESSAGE_PROGRESS)
    return GST_BUS_PASS;
  gst_message_parse_progress (msg, &type, &code, &text);
  if (type == GST_PROGRESS_TYPE_COMPLETE && g_str_equal (code, "compile")) {
    o->completes++;
    if (!g_atomic_int_get (&o->buffer_in))
      o->completes_before_buffer++;
  }
  g_free (code);
  g_free (text);
  return GST_BUS_PASS;
}

/* clfacedetect builds its programs at start, before any frame; the
 * COMPLETE of those compiles still comes only after the first frame has
 * run the kernels (where PoCL generates their code). */
GST_START_TEST (test_compile_progress_spans_first_frame)
{
  gchar *dir = g_dir_make_tmp ("clfaults-cache-XXXXXX", NULL);
  GstElement *p, *det;
  GstPad *pad;
  GstBus *bus;
  GstMessage *msg;
  CompileOrder o = { 0, 0, 0 };

  g_setenv (GST_CL_CACHE_DIR_ENV, dir, TRUE);
  p = gst_parse_launch ("videotestsrc num-buffers=1 ! "
      "video/x-raw,format=GRAY8,width=64,height=64 ! clfacedetect name=d "
      "updates=none ! fakesink", NULL);
  det = gst_bin_get_by_name (GST_BIN (p), "d");
  pad = gst_element_get_static_pad (det, "sink");
  gst_pad_add_probe (pad, GST_PAD_PROBE_TYPE_BUFFER, mark_buffer_in,
      &o.buffer_in, NULL);
  bus = gst_element_get_bus (p);
  gst_bus_set_sync_handler (bus, watch_completes, &o, NULL);
  gst_element_set_state (p, GST_STATE_PLAYING);
  msg = gst_bus_timed_pop_filtered (bus, 300 * GST_SECOND,
      GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
  fail_unless (msg && GST_MESSAGE_TYPE (msg) == GST_MESSAGE_EOS);
  gst_message_unref (msg);
  gst_element_set_state (p, GST_STATE_NULL);
  fail_unless (o.completes >= 1, "no compile with an empty cache");
  fail_unless_equals_int (o.completes_before_buffer, 0);

  gst_bus_set_sync_handler (bus, NULL, NULL, NULL);
  gst_object_unref (bus);
  gst_object_unref (pad);
  gst_object_unref (det);
  gst_object_unref (p);
  g_unsetenv (GST_CL_CACHE_DIR_ENV);
  remove_cache_dir (dir);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clfaults,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_special_files),
    GST_CL_TEST (test_error_text_utf8),
    GST_CL_TEST (test_compile_progress),
    GST_CL_TEST (test_compile_progress_spans_first_frame),
    GST_CL_TEST (test_fault_alloc),
    GST_CL_TEST (test_fault_enqueue),
    GST_CL_TEST (test_walk_small),
    GST_CL_TEST (test_walk_large));
