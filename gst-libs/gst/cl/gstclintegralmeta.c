/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The integral meta: attached by the producer through gstcl-private.h, read
 * by applications through the accessors of gstclintegralmeta.h.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstcl-private.h"
#include "gstclmetacommon.h"

/* the public meta with its record of the pixels it was made from, and the
 * producer's queue with a marker after the commands that compute the sums:
 * consumers on other queues wait for it on the device, host reads pass it
 * in their wait list */
typedef struct
{
  GstClIntegralMeta meta;
  GstClMetaOrigin origin;
  /* the context's queue was ordered after @ready (for applications) */
  gboolean published;
} IntegralMetaPriv;

static gboolean
integral_meta_init (GstMeta * meta, gpointer params, GstBuffer * buffer)
{
  GstClIntegralMeta *im = (GstClIntegralMeta *) meta;

  gst_cl_meta_origin_init (&((IntegralMetaPriv *) meta)->origin);
  ((IntegralMetaPriv *) meta)->published = FALSE;
  im->ctx = NULL;
  im->sum = im->sqsum = NULL;
  im->width = im->height = im->pitch = 0;
  return TRUE;
}

static void
integral_meta_free (GstMeta * meta, GstBuffer * buffer)
{
  GstClIntegralMeta *im = (GstClIntegralMeta *) meta;

  gst_cl_meta_origin_clear (&((IntegralMetaPriv *) meta)->origin);
  if (im->sum)
    gst_cl_shared_mem_unref (im->sum);
  if (im->sqsum)
    gst_cl_shared_mem_unref (im->sqsum);
  if (im->ctx)
    gst_object_unref (im->ctx);
}

static gboolean
integral_meta_transform (GstBuffer * dest, GstMeta * meta,
    GstBuffer * buffer, GQuark type, gpointer data)
{
  GstClIntegralMeta *im = (GstClIntegralMeta *) meta, *dm;

  if (!gst_cl_meta_transform_is_copy (type, data))
    return FALSE;
  dm = gst_buffer_add_cl_integral_meta (dest, im->ctx,
      gst_cl_shared_mem_ref (im->sum),
      im->sqsum ? gst_cl_shared_mem_ref (im->sqsum) : NULL, im->width,
      im->height, im->pitch);
  if (!dm)
    return FALSE;
  /* the sums are those of the source's memories (see frame_meta_transform) */
  gst_cl_meta_origin_copy (&((IntegralMetaPriv *) dm)->origin,
      &((IntegralMetaPriv *) im)->origin);
  return TRUE;
}

/**
 * gst_cl_integral_meta_api_get_type:
 *
 * Returns: the #GType of the integral meta API, tagged "video".
 *
 * Since: 0.1
 */
GType
gst_cl_integral_meta_api_get_type (void)
{
  static GType type = 0;
  static const gchar *tags[] = { GST_META_TAG_VIDEO_STR, NULL };

  return gst_cl_meta_api_type_once (&type, "GstClIntegralMetaAPI", tags);
}

/**
 * gst_cl_integral_meta_get_info:
 *
 * Returns: (transfer none): the #GstMetaInfo of #GstClIntegralMeta.  A copy
 * of the buffer keeps the meta (the device buffers are shared); a region
 * or a scaled copy drops it.
 *
 * Since: 0.1
 */
const GstMetaInfo *
gst_cl_integral_meta_get_info (void)
{
  static const GstMetaInfo *info = NULL;

  return gst_cl_meta_info_once (&info, GST_CL_INTEGRAL_META_API_TYPE,
      "GstClIntegralMeta", sizeof (IntegralMetaPriv), integral_meta_init,
      integral_meta_free, integral_meta_transform);
}

gboolean
gst_cl_integral_meta_is_current (GstMeta * meta, GstBuffer * buffer)
{
  return gst_cl_mem_record_matches (&((IntegralMetaPriv *) meta)->origin.rec,
      buffer);
}

/**
 * gst_buffer_get_cl_integral_meta:
 * @buffer: a #GstBuffer
 *
 * Returns: (transfer none) (nullable): the integral meta of @buffer, if the
 * pixels have not been written (or replaced) since it was computed.
 *
 * Since: 0.1
 */
