/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The confirmation rule of clfacedetect's tracker (gstcltracker.c), fed
 * detections directly, frame by frame:
 * - a detection seen on one frame gets neither a box nor an id, and
 *   consumes no id;
 * - a track is reported once detected on confirm_hits of the last
 *   confirm_window detection frames, not before, and keeps being reported
 *   through a missed frame;
 * - a tentative track that can no longer reach confirm_hits is dropped;
 * - a lost track is not reported again by a later single hit, near it or
 *   elsewhere, and gets its id back once confirmed again, where it was
 *   when it was still, its box's jitter and last jumps notwithstanding;
 * - min_start_confidence keeps weak detections from starting tracks, not
 *   from feeding one;
 * - predicted frames (interval > 1) report confirmed tracks only, and
 *   confirmation counts detection frames;
 * - confirm_confidence reports strong detections at once on a stream's
 *   first detection frame (and after a reset), never later.
 * No OpenCL: the tracker is host code.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/check/gstcheck.h>
#include "gstcltestutil.h"
#include "gstcltracker.h"

static GstClTrackerConfig
config (guint hits, guint window)
{
  GstClTrackerConfig c;

  gst_cl_tracker_config_init (&c);
  c.confirm_hits = hits;
  c.confirm_window = window;
  return c;
}

static GstClDetection
det (gdouble x, gdouble y, gdouble confidence)
{
  GstClDetection d = { x, y, 60, 60, confidence };
  return d;
}

/* the tracker of the running test and the tracks it reported on the last
 * frame (a checked fixture: fresh for every test) */
static GstClTracker *t;
static GArray *out;

static void
tracks_setup (void)
{
  out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
}

static void
tracks_teardown (void)
{
  g_clear_pointer (&t, gst_cl_tracker_free);
  g_clear_pointer (&out, g_array_unref);
}

/* (re)starts the tracker with @c */
static void
start_with (const GstClTrackerConfig * c)
{
  g_clear_pointer (&t, gst_cl_tracker_free);
  t = gst_cl_tracker_new_full (c);
}

/* (re)starts the tracker with the default configuration but for
 * confirm_hits @hits and confirm_window @window */
static void
start (guint hits, guint window)
{
  GstClTrackerConfig c = config (hits, window);

  start_with (&c);
}

/* one detection frame with @n of @dets */
static void
step (const GstClDetection * dets, guint n)
{
  gst_cl_tracker_update (t, dets, n, out);
}

/* strlen (@reported) detection frames, each with @n of @dets: after frame
 * i the tracker reports @reported[i] tracks (a digit) */
static void
feed (const GstClDetection * dets, guint n, const gchar * reported)
{
  guint i;

  for (i = 0; reported[i]; i++) {
    step (dets, n);
    fail_unless (out->len == (guint) (reported[i] - '0'),
        "frame %u of \"%s\": %u tracks reported", i, reported, out->len);
  }
}

/* the @i-th track reported on the last frame */
static const GstClTrack *
track (guint i)
{
  fail_unless (i < out->len, "track %u of %u", i, out->len);
  return &g_array_index (out, GstClTrack, i);
}

GST_START_TEST (test_one_frame_hit_no_id)
{
  GstClDetection ghost = det (200, 40, 0.9), face = det (40, 40, 0.9);

  start (3, 5);
  feed (&ghost, 1, "0");
  feed (NULL, 0, "00000000");
  /* a face that stays: reported on its third frame, with the first id */
  feed (&face, 1, "001");
  fail_unless_equals_int (track (0)->id, 1);
  fail_unless_equals_int ((gint) track (0)->x, 40);

  /* confirm_hits 1: the old behaviour, every detection at once */
  start (1, 1);
  feed (&ghost, 1, "1");
  fail_unless_equals_int (track (0)->id, 1);
}

GST_END_TEST;

