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

#include "gstclerror.h"
#include "gstclbowref.h"

/* Without -mfma every fmaf is a library call; a clone built for FMA hardware
 * keeps the same (correctly rounded) results at full speed. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    !defined(__FMA__)
#define FMA_CLONES __attribute__((target_clones ("fma", "default")))
#else
#define FMA_CLONES
#endif

#define SURF_SIGMA_FACTOR 3.3
#define SURF_SUB 5              /* samples per sub-region side */

/**
 * gst_cl_surf_scale_init:
 * @table: (out caller-allocates): the table to fill
 * @scale: the SURF scale s, %GST_CL_SURF_MIN_SCALE to %GST_CL_SURF_MAX_SCALE
 * @error: return location for a #GError
 *
 * Computes the sampling pattern of @scale (see #GstClSurfScale).
 *
 * Returns: %FALSE with @error set when @scale is out of range.
 */
gboolean
gst_cl_surf_scale_init (GstClSurfScale * table, gdouble scale,
    GError ** error)
{
  gdouble sigma;
  gint i, j;

  g_return_val_if_fail (table != NULL, FALSE);

  if (!(scale >= GST_CL_SURF_MIN_SCALE && scale <= GST_CL_SURF_MAX_SCALE)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "SURF scale %g out of range, expected %g to %g", scale,
        GST_CL_SURF_MIN_SCALE, GST_CL_SURF_MAX_SCALE);
    return FALSE;
  }

  memset (table, 0, sizeof (*table));
  table->scale = scale;
  table->half = MAX (1, (gint) round (scale));
  for (i = 0; i < GST_CL_SURF_SAMPLES; i++)
    table->offsets[i] = (gint) round ((i - 9.5) * scale);

  sigma = SURF_SIGMA_FACTOR * scale;
  for (j = 0; j < GST_CL_SURF_SAMPLES; j++) {
    for (i = 0; i < GST_CL_SURF_SAMPLES; i++) {
      gdouble ox = table->offsets[i], oy = table->offsets[j];
      table->weights[j * GST_CL_SURF_SAMPLES + i] =
          (gfloat) exp (-(ox * ox + oy * oy) / (2.0 * sigma * sigma));
    }
  }
  table->reach_lo = table->half - table->offsets[0];
  table->reach_hi = table->offsets[GST_CL_SURF_SAMPLES - 1] + table->half;
  return TRUE;
}

/**
 * gst_cl_surf_grid_init:
 * @grid: (out caller-allocates): the grid to fill
 * @table: the scale
 * @width: image width in pixels
 * @height: image height
 * @step: grid step in pixels, at least 1
 * @border: border handling
 *
 * With %GST_CL_SURF_BORDER_SKIP the grid starts where the first window fits
 * and stops before one would leave the image; with
 * %GST_CL_SURF_BORDER_CLAMP it starts at step / 2 and covers the image.  The
 * grid may be empty (nx or ny 0).
 */
void
gst_cl_surf_grid_init (GstClSurfGrid * grid, const GstClSurfScale * table,
    guint width, guint height, guint step, GstClSurfBorder border)
{
  g_return_if_fail (grid != NULL && table != NULL);

  memset (grid, 0, sizeof (*grid));
  step = MAX (step, 1);
  grid->step = step;

  if (border == GST_CL_SURF_BORDER_CLAMP) {
    grid->x0 = grid->y0 = step / 2;
    grid->nx = width > step / 2 ? (width - 1 - step / 2) / step + 1 : 0;
    grid->ny = height > step / 2 ? (height - 1 - step / 2) / step + 1 : 0;
  } else {
    gint64 span_x = (gint64) width - table->reach_hi - table->reach_lo;
    gint64 span_y = (gint64) height - table->reach_hi - table->reach_lo;

    grid->x0 = grid->y0 = table->reach_lo;
    grid->nx = span_x >= 0 ? span_x / step + 1 : 0;
    grid->ny = span_y >= 0 ? span_y / step + 1 : 0;
  }
  if (grid->nx == 0 || grid->ny == 0)
    grid->nx = grid->ny = 0;
}

