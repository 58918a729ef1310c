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

/* cltrack's start gate and first-frame confirmation by default: those of
 * clfacedetect (start-neighbors and confirm-neighbors 12 raw windows are
 * confidence 0.699 by gst_cl_cascade_confidence(); between it and that of
 * the next lower count, 11 (0.667), lies no cascade confidence, so the
 * thresholds decide alike), and its coasting */
#define GST_CL_TRACK_DEFAULT_MIN_START_CONFIDENCE 0.69
#define GST_CL_TRACK_DEFAULT_CONFIRM_CONFIDENCE 0.69
#define GST_CL_TRACK_DEFAULT_MAX_COAST 2

#define GST_TYPE_CL_TRACK_FILTER (gst_cl_track_filter_get_type ())
G_DECLARE_FINAL_TYPE (GstClTrackFilter, gst_cl_track_filter, GST,
    CL_TRACK_FILTER, GstBaseTransform);

GST_ELEMENT_REGISTER_DECLARE (cltrack);

G_END_DECLS
