/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The library's internal API, for the plugin, its tests, benchmarks and
 * tools only: NOT installed, no stability promise (GStreamer keeps
 * gstcuda-private.h the same way).  It holds the GstClContext instance
 * struct, the program cache and buffer pool, the element-side context
 * helpers, the device frame (GstClSharedMem, GstClFrameMeta) and how an
 * integral meta is attached.  The symbols are exported (GST_CL_API) because
 * the plugin is another shared object.
 */
#pragma once

#include <gst/gst.h>
#include <gst/video/video.h>
#include <gst/cl/gstclanalytics.h>

G_BEGIN_DECLS

/* Environment variable that picks the device (index or name substring) when
 * an element's "device" property is not set. */
#define GST_CL_DEVICE_ENV "GST_CL_DEVICE"

/* "0": every element enqueues on the context's shared command queue; any
 * other value: each element on a queue of its own.  Unset: its own on
 * GPUs, where kernels of different elements and frames in flight overlap,
 * the shared queue on other devices, which run one command at a time. */
#define GST_CL_QUEUE_PER_ELEMENT_ENV "GST_CL_QUEUE_PER_ELEMENT"

/* Set to any value to keep program binaries off the disk cache. */
#define GST_CL_NO_BINARY_CACHE_ENV "GST_CL_NO_BINARY_CACHE"

/* Directory of the program binary cache, instead of
 * $XDG_CACHE_HOME/gst-cl-analytics (read at each program build). */
#define GST_CL_CACHE_DIR_ENV "GST_CL_CACHE_DIR"
/* How frames reach a device that does not share host memory: "staged"
 * (copied into a pinned host buffer, then a non-blocking write), "direct"
 * (a blocking write from the frame's memory); unset: staged on discrete
 * GPUs.  "staged" also forces the staging on host-unified devices (tests).
 * Read when a context is made. */
#define GST_CL_UPLOAD_ENV "GST_CL_UPLOAD"
/* how gst_cl_event_wait() waits (benchmarks): "spin" (clWaitForEvents())
 * or "asleep"; by default on GPUs the first depends on other waits */
#define GST_CL_EVENT_WAIT_ENV "GST_CL_EVENT_WAIT"
/* "0": every pipeline opens its own context instead of taking the one an
 * earlier pipeline of the process opened (see gst_cl_context_use) */
#define GST_CL_KEEP_CONTEXT_ENV "GST_CL_KEEP_CONTEXT"

/* the "clruntime" debug category, shared with the plugin's engines */
GST_CL_API GstDebugCategory *gst_cl_runtime_debug;

/* --- errors --------------------------------------------------------------- */

GST_CL_API
gboolean _gst_cl_result (cl_int status, GError ** error, const gchar * what,
    const gchar * file, gint line);

/*
 * gst_cl_result:
 * @status: an OpenCL status code
 * @error: a #GError return location
 * @what: the call that returned @status, for the message
 *
 * Returns %TRUE when @status is CL_SUCCESS; otherwise logs the error by name
 * with the call site, sets @error and returns %FALSE.
 */
#define gst_cl_result(status, error, what) \
  _gst_cl_result ((status), (error), (what), __FILE__, __LINE__)

/* --- the context ---------------------------------------------------------- */

/*
 * GstClContext: one OpenCL device with its context, a program cache and a
 * recycling pool of device buffers.  @queue is the context's in-order
 * queue (profiling on), which the elements share by default; with
 * GST_CL_QUEUE_PER_ELEMENT each element makes its own
 * (gst_cl_context_create_queue()) and orders itself after work done on
 * another queue through the ready markers of the frame and integral metas.
 * The fields above the lock are set once at creation and read-only
 * afterwards.
 */
struct _GstClContext
{
  GstObject parent;

  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;

