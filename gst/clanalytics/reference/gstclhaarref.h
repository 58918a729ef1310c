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

void gst_cl_haar_build_atlas_cpu (const GstClHaarPlan * plan,
    const guint8 * image, guint stride, guint32 * atlas);

void gst_cl_haar_scan_cpu (const GstClCascade * cascade,
    const GstClHaarPlan * plan, const guint32 * atlas, GArray * hits);

gboolean gst_cl_haar_detect_cpu (const GstClCascade * cascade,
    const guint8 * image, guint width, guint height, guint stride,
    const GstClHaarParams * params, GArray * out_rects, GArray * out_weights,
    GArray * out_hits, GError ** error);

G_END_DECLS
