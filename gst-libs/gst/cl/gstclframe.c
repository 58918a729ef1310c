/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Device buffers (GstClSharedMem), the device frame meta, and the one place
 * where a frame becomes visible to the device (upload or zero-copy wrap).
 * Internal to the plugin: declared in gstcl-private.h.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif
#ifdef __SANITIZE_ADDRESS__
/* AddressSanitizer's allocator (sanitizer/allocator_interface.h, which
 * GCC does not install) */
void __sanitizer_purge_allocator (void);
#endif
#include "gstcl-private.h"
#include "gstcllibkernels.h"
#include "gstclmetacommon.h"

#define GST_CAT_DEFAULT gst_cl_runtime_debug

/* the frame meta with its record of the pixels it was made from, and the
 * queue the luma was made on with a marker after the commands that made it
 * (none when the upload was blocking) */
typedef struct
{
  GstClFrameMeta meta;
  GstClMetaOrigin origin;
} FrameMetaPriv;

/* --- shared device buffers ----------------------------------------------- */

/* A shared buffer of one reference around @mem, whose producer works on
 * @queue (%NULL: the context's queue; referenced here) */
static GstClSharedMem *
shared_mem_new (GstClContext * ctx, cl_mem mem, gsize size,
    cl_command_queue queue)
{
  GstClSharedMem *m = g_new0 (GstClSharedMem, 1);

  m->refcount = 1;
  m->ctx = gst_object_ref (ctx);
  m->mem = mem;
  m->size = size;
  if (queue) {
    m->queue = queue;
    clRetainCommandQueue (queue);
  }
  return m;
}

GstClSharedMem *
gst_cl_shared_mem_new_pooled (GstClContext * ctx, gsize size, GError ** error)
{
  return gst_cl_shared_mem_new_pooled_for_queue (ctx, size, NULL, error);
}

/* A pooled buffer whose producer works on @queue (%NULL: the context's
 * queue): the pool orders its next user after that queue's commands. */
GstClSharedMem *
gst_cl_shared_mem_new_pooled_for_queue (GstClContext * ctx, gsize size,
    cl_command_queue queue, GError ** error)
{
  GstClSharedMem *m;
  cl_mem mem = gst_cl_context_acquire_buffer_for_queue (ctx, size, queue,
      error);

  if (!mem)
    return NULL;
  m = shared_mem_new (ctx, mem, size, queue);
  m->pooled = TRUE;
  return m;
}

/* Wrap a system-memory GstMemory without copying.  The memory is referenced
 * and locked exclusively, so whoever wants to write into the frame later
 * gets a copy and the device keeps seeing the pixels it was given. */
static GstClSharedMem *
shared_mem_wrap (GstClContext * ctx, cl_command_queue queue,
    GstMemory * gmem, gsize skip, gsize size, GError ** error)
{
  GstClSharedMem *m;
  GstMapInfo map;
  cl_int status;
  cl_mem mem;

  if (!gst_memory_map (gmem, &map, GST_MAP_READ)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "cannot map the frame's memory for reading");
    return NULL;
  }
  /* USE_HOST_PTR keeps using the pointer after this call: valid because
   * system memory never moves while referenced */
  mem = gst_cl_create_buffer (ctx->context, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR,
      size, map.data + skip, &status);
  gst_memory_unmap (gmem, &map);
  if (!gst_cl_result (status, error, "clCreateBuffer(USE_HOST_PTR)"))
    return NULL;

  m = shared_mem_new (ctx, mem, size, queue);
  m->host_mem = gst_memory_ref (gmem);
  gst_memory_lock (gmem, GST_LOCK_FLAG_EXCLUSIVE);
  return m;
}

GstClSharedMem *
gst_cl_shared_mem_ref (GstClSharedMem * m)
{
  g_atomic_int_inc (&m->refcount);
  return m;
}

