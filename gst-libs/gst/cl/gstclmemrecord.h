/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Which pixels a meta of this library describes: the memories of the buffer
 * when the meta was made.  Inside the library only (hidden symbols, not
 * installed).
 */
#pragma once

#include <gst/gst.h>

G_BEGIN_DECLS

/* The buffer's memories when a meta was made, referenced and locked
 * exclusively: whoever writes into the frame afterwards (in place, e.g.
 * videobalance or an overlay) gets a copy of the memory in the buffer, and
 * an element that makes a new buffer and copies the metas gives it other
 * memories.  Either way the buffer then no longer holds these memories and
 * the meta is stale: the device data no longer are the buffer's pixels. */
typedef struct
{
  guint n;
  GstMemory **mems;
} GstClMemRecord;

G_GNUC_INTERNAL
void gst_cl_mem_record_init (GstClMemRecord * r, GstBuffer * buffer);

G_GNUC_INTERNAL
void gst_cl_mem_record_take (GstClMemRecord * r, GstMemory ** mems, guint n);

G_GNUC_INTERNAL
void gst_cl_mem_record_clear (GstClMemRecord * r);

G_GNUC_INTERNAL
gboolean gst_cl_mem_record_matches (const GstClMemRecord * r,
    GstBuffer * buffer);

/* whether an integral meta still describes @buffer's pixels (gstclframe.c
 * drops the stale ones before an upload) */
G_GNUC_INTERNAL
gboolean gst_cl_integral_meta_is_current (GstMeta * meta, GstBuffer * buffer);

G_END_DECLS