GstClIntegralMeta *
gst_buffer_get_cl_integral_meta (GstBuffer * buffer)
{
  gpointer state = NULL;
  GstMeta *meta;

  g_return_val_if_fail (GST_IS_BUFFER (buffer), NULL);

  while ((meta = gst_buffer_iterate_meta_filtered (buffer, &state,
              GST_CL_INTEGRAL_META_API_TYPE)))
    if (gst_cl_integral_meta_is_current (meta, buffer))
      return (GstClIntegralMeta *) meta;
  return NULL;
}

/* internal (gstcl-private.h)
 * @sum: (transfer full): the sums
 * @sqsum: (transfer full) (nullable): the squared sums */
GstClIntegralMeta *
gst_buffer_add_cl_integral_meta (GstBuffer * buffer, GstClContext * ctx,
    GstClSharedMem * sum, GstClSharedMem * sqsum, guint width, guint height,
    guint pitch)
{
  GstClIntegralMeta *im;

  im = (GstClIntegralMeta *) gst_buffer_add_meta (buffer,
      gst_cl_integral_meta_get_info (), NULL);
  if (!im) {
    gst_cl_shared_mem_unref (sum);
    if (sqsum)
      gst_cl_shared_mem_unref (sqsum);
    return NULL;
  }
  im->ctx = gst_object_ref (ctx);
  im->sum = sum;
  im->sqsum = sqsum;
  im->width = width;
  im->height = height;
  im->pitch = pitch;
  gst_cl_mem_record_init (&((IntegralMetaPriv *) im)->origin.rec, buffer);
  return im;
}

/* internal (gstcl-private.h): the sums are complete once @ready is
 * (transfer full, nullable), a marker on @queue (retained here) */
void
gst_cl_integral_meta_set_ready (GstClIntegralMeta * meta,
    cl_command_queue queue, cl_event ready)
{
  IntegralMetaPriv *priv = (IntegralMetaPriv *) meta;

  gst_cl_meta_origin_set_ready (&priv->origin, queue, ready);
  priv->published = FALSE;
}

/* internal (gstcl-private.h): orders the later commands of @queue after
 * those that compute the sums (a device-side barrier, no host wait) */
gboolean
gst_cl_integral_meta_wait (GstClIntegralMeta * meta, cl_command_queue queue,
    GError ** error)
{
  return gst_cl_meta_origin_wait (&((IntegralMetaPriv *) meta)->origin,
      queue, error);
}

/* Keeps the promise of gst_cl_integral_meta_get_context(): work an
 * application enqueues on the context's queue runs after the sums. */
static void
publish (GstClIntegralMeta * meta)
{
  IntegralMetaPriv *priv = (IntegralMetaPriv *) meta;

  if (!priv->published &&
      gst_cl_meta_origin_wait (&priv->origin, meta->ctx->queue, NULL))
    priv->published = TRUE;
}

/**
 * gst_cl_integral_meta_get_width:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: the luma width of the frame (the sums have one more column).
 *
 * Since: 0.1
 */
guint
gst_cl_integral_meta_get_width (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, 0);
  return meta->width;
}

/**
 * gst_cl_integral_meta_get_height:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: the luma height of the frame (the sums have one more row).
 *
 * Since: 0.1
 */
guint
gst_cl_integral_meta_get_height (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, 0);
  return meta->height;
}

/**
 * gst_cl_integral_meta_get_pitch:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: the row pitch of the device buffers, in elements (guint32 for
 * the sums, guint64 for the squared sums); at least width + 1.
 *
 * Since: 0.1
 */
guint
gst_cl_integral_meta_get_pitch (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, 0);
  return meta->pitch;
}

/**
 * gst_cl_integral_meta_has_sqsum:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: whether @meta carries the squared integral too
 * (`clintegral squared=true`).
 *
 * Since: 0.1
 */
gboolean
gst_cl_integral_meta_has_sqsum (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, FALSE);
  return meta->sqsum != NULL;
}

