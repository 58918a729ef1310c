/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * clintegral: every integral is compared, bit for bit, with one computed
 * here on the CPU from the bytes that were pushed (sums modulo 2^32,
 * squares exact).  Also: every caps format, odd sizes and strides, size
 * changes, pass-through of the pixels, GstContext sharing, one upload per
 * pipeline, buffer recycling, and the errors a user can cause.
 *
 * Run with GST_CL_TEST_NO_PLATFORM=1 and OCL_ICD_VENDORS pointing to an
 * empty directory, the binary runs only test_no_opencl_platform (the ICD
 * loader reads OCL_ICD_VENDORS once per process: tests/check/meson.build
 * runs it as a separate test).
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"
#include "gstclintegralengine.h"

#define NO_PLATFORM_ENV "GST_CL_TEST_NO_PLATFORM"

/* Every value of the "method" property, with and without squares: the
 * loop tests run over (method, squared) pairs, so a method added to the
 * enum is tested without touching this file.  Filled by the suite. */
#define MAX_METHODS 16
static const gchar *method_nicks[MAX_METHODS];
static guint n_methods;
#define N_VARIANTS (2 * n_methods)
#define VARIANT_METHOD(i) (method_nicks[(i) / 2])
#define VARIANT_SQUARED(i) ((i) % 2 == 1)

static void
list_methods (void)
{
  GstElement *e = gst_element_factory_make ("clintegral", NULL);
  GParamSpec *pspec;
  GEnumClass *ec;
  guint i;

  /* (no fail_unless outside a test case: check has no context yet) */
  g_assert (e != NULL);
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (e), "method");
  g_assert (pspec != NULL && G_IS_PARAM_SPEC_ENUM (pspec));
  /* the class stays referenced: the nicks are its strings */
  ec = g_type_class_ref (pspec->value_type);
  n_methods = MIN (ec->n_values, MAX_METHODS);
  for (i = 0; i < n_methods; i++)
    method_nicks[i] = ec->values[i].value_nick;
  gst_object_unref (e);
}

/* ------------------------------------------------------------ helpers -- */

static GstHarness *
integral_harness_new (gboolean squared, const gchar * method,
    GstClContext * ctx)
{
  GstElement *e = gst_element_factory_make ("clintegral", NULL);
  GstHarness *h;

  fail_unless (e != NULL, "clintegral not found");
  g_object_set (e, "squared", squared, NULL);
  gst_util_set_object_arg (G_OBJECT (e), "method", method);
  if (ctx) {
    /* before the harness starts it: start() then finds the context set */
    GstContext *c = gst_context_new_cl_context (ctx);
    gst_element_set_context (e, c);
    gst_context_unref (c);
  }
  h = gst_harness_new_with_element (e, "sink", "src");
  gst_object_unref (e);
  return h;
}

/* byte offsets of R, G, B in a pixel, written out here independently of
 * the runtime's table */
static gboolean
rgb_offsets (GstVideoFormat f, guint * bpp, guint * r, guint * g, guint * b)
{
  static const struct
  {
    GstVideoFormat format;
    guint bpp, r, g, b;
  } table[] = {
    {GST_VIDEO_FORMAT_RGB, 3, 0, 1, 2}, {GST_VIDEO_FORMAT_BGR, 3, 2, 1, 0},
    {GST_VIDEO_FORMAT_RGBA, 4, 0, 1, 2}, {GST_VIDEO_FORMAT_RGBx, 4, 0, 1, 2},
    {GST_VIDEO_FORMAT_BGRA, 4, 2, 1, 0}, {GST_VIDEO_FORMAT_BGRx, 4, 2, 1, 0},
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (table); i++) {
    if (table[i].format == f) {
      *bpp = table[i].bpp, *r = table[i].r, *g = table[i].g, *b = table[i].b;
      return TRUE;
    }
  }
  return FALSE;
}

/* The luma the element must integrate, from the frame's bytes laid out as
 * @layout says: plane 0 for GRAY8/I420/NV12, OpenCV's cvtColor RGB2GRAY
 * (8 bit, 14-bit fixed point, rounded) for the RGB family. */
static guint8 *
reference_luma (const GstVideoInfo * layout, const guint8 * data)
{
  guint w = GST_VIDEO_INFO_WIDTH (layout), h = GST_VIDEO_INFO_HEIGHT (layout);
  const guint8 *p0 = data + layout->offset[0];
  gint stride = layout->stride[0];
  guint8 *luma = g_malloc ((gsize) w * h);
  guint bpp, r, g, b, x, y;

  if (!rgb_offsets (GST_VIDEO_INFO_FORMAT (layout), &bpp, &r, &g, &b)) {
    for (y = 0; y < h; y++)
      memcpy (luma + (gsize) y * w, p0 + (gsize) y * stride, w);
    return luma;
  }
  for (y = 0; y < h; y++) {
    const guint8 *row = p0 + (gsize) y * stride;
    for (x = 0; x < w; x++) {
      const guint8 *px = row + x * bpp;
      luma[(gsize) y * w + x] = (px[r] * 4899 + px[g] * 9617 + px[b] * 1868 +
          8192) >> 14;
    }
  }
  return luma;
}

/* Every plane's stride grown by @extra bytes (so odd strides too) and all
 * planes moved @lead bytes into the buffer; the buffer then needs a
 * GstVideoMeta to be read right. */
static void
layout_pad (GstVideoInfo * info, guint extra, gsize lead)
{
  const GstVideoFormatInfo *finfo = info->finfo;
  gsize off = lead;
  guint p;

  for (p = 0; p < GST_VIDEO_INFO_N_PLANES (info); p++) {
    gint comp[GST_VIDEO_MAX_COMPONENTS];
    gint ph;

    gst_video_format_info_component (finfo, p, comp);
    ph = GST_VIDEO_FORMAT_INFO_SCALE_HEIGHT (finfo, comp[0],
        GST_VIDEO_INFO_HEIGHT (info));
    info->stride[p] += extra;
    info->offset[p] = off;
    off += (gsize) info->stride[p] * ph;
  }
  info->size = off;
}

typedef struct
{
  GstVideoFormat format;
  guint width, height;
  /* bytes added to each stride and before the first plane; non-zero means
   * a GstVideoMeta describes the layout */
  guint extra_stride;
  gsize lead;
  /* -1: random bytes (padding included), else every byte this value */
  gint fill;
  /* the buffer is two GstMemory blocks, split inside the luma */
  gboolean split;
} FrameSpec;

/* A frame as @spec says, and (in @luma) the reference luma. */
static GstBuffer *
make_frame (const FrameSpec * spec, GRand * rand, guint8 ** luma)
{
  GstVideoInfo layout;
  GstBuffer *buf;
  GstMapInfo map;
  gsize i;

  fail_unless (gst_video_info_set_format (&layout, spec->format, spec->width,
          spec->height));
  if (spec->extra_stride || spec->lead)
    layout_pad (&layout, spec->extra_stride, spec->lead);

  buf = gst_buffer_new_allocate (NULL, layout.size, NULL);
  fail_unless (buf != NULL);
  fail_unless (gst_buffer_map (buf, &map, GST_MAP_WRITE));
  if (spec->fill >= 0) {
    memset (map.data, spec->fill, map.size);
  } else {
    for (i = 0; i + 4 <= map.size; i += 4) {
      guint32 v = g_rand_int (rand);
      memcpy (map.data + i, &v, 4);
    }
    for (; i < map.size; i++)
      map.data[i] = g_rand_int (rand);
  }
  if (luma)
    *luma = reference_luma (&layout, map.data);
  gst_buffer_unmap (buf, &map);

  if (spec->split) {
    /* cut inside the luma, not on a row boundary */
    gsize cut = layout.offset[0] + (gsize) layout.stride[0] *
        (spec->height / 2) + 1;
    GstBuffer *b2 = gst_buffer_new ();

    cut = MIN (cut, layout.size - 1);
    gst_buffer_append_memory (b2, gst_allocator_alloc (NULL, cut, NULL));
    gst_buffer_append_memory (b2, gst_allocator_alloc (NULL,
            layout.size - cut, NULL));
    fail_unless (gst_buffer_map (buf, &map, GST_MAP_READ));
    gst_buffer_fill (b2, 0, map.data, layout.size);
    gst_buffer_unmap (buf, &map);
    gst_buffer_unref (buf);
    buf = b2;
    fail_unless_equals_int (gst_buffer_n_memory (buf), 2);
  }

  if (spec->extra_stride || spec->lead)
    gst_buffer_add_video_meta_full (buf, GST_VIDEO_FRAME_FLAG_NONE,
        spec->format, spec->width, spec->height,
        GST_VIDEO_INFO_N_PLANES (&layout), layout.offset, layout.stride);
  return buf;
}

