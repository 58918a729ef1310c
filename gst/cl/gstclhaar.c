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
 * cascades, the pyramid plan it implies, and the packing of cascade and
 * pyramid for kernels/haar.cl.
 *
 * What is reproduced, from objdetect/src/cascadedetect.cpp:
 * - scales: factor *= scaleFactor in double while cvRound (window * factor)
 *   fits the image, kept as float; min/max size filtered with float
 *   products; the closest scale (L2) when the filter leaves none;
 * - levels: cvRound (size / scale) in float, step = scale >= 2 ? 1 : 2,
 *   resized with the bit-exact INTER_LINEAR (resize.cpp's
 *   interpolationLinear: 8-bit fixed-point coefficients, horizontal then
 *   vertical, round at 16 bits);
 * - integral images as CV_32S for the sum, the squared sum and the tilted
 *   sum, all wrapping modulo 2^32;
 * - the scan: OpenCV's stripes (which can drop the last rows of a level),
 *   and the skip of the next window after one rejected by stage 0;
 * - per window: variance from the normrect inset by one pixel,
 *   nf = area * sqsum - sum^2, rejected unless nf > 0 and area / sqrt (nf)
 *   < 0.1, factor = (float) (1 / sqrt (nf)); feature values
 *   (w0 * s0 + w1 * s1 [+ w2 * s2]) * factor in float; stage sums in double
 *   against the float stage threshold;
 * - groupRectangles (partition with SimilarRects, averages in float,
 *   dropping groups of <= minNeighbors and small groups inside big ones)
 *   and the final clipping to the image.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

/* the float and double arithmetic below must stay unfused, as OpenCV's */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize ("fp-contract=off")
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclhaar.h"
#include "gstclerror.h"

#define MAX_LEVELS 1024
#define MAX_IMAGE_SIDE 16384

/* the layouts kernels/haar.cl reads */
G_STATIC_ASSERT (sizeof (GstClHaarDevNode) == 80);
G_STATIC_ASSERT (sizeof (GstClHaarDevStage) == 16);
G_STATIC_ASSERT (sizeof (GstClHaarDevLevel) == 64);
G_STATIC_ASSERT (sizeof (GstClHaarHit) == 16);

/**
 * gst_cl_haar_params_init:
 * @params: parameters to fill
 *
 * Sets OpenCV's defaults: scale factor 1.1, 3 neighbours, no size limits.
 */
void
gst_cl_haar_params_init (GstClHaarParams * params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof (*params));
  params->scale_factor = 1.1;
  params->min_neighbors = 3;
}

static inline gint
round_d (gdouble v)
{
  return (gint) lrint (v);
}

static inline gint
round_f (gfloat v)
{
  return (gint) lrintf (v);
}

/**
 * gst_cl_haar_pyramid_plan:
 * @cascade: the cascade
 * @width: image width
 * @height: image height
 * @params: (nullable): detection parameters, %NULL for the defaults
 * @plan: (out caller-allocates): the plan, to clear with
 *   gst_cl_haar_plan_clear()
 * @error: a #GError return location
 *
 * Computes the pyramid OpenCV would scan for an image of this size, and the
 * atlas layout of its integral images.  An image smaller than the window
 * gives a plan without levels.  Fails with %GST_CL_ERROR_NOT_SUPPORTED on
 * parameters or sizes out of range.
 *
 * Returns: %TRUE on success
 */
