/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What kernels/cascade-*.cl is given: the tuning of its variant and launch shape
 * per device, the -D options that select it, and the cascade and pyramid
 * packed in the layouts the kernels read.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gstclcascadepack.h"
#include "gstclerror.h"

/* the layouts kernels/cascade-*.cl reads */
G_STATIC_ASSERT (sizeof (GstClCascadeDevNode) == 80);
G_STATIC_ASSERT (sizeof (GstClCascadeDevStage) == 16);
G_STATIC_ASSERT (sizeof (GstClCascadeDevLevel) == 64);
G_STATIC_ASSERT (sizeof (GstClCascadeHit) == 16);
/**
 * gst_cl_cascade_rect_offsets:
 * @r: a feature rectangle
 * @tilted: the feature is tilted (45 degrees)
 * @S: the atlas row length
 * @tilted_plane: offset of the tilted sums in the atlas
 * @b: (out): offset of the rectangle's first corner from the window origin
 * @dx: (out): offset of the second corner from the first
 * @dy: (out): offset of the third corner from the first
 *
 * A rectangle as offsets in the atlas, the form both the CPU scan and the
 * kernels read.
 */
void
gst_cl_cascade_rect_offsets (const GstClCascadeRect * r, gboolean tilted,
    guint S, gsize tilted_plane, gint32 * b, gint32 * dx, gint32 * dy)
{
  if (tilted) {
    /* corners (x, y), (x + w, y + w), (x - h, y + h), (x + w - h, ...) */
    *b = (gint32) tilted_plane + r->x + r->y * (gint32) S;
    *dx = r->w * ((gint32) S + 1);
    *dy = r->h * ((gint32) S - 1);
  } else {
    *b = r->x + r->y * (gint32) S;
    *dx = r->w;
    *dy = r->h * (gint32) S;
  }
}

/**
 * gst_cl_cascade_tuning_for_device:
 * @tuning: (out): the tuning
 * @is_gpu: a GPU-like device (wide SIMD, many compute units)
 * @simd_width: warp or wavefront width (1 on a CPU)
 * @compute_units: CL_DEVICE_MAX_COMPUTE_UNITS
 * @has_fp64: the device has cl_khr_fp64
 *
 * The kernel variant and launch shape: work-groups of one warp (32 on
 * NVIDIA, 64 on AMD), tiles 32 windows wide (a row of windows reads whole
 * cache lines), the local queue after stage 0 with
 * the lanes spread over its windows (down to one lane a window), and
 * persistent work-groups per compute unit: 32 for 32-wide warps (the
 * most an NVIDIA compute unit's registers hold), 12 for 64-wide
 * wavefronts.  CPU devices (PoCL) get the serial kernels instead:
 * haar_pyramid_serial (one work-item per core, levels from an atomic
 * counter) and haar_detect_serial (8 work-items per core, rows of windows
 * from an atomic counter); work-group barriers cost more than the work on
 * PoCL, and a work-item there is a loop iteration that vectorises across
 * neighbouring windows better than across work-items.  Their haar_detect
 * tuning (for tests that run the GPUs' kernel on a CPU: SERIAL_DETECT=0 in
 * gst_cl_cascade_tuning_apply_options()) keeps 16-wide groups and tiles and
 * the queue after 3 stages.
 */