void
gst_cl_shared_mem_unref (GstClSharedMem * m)
{
  if (!m || !g_atomic_int_dec_and_test (&m->refcount))
    return;
  if (m->host_mem) {
    /* commands still queued may read the host pointer */
    clFinish (m->queue ? m->queue : m->ctx->queue);
    clReleaseMemObject (m->mem);
    gst_memory_unlock (m->host_mem, GST_LOCK_FLAG_EXCLUSIVE);
    gst_memory_unref (m->host_mem);
  } else if (m->pooled) {
    /* the pool orders the next user after our queue's commands */
    gst_cl_context_release_buffer_from_queue (m->ctx, m->mem, m->queue);
  } else {
    clReleaseMemObject (m->mem);
  }
  if (m->queue)
    clReleaseCommandQueue (m->queue);
  gst_object_unref (m->ctx);
  g_free (m);
}

/* --- frame meta ---------------------------------------------------------- */

static gboolean
frame_meta_init (GstMeta * meta, gpointer params, GstBuffer * buffer)
{
  GstClFrameMeta *fm = (GstClFrameMeta *) meta;

  gst_cl_meta_origin_init (&((FrameMetaPriv *) meta)->origin);
  fm->ctx = NULL;
  fm->luma = NULL;
  fm->width = fm->height = 0;
  fm->offset = fm->pitch = 0;
  return TRUE;
}

static void
frame_meta_free (GstMeta * meta, GstBuffer * buffer)
{
  GstClFrameMeta *fm = (GstClFrameMeta *) meta;

  gst_cl_meta_origin_clear (&((FrameMetaPriv *) meta)->origin);
  if (fm->luma)
    gst_cl_shared_mem_unref (fm->luma);
  if (fm->ctx)
    gst_object_unref (fm->ctx);
}

static gboolean
frame_meta_transform (GstBuffer * dest, GstMeta * meta, GstBuffer * buffer,
    GQuark type, gpointer data)
{
  GstClFrameMeta *fm = (GstClFrameMeta *) meta, *dm;

  /* only plain copies keep the pixels; regions and scaling do not */
  if (!gst_cl_meta_transform_is_copy (type, data))
    return FALSE;
  dm = (GstClFrameMeta *) gst_buffer_add_meta (dest,
      gst_cl_frame_meta_get_info (), NULL);
  if (!dm)
    return FALSE;
  dm->ctx = gst_object_ref (fm->ctx);
  dm->luma = gst_cl_shared_mem_ref (fm->luma);
  dm->width = fm->width;
  dm->height = fm->height;
  dm->offset = fm->offset;
  dm->pitch = fm->pitch;
  /* the pixels it describes are still those memories: current on @dest
   * only when @dest holds them too (a copy that shares them) */
  gst_cl_meta_origin_copy (&((FrameMetaPriv *) dm)->origin,
      &((FrameMetaPriv *) fm)->origin);
  return TRUE;
}

GType
gst_cl_frame_meta_api_get_type (void)
{
  static GType type = 0;
  static const gchar *tags[] = { GST_META_TAG_VIDEO_STR, NULL };

  return gst_cl_meta_api_type_once (&type, "GstClFrameMetaAPI", tags);
}

const GstMetaInfo *
gst_cl_frame_meta_get_info (void)
{
  static const GstMetaInfo *info = NULL;

  return gst_cl_meta_info_once (&info, GST_CL_FRAME_META_API_TYPE,
      "GstClFrameMeta", sizeof (FrameMetaPriv), frame_meta_init,
      frame_meta_free, frame_meta_transform);
}

/**
 * gst_buffer_get_cl_frame_meta:
 *
 * The device copy of @buffer's luma for @ctx, if a CL element upstream
 * made one for a frame of this size and the pixels have not been written
 * (or replaced) since.
 */
GstClFrameMeta *
gst_buffer_get_cl_frame_meta (GstBuffer * buffer, GstClContext * ctx,
    guint width, guint height)
{
  gpointer state = NULL;
  GstMeta *meta;

  while ((meta = gst_buffer_iterate_meta_filtered (buffer, &state,
              GST_CL_FRAME_META_API_TYPE))) {
    GstClFrameMeta *fm = (GstClFrameMeta *) meta;
    if (fm->ctx == ctx && fm->width == width && fm->height == height &&
        gst_cl_mem_record_matches (&((FrameMetaPriv *) fm)->origin.rec, buffer))
      return fm;
  }
  return NULL;
}

