/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Detection labels: from every cascade file name of OpenCV's (opencv-data,
 * opencv_contrib's mcs_*), and clfacedetect's label property overriding
 * them on the region metas.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/check/gstcheck.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
#include "gstcllabel.h"
#include "gstcltestutil.h"

GST_START_TEST (test_label_from_opencv_names)
{
  const gchar *cases[][2] = {
    {"haarcascade_frontalface_default.xml", "face"},
    {"haarcascade_frontalface_alt.xml", "face"},
    {"haarcascade_frontalface_alt2.xml", "face"},
    {"haarcascade_frontalface_alt_tree.xml", "face"},
    {"/usr/share/opencv4/haarcascades/haarcascade_profileface.xml", "face"},
    {"lbpcascade_frontalface_improved.xml", "face"},
    {"lbpcascade_profileface.xml", "face"},
    {"haarcascade_frontalcatface.xml", "cat face"},
    {"haarcascade_frontalcatface_extended.xml", "cat face"},
    {"lbpcascade_frontalcatface.xml", "cat face"},
    {"haarcascade_eye.xml", "eye"},
    {"haarcascade_eye_tree_eyeglasses.xml", "eye"},
    {"haarcascade_lefteye_2splits.xml", "eye"},
    {"haarcascade_righteye_2splits.xml", "eye"},
    {"haarcascade_mcs_eyepair_big.xml", "eye pair"},
    {"haarcascade_mcs_mouth.xml", "mouth"},
    {"haarcascade_mcs_nose.xml", "nose"},
    {"haarcascade_mcs_leftear.xml", "ear"},
    {"haarcascade_smile.xml", "smile"},
    {"haarcascade_fullbody.xml", "full body"},
    {"haarcascade_upperbody.xml", "upper body"},
    {"haarcascade_lowerbody.xml", "lower body"},
    {"haarcascade_russian_plate_number.xml", "licence plate"},
    {"haarcascade_licence_plate_rus_16stages.xml", "licence plate"},
    {"lbpcascade_silverware.xml", "silverware"},
    {"my_widget_detector.xml", "my widget detector"},
    {"haarcascade_teapot_alt2.xml", "teapot"},
    {"", "object"},
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (cases); i++) {
    gchar *label = gst_cl_cascade_label_from_path (cases[i][0]);

    fail_unless_equals_string (label, cases[i][1]);
    g_free (label);
  }
}

GST_END_TEST;

/* the first frame's region metas' types and "detection" labels */
static gchar *
labels_of (const gchar * props)
{
  GString *out = g_string_new (NULL);
  gchar *desc = g_strdup_printf ("filesrc location=%s/tests/data/astronaut.png"
      " ! decodebin ! videoconvert ! clfacedetect %s ! appsink name=sink",
      GST_CL_SOURCE_DATADIR, props);
  GstElement *pipe = gst_parse_launch (desc, NULL);
  GstElement *sink;
  GstSample *sample;
  gpointer state = NULL;
  GstMeta *meta;

  fail_unless (pipe != NULL);
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  gst_element_set_state (pipe, GST_STATE_PLAYING);
  sample = gst_app_sink_pull_sample (GST_APP_SINK (sink));
  fail_unless (sample != NULL);
  while ((meta = gst_buffer_iterate_meta_filtered (gst_sample_get_buffer
              (sample), &state, GST_VIDEO_REGION_OF_INTEREST_META_API_TYPE))) {
    GstVideoRegionOfInterestMeta *roi = (GstVideoRegionOfInterestMeta *) meta;
    GstStructure *det = gst_video_region_of_interest_meta_get_param (roi,
        "detection");

    fail_unless (det != NULL);
    g_string_append_printf (out, "%s%s/%s", out->len ? "," : "",
        g_quark_to_string (roi->roi_type),
        gst_structure_get_string (det, "label"));
  }
  gst_sample_unref (sample);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  g_free (desc);
  return g_string_free (out, FALSE);
}

GST_START_TEST (test_label_on_metas)
{
  gchar *l;

  l = labels_of ("");
  fail_unless_equals_string (l, "face/face");
  g_free (l);
  l = labels_of ("label=astronaut");
  fail_unless_equals_string (l, "astronaut/astronaut");
  g_free (l);
  /* the parts keep their own names */
  l = labels_of ("label=astronaut eyes-profile=eye");
  fail_unless_equals_string (l, "astronaut/astronaut,eyes/eyes");
  g_free (l);
}

GST_END_TEST;

GST_CL_TEST_MAIN (cllabel,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_TEST (test_label_from_opencv_names),
    GST_CL_TEST (test_label_on_metas));
