/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * CPU reference of OpenCV 4's detectMultiScale scan for LBP cascades
 * (objdetect/src/cascadedetect.{hpp,cpp}: LBPEvaluator, the
 * CascadeClassifierInvoker scan, predictCategoricalStump); the pyramid,
 * its integral images and the grouping are the Haar path's
 * (gstclpyramid.c, gstclhaarref.c, gstclgroup.c), as OpenCV shares them.
 *
 * What differs from Haar, as OpenCV does it:
 * - no variance normalisation (LBPEvaluator::setWindow only checks the
 *   window is inside the level, which the scan range already ensures), so
 *   no window is rejected with -1;
 * - a feature's value is the 8-bit MB-LBP code of its 3x3 cells,
 *   LBPEvaluator::OptFeature::calc: each outer cell's CV_32S sum compared
 *   (>=, signed) with the centre cell's, bits 128 64 32 16 8 4 2 1
 *   clockwise from the top-left cell;
 * - a stump adds its left leaf when its subset holds the code
 *   (subset[c >> 5] & (1 << (c & 31))), else its right leaf; the stage sum
 *   is a double against the float stage threshold, and a stage-0 rejection
 *   skips the next window, as for Haar.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "gstcllbpref.h"
#include "gstclhaarref.h"

/* The 16 grid points of a feature as offsets from a window's origin:
 * ofs[4 * i + j] is the point (x + j w, y + i h), CV_SUM_OFS's layout. */
typedef struct
{
  gint32 ofs[16];
} LbpOpt;

static inline gint32
cell (const guint32 * p, const gint32 * o, gint a, gint b, gint c, gint d)
{
  return (gint32) (p[o[a]] - p[o[b]] - p[o[c]] + p[o[d]]);
}

/* LBPEvaluator::OptFeature::calc */
static inline gint
lbp_code (const LbpOpt * f, const guint32 * p)
{
  const gint32 *o = f->ofs;
  gint32 cval = cell (p, o, 5, 6, 9, 10);

  return (cell (p, o, 0, 1, 4, 5) >= cval ? 128 : 0) |
      (cell (p, o, 1, 2, 5, 6) >= cval ? 64 : 0) |
      (cell (p, o, 2, 3, 6, 7) >= cval ? 32 : 0) |
      (cell (p, o, 6, 7, 10, 11) >= cval ? 16 : 0) |
      (cell (p, o, 10, 11, 14, 15) >= cval ? 8 : 0) |
      (cell (p, o, 9, 10, 13, 14) >= cval ? 4 : 0) |
      (cell (p, o, 8, 9, 12, 13) >= cval ? 2 : 0) |
      (cell (p, o, 4, 5, 8, 9) >= cval ? 1 : 0);
}

/* predictCategoricalStump: 1 accepted, -stage rejected (0 for stage 0) */
static gint
run_at (const GstClCascade * c, const LbpOpt * of, const guint32 * win)
{
  guint si, wi;

  for (si = 0; si < c->n_stages; si++) {
    const GstClCascadeStage *st = &c->stages[si];
    gdouble sum = 0.0;

    for (wi = st->first_weak; wi < st->first_weak + st->n_weak; wi++) {
      const GstClCascadeWeak *w = &c->weaks[wi];
      const GstClCascadeNode *n = &c->nodes[w->first_node];
      const guint32 *subset = c->subsets + (gsize) w->first_node *
          GST_CL_LBP_SUBSET_WORDS;
      gint code = lbp_code (&of[n->feature], win);

      sum += (subset[code >> 5] & (1u << (code & 31))) ?
          c->leaves[w->first_leaf] : c->leaves[w->first_leaf + 1];
    }
    if (sum < st->threshold)
      return -(gint) si;
  }
  return 1;
}

typedef struct
{
  const GstClCascade *c;
  const LbpOpt *of;
} LbpScan;

static gint
lbp_window (gpointer data, const guint32 * win, gsize ofs)
{
  const LbpScan *scan = data;

  return run_at (scan->c, scan->of, win);
}

/**
 * gst_cl_lbp_scan_cpu:
 * @cascade: an LBP cascade (stumps)
 * @plan: a plan made for @cascade
 * @atlas: integral images from gst_cl_cascade_build_atlas_cpu() (or read back
 *   from the device); only the sum plane is read
 * @hits: (element-type GstClCascadeHit): raw hits are appended here, level by
 *   level, row by row
 *
 * Scans every level as OpenCV's CascadeClassifierInvoker does with an LBP
 * cascade, including the skipped window after a stage-0 rejection.
 */
void
gst_cl_lbp_scan_cpu (const GstClCascade * cascade,
    const GstClCascadePlan * plan, const guint32 * atlas, GArray * hits)
{
  LbpOpt *of;
  guint i, S = plan->stride;

  g_return_if_fail (cascade != NULL && plan != NULL && hits != NULL);
  g_return_if_fail (cascade->feature_type == GST_CL_CASCADE_LBP &&
      cascade->stumps_only && cascade->subsets != NULL);
  g_return_if_fail (cascade->window_w == plan->window_w &&
      cascade->window_h == plan->window_h);

  /* LBPEvaluator::OptFeature::setOffsets */
  of = g_new0 (LbpOpt, MAX (cascade->n_features, 1));
  for (i = 0; i < cascade->n_features; i++) {
    const GstClCascadeRect *r = &cascade->features[i].rect[0];
    gint gi, gj;

    for (gi = 0; gi < 4; gi++)
      for (gj = 0; gj < 4; gj++)
        of[i].ofs[4 * gi + gj] = r->x + gj * r->w + (r->y + gi * r->h) *
            (gint32) S;
  }

  {
    LbpScan scan = { cascade, of };

    gst_cl_cascade_scan_levels (plan, atlas, lbp_window, &scan, hits);
  }
  g_free (of);
}
