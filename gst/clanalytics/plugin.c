/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The plugin registers its elements whether or not an OpenCL platform is
 * present: without one, the elements fail at start with a message that
 * says so.  The registry is told to rescan when the ICD list changes.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/gst.h>
#include "gstclintegral.h"
#include "gstclfacedetect.h"
#include "gstclbowhist.h"
#include "gstcltrack.h"
#ifdef HAVE_CL_OVERLAY
#include "gstcloverlay.h"
#endif
#include "gstclmetapublish.h"

static gboolean
plugin_init (GstPlugin * plugin)
{
  gboolean ret = FALSE;
  const gchar *env_vars[] = { "OCL_ICD_VENDORS", "OCL_ICD_FILENAMES", NULL };
  const gchar *paths[] = { "/etc/OpenCL/vendors", NULL };

  gst_plugin_add_dependency (plugin, env_vars, paths, NULL,
      GST_PLUGIN_DEPENDENCY_FLAG_NONE);

  ret |= GST_ELEMENT_REGISTER (clintegral, plugin);
  ret |= GST_ELEMENT_REGISTER (clfacedetect, plugin);
  ret |= GST_ELEMENT_REGISTER (clbowhist, plugin);
  ret |= GST_ELEMENT_REGISTER (cltrack, plugin);
#ifdef HAVE_CL_OVERLAY
  ret |= GST_ELEMENT_REGISTER (cloverlay, plugin);
#endif
  ret |= GST_ELEMENT_REGISTER (clmetapublish, plugin);
  return ret;
}

GST_PLUGIN_DEFINE (GST_VERSION_MAJOR, GST_VERSION_MINOR, openclanalytics,
    "Video analytics in OpenCL: integral images, Viola-Jones face detection, "
    "bag-of-visual-words histograms; tracking and drawing of any detector's "
    "boxes; their results published as JSON", plugin_init, VERSION, "LGPL",
    PACKAGE_NAME, PACKAGE_ORIGIN)