gboolean
gst_cl_haar_pyramid_plan (const GstClCascade * cascade, guint width,
    guint height, const GstClHaarParams * params, GstClHaarPlan * plan,
    GError ** error)
{
  GstClHaarParams defaults;
  GArray *all, *scales;
  guint win_w, win_h, max_w, max_h, i, nstripes;
  guint layer_x = 0, layer_y = 0, layer_dy = 0;
  gdouble factor;

  g_return_val_if_fail (cascade != NULL, FALSE);
  g_return_val_if_fail (plan != NULL, FALSE);

  memset (plan, 0, sizeof (*plan));
  if (params == NULL) {
    gst_cl_haar_params_init (&defaults);
    params = &defaults;
  }
  if (!(params->scale_factor > 1.0 && params->scale_factor <= 100.0)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "scale factor %g is out of range (must be > 1 and <= 100)",
        params->scale_factor);
    return FALSE;
  }
  if (width == 0 || height == 0 || width > MAX_IMAGE_SIDE ||
      height > MAX_IMAGE_SIDE || params->min_width > MAX_IMAGE_SIDE ||
      params->min_height > MAX_IMAGE_SIDE) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "image %ux%u or minimum size %ux%u out of range (1 to %d)", width,
        height, params->min_width, params->min_height, MAX_IMAGE_SIDE);
    return FALSE;
  }

  win_w = cascade->window_w;
  win_h = cascade->window_h;
  plan->image_w = width;
  plan->image_h = height;
  plan->window_w = win_w;
  plan->window_h = win_h;
  plan->n_planes = cascade->has_tilted ? 3 : 2;
  if (width < win_w || height < win_h)
    return TRUE;

  max_w = params->max_width;
  max_h = params->max_height;
  if (max_w == 0 || max_h == 0) {
    max_w = width;
    max_h = height;
  }

  all = g_array_new (FALSE, FALSE, sizeof (gfloat));
  scales = g_array_new (FALSE, FALSE, sizeof (gfloat));
  for (factor = 1.0;; factor *= params->scale_factor) {
    gfloat f = (gfloat) factor;

    if (round_d (win_w * factor) > (gint) width ||
        round_d (win_h * factor) > (gint) height)
      break;
    if (all->len >= MAX_LEVELS) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "more than %d pyramid levels: scale factor %g is too close to 1",
          MAX_LEVELS, params->scale_factor);
      g_array_free (all, TRUE);
      g_array_free (scales, TRUE);
      return FALSE;
    }
    g_array_append_val (all, f);
  }
  for (i = 0; i < all->len; i++) {
    gfloat f = g_array_index (all, gfloat, i);
    gint ww = round_f ((gfloat) win_w * f), wh = round_f ((gfloat) win_h * f);

    if (ww > (gint) max_w || wh > (gint) max_h)
      break;
    if (ww < (gint) params->min_width || wh < (gint) params->min_height)
      continue;
    g_array_append_val (scales, f);
  }
  /* OpenCV falls back to the one scale closest to the minimum size */
  if (scales->len == 0 && all->len > 0) {
    gdouble best = 0.0;
    guint best_i = 0;

    for (i = 0; i < all->len; i++) {
      gfloat f = g_array_index (all, gfloat, i);
      gint dw = (gint) params->min_width - round_f ((gfloat) win_w * f);
      gint dh = (gint) params->min_height - round_f ((gfloat) win_h * f);
      gdouble d = (gdouble) (dw * dw + dh * dh);

      if (i == 0 || best > d) {
        best = d;
        best_i = i;
      }
    }
    g_array_append_val (scales, g_array_index (all, gfloat, best_i));
  }
  g_array_free (all, TRUE);

  plan->n_levels = scales->len;
  plan->levels = g_new0 (GstClHaarLevel, MAX (plan->n_levels, 1));
  plan->stride = ((guint) round_f ((gfloat) width /
          g_array_index (scales, gfloat, 0)) + 31 + 31) & ~31u;

  for (i = 0; i < plan->n_levels; i++) {
    GstClHaarLevel *lv = &plan->levels[i];
    gfloat f = g_array_index (scales, gfloat, i);

    lv->factor = f;
    lv->width = round_f ((gfloat) width / f);
    lv->height = round_f ((gfloat) height / f);
    lv->step = f >= 2.0f ? 1 : 2;
    lv->win_w = round_f ((gfloat) win_w * f);
    lv->win_h = round_f ((gfloat) win_h * f);

    /* FeatureEvaluator::updateScaleData's packing */
    if (i == 0)
      layer_dy = lv->height + 1;
    if (layer_x + lv->width + 1 > plan->stride) {
      layer_x = 0;
      layer_y += layer_dy;
      layer_dy = lv->height + 1;
    }
    lv->atlas_x = layer_x;
    lv->atlas_y = layer_y;
    layer_x += lv->width + 1;
  }
  plan->rows = layer_y + layer_dy;
  plan->plane_size = (gsize) plan->stride * plan->rows;
  plan->tilted_plane = cascade->has_tilted ? plan->plane_size : 0;
  plan->sq_plane = plan->plane_size * (plan->n_planes - 1);
  if (plan->plane_size * plan->n_planes >= G_MAXINT32) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "image %ux%u needs an integral atlas of %" G_GSIZE_FORMAT
        " elements, more than 32-bit offsets address", width, height,
        plan->plane_size * plan->n_planes);
    g_array_free (scales, TRUE);
    gst_cl_haar_plan_clear (plan);
    return FALSE;
  }

  /* CascadeClassifierInvoker's stripes, sized from level 0 */
  nstripes = 0;
  for (i = 0; i < plan->n_levels; i++) {
    GstClHaarLevel *lv = &plan->levels[i];
    guint szw_w = lv->width + 1 > win_w ? lv->width + 1 - win_w : 0;
    guint szw_h = lv->height + 1 > win_h ? lv->height + 1 - win_h : 0;
    guint stripe, ymax;

    if (i == 0)
      nstripes = (szw_w + 31) / 32;
    lv->offset = lv->atlas_y * plan->stride + lv->atlas_x;
    lv->nx = (szw_w + lv->step - 1) / lv->step;
    stripe = MAX ((szw_h / lv->step + nstripes - 1) / MAX (nstripes, 1), 1) *
        lv->step;
    ymax = MIN (nstripes * stripe, szw_h);
    lv->ny = (ymax + lv->step - 1) / lv->step;
    plan->n_windows += (guint64) lv->nx * lv->ny;
  }
  g_array_free (scales, TRUE);
  return TRUE;
}

/**
 * gst_cl_haar_plan_clear:
 * @plan: a plan
 *
 * Frees what gst_cl_haar_pyramid_plan() allocated.
 */
void
gst_cl_haar_plan_clear (GstClHaarPlan * plan)
{
  if (plan == NULL)
    return;
  g_free (plan->levels);
  memset (plan, 0, sizeof (*plan));
}

/**
 * gst_cl_haar_resize_coeffs:
 * @src_size: source length
 * @dst_size: destination length
 * @table: (out) (array length=dst_size): one entry per destination pixel
 *
 * The coefficients of OpenCV's bit-exact linear resize along one axis:
 * entry = offset * 512 + c, where the result is (256 - c) * src[offset] +
 * c * src[min (offset + 1, src_size - 1)] in 1/256 units.  Pixels beyond
 * the source edges get c = 0, which reproduces OpenCV's border copies.
 * The same holds for OpenCV's 2x INTER_AREA shortcut, which equals this.
 */
