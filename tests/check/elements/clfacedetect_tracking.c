/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * clfacedetect tracking, on clips made here: a deterministic background
 * (gradient plus fixed noise) with face crops of the public-domain
 * portraits in tests/data (decoded through GStreamer) pasted at known,
 * moving positions, so every frame has a ground truth.
 *
 * - one face moving smoothly: no box before the face is confirmed
 *   (confirm-hits detection frames), then a face in >= 99% of the frames,
 *   one id for the whole clip, no other id, and the element message agrees
 *   with the ROI metas;
 * - two faces crossing (one passes in front of the other and hides it for
 *   a while): each keeps its own id, told apart by position continuity;
 * - interval=3: boxes on the frames between detections move (they are not
 *   frozen) and stay closer to the truth than a frozen box would;
 * - tracking=false: no ids anywhere.
 *
 * GST_CL_TEST_VERBOSE=1 prints every frame's truth and faces.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"
#include "gstcltestdetect.h"

#define WIDTH 320
#define HEIGHT 240
#define FPS 30

/* the face crops: OpenCV's detectMultiScale finds the astronaut's face at
 * (177, 66, 95x95) in the 512x512 image, Grace Hopper's at (153, 85,
 * 228x228); her portrait is decoded at 214x214 so that both faces are
 * about 95 pixels and sit at the same place in their crops */
#define CROP_W 150
#define CROP_H 160
#define FACE_X 27
#define FACE_Y 26
#define FACE_W 95
#define FACE_H 95

static gboolean verbose;

typedef struct
{
  guint8 *data;                 /* packed GRAY8 */
  gint w, h;
} Image;

static Image astronaut, hopper;

/* ------------------------------------------------------------ images -- */

static void
image_clear (Image * im)
{
  g_clear_pointer (&im->data, g_free);
}

static void
images_setup (void)
{
  Image full = { NULL, 512, 512 };
  gint y;

  verbose = g_getenv ("GST_CL_TEST_VERBOSE") != NULL;
  gst_cl_test_shared_ctx_setup ();

  /* face crops, x 150..300, y 40..200 of the astronaut */
  full.data = gst_cl_test_decode_gray ("astronaut.png", 512, 512);
  astronaut.w = CROP_W;
  astronaut.h = CROP_H;
  astronaut.data = g_malloc (CROP_W * CROP_H);
  for (y = 0; y < CROP_H; y++)
    memcpy (astronaut.data + y * CROP_W, full.data + (y + 40) * 512 + 150,
        CROP_W);
  image_clear (&full);

  full.data = gst_cl_test_decode_gray ("grace_hopper_512x512.jpg", 214, 214);
  full.w = full.h = 214;
  hopper.w = CROP_W;
  hopper.h = CROP_H;
  hopper.data = g_malloc (CROP_W * CROP_H);
  for (y = 0; y < CROP_H; y++)
    memcpy (hopper.data + y * CROP_W, full.data + (y + 10) * 214 + 37, CROP_W);
  image_clear (&full);
}

static void
images_teardown (void)
{
  image_clear (&astronaut);
  image_clear (&hopper);
  gst_cl_test_shared_ctx_teardown ();
}

/* ------------------------------------------------------------- clips -- */

typedef struct
{
  gdouble x, y, w, h;
} Box;

/* A background that is the same on every run: a gradient with a fixed
 * pseudo-random texture (a small LCG, not g_random: its sequence is not
 * promised to stay the same). */
static void
paint_background (guint8 * frame, gint w, gint h)
{
  guint32 state = 12345;
  gint x, y;

  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      gint v = 70 + x * 90 / w + y * 40 / h;
      state = state * 1664525u + 1013904223u;
      v += (gint) (state >> 28) - 8;
      frame[y * w + x] = CLAMP (v, 0, 255);
    }
}

/* Pastes @im with its top-left corner at (@px, @py), through an elliptic
 * mask around the face with a soft edge (a face in front covers the one
 * behind, not a whole rectangle of the photo). */
static void
paste (guint8 * frame, gint w, gint h, const Image * im, gint px, gint py)
{
  const gdouble cx = FACE_X + FACE_W / 2.0, cy = FACE_Y + FACE_H / 2.0;
  const gdouble rx = FACE_W * 0.72, ry = FACE_H * 0.82;
  gint x, y;

  for (y = 0; y < im->h; y++) {
    for (x = 0; x < im->w; x++) {
      gint fx = px + x, fy = py + y;
      gdouble r, a;
      guint8 *d;
      if (fx < 0 || fy < 0 || fx >= w || fy >= h)
        continue;
      r = sqrt ((x - cx) * (x - cx) / (rx * rx) + (y - cy) * (y - cy) /
          (ry * ry));
      a = CLAMP ((1.0 - r) / 0.12, 0.0, 1.0);
      if (a <= 0)
        continue;
      d = &frame[fy * w + fx];
      *d = (guint8) (a * im->data[y * im->w + x] + (1 - a) * *d + 0.5);
    }
  }
}

/* ---------------------------------------------------------- detector -- */

typedef struct
{
  gint x, y, w, h, id;
  gdouble confidence;
} Face;

/* the same box and id */
static gboolean
same_face (const Face * a, const Face * b)
{
  return a->x == b->x && a->y == b->y && a->w == b->w && a->h == b->h &&
      a->id == b->id;
}

typedef struct
{
  GArray *faces;                /* Face, from the ROI metas */
  /* the faces of the element message, for the same frame */
  GArray *msg_faces;
} FrameResult;

static GstHarness *
detect_harness_new_at (gint w, gint h, gint fps, const gchar * props,
    GstBus ** bus)
{
  GstElement *e = gst_element_factory_make ("clfacedetect", NULL);

  fail_unless (e != NULL, "clfacedetect not found");
  gst_cl_test_set_props (e, props);
  if (bus) {
    *bus = gst_bus_new ();
    gst_element_set_bus (e, *bus);
  }
  return gst_cl_test_detect_harness (e, gst_cl_test_shared_ctx, w, h, fps);
}

static GstHarness *
detect_harness_new (gint w, gint h, const gchar * props, GstBus ** bus)
{
  return detect_harness_new_at (w, h, FPS, props, bus);
}

static void
read_rois (GstBuffer * buf, GArray * faces)
{
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *roi;

  while ((roi = gst_cl_test_next_roi (buf, &state))) {
    GstStructure *obj = gst_video_region_of_interest_meta_get_param (roi,
        "object_id");
    Face f = { roi->x, roi->y, roi->w, roi->h, -1, 0 };

    fail_unless_equals_string (g_quark_to_string (roi->roi_type), "face");
    fail_unless (gst_cl_test_roi_confidence (roi, &f.confidence));
    if (obj) {
      fail_unless (gst_structure_get_int (obj, "id", &f.id));
      fail_unless_equals_int (roi->id, f.id);
    }
    g_array_append_val (faces, f);
  }
}