  gchar *platform_name;
  gchar *device_name;
  gchar *driver_version;
  cl_device_type device_type;
  cl_uint compute_units;
  gsize max_work_group_size;
  cl_ulong local_mem_size;
  cl_ulong max_constant_size;
  cl_ulong max_alloc_size;
  cl_ulong global_mem_size;
  /* device memory is host memory (CPU devices, iGPUs): wrap, never copy */
  gboolean host_unified;
  /* GPU-like device: wide SIMD, prefers work-groups of many items */
  gboolean is_gpu;
  /* frames go through pinned staging buffers (gst_cl_context_staging_acquire,
   * GST_CL_UPLOAD_ENV) */
  gboolean staged_uploads;
  /* warp / wavefront width, 1 on a CPU device */
  guint simd_width;

  GMutex lock;
  GHashTable *programs;
  GQueue free_buffers;
  /* bytes in @free_buffers */
  guint64 free_bytes;
  /* pinned host buffers of uploads (gst_cl_context_staging_acquire) */
  GPtrArray *staging;
  guint64 staging_released;     /* slots given back so far */
  /* kept for the process (gst_cl_ensure_element_context) */
  gboolean kept;
  /* elements between their start and stop (gst_cl_context_use) */
  gint users;
  gint uploads;
  /* uploads written straight from pinned memory (gstclpinned.c) */
  gint pinned_uploads;
  gint buffer_allocs;
  gint builds;
  gint binary_loads;
};

GST_CL_API
gchar *gst_cl_context_list_devices (void);

GST_CL_API
void gst_cl_context_use (GstClContext * ctx);

GST_CL_API
void gst_cl_context_unuse (GstClContext * ctx);

GST_CL_API
gboolean gst_cl_context_is_kept (GstClContext * ctx);

GST_CL_API
gboolean gst_cl_context_matches (GstClContext * ctx, const gchar * device_spec);

GST_CL_API
cl_program gst_cl_context_get_program (GstClContext * ctx,
    const gchar * source_name, const gchar * options, GError ** error);

GST_CL_API
cl_kernel gst_cl_context_create_kernel (GstClContext * ctx,
    const gchar * source_name, const gchar * options,
    const gchar * kernel_name, GError ** error);

GST_CL_API
cl_command_queue gst_cl_context_create_queue (GstClContext * ctx,
    GError ** error);

/* Past this many staging slots, or this many bytes in them, an upload waits
 * for the slot given back first to be free instead of pinning another.
 * Each stream keeps a few writes in flight (one per frame its element has
 * in flight, and one queued behind them), so the limit is sized for many
 * streams; a slot is pinned memory, which the limit in bytes bounds. */
#define GST_CL_STAGING_MAX_SLOTS 64
#define GST_CL_STAGING_MAX_BYTES (512u << 20)

GST_CL_API
gpointer gst_cl_context_pin_host (GstClContext * ctx, cl_command_queue queue,
    gsize size, cl_map_flags flags, cl_mem * mem, GError ** error);

GST_CL_API
void gst_cl_context_unpin_host (cl_command_queue queue, cl_mem mem,
    gpointer ptr);

GST_CL_API
guint8 *gst_cl_context_staging_acquire (GstClContext * ctx,
    cl_command_queue queue, gsize size, gpointer * slot, GError ** error);

GST_CL_API
void gst_cl_context_staging_release (GstClContext * ctx, gpointer slot,
    cl_event busy);

GST_CL_API
cl_mem gst_cl_context_acquire_buffer (GstClContext * ctx, gsize size,
    GError ** error);

GST_CL_API
cl_mem gst_cl_context_acquire_buffer_for_queue (GstClContext * ctx,
    gsize size, cl_command_queue queue, GError ** error);

GST_CL_API
void gst_cl_context_release_buffer (GstClContext * ctx, cl_mem mem);

GST_CL_API
void gst_cl_context_release_buffer_from_queue (GstClContext * ctx,
    cl_mem mem, cl_command_queue queue);

GST_CL_API
cl_event gst_cl_queue_mark (cl_command_queue queue);

GST_CL_API
void gst_cl_queue_replace (cl_command_queue * slot, cl_command_queue queue);

GST_CL_API
gboolean gst_cl_queue_wait_for (cl_command_queue queue, cl_event event,
    GError ** error);

