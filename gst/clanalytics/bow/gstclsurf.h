/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The dense U-SURF sampling layout (gstclsurf.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * GST_CL_BOW_DIM:
 *
 * Descriptor length: 4 x 4 sub-regions x (sum dx, sum dy, sum |dx|, sum |dy|).
 */
#define GST_CL_BOW_DIM 64

/**
 * GST_CL_BOW_NO_WORD:
 *
 * The assignment of a descriptor that does not vote (gated by the contrast
 * gate, see #GstClSurfParams): no word, counted in no bin.
 */
#define GST_CL_BOW_NO_WORD G_MAXUINT32

/**
 * GST_CL_SURF_SAMPLES:
 *
 * Samples per side of the descriptor window (20 s wide, one sample every s,
 * 5 x 5 samples per sub-region).
 */
#define GST_CL_SURF_SAMPLES 20

/**
 * GST_CL_SURF_MIN_SCALE:
 * GST_CL_SURF_MAX_SCALE:
 *
 * Accepted SURF scales s.  The upper bound keeps every Haar response below
 * 2^24 in magnitude, so its conversion to float is exact on every device.
 */
#define GST_CL_SURF_MIN_SCALE 0.5
#define GST_CL_SURF_MAX_SCALE 64.0

/**
 * GST_CL_SURF_MAX_SCALES:
 *
 * Most scales a descriptor grid may use at once.
 */
#define GST_CL_SURF_MAX_SCALES 8

/**
 * GstClSurfBorder:
 * @GST_CL_SURF_BORDER_SKIP: only keypoints whose whole window (Haar filters
 *   included) lies inside the image
 * @GST_CL_SURF_BORDER_CLAMP: a grid over the whole image; box filters are
 *   clipped to the image, so border responses see fewer pixels
 */
typedef enum
{
  GST_CL_SURF_BORDER_SKIP,
  GST_CL_SURF_BORDER_CLAMP,
} GstClSurfBorder;

/**
 * GstClSurfScale:
 * @scale: s
 * @half: half width of the Haar wavelets, round(s) but at least 1 (a wavelet
 *   is 2 @half pixels square)
 * @offsets: sample offsets from the keypoint, round((i - 9.5) s), used for
 *   both axes
 * @weights: Gaussian weights (sigma 3.3 s) at the sample offsets, row-major
 *   [y sample * 20 + x sample]
 * @reach_lo: the window reads integral columns/rows from keypoint - @reach_lo
 * @reach_hi: ... to keypoint + @reach_hi
 *
 * The sampling pattern of one scale, computed once on the host and passed
 * to the kernel as is (offsets and weights buffers, @half), so that GPU and
 * CPU sample exactly the same pixels with exactly the same weights.
 */
typedef struct
{
  gdouble scale;
  gint half;
  gint offsets[GST_CL_SURF_SAMPLES];
  gfloat weights[GST_CL_SURF_SAMPLES * GST_CL_SURF_SAMPLES];
  gint reach_lo;
  gint reach_hi;
} GstClSurfScale;

/**
 * GstClSurfGrid:
 * @x0: column of the first keypoint (an integral-image coordinate)
 * @y0: row of the first keypoint
 * @step: distance between keypoints, both axes
 * @nx: keypoints per row
 * @ny: keypoint rows
 *
 * Keypoint k of a grid sits at (x0 + (k % nx) step, y0 + (k / nx) step).
 */
typedef struct
{
  gint x0;
  gint y0;
  guint step;
  guint nx;
  guint ny;
} GstClSurfGrid;

/**
 * GstClSurfParams:
 * @step: grid step in pixels, at least 1
 * @border: border handling
 * @n_scales: number of scales, 1 to %GST_CL_SURF_MAX_SCALES
 * @scales: the scales; descriptors of all scales are concatenated in this
 *   order
 * @min_contrast: contrast gate in grey levels (see gst_cl_surf_gate_n2());
 *   0 (what a zeroed struct holds): no gate, flat windows give zero
 *   descriptors
 */
typedef struct
{
  guint step;
  GstClSurfBorder border;
  guint n_scales;
  gdouble scales[GST_CL_SURF_MAX_SCALES];
  gdouble min_contrast;
} GstClSurfParams;

gboolean gst_cl_surf_scale_init (GstClSurfScale * table, gdouble scale,
    GError ** error);

void gst_cl_surf_grid_init (GstClSurfGrid * grid,
    const GstClSurfScale * table, guint width, guint height, guint step,
    GstClSurfBorder border);

gboolean gst_cl_surf_params_parse_scales (GstClSurfParams * params,
    const gchar * list, GError ** error);

gdouble gst_cl_surf_params_for_height (const GstClSurfParams * base,
    guint reference_height, guint height, GstClSurfParams * out);

gfloat gst_cl_surf_gate_n2 (const GstClSurfScale * table,
    gdouble min_contrast);

gsize gst_cl_surf_count (const GstClSurfParams * params, guint width,
    guint height, GError ** error);

G_END_DECLS