static GstCaps *
frame_caps (GstVideoFormat format, guint width, guint height)
{
  GstVideoInfo info;

  gst_video_info_set_format (&info, format, width, height);
  GST_VIDEO_INFO_FPS_N (&info) = 30;
  GST_VIDEO_INFO_FPS_D (&info) = 1;
  return gst_video_info_to_caps (&info);
}

/* Compares the integral meta of @buf with the integral of @luma computed
 * here, row by row (no full-size reference: 8192x8192 stays affordable).
 * @squared: the squared sums are expected and compared; otherwise they must
 * be absent. */
static void
check_integral (GstBuffer * buf, const guint8 * luma, guint w, guint h,
    gboolean squared, const gchar * what)
{
  GstClIntegralMeta *im = gst_buffer_get_cl_integral_meta (buf);
  gsize row = (gsize) w + 1;
  guint32 *sum, *colsum;
  guint64 *sq = NULL, *colsq;
  GError *err = NULL;
  guint x, y;

  fail_unless (im != NULL, "%s: no integral meta", what);
  fail_unless (im->width == w && im->height == h,
      "%s: meta is %ux%u, frame %ux%u", what, im->width, im->height, w, h);
  fail_unless (im->pitch >= w + 1, "%s: pitch %u", what, im->pitch);

  sum = g_malloc (row * (h + 1) * sizeof (guint32));
  fail_unless (gst_cl_integral_meta_read_sum (im, sum, 0, &err),
      "%s: read_sum: %s", what, err ? err->message : "?");
  if (squared) {
    sq = g_malloc (row * (h + 1) * sizeof (guint64));
    fail_unless (gst_cl_integral_meta_read_sqsum (im, sq, 0, &err),
        "%s: read_sqsum: %s", what, err ? err->message : "?");
  } else {
    fail_unless (im->sqsum == NULL, "%s: squares without squared=true", what);
    fail_if (gst_cl_integral_meta_read_sqsum (im, NULL, 0, &err));
    g_clear_error (&err);
  }

  for (x = 0; x <= w; x++) {
    fail_unless (sum[x] == 0, "%s: sum[0][%u] = %u", what, x, sum[x]);
    if (sq)
      fail_unless (sq[x] == 0, "%s: sqsum[0][%u] = %" G_GUINT64_FORMAT, what,
          x, sq[x]);
  }

  colsum = g_new0 (guint32, w);
  colsq = g_new0 (guint64, w);
  for (y = 0; y < h; y++) {
    const guint8 *in = luma + (gsize) y * w;
    const guint32 *srow = sum + (y + 1) * row;
    const guint64 *qrow = sq ? sq + (y + 1) * row : NULL;
    guint32 run = 0;
    guint64 runq = 0;

    fail_unless (srow[0] == 0, "%s: sum[%u][0] = %u", what, y + 1, srow[0]);
    if (qrow)
      fail_unless (qrow[0] == 0, "%s: sqsum[%u][0] = %" G_GUINT64_FORMAT,
          what, y + 1, qrow[0]);
    for (x = 0; x < w; x++) {
      guint v = in[x];

      colsum[x] += v;
      run += colsum[x];
      if (G_UNLIKELY (srow[x + 1] != run))
        fail ("%s: sum at x=%u y=%u (meta [%u][%u]) is %u, expected %u",
            what, x, y, y + 1, x + 1, srow[x + 1], run);
      if (qrow) {
        colsq[x] += v * v;
        runq += colsq[x];
        if (G_UNLIKELY (qrow[x + 1] != runq))
          fail ("%s: sqsum at x=%u y=%u is %" G_GUINT64_FORMAT ", expected %"
              G_GUINT64_FORMAT, what, x, y, qrow[x + 1], runq);
      }
    }
  }
  g_free (colsum);
  g_free (colsq);
  g_free (sum);
  g_free (sq);
}

/* Pushes a frame made after @spec (caps must be set), pulls it back and
 * checks its integral; returns the output buffer when @keep. */
static GstBuffer *
push_and_check (GstHarness * h, const FrameSpec * spec, GRand * rand,
    gboolean squared, const gchar * what, gboolean keep)
{
  guint8 *luma;
  GstBuffer *in = make_frame (spec, rand, &luma), *out;
  gchar *desc = g_strdup_printf ("%s %s %ux%u stride+%u lead %"
      G_GSIZE_FORMAT "%s", what, gst_video_format_to_string (spec->format),
      spec->width, spec->height, spec->extra_stride, spec->lead,
      spec->split ? " split" : "");

  fail_unless_equals_int (gst_harness_push (h, in), GST_FLOW_OK);
  out = gst_harness_pull (h);
  fail_unless (out != NULL, "%s: no output", desc);
  check_integral (out, luma, spec->width, spec->height, squared, desc);
  g_free (luma);
  g_free (desc);
  if (keep)
    return out;
  gst_buffer_unref (out);
  return NULL;
}

static void
set_caps_for (GstHarness * h, const FrameSpec * spec)
{
  gst_harness_set_src_caps (h, frame_caps (spec->format, spec->width,
          spec->height));
}

/* Pushes @repeat frames after each of @specs, in order, through one
 * harness of @squared and @method, and checks every integral; the random
 * pixels come from one generator seeded with @seed. */
static void
check_specs (const FrameSpec * specs, guint n_specs, guint repeat,
    gboolean squared, const gchar * method, GstClContext * ctx, guint32 seed,
    const gchar * what)
{
  GstHarness *h = integral_harness_new (squared, method, ctx);
  GRand *rand = g_rand_new_with_seed (seed);
  guint i, n;

  for (i = 0; i < n_specs; i++) {
    set_caps_for (h, &specs[i]);
    for (n = 0; n < repeat; n++)
      push_and_check (h, &specs[i], rand, squared, what, FALSE);
  }
  g_rand_free (rand);
  gst_harness_teardown (h);
}

/* ------------------------------------------------------ frame layouts -- */

/* The frames of the layout tests: each pushes its own, in order, through
 * one harness (the test says what it checks with them). */
typedef enum
{
  PADDED_STRIDE,
  SPLIT_MEMORY,
  SIZE_CHANGE,
  PASSTHROUGH,
  SHORT_BUFFERS,
} LayoutTest;

static const struct
{
  LayoutTest test;
  FrameSpec spec;
} layout_frames[] = {
  /* test_exact_padded_stride */
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_GRAY8, 333, 97, 37, 0, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_GRAY8, 1001, 17, 37, 0, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_GRAY8, 1, 777, 37, 0, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_GRAY8, 513, 1, 37, 0, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_GRAY8, 333, 97, 64, 13, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_GRAY8, 1, 1, 1, 1, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_I420, 333, 97, 37, 5, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_NV12, 1001, 17, 37, 0, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_RGB, 333, 97, 37, 3, -1, FALSE}},
  {PADDED_STRIDE, {GST_VIDEO_FORMAT_BGRx, 1001, 17, 37, 0, -1, FALSE}},
  /* test_exact_split_memory */
  {SPLIT_MEMORY, {GST_VIDEO_FORMAT_GRAY8, 333, 97, 0, 0, -1, TRUE}},
  {SPLIT_MEMORY, {GST_VIDEO_FORMAT_I420, 1001, 17, 0, 0, -1, TRUE}},
  {SPLIT_MEMORY, {GST_VIDEO_FORMAT_RGBA, 257, 129, 0, 0, -1, TRUE}},
  {SPLIT_MEMORY, {GST_VIDEO_FORMAT_GRAY8, 1, 777, 0, 0, -1, TRUE}},
  /* with a video meta the plane is mapped through the meta */
  {SPLIT_MEMORY, {GST_VIDEO_FORMAT_GRAY8, 333, 97, 37, 11, -1, TRUE}},
  {SPLIT_MEMORY, {GST_VIDEO_FORMAT_BGR, 199, 61, 5, 0, -1, TRUE}},
  /* test_size_change */
  {SIZE_CHANGE, {GST_VIDEO_FORMAT_GRAY8, 320, 240, 0, 0, -1, FALSE}},
  {SIZE_CHANGE, {GST_VIDEO_FORMAT_GRAY8, 177, 31, 0, 0, -1, FALSE}},
  {SIZE_CHANGE, {GST_VIDEO_FORMAT_GRAY8, 1280, 720, 0, 0, -1, FALSE}},
  /* another format too: the luma then comes from the conversion kernel */
  {SIZE_CHANGE, {GST_VIDEO_FORMAT_RGBx, 320, 240, 0, 0, -1, FALSE}},
  {SIZE_CHANGE, {GST_VIDEO_FORMAT_GRAY8, 320, 240, 0, 0, -1, FALSE}},
  /* test_passthrough */
  {PASSTHROUGH, {GST_VIDEO_FORMAT_GRAY8, 333, 97, 0, 0, -1, FALSE}},
  {PASSTHROUGH, {GST_VIDEO_FORMAT_I420, 333, 97, 37, 7, -1, FALSE}},
  {PASSTHROUGH, {GST_VIDEO_FORMAT_NV12, 64, 48, 0, 0, -1, FALSE}},
  {PASSTHROUGH, {GST_VIDEO_FORMAT_RGBA, 101, 33, 0, 0, -1, FALSE}},
  {PASSTHROUGH, {GST_VIDEO_FORMAT_BGR, 101, 33, 3, 0, -1, TRUE}},
  /* test_short_buffers */
  {SHORT_BUFFERS, {GST_VIDEO_FORMAT_GRAY8, 64, 48, 0, 0, -1, FALSE}},
  {SHORT_BUFFERS, {GST_VIDEO_FORMAT_I420, 333, 97, 0, 0, -1, FALSE}},
  {SHORT_BUFFERS, {GST_VIDEO_FORMAT_RGBx, 77, 13, 0, 0, -1, FALSE}},
};

