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
 * One design in two shapes (gst/clanalytics/integral/gstclintegralengine.c
 * picks the kernels):
 *
 *  - strips (methods "rows" on GPUs and "strip" on CPUs): the frame is cut
 *    into horizontal strips.  A column-sum pass reads each strip once and
 *    writes one row of column sums per strip; the scan pass then writes the
 *    strip's integral rows.  The frame is read twice and the output written
 *    once: no intermediate full-size arrays, no transpose.  "rows"
 *    (SCAN_WG > 1): strips of STRIP_ROWS rows, strip_colsums,
 *    strip_carry_par (the column sums of everything above each strip),
 *    strip_scan: a work-group per full-width strip, running column sums in
 *    registers (CHUNK columns per work-item), the rows' scans across the
 *    work-group batched, stores staged in local memory.  "strip"
 *    (SCAN_WG == 1): about one tall strip per core, strip_colsums_cpu and
 *    strip_scan_cpu, a work-item per strip walking its rows as
 *    cv::integral does, 16 pixels at a time in vectors.
 *
 * (Two other designs, 2D tiles and the blocked Blelloch scan-transpose-scan
 * of Jia, Zhang and Xu, are in the history: docs/design-notes.md.)
 */

#ifndef SQUARED
#define SQUARED 0
#endif

/* Which kernel family this build holds: 2 the GPU strip/rows kernels, 4
 * the CPU strip kernels.  A program's
 * binary holds every kernel compiled (PoCL generates the code of all of
 * them when the binary is read for the cache: seconds per program on a
 * CPU), so each user builds only the family it launches.  Unset: all. */
#ifndef KERNEL_SET
#define KERNEL_SET 6
#endif

/* ---------------------------------------------------------------- strip -- */

/* work-items per strip_scan work-group (1: the serial CPU kernels) */
#ifndef SCAN_WG
#define SCAN_WG 256
#endif
/* columns owned by each work-item of strip_scan; SCAN_WG * CHUNK >= width */
#ifndef CHUNK
#define CHUNK 16
#endif
#ifndef STRIP_ROWS
#define STRIP_ROWS 16
#endif

/* 1: rows start 16-byte aligned (pitch a multiple of 16): vector loads of
 * the pixels can be aligned ones */
#ifndef VEC_ALIGNED
#define VEC_ALIGNED 0
#endif
#if VEC_ALIGNED
#define LOAD4(p) (*(__global const uchar4 *) (p))
#define LOAD16(p) (*(__global const uchar16 *) (p))
#else
#define LOAD4(p) vload4 (0, (p))
#define LOAD16(p) vload16 (0, (p))
#endif

