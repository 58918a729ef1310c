/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * gst_cl_group_rectangles() (gstclgroup.c) against a line-by-line copy of
 * OpenCV's groupRectangles with cv::partition testing all n^2 pairs: the
 * grouping prunes the pairs it tests, and must give the same rectangles,
 * weights and order on any input (random clusters of windows of the sizes
 * a pyramid gives, chains of barely similar rectangles, duplicates).
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdlib.h>
#include <gst/check/gstcheck.h>
#include "gstclopencvfp.h"
#include "gstclgroup.h"
#include "gstcltestutil.h"

/* ---------------------- OpenCV 4.6 groupRectangles, as it is written -- */

static gboolean
ref_similar (const GstClRect * a, const GstClRect * b, gdouble eps)
{
  gdouble delta = eps * (MIN (a->width, b->width) +
      MIN (a->height, b->height)) * 0.5;
  return abs (a->x - b->x) <= delta && abs (a->y - b->y) <= delta &&
      abs (a->x + a->width - b->x - b->width) <= delta &&
      abs (a->y + a->height - b->y - b->height) <= delta;
}

/* cv::partition (modules/core/include/opencv2/core/operations.hpp) */
static gint
ref_partition (const GstClRect * v, gint n, gdouble eps, gint * labels)
{
  gint *parent = g_new (gint, n), *rank = g_new0 (gint, n);
  gint i, j, nclasses = 0;

  for (i = 0; i < n; i++)
    parent[i] = -1;
  for (i = 0; i < n; i++) {
    gint root = i;
    while (parent[root] >= 0)
      root = parent[root];
    for (j = 0; j < n; j++) {
      gint root2, k, p;
      if (i == j || !ref_similar (&v[i], &v[j], eps))
        continue;
      root2 = j;
      while (parent[root2] >= 0)
        root2 = parent[root2];
      if (root2 != root) {
        if (rank[root] > rank[root2]) {
          parent[root2] = root;
        } else {
          parent[root] = root2;
          rank[root2] += rank[root] == rank[root2];
          root = root2;
        }
        k = j;
        while ((p = parent[k]) >= 0) {
          parent[k] = root;
          k = p;
        }
        k = i;
        while ((p = parent[k]) >= 0) {
          parent[k] = root;
          k = p;
        }
      }
    }
  }
  for (i = 0; i < n; i++) {
    gint root = i;
    while (parent[root] >= 0)
      root = parent[root];
    if (rank[root] >= 0)
      rank[root] = ~nclasses++;
    labels[i] = ~rank[root];
  }
  g_free (parent);
  g_free (rank);
  return nclasses;
}

/* groupRectangles (modules/objdetect/src/cascadedetect.cpp) */
static void
ref_group (GArray * rects, gint thr, gdouble eps, GArray * weights)
{
  gint n = rects->len, i, j, nclasses;
  GstClRect *v = (GstClRect *) rects->data, *avg;
  gint *labels, *count;

  if (thr <= 0 || n == 0) {
    g_array_set_size (weights, 0);
    for (i = 0; i < n; i++) {
      gint one = 1;
      g_array_append_val (weights, one);
    }
    return;
  }
  labels = g_new (gint, n);
  nclasses = ref_partition (v, n, eps, labels);
  avg = g_new0 (GstClRect, MAX (nclasses, 1));
  count = g_new0 (gint, MAX (nclasses, 1));
  for (i = 0; i < n; i++) {
    avg[labels[i]].x += v[i].x;
    avg[labels[i]].y += v[i].y;
    avg[labels[i]].width += v[i].width;
    avg[labels[i]].height += v[i].height;
    count[labels[i]]++;
  }
  for (i = 0; i < nclasses; i++) {
    gfloat s = 1.0f / count[i];
    avg[i].x = gst_cl_cv_roundf (avg[i].x * s);
    avg[i].y = gst_cl_cv_roundf (avg[i].y * s);
    avg[i].width = gst_cl_cv_roundf (avg[i].width * s);
    avg[i].height = gst_cl_cv_roundf (avg[i].height * s);
  }
  g_array_set_size (rects, 0);
  g_array_set_size (weights, 0);
  for (i = 0; i < nclasses; i++) {
    GstClRect r1 = avg[i];
    gint n1 = count[i];
    if (n1 <= thr)
      continue;
    for (j = 0; j < nclasses; j++) {
      GstClRect r2 = avg[j];
      gint n2 = count[j], dx, dy;
      if (j == i || n2 <= thr)
        continue;
      dx = gst_cl_cv_round (r2.width * eps);
      dy = gst_cl_cv_round (r2.height * eps);
      if (i != j && r1.x >= r2.x - dx && r1.y >= r2.y - dy &&
          r1.x + r1.width <= r2.x + r2.width + dx &&
          r1.y + r1.height <= r2.y + r2.height + dy &&
          (n2 > MAX (3, n1) || n1 < 3))
        break;
    }
    if (j == nclasses) {
      g_array_append_val (rects, r1);
      g_array_append_val (weights, n1);
    }
  }
  g_free (labels);
  g_free (avg);
  g_free (count);
}

