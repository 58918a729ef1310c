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

G_BEGIN_DECLS

/*
 * CPU references of the bag-of-visual-words pipeline (kernels/surf.cl,
 * kernels/bow.cl) and the host-side tables those kernels take.
 *
 * Exactness contract (docs: the comment at the top of gstclbowref.c):
 *  - descriptors: bit-identical to surf.cl when the device has fp64
 *    (SURF_USE_FP64=1, the default where cl_khr_fp64 exists), otherwise
 *    within a few ulp (normalisation by float sqrt/division);
 *  - assignments, histograms: identical to every bow.cl variant for the
 *    same descriptors, on every device;
 *  - normalised histograms: bit-identical with BOW_USE_FP64=1.
 */

/**
 * GST_CL_BOW_DIM:
 *
 * Descriptor length: 4 x 4 sub-regions x (sum dx, sum dy, sum |dx|, sum |dy|).
 */
#define GST_CL_BOW_DIM 64

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
 * GstClBowNorm:
 * @GST_CL_BOW_NORM_NONE: raw counts as floats
 * @GST_CL_BOW_NORM_L1: counts divided by their sum
 * @GST_CL_BOW_NORM_L2: counts divided by the square root of the sum of their
 *   squares
 *
 * Histogram normalisation.  An empty histogram normalises to zeros.  The
 * values match bow.cl's bow_normalize (mode = the enum value).
 */
typedef enum
{
  GST_CL_BOW_NORM_NONE = 0,
  GST_CL_BOW_NORM_L1 = 1,
  GST_CL_BOW_NORM_L2 = 2,
} GstClBowNorm;

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
 */
typedef struct
{
  guint step;
  GstClSurfBorder border;
  guint n_scales;
  gdouble scales[GST_CL_SURF_MAX_SCALES];
} GstClSurfParams;

/* --- tables and layout (shared by the references and the kernel hosts) --- */

gboolean gst_cl_surf_scale_init (GstClSurfScale * table, gdouble scale,
    GError ** error);

void gst_cl_surf_grid_init (GstClSurfGrid * grid,
    const GstClSurfScale * table, guint width, guint height, guint step,
    GstClSurfBorder border);

gboolean gst_cl_surf_params_parse_scales (GstClSurfParams * params,
    const gchar * list, GError ** error);

gsize gst_cl_surf_count (const GstClSurfParams * params, guint width,
    guint height, GError ** error);

/* --- test and training input --- */

gboolean gst_cl_pgm_load (const gchar * path, guint8 ** pixels,
    guint * width, guint * height, GError ** error);

/* --- CPU references --- */

void gst_cl_integral_ref (const guint8 * luma, gsize stride, guint width,
    guint height, guint32 * integral, gsize pitch);

void gst_cl_surf_describe_ref (const guint32 * integral, gsize pitch,
    guint width, guint height, const GstClSurfScale * table,
    const GstClSurfGrid * grid, gfloat * out);

gfloat *gst_cl_surf_describe_image_ref (const guint32 * integral, gsize pitch,
    guint width, guint height, const GstClSurfParams * params,
    gsize * n_desc, GError ** error);

gfloat gst_cl_bow_distance (const gfloat * a, const gfloat * b);

void gst_cl_bow_assign_ref (const gfloat * desc, gsize n_desc,
    const gfloat * words, guint n_words, guint32 * assign, gfloat * dist);

void gst_cl_bow_histogram_ref (const guint32 * assign, gsize n_desc,
    guint n_words, guint32 * hist);

void gst_cl_bow_normalize_ref (const guint32 * hist, guint n_words,
    GstClBowNorm norm, gfloat * out);

/* --- host-side preparation for bow.cl --- */

gsize gst_cl_bow_round_up (gsize n, gsize multiple);

void gst_cl_bow_transpose (const gfloat * desc, gsize n_desc, gsize pitch,
    gfloat * desc_t);

void gst_cl_bow_prepare_tiled_words (const gfloat * words, guint n_words,
    gsize pitch, gfloat * words_t, gfloat * norms, gfloat * max_norm);

