/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <gst/gst.h>
G_BEGIN_DECLS

/**
 * GstClBowNorm:
 * @GST_CL_BOW_NORM_NONE: raw counts as floats
 * @GST_CL_BOW_NORM_L1: counts divided by their sum
 * @GST_CL_BOW_NORM_L2: counts divided by the square root of the sum of their
 *   squares
 *
 * Histogram normalisation.  An empty histogram normalises to zeros.  The
 * values match bow.cl's bow_normalize (mode = the enum value).
 */
typedef enum
{
  GST_CL_BOW_NORM_NONE = 0,
  GST_CL_BOW_NORM_L1 = 1,
  GST_CL_BOW_NORM_L2 = 2,
} GstClBowNorm;

/**
 * GST_CL_BOW_HIST_META_API_TYPE:
 *
 * The #GType of the "GstClBowHistMetaAPI" meta API.
 */
#define GST_CL_BOW_HIST_META_API_TYPE (gst_cl_bow_hist_meta_api_get_type ())

/**
 * GstClBowHistMeta:
 * @meta: parent #GstMeta
 * @n_words: number of bins K (the vocabulary size)
 * @histogram: K floats, bin j counting the descriptors whose nearest
 *   vocabulary word is j, normalised as @norm says
 * @n_descriptors: descriptors of the frame (the sum of the raw counts)
 * @norm: the normalisation of @histogram
 *
 * The bag-of-visual-words histogram of one frame, attached by clbowhist.
 * The data live on the host: reading them costs nothing.  Read it with
 * gst_buffer_get_cl_bow_hist_meta() and the accessors below; the fields
 * are read-only.
 *
 * With %GST_CL_BOW_NORM_NONE the bins are the raw counts (exact as floats
 * up to 2^24 descriptors per bin).  A frame without descriptors (smaller
 * than one descriptor window) has an all-zero histogram whatever @norm.
 */
typedef struct
{
  GstMeta meta;

  guint n_words;
  gfloat *histogram;
  guint n_descriptors;
  GstClBowNorm norm;
} GstClBowHistMeta;

GType gst_cl_bow_hist_meta_api_get_type (void);

const GstMetaInfo *gst_cl_bow_hist_meta_get_info (void);

GstClBowHistMeta *gst_buffer_add_cl_bow_hist_meta (GstBuffer * buffer,
    const gfloat * histogram, guint n_words, guint n_descriptors,
    GstClBowNorm norm);

GstClBowHistMeta *gst_buffer_get_cl_bow_hist_meta (GstBuffer * buffer);

const gfloat *gst_cl_bow_hist_meta_get_histogram (GstClBowHistMeta * meta,
    guint * n_words);

guint gst_cl_bow_hist_meta_get_n_words (GstClBowHistMeta * meta);

guint gst_cl_bow_hist_meta_get_n_descriptors (GstClBowHistMeta * meta);

GstClBowNorm gst_cl_bow_hist_meta_get_norm (GstClBowHistMeta * meta);

G_END_DECLS