GST_START_TEST (test_confirm_k_of_n)
{
  GstClDetection a = det (40, 40, 0.9), b = det (200, 40, 0.9);
  GstClDetection both[2] = { a, b };
  guint i;

  start (3, 5);
  /* a: frames 1, 3, 5 (3 of 5); b: frames 1, 2 and never again */
  feed (both, 2, "0");
  feed (&b, 1, "0");
  feed (&a, 1, "0");
  feed (NULL, 0, "0");
  feed (&a, 1, "1");
  fail_unless_equals_int (track (0)->id, 1);
  fail_unless_equals_int ((gint) track (0)->x, 40);
  /* a confirmed track coasts through a missed frame */
  feed (NULL, 0, "1");
  /* b came back too late for its window: a new tentative track, not
   * reported, and a's id stays */
  feed (both, 2, "1");
  fail_unless_equals_int (track (0)->id, 1);
  for (i = 0; i < 2; i++)
    step (both, 2);
  fail_unless_equals_int (out->len, 2);
  fail_unless_equals_int (track (1)->id, 2);
}

GST_END_TEST;

GST_START_TEST (test_lost_not_revived)
{
  GstClTrackerConfig c = config (3, 5);
  GstClDetection a = det (40, 40, 0.9), near = det (44, 42, 0.9),
      far = det (220, 100, 0.9);
  guint i;

  start_with (&c);
  for (i = 0; i < 4; i++)
    step (&a, 1);
  fail_unless_equals_int (out->len, 1);
  /* reported for max_missed frames, then lost */
  for (i = 0; i < c.max_missed; i++)
    feed (NULL, 0, "1");
  feed (NULL, 0, "0");
  /* single hits, where the face was and elsewhere: no box */
  feed (&near, 1, "0");
  feed (NULL, 0, "0");
  feed (&far, 1, "0");
  feed (NULL, 0, "00");
  /* the face is really back: confirmed again, with its old id */
  feed (&a, 1, "001");
  fail_unless_equals_int (track (0)->id, 1);
}

GST_END_TEST;

/* the tracker holds a lost track until it forgets it, LOST_MEMORY_FACTOR x
 * max_missed frames (18 x 5: 90) after its last detection: until then only
 * the tracker may give its id back (what the re-identification asks) */
GST_START_TEST (test_has_track)
{
  GstClTrackerConfig c = config (3, 5);
  GstClDetection a = det (40, 40, 0.9);
  guint i;

  start_with (&c);
  for (i = 0; i < 4; i++)
    step (&a, 1);
  fail_unless_equals_int (out->len, 1);
  fail_unless (gst_cl_tracker_has_track (t, 1));
  fail_if (gst_cl_tracker_has_track (t, 2));
  fail_if (gst_cl_tracker_has_track (t, 0));
  /* lost: no longer reported, still held */
  for (i = 0; i <= c.max_missed; i++)
    step (NULL, 0);
  fail_unless_equals_int (out->len, 0);
  fail_unless (gst_cl_tracker_has_track (t, 1));
  /* still held two seconds later, forgotten after three */
  for (i = 0; i < 12 * c.max_missed; i++)
    step (NULL, 0);
  fail_unless (gst_cl_tracker_has_track (t, 1));
  for (i = 0; i < 6 * c.max_missed; i++)
    step (NULL, 0);
  fail_if (gst_cl_tracker_has_track (t, 1));
}

GST_END_TEST;

/* a face lost while still is found again where it was last detected,
 * with its id, though its velocity estimate (the jitter of Haar boxes)
 * carried the prediction out of the gate meanwhile; a face lost while
 * walking is looked for only where its motion says (loop 0: still, 1:
 * walking) */
