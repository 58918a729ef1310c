/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * cloverlay: pixels drawn where the boxes are and nowhere else, in the
 * id's colour, in every raw format the CL elements accept; the drawing
 * attached as a GstVideoOverlayCompositionMeta (pixels untouched) when
 * downstream's allocation answer lists the meta, the same drawing as the
 * blended one; parts clipped to their face; bad input: no metas, ROIs of
 * unknown producers, caps changes, 10,000 boxes; with no font installed
 * (GST_CL_TEST_NO_FONTS, its own run), the boxes without captions and one
 * warning.  No OpenCL device is needed.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstclroi.h"
#include "gstclroirender.h"
#include "gstcltestutil.h"

#define W 320
#define H 240
#define GREY 128

/* the box every test draws, and points on its outline, inside and far */
#define BX 40
#define BY 60
#define BW 100
#define BH 80

static const gchar *formats[] = {
  "RGB", "BGR", "RGBx", "BGRx", "RGBA", "BGRA", "I420", "NV12", "GRAY8"
};

static GstHarness *
overlay_harness (const gchar * format, gint w, gint h, const gchar * props,
    gboolean sink_takes_meta)
{
  GstHarness *hn;
  gchar *caps;

  if (props) {
    gchar *desc = g_strdup_printf ("cloverlay %s", props);
    hn = gst_harness_new_parse (desc);
    g_free (desc);
  } else {
    hn = gst_harness_new ("cloverlay");
  }
  if (sink_takes_meta)
    gst_harness_add_propose_allocation_meta (hn,
        GST_VIDEO_OVERLAY_COMPOSITION_META_API_TYPE, NULL);
  caps = g_strdup_printf ("video/x-raw,format=%s,width=%d,height=%d,"
      "framerate=30/1", format, w, h);
  gst_harness_set_src_caps_str (hn, caps);
  g_free (caps);
  return hn;
}

/* a mid-grey frame: every byte GREY is grey in RGB and neutral in YUV */
static GstBuffer *
grey_frame (const gchar * format, gint w, gint h, GstVideoInfo * info)
{
  GstBuffer *buf;
  GstMapInfo map;

  gst_video_info_set_format (info, gst_video_format_from_string (format), w,
      h);
  buf = gst_buffer_new_allocate (NULL, GST_VIDEO_INFO_SIZE (info), NULL);
  gst_buffer_map (buf, &map, GST_MAP_WRITE);
  memset (map.data, GREY, map.size);
  gst_buffer_unmap (buf, &map);
  GST_BUFFER_PTS (buf) = 0;
  GST_BUFFER_DURATION (buf) = GST_SECOND / 30;
  return buf;
}

static GstVideoRegionOfInterestMeta *
add_face (GstBuffer * buf, gint x, gint y, gint w, gint h, gint id)
{
  GstVideoRegionOfInterestMeta *m =
      gst_buffer_add_video_region_of_interest_meta (buf, "face", x, y, w, h);

  m->id = id;
  gst_video_region_of_interest_meta_add_param (m,
      gst_cl_roi_detection_param (W, H, x, y, w, h, 0.87, 0, "face"));
  gst_video_region_of_interest_meta_add_param (m,
      gst_structure_new ("object_id", "id", G_TYPE_INT, id, NULL));
  return m;
}

/* components 0..2 of pixel (x, y): R, G, B or Y, U, V (GRAY8: Y only) */
static void
read_px (GstVideoFrame * f, gint x, gint y, gint c[3])
{
  const GstVideoFormatInfo *fi = f->info.finfo;
  guint k;

  c[0] = c[1] = c[2] = -1;
  for (k = 0; k < MIN (GST_VIDEO_FORMAT_INFO_N_COMPONENTS (fi), 3); k++) {
    gint cx = GST_VIDEO_FORMAT_INFO_SCALE_WIDTH (fi, k, x + 1) - 1;
    gint cy = GST_VIDEO_FORMAT_INFO_SCALE_HEIGHT (fi, k, y + 1) - 1;
    guint8 *p = (guint8 *) GST_VIDEO_FRAME_COMP_DATA (f, k) +
        cy * GST_VIDEO_FRAME_COMP_STRIDE (f, k) +
        cx * GST_VIDEO_FRAME_COMP_PSTRIDE (f, k);
    c[k] = *p;
  }
}

