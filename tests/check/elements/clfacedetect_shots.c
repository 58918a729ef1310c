/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Shot changes and coasting in clfacedetect's tracker:
 * - the shot-change test (gstclshotchange.c): block means of luma and of
 *   RGB frames; a frame-wide brightness change is no change of layout; a
 *   cut is found on its frame and only there, camera motion and a busy
 *   scene's steady changes are not cuts, 0 turns the test off;
 * - max_coast: a confirmed track missed on a detection frame is reported
 *   for max_coast frames at most, yet keeps its id when found again; with
 *   an interval, a track found on the latest detection frame is reported
 *   on the frames up to the next;
 * - a reset (what clfacedetect does at a shot change) makes the next frame
 *   a first frame: detections of confirm_confidence are reported at once,
 *   with new ids;
 * - clfacedetect on a clip with a cut: no box coasts from the first shot
 *   into the second, the face after the cut, elsewhere, has a new id and
 *   is shown on the cut's frame; with shot-change=0 the old box coasts on
 *   and the new face waits for confirm-hits;
 * - a jump cut: the face where it was keeps its id (reid-frames), another
 *   face there does not take it;
 * - an edit that cuts back to a face: with reid-frames the face gets its
 *   id back, another face between does not take it;
 * - a face hidden inside a shot for longer than the tracker remembers it
 *   gets its id back where it was (reid-frames).
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
#include "gstcltracker.h"
#include "gstclshotchange.h"

#define W 320
#define H 240
#define FPS 30

/* --------------------------------------------------- the shot test -- */

/* a GRAY8 or RGB frame of @w x @h filled by @pixel (x, y) -> grey */
typedef guint8 (*PixelFunc) (guint x, guint y, guint arg);

static GstBuffer *
make_frame (GstVideoFormat format, guint w, guint h, PixelFunc pixel,
    guint arg, GstVideoInfo * info)
{
  GstBuffer *buf;
  GstVideoFrame f;
  guint x, y, c;

  gst_video_info_set_format (info, format, w, h);
  buf = gst_buffer_new_allocate (NULL, GST_VIDEO_INFO_SIZE (info), NULL);
  fail_unless (gst_video_frame_map (&f, info, buf, GST_MAP_WRITE));
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      guint8 v = pixel (x, y, arg);
      /* RGB: every component; YUV: the luma (the chroma planes are
       * subsampled, and the test reads none) */
      for (c = 0; c < (GST_VIDEO_INFO_IS_RGB (info) ?
              GST_VIDEO_FRAME_N_COMPONENTS (&f) : 1); c++)
        ((guint8 *) GST_VIDEO_FRAME_COMP_DATA (&f, c))[y *
            GST_VIDEO_FRAME_COMP_STRIDE (&f, c) + x *
            GST_VIDEO_FRAME_COMP_PSTRIDE (&f, c)] = v;
    }
  gst_video_frame_unmap (&f);
  return buf;
}

static guint8
flat (guint x, guint y, guint level)
{
  return level;
}

/* light and dark halves, left and right */
static guint8
halves (guint x, guint y, guint swap)
{
  return ((x < W / 2) != (swap != 0)) ? 200 : 40;
}

static void
means_of (GstBuffer * buf, const GstVideoInfo * info, gfloat * means)
{
  GstVideoFrame f;

  fail_unless (gst_video_frame_map (&f, (GstVideoInfo *) info, buf,
          GST_MAP_READ));
  fail_unless (gst_cl_shot_change_block_means (&f, means));
  gst_video_frame_unmap (&f);
}

