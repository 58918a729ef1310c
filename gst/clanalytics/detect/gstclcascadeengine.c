/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Host side of kernels/cascade-*.cl: per frame size, the pyramid plan and the
 * packed cascade on the device; per frame, the pyramid and its integrals
 * built on the device from the frame's luma (the upload shared with the
 * other CL elements), one persistent detection launch over all scales,
 * and the raw hits read back and grouped as groupRectangles does.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include "gstclcascadeengine.h"
#include "gstclpluginkernels.h"
#include "gstclevents.h"

GST_DEBUG_CATEGORY_EXTERN (gst_cl_runtime_debug);
#define GST_CAT_DEFAULT gst_cl_runtime_debug

/* raw hits per frame before grouping; more are counted and reported */
#define HIT_CAPACITY (1 << 16)
/* hits read back with the counters, in the same round trip (16 KiB) */
#define HIT_PREFETCH 1024
/* the kernels' atomic counters: next detection tile, hits, next pyramid
 * level (haar_pyramid_serial), unused */
#define N_COUNTERS 4
/* the counters read back after the first hits, in one allocation */
#define READBACK_SIZE (HIT_PREFETCH * sizeof (GstClCascadeHit) + \
    N_COUNTERS * sizeof (cl_int))

/* One frame's detection in flight (gst_cl_cascade_engine_submit()): the
 * hits buffer the kernel appends to (its own, so that a later frame's
 * launch cannot overwrite hits not read back yet), the counters and the
 * first hits read back without waiting, and the plan the hits are mapped
 * with (a snapshot: the next frame may re-plan). */
struct _GstClCascadeJob
{
  cl_mem hits;
  /* where the counters and the first hits are read back to: pinned host
   * memory (the buffer @readback, mapped) on discrete GPUs, else the
   * heap */
  GstClCascadeHit *prefetch;
  cl_int *counts;
  cl_mem readback;
  /* the raw hits on the host (gst_cl_cascade_engine_finish) */
  GArray *host_hits;
  /* the counters' read: complete when the frame's results are on the
   * host; NULL when the frame launched nothing */
  cl_event done;
  gboolean have_plan;
  GstClCascadePlan plan;
};

struct _GstClCascadeEngine
{
  GstClContext *ctx;
  /* where its commands go (retained): the context's, or an element's */
  cl_command_queue queue;
  const GstClCascade *cascade;
  GstClCascadeTuning tuning;
  cl_kernel k_rows, k_cols, k_pyramid, k_tilted_a, k_tilted_b, k_detect,
      k_import, k_narrow, k_strip_sums, k_strip_carry, k_strip_rows;
  /* LBP16: the 16-bit plane and stage pass tables (gst_cl_cascade_use_lbp16) */
  gboolean lbp16;
  /* the last frame's level 0 came from an upstream integral */
  gboolean imported;

  /* per geometry */
  guint width, height;
  GstClCascadeParams params;
  GstClCascadePlan plan;
  GstClCascadeDevPyramid pyr;
  GstClCascadeDevCascade cas;
  gboolean have_plan;
  /* the last geometry had no pyramid level (frame smaller than window) */
  gboolean no_levels;
  cl_mem atlas, counters, levels, xtab, ytab, nodes, stages, roots,
      leaves, atlas16, stage_pass, soa, colsums;

  /* finished jobs, for reuse: submit and finish may run in different
   * threads */
  GMutex jobs_lock;
  GSList *free_jobs;
  /* the last frame's kernels, for profiling */
  cl_event events[GST_CL_CASCADE_MAX_KERNELS];
  const gchar *event_names[GST_CL_CASCADE_MAX_KERNELS];
  guint n_events;
};

static void
release_geometry (GstClCascadeEngine * self)
{
  cl_mem *m[] = { &self->atlas, &self->counters, &self->levels,
    &self->xtab, &self->ytab, &self->nodes, &self->stages, &self->roots,
    &self->leaves, &self->atlas16, &self->stage_pass, &self->soa,
    &self->colsums
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (m); i++) {
    if (*m[i])
      clReleaseMemObject (*m[i]);
    *m[i] = NULL;
  }
  if (self->have_plan) {
    gst_cl_cascade_dev_pyramid_clear (&self->pyr);
    gst_cl_cascade_dev_cascade_clear (&self->cas);
    gst_cl_cascade_plan_clear (&self->plan);
  }
  self->have_plan = FALSE;
}

/* drops what one frame left in @job: its read-back event, its plan */
static void
job_reset (GstClCascadeJob * job)
{
  if (job->done)
    clReleaseEvent (job->done);
  job->done = NULL;
  if (job->have_plan)
    gst_cl_cascade_plan_clear (&job->plan);
  job->have_plan = FALSE;
}

static void
job_free (GstClCascadeEngine * self, GstClCascadeJob * job)
{
  job_reset (job);
  if (job->hits)
    clReleaseMemObject (job->hits);
  if (job->readback)
    gst_cl_context_unpin_host (self->queue, job->readback, job->prefetch);
  else
    g_free (job->prefetch);
  g_array_unref (job->host_hits);
  g_free (job);
}

/* the kernels the engine made (those of its tuning; the others are NULL) */
static void
release_kernels (GstClCascadeEngine * self)
{
  cl_kernel *k[] = { &self->k_rows, &self->k_cols, &self->k_tilted_a,
    &self->k_tilted_b, &self->k_detect, &self->k_pyramid, &self->k_import,
    &self->k_narrow, &self->k_strip_sums, &self->k_strip_carry,
    &self->k_strip_rows
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (k); i++)
    if (*k[i])
      clReleaseKernel (*k[i]);
}

/* clCreateKernel, unless an earlier creation failed: *st keeps the first
 * error */
static cl_kernel
create_kernel (cl_program program, const gchar * name, cl_int * st)
{
  return *st == CL_SUCCESS ? clCreateKernel (program, name, st) : NULL;
}

/**
 * gst_cl_cascade_engine_free:
 *
 * Frees the engine; every job it submitted must have been finished or
 * cancelled.
 */
