/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Binary PGM (P5) reader for test and training input (gstclpgm.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean gst_cl_pgm_load (const gchar * path, guint8 ** pixels,
    guint * width, guint * height, GError ** error);

G_END_DECLS
