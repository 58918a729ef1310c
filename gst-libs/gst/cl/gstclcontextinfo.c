/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What the plugin reads of a GstClContext: the device's facts, set once at
 * the context's creation, through functions rather than the struct; and
 * the counts the tests check.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstcl-private.h"

/* a GPU-like device: wide SIMD, prefers work-groups of many items */
gboolean
gst_cl_context_is_gpu (GstClContext * ctx)
{
  return ctx->is_gpu;
}

/* frames reach the device through pinned staging buffers (discrete GPUs) */
gboolean
gst_cl_context_has_staged_uploads (GstClContext * ctx)
{
  return ctx->staged_uploads;
}

guint
gst_cl_context_get_compute_units (GstClContext * ctx)
{
  return ctx->compute_units;
}

/* warp or wavefront width; 1 on a CPU device */
guint
gst_cl_context_get_simd_width (GstClContext * ctx)
{
  return ctx->simd_width;
}

gsize
gst_cl_context_get_max_work_group_size (GstClContext * ctx)
{
  return ctx->max_work_group_size;
}

guint64
gst_cl_context_get_local_mem_size (GstClContext * ctx)
{
  return ctx->local_mem_size;
}

/**
 * gst_cl_context_get_counts_for_tests:
 *
 * Returns: what @ctx did since its creation (#GstClContextCounts)
 */
GstClContextCounts
gst_cl_context_get_counts_for_tests (GstClContext * ctx)
{
  GstClContextCounts c;

  c.uploads = g_atomic_int_get (&ctx->uploads);
  c.buffer_allocs = g_atomic_int_get (&ctx->buffer_allocs);
  c.builds = g_atomic_int_get (&ctx->builds);
  c.binary_loads = g_atomic_int_get (&ctx->binary_loads);
  return c;
}
