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
#include "gstclmeta.h"

G_BEGIN_DECLS

/**
 * GstClIntegralMethod:
 * @GST_CL_INTEGRAL_METHOD_AUTO: tile on GPUs, strip on CPUs
 * @GST_CL_INTEGRAL_METHOD_TILE: 2D tiles: per-tile row and column sums,
 *   their scans, then one pass that scans each tile in local memory seeded
 *   with its carries (reads the frame twice, writes the result once,
 *   coalesced; the GPU design)
 * @GST_CL_INTEGRAL_METHOD_STRIP: strips of rows: column sums per strip, a
 *   carry scan down the strips, then one pass that scans each row with the
 *   carries in registers (reads the frame twice, writes the result once)
 * @GST_CL_INTEGRAL_METHOD_SEED: seed 000's method: blocked Blelloch row
 *   scans in padded local memory, transpose, scan, transpose back
 */
typedef enum
{
  GST_CL_INTEGRAL_METHOD_AUTO,
  GST_CL_INTEGRAL_METHOD_TILE,
  GST_CL_INTEGRAL_METHOD_STRIP,
  GST_CL_INTEGRAL_METHOD_SEED,
} GstClIntegralMethod;

#define GST_TYPE_CL_INTEGRAL_METHOD (gst_cl_integral_method_get_type ())
GType gst_cl_integral_method_get_type (void);

typedef struct _GstClIntegrator GstClIntegrator;

GstClIntegrator *gst_cl_integrator_new (GstClContext * ctx,
    GstClIntegralMethod method, gboolean squared, const gchar * extra_options);

void gst_cl_integrator_free (GstClIntegrator * self);

gboolean gst_cl_integrator_run (GstClIntegrator * self, cl_mem src,
    guint src_pitch, guint width, guint height, GstClSharedMem ** sum,
    GstClSharedMem ** sqsum, guint * pitch, GError ** error);

gdouble gst_cl_integrator_last_kernel_ms (GstClIntegrator * self);

guint gst_cl_integrator_last_kernel_times (GstClIntegrator * self,
    gdouble * ms, guint max);

G_END_DECLS
