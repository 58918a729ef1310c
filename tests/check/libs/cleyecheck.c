/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * An eye in a detection's upper part (gstcleyecheck.c), clfacedetect's
 * verify-eyes: found in a portrait's and a webcam frame's faces,
 * in grey and in packed RGB alike, and not once the eyes' band is made
 * flat; both eyes side by side, and no pair once one is made flat; boxes
 * at and past the frame's edges; the element reports a face with it as
 * without.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/check/gstcheck.h>
#include <gst/video/video.h>
#include "gstcleyecheck.h"
#include "gstcltestutil.h"

static GstClCascade *
eye_cascade (void)
{
  GError *err = NULL;
  GstClCascade *c = gst_cl_cascade_load (GST_CL_SOURCE_DATADIR
      "/cascades/haarcascade_eye.xml", &err);

  fail_unless (c != NULL, "%s", err ? err->message : "?");
  return c;
}

/* @luma (@w x @h) as a mapped frame of @format: GRAY8, or packed RGB
 * with every component the luma */
static GstBuffer *
map_frame (const guint8 * luma, guint w, guint h, GstVideoFormat format,
    GstVideoFrame * vf)
{
  GstVideoInfo info;
  GstBuffer *buf;
  GstVideoFrame wf;
  guint x, y, c;

  gst_video_info_set_format (&info, format, w, h);
  buf = gst_buffer_new_allocate (NULL, GST_VIDEO_INFO_SIZE (&info), NULL);
  fail_unless (gst_video_frame_map (&wf, &info, buf, GST_MAP_WRITE));
  for (y = 0; y < h; y++) {
    guint8 *row = (guint8 *) GST_VIDEO_FRAME_PLANE_DATA (&wf, 0) +
        (gsize) y * GST_VIDEO_FRAME_PLANE_STRIDE (&wf, 0);
    guint ps = GST_VIDEO_FRAME_COMP_PSTRIDE (&wf, 0);

    for (x = 0; x < w; x++)
      for (c = 0; c < ps; c++)
        row[x * ps + c] = luma[(gsize) y * w + x];
  }
  gst_video_frame_unmap (&wf);
  fail_unless (gst_video_frame_map (vf, &info, buf, GST_MAP_READ));
  return buf;
}

static gboolean
eye_in_full (const GstClCascade * eye, const guint8 * luma, guint w, guint h,
    GstVideoFormat format, const GstClRect * face, gboolean * pair)
{
  GstVideoFrame vf;
  GstBuffer *buf = map_frame (luma, w, h, format, &vf);
  gboolean found = gst_cl_eye_check (eye, &vf, face, pair);

  gst_video_frame_unmap (&vf);
  gst_buffer_unref (buf);
  return found;
}

static gboolean
eye_in (const GstClCascade * eye, const guint8 * luma, guint w, guint h,
    GstVideoFormat format, const GstClRect * face)
{
  return eye_in_full (eye, luma, w, h, format, face, NULL);
}

/* Faces OpenCV finds in the astronaut's portrait and the webcam frame
 * (tests/data/opencv-faces.txt) */
static const struct
{
  const gchar *name;
  GstClRect face;
} portraits[] = {
  {"astronaut-gray.pgm", {176, 66, 95, 95}},
  {"webcam-frame-gray.pgm", {145, 111, 122, 122}},
};

/* The portraits' faces hold an eye, in GRAY8, RGB and BGRx; with
 * the band from 20 % to 55 % of the box's height painted one grey, none */
GST_START_TEST (test_eye_check_portraits)
{
  const GstVideoFormat formats[] = { GST_VIDEO_FORMAT_GRAY8,
    GST_VIDEO_FORMAT_RGB, GST_VIDEO_FORMAT_BGRx
  };
  GstClCascade *eye = eye_cascade ();
  guint i, f, x, y, w, h;

  for (i = 0; i < G_N_ELEMENTS (portraits); i++) {
    const GstClRect *r = &portraits[i].face;
    guint8 *luma = gst_cl_test_load_pgm (portraits[i].name, &w, &h);

    for (f = 0; f < G_N_ELEMENTS (formats); f++)
      fail_unless (eye_in (eye, luma, w, h, formats[f], r), "%s, %s",
          portraits[i].name, gst_video_format_to_string (formats[f]));
    for (y = r->y + r->height / 5; y < (guint) (r->y + r->height * 11 / 20);
        y++)
      for (x = r->x; x < (guint) (r->x + r->width); x++)
        luma[(gsize) y * w + x] = 128;
    for (f = 0; f < G_N_ELEMENTS (formats); f++)
      fail_if (eye_in (eye, luma, w, h, formats[f], r), "%s, %s, flat",
          portraits[i].name, gst_video_format_to_string (formats[f]));
    g_free (luma);
  }
  gst_cl_cascade_free (eye);
}

