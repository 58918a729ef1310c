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
#include <gst/cl/cl-prelude.h>

G_BEGIN_DECLS

/**
 * SECTION:gstclbowmeta
 * @title: GstClBowHistMeta
 * @short_description: the bag-of-visual-words histogram of a frame
 *
 * `clbowhist` attaches a #GstClBowHistMeta to each frame: how many of the
 * frame's dense SURF-like descriptors fall nearest to each word of the
 * vocabulary, normalised as the element's `normalize` property says.  The
 * data live on the host, reading them costs nothing:
 *
 * |[<!-- language="C" -->
 * GstClBowHistMeta *hm = gst_buffer_get_cl_bow_hist_meta (buf);
 * guint k;
 * const gfloat *h = gst_cl_bow_hist_meta_get_histogram (hm, &k);
 * ]|
 *
 * Since: 0.1
 */

/**
 * GstClBowNorm:
 * @GST_CL_BOW_NORM_NONE: raw counts as floats
 * @GST_CL_BOW_NORM_L1: counts divided by their sum
 * @GST_CL_BOW_NORM_L2: counts divided by the square root of the sum of their
 *   squares
 *
 * Histogram normalisation.  An empty histogram normalises to zeros.  The
 * values match bow.cl's bow_normalize (mode = the enum value).
 *
 * Since: 0.1
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
 *
 * Since: 0.1
 */
#define GST_CL_BOW_HIST_META_API_TYPE (gst_cl_bow_hist_meta_api_get_type ())

/**
 * GST_CL_BOW_HIST_META_INFO:
 *
 * The #GstMetaInfo of #GstClBowHistMeta.
 *
 * Since: 0.1
 */
#define GST_CL_BOW_HIST_META_INFO (gst_cl_bow_hist_meta_get_info ())

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
 * Read it with gst_buffer_get_cl_bow_hist_meta() and the accessors below;
 * the fields are read-only.
 *
 * With %GST_CL_BOW_NORM_NONE the bins are the raw counts (exact as floats
 * up to 2^24 descriptors per bin).  A frame without descriptors (smaller
 * than one descriptor window) has an all-zero histogram whatever @norm.
 *
 * Since: 0.1
 */
typedef struct _GstClBowHistMeta GstClBowHistMeta;

struct _GstClBowHistMeta
{
  GstMeta meta;

  guint n_words;
  gfloat *histogram;
  guint n_descriptors;
  GstClBowNorm norm;

  /*< private >*/
  /* read through gst_cl_bow_hist_meta_get_distance() and
   * gst_cl_bow_hist_meta_get_scene_cut() */
  gdouble distance;
  gboolean has_scene_cut;
  guint64 scene_frame;
  GstClockTime scene_pts;
  gboolean scene_change;
  gdouble scene_ratio;

  gpointer _gst_reserved[GST_PADDING];
};

GST_CL_API
GType               gst_cl_bow_hist_meta_api_get_type       (void);

GST_CL_API
const GstMetaInfo * gst_cl_bow_hist_meta_get_info           (void);

GST_CL_API
GstClBowHistMeta *  gst_buffer_add_cl_bow_hist_meta         (GstBuffer * buffer,
                                                             const gfloat * histogram,
                                                             guint n_words,
                                                             guint n_descriptors,
                                                             GstClBowNorm norm);

GST_CL_API
GstClBowHistMeta *  gst_buffer_get_cl_bow_hist_meta         (GstBuffer * buffer);

GST_CL_API
const gfloat *      gst_cl_bow_hist_meta_get_histogram      (GstClBowHistMeta * meta,
                                                             guint * n_words);

GST_CL_API
guint               gst_cl_bow_hist_meta_get_n_words        (GstClBowHistMeta * meta);

GST_CL_API
guint               gst_cl_bow_hist_meta_get_n_descriptors  (GstClBowHistMeta * meta);

GST_CL_API
GstClBowNorm        gst_cl_bow_hist_meta_get_norm           (GstClBowHistMeta * meta);

GST_CL_API
gdouble             gst_cl_bow_hist_meta_get_distance       (GstClBowHistMeta * meta);

GST_CL_API
gboolean            gst_cl_bow_hist_meta_get_scene_cut      (GstClBowHistMeta * meta,
                                                             guint64 * frame,
                                                             GstClockTime * pts,
                                                             gboolean * scene_change,
                                                             gdouble * ratio);

GST_CL_API
void                gst_cl_bow_hist_meta_set_distance       (GstClBowHistMeta * meta,
                                                             gdouble distance);

GST_CL_API
void                gst_cl_bow_hist_meta_set_scene_cut      (GstClBowHistMeta * meta,
                                                             guint64 frame,
                                                             GstClockTime pts,
                                                             gboolean scene_change,
                                                             gdouble ratio);

G_END_DECLS
