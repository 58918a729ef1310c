/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The block-means cue of clbowhist's scene-cut decision, on the device
 * (kernels/scenecut.cl), and its CPU reference. */
#pragma once

#include "gstcl-private.h"
#include "gstclscenecut.h"

G_BEGIN_DECLS

typedef struct _GstClSceneBlocks GstClSceneBlocks;

GstClSceneBlocks *gst_cl_scene_blocks_new (GstClContext * ctx,
    GError ** error);

void gst_cl_scene_blocks_free (GstClSceneBlocks * self);

gboolean gst_cl_scene_blocks_enqueue (GstClSceneBlocks * self,
    cl_command_queue queue, cl_mem integral, guint width, guint height,
    guint pitch, GError ** error);

gboolean gst_cl_scene_blocks_finish (GstClSceneBlocks * self,
    gfloat * means, GError ** error);

void gst_cl_scene_blocks_ref (const guint32 * integral, guint width,
    guint height, guint pitch, gfloat * means);

G_END_DECLS
