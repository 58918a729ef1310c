/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* CPU reference of the integral image (gstclintegralref.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void gst_cl_integral_ref (const guint8 * luma, gsize stride, guint width,
    guint height, guint32 * integral, gsize pitch);

G_END_DECLS
