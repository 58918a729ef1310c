/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The pyramid detectMultiScale scans and its atlas layout (gstclpyramid.c). */
#pragma once

#include <math.h>
#include <glib.h>
#include "gstclcascade.h"

G_BEGIN_DECLS

/**
 * GstClCascadeParams:
 * @scale_factor: pyramid step (> 1; OpenCV's scaleFactor, default 1.1)
 * @min_neighbors: groups with this many raw hits or fewer are dropped
 *   (OpenCV's minNeighbors, default 3; 0 keeps the raw hits)
 * @min_width: smallest object, 0 for no limit (OpenCV's minSize)
 * @min_height: see @min_width
 * @max_width: largest object, 0 for the image size (OpenCV's maxSize)
 * @max_height: see @max_width
 *
 * Detection parameters with OpenCV's meaning and defaults.
 */
typedef struct
{
  gdouble scale_factor;
  gint min_neighbors;
  guint min_width, min_height;
  guint max_width, max_height;
} GstClCascadeParams;

/**
 * GstClCascadeLevel:
 * @factor: the scale, in single precision as OpenCV keeps it
 * @width: scaled image width, cvRound (image width / factor)
 * @height: scaled image height
 * @step: window step in scaled pixels: 2 while @factor < 2, else 1
 * @win_w: window width in image pixels, cvRound (window width * factor)
 * @win_h: window height in image pixels
 * @nx: window positions per row (x = 0, @step, ... < @nx * @step)
 * @ny: window rows scanned; OpenCV's striping can leave out the last
 *   rows of small levels, and this does the same
 * @atlas_x: column of the level's integral image in the atlas
 * @atlas_y: row of the level's integral image in the atlas
 * @offset: @atlas_y * stride + @atlas_x, the element index of the level's
 *   integral origin
 *
 * One pyramid level.  Its integral images are (@width + 1) x (@height + 1)
 * blocks of the atlas planes.
 */
typedef struct
{
  gfloat factor;
  guint width, height;
  guint step;
  guint win_w, win_h;
  guint nx, ny;
  guint atlas_x, atlas_y;
  guint offset;
} GstClCascadeLevel;

/**
 * GstClCascadePlan:
 * @image_w: input width
 * @image_h: input height
 * @window_w: the cascade's window width
 * @window_h: the cascade's window height
 * @n_levels: number of levels (0 when the image is smaller than the window)
 * @levels: the levels, largest first
 * @stride: atlas row length in elements (a multiple of 32)
 * @rows: atlas rows
 * @plane_size: @stride * @rows
 * @n_planes: 2 (sum, squared sum) or 3 (sum, tilted sum, squared sum);
 *   1 (sum) for an LBP cascade, whose @sq_plane is then 0 and unused
 * @tilted_plane: element offset of the tilted plane (0 when absent)
 * @sq_plane: element offset of the squared-sum plane
 * @n_windows: windows scanned over all levels
 *
 * The image pyramid OpenCV's detectMultiScale builds for one input size,
 * and the atlas that packs the integral images of all levels the way
 * OpenCV's FeatureEvaluator does (one row length for every level, so
 * feature offsets do not depend on the level).  Every plane holds 32-bit
 * unsigned sums that wrap like OpenCV's CV_32S ones.
 */
typedef struct
{
  guint image_w, image_h;
  guint window_w, window_h;
  guint n_levels;
  GstClCascadeLevel *levels;
  guint stride;
  guint rows;
  gsize plane_size;
  guint n_planes;
  gsize tilted_plane;
  gsize sq_plane;
  guint64 n_windows;
} GstClCascadePlan;

/**
 * GstClCascadeHit:
 * @level: pyramid level
 * @x: window left, in the level's pixels
 * @y: window top, in the level's pixels
 *
 * A raw detection before grouping: a window that passed every stage and
 * that OpenCV's scan order evaluates.  16 bytes, the layout the kernel
 * writes (int4).
 */
typedef struct
{
  gint32 level, x, y, _pad;
} GstClCascadeHit;

/* cvRound: round half to even, as the FPU does */
static inline gint
gst_cl_cv_round (gdouble v)
{
  return (gint) lrint (v);
}

static inline gint
gst_cl_cv_roundf (gfloat v)
{
  return (gint) lrintf (v);
}

void gst_cl_cascade_params_init (GstClCascadeParams * params);

gboolean gst_cl_cascade_pyramid_plan (const GstClCascade * cascade, guint width,
    guint height, const GstClCascadeParams * params, GstClCascadePlan * plan,
    GError ** error);

void gst_cl_cascade_plan_clear (GstClCascadePlan * plan);

void gst_cl_cascade_resize_coeffs (guint src_size, guint dst_size,
    gint32 * table);

G_END_DECLS
