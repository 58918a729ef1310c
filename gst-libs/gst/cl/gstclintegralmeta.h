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
#include <gst/cl/cl-prelude.h>
#include <gst/cl/gstclcontext.h>

G_BEGIN_DECLS

/**
 * SECTION:gstclintegralmeta
 * @title: GstClIntegralMeta
 * @short_description: the integral image of a frame, on the device
 *
 * `clintegral` (and any element of the plugin that computes the integral
 * on its own) attaches a #GstClIntegralMeta to each frame: the integral
 * image (summed-area table) of the frame's luma, optionally the squared
 * integral too, in device buffers of the element's #GstClContext.  Nothing
 * is read back unless asked:
 *
 * |[<!-- language="C" -->
 * GstClIntegralMeta *im = gst_buffer_get_cl_integral_meta (buf);
 * guint32 *sum = g_new (guint32, (im->width + 1) * (im->height + 1));
 * gst_cl_integral_meta_read_sum (im, sum, 0, &error);    // blocking download
 * ]|
 *
 * The layout is that of `cv::integral`: (@height + 1) rows of @pitch
 * elements, row 0 and column 0 zero, element [(y + 1) * pitch + x + 1] the
 * sum of the luma over x' <= x, y' <= y.  Sums are exact modulo 2^32 (so
 * the sum of any window is exact while its true sum is below 2^32: windows
 * up to 4096x4096 of white pixels), squared sums exact in 64 bits for any
 * frame up to 8192x8192.
 *
 * Since: 0.1
 */

/**
 * GstClIntegralMeta:
 * @meta: the parent #GstMeta
 * @width: luma width of the frame
 * @height: luma height of the frame
 * @pitch: row pitch of the sums and squared sums, in elements
 *   (>= @width + 1)
 *
 * The integral image of a frame.  The fields are read-only; the device
 * buffers are reached through gst_cl_integral_meta_get_sum_mem() and
 * gst_cl_integral_meta_get_sqsum_mem(), their context through
 * gst_cl_integral_meta_get_context().
 *
 * Since: 0.1
 */
typedef struct _GstClIntegralMeta GstClIntegralMeta;

struct _GstClIntegralMeta
{
  GstMeta meta;

  guint width;
  guint height;
  guint pitch;

  /*< private >*/
  GstClContext *ctx;
  struct _GstClSharedMem *sum;
  struct _GstClSharedMem *sqsum;

  gpointer _gst_reserved[GST_PADDING];
};

/**
 * GST_CL_INTEGRAL_META_API_TYPE:
 *
 * The #GType of the "GstClIntegralMetaAPI" meta API.
 *
 * Since: 0.1
 */
#define GST_CL_INTEGRAL_META_API_TYPE (gst_cl_integral_meta_api_get_type ())

/**
 * GST_CL_INTEGRAL_META_INFO:
 *
 * The #GstMetaInfo of #GstClIntegralMeta.
 *
 * Since: 0.1
 */
#define GST_CL_INTEGRAL_META_INFO (gst_cl_integral_meta_get_info ())

GST_CL_API
GType               gst_cl_integral_meta_api_get_type   (void);

GST_CL_API
const GstMetaInfo * gst_cl_integral_meta_get_info       (void);

GST_CL_API
GstClIntegralMeta * gst_buffer_get_cl_integral_meta     (GstBuffer * buffer);

GST_CL_API
guint               gst_cl_integral_meta_get_width      (GstClIntegralMeta * meta);

GST_CL_API
guint               gst_cl_integral_meta_get_height     (GstClIntegralMeta * meta);

GST_CL_API
guint               gst_cl_integral_meta_get_pitch      (GstClIntegralMeta * meta);

GST_CL_API
gboolean            gst_cl_integral_meta_has_sqsum      (GstClIntegralMeta * meta);

GST_CL_API
GstClContext *      gst_cl_integral_meta_get_context    (GstClIntegralMeta * meta);

GST_CL_API
cl_mem              gst_cl_integral_meta_get_sum_mem    (GstClIntegralMeta * meta);

GST_CL_API
cl_mem              gst_cl_integral_meta_get_sqsum_mem  (GstClIntegralMeta * meta);

GST_CL_API
gboolean            gst_cl_integral_meta_read_sum       (GstClIntegralMeta * meta,
                                                         guint32 * dest,
                                                         gsize dest_stride,
                                                         GError ** error);

GST_CL_API
gboolean            gst_cl_integral_meta_read_sqsum     (GstClIntegralMeta * meta,
                                                         guint64 * dest,
                                                         gsize dest_stride,
                                                         GError ** error);

GST_CL_API
GBytes *            gst_cl_integral_meta_read_sum_bytes   (GstClIntegralMeta * meta,
                                                           GError ** error);

GST_CL_API
GBytes *            gst_cl_integral_meta_read_sqsum_bytes (GstClIntegralMeta * meta,
                                                           GError ** error);

GST_CL_API
guintptr            gst_cl_integral_meta_get_sum_mem_handle   (GstClIntegralMeta * meta);

GST_CL_API
guintptr            gst_cl_integral_meta_get_sqsum_mem_handle (GstClIntegralMeta * meta);

G_END_DECLS
