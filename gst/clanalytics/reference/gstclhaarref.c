/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * CPU reference of OpenCV 4's CascadeClassifier::detectMultiScale for Haar
 * cascades: the detection kernels (kernels/cascade-*.cl) must find exactly the
 * raw hits this finds, and with the shared grouping the same faces.
 *
 * What is reproduced, from objdetect/src/cascadedetect.cpp:
 * - integral images as CV_32S for the sum, the squared sum and the tilted
 *   sum, all wrapping modulo 2^32;
 * - the scan: OpenCV's stripes (which can drop the last rows of a level),
 *   and the skip of the next window after one rejected by stage 0;
 * - per window: variance from the normrect inset by one pixel,
 *   nf = area * sqsum - sum^2, rejected unless nf > 0 and area / sqrt (nf)
 *   < 0.1, factor = (float) (1 / sqrt (nf)); feature values
 *   (w0 * s0 + w1 * s1 [+ w2 * s2]) * factor in float; stage sums in double
 *   against the float stage threshold.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

/* unfused float arithmetic, as OpenCV's */
#include "gstclopencvfp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclhaarref.h"
#include "gstcllbpref.h"
#include "gstclcascadepack.h"
#include "gstclerror.h"

/* The horizontal pass of the resize: row @s of an image @image_w wide at
 * the @w columns of coefficients @xt (source column << 9 | weight) */
static void
resize_row (const guint8 * s, guint image_w, const gint32 * xt, guint w,
    guint32 * out)
{
  guint x;

  for (x = 0; x < w; x++) {
    gint xo = xt[x] >> 9, cx = xt[x] & 511;
    gint xo1 = MIN (xo + 1, (gint) image_w - 1);

    out[x] = s[xo] * (256 - cx) + s[xo1] * cx;
  }
}

/**
 * gst_cl_cascade_build_atlas_cpu:
 * @plan: the plan
 * @image: the 8-bit grey image of the plan's size
 * @stride: its row stride in bytes
 * @atlas: (out): @plan->n_planes * @plan->plane_size elements
 *
 * Resizes the image to every level and writes the integral images (sum,
 * tilted sum when the plan has one, squared sum unless LBP) into the atlas, as the
 * device kernels do.  Unused atlas cells are zeroed.
 */