/* The frames of @test, in order, into @specs (room for all of
 * layout_frames); returns how many. */
static guint
frames_of (LayoutTest test, FrameSpec * specs)
{
  guint i, n = 0;

  for (i = 0; i < G_N_ELEMENTS (layout_frames); i++)
    if (layout_frames[i].test == test)
      specs[n++] = layout_frames[i].spec;
  fail_unless (n > 0);
  return n;
}

/* ---------------------------------------------------------- exactness -- */

/* odd, degenerate and ordinary sizes; GRAY8 rows are padded to 4 bytes by
 * the default layout, so the odd widths have stride > width */
static const guint exact_sizes[][2] = {
  {1, 1}, {1, 777}, {513, 1}, {333, 97}, {1001, 17}, {2, 3}, {640, 480},
  {257, 129}, {4097, 5},
};

GST_START_TEST (test_exact_sizes)
{
  const gchar *method = VARIANT_METHOD (__i__);
  FrameSpec specs[G_N_ELEMENTS (exact_sizes)];
  guint i;

  for (i = 0; i < G_N_ELEMENTS (exact_sizes); i++) {
    FrameSpec spec = { GST_VIDEO_FORMAT_GRAY8, exact_sizes[i][0],
      exact_sizes[i][1], 0, 0, -1, FALSE
    };

    specs[i] = spec;
  }
  check_specs (specs, G_N_ELEMENTS (specs), 1, VARIANT_SQUARED (__i__),
      method, gst_cl_test_shared_ctx, 1 + __i__, method);
}

GST_END_TEST;

/* a GstVideoMeta with strides larger than the default (odd ones too) and
 * pixel (0, 0) not at the start of the buffer */
GST_START_TEST (test_exact_padded_stride)
{
  const gchar *method = VARIANT_METHOD (__i__);
  FrameSpec specs[G_N_ELEMENTS (layout_frames)];
  guint n = frames_of (PADDED_STRIDE, specs);

  check_specs (specs, n, 1, VARIANT_SQUARED (__i__), method,
      gst_cl_test_shared_ctx, 10 + __i__, method);
}

GST_END_TEST;

/* A buffer of two memory blocks: the luma cannot be wrapped in place and
 * goes through the copy path. */
GST_START_TEST (test_exact_split_memory)
{
  FrameSpec specs[G_N_ELEMENTS (layout_frames)];
  guint n = frames_of (SPLIT_MEMORY, specs);

  check_specs (specs, n, 1, TRUE, "strip", gst_cl_test_shared_ctx, 20,
      "split");
}

GST_END_TEST;

/* The CPU strip method with more strips than cores (3, 8 and 100 per
 * compute unit, up to its cap): every strip's first row takes the column
 * sums of all strips above it as its carry; frames lower than the strip
 * count, widths around the 16-column blocks and the 64-column blocks of
 * the column sums.  Sums and squares against a plain CPU sum. */
GST_START_TEST (test_exact_strip_counts)
{
  static const guint sizes[][2] = {
    {1, 1}, {15, 3}, {16, 40}, {17, 16}, {31, 33}, {64, 64}, {65, 101},
    {130, 257}, {333, 97},
  };
  static const guint per_cu[] = { 3, 8, 100 };
  gboolean squared = __i__ % 2;
  GRand *rand = g_rand_new_with_seed (30 + __i__);
  GstClIntegralEngine *engine =
      gst_cl_integral_engine_new (gst_cl_test_shared_ctx,
      GST_CL_INTEGRAL_METHOD_STRIP, squared);
  cl_command_queue queue = gst_cl_test_shared_ctx->queue;
  guint i;

  gst_cl_integral_engine_set_cpu_strips (engine, per_cu[__i__ / 2]);
  for (i = 0; i < G_N_ELEMENTS (sizes); i++) {
    guint w = sizes[i][0], h = sizes[i][1], pitch = 0, x, y;
    guint8 *luma = g_malloc (w * h);
    GstClSharedMem *sum = NULL, *sq = NULL;
    cl_mem src;
    guint32 *got;
    guint64 *gotq = NULL;

    for (x = 0; x < w * h; x++)
      luma[x] = g_rand_int_range (rand, 0, 256);
    src = clCreateBuffer (gst_cl_context_get_cl_context
        (gst_cl_test_shared_ctx), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
        w * h, luma, NULL);
    fail_unless (src != NULL);
    fail_unless (gst_cl_integral_engine_run (engine, src, w, w, h, &sum,
            squared ? &sq : NULL, &pitch, NULL));
    got = g_new (guint32, (gsize) pitch * (h + 1));
    fail_unless_equals_int (clEnqueueReadBuffer (queue, sum->mem, CL_TRUE, 0,
            sizeof (guint32) * pitch * (h + 1), got, 0, NULL, NULL),
        CL_SUCCESS);
    if (squared) {
      gotq = g_new (guint64, (gsize) pitch * (h + 1));
      fail_unless_equals_int (clEnqueueReadBuffer (queue, sq->mem, CL_TRUE,
              0, sizeof (guint64) * pitch * (h + 1), gotq, 0, NULL, NULL),
          CL_SUCCESS);
    }
    for (y = 0; y <= h; y++) {
      guint32 run = 0;
      guint64 runq = 0;

      for (x = 0; x <= w; x++) {
        guint32 above = y ? got[(gsize) (y - 1) * pitch + x] : 0;
        guint64 aboveq = y && gotq ? gotq[(gsize) (y - 1) * pitch + x] : 0;

        if (x && y) {
          guint8 p = luma[(y - 1) * w + x - 1];

          run += p;
          runq += (guint64) p * p;
        }
        fail_unless_equals_int (got[(gsize) y * pitch + x], above + run);
        if (gotq)
          fail_unless (gotq[(gsize) y * pitch + x] == aboveq + runq,
              "%ux%u, %u strips per unit: square at %u,%u", w, h,
              per_cu[__i__ / 2], x, y);
      }
    }
    gst_cl_shared_mem_unref (sum);
    if (sq)
      gst_cl_shared_mem_unref (sq);
    clReleaseMemObject (src);
    g_free (got);
    g_free (gotq);
    g_free (luma);
  }
  gst_cl_integral_engine_free (engine);
  g_rand_free (rand);
}

GST_END_TEST;

/* All-255 frames: sums wrap modulo 2^32 beyond 4096x4096 (compared modulo
 * 2^32), squares stay exact in 64 bits up to 8192x8192. */
