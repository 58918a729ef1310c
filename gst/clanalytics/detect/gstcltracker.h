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

/**
 * GstClDetection:
 * @x, @y, @w, @h: the box (pixels)
 * @confidence: the detector's
 * @verified: a second detector found it too: it may start a track whatever
 *   its confidence (see @min_start_confidence of GstClTrackerConfig)
 * @corroborated: a second detector found it too: its track has what
 *   @require_corroboration of GstClTrackerConfig asks for (and nothing
 *   more: unlike @verified, it does not stand for the confidence)
 */
typedef struct
{
  gdouble x, y, w, h, confidence;
  gboolean verified;
  gboolean corroborated;
} GstClDetection;

/**
 * GstClTrackBackfill:
 * @frames_ago: the frame it is for, counted back from the latest update
 *   or predict (1: the frame before it)
 * @id: the track's id
 * @x, @y, @w, @h: its box on that frame
 * @confidence: of the detection it comes from, or the two around it
 * @strong: a detection on that frame had @min_start_confidence of
 *   GstClTrackerConfig (not a box interpolated between two)
 *
 * A box a track had on an earlier frame, before it was confirmed.
 */
typedef struct
{
  guint frames_ago;
  gint id;
  gdouble x, y, w, h, confidence;
  gboolean strong;
} GstClTrackBackfill;

/**
 * GstClTrackerConfig:
 * @min_iou: IoU at which a detection may continue a track
 * @max_missed: frames a confirmed track is still reported after its last
 *   detection (at least one detection interval)
 * @confirm_hits: a track is reported (and gets an id) once it was detected
 *   in @confirm_hits of the last @confirm_window detection frames; 1
 *   reports every detection at once
 * @confirm_window: see @confirm_hits (at most 32)
 * @min_start_confidence: a track is confirmed only once one of its
 *   detections (since it started, or was lost) had at least this
 *   confidence or was verified; weaker ones start and feed tracks and
 *   count towards @confirm_hits
 * @confirm_confidence: on the first detection frame of a stream (or after
 *   gst_cl_tracker_reset()), when there is no history to confirm against,
 *   a detection of at least this confidence is reported at once (ByteTrack
 *   activates its first frame's tracks the same way); 0: none is.  Later
 *   every new track waits for @confirm_hits
 * @max_coast: a confirmed track that the latest detection frame did not
 *   find is reported only while its last detection is at most this many
 *   frames old (and within @max_missed, or one detection interval); 0
 *   reports only the tracks found on the latest detection frame (SORT),
 *   moved on their motion between detection frames; G_MAXUINT: no limit
 *   but @max_missed
 * @require_corroboration: a track is confirmed only once one of its
 *   detections (since it started: a track keeps it when lost) was
 *   corroborated; %FALSE: none need be
 * @backfill: when a track is confirmed, its boxes on the frames before,
 *   back to its first detection and at most this many frames, are kept for
 *   gst_cl_tracker_take_backfill(); 0: none are
 *
 * What a tracker is built with; gst_cl_tracker_config_init() gives the
 * defaults.
 */
typedef struct
{
  gdouble min_iou;
  guint max_missed;
  guint confirm_hits;
  guint confirm_window;
  gdouble min_start_confidence;
  gdouble confirm_confidence;
  guint max_coast;
  gboolean require_corroboration;
  guint backfill;
} GstClTrackerConfig;

/* defaults of GstClTrackerConfig */
#define GST_CL_TRACKER_DEFAULT_MIN_IOU 0.3
#define GST_CL_TRACKER_DEFAULT_MAX_MISSED 5
#define GST_CL_TRACKER_DEFAULT_CONFIRM_HITS 3
#define GST_CL_TRACKER_DEFAULT_CONFIRM_WINDOW 5
#define GST_CL_TRACKER_DEFAULT_MIN_START_CONFIDENCE 0.0
#define GST_CL_TRACKER_DEFAULT_CONFIRM_CONFIDENCE 0.0
#define GST_CL_TRACKER_DEFAULT_MAX_COAST G_MAXUINT
#define GST_CL_TRACKER_MAX_CONFIRM_WINDOW 32

typedef struct _GstClTracker GstClTracker;

void gst_cl_tracker_config_init (GstClTrackerConfig * config);

GstClTracker *gst_cl_tracker_new_full (const GstClTrackerConfig * config);
void gst_cl_tracker_set_config (GstClTracker * t,
    const GstClTrackerConfig * config);

GstClTracker *gst_cl_tracker_new (gdouble min_iou, guint max_missed);
void gst_cl_tracker_free (GstClTracker * t);
void gst_cl_tracker_reset (GstClTracker * t);

void gst_cl_tracker_update (GstClTracker * t, const GstClDetection * dets,
    guint n_dets, GArray * out_tracks);

void gst_cl_tracker_update_full (GstClTracker * t,
    const GstClDetection * dets, guint n_dets, const GstClDetection * weak,
    guint n_weak, GArray * out_tracks);

void gst_cl_tracker_predict (GstClTracker * t, GArray * out_tracks);

void gst_cl_tracker_take_backfill (GstClTracker * t, GArray * out);

gboolean gst_cl_tracker_has_track (const GstClTracker * t, gint id);

gdouble gst_cl_tracker_box_iou (gdouble ax, gdouble ay, gdouble aw,
    gdouble ah, gdouble bx, gdouble by, gdouble bw, gdouble bh);

void gst_cl_tracker_box_in_frame (gdouble x, gdouble y, gdouble w, gdouble h,
    gint width, gint height, gint * bx, gint * by, gint * bw, gint * bh);

G_END_DECLS