/* the colour cloverlay gives object id @id, and its studio-range luma by
 * BT.601 and BT.709 weights (the video library converts the ARGB drawing
 * with the one it chooses) */
static void
id_colour (gint id, gint rgb8[3], gint luma[2])
{
  GArray *rois = g_array_new (FALSE, FALSE, sizeof (GstClRoi));
  GstClRoi r = { NULL, g_quark_from_string ("face"), 0, 0, 1, 1, 1, 0, id,
    -1, TRUE
  };
  gdouble rgb[3];
  gint k;

  g_array_append_val (rois, r);
  gst_cl_roi_colour (&r, rois, rgb);
  for (k = 0; k < 3; k++)
    rgb8[k] = (gint) (rgb[k] * 255 + 0.5);
  luma[0] = (gint) (16 + 219 * (0.299 * rgb[0] + 0.587 * rgb[1] +
          0.114 * rgb[2]) + 0.5);
  luma[1] = (gint) (16 + 219 * (0.2126 * rgb[0] + 0.7152 * rgb[1] +
          0.0722 * rgb[2]) + 0.5);
  g_array_unref (rois);
}

static gboolean
is_grey (const gint c[3])
{
  gint k;

  for (k = 0; k < 3; k++)
    if (c[k] >= 0 && ABS (c[k] - GREY) > 2)
      return FALSE;
  return TRUE;
}

/* the outline of the box drawn in the id's colour, its inside and the
 * rest of the frame (below the caption) untouched, and above the box a
 * caption (@caption) or the frame as it was */
static void
check_box (GstBuffer * out, const gchar * format, gint id, gboolean caption)
{
  GstVideoInfo info;
  GstVideoFrame f;
  gint c[3], rgb[3], luma[2], k;
  gboolean yuv;

  gst_video_info_set_format (&info, gst_video_format_from_string (format), W,
      H);
  yuv = !GST_VIDEO_INFO_IS_RGB (&info);
  id_colour (id, rgb, luma);
  fail_unless (gst_video_frame_map (&f, &info, out, GST_MAP_READ));
  /* left and right edges, bottom edge */
  read_px (&f, BX, BY + BH / 2, c);
  if (yuv) {
    fail_unless (ABS (c[0] - luma[0]) <= 6 || ABS (c[0] - luma[1]) <= 6,
        "%s: luma %d on the outline, expected %d (BT.601) or %d (BT.709)",
        format, c[0], luma[0], luma[1]);
  } else {
    for (k = 0; k < 3; k++)
      fail_unless (ABS (c[k] - rgb[k]) <= 8, "%s: component %d is %d on the "
          "outline, expected %d", format, k, c[k], rgb[k]);
  }
  read_px (&f, BX + BW - 1, BY + BH / 2, c);
  fail_if (is_grey (c), "%s: right edge not drawn", format);
  read_px (&f, BX + BW / 2, BY + BH - 1, c);
  fail_if (is_grey (c), "%s: bottom edge not drawn", format);
  /* inside and far away: the frame as it was */
  read_px (&f, BX + BW / 2, BY + BH / 2, c);
  fail_unless (is_grey (c), "%s: inside of the box changed", format);
  read_px (&f, W - 10, H - 10, c);
  fail_unless (is_grey (c), "%s: far pixel changed", format);
  /* the caption above the box */
  read_px (&f, BX + 6, BY - 8, c);
  if (caption)
    fail_if (is_grey (c), "%s: no caption above the box", format);
  else
    fail_unless (is_grey (c), "%s: a caption above the box", format);
  gst_video_frame_unmap (&f);
}

/* check_box() with the caption, which needs a font */
static void
check_drawn (GstBuffer * out, const gchar * format, gint id)
{
  fail_unless (gst_cl_roi_have_font (), "no font installed: the captions "
      "this suite checks are left out (GST_CL_TEST_NO_FONTS runs the tests "
      "for that case)");
  check_box (out, format, id, TRUE);
}