/**
 * gst_cl_integral_meta_get_context:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: (transfer none): the context whose device holds the buffers;
 * enqueue work on them on its queue (gst_cl_context_get_cl_queue()), which
 * orders it after the element's.
 *
 * Since: 0.1
 */
GstClContext *
gst_cl_integral_meta_get_context (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, NULL);
  publish (meta);
  return meta->ctx;
}

/**
 * gst_cl_integral_meta_get_sum_mem:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: (transfer none): the device buffer of sums (cl_uint), for other
 * OpenCL code on the meta's context; valid while the buffer holds @meta
 * (retain it with clRetainMemObject() to keep it longer).
 *
 * Since: 0.1
 */
cl_mem
gst_cl_integral_meta_get_sum_mem (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, NULL);
  publish (meta);
  return meta->sum->mem;
}

/**
 * gst_cl_integral_meta_get_sqsum_mem:
 * @meta: a #GstClIntegralMeta
 *
 * Returns: (transfer none) (nullable): the device buffer of squared sums
 * (cl_ulong), or %NULL when the meta carries none.
 *
 * Since: 0.1
 */
cl_mem
gst_cl_integral_meta_get_sqsum_mem (GstClIntegralMeta * meta)
{
  g_return_val_if_fail (meta != NULL, NULL);
  publish (meta);
  return meta->sqsum ? meta->sqsum->mem : NULL;
}

static gboolean
read_rows (GstClIntegralMeta * meta, cl_mem mem, gsize elem, gpointer dest,
    gsize dest_stride, GError ** error)
{
  size_t origin[3] = { 0, 0, 0 };
  size_t region[3] = { (meta->width + 1) * elem, meta->height + 1, 1 };
  cl_event ready;
  cl_int status;

  if (dest_stride == 0)
    dest_stride = (meta->width + 1) * elem;
  if (dest_stride < (meta->width + 1) * elem) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "destination stride %" G_GSIZE_FORMAT " is smaller than a row (%"
        G_GSIZE_FORMAT " bytes)", dest_stride, (meta->width + 1) * elem);
    return FALSE;
  }
  ready = ((IntegralMetaPriv *) meta)->origin.ready;
  status = clEnqueueReadBufferRect (meta->ctx->queue, mem, CL_TRUE, origin,
      origin, region, meta->pitch * elem, 0, dest_stride, 0, dest,
      ready ? 1 : 0, ready ? &ready : NULL, NULL);
  return gst_cl_result (status, error, "clEnqueueReadBufferRect(integral)");
}

/**
 * gst_cl_integral_meta_read_sum:
 * @meta: a #GstClIntegralMeta
 * @dest: the sums: @height + 1 rows of at least @width + 1 guint32
 * @dest_stride: bytes between rows of @dest, 0 for packed rows
 * @error: a #GError return location
 *
 * Downloads the sums (blocking), in the layout of cv::integral: row 0 and
 * column 0 zero.
 *
 * Returns: %TRUE on success; otherwise %FALSE with @error set.
 *
 * Since: 0.1
 */
gboolean
gst_cl_integral_meta_read_sum (GstClIntegralMeta * meta, guint32 * dest,
    gsize dest_stride, GError ** error)
{
  g_return_val_if_fail (meta != NULL, FALSE);
  g_return_val_if_fail (dest != NULL, FALSE);

  return read_rows (meta, meta->sum->mem, sizeof (guint32), dest,
      dest_stride, error);
}

/**
 * gst_cl_integral_meta_read_sqsum:
 * @meta: a #GstClIntegralMeta
 * @dest: the squared sums: @height + 1 rows of at least @width + 1 guint64
 * @dest_stride: bytes between rows of @dest, 0 for packed rows
 * @error: a #GError return location
 *
 * Like gst_cl_integral_meta_read_sum() for the squared sums; fails when
 * the meta carries none.
 *
 * Returns: %TRUE on success; otherwise %FALSE with @error set.
 *
 * Since: 0.1
 */
