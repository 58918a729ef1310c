/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The context's pool of device buffers: what comes back is reused on the
 * same queue at once, on another queue once the last user's commands are
 * done, and the pool keeps at most 1024 buffers (the least recently
 * released go first), so that several streams' buffers in flight do not
 * churn through allocations.  And gst_cl_event_wait_asleep(), the wait
 * the elements use for their results on GPUs: it returns when the command
 * completes, not before, with its error status (also where the driver
 * does not call back for a command that failed, as PoCL 3.1).  And the
 * pinned staging slots of uploads.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/check/gstcheck.h>
#include "gstcltestutil.h"
#include "gstcl-private.h"

/* the pool's count limit (MAX_FREE_BUFFERS in gstclcontext.c) */
#define POOL_MAX 1024

static cl_command_queue
new_queue (GstClContext * ctx)
{
  cl_int st = CL_SUCCESS;
  cl_command_queue q = clCreateCommandQueue (ctx->context, ctx->device, 0,
      &st);

  fail_unless (st == CL_SUCCESS && q != NULL, "clCreateCommandQueue: %d", st);
  return q;
}

/* acquires @n buffers of @size bytes for @queue, fails on an error */
static cl_mem *
acquire_n (GstClContext * ctx, guint n, gsize size, cl_command_queue queue)
{
  cl_mem *m = g_new0 (cl_mem, n);
  guint i;

  for (i = 0; i < n; i++) {
    GError *err = NULL;

    m[i] = gst_cl_context_acquire_buffer_for_queue (ctx, size, queue, &err);
    fail_unless (m[i] != NULL, "acquire: %s", err ? err->message : "?");
  }
  return m;
}

static void
release_n (GstClContext * ctx, cl_mem * m, guint n, cl_command_queue queue)
{
  guint i;

  for (i = 0; i < n; i++)
    gst_cl_context_release_buffer_from_queue (ctx, m[i], queue);
  g_free (m);
}

GST_START_TEST (test_pool_reuse_same_and_other_queue)
{
  GstClContext *ctx = gst_cl_test_context_new ();
  cl_command_queue a = new_queue (ctx), b = new_queue (ctx);
  gint64 allocs;
  cl_mem *m;

  m = acquire_n (ctx, 8, 4096, a);
  allocs = gst_cl_test_buffer_allocs (ctx);
  fail_unless_equals_int64 (allocs, 8);
  release_n (ctx, m, 8, a);

  /* the same queue: in order after the last user, no new buffer */
  m = acquire_n (ctx, 8, 4096, a);
  fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx),
      allocs);
  release_n (ctx, m, 8, a);

  /* another queue, once the last user's commands are done */
  clFinish (a);
  m = acquire_n (ctx, 8, 4096, b);
  fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx),
      allocs);
  release_n (ctx, m, 8, b);

  /* a size that would waste more than half of a pooled buffer: new */
  m = acquire_n (ctx, 1, 1024, b);
  fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx),
      allocs + 1);
  release_n (ctx, m, 1, b);

  clReleaseCommandQueue (a);
  clReleaseCommandQueue (b);
  gst_object_unref (ctx);
}

GST_END_TEST;

/* more buffers in flight than the old pool of 48 held: all of them come
 * back and are reused; beyond POOL_MAX the oldest are freed */
GST_START_TEST (test_pool_limit)
{
  GstClContext *ctx = gst_cl_test_context_new ();
  cl_command_queue a = new_queue (ctx);
  const guint n = POOL_MAX + 76;
  cl_mem *m;

  m = acquire_n (ctx, 300, 256, a);
  release_n (ctx, m, 300, a);
  m = acquire_n (ctx, 300, 256, a);
  fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx), 300);
  release_n (ctx, m, 300, a);

  m = acquire_n (ctx, n, 256, a);
  fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx), n);
  release_n (ctx, m, n, a);
  /* POOL_MAX kept, 76 freed: taking n again allocates those 76 */
  m = acquire_n (ctx, n, 256, a);
  fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx),
      n + 76);
  release_n (ctx, m, n, a);

  clReleaseCommandQueue (a);
  gst_object_unref (ctx);
}

GST_END_TEST;

typedef struct
{
  cl_event event;
  cl_int status;
  gint returned;
} WaitData;

static gpointer
waiter_thread (gpointer data)
{
  WaitData *d = data;

  d->status = gst_cl_event_wait_asleep (d->event);
  g_atomic_int_set (&d->returned, 1);
  return NULL;
}

