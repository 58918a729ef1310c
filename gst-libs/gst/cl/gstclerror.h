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

G_BEGIN_DECLS

/**
 * GST_CL_ERROR:
 *
 * Error domain of the OpenCL runtime helpers.  Every helper that can fail
 * returns %FALSE (or %NULL) and fills a #GError in this domain; elements turn
 * it into a GST_ELEMENT_ERROR at their boundary.
 */
#define GST_CL_ERROR (gst_cl_error_quark ())
GQuark gst_cl_error_quark (void);

typedef enum
{
  GST_CL_ERROR_NO_PLATFORM,     /* no OpenCL platform / ICD at all */
  GST_CL_ERROR_NO_DEVICE,       /* the requested device does not exist */
  GST_CL_ERROR_BUILD,           /* a kernel failed to compile (log inside) */
  GST_CL_ERROR_OUT_OF_RESOURCES,        /* allocation on the device failed */
  GST_CL_ERROR_INVALID_DATA,    /* a data file (cascade, vocabulary) is bad */
  GST_CL_ERROR_NOT_SUPPORTED,   /* input the element cannot handle */
  GST_CL_ERROR_FAILED,          /* any other OpenCL call failed */
} GstClErrorCode;

const gchar *gst_cl_status_to_string (cl_int status);

gboolean _gst_cl_result (cl_int status, GError ** error, const gchar * what,
    const gchar * file, gint line);

/**
 * gst_cl_result:
 * @status: an OpenCL status code
 * @error: a #GError return location
 * @what: the call that returned @status, for the message
 *
 * Returns %TRUE when @status is CL_SUCCESS; otherwise logs the error by name
 * with the call site, sets @error and returns %FALSE.
 */
#define gst_cl_result(status, error, what) \
  _gst_cl_result ((status), (error), (what), __FILE__, __LINE__)

G_END_DECLS
