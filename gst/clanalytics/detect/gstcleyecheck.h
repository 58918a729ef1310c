/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* An eye in the upper part of a detection (clfacedetect's verify-eyes):
 * gstcleyecheck.c. */
#pragma once

#include <gst/video/video.h>

#include "gstclcascade.h"
#include "gstclgroup.h"

G_BEGIN_DECLS

/**
 * GST_CL_EYE_CHECK_WIDTH:
 *
 * The width, in pixels, the face's region is scaled to before the eye
 * cascade looks at it: an eye is about a fifth of a Haar face box, so at
 * 128 pixels it spans 25 to 30, over the eye cascade's 20 x 20 window,
 * whatever the face's size in the frame.
 */
#define GST_CL_EYE_CHECK_WIDTH 128

gboolean gst_cl_eye_check (const GstClCascade * eye,
    const GstVideoFrame * frame, const GstClRect * face, gboolean * pair);

G_END_DECLS
