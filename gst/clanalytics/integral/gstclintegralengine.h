/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include "gstcl-private.h"

G_BEGIN_DECLS

/**
 * GstClIntegralMethod:
 * @GST_CL_INTEGRAL_METHOD_AUTO: rows on GPUs, strip on CPUs
 * @GST_CL_INTEGRAL_METHOD_STRIP: strips of rows, a work-item each: column
 *   sums per strip, a carry scan down the strips, then each strip walked
 *   row by row as cv::integral does (the CPU design)
 * @GST_CL_INTEGRAL_METHOD_ROWS: full-width strips, a work-group each: column
 *   sums per strip and their carry scan, then per strip every row loaded at
 *   once, running column sums in registers (16 columns per work-item), the
 *   rows' scans across the work-group batched, stores staged in local
 *   memory so they coalesce (reads the frame twice, writes the result
 *   once; the GPU design)
 */
typedef enum
{
  GST_CL_INTEGRAL_METHOD_AUTO,
  GST_CL_INTEGRAL_METHOD_STRIP,
  GST_CL_INTEGRAL_METHOD_ROWS,
} GstClIntegralMethod;

#define GST_TYPE_CL_INTEGRAL_METHOD (gst_cl_integral_method_get_type ())
GType gst_cl_integral_method_get_type (void);

typedef struct _GstClIntegralEngine GstClIntegralEngine;

GstClIntegralEngine *gst_cl_integral_engine_new (GstClContext * ctx,
    GstClIntegralMethod method, gboolean squared);

void gst_cl_integral_engine_free (GstClIntegralEngine * self);

void gst_cl_integral_engine_set_cpu_strips (GstClIntegralEngine * self,
    guint per_cu);

void gst_cl_integral_engine_set_queue (GstClIntegralEngine * self,
    cl_command_queue queue);

gboolean gst_cl_integral_engine_run (GstClIntegralEngine * self, cl_mem src,
    guint src_pitch, guint width, guint height, GstClSharedMem ** sum,
    GstClSharedMem ** sqsum, guint * pitch, GError ** error);

gdouble gst_cl_integral_engine_last_kernel_ms (GstClIntegralEngine * self);

guint gst_cl_integral_engine_last_kernel_times (GstClIntegralEngine * self,
    gdouble * ms, guint max);

G_END_DECLS