static void
check_white (guint size, guint variant)
{
  gboolean squared = VARIANT_SQUARED (variant);
  const gchar *method = VARIANT_METHOD (variant);
  GstHarness *h =
      integral_harness_new (squared, method, gst_cl_test_shared_ctx);
  FrameSpec spec = { GST_VIDEO_FORMAT_GRAY8, size, size, 0, 0, 255, FALSE };
  GstBuffer *out;
  GstClIntegralMeta *im;
  guint32 corner;
  GError *err = NULL;

  set_caps_for (h, &spec);
  out = push_and_check (h, &spec, NULL, squared, method, TRUE);

  /* and the corner, written out: 255 * size^2 modulo 2^32 */
  im = gst_buffer_get_cl_integral_meta (out);
  if (size <= 4096) {
    guint32 *s = g_malloc ((gsize) (size + 1) * (size + 1) * 4);
    fail_unless (gst_cl_integral_meta_read_sum (im, s, 0, &err));
    corner = s[(gsize) (size + 1) * (size + 1) - 1];
    fail_unless_equals_uint64 (corner, (guint64) 255 * size * size);
    g_free (s);
  }
  gst_buffer_unref (out);
  gst_harness_teardown (h);
}

GST_START_TEST (test_exact_white_4096)
{
  check_white (4096, __i__);
}

GST_END_TEST;

GST_START_TEST (test_exact_white_8192)
{
  check_white (8192, __i__);
}

GST_END_TEST;

/* ------------------------------------------------------------- formats -- */

static const GstVideoFormat all_formats[] = {
  GST_VIDEO_FORMAT_GRAY8, GST_VIDEO_FORMAT_I420, GST_VIDEO_FORMAT_NV12,
  GST_VIDEO_FORMAT_RGB, GST_VIDEO_FORMAT_BGR, GST_VIDEO_FORMAT_RGBA,
  GST_VIDEO_FORMAT_BGRA, GST_VIDEO_FORMAT_RGBx, GST_VIDEO_FORMAT_BGRx,
};

GST_START_TEST (test_formats)
{
  static const guint sizes[][2] = { {333, 97}, {64, 48}, {1, 1}, {7, 1} };
  const gchar *method = VARIANT_METHOD (__i__);
  FrameSpec specs[G_N_ELEMENTS (all_formats) * G_N_ELEMENTS (sizes)];
  guint f, i;

  for (f = 0; f < G_N_ELEMENTS (all_formats); f++) {
    for (i = 0; i < G_N_ELEMENTS (sizes); i++) {
      FrameSpec spec = { all_formats[f], sizes[i][0], sizes[i][1], 0, 0, -1,
        FALSE
      };

      specs[f * G_N_ELEMENTS (sizes) + i] = spec;
    }
  }
  check_specs (specs, G_N_ELEMENTS (specs), 1, VARIANT_SQUARED (__i__),
      method, gst_cl_test_shared_ctx, 30 + __i__, method);
}

GST_END_TEST;

/* The template offers exactly the documented formats. */
GST_START_TEST (test_template_formats)
{
  GstElement *e = gst_element_factory_make ("clintegral", NULL);
  GstPad *pad = gst_element_get_static_pad (e, "sink");
  GstCaps *tmpl = gst_pad_get_pad_template_caps (pad);
  guint f;

  for (f = 0; f < G_N_ELEMENTS (all_formats); f++) {
    GstCaps *c = frame_caps (all_formats[f], 16, 16);
    fail_unless (gst_caps_can_intersect (c, tmpl), "%s not in the template",
        gst_video_format_to_string (all_formats[f]));
    gst_caps_unref (c);
  }
  gst_caps_unref (tmpl);
  gst_object_unref (pad);
  gst_object_unref (e);
}

GST_END_TEST;

/* ------------------------------------------------- stream behaviour -- */

GST_START_TEST (test_size_change)
{
  FrameSpec specs[G_N_ELEMENTS (layout_frames)];
  guint n = frames_of (SIZE_CHANGE, specs);

  check_specs (specs, n, 3, TRUE, "strip", NULL, 40, "size change");
}

GST_END_TEST;

/* The element analyses; the pixels (padding, chroma and alpha included)
 * come out as they went in, with their video meta. */
GST_START_TEST (test_passthrough)
{
  GstHarness *h =
      integral_harness_new (TRUE, "rows", gst_cl_test_shared_ctx);
  GRand *rand = g_rand_new_with_seed (50);
  FrameSpec specs[G_N_ELEMENTS (layout_frames)];
  guint i, n = frames_of (PASSTHROUGH, specs);

  for (i = 0; i < n; i++) {
    const FrameSpec *spec = &specs[i];
    GstBuffer *in = make_frame (spec, rand, NULL), *out;
    GstMapInfo map;
    gsize size = gst_buffer_get_size (in);
    guint8 *copy = g_malloc (size);
    GstVideoMeta *vin = gst_buffer_get_video_meta (in), *vout;

    gst_buffer_extract (in, 0, copy, size);
    set_caps_for (h, spec);
    fail_unless_equals_int (gst_harness_push (h, in), GST_FLOW_OK);
    out = gst_harness_pull (h);
    fail_unless (out != NULL);
    fail_unless (gst_buffer_get_cl_integral_meta (out) != NULL);
    fail_unless_equals_uint64 (gst_buffer_get_size (out), size);
    fail_unless (gst_buffer_map (out, &map, GST_MAP_READ));
    fail_unless (memcmp (map.data, copy, size) == 0,
        "%s: pixels changed", gst_video_format_to_string (spec->format));
    gst_buffer_unmap (out, &map);
    vout = gst_buffer_get_video_meta (out);
    fail_unless ((vin != NULL) == (vout != NULL));
    if (vout)
      fail_unless (vout->offset[0] == spec->lead &&
          vout->stride[0] == vin->stride[0]);
    g_free (copy);
    gst_buffer_unref (out);
  }
  g_rand_free (rand);
  gst_harness_teardown (h);
}

GST_END_TEST;

/* Reading into rows wider than the integral's leaves the gaps alone. */
GST_START_TEST (test_read_stride)
{
  FrameSpec spec = { GST_VIDEO_FORMAT_GRAY8, 77, 13, 0, 0, -1, FALSE };
  GstHarness *h = integral_harness_new (TRUE, "strip", gst_cl_test_shared_ctx);
  GRand *rand = g_rand_new_with_seed (60);
  GstBuffer *out;
  GstClIntegralMeta *im;
  guint32 *packed, *wide;
  guint64 *qpacked, *qwide;
  gsize row = spec.width + 1, wrow = row + 5;
  GError *err = NULL;
  guint y;

  set_caps_for (h, &spec);
  out = push_and_check (h, &spec, rand, TRUE, "read stride", TRUE);
  im = gst_buffer_get_cl_integral_meta (out);
  packed = g_new (guint32, row * (spec.height + 1));
  wide = g_new (guint32, wrow * (spec.height + 1));
  qpacked = g_new (guint64, row * (spec.height + 1));
  qwide = g_new (guint64, wrow * (spec.height + 1));
  memset (wide, 0xab, wrow * (spec.height + 1) * 4);
  memset (qwide, 0xab, wrow * (spec.height + 1) * 8);
  fail_unless (gst_cl_integral_meta_read_sum (im, packed, 0, &err));
  fail_unless (gst_cl_integral_meta_read_sum (im, wide, wrow * 4, &err));
  fail_unless (gst_cl_integral_meta_read_sqsum (im, qpacked, 0, &err));
  fail_unless (gst_cl_integral_meta_read_sqsum (im, qwide, wrow * 8, &err));
  for (y = 0; y <= spec.height; y++) {
    fail_unless (memcmp (packed + y * row, wide + y * wrow, row * 4) == 0);
    fail_unless (memcmp (qpacked + y * row, qwide + y * wrow, row * 8) == 0);
    fail_unless (wide[y * wrow + row] == 0xababababu);
  }
  /* a stride too small for a row is refused */
  fail_if (gst_cl_integral_meta_read_sum (im, wide, row * 4 - 4, &err));
  fail_unless (err != NULL);
  g_clear_error (&err);

  g_free (packed);
  g_free (wide);
  g_free (qpacked);
  g_free (qwide);
  gst_buffer_unref (out);
  g_rand_free (rand);
  gst_harness_teardown (h);
}

GST_END_TEST;

/* ------------------------------------------------ pipelines & context -- */

/* The context @element answers a context query with (referenced). */
static GstClContext *
query_cl_context (GstElement * element)
{
  GstQuery *q = gst_query_new_context (GST_CL_CONTEXT_TYPE_STR);
  GstContext *c = NULL;
  GstClContext *ctx = NULL;

  fail_unless (gst_element_query (element, q), "%s answered no context",
      GST_OBJECT_NAME (element));
  gst_query_parse_context (q, &c);
  fail_unless (c != NULL);
  fail_unless (gst_context_get_cl_context (c, &ctx));
  gst_query_unref (q);
  return ctx;
}