void
gst_cl_cascade_tuning_for_device (GstClCascadeTuning * tuning, gboolean is_gpu,
    guint simd_width, guint compute_units, gboolean has_fp64)
{
  g_return_if_fail (tuning != NULL);

  memset (tuning, 0, sizeof (*tuning));
  tuning->use_double = has_fp64;
  tuning->row_wg = 256;
  tuning->queue_stage = 2;
  if (is_gpu) {
    guint w = simd_width;

    if (w < 16 || w > 64 || (w & (w - 1)) != 0)
      w = 32;
    tuning->wg_size = w;
    tuning->tile_w = MIN (w, 32);
    /* stage 0 one window per work-item, then the queue with all the
     * lanes spread over its windows (COOP_ADAPT: one lane each when it
     * holds more windows than half the group) */
    tuning->queue_stage = 1;
    tuning->coop_windows = w;
    /* haar_rows in groups of 64: more rows in flight, the fastest group
     * measured, alone and with several streams */
    tuning->row_wg = 64;
    /* 32 one-warp groups a compute unit: the most a compute unit of
     * 32-wide warps holds without spilling, measured best */
    tuning->groups_per_cu = w >= 64 ? 12 : 32;
    /* stumps by place: the lanes of one load read fewer cache lines */
    tuning->stump_order = TRUE;
    /* stumps in 24 bytes: the cooperative stages' stump loads cost
     * about as much as their corner loads */
    tuning->packed_stumps = TRUE;
  } else {
    /* PoCL runs a work-group as a loop: smaller groups, fewer barriers */
    tuning->wg_size = 16;
    tuning->tile_w = 16;
    tuning->queue_stage = 3;
    tuning->coop_windows = 4;
    tuning->groups_per_cu = 8;
    tuning->serial_pyramid = TRUE;
    tuning->pyramid_groups_per_cu = 1;
    tuning->serial_detect = TRUE;
    tuning->cpu_build = TRUE;
    tuning->lbp16 = TRUE;
  }
}

/**
 * gst_cl_cascade_tuning_for_cascade:
 * @tuning: a device's tuning (gst_cl_cascade_tuning_for_device())
 * @cascade: the cascade
 *
 * Adjusts @tuning to @cascade: on GPUs, LBP cascades (no squared integral)
 * build the pyramid in strips of 4 rows (faster for one plane).  Haar keeps
 * haar_rows and haar_cols, since the strips' local memory leaves the
 * detection kernels beside them less L1.  The strips keep groups of 256
 * where haar_rows takes 64.
 */
void
gst_cl_cascade_tuning_for_cascade (GstClCascadeTuning * tuning,
    const GstClCascade * cascade)
{
  g_return_if_fail (tuning != NULL && cascade != NULL);

  if (!tuning->cpu_build && cascade->feature_type == GST_CL_CASCADE_LBP) {
    tuning->strip_rows = 4;
    /* the strips' kernels in groups of 256 (with 64, haar_strip_sums was
     * slower) */
    tuning->row_wg = 256;
  }
}

/* the names gst_cl_cascade_tuning_apply_options() knows; guint fields
 * and gboolean fields (0 or 1) */
typedef struct
{
  const gchar *name;
  gsize offset;
  gboolean is_bool;
} TuningKey;

#define TK_UINT(n, f) { n, G_STRUCT_OFFSET (GstClCascadeTuning, f), FALSE }
#define TK_BOOL(n, f) { n, G_STRUCT_OFFSET (GstClCascadeTuning, f), TRUE }

static const TuningKey tuning_keys[] = {
  TK_UINT ("WG_SIZE", wg_size),
  TK_UINT ("TILE_W", tile_w),
  TK_UINT ("QUEUE_STAGE", queue_stage),
  TK_UINT ("COOP_WINDOWS", coop_windows),
  TK_UINT ("ROW_WG", row_wg),
  TK_UINT ("STRIP_ROWS", strip_rows),
  TK_UINT ("GROUPS_PER_CU", groups_per_cu),
  TK_UINT ("PYRAMID_GROUPS_PER_CU", pyramid_groups_per_cu),
  TK_BOOL ("SERIAL_PYRAMID", serial_pyramid),
  TK_BOOL ("SERIAL_DETECT", serial_detect),
  TK_BOOL ("CPU_BUILD", cpu_build),
  TK_BOOL ("USE_DOUBLE", use_double),
  TK_BOOL ("LBP16", lbp16),
  TK_BOOL ("STUMP_ORDER", stump_order),
  TK_BOOL ("PACKED_STUMPS", packed_stumps),
};

