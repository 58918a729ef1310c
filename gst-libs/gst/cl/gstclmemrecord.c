/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Which pixels a meta describes: the buffer's memories when the meta was
 * made, shared by the frame and integral metas.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclmemrecord.h"

void
gst_cl_mem_record_take (GstClMemRecord * r, GstMemory ** mems, guint n)
{
  guint i;

  r->n = n;
  r->mems = g_new (GstMemory *, MAX (n, 1));
  for (i = 0; i < n; i++) {
    r->mems[i] = gst_memory_ref (mems[i]);
    gst_memory_lock (r->mems[i], GST_LOCK_FLAG_EXCLUSIVE);
  }
}

void
gst_cl_mem_record_init (GstClMemRecord * r, GstBuffer * buffer)
{
  guint i, n = gst_buffer_n_memory (buffer);
  GstMemory **mems = g_newa (GstMemory *, MAX (n, 1));

  for (i = 0; i < n; i++)
    mems[i] = gst_buffer_peek_memory (buffer, i);
  gst_cl_mem_record_take (r, mems, n);
}

void
gst_cl_mem_record_clear (GstClMemRecord * r)
{
  guint i;

  for (i = 0; i < r->n; i++) {
    gst_memory_unlock (r->mems[i], GST_LOCK_FLAG_EXCLUSIVE);
    gst_memory_unref (r->mems[i]);
  }
  g_free (r->mems);
  r->mems = NULL;
  r->n = 0;
}

gboolean
gst_cl_mem_record_matches (const GstClMemRecord * r, GstBuffer * buffer)
{
  guint i;

  if (!r->mems || gst_buffer_n_memory (buffer) != r->n)
    return FALSE;
  for (i = 0; i < r->n; i++)
    if (gst_buffer_peek_memory (buffer, i) != r->mems[i])
      return FALSE;
  return TRUE;
}