static void
read_message (GstBus * bus, GArray * faces)
{
  GstMessage *msg;
  const GValue *list;
  guint i;

  msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ELEMENT);
  fail_unless (msg != NULL, "no clfacedetect message for the frame");
  fail_unless (gst_structure_has_name (gst_message_get_structure (msg),
          "clfacedetect"));
  list = gst_structure_get_value (gst_message_get_structure (msg), "faces");
  for (i = 0; i < gst_value_list_get_size (list); i++) {
    const GstStructure *s =
        gst_value_get_structure (gst_value_list_get_value (list, i));
    Face f = { 0, 0, 0, 0, -1, 0 };
    guint x, y, w, h;
    fail_unless (gst_structure_get (s, "x", G_TYPE_UINT, &x, "y",
            G_TYPE_UINT, &y, "width", G_TYPE_UINT, &w, "height",
            G_TYPE_UINT, &h, "confidence", G_TYPE_DOUBLE, &f.confidence, NULL));
    f.x = x, f.y = y, f.w = w, f.h = h;
    gst_structure_get_int (s, "id", &f.id);
    g_array_append_val (faces, f);
  }
  gst_message_unref (msg);
}

/* the position of each of @n_faces crops at frame @i */
typedef void (*PathFunc) (guint i, gint * px, gint * py);

typedef struct
{
  gint w, h;
  guint n_frames;
  guint n_faces;
  const Image *images[2];
  PathFunc paths[2];
  /* frames a second; 0: FPS */
  gint fps;
} Clip;

/* The truth: where a face's box is when its crop is at (px, py). */
static Box
truth_box (gint px, gint py)
{
  Box b = { px + FACE_X, py + FACE_Y, FACE_W, FACE_H };
  return b;
}

/* the faces of frame @i (at @fps) from its buffer and message; they must
 * agree */
static void
read_frame (FrameResult * res, guint i, gint fps, GstBuffer * out,
    GstBus * bus)
{
  guint j;

  res[i].faces = g_array_new (FALSE, FALSE, sizeof (Face));
  res[i].msg_faces = g_array_new (FALSE, FALSE, sizeof (Face));
  read_rois (out, res[i].faces);
  read_message (bus, res[i].msg_faces);
  fail_unless_equals_uint64 (GST_BUFFER_PTS (out),
      gst_util_uint64_scale (i, GST_SECOND, fps));
  fail_unless_equals_int (res[i].faces->len, res[i].msg_faces->len);
  for (j = 0; j < res[i].faces->len; j++) {
    Face *a = &g_array_index (res[i].faces, Face, j);
    Face *b = &g_array_index (res[i].msg_faces, Face, j);
    fail_unless (same_face (a, b), "frame %u face %u: meta and message "
        "differ", i, j);
  }
}

/* Runs @clip through clfacedetect with @props; returns the faces of every
 * frame (from the ROI metas) and the truth in @truth (n_frames x n_faces).
 * Checks that the message of each frame lists the same faces.  With
 * @batch every frame is pushed before the first is pulled, then EOS, after
 * which every frame must be out. */
static FrameResult *
run_clip_full (const Clip * clip, const gchar * props, Box * truth,
    gboolean batch)
{
  GstBus *bus = NULL;
  gint fps = clip->fps > 0 ? clip->fps : FPS;
  GstHarness *hn = detect_harness_new_at (clip->w, clip->h, fps, props, &bus);
  FrameResult *res = g_new0 (FrameResult, clip->n_frames);
  guint8 *bg = g_malloc ((gsize) clip->w * clip->h);
  guint i, k, j;

  paint_background (bg, clip->w, clip->h);
  for (i = 0; i < clip->n_frames; i++) {
    GstBuffer *buf = gst_buffer_new_allocate (NULL, (gsize) clip->w *
        clip->h, NULL);
    GstMapInfo map;
    GstBuffer *out;

    /* rows of a GRAY8 frame are 4-byte aligned: keep width % 4 == 0 */
    g_assert (clip->w % 4 == 0);
    gst_buffer_map (buf, &map, GST_MAP_WRITE);
    memcpy (map.data, bg, (gsize) clip->w * clip->h);
    /* face 0 is pasted last: it passes in front */
    for (k = clip->n_faces; k-- > 0;) {
      gint px, py;
      clip->paths[k] (i, &px, &py);
      paste (map.data, clip->w, clip->h, clip->images[k], px, py);
      truth[i * clip->n_faces + k] = truth_box (px, py);
    }
    gst_buffer_unmap (buf, &map);
    GST_BUFFER_PTS (buf) = gst_util_uint64_scale (i, GST_SECOND, fps);
    GST_BUFFER_DURATION (buf) = GST_SECOND / fps;

    fail_unless_equals_int (gst_harness_push (hn, buf), GST_FLOW_OK);
    if (batch)
      continue;
    out = gst_harness_pull (hn);
    read_frame (res, i, fps, out, bus);
    gst_buffer_unref (out);
  }
  if (batch) {
    fail_unless (gst_harness_push_event (hn, gst_event_new_eos ()));
    fail_unless_equals_int (gst_harness_buffers_received (hn),
        clip->n_frames);
    for (i = 0; i < clip->n_frames; i++) {
      GstBuffer *out = gst_harness_pull (hn);
      read_frame (res, i, fps, out, bus);
      gst_buffer_unref (out);
    }
  }
  for (i = 0; i < clip->n_frames; i++) {
    if (verbose) {
      g_printerr ("%3u truth", i);
      for (k = 0; k < clip->n_faces; k++) {
        Box *t = &truth[i * clip->n_faces + k];
        g_printerr (" (%.0f,%.0f)", t->x, t->y);
      }
      g_printerr (" faces");
      for (j = 0; j < res[i].faces->len; j++) {
        Face *f = &g_array_index (res[i].faces, Face, j);
        g_printerr (" #%d(%d,%d %dx%d %.2f)", f->id, f->x, f->y, f->w, f->h,
            f->confidence);
      }
      g_printerr ("\n");
    }
  }
  g_free (bg);
  gst_harness_teardown (hn);
  gst_bus_set_flushing (bus, TRUE);
  gst_object_unref (bus);
  return res;
}

static FrameResult *
run_clip (const Clip * clip, const gchar * props, Box * truth)
{
  return run_clip_full (clip, props, truth, FALSE);
}

static void
results_free (FrameResult * res, guint n)
{
  guint i;

  for (i = 0; i < n; i++) {
    g_array_unref (res[i].faces);
    g_array_unref (res[i].msg_faces);
  }
  g_free (res);
}

static gdouble
centre_distance (const Face * f, const Box * t)
{
  gdouble dx = (f->x + f->w / 2.0) - (t->x + t->w / 2.0);
  gdouble dy = (f->y + f->h / 2.0) - (t->y + t->h / 2.0);
  return sqrt (dx * dx + dy * dy);
}