/* byte offsets of the R, G and B samples within a pixel */
static gboolean
rgb_layout (GstVideoFormat format, gint * bpp, gint * r, gint * g, gint * b)
{
  switch (format) {
    case GST_VIDEO_FORMAT_RGB:
      *bpp = 3, *r = 0, *g = 1, *b = 2;
      return TRUE;
    case GST_VIDEO_FORMAT_BGR:
      *bpp = 3, *r = 2, *g = 1, *b = 0;
      return TRUE;
    case GST_VIDEO_FORMAT_RGBA:
    case GST_VIDEO_FORMAT_RGBx:
      *bpp = 4, *r = 0, *g = 1, *b = 2;
      return TRUE;
    case GST_VIDEO_FORMAT_BGRA:
    case GST_VIDEO_FORMAT_BGRx:
      *bpp = 4, *r = 2, *g = 1, *b = 0;
      return TRUE;
    default:
      return FALSE;
  }
}

/* What plane_chunks() does with each piece of the plane: @data holds the
 * bytes [@offset, @offset + @len) of it. */
typedef gboolean (*PlaneChunkFunc) (const guint8 * data, gsize offset,
    gsize len, gpointer user_data, GError ** error);

/* The plane's @size bytes from @skip in memories @idx .. @idx + @n - 1 of
 * @buffer, memory by memory: no merged copy, and the buffer is left as it
 * is. */
static gboolean
plane_chunks (GstBuffer * buffer, guint idx, guint n, gsize skip, gsize size,
    PlaneChunkFunc func, gpointer user_data, GError ** error)
{
  gsize done = 0;
  guint i;

  for (i = idx; i < idx + n && done < size; i++) {
    GstMemory *gmem = gst_buffer_peek_memory (buffer, i);
    GstMapInfo map;
    gsize from = i == idx ? skip : 0, len;
    gboolean ok;

    if (!gst_memory_map (gmem, &map, GST_MAP_READ)) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
          "cannot map the frame's memory for reading");
      return FALSE;
    }
    len = MIN (map.size - from, size - done);
    ok = func (map.data + from, done, len, user_data, error);
    gst_memory_unmap (gmem, &map);
    if (!ok)
      return FALSE;
    done += len;
  }
  return TRUE;
}

static gboolean
chunk_to_staging (const guint8 * data, gsize offset, gsize len,
    gpointer dst, GError ** error)
{
  memcpy ((guint8 *) dst + offset, data, len);
  return TRUE;
}

typedef struct
{
  cl_command_queue queue;
  cl_mem mem;
} DirectWrite;

/* a blocking write: the frame's memory is pageable */
static gboolean
chunk_to_device (const guint8 * data, gsize offset, gsize len,
    gpointer user_data, GError ** error)
{
  DirectWrite *w = user_data;

  return gst_cl_result (clEnqueueWriteBuffer (w->queue, w->mem, CL_TRUE,
          offset, len, data, 0, NULL, NULL), error,
      "clEnqueueWriteBuffer(frame)");
}

/* The plane through a pinned staging buffer (ctx->staged_uploads): copied
 * there, then written to @m without blocking. */
static gboolean
plane_staged (GstClContext * ctx, cl_command_queue queue, GstBuffer * buffer,
    guint idx, guint n, gsize skip, gsize size, GstClSharedMem * m,
    GError ** error)
{
  gpointer slot;
  guint8 *dst = gst_cl_context_staging_acquire (ctx, queue, size, &slot,
      error);
  cl_event ev = NULL;
  cl_int status;

  if (!dst)
    return FALSE;
  if (!plane_chunks (buffer, idx, n, skip, size, chunk_to_staging, dst,
          error)) {
    gst_cl_context_staging_release (ctx, slot, NULL);
    return FALSE;
  }
  status = clEnqueueWriteBuffer (queue, m->mem, CL_FALSE, 0, size, dst, 0,
      NULL, &ev);
  GST_LOG ("%" G_GSIZE_FORMAT " bytes written through a staging buffer", size);
  gst_cl_context_staging_release (ctx, slot, status == CL_SUCCESS ? ev : NULL);
  return gst_cl_result (status, error, "clEnqueueWriteBuffer(staged frame)");
}