#if KERNEL_SET & 2
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
    if (y1 - y0 == STRIP_ROWS) {
      /* all rows in flight at once (a full strip: no bounds check:
       * measurably faster) */
#pragma unroll
      for (int r = 0; r < STRIP_ROWS; r++) {
        uint4 v = convert_uint4 (LOAD4 (src + mad24 (y0 + r, spitch, x0)));
        acc += v;
#if SQUARED
        accq += convert_ulong4 (v * v);
#endif
      }
    } else {
      for (int y = y0; y < y1; y++) {
        uint4 v = convert_uint4 (LOAD4 (src + mad24 (y, spitch, x0)));
        acc += v;
#if SQUARED
        accq += convert_ulong4 (v * v);
#endif
      }
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

#if SCAN_WG > 1
/* GPU flavour of strip_carry: work-groups of 32 columns x CARRY_SEGS
 * segments of strips.  Each work-item sums its segment (loads in flight
 * together), the segments' sums are scanned in local memory, and each
 * work-item writes the exclusive prefix of its strips: two round trips to
 * memory instead of one per strip. */
#ifndef CARRY_SEGS
#define CARRY_SEGS 16
#endif
#define CARRY_UNROLL 16
#define DEFINE_CARRY_PAR(T, SUF) \
static void \
carry_par_##SUF (__global T * col, __local T * seg, int x, int width, \
    int n_strips) \
{ \
  int lx = get_local_id (0), g = get_local_id (1); \
  int per = (n_strips + CARRY_SEGS - 1) / CARRY_SEGS; \
  int s0 = min (g * per, n_strips), s1 = min (s0 + per, n_strips); \
  bool in = x < width; \
  T run = 0; \
  for (int s = s0; s < s1; s += CARRY_UNROLL) { \
    T v[CARRY_UNROLL]; \
    for (int k = 0; k < CARRY_UNROLL; k++) \
      v[k] = in && s + k < s1 ? col[mad24 (s + k, width, x)] : 0; \
    for (int k = 0; k < CARRY_UNROLL; k++) \
      run += v[k]; \
  } \
  seg[g * 32 + lx] = run; \
  barrier (CLK_LOCAL_MEM_FENCE); \
  run = 0; \
  for (int k = 0; k < g; k++) \
    run += seg[k * 32 + lx]; \
  for (int s = s0; s < s1; s += CARRY_UNROLL) { \
    T v[CARRY_UNROLL]; \
    for (int k = 0; k < CARRY_UNROLL; k++) \
      v[k] = in && s + k < s1 ? col[mad24 (s + k, width, x)] : 0; \
    for (int k = 0; k < CARRY_UNROLL; k++) \
      if (in && s + k < s1) { \
        col[mad24 (s + k, width, x)] = run; \
        run += v[k]; \
      } \
  } \
}
DEFINE_CARRY_PAR (uint, u32)
#if SQUARED
DEFINE_CARRY_PAR (ulong, u64)
#endif

__kernel __attribute__ ((reqd_work_group_size (32, CARRY_SEGS, 1)))
void
strip_carry_par (__global uint * colsum,
#if SQUARED
    __global ulong * colsq,
#endif
    int width, int n_strips)
{
  __local uint seg[32 * CARRY_SEGS];
#if SQUARED
  __local ulong segq[32 * CARRY_SEGS];
#endif
  int x = get_global_id (0);

  carry_par_u32 (colsum, seg, x, width, n_strips);
#if SQUARED
  carry_par_u64 (colsq, segq, x, width, n_strips);
#endif
}

/*
 * GPU strip_scan: one work-group per strip of STRIP_ROWS rows spanning the
 * whole width; work-item l owns the CHUNK columns [l * CHUNK, ...) and
 * keeps their running column sums (the carry from above plus the strip's
 * rows so far) in registers.
 *
 *  1. every row of the strip is loaded at once (CHUNK bytes per work-item
 *     and row as uchar16 vectors: the loads are all in flight together);
 *  2. per row, the work-item's total of its running column sums goes to
 *     local memory; the rows' exclusive scans across the work-group run
 *     all at once, as scans of 16-entry chunks and then of the chunk
 *     totals (three barriers for the strip, not a scan per row);
 *  3. per row, the in-register prefix of the running sums plus that base
 *     is the integral row; it is staged in local memory so that the
 *     stores of consecutive work-items hit consecutive words (the +1
 *     column of the layout leaves the rows unaligned for vector stores).
 * Global memory sees the frame once and the result once.
 */
#define NV (CHUNK / 16)
#define CS 16
#define NCH (SCAN_WG / CS)
#define TP (SCAN_WG + NCH)
#define TIDX(r, l) ((r) * TP + (l) + (l) / CS)
#ifndef STAGE_COLS
#define STAGE_COLS CHUNK
#endif
#define SP (STAGE_COLS + 1)
#define STAGE_ROUNDS (CHUNK / STAGE_COLS)
#if (CHUNK % 16) != 0 || (SCAN_WG % 32) != 0 || (CHUNK % STAGE_COLS) != 0
#error "CHUNK must be a multiple of 16, SCAN_WG of 32, STAGE_COLS divide CHUNK"
#endif
/* local words: the totals and chunk totals, or the staged output rows */
#define TOT_WORDS (STRIP_ROWS * TP)
#define CTOT_WORDS (STRIP_ROWS * (NCH + 1))
#define STAGE_WORDS (SCAN_WG * SP)
#define LOCAL_WORDS (TOT_WORDS > STAGE_WORDS ? TOT_WORDS : STAGE_WORDS)

