/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * How kernels/bow.cl and kernels/surf.cl run on a device: the layouts the
 * host prepares for them (structure of arrays, tiled words), the tunables
 * chosen per device and their -D options, and which assignment variant
 * (the direct gpu1 or gpu3, or the tiled one) fits and is chosen.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclbowtuning.h"

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
 * The structure-of-arrays layout of bow_assign_gpu3 and bow_assign_tiled.
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
 * Tunables measured best on an NVIDIA GPU and on PoCL (CPUs), kept
 * within the device's work-group limit.  GPU: tiled 16 x 8 work-items
 * (64 descriptors x 128 words, 32 KiB of local memory, 3 work-groups per
 * multiprocessor at 168 registers), fixup 512 x 4; CPU: tiled 8 x 8,
 * smaller groups everywhere (PoCL runs a work-group as loops on one core),
 * descriptors through a response map.
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
  /* PoCL: the map halves the whole scene-cut path at 1080p;
   * a GPU reads the integral directly faster than it writes a map */
  tunables->surf_map = !gpu;
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
 * of a descriptor onto the same cache sets (measured on PoCL: gpu3 30 times
 * slower with a pitch of 2048).
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
 * bow_histogram (tiled path) needs K * 4 bytes of local memory as well.
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
  return TRUE;
}

/**
 * gst_cl_bow_choose_variant:
 * @info: device properties
 * @n_words: K
 *
 * Picks the assignment variant from device properties, as bench/bow-bench
 * measured them (all variants give the same assignments, so this is about
 * speed only):
 *  - the tiled variant wins from K = 64 on both kinds of device measured
 *    (GPUs and PoCL); below 64 words a tile is mostly padding;
 *  - below that, on GPUs gpu3 (transposed descriptors, float4 words, the
 *    descriptor held in registers) beats the other direct variants; on CPU
 *    devices, whose local and constant memories are ordinary memory and
 *    where work-items become vector lanes, gpu1's contiguous descriptor
 *    wins;
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
 * Returns: a short name: "gpu1", "gpu3", "tiled".
 */
const gchar *
gst_cl_bow_variant_name (GstClBowVariant variant)
{
  static const gchar *names[] = { "gpu1", "gpu3", "tiled" };
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
  static const gchar *names[] = { "bow_assign_gpu1", "bow_assign_gpu3",
    "bow_assign_tiled"
  };
  g_return_val_if_fail (variant < GST_CL_BOW_N_VARIANTS, NULL);
  return names[variant];
}