GST_START_TEST (test_lost_still_found_where_it_was)
{
  /* pixels a frame, with 60-pixel boxes: 0.05 and 0.2 box sizes */
  const gdouble speed = __i__ == 0 ? 3 : 12;
  GstClDetection d = det (100, 100, 0.9);
  guint i;

  start (3, 5);
  for (i = 0; i < 8; i++) {
    d = det (100 + speed * i, 100, 0.9);
    step (&d, 1);
  }
  fail_unless_equals_int (out->len, 1);
  fail_unless_equals_int (track (0)->id, 1);
  /* hidden for 25 frames: the prediction moves on by 25 x speed, at least
   * 1.25 box sizes, past the widest gate */
  for (i = 0; i < 25; i++)
    step (NULL, 0);
  fail_unless_equals_int (out->len, 0);
  /* back where it was last detected */
  feed (&d, 1, "001");
  fail_unless_equals_int (track (0)->id, __i__ == 0 ? 1 : 2);
}

GST_END_TEST;

/* a still face whose box jitters, then jumps twice as the face turns away
 * (a fifth of its size a frame, as fast as a walk on the last two
 * detections): still all the same, found where it was */
GST_START_TEST (test_lost_jitter_still)
{
  /* the box's left edge on each detection frame, from 100 (60-pixel
   * boxes) */
  static const gdouble jitter[] = { 0, 4, -3, 3, -4, 2, -2, 3, 0, -3, 10, 24 };
  GstClDetection d = det (100, 100, 0.9);
  guint i;

  start (3, 5);
  for (i = 0; i < G_N_ELEMENTS (jitter); i++) {
    d = det (100 + jitter[i], 100, 0.9);
    step (&d, 1);
  }
  fail_unless_equals_int (out->len, 1);
  fail_unless_equals_int (track (0)->id, 1);
  /* its velocity now says a walk: hidden for 25 frames, the prediction
   * leaves the widest gate */
  fail_unless (hypot (track (0)->vx, track (0)->vy) >= 0.15 * 60);
  for (i = 0; i < 25; i++)
    step (NULL, 0);
  fail_unless_equals_int (out->len, 0);
  feed (&d, 1, "001");
  fail_unless_equals_int (track (0)->id, 1);
}

GST_END_TEST;

/* the start gate, passed by a detection's confidence (loop 0) or by a
 * second detector's verification (loop 1) */
GST_START_TEST (test_start_gate)
{
  GstClTrackerConfig c = config (2, 3);
  GstClDetection weak = det (40, 40, 0.3), strong = det (40, 40, 0.9);

  if (__i__ == 1) {
    strong.confidence = weak.confidence;
    strong.verified = TRUE;
  }
  c.min_start_confidence = 0.5;
  start_with (&c);
  /* weak detections alone are never reported */
  feed (&weak, 1, "00000000");
  /* one strong detection confirms the track they fed (2 hits of the last
   * 3 frames), then weak detections keep it */
  feed (&strong, 1, "1");
  feed (&weak, 1, "1111111111");
  fail_unless_equals_int (track (0)->id, 1);
  /* lost, it needs a strong detection again */
  feed (NULL, 0, "11111000000000");
  feed (&weak, 1, "0000");
  feed (&strong, 1, "1");
  fail_unless_equals_int (track (0)->id, 1);
}

GST_END_TEST;

GST_START_TEST (test_predicted_frames)
{
  GstClDetection a = det (40, 40, 0.9);

  start (2, 3);
  /* interval 3: detection, two predicted frames, detection */
  feed (&a, 1, "0");
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 0);
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 0);
  feed (&a, 1, "1");
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 1);
  fail_unless_equals_int (track (0)->id, 1);
}

GST_END_TEST;

GST_START_TEST (test_first_frame_strong)
{
  GstClTrackerConfig c = config (3, 5);
  GstClDetection first[2] = { det (40, 40, 0.9), det (200, 40, 0.3) };
  GstClDetection later = det (120, 150, 0.9);
  GstClDetection all[3] = { first[0], first[1], later };

  c.confirm_confidence = 0.8;
  start_with (&c);
  /* the strong one at once, the weak one waits */
  feed (first, 2, "1");
  fail_unless_equals_int ((gint) track (0)->x, 40);
  /* the weak one on its third frame; a strong newcomer later waits for
   * confirm_hits like any other */
  feed (all, 3, "123");
  /* after a reset, the next frame is a first frame again */
  gst_cl_tracker_reset (t);
  feed (&later, 1, "1");
  fail_unless_equals_int (track (0)->id, 4);
}