/* The plane written without waiting from @host, pinned memory of the
 * context that upstream wrote the frame into (gstclpinned.c): no staging
 * copy.  The memory waits for the write before it is written again. */
static gboolean
plane_from_pinned (GstClContext * ctx, cl_command_queue queue,
    GstMemory * gmem, const guint8 * host, gsize size, GstClSharedMem * m,
    GError ** error)
{
  cl_event ev = NULL;
  cl_int status = clEnqueueWriteBuffer (queue, m->mem, CL_FALSE, 0, size,
      host, 0, NULL, &ev);

  if (!gst_cl_result (status, error, "clEnqueueWriteBuffer(pinned frame)"))
    return FALSE;
  gst_cl_pinned_memory_add_reader (gmem, ev);
  g_atomic_int_inc (&ctx->pinned_uploads);
  GST_LOG ("%" G_GSIZE_FORMAT " bytes written from upstream's pinned memory",
      size);
  return TRUE;
}

/* The device view of plane 0 of @frame: wrapped in place on host-unified
 * devices when the plane lies in one system memory, else written into a
 * recycled device buffer: on discrete GPUs straight from the frame when
 * upstream wrote it into the context's pinned memory, through a pinned
 * staging buffer otherwise.
 * @async: set when the copy was enqueued without waiting for it */
static GstClSharedMem *
plane_to_device (GstClContext * ctx, cl_command_queue queue,
    GstBuffer * buffer, GstVideoFrame * frame, gsize row_bytes,
    gboolean * async, GError ** error)
{
  GstVideoInfo *info = &frame->info;
  gsize stride = GST_VIDEO_FRAME_PLANE_STRIDE (frame, 0);
  gsize size = stride * (GST_VIDEO_INFO_HEIGHT (info) - 1) + row_bytes;
  GstVideoMeta *vmeta = gst_buffer_get_video_meta (buffer);
  gsize offset = vmeta ? vmeta->offset[0] : info->offset[0];
  gsize skip;
  guint idx, n;
  GstClSharedMem *m;

  /* gst_video_frame_map() checks the buffer's size only without a video
   * meta, and maps through a meta just the memory holding the plane's
   * first byte: find the plane's memories ourselves */
  if (offset + size > gst_buffer_get_size (buffer) ||
      !gst_buffer_find_memory (buffer, offset, size, &idx, &n, &skip)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "the luma plane (bytes %" G_GSIZE_FORMAT " to %" G_GSIZE_FORMAT
        ") lies past the end of the %" G_GSIZE_FORMAT " byte buffer", offset,
        offset + size, gst_buffer_get_size (buffer));
    return NULL;
  }

  *async = FALSE;
  if (!ctx->staged_uploads && ctx->host_unified && n == 1) {
    GstMemory *gmem = gst_buffer_peek_memory (buffer, idx);
    if (gst_memory_is_type (gmem, GST_ALLOCATOR_SYSMEM))
      /* skip is relative to the memory's visible region */
      return shared_mem_wrap (ctx, queue, gmem, skip, size, error);
  }

  m = gst_cl_shared_mem_new_pooled_for_queue (ctx, size, queue, error);
  if (m) {
    DirectWrite w = { queue, m->mem };
    GstMemory *gmem = n == 1 ? gst_buffer_peek_memory (buffer, idx) : NULL;
    const guint8 *pinned = ctx->staged_uploads ?
        gst_cl_pinned_memory_peek (gmem, ctx) : NULL;
    gboolean ok = pinned ?
        plane_from_pinned (ctx, queue, gmem, pinned + skip, size, m, error) :
        ctx->staged_uploads ?
        plane_staged (ctx, queue, buffer, idx, n, skip, size, m, error) :
        plane_chunks (buffer, idx, n, skip, size, chunk_to_device, &w, error);

    if (!ok) {
      gst_cl_shared_mem_unref (m);
      m = NULL;
    }
  }
  *async = ctx->staged_uploads && m != NULL;
  return m;
}

