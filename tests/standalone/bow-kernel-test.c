/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Development harness for kernels/surf.cl and kernels/bow.cl: plain OpenCL
 * host API (no GStreamer), kernels read from the source tree at run time.
 *
 * Checks, each variant against the CPU reference in gst/cl/gstclbowref.c:
 *  - assignments and histograms identical, for random and adversarial
 *    descriptors (exact ties, duplicated words, quantised values), K from 1
 *    to 4096, N not a multiple of any work-group size;
 *  - normalised histograms (none / l1 / l2) identical;
 *  - descriptors of real images (PGM) within 1e-4 per component, bit for bit
 *    where the device has fp64; skip and clamp borders, odd sizes, a pitch
 *    larger than width + 1;
 *  - the whole chain (device descriptors -> each variant) against the CPU
 *    chain.
 * Then, with --bench, per-variant kernel times (profiling events, median).
 *
 * Build (from the project root):
 *   gcc -O2 -std=gnu99 -o build-bow/bow-kernel-test \
 *     tests/standalone/bow-kernel-test.c gst/cl/gstclbowref.c \
 *     gst/cl/gstclvocab.c -Igst/cl $(pkg-config --cflags --libs glib-2.0 OpenCL) -lm
 * Run:
 *   build-bow/bow-kernel-test --kernels kernels --image /tmp/astronaut.pgm
 *   (--device N picks the N-th device of all platforms; --bench for timings)
 *
 * Exit status 0 only if every check passed.
 */

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gstclerror.h"
#include "gstclbowref.h"
#include "gstclbowtuning.h"
#include "gstclintegralref.h"
#include "gstclpgm.h"
#include "gstclvocab.h"

/* Standalone builds have no runtime library to provide the error domain;
 * builds that link it define HAVE_GST_CL_RUNTIME. */
#ifndef HAVE_GST_CL_RUNTIME
G_DEFINE_QUARK (gst-cl-error-quark, gst_cl_error);
#endif

#define DIM GST_CL_BOW_DIM

typedef struct
{
  cl_platform_id platform;
  cl_device_id device;
  cl_context ctx;
  cl_command_queue queue;
  gchar *name;
  gboolean is_gpu;
  gboolean has_fp64;
  cl_ulong const_size;
  cl_ulong local_size;
  gboolean local_is_global;
  cl_uint compute_units;
  size_t max_wg;

  GstClBowDeviceInfo info;
  GstClBowTunables t;
  cl_program bow_prog, surf_prog;
  cl_kernel assign[GST_CL_BOW_N_VARIANTS];
  cl_kernel fixup, histogram, normalize, surf;
} Env;

static gint failures = 0;
static gboolean verbose = FALSE;
static gboolean show_build_log = FALSE;
/* the variants check_all_variants runs (NULL: all) */
static const gchar *only_variants = NULL;