GST_END_TEST;

/* ByteTrack's second association: weak detections only continue
 * confirmed tracks */
GST_START_TEST (test_weak_continue)
{
  GstClTrackerConfig c = config (2, 3);
  GstClDetection face = det (40, 40, 0.9), weak = det (43, 41, 0.1);
  GstClDetection elsewhere = det (220, 100, 0.1);
  GstClDetection both[2] = { weak, elsewhere };
  guint i;

  c.max_coast = 0;
  start_with (&c);
  /* weak detections alone start nothing, confirm nothing */
  for (i = 0; i < 6; i++) {
    gst_cl_tracker_update_full (t, NULL, 0, both, 2, out);
    fail_unless_equals_int (out->len, 0);
  }
  /* a tentative track is not fed by them either */
  step (&face, 1);
  gst_cl_tracker_update_full (t, NULL, 0, &weak, 1, out);
  gst_cl_tracker_update_full (t, NULL, 0, &weak, 1, out);
  fail_unless_equals_int (out->len, 0);
  /* confirmed: weak detections keep it reported where, with max_coast 0,
   * a missed frame would end it; the one elsewhere adds no box */
  feed (&face, 1, "01");
  for (i = 0; i < 10; i++) {
    gst_cl_tracker_update_full (t, NULL, 0, both, 2, out);
    fail_unless_equals_int (out->len, 1);
    fail_unless_equals_int (track (0)->id, 1);
    fail_unless_equals_int ((gint) track (0)->x, 43);
  }
  feed (NULL, 0, "0");
}

GST_END_TEST;

/* a weak window around a face, on its hair and the background, is not
 * that face: its area is 2.56 times the face's (IoU 0.39), and taking it
 * would let the next weak window grow the box again; a weak detection of
 * the face's size that moved a little continues it */
GST_START_TEST (test_weak_no_growth)
{
  GstClTrackerConfig c = config (2, 3);
  GstClDetection face = det (40, 40, 0.9);
  /* the face's size a few pixels off (IoU 0.82), then 12 pixels to the
   * right (IoU 0.67) */
  GstClDetection near = { 43, 42, 60, 60, 0.1 };
  GstClDetection moved = { 55, 42, 60, 60, 0.1 };
  /* 1.6 times the face's width, around the moved one: IoU 0.39 */
  GstClDetection around = { 37, 24, 96, 96, 0.1 };
  guint i;

  c.max_coast = 0;
  start_with (&c);
  feed (&face, 1, "01");
  for (i = 0; i < 3; i++) {
    gst_cl_tracker_update_full (t, NULL, 0, &near, 1, out);
    fail_unless_equals_int (out->len, 1);
    fail_unless_equals_int ((gint) track (0)->w, 60);
  }
  gst_cl_tracker_update_full (t, NULL, 0, &moved, 1, out);
  fail_unless_equals_int (out->len, 1);
  fail_unless_equals_int ((gint) track (0)->x, 55);
  /* with max_coast 0 a track no detection continues is no longer
   * reported; the window around it must not keep it, nor change its box */
  gst_cl_tracker_update_full (t, NULL, 0, &around, 1, out);
  fail_unless_equals_int (out->len, 0);
}

GST_END_TEST;

/* a weak window of the face's size half a face beside it (on the hair, the
 * shoulder behind, the edge of a head hiding it) is not that face: at IoU
 * 0.41 it would move the box off the face; the second association asks
 * ByteTrack's 0.5, the first min_iou (0.3) */
