/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The CL elements with live sources:
 *
 * - they add no latency: the latency query answered through clintegral and
 *   clfacedetect is the source's own;
 * - they hold no buffer back: with videotestsrc is-live=true and a syncing
 *   sink, a buffer leaves clfacedetect as soon as its results are in (the
 *   next may enter before: at most pipeline-depth, 3, are in flight), it
 *   reaches the sink later than through identity by at most the processing
 *   time, and every buffer reaches the sink before its render deadline;
 * - under QoS they skip work, never buffers: a QoS event saying the stream
 *   is late makes clfacedetect pass the late frames untouched, without
 *   detection (tracked faces coast), and detect again on time;
 * - a live source faster than detection: the sink's QoS events make the
 *   element skip detection on late frames, so the stream keeps real time
 *   and every frame is delivered.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"
#include "gstcltestdetect.h"

/* answers every element's NEED_CONTEXT with the shared context, so that
 * the programs are built once per run */
static GstBusSyncReply
need_context_cb (GstBus * bus, GstMessage * msg, gpointer data)
{
  gst_cl_test_answer_need_context (msg, gst_cl_test_shared_ctx);
  return GST_BUS_PASS;
}

static GstElement *
pipeline_new (const gchar * desc)
{
  GstElement *pipe = gst_cl_test_pipeline_new (desc);
  GstBus *bus = gst_element_get_bus (pipe);

  gst_bus_set_sync_handler (bus, need_context_cb, NULL, NULL);
  gst_object_unref (bus);
  return pipe;
}

/* the latency the pipeline configures: the bin's answer */
static GstClockTime
pipeline_latency (GstElement * pipe)
{
  GstQuery *q = gst_query_new_latency ();
  GstClockTime min = GST_CLOCK_TIME_NONE;

  if (gst_element_query (pipe, q))
    gst_query_parse_latency (q, NULL, &min, NULL);
  gst_query_unref (q);
  return min;
}

/* plays @pipe to EOS; fails on an error; @latency: (out) (optional): the
 * pipeline's latency, queried at EOS */
static void
play_to_eos (GstElement * pipe, GstClockTime * latency)
{
  gchar *error = gst_cl_test_run_to_end (pipe, 120 * GST_SECOND);

  if (latency)
    *latency = pipeline_latency (pipe);
  /* stopped before failing: a live pipeline left playing would run on */
  gst_element_set_state (pipe, GST_STATE_NULL);
  fail_unless (error == NULL, "%s", error);
}

static GstPad *
get_pad (GstElement * pipe, const gchar * element, const gchar * pad)
{
  GstElement *e = gst_bin_get_by_name (GST_BIN (pipe), element);
  GstPad *p;

  fail_unless (e != NULL, "no element %s", element);
  p = gst_element_get_static_pad (e, pad);
  gst_object_unref (e);
  return p;
}

/* ------------------------------------------------------------ frames -- */

#define QOS_W 320
#define QOS_H 240

/* the astronaut's portrait as a 320x240 GRAY8 frame */
static GstBuffer *
face_frame (void)
{
  guint8 *luma = gst_cl_test_decode_gray ("astronaut.png", QOS_W, QOS_H);
  GstBuffer *buf = gst_cl_test_gray_buffer (luma, QOS_W, QOS_W, QOS_H, 0);

  g_free (luma);
  return buf;
}

static GstHarness *
facedetect_harness (gboolean tracking)
{
  GstElement *e = gst_element_factory_make ("clfacedetect", NULL);

  /* confirm-hits=1 and no verification: the face found on the first frame
   * is a track at once, which then coasts through the frames QoS keeps from
   * detection (the confirmation and the verification have their own tests;
   * the LBP cascade does not find this 60-pixel face) */
  g_object_set (e, "tracking", tracking, "confirm-hits", 1,
      "verify-neighbors", 0, NULL);
  return gst_cl_test_detect_harness (e, gst_cl_test_shared_ctx, QOS_W, QOS_H,
      30);
}

/* ROI metas of @buf; the id of the first in @id (-1 if none) */
static guint
count_faces (GstBuffer * buf, gint * id)
{
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *roi;
  guint n = 0;

  *id = -1;
  while ((roi = gst_cl_test_next_roi (buf, &state)))
    if (n++ == 0)
      *id = roi->id;
  return n;
}

#define QOS_FRAME_DUR (GST_SECOND / 30)

/* How long one detection takes here, now (after a warm-up frame): the
 * frame rates of the live tests follow from it, so that they test the same
 * thing on a fast GPU and on a loaded 2-core CPU. */