GST_END_TEST;

/* Both eyes of each portrait's face are found side by side, in grey and
 * in packed RGB; with the half of the eyes' band that holds one eye
 * painted one grey, the other eye is still found, but no pair */
GST_START_TEST (test_eye_check_pairs)
{
  const GstVideoFormat formats[] = { GST_VIDEO_FORMAT_GRAY8,
    GST_VIDEO_FORMAT_BGRx
  };
  GstClCascade *eye = eye_cascade ();
  guint i, f, x, y, w, h;

  for (i = 0; i < G_N_ELEMENTS (portraits); i++) {
    const GstClRect *r = &portraits[i].face;
    guint8 *luma = gst_cl_test_load_pgm (portraits[i].name, &w, &h);
    gboolean pair = FALSE;

    for (f = 0; f < G_N_ELEMENTS (formats); f++) {
      fail_unless (eye_in_full (eye, luma, w, h, formats[f], r, &pair),
          "%s, %s", portraits[i].name,
          gst_video_format_to_string (formats[f]));
      fail_unless (pair, "%s, %s: no pair", portraits[i].name,
          gst_video_format_to_string (formats[f]));
    }
    for (y = r->y + r->height / 5; y < (guint) (r->y + r->height * 11 / 20);
        y++)
      for (x = r->x + r->width / 2; x < (guint) (r->x + r->width); x++)
        luma[(gsize) y * w + x] = 128;
    pair = TRUE;
    fail_unless (eye_in_full (eye, luma, w, h, GST_VIDEO_FORMAT_GRAY8, r,
            &pair), "%s, one eye", portraits[i].name);
    fail_if (pair, "%s, one eye: a pair", portraits[i].name);
    g_free (luma);
  }
  gst_cl_cascade_free (eye);
}

GST_END_TEST;

/* A box cut by the frame's edges is searched where it lies in the frame
 * (the astronaut's face with its right third past the frame's right edge
 * keeps an eye in what is left); one wholly outside, or of no width,
 * finds none */
GST_START_TEST (test_eye_check_edges)
{
  GstClCascade *eye = eye_cascade ();
  guint w, h;
  guint8 *luma = gst_cl_test_load_pgm ("astronaut-gray.pgm", &w, &h);
  GstClRect inside = { 176, 66, 95, 95 };
  GstClRect past = { (gint) w + 10, 66, 95, 95 };
  GstClRect above = { 176, -200, 95, 95 };
  GstClRect none = { 176, 66, 0, 95 };
  GstClRect cut = { 176, 66, 95, 95 };

  fail_unless (eye_in (eye, luma, w, h, GST_VIDEO_FORMAT_GRAY8, &inside));
  fail_if (eye_in (eye, luma, w, h, GST_VIDEO_FORMAT_GRAY8, &past));
  fail_if (eye_in (eye, luma, w, h, GST_VIDEO_FORMAT_GRAY8, &above));
  fail_if (eye_in (eye, luma, w, h, GST_VIDEO_FORMAT_GRAY8, &none));
  /* the frame cut through the face's right eye (the left two thirds of
   * the box stay, rows of the full width kept as the stride): the left
   * eye is still found */
  {
    guint cw = 176 + 95 * 2 / 3, y;
    guint8 *crop = g_malloc ((gsize) cw * h);

    for (y = 0; y < h; y++)
      memcpy (crop + (gsize) y * cw, luma + (gsize) y * w, cw);
    fail_unless (eye_in (eye, crop, cw, h, GST_VIDEO_FORMAT_GRAY8, &cut));
    g_free (crop);
  }
  g_free (luma);
  gst_cl_cascade_free (eye);
}

GST_END_TEST;

/* The astronaut's face has eyes: with an eye asked of every detection
 * (verify-eyes=1000) it is reported as without, from the first frame on
 * (confirm-neighbors: a sure face on a stream's first frame); asked of
 * the verify cascade's face too, which finds none with more windows than
 * any face gives, it is never reported */
GST_START_TEST (test_verify_eyes_reports_face)
{
  guint n = 8;

  fail_unless_equals_int (gst_cl_test_frames_with_face ("I420",
          "verify-eyes=0", n), n);
  fail_unless_equals_int (gst_cl_test_frames_with_face ("I420",
          "verify-eyes=1000", n), n);
  fail_unless_equals_int (gst_cl_test_frames_with_face ("I420",
          "verify-eyes=1000 verify-neighbors=1000", n), 0);
}

GST_END_TEST;

GST_CL_TEST_MAIN (cleyecheck,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_eye_check_portraits),
    GST_CL_TEST (test_eye_check_pairs),
    GST_CL_TEST (test_eye_check_edges),
    GST_CL_TEST (test_verify_eyes_reports_face));