/**
 * gst_cl_surf_params_parse_scales:
 * @params: parameters whose scales are replaced
 * @list: scales separated by ',' (or ';' or blanks), e.g. "1.2,2.0"
 * @error: return location for a #GError
 *
 * Returns: %FALSE with @error set when @list is empty, holds more than
 * %GST_CL_SURF_MAX_SCALES values, or a value that is not a number in range.
 */
gboolean
gst_cl_surf_params_parse_scales (GstClSurfParams * params,
    const gchar * list, GError ** error)
{
  g_auto (GStrv) parts = NULL;
  guint n = 0, i;
  gdouble scales[GST_CL_SURF_MAX_SCALES];

  g_return_val_if_fail (params != NULL && list != NULL, FALSE);

  parts = g_strsplit_set (list, ",; \t", -1);
  for (i = 0; parts[i]; i++) {
    gchar *end = NULL;
    gdouble v;
    GstClSurfScale check;

    if (parts[i][0] == '\0')
      continue;
    v = g_ascii_strtod (parts[i], &end);
    if (end == parts[i] || *end != '\0') {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "SURF scale \"%s\" is not a number", parts[i]);
      return FALSE;
    }
    if (!gst_cl_surf_scale_init (&check, v, error))
      return FALSE;
    if (n == GST_CL_SURF_MAX_SCALES) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "more than %d SURF scales in \"%s\"", GST_CL_SURF_MAX_SCALES, list);
      return FALSE;
    }
    scales[n++] = v;
  }
  if (n == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "no SURF scale in \"%s\"", list);
    return FALSE;
  }
  params->n_scales = n;
  memcpy (params->scales, scales, n * sizeof (gdouble));
  return TRUE;
}

/**
 * gst_cl_surf_count:
 * @params: grid parameters
 * @width: image width
 * @height: image height
 * @error: return location for a #GError
 *
 * Returns: the number of descriptors of an image (all scales), or 0 with
 * @error set when @params are invalid (0 without error: no window fits).
 */
gsize
gst_cl_surf_count (const GstClSurfParams * params, guint width, guint height,
    GError ** error)
{
  gsize total = 0;
  guint s;

  g_return_val_if_fail (params != NULL, 0);

  if (params->n_scales == 0 || params->n_scales > GST_CL_SURF_MAX_SCALES) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "%u SURF scales, expected 1 to %d", params->n_scales,
        GST_CL_SURF_MAX_SCALES);
    return 0;
  }
  for (s = 0; s < params->n_scales; s++) {
    GstClSurfScale table;
    GstClSurfGrid grid;

    if (!gst_cl_surf_scale_init (&table, params->scales[s], error))
      return 0;
    gst_cl_surf_grid_init (&grid, &table, width, height, params->step,
        params->border);
    total += (gsize) grid.nx * grid.ny;
  }
  return total;
}