/**
 * gst_cl_cascade_tuning_apply_options:
 * @tuning: the tuning to change
 * @options: (nullable): "-D NAME=VALUE" items naming tuning fields, e.g.
 *   "-D SERIAL_DETECT=0 -D WG_SIZE=32"
 * @error: a #GError return location
 *
 * Sets the tuning fields that @options name (WG_SIZE, TILE_W,
 * QUEUE_STAGE, COOP_WINDOWS, ROW_WG, STRIP_ROWS, USE_DOUBLE, CPU_BUILD,
 * LBP16, STUMP_ORDER, PACKED_STUMPS, and the host-only GROUPS_PER_CU,
 * PYRAMID_GROUPS_PER_CU, SERIAL_PYRAMID, SERIAL_DETECT), so that a test
 * or a benchmark can run another device's variant (SERIAL_DETECT=0
 * SERIAL_PYRAMID=0 CPU_BUILD=0: the GPUs' kernels) with the launch shape
 * that goes with it.  Nothing else reaches the compiler.
 *
 * Returns: %FALSE on an unknown name, a malformed value or a work-group
 *   shape the kernels cannot take
 */
gboolean
gst_cl_cascade_tuning_apply_options (GstClCascadeTuning * tuning,
    const gchar * options, GError ** error)
{
  gchar **tok;
  gboolean ok = TRUE;
  guint i, k;

  g_return_val_if_fail (tuning != NULL, FALSE);

  tok = g_strsplit_set (options ? options : "", " \t\n", -1);
  for (i = 0; ok && tok[i]; i++) {
    const gchar *def, *eq;
    gchar *end = NULL;
    guint64 v = 0;

    if (!*tok[i] || g_str_equal (tok[i], "-D"))
      continue;
    def = g_str_has_prefix (tok[i], "-D") ? tok[i] + 2 : tok[i];
    eq = strchr (def, '=');
    for (k = 0; eq && k < G_N_ELEMENTS (tuning_keys); k++)
      if (strlen (tuning_keys[k].name) == (gsize) (eq - def) &&
          !strncmp (tuning_keys[k].name, def, eq - def))
        break;
    if (eq && k < G_N_ELEMENTS (tuning_keys))
      v = g_ascii_strtoull (eq + 1, &end, 10);
    if (!eq || k == G_N_ELEMENTS (tuning_keys) || end == eq + 1 || *end ||
        v > 65536 || (tuning_keys[k].is_bool && v > 1)) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "haar option %s: not NAME=VALUE with a tuning field's name and "
          "value", def);
      ok = FALSE;
    } else if (tuning_keys[k].is_bool) {
      G_STRUCT_MEMBER (gboolean, tuning, tuning_keys[k].offset) = v != 0;
    } else {
      G_STRUCT_MEMBER (guint, tuning, tuning_keys[k].offset) = (guint) v;
    }
  }
  g_strfreev (tok);
  if (!ok)
    return FALSE;
  /* the strips are one of the GPU builders: none with the serial one */
  if (tuning->serial_pyramid)
    tuning->strip_rows = 0;
  if (tuning->wg_size == 0 || tuning->tile_w == 0 ||
      tuning->wg_size % tuning->tile_w != 0 || tuning->coop_windows == 0 ||
      tuning->wg_size % tuning->coop_windows != 0 || tuning->row_wg == 0 ||
      tuning->strip_rows > 8) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "haar options: WG_SIZE %u must be a multiple of TILE_W %u and "
        "COOP_WINDOWS %u, STRIP_ROWS %u at most 8", tuning->wg_size,
        tuning->tile_w, tuning->coop_windows, tuning->strip_rows);
    return FALSE;
  }
  return TRUE;
}

/**
 * gst_cl_cascade_build_options:
 * @cascade: the cascade
 * @tuning: the tuning
 *
 * The -D options that select the kernels/cascade-*.cl variant for @cascade and
 * @tuning (to pass to gst_cl_context_create_kernel()).  Switches that are
 * off by default are only named when on, and the other way round, so the
 * default variants keep their option strings.
 *
 * Returns: (transfer full): the option string
 */
