/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * From raw detection windows to faces: hits to rectangles in image
 * pixels, OpenCV's groupRectangles (partition with SimilarRects, averages
 * in float, groups of <= minNeighbors dropped, small groups inside big ones
 * dropped), the final clipping to the image, and the confidence of a face.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

/* unfused float arithmetic, as OpenCV's */
#include "gstclopencvfp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclgroup.h"

static gint
hit_cmp (gconstpointer a, gconstpointer b)
{
  const GstClCascadeHit *p = a, *q = b;

  if (p->level != q->level)
    return p->level < q->level ? -1 : 1;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  return 0;
}

/**
 * gst_cl_cascade_sort_hits:
 * @hits: raw hits
 * @n_hits: their number
 *
 * Sorts hits into the CPU scan's order (level, row, column), so that the
 * device's hits, which arrive in any order, can be compared with the CPU's
 * and grouped into the same output order every time.
 */
void
gst_cl_cascade_sort_hits (GstClCascadeHit * hits, guint n_hits)
{
  if (n_hits > 1)
    qsort (hits, n_hits, sizeof (GstClCascadeHit), hit_cmp);
}

/**
 * gst_cl_cascade_hits_to_rects:
 * @plan: the plan the hits were found with
 * @hits: raw hits
 * @n_hits: their number
 * @rects: (element-type GstClRect): image rectangles are appended here
 *
 * Maps hits to image coordinates as OpenCV does: (cvRound (x * factor),
 * cvRound (y * factor)) with the level's window size.  Hits with an
 * unknown level are skipped.
 */
void
gst_cl_cascade_hits_to_rects (const GstClCascadePlan * plan,
    const GstClCascadeHit * hits, guint n_hits, GArray * rects)
{
  guint i;

  for (i = 0; i < n_hits; i++) {
    const GstClCascadeLevel *lv;
    GstClRect r;

    if (hits[i].level < 0 || (guint) hits[i].level >= plan->n_levels)
      continue;
    lv = &plan->levels[hits[i].level];
    r.x = gst_cl_cv_roundf ((gfloat) hits[i].x * lv->factor);
    r.y = gst_cl_cv_roundf ((gfloat) hits[i].y * lv->factor);
    r.width = lv->win_w;
    r.height = lv->win_h;
    g_array_append_val (rects, r);
  }
}

/* OpenCV's SimilarRects */
static inline gboolean
similar_rects (const GstClRect * a, const GstClRect * b, gdouble eps)
{
  gdouble delta = eps * (MIN (a->width, b->width) +
      MIN (a->height, b->height)) * 0.5;

  return abs (a->x - b->x) <= delta && abs (a->y - b->y) <= delta &&
      abs (a->x + a->width - b->x - b->width) <= delta &&
      abs (a->y + a->height - b->y - b->height) <= delta;
}

static gint
find_root (gint * parent, gint i)
{
  gint root = i, p;

  while (parent[root] >= 0)
    root = parent[root];
  while ((p = parent[i]) >= 0) {
    parent[i] = root;
    i = p;
  }
  return root;
}

typedef struct
{
  gint x, i;
} XIndex;

static gint
xindex_cmp (gconstpointer a, gconstpointer b)
{
  const XIndex *p = a, *q = b;

  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  return p->i < q->i ? -1 : p->i > q->i;
}

/* cv::partition with SimilarRects: the classes are the connected
 * components of the similarity graph, numbered in order of first
 * appearance, as cv::partition numbers them (its union order changes the
 * trees, never the components).  OpenCV tests all n^2 pairs; two rects
 * can only be similar when their x differ by at most
 * delta <= eps * (w + h) / 2 of either, so after a sort on x each rect is
 * tested against the few that follow it within that distance. */
