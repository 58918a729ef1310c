/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * An eye in a detection's upper part, on the CPU: the region from the top
 * of the box to 5/8 of its height (a Haar face box's eyes lie at about
 * 0.3 to 0.45 of it), scaled bilinearly to GST_CL_EYE_CHECK_WIDTH pixels
 * wide, and where no eye is found there to 1.5 times that, scanned by
 * an eye cascade with OpenCV's defaults (scale 1.1, 3 neighbours;
 * gst_cl_cascade_detect_cpu()).  The scaling makes the scan the same small
 * job for every face (128 x 80 pixels, then 192 x 120) and lets the eyes
 * of faces of 30 to 80 pixels, under the eye cascade's window at their
 * own size, be found; the second width finds eyes that come out just
 * under the window at the first (a face box with much hair or a collar
 * around the face).  A lasting false face (a picture frame, foliage, a
 * clock) that two face cascades agree on seldom has an eye where a face's
 * would be, and more seldom two eyes side by side: where a pair is asked
 * for, a width that finds eyes but no pair goes on to the next.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include "gstcleyecheck.h"
#include "gstclshotchange.h"
#include "gstclhaarref.h"

/* the share of the box's height, from its top, that holds the eyes */
#define EYE_REGION_SHARE 0.625
/* how far apart across, in shares of the region's width, a face's eyes'
 * centres lie in a Haar face box (about 0.35 to 0.45; wider for a box
 * cut by the frame, narrower for a face turned a little) */
#define EYE_PAIR_MIN_APART 0.2
#define EYE_PAIR_MAX_APART 0.7

/* whether two of @eyes, found in a region @w pixels wide, lie side by side
 * as a face's eyes do: centres 0.2 to 0.7 of the region's width apart
 * across, at most half the larger eye's size apart up or down, neither
 * eye under half the other's size */
static gboolean
eye_pair (const GArray * eyes, guint w)
{
  guint i, j;

  for (i = 0; i < eyes->len; i++) {
    const GstClRect *a = &g_array_index (eyes, GstClRect, i);

    for (j = i + 1; j < eyes->len; j++) {
      const GstClRect *b = &g_array_index (eyes, GstClRect, j);
      gdouble dx = fabs ((a->x + a->width / 2.0) - (b->x + b->width / 2.0));
      gdouble dy = fabs ((a->y + a->height / 2.0) - (b->y + b->height / 2.0));
      gint big = MAX (a->width, b->width), small = MIN (a->width, b->width);

      if (dx >= EYE_PAIR_MIN_APART * w && dx <= EYE_PAIR_MAX_APART * w &&
          dy <= 0.5 * big && 2 * small >= big)
        return TRUE;
    }
  }
  return FALSE;
}

/* the region @x0..@x1 x @y0..@y1 of @frame scaled by @s (bilinear), and
 * the eyes @eye finds in it (groups of 3 windows), in the scaled region's
 * pixels, into @eyes; returns the scaled region's width */
static guint
eyes_at_scale (const GstClCascade * eye, const GstVideoFrame * frame,
    gboolean rgb, gint x0, gint y0, gint x1, gint y1, gdouble s,
    GArray * eyes)
{
  guint w = MAX (1, (guint) lround ((x1 - x0) * s));
  guint h = MAX (1, (guint) lround ((y1 - y0) * s));
  guint8 *img = g_malloc ((gsize) w * h);
  GstClCascadeParams params;
  guint x, y;

  for (y = 0; y < h; y++) {
    gdouble fy = MIN (y0 + (y + 0.5) / s - 0.5, y1 - 1.0);
    gint iy = (gint) MAX (floor (fy), y0);
    gint jy = MIN (iy + 1, y1 - 1);
    gdouble ay = CLAMP (fy - iy, 0.0, 1.0);

    for (x = 0; x < w; x++) {
      gdouble fx = MIN (x0 + (x + 0.5) / s - 0.5, x1 - 1.0);
      gint ix = (gint) MAX (floor (fx), x0);
      gint jx = MIN (ix + 1, x1 - 1);
      gdouble ax = CLAMP (fx - ix, 0.0, 1.0);
      gdouble top = (1.0 - ax) * gst_cl_frame_luma_at (frame, rgb, ix, iy) +
          ax * gst_cl_frame_luma_at (frame, rgb, jx, iy);
      gdouble bottom = (1.0 - ax) * gst_cl_frame_luma_at (frame, rgb, ix, jy)
          + ax * gst_cl_frame_luma_at (frame, rgb, jx, jy);

      img[(gsize) y * w + x] = (guint8) lround ((1.0 - ay) * top +
          ay * bottom);
    }
  }
  gst_cl_cascade_params_init (&params);
  g_array_set_size (eyes, 0);
  if (!gst_cl_cascade_detect_cpu (eye, img, w, h, w, &params, eyes, NULL,
          NULL, NULL))
    g_array_set_size (eyes, 0);
  g_free (img);
  return w;
}

/**
 * gst_cl_eye_check:
 * @eye: an eye cascade (haarcascade_eye.xml)
 * @frame: the mapped frame (8-bit luma, or 8-bit RGB components)
 * @face: the detection, in @frame's pixels
 * @pair: (out) (optional): whether two of the eyes found lie side by side
 *   as a face's do
 *
 * Returns: whether @eye finds an eye (a group of 3 raw windows) in the
 *   upper part of @face, scaled to GST_CL_EYE_CHECK_WIDTH pixels wide or,
 *   where it finds none there (or, with @pair, no pair), to 1.5 times
 *   that; %FALSE for a frame it cannot read or a box outside it
 */
gboolean
gst_cl_eye_check (const GstClCascade * eye, const GstVideoFrame * frame,
    const GstClRect * face, gboolean * pair)
{
  const GstVideoFormatInfo *finfo;
  gboolean rgb, found = FALSE, paired = FALSE;
  gint W, H, x0, y0, x1, y1;
  GArray *eyes;
  gdouble s;
  guint k;

  if (pair)
    *pair = FALSE;
  g_return_val_if_fail (eye != NULL && frame != NULL && face != NULL, FALSE);

  finfo = frame->info.finfo;
  rgb = GST_VIDEO_FORMAT_INFO_IS_RGB (finfo);
  W = GST_VIDEO_FRAME_WIDTH (frame);
  H = GST_VIDEO_FRAME_HEIGHT (frame);
  x0 = MAX (face->x, 0);
  y0 = MAX (face->y, 0);
  x1 = MIN (face->x + face->width, W);
  y1 = MIN (face->y + (gint) lround (face->height * EYE_REGION_SHARE), H);
  if (GST_VIDEO_FORMAT_INFO_BITS (finfo) != 8 || (!rgb &&
          !GST_VIDEO_FORMAT_INFO_IS_YUV (finfo) &&
          !GST_VIDEO_FORMAT_INFO_IS_GRAY (finfo)) || face->width <= 0 ||
      x1 - x0 < 2 || y1 - y0 < 2)
    return FALSE;
  s = (gdouble) GST_CL_EYE_CHECK_WIDTH / face->width;
  eyes = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  for (k = 0; k < 2 && !(found && (paired || !pair)); k++) {
    guint w = eyes_at_scale (eye, frame, rgb, x0, y0, x1, y1,
        k == 0 ? s : 1.5 * s, eyes);

    found = found || eyes->len > 0;
    paired = pair && eye_pair (eyes, w);
  }
  g_array_unref (eyes);
  if (pair)
    *pair = paired;
  return found;
}
