/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * scene-cuts: prints the cuts of a video file, found by clbowhist, as
 * timestamps.
 *
 *   scene-cuts [--verbose] [--expect F,F,...] FILE
 *   scene-cuts --generate OUT.webm [--shots N] [--frames N] [--expect ...]
 *
 * Runs
 *
 *   filesrc ! decodebin ! videoconvert ! clbowhist interval=0 ! fakesink
 *
 * and prints one line per "clbowhist" message with scene-change=true: the
 * cut's timestamp, its frame and its distance.  --expect exits with status
 * 0 only if the cuts are exactly those frames.
 *
 * --generate first writes a multi-shot stream to OUT.webm and then finds
 * its cuts: N shots (default 3) of --frames frames each, each a hand-held
 * shot of a public-domain photo of tests/data (a slow drift with camera
 * shake, sensor noise), encoded as one VP8 stream with a keyframe
 * every 15 frames: keyframes inside every shot, cuts between them.  The
 * test runs it and expects the cuts at N, 2N, ...
 *
 * The same from a shell:
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
#include <math.h>
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

/* Frame @i of a shot: a @w x @h window over @img (mirrored with @mirror),
 * drifting down and right, shaken by a hand-held camera (about a pixel,
 * bilinear resampling), plus sensor noise. */
static GstBuffer *
make_frame (const Gray * img, guint w, guint h, guint i, guint n,
    gboolean mirror, GRand * rand)
{
  GstBuffer *buf = gst_buffer_new_allocate (NULL, (gsize) w * h, NULL);
  GstMapInfo map;
  gdouble zoom = 1.0;
  gdouble span_x = (img->size - 1) - w * zoom, span_y = (img->size - 1) -
      h * zoom;
  /* a slow drift and a pixel of shake */
  gdouble shake_x = 0.8 * sin (i * 0.9) + 0.4 * sin (i * 2.3);
  gdouble shake_y = 0.6 * sin (i * 1.3) + 0.3 * sin (i * 3.1);
  gdouble x0 = CLAMP (span_x * (0.3 + 0.4 * i / MAX (n, 1)) + shake_x, 0,
      span_x);
  gdouble y0 = CLAMP (span_y * (0.3 + 0.4 * i / MAX (n, 1)) + shake_y, 0,
      span_y);
  guint x, y;

  gst_buffer_map (buf, &map, GST_MAP_WRITE);
  for (y = 0; y < h; y++) {
    for (x = 0; x < w; x++) {
      gdouble sx = x0 + (mirror ? w - 1 - x : x) * zoom, sy = y0 + y * zoom;
      guint ix = (guint) sx, iy = (guint) sy;
      gdouble fx = sx - ix, fy = sy - iy;
      const guint8 *p = img->pixels + (gsize) iy * img->size + ix;
      gdouble v = (1 - fy) * ((1 - fx) * p[0] + fx * p[1]) +
          fy * ((1 - fx) * p[img->size] + fx * p[img->size + 1]);
      v += g_rand_double_range (rand, -2.5, 2.5);
      map.data[(gsize) y * w + x] = (guint8) CLAMP (v + 0.5, 0, 255);
    }
  }
  gst_buffer_unmap (buf, &map);
  return buf;
}

/* Runs @desc to EOS (or an error). */
static gboolean
run_to_eos (GstElement * pipe, gboolean (*on_element) (const GstStructure *
        s, gpointer data), gpointer data)
{
  GstBus *bus = gst_element_get_bus (pipe);
  gboolean ok = FALSE, done = FALSE;
  GError *err = NULL;

  if (gst_element_set_state (pipe, GST_STATE_PLAYING) ==
      GST_STATE_CHANGE_FAILURE)
    done = TRUE;
  while (!done) {
    GstMessage *msg = gst_bus_timed_pop_filtered (bus, 120 * GST_SECOND,
        GST_MESSAGE_ELEMENT | GST_MESSAGE_EOS | GST_MESSAGE_ERROR);

    if (!msg) {
      g_printerr ("timed out\n");
      break;
    }
    switch (GST_MESSAGE_TYPE (msg)) {
      case GST_MESSAGE_ERROR:
        gst_message_parse_error (msg, &err, NULL);
        g_printerr ("error from %s: %s\n", GST_MESSAGE_SRC_NAME (msg),
            err->message);
        g_clear_error (&err);
        done = TRUE;
        break;
      case GST_MESSAGE_EOS:
        ok = done = TRUE;
        break;
      default:
        if (on_element)
          on_element (gst_message_get_structure (msg), data);
        break;
    }
    gst_message_unref (msg);
  }
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (bus);
  return ok;
}

