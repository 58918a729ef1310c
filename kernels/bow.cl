/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Bag-of-visual-words: nearest-word assignment of 64-D descriptors, the
 * histogram of the assignments, and its normalisation.  OpenCL C 1.2.
 *
 * Two of the direct variants of "Heterogeneous Computing with OpenCL",
 * ch. 9 (GPU1: a descriptor per work-item, the CPUs'; GPU3: transposed
 * descriptors and float4 arithmetic, the GPUs'), with 1.2's
 * atomic_inc/atomic_add, plus a tiled matrix-product variant for large
 * vocabularies.  (The chapter's other variants are in the history:
 * docs/design-notes.md.)  CPU reference: gst/clanalytics/reference/gstclbowref.c.  Every variant returns
 * exactly gst_cl_bow_assign_ref()'s assignment:
 *
 *  - gpu1, gpu3 and bow_fixup compute the canonical distance (four partial
 *    sums of fma (t, t, s), t = d - c, lane l taking components l, l+4, ...,
 *    combined as (s0 + s1) + (s2 + s3)) with the reference's operations in
 *    the reference's order, and keep the first minimum (strict '<' while
 *    scanning words upwards, explicit index comparison when merging);
 *  - bow_assign_tiled uses |c|^2 - 2 d.c, certifies its answer only where the
 *    runner-up is far enough behind, and leaves the others to bow_fixup
 *    (see the comment above it).
 * Build without -cl-fast-relaxed-math, -cl-unsafe-math-optimizations,
 * -cl-mad-enable or -cl-denorms-are-zero: they would break the first point.
 *
 * A descriptor at no finite distance from any word (NaN: gated by
 * surf_describe's contrast gate) is assigned BOW_NO_WORD (0xffffffff,
 * GST_CL_BOW_NO_WORD on the host) and counted nowhere, in every variant and
 * in the reference.
 *
 * Histograms: each work-group counts in local memory (atomic_inc) and adds
 * its non-zero bins to the global histogram (atomic_add): one global atomic
 * per bin and work-group instead of one per descriptor.  The global
 * histogram must be zeroed before the first launch of a frame.
 *
 * Host launch sequences (n descriptors, k words; "lhist" is a __local
 * argument of k * 4 bytes: clSetKernelArg (kernel, idx, k * 4, NULL); the
 * -D values and the variant come from gst_cl_bow_tunables_init () and
 * gst_cl_bow_choose_variant () in gstclbowref.c):
 *
 *  gpu1, gpu3: zero hist; global = round_up (n, BOW_WG), local = BOW_WG.
 *  tiled:      zero hist and flags[0] (with surf_describe's voting list,
 *                fill assign with BOW_NO_WORD too);
 *              bow_assign_tiled: global = ceil (n / BOW_TILE_M) * BOW_TILE_WG,
 *                local = BOW_TILE_WG (BOW_TILE_M = 8 BOW_TILE_TY,
 *                BOW_TILE_WG = BOW_TILE_TX * BOW_TILE_TY);
 *              bow_fixup: global = G * BOW_FIX_WG, local = BOW_FIX_WG, any G
 *                (4 per compute unit; it loops over the flagged list, whose
 *                length it reads on the device: no host round trip);
 *              bow_histogram: global = G * BOW_HIST_WG, local = BOW_HIST_WG,
 *                any G (grid-stride loop; 4 per compute unit).
 *  then, optionally, bow_normalize: global = local = BOW_NORM_WG.
 * One in-order queue orders them; the host reads the histogram (or the
 * normalised floats) with one blocking read at the end, no clFinish.
 */

#pragma OPENCL FP_CONTRACT OFF

#define BOW_DIM 64

/* work-group size of gpu1 and gpu3 */
#ifndef BOW_WG
#define BOW_WG 64
#endif

/* tiled: work-items per tile row / column; each computes 8 x 8 pairs */
#ifndef BOW_TILE_TX
#define BOW_TILE_TX 16
#endif
#ifndef BOW_TILE_TY
#define BOW_TILE_TY 8
#endif
/* tiled: components of the word tile staged per step (divides 64) */
#ifndef BOW_TILE_K
#define BOW_TILE_K 16
#endif
/* tiled: certified-gap factor, see bow_assign_tiled */
#ifndef BOW_GAP_SCALE
#define BOW_GAP_SCALE 3.0517578125e-5f
#endif

