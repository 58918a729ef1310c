/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Shared by the benchmarks: decode an image to grey through GStreamer (so
 * the benchmarks need no OpenCV image codecs, which the GPU machine lacks)
 * and small statistics. */
#pragma once

#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
#include <opencv2/core.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

/* -h or --help among the arguments: prints @usage after the program's
 * name */
static inline bool
bench_help (int argc, char **argv, const char *usage)
{
  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "-h") || !strcmp (argv[i], "--help")) {
      printf ("usage: %s %s\n", argv[0], usage);
      return true;
    }
  return false;
}

/* The options every benchmark takes: --device SPEC, and --iters N where
 * @iters is given.  True when argv[*i] is one of them (*i then indexes its
 * value). */
static inline bool
bench_common_option (int argc, char **argv, int *i, const char **device,
    int *iters)
{
  if (!strcmp (argv[*i], "--device") && *i + 1 < argc) {
    *device = argv[++*i];
    return true;
  }
  if (iters && !strcmp (argv[*i], "--iters") && *i + 1 < argc) {
    *iters = atoi (argv[++*i]);
    return true;
  }
  return false;
}

static inline cv::Mat bench_load_gray (const char *path);

/* The photo a benchmark runs on (*@image, set to the default one where
 * it is %NULL), grey; empty, with a message, when it does not decode. */
static inline cv::Mat
bench_photo (const char **image)
{
  if (!*image)
    *image = GST_CL_BENCH_IMAGE;
  cv::Mat photo = bench_load_gray (*image);

  if (photo.empty ())
    fprintf (stderr, "cannot read %s\n", *image);
  return photo;
}

static inline cv::Mat
bench_load_gray (const char *path)
{
  gchar *desc = g_strdup_printf ("filesrc location=\"%s\" ! decodebin ! "
      "videoconvert ! video/x-raw,format=GRAY8 ! appsink name=sink", path);
  GError *err = NULL;
  GstElement *pipe = gst_parse_launch (desc, &err);
  cv::Mat out;

  g_free (desc);
  if (!pipe) {
    g_clear_error (&err);
    return out;
  }
  GstElement *sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  GstSample *sample = NULL;
  /* the first frame is the preroll; a file that does not decode fails
   * the state change (pulling a sample would wait for ever) */
  gst_element_set_state (pipe, GST_STATE_PAUSED);
  if (gst_element_get_state (pipe, NULL, NULL, 30 * GST_SECOND) ==
      GST_STATE_CHANGE_SUCCESS)
    sample = gst_app_sink_pull_preroll (GST_APP_SINK (sink));
  if (sample) {
    GstVideoInfo info;
    GstVideoFrame frame;
    gst_video_info_from_caps (&info, gst_sample_get_caps (sample));
    if (gst_video_frame_map (&frame, &info, gst_sample_get_buffer (sample),
            GST_MAP_READ)) {
      cv::Mat view (info.height, info.width, CV_8UC1,
          GST_VIDEO_FRAME_PLANE_DATA (&frame, 0),
          GST_VIDEO_FRAME_PLANE_STRIDE (&frame, 0));
      out = view.clone ();
      gst_video_frame_unmap (&frame);
    }
    gst_sample_unref (sample);
  }
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  return out;
}

static inline double
bench_median (std::vector<double> v)
{
  std::sort (v.begin (), v.end ());
  return v.empty ()? 0 : v[v.size () / 2];
}

static inline double
bench_now_ms ()
{
  return std::chrono::duration<double, std::milli> (
      std::chrono::steady_clock::now ().time_since_epoch ()).count ();
}
