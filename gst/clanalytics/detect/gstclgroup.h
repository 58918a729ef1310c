/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Raw hits to faces: OpenCV's groupRectangles and clipping (gstclgroup.c). */
#pragma once

#include <glib.h>
#include "gstclpyramid.h"

G_BEGIN_DECLS

/**
 * GST_CL_CASCADE_GROUP_EPS:
 *
 * The grouping tolerance OpenCV's detectMultiScale uses.
 */
#define GST_CL_CASCADE_GROUP_EPS 0.2

/**
 * GstClRect:
 *
 * An axis-aligned rectangle in image pixels (OpenCV's cv::Rect).
 */
typedef struct
{
  gint x, y, width, height;
} GstClRect;

void gst_cl_cascade_sort_hits (GstClCascadeHit * hits, guint n_hits);

void gst_cl_cascade_hits_to_rects (const GstClCascadePlan * plan,
    const GstClCascadeHit * hits, guint n_hits, GArray * rects);

void gst_cl_group_rectangles (GArray * rects_in_out, gint min_neighbors,
    gdouble eps, GArray * weights_out);

void gst_cl_group_rectangles_full (GArray * rects_in_out, gint min_neighbors,
    gint weak_neighbors, gdouble eps, GArray * weights_out);

void gst_cl_clip_rectangles (GArray * rects, GArray * weights, guint width,
    guint height);

void gst_cl_cascade_group_hits (const GstClCascadePlan * plan,
    GstClCascadeHit * hits, guint n_hits, gint min_neighbors,
    gint weak_neighbors, GArray * rects, GArray * weights);

/**
 * GST_CL_MERGE_MIN_IOU:
 *
 * Default IoU above which gst_cl_merge_overlaps() takes two boxes for one
 * object.
 */
#define GST_CL_MERGE_MIN_IOU 0.3

/**
 * GST_CL_MERGE_MIN_COVER:
 *
 * Default share of the smaller box covered by the other above which
 * gst_cl_merge_overlaps() takes two boxes for one object.
 */
#define GST_CL_MERGE_MIN_COVER 0.8

gboolean gst_cl_rects_overlap (const GstClRect * a, const GstClRect * b,
    gdouble min_iou, gdouble min_cover);

gdouble gst_cl_rect_iou (const GstClRect * a, const GstClRect * b);

void gst_cl_merge_overlaps (GArray * rects, GArray * weights,
    gdouble min_iou, gdouble min_cover);

void gst_cl_merge_overlaps_full (GArray * rects, GArray * weights,
    const gboolean * first, gdouble min_iou, gdouble min_cover);

void gst_cl_drop_under (GArray * rects, GArray * weights,
    const GArray * uppers, gdouble max_size, gdouble max_gap,
    gdouble max_offset);

gdouble gst_cl_cascade_confidence (gint neighbors);

G_END_DECLS