/* bow_fixup: work-group size (a power of two, at least BOW_FIX_BATCH) and
 * flagged descriptors handled together */
#ifndef BOW_FIX_WG
#define BOW_FIX_WG 256
#endif
#ifndef BOW_FIX_BATCH
#define BOW_FIX_BATCH 4
#endif
#ifndef BOW_HIST_WG
#define BOW_HIST_WG 256
#endif
/* a power of two */
#ifndef BOW_NORM_WG
#define BOW_NORM_WG 256
#endif

/* 1: normalise in double, bit-identical to the CPU reference */
#ifndef BOW_USE_FP64
#ifdef cl_khr_fp64
#define BOW_USE_FP64 1
#else
#define BOW_USE_FP64 0
#endif
#endif

#if BOW_USE_FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#define BOW_TM 8
#define BOW_TN 8
#define BOW_TILE_M (BOW_TILE_TY * BOW_TM)
#define BOW_TILE_N (BOW_TILE_TX * BOW_TN)
#define BOW_TILE_WG (BOW_TILE_TX * BOW_TILE_TY)
/* descriptor rows per work-item in the epilogue, float4 prefetched per chunk */
#define BOW_TILE_ROWS ((BOW_TILE_M + BOW_TILE_WG - 1) / BOW_TILE_WG)
#define BOW_TILE_PF (BOW_TILE_K * BOW_TILE_N / 4 / BOW_TILE_WG)

#if BOW_DIM % BOW_TILE_K != 0 || (2 * BOW_TILE_K) % BOW_TILE_TY != 0
#error "BOW_TILE_K must divide 64, and 2 * BOW_TILE_K be a multiple of BOW_TILE_TY"
#endif
#if 3 * BOW_TILE_TX > BOW_DIM
#error "BOW_TILE_TX too large for the merge area (at most 21)"
#endif
#if (BOW_NORM_WG & (BOW_NORM_WG - 1)) != 0 || (BOW_FIX_WG & (BOW_FIX_WG - 1)) != 0
#error "BOW_NORM_WG and BOW_FIX_WG must be powers of two"
#endif

/* the assignment of a descriptor that does not vote */
#define BOW_NO_WORD 0xffffffffu

#define BOW_NORM_NONE 0
#define BOW_NORM_L1 1
#define BOW_NORM_L2 2

/* ------------------------------------------------------------------------ */
/* shared pieces                                                              */

inline float
bow_finish (float4 s)
{
  return (s.x + s.y) + (s.z + s.w);
}

inline void
bow_lhist_clear (__local uint * lhist, uint k)
{
  for (uint b = get_local_id (0); b < k; b += get_local_size (0))
    lhist[b] = 0;
  barrier (CLK_LOCAL_MEM_FENCE);
}

/* descriptor @i's vote for its nearest word @best_j at distance @best; no
 * finite distance (a gated, NaN descriptor): no vote */
inline void
bow_vote (__global uint * assign, uint i, float best, uint best_j,
    __local uint * lhist)
{
  assign[i] = best < INFINITY ? best_j : BOW_NO_WORD;
  if (best < INFINITY)
    atomic_inc (&lhist[best_j]);
}

inline void
bow_lhist_flush (__local uint * lhist, uint k, __global uint * hist)
{
  barrier (CLK_LOCAL_MEM_FENCE);
  for (uint b = get_local_id (0); b < k; b += get_local_size (0)) {
    const uint c = lhist[b];
    if (c)
      atomic_add (&hist[b], c);
  }
}

/* ------------------------------------------------------------------------ */
/* GPU1: one work-item per descriptor, descriptors as structures (n x 64)     */

__kernel __attribute__((reqd_work_group_size (BOW_WG, 1, 1)))
void
bow_assign_gpu1 (__global const float *desc, uint n,
    __global const float *words, uint k, __global uint * assign,
    __global uint * hist, __local uint * lhist)
{
  const uint i = get_global_id (0);

  bow_lhist_clear (lhist, k);
  if (i < n) {
    __global const float *d = desc + (size_t) i * BOW_DIM;
    float best = INFINITY;
    uint best_j = 0;

    for (uint j = 0; j < k; j++) {
      __global const float *c = words + (size_t) j * BOW_DIM;
      float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f, s;

      for (int q = 0; q < BOW_DIM; q += 4) {
        const float t0 = d[q] - c[q], t1 = d[q + 1] - c[q + 1];
        const float t2 = d[q + 2] - c[q + 2], t3 = d[q + 3] - c[q + 3];
        s0 = fma (t0, t0, s0);
        s1 = fma (t1, t1, s1);
        s2 = fma (t2, t2, s2);
        s3 = fma (t3, t3, s3);
      }
      s = (s0 + s1) + (s2 + s3);
      if (s < best) {
        best = s;
        best_j = j;
      }
    }
    bow_vote (assign, i, best, best_j, lhist);
  }
  bow_lhist_flush (lhist, k, hist);
}

