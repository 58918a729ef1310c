/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Integral images on the device (kernels/integral.cl), shared by
 * clintegral and by the elements that need an integral when no clintegral
 * ran upstream.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclintegralengine.h"
#include "gstclprops.h"
#include "gstclpluginkernels.h"
#include "gstclevents.h"

GST_DEBUG_CATEGORY_EXTERN (gst_cl_runtime_debug);
#define GST_CAT_DEFAULT gst_cl_runtime_debug

/* kernel launches per frame: column sums, carry, scan */
#define MAX_EVENTS 4
/* rows of a GPU strip, at most (fewer where local memory is short) */
#define GPU_STRIP_ROWS 4
/* CPU strips per compute unit: the least column-sum work, and PoCL hands
 * each of its threads one work-group */
#define CPU_STRIPS_PER_CU 1

struct _GstClIntegralEngine
{
  GstClContext *ctx;
  /* where its commands go (retained): the context's, or an element's */
  cl_command_queue queue;
  GstClIntegralMethod method;
  gboolean squared;

  /* CPU strips per compute unit (CPU_STRIPS_PER_CU; tests change it) */
  guint cpu_strips_per_cu;
  /* the shape the kernels were built for */
  guint built_width, scan_wg, rows;
  gboolean built_aligned;
  cl_kernel colsums, carry, scan;

  /* scratch (recycled) */
  GstClSharedMem *scratch[8];

  cl_event events[MAX_EVENTS];
  guint n_events;
};

G_DEFINE_ENUM_TYPE (GstClIntegralMethod, gst_cl_integral_method,
    {GST_CL_INTEGRAL_METHOD_AUTO, "rows on GPUs, strip on CPUs", "auto"},
    {GST_CL_INTEGRAL_METHOD_STRIP, "A strip of rows per core walked "
          "serially in vectors, a work-item each (CPU design)", "strip"},
    {GST_CL_INTEGRAL_METHOD_ROWS, "Full-width strips, running column sums "
          "in registers, batched scans, staged stores (GPU design)", "rows"})

/**
 * gst_cl_integral_engine_new:
 * @method: the design; %GST_CL_INTEGRAL_METHOD_AUTO: the device's
 *
 * Kernels are built lazily at the first frame (they depend on its width).
 */
GstClIntegralEngine *
gst_cl_integral_engine_new (GstClContext * ctx, GstClIntegralMethod method,
    gboolean squared)
{
  GstClIntegralEngine *self = g_new0 (GstClIntegralEngine, 1);

  self->ctx = gst_object_ref (ctx);
  self->queue = gst_cl_context_get_cl_queue (ctx);
  clRetainCommandQueue (self->queue);
  if (method == GST_CL_INTEGRAL_METHOD_AUTO)
    method = gst_cl_context_is_gpu (ctx) ? GST_CL_INTEGRAL_METHOD_ROWS :
        GST_CL_INTEGRAL_METHOD_STRIP;
  self->method = method;
  self->squared = squared;
  self->cpu_strips_per_cu = CPU_STRIPS_PER_CU;
  return self;
}

/**
 * gst_cl_integral_engine_set_cpu_strips:
 * @per_cu: strips per compute unit of the CPU design (at least 1)
 *
 * For tests: more strips than cores, so that the strips' carries are
 * checked on a machine with few cores.
 */
void
gst_cl_integral_engine_set_cpu_strips (GstClIntegralEngine * self,
    guint per_cu)
{
  self->cpu_strips_per_cu = MAX (per_cu, 1);
}

/**
 * gst_cl_integral_engine_set_queue:
 * @queue: (transfer none): an in-order queue of the engine's context
 *
 * Runs the engine's commands on @queue (an element's own queue) instead of
 * the context's.  Call between frames.
 */
void
gst_cl_integral_engine_set_queue (GstClIntegralEngine * self,
    cl_command_queue queue)
{
  gst_cl_queue_replace (&self->queue, queue);
}

