/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The bag-of-visual-words engine: dense U-SURF descriptors from an integral
 * image (kernels/surf.cl), nearest-word assignment and the histogram
 * (kernels/bow.cl), its normalisation, one blocking read.  Shared by
 * clbowhist, cl-bow-train (the k-means assignment step) and the benchmark.
 *
 * Per frame, on one in-order queue and without any host round trip before
 * the final read:
 *   surf_describe (per scale) -> fill hist (and flags[0])
 *   -> bow_assign_gpuN                       (gpu1, gpu3)
 *      or bow_assign_tiled, bow_fixup, bow_histogram (tiled)
 *   -> bow_normalize -> blocking read of K floats.
 * With the contrast gate and the tiled variant, surf_describe also lists
 * the descriptors that vote and bow_assign_tiled assigns those only (the
 * others get GST_CL_BOW_NO_WORD from a fill): same assignments, same
 * histogram, a fraction of the work where the gate removes most windows.
 * On CPU devices each scale's Haar responses are first computed once per
 * sample position (surf_responses), which surf_describe then reads.
 * Descriptors are written only in the layout the variant reads: array of
 * structures for gpu1, transposed (structure of arrays) for the others.
 * Every device buffer is recycled from frame to frame (grown, never shrunk).
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include "gstclbowengine.h"
#include "gstclprops.h"
#include "gstclreadback.h"
#include "gstclpluginkernels.h"

GST_DEBUG_CATEGORY_EXTERN (gst_cl_runtime_debug);
#define GST_CAT_DEFAULT gst_cl_runtime_debug

#define DIM GST_CL_BOW_DIM

G_DEFINE_ENUM_TYPE (GstClSurfBorder, gst_cl_surf_border,
    {GST_CL_SURF_BORDER_SKIP, "Only descriptors whose window lies inside the "
          "frame", "skip"},
    {GST_CL_SURF_BORDER_CLAMP, "A grid over the whole frame, box filters "
          "clipped at the border", "clamp"})

G_DEFINE_ENUM_TYPE (GstClBowNorm, gst_cl_bow_norm,
    {GST_CL_BOW_NORM_NONE, "Raw counts", "none"},
    {GST_CL_BOW_NORM_L1, "Counts divided by their sum", "l1"},
    {GST_CL_BOW_NORM_L2, "Counts divided by their Euclidean norm", "l2"})

/**
 * gst_cl_bow_params_init:
 * @params: (out caller-allocates): parameters to fill with the defaults
 */
void
gst_cl_bow_params_init (GstClBowParams * params)
{
  memset (params, 0, sizeof (*params));
  params->surf.step = 8;
  params->surf.border = GST_CL_SURF_BORDER_SKIP;
  params->surf.n_scales = 1;
  params->surf.scales[0] = 2.0;
  params->norm = GST_CL_BOW_NORM_L1;
}

struct _GstClBowEngine
{
  GstClContext *ctx;
  /* where its commands go (retained): the context's, or an element's */
  cl_command_queue queue;
  GstClBowParams params;
  GstClBowDeviceInfo info;
  GstClBowTunables t;
  GstClBowVariant variant;
  /* chosen by gst_cl_bow_choose_variant (re-chosen when K changes) */
  gboolean variant_auto;

  GstClSurfScale tables[GST_CL_SURF_MAX_SCALES];
  /* surf_describe's min_n2 per scale (gst_cl_surf_gate_n2) */
  gfloat gate_n2[GST_CL_SURF_MAX_SCALES];
  cl_mem offsets[GST_CL_SURF_MAX_SCALES], weights[GST_CL_SURF_MAX_SCALES];

  cl_kernel surf, responses;
  cl_kernel assign[GST_CL_BOW_N_VARIANTS];
  cl_kernel fixup, histogram, normalize;

  /* the vocabulary in both layouts */
  guint k, kpad;
  cl_mem words, words_t, norms, hist, out;
  gfloat max_norm;

  /* the current descriptors: n of them, in the layouts marked valid */
  gsize n, pitch;
  gboolean have_aos, have_soa;
  cl_mem desc_aos, desc_soa, assign_buf, flags;
  gsize aos_cap, soa_cap, assign_cap, flags_cap;
  /* surf_describe's voting list (kernels/surf.cl), valid when have_live */
  cl_mem live;
  gsize live_cap;
  gboolean have_live;
  /* surf_responses' map (one scale at a time) */
  cl_mem resp;
  gsize resp_cap;
  /* where the counts and the histogram are read into where uploads are
   * staged (gstclreadback.c) */
  GstClReadback readback;

  cl_event events[GST_CL_BOW_MAX_EVENTS];
  const gchar *event_names[GST_CL_BOW_MAX_EVENTS];
  gboolean event_is_assign[GST_CL_BOW_MAX_EVENTS];
  guint n_events;
};


static void
release_events (GstClBowEngine * self)
{
  guint i;

  for (i = 0; i < self->n_events; i++)
    clReleaseEvent (self->events[i]);
  self->n_events = 0;
}

static gboolean
enqueue (GstClBowEngine * self, cl_kernel k, gsize global, gsize local,
    const gchar * name, gboolean is_assign, GError ** error)
{
  cl_event *ev = NULL;
  cl_int status;

  if (self->n_events < GST_CL_BOW_MAX_EVENTS)
    ev = &self->events[self->n_events];
  status = gst_cl_enqueue_kernel (self->queue, k, 1, NULL, &global,
      &local, 0, NULL, ev);
  if (!gst_cl_result (status, error, name))
    return FALSE;
  if (ev) {
    self->event_names[self->n_events] = name;
    self->event_is_assign[self->n_events] = is_assign;
    self->n_events++;
  }
  return TRUE;
}

/**
 * gst_cl_bow_engine_set_queue:
 * @queue: (transfer none): an in-order queue of the engine's context
 *
 * Runs the engine's commands on @queue (an element's own queue) instead of
 * the context's.  Call between frames.
 */
void
gst_cl_bow_engine_set_queue (GstClBowEngine * self,
    cl_command_queue queue)
{
  gst_cl_queue_replace (&self->queue, queue);
}

/* a recycled device buffer that is safe to use on the engine's queue */
static cl_mem
acquire (GstClBowEngine * self, gsize size, GError ** error)
{
  return gst_cl_context_acquire_buffer_for_queue (self->ctx, size,
      self->queue, error);
}

static void
release_mem (GstClBowEngine * self, cl_mem * mem)
{
  if (*mem)
    gst_cl_context_release_buffer_from_queue (self->ctx, *mem,
        self->queue);
  *mem = NULL;
}

