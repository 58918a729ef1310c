/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The overlay: box outlines and track ids drawn straight into the frame,
 * on the host (a few hundred pixels per face: not worth a kernel launch).
 * Luma formats get a white box with the id in black on a white label, the
 * RGB family the same in green; nested parts (eyes, nose, mouth) a thin
 * black outline, magenta in RGB.
 */
#include "gstcldraw.h"

/* what put() paints: the box, the digits, a part */
enum
{
  PEN_BOX,
  PEN_INK,
  PEN_PART
};

/* 3x5 digits, one row per 3-bit group, most significant bit left */
static const guint8 digits[10][5] = {
  {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 7, 1, 7},
  {5, 5, 7, 1, 1}, {7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 1, 1, 1},
  {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7}
};

typedef struct
{
  GstVideoFrame *frame;
  gboolean rgb;
  gint bpp, roff, goff, boff, aoff;
} Canvas;

static void
put (Canvas * c, gint x, gint y, gint pen)
{
  GstVideoFrame *f = c->frame;
  guint8 *p;

  if (x < 0 || y < 0 || x >= GST_VIDEO_FRAME_WIDTH (f) ||
      y >= GST_VIDEO_FRAME_HEIGHT (f))
    return;
  p = (guint8 *) GST_VIDEO_FRAME_PLANE_DATA (f, 0) +
      y * GST_VIDEO_FRAME_PLANE_STRIDE (f, 0);
  if (!c->rgb) {
    p[x] = pen == PEN_BOX ? 235 : 16;
    return;
  }
  p += x * c->bpp;
  p[c->roff] = pen == PEN_PART ? 255 : 0;
  p[c->goff] = pen == PEN_BOX ? 255 : 0;
  p[c->boff] = pen == PEN_PART ? 255 : 0;
  if (c->aoff >= 0)
    p[c->aoff] = 255;
}

static void
fill (Canvas * c, gint x0, gint y0, gint w, gint h, gint pen)
{
  gint x, y;

  for (y = y0; y < y0 + h; y++)
    for (x = x0; x < x0 + w; x++)
      put (c, x, y, pen);
}

static void
canvas_init (Canvas * c, GstVideoFrame * frame)
{
  const GstVideoFormatInfo *fi = frame->info.finfo;

  c->frame = frame;
  c->rgb = GST_VIDEO_FORMAT_INFO_IS_RGB (fi);
  c->bpp = 1;
  c->roff = c->goff = c->boff = 0;
  c->aoff = -1;
  if (c->rgb) {
    c->bpp = GST_VIDEO_FORMAT_INFO_PSTRIDE (fi, 0);
    c->roff = GST_VIDEO_FORMAT_INFO_POFFSET (fi, 0);
    c->goff = GST_VIDEO_FORMAT_INFO_POFFSET (fi, 1);
    c->boff = GST_VIDEO_FORMAT_INFO_POFFSET (fi, 2);
    if (GST_VIDEO_FORMAT_INFO_HAS_ALPHA (fi))
      c->aoff = GST_VIDEO_FORMAT_INFO_POFFSET (fi, 3);
  }
}

/**
 * gst_cl_draw_part:
 *
 * Draws the outline of a nested part (eyes, nose, mouth), thinner than a
 * face's box and in another colour.
 */
void
gst_cl_draw_part (GstVideoFrame * frame, gint x, gint y, gint w, gint h)
{
  Canvas c;
  gint t = CLAMP (MIN (w, h) / 20, 1, 2);

  canvas_init (&c, frame);
  fill (&c, x, y, w, t, PEN_PART);
  fill (&c, x, y + h - t, w, t, PEN_PART);
  fill (&c, x, y, t, h, PEN_PART);
  fill (&c, x + w - t, y, t, h, PEN_PART);
}

/**
 * gst_cl_draw_box:
 * @id: track id drawn at the top-left corner, or -1 for none
 *
 * Draws a box outline (thickness scaled with the box) and the id.
 */
void
gst_cl_draw_box (GstVideoFrame * frame, gint x, gint y, gint w, gint h,
    gint id)
{
  Canvas c;
  gint t = CLAMP (MIN (w, h) / 40, 1, 4);
  gint scale, i, n, cx;
  gchar text[16];

  canvas_init (&c, frame);

  fill (&c, x, y, w, t, PEN_BOX);
  fill (&c, x, y + h - t, w, t, PEN_BOX);
  fill (&c, x, y, t, h, PEN_BOX);
  fill (&c, x + w - t, y, t, h, PEN_BOX);

  if (id < 0)
    return;
  /* the label: digits 3x5 cells of scale pixels on a filled background */
  n = g_snprintf (text, sizeof text, "%d", id);
  scale = CLAMP (h / 25, 3, 8);
  fill (&c, x, y, n * 4 * scale + scale, 7 * scale, PEN_BOX);
  for (i = 0, cx = x + scale; i < n; i++, cx += 4 * scale) {
    gint row, col, d = text[i] - '0';
    if (d < 0 || d > 9)
      continue;
    for (row = 0; row < 5; row++)
      for (col = 0; col < 3; col++)
        if (digits[d][row] & (4 >> col))
          fill (&c, cx + col * scale, y + scale + row * scale, scale, scale,
              PEN_INK);
  }
}
