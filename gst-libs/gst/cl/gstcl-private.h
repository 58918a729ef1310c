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

/* Set to any value to keep program binaries off the disk cache. */
#define GST_CL_NO_BINARY_CACHE_ENV "GST_CL_NO_BINARY_CACHE"

/* Directory of the program binary cache, instead of
 * $XDG_CACHE_HOME/gst-cl-analytics (read at each program build). */
#define GST_CL_CACHE_DIR_ENV "GST_CL_CACHE_DIR"
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

/**
 * GstClArg:
 * @size: the argument's size in bytes (of local memory when @value is
 *   %NULL)
 * @value: (nullable): where the argument's value is
 *
 * One kernel argument for gst_cl_kernel_set_args(): GST_CL_ARG (a
 * variable or field holding a cl_mem, an int, a vector ...) or
 * GST_CL_ARG_LOCAL (bytes).
 */
typedef struct
{
  gsize size;
  gconstpointer value;
} GstClArg;

#define GST_CL_ARG(v) { sizeof (v), &(v) }
#define GST_CL_ARG_LOCAL(bytes) { (bytes), NULL }

GST_CL_API
gboolean gst_cl_kernel_set_args (cl_kernel kernel, guint first,
    const GstClArg * args, guint n_args, GError ** error);

/**
 * GST_CL_SET_ARGS:
 * @kernel: the kernel
 * @first: index of the first argument set
 * @error: a #GError return location
 * @...: GST_CL_ARG() and GST_CL_ARG_LOCAL() items, in argument order
 *
 * Sets arguments @first, @first + 1 ... of @kernel, checking every
 * clSetKernelArg() result.  Returns: %FALSE with @error set on a failure.
 */
#define GST_CL_SET_ARGS(kernel, first, error, ...) \
  gst_cl_kernel_set_args ((kernel), (first), \
      (const GstClArg[]) { __VA_ARGS__ }, \
      sizeof ((const GstClArg[]) { __VA_ARGS__ }) / sizeof (GstClArg), \
      (error))

/* --- the context ---------------------------------------------------------- */

/*
 * GstClContext: one OpenCL device with its context, a program cache and a
 * recycling pool of device buffers.  @queue is the context's in-order
 * queue (profiling on), which the elements share on CPU devices; on GPUs
 * (GST_CL_CHOICE_QUEUE_PER_ELEMENT) each element makes its own
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
   * GST_CL_CHOICE_STAGED_UPLOADS) */
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

G_GNUC_INTERNAL
gboolean gst_cl_context_matches (GstClContext * ctx, const gchar * device_spec);

/**
 * GstClProgramSource:
 * @name: the program's name, in logs and the binary cache's entries
 * @hash: SHA-256 of @source (hex), part of the caches' keys
 * @source: the OpenCL C text
 *
 * A program's source as its owner embeds it (tools/embed-kernels.py): the
 * library its frame upload's, the plugin its engines'.
 */
typedef struct
{
  const gchar *name;
  const gchar *hash;
  const gchar *source;
} GstClProgramSource;

GST_CL_API
cl_program gst_cl_context_get_program (GstClContext * ctx,
    const GstClProgramSource * src, const gchar * options, GError ** error);

