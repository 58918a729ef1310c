/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The profiling events an engine keeps of its last frame. */
#pragma once

#include <glib.h>
#include "gstcl-private.h"

G_BEGIN_DECLS

/* Releases @events[0 .. *@n) and empties the list. */
static inline void
gst_cl_events_release (cl_event * events, guint * n)
{
  guint i;

  for (i = 0; i < *n; i++)
    clReleaseEvent (events[i]);
  *n = 0;
}

/* The device time of the @n (completed) commands of @events, in ms. */
static inline gdouble
gst_cl_events_total_ms (const cl_event * events, guint n)
{
  gdouble ms = 0;
  guint i;

  for (i = 0; i < n; i++)
    ms += gst_cl_event_elapsed_ms (events[i]);
  return ms;
}

G_END_DECLS
