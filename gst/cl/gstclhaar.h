/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <glib.h>
#include "gstclcascade.h"

G_BEGIN_DECLS

/**
 * GST_CL_HAAR_GROUP_EPS:
 *
 * The grouping tolerance OpenCV's detectMultiScale uses.
 */
#define GST_CL_HAAR_GROUP_EPS 0.2

/**
 * GstClRect:
 *
 * An axis-aligned rectangle in image pixels (OpenCV's cv::Rect).
 */
typedef struct
{
  gint x, y, width, height;
} GstClRect;

/**
 * GstClHaarParams:
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
} GstClHaarParams;

/**
 * GstClHaarLevel:
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
} GstClHaarLevel;

/**
 * GstClHaarPlan:
 * @image_w: input width
 * @image_h: input height
 * @window_w: the cascade's window width
 * @window_h: the cascade's window height
 * @n_levels: number of levels (0 when the image is smaller than the window)
 * @levels: the levels, largest first
 * @stride: atlas row length in elements (a multiple of 32)
 * @rows: atlas rows
 * @plane_size: @stride * @rows
 * @n_planes: 2 (sum, squared sum) or 3 (sum, tilted sum, squared sum)
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
  GstClHaarLevel *levels;
  guint stride;
  guint rows;
  gsize plane_size;
  guint n_planes;
  gsize tilted_plane;
  gsize sq_plane;
  guint64 n_windows;
} GstClHaarPlan;

/**
 * GstClHaarHit:
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
} GstClHaarHit;

void gst_cl_haar_params_init (GstClHaarParams * params);

gboolean gst_cl_haar_pyramid_plan (const GstClCascade * cascade, guint width,
    guint height, const GstClHaarParams * params, GstClHaarPlan * plan,
    GError ** error);

void gst_cl_haar_plan_clear (GstClHaarPlan * plan);

void gst_cl_haar_resize_coeffs (guint src_size, guint dst_size,
    gint32 * table);

void gst_cl_haar_build_atlas_cpu (const GstClHaarPlan * plan,
    const guint8 * image, guint stride, guint32 * atlas);

void gst_cl_haar_scan_cpu (const GstClCascade * cascade,
    const GstClHaarPlan * plan, const guint32 * atlas, GArray * hits);

void gst_cl_haar_sort_hits (GstClHaarHit * hits, guint n_hits);

void gst_cl_haar_hits_to_rects (const GstClHaarPlan * plan,
    const GstClHaarHit * hits, guint n_hits, GArray * rects);

void gst_cl_group_rectangles (GArray * rects_in_out, gint min_neighbors,
    gdouble eps, GArray * weights_out);

void gst_cl_clip_rectangles (GArray * rects, GArray * weights, guint width,
    guint height);

void gst_cl_haar_group_hits (const GstClHaarPlan * plan,
    GstClHaarHit * hits, guint n_hits, gint min_neighbors, GArray * rects,
    GArray * weights);

gboolean gst_cl_haar_detect_cpu (const GstClCascade * cascade,
    const guint8 * image, guint width, guint height, guint stride,
    const GstClHaarParams * params, GArray * out_rects, GArray * out_weights,
    GArray * out_hits, GError ** error);

gdouble gst_cl_haar_confidence (gint neighbors);

/* ------------------------------------------------------------------ */
/* Device data for kernels/haar.cl                                      */

/**
 * GstClHaarDevNode:
 * @corner: for each rectangle i, the element offsets of its four corners
 *   from a window's origin in the atlas, corner[4i] .. corner[4i+3]
 *   (tilted rectangles include the tilted plane's offset); the rectangle
 *   sum is I[c0] - I[c1] - I[c2] + I[c3]
 * @weight: rectangle weights (weight[2] == 0: two rectangles)
 * @threshold: node threshold
 * @left: stumps: fixed-point leaf value below the threshold; trees: next
 *   node (> 0, absolute node index) or leaf (<= 0, minus the absolute
 *   index into the leaf array)
 * @right: same as @left, above the threshold
 *
 * One weak-classifier node as kernels/haar.cl reads it (HaarNode: int4 r0,
 * r1, r2; float4 wt; long2 next).  80 bytes.
 */
typedef struct
{
  gint32 corner[12];
  gfloat weight[3];
  gfloat threshold;
  gint64 left, right;
} GstClHaarDevNode;

/**
 * GstClHaarDevStage:
 * @first: first node (stumps) or first weak classifier (trees)
 * @count: weak classifiers in the stage
 * @threshold: #GstClHaarStage.threshold_fixed
 *
 * 16 bytes (HaarStage in kernels/haar.cl).
 */
typedef struct
{
  gint32 first, count;
  gint64 threshold;
} GstClHaarDevStage;

/**
 * GstClHaarDevCascade:
 * @nodes: the nodes, for the atlas row length the data was packed for
 * @n_nodes: length of @nodes
 * @stages: the stages
 * @n_stages: length of @stages
 * @weak_roots: trees only: absolute root node of each weak classifier
 * @n_weak: length of @weak_roots
 * @leaves: trees only: fixed-point leaf values
 * @n_leaves: length of @leaves
 * @norm: the variance window (OpenCV's normrect, inset by one pixel):
 *   base, dx, dy offsets and its area, passed to the kernel as an int4
 *
 * A cascade packed for kernels/haar.cl and one atlas row length.
 */