GST_START_TEST (test_block_means)
{
  GstVideoInfo info;
  GstBuffer *a, *b;
  gfloat ma[GST_CL_SHOT_BLOCKS], mb[GST_CL_SHOT_BLOCKS];
  guint i;

  /* a flat grey frame: every block its level, in GRAY8 and in RGB */
  a = make_frame (GST_VIDEO_FORMAT_GRAY8, W, H, flat, 90, &info);
  means_of (a, &info, ma);
  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++)
    fail_unless_equals_float (ma[i], 90);
  gst_buffer_unref (a);
  a = make_frame (GST_VIDEO_FORMAT_BGRx, W, H, flat, 90, &info);
  means_of (a, &info, mb);
  /* R = G = B = 90: luma 90 within the weights' rounding */
  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++)
    fail_unless (mb[i] >= 89 && mb[i] <= 90, "block %u: %f", i, mb[i]);
  gst_buffer_unref (a);

  /* halves: the left blocks light, the right ones dark */
  a = make_frame (GST_VIDEO_FORMAT_I420, W, H, halves, 0, &info);
  means_of (a, &info, ma);
  fail_unless_equals_float (ma[0], 200);
  fail_unless_equals_float (ma[GST_CL_SHOT_BLOCKS - 1], 40);
  /* the same layout 30 grey levels brighter everywhere: no change */
  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++)
    mb[i] = ma[i] + 30;
  fail_unless (gst_cl_shot_change_distance (ma, mb) < 1e-6);
  /* the halves swapped: every block changes by 160 */
  gst_buffer_unref (a);
  b = make_frame (GST_VIDEO_FORMAT_I420, W, H, halves, 1, &info);
  means_of (b, &info, mb);
  fail_unless (gst_cl_shot_change_distance (ma, mb) > 150);
  gst_buffer_unref (b);

  /* a frame smaller than the grid has no layout */
  a = make_frame (GST_VIDEO_FORMAT_GRAY8, 4, 4, flat, 90, &info);
  {
    GstVideoFrame f;
    fail_unless (gst_video_frame_map (&f, &info, a, GST_MAP_READ));
    fail_if (gst_cl_shot_change_block_means (&f, ma));
    gst_video_frame_unmap (&f);
  }
  gst_buffer_unref (a);
}

GST_END_TEST;

/* block means of a scene: a fixed pattern, plus up to @noise grey levels
 * of wobble that changes from frame to frame */
static void
scene (guint pattern, gdouble noise, guint frame, gfloat * m)
{
  guint i;

  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++) {
    guint x = i % GST_CL_SHOT_GRID, y = i / GST_CL_SHOT_GRID;
    guint h = (x * 2654435761u) ^ (y * 40503u) ^ (pattern * 2246822519u);
    m[i] = 60 + (h % 120) + noise * ((gint) ((frame * 7 + i * 13) % 5) - 2) /
        2.0;
  }
}

GST_START_TEST (test_cut_found)
{
  GstClShotChange s;
  gfloat m[GST_CL_SHOT_BLOCKS];
  gdouble d;
  guint i;

  gst_cl_shot_change_reset (&s);
  /* one scene with sensor noise: no cut, the first frame included */
  for (i = 0; i < 20; i++) {
    scene (1, 2, i, m);
    fail_if (gst_cl_shot_change_push (&s, m, GST_CL_SHOT_DEFAULT_THRESHOLD,
            NULL), "frame %u", i);
  }
  /* another scene: a cut on its first frame, not on the next ones */
  scene (2, 2, 20, m);
  fail_unless (gst_cl_shot_change_push (&s, m, GST_CL_SHOT_DEFAULT_THRESHOLD,
          &d));
  fail_unless (d >= GST_CL_SHOT_DEFAULT_THRESHOLD);
  for (i = 21; i < 40; i++) {
    scene (2, 2, i, m);
    fail_if (gst_cl_shot_change_push (&s, m, GST_CL_SHOT_DEFAULT_THRESHOLD,
            NULL), "frame %u", i);
  }
  /* threshold 0: never */
  scene (3, 2, 40, m);
  fail_if (gst_cl_shot_change_push (&s, m, 0, &d));
  fail_unless (d >= GST_CL_SHOT_DEFAULT_THRESHOLD);
}

GST_END_TEST;

GST_START_TEST (test_busy_scene_no_cut)
{
  GstClShotChange s;
  gfloat m[GST_CL_SHOT_BLOCKS];
  gdouble d, big = 0;
  guint i;

  /* a busy scene: the layout wobbles by more than the threshold on every
   * frame (a crowd, a hand-held camera); a change of that size is the
   * scene, not a cut (from the third frame on: the second has no recent
   * average to be compared with) */
  gst_cl_shot_change_reset (&s);
  for (i = 0; i < 30; i++) {
    scene (4, 9, i, m);
    fail_if (gst_cl_shot_change_push (&s, m, GST_CL_SHOT_DEFAULT_THRESHOLD,
            &d) && i > 1, "frame %u: %f", i, d);
    big = MAX (big, d);
  }
  fail_unless (big > GST_CL_SHOT_DEFAULT_THRESHOLD, "%f", big);
  /* yet a cut in it is found: the layout turned over, light for dark */
  scene (4, 9, 30, m);
  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++)
    m[i] = 240 - m[i];
  fail_unless (gst_cl_shot_change_push (&s, m, GST_CL_SHOT_DEFAULT_THRESHOLD,
          &d), "%f", d);
  /* a reset forgets: its first frame is never a cut */
  gst_cl_shot_change_reset (&s);
  scene (6, 0, 0, m);
  fail_if (gst_cl_shot_change_push (&s, m, 1, &d));
  fail_unless_equals_float (d, 0);
}