void
gst_cl_cascade_engine_free (GstClCascadeEngine * self)
{
  if (!self)
    return;
  gst_cl_events_release (self->events, &self->n_events);
  release_geometry (self);
  release_kernels (self);
  while (self->free_jobs) {
    job_free (self, self->free_jobs->data);
    self->free_jobs = g_slist_delete_link (self->free_jobs, self->free_jobs);
  }
  g_mutex_clear (&self->jobs_lock);
  clReleaseCommandQueue (self->queue);
  gst_object_unref (self->ctx);
  g_free (self);
}

/**
 * gst_cl_cascade_engine_new:
 * @cascade: (transfer none): must outlive the detector
 *
 * Builds the detection kernels for @cascade, tuned for the device of
 * @ctx (work-group of one warp, persistent groups per compute unit; on
 * CPUs the serial pyramid and scan).
 */
GstClCascadeEngine *
gst_cl_cascade_engine_new (GstClContext * ctx, const GstClCascade * cascade,
    GError ** error)
{
  return gst_cl_cascade_engine_new_with_options (ctx, cascade, NULL, error);
}

/**
 * gst_cl_cascade_engine_tuning:
 * @cascade: the cascade
 * @gpu_simd: 0: the tuning of @ctx's device; else the tuning of a GPU whose
 *   warps are this wide (its kernels and launch shape, on @ctx's device)
 * @options: (nullable): tuning fields to change, as
 *   gst_cl_cascade_tuning_apply_options() takes them
 * @tuning: (out): the tuning
 *
 * The tuning gst_cl_cascade_engine_new() builds with (@gpu_simd 0,
 * @options %NULL), or another device's: tests and benchmarks run a GPU's
 * kernels on a CPU device with it.
 *
 * Returns: %FALSE if @options are not tuning fields or not a shape the
 *   kernels take
 */
gboolean
gst_cl_cascade_engine_tuning (GstClContext * ctx, const GstClCascade * cascade,
    guint gpu_simd, const gchar * options, GstClCascadeTuning * tuning,
    GError ** error)
{
  gchar ext[4096] = "";
  gboolean gpu = gpu_simd > 0 || gst_cl_context_is_gpu (ctx);

  clGetDeviceInfo (gst_cl_context_get_cl_device (ctx), CL_DEVICE_EXTENSIONS,
      sizeof (ext) - 1, ext, NULL);
  gst_cl_cascade_tuning_for_device (tuning, gpu, gpu_simd > 0 ? gpu_simd :
      gst_cl_context_is_gpu (ctx) ? gst_cl_context_get_simd_width (ctx) : 32,
      gst_cl_context_get_compute_units (ctx), strstr (ext, "cl_khr_fp64") !=
      NULL);
  gst_cl_cascade_tuning_for_cascade (tuning, cascade);
  return gst_cl_cascade_tuning_apply_options (tuning, options, error);
}

/**
 * gst_cl_cascade_engine_new_with_options:
 * @cascade: (transfer none): must outlive the detector
 * @options: (nullable): tuning fields to change, as
 *   gst_cl_cascade_tuning_apply_options() takes them
 *
 * gst_cl_cascade_engine_new() with some tuning fields changed: for tests
 * and benchmarks that run another launch shape or kernel.
 */
GstClCascadeEngine *
gst_cl_cascade_engine_new_with_options (GstClContext * ctx,
    const GstClCascade * cascade, const gchar * options, GError ** error)
{
  GstClCascadeTuning tuning;

  if (!gst_cl_cascade_engine_tuning (ctx, cascade, 0, options, &tuning,
          error))
    return NULL;
  return gst_cl_cascade_engine_new_with_tuning (ctx, cascade, &tuning, error);
}

/**
 * gst_cl_cascade_engine_new_with_tuning:
 * @cascade: (transfer none): must outlive the detector
 * @tuning: the kernels' variant and launch shape
 *   (gst_cl_cascade_engine_tuning())
 *
 * Builds the detection kernels for @cascade with @tuning.
 */
GstClCascadeEngine *
gst_cl_cascade_engine_new_with_tuning (GstClContext * ctx,
    const GstClCascade * cascade, const GstClCascadeTuning * tuning,
    GError ** error)
{
  GstClCascadeEngine *self = g_new0 (GstClCascadeEngine, 1);
  cl_program program, detect;
  gchar *opts;
  cl_int st = CL_SUCCESS;

  self->ctx = gst_object_ref (ctx);
  self->queue = gst_cl_context_get_cl_queue (ctx);
  clRetainCommandQueue (self->queue);
  self->cascade = cascade;
  g_mutex_init (&self->jobs_lock);
  self->tuning = *tuning;
  opts = gst_cl_cascade_build_options (cascade, &self->tuning);
  /* the pyramid's builders, and the device's detector */
  program = gst_cl_context_get_program (ctx,
      gst_cl_plugin_program ("cascade-pyramid"), opts, error);
  detect = program ? gst_cl_context_get_program (ctx,
      gst_cl_plugin_program (self->tuning.serial_detect ?
          "cascade-detect-cpu" : "cascade-detect-gpu"), opts, error) : NULL;
  g_free (opts);
  if (!detect)
    goto fail;
  if (self->tuning.serial_pyramid) {
    self->k_pyramid = create_kernel (program, "haar_pyramid_serial", &st);
  } else if (self->tuning.strip_rows > 0) {
    self->k_strip_sums = create_kernel (program, "haar_strip_sums", &st);
    self->k_strip_carry = create_kernel (program, "haar_strip_carry", &st);
    self->k_strip_rows = create_kernel (program, "haar_strip_rows", &st);
  } else {
    self->k_rows = create_kernel (program, "haar_rows", &st);
    self->k_cols = create_kernel (program, "haar_cols", &st);
  }
  self->k_import = create_kernel (program, "haar_import", &st);
  self->lbp16 = gst_cl_cascade_use_lbp16 (cascade, &self->tuning);
  if (self->lbp16)
    self->k_narrow = create_kernel (program, "haar_narrow", &st);
  /* the program holds the tilted passes only for a cascade that has tilted
   * features (gst_cl_cascade_build_options) */
  if (cascade->has_tilted) {
    self->k_tilted_a = create_kernel (program, "haar_tilted_a", &st);
    self->k_tilted_b = create_kernel (program, "haar_tilted_b", &st);
  }
  self->k_detect = create_kernel (detect, self->tuning.serial_detect ?
      "haar_detect_serial" : "haar_detect", &st);
  if (!gst_cl_result (st, error, "clCreateKernel(haar)"))
    goto fail;
  return self;

fail:
  gst_cl_cascade_engine_free (self);
  return NULL;
}

