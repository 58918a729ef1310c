/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * haar_detect, the GPUs' detector (cascade-detect-gpu program, after
 * cascade-layout.cl and cascade-eval.cl): an uber-kernel over all levels,
 * the persistent-threads design of Jia et al. (docs/design-notes.md).
 */

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
/* haar_detect: the cooperative stages read Haar stumps field by field
 * (the soa argument: blocks of 32 nodes, each field of the 32 together),
 * so that lanes on consecutive stumps load consecutive 16-byte fields
 * instead of 80-byte strided structs; LBP stumps, whose subset words the
 * lanes read whole, read as fast as structs */
#define NODE_SOA (!FEATURE_LBP)
/* haar_detect (Haar, stumps): the soa argument holds each stump packed
 * in 24 bytes instead of field by field in 80 (GstClCascadeTuning
 * packed_stumps: the host sets it only for cascades whose stumps fit, see
 * gst_cl_cascade_use_packed_stumps ()) */
#ifndef PACKED_STUMPS
#define PACKED_STUMPS 0
#endif
#if (WG_SIZE % TILE_W) != 0 || (WG_SIZE % COOP_WINDOWS) != 0
#error "WG_SIZE must be a multiple of TILE_W and COOP_WINDOWS"
#endif

#if (LANES_PER_WINDOW & (LANES_PER_WINDOW - 1)) != 0
#error "WG_SIZE / COOP_WINDOWS must be a power of two"
#endif

#if NODE_SOA && STUMPS_ONLY
/* weak_value for stump @j from the field-by-field copy (GstClCascadeDevCascade
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

/* weak_value for stump @j packed (GstClCascadeDevCascade soa with
 * packed_stumps): blocks of 32 stumps, each the 32 int4s (r0, r1, r2,
 * threshold) then the 32 float2 leaves.  A rectangle's weight is a small
 * integer, so the weighted sum is an integer below 2^24 (the host checks
 * it) and equals OpenCV's float sum; the leaves are fixed-point integers
 * that a float holds exactly.  Every corner is loaded: taking the first
 * rectangle's shared corners (SHARE_CORNERS) made this form slower. */
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
 * tile of TILE_W x TILE_H windows (any level, the levels of the largest
 * windows first: their tiles run the most stages) from a global atomic
 * counter; stages 0 .. QUEUE_STAGE-1 run one window per work-item, and the
 * stage-0 survivors that OpenCV's scan skips are dropped there; the
 * tile's survivors are compacted into a local queue (atomic_inc on a
 * local counter) and the later stages run cooperatively: the work-items
 * split a stage's weak classifiers over the queued windows (all lanes on
 * one window, half on each of two, ... one lane each when the queue holds
 * more than half a group; at most COOP_WINDOWS windows at a time), a
 * window's first lane adds up its lanes' fixed-point parts, and the queue
 * is compacted only after a stage that some window failed.  Every barrier
 * is reached by the whole group: the loop bounds and branches around them
 * are uniform.
 *
 * What bounds it on NVIDIA GPUs is the L1's load pipe, busy with the
 * corner and stump loads of the cooperative stages: the host sorts each
 * stage's stumps by place and packs them in 24 bytes where the cascade
 * allows it, so that the lanes of a window read nearby corners and fewer
 * bytes (docs/design-notes.md).
 */
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
