/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Several streams in one process: pipelines
 *   appsrc ! clintegral ! clfacedetect ! appsink
 * each on its own thread, all sharing ONE GstClContext that the application
 * hands out through NEED_CONTEXT (a bus sync handler), all processing the
 * same frames at the same time.  Every frame's results (faces, ids,
 * confidences, and the integral image read back through
 * gst_cl_integral_meta_read_sum) must equal those of a run alone; no
 * element may create a context of its own.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/video/video.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"
#include "gstcltestdetect.h"

#define W 320
#define H 240
#define N_FRAMES 24
#define MAX_STREAMS 4

static GstClContext *app_ctx;
static GstBuffer *frames[N_FRAMES];

/* ------------------------------------------------------------ frames -- */

static void
blit (guint8 * dst, const guint8 * src, gint sw, gint sh, gint x0, gint y0)
{
  gint x, y;

  for (y = 0; y < sh; y++)
    for (x = 0; x < sw; x++)
      if (x0 + x >= 0 && x0 + x < W && y0 + y >= 0 && y0 + y < H)
        dst[(y0 + y) * W + x0 + x] = src[y * sw + x];
}

/* Two portraits on a grey ramp, sliding towards each other: two faces per
 * frame, different in every frame. */
static void
frames_setup (void)
{
  guint8 *a = gst_cl_test_decode_gray ("astronaut.png", 150, 150);
  guint8 *g = gst_cl_test_decode_gray ("grace_hopper_512x512.jpg", 130, 130);
  GError *err = NULL;
  guint i;

  app_ctx = gst_cl_context_new (NULL, &err);
  g_assert (app_ctx != NULL);
  for (i = 0; i < N_FRAMES; i++) {
    GstBuffer *buf = gst_buffer_new_allocate (NULL, W * H, NULL);
    GstMapInfo map;
    gint x, y;

    gst_buffer_map (buf, &map, GST_MAP_WRITE);
    for (y = 0; y < H; y++)
      for (x = 0; x < W; x++)
        map.data[y * W + x] = 60 + (x + y + 3 * i) % 120;
    blit (map.data, a, 150, 150, -10 + i, 20 + i / 3);
    blit (map.data, g, 130, 130, 190 - i, 60);
    gst_buffer_unmap (buf, &map);
    GST_BUFFER_PTS (buf) = gst_util_uint64_scale (i, GST_SECOND, 30);
    GST_BUFFER_DURATION (buf) = GST_SECOND / 30;
    frames[i] = buf;
  }
  g_free (a);
  g_free (g);
}

static void
frames_teardown (void)
{
  guint i;

  for (i = 0; i < N_FRAMES; i++)
    gst_clear_buffer (&frames[i]);
  gst_clear_object (&app_ctx);
}

/* ----------------------------------------------------------- results -- */

typedef struct
{
  /* first: faces sort as rectangles (gst_cl_test_rect_cmp()) */
  GstClRect box;
  gint id;
  gdouble confidence;
} Face;

typedef struct
{
  guint n_faces;
  Face faces[8];
  /* FNV-1a of the whole integral image, and its last element (the sum of
   * the frame) */
  guint32 integral_hash, integral_total;
  gboolean has_integral;
} FrameResult;

typedef struct
{
  guint index;
  FrameResult results[N_FRAMES];
  guint n_results;
  /* NEED_CONTEXT answered with the application's context; HAVE_CONTEXT
   * of a context made by an element (counts valid once stopped) */
  GstClTestContextWatch watch;
  GstClContext *element_ctx;
  gchar *error;
} Stream;