/**
 * gst_cl_cascade_engine_set_queue:
 * @queue: (transfer none): an in-order queue of the engine's context
 *
 * Runs the engine's commands on @queue (an element's own queue) instead of
 * the context's.  Call between frames.
 */
void
gst_cl_cascade_engine_set_queue (GstClCascadeEngine * self,
    cl_command_queue queue)
{
  gst_cl_queue_replace (&self->queue, queue);
}

static cl_mem
make_buffer (GstClCascadeEngine * self, cl_mem_flags flags, gsize size,
    const void *data, GError ** error)
{
  cl_int st;
  cl_mem m = gst_cl_create_buffer (gst_cl_context_get_cl_context (self->ctx),
      flags | (data ? CL_MEM_COPY_HOST_PTR : 0), MAX (size, 16),
      (void *) data, &st);

  if (!gst_cl_result (st, error, "clCreateBuffer(haar)"))
    return NULL;
  return m;
}

static gboolean
params_equal (const GstClCascadeParams * a, const GstClCascadeParams * b)
{
  return a->scale_factor == b->scale_factor &&
      a->min_width == b->min_width && a->min_height == b->min_height &&
      a->max_width == b->max_width && a->max_height == b->max_height;
}

static gboolean
ensure_geometry (GstClCascadeEngine * self, guint width, guint height,
    const GstClCascadeParams * params, GError ** error)
{
  if ((self->have_plan || self->no_levels) && self->width == width &&
      self->height == height && params_equal (&self->params, params))
    return TRUE;
  self->no_levels = FALSE;
  release_geometry (self);
  if (!gst_cl_cascade_pyramid_plan (self->cascade, width, height, params,
          &self->plan, error))
    return FALSE;
  if (self->plan.n_levels == 0) {
    /* the frame is smaller than the window: nothing to scan */
    gst_cl_cascade_plan_clear (&self->plan);
    self->width = width;
    self->height = height;
    self->params = *params;
    self->no_levels = TRUE;
    return TRUE;
  }
  self->no_levels = FALSE;
  gst_cl_cascade_pack_pyramid (&self->plan, &self->tuning, &self->pyr);
  if (!gst_cl_cascade_pack_cascade (self->cascade, &self->plan, &self->tuning,
          &self->cas, error)) {
    gst_cl_cascade_dev_pyramid_clear (&self->pyr);
    gst_cl_cascade_plan_clear (&self->plan);
    return FALSE;
  }
  self->have_plan = TRUE;
  self->width = width;
  self->height = height;
  self->params = *params;

  if (!(self->atlas = make_buffer (self, CL_MEM_READ_WRITE,
              sizeof (guint32) * self->plan.plane_size * self->plan.n_planes,
              NULL, error)) ||
      !(self->counters = make_buffer (self, CL_MEM_READ_WRITE,
              N_COUNTERS * sizeof (cl_int), NULL, error)) ||
      !(self->levels = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (GstClCascadeDevLevel) * MAX (self->pyr.n_levels, 1),
              self->pyr.levels, error)) ||
      !(self->xtab = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (gint32) * MAX (self->pyr.n_xtab, 1), self->pyr.xtab,
              error)) ||
      !(self->ytab = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (gint32) * MAX (self->pyr.n_ytab, 1), self->pyr.ytab,
              error)) ||
      !(self->nodes = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (GstClCascadeDevNode) * self->cas.n_nodes, self->cas.nodes,
              error)) ||
      !(self->stages = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (GstClCascadeDevStage) * self->cas.n_stages,
              self->cas.stages, error)) ||
      !(self->roots = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (gint32) * MAX (self->cas.n_weak, 1),
              self->cas.weak_roots, error)) ||
      !(self->leaves = make_buffer (self, CL_MEM_READ_ONLY,
              sizeof (gint64) * MAX (self->cas.n_leaves, 1),
              self->cas.leaves, error)) ||
      /* the strips' column sums (and their squares' unless LBP) */
      (self->pyr.total_strips > 0 && !(self->colsums = make_buffer (self,
                  CL_MEM_READ_WRITE, sizeof (guint32) * self->pyr.cs_size *
                  (self->plan.n_planes > 1 ? 2 : 1), NULL, error))) ||
      /* haar_detect's cooperative stages read the stumps from it */
      (!self->tuning.serial_detect && self->cas.soa &&
          !(self->soa = make_buffer (self, CL_MEM_READ_ONLY,
                  self->cas.soa_size, self->cas.soa, error))) ||
      /* LBP16: the detection reads past a row's last window by up to 31
       * elements plus the window: slack after the last row */
      (self->lbp16 && (!(self->atlas16 = make_buffer (self,
                      CL_MEM_READ_WRITE, sizeof (guint16) *
                      (self->plan.plane_size + 2 * self->plan.stride), NULL,
                      error)) ||
              !(self->stage_pass = make_buffer (self, CL_MEM_READ_ONLY,
                      8 * sizeof (guint32) * self->cas.n_stages,
                      self->cas.stage_pass, error))))) {
    release_geometry (self);
    return FALSE;
  }
  GST_DEBUG ("haar geometry %ux%u: %u levels, %" G_GUINT64_FORMAT
      " windows", width, height, self->plan.n_levels, self->plan.n_windows);
  return TRUE;
}

static gboolean
enqueue (GstClCascadeEngine * self, cl_kernel k, gsize gsz, const gsize * lsz,
    const gchar * name, GError ** error)
{
  cl_int st = gst_cl_enqueue_kernel (self->queue, k, 1, NULL, &gsz,
      lsz, 0, NULL, &self->events[self->n_events]);

  if (st == CL_SUCCESS)
    self->event_names[self->n_events++] = name;
  return gst_cl_result (st, error, name);
}

