/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Development harness for kernels/haar.cl, with the plain OpenCL host API
 * (no GStreamer): loads a cascade and binary PGM images, runs the CPU
 * reference (gst/cl/gstclhaar.c) and the device path, compares integral
 * images, raw hits and grouped detections, and prints kernel timings.
 * It is also the reference for the element's launch sequence: see
 * run_device ().
 *
 * Build (from the repository root):
 *   gcc -O2 -std=gnu11 -DCL_STANDALONE -Igst/cl \
 *     tests/standalone/haar-kernel-test.c gst/cl/gstclhaar.c \
 *     gst/cl/gstclcascade.c -o haar-kernel-test \
 *     $(pkg-config --cflags --libs glib-2.0 OpenCL) -lm
 *
 * Run:
 *   ./haar-kernel-test --cascade /usr/share/opencv4/haarcascades/\
 *     haarcascade_frontalface_default.xml --json out.jsonl img1.pgm ...
 * Exit status 0 when the device agrees with the CPU reference everywhere.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "gstclcascade.h"
#include "gstclhaarref.h"
#include "gstclhaarpack.h"
#include "gstclerror.h"

#ifdef CL_STANDALONE
/* the runtime library (gstclerror.c) is not linked here */
G_DEFINE_QUARK (gst-cl-error-quark, gst_cl_error);
#endif

#define DEFAULT_CASCADE \
  "/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml"

static gchar *opt_cascade = NULL;
static gchar *opt_kernel = (gchar *) "kernels/haar.cl";
static gchar *opt_json = NULL;
static gchar *opt_cpu_json = NULL;
static gint opt_device = -1;
static gint opt_runs = 10;
static gint opt_neighbors = 3;
static gdouble opt_scale = 1.1;
static gint opt_min = 0;
static gint opt_max = 0;
static gint opt_wg = 0, opt_tile = 0, opt_qs = -1, opt_coop = 0, opt_gpcu = 0;
static gint opt_row_wg = 0;
static gint opt_capacity = 1 << 16;
static gboolean opt_cpu_only = FALSE;
static gboolean opt_no_verify = FALSE;
static gboolean opt_no_double = FALSE;
static gboolean opt_no_cpu = FALSE;
static gboolean opt_build_log = FALSE;
static gchar *opt_extra = NULL;
static gchar *opt_pyramid = NULL;
static gchar *opt_detect = NULL;

static GOptionEntry entries[] = {
  {"cascade", 'c', 0, G_OPTION_ARG_FILENAME, &opt_cascade,
      "cascade XML (default: frontalface_default)", "XML"},
  {"kernel", 'k', 0, G_OPTION_ARG_FILENAME, &opt_kernel,
      "kernel source (default kernels/haar.cl)", "CL"},
  {"json", 'j', 0, G_OPTION_ARG_FILENAME, &opt_json,
      "write the device's detections as ocv-faces JSON lines", "FILE"},
  {"cpu-json", 0, 0, G_OPTION_ARG_FILENAME, &opt_cpu_json,
      "write the CPU reference's detections as JSON lines", "FILE"},
  {"device", 'd', 0, G_OPTION_ARG_INT, &opt_device,
      "device index over all platforms (default: first GPU, else first)",
      "N"},
  {"runs", 'r', 0, G_OPTION_ARG_INT, &opt_runs, "timed runs per image", "N"},
  {"neighbors", 'n', 0, G_OPTION_ARG_INT, &opt_neighbors,
      "minNeighbors (default 3)", "N"},
  {"scale", 's', 0, G_OPTION_ARG_DOUBLE, &opt_scale,
      "scaleFactor (default 1.1)", "F"},
  {"min", 0, 0, G_OPTION_ARG_INT, &opt_min, "minSize (square)", "N"},
  {"max", 0, 0, G_OPTION_ARG_INT, &opt_max, "maxSize (square)", "N"},
  {"wg", 0, 0, G_OPTION_ARG_INT, &opt_wg, "override WG_SIZE", "N"},
  {"tile", 0, 0, G_OPTION_ARG_INT, &opt_tile, "override TILE_W", "N"},
  {"queue-stage", 0, 0, G_OPTION_ARG_INT, &opt_qs, "override QUEUE_STAGE",
      "N"},
  {"coop", 0, 0, G_OPTION_ARG_INT, &opt_coop, "override COOP_WINDOWS", "N"},
  {"row-wg", 0, 0, G_OPTION_ARG_INT, &opt_row_wg, "override ROW_WG", "N"},
  {"groups-per-cu", 0, 0, G_OPTION_ARG_INT, &opt_gpcu,
      "override persistent work-groups per compute unit", "N"},
  {"capacity", 0, 0, G_OPTION_ARG_INT, &opt_capacity, "hit buffer size",
      "N"},
  {"cpu-only", 0, 0, G_OPTION_ARG_NONE, &opt_cpu_only,
      "run the CPU reference only", NULL},
  {"no-verify", 0, 0, G_OPTION_ARG_NONE, &opt_no_verify,
      "skip the integral image read-back comparison", NULL},
  {"no-cpu", 0, 0, G_OPTION_ARG_NONE, &opt_no_cpu,
      "skip the CPU reference (timing sweeps: nothing is compared)", NULL},
  {"extra-options", 0, 0, G_OPTION_ARG_STRING, &opt_extra,
      "more build options (-cl-nv-verbose, -cl-nv-maxrregcount=N, ...)",
      "OPTS"},
  {"pyramid", 0, 0, G_OPTION_ARG_STRING, &opt_pyramid,
      "pyramid builder: serial (haar_pyramid_serial) or rows (haar_rows + "
        "haar_cols); default as tuned for the device.  The other builder's "
        "integrals are checked too", "serial|rows"},
  {"detect", 0, 0, G_OPTION_ARG_STRING, &opt_detect,
      "detection kernel: serial (haar_detect_serial) or coop (haar_detect); "
        "default as tuned for the device.  The other one is checked too",
      "serial|coop"},
  {"build-log", 0, 0, G_OPTION_ARG_NONE, &opt_build_log,
      "print the build log", NULL},
  {"no-double", 0, 0, G_OPTION_ARG_NONE, &opt_no_double,
      "build without USE_DOUBLE even if the device has fp64", NULL},
  {NULL}
};

