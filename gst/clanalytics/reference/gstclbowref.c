/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * CPU references of kernels/surf.cl and kernels/bow.cl.
 *
 * Why the GPU can match these exactly
 * -----------------------------------
 * Results only differ between CPU and GPU where the arithmetic differs, so
 * both sides perform the same IEEE-754 operations in the same order:
 *
 *  - every multiply-add is an explicit fma (fmaf here, fma() in OpenCL C),
 *    correctly rounded by both standards; nothing else is ever multiplied
 *    and then added, so neither GCC's -ffp-contract nor OpenCL's default
 *    FP_CONTRACT (switched off in the .cl files anyway) can fuse anything
 *    differently; kernels must not be built with -cl-fast-relaxed-math,
 *    -cl-unsafe-math-optimizations or -cl-denorms-are-zero;
 *  - summation orders are fixed and written out on both sides: the
 *    canonical distance (gst_cl_bow_distance) keeps four partial sums, lane l
 *    accumulating components l, l+4, ... l+60 in increasing order, combined
 *    as (s0 + s1) + (s2 + s3); SURF sub-region sums run over their 25 samples
 *    row by row; the descriptor norm sums each sub-region's four squares, then
 *    a sequential-addressing tree over the 16 sub-regions;
 *  - Haar responses are integer box sums (exact, uint32 wrap-around
 *    differences of the integral image), at most 2^24 in magnitude so their
 *    conversion to float is exact; sample positions and Gaussian weights come
 *    from one host table (GstClSurfScale) rather than from exp() on two
 *    different math libraries;
 *  - the only operations that OpenCL does not round correctly in float
 *    (sqrt, division) are done in double on both sides, where OpenCL requires
 *    correct rounding; without fp64 the device falls back to float and the
 *    descriptors agree to a few ulp instead of bit for bit.
 *
 * The nearest word is the lowest index among those at the minimum canonical
 * distance (strict '<' while scanning words upwards).  bow.cl's tiled variant
 * computes |c|^2 - 2 d.c instead, which rounds differently; it only keeps its
 * own answer where the gap to the runner-up exceeds a proven bound on the
 * difference between the two formulations, and recomputes the canonical
 * distance for the rest (see the comment above bow_assign_tiled).  So every
 * variant returns exactly what gst_cl_bow_assign_ref returns.
 */

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclbowref.h"

/* Without -mfma every fmaf is a library call; a clone built for FMA hardware
 * keeps the same (correctly rounded) results at full speed. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    !defined(__FMA__)
#define FMA_CLONES __attribute__((target_clones ("fma", "default")))
#else
#define FMA_CLONES
#endif

#define SURF_SUB 5              /* samples per sub-region side */

static inline gint
clampi (gint v, gint lo, gint hi)
{
  return v < lo ? lo : (v > hi ? hi : v);
}

/* Same operations, same order as surf_describe in kernels/surf.cl. */
FMA_CLONES static void
describe_one (const guint32 * ii, gsize pitch, gint w, gint h,
    const GstClSurfScale * t, gfloat min_n2, gint x, gint y, gfloat * out)
{
  gfloat v[GST_CL_BOW_DIM], p[16];
  gint r, stride;
  gint half = t->half;

  for (r = 0; r < 16; r++) {
    gint rx = r % 4, ry = r / 4, i, j;
    gfloat sdx = 0.0f, sdy = 0.0f, sax = 0.0f, say = 0.0f;

    for (j = 0; j < SURF_SUB; j++) {
      gint sy = ry * SURF_SUB + j;
      gint py = y + t->offsets[sy];
      gsize ya = (gsize) clampi (py - half, 0, h) * pitch;
      gsize yb = (gsize) clampi (py, 0, h) * pitch;
      gsize yc = (gsize) clampi (py + half, 0, h) * pitch;

      for (i = 0; i < SURF_SUB; i++) {
        gint sx = rx * SURF_SUB + i;
        gint px = x + t->offsets[sx];
        gint xa = clampi (px - half, 0, w);
        gint xb = clampi (px, 0, w);
        gint xc = clampi (px + half, 0, w);
        gfloat wgt = t->weights[sy * GST_CL_SURF_SAMPLES + sx];
        /* right half minus left half, bottom minus top; uint32 wrap-around
         * keeps the box sums exact whatever the integral's magnitude */
        guint32 ux = ii[yc + xc] - 2u * ii[yc + xb] - ii[ya + xc]
            + 2u * ii[ya + xb] + ii[yc + xa] - ii[ya + xa];
        guint32 uy = ii[yc + xc] - ii[yc + xa] - 2u * ii[yb + xc]
            + 2u * ii[yb + xa] + ii[ya + xc] - ii[ya + xa];
        gint32 dx = (gint32) ux, dy = (gint32) uy;

        sdx = fmaf (wgt, (gfloat) dx, sdx);
        sdy = fmaf (wgt, (gfloat) dy, sdy);
        sax = fmaf (wgt, (gfloat) abs (dx), sax);
        say = fmaf (wgt, (gfloat) abs (dy), say);
      }
    }
    v[r * 4 + 0] = sdx;
    v[r * 4 + 1] = sdy;
    v[r * 4 + 2] = sax;
    v[r * 4 + 3] = say;
    p[r] = sdx * sdx;
    p[r] = fmaf (sdy, sdy, p[r]);
    p[r] = fmaf (sax, sax, p[r]);
    p[r] = fmaf (say, say, p[r]);
  }

  for (stride = 8; stride > 0; stride >>= 1)
    for (r = 0; r < stride; r++)
      p[r] = p[r] + p[r + stride];

  if (min_n2 > 0.0f ? p[0] >= min_n2 : p[0] > 0.0f) {
    gdouble norm = sqrt ((gdouble) p[0]);
    for (r = 0; r < GST_CL_BOW_DIM; r++)
      out[r] = (gfloat) ((gdouble) v[r] / norm);
  } else if (min_n2 > 0.0f) {
    /* below the contrast gate: no descriptor, no vote */
    for (r = 0; r < GST_CL_BOW_DIM; r++)
      out[r] = NAN;
  } else {
    /* a flat patch has no direction: zeros, not NaN */
    memset (out, 0, GST_CL_BOW_DIM * sizeof (gfloat));
  }
}

