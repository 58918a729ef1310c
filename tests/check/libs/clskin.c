/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Skin colour inside a detection (gstclskin.c): the share of a face's
 * centre in the skin-colour map, on every layout the element accepts
 * (packed RGB orders, planar and semi-planar YUV in studio and full
 * range), none on input without chroma; and clfacedetect's start-skin,
 * which lets a colour face start under an unreachable window gate and
 * never a grey one.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/check/gstcheck.h>
#include <gst/app/gstappsink.h>
#include <gst/app/gstappsrc.h>
#include <gst/video/video.h>
#include "gstclskin.h"
#include "gstcltestutil.h"

#define W 64
#define H 48

/* a skin tone and two colours outside the map, as 8-bit R, G, B */
static const guint8 SKIN[3] = { 224, 172, 140 };
static const guint8 BLUE[3] = { 60, 90, 200 };
static const guint8 GREY[3] = { 128, 128, 128 };

/* a frame of @format whose columns left of @split are @left, the others
 * @right, converted from RGB by videoconvert's own matrix (BT.601, the
 * caps' range), so that the YUV layouts hold what a decoder gives */
static GstBuffer *
frame_of (const gchar * format, const gchar * range, const guint8 * left,
    const guint8 * right, guint split, GstVideoInfo * info)
{
  gchar *desc = g_strdup_printf ("appsrc name=src caps=video/x-raw,"
      "format=RGB,width=%d,height=%d,framerate=1/1 ! videoconvert ! "
      "video/x-raw,format=%s,colorimetry=(string)%s ! appsink name=sink",
      W, H, format, range);
  GstElement *pipe = gst_parse_launch (desc, NULL);
  GstElement *src, *sink;
  GstBuffer *rgb = gst_buffer_new_allocate (NULL, (gsize) W * H * 3, NULL);
  GstSample *sample;
  GstBuffer *out;
  GstMapInfo map;
  guint x, y;

  fail_unless (pipe != NULL, "%s", desc);
  gst_buffer_map (rgb, &map, GST_MAP_WRITE);
  /* RGB rows of 64 pixels are 4-byte aligned: no padding */
  for (y = 0; y < H; y++)
    for (x = 0; x < W; x++)
      memcpy (map.data + (y * W + x) * 3, x < split ? left : right, 3);
  gst_buffer_unmap (rgb, &map);
  src = gst_bin_get_by_name (GST_BIN (pipe), "src");
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  gst_element_set_state (pipe, GST_STATE_PLAYING);
  fail_unless_equals_int (gst_app_src_push_buffer (GST_APP_SRC (src), rgb),
      GST_FLOW_OK);
  sample = gst_app_sink_pull_sample (GST_APP_SINK (sink));
  fail_unless (sample != NULL);
  fail_unless (gst_video_info_from_caps (info, gst_sample_get_caps (sample)));
  out = gst_buffer_ref (gst_sample_get_buffer (sample));
  gst_sample_unref (sample);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (src);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  g_free (desc);
  return out;
}

static gdouble
share_of (const gchar * format, const gchar * range, const guint8 * left,
    const guint8 * right, guint split, const GstClRect * face)
{
  GstVideoInfo info;
  GstBuffer *buf = frame_of (format, range, left, right, split, &info);
  GstVideoFrame vf;
  gdouble share;

  fail_unless (gst_video_frame_map (&vf, &info, buf, GST_MAP_READ));
  share = gst_cl_skin_share (&vf, face);
  gst_video_frame_unmap (&vf);
  gst_buffer_unref (buf);
  return share;
}