#define CHECK(st, what) \
  do { \
    cl_int st_ = (st); \
    if (st_ != CL_SUCCESS) { \
      g_printerr ("%s failed: %d (%s:%d)\n", what, st_, __FILE__, __LINE__); \
      exit (2); \
    } \
  } while (0)

typedef struct
{
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  cl_program program;
  cl_kernel k_rows, k_cols, k_pyramid, k_tilted_a, k_tilted_b, k_detect,
      k_detect_serial;
  cl_uint compute_units;
  gchar name[256];
  gboolean is_gpu, has_fp64;
  GstClHaarTuning tuning;
} Device;

/* Reads a binary PGM.  A header comment "# image: PATH" names the image
 * the PGM was made from; JSON output then uses that name, so that
 * `ocv-faces compare` matches it with OpenCV's output for the original. */
static guint8 *
read_pgm (const gchar * path, guint * w, guint * h, gchar ** name)
{
  gchar *data = NULL, *p, *end;
  gsize len = 0;
  guint vals[3], i;
  guint8 *img;

  *name = NULL;

  if (!g_file_get_contents (path, &data, &len, NULL) || len < 2 ||
      data[0] != 'P' || data[1] != '5') {
    g_printerr ("%s: not a binary PGM\n", path);
    g_free (data);
    return NULL;
  }
  p = data + 2;
  end = data + len;
  for (i = 0; i < 3; i++) {
    while (p < end && (g_ascii_isspace (*p) || *p == '#')) {
      if (*p == '#') {
        const gchar *c = p;

        while (p < end && *p != '\n')
          p++;
        if (*name == NULL && p - c > 9 && strncmp (c, "# image: ", 9) == 0)
          *name = g_strndup (c + 9, p - c - 9);
      } else
        p++;
    }
    vals[i] = (guint) g_ascii_strtoull (p, &p, 10);
  }
  p++;
  if (vals[2] != 255 || vals[0] == 0 || vals[1] == 0 ||
      (gsize) (end - p) < (gsize) vals[0] * vals[1]) {
    g_printerr ("%s: unsupported PGM (need 8-bit, full data)\n", path);
    g_free (data);
    g_clear_pointer (name, g_free);
    return NULL;
  }
  *w = vals[0];
  *h = vals[1];
  img = g_memdup2 (p, (gsize) vals[0] * vals[1]);
  g_free (data);
  return img;
}