/**
 * gst_cl_cascade_engine_run:
 * @luma: the frame's 8-bit luma on the device, rows @pitch bytes apart
 * @rects: (out): #GstClRect, the grouped detections
 * @weights: (out): gint, neighbours behind each detection
 *
 * Detects on one frame (blocking until the hits are back).
 */
gboolean
gst_cl_cascade_engine_run (GstClCascadeEngine * self, cl_mem luma,
    guint pitch, guint width, guint height, const GstClCascadeParams * params,
    GArray * rects, GArray * weights, GError ** error)
{
  return gst_cl_cascade_engine_run_with_integral (self, luma, pitch, width,
      height, NULL, NULL, 0, params, rects, weights, error);
}

/* Level 0 from the upstream integral when it is the frame at scale 1 with
 * what the cascade reads (squares unless LBP, no tilted features): the
 * builders then start at level 1 (@row0, @col0: its first row and
 * column). */
static gboolean
import_level0 (GstClCascadeEngine * self, guint width, guint height,
    cl_mem sum, cl_mem sqsum, guint ipitch, cl_int * row0, cl_int * col0,
    GError ** error)
{
  const cl_int one = 1, ip = ipitch, stride = self->plan.stride,
      sq_plane = self->plan.sq_plane;
  const GstClCascadeDevPyramid *pyr = &self->pyr;
  cl_int st;

  if (!sum || !(sqsum || self->cascade->feature_type == GST_CL_CASCADE_LBP)
      || self->cascade->has_tilted || pyr->levels[0].w != (gint) width ||
      pyr->levels[0].h != (gint) height || ipitch < width + 1)
    return TRUE;
  /* without squares (LBP) the kernel does not read argument 1 */
  if (!sqsum)
    sqsum = sum;
  if (!GST_CL_SET_ARGS (self->k_import, 0, error, GST_CL_ARG (sum),
          GST_CL_ARG (sqsum), GST_CL_ARG (ip), GST_CL_ARG (self->levels),
          GST_CL_ARG (self->atlas), GST_CL_ARG (stride),
          GST_CL_ARG (sq_plane)) ||
      !enqueue (self, self->k_import,
          GST_ROUND_UP_64 (((gsize) width + 1) * (height + 1)), NULL,
          "haar_import", error))
    return FALSE;
  self->imported = TRUE;
  GST_LOG ("level 0 of %ux%u from the upstream integral", width, height);
  *row0 = pyr->n_levels > 1 ? pyr->levels[1].first_row :
      (cl_int) pyr->total_rows;
  *col0 = pyr->n_levels > 1 ? pyr->levels[1].first_col :
      (cl_int) pyr->total_cols;
  /* the serial builder's level counter starts at level 1 too */
  st = clEnqueueFillBuffer (self->queue, self->counters, &one, sizeof (one),
      2 * sizeof (cl_int), sizeof (cl_int), 0, NULL, NULL);
  return gst_cl_result (st, error, "clEnqueueFillBuffer(counters)");
}

/* Arguments 0-7 of the builders that resize the frame: the frame, the
 * levels and the resize tables. */
static gboolean
set_source_args (GstClCascadeEngine * self, cl_kernel k, cl_mem luma,
    guint pitch, guint width, guint height, GError ** error)
{
  const cl_int src_stride = pitch, src_w = width, src_h = height,
      n_levels = self->pyr.n_levels;

  return GST_CL_SET_ARGS (k, 0, error, GST_CL_ARG (luma),
      GST_CL_ARG (src_stride), GST_CL_ARG (src_w), GST_CL_ARG (src_h),
      GST_CL_ARG (self->levels), GST_CL_ARG (n_levels),
      GST_CL_ARG (self->xtab), GST_CL_ARG (self->ytab));
}

/* CPU devices: haar_pyramid_serial, a work-item per level (levels from
 * the atomic counter) */
static gboolean
build_serial (GstClCascadeEngine * self, cl_mem luma, guint pitch,
    guint width, guint height, GError ** error)
{
  const cl_int stride = self->plan.stride, sq_plane = self->plan.sq_plane;
  /* read under LBP16 only; any buffer otherwise */
  cl_mem narrow = self->lbp16 ? self->atlas16 : self->atlas;
  gsize lsz = 1;

  if (self->imported && self->pyr.n_levels == 1)
    return TRUE;
  return set_source_args (self, self->k_pyramid, luma, pitch, width, height,
      error) &&
      GST_CL_SET_ARGS (self->k_pyramid, 8, error, GST_CL_ARG (self->atlas),
      GST_CL_ARG (stride), GST_CL_ARG (sq_plane),
      GST_CL_ARG (self->counters), GST_CL_ARG (narrow),
      /* each work-item's row of the resize's vertical half */
      GST_CL_ARG_LOCAL (sizeof (cl_uint) * GST_ROUND_UP_16 ((gsize) width)))
      && enqueue (self, self->k_pyramid,
      (gsize) gst_cl_context_get_compute_units (self->ctx) *
      MAX (self->tuning.pyramid_groups_per_cu, 1), &lsz,
      "haar_pyramid_serial", error);
}

/* GPUs, LBP: the integrals in strips of rows, from level 1 when level 0
 * was imported */