static gboolean
pgm_token (const guint8 * data, gsize size, gsize * pos, guint * value)
{
  guint64 v = 0;
  gsize digits = 0;

  /* whitespace and '#' comments may separate header fields */
  while (*pos < size) {
    if (data[*pos] == '#') {
      while (*pos < size && data[*pos] != '\n')
        (*pos)++;
    } else if (g_ascii_isspace (data[*pos])) {
      (*pos)++;
    } else {
      break;
    }
  }
  while (*pos < size && g_ascii_isdigit (data[*pos]) && digits < 10) {
    v = v * 10 + (data[*pos] - '0');
    (*pos)++;
    digits++;
  }
  if (digits == 0 || v > G_MAXINT32 || (*pos < size
          && g_ascii_isdigit (data[*pos])))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/**
 * gst_cl_pgm_load:
 * @path: a binary (P5) PGM file with maxval 1..255
 * @pixels: (out) (transfer full): width * height bytes, rows packed
 * @width: (out): columns
 * @height: (out): rows
 * @error: return location for a #GError
 *
 * Reads the grey images that the training tool and the kernel harness take
 * until frames come from GStreamer.  Pixel values are used as they are
 * (maxval is not rescaled).
 *
 * Returns: %FALSE with @error set (%GST_CL_ERROR_INVALID_DATA) when the file
 * cannot be read or is not such a PGM.
 */
gboolean
gst_cl_pgm_load (const gchar * path, guint8 ** pixels, guint * width,
    guint * height, GError ** error)
{
  g_autofree gchar *contents = NULL;
  g_autoptr (GError) file_error = NULL;
  const guint8 *data;
  gsize size, pos = 2;
  guint w, h, maxval;

  if (!g_file_get_contents (path, &contents, &size, &file_error)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Cannot read image \xe2\x80\x9c%s\xe2\x80\x9d: %s", path,
        file_error->message);
    return FALSE;
  }
  data = (const guint8 *) contents;
  if (size < 2 || data[0] != 'P' || data[1] != '5') {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d is not a binary PGM (P5)", path);
    return FALSE;
  }
  if (!pgm_token (data, size, &pos, &w) || !pgm_token (data, size, &pos, &h)
      || !pgm_token (data, size, &pos, &maxval) || pos >= size
      || !g_ascii_isspace (data[pos])) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d has a malformed PGM header", path);
    return FALSE;
  }
  pos++;
  if (w == 0 || h == 0 || w > 65536 || h > 65536 || maxval == 0
      || maxval > 255) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d: unsupported PGM %ux%u, maxval %u "
        "(8-bit, at most 65536x65536)", path, w, h, maxval);
    return FALSE;
  }
  if (size - pos < (gsize) w * h) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d is truncated: %" G_GSIZE_FORMAT
        " pixel bytes for %ux%u", path, size - pos, w, h);
    return FALSE;
  }
  *pixels = g_memdup2 (data + pos, (gsize) w * h);
  *width = w;
  *height = h;
  return TRUE;
}

/**
 * gst_cl_integral_ref:
 * @luma: 8-bit plane
 * @stride: bytes per row of @luma
 * @width: pixels per row
 * @height: rows
 * @integral: (out caller-allocates): (height + 1) rows of @pitch elements
 * @pitch: elements per row of @integral, at least width + 1
 *
 * The integral image in the project's convention (that of clintegral): row 0
 * and column 0 zero, element [(y+1) pitch + x+1] the sum over x' <= x,
 * y' <= y, modulo 2^32.  Elements past width + 1 in a row are left alone.
 */
void
gst_cl_integral_ref (const guint8 * luma, gsize stride, guint width,
    guint height, guint32 * integral, gsize pitch)
{
  guint x, y;

  g_return_if_fail (pitch >= (gsize) width + 1);

  memset (integral, 0, (width + 1) * sizeof (guint32));
  for (y = 0; y < height; y++) {
    const guint8 *row = luma + y * stride;
    guint32 *above = integral + (gsize) y * pitch;
    guint32 *out = integral + (gsize) (y + 1) * pitch;
    guint32 run = 0;

    out[0] = 0;
    for (x = 0; x < width; x++) {
      run += row[x];
      out[x + 1] = above[x + 1] + run;
    }
  }
}

static inline gint
clampi (gint v, gint lo, gint hi)
{
  return v < lo ? lo : (v > hi ? hi : v);
}

