/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Viola-Jones (Haar or LBP cascade) detection, reproducing OpenCV 4's
 * detectMultiScale decisions bit for bit (see gst/clanalytics/reference/gstclhaarref.c, the CPU
 * reference, for the list of what OpenCV does; gstcllbpref.c for LBP).
 *
 * Haar and LBP share everything but the feature evaluation (FEATURE_LBP
 * selects it): the pyramid, the atlas, the scan and skip, the persistent
 * uber-kernel and the serial CPU kernel, the fixed-point stage sums.  An
 * LBP window has no variance factor (every window is evaluated) and a
 * stump's value is its subset's bit for the window's MB-LBP code.
 *
 * Pyramid, for all levels in one launch each:
 *   haar_rows      one work-group per level row: bit-exact bilinear resize
 *                  of the source row pair, prefix sums of the pixels and
 *                  their squares, written to row y + 1 of the level's block
 *   haar_cols      one work-item per level column: running sums down the
 *                  column turn the row prefixes into integral images
 *   haar_strip_sums, haar_strip_carry, haar_strip_rows  (STRIP_ROWS > 0,
 *                  instead of the two above) the same integrals in strips
 *                  of rows: the strips' column sums, their carry down each
 *                  column, then each strip's rows written once
 *   haar_pyramid_serial  (CPU devices, instead of the above) one
 *                  work-item per level: resize, row sums and the row above
 *                  in one pass, as cv::integral, 16 pixels per vector
 *   haar_tilted_a  (tilted cascades) one work-item per anti-diagonal: sums
 *                  of row prefixes along x + y = c
 *   haar_tilted_b  one work-item per diagonal: subtracts the sums along
 *                  x - y = c, leaving OpenCV's tilted integral
 * Detection (haar_detect: the persistent-threads design of Jia et al.,
 * docs/design-notes.md):
 *   haar_detect_serial  (CPU devices) one work-item per row of windows,
 *                  OpenCV's scan order and skip, no barriers
 *   haar_detect    an uber-kernel over all levels: persistent work-groups of
 *                  one warp take tiles of windows from a global atomic
 *                  counter; stages 0 .. QUEUE_STAGE-1 run one window per
 *                  work-item, survivors go to a local queue, later stages
 *                  run cooperatively (the work-items split a stage's weak
 *                  classifiers over COOP_WINDOWS queued windows and reduce
 *                  in local memory).  Tried and measured slower on an
 *                  H100: full-warp queues per stage fed across tiles, and
 *                  a per-group copy of the tile's integral images in local
 *                  memory (the atlas reads mostly hit L1 already).
 *
 * PoCL 3.1 note: keep barriers out of if/else-if chains inside the
 * persistent loop; its parallel-region builder asserts (or silently
 * miscompiles) on them.
 *
 * Exactness: integral sums wrap modulo 2^32 like OpenCV's CV_32S ones;
 * feature values are computed in float with the same operations and no
 * contraction; the variance factor uses double where the device has it;
 * stage sums are 64-bit fixed point (the host scales the leaves so every
 * sum is exact in any order), which equals OpenCV's sequential double sums
 * for every cascade it ships (GstClCascade.exact_fixed_sums).
 *
 * OpenCL C 1.2 only: atomic_inc/atomic_add on 32-bit ints, no printf.
 */

#pragma OPENCL FP_CONTRACT OFF

/* work-group size of haar_detect: one warp (32) or wavefront (64) */
#ifndef WG_SIZE
#define WG_SIZE 32
#endif
/* window tile width; a tile is WG_SIZE windows, TILE_W x TILE_H */
#ifndef TILE_W
#define TILE_W 32
#endif
#define TILE_H (WG_SIZE / TILE_W)
/* stages run one window per work-item before the local queue */
#ifndef QUEUE_STAGE
#define QUEUE_STAGE 2
#endif
/* queued windows evaluated together in the cooperative stages */
#ifndef COOP_WINDOWS
#define COOP_WINDOWS 4
#endif
#define LANES_PER_WINDOW (WG_SIZE / COOP_WINDOWS)
/* the local queue holds at most one tile */
#define QUEUE_SIZE WG_SIZE
/* every weak classifier is a single node */
#ifndef STUMPS_ONLY
#define STUMPS_ONLY 1
#endif
/* most nodes in one weak classifier (bounds tree walks) */
#ifndef MAX_TREE_NODES
#define MAX_TREE_NODES 255
#endif
/* haar_cols in tiles of COL_TILE_W columns, COL_TILE_ROWS runs of COL_RUN
 * rows at a time (the host's GST_CL_HAAR_COL_TILE_ROWS) */
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
/* haar_detect: the cooperative stages read Haar stumps field by field
 * (the soa argument: blocks of 32 nodes, each field of the 32 together),
 * so that lanes on consecutive stumps load consecutive 16-byte fields
 * instead of 80-byte strided structs; LBP stumps, whose subset words the
 * lanes read whole, stay structs (measured in bench/README.md) */
#define NODE_SOA (!FEATURE_LBP)
/* haar_detect (Haar, stumps): the soa argument holds each stump packed
 * in 24 bytes instead of field by field in 80 (GstClHaarTuning
 * packed_stumps: the host sets it only for cascades whose stumps fit, see
 * gst_cl_haar_use_packed_stumps ()) */
#ifndef PACKED_STUMPS
#define PACKED_STUMPS 0
#endif
/* Haar features: a corner of the second or third rectangle at the same
 * place as the first rectangle's corner of the same index (the shared edge
 * of two-rectangle features, the shared corners of four-rectangle ones:
 * 11% of the corners of haarcascade_frontalface_default) is taken from the
 * first rectangle's load instead of loaded again; the sums are the same
 * integers.  GPUs only: on a CPU the tests per corner cost more than the
 * loads they save; not in the packed stumps' form (PACKED_STUMPS), where it
 * did not pay either (bench/README.md, "Shared corners") */
#define SHARE_CORNERS (!CPU_BUILD)
/* a CPU device: see CPU_INLINE */
#ifndef CPU_BUILD
#define CPU_BUILD 0
#endif
/* Which kernels this build holds: a program's binary holds all of its
 * kernels compiled (PoCL generates every kernel's code when the binary is
 * read for the cache, 8 s of a 10 s cold start on two cores for kernels a
 * CPU never launches), so the engine builds only what it launches.
 * PYRAMID_KERNELS: 1 haar_rows + haar_cols, 2 haar_pyramid_serial;
 * DETECT_KERNELS: 1 haar_detect, 2 haar_detect_serial; 3: both.
 * TILTED_KERNELS: the tilted passes.  Unset: everything. */
#ifndef PYRAMID_KERNELS
#define PYRAMID_KERNELS 3
#endif
#ifndef DETECT_KERNELS
#define DETECT_KERNELS 3
#endif
#ifndef TILTED_KERNELS
#define TILTED_KERNELS 1
#endif
/* an LBP cascade (OpenCV's LBPEvaluator): see the top of the file */
#ifndef FEATURE_LBP
#define FEATURE_LBP 0
#endif
/* CPU LBP: the serial pyramid also writes the low 16 bits of every
 * integral element to a plane of its own (ii16), and haar_detect_serial
 * computes the MB-LBP codes of 16 windows per 16-bit vector from it (the
 * host sets it only where every cell sum of the cascade is below 2^16, so
 * that sums and comparisons modulo 2^16 are exact), and decides stages of
 * up to 8 stumps from a pass table indexed by the stumps' outcomes */
#ifndef LBP16
#define LBP16 0
#endif
/* the pyramid keeps squared sums (Haar's variance); LBP has a sum plane
 * only (sq_plane is then 0 and nothing may be written there) */
