/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Tuning, build options and device layouts for the cascade kernels
 * (kernels/cascade-*.cl). */
#pragma once

#include <glib.h>
#include "gstclpyramid.h"

G_BEGIN_DECLS

/* haar_cols' work-groups: 32 columns by this many runs of 16 rows
 * (COL_TILE_ROWS in kernels/cascade-pyramid.cl) */
#define GST_CL_CASCADE_COL_TILE_ROWS 16

/**
 * GstClCascadeDevNode:
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
 * One weak-classifier node as the kernels read it (HaarNode in
 * kernels/cascade-layout.cl: int4 r0, r1, r2; float4 wt; long2 next).
 * 80 bytes.
 */
typedef struct
{
  gint32 corner[12];
  gfloat weight[3];
  gfloat threshold;
  gint64 left, right;
} GstClCascadeDevNode;

/**
 * GstClCascadeDevStage:
 * @first: first node (stumps) or first weak classifier (trees)
 * @count: weak classifiers in the stage
 * @threshold: #GstClCascadeStage.threshold_fixed
 *
 * 16 bytes (HaarStage in kernels/cascade-layout.cl).
 */
typedef struct
{
  gint32 first, count;
  gint64 threshold;
} GstClCascadeDevStage;

/**
 * GstClCascadeDevCascade:
 * @nodes: the nodes, for the atlas row length the data was packed for
 * @n_nodes: length of @nodes
 * @stages: the stages
 * @n_stages: length of @stages
 * @weak_roots: trees only: absolute root node of each weak classifier
 * @n_weak: length of @weak_roots
 * @leaves: trees only: fixed-point leaf values
 * @n_leaves: length of @leaves
 * @stage_pass: LBP only (else %NULL): 8 words per stage, bit p set when
 *   the stage passes with stump j's subset test true for each bit j of p
 *   (stages of at most 8 stumps; zero for longer ones)
 * @norm: the variance window (OpenCV's normrect, inset by one pixel):
 *   base, dx, dy offsets and its area, passed to the kernel as an int4
 * @soa: stumps only (else %NULL): @nodes again, field by field in blocks
 *   of 32 nodes (each block: the 32 r0, the 32 r1, r2, wt, then next, 16
 *   bytes each: 2560 bytes), for haar_detect's cooperative stages
 *   (NODE_SOA), where the lanes of a window read consecutive stumps; or,
 *   with gst_cl_cascade_use_packed_stumps(), packed in blocks of 32 (the 32
 *   int4s of rectangles and threshold, then the 32 float2s of leaves: 768
 *   bytes), for all of haar_detect's stages
 * @soa_size: size of @soa in bytes
 *
 * A cascade packed for the cascade kernels and one atlas row length.
 */
typedef struct
{
  GstClCascadeDevNode *nodes;
  guint n_nodes;
  GstClCascadeDevStage *stages;
  guint n_stages;
  gint32 *weak_roots;
  guint n_weak;
  gint64 *leaves;
  guint n_leaves;
  guint32 *stage_pass;
  gint32 norm[4];
  guint8 *soa;
  gsize soa_size;
} GstClCascadeDevCascade;

/**
 * GstClCascadeDevLevel:
 *
 * One pyramid level as the kernels read it (HaarLevel in
 * kernels/cascade-layout.cl, 16 ints, 64 bytes).  The first_* fields
 * number rows, columns, tilted diagonals, window tiles and rows of windows
 * over all levels, so one launch covers the whole pyramid.  xtab/ytab
 * index the resize tables: entry = source offset * 512 + weight of the
 * next source pixel in 1/256 (OpenCV's bit-exact INTER_LINEAR).
 */
typedef struct
{
  gint32 w, h, base, xtab;
  gint32 ytab, step, nx, ny;
  gint32 tiles_x, first_block, first_row, first_col;
  gint32 first_diag, first_wrow, first_strip, cs_base;
} GstClCascadeDevLevel;

/**
 * GstClCascadeDevPyramid:
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
 * @total_strips: strips of the tuning's @strip_rows rows over all levels
 *   (work-groups of haar_strip_sums and haar_strip_rows); 0 without
 * @cs_size: elements of one plane of the strips' column sums
 */
