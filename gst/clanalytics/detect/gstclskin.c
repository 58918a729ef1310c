/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Skin colour inside a detection.
 *
 * A face's skin, of any complexion, under light that is not strongly
 * coloured, has chroma in a small region of the CbCr plane: Chai and
 * Ngan's skin-colour map (IEEE Trans. CSVT 9(4), 1999), Cr in [133, 173]
 * and Cb in [77, 127] on full-range BT.601 chroma.  The share of a
 * detection's centre (cheeks, nose, mouth: the middle half of its width,
 * from a quarter to four fifths of its height) whose chroma falls there is
 * high on real faces and low on most of what the Haar cascade mistakes for
 * one (lights, glass, foliage, clothing, grey texture).  Under warm light
 * (a stage, a dinner table, an office at night) walls, wood and clothes
 * fall in the map too, so the share is evidence only where it stands out
 * from the frame's own (gst_cl_skin_frame_share()).  A frame without
 * chroma (grey input, or a black-and-white recording) gives no evidence
 * either way. */
#include "gstclskin.h"

#define SKIN_CR_MIN 133
#define SKIN_CR_MAX 173
#define SKIN_CB_MIN 77
#define SKIN_CB_MAX 127
/* samples per row and per column of the centre, at most */
#define SKIN_SAMPLES 24
/* samples per row and per column of the whole frame, at most */
#define SKIN_FRAME_SAMPLES 64

static inline guint8
comp_at (const GstVideoFrame * frame, guint comp, guint x, guint y)
{
  const GstVideoFormatInfo *finfo = frame->info.finfo;
  guint cx = x >> GST_VIDEO_FORMAT_INFO_W_SUB (finfo, comp);
  guint cy = y >> GST_VIDEO_FORMAT_INFO_H_SUB (finfo, comp);
  const guint8 *row = (const guint8 *) GST_VIDEO_FRAME_COMP_DATA (frame, comp)
      + (gsize) cy * GST_VIDEO_FRAME_COMP_STRIDE (frame, comp);

  return row[cx * GST_VIDEO_FRAME_COMP_PSTRIDE (frame, comp)];
}

/* full-range BT.601 chroma of the pixel at @x, @y */
static void
chroma_at (const GstVideoFrame * frame, gboolean rgb, gboolean limited,
    guint x, guint y, gdouble * cb, gdouble * cr)
{
  if (rgb) {
    gdouble r = comp_at (frame, 0, x, y), g = comp_at (frame, 1, x, y),
        b = comp_at (frame, 2, x, y);
    gdouble luma = 0.299 * r + 0.587 * g + 0.114 * b;

    *cr = (r - luma) * 0.713 + 128.0;
    *cb = (b - luma) * 0.564 + 128.0;
  } else {
    *cb = comp_at (frame, 1, x, y);
    *cr = comp_at (frame, 2, x, y);
    if (limited) {
      /* studio swing: 16..240 around 128 */
      *cb = 128.0 + (*cb - 128.0) * 255.0 / 224.0;
      *cr = 128.0 + (*cr - 128.0) * 255.0 / 224.0;
    }
  }
}

/* the share of skin-coloured pixels among samples of @frame's rectangle
 * @x0..@x1 x @y0..@y1 (clipped to the frame), at most @samples per row and
 * per column; -1 without chroma or pixels */
static gdouble
share_in (const GstVideoFrame * frame, gint x0, gint y0, gint x1, gint y1,
    gint samples)
{
  const GstVideoFormatInfo *finfo = frame->info.finfo;
  gboolean rgb = GST_VIDEO_FORMAT_INFO_IS_RGB (finfo);
  gboolean limited =
      frame->info.colorimetry.range != GST_VIDEO_COLOR_RANGE_0_255;
  gint sx, sy, x, y;
  guint n = 0, skin = 0;

  x0 = MAX (x0, 0);
  y0 = MAX (y0, 0);
  x1 = MIN (x1, GST_VIDEO_FRAME_WIDTH (frame));
  y1 = MIN (y1, GST_VIDEO_FRAME_HEIGHT (frame));
  if (GST_VIDEO_FORMAT_INFO_N_COMPONENTS (finfo) < 3 ||
      GST_VIDEO_FORMAT_INFO_DEPTH (finfo, 0) != 8 ||
      !(rgb || GST_VIDEO_FORMAT_INFO_IS_YUV (finfo)) || x1 <= x0 || y1 <= y0)
    return -1.0;
  sx = MAX (1, (x1 - x0) / samples);
  sy = MAX (1, (y1 - y0) / samples);
  for (y = y0; y < y1; y += sy) {
    for (x = x0; x < x1; x += sx) {
      gdouble cb, cr;

      chroma_at (frame, rgb, limited, x, y, &cb, &cr);
      n++;
      if (cr >= SKIN_CR_MIN && cr <= SKIN_CR_MAX && cb >= SKIN_CB_MIN &&
          cb <= SKIN_CB_MAX)
        skin++;
    }
  }
  return (gdouble) skin / n;
}

/**
 * gst_cl_skin_share:
 * @frame: a mapped 8-bit YUV or RGB frame
 * @face: a detection in @frame's pixels
 *
 * Returns: the share, 0 to 1, of @face's centre whose chroma is skin's; -1
 *   when @frame has no chroma (GRAY8 and the like) or the centre has no
 *   pixel in the frame
 */
gdouble
gst_cl_skin_share (const GstVideoFrame * frame, const GstClRect * face)
{
  return share_in (frame, face->x + face->width / 4,
      face->y + face->height / 4, face->x + face->width * 3 / 4,
      face->y + face->height * 4 / 5, SKIN_SAMPLES);
}

/**
 * gst_cl_skin_frame_share:
 * @frame: a mapped 8-bit YUV or RGB frame
 *
 * Returns: the share, 0 to 1, of @frame's pixels (a sparse sample) whose
 *   chroma is skin's; -1 when @frame has no chroma
 */
gdouble
gst_cl_skin_frame_share (const GstVideoFrame * frame)
{
  return share_in (frame, 0, 0, GST_VIDEO_FRAME_WIDTH (frame),
      GST_VIDEO_FRAME_HEIGHT (frame), SKIN_FRAME_SAMPLES);
}