/* A recycled device buffer of at least @size bytes in *mem. */
static gboolean
ensure_mem (GstClBowEngine * self, cl_mem * mem, gsize * cap, gsize size,
    GError ** error)
{
  size = MAX (size, 4);
  if (*mem && *cap >= size)
    return TRUE;
  release_mem (self, mem);
  *cap = 0;
  *mem = acquire (self, size, error);
  if (!*mem)
    return FALSE;
  *cap = size;
  return TRUE;
}

static gboolean
write_buffer (GstClBowEngine * self, cl_mem mem, gsize size,
    const void *data, const gchar * what, GError ** error)
{
  /* blocking: the host copies are temporaries */
  return gst_cl_result (clEnqueueWriteBuffer (self->queue, mem, CL_TRUE,
          0, size, data, 0, NULL, NULL), error, what);
}

static cl_mem
new_const_buffer (GstClBowEngine * self, gsize size, const void *data,
    GError ** error)
{
  cl_int status;
  cl_mem mem = gst_cl_create_buffer (gst_cl_context_get_cl_context (self->ctx),
      CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, size, (void *) data, &status);

  if (!gst_cl_result (status, error, "clCreateBuffer(SURF tables)"))
    return NULL;
  return mem;
}

/* gst_cl_context_get_program() adds -cl-std itself */
static const gchar *
skip_std (const gchar * options)
{
  const gchar *prefix = "-cl-std=CL1.2 ";
  return g_str_has_prefix (options, prefix) ? options + strlen (prefix) :
      options;
}

static gboolean
build_kernels (GstClBowEngine * self, GError ** error)
{
  gchar *bow_opts = gst_cl_bow_build_options (&self->t);
  gchar *surf_opts = gst_cl_surf_build_options (&self->t);
  gboolean ok = FALSE;
  gint v;

  self->surf = gst_cl_context_create_kernel (self->ctx,
      gst_cl_plugin_program ("surf"), skip_std (surf_opts), "surf_describe",
      error);
  if (!self->surf)
    goto done;
  self->responses = gst_cl_context_create_kernel (self->ctx,
      gst_cl_plugin_program ("surf"), skip_std (surf_opts), "surf_responses",
      error);
  if (!self->responses)
    goto done;
  for (v = 0; v < GST_CL_BOW_N_VARIANTS; v++) {
    self->assign[v] = gst_cl_context_create_kernel (self->ctx,
        gst_cl_plugin_program ("bow"), skip_std (bow_opts),
        gst_cl_bow_variant_kernel (v), error);
    if (!self->assign[v])
      goto done;
  }
  self->fixup = gst_cl_context_create_kernel (self->ctx,
      gst_cl_plugin_program ("bow"), skip_std (bow_opts), "bow_fixup", error);
  if (self->fixup)
    self->histogram = gst_cl_context_create_kernel (self->ctx,
        gst_cl_plugin_program ("bow"), skip_std (bow_opts), "bow_histogram",
        error);
  if (self->histogram)
    self->normalize = gst_cl_context_create_kernel (self->ctx,
        gst_cl_plugin_program ("bow"), skip_std (bow_opts), "bow_normalize",
        error);
  ok = self->normalize != NULL;

done:
  g_free (bow_opts);
  g_free (surf_opts);
  return ok;
}

/* The scale tables of self->params.surf, on the host and on the device
 * (any previous ones released). */
static gboolean
make_tables (GstClBowEngine * self, GError ** error)
{
  const GstClSurfParams *surf = &self->params.surf;
  guint s;

  for (s = 0; s < GST_CL_SURF_MAX_SCALES; s++) {
    g_clear_pointer (&self->offsets[s], clReleaseMemObject);
    g_clear_pointer (&self->weights[s], clReleaseMemObject);
  }
  for (s = 0; s < surf->n_scales; s++) {
    gst_cl_surf_scale_init (&self->tables[s], surf->scales[s], NULL);
    self->gate_n2[s] = gst_cl_surf_gate_n2 (&self->tables[s],
        surf->min_contrast);
    self->offsets[s] = new_const_buffer (self,
        sizeof (self->tables[s].offsets), self->tables[s].offsets, error);
    if (!self->offsets[s])
      return FALSE;
    self->weights[s] = new_const_buffer (self,
        sizeof (self->tables[s].weights), self->tables[s].weights, error);
    if (!self->weights[s])
      return FALSE;
  }
  return TRUE;
}

static gboolean
check_params (const GstClBowParams * params, GError ** error)
{
  guint s;

  if (params->surf.step < 1) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "grid step must be at least 1");
    return FALSE;
  }
  if (params->surf.n_scales < 1 ||
      params->surf.n_scales > GST_CL_SURF_MAX_SCALES) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "%u SURF scales, expected 1 to %d", params->surf.n_scales,
        GST_CL_SURF_MAX_SCALES);
    return FALSE;
  }
  for (s = 0; s < params->surf.n_scales; s++) {
    GstClSurfScale table;
    if (!gst_cl_surf_scale_init (&table, params->surf.scales[s], error))
      return FALSE;
  }
  if (!(params->surf.min_contrast >= 0.0 &&
          params->surf.min_contrast <= 255.0)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "contrast gate %g out of range, expected 0 to 255",
        params->surf.min_contrast);
    return FALSE;
  }
  if ((guint) params->norm > GST_CL_BOW_NORM_L2) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "unknown histogram normalisation %d", params->norm);
    return FALSE;
  }
  return TRUE;
}

/**
 * gst_cl_bow_engine_new:
 * @ctx: the device
 * @vocab: the vocabulary (copied to the device)
 * @params: (nullable): descriptor grid and normalisation (%NULL: defaults)
 * @error: return location for a #GError
 *
 * Builds the kernels for the device (program caches make this cheap after
 * the first time) and picks the assignment variant with
 * gst_cl_bow_choose_variant().
 *
 * Returns: (transfer full) (nullable): the engine, or %NULL with @error set
 * (bad parameters, a vocabulary the device cannot hold, a build failure).
 */
GstClBowEngine *
gst_cl_bow_engine_new (GstClContext * ctx, const GstClVocab * vocab,
    const GstClBowParams * params, GError ** error)
{
  return gst_cl_bow_engine_new_with_tunables (ctx, vocab, params, NULL,
      error);
}

/**
 * gst_cl_bow_engine_new_with_tunables:
 * @tunables: (nullable): the -D values to build with instead of the
 *   device's (gst_cl_bow_engine_get_tunables() of a default engine, with
 *   a field changed), or %NULL
 *
 * gst_cl_bow_engine_new() with other tunables: tests run the tiled
 * variant with a second tile shape.
 */