GST_CL_API
cl_int gst_cl_event_wait (GstClContext * ctx, cl_event event);

GST_CL_API
cl_int gst_cl_event_wait_asleep (cl_event event);

GST_CL_API
gboolean gst_cl_event_done (cl_event event);

/* the memory type of gst_cl_pinned_allocator_new()'s memories */
#define GST_CL_PINNED_MEMORY_TYPE "ClPinnedMemory"

GST_CL_API
GstAllocator *gst_cl_pinned_allocator_new (GstClContext * ctx);

GST_CL_API
const guint8 *gst_cl_pinned_memory_peek (GstMemory * mem, GstClContext * ctx);

GST_CL_API
void gst_cl_pinned_memory_add_reader (GstMemory * mem, cl_event event);

GST_CL_API
void gst_cl_context_count_upload (GstClContext * ctx);

GST_CL_API
gint64 gst_cl_context_get_upload_count (GstClContext * ctx);

GST_CL_API
gint64 gst_cl_context_get_buffer_alloc_count (GstClContext * ctx);

GST_CL_API
gdouble gst_cl_event_elapsed_ms (cl_event event);

/* Programs built from source (not found in either cache) and programs
 * loaded from the disk cache, since the context was created. */
GST_CL_API
gint gst_cl_context_get_build_count (GstClContext * ctx);
GST_CL_API
gint gst_cl_context_get_binary_load_count (GstClContext * ctx);

/*
 * While set on a thread, a program build from source on that thread posts
 * GST_MESSAGE_PROGRESS (START, then COMPLETE or ERROR; code "compile") from
 * @element, so an application knows a long first start is compiling.  The
 * base element sets it around its vfuncs; returns the previous one.
 */
GST_CL_API
GstElement *gst_cl_context_set_build_reporter (GstElement * element);

/* --- the program binary cache on disk (gstclbinarycache.c) --------------- */

GST_CL_API
gchar *gst_cl_binary_cache_dir (void);
GST_CL_API
const gchar *gst_cl_kernel_source_hash (const gchar * source_name);
GST_CL_API
gchar *gst_cl_binary_cache_path (GstClContext * ctx, const gchar * dir,
    const gchar * source_name, const gchar * source_hash,
    const gchar * options);
GST_CL_API
cl_program gst_cl_binary_cache_load (GstClContext * ctx, const gchar * dir,
    const gchar * source_name, const gchar * source_hash,
    const gchar * options);
GST_CL_API
gboolean gst_cl_binary_cache_store (GstClContext * ctx, const gchar * dir,
    const gchar * source_name, const gchar * source_hash,
    const gchar * options, cl_program program);

/* --- files a user names (gstclfile.c) ------------------------------------- */

GST_CL_API
gboolean gst_cl_read_regular_file (const gchar * path, const gchar * what,
    gsize max_size, gchar ** contents, gsize * length, GError ** error);

/* --- fault injection for tests (gstclfault.c) ----------------------------- */

typedef enum
{
  GST_CL_FAULT_ALLOC,
  GST_CL_FAULT_ENQUEUE,
} GstClFaultKind;

GST_CL_API
void gst_cl_fault_reset (void);
GST_CL_API
gboolean gst_cl_fault_hit (GstClFaultKind kind);
GST_CL_API
gint gst_cl_fault_count (GstClFaultKind kind);
GST_CL_API
gint gst_cl_live_buffer_count (void);

/* clCreateBuffer / clEnqueueNDRangeKernel with fault injection: use these
 * for every device allocation and kernel launch */
GST_CL_API
cl_mem gst_cl_create_buffer (cl_context context, cl_mem_flags flags,
    gsize size, gpointer host_ptr, cl_int * status);
GST_CL_API
cl_int gst_cl_enqueue_kernel (cl_command_queue queue, cl_kernel kernel,
    cl_uint work_dim, const gsize * global_offset, const gsize * global_size,
    const gsize * local_size, cl_uint n_wait, const cl_event * wait,
    cl_event * event);

