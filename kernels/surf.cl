/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Dense upright SURF descriptors from the integral image (clintegral's
 * buffer: uint32, (height + 1) rows of pitch elements, row and column 0
 * zero).  CPU reference: gst_cl_surf_describe_ref() in gst/clanalytics/reference/gstclbowref.c,
 * which performs the same operations in the same order, so the results are
 * bit-identical when SURF_USE_FP64 is 1 (see the comment at the top of
 * gstclbowref.c).  OpenCL C 1.2.
 *
 * Work decomposition: a work-group describes SURF_KPG keypoints with 16
 * work-items each, one per 4 x 4 sub-region.  A work-item sums its own 5 x 5
 * samples in registers, in the reference's order; splitting a sub-region's
 * samples over several work-items would need a tree whose order the CPU then
 * has to mimic, for no gain (16 x keypoints work-items already fill a GPU
 * at video resolutions).  Local memory holds what really is shared: the
 * partial norms of a keypoint's 16 sub-regions and, for the transposed
 * output, the staged descriptors so the writes are coalesced.
 *
 * Launch: global = ceil(n / SURF_KPG) * SURF_WG, local = SURF_WG, once per
 * scale (out_offset = descriptors of the previous scales).
 *
 * Response map (CPU devices): neighbouring keypoints share most of their
 * samples (at scale 2 and step 8 a sample is used by 25 keypoints), and
 * each sample costs eight scattered reads of the integral.  With @resp,
 * surf_responses first computes the two Haar responses of every sample
 * position of the scale once (an int2 map on the lattice of spacing @map_g
 * that all sample positions lie on), and surf_describe reads one int2 per
 * sample.  The responses are exact integers, summed in the same order with
 * the same weights: the descriptors are bit-identical either way.  On a
 * GPU the direct reads are cheaper than a second launch and the map's
 * memory traffic.
 *
 * Contrast gate: a window whose squared energy n2 (the sum of the squares of
 * its 64 components before normalisation) is below @min_n2 describes
 * nothing but noise (flat sky, a wall, compression blocks re-quantised at
 * every keyframe): normalising it to unit length would turn that noise into
 * a confident, random descriptor.  Such a descriptor is written as 64 NaNs,
 * which every assignment kernel of bow.cl skips (no finite distance to any
 * word: assignment k, no vote).  @min_n2 = 0 keeps the ungated output
 * (flat patches as zeros).  The host derives @min_n2 from a contrast in grey
 * levels: gst_cl_surf_gate_n2() in gstclsurf.c.
 *
 * Voting list: with @live, the index of every descriptor that is not gated
 * is appended to live[1...], live[0] counting them (zero it before the
 * first scale).  The assignment then looks at those only: at 1080p the
 * gate removes most windows of real video, and assigning a NaN descriptor
 * costs as much as assigning a real one.  One atomic per voting keypoint:
 * the list's order varies from run to run, which changes nothing
 * downstream (each descriptor's word depends on the descriptor alone, the
 * histogram counts are sums).  The gate statistic n2 needs every
 * component, so the descriptor itself cannot be skipped.
 */

#pragma OPENCL FP_CONTRACT OFF

/* keypoints per work-group; the work-group has 16 work-items per keypoint */
#ifndef SURF_KPG
#define SURF_KPG 8
#endif

/* 1: normalise in double, bit-identical to the CPU; 0: float sqrt/divide */
#ifndef SURF_USE_FP64
#ifdef cl_khr_fp64
#define SURF_USE_FP64 1
#else
#define SURF_USE_FP64 0
#endif
#endif

#if SURF_USE_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#define SURF_WG (16 * SURF_KPG)
#define SURF_DIM 64
#define SURF_SAMPLES 20
#define SURF_SUB 5

/* The Haar responses (dx, dy) of side 2 @half_size centred on (px, py),
 * box filters clipped to the image: exact, whatever the integral's size
 * (uint wrap-around). */
