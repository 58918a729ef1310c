/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* CPU reference of detectMultiScale for Haar cascades (gstclhaarref.c). */
#pragma once

#include <glib.h>
#include "gstclgroup.h"

G_BEGIN_DECLS

/**
 * GstClWindowFunc:
 * @data: the function's data
 * @win: the window's first integral element in the atlas
 * @ofs: its offset in the atlas
 *
 * A cascade run on one window: 1 accepted, 0 rejected by stage 0 (OpenCV
 * then skips the next window), negative rejected by a later stage.
 */
typedef gint (*GstClWindowFunc) (gpointer data, const guint32 * win,
    gsize ofs);

void gst_cl_cascade_scan_levels (const GstClCascadePlan * plan,
    const guint32 * atlas, GstClWindowFunc window, gpointer data,
    GArray * hits);

void gst_cl_cascade_build_atlas_cpu (const GstClCascadePlan * plan,
    const guint8 * image, guint stride, guint32 * atlas);

void gst_cl_cascade_scan_cpu (const GstClCascade * cascade,
    const GstClCascadePlan * plan, const guint32 * atlas, GArray * hits);

gboolean gst_cl_cascade_detect_cpu (const GstClCascade * cascade,
    const guint8 * image, guint width, guint height, guint stride,
    const GstClCascadeParams * params, GArray * out_rects, GArray * out_weights,
    GArray * out_hits, GError ** error);

G_END_DECLS