/* @buf with the composition attached to it blended into its pixels, as a
 * sink that takes the meta would draw it */
static GstBuffer *
blend_attached (GstBuffer * buf, const GstVideoInfo * info)
{
  GstVideoOverlayCompositionMeta *m;
  GstVideoFrame f;

  buf = gst_buffer_make_writable (buf);
  m = gst_buffer_get_video_overlay_composition_meta (buf);
  fail_unless (m != NULL, "no composition attached");
  fail_unless (gst_video_frame_map (&f, info, buf, GST_MAP_READWRITE));
  fail_unless (gst_video_overlay_composition_blend (m->overlay, &f));
  gst_video_frame_unmap (&f);
  return buf;
}

/* the same bytes: one drawing against another */
static gboolean
same_pixels (GstBuffer * a, GstBuffer * b)
{
  GstMapInfo ma, mb;
  gboolean same;

  fail_unless (gst_buffer_map (a, &ma, GST_MAP_READ));
  fail_unless (gst_buffer_map (b, &mb, GST_MAP_READ));
  same = ma.size == mb.size && memcmp (ma.data, mb.data, ma.size) == 0;
  gst_buffer_unmap (a, &ma);
  gst_buffer_unmap (b, &mb);
  return same;
}

static gboolean
frame_is_grey (GstBuffer * buf)
{
  GstMapInfo map;
  gsize i;
  gboolean grey = TRUE;

  gst_buffer_map (buf, &map, GST_MAP_READ);
  for (i = 0; i < map.size && grey; i++)
    grey = map.data[i] == GREY;
  gst_buffer_unmap (buf, &map);
  return grey;
}

GST_START_TEST (test_blended_every_format)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (formats); i++) {
    GstHarness *hn = overlay_harness (formats[i], W, H, NULL, FALSE);
    GstVideoInfo info;
    GstBuffer *in = grey_frame (formats[i], W, H, &info), *out;

    add_face (in, BX, BY, BW, BH, 7);
    out = gst_harness_push_and_pull (hn, in);
    fail_unless (out != NULL);
    fail_unless (gst_buffer_get_video_overlay_composition_meta (out) == NULL,
        "%s: attached although downstream did not ask", formats[i]);
    check_drawn (out, formats[i], 7);
    gst_buffer_unref (out);
    gst_harness_teardown (hn);
  }
}

GST_END_TEST;

/* downstream takes the meta: pixels untouched, and the attached drawing
 * blended by hand gives the blended output */
GST_START_TEST (test_attached_same_as_blended)
{
  const gchar *fmts[] = { "RGB", "BGRx", "I420", "NV12" };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (fmts); i++) {
    GstHarness *ha = overlay_harness (fmts[i], W, H, NULL, TRUE);
    GstHarness *hb = overlay_harness (fmts[i], W, H, NULL, FALSE);
    GstVideoInfo info;
    GstBuffer *a = grey_frame (fmts[i], W, H, &info);
    GstBuffer *b = grey_frame (fmts[i], W, H, &info);
    GstVideoOverlayCompositionMeta *m;

    add_face (a, BX, BY, BW, BH, 3);
    add_face (b, BX, BY, BW, BH, 3);
    a = gst_harness_push_and_pull (ha, a);
    b = gst_harness_push_and_pull (hb, b);
    m = gst_buffer_get_video_overlay_composition_meta (a);
    fail_unless (m != NULL, "%s: no composition attached", fmts[i]);
    fail_unless (frame_is_grey (a), "%s: pixels drawn as well", fmts[i]);
    fail_unless (gst_buffer_get_video_overlay_composition_meta (b) == NULL);

    a = blend_attached (a, &info);
    check_drawn (a, fmts[i], 3);
    fail_unless (same_pixels (a, b), "%s: attached drawing differs from "
        "the blended one", fmts[i]);
    gst_buffer_unref (a);
    gst_buffer_unref (b);
    gst_harness_teardown (ha);
    gst_harness_teardown (hb);
  }
}

GST_END_TEST;

