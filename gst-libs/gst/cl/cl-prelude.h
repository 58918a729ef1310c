/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The export macro of libgstclanalytics, as gst-libs/gst/cuda/cuda-prelude.h
 * does it: the library is built with hidden visibility and -DBUILDING_GST_CL,
 * so a symbol is exported only when its declaration carries GST_CL_API.
 * It includes nothing: the error header, and with it this one, is also
 * compiled into code built without GStreamer (the cascade fuzzer).
 */
#pragma once

/**
 * SECTION:cl-prelude
 * @title: cl-prelude.h
 * @short_description: the export macro of libgstclanalytics
 *
 * Since: 0.1
 */

/**
 * GST_CL_API:
 *
 * Marks a symbol of libgstclanalytics as exported: default visibility while
 * the library itself is built (BUILDING_GST_CL defined), a plain `extern`
 * declaration (an import on Windows) everywhere else.
 *
 * Since: 0.1
 */
#ifndef GST_CL_API
# ifdef BUILDING_GST_CL
#  if defined(_WIN32) || defined(__CYGWIN__)
#   define GST_CL_API __declspec(dllexport) extern
#  elif defined(__GNUC__)
#   define GST_CL_API __attribute__ ((visibility ("default"))) extern
#  else
#   define GST_CL_API extern
#  endif
# elif defined(_WIN32) || defined(__CYGWIN__)
#  define GST_CL_API __declspec(dllimport) extern
# else
#  define GST_CL_API extern
# endif
#endif
