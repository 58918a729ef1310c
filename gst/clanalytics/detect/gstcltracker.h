/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * GstClTrack:
 * @id: stable identifier, unique for the tracker's life (from 1)
 * @x, @y, @w, @h: the box (pixels)
 * @vx, @vy, @vw, @vh: its motion per frame (smoothed)
 * @confidence: of the last detection that fed it
 * @missed: frames since it was last detected
 * @hits: detections it has absorbed
 */
typedef struct
{
  gint id;
  gdouble x, y, w, h;
  gdouble vx, vy, vw, vh;
  gdouble confidence;
  guint missed;
  guint hits;
} GstClTrack;

typedef struct
{
  gdouble x, y, w, h, confidence;
} GstClDetection;

typedef struct _GstClTracker GstClTracker;

GstClTracker *gst_cl_tracker_new (gdouble min_iou, guint max_missed);
void gst_cl_tracker_free (GstClTracker * t);
void gst_cl_tracker_reset (GstClTracker * t);

void gst_cl_tracker_update (GstClTracker * t, const GstClDetection * dets,
    guint n_dets, GArray * out_tracks);

void gst_cl_tracker_predict (GstClTracker * t, GArray * out_tracks);

G_END_DECLS