static GstElement *
get_child (GstElement * pipeline, const gchar * name)
{
  GstElement *e = gst_bin_get_by_name (GST_BIN (pipeline), name);
  fail_unless (e != NULL, "no element %s", name);
  return e;
}

/* Plays @p to EOS, then asks its elements "a" and "b" for the contexts
 * they use (referenced). */
static void
play_and_query_contexts (GstElement * p, GstClContext ** ca,
    GstClContext ** cb)
{
  GstElement *a = get_child (p, "a"), *b = get_child (p, "b");

  gst_cl_test_play_to_eos (p);
  *ca = query_cl_context (a);
  *cb = query_cl_context (b);
  gst_object_unref (a);
  gst_object_unref (b);
}

/* Two clintegral in a row share one GstClContext, made by one of them and
 * announced once; the frame goes to the device once. */
GST_START_TEST (test_context_shared)
{
  GstElement *p =
      gst_cl_test_pipeline_new ("videotestsrc num-buffers=6 pattern=snow ! "
      "video/x-raw,format=GRAY8,width=160,height=120 ! "
      "clintegral name=a ! clintegral name=b squared=true ! fakesink name=s");
  GstClContext *ca, *cb;
  GstContext *cached;
  GstClContext *cp = NULL;
  GstClTestContextWatch w;

  gst_cl_test_context_watch_start (&w, p, NULL);
  play_and_query_contexts (p, &ca, &cb);
  fail_unless (ca == cb, "a uses %p, b uses %p", ca, cb);
  fail_unless_equals_int (w.have_context, 1);
  fail_unless (g_ptr_array_index (w.announced, 0) == ca);
  /* the pipeline keeps the announced context for elements added later */
  cached = gst_element_get_context (p, GST_CL_CONTEXT_TYPE_STR);
  fail_unless (cached != NULL);
  fail_unless (gst_context_get_cl_context (cached, &cp));
  fail_unless (cp == ca);
  /* b recomputed (squared) but reused a's upload */
  fail_unless_equals_int64 (gst_cl_test_uploads (ca), 6);

  gst_object_unref (cp);
  gst_context_unref (cached);
  gst_object_unref (ca);
  gst_object_unref (cb);
  fail_unless_equals_int (gst_cl_test_context_watch_stop (&w, p),
      GST_STATE_CHANGE_SUCCESS);
  gst_object_unref (p);
}

GST_END_TEST;

/* Stopped and started again, the pipeline's elements get the context the
 * pipeline kept (persistent), and no second one is made. */
GST_START_TEST (test_context_restart)
{
  GstElement *p =
      gst_cl_test_pipeline_new ("videotestsrc num-buffers=2 ! "
      "video/x-raw,format=NV12,width=64,height=36 ! "
      "clintegral name=a ! clintegral name=b ! fakesink");
  GstClContext *ctx0 = NULL, *ca, *cb;
  GstClTestContextWatch w;
  guint run;

  gst_cl_test_context_watch_start (&w, p, NULL);
  for (run = 0; run < 3; run++) {
    play_and_query_contexts (p, &ca, &cb);
    fail_unless (ca == cb);
    if (!ctx0)
      ctx0 = gst_object_ref (ca);
    fail_unless (ca == ctx0, "run %u: another context", run);
    gst_object_unref (ca);
    gst_object_unref (cb);
    /* alternately all the way down and only to READY */
    fail_unless (gst_element_set_state (p, run % 2 ? GST_STATE_READY :
            GST_STATE_NULL) == GST_STATE_CHANGE_SUCCESS);
  }
  fail_unless_equals_int (w.have_context, 1);
  fail_unless_equals_int64 (gst_cl_test_uploads (ctx0), 6);

  fail_unless_equals_int (gst_cl_test_context_watch_stop (&w, p),
      GST_STATE_CHANGE_SUCCESS);
  gst_object_unref (ctx0);
  gst_object_unref (p);
}

GST_END_TEST;

/* Sets @name to @value (unset with %NULL), returns the old value. */
static gchar *
swap_env (const gchar * name, const gchar * value)
{
  gchar *old = g_strdup (g_getenv (name));

  if (value)
    g_setenv (name, value, TRUE);
  else
    g_unsetenv (name);
  return old;
}

/* A pipeline started after another one has gone takes the context the
 * first one opened (kept for the process, GST_CL_KEEP_CONTEXT), which holds
 * no device buffer and no staging buffer while no element uses it; with
 * GST_CL_KEEP_CONTEXT=0 each pipeline opens its own. */
GST_START_TEST (test_context_kept)
{
  const gchar *desc = "videotestsrc num-buffers=3 ! "
      "video/x-raw,format=GRAY8,width=64,height=48 ! "
      "clintegral name=a squared=true ! fakesink";
  GstClContext *kept_ctx = NULL, *c;
  gint baseline = gst_cl_live_buffer_count ();
  gchar *saved = swap_env ("GST_CL_KEEP_CONTEXT", "1");
  guint run, i;

  for (run = 0; run < 3; run++) {
    GstElement *p = gst_cl_test_pipeline_new (desc);
    GstElement *a = get_child (p, "a");
    gboolean kept = run < 2;

    if (!kept)
      g_setenv ("GST_CL_KEEP_CONTEXT", "0", TRUE);
    gst_cl_test_play_to_eos (p);
    c = query_cl_context (a);
    fail_unless_equals_int (gst_cl_context_is_kept (c), kept);
    if (!kept_ctx)
      kept_ctx = gst_object_ref (c);
    else if (kept)
      fail_unless (c == kept_ctx, "run %u: another context", run);
    else
      fail_if (c == kept_ctx, "the kept context with GST_CL_KEEP_CONTEXT=0");
    gst_object_unref (c);
    gst_element_set_state (p, GST_STATE_NULL);
    gst_object_unref (a);
    gst_object_unref (p);

    /* nothing uses the kept context: it holds no buffer (one released by
     * a streaming thread a moment after the join included) */
    for (i = 0; i < 500 && gst_cl_live_buffer_count () != baseline; i++)
      g_usleep (10000);
    fail_unless_equals_int (gst_cl_live_buffer_count (), baseline);
    g_mutex_lock (&kept_ctx->lock);
    fail_unless_equals_int (kept_ctx->free_buffers.length, 0);
    fail_unless_equals_int (kept_ctx->staging->len, 0);
    g_mutex_unlock (&kept_ctx->lock);
  }
  /* the run's own setting back */
  g_free (swap_env ("GST_CL_KEEP_CONTEXT", saved));
  g_free (saved);
  gst_object_unref (kept_ctx);
}

GST_END_TEST;

/* An application answering NEED_CONTEXT hands its own context to the
 * elements: both use it, and none makes or announces another. */
GST_START_TEST (test_context_from_application)
{
  GstElement *p =
      gst_cl_test_pipeline_new ("videotestsrc num-buffers=4 ! "
      "video/x-raw,format=I420,width=96,height=64 ! "
      "clintegral name=a ! clintegral name=b ! fakesink");
  GstClContext *app, *ca, *cb;
  GError *err = NULL;
  GstClTestContextWatch w;

  app = gst_cl_context_new (NULL, &err);
  fail_unless (app != NULL);
  gst_cl_test_context_watch_start (&w, p, app);
  play_and_query_contexts (p, &ca, &cb);
  fail_unless (ca == app, "a uses %p, not the application's %p", ca, app);
  fail_unless (cb == app, "b uses %p, not the application's %p", cb, app);
  fail_unless (w.need_context >= 1);
  fail_unless_equals_int (w.have_context, 0);
  fail_unless_equals_int64 (gst_cl_test_uploads (app), 4);

  gst_object_unref (ca);
  gst_object_unref (cb);
  fail_unless_equals_int (gst_cl_test_context_watch_stop (&w, p),
      GST_STATE_CHANGE_SUCCESS);
  gst_object_unref (p);
  gst_object_unref (app);
}

GST_END_TEST;

/* clintegral ! clintegral over N frames of appsrc: the application's
 * context counts N uploads whether the second element reuses the first's
 * integral (same properties) or computes its own (squares asked for), and
 * the integrals at the end are exact. */