/* waits for a user event from another thread; @status completes it */
static cl_int
wait_user_event (GstClContext * ctx, cl_int status)
{
  cl_int st = CL_SUCCESS;
  WaitData d = { 0, };
  GThread *t;

  d.event = clCreateUserEvent (ctx->context, &st);
  fail_unless (st == CL_SUCCESS, "clCreateUserEvent: %d", st);
  t = g_thread_new ("waiter", waiter_thread, &d);
  g_usleep (50000);
  fail_if (g_atomic_int_get (&d.returned), "returned before the event");
  fail_unless_equals_int (clSetUserEventStatus (d.event, status),
      CL_SUCCESS);
  g_thread_join (t);
  fail_unless (g_atomic_int_get (&d.returned));
  /* complete now: returns at once */
  fail_unless_equals_int (gst_cl_event_wait_asleep (d.event), d.status);
  clReleaseEvent (d.event);
  return d.status;
}

GST_START_TEST (test_event_wait)
{
  GstClContext *ctx = gst_cl_test_context_new ();
  cl_event marker;

  fail_unless_equals_int (wait_user_event (ctx, CL_COMPLETE), CL_SUCCESS);
  fail_unless_equals_int (wait_user_event (ctx, -1),
      CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  /* a command's event */
  marker = gst_cl_queue_mark (ctx->queue);
  fail_unless (marker != NULL);
  fail_unless_equals_int (gst_cl_event_wait_asleep (marker), CL_SUCCESS);
  fail_unless_equals_int (gst_cl_event_wait (ctx, marker), CL_SUCCESS);
  clReleaseEvent (marker);
  gst_object_unref (ctx);
}

GST_END_TEST;

/* a user event, not complete: a write that has not run yet */
static cl_event
pending_event (GstClContext * ctx)
{
  cl_int st = CL_SUCCESS;
  cl_event ev = clCreateUserEvent (ctx->context, &st);

  fail_unless (st == CL_SUCCESS, "clCreateUserEvent: %d", st);
  return ev;
}

typedef struct
{
  GstClContext *ctx;
  gpointer slot;
  guint8 *ptr;
  gint returned;
} StagingWait;

static gpointer
staging_thread (gpointer data)
{
  StagingWait *w = data;
  GError *err = NULL;

  w->ptr = gst_cl_context_staging_acquire (w->ctx, w->ctx->queue, 4096,
      &w->slot, &err);
  g_clear_error (&err);
  g_atomic_int_set (&w->returned, 1);
  return NULL;
}

/* The pinned staging slots: an idle one is reused at once; at the limit an
 * upload waits for the slot given back first (not another slot, not a
 * new one), and takes it once its write is done. */
GST_START_TEST (test_staging_slots)
{
  GstClContext *ctx = gst_cl_test_context_new ();
  const guint n = GST_CL_STAGING_MAX_SLOTS;
  gpointer *slots = g_new0 (gpointer, n);
  guint8 **ptrs = g_new0 (guint8 *, n);
  cl_event *busy = g_new0 (cl_event, n);
  StagingWait w = { ctx, NULL, NULL, 0 };
  gpointer slot;
  guint8 *ptr;
  gboolean returned;
  GThread *t;
  guint i;

  /* more than the old limit of 16 at once, none of them waited for */
  for (i = 0; i < n; i++) {
    GError *err = NULL;

    ptrs[i] = gst_cl_context_staging_acquire (ctx, ctx->queue, 4096,
        &slots[i], &err);
    fail_unless (ptrs[i] != NULL, "staging: %s", err ? err->message : "?");
  }
  /* given back last to first */
  for (i = n; i-- > 0;) {
    busy[i] = pending_event (ctx);
    clRetainEvent (busy[i]);
    gst_cl_context_staging_release (ctx, slots[i], busy[i]);
  }
  fail_unless_equals_int (ctx->staging->len, n);

  /* slot 5's write is done: it is the one taken, at once */
  clSetUserEventStatus (busy[5], CL_COMPLETE);
  ptr = gst_cl_context_staging_acquire (ctx, ctx->queue, 4096, &slot, NULL);
  fail_unless (ptr == ptrs[5] && slot == slots[5]);
  clReleaseEvent (busy[5]);
  busy[5] = pending_event (ctx);
  clRetainEvent (busy[5]);
  gst_cl_context_staging_release (ctx, slot, busy[5]);

  /* all busy at the limit: waits for the last slot, given back first */
  t = g_thread_new ("staging", staging_thread, &w);
  g_usleep (50000);
  fail_if (g_atomic_int_get (&w.returned), "no slot was free");
  clSetUserEventStatus (busy[n - 1], CL_COMPLETE);
  for (i = 0; i < 200 && !g_atomic_int_get (&w.returned); i++)
    g_usleep (5000);
  returned = g_atomic_int_get (&w.returned);
  /* whatever it waits for: let it go before failing */
  for (i = 0; i < n; i++)
    clSetUserEventStatus (busy[i], CL_COMPLETE);
  g_thread_join (t);
  fail_unless (returned, "did not take the slot given back first");
  fail_unless (w.ptr == ptrs[n - 1] && w.slot == slots[n - 1]);
  fail_unless_equals_int (ctx->staging->len, n);
  gst_cl_context_staging_release (ctx, w.slot, NULL);

  for (i = 0; i < n; i++)
    clReleaseEvent (busy[i]);
  g_free (busy);
  g_free (ptrs);
  g_free (slots);
  gst_object_unref (ctx);
}

GST_END_TEST;

typedef struct
{
  GstMemory *mem;
  GstMapFlags flags;
  gint returned;
} MapWait;

static gpointer
map_thread (gpointer data)
{
  MapWait *w = data;
  GstMapInfo map;

  fail_unless (gst_memory_map (w->mem, &map, w->flags));
  g_atomic_int_set (&w->returned, 1);
  gst_memory_unmap (w->mem, &map);
  return NULL;
}

/* Maps @mem with @flags from another thread while @reader is pending;
 * returns whether the map waited for it (the reader is completed). */
static gboolean
map_waits_for (GstMemory * mem, GstMapFlags flags, cl_event reader)
{
  MapWait w = { mem, flags, 0 };
  GThread *t = g_thread_new ("map", map_thread, &w);
  gboolean waited;
  guint i;

  for (i = 0; i < 20 && !g_atomic_int_get (&w.returned); i++)
    g_usleep (5000);
  waited = !g_atomic_int_get (&w.returned);
  clSetUserEventStatus (reader, CL_COMPLETE);
  g_thread_join (t);
  return waited;
}

/* The pinned memory the elements offer upstream: its address is given for
 * its own context only, aligned as asked, and for a shared part too; a
 * writable map (the producer refilling a recycled frame) waits for the
 * writes still reading it, a readable map does not. */
GST_START_TEST (test_pinned_memory)
{
  GstClContext *ctx = gst_cl_test_context_new ();
  GstClContext *other = gst_cl_test_context_new ();
  GstAllocator *alloc = gst_cl_pinned_allocator_new (ctx);
  GstAllocationParams params;
  GstMemory *mem, *sub;
  const guint8 *host;
  GstMapInfo map;
  cl_event reader;

  gst_allocation_params_init (&params);
  params.align = 63;
  params.prefix = 16;
  params.padding = 8;
  params.flags = GST_MEMORY_FLAG_ZERO_PREFIXED;
  mem = gst_allocator_alloc (alloc, 1000, &params);
  fail_unless (mem != NULL);
  fail_unless (gst_memory_is_type (mem, GST_CL_PINNED_MEMORY_TYPE));
  fail_unless_equals_int (mem->size, 1000);
  host = gst_cl_pinned_memory_peek (mem, ctx);
  fail_unless (host != NULL);
  fail_unless_equals_int (((guintptr) host - 16) % 64, 0);
  fail_unless (gst_cl_pinned_memory_peek (mem, other) == NULL);
  fail_unless (gst_memory_map (mem, &map, GST_MAP_READWRITE));
  fail_unless (map.data == host);
  fail_unless_equals_int (host[-16], 0);
  memset (map.data, 0x5a, map.size);
  gst_memory_unmap (mem, &map);

  sub = gst_memory_share (mem, 100, 200);
  fail_unless (sub != NULL && sub->size == 200);
  fail_unless (gst_cl_pinned_memory_peek (sub, ctx) == host + 100);
  fail_unless (gst_memory_map (sub, &map, GST_MAP_READ));
  fail_unless (map.data == host + 100 && map.data[0] == 0x5a);
  gst_memory_unmap (sub, &map);

  /* a write reading the frame, added through the shared part: the
   * producer's writable map waits, a reader's map does not */
  reader = pending_event (ctx);
  clRetainEvent (reader);
  gst_cl_pinned_memory_add_reader (sub, reader);
  fail_unless (map_waits_for (mem, GST_MAP_WRITE, reader),
      "writable map did not wait for the write reading the memory");
  clReleaseEvent (reader);
  reader = pending_event (ctx);
  clRetainEvent (reader);
  gst_cl_pinned_memory_add_reader (mem, reader);
  fail_if (map_waits_for (mem, GST_MAP_READ, reader));
  clReleaseEvent (reader);

  /* a reader still pending when the memory goes: freeing waits for it
   * (completed here, as a device finishes its write) */
  reader = pending_event (ctx);
  gst_cl_pinned_memory_add_reader (mem, reader);
  clSetUserEventStatus (reader, CL_COMPLETE);
  gst_memory_unref (sub);
  gst_memory_unref (mem);
  gst_object_unref (alloc);
  gst_object_unref (other);
  gst_object_unref (ctx);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clpool,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_pool_reuse_same_and_other_queue),
    GST_CL_TEST (test_pool_limit),
    GST_CL_TEST (test_event_wait),
    GST_CL_TEST (test_staging_slots),
    GST_CL_TEST (test_pinned_memory));
