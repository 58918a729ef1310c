/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The per-frame bag-of-visual-words histogram meta (clbowhist).  Unlike the
 * integral meta it holds host data: the histogram is small and always read
 * back, so applications get it without touching OpenCL.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include "gstclbowmeta.h"
#include "gstclmetacommon.h"

static gboolean
bow_hist_meta_init (GstMeta * meta, gpointer params, GstBuffer * buffer)
{
  GstClBowHistMeta *hm = (GstClBowHistMeta *) meta;

  hm->n_words = 0;
  hm->histogram = NULL;
  hm->n_descriptors = 0;
  hm->norm = GST_CL_BOW_NORM_NONE;
  hm->distance = 0.0;
  hm->has_scene_cut = FALSE;
  hm->scene_frame = 0;
  hm->scene_pts = GST_CLOCK_TIME_NONE;
  hm->scene_change = FALSE;
  hm->scene_ratio = 0.0;
  return TRUE;
}

static void
bow_hist_meta_free (GstMeta * meta, GstBuffer * buffer)
{
  GstClBowHistMeta *hm = (GstClBowHistMeta *) meta;

  g_free (hm->histogram);
  hm->histogram = NULL;
}

static gboolean
bow_hist_meta_transform (GstBuffer * dest, GstMeta * meta, GstBuffer * buffer,
    GQuark type, gpointer data)
{
  GstClBowHistMeta *hm = (GstClBowHistMeta *) meta;

  /* the histogram describes the whole frame: a copy keeps it, a region of
   * the frame would need its own */
  if (!gst_cl_meta_transform_is_copy (type, data))
    return FALSE;
  {
    GstClBowHistMeta *copy = gst_buffer_add_cl_bow_hist_meta (dest,
        hm->histogram, hm->n_words, hm->n_descriptors, hm->norm);

    if (!copy)
      return FALSE;
    copy->distance = hm->distance;
    copy->has_scene_cut = hm->has_scene_cut;
    copy->scene_frame = hm->scene_frame;
    copy->scene_pts = hm->scene_pts;
    copy->scene_change = hm->scene_change;
    copy->scene_ratio = hm->scene_ratio;
    return TRUE;
  }
}

/**
 * gst_cl_bow_hist_meta_api_get_type:
 *
 * Returns: the #GType of the histogram meta API (no tags: the histogram of
 * the content survives format conversion and scaling).
 *
 * Since: 0.1
 */
GType
gst_cl_bow_hist_meta_api_get_type (void)
{
  static GType type = 0;
  /* no tags: a histogram of the content survives format conversion and
   * scaling (the scene is the same) */
  static const gchar *tags[] = { NULL };

  return gst_cl_meta_api_type_once (&type, "GstClBowHistMetaAPI", tags);
}

/**
 * gst_cl_bow_hist_meta_get_info:
 *
 * Returns: (transfer none): the #GstMetaInfo of #GstClBowHistMeta.
 *
 * Since: 0.1
 */
const GstMetaInfo *
gst_cl_bow_hist_meta_get_info (void)
{
  static const GstMetaInfo *info = NULL;

  return gst_cl_meta_info_once (&info, GST_CL_BOW_HIST_META_API_TYPE,
      "GstClBowHistMeta", sizeof (GstClBowHistMeta), bow_hist_meta_init,
      bow_hist_meta_free, bow_hist_meta_transform);
}

/**
 * gst_buffer_add_cl_bow_hist_meta:
 * @buffer: a writable buffer
 * @histogram: (array length=n_words): the bins, copied
 * @n_words: K, at least 1
 * @n_descriptors: descriptors the histogram counts
 * @norm: how @histogram is normalised
 *
 * Attaches a histogram to @buffer, as clbowhist does.
 *
 * Returns: (transfer none) (nullable): the new meta.
 *
 * Since: 0.1
 */
GstClBowHistMeta *
gst_buffer_add_cl_bow_hist_meta (GstBuffer * buffer, const gfloat * histogram,
    guint n_words, guint n_descriptors, GstClBowNorm norm)
{
  GstClBowHistMeta *hm;

  g_return_val_if_fail (GST_IS_BUFFER (buffer), NULL);
  g_return_val_if_fail (histogram != NULL && n_words > 0, NULL);

  hm = (GstClBowHistMeta *) gst_buffer_add_meta (buffer,
      gst_cl_bow_hist_meta_get_info (), NULL);
  if (!hm)
    return NULL;
  hm->n_words = n_words;
  hm->histogram = g_memdup2 (histogram, (gsize) n_words * sizeof (gfloat));
  hm->n_descriptors = n_descriptors;
  hm->norm = norm;
  return hm;
}

/**
 * gst_buffer_get_cl_bow_hist_meta:
 * @buffer: a buffer
 *
 * Returns: (transfer none) (nullable): the histogram meta of @buffer (the
 * last one attached, when several clbowhist ran).
 *
 * Since: 0.1
 */
GstClBowHistMeta *
gst_buffer_get_cl_bow_hist_meta (GstBuffer * buffer)
{
  gpointer state = NULL;
  GstMeta *meta, *last = NULL;

  g_return_val_if_fail (GST_IS_BUFFER (buffer), NULL);

  while ((meta = gst_buffer_iterate_meta_filtered (buffer, &state,
              GST_CL_BOW_HIST_META_API_TYPE)))
    last = meta;
  return (GstClBowHistMeta *) last;
}

