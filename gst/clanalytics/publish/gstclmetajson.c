/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * One frame's metas as a JSON object, in the layout docs/results-schema.md
 * writes down.  Members are added in a fixed order, so that the same
 * buffer always gives the same bytes.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include <gst/cl/gstclanalytics.h>
#include "gstclmetajson.h"

/* seconds between 1900-01-01 (NTP's epoch) and 1970-01-01 */
#define NTP_UNIX_OFFSET G_GUINT64_CONSTANT (2208988800)

static void
add_time (JsonBuilder * b, const gchar * name, GstClockTime t)
{
  json_builder_set_member_name (b, name);
  if (GST_CLOCK_TIME_IS_VALID (t))
    json_builder_add_int_value (b, (gint64) t);
  else
    json_builder_add_null_value (b);
}

/* doubles rounded to 6 decimals: the metas' values carry no more, and a
 * shorter text is what a reader expects ("0.981700", not 17 digits) */
static void
add_double (JsonBuilder * b, const gchar * name, gdouble v)
{
  json_builder_set_member_name (b, name);
  if (isfinite (v))
    json_builder_add_double_value (b, round (v * 1e6) / 1e6);
  else
    json_builder_add_null_value (b);
}

static const gchar *
norm_name (GstClBowNorm norm)
{
  switch (norm) {
    case GST_CL_BOW_NORM_L1:
      return "l1";
    case GST_CL_BOW_NORM_L2:
      return "l2";
    default:
      return "none";
  }
}

/* One region: its box in pixels, its "detection" and "object_id"
 * parameters.  Parts are added by the caller. */
static void
add_region (JsonBuilder * b, GstVideoRegionOfInterestMeta * roi,
    guint * hash)
{
  GstStructure *det = gst_video_region_of_interest_meta_get_param (roi,
      "detection");
  GstStructure *obj = gst_video_region_of_interest_meta_get_param (roi,
      "object_id");
  const gchar *type = g_quark_to_string (roi->roi_type);
  const gchar *label = det ? gst_structure_get_string (det, "label") : NULL;
  gdouble confidence;
  gint label_id, track_id;

  if (!label)
    label = type;
  json_builder_set_member_name (b, "id");
  json_builder_add_int_value (b, roi->id);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, type);
  json_builder_set_member_name (b, "label");
  json_builder_add_string_value (b, label);
  json_builder_set_member_name (b, "label-id");
  if (det && gst_structure_get_int (det, "label_id", &label_id))
    json_builder_add_int_value (b, label_id);
  else
    json_builder_add_null_value (b);
  if (det && gst_structure_get_double (det, "confidence", &confidence))
    add_double (b, "confidence", confidence);
  else {
    json_builder_set_member_name (b, "confidence");
    json_builder_add_null_value (b);
  }
  json_builder_set_member_name (b, "track-id");
  if (obj && gst_structure_get_int (obj, "id", &track_id))
    json_builder_add_int_value (b, track_id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "box");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, roi->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, roi->y);
  json_builder_set_member_name (b, "w");
  json_builder_add_int_value (b, roi->w);
  json_builder_set_member_name (b, "h");
  json_builder_add_int_value (b, roi->h);
  json_builder_end_object (b);
  if (hash)
    *hash = (*hash * 31u + (guint) roi->id) * 31u + g_str_hash (label);
}

static gboolean
is_top_level (GstVideoRegionOfInterestMeta * roi, GPtrArray * rois)
{
  guint i;

  if (roi->parent_id <= 0)
    return TRUE;
  /* a part whose parent is not on the buffer is reported on its own */
  for (i = 0; i < rois->len; i++) {
    GstVideoRegionOfInterestMeta *o = g_ptr_array_index (rois, i);
    if (o != roi && o->id == roi->parent_id && o->parent_id <= 0)
      return FALSE;
  }
  return TRUE;
}

