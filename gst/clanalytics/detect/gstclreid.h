/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Faces that come back after a shot change get their ids back
 * (gstclreid.c). */
#pragma once

#include <gst/video/video.h>
#include "gstcltracker.h"

G_BEGIN_DECLS

/**
 * GST_CL_REID_SIDE:
 *
 * Side of the grid of mean luma over the face, the first part of its
 * appearance.
 */
#define GST_CL_REID_SIDE 16
/**
 * GST_CL_REID_BINS:
 *
 * Bins of each of the three luma histograms (hair, face, collar), the
 * second part.
 */
#define GST_CL_REID_BINS 16
/**
 * GST_CL_REID_LEN:
 *
 * Length of an appearance.
 */
#define GST_CL_REID_LEN (GST_CL_REID_SIDE * GST_CL_REID_SIDE + \
    3 * GST_CL_REID_BINS)

typedef struct _GstClReid GstClReid;

GstClReid *gst_cl_reid_new (void);
void gst_cl_reid_free (GstClReid * r);
void gst_cl_reid_reset (GstClReid * r);

void gst_cl_reid_shot_change (GstClReid * r, guint64 frame);

void gst_cl_reid_update (GstClReid * r, GArray * tracks,
    const GstClTracker * tracker, const GstVideoFrame * vframe,
    guint64 frame, guint max_age, gdouble min_similarity);

gint gst_cl_reid_map (GstClReid * r, gint id);

gboolean gst_cl_reid_appearance (const GstVideoFrame * vframe, gdouble x,
    gdouble y, gdouble w, gdouble h, gfloat out[GST_CL_REID_LEN]);

gdouble gst_cl_reid_similarity (const gfloat * a, const gfloat * b);

G_END_DECLS
