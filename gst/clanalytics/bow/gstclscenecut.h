/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The scene-cut decision of clbowhist (gstclscenecut.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * GstClSceneCutKind:
 * @GST_CL_SCENE_CUT_FRAME: a frame whose distance is to the frame before
 * @GST_CL_SCENE_CUT_FIRST: the first frame (or the first after a flush):
 *   no previous frame, never a cut
 * @GST_CL_SCENE_CUT_NEW_STREAM: the first frame of a new stream that
 *   follows another one (concat): always a cut
 */
typedef enum
{
  GST_CL_SCENE_CUT_FRAME,
  GST_CL_SCENE_CUT_FIRST,
  GST_CL_SCENE_CUT_NEW_STREAM,
} GstClSceneCutKind;

/**
 * GstClSceneCutParams:
 * @threshold: a cut's distance is at least this (0 to 2)
 * @adaptive: ... and at least this many times the mean distance of the
 *   @window frames before and after it (0: no adaptive rule)
 * @window: frames on each side of the adaptive mean; decisions come this
 *   many frames late (0: immediate, no adaptive rule)
 * @min_length: frames from one cut to the next, at least (the stream's
 *   start does not count: a cut may come early)
 */
typedef struct
{
  gdouble threshold;
  gdouble adaptive;
  guint window;
  guint min_length;
} GstClSceneCutParams;

/**
 * GstClSceneCutResult:
 * @distance: the frame's distance, as pushed
 * @ratio: the distance over the mean of its window (0: no window)
 * @kind: as pushed
 * @cut: the decision
 */
typedef struct
{
  gdouble distance;
  gdouble ratio;
  GstClSceneCutKind kind;
  gboolean cut;
} GstClSceneCutResult;

typedef struct _GstClSceneCut GstClSceneCut;

GstClSceneCut *gst_cl_scene_cut_new (const GstClSceneCutParams * params);

void gst_cl_scene_cut_free (GstClSceneCut * self);

void gst_cl_scene_cut_set_params (GstClSceneCut * self,
    const GstClSceneCutParams * params);

void gst_cl_scene_cut_push (GstClSceneCut * self, gdouble distance,
    GstClSceneCutKind kind);

gboolean gst_cl_scene_cut_pop (GstClSceneCut * self, gboolean drain,
    GstClSceneCutResult * result);

void gst_cl_scene_cut_reset (GstClSceneCut * self);

G_END_DECLS