static guint
partition_rects (const GstClRect * v, guint n, gdouble eps, gint * labels)
{
  gint *parent = g_new (gint, n);
  XIndex *order = g_new (XIndex, n);
  GstClRect *sorted = g_new (GstClRect, n);
  guint i, j, nclasses = 0;

  for (i = 0; i < n; i++) {
    parent[i] = -1;
    order[i].x = v[i].x;
    order[i].i = i;
  }
  qsort (order, n, sizeof (XIndex), xindex_cmp);
  /* the rects in that order, read one after the other below */
  for (i = 0; i < n; i++)
    sorted[i] = v[order[i].i];
  for (i = 0; i < n; i++) {
    const GstClRect *a = &sorted[i];
    /* an upper bound of the delta of similar_rects (a, anything); x and y
     * differ by integers, so its integer part bounds both: the scan stops
     * there, and the y test drops the rects of the same columns but other
     * rows before the float one */
    const gint reach = (gint) (eps * (a->width + a->height) * 0.5);
    const gint x_end = a->x + reach;
    /* a's root: only this loop joins components while it runs */
    gint ra = find_root (parent, order[i].i);

    for (j = i + 1; j < n && sorted[j].x <= x_end; j++) {
      const GstClRect *b = &sorted[j];
      gint rb;

      if (abs (a->y - b->y) > reach)
        continue;
      /* most pairs of a face's hits are joined already: the roots first,
       * the float test only between components */
      rb = find_root (parent, order[j].i);
      if (ra != rb && similar_rects (a, b, eps)) {
        parent[MAX (ra, rb)] = MIN (ra, rb);
        ra = MIN (ra, rb);
      }
    }
  }
  /* roots are the smallest index of their component: numbered in order */
  for (i = 0; i < n; i++) {
    gint root = find_root (parent, i);
    labels[i] = root == (gint) i ? (gint) nclasses++ : labels[root];
  }
  g_free (parent);
  g_free (order);
  g_free (sorted);
  return nclasses;
}

/* appends class @c's rectangle (and weight) unless it lies inside one of
 * the @nstrong classes @strong, bigger and better supported
 * (groupRectangles' inner-rectangle rule) */
static void
keep_unless_inside (GArray * rects, GArray * weights, const GstClRect * avg,
    const gint * count, guint c, const guint * strong, guint nstrong,
    gdouble eps)
{
  GstClRect r1 = avg[c];
  gint n1 = count[c];
  guint j;

  for (j = 0; j < nstrong; j++) {
    GstClRect r2 = avg[strong[j]];
    gint n2 = count[strong[j]], dx, dy;

    if (strong[j] == c)
      continue;
    dx = gst_cl_cv_round (r2.width * eps);
    dy = gst_cl_cv_round (r2.height * eps);
    if (r1.x >= r2.x - dx && r1.y >= r2.y - dy &&
        r1.x + r1.width <= r2.x + r2.width + dx &&
        r1.y + r1.height <= r2.y + r2.height + dy &&
        (n2 > MAX (3, n1) || n1 < 3))
      return;
  }
  g_array_append_val (rects, r1);
  if (weights)
    g_array_append_val (weights, n1);
}

/**
 * gst_cl_group_rectangles_full:
 * @rects_in_out: (element-type GstClRect): raw rectangles in, groups out
 * @min_neighbors: groups of this many rectangles or fewer are dropped
 * @weak_neighbors: ... unless they have more than this many (at most
 *   @min_neighbors): those weak groups are appended after the others
 * @eps: relative tolerance of the similarity test (OpenCV uses 0.2)
 * @weights_out: (element-type gint) (nullable): set to the number of raw
 *   rectangles behind each output rectangle
 *
 * OpenCV's groupRectangles (rectList, weights, groupThreshold, eps):
 * clusters similar rectangles, averages each cluster (float, rounded),
 * drops clusters with <= @min_neighbors members and clusters lying inside
 * a bigger, better supported one.  With @min_neighbors <= 0 the input is
 * kept and every weight is 1.
 *
 * The groups of more than @min_neighbors come first and are exactly
 * groupRectangles' output; after them, the groups of @weak_neighbors <
 * members <= @min_neighbors that lie inside none of those by the same
 * rule, in cluster order.  Weak groups hide nothing, so they never change
 * the first part.  A caller tells them apart by their weight.
 */
