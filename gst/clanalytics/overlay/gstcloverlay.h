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

G_BEGIN_DECLS

#define GST_TYPE_CL_OVERLAY (gst_cl_overlay_get_type ())
G_DECLARE_FINAL_TYPE (GstClOverlay, gst_cl_overlay, GST, CL_OVERLAY,
    GstBaseTransform);

GST_ELEMENT_REGISTER_DECLARE (cloverlay);

G_END_DECLS