inline int2
surf_response (__global const uint * integral, int width, int height,
    int pitch, int half_size, int px, int py)
{
  const int ya = clamp (py - half_size, 0, height) * pitch;
  const int yb = clamp (py, 0, height) * pitch;
  const int yc = clamp (py + half_size, 0, height) * pitch;
  const int xa = clamp (px - half_size, 0, width);
  const int xb = clamp (px, 0, width);
  const int xc = clamp (px + half_size, 0, width);
  const uint i_aa = integral[ya + xa], i_ab = integral[ya + xb];
  const uint i_ac = integral[ya + xc], i_ba = integral[yb + xa];
  const uint i_bc = integral[yb + xc], i_ca = integral[yc + xa];
  const uint i_cb = integral[yc + xb], i_cc = integral[yc + xc];

  return (int2) (as_int (i_cc - 2u * i_cb - i_ac + 2u * i_ab + i_ca - i_aa),
      as_int (i_cc - i_ca - 2u * i_bc + 2u * i_ba + i_ac - i_aa));
}

/*
 * surf_responses: the response map of one scale (see above).
 * @integral, @width, @height, @pitch, @half_size: as surf_describe
 * @mx0, @my0: the position of map entry 0 (the grid's first keypoint plus
 *   the scale's first sample offset)
 * @map_g: lattice spacing; entry (u, v) is position (mx0 + u map_g,
 *   my0 + v map_g)
 * @map_w, @map_h: the map's size in entries
 * @resp: (out): map_w x map_h int2, row-major
 * Launch: global = round_up (map_w * map_h, local), any local size.
 */
__kernel void
surf_responses (__global const uint * integral, int width, int height,
    int pitch, int half_size, int mx0, int my0, int map_g, int map_w,
    int map_h, __global int2 * resp)
{
  const int e = get_global_id (0);

  if (e < map_w * map_h) {
    const int u = e % map_w, v = e / map_w;
    resp[e] = surf_response (integral, width, height, pitch, half_size,
        mx0 + u * map_g, my0 + v * map_g);
  }
}

/*
 * surf_describe:
 * @integral: the integral image
 * @width, @height: image size in pixels (box filters are clipped to
 *   [0, width] x [0, height] in integral coordinates: no read ever leaves the
 *   image, whatever the grid)
 * @pitch: integral row pitch in elements; (height + 1) * pitch < 2^31
 * @offsets: GstClSurfScale.offsets (20 ints)
 * @weights: GstClSurfScale.weights (400 floats)
 * @half_size: GstClSurfScale.half
 * @x0, @y0, @step, @nx: the grid (GstClSurfGrid); keypoint k at
 *   (x0 + (k % nx) step, y0 + (k / nx) step)
 * @n: keypoints in the grid, nx * ny
 * @out_aos: (nullable): descriptor k + out_offset at [(k + out_offset) * 64]
 * @out_soa: (nullable): component c of descriptor k + out_offset at
 *   [c * soa_pitch + k + out_offset]
 * @soa_pitch: row pitch of @out_soa in floats
 * @out_offset: index of this grid's first descriptor in the outputs
 * @min_n2: contrast gate (see above); 0: none
 * @live: (nullable): the voting list (see above)
 * @resp: (nullable): surf_responses' map of this scale; NULL: read the
 *   integral directly
 * @map_g, @map_w: the map's lattice spacing and width (see
 *   surf_responses); map_g divides @step and the differences of @offsets
 */
