/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <gst/gst.h>
#include <gst/video/video.h>

G_BEGIN_DECLS

/**
 * GstClRoi:
 * @meta: the buffer's meta
 * @label: the "detection" parameter's label, else the ROI type
 * @x, @y, @w, @h: the box in pixels, clipped to the frame (@w, @h >= 1),
 *   as it would be drawn
 * @confidence: the "detection" parameter's confidence, -1 when absent
 * @label_id: the "detection" parameter's label_id, -1 when absent
 * @object_id: the "object_id" parameter's id, -1 when absent
 * @parent: index (in the same array) of the ROI whose id is this one's
 *   parent_id (not 0, the meta's default), -1 for none (a top-level
 *   object)
 * @visible: whether the meta's box meets the frame at all (@x..@h are
 *   clipped into it either way)
 *
 * One ROI meta as the tracking and drawing elements read it, whatever
 * produced it: a detector of this plugin (the "detection"/"object_id"
 * layout of DL Streamer), GStreamer's facedetect (no parameters), an
 * application's own.
 */
typedef struct
{
  GstVideoRegionOfInterestMeta *meta;
  GQuark label;
  gint x, y, w, h;
  gdouble confidence;
  gint label_id;
  gint object_id;
  gint parent;
  gboolean visible;
} GstClRoi;

void gst_cl_roi_collect (GstBuffer * buffer, gint width, gint height,
    GArray * rois);

GstStructure *gst_cl_roi_detection_param (gint width, gint height, gint x,
    gint y, gint w, gint h, gdouble confidence, gint label_id,
    const gchar * label);

/**
 * GST_CL_SKIPPED_FRAME_META_NAME:
 *
 * The name of the custom meta (gst_meta_register_custom()) a detector
 * attaches to a frame it did not run on (an interval, or QoS): its boxes,
 * if any, are not detections of this frame.  Structure fields (all
 * optional): "producer" (string, the element), "roi-type" (string, the
 * type of ROI the detector would have produced; absent: all types).
 */
#define GST_CL_SKIPPED_FRAME_META_NAME "GstClSkippedFrameMeta"

const GstMetaInfo *gst_cl_skipped_frame_meta_get_info (void);

void gst_cl_buffer_mark_skipped (GstBuffer * buffer, const gchar * producer,
    const gchar * roi_type);

gboolean gst_cl_buffer_is_skipped (GstBuffer * buffer, GQuark roi_type);

gboolean gst_cl_buffer_get_skipped (GstBuffer * buffer, GArray * roi_types);

G_END_DECLS
