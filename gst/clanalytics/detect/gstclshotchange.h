/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The shot-change test of the trackers (clfacedetect, cltrack):
 * gstclshotchange.c. */
#pragma once

#include <gst/video/video.h>

G_BEGIN_DECLS

/* the layout grid: GST_CL_SHOT_GRID x GST_CL_SHOT_GRID blocks */
#define GST_CL_SHOT_GRID 8
#define GST_CL_SHOT_BLOCKS (GST_CL_SHOT_GRID * GST_CL_SHOT_GRID)
/* luma samples per row of the frame the block means are taken from (at
 * most; as many rows, in proportion) */
#define GST_CL_SHOT_SAMPLES 128
/* frames whose changes make the recent average a change is compared with */
#define GST_CL_SHOT_HISTORY 10
/* a shot change is a change at least this many times the recent average */
#define GST_CL_SHOT_RATIO 4.0
/* the default threshold, in grey levels (clfacedetect's and cltrack's
 * shot-change property) */
#define GST_CL_SHOT_DEFAULT_THRESHOLD 8.0

/**
 * GstClShotChange:
 *
 * What the test remembers between frames: the last frame's block means and
 * the last GST_CL_SHOT_HISTORY changes.  Zero-filled (or after
 * gst_cl_shot_change_reset()) it has seen no frame.
 */
typedef struct
{
  gfloat means[GST_CL_SHOT_BLOCKS];
  gboolean have_means;
  gdouble recent[GST_CL_SHOT_HISTORY];
  guint n_recent, next;
} GstClShotChange;

void gst_cl_shot_change_reset (GstClShotChange * s);

guint gst_cl_frame_luma_at (const GstVideoFrame * frame, gboolean rgb,
    guint x, guint y);

gboolean gst_cl_shot_change_block_means (const GstVideoFrame * frame,
    gfloat * means);

gdouble gst_cl_shot_change_distance (const gfloat * a, const gfloat * b);

gboolean gst_cl_shot_change_push (GstClShotChange * s, const gfloat * means,
    gdouble threshold, gdouble * distance);

gboolean gst_cl_shot_change_push_frame (GstClShotChange * s,
    GstObject * object, const GstVideoFrame * frame, gdouble threshold);

gboolean gst_cl_shot_change_push_buffer (GstClShotChange * s,
    GstObject * object, const GstVideoInfo * info, GstBuffer * buf,
    gdouble threshold);

G_END_DECLS
