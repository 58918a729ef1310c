/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Shot changes for the trackers: a track must not coast from one shot into
 * the next, and a person after a cut is a new person.  A cut changes the
 * frame's layout of light and dark at once; motion, compression and noise
 * change it a little from frame to frame.
 *
 * The layout: the mean luma of each block of a GST_CL_SHOT_GRID square
 * grid, from a sparse sample of the frame (GST_CL_SHOT_SAMPLES pixels a
 * row at most, as many rows in proportion: 9216 reads of the mapped frame
 * at 16:9, whatever its size).  The change between two frames: the mean
 * over the blocks of |d - mean(d)|, d the blocks' differences, in grey
 * levels; the frame-wide part of the change (exposure, gain, a light
 * switched on) is taken out first.
 *
 * A frame starts a new shot when its change is at least the threshold and
 * at least GST_CL_SHOT_RATIO times the average of the last
 * GST_CL_SHOT_HISTORY changes (a busy street or a panning camera changes a
 * lot on every frame; a cut changes far more than the frames before it).
 * The default threshold and ratio were set on the development clips of
 * both evaluation corpora (bench/shot-change-calibrate.py; the figures are
 * in bench/README.md): cuts between webcam shots of one person in one room
 * change the layout least, and are the ones it can miss.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include "gstclshotchange.h"

/**
 * gst_cl_shot_change_reset:
 *
 * Forgets the frames seen (a flush, a new stream).
 */
void
gst_cl_shot_change_reset (GstClShotChange * s)
{
  memset (s, 0, sizeof (*s));
}

/**
 * gst_cl_frame_luma_at:
 * @frame: a mapped frame: a luma plane (GRAY8, I420, NV12, ...) or 8-bit
 *   RGB components (@rgb)
 *
 * Returns: the luma of the pixel at @x, @y (inside the frame)
 */
guint
gst_cl_frame_luma_at (const GstVideoFrame * frame, gboolean rgb, guint x,
    guint y)
{
  if (!rgb) {
    const guint8 *row = (const guint8 *) GST_VIDEO_FRAME_COMP_DATA (frame, 0)
        + (gsize) y * GST_VIDEO_FRAME_COMP_STRIDE (frame, 0);
    return row[x * GST_VIDEO_FRAME_COMP_PSTRIDE (frame, 0)];
  } else {
    guint c[3], i;

    for (i = 0; i < 3; i++) {
      const guint8 *row =
          (const guint8 *) GST_VIDEO_FRAME_COMP_DATA (frame, i) +
          (gsize) y * GST_VIDEO_FRAME_COMP_STRIDE (frame, i);
      c[i] = row[x * GST_VIDEO_FRAME_COMP_PSTRIDE (frame, i)];
    }
    /* BT.601 weights in 1/256 (R, G, B components) */
    return (77 * c[0] + 150 * c[1] + 29 * c[2]) >> 8;
  }
}

/**
 * gst_cl_shot_change_block_means:
 * @frame: a mapped frame: a luma plane (GRAY8, I420, NV12, ...) or 8-bit
 *   RGB components
 * @means: (out caller-allocates): GST_CL_SHOT_BLOCKS floats, row-major
 *
 * The block means of @frame's luma, from a sparse sample: pixels every
 * width / GST_CL_SHOT_SAMPLES columns and rows.
 *
 * Returns: %FALSE (and @means untouched) for a frame without 8-bit luma or
 *   RGB, or smaller than the grid
 */
gboolean
gst_cl_shot_change_block_means (const GstVideoFrame * frame, gfloat * means)
{
  const GstVideoFormatInfo *finfo = frame->info.finfo;
  guint W = GST_VIDEO_FRAME_WIDTH (frame), H = GST_VIDEO_FRAME_HEIGHT (frame);
  guint step = MAX (1, W / GST_CL_SHOT_SAMPLES);
  guint nx = W / step, ny = H / step, bx, by, x, y;
  gboolean rgb = GST_VIDEO_FORMAT_INFO_IS_RGB (finfo);

  if (GST_VIDEO_FORMAT_INFO_BITS (finfo) != 8 || nx < GST_CL_SHOT_GRID ||
      ny < GST_CL_SHOT_GRID || (!rgb && !GST_VIDEO_FORMAT_INFO_IS_YUV (finfo)
          && !GST_VIDEO_FORMAT_INFO_IS_GRAY (finfo)))
    return FALSE;
  for (by = 0; by < GST_CL_SHOT_GRID; by++) {
    guint y0 = by * ny / GST_CL_SHOT_GRID, y1 = (by + 1) * ny /
        GST_CL_SHOT_GRID;
    for (bx = 0; bx < GST_CL_SHOT_GRID; bx++) {
      guint x0 = bx * nx / GST_CL_SHOT_GRID, x1 = (bx + 1) * nx /
          GST_CL_SHOT_GRID;
      guint64 sum = 0;

      for (y = y0; y < y1; y++)
        for (x = x0; x < x1; x++)
          sum += gst_cl_frame_luma_at (frame, rgb, x * step, y * step);
      means[by * GST_CL_SHOT_GRID + bx] =
          (gfloat) ((gdouble) sum / ((x1 - x0) * (y1 - y0)));
    }
  }
  return TRUE;
}