static void
open_device (Device * dev, const gchar * options_extra, const GstClCascade * c)
{
  cl_platform_id plats[16];
  cl_uint n_plats = 0, p, idx = 0;
  gboolean found = FALSE;
  gchar *src = NULL, *options, ext[8192];
  gsize src_len = 0;
  cl_int err;
  cl_device_type type;

  CHECK (clGetPlatformIDs (16, plats, &n_plats), "clGetPlatformIDs");
  /* pass 0 looks for the requested index or a GPU, pass 1 takes the first */
  for (gint pass = 0; pass < 2 && !found; pass++) {
    idx = 0;
    for (p = 0; p < n_plats && !found; p++) {
      cl_device_id devs[16];
      cl_uint n_devs = 0, d;

      if (clGetDeviceIDs (plats[p], CL_DEVICE_TYPE_ALL, 16, devs,
              &n_devs) != CL_SUCCESS)
        continue;
      for (d = 0; d < n_devs && !found; d++, idx++) {
        clGetDeviceInfo (devs[d], CL_DEVICE_TYPE, sizeof (type), &type, NULL);
        if ((opt_device >= 0 && (cl_uint) opt_device == idx) ||
            (opt_device < 0 && (pass == 1 || (type & CL_DEVICE_TYPE_GPU)))) {
          dev->platform = plats[p];
          dev->device = devs[d];
          found = TRUE;
        }
      }
    }
  }
  if (!found) {
    g_printerr ("no OpenCL device %d\n", opt_device);
    exit (2);
  }
  clGetDeviceInfo (dev->device, CL_DEVICE_NAME, sizeof (dev->name), dev->name,
      NULL);
  clGetDeviceInfo (dev->device, CL_DEVICE_TYPE, sizeof (type), &type, NULL);
  clGetDeviceInfo (dev->device, CL_DEVICE_MAX_COMPUTE_UNITS,
      sizeof (dev->compute_units), &dev->compute_units, NULL);
  ext[0] = '\0';
  clGetDeviceInfo (dev->device, CL_DEVICE_EXTENSIONS, sizeof (ext) - 1, ext,
      NULL);
  dev->is_gpu = (type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR)) != 0;
  dev->has_fp64 = strstr (ext, "cl_khr_fp64") != NULL && !opt_no_double;

  /* warp width is not an OpenCL 1.2 query: 32 unless it is AMD */
  {
    gchar vendor[256] = "";

    clGetDeviceInfo (dev->device, CL_DEVICE_VENDOR, sizeof (vendor), vendor,
        NULL);
    gst_cl_haar_tuning_for_device (&dev->tuning, dev->is_gpu,
        (strstr (vendor, "AMD") || strstr (vendor, "Advanced Micro")) &&
        dev->is_gpu ? 64 : 32, dev->compute_units, dev->has_fp64);
  }
  if (opt_wg > 0)
    dev->tuning.wg_size = opt_wg;
  if (opt_tile > 0)
    dev->tuning.tile_w = opt_tile;
  if (opt_qs >= 0)
    dev->tuning.queue_stage = opt_qs;
  if (opt_coop > 0)
    dev->tuning.coop_windows = opt_coop;
  if (opt_gpcu > 0)
    dev->tuning.groups_per_cu = opt_gpcu;
  if (opt_row_wg > 0)
    dev->tuning.row_wg = opt_row_wg;
  if (opt_pyramid && !strcmp (opt_pyramid, "serial"))
    dev->tuning.serial_pyramid = TRUE;
  else if (opt_pyramid && !strcmp (opt_pyramid, "rows"))
    dev->tuning.serial_pyramid = FALSE;
  else if (opt_pyramid) {
    g_printerr ("--pyramid: serial or rows\n");
    exit (2);
  }
  if (opt_detect && !strcmp (opt_detect, "serial"))
    dev->tuning.serial_detect = TRUE;
  else if (opt_detect && !strcmp (opt_detect, "coop"))
    dev->tuning.serial_detect = FALSE;
  else if (opt_detect) {
    g_printerr ("--detect: serial or coop\n");
    exit (2);
  }

  dev->context = clCreateContext (NULL, 1, &dev->device, NULL, NULL, &err);
  CHECK (err, "clCreateContext");
  dev->queue = clCreateCommandQueue (dev->context, dev->device,
      CL_QUEUE_PROFILING_ENABLE, &err);
  CHECK (err, "clCreateCommandQueue");

  if (!g_file_get_contents (opt_kernel, &src, &src_len, NULL)) {
    g_printerr ("cannot read %s\n", opt_kernel);
    exit (2);
  }
  dev->program = clCreateProgramWithSource (dev->context, 1,
      (const gchar **) &src, &src_len, &err);
  CHECK (err, "clCreateProgramWithSource");
  {
    gchar *base, *rest = NULL;
    GError *error = NULL;

    /* tuning names (-D PERSISTENT=0, -D SERIAL_DETECT=0 ...) change the
     * launch shape too, as GST_CL_HAAR_OPTIONS does in the element */
    if (!gst_cl_haar_tuning_apply_options (&dev->tuning, options_extra, &rest,
            &error)) {
      g_printerr ("%s\n", error->message);
      exit (2);
    }
    base = gst_cl_haar_build_options (c, &dev->tuning);
    options = g_strdup_printf ("%s %s", base, rest);
    g_free (base);
    g_free (rest);
  }
  err = clBuildProgram (dev->program, 1, &dev->device, options, NULL, NULL);
  if (err != CL_SUCCESS || opt_build_log) {
    gsize log_len = 0;
    gchar *log;

    clGetProgramBuildInfo (dev->program, dev->device, CL_PROGRAM_BUILD_LOG, 0,
        NULL, &log_len);
    log = g_malloc0 (log_len + 1);
    clGetProgramBuildInfo (dev->program, dev->device, CL_PROGRAM_BUILD_LOG,
        log_len, log, NULL);
    g_printerr ("build %s (%s):\n%s\n", err ? "failed" : "log", options,
        log);
    g_free (log);
    if (err != CL_SUCCESS)
      exit (2);
  }
  g_print ("device: %s (%u compute units, %s, fp64 %s)\noptions: %s\n",
      dev->name, dev->compute_units, dev->is_gpu ? "GPU" : "CPU",
      dev->has_fp64 ? "yes" : "no", options);
  g_free (options);
  g_free (src);

  dev->k_rows = clCreateKernel (dev->program, "haar_rows", &err);
  CHECK (err, "clCreateKernel haar_rows");
  dev->k_cols = clCreateKernel (dev->program, "haar_cols", &err);
  CHECK (err, "clCreateKernel haar_cols");
  dev->k_pyramid = clCreateKernel (dev->program, "haar_pyramid_serial", &err);
  CHECK (err, "clCreateKernel haar_pyramid_serial");
  dev->k_tilted_a = clCreateKernel (dev->program, "haar_tilted_a", &err);
  CHECK (err, "clCreateKernel haar_tilted_a");
  dev->k_tilted_b = clCreateKernel (dev->program, "haar_tilted_b", &err);
  CHECK (err, "clCreateKernel haar_tilted_b");
  dev->k_detect = clCreateKernel (dev->program, "haar_detect", &err);
  CHECK (err, "clCreateKernel haar_detect");
  dev->k_detect_serial = clCreateKernel (dev->program, "haar_detect_serial",
      &err);
  CHECK (err, "clCreateKernel haar_detect_serial");
}

static cl_mem
make_buffer (Device * dev, cl_mem_flags flags, gsize size, const void *data)
{
  cl_int err;
  cl_mem m = clCreateBuffer (dev->context,
      flags | (data ? CL_MEM_COPY_HOST_PTR : 0), MAX (size, 16),
      (void *) data, &err);

  CHECK (err, "clCreateBuffer");
  return m;
}

