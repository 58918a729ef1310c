/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * clmetapublish: every frame's analysis results as one JSON object, to a
 * file, standard output or an MQTT broker, off the streaming thread.
 */
#pragma once

#include <gst/base/gstbasetransform.h>

G_BEGIN_DECLS

#define GST_TYPE_CL_META_PUBLISH (gst_cl_meta_publish_get_type ())
G_DECLARE_FINAL_TYPE (GstClMetaPublish, gst_cl_meta_publish, GST,
    CL_META_PUBLISH, GstBaseTransform);

GST_ELEMENT_REGISTER_DECLARE (clmetapublish);

G_END_DECLS
