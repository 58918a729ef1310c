/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Pinned host memory for the frames upstream writes: the elements propose
 * a video buffer pool of it on discrete GPUs (GstClBaseFilter's
 * propose_allocation), so that a decoder, videoconvert or a source that
 * takes pools from downstream writes the frame where the device's DMA
 * reads it, and the upload is one write from that memory instead of a
 * copy into a staging buffer first.
 *
 * Each memory is a CL_MEM_ALLOC_HOST_PTR buffer of the context, mapped for
 * its whole life.  An upload enqueues the write without waiting and adds
 * its event to the memory's readers; mapping the memory for writing (the
 * producer filling a recycled buffer) and freeing it wait for them, so the
 * frame is never changed under a write still in flight.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "gstcl-private.h"

#define GST_CAT_DEFAULT gst_cl_runtime_debug

typedef struct
{
  GstAllocator parent;
  GstClContext *ctx;
  /* bytes pinned by this allocator's live memories */
  gsize pinned;
} GstClPinnedAllocator;

typedef struct
{
  GstAllocatorClass parent_class;
} GstClPinnedAllocatorClass;

GType gst_cl_pinned_allocator_get_type (void);
G_DEFINE_TYPE (GstClPinnedAllocator, gst_cl_pinned_allocator,
    GST_TYPE_ALLOCATOR);

typedef struct
{
  GstMemory mem;
  /* the root memory's buffer and mapping (NULL in a shared sub-memory,
   * whose parent is the root) */
  cl_mem buf;
  gpointer mapped;
  /* start of the maxsize bytes */
  guint8 *data;
  gsize pinned;
  /* root only: the writes in flight that read the memory */
  GMutex lock;
  GPtrArray *readers;
} PinnedMemory;

static PinnedMemory *
root_of (GstMemory * mem)
{
  return (PinnedMemory *) (mem->parent ? mem->parent : mem);
}

/* Waits for and forgets every write that reads @root.  A recycled frame's
 * upload is almost always over: those are not waited for (a wait beside
 * other waiting threads goes to sleep and wakes late, see
 * gst_cl_event_wait()). */
static void
wait_readers (GstClPinnedAllocator * self, PinnedMemory * root)
{
  GPtrArray *readers;
  guint i;

  g_mutex_lock (&root->lock);
  readers = root->readers;
  root->readers = NULL;
  g_mutex_unlock (&root->lock);
  if (!readers)
    return;
  for (i = 0; i < readers->len; i++) {
    cl_event ev = g_ptr_array_index (readers, i);

    if (!gst_cl_event_done (ev))
      gst_cl_event_wait (self->ctx, ev);
    clReleaseEvent (ev);
  }
  g_ptr_array_unref (readers);
}

static GstMemory *
pinned_alloc (GstAllocator * allocator, gsize size,
    GstAllocationParams * params)
{
  GstClPinnedAllocator *self = (GstClPinnedAllocator *) allocator;
  const gsize align = params->align | gst_memory_alignment;
  const gsize maxsize = size + params->prefix + params->padding;
  const gsize bytes = maxsize + align;
  PinnedMemory *pm;
  cl_mem buf = NULL;
  gpointer ptr = NULL;
  gboolean room;

  /* past the cap (or when pinning fails) the frame gets plain memory: it
   * is uploaded through a staging buffer as any other */
  GST_OBJECT_LOCK (self);
  room = self->pinned + bytes <= GST_CL_STAGING_MAX_BYTES;
  if (room)
    self->pinned += bytes;
  GST_OBJECT_UNLOCK (self);
  if (room) {
    GError *err = NULL;

    ptr = gst_cl_context_pin_host (self->ctx, self->ctx->queue, bytes,
        CL_MAP_READ | CL_MAP_WRITE, &buf, &err);
    if (!ptr) {
      GST_WARNING ("cannot pin %" G_GSIZE_FORMAT " bytes (%s): plain memory",
          bytes, err->message);
      g_error_free (err);
      GST_OBJECT_LOCK (self);
      self->pinned -= bytes;
      GST_OBJECT_UNLOCK (self);
    }
  }
  if (!ptr)
    return gst_allocator_alloc (NULL, size, params);

  pm = g_new0 (PinnedMemory, 1);
  pm->buf = buf;
  pm->mapped = ptr;
  pm->pinned = bytes;
  pm->data = (guint8 *) (((guintptr) ptr + align) & ~(guintptr) align);
  g_mutex_init (&pm->lock);
  gst_memory_init (GST_MEMORY_CAST (pm), params->flags, allocator, NULL,
      maxsize, align, params->prefix, size);
  if (params->prefix && (params->flags & GST_MEMORY_FLAG_ZERO_PREFIXED))
    memset (pm->data, 0, params->prefix);
  if (params->padding && (params->flags & GST_MEMORY_FLAG_ZERO_PADDED))
    memset (pm->data + params->prefix + size, 0, params->padding);
  return GST_MEMORY_CAST (pm);
}

