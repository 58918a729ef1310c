/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The dense U-SURF layout shared by kernels/surf.cl, its host and its CPU
 * reference: per scale, the sampling pattern (sample offsets, Gaussian
 * weights, reach); per frame size, the grid of descriptor centres.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclerror.h"
#include "gstclsurf.h"

#define SURF_SIGMA_FACTOR 3.3

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

  /* "1.2, 2" is a list of two; "1.2,,2" or "1.2," is a typo, not a list
   * of two: refuse it rather than guess */
  parts = g_strsplit_set (list, ",;", -1);
  for (i = 0; parts[i]; i++) {
    gchar *end = NULL;
    gdouble v;
    GstClSurfScale check;

    g_strstrip (parts[i]);
    if (parts[i][0] == '\0') {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "empty SURF scale in \"%s\"", list);
      return FALSE;
    }
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
 * gst_cl_surf_params_for_height:
 * @base: the grid step and scales at the reference height
 * @reference_height: the frame height @base is meant for; 0: none
 * @height: the frame's height
 * @out: (out caller-allocates): @base scaled to the frame (may be @base)
 *
 * Frame-relative sampling: in a frame taller than @reference_height the
 * grid step and every scale are multiplied by @height / @reference_height
 * (the step rounded to the nearest integer, the scales capped at
 * %GST_CL_SURF_MAX_SCALE), so that the descriptors cover the same share of
 * the picture, and a frame gets about as many of them, at every resolution:
 * what analysing a copy of the frame scaled down to @reference_height
 * lines would give, at the cost of the scaled-down frame (the windows' box
 * sums come from the full-resolution integral).  Frames no taller than
 * @reference_height keep @base as it is.
 *
 * Returns: the factor (1.0: @out is @base).
 */
gdouble
gst_cl_surf_params_for_height (const GstClSurfParams * base,
    guint reference_height, guint height, GstClSurfParams * out)
{
  gdouble f = 1.0;
  guint s;

  g_return_val_if_fail (base != NULL && out != NULL, 1.0);

  if (out != base)
    *out = *base;
  if (reference_height == 0 || height <= reference_height)
    return 1.0;
  f = (gdouble) height / reference_height;
  out->step = MAX (1, (guint) floor (base->step * f + 0.5));
  for (s = 0; s < base->n_scales && s < GST_CL_SURF_MAX_SCALES; s++)
    out->scales[s] = MIN (base->scales[s] * f, GST_CL_SURF_MAX_SCALE);
  return f;
}

/**
 * gst_cl_surf_gate_n2:
 * @table: the scale
 * @min_contrast: the gate, in grey levels; <= 0: none
 *
 * The contrast of a descriptor window is the root mean square of its 64
 * components before normalisation, each expressed in grey levels: a Haar
 * response divided by its box area (2 half^2 pixels: the difference of two
 * box means) and a component divided by the mean Gaussian weight of a
 * sub-region (the sum of the 400 weights / 16).  A ramp of g grey levels
 * per pixel has a contrast of about 0.7 half g; noise of a grey level or two
 * on a flat wall, about 1.  The kernel compares the squared norm n2 of the
 * raw components (which it computes anyway) with the value returned here,
 * 64 (@min_contrast 2 half^2 W / 16)^2, rounded once to float and passed
 * identically to kernels/surf.cl and gst_cl_surf_describe_ref(), so the
 * gate decides the same on both.
 *
 * Returns: the kernel's min_n2 argument (0: no gate).
 */
gfloat
gst_cl_surf_gate_n2 (const GstClSurfScale * table, gdouble min_contrast)
{
  gdouble wsum = 0.0, unit;
  gint i;

  g_return_val_if_fail (table != NULL, 0.0f);

  if (!(min_contrast > 0.0))
    return 0.0f;
  for (i = 0; i < GST_CL_SURF_SAMPLES * GST_CL_SURF_SAMPLES; i++)
    wsum += table->weights[i];
  unit = min_contrast * 2.0 * table->half * table->half * wsum / 16.0;
  return (gfloat) (64.0 * unit * unit);
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