#define SQUARES (!FEATURE_LBP)
/* cl_khr_fp64 is available: bit-exact variance normalisation */
#ifndef USE_DOUBLE
#define USE_DOUBLE 1
#endif

#if USE_DOUBLE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#if (WG_SIZE % TILE_W) != 0 || (WG_SIZE % COOP_WINDOWS) != 0
#error "WG_SIZE must be a multiple of TILE_W and COOP_WINDOWS"
#endif

#if (LANES_PER_WINDOW & (LANES_PER_WINDOW - 1)) != 0
#error "WG_SIZE / COOP_WINDOWS must be a power of two"
#endif
#if (ROW_WG & (ROW_WG - 1)) != 0
#error "ROW_WG must be a power of two"
#endif

/* GstClHaarDevNode: the four corner offsets of each rectangle in the
 * atlas, the weights and the threshold, and for stumps the fixed-point
 * leaves (for trees the next node, > 0, or minus the leaf index, <= 0).
 * LBP stumps: r0 = (offset of the grid's top-left point, cell width, cell
 * height * stride, 0), r1 and r2 the 8 subset words, next the leaves. */
typedef struct
{
  int4 r0, r1, r2;
  float4 wt;
  long2 next;
} HaarNode;

/* GstClHaarDevStage */
typedef struct
{
  int first;
  int count;
  long thr;
} HaarStage;

/* GstClHaarDevLevel */
typedef struct
{
  int w, h, base, xtab;
  int ytab, step, nx, ny;
  int tiles_x, first_block, first_row, first_col;
  int first_diag, first_wrow, first_strip, cs_base;
} HaarLevel;

/* The level holding global index @key of a cumulative numbering. */
#define FIND_LEVEL(levels, n, field, key, out)         \
  do {                                                 \
    int lo_ = 0, hi_ = (n) - 1;                        \
    while (lo_ < hi_) {                                \
      int mid_ = (lo_ + hi_ + 1) >> 1;                 \
      if ((levels)[mid_].field <= (key))               \
        lo_ = mid_;                                    \
      else                                             \
        hi_ = mid_ - 1;                                \
    }                                                  \
    (out) = lo_;                                       \
  } while (0)

/* CPU builds by clang (PoCL): force the inlining that makes @step a
 * constant in each copy of scan_row8 (PoCL's inliner keeps the calls), and
 * load (store) 8 or 16 elements at element alignment in one go (PoCL's
 * vload8 comes out as four 8-byte loads); -25% and -20% of
 * haar_detect_serial's time at 1920x1080.  Other compilers get the
 * portable forms. */
#if CPU_BUILD && defined(__clang__)
/* 8-wide long and double vectors are two AVX registers: clang warns about
 * the ABI of such arguments, which does not matter inside one kernel */
#pragma clang diagnostic ignored "-Wpsabi"
#define CPU_INLINE __attribute__ ((always_inline)) inline
typedef uint8 haar_uint8_u __attribute__ ((aligned (4)));
typedef uint16 haar_uint16_u __attribute__ ((aligned (4)));
typedef ushort16 haar_ushort16_u __attribute__ ((aligned (2)));
typedef uchar16 haar_uchar16_u __attribute__ ((aligned (1)));
#define VLOAD8(p) (*(__global const haar_uint8_u *) (p))
#define VLOAD16(p) (*(__global const haar_uint16_u *) (p))
#define VLOAD16B(p) (*(__global const haar_uchar16_u *) (p))
#define VSTORE16(v, p) (*(__global haar_uint16_u *) (p) = (v))
#define VSTORE16S(v, p) (*(__global haar_ushort16_u *) (p) = (v))
#define VSTORE16L(v, p) (*(__local haar_uint16_u *) (p) = (v))
#else
#define CPU_INLINE inline
#define VLOAD8(p) vload8 (0, (p))
#define VLOAD16(p) vload16 (0, (p))
#define VLOAD16B(p) vload16 (0, (p))
#define VSTORE16(v, p) vstore16 ((v), 0, (p))
#define VSTORE16S(v, p) vstore16 ((v), 0, (p))
#define VSTORE16L(v, p) vstore16 ((v), 0, (p))
#endif

/* ------------------------------------------------------------------ */
/* Pyramid                                                              */

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
/* haar_cols' tiles: each work-item a run of COL_RUN rows (below).  On an
 * H100 at 1080p (Haar): 0.092 ms with 16, 0.098-0.099 with 8, 0.104-0.105
 * with 4, 0.111-0.112 with 2, 0.140-0.141 with 1, a work-item per column
 * walking the tile (bench/README.md, "The column pass in runs", "The row
 * pass in smaller groups") */
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
       * made haar_strip_rows 0.072 -> 0.094 ms for LBP at 1080p on an
       * H100) */
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

/* A(X, Y) = sum over y < Y of P(y, X + Y - 1 - y), walked along one
 * anti-diagonal c = X + Y - 1; A(X, 0) = 0 and, right of the image,
 * A(w + 1, Y) = S(w, Y). */
#if TILTED_KERNELS
__kernel void
haar_tilted_a (__global const HaarLevel * levels, int n_levels,
    int total_diags, __global uint * ii, int stride, int tilted_plane)
{
  const int gd = get_global_id (0);
  int li;

  if (gd >= total_diags)
    return;
  FIND_LEVEL (levels, n_levels, first_diag, gd, li);
  {
    const HaarLevel lv = levels[li];
    const int c = gd - lv.first_diag;
    __global uint *t = ii + tilted_plane + lv.base;
    const int y0 = max (1, c + 1 - lv.w);
    const int y1 = min (lv.h, c + 1);
    int y = y0;
    uint acc;

    if (c <= lv.w)
      t[c] = 0;
    acc = y0 == 1 ? 0 : ii[lv.base + mul24 (y0 - 1, stride) + lv.w];
    for (; y + COL_UNROLL - 1 <= y1; y += COL_UNROLL) {
      uint v[COL_UNROLL];

#pragma unroll
      for (int k = 0; k < COL_UNROLL; k++)
        v[k] = row_prefix (ii, lv.base, stride, lv.w, y + k - 1,
            c + 1 - (y + k));
#pragma unroll
      for (int k = 0; k < COL_UNROLL; k++) {
        acc += v[k];
        t[mul24 (y + k, stride) + c + 1 - (y + k)] = acc;
      }
    }
    for (; y <= y1; y++) {
      acc += row_prefix (ii, lv.base, stride, lv.w, y - 1, c + 1 - y);
      t[mul24 (y, stride) + c + 1 - y] = acc;
    }
  }
}
#endif /* TILTED_KERNELS */

/* B(X, Y) = sum over y < Y of P(y, X - Y + y), along X - Y = e; T = A - B */
#if TILTED_KERNELS
__kernel void
haar_tilted_b (__global const HaarLevel * levels, int n_levels,
    int total_diags, __global uint * ii, int stride, int tilted_plane)
{
  const int gd = get_global_id (0);
  int li;

  if (gd >= total_diags)
    return;
  FIND_LEVEL (levels, n_levels, first_diag, gd, li);
  {
    const HaarLevel lv = levels[li];
    const int e = gd - lv.first_diag - lv.h;
    __global uint *t = ii + tilted_plane + lv.base;
    const int y1 = min (lv.h, lv.w - e);
    int y = max (1, -e);
    uint acc = 0;

    for (; y + COL_UNROLL - 1 <= y1; y += COL_UNROLL) {
      uint v[COL_UNROLL], old[COL_UNROLL];

#pragma unroll
      for (int k = 0; k < COL_UNROLL; k++) {
        const int x = e + y + k;

        v[k] = x > 0 ? row_prefix (ii, lv.base, stride, lv.w, y + k - 1,
            x - 1) : 0;
        old[k] = t[mul24 (y + k, stride) + x];
      }
#pragma unroll
      for (int k = 0; k < COL_UNROLL; k++) {
        acc += v[k];
        t[mul24 (y + k, stride) + e + y + k] = old[k] - acc;
      }
    }
    for (; y <= y1; y++) {
      const int x = e + y;

      acc += x > 0 ? row_prefix (ii, lv.base, stride, lv.w, y - 1, x - 1) : 0;
      t[mul24 (y, stride) + x] -= acc;
    }
  }
}
#endif /* TILTED_KERNELS */

