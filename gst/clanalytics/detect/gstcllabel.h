/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * What a cascade finds, in words, from the name OpenCV gave its file:
 * the label of clfacedetect's detections.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gchar *gst_cl_cascade_label_from_path (const gchar * path);

G_END_DECLS
