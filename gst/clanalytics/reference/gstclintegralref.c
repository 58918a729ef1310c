/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* CPU reference of the integral image (kernels/integral.cl). */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclintegralref.h"

/**
 * gst_cl_integral_ref:
 * @luma: 8-bit plane
 * @stride: bytes per row of @luma
 * @width: pixels per row
 * @height: rows
 * @integral: (out caller-allocates): (height + 1) rows of @pitch elements
 * @pitch: elements per row of @integral, at least width + 1
 *
 * The integral image in the project's convention (that of clintegral): row 0
 * and column 0 zero, element [(y+1) pitch + x+1] the sum over x' <= x,
 * y' <= y, modulo 2^32.  Elements past width + 1 in a row are left alone.
 */
void
gst_cl_integral_ref (const guint8 * luma, gsize stride, guint width,
    guint height, guint32 * integral, gsize pitch)
{
  guint x, y;

  g_return_if_fail (pitch >= (gsize) width + 1);

  memset (integral, 0, (width + 1) * sizeof (guint32));
  for (y = 0; y < height; y++) {
    const guint8 *row = luma + y * stride;
    guint32 *above = integral + (gsize) y * pitch;
    guint32 *out = integral + (gsize) (y + 1) * pitch;
    guint32 run = 0;

    out[0] = 0;
    for (x = 0; x < width; x++) {
      run += row[x];
      out[x + 1] = above[x + 1] + run;
    }
  }
}