static void
release_kernels (GstClIntegralEngine * self)
{
#define REL(k) G_STMT_START { if (k) clReleaseKernel (k); k = NULL; } G_STMT_END
  REL (self->colsums);
  REL (self->carry);
  REL (self->scan);
#undef REL
}

void
gst_cl_integral_engine_free (GstClIntegralEngine * self)
{
  guint i;

  if (!self)
    return;
  gst_cl_events_release (self->events, &self->n_events);
  release_kernels (self);
  for (i = 0; i < G_N_ELEMENTS (self->scratch); i++)
    if (self->scratch[i])
      gst_cl_shared_mem_unref (self->scratch[i]);
  clReleaseCommandQueue (self->queue);
  gst_object_unref (self->ctx);
  g_free (self);
}

/**
 * gst_cl_integral_engine_last_kernel_ms:
 *
 * Device time of the kernels of the last run (profiling events), waiting
 * for them to finish.
 */
gdouble
gst_cl_integral_engine_last_kernel_ms (GstClIntegralEngine * self)
{
  if (self->n_events)
    clWaitForEvents (self->n_events, self->events);
  return gst_cl_events_total_ms (self->events, self->n_events);
}

/**
 * gst_cl_integral_engine_last_kernel_times:
 * @ms: (out caller-allocates) (array length=max): per-kernel device times
 *
 * Returns: the number of kernels of the last run (benchmarks print them).
 */
guint
gst_cl_integral_engine_last_kernel_times (GstClIntegralEngine * self, gdouble * ms,
    guint max)
{
  guint i;

  if (self->n_events)
    clWaitForEvents (self->n_events, self->events);
  for (i = 0; i < self->n_events && i < max; i++)
    ms[i] = gst_cl_event_elapsed_ms (self->events[i]);
  return MIN (self->n_events, max);
}

static cl_event *
next_event (GstClIntegralEngine * self)
{
  g_assert (self->n_events < MAX_EVENTS);
  return &self->events[self->n_events++];
}

static gboolean
scratch (GstClIntegralEngine * self, guint i, gsize size, GError ** error)
{
  if (self->scratch[i] && self->scratch[i]->size >= size)
    return TRUE;
  if (self->scratch[i])
    gst_cl_shared_mem_unref (self->scratch[i]);
  self->scratch[i] = gst_cl_shared_mem_new_pooled_for_queue (self->ctx, size,
      self->queue, error);
  return self->scratch[i] != NULL;
}


static gboolean
enqueue (GstClIntegralEngine * self, cl_kernel k, guint dims, const gsize * gws,
    const gsize * lws, const gchar * name, GError ** error)
{
  cl_int status = gst_cl_enqueue_kernel (self->queue, k, dims, NULL,
      gws, lws, 0, NULL, next_event (self));

  if (status != CL_SUCCESS)
    self->n_events--;
  return gst_cl_result (status, error, name);
}

/* GPU strip shape for a frame @width wide: CHUNK columns per work-item
 * (16, more when the work-group cannot span the width), the work-group a
 * whole number of warps spanning the width, the strip height and the
 * staged columns as local memory allows. */
static void
strip_shape (GstClIntegralEngine * self, guint width, guint * chunk, guint * wg,
    guint * rows, guint * stage)
{
  guint max_wg = MIN (1024, gst_cl_context_get_max_work_group_size (self->ctx));
  gsize elem = self->squared ? 12 : 4;
  gsize budget = MIN (gst_cl_context_get_local_mem_size (self->ctx),
      48 * 1024) - 1024;
  guint c = 16, t, r, sc;

  while ((width + c - 1) / c > max_wg && c < 64)
    c *= 2;
  t = GST_ROUND_UP_32 ((width + c - 1) / c);
  r = GPU_STRIP_ROWS;
  sc = c;
  for (;;) {
    guint nch = t / 16;
    gsize tot = (gsize) r * (t + nch), st = (gsize) t * (sc + 1);
    gsize need = (MAX (tot, st) + (gsize) r * (nch + 1)) * elem;

    if (need <= budget || (r == 1 && sc == 1))
      break;
    if (st >= tot && sc > 1)
      sc /= 2;
    else if (r > 1)
      r /= 2;
    else
      sc /= 2;
  }
  *chunk = c;
  *wg = t;
  *rows = r;
  *stage = sc;
}