/* ------------------------------------------------------------------ */
/* Detection                                                            */

/* A window is its integral image @ii and the offset @b of its top-left
 * corner; a corner is read at ii[b + offset] with the sum in 32 bits (every
 * offset is >= 0), so that a GPU computes each address with one widening
 * multiply-add instead of 64-bit sums of sign-extended offsets. */
#define WIN_AT(ii, b, off) ((ii)[(b) + (uint) (off)])

inline int
box_sum (__global const uint * ii, uint b, int4 c)
{
  return (int) (WIN_AT (ii, b, c.s0) - WIN_AT (ii, b, c.s1) -
      WIN_AT (ii, b, c.s2) + WIN_AT (ii, b, c.s3));
}

#if FEATURE_LBP
/* LBPEvaluator::OptFeature::calc: the 8-bit code of the 3x3 cells whose
 * 4x4 grid of integral points starts at ii[b + g.s0], g.s1 and g.s2 apart;
 * each outer cell's sum compared (signed, >=) with the centre's, bits
 * 128 .. 1 clockwise from the top-left cell.  A cell sum is the difference
 * of two row differences, modulo 2^32 as OpenCV's int sums. */
inline int
lbp_code (__global const uint * ii, uint b, int4 g)
{
  const int dx = g.s1, dy = g.s2;
  uint h[4][3];

  for (int i = 0; i < 4; i++) {
    const uint r = b + (uint) (g.s0 + mul24 (i, dy));
    const uint a0 = ii[r], a1 = ii[r + dx], a2 = ii[r + 2 * dx],
        a3 = ii[r + 3 * dx];

    h[i][0] = a1 - a0;
    h[i][1] = a2 - a1;
    h[i][2] = a3 - a2;
  }
  {
    const int c = (int) (h[2][1] - h[1][1]);

    return ((int) (h[1][0] - h[0][0]) >= c ? 128 : 0) |
        ((int) (h[1][1] - h[0][1]) >= c ? 64 : 0) |
        ((int) (h[1][2] - h[0][2]) >= c ? 32 : 0) |
        ((int) (h[2][2] - h[1][2]) >= c ? 16 : 0) |
        ((int) (h[3][2] - h[2][2]) >= c ? 8 : 0) |
        ((int) (h[3][1] - h[2][1]) >= c ? 4 : 0) |
        ((int) (h[3][0] - h[2][0]) >= c ? 2 : 0) |
        ((int) (h[2][0] - h[1][0]) >= c ? 1 : 0);
  }
}

/* predictCategoricalStump's test: the node's subset holds the code.  The
 * 8 subset words are r1's 4 then r2's, @hi int4s further on. */
inline bool
subset_has (__global const int4 * r1, int hi, int code)
{
  const int w = code >> 5;
  __global const int *words = (__global const int *) (r1 + (w >> 2) * hi);

  return (words[w & 3] >> (code & 31)) & 1;
}

/* One stump's fixed-point leaf (LBP cascades are stumps only) */
inline long
weak_value (__global const uint * ii, uint b, float vnf,
    __global const HaarNode * nodes, __global const int *weak_roots,
    __global const long *leaves, int j)
{
  __global const HaarNode *nd = nodes + j;
  const long2 lf = nd->next;

  return subset_has (&nd->r1, 1, lbp_code (ii, b, nd->r0)) ? lf.s0 : lf.s1;
}

#else /* Haar */

/* HaarEvaluator::OptFeature::calc () * varianceNormFactor: every product
 * and sum rounded to float on its own, in OpenCV's order; the third
 * rectangle (*r2) is read only when it has a weight */
#if SHARE_CORNERS
/* box_sum of @c, whose corners equal to @f's of the same index are @a's */
inline int
box_sum_shared (__global const uint * ii, uint b, int4 c, int4 f, uint4 a)
{
  const uint v0 = c.s0 == f.s0 ? a.s0 : WIN_AT (ii, b, c.s0);
  const uint v1 = c.s1 == f.s1 ? a.s1 : WIN_AT (ii, b, c.s1);
  const uint v2 = c.s2 == f.s2 ? a.s2 : WIN_AT (ii, b, c.s2);
  const uint v3 = c.s3 == f.s3 ? a.s3 : WIN_AT (ii, b, c.s3);

  return (int) (v0 - v1 - v2 + v3);
}
#endif

inline float
feature_value (__global const uint * ii, uint b, float4 wt, int4 r0, int4 r1,
    __global const int4 * r2, float vnf)
{
#if SHARE_CORNERS
  const uint4 a = (uint4) (WIN_AT (ii, b, r0.s0), WIN_AT (ii, b, r0.s1),
      WIN_AT (ii, b, r0.s2), WIN_AT (ii, b, r0.s3));
  const float p0 = wt.s0 * (float) (int) (a.s0 - a.s1 - a.s2 + a.s3);
  const float p1 = wt.s1 * (float) box_sum_shared (ii, b, r1, r0, a);
#else
  const float p0 = wt.s0 * (float) box_sum (ii, b, r0);
  const float p1 = wt.s1 * (float) box_sum (ii, b, r1);
#endif
  float ret = p0 + p1;

  if (wt.s2 != 0.0f) {
#if SHARE_CORNERS
    const float p2 = wt.s2 * (float) box_sum_shared (ii, b, *r2, r0, a);
#else
    const float p2 = wt.s2 * (float) box_sum (ii, b, *r2);
#endif

    ret = ret + p2;
  }
  return ret * vnf;
}

inline float
node_value (__global const uint * ii, uint b, __global const HaarNode * nd,
    float vnf)
{
  return feature_value (ii, b, nd->wt, nd->r0, nd->r1, &nd->r2, vnf);
}

/* One weak classifier's fixed-point leaf: @j is the node (stumps) or the
 * weak classifier (trees) index. */
inline long
weak_value (__global const uint * ii, uint b, float vnf,
    __global const HaarNode * nodes, __global const int *weak_roots,
    __global const long *leaves, int j)
{
#if STUMPS_ONLY
  __global const HaarNode *nd = nodes + j;
  const float v = node_value (ii, b, nd, vnf);
  const long2 lf = nd->next;

  return v < nd->wt.s3 ? lf.s0 : lf.s1;
#else
  int idx = weak_roots[j];

  /* children come after parents: at most MAX_TREE_NODES steps */
  for (int guard = 0; guard < MAX_TREE_NODES; guard++) {
    __global const HaarNode *nd = nodes + idx;
    const float v = node_value (ii, b, nd, vnf);
    const long2 nx = nd->next;
    const int next = (int) (v < nd->wt.s3 ? nx.s0 : nx.s1);

    if (next <= 0)
      return leaves[-next];
    idx = next;
  }
  return 0;
#endif
}
#endif /* FEATURE_LBP */

#if NODE_SOA && STUMPS_ONLY
/* weak_value for stump @j from the field-by-field copy (GstClHaarDevCascade
 * soa): blocks of 32 stumps, each block r0[32], r1[32], r2[32], wt[32],
 * next[32] as int4s.  Same arithmetic as weak_value. */
