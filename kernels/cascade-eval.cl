/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * One window against the cascade (the detection programs, after
 * cascade-layout.cl): rectangle and MB-LBP features, weak classifiers
 * (stumps and trees), stage sums in fixed point, the variance factor.
 */

/* Haar features: a corner of the second or third rectangle at the same
 * place as the first rectangle's corner of the same index (the shared edge
 * of two-rectangle features, the shared corners of four-rectangle ones:
 * 11% of the corners of haarcascade_frontalface_default) is taken from the
 * first rectangle's load instead of loaded again; the sums are the same
 * integers.  GPUs only: on a CPU the tests per corner cost more than the
 * loads they save; not in the packed stumps' form (PACKED_STUMPS), where it
 * did not pay either */
#define SHARE_CORNERS (!CPU_BUILD)

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