void
gst_cl_cascade_build_atlas_cpu (const GstClCascadePlan * plan,
    const guint8 * image, guint stride, guint32 * atlas)
{
  guint32 *sum = atlas;
  /* no squares in an LBP atlas (one plane) */
  guint32 *sq = plan->n_planes > 1 ? atlas + plan->sq_plane : NULL;
  guint32 *tilted = plan->n_planes == 3 ? atlas + plan->tilted_plane : NULL;
  guint li;

  memset (atlas, 0, sizeof (guint32) * plan->plane_size * plan->n_planes);

  for (li = 0; li < plan->n_levels; li++) {
    const GstClCascadeLevel *lv = &plan->levels[li];
    guint w = lv->width, h = lv->height, S = plan->stride, x, y;
    gint32 *xt = g_new (gint32, w), *yt = g_new (gint32, h);
    guint32 *hrow0 = g_new (guint32, w), *hrow1 = g_new (guint32, w);
    guint32 *prow = g_new (guint32, w + 1), *prow2 = g_new (guint32, w + 1);
    guint32 *a_prev = g_new0 (guint32, w + 1), *a_cur = g_new0 (guint32, w + 1);
    guint32 *b_prev = g_new0 (guint32, w + 1), *b_cur = g_new0 (guint32, w + 1);
    gint hrow0_src = -1, hrow1_src = -1;

    gst_cl_cascade_resize_coeffs (plan->image_w, w, xt);
    gst_cl_cascade_resize_coeffs (plan->image_h, h, yt);

    for (y = 0; y < h; y++) {
      gint yo = yt[y] >> 9, cy = yt[y] & 511;
      gint yo1 = MIN (yo + 1, (gint) plan->image_h - 1);
      guint32 *srow = sum + lv->offset + (gsize) y * S;
      guint32 *qrow = sq ? sq + lv->offset + (gsize) y * S : NULL;
      guint32 acc = 0, acc2 = 0;

      /* horizontal pass of the two source rows, cached across rows */
      if (hrow0_src != yo) {
        if (hrow1_src == yo) {
          guint32 *t = hrow0;

          hrow0 = hrow1;
          hrow1 = t;
          hrow1_src = -1;
        } else {
          resize_row (image + (gsize) yo * stride, plan->image_w, xt, w,
              hrow0);
        }
        hrow0_src = yo;
      }
      if (hrow1_src != yo1) {
        resize_row (image + (gsize) yo1 * stride, plan->image_w, xt, w,
            hrow1);
        hrow1_src = yo1;
      }

      prow[0] = prow2[0] = 0;
      for (x = 0; x < w; x++) {
        guint32 v = (hrow0[x] * (256 - cy) + hrow1[x] * cy + 32768) >> 16;

        acc += v;
        acc2 += v * v;
        prow[x + 1] = acc;
        prow2[x + 1] = acc2;
      }
      for (x = 0; x <= w; x++) {
        srow[S + x] = srow[x] + prow[x];
        if (qrow)
          qrow[S + x] = qrow[x] + prow2[x];
      }

      if (tilted) {
        guint32 *trow = tilted + lv->offset + (gsize) (y + 1) * S;
        guint32 *t;

        /* T = A - B, with A and B running sums of the row prefix sums
         * along the two diagonals (zero padding outside the image, which
         * is OpenCV's definition) */
        for (x = 0; x <= w; x++) {
          guint32 a_next = x + 1 <= w ? a_prev[x + 1] : srow[w];

          a_cur[x] = a_next + prow[x];
          b_cur[x] = x > 0 ? b_prev[x - 1] + prow[x - 1] : 0;
          trow[x] = a_cur[x] - b_cur[x];
        }
        t = a_prev;
        a_prev = a_cur;
        a_cur = t;
        t = b_prev;
        b_prev = b_cur;
        b_cur = t;
      }
    }

    g_free (xt);
    g_free (yt);
    g_free (hrow0);
    g_free (hrow1);
    g_free (prow);
    g_free (prow2);
    g_free (a_prev);
    g_free (a_cur);
    g_free (b_prev);
    g_free (b_cur);
  }
}

/* A feature's rectangles as offsets from a window's origin in the atlas. */
typedef struct
{
  gint32 b[3], dx[3], dy[3];
  gfloat w[3];
} OptFeature;

static OptFeature *
make_opt_features (const GstClCascade * c, const GstClCascadePlan * plan)
{
  OptFeature *of = g_new0 (OptFeature, MAX (c->n_features, 1));
  guint i, k;

  for (i = 0; i < c->n_features; i++) {
    const GstClCascadeFeature *f = &c->features[i];

    for (k = 0; k < 3; k++) {
      gst_cl_cascade_rect_offsets (&f->rect[k], f->tilted, plan->stride, plan->tilted_plane,
          &of[i].b[k], &of[i].dx[k], &of[i].dy[k]);
      of[i].w[k] = f->rect[k].weight;
    }
  }
  return of;
}

static inline gint32
box_sum (const guint32 * p, gint32 b, gint32 dx, gint32 dy)
{
  return (gint32) (p[b] - p[b + dx] - p[b + dy] + p[b + dx + dy]);
}

/* HaarEvaluator::OptFeature::calc () * varianceNormFactor, in float */
static inline gfloat
feature_value (const OptFeature * f, const guint32 * win, gfloat vnf)
{
  gfloat ret = f->w[0] * (gfloat) box_sum (win, f->b[0], f->dx[0], f->dy[0]) +
      f->w[1] * (gfloat) box_sum (win, f->b[1], f->dx[1], f->dy[1]);

  if (f->w[2] != 0.0f)
    ret += f->w[2] * (gfloat) box_sum (win, f->b[2], f->dx[2], f->dy[2]);
  return ret * vnf;
}

