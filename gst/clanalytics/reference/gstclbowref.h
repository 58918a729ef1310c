/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* CPU references of kernels/surf.cl and kernels/bow.cl (gstclbowref.c). */
#pragma once

#include <glib.h>
#include "gstclsurf.h"
#include "gstclbowmeta.h"

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


void gst_cl_surf_describe_ref (const guint32 * integral, gsize pitch,
    guint width, guint height, const GstClSurfScale * table,
    const GstClSurfGrid * grid, gfloat * out);

void gst_cl_surf_describe_gated_ref (const guint32 * integral, gsize pitch,
    guint width, guint height, const GstClSurfScale * table,
    const GstClSurfGrid * grid, gfloat min_n2, gfloat * out);

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

G_END_DECLS