gchar *
gst_cl_cascade_build_options (const GstClCascade * cascade,
    const GstClCascadeTuning * tuning)
{
  gchar strip_opt[32] = "";

  /* named only when on (the rows and columns kernels otherwise) */
  if (tuning->strip_rows > 0)
    g_snprintf (strip_opt, sizeof (strip_opt), " -D STRIP_ROWS=%u",
        tuning->strip_rows);
  return g_strdup_printf ("-D WG_SIZE=%u -D TILE_W=%u -D QUEUE_STAGE=%u "
      "-D COOP_WINDOWS=%u -D ROW_WG=%u -D STUMPS_ONLY=%d -D USE_DOUBLE=%d "
      "-D MAX_TREE_NODES=%u -D PYRAMID_KERNELS=%d -D TILTED_KERNELS=%d"
      "%s%s%s%s%s",
      tuning->wg_size, tuning->tile_w,
      tuning->queue_stage, tuning->coop_windows, tuning->row_wg,
      cascade->stumps_only ? 1 : 0, tuning->use_double ? 1 : 0,
      MAX (cascade->max_nodes_per_weak, 1),
      /* only the kernels the engine launches (see kernels/cascade-pyramid.cl) */
      tuning->serial_pyramid ? 2 : 1,
      cascade->has_tilted ? 1 : 0,
      strip_opt,
      tuning->cpu_build ? " -D CPU_BUILD=1" : "",
      cascade->feature_type == GST_CL_CASCADE_LBP ? " -D FEATURE_LBP=1" : "",
      gst_cl_cascade_use_lbp16 (cascade, tuning) ? " -D LBP16=1" : "",
      gst_cl_cascade_use_packed_stumps (cascade, tuning) ?
      " -D PACKED_STUMPS=1" : "");
}

/**
 * gst_cl_cascade_use_lbp16:
 * @cascade: the cascade
 * @tuning: the tuning
 *
 * Whether the kernels run LBP16 for @cascade: an LBP cascade, the serial
 * detection kernel, @tuning's @lbp16, and cells small enough that every
 * cell sum (at most 255 times the cell's area) is below 2^16, so that the
 * 16-bit plane gives exact sums.
 *
 * Returns: %TRUE when the engine must provide the 16-bit plane and the
 *   stage pass tables
 */
gboolean
gst_cl_cascade_use_lbp16 (const GstClCascade * cascade,
    const GstClCascadeTuning * tuning)
{
  guint i;

  if (cascade->feature_type != GST_CL_CASCADE_LBP || !tuning->lbp16 ||
      !tuning->serial_detect || !cascade->stumps_only)
    return FALSE;
  for (i = 0; i < cascade->n_features; i++) {
    const GstClCascadeRect *r = &cascade->features[i].rect[0];

    if (r->w <= 0 || r->h <= 0 || 255 * (guint) r->w * (guint) r->h > 65535)
      return FALSE;
  }
  return TRUE;
}

/* a packed rectangle's coordinates (6 bits each) and weight (8 bits) */
#define PACKED_COORD_MAX 63
#define PACKED_WEIGHT_MIN (-128)
#define PACKED_WEIGHT_MAX 127

/**
 * gst_cl_cascade_use_packed_stumps:
 * @cascade: the cascade
 * @tuning: the tuning
 *
 * Whether haar_detect reads @cascade's stumps packed (PACKED_STUMPS):
 * @tuning's @packed_stumps with the GPU's detection kernel, and a Haar
 * cascade of stumps without tilted features whose rectangles fit 6-bit
 * coordinates and whose weights are integers of 8 bits, so that a feature's
 * weighted sum is an integer; it must stay below 2^24 (at most 255 times
 * each rectangle's area times its weight), where the float sums OpenCV
 * computes are exact.  Each fixed-point leaf must be exact in a float.
 *
 * Returns: %TRUE when the kernels read the packed stumps of
 *   gst_cl_cascade_pack_cascade()
 */
gboolean
gst_cl_cascade_use_packed_stumps (const GstClCascade * cascade,
    const GstClCascadeTuning * tuning)
{
  guint i, k;

  if (!tuning->packed_stumps || tuning->serial_detect ||
      cascade->feature_type != GST_CL_CASCADE_HAAR || !cascade->stumps_only ||
      cascade->has_tilted)
    return FALSE;
  for (i = 0; i < cascade->n_features; i++) {
    gdouble bound = 0.0;

    for (k = 0; k < 3; k++) {
      const GstClCascadeRect *r = &cascade->features[i].rect[k];

      if (r->weight == 0.0f)
        continue;
      if (r->x < 0 || r->y < 0 || r->w < 0 || r->h < 0 ||
          r->x > PACKED_COORD_MAX || r->y > PACKED_COORD_MAX ||
          r->w > PACKED_COORD_MAX || r->h > PACKED_COORD_MAX ||
          r->weight != rintf (r->weight) || r->weight < PACKED_WEIGHT_MIN ||
          r->weight > PACKED_WEIGHT_MAX)
        return FALSE;
      bound += fabs (r->weight) * 255.0 * r->w * r->h;
    }
    if (bound >= 16777216.0)
      return FALSE;
  }
  for (i = 0; i < cascade->n_leaves; i++)
    if ((gint64) (gfloat) cascade->leaves_fixed[i] != cascade->leaves_fixed[i])
      return FALSE;
  return TRUE;
}