/* exclusive scans across the work-group of tot[r][l] for every row r:
 * chunk scans, then scans of the chunk totals */
#define DEFINE_ROWS_SCAN(T, SUF) \
static T \
exclusive_scan_##SUF (__local T * p, int n) \
{ \
  T run = 0; \
  for (int i = 0; i < n; i++) { \
    T v = p[i]; \
    p[i] = run; \
    run += v; \
  } \
  return run; \
} \
static void \
rows_scan_##SUF (__local T * tot, __local T * ctot, int l) \
{ \
  for (int task = l; task < STRIP_ROWS * NCH; task += SCAN_WG) { \
    int r = task / NCH, c = task % NCH; \
    ctot[r * (NCH + 1) + c] = \
        exclusive_scan_##SUF (tot + TIDX (r, c * CS), CS); \
  } \
  barrier (CLK_LOCAL_MEM_FENCE); \
  for (int r = l; r < STRIP_ROWS; r += SCAN_WG) \
    exclusive_scan_##SUF (ctot + r * (NCH + 1), NCH); \
  barrier (CLK_LOCAL_MEM_FENCE); \
}
DEFINE_ROWS_SCAN (uint, u32)
#if SQUARED
DEFINE_ROWS_SCAN (ulong, u64)
#endif

__kernel __attribute__ ((reqd_work_group_size (SCAN_WG, 1, 1)))
void
strip_scan (__global const uchar * restrict src, int spitch, int width,
    int height, __global const uint * restrict carry,
    __global uint * restrict out, int opitch
#if SQUARED
    , __global const ulong * restrict carryq, __global ulong * restrict outq
#endif
    )
{
  __local uint lbuf[LOCAL_WORDS];
  __local uint lctot[CTOT_WORDS];
#if SQUARED
  __local ulong lbufq[LOCAL_WORDS];
  __local ulong lctotq[CTOT_WORDS];
#endif
  const int l = get_local_id (0);
  const int s = get_group_id (0);
  const int x0 = l * CHUNK;
  const int y0 = s * STRIP_ROWS;
  const int nrows = min (STRIP_ROWS, height - y0);
  const bool full = x0 + CHUNK <= width;
  uchar px[STRIP_ROWS][CHUNK];
  uint acc[CHUNK], base[STRIP_ROWS];
  uint cum = 0;
#if SQUARED
  ulong accq[CHUNK], baseq[STRIP_ROWS];
  ulong cumq = 0;
#endif

  /* 1. the strip's pixels, all rows in flight */
#pragma unroll
  for (int r = 0; r < STRIP_ROWS; r++) {
    __global const uchar *row = src + mad24 (y0 + r, spitch, x0);
    if (full && r < nrows) {
#pragma unroll
      for (int v = 0; v < NV; v++)
        vstore16 (LOAD16 (row + 16 * v), v, &px[r][0]);
    } else {
#pragma unroll
      for (int k = 0; k < CHUNK; k++)
        px[r][k] = (r < nrows && x0 + k < width) ? row[k] : 0;
    }
  }
#pragma unroll
  for (int k = 0; k < CHUNK; k++) {
    int i = mad24 (s, width, x0 + k);
    acc[k] = x0 + k < width ? carry[i] : 0;
    cum += acc[k];
#if SQUARED
    accq[k] = x0 + k < width ? carryq[i] : 0;
    cumq += accq[k];
#endif
  }

  /* 2. per row, the total of this work-item's running column sums */
#pragma unroll
  for (int r = 0; r < STRIP_ROWS; r++) {
    uint seg = 0;
#if SQUARED
    uint segq = 0;
#endif
#pragma unroll
    for (int k = 0; k < CHUNK; k++) {
      uint v = px[r][k];
      seg += v;
#if SQUARED
      segq += v * v;
#endif
    }
    /* each pixel's column total grows by the pixel: the sum of the
     * running sums grows by the row's segment sum */
    cum += seg;
    lbuf[TIDX (r, l)] = cum;
#if SQUARED
    cumq += segq;
    lbufq[TIDX (r, l)] = cumq;
#endif
  }
  barrier (CLK_LOCAL_MEM_FENCE);
  rows_scan_u32 (lbuf, lctot, l);
#if SQUARED
  rows_scan_u64 (lbufq, lctotq, l);
#endif
#pragma unroll
  for (int r = 0; r < STRIP_ROWS; r++) {
    base[r] = lbuf[TIDX (r, l)] + lctot[r * (NCH + 1) + l / CS];
#if SQUARED
    baseq[r] = lbufq[TIDX (r, l)] + lctotq[r * (NCH + 1) + l / CS];
#endif
  }
  barrier (CLK_LOCAL_MEM_FENCE);

  /* row 0 of the layout */
  if (s == 0)
    for (int x = l; x <= width; x += SCAN_WG) {
      out[x] = 0;
#if SQUARED
      outq[x] = 0;
#endif
    }

  /* 3. the rows: running sums, their prefix, staged, stored (unrolled:
   * px and base stay in registers) */
#pragma unroll
  for (int r = 0; r < STRIP_ROWS; r++) {
    if (r >= nrows)
      break;
    __global uint *orow = out + mad24 (y0 + r + 1, opitch, 1);
    uint run = base[r];
#if SQUARED
    __global ulong *orowq = outq + mad24 (y0 + r + 1, opitch, 1);
    ulong runq = baseq[r];
#endif
    if (l == 0) {
      orow[-1] = 0;
#if SQUARED
      orowq[-1] = 0;
#endif
    }
#pragma unroll
    for (int h = 0; h < STAGE_ROUNDS; h++) {
#pragma unroll
      for (int k = 0; k < STAGE_COLS; k++) {
        uint v = px[r][h * STAGE_COLS + k];
        acc[h * STAGE_COLS + k] += v;
        run += acc[h * STAGE_COLS + k];
        lbuf[l * SP + k] = run;
#if SQUARED
        accq[h * STAGE_COLS + k] += v * v;
        runq += accq[h * STAGE_COLS + k];
        lbufq[l * SP + k] = runq;
#endif
      }
      barrier (CLK_LOCAL_MEM_FENCE);
      for (int e = l; e < SCAN_WG * STAGE_COLS; e += SCAN_WG) {
        int owner = e / STAGE_COLS, k = e % STAGE_COLS;
        int x = owner * CHUNK + h * STAGE_COLS + k;
        if (x < width) {
          orow[x] = lbuf[e + owner];
#if SQUARED
          orowq[x] = lbufq[e + owner];
#endif
        }
      }
      barrier (CLK_LOCAL_MEM_FENCE);
    }
  }
}
#endif /* SCAN_WG > 1 */

