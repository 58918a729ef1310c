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
#include "gstclvocab.h"

G_BEGIN_DECLS

/**
 * GstClKMeansAssignFunc:
 * @user_data: the callback's data
 * @desc: @n_desc descriptors of 64 floats (the same pointer and contents on
 *   every call of one training run, so a device backend may upload them once)
 * @n_desc: number of descriptors
 * @words: @n_words current words of 64 floats
 * @n_words: K
 * @assign: (out caller-allocates): nearest word of each descriptor
 * @error: return location for a #GError
 *
 * The assignment step of k-means.  Implementations must return exactly what
 * gst_cl_bow_assign_ref() returns (every kernel of kernels/bow.cl does), so
 * that training is reproducible whichever backend runs it.
 *
 * Returns: %FALSE with @error set on failure; training stops with it.
 */
typedef gboolean (*GstClKMeansAssignFunc) (gpointer user_data,
    const gfloat * desc, gsize n_desc, const gfloat * words, guint n_words,
    guint32 * assign, GError ** error);

/**
 * GstClKMeansProgressFunc:
 * @user_data: the callback's data
 * @iteration: Lloyd iteration, from 1
 * @mean_distance: mean squared distance of the descriptors to their words
 * @changed: descriptors whose word changed since the previous iteration
 */
typedef void (*GstClKMeansProgressFunc) (gpointer user_data, guint iteration,
    gdouble mean_distance, gsize changed);

/**
 * GstClKMeansParams:
 * @n_words: K, 1 to %GST_CL_VOCAB_MAX_WORDS
 * @max_iterations: Lloyd iterations at most
 * @tolerance: stop once an iteration lowers the mean distance by less than
 *   this fraction (0: only when no assignment changes)
 * @seed: seed of the k-means++ draw and of nothing else: equal inputs,
 *   parameters and seed give the same vocabulary, bit for bit
 * @assign: (nullable): assignment backend; %NULL for the CPU reference
 * @assign_data: its data
 * @progress: (nullable): called after each assignment step
 * @progress_data: its data
 *
 * Initialise with gst_cl_kmeans_params_init() and change what you need.
 */
typedef struct
{
  guint n_words;
  guint max_iterations;
  gdouble tolerance;
  guint32 seed;
  GstClKMeansAssignFunc assign;
  gpointer assign_data;
  GstClKMeansProgressFunc progress;
  gpointer progress_data;
} GstClKMeansParams;

/**
 * GstClKMeansStats:
 * @iterations: assignment steps run
 * @mean_distance: mean squared distance at the last assignment step
 * @converged: %TRUE when stopped by @tolerance or a stable assignment, not
 *   by @max_iterations
 * @relocated: empty clusters re-seeded along the way
 */
typedef struct
{
  guint iterations;
  gdouble mean_distance;
  gboolean converged;
  guint relocated;
} GstClKMeansStats;

void gst_cl_kmeans_params_init (GstClKMeansParams * params);

gboolean gst_cl_kmeans_init_plus_plus (const gfloat * desc, gsize n_desc,
    guint n_words, guint32 seed, gfloat * words, GError ** error);

GstClVocab *gst_cl_kmeans_train (const gfloat * desc, gsize n_desc,
    const GstClKMeansParams * params, const gchar * name,
    GstClKMeansStats * stats, GError ** error);

gboolean gst_cl_kmeans_assign_cpu (gpointer user_data, const gfloat * desc,
    gsize n_desc, const gfloat * words, guint n_words, guint32 * assign,
    GError ** error);

G_END_DECLS