GST_CL_API
cl_kernel gst_cl_context_create_kernel (GstClContext * ctx,
    const GstClProgramSource * src, const gchar * options,
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

G_GNUC_INTERNAL
cl_mem gst_cl_context_acquire_buffer (GstClContext * ctx, gsize size,
    GError ** error);

GST_CL_API
cl_mem gst_cl_context_acquire_buffer_for_queue (GstClContext * ctx,
    gsize size, cl_command_queue queue, GError ** error);

G_GNUC_INTERNAL
void gst_cl_context_release_buffer (GstClContext * ctx, cl_mem mem);

GST_CL_API
void gst_cl_context_release_buffer_from_queue (GstClContext * ctx,
    cl_mem mem, cl_command_queue queue);

GST_CL_API
cl_event gst_cl_queue_mark (cl_command_queue queue);

GST_CL_API
void gst_cl_queue_replace (cl_command_queue * slot, cl_command_queue queue);

G_GNUC_INTERNAL
gboolean gst_cl_queue_wait_for (cl_command_queue queue, cl_event event,
    GError ** error);

GST_CL_API
cl_int gst_cl_event_wait (GstClContext * ctx, cl_event event);

GST_CL_API
cl_int gst_cl_event_wait_asleep (cl_event event);

G_GNUC_INTERNAL
gboolean gst_cl_event_done (cl_event event);

/* the memory type of gst_cl_pinned_allocator_new()'s memories */
#define GST_CL_PINNED_MEMORY_TYPE "ClPinnedMemory"

GST_CL_API
GstAllocator *gst_cl_pinned_allocator_new (GstClContext * ctx);

GST_CL_API
const guint8 *gst_cl_pinned_memory_peek (GstMemory * mem, GstClContext * ctx);

GST_CL_API
void gst_cl_pinned_memory_add_reader (GstMemory * mem, cl_event event);

G_GNUC_INTERNAL
void gst_cl_context_count_upload (GstClContext * ctx);


GST_CL_API
gdouble gst_cl_event_elapsed_ms (cl_event event);

/* --- what the plugin reads of a context (gstclcontextinfo.c) ------------- */

GST_CL_API
gboolean gst_cl_context_is_gpu (GstClContext * ctx);
GST_CL_API
gboolean gst_cl_context_has_staged_uploads (GstClContext * ctx);
GST_CL_API
guint gst_cl_context_get_compute_units (GstClContext * ctx);
GST_CL_API
guint gst_cl_context_get_simd_width (GstClContext * ctx);
GST_CL_API
gsize gst_cl_context_get_max_work_group_size (GstClContext * ctx);
GST_CL_API
guint64 gst_cl_context_get_local_mem_size (GstClContext * ctx);

/**
 * GstClContextCounts:
 * @uploads: frames made visible to the device (copied or wrapped)
 * @buffer_allocs: device buffers allocated (not taken from the pool)
 * @builds: programs built from source (found in neither cache)
 * @binary_loads: programs loaded from the disk cache
 *
 * What a context did since its creation: what the zero-copy, pool and
 * cache tests count.
 */
typedef struct
{
  gint64 uploads;
  gint64 buffer_allocs;
  gint builds;
  gint binary_loads;
} GstClContextCounts;

GST_CL_API
GstClContextCounts gst_cl_context_get_counts_for_tests (GstClContext * ctx);

/*
 * While set on a thread, a program build from source on that thread posts
 * GST_MESSAGE_PROGRESS (START, then COMPLETE or ERROR; code "compile") from
 * @element, so an application knows a long first start is compiling.  The
 * base element sets it around its vfuncs; returns the previous one.
 */
GST_CL_API
GstElement *gst_cl_context_set_build_reporter (GstElement * element);

/* --- the program binary cache on disk (gstclbinarycache.c) --------------- */

G_GNUC_INTERNAL
gchar *gst_cl_binary_cache_dir (void);
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

/* --- error texts (gstclerror.c) ------------------------------------------ */

GST_CL_API
gchar *gst_cl_utf8_escape (const gchar * str, gssize len);
GST_CL_API
gchar *gst_cl_utf8_escape_take (gchar * str);
GST_CL_API
void gst_cl_error_ensure_utf8 (GError * error);

/* --- files a user names (gstclfile.c) ------------------------------------- */

GST_CL_API
gboolean gst_cl_read_regular_file (const gchar * path, const gchar * what,
    gsize max_size, gchar ** contents, gsize * length, GError ** error);
GST_CL_API
gboolean gst_cl_check_output_path (const gchar * path, const gchar * what,
    GError ** error);
GST_CL_API
gboolean gst_cl_write_output_file (const gchar * path, const gchar * what,
    const gchar * data, gsize len, GError ** error);

/* --- test hooks (gstclfault.c) --------------------------------------------- */

typedef enum
{
  GST_CL_FAULT_ALLOC,
  GST_CL_FAULT_ENQUEUE,
} GstClFaultKind;

GST_CL_API
void gst_cl_fault_set (GstClFaultKind kind, gint n);
GST_CL_API
void gst_cl_fault_reset (void);
G_GNUC_INTERNAL
gboolean gst_cl_fault_hit (GstClFaultKind kind);
GST_CL_API
gint gst_cl_fault_count (GstClFaultKind kind);
GST_CL_API
gint gst_cl_live_buffer_count (void);

/* How the elements run on a device, chosen per device kind; a test can
 * force another device kind's choice (gst_cl_choice_force()) */
typedef enum
{
  /* frames reach the device through pinned staging buffers (1) or a
   * write from the frame's memory (0); default: on discrete GPUs */
  GST_CL_CHOICE_STAGED_UPLOADS,
  /* each element has a command queue of its own (1) or shares the
   * context's (0); default: on GPUs */
  GST_CL_CHOICE_QUEUE_PER_ELEMENT,
  /* clfacedetect's detection lanes; default: 2 on GPUs, 1 elsewhere */
  GST_CL_CHOICE_DETECT_LANES,
  /* the elements offer pinned buffers upstream where uploads are staged
   * (1) or not (0); default 1 */
  GST_CL_CHOICE_PINNED_POOL,
  GST_CL_N_CHOICES
} GstClChoice;

GST_CL_API
void gst_cl_choice_force (GstClChoice choice, gint value);
GST_CL_API
gint gst_cl_choice (GstClChoice choice, gint device_default);

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

/* the heap's free pages back to the system (gstclframe.c) */
GST_CL_API
void gst_cl_return_host_memory (void);

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

G_GNUC_INTERNAL
GstClSharedMem *gst_cl_shared_mem_new_pooled (GstClContext * ctx, gsize size,
    GError ** error);
GST_CL_API
GstClSharedMem *gst_cl_shared_mem_new_pooled_for_queue (GstClContext * ctx,
    gsize size, cl_command_queue queue, GError ** error);
G_GNUC_INTERNAL
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

G_GNUC_INTERNAL
GType gst_cl_frame_meta_api_get_type (void);
#define GST_CL_FRAME_META_API_TYPE (gst_cl_frame_meta_api_get_type ())
G_GNUC_INTERNAL
const GstMetaInfo *gst_cl_frame_meta_get_info (void);

G_GNUC_INTERNAL
GstClFrameMeta *gst_buffer_get_cl_frame_meta (GstBuffer * buffer,
    GstClContext * ctx, guint width, guint height);

G_GNUC_INTERNAL
GstClFrameMeta *gst_cl_frame_meta_ensure (GstBuffer * buffer,
    GstClContext * ctx, const GstVideoInfo * info, GError ** error);

GST_CL_API
GstClFrameMeta *gst_cl_frame_meta_ensure_on_queue (GstBuffer * buffer,
    GstClContext * ctx, cl_command_queue queue, const GstVideoInfo * info,
    GError ** error);

G_GNUC_INTERNAL
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