GST_START_TEST (test_skin_share_layouts)
{
  const gchar *formats[] = { "RGB", "BGR", "RGBA", "BGRx", "I420", "NV12" };
  const gchar *ranges[] = { "bt601", "1:4:0:0" };
  /* the centre of this face is x 16..47, y 12..38 */
  GstClRect face = { 0, 0, 64, 48 };
  guint f, r;

  for (f = 0; f < G_N_ELEMENTS (formats); f++) {
    for (r = 0; r < G_N_ELEMENTS (ranges); r++) {
      const gchar *fmt = formats[f], *rng = ranges[r];

      fail_unless_equals_float (share_of (fmt, rng, SKIN, SKIN, W, &face),
          1.0);
      fail_unless_equals_float (share_of (fmt, rng, BLUE, BLUE, W, &face),
          0.0);
      fail_unless_equals_float (share_of (fmt, rng, GREY, GREY, W, &face),
          0.0);
      /* skin on the centre's left half only (the split on a chroma
       * sample's boundary) */
      fail_unless_equals_float (share_of (fmt, rng, SKIN, BLUE, 32, &face),
          0.5);
    }
  }
}

GST_END_TEST;

/* the frame's share: the whole frame sampled */
GST_START_TEST (test_skin_frame_share)
{
  GstVideoInfo info;
  GstVideoFrame vf;
  const gchar *formats[] = { "RGB", "I420", "NV12", "GRAY8" };
  guint f;

  for (f = 0; f < G_N_ELEMENTS (formats); f++) {
    GstBuffer *buf = frame_of (formats[f], "bt601", SKIN, BLUE, 16, &info);

    fail_unless (gst_video_frame_map (&vf, &info, buf, GST_MAP_READ));
    fail_unless_equals_float (gst_cl_skin_frame_share (&vf),
        f == 3 ? -1.0 : 0.25);
    gst_video_frame_unmap (&vf);
    gst_buffer_unref (buf);
  }
}

GST_END_TEST;

/* no chroma, no evidence; a centre outside the frame has none either,
 * and one partly outside counts its pixels inside only */
GST_START_TEST (test_skin_share_edges)
{
  GstClRect face = { 0, 0, 64, 48 }, off = { 200, 200, 40, 40 };
  GstClRect half_out = { 32, 0, 64, 48 };

  fail_unless_equals_float (share_of ("GRAY8", "bt601", SKIN, SKIN, W,
          &face), -1.0);
  fail_unless_equals_float (share_of ("RGB", "bt601", SKIN, SKIN, W, &off),
      -1.0);
  /* centre x 48..79, clipped to 48..63: all skin */
  fail_unless_equals_float (share_of ("I420", "bt601", BLUE, SKIN, 48,
          &half_out), 1.0);
}

GST_END_TEST;

/* With no detection able to pass the window gate (nor its eyes to start
 * it: start-eyes off), the astronaut's face starts only by its colour
 * (start-skin): from confirm-hits frames on in colour, never in grey nor
 * with start-skin off (its default).  lookahead=0: each frame leaves at
 * once, as from a camera (held on this file, it would be boxed from its
 * first frame) */
GST_START_TEST (test_start_skin_starts_face)
{
  const gchar *gate =
      "start-neighbors=1000 confirm-neighbors=0 start-eyes=0 lookahead=0";
  gchar *on = g_strconcat (gate, " start-skin=0.5", NULL);
  gchar *off = g_strdup (gate);
  guint n = 8;

  fail_unless_equals_int (gst_cl_test_frames_with_face ("I420", off, n),
      0);
  fail_unless_equals_int (gst_cl_test_frames_with_face ("GRAY8", on, n), 0);
  /* confirm-hits (3) detection frames before the box */
  fail_unless_equals_int (gst_cl_test_frames_with_face ("I420", on, n),
      n - 2);
  fail_unless_equals_int (gst_cl_test_frames_with_face ("BGRx", on, n),
      n - 2);
  g_free (on);
  g_free (off);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clskin,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_skin_share_layouts),
    GST_CL_TEST (test_skin_share_edges),
    GST_CL_TEST (test_skin_frame_share),
    GST_CL_TEST (test_start_skin_starts_face));
