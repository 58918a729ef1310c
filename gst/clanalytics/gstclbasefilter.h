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
#include <gst/base/gstbasetransform.h>
#include <gst/video/video.h>
#include "gstcl-private.h"

G_BEGIN_DECLS

#define GST_TYPE_CL_BASE_FILTER (gst_cl_base_filter_get_type ())
G_DECLARE_DERIVABLE_TYPE (GstClBaseFilter, gst_cl_base_filter, GST,
    CL_BASE_FILTER, GstBaseTransform);

/**
 * GST_CL_BASE_FILTER_FORMATS:
 *
 * The raw formats every CL analytics element accepts: luma planes used as
 * they are, the RGB family converted to luma on the device.
 */
#define GST_CL_BASE_FILTER_FORMATS \
  "{ GRAY8, I420, NV12, RGB, BGR, RGBA, BGRA, RGBx, BGRx }"

/**
 * GstClBaseFilterClass:
 * @open: the context is ready (start): build kernels, load data files
 * @close: release what @open made (stop)
 * @set_info: new caps; (re)allocate size-dependent state
 * @process: analyse one frame; the buffer is writable (metas), its pixels
 *   are not to be written unless the subclass maps them for writing itself
 * @submit: instead of @process, for frames in flight: start the frame's
 *   device work and return without waiting for it; *@job is what @finish
 *   or @discard gets back
 * @finish: complete a submitted frame (wait, attach the results); called
 *   in submission order, from the output task (or, at depth 1, from the
 *   streaming thread), the buffer is pushed right after; unless it returns
 *   %GST_CL_BASE_FILTER_FLOW_HOLD: then the subclass keeps the buffer (and
 *   the reference) and pushes it later, in order, with
 *   gst_cl_base_filter_push_held() from a later @finish or from @release
 * @discard: drop a submitted frame's work (flush, stop)
 * @get_depth: frames in flight at most, asked at each submit: 1 finishes
 *   each frame before the next is taken
 * @release: the buffers @finish held: pushed (@push, before a serialized
 *   event: EOS, caps, segment...) or dropped (a flush, stop)
 *
 * An in-place analysis element: the input is mapped read-only so a tee
 * upstream never forces a pixel copy, results go into metas.
 *
 * With @submit, up to @get_depth frames are on the device at once: frame
 * N+1 is uploaded and scanned while an output task on the source pad waits
 * for frame N's results, attaches them and pushes the buffer, in order, as
 * soon as they are in (no frame waits for a later one: no latency is
 * added).  @submit and @finish run in different threads.  Serialized
 * events and queries (EOS, caps, segments, allocation, drain) wait until
 * every frame in flight is pushed, a flush drops them.
 */
struct _GstClBaseFilterClass
{
  GstBaseTransformClass parent_class;

  gboolean (*open) (GstClBaseFilter * self, GError ** error);
  void (*close) (GstClBaseFilter * self);
  gboolean (*set_info) (GstClBaseFilter * self, const GstVideoInfo * info,
      GError ** error);
  GstFlowReturn (*process) (GstClBaseFilter * self, GstBuffer * buffer);
  GstFlowReturn (*submit) (GstClBaseFilter * self, GstBuffer * buffer,
      gpointer * job);
  GstFlowReturn (*finish) (GstClBaseFilter * self, GstBuffer * buffer,
      gpointer job);
  void (*discard) (GstClBaseFilter * self, gpointer job);
  guint (*get_depth) (GstClBaseFilter * self);
  void (*release) (GstClBaseFilter * self, gboolean push);
};

/**
 * GST_CL_BASE_FILTER_FLOW_HOLD:
 *
 * What GstClBaseFilterClass.finish returns when it keeps the buffer.
 */
#define GST_CL_BASE_FILTER_FLOW_HOLD GST_FLOW_CUSTOM_SUCCESS

GstFlowReturn gst_cl_base_filter_push_held (GstClBaseFilter * self,
    GstBuffer * buffer);

GstClContext *gst_cl_base_filter_get_context (GstClBaseFilter * self);

cl_command_queue gst_cl_base_filter_get_queue (GstClBaseFilter * self);
const GstVideoInfo *gst_cl_base_filter_get_info (GstClBaseFilter * self);

GstClFrameMeta *gst_cl_base_filter_get_frame (GstClBaseFilter * self,
    GstBuffer * buffer, GError ** error);

GstClFrameMeta *gst_cl_base_filter_get_frame_on_queue (GstClBaseFilter *
    self, GstBuffer * buffer, cl_command_queue queue, GError ** error);

GstClIntegralMeta *gst_cl_base_filter_find_integral (GstClBaseFilter * self,
    GstBuffer * buffer, gboolean need_sqsum);

GstClIntegralMeta *gst_cl_base_filter_find_integral_on_queue (GstClBaseFilter
    * self, GstBuffer * buffer, gboolean need_sqsum, cl_command_queue queue);

GstClIntegralMeta *gst_cl_base_filter_attach_integral (GstClBaseFilter *
    self, GstBuffer * buffer, GstClSharedMem * sum, GstClSharedMem * sqsum,
    guint pitch);

gboolean gst_cl_base_filter_is_late (GstClBaseFilter * self,
    GstBuffer * buffer);


GstStructure *gst_cl_base_filter_new_message_structure (GstClBaseFilter *
    self, const gchar * name, GstBuffer * buffer);

void gst_cl_base_filter_post_error (GstClBaseFilter * self, GError ** error,
    const gchar * what);

void gst_cl_base_filter_class_add_pad_templates (GstElementClass * klass,
    const gchar * formats);

G_END_DECLS