inline long
weak_value_soa (__global const uint * ii, uint b, float vnf,
    __global const int4 * soa, int j)
{
  __global const int4 *p = soa + mad24 (j >> 5, 5 * 32, j & 31);
  const long2 lf = as_long2 (p[128]);
#if FEATURE_LBP
  (void) vnf;
  return subset_has (p + 32, 32, lbp_code (ii, b, p[0])) ? lf.s0 : lf.s1;
#else
  const float4 wt = as_float4 (p[96]);

  return feature_value (ii, b, wt, p[0], p[32], p + 64, vnf) < wt.s3 ?
      lf.s0 : lf.s1;
#endif
}
#define COOP_WEAK_VALUE(ii, b, vnf, j) weak_value_soa (ii, b, vnf, soa, j)
#else
#define COOP_WEAK_VALUE(ii, b, vnf, j) \
  weak_value (ii, b, vnf, nodes, weak_roots, leaves, j)
#endif

#if PACKED_STUMPS && STUMPS_ONLY && !FEATURE_LBP
/* The corner offsets of a packed rectangle @r (x, y, w, h in bits 0-5,
 * 6-11, 12-17, 18-23, its weight in bits 24-31) in an atlas of row length
 * @S. */
inline int4
packed_rect (uint r, int S)
{
  const int o = mad24 ((int) (r >> 6) & 63, S, (int) (r & 63));
  const int w = (int) (r >> 12) & 63;
  const int oh = mad24 ((int) (r >> 18) & 63, S, o);

  return (int4) (o, o + w, oh, oh + w);
}

/* weak_value for stump @j packed (GstClHaarDevCascade soa with
 * packed_stumps): blocks of 32 stumps, each the 32 int4s (r0, r1, r2,
 * threshold) then the 32 float2 leaves.  A rectangle's weight is a small
 * integer, so the weighted sum is an integer below 2^24 (the host checks
 * it) and equals OpenCV's float sum; the leaves are fixed-point integers
 * that a float holds exactly.  Every corner is loaded: taking the first
 * rectangle's shared corners (SHARE_CORNERS) made this form slower on an
 * H100 (bench/README.md, "Stumps in 24 bytes"). */
inline long
weak_value_packed (__global const uint * ii, uint b, float vnf,
    __global const int4 * pk, int S, int j)
{
  __global const int4 *blk = pk + mul24 (j >> 5, 48);
  const int4 g = blk[j & 31];
  const float2 lf = ((__global const float2 *) (blk + 32))[j & 31];
  int v = (g.s0 >> 24) * box_sum (ii, b, packed_rect ((uint) g.s0, S));

  v += (g.s1 >> 24) * box_sum (ii, b, packed_rect ((uint) g.s1, S));
  if ((g.s2 >> 24) != 0)
    v += (g.s2 >> 24) * box_sum (ii, b, packed_rect ((uint) g.s2, S));
  return convert_long ((float) v * vnf < as_float (g.s3) ? lf.s0 : lf.s1);
}

inline long
stage_sum_packed (__global const uint * ii, uint b, float vnf,
    __global const int4 * pk, int S, HaarStage st)
{
  long sum = 0;

  for (int j = 0; j < st.count; j++)
    sum += weak_value_packed (ii, b, vnf, pk, S, st.first + j);
  return sum;
}

#undef COOP_WEAK_VALUE
#define COOP_WEAK_VALUE(ii, b, vnf, j) \
  weak_value_packed (ii, b, vnf, soa, stride, j)
#define DENSE_STAGE_SUM(b, vnf, st) \
  stage_sum_packed (ii, b, vnf, soa, stride, st)
#else
#define DENSE_STAGE_SUM(b, vnf, st) \
  stage_sum (ii, b, vnf, nodes, weak_roots, leaves, st)
#endif

inline long
stage_sum (__global const uint * ii, uint b, float vnf,
    __global const HaarNode * nodes, __global const int *weak_roots,
    __global const long *leaves, HaarStage st)
{
  long sum = 0;

  for (int j = 0; j < st.count; j++)
    sum += weak_value (ii, b, vnf, nodes, weak_roots, leaves, st.first + j);
  return sum;
}

inline bool
variance_factor (int vs, uint vq, int area, float *vnf)
{
  const long nf = (long) area * (long) vq - (long) vs * (long) vs;

  if (nf <= 0) {
    *vnf = 1.0f;
    return false;
  }
#if USE_DOUBLE
  {
    const double f = (double) (float) (1.0 / sqrt ((double) nf));

    *vnf = (float) f;
    return (double) area * f < 0.1;
  }
#else
  *vnf = rsqrt ((float) nf);
  return (float) area * *vnf < 0.1f;
#endif
}

inline int4
norm_corners (int4 norm)
{
  return (int4) (norm.x, norm.x + norm.y, norm.x + norm.z,
      norm.x + norm.y + norm.z);
}

inline bool
window_factor (__global const uint * ii, uint b, int sq_plane, int4 norm,
    float *vnf)
{
#if FEATURE_LBP
  /* no variance normalisation: every window is evaluated */
  (void) ii;
  (void) b;
  (void) sq_plane;
  (void) norm;
  *vnf = 1.0f;
  return true;
#else
  const int4 c = norm_corners (norm);

  return variance_factor (box_sum (ii, b, c),
      (uint) box_sum (ii, b + (uint) sq_plane, c), norm.w, vnf);
#endif
}

/* OpenCV skips the window after one rejected by stage 0 (result 0).  A
 * window is evaluated, and its hit reported, only when the run of such
 * rejections right before it in its row has even length. */
inline bool
evaluated_by_opencv (int sq_plane, __global const uint * ii, uint b, int x,
    int step, int4 norm, __global const HaarNode * nodes,
    __global const int *weak_roots, __global const long *leaves,
    HaarStage st0)
{
  int run = 0;

  for (int xp = x - step; xp >= 0; xp -= step) {
    const uint w = b - (uint) (x - xp);
    float vnf;

    if (!window_factor (ii, w, sq_plane, norm, &vnf))
      break;
    if (stage_sum (ii, w, vnf, nodes, weak_roots, leaves, st0) >= st0.thr)
      break;
    run++;
  }
  return (run & 1) == 0;
}

/*
 * Persistent work-groups of one warp.  Each turn the group takes the next
 * tile of TILE_W x TILE_H windows (any level) from a global atomic
 * counter; stages 0 .. QUEUE_STAGE-1 run one window per work-item; the
 * tile's survivors are compacted into a local queue (atomic_inc on a
 * local counter) and the later stages run cooperatively:
 * the work-items split a stage's weak classifiers over the queued windows
 * (COOP_ADAPT: all lanes on one window, half on each of two, ... one lane
 * each when the queue holds more than half a group; at most COOP_WINDOWS
 * windows at a time) and add their fixed-point sums up in local memory.
 * Every barrier is reached by the whole group: the loop bounds and
 * branches around them are uniform.
 *
 * What bounds it (NVIDIA H100, ncu on the kernel's PTX run through the
 * CUDA driver, bench/README.md): the L1's LSU data pipe, 85% busy with
 * the corner and node loads, most of them in the cooperative stages, where
 * a request touches ~9 sectors; warps wait on those loads (long
 * scoreboard) most of the time.  Loop unrolling, index arithmetic, stumps
 * in constant memory and tiles of stacked rows changed nothing or made it
 * slower; the changes that cut the cooperative stages' work and latency
 * paid: COOP_ADAPT, SKIP_PRUNE (stage-0 survivors that OpenCV skips never
 * enter the queue), REVERSE_ORDER (the levels of the largest windows, whose
 * tiles run the most stages, first), the stumps of each stage sorted by
 * place on the host (2.8%), 32 groups per compute unit rather than 24
 * (1.5%; 16 are 18% slower), and the stumps packed in 24 bytes (4%: a
 * probe that loaded the cooperative stages' 80-byte stumps twice took
 * 0.25 ms more, the corners twice 0.5 ms more).  Stage 0 in a pass of its
 * own, from local memory, cost more than it saved (bench/README.md, "Stage 0
 * in a pass of its own").
 *
 * Ablation switches (each 1 by default; every combination gives the same
 * hits): PERSISTENT=0 one work-group per tile over an NDRange of all
 * tiles (the host launches n_blocks groups), DYNAMIC=0 persistent groups
 * take tiles g, g + G, g + 2G ... instead of the atomic counter,
 * LOCAL_QUEUE=0 every work-item runs all stages on its own window (no
 * queue, no cooperative stages), USE_MUL24=0 plain multiplies instead of
 * mul24/mad24 (all kernels).  COOP_ADAPT, SKIP_PRUNE, REVERSE_ORDER,
 * COOP_LINEAR_SUM and COOP_SKIP_COMPACT (also 1 by default) switch off the
 * same way; NODE_SOA (1 for Haar, 0 for LBP) switches either way, and so
 * does the host's STUMP_ORDER (the stumps of each stage by place).
 */
