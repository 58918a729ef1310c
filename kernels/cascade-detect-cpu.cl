/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * haar_detect_serial, the CPUs' detector (cascade-detect-cpu program,
 * after cascade-layout.cl and cascade-eval.cl).
 */

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

/* Stump @nd of 8 windows: -1 where the window takes the left leaf (its
 * code is in the subset), else 0 */
CPU_INLINE long8
stump_left8 (__global const uint * win, int step, float8 vnf,
    __global const HaarNode * nd)
{
  (void) vnf;
  return convert_long8 (-bit256_8 (lbp_code8 (win, nd->r0, step), nd->r1,
          nd->r2));
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

/* Stump @nd of 8 windows: -1 where the window takes the left leaf (its
 * weighted sum is below the threshold), else 0 */
CPU_INLINE long8
stump_left8 (__global const uint * win, int step, float8 vnf,
    __global const HaarNode * nd)
{
  const float4 wt = nd->wt;
  const float8 p0 = wt.s0 * convert_float8 (box8 (win, nd->r0, step));
  const float8 p1 = wt.s1 * convert_float8 (box8 (win, nd->r1, step));
  float8 ret = p0 + p1;

  if (wt.s2 != 0.0f) {
    const float8 p2 = wt.s2 * convert_float8 (box8 (win, nd->r2, step));

    ret = ret + p2;
  }
  ret = ret * vnf;
  return convert_long8 (ret < wt.s3);
}
#endif /* FEATURE_LBP */

/* stage_sum () of 8 windows (stumps) */
CPU_INLINE long8
stage_sum8 (__global const uint * win, int step, float8 vnf,
    __global const HaarNode * nodes, HaarStage st)
{
  long8 sum = 0;

  for (int j = 0; j < st.count; j++) {
    __global const HaarNode *nd = nodes + st.first + j;
    const long2 lf = nd->next;

    sum += select ((long8) lf.s1, (long8) lf.s0,
        stump_left8 (win, step, vnf, nd));
  }
  return sum;
}

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

/* A window at offset @x of row @y of level @li that passed stages 0 ..
 * @s - 1 with its neighbours: the other stages on this window alone, and
 * its hit if it passes them all. */
CPU_INLINE void
finish_window (__global const uint * win, float vnf, int s, int x, int li,
    int y, __global const HaarNode * nodes, __global const HaarStage * stages,
    int n_stages, __global const int *weak_roots, __global const long *leaves,
    __global int *counters, __global int4 * hits, int hit_capacity)
{
  int h;

  for (int t = s; t < n_stages; t++) {
    const HaarStage st = stages[t];

    if (stage_sum (win, 0, vnf, nodes, weak_roots, leaves, st) < st.thr)
      return;
  }
  h = atomic_inc (&counters[1]);
  if (h < hit_capacity)
    hits[h] = (int4) (li, x, y, 0);
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
      for (int k = 0; k < 8; k++)
        if (a_alive[k])
          finish_window (w0 + mul24 (k, step), a_vnf[k], s,
              mul24 (i0 + k, step), li, y, nodes, stages, n_stages,
              weak_roots, leaves, counters, hits, hit_capacity);
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
      for (int k = 0; k < 16; k++)
        if (a_alive[k])
          finish_window (row + mul24 (i0 + k, step), 1.0f, s,
              mul24 (i0 + k, step), li, y, nodes, stages, n_stages,
              weak_roots, leaves, counters, hits, hit_capacity);
    }
  }
}
#endif /* LBP16 */

/* Same arguments as haar_detect; @n_blocks is the number of window rows
 * over all levels; @ii16 and @pass are read under LBP16 only (the
 * 16-bit plane, 8 words of pass table per stage). */
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