static gboolean
remove_stale_meta (GstBuffer * buffer, GstMeta ** meta, gpointer user_data)
{
  GType api = (*meta)->info->api;

  if ((api == GST_CL_FRAME_META_API_TYPE &&
          !gst_cl_mem_record_matches (&((FrameMetaPriv *) * meta)->origin.rec,
              buffer)) ||
      (api == GST_CL_INTEGRAL_META_API_TYPE &&
          !gst_cl_integral_meta_is_current (*meta, buffer)))
    *meta = NULL;
  return TRUE;
}

/**
 * gst_cl_frame_meta_ensure:
 *
 * The device luma of @buffer (which must be writable, for the meta): reused
 * from upstream when there, else made now and attached.  GRAY8, I420 and
 * NV12 use their luma plane as it is; the RGB family is converted on the
 * device with OpenCV's BT.601 weights and rounding.
 */
GstClFrameMeta *
gst_cl_frame_meta_ensure (GstBuffer * buffer, GstClContext * ctx,
    const GstVideoInfo * info, GError ** error)
{
  return gst_cl_frame_meta_ensure_on_queue (buffer, ctx, NULL, info, error);
}

/**
 * gst_cl_frame_meta_wait:
 * @queue: the caller's queue
 *
 * Orders the later commands of @queue after those that made the luma of
 * @meta on another queue (a device-side barrier; nothing when the upload
 * was blocking or was made on @queue).
 */
gboolean
gst_cl_frame_meta_wait (GstClFrameMeta * meta, cl_command_queue queue,
    GError ** error)
{
  return gst_cl_meta_origin_wait (&((FrameMetaPriv *) meta)->origin, queue,
      error);
}

/**
 * gst_cl_frame_meta_ensure_on_queue:
 * @queue: (nullable): the caller's queue (%NULL: the context's), where an
 *   upload or conversion is enqueued
 *
 * gst_cl_frame_meta_ensure(); a frame made upstream on another queue is
 * ordered before the later commands of @queue (gst_cl_frame_meta_wait()).
 */
