/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What the tracking and drawing elements read from a buffer: its ROI metas
 * with their parameters and parent links resolved, whoever produced them;
 * and the skipped-frame marker by which a detector says it did not run on
 * a frame.
 */
#include "gstclroi.h"

/* parent links: ROI id -> index, or AMBIGUOUS when several ROIs share it
 * (unknown producers often leave every id at 0) */
#define AMBIGUOUS (-2)

/**
 * gst_cl_roi_collect:
 * @width, @height: the frame, to clip the boxes to (0: no clipping)
 * @rois: (out): GstClRoi, one per ROI meta in the buffer's order
 *
 * Linear in the number of metas: parents are looked up in a hash table.
 */
void
gst_cl_roi_collect (GstBuffer * buffer, gint width, gint height,
    GArray * rois)
{
  GHashTable *by_id = NULL;
  gpointer state = NULL;
  GstMeta *meta;
  guint i;

  g_array_set_size (rois, 0);
  while ((meta = gst_buffer_iterate_meta_filtered (buffer, &state,
              GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE))) {
    GstVideoRegionOfInterestMeta *m = (GstVideoRegionOfInterestMeta *) meta;
    GstStructure *det = gst_video_region_of_interest_meta_get_param (m,
        "detection");
    GstStructure *obj = gst_video_region_of_interest_meta_get_param (m,
        "object_id");
    GstClRoi r = { m, m->roi_type, (gint) MIN (m->x, G_MAXINT / 2),
      (gint) MIN (m->y, G_MAXINT / 2), (gint) MIN (m->w, G_MAXINT / 2),
      (gint) MIN (m->h, G_MAXINT / 2), -1, -1, -1, -1, m->w > 0 && m->h > 0
    };
    const gchar *label;

    if (det) {
      if (!gst_structure_get_double (det, "confidence", &r.confidence))
        r.confidence = -1;
      if (!gst_structure_get_int (det, "label_id", &r.label_id))
        r.label_id = -1;
      label = gst_structure_get_string (det, "label");
      if (label && *label)
        r.label = g_quark_from_string (label);
    }
    if (obj && !gst_structure_get_int (obj, "id", &r.object_id))
      r.object_id = -1;
    if (width > 0 && height > 0) {
      r.visible = r.visible && r.x < width && r.y < height;
      r.x = MIN (r.x, width - 1);
      r.y = MIN (r.y, height - 1);
      r.w = CLAMP (r.w, 1, width - r.x);
      r.h = CLAMP (r.h, 1, height - r.y);
    }
    g_array_append_val (rois, r);
  }
  if (rois->len < 2)
    return;

  by_id = g_hash_table_new (NULL, NULL);
  for (i = 0; i < rois->len; i++) {
    gpointer key = GINT_TO_POINTER (g_array_index (rois, GstClRoi, i).meta->id);
    gpointer old;

    if (g_hash_table_lookup_extended (by_id, key, NULL, &old))
      g_hash_table_insert (by_id, key, GINT_TO_POINTER (AMBIGUOUS));
    else
      g_hash_table_insert (by_id, key, GINT_TO_POINTER (i));
  }
  for (i = 0; i < rois->len; i++) {
    GstClRoi *r = &g_array_index (rois, GstClRoi, i);
    gpointer v;
    gint p;

    /* 0 is the meta's default parent_id (and id): no parent */
    if (r->meta->parent_id == 0 || !g_hash_table_lookup_extended (by_id,
            GINT_TO_POINTER (r->meta->parent_id), NULL, &v))
      continue;
    p = GPOINTER_TO_INT (v);
    if (p >= 0 && p != (gint) i)
      r->parent = p;
  }
  g_hash_table_unref (by_id);
}

/**
 * gst_cl_roi_detection_param:
 *
 * The "detection" parameter structure of DL Streamer's layout: the box
 * normalised to the frame, confidence, label_id, label.
 */
GstStructure *
gst_cl_roi_detection_param (gint width, gint height, gint x, gint y, gint w,
    gint h, gdouble confidence, gint label_id, const gchar * label)
{
  gdouble W = MAX (width, 1), H = MAX (height, 1);

  return gst_structure_new ("detection",
      "x_min", G_TYPE_DOUBLE, x / W, "y_min", G_TYPE_DOUBLE, y / H,
      "x_max", G_TYPE_DOUBLE, (x + w) / W, "y_max", G_TYPE_DOUBLE, (y + h) / H,
      "confidence", G_TYPE_DOUBLE, confidence,
      "label_id", G_TYPE_INT, label_id, "label", G_TYPE_STRING, label, NULL);
}