/**
 * GstClBowVariant:
 * @GST_CL_BOW_VARIANT_GPU1: bow_assign_gpu1, one work-item per descriptor,
 *   array-of-structures descriptors
 * @GST_CL_BOW_VARIANT_GPU2: bow_assign_gpu2, transposed (structure of
 *   arrays) descriptors
 * @GST_CL_BOW_VARIANT_GPU3: bow_assign_gpu3, GPU2 with float4 arithmetic
 * @GST_CL_BOW_VARIANT_GPU4: bow_assign_gpu4, descriptors staged in local
 *   memory
 * @GST_CL_BOW_VARIANT_GPU5: bow_assign_gpu5, GPU4 with the words in
 *   __constant memory (K * 256 bytes must fit the constant buffer)
 * @GST_CL_BOW_VARIANT_TILED: bow_assign_tiled + bow_fixup +
 *   bow_histogram, matrix-product formulation with certified ties
 */
typedef enum
{
  GST_CL_BOW_VARIANT_GPU1,
  GST_CL_BOW_VARIANT_GPU2,
  GST_CL_BOW_VARIANT_GPU3,
  GST_CL_BOW_VARIANT_GPU4,
  GST_CL_BOW_VARIANT_GPU5,
  GST_CL_BOW_VARIANT_TILED,
  GST_CL_BOW_N_VARIANTS,
} GstClBowVariant;

/**
 * GstClBowDeviceInfo:
 * @is_gpu: CL_DEVICE_TYPE_GPU (or an accelerator with local memory)
 * @max_constant_size: CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE
 * @local_mem_size: CL_DEVICE_LOCAL_MEM_SIZE
 * @local_mem_is_global: CL_DEVICE_LOCAL_MEM_TYPE is CL_GLOBAL (CPU devices)
 * @compute_units: CL_DEVICE_MAX_COMPUTE_UNITS
 * @max_work_group_size: CL_DEVICE_MAX_WORK_GROUP_SIZE
 *
 * The device properties the helpers below use (variant choice, tunables,
 * launch sizes), kept free of OpenCL types.
 */
typedef struct
{
  gboolean is_gpu;
  guint64 max_constant_size;
  guint64 local_mem_size;
  gboolean local_mem_is_global;
  guint compute_units;
  gsize max_work_group_size;
} GstClBowDeviceInfo;

/**
 * GstClBowTunables:
 * @wg: BOW_WG, work-group size of bow_assign_gpu1..5
 * @tile_tx: BOW_TILE_TX (tiled: work-items across the word tile)
 * @tile_ty: BOW_TILE_TY (tiled: work-items down the descriptor tile)
 * @tile_k: BOW_TILE_K (tiled: components staged per step)
 * @fix_wg: BOW_FIX_WG, work-group size of bow_fixup
 * @fix_batch: BOW_FIX_BATCH, flagged descriptors per bow_fixup batch
 * @hist_wg: BOW_HIST_WG, work-group size of bow_histogram
 * @norm_wg: BOW_NORM_WG, work-group size of bow_normalize
 * @surf_kpg: SURF_KPG, keypoints per surf_describe work-group (16 work-items
 *   each)
 *
 * The -D values of kernels/bow.cl and kernels/surf.cl for one device, and
 * with them the launch geometry (see the comments at the top of the .cl
 * files).  The tiled kernel describes BOW_TILE_M = 8 tile_ty descriptors
 * against BOW_TILE_N = 8 tile_tx words per step with tile_tx * tile_ty
 * work-items.
 */
typedef struct
{
  guint wg;
  guint tile_tx, tile_ty, tile_k;
  guint fix_wg, fix_batch;
  guint hist_wg;
  guint norm_wg;
  guint surf_kpg;
} GstClBowTunables;

void gst_cl_bow_tunables_init (GstClBowTunables * tunables,
    const GstClBowDeviceInfo * info);

gchar *gst_cl_bow_build_options (const GstClBowTunables * tunables);

gchar *gst_cl_surf_build_options (const GstClBowTunables * tunables);

gsize gst_cl_bow_soa_pitch (gsize n_desc, const GstClBowTunables * tunables);

guint64 gst_cl_bow_variant_local_mem (GstClBowVariant variant,
    const GstClBowTunables * tunables, guint n_words);

gboolean gst_cl_bow_variant_fits (GstClBowVariant variant,
    const GstClBowDeviceInfo * info, const GstClBowTunables * tunables,
    guint n_words);

GstClBowVariant gst_cl_bow_choose_variant (const GstClBowDeviceInfo * info,
    guint n_words);

const gchar *gst_cl_bow_variant_name (GstClBowVariant variant);

const gchar *gst_cl_bow_variant_kernel (GstClBowVariant variant);

G_END_DECLS