/* ------------------------------------------------------------------------ */
/* GPU3: transposed descriptors (64 rows of pitch floats: neighbouring work- */
/* items read neighbouring addresses) and float4 arithmetic.  The float4     */
/* accumulator is exactly the canonical four-lane order, so vectorising      */
/* costs no exactness.                                                        */

__kernel __attribute__((reqd_work_group_size (BOW_WG, 1, 1)))
void
bow_assign_gpu3 (__global const float *desc_t, uint pitch, uint n,
    __global const float *words, uint k, __global uint * assign,
    __global uint * hist, __local uint * lhist)
{
  const uint i = get_global_id (0);

  bow_lhist_clear (lhist, k);
  if (i < n) {
    __global const float *d = desc_t + i;
    float best = INFINITY;
    uint best_j = 0;

    for (uint j = 0; j < k; j++) {
      __global const float *c = words + (size_t) j * BOW_DIM;
      float4 acc = (float4) (0.0f);
      float s;

      for (int q = 0; q < BOW_DIM; q += 4) {
        const float4 dv = (float4) (d[(size_t) q * pitch],
            d[(size_t) (q + 1) * pitch], d[(size_t) (q + 2) * pitch],
            d[(size_t) (q + 3) * pitch]);
        const float4 t = dv - vload4 (0, c + q);
        acc = fma (t, t, acc);
      }
      s = bow_finish (acc);
      if (s < best) {
        best = s;
        best_j = j;
      }
    }
    bow_vote (assign, i, best, best_j, lhist);
  }
  bow_lhist_flush (lhist, k, hist);
}

/* ------------------------------------------------------------------------ */
/* TILED: matrix-product formulation for large vocabularies.
 *
 * argmin_j |d - c_j|^2 = argmin_j s_j with s_j = |c_j|^2 - 2 d.c_j, and the
 * d.c_j for a tile of BOW_TILE_M descriptors x BOW_TILE_N words is a small
 * matrix product: the descriptor tile (all 64 components, 16 KiB with the
 * defaults) stays in local memory for the whole kernel, word tiles stream
 * through two local buffers BOW_TILE_K components at a time (the next chunk
 * is loaded into registers while the current one is used, one barrier per
 * chunk), and each work-item accumulates an 8 x 8 block of dot products in
 * registers.  Each work-group keeps the running best and runner-up of its
 * descriptors over all words, so no cross-group merge is needed.  Its rows are
 * {4 ty .. 4 ty + 3} and {TILE_M/2 + 4 ty ..}, its columns likewise with tx,
 * so the float4 reads of a quarter-warp cover 32 consecutive words of local
 * memory: no bank conflicts.
 *
 * Exactness.  s_j rounds differently from the canonical distance, so where
 * two words are nearly equidistant the two formulations can disagree.  With
 * u = 2^-24, D = |d|, C >= max |c_j| and Q = (D + C)^2, standard error
 * analysis (Higham, ch. 3; sums of n terms: gamma_n = n u / (1 - n u)) gives
 *   |computed s_j - (|c_j|^2 - 2 d.c_j)| <= E1 <= gamma_68 Q
 *     (|c|^2 rounded once from double, 64 fma steps, one final rounding),
 *   |canonical dist_j - |d - c_j|^2|     <= E2 <= gamma_21 Q
 *     (one rounding per difference, 16 fma steps per lane, two additions).
 * As |d - c_j|^2 = |d|^2 + |c_j|^2 - 2 d.c_j, if the runner-up's score
 * exceeds the best one's, s_b, by more than 2 (E1 + E2) <= gamma_178 Q
 * (about 1.06e-5 Q), every other word's canonical distance is strictly
 * greater than word b's: b is what the reference returns.  The kernel
 * certifies b when (runner-up - s_b) > BOW_GAP_SCALE * Q, BOW_GAP_SCALE
 * = 2^-15 leaving a factor 2.9 for the rounding of the test itself; any other
 * descriptor (near-tie, exact tie, NaN) is appended to the flag list for
 * bow_fixup, which computes the canonical distances to all words.  The bound
 * holds for any summation order of the dot products, so compilers may
 * schedule the product as they like.  On SURF descriptors (unit length) a
 * fraction of a percent of the descriptors is flagged with a k-means
 * vocabulary (0.3% at K = 1024); duplicated words (exact ties) are always
 * flagged, and bow_fixup resolves them as the reference does.
 *
 * @desc_t: transposed descriptors, 64 rows of @pitch floats; @pitch a
 *   multiple of 4 and at least round_up (n, BOW_TILE_M): the tail of the last
 *   tile is read but its results are discarded, so its contents do not matter
 * @words_t, @norms, @max_norm: from gst_cl_bow_prepare_tiled_words() with
 *   @kpad = round_up (k, BOW_TILE_N) (padding words never win)
 * @assign: certified assignments (flagged ones are written by bow_fixup)
 * @flags: [0] = number flagged (zero it before the launch), [1 + e] = the
 *   e-th flagged descriptor index; n + 1 elements
 * @live: (nullable): surf_describe's voting list: [0] = count, [1 + e] =
 *   the e-th descriptor to assign; the others are left alone (the host
 *   fills @assign with BOW_NO_WORD first).  Launched for all n
 *   descriptors, as the host does not know the count: the work-groups past
 *   it return at once, all their work-items together, before any barrier.
 *   NULL: descriptors 0 .. n - 1.
 */