#if DETECT_KERNELS & 1
__kernel __attribute__ ((reqd_work_group_size (WG_SIZE, 1, 1)))
void
haar_detect (__global const uint * ii, int sq_plane, int stride,
    __global const HaarLevel * levels, int n_levels, int n_blocks,
    __global const HaarNode * nodes, __global const HaarStage * stages,
    int n_stages, __global const int *weak_roots, __global const long *leaves,
    int4 norm, __global int *counters, __global int4 * hits, int hit_capacity,
    __global const int4 * soa)
{
  __local int l_block;
  __local int l_count;
  __local int l_fail;
  __local int l_base[QUEUE_SIZE];
  __local float l_vnf[QUEUE_SIZE];
  __local int l_xy[QUEUE_SIZE];
  __local int l_pass[QUEUE_SIZE];
  __local long l_part[WG_SIZE];
  __local uint l_rej[TILE_H];
  const int lid = get_local_id (0);
  const int first_queued = min (QUEUE_STAGE, n_stages);

  for (;;) {
    int blk, li, n;

    if (lid == 0) {
      /* dynamic mapping: the next tile of windows, any level */
      l_block = atomic_inc (&counters[0]);
      l_count = 0;
      l_fail = 0;
      for (int r = 0; r < TILE_H; r++)
        l_rej[r] = 0;
    }
    barrier (CLK_LOCAL_MEM_FENCE);
    blk = l_block;
    if (blk >= n_blocks)
      break;
    /* the smallest levels (the largest faces, whose tiles run the most
     * stages) first, so that their long tiles do not finish last */
    blk = n_blocks - 1 - blk;

    FIND_LEVEL (levels, n_levels, first_block, blk, li);
    {
      const HaarLevel lv = levels[li];
      const int t = blk - lv.first_block;
      const int ty = t / lv.tiles_x;
      const int tx = t - mul24 (ty, lv.tiles_x);
      const int ix = mad24 (tx, TILE_W, lid % TILE_W);
      const int iy = mad24 (ty, TILE_H, lid / TILE_W);
      const int x = mul24 (ix, lv.step), y = mul24 (iy, lv.step);
      const int wbase = lv.base + mad24 (y, stride, x);
      bool alive = ix < lv.nx && iy < lv.ny;
      float vnf = 1.0f;

      if (alive)
        alive = window_factor (ii, wbase, sq_plane, norm, &vnf);

      /* stages 0 .. QUEUE_STAGE-1: one window per work-item */
      {
        /* OpenCV does not evaluate the window after one that stage 0
         * rejects (see evaluated_by_opencv): the tile row's stage-0
         * rejections in a bit mask tell, for most survivors, whether OpenCV
         * evaluates them; those it skips are dropped before the later
         * stages.  Survivors whose run of rejections reaches back to the
         * tile's first column (and a column before it) stay, for the walk
         * at the end. */
        const int col = lid % TILE_W;
        const bool valid = alive;

        if (alive && first_queued > 0)
          alive = DENSE_STAGE_SUM (wbase, vnf, stages[0]) >= stages[0].thr;
        if (valid && !alive && first_queued > 0)
          atomic_or (&l_rej[lid / TILE_W], 1u << col);
        barrier (CLK_LOCAL_MEM_FENCE);
        if (alive && first_queued > 0) {
          const uint before = ~l_rej[lid / TILE_W] & ((1u << col) - 1);

          if (before != 0)
            alive = ((col - 32 + (int) clz (before)) & 1) == 0;
          else if (tx == 0)
            alive = (col & 1) == 0;
        }
      }
      for (int s = 1; s < first_queued; s++) {
        const HaarStage st = stages[s];

        if (alive)
          alive = DENSE_STAGE_SUM (wbase, vnf, st) >= st.thr;
      }
      if (alive) {
        const int q = atomic_inc (&l_count);

        l_base[q] = wbase;
        l_vnf[q] = vnf;
        l_xy[q] = (x << 16) | y;
      }
      barrier (CLK_LOCAL_MEM_FENCE);
      n = l_count;

      /* later stages: the work-group on the queued windows, at most
       * COOP_WINDOWS at a time */
      for (int s = first_queued; s < n_stages && n > 0; s++) {
        const HaarStage st = stages[s];
        /* as many lanes on each window as the queue leaves: all of them
         * on one window, half on each of two ... down to
         * LANES_PER_WINDOW (n is the same in every work-item) */
        int lpw = WG_SIZE;

        while (lpw > LANES_PER_WINDOW && lpw * n > WG_SIZE)
          lpw >>= 1;
        const int sub = lid & (lpw - 1);

        for (int q0 = 0; q0 < n; q0 += WG_SIZE / lpw) {
          const int qi = q0 + lid / lpw;
          long part = 0;

          if (qi < n) {
            const uint qb = l_base[qi];
            const float qv = l_vnf[qi];

            for (int j = sub; j < st.count; j += lpw)
              part += COOP_WEAK_VALUE (ii, qb, qv, st.first + j);
          }
          l_part[lid] = part;
          barrier (CLK_LOCAL_MEM_FENCE);
          /* the window's first lane adds up the others' parts: one
           * barrier instead of one per halving */
          if (sub == 0 && qi < n)
            for (int k = 1; k < lpw; k++)
              part += l_part[lid + k];
          /* the window's sum is in its first lane's part */
          if (sub == 0 && qi < n) {
            l_pass[qi] = part >= st.thr;
            if (part < st.thr)
              atomic_inc (&l_fail);
          }
          barrier (CLK_LOCAL_MEM_FENCE);
        }

        /* compact the survivors (COOP_SKIP_COMPACT: unless all passed;
         * l_fail is read by every work-item before the barrier below) */
        if (l_fail != 0)
        {
          const bool keep = lid < n && l_pass[lid];
          int kb = 0, kxy = 0;
          float kv = 0.0f;

          if (keep) {
            kb = l_base[lid];
            kv = l_vnf[lid];
            kxy = l_xy[lid];
          }
          barrier (CLK_LOCAL_MEM_FENCE);
          if (lid == 0) {
            l_count = 0;
            l_fail = 0;
          }
          barrier (CLK_LOCAL_MEM_FENCE);
          if (keep) {
            const int q = atomic_inc (&l_count);

            l_base[q] = kb;
            l_vnf[q] = kv;
            l_xy[q] = kxy;
          }
          barrier (CLK_LOCAL_MEM_FENCE);
          n = l_count;
        }
      }

      /* survivors of every stage: report those OpenCV's scan evaluates */
      if (lid < n) {
        const int qx = l_xy[lid] >> 16, qy = l_xy[lid] & 0xffff;

        if (evaluated_by_opencv (sq_plane, ii, l_base[lid], qx, lv.step,
                norm, nodes, weak_roots, leaves, stages[0])) {
          const int h = atomic_inc (&counters[1]);

          if (h < hit_capacity)
            hits[h] = (int4) (li, qx, qy, 0);
        }
      }
    }
    /* everyone is done with the queue and l_block before work-item 0
     * reuses them */
    barrier (CLK_LOCAL_MEM_FENCE);
  }
}
#endif /* DETECT_KERNELS & 1 */