/* The stage pass tables of an LBP cascade: for each stage of at most 8
 * stumps and each pattern p of subset outcomes, OpenCV's double stage sum
 * in its order (as reference/gstcllbpref.c) against the threshold. */
static guint32 *
make_stage_pass (const GstClCascade * cascade)
{
  guint32 *t = g_new0 (guint32, 8 * MAX (cascade->n_stages, 1));
  guint si, p, j;

  for (si = 0; si < cascade->n_stages; si++) {
    const GstClCascadeStage *st = &cascade->stages[si];

    if (st->n_weak > 8)
      continue;
    for (p = 0; p < (1u << st->n_weak); p++) {
      gdouble sum = 0.0;

      for (j = 0; j < st->n_weak; j++) {
        const GstClCascadeWeak *w = &cascade->weaks[st->first_weak + j];

        sum += (p >> j) & 1 ? cascade->leaves[w->first_leaf] :
            cascade->leaves[w->first_leaf + 1];
      }
      if (!(sum < st->threshold))
        t[8 * si + (p >> 5)] |= 1u << (p & 31);
    }
  }
  return t;
}

/* An LBP stump as kernels/cascade-*.cl reads it under FEATURE_LBP: corner[0..2]
 * the grid's first point, the cell width and the cell height times the
 * row length (the 4x4 grid points are corner[0] + j corner[1] + i
 * corner[2]), corner[4..11] the subset words, the leaves in fixed
 * point. */
static void
pack_lbp_node (const GstClCascade * cascade, const GstClCascadeWeak * w,
    guint i, guint S, GstClCascadeDevNode * d)
{
  guint node = w->first_node + i;
  const GstClCascadeRect *r =
      &cascade->features[cascade->nodes[node].feature].rect[0];

  memset (d, 0, sizeof (*d));
  d->corner[0] = r->x + r->y * (gint32) S;
  d->corner[1] = r->w;
  d->corner[2] = r->h * (gint32) S;
  memcpy (&d->corner[4], cascade->subsets + (gsize) node *
      GST_CL_LBP_SUBSET_WORDS, GST_CL_LBP_SUBSET_WORDS * sizeof (guint32));
  d->left = cascade->leaves_fixed[w->first_leaf];
  d->right = cascade->leaves_fixed[w->first_leaf + 1];
}

/* the stumps of a stage by the centre of their first rectangle (or of an
 * LBP grid's top-left cell), row first: the sum of its top-left and
 * bottom-right offsets; ties by the rest of the node, so that the order
 * does not depend on the sort */
static gint
stump_cmp (gconstpointer pa, gconstpointer pb, gpointer user_data)
{
  const GstClCascadeDevNode *a = pa, *b = pb;
  const gint64 ka = (gint64) a->corner[0] + a->corner[3];
  const gint64 kb = (gint64) b->corner[0] + b->corner[3];

  (void) user_data;
  if (ka != kb)
    return ka < kb ? -1 : 1;
  return memcmp (a, b, sizeof (*a));
}

/* GstClCascadeTuning.stump_order: stumps are summed in fixed point, exactly in
 * any order (GstClCascade.exact_fixed_sums), and haar_detect's cooperative
 * stages give a window's consecutive stumps to neighbouring lanes, whose
 * loads of one instruction then fall on fewer cache lines.  Not with
 * LBP16, whose stage pass tables number the stumps in the file's order. */
