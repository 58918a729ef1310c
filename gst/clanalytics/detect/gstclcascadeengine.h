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
#include "gstclcascade.h"
#include "gstclgroup.h"
#include "gstclcascadepack.h"

G_BEGIN_DECLS

typedef struct _GstClCascadeEngine GstClCascadeEngine;

/* most kernels one frame launches */
#define GST_CL_CASCADE_MAX_KERNELS 10

GstClCascadeEngine *gst_cl_cascade_engine_new (GstClContext * ctx,
    const GstClCascade * cascade, GError ** error);

GstClCascadeEngine *gst_cl_cascade_engine_new_with_options (GstClContext * ctx,
    const GstClCascade * cascade, const gchar * options, GError ** error);

gboolean gst_cl_cascade_engine_tuning (GstClContext * ctx,
    const GstClCascade * cascade, guint gpu_simd, const gchar * options,
    GstClCascadeTuning * tuning, GError ** error);

GstClCascadeEngine *gst_cl_cascade_engine_new_with_tuning (GstClContext * ctx,
    const GstClCascade * cascade, const GstClCascadeTuning * tuning,
    GError ** error);

void gst_cl_cascade_engine_free (GstClCascadeEngine * self);

void gst_cl_cascade_engine_set_queue (GstClCascadeEngine * self,
    cl_command_queue queue);

gboolean gst_cl_cascade_engine_run (GstClCascadeEngine * self, cl_mem luma,
    guint pitch, guint width, guint height, const GstClCascadeParams * params,
    GArray * rects, GArray * weights, GError ** error);

gboolean gst_cl_cascade_engine_run_with_integral (GstClCascadeEngine * self,
    cl_mem luma, guint pitch, guint width, guint height, cl_mem sum,
    cl_mem sqsum, guint ipitch, const GstClCascadeParams * params,
    GArray * rects, GArray * weights, GError ** error);

/* gst_cl_cascade_engine_run_with_integral() in two halves, so that several
 * frames can be in flight: submit enqueues, finish waits and groups */
typedef struct _GstClCascadeJob GstClCascadeJob;

GstClCascadeJob *gst_cl_cascade_engine_submit (GstClCascadeEngine * self,
    cl_mem luma, guint pitch, guint width, guint height, cl_mem sum,
    cl_mem sqsum, guint ipitch, const GstClCascadeParams * params,
    GError ** error);

gboolean gst_cl_cascade_engine_finish (GstClCascadeEngine * self,
    GstClCascadeJob * job, gint min_neighbors, gint weak_neighbors,
    GArray * rects, GArray * weights, GError ** error);

void gst_cl_cascade_engine_cancel (GstClCascadeEngine * self,
    GstClCascadeJob * job);

/* the steps of gst_cl_cascade_engine_run_with_integral(), in order; the
 * kernel tests (tests/check/libs/) check each one against the CPU */
gboolean gst_cl_cascade_engine_build_pyramid (GstClCascadeEngine * self,
    cl_mem luma, guint pitch, guint width, guint height, cl_mem sum,
    cl_mem sqsum, guint ipitch, const GstClCascadeParams * params,
    GError ** error);

gboolean gst_cl_cascade_engine_detect (GstClCascadeEngine * self,
    GArray * hits, GError ** error);

void gst_cl_cascade_engine_group (GstClCascadeEngine * self, GArray * hits,
    gint min_neighbors, GArray * rects, GArray * weights);

const GstClCascadePlan *gst_cl_cascade_engine_get_plan (GstClCascadeEngine *
    self);

const GstClCascadeTuning *gst_cl_cascade_engine_get_tuning (GstClCascadeEngine *
    self);

gboolean gst_cl_cascade_engine_read_atlas (GstClCascadeEngine * self,
    guint32 * atlas, GError ** error);

gboolean gst_cl_cascade_engine_last_imported (GstClCascadeEngine * self);

gdouble gst_cl_cascade_engine_last_kernel_ms (GstClCascadeEngine * self);

guint gst_cl_cascade_engine_last_kernel_times (GstClCascadeEngine * self,
    const gchar ** names, gdouble * ms, guint max);

G_END_DECLS