GST_START_TEST (test_upload_once_per_pipeline)
{
  static const struct
  {
    const gchar *first, *second, *extra;
    GstVideoFormat format;
    gboolean squared_out;
  } v[] = {
    {"squared=false", "squared=true", "", GST_VIDEO_FORMAT_GRAY8, TRUE},
    {"squared=false", "squared=false", "", GST_VIDEO_FORMAT_GRAY8, FALSE},
    {"method=rows", "method=strip squared=true", "", GST_VIDEO_FORMAT_BGRA,
        TRUE},
    {"squared=true", "squared=false method=rows", "", GST_VIDEO_FORMAT_I420,
        TRUE},
    /* a tee: the second clintegral gets a copy of the buffer sharing its
     * memory, and the metas with it */
    {"squared=false ! tee name=t ! queue", "squared=true",
        "t. ! queue ! fakesink", GST_VIDEO_FORMAT_RGB, TRUE},
  };
  const guint n = 7, width = 211, height = 67;
  gchar *desc = g_strdup_printf ("appsrc name=src format=time ! "
      "clintegral %s ! clintegral %s ! appsink name=sink sync=false %s",
      v[__i__].first, v[__i__].second, v[__i__].extra);
  GstElement *p = gst_cl_test_pipeline_new (desc);
  GstElement *src = get_child (p, "src"), *sink = get_child (p, "sink");
  GstCaps *caps = frame_caps (v[__i__].format, width, height);
  GRand *rand = g_rand_new_with_seed (70 + __i__);
  guint8 *luma[7];
  GstClContext *app;
  GError *err = NULL;
  GstFlowReturn ret;
  GstClTestContextWatch w;
  guint i;

  app = gst_cl_context_new (NULL, &err);
  fail_unless (app != NULL);
  gst_cl_test_context_watch_start (&w, p, app);
  g_object_set (src, "caps", caps, "max-bytes", (guint64) 0, NULL);
  gst_caps_unref (caps);

  for (i = 0; i < n; i++) {
    FrameSpec spec = { v[__i__].format, width, height, 0, 0, -1, FALSE };
    GstBuffer *buf = make_frame (&spec, rand, &luma[i]);

    GST_BUFFER_PTS (buf) = i * GST_SECOND / 30;
    GST_BUFFER_DURATION (buf) = GST_SECOND / 30;
    g_signal_emit_by_name (src, "push-buffer", buf, &ret);
    gst_buffer_unref (buf);
    fail_unless_equals_int (ret, GST_FLOW_OK);
  }
  g_signal_emit_by_name (src, "end-of-stream", &ret);
  fail_unless_equals_int (ret, GST_FLOW_OK);

  fail_unless (gst_element_set_state (p, GST_STATE_PLAYING) !=
      GST_STATE_CHANGE_FAILURE);
  for (i = 0; i < n; i++) {
    GstSample *sample = NULL;

    g_signal_emit_by_name (sink, "try-pull-sample", 60 * GST_SECOND, &sample);
    fail_unless (sample != NULL, "frame %u missing", i);
    check_integral (gst_sample_get_buffer (sample), luma[i], width, height,
        v[__i__].squared_out, "chain");
    gst_sample_unref (sample);
    g_free (luma[i]);
  }
  gst_cl_test_play_to_eos (p);
  fail_unless_equals_int64 (gst_cl_test_uploads (app), n);
  fail_unless_equals_int (w.have_context, 0);

  fail_unless_equals_int (gst_cl_test_context_watch_stop (&w, p),
      GST_STATE_CHANGE_SUCCESS);
  g_rand_free (rand);
  g_free (desc);
  gst_object_unref (src);
  gst_object_unref (sink);
  gst_object_unref (p);
  gst_object_unref (app);
}

GST_END_TEST;

/* After the first frames, frames of the same size allocate nothing on the
 * device: the integrals' buffers come back to the context's pool. */
GST_START_TEST (test_buffer_recycling)
{
  static const GstVideoFormat formats[] = { GST_VIDEO_FORMAT_GRAY8,
    GST_VIDEO_FORMAT_RGBA
  };
  gboolean squared = VARIANT_SQUARED (__i__);
  const gchar *method = VARIANT_METHOD (__i__);
  GRand *rand = g_rand_new_with_seed (80 + __i__);
  guint f, i;

  for (f = 0; f < G_N_ELEMENTS (formats); f++) {
    GError *err = NULL;
    GstClContext *ctx = gst_cl_context_new (NULL, &err);
    GstHarness *h;
    FrameSpec spec = { formats[f], 300, 200, 0, 0, -1, FALSE };
    gint64 allocs;

    fail_unless (ctx != NULL);
    h = integral_harness_new (squared, method, ctx);
    set_caps_for (h, &spec);
    for (i = 0; i < 3; i++)
      push_and_check (h, &spec, rand, squared, "warm-up", FALSE);
    allocs = gst_cl_test_buffer_allocs (ctx);
    fail_unless (allocs > 0);
    for (i = 0; i < 12; i++)
      push_and_check (h, &spec, rand, squared, "steady", FALSE);
    fail_unless_equals_int64 (gst_cl_test_buffer_allocs (ctx),
        allocs);
    fail_unless_equals_int64 (gst_cl_test_uploads (ctx), 15);
    gst_harness_teardown (h);
    gst_object_unref (ctx);
  }
  g_rand_free (rand);
}

GST_END_TEST;

/* Checks the integral of a pipeline's output buffer against the luma of
 * that very buffer (whatever happened to the pixels on the way). */
static void
check_integral_of_sample (GstSample * sample, gboolean squared,
    const gchar * what)
{
  GstBuffer *buf = gst_sample_get_buffer (sample);
  GstVideoInfo info;
  GstVideoFrame frame;
  GstVideoInfo layout;
  guint8 *luma;

  fail_unless (gst_video_info_from_caps (&info, gst_sample_get_caps (sample)));
  fail_unless (gst_video_frame_map (&frame, &info, buf, GST_MAP_READ));
  /* the frame's actual layout (a video meta may say otherwise than info) */
  layout = frame.info;
  layout.offset[0] = 0;
  luma = reference_luma (&layout, GST_VIDEO_FRAME_PLANE_DATA (&frame, 0));
  gst_video_frame_unmap (&frame);
  check_integral (buf, luma, GST_VIDEO_INFO_WIDTH (&info),
      GST_VIDEO_INFO_HEIGHT (&info), squared, what);
  g_free (luma);
}

/* An element between two clintegral that changes the pixels (a new buffer
 * with the metas copied, or the same buffer written in place): the second
 * clintegral must integrate the new pixels, not reuse what the first one
 * left on the buffer. */