void
gst_cl_group_rectangles_full (GArray * rects_in_out, gint min_neighbors,
    gint weak_neighbors, gdouble eps, GArray * weights_out)
{
  GstClRect *v, *avg;
  gint *labels, *count;
  guint *strong;
  guint n, nclasses, nstrong, i;

  g_return_if_fail (rects_in_out != NULL);

  n = rects_in_out->len;
  if (weights_out)
    g_array_set_size (weights_out, 0);
  if (min_neighbors <= 0 || n == 0) {
    if (weights_out) {
      for (i = 0; i < n; i++) {
        gint one = 1;

        g_array_append_val (weights_out, one);
      }
    }
    return;
  }

  v = (GstClRect *) rects_in_out->data;
  labels = g_new (gint, n);
  nclasses = partition_rects (v, n, eps, labels);
  avg = g_new0 (GstClRect, nclasses);
  count = g_new0 (gint, nclasses);
  strong = g_new (guint, nclasses);
  for (i = 0; i < n; i++) {
    gint cls = labels[i];

    avg[cls].x += v[i].x;
    avg[cls].y += v[i].y;
    avg[cls].width += v[i].width;
    avg[cls].height += v[i].height;
    count[cls]++;
  }
  for (i = 0; i < nclasses; i++) {
    gfloat s = 1.0f / count[i];

    avg[i].x = gst_cl_cv_roundf (avg[i].x * s);
    avg[i].y = gst_cl_cv_roundf (avg[i].y * s);
    avg[i].width = gst_cl_cv_roundf (avg[i].width * s);
    avg[i].height = gst_cl_cv_roundf (avg[i].height * s);
  }

  /* the classes with enough members, in order: only they are kept, and
   * only they can hide another (most classes of a busy frame are stray
   * windows of one or two) */
  for (i = 0, nstrong = 0; i < nclasses; i++)
    if (count[i] > min_neighbors)
      strong[nstrong++] = i;

  g_array_set_size (rects_in_out, 0);
  for (i = 0; i < nstrong; i++)
    keep_unless_inside (rects_in_out, weights_out, avg, count, strong[i],
        strong, nstrong, eps);
  for (i = 0; i < nclasses; i++)
    if (count[i] > MAX (weak_neighbors, 0) && count[i] <= min_neighbors)
      keep_unless_inside (rects_in_out, weights_out, avg, count, i, strong,
          nstrong, eps);
  g_free (strong);
  g_free (labels);
  g_free (avg);
  g_free (count);
}

/**
 * gst_cl_group_rectangles:
 *
 * gst_cl_group_rectangles_full() without weak groups: exactly OpenCV's
 * groupRectangles.
 */
void
gst_cl_group_rectangles (GArray * rects_in_out, gint min_neighbors,
    gdouble eps, GArray * weights_out)
{
  gst_cl_group_rectangles_full (rects_in_out, min_neighbors, min_neighbors,
      eps, weights_out);
}

/**
 * gst_cl_clip_rectangles:
 * @rects: (element-type GstClRect): rectangles, clipped in place
 * @weights: (element-type gint) (nullable): kept in step with @rects
 * @width: image width
 * @height: image height
 *
 * OpenCV's clipObjects: intersects each rectangle with the image and drops
 * the empty ones.
 */
void
gst_cl_clip_rectangles (GArray * rects, GArray * weights, guint width,
    guint height)
{
  guint i, j = 0;

  for (i = 0; i < rects->len; i++) {
    GstClRect r = g_array_index (rects, GstClRect, i);
    gint x1 = MAX (r.x, 0), y1 = MAX (r.y, 0);
    gint x2 = MIN (r.x + r.width, (gint) width);
    gint y2 = MIN (r.y + r.height, (gint) height);

    if (x2 <= x1 || y2 <= y1)
      continue;
    r.x = x1;
    r.y = y1;
    r.width = x2 - x1;
    r.height = y2 - y1;
    g_array_index (rects, GstClRect, j) = r;
    if (weights && weights->len == rects->len)
      g_array_index (weights, gint, j) = g_array_index (weights, gint, i);
    j++;
  }
  if (weights && weights->len == rects->len)
    g_array_set_size (weights, j);
  g_array_set_size (rects, j);
}

/**
 * gst_cl_cascade_group_hits:
 * @plan: the plan the hits were found with
 * @hits: raw hits, from the CPU or the device; sorted in place
 * @n_hits: their number
 * @min_neighbors: as in #GstClCascadeParams
 * @weak_neighbors: as in gst_cl_group_rectangles_full() (@min_neighbors:
 *   no weak groups)
 * @rects: (element-type GstClRect): the final detections are appended
 * @weights: (element-type gint) (nullable): their neighbour counts
 *
 * The tail of detectMultiScale: sorts the hits (so any arrival order gives
 * the same output order), maps them to the image, groups with eps 0.2 and
 * clips to the image.
 */
