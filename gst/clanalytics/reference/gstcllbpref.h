/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* CPU reference of detectMultiScale's scan for LBP cascades (gstcllbpref.c). */
#pragma once

#include <glib.h>
#include "gstclpyramid.h"

G_BEGIN_DECLS

void gst_cl_lbp_scan_cpu (const GstClCascade * cascade,
    const GstClCascadePlan * plan, const guint32 * atlas, GArray * hits);

G_END_DECLS
