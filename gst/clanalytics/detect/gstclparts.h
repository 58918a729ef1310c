/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Nested parts (eyes, nose, mouth) searched inside faces, all faces of a
 * frame in one cascade scan (gstclparts.c). */
#pragma once

#include "gstclcascadeengine.h"

G_BEGIN_DECLS

/**
 * GstClFacePart:
 * @GST_CL_FACE_PART_EYES: the upper half of the face
 * @GST_CL_FACE_PART_NOSE: the centre: a quarter in from each side, from a
 *   quarter down to three quarters
 * @GST_CL_FACE_PART_MOUTH: the lower half of the face
 * @GST_CL_FACE_N_PARTS: the number of parts
 * @GST_CL_FACE_VERIFY: not a part: the face itself, widened by a third of
 *   its size on each side, where a second face cascade verifies a detection
 *
 * What is searched, and where: the sub-regions GStreamer's facedetect
 * searches.
 */
typedef enum
{
  GST_CL_FACE_PART_EYES,
  GST_CL_FACE_PART_NOSE,
  GST_CL_FACE_PART_MOUTH,
  GST_CL_FACE_N_PARTS,
  GST_CL_FACE_VERIFY = GST_CL_FACE_N_PARTS
} GstClFacePart;

/**
 * GstClPartHit:
 * @found: whether the part was found in the face
 * @rect: the best supported detection, in frame pixels
 * @neighbors: raw windows behind it
 */
typedef struct
{
  gboolean found;
  GstClRect rect;
  gint neighbors;
} GstClPartHit;

typedef struct _GstClParts GstClParts;

const gchar *gst_cl_face_part_name (GstClFacePart part);

GstClRect gst_cl_face_part_region (GstClFacePart part,
    const GstClRect * face);

GstClParts *gst_cl_parts_new (GstClContext * ctx, GstClFacePart part,
    const GstClCascade * cascade, GError ** error);

void gst_cl_parts_free (GstClParts * self);

void gst_cl_parts_set_queue (GstClParts * self, cl_command_queue queue);

gboolean gst_cl_parts_detect (GstClParts * self, cl_mem luma, guint offset,
    guint pitch, guint width, guint height, const GstClRect * faces,
    guint n_faces, const GstClCascadeParams * params, GstClPartHit * out,
    GError ** error);

G_END_DECLS
