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

#include <gst/cl/cl-prelude.h>
#include <gst/cl/gstclerror.h>
#include <gst/cl/gstclcontext.h>
#include <gst/cl/gstclintegralmeta.h>
#include <gst/cl/gstclbowmeta.h>
