/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <glib.h>
#include <gst/cl/cl-prelude.h>

G_BEGIN_DECLS

/**
 * SECTION:gstclerror
 * @title: GstClError
 * @short_description: the error domain of the OpenCL analytics library
 *
 * Every function of the library that can fail returns %FALSE (or %NULL)
 * and fills a #GError in the %GST_CL_ERROR domain; the elements turn it
 * into an element error at their boundary.
 *
 * Since: 0.1
 */

/**
 * GST_CL_ERROR:
 *
 * Error domain of the OpenCL analytics library (#GstClErrorCode).
 *
 * Since: 0.1
 */
#define GST_CL_ERROR (gst_cl_error_quark ())

GST_CL_API
GQuark gst_cl_error_quark (void);

/**
 * GstClErrorCode:
 * @GST_CL_ERROR_NO_PLATFORM: no OpenCL platform (ICD) at all
 * @GST_CL_ERROR_NO_DEVICE: the requested device does not exist (the
 *   message lists the devices found)
 * @GST_CL_ERROR_BUILD: a kernel failed to compile (the build log is in the
 *   message)
 * @GST_CL_ERROR_OUT_OF_RESOURCES: an allocation on the device failed
 * @GST_CL_ERROR_INVALID_DATA: a data file (cascade, vocabulary) is bad
 * @GST_CL_ERROR_NOT_SUPPORTED: input the library cannot handle
 * @GST_CL_ERROR_FAILED: any other OpenCL call failed
 *
 * Error codes of the %GST_CL_ERROR domain.
 *
 * Since: 0.1
 */
typedef enum
{
  GST_CL_ERROR_NO_PLATFORM,
  GST_CL_ERROR_NO_DEVICE,
  GST_CL_ERROR_BUILD,
  GST_CL_ERROR_OUT_OF_RESOURCES,
  GST_CL_ERROR_INVALID_DATA,
  GST_CL_ERROR_NOT_SUPPORTED,
  GST_CL_ERROR_FAILED,
} GstClErrorCode;

GST_CL_API
const gchar *gst_cl_status_to_string (cl_int status);

G_END_DECLS
