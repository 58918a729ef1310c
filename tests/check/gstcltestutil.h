/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Helpers shared by the gst-check tests of elements/ and libs/ (one copy
 * instead of one per test file): the suite tables of gstcltestsuite.h,
 * the context the tests of a test case share, the test photos, frame
 * buffers, pipelines run to their end, bus messages and context watches,
 * integrals against the CPU reference, cascade engines and rectangles,
 * synthetic bag-of-words data.  Unless their documentation says otherwise
 * they fail the running test with check's macros, so call them from the
 * test's own thread.
 */
#pragma once

#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstcltestsuite.h"
#include "gstcl-private.h"
#include "gstclcascadeengine.h"

G_BEGIN_DECLS

/* where the test photos are (tests/data of the source tree) */
#define GST_CL_TEST_DATA_DIR GST_CL_SOURCE_DATADIR "/tests/data"

GstClContext *gst_cl_test_context_new (void);

/* The context the tests of a test case share, so that the kernels are built
 * once per run: set by the unchecked fixture
 * gst_cl_test_shared_ctx_setup(), gst_cl_test_shared_ctx_teardown()
 * (see GST_CL_TCASE()). */
extern GstClContext *gst_cl_test_shared_ctx;

void gst_cl_test_shared_ctx_setup (void);

void gst_cl_test_shared_ctx_teardown (void);

gboolean gst_cl_test_device_has_fp64 (GstClContext * ctx);

guint8 *gst_cl_test_load_pgm (const gchar * name, guint * width,
    guint * height);

guint gst_cl_test_frames_with_face (const gchar * format,
    const gchar * props, guint n);

guint8 *gst_cl_test_decode (const gchar * name, GstVideoFormat format,
    gint width, gint height);

guint8 *gst_cl_test_decode_gray (const gchar * name, gint width,
    gint height);

GstBuffer *gst_cl_test_gray_buffer (const guint8 * luma, gsize stride,
    guint width, guint height, GstClockTime pts);

gboolean gst_cl_test_answer_need_context (GstMessage * msg,
    GstClContext * ctx);

/* What the bus of a pipeline says about the CL context, from
 * gst_cl_test_context_watch_start() to gst_cl_test_context_watch_stop(),
 * counted as the elements post it: the NEED_CONTEXT messages (answered
 * with @app_ctx when it is set) and the contexts announced with
 * HAVE_CONTEXT (referenced in @announced).  Read the fields under @lock
 * while the pipeline runs. */
typedef struct
{
  GMutex lock;
  guint need_context;
  guint have_context;
  GPtrArray *announced;
  GstClContext *app_ctx;
} GstClTestContextWatch;

void gst_cl_test_context_watch_start (GstClTestContextWatch * w,
    GstElement * pipeline, GstClContext * app_ctx);

GstStateChangeReturn gst_cl_test_context_watch_stop (GstClTestContextWatch * w,
    GstElement * pipeline);

GstBus *gst_cl_test_harness_bus (GstHarness * h);

GstMessage *gst_cl_test_pop_element_message (GstBus * bus,
    const gchar * name);

GstElement *gst_cl_test_pipeline_new (const gchar * desc);

GstMessage *gst_cl_test_wait_end (GstElement * pipe, GstClockTime timeout);

gchar *gst_cl_test_error_text (GstMessage * msg);

gchar *gst_cl_test_run_to_end (GstElement * pipe, GstClockTime timeout);

void gst_cl_test_play_to_eos (GstElement * pipe);

GError *gst_cl_test_expect_start_failure (const gchar * desc,
    const gchar * element, gchar ** debug);

void gst_cl_test_check_integral (GstClIntegralMeta * meta,
    const guint8 * luma, gsize stride, guint width, guint height,
    const gchar * what);

void gst_cl_test_random_unit (GRand * rand, gfloat * v, gboolean quantised);

void gst_cl_test_bow_case (GRand * rand, gsize n, guint k, gint kind,
    gfloat * desc, gfloat * words);

void gst_cl_test_gate_descriptors (gfloat * desc, gsize n, gsize first,
    gsize every);

/* what the context counted (gst_cl_context_get_counts_for_tests()) */
#define gst_cl_test_uploads(ctx) \
  (gst_cl_context_get_counts_for_tests (ctx).uploads)
#define gst_cl_test_buffer_allocs(ctx) \
  (gst_cl_context_get_counts_for_tests (ctx).buffer_allocs)

GstClCascadeEngine *gst_cl_test_cascade_engine_new (GstClContext * ctx,
    const GstClCascade * cascade, guint gpu_simd, const gchar * options);

/* A kernel choice of the device tuning, for gst_cl_test_cascade_engine_new():
 * the GPU tuning of warps @gpu_simd wide (0: the CPU's), changed by
 * @options. */
typedef struct
{
  const gchar *name;
  guint gpu_simd;
  const gchar *options;
} GstClTestCascadeVariant;

extern const GstClTestCascadeVariant gst_cl_test_cascade_variants[];
extern const guint gst_cl_test_n_cascade_variants;

gint gst_cl_test_rect_cmp (gconstpointer a, gconstpointer b);

void gst_cl_test_assert_same_rects (GArray * got, GArray * want,
    const gchar * what);

/* the runtime's warnings (category clruntime) whose text holds both @about
 * and @saying, counted from gst_cl_test_warnings_start() on; @about may
 * change and @count be reset in between */
typedef struct
{
  const gchar *about;
  const gchar *saying;
  gint count;
} GstClTestWarnings;

void gst_cl_test_warnings_start (GstClTestWarnings * w, const gchar * about,
    const gchar * saying);

void gst_cl_test_warnings_stop (GstClTestWarnings * w);

/* Removes @path and, for a directory, all below it (made writable first);
 * a symbolic link is removed, never followed. */
void gst_cl_test_remove_tree (const gchar * path);

G_END_DECLS