GST_START_TEST (test_pixels_changed_between)
{
  static const struct
  {
    const gchar *middle, *second;
    gboolean squared_out;
  } v[] = {
    {"videoflip method=rotate-180", "clintegral", FALSE},
    {"videoflip method=rotate-180", "clintegral squared=true", TRUE},
    {"videobalance brightness=0.3 contrast=0.7", "clintegral", FALSE},
    {"videobalance brightness=0.3 contrast=0.7", "clintegral squared=true",
        TRUE},
  };
  gchar *desc = g_strdup_printf ("videotestsrc num-buffers=3 pattern=snow ! "
      "video/x-raw,format=I420,width=160,height=90 ! clintegral ! %s ! %s ! "
      "appsink name=sink sync=false", v[__i__].middle, v[__i__].second);
  GstElement *p, *sink;
  GstSample *sample;
  guint n = 0;

  if (!gst_registry_check_feature_version (gst_registry_get (),
          "videoflip", 1, 0, 0) ||
      !gst_registry_check_feature_version (gst_registry_get (),
          "videobalance", 1, 0, 0)) {
    GST_WARNING ("videoflip or videobalance missing, skipping");
    g_free (desc);
    return;
  }
  p = gst_cl_test_pipeline_new (desc);
  sink = get_child (p, "sink");
  fail_unless (gst_element_set_state (p, GST_STATE_PLAYING) !=
      GST_STATE_CHANGE_FAILURE);
  while (TRUE) {
    /* (pull-sample would wait forever after an error) */
    g_signal_emit_by_name (sink, "try-pull-sample", 60 * GST_SECOND, &sample);
    if (!sample)
      break;
    check_integral_of_sample (sample, v[__i__].squared_out, v[__i__].middle);
    gst_sample_unref (sample);
    n++;
  }
  gst_cl_test_play_to_eos (p);
  fail_unless_equals_int (n, 3);
  gst_element_set_state (p, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (p);
  g_free (desc);
}

GST_END_TEST;

/* The uploads of discrete GPUs (GST_CL_CHOICE_STAGED_UPLOADS forced makes
 * any device take them): clintegral offers upstream a pool of the context's pinned memory;
 * videotestsrc, videoconvert and vp8dec write their frames there and each
 * is uploaded straight from it (no staging copy); the integrals are exact,
 * odd sizes (padded rows) included.  With GST_CL_CHOICE_PINNED_POOL
 * forced off no pool is offered and every frame goes through a staging buffer. */
GST_START_TEST (test_pinned_pool)
{
  static const struct
  {
    const gchar *format, *producer;
    guint w, h;
  } cases[] = {
    {"I420", "", 320, 240},
    {"I420", "", 322, 181},
    {"RGBA", "! videoconvert ! video/x-raw,format=I420", 322, 181},
    {"I420", "! vp8enc deadline=1 ! vp8dec", 322, 182},
  };
  const gboolean pool = __i__ == 1;
  /* G_MININT: not forced (gst_cl_choice() returns its default) */
  gint old_upload = gst_cl_choice (GST_CL_CHOICE_STAGED_UPLOADS, G_MININT);
  gint old_pool = gst_cl_choice (GST_CL_CHOICE_PINNED_POOL, G_MININT);
  guint k;

  gst_cl_choice_force (GST_CL_CHOICE_STAGED_UPLOADS, 1);
  gst_cl_choice_force (GST_CL_CHOICE_PINNED_POOL, pool);

  for (k = 0; k < G_N_ELEMENTS (cases); k++) {
    gchar *desc = g_strdup_printf ("videotestsrc num-buffers=6 pattern=ball "
        "! video/x-raw,format=%s,width=%u,height=%u %s ! clintegral "
        "squared=true ! appsink name=sink sync=false", cases[k].format,
        cases[k].w, cases[k].h, cases[k].producer);
    GstElement *p = gst_cl_test_pipeline_new (desc);
    GstElement *sink = get_child (p, "sink");
    GError *err = NULL;
    GstClContext *app = gst_cl_context_new (NULL, &err);
    GstSample *sample;
    GstClTestContextWatch w;
    guint n = 0;

    fail_unless (app != NULL && app->staged_uploads);
    gst_cl_test_context_watch_start (&w, p, app);
    fail_unless (gst_element_set_state (p, GST_STATE_PLAYING) !=
        GST_STATE_CHANGE_FAILURE);
    while (TRUE) {
      GstBuffer *buf;

      g_signal_emit_by_name (sink, "try-pull-sample", 60 * GST_SECOND,
          &sample);
      if (!sample)
        break;
      buf = gst_sample_get_buffer (sample);
      fail_unless_equals_int (gst_buffer_n_memory (buf), 1);
      fail_unless ((gst_cl_pinned_memory_peek (gst_buffer_peek_memory (buf,
                      0), app) != NULL) == pool, "%s: frame %u %s pinned",
          desc, n, pool ? "not" : "is");
      check_integral_of_sample (sample, TRUE, desc);
      gst_sample_unref (sample);
      n++;
    }
    gst_cl_test_play_to_eos (p);
    fail_unless_equals_int (n, 6);
    fail_unless_equals_int64 (gst_cl_test_uploads (app), 6);
    fail_unless_equals_int (g_atomic_int_get (&app->pinned_uploads),
        pool ? 6 : 0);
    fail_unless_equals_int (gst_cl_test_context_watch_stop (&w, p),
        GST_STATE_CHANGE_SUCCESS);
    gst_object_unref (sink);
    gst_object_unref (p);
    gst_object_unref (app);
    g_free (desc);
  }
  gst_cl_choice_force (GST_CL_CHOICE_STAGED_UPLOADS, old_upload);
  gst_cl_choice_force (GST_CL_CHOICE_PINNED_POOL, old_pool);
}

GST_END_TEST;

/* ----------------------------------------------------------- bad input -- */

/* clintegral device=@device fails to start: the device is not found, the
 * message holds @named and the list of the devices found.  Returns the
 * message. */
static gchar *
expect_device_not_found (const gchar * device, const gchar * named)
{
  gchar *desc = g_strdup_printf ("videotestsrc num-buffers=1 ! "
      "clintegral device=%s ! fakesink", device);
  gchar *dbg = NULL, *text;
  GError *err = gst_cl_test_expect_start_failure (desc, "clintegral", &dbg);

  fail_unless (g_error_matches (err, GST_RESOURCE_ERROR,
          GST_RESOURCE_ERROR_NOT_FOUND), "%s", err->message);
  fail_unless (strstr (err->message, named) != NULL, "%s", err->message);
  fail_unless (strstr (err->message, "Devices found") != NULL, "%s",
      err->message);
  text = g_strdup (err->message);
  g_error_free (err);
  g_free (dbg);
  g_free (desc);
  return text;
}

GST_START_TEST (test_unknown_device_name)
{
  gchar *text = expect_device_not_found ("nosuchdevice", "nosuchdevice");

  /* and the device that is there is listed */
  fail_unless (strstr (text, "0: ") != NULL, "%s", text);
  g_free (text);
}

GST_END_TEST;

GST_START_TEST (test_device_index_out_of_range)
{
  g_free (expect_device_not_found ("99", "\"99\""));
}

GST_END_TEST;

/* A device chosen by index 0 and by a name substring works. */
GST_START_TEST (test_device_by_index_and_name)
{
  GError *err = NULL;
  GstClContext *ctx = gst_cl_context_new ("0", &err);
  gchar *name, *desc;
  GstElement *p;

  fail_unless (ctx != NULL);
  /* a piece of the device name, in the other case */
  name = g_ascii_strup (ctx->device_name, MIN (strlen (ctx->device_name), 6));
  desc = g_strdup_printf ("videotestsrc num-buffers=2 ! "
      "video/x-raw,format=GRAY8,width=32,height=32 ! "
      "clintegral device=0 ! clintegral device=\"%s\" ! fakesink", name);
  p = gst_cl_test_pipeline_new (desc);
  gst_cl_test_play_to_eos (p);
  gst_element_set_state (p, GST_STATE_NULL);
  gst_object_unref (p);
  g_free (desc);
  g_free (name);
  gst_object_unref (ctx);
}

GST_END_TEST;

static void
expect_element_error (GstBus * bus, GQuark domain, const gchar * what)
{
  GstMessage *msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
  GError *err = NULL;

  fail_unless (msg != NULL, "%s: no error message", what);
  gst_message_parse_error (msg, &err, NULL);
  fail_unless (err->domain == domain, "%s: %s", what, err->message);
  GST_INFO ("%s: %s", what, err->message);
  g_error_free (err);
  gst_message_unref (msg);
}

/* Caps the element does not take are refused at negotiation. */
GST_START_TEST (test_unsupported_caps)
{
  static const gchar *bad[] = {
    "video/x-raw,format=YUY2,width=64,height=48,framerate=30/1",
    "video/x-raw,format=GRAY16_LE,width=64,height=48,framerate=30/1",
    "video/x-bayer,format=rggb,width=64,height=48,framerate=30/1",
    "video/x-raw,format=GRAY8,width=16385,height=8,framerate=30/1",
    "audio/x-raw,format=S16LE,rate=48000,channels=1,layout=interleaved",
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad); i++) {
    GstHarness *h =
        integral_harness_new (FALSE, "strip", gst_cl_test_shared_ctx);
    GstCaps *caps = gst_caps_from_string (bad[i]);
    GstPad *sinkpad = gst_element_get_static_pad (h->element, "sink");
    GstBuffer *buf = gst_buffer_new_allocate (NULL, 64 * 48 * 2, NULL);
    GstSegment seg;

    fail_unless (caps != NULL);
    fail_if (gst_pad_query_accept_caps (sinkpad, caps), "%s accepted",
        bad[i]);
    /* (a sticky event is stored whatever the peer says: look at the pad) */
    gst_pad_push_event (h->srcpad, gst_event_new_caps (caps));
    fail_if (gst_pad_has_current_caps (sinkpad), "%s: caps taken", bad[i]);
    gst_segment_init (&seg, GST_FORMAT_TIME);
    gst_pad_push_event (h->srcpad, gst_event_new_segment (&seg));
    fail_unless_equals_int (gst_harness_push (h, buf),
        GST_FLOW_NOT_NEGOTIATED);
    fail_unless_equals_int (gst_harness_buffers_received (h), 0);
    gst_caps_unref (caps);
    gst_object_unref (sinkpad);
    gst_harness_teardown (h);
  }
}