#endif /* KERNEL_SET & 2 */

#if KERNEL_SET & 4

/* ------------------------------------------------------------ cpu strip -- */

/*
 * The CPU design (method "strip"): a few tall strips, about one per core.
 * strip_colsums_cpu sums the columns of every strip but the last (work-items
 * per strip and block of 64 columns, so all cores share it); strip_scan_cpu,
 * a work-item per strip, takes the column sums of the strips above as the
 * carry of its first row and then walks its rows as cv::integral does: each
 * output row is the row above (still in the core's L1) plus the prefix of
 * this row's pixels.  The strip height is an argument, not a -D: one
 * program serves every frame size.
 *
 * Both kernels work in 16-lane vectors.  A row is scanned 16 pixels at a
 * time: the in-register prefix of the block (four shifted adds), plus the
 * running sum of the row so far, plus the row above.  The running sum stays
 * broadcast in a vector and grows by the broadcast block total, so the
 * serial chain from block to block is one vector add (the shuffles work on
 * the block alone).  Output block j covers columns 16j..16j+15 of the
 * (+1 column) layout, i.e. pixels 16j-1..16j+14: the loads of the pixels are
 * unaligned by one byte so that the stores and the loads of the row above
 * are whole aligned vectors (rows are opitch = 16k elements apart).
 */

/* Vectors at element alignment: one unaligned 64-byte access each (the
 * vload16/vstore16 of the library split into pieces) that is a whole
 * aligned one where the address happens to be. */
