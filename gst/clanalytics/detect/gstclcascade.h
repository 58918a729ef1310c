/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * GST_CL_CASCADE_MAX_FILE_SIZE:
 *
 * Cascade files larger than this are refused before they are read (the
 * largest file OpenCV ships is under 3 MiB).
 */
#define GST_CL_CASCADE_MAX_FILE_SIZE (32 * 1024 * 1024)

/**
 * GST_CL_CASCADE_MAX_WINDOW:
 *
 * Largest accepted detection window side, in pixels.
 */
#define GST_CL_CASCADE_MAX_WINDOW 1024

/**
 * GST_CL_CASCADE_MAX_TREE_NODES:
 *
 * Largest accepted number of internal nodes in one weak classifier.
 */
#define GST_CL_CASCADE_MAX_TREE_NODES 255

/**
 * GST_CL_LBP_SUBSET_WORDS:
 *
 * 32-bit words of an LBP node's category subset: one bit per MB-LBP code
 * (OpenCV's maxCatCount 256, subsetSize (256 + 31) / 32).
 */
#define GST_CL_LBP_SUBSET_WORDS 8

/**
 * GstClCascadeFeatureType:
 * @GST_CL_CASCADE_HAAR: Haar features (rectangle sums, variance
 *   normalisation, node thresholds)
 * @GST_CL_CASCADE_LBP: multi-block local binary patterns (OpenCV's
 *   LBPEvaluator): each feature is a 3x3 grid of equal cells, its value
 *   the 8-bit code of the outer cells' sums compared with the centre's;
 *   a node goes left when its subset holds the code
 *
 * The kind of cascade, from the file's featureType.
 */
typedef enum
{
  GST_CL_CASCADE_HAAR,
  GST_CL_CASCADE_LBP,
} GstClCascadeFeatureType;

/**
 * GstClCascadeRect:
 * @x: left, in window pixels
 * @y: top, in window pixels
 * @w: width (upright) or length of the +45 degree side (tilted)
 * @h: height (upright) or length of the -45 degree side (tilted)
 * @weight: weight of the rectangle sum in the feature value
 *
 * One rectangle of a Haar feature, in the coordinates of the cascade's
 * window, exactly as the file gives it.  Upright rectangles cover
 * [x, x + w) x [y, y + h).  Tilted ones are OpenCV's 45 degree rectangles:
 * the corners (x, y), (x + w, y + w), (x - h, y + h) and (x + w - h,
 * y + w + h) of the tilted integral image.
 *
 * 12 bytes, no padding.
 */
typedef struct
{
  gint16 x, y, w, h;
  gfloat weight;
} GstClCascadeRect;

/**
 * GstClCascadeFeature:
 * @rect: the rectangles; unused ones are all zero
 * @n_rects: rectangles used (1 to 3)
 * @tilted: 1 for a 45 degree feature (sums come from the tilted integral)
 *
 * 40 bytes, no padding.
 */
typedef struct
{
  GstClCascadeRect rect[3];
  guint8 n_rects;
  guint8 tilted;
  guint8 _pad[2];
} GstClCascadeFeature;

/**
 * GstClCascadeNode:
 * @feature: index into #GstClCascade.features
 * @threshold: the node goes left when the normalised feature value is
 *   below it
 * @left: > 0: index of the next node, relative to the weak classifier's
 *   first node; <= 0: minus the leaf index, relative to the weak
 *   classifier's first leaf (OpenCV's convention)
 * @right: same as @left
 *
 * One internal node of a weak classifier.  Children always have a larger
 * index than their parent (checked at load), so a walk from the root ends
 * after at most the node count.  16 bytes.
 */
typedef struct
{
  gint32 feature;
  gfloat threshold;
  gint32 left, right;
} GstClCascadeNode;

/**
 * GstClCascadeWeak:
 * @first_node: index of the root in #GstClCascade.nodes
 * @n_nodes: internal nodes (1 for a stump)
 * @first_leaf: index of the first leaf in #GstClCascade.leaves
 * @n_leaves: always @n_nodes + 1
 *
 * 16 bytes.
 */
typedef struct
{
  guint32 first_node, n_nodes;
  guint32 first_leaf, n_leaves;
} GstClCascadeWeak;

