/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What the metas of this library have in common (gstclmetacommon.h): the
 * registration, the record of the pixels a meta describes and the marker
 * after the commands that made its device data.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstcl-private.h"
#include "gstclmetacommon.h"

void
gst_cl_mem_record_take (GstClMemRecord * r, GstMemory ** mems, guint n)
{
  guint i;

  r->n = n;
  r->mems = g_new (GstMemory *, MAX (n, 1));
  for (i = 0; i < n; i++) {
    r->mems[i] = gst_memory_ref (mems[i]);
    gst_memory_lock (r->mems[i], GST_LOCK_FLAG_EXCLUSIVE);
  }
}

void
gst_cl_mem_record_init (GstClMemRecord * r, GstBuffer * buffer)
{
  guint i, n = gst_buffer_n_memory (buffer);
  GstMemory **mems = g_newa (GstMemory *, MAX (n, 1));

  for (i = 0; i < n; i++)
    mems[i] = gst_buffer_peek_memory (buffer, i);
  gst_cl_mem_record_take (r, mems, n);
}

void
gst_cl_mem_record_clear (GstClMemRecord * r)
{
  guint i;

  for (i = 0; i < r->n; i++) {
    gst_memory_unlock (r->mems[i], GST_LOCK_FLAG_EXCLUSIVE);
    gst_memory_unref (r->mems[i]);
  }
  g_free (r->mems);
  r->mems = NULL;
  r->n = 0;
}

gboolean
gst_cl_mem_record_matches (const GstClMemRecord * r, GstBuffer * buffer)
{
  guint i;

  if (!r->mems || gst_buffer_n_memory (buffer) != r->n)
    return FALSE;
  for (i = 0; i < r->n; i++)
    if (gst_buffer_peek_memory (buffer, i) != r->mems[i])
      return FALSE;
  return TRUE;
}

/* --- origin of a frame or integral meta ---------------------------------- */

/* for a meta's init function: no record, no marker */
void
gst_cl_meta_origin_init (GstClMetaOrigin * o)
{
  o->rec.n = 0;
  o->rec.mems = NULL;
  o->queue = NULL;
  o->ready = NULL;
}

/* The device data are complete once @ready is (transfer full, nullable), a
 * marker on @queue (retained here); replaces the marker @o had. */
void
gst_cl_meta_origin_set_ready (GstClMetaOrigin * o, cl_command_queue queue,
    cl_event ready)
{
  if (o->ready)
    clReleaseEvent (o->ready);
  if (o->queue)
    clReleaseCommandQueue (o->queue);
  o->ready = ready;
  o->queue = queue;
  if (queue)
    clRetainCommandQueue (queue);
}

/* For a meta's transform: the copy describes the same memories and is
 * ready with the same marker as @src (whatever @dest recorded before). */
void
gst_cl_meta_origin_copy (GstClMetaOrigin * dest, const GstClMetaOrigin * src)
{
  gst_cl_mem_record_clear (&dest->rec);
  gst_cl_mem_record_take (&dest->rec, src->rec.mems, src->rec.n);
  if (src->ready)
    clRetainEvent (src->ready);
  gst_cl_meta_origin_set_ready (dest, src->queue, src->ready);
}

/* for a meta's free function */
void
gst_cl_meta_origin_clear (GstClMetaOrigin * o)
{
  gst_cl_mem_record_clear (&o->rec);
  gst_cl_meta_origin_set_ready (o, NULL, NULL);
}

/* Orders the later commands of @queue after those that made the device
 * data on another queue (a device-side barrier, no host wait; nothing when
 * the producer waited for them or worked on @queue). */
gboolean
gst_cl_meta_origin_wait (const GstClMetaOrigin * o, cl_command_queue queue,
    GError ** error)
{
  if (!o->ready || o->queue == queue)
    return TRUE;
  return gst_cl_queue_wait_for (queue, o->ready, error);
}

/* --- registration -------------------------------------------------------- */

/* registers the meta API @api with @tags on the first call */
GType
gst_cl_meta_api_type_once (GType * type, const gchar * api,
    const gchar ** tags)
{
  if (g_once_init_enter (type)) {
    GType t = gst_meta_api_type_register (api, tags);
    g_once_init_leave (type, t);
  }
  return *type;
}

/* registers the implementation @impl of @api on the first call */
const GstMetaInfo *
gst_cl_meta_info_once (const GstMetaInfo ** info, GType api,
    const gchar * impl, gsize size, GstMetaInitFunction init,
    GstMetaFreeFunction free, GstMetaTransformFunction transform)
{
  if (g_once_init_enter ((GstMetaInfo **) info)) {
    const GstMetaInfo *mi = gst_meta_register (api, impl, size, init, free,
        transform);
    g_once_init_leave ((GstMetaInfo **) info, (GstMetaInfo *) mi);
  }
  return *info;
}

/* Whether a meta's transform of @type (with @data) is a plain copy of the
 * whole buffer: the only one the metas survive, as they describe the whole
 * frame (a region or a scaled copy would need its own). */
gboolean
gst_cl_meta_transform_is_copy (GQuark type, gpointer data)
{
  return GST_META_TRANSFORM_IS_COPY (type) &&
      !((GstMetaTransformCopy *) data)->region;
}
