/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include "gstclcontext.h"
#include "gstclcascade.h"
#include "gstclhaar.h"

G_BEGIN_DECLS

typedef struct _GstClHaarDetector GstClHaarDetector;

/* tuning options for the detector's kernels (see gstclhaardetector.c) */
#define GST_CL_HAAR_OPTIONS_ENV "GST_CL_HAAR_OPTIONS"

/* most kernels one frame launches */
#define GST_CL_HAAR_MAX_KERNELS 8

GstClHaarDetector *gst_cl_haar_detector_new (GstClContext * ctx,
    const GstClCascade * cascade, GError ** error);

GstClHaarDetector *gst_cl_haar_detector_new_with_options (GstClContext * ctx,
    const GstClCascade * cascade, const gchar * options, GError ** error);

void gst_cl_haar_detector_free (GstClHaarDetector * self);

gboolean gst_cl_haar_detector_run (GstClHaarDetector * self, cl_mem luma,
    guint pitch, guint width, guint height, const GstClHaarParams * params,
    GArray * rects, GArray * weights, GError ** error);

gboolean gst_cl_haar_detector_run_with_integral (GstClHaarDetector * self,
    cl_mem luma, guint pitch, guint width, guint height, cl_mem sum,
    cl_mem sqsum, guint ipitch, const GstClHaarParams * params,
    GArray * rects, GArray * weights, GError ** error);

gboolean gst_cl_haar_detector_last_imported (GstClHaarDetector * self);

gdouble gst_cl_haar_detector_last_kernel_ms (GstClHaarDetector * self);

guint gst_cl_haar_detector_last_kernel_times (GstClHaarDetector * self,
    const gchar ** names, gdouble * ms, guint max);

G_END_DECLS
