/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Included first by the files whose float and double arithmetic must give
 * OpenCV's results bit for bit (pyramid plan, grouping, the CPU reference
 * detector): it keeps the compiler from fusing a multiply and an add into
 * one FMA, which rounds once where OpenCV's build rounds twice.
 */
#pragma once

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize ("fp-contract=off")
#endif
