/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* For the detector element tests: a harness on a shared context, and
 * reading the region-of-interest metas the detectors attach. */
#pragma once

#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include <gst/cl/gstclcontext.h>

G_BEGIN_DECLS

/* The ROI meta of @buf after the one *@state points at (*@state NULL: the
 * first), NULL after the last. */
static inline GstVideoRegionOfInterestMeta *
gst_cl_test_next_roi (GstBuffer * buf, gpointer * state)
{
  return (GstVideoRegionOfInterestMeta *)
      gst_buffer_iterate_meta_filtered (buf, state,
      GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE);
}

/* The "confidence" of @roi's "detection" parameter into @confidence;
 * FALSE (and @confidence untouched) when it has none. */
static inline gboolean
gst_cl_test_roi_confidence (GstVideoRegionOfInterestMeta * roi,
    gdouble * confidence)
{
  GstStructure *det = gst_video_region_of_interest_meta_get_param (roi,
      "detection");

  return det != NULL && gst_structure_get_double (det, "confidence",
      confidence);
}

/* Sets the properties of @props ("NAME=VALUE NAME=VALUE ...", nullable)
 * on @e, as gst-launch-1.0 would. */
static inline void
gst_cl_test_set_props (GstElement * e, const gchar * props)
{
  gchar **kv = g_strsplit (props ? props : "", " ", -1), **p;

  for (p = kv; *p; p++) {
    gchar **pair = g_strsplit (*p, "=", 2);

    if (pair[0] && pair[1])
      gst_util_set_object_arg (G_OBJECT (e), pair[0], pair[1]);
    g_strfreev (pair);
  }
  g_strfreev (kv);
}

/* A harness around @e (whose reference it takes) on the shared context
 * @ctx, its source caps GRAY8 @width x @height at @fps frames/s. */
static inline GstHarness *
gst_cl_test_detect_harness (GstElement * e, GstClContext * ctx, gint width,
    gint height, gint fps)
{
  GstContext *c = gst_context_new_cl_context (ctx);
  GstHarness *h;
  gchar *caps = g_strdup_printf ("video/x-raw,format=GRAY8,width=%d,"
      "height=%d,framerate=%d/1", width, height, fps);

  gst_element_set_context (e, c);
  gst_context_unref (c);
  h = gst_harness_new_with_element (e, "sink", "src");
  gst_object_unref (e);
  gst_harness_set_src_caps_str (h, caps);
  g_free (caps);
  return h;
}

G_END_DECLS