GstClBowEngine *
gst_cl_bow_engine_new_with_tunables (GstClContext * ctx,
    const GstClVocab * vocab, const GstClBowParams * params,
    const GstClBowTunables * tunables, GError ** error)
{
  GstClBowEngine *self;
  cl_device_local_mem_type ltype = CL_LOCAL;
  GstClBowParams defaults;

  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);
  g_return_val_if_fail (vocab != NULL, NULL);

  if (!params) {
    gst_cl_bow_params_init (&defaults);
    params = &defaults;
  }
  if (!check_params (params, error))
    return NULL;
  if (vocab->dim != DIM) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "vocabulary words have %u dimensions, the descriptor has %d",
        vocab->dim, DIM);
    return NULL;
  }

  self = g_new0 (GstClBowEngine, 1);
  self->ctx = gst_object_ref (ctx);
  self->queue = gst_cl_context_get_cl_queue (ctx);
  clRetainCommandQueue (self->queue);
  self->params = *params;

  /* GstClContext does not keep the local memory type: emulated local
   * memory (CPU devices) changes the tunables and the variant */
  clGetDeviceInfo (gst_cl_context_get_cl_device (ctx),
      CL_DEVICE_LOCAL_MEM_TYPE, sizeof (ltype), &ltype, NULL);
  self->info.is_gpu = gst_cl_context_is_gpu (ctx);
  self->info.local_mem_size = gst_cl_context_get_local_mem_size (ctx);
  self->info.local_mem_is_global = ltype == CL_GLOBAL;
  self->info.compute_units = gst_cl_context_get_compute_units (ctx);
  self->info.max_work_group_size = gst_cl_context_get_max_work_group_size (ctx);
  gst_cl_bow_tunables_init (&self->t, &self->info);
  if (tunables)
    self->t = *tunables;
  self->variant_auto = TRUE;

  if (!make_tables (self, error))
    goto fail;
  if (!build_kernels (self, error))
    goto fail;
  if (!gst_cl_bow_engine_set_words (self, vocab->words, vocab->n_words, error))
    goto fail;

  GST_INFO_OBJECT (ctx, "bow engine: K=%u, variant %s, step %u, %u scales",
      self->k, gst_cl_bow_variant_name (self->variant), params->surf.step,
      params->surf.n_scales);
  return self;

fail:
  gst_cl_bow_engine_free (self);
  return NULL;
}

void
gst_cl_bow_engine_free (GstClBowEngine * self)
{
  guint i;

  if (!self)
    return;
  release_events (self);
  for (i = 0; i < GST_CL_SURF_MAX_SCALES; i++) {
    if (self->offsets[i])
      clReleaseMemObject (self->offsets[i]);
    if (self->weights[i])
      clReleaseMemObject (self->weights[i]);
  }
#define REL(k) G_STMT_START { if (k) clReleaseKernel (k); } G_STMT_END
  REL (self->surf);
  REL (self->responses);
  for (i = 0; i < GST_CL_BOW_N_VARIANTS; i++)
    REL (self->assign[i]);
  REL (self->fixup);
  REL (self->histogram);
  REL (self->normalize);
#undef REL
  release_mem (self, &self->words);
  release_mem (self, &self->words_t);
  release_mem (self, &self->norms);
  release_mem (self, &self->hist);
  release_mem (self, &self->out);
  release_mem (self, &self->desc_aos);
  release_mem (self, &self->desc_soa);
  release_mem (self, &self->assign_buf);
  release_mem (self, &self->flags);
  release_mem (self, &self->live);
  release_mem (self, &self->resp);
  gst_cl_readback_clear (&self->readback);
  clReleaseCommandQueue (self->queue);
  gst_object_unref (self->ctx);
  g_free (self);
}

/**
 * gst_cl_bow_engine_get_device_info:
 *
 * Returns: (transfer none): the device properties the variant choice used.
 */
const GstClBowDeviceInfo *
gst_cl_bow_engine_get_device_info (GstClBowEngine * self)
{
  return &self->info;
}

/**
 * gst_cl_bow_engine_get_tunables:
 *
 * Returns: (transfer none): the -D values the kernels were built with.
 */
const GstClBowTunables *
gst_cl_bow_engine_get_tunables (GstClBowEngine * self)
{
  return &self->t;
}

GstClBowVariant
gst_cl_bow_engine_get_variant (GstClBowEngine * self)
{
  return self->variant;
}

/**
 * gst_cl_bow_engine_variant_fits:
 *
 * Returns: whether @variant can run the current vocabulary on the device
 * (local memory).
 */
gboolean
gst_cl_bow_engine_variant_fits (GstClBowEngine * self, GstClBowVariant variant)
{
  return variant < GST_CL_BOW_N_VARIANTS &&
      gst_cl_bow_variant_fits (variant, &self->info, &self->t, self->k);
}

/**
 * gst_cl_bow_engine_set_variant:
 * @variant: the assignment variant to use from now on
 *
 * Overrides the automatic choice (benchmarks, tests).  All variants give
 * the same assignments; only the speed differs.
 *
 * Returns: %FALSE with @error set when @variant does not fit the device for
 * the current vocabulary.
 */
gboolean
gst_cl_bow_engine_set_variant (GstClBowEngine * self, GstClBowVariant variant,
    GError ** error)
{
  if (!gst_cl_bow_engine_variant_fits (self, variant)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "assignment variant %s does not fit %s for a vocabulary of %u words "
        "(%" G_GUINT64_FORMAT " bytes of local memory)",
        variant < GST_CL_BOW_N_VARIANTS ? gst_cl_bow_variant_name (variant) :
        "?", gst_cl_context_get_device_name (self->ctx), self->k,
        self->info.local_mem_size);
    return FALSE;
  }
  self->variant = variant;
  self->variant_auto = FALSE;
  return TRUE;
}

/**
 * gst_cl_bow_engine_set_norm:
 *
 * The normalisation of the histograms of the next runs.
 */
void
gst_cl_bow_engine_set_norm (GstClBowEngine * self, GstClBowNorm norm)
{
  g_return_if_fail ((guint) norm <= GST_CL_BOW_NORM_L2);
  self->params.norm = norm;
}

/**
 * gst_cl_bow_engine_set_min_contrast:
 * @min_contrast: the descriptors' contrast gate in grey levels (see
 *   gst_cl_surf_gate_n2()); 0: none
 *
 * Changes the gate for the next runs (no rebuild: it is a kernel argument).
 */
void
gst_cl_bow_engine_set_min_contrast (GstClBowEngine * self,
    gdouble min_contrast)
{
  guint s;

  self->params.surf.min_contrast = CLAMP (min_contrast, 0.0, 255.0);
  for (s = 0; s < self->params.surf.n_scales; s++)
    self->gate_n2[s] = gst_cl_surf_gate_n2 (&self->tables[s],
        self->params.surf.min_contrast);
}