GstClFrameMeta *
gst_cl_frame_meta_ensure_on_queue (GstBuffer * buffer, GstClContext * ctx,
    cl_command_queue queue, const GstVideoInfo * info, GError ** error)
{
  GstVideoFormat format = GST_VIDEO_INFO_FORMAT (info);
  guint width = GST_VIDEO_INFO_WIDTH (info);
  guint height = GST_VIDEO_INFO_HEIGHT (info);
  GstClFrameMeta *fm;
  GstVideoFrame frame;
  GstClSharedMem *src, *luma;
  gsize pitch;
  gint bpp, r, g, b;
  gboolean async = FALSE;

  if (!queue)
    queue = ctx->queue;
  fm = gst_buffer_get_cl_frame_meta (buffer, ctx, width, height);
  if (fm)
    return gst_cl_frame_meta_wait (fm, queue, error) ? fm : NULL;
  /* what was made from pixels since written over goes, device memory too */
  gst_buffer_foreach_meta (buffer, remove_stale_meta, NULL);

  if (width == 0 || height == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "empty frame size %ux%u", width, height);
    return NULL;
  }
  if (!gst_video_frame_map (&frame, (GstVideoInfo *) info, buffer,
          GST_MAP_READ)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "cannot map a %" G_GSIZE_FORMAT " byte buffer as a %ux%u %s frame "
        "(%" G_GSIZE_FORMAT " bytes expected)", gst_buffer_get_size (buffer),
        width, height, gst_video_format_to_string (format),
        GST_VIDEO_INFO_SIZE (info));
    return NULL;
  }

  if (!rgb_layout (format, &bpp, &r, &g, &b)) {
    /* GRAY8, I420, NV12: plane 0 is the luma */
    luma = plane_to_device (ctx, queue, buffer, &frame, width, &async,
        error);
    pitch = GST_VIDEO_FRAME_PLANE_STRIDE (&frame, 0);
  } else {
    cl_kernel k;
    cl_int status;
    gint spitch = GST_VIDEO_FRAME_PLANE_STRIDE (&frame, 0), dpitch;
    gint w = width, h = height;
    gsize gws[2];

    luma = NULL;
    src = plane_to_device (ctx, queue, buffer, &frame, (gsize) width * bpp,
        &async, error);
    if (!src)
      goto done;
    pitch = GST_ROUND_UP_64 (width);
    dpitch = pitch;
    k = gst_cl_context_create_kernel (ctx, gst_cl_lib_program ("frame"), "",
        "luma_from_rgb", error);
    if (k)
      luma = gst_cl_shared_mem_new_pooled_for_queue (ctx, pitch * height,
          queue, error);
    if (luma && !GST_CL_SET_ARGS (k, 0, error, GST_CL_ARG (src->mem),
            GST_CL_ARG (spitch), GST_CL_ARG (bpp), GST_CL_ARG (r),
            GST_CL_ARG (g), GST_CL_ARG (b), GST_CL_ARG (luma->mem),
            GST_CL_ARG (dpitch), GST_CL_ARG (w), GST_CL_ARG (h))) {
      gst_cl_shared_mem_unref (luma);
      luma = NULL;
    }
    if (luma) {
      gws[0] = GST_ROUND_UP_16 (width);
      gws[1] = GST_ROUND_UP_4 (height);
      status = gst_cl_enqueue_kernel (queue, k, 2, NULL, gws, NULL, 0,
          NULL, NULL);
      if (!gst_cl_result (status, error, "luma_from_rgb")) {
        gst_cl_shared_mem_unref (luma);
        luma = NULL;
      }
    }
    if (k)
      clReleaseKernel (k);
    gst_cl_shared_mem_unref (src);
  }

done:
  gst_video_frame_unmap (&frame);
  if (!luma)
    return NULL;

  fm = (GstClFrameMeta *) gst_buffer_add_meta (buffer,
      gst_cl_frame_meta_get_info (), NULL);
  fm->ctx = gst_object_ref (ctx);
  fm->luma = luma;
  fm->width = width;
  fm->height = height;
  fm->offset = 0;
  fm->pitch = pitch;
  gst_cl_mem_record_init (&((FrameMetaPriv *) fm)->origin.rec, buffer);
  if ((async || rgb_layout (format, &bpp, &r, &g, &b)) &&
      queue != ctx->queue) {
    /* the staged copy or the conversion is not waited for: consumers on
     * other queues wait for this marker */
    gst_cl_meta_origin_set_ready (&((FrameMetaPriv *) fm)->origin, queue,
        gst_cl_queue_mark (queue));
  }
  gst_cl_context_count_upload (ctx);
  return fm;
}

/**
 * gst_cl_return_host_memory:
 *
 * Gives the heap's free pages back to the system.  Frames and the
 * driver's buffers of a CPU device (PoCL allocates them with malloc) are
 * megabytes each; glibc serves such blocks from the heap once one of them
 * has been freed (its mmap threshold rises to the largest freed block) and
 * keeps freed heap memory resident, so without this a process that tore
 * down pipelines of large frames kept their peak for good, and the heap
 * grew with fragments from one start/stop cycle to the next.  Called when
 * a context is finalised or a kept context loses its last element.
 */
void
gst_cl_return_host_memory (void)
{
#ifdef __SANITIZE_ADDRESS__
  /* under AddressSanitizer freed blocks wait in its quarantine */
  __sanitizer_purge_allocator ();
#endif
#ifdef HAVE_MALLOC_TRIM
  gint64 t0 = g_get_monotonic_time ();
  gint released = malloc_trim (0);

  GST_DEBUG ("heap trimmed in %.2f ms%s", (g_get_monotonic_time () - t0) /
      1000.0, released ? "" : " (nothing to give back)");
#endif
}