static gboolean
build_strips (GstClCascadeEngine * self, cl_mem luma, guint pitch,
    guint width, guint height, cl_int col0, GError ** error)
{
  const GstClCascadeDevPyramid *pyr = &self->pyr;
  const cl_int stride = self->plan.stride, sq_plane = self->plan.sq_plane,
      n_levels = pyr->n_levels, total_cols = pyr->total_cols,
      cs_plane = pyr->cs_size;
  const cl_int strip0 = self->imported ? (n_levels > 1 ?
      pyr->levels[1].first_strip : (cl_int) pyr->total_strips) : 0;
  const cl_int n_strips = (cl_int) pyr->total_strips - strip0;
  gsize lsz = self->tuning.row_wg;

  if (n_strips <= 0)
    return TRUE;
  return set_source_args (self, self->k_strip_sums, luma, pitch, width,
      height, error) &&
      GST_CL_SET_ARGS (self->k_strip_sums, 8, error,
      GST_CL_ARG (self->colsums), GST_CL_ARG (cs_plane), GST_CL_ARG (strip0))
      && set_source_args (self, self->k_strip_rows, luma, pitch, width,
      height, error) &&
      GST_CL_SET_ARGS (self->k_strip_rows, 8, error,
      GST_CL_ARG (self->colsums), GST_CL_ARG (cs_plane),
      GST_CL_ARG (self->atlas), GST_CL_ARG (stride), GST_CL_ARG (sq_plane),
      GST_CL_ARG (strip0)) &&
      GST_CL_SET_ARGS (self->k_strip_carry, 0, error,
      GST_CL_ARG (self->levels), GST_CL_ARG (n_levels),
      GST_CL_ARG (total_cols), GST_CL_ARG (self->colsums),
      GST_CL_ARG (cs_plane), GST_CL_ARG (col0)) &&
      enqueue (self, self->k_strip_sums, (gsize) n_strips * lsz, &lsz,
      "haar_strip_sums", error) &&
      enqueue (self, self->k_strip_carry,
      GST_ROUND_UP_64 ((gsize) (total_cols - col0)), NULL,
      "haar_strip_carry", error) &&
      enqueue (self, self->k_strip_rows, (gsize) n_strips * lsz, &lsz,
      "haar_strip_rows", error);
}

/* GPUs, Haar: haar_rows (a work-group per level row), then haar_cols (32
 * columns a work-group, a work-item per run of rows in the tile), from
 * @row0 and @col0 */
static gboolean
build_rows_cols (GstClCascadeEngine * self, cl_mem luma, guint pitch,
    guint width, guint height, cl_int row0, cl_int col0, GError ** error)
{
  const cl_int stride = self->plan.stride, sq_plane = self->plan.sq_plane,
      n_levels = self->pyr.n_levels, total_cols = self->pyr.total_cols;
  gsize lsz = self->tuning.row_wg;
  gsize col_lsz = 32 * (gsize) GST_CL_CASCADE_COL_TILE_ROWS;

  if (row0 >= (cl_int) self->pyr.total_rows)
    return TRUE;
  return set_source_args (self, self->k_rows, luma, pitch, width, height,
      error) &&
      GST_CL_SET_ARGS (self->k_rows, 8, error, GST_CL_ARG (self->atlas),
      GST_CL_ARG (stride), GST_CL_ARG (sq_plane), GST_CL_ARG (row0)) &&
      enqueue (self, self->k_rows,
      (gsize) (self->pyr.total_rows - row0) * lsz, &lsz, "haar_rows", error)
      && GST_CL_SET_ARGS (self->k_cols, 0, error, GST_CL_ARG (self->levels),
      GST_CL_ARG (n_levels), GST_CL_ARG (total_cols),
      GST_CL_ARG (self->atlas), GST_CL_ARG (stride), GST_CL_ARG (sq_plane),
      GST_CL_ARG (col0)) &&
      enqueue (self, self->k_cols, (gsize) (total_cols - col0 + 31) / 32 *
      col_lsz, &col_lsz, "haar_cols", error);
}

/* LBP16: the 16-bit plane of what haar_pyramid_serial did not build (level
 * 0 imported, or the other builders) */
static gboolean
build_narrow (GstClCascadeEngine * self, GError ** error)
{
  const cl_int first = self->pyr.levels[0].base;
  const cl_int n = self->tuning.serial_pyramid ?
      (self->pyr.levels[0].h + 1) * (cl_int) self->plan.stride :
      (cl_int) self->plan.plane_size - first;

  return GST_CL_SET_ARGS (self->k_narrow, 0, error,
      GST_CL_ARG (self->atlas), GST_CL_ARG (self->atlas16),
      GST_CL_ARG (first), GST_CL_ARG (n)) &&
      enqueue (self, self->k_narrow, GST_ROUND_UP_64 ((gsize) n), NULL,
      "haar_narrow", error);
}

/* tilted cascades: the tilted integral from the upright one, in two
 * passes over the diagonals */
static gboolean
build_tilted (GstClCascadeEngine * self, GError ** error)
{
  const cl_int n_levels = self->pyr.n_levels,
      total_diags = self->pyr.total_diags, stride = self->plan.stride,
      tilted_plane = self->plan.tilted_plane;
  const gsize gsz = GST_ROUND_UP_64 ((gsize) total_diags);
  cl_kernel ks[2] = { self->k_tilted_a, self->k_tilted_b };
  guint i;

  for (i = 0; i < 2; i++)
    if (!GST_CL_SET_ARGS (ks[i], 0, error, GST_CL_ARG (self->levels),
            GST_CL_ARG (n_levels), GST_CL_ARG (total_diags),
            GST_CL_ARG (self->atlas), GST_CL_ARG (stride),
            GST_CL_ARG (tilted_plane)) ||
        !enqueue (self, ks[i], gsz, NULL,
            i == 0 ? "haar_tilted_a" : "haar_tilted_b", error))
      return FALSE;
  return TRUE;
}

/**
 * gst_cl_cascade_engine_build_pyramid:
 * @luma: the frame's 8-bit luma on the device, rows @pitch bytes apart
 * @sum: (nullable): as in gst_cl_cascade_engine_run_with_integral()
 * @sqsum: (nullable): as in gst_cl_cascade_engine_run_with_integral()
 * @ipitch: their row pitch, in elements
 *
 * The first step of gst_cl_cascade_engine_run_with_integral(): the plan
 * and device tables for this geometry, then the pyramid's integrals
 * (upright, squared, tilted) built into the atlas, with the builder the
 * tuning chose.  Enqueued, not waited for.  Exposed so that tests can
 * compare the atlas with the CPU's (gst_cl_cascade_engine_read_atlas()).
 */