typedef struct
{
  GstClHaarDevNode *nodes;
  guint n_nodes;
  GstClHaarDevStage *stages;
  guint n_stages;
  gint32 *weak_roots;
  guint n_weak;
  gint64 *leaves;
  guint n_leaves;
  gint32 norm[4];
} GstClHaarDevCascade;

/**
 * GstClHaarDevLevel:
 *
 * One pyramid level as the kernels read it (HaarLevel in kernels/haar.cl,
 * 16 ints, 64 bytes).  The first_* fields number rows, columns, tilted
 * diagonals, window tiles and rows of windows over all levels, so one
 * launch covers the whole pyramid.  xtab/ytab index the resize tables:
 * entry = source offset * 512 + weight of the next source pixel in 1/256
 * (OpenCV's bit-exact INTER_LINEAR).
 */
typedef struct
{
  gint32 w, h, base, xtab;
  gint32 ytab, step, nx, ny;
  gint32 tiles_x, first_block, first_row, first_col;
  gint32 first_diag, first_wrow, _pad[2];
} GstClHaarDevLevel;

/**
 * GstClHaarDevPyramid:
 * @levels: the levels
 * @n_levels: length of @levels
 * @xtab: horizontal resize table, all levels
 * @n_xtab: its length
 * @ytab: vertical resize table, all levels
 * @n_ytab: its length
 * @total_rows: image rows over all levels (work-groups of haar_rows)
 * @total_cols: integral columns over all levels (work-items of haar_cols)
 * @total_diags: diagonals over all levels (work-items of each tilted pass)
 * @n_blocks: window tiles over all levels (work units of haar_detect)
 * @n_win_rows: window rows over all levels (work units of
 *   haar_detect_serial)
 * @tile_w: window tile width (TILE_W)
 * @tile_h: window tile height (WG_SIZE / TILE_W)
 */
typedef struct
{
  GstClHaarDevLevel *levels;
  guint n_levels;
  gint32 *xtab;
  guint n_xtab;
  gint32 *ytab;
  guint n_ytab;
  guint total_rows, total_cols, total_diags, n_blocks;
  guint n_win_rows;
  guint tile_w, tile_h;
} GstClHaarDevPyramid;

/**
 * GstClHaarTuning:
 * @wg_size: work-group size of haar_detect (WG_SIZE): one warp/wavefront
 * @tile_w: window tile width (TILE_W); tiles are @wg_size windows
 * @queue_stage: stages evaluated one window per work-item before the
 *   survivors are queued and processed cooperatively (QUEUE_STAGE)
 * @coop_windows: queued windows processed at once (COOP_WINDOWS)
 * @groups_per_cu: persistent work-groups launched per compute unit
 * @row_wg: work-group size of haar_rows (ROW_WG)
 * @serial_pyramid: build the pyramid with haar_pyramid_serial (one
 *   work-item per level, no barriers: CPU devices) instead of haar_rows and
 *   haar_cols
 * @pyramid_groups_per_cu: work-items of haar_pyramid_serial per compute
 *   unit
 * @cpu_build: a CPU device (CPU_BUILD: clang extensions in the serial
 *   kernels where the compiler is clang)
 * @serial_detect: detect with haar_detect_serial (a work-item per row of
 *   windows, OpenCV's scan: CPU devices) instead of haar_detect; it runs
 *   @groups_per_cu work-items per compute unit
 * @use_double: the device has cl_khr_fp64 (USE_DOUBLE): the variance
 *   normalisation is then bit-exact with OpenCV
 * @persistent: haar_detect's persistent work-groups (PERSISTENT); off, a
 *   work-group per tile
 * @dynamic: persistent work-groups take tiles from the atomic counter
 *   (DYNAMIC); off, group g takes tiles g, g + G, g + 2G ...
 * @local_queue: haar_detect's local queue and cooperative stages
 *   (LOCAL_QUEUE); off, every work-item runs all stages on its window
 * @use_mul24: mul24/mad24 in the index arithmetic (USE_MUL24)
 *
 * Kernel variant and launch shape for one device.  @persistent, @dynamic,
 * @local_queue and @use_mul24 are the seed-003 techniques, on by default;
 * turning one off (for the ablation) gives the same hits.
 */
typedef struct
{
  guint wg_size;
  guint tile_w;
  guint queue_stage;
  guint coop_windows;
  guint groups_per_cu;
  guint row_wg;
  gboolean serial_pyramid;
  guint pyramid_groups_per_cu;
  gboolean serial_detect;
  gboolean cpu_build;
  gboolean use_double;
  gboolean persistent;
  gboolean dynamic;
  gboolean local_queue;
  gboolean use_mul24;
} GstClHaarTuning;

void gst_cl_haar_tuning_for_device (GstClHaarTuning * tuning, gboolean is_gpu,
    guint simd_width, guint compute_units, gboolean has_fp64);

gboolean gst_cl_haar_tuning_apply_options (GstClHaarTuning * tuning,
    const gchar * options, gchar ** rest, GError ** error);

gchar *gst_cl_haar_build_options (const GstClCascade * cascade,
    const GstClHaarTuning * tuning);

gboolean gst_cl_haar_pack_cascade (const GstClCascade * cascade,
    const GstClHaarPlan * plan, GstClHaarDevCascade * dev, GError ** error);

void gst_cl_haar_dev_cascade_clear (GstClHaarDevCascade * dev);

void gst_cl_haar_pack_pyramid (const GstClHaarPlan * plan,
    const GstClHaarTuning * tuning, GstClHaarDevPyramid * dev);

void gst_cl_haar_dev_pyramid_clear (GstClHaarDevPyramid * dev);

G_END_DECLS