/* Writes the multi-shot VP8/WebM stream to @path. */
static gboolean
generate (const gchar * path, guint shots, guint frames, guint width,
    guint height)
{
  const gchar *names[] = { "astronaut.png", "grace_hopper_512x512.jpg" };
  Gray img[2] = { {0,}, {0,} };
  guint size = MAX (width, height) * 5 / 4 + 8, i;
  gchar *loc = g_strescape (path, NULL);
  gchar *desc = g_strdup_printf ("appsrc name=src format=time "
      "caps=video/x-raw,format=GRAY8,width=%u,height=%u,framerate=25/1 ! "
      "videoconvert ! video/x-raw,format=I420 ! vp8enc keyframe-max-dist=15 "
      "target-bitrate=800000 deadline=1 ! webmmux ! filesink location=\"%s\"",
      width, height, loc);
  GError *err = NULL;
  GstElement *pipe = gst_parse_launch (desc, &err), *src;
  GRand *rand = g_rand_new_with_seed (12);
  gboolean ok;

  g_free (desc);
  g_free (loc);
  if (!pipe || err) {
    g_printerr ("cannot encode: %s\n", err ? err->message : "?");
    return FALSE;
  }
  for (i = 0; i < 2; i++) {
    gchar *p = g_build_filename (SCENE_CUTS_DATA_DIR, names[i], NULL);
    gboolean loaded = load_gray (p, size, &img[i]);
    g_free (p);
    if (!loaded)
      return FALSE;
  }
  src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  g_object_set (src, "max-bytes", (guint64) 0, "block", FALSE, NULL);
  for (i = 0; i < shots * frames; i++) {
    /* shots: photo A, photo B, A mirrored, B mirrored, ... */
    guint shot = i / frames;
    GstBuffer *buf = make_frame (&img[shot % 2], width, height, i % frames,
        frames, (shot / 2) % 2, rand);
    GST_BUFFER_PTS (buf) = gst_util_uint64_scale (i, GST_SECOND, 25);
    GST_BUFFER_DURATION (buf) = GST_SECOND / 25;
    gst_app_src_push_buffer (GST_APP_SRC (src), buf);
  }
  gst_app_src_end_of_stream (GST_APP_SRC (src));
  ok = run_to_eos (pipe, NULL, NULL);
  gst_object_unref (src);
  gst_object_unref (pipe);
  g_rand_free (rand);
  g_free (img[0].pixels);
  g_free (img[1].pixels);
  return ok;
}

typedef struct
{
  GArray *cuts;
  gboolean verbose;
} Found;

static gboolean
on_message (const GstStructure * s, gpointer data)
{
  Found *f = data;
  guint64 frame = 0, ts = 0;
  gdouble distance = 0, ratio = 0;
  gboolean cut = FALSE;

  if (!gst_structure_has_name (s, "clbowhist"))
    return TRUE;
  gst_structure_get (s, "frame", G_TYPE_UINT64, &frame, "timestamp",
      G_TYPE_UINT64, &ts, "distance", G_TYPE_DOUBLE, &distance,
      "adaptive-ratio", G_TYPE_DOUBLE, &ratio, "scene-change",
      G_TYPE_BOOLEAN, &cut, NULL);
  if (f->verbose)
    g_print ("frame %5" G_GUINT64_FORMAT ": distance %.4f, ratio %.2f%s\n",
        frame, distance, ratio, cut ? "  <- cut" : "");
  if (cut) {
    g_array_append_val (f->cuts, frame);
    g_print ("%" GST_TIME_FORMAT "  cut at frame %" G_GUINT64_FORMAT
        " (distance %.3f)\n", GST_TIME_ARGS (ts), frame, distance);
  }
  return TRUE;
}