/**
 * gst_cl_bow_engine_set_surf:
 * @surf: the grid and scales of the next runs (its contrast gate is
 *   ignored: gst_cl_bow_engine_set_min_contrast())
 *
 * Changes the descriptor sampling without rebuilding the kernels: new scale
 * tables, nothing else (nothing at all when @surf samples as now).  The
 * element calls it when the frame size changes the frame-relative grid
 * (gst_cl_surf_params_for_height()).
 *
 * Returns: %FALSE with @error set for invalid parameters or when the
 * tables cannot be uploaded; after a failed upload the engine has no
 * scale and describes nothing until a call succeeds.
 */
gboolean
gst_cl_bow_engine_set_surf (GstClBowEngine * self,
    const GstClSurfParams * surf, GError ** error)
{
  GstClSurfParams *cur = &self->params.surf;
  GstClBowParams check;

  if (surf->step == cur->step && surf->border == cur->border &&
      surf->n_scales == cur->n_scales && surf->n_scales <=
      GST_CL_SURF_MAX_SCALES && memcmp (surf->scales, cur->scales,
          surf->n_scales * sizeof (gdouble)) == 0 && self->offsets[0])
    return TRUE;
  check = self->params;
  check.surf = *surf;
  check.surf.min_contrast = cur->min_contrast;
  if (!check_params (&check, error))
    return FALSE;
  self->params = check;
  if (!make_tables (self, error)) {
    self->params.surf.n_scales = 0;
    return FALSE;
  }
  GST_DEBUG_OBJECT (self->ctx, "bow engine: step %u, %u scales from %g",
      surf->step, surf->n_scales, surf->scales[0]);
  return TRUE;
}

guint
gst_cl_bow_engine_get_n_words (GstClBowEngine * self)
{
  return self->k;
}

/**
 * gst_cl_bow_engine_set_words:
 * @words: @n_words words of 64 finite floats (row-major)
 * @n_words: K
 *
 * Replaces the vocabulary (k-means changes it at every iteration): uploads
 * it in the layouts of every variant.  With the automatic choice the
 * variant is chosen again for the new K.
 *
 * Returns: %FALSE with @error set when no variant can hold K words.
 */
gboolean
gst_cl_bow_engine_set_words (GstClBowEngine * self, const gfloat * words,
    guint n_words, GError ** error)
{
  gsize tile_n = (gsize) self->t.tile_tx * 8, kpad, cap;
  gfloat *words_t, *norms;
  gboolean ok;

  if (n_words < 1 || n_words > GST_CL_VOCAB_MAX_WORDS) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "a vocabulary of %u words, expected 1 to %d", n_words,
        GST_CL_VOCAB_MAX_WORDS);
    return FALSE;
  }
  if (self->variant_auto) {
    GstClBowVariant v = gst_cl_bow_choose_variant (&self->info, n_words);
    if (!gst_cl_bow_variant_fits (v, &self->info, &self->t, n_words)) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
          "a vocabulary of %u words needs %u bytes of local memory for its "
          "histogram; %s has %" G_GUINT64_FORMAT, n_words, n_words * 4,
          gst_cl_context_get_device_name (self->ctx),
          self->info.local_mem_size);
      return FALSE;
    }
    self->variant = v;
  } else if (!gst_cl_bow_variant_fits (self->variant, &self->info, &self->t,
          n_words)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "assignment variant %s does not fit %s for a vocabulary of %u words",
        gst_cl_bow_variant_name (self->variant),
        gst_cl_context_get_device_name (self->ctx), n_words);
    return FALSE;
  }

  kpad = gst_cl_bow_round_up (n_words, tile_n);
  if (n_words != self->k) {
    /* the vocabulary changed size: buffers for the new one */
    release_mem (self, &self->words);
    release_mem (self, &self->words_t);
    release_mem (self, &self->norms);
    release_mem (self, &self->hist);
    release_mem (self, &self->out);
    self->words = acquire (self, (gsize) n_words * DIM * 4, error);
    self->words_t = self->words ? acquire (self, kpad * DIM * 4, error) : NULL;
    self->norms = self->words_t ? acquire (self, kpad * 4, error) : NULL;
    self->hist = self->norms ? acquire (self, (gsize) n_words * 4, error) :
        NULL;
    self->out = self->hist ? acquire (self, (gsize) n_words * 4, error) :
        NULL;
    if (!self->out) {
      self->k = 0;
      return FALSE;
    }
    /* the pool hands out buffers of up to twice the size asked for */
    clGetMemObjectInfo (self->words, CL_MEM_SIZE, sizeof (cap), &cap, NULL);
    if (cap != (gsize) n_words * DIM * 4) {
      clReleaseMemObject (self->words);
      self->words = gst_cl_create_buffer (gst_cl_context_get_cl_context
          (self->ctx), CL_MEM_READ_WRITE, (gsize) n_words * DIM * 4, NULL,
          NULL);
      if (!self->words) {
        g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_OUT_OF_RESOURCES,
            "cannot allocate the vocabulary on the device");
        self->k = 0;
        return FALSE;
      }
    }
  }
  self->k = n_words;
  self->kpad = kpad;

  words_t = g_new (gfloat, kpad * DIM);
  norms = g_new (gfloat, kpad);
  gst_cl_bow_prepare_tiled_words (words, n_words, kpad, words_t, norms,
      &self->max_norm);
  ok = write_buffer (self, self->words, (gsize) n_words * DIM * 4, words,
      "write words", error) &&
      write_buffer (self, self->words_t, kpad * DIM * 4, words_t,
      "write transposed words", error) &&
      write_buffer (self, self->norms, kpad * 4, norms, "write word norms",
      error);
  g_free (words_t);
  g_free (norms);
  return ok;
}

/**
 * gst_cl_bow_engine_count:
 *
 * Returns: the number of descriptors of a @width x @height frame (all
 * scales).
 */
gsize
gst_cl_bow_engine_count (GstClBowEngine * self, guint width, guint height)
{
  return gst_cl_surf_count (&self->params.surf, width, height, NULL);
}

/* Descriptor buffers for n descriptors in the layout(s) asked for. */
static gboolean
ensure_desc (GstClBowEngine * self, gsize n, gboolean aos, gboolean soa,
    GError ** error)
{
  gsize pitch = gst_cl_bow_soa_pitch (n, &self->t);

  self->have_aos = self->have_soa = self->have_live = FALSE;
  self->n = n;
  self->pitch = pitch;
  if (aos && !ensure_mem (self, &self->desc_aos, &self->aos_cap,
          n * DIM * 4, error))
    return FALSE;
  if (soa) {
    gsize old = self->soa_cap;

    if (!ensure_mem (self, &self->desc_soa, &self->soa_cap, pitch * DIM * 4,
            error))
      return FALSE;
    if (self->soa_cap != old) {
      /* the tiled kernel reads the padding (and discards what it makes of
       * it): keep it defined once and for all */
      const gfloat zero = 0.0f;
      if (!gst_cl_result (clEnqueueFillBuffer (self->queue,
                  self->desc_soa, &zero, 4, 0, self->soa_cap, 0, NULL, NULL),
              error, "clEnqueueFillBuffer(descriptors)"))
        return FALSE;
    }
  }
  return ensure_mem (self, &self->assign_buf, &self->assign_cap, n * 4, error)
      && ensure_mem (self, &self->flags, &self->flags_cap, (n + 1) * 4, error);
}

