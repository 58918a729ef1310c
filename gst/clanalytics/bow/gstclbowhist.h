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

#define GST_TYPE_CL_BOW_HIST (gst_cl_bow_hist_get_type ())
G_DECLARE_FINAL_TYPE (GstClBowHist, gst_cl_bow_hist, GST, CL_BOW_HIST,
    GstClBaseFilter);

GST_ELEMENT_REGISTER_DECLARE (clbowhist);

G_END_DECLS