static void
pinned_free (GstAllocator * allocator, GstMemory * mem)
{
  GstClPinnedAllocator *self = (GstClPinnedAllocator *) allocator;
  PinnedMemory *pm = (PinnedMemory *) mem;

  if (pm->buf) {
    wait_readers (self, pm);
    clEnqueueUnmapMemObject (self->ctx->queue, pm->buf, pm->mapped, 0, NULL,
        NULL);
    clReleaseMemObject (pm->buf);
    GST_OBJECT_LOCK (self);
    self->pinned -= pm->pinned;
    GST_OBJECT_UNLOCK (self);
  }
  g_mutex_clear (&pm->lock);
  g_free (pm);
}

static gpointer
pinned_map (GstMemory * mem, gsize maxsize, GstMapFlags flags)
{
  /* a producer about to write waits for the uploads still reading */
  if (flags & GST_MAP_WRITE)
    wait_readers ((GstClPinnedAllocator *) mem->allocator, root_of (mem));
  return ((PinnedMemory *) mem)->data;
}

static void
pinned_unmap (GstMemory * mem)
{
}

static GstMemory *
pinned_share (GstMemory * mem, gssize offset, gssize size)
{
  GstMemory *parent = mem->parent ? mem->parent : mem;
  PinnedMemory *sub;

  if (size == -1)
    size = mem->size - offset;
  sub = g_new0 (PinnedMemory, 1);
  sub->data = ((PinnedMemory *) mem)->data;
  g_mutex_init (&sub->lock);
  gst_memory_init (GST_MEMORY_CAST (sub), GST_MINI_OBJECT_FLAGS (parent) |
      GST_MINI_OBJECT_FLAG_LOCK_READONLY, mem->allocator, parent,
      mem->maxsize, mem->align, mem->offset + offset, size);
  return GST_MEMORY_CAST (sub);
}

static void
gst_cl_pinned_allocator_finalize (GObject * object)
{
  GstClPinnedAllocator *self = (GstClPinnedAllocator *) object;

  gst_clear_object (&self->ctx);
  G_OBJECT_CLASS (gst_cl_pinned_allocator_parent_class)->finalize (object);
}

static void
gst_cl_pinned_allocator_class_init (GstClPinnedAllocatorClass * klass)
{
  GstAllocatorClass *alloc_class = GST_ALLOCATOR_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = gst_cl_pinned_allocator_finalize;
  alloc_class->alloc = pinned_alloc;
  alloc_class->free = pinned_free;
}

static void
gst_cl_pinned_allocator_init (GstClPinnedAllocator * self)
{
  GstAllocator *alloc = GST_ALLOCATOR_CAST (self);

  alloc->mem_type = GST_CL_PINNED_MEMORY_TYPE;
  alloc->mem_map = pinned_map;
  alloc->mem_unmap = pinned_unmap;
  alloc->mem_share = pinned_share;
}

/**
 * gst_cl_pinned_allocator_new:
 * @ctx: the context whose device reads the frames
 *
 * An allocator of pinned host memory of @ctx (CL_MEM_ALLOC_HOST_PTR,
 * mapped): frames written there are uploaded with one write, no staging
 * copy (gst_cl_frame_meta_ensure_on_queue()).  At most
 * GST_CL_STAGING_MAX_BYTES pinned per allocator; past that, or when the
 * driver cannot pin, it hands out plain system memory.
 *
 * Returns: (transfer full): the allocator
 */
GstAllocator *
gst_cl_pinned_allocator_new (GstClContext * ctx)
{
  GstClPinnedAllocator *self;

  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);

  self = g_object_new (gst_cl_pinned_allocator_get_type (), NULL);
  gst_object_ref_sink (self);
  self->ctx = gst_object_ref (ctx);
  return GST_ALLOCATOR_CAST (self);
}

/**
 * gst_cl_pinned_memory_peek:
 * @mem: a memory
 * @ctx: a context
 *
 * Returns: the host address of @mem's bytes when it is pinned memory of
 *   @ctx (gst_cl_pinned_allocator_new()), else %NULL
 */
const guint8 *
gst_cl_pinned_memory_peek (GstMemory * mem, GstClContext * ctx)
{
  if (mem == NULL || mem->allocator == NULL ||
      !G_TYPE_CHECK_INSTANCE_TYPE (mem->allocator,
          gst_cl_pinned_allocator_get_type ()) ||
      ((GstClPinnedAllocator *) mem->allocator)->ctx != ctx)
    return NULL;
  return ((PinnedMemory *) mem)->data + mem->offset;
}

/**
 * gst_cl_pinned_memory_add_reader:
 * @mem: pinned memory (gst_cl_pinned_memory_peek() gave its address)
 * @event: (transfer full): a command that reads @mem's bytes
 *
 * Mapping @mem for writing, and freeing it, wait for @event first.
 */
void
gst_cl_pinned_memory_add_reader (GstMemory * mem, cl_event event)
{
  PinnedMemory *root = root_of (mem);
  guint i;

  g_mutex_lock (&root->lock);
  if (!root->readers)
    root->readers = g_ptr_array_new ();
  /* forget the reads that are over (a frame uploaded by several elements,
   * or a buffer recycled without a writable map) */
  for (i = root->readers->len; i > 0; i--) {
    cl_event ev = g_ptr_array_index (root->readers, i - 1);

    if (gst_cl_event_done (ev)) {
      clReleaseEvent (ev);
      g_ptr_array_remove_index_fast (root->readers, i - 1);
    }
  }
  g_ptr_array_add (root->readers, event);
  g_mutex_unlock (&root->lock);
}
