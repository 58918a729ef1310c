/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Nested parts (eyes, nose, mouth inside faces): one launch copies the
 * part's search region of every face of the frame into one mosaic, tiles
 * stacked top to bottom, so that one cascade scan (cascade-detect-*.cl, all pyramid
 * levels in one launch) covers the regions of all faces at once.
 *
 * parts_mosaic  one work-item per mosaic pixel.  A tile is followed by a
 *               gap and the mosaic by padding; those pixels repeat the
 *               nearest pixel of the tile above them, so the pyramid's
 *               resize does not blend one face's region into the next
 *               (windows reaching into them are dropped on the host).
 */

/* tiles: x, y, width, height of the region in the frame; top row of the
 * tile in the mosaic is the running sum kept in tile_top */
__kernel void
parts_mosaic (__global const uchar * src, int src_offset, int src_pitch,
    __global const int4 * tiles, __global const int * tile_top, int n_tiles,
    __global uchar * dst, int dst_pitch, int dst_w, int dst_h)
{
  const int x = get_global_id (0), y = get_global_id (1);
  int t = 0;

  if (x >= dst_w || y >= dst_h)
    return;
  /* the last tile starting at or above y: a handful of tiles */
  while (t + 1 < n_tiles && tile_top[t + 1] <= y)
    t++;
  {
    const int4 r = tiles[t];
    const int tx = clamp (x, 0, r.z - 1);
    const int ty = clamp (y - tile_top[t], 0, r.w - 1);

    dst[mad24 (y, dst_pitch, x)] =
        src[src_offset + mad24 (r.y + ty, src_pitch, r.x + tx)];
  }
}