void
gst_cl_cascade_group_hits (const GstClCascadePlan * plan,
    GstClCascadeHit * hits, guint n_hits, gint min_neighbors,
    gint weak_neighbors, GArray * rects, GArray * weights)
{
  GArray *tmp = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *w = g_array_new (FALSE, FALSE, sizeof (gint));

  gst_cl_cascade_sort_hits (hits, n_hits);
  gst_cl_cascade_hits_to_rects (plan, hits, n_hits, tmp);
  gst_cl_group_rectangles_full (tmp, min_neighbors, weak_neighbors,
      GST_CL_CASCADE_GROUP_EPS, w);
  gst_cl_clip_rectangles (tmp, w, plan->image_w, plan->image_h);
  g_array_append_vals (rects, tmp->data, tmp->len);
  if (weights)
    g_array_append_vals (weights, w->data, w->len);
  g_array_free (tmp, TRUE);
  g_array_free (w, TRUE);
}

/* overlap of two rectangles: intersection over union, and intersection
 * over the smaller one's area (1 when one contains the other) */
static void
overlap (const GstClRect * a, const GstClRect * b, gdouble * iou,
    gdouble * over_min)
{
  gint ix = MAX (0, MIN (a->x + a->width, b->x + b->width) - MAX (a->x, b->x));
  gint iy = MAX (0, MIN (a->y + a->height, b->y + b->height) -
      MAX (a->y, b->y));
  gdouble inter = (gdouble) ix * iy;
  gdouble area_a = (gdouble) a->width * a->height;
  gdouble area_b = (gdouble) b->width * b->height;

  *iou = inter > 0 ? inter / (area_a + area_b - inter) : 0;
  *over_min = inter > 0 ? inter / MIN (area_a, area_b) : 0;
}

/**
 * gst_cl_rects_overlap:
 * @min_iou: see gst_cl_merge_overlaps()
 * @min_cover: see gst_cl_merge_overlaps()
 *
 * Returns: whether gst_cl_merge_overlaps() would take @a and @b for one
 *   object
 */
gboolean
gst_cl_rects_overlap (const GstClRect * a, const GstClRect * b,
    gdouble min_iou, gdouble min_cover)
{
  gdouble iou, cover;

  overlap (a, b, &iou, &cover);
  return iou >= min_iou || cover >= min_cover;
}

/**
 * gst_cl_rect_iou:
 *
 * Returns: the intersection over union of @a and @b, 0 when they do not
 *   meet
 */
gdouble
gst_cl_rect_iou (const GstClRect * a, const GstClRect * b)
{
  gdouble iou, cover;

  overlap (a, b, &iou, &cover);
  return iou;
}

/* whether box @a is taken before box @b (see gst_cl_merge_overlaps_full()) */
static gboolean
before (const gboolean * first, const gint * w, guint a, guint b)
{
  if (first && first[a] != first[b])
    return first[a];
  return w[a] > w[b];
}

/**
 * gst_cl_merge_overlaps:
 * @rects: (element-type GstClRect): grouped detections, merged in place
 * @weights: (element-type gint): their neighbour counts, kept in step
 * @min_iou: two boxes overlapping by at least this IoU are one object
 * @min_cover: ... or when their intersection covers at least this share
 *   of the smaller box (a box inside or mostly inside another)
 *
 * One box per object: OpenCV's groupRectangles often leaves, beside a
 * face, a second, larger group overlapping it by ~70% (too far apart for
 * its eps, not inside enough for its inner-rectangle rule).  Boxes are
 * taken from the best supported down (most neighbours first; ties: the
 * earlier box); a box that overlaps an already kept one by @min_iou or
 * @min_cover is folded into it.  The kept box keeps its own geometry
 * (OpenCV's average of its group) and takes the neighbours of every box
 * folded into it, so its weight is the number of raw windows that saw
 * the object and gst_cl_cascade_confidence() of it stays a measure of
 * support.  Order of the survivors: their original order.
 */
void
gst_cl_merge_overlaps (GArray * rects, GArray * weights, gdouble min_iou,
    gdouble min_cover)
{
  gst_cl_merge_overlaps_full (rects, weights, NULL, min_iou, min_cover);
}

/**
 * gst_cl_merge_overlaps_full:
 * @first: (nullable): per box of @rects, whether it is taken before the
 *   others (then by support, as gst_cl_merge_overlaps() takes them all)
 *
 * gst_cl_merge_overlaps(), where the boxes marked in @first keep their
 * place when another box folds into them, whatever their support, and
 * also take the boxes that overlap those folded into them (what the box
 * of most support would have taken in their place): the caller knows a
 * box continues an object already followed (a tracked face), which a few
 * more windows beside it must not move.
 */