/*
 * CPU devices: OpenCV's own scan.  A work-item takes a row of windows
 * (any level, largest level first) from the atomic counter counters[0]
 * and walks it left to right, skipping the window after one that stage 0
 * rejects, as OpenCV does; so every window it evaluates is one OpenCV
 * evaluates and no back-walk is needed.  No barriers, no local memory: on
 * a CPU a work-item is a thread's loop iteration, and the cooperative
 * stages of haar_detect only add overhead there.
 *
 * With stumps, the walk takes 8 windows at a time: the variance and stage 0
 * are computed for the 8 windows together in 8-wide vectors (the 8
 * windows' corners are 8 consecutive or every other element of a row:
 * plain vector loads, no gathers), the skip is then decided window by
 * window from the stage-0 results, the next stages stay 8-wide while at
 * least SERIAL_VEC_MIN_LANES windows live, and the last survivors finish
 * the cascade one at a time.  Windows that OpenCV skips are computed for
 * nothing but never reported.  Same arithmetic, in the same order, as the
 * scalar path.
 */
/* later stages run 8-wide while at least this many of the 8 windows
 * live (a stage on 8 windows costs about 1.5 times one window's) */
#if FEATURE_LBP
/* an LBP stump costs so little that 8-wide pays down to one window */
#define SERIAL_VEC_MIN_LANES 1
#else
#define SERIAL_VEC_MIN_LANES 2
#endif


/* Corner values of the 8 windows at p, p + step, ... p + 7 step. */
CPU_INLINE uint8
load8 (__global const uint * p, int step)
{
  return step == 1 ? VLOAD8 (p) : VLOAD16 (p).even;
}

CPU_INLINE int8
box8 (__global const uint * p, int4 c, int step)
{
  return as_int8 (load8 (p + c.s0, step) - load8 (p + c.s1, step) -
      load8 (p + c.s2, step) + load8 (p + c.s3, step));
}

#if FEATURE_LBP
/* no variance normalisation: every window is kept */
CPU_INLINE int8
window_factor8 (__global const uint * win, int sq_plane, int4 norm, int step,
    float8 * vnf)
{
  *vnf = 1.0f;
  return (int8) (-1);
}

/* lbp_code () of 8 windows */
CPU_INLINE int8
lbp_code8 (__global const uint * win, int4 g, int step)
{
  __global const uint *q = win + g.s0;
  const int dx = g.s1, dy = g.s2;
  uint8 h[4][3];

  for (int i = 0; i < 4; i++) {
    __global const uint *r = q + mul24 (i, dy);
    const uint8 a0 = load8 (r, step), a1 = load8 (r + dx, step);
    const uint8 a2 = load8 (r + 2 * dx, step), a3 = load8 (r + 3 * dx, step);

    h[i][0] = a1 - a0;
    h[i][1] = a2 - a1;
    h[i][2] = a3 - a2;
  }
  {
    const int8 c = as_int8 (h[2][1] - h[1][1]);

    return ((as_int8 (h[1][0] - h[0][0]) >= c) & 128) |
        ((as_int8 (h[1][1] - h[0][1]) >= c) & 64) |
        ((as_int8 (h[1][2] - h[0][2]) >= c) & 32) |
        ((as_int8 (h[2][2] - h[1][2]) >= c) & 16) |
        ((as_int8 (h[3][2] - h[2][2]) >= c) & 8) |
        ((as_int8 (h[3][1] - h[2][1]) >= c) & 4) |
        ((as_int8 (h[3][0] - h[2][0]) >= c) & 2) |
        ((as_int8 (h[2][0] - h[1][0]) >= c) & 1);
  }
}

/* Bit @v (0 .. 255) of the 256-bit set w0 (bits 0 .. 127), w1, in each
 * of N lanes: 0 or 1.  The lane's 32-bit word by compare-and-select
 * (shuffle () with a variable mask is element by element on PoCL), then
 * the bit in it. */