/**
 * gst_cl_surf_describe_ref:
 * @integral: integral image (see gst_cl_integral_ref())
 * @pitch: its row pitch in elements
 * @width: image width (the integral has width + 1 meaningful columns)
 * @height: image height
 * @table: the scale
 * @grid: the keypoints (see gst_cl_surf_grid_init())
 * @out: (out caller-allocates): nx * ny * 64 floats, keypoint after keypoint
 *
 * Dense upright SURF: for each keypoint, Haar wavelet responses of size
 * 2 half at 20 x 20 samples, Gaussian-weighted, summed per 4 x 4 sub-region
 * as (sum dx, sum dy, sum |dx|, sum |dy|), the 64 values scaled to unit
 * length (all zeros for a flat patch).  Box filters are clipped to the image,
 * which only matters for %GST_CL_SURF_BORDER_CLAMP grids.
 */
void
gst_cl_surf_describe_ref (const guint32 * integral, gsize pitch, guint width,
    guint height, const GstClSurfScale * table, const GstClSurfGrid * grid,
    gfloat * out)
{
  gst_cl_surf_describe_gated_ref (integral, pitch, width, height, table,
      grid, 0.0f, out);
}

/**
 * gst_cl_surf_describe_gated_ref:
 * @integral: integral image
 * @pitch: its row pitch in elements
 * @width: image width
 * @height: image height
 * @table: the scale
 * @grid: the keypoints
 * @min_n2: the contrast gate, gst_cl_surf_gate_n2() (0: none)
 * @out: (out caller-allocates): nx * ny * 64 floats
 *
 * gst_cl_surf_describe_ref() with surf_describe's contrast gate: a window
 * whose squared energy is below @min_n2 gives 64 NaNs (a descriptor that
 * does not vote) instead of a unit vector.
 */
void
gst_cl_surf_describe_gated_ref (const guint32 * integral, gsize pitch,
    guint width, guint height, const GstClSurfScale * table,
    const GstClSurfGrid * grid, gfloat min_n2, gfloat * out)
{
  guint ix, iy;

  g_return_if_fail (integral != NULL && table != NULL && grid != NULL);

  for (iy = 0; iy < grid->ny; iy++) {
    for (ix = 0; ix < grid->nx; ix++) {
      gsize k = (gsize) iy * grid->nx + ix;
      describe_one (integral, pitch, width, height, table, min_n2,
          grid->x0 + (gint) (ix * grid->step),
          grid->y0 + (gint) (iy * grid->step), out + k * GST_CL_BOW_DIM);
    }
  }
}

/**
 * gst_cl_surf_describe_image_ref:
 * @integral: integral image
 * @pitch: its row pitch in elements
 * @width: image width
 * @height: image height
 * @params: grid parameters
 * @n_desc: (out): number of descriptors returned
 * @error: return location for a #GError
 *
 * All scales of @params, concatenated in order, gated by
 * @params->min_contrast (gated windows are NaN descriptors).
 *
 * Returns: (transfer full) (nullable): @n_desc * 64 floats (%NULL when there
 * are none, or on error with @error set).
 */
gfloat *
gst_cl_surf_describe_image_ref (const guint32 * integral, gsize pitch,
    guint width, guint height, const GstClSurfParams * params, gsize * n_desc,
    GError ** error)
{
  GError *local_error = NULL;
  gsize total, done = 0;
  gfloat *out;
  guint s;

  *n_desc = 0;
  total = gst_cl_surf_count (params, width, height, &local_error);
  if (local_error) {
    g_propagate_error (error, local_error);
    return NULL;
  }
  if (total == 0)
    return NULL;

  out = g_new (gfloat, total * GST_CL_BOW_DIM);
  for (s = 0; s < params->n_scales; s++) {
    GstClSurfScale table;
    GstClSurfGrid grid;

    gst_cl_surf_scale_init (&table, params->scales[s], NULL);
    gst_cl_surf_grid_init (&grid, &table, width, height, params->step,
        params->border);
    gst_cl_surf_describe_gated_ref (integral, pitch, width, height, &table,
        &grid, gst_cl_surf_gate_n2 (&table, params->min_contrast),
        out + done * GST_CL_BOW_DIM);
    done += (gsize) grid.nx * grid.ny;
  }
  *n_desc = total;
  return out;
}

