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

#define GST_TYPE_CL_FACE_DETECT (gst_cl_face_detect_get_type ())
G_DECLARE_FINAL_TYPE (GstClFaceDetect, gst_cl_face_detect, GST,
    CL_FACE_DETECT, GstClBaseFilter);

GST_ELEMENT_REGISTER_DECLARE (clfacedetect);

G_END_DECLS