static gdouble
event_ms (cl_event ev)
{
  cl_ulong t0 = 0, t1 = 0;

  clGetEventProfilingInfo (ev, CL_PROFILING_COMMAND_START, sizeof (t0), &t0,
      NULL);
  clGetEventProfilingInfo (ev, CL_PROFILING_COMMAND_END, sizeof (t1), &t1,
      NULL);
  return (t1 - t0) * 1e-6;
}

static gint
cmp_double (gconstpointer a, gconstpointer b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return x < y ? -1 : x > y;
}

static gdouble
median (gdouble * v, guint n)
{
  qsort (v, n, sizeof (gdouble), cmp_double);
  return n ? v[n / 2] : 0.0;
}

typedef struct
{
  /* per-frame buffers */
  cl_mem src, atlas, counters, hits;
  /* per-geometry and per-cascade buffers */
  cl_mem levels, xtab, ytab, nodes, stages, roots, leaves;
  GstClHaarDevPyramid pyr;
  GstClHaarDevCascade cas;
  guint groups;
  gint hit_count;
  /* timings of the last run, ms */
  gdouble t_upload, t_rows, t_cols, t_tilted, t_detect, t_read, t_wall;
} DeviceRun;

static void
setup_device_run (Device * dev, DeviceRun * r, const GstClCascade * c,
    const GstClHaarPlan * plan, guint w, guint h)
{
  GError *error = NULL;

  memset (r, 0, sizeof (*r));
  gst_cl_haar_pack_pyramid (plan, &dev->tuning, &r->pyr);
  if (!gst_cl_haar_pack_cascade (c, plan, &r->cas, &error)) {
    g_printerr ("%s\n", error->message);
    exit (2);
  }
  r->src = make_buffer (dev, CL_MEM_READ_ONLY, (gsize) w * h, NULL);
  r->atlas = make_buffer (dev, CL_MEM_READ_WRITE,
      sizeof (guint32) * plan->plane_size * plan->n_planes, NULL);
  r->counters = make_buffer (dev, CL_MEM_READ_WRITE, 4 * sizeof (cl_int),
      NULL);
  r->hits = make_buffer (dev, CL_MEM_WRITE_ONLY,
      sizeof (GstClHaarHit) * opt_capacity, NULL);
  r->levels = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (GstClHaarDevLevel) * MAX (r->pyr.n_levels, 1), r->pyr.levels);
  r->xtab = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (gint32) * MAX (r->pyr.n_xtab, 1), r->pyr.xtab);
  r->ytab = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (gint32) * MAX (r->pyr.n_ytab, 1), r->pyr.ytab);
  r->nodes = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (GstClHaarDevNode) * r->cas.n_nodes, r->cas.nodes);
  r->stages = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (GstClHaarDevStage) * r->cas.n_stages, r->cas.stages);
  r->roots = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (gint32) * MAX (r->cas.n_weak, 1), r->cas.weak_roots);
  r->leaves = make_buffer (dev, CL_MEM_READ_ONLY,
      sizeof (gint64) * MAX (r->cas.n_leaves, 1), r->cas.leaves);
  r->groups = dev->compute_units * dev->tuning.groups_per_cu;
}

static void
teardown_device_run (DeviceRun * r)
{
  cl_mem *m[] = { &r->src, &r->atlas, &r->counters, &r->hits, &r->levels,
    &r->xtab, &r->ytab, &r->nodes, &r->stages, &r->roots, &r->leaves
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (m); i++)
    clReleaseMemObject (*m[i]);
  gst_cl_haar_dev_pyramid_clear (&r->pyr);
  gst_cl_haar_dev_cascade_clear (&r->cas);
}

#define ARG(k, i, v) CHECK (clSetKernelArg ((k), (i), sizeof (v), &(v)), \
    "clSetKernelArg " #k)

/*
 * The launch sequence, one frame:
 *   write src; fill the 4 counters with 0;
 *   GPU (tuning.serial_pyramid false):
 *     haar_rows   global total_rows * ROW_WG, local ROW_WG
 *     haar_cols   global total_cols rounded up to 64, local NULL
 *   CPU:
 *     haar_pyramid_serial  global compute_units * pyramid_groups_per_cu,
 *                 local 1
 *   [haar_tilted_a, haar_tilted_b   global total_diags rounded up to 64]
 *   GPU (tuning.serial_detect false):
 *     haar_detect global groups * WG_SIZE, local WG_SIZE; n_blocks = tiles
 *                 (PERSISTENT=0: global n_blocks * WG_SIZE)
 *   CPU:
 *     haar_detect_serial  global groups, local 1; n_blocks = window rows
 *   read counters (blocking); read min (hits, capacity) hits.
 */
