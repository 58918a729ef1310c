/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include "gstclfacedetect.h"
#include "gstclbowhist.h"

/* elements beyond clintegral register here as they land */
#define GST_CL_REGISTER_MORE_ELEMENTS(ret, plugin) G_STMT_START { \
    ret |= GST_ELEMENT_REGISTER (clfacedetect, plugin); \
    ret |= GST_ELEMENT_REGISTER (clbowhist, plugin); \
  } G_STMT_END