/* Every row of @src starts 16-byte aligned: the pitch is a multiple of 16
 * and so is the buffer's address (device allocations and sub-buffers are
 * aligned by the device; a wrapped host pointer may not be). */
static gboolean
rows_aligned (cl_mem src, guint spitch)
{
  void *host = NULL;

  if (spitch % 16 != 0)
    return FALSE;
  if (clGetMemObjectInfo (src, CL_MEM_HOST_PTR, sizeof (host), &host,
          NULL) != CL_SUCCESS)
    return FALSE;
  return ((guintptr) host) % 16 == 0;
}

static gboolean
build_strip (GstClIntegralEngine * self, cl_mem src, guint width, guint spitch,
    GError ** error)
{
  gboolean gpu = self->method == GST_CL_INTEGRAL_METHOD_ROWS;
  gboolean aligned = gpu && rows_aligned (src, spitch);
  guint chunk = 1, wg = 1, rows = GPU_STRIP_ROWS, stage = 1;
  gchar *opts;

  /* the serial kernels do not depend on the width */
  if (self->colsums && aligned == self->built_aligned &&
      (!gpu || width == self->built_width))
    return TRUE;
  release_kernels (self);
  if (gpu)
    strip_shape (self, width, &chunk, &wg, &rows, &stage);
  if (gpu)
    opts = g_strdup_printf ("-DKERNEL_SET=2 -DSQUARED=%d -DSTRIP_ROWS=%u "
        "-DSCAN_WG=%u -DCHUNK=%u -DSTAGE_COLS=%u -DVEC_ALIGNED=%d",
        self->squared, rows, wg, chunk, stage, aligned);
  else
    opts = g_strdup_printf ("-DKERNEL_SET=4 -DSQUARED=%d -DSCAN_WG=1",
        self->squared);
  self->colsums = gst_cl_context_create_kernel (self->ctx,
      gst_cl_plugin_program ("integral"), opts, gpu ? "strip_colsums" :
      "strip_colsums_cpu", error);
  /* the CPU kernels need no carry pass: each strip sums the few rows of
   * column sums above it */
  if (self->colsums && gpu)
    self->carry = gst_cl_context_create_kernel (self->ctx,
        gst_cl_plugin_program ("integral"), opts, "strip_carry_par", error);
  if (self->colsums && (self->carry || !gpu))
    self->scan = gst_cl_context_create_kernel (self->ctx,
        gst_cl_plugin_program ("integral"), opts, gpu ? "strip_scan" :
        "strip_scan_cpu", error);
  g_free (opts);
  if (!self->scan) {
    release_kernels (self);
    return FALSE;
  }
  self->built_width = width;
  self->built_aligned = aligned;
  self->scan_wg = wg;
  self->rows = rows;
  return TRUE;
}

/* keep in sync with CARRY_SEGS and CPU_COLS in kernels/integral.cl */
#define CARRY_SEGS 16
#define CPU_COLS 64
/* the CPU scan sums the column sums of all strips above its own: a few
 * strips only */
#define CPU_MAX_STRIPS 16

/* the scratch buffers of the column sums of @cols columns (and of the
 * squares) */
static gboolean
colsum_scratch (GstClIntegralEngine * self, gsize cols, cl_mem * colsum,
    cl_mem * colsq, GError ** error)
{
  if (!scratch (self, 0, cols * 4, error))
    return FALSE;
  *colsum = self->scratch[0]->mem;
  if (self->squared) {
    if (!scratch (self, 1, cols * 8, error))
      return FALSE;
    *colsq = self->scratch[1]->mem;
  }
  return TRUE;
}

