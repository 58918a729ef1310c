/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * scene-cuts: finds the cuts of a video with clbowhist.
 *
 *   scene-cuts [--frames N] [--width W] [--height H] [--threshold T]
 *              [--expect F] [--verbose] [IMAGE_A IMAGE_B]
 *
 * Builds a video of two clips, each a slow diagonal pan (plus a slight
 * zoom) over one photo (by default the two public-domain portraits of
 * tests/data), N frames each at 30 fps, and runs it through
 *
 *   appsrc ! clbowhist interval=0 ! fakesink
 *
 * clbowhist posts a "clbowhist" element message on every scene change (the
 * bag-of-visual-words histogram of a frame far from the previous one's);
 * this program prints those as cuts.  With --expect F it exits with status
 * 0 only if exactly one cut was found, at frame F (the test runs it with
 * F = N, the first frame of the second clip).  --verbose prints every
 * frame's distance.
 *
 * The same from a shell, on a real video:
 *   gst-launch-1.0 -m filesrc location=movie.mp4 ! decodebin ! videoconvert \
 *     ! clbowhist interval=0 ! fakesink | grep scene-change=.*true
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/app/gstappsrc.h>
#include <gst/video/video.h>
#include <stdlib.h>
#include <string.h>

#ifndef SCENE_CUTS_DATA_DIR
#define SCENE_CUTS_DATA_DIR GST_CL_SOURCE_DATADIR "/tests/data"
#endif

typedef struct
{
  guint8 *pixels;
  guint size;                   /* a square image of size x size */
} Gray;

/* The image as GRAY8, scaled to a size x size square, through GStreamer
 * (any format decodebin knows). */
static gboolean
load_gray (const gchar * path, guint size, Gray * out)
{
  gchar *desc = g_strdup_printf ("filesrc location=\"%s\" ! decodebin ! "
      "videoconvert ! videoscale ! video/x-raw,format=GRAY8,width=%u,"
      "height=%u ! appsink name=sink", path, size, size);
  GError *err = NULL;
  GstElement *pipe = gst_parse_launch (desc, &err);
  GstElement *sink;
  GstSample *sample;
  gboolean ok = FALSE;

  g_free (desc);
  if (!pipe || err) {
    g_printerr ("%s: %s\n", path, err ? err->message : "cannot decode");
    g_clear_error (&err);
    return FALSE;
  }
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  gst_element_set_state (pipe, GST_STATE_PLAYING);
  sample = gst_app_sink_try_pull_sample (GST_APP_SINK (sink), 30 * GST_SECOND);
  if (sample) {
    GstVideoInfo info;
    GstVideoFrame frame;

    if (gst_video_info_from_caps (&info, gst_sample_get_caps (sample)) &&
        gst_video_frame_map (&frame, &info, gst_sample_get_buffer (sample),
            GST_MAP_READ)) {
      guint y;
      out->size = size;
      out->pixels = g_malloc ((gsize) size * size);
      for (y = 0; y < size; y++)
        memcpy (out->pixels + (gsize) y * size,
            (guint8 *) GST_VIDEO_FRAME_PLANE_DATA (&frame, 0) +
            (gsize) y * GST_VIDEO_FRAME_PLANE_STRIDE (&frame, 0), size);
      gst_video_frame_unmap (&frame);
      ok = TRUE;
    }
    gst_sample_unref (sample);
  }
  if (!ok)
    g_printerr ("%s: no frame decoded\n", path);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  return ok;
}

/* Frame @i of a clip: a @w x @h window over @img, moving down and right
 * and zooming in slowly (bilinear resampling). */
static GstBuffer *
make_frame (const Gray * img, guint w, guint h, guint i, guint n)
{
  GstBuffer *buf = gst_buffer_new_allocate (NULL, (gsize) w * h, NULL);
  GstMapInfo map;
  gdouble zoom = 1.0 - 0.15 * i / MAX (n, 1);
  gdouble span_x = (img->size - 1) - w * zoom, span_y = (img->size - 1) -
      h * zoom;
  gdouble x0 = span_x * (0.1 + 0.8 * i / MAX (n, 1));
  gdouble y0 = span_y * (0.2 + 0.6 * i / MAX (n, 1));
  guint x, y;

  gst_buffer_map (buf, &map, GST_MAP_WRITE);
  for (y = 0; y < h; y++) {
    for (x = 0; x < w; x++) {
      gdouble sx = x0 + x * zoom, sy = y0 + y * zoom;
      guint ix = (guint) sx, iy = (guint) sy;
      gdouble fx = sx - ix, fy = sy - iy;
      const guint8 *p = img->pixels + (gsize) iy * img->size + ix;
      gdouble v = (1 - fy) * ((1 - fx) * p[0] + fx * p[1]) +
          fy * ((1 - fx) * p[img->size] + fx * p[img->size + 1]);
      map.data[(gsize) y * w + x] = (guint8) (v + 0.5);
    }
  }
  gst_buffer_unmap (buf, &map);
  return buf;
}

int
main (int argc, char **argv)
{
  gint frames = 30, width = 640, height = 360, expect = -1;
  gdouble threshold = -1.0;
  gboolean verbose = FALSE;
  gchar **images = NULL;
  GOptionEntry entries[] = {
    {"frames", 'n', 0, G_OPTION_ARG_INT, &frames, "frames per clip (30)",
        "N"},
    {"width", 0, 0, G_OPTION_ARG_INT, &width, "frame width (640)", "W"},
    {"height", 0, 0, G_OPTION_ARG_INT, &height, "frame height (360)", "H"},
    {"threshold", 't', 0, G_OPTION_ARG_DOUBLE, &threshold,
        "clbowhist scene-threshold (default: the element's)", "T"},
    {"expect", 0, 0, G_OPTION_ARG_INT, &expect,
        "exit with 0 only if exactly one cut is found, at frame F", "F"},
    {"verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
        "print every frame's distance", NULL},
    {G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &images, NULL,
        "[IMAGE_A IMAGE_B]"},
    {NULL}
  };
  GOptionContext *octx;
  GError *err = NULL;
  gchar *path_a, *path_b, *desc;
  Gray a = { 0, }, b = { 0, };
  GstElement *pipe, *src, *bow;
  GstBus *bus;
  GArray *cuts;
  guint size, i;
  gboolean done = FALSE, failed = FALSE;
  gint ret;

  octx = g_option_context_new ("- find the cut between two clips with "
      "clbowhist");
  g_option_context_add_main_entries (octx, entries, NULL);
  g_option_context_add_group (octx, gst_init_get_option_group ());
  if (!g_option_context_parse (octx, &argc, &argv, &err)) {
    g_printerr ("%s\n", err->message);
    return 2;
  }
  g_option_context_free (octx);
  gst_init (NULL, NULL);
  if (frames < 2 || width < 64 || height < 64 || (images && (!images[0] ||
              !images[1]))) {
    g_printerr ("need --frames >= 2, a size of at least 64x64, and two "
        "images or none\n");
    return 2;
  }
  path_a = images ? g_strdup (images[0]) :
      g_build_filename (SCENE_CUTS_DATA_DIR, "astronaut.png", NULL);
  path_b = images ? g_strdup (images[1]) :
      g_build_filename (SCENE_CUTS_DATA_DIR, "grace_hopper_512x512.jpg",
      NULL);
  /* room for the pan */
  size = MAX (width, height) * 5 / 4 + 2;
  if (!load_gray (path_a, size, &a) || !load_gray (path_b, size, &b))
    return 1;

  desc = g_strdup_printf ("appsrc name=src format=time "
      "caps=video/x-raw,format=GRAY8,width=%d,height=%d,framerate=30/1 ! "
      "clbowhist name=bow interval=%u ! fakesink", width, height,
      verbose ? 1 : 0);
  pipe = gst_parse_launch (desc, &err);
  g_free (desc);
  if (!pipe || err) {
    g_printerr ("%s\n", err ? err->message : "no pipeline");
    return 1;
  }
  src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  bow = gst_bin_get_by_name (GST_BIN (pipe), "bow");
  if (threshold >= 0)
    g_object_set (bow, "scene-threshold", threshold, NULL);
  g_object_set (src, "max-bytes", (guint64) 0, "block", FALSE, NULL);
  for (i = 0; i < 2 * (guint) frames; i++) {
    GstBuffer *buf = make_frame (i < (guint) frames ? &a : &b, width, height,
        i % frames, frames);
    GST_BUFFER_PTS (buf) = gst_util_uint64_scale (i, GST_SECOND, 30);
    GST_BUFFER_DURATION (buf) = GST_SECOND / 30;
    gst_app_src_push_buffer (GST_APP_SRC (src), buf);
  }
  gst_app_src_end_of_stream (GST_APP_SRC (src));

  bus = gst_element_get_bus (pipe);
  cuts = g_array_new (FALSE, FALSE, sizeof (guint64));
  if (gst_element_set_state (pipe, GST_STATE_PLAYING) ==
      GST_STATE_CHANGE_FAILURE)
    failed = TRUE;
  while (!done) {
    GstMessage *msg = gst_bus_timed_pop_filtered (bus, 120 * GST_SECOND,
        GST_MESSAGE_ELEMENT | GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
    const GstStructure *s;

    if (!msg) {
      g_printerr ("timed out\n");
      failed = TRUE;
      break;
    }
    switch (GST_MESSAGE_TYPE (msg)) {
      case GST_MESSAGE_ERROR:
        gst_message_parse_error (msg, &err, NULL);
        g_printerr ("error from %s: %s\n", GST_MESSAGE_SRC_NAME (msg),
            err->message);
        g_clear_error (&err);
        failed = done = TRUE;
        break;
      case GST_MESSAGE_EOS:
        done = TRUE;
        break;
      default:
        s = gst_message_get_structure (msg);
        if (gst_structure_has_name (s, "clbowhist")) {
          guint64 frame = 0, ts = 0;
          gdouble distance = 0;
          gboolean cut = FALSE;
          guint n_desc = 0;

          gst_structure_get (s, "frame", G_TYPE_UINT64, &frame,
              "timestamp", G_TYPE_UINT64, &ts, "distance", G_TYPE_DOUBLE,
              &distance, "scene-change", G_TYPE_BOOLEAN, &cut,
              "descriptors", G_TYPE_UINT, &n_desc, NULL);
          if (verbose)
            g_print ("frame %3" G_GUINT64_FORMAT ": %u descriptors, "
                "distance %.4f%s\n", frame, n_desc, distance,
                cut ? "  <- cut" : "");
          if (cut) {
            g_array_append_val (cuts, frame);
            g_print ("cut at frame %" G_GUINT64_FORMAT " (%" GST_TIME_FORMAT
                "), distance %.3f\n", frame, GST_TIME_ARGS (ts), distance);
          }
        }
        break;
    }
    gst_message_unref (msg);
  }
  gst_element_set_state (pipe, GST_STATE_NULL);

  g_print ("%u cut(s) in %d frames\n", cuts->len, 2 * frames);
  ret = failed ? 1 : 0;
  if (!failed && expect >= 0) {
    gboolean ok = cuts->len == 1 && g_array_index (cuts, guint64, 0) ==
        (guint64) expect;
    if (!ok)
      g_printerr ("expected exactly one cut, at frame %d\n", expect);
    ret = ok ? 0 : 1;
  }

  g_array_unref (cuts);
  gst_object_unref (bus);
  gst_object_unref (src);
  gst_object_unref (bow);
  gst_object_unref (pipe);
  g_free (a.pixels);
  g_free (b.pixels);
  g_free (path_a);
  g_free (path_b);
  g_strfreev (images);
  return ret;
}