GST_END_TEST;

/* Buffers too small for their caps: a flow error and an element error,
 * then the stream goes on with good frames. */
GST_START_TEST (test_short_buffers)
{
  GRand *rand = g_rand_new_with_seed (90);
  FrameSpec specs[G_N_ELEMENTS (layout_frames)];
  guint i, n = frames_of (SHORT_BUFFERS, specs);

  for (i = 0; i < n; i++) {
    const FrameSpec *spec = &specs[i];
    GstHarness *h =
        integral_harness_new (TRUE, "strip", gst_cl_test_shared_ctx);
    GstBus *bus = gst_cl_test_harness_bus (h);
    GstVideoInfo info;
    GstBuffer *buf;

    gst_video_info_set_format (&info, spec->format, spec->width,
        spec->height);
    set_caps_for (h, spec);

    /* empty */
    fail_unless_equals_int (gst_harness_push (h, gst_buffer_new ()),
        GST_FLOW_ERROR);
    expect_element_error (bus, GST_STREAM_ERROR, "empty buffer");

    /* one byte short */
    buf = gst_buffer_new_allocate (NULL, info.size - 1, NULL);
    gst_buffer_memset (buf, 0, 7, info.size - 1);
    fail_unless_equals_int (gst_harness_push (h, buf), GST_FLOW_ERROR);
    expect_element_error (bus, GST_STREAM_ERROR, "short buffer");

    /* half of the luma */
    buf = gst_buffer_new_allocate (NULL, info.stride[0] * spec->height / 2,
        NULL);
    gst_buffer_memset (buf, 0, 7, gst_buffer_get_size (buf));
    fail_unless_equals_int (gst_harness_push (h, buf), GST_FLOW_ERROR);
    expect_element_error (bus, GST_STREAM_ERROR, "half buffer");

    fail_unless_equals_int (gst_harness_buffers_received (h), 0);
    /* the element is still usable */
    push_and_check (h, spec, rand, TRUE, "after errors", FALSE);

    gst_element_set_bus (h->element, NULL);
    gst_object_unref (bus);
    gst_harness_teardown (h);
  }
  g_rand_free (rand);
}

GST_END_TEST;

/* A video meta describing more bytes than the buffer holds is refused as
 * well (it is not read past its end). */
GST_START_TEST (test_video_meta_past_end)
{
  GstHarness *h = integral_harness_new (FALSE, "strip", gst_cl_test_shared_ctx);
  GstBus *bus = gst_cl_test_harness_bus (h);
  gsize offset[GST_VIDEO_MAX_PLANES] = { 0, };
  gint stride[GST_VIDEO_MAX_PLANES] = { 0, };
  GstBuffer *buf;

  gst_harness_set_src_caps (h, frame_caps (GST_VIDEO_FORMAT_GRAY8, 64, 48));
  /* stride 128 needs 128 * 47 + 64 bytes: give 64 * 48 */
  buf = gst_buffer_new_allocate (NULL, 64 * 48, NULL);
  gst_buffer_memset (buf, 0, 1, 64 * 48);
  stride[0] = 128;
  gst_buffer_add_video_meta_full (buf, GST_VIDEO_FRAME_FLAG_NONE,
      GST_VIDEO_FORMAT_GRAY8, 64, 48, 1, offset, stride);
  fail_unless_equals_int (gst_harness_push (h, buf), GST_FLOW_ERROR);
  expect_element_error (bus, GST_STREAM_ERROR, "video meta past the end");

  gst_element_set_bus (h->element, NULL);
  gst_object_unref (bus);
  gst_harness_teardown (h);
}

GST_END_TEST;

/* ---------------------------------------------------------- no platform -- */

/* Run by the "clintegral-no-platform" test, with OCL_ICD_VENDORS pointing
 * to an empty directory: the plugin still loads and registers clintegral,
 * and the element fails at start, saying why. */
GST_START_TEST (test_no_opencl_platform)
{
  GstElementFactory *f;
  GstElement *e;
  GError *err = NULL;
  gchar *list, *dbg = NULL;
  const gchar *vendors = g_getenv ("OCL_ICD_VENDORS");

  fail_unless (vendors != NULL && g_file_test (vendors, G_FILE_TEST_IS_DIR),
      "OCL_ICD_VENDORS must name an (empty) directory");

  f = gst_element_factory_find ("clintegral");
  fail_unless (f != NULL, "clintegral not registered without OpenCL");
  e = gst_element_factory_create (f, NULL);
  fail_unless (e != NULL);
  gst_object_unref (e);
  gst_object_unref (f);

  fail_if (gst_cl_context_new (NULL, &err) != NULL);
  fail_unless (g_error_matches (err, GST_CL_ERROR, GST_CL_ERROR_NO_PLATFORM),
      "%s", err ? err->message : "?");
  g_clear_error (&err);
  list = gst_cl_context_list_devices ();
  fail_unless (strstr (list, "No OpenCL platform found") != NULL, "%s", list);
  g_free (list);

  err =

               gst_cl_test_expect_start_failure ("videotestsrc num-buffers=1 ! clintegral ! "
      "fakesink", "clintegral", &dbg);
  fail_unless (g_error_matches (err, GST_RESOURCE_ERROR,
          GST_RESOURCE_ERROR_NOT_FOUND), "%s", err->message);
  fail_unless (strstr (err->message, "No OpenCL platform found") != NULL,
      "%s", err->message);
  g_error_free (err);
  g_free (dbg);
}

GST_END_TEST;

static const GstClTest no_platform_tests[] = {
  GST_CL_TCASE ("noplatform", NULL, NULL),
  GST_CL_TEST (test_no_opencl_platform),
  {NULL}
};

static Suite *
clintegral_suite (void)
{
  /* the device comes from the tests, not from the user's shell */
  g_unsetenv (GST_CL_DEVICE_ENV);

  if (g_getenv (NO_PLATFORM_ENV))
    return gst_cl_test_suite_new ("clintegral", no_platform_tests);

  list_methods ();
  {
    /* not static: N_VARIANTS is known once list_methods() has run */
    const GstClTest tests[] = {
      GST_CL_TCASE ("exactness", gst_cl_test_shared_ctx_setup,
          gst_cl_test_shared_ctx_teardown),
      GST_CL_LOOP_TEST (test_exact_sizes, N_VARIANTS),
      GST_CL_LOOP_TEST (test_exact_padded_stride, N_VARIANTS),
      GST_CL_TEST (test_exact_split_memory),
      GST_CL_LOOP_TEST (test_exact_strip_counts, 6),
      GST_CL_LOOP_TEST (test_formats, N_VARIANTS),
      GST_CL_TEST (test_template_formats),
      GST_CL_LOOP_TEST (test_exact_white_4096, N_VARIANTS),
      GST_CL_LOOP_TEST (test_exact_white_8192, N_VARIANTS),

      GST_CL_TCASE ("stream", gst_cl_test_shared_ctx_setup,
          gst_cl_test_shared_ctx_teardown),
      GST_CL_TEST (test_size_change),
      GST_CL_TEST (test_passthrough),
      GST_CL_TEST (test_read_stride),
      GST_CL_LOOP_TEST (test_buffer_recycling, N_VARIANTS),

      GST_CL_TCASE ("context", NULL, NULL),
      GST_CL_TEST (test_context_shared),
      GST_CL_TEST (test_context_restart),
      GST_CL_TEST (test_context_kept),
      GST_CL_TEST (test_context_from_application),
      GST_CL_LOOP_TEST (test_pinned_pool, 2),
      GST_CL_LOOP_TEST (test_upload_once_per_pipeline, 5),
      GST_CL_LOOP_TEST (test_pixels_changed_between, 4),

      GST_CL_TCASE ("errors", gst_cl_test_shared_ctx_setup,
          gst_cl_test_shared_ctx_teardown),
      GST_CL_TEST (test_unknown_device_name),
      GST_CL_TEST (test_device_index_out_of_range),
      GST_CL_TEST (test_device_by_index_and_name),
      GST_CL_TEST (test_unsupported_caps),
      GST_CL_TEST (test_short_buffers),
      GST_CL_TEST (test_video_meta_past_end),
      {NULL}
    };

    return gst_cl_test_suite_new ("clintegral", tests);
  }
}

GST_CHECK_MAIN (clintegral);