static void
run_device (Device * dev, DeviceRun * r, const GstClCascade * c,
    const GstClHaarPlan * plan, const guint8 * img, guint w, guint h,
    gboolean serial_pyramid, gboolean serial_detect, GArray * hits)
{
  cl_kernel k_det = serial_detect ? dev->k_detect_serial : dev->k_detect;
  cl_event ev_up, ev_rows, ev_cols, ev_ta = NULL, ev_tb = NULL, ev_det,
      ev_rd;
  const cl_int zero = 0;
  cl_int src_stride = w, src_w = w, src_h = h;
  cl_int n_levels = r->pyr.n_levels, stride = plan->stride;
  cl_int sq_plane = plan->sq_plane, tilted_plane = plan->tilted_plane;
  cl_int total_cols = r->pyr.total_cols, total_diags = r->pyr.total_diags;
  cl_int n_blocks = serial_detect ? r->pyr.n_win_rows : r->pyr.n_blocks;
  cl_int n_stages = r->cas.n_stages;
  cl_int capacity = opt_capacity;
  cl_int4 norm;
  cl_int counts[2];
  gsize gsz, lsz;
  gint64 t0 = g_get_monotonic_time ();

  memcpy (&norm, r->cas.norm, sizeof (norm));
  g_array_set_size (hits, 0);

  CHECK (clEnqueueWriteBuffer (dev->queue, r->src, CL_FALSE, 0,
          (gsize) w * h, img, 0, NULL, &ev_up), "write src");
  CHECK (clEnqueueFillBuffer (dev->queue, r->counters, &zero, sizeof (zero),
          0, 4 * sizeof (cl_int), 0, NULL, NULL), "fill counters");

  if (serial_pyramid) {
    ARG (dev->k_pyramid, 0, r->src);
    ARG (dev->k_pyramid, 1, src_stride);
    ARG (dev->k_pyramid, 2, src_w);
    ARG (dev->k_pyramid, 3, src_h);
    ARG (dev->k_pyramid, 4, r->levels);
    ARG (dev->k_pyramid, 5, n_levels);
    ARG (dev->k_pyramid, 6, r->xtab);
    ARG (dev->k_pyramid, 7, r->ytab);
    ARG (dev->k_pyramid, 8, r->atlas);
    ARG (dev->k_pyramid, 9, stride);
    ARG (dev->k_pyramid, 10, sq_plane);
    ARG (dev->k_pyramid, 11, r->counters);
    lsz = 1;
    gsz = (gsize) dev->compute_units *
        MAX (dev->tuning.pyramid_groups_per_cu, 1);
    CHECK (clEnqueueNDRangeKernel (dev->queue, dev->k_pyramid, 1, NULL, &gsz,
            &lsz, 0, NULL, &ev_rows), "haar_pyramid_serial");
    ev_cols = NULL;
  } else {
    ARG (dev->k_rows, 0, r->src);
    ARG (dev->k_rows, 1, src_stride);
    ARG (dev->k_rows, 2, src_w);
    ARG (dev->k_rows, 3, src_h);
    ARG (dev->k_rows, 4, r->levels);
    ARG (dev->k_rows, 5, n_levels);
    ARG (dev->k_rows, 6, r->xtab);
    ARG (dev->k_rows, 7, r->ytab);
    ARG (dev->k_rows, 8, r->atlas);
    ARG (dev->k_rows, 9, stride);
    ARG (dev->k_rows, 10, sq_plane);
    ARG (dev->k_rows, 11, zero);
    lsz = dev->tuning.row_wg;
    gsz = (gsize) r->pyr.total_rows * lsz;
    CHECK (clEnqueueNDRangeKernel (dev->queue, dev->k_rows, 1, NULL, &gsz,
            &lsz, 0, NULL, &ev_rows), "haar_rows");

    ARG (dev->k_cols, 0, r->levels);
    ARG (dev->k_cols, 1, n_levels);
    ARG (dev->k_cols, 2, total_cols);
    ARG (dev->k_cols, 3, r->atlas);
    ARG (dev->k_cols, 4, stride);
    ARG (dev->k_cols, 5, sq_plane);
    ARG (dev->k_cols, 6, zero);
    gsz = (total_cols + 63) / 64 * 64;
    CHECK (clEnqueueNDRangeKernel (dev->queue, dev->k_cols, 1, NULL, &gsz,
            NULL, 0, NULL, &ev_cols), "haar_cols");
  }

  if (c->has_tilted) {
    cl_kernel ks[2] = { dev->k_tilted_a, dev->k_tilted_b };
    cl_event *evs[2] = { &ev_ta, &ev_tb };
    gint i;

    for (i = 0; i < 2; i++) {
      ARG (ks[i], 0, r->levels);
      ARG (ks[i], 1, n_levels);
      ARG (ks[i], 2, total_diags);
      ARG (ks[i], 3, r->atlas);
      ARG (ks[i], 4, stride);
      ARG (ks[i], 5, tilted_plane);
      gsz = (total_diags + 63) / 64 * 64;
      CHECK (clEnqueueNDRangeKernel (dev->queue, ks[i], 1, NULL, &gsz, NULL,
              0, NULL, evs[i]), "haar_tilted");
    }
  }

  ARG (k_det, 0, r->atlas);
  ARG (k_det, 1, sq_plane);
  ARG (k_det, 2, stride);
  ARG (k_det, 3, r->levels);
  ARG (k_det, 4, n_levels);
  ARG (k_det, 5, n_blocks);
  ARG (k_det, 6, r->nodes);
  ARG (k_det, 7, r->stages);
  ARG (k_det, 8, n_stages);
  ARG (k_det, 9, r->roots);
  ARG (k_det, 10, r->leaves);
  ARG (k_det, 11, norm);
  ARG (k_det, 12, r->counters);
  ARG (k_det, 13, r->hits);
  ARG (k_det, 14, capacity);
  lsz = serial_detect ? 1 : dev->tuning.wg_size;
  /* persistent groups, or (PERSISTENT=0) a group per tile */
  gsz = (!serial_detect && !dev->tuning.persistent ? (gsize) n_blocks :
      (gsize) r->groups) * lsz;
  CHECK (clEnqueueNDRangeKernel (dev->queue, k_det, 1, NULL, &gsz, &lsz, 0,
          NULL, &ev_det), "haar_detect");

  CHECK (clEnqueueReadBuffer (dev->queue, r->counters, CL_TRUE, 0,
          sizeof (counts), counts, 0, NULL, &ev_rd), "read counters");
  r->hit_count = counts[1];
  if (counts[1] > 0) {
    guint n = MIN (counts[1], capacity);

    g_array_set_size (hits, n);
    CHECK (clEnqueueReadBuffer (dev->queue, r->hits, CL_TRUE, 0,
            sizeof (GstClHaarHit) * n, hits->data, 0, NULL, NULL),
        "read hits");
  }
  r->t_wall = (g_get_monotonic_time () - t0) * 1e-3;
  r->t_upload = event_ms (ev_up);
  r->t_rows = event_ms (ev_rows);
  r->t_cols = ev_cols ? event_ms (ev_cols) : 0.0;
  r->t_tilted = ev_ta ? event_ms (ev_ta) + event_ms (ev_tb) : 0.0;
  r->t_detect = event_ms (ev_det);
  r->t_read = event_ms (ev_rd);
  clReleaseEvent (ev_up);
  clReleaseEvent (ev_rows);
  if (ev_cols)
    clReleaseEvent (ev_cols);
  if (ev_ta) {
    clReleaseEvent (ev_ta);
    clReleaseEvent (ev_tb);
  }
  clReleaseEvent (ev_det);
  clReleaseEvent (ev_rd);
}

