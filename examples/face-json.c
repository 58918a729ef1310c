/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * face-json: an application that embeds the CL elements and prints one
 * JSON line per frame, read from the metadata at an appsink.
 *
 *   face-json [--interval N] [--num-buffers N] [--no-tracking] [--bow]
 *             [INPUT]
 *
 * INPUT is a file (a video, or an image: one frame), a URI, or
 * "videotestsrc" (the default).  The pipeline is
 *
 *   SOURCE ! videoconvert ! clintegral ! clfacedetect [! clbowhist]
 *     ! appsink
 *
 * and each line looks like
 *
 *   {"pts": 0, "faces": [{"id": 1, "x": 177, "y": 66, "w": 95, "h": 95,
 *    "confidence": 0.9817, "label": "face"}], "integral": {"width": 512,
 *    "height": 512, "sum": 1234567, "checksum": 3735928559}}
 *
 * - faces: the GstVideoRegionOfInterestMeta of each face (box in pixels),
 *   its "detection" parameters (confidence, label) and its "object_id"
 *   (the track id; null with --no-tracking);
 * - integral: the GstClIntegralMeta that clintegral attached, read back
 *   from the device with gst_cl_integral_meta_read_sum(): its size, the
 *   sum of the frame's luma (the last element, modulo 2^32) and an FNV-1a
 *   checksum of the whole table;
 * - histogram (with --bow): the GstClBowHistMeta of clbowhist: number of
 *   words and descriptors and the three largest bins.
 *
 * pts is in nanoseconds (null when the buffer has none).  Errors go to
 * stderr and the exit status is 1.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
#include <gst/cl/gstclanalytics.h>

/* appends @s to @out as a JSON string, quotes included */
static void
json_string (GString * out, const gchar * s)
{
  const gchar *p;

  if (!s) {
    g_string_append (out, "null");
    return;
  }
  g_string_append_c (out, '"');
  for (p = s; *p; p++) {
    guchar c = *p;
    switch (c) {
      case '"':
        g_string_append (out, "\\\"");
        break;
      case '\\':
        g_string_append (out, "\\\\");
        break;
      case '\n':
        g_string_append (out, "\\n");
        break;
      case '\r':
        g_string_append (out, "\\r");
        break;
      case '\t':
        g_string_append (out, "\\t");
        break;
      default:
        /* other control characters escaped; UTF-8 passes as it is */
        if (c < 0x20)
          g_string_append_printf (out, "\\u%04x", c);
        else
          g_string_append_c (out, c);
        break;
    }
  }
  g_string_append_c (out, '"');
}

/* a double as JSON: finite, in the C locale whatever the user's */
static void
json_double (GString * out, gdouble v)
{
  gchar buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (v)) {
    g_string_append (out, "null");
    return;
  }
  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.4f", v));
}

static void
append_faces (GString * out, GstBuffer * buf)
{
  gpointer state = NULL;
  GstMeta *meta;
  gboolean first = TRUE;

  g_string_append (out, "\"faces\": [");
  while ((meta = gst_buffer_iterate_meta_filtered (buf, &state,
              GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE))) {
    GstVideoRegionOfInterestMeta *roi = (GstVideoRegionOfInterestMeta *) meta;
    GstStructure *det = gst_video_region_of_interest_meta_get_param (roi,
        "detection");
    GstStructure *obj = gst_video_region_of_interest_meta_get_param (roi,
        "object_id");
    gdouble confidence = 0;
    gint id;

    /* other elements may add regions of other kinds */
    if (roi->roi_type != g_quark_from_static_string ("face"))
      continue;
    if (!first)
      g_string_append (out, ", ");
    first = FALSE;
    g_string_append (out, "{\"id\": ");
    if (obj && gst_structure_get_int (obj, "id", &id))
      g_string_append_printf (out, "%d", id);
    else
      g_string_append (out, "null");
    g_string_append_printf (out, ", \"x\": %u, \"y\": %u, \"w\": %u, "
        "\"h\": %u, \"confidence\": ", roi->x, roi->y, roi->w, roi->h);
    if (det)
      gst_structure_get_double (det, "confidence", &confidence);
    json_double (out, confidence);
    g_string_append (out, ", \"label\": ");
    json_string (out, det ? gst_structure_get_string (det, "label") : NULL);
    g_string_append_c (out, '}');
  }
  g_string_append_c (out, ']');
}

static gboolean
append_integral (GString * out, GstBuffer * buf, GError ** error)
{
  GstClIntegralMeta *meta = gst_buffer_get_cl_integral_meta (buf);
  gsize n, i;
  guint32 *sum, hash = 2166136261u;

  g_string_append (out, "\"integral\": ");
  if (!meta) {
    g_string_append (out, "null");
    return TRUE;
  }
  /* (height + 1) x (width + 1), packed: cv::integral's layout */
  n = (gsize) (meta->width + 1) * (meta->height + 1);
  sum = g_try_new (guint32, n);
  if (!sum) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM, "out of memory");
    return FALSE;
  }
  if (!gst_cl_integral_meta_read_sum (meta, sum, 0, error)) {
    g_free (sum);
    return FALSE;
  }
  for (i = 0; i < n; i++) {
    hash ^= sum[i];
    hash *= 16777619u;
  }
  g_string_append_printf (out, "{\"width\": %u, \"height\": %u, "
      "\"sum\": %u, \"checksum\": %u}", meta->width, meta->height, sum[n - 1],
      hash);
  g_free (sum);
  return TRUE;
}