#define DEFINE_BIT256(N)                                                \
CPU_INLINE int##N                                                       \
bit256_##N (int##N v, int4 w0, int4 w1)                                 \
{                                                                       \
  const int##N wi = v >> 5;                                             \
  int##N word = select ((int##N) w0.s0, (int##N) w0.s1, wi == 1);       \
                                                                        \
  word = select (word, (int##N) w0.s2, wi == 2);                        \
  word = select (word, (int##N) w0.s3, wi == 3);                        \
  word = select (word, (int##N) w1.s0, wi == 4);                        \
  word = select (word, (int##N) w1.s1, wi == 5);                        \
  word = select (word, (int##N) w1.s2, wi == 6);                        \
  word = select (word, (int##N) w1.s3, wi == 7);                        \
  return (word >> (v & 31)) & 1;                                        \
}
DEFINE_BIT256 (8)
DEFINE_BIT256 (16)

/* stage_sum () of 8 windows */
CPU_INLINE long8
stage_sum8 (__global const uint * win, int step, float8 vnf,
    __global const HaarNode * nodes, HaarStage st)
{
  long8 sum = 0;

  for (int j = 0; j < st.count; j++) {
    __global const HaarNode *nd = nodes + st.first + j;
    const int4 s0 = nd->r1, s1 = nd->r2;
    const long2 lf = nd->next;
    const int8 in = bit256_8 (lbp_code8 (win, nd->r0, step), s0, s1);

    sum += select ((long8) lf.s1, (long8) lf.s0, convert_long8 (-in));
  }
  return sum;
}


#if LBP16
/* 16 windows in 16-bit lanes (see LBP16).  Cell sums modulo 2^16 are the
 * true sums, all below 2^16, so the unsigned comparisons give OpenCV's
 * signed ones. */
#if CPU_BUILD && defined(__clang__)
typedef uint16 haar_uint16_u2 __attribute__ ((aligned (2)));
/* step 2: the low halves of 16 uints are the even ushorts */
#define LOAD16S(p, step) ((step) == 1 ? \
    *(__global const haar_ushort16_u *) (p) : \
    convert_ushort16 (*(__global const haar_uint16_u2 *) (p)))
#else
#define LOAD16S(p, step) ((step) == 1 ? vload16 (0, (p)) : \
    (ushort16) (vload16 (0, (p)).even, vload16 (0, (p) + 16).even))
#endif

/* The subset bit (0 or 1) of 16 windows' MB-LBP codes (lbp_code ()) in
 * the 256-bit set w0 (codes 0 .. 127), w1: the code's top three bits pick
 * the 32-bit word through a tree of selects on the comparison masks
 * themselves (k-mask blends on AVX-512), the low five the bit in it.  The
 * result of bit256_16 () of the code without the code's top bits and the
 * word index compares: 7% less detection time on PoCL at 1920x1080. */
CPU_INLINE int16
lbp_bit16 (__global const ushort * win, int4 g, int4 w0, int4 w1, int step)
{
  __global const ushort *q = win + g.s0;
  const int dx = g.s1, dy = g.s2;
  ushort16 h[4][3];

  /* unrolled: h stays in registers (PoCL keeps the loop and h on the stack) */
#pragma unroll
  for (int i = 0; i < 4; i++) {
    __global const ushort *r = q + mul24 (i, dy);
    const ushort16 a0 = LOAD16S (r, step), a1 = LOAD16S (r + dx, step);
    const ushort16 a2 = LOAD16S (r + 2 * dx, step);
    const ushort16 a3 = LOAD16S (r + 3 * dx, step);

    h[i][0] = a1 - a0;
    h[i][1] = a2 - a1;
    h[i][2] = a3 - a2;
  }
  {
    const ushort16 c = h[2][1] - h[1][1];
    /* code bits 7, 6, 5 as -1 / 0 masks */
    const int16 b7 = convert_int16 ((ushort16) (h[1][0] - h[0][0]) >= c);
    const int16 b6 = convert_int16 ((ushort16) (h[1][1] - h[0][1]) >= c);
    const int16 b5 = convert_int16 ((ushort16) (h[1][2] - h[0][2]) >= c);
    const short16 low = (((ushort16) (h[2][2] - h[1][2]) >= c) & (short) 16) |
        (((ushort16) (h[3][2] - h[2][2]) >= c) & (short) 8) |
        (((ushort16) (h[3][1] - h[2][1]) >= c) & (short) 4) |
        (((ushort16) (h[3][0] - h[2][0]) >= c) & (short) 2) |
        (((ushort16) (h[2][0] - h[1][0]) >= c) & (short) 1);
    const int16 word = select (select (select ((int16) w0.s0,
                (int16) w0.s1, b5), select ((int16) w0.s2, (int16) w0.s3,
                b5), b6), select (select ((int16) w1.s0, (int16) w1.s1, b5),
            select ((int16) w1.s2, (int16) w1.s3, b5), b6), b7);

    return (word >> convert_int16 (low)) & 1;
  }
}

/* Stage @s on 16 windows: -1 where it passes.  Up to 8 stumps: bit j of
 * a pattern is stump j's subset test, and the stage's pass table
 * (@pass + 8 s, made on the host with OpenCV's double sums in its order)
 * says whether that pattern passes; more stumps: the fixed-point sums. */
CPU_INLINE int16
stage_pass16 (__global const ushort * win, int step,
    __global const HaarNode * nodes, HaarStage st,
    __global const int4 * pass, int s)
{
  if (st.count <= 8) {
    int16 pat = 0;

    for (int j = 0; j < st.count; j++) {
      __global const HaarNode *nd = nodes + st.first + j;

      pat |= lbp_bit16 (win, nd->r0, nd->r1, nd->r2, step) << j;
    }
    return -bit256_16 (pat, pass[2 * s], pass[2 * s + 1]);
  } else {
    long16 sum = 0;

    for (int j = 0; j < st.count; j++) {
      __global const HaarNode *nd = nodes + st.first + j;
      const long2 lf = nd->next;
      const int16 in = lbp_bit16 (win, nd->r0, nd->r1, nd->r2, step);

      sum += select ((long16) lf.s1, (long16) lf.s0, convert_long16 (-in));
    }
    return convert_int16 (sum >= st.thr);
  }
}
#endif /* LBP16 */

#else /* Haar */

/* variance_factor () of 8 windows: -1 where the window is kept */
CPU_INLINE int8
window_factor8 (__global const uint * win, int sq_plane, int4 norm, int step,
    float8 * vnf)
{
  const int4 c = norm_corners (norm);
  const long8 vs = convert_long8 (box8 (win, c, step));
  const long8 vq = convert_long8 (as_uint8 (box8 (win + sq_plane, c, step)));
  const long8 nf = (long) norm.w * vq - vs * vs;
#if USE_DOUBLE
  const double8 f = convert_double8 (convert_float8 (1.0 /
          sqrt (convert_double8 (nf))));

  *vnf = convert_float8 (f);
  return convert_int8 ((nf > 0) & ((double) norm.w * f < 0.1));
#else
  *vnf = rsqrt (convert_float8 (nf));
  return convert_int8 (nf > 0) & ((float) norm.w * *vnf < 0.1f);
#endif
}

/* stage_sum () of 8 windows (stumps) */
CPU_INLINE long8
stage_sum8 (__global const uint * win, int step, float8 vnf,
    __global const HaarNode * nodes, HaarStage st)
{
  long8 sum = 0;

  for (int j = 0; j < st.count; j++) {
    __global const HaarNode *nd = nodes + st.first + j;
    const float4 wt = nd->wt;
    const long2 lf = nd->next;
    const float8 p0 = wt.s0 * convert_float8 (box8 (win, nd->r0, step));
    const float8 p1 = wt.s1 * convert_float8 (box8 (win, nd->r1, step));
    float8 ret = p0 + p1;

    if (wt.s2 != 0.0f) {
      const float8 p2 = wt.s2 * convert_float8 (box8 (win, nd->r2, step));

      ret = ret + p2;
    }
    ret = ret * vnf;
    sum += select ((long8) lf.s1, (long8) lf.s0,
        convert_long8 (ret < wt.s3));
  }
  return sum;
}
#endif /* FEATURE_LBP */

/* OpenCV's skip over @n <= 16 windows, without a branch per window (the
 * outcomes are data, and a loop of 16 mispredicted branches cost 10% of
 * haar_detect_serial): bit k of @fail is window k's stage-0 rejection,
 * evaluated or not; *@skip (in and out) whether the window before the first
 * (after the last) was an evaluated rejection.  Returns the windows that
 * OpenCV skips, bit k for window k.  In a run of rejections the first is
 * evaluated (the window before it passed or was dead, or it is the
 * evaluated rejection *@skip stands for, bit 0 of @f), then every other
 * one: the evaluated ones are those at an even offset from the run's start.
 * Adding its first bit clears a run, so f & ~(f + starts at even bits)
 * are the runs that start at an even bit. */
CPU_INLINE uint
skipped_windows (uint fail, int n, bool * skip)
{
  const uint even = 0x15555;
  const uint f = fail << 1 | (uint) * skip;
  const uint starts = f & ~(f << 1);
  const uint runs_even = f & ~(f + (starts & even));
  /* bit j: window j - 1 was an evaluated rejection, so window j is skipped */
  const uint rejected = (runs_even & even) | (f & ~runs_even & ~even);

  *skip = (rejected >> n) & 1;
  return rejected & ((1u << n) - 1);
}

/* bit k of the result: lane k of @v is set (-1) */
CPU_INLINE uint
lane_bits8 (int8 v)
{
  const int8 b = v & (int8) (1, 2, 4, 8, 16, 32, 64, 128);
  const int4 b4 = b.lo | b.hi;
  const int2 b2 = b4.lo | b4.hi;

  return b2.s0 | b2.s1;
}

/* -1 in lane k where bit k of @bits is set */
CPU_INLINE int8
bits_lanes8 (uint bits)
{
  return ((int8) bits & (int8) (1, 2, 4, 8, 16, 32, 64, 128)) != 0;
}

/* One row of windows of level @li, 8 at a time; @step is 1 or 2 (a
 * constant after inlining). */
CPU_INLINE void
scan_row8 (__global const uint * row, int step, int nx, int li, int y,
    int sq_plane, int4 norm, __global const HaarNode * nodes,
    __global const HaarStage * stages, int n_stages,
    __global const int *weak_roots, __global const long *leaves,
    __global int *counters, __global int4 * hits, int hit_capacity)
{
  const int8 lane = (int8) (0, 1, 2, 3, 4, 5, 6, 7);
  const HaarStage st0 = stages[0];
  bool skip = false;

  for (int i0 = 0; i0 < nx; i0 += 8) {
    __global const uint *w0 = row + mul24 (i0, step);
    float8 vnf;
    int8 live = window_factor8 (w0, sq_plane, norm, step, &vnf) &
        (lane < (int8) (nx - i0));
    int8 pass = 0;
    int a_alive[8];
    float a_vnf[8];

    if (any (live))
      pass = live & convert_int8 (stage_sum8 (w0, step, vnf, nodes, st0) >=
          st0.thr);
    {
      /* which windows OpenCV evaluates: not the one after a stage-0
       * rejection (a bad variance, result -1, does not skip) */
      const uint fail = lane_bits8 (live) & ~lane_bits8 (pass);
      int8 alive = pass & ~bits_lanes8 (skipped_windows (fail, 8, &skip));
      int s = 1;

      /* while enough of the 8 windows live, a stage costs less on all 8
       * at once than on each survivor alone */
      for (; s < n_stages; s++) {
        const int4 c4 = alive.lo + alive.hi;
        const int2 c2 = c4.lo + c4.hi;
        const HaarStage st = stages[s];

        if (-(c2.s0 + c2.s1) < SERIAL_VEC_MIN_LANES)
          break;
        alive &= convert_int8 (stage_sum8 (w0, step, vnf, nodes, st) >=
            st.thr);
      }
      if (!any (alive))
        continue;
      vstore8 (alive, 0, a_alive);
      vstore8 (vnf, 0, a_vnf);
      for (int k = 0; k < 8; k++) {
        __global const uint *win = w0 + mul24 (k, step);
        int t;

        if (!a_alive[k])
          continue;
        for (t = s; t < n_stages; t++) {
          const HaarStage st = stages[t];

          if (stage_sum (win, 0, a_vnf[k], nodes, weak_roots, leaves, st) <
              st.thr)
            break;
        }
        if (t == n_stages) {
          const int h = atomic_inc (&counters[1]);

          if (h < hit_capacity)
            hits[h] = (int4) (li, mul24 (i0 + k, step), y, 0);
        }
      }
    }
  }
}


#if LBP16
/* scan_row8 () for LBP16: 16 windows at a time from the 16-bit plane @row16
 * (the same element offsets as @row), stages on all 16 while at least
 * SERIAL_VEC_MIN_LANES live, the last survivors one at a time on the
 * 32-bit sums. */
CPU_INLINE void
scan_row16 (__global const uint * row, __global const ushort * row16,
    int step, int nx, int li, int y, __global const HaarNode * nodes,
    __global const HaarStage * stages, int n_stages,
    __global const int *weak_roots, __global const long *leaves,
    __global const int4 * pass, __global int *counters,
    __global int4 * hits, int hit_capacity)
{
  const int16 lane = (int16) (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
      14, 15);
  bool skip = false;

  for (int i0 = 0; i0 < nx; i0 += 16) {
    __global const ushort *w0 = row16 + mul24 (i0, step);
    const int16 live = lane < (int16) (nx - i0);
    const int16 pass0 = live & stage_pass16 (w0, step, nodes, stages[0],
        pass, 0);
    int a_alive[16];

    {
      /* which windows OpenCV evaluates: not the one after a stage-0
       * rejection */
      const uint pass_bits = lane_bits8 (pass0.lo) |
          lane_bits8 (pass0.hi) << 8;
      const uint live_bits = nx - i0 >= 16 ? 0xffff : (1u << (nx - i0)) - 1;
      const uint skipped = skipped_windows (live_bits & ~pass_bits, 16,
          &skip);
      int16 alive = pass0 & ~(int16) (bits_lanes8 (skipped),
          bits_lanes8 (skipped >> 8));
      int s = 1;

      for (; s < n_stages; s++) {
        const int8 c8 = alive.lo + alive.hi;
        const int4 c4 = c8.lo + c8.hi;
        const int2 c2 = c4.lo + c4.hi;

        if (-(c2.s0 + c2.s1) < SERIAL_VEC_MIN_LANES)
          break;
        alive &= stage_pass16 (w0, step, nodes, stages[s], pass, s);
      }
      if (!any (alive))
        continue;
      vstore16 (alive, 0, a_alive);
      for (int k = 0; k < 16; k++) {
        __global const uint *win = row + mul24 (i0 + k, step);
        int t;

        if (!a_alive[k])
          continue;
        for (t = s; t < n_stages; t++) {
          const HaarStage st = stages[t];

          if (stage_sum (win, 0, 1.0f, nodes, weak_roots, leaves, st) <
              st.thr)
            break;
        }
        if (t == n_stages) {
          const int h = atomic_inc (&counters[1]);

          if (h < hit_capacity)
            hits[h] = (int4) (li, mul24 (i0 + k, step), y, 0);
        }
      }
    }
  }
}
#endif /* LBP16 */

/* Same arguments as haar_detect; @n_blocks is the number of window rows
 * over all levels; @ii16 and @pass are read under LBP16 only (the
 * 16-bit plane, 8 words of pass table per stage). */
#if DETECT_KERNELS & 2
__kernel __attribute__ ((reqd_work_group_size (1, 1, 1)))
void
haar_detect_serial (__global const uint * ii, int sq_plane, int stride,
    __global const HaarLevel * levels, int n_levels, int n_blocks,
    __global const HaarNode * nodes, __global const HaarStage * stages,
    int n_stages, __global const int *weak_roots, __global const long *leaves,
    int4 norm, __global int *counters, __global int4 * hits, int hit_capacity,
    __global const ushort * ii16, __global const int4 * pass)
{
  for (;;) {
    const int r = atomic_inc (&counters[0]);
    int li;

    if (r >= n_blocks)
      break;
    FIND_LEVEL (levels, n_levels, first_wrow, r, li);
    {
      const HaarLevel lv = levels[li];
      const int y = mul24 (r - lv.first_wrow, lv.step);
      __global const uint *row = ii + lv.base + mul24 (y, stride);
#if LBP16
      __global const ushort *row16 = ii16 + lv.base + mul24 (y, stride);

      (void) sq_plane;
      (void) norm;
      if (lv.step == 1)
        scan_row16 (row, row16, 1, lv.nx, li, y, nodes, stages, n_stages,
            weak_roots, leaves, pass, counters, hits, hit_capacity);
      else
        scan_row16 (row, row16, 2, lv.nx, li, y, nodes, stages, n_stages,
            weak_roots, leaves, pass, counters, hits, hit_capacity);
#elif STUMPS_ONLY
      /* two copies, each with a constant step */
      if (lv.step == 1)
        scan_row8 (row, 1, lv.nx, li, y, sq_plane, norm, nodes, stages,
            n_stages, weak_roots, leaves, counters, hits, hit_capacity);
      else
        scan_row8 (row, 2, lv.nx, li, y, sq_plane, norm, nodes, stages,
            n_stages, weak_roots, leaves, counters, hits, hit_capacity);
#else
      const int x_end = mul24 (lv.nx, lv.step);

      for (int x = 0; x < x_end; x += lv.step) {
        __global const uint *win = row + x;
        float vnf;
        int s;

        /* a bad variance rejects the window without the skip */
        if (!window_factor (win, 0, sq_plane, norm, &vnf))
          continue;
        for (s = 0; s < n_stages; s++) {
          const HaarStage st = stages[s];

          if (stage_sum (win, 0, vnf, nodes, weak_roots, leaves, st) <
              st.thr)
            break;
        }
        if (s == n_stages) {
          const int h = atomic_inc (&counters[1]);

          if (h < hit_capacity)
            hits[h] = (int4) (li, x, y, 0);
        } else if (s == 0) {
          x += lv.step;
        }
      }
#endif
    }
  }
}
#endif /* DETECT_KERNELS & 2 */
