/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The image pyramid OpenCV 4's CascadeClassifier::detectMultiScale scans
 * (objdetect/src/cascadedetect.cpp): which scales, each level's size, window
 * step and window count, and where each level's integral images sit in the
 * atlas the detection kernels read.
 *
 * - scales: factor *= scaleFactor in double while cvRound (window * factor)
 *   fits the image, kept as float; min/max size filtered with float
 *   products; the closest scale (L2) when the filter leaves none;
 * - levels: cvRound (size / scale) in float, step = scale >= 2 ? 1 : 2,
 *   resized with the bit-exact INTER_LINEAR (resize.cpp's
 *   interpolationLinear: 8-bit fixed-point coefficients, horizontal then
 *   vertical, round at 16 bits), whose coefficient tables are here too.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

/* unfused float arithmetic, as OpenCV's */
#include "gstclopencvfp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclpyramid.h"
#include "gstclerror.h"

#define MAX_LEVELS 1024
#define MAX_IMAGE_SIDE 16384

/**
 * gst_cl_cascade_params_init:
 * @params: parameters to fill
 *
 * Sets OpenCV's defaults: scale factor 1.1, 3 neighbours, no size limits.
 */
void
gst_cl_cascade_params_init (GstClCascadeParams * params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof (*params));
  params->scale_factor = 1.1;
  params->min_neighbors = 3;
}

/**
 * gst_cl_cascade_pyramid_plan:
 * @cascade: the cascade
 * @width: image width
 * @height: image height
 * @params: (nullable): detection parameters, %NULL for the defaults
 * @plan: (out caller-allocates): the plan, to clear with
 *   gst_cl_cascade_plan_clear()
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
gst_cl_cascade_pyramid_plan (const GstClCascade * cascade, guint width,
    guint height, const GstClCascadeParams * params, GstClCascadePlan * plan,
    GError ** error)
{
  GstClCascadeParams defaults;
  GArray *all, *scales;
  guint win_w, win_h, max_w, max_h, i, nstripes;
  guint layer_x = 0, layer_y = 0, layer_dy = 0;
  gdouble factor;

  g_return_val_if_fail (cascade != NULL, FALSE);
  g_return_val_if_fail (plan != NULL, FALSE);

  memset (plan, 0, sizeof (*plan));
  if (params == NULL) {
    gst_cl_cascade_params_init (&defaults);
    params = &defaults;
  }
  if (!(params->scale_factor > 1.0 && params->scale_factor <= 100.0)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "scale factor %g is out of range (must be > 1 and <= 100)",
        params->scale_factor);
    return FALSE;
  }
  if (width == 0 || height == 0 || width > MAX_IMAGE_SIDE ||
      height > MAX_IMAGE_SIDE) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "image %ux%u out of range (1 to %d)", width, height, MAX_IMAGE_SIDE);
    return FALSE;
  }

  win_w = cascade->window_w;
  win_h = cascade->window_h;
  plan->image_w = width;
  plan->image_h = height;
  plan->window_w = win_w;
  plan->window_h = win_h;
  /* LBP reads no squares: its atlas is the sum plane alone */
  plan->n_planes = cascade->feature_type == GST_CL_CASCADE_LBP ? 1 :
      cascade->has_tilted ? 3 : 2;
  /* no window fits, or no face can be as large as asked: no level, no
   * faces (a live min-size change must not stop the stream) */
  if (width < win_w || height < win_h || params->min_width > width ||
      params->min_height > height)
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

    if (gst_cl_cv_round (win_w * factor) > (gint) width ||
        gst_cl_cv_round (win_h * factor) > (gint) height)
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
    gint ww = gst_cl_cv_roundf ((gfloat) win_w * f), wh = gst_cl_cv_roundf ((gfloat) win_h * f);

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
      gint dw = (gint) params->min_width - gst_cl_cv_roundf ((gfloat) win_w * f);
      gint dh = (gint) params->min_height - gst_cl_cv_roundf ((gfloat) win_h * f);
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
  plan->levels = g_new0 (GstClCascadeLevel, MAX (plan->n_levels, 1));
  plan->stride = ((guint) gst_cl_cv_roundf ((gfloat) width /
          g_array_index (scales, gfloat, 0)) + 31 + 31) & ~31u;

  for (i = 0; i < plan->n_levels; i++) {
    GstClCascadeLevel *lv = &plan->levels[i];
    gfloat f = g_array_index (scales, gfloat, i);

    lv->factor = f;
    lv->width = gst_cl_cv_roundf ((gfloat) width / f);
    lv->height = gst_cl_cv_roundf ((gfloat) height / f);
    lv->step = f >= 2.0f ? 1 : 2;
    lv->win_w = gst_cl_cv_roundf ((gfloat) win_w * f);
    lv->win_h = gst_cl_cv_roundf ((gfloat) win_h * f);

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
    gst_cl_cascade_plan_clear (plan);
    return FALSE;
  }

  /* CascadeClassifierInvoker's stripes, sized from level 0 */
  nstripes = 0;
  for (i = 0; i < plan->n_levels; i++) {
    GstClCascadeLevel *lv = &plan->levels[i];
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
 * gst_cl_cascade_plan_clear:
 * @plan: a plan
 *
 * Frees what gst_cl_cascade_pyramid_plan() allocated.
 */
void
gst_cl_cascade_plan_clear (GstClCascadePlan * plan)
{
  if (plan == NULL)
    return;
  g_free (plan->levels);
  memset (plan, 0, sizeof (*plan));
}

/**
 * gst_cl_cascade_resize_coeffs:
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
gst_cl_cascade_resize_coeffs (guint src_size, guint dst_size, gint32 * table)
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