/* the largest response map worth its memory (a 4K frame at scale 2 needs
 * 16 MiB, a dense one, as at scale 1.2, 63 MiB) */
#define MAP_MAX_BYTES (64 << 20)

static guint
gcd (guint a, guint b)
{
  while (b) {
    guint t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* The response map of one scale's grid (kernels/surf.cl): the lattice all
 * its sample positions lie on, and its size; FALSE when the map would hold
 * more entries than the grid has samples (no saving) or be too large. */
static gboolean
map_geometry (const GstClSurfScale * t, const GstClSurfGrid * g,
    cl_int * map_g, cl_int * map_w, cl_int * map_h)
{
  const gint *off = t->offsets;
  guint d = g->step, i;
  guint64 span, w, h;

  for (i = 1; i < GST_CL_SURF_SAMPLES; i++)
    d = gcd (d, ABS (off[i] - off[0]));
  span = ABS (off[GST_CL_SURF_SAMPLES - 1] - off[0]) / d;
  w = (guint64) (g->nx - 1) * (g->step / d) + span + 1;
  h = (guint64) (g->ny - 1) * (g->step / d) + span + 1;
  if (off[GST_CL_SURF_SAMPLES - 1] < off[0] || w * h * 8 > MAP_MAX_BYTES ||
      w * h >= (guint64) g->nx * g->ny * GST_CL_SURF_SAMPLES *
      GST_CL_SURF_SAMPLES)
    return FALSE;
  *map_g = d;
  *map_w = w;
  *map_h = h;
  return TRUE;
}

/**
 * gst_cl_bow_engine_describe:
 * @integral: as in gst_cl_bow_engine_run()
 *
 * The first step of gst_cl_bow_engine_run(): the frame's descriptors, on
 * the device, in the layout of the current variant (array of structures
 * for gpu1, transposed for the others).  Enqueued, not waited for.
 */
gboolean
gst_cl_bow_engine_describe (GstClBowEngine * self, cl_mem integral,
    guint width, guint height, guint pitch, GError ** error)
{
  gboolean aos = self->variant == GST_CL_BOW_VARIANT_GPU1;
  gsize total = gst_cl_bow_engine_count (self, width, height), done = 0;
  cl_int w = width, h = height, ip = pitch, sp;
  cl_mem no_mem = NULL, aos_mem, soa_mem, live_mem = NULL;
  /* only the tiled variant reads the list; without a gate all vote */
  gboolean list = self->variant == GST_CL_BOW_VARIANT_TILED &&
      self->params.surf.min_contrast > 0.0;
  guint s;

  if (pitch < width + 1) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "integral pitch %u is smaller than the width + 1 (%u)", pitch,
        width + 1);
    return FALSE;
  }
  if (!ensure_desc (self, total, aos, !aos, error))
    return FALSE;
  if (list && total > 0) {
    const cl_uint zero = 0;

    if (!ensure_mem (self, &self->live, &self->live_cap, (total + 1) * 4,
            error) ||
        !gst_cl_result (clEnqueueFillBuffer (self->queue, self->live, &zero,
                4, 0, 4, 0, NULL, NULL), error, "clEnqueueFillBuffer(list)"))
      return FALSE;
    live_mem = self->live;
  }
  sp = self->pitch;
  aos_mem = aos ? self->desc_aos : no_mem;
  soa_mem = aos ? no_mem : self->desc_soa;
  for (s = 0; s < self->params.surf.n_scales; s++) {
    const GstClSurfScale *t = &self->tables[s];
    GstClSurfGrid g;
    cl_int half, x0, y0, step, nx, n, off;
    cl_int map_g = 1, map_w = 0, map_h = 0;
    cl_mem resp_mem = NULL;
    gsize local = 16 * (gsize) self->t.surf_kpg, global;
    cl_kernel k = self->surf;

    gst_cl_surf_grid_init (&g, t, width, height, self->params.surf.step,
        self->params.surf.border);
    n = g.nx * g.ny;
    if (n == 0)
      continue;
    half = t->half;
    x0 = g.x0;
    y0 = g.y0;
    step = g.step;
    nx = g.nx;
    off = done;
    if (self->t.surf_map && map_geometry (t, &g, &map_g, &map_w, &map_h)) {
      cl_kernel kr = self->responses;
      cl_int mx0 = g.x0 + t->offsets[0], my0 = g.y0 + t->offsets[0];
      gsize rl = 64;

      if (!ensure_mem (self, &self->resp, &self->resp_cap,
              (gsize) map_w * map_h * 8, error))
        return FALSE;
      resp_mem = self->resp;
      if (!GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (integral),
              GST_CL_ARG (w), GST_CL_ARG (h), GST_CL_ARG (ip),
              GST_CL_ARG (half), GST_CL_ARG (mx0), GST_CL_ARG (my0),
              GST_CL_ARG (map_g), GST_CL_ARG (map_w), GST_CL_ARG (map_h),
              GST_CL_ARG (resp_mem)))
        return FALSE;
      if (!enqueue (self, kr, gst_cl_bow_round_up ((gsize) map_w * map_h,
                  rl), rl, "surf_responses", FALSE, error))
        return FALSE;
    }
    if (!GST_CL_SET_ARGS (k, 0, error, GST_CL_ARG (integral),
            GST_CL_ARG (w), GST_CL_ARG (h), GST_CL_ARG (ip),
            GST_CL_ARG (self->offsets[s]), GST_CL_ARG (self->weights[s]),
            GST_CL_ARG (half), GST_CL_ARG (x0), GST_CL_ARG (y0),
            GST_CL_ARG (step), GST_CL_ARG (nx), GST_CL_ARG (n),
            GST_CL_ARG (aos_mem), GST_CL_ARG (soa_mem), GST_CL_ARG (sp),
            GST_CL_ARG (off), GST_CL_ARG (self->gate_n2[s]),
            GST_CL_ARG (live_mem), GST_CL_ARG (resp_mem), GST_CL_ARG (map_g),
            GST_CL_ARG (map_w)))
      return FALSE;
    global = (n + self->t.surf_kpg - 1) / self->t.surf_kpg * local;
    if (!enqueue (self, k, global, local, "surf_describe", FALSE, error))
      return FALSE;
    done += n;
  }
  self->have_aos = aos;
  self->have_soa = !aos;
  self->have_live = live_mem != NULL;
  return TRUE;
}