/* The frame arguments every strip kernel starts with (0-3), then @n_more
 * of @more; the squares' arguments come last, from @squares (n_squares of
 * them) when the integral has squares. */
static gboolean
strip_args (GstClIntegralEngine * self, cl_kernel k, cl_mem src,
    gint spitch, gint w, gint h, const GstClArg * more, guint n_more,
    const GstClArg * squares, guint n_squares, GError ** error)
{
  return GST_CL_SET_ARGS (k, 0, error, GST_CL_ARG (src), GST_CL_ARG (spitch),
      GST_CL_ARG (w), GST_CL_ARG (h)) &&
      gst_cl_kernel_set_args (k, 4, more, n_more, error) &&
      (!self->squared ||
      gst_cl_kernel_set_args (k, 4 + n_more, squares, n_squares, error));
}

/* CPU strips: CPU_STRIPS_PER_CU per compute unit, whole rows each.  Column
 * sums of all but the last strip, then the strips' scans; two launches. */
static gboolean
run_strip_cpu (GstClIntegralEngine * self, cl_mem src, gint spitch, gint w,
    gint h, cl_mem sum, cl_mem sq, gint opitch, GError ** error)
{
  guint n = MAX (1, gst_cl_context_get_compute_units (self->ctx)) *
      self->cpu_strips_per_cu;
  gint rows, n_strips;
  cl_mem colsum = NULL, colsq = NULL;
  gsize gws[2], lws[2] = { 1, 1 };

  n = CLAMP (n, 1, MIN (CPU_MAX_STRIPS, (guint) h));
  rows = (h + n - 1) / n;
  n_strips = (h + rows - 1) / rows;
  if (n_strips > 1) {
    const GstClArg more[] = { GST_CL_ARG (rows), GST_CL_ARG (colsum) };
    const GstClArg squares[] = { GST_CL_ARG (colsq) };

    if (!colsum_scratch (self, (gsize) w * (n_strips - 1), &colsum, &colsq,
            error) ||
        !strip_args (self, self->colsums, src, spitch, w, h, more, 2,
            squares, 1, error))
      return FALSE;
    gws[0] = (w + CPU_COLS - 1) / CPU_COLS;
    gws[1] = n_strips - 1;
    if (!enqueue (self, self->colsums, 2, gws, lws, "strip_colsums", error))
      return FALSE;
  }
  {
    const GstClArg more[] = { GST_CL_ARG (rows), GST_CL_ARG (colsum),
      GST_CL_ARG (sum), GST_CL_ARG (opitch)
    };
    const GstClArg squares[] = { GST_CL_ARG (colsq), GST_CL_ARG (sq) };

    if (!strip_args (self, self->scan, src, spitch, w, h, more, 4, squares,
            2, error))
      return FALSE;
  }
  gws[0] = n_strips;
  return enqueue (self, self->scan, 1, gws, lws, "strip_scan", error);
}