static void
sort_stumps (const GstClCascade * cascade, const GstClCascadeTuning * tuning,
    GstClCascadeDevCascade * dev)
{
  guint si;

  if (!tuning->stump_order || !cascade->stumps_only ||
      !cascade->exact_fixed_sums || gst_cl_cascade_use_lbp16 (cascade, tuning))
    return;
  for (si = 0; si < dev->n_stages; si++)
    g_qsort_with_data (dev->nodes + dev->stages[si].first,
        dev->stages[si].count, sizeof (GstClCascadeDevNode), stump_cmp, NULL);
}

/* GstClCascadeDevCascade.soa from @dev's nodes: node j's field f (the 16-byte
 * r0, r1, r2, wt, next of GstClCascadeDevNode) at block j / 32, row f,
 * column j % 32. */
static void
pack_soa (GstClCascadeDevCascade * dev)
{
  const gsize field = 16, block = 32 * 5 * field;
  guint j, f;

  G_STATIC_ASSERT (sizeof (GstClCascadeDevNode) == 5 * 16);
  dev->soa_size = (gsize) MAX ((dev->n_nodes + 31) / 32, 1) * block;
  dev->soa = g_malloc0 (dev->soa_size);
  for (j = 0; j < dev->n_nodes; j++)
    for (f = 0; f < 5; f++)
      memcpy (dev->soa + (j / 32) * block + (f * 32 + j % 32) * field,
          (const guint8 *) &dev->nodes[j] + f * field, field);
}

/* GstClCascadeDevCascade.soa packed (gst_cl_cascade_use_packed_stumps()) from
 * @dev's nodes, whose corners are offsets in an atlas of row length @S:
 * per block of 32 stumps the int4s (r0, r1, r2, threshold), a rectangle
 * as x | y << 6 | w << 12 | h << 18 | weight << 24, then the float2
 * leaves. */
static void
pack_stumps (GstClCascadeDevCascade * dev, guint S)
{
  const gsize block = 32 * (4 + 2) * sizeof (guint32);
  guint j, k;

  dev->soa_size = (gsize) MAX ((dev->n_nodes + 31) / 32, 1) * block;
  dev->soa = g_malloc0 (dev->soa_size);
  for (j = 0; j < dev->n_nodes; j++) {
    const GstClCascadeDevNode *d = &dev->nodes[j];
    guint32 *g = (guint32 *) (dev->soa + (j / 32) * block) + 4 * (j % 32);
    gfloat *lf = (gfloat *) (dev->soa + (j / 32) * block) + 128 + 2 * (j % 32);

    for (k = 0; k < 3; k++) {
      const gint32 *c = &d->corner[4 * k];

      if (d->weight[k] == 0.0f)
        continue;
      g[k] = (guint32) (c[0] % (gint32) S) |
          (guint32) (c[0] / (gint32) S) << 6 |
          (guint32) (c[1] - c[0]) << 12 |
          (guint32) ((c[2] - c[0]) / (gint32) S) << 18 |
          ((guint32) (gint32) d->weight[k] & 0xff) << 24;
    }
    memcpy (&g[3], &d->threshold, sizeof (gfloat));
    lf[0] = (gfloat) d->left;
    lf[1] = (gfloat) d->right;
  }
}

/**
 * gst_cl_cascade_pack_cascade:
 * @cascade: the cascade
 * @plan: a plan for @cascade (its atlas row length is baked into the
 *   offsets)
 * @tuning: the tuning (its @stump_order)
 * @dev: (out caller-allocates): the packed arrays, to clear with
 *   gst_cl_cascade_dev_cascade_clear()
 * @error: a #GError return location
 *
 * Packs the cascade for kernels/cascade-*.cl: one #GstClCascadeDevNode per node
 * with its rectangles (LBP: its cell grid and subset) as atlas offsets, the stages, and for trees the root
 * of each weak classifier and the fixed-point leaves.
 *
 * Returns: %FALSE when @plan was not made for @cascade
 */
