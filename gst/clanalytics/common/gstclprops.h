/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* Element properties that are one instance field each (gstclprops.c): the
 * field's offset (in the instance or its private struct) is attached to the
 * property when it is installed, and one set_property/get_property pair,
 * which installing gives a class that has none of its own, serves every
 * such property of every element; the instance init takes the defaults from
 * the param specs and finalize frees the strings (the base filter's does
 * it for its subclasses).  The properties' enum types are registered with
 * GLib's G_DEFINE_ENUM_TYPE(), whose function is not static: a file's own
 * enum declares it static first. */
#pragma once

#include <gst/gst.h>

G_BEGIN_DECLS

/* The flags of the elements' properties: read at start; changeable while
 * playing; changeable while playing and controllable. */
#define GST_CL_PARAM_READY \
  (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | GST_PARAM_MUTABLE_READY)
#define GST_CL_PARAM_PLAYING \
  (G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | GST_PARAM_MUTABLE_PLAYING)
#define GST_CL_PARAM_LIVE (GST_CL_PARAM_PLAYING | GST_PARAM_CONTROLLABLE)

void gst_cl_install_field_property (GObjectClass * klass, guint prop_id,
    gssize offset, GParamSpec * pspec);

void gst_cl_field_set_property (GObject * object, guint prop_id,
    const GValue * value, GParamSpec * pspec);
void gst_cl_field_get_property (GObject * object, guint prop_id,
    GValue * value, GParamSpec * pspec);

void gst_cl_field_init_defaults (GObject * object);
void gst_cl_field_clear (GObject * object);

G_END_DECLS
