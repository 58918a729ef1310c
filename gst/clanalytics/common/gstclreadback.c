/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Where a frame's results are read back to.  Where the context stages its
 * uploads (discrete GPUs), a read into pageable memory goes through the
 * driver's own staging copy, which completes before clEnqueueReadBuffer()
 * returns even when the read is not blocking: the host would wait for the
 * whole frame there.  A read into pinned memory is a plain DMA that the
 * queue orders, so engines read into this and copy out after their wait.
 * Elsewhere (CPU drivers, shared memory) reading straight into the
 * caller's memory costs nothing more.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclreadback.h"

/**
 * gst_cl_readback_get:
 * @rb: the memory kept by the engine
 * @queue: the in-order queue the reads are enqueued on
 * @size: bytes needed
 *
 * Returns: pinned host memory of at least @size bytes mapped on @queue,
 *   kept and reused while the queue stays the same and is large enough;
 *   or %NULL where @ctx does not stage its uploads, or pinning failed: read
 *   into the caller's memory then.
 */
gpointer
gst_cl_readback_get (GstClReadback * rb, GstClContext * ctx,
    cl_command_queue queue, gsize size)
{
  if (!gst_cl_context_has_staged_uploads (ctx))
    return NULL;
  if (rb->ptr && rb->queue == queue && rb->size >= size)
    return rb->ptr;
  gst_cl_readback_clear (rb);
  rb->ptr = gst_cl_context_pin_host (ctx, queue, size,
      CL_MAP_READ | CL_MAP_WRITE, &rb->mem, NULL);
  if (!rb->ptr) {
    rb->mem = NULL;
    return NULL;
  }
  clRetainCommandQueue (queue);
  rb->queue = queue;
  rb->size = size;
  return rb->ptr;
}

/**
 * gst_cl_readback_clear:
 *
 * Unpins what gst_cl_readback_get() pinned; @rb can be used again.
 */
void
gst_cl_readback_clear (GstClReadback * rb)
{
  if (rb->ptr)
    gst_cl_context_unpin_host (rb->queue, rb->mem, rb->ptr);
  if (rb->queue)
    clReleaseCommandQueue (rb->queue);
  rb->mem = NULL;
  rb->ptr = NULL;
  rb->size = 0;
  rb->queue = NULL;
}
