/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The frame upload's own kernel (libgstclanalytics, gstclframe.c): the
 * 8-bit luma plane of a packed RGB-like frame, for the elements that work
 * on luma.  OpenCL C 1.2.
 */

/* luma of packed RGB-like pixels with OpenCV's BT.601 fixed-point weights
 * and rounding (cvtColor RGB2GRAY: R*4899 + G*9617 + B*1868, 14 bits) */
__kernel void
luma_from_rgb (__global const uchar * src, int spitch, int bpp, int roff,
    int goff, int boff, __global uchar * dst, int dpitch, int width,
    int height)
{
  int x = get_global_id (0), y = get_global_id (1);
  if (x >= width || y >= height)
    return;
  __global const uchar *p = src + mad24 (y, spitch, mul24 (x, bpp));
  uint v = p[roff] * 4899u + p[goff] * 9617u + p[boff] * 1868u + 8192u;
  dst[mad24 (y, dpitch, x)] = (uchar) (v >> 14);
}