typedef struct
{
  const GstClCascade *c;
  const OptFeature *of;
  const guint32 *sq;
  gint32 nb, ndx, ndy;
  gdouble area;
} Scanner;

/* CascadeClassifierImpl::runAt: 1 accepted, -1 bad variance, -stage
 * rejected (0 for stage 0) */
static gint
run_at (const Scanner * sc, const guint32 * win, gsize win_ofs)
{
  const GstClCascade *c = sc->c;
  gint32 valsum = box_sum (win, sc->nb, sc->ndx, sc->ndy);
  guint32 valsq = (guint32) box_sum (sc->sq + win_ofs, sc->nb, sc->ndx,
      sc->ndy);
  gdouble nf = sc->area * valsq - (gdouble) valsum * valsum;
  gfloat vnf;
  guint si, wi;

  if (!(nf > 0.0))
    return -1;
  nf = sqrt (nf);
  vnf = (gfloat) (1.0 / nf);
  if (!(sc->area * vnf < 1e-1))
    return -1;

  for (si = 0; si < c->n_stages; si++) {
    const GstClCascadeStage *st = &c->stages[si];
    gdouble sum = 0.0;

    for (wi = st->first_weak; wi < st->first_weak + st->n_weak; wi++) {
      const GstClCascadeWeak *w = &c->weaks[wi];

      if (c->stumps_only) {
        const GstClCascadeNode *n = &c->nodes[w->first_node];
        gfloat v = feature_value (&sc->of[n->feature], win, vnf);

        sum += v < n->threshold ? c->leaves[w->first_leaf] :
            c->leaves[w->first_leaf + 1];
      } else {
        gint idx = 0;

        do {
          const GstClCascadeNode *n = &c->nodes[w->first_node + idx];
          gfloat v = feature_value (&sc->of[n->feature], win, vnf);

          idx = v < n->threshold ? n->left : n->right;
        } while (idx > 0);
        sum += c->leaves[w->first_leaf - idx];
      }
    }
    if (sum < st->threshold)
      return -(gint) si;
  }
  return 1;
}

static gint
haar_window (gpointer data, const guint32 * win, gsize ofs)
{
  return run_at (data, win, ofs);
}

/**
 * gst_cl_cascade_scan_levels:
 * @plan: the pyramid plan
 * @atlas: its integral images
 * @window: the cascade's evaluation of one window: 1 accepted, 0 rejected
 *   by stage 0, negative rejected by a later stage
 * @data: @window's data
 * @hits: (element-type GstClCascadeHit): raw hits are appended here
 *
 * OpenCV's CascadeClassifierInvoker scan, whatever the features: every
 * level, row by row, window step as the plan says, and the window after
 * one rejected by stage 0 skipped.
 */
void
gst_cl_cascade_scan_levels (const GstClCascadePlan * plan,
    const guint32 * atlas, GstClWindowFunc window, gpointer data,
    GArray * hits)
{
  guint li, S = plan->stride;

  for (li = 0; li < plan->n_levels; li++) {
    const GstClCascadeLevel *lv = &plan->levels[li];
    guint step = lv->step, iy, x;

    for (iy = 0; iy < lv->ny; iy++) {
      guint y = iy * step;

      for (x = 0; x < lv->nx * step; x += step) {
        gsize ofs = lv->offset + (gsize) y * S + x;
        gint r = window (data, atlas + ofs, ofs);

        if (r > 0) {
          GstClCascadeHit hit = { li, x, y, 0 };

          g_array_append_val (hits, hit);
        }
        if (r == 0)
          x += step;
      }
    }
  }
}

/**
 * gst_cl_cascade_scan_cpu:
 * @cascade: the cascade
 * @plan: a plan made for @cascade
 * @atlas: integral images from gst_cl_cascade_build_atlas_cpu() (or read back
 *   from the device)
 * @hits: (element-type GstClCascadeHit): raw hits are appended here, level by
 *   level, row by row
 *
 * Scans every level as OpenCV's CascadeClassifierInvoker does, including
 * the skipped window after a stage-0 rejection.  LBP cascades go to
 * gst_cl_lbp_scan_cpu().
 */
