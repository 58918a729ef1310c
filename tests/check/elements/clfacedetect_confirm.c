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
 *   elsewhere, and gets its id back once confirmed again;
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

/* one detection frame with @n of @dets; returns the reported tracks */
static GArray *
step (GstClTracker * t, const GstClDetection * dets, guint n, GArray * out)
{
  gst_cl_tracker_update (t, dets, n, out);
  return out;
}

GST_START_TEST (test_one_frame_hit_no_id)
{
  GstClTrackerConfig c = config (3, 5);
  GstClTracker *t = gst_cl_tracker_new_full (&c);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection ghost = det (200, 40, 0.9), face = det (40, 40, 0.9);
  guint i;

  fail_unless_equals_int (step (t, &ghost, 1, out)->len, 0);
  for (i = 0; i < 8; i++)
    fail_unless_equals_int (step (t, NULL, 0, out)->len, 0);
  /* a face that stays: reported on its third frame, with the first id */
  fail_unless_equals_int (step (t, &face, 1, out)->len, 0);
  fail_unless_equals_int (step (t, &face, 1, out)->len, 0);
  fail_unless_equals_int (step (t, &face, 1, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);
  fail_unless_equals_int ((gint) g_array_index (out, GstClTrack, 0).x, 40);

  /* confirm_hits 1: the old behaviour, every detection at once */
  c = config (1, 1);
  gst_cl_tracker_free (t);
  t = gst_cl_tracker_new_full (&c);
  fail_unless_equals_int (step (t, &ghost, 1, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);

  g_array_unref (out);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

GST_START_TEST (test_confirm_k_of_n)
{
  GstClTrackerConfig c = config (3, 5);
  GstClTracker *t = gst_cl_tracker_new_full (&c);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection a = det (40, 40, 0.9), b = det (200, 40, 0.9);
  GstClDetection both[2] = { a, b };
  guint i;

  /* a: frames 1, 3, 5 (3 of 5); b: frames 1, 2 and never again */
  fail_unless_equals_int (step (t, both, 2, out)->len, 0);
  fail_unless_equals_int (step (t, &b, 1, out)->len, 0);
  fail_unless_equals_int (step (t, &a, 1, out)->len, 0);
  fail_unless_equals_int (step (t, NULL, 0, out)->len, 0);
  fail_unless_equals_int (step (t, &a, 1, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);
  fail_unless_equals_int ((gint) g_array_index (out, GstClTrack, 0).x, 40);
  /* a confirmed track coasts through a missed frame */
  fail_unless_equals_int (step (t, NULL, 0, out)->len, 1);
  /* b came back too late for its window: a new tentative track, not
   * reported, and a's id stays */
  fail_unless_equals_int (step (t, both, 2, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);
  for (i = 0; i < 2; i++)
    step (t, both, 2, out);
  fail_unless_equals_int (out->len, 2);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 1).id, 2);

  g_array_unref (out);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

GST_START_TEST (test_lost_not_revived)
{
  GstClTrackerConfig c = config (3, 5);
  GstClTracker *t = gst_cl_tracker_new_full (&c);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection a = det (40, 40, 0.9), near = det (44, 42, 0.9),
      far = det (220, 100, 0.9);
  guint i;

  for (i = 0; i < 4; i++)
    step (t, &a, 1, out);
  fail_unless_equals_int (out->len, 1);
  /* reported for max_missed frames, then lost */
  for (i = 0; i < c.max_missed; i++)
    fail_unless_equals_int (step (t, NULL, 0, out)->len, 1);
  fail_unless_equals_int (step (t, NULL, 0, out)->len, 0);
  /* single hits, where the face was and elsewhere: no box */
  fail_unless_equals_int (step (t, &near, 1, out)->len, 0);
  fail_unless_equals_int (step (t, NULL, 0, out)->len, 0);
  fail_unless_equals_int (step (t, &far, 1, out)->len, 0);
  fail_unless_equals_int (step (t, NULL, 0, out)->len, 0);
  fail_unless_equals_int (step (t, NULL, 0, out)->len, 0);
  /* the face is really back: confirmed again, with its old id */
  fail_unless_equals_int (step (t, &a, 1, out)->len, 0);
  fail_unless_equals_int (step (t, &a, 1, out)->len, 0);
  fail_unless_equals_int (step (t, &a, 1, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);

  g_array_unref (out);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

GST_START_TEST (test_start_gate)
{
  GstClTrackerConfig c = config (2, 3);
  GstClTracker *t;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection weak = det (40, 40, 0.3), strong = det (40, 40, 0.9);
  guint i;

  c.min_start_confidence = 0.5;
  t = gst_cl_tracker_new_full (&c);
  for (i = 0; i < 4; i++)
    fail_unless_equals_int (step (t, &weak, 1, out)->len, 0);
  /* a strong start, then weak detections keep the track */
  step (t, &strong, 1, out);
  fail_unless_equals_int (step (t, &weak, 1, out)->len, 1);
  for (i = 0; i < 10; i++)
    fail_unless_equals_int (step (t, &weak, 1, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);

  g_array_unref (out);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

GST_START_TEST (test_predicted_frames)
{
  GstClTrackerConfig c = config (2, 3);
  GstClTracker *t = gst_cl_tracker_new_full (&c);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection a = det (40, 40, 0.9);

  /* interval 3: detection, two predicted frames, detection */
  fail_unless_equals_int (step (t, &a, 1, out)->len, 0);
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 0);
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 0);
  fail_unless_equals_int (step (t, &a, 1, out)->len, 1);
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);

  g_array_unref (out);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

GST_START_TEST (test_first_frame_strong)
{
  GstClTrackerConfig c = config (3, 5);
  GstClTracker *t;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection start[2] = { det (40, 40, 0.9), det (200, 40, 0.3) };
  GstClDetection later = det (120, 150, 0.9);
  GstClDetection all[3] = { start[0], start[1], later };

  c.confirm_confidence = 0.8;
  t = gst_cl_tracker_new_full (&c);
  /* the strong one at once, the weak one waits */
  fail_unless_equals_int (step (t, start, 2, out)->len, 1);
  fail_unless_equals_int ((gint) g_array_index (out, GstClTrack, 0).x, 40);
  /* the weak one on its third frame; a strong newcomer later waits for
   * confirm_hits like any other */
  fail_unless_equals_int (step (t, all, 3, out)->len, 1);
  fail_unless_equals_int (step (t, all, 3, out)->len, 2);
  fail_unless_equals_int (step (t, all, 3, out)->len, 3);
  /* after a reset, the next frame is a first frame again */
  gst_cl_tracker_reset (t);
  fail_unless_equals_int (step (t, &later, 1, out)->len, 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 4);

  g_array_unref (out);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

static Suite *
clfacedetect_confirm_suite (void)
{
  Suite *s = suite_create ("clfacedetect_confirm");
  TCase *tc = tcase_create ("confirm");

  suite_add_tcase (s, tc);
  tcase_add_test (tc, test_one_frame_hit_no_id);
  tcase_add_test (tc, test_confirm_k_of_n);
  tcase_add_test (tc, test_lost_not_revived);
  tcase_add_test (tc, test_start_gate);
  tcase_add_test (tc, test_predicted_frames);
  tcase_add_test (tc, test_first_frame_strong);
  return s;
}

GST_CHECK_MAIN (clfacedetect_confirm);