void
gst_cl_haar_resize_coeffs (guint src_size, guint dst_size, gint32 * table)
{
  gdouble scale = 1.0 / ((gdouble) dst_size / src_size);
  guint v;

  for (v = 0; v < dst_size; v++) {
    volatile gdouble prod = scale * ((gdouble) v + 0.5);
    gdouble f = prod - 0.5;
    gdouble fl = floor (f);
    gint ofs = 0, c = 0;

    if (fl >= 0.0 && src_size > 1) {
      if (fl < (gdouble) src_size - 1) {
        ofs = (gint) fl;
        c = (gint) lrint ((f - fl) * 256.0);
      } else {
        ofs = src_size - 1;
      }
    }
    table[v] = ofs * 512 + c;
  }
}

/**
 * gst_cl_haar_build_atlas_cpu:
 * @plan: the plan
 * @image: the 8-bit grey image of the plan's size
 * @stride: its row stride in bytes
 * @atlas: (out): @plan->n_planes * @plan->plane_size elements
 *
 * Resizes the image to every level and writes the integral images (sum,
 * tilted sum when the plan has one, squared sum) into the atlas, as the
 * device kernels do.  Unused atlas cells are zeroed.
 */
void
gst_cl_haar_build_atlas_cpu (const GstClHaarPlan * plan,
    const guint8 * image, guint stride, guint32 * atlas)
{
  guint32 *sum = atlas, *sq = atlas + plan->sq_plane;
  guint32 *tilted = plan->n_planes == 3 ? atlas + plan->tilted_plane : NULL;
  guint li;

  memset (atlas, 0, sizeof (guint32) * plan->plane_size * plan->n_planes);

  for (li = 0; li < plan->n_levels; li++) {
    const GstClHaarLevel *lv = &plan->levels[li];
    guint w = lv->width, h = lv->height, S = plan->stride, x, y;
    gint32 *xt = g_new (gint32, w), *yt = g_new (gint32, h);
    guint32 *hrow0 = g_new (guint32, w), *hrow1 = g_new (guint32, w);
    guint32 *prow = g_new (guint32, w + 1), *prow2 = g_new (guint32, w + 1);
    guint32 *a_prev = g_new0 (guint32, w + 1), *a_cur = g_new0 (guint32, w + 1);
    guint32 *b_prev = g_new0 (guint32, w + 1), *b_cur = g_new0 (guint32, w + 1);
    gint hrow0_src = -1, hrow1_src = -1;

    gst_cl_haar_resize_coeffs (plan->image_w, w, xt);
    gst_cl_haar_resize_coeffs (plan->image_h, h, yt);

    for (y = 0; y < h; y++) {
      gint yo = yt[y] >> 9, cy = yt[y] & 511;
      gint yo1 = MIN (yo + 1, (gint) plan->image_h - 1);
      guint32 *srow = sum + lv->offset + (gsize) y * S;
      guint32 *qrow = sq + lv->offset + (gsize) y * S;
      guint32 acc = 0, acc2 = 0;

      /* horizontal pass of the two source rows, cached across rows */
      if (hrow0_src != yo) {
        if (hrow1_src == yo) {
          guint32 *t = hrow0;

          hrow0 = hrow1;
          hrow1 = t;
          hrow1_src = -1;
        } else {
          const guint8 *s = image + (gsize) yo * stride;

          for (x = 0; x < w; x++) {
            gint xo = xt[x] >> 9, cx = xt[x] & 511;
            gint xo1 = MIN (xo + 1, (gint) plan->image_w - 1);

            hrow0[x] = s[xo] * (256 - cx) + s[xo1] * cx;
          }
        }
        hrow0_src = yo;
      }
      if (hrow1_src != yo1) {
        const guint8 *s = image + (gsize) yo1 * stride;

        for (x = 0; x < w; x++) {
          gint xo = xt[x] >> 9, cx = xt[x] & 511;
          gint xo1 = MIN (xo + 1, (gint) plan->image_w - 1);

          hrow1[x] = s[xo] * (256 - cx) + s[xo1] * cx;
        }
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

static void
rect_offsets (const GstClHaarRect * r, gboolean tilted, guint S,
    gsize tilted_plane, gint32 * b, gint32 * dx, gint32 * dy)
{
  if (tilted) {
    /* corners (x, y), (x + w, y + w), (x - h, y + h), (x + w - h, ...) */
    *b = (gint32) tilted_plane + r->x + r->y * (gint32) S;
    *dx = r->w * ((gint32) S + 1);
    *dy = r->h * ((gint32) S - 1);
  } else {
    *b = r->x + r->y * (gint32) S;
    *dx = r->w;
    *dy = r->h * (gint32) S;
  }
}

static OptFeature *
make_opt_features (const GstClCascade * c, const GstClHaarPlan * plan)
{
  OptFeature *of = g_new0 (OptFeature, MAX (c->n_features, 1));
  guint i, k;

  for (i = 0; i < c->n_features; i++) {
    const GstClHaarFeature *f = &c->features[i];

    for (k = 0; k < 3; k++) {
      rect_offsets (&f->rect[k], f->tilted, plan->stride, plan->tilted_plane,
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
    const GstClHaarStage *st = &c->stages[si];
    gdouble sum = 0.0;

    for (wi = st->first_weak; wi < st->first_weak + st->n_weak; wi++) {
      const GstClHaarWeak *w = &c->weaks[wi];

      if (c->stumps_only) {
        const GstClHaarNode *n = &c->nodes[w->first_node];
        gfloat v = feature_value (&sc->of[n->feature], win, vnf);

        sum += v < n->threshold ? c->leaves[w->first_leaf] :
            c->leaves[w->first_leaf + 1];
      } else {
        gint idx = 0;

        do {
          const GstClHaarNode *n = &c->nodes[w->first_node + idx];
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

/**
 * gst_cl_haar_scan_cpu:
 * @cascade: the cascade
 * @plan: a plan made for @cascade
 * @atlas: integral images from gst_cl_haar_build_atlas_cpu() (or read back
 *   from the device)
 * @hits: (element-type GstClHaarHit): raw hits are appended here, level by
 *   level, row by row
 *
 * Scans every level as OpenCV's CascadeClassifierInvoker does, including
 * the skipped window after a stage-0 rejection.
 */
void
gst_cl_haar_scan_cpu (const GstClCascade * cascade,
    const GstClHaarPlan * plan, const guint32 * atlas, GArray * hits)
{
  Scanner sc;
  OptFeature *of;
  guint li, S = plan->stride;

  g_return_if_fail (cascade != NULL && plan != NULL && hits != NULL);
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

  for (li = 0; li < plan->n_levels; li++) {
    const GstClHaarLevel *lv = &plan->levels[li];
    guint step = lv->step, iy, x;

    for (iy = 0; iy < lv->ny; iy++) {
      guint y = iy * step;

      for (x = 0; x < lv->nx * step; x += step) {
        gsize ofs = lv->offset + (gsize) y * S + x;
        gint r = run_at (&sc, atlas + ofs, ofs);

        if (r > 0) {
          GstClHaarHit hit = { li, x, y, 0 };

          g_array_append_val (hits, hit);
        }
        if (r == 0)
          x += step;
      }
    }
  }
  g_free (of);
}

static gint
hit_cmp (gconstpointer a, gconstpointer b)
{
  const GstClHaarHit *p = a, *q = b;

  if (p->level != q->level)
    return p->level < q->level ? -1 : 1;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  return 0;
}

/**
 * gst_cl_haar_sort_hits:
 * @hits: raw hits
 * @n_hits: their number
 *
 * Sorts hits into the CPU scan's order (level, row, column), so that the
 * device's hits, which arrive in any order, can be compared with the CPU's
 * and grouped into the same output order every time.
 */
void
gst_cl_haar_sort_hits (GstClHaarHit * hits, guint n_hits)
{
  if (n_hits > 1)
    qsort (hits, n_hits, sizeof (GstClHaarHit), hit_cmp);
}

/**
 * gst_cl_haar_hits_to_rects:
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
gst_cl_haar_hits_to_rects (const GstClHaarPlan * plan,
    const GstClHaarHit * hits, guint n_hits, GArray * rects)
{
  guint i;

  for (i = 0; i < n_hits; i++) {
    const GstClHaarLevel *lv;
    GstClRect r;

    if (hits[i].level < 0 || (guint) hits[i].level >= plan->n_levels)
      continue;
    lv = &plan->levels[hits[i].level];
    r.x = round_f ((gfloat) hits[i].x * lv->factor);
    r.y = round_f ((gfloat) hits[i].y * lv->factor);
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

/* cv::partition: union-find with ranks; classes numbered in order of
 * first appearance */
static guint
partition_rects (const GstClRect * v, guint n, gdouble eps, gint * labels)
{
  gint *parent = g_new (gint, n), *rank = g_new0 (gint, n);
  guint i, j, nclasses = 0;

  for (i = 0; i < n; i++)
    parent[i] = -1;

  for (i = 0; i < n; i++) {
    gint root = i;

    while (parent[root] >= 0)
      root = parent[root];
    for (j = 0; j < n; j++) {
      gint root2, k, p;

      if (i == j || !similar_rects (&v[i], &v[j], eps))
        continue;
      root2 = j;
      while (parent[root2] >= 0)
        root2 = parent[root2];
      if (root2 == root)
        continue;
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
  for (i = 0; i < n; i++) {
    gint root = i;

    while (parent[root] >= 0)
      root = parent[root];
    if (rank[root] >= 0)
      rank[root] = ~(gint) nclasses++;
    labels[i] = ~rank[root];
  }
  g_free (parent);
  g_free (rank);
  return nclasses;
}

/**
 * gst_cl_group_rectangles:
 * @rects_in_out: (element-type GstClRect): raw rectangles in, groups out
 * @min_neighbors: groups of this many rectangles or fewer are dropped
 * @eps: relative tolerance of the similarity test (OpenCV uses 0.2)
 * @weights_out: (element-type gint) (nullable): set to the number of raw
 *   rectangles behind each output rectangle
 *
 * OpenCV's groupRectangles (rectList, weights, groupThreshold, eps):
 * clusters similar rectangles, averages each cluster (float, rounded),
 * drops clusters with <= @min_neighbors members and clusters lying inside
 * a bigger, better supported one.  With @min_neighbors <= 0 the input is
 * kept and every weight is 1.
 */
void
gst_cl_group_rectangles (GArray * rects_in_out, gint min_neighbors,
    gdouble eps, GArray * weights_out)
{
  GstClRect *v, *avg;
  gint *labels, *count;
  guint n, nclasses, i, j;

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

    avg[i].x = round_f (avg[i].x * s);
    avg[i].y = round_f (avg[i].y * s);
    avg[i].width = round_f (avg[i].width * s);
    avg[i].height = round_f (avg[i].height * s);
  }

  g_array_set_size (rects_in_out, 0);
  for (i = 0; i < nclasses; i++) {
    GstClRect r1 = avg[i];
    gint n1 = count[i];

    if (n1 <= min_neighbors)
      continue;
    for (j = 0; j < nclasses; j++) {
      GstClRect r2 = avg[j];
      gint n2 = count[j], dx, dy;

      if (j == i || n2 <= min_neighbors)
        continue;
      dx = round_d (r2.width * eps);
      dy = round_d (r2.height * eps);
      if (r1.x >= r2.x - dx && r1.y >= r2.y - dy &&
          r1.x + r1.width <= r2.x + r2.width + dx &&
          r1.y + r1.height <= r2.y + r2.height + dy &&
          (n2 > MAX (3, n1) || n1 < 3))
        break;
    }
    if (j == nclasses) {
      g_array_append_val (rects_in_out, r1);
      if (weights_out)
        g_array_append_val (weights_out, n1);
    }
  }
  g_free (labels);
  g_free (avg);
  g_free (count);
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
 * gst_cl_haar_group_hits:
 * @plan: the plan the hits were found with
 * @hits: raw hits, from the CPU or the device; sorted in place
 * @n_hits: their number
 * @min_neighbors: as in #GstClHaarParams
 * @rects: (element-type GstClRect): the final detections are appended
 * @weights: (element-type gint) (nullable): their neighbour counts
 *
 * The tail of detectMultiScale: sorts the hits (so any arrival order gives
 * the same output order), maps them to the image, groups with eps 0.2 and
 * clips to the image.
 */
void
gst_cl_haar_group_hits (const GstClHaarPlan * plan, GstClHaarHit * hits,
    guint n_hits, gint min_neighbors, GArray * rects, GArray * weights)
{
  GArray *tmp = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *w = g_array_new (FALSE, FALSE, sizeof (gint));

  gst_cl_haar_sort_hits (hits, n_hits);
  gst_cl_haar_hits_to_rects (plan, hits, n_hits, tmp);
  gst_cl_group_rectangles (tmp, min_neighbors, GST_CL_HAAR_GROUP_EPS, w);
  gst_cl_clip_rectangles (tmp, w, plan->image_w, plan->image_h);
  g_array_append_vals (rects, tmp->data, tmp->len);
  if (weights)
    g_array_append_vals (weights, w->data, w->len);
  g_array_free (tmp, TRUE);
  g_array_free (w, TRUE);
}

/**
 * gst_cl_haar_detect_cpu:
 * @cascade: the cascade
 * @image: 8-bit grey image
 * @width: its width
 * @height: its height
 * @stride: its row stride in bytes
 * @params: (nullable): parameters, %NULL for OpenCV's defaults
 * @out_rects: (element-type GstClRect): detections are appended here
 * @out_weights: (element-type gint) (nullable): their neighbour counts
 * @out_hits: (element-type GstClHaarHit) (nullable): the raw hits, in scan
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
gst_cl_haar_detect_cpu (const GstClCascade * cascade, const guint8 * image,
    guint width, guint height, guint stride, const GstClHaarParams * params,
    GArray * out_rects, GArray * out_weights, GArray * out_hits,
    GError ** error)
{
  GstClHaarParams defaults;
  GstClHaarPlan plan;
  GArray *hits;
  guint32 *atlas;

  g_return_val_if_fail (cascade != NULL && image != NULL, FALSE);
  g_return_val_if_fail (out_rects != NULL, FALSE);

  if (params == NULL) {
    gst_cl_haar_params_init (&defaults);
    params = &defaults;
  }
  if (stride < width) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "stride %u is smaller than the width %u", stride, width);
    return FALSE;
  }
  if (!gst_cl_haar_pyramid_plan (cascade, width, height, params, &plan, error))
    return FALSE;

  atlas = g_try_new (guint32, MAX (plan.plane_size * plan.n_planes, 1));
  if (atlas == NULL) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_OUT_OF_RESOURCES,
        "cannot allocate the integral images for %ux%u", width, height);
    gst_cl_haar_plan_clear (&plan);
    return FALSE;
  }
  hits = g_array_new (FALSE, FALSE, sizeof (GstClHaarHit));
  gst_cl_haar_build_atlas_cpu (&plan, image, stride, atlas);
  gst_cl_haar_scan_cpu (cascade, &plan, atlas, hits);
  if (out_hits)
    g_array_append_vals (out_hits, hits->data, hits->len);
  gst_cl_haar_group_hits (&plan, (GstClHaarHit *) hits->data, hits->len,
      params->min_neighbors, out_rects, out_weights);

  g_array_free (hits, TRUE);
  g_free (atlas);
  gst_cl_haar_plan_clear (&plan);
  return TRUE;
}

/**
 * gst_cl_haar_confidence:
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
gst_cl_haar_confidence (gint neighbors)
{
  return neighbors > 0 ? 1.0 - exp (-neighbors / 10.0) : 0.0;
}

/* ------------------------------------------------------------------ */
/* Device packing                                                       */

/**
 * gst_cl_haar_tuning_for_device:
 * @tuning: (out): the tuning
 * @is_gpu: a GPU-like device (wide SIMD, many compute units)
 * @simd_width: warp or wavefront width (1 on a CPU)
 * @compute_units: CL_DEVICE_MAX_COMPUTE_UNITS
 * @has_fp64: the device has cl_khr_fp64
 *
 * The kernel variant and launch shape: work-groups of one warp (32 on
 * NVIDIA, 64 on AMD) as seed 003 has them, tiles 32 windows wide (a row
 * of windows reads whole cache lines), the local queue after 2 stages, 4
 * queued windows processed together, and persistent
 * work-groups per compute unit: 24 for 32-wide warps (measured best on an
 * H100, whose compute units hold at most 32 groups), 12 for 64-wide
 * wavefronts.  CPU devices (PoCL) get the serial kernels instead:
 * haar_pyramid_serial (one work-item per core, levels from an atomic
 * counter) and haar_detect_serial (8 work-items per core, rows of windows
 * from an atomic counter); work-group barriers cost more than the work on
 * PoCL, and a work-item there is a loop iteration that vectorises across
 * neighbouring windows better than across work-items (at 1920x1080 on 2
 * cores: pyramid 225 -> 23 ms, detection 280 -> 95 ms).  Their haar_detect
 * tuning (GST_CL_HAAR_OPTIONS=-D SERIAL_DETECT=0) keeps 16-wide groups and
 * tiles and the queue after 3 stages.
 */
void
gst_cl_haar_tuning_for_device (GstClHaarTuning * tuning, gboolean is_gpu,
    guint simd_width, guint compute_units, gboolean has_fp64)
{
  g_return_if_fail (tuning != NULL);

  memset (tuning, 0, sizeof (*tuning));
  tuning->use_double = has_fp64;
  tuning->persistent = tuning->dynamic = tuning->local_queue = TRUE;
  tuning->use_mul24 = TRUE;
  tuning->row_wg = 256;
  tuning->queue_stage = 2;
  if (is_gpu) {
    guint w = simd_width;

    if (w < 16 || w > 64 || (w & (w - 1)) != 0)
      w = 32;
    tuning->wg_size = w;
    tuning->tile_w = MIN (w, 32);
    tuning->coop_windows = 4;
    tuning->groups_per_cu = w >= 64 ? 12 : 24;
  } else {
    /* PoCL runs a work-group as a loop: smaller groups, fewer barriers */
    tuning->wg_size = 16;
    tuning->tile_w = 16;
    tuning->queue_stage = 3;
    tuning->coop_windows = 4;
    tuning->groups_per_cu = 8;
    tuning->serial_pyramid = TRUE;
    tuning->pyramid_groups_per_cu = 1;
    tuning->serial_detect = TRUE;
    tuning->cpu_build = TRUE;
  }
}

/* the -D names gst_cl_haar_tuning_apply_options() knows; guint fields
 * and gboolean fields (0 or 1) */
typedef struct
{
  const gchar *name;
  gsize offset;
  gboolean is_bool;
} TuningKey;

#define TK_UINT(n, f) { n, G_STRUCT_OFFSET (GstClHaarTuning, f), FALSE }
#define TK_BOOL(n, f) { n, G_STRUCT_OFFSET (GstClHaarTuning, f), TRUE }

static const TuningKey tuning_keys[] = {
  TK_UINT ("WG_SIZE", wg_size),
  TK_UINT ("TILE_W", tile_w),
  TK_UINT ("QUEUE_STAGE", queue_stage),
  TK_UINT ("COOP_WINDOWS", coop_windows),
  TK_UINT ("ROW_WG", row_wg),
  TK_UINT ("GROUPS_PER_CU", groups_per_cu),
  TK_UINT ("PYRAMID_GROUPS_PER_CU", pyramid_groups_per_cu),
  TK_BOOL ("SERIAL_PYRAMID", serial_pyramid),
  TK_BOOL ("SERIAL_DETECT", serial_detect),
  TK_BOOL ("CPU_BUILD", cpu_build),
  TK_BOOL ("USE_DOUBLE", use_double),
  TK_BOOL ("PERSISTENT", persistent),
  TK_BOOL ("DYNAMIC", dynamic),
  TK_BOOL ("LOCAL_QUEUE", local_queue),
  TK_BOOL ("USE_MUL24", use_mul24),
};

/**
 * gst_cl_haar_tuning_apply_options:
 * @tuning: the tuning to change
 * @options: (nullable): build options, e.g. "-D PERSISTENT=0 -D WG_SIZE=64
 *   -D SERIAL_VEC_MIN_LANES=3"
 * @rest: (out) (transfer full): the options that are not tuning fields,
 *   to append to gst_cl_haar_build_options()
 * @error: a #GError return location
 *
 * Applies the "-D NAME=VALUE" options that name a tuning field (WG_SIZE,
 * TILE_W, QUEUE_STAGE, COOP_WINDOWS, ROW_WG, USE_DOUBLE, CPU_BUILD, the
 * seed-003 switches PERSISTENT, DYNAMIC, LOCAL_QUEUE, USE_MUL24, and the
 * host-only GROUPS_PER_CU, PYRAMID_GROUPS_PER_CU, SERIAL_PYRAMID (0: the
 * GPU's haar_rows + haar_cols), SERIAL_DETECT (0: the GPU's haar_detect))
 * so that the launch shape follows them; the other options are passed on
 * in @rest.  For tuning and benchmarks (GST_CL_HAAR_OPTIONS).
 *
 * Returns: %FALSE (and @rest unset) on a malformed value or a work-group
 *   shape the kernels cannot take
 */
gboolean
gst_cl_haar_tuning_apply_options (GstClHaarTuning * tuning,
    const gchar * options, gchar ** rest, GError ** error)
{
  gchar **tok;
  GString *left = g_string_new (NULL);
  guint i, k;

  g_return_val_if_fail (tuning != NULL && rest != NULL, FALSE);

  *rest = NULL;
  tok = g_strsplit_set (options ? options : "", " \t\n", -1);
  for (i = 0; tok[i]; i++) {
    const gchar *def = NULL, *eq;
    gchar *end = NULL;
    guint64 v;

    if (!*tok[i])
      continue;
    if (g_str_equal (tok[i], "-D") && tok[i + 1] && *tok[i + 1]) {
      def = tok[i + 1];
    } else if (g_str_has_prefix (tok[i], "-D") && tok[i][2]) {
      def = tok[i] + 2;
    } else {
      g_string_append_printf (left, "%s%s", left->len ? " " : "", tok[i]);
      continue;
    }
    eq = strchr (def, '=');
    for (k = 0; eq && k < G_N_ELEMENTS (tuning_keys); k++)
      if (strlen (tuning_keys[k].name) == (gsize) (eq - def) &&
          !strncmp (tuning_keys[k].name, def, eq - def))
        break;
    if (!eq || k == G_N_ELEMENTS (tuning_keys)) {
      g_string_append_printf (left, "%s-D %s", left->len ? " " : "", def);
      if (def == tok[i + 1])
        i++;
      continue;
    }
    v = g_ascii_strtoull (eq + 1, &end, 10);
    if (end == eq + 1 || *end || v > 65536 ||
        (tuning_keys[k].is_bool && v > 1)) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "bad value in the haar option %s", def);
      g_strfreev (tok);
      g_string_free (left, TRUE);
      return FALSE;
    }
    if (tuning_keys[k].is_bool)
      G_STRUCT_MEMBER (gboolean, tuning, tuning_keys[k].offset) = v != 0;
    else
      G_STRUCT_MEMBER (guint, tuning, tuning_keys[k].offset) = (guint) v;
    if (def == tok[i + 1])
      i++;
  }
  g_strfreev (tok);
  if (tuning->wg_size == 0 || tuning->tile_w == 0 ||
      tuning->wg_size % tuning->tile_w != 0 || tuning->coop_windows == 0 ||
      tuning->wg_size % tuning->coop_windows != 0 || tuning->row_wg == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "haar options: WG_SIZE %u must be a multiple of TILE_W %u and "
        "COOP_WINDOWS %u", tuning->wg_size, tuning->tile_w,
        tuning->coop_windows);
    g_string_free (left, TRUE);
    return FALSE;
  }
  *rest = g_string_free (left, FALSE);
  return TRUE;
}

/**
 * gst_cl_haar_build_options:
 * @cascade: the cascade
 * @tuning: the tuning
 *
 * The -D options that select the kernels/haar.cl variant for @cascade and
 * @tuning (to pass to gst_cl_context_create_kernel()).  Switches that are
 * off by default are only named when on, and the other way round, so the
 * default variants keep their option strings.
 *
 * Returns: (transfer full): the option string
 */
gchar *
gst_cl_haar_build_options (const GstClCascade * cascade,
    const GstClHaarTuning * tuning)
{
  return g_strdup_printf ("-D WG_SIZE=%u -D TILE_W=%u -D QUEUE_STAGE=%u "
      "-D COOP_WINDOWS=%u -D ROW_WG=%u -D STUMPS_ONLY=%d -D USE_DOUBLE=%d "
      "-D MAX_TREE_NODES=%u%s%s%s%s%s", tuning->wg_size, tuning->tile_w,
      tuning->queue_stage, tuning->coop_windows, tuning->row_wg,
      cascade->stumps_only ? 1 : 0, tuning->use_double ? 1 : 0,
      MAX (cascade->max_nodes_per_weak, 1),
      tuning->cpu_build ? " -D CPU_BUILD=1" : "",
      tuning->persistent ? "" : " -D PERSISTENT=0",
      tuning->dynamic ? "" : " -D DYNAMIC=0",
      tuning->local_queue ? "" : " -D LOCAL_QUEUE=0",
      tuning->use_mul24 ? "" : " -D USE_MUL24=0");
}

/**
 * gst_cl_haar_pack_cascade:
 * @cascade: the cascade
 * @plan: a plan for @cascade (its atlas row length is baked into the
 *   offsets)
 * @dev: (out caller-allocates): the packed arrays, to clear with
 *   gst_cl_haar_dev_cascade_clear()
 * @error: a #GError return location
 *
 * Packs the cascade for kernels/haar.cl: one #GstClHaarDevNode per node
 * with its rectangles as atlas offsets, the stages, and for trees the root
 * of each weak classifier and the fixed-point leaves.
 *
 * Returns: %FALSE when @plan was not made for @cascade
 */
gboolean
gst_cl_haar_pack_cascade (const GstClCascade * cascade,
    const GstClHaarPlan * plan, GstClHaarDevCascade * dev, GError ** error)
{
  guint S, wi, i, k, si;

  g_return_val_if_fail (cascade != NULL && plan != NULL && dev != NULL,
      FALSE);

  memset (dev, 0, sizeof (*dev));
  if (plan->window_w != cascade->window_w ||
      plan->window_h != cascade->window_h ||
      (cascade->has_tilted && plan->n_planes != 3) || plan->stride == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "the pyramid plan was not made for cascade %s", cascade->path);
    return FALSE;
  }
  S = plan->stride;

  dev->n_nodes = cascade->n_nodes;
  dev->nodes = g_new0 (GstClHaarDevNode, MAX (dev->n_nodes, 1));
  for (wi = 0; wi < cascade->n_weak; wi++) {
    const GstClHaarWeak *w = &cascade->weaks[wi];

    for (i = 0; i < w->n_nodes; i++) {
      const GstClHaarNode *n = &cascade->nodes[w->first_node + i];
      const GstClHaarFeature *f = &cascade->features[n->feature];
      GstClHaarDevNode *d = &dev->nodes[w->first_node + i];

      for (k = 0; k < 3; k++) {
        gint32 b, dx, dy;

        rect_offsets (&f->rect[k], f->tilted, S, plan->tilted_plane, &b, &dx,
            &dy);
        d->corner[4 * k] = b;
        d->corner[4 * k + 1] = b + dx;
        d->corner[4 * k + 2] = b + dy;
        d->corner[4 * k + 3] = b + dx + dy;
        d->weight[k] = f->rect[k].weight;
      }
      d->threshold = n->threshold;
      if (cascade->stumps_only) {
        d->left = cascade->leaves_fixed[w->first_leaf];
        d->right = cascade->leaves_fixed[w->first_leaf + 1];
      } else {
        d->left = n->left > 0 ? (gint64) (w->first_node + n->left) :
            -(gint64) (w->first_leaf - n->left);
        d->right = n->right > 0 ? (gint64) (w->first_node + n->right) :
            -(gint64) (w->first_leaf - n->right);
      }
    }
  }

  dev->n_stages = cascade->n_stages;
  dev->stages = g_new0 (GstClHaarDevStage, MAX (dev->n_stages, 1));
  for (si = 0; si < cascade->n_stages; si++) {
    const GstClHaarStage *st = &cascade->stages[si];

    dev->stages[si].first = cascade->stumps_only ?
        (gint32) cascade->weaks[st->first_weak].first_node :
        (gint32) st->first_weak;
    dev->stages[si].count = st->n_weak;
    dev->stages[si].threshold = st->threshold_fixed;
  }

  dev->n_weak = cascade->n_weak;
  dev->weak_roots = g_new0 (gint32, MAX (dev->n_weak, 1));
  for (wi = 0; wi < cascade->n_weak; wi++)
    dev->weak_roots[wi] = cascade->weaks[wi].first_node;
  dev->n_leaves = cascade->n_leaves;
  dev->leaves = g_memdup2 (cascade->leaves_fixed,
      sizeof (gint64) * MAX (dev->n_leaves, 1));

  dev->norm[0] = 1 + S;
  dev->norm[1] = cascade->window_w - 2;
  dev->norm[2] = (cascade->window_h - 2) * S;
  dev->norm[3] = (cascade->window_w - 2) * (cascade->window_h - 2);
  return TRUE;
}

/**
 * gst_cl_haar_dev_cascade_clear:
 * @dev: packed cascade
 *
 * Frees what gst_cl_haar_pack_cascade() allocated.
 */
void
gst_cl_haar_dev_cascade_clear (GstClHaarDevCascade * dev)
{
  if (dev == NULL)
    return;
  g_free (dev->nodes);
  g_free (dev->stages);
  g_free (dev->weak_roots);
  g_free (dev->leaves);
  memset (dev, 0, sizeof (*dev));
}

/**
 * gst_cl_haar_pack_pyramid:
 * @plan: the plan
 * @tuning: the tuning (its tile shape numbers the window blocks)
 * @dev: (out caller-allocates): the level table and resize tables, to
 *   clear with gst_cl_haar_dev_pyramid_clear()
 *
 * Packs the plan for the kernels.  It depends only on the frame size, the
 * cascade's window and the parameters: build it once per caps.
 */
void
gst_cl_haar_pack_pyramid (const GstClHaarPlan * plan,
    const GstClHaarTuning * tuning, GstClHaarDevPyramid * dev)
{
  guint i, xo = 0, yo = 0, blocks = 0, rows = 0, cols = 0, diags = 0,
      wrows = 0;

  g_return_if_fail (plan != NULL && tuning != NULL && dev != NULL);
  g_return_if_fail (tuning->tile_w > 0 && tuning->wg_size % tuning->tile_w == 0);

  memset (dev, 0, sizeof (*dev));
  dev->tile_w = tuning->tile_w;
  dev->tile_h = tuning->wg_size / tuning->tile_w;
  dev->n_levels = plan->n_levels;
  dev->levels = g_new0 (GstClHaarDevLevel, MAX (plan->n_levels, 1));
  for (i = 0; i < plan->n_levels; i++) {
    dev->n_xtab += plan->levels[i].width;
    dev->n_ytab += plan->levels[i].height;
  }
  dev->xtab = g_new0 (gint32, MAX (dev->n_xtab, 1));
  dev->ytab = g_new0 (gint32, MAX (dev->n_ytab, 1));

  for (i = 0; i < plan->n_levels; i++) {
    const GstClHaarLevel *lv = &plan->levels[i];
    GstClHaarDevLevel *d = &dev->levels[i];
    guint tiles_y;

    d->w = lv->width;
    d->h = lv->height;
    d->base = lv->offset;
    d->xtab = xo;
    d->ytab = yo;
    d->step = lv->step;
    d->nx = lv->nx;
    d->ny = lv->ny;
    d->tiles_x = (lv->nx + dev->tile_w - 1) / dev->tile_w;
    tiles_y = (lv->ny + dev->tile_h - 1) / dev->tile_h;
    d->first_block = blocks;
    d->first_row = rows;
    d->first_col = cols;
    d->first_diag = diags;
    d->first_wrow = wrows;
    gst_cl_haar_resize_coeffs (plan->image_w, lv->width, dev->xtab + xo);
    gst_cl_haar_resize_coeffs (plan->image_h, lv->height, dev->ytab + yo);
    xo += lv->width;
    yo += lv->height;
    blocks += d->tiles_x * tiles_y;
    rows += lv->height;
    cols += lv->width + 1;
    diags += lv->width + lv->height;
    wrows += lv->ny;
  }
  dev->n_win_rows = wrows;
  dev->total_rows = rows;
  dev->total_cols = cols;
  dev->total_diags = diags;
  dev->n_blocks = blocks;
}

/**
 * gst_cl_haar_dev_pyramid_clear:
 * @dev: packed pyramid
 *
 * Frees what gst_cl_haar_pack_pyramid() allocated.
 */
void
gst_cl_haar_dev_pyramid_clear (GstClHaarDevPyramid * dev)
{
  if (dev == NULL)
    return;
  g_free (dev->levels);
  g_free (dev->xtab);
  g_free (dev->ytab);
  memset (dev, 0, sizeof (*dev));
}
