/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Cascade detection (Haar or LBP), reproducing OpenCV 4's detectMultiScale
 * decisions bit for bit (see gst/clanalytics/reference/gstclhaarref.c, the
 * CPU reference, for the list of what OpenCV does; gstcllbpref.c for LBP).
 * Four files, three programs (tools/embed-kernels.py, kernels/meson.build):
 *
 *   cascade-layout.cl      this file: the tunables every program shares,
 *                          the device layouts of the host's tables
 *                          (gstclcascadepack.h) and the CPU build's helpers
 *   cascade-pyramid.cl     the pyramid: resized levels and their integrals
 *                          (sums, squares, tilted), all levels per launch
 *   cascade-eval.cl        one window against a stage: features, weak
 *                          classifiers, variance normalisation
 *   cascade-detect-gpu.cl  haar_detect, the GPUs' uber-kernel
 *   cascade-detect-cpu.cl  haar_detect_serial, the CPUs' scan
 *
 * Programs: cascade-pyramid (layout + pyramid), cascade-detect-gpu and
 * cascade-detect-cpu (layout + eval + the detector).  Haar and LBP share
 * everything but the feature evaluation (FEATURE_LBP selects it): an LBP
 * window has no variance factor (every window is evaluated) and a stump's
 * value is its subset's bit for the window's MB-LBP code.
 *
 * Exactness: integral sums wrap modulo 2^32 like OpenCV's CV_32S ones;
 * feature values are computed in float with the same operations and no
 * contraction; the variance factor uses double where the device has it;
 * stage sums are 64-bit fixed point (the host scales the leaves so every
 * sum is exact in any order), which equals OpenCV's sequential double sums
 * for every cascade it ships (GstClCascade.exact_fixed_sums).
 *
 * PoCL 3.1 note: keep barriers out of if/else-if chains inside loops; its
 * parallel-region builder asserts (or silently miscompiles) on them.
 *
 * OpenCL C 1.2 only: atomic_inc/atomic_add on 32-bit ints, no printf.
 */

#pragma OPENCL FP_CONTRACT OFF

/* every weak classifier is a single node */
#ifndef STUMPS_ONLY
#define STUMPS_ONLY 1
#endif
/* most nodes in one weak classifier (bounds tree walks) */
#ifndef MAX_TREE_NODES
#define MAX_TREE_NODES 255
#endif
/* a CPU device: see CPU_INLINE */
#ifndef CPU_BUILD
#define CPU_BUILD 0
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

/* GstClCascadeDevNode: the four corner offsets of each rectangle in the
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

/* GstClCascadeDevStage */
typedef struct
{
  int first;
  int count;
  long thr;
} HaarStage;

/* GstClCascadeDevLevel */
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