static void
read_result (GstBuffer * buf, FrameResult * r)
{
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *roi;
  GstClIntegralMeta *im;

  memset (r, 0, sizeof *r);
  while ((roi = gst_cl_test_next_roi (buf, &state))) {
    Face *f;

    if (r->n_faces == G_N_ELEMENTS (r->faces))
      break;
    f = &r->faces[r->n_faces++];
    f->box.x = roi->x, f->box.y = roi->y;
    f->box.width = roi->w, f->box.height = roi->h;
    f->id = roi->id;
    gst_cl_test_roi_confidence (roi, &f->confidence);
  }
  /* the order of the metas is not the point: the faces are */
  qsort (r->faces, r->n_faces, sizeof (Face), gst_cl_test_rect_cmp);

  im = gst_buffer_get_cl_integral_meta (buf);
  if (im) {
    gsize n = (gsize) (im->width + 1) * (im->height + 1), i;
    guint32 *sum = g_new (guint32, n), h = 2166136261u;
    GError *err = NULL;

    /* the host read goes through the shared queue too, from this thread */
    if (gst_cl_integral_meta_read_sum (im, sum, 0, &err)) {
      for (i = 0; i < n; i++) {
        h ^= sum[i];
        h *= 16777619u;
      }
      r->integral_hash = h;
      r->integral_total = sum[n - 1];
      r->has_integral = TRUE;
    }
    g_clear_error (&err);
    g_free (sum);
  }
}

/* The context an element of @pipe uses, asked through a context query on
 * its source pad (what a neighbour would do). */
static GstClContext *
element_context (GstElement * pipe, const gchar * name)
{
  GstElement *e = gst_bin_get_by_name (GST_BIN (pipe), name);
  GstPad *pad = gst_element_get_static_pad (e, "src");
  GstQuery *q = gst_query_new_context (GST_CL_CONTEXT_TYPE_STR);
  GstClContext *ctx = NULL;
  GstContext *c = NULL;

  if (gst_pad_query (pad, q)) {
    gst_query_parse_context (q, &c);
    if (c)
      gst_context_get_cl_context (c, &ctx);
  }
  gst_query_unref (q);
  gst_object_unref (pad);
  gst_object_unref (e);
  return ctx;
}

/* Runs one stream to the end; in a thread of its own or not.  Errors go
 * to s->error (check's fail macros belong to the main thread). */
static gpointer
run_stream (Stream * s)
{
  /* confirm-hits=1 start-neighbors=0: every detection reported from the
   * first frame on, so that every frame has both faces to compare (the
   * confirmation and its gate have their own tests) */
  gchar *desc = g_strdup_printf ("appsrc name=src format=time "
      "caps=video/x-raw,format=GRAY8,width=%d,height=%d,framerate=30/1 ! "
      "clintegral name=integral ! clfacedetect name=detect confirm-hits=1 "
      "start-neighbors=0 ! "
      "appsink name=sink sync=false", W, H);
  GstElement *pipe = gst_parse_launch (desc, NULL);
  GstElement *src, *sink;
  GstBus *bus;
  GstFlowReturn ret;
  guint i;

  g_assert (pipe != NULL);
  bus = gst_element_get_bus (pipe);
  gst_cl_test_context_watch_start (&s->watch, pipe, app_ctx);
  src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  gst_element_set_state (pipe, GST_STATE_PLAYING);

  for (i = 0; i < N_FRAMES; i++) {
    GstSample *sample = NULL;

    g_signal_emit_by_name (src, "push-buffer", frames[i], &ret);
    if (ret != GST_FLOW_OK) {
      s->error = g_strdup_printf ("stream %u: push-buffer: %s", s->index,
          gst_flow_get_name (ret));
      break;
    }
    /* one frame in, one frame out: the streams interleave frame by frame */
    g_signal_emit_by_name (sink, "pull-sample", &sample);
    if (!sample) {
      GstMessage *m = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
      GError *err = NULL;
      if (m)
        gst_message_parse_error (m, &err, NULL);
      s->error = g_strdup_printf ("stream %u: no sample for frame %u: %s",
          s->index, i, err ? err->message : "?");
      g_clear_error (&err);
      if (m)
        gst_message_unref (m);
      break;
    }
    read_result (gst_sample_get_buffer (sample), &s->results[i]);
    s->n_results++;
    gst_sample_unref (sample);
  }
  g_signal_emit_by_name (src, "end-of-stream", &ret);
  s->element_ctx = element_context (pipe, "detect");

  gst_cl_test_context_watch_stop (&s->watch, pipe);
  gst_object_unref (bus);
  gst_object_unref (src);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  g_free (desc);
  return NULL;
}