static GstClockTime
measure_detect_time (void)
{
  GstHarness *h = facedetect_harness (FALSE);
  GstBuffer *frame = face_frame ();
  GstClockTime t0 = 0;
  guint i;

  for (i = 0; i < 4; i++) {
    GstBuffer *in = gst_buffer_copy (frame);
    if (i == 1)
      t0 = gst_util_get_timestamp ();
    GST_BUFFER_PTS (in) = i * QOS_FRAME_DUR;
    GST_BUFFER_DURATION (in) = QOS_FRAME_DUR;
    gst_buffer_unref (gst_harness_push_and_pull (h, in));
  }
  t0 = (gst_util_get_timestamp () - t0) / 3;
  gst_harness_teardown (h);
  gst_buffer_unref (frame);
  return MAX (t0, 1);
}

/* ----------------------------------------------------------- latency -- */

static void
query_latency (GstPad * pad, gboolean peer, gboolean * live,
    GstClockTime * min, GstClockTime * max)
{
  GstQuery *q = gst_query_new_latency ();

  /* a failed query reads as not live, no latency */
  *live = FALSE;
  *min = *max = GST_CLOCK_TIME_NONE;
  if (peer ? gst_pad_peer_query (pad, q) : gst_pad_query (pad, q))
    gst_query_parse_latency (q, live, min, max);
  gst_query_unref (q);
}

GST_START_TEST (test_latency_query_is_the_sources)
{
  GstElement *pipe = pipeline_new ("videotestsrc name=src is-live=true ! "
      "video/x-raw,format=I420,width=320,height=240,framerate=15/1 ! "
      "clintegral ! clfacedetect ! fakesink name=sink sync=true");
  GstElement *fakesink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  GstPad *src = get_pad (pipe, "src", "src");
  GstPad *sink = get_pad (pipe, "sink", "sink");
  gboolean live_src, live;
  GstClockTime min_src, max_src, min, max, pipe_latency;
  GstStateChangeReturn ret;
  guint64 deadline;

  gst_element_set_state (pipe, GST_STATE_PLAYING);
  ret = gst_element_get_state (pipe, NULL, NULL, 60 * GST_SECOND);
  query_latency (src, FALSE, &live_src, &min_src, &max_src);
  /* what the sink sees: the source's answer, through both CL elements */
  query_latency (sink, TRUE, &live, &min, &max);
  pipe_latency = pipeline_latency (pipe);
  g_object_get (fakesink, "processing-deadline", &deadline, NULL);
  /* (stopped before checking: a live pipeline left playing by a failed
   * check would run on into the next tests) */
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (src);
  gst_object_unref (sink);
  gst_object_unref (fakesink);
  gst_object_unref (pipe);

  GST_INFO ("source: live %d min %" GST_TIME_FORMAT " max %" GST_TIME_FORMAT
      "; at the sink: live %d min %" GST_TIME_FORMAT " max %" GST_TIME_FORMAT,
      live_src, GST_TIME_ARGS (min_src), GST_TIME_ARGS (max_src), live,
      GST_TIME_ARGS (min), GST_TIME_ARGS (max));
  fail_unless_equals_int (ret, GST_STATE_CHANGE_SUCCESS);
  fail_unless (live_src && live);
  fail_unless_equals_uint64 (min, min_src);
  fail_unless_equals_uint64 (max, max_src);
  /* the pipeline's: the source's plus the sink's processing deadline */
  fail_unless_equals_uint64 (pipe_latency, min_src + deadline);
}

GST_END_TEST;

/* ------------------------------------------------------ not delayed -- */

/* 24 frames of 320x240, at a rate that leaves detection (of a face: the
 * test pattern costs less) half a frame */
#define LIVE_FRAMES 24
/* the most frames a run records (the overload test's) */
#define TIMED_FRAMES 720

/* A run through the element named "e" to the sink named "sink": counts of
 * the buffers that entered / left the element and reached the sink, and
 * for the first TIMED_FRAMES the running time of the clock at each and
 * the running time of the buffer's PTS */
typedef struct
{
  GstElement *pipe;
  GstClockTime latency;
  guint n_in, n_out, n_sink;
  gint in_flight, max_in_flight;
  GstClockTime t_in[TIMED_FRAMES], t_out[TIMED_FRAMES];
  GstClockTime t_sink[TIMED_FRAMES], rt[TIMED_FRAMES];
} LiveTimes;

static GstClockTime
now_running_time (GstElement * pipe)
{
  GstClock *clock = gst_element_get_clock (pipe);
  GstClockTime t;

  if (!clock)
    return GST_CLOCK_TIME_NONE;
  t = gst_clock_get_time (clock) - gst_element_get_base_time (pipe);
  gst_object_unref (clock);
  return t;
}