/**
 * gst_cl_bow_engine_enqueue_assignment:
 *
 * The second step of gst_cl_bow_engine_run(): the current variant's
 * kernels on the current descriptors, giving each descriptor's nearest
 * word and the histogram of counts (read them with
 * gst_cl_bow_engine_read_assignments() and
 * gst_cl_bow_engine_read_counts()).  Enqueued, not waited for.  With no
 * descriptors, the counts are zeroed and nothing is launched.
 */
gboolean
gst_cl_bow_engine_enqueue_assignment (GstClBowEngine * self, GError ** error)
{
  const cl_uint zero = 0;
  cl_uint n = self->n, k = self->k, pitch = self->pitch, kpad = self->kpad;
  GstClBowVariant v = self->variant;
  gsize groups = 4 * (gsize) MAX (self->info.compute_units, 1);
  gsize local, global;
  cl_kernel kr;

  if (n > 0 && ((v == GST_CL_BOW_VARIANT_GPU1 && !self->have_aos) ||
          (v != GST_CL_BOW_VARIANT_GPU1 && !self->have_soa))) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "the descriptors are not in the layout of variant %s (set the "
        "variant before describing)", gst_cl_bow_variant_name (v));
    return FALSE;
  }

  if (!gst_cl_result (clEnqueueFillBuffer (self->queue, self->hist,
              &zero, 4, 0, (gsize) k * 4, 0, NULL, NULL), error,
          "clEnqueueFillBuffer(histogram)"))
    return FALSE;
  /* no launch of size zero */
  if (n == 0)
    return TRUE;

  if (v != GST_CL_BOW_VARIANT_TILED) {
    const guint a = v == GST_CL_BOW_VARIANT_GPU1 ? 1 : 2;

    kr = self->assign[v];
    /* gpu1 reads the descriptors as structures, gpu3 transposed */
    if (!(v == GST_CL_BOW_VARIANT_GPU1 ?
            GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (self->desc_aos)) :
            GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (self->desc_soa),
                GST_CL_ARG (pitch))) ||
        !GST_CL_SET_ARGS (kr, a, error, GST_CL_ARG (n),
            GST_CL_ARG (self->words), GST_CL_ARG (k),
            GST_CL_ARG (self->assign_buf), GST_CL_ARG (self->hist),
            GST_CL_ARG_LOCAL ((gsize) k * 4)))
      return FALSE;
    local = self->t.wg;
    global = gst_cl_bow_round_up (n, local);
    if (!enqueue (self, kr, global, local, gst_cl_bow_variant_kernel (v),
            TRUE, error))
      return FALSE;
  } else {
    const cl_uint no_word = GST_CL_BOW_NO_WORD;
    cl_mem live_mem = self->have_live ? self->live : NULL;

    if (!gst_cl_result (clEnqueueFillBuffer (self->queue, self->flags,
                &zero, 4, 0, 4, 0, NULL, NULL), error,
            "clEnqueueFillBuffer(flags)"))
      return FALSE;
    /* the gated descriptors, which the list leaves out */
    if (live_mem && !gst_cl_result (clEnqueueFillBuffer (self->queue,
                self->assign_buf, &no_word, 4, 0, (gsize) n * 4, 0, NULL,
                NULL), error, "clEnqueueFillBuffer(assignments)"))
      return FALSE;
    kr = self->assign[v];
    if (!GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (self->desc_soa),
            GST_CL_ARG (pitch), GST_CL_ARG (n), GST_CL_ARG (self->words_t),
            GST_CL_ARG (self->norms), GST_CL_ARG (kpad),
            GST_CL_ARG (self->max_norm), GST_CL_ARG (self->assign_buf),
            GST_CL_ARG (self->flags), GST_CL_ARG (live_mem)))
      return FALSE;
    local = (gsize) self->t.tile_tx * self->t.tile_ty;
    global = (n + 8 * self->t.tile_ty - 1) / (8 * self->t.tile_ty) * local;
    if (!enqueue (self, kr, global, local, "bow_assign_tiled", TRUE, error))
      return FALSE;

    kr = self->fixup;
    if (!GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (self->desc_soa),
            GST_CL_ARG (pitch), GST_CL_ARG (self->words_t), GST_CL_ARG (kpad),
            GST_CL_ARG (k), GST_CL_ARG (self->assign_buf),
            GST_CL_ARG (self->flags)))
      return FALSE;
    local = self->t.fix_wg;
    if (!enqueue (self, kr, groups * local, local, "bow_fixup", TRUE, error))
      return FALSE;

    kr = self->histogram;
    if (!GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (self->assign_buf),
            GST_CL_ARG (n), GST_CL_ARG (k), GST_CL_ARG (self->hist),
            GST_CL_ARG_LOCAL ((gsize) k * 4)))
      return FALSE;
    local = self->t.hist_wg;
    global = MIN (groups, (n + local - 1) / local) * local;
    if (!enqueue (self, kr, global, local, "bow_histogram", TRUE, error))
      return FALSE;
  }
  return TRUE;
}

/**
 * gst_cl_bow_engine_enqueue_normalize:
 *
 * The third step of gst_cl_bow_engine_run(): the histogram of counts
 * normalised as the parameters say, into the K floats that
 * gst_cl_bow_engine_read_histogram() reads.  Enqueued, not waited for.
 */
gboolean
gst_cl_bow_engine_enqueue_normalize (GstClBowEngine * self, GError ** error)
{
  cl_uint k = self->k, mode = self->params.norm;
  cl_kernel kr = self->normalize;

  if (!GST_CL_SET_ARGS (kr, 0, error, GST_CL_ARG (self->hist),
          GST_CL_ARG (k), GST_CL_ARG (mode), GST_CL_ARG (self->out)))
    return FALSE;
  return enqueue (self, kr, self->t.norm_wg, self->t.norm_wg,
      "bow_normalize", FALSE, error);
}