/**
 * GstClCascadeStage:
 * @first_weak: index of the stage's first weak classifier
 * @n_weak: weak classifiers in the stage (at least 1)
 * @threshold: the file's stage threshold minus 1e-5 in single precision, as
 *   OpenCV stores it: a window is rejected when the stage sum is below it
 * @threshold_fixed: @threshold in the fixed-point scale of
 *   #GstClCascade.leaf_shift, rounded up, so that an integer stage sum S is
 *   rejected exactly when S < @threshold_fixed
 *
 * 24 bytes.
 */
typedef struct
{
  guint32 first_weak, n_weak;
  gfloat threshold;
  guint32 _pad;
  gint64 threshold_fixed;
} GstClCascadeStage;

/**
 * GstClCascade:
 * @window_w: width of the detection window (OpenCV's origWinSize)
 * @window_h: height of the detection window
 * @n_stages: length of @stages
 * @n_weak: length of @weaks
 * @n_nodes: length of @nodes
 * @n_leaves: length of @leaves and @leaves_fixed
 * @n_features: length of @features
 * @max_nodes_per_weak: the largest weak classifier (1: stumps only)
 * @stumps_only: every weak classifier is a single node, which is what
 *   OpenCV's fast path (predictOrderedStump) and ours specialise for; in
 *   that case a stump's left/right fields are ignored and leaf 0 is taken
 *   below the threshold, leaf 1 above it, as OpenCV does
 * @has_tilted: at least one feature uses the tilted integral image
 * @old_format: the file was in the old `opencv-haar-classifier` format
 * @stages: the stages, in order
 * @weaks: the weak classifiers, stage after stage
 * @nodes: the internal nodes, weak classifier after weak classifier
 * @leaves: the leaf values, weak classifier after weak classifier
 * @leaves_fixed: the leaf values times 2^@leaf_shift, as integers; stage
 *   sums of these are exact in any order, which lets a device add them up
 *   in parallel and still take OpenCV's decisions
 * @leaf_shift: the fixed-point exponent of @leaves_fixed
 * @exact_fixed_sums: every leaf is a multiple of 2^-@leaf_shift and no stage
 *   sum can leave the exact range of a double, so OpenCV's sequential double
 *   sums and the integer sums agree bit for bit (true for every cascade
 *   OpenCV ships)
 * @features: the features; for an LBP cascade, rect[0] of each is the
 *   top-left cell of the feature's 3x3 grid (@n_rects 1, weight 0; the
 *   grid covers [x, x + 3w) x [y, y + 3h), inside the window)
 * @path: the file name, or the name given for in-memory data
 * @feature_type: Haar or LBP
 * @subsets: LBP only (else %NULL): %GST_CL_LBP_SUBSET_WORDS words per
 *   node, node after node: bit (c & 31) of word (c >> 5) set means code c
 *   goes left (leaf 0 for a stump), as OpenCV's predictCategoricalStump
 *
 * A Haar or LBP cascade flattened into arrays.  LBP cascades are stumps
 * only (every one OpenCV ships is; trees are refused at load), have no
 * thresholds (@nodes' threshold is 0) and no variance normalisation.  The arrays hold plain fixed-size
 * records without pointers: each can be copied to a device buffer as it is
 * (sizes and field order above, little-endian, natural alignment).
 */
typedef struct
{
  guint window_w, window_h;
  guint n_stages, n_weak, n_nodes, n_leaves, n_features;
  guint max_nodes_per_weak;
  gboolean stumps_only;
  gboolean has_tilted;
  gboolean old_format;

  GstClCascadeStage *stages;
  GstClCascadeWeak *weaks;
  GstClCascadeNode *nodes;
  gfloat *leaves;
  gint64 *leaves_fixed;
  gint leaf_shift;
  gboolean exact_fixed_sums;
  GstClCascadeFeature *features;

  gchar *path;

  GstClCascadeFeatureType feature_type;
  guint32 *subsets;
} GstClCascade;

GstClCascade *gst_cl_cascade_load (const gchar * path, GError ** error);

GstClCascade *gst_cl_cascade_load_from_data (const gchar * data, gsize len,
    const gchar * name_for_errors, GError ** error);

void gst_cl_cascade_free (GstClCascade * cascade);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GstClCascade, gst_cl_cascade_free);

G_END_DECLS