/* counts one more buffer in @n, its clock time in @times while it is one
 * of the first TIMED_FRAMES */
static void
stamp (LiveTimes * lt, GstClockTime * times, guint * n)
{
  if (*n < TIMED_FRAMES)
    times[*n] = now_running_time (lt->pipe);
  (*n)++;
}

static GstPadProbeReturn
probe_in (GstPad * pad, GstPadProbeInfo * info, LiveTimes * lt)
{
  stamp (lt, lt->t_in, &lt->n_in);
  lt->in_flight++;
  lt->max_in_flight = MAX (lt->max_in_flight, lt->in_flight);
  return GST_PAD_PROBE_OK;
}

static GstPadProbeReturn
probe_out (GstPad * pad, GstPadProbeInfo * info, LiveTimes * lt)
{
  stamp (lt, lt->t_out, &lt->n_out);
  lt->in_flight--;
  return GST_PAD_PROBE_OK;
}

static GstPadProbeReturn
probe_sink (GstPad * pad, GstPadProbeInfo * info, LiveTimes * lt)
{
  GstBuffer *buf = GST_PAD_PROBE_INFO_BUFFER (info);
  GstEvent *seg_ev = gst_pad_get_sticky_event (pad, GST_EVENT_SEGMENT, 0);
  const GstSegment *seg;

  gst_event_parse_segment (seg_ev, &seg);
  if (lt->n_sink < TIMED_FRAMES) {
    lt->t_sink[lt->n_sink] = now_running_time (lt->pipe);
    lt->rt[lt->n_sink] = gst_segment_to_running_time (seg, GST_FORMAT_TIME,
        GST_BUFFER_PTS (buf));
  }
  lt->n_sink++;
  gst_event_unref (seg_ev);
  return GST_PAD_PROBE_OK;
}

/* Plays @desc to its end with @lt's probes on it (@latency: where the
 * latency the pipeline settled on goes, or NULL) */
static void
run_timed (const gchar * desc, LiveTimes * lt, GstClockTime * latency)
{
  GstPad *in, *out, *sink;

  lt->pipe = pipeline_new (desc);
  in = get_pad (lt->pipe, "e", "sink");
  out = get_pad (lt->pipe, "e", "src");
  sink = get_pad (lt->pipe, "sink", "sink");
  gst_pad_add_probe (in, GST_PAD_PROBE_TYPE_BUFFER,
      (GstPadProbeCallback) probe_in, lt, NULL);
  gst_pad_add_probe (out, GST_PAD_PROBE_TYPE_BUFFER,
      (GstPadProbeCallback) probe_out, lt, NULL);
  gst_pad_add_probe (sink, GST_PAD_PROBE_TYPE_BUFFER,
      (GstPadProbeCallback) probe_sink, lt, NULL);
  play_to_eos (lt->pipe, latency);
  gst_object_unref (in);
  gst_object_unref (out);
  gst_object_unref (sink);
  gst_clear_object (&lt->pipe);
}

static gint
cmp_time (gconstpointer a, gconstpointer b)
{
  GstClockTimeDiff d = *(const GstClockTimeDiff *) a -
      *(const GstClockTimeDiff *) b;
  return d < 0 ? -1 : d > 0;
}

typedef struct
{
  /* arrival at the sink after the PTS: median, max */
  GstClockTimeDiff arrival, max_arrival;
  /* time inside the element, median */
  GstClockTimeDiff inside;
  /* buffers that reached the sink before PTS + latency */
  guint on_time;
} LiveStats;

/* Runs a live 320x240 stream through @element, measuring.  The sink gives
 * upstream one frame of processing time (processing-deadline, what an
 * application sets for an analytics element that takes a few tens of ms). */
static void
run_live (const gchar * element, guint fps, LiveTimes * lt, LiveStats * st)
{
  gchar *desc = g_strdup_printf ("videotestsrc is-live=true num-buffers=%d "
      "pattern=ball ! video/x-raw,format=I420,width=320,height=240,"
      "framerate=%u/1 ! %s name=e ! fakesink name=sink sync=true "
      "processing-deadline=%" G_GUINT64_FORMAT, LIVE_FRAMES, fps,
      element, (guint64) GST_SECOND / fps);
  GstClockTimeDiff arrival[LIVE_FRAMES], inside[LIVE_FRAMES];
  guint i;

  memset (lt, 0, sizeof *lt);
  memset (st, 0, sizeof *st);
  run_timed (desc, lt, &lt->latency);
  g_free (desc);

  fail_unless_equals_int (lt->n_sink, LIVE_FRAMES);
  fail_unless_equals_int (lt->n_out, LIVE_FRAMES);
  for (i = 0; i < LIVE_FRAMES; i++) {
    arrival[i] = GST_CLOCK_DIFF (lt->rt[i], lt->t_sink[i]);
    inside[i] = GST_CLOCK_DIFF (lt->t_in[i], lt->t_out[i]);
    if (arrival[i] <= (GstClockTimeDiff) lt->latency)
      st->on_time++;
  }
  qsort (arrival, LIVE_FRAMES, sizeof arrival[0], cmp_time);
  qsort (inside, LIVE_FRAMES, sizeof inside[0], cmp_time);
  st->arrival = arrival[LIVE_FRAMES / 2];
  st->max_arrival = arrival[LIVE_FRAMES - 1];
  st->inside = inside[LIVE_FRAMES / 2];
}

