/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/**
 * SECTION:element-clintegral
 * @title: clintegral
 *
 * Computes the integral image (summed-area table) of each frame's luma on
 * the OpenCL device, and optionally the squared integral, and attaches them
 * to the buffer as a #GstClIntegralMeta.  Pixels pass through untouched;
 * the integral stays on the device for the CL elements downstream
 * (clfacedetect, clbowhist) and is downloaded only when an application
 * asks (gst_cl_integral_meta_read_sum()).
 *
 * Sums are 32-bit unsigned (exact modulo 2^32: any window difference is
 * exact while the window's true sum is below 2^32), squares 64-bit
 * unsigned (exact up to 8192x8192).  The layout is cv::integral's: one
 * more row and column than the frame, the first of each zero.
 *
 * GRAY8, I420 and NV12 use their luma plane as it is; RGB, BGR, RGBA, BGRA,
 * RGBx and BGRx are converted to luma on the device with OpenCV's BT.601
 * weights and rounding.
 *
 * ## Example launch line
 * |[
 * gst-launch-1.0 videotestsrc num-buffers=100 ! video/x-raw,format=I420 ! clintegral squared=true ! clfacedetect ! fakesink
 * ]|
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclintegral.h"
#include "gstclprops.h"
#include "gstclintegralengine.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_integral_debug);
#define GST_CAT_DEFAULT gst_cl_integral_debug

enum
{
  PROP_0,
  PROP_SQUARED,
  PROP_METHOD,
};

#define DEFAULT_SQUARED FALSE
#define DEFAULT_METHOD GST_CL_INTEGRAL_METHOD_AUTO

struct _GstClIntegral
{
  GstClBaseFilter parent;

  /* properties, read in start() */
  gboolean squared;
  GstClIntegralMethod method;

  GstClIntegralEngine *integral;
};

G_DEFINE_TYPE (GstClIntegral, gst_cl_integral, GST_TYPE_CL_BASE_FILTER);
GST_ELEMENT_REGISTER_DEFINE (clintegral, "clintegral", GST_RANK_NONE,
    GST_TYPE_CL_INTEGRAL);

static gboolean
gst_cl_integral_open (GstClBaseFilter * base, GError ** error)
{
  GstClIntegral *self = GST_CL_INTEGRAL (base);
  gboolean squared;
  GstClIntegralMethod method;

  GST_OBJECT_LOCK (self);
  squared = self->squared;
  method = self->method;
  GST_OBJECT_UNLOCK (self);
  self->integral = gst_cl_integral_engine_new (gst_cl_base_filter_get_context
      (base), method, squared);
  gst_cl_integral_engine_set_queue (self->integral,
      gst_cl_base_filter_get_queue (base));
  return TRUE;
}

static void
gst_cl_integral_close (GstClBaseFilter * base)
{
  GstClIntegral *self = GST_CL_INTEGRAL (base);

  g_clear_pointer (&self->integral, gst_cl_integral_engine_free);
}

static GstFlowReturn
gst_cl_integral_process (GstClBaseFilter * base, GstBuffer * buf)
{
  GstClIntegral *self = GST_CL_INTEGRAL (base);
  GstClFrameMeta *frame;
  GstClSharedMem *sum = NULL, *sq = NULL;
  GError *err = NULL;
  guint pitch;

  /* an integral already attached upstream (clintegral ! clintegral) */
  if (gst_cl_base_filter_find_integral (base, buf, self->squared))
    return GST_FLOW_OK;

  frame = gst_cl_base_filter_get_frame (base, buf, &err);
  if (!frame)
    goto error;
  if (!gst_cl_integral_engine_run (self->integral, frame->luma->mem,
          frame->pitch, frame->width, frame->height, &sum, &sq, &pitch, &err))
    goto error;

  gst_cl_base_filter_attach_integral (base, buf, sum, sq, pitch);
  return GST_FLOW_OK;

error:
  gst_cl_base_filter_post_error (base, &err, "integral image failed");
  return GST_FLOW_ERROR;
}

static void
gst_cl_integral_class_init (GstClIntegralClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstClBaseFilterClass *base_class = GST_CL_BASE_FILTER_CLASS (klass);

  /**
   * GstClIntegral:squared:
   *
   * Also compute the squared integral (64-bit sums of squares), as the
   * variance normalisation of clfacedetect needs.
   */
  gst_cl_install_field_property (gobject_class, PROP_SQUARED,
      G_STRUCT_OFFSET (GstClIntegral, squared),
      g_param_spec_boolean ("squared", "Squared",
          "Also compute the integral of squared luma (uint64)",
          DEFAULT_SQUARED, GST_CL_PARAM_READY));

  /**
   * GstClIntegral:method:
   *
   * Which kernels compute the integral: "auto" (default: "rows" on GPUs,
   * "strip" on CPUs), "rows" (full-width strips with running column sums
   * in registers, the GPU design), "strip" (strips of rows walked
   * serially, the CPU design).  Both give identical results.
   */
  gst_cl_install_field_property (gobject_class, PROP_METHOD,
      G_STRUCT_OFFSET (GstClIntegral, method),
      g_param_spec_enum ("method", "Method", "Integral image algorithm",
          GST_TYPE_CL_INTEGRAL_METHOD, DEFAULT_METHOD,
          GST_CL_PARAM_READY));

  gst_element_class_set_static_metadata (element_class,
      "OpenCL integral image", "Filter/Analyzer/Video",
      "Computes the integral image (and squared integral) of each frame's "
      "luma on an OpenCL device and attaches it as a meta",
      "The gst-cl-analytics authors");
  gst_cl_base_filter_class_add_pad_templates (element_class,
      GST_CL_BASE_FILTER_FORMATS);

  base_class->open = gst_cl_integral_open;
  base_class->close = gst_cl_integral_close;
  base_class->process = gst_cl_integral_process;

  gst_type_mark_as_plugin_api (GST_TYPE_CL_INTEGRAL_METHOD, 0);
  GST_DEBUG_CATEGORY_INIT (gst_cl_integral_debug, "clintegral", 0,
      "OpenCL integral image");
}

static void
gst_cl_integral_init (GstClIntegral * self)
{
  gst_cl_field_init_defaults (G_OBJECT (self));
}