int
main (int argc, char **argv)
{
  gint frames = 40, shots = 3, width = 640, height = 360;
  gboolean verbose = FALSE;
  gchar *gen = NULL, *expect = NULL, **files = NULL;
  GOptionEntry entries[] = {
    {"generate", 'g', 0, G_OPTION_ARG_FILENAME, &gen,
        "first write a multi-shot VP8/WebM stream to OUT, then analyse it",
        "OUT"},
    {"shots", 's', 0, G_OPTION_ARG_INT, &shots, "--generate: shots (3)",
        "N"},
    {"frames", 'n', 0, G_OPTION_ARG_INT, &frames,
        "--generate: frames per shot (40)", "N"},
    {"expect", 0, 0, G_OPTION_ARG_STRING, &expect,
        "exit with 0 only if the cuts are exactly these frames (\"\": none)",
        "F,F,..."},
    {"verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
        "print every frame's distance", NULL},
    {G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL,
        "FILE"},
    {NULL}
  };
  GOptionContext *octx;
  GError *err = NULL;
  const gchar *file;
  gchar *loc, *desc;
  GstElement *pipe;
  Found found;
  gboolean ok;
  gint ret;
  guint i;

  octx = g_option_context_new ("[FILE] - print the scene cuts of a video");
  g_option_context_add_main_entries (octx, entries, NULL);
  /* GStreamer's options would take over --help */
  if (!g_option_context_parse (octx, &argc, &argv, &err)) {
    g_printerr ("%s\n", err->message);
    return 2;
  }
  g_option_context_free (octx);
  gst_init (NULL, NULL);
  file = files && files[0] ? files[0] : gen;
  if (!file || frames < 2 || shots < 1) {
    g_printerr ("usage: scene-cuts [--verbose] [--expect F,...] FILE, or "
        "scene-cuts --generate OUT.webm [--shots N] [--frames N]\n");
    return 2;
  }
  if (gen && !generate (gen, shots, frames, width, height))
    return 1;

  loc = g_strescape (file, NULL);
  desc = g_strdup_printf ("filesrc location=\"%s\" ! decodebin ! "
      "videoconvert ! clbowhist interval=%u ! fakesink", loc, verbose ? 1 : 0);
  g_free (loc);
  pipe = gst_parse_launch (desc, &err);
  g_free (desc);
  if (!pipe || err) {
    g_printerr ("%s\n", err ? err->message : "no pipeline");
    return 1;
  }
  found.cuts = g_array_new (FALSE, FALSE, sizeof (guint64));
  found.verbose = verbose;
  ok = run_to_eos (pipe, on_message, &found);
  gst_object_unref (pipe);
  g_print ("%u cut(s)\n", found.cuts->len);

  ret = ok ? 0 : 1;
  if (ok && expect) {
    gchar **want = g_strsplit (expect, ",", -1);
    guint n = 0;
    gboolean same = TRUE;

    for (i = 0; want[i]; i++) {
      if (!*want[i])
        continue;
      same = same && n < found.cuts->len &&
          g_array_index (found.cuts, guint64, n) ==
          g_ascii_strtoull (want[i], NULL, 10);
      n++;
    }
    same = same && n == found.cuts->len;
    if (!same)
      g_printerr ("expected the cuts at frames \"%s\"\n", expect);
    g_strfreev (want);
    ret = same ? 0 : 1;
  }
  g_array_unref (found.cuts);
  g_strfreev (files);
  g_free (gen);
  g_free (expect);
  return ret;
}
