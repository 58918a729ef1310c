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
 * (--help lists the options; N is a whole number from 1 up.)
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
 * pts is in nanoseconds (null when the buffer has none).  The lines are
 * built with json-glib.  Errors (a source that fails, before the first
 * frame or later) go to stderr and the exit status is 1; bad arguments
 * print the usage and exit with 2.
 *
 * The program reads the bus while it waits for frames
 * (gst_app_sink_try_pull_sample with a timeout, then the bus): a pipeline
 * that fails before its first frame ends the program instead of leaving it
 * waiting for a sample that never comes.
 *
 * For results published to a file or a broker by the pipeline itself, see
 * the clmetapublish element.
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
#include <json-glib/json-glib.h>
#include <gst/cl/gstclanalytics.h>

/* how long the program waits for a frame before it looks at the bus */
#define POLL_INTERVAL (100 * GST_MSECOND)

static guint opt_interval = 1;
static guint opt_num_buffers = 30;

/* A whole number in [1, G_MAXINT]: "abc", "-1", "0", "4294967296" and
 * trailing garbage are errors, never a silent default. */
static gboolean
parse_count (const gchar * name, const gchar * value, guint * out,
    GError ** error)
{
  guint64 v;
  GError *err = NULL;

  if (!g_ascii_string_to_unsigned (value, 10, 1, G_MAXINT, &v, &err)) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
        "%s: \"%s\" is not a whole number from 1 to %d", name, value,
        G_MAXINT);
    g_error_free (err);
    return FALSE;
  }
  *out = (guint) v;
  return TRUE;
}

static gboolean
parse_interval (const gchar * name, const gchar * value, gpointer data,
    GError ** error)
{
  return parse_count (name, value, &opt_interval, error);
}

static gboolean
parse_num_buffers (const gchar * name, const gchar * value, gpointer data,
    GError ** error)
{
  return parse_count (name, value, &opt_num_buffers, error);
}

/* a double rounded to 4 decimals, as the lines have always shown it */
static void
add_double (JsonBuilder * b, const gchar * name, gdouble v)
{
  json_builder_set_member_name (b, name);
  if (isfinite (v))
    json_builder_add_double_value (b, round (v * 1e4) / 1e4);
  else
    json_builder_add_null_value (b);
}

static void
add_int (JsonBuilder * b, const gchar * name, gint64 v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

/* the detections: the regions that are not parts of another one */
static void
add_faces (JsonBuilder * b, GstBuffer * buf)
{
  gpointer state = NULL;
  GstMeta *meta;

  json_builder_set_member_name (b, "faces");
  json_builder_begin_array (b);
  while ((meta = gst_buffer_iterate_meta_filtered (buf, &state,
              GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE))) {
    GstVideoRegionOfInterestMeta *roi = (GstVideoRegionOfInterestMeta *) meta;
    GstStructure *det, *obj;
    gdouble confidence = 0;
    const gchar *label;
    gint id;

    if (roi->parent_id > 0)
      continue;
    det = gst_video_region_of_interest_meta_get_param (roi, "detection");
    obj = gst_video_region_of_interest_meta_get_param (roi, "object_id");
    json_builder_begin_object (b);
    json_builder_set_member_name (b, "id");
    if (obj && gst_structure_get_int (obj, "id", &id))
      json_builder_add_int_value (b, id);
    else
      json_builder_add_null_value (b);
    add_int (b, "x", roi->x);
    add_int (b, "y", roi->y);
    add_int (b, "w", roi->w);
    add_int (b, "h", roi->h);
    if (det)
      gst_structure_get_double (det, "confidence", &confidence);
    add_double (b, "confidence", confidence);
    label = det ? gst_structure_get_string (det, "label") : NULL;
    json_builder_set_member_name (b, "label");
    json_builder_add_string_value (b, label ? label :
        g_quark_to_string (roi->roi_type));
    json_builder_end_object (b);
  }
  json_builder_end_array (b);
}

static gboolean
add_integral (JsonBuilder * b, GstBuffer * buf, GError ** error)
{
  GstClIntegralMeta *meta = gst_buffer_get_cl_integral_meta (buf);
  gsize n, i;
  guint32 *sum, hash = 2166136261u;

  json_builder_set_member_name (b, "integral");
  if (!meta) {
    json_builder_add_null_value (b);
    return TRUE;
  }
  /* (height + 1) x (width + 1), packed: cv::integral's layout */
  n = (gsize) (meta->width + 1) * (meta->height + 1);
  sum = g_try_new (guint32, n);
  if (!sum) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM, "out of memory");
    json_builder_add_null_value (b);
    return FALSE;
  }
  if (!gst_cl_integral_meta_read_sum (meta, sum, 0, error)) {
    g_free (sum);
    json_builder_add_null_value (b);
    return FALSE;
  }
  for (i = 0; i < n; i++) {
    hash ^= sum[i];
    hash *= 16777619u;
  }
  json_builder_begin_object (b);
  add_int (b, "width", meta->width);
  add_int (b, "height", meta->height);
  add_int (b, "sum", sum[n - 1]);
  add_int (b, "checksum", hash);
  json_builder_end_object (b);
  g_free (sum);
  return TRUE;
}