static gboolean
copy_field (GQuark field, const GValue * value, gpointer dest)
{
  gst_structure_id_set_value (dest, field, value);
  return TRUE;
}

/* the marker survives copies of the buffer's metas (videoconvert, a
 * writable copy), not scaling or cropping, which do not change whether
 * the detector ran */
static gboolean
skipped_transform (GstBuffer * dest, GstCustomMeta * meta, GstBuffer * src,
    GQuark type, gpointer data, gpointer user_data)
{
  GstCustomMeta *copy;

  if (!GST_META_TRANSFORM_IS_COPY (type))
    return FALSE;
  copy = gst_buffer_add_custom_meta (dest, GST_CL_SKIPPED_FRAME_META_NAME);
  if (!copy)
    return FALSE;
  gst_structure_foreach (gst_custom_meta_get_structure (meta), copy_field,
      gst_custom_meta_get_structure (copy));
  return TRUE;
}

/**
 * gst_cl_skipped_frame_meta_get_info:
 *
 * Registers the marker on first use, unless an application registered a
 * custom meta of that name first (then that one is used).
 */
const GstMetaInfo *
gst_cl_skipped_frame_meta_get_info (void)
{
  static const GstMetaInfo *info = NULL;

  if (g_once_init_enter (&info)) {
    static const gchar *tags[] = { NULL };
    const GstMetaInfo *i = gst_meta_get_info (GST_CL_SKIPPED_FRAME_META_NAME);

    if (!i)
      i = gst_meta_register_custom (GST_CL_SKIPPED_FRAME_META_NAME, tags,
          skipped_transform, NULL, NULL);
    g_once_init_leave (&info, i);
  }
  return info;
}

/**
 * gst_cl_buffer_mark_skipped:
 * @producer: (nullable): the detector's name
 * @roi_type: (nullable): the ROI type it produces, NULL for any
 *
 * Marks @buffer (writable) as a frame @producer did not run on.
 */
void
gst_cl_buffer_mark_skipped (GstBuffer * buffer, const gchar * producer,
    const gchar * roi_type)
{
  GstCustomMeta *m;
  GstStructure *s;

  gst_cl_skipped_frame_meta_get_info ();
  m = gst_buffer_add_custom_meta (buffer, GST_CL_SKIPPED_FRAME_META_NAME);
  if (!m)
    return;
  s = gst_custom_meta_get_structure (m);
  if (producer)
    gst_structure_set (s, "producer", G_TYPE_STRING, producer, NULL);
  if (roi_type)
    gst_structure_set (s, "roi-type", G_TYPE_STRING, roi_type, NULL);
}

/**
 * gst_cl_buffer_get_skipped:
 * @roi_types: (out): GQuark, the ROI types of the markers on @buffer, 0
 *   for a marker without one (every type)
 *
 * One pass over the buffer's metas, for a caller that asks about many
 * types.
 *
 * Returns: whether @buffer carries a marker at all
 */
gboolean
gst_cl_buffer_get_skipped (GstBuffer * buffer, GArray * roi_types)
{
  gpointer state = NULL;
  GstMeta *meta;

  gst_cl_skipped_frame_meta_get_info ();
  g_array_set_size (roi_types, 0);
  while ((meta = gst_buffer_iterate_meta (buffer, &state))) {
    const gchar *type;
    GQuark q;

    if (!gst_meta_info_is_custom (meta->info) ||
        !gst_custom_meta_has_name ((GstCustomMeta *) meta,
            GST_CL_SKIPPED_FRAME_META_NAME))
      continue;
    type = gst_structure_get_string (gst_custom_meta_get_structure
        ((GstCustomMeta *) meta), "roi-type");
    q = type ? g_quark_from_string (type) : 0;
    g_array_append_val (roi_types, q);
  }
  return roi_types->len > 0;
}

/**
 * gst_cl_buffer_is_skipped:
 * @roi_type: the ROI type asked about (0: any marker counts)
 *
 * Whether a detector marked @buffer as a frame it did not run on, for
 * ROIs of @roi_type.
 */
gboolean
gst_cl_buffer_is_skipped (GstBuffer * buffer, GQuark roi_type)
{
  GArray *types = g_array_new (FALSE, FALSE, sizeof (GQuark));
  gboolean skipped = FALSE;
  guint i;

  gst_cl_buffer_get_skipped (buffer, types);
  for (i = 0; i < types->len && !skipped; i++) {
    GQuark q = g_array_index (types, GQuark, i);
    skipped = !q || !roi_type || q == roi_type;
  }
  g_array_unref (types);
  return skipped;
}