static gboolean
run_assign (GstClBowEngine * self, guint32 * assign, gfloat * hist_out,
    guint32 * counts_out, GError ** error)
{
  cl_uint n = self->n, k = self->k;
  guint8 *pinned;

  if (n == 0) {
    /* no launch of size zero: an empty grid is an all-zero histogram */
    if (hist_out)
      memset (hist_out, 0, (gsize) self->k * sizeof (gfloat));
    if (counts_out)
      memset (counts_out, 0, (gsize) self->k * sizeof (guint32));
    return TRUE;
  }
  if (!gst_cl_bow_engine_enqueue_assignment (self, error) ||
      !gst_cl_bow_engine_enqueue_normalize (self, error))
    return FALSE;
  /* the histogram, then the counts, in pinned memory where it pays */
  pinned = hist_out ? gst_cl_readback_get (&self->readback, self->ctx,
      self->queue, (gsize) k * 8) : NULL;

  /* not blocking: the in-order queue completes it before the histogram's
   * blocking read below */
  if (counts_out && hist_out && !gst_cl_result (clEnqueueReadBuffer
          (self->queue, self->hist, CL_FALSE, 0, (gsize) k * 4,
              pinned ? (gpointer) (pinned + (gsize) k * 4) : counts_out, 0,
              NULL, NULL), error, "clEnqueueReadBuffer(counts)"))
    return FALSE;

  if (assign && !gst_cl_result (clEnqueueReadBuffer (self->queue,
              self->assign_buf, CL_FALSE, 0, (gsize) n * 4, assign, 0, NULL,
              NULL), error, "clEnqueueReadBuffer(assignments)"))
    return FALSE;
  if (hist_out) {
    cl_event read = NULL;
    cl_int st;

    /* the one synchronisation of the frame (in-order queue), asleep on
     * GPUs (gst_cl_event_wait) */
    st = clEnqueueReadBuffer (self->queue, self->out, CL_FALSE, 0,
        (gsize) k * 4, pinned ? (gpointer) pinned : hist_out, 0, NULL,
        &read);
    if (st == CL_SUCCESS) {
      clFlush (self->queue);
      st = gst_cl_event_wait (self->ctx, read);
    }
    if (read)
      clReleaseEvent (read);
    if (gst_cl_result (st, error, "clEnqueueReadBuffer(histogram)")) {
      if (pinned) {
        memcpy (hist_out, pinned, (gsize) k * 4);
        if (counts_out)
          memcpy (counts_out, pinned + (gsize) k * 4, (gsize) k * 4);
      }
      return TRUE;
    }
    /* the counts' read may still be pending: it must not write into
     * memory the caller frees on this error */
    if (counts_out)
      clFinish (self->queue);
    return FALSE;
  }
  if (assign)
    return gst_cl_result (clFinish (self->queue), error, "clFinish");
  return gst_cl_result (clFlush (self->queue), error, "clFlush");
}

/**
 * gst_cl_bow_engine_run:
 * @integral: the frame's integral image on the engine's context (the
 *   #GstClIntegralMeta layout: uint32, (@height + 1) rows of @pitch)
 * @width: frame width
 * @height: frame height
 * @pitch: integral row pitch in elements
 * @hist_out: (out caller-allocates) (nullable): K floats, normalised as the
 *   parameters say
 * @n_desc: (out) (optional): descriptors of the frame
 * @error: return location for a #GError
 *
 * Describes the frame and builds its histogram; returns once @hist_out is
 * filled (one blocking read).  A frame smaller than one descriptor window
 * has no descriptors and an all-zero histogram.
 */
gboolean
gst_cl_bow_engine_run (GstClBowEngine * self, cl_mem integral, guint width,
    guint height, guint pitch, gfloat * hist_out, gsize * n_desc,
    GError ** error)
{
  return gst_cl_bow_engine_run_counts (self, integral, width, height, pitch,
      hist_out, NULL, n_desc, error);
}

/**
 * gst_cl_bow_engine_run_counts:
 * @hist_out: (out caller-allocates): K floats, as gst_cl_bow_engine_run()
 * @counts_out: (out caller-allocates) (nullable): K counts, the votes of
 *   each word before normalisation (descriptors under the contrast gate do
 *   not vote)
 *
 * gst_cl_bow_engine_run() that also reads the histogram of counts (one
 * more read of K words, still one synchronisation): the scene-cut decision
 * needs the number of votes, which the normalised histogram has lost.
 */
gboolean
gst_cl_bow_engine_run_counts (GstClBowEngine * self, cl_mem integral,
    guint width, guint height, guint pitch, gfloat * hist_out,
    guint32 * counts_out, gsize * n_desc, GError ** error)
{
  g_return_val_if_fail (hist_out != NULL || counts_out == NULL, FALSE);

  release_events (self);
  if (!gst_cl_bow_engine_describe (self, integral, width, height, pitch,
          error))
    return FALSE;
  if (n_desc)
    *n_desc = self->n;
  return run_assign (self, NULL, hist_out, counts_out, error);
}

/**
 * gst_cl_bow_engine_load_descriptors:
 * @desc: @n_desc descriptors of 64 floats (array of structures)
 * @n_desc: their number
 *
 * Makes @desc the current descriptors, in both layouts (so that every
 * variant can then run on them): what training and benchmarks assign.
 */
gboolean
gst_cl_bow_engine_load_descriptors (GstClBowEngine * self,
    const gfloat * desc, gsize n_desc, GError ** error)
{
  gfloat *desc_t;
  gboolean ok;

  release_events (self);
  if (n_desc > G_MAXINT32) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "%" G_GSIZE_FORMAT " descriptors, at most %d at once", n_desc,
        G_MAXINT32);
    return FALSE;
  }
  if (!ensure_desc (self, n_desc, TRUE, TRUE, error))
    return FALSE;
  if (n_desc == 0) {
    self->have_aos = self->have_soa = TRUE;
    return TRUE;
  }
  desc_t = g_new (gfloat, self->pitch * DIM);
  gst_cl_bow_transpose (desc, n_desc, self->pitch, desc_t);
  ok = write_buffer (self, self->desc_aos, n_desc * DIM * 4, desc,
      "write descriptors", error) &&
      write_buffer (self, self->desc_soa, self->pitch * DIM * 4, desc_t,
      "write transposed descriptors", error);
  g_free (desc_t);
  self->have_aos = self->have_soa = ok;
  return ok;
}

/**
 * gst_cl_bow_engine_assign:
 * @assign: (out caller-allocates) (nullable): the nearest word of each
 *   current descriptor (exactly gst_cl_bow_assign_ref()'s answer)
 * @hist_out: (out caller-allocates) (nullable): K floats, normalised
 *
 * Assigns the current descriptors (of the last run or
 * gst_cl_bow_engine_load_descriptors()) with the current variant and
 * vocabulary.  Waits for the results asked for.
 */
gboolean
gst_cl_bow_engine_assign (GstClBowEngine * self, guint32 * assign,
    gfloat * hist_out, GError ** error)
{
  release_events (self);
  return run_assign (self, assign, hist_out, NULL, error);
}

/**
 * gst_cl_bow_engine_get_n_descriptors:
 *
 * Returns: the number of current descriptors.
 */
gsize
gst_cl_bow_engine_get_n_descriptors (GstClBowEngine * self)
{
  return self->n;
}

/**
 * gst_cl_bow_engine_read_descriptors:
 * @desc: (out caller-allocates): room for n x 64 floats
 *
 * Downloads the current descriptors (blocking), array of structures:
 * what the tests compare with the CPU reference.
 */
