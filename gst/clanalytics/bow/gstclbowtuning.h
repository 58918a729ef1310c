/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Layouts, tunables and variant choice for kernels/bow.cl (gstclbowtuning.c). */
#pragma once

#include <glib.h>
#include "gstclsurf.h"

G_BEGIN_DECLS

gsize gst_cl_bow_round_up (gsize n, gsize multiple);

void gst_cl_bow_transpose (const gfloat * desc, gsize n_desc, gsize pitch,
    gfloat * desc_t);

void gst_cl_bow_prepare_tiled_words (const gfloat * words, guint n_words,
    gsize pitch, gfloat * words_t, gfloat * norms, gfloat * max_norm);

/**
 * GstClBowVariant:
 * @GST_CL_BOW_VARIANT_GPU1: bow_assign_gpu1, one work-item per descriptor,
 *   array-of-structures descriptors
 * @GST_CL_BOW_VARIANT_GPU3: bow_assign_gpu3, transposed (structure of
 *   arrays) descriptors and float4 arithmetic
 * @GST_CL_BOW_VARIANT_TILED: bow_assign_tiled + bow_fixup +
 *   bow_histogram, matrix-product formulation with certified ties
 */
typedef enum
{
  GST_CL_BOW_VARIANT_GPU1,
  GST_CL_BOW_VARIANT_GPU3,
  GST_CL_BOW_VARIANT_TILED,
  GST_CL_BOW_N_VARIANTS,
} GstClBowVariant;

/**
 * GstClBowDeviceInfo:
 * @is_gpu: CL_DEVICE_TYPE_GPU (or an accelerator with local memory)
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
 * @surf_map: not a -D value: whether surf_describe reads its samples from
 *   a response map (surf_responses, kernels/surf.cl) rather than from the
 *   integral; the descriptors are the same either way
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
  gboolean surf_map;
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