GST_END_TEST;

/* ------------------------------------------------ the tracker rules -- */

static GstClDetection
det (gdouble x, gdouble y, gdouble confidence)
{
  GstClDetection d = { x, y, 60, 60, confidence };
  return d;
}

static guint
update (GstClTracker * t, const GstClDetection * d, guint n, GArray * out)
{
  gst_cl_tracker_update (t, d, n, out);
  return out->len;
}

GST_START_TEST (test_max_coast)
{
  GstClTrackerConfig c;
  GstClTracker *t;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection a = det (40, 40, 0.9);
  guint i, coast;

  for (coast = 0; coast <= 3; coast++) {
    gst_cl_tracker_config_init (&c);
    c.max_coast = coast;
    t = gst_cl_tracker_new_full (&c);
    for (i = 0; i < 3; i++)
      update (t, &a, 1, out);
    fail_unless_equals_int (out->len, 1);
    /* missed: reported for max_coast frames, not one more */
    for (i = 1; i <= coast; i++)
      fail_unless_equals_int (update (t, NULL, 0, out), 1);
    fail_unless_equals_int (update (t, NULL, 0, out), 0);
    /* not lost (that is max_missed): found again, reported at once with
     * its id */
    fail_unless_equals_int (update (t, &a, 1, out), 1);
    fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);
    gst_cl_tracker_free (t);
  }

  /* an interval of 3 with max_coast 0: a track found on a detection
   * frame is reported up to the next one; missed there, it is not */
  gst_cl_tracker_config_init (&c);
  c.max_coast = 0;
  t = gst_cl_tracker_new_full (&c);
  for (i = 0; i < 3; i++) {
    update (t, &a, 1, out);
    gst_cl_tracker_predict (t, out);
    gst_cl_tracker_predict (t, out);
  }
  fail_unless_equals_int (out->len, 1);
  fail_unless_equals_int (update (t, NULL, 0, out), 0);
  gst_cl_tracker_predict (t, out);
  fail_unless_equals_int (out->len, 0);
  fail_unless_equals_int (update (t, &a, 1, out), 1);
  fail_unless_equals_int (g_array_index (out, GstClTrack, 0).id, 1);
  gst_cl_tracker_free (t);
  g_array_unref (out);
}

GST_END_TEST;

GST_START_TEST (test_reset_first_frame)
{
  GstClTrackerConfig c;
  GstClTracker *t;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GstClDetection a = det (40, 40, 0.9), b = det (200, 100, 0.9),
      weak = det (120, 150, 0.3);
  GstClDetection after[2] = { b, weak };
  guint i;

  gst_cl_tracker_config_init (&c);
  c.confirm_confidence = 0.5;
  t = gst_cl_tracker_new_full (&c);
  /* a stream's first frame: the strong detection at once */
  fail_unless_equals_int (update (t, &a, 1, out), 1);
  for (i = 0; i < 3; i++)
    update (t, &a, 1, out);
  /* a strong newcomer later waits for confirm_hits */
  fail_unless_equals_int (update (t, after, 1, out), 1);
  /* a shot change: the tracks end; the next frame is a first frame, its
   * strong detection reported at once with a new id, the weak one not,
   * and nothing of the old shot */
  gst_cl_tracker_reset (t);
  fail_unless_equals_int (update (t, after, 2, out), 1);
  fail_unless_equals_int ((gint) g_array_index (out, GstClTrack, 0).x, 200);
  fail_unless (g_array_index (out, GstClTrack, 0).id > 1);
  gst_cl_tracker_free (t);
  g_array_unref (out);
}

GST_END_TEST;

/* ----------------------------------------------- clfacedetect, a cut -- */

static GstClContext *shared_ctx;
static guint8 *face;            /* the astronaut's face, CROP_W x CROP_H */
static guint8 *other;           /* Grace Hopper's, the same size */

#define CROP_W 150
#define CROP_H 160
#define CUT 10
#define N_FRAMES 20
/* where the face is before and after the cut */
#define X_BEFORE 10
#define X_AFTER 160
#define FACE_TOP 40

