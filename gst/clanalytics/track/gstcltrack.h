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

#define GST_TYPE_CL_TRACK_FILTER (gst_cl_track_filter_get_type ())
G_DECLARE_FINAL_TYPE (GstClTrackFilter, gst_cl_track_filter, GST,
    CL_TRACK_FILTER, GstBaseTransform);

GST_ELEMENT_REGISTER_DECLARE (cltrack);

G_END_DECLS