gboolean
gst_cl_cascade_pack_cascade (const GstClCascade * cascade,
    const GstClCascadePlan * plan, const GstClCascadeTuning * tuning,
    GstClCascadeDevCascade * dev, GError ** error)
{
  guint S, wi, i, k, si;

  g_return_val_if_fail (cascade != NULL && plan != NULL && tuning != NULL &&
      dev != NULL, FALSE);

  memset (dev, 0, sizeof (*dev));
  if (plan->window_w != cascade->window_w ||
      plan->window_h != cascade->window_h ||
      (cascade->has_tilted && plan->n_planes != 3) || plan->stride == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "the pyramid plan was not made for cascade %s", cascade->path);
    return FALSE;
  }
  S = plan->stride;

  dev->n_nodes = cascade->n_nodes;
  dev->nodes = g_new0 (GstClCascadeDevNode, MAX (dev->n_nodes, 1));
  for (wi = 0; wi < cascade->n_weak; wi++) {
    const GstClCascadeWeak *w = &cascade->weaks[wi];

    for (i = 0; i < w->n_nodes; i++) {
      const GstClCascadeNode *n = &cascade->nodes[w->first_node + i];
      const GstClCascadeFeature *f = &cascade->features[n->feature];
      GstClCascadeDevNode *d = &dev->nodes[w->first_node + i];

      if (cascade->feature_type == GST_CL_CASCADE_LBP) {
        pack_lbp_node (cascade, w, i, S, d);
        continue;
      }
      for (k = 0; k < 3; k++) {
        gint32 b, dx, dy;

        gst_cl_cascade_rect_offsets (&f->rect[k], f->tilted, S, plan->tilted_plane, &b, &dx,
            &dy);
        d->corner[4 * k] = b;
        d->corner[4 * k + 1] = b + dx;
        d->corner[4 * k + 2] = b + dy;
        d->corner[4 * k + 3] = b + dx + dy;
        d->weight[k] = f->rect[k].weight;
      }
      d->threshold = n->threshold;
      if (cascade->stumps_only) {
        d->left = cascade->leaves_fixed[w->first_leaf];
        d->right = cascade->leaves_fixed[w->first_leaf + 1];
      } else {
        d->left = n->left > 0 ? (gint64) (w->first_node + n->left) :
            -(gint64) (w->first_leaf - n->left);
        d->right = n->right > 0 ? (gint64) (w->first_node + n->right) :
            -(gint64) (w->first_leaf - n->right);
      }
    }
  }

  dev->n_stages = cascade->n_stages;
  dev->stages = g_new0 (GstClCascadeDevStage, MAX (dev->n_stages, 1));
  for (si = 0; si < cascade->n_stages; si++) {
    const GstClCascadeStage *st = &cascade->stages[si];

    dev->stages[si].first = cascade->stumps_only ?
        (gint32) cascade->weaks[st->first_weak].first_node :
        (gint32) st->first_weak;
    dev->stages[si].count = st->n_weak;
    dev->stages[si].threshold = st->threshold_fixed;
  }

  dev->n_weak = cascade->n_weak;
  dev->weak_roots = g_new0 (gint32, MAX (dev->n_weak, 1));
  for (wi = 0; wi < cascade->n_weak; wi++)
    dev->weak_roots[wi] = cascade->weaks[wi].first_node;
  dev->n_leaves = cascade->n_leaves;
  dev->leaves = g_memdup2 (cascade->leaves_fixed,
      sizeof (gint64) * MAX (dev->n_leaves, 1));
  if (cascade->feature_type == GST_CL_CASCADE_LBP)
    dev->stage_pass = make_stage_pass (cascade);
  sort_stumps (cascade, tuning, dev);
  if (gst_cl_cascade_use_packed_stumps (cascade, tuning))
    pack_stumps (dev, S);
  else if (cascade->stumps_only)
    pack_soa (dev);

  dev->norm[0] = 1 + S;
  dev->norm[1] = cascade->window_w - 2;
  dev->norm[2] = (cascade->window_h - 2) * S;
  dev->norm[3] = (cascade->window_w - 2) * (cascade->window_h - 2);
  return TRUE;
}

/**
 * gst_cl_cascade_dev_cascade_clear:
 * @dev: packed cascade
 *
 * Frees what gst_cl_cascade_pack_cascade() allocated.
 */
