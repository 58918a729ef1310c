/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Integral image (summed-area table) of an 8-bit plane, and the squared
 * integral.  Output layout (OpenCV's): (height + 1) rows of `opitch`
 * elements, row 0 and column 0 zero, out[(y + 1) * opitch + x + 1] = sum of
 * in(x', y') over x' <= x, y' <= y.  Sums are uint (exact modulo 2^32),
 * squares ulong.
 *
 * Two designs live here:
 *
 *  - "strip" (the default): the frame is cut into horizontal strips of
 *    STRIP_ROWS rows.  strip_colsums reads each strip once and writes one row
 *    of column sums per strip; strip_carry turns those into the column sums
 *    of everything above each strip (a small exclusive scan down the strips);
 *    strip_scan then walks its strip row by row keeping per-column running
 *    sums in registers and scans each row across the work-group.  The frame
 *    is read twice and the output written once: no intermediate full-size
 *    arrays, no transpose.
 *
 *  - "seed" (Jia, Zhang, Xu: the method of seed 000): blocked work-efficient
 *    (Blelloch) scan of every row in local memory with bank-conflict padding
 *    and vector loads, block sums scanned and added back, transpose, the same
 *    scan again, transpose back.  Kept as the reference design and for the
 *    ablation in bench/README.md.
 */

#ifndef SQUARED
#define SQUARED 0
#endif

/* ---------------------------------------------------------------- strip -- */

/* work-items per strip_scan work-group */
#ifndef SCAN_WG
#define SCAN_WG 256
#endif
/* columns owned by each work-item of strip_scan; SCAN_WG * CHUNK >= width */
#ifndef CHUNK
#define CHUNK 8
#endif
#ifndef STRIP_ROWS
#define STRIP_ROWS 16
#endif

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

/* One work-item per group of 4 columns and strip: the column sums of the
 * strip.  Neighbouring work-items read neighbouring bytes (coalesced). */
__kernel void
strip_colsums (__global const uchar * src, int spitch, int width, int height,
    __global uint * colsum
#if SQUARED
    , __global ulong * colsq
#endif
    )
{
  int x0 = get_global_id (0) << 2;
  int s = get_global_id (1);
  int y0 = s * STRIP_ROWS;
  int y1 = min (y0 + STRIP_ROWS, height);
  uint4 acc = (uint4) (0);
#if SQUARED
  ulong4 accq = (ulong4) (0);
#endif

  if (x0 >= width)
    return;
  if (x0 + 3 < width) {
    for (int y = y0; y < y1; y++) {
      uint4 v = convert_uint4 (vload4 (0, src + mad24 (y, spitch, x0)));
      acc += v;
#if SQUARED
      accq += convert_ulong4 (v * v);
#endif
    }
    vstore4 (acc, 0, colsum + mad24 (s, width, x0));
#if SQUARED
    vstore4 (accq, 0, colsq + mad24 (s, width, x0));
#endif
  } else {
    for (int x = x0; x < width; x++) {
      uint a = 0;
#if SQUARED
      ulong q = 0;
#endif
      for (int y = y0; y < y1; y++) {
        uint v = src[mad24 (y, spitch, x)];
        a += v;
#if SQUARED
        q += v * v;
#endif
      }
      colsum[mad24 (s, width, x)] = a;
#if SQUARED
      colsq[mad24 (s, width, x)] = q;
#endif
    }
  }
}

/* One work-item per column: exclusive scan down the strips, in place. */
__kernel void
strip_carry (__global uint * colsum,
#if SQUARED
    __global ulong * colsq,
#endif
    int width, int n_strips)
{
  int x = get_global_id (0);
  if (x >= width)
    return;
  uint run = 0;
#if SQUARED
  ulong runq = 0;
#endif
  for (int s = 0; s < n_strips; s++) {
    int i = mad24 (s, width, x);
    uint v = colsum[i];
    colsum[i] = run;
    run += v;
#if SQUARED
    ulong q = colsq[i];
    colsq[i] = runq;
    runq += q;
#endif
  }
}

#if SCAN_WG > 1
/* Inclusive scan of one value per work-item across the work-group
 * (Hillis-Steele over SCAN_WG entries in local memory, double-buffered so a
 * step needs one barrier).  Returns the exclusive prefix. */
#define DEFINE_GROUP_SCAN(T) \
static T \
group_exclusive_##T (T v, __local T * buf) \
{ \
  int l = get_local_id (0); \
  int in = 0; \
  buf[l] = v; \
  barrier (CLK_LOCAL_MEM_FENCE); \
  for (int off = 1; off < SCAN_WG; off <<= 1) { \
    T t = buf[in * SCAN_WG + l]; \
    if (l >= off) \
      t += buf[in * SCAN_WG + l - off]; \
    in ^= 1; \
    buf[in * SCAN_WG + l] = t; \
    barrier (CLK_LOCAL_MEM_FENCE); \
  } \
  T incl = buf[in * SCAN_WG + l]; \
  barrier (CLK_LOCAL_MEM_FENCE); \
  return incl - v; \
}
DEFINE_GROUP_SCAN (uint)
#if SQUARED
DEFINE_GROUP_SCAN (ulong)
#endif

/* One work-group per strip.  Each work-item owns CHUNK consecutive columns
 * and keeps their running column sums (carry from above plus the rows of
 * the strip so far) in registers; each row is then a scan across the
 * work-group. */
__kernel void
strip_scan (__global const uchar * src, int spitch, int width, int height,
    __global const uint * carry, __global uint * out, int opitch
#if SQUARED
    , __global const ulong * carryq, __global ulong * outq
#endif
    )
{
  __local uint lbuf[2 * SCAN_WG];
#if SQUARED
  __local ulong lbufq[2 * SCAN_WG];
#endif
  int l = get_local_id (0);
  int s = get_group_id (0);
  int x0 = l * CHUNK;
  int y0 = s * STRIP_ROWS;
  int y1 = min (y0 + STRIP_ROWS, height);
  uint acc[CHUNK];
#if SQUARED
  ulong accq[CHUNK];
#endif

#pragma unroll
  for (int i = 0; i < CHUNK; i++) {
    int x = x0 + i;
    acc[i] = x < width ? carry[mad24 (s, width, x)] : 0;
#if SQUARED
    accq[i] = x < width ? carryq[mad24 (s, width, x)] : 0;
#endif
  }

  if (s == 0) {
    for (int x = l; x <= width; x += SCAN_WG) {
      out[x] = 0;
#if SQUARED
      outq[x] = 0;
#endif
    }
  }

  for (int y = y0; y < y1; y++) {
    __global const uchar *row = src + mad24 (y, spitch, x0);
    __global uint *orow = out + mad24 (y + 1, opitch, 1 + x0);
    uint run = 0;
#if SQUARED
    __global ulong *orowq = outq + mad24 (y + 1, opitch, 1 + x0);
    ulong runq = 0;
#endif
    uint pre[CHUNK];
#if SQUARED
    ulong preq[CHUNK];
#endif

#pragma unroll
    for (int i = 0; i < CHUNK; i++) {
      uint v = x0 + i < width ? row[i] : 0;
      acc[i] += v;
      run += acc[i];
      pre[i] = run;
#if SQUARED
      accq[i] += v * v;
      runq += accq[i];
      preq[i] = runq;
#endif
    }
    uint base = group_exclusive_uint (run, lbuf);
#if SQUARED
    ulong baseq = group_exclusive_ulong (runq, lbufq);
#endif
    if (l == 0) {
      out[mad24 (y + 1, opitch, 0)] = 0;
#if SQUARED
      outq[mad24 (y + 1, opitch, 0)] = 0;
#endif
    }
#pragma unroll
    for (int i = 0; i < CHUNK; i++) {
      if (x0 + i < width) {
        orow[i] = base + pre[i];
#if SQUARED
        orowq[i] = baseq + preq[i];
#endif
      }
    }
  }
}
#endif /* SCAN_WG > 1 */

/* CPU flavour of strip_scan: one work-item per strip walks its rows
 * serially; the running column sums live in the (strip-private) carry row,
 * which stays in the core's cache. */
__kernel void
strip_scan_serial (__global const uchar * src, int spitch, int width,
    int height, __global uint * carry, __global uint * out, int opitch
#if SQUARED
    , __global ulong * carryq, __global ulong * outq
#endif
    )
{
  int s = get_global_id (0);
  int y0 = s * STRIP_ROWS;
  int y1 = min (y0 + STRIP_ROWS, height);
  __global uint *acc = carry + s * width;
#if SQUARED
  __global ulong *accq = carryq + s * width;
#endif

  if (y0 >= height)
    return;
  if (s == 0) {
    for (int x = 0; x <= width; x++) {
      out[x] = 0;
#if SQUARED
      outq[x] = 0;
#endif
    }
  }
  for (int y = y0; y < y1; y++) {
    __global const uchar *row = src + y * spitch;
    __global uint *orow = out + (y + 1) * opitch;
    uint run = 0;
#if SQUARED
    __global ulong *orowq = outq + (y + 1) * opitch;
    ulong runq = 0;
    orowq[0] = 0;
#endif
    orow[0] = 0;
    for (int x = 0; x < width; x++) {
      uint v = row[x];
      uint a = acc[x] + v;
      acc[x] = a;
      run += a;
      orow[x + 1] = run;
#if SQUARED
      ulong q = accq[x] + v * v;
      accq[x] = q;
      runq += q;
      orowq[x + 1] = runq;
#endif
    }
  }
}

/* ----------------------------------------------------------------- seed -- */

/* element type of the seed pipeline: uint for sums, ulong for squares */
#ifndef SEED_T
#define SEED_T uint
#endif
/* work-items per row-scan work-group; each scans 2 elements (Blelloch) */
#ifndef SEED_WG
#define SEED_WG 128
#endif
/* 1: pad local memory every NUM_BANKS elements (conflict-free scan) */
#ifndef PAD_BANKS
#define PAD_BANKS 1
#endif
#ifndef LOG_NUM_BANKS
#define LOG_NUM_BANKS 5
#endif
/* 1: work-efficient up/down sweep; 0: Hillis-Steele (n log n adds) */
#ifndef BLELLOCH
#define BLELLOCH 1
#endif
/* 1: load the two elements of a work-item as one uchar2 */
#ifndef VEC_LOAD
#define VEC_LOAD 1
#endif
#ifndef TILE
#define TILE 16
#endif

#define SEED_N (2 * SEED_WG)
#if PAD_BANKS
#define PAD(n) ((n) + ((n) >> LOG_NUM_BANKS))
#else
#define PAD(n) (n)
#endif

/* Element loader of the first pass: squares it when the pipeline computes
 * the squared integral. */
#if SQUARED
#define SEED_IN(v) ((SEED_T) (v) * (SEED_T) (v))
#else
#define SEED_IN(v) ((SEED_T) (v))
#endif

/* Scan block (row, b) of SEED_N elements of each row: writes the inclusive
 * block-local prefix to dst and the block total to sums[row * nblocks + b].
 * IN_BYTES selects a uchar source (first pass) or a SEED_T source. */
#define DEFINE_SEED_SCAN(NAME, IN_T, LOADER) \
__kernel void \
NAME (__global const IN_T * src, int spitch, int width, \
    __global SEED_T * dst, int dpitch, __global SEED_T * sums, int nblocks) \
{ \
  __local SEED_T buf[PAD (2 * SEED_N)]; \
  int l = get_local_id (0); \
  int b = get_group_id (0); \
  int row = get_group_id (1); \
  int base = b * SEED_N; \
  int ia = 2 * l, ib = 2 * l + 1; \
  __global const IN_T *s = src + (size_t) row * spitch + base; \
  SEED_T a, c; \
  LOADER \
  buf[PAD (ia)] = a; \
  buf[PAD (ib)] = c; \
  seed_block_scan (buf, l); \
  if (base + ia < width) \
    dst[(size_t) row * dpitch + base + ia] = buf[PAD (ia)]; \
  if (base + ib < width) \
    dst[(size_t) row * dpitch + base + ib] = buf[PAD (ib)]; \
  if (l == SEED_WG - 1) \
    sums[row * nblocks + b] = buf[PAD (SEED_N - 1)]; \
}

/* inclusive scan of buf[0..SEED_N) in place */
static void
seed_block_scan (__local SEED_T * buf, int l)
{
#if BLELLOCH
  int off = 1;
  SEED_T total;
  /* up-sweep */
  for (int d = SEED_N >> 1; d > 0; d >>= 1) {
    barrier (CLK_LOCAL_MEM_FENCE);
    if (l < d) {
      int ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
      buf[PAD (bi)] += buf[PAD (ai)];
    }
    off <<= 1;
  }
  barrier (CLK_LOCAL_MEM_FENCE);
  total = buf[PAD (SEED_N - 1)];
  barrier (CLK_LOCAL_MEM_FENCE);
  if (l == 0)
    buf[PAD (SEED_N - 1)] = 0;
  /* down-sweep: exclusive scan */
  for (int d = 1; d < SEED_N; d <<= 1) {
    off >>= 1;
    barrier (CLK_LOCAL_MEM_FENCE);
    if (l < d) {
      int ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
      SEED_T t = buf[PAD (ai)];
      buf[PAD (ai)] = buf[PAD (bi)];
      buf[PAD (bi)] += t;
    }
  }
  barrier (CLK_LOCAL_MEM_FENCE);
  /* exclusive -> inclusive: shift left by one, total at the end */
  {
    int ia = 2 * l, ib = 2 * l + 1;
    SEED_T va = ib < SEED_N ? buf[PAD (ib)] : total;
    SEED_T vb = ib + 1 < SEED_N ? buf[PAD (ib + 1)] : total;
    barrier (CLK_LOCAL_MEM_FENCE);
    buf[PAD (ia)] = va;
    buf[PAD (ib)] = vb;
  }
  barrier (CLK_LOCAL_MEM_FENCE);
#else
  /* Hillis-Steele, two elements per work-item, in place with a barrier
   * between reading and writing */
  for (int off = 1; off < SEED_N; off <<= 1) {
    int ia = 2 * l, ib = 2 * l + 1;
    barrier (CLK_LOCAL_MEM_FENCE);
    SEED_T ta = ia >= off ? buf[PAD (ia - off)] : 0;
    SEED_T tb = ib >= off ? buf[PAD (ib - off)] : 0;
    barrier (CLK_LOCAL_MEM_FENCE);
    buf[PAD (ia)] += ta;
    buf[PAD (ib)] += tb;
  }
  barrier (CLK_LOCAL_MEM_FENCE);
#endif
}

#if VEC_LOAD
#define LOAD_U8 \
  if (base + ib < width) { \
    uchar2 v = vload2 (l, s); \
    a = SEED_IN (v.x); c = SEED_IN (v.y); \
  } else { \
    a = base + ia < width ? SEED_IN (s[ia]) : 0; \
    c = 0; \
  }
#else
#define LOAD_U8 \
  a = base + ia < width ? SEED_IN (s[ia]) : 0; \
  c = base + ib < width ? SEED_IN (s[ib]) : 0;
#endif
#define LOAD_T \
  a = base + ia < width ? s[ia] : 0; \
  c = base + ib < width ? s[ib] : 0;

DEFINE_SEED_SCAN (seed_scan_u8, uchar, LOAD_U8)
DEFINE_SEED_SCAN (seed_scan, SEED_T, LOAD_T)

/* Scan the block totals of each row (few per row: one work-item per row)
 * and add them back to the blocks after the first. */
__kernel void
seed_add_block_sums (__global SEED_T * dst, int dpitch, int width,
    __global const SEED_T * sums, int nblocks)
{
  int x = get_global_id (0), row = get_global_id (1);
  if (x >= width)
    return;
  int b = x / SEED_N;
  SEED_T add = 0;
  for (int i = 0; i < b; i++)
    add += sums[row * nblocks + i];
  dst[(size_t) row * dpitch + x] += add;
}

/* Tiled transpose through local memory, +1 column of padding against bank
 * conflicts.  dst may be offset (dst_off) to build the final +1 layout. */
__kernel void
seed_transpose (__global const SEED_T * src, int spitch, int width,
    int height, __global SEED_T * dst, int dpitch, int dst_off)
{
  __local SEED_T tile[TILE][TILE + 1];
  int lx = get_local_id (0), ly = get_local_id (1);
  int bx = get_group_id (0) * TILE, by = get_group_id (1) * TILE;
  int x = bx + lx, y = by + ly;

  if (x < width && y < height)
    tile[ly][lx] = src[(size_t) y * spitch + x];
  barrier (CLK_LOCAL_MEM_FENCE);
  x = by + lx;
  y = bx + ly;
  if (x < height && y < width)
    dst[dst_off + (size_t) y * dpitch + x] = tile[lx][ly];
}

/* zero row 0 and column 0 of the final +1 layout */
__kernel void
seed_zero_border (__global SEED_T * out, int opitch, int width, int height)
{
  int i = get_global_id (0);
  if (i <= width)
    out[i] = 0;
  if (i <= height)
    out[(size_t) i * opitch] = 0;
}