/* Compares the device's integral images with the CPU's, level blocks only
 * (the gaps between blocks are never written on the device). */
static guint64
compare_atlas (Device * dev, DeviceRun * r, const GstClHaarPlan * plan,
    const guint32 * cpu)
{
  gsize n = plan->plane_size * plan->n_planes;
  guint32 *gpu = g_new (guint32, n);
  guint64 bad = 0;
  guint li, p, y, x;

  CHECK (clEnqueueReadBuffer (dev->queue, r->atlas, CL_TRUE, 0,
          n * sizeof (guint32), gpu, 0, NULL, NULL), "read atlas");
  for (p = 0; p < plan->n_planes; p++) {
    for (li = 0; li < plan->n_levels; li++) {
      const GstClHaarLevel *lv = &plan->levels[li];

      for (y = 0; y <= lv->height; y++) {
        for (x = 0; x <= lv->width; x++) {
          gsize o = p * plan->plane_size + lv->offset + (gsize) y *
              plan->stride + x;

          if (gpu[o] != cpu[o]) {
            if (bad < 5)
              g_print ("  atlas mismatch plane %u level %u (%u,%u): cpu %u "
                  "gpu %u\n", p, li, x, y, cpu[o], gpu[o]);
            bad++;
          }
        }
      }
    }
  }
  g_free (gpu);
  return bad;
}

static gboolean
same_hits (GArray * a, GArray * b)
{
  return a->len == b->len && memcmp (a->data, b->data,
      a->len * sizeof (GstClHaarHit)) == 0;
}

static gint
rect_cmp (gconstpointer pa, gconstpointer pb)
{
  const GstClRect *a = pa, *b = pb;

  if (a->x != b->x)
    return a->x - b->x;
  if (a->y != b->y)
    return a->y - b->y;
  if (a->width != b->width)
    return a->width - b->width;
  return a->height - b->height;
}

static gboolean
same_rects (GArray * a, GArray * b)
{
  g_array_sort (a, rect_cmp);
  g_array_sort (b, rect_cmp);
  return a->len == b->len && memcmp (a->data, b->data,
      a->len * sizeof (GstClRect)) == 0;
}

static void
write_json (FILE * f, const gchar * path, guint w, guint h, GArray * rects)
{
  guint i;

  if (f == NULL)
    return;
  g_array_sort (rects, rect_cmp);
  fprintf (f, "{\"image\": \"%s\", \"width\": %u, \"height\": %u, "
      "\"faces\": [", path, w, h);
  for (i = 0; i < rects->len; i++) {
    const GstClRect *r = &g_array_index (rects, GstClRect, i);

    fprintf (f, "%s[%d, %d, %d, %d]", i ? ", " : "", r->x, r->y, r->width,
        r->height);
  }
  fprintf (f, "]}\n");
}