/* --------------------------------------------------------------------- */

/* an empty array of #GstClRect */
static GArray *
rects_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (GstClRect));
}

/* an empty array of group weights (gint) */
static GArray *
weights_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (gint));
}

/* windows around a few centres, sizes of a 1.1 pyramid of a 24 window */
static void
random_hits (GRand * rand, GArray * rects, gint n, gint n_centres)
{
  gint i;

  g_array_set_size (rects, 0);
  for (i = 0; i < n; i++) {
    GstClRect r;
    gint c = g_rand_int_range (rand, 0, n_centres);
    gint level = g_rand_int_range (rand, 0, 20);
    gdouble f = 1.0;
    gint cx = (c * 7919) % 1800 + 60, cy = (c * 104729) % 1000 + 40;
    while (level--)
      f *= 1.1;
    r.width = r.height = (gint) (24 * f);
    r.x = cx - r.width / 2 + g_rand_int_range (rand, -12, 13);
    r.y = cy - r.height / 2 + g_rand_int_range (rand, -12, 13);
    /* exact duplicates happen at neighbouring scales */
    if (i > 0 && g_rand_int_range (rand, 0, 8) == 0)
      r = g_array_index (rects, GstClRect, i - 1);
    g_array_append_val (rects, r);
  }
}

static void
check_same (GArray * in, gint thr)
{
  GArray *a = g_array_copy (in), *b = g_array_copy (in);
  GArray *wa = weights_new (), *wb = weights_new ();
  guint i;

  gst_cl_group_rectangles (a, thr, 0.2, wa);
  ref_group (b, thr, 0.2, wb);
  fail_unless_equals_int (a->len, b->len);
  fail_unless_equals_int (wa->len, wb->len);
  for (i = 0; i < a->len; i++) {
    GstClRect *p = &g_array_index (a, GstClRect, i);
    GstClRect *q = &g_array_index (b, GstClRect, i);
    fail_unless (p->x == q->x && p->y == q->y && p->width == q->width &&
        p->height == q->height, "rect %u: %d,%d %dx%d vs OpenCV %d,%d %dx%d",
        i, p->x, p->y, p->width, p->height, q->x, q->y, q->width, q->height);
    fail_unless_equals_int (g_array_index (wa, gint, i),
        g_array_index (wb, gint, i));
  }
  g_array_unref (a);
  g_array_unref (b);
  g_array_unref (wa);
  g_array_unref (wb);
}

/* how many groups gst_cl_group_rectangles() makes of @rects at @thr */
static guint
n_groups (GArray * rects, gint thr)
{
  GArray *c = g_array_copy (rects), *w = weights_new ();
  guint n;

  gst_cl_group_rectangles (c, thr, 0.2, w);
  n = c->len;
  g_array_unref (c);
  g_array_unref (w);
  return n;
}

