/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The pyramid (cascade-pyramid program, after cascade-layout.cl): each
 * level resized from the frame (OpenCV's bit-exact INTER_LINEAR_EXACT) and
 * its integral images written into the atlas, for all levels in one launch
 * each:
 *   haar_rows      one work-group per level row: bit-exact bilinear resize
 *                  of the source row pair, prefix sums of the pixels and
 *                  their squares, written to row y + 1 of the level's block
 *   haar_cols      32 columns a work-group: running sums down the columns
 *                  turn the row prefixes into integral images
 *   haar_strip_sums, haar_strip_carry, haar_strip_rows  (STRIP_ROWS > 0,
 *                  instead of the two above) the same integrals in strips
 *                  of rows: the strips' column sums, their carry down each
 *                  column, then each strip's rows written once
 *   haar_pyramid_serial  (CPU devices, instead of the above) one
 *                  work-item per level: resize, row sums and the row above
 *                  in one pass, as cv::integral, 16 pixels per vector
 *   haar_import    level 0 copied from an upstream integral
 *   haar_narrow    (LBP16) the low 16 bits of the integral, for the CPU scan
 *   haar_tilted_a  (tilted cascades) one work-item per anti-diagonal: sums
 *                  of row prefixes along x + y = c
 *   haar_tilted_b  one work-item per diagonal: subtracts the sums along
 *                  x - y = c, leaving OpenCV's tilted integral
 */

/* haar_cols in tiles of COL_TILE_W columns, COL_TILE_ROWS runs of COL_RUN
 * rows at a time (the host's GST_CL_CASCADE_COL_TILE_ROWS) */
#define COL_TILE_W 32
#define COL_TILE_ROWS 16
#define COL_RUN 16
/* rows walked per step by the tilted passes (loads in flight per
 * work-item) */
#define COL_UNROLL 16
/* work-group size of haar_rows and the strip kernels */
#ifndef ROW_WG
#define ROW_WG 256
#endif
/* the pyramid's integrals in strips of STRIP_ROWS rows (GPUs, see
 * haar_strip_rows); 0: haar_rows then haar_cols */
#ifndef STRIP_ROWS
#define STRIP_ROWS 0
#endif
/* columns a work-item of haar_strip_rows keeps in registers */
#define STRIP_COLS 8
/* local memory: 2 KB of pixels and 4.2 KB of totals a row (with squares) */
#if STRIP_ROWS > 8
#error "STRIP_ROWS is at most 8"
#endif
/* haar_strip_rows scans its work-items' totals 32 at a time */
#if STRIP_ROWS > 0 && ROW_WG < 32
#error "the strips need ROW_WG of at least 32"
#endif
/* Which builders this program holds: its binary holds all of its kernels
 * compiled (PoCL generates every kernel's code when the binary is read for
 * the cache, seconds for kernels a CPU never launches), so the engine
 * builds only what it launches.  PYRAMID_KERNELS: 1 haar_rows + haar_cols
 * (or the strips), 2 haar_pyramid_serial, 3 both.  TILTED_KERNELS: the
 * tilted passes. */
#ifndef PYRAMID_KERNELS
#define PYRAMID_KERNELS 3
#endif
#ifndef TILTED_KERNELS
#define TILTED_KERNELS 1
#endif
#if (ROW_WG & (ROW_WG - 1)) != 0
#error "ROW_WG must be a power of two"
#endif

/* Pixel x of a level row: OpenCV's INTER_LINEAR_EXACT fixed-point bilinear
 * resize from the source rows r0 and r1 (vertical weight cy of 256), with
 * @xt the level's xtab entry for x (source column << 9 | weight). */
inline uint
resize_px (__global const uchar * r0, __global const uchar * r1, int xt,
    uint cy, int src_w)
{
  const int xo = xt >> 9;
  const uint cx = xt & 511;
  const int xo1 = min (xo + 1, src_w - 1);
  const uint h0 = r0[xo] * (256 - cx) + r0[xo1] * cx;
  const uint h1 = r1[xo] * (256 - cx) + r1[xo1] * cx;

  return (h0 * (256 - cy) + h1 * cy + 32768) >> 16;
}

#if (PYRAMID_KERNELS & 1) && STRIP_ROWS == 0
/* haar_rows: a work-group per level row.  The work-group resizes
 * ROW_WG * ROW_PX pixels into local memory (neighbouring work-items on
 * neighbouring pixels), each work-item adds up ROW_PX neighbouring ones
 * there, one scan across the work-group of their totals gives every
 * prefix, and the work-group writes them out, again neighbour by
 * neighbour: fewer scan steps than one pixel a work-item.  Local indices
 * skip a word every 32 (ROW_PAD) so that the work-items' runs of ROW_PX
 * fall in different banks.  GPUs run it in small groups (the host's
 * ROW_WG), so that more rows are in flight. */
#define ROW_PX 4
#define ROW_PAD(i) ((i) + ((i) >> 5))
__kernel __attribute__ ((reqd_work_group_size (ROW_WG, 1, 1)))
void
haar_rows (__global const uchar * src, int src_stride, int src_w, int src_h,
    __global const HaarLevel * levels, int n_levels,
    __global const int *xtab, __global const int *ytab,
    __global uint * ii, int stride, int sq_plane, int row0)
{
  __local uint s_sum[ROW_WG];
  __local uint s_sq[ROW_WG];
  __local uint s_px[ROW_PAD (ROW_WG * ROW_PX)];
#if SQUARES
  __local uint s_pq[ROW_PAD (ROW_WG * ROW_PX)];
#endif
  /* row0: the level rows before it are there already (haar_import) */
  const int grow = get_group_id (0) + row0;
  const int lid = get_local_id (0);
  int li;
  uint carry = 0, carry_sq = 0;

  FIND_LEVEL (levels, n_levels, first_row, grow, li);
  {
    const HaarLevel lv = levels[li];
    const int y = grow - lv.first_row;
    const int yt = ytab[lv.ytab + y];
    const int yo = yt >> 9, cy = yt & 511;
    const int yo1 = min (yo + 1, src_h - 1);
    __global const uchar *r0 = src + mul24 (yo, src_stride);
    __global const uchar *r1 = src + mul24 (yo1, src_stride);
    __global uint *out = ii + lv.base + mul24 (y + 1, stride);

    if (lid == 0) {
      out[0] = 0;
#if SQUARES
      out[sq_plane] = 0;
#endif
    }
    for (int x0 = 0; x0 < lv.w; x0 += ROW_WG * ROW_PX) {
      uint ts = 0, tq = 0;

      /* the pixels, neighbour by neighbour */
      for (int k = 0; k < ROW_PX; k++) {
        const int i = mad24 (k, ROW_WG, lid), x = x0 + i;

        s_px[ROW_PAD (i)] = x < lv.w ?
            resize_px (r0, r1, xtab[lv.xtab + x], cy, src_w) : 0;
      }
      barrier (CLK_LOCAL_MEM_FENCE);
      /* this work-item's run, added up in order (in place) */
      for (int k = 0; k < ROW_PX; k++) {
        const int i = ROW_PAD (mad24 (lid, ROW_PX, k));
        const uint v = s_px[i];

        ts += v;
        tq += v * v;
        s_px[i] = ts;
#if SQUARES
        s_pq[i] = tq;
#endif
      }
      /* the totals of the work-items up to this one */
      s_sum[lid] = ts;
      s_sq[lid] = tq;
      barrier (CLK_LOCAL_MEM_FENCE);
      for (int off = 1; off < ROW_WG; off <<= 1) {
        const uint a = lid >= off ? s_sum[lid - off] : 0;
        const uint b = lid >= off ? s_sq[lid - off] : 0;

        barrier (CLK_LOCAL_MEM_FENCE);
        s_sum[lid] += a;
        s_sq[lid] += b;
        barrier (CLK_LOCAL_MEM_FENCE);
      }
      /* out, neighbour by neighbour: a pixel's run prefix plus the totals
       * of the runs before its own */
      for (int k = 0; k < ROW_PX; k++) {
        const int i = mad24 (k, ROW_WG, lid), x = x0 + i;
        const int run = i / ROW_PX;
        const uint before = run > 0 ? s_sum[run - 1] : 0;

        if (x < lv.w) {
          out[x + 1] = carry + before + s_px[ROW_PAD (i)];
#if SQUARES
          out[sq_plane + x + 1] = carry_sq + (run > 0 ? s_sq[run - 1] : 0) +
              s_pq[ROW_PAD (i)];
#endif
        }
      }
      carry += s_sum[ROW_WG - 1];
      carry_sq += s_sq[ROW_WG - 1];
      barrier (CLK_LOCAL_MEM_FENCE);
    }
  }
}
#endif /* PYRAMID_KERNELS & 1 */

/* Level 0 at scale 1 taken from an integral computed upstream (clintegral
 * with squares: (h + 1) rows of ipitch elements, uint sums, ulong squares,
 * row and column 0 zero, as the atlas): the sums copied, the squares
 * wrapped to 32 bits as the atlas keeps them (OpenCV 4's CV_32S squares). */
__kernel void
haar_import (__global const uint * isum, __global const ulong * isq,
    int ipitch, __global const HaarLevel * levels, __global uint * ii,
    int stride, int sq_plane)
{
  const HaarLevel lv = levels[0];
  const int i = get_global_id (0);
  const int y = i / (lv.w + 1), x = i - mul24 (y, lv.w + 1);

  if (y > lv.h)
    return;
  {
    const int from = mad24 (y, ipitch, x), to = lv.base + mad24 (y, stride,
        x);

    ii[to] = isum[from];
#if !FEATURE_LBP
    /* LBP reads no squares: @isq may be any buffer, it is not read */
    ii[sq_plane + to] = (uint) isq[from];
#endif
  }
}

#if (PYRAMID_KERNELS & 1) && STRIP_ROWS == 0
/* haar_cols' tiles: each work-item a run of COL_RUN rows (below); runs of
 * 16 rows measured fastest on GPUs */
/* The column pass in tiles (GPUs): a work-group takes COL_TILE_W
 * neighbouring columns (of one level, or the end of one and the start of
 * the next) and walks down them COL_TILE_ROWS rows at a time.  Each
 * work-item loads one element per plane (a tile row is one coalesced
 * load), one work-item per column adds the tile's rows to its running sums
 * in local memory, and each work-item stores its element back: many more
 * loads in flight than with a work-item walking each column alone (21K
 * columns at 1080p, a few warps per compute unit). */
__kernel __attribute__ ((reqd_work_group_size (COL_TILE_W * COL_TILE_ROWS,
            1, 1)))
void
haar_cols (__global const HaarLevel * levels, int n_levels, int total_cols,
    __global uint * ii, int stride, int sq_plane, int col0)
{
  __local uint s_a[COL_TILE_ROWS][COL_TILE_W];
#if SQUARES
  __local uint s_b[COL_TILE_ROWS][COL_TILE_W];
#endif
  __local int s_base[COL_TILE_W], s_h[COL_TILE_W];
  const int lid = get_local_id (0);
  const int c = lid % COL_TILE_W, r = lid / COL_TILE_W;
  int base, h, hmax = 0;
  uint acc = 0, acc2 = 0;

  if (r == 0) {
    const int gc = get_group_id (0) * COL_TILE_W + c + col0;
    int li;

    base = 0;
    h = 0;
    if (gc < total_cols) {
      FIND_LEVEL (levels, n_levels, first_col, gc, li);
      base = levels[li].base + (gc - levels[li].first_col);
      h = levels[li].h;
      ii[base] = 0;
#if SQUARES
      ii[sq_plane + base] = 0;
#endif
    }
    s_base[c] = base;
    s_h[c] = h;
  }
  barrier (CLK_LOCAL_MEM_FENCE);
  base = s_base[c];
  h = s_h[c];
  for (int k = 0; k < COL_TILE_W; k++)
    hmax = max (hmax, s_h[k]);
  /* each work-item a run of COL_RUN rows of its column: added up in
   * registers; the runs' totals in local memory give each run the sum of
   * the runs above it in the tile; no work-item walks the tile alone */
  for (int y0 = 1; y0 <= hmax; y0 += COL_TILE_ROWS * COL_RUN) {
    const int y1 = y0 + r * COL_RUN;
    uint va[COL_RUN];
#if SQUARES
    uint vb[COL_RUN];
#endif
    uint ta = 0, tb = 0, above = acc, above2 = acc2;

    for (int k = 0; k < COL_RUN; k++) {
      const int at = base + mul24 (y1 + k, stride);

      va[k] = 0;
#if SQUARES
      vb[k] = 0;
#endif
      if (y1 + k <= h) {
        va[k] = ii[at];
#if SQUARES
        vb[k] = ii[sq_plane + at];
#endif
      }
      ta += va[k];
      va[k] = ta;
#if SQUARES
      tb += vb[k];
      vb[k] = tb;
#endif
    }
    s_a[r][c] = ta;
#if SQUARES
    s_b[r][c] = tb;
#endif
    barrier (CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < COL_TILE_ROWS; k++) {
      const uint a = s_a[k][c];
#if SQUARES
      const uint b = s_b[k][c];
#else
      const uint b = 0;
#endif

      if (k < r) {
        above += a;
        above2 += b;
      }
      acc += a;
      acc2 += b;
    }
    for (int k = 0; k < COL_RUN; k++) {
      const int at = base + mul24 (y1 + k, stride);

      if (y1 + k <= h) {
        ii[at] = above + va[k];
#if SQUARES
        ii[sq_plane + at] = above2 + vb[k];
#endif
      }
    }
    barrier (CLK_LOCAL_MEM_FENCE);
  }
}
#endif /* PYRAMID_KERNELS & 1 */

#if (PYRAMID_KERNELS & 1) && STRIP_ROWS > 0
/*
 * The pyramid's integrals in strips (GPUs): each level's rows are cut in
 * strips of STRIP_ROWS rows, numbered over all levels (first_strip).
 * haar_strip_sums adds up each strip's columns (of the resized pixels and
 * their squares) into @cs (cs_base: the level's strips x w entries, a
 * plane for the squares @cs_plane further); haar_strip_carry turns them,
 * down each column, into the sums of the rows above each strip;
 * haar_strip_rows writes the strip's integral rows, each element once:
 * running column sums from there, scanned along the row.  The atlas is
 * the one haar_rows + haar_cols write (uint sums and squares, modulo
 * 2^32), in three launches that read the frame twice (L2-resident) and
 * write the atlas once, instead of writing it, then reading and writing
 * it again down 21K columns.
 */
inline uint
level_px (__global const uchar * src, int src_stride, int src_w, int src_h,
    __global const int *xtab, __global const int *ytab, HaarLevel lv, int x,
    int y)
{
  const int yt = ytab[lv.ytab + y];
  const int yo = yt >> 9;

  return resize_px (src + mul24 (yo, src_stride),
      src + mul24 (min (yo + 1, src_h - 1), src_stride), xtab[lv.xtab + x],
      yt & 511, src_w);
}

__kernel __attribute__ ((reqd_work_group_size (ROW_WG, 1, 1)))
void
haar_strip_sums (__global const uchar * src, int src_stride, int src_w,
    int src_h, __global const HaarLevel * levels, int n_levels,
    __global const int *xtab, __global const int *ytab, __global uint * cs,
    int cs_plane, int strip0)
{
  const int gs = get_group_id (0) + strip0;
  int li;

  FIND_LEVEL (levels, n_levels, first_strip, gs, li);
  {
    const HaarLevel lv = levels[li];
    const int st = gs - lv.first_strip, y0 = mul24 (st, STRIP_ROWS);
    const int y1 = min (y0 + STRIP_ROWS, lv.h);
    __global uint *out = cs + lv.cs_base + mul24 (st, lv.w);

    for (int x = get_local_id (0); x < lv.w; x += ROW_WG) {
      const int xt = xtab[lv.xtab + x];
      uint a = 0, b = 0;

      for (int y = y0; y < y1; y++) {
        const int yt = ytab[lv.ytab + y];
        const int yo = yt >> 9;
        const uint v = resize_px (src + mul24 (yo, src_stride),
            src + mul24 (min (yo + 1, src_h - 1), src_stride), xt, yt & 511,
            src_w);

        a += v;
        b += v * v;
      }
      out[x] = a;
#if SQUARES
      out[cs_plane + x] = b;
#endif
    }
  }
}

/* one work-item per column (first_col numbering: w + 1 a level, the last
 * one idle); COL_UNROLL strips' loads in flight at a time */
__kernel void
haar_strip_carry (__global const HaarLevel * levels, int n_levels,
    int total_cols, __global uint * cs, int cs_plane, int col0)
{
  const int gc = get_global_id (0) + col0;
  int li;

  if (gc >= total_cols)
    return;
  FIND_LEVEL (levels, n_levels, first_col, gc, li);
  {
    const HaarLevel lv = levels[li];
    const int x = gc - lv.first_col;
    const int n = (lv.h + STRIP_ROWS - 1) / STRIP_ROWS;
    __global uint *p = cs + lv.cs_base + x;
    uint acc = 0, acc2 = 0;
    int s = 0;

    if (x >= lv.w)
      return;
    for (; s + COL_UNROLL <= n; s += COL_UNROLL) {
      __global uint *q = p + mul24 (s, lv.w);
      uint a[COL_UNROLL], b[COL_UNROLL];

#pragma unroll
      for (int k = 0; k < COL_UNROLL; k++) {
        a[k] = q[k * lv.w];
#if SQUARES
        b[k] = q[cs_plane + k * lv.w];
#endif
      }
#pragma unroll
      for (int k = 0; k < COL_UNROLL; k++) {
        q[k * lv.w] = acc;
        acc += a[k];
#if SQUARES
        q[cs_plane + k * lv.w] = acc2;
        acc2 += b[k];
#endif
      }
    }
    for (; s < n; s++) {
      __global uint *q = p + mul24 (s, lv.w);
      const uint a = q[0];

      q[0] = acc;
      acc += a;
#if SQUARES
      {
        const uint b = q[cs_plane];

        q[cs_plane] = acc2;
        acc2 += b;
      }
#endif
    }
  }
}

/* A work-group per strip.  The row is taken ROW_WG * STRIP_COLS columns
 * at a time (a chunk): the strip's resized pixels into local memory
 * (coalesced), then each work-item, for its STRIP_COLS neighbouring
 * columns, the running column sums from the strip's carry.  Their totals
 * per row are scanned across the work-group for all the strip's rows at
 * once: a work-item per (plane, row, 32 totals) adds up its 32 in turn
 * (rows of 33 words: no two of a warp's work-items on one bank), then
 * each work-item adds the segments before its own.  A second walk writes
 * each row's integral, with the sums of the chunks to its left
 * (s_carry). */
#define STRIP_SEGS (ROW_WG / 32)
__kernel __attribute__ ((reqd_work_group_size (ROW_WG, 1, 1)))
void
haar_strip_rows (__global const uchar * src, int src_stride, int src_w,
    int src_h, __global const HaarLevel * levels, int n_levels,
    __global const int *xtab, __global const int *ytab,
    __global const uint * cs, int cs_plane, __global uint * ii, int stride,
    int sq_plane, int strip0)
{
  __local uchar s_px[STRIP_ROWS][ROW_WG * STRIP_COLS];
  /* [plane][row][segment][33] */
  __local uint s_t[1 + SQUARES][STRIP_ROWS][STRIP_SEGS][33];
  __local uint s_seg[1 + SQUARES][STRIP_ROWS][STRIP_SEGS];
  __local uint s_carry[1 + SQUARES][STRIP_ROWS];
  const int gs = get_group_id (0) + strip0;
  const int lid = get_local_id (0);
  const int seg = lid >> 5, lane = lid & 31;
  int li;

  FIND_LEVEL (levels, n_levels, first_strip, gs, li);
  {
    const HaarLevel lv = levels[li];
    const int st = gs - lv.first_strip, y0 = mul24 (st, STRIP_ROWS);
    const int nr = min (STRIP_ROWS, lv.h - y0);
    __global const uint *cin = cs + lv.cs_base + mul24 (st, lv.w);
    __global uint *out0 = ii + lv.base + mul24 (y0 + 1, stride);

    /* the level's row 0 and each row's column 0 are zero */
    if (st == 0) {
      for (int x = lid; x <= lv.w; x += ROW_WG) {
        ii[lv.base + x] = 0;
#if SQUARES
        ii[sq_plane + lv.base + x] = 0;
#endif
      }
    }
    if (lid < nr) {
      out0[mul24 (lid, stride)] = 0;
#if SQUARES
      out0[sq_plane + mul24 (lid, stride)] = 0;
#endif
    }
    if (lid < (1 + SQUARES) * STRIP_ROWS)
      s_carry[lid / STRIP_ROWS][lid % STRIP_ROWS] = 0;

    for (int c0 = 0; c0 < lv.w; c0 += ROW_WG * STRIP_COLS) {
      const int xl = c0 + lid * STRIP_COLS;
      uint col[STRIP_COLS];
#if SQUARES
      uint col2[STRIP_COLS];
#endif

      /* the chunk before: its totals (s_seg still holds them) */
      if (c0 > 0 && lid < (1 + SQUARES) * STRIP_ROWS) {
        const int p = lid / STRIP_ROWS, r = lid % STRIP_ROWS;
        uint t = 0;

        for (int w = 0; w < STRIP_SEGS; w++)
          t += s_seg[p][r][w];
        s_carry[p][r] += t;
      }
      for (int r = 0; r < nr; r++)
        for (int k = lid; k < ROW_WG * STRIP_COLS; k += ROW_WG)
          s_px[r][k] = c0 + k < lv.w ? (uchar) level_px (src, src_stride,
              src_w, src_h, xtab, ytab, lv, c0 + k, y0 + r) : 0;
      barrier (CLK_LOCAL_MEM_FENCE);

      /* pass 1: each work-item's total of each row */
      for (int k = 0; k < STRIP_COLS; k++) {
        col[k] = xl + k < lv.w ? cin[xl + k] : 0;
#if SQUARES
        col2[k] = xl + k < lv.w ? cin[cs_plane + xl + k] : 0;
#endif
      }
      for (int r = 0; r < nr; r++) {
        uchar px[STRIP_COLS];
        uint t = 0, t2 = 0;

        vstore8 (vload8 (lid, s_px[r]), 0, px);
        for (int k = 0; k < STRIP_COLS; k++) {
          const uint v = px[k];

          col[k] += v;
          t += col[k];
#if SQUARES
          col2[k] += v * v;
          t2 += col2[k];
#endif
        }
        s_t[0][r][seg][lane] = t;
#if SQUARES
        s_t[1][r][seg][lane] = t2;
#else
        (void) t2;
#endif
      }
      barrier (CLK_LOCAL_MEM_FENCE);

      /* the scan: each segment of 32 in turn, inclusive */
      if (lid < (1 + SQUARES) * STRIP_ROWS * STRIP_SEGS) {
        const int p = lid / (STRIP_ROWS * STRIP_SEGS);
        const int r = (lid / STRIP_SEGS) % STRIP_ROWS, w = lid % STRIP_SEGS;

        if (r < nr) {
          __local uint *q = s_t[p][r][w];
          uint run = 0;

          for (int i = 0; i < 32; i++) {
            run += q[i];
            q[i] = run;
          }
          s_seg[p][r][w] = run;
        }
      }
      barrier (CLK_LOCAL_MEM_FENCE);

      /* pass 2: the rows' integrals (the carry load and the row update
       * written out again, as in pass 1: a shared inline function for them
       * was slower) */
      for (int k = 0; k < STRIP_COLS; k++) {
        col[k] = xl + k < lv.w ? cin[xl + k] : 0;
#if SQUARES
        col2[k] = xl + k < lv.w ? cin[cs_plane + xl + k] : 0;
#endif
      }
      for (int r = 0; r < nr; r++) {
        __global uint *out = out0 + mul24 (r, stride) + 1;
        uchar px[STRIP_COLS];
        uint run = s_carry[0][r] + (lane > 0 ? s_t[0][r][seg][lane - 1] : 0);
#if SQUARES
        uint run2 = s_carry[1][r] +
            (lane > 0 ? s_t[1][r][seg][lane - 1] : 0);
#endif

        for (int w = 0; w < seg; w++) {
          run += s_seg[0][r][w];
#if SQUARES
          run2 += s_seg[1][r][w];
#endif
        }
        vstore8 (vload8 (lid, s_px[r]), 0, px);
        for (int k = 0; k < STRIP_COLS; k++) {
          const uint v = px[k];

          col[k] += v;
          run += col[k];
#if SQUARES
          col2[k] += v * v;
          run2 += col2[k];
#endif
          if (xl + k < lv.w) {
            out[xl + k] = run;
#if SQUARES
            out[sq_plane + xl + k] = run2;
#endif
          }
        }
      }
      barrier (CLK_LOCAL_MEM_FENCE);
    }
  }
}
#endif /* (PYRAMID_KERNELS & 1) && STRIP_ROWS > 0 */

/*
 * CPU devices: the whole pyramid in one pass, as cv::integral does it.  A
 * work-item takes whole levels, largest first, from an atomic counter
 * (PoCL deals work-groups out in fixed halves, which would give one core
 * all the big levels) and walks each level row by row: the same
 * fixed-point resize as haar_rows, a running row sum, plus the row above,
 * for the sums and the squared sums together.  No barriers, and every
 * atlas element is written once.  Launched with a few work-items per core.
 *
 * 16 pixels at a time in 16-lane vectors: the resize is split in its
 * vertical half, done for the whole source row at once into @vrow (local
 * memory of src_w elements, contiguous vector loads), and its horizontal
 * half, two 16-element gathers from @vrow; the row sums are a prefix scan
 * of the 16 pixels.  The resize's products are the same integers summed
 * in another order (exact: below 2^24), so the pixels are resize_px ()'s.
 * On PoCL (2 cores, AVX-512) 13.2 -> 6.1 ms at 1920x1080 and 1.9 -> 0.7 ms
 * at 640x480 against one pixel at a time.
 */
#if PYRAMID_KERNELS & 2
/* 16 elements of @p at the indices @i: OpenCL C 1.2 has no gather */
#define GATHER16(p, i)                                                  \
  ((uint16) ((p)[(i).s0], (p)[(i).s1], (p)[(i).s2], (p)[(i).s3],       \
      (p)[(i).s4], (p)[(i).s5], (p)[(i).s6], (p)[(i).s7],              \
      (p)[(i).s8], (p)[(i).s9], (p)[(i).sa], (p)[(i).sb],              \
      (p)[(i).sc], (p)[(i).sd], (p)[(i).se], (p)[(i).sf]))

/* Inclusive prefix sums of the 16 lanes (constant swizzles only: PoCL
 * makes element-by-element code of shuffle ()). */
CPU_INLINE uint16
scan16 (uint16 v)
{
  v += (uint16) (0, v.s0, v.s1234, v.s56789abc, v.sde);
  v += (uint16) ((uint2) 0, v.s01, v.s2345, v.s6789abcd);
  v += (uint16) ((uint4) 0, v.s0123, v.s456789ab);
  v += (uint16) ((uint8) 0, v.lo);
  return v;
}

/* resize_px () from @vrow, the source row pair's vertical blend, and the
 * level's xtab entry @xt */
CPU_INLINE uint
resize_vpx (__local const uint * vrow, int xt, int src_w)
{
  const int xo = xt >> 9;
  const uint cx = xt & 511;

  return (vrow[xo] * (256 - cx) + vrow[min (xo + 1, src_w - 1)] * cx +
      32768) >> 16;
}

/* resize_vpx () of 16 pixels, @xt their 16 xtab entries */
CPU_INLINE uint16
resize16 (__local const uint * vrow, __global const int * xt, int src_w)
{
  const int16 t = as_int16 (VLOAD16 (xt));
  const int16 xo = t >> 9;
  const uint16 cx = as_uint16 (t & 511);
  const int16 xo1 = min (xo + 1, (int16) (src_w - 1));

  return (GATHER16 (vrow, xo) * (256 - cx) + GATHER16 (vrow, xo1) * cx +
      32768) >> 16;
}

__kernel __attribute__ ((reqd_work_group_size (1, 1, 1)))
void
haar_pyramid_serial (__global const uchar * src, int src_stride, int src_w,
    int src_h, __global const HaarLevel * levels, int n_levels,
    __global const int *xtab, __global const int *ytab,
    __global uint * ii, int stride, int sq_plane, __global int *counters,
    __global ushort * ii16, __local uint * vrow)
{
  for (;;) {
    /* counters[2]: the next level */
    const int li = atomic_inc (&counters[2]);

    if (li >= n_levels)
      break;
    {
      const HaarLevel lv = levels[li];
      __global const int *xt = xtab + lv.xtab;
      __global uint *s = ii + lv.base;
      __global uint *q = s + sq_plane;
      __global ushort *s16 = ii16 + lv.base;

      for (int x = 0; x <= lv.w; x++) {
        s[x] = 0;
#if SQUARES
        q[x] = 0;
#endif
#if LBP16
        s16[x] = 0;
#endif
      }
      for (int y = 0; y < lv.h; y++) {
        const int yt = ytab[lv.ytab + y];
        const uint cy = yt & 511;
        const int yo = yt >> 9;
        const int yo1 = min (yo + 1, src_h - 1);
        __global const uchar *r0 = src + mul24 (yo, src_stride);
        __global const uchar *r1 = src + mul24 (yo1, src_stride);
        __global const uint *sp = s + mul24 (y, stride);
        __global const uint *qp = q + mul24 (y, stride);
        __global uint *sc = s + mul24 (y + 1, stride);
        __global uint *qc = q + mul24 (y + 1, stride);
        __global ushort *sc16 = s16 + mul24 (y + 1, stride);
        uint acc = 0, acc2 = 0;
        int x;

        for (x = 0; x + 16 <= src_w; x += 16)
          VSTORE16L (convert_uint16 (VLOAD16B (r0 + x)) * (256 - cy) +
              convert_uint16 (VLOAD16B (r1 + x)) * cy, vrow + x);
        for (; x < src_w; x++)
          vrow[x] = r0[x] * (256 - cy) + r1[x] * cy;

        sc[0] = 0;
#if SQUARES
        qc[0] = 0;
#endif
#if LBP16
        sc16[0] = 0;
#endif
        for (x = 0; x + 16 <= lv.w; x += 16) {
          const uint16 v = resize16 (vrow, xt + x, src_w);
          const uint16 rs = scan16 (v) + acc;
          const uint16 o = VLOAD16 (sp + x + 1) + rs;

          acc = rs.sf;
          VSTORE16 (o, sc + x + 1);
#if SQUARES
          {
            const uint16 rq = scan16 (v * v) + acc2;

            acc2 = rq.sf;
            VSTORE16 (VLOAD16 (qp + x + 1) + rq, qc + x + 1);
          }
#endif
#if LBP16
          VSTORE16S (convert_ushort16 (o), sc16 + x + 1);
#endif
        }
        for (; x < lv.w; x++) {
          const uint v = resize_vpx (vrow, xt[x], src_w);
          const uint o = sp[x + 1] + (acc += v);

          sc[x + 1] = o;
#if SQUARES
          qc[x + 1] = qp[x + 1] + (acc2 += v * v);
#endif
#if LBP16
          sc16[x + 1] = (ushort) o;
#endif
        }
#if !SQUARES
        (void) qp;
        (void) qc;
        (void) acc2;
#endif
#if !LBP16
        (void) sc16;
#endif
      }
    }
  }
}
#endif /* PYRAMID_KERNELS & 2 */

/* LBP16: ii16[i] = the low 16 bits of ii[i] for i in [first, first + n),
 * where another builder (haar_import, haar_rows + haar_cols) made the
 * 32-bit sums. */
#if LBP16
__kernel void
haar_narrow (__global const uint * ii, __global ushort * ii16, int first,
    int n)
{
  const int i = get_global_id (0);

  if (i < n)
    ii16[first + i] = (ushort) ii[first + i];
}
#endif /* LBP16 */

/* Row prefix sum P(y, k) = sum of pixels x < k of row y, from the finished
 * integral image (k clamped to [0, w]). */
inline uint
row_prefix (__global const uint * sum, int base, int stride, int w, int y,
    int k)
{
  const int kc = clamp (k, 0, w);
  __global const uint *p = sum + base + mul24 (y, stride) + kc;

  return p[stride] - p[0];
}

#if TILTED_KERNELS
/* One diagonal of a tilted pass: for y = @y .. @y1 the pixel x = @x0 +
 * @dir * y of the level's tilted plane @t takes the running sum of
 * P(y - 1, x + @shift) (0 where x + @shift < 0): pass A stores it, pass B
 * (@subtract) takes it from what pass A stored there.  @acc is the sum
 * above @y. */
inline void
tilted_walk (__global const uint * ii, __global uint * t, int base,
    int stride, int w, int y, int y1, int x0, int dir, int shift, uint acc,
    int subtract)
{
  for (; y + COL_UNROLL - 1 <= y1; y += COL_UNROLL) {
    uint v[COL_UNROLL], old[COL_UNROLL];

#pragma unroll
    for (int k = 0; k < COL_UNROLL; k++) {
      const int x = x0 + dir * (y + k);

      v[k] = x + shift >= 0 ? row_prefix (ii, base, stride, w, y + k - 1,
          x + shift) : 0;
      old[k] = subtract ? t[mul24 (y + k, stride) + x] : 0;
    }
#pragma unroll
    for (int k = 0; k < COL_UNROLL; k++) {
      acc += v[k];
      t[mul24 (y + k, stride) + x0 + dir * (y + k)] =
          subtract ? old[k] - acc : acc;
    }
  }
  for (; y <= y1; y++) {
    const int x = x0 + dir * y;
    __global uint *o = t + mul24 (y, stride) + x;

    acc += x + shift >= 0 ? row_prefix (ii, base, stride, w, y - 1,
        x + shift) : 0;
    *o = subtract ? *o - acc : acc;
  }
}

/* Diagonal @gd of the tilted passes (each level's diagonals from its
 * first_diag).  Pass A: A(X, Y) = sum over y < Y of P(y, X + Y - 1 - y),
 * walked along one anti-diagonal c = X + Y - 1; A(X, 0) = 0 and, right of
 * the image, A(w + 1, Y) = S(w, Y).  Pass B: B(X, Y) = sum over y < Y of
 * P(y, X - Y + y), along X - Y = e; T = A - B. */
inline void
tilted_pass (__global const HaarLevel * levels, int n_levels,
    int total_diags, __global uint * ii, int stride, int tilted_plane,
    int pass_b)
{
  const int gd = get_global_id (0);
  int li;

  if (gd >= total_diags)
    return;
  FIND_LEVEL (levels, n_levels, first_diag, gd, li);
  {
    const HaarLevel lv = levels[li];
    __global uint *t = ii + tilted_plane + lv.base;

    if (pass_b) {
      const int e = gd - lv.first_diag - lv.h;

      tilted_walk (ii, t, lv.base, stride, lv.w, max (1, -e),
          min (lv.h, lv.w - e), e, 1, -1, 0, 1);
    } else {
      const int c = gd - lv.first_diag;
      const int y0 = max (1, c + 1 - lv.w);

      if (c <= lv.w)
        t[c] = 0;
      tilted_walk (ii, t, lv.base, stride, lv.w, y0, min (lv.h, c + 1),
          c + 1, -1, 0,
          y0 == 1 ? 0 : ii[lv.base + mul24 (y0 - 1, stride) + lv.w], 0);
    }
  }
}

__kernel void
haar_tilted_a (__global const HaarLevel * levels, int n_levels,
    int total_diags, __global uint * ii, int stride, int tilted_plane)
{
  tilted_pass (levels, n_levels, total_diags, ii, stride, tilted_plane, 0);
}

__kernel void
haar_tilted_b (__global const HaarLevel * levels, int n_levels,
    int total_diags, __global uint * ii, int stride, int tilted_plane)
{
  tilted_pass (levels, n_levels, total_diags, ii, stride, tilted_plane, 1);
}
#endif /* TILTED_KERNELS */