GST_START_TEST (test_weak_beside)
{
  GstClTrackerConfig c = config (2, 3);
  GstClDetection face = det (40, 40, 0.9);
  GstClDetection beside = { 65, 40, 60, 60, 0.1 };
  GstClDetection strong_beside = { 65, 40, 60, 60, 0.9 };

  c.max_coast = 0;
  start_with (&c);
  feed (&face, 1, "01");
  gst_cl_tracker_update_full (t, NULL, 0, &beside, 1, out);
  fail_unless_equals_int (out->len, 0);
  /* the face back where it was: the same track, its box unmoved */
  feed (&face, 1, "1");
  fail_unless_equals_int (track (0)->id, 1);
  fail_unless_equals_int ((gint) track (0)->x, 40);
  /* a detection of the first association at that overlap does continue it */
  feed (&strong_beside, 1, "1");
  fail_unless_equals_int (track (0)->id, 1);
  fail_unless_equals_int ((gint) track (0)->x, 65);
}

GST_END_TEST;

/* a detection near a track's predicted centre but of another size is
 * not that face: it does not take the track's id */
GST_START_TEST (test_size_gate)
{
  GstClDetection face = det (40, 40, 0.9);
  GstClDetection small = { 60, 60, 20, 20, 0.9 };
  guint i, seen = 0;

  start (1, 1);
  feed (&face, 1, "11");
  feed (&small, 1, "2");
  for (i = 0; i < out->len; i++) {
    if (track (i)->id == 1) {
      fail_unless_equals_int ((gint) track (i)->w, 60);
      seen |= 1;
    } else {
      fail_unless_equals_int (track (i)->id, 2);
      fail_unless_equals_int ((gint) track (i)->w, 20);
      seen |= 2;
    }
  }
  fail_unless_equals_int (seen, 3);
}

GST_END_TEST;

/* a detection whose centre lies within the distance gate of a 60-pixel
 * track, with too little overlap for min_iou (fast motion): 46 pixels
 * wide (0.59 of its area) or 72 (it grows, 1.44 times) it continues the
 * track; 42 pixels wide (0.49 of its area, within min_iou's size
 * tolerance, under half) it is not that face (a hand over it, a part of
 * it), nor 88 pixels wide (2.15 times its area, within min_iou's size
 * tolerance, over twice: a window on the face and what is beside it), and
 * starts a track of its own */
GST_START_TEST (test_shrink_gate)
{
  /* side, centre's offset to the right of the track's, and whether the
   * detection starts a track of its own */
  const gdouble sides[4] = { 42, 46, 72, 88 }, offsets[4] = { 25, 25, 35, 35 };
  const gboolean own[4] = { TRUE, FALSE, FALSE, TRUE };
  const gdouble s = sides[__i__], o = offsets[__i__];
  GstClDetection face = det (40, 40, 0.9);
  GstClDetection moved = { 70 + o - s / 2, 70 - s / 2, s, s, 0.9 };

  fail_unless (gst_cl_tracker_box_iou (40, 40, 60, 60, moved.x, moved.y, s,
          s) < GST_CL_TRACKER_DEFAULT_MIN_IOU);
  start (1, 1);
  feed (&face, 1, "11");
  feed (&moved, 1, own[__i__] ? "2" : "1");
  if (own[__i__]) {
    fail_unless_equals_int (track (0)->id + track (1)->id, 3);
  } else {
    fail_unless_equals_int (track (0)->id, 1);
    fail_unless_equals_int ((gint) track (0)->w, (gint) s);
  }
}

GST_END_TEST;

/* a camera shift of 40 pixels, two thirds of a face (beyond the distance
 * gate, with too little overlap for min_iou), keeps the ids of four faces
 * that all move by it; a face alone, or faces moving each their own way,
 * get new ids */