/* GstContext sharing on the element side, as gstcudautils.cpp does it */
GST_CL_API
gboolean gst_cl_ensure_element_context (GstElement * element,
    const gchar * device_spec, GstClContext ** ctx, GError ** error);

GST_CL_API
gboolean gst_cl_handle_set_context (GstElement * element, GstContext * context,
    const gchar * device_spec, GstClContext ** ctx);

GST_CL_API
gboolean gst_cl_handle_context_query (GstElement * element, GstQuery * query,
    GstClContext * ctx);

/* --- device buffers and the device frame ---------------------------------- */

/*
 * GstClSharedMem: a reference-counted device buffer.  Pooled ones go back
 * to their context's recycling pool with the last reference; wrapped ones
 * (CL_MEM_USE_HOST_PTR over a mapped GstMemory) keep that mapping alive.
 * @queue is the queue its producer writes it on (%NULL: the context's):
 * the pool orders its next user after that queue's work.  Consumers on
 * other queues finish their reads before they let go of it.
 */
typedef struct _GstClSharedMem GstClSharedMem;

struct _GstClSharedMem
{
  gint refcount;
  GstClContext *ctx;
  cl_mem mem;
  gsize size;
  gboolean pooled;
  GstMemory *host_mem;
  GstMapInfo host_map;
  cl_command_queue queue;
};

GST_CL_API
GstClSharedMem *gst_cl_shared_mem_new_pooled (GstClContext * ctx, gsize size,
    GError ** error);
GST_CL_API
GstClSharedMem *gst_cl_shared_mem_new_pooled_for_queue (GstClContext * ctx,
    gsize size, cl_command_queue queue, GError ** error);
GST_CL_API
GstClSharedMem *gst_cl_shared_mem_ref (GstClSharedMem * m);
GST_CL_API
void gst_cl_shared_mem_unref (GstClSharedMem * m);

/*
 * GstClFrameMeta:
 * @ctx: the context holding @luma
 * @luma: the frame's luma plane on the device, 8 bits
 * @offset: byte offset of pixel (0, 0) in @luma
 * @pitch: bytes from one row to the next
 *
 * The frame as the device sees it: the first CL element of a pipeline
 * uploads (or, on host-unified devices, wraps without a copy) the luma and
 * attaches this meta; later CL elements reuse it.
 */
typedef struct
{
  GstMeta meta;

  GstClContext *ctx;
  GstClSharedMem *luma;
  guint width, height;
  gsize offset, pitch;
} GstClFrameMeta;

GST_CL_API
GType gst_cl_frame_meta_api_get_type (void);
#define GST_CL_FRAME_META_API_TYPE (gst_cl_frame_meta_api_get_type ())
GST_CL_API
const GstMetaInfo *gst_cl_frame_meta_get_info (void);

GST_CL_API
GstClFrameMeta *gst_buffer_get_cl_frame_meta (GstBuffer * buffer,
    GstClContext * ctx, guint width, guint height);

GST_CL_API
GstClFrameMeta *gst_cl_frame_meta_ensure (GstBuffer * buffer,
    GstClContext * ctx, const GstVideoInfo * info, GError ** error);

GST_CL_API
GstClFrameMeta *gst_cl_frame_meta_ensure_on_queue (GstBuffer * buffer,
    GstClContext * ctx, cl_command_queue queue, const GstVideoInfo * info,
    GError ** error);

GST_CL_API
gboolean gst_cl_frame_meta_wait (GstClFrameMeta * meta,
    cl_command_queue queue, GError ** error);

/* --- the integral meta, producer side ------------------------------------- */

GST_CL_API
GstClIntegralMeta *gst_buffer_add_cl_integral_meta (GstBuffer * buffer,
    GstClContext * ctx, GstClSharedMem * sum, GstClSharedMem * sqsum,
    guint width, guint height, guint pitch);

GST_CL_API
void gst_cl_integral_meta_set_ready (GstClIntegralMeta * meta,
    cl_command_queue queue, cl_event ready);

GST_CL_API
gboolean gst_cl_integral_meta_wait (GstClIntegralMeta * meta,
    cl_command_queue queue, GError ** error);

G_END_DECLS
