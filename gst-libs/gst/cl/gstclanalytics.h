/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The one header applications include: the metas the elements attach, the
 * shared OpenCL context, the error domain.
 */
#pragma once

/**
 * SECTION:gstclanalytics
 * @title: GStreamer OpenCL analytics library
 * @short_description: the umbrella header of libgstclanalytics
 *
 * `#include <gst/cl/gstclanalytics.h>` and pkg-config
 * `gstreamer-cl-analytics-1.0` give an application everything the library
 * offers: #GstClIntegralMeta and #GstClBowHistMeta with their accessors,
 * #GstClContext and its #GstContext sharing helpers, the %GST_CL_ERROR
 * domain.
 *
 * Since: 0.1
 */

#include <gst/cl/cl-prelude.h>
#include <gst/cl/gstclerror.h>
#include <gst/cl/gstclcontext.h>
#include <gst/cl/gstclintegralmeta.h>
#include <gst/cl/gstclbowmeta.h>