__kernel __attribute__((reqd_work_group_size (BOW_TILE_WG, 1, 1)))
void
bow_assign_tiled (__global const float4 * desc_t, uint pitch, uint n,
    __global const float4 * words_t, __global const float4 * norms,
    uint kpad, float max_norm, __global uint * assign,
    __global uint * flags, __global const uint * live)
{
  __local float4 a_l[BOW_DIM * BOW_TILE_M / 4];
  /* two word buffers: the next chunk is fetched while this one is used */
  __local float4 b_l[2][BOW_TILE_K * BOW_TILE_N / 4];
  const uint lid = get_local_id (0);
  const uint tx = lid % BOW_TILE_TX;
  const uint ty = lid / BOW_TILE_TX;
  const uint i0 = get_group_id (0) * BOW_TILE_M;
  const uint pitch4 = pitch / 4;
  const uint kpad4 = kpad / 4;
  float best[BOW_TM], second[BOW_TM];
  uint best_j[BOW_TM];
  float acc[BOW_TM][BOW_TN];
  float4 pf[BOW_TILE_PF];
  uint buf = 0;
  const uint count = live != 0 ? live[0] : n;

  if (i0 >= count)
    return;
  if (live != 0) {
    /* gathered through the list; the tail of the last tile repeats its
     * first descriptor (its results are discarded) */
    __local float *al = (__local float *) a_l;
    __global const float *d = (__global const float *) desc_t;

    for (uint e = lid; e < BOW_DIM * BOW_TILE_M; e += BOW_TILE_WG) {
      const uint q = e / BOW_TILE_M, m = e % BOW_TILE_M;
      const uint i = live[1 + (i0 + m < count ? i0 + m : i0)];
      al[e] = d[(size_t) q * pitch + i];
    }
  } else {
    for (uint e = lid; e < BOW_DIM * BOW_TILE_M / 4; e += BOW_TILE_WG) {
      const uint q = e / (BOW_TILE_M / 4), m4 = e % (BOW_TILE_M / 4);
      a_l[e] = desc_t[q * pitch4 + i0 / 4 + m4];
    }
  }
  for (int p = 0; p < BOW_TILE_PF; p++) {
    const uint e = lid + p * BOW_TILE_WG;
    const uint q = e / (BOW_TILE_N / 4), c4 = e % (BOW_TILE_N / 4);
    b_l[0][e] = words_t[q * kpad4 + c4];
  }
  barrier (CLK_LOCAL_MEM_FENCE);

  for (int r = 0; r < BOW_TM; r++) {
    best[r] = INFINITY;
    second[r] = INFINITY;
    best_j[r] = 0;
  }

  for (uint j0 = 0; j0 < kpad; j0 += BOW_TILE_N) {
    for (int r = 0; r < BOW_TM; r++)
      for (int c = 0; c < BOW_TN; c++)
        acc[r][c] = 0.0f;

    for (int k0 = 0; k0 < BOW_DIM; k0 += BOW_TILE_K) {
      const uint nk0 = k0 + BOW_TILE_K < BOW_DIM ? k0 + BOW_TILE_K : 0;
      const uint nj0 = nk0 ? j0 : j0 + BOW_TILE_N;
      const bool more = nj0 < kpad;

      if (more) {
        for (int p = 0; p < BOW_TILE_PF; p++) {
          const uint e = lid + p * BOW_TILE_WG;
          const uint q = e / (BOW_TILE_N / 4), c4 = e % (BOW_TILE_N / 4);
          pf[p] = words_t[(nk0 + q) * kpad4 + nj0 / 4 + c4];
        }
      }

#pragma unroll
      for (int kk = 0; kk < BOW_TILE_K; kk++) {
        const int q = k0 + kk;
        const float4 a0 = a_l[q * (BOW_TILE_M / 4) + ty];
        const float4 a1 = a_l[q * (BOW_TILE_M / 4) + BOW_TILE_TY + ty];
        const float4 b0 = b_l[buf][kk * (BOW_TILE_N / 4) + tx];
        const float4 b1 = b_l[buf][kk * (BOW_TILE_N / 4) + BOW_TILE_TX + tx];
        const float a[BOW_TM] =
            { a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w };
        const float b[BOW_TN] =
            { b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w };

#pragma unroll
        for (int r = 0; r < BOW_TM; r++)
#pragma unroll
          for (int c = 0; c < BOW_TN; c++)
            acc[r][c] = fma (a[r], b[c], acc[r][c]);
      }

      if (more) {
        for (int p = 0; p < BOW_TILE_PF; p++)
          b_l[buf ^ 1][lid + p * BOW_TILE_WG] = pf[p];
      }
      /* one barrier per chunk: the stores above went to the buffer nobody
       * reads during this chunk, and the next chunk reads them after it */
      barrier (CLK_LOCAL_MEM_FENCE);
      buf ^= 1;
    }

    {
      const float4 n0 = norms[j0 / 4 + tx];
      const float4 n1 = norms[j0 / 4 + BOW_TILE_TX + tx];
      const float cn[BOW_TN] = { n0.x, n0.y, n0.z, n0.w, n1.x, n1.y, n1.z,
        n1.w
      };

      /* running top two, without branches: (s < best) selects; NaN never
       * enters (comparisons false, fmin ignores it) */
#pragma unroll
      for (int c = 0; c < BOW_TN; c++) {
        const uint j = j0 + (c < 4 ? 4 * tx + c
            : BOW_TILE_N / 2 + 4 * tx + c - 4);
#pragma unroll
        for (int r = 0; r < BOW_TM; r++) {
          const float s = fma (-2.0f, acc[r][c], cn[c]);
          const bool lt = s < best[r];
          second[r] = lt ? best[r] : fmin (second[r], s);
          best_j[r] = lt ? j : best_j[r];
          best[r] = lt ? s : best[r];
        }
      }
    }
  }

  {
    /* |d| for the certificate, from the tile still in local memory */
    float dnorm[BOW_TILE_ROWS];
    __local float *m = (__local float *) a_l;

    for (int u = 0; u < BOW_TILE_ROWS; u++) {
      const uint row = lid + u * BOW_TILE_WG;
      float s = 0.0f;
      if (row < BOW_TILE_M)
        for (int q = 0; q < BOW_DIM; q++)
          s = fma (m[q * BOW_TILE_M + row], m[q * BOW_TILE_M + row], s);
      dnorm[u] = sqrt (s);
    }

    /* merge the BOW_TILE_TX partial top-2 lists of each row through local
     * memory (the descriptor tile is no longer needed) */
    barrier (CLK_LOCAL_MEM_FENCE);
    for (int r = 0; r < BOW_TM; r++) {
      const uint row = r < 4 ? 4 * ty + r : BOW_TILE_M / 2 + 4 * ty + r - 4;
      m[(0 * BOW_TILE_M + row) * BOW_TILE_TX + tx] = best[r];
      m[(1 * BOW_TILE_M + row) * BOW_TILE_TX + tx] = second[r];
      m[(2 * BOW_TILE_M + row) * BOW_TILE_TX + tx] = as_float (best_j[r]);
    }
    barrier (CLK_LOCAL_MEM_FENCE);

    for (int u = 0; u < BOW_TILE_ROWS; u++) {
      const uint row = lid + u * BOW_TILE_WG;
      float b = INFINITY, s2 = INFINITY, gap, bound;
      uint bj = 0, di;

      if (row >= BOW_TILE_M || i0 + row >= count)
        break;
      di = live != 0 ? live[1 + i0 + row] : i0 + row;
      for (int t = 0; t < BOW_TILE_TX; t++) {
        const float tb = m[(0 * BOW_TILE_M + row) * BOW_TILE_TX + t];
        const float ts = m[(1 * BOW_TILE_M + row) * BOW_TILE_TX + t];
        const uint tj = as_uint (m[(2 * BOW_TILE_M + row) * BOW_TILE_TX + t]);

        if (tb < b || (tb == b && tj < bj)) {
          s2 = fmin (b, ts);
          b = tb;
          bj = tj;
        } else {
          s2 = fmin (s2, tb);
        }
      }
      gap = s2 - b;
      bound = BOW_GAP_SCALE * (dnorm[u] + max_norm) * (dnorm[u] + max_norm);
      if (isnan (dnorm[u])) {
        /* a gated descriptor (surf.cl): no vote, nothing to fix up */
        assign[di] = BOW_NO_WORD;
      } else if (gap > bound) {
        assign[di] = bj;
      } else {
        const uint slot = atomic_inc (&flags[0]);
        flags[1 + slot] = di;
      }
    }
  }
}

