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
#include <gst/cl/gstclerror.h>

G_BEGIN_DECLS

/**
 * SECTION:gstclcontext
 * @title: GstClContext
 * @short_description: the OpenCL device the elements share
 *
 * A #GstClContext is one OpenCL device with its `cl_context` and an
 * in-order command queue.  The elements of a pipeline share one per device
 * through GStreamer's #GstContext mechanism (type %GST_CL_CONTEXT_TYPE_STR):
 * an application that wants several pipelines on one device, or that runs
 * its own kernels on the buffers of a #GstClIntegralMeta, creates one with
 * gst_cl_context_new() and answers the elements' `need-context` message
 * with gst_context_new_cl_context():
 *
 * |[<!-- language="C" -->
 * static GstBusSyncReply
 * on_sync_message (GstBus * bus, GstMessage * msg, gpointer user_data)
 * {
 *   GstClContext *cl = user_data;
 *   const gchar *type;
 *
 *   if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_NEED_CONTEXT &&
 *       gst_message_parse_context_type (msg, &type) &&
 *       g_strcmp0 (type, GST_CL_CONTEXT_TYPE_STR) == 0) {
 *     GstContext *context = gst_context_new_cl_context (cl);
 *     gst_element_set_context (GST_ELEMENT (GST_MESSAGE_SRC (msg)), context);
 *     gst_context_unref (context);
 *   }
 *   return GST_BUS_PASS;
 * }
 * ]|
 *
 * The object is opaque; its properties are read with the getters below and
 * do not change after creation.
 *
 * Since: 0.1
 */

/**
 * GST_CL_CONTEXT_TYPE_STR:
 *
 * The #GstContext type under which elements share one #GstClContext per
 * device.  The context's structure holds the object in the field "context"
 * and its device name in "device-name".
 *
 * Since: 0.1
 */
#define GST_CL_CONTEXT_TYPE_STR "gst.cl.context"

/**
 * GST_TYPE_CL_CONTEXT:
 *
 * The #GType of #GstClContext.
 *
 * Since: 0.1
 */
#define GST_TYPE_CL_CONTEXT (gst_cl_context_get_type ())

/**
 * GstClContext:
 *
 * An opaque #GstObject: one OpenCL device, its context and queue.
 *
 * Since: 0.1
 */
GST_CL_API
G_DECLARE_FINAL_TYPE (GstClContext, gst_cl_context, GST, CL_CONTEXT, GstObject);

GST_CL_API
GstClContext *   gst_cl_context_new               (const gchar * device_spec,
                                                   GError ** error);

GST_CL_API
cl_context       gst_cl_context_get_cl_context    (GstClContext * ctx);

GST_CL_API
cl_device_id     gst_cl_context_get_cl_device     (GstClContext * ctx);

GST_CL_API
cl_platform_id   gst_cl_context_get_cl_platform   (GstClContext * ctx);

GST_CL_API
cl_command_queue gst_cl_context_get_cl_queue      (GstClContext * ctx);

GST_CL_API
guintptr         gst_cl_context_get_cl_context_handle (GstClContext * ctx);

GST_CL_API
guintptr         gst_cl_context_get_cl_device_handle  (GstClContext * ctx);

GST_CL_API
guintptr         gst_cl_context_get_cl_queue_handle   (GstClContext * ctx);

GST_CL_API
const gchar *    gst_cl_context_get_device_name   (GstClContext * ctx);

GST_CL_API
cl_device_type   gst_cl_context_get_device_type   (GstClContext * ctx);

GST_CL_API
gboolean         gst_cl_context_is_host_unified   (GstClContext * ctx);

GST_CL_API
GstContext *     gst_context_new_cl_context       (GstClContext * ctx);

GST_CL_API
gboolean         gst_context_get_cl_context       (GstContext * context,
                                                   GstClContext ** ctx);

G_END_DECLS