typedef uint16 __attribute__ ((aligned (4))) cpu_uint16;
typedef ulong16 __attribute__ ((aligned (8))) cpu_ulong16;
#define CPU_LD(p) (*(__global const cpu_uint16 *) (p))
#define CPU_ST(p, v) (*(__global cpu_uint16 *) (p) = (v))
#define CPU_LDQ(p) (*(__global const cpu_ulong16 *) (p))
#define CPU_STQ(p, v) (*(__global cpu_ulong16 *) (p) = (v))
/* the compiler leaves the row functions out of line otherwise: the
 * constant flags would then be tested in the loops */
#define CPU_INLINE static inline __attribute__ ((always_inline))

/* inclusive prefix of the 16 lanes: four shifts by lanes with zeros coming
 * in (swizzles, so the compiler sees constant shuffles) */
#define DEFINE_PREFIX16(T, T2, T4, T8, T16) \
CPU_INLINE T16 \
prefix16_##T (T16 v) \
{ \
  v += (T16) ((T) 0, v.s0123, v.s4567, v.s89ab, v.scde); \
  v += (T16) ((T2) 0, v.s0123, v.s4567, v.s89ab, v.scd); \
  v += (T16) ((T4) 0, v.s0123, v.s4567, v.s89ab); \
  return v + (T16) ((T8) 0, v.s01234567); \
}
DEFINE_PREFIX16 (uint, uint2, uint4, uint8, uint16)
#if SQUARED
DEFINE_PREFIX16 (ulong, ulong2, ulong4, ulong8, ulong16)
#endif

/* pixels 16j-1 .. 16j+14 of a row as lanes, one by one, for the last
 * block of a row: pixel -1 and pixels at or past the width read as 0 */
CPU_INLINE uint16
cpu_tail_px (__global const uchar * row, int j, int width)
{
  uint t[16];

  for (int k = 0; k < 16; k++) {
    int x = 16 * j - 1 + k;
    t[k] = x >= 0 && x < width ? row[x] : 0;
  }
  return vload16 (0, t);
}

#define DEFINE_CPU_CARRY(T, T16, LD) \
/* the carry of strip s for output block j: column sums of the strips \
 * above at columns 16j-1 .. 16j+14 (column -1 and columns past the width \
 * are 0) */ \
CPU_INLINE T16 \
cpu_carry_##T (__global const T * col, int s, int width, int j, bool tail) \
{ \
  T16 c = (T16) (0); \
  for (int t = 0; t < s; t++) { \
    __global const T *r = col + t * width; \
    if (tail) { \
      T v[16]; \
      for (int k = 0; k < 16; k++) { \
        int x = 16 * j - 1 + k; \
        v[k] = x >= 0 && x < width ? r[x] : 0; \
      } \
      c += vload16 (0, v); \
    } else if (j == 0) { \
      T16 v = LD (r); \
      c += (T16) ((T) 0, v.s0123, v.s4567, v.s89ab, v.scde); \
    } else { \
      c += LD (r + 16 * j - 1); \
    } \
  } \
  return c; \
}
DEFINE_CPU_CARRY (uint, uint16, CPU_LD)
#if SQUARED
DEFINE_CPU_CARRY (ulong, ulong16, CPU_LDQ)
#endif

/* Column sums of strip s (get_global_id (1), all strips but the last) over
 * the 64 columns of block get_global_id (0): 16-bit lanes for up to 256
 * rows at a time (256 * 255 fits), then 32-bit; squares in 16 bits per
 * row (255 * 255 fits), 32 bits per 256 rows, then 64. */
