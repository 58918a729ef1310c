/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What concerns a whole process rather than one element: pipelines and
 * applications creating contexts from many threads at once in a fresh
 * process, a platform cache directory that cannot be used, and the memory
 * a process keeps after many pipelines have started and stopped.  Each
 * test case needs a process of its own (the platform is initialised once
 * per process), so meson runs the binary once per case with CK_RUN_CASE.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gstdio.h>
#include <gst/check/gstcheck.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"

#define N_THREADS 16

/* ------------------------------------------------------ start gate -- */

/* Threads wait here until all of them are ready, then go at once. */
typedef struct
{
  GMutex lock;
  GCond cond;
  guint waiting, total;
} Gate;

static void
gate_pass (Gate * g)
{
  g_mutex_lock (&g->lock);
  if (++g->waiting == g->total)
    g_cond_broadcast (&g->cond);
  while (g->waiting < g->total)
    g_cond_wait (&g->cond, &g->lock);
  g_mutex_unlock (&g->lock);
}

/* Runs @desc to its end; NULL on EOS, else the error's text. */
static gchar *
run_pipeline (const gchar * desc)
{
  GError *err = NULL;
  GstElement *pipe = gst_parse_launch (desc, &err);
  gchar *ret;

  if (!pipe) {
    ret = g_strdup (err->message);
    g_error_free (err);
    return ret;
  }
  /* minutes: a cold cache under the sanitizers compiles the kernels with
   * every allocation traced */
  ret = gst_cl_test_run_to_end (pipe, 240 * GST_SECOND);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (pipe);
  return ret;
}

/* ------------------------------------------------ concurrent start -- */

typedef struct
{
  Gate *gate;
  GThreadFunc func;
  gpointer job;
} AtOnce;

static gpointer
at_once_thread (gpointer data)
{
  const AtOnce *a = data;

  gate_pass (a->gate);
  return a->func (a->job);
}

/* N_THREADS jobs of @job_size bytes from @jobs, each run by @func in a
 * thread of its own once all threads have started */
static void
run_at_once (GThreadFunc func, gpointer jobs, gsize job_size)
{
  Gate gate = { 0 };
  AtOnce at[N_THREADS];
  GThread *threads[N_THREADS];
  guint i;

  gate.total = N_THREADS;
  for (i = 0; i < N_THREADS; i++) {
    at[i].gate = &gate;
    at[i].func = func;
    at[i].job = (guint8 *) jobs + i * job_size;
    threads[i] = g_thread_new ("start", at_once_thread, &at[i]);
  }
  for (i = 0; i < N_THREADS; i++)
    g_thread_join (threads[i]);
}

/* a pipeline's result: NULL, or its error */
static gpointer
start_pipeline_thread (gpointer data)
{
  gchar **result = data;

  *result = run_pipeline ("videotestsrc num-buffers=2 ! "
      "video/x-raw,format=GRAY8,width=64,height=48 ! clintegral ! fakesink");
  return NULL;
}

/* 16 pipelines set to PLAYING at the same moment from 16 threads, in a
 * process that has not touched OpenCL yet: the platform's initialisation
 * and the device listing of the other threads must not overlap (PoCL
 * crashed).  Run with GST_CL_KEEP_CONTEXT=0 (a context each) and with the
 * kept context. */
GST_START_TEST (test_concurrent_pipelines)
{
  gchar *results[N_THREADS] = { NULL };
  guint i;

  run_at_once (start_pipeline_thread, results, sizeof (gchar *));
  for (i = 0; i < N_THREADS; i++)
    fail_unless (results[i] == NULL, "pipeline %u: %s", i, results[i]);
}

GST_END_TEST;

typedef struct
{
  GstClContext *ctx;
  GError *error;
} ContextJob;

static gpointer
new_context_thread (gpointer data)
{
  ContextJob *job = data;

  job->ctx = gst_cl_context_new (NULL, &job->error);
  return NULL;
}

/* The public gst_cl_context_new() from 16 threads at once, first thing in
 * the process: every call gives a working context of the same device. */
GST_START_TEST (test_concurrent_api)
{
  ContextJob jobs[N_THREADS] = { {0} };
  guint i;

  run_at_once (new_context_thread, jobs, sizeof (ContextJob));
  for (i = 0; i < N_THREADS; i++) {
    fail_unless (jobs[i].ctx != NULL, "context %u: %s", i,
        jobs[i].error ? jobs[i].error->message : "?");
    fail_unless (gst_cl_context_get_cl_device (jobs[i].ctx) ==
        gst_cl_context_get_cl_device (jobs[0].ctx));
    fail_unless (gst_cl_context_get_cl_queue (jobs[i].ctx) != NULL);
  }
  for (i = 0; i < N_THREADS; i++)
    gst_object_unref (jobs[i].ctx);
}

GST_END_TEST;

/* ------------------------------------------------ unusable cache dir -- */

/* XDG_CACHE_HOME that PoCL cannot use (GST_CL_TEST_CACHE_HOME: "file", a
 * regular file; "loop", a symbolic link to itself; "readonly", a directory
 * without write permission, which only stops a user other than root):
 * elements still work, and one warning names the directory. */
