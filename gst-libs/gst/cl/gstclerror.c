/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The GST_CL_ERROR domain, OpenCL status names, and the internal
 * gst_cl_result() check that turns a failed OpenCL call into a GError.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <gst/gst.h>
#include "gstcl-private.h"

#define GST_CAT_DEFAULT gst_cl_runtime_debug

/**
 * gst_cl_error_quark:
 *
 * Returns: the quark of the %GST_CL_ERROR domain.
 *
 * Since: 0.1
 */
G_DEFINE_QUARK (gst-cl-error-quark, gst_cl_error);

/**
 * gst_cl_status_to_string:
 * @status: an OpenCL status code (CL_SUCCESS, CL_OUT_OF_RESOURCES, ...)
 *
 * Returns: (transfer none): the name of @status ("CL_OUT_OF_RESOURCES"),
 * or "unknown OpenCL error".
 *
 * Since: 0.1
 */
const gchar *
gst_cl_status_to_string (cl_int status)
{
#define CASE(x) case x: return #x
  switch (status) {
      CASE (CL_SUCCESS);
      CASE (CL_DEVICE_NOT_FOUND);
      CASE (CL_DEVICE_NOT_AVAILABLE);
      CASE (CL_COMPILER_NOT_AVAILABLE);
      CASE (CL_MEM_OBJECT_ALLOCATION_FAILURE);
      CASE (CL_OUT_OF_RESOURCES);
      CASE (CL_OUT_OF_HOST_MEMORY);
      CASE (CL_PROFILING_INFO_NOT_AVAILABLE);
      CASE (CL_MEM_COPY_OVERLAP);
      CASE (CL_IMAGE_FORMAT_MISMATCH);
      CASE (CL_IMAGE_FORMAT_NOT_SUPPORTED);
      CASE (CL_BUILD_PROGRAM_FAILURE);
      CASE (CL_MAP_FAILURE);
      CASE (CL_MISALIGNED_SUB_BUFFER_OFFSET);
      CASE (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
      CASE (CL_COMPILE_PROGRAM_FAILURE);
      CASE (CL_LINKER_NOT_AVAILABLE);
      CASE (CL_LINK_PROGRAM_FAILURE);
      CASE (CL_DEVICE_PARTITION_FAILED);
      CASE (CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
      CASE (CL_INVALID_VALUE);
      CASE (CL_INVALID_DEVICE_TYPE);
      CASE (CL_INVALID_PLATFORM);
      CASE (CL_INVALID_DEVICE);
      CASE (CL_INVALID_CONTEXT);
      CASE (CL_INVALID_QUEUE_PROPERTIES);
      CASE (CL_INVALID_COMMAND_QUEUE);
      CASE (CL_INVALID_HOST_PTR);
      CASE (CL_INVALID_MEM_OBJECT);
      CASE (CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
      CASE (CL_INVALID_IMAGE_SIZE);
      CASE (CL_INVALID_SAMPLER);
      CASE (CL_INVALID_BINARY);
      CASE (CL_INVALID_BUILD_OPTIONS);
      CASE (CL_INVALID_PROGRAM);
      CASE (CL_INVALID_PROGRAM_EXECUTABLE);
      CASE (CL_INVALID_KERNEL_NAME);
      CASE (CL_INVALID_KERNEL_DEFINITION);
      CASE (CL_INVALID_KERNEL);
      CASE (CL_INVALID_ARG_INDEX);
      CASE (CL_INVALID_ARG_VALUE);
      CASE (CL_INVALID_ARG_SIZE);
      CASE (CL_INVALID_KERNEL_ARGS);
      CASE (CL_INVALID_WORK_DIMENSION);
      CASE (CL_INVALID_WORK_GROUP_SIZE);
      CASE (CL_INVALID_WORK_ITEM_SIZE);
      CASE (CL_INVALID_GLOBAL_OFFSET);
      CASE (CL_INVALID_EVENT_WAIT_LIST);
      CASE (CL_INVALID_EVENT);
      CASE (CL_INVALID_OPERATION);
      CASE (CL_INVALID_GL_OBJECT);
      CASE (CL_INVALID_BUFFER_SIZE);
      CASE (CL_INVALID_MIP_LEVEL);
      CASE (CL_INVALID_GLOBAL_WORK_SIZE);
      CASE (CL_INVALID_PROPERTY);
      CASE (CL_INVALID_IMAGE_DESCRIPTOR);
      CASE (CL_INVALID_COMPILER_OPTIONS);
      CASE (CL_INVALID_LINKER_OPTIONS);
      CASE (CL_INVALID_DEVICE_PARTITION_COUNT);
    case -1001:
      return "CL_PLATFORM_NOT_FOUND_KHR";
    default:
      return "unknown OpenCL error";
  }
#undef CASE
}

/* internal (gstcl-private.h): see gst_cl_result() */
gboolean
_gst_cl_result (cl_int status, GError ** error, const gchar * what,
    const gchar * file, gint line)
{
  gint code;

  if (G_LIKELY (status == CL_SUCCESS))
    return TRUE;

  GST_CAT_LEVEL_LOG (GST_CAT_DEFAULT, GST_LEVEL_WARNING, NULL,
      "%s failed at %s:%d: %s (%d)", what, file, line,
      gst_cl_status_to_string (status), status);

  switch (status) {
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    case CL_OUT_OF_RESOURCES:
    case CL_OUT_OF_HOST_MEMORY:
    case CL_INVALID_BUFFER_SIZE:
      code = GST_CL_ERROR_OUT_OF_RESOURCES;
      break;
    case CL_BUILD_PROGRAM_FAILURE:
      code = GST_CL_ERROR_BUILD;
      break;
    default:
      code = GST_CL_ERROR_FAILED;
      break;
  }
  g_set_error (error, GST_CL_ERROR, code, "%s failed: %s (%d)", what,
      gst_cl_status_to_string (status), status);
  return FALSE;
}

/**
 * gst_cl_kernel_set_args:
 * @first: index of @args[0]
 * @args: (array length=n_args): the arguments, in order
 *
 * clSetKernelArg() for each of @args, stopping at the first failure.
 *
 * Returns: %FALSE with @error naming the kernel and the argument on a
 *   failure
 */
gboolean
gst_cl_kernel_set_args (cl_kernel kernel, guint first, const GstClArg * args,
    guint n_args, GError ** error)
{
  guint i;

  for (i = 0; i < n_args; i++) {
    cl_int st = clSetKernelArg (kernel, first + i, args[i].size,
        args[i].value);

    if (G_UNLIKELY (st != CL_SUCCESS)) {
      gchar name[128] = "?", *what;
      gboolean ok;

      clGetKernelInfo (kernel, CL_KERNEL_FUNCTION_NAME, sizeof (name) - 1,
          name, NULL);
      what = g_strdup_printf ("clSetKernelArg(%s, %u)", name, first + i);
      ok = gst_cl_result (st, error, what);
      g_free (what);
      return ok;
    }
  }
  return TRUE;
}

/**
 * gst_cl_utf8_escape:
 * @str: bytes, such as a path, a driver's string or a build log
 * @len: the length of @str in bytes, or -1 when NUL-terminated
 *
 * Error texts go to applications and bindings that require UTF-8 (Python
 * cannot read a GError message that is not), while paths and drivers'
 * strings are bytes.  Valid UTF-8 is copied as it is, every other byte
 * becomes "\xNN".
 *
 * Returns: (transfer full): valid UTF-8
 */
gchar *
gst_cl_utf8_escape (const gchar * str, gssize len)
{
  GString *out;
  const gchar *end, *p, *bad;

  if (!str)
    return g_strdup ("(null)");
  if (len < 0)
    len = strlen (str);
  if (g_utf8_validate (str, len, NULL))
    return g_strndup (str, len);
  out = g_string_sized_new (len + 16);
  end = str + len;
  for (p = str; p < end;) {
    if (g_utf8_validate (p, end - p, &bad)) {
      g_string_append_len (out, p, end - p);
      break;
    }
    g_string_append_len (out, p, bad - p);
    /* g_utf8_validate stops at a NUL too: keep it out of the text */
    g_string_append_printf (out, "\\x%02x", (guint8) * bad);
    p = bad + 1;
  }
  return g_string_free (out, FALSE);
}

/**
 * gst_cl_utf8_escape_take:
 * @str: (transfer full): a string
 *
 * gst_cl_utf8_escape() of @str, which is freed.
 *
 * Returns: (transfer full): valid UTF-8
 */
gchar *
gst_cl_utf8_escape_take (gchar * str)
{
  gchar *ret;

  if (str && g_utf8_validate (str, -1, NULL))
    return str;
  ret = gst_cl_utf8_escape (str, -1);
  g_free (str);
  return ret;
}

/**
 * gst_cl_error_ensure_utf8:
 * @error: (nullable): an error
 *
 * Escapes the bytes of @error's message that are not UTF-8, in place: call
 * it where an error leaves the library or becomes an element message.
 */
void
gst_cl_error_ensure_utf8 (GError * error)
{
  if (error && error->message)
    error->message = gst_cl_utf8_escape_take (error->message);
}
