/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <gst/video/video.h>

G_BEGIN_DECLS

void gst_cl_draw_box (GstVideoFrame * frame, gint x, gint y, gint w, gint h,
    gint id);

void gst_cl_draw_part (GstVideoFrame * frame, gint x, gint y, gint w,
    gint h);

G_END_DECLS