#define CPU_COLS 64
__kernel void
strip_colsums_cpu (__global const uchar * restrict src, int spitch,
    int width, int height, int rows, __global uint * restrict colsum
#if SQUARED
    , __global ulong * restrict colsq
#endif
    )
{
  int x0 = get_global_id (0) * CPU_COLS;
  int s = get_global_id (1);
  int y0 = s * rows;
  int y1 = min (y0 + rows, height);
  int nb = min (CPU_COLS, width - x0) / 16;
  __global uint *cs = colsum + s * width;
#if SQUARED
  __global ulong *cq = colsq + s * width;
#endif

  if (x0 >= width || y0 >= height)
    return;
  if (nb == CPU_COLS / 16) {
    /* a whole 64-byte line of each row at a time */
    uint16 t[CPU_COLS / 16] = { 0 };
#if SQUARED
    ulong16 tq[CPU_COLS / 16] = { 0 };
#endif

    for (int yc = y0; yc < y1; yc += 256) {
      int ye = min (yc + 256, y1);
      ushort16 a[CPU_COLS / 16] = { 0 };
#if SQUARED
      uint16 aq[CPU_COLS / 16] = { 0 };
#endif

      for (int y = yc; y < ye; y++) {
        __global const uchar *row = src + y * spitch + x0;
        for (int k = 0; k < CPU_COLS / 16; k++) {
          ushort16 v = convert_ushort16 (vload16 (k, row));
          a[k] += v;
#if SQUARED
          aq[k] += convert_uint16 (v * v);
#endif
        }
      }
      for (int k = 0; k < CPU_COLS / 16; k++) {
        t[k] += convert_uint16 (a[k]);
#if SQUARED
        tq[k] += convert_ulong16 (aq[k]);
#endif
      }
    }
    for (int k = 0; k < CPU_COLS / 16; k++) {
      CPU_ST (cs + x0 + 16 * k, t[k]);
#if SQUARED
      CPU_STQ (cq + x0 + 16 * k, tq[k]);
#endif
    }
    return;
  }
  /* the right edge: 16 columns, then one, at a time */
  for (int b = 0; b < nb; b++) {
    int x = x0 + 16 * b;
    uint16 t = (uint16) (0);
#if SQUARED
    ulong16 tq = (ulong16) (0);
#endif
    for (int y = y0; y < y1; y++) {
      uint16 v = convert_uint16 (vload16 (0, src + y * spitch + x));
      t += v;
#if SQUARED
      tq += convert_ulong16 (v * v);
#endif
    }
    vstore16 (t, 0, cs + x);
#if SQUARED
    vstore16 (tq, 0, cq + x);
#endif
  }
  for (int x = x0 + 16 * nb; x < min (x0 + CPU_COLS, width); x++) {
    uint t = 0;
#if SQUARED
    ulong tq = 0;
#endif
    for (int y = y0; y < y1; y++) {
      uint v = src[y * spitch + x];
      t += v;
#if SQUARED
      tq += v * v;
#endif
    }
    cs[x] = t;
#if SQUARED
    cq[x] = tq;
#endif
  }
}

/* Output block j of a row from its pixels p (and the carry c of the first
 * row of a strip, or the row above): the block's prefix plus the running
 * sum of the row so far (which grows by the block's total). */
CPU_INLINE void
cpu_scan_block (uint16 p, __global uint * restrict orow,
    __global const uint * restrict prev, uint16 * runv,
    __global const uint * restrict colsum,
#if SQUARED
    __global ulong * restrict orowq, __global const ulong * restrict prevq,
    ulong16 * runqv, __global const ulong * restrict colsq,
#endif
    int s, int width, int j, bool tail, bool first)
{
  uint16 o, tot;
#if SQUARED
  uint16 pq = p * p;
  ulong16 oq, totq;
#endif

  if (first) {
    /* the carry (any size) joins the pixels before the prefix */
    o = prefix16_uint (p + cpu_carry_uint (colsum, s, width, j, tail));
#if SQUARED
    oq = prefix16_ulong (convert_ulong16 (pq) +
        cpu_carry_ulong (colsq, s, width, j, tail));
#endif
  } else {
    o = prefix16_uint (p);
    /* 16 squares fit in 32 bits: the prefix runs on half-width lanes */
#if SQUARED
    oq = convert_ulong16 (prefix16_uint (pq));
#endif
  }
  tot = (uint16) (o.sf);
  o += *runv;
  *runv += tot;
#if SQUARED
  totq = (ulong16) (oq.sf);
  oq += *runqv;
  *runqv += totq;
#endif
  if (!first) {
    o += CPU_LD (prev + 16 * j);
#if SQUARED
    oq += CPU_LDQ (prevq + 16 * j);
#endif
  }
  CPU_ST (orow + 16 * j, o);
#if SQUARED
  CPU_STQ (orowq + 16 * j, oq);
#endif
}