/* a composition upstream attached keeps its rectangles beside ours */
GST_START_TEST (test_attached_merges_upstream)
{
  GstHarness *hn = overlay_harness ("BGRx", W, H, NULL, TRUE);
  GstVideoInfo info;
  GstBuffer *in = grey_frame ("BGRx", W, H, &info), *out, *px;
  GstVideoOverlayRectangle *rect;
  GstVideoOverlayComposition *comp;
  GstVideoOverlayCompositionMeta *m;

  px = gst_buffer_new_allocate (NULL, 4 * 4 * 4, NULL);
  gst_buffer_memset (px, 0, 0xff, 4 * 4 * 4);
  gst_buffer_add_video_meta (px, GST_VIDEO_FRAME_FLAG_NONE,
      GST_VIDEO_OVERLAY_COMPOSITION_FORMAT_RGB, 4, 4);
  rect = gst_video_overlay_rectangle_new_raw (px, 0, 0, 4, 4,
      GST_VIDEO_OVERLAY_FORMAT_FLAG_NONE);
  comp = gst_video_overlay_composition_new (rect);
  gst_buffer_add_video_overlay_composition_meta (in, comp);
  add_face (in, BX, BY, BW, BH, 1);
  out = gst_harness_push_and_pull (hn, in);
  m = gst_buffer_get_video_overlay_composition_meta (out);
  fail_unless (m != NULL);
  fail_unless_equals_int (gst_video_overlay_composition_n_rectangles
      (m->overlay), 2);
  gst_buffer_unref (out);
  gst_video_overlay_composition_unref (comp);
  gst_video_overlay_rectangle_unref (rect);
  gst_buffer_unref (px);
  gst_harness_teardown (hn);
}

GST_END_TEST;