GST_START_TEST (test_unusable_cache_dir)
{
  const gchar *kind = g_getenv ("GST_CL_TEST_CACHE_HOME");
  gchar *base = g_dir_make_tmp ("clprocess-XXXXXX", NULL);
  gchar *home = g_build_filename (base, "cache", NULL);
  gchar *result;
  guint i;
  GstClTestWarnings warnings;

  fail_unless (kind != NULL, "GST_CL_TEST_CACHE_HOME is not set");
  if (!strcmp (kind, "file")) {
    fail_unless (g_file_set_contents (home, "not a directory", -1, NULL));
  } else if (!strcmp (kind, "loop")) {
    fail_unless (symlink (home, home) == 0);
  } else {
    fail_unless (g_mkdir (home, 0555) == 0);
  }
  /* before anything initialises the platform */
  g_setenv ("XDG_CACHE_HOME", home, TRUE);
  g_unsetenv ("POCL_CACHE_DIR");
  gst_cl_test_warnings_start (&warnings, home, "platform's cache directory");

  /* twice: the second pipeline warns no more */
  for (i = 0; i < 2; i++) {
    result = run_pipeline ("videotestsrc num-buffers=2 ! "
        "video/x-raw,format=GRAY8,width=64,height=48 ! clintegral ! "
        "fakesink");
    fail_unless (result == NULL, "%s (XDG_CACHE_HOME %s): %s", kind, home,
        result);
  }
  gst_cl_test_warnings_stop (&warnings);
  if (getuid () != 0 || strcmp (kind, "readonly") != 0) {
    fail_unless_equals_int (g_atomic_int_get (&warnings.count), 1);
  } else {
    /* root writes into it anyway */
    fail_unless (g_atomic_int_get (&warnings.count) <= 1);
  }

  /* root wrote its caches into the read-only directory */
  gst_cl_test_remove_tree (base);
  g_free (home);
  g_free (base);
}

GST_END_TEST;

/* ------------------------------------------------------ memory -- */

/* resident set size in bytes (/proc/self/statm: pages) */
static gsize
rss_bytes (void)
{
  gchar *text = NULL;
  gsize size = 0, resident = 0;

  if (g_file_get_contents ("/proc/self/statm", &text, NULL, NULL))
    sscanf (text, "%" G_GSIZE_FORMAT " %" G_GSIZE_FORMAT, &size, &resident);
  g_free (text);
  return resident * sysconf (_SC_PAGESIZE);
}

static void
run_cycles (const gchar * desc, guint n)
{
  guint i;

  for (i = 0; i < n; i++) {
    gchar *result = run_pipeline (desc);

    fail_unless (result == NULL, "cycle %u: %s", i, result);
  }
}

#define SMALL_CYCLE "videotestsrc num-buffers=2 ! " \
    "video/x-raw,format=GRAY8,width=64,height=48 ! clintegral squared=true ! " \
    "fakesink"

/* Start/stop cycles, each pipeline with its own context
 * (GST_CL_KEEP_CONTEXT=0, a context, its programs and its buffers made
 * and freed every time): after a warm-up, 100 more cycles may not grow
 * the process by more than 16 KB a cycle on average.  A leak grows it in
 * every stretch of cycles; the allocator on a loaded machine may grow it
 * once (a new arena for a thread that ran late), so the test fails only
 * where three stretches in a row all grew past the bound. */
GST_START_TEST (test_cycles_bounded)
{
  gsize before, after;
  guint n = 100, stretch, grown = 0;

  run_cycles (SMALL_CYCLE, 30);
  for (stretch = 0; stretch < 3; stretch++) {
    before = rss_bytes ();
    run_cycles (SMALL_CYCLE, n);
    after = rss_bytes ();
    GST_INFO ("RSS %" G_GSIZE_FORMAT " KB before, %" G_GSIZE_FORMAT
        " KB after %u cycles", before / 1024, after / 1024, n);
    if (after >= before + n * 16 * 1024)
      grown++;
  }
  fail_unless (grown < 3, "RSS grew by more than %u KB in each of 3 "
      "stretches of %u cycles (the last: %" G_GSIZE_FORMAT " KB)",
      n * 16, n, (after - before) / 1024);
}

GST_END_TEST;

#define LARGE_CYCLE "videotestsrc num-buffers=3 pattern=ball ! " \
    "video/x-raw,format=GRAY8,width=1024,height=1024 ! queue ! " \
    "clintegral squared=true ! queue ! fakesink"

/* 100 start/stop cycles of 1024x1024 frames: once the pipelines are down
 * the frames' memory goes back to the system, and the process stays
 * within 64 MB of its size after the first cycle. */
GST_START_TEST (test_large_frames_returned)
{
  gsize first, after;

  run_cycles (LARGE_CYCLE, 1);
  first = rss_bytes ();
  run_cycles (LARGE_CYCLE, 100);
  after = rss_bytes ();
  GST_INFO ("RSS %" G_GSIZE_FORMAT " KB after the first cycle, %"
      G_GSIZE_FORMAT " KB after 100 more", first / 1024, after / 1024);

  fail_unless (after < first + 64 * 1024 * 1024, "RSS %" G_GSIZE_FORMAT
      " MB after 100 cycles, %" G_GSIZE_FORMAT " MB after the first",
      after >> 20, first >> 20);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clprocess,
    GST_CL_TCASE ("threads", NULL, NULL),
    GST_CL_TEST (test_concurrent_pipelines),

    GST_CL_TCASE ("api-threads", NULL, NULL),
    GST_CL_TEST (test_concurrent_api),

    GST_CL_TCASE ("cycles", NULL, NULL),
    GST_CL_TEST (test_cycles_bounded),

    GST_CL_TCASE ("large-frames", NULL, NULL),
    GST_CL_TEST (test_large_frames_returned),

    GST_CL_TCASE ("cache-dir", NULL, NULL),
    GST_CL_TEST (test_unusable_cache_dir));