static gboolean
run_strip (GstClIntegralEngine * self, cl_mem src, gint spitch, gint w, gint h,
    cl_mem sum, cl_mem sq, gint opitch, GError ** error)
{
  gboolean gpu = self->method == GST_CL_INTEGRAL_METHOD_ROWS;
  gint n_strips;
  gsize cols;
  cl_mem colsum, colsq = NULL;
  gsize gws[2], lws[2];

  if (!build_strip (self, src, w, spitch, error))
    return FALSE;
  if (!gpu)
    return run_strip_cpu (self, src, spitch, w, h, sum, sq, opitch, error);
  n_strips = (h + self->rows - 1) / self->rows;
  cols = (gsize) w * n_strips;
  if (!colsum_scratch (self, cols, &colsum, &colsq, error))
    return FALSE;

  {
    const GstClArg more[] = { GST_CL_ARG (colsum) };
    const GstClArg squares[] = { GST_CL_ARG (colsq) };

    if (!strip_args (self, self->colsums, src, spitch, w, h, more, 1,
            squares, 1, error))
      return FALSE;
  }
  /* a work-item per 4 columns and strip */
  lws[0] = 64;
  lws[1] = 1;
  gws[0] = GST_ROUND_UP_N ((gsize) (w + 3) / 4, lws[0]);
  gws[1] = n_strips;
  if (!enqueue (self, self->colsums, 2, gws, lws, "strip_colsums", error))
    return FALSE;

  /* strip_carry: the column sums (and squares), then the shape */
  if (!GST_CL_SET_ARGS (self->carry, 0, error, GST_CL_ARG (colsum)) ||
      (self->squared && !GST_CL_SET_ARGS (self->carry, 1, error,
              GST_CL_ARG (colsq))) ||
      !GST_CL_SET_ARGS (self->carry, self->squared ? 2 : 1, error,
          GST_CL_ARG (w), GST_CL_ARG (n_strips)))
    return FALSE;
  lws[0] = 32;
  lws[1] = CARRY_SEGS;
  gws[0] = GST_ROUND_UP_32 ((gsize) w);
  gws[1] = CARRY_SEGS;
  if (!enqueue (self, self->carry, 2, gws, lws, "strip_carry", error))
    return FALSE;

  {
    const GstClArg more[] = { GST_CL_ARG (colsum), GST_CL_ARG (sum),
      GST_CL_ARG (opitch)
    };
    const GstClArg squares[] = { GST_CL_ARG (colsq), GST_CL_ARG (sq) };

    if (!strip_args (self, self->scan, src, spitch, w, h, more, 3, squares,
            2, error))
      return FALSE;
  }
  lws[0] = self->scan_wg;
  gws[0] = (gsize) n_strips * self->scan_wg;
  return enqueue (self, self->scan, 1, gws, lws, "strip_scan", error);
}

/**
 * gst_cl_integral_engine_run:
 * @src: 8-bit plane on the device, rows @src_pitch bytes apart
 * @sum: (out) (transfer full): the sums (see #GstClIntegralMeta for the
 *   layout)
 * @sqsum: (out) (transfer full) (optional): the squared sums, when the
 *   integral was made with @squared
 * @pitch: (out): row pitch of the results, in elements
 *
 * Enqueues the integral of @src; the results are ready for any later
 * command on the engine's queue.
 */
gboolean
gst_cl_integral_engine_run (GstClIntegralEngine * self, cl_mem src, guint src_pitch,
    guint width, guint height, GstClSharedMem ** sum,
    GstClSharedMem ** sqsum, guint * pitch, GError ** error)
{
  /* 16 elements: 64-byte aligned uint rows */
  guint opitch = GST_ROUND_UP_16 (width + 1);
  gsize rows = (gsize) height + 1;
  GstClSharedMem *s = NULL, *q = NULL;
  gboolean ok;

  gst_cl_events_release (self->events, &self->n_events);
  s = gst_cl_shared_mem_new_pooled_for_queue (self->ctx, rows * opitch * 4,
      self->queue, error);
  if (!s)
    return FALSE;
  if (self->squared) {
    q = gst_cl_shared_mem_new_pooled_for_queue (self->ctx,
        rows * opitch * 8, self->queue, error);
    if (!q) {
      gst_cl_shared_mem_unref (s);
      return FALSE;
    }
  }
  ok = run_strip (self, src, src_pitch, width, height, s->mem,
      q ? q->mem : NULL, opitch, error);
  if (!ok) {
    gst_cl_shared_mem_unref (s);
    if (q)
      gst_cl_shared_mem_unref (q);
    return FALSE;
  }
  *sum = s;
  if (sqsum)
    *sqsum = q;
  else if (q)
    gst_cl_shared_mem_unref (q);
  *pitch = opitch;
  return TRUE;
}