GST_START_TEST (test_camera_shift)
{
  GstClDetection row[4], moved[4];
  const gint shift[][4] = { {40, 40, 40, 40}, {40, 40, -40, -40} };
  guint i, k;

  for (k = 0; k < G_N_ELEMENTS (shift); k++) {
    for (i = 0; i < 4; i++) {
      row[i] = det (40 + 150 * i, 40, 0.9);
      moved[i] = det (40 + 150 * i + shift[k][i], 40, 0.9);
    }
    start (1, 1);
    feed (row, 4, "44");
    step (moved, 4);
    /* k 0: the four faces at their new places with their ids; k 1: the
     * four old ids coasting and four new ones */
    fail_unless_equals_int (out->len, k == 0 ? 4 : 8);
    for (i = 0; k == 0 && i < out->len; i++)
      fail_unless_equals_int ((gint) track (i)->x,
          40 + 150 * (track (i)->id - 1) + 40);
  }

  start (1, 1);
  feed (row, 1, "11");
  moved[0] = det (80, 40, 0.9);
  step (moved, 1);
  fail_unless_equals_int (out->len, 2);
  fail_unless (track (0)->id == 2 || track (1)->id == 2);
}

GST_END_TEST;

/* with backfill, a track's boxes before its confirmation, interpolated
 * over the frames its detector missed, back to its first detection */
GST_START_TEST (test_backfill)
{
  GstClDetection a = det (40, 40, 0.9), b = det (50, 40, 0.9),
      c = det (60, 40, 0.9);
  GArray *fill = g_array_new (FALSE, FALSE, sizeof (GstClTrackBackfill));
  guint limit;

  for (limit = 0; limit <= 10; limit += 2) {
    GstClTrackerConfig cfg = config (3, 5);
    guint i;

    cfg.backfill = limit;
    start_with (&cfg);
    feed (&a, 1, "0");
    feed (NULL, 0, "0");
    feed (&b, 1, "0");
    gst_cl_tracker_take_backfill (t, fill);
    fail_unless_equals_int (fill->len, 0);
    feed (&c, 1, "1");
    gst_cl_tracker_take_backfill (t, fill);
    /* frames 3, 2 and 1 back: x 40, 45 (between 40 and 50), 50 */
    fail_unless_equals_int (fill->len, MIN (limit, 3));
    for (i = 0; i < fill->len; i++) {
      GstClTrackBackfill *e = &g_array_index (fill, GstClTrackBackfill, i);

      fail_unless_equals_int (e->id, 1);
      fail_unless (e->frames_ago >= 1 && e->frames_ago <= MIN (limit, 3));
      fail_unless_equals_float (e->x, 40 + 5 * (3 - e->frames_ago));
      fail_unless_equals_float (e->w, 60);
    }
    /* taken: nothing more, and nothing for a track already confirmed */
    feed (&c, 1, "1");
    gst_cl_tracker_take_backfill (t, fill);
    fail_unless_equals_int (fill->len, 0);
  }
  g_array_unref (fill);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clfacedetect_confirm,
    GST_CL_TCASE_EACH ("confirm", tracks_setup, tracks_teardown),
    GST_CL_TEST (test_one_frame_hit_no_id),
    GST_CL_TEST (test_confirm_k_of_n),
    GST_CL_TEST (test_lost_not_revived),
    GST_CL_TEST (test_has_track),
    GST_CL_LOOP_TEST (test_lost_still_found_where_it_was, 2),
    GST_CL_TEST (test_lost_jitter_still),
    GST_CL_LOOP_TEST (test_start_gate, 2),
    GST_CL_TEST (test_predicted_frames),
    GST_CL_TEST (test_first_frame_strong),
    GST_CL_TEST (test_weak_continue),
    GST_CL_TEST (test_weak_no_growth),
    GST_CL_TEST (test_weak_beside),
    GST_CL_TEST (test_size_gate),
    GST_CL_LOOP_TEST (test_shrink_gate, 4),
    GST_CL_TEST (test_camera_shift),
    GST_CL_TEST (test_backfill));