GST_START_TEST (test_no_rois)
{
  GstHarness *hn = overlay_harness ("I420", W, H, NULL, FALSE);
  GstVideoInfo info;
  GstBuffer *out;

  out = gst_harness_push_and_pull (hn, grey_frame ("I420", W, H, &info));
  fail_unless (frame_is_grey (out));
  fail_unless (gst_buffer_get_video_overlay_composition_meta (out) == NULL);
  gst_buffer_unref (out);
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* ROIs of an unknown producer: no parameters, every id 0, boxes partly
 * or wholly outside the frame; drawn in their label's colour */
GST_START_TEST (test_unknown_producer)
{
  GstHarness *hn = overlay_harness ("RGB", W, H, NULL, FALSE);
  GstVideoInfo info;
  GstBuffer *in = grey_frame ("RGB", W, H, &info), *out;
  GstVideoFrame f;
  gint c[3];

  gst_buffer_add_video_region_of_interest_meta (in, "car", BX, BY, BW, BH);
  gst_buffer_add_video_region_of_interest_meta (in, "car", W - 20, H - 20,
      500, 500);
  gst_buffer_add_video_region_of_interest_meta (in, "", 5000, 5000, 10, 10);
  gst_buffer_add_video_region_of_interest_meta (in, "car", 0, 0, 0, 0);
  out = gst_harness_push_and_pull (hn, in);
  fail_unless (gst_video_frame_map (&f, &info, out, GST_MAP_READ));
  read_px (&f, BX, BY + BH / 2, c);
  fail_if (is_grey (c), "unknown producer's box not drawn");
  read_px (&f, W - 20, H - 5, c);
  fail_if (is_grey (c), "box running off the frame not drawn");
  read_px (&f, BX + BW / 2, BY + BH / 2, c);
  fail_unless (is_grey (c));
  gst_video_frame_unmap (&f);
  gst_buffer_unref (out);

  /* boxes wholly outside the frame or empty: nothing drawn */
  in = grey_frame ("RGB", W, H, &info);
  gst_buffer_add_video_region_of_interest_meta (in, "", 5000, 5000, 10, 10);
  gst_buffer_add_video_region_of_interest_meta (in, "car", W, 0, 10, 10);
  gst_buffer_add_video_region_of_interest_meta (in, "car", 10, 10, 0, 0);
  out = gst_harness_push_and_pull (hn, in);
  fail_unless (frame_is_grey (out));
  gst_buffer_unref (out);
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* a part (eyes) sticking out of its face is drawn inside the face only */
GST_START_TEST (test_parts_inside_face)
{
  GstHarness *hn = overlay_harness ("BGRx", W, H, "show-labels=false",
      FALSE);
  GstVideoInfo info;
  GstBuffer *in = grey_frame ("BGRx", W, H, &info), *out;
  GstVideoRegionOfInterestMeta *part;
  GstVideoFrame f;
  gint c[3];

  add_face (in, BX, BY, BW, BH, 5);
  /* from inside the face to 40 pixels right of it */
  part = gst_buffer_add_video_region_of_interest_meta (in, "eyes", BX + 50,
      BY + 20, BW, 20);
  part->parent_id = 5;
  out = gst_harness_push_and_pull (hn, in);
  fail_unless (gst_video_frame_map (&f, &info, out, GST_MAP_READ));
  /* the part's top edge inside the face, and outside it */
  read_px (&f, BX + 70, BY + 20, c);
  fail_if (is_grey (c), "part not drawn inside its face");
  read_px (&f, BX + BW + 20, BY + 20, c);
  fail_unless (is_grey (c), "part drawn outside its face");
  gst_video_frame_unmap (&f);
  gst_buffer_unref (out);
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* new caps mid-stream (size and format): the drawing follows */
GST_START_TEST (test_caps_change)
{
  GstHarness *hn = overlay_harness ("RGB", 160, 120, NULL, FALSE);
  GstVideoInfo info;
  GstBuffer *in, *out;

  in = grey_frame ("RGB", 160, 120, &info);
  /* runs off the small frame */
  add_face (in, BX, BY, BW, BH, 2);
  out = gst_harness_push_and_pull (hn, in);
  fail_if (frame_is_grey (out));
  gst_buffer_unref (out);

  gst_harness_set_src_caps_str (hn, "video/x-raw,format=NV12,width=320,"
      "height=240,framerate=30/1");
  in = grey_frame ("NV12", W, H, &info);
  add_face (in, BX, BY, BW, BH, 2);
  out = gst_harness_push_and_pull (hn, in);
  check_drawn (out, "NV12", 2);
  gst_buffer_unref (out);
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* 10,000 boxes on one frame: all drawn (linear work), no crash */
GST_START_TEST (test_ten_thousand_boxes)
{
  const gint fw = 640, fh = 640, n = 100;
  GstHarness *hn = overlay_harness ("BGRx", fw, fh, "line-width=1", FALSE);
  GstVideoInfo info;
  GstBuffer *in = grey_frame ("BGRx", fw, fh, &info), *out;
  GstVideoFrame f;
  gint i, j, c[3], drawn = 0;

  for (j = 0; j < n; j++)
    for (i = 0; i < n; i++) {
      GstVideoRegionOfInterestMeta *m =
          gst_buffer_add_video_region_of_interest_meta (in, "dot",
          i * 6 + 10, j * 6 + 10, 4, 4);
      m->id = j * n + i + 1;
      gst_video_region_of_interest_meta_add_param (m,
          gst_structure_new ("object_id", "id", G_TYPE_INT, m->id, NULL));
    }
  out = gst_harness_push_and_pull (hn, in);
  fail_unless (gst_video_frame_map (&f, &info, out, GST_MAP_READ));
  /* the lowest-right box's outline, and a sample of others */
  for (j = 0; j < n; j += 11)
    for (i = 0; i < n; i += 13) {
      read_px (&f, i * 6 + 10, j * 6 + 11, c);
      drawn += !is_grey (c);
    }
  read_px (&f, (n - 1) * 6 + 10, (n - 1) * 6 + 11, c);
  fail_if (is_grey (c), "last box not drawn");
  fail_unless_equals_int (drawn, ((n + 10) / 11) * ((n + 12) / 13));
  gst_video_frame_unmap (&f);
  gst_buffer_unref (out);
  gst_harness_teardown (hn);
}

GST_END_TEST;

/* No font installed (the no-fonts run: fontconfig given an empty
 * configuration): the boxes drawn as with show-labels=false, blended or
 * attached, inside and above them untouched (Pango's line of a million
 * pixels once moved the caption into the box), and one warning. */
GST_START_TEST (test_no_font)
{
  const gchar *fmts[] = { "BGRx", "I420" };
  guint i, f;

  fail_if (gst_cl_roi_have_font (), "a font is installed: this run needs "
      "FONTCONFIG_FILE naming an empty configuration");
  for (i = 0; i < G_N_ELEMENTS (fmts); i++) {
    GstHarness *hl = overlay_harness (fmts[i], W, H, NULL, FALSE);
    GstHarness *hp = overlay_harness (fmts[i], W, H, "show-labels=false",
        FALSE);
    GstHarness *ha = overlay_harness (fmts[i], W, H, NULL, TRUE);
    GstBus *bus = gst_bus_new ();
    GstMessage *msg;
    GstVideoInfo info;
    GError *err = NULL;

    gst_element_set_bus (hl->element, bus);
    for (f = 0; f < 2; f++) {
      GstBuffer *l = grey_frame (fmts[i], W, H, &info);
      GstBuffer *p = grey_frame (fmts[i], W, H, &info);
      GstBuffer *a = grey_frame (fmts[i], W, H, &info);

      add_face (l, BX, BY, BW, BH, 4);
      add_face (p, BX, BY, BW, BH, 4);
      add_face (a, BX, BY, BW, BH, 4);
      l = gst_harness_push_and_pull (hl, l);
      p = gst_harness_push_and_pull (hp, p);
      a = gst_harness_push_and_pull (ha, a);

      check_box (l, fmts[i], 4, FALSE);
      fail_unless (same_pixels (l, p), "%s: not the drawing of "
          "show-labels=false", fmts[i]);

      /* attached: the same boxes once blended */
      a = blend_attached (a, &info);
      fail_unless (same_pixels (a, p), "%s: attached drawing differs",
          fmts[i]);
      gst_buffer_unref (l);
      gst_buffer_unref (p);
      gst_buffer_unref (a);
    }

    /* told once, not at every frame */
    msg = gst_bus_pop_filtered (bus, GST_MESSAGE_WARNING);
    fail_unless (msg != NULL, "%s: no warning", fmts[i]);
    gst_message_parse_warning (msg, &err, NULL);
    fail_unless (g_error_matches (err, GST_RESOURCE_ERROR,
            GST_RESOURCE_ERROR_NOT_FOUND), "%s", err->message);
    fail_unless (strstr (err->message, "font") != NULL, "%s", err->message);
    g_error_free (err);
    gst_message_unref (msg);
    fail_unless (gst_bus_pop_filtered (bus, GST_MESSAGE_WARNING) == NULL,
        "%s: warned more than once", fmts[i]);

    gst_element_set_bus (hl->element, NULL);
    gst_object_unref (bus);
    gst_harness_teardown (hl);
    gst_harness_teardown (hp);
    gst_harness_teardown (ha);
  }
}

GST_END_TEST;

static const GstClTest no_font_tests[] = {
  GST_CL_TCASE ("nofont", NULL, NULL),
  GST_CL_TEST (test_no_font),
  {NULL}
};

static const GstClTest tests[] = {
  GST_CL_TCASE ("overlay", NULL, NULL),
  GST_CL_TEST (test_blended_every_format),
  GST_CL_TEST (test_attached_same_as_blended),
  GST_CL_TEST (test_attached_merges_upstream),
  GST_CL_TEST (test_no_rois),
  GST_CL_TEST (test_unknown_producer),
  GST_CL_TEST (test_parts_inside_face),
  GST_CL_TEST (test_caps_change),
  GST_CL_TEST (test_ten_thousand_boxes),
  {NULL}
};

static Suite *
cloverlay_suite (void)
{
  return gst_cl_test_suite_new ("cloverlay",
      g_getenv ("GST_CL_TEST_NO_FONTS") ? no_font_tests : tests);
}

GST_CHECK_MAIN (cloverlay);
