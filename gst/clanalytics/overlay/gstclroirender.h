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
#include "gstclroi.h"

G_BEGIN_DECLS

/**
 * GstClRoiStyle:
 * @line_width: box outline in pixels, 0 for one that grows with the frame
 * @show_text: the label, id and confidence above each box (where a font is
 *   installed: gst_cl_roi_have_font())
 */
typedef struct
{
  guint line_width;
  gboolean show_text;
} GstClRoiStyle;

GstVideoOverlayComposition *gst_cl_roi_render (const GArray * rois,
    gint width, gint height, const GstClRoiStyle * style);

gboolean gst_cl_roi_have_font (void);

void gst_cl_roi_colour (const GstClRoi * roi, const GArray * rois,
    gdouble rgb[3]);

G_END_DECLS