#if SQUARED
#define CPU_BLOCK(p, j, tail) \
  cpu_scan_block ((p), orow, prev, &runv, colsum, orowq, prevq, &runqv, \
      colsq, s, width, (j), (tail), first)
#else
#define CPU_BLOCK(p, j, tail) \
  cpu_scan_block ((p), orow, prev, &runv, colsum, s, width, (j), (tail), \
      first)
#endif

/* One row of strip s: output row y + 1 (orow) from pixel row y and the row
 * above (prev), or, for the first row of the strip (first), from the carry
 * of the strips above.  Blocks j < nfull are whole (pixels 16j-1 .. 16j+14
 * exist); a block j == nfull that starts at or before the width is the
 * tail.  Block 0 and the tail are peeled off so that the loop between them
 * has no branch.  The tail writes whole vectors too: the padding columns
 * past the width (opitch is a multiple of 16) get the row's total. */
CPU_INLINE void
cpu_scan_row (__global const uchar * restrict row, __global uint * restrict orow,
    __global const uint * restrict prev, __global const uint * restrict colsum,
#if SQUARED
    __global ulong * restrict orowq, __global const ulong * restrict prevq,
    __global const ulong * restrict colsq,
#endif
    int s, int width, int nfull, bool first)
{
  uint16 runv = (uint16) (0);
#if SQUARED
  ulong16 runqv = (ulong16) (0);
#endif

  if (nfull > 0) {
    uint16 v = convert_uint16 (vload16 (0, row));
    CPU_BLOCK ((uint16) (0, v.s0123, v.s4567, v.s89ab, v.scde), 0, false);
  }
  for (int j = 1; j < nfull; j++)
    CPU_BLOCK (convert_uint16 (vload16 (0, row + 16 * j - 1)), j, false);
  if (16 * nfull <= width)
    CPU_BLOCK (cpu_tail_px (row, nfull, width), nfull, true);
}

/* A work-item per strip of `rows` rows: row 0 of the layout (strip 0),
 * the strip's first row from the carry, then every row from the row above.
 * colsum holds the column sums of strips 0 .. s-1 (strip_colsums_cpu). */
__kernel void
strip_scan_cpu (__global const uchar * restrict src, int spitch, int width,
    int height, int rows, __global const uint * restrict colsum,
    __global uint * restrict out, int opitch
#if SQUARED
    , __global const ulong * restrict colsq, __global ulong * restrict outq
#endif
    )
{
  int s = get_global_id (0);
  int y0 = s * rows;
  int y1 = min (y0 + rows, height);
  /* whole blocks: pixel 16j+14 exists, and pixel 15 for block 0 */
  int nfull = width >= 16 ? (width + 1) / 16 : 0;

  if (y0 >= height)
    return;
  if (s == 0)
    for (int j = 0; j < opitch / 16; j++) {
      CPU_ST (out + 16 * j, (uint16) (0));
#if SQUARED
      CPU_STQ (outq + 16 * j, (ulong16) (0));
#endif
    }
  for (int y = y0; y < y1; y++) {
    __global uint *orow = out + (y + 1) * opitch;
#if SQUARED
    __global ulong *orowq = outq + (y + 1) * opitch;
#endif
    /* two calls with a constant flag: each loop is compiled for its case */
    if (y == y0)
      cpu_scan_row (src + y * spitch, orow, orow - opitch, colsum,
#if SQUARED
          orowq, orowq - opitch, colsq,
#endif
          s, width, nfull, true);
    else
      cpu_scan_row (src + y * spitch, orow, orow - opitch, colsum,
#if SQUARED
          orowq, orowq - opitch, colsq,
#endif
          s, width, nfull, false);
  }
}

#endif /* KERNEL_SET & 4 */
