/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include "gstclbasefilter.h"

G_BEGIN_DECLS

#define GST_TYPE_CL_INTEGRAL (gst_cl_integral_get_type ())
G_DECLARE_FINAL_TYPE (GstClIntegral, gst_cl_integral, GST, CL_INTEGRAL,
    GstClBaseFilter);

GST_ELEMENT_REGISTER_DECLARE (clintegral);

G_END_DECLS