void
gst_cl_merge_overlaps_full (GArray * rects, GArray * weights,
    const gboolean * first, gdouble min_iou, gdouble min_cover)
{
  guint n = rects->len, i, j, k, *order;
  gint *owner;
  GstClRect *r = (GstClRect *) rects->data;
  gint *w = (gint *) weights->data;

  g_return_if_fail (weights->len == n);
  if (n < 2)
    return;
  order = g_new (guint, n);
  owner = g_new (gint, n);
  for (i = 0; i < n; i++) {
    order[i] = i;
    owner[i] = -1;
  }
  /* stable insertion sort, the boxes marked first, then by weight,
   * descending: n is a handful */
  for (i = 1; i < n; i++) {
    guint v = order[i];
    for (j = i; j > 0 && before (first, w, v, order[j - 1]); j--)
      order[j] = order[j - 1];
    order[j] = v;
  }
  for (i = 0; i < n; i++) {
    guint a = order[i];

    for (j = 0; j < i; j++) {
      guint b = order[j];
      /* a box folded into one marked first: the marked box takes what it
       * would have taken in its place (the cluster around the box of
       * most support, which would have kept it) */
      gboolean through = owner[b] >= 0 && first && first[owner[b]];

      if (owner[b] >= 0 && !through)
        continue;
      if (gst_cl_rects_overlap (&r[a], &r[b], min_iou, min_cover)) {
        owner[a] = through ? owner[b] : (gint) b;
        break;
      }
    }
  }
  for (i = 0; i < n; i++)
    if (owner[i] >= 0)
      w[owner[i]] += w[i];
  for (i = 0, k = 0; i < n; i++) {
    if (owner[i] >= 0)
      continue;
    r[k] = r[i];
    w[k] = w[i];
    k++;
  }
  g_array_set_size (rects, k);
  g_array_set_size (weights, k);
  g_free (order);
  g_free (owner);
}

/* whether @b lies just under @u and is much smaller: centred under it
 * within @max_offset of its width, its top from 0.8 of @u's height down to
 * @max_gap of that height below @u's bottom, at most @max_size of its
 * width */
static gboolean
under (const GstClRect * b, const GstClRect * u, gdouble max_size,
    gdouble max_gap, gdouble max_offset)
{
  gdouble dx = (b->x + b->width / 2.0) - (u->x + u->width / 2.0);

  return b->width <= max_size * u->width && fabs (dx) <= max_offset * u->width
      && b->y >= u->y + 0.8 * u->height
      && b->y <= u->y + u->height + max_gap * u->height;
}

/**
 * gst_cl_drop_under:
 * @rects: (element-type GstClRect): detections, filtered in place
 * @weights: (element-type gint): their neighbour counts, kept in step
 * @uppers: (element-type GstClRect): the faces they are judged against
 *   (may be @rects itself)
 *
 * Drops the boxes of @rects that lie just under a box of @uppers at most
 * @max_size of its width (see under()): a chin, a collar or a patterned
 * shirt right under a face.  Judged against @uppers as they are on entry.
 */
void
gst_cl_drop_under (GArray * rects, GArray * weights, const GArray * uppers,
    gdouble max_size, gdouble max_gap, gdouble max_offset)
{
  guint n = rects->len, nu = uppers->len, i, j, k;
  gboolean *drop = g_new0 (gboolean, n + 1);

  for (i = 0; i < n; i++)
    for (j = 0; j < nu && !drop[i]; j++)
      if (uppers != rects || i != j)
        drop[i] = under (&g_array_index (rects, GstClRect, i),
            &g_array_index (uppers, GstClRect, j), max_size, max_gap,
            max_offset);
  for (i = 0, k = 0; i < n; i++) {
    if (drop[i])
      continue;
    g_array_index (rects, GstClRect, k) = g_array_index (rects, GstClRect, i);
    g_array_index (weights, gint, k) = g_array_index (weights, gint, i);
    k++;
  }
  g_array_set_size (rects, k);
  g_array_set_size (weights, k);
  g_free (drop);
}

/**
 * gst_cl_cascade_confidence:
 * @neighbors: raw hits behind a detection (its weight)
 *
 * The confidence reported for a detection: 1 - exp (-neighbors / 10), a
 * monotonic map of OpenCV's neighbour count into [0, 1).  A face seen by
 * 3 windows scores 0.26, by 10 windows 0.63, by 30 windows 0.95.  The
 * neighbour count itself is the better-known figure and is reported too.
 *
 * Returns: the confidence
 */
gdouble
gst_cl_cascade_confidence (gint neighbors)
{
  return neighbors > 0 ? 1.0 - exp (-neighbors / 10.0) : 0.0;
}