static void
add_objects (JsonBuilder * b, GstBuffer * buf, GstClMetaJsonSummary * sum)
{
  GPtrArray *rois = g_ptr_array_new ();
  gpointer state = NULL;
  GstMeta *meta;
  guint i, j;

  while ((meta = gst_buffer_iterate_meta_filtered (buf, &state,
              GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE)))
    g_ptr_array_add (rois, meta);

  json_builder_set_member_name (b, "objects");
  json_builder_begin_array (b);
  for (i = 0; i < rois->len; i++) {
    GstVideoRegionOfInterestMeta *roi = g_ptr_array_index (rois, i);

    if (!is_top_level (roi, rois))
      continue;
    sum->n_objects++;
    json_builder_begin_object (b);
    add_region (b, roi, &sum->objects_hash);
    json_builder_set_member_name (b, "parts");
    json_builder_begin_array (b);
    for (j = 0; roi->parent_id <= 0 && j < rois->len; j++) {
      GstVideoRegionOfInterestMeta *part = g_ptr_array_index (rois, j);

      if (part == roi || part->parent_id != roi->id)
        continue;
      json_builder_begin_object (b);
      add_region (b, part, NULL);
      json_builder_set_member_name (b, "parent-id");
      json_builder_add_int_value (b, part->parent_id);
      json_builder_end_object (b);
    }
    json_builder_end_array (b);
    json_builder_end_object (b);
  }
  json_builder_end_array (b);
  g_ptr_array_free (rois, TRUE);
}

/* the histogram's summary: size, descriptors, the three largest bins */
static void
add_histogram (JsonBuilder * b, GstBuffer * buf, GstClMetaJsonSummary * sum)
{
  GstClBowHistMeta *hm = gst_buffer_get_cl_bow_hist_meta (buf);
  const gfloat *h;
  guint n, k, i, top[3];
  guint64 scene_frame;
  GstClockTime scene_pts;
  gboolean cut;
  gdouble ratio;

  if (!hm)
    return;
  h = gst_cl_bow_hist_meta_get_histogram (hm, &n);
  json_builder_set_member_name (b, "histogram");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "words");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "descriptors");
  json_builder_add_int_value (b, gst_cl_bow_hist_meta_get_n_descriptors (hm));
  json_builder_set_member_name (b, "norm");
  json_builder_add_string_value (b, norm_name (gst_cl_bow_hist_meta_get_norm
          (hm)));
  add_double (b, "distance", gst_cl_bow_hist_meta_get_distance (hm));
  /* the largest bins, largest first, the lower index first among equals */
  json_builder_set_member_name (b, "top");
  json_builder_begin_array (b);
  for (k = 0; k < MIN (n, 3); k++) {
    gint best = -1;

    for (i = 0; i < n; i++) {
      gboolean taken = FALSE;
      guint j;

      for (j = 0; j < k; j++)
        taken |= top[j] == i;
      if (!taken && (best < 0 || h[i] > h[best]))
        best = i;
    }
    top[k] = best;
    json_builder_begin_array (b);
    json_builder_add_int_value (b, best);
    json_builder_add_double_value (b, round (h[best] * 1e6) / 1e6);
    json_builder_end_array (b);
  }
  json_builder_end_array (b);
  json_builder_end_object (b);

  if (!gst_cl_bow_hist_meta_get_scene_cut (hm, &scene_frame, &scene_pts, &cut,
          &ratio))
    return;
  sum->scene_change = cut;
  json_builder_set_member_name (b, "scene-cut");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "frame");
  json_builder_add_int_value (b, (gint64) scene_frame);
  add_time (b, "pts", scene_pts);
  json_builder_set_member_name (b, "scene-change");
  json_builder_add_boolean_value (b, cut);
  add_double (b, "adaptive-ratio", ratio);
  json_builder_end_object (b);
}

/**
 * gst_cl_meta_json_build:
 * @buf: the frame
 * @frame: what the object says besides the metas
 * @summary: (out): what the frame carries
 *
 * Returns: (transfer full): the frame's JSON object.
 */
