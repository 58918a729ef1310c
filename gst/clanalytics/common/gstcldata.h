/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gchar *gst_cl_find_data_file (const gchar * subdir,
    const gchar * const *names, const gchar * extra_dir, GError ** error);

G_END_DECLS