static void
setup (void)
{
  guint8 *full;
  gint y;

  shared_ctx = gst_cl_test_context_new ();
  /* OpenCV finds the astronaut's face at (177, 66, 95x95) of the 512x512
   * image: the crop x 150..300, y 40..200 holds it */
  full = gst_cl_test_decode_gray ("astronaut.png", 512, 512);
  face = g_malloc (CROP_W * CROP_H);
  for (y = 0; y < CROP_H; y++)
    memcpy (face + y * CROP_W, full + (y + 40) * 512 + 150, CROP_W);
  g_free (full);
  full = gst_cl_test_decode_gray ("grace_hopper_512x512.jpg", 214, 214);
  other = g_malloc (CROP_W * CROP_H);
  for (y = 0; y < CROP_H; y++)
    memcpy (other + y * CROP_W, full + (y + 10) * 214 + 37, CROP_W);
  g_free (full);
}

static void
teardown (void)
{
  g_clear_pointer (&face, g_free);
  g_clear_pointer (&other, g_free);
  gst_clear_object (&shared_ctx);
}

/* the shot test's blocks: an eighth of the frame each way */
#define BLOCK_W (W / 8)
#define BLOCK_H (H / 8)

/* shuffles the pixels of the face at @fx inside each part of it that one
 * block of the shot test holds: no face to find, yet each block's mean,
 * so the shot's layout, is unchanged */
static void
scramble_face (guint8 * luma, guint fx)
{
  GRand *rand = g_rand_new_with_seed (1);
  guint8 *part = g_malloc (BLOCK_W * BLOCK_H);
  guint x0, y0, x1, y1, x, y, n, k;

  for (y0 = FACE_TOP; y0 < FACE_TOP + CROP_H; y0 = y1) {
    y1 = MIN ((y0 / BLOCK_H + 1) * BLOCK_H, FACE_TOP + CROP_H);

    for (x0 = fx; x0 < fx + CROP_W; x0 = x1) {
      x1 = MIN ((x0 / BLOCK_W + 1) * BLOCK_W, fx + CROP_W);

      n = 0;
      for (y = y0; y < y1; y++)
        for (x = x0; x < x1; x++)
          part[n++] = luma[y * W + x];
      for (k = n - 1; k > 0; k--) {
        guint j = g_rand_int_range (rand, 0, k + 1);
        guint8 t = part[k];

        part[k] = part[j];
        part[j] = t;
      }
      n = 0;
      for (y = y0; y < y1; y++)
        for (x = x0; x < x1; x++)
          luma[y * W + x] = part[n++];
    }
  }
  g_free (part);
  g_rand_free (rand);
}

/* frame @i of a shot of @who at @fx: on a light background (@light) or on
 * a dark one; @hidden: the face scrambled (scramble_face()) */
static GstBuffer *
shot_frame_full (guint i, const guint8 * who, gboolean light, guint fx,
    gboolean hidden)
{
  guint8 *luma = g_malloc (W * H);
  guint x, y;
  GstBuffer *buf;

  for (y = 0; y < H; y++)
    for (x = 0; x < W; x++)
      luma[y * W + x] = light ? 220 - (3 * x + y) % 50 : 30 + (x + 2 * y) % 40;
  for (y = 0; y < CROP_H; y++)
    memcpy (luma + (y + FACE_TOP) * W + fx, who + y * CROP_W, CROP_W);
  if (hidden)
    scramble_face (luma, fx);
  buf = gst_cl_test_gray_buffer (luma, W, W, H,
      gst_util_uint64_scale (i, GST_SECOND, FPS));
  g_free (luma);
  return buf;
}

static GstBuffer *
shot_frame_at (guint i, const guint8 * who, gboolean light, guint fx)
{
  return shot_frame_full (i, who, light, fx, FALSE);
}

/* frame @i of a shot of @who: on a light background with the face on the
 * left (@first), else on a dark one with the face on the right */
static GstBuffer *
shot_frame (guint i, const guint8 * who, gboolean first)
{
  return shot_frame_at (i, who, first, first ? X_BEFORE : X_AFTER);
}

/* a jump cut: the astronaut where she was, the background changed */
static GstBuffer *
jump_frame (guint i)
{
  return shot_frame_at (i, face, i < CUT, X_BEFORE);
}

/* a cut to Grace Hopper where the astronaut was */
static GstBuffer *
swap_frame (guint i)
{
  return shot_frame_at (i, i < CUT ? face : other, i < CUT, X_BEFORE);
}