static void
append_histogram (GString * out, GstBuffer * buf)
{
  GstClBowHistMeta *meta = gst_buffer_get_cl_bow_hist_meta (buf);
  const gfloat *h;
  guint n, top[3] = { 0, 0, 0 }, i, k, n_top;

  g_string_append (out, "\"histogram\": ");
  if (!meta) {
    g_string_append (out, "null");
    return;
  }
  h = gst_cl_bow_hist_meta_get_histogram (meta, &n);
  /* the three largest bins, largest first */
  n_top = MIN (n, 3);
  for (k = 0; k < n_top; k++) {
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
  }
  g_string_append_printf (out, "{\"words\": %u, \"descriptors\": %u, "
      "\"top\": [", n, gst_cl_bow_hist_meta_get_n_descriptors (meta));
  for (k = 0; k < n_top; k++) {
    g_string_append_printf (out, "%s[%u, ", k ? ", " : "", top[k]);
    json_double (out, h[top[k]]);
    g_string_append_c (out, ']');
  }
  g_string_append (out, "]}");
}

static void
usage (const gchar * prog)
{
  g_printerr ("usage: %s [--interval N] [--num-buffers N] [--no-tracking] "
      "[--bow] [INPUT]\n"
      "  INPUT: a video or image file, a URI, or videotestsrc (default)\n",
      prog);
}

int
main (int argc, char **argv)
{
  const gchar *input = "videotestsrc";
  guint interval = 1, num_buffers = 30, i;
  gboolean tracking = TRUE, bow = FALSE;
  GstElement *pipe, *sink, *detect, *src;
  gchar *desc, *uri = NULL;
  GError *err = NULL;
  GstBus *bus;
  GstMessage *msg;
  gint status = 0;

  gst_init (&argc, &argv);
  for (i = 1; i < (guint) argc; i++) {
    if (g_str_equal (argv[i], "--interval") && i + 1 < (guint) argc) {
      interval = CLAMP (atoi (argv[i + 1]), 1, G_MAXINT);
      i++;
    } else if (g_str_equal (argv[i], "--num-buffers") && i + 1 < (guint) argc) {
      num_buffers = CLAMP (atoi (argv[i + 1]), 1, G_MAXINT);
      i++;
    } else if (g_str_equal (argv[i], "--no-tracking")) {
      tracking = FALSE;
    } else if (g_str_equal (argv[i], "--bow")) {
      bow = TRUE;
    } else if (g_str_equal (argv[i], "--help") || argv[i][0] == '-') {
      usage (argv[0]);
      return g_str_equal (argv[i], "--help") ? 0 : 2;
    } else {
      input = argv[i];
    }
  }

  /* the source is set up after parsing: a file name needs no quoting */
  if (g_str_equal (input, "videotestsrc")) {
    desc = g_strdup_printf ("videotestsrc name=src num-buffers=%u ! "
        "video/x-raw,width=320,height=240", num_buffers);
  } else {
    if (gst_uri_is_valid (input))
      uri = g_strdup (input);
    else if (!(uri = gst_filename_to_uri (input, &err))) {
      g_printerr ("%s: %s\n", input, err->message);
      return 1;
    }
    desc = g_strdup ("uridecodebin name=src");
  }
  {
    gchar *full = g_strdup_printf ("%s ! videoconvert ! clintegral ! "
        "clfacedetect name=detect ! %s appsink name=sink sync=false", desc,
        bow ? "clbowhist !" : "");
    g_free (desc);
    desc = full;
  }
  pipe = gst_parse_launch (desc, &err);
  if (!pipe) {
    g_printerr ("could not build \"%s\": %s\n", desc, err->message);
    return 1;
  }
  g_free (desc);
  src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  if (uri)
    g_object_set (src, "uri", uri, NULL);
  detect = gst_bin_get_by_name (GST_BIN (pipe), "detect");
  g_object_set (detect, "interval", interval, "tracking", tracking, NULL);
  /* no element messages: the metas say it all */
  gst_util_set_object_arg (G_OBJECT (detect), "updates", "none");
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  bus = gst_element_get_bus (pipe);

  if (gst_element_set_state (pipe, GST_STATE_PLAYING) ==
      GST_STATE_CHANGE_FAILURE) {
    status = 1;
  } else {
    GstSample *sample;

    /* one line per frame, flushed: a reader sees each frame as it comes */
    while ((sample = gst_app_sink_pull_sample (GST_APP_SINK (sink)))) {
      GstBuffer *buf = gst_sample_get_buffer (sample);
      GString *line = g_string_new ("{\"pts\": ");

      if (GST_BUFFER_PTS_IS_VALID (buf))
        g_string_append_printf (line, "%" G_GUINT64_FORMAT,
            GST_BUFFER_PTS (buf));
      else
        g_string_append (line, "null");
      g_string_append (line, ", ");
      append_faces (line, buf);
      g_string_append (line, ", ");
      if (!append_integral (line, buf, &err)) {
        g_printerr ("cannot read the integral: %s\n", err->message);
        g_clear_error (&err);
        status = 1;
      }
      if (bow) {
        g_string_append (line, ", ");
        append_histogram (line, buf);
      }
      g_string_append_c (line, '}');
      puts (line->str);
      fflush (stdout);
      g_string_free (line, TRUE);
      gst_sample_unref (sample);
      if (status)
        break;
    }
  }

  /* the end: EOS, or an error that stopped the stream */
  msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
  if (msg) {
    gchar *dbg = NULL;
    gst_message_parse_error (msg, &err, &dbg);
    g_printerr ("error from %s: %s\n%s\n", GST_OBJECT_NAME (msg->src),
        err->message, dbg ? dbg : "");
    g_clear_error (&err);
    g_free (dbg);
    gst_message_unref (msg);
    status = 1;
  }

  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (bus);
  gst_object_unref (sink);
  gst_object_unref (detect);
  gst_object_unref (src);
  gst_object_unref (pipe);
  g_free (uri);
  return status;
}