gboolean
gst_cl_integral_meta_read_sqsum (GstClIntegralMeta * meta, guint64 * dest,
    gsize dest_stride, GError ** error)
{
  g_return_val_if_fail (meta != NULL, FALSE);

  /* an error, not a critical: whether there are squares depends on the
   * element's settings, not on the caller */
  if (!meta->sqsum) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "this integral meta has no squared sums (set squared=true)");
    return FALSE;
  }
  g_return_val_if_fail (dest != NULL, FALSE);
  return read_rows (meta, meta->sqsum->mem, sizeof (guint64), dest,
      dest_stride, error);
}

/* The sums (or, with @squares, the squared sums) into new memory, packed. */
static GBytes *
read_bytes (GstClIntegralMeta * meta, gboolean squares, GError ** error)
{
  gsize n = (gsize) (meta->width + 1) * (meta->height + 1);
  gsize size = squares ? sizeof (guint64) : sizeof (guint32);
  gpointer data = g_try_malloc_n (n, size);
  gboolean ok;

  if (!data) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM,
        "out of memory for %" G_GSIZE_FORMAT " %s", n,
        squares ? "squared sums" : "sums");
    return NULL;
  }
  if (squares)
    ok = gst_cl_integral_meta_read_sqsum (meta, data, 0, error);
  else
    ok = gst_cl_integral_meta_read_sum (meta, data, 0, error);
  if (!ok) {
    g_free (data);
    return NULL;
  }
  return g_bytes_new_take (data, n * size);
}

/**
 * gst_cl_integral_meta_read_sum_bytes:
 * @meta: a #GstClIntegralMeta
 * @error: return location for a #GError
 *
 * gst_cl_integral_meta_read_sum() into new memory, packed: @height + 1
 * rows of @width + 1 native-endian guint32, what a language binding
 * reads in one call (in Python, `numpy.frombuffer(b.get_data(),
 * numpy.uint32).reshape(h + 1, w + 1)`).
 *
 * Returns: (transfer full) (nullable): the sums, or %NULL with @error set.
 *
 * Since: 0.1
 */
GBytes *
gst_cl_integral_meta_read_sum_bytes (GstClIntegralMeta * meta,
    GError ** error)
{
  g_return_val_if_fail (meta != NULL, NULL);
  return read_bytes (meta, FALSE, error);
}

/**
 * gst_cl_integral_meta_read_sqsum_bytes:
 * @meta: a #GstClIntegralMeta
 * @error: return location for a #GError
 *
 * gst_cl_integral_meta_read_sqsum() into new memory, packed: @height + 1
 * rows of @width + 1 native-endian guint64.
 *
 * Returns: (transfer full) (nullable): the squared sums, or %NULL with
 * @error set (also when the meta has none).
 *
 * Since: 0.1
 */
GBytes *
gst_cl_integral_meta_read_sqsum_bytes (GstClIntegralMeta * meta,
    GError ** error)
{
  g_return_val_if_fail (meta != NULL, NULL);
  return read_bytes (meta, TRUE, error);
}

/**
 * gst_cl_integral_meta_get_sum_mem_handle:
 * @meta: a #GstClIntegralMeta
 *
 * gst_cl_integral_meta_get_sum_mem() as an integer, for OpenCL bindings of
 * other languages (see gst_cl_context_get_cl_context_handle()).
 *
 * Returns: the `cl_mem` handle of the sums, valid as the `cl_mem` is.
 *
 * Since: 0.1
 */
guintptr
gst_cl_integral_meta_get_sum_mem_handle (GstClIntegralMeta * meta)
{
  return (guintptr) gst_cl_integral_meta_get_sum_mem (meta);
}

/**
 * gst_cl_integral_meta_get_sqsum_mem_handle:
 * @meta: a #GstClIntegralMeta
 *
 * gst_cl_integral_meta_get_sqsum_mem() as an integer.
 *
 * Returns: the `cl_mem` handle of the squared sums (0 without them).
 *
 * Since: 0.1
 */
guintptr
gst_cl_integral_meta_get_sqsum_mem_handle (GstClIntegralMeta * meta)
{
  return (guintptr) gst_cl_integral_meta_get_sqsum_mem (meta);
}