typedef struct
{
  GstClCascadeDevLevel *levels;
  guint n_levels;
  gint32 *xtab;
  guint n_xtab;
  gint32 *ytab;
  guint n_ytab;
  guint total_rows, total_cols, total_diags, n_blocks;
  guint n_win_rows;
  guint tile_w, tile_h;
  guint total_strips, cs_size;
} GstClCascadeDevPyramid;

/**
 * GstClCascadeTuning:
 * @wg_size: work-group size of haar_detect (WG_SIZE): one warp/wavefront
 * @tile_w: window tile width (TILE_W); tiles are @wg_size windows
 * @queue_stage: stages evaluated one window per work-item before the
 *   survivors are queued and processed cooperatively (QUEUE_STAGE)
 * @coop_windows: queued windows processed at once (COOP_WINDOWS)
 * @groups_per_cu: persistent work-groups launched per compute unit
 * @row_wg: work-group size of haar_rows (ROW_WG)
 * @strip_rows: the integrals in strips of this many rows (STRIP_ROWS, at
 *   most 8: haar_strip_sums, haar_strip_carry, haar_strip_rows) instead
 *   of haar_rows and haar_cols; 0: those (always 0 with @serial_pyramid
 *   once gst_cl_cascade_tuning_apply_options() has run)
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
 * @lbp16: LBP cascades with haar_detect_serial use the 16-bit plane and
 *   the stage pass tables where the cascade allows it (LBP16, see
 *   gst_cl_cascade_use_lbp16()); on for CPU devices
 * @stump_order: the stumps of each stage by place (their first
 *   rectangle's centre, row first) instead of the file's order, so that the
 *   lanes of haar_detect's cooperative stages read nearby corners; on for
 *   GPUs (the sums are exact in any order; cascades whose fixed-point sums
 *   are not exact keep the file's order)
 * @packed_stumps: haar_detect reads each stump packed in 24 bytes
 *   (PACKED_STUMPS) instead of field by field in 80, where the cascade
 *   allows it (gst_cl_cascade_use_packed_stumps()); on for GPUs
 *
 * Kernel variant and launch shape for one device
 * (gst_cl_cascade_tuning_for_device()).  haar_detect always runs persistent
 * one-warp work-groups that take tiles from an atomic counter, with a
 * local queue for the cooperative stages.
 */
typedef struct
{
  guint wg_size;
  guint tile_w;
  guint queue_stage;
  guint coop_windows;
  guint groups_per_cu;
  guint row_wg;
  guint strip_rows;
  gboolean serial_pyramid;
  guint pyramid_groups_per_cu;
  gboolean serial_detect;
  gboolean cpu_build;
  gboolean use_double;
  gboolean lbp16;
  gboolean stump_order;
  gboolean packed_stumps;
} GstClCascadeTuning;

void gst_cl_cascade_tuning_for_device (GstClCascadeTuning * tuning,
    gboolean is_gpu, guint simd_width, guint compute_units,
    gboolean has_fp64);

void gst_cl_cascade_tuning_for_cascade (GstClCascadeTuning * tuning,
    const GstClCascade * cascade);

gboolean gst_cl_cascade_tuning_apply_options (GstClCascadeTuning * tuning,
    const gchar * options, GError ** error);

gchar *gst_cl_cascade_build_options (const GstClCascade * cascade,
    const GstClCascadeTuning * tuning);

gboolean gst_cl_cascade_use_lbp16 (const GstClCascade * cascade,
    const GstClCascadeTuning * tuning);

gboolean gst_cl_cascade_use_packed_stumps (const GstClCascade * cascade,
    const GstClCascadeTuning * tuning);

gboolean gst_cl_cascade_pack_cascade (const GstClCascade * cascade,
    const GstClCascadePlan * plan, const GstClCascadeTuning * tuning,
    GstClCascadeDevCascade * dev, GError ** error);

void gst_cl_cascade_dev_cascade_clear (GstClCascadeDevCascade * dev);

void gst_cl_cascade_pack_pyramid (const GstClCascadePlan * plan,
    const GstClCascadeTuning * tuning, GstClCascadeDevPyramid * dev);

void gst_cl_cascade_dev_pyramid_clear (GstClCascadeDevPyramid * dev);

void gst_cl_cascade_rect_offsets (const GstClCascadeRect * r, gboolean tilted,
    guint S, gsize tilted_plane, gint32 * b, gint32 * dx, gint32 * dy);

G_END_DECLS
