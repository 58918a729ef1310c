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
#include <gst/video/video.h>
#include "gstclcontext.h"

G_BEGIN_DECLS

/**
 * GstClSharedMem:
 *
 * A reference-counted device buffer.  Pooled ones go back to their
 * context's recycling pool with the last reference; wrapped ones
 * (CL_MEM_USE_HOST_PTR over a mapped GstMemory) keep that mapping alive.
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
};

GstClSharedMem *gst_cl_shared_mem_new_pooled (GstClContext * ctx, gsize size,
    GError ** error);
GstClSharedMem *gst_cl_shared_mem_ref (GstClSharedMem * m);
void gst_cl_shared_mem_unref (GstClSharedMem * m);

/**
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

GType gst_cl_frame_meta_api_get_type (void);
#define GST_CL_FRAME_META_API_TYPE (gst_cl_frame_meta_api_get_type ())
const GstMetaInfo *gst_cl_frame_meta_get_info (void);

GstClFrameMeta *gst_buffer_get_cl_frame_meta (GstBuffer * buffer,
    GstClContext * ctx, guint width, guint height);

GstClFrameMeta *gst_cl_frame_meta_ensure (GstBuffer * buffer,
    GstClContext * ctx, const GstVideoInfo * info, GError ** error);

/**
 * GstClIntegralMeta:
 * @ctx: the context holding the buffers
 * @sum: integral image, cl_uint, (@height + 1) rows of @pitch elements; row
 *   0 and column 0 are zero and element [(y + 1) * pitch + x + 1] is the sum
 *   of the luma over x' <= x, y' <= y, modulo 2^32 (so the sum of any window
 *   is exact as long as the true sum is below 2^32: windows up to 4096x4096
 *   of white pixels)
 * @sqsum: (nullable): squared integral, cl_ulong, same layout (exact for any
 *   frame up to 8192x8192)
 * @width: luma width
 * @height: luma height
 * @pitch: row pitch of @sum and @sqsum, in elements (>= @width + 1)
 *
 * Attached by clintegral (and by any CL element that computes the integral
 * on its own).  Read it on the host with gst_cl_integral_meta_read_sum().
 */
typedef struct
{
  GstMeta meta;

  GstClContext *ctx;
  GstClSharedMem *sum;
  GstClSharedMem *sqsum;
  guint width, height;
  guint pitch;
} GstClIntegralMeta;

GType gst_cl_integral_meta_api_get_type (void);
#define GST_CL_INTEGRAL_META_API_TYPE (gst_cl_integral_meta_api_get_type ())
const GstMetaInfo *gst_cl_integral_meta_get_info (void);

GstClIntegralMeta *gst_buffer_get_cl_integral_meta (GstBuffer * buffer);

GstClIntegralMeta *gst_buffer_add_cl_integral_meta (GstBuffer * buffer,
    GstClContext * ctx, GstClSharedMem * sum, GstClSharedMem * sqsum,
    guint width, guint height, guint pitch);

cl_mem gst_cl_integral_meta_get_sum_mem (GstClIntegralMeta * meta);
cl_mem gst_cl_integral_meta_get_sqsum_mem (GstClIntegralMeta * meta);

gboolean gst_cl_integral_meta_read_sum (GstClIntegralMeta * meta,
    guint32 * dest, gsize dest_stride, GError ** error);
gboolean gst_cl_integral_meta_read_sqsum (GstClIntegralMeta * meta,
    guint64 * dest, gsize dest_stride, GError ** error);

G_END_DECLS
