/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <gst/gst.h>
#include "gstclerror.h"

G_BEGIN_DECLS

/**
 * GST_CL_CONTEXT_TYPE_STR:
 *
 * The #GstContext type under which elements share one #GstClContext per
 * device.  The context structure holds the object in the field "context".
 */
#define GST_CL_CONTEXT_TYPE_STR "gst.cl.context"

/**
 * GST_CL_DEVICE_ENV:
 *
 * Environment variable that picks the device (index or name substring) when
 * an element's "device" property is not set.
 */
#define GST_CL_DEVICE_ENV "GST_CL_DEVICE"

/**
 * GST_CL_NO_BINARY_CACHE_ENV:
 *
 * Set to any value to keep program binaries off the disk cache.
 */
#define GST_CL_NO_BINARY_CACHE_ENV "GST_CL_NO_BINARY_CACHE"

#define GST_TYPE_CL_CONTEXT (gst_cl_context_get_type ())
G_DECLARE_FINAL_TYPE (GstClContext, gst_cl_context, GST, CL_CONTEXT, GstObject);

/**
 * GstClContext:
 *
 * One OpenCL device with its context, one in-order queue (profiling on), a
 * program cache and a recycling pool of device buffers.  The public fields
 * are set once at creation and read-only afterwards.
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
  /* warp / wavefront width, 1 on a CPU device */
  guint simd_width;

  /*< private >*/
  GMutex lock;
  GHashTable *programs;
  GQueue free_buffers;
  gint uploads;
  gint buffer_allocs;
};

GstClContext *gst_cl_context_new (const gchar * device_spec, GError ** error);

gchar *gst_cl_context_list_devices (void);

gboolean gst_cl_context_matches (GstClContext * ctx, const gchar * device_spec);

cl_program gst_cl_context_get_program (GstClContext * ctx,
    const gchar * source_name, const gchar * options, GError ** error);

cl_kernel gst_cl_context_create_kernel (GstClContext * ctx,
    const gchar * source_name, const gchar * options,
    const gchar * kernel_name, GError ** error);

cl_mem gst_cl_context_acquire_buffer (GstClContext * ctx, gsize size,
    GError ** error);

void gst_cl_context_release_buffer (GstClContext * ctx, cl_mem mem);

void gst_cl_context_count_upload (GstClContext * ctx);

gint64 gst_cl_context_get_upload_count (GstClContext * ctx);

gint64 gst_cl_context_get_buffer_alloc_count (GstClContext * ctx);

gdouble gst_cl_event_elapsed_ms (cl_event event);

/* GstContext sharing, as gstcudautils.cpp does it */
gboolean gst_cl_ensure_element_context (GstElement * element,
    const gchar * device_spec, GstClContext ** ctx, GError ** error);

gboolean gst_cl_handle_set_context (GstElement * element, GstContext * context,
    const gchar * device_spec, GstClContext ** ctx);

gboolean gst_cl_handle_context_query (GstElement * element, GstQuery * query,
    GstClContext * ctx);

GstContext *gst_context_new_cl_context (GstClContext * ctx);

gboolean gst_context_get_cl_context (GstContext * context,
    GstClContext ** ctx);

G_END_DECLS
