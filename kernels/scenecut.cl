/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The second cue of clbowhist's scene-cut decision: the luma sums of a
 * coarse grid of blocks (the frame's layout of light and dark), four reads
 * of the integral image each.  Block x of a row of grid_w spans columns
 * [x * width / grid_w, (x + 1) * width / grid_w), rows likewise.  The sums
 * are exact (modulo 2^32, exact for blocks under 2^32 / 255 pixels); the
 * host divides by the areas, so the CPU reference
 * (gst_cl_scene_blocks_ref()) gives the same numbers bit for bit.
 *
 * scenecut_blocks  one work-item per block.
 */

/* the integral's layout: that of cv::integral, (height + 1) rows of pitch
 * uints, row and column 0 zero */
__kernel void
scenecut_blocks (__global const uint * sum, int pitch, int width, int height,
    int grid_w, int grid_h, __global uint * sums)
{
  const int bx = get_global_id (0), by = get_global_id (1);

  if (bx >= grid_w || by >= grid_h)
    return;
  {
    /* 64-bit products: width x grid_w may pass 2^31 for no frame here,
     * but the cost is nil */
    const int x0 = (int) (((long) bx * width) / grid_w);
    const int x1 = (int) (((long) (bx + 1) * width) / grid_w);
    const int y0 = (int) (((long) by * height) / grid_h);
    const int y1 = (int) (((long) (by + 1) * height) / grid_h);

    sums[by * grid_w + bx] = sum[y1 * pitch + x1] - sum[y0 * pitch + x1] -
        sum[y1 * pitch + x0] + sum[y0 * pitch + x0];
  }
}