/* The face of @faces on the truth @truths[@k] (of @n): centre within a
 * quarter of the face width, size within 30%, and nearer to this truth
 * than to any other (a face hidden behind another is not "found" because
 * the one in front is close); NULL if none. */
static Face *
face_of (GArray * faces, const Box * truths, guint n, guint k)
{
  const Box *t = &truths[k];
  Face *best = NULL;
  gdouble best_d = t->w / 4;
  guint j, m;

  for (j = 0; j < faces->len; j++) {
    Face *f = &g_array_index (faces, Face, j);
    gdouble d = centre_distance (f, t);
    gboolean nearest = TRUE;
    for (m = 0; m < n; m++)
      if (m != k && centre_distance (f, &truths[m]) < d)
        nearest = FALSE;
    if (nearest && d <= best_d && f->w >= t->w / 1.3 && f->w <= t->w * 1.3) {
      best = f;
      best_d = d;
    }
  }
  return best;
}

#define face_on(faces, t) face_of (faces, t, 1, 0)

/* -------------------------------------------------------------- paths -- */

/* one face: a smooth Lissajous path over the whole frame, 5 s at 30 fps */
#define ONE_FACE_FRAMES 150

static void
path_smooth (guint i, gint * px, gint * py)
{
  gdouble t = 2 * G_PI * i / ONE_FACE_FRAMES;

  *px = (gint) lround ((WIDTH - CROP_W) / 2.0 * (1 - cos (t)));
  *py = (gint) lround ((HEIGHT - CROP_H) / 2.0 * (1 - cos (2 * t)));
}

/* two faces crossing: one from the left, one from the right, meeting
 * mid-clip, where the face in front hides the other for a while */
#define CROSS_W 480
#define CROSS_H 240
#define CROSS_FRAMES 90
#define CROSS_SPEED 3.5

typedef struct
{
  /* rows of the crops coming from the left and from the right */
  gint y_left, y_right;
  /* whether the face from the left passes in front */
  gboolean left_in_front;
} CrossVariant;

static const CrossVariant cross_variants[] = {
  /* the astronaut in front, Grace Hopper behind and 40 pixels lower */
  {20, 60, TRUE},
  /* on the same row, Grace Hopper in front: the astronaut is hidden
   * completely for about 15 frames */
  {40, 40, FALSE},
};

static const CrossVariant *cross;

static void
path_from_left (guint i, gint * px, gint * py)
{
  *px = (gint) lround (-20 + CROSS_SPEED * i);
  *py = cross->y_left;
}

static void
path_from_right (guint i, gint * px, gint * py)
{
  *px = (gint) lround (CROSS_W - CROP_W + 20 - CROSS_SPEED * i);
  *py = cross->y_right;
}

/* ------------------------------------------------------------- tests -- */

/* detection frames before a new face is reported: the element's default
 * confirm-hits, less the one that finds it */
static guint
confirm_delay (void)
{
  GstElement *e = gst_element_factory_make ("clfacedetect", NULL);
  guint hits;

  fail_unless (e != NULL);
  g_object_get (e, "confirm-hits", &hits, NULL);
  gst_object_unref (e);
  return hits - 1;
}