GST_START_TEST (test_group_equals_opencv_random)
{
  GRand *rand = g_rand_new_with_seed (15);
  GArray *rects = rects_new ();
  gint trial, groups = 0;

  for (trial = 0; trial < 400; trial++) {
    gint n = g_rand_int_range (rand, 1, 600);
    random_hits (rand, rects, n, g_rand_int_range (rand, 1, 12));
    check_same (rects, trial % 4);
    /* the inputs must give groups, or the comparison proves little */
    groups += n_groups (rects, 3);
  }
  fail_unless (groups > 400, "only %d groups in 400 trials", groups);
  g_array_unref (rects);
  g_rand_free (rand);
}

GST_END_TEST;

/* Fisher-Yates */
static void
shuffle (GRand * rand, GArray * rects)
{
  GstClRect *r = (GstClRect *) rects->data;
  gint i;

  for (i = (gint) rects->len - 1; i > 0; i--) {
    gint j = g_rand_int_range (rand, 0, i + 1);
    GstClRect t = r[i];

    r[i] = r[j];
    r[j] = t;
  }
}

/* a chain: each rect similar to the next only, so a component spans far
 * more than one rect's reach, in shuffled order */
GST_START_TEST (test_group_chain)
{
  GRand *rand = g_rand_new_with_seed (7);
  GArray *rects = rects_new ();
  gint i, round;

  for (round = 0; round < 50; round++) {
    gint n = g_rand_int_range (rand, 2, 200);
    g_array_set_size (rects, 0);
    for (i = 0; i < n; i++) {
      GstClRect r = { i * 9, (i % 3) * 4, 48, 48 };
      g_array_append_val (rects, r);
    }
    shuffle (rand, rects);
    check_same (rects, round % 3);
  }
  g_array_unref (rects);
  g_rand_free (rand);
}

GST_END_TEST;

/* weak groups: appended after exactly groupRectangles' output; every
 * group OpenCV keeps at the weak threshold with no more than min_neighbors
 * windows is among them */
GST_START_TEST (test_group_weak)
{
  GRand *rand = g_rand_new_with_seed (21);
  GArray *rects = rects_new ();
  gint trial, weak_seen = 0;

  for (trial = 0; trial < 200; trial++) {
    GArray *a, *b, *full;
    GArray *wa = weights_new (), *wb = weights_new (), *wf = weights_new ();
    guint i, j;

    random_hits (rand, rects, g_rand_int_range (rand, 1, 600),
        g_rand_int_range (rand, 1, 12));
    a = g_array_copy (rects);
    b = g_array_copy (rects);
    full = g_array_copy (rects);
    gst_cl_group_rectangles (a, 3, 0.2, wa);
    ref_group (b, 1, 0.2, wb);
    gst_cl_group_rectangles_full (full, 3, 1, 0.2, wf);
    fail_unless (full->len >= a->len);
    for (i = 0; i < a->len; i++) {
      fail_unless (memcmp (&g_array_index (a, GstClRect, i),
              &g_array_index (full, GstClRect, i), sizeof (GstClRect)) == 0);
      fail_unless_equals_int (g_array_index (wa, gint, i),
          g_array_index (wf, gint, i));
    }
    for (i = a->len; i < full->len; i++) {
      gint w = g_array_index (wf, gint, i);
      fail_unless (w > 1 && w <= 3, "weak group of %d windows", w);
    }
    for (j = 0; j < b->len; j++) {
      GstClRect *q = &g_array_index (b, GstClRect, j);

      if (g_array_index (wb, gint, j) > 3)
        continue;
      for (i = a->len; i < full->len; i++)
        if (memcmp (q, &g_array_index (full, GstClRect, i),
                sizeof (GstClRect)) == 0)
          break;
      fail_unless (i < full->len, "trial %d: OpenCV's weak group %d,%d "
          "%dx%d missing", trial, q->x, q->y, q->width, q->height);
      weak_seen++;
    }
    g_array_unref (a);
    g_array_unref (b);
    g_array_unref (full);
    g_array_unref (wa);
    g_array_unref (wb);
    g_array_unref (wf);
  }
  fail_unless (weak_seen > 100, "only %d weak groups in 200 trials",
      weak_seen);
  g_array_unref (rects);
  g_rand_free (rand);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clgroup,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_group_equals_opencv_random),
    GST_CL_TEST (test_group_chain),
    GST_CL_TEST (test_group_weak));
