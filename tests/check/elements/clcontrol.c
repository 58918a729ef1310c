/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Controllable properties follow their control bindings: the base element
 * syncs them to each buffer's stream time before processing it.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/controller/gstinterpolationcontrolsource.h>
#include <gst/controller/gstdirectcontrolbinding.h>
#include "gstcltestutil.h"
#include "gstcltestdetect.h"

static guint
count_faces (GstBuffer * buf)
{
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *roi;
  guint n = 0;

  while ((roi = gst_cl_test_next_roi (buf, &state)))
    if (roi->roi_type == g_quark_from_static_string ("face"))
      n++;
  return n;
}

/* min-neighbors bound to a step control source: 3 (the face is found),
 * then 1000 (no face has that many windows), then 3 again. */
GST_START_TEST (test_min_neighbors_follows_binding)
{
  GstHarness *h = gst_harness_new_parse ("clfacedetect tracking=false "
      "updates=none");
  GstElement *det = gst_harness_find_element (h, "clfacedetect");
  GstControlSource *cs = gst_interpolation_control_source_new ();
  GstTimedValueControlSource *tv = (GstTimedValueControlSource *) cs;
  guint w, ht, i;
  guint8 *luma = gst_cl_test_load_pgm ("astronaut-gray.pgm", &w, &ht);
  const guint expected[] = { 1, 0, 1 };
  gchar *caps;

  g_object_set (cs, "mode", GST_INTERPOLATION_MODE_NONE, NULL);
  fail_unless (gst_object_add_control_binding (GST_OBJECT (det),
          gst_direct_control_binding_new_absolute (GST_OBJECT (det),
              "min-neighbors", cs)));
  gst_timed_value_control_source_set (tv, 0, 3);
  gst_timed_value_control_source_set (tv, GST_SECOND, 1000);
  gst_timed_value_control_source_set (tv, 2 * GST_SECOND, 3);

  caps = g_strdup_printf ("video/x-raw,format=GRAY8,width=%u,height=%u,"
      "framerate=1/1", w, ht);
  gst_harness_set_src_caps_str (h, caps);
  for (i = 0; i < G_N_ELEMENTS (expected); i++) {
    GstBuffer *out = gst_harness_push_and_pull (h,
        gst_cl_test_gray_buffer (luma, w, w, ht, i * GST_SECOND));
    gint mn;

    fail_unless (out != NULL);
    g_object_get (det, "min-neighbors", &mn, NULL);
    fail_unless_equals_int (mn, i == 1 ? 1000 : 3);
    fail_unless_equals_int (count_faces (out), expected[i]);
    gst_buffer_unref (out);
  }

  g_free (caps);
  g_free (luma);
  gst_object_unref (cs);
  gst_object_unref (det);
  gst_harness_teardown (h);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clcontrol,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_min_neighbors_follows_binding));