#define CHECK_CL(call) G_STMT_START {                                     \
  cl_int _e = (call);                                                     \
  if (_e != CL_SUCCESS) {                                                 \
    g_printerr ("%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, _e); \
    exit (2);                                                             \
  }                                                                       \
} G_STMT_END

static void
report (gboolean ok, const gchar * format, ...) G_GNUC_PRINTF (2, 3);

static void
report (gboolean ok, const gchar * format, ...)
{
  va_list args;
  gchar *msg;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  if (!ok)
    failures++;
  if (!ok || verbose)
    g_print ("%s %s\n", ok ? "ok  " : "FAIL", msg);
  g_free (msg);
}

/* ------------------------------------------------------------------------ */
/* OpenCL setup                                                               */

static cl_program
build (Env * env, const gchar * dir, const gchar * file, const gchar * opts)
{
  g_autofree gchar *path = g_build_filename (dir, file, NULL);
  g_autofree gchar *src = NULL;
  g_autoptr (GError) err = NULL;
  cl_program prog;
  cl_int status;
  size_t log_size = 0;
  gchar *log;

  if (!g_file_get_contents (path, &src, NULL, &err)) {
    g_printerr ("%s\n", err->message);
    exit (2);
  }
  prog = clCreateProgramWithSource (env->ctx, 1, (const char **) &src, NULL,
      &status);
  CHECK_CL (status);
  status = clBuildProgram (prog, 1, &env->device, opts, NULL, NULL);
  clGetProgramBuildInfo (prog, env->device, CL_PROGRAM_BUILD_LOG, 0, NULL,
      &log_size);
  log = g_malloc0 (log_size + 1);
  clGetProgramBuildInfo (prog, env->device, CL_PROGRAM_BUILD_LOG, log_size,
      log, NULL);
  if (status != CL_SUCCESS || (show_build_log && strlen (g_strstrip (log))))
    g_print ("build log of %s (%s):\n%s\n", file, opts, log);
  g_free (log);
  CHECK_CL (status);
  return prog;
}

static cl_kernel
kernel (cl_program prog, const gchar * name)
{
  cl_int status;
  cl_kernel k = clCreateKernel (prog, name, &status);
  CHECK_CL (status);
  return k;
}

static void
env_init (Env * env, gint index, const gchar * kdir, const gchar * tile)
{
  cl_platform_id platforms[16];
  cl_uint n_platforms = 0, p;
  gint seen = 0;
  gboolean found = FALSE;
  cl_device_type type;
  cl_device_local_mem_type ltype;
  cl_int status;
  gchar name[256], ext[8192], *bow_opts, *surf_opts;
  const gchar *extra = g_getenv ("BOW_TEST_CL_OPTIONS");

  memset (env, 0, sizeof (*env));
  CHECK_CL (clGetPlatformIDs (16, platforms, &n_platforms));
  /* by default the first GPU, else the first device */
  for (gint pass = index >= 0 ? 1 : 0; pass < 2 && !found; pass++) {
    seen = 0;
    for (p = 0; p < n_platforms && !found; p++) {
      cl_device_id devs[16];
      cl_uint n_devs = 0, d;
      if (clGetDeviceIDs (platforms[p], CL_DEVICE_TYPE_ALL, 16, devs,
              &n_devs) != CL_SUCCESS)
        continue;
      for (d = 0; d < n_devs && !found; d++, seen++) {
        clGetDeviceInfo (devs[d], CL_DEVICE_TYPE, sizeof (type), &type, NULL);
        if ((pass == 0 && (type & CL_DEVICE_TYPE_GPU)) ||
            (pass == 1 && (index < 0 || seen == index))) {
          env->platform = platforms[p];
          env->device = devs[d];
          found = TRUE;
        }
      }
    }
  }
  if (!found) {
    g_printerr ("no OpenCL device%s\n", index >= 0 ? " with that index" : "");
    exit (2);
  }

  clGetDeviceInfo (env->device, CL_DEVICE_NAME, sizeof (name), name, NULL);
  env->name = g_strdup (g_strstrip (name));
  clGetDeviceInfo (env->device, CL_DEVICE_TYPE, sizeof (type), &type, NULL);
  env->is_gpu = (type & CL_DEVICE_TYPE_GPU) != 0;
  clGetDeviceInfo (env->device, CL_DEVICE_EXTENSIONS, sizeof (ext), ext, NULL);
  env->has_fp64 = strstr (ext, "cl_khr_fp64") != NULL;
  clGetDeviceInfo (env->device, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE,
      sizeof (cl_ulong), &env->const_size, NULL);
  clGetDeviceInfo (env->device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof (cl_ulong),
      &env->local_size, NULL);
  clGetDeviceInfo (env->device, CL_DEVICE_LOCAL_MEM_TYPE, sizeof (ltype),
      &ltype, NULL);
  env->local_is_global = ltype == CL_GLOBAL;
  clGetDeviceInfo (env->device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof (cl_uint),
      &env->compute_units, NULL);
  clGetDeviceInfo (env->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof (size_t),
      &env->max_wg, NULL);

  env->ctx = clCreateContext (NULL, 1, &env->device, NULL, NULL, &status);
  CHECK_CL (status);
  env->queue = clCreateCommandQueue (env->ctx, env->device,
      CL_QUEUE_PROFILING_ENABLE, &status);
  CHECK_CL (status);

  /* per-device tunables, as the element will pass them */
  env->info.is_gpu = env->is_gpu;
  env->info.max_constant_size = env->const_size;
  env->info.local_mem_size = env->local_size;
  env->info.local_mem_is_global = env->local_is_global;
  env->info.compute_units = env->compute_units;
  env->info.max_work_group_size = env->max_wg;
  gst_cl_bow_tunables_init (&env->t, &env->info);
  if (!tile)
    tile = g_getenv ("BOW_TEST_TILE");
  if (tile)
    sscanf (tile, "%u,%u,%u", &env->t.tile_tx, &env->t.tile_ty,
        &env->t.tile_k);
  if (g_getenv ("BOW_TEST_FIX"))
    sscanf (g_getenv ("BOW_TEST_FIX"), "%u,%u", &env->t.fix_wg,
        &env->t.fix_batch);

  {
    g_autofree gchar *b = gst_cl_bow_build_options (&env->t);
    g_autofree gchar *sf = gst_cl_surf_build_options (&env->t);
    bow_opts = g_strdup_printf ("%s %s", b, extra ? extra : "");
    surf_opts = g_strdup_printf ("%s %s", sf, extra ? extra : "");
  }
  env->bow_prog = build (env, kdir, "bow.cl", bow_opts);
  env->surf_prog = build (env, kdir, "surf.cl", surf_opts);
  g_free (bow_opts);
  g_free (surf_opts);

  for (gint v = 0; v < GST_CL_BOW_N_VARIANTS; v++)
    env->assign[v] = kernel (env->bow_prog, gst_cl_bow_variant_kernel (v));
  env->fixup = kernel (env->bow_prog, "bow_fixup");
  env->histogram = kernel (env->bow_prog, "bow_histogram");
  env->normalize = kernel (env->bow_prog, "bow_normalize");
  env->surf = kernel (env->surf_prog, "surf_describe");

  g_print ("device: %s (%s, %u compute units, local %lu KiB%s, constant %lu "
      "KiB, fp64 %s); tiled %ux%u work-items, k-step %u\n", env->name,
      env->is_gpu ? "GPU" : "not a GPU", env->compute_units,
      (gulong) (env->local_size / 1024),
      env->local_is_global ? " emulated" : "",
      (gulong) (env->const_size / 1024), env->has_fp64 ? "yes" : "no",
      env->t.tile_tx, env->t.tile_ty, env->t.tile_k);
}

static cl_mem
buffer (Env * env, gsize size, const void *data)
{
  cl_int status;
  cl_mem mem = clCreateBuffer (env->ctx, CL_MEM_READ_WRITE |
      (data ? CL_MEM_COPY_HOST_PTR : 0), MAX (size, 4), (void *) data,
      &status);
  CHECK_CL (status);
  return mem;
}

static gdouble
event_ms (cl_event ev)
{
  cl_ulong start = 0, end = 0;
  CHECK_CL (clGetEventProfilingInfo (ev, CL_PROFILING_COMMAND_START,
          sizeof (start), &start, NULL));
  CHECK_CL (clGetEventProfilingInfo (ev, CL_PROFILING_COMMAND_END,
          sizeof (end), &end, NULL));
  clReleaseEvent (ev);
  return (end - start) * 1e-6;
}

#define ARG(k, i, v) CHECK_CL (clSetKernelArg ((k), (i), sizeof (v), &(v)))

/* ------------------------------------------------------------------------ */
/* assignment runs                                                            */

typedef struct
{
  gsize n, pitch;
  guint k, kpad;
  cl_mem desc, desc_t, words, words_t, norms, assign, hist, flags;
  gfloat max_norm;
} Problem;

static void
problem_init (Env * env, Problem * pb, const gfloat * desc, gsize n,
    const gfloat * words, guint k)
{
  gsize tile_n = env->t.tile_tx * 8;
  gfloat *desc_t, *words_t, *norms;

  memset (pb, 0, sizeof (*pb));
  pb->n = n;
  pb->k = k;
  pb->pitch = gst_cl_bow_soa_pitch (n, &env->t);
  pb->kpad = gst_cl_bow_round_up (k, tile_n);

  desc_t = g_new (gfloat, DIM * pb->pitch);
  gst_cl_bow_transpose (desc, n, pb->pitch, desc_t);
  words_t = g_new (gfloat, DIM * pb->kpad);
  norms = g_new (gfloat, pb->kpad);
  gst_cl_bow_prepare_tiled_words (words, k, pb->kpad, words_t, norms,
      &pb->max_norm);

  pb->desc = buffer (env, n * DIM * 4, n ? desc : NULL);
  pb->desc_t = buffer (env, DIM * pb->pitch * 4, desc_t);
  pb->words = buffer (env, (gsize) k * DIM * 4, words);
  pb->words_t = buffer (env, DIM * pb->kpad * 4, words_t);
  pb->norms = buffer (env, pb->kpad * 4, norms);
  pb->assign = buffer (env, MAX (n, 1) * 4, NULL);
  pb->hist = buffer (env, (gsize) k * 4, NULL);
  pb->flags = buffer (env, (n + 1) * 4, NULL);
  g_free (desc_t);
  g_free (words_t);
  g_free (norms);
}

static void
problem_clear (Problem * pb)
{
  cl_mem *m[] = { &pb->desc, &pb->desc_t, &pb->words, &pb->words_t,
    &pb->norms, &pb->assign, &pb->hist, &pb->flags
  };
  for (guint i = 0; i < G_N_ELEMENTS (m); i++)
    if (*m[i])
      clReleaseMemObject (*m[i]);
}

static gboolean
variant_fits (Env * env, GstClBowVariant v, guint k)
{
  return gst_cl_bow_variant_fits (v, &env->info, &env->t, k);
}

/* per-kernel times of the last run_variant (tiled: assign, fixup, hist) */
static gdouble last_kernel_ms[3];

/* Enqueues one complete assignment + histogram and waits for it; returns
 * the kernel time (sum of the kernels' profiled durations) in ms and, in
 * *flagged, how many descriptors the tiled variant left to bow_fixup. */
static gdouble
run_variant (Env * env, Problem * pb, GstClBowVariant v, guint * flagged)
{
  const cl_uint zero = 0;
  cl_uint n = pb->n, k = pb->k, pitch = pb->pitch, kpad = pb->kpad;
  size_t local, global;
  cl_event ev[3];
  guint n_ev = 0;
  gdouble ms = 0.0;

  if (flagged)
    *flagged = 0;
  CHECK_CL (clEnqueueFillBuffer (env->queue, pb->hist, &zero, 4, 0,
          (size_t) k * 4, 0, NULL, NULL));
  if (v != GST_CL_BOW_VARIANT_TILED) {
    cl_kernel kr = env->assign[v];
    guint a = 0;

    if (v == GST_CL_BOW_VARIANT_GPU1) {
      ARG (kr, a++, pb->desc);
    } else {
      ARG (kr, a++, pb->desc_t);
      ARG (kr, a++, pitch);
    }
    ARG (kr, a++, n);
    ARG (kr, a++, pb->words);
    ARG (kr, a++, k);
    ARG (kr, a++, pb->assign);
    ARG (kr, a++, pb->hist);
    CHECK_CL (clSetKernelArg (kr, a++, (size_t) k * 4, NULL));
    local = env->t.wg;
    global = gst_cl_bow_round_up (MAX (n, 1), local);
    CHECK_CL (clEnqueueNDRangeKernel (env->queue, kr, 1, NULL, &global,
            &local, 0, NULL, &ev[n_ev++]));
  } else {
    cl_kernel kr = env->assign[v];
    guint tile_m = env->t.tile_ty * 8;
    size_t groups = 4 * (size_t) env->compute_units;

    CHECK_CL (clEnqueueFillBuffer (env->queue, pb->flags, &zero, 4, 0, 4, 0,
            NULL, NULL));
    ARG (kr, 0, pb->desc_t);
    ARG (kr, 1, pitch);
    ARG (kr, 2, n);
    ARG (kr, 3, pb->words_t);
    ARG (kr, 4, pb->norms);
    ARG (kr, 5, kpad);
    ARG (kr, 6, pb->max_norm);
    ARG (kr, 7, pb->assign);
    ARG (kr, 8, pb->flags);
    local = env->t.tile_tx * env->t.tile_ty;
    global = MAX ((n + tile_m - 1) / tile_m, 1) * local;
    CHECK_CL (clEnqueueNDRangeKernel (env->queue, kr, 1, NULL, &global,
            &local, 0, NULL, &ev[n_ev++]));

    kr = env->fixup;
    ARG (kr, 0, pb->desc_t);
    ARG (kr, 1, pitch);
    ARG (kr, 2, pb->words_t);
    ARG (kr, 3, kpad);
    ARG (kr, 4, k);
    ARG (kr, 5, pb->assign);
    ARG (kr, 6, pb->flags);
    local = env->t.fix_wg;
    global = groups * local;
    CHECK_CL (clEnqueueNDRangeKernel (env->queue, kr, 1, NULL, &global,
            &local, 0, NULL, &ev[n_ev++]));

    kr = env->histogram;
    ARG (kr, 0, pb->assign);
    ARG (kr, 1, n);
    ARG (kr, 2, k);
    ARG (kr, 3, pb->hist);
    CHECK_CL (clSetKernelArg (kr, 4, (size_t) k * 4, NULL));
    local = env->t.hist_wg;
    global = MIN (groups, MAX ((n + local - 1) / local, 1)) * local;
    CHECK_CL (clEnqueueNDRangeKernel (env->queue, kr, 1, NULL, &global,
            &local, 0, NULL, &ev[n_ev++]));
  }
  CHECK_CL (clFinish (env->queue));
  if (flagged && v == GST_CL_BOW_VARIANT_TILED)
    CHECK_CL (clEnqueueReadBuffer (env->queue, pb->flags, CL_TRUE, 0, 4,
            flagged, 0, NULL, NULL));
  for (guint e = 0; e < n_ev; e++) {
    last_kernel_ms[e] = event_ms (ev[e]);
    ms += last_kernel_ms[e];
  }
  return ms;
}

typedef struct
{
  const gfloat *desc, *words;
  gsize n;
  guint k;
  guint32 *assign;
} RefChunk;

static gpointer
ref_chunk (gpointer data)
{
  RefChunk *c = data;
  gst_cl_bow_assign_ref (c->desc, c->n, c->words, c->k, c->assign, NULL);
  return NULL;
}

/* the CPU reference on every core: the big checks on a GPU host */
static void
ref_assign_mt (const gfloat * desc, gsize n, const gfloat * words, guint k,
    guint32 * assign)
{
  guint t, n_threads = MIN (g_get_num_processors (), 64);
  GThread *threads[64];
  RefChunk chunks[64];
  gsize per = (n + n_threads - 1) / n_threads;

  if (n < 4096) {
    gst_cl_bow_assign_ref (desc, n, words, k, assign, NULL);
    return;
  }
  for (t = 0; t < n_threads; t++) {
    gsize lo = MIN (n, t * per), hi = MIN (n, lo + per);
    chunks[t] = (RefChunk) {
    desc + lo * DIM, words, hi - lo, k, assign + lo};
    threads[t] = g_thread_new ("ref", ref_chunk, &chunks[t]);
  }
  for (t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);
}

static gboolean
compare_variant (Env * env, Problem * pb, GstClBowVariant v,
    const guint32 * ref_assign, const guint32 * ref_hist, const gchar * what)
{
  guint32 *assign = g_new (guint32, MAX (pb->n, 1));
  guint32 *hist = g_new (guint32, pb->k);
  gsize bad = 0, first = 0, i;
  guint flagged = 0, bad_bins = 0;
  const guint32 poison = 0xdeadbeef;

  /* poison, so an assignment that is never written cannot pass */
  CHECK_CL (clEnqueueFillBuffer (env->queue, pb->assign, &poison, 4, 0,
          MAX (pb->n, 1) * 4, 0, NULL, NULL));
  run_variant (env, pb, v, &flagged);
  if (pb->n)
    CHECK_CL (clEnqueueReadBuffer (env->queue, pb->assign, CL_TRUE, 0,
            pb->n * 4, assign, 0, NULL, NULL));
  CHECK_CL (clEnqueueReadBuffer (env->queue, pb->hist, CL_TRUE, 0,
          (gsize) pb->k * 4, hist, 0, NULL, NULL));
  for (i = 0; i < pb->n; i++)
    if (assign[i] != ref_assign[i] && bad++ == 0)
      first = i;
  for (i = 0; i < pb->k; i++)
    bad_bins += hist[i] != ref_hist[i];
  report (bad == 0 && bad_bins == 0,
      "%-5s %s N=%" G_GSIZE_FORMAT " K=%u: %" G_GSIZE_FORMAT
      " assignments and %u bins differ (flagged for fixup: %u)",
      gst_cl_bow_variant_name (v), what, pb->n, pb->k, bad, bad_bins, flagged);
  if (bad)
    g_print ("     first: descriptor %" G_GSIZE_FORMAT " got %u, expected %u\n",
        first, assign[first], ref_assign[first]);
  g_free (assign);
  g_free (hist);
  return bad == 0 && bad_bins == 0;
}

static void
check_all_variants (Env * env, const gfloat * desc, gsize n,
    const gfloat * words, guint k, const gchar * what)
{
  guint32 *ref_assign = g_new (guint32, MAX (n, 1));
  guint32 *ref_hist = g_new (guint32, k);
  Problem pb;

  ref_assign_mt (desc, n, words, k, ref_assign);
  gst_cl_bow_histogram_ref (ref_assign, n, k, ref_hist);
  problem_init (env, &pb, desc, n, words, k);
  for (gint v = 0; v < GST_CL_BOW_N_VARIANTS; v++)
    if (variant_fits (env, v, k) && (!only_variants ||
            strstr (only_variants, gst_cl_bow_variant_name (v))))
      compare_variant (env, &pb, v, ref_assign, ref_hist, what);
  problem_clear (&pb);
  g_free (ref_assign);
  g_free (ref_hist);
}

/* ------------------------------------------------------------------------ */
/* synthetic data: random, and built to hit exact and near ties               */

static void
random_unit (GRand * rand, gfloat * v, gboolean quantised)
{
  gdouble n2 = 0.0;

  for (gint c = 0; c < DIM; c++) {
    gdouble x = g_rand_double_range (rand, -1.0, 1.0);
    if (quantised)
      x = round (x * 4.0) / 4.0;
    v[c] = (gfloat) x;
    n2 += x * x;
  }
  if (!quantised && n2 > 0.0)
    for (gint c = 0; c < DIM; c++)
      v[c] = (gfloat) (v[c] / sqrt (n2));
}

static void
make_case (GRand * rand, gsize n, guint k, gint kind, gfloat ** desc_out,
    gfloat ** words_out)
{
  gfloat *desc = g_new (gfloat, MAX (n, 1) * DIM);
  gfloat *words = g_new (gfloat, (gsize) k * DIM);
  gboolean quantised = kind == 1;

  for (guint j = 0; j < k; j++)
    random_unit (rand, words + (gsize) j * DIM, quantised);
  if (kind == 2 && k > 1) {
    /* duplicated words: equal distances by construction */
    for (guint j = 1; j < k; j += 3)
      memcpy (words + (gsize) j * DIM, words + (gsize) (j - 1) * DIM,
          DIM * sizeof (gfloat));
  }
  for (gsize i = 0; i < n; i++) {
    gfloat *d = desc + i * DIM;
    guint r = g_rand_int_range (rand, 0, 4);

    if (kind == 2 && r == 0) {
      /* exactly on a word */
      memcpy (d, words + (gsize) g_rand_int_range (rand, 0, k) * DIM,
          DIM * sizeof (gfloat));
    } else if (kind == 2 && r == 1 && k > 1) {
      /* midway between two words: a tie in exact arithmetic */
      const gfloat *a = words + (gsize) g_rand_int_range (rand, 0, k) * DIM;
      const gfloat *b = words + (gsize) g_rand_int_range (rand, 0, k) * DIM;
      for (gint c = 0; c < DIM; c++)
        d[c] = (gfloat) (0.5 * ((gdouble) a[c] + b[c]));
    } else if (kind == 2 && r == 2) {
      /* a word plus a perturbation at the rounding level */
      const gfloat *a = words + (gsize) g_rand_int_range (rand, 0, k) * DIM;
      for (gint c = 0; c < DIM; c++)
        d[c] = a[c] + (gfloat) g_rand_double_range (rand, -1e-6, 1e-6);
    } else {
      random_unit (rand, d, quantised);
    }
  }
  *desc_out = desc;
  *words_out = words;
}

static void
test_assignments (Env * env)
{
  static const guint ks[] = { 1, 2, 3, 17, 256, 1000, 1024, 4096 };
  static const gsize ns[] = { 0, 1, 63, 1000, 4099 };
  static const gchar *kinds[] = { "random", "quantised", "ties" };
  GRand *rand = g_rand_new_with_seed (20260101);
  gint before = failures;

  for (guint a = 0; a < G_N_ELEMENTS (ks); a++) {
    for (guint b = 0; b < G_N_ELEMENTS (ns); b++) {
      for (gint kind = 0; kind < 3; kind++) {
        gfloat *desc, *words;
        gsize n = ns[b];

        /* keep the CPU reference affordable at the largest K */
        if (ks[a] >= 1000 && n > 1000 && kind != 2)
          n = 1031;
        make_case (rand, n, ks[a], kind, &desc, &words);
        check_all_variants (env, desc, n, words, ks[a], kinds[kind]);
        g_free (desc);
        g_free (words);
      }
    }
  }
  g_rand_free (rand);
  g_print ("%s assignments and histograms: random/quantised/tie cases, "
      "K = 1..4096, N = 0..4099, every variant\n",
      failures == before ? "ok  " : "FAIL");
}

/* ------------------------------------------------------------------------ */
/* normalisation                                                              */

static void
test_normalize (Env * env)
{
  static const guint ks[] = { 1, 17, 256, 1000, 4096 };
  GRand *rand = g_rand_new_with_seed (7);
  gint before = failures;

  for (guint a = 0; a < G_N_ELEMENTS (ks); a++) {
    guint k = ks[a];
    for (gint fill = 0; fill < 3; fill++) {
      guint32 *hist = g_new0 (guint32, k);
      gfloat *ref = g_new (gfloat, k), *out = g_new (gfloat, k);
      cl_mem hbuf, obuf;

      for (guint j = 0; j < k; j++)
        hist[j] = fill == 0 ? 0 : fill == 1 ? g_rand_int_range (rand, 0, 5)
            : g_rand_int_range (rand, 0, 2000000);
      hbuf = buffer (env, k * 4, hist);
      obuf = buffer (env, k * 4, NULL);
      for (cl_uint mode = 0; mode < 3; mode++) {
        size_t local = env->t.norm_wg, global = local;
        gsize bad = 0;
        gdouble maxrel = 0.0;

        ARG (env->normalize, 0, hbuf);
        ARG (env->normalize, 1, k);
        ARG (env->normalize, 2, mode);
        ARG (env->normalize, 3, obuf);
        CHECK_CL (clEnqueueNDRangeKernel (env->queue, env->normalize, 1,
                NULL, &global, &local, 0, NULL, NULL));
        CHECK_CL (clEnqueueReadBuffer (env->queue, obuf, CL_TRUE, 0, k * 4,
                out, 0, NULL, NULL));
        gst_cl_bow_normalize_ref (hist, k, mode, ref);
        for (guint j = 0; j < k; j++) {
          if (out[j] != ref[j]) {
            bad++;
            maxrel = MAX (maxrel, fabs (out[j] - ref[j]) / fabs (ref[j]));
          }
        }
        /* without fp64 the device scales in float: a few ulp */
        report (env->has_fp64 ? bad == 0 : maxrel < 1e-6,
            "normalize K=%u fill=%d mode=%u: %" G_GSIZE_FORMAT
            " values differ (max rel %.2g)", k, fill, mode, bad, maxrel);
      }
      clReleaseMemObject (hbuf);
      clReleaseMemObject (obuf);
      g_free (hist);
      g_free (ref);
      g_free (out);
    }
  }
  g_rand_free (rand);
  g_print ("%s normalisation none/l1/l2, K = 1..4096, empty and full "
      "histograms%s\n", failures == before ? "ok  " : "FAIL",
      env->has_fp64 ? ", bit-identical" : ", within 1e-6 relative");
}

/* ------------------------------------------------------------------------ */
/* descriptors on a real image                                                */

typedef struct
{
  guint width, height;
  gsize pitch;
  guint32 *integral;
  cl_mem dev;
} Integral;

static void
integral_init (Env * env, Integral * ii, const guint8 * luma, gsize stride,
    guint width, guint height, gsize extra_pitch)
{
  ii->width = width;
  ii->height = height;
  ii->pitch = width + 1 + extra_pitch;
  ii->integral = g_new0 (guint32, (height + 1) * ii->pitch);
  gst_cl_integral_ref (luma, stride, width, height, ii->integral, ii->pitch);
  ii->dev = buffer (env, (height + 1) * ii->pitch * 4, ii->integral);
}

static void
integral_clear (Integral * ii)
{
  clReleaseMemObject (ii->dev);
  g_free (ii->integral);
}

/* Runs surf_describe for every scale of @params; fills both layouts.
 * Returns the number of descriptors; *aos is n x 64, *soa 64 x *soa_pitch. */
static gsize
gpu_describe (Env * env, Integral * ii, const GstClSurfParams * params,
    cl_mem * aos, cl_mem * soa, gsize * soa_pitch, gdouble * ms)
{
  gsize total = gst_cl_surf_count (params, ii->width, ii->height, NULL);
  gsize done = 0;
  cl_int w = ii->width, h = ii->height, pitch = ii->pitch, sp;

  *soa_pitch = gst_cl_bow_soa_pitch (total, &env->t);
  sp = *soa_pitch;
  *aos = buffer (env, MAX (total, 1) * DIM * 4, NULL);
  *soa = buffer (env, DIM * *soa_pitch * 4, NULL);
  {
    /* the tiled kernel reads the padding: keep it defined */
    const gfloat zero = 0.0f;
    CHECK_CL (clEnqueueFillBuffer (env->queue, *soa, &zero, 4, 0,
            DIM * *soa_pitch * 4, 0, NULL, NULL));
  }
  if (ms)
    *ms = 0.0;

  for (guint s = 0; s < params->n_scales; s++) {
    GstClSurfScale t;
    GstClSurfGrid g;
    cl_mem offs, wts;
    cl_int half, x0, y0, step, nx, n, off;
    cl_float gate;
    size_t local = 16 * env->t.surf_kpg, global;
    cl_event ev;

    gst_cl_surf_scale_init (&t, params->scales[s], NULL);
    gst_cl_surf_grid_init (&g, &t, ii->width, ii->height, params->step,
        params->border);
    n = g.nx * g.ny;
    if (n == 0)
      continue;
    offs = buffer (env, sizeof (t.offsets), t.offsets);
    wts = buffer (env, sizeof (t.weights), t.weights);
    half = t.half;
    x0 = g.x0;
    y0 = g.y0;
    step = g.step;
    nx = g.nx;
    off = done;
    ARG (env->surf, 0, ii->dev);
    ARG (env->surf, 1, w);
    ARG (env->surf, 2, h);
    ARG (env->surf, 3, pitch);
    ARG (env->surf, 4, offs);
    ARG (env->surf, 5, wts);
    ARG (env->surf, 6, half);
    ARG (env->surf, 7, x0);
    ARG (env->surf, 8, y0);
    ARG (env->surf, 9, step);
    ARG (env->surf, 10, nx);
    ARG (env->surf, 11, n);
    ARG (env->surf, 12, *aos);
    ARG (env->surf, 13, *soa);
    ARG (env->surf, 14, sp);
    ARG (env->surf, 15, off);
    gate = gst_cl_surf_gate_n2 (&t, params->min_contrast);
    ARG (env->surf, 16, gate);
    global = (n + env->t.surf_kpg - 1) / env->t.surf_kpg * local;
    CHECK_CL (clEnqueueNDRangeKernel (env->queue, env->surf, 1, NULL,
            &global, &local, 0, NULL, &ev));
    CHECK_CL (clFinish (env->queue));
    if (ms)
      *ms += event_ms (ev);
    else
      clReleaseEvent (ev);
    clReleaseMemObject (offs);
    clReleaseMemObject (wts);
    done += n;
  }
  return total;
}

static void
test_descriptors_on (Env * env, const guint8 * luma, guint stride,
    guint width, guint height, gsize extra_pitch, const gchar * scales,
    GstClSurfBorder border, guint step, const gchar * image)
{
  GstClSurfParams params = { step, border, 0, {0} };
  Integral ii;
  cl_mem aos, soa;
  gsize n, ref_n, soa_pitch, bit_diff = 0;
  gfloat *ref, *got, *got_t;
  gdouble maxdiff = 0.0;

  gst_cl_surf_params_parse_scales (&params, scales, NULL);
  integral_init (env, &ii, luma, stride, width, height, extra_pitch);
  ref = gst_cl_surf_describe_image_ref (ii.integral, ii.pitch, width, height,
      &params, &ref_n, NULL);
  n = gpu_describe (env, &ii, &params, &aos, &soa, &soa_pitch, NULL);
  got = g_new (gfloat, MAX (n, 1) * DIM);
  got_t = g_new (gfloat, DIM * soa_pitch);
  if (n) {
    CHECK_CL (clEnqueueReadBuffer (env->queue, aos, CL_TRUE, 0, n * DIM * 4,
            got, 0, NULL, NULL));
  }
  CHECK_CL (clEnqueueReadBuffer (env->queue, soa, CL_TRUE, 0,
          DIM * soa_pitch * 4, got_t, 0, NULL, NULL));
  for (gsize i = 0; i < n * DIM && n == ref_n; i++) {
    gfloat t = got_t[(i % DIM) * soa_pitch + i / DIM];
    maxdiff = MAX (maxdiff, fabs (got[i] - ref[i]));
    maxdiff = MAX (maxdiff, fabs (t - ref[i]));
    bit_diff += got[i] != ref[i] || t != ref[i];
  }
  report (n == ref_n && maxdiff <= 1e-4 && (!env->has_fp64 || bit_diff == 0),
      "surf %s %ux%u pitch+%" G_GSIZE_FORMAT " scales=%s %s step=%u: %"
      G_GSIZE_FORMAT " descriptors, max |diff| %.3g, %" G_GSIZE_FORMAT
      " components not bit-identical", image, width, height, extra_pitch,
      scales, border == GST_CL_SURF_BORDER_SKIP ? "skip" : "clamp", step, n,
      maxdiff, bit_diff);

  /* the whole chain: device descriptors through each variant against the
   * CPU chain, with words drawn from the descriptors (a realistic
   * vocabulary: many near-equidistant words) */
  if (n > 300 && n == ref_n) {
    guint k = 256;
    gfloat *words = g_new (gfloat, k * DIM);
    guint32 *ref_assign = g_new (guint32, n), *ref_hist = g_new (guint32, k);
    Problem pb;

    for (guint j = 0; j < k; j++)
      memcpy (words + j * DIM, ref + ((gsize) j * 7919 % n) * DIM,
          DIM * sizeof (gfloat));
    gst_cl_bow_assign_ref (ref, n, words, k, ref_assign, NULL);
    gst_cl_bow_histogram_ref (ref_assign, n, k, ref_hist);
    problem_init (env, &pb, got, n, words, k);
    /* descriptors straight from the SURF kernel's transposed output */
    clReleaseMemObject (pb.desc_t);
    clRetainMemObject (soa);
    pb.desc_t = soa;
    pb.pitch = soa_pitch;
    for (gint v = 0; v < GST_CL_BOW_N_VARIANTS; v++)
      if (variant_fits (env, v, k))
        compare_variant (env, &pb, v, ref_assign, ref_hist,
            "surf-chain");
    problem_clear (&pb);
    g_free (words);
    g_free (ref_assign);
    g_free (ref_hist);
  }

  clReleaseMemObject (aos);
  clReleaseMemObject (soa);
  integral_clear (&ii);
  g_free (ref);
  g_free (got);
  g_free (got_t);
}

static void
test_descriptors (Env * env, const gchar * path)
{
  g_autoptr (GError) err = NULL;
  guint8 *luma;
  guint w, h;
  gint before = failures;
  g_autofree gchar *base = g_path_get_basename (path);

  if (!gst_cl_pgm_load (path, &luma, &w, &h, &err)) {
    report (FALSE, "%s", err->message);
    return;
  }
  test_descriptors_on (env, luma, w, w, h, 0, "2.0", GST_CL_SURF_BORDER_SKIP,
      8, base);
  test_descriptors_on (env, luma, w, w, h, 13, "1.2,2.0",
      GST_CL_SURF_BORDER_SKIP, 5, base);
  test_descriptors_on (env, luma, w, w, h, 0, "1.6,3.3",
      GST_CL_SURF_BORDER_CLAMP, 7, base);
  /* odd crop from an odd origin */
  if (w > 40 && h > 40)
    test_descriptors_on (env, luma + 3 * w + 5, w, w - 8, h - 5, 1, "2.0,1.2",
        GST_CL_SURF_BORDER_CLAMP, 6, base);
  /* smaller than one window: no descriptor in skip mode */
  test_descriptors_on (env, luma, w, MIN (w, 30), MIN (h, 20), 0, "2.0",
      GST_CL_SURF_BORDER_SKIP, 4, base);
  test_descriptors_on (env, luma, w, MIN (w, 30), MIN (h, 20), 0, "2.0",
      GST_CL_SURF_BORDER_CLAMP, 4, base);
  /* a flat image: zero descriptors, no NaN */
  {
    guint8 *flat = g_malloc (64 * 48);
    memset (flat, 77, 64 * 48);
    test_descriptors_on (env, flat, 64, 64, 48, 0, "1.2",
        GST_CL_SURF_BORDER_CLAMP, 4, "flat");
    g_free (flat);
  }
  g_free (luma);
  g_print ("%s descriptors on %s (skip/clamp, 1-2 scales, odd crop, flat), "
      "and the surf -> assignment chain\n",
      failures == before ? "ok  " : "FAIL", base);
}

/* ------------------------------------------------------------------------ */
/* vocabulary file round trip and refusals                                    */

static void
test_vocab (void)
{
  g_autofree gchar *dir = g_dir_make_tmp ("bowtest-XXXXXX", NULL);
  g_autofree gchar *path = g_build_filename (dir, "v.bin", NULL);
  gfloat words[3 * DIM];
  GError *err = NULL;
  GstClVocab *v, *back;
  gchar *data;
  gsize size;
  gint before = failures;

  for (gint i = 0; i < 3 * DIM; i++)
    words[i] = (gfloat) (i * 0.25 - 7.0);
  v = gst_cl_vocab_new_from_data (words, 3, "tool=test;k=3", &err);
  report (v && gst_cl_vocab_save (v, path, &err), "vocab save");
  back = gst_cl_vocab_load (path, &err);
  report (back && back->n_words == 3 && !strcmp (back->name, "tool=test;k=3")
      && !memcmp (back->words, words, sizeof (words)), "vocab round trip");
  gst_cl_vocab_free (back);
  g_file_get_contents (path, &data, &size, NULL);

#define REFUSE(buf, len, what) G_STMT_START {                              \
    GstClVocab *x = gst_cl_vocab_load_from_data ((const guint8 *) (buf),    \
        (len), "case", &err);                                               \
    report (!x && err && err->domain == GST_CL_ERROR &&                     \
        err->code == GST_CL_ERROR_INVALID_DATA, "vocab refuses %s: %s",     \
        what, err ? err->message : "(accepted)");                           \
    gst_cl_vocab_free (x);                                                  \
    g_clear_error (&err);                                                   \
  } G_STMT_END

  REFUSE (data, size - 1, "truncated");
  REFUSE (data, 10, "truncated header");
  {
    gchar *big = g_malloc (size + 3);
    memcpy (big, data, size);
    memset (big + size, 0, 3);
    REFUSE (big, size + 3, "trailing garbage");
    g_free (big);
  }
  {
    gchar *c = g_memdup2 (data, size);
    c[0] = 'X';
    REFUSE (c, size, "bad magic");
    memcpy (c, data, size);
    c[8] = 2;
    REFUSE (c, size, "version 2");
    memcpy (c, data, size);
    c[12] = 32;
    REFUSE (c, size, "dimension 32");
    memcpy (c, data, size);
    memset (c + 16, 0, 4);
    REFUSE (c, size, "K = 0");
    memcpy (c, data, size);
    memset (c + 16, 0xff, 4);
    REFUSE (c, size, "absurd K");
    memcpy (c, data, size);
    c[60] ^= 1;
    REFUSE (c, size, "flipped bit");
    g_free (c);
  }
  g_free (data);
  {
    /* a NaN written with a valid checksum must still be refused */
    GBytes *bytes;
    const guint8 *b;
    v->words[5] = NAN;
    bytes = gst_cl_vocab_serialize (v, &err);
    report (bytes == NULL && err != NULL, "vocab refuses to save NaN");
    g_clear_error (&err);
    v->words[5] = 1.0f;
    bytes = gst_cl_vocab_serialize (v, NULL);
    b = g_bytes_get_data (bytes, &size);
    data = g_memdup2 (b, size);
    g_bytes_unref (bytes);
    {
      /* patch in an infinity and recompute the checksum */
      guint32 inf_bits = 0x7f800000;
      GChecksum *cs = g_checksum_new (G_CHECKSUM_SHA256);
      gsize dl = 32;
      gsize off = (28 + strlen (v->name) + 3) & ~3;
      memcpy (data + off + 4 * 7, &inf_bits, 4);
      g_checksum_update (cs, (guint8 *) data, size - 32);
      g_checksum_get_digest (cs, (guint8 *) data + size - 32, &dl);
      g_checksum_free (cs);
      REFUSE (data, size, "infinity");
    }
    g_free (data);
  }
  back = gst_cl_vocab_load ("/nonexistent/vocab.bin", &err);
  report (!back && err && strstr (err->message, "/nonexistent/vocab.bin"),
      "vocab missing file: %s", err ? err->message : "(accepted)");
  g_clear_error (&err);
  gst_cl_vocab_free (v);
  g_remove (path);
  g_rmdir (dir);
  g_print ("%s vocabulary file: round trip and %d refusals\n",
      failures == before ? "ok  " : "FAIL", 12);
}

/* ------------------------------------------------------------------------ */
/* timings                                                                    */

static gint
cmp_double (gconstpointer a, gconstpointer b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;
  return x < y ? -1 : x > y;
}

static void
bench (Env * env, gchar ** images, const gchar * n_list, const gchar * k_list,
    gchar ** vocab_files, const gchar * variants, gint reps, gboolean check)
{
  g_auto (GStrv) ns = g_strsplit (n_list, ",", -1);
  g_auto (GStrv) ks = NULL;
  GPtrArray *vocabs = g_ptr_array_new_with_free_func ((GDestroyNotify)
      gst_cl_vocab_free);
  GstClSurfParams params = { 2, GST_CL_SURF_BORDER_CLAMP, 0, {0} };
  GArray *pool = g_array_new (FALSE, FALSE, sizeof (gfloat));
  gsize pool_n;

  /* real descriptors: dense, several scales, every image given */
  gst_cl_surf_params_parse_scales (&params, "1.2,2.0,2.8", NULL);
  for (gint i = 0; images && images[i]; i++) {
    guint8 *luma;
    guint w, h;
    Integral ii;
    gfloat *d;
    gsize n;

    if (!gst_cl_pgm_load (images[i], &luma, &w, &h, NULL))
      continue;
    integral_init (env, &ii, luma, w, w, h, 0);
    d = gst_cl_surf_describe_image_ref (ii.integral, ii.pitch, w, h, &params,
        &n, NULL);
    if (d)
      g_array_append_vals (pool, d, n * DIM);
    g_free (d);
    integral_clear (&ii);
    g_free (luma);
  }
  for (gint i = 0; vocab_files && vocab_files[i]; i++) {
    g_autoptr (GError) err = NULL;
    GstClVocab *v = gst_cl_vocab_load (vocab_files[i], &err);
    if (!v) {
      report (FALSE, "%s", err->message);
      continue;
    }
    g_ptr_array_add (vocabs, v);
  }
  if (vocabs->len) {
    GString *list = g_string_new (NULL);
    for (guint i = 0; i < vocabs->len; i++)
      g_string_append_printf (list, "%s%u", i ? "," : "",
          ((GstClVocab *) vocabs->pdata[i])->n_words);
    ks = g_strsplit (list->str, ",", -1);
    g_string_free (list, TRUE);
  } else {
    ks = g_strsplit (k_list, ",", -1);
  }
  pool_n = pool->len / DIM;
  if (pool_n == 0) {
    GRand *rand = g_rand_new_with_seed (3);

    g_print ("bench: no image descriptors, using random ones\n");
    g_array_set_size (pool, 100000 * DIM);
    for (gsize i = 0; i < 100000; i++)
      random_unit (rand, (gfloat *) pool->data + i * DIM, FALSE);
    g_rand_free (rand);
    pool_n = 100000;
  }
  g_print ("\nbench on %s: %" G_GSIZE_FORMAT " distinct image descriptors, "
      "%s; median of %d runs after warm-up; kernel time from profiling "
      "events (tiled = assign + fixup + histogram)\n", env->name, pool_n,
      vocabs->len ? "trained vocabularies (--vocab)" :
      "words sampled from the descriptors", reps);
  g_print ("%8s %6s %-6s %10s %10s %9s %8s %s\n", "N", "K", "var",
      "kernel ms", "wall ms", "GFLOP/s", "flagged", check ? "check" : "");

  for (gint a = 0; ns[a]; a++) {
    gsize n = g_ascii_strtoull (ns[a], NULL, 10);
    gfloat *desc = g_new (gfloat, n * DIM);

    for (gsize i = 0; i < n; i++)
      memcpy (desc + i * DIM, (gfloat *) pool->data + (i % pool_n) * DIM,
          DIM * sizeof (gfloat));
    for (gint b = 0; ks[b]; b++) {
      guint k = g_ascii_strtoull (ks[b], NULL, 10);
      gfloat *words = g_new (gfloat, (gsize) k * DIM);
      guint32 *ref_assign = NULL, *ref_hist = NULL;
      Problem pb;

      if (vocabs->len)
        memcpy (words, ((GstClVocab *) vocabs->pdata[b])->words,
            (gsize) k * DIM * sizeof (gfloat));
      else
        for (guint j = 0; j < k; j++)
          memcpy (words + (gsize) j * DIM, (gfloat *) pool->data +
              (((gsize) j * 104729 + 17) % pool_n) * DIM,
              DIM * sizeof (gfloat));
      if (check) {
        ref_assign = g_new (guint32, n);
        ref_hist = g_new (guint32, k);
        ref_assign_mt (desc, n, words, k, ref_assign);
        gst_cl_bow_histogram_ref (ref_assign, n, k, ref_hist);
      }
      problem_init (env, &pb, desc, n, words, k);
      for (gint v = 0; v < GST_CL_BOW_N_VARIANTS; v++) {
        gdouble *t, *wall, med, wmed, flops;
        gdouble parts[3][64];
        guint flagged = 0;
        gboolean ok = TRUE;

        if (variants && !strstr (variants, gst_cl_bow_variant_name (v)))
          continue;
        if (!variant_fits (env, v, k)) {
          g_print ("%8" G_GSIZE_FORMAT " %6u %-6s %10s (does not fit the "
              "device)\n", n, k, gst_cl_bow_variant_name (v), "n/a");
          continue;
        }
        t = g_new (gdouble, reps);
        wall = g_new (gdouble, reps);

        run_variant (env, &pb, v, NULL);
        for (gint r = 0; r < reps; r++) {
          gint64 t0 = g_get_monotonic_time ();
          t[r] = run_variant (env, &pb, v, &flagged);
          wall[r] = (g_get_monotonic_time () - t0) * 1e-3;
          for (gint e = 0; e < 3 && r < 64; e++)
            parts[e][r] = last_kernel_ms[e];
        }
        qsort (t, reps, sizeof (gdouble), cmp_double);
        qsort (wall, reps, sizeof (gdouble), cmp_double);
        med = t[reps / 2];
        wmed = wall[reps / 2];
        g_free (wall);
        flops = 2.0 * n * k * DIM;
        if (check)
          ok = compare_variant (env, &pb, v, ref_assign, ref_hist, "bench");
        g_print ("%8" G_GSIZE_FORMAT " %6u %-6s %10.3f %10.3f %9.1f %8u %s\n",
            n, k, gst_cl_bow_variant_name (v), med, wmed,
            flops / (med * 1e6), flagged,
            check ? (ok ? "exact" : "MISMATCH") : "");
        if (v == GST_CL_BOW_VARIANT_TILED && reps <= 64) {
          for (gint e = 0; e < 3; e++)
            qsort (parts[e], reps, sizeof (gdouble), cmp_double);
          g_print ("%33s assign %.3f + fixup %.3f + histogram %.3f ms; "
              "assign alone %.1f GFLOP/s\n", "", parts[0][reps / 2],
              parts[1][reps / 2], parts[2][reps / 2],
              flops / (parts[0][reps / 2] * 1e6));
        }
        g_free (t);
      }
      problem_clear (&pb);
      g_free (words);
      g_free (ref_assign);
      g_free (ref_hist);
    }
    g_free (desc);
  }

  /* descriptor kernel on the first image */
  if (images && images[0]) {
    guint8 *luma;
    guint w, h;
    if (gst_cl_pgm_load (images[0], &luma, &w, &h, NULL)) {
      Integral ii;
      GstClSurfParams p2 = { 4, GST_CL_SURF_BORDER_CLAMP, 0, {0} };
      gdouble *t = g_new (gdouble, reps);
      gsize n = 0, sp;
      cl_mem aos, soa;

      gst_cl_surf_params_parse_scales (&p2, "1.2,2.0", NULL);
      integral_init (env, &ii, luma, w, w, h, 0);
      for (gint r = 0; r < reps + 1; r++) {
        gdouble ms;
        n = gpu_describe (env, &ii, &p2, &aos, &soa, &sp, &ms);
        clReleaseMemObject (aos);
        clReleaseMemObject (soa);
        if (r > 0)
          t[r - 1] = ms;
      }
      qsort (t, reps, sizeof (gdouble), cmp_double);
      g_print ("surf_describe %ux%u step 4 scales 1.2,2.0: %" G_GSIZE_FORMAT
          " descriptors in %.3f ms (both layouts)\n", w, h, n, t[reps / 2]);
      integral_clear (&ii);
      g_free (t);
      g_free (luma);
    }
  }
  g_array_free (pool, TRUE);
  g_ptr_array_unref (vocabs);
}

int
main (int argc, char **argv)
{
  gchar *kdir = NULL, **images = NULL, *bench_n = NULL, *bench_k = NULL;
  gchar *variants = NULL, *tile = NULL, **vocab_files = NULL;
  gint device = -1, reps = 5;
  gboolean do_bench = FALSE, no_check = FALSE, bench_check = FALSE;
  GOptionEntry entries[] = {
    {"kernels", 0, 0, G_OPTION_ARG_FILENAME, &kdir,
        "folder holding surf.cl and bow.cl (default: kernels)", "DIR"},
    {"image", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &images,
        "8-bit binary PGM for the descriptor tests (repeatable)", "PGM"},
    {"device", 0, 0, G_OPTION_ARG_INT, &device,
        "index of the device over all platforms (default: first GPU, else "
          "first device)", "N"},
    {"bench", 0, 0, G_OPTION_ARG_NONE, &do_bench, "time the variants", NULL},
    {"bench-n", 0, 0, G_OPTION_ARG_STRING, &bench_n,
        "descriptor counts (default 2000,20000,200000)", "LIST"},
    {"bench-k", 0, 0, G_OPTION_ARG_STRING, &bench_k,
        "vocabulary sizes (default 256,1024,4096)", "LIST"},
    {"vocab", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &vocab_files,
        "bench with this vocabulary instead of --bench-k (repeatable)",
        "FILE"},
    {"variants", 0, 0, G_OPTION_ARG_STRING, &variants,
        "variants to time, e.g. gpu1,tiled (default all)", "LIST"},
    {"reps", 0, 0, G_OPTION_ARG_INT, &reps, "timed runs (default 5)", "R"},
    {"bench-check", 0, 0, G_OPTION_ARG_NONE, &bench_check,
        "also compare the timed results with the CPU (slow)", NULL},
    {"no-check", 0, 0, G_OPTION_ARG_NONE, &no_check,
        "skip the correctness tests", NULL},
    {"verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
        "print every check", NULL},
    {"build-log", 0, 0, G_OPTION_ARG_NONE, &show_build_log,
        "print non-empty build logs", NULL},
    {"tile", 0, 0, G_OPTION_ARG_STRING, &tile,
        "tiled variant shape TX,TY,K (default per device)", "T"},
    {NULL}
  };
  GOptionContext *octx = g_option_context_new ("- bow/surf kernel harness");
  GError *err = NULL;
  Env env;

  g_option_context_add_main_entries (octx, entries, NULL);
  if (!g_option_context_parse (octx, &argc, &argv, &err)) {
    g_printerr ("%s\n", err->message);
    return 2;
  }
  g_option_context_free (octx);
  reps = MAX (reps, 1);

  env_init (&env, device, kdir ? kdir : "kernels", tile);
  if (!no_check) {
    test_vocab ();
    test_normalize (&env);
    test_assignments (&env);
    {
      /* a second tile shape, narrower than 8 columns of work-items and not
       * square, so row and column bookkeeping cannot hide behind symmetry */
      Env alt;
      g_print ("tiled variant again with tile shape 4,2,8:\n");
      env_init (&alt, device, kdir ? kdir : "kernels", "4,2,8");
      only_variants = "tiled";
      test_assignments (&alt);
      only_variants = NULL;
    }
    for (gint i = 0; images && images[i]; i++)
      test_descriptors (&env, images[i]);
    if (!images)
      g_print ("skip descriptors: no --image given\n");
  }
  if (do_bench)
    bench (&env, images, bench_n ? bench_n : "2000,20000,200000",
        bench_k ? bench_k : "256,1024,4096", vocab_files, variants, reps,
        bench_check);

  g_print ("%s: %d failure%s\n", failures ? "FAILED" : "PASSED", failures,
      failures == 1 ? "" : "s");
  return failures ? 1 : 0;
}