/* one cut: the astronaut in the first shot, then in the second */
static GstBuffer *
cut_frame (guint i)
{
  return shot_frame (i, face, i < CUT);
}

/* an edit: the astronaut, Grace Hopper, the astronaut again (in the first
 * shot's place and light) */
static GstBuffer *
return_frame (guint i)
{
  guint shot = i / CUT;

  return shot_frame (i, shot == 1 ? other : face, shot != 1);
}

/* frames on which the astronaut's face is hidden in away_frame(): more
 * than the tracker remembers a lost face (90 frames, three seconds); in
 * away_short_frame(), 45 frames: less */
#define AWAY_FROM 10
#define AWAY_TO 110
#define AWAY_FRAMES 130
#define AWAY_SHORT_TO 55
#define AWAY_SHORT_FRAMES 75

/* one shot: the astronaut on the left, her face hidden on frames
 * AWAY_FROM to AWAY_TO - 1 (she turns away), then seen again */
static GstBuffer *
away_frame (guint i)
{
  return shot_frame_full (i, face, TRUE, X_BEFORE, i >= AWAY_FROM &&
      i < AWAY_TO);
}

/* the same, hidden on frames AWAY_FROM to AWAY_SHORT_TO - 1 */
static GstBuffer *
away_short_frame (guint i)
{
  return shot_frame_full (i, face, TRUE, X_BEFORE, i >= AWAY_FROM &&
      i < AWAY_SHORT_TO);
}

typedef struct
{
  gint left_id, right_id;       /* -1: no box there */
} Seen;

/* runs @n frames of @clip through clfacedetect with @props (NAME=VALUE,
 * space separated); per frame the ids of the boxes whose centre is in the
 * left or the right face's place */
static Seen *
run_clip (GstBuffer * (*clip) (guint), guint n, const gchar * props)
{
  GstElement *e = gst_element_factory_make ("clfacedetect", NULL);
  GstHarness *h;
  Seen *seen = g_new0 (Seen, n);
  guint i;

  fail_unless (e != NULL);
  gst_cl_test_set_props (e, props);
  h = gst_cl_test_detect_harness (e, shared_ctx, W, H, FPS);
  for (i = 0; i < n; i++) {
    GstBuffer *out;
    GstVideoRegionOfInterestMeta *roi;
    gpointer state = NULL;

    seen[i].left_id = seen[i].right_id = -1;
    fail_unless_equals_int (gst_harness_push (h, clip (i)), GST_FLOW_OK);
    out = gst_harness_pull (h);
    while ((roi = gst_cl_test_next_roi (out, &state))) {
      guint cx = roi->x + roi->w / 2;
      if (cx < W / 2)
        seen[i].left_id = roi->id;
      else
        seen[i].right_id = roi->id;
    }
    gst_buffer_unref (out);
  }
  gst_harness_teardown (h);
  return seen;
}

/* the id of the face on the left, the same on frames @from to @to - 1,
 * with nothing on the right */
static gint
left_face_held (const Seen * seen, guint from, guint to)
{
  gint id = seen[from].left_id;
  guint i;

  fail_unless (id > 0, "frame %u: no face on the left", from);
  for (i = from; i < to; i++) {
    fail_unless_equals_int (seen[i].left_id, id);
    fail_unless_equals_int (seen[i].right_id, -1);
  }
  return id;
}

GST_START_TEST (test_element_cut)
{
  Seen *seen = run_clip (cut_frame, N_FRAMES, NULL);
  gint before;
  guint i;

  /* the first shot's face, from its first frame (a first frame reports
   * what may start a track), with one id */
  before = left_face_held (seen, 0, CUT);
  /* from the cut: nothing on the left, the face on the right from the
   * cut's frame, with a new id */
  for (i = CUT; i < N_FRAMES; i++) {
    fail_unless_equals_int (seen[i].left_id, -1);
    fail_unless (seen[i].right_id > before, "frame %u: id %d", i,
        seen[i].right_id);
    fail_unless_equals_int (seen[i].right_id, seen[CUT].right_id);
  }
  g_free (seen);

  /* re-identification (on by default) takes a face back only where it
   * was: with it off, the same */
  seen = run_clip (cut_frame, N_FRAMES, "reid-frames=0");
  fail_unless (seen[CUT].right_id > before);
  g_free (seen);

  /* without the test: the old box coasts into the second shot and the
   * face there waits for its confirmation */
  seen = run_clip (cut_frame, N_FRAMES, "shot-change=0");
  fail_unless_equals_int (seen[CUT].left_id, seen[0].left_id);
  fail_unless_equals_int (seen[CUT].right_id, -1);
  fail_unless (seen[N_FRAMES - 1].right_id > 0);
  g_free (seen);
}