void
gst_cl_cascade_dev_cascade_clear (GstClCascadeDevCascade * dev)
{
  if (dev == NULL)
    return;
  g_free (dev->nodes);
  g_free (dev->stages);
  g_free (dev->weak_roots);
  g_free (dev->leaves);
  g_free (dev->stage_pass);
  g_free (dev->soa);
  memset (dev, 0, sizeof (*dev));
}

/**
 * gst_cl_cascade_pack_pyramid:
 * @plan: the plan
 * @tuning: the tuning (its tile shape numbers the window blocks)
 * @dev: (out caller-allocates): the level table and resize tables, to
 *   clear with gst_cl_cascade_dev_pyramid_clear()
 *
 * Packs the plan for the kernels.  It depends only on the frame size, the
 * cascade's window and the parameters: build it once per caps.
 */
void
gst_cl_cascade_pack_pyramid (const GstClCascadePlan * plan,
    const GstClCascadeTuning * tuning, GstClCascadeDevPyramid * dev)
{
  guint i, xo = 0, yo = 0, blocks = 0, rows = 0, cols = 0, diags = 0,
      wrows = 0, strips = 0, cs = 0;
  const guint sr = tuning->strip_rows;

  g_return_if_fail (plan != NULL && tuning != NULL && dev != NULL);
  g_return_if_fail (tuning->tile_w > 0 && tuning->wg_size % tuning->tile_w == 0);

  memset (dev, 0, sizeof (*dev));
  dev->tile_w = tuning->tile_w;
  dev->tile_h = tuning->wg_size / tuning->tile_w;
  dev->n_levels = plan->n_levels;
  dev->levels = g_new0 (GstClCascadeDevLevel, MAX (plan->n_levels, 1));
  for (i = 0; i < plan->n_levels; i++) {
    dev->n_xtab += plan->levels[i].width;
    dev->n_ytab += plan->levels[i].height;
  }
  dev->xtab = g_new0 (gint32, MAX (dev->n_xtab, 1));
  dev->ytab = g_new0 (gint32, MAX (dev->n_ytab, 1));

  for (i = 0; i < plan->n_levels; i++) {
    const GstClCascadeLevel *lv = &plan->levels[i];
    GstClCascadeDevLevel *d = &dev->levels[i];
    guint tiles_y;

    d->w = lv->width;
    d->h = lv->height;
    d->base = lv->offset;
    d->xtab = xo;
    d->ytab = yo;
    d->step = lv->step;
    d->nx = lv->nx;
    d->ny = lv->ny;
    d->tiles_x = (lv->nx + dev->tile_w - 1) / dev->tile_w;
    tiles_y = (lv->ny + dev->tile_h - 1) / dev->tile_h;
    d->first_block = blocks;
    d->first_row = rows;
    d->first_col = cols;
    d->first_diag = diags;
    d->first_wrow = wrows;
    d->first_strip = strips;
    d->cs_base = cs;
    gst_cl_cascade_resize_coeffs (plan->image_w, lv->width, dev->xtab + xo);
    gst_cl_cascade_resize_coeffs (plan->image_h, lv->height, dev->ytab + yo);
    xo += lv->width;
    yo += lv->height;
    blocks += d->tiles_x * tiles_y;
    rows += lv->height;
    cols += lv->width + 1;
    diags += lv->width + lv->height;
    wrows += lv->ny;
    if (sr > 0) {
      guint n = (lv->height + sr - 1) / sr;

      strips += n;
      cs += n * lv->width;
    }
  }
  dev->total_strips = strips;
  dev->cs_size = cs;
  dev->n_win_rows = wrows;
  dev->total_rows = rows;
  dev->total_cols = cols;
  dev->total_diags = diags;
  dev->n_blocks = blocks;
}

/**
 * gst_cl_cascade_dev_pyramid_clear:
 * @dev: packed pyramid
 *
 * Frees what gst_cl_cascade_pack_pyramid() allocated.
 */
void
gst_cl_cascade_dev_pyramid_clear (GstClCascadeDevPyramid * dev)
{
  if (dev == NULL)
    return;
  g_free (dev->levels);
  g_free (dev->xtab);
  g_free (dev->ytab);
  memset (dev, 0, sizeof (*dev));
}