/*
 * bow_fixup: the canonical assignment of the descriptors bow_assign_tiled
 * flagged.  A work-group takes BOW_FIX_BATCH flagged descriptors at a time
 * (batches group, group + G, ...), so every word column it loads serves the
 * whole batch; its work-items scan words lid, lid + BOW_FIX_WG, ... (first
 * minimum kept, canonical order: lane q % 4, q increasing) and a tree merges
 * them, the lower index winning ties: the reference's first minimum over all
 * words.
 *
 * @desc_t, @pitch, @words_t, @kpad, @flags: as bow_assign_tiled
 * @k: the real number of words (padding words are never looked at)
 */
__kernel __attribute__((reqd_work_group_size (BOW_FIX_WG, 1, 1)))
void
bow_fixup (__global const float *desc_t, uint pitch,
    __global const float *words_t, uint kpad, uint k, __global uint * assign,
    __global const uint * flags)
{
  __local float d_l[BOW_FIX_BATCH][BOW_DIM];
  __local float best_l[BOW_FIX_BATCH][BOW_FIX_WG];
  __local uint best_jl[BOW_FIX_BATCH][BOW_FIX_WG];
  const uint lid = get_local_id (0);
  const uint count = flags[0];

  for (uint e0 = get_group_id (0) * BOW_FIX_BATCH; e0 < count;
      e0 += get_num_groups (0) * BOW_FIX_BATCH) {
    float best[BOW_FIX_BATCH];
    uint bj[BOW_FIX_BATCH];

    for (uint x = lid; x < BOW_FIX_BATCH * BOW_DIM; x += BOW_FIX_WG) {
      const uint f = x / BOW_DIM, q = x % BOW_DIM;
      /* a short last batch repeats its first descriptor, never written */
      const uint i = flags[1 + (e0 + f < count ? e0 + f : e0)];
      d_l[f][q] = desc_t[(size_t) q * pitch + i];
    }
    barrier (CLK_LOCAL_MEM_FENCE);

#pragma unroll
    for (int f = 0; f < BOW_FIX_BATCH; f++) {
      best[f] = INFINITY;
      bj[f] = 0;
    }
    for (uint j = lid; j < k; j += BOW_FIX_WG) {
      /* one float4 accumulator per batch entry: lane l sums components
       * l, l+4, ... in increasing order, the canonical distance */
      float4 acc[BOW_FIX_BATCH];

#pragma unroll
      for (int f = 0; f < BOW_FIX_BATCH; f++)
        acc[f] = (float4) (0.0f);
      for (int q = 0; q < BOW_DIM; q += 4) {
        const float4 c = (float4) (words_t[(size_t) q * kpad + j],
            words_t[(size_t) (q + 1) * kpad + j],
            words_t[(size_t) (q + 2) * kpad + j],
            words_t[(size_t) (q + 3) * kpad + j]);
#pragma unroll
        for (int f = 0; f < BOW_FIX_BATCH; f++) {
          const float4 t = vload4 (0, &d_l[f][q]) - c;
          acc[f] = fma (t, t, acc[f]);
        }
      }
#pragma unroll
      for (int f = 0; f < BOW_FIX_BATCH; f++) {
        const float s = bow_finish (acc[f]);
        if (s < best[f]) {
          best[f] = s;
          bj[f] = j;
        }
      }
    }
#pragma unroll
    for (int f = 0; f < BOW_FIX_BATCH; f++) {
      best_l[f][lid] = best[f];
      best_jl[f][lid] = bj[f];
    }
    barrier (CLK_LOCAL_MEM_FENCE);

    for (uint stride = BOW_FIX_WG / 2; stride > 0; stride >>= 1) {
      if (lid < stride) {
#pragma unroll
        for (int f = 0; f < BOW_FIX_BATCH; f++) {
          const float ob = best_l[f][lid + stride];
          const uint oj = best_jl[f][lid + stride];
          if (ob < best_l[f][lid] ||
              (ob == best_l[f][lid] && oj < best_jl[f][lid])) {
            best_l[f][lid] = ob;
            best_jl[f][lid] = oj;
          }
        }
      }
      barrier (CLK_LOCAL_MEM_FENCE);
    }
    if (lid < BOW_FIX_BATCH && e0 + lid < count)
      assign[flags[1 + e0 + lid]] = best_l[lid][0] < INFINITY ?
          best_jl[lid][0] : BOW_NO_WORD;
    barrier (CLK_LOCAL_MEM_FENCE);
  }
}