/* bin indices by their values in @histogram, largest first (ties: the
 * lower index first) */
static gint
by_value (gconstpointer a, gconstpointer b, gpointer histogram)
{
  const gfloat *h = histogram;
  guint i = *(const guint *) a, j = *(const guint *) b;

  if (h[i] != h[j])
    return h[i] > h[j] ? -1 : 1;
  return i < j ? -1 : i > j;
}

static void
add_histogram (JsonBuilder * b, GstBuffer * buf)
{
  GstClBowHistMeta *meta = gst_buffer_get_cl_bow_hist_meta (buf);
  const gfloat *h;
  GArray *bins;
  guint n, i, k, n_top;

  json_builder_set_member_name (b, "histogram");
  if (!meta) {
    json_builder_add_null_value (b);
    return;
  }
  h = gst_cl_bow_hist_meta_get_histogram (meta, &n);
  /* the three largest bins, largest first */
  bins = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  for (i = 0; i < n; i++)
    g_array_append_val (bins, i);
  g_array_sort_with_data (bins, by_value, (gpointer) h);
  n_top = MIN (n, 3);
  json_builder_begin_object (b);
  add_int (b, "words", n);
  add_int (b, "descriptors", gst_cl_bow_hist_meta_get_n_descriptors (meta));
  json_builder_set_member_name (b, "top");
  json_builder_begin_array (b);
  for (k = 0; k < n_top; k++) {
    guint bin = g_array_index (bins, guint, k);

    json_builder_begin_array (b);
    json_builder_add_int_value (b, bin);
    json_builder_add_double_value (b, round (h[bin] * 1e4) / 1e4);
    json_builder_end_array (b);
  }
  json_builder_end_array (b);
  json_builder_end_object (b);
  g_array_unref (bins);
}

/* One frame's line; FALSE (and @error) when the integral cannot be read. */
static gboolean
print_frame (GstBuffer * buf, gboolean bow, GError ** error)
{
  JsonBuilder *b = json_builder_new ();
  JsonNode *root;
  gchar *text;
  gboolean ok;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "pts");
  if (GST_BUFFER_PTS_IS_VALID (buf))
    json_builder_add_int_value (b, (gint64) GST_BUFFER_PTS (buf));
  else
    json_builder_add_null_value (b);
  add_faces (b, buf);
  ok = add_integral (b, buf, error);
  if (bow)
    add_histogram (b, buf);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, FALSE);
  /* one line per frame, flushed: a reader sees each frame as it comes */
  puts (text);
  fflush (stdout);
  g_free (text);
  json_node_unref (root);
  g_object_unref (b);
  return ok;
}

/* An error on the bus, printed; FALSE when there is none. */
static gboolean
report_error (GstMessage * msg)
{
  GError *err = NULL;
  gchar *dbg = NULL;

  if (!msg || GST_MESSAGE_TYPE (msg) != GST_MESSAGE_ERROR)
    return FALSE;
  gst_message_parse_error (msg, &err, &dbg);
  g_printerr ("error from %s: %s\n%s\n", GST_OBJECT_NAME (msg->src),
      err->message, dbg ? dbg : "");
  g_clear_error (&err);
  g_free (dbg);
  return TRUE;
}