void
gst_cl_cascade_scan_cpu (const GstClCascade * cascade,
    const GstClCascadePlan * plan, const guint32 * atlas, GArray * hits)
{
  Scanner sc;
  OptFeature *of;
  guint S = plan->stride;

  g_return_if_fail (cascade != NULL && plan != NULL && hits != NULL);
  if (cascade->feature_type == GST_CL_CASCADE_LBP) {
    gst_cl_lbp_scan_cpu (cascade, plan, atlas, hits);
    return;
  }
  g_return_if_fail (cascade->window_w == plan->window_w &&
      cascade->window_h == plan->window_h);
  g_return_if_fail (!cascade->has_tilted || plan->n_planes == 3);

  of = make_opt_features (cascade, plan);
  sc.c = cascade;
  sc.of = of;
  sc.sq = atlas + plan->sq_plane;
  sc.nb = 1 + S;
  sc.ndx = cascade->window_w - 2;
  sc.ndy = (cascade->window_h - 2) * S;
  sc.area = (gdouble) (cascade->window_w - 2) * (cascade->window_h - 2);

  gst_cl_cascade_scan_levels (plan, atlas, haar_window, &sc, hits);
  g_free (of);
}

/**
 * gst_cl_cascade_detect_cpu:
 * @cascade: the cascade
 * @image: 8-bit grey image
 * @width: its width
 * @height: its height
 * @stride: its row stride in bytes
 * @params: (nullable): parameters, %NULL for OpenCV's defaults
 * @out_rects: (element-type GstClRect): detections are appended here
 * @out_weights: (element-type gint) (nullable): their neighbour counts
 * @out_hits: (element-type GstClCascadeHit) (nullable): the raw hits, in scan
 *   order
 * @error: a #GError return location
 *
 * The CPU reference: what OpenCV's detectMultiScale (image, objects,
 * numDetections, scaleFactor, minNeighbors, 0, minSize, maxSize) returns,
 * single-threaded.
 *
 * Returns: %FALSE when the parameters or the size are out of range
 */
gboolean
gst_cl_cascade_detect_cpu (const GstClCascade * cascade, const guint8 * image,
    guint width, guint height, guint stride, const GstClCascadeParams * params,
    GArray * out_rects, GArray * out_weights, GArray * out_hits,
    GError ** error)
{
  GstClCascadeParams defaults;
  GstClCascadePlan plan;
  GArray *hits;
  guint32 *atlas;

  g_return_val_if_fail (cascade != NULL && image != NULL, FALSE);
  g_return_val_if_fail (out_rects != NULL, FALSE);

  if (params == NULL) {
    gst_cl_cascade_params_init (&defaults);
    params = &defaults;
  }
  if (stride < width) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "stride %u is smaller than the width %u", stride, width);
    return FALSE;
  }
  if (!gst_cl_cascade_pyramid_plan (cascade, width, height, params, &plan,
          error))
    return FALSE;

  atlas = g_try_new (guint32, MAX (plan.plane_size * plan.n_planes, 1));
  if (atlas == NULL) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_OUT_OF_RESOURCES,
        "cannot allocate the integral images for %ux%u", width, height);
    gst_cl_cascade_plan_clear (&plan);
    return FALSE;
  }
  hits = g_array_new (FALSE, FALSE, sizeof (GstClCascadeHit));
  gst_cl_cascade_build_atlas_cpu (&plan, image, stride, atlas);
  gst_cl_cascade_scan_cpu (cascade, &plan, atlas, hits);
  if (out_hits)
    g_array_append_vals (out_hits, hits->data, hits->len);
  gst_cl_cascade_group_hits (&plan, (GstClCascadeHit *) hits->data, hits->len,
      params->min_neighbors, params->min_neighbors, out_rects, out_weights);

  g_array_free (hits, TRUE);
  g_free (atlas);
  gst_cl_cascade_plan_clear (&plan);
  return TRUE;
}