GST_START_TEST (test_live_buffers_not_delayed)
{
  LiveTimes *base = g_new0 (LiveTimes, 1), *cl = g_new0 (LiveTimes, 1);
  GstClockTime detect = measure_detect_time ();
  guint fps = CLAMP (GST_SECOND / (2 * detect), 2, 30);
  LiveStats sb, sc;
  GstClockTimeDiff extra;

  /* the same stream through identity, then through clfacedetect */
  run_live ("identity", fps, base, &sb);
  run_live ("clfacedetect", fps, cl, &sc);
  extra = sc.arrival - sb.arrival;
  g_print ("live at %u fps: through clfacedetect buffers reach the sink "
      "%.1f ms after their PTS (median; max %.1f ms), through identity "
      "%.1f ms (max %.1f); %.1f ms inside clfacedetect (median); pipeline "
      "latency %.1f ms; %u/%u on time; at most %d buffer(s) inside\n", fps,
      sc.arrival / 1e6, sc.max_arrival / 1e6, sb.arrival / 1e6,
      sb.max_arrival / 1e6, sc.inside / 1e6, cl->latency / 1e6, sc.on_time,
      LIVE_FRAMES, cl->max_in_flight);

  /* no queueing beyond the frames in flight on the device */
  fail_unless (cl->max_in_flight >= 1 && cl->max_in_flight <= 3,
      "%d buffers inside at once", cl->max_in_flight);
  /* no latency of its own */
  fail_unless_equals_uint64 (cl->latency, base->latency);
  /* what it delays a buffer by is its processing time, nothing more (the
   * time inside also counts the wait behind the previous buffer, which
   * the syncing sink holds until its render time) */
  fail_unless (extra < (GstClockTimeDiff) detect + 10 * GST_MSECOND,
      "%.1f ms later than through identity, %.1f ms of processing",
      extra / 1e6, detect / 1e6);
  /* and the buffers are in time for their render deadline */
  fail_unless (sc.on_time * 10 >= LIVE_FRAMES * 9, "%u of %u on time",
      sc.on_time, LIVE_FRAMES);

  g_free (base);
  g_free (cl);
}

GST_END_TEST;

/* --------------------------------------------------------------- QoS -- */

GST_START_TEST (test_qos_skips_detection)
{
  gboolean tracking = __i__ == 1;
  GstHarness *h = facedetect_harness (tracking);
  GstBuffer *frame = face_frame ();
  GstMapInfo ref;
  gint first_id = -1;
  guint i;

  gst_buffer_map (frame, &ref, GST_MAP_READ);
  for (i = 0; i < 9; i++) {
    GstBuffer *in = gst_buffer_copy_deep (frame), *out;
    GstClockTime pts = i * QOS_FRAME_DUR;
    gboolean late;
    gint id;
    guint n;

    GST_BUFFER_PTS (in) = pts;
    GST_BUFFER_DURATION (in) = QOS_FRAME_DUR;
    fail_unless_equals_int (gst_harness_push (h, in), GST_FLOW_OK);
    out = gst_harness_pull (h);
    fail_unless (out != NULL, "frame %u was not passed on", i);
    fail_unless_equals_uint64 (GST_BUFFER_PTS (out), pts);
    fail_unless (gst_buffer_memcmp (out, 0, ref.data, ref.size) == 0,
        "frame %u: pixels changed", i);
    n = count_faces (out, &id);

    if (i == 0) {
      /* sent by a sink that got frame 0 100 ms late: frames ending
       * before 0 + 2 x 100 ms are late (as GstBaseTransform computes it) */
      fail_unless (gst_harness_push_upstream_event (h,
              gst_event_new_qos (GST_QOS_TYPE_UNDERFLOW, 2.0,
                  100 * GST_MSECOND, 0)));
    }
    late = i > 0 && pts + QOS_FRAME_DUR < 200 * GST_MSECOND;
    GST_INFO ("frame %u late %d: %u face(s), id %d", i, late, n, id);
    if (late && !tracking) {
      fail_unless_equals_int (n, 0);
    } else {
      fail_unless_equals_int (n, 1);
      if (first_id < 0)
        first_id = id;
      /* with tracking, the face coasts through the late frames and
       * keeps its id */
      if (tracking)
        fail_unless_equals_int (id, first_id);
    }
    gst_buffer_unref (out);
  }
  gst_buffer_unmap (frame, &ref);
  gst_buffer_unref (frame);
  gst_harness_teardown (h);
}