int
main (int argc, char **argv)
{
  const gchar *input = "videotestsrc";
  gboolean no_tracking = FALSE, bow = FALSE;
  GstElement *pipe, *sink, *detect, *src;
  gchar *desc, *uri = NULL;
  GError *err = NULL;
  GstBus *bus;
  gint status = 0;
  GOptionContext *ctx;
  const GOptionEntry entries[] = {
    {"interval", 0, 0, G_OPTION_ARG_CALLBACK, parse_interval,
        "Detect every N frames, track in between (default 1)", "N"},
    {"num-buffers", 0, 0, G_OPTION_ARG_CALLBACK, parse_num_buffers,
        "Frames of videotestsrc (default 30)", "N"},
    {"no-tracking", 0, 0, G_OPTION_ARG_NONE, &no_tracking,
        "No track ids", NULL},
    {"bow", 0, 0, G_OPTION_ARG_NONE, &bow,
        "Add clbowhist and print each frame's histogram summary", NULL},
    {NULL}
  };

  ctx = g_option_context_new ("[INPUT]");
  g_option_context_set_summary (ctx, "Prints one JSON line per frame: the "
      "faces clfacedetect finds, the integral of clintegral\n(and with "
      "--bow, clbowhist's histogram).  INPUT: a video or image file, a "
      "URI, or videotestsrc (default).");
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_option_context_add_group (ctx, gst_init_get_option_group ());
  if (!g_option_context_parse (ctx, &argc, &argv, &err) || argc > 2) {
    gchar *help = g_option_context_get_help (ctx, TRUE, NULL);

    g_printerr ("%s: %s\n\n%s", g_get_prgname (), err ? err->message :
        "more than one INPUT", help);
    g_free (help);
    g_clear_error (&err);
    g_option_context_free (ctx);
    return 2;
  }
  g_option_context_free (ctx);
  if (argc == 2)
    input = argv[1];

  /* the source is set up after parsing: a file name needs no quoting */
  if (g_str_equal (input, "videotestsrc")) {
    desc = g_strdup_printf ("videotestsrc name=src num-buffers=%u ! "
        "video/x-raw,width=320,height=240", opt_num_buffers);
  } else {
    if (gst_uri_is_valid (input))
      uri = g_strdup (input);
    else if (!(uri = gst_filename_to_uri (input, &err))) {
      g_printerr ("%s: %s\n", input, err->message);
      g_clear_error (&err);
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
    g_clear_error (&err);
    g_free (desc);
    g_free (uri);
    return 1;
  }
  g_free (desc);
  src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  if (uri)
    g_object_set (src, "uri", uri, NULL);
  detect = gst_bin_get_by_name (GST_BIN (pipe), "detect");
  g_object_set (detect, "interval", opt_interval, "tracking", !no_tracking,
      NULL);
  /* no element messages: the metas say it all */
  gst_util_set_object_arg (G_OBJECT (detect), "updates", "none");
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  bus = gst_element_get_bus (pipe);

  if (gst_element_set_state (pipe, GST_STATE_PLAYING) ==
      GST_STATE_CHANGE_FAILURE) {
    /* the reason is on the bus */
    GstMessage *msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);

    if (!report_error (msg))
      g_printerr ("the pipeline could not start\n");
    if (msg)
      gst_message_unref (msg);
    status = 1;
  } else {
    for (;;) {
      GstSample *sample = gst_app_sink_try_pull_sample (GST_APP_SINK (sink),
          POLL_INTERVAL);
      GstMessage *msg;

      if (sample) {
        if (!print_frame (gst_sample_get_buffer (sample), bow, &err)) {
          g_printerr ("cannot read the integral: %s\n", err->message);
          g_clear_error (&err);
          status = 1;
        }
        gst_sample_unref (sample);
        if (status)
          break;
        continue;
      }
      /* no frame for a while, or the end: an error anywhere ends it */
      msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
      if (msg) {
        report_error (msg);
        gst_message_unref (msg);
        status = 1;
        break;
      }
      if (gst_app_sink_is_eos (GST_APP_SINK (sink)))
        break;
    }
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