/**
 * gst_cl_shot_change_distance:
 *
 * The change from block means @a to @b, in grey levels: the mean absolute
 * difference of the blocks once their mean difference is taken out.
 */
gdouble
gst_cl_shot_change_distance (const gfloat * a, const gfloat * b)
{
  gdouble mean = 0, dist = 0;
  guint i;

  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++)
    mean += (gdouble) b[i] - a[i];
  mean /= GST_CL_SHOT_BLOCKS;
  for (i = 0; i < GST_CL_SHOT_BLOCKS; i++)
    dist += fabs ((gdouble) b[i] - a[i] - mean);
  return dist / GST_CL_SHOT_BLOCKS;
}

/**
 * gst_cl_shot_change_push:
 * @means: the next frame's block means
 * @threshold: grey levels; 0 or less: never a shot change
 * @distance: (out) (optional): the change from the previous frame (0 for a
 *   first frame)
 *
 * Returns: whether the frame starts a new shot
 */
gboolean
gst_cl_shot_change_push (GstClShotChange * s, const gfloat * means,
    gdouble threshold, gdouble * distance)
{
  gdouble d = 0, avg = 0;
  gboolean cut = FALSE;
  guint i;

  if (s->have_means) {
    d = gst_cl_shot_change_distance (s->means, means);
    for (i = 0; i < s->n_recent; i++)
      avg += s->recent[i];
    if (s->n_recent)
      avg /= s->n_recent;
    cut = threshold > 0 && d >= threshold && d >= GST_CL_SHOT_RATIO * avg;
    s->recent[s->next] = d;
    s->next = (s->next + 1) % GST_CL_SHOT_HISTORY;
    s->n_recent = MIN (s->n_recent + 1, GST_CL_SHOT_HISTORY);
  }
  memcpy (s->means, means, sizeof (s->means));
  s->have_means = TRUE;
  if (distance)
    *distance = d;
  return cut;
}

/**
 * gst_cl_shot_change_push_frame:
 * @object: (nullable): the element, named in the warning when @frame is
 *   %NULL
 * @frame: (nullable): the frame, mapped for reading; %NULL for one that
 *   could not be mapped
 *
 * gst_cl_shot_change_push() with the block means of @frame; a frame that
 * could not be mapped, or whose means cannot be taken (see
 * gst_cl_shot_change_block_means()), is no shot change.
 */
gboolean
gst_cl_shot_change_push_frame (GstClShotChange * s, GstObject * object,
    const GstVideoFrame * frame, gdouble threshold)
{
  gfloat means[GST_CL_SHOT_BLOCKS];

  if (!frame) {
    GST_WARNING_OBJECT (object, "cannot map the frame to look for a shot "
        "change");
    return FALSE;
  }
  return gst_cl_shot_change_block_means (frame, means) &&
      gst_cl_shot_change_push (s, means, threshold, NULL);
}

/**
 * gst_cl_shot_change_push_buffer:
 * @object: (nullable): the element, named in the warning when @buf cannot
 *   be mapped
 *
 * gst_cl_shot_change_push_frame() with @buf (raw video of @info) mapped
 * for reading.
 */
gboolean
gst_cl_shot_change_push_buffer (GstClShotChange * s, GstObject * object,
    const GstVideoInfo * info, GstBuffer * buf, gdouble threshold)
{
  GstVideoFrame frame;
  gboolean mapped, cut;

  mapped = gst_video_frame_map (&frame, (GstVideoInfo *) info, buf,
      GST_MAP_READ);
  cut = gst_cl_shot_change_push_frame (s, object, mapped ? &frame : NULL,
      threshold);
  if (mapped)
    gst_video_frame_unmap (&frame);
  return cut;
}
