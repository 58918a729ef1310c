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
#include "gstclbowtuning.h"
#include "gstclbowmeta.h"
#include "gstclvocab.h"

G_BEGIN_DECLS

#define GST_TYPE_CL_SURF_BORDER (gst_cl_surf_border_get_type ())
GType gst_cl_surf_border_get_type (void);

#define GST_TYPE_CL_BOW_NORM (gst_cl_bow_norm_get_type ())
GType gst_cl_bow_norm_get_type (void);

/**
 * GstClBowParams:
 * @surf: the descriptor grid (step, border, scales) and contrast gate
 * @norm: histogram normalisation
 *
 * What a #GstClBowEngine computes; gst_cl_bow_params_init() gives the
 * defaults of clbowhist (and of cl-bow-train): step 8, border skip, one
 * scale 2.0, L1 normalisation; but no contrast gate (cl-bow-train trains
 * on every window; clbowhist sets its min-contrast property's value).
 */
typedef struct
{
  GstClSurfParams surf;
  GstClBowNorm norm;
} GstClBowParams;

void gst_cl_bow_params_init (GstClBowParams * params);

/**
 * GST_CL_BOW_MAX_EVENTS:
 *
 * Most kernel launches of one engine run (a response map and a descriptor
 * launch per scale, up to three for the assignment, one normalisation).
 */
#define GST_CL_BOW_MAX_EVENTS (2 * GST_CL_SURF_MAX_SCALES + 4)

typedef struct _GstClBowEngine GstClBowEngine;

GstClBowEngine *gst_cl_bow_engine_new (GstClContext * ctx,
    const GstClVocab * vocab, const GstClBowParams * params, GError ** error);

GstClBowEngine *gst_cl_bow_engine_new_with_tunables (GstClContext * ctx,
    const GstClVocab * vocab, const GstClBowParams * params,
    const GstClBowTunables * tunables, GError ** error);

void gst_cl_bow_engine_free (GstClBowEngine * self);

void gst_cl_bow_engine_set_queue (GstClBowEngine * self,
    cl_command_queue queue);

const GstClBowDeviceInfo *gst_cl_bow_engine_get_device_info (GstClBowEngine *
    self);

const GstClBowTunables *gst_cl_bow_engine_get_tunables (GstClBowEngine *
    self);

GstClBowVariant gst_cl_bow_engine_get_variant (GstClBowEngine * self);

gboolean gst_cl_bow_engine_variant_fits (GstClBowEngine * self,
    GstClBowVariant variant);

gboolean gst_cl_bow_engine_set_variant (GstClBowEngine * self,
    GstClBowVariant variant, GError ** error);

void gst_cl_bow_engine_set_norm (GstClBowEngine * self, GstClBowNorm norm);

void gst_cl_bow_engine_set_min_contrast (GstClBowEngine * self,
    gdouble min_contrast);

gboolean gst_cl_bow_engine_set_surf (GstClBowEngine * self,
    const GstClSurfParams * surf, GError ** error);

guint gst_cl_bow_engine_get_n_words (GstClBowEngine * self);

gboolean gst_cl_bow_engine_set_words (GstClBowEngine * self,
    const gfloat * words, guint n_words, GError ** error);

gsize gst_cl_bow_engine_count (GstClBowEngine * self, guint width,
    guint height);

gboolean gst_cl_bow_engine_run (GstClBowEngine * self, cl_mem integral,
    guint width, guint height, guint pitch, gfloat * hist_out,
    gsize * n_desc, GError ** error);

gboolean gst_cl_bow_engine_run_counts (GstClBowEngine * self,
    cl_mem integral, guint width, guint height, guint pitch,
    gfloat * hist_out, guint32 * counts_out, gsize * n_desc,
    GError ** error);

/* the steps of gst_cl_bow_engine_run(), in order, and their results: the
 * kernel tests (tests/check/libs/) check each one against the CPU */
gboolean gst_cl_bow_engine_describe (GstClBowEngine * self, cl_mem integral,
    guint width, guint height, guint pitch, GError ** error);

gboolean gst_cl_bow_engine_enqueue_assignment (GstClBowEngine * self,
    GError ** error);

gboolean gst_cl_bow_engine_enqueue_normalize (GstClBowEngine * self,
    GError ** error);

gboolean gst_cl_bow_engine_read_assignments (GstClBowEngine * self,
    guint32 * assign, GError ** error);

gboolean gst_cl_bow_engine_fill_assignments (GstClBowEngine * self,
    guint32 value, GError ** error);

gboolean gst_cl_bow_engine_read_counts (GstClBowEngine * self,
    guint32 * counts, GError ** error);

gboolean gst_cl_bow_engine_load_counts (GstClBowEngine * self,
    const guint32 * counts, GError ** error);

gboolean gst_cl_bow_engine_read_histogram (GstClBowEngine * self,
    gfloat * hist, GError ** error);

gboolean gst_cl_bow_engine_load_descriptors (GstClBowEngine * self,
    const gfloat * desc, gsize n_desc, GError ** error);

gboolean gst_cl_bow_engine_assign (GstClBowEngine * self, guint32 * assign,
    gfloat * hist_out, GError ** error);

gsize gst_cl_bow_engine_get_n_descriptors (GstClBowEngine * self);

gboolean gst_cl_bow_engine_read_descriptors (GstClBowEngine * self,
    gfloat * desc, GError ** error);

guint gst_cl_bow_engine_last_kernel_times (GstClBowEngine * self,
    const gchar ** names, gdouble * ms, guint max);

gdouble gst_cl_bow_engine_last_assign_ms (GstClBowEngine * self);

gdouble gst_cl_bow_engine_last_kernel_ms (GstClBowEngine * self);

guint gst_cl_bow_engine_last_flagged (GstClBowEngine * self);

G_END_DECLS