/**
 * gst_cl_bow_hist_meta_get_histogram:
 * @meta: a histogram meta
 * @n_words: (out) (optional): number of bins
 *
 * Returns: (transfer none) (array length=n_words): the bins, valid as long
 * as the buffer holds the meta.
 *
 * Since: 0.1
 */
const gfloat *
gst_cl_bow_hist_meta_get_histogram (GstClBowHistMeta * meta, guint * n_words)
{
  g_return_val_if_fail (meta != NULL, NULL);

  if (n_words)
    *n_words = meta->n_words;
  return meta->histogram;
}

/**
 * gst_cl_bow_hist_meta_get_n_words:
 * @meta: a histogram meta
 *
 * Returns: the number of bins K.
 *
 * Since: 0.1
 */
guint
gst_cl_bow_hist_meta_get_n_words (GstClBowHistMeta * meta)
{
  g_return_val_if_fail (meta != NULL, 0);
  return meta->n_words;
}

/**
 * gst_cl_bow_hist_meta_get_n_descriptors:
 * @meta: a histogram meta
 *
 * Returns: the number of descriptors of the frame.
 *
 * Since: 0.1
 */
guint
gst_cl_bow_hist_meta_get_n_descriptors (GstClBowHistMeta * meta)
{
  g_return_val_if_fail (meta != NULL, 0);
  return meta->n_descriptors;
}

/**
 * gst_cl_bow_hist_meta_get_norm:
 * @meta: a histogram meta
 *
 * Returns: the normalisation of the histogram.
 *
 * Since: 0.1
 */
GstClBowNorm
gst_cl_bow_hist_meta_get_norm (GstClBowHistMeta * meta)
{
  g_return_val_if_fail (meta != NULL, GST_CL_BOW_NORM_NONE);
  return meta->norm;
}

/**
 * gst_cl_bow_hist_meta_get_distance:
 * @meta: a histogram meta
 *
 * Returns: the distance of this frame's histogram to the previous analysed
 * frame's (as clbowhist's #GstClBowHist:distance measures it), 0 on the
 * first frame of a stream.
 *
 * Since: 0.1
 */
gdouble
gst_cl_bow_hist_meta_get_distance (GstClBowHistMeta * meta)
{
  g_return_val_if_fail (meta != NULL, 0.0);
  return meta->distance;
}

/**
 * gst_cl_bow_hist_meta_get_scene_cut:
 * @meta: a histogram meta
 * @frame: (out) (optional): the frame the decision is about, counted from 0
 *   at the start of the stream
 * @pts: (out) (optional): that frame's presentation timestamp
 * @scene_change: (out) (optional): whether that frame starts a new shot
 * @ratio: (out) (optional): its distance over the mean distance of the
 *   frames around it (clbowhist's "adaptive-ratio")
 *
 * clbowhist decides whether a frame is a scene cut only once it has seen
 * the #GstClBowHist:scene-window frames after it, so the decision about
 * frame N rides on a later buffer's meta: this one's, when this returns
 * %TRUE.  Decisions made at the end of a stream ride on no buffer (they
 * are in the element messages only).
 *
 * Returns: %TRUE when this buffer carries a scene-cut decision.
 *
 * Since: 0.1
 */
gboolean
gst_cl_bow_hist_meta_get_scene_cut (GstClBowHistMeta * meta, guint64 * frame,
    GstClockTime * pts, gboolean * scene_change, gdouble * ratio)
{
  g_return_val_if_fail (meta != NULL, FALSE);
  if (frame)
    *frame = meta->scene_frame;
  if (pts)
    *pts = meta->scene_pts;
  if (scene_change)
    *scene_change = meta->scene_change;
  if (ratio)
    *ratio = meta->scene_ratio;
  return meta->has_scene_cut;
}

/**
 * gst_cl_bow_hist_meta_set_distance:
 * @meta: a histogram meta
 * @distance: the distance to the previous frame's histogram
 *
 * Sets what gst_cl_bow_hist_meta_get_distance() returns (clbowhist does).
 *
 * Since: 0.1
 */
void
gst_cl_bow_hist_meta_set_distance (GstClBowHistMeta * meta, gdouble distance)
{
  g_return_if_fail (meta != NULL);
  meta->distance = distance;
}

/**
 * gst_cl_bow_hist_meta_set_scene_cut:
 * @meta: a histogram meta
 * @frame: the frame the decision is about
 * @pts: its presentation timestamp
 * @scene_change: whether it starts a new shot
 * @ratio: its adaptive ratio
 *
 * Attaches a scene-cut decision to @meta (see
 * gst_cl_bow_hist_meta_get_scene_cut()); clbowhist does.
 *
 * Since: 0.1
 */
void
gst_cl_bow_hist_meta_set_scene_cut (GstClBowHistMeta * meta, guint64 frame,
    GstClockTime pts, gboolean scene_change, gdouble ratio)
{
  g_return_if_fail (meta != NULL);
  meta->has_scene_cut = TRUE;
  meta->scene_frame = frame;
  meta->scene_pts = pts;
  meta->scene_change = scene_change;
  meta->scene_ratio = ratio;
}
