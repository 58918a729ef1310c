/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * A frame's analysis results as one JSON object (docs/results-schema.md):
 * the region-of-interest metas with their parts, the histogram meta and its
 * scene-cut decision, the frame's times.  Used by clmetapublish.
 */
#pragma once

#include <gst/gst.h>
#include <gst/video/video.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* the "version" field: bumped when a field changes meaning or goes away
 * (new fields do not bump it) */
#define GST_CL_META_JSON_VERSION 1

/* What the object says besides the metas: the frame's times (each
 * GST_CLOCK_TIME_NONE when unknown: null in the JSON) and its absolute
 * time, in microseconds since the Unix epoch (-1: unknown, the field is
 * left out with @utc_enabled FALSE). */
typedef struct
{
  const gchar *source_id;
  guint64 frame;
  GstClockTime pts, duration, stream_time, running_time;
  gint64 utc_us;
  const gchar *utc_source;
  gboolean utc_enabled;
  gint width, height;
} GstClMetaJsonFrame;

/* Counts of what a frame carries, for the "updates" modes. */
typedef struct
{
  guint n_objects;
  gboolean scene_change;
  /* a digest of the objects' ids and labels: equal for frames whose
   * objects are the same ones */
  guint objects_hash;
} GstClMetaJsonSummary;

JsonNode *gst_cl_meta_json_build (GstBuffer * buf,
    const GstClMetaJsonFrame * frame, GstClMetaJsonSummary * summary);

gint64 gst_cl_meta_json_reference_utc (GstBuffer * buf);

gchar *gst_cl_meta_json_format_utc (gint64 utc_us);

G_END_DECLS