/*
 * bow_histogram: counts of @assign (indices >= k ignored) added to @hist.
 * Grid-stride loop, so any number of work-groups works; a few per compute
 * unit keeps the per-group merge (k atomics at most) cheap.
 */
__kernel __attribute__((reqd_work_group_size (BOW_HIST_WG, 1, 1)))
void
bow_histogram (__global const uint * assign, uint n, uint k,
    __global uint * hist, __local uint * lhist)
{
  bow_lhist_clear (lhist, k);
  for (uint i = get_global_id (0); i < n; i += get_global_size (0)) {
    const uint a = assign[i];
    if (a < k)
      atomic_inc (&lhist[a]);
  }
  bow_lhist_flush (lhist, k, hist);
}

/*
 * bow_normalize: @out = @hist scaled by mode (0 none, 1 l1, 2 l2; an empty
 * histogram gives zeros).  One work-group of BOW_NORM_WG: k is at most a few
 * thousand, so a second level of work-groups (and cross-group atomics) would
 * cost more than it saves.  Each work-item first sums its bins serially with
 * a local stride (coalesced), then a sequential-addressing tree in local
 * memory, unrolled, with a barrier at every level: OpenCL 1.2 gives no
 * lock-step guarantee inside a warp, so the classic barrier-free last warp
 * would be a race.  Sums are 64-bit integers, hence exact in any order.
 */