gboolean
gst_cl_cascade_engine_build_pyramid (GstClCascadeEngine * self, cl_mem luma,
    guint pitch, guint width, guint height, cl_mem sum, cl_mem sqsum,
    guint ipitch, const GstClCascadeParams * params, GError ** error)
{
  const cl_int zero = 0;
  cl_int row0 = 0, col0 = 0, st;
  gboolean ok;

  gst_cl_events_release (self->events, &self->n_events);
  self->imported = FALSE;
  if (!ensure_geometry (self, width, height, params, error))
    return FALSE;
  if (self->no_levels)
    return TRUE;

  st = clEnqueueFillBuffer (self->queue, self->counters, &zero,
      sizeof (zero), 0, N_COUNTERS * sizeof (cl_int), 0, NULL, NULL);
  if (!gst_cl_result (st, error, "clEnqueueFillBuffer(counters)") ||
      !import_level0 (self, width, height, sum, sqsum, ipitch, &row0, &col0,
          error))
    return FALSE;

  if (self->tuning.serial_pyramid)
    ok = build_serial (self, luma, pitch, width, height, error);
  else if (self->tuning.strip_rows > 0)
    ok = build_strips (self, luma, pitch, width, height, col0, error);
  else
    ok = build_rows_cols (self, luma, pitch, width, height, row0, col0,
        error);
  if (ok && self->lbp16 && (self->imported || !self->tuning.serial_pyramid))
    ok = build_narrow (self, error);
  if (ok && self->cascade->has_tilted)
    ok = build_tilted (self, error);
  return ok;
}

/* a job from the free list, or a new one with its hits buffer */
static GstClCascadeJob *
job_acquire (GstClCascadeEngine * self, GError ** error)
{
  GstClCascadeJob *job = NULL;

  g_mutex_lock (&self->jobs_lock);
  if (self->free_jobs) {
    job = self->free_jobs->data;
    self->free_jobs = g_slist_delete_link (self->free_jobs, self->free_jobs);
  }
  g_mutex_unlock (&self->jobs_lock);
  if (job)
    return job;
  job = g_new0 (GstClCascadeJob, 1);
  /* pinned where uploads are staged (discrete GPUs): the read is then one
   * DMA into its place (pageable memory goes through the driver's own
   * staging copy) */
  if (gst_cl_context_has_staged_uploads (self->ctx))
    job->prefetch = gst_cl_context_pin_host (self->ctx, self->queue,
        READBACK_SIZE, CL_MAP_READ | CL_MAP_WRITE, &job->readback, NULL);
  if (!job->prefetch)
    job->prefetch = g_malloc (READBACK_SIZE);
  job->counts = (cl_int *) (job->prefetch + HIT_PREFETCH);
  job->host_hits = g_array_new (FALSE, FALSE, sizeof (GstClCascadeHit));
  job->hits = make_buffer (self, CL_MEM_WRITE_ONLY,
      sizeof (GstClCascadeHit) * HIT_CAPACITY, NULL, error);
  if (!job->hits) {
    job_free (self, job);
    return NULL;
  }
  return job;
}

/* back to the free list, with its event and plan snapshot dropped */
static void
job_release (GstClCascadeEngine * self, GstClCascadeJob * job)
{
  job_reset (job);
  g_mutex_lock (&self->jobs_lock);
  self->free_jobs = g_slist_prepend (self->free_jobs, job);
  g_mutex_unlock (&self->jobs_lock);
}

/* the plan's levels are the only memory it owns */
static void
plan_copy (const GstClCascadePlan * src, GstClCascadePlan * dst)
{
  *dst = *src;
  dst->levels = g_memdup2 (src->levels,
      sizeof (GstClCascadeLevel) * src->n_levels);
}

/* The detection launch of the pyramid built last, into @job's hits, and
 * the read-back of the counters and the first HIT_PREFETCH hits, not
 * waited for (job->done completes when they are on the host). */
static gboolean
enqueue_detect (GstClCascadeEngine * self, GstClCascadeJob * job,
    GError ** error)
{
  cl_int n_levels, stride, sq_plane, n_blocks, n_stages,
      capacity = HIT_CAPACITY;
  cl_int4 norm;
  gsize lsz, groups;
  cl_int st;

  n_levels = self->pyr.n_levels;
  stride = self->plan.stride;
  sq_plane = self->plan.sq_plane;
  /* work units: tiles of windows, or rows of windows for the serial
   * kernel */
  n_blocks = self->tuning.serial_detect ? self->pyr.n_win_rows :
      self->pyr.n_blocks;
  n_stages = self->cas.n_stages;
  memcpy (&norm, self->cas.norm, sizeof (norm));

  if (!GST_CL_SET_ARGS (self->k_detect, 0, error, GST_CL_ARG (self->atlas),
          GST_CL_ARG (sq_plane), GST_CL_ARG (stride),
          GST_CL_ARG (self->levels), GST_CL_ARG (n_levels),
          GST_CL_ARG (n_blocks), GST_CL_ARG (self->nodes),
          GST_CL_ARG (self->stages), GST_CL_ARG (n_stages),
          GST_CL_ARG (self->roots), GST_CL_ARG (self->leaves),
          GST_CL_ARG (norm), GST_CL_ARG (self->counters),
          GST_CL_ARG (job->hits), GST_CL_ARG (capacity)))
    return FALSE;
  if (self->tuning.serial_detect) {
    /* read under LBP16 only; any buffers otherwise */
    cl_mem narrow = self->lbp16 ? self->atlas16 : self->atlas;
    cl_mem pass = self->lbp16 ? self->stage_pass : self->atlas;

    if (!GST_CL_SET_ARGS (self->k_detect, 15, error, GST_CL_ARG (narrow),
            GST_CL_ARG (pass)))
      return FALSE;
  } else {
    /* trees have no field-by-field copy: any buffer (not read) */
    cl_mem soa = self->soa ? self->soa : self->nodes;

    if (!GST_CL_SET_ARGS (self->k_detect, 15, error, GST_CL_ARG (soa)))
      return FALSE;
  }
  lsz = self->tuning.serial_detect ? 1 : self->tuning.wg_size;
  /* persistent groups: they take the work from an atomic counter */
  groups = (gsize) gst_cl_context_get_compute_units (self->ctx) *
      MAX (self->tuning.groups_per_cu, 1);
  if (!enqueue (self, self->k_detect, groups * lsz, &lsz,
          self->tuning.serial_detect ? "haar_detect_serial" : "haar_detect",
          error))
    return FALSE;

  /* one round trip: the first HIT_PREFETCH hits are read with the
   * counters (a frame rarely has more), the rest only when there are */
  st = clEnqueueReadBuffer (self->queue, job->hits, CL_FALSE, 0,
      sizeof (GstClCascadeHit) * HIT_PREFETCH, job->prefetch, 0, NULL, NULL);
  if (st == CL_SUCCESS)
    st = clEnqueueReadBuffer (self->queue, self->counters, CL_FALSE, 0,
        N_COUNTERS * sizeof (cl_int), job->counts, 0, NULL, &job->done);
  if (st != CL_SUCCESS) {
    /* the hits read may be in flight into job->prefetch */
    clFinish (self->queue);
    return gst_cl_result (st, error, "clEnqueueReadBuffer(counters)");
  }
  plan_copy (&self->plan, &job->plan);
  job->have_plan = TRUE;
  return TRUE;
}

