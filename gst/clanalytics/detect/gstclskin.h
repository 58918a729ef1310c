/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Skin colour inside a detection (clfacedetect's start-skin):
 * gstclskin.c. */
#pragma once

#include <gst/video/video.h>

#include "gstclgroup.h"

G_BEGIN_DECLS

gdouble gst_cl_skin_share (const GstVideoFrame * frame,
    const GstClRect * face);

gdouble gst_cl_skin_frame_share (const GstVideoFrame * frame);

G_END_DECLS