GST_END_TEST;

/* ---------------------------------------------------- overload, QoS -- */

#define OVERLOAD_MAX_FRAMES TIMED_FRAMES

/* A live source (videotestsrc: it never drops a frame) four times faster
 * than detection.  Without skipping, the stream would fall further behind
 * with every frame (a 3 s stream would take 12 s); with the sink's QoS
 * events, clfacedetect skips detection on late frames and the stream stays
 * real time, every frame delivered. */
GST_START_TEST (test_live_overload_skips_detection)
{
  GstClockTime detect_time = measure_detect_time (), wall, stream;
  GstClockTimeDiff last_late, max_late = 0;
  LiveTimes *o = g_new0 (LiveTimes, 1);
  guint i, fps, n_frames, detected = 0;
  gchar *desc;

  /* four times faster than detection, or at least twice: a device that
   * detects more than 120 frames a second (a GPU) is not overloaded by any
   * source rate this test keeps up with, and then there is nothing to
   * check */
  if (detect_time * (OVERLOAD_MAX_FRAMES / 3) < 2 * GST_SECOND) {
    g_print ("overload: detection %.2f ms, too fast for a %u fps source to "
        "overload: not tested\n", detect_time / 1e6, OVERLOAD_MAX_FRAMES / 3);
    g_free (o);
    return;
  }
  fps = CLAMP ((guint) (4 * GST_SECOND / detect_time), 5,
      OVERLOAD_MAX_FRAMES / 3);
  n_frames = 3 * fps;
  desc = g_strdup_printf ("videotestsrc is-live=true num-buffers=%u ! "
      "video/x-raw,format=GRAY8,width=%d,height=%d,framerate=%u/1 ! "
      "clfacedetect name=e tracking=false ! fakesink name=sink sync=true "
      "qos=true", n_frames, QOS_W, QOS_H, fps);
  run_timed (desc, o, NULL);
  g_free (desc);

  fail_unless_equals_int (o->n_sink, n_frames);
  for (i = 0; i < n_frames; i++) {
    /* a frame with detection takes its time, a skipped one next to none */
    if (GST_CLOCK_DIFF (o->t_in[i], o->t_out[i]) > (GstClockTimeDiff)
        detect_time / 3)
      detected++;
    max_late = MAX (max_late, GST_CLOCK_DIFF (o->rt[i], o->t_sink[i]));
  }
  last_late = GST_CLOCK_DIFF (o->rt[n_frames - 1], o->t_sink[n_frames - 1]);
  stream = gst_util_uint64_scale (n_frames, GST_SECOND, fps);
  wall = o->t_sink[n_frames - 1];
  g_print ("overload: detection %.1f ms, live source at %u fps: %u frames "
      "(%.2f s) delivered by %.2f s, %u with detection; the last %.0f ms "
      "after its PTS (max %.0f ms)\n", detect_time / 1e6, fps, n_frames,
      stream / 1e9, wall / 1e9, detected, last_late / 1e6, max_late / 1e6);
  /* detection on some frames, skipped on others */
  fail_unless (detected > 0);
  fail_unless (detected < n_frames, "%u of %u detected", detected, n_frames);
  /* real time: the delay does not grow with the stream (without skipping,
   * the last frame would be about 6 s late) */
  fail_unless (last_late < (GstClockTimeDiff) (GST_SECOND / 2 +
          4 * detect_time), "last frame %.0f ms late", last_late / 1e6);
  g_free (o);
}

GST_END_TEST;

GST_CL_TEST_MAIN (cllive,
    GST_CL_TCASE ("live", gst_cl_test_shared_ctx_setup,
        gst_cl_test_shared_ctx_teardown),
    GST_CL_TEST (test_latency_query_is_the_sources),
    GST_CL_TEST (test_live_buffers_not_delayed),
    /* 0: without tracking, 1: with */
    GST_CL_LOOP_TEST (test_qos_skips_detection, 2),
    GST_CL_TEST (test_live_overload_skips_detection));