GST_START_TEST (test_one_face_one_id)
{
  Clip clip = { WIDTH, HEIGHT, ONE_FACE_FRAMES, 1, {&astronaut},
  {path_smooth}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  /* no shortcut on the first frame: the confirmation delay is the rule */
  FrameResult *res = run_clip (&clip, "confirm-neighbors=0", truth);
  GHashTable *ids = g_hash_table_new (NULL, NULL);
  guint i, j, with_face = 0, others = 0, delay = confirm_delay ();
  gint id = -1;

  for (i = 0; i < delay; i++)
    fail_unless_equals_int (res[i].faces->len, 0);
  for (i = delay; i < clip.n_frames; i++) {
    Face *f = face_on (res[i].faces, &truth[i]);
    if (f) {
      with_face++;
      fail_unless (f->id > 0, "frame %u: face without id", i);
      if (id < 0)
        id = f->id;
      fail_unless_equals_int (f->id, id);
    }
    for (j = 0; j < res[i].faces->len; j++) {
      Face *o = &g_array_index (res[i].faces, Face, j);
      g_hash_table_add (ids, GINT_TO_POINTER (o->id));
      if (o != f)
        others++;
    }
  }
  g_print ("one face: %u/%u frames with the face (%.1f%%), %u id(s), "
      "%u other box(es)\n", with_face, clip.n_frames,
      100.0 * with_face / clip.n_frames, g_hash_table_size (ids), others);
  fail_unless (with_face * 100 >= (clip.n_frames - delay) * 99,
      "face in %u of %u frames", with_face, clip.n_frames - delay);
  fail_unless_equals_int (g_hash_table_size (ids), 1);
  fail_unless_equals_int (others, 0);

  g_hash_table_unref (ids);
  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

GST_START_TEST (test_crossing_faces_keep_ids)
{
  /* face 0 is pasted last, in front; the astronaut always comes from the
   * left */
  Clip clip = { CROSS_W, CROSS_H, CROSS_FRAMES, 2 };
  Box *truth = g_new0 (Box, clip.n_frames * 2);
  FrameResult *res;
  gint ids[2] = { -1, -1 };
  guint seen[2] = { 0, 0 }, hidden_from = 0, hidden_to = 0;
  guint i, k, back, delay = confirm_delay ();

  cross = &cross_variants[__i__];
  if (cross->left_in_front) {
    clip.images[0] = &astronaut, clip.paths[0] = path_from_left;
    clip.images[1] = &hopper, clip.paths[1] = path_from_right;
  } else {
    clip.images[0] = &hopper, clip.paths[0] = path_from_right;
    clip.images[1] = &astronaut, clip.paths[1] = path_from_left;
  }
  back = 1;
  res = run_clip (&clip, "confirm-neighbors=0", truth);

  for (i = delay; i < clip.n_frames; i++) {
    for (k = 0; k < 2; k++) {
      Face *f = face_of (res[i].faces, &truth[i * 2], 2, k);
      if (!f) {
        if (k == back && i > clip.n_frames / 4 && !hidden_from)
          hidden_from = i;
        continue;
      }
      if (k == back && hidden_from && !hidden_to)
        hidden_to = i;
      seen[k]++;
      if (ids[k] < 0)
        ids[k] = f->id;
      fail_unless (f->id == ids[k], "frame %u: face %u has id %d, had %d",
          i, k, f->id, ids[k]);
    }
  }
  g_print ("crossing %d: front face id %d in %u frames, face behind id %d "
      "in %u frames of %u (lost from frame %u to %u)\n", __i__, ids[0],
      seen[0], ids[1], seen[1], clip.n_frames, hidden_from, hidden_to);
  fail_unless (ids[0] > 0 && ids[1] > 0 && ids[0] != ids[1]);
  /* the face in front is always seen; the one behind is seen before and
   * after the crossing, and the crossing hid it for a while (else this
   * would test nothing) */
  fail_unless_equals_int (seen[0], clip.n_frames - delay);
  fail_unless (hidden_to > hidden_from + 5, "face behind hidden %u..%u",
      hidden_from, hidden_to);
  for (k = 0; k < 2; k++) {
    fail_unless (face_of (res[5].faces, &truth[5 * 2], 2, k) != NULL);
    fail_unless (face_of (res[clip.n_frames - 5].faces,
            &truth[(clip.n_frames - 5) * 2], 2, k) != NULL);
  }

  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

GST_START_TEST (test_interval_moves_boxes)
{
  Clip clip = { WIDTH, HEIGHT, ONE_FACE_FRAMES, 1, {&astronaut},
  {path_smooth}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  FrameResult *res = run_clip (&clip, "interval=3 confirm-neighbors=0",
      truth);
  guint i, between = 0, moved = 0, delay = 3 * confirm_delay ();
  gdouble err = 0, err_frozen = 0, err_max = 0;
  Face last_detected = { 0 };

  /* confirmation counts detection frames: interval x the delay */
  for (i = 0; i < delay; i++)
    fail_unless_equals_int (res[i].faces->len, 0);
  for (i = delay; i < clip.n_frames; i++) {
    Face *f;

    fail_unless (res[i].faces->len >= 1, "frame %u has no face", i);
    f = &g_array_index (res[i].faces, Face, 0);
    if (i % 3 == 0) {
      last_detected = *f;
      continue;
    }
    /* from the third detection on, the tracker knows the motion */
    if (i < 9 || i < delay + 3)
      continue;
    between++;
    {
      Face *prev = &g_array_index (res[i - 1].faces, Face, 0);
      if (prev->x != f->x || prev->y != f->y)
        moved++;
    }
    err += centre_distance (f, &truth[i]);
    err_max = MAX (err_max, centre_distance (f, &truth[i]));
    err_frozen += centre_distance (&last_detected, &truth[i]);
  }
  err /= between;
  err_frozen /= between;
  g_print ("interval=3: %u/%u in-between boxes moved, centre error %.2f px "
      "(max %.2f), %.2f px if frozen\n", moved, between, err, err_max,
      err_frozen);
  /* the path stands still at its turning points only */
  fail_unless (moved * 10 >= between * 9, "%u of %u boxes moved", moved,
      between);
  fail_unless (err < err_frozen, "prediction %.2f px, frozen %.2f px", err,
      err_frozen);
  fail_unless (err_max < FACE_W / 4.0, "off by %.1f px", err_max);

  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

GST_START_TEST (test_tracking_off)
{
  Clip clip = { WIDTH, HEIGHT, 6, 1, {&astronaut}, {path_smooth}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  FrameResult *res = run_clip (&clip, "tracking=false", truth);
  guint i, j;

  /* a face on every frame, without an id */
  for (i = 0; i < clip.n_frames; i++) {
    fail_unless (face_on (res[i].faces, &truth[i]) != NULL);
    for (j = 0; j < res[i].faces->len; j++)
      fail_unless_equals_int (g_array_index (res[i].faces, Face, j).id, -1);
  }
  results_free (res, clip.n_frames);

  /* with an interval and no tracker, nothing moves the boxes: the frames
   * in between have none */
  res = run_clip (&clip, "tracking=false interval=3", truth);
  for (i = 0; i < clip.n_frames; i++) {
    if (i % 3 == 0)
      fail_unless (face_on (res[i].faces, &truth[i]) != NULL);
    else
      fail_unless_equals_int (res[i].faces->len, 0);
  }
  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

/* a face shown on one frame only (FLASH_FRAME), then from FLASH_BACK on:
 * off the frame in between */
#define FLASH_FRAMES 16
#define FLASH_FRAME 2
#define FLASH_BACK 8

static void
path_flash (guint i, gint * px, gint * py)
{
  gboolean shown = i == FLASH_FRAME || i >= FLASH_BACK;

  *px = shown ? (WIDTH - CROP_W) / 2 : -4 * CROP_W;
  *py = (HEIGHT - CROP_H) / 2;
}

/* A face on a single frame (what an isolated false hit looks like to the
 * tracker) gets neither a box nor an id; the face that then stays gets
 * its box confirm-hits detection frames after it appears, with the first
 * id.  With confirm-hits=1 the single frame does carry a box (so the clip
 * does show the detector a face there). */
GST_START_TEST (test_one_frame_face_no_box)
{
  Clip clip = { WIDTH, HEIGHT, FLASH_FRAMES, 1, {&astronaut}, {path_flash}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  /* a face a third of the frame popping in and out of a still background
   * changes the frame's layout as a cut does: without shot-change=0 the
   * tracks would end there, and a shot's first frame needs no
   * confirmation (clfacedetect_shots checks that) */
  FrameResult *res = run_clip (&clip, "shot-change=0", truth);
  guint i, delay = confirm_delay ();

  fail_unless (delay > 0);
  for (i = 0; i < FLASH_BACK + delay; i++)
    fail_unless_equals_int (res[i].faces->len, 0);
  for (i = FLASH_BACK + delay; i < clip.n_frames; i++) {
    Face *f = face_on (res[i].faces, &truth[i]);
    fail_unless (f != NULL, "frame %u: no face", i);
    fail_unless_equals_int (f->id, 1);
  }
  results_free (res, clip.n_frames);

  res = run_clip (&clip, "confirm-hits=1 shot-change=0", truth);
  fail_unless (face_on (res[FLASH_FRAME].faces, &truth[FLASH_FRAME]));
  fail_unless_equals_int (res[FLASH_FRAME + 1].faces->len, 1);
  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

/* A clear face already in view when the stream starts is reported on the
 * first frame (confirm-neighbors, default); with the threshold out of
 * reach it waits like any other. */
GST_START_TEST (test_first_frame_face)
{
  Clip clip = { WIDTH, HEIGHT, 4, 1, {&astronaut}, {path_smooth}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  FrameResult *res = run_clip (&clip, NULL, truth);
  Face *f = face_on (res[0].faces, &truth[0]);

  fail_unless (f != NULL);
  fail_unless_equals_int (f->id, 1);
  results_free (res, clip.n_frames);

  res = run_clip (&clip, "confirm-neighbors=1000", truth);
  fail_unless_equals_int (res[0].faces->len, 0);
  fail_unless (face_on (res[confirm_delay ()].faces,
          &truth[confirm_delay ()]) != NULL);
  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

/* A face the detector finds on every frame, with @prefix and each of
 * @off: never reported; with each of @on: reported from confirm-hits
 * detection frames on. */
static void
check_reported (const gchar * prefix, const gchar * const *off, guint n_off,
    const gchar * const *on, guint n_on)
{
  Clip clip = { WIDTH, HEIGHT, 8, 1, {&astronaut}, {path_smooth}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  guint i, k;

  for (k = 0; k < n_off + n_on; k++) {
    gchar *p = g_strconcat (prefix, k < n_off ? off[k] : on[k - n_off],
        NULL);
    FrameResult *res = run_clip (&clip, p, truth);

    for (i = 0; i < clip.n_frames; i++) {
      if (k < n_off) {
        fail_unless_equals_int (res[i].faces->len, 0);
      } else if (i >= confirm_delay ()) {
        fail_unless (face_on (res[i].faces, &truth[i]) != NULL,
            "%s: frame %u: no face", p, i);
      }
    }
    results_free (res, clip.n_frames);
    g_free (p);
  }
  g_free (truth);
}

/* A face whose detections all stay under the start gate (no detection
 * has start-neighbors windows, and its eyes do not start it: start-eyes
 * off, unless @off or @on sets it): with each of @off it is never
 * reported, with @on from confirm-hits detection frames on. */
static void
check_gated_start (const gchar * const *off, guint n_off, const gchar * on)
{
  check_reported ("start-neighbors=1000 confirm-neighbors=0 start-eyes=0 ",
      off, n_off, &on, 1);
}

/* ... with verify-new-faces=false, reported once the verify cascade finds
 * it too, and never without that cascade, when it asks for more windows
 * than any face gives, or when the cascade may only corroborate faces
 * (verify-new-faces) */
GST_START_TEST (test_verify_starts_face)
{
  const gchar *off[] = { "verify-profile= verify-new-faces=false",
    "verify-profile=lbp_frontalface verify-neighbors=1000 "
        "verify-new-faces=false",
    "verify-profile=lbp_frontalface verify-neighbors=1"
  };

  check_gated_start (off, G_N_ELEMENTS (off),
      "verify-profile=lbp_frontalface verify-neighbors=1 "
      "verify-new-faces=false");
}

GST_END_TEST;

/* A face the detector finds with many windows on every frame: at the
 * defaults (verify-new-faces with lbp_frontalface) it is reported from
 * confirm-hits detection frames on, as the LBP cascade finds it too; when
 * the verify cascade can find no face (more windows than any face gives)
 * it is never reported, and it is again without verify-new-faces or
 * without a verify cascade. */
GST_START_TEST (test_verify_new_faces)
{
  const gchar *off[] = { "verify-neighbors=1000" };
  const gchar *on[] = { "", "verify-neighbors=1000 verify-new-faces=false",
    "verify-profile="
  };

  check_reported ("confirm-neighbors=0 ", off, G_N_ELEMENTS (off), on,
      G_N_ELEMENTS (on));
}

GST_END_TEST;

/* ... reported once the eye cascade finds both its eyes side by side
 * (start-eyes, with verify-new-faces: the astronaut's face shows both),
 * and never with start-eyes off, or asking for more windows than the face
 * gives, or when the verify cascade does not find the face (the pair only
 * adds to that cascade's word) */
GST_START_TEST (test_eyes_start_face)
{
  const gchar *off[] = { "start-eyes=0", "start-eyes=1000",
    "start-eyes=1 verify-neighbors=1000"
  };

  check_gated_start (off, G_N_ELEMENTS (off), "start-eyes=1");
}

GST_END_TEST;

/* ... reported once it has start-density windows per pyramid level its
 * size fits at, and never when that asks for more windows than a face
 * gives, nor, alone in the frame, while start-density-peers asks for
 * faces of its size already reported */
GST_START_TEST (test_density_starts_face)
{
  const gchar *off[] = { "start-density=0 start-density-peers=0",
    "start-density=1000 start-density-peers=0", "start-density=0.01"
  };

  check_gated_start (off, G_N_ELEMENTS (off),
      "start-density=0.01 start-density-peers=0");
}

GST_END_TEST;

/* the astronaut from the first frame, Grace Hopper from DENSITY_ENTRY on,
 * side by side */
#define DENSITY_ENTRY 4

static void
path_first_left (guint i, gint * px, gint * py)
{
  *px = 20;
  *py = 40;
}

static void
path_later_right (guint i, gint * px, gint * py)
{
  *px = i >= DENSITY_ENTRY ? CROSS_W - CROP_W - 20 : -4 * CROP_W;
  *py = 40;
}

/* A face under the window gate (Grace Hopper: 24 windows, the astronaut
 * 40) that comes in beside one of its size already reported (the
 * astronaut, shown at once on the stream's first frame) starts on
 * start-density with one peer asked for, and never with two, or without
 * start-density */
GST_START_TEST (test_density_needs_peers)
{
  Clip clip = { CROSS_W, CROSS_H, 16, 2, {&astronaut, &hopper},
  {path_first_left, path_later_right}
  };
  const gchar *gate = "start-neighbors=32 confirm-neighbors=32 "
      "start-eyes=0 shot-change=0 ";
  const gchar *settings[] = { "start-density=0.01 start-density-peers=1",
    "start-density=0.01 start-density-peers=2",
    "start-density=0 start-density-peers=0"
  };
  Box *truth = g_new0 (Box, clip.n_frames * 2);
  guint i, k;

  for (k = 0; k < G_N_ELEMENTS (settings); k++) {
    gchar *p = g_strconcat (gate, settings[k], NULL);
    FrameResult *res = run_clip (&clip, p, truth);

    for (i = 0; i < clip.n_frames; i++) {
      gboolean first = face_on (res[i].faces, &truth[i * 2]) != NULL;
      gboolean later = face_on (res[i].faces, &truth[i * 2 + 1]) != NULL;

      fail_unless (first, "%s: frame %u: the first face has no box", p, i);
      if (k == 0 && i >= DENSITY_ENTRY + confirm_delay ())
        fail_unless (later, "%s: frame %u: the later face has no box", p, i);
      else if (k > 0 || i < DENSITY_ENTRY)
        fail_if (later, "%s: frame %u: the later face has a box", p, i);
    }
    results_free (res, clip.n_frames);
    g_free (p);
  }
  g_free (truth);
}

GST_END_TEST;

/* Frames in flight: the crossing clip (two ids, a face hidden and found
 * again, detection every other frame) through pipeline-depth=4, every
 * frame pushed before the first is pulled (submit and finish overlap in
 * two threads), gives what one frame at a time gives: the same boxes, ids,
 * confidences and messages, in order. */
GST_START_TEST (test_frames_in_flight_same_results)
{
  Clip clip = { CROSS_W, CROSS_H, 40, 2, {&hopper, &astronaut},
  {path_from_right, path_from_left}
  };
  Box *truth = g_new0 (Box, clip.n_frames * 2);
  FrameResult *one, *four;
  guint i, j, faces = 0;

  cross = &cross_variants[1];
  one = run_clip (&clip, "pipeline-depth=1 interval=2", truth);
  four = run_clip_full (&clip, "pipeline-depth=4 interval=2", truth, TRUE);
  for (i = 0; i < clip.n_frames; i++) {
    fail_unless_equals_int (four[i].faces->len, one[i].faces->len);
    for (j = 0; j < one[i].faces->len; j++) {
      Face *a = &g_array_index (one[i].faces, Face, j);
      Face *b = &g_array_index (four[i].faces, Face, j);
      fail_unless (same_face (a, b) && a->confidence == b->confidence,
          "frame %u face %u differs in flight", i, j);
      faces++;
    }
  }
  g_print ("4 frames in flight: %u faces on %u frames, as one at a time\n",
      faces, clip.n_frames);
  fail_unless (faces >= clip.n_frames);
  results_free (one, clip.n_frames);
  results_free (four, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

static GstBuffer *
clip_frame (guint i)
{
  guint8 *bg = g_malloc (WIDTH * HEIGHT);
  GstBuffer *buf;
  gint px, py;

  paint_background (bg, WIDTH, HEIGHT);
  path_smooth (i, &px, &py);
  paste (bg, WIDTH, HEIGHT, &astronaut, px, py);
  buf = gst_cl_test_gray_buffer (bg, WIDTH, WIDTH, HEIGHT,
      gst_util_uint64_scale (i, GST_SECOND, FPS));
  g_free (bg);
  return buf;
}

/* a face in view on frames SHORT_FROM to SHORT_TO only, then from
 * SHORT_BACK to the end; path_short_strong's stays to STRONG_TO instead */
#define SHORT_FRAMES 40
#define SHORT_FROM 4
#define SHORT_TO 7
#define STRONG_TO 9
#define SHORT_BACK 24

static void
path_short_until (guint i, guint to, gint * px, gint * py)
{
  gboolean shown = (i >= SHORT_FROM && i <= to) || i >= SHORT_BACK;

  *px = shown ? (WIDTH - CROP_W) / 2 : -4 * CROP_W;
  *py = (HEIGHT - CROP_H) / 2;
}

static void
path_short (guint i, gint * px, gint * py)
{
  path_short_until (i, SHORT_TO, px, py);
}

static void
path_short_strong (guint i, gint * px, gint * py)
{
  path_short_until (i, STRONG_TO, px, py);
}

/* min-track-frames: with 12 frames held, a face boxed for fewer than 10
 * frames (4 in view, 2 coasting) and detected with start-neighbors windows
 * on fewer than half of them (4) is withdrawn from all of them, meta and
 * message alike; the one that comes back and stays to the end keeps its
 * boxes from its first frame; min-track-frames=0 withdraws nothing.  -1
 * (the default) is a second's frames: at 30 fps what the 12 frames held
 * see (11), so the 6 frames are withdrawn; at 6 fps 6, so they are kept.
 * A face in view for 6 frames, each a strong detection, has the evidence
 * of a face and is kept at min-track-frames=10 although as short. */
GST_START_TEST (test_min_track_frames)
{
  Clip clip = { WIDTH, HEIGHT, SHORT_FRAMES, 1, {&astronaut}, {path_short}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  FrameResult *res;
  guint i;

  res = run_clip_full (&clip, "shot-change=0 lookahead=12 min-track-frames=0",
      truth, TRUE);
  for (i = SHORT_FROM; i <= SHORT_TO; i++)
    fail_unless (face_on (res[i].faces, &truth[i]) != NULL,
        "frame %u: no face", i);
  results_free (res, clip.n_frames);

  res = run_clip_full (&clip, "shot-change=0 lookahead=12 min-track-frames=10",
      truth, TRUE);
  for (i = 0; i < SHORT_BACK; i++)
    fail_unless_equals_int (res[i].faces->len, 0);
  for (i = SHORT_BACK; i < clip.n_frames; i++)
    fail_unless (face_on (res[i].faces, &truth[i]) != NULL,
        "frame %u: no face", i);
  results_free (res, clip.n_frames);

  res = run_clip_full (&clip, "shot-change=0 lookahead=12", truth, TRUE);
  for (i = 0; i < SHORT_BACK; i++)
    fail_unless_equals_int (res[i].faces->len, 0);
  results_free (res, clip.n_frames);

  clip.fps = 6;
  res = run_clip_full (&clip, "shot-change=0 lookahead=12", truth, TRUE);
  for (i = SHORT_FROM; i <= SHORT_TO; i++)
    fail_unless (face_on (res[i].faces, &truth[i]) != NULL,
        "frame %u at 6 fps: no face", i);
  results_free (res, clip.n_frames);

  clip.fps = FPS;
  clip.paths[0] = path_short_strong;
  res = run_clip_full (&clip, "shot-change=0 lookahead=12 min-track-frames=10",
      truth, TRUE);
  for (i = SHORT_FROM; i <= STRONG_TO; i++)
    fail_unless (face_on (res[i].faces, &truth[i]) != NULL,
        "frame %u: a face detected strongly on 6 frames withdrawn", i);
  results_free (res, clip.n_frames);
  g_free (truth);
}

GST_END_TEST;

/* a file's source: seekable in time */
static GstPadProbeReturn
answer_seekable (GstPad * pad, GstPadProbeInfo * info, gpointer unused)
{
  GstQuery *q = GST_PAD_PROBE_INFO_QUERY (info);

  if (GST_QUERY_TYPE (q) != GST_QUERY_SEEKING)
    return GST_PAD_PROBE_OK;
  gst_query_set_seeking (q, GST_FORMAT_TIME, TRUE, 0, -1);
  return GST_PAD_PROBE_HANDLED;
}

/* lookahead: held back 4 frames, the face that stays has its box and id
 * from the frame it came back on, not confirm-hits detection frames later;
 * the one-frame flash still has none; the latency query says 4 frames.
 * lookahead=-1 behind a live source (the harness) holds nothing, nor
 * behind one that is not live but cannot seek, behind a recording 32
 * frames. */
GST_START_TEST (test_lookahead)
{
  Clip clip = { WIDTH, HEIGHT, FLASH_FRAMES, 1, {&astronaut}, {path_flash}
  };
  Box *truth = g_new0 (Box, clip.n_frames);
  FrameResult *res;
  GstHarness *hn;
  guint i, left, delay = confirm_delay ();
  GstBus *bus = NULL;
  GstMessage *msg;

  res = run_clip_full (&clip, "shot-change=0 lookahead=4", truth, TRUE);
  for (i = 0; i < FLASH_BACK; i++)
    fail_unless_equals_int (res[i].faces->len, 0);
  for (i = FLASH_BACK; i < clip.n_frames; i++) {
    Face *f = face_on (res[i].faces, &truth[i]);
    fail_unless (f != NULL, "frame %u: no face", i);
    fail_unless_equals_int (f->id, 1);
  }
  results_free (res, clip.n_frames);

  res = run_clip (&clip, "shot-change=0 lookahead=-1", truth);
  fail_unless_equals_int (res[FLASH_BACK + delay - 1].faces->len, 0);
  fail_unless (face_on (res[FLASH_BACK + delay].faces,
          &truth[FLASH_BACK + delay]) != NULL);
  results_free (res, clip.n_frames);
  g_free (truth);

  hn = detect_harness_new (WIDTH, HEIGHT, "lookahead=4", NULL);
  fail_unless_equals_uint64 (gst_harness_query_latency (hn),
      gst_util_uint64_scale (4, GST_SECOND, FPS));
  gst_harness_teardown (hn);
  hn = detect_harness_new (WIDTH, HEIGHT, "lookahead=-1", &bus);
  fail_unless_equals_uint64 (gst_harness_query_latency (hn), 0);
  /* a new lookahead while running: the pipeline is told to ask again */
  while ((msg = gst_bus_pop (bus)))
    gst_message_unref (msg);
  g_object_set (hn->element, "lookahead", 2, NULL);
  msg = gst_bus_pop_filtered (bus, GST_MESSAGE_LATENCY);
  fail_unless (msg != NULL, "no latency message");
  gst_message_unref (msg);
  fail_unless_equals_uint64 (gst_harness_query_latency (hn),
      gst_util_uint64_scale (2, GST_SECOND, FPS));
  gst_harness_teardown (hn);
  gst_bus_set_flushing (bus, TRUE);
  gst_object_unref (bus);

  /* lookahead=-1 behind a source that is not live but cannot seek (an
   * application pushing frames into an appsrc): nothing held (one frame
   * in flight, so that on a GPU too the push returns with it pushed) */
  hn = detect_harness_new (WIDTH, HEIGHT, "lookahead=-1 pipeline-depth=1",
      NULL);
  gst_harness_set_live (hn, FALSE);
  gst_harness_set_src_caps_str (hn, "video/x-raw,format=GRAY8,width="
      G_STRINGIFY (WIDTH) ",height=" G_STRINGIFY (HEIGHT) ",framerate=15/1");
  fail_unless_equals_uint64 (gst_harness_query_latency (hn), 0);
  fail_unless_equals_int (gst_harness_push (hn, clip_frame (0)), GST_FLOW_OK);
  fail_unless_equals_int (gst_harness_buffers_received (hn), 1);
  gst_harness_teardown (hn);

  /* lookahead=-1 behind a recording (not live, seekable: a file), the
   * default: 32 frames held, said as latency, all pushed at EOS */
  hn = detect_harness_new (WIDTH, HEIGHT, "pipeline-depth=1", NULL);
  gst_harness_set_live (hn, FALSE);
  gst_pad_add_probe (hn->srcpad, GST_PAD_PROBE_TYPE_QUERY_UPSTREAM,
      answer_seekable, NULL, NULL);
  gst_harness_set_src_caps_str (hn, "video/x-raw,format=GRAY8,width="
      G_STRINGIFY (WIDTH) ",height=" G_STRINGIFY (HEIGHT) ",framerate=15/1");
  fail_unless_equals_uint64 (gst_harness_query_latency (hn),
      gst_util_uint64_scale (32, GST_SECOND, 15));
  for (i = 0; i < 40; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  fail_unless_equals_int (gst_harness_buffers_received (hn), 40 - 32);
  fail_unless (gst_harness_push_event (hn, gst_event_new_eos ()));
  fail_unless_equals_int (gst_harness_buffers_received (hn), 40);
  gst_harness_teardown (hn);

  /* frames in flight and held: a flush drops the held ones, EOS pushes
   * them, teardown with frames held leaks nothing */
  hn = detect_harness_new (WIDTH, HEIGHT, "lookahead=4 pipeline-depth=3",
      NULL);
  for (i = 0; i < 6; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  fail_unless (gst_harness_push_event (hn, gst_event_new_flush_start ()));
  fail_unless (gst_harness_push_event (hn, gst_event_new_flush_stop (TRUE)));
  {
    GstSegment seg;

    gst_segment_init (&seg, GST_FORMAT_TIME);
    fail_unless (gst_harness_push_event (hn, gst_event_new_segment (&seg)));
  }
  left = gst_harness_buffers_received (hn);
  fail_unless (left <= 2, "%u frames left before the flush", left);
  for (i = 0; i < 7; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  fail_unless (gst_harness_buffers_received (hn) <= left + 7 - 4);
  fail_unless (gst_harness_push_event (hn, gst_event_new_eos ()));
  fail_unless_equals_int (gst_harness_buffers_received (hn), left + 7);
  for (i = 0; i < 3; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_EOS);
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* clip_frame (i)'s pixels and times in a buffer of @pool, which must have
 * one free now: the test fails where upstream would wait */
static GstBuffer *
pool_frame (GstBufferPool * pool, guint i)
{
  GstBufferPoolAcquireParams params = {.flags =
        GST_BUFFER_POOL_ACQUIRE_FLAG_DONTWAIT };
  GstBuffer *frame = clip_frame (i), *buf = NULL;
  GstMapInfo map;

  fail_unless_equals_int (gst_buffer_pool_acquire_buffer (pool, &buf,
          &params), GST_FLOW_OK);
  fail_unless (gst_buffer_map (frame, &map, GST_MAP_READ));
  fail_unless_equals_uint64 (gst_buffer_fill (buf, 0, map.data, map.size),
      map.size);
  gst_buffer_unmap (frame, &map);
  GST_BUFFER_PTS (buf) = GST_BUFFER_PTS (frame);
  GST_BUFFER_DURATION (buf) = GST_BUFFER_DURATION (frame);
  gst_buffer_unref (frame);
  return buf;
}

/* the frames a lookahead of 8 pushes, and their faces, from buffers of
 * @pool (or of their own where NULL); one frame in flight, so that on a
 * GPU too a push returns once its frame is held */
static GArray **
run_held (GstBufferPool * pool, guint n)
{
  GstHarness *hn = detect_harness_new (WIDTH, HEIGHT,
      "lookahead=8 pipeline-depth=1", NULL);
  GArray **faces = g_new0 (GArray *, n);
  guint i;

  for (i = 0; i < n; i++)
    fail_unless_equals_int (gst_harness_push (hn,
            pool ? pool_frame (pool, i) : clip_frame (i)), GST_FLOW_OK);
  fail_unless_equals_int (gst_harness_buffers_received (hn), n - 8);
  fail_unless (gst_harness_push_event (hn, gst_event_new_eos ()));
  for (i = 0; i < n; i++) {
    GstBuffer *out = gst_harness_pull (hn), *frame = clip_frame (i);
    GstMapInfo a, b;

    fail_unless (out != NULL);
    fail_unless_equals_uint64 (GST_BUFFER_PTS (out), GST_BUFFER_PTS (frame));
    fail_unless (gst_buffer_map (out, &a, GST_MAP_READ));
    fail_unless (gst_buffer_map (frame, &b, GST_MAP_READ));
    fail_unless (a.size == b.size && memcmp (a.data, b.data, a.size) == 0,
        "frame %u: other pixels", i);
    gst_buffer_unmap (frame, &b);
    gst_buffer_unmap (out, &a);
    faces[i] = g_array_new (FALSE, FALSE, sizeof (Face));
    read_rois (out, faces[i]);
    gst_buffer_unref (frame);
    gst_buffer_unref (out);
  }
  gst_harness_teardown (hn);
  return faces;
}

/* Frames from a pool that cannot grow (a hardware decoder's surfaces, a
 * capture device's buffers), 4 of them, under a lookahead of 8: held, they
 * would leave upstream without a buffer for ever.  Each is acquired
 * without waiting, so the test fails where the element keeps them; the
 * frames leave with the pixels, times and faces of frames of their own. */
GST_START_TEST (test_lookahead_bounded_pool)
{
  GstBufferPool *pool = gst_buffer_pool_new ();
  GstStructure *config = gst_buffer_pool_get_config (pool);
  GArray **own, **pooled;
  guint i, k, n = 24, boxed = 0;

  gst_buffer_pool_config_set_params (config, NULL, WIDTH * HEIGHT, 4, 4);
  fail_unless (gst_buffer_pool_set_config (pool, config));
  fail_unless (gst_buffer_pool_set_active (pool, TRUE));
  own = run_held (NULL, n);
  pooled = run_held (pool, n);
  for (i = 0; i < n; i++) {
    fail_unless_equals_int (pooled[i]->len, own[i]->len);
    for (k = 0; k < own[i]->len; k++) {
      Face *a = &g_array_index (own[i], Face, k);
      Face *b = &g_array_index (pooled[i], Face, k);

      fail_unless (same_face (a, b), "frame %u: other faces", i);
    }
    boxed += own[i]->len > 0;
    g_array_unref (own[i]);
    g_array_unref (pooled[i]);
  }
  fail_unless (boxed >= n / 2, "a face on %u frames of %u", boxed, n);
  g_free (own);
  g_free (pooled);
  fail_unless (gst_buffer_pool_set_active (pool, FALSE));
  gst_object_unref (pool);
}

GST_END_TEST;

/* Frames in flight and the stream around them: a flush drops them (no
 * leak, no crash, the stream goes on with faces), new caps and EOS wait
 * until they are pushed with their results, and teardown with frames in
 * flight leaks nothing.  No latency is added. */
GST_START_TEST (test_frames_in_flight_events)
{
  GstHarness *hn = detect_harness_new (WIDTH, HEIGHT, "pipeline-depth=3",
      NULL);
  GstBuffer *out;
  GstSegment seg;
  guint i, n, base;

  fail_unless_equals_uint64 (gst_harness_query_latency (hn), 0);

  /* a flush while frames are in flight: some may have left, the rest are
   * dropped */
  for (i = 0; i < 3; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  fail_unless (gst_harness_push_event (hn, gst_event_new_flush_start ()));
  fail_unless (gst_harness_push_event (hn, gst_event_new_flush_stop (TRUE)));
  n = base = gst_harness_buffers_received (hn);
  fail_unless (n <= 3);
  while (n--)
    gst_buffer_unref (gst_harness_pull (hn));
  gst_segment_init (&seg, GST_FORMAT_TIME);
  fail_unless (gst_harness_push_event (hn, gst_event_new_segment (&seg)));

  /* frames in flight, then new caps: all are out first, with their faces */
  for (i = 0; i < 3; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  gst_harness_set_src_caps_str (hn, "video/x-raw,format=GRAY8,width=320,"
      "height=240,framerate=15/1");
  fail_unless_equals_int (gst_harness_buffers_received (hn), base + 3);
  for (i = 0; i < 3; i++) {
    out = gst_harness_pull (hn);
    fail_unless_equals_uint64 (GST_BUFFER_PTS (out),
        gst_util_uint64_scale (i, GST_SECOND, FPS));
    fail_unless (gst_buffer_get_video_region_of_interest_meta (out) != NULL,
        "frame %u pushed without its face", i);
    gst_buffer_unref (out);
  }

  /* one frame in, one out, as an application waiting for each result */
  for (i = 3; i < 6; i++) {
    out = gst_harness_push_and_pull (hn, clip_frame (i));
    fail_unless (gst_buffer_get_video_region_of_interest_meta (out) != NULL);
    gst_buffer_unref (out);
  }

  /* EOS pushes what is in flight first */
  for (i = 6; i < 9; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  fail_unless (gst_harness_push_event (hn, gst_event_new_eos ()));
  fail_unless_equals_int (gst_harness_buffers_received (hn), base + 9);
  for (i = 6; i < 9; i++) {
    out = gst_harness_pull (hn);
    fail_unless_equals_uint64 (GST_BUFFER_PTS (out),
        gst_util_uint64_scale (i, GST_SECOND, FPS));
    gst_buffer_unref (out);
  }
  gst_harness_teardown (hn);

  /* teardown with frames in flight */
  hn = detect_harness_new (WIDTH, HEIGHT, "pipeline-depth=8", NULL);
  for (i = 0; i < 6; i++)
    fail_unless_equals_int (gst_harness_push (hn, clip_frame (i)),
        GST_FLOW_OK);
  gst_harness_teardown (hn);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clfacedetect_tracking,
    GST_CL_TCASE ("tracking", images_setup, images_teardown),
    GST_CL_TEST (test_one_face_one_id),
    GST_CL_LOOP_TEST (test_crossing_faces_keep_ids,
        G_N_ELEMENTS (cross_variants)),
    GST_CL_TEST (test_interval_moves_boxes),
    GST_CL_TEST (test_tracking_off),
    GST_CL_TEST (test_one_frame_face_no_box),
    GST_CL_TEST (test_first_frame_face),
    GST_CL_TEST (test_verify_starts_face),
    GST_CL_TEST (test_verify_new_faces),
    GST_CL_TEST (test_eyes_start_face),
    GST_CL_TEST (test_density_starts_face),
    GST_CL_TEST (test_density_needs_peers),
    GST_CL_TEST (test_lookahead),
    GST_CL_TEST (test_lookahead_bounded_pool),
    GST_CL_TEST (test_min_track_frames),
    GST_CL_TEST (test_frames_in_flight_same_results),
    GST_CL_TEST (test_frames_in_flight_events));
