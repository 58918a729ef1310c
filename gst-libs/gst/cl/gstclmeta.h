/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Compatibility header: before 0.1's API cleanup applications included
 * <gst/cl/gstclmeta.h> for the integral meta.  New code includes the
 * umbrella <gst/cl/gstclanalytics.h>.
 */
#pragma once

/**
 * SECTION:gstclmeta
 * @title: gstclmeta.h
 * @short_description: compatibility header for the integral meta
 *
 * Includes gstclintegralmeta.h, so that code written for the first
 * releases keeps compiling.  Include gstclanalytics.h instead.
 *
 * Since: 0.1
 */

#include <gst/cl/gstclintegralmeta.h>