/* Waits for @job's read-back and gives its raw hits, sorted (the rest of
 * them read now, blocking, when there are more than were prefetched). */
static gboolean
collect_hits (GstClCascadeEngine * self, GstClCascadeJob * job,
    GArray * hits, GError ** error)
{
  cl_int st;
  guint n;

  g_array_set_size (hits, 0);
  if (!job->done)
    return TRUE;
  st = gst_cl_event_wait (self->ctx, job->done);
  if (!gst_cl_result (st, error, "clWaitForEvents(haar hits)"))
    return FALSE;
  n = MIN ((guint) MAX (job->counts[1], 0), HIT_CAPACITY);
  if (job->counts[1] > HIT_CAPACITY)
    GST_WARNING ("%d raw hits, only %d kept", job->counts[1], HIT_CAPACITY);
  g_array_set_size (hits, n);
  if (n == 0)
    return TRUE;
  memcpy (hits->data, job->prefetch,
      sizeof (GstClCascadeHit) * MIN (n, HIT_PREFETCH));
  if (n > HIT_PREFETCH) {
    st = clEnqueueReadBuffer (self->queue, job->hits, CL_TRUE,
        sizeof (GstClCascadeHit) * HIT_PREFETCH,
        sizeof (GstClCascadeHit) * (n - HIT_PREFETCH),
        (GstClCascadeHit *) hits->data + HIT_PREFETCH, 0, NULL, NULL);
    if (!gst_cl_result (st, error, "clEnqueueReadBuffer(hits)")) {
      g_array_set_size (hits, 0);
      return FALSE;
    }
  }
  /* the device appends in any order: sort so that grouping, which is
   * order-dependent, gives the same result every time */
  gst_cl_cascade_sort_hits ((GstClCascadeHit *) hits->data, n);
  return TRUE;
}

/**
 * gst_cl_cascade_engine_detect:
 * @hits: (element-type GstClCascadeHit): the raw hits, sorted (replaced)
 *
 * The second step of gst_cl_cascade_engine_run_with_integral(): one
 * detection launch over every level of the pyramid that
 * gst_cl_cascade_engine_build_pyramid() built last, with the kernel the
 * tuning chose; blocks until the hits are read back.  Exposed so that
 * tests can compare the raw hits with the CPU's.
 */
gboolean
gst_cl_cascade_engine_detect (GstClCascadeEngine * self, GArray * hits,
    GError ** error)
{
  GstClCascadeJob *job;
  gboolean ok;

  g_array_set_size (hits, 0);
  if (!self->have_plan)
    return TRUE;
  job = job_acquire (self, error);
  if (!job)
    return FALSE;
  ok = enqueue_detect (self, job, error) &&
      collect_hits (self, job, hits, error);
  job_release (self, job);
  return ok;
}

/**
 * gst_cl_cascade_engine_group:
 * @hits: (element-type GstClCascadeHit): raw hits of the last pyramid
 * @rects: (element-type GstClRect): the grouped detections are appended
 * @weights: (element-type gint) (nullable): their neighbour counts
 *
 * The last step of gst_cl_cascade_engine_run_with_integral(): the hits
 * mapped to the frame and grouped as groupRectangles() does, with the
 * plan of the last gst_cl_cascade_engine_build_pyramid().
 */
void
gst_cl_cascade_engine_group (GstClCascadeEngine * self, GArray * hits,
    gint min_neighbors, GArray * rects, GArray * weights)
{
  if (!self->have_plan || hits->len == 0)
    return;
  gst_cl_cascade_group_hits (&self->plan, (GstClCascadeHit *) hits->data,
      hits->len, min_neighbors, min_neighbors, rects, weights);
}

/**
 * gst_cl_cascade_engine_submit:
 * @luma: the frame's 8-bit luma on the device, rows @pitch bytes apart
 * @sum: (nullable): as in gst_cl_cascade_engine_run_with_integral()
 * @sqsum: (nullable): as in gst_cl_cascade_engine_run_with_integral()
 * @ipitch: their row pitch, in elements
 *
 * Starts the detection on one frame without waiting for it: the pyramid,
 * the detection launch and the read-back of the hits are enqueued and
 * flushed to the device.  Several frames may be in flight; each job is
 * given to gst_cl_cascade_engine_finish() (or _cancel()), in any order,
 * before the engine is freed.  The frame's device buffers (@luma, @sum,
 * @sqsum) must stay valid until then.
 *
 * Returns: (transfer full) (nullable): the job, %NULL on error
 */
GstClCascadeJob *
gst_cl_cascade_engine_submit (GstClCascadeEngine * self, cl_mem luma,
    guint pitch, guint width, guint height, cl_mem sum, cl_mem sqsum,
    guint ipitch, const GstClCascadeParams * params, GError ** error)
{
  GstClCascadeJob *job;

  if (!gst_cl_cascade_engine_build_pyramid (self, luma, pitch, width, height,
          sum, sqsum, ipitch, params, error))
    return NULL;
  job = job_acquire (self, error);
  if (!job)
    return NULL;
  if (self->have_plan && !enqueue_detect (self, job, error)) {
    job_release (self, job);
    return NULL;
  }
  /* NVIDIA's driver holds enqueued commands until a flush or a wait */
  clFlush (self->queue);
  return job;
}