GST_END_TEST;

/* A jump cut (the same face where it was, the rest changed) keeps the
 * face's id from the cut's frame, as re-identification does by default;
 * without it the face gets a new id; another face where the first was
 * gets a new id. */
GST_START_TEST (test_element_jump_cut)
{
  Seen *seen = run_clip (jump_frame, N_FRAMES, NULL);

  left_face_held (seen, 0, N_FRAMES);
  g_free (seen);

  seen = run_clip (jump_frame, N_FRAMES, "reid-frames=0");
  fail_unless (seen[CUT].left_id > seen[0].left_id, "id %d after the cut",
      seen[CUT].left_id);
  g_free (seen);

  seen = run_clip (swap_frame, N_FRAMES, NULL);
  fail_unless (seen[0].left_id > 0);
  fail_unless (seen[CUT].left_id > seen[0].left_id, "id %d after the cut",
      seen[CUT].left_id);
  g_free (seen);
}

GST_END_TEST;

/* An edit that cuts back to a face: with reid-frames it gets its first
 * id back, and the other face between does not take it; without, every
 * shot has its own id. */
GST_START_TEST (test_element_returns)
{
  Seen *seen = run_clip (return_frame, 3 * CUT, "reid-frames=300");
  guint i;

  for (i = 0; i < 3 * CUT; i++)
    fail_unless ((i / CUT == 1 ? seen[i].right_id : seen[i].left_id) > 0,
        "frame %u: no face", i);
  fail_unless (seen[CUT].right_id != seen[0].left_id);
  fail_unless_equals_int (seen[2 * CUT].left_id, seen[0].left_id);
  fail_unless_equals_int (seen[3 * CUT - 1].left_id, seen[0].left_id);
  g_free (seen);

  seen = run_clip (return_frame, 3 * CUT, "reid-frames=0");
  fail_unless (seen[2 * CUT].left_id > seen[CUT].right_id);
  fail_unless (seen[CUT].right_id > seen[0].left_id);
  g_free (seen);
}

GST_END_TEST;

/* the left face of @seen (@n frames) holds one id before AWAY_FROM, has no
 * box from 5 frames after it (the coasting ended, and no shot change ended
 * the track at once) to @to, and is back with that id from @to + 5 (confirmed
 * again within a few frames) */
static void
away_and_back (const Seen * seen, guint to, guint n)
{
  gint id = left_face_held (seen, 0, AWAY_FROM);
  guint i;

  for (i = AWAY_FROM + 5; i < to; i++)
    fail_unless_equals_int (seen[i].left_id, -1);
  fail_unless_equals_int (left_face_held (seen, to + 5, n), id);
}

/* A face lost inside a shot for longer than the tracker remembers it (a
 * person turned away): where it was and looking as it did, it gets its id
 * back when it is reported again (reid-frames); without, a new one.  One
 * lost for a second and a half the tracker still remembers: it keeps its
 * id without re-identification. */
GST_START_TEST (test_element_away)
{
  Seen *seen = run_clip (away_frame, AWAY_FRAMES, NULL);

  away_and_back (seen, AWAY_TO, AWAY_FRAMES);
  g_free (seen);

  seen = run_clip (away_frame, AWAY_FRAMES, "reid-frames=0");
  fail_unless (seen[AWAY_FRAMES - 1].left_id > seen[0].left_id,
      "id %d after the face came back", seen[AWAY_FRAMES - 1].left_id);
  g_free (seen);

  seen = run_clip (away_short_frame, AWAY_SHORT_FRAMES, "reid-frames=0");
  away_and_back (seen, AWAY_SHORT_TO, AWAY_SHORT_FRAMES);
  g_free (seen);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clfacedetect_shots,
    GST_CL_TCASE ("shots", NULL, NULL),
    GST_CL_TEST (test_block_means),
    GST_CL_TEST (test_cut_found),
    GST_CL_TEST (test_busy_scene_no_cut),
    GST_CL_TEST (test_max_coast),
    GST_CL_TEST (test_reset_first_frame),

    GST_CL_TCASE_EACH ("element", setup, teardown),
    GST_CL_TEST (test_element_cut),
    GST_CL_TEST (test_element_jump_cut),
    GST_CL_TEST (test_element_returns),
    GST_CL_TEST (test_element_away));