int
main (int argc, char **argv)
{
  GOptionContext *octx;
  GError *error = NULL;
  GstClCascade *c;
  GstClHaarParams params;
  Device dev = { 0, };
  FILE *json = NULL, *cpu_json = NULL;
  gint i, failures = 0;
  gdouble sum_cpu = 0, sum_kernels = 0, sum_detect = 0, sum_wall = 0;

  octx = g_option_context_new ("IMAGE.pgm... - check kernels/haar.cl "
      "against the CPU reference");
  g_option_context_add_main_entries (octx, entries, NULL);
  if (!g_option_context_parse (octx, &argc, &argv, &error)) {
    g_printerr ("%s\n", error->message);
    return 2;
  }
  g_option_context_free (octx);
  if (argc < 2) {
    g_printerr ("no images\n");
    return 2;
  }

  c = gst_cl_cascade_load (opt_cascade ? opt_cascade : DEFAULT_CASCADE,
      &error);
  if (c == NULL) {
    g_printerr ("%s\n", error->message);
    return 2;
  }
  g_print ("cascade %s: %ux%u, %u stages, %u weak, %u nodes, %s%s, "
      "fixed-point shift %d (%s)\n", c->path, c->window_w, c->window_h,
      c->n_stages, c->n_weak, c->n_nodes, c->stumps_only ? "stumps" : "trees",
      c->has_tilted ? ", tilted" : "", c->leaf_shift,
      c->exact_fixed_sums ? "exact" : "NOT exact");

  gst_cl_haar_params_init (&params);
  params.scale_factor = opt_scale;
  params.min_neighbors = opt_neighbors;
  params.min_width = params.min_height = opt_min;
  params.max_width = params.max_height = opt_max;

  if (!opt_cpu_only)
    open_device (&dev, opt_extra ? opt_extra : "", c);
  if (opt_json)
    json = fopen (opt_json, "w");
  if (opt_cpu_json)
    cpu_json = fopen (opt_cpu_json, "w");

  for (i = 1; i < argc; i++) {
    guint w, h;
    gchar *name = NULL;
    guint8 *img = read_pgm (argv[i], &w, &h, &name);
    const gchar *json_name;
    GstClHaarPlan plan;
    guint32 *atlas;
    GArray *cpu_hits, *cpu_rects, *cpu_weights;
    gint64 t0;
    gdouble t_cpu;
    gchar *base;

    if (img == NULL) {
      failures++;
      continue;
    }
    if (!gst_cl_haar_pyramid_plan (c, w, h, &params, &plan, &error)) {
      g_printerr ("%s: %s\n", argv[i], error->message);
      g_clear_error (&error);
      g_free (img);
      failures++;
      continue;
    }
    base = g_path_get_basename (argv[i]);
    json_name = name ? name : argv[i];

    /* CPU reference, timed end to end */
    cpu_hits = g_array_new (FALSE, FALSE, sizeof (GstClHaarHit));
    cpu_rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
    cpu_weights = g_array_new (FALSE, FALSE, sizeof (gint));
    atlas = g_new (guint32, MAX (plan.plane_size * plan.n_planes, 1));
    t0 = g_get_monotonic_time ();
    if (opt_no_cpu && !opt_cpu_only) {
      opt_no_verify = TRUE;
    } else {
      gst_cl_haar_build_atlas_cpu (&plan, img, w, atlas);
      gst_cl_haar_scan_cpu (c, &plan, atlas, cpu_hits);
    }
    {
      GArray *tmp = g_array_new (FALSE, FALSE, sizeof (GstClHaarHit));

      g_array_append_vals (tmp, cpu_hits->data, cpu_hits->len);
      gst_cl_haar_group_hits (&plan, (GstClHaarHit *) tmp->data, tmp->len,
          params.min_neighbors, cpu_rects, cpu_weights);
      g_array_free (tmp, TRUE);
    }
    t_cpu = (g_get_monotonic_time () - t0) * 1e-3;
    sum_cpu += t_cpu;
    gst_cl_haar_sort_hits ((GstClHaarHit *) cpu_hits->data, cpu_hits->len);
    write_json (cpu_json, json_name, w, h, cpu_rects);

    if (opt_cpu_only) {
      g_print ("%-28s %4ux%-4u levels %2u windows %8" G_GUINT64_FORMAT
          " raw %5u faces %3u  cpu %8.2f ms\n", base, w, h, plan.n_levels,
          plan.n_windows, cpu_hits->len, cpu_rects->len, t_cpu);
      write_json (json, json_name, w, h, cpu_rects);
    } else if (plan.n_levels > 0) {
      DeviceRun run;
      GArray *gpu_hits = g_array_new (FALSE, FALSE, sizeof (GstClHaarHit));
      GArray *gpu_rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
      GArray *gpu_weights = g_array_new (FALSE, FALSE, sizeof (gint));
      gdouble *tk = g_new (gdouble, opt_runs), *td = g_new (gdouble, opt_runs),
          *tw = g_new (gdouble, opt_runs), *tr = g_new (gdouble, opt_runs),
          *tc = g_new (gdouble, opt_runs), *trw = g_new (gdouble, opt_runs),
          *tcl = g_new (gdouble, opt_runs), *tti = g_new (gdouble, opt_runs);
      guint64 bad_atlas = 0;
      gboolean hits_ok, rects_ok;
      const gboolean serial = dev.tuning.serial_pyramid;
      const gboolean serial_det = dev.tuning.serial_detect;
      gint k;

      setup_device_run (&dev, &run, c, &plan, w, h);
      if (!opt_no_verify) {
        /* the other pyramid builder and detection kernel (the GPU ones
         * on a CPU, and the other way round) must give the same
         * integrals and hits */
        run_device (&dev, &run, c, &plan, img, w, h, !serial, !serial_det,
            gpu_hits);
        bad_atlas = compare_atlas (&dev, &run, &plan, atlas);
        if (bad_atlas)
          g_print ("  %s pyramid differs\n", serial ? "rows" : "serial");
        gst_cl_haar_sort_hits ((GstClHaarHit *) gpu_hits->data,
            gpu_hits->len);
        if (!opt_no_cpu && !same_hits (cpu_hits, gpu_hits)) {
          g_print ("  hits differ with haar_detect%s\n",
              serial_det ? "" : "_serial");
          bad_atlas++;
        }
      }
      /* warm-up (and the run that is checked) */
      run_device (&dev, &run, c, &plan, img, w, h, serial, serial_det,
          gpu_hits);
      if (run.hit_count > opt_capacity)
        g_print ("  hit buffer overflow: %d hits, capacity %d\n",
            run.hit_count, opt_capacity);
      if (!opt_no_verify)
        bad_atlas += compare_atlas (&dev, &run, &plan, atlas);
      gst_cl_haar_sort_hits ((GstClHaarHit *) gpu_hits->data, gpu_hits->len);
      gst_cl_haar_group_hits (&plan, (GstClHaarHit *) gpu_hits->data,
          gpu_hits->len, params.min_neighbors, gpu_rects, gpu_weights);
      hits_ok = opt_no_cpu || same_hits (cpu_hits, gpu_hits);
      rects_ok = opt_no_cpu || same_rects (cpu_rects, gpu_rects);
      if (!hits_ok) {
        guint a = 0, b = 0, shown = 0;

        /* the first differences, both lists sorted */
        while ((a < cpu_hits->len || b < gpu_hits->len) && shown < 6) {
          GstClHaarHit *p = a < cpu_hits->len ?
              &g_array_index (cpu_hits, GstClHaarHit, a) : NULL;
          GstClHaarHit *q = b < gpu_hits->len ?
              &g_array_index (gpu_hits, GstClHaarHit, b) : NULL;
          gint d = p && q ? (p->level != q->level ? p->level - q->level :
              p->y != q->y ? p->y - q->y : p->x - q->x) : (p ? -1 : 1);

          if (d == 0) {
            a++;
            b++;
            continue;
          }
          if (d < 0) {
            g_print ("  cpu only: level %d x %d y %d\n", p->level, p->x,
                p->y);
            a++;
          } else {
            g_print ("  gpu only: level %d x %d y %d\n", q->level, q->x,
                q->y);
            b++;
          }
          shown++;
        }
      }

      for (k = 0; k < opt_runs; k++) {
        run_device (&dev, &run, c, &plan, img, w, h, serial, serial_det,
            gpu_hits);
        tk[k] = run.t_rows + run.t_cols + run.t_tilted + run.t_detect;
        td[k] = run.t_detect;
        tr[k] = run.t_rows + run.t_cols + run.t_tilted;
        tw[k] = run.t_wall;
        tc[k] = run.t_upload;
        trw[k] = run.t_rows;
        tcl[k] = run.t_cols;
        tti[k] = run.t_tilted;
      }
      g_print ("%-28s %4ux%-4u lv %2u win %8" G_GUINT64_FORMAT
          " raw %5u/%5u faces %3u/%3u atlas %s hits %s faces %s | cpu %8.2f "
          "ms | pyramid %7.3f detect %7.3f kernels %7.3f upload %6.3f "
          "wall %7.3f ms\n", base, w, h, plan.n_levels, plan.n_windows,
          cpu_hits->len, gpu_hits->len, cpu_rects->len, gpu_rects->len,
          opt_no_verify ? "-" : bad_atlas ? "BAD" : "ok",
          hits_ok ? "ok" : "DIFF", rects_ok ? "ok" : "DIFF", t_cpu,
          median (tr, opt_runs), median (td, opt_runs), median (tk, opt_runs),
          median (tc, opt_runs), median (tw, opt_runs));
      if (serial)
        g_print ("  %-26s serial pyramid %.3f tilted %.3f ms\n", "",
            median (trw, opt_runs), median (tti, opt_runs));
      else
        g_print ("  %-26s rows %.3f cols %.3f tilted %.3f ms\n", "",
            median (trw, opt_runs), median (tcl, opt_runs),
            median (tti, opt_runs));
      sum_kernels += median (tk, opt_runs);
      sum_detect += median (td, opt_runs);
      sum_wall += median (tw, opt_runs);
      if (bad_atlas || !hits_ok || !rects_ok)
        failures++;
      write_json (json, json_name, w, h, gpu_rects);

      teardown_device_run (&run);
      g_array_free (gpu_hits, TRUE);
      g_array_free (gpu_rects, TRUE);
      g_array_free (gpu_weights, TRUE);
      g_free (tk);
      g_free (td);
      g_free (tw);
      g_free (tr);
      g_free (tc);
      g_free (trw);
      g_free (tcl);
      g_free (tti);
    } else {
      write_json (json, json_name, w, h, cpu_rects);
    }

    g_free (base);
    g_free (name);
    g_free (atlas);
    g_array_free (cpu_hits, TRUE);
    g_array_free (cpu_rects, TRUE);
    g_array_free (cpu_weights, TRUE);
    gst_cl_haar_plan_clear (&plan);
    g_free (img);
  }

  g_print ("total: cpu reference %.2f ms", sum_cpu);
  if (!opt_cpu_only)
    g_print (", device kernels %.3f ms (detect %.3f), wall %.3f ms; %d "
        "image(s) disagree", sum_kernels, sum_detect, sum_wall, failures);
  g_print ("\n");

  if (json)
    fclose (json);
  if (cpu_json)
    fclose (cpu_json);
  if (!opt_cpu_only) {
    clReleaseKernel (dev.k_rows);
    clReleaseKernel (dev.k_cols);
    clReleaseKernel (dev.k_pyramid);
    clReleaseKernel (dev.k_tilted_a);
    clReleaseKernel (dev.k_tilted_b);
    clReleaseKernel (dev.k_detect);
    clReleaseKernel (dev.k_detect_serial);
    clReleaseProgram (dev.program);
    clReleaseCommandQueue (dev.queue);
    clReleaseContext (dev.context);
  }
  gst_cl_cascade_free (c);
  return failures ? 1 : 0;
}