/* Same operations, same order as surf_describe in kernels/surf.cl. */
FMA_CLONES static void
describe_one (const guint32 * ii, gsize pitch, gint w, gint h,
    const GstClSurfScale * t, gint x, gint y, gfloat * out)
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

  if (p[0] > 0.0f) {
    gdouble norm = sqrt ((gdouble) p[0]);
    for (r = 0; r < GST_CL_BOW_DIM; r++)
      out[r] = (gfloat) ((gdouble) v[r] / norm);
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
  guint ix, iy;

  g_return_if_fail (integral != NULL && table != NULL && grid != NULL);

  for (iy = 0; iy < grid->ny; iy++) {
    for (ix = 0; ix < grid->nx; ix++) {
      gsize k = (gsize) iy * grid->nx + ix;
      describe_one (integral, pitch, width, height, table,
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
 * All scales of @params, concatenated in order.
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
    gst_cl_surf_describe_ref (integral, pitch, width, height, &table, &grid,
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
 * index wins.  A descriptor whose distances are all NaN gets word 0.
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
    assign[i] = best_j;
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

/**
 * gst_cl_bow_round_up:
 * @n: a size
 * @multiple: a non-zero multiple
 *
 * Returns: @n rounded up to a multiple of @multiple.
 */
gsize
gst_cl_bow_round_up (gsize n, gsize multiple)
{
  return (n + multiple - 1) / multiple * multiple;
}

/**
 * gst_cl_bow_transpose:
 * @desc: @n_desc descriptors, array of structures
 * @n_desc: number of descriptors
 * @pitch: row pitch of @desc_t, at least @n_desc
 * @desc_t: (out caller-allocates): 64 rows of @pitch floats: component c of
 *   descriptor i at [c * pitch + i]; the padding is zeroed
 *
 * The structure-of-arrays layout of bow_assign_gpu2..5 and bow_assign_tiled.
 */
void
gst_cl_bow_transpose (const gfloat * desc, gsize n_desc, gsize pitch,
    gfloat * desc_t)
{
  gsize i, c;

  g_return_if_fail (pitch >= n_desc);

  for (c = 0; c < GST_CL_BOW_DIM; c++) {
    gfloat *row = desc_t + c * pitch;
    for (i = 0; i < n_desc; i++)
      row[i] = desc[i * GST_CL_BOW_DIM + c];
    for (; i < pitch; i++)
      row[i] = 0.0f;
  }
}

/**
 * gst_cl_bow_prepare_tiled_words:
 * @words: @n_words words, array of structures
 * @n_words: K
 * @pitch: padded word count, a multiple of the tiled kernel's BOW_TILE_N
 *   (gst_cl_bow_round_up (K, tile_n))
 * @words_t: (out caller-allocates): 64 rows of @pitch floats (transposed);
 *   padding words are zero
 * @norms: (out caller-allocates): @pitch floats, |c|^2 rounded once from
 *   double; padding words get FLT_MAX so they never win
 * @max_norm: (out): an upper bound of max |c| (not squared), for the tie
 *   certificate of bow_assign_tiled
 *
 * What bow_assign_tiled needs besides the descriptors, computed once per
 * vocabulary.
 */
void
gst_cl_bow_prepare_tiled_words (const gfloat * words, guint n_words,
    gsize pitch, gfloat * words_t, gfloat * norms, gfloat * max_norm)
{
  gdouble max2 = 0.0;
  gsize j;
  gint c;

  g_return_if_fail (pitch >= n_words);

  for (j = 0; j < pitch; j++) {
    gdouble n2 = 0.0;

    for (c = 0; c < GST_CL_BOW_DIM; c++) {
      gfloat v = j < n_words ? words[j * GST_CL_BOW_DIM + c] : 0.0f;
      words_t[c * pitch + j] = v;
      n2 += (gdouble) v *v;
    }
    norms[j] = j < n_words ? (gfloat) n2 : G_MAXFLOAT;
    if (j < n_words)
      max2 = MAX (max2, n2);
  }
  /* round up, the bound must not be an underestimate */
  *max_norm = (gfloat) (sqrt (max2) * (1.0 + 1e-6));
}

static guint
pow2_floor (gsize v, guint cap)
{
  guint p = 1;
  while ((gsize) p * 2 <= v && p * 2 <= cap)
    p *= 2;
  return p;
}

/**
 * gst_cl_bow_tunables_init:
 * @tunables: (out caller-allocates): the values to fill
 * @info: the device
 *
 * Tunables measured best on an NVIDIA H200 (GPUs) and on PoCL (CPUs), kept
 * within the device's work-group limit.  GPU: tiled 16 x 8 work-items
 * (64 descriptors x 128 words, 32 KiB of local memory, 3 work-groups per
 * multiprocessor at 168 registers), fixup 512 x 4; CPU: tiled 8 x 8,
 * smaller groups everywhere (PoCL runs a work-group as loops on one core).
 */
void
gst_cl_bow_tunables_init (GstClBowTunables * tunables,
    const GstClBowDeviceInfo * info)
{
  gboolean gpu;
  gsize max_wg;

  g_return_if_fail (tunables != NULL && info != NULL);

  gpu = info->is_gpu && !info->local_mem_is_global;
  max_wg = info->max_work_group_size ? info->max_work_group_size : 64;
  tunables->wg = pow2_floor (max_wg, 64);
  tunables->tile_tx = gpu ? 16 : 8;
  tunables->tile_ty = 8;
  tunables->tile_k = 16;
  while (tunables->tile_tx * tunables->tile_ty > max_wg && tunables->tile_tx > 1)
    tunables->tile_tx /= 2;
  tunables->fix_wg = pow2_floor (max_wg, gpu ? 512 : 16);
  tunables->fix_batch = gpu ? 4 : 8;
  tunables->fix_batch = MIN (tunables->fix_batch, tunables->fix_wg);
  tunables->hist_wg = pow2_floor (max_wg, gpu ? 256 : 64);
  tunables->norm_wg = pow2_floor (max_wg, gpu ? 256 : 64);
  tunables->surf_kpg = MAX (1, pow2_floor (max_wg / 16, gpu ? 8 : 4));
}

/**
 * gst_cl_bow_build_options:
 * @tunables: the device's tunables
 *
 * Returns: (transfer full): the build options of kernels/bow.cl.  Never add
 * -cl-fast-relaxed-math or its relatives: exactness depends on IEEE
 * arithmetic (see the top of gstclbowref.c).
 */
gchar *
gst_cl_bow_build_options (const GstClBowTunables * tunables)
{
  return g_strdup_printf ("-cl-std=CL1.2 -DBOW_WG=%u -DBOW_TILE_TX=%u "
      "-DBOW_TILE_TY=%u -DBOW_TILE_K=%u -DBOW_FIX_WG=%u -DBOW_FIX_BATCH=%u "
      "-DBOW_HIST_WG=%u -DBOW_NORM_WG=%u", tunables->wg, tunables->tile_tx,
      tunables->tile_ty, tunables->tile_k, tunables->fix_wg,
      tunables->fix_batch, tunables->hist_wg, tunables->norm_wg);
}

/**
 * gst_cl_surf_build_options:
 * @tunables: the device's tunables
 *
 * Returns: (transfer full): the build options of kernels/surf.cl.
 */
gchar *
gst_cl_surf_build_options (const GstClBowTunables * tunables)
{
  return g_strdup_printf ("-cl-std=CL1.2 -DSURF_KPG=%u", tunables->surf_kpg);
}

/**
 * gst_cl_bow_soa_pitch:
 * @n_desc: the most descriptors a buffer must hold
 * @tunables: the device's tunables
 *
 * Row pitch (in floats) for transposed descriptors: a multiple of the tiled
 * kernel's descriptor tile and of BOW_WG, as the kernels require, and never
 * a multiple of 1024 floats: a 4 KiB-aligned stride maps the 64 components
 * of a descriptor onto the same cache sets (measured on PoCL: gpu2 and gpu3
 * 30 times slower with a pitch of 2048).
 *
 * Returns: the pitch.
 */
gsize
gst_cl_bow_soa_pitch (gsize n_desc, const GstClBowTunables * tunables)
{
  gsize unit = MAX ((gsize) tunables->tile_ty * 8, tunables->wg);
  gsize pitch = gst_cl_bow_round_up (MAX (n_desc, 1), unit);

  if (pitch % 1024 == 0)
    pitch += unit;
  return pitch;
}

/**
 * gst_cl_bow_variant_local_mem:
 * @variant: a variant
 * @tunables: the device's tunables
 * @n_words: K
 *
 * Returns: the local memory (bytes) one work-group of @variant's assignment
 * kernel uses, the K-bin histogram argument included.
 */
guint64
gst_cl_bow_variant_local_mem (GstClBowVariant variant,
    const GstClBowTunables * tunables, guint n_words)
{
  guint64 lhist = (guint64) n_words * 4;

  switch (variant) {
    case GST_CL_BOW_VARIANT_GPU4:
    case GST_CL_BOW_VARIANT_GPU5:
      return lhist + (guint64) GST_CL_BOW_DIM * tunables->wg * 4;
    case GST_CL_BOW_VARIANT_TILED:
      /* descriptor tile + two word buffers; the histogram runs apart */
      return (guint64) (GST_CL_BOW_DIM * 8 * tunables->tile_ty +
          2 * tunables->tile_k * 8 * tunables->tile_tx) * 4;
    default:
      return lhist;
  }
}

/**
 * gst_cl_bow_variant_fits:
 * @variant: a variant
 * @info: the device
 * @tunables: the device's tunables
 * @n_words: K
 *
 * Returns: whether @variant can run K words on the device: local memory,
 * and for GPU5 the constant buffer (K * 256 bytes).  bow_histogram (tiled
 * path) needs K * 4 bytes of local memory as well.
 */
gboolean
gst_cl_bow_variant_fits (GstClBowVariant variant,
    const GstClBowDeviceInfo * info, const GstClBowTunables * tunables,
    guint n_words)
{
  guint64 local = gst_cl_bow_variant_local_mem (variant, tunables, n_words);

  if (local > info->local_mem_size || (guint64) n_words * 4 >
      info->local_mem_size)
    return FALSE;
  if (variant == GST_CL_BOW_VARIANT_GPU5 && (guint64) n_words *
      GST_CL_BOW_DIM * 4 > info->max_constant_size)
    return FALSE;
  return TRUE;
}

/**
 * gst_cl_bow_choose_variant:
 * @info: device properties
 * @n_words: K
 *
 * Picks the assignment variant from device properties, by measurements
 * (tests/standalone/bow-kernel-test --bench; all variants give the same
 * assignments, so this is about speed only):
 *  - the tiled variant wins from K = 64 on both kinds of device measured:
 *    NVIDIA H200, N = 200k: 41 TFLOP/s at K = 1024 against 9 for the best
 *    direct variant (gpu3); PoCL on 2 cores: 14 GFLOP/s against 13 (gpu1)
 *    at K = 64, 20 against 13 at K = 1024.  Below 64 words a tile is mostly
 *    padding;
 *  - below that, on GPUs gpu3 (transposed descriptors, float4 words, the
 *    descriptor held in registers) beats gpu1/2/4/5 by 1.5-2x on the H200,
 *    __constant words (gpu5) included; on CPU devices, whose local and
 *    constant memories are ordinary memory and where work-items become
 *    vector lanes, gpu1's contiguous descriptor wins;
 *  - whatever does not fit the device's local memory falls back to gpu1
 *    (only needs K * 4 bytes, the histogram).
 *
 * Returns: the variant.
 */
GstClBowVariant
gst_cl_bow_choose_variant (const GstClBowDeviceInfo * info, guint n_words)
{
  GstClBowTunables t;
  gboolean gpu;
  GstClBowVariant v;

  g_return_val_if_fail (info != NULL, GST_CL_BOW_VARIANT_GPU1);

  gst_cl_bow_tunables_init (&t, info);
  gpu = info->is_gpu && !info->local_mem_is_global;
  if (n_words >= 64)
    v = GST_CL_BOW_VARIANT_TILED;
  else
    v = gpu ? GST_CL_BOW_VARIANT_GPU3 : GST_CL_BOW_VARIANT_GPU1;
  if (!gst_cl_bow_variant_fits (v, info, &t, n_words))
    v = GST_CL_BOW_VARIANT_GPU1;
  return v;
}

/**
 * gst_cl_bow_variant_name:
 * @variant: a variant
 *
 * Returns: a short name: "gpu1" ... "gpu5", "tiled".
 */
const gchar *
gst_cl_bow_variant_name (GstClBowVariant variant)
{
  static const gchar *names[] = { "gpu1", "gpu2", "gpu3", "gpu4", "gpu5",
    "tiled"
  };
  g_return_val_if_fail (variant < GST_CL_BOW_N_VARIANTS, "?");
  return names[variant];
}

/**
 * gst_cl_bow_variant_kernel:
 * @variant: a variant
 *
 * Returns: the name of its assignment kernel in kernels/bow.cl.
 */
const gchar *
gst_cl_bow_variant_kernel (GstClBowVariant variant)
{
  static const gchar *names[] = { "bow_assign_gpu1", "bow_assign_gpu2",
    "bow_assign_gpu3", "bow_assign_gpu4", "bow_assign_gpu5",
    "bow_assign_tiled"
  };
  g_return_val_if_fail (variant < GST_CL_BOW_N_VARIANTS, NULL);
  return names[variant];
}
