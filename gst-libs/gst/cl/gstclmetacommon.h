/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What the metas of this library have in common: their registration, which
 * pixels a frame or integral meta describes (the memories of the buffer
 * when it was made) and when its device data are ready.  Inside the
 * library only (hidden symbols, not installed).
 */
#pragma once

#include <gst/gst.h>
#include <gst/cl/gstclerror.h>

G_BEGIN_DECLS

/* The buffer's memories when a meta was made, referenced and locked
 * exclusively: whoever writes into the frame afterwards (in place, e.g.
 * videobalance or an overlay) gets a copy of the memory in the buffer, and
 * an element that makes a new buffer and copies the metas gives it other
 * memories.  Either way the buffer then no longer holds these memories and
 * the meta is stale: the device data no longer are the buffer's pixels. */
typedef struct
{
  guint n;
  GstMemory **mems;
} GstClMemRecord;

G_GNUC_INTERNAL
void gst_cl_mem_record_init (GstClMemRecord * r, GstBuffer * buffer);

G_GNUC_INTERNAL
void gst_cl_mem_record_take (GstClMemRecord * r, GstMemory ** mems, guint n);

G_GNUC_INTERNAL
void gst_cl_mem_record_clear (GstClMemRecord * r);

G_GNUC_INTERNAL
gboolean gst_cl_mem_record_matches (const GstClMemRecord * r,
    GstBuffer * buffer);

/* What a frame or integral meta keeps besides its public fields: the
 * memories it was made from and, when its producer did not wait for the
 * commands that made the device data, the producer's queue and a marker
 * after those commands (both nullable, retained), which consumers on other
 * queues wait for. */
typedef struct
{
  GstClMemRecord rec;
  cl_command_queue queue;
  cl_event ready;
} GstClMetaOrigin;

G_GNUC_INTERNAL
void gst_cl_meta_origin_init (GstClMetaOrigin * o);

G_GNUC_INTERNAL
void gst_cl_meta_origin_set_ready (GstClMetaOrigin * o,
    cl_command_queue queue, cl_event ready);

G_GNUC_INTERNAL
void gst_cl_meta_origin_copy (GstClMetaOrigin * dest,
    const GstClMetaOrigin * src);

G_GNUC_INTERNAL
void gst_cl_meta_origin_clear (GstClMetaOrigin * o);

G_GNUC_INTERNAL
gboolean gst_cl_meta_origin_wait (const GstClMetaOrigin * o,
    cl_command_queue queue, GError ** error);

/* the bodies of a meta's api_get_type and get_info functions */
G_GNUC_INTERNAL
GType gst_cl_meta_api_type_once (GType * type, const gchar * api,
    const gchar ** tags);

G_GNUC_INTERNAL
const GstMetaInfo *gst_cl_meta_info_once (const GstMetaInfo ** info,
    GType api, const gchar * impl, gsize size, GstMetaInitFunction init,
    GstMetaFreeFunction free, GstMetaTransformFunction transform);

G_GNUC_INTERNAL
gboolean gst_cl_meta_transform_is_copy (GQuark type, gpointer data);

/* whether an integral meta still describes @buffer's pixels (gstclframe.c
 * drops the stale ones before an upload) */
G_GNUC_INTERNAL
gboolean gst_cl_integral_meta_is_current (GstMeta * meta, GstBuffer * buffer);

G_END_DECLS