__kernel __attribute__((reqd_work_group_size (SURF_WG, 1, 1)))
void
surf_describe (__global const uint * integral, int width, int height,
    int pitch, __global const int *offsets, __global const float *weights,
    int half_size, int x0, int y0, int step, int nx, int n,
    __global float *out_aos, __global float *out_soa, int soa_pitch,
    int out_offset, float min_n2, __global uint * live,
    __global const int2 * resp, int map_g, int map_w)
{
  __local float norm_part[SURF_WG];
  __local float tile[SURF_KPG * SURF_DIM];
  const int lid = get_local_id (0);
  const int kl = lid >> 4;
  const int r = lid & 15;
  const int kp = get_group_id (0) * SURF_KPG + kl;
  float sdx = 0.0f, sdy = 0.0f, sax = 0.0f, say = 0.0f;
  float p, n2;

  if (kp < n) {
    const int x = x0 + (kp % nx) * step;
    const int y = y0 + (kp / nx) * step;
    const int rx = r & 3, ry = r >> 2;

    /* map entries of this work-item's sample columns (when there is a
     * map), out of the sample loop: no division per sample */
    const int ustep = resp != 0 ? step / map_g : 0;
    const int u0 = (kp % nx) * ustep, v0 = (kp / nx) * ustep;
    int mu[SURF_SUB];

    for (int i = 0; i < SURF_SUB; i++)
      mu[i] = resp != 0 ?
          u0 + (offsets[rx * SURF_SUB + i] - offsets[0]) / map_g : 0;

    for (int j = 0; j < SURF_SUB; j++) {
      const int sy = ry * SURF_SUB + j;
      const int py = y + offsets[sy];
      const int vrow = resp != 0 ?
          (v0 + (offsets[sy] - offsets[0]) / map_g) * map_w : 0;

      for (int i = 0; i < SURF_SUB; i++) {
        const int sx = rx * SURF_SUB + i;
        const int px = x + offsets[sx];
        const float w = weights[sy * SURF_SAMPLES + sx];
        const int2 d = resp != 0 ? resp[vrow + mu[i]] :
            surf_response (integral, width, height, pitch, half_size, px, py);
        const int dx = d.x, dy = d.y;

        sdx = fma (w, (float) dx, sdx);
        sdy = fma (w, (float) dy, sdy);
        sax = fma (w, (float) abs (dx), sax);
        say = fma (w, (float) abs (dy), say);
      }
    }
  }

  p = sdx * sdx;
  p = fma (sdy, sdy, p);
  p = fma (sax, sax, p);
  p = fma (say, say, p);
  norm_part[lid] = p;
  barrier (CLK_LOCAL_MEM_FENCE);
  /* the reference's order: sequential addressing over the 16 sub-regions */
  for (int stride = 8; stride > 0; stride >>= 1) {
    if (r < stride)
      norm_part[lid] = norm_part[lid] + norm_part[lid + stride];
    barrier (CLK_LOCAL_MEM_FENCE);
  }
  n2 = norm_part[kl << 4];

  /* the complement of the gated branch below */
  if (live != 0 && r == 0 && kp < n && !(min_n2 > 0.0f && !(n2 >= min_n2)))
    live[1 + atomic_inc (&live[0])] = kp + out_offset;

  {
    float4 v = (float4) (sdx, sdy, sax, say);

    if (min_n2 > 0.0f ? n2 >= min_n2 : n2 > 0.0f) {
#if SURF_USE_FP64
      const double norm = sqrt ((double) n2);
      v = (float4) ((float) ((double) v.x / norm),
          (float) ((double) v.y / norm), (float) ((double) v.z / norm),
          (float) ((double) v.w / norm));
#else
      v = v / sqrt (n2);
#endif
    } else if (min_n2 > 0.0f) {
      /* gated: no descriptor (NaN never wins a comparison in bow.cl) */
      v = (float4) (NAN);
    } else {
      /* flat patch: zeros, as the reference */
      v = (float4) (0.0f);
    }

    if (out_aos != 0 && kp < n)
      vstore4 (v, 0, out_aos + (size_t) (kp + out_offset) * SURF_DIM + r * 4);

    if (out_soa != 0) {
      const int first = get_group_id (0) * SURF_KPG;

      vstore4 (v, 0, tile + kl * SURF_DIM + r * 4);
      barrier (CLK_LOCAL_MEM_FENCE);
      /* consecutive work-items write consecutive keypoints of one row */
      for (int e = lid; e < SURF_KPG * SURF_DIM; e += SURF_WG) {
        const int c = e / SURF_KPG, k = e % SURF_KPG;
        if (first + k < n)
          out_soa[(size_t) c * soa_pitch + first + k + out_offset] =
              tile[k * SURF_DIM + c];
      }
    }
  }
}
