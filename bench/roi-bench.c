/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * roi-bench: cltrack and cloverlay against the number of boxes on a frame
 * (10 to 10,000), to show both stay linear.  cltrack's peer is its own
 * tracker (GstClTracker fed the same boxes, the work clfacedetect's
 * tracking=true does), with max-objects raised so that every box is
 * tracked, and at its default (256: the quadratic association bounded).
 *
 *   roi-bench [--frames N] [--max-boxes N]
 *
 * Each element runs in appsrc ! ELEMENT ! fakesink on prepared buffers (a
 * 1280x720 BGRx frame with boxes on a grid, moving a pixel a frame); the
 * time is from the first push to EOS, per frame.  No OpenCL device is
 * used.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdlib.h>
#include <string.h>
#include <gst/gst.h>
#include <gst/video/video.h>
#include "gstcltracker.h"
#include "gstclroi.h"
#include "gstcltrack.h"

#define W 1280
#define H 720

static GstBuffer *
make_frame (guint n, guint f)
{
  GstVideoInfo info;
  GstBuffer *buf;
  guint cols = 1, i;
  gint cw, ch;

  while (cols * cols < n)
    cols++;
  cw = W / cols;
  ch = H / cols;
  gst_video_info_set_format (&info, GST_VIDEO_FORMAT_BGRx, W, H);
  buf = gst_buffer_new_allocate (NULL, GST_VIDEO_INFO_SIZE (&info), NULL);
  gst_buffer_memset (buf, 0, 100, GST_VIDEO_INFO_SIZE (&info));
  for (i = 0; i < n; i++) {
    gint x = (i % cols) * cw + (gint) (f % 4), y = (i / cols) * ch;
    gint w = MAX (cw * 2 / 3, 2), h = MAX (ch * 2 / 3, 2);
    GstVideoRegionOfInterestMeta *m =
        gst_buffer_add_video_region_of_interest_meta (buf, "face", x, y, w,
        h);
    gst_video_region_of_interest_meta_add_param (m,
        gst_cl_roi_detection_param (W, H, x, y, w, h, 0.5 + (i % 50) / 100.0,
            0, "face"));
  }
  GST_BUFFER_PTS (buf) = f * GST_SECOND / 30;
  GST_BUFFER_DURATION (buf) = GST_SECOND / 30;
  return buf;
}

/* ms per frame of @element over @frames prepared buffers */
static gdouble
run_element (const gchar * element, guint n, guint frames)
{
  gchar *desc = g_strdup_printf ("appsrc name=src format=time caps="
      "video/x-raw,format=BGRx,width=%d,height=%d,framerate=30/1 ! %s ! "
      "fakesink sync=false", W, H, element);
  GstElement *pipe = gst_parse_launch (desc, NULL);
  GstElement *src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  GstBus *bus = gst_element_get_bus (pipe);
  GPtrArray *bufs = g_ptr_array_new_full (frames,
      (GDestroyNotify) gst_buffer_unref);
  GstFlowReturn ret;
  GstMessage *msg;
  gint64 t0;
  guint f;

  for (f = 0; f < frames; f++)
    g_ptr_array_add (bufs, make_frame (n, f));
  gst_element_set_state (pipe, GST_STATE_PLAYING);
  t0 = g_get_monotonic_time ();
  for (f = 0; f < frames; f++)
    g_signal_emit_by_name (src, "push-buffer", g_ptr_array_index (bufs, f),
        &ret);
  g_signal_emit_by_name (src, "end-of-stream", &ret);
  msg = gst_bus_timed_pop_filtered (bus, GST_CLOCK_TIME_NONE,
      GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
  t0 = g_get_monotonic_time () - t0;
  if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ERROR)
    g_printerr ("%s: error\n", element);
  gst_message_unref (msg);
  gst_element_set_state (pipe, GST_STATE_NULL);
  g_ptr_array_unref (bufs);
  gst_object_unref (bus);
  gst_object_unref (src);
  gst_object_unref (pipe);
  g_free (desc);
  return t0 / 1000.0 / frames;
}

/* the same boxes through GstClTracker alone */
static gdouble
run_tracker (guint n, guint frames)
{
  GstClTrackerConfig config;
  GstClTracker *t;
  GArray *tracks = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  GArray *rois = g_array_new (FALSE, FALSE, sizeof (GstClRoi));
  /* frame f's boxes: dets[f * n .. f * n + n - 1] */
  GstClDetection *dets = g_new (GstClDetection, (gsize) frames * n);
  gint64 t0;
  guint f, i;

  /* cltrack's defaults */
  gst_cl_tracker_config_init (&config);
  config.min_start_confidence = GST_CL_TRACK_DEFAULT_MIN_START_CONFIDENCE;
  config.confirm_confidence = GST_CL_TRACK_DEFAULT_CONFIRM_CONFIDENCE;
  t = gst_cl_tracker_new_full (&config);
  for (f = 0; f < frames; f++) {
    GstBuffer *b = make_frame (n, f);
    gst_cl_roi_collect (b, W, H, rois);
    for (i = 0; i < n; i++) {
      GstClRoi *r = &g_array_index (rois, GstClRoi, i);
      GstClDetection d = { r->x, r->y, r->w, r->h, r->confidence };
      dets[f * n + i] = d;
    }
    gst_buffer_unref (b);
  }
  t0 = g_get_monotonic_time ();
  for (f = 0; f < frames; f++)
    gst_cl_tracker_update (t, dets + f * n, n, tracks);
  t0 = g_get_monotonic_time () - t0;
  g_free (dets);
  g_array_unref (rois);
  g_array_unref (tracks);
  gst_cl_tracker_free (t);
  return t0 / 1000.0 / frames;
}

int
main (int argc, char **argv)
{
  guint frames = 20, max_boxes = 10000, n, i;
  const guint sizes[] = { 10, 100, 1000, 10000 };

  gst_init (&argc, &argv);
  for (i = 1; i + 1 < (guint) argc; i += 2) {
    if (!strcmp (argv[i], "--frames"))
      frames = atoi (argv[i + 1]);
    else if (!strcmp (argv[i], "--max-boxes"))
      max_boxes = atoi (argv[i + 1]);
  }
  if (!gst_element_factory_find ("cltrack")) {
    g_printerr ("cltrack not found: GST_PLUGIN_PATH=build/gst\n");
    return 1;
  }
  g_print ("%d x %d BGRx, %u frames; ms per frame\n", W, H, frames);
  g_print ("%7s %12s %14s %12s %10s %12s\n", "boxes", "GstClTracker",
      "cltrack (all)", "ratio", "cltrack", "cloverlay");
  for (i = 0; i < G_N_ELEMENTS (sizes); i++) {
    gdouble tr, all, capped, ov = -1;
    gchar *e;

    n = sizes[i];
    if (n > max_boxes)
      break;
    tr = run_tracker (n, frames);
    e = g_strdup_printf ("cltrack max-objects=%u", n);
    all = run_element (e, n, frames);
    g_free (e);
    capped = run_element ("cltrack", n, frames);
    if (gst_element_factory_find ("cloverlay"))
      ov = run_element ("cloverlay", n, frames);
    g_print ("%7u %12.3f %14.3f %12.2f %10.3f %12.3f\n", n, tr, all,
        all / MAX (tr, 1e-6), capped, ov);
  }
  return 0;
}