static void
check_stream (const Stream * s)
{
  fail_unless (s->error == NULL, "%s", s->error);
  fail_unless_equals_int (s->n_results, N_FRAMES);
  fail_unless (s->watch.need_context >= 1,
      "stream %u never asked for a context",
      s->index);
  fail_unless_equals_int (s->watch.have_context, 0);
  fail_unless (s->element_ctx == app_ctx,
      "stream %u does not use the application's context", s->index);
}

static void
compare (const Stream * ref, const Stream * s)
{
  guint i, j;

  for (i = 0; i < N_FRAMES; i++) {
    const FrameResult *a = &ref->results[i], *b = &s->results[i];

    fail_unless (b->has_integral, "stream %u frame %u: no integral meta",
        s->index, i);
    fail_unless (a->integral_hash == b->integral_hash &&
        a->integral_total == b->integral_total,
        "stream %u frame %u: integral differs from the serial run", s->index,
        i);
    fail_unless_equals_int (b->n_faces, a->n_faces);
    for (j = 0; j < a->n_faces; j++) {
      const Face *p = &a->faces[j], *q = &b->faces[j];
      fail_unless (gst_cl_test_rect_cmp (&p->box, &q->box) == 0 &&
          p->id == q->id && p->confidence == q->confidence,
          "stream %u frame %u face %u: (%d,%d %dx%d #%d %g) in the serial "
          "run, (%d,%d %dx%d #%d %g) here", s->index, i, j, p->box.x,
          p->box.y, p->box.width, p->box.height, p->id, p->confidence,
          q->box.x, q->box.y, q->box.width, q->box.height, q->id,
          q->confidence);
    }
  }
}

static void
stream_clear (Stream * s)
{
  g_clear_pointer (&s->error, g_free);
  gst_clear_object (&s->element_ctx);
}

/* __i__ + 2 streams at once (2, then 4 on 2 cores: more interleaving) */
GST_START_TEST (test_parallel_equals_serial)
{
  guint n = 2 + 2 * __i__, i, total_faces = 0;
  Stream *serial = g_new0 (Stream, 1);
  Stream *par = g_new0 (Stream, MAX_STREAMS);
  GThread *threads[MAX_STREAMS];
  gint64 t0, t_serial, t_par;

  g_assert (n <= MAX_STREAMS);
  /* alone first: the reference */
  t0 = g_get_monotonic_time ();
  run_stream (serial);
  t_serial = g_get_monotonic_time () - t0;
  check_stream (serial);
  for (i = 0; i < N_FRAMES; i++) {
    /* both faces in every frame, else there would be little to compare */
    fail_unless (serial->results[i].n_faces >= 2, "frame %u: %u face(s)", i,
        serial->results[i].n_faces);
    total_faces += serial->results[i].n_faces;
  }

  t0 = g_get_monotonic_time ();
  for (i = 0; i < n; i++) {
    par[i].index = i + 1;
    threads[i] = g_thread_new ("stream", (GThreadFunc) run_stream, &par[i]);
  }
  for (i = 0; i < n; i++)
    g_thread_join (threads[i]);
  t_par = g_get_monotonic_time () - t0;

  g_print ("%u streams at once: %.2f s (one alone: %.2f s), %u faces in "
      "%u frames per stream, every frame equal to the serial run\n", n,
      t_par / 1e6, t_serial / 1e6, total_faces, N_FRAMES);
  for (i = 0; i < n; i++) {
    check_stream (&par[i]);
    compare (serial, &par[i]);
  }

  for (i = 0; i < n; i++)
    stream_clear (&par[i]);
  stream_clear (serial);
  g_free (par);
  g_free (serial);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clstreams,
    GST_CL_TCASE ("streams", frames_setup, frames_teardown),
    GST_CL_LOOP_TEST (test_parallel_equals_serial, 2));