/**
 * gst_cl_cascade_engine_finish:
 * @job: (transfer full): from gst_cl_cascade_engine_submit()
 * @weak_neighbors: as in gst_cl_group_rectangles_full() (@min_neighbors:
 *   OpenCV's output alone)
 * @rects: (element-type GstClRect): the grouped detections are appended
 * @weights: (element-type gint) (nullable): their neighbour counts
 *
 * Waits for @job's hits and groups them as groupRectangles() does, with
 * the plan @job's frame was scanned with.  May run in another thread than
 * gst_cl_cascade_engine_submit(), and at the same time.
 */
gboolean
gst_cl_cascade_engine_finish (GstClCascadeEngine * self,
    GstClCascadeJob * job, gint min_neighbors, gint weak_neighbors,
    GArray * rects, GArray * weights, GError ** error)
{
  gboolean ok = collect_hits (self, job, job->host_hits, error);

  if (ok && job->host_hits->len > 0)
    gst_cl_cascade_group_hits (&job->plan,
        (GstClCascadeHit *) job->host_hits->data, job->host_hits->len,
        min_neighbors, weak_neighbors, rects, weights);
  job_release (self, job);
  return ok;
}

/**
 * gst_cl_cascade_engine_cancel:
 * @job: (transfer full): from gst_cl_cascade_engine_submit()
 *
 * Drops @job's results (a flush): waits for its device work to end, so
 * that the frame's buffers may be reused.
 */
void
gst_cl_cascade_engine_cancel (GstClCascadeEngine * self,
    GstClCascadeJob * job)
{
  if (job->done)
    gst_cl_event_wait (self->ctx, job->done);
  job_release (self, job);
}

/**
 * gst_cl_cascade_engine_run_with_integral:
 * @sum: (nullable): the integral of @luma computed upstream (the layout of
 *   #GstClIntegralMeta), or %NULL
 * @sqsum: (nullable): its squared integral, or %NULL
 * @ipitch: their row pitch, in elements
 *
 * gst_cl_cascade_engine_run(), taking the pyramid's level 0 from @sum and
 * @sqsum (converted into the pyramid's layout on the device) instead of
 * building it, when that level is the frame at scale 1 and the cascade has
 * no tilted features; otherwise they are not used.
 */
gboolean
gst_cl_cascade_engine_run_with_integral (GstClCascadeEngine * self,
    cl_mem luma, guint pitch, guint width, guint height, cl_mem sum,
    cl_mem sqsum, guint ipitch, const GstClCascadeParams * params,
    GArray * rects, GArray * weights, GError ** error)
{
  GstClCascadeJob *job;

  g_array_set_size (rects, 0);
  if (weights)
    g_array_set_size (weights, 0);
  job = gst_cl_cascade_engine_submit (self, luma, pitch, width, height, sum,
      sqsum, ipitch, params, error);
  return job && gst_cl_cascade_engine_finish (self, job,
      params->min_neighbors, params->min_neighbors, rects, weights, error);
}

/**
 * gst_cl_cascade_engine_get_plan:
 *
 * Returns: (nullable): the plan of the last
 *   gst_cl_cascade_engine_build_pyramid(), %NULL when that frame had no
 *   level (smaller than the window)
 */
const GstClCascadePlan *
gst_cl_cascade_engine_get_plan (GstClCascadeEngine * self)
{
  return self->have_plan ? &self->plan : NULL;
}

/**
 * gst_cl_cascade_engine_get_tuning:
 *
 * Returns: the tuning the kernels were built with (which pyramid builder
 *   and detection kernel the engine launches)
 */
const GstClCascadeTuning *
gst_cl_cascade_engine_get_tuning (GstClCascadeEngine * self)
{
  return &self->tuning;
}

/**
 * gst_cl_cascade_engine_read_atlas:
 * @atlas: (out caller-allocates): room for plane_size x n_planes of the
 *   plan's integrals
 *
 * Downloads the pyramid's integrals (blocking): what tests compare with
 * gst_cl_cascade_build_atlas_cpu().  Only the level blocks are defined.
 */
gboolean
gst_cl_cascade_engine_read_atlas (GstClCascadeEngine * self, guint32 * atlas,
    GError ** error)
{
  if (!self->have_plan)
    return TRUE;
  return gst_cl_result (clEnqueueReadBuffer (self->queue, self->atlas,
          CL_TRUE, 0, sizeof (guint32) * self->plan.plane_size *
          self->plan.n_planes, atlas, 0, NULL, NULL), error,
      "clEnqueueReadBuffer(atlas)");
}

/**
 * gst_cl_cascade_engine_last_imported:
 *
 * Returns: whether the last frame's level 0 came from the integral given
 *   to gst_cl_cascade_engine_run_with_integral()
 */
gboolean
gst_cl_cascade_engine_last_imported (GstClCascadeEngine * self)
{
  return self->imported;
}

/**
 * gst_cl_cascade_engine_last_kernel_ms:
 *
 * Device time of the kernels of the last frame (pyramid, integrals,
 * detection), from profiling events.
 */
gdouble
gst_cl_cascade_engine_last_kernel_ms (GstClCascadeEngine * self)
{
  return gst_cl_events_total_ms (self->events, self->n_events);
}

/**
 * gst_cl_cascade_engine_last_kernel_times:
 * @names: (out) (array length=max) (optional): kernel names
 * @ms: (out) (array length=max) (optional): device time of each kernel
 * @max: room in @names and @ms
 *
 * The last frame's kernels one by one, in launch order, from profiling
 * events (benchmarks print the breakdown).
 *
 * Returns: the number of kernels the last frame launched (at most
 *   %GST_CL_CASCADE_MAX_KERNELS; only the first @max are written)
 */
guint
gst_cl_cascade_engine_last_kernel_times (GstClCascadeEngine * self,
    const gchar ** names, gdouble * ms, guint max)
{
  guint i;

  for (i = 0; i < self->n_events && i < max; i++) {
    if (names)
      names[i] = self->event_names[i];
    if (ms)
      ms[i] = gst_cl_event_elapsed_ms (self->events[i]);
  }
  return self->n_events;
}
