/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Host memory for an engine's per-frame read-backs (gstclreadback.c). */
#pragma once

#include "gstcl-private.h"

G_BEGIN_DECLS

/* Pinned host memory kept from frame to frame; zero-initialise it. */
typedef struct
{
  cl_mem mem;
  gpointer ptr;
  gsize size;
  /* the queue it was mapped on (retained) */
  cl_command_queue queue;
} GstClReadback;

gpointer gst_cl_readback_get (GstClReadback * rb, GstClContext * ctx,
    cl_command_queue queue, gsize size);

void gst_cl_readback_clear (GstClReadback * rb);

G_END_DECLS