__kernel __attribute__((reqd_work_group_size (BOW_NORM_WG, 1, 1)))
void
bow_normalize (__global const uint * hist, uint k, uint mode,
    __global float *out)
{
  __local ulong part[BOW_NORM_WG];
  const uint lid = get_local_id (0);
  ulong acc = 0;
  ulong total;

  for (uint j = lid; j < k; j += BOW_NORM_WG) {
    const ulong h = hist[j];
    acc += mode == BOW_NORM_L2 ? h * h : h;
  }
  part[lid] = acc;
  barrier (CLK_LOCAL_MEM_FENCE);

#pragma unroll
  for (uint stride = BOW_NORM_WG / 2; stride > 0; stride >>= 1) {
    if (lid < stride)
      part[lid] += part[lid + stride];
    barrier (CLK_LOCAL_MEM_FENCE);
  }
  total = part[0];

  {
#if BOW_USE_FP64
    const double scale = mode == BOW_NORM_L2 ? sqrt ((double) total)
        : (double) total;
#else
    const float scale = mode == BOW_NORM_L2 ? sqrt ((float) total)
        : (float) total;
#endif

    for (uint j = lid; j < k; j += BOW_NORM_WG) {
      const uint h = hist[j];
      float v;

      if (mode != BOW_NORM_L1 && mode != BOW_NORM_L2)
        v = (float) h;
      else if (total == 0)
        v = 0.0f;
      else
#if BOW_USE_FP64
        v = (float) ((double) h / scale);
#else
        v = (float) h / scale;
#endif
      out[j] = v;
    }
  }
}