JsonNode *
gst_cl_meta_json_build (GstBuffer * buf, const GstClMetaJsonFrame * frame,
    GstClMetaJsonSummary * summary)
{
  JsonBuilder *b = json_builder_new ();
  JsonNode *root;

  memset (summary, 0, sizeof *summary);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, GST_CL_META_JSON_VERSION);
  json_builder_set_member_name (b, "source-id");
  if (frame->source_id)
    json_builder_add_string_value (b, frame->source_id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "frame");
  json_builder_add_int_value (b, (gint64) frame->frame);
  add_time (b, "pts", frame->pts);
  add_time (b, "duration", frame->duration);
  add_time (b, "stream-time", frame->stream_time);
  add_time (b, "running-time", frame->running_time);
  if (frame->utc_enabled) {
    gchar *utc = gst_cl_meta_json_format_utc (frame->utc_us);

    json_builder_set_member_name (b, "utc");
    if (utc)
      json_builder_add_string_value (b, utc);
    else
      json_builder_add_null_value (b);
    json_builder_set_member_name (b, "utc-source");
    if (utc)
      json_builder_add_string_value (b, frame->utc_source);
    else
      json_builder_add_null_value (b);
    g_free (utc);
  }
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, frame->width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, frame->height);
  add_objects (b, buf, summary);
  add_histogram (b, buf, summary);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  g_object_unref (b);
  return root;
}

/* The absolute time an upstream element stamped on the buffer
 * (GstReferenceTimestampMeta: rtspsrc's timestamp/x-ntp, or
 * timestamp/x-unix), in microseconds since the Unix epoch; -1 without. */
gint64
gst_cl_meta_json_reference_utc (GstBuffer * buf)
{
  static GstCaps *ntp = NULL, *unix_caps = NULL;
  gpointer state = NULL;
  GstMeta *meta;

  if (g_once_init_enter (&ntp)) {
    GstCaps *c = gst_caps_new_empty_simple ("timestamp/x-ntp");

    unix_caps = gst_caps_new_empty_simple ("timestamp/x-unix");
    GST_MINI_OBJECT_FLAG_SET (unix_caps, GST_MINI_OBJECT_FLAG_MAY_BE_LEAKED);
    GST_MINI_OBJECT_FLAG_SET (c, GST_MINI_OBJECT_FLAG_MAY_BE_LEAKED);
    g_once_init_leave (&ntp, c);
  }
  while ((meta = gst_buffer_iterate_meta_filtered (buf, &state,
              GST_REFERENCE_TIMESTAMP_META_API_TYPE))) {
    GstReferenceTimestampMeta *r = (GstReferenceTimestampMeta *) meta;

    if (!GST_CLOCK_TIME_IS_VALID (r->timestamp))
      continue;
    if (gst_caps_is_subset (r->reference, ntp)) {
      if (r->timestamp < NTP_UNIX_OFFSET * GST_SECOND)
        continue;
      return (gint64) ((r->timestamp - NTP_UNIX_OFFSET * GST_SECOND) /
          GST_USECOND);
    }
    if (gst_caps_is_subset (r->reference, unix_caps))
      return (gint64) (r->timestamp / GST_USECOND);
  }
  return -1;
}

/* ISO 8601 in UTC with microseconds ("2026-11-26T13:14:43.123456Z"); NULL
 * for -1 */
gchar *
gst_cl_meta_json_format_utc (gint64 utc_us)
{
  GDateTime *dt;
  gchar *date, *s;

  if (utc_us < 0)
    return NULL;
  dt = g_date_time_new_from_unix_utc (utc_us / G_USEC_PER_SEC);
  if (!dt)
    return NULL;
  date = g_date_time_format (dt, "%Y-%m-%dT%H:%M:%S");
  s = g_strdup_printf ("%s.%06" G_GINT64_FORMAT "Z", date,
      utc_us % G_USEC_PER_SEC);
  g_free (date);
  g_date_time_unref (dt);
  return s;
}