static inline gfloat
canonical_distance (const gfloat * a, const gfloat * b)
{
  gfloat s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
  gint k;

  for (k = 0; k < GST_CL_BOW_DIM; k += 4) {
    gfloat t0 = a[k] - b[k], t1 = a[k + 1] - b[k + 1];
    gfloat t2 = a[k + 2] - b[k + 2], t3 = a[k + 3] - b[k + 3];
    s0 = fmaf (t0, t0, s0);
    s1 = fmaf (t1, t1, s1);
    s2 = fmaf (t2, t2, s2);
    s3 = fmaf (t3, t3, s3);
  }
  return (s0 + s1) + (s2 + s3);
}

/**
 * gst_cl_bow_distance:
 * @a: 64 floats
 * @b: 64 floats
 *
 * The canonical squared L2 distance that every assignment in the project
 * reproduces bit for bit: four partial sums (lane l takes components
 * l, l+4, ..., l+60 in increasing order, each term fma(t, t, s) with
 * t = a - b), combined as (s0 + s1) + (s2 + s3).  The same order as a float4
 * accumulator, so vector code gets it for free.
 *
 * Returns: the distance.
 */
FMA_CLONES gfloat
gst_cl_bow_distance (const gfloat * a, const gfloat * b)
{
  return canonical_distance (a, b);
}

/**
 * gst_cl_bow_assign_ref:
 * @desc: @n_desc descriptors of 64 floats
 * @n_desc: number of descriptors
 * @words: @n_words words of 64 floats
 * @n_words: K, at least 1
 * @assign: (out caller-allocates): nearest word of each descriptor
 * @dist: (out caller-allocates) (nullable): its canonical distance
 *
 * Nearest word by gst_cl_bow_distance(); on equal distances the lowest word
 * index wins.  A descriptor without a finite distance to any word (a NaN
 * descriptor: below the contrast gate) gets %GST_CL_BOW_NO_WORD, as in
 * every kernel of bow.cl.
 */
FMA_CLONES void
gst_cl_bow_assign_ref (const gfloat * desc, gsize n_desc,
    const gfloat * words, guint n_words, guint32 * assign, gfloat * dist)
{
  gsize i;
  guint j;

  g_return_if_fail (n_words > 0);

  for (i = 0; i < n_desc; i++) {
    const gfloat *d = desc + i * GST_CL_BOW_DIM;
    gfloat best = INFINITY;
    guint32 best_j = 0;

    for (j = 0; j < n_words; j++) {
      gfloat s = canonical_distance (d, words + (gsize) j * GST_CL_BOW_DIM);
      if (s < best) {
        best = s;
        best_j = j;
      }
    }
    assign[i] = best < INFINITY ? best_j : GST_CL_BOW_NO_WORD;
    if (dist)
      dist[i] = best;
  }
}

/**
 * gst_cl_bow_histogram_ref:
 * @assign: word index of each descriptor
 * @n_desc: number of descriptors
 * @n_words: number of bins
 * @hist: (out caller-allocates): @n_words counts
 *
 * Counts; indices >= @n_words are ignored, as bow_histogram does.
 */
void
gst_cl_bow_histogram_ref (const guint32 * assign, gsize n_desc,
    guint n_words, guint32 * hist)
{
  gsize i;

  memset (hist, 0, n_words * sizeof (guint32));
  for (i = 0; i < n_desc; i++)
    if (assign[i] < n_words)
      hist[assign[i]]++;
}

/**
 * gst_cl_bow_normalize_ref:
 * @hist: @n_words counts
 * @n_words: number of bins
 * @norm: normalisation
 * @out: (out caller-allocates): @n_words floats
 *
 * Sums are exact (64-bit integers); the scaling is done in double and
 * rounded once to float, which bow_normalize reproduces with BOW_USE_FP64.
 */
void
gst_cl_bow_normalize_ref (const guint32 * hist, guint n_words,
    GstClBowNorm norm, gfloat * out)
{
  guint64 total = 0;
  gdouble scale;
  guint j;

  switch (norm) {
    case GST_CL_BOW_NORM_L1:
      for (j = 0; j < n_words; j++)
        total += hist[j];
      scale = (gdouble) total;
      break;
    case GST_CL_BOW_NORM_L2:
      for (j = 0; j < n_words; j++)
        total += (guint64) hist[j] * hist[j];
      scale = sqrt ((gdouble) total);
      break;
    default:
      for (j = 0; j < n_words; j++)
        out[j] = (gfloat) hist[j];
      return;
  }
  for (j = 0; j < n_words; j++)
    out[j] = total ? (gfloat) ((gdouble) hist[j] / scale) : 0.0f;
}