gboolean
gst_cl_bow_engine_read_descriptors (GstClBowEngine * self, gfloat * desc,
    GError ** error)
{
  gfloat *desc_t;
  gsize i, c;

  if (self->n == 0)
    return TRUE;
  if (self->have_aos)
    return gst_cl_result (clEnqueueReadBuffer (self->queue,
            self->desc_aos, CL_TRUE, 0, self->n * DIM * 4, desc, 0, NULL,
            NULL), error, "clEnqueueReadBuffer(descriptors)");
  desc_t = g_new (gfloat, self->pitch * DIM);
  if (!gst_cl_result (clEnqueueReadBuffer (self->queue, self->desc_soa,
              CL_TRUE, 0, self->pitch * DIM * 4, desc_t, 0, NULL, NULL),
          error, "clEnqueueReadBuffer(descriptors)")) {
    g_free (desc_t);
    return FALSE;
  }
  for (c = 0; c < DIM; c++)
    for (i = 0; i < self->n; i++)
      desc[i * DIM + c] = desc_t[c * self->pitch + i];
  g_free (desc_t);
  return TRUE;
}

/* A blocking read of @size bytes of @mem into @dest. */
static gboolean
read_buffer (GstClBowEngine * self, cl_mem mem, gsize size, void *dest,
    const gchar * what, GError ** error)
{
  if (size == 0)
    return TRUE;
  return gst_cl_result (clEnqueueReadBuffer (self->queue, mem, CL_TRUE,
          0, size, dest, 0, NULL, NULL), error, what);
}

/**
 * gst_cl_bow_engine_read_assignments:
 * @assign: (out caller-allocates): room for n words
 *
 * Downloads the assignments of the last
 * gst_cl_bow_engine_enqueue_assignment() (blocking).
 */
gboolean
gst_cl_bow_engine_read_assignments (GstClBowEngine * self, guint32 * assign,
    GError ** error)
{
  return read_buffer (self, self->assign_buf, self->n * 4, assign,
      "clEnqueueReadBuffer(assignments)", error);
}

/**
 * gst_cl_bow_engine_fill_assignments:
 * @value: the word to write in every assignment
 *
 * Overwrites the assignments on the device: tests poison them first, so
 * that an assignment the kernels never write cannot pass.
 */
gboolean
gst_cl_bow_engine_fill_assignments (GstClBowEngine * self, guint32 value,
    GError ** error)
{
  if (self->n == 0)
    return TRUE;
  return gst_cl_result (clEnqueueFillBuffer (self->queue,
          self->assign_buf, &value, 4, 0, self->n * 4, 0, NULL, NULL), error,
      "clEnqueueFillBuffer(assignments)");
}

/**
 * gst_cl_bow_engine_read_counts:
 * @counts: (out caller-allocates): room for K counts
 *
 * Downloads the histogram of counts of the last
 * gst_cl_bow_engine_enqueue_assignment() (blocking).
 */
gboolean
gst_cl_bow_engine_read_counts (GstClBowEngine * self, guint32 * counts,
    GError ** error)
{
  return read_buffer (self, self->hist, (gsize) self->k * 4, counts,
      "clEnqueueReadBuffer(counts)", error);
}

/**
 * gst_cl_bow_engine_load_counts:
 * @counts: K counts
 *
 * Makes @counts the histogram of counts that
 * gst_cl_bow_engine_enqueue_normalize() reads: tests normalise histograms
 * no frame would give (empty, huge counts).
 */
gboolean
gst_cl_bow_engine_load_counts (GstClBowEngine * self, const guint32 * counts,
    GError ** error)
{
  release_events (self);
  return write_buffer (self, self->hist, (gsize) self->k * 4, counts,
      "write counts", error);
}

/**
 * gst_cl_bow_engine_read_histogram:
 * @hist: (out caller-allocates): room for K floats
 *
 * Downloads the histogram of the last gst_cl_bow_engine_enqueue_normalize()
 * (blocking).
 */
gboolean
gst_cl_bow_engine_read_histogram (GstClBowEngine * self, gfloat * hist,
    GError ** error)
{
  return read_buffer (self, self->out, (gsize) self->k * 4, hist,
      "clEnqueueReadBuffer(histogram)", error);
}

/**
 * gst_cl_bow_engine_last_kernel_times:
 * @names: (out caller-allocates) (array length=max) (nullable): kernel
 *   names (static strings)
 * @ms: (out caller-allocates) (array length=max): device times
 * @max: room in the arrays
 *
 * Per-kernel device times of the last run or assignment (profiling events),
 * waiting for the kernels to finish.
 *
 * Returns: the number of kernels filled in.
 */
guint
gst_cl_bow_engine_last_kernel_times (GstClBowEngine * self,
    const gchar ** names, gdouble * ms, guint max)
{
  guint i, n = MIN (self->n_events, max);

  if (self->n_events)
    clWaitForEvents (self->n_events, self->events);
  for (i = 0; i < n; i++) {
    if (names)
      names[i] = self->event_names[i];
    ms[i] = gst_cl_event_elapsed_ms (self->events[i]);
  }
  return n;
}

static gdouble
sum_events (GstClBowEngine * self, gboolean assign_only)
{
  gdouble ms = 0.0;
  guint i;

  if (self->n_events)
    clWaitForEvents (self->n_events, self->events);
  for (i = 0; i < self->n_events; i++)
    if (!assign_only || self->event_is_assign[i])
      ms += gst_cl_event_elapsed_ms (self->events[i]);
  return ms;
}

/**
 * gst_cl_bow_engine_last_assign_ms:
 *
 * Returns: device time of the assignment kernels of the last run (the
 * variant's kernel; tiled: assign + fixup + histogram), in ms.
 */
gdouble
gst_cl_bow_engine_last_assign_ms (GstClBowEngine * self)
{
  return sum_events (self, TRUE);
}

/**
 * gst_cl_bow_engine_last_kernel_ms:
 *
 * Returns: device time of every kernel of the last run, in ms.
 */
gdouble
gst_cl_bow_engine_last_kernel_ms (GstClBowEngine * self)
{
  return sum_events (self, FALSE);
}

/**
 * gst_cl_bow_engine_last_flagged:
 *
 * Returns: how many descriptors the tiled variant left to bow_fixup in the
 * last run (near ties; 0 for the other variants).  Blocking.
 */
guint
gst_cl_bow_engine_last_flagged (GstClBowEngine * self)
{
  cl_uint flagged = 0;

  if (self->variant != GST_CL_BOW_VARIANT_TILED || self->n == 0 ||
      !self->flags)
    return 0;
  clEnqueueReadBuffer (self->queue, self->flags, CL_TRUE, 0, 4,
      &flagged, 0, NULL, NULL);
  return flagged;
}
