/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * clfacedetect: agreement with OpenCV's stored detections on the shipped
 * public-domain photos (tests/data/opencv-faces.txt), the metadata and
 * message layouts, every input format, the overlay, caps changes, bad
 * cascade files, and the other devices' kernels (a GPU's kernels and
 * launch shapes give the same faces on the test device); one
 * box per face (merge-overlaps) on a real webcam frame, nested parts
 * (eyes, mouth) against OpenCV's on the portraits, min-stddev and
 * biggest-only.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <glib/gstdio.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstclcascade.h"
#include "gstclcascadeengine.h"
#include "gstclgroup.h"
#include "gstclintegralengine.h"
#include "gstcltestutil.h"
#include "gstcltestdetect.h"

#define DATA_DIR GST_CL_SOURCE_DATADIR "/tests/data"
#define CASCADE_DIR GST_CL_SOURCE_DATADIR "/cascades"

typedef struct
{
  gint x, y, w, h;
} Box;

/* a PGM of tests/data, with the signed sizes this file computes with */
static guint8 *
load_pgm (const gchar * name, gint * w, gint * h)
{
  guint uw, uh;
  guint8 *pix = gst_cl_test_load_pgm (name, &uw, &uh);

  *w = uw;
  *h = uh;
  return pix;
}

/* The boxes stored for (key, image) in FILE of tests/data: lines
 * "KEY IMAGE X Y W H", "#" comments (opencv-faces.txt: KEY is a cascade,
 * opencv-parts.txt: a part) */
static GArray *
stored_boxes (const gchar * file, const gchar * key, const gchar * image)
{
  gchar *path = g_build_filename (DATA_DIR, file, NULL);
  gchar *data = NULL, **lines;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Box));
  guint i;

  fail_unless (g_file_get_contents (path, &data, NULL, NULL));
  lines = g_strsplit (data, "\n", -1);
  for (i = 0; lines[i]; i++) {
    gchar k[64], im[128];
    Box b;
    if (lines[i][0] == '#')
      continue;
    if (sscanf (lines[i], "%63s %127s %d %d %d %d", k, im, &b.x, &b.y, &b.w,
            &b.h) == 6 && !strcmp (k, key) && !strcmp (im, image))
      g_array_append_val (out, b);
  }
  g_strfreev (lines);
  g_free (data);
  g_free (path);
  return out;
}

/* OpenCV's boxes for (cascade, image) */
static GArray *
expected_faces (const gchar * cascade, const gchar * image)
{
  return stored_boxes ("opencv-faces.txt", cascade, image);
}

static GstHarness *
new_harness (const gchar * props, GstVideoFormat format, gint w, gint h)
{
  gchar *desc = g_strdup_printf ("clfacedetect %s", props ? props : "");
  GstHarness *hv = gst_harness_new_parse (desc);
  gchar *caps = g_strdup_printf ("video/x-raw,format=%s,width=%d,height=%d,"
      "framerate=30/1", gst_video_format_to_string (format), w, h);

  gst_harness_set_src_caps_str (hv, caps);
  g_free (caps);
  g_free (desc);
  return hv;
}

/* Pushes the packed GRAY8 frame @pix (@w x @h) into @hv; returns the
 * buffer that comes out. */
static GstBuffer *
push_gray (GstHarness * hv, const guint8 * pix, gint w, gint h)
{
  return gst_harness_push_and_pull (hv, gst_cl_test_gray_buffer (pix, w, w,
          h, 0));
}

static GArray *
roi_boxes (GstBuffer * buf)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Box));
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *roi;

  while ((roi = gst_cl_test_next_roi (buf, &state))) {
    Box b = { roi->x, roi->y, roi->w, roi->h };
    g_array_append_val (out, b);
  }
  return out;
}

static gdouble
iou (const Box * a, const Box * b)
{
  gint ix = MAX (0, MIN (a->x + a->w, b->x + b->w) - MAX (a->x, b->x));
  gint iy = MAX (0, MIN (a->y + a->h, b->y + b->h) - MAX (a->y, b->y));
  gdouble inter = (gdouble) ix * iy;
  return inter / (a->w * a->h + b->w * b->h - inter);
}

/* every expected box matched by one found box with IoU >= 0.9 and the
 * same number of boxes: agreement, not just overlap */
static void
assert_agree (GArray * found, GArray * expected, const gchar * what)
{
  guint i, j;

  fail_unless (found->len == expected->len,
      "%s: %u faces found, OpenCV found %u", what, found->len, expected->len);
  for (i = 0; i < expected->len; i++) {
    Box *e = &g_array_index (expected, Box, i);
    gdouble best = 0;
    for (j = 0; j < found->len; j++)
      best = MAX (best, iou (e, &g_array_index (found, Box, j)));
    fail_unless (best >= 0.9, "%s: OpenCV's face %d,%d %dx%d best IoU %.2f",
        what, e->x, e->y, e->w, e->h, best);
  }
}

static const gchar *images[] = { "astronaut-gray.pgm",
  "grace_hopper_512x512-gray.pgm"
};

static const gchar *cascades[] = { "frontalface_default", "frontalface_alt",
  "frontalface_alt2", "lbp_frontalface", "lbp_frontalface_improved"
};

GST_START_TEST (test_agrees_with_opencv)
{
  const gchar *cascade = cascades[__i__];
  guint k;

  for (k = 0; k < G_N_ELEMENTS (images); k++) {
    gint w, h;
    guint8 *pix = load_pgm (images[k], &w, &h);
    gchar *props = g_strdup_printf ("profile=%s tracking=false "
        "merge-overlaps=false", cascade);
    GstHarness *hv = new_harness (props, GST_VIDEO_FORMAT_GRAY8, w, h);
    GstBuffer *out;
    GArray *found, *expected = expected_faces (cascade, images[k]);
    gchar *what = g_strdup_printf ("%s on %s", cascade, images[k]);

    fail_unless (expected->len > 0);
    out = push_gray (hv, pix, w, h);
    fail_unless (out != NULL);
    found = roi_boxes (out);
    assert_agree (found, expected, what);
    g_array_unref (found);
    g_array_unref (expected);
    gst_buffer_unref (out);
    gst_harness_teardown (hv);
    g_free (what);
    g_free (props);
    g_free (pix);
  }
}

GST_END_TEST;

/* The faces @det finds on @luma (OpenCV's defaults). */
static GArray *
engine_faces (GstClCascadeEngine * det, cl_mem luma, gint w, gint h)
{
  GstClCascadeParams params;
  GArray *rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *weights = g_array_new (FALSE, FALSE, sizeof (gint));
  GError *err = NULL;

  gst_cl_cascade_params_init (&params);
  fail_unless (gst_cl_cascade_engine_run (det, luma, w, w, h, &params, rects,
          weights, &err), "%s", err ? err->message : "?");
  g_array_unref (weights);
  return rects;
}

/* Each kernel choice of the device tuning (gst_cl_test_cascade_variants)
 * finds exactly the test device's default faces with Haar stumps, Haar
 * trees and LBP, on both photos (the kernel harness,
 * tests/check/libs/clcascadeengine.c, compares their raw hits with the CPU
 * reference step by step). */
GST_START_TEST (test_kernel_variants)
{
  const gchar *cascade_files[] = { "haarcascade_frontalface_default.xml",
    "haarcascade_frontalface_alt2.xml", "lbpcascade_frontalface_improved.xml"
  };
  const GstClTestCascadeVariant *var = &gst_cl_test_cascade_variants[__i__];
  GstClContext *ctx = gst_cl_context_new (NULL, NULL);
  guint c, k;

  fail_unless (ctx != NULL);
  for (c = 0; c < G_N_ELEMENTS (cascade_files); c++) {
    gchar *path = g_build_filename (CASCADE_DIR, cascade_files[c], NULL);
    GstClCascade *cascade = gst_cl_cascade_load (path, NULL);
    GstClCascadeEngine *ref, *det;

    fail_unless (cascade != NULL, "%s", path);
    ref = gst_cl_test_cascade_engine_new (ctx, cascade, 0, NULL);
    det = gst_cl_test_cascade_engine_new (ctx, cascade, var->gpu_simd,
        var->options);
    for (k = 0; k < G_N_ELEMENTS (images); k++) {
      gint w, h;
      guint8 *pix = load_pgm (images[k], &w, &h);
      cl_mem luma = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY |
          CL_MEM_COPY_HOST_PTR, (gsize) w * h, pix, NULL);
      GArray *want, *found;
      gchar *what;

      fail_unless (luma != NULL);
      want = engine_faces (ref, luma, w, h);
      found = engine_faces (det, luma, w, h);
      fail_unless (want->len > 0, "%s on %s: no face", cascade_files[c],
          images[k]);
      what = g_strdup_printf ("%s on %s with %s, against the default",
          cascade_files[c], images[k], var->name);
      gst_cl_test_assert_same_rects (found, want, what);
      g_free (what);
      g_array_unref (want);
      g_array_unref (found);
      clReleaseMemObject (luma);
      g_free (pix);
    }
    gst_cl_cascade_engine_free (det);
    gst_cl_cascade_engine_free (ref);
    gst_cl_cascade_free (cascade);
    g_free (path);
  }
  gst_object_unref (ctx);
}

GST_END_TEST;

/* The raw hits (min_neighbors 0) of @det on @luma built from the luma
 * (returned in @r0) and with level 0 imported from @integ's integral of it
 * (with squares when @sq is not %NULL): the import must happen and give
 * exactly the same hits.  The integral is returned in @sum (@sq) and
 * @ipitch for more runs; the caller unrefs it. */
static void
check_imported_hits (GstClCascadeEngine * det, GstClIntegralEngine * integ,
    cl_mem luma, gint w, gint h, const GstClCascadeParams * params, GArray * r0,
    GstClSharedMem ** sum, GstClSharedMem ** sq, guint * ipitch,
    const gchar * what)
{
  GArray *w0 = g_array_new (FALSE, FALSE, sizeof (gint));
  GArray *r1 = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *w1 = g_array_new (FALSE, FALSE, sizeof (gint));

  fail_unless (gst_cl_integral_engine_run (integ, luma, w, w, h, sum, sq,
          ipitch, NULL));
  fail_unless (gst_cl_cascade_engine_run (det, luma, w, w, h, params, r0, w0,
          NULL));
  fail_if (gst_cl_cascade_engine_last_imported (det));
  fail_unless (gst_cl_cascade_engine_run_with_integral (det, luma, w, w, h,
          (*sum)->mem, sq ? (*sq)->mem : NULL, *ipitch, params, r1, w1, NULL));
  fail_unless (gst_cl_cascade_engine_last_imported (det),
      "%s: level 0 not taken from the integral", what);
  fail_unless (r1->len == r0->len && (!r0->len ||
          !memcmp (r1->data, r0->data, sizeof (GstClRect) * r0->len)),
      "%s: %u raw hits, %u with the imported level 0", what, r0->len,
      r1->len);
  g_array_unref (w0);
  g_array_unref (r1);
  g_array_unref (w1);
}

/* Runs @check for each of @n tunings (@gpu_simd, @builders as
 * gst_cl_test_cascade_engine_new() takes them) of a detector of
 * @cascade_file, with an integral engine (squares or not). */
typedef void (*ImportCheck) (GstClContext * ctx, GstClCascadeEngine * det,
    GstClIntegralEngine * integ, const gchar * tuning);

static void
for_each_tuning (const gchar * cascade_file, gboolean squared,
    const guint * gpu_simd, const gchar * const *builders, guint n,
    ImportCheck check)
{
  GstClContext *ctx = gst_cl_context_new (NULL, NULL);
  gchar *path = g_build_filename (CASCADE_DIR, cascade_file, NULL);
  GstClCascade *cascade = gst_cl_cascade_load (path, NULL);
  guint b;

  fail_unless (ctx != NULL && cascade != NULL);
  for (b = 0; b < n; b++) {
    GstClCascadeEngine *det = gst_cl_test_cascade_engine_new (ctx, cascade,
        gpu_simd[b], builders[b]);
    GstClIntegralEngine *integ = gst_cl_integral_engine_new (ctx,
        GST_CL_INTEGRAL_METHOD_AUTO, squared);
    gchar *tuning = g_strdup_printf ("GPU tuning %u, %s", gpu_simd[b],
        builders[b] ? builders[b] : "no options");

    fail_unless (det != NULL && integ != NULL);
    check (ctx, det, integ, tuning);
    g_free (tuning);
    gst_cl_integral_engine_free (integ);
    gst_cl_cascade_engine_free (det);
  }
  gst_cl_cascade_free (cascade);
  g_free (path);
  gst_object_unref (ctx);
}

/* @pix (@w x @h) as a device buffer */
static cl_mem
upload_luma (GstClContext * ctx, const guint8 * pix, gint w, gint h)
{
  cl_int st;
  cl_mem luma = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY |
      CL_MEM_COPY_HOST_PTR, (gsize) w * h, (gpointer) pix, &st);

  fail_unless (st == CL_SUCCESS);
  return luma;
}

/* The pyramid's level 0 taken from an upstream integral with squares (as
 * clintegral squared=true attaches it) gives exactly the raw hits of the
 * pyramid built from the luma (min-neighbors 0: every raw hit is a box), on
 * both photos, for the device's builder and the others (the strips start
 * at level 1 then); without squares,
 * or with a minimum size above the window (level 0 not at scale 1), the
 * integral is not used. */
static void
check_haar_import (GstClContext * ctx, GstClCascadeEngine * det,
    GstClIntegralEngine * integ, const gchar * tuning)
{
  guint k;

  for (k = 0; k < 2 * G_N_ELEMENTS (images); k++) {
    /* each photo as it is and shrunk so that its face is about the
     * window's size: level 0 then has hits of its own */
    const gint shrink[] = { 4, 9 };
    gint w, h, f = k % 2 ? shrink[k / 2] : 1;
    guint8 *pix = load_pgm (images[k / 2], &w, &h);
    guint small = 0, i;
    cl_mem luma;
    GstClSharedMem *sum = NULL, *sq = NULL;
    guint ipitch = 0;
    GstClCascadeParams params;
    GArray *r0 = g_array_new (FALSE, FALSE, sizeof (GstClRect));
    GArray *r1 = g_array_new (FALSE, FALSE, sizeof (GstClRect));
    GArray *w1 = g_array_new (FALSE, FALSE, sizeof (gint));
    gchar *what;

    if (f > 1) {
      gint x, y, sw = w / f, sh = h / f;

      for (y = 0; y < sh; y++)
        for (x = 0; x < sw; x++) {
          guint acc = 0, dy, dx;
          for (dy = 0; dy < (guint) f; dy++)
            for (dx = 0; dx < (guint) f; dx++)
              acc += pix[(y * f + dy) * w + x * f + dx];
          pix[y * sw + x] = acc / (f * f);
        }
      w = sw;
      h = sh;
    }
    luma = upload_luma (ctx, pix, w, h);
    gst_cl_cascade_params_init (&params);
    params.min_neighbors = 0;
    what = g_strdup_printf ("%s/%d (%s)", images[k / 2], f, tuning);
    check_imported_hits (det, integ, luma, w, h, &params, r0, &sum, &sq,
        &ipitch, what);
    for (i = 0; i < r0->len; i++)
      small += g_array_index (r0, GstClRect, i).width < 26;
    fail_unless (r0->len > 3 && (f == 1 || small > 0), "%s: too few "
        "raw hits (%u, %u at level 0 or 1)", what, r0->len, small);
    g_free (what);

    /* no squares: not usable */
    fail_unless (gst_cl_cascade_engine_run_with_integral (det, luma, w, w,
            h, sum->mem, NULL, ipitch, &params, r1, w1, NULL));
    fail_if (gst_cl_cascade_engine_last_imported (det));
    /* level 0 at a scale above 1 */
    params.min_width = params.min_height = 30;
    fail_unless (gst_cl_cascade_engine_run_with_integral (det, luma, w, w,
            h, sum->mem, sq->mem, ipitch, &params, r1, w1, NULL));
    fail_if (gst_cl_cascade_engine_last_imported (det));

    g_array_unref (r0);
    g_array_unref (r1);
    g_array_unref (w1);
    gst_cl_shared_mem_unref (sum);
    gst_cl_shared_mem_unref (sq);
    clReleaseMemObject (luma);
    g_free (pix);
  }
}

GST_START_TEST (test_reuses_upstream_integral)
{
  /* the test device's builder, a GPU's (haar_rows + haar_cols) and a
   * CPU's (the serial one) */
  const guint gpu_simd[] = { 0, 32, 0 };
  const gchar *builders[] = { NULL, NULL,
    "-D SERIAL_PYRAMID=1 -D SERIAL_DETECT=1 -D CPU_BUILD=1"
  };

  for_each_tuning ("haarcascade_frontalface_default.xml", TRUE, gpu_simd,
      builders, G_N_ELEMENTS (builders), check_haar_import);
}

GST_END_TEST;

/* LBP with an upstream integral (no squares needed): level 0 imported,
 * and on CPUs its 16-bit copy made by haar_narrow (LBP16), gives exactly
 * the raw hits of the pyramid built from the luma, for the device's
 * builder, the other one, and with LBP16 off. */
static void
check_lbp_import (GstClContext * ctx, GstClCascadeEngine * det,
    GstClIntegralEngine * integ, const gchar * tuning)
{
  guint k;

  for (k = 0; k < G_N_ELEMENTS (images); k++) {
    gint w, h;
    guint8 *pix = load_pgm (images[k], &w, &h);
    cl_mem luma = upload_luma (ctx, pix, w, h);
    GstClSharedMem *sum = NULL;
    guint ipitch = 0;
    GstClCascadeParams params;
    GArray *r0 = g_array_new (FALSE, FALSE, sizeof (GstClRect));
    gchar *what = g_strdup_printf ("%s (%s)", images[k], tuning);

    gst_cl_cascade_params_init (&params);
    params.min_neighbors = 0;
    check_imported_hits (det, integ, luma, w, h, &params, r0, &sum, NULL,
        &ipitch, what);
    fail_unless (r0->len > 3, "%s: %u raw hits", what, r0->len);
    g_free (what);
    g_array_unref (r0);
    gst_cl_shared_mem_unref (sum);
    clReleaseMemObject (luma);
    g_free (pix);
  }
}

GST_START_TEST (test_lbp_reuses_upstream_integral)
{
  /* the test device's builder, a GPU's (strips of rows), a CPU's with and
   * without the 16-bit plane */
  const guint gpu_simd[] = { 0, 32, 0, 0 };
  const gchar *builders[] = { NULL, NULL,
    "-D SERIAL_PYRAMID=1 -D SERIAL_DETECT=1 -D CPU_BUILD=1 -D LBP16=1",
    "-D SERIAL_PYRAMID=1 -D SERIAL_DETECT=1 -D CPU_BUILD=1 -D LBP16=0"
  };

  for_each_tuning ("lbpcascade_frontalface.xml", FALSE, gpu_simd, builders,
      G_N_ELEMENTS (builders), check_lbp_import);
}

GST_END_TEST;

/* tuning options that are not tuning fields, or a shape the kernels
 * cannot take, are refused with a message */
GST_START_TEST (test_bad_kernel_options)
{
  const gchar *bad[] = { "-D WG_SIZE=12 -D TILE_W=8", "-D PERSISTENT=0",
    "-D SERIAL_DETECT=2", "-O3"
  };
  const gchar *said[] = { "WG_SIZE", "PERSISTENT", "SERIAL_DETECT", "-O3" };
  GstClContext *ctx = gst_cl_context_new (NULL, NULL);
  gchar *path = g_build_filename (CASCADE_DIR,
      "haarcascade_frontalface_default.xml", NULL);
  GstClCascade *cascade = gst_cl_cascade_load (path, NULL);
  guint i;

  fail_unless (ctx != NULL && cascade != NULL);
  for (i = 0; i < G_N_ELEMENTS (bad); i++) {
    GError *err = NULL;
    GstClCascadeEngine *det = gst_cl_cascade_engine_new_with_options (ctx,
        cascade, bad[i], &err);

    fail_unless (det == NULL, "%s accepted", bad[i]);
    fail_unless (err != NULL && strstr (err->message, said[i]) != NULL,
        "%s: %s", bad[i], err ? err->message : "no error");
    g_error_free (err);
  }
  gst_cl_cascade_free (cascade);
  g_free (path);
  gst_object_unref (ctx);
}

GST_END_TEST;

/* the DL Streamer layout: "detection" with normalised corners and
 * confidence, "object_id" with the track id */
GST_START_TEST (test_meta_layout)
{
  gint w, h;
  guint8 *pix = load_pgm (images[0], &w, &h);
  GstHarness *hv = new_harness (NULL, GST_VIDEO_FORMAT_GRAY8, w, h);
  GstBuffer *out = push_gray (hv, pix, w, h);
  GstVideoRegionOfInterestMeta *roi;
  GstStructure *det, *oid;
  gdouble x0, y0, x1, y1, conf;
  gint label_id, id;

  roi = gst_buffer_get_video_region_of_interest_meta (out);
  fail_unless (roi != NULL);
  fail_unless_equals_string (g_quark_to_string (roi->roi_type), "face");
  det = gst_video_region_of_interest_meta_get_param (roi, "detection");
  fail_unless (det != NULL);
  fail_unless (gst_structure_get (det, "x_min", G_TYPE_DOUBLE, &x0, "y_min",
          G_TYPE_DOUBLE, &y0, "x_max", G_TYPE_DOUBLE, &x1, "y_max",
          G_TYPE_DOUBLE, &y1, "confidence", G_TYPE_DOUBLE, &conf, "label_id",
          G_TYPE_INT, &label_id, NULL));
  fail_unless_equals_string (gst_structure_get_string (det, "label"), "face");
  fail_unless (G_APPROX_VALUE (x0, roi->x / (gdouble) w, 1e-9));
  fail_unless (G_APPROX_VALUE (y1, (roi->y + roi->h) / (gdouble) h, 1e-9));
  fail_unless (x0 < x1 && y0 < y1 && x1 <= 1.0 && y1 <= 1.0);
  fail_unless (conf > 0.0 && conf <= 1.0);
  oid = gst_video_region_of_interest_meta_get_param (roi, "object_id");
  fail_unless (oid != NULL);
  fail_unless (gst_structure_get_int (oid, "id", &id));
  fail_unless (id >= 1);
  gst_buffer_unref (out);
  gst_harness_teardown (hv);
  g_free (pix);
}

GST_END_TEST;

GST_START_TEST (test_messages)
{
  gint w, h;
  guint8 *pix = load_pgm (images[1], &w, &h);
  GstHarness *hv = new_harness ("updates=on-change", GST_VIDEO_FORMAT_GRAY8,
      w, h);
  GstBus *bus = gst_bus_new ();
  GstMessage *msg;
  const GstStructure *s;
  const GValue *faces, *face;
  guint x, y, fw, fh;
  gdouble conf;
  gint id;
  GstClockTime ts;
  GstBuffer *blank;
  GstMapInfo map;

  gst_element_set_bus (hv->element, bus);
  gst_buffer_unref (push_gray (hv, pix, w, h));
  msg = gst_cl_test_pop_element_message (bus, "clfacedetect");
  fail_unless (msg != NULL);
  s = gst_message_get_structure (msg);
  fail_unless (gst_structure_get_uint64 (s, "timestamp", &ts) && ts == 0);
  fail_unless (gst_structure_has_field (s, "stream-time"));
  fail_unless (gst_structure_has_field (s, "running-time"));
  fail_unless (gst_structure_has_field (s, "duration"));
  faces = gst_structure_get_value (s, "faces");
  fail_unless (GST_VALUE_HOLDS_LIST (faces));
  fail_unless_equals_int (gst_value_list_get_size (faces), 1);
  face = gst_value_list_get_value (faces, 0);
  fail_unless (gst_structure_get (gst_value_get_structure (face), "x",
          G_TYPE_UINT, &x, "y", G_TYPE_UINT, &y, "width", G_TYPE_UINT, &fw,
          "height", G_TYPE_UINT, &fh, "confidence", G_TYPE_DOUBLE, &conf,
          "id", G_TYPE_INT, &id, NULL));
  fail_unless (fw > 100 && fh > 100 && x + fw <= (guint) w);
  gst_message_unref (msg);

  /* the same face again: on-change posts nothing */
  gst_buffer_unref (push_gray (hv, pix, w, h));
  fail_unless (gst_cl_test_pop_element_message (bus, "clfacedetect") == NULL);

  /* a blank frame: the count changes once the track is dropped */
  blank = gst_cl_test_gray_buffer (pix, w, w, h, 0);
  gst_buffer_map (blank, &map, GST_MAP_WRITE);
  memset (map.data, 128, map.size);
  gst_buffer_unmap (blank, &map);
  {
    GstElement *fd = gst_harness_find_element (hv, "clfacedetect");
    g_object_set (fd, "tracking", FALSE, NULL);
    gst_object_unref (fd);
  }
  gst_buffer_unref (gst_harness_push_and_pull (hv, blank));
  msg = gst_cl_test_pop_element_message (bus, "clfacedetect");
  fail_unless (msg != NULL);
  faces = gst_structure_get_value (gst_message_get_structure (msg), "faces");
  fail_unless_equals_int (gst_value_list_get_size (faces), 0);
  gst_message_unref (msg);

  gst_element_set_bus (hv->element, NULL);
  gst_object_unref (bus);
  gst_harness_teardown (hv);
  g_free (pix);
}

GST_END_TEST;

/* RGB family and YUV formats: luma computed or taken from plane 0; all
 * find the one face */
static const GstVideoFormat formats[] = {
  GST_VIDEO_FORMAT_GRAY8, GST_VIDEO_FORMAT_I420, GST_VIDEO_FORMAT_NV12,
  GST_VIDEO_FORMAT_RGB, GST_VIDEO_FORMAT_BGR, GST_VIDEO_FORMAT_RGBA,
  GST_VIDEO_FORMAT_BGRA, GST_VIDEO_FORMAT_RGBx, GST_VIDEO_FORMAT_BGRx
};

static GstBuffer *
convert (const guint8 * pix, gint w, gint h, GstVideoFormat format)
{
  GstBuffer *in = gst_cl_test_gray_buffer (pix, w, w, h, 0);
  GstVideoInfo iin, iout;
  GstVideoFrame fin, fout;
  GstVideoConverter *conv;
  GstBuffer *out;

  gst_video_info_set_format (&iin, GST_VIDEO_FORMAT_GRAY8, w, h);
  gst_video_info_set_format (&iout, format, w, h);
  out = gst_buffer_new_allocate (NULL, GST_VIDEO_INFO_SIZE (&iout), NULL);
  gst_video_frame_map (&fin, &iin, in, GST_MAP_READ);
  gst_video_frame_map (&fout, &iout, out, GST_MAP_WRITE);
  conv = gst_video_converter_new (&iin, &iout, NULL);
  gst_video_converter_frame (conv, &fin, &fout);
  gst_video_converter_free (conv);
  gst_video_frame_unmap (&fin);
  gst_video_frame_unmap (&fout);
  gst_buffer_unref (in);
  GST_BUFFER_PTS (out) = 0;
  return out;
}

GST_START_TEST (test_formats)
{
  GstVideoFormat format = formats[__i__];
  gint w, h;
  guint8 *pix = load_pgm (images[0], &w, &h);
  GstHarness *hv = new_harness ("tracking=false", format, w, h);
  GstBuffer *out = gst_harness_push_and_pull (hv, convert (pix, w, h, format));
  GArray *found = roi_boxes (out), *expected =
      expected_faces ("frontalface_default", images[0]);

  /* grey to colour and back is not bit-exact: agreement by IoU */
  fail_unless (found->len == 1, "%s: %u faces",
      gst_video_format_to_string (format), found->len);
  fail_unless (iou (&g_array_index (found, Box, 0), &g_array_index (expected,
              Box, 0)) > 0.8, "%s", gst_video_format_to_string (format));
  g_array_unref (found);
  g_array_unref (expected);
  gst_buffer_unref (out);
  gst_harness_teardown (hv);
  g_free (pix);
}

GST_END_TEST;

GST_START_TEST (test_display_draws)
{
  gint w, h;
  guint8 *pix = load_pgm (images[0], &w, &h);
  GstHarness *hv = new_harness ("display=true", GST_VIDEO_FORMAT_GRAY8, w, h);
  GstBuffer *in = gst_cl_test_gray_buffer (pix, w, w, h, 0), *out;
  GstVideoRegionOfInterestMeta *roi;
  GstMapInfo map;
  gint changed = 0, x;

  out = gst_harness_push_and_pull (hv, in);
  roi = gst_buffer_get_video_region_of_interest_meta (out);
  fail_unless (roi != NULL);
  gst_buffer_map (out, &map, GST_MAP_READ);
  /* the top edge of the box is drawn */
  for (x = roi->x; x < (gint) (roi->x + roi->w); x++)
    changed += map.data[roi->y * GST_ROUND_UP_4 (w) + x] !=
        pix[roi->y * w + x];
  gst_buffer_unmap (out, &map);
  fail_unless (changed > (gint) roi->w / 2, "only %d pixels drawn", changed);
  gst_buffer_unref (out);
  gst_harness_teardown (hv);
  g_free (pix);
}

GST_END_TEST;

GST_START_TEST (test_size_change)
{
  gint w, h;
  guint8 *pix = load_pgm (images[1], &w, &h);
  GstHarness *hv = new_harness (NULL, GST_VIDEO_FORMAT_GRAY8, w, h);
  GstBuffer *out;
  GArray *found;
  guint8 *half = g_malloc (w / 2 * (h / 2));
  gint x, y;

  out = push_gray (hv, pix, w, h);
  found = roi_boxes (out);
  fail_unless_equals_int (found->len, 1);
  g_array_unref (found);
  gst_buffer_unref (out);

  /* half size: new caps mid-stream, the face is found again, smaller */
  for (y = 0; y < h / 2; y++)
    for (x = 0; x < w / 2; x++)
      half[y * (w / 2) + x] = (pix[2 * y * w + 2 * x] + pix[2 * y * w + 2 * x +
              1] + pix[(2 * y + 1) * w + 2 * x] + pix[(2 * y + 1) * w + 2 * x +
              1] + 2) / 4;
  gst_harness_set_src_caps_str (hv, "video/x-raw,format=GRAY8,width=256,"
      "height=256,framerate=30/1");
  out = push_gray (hv, half, w / 2, h / 2);
  found = roi_boxes (out);
  fail_unless_equals_int (found->len, 1);
  fail_unless (g_array_index (found, Box, 0).w < 150);
  g_array_unref (found);
  gst_buffer_unref (out);

  /* smaller than the cascade's window: no face, no error */
  gst_harness_set_src_caps_str (hv, "video/x-raw,format=GRAY8,width=16,"
      "height=16,framerate=30/1");
  out = push_gray (hv, pix, 16, 16);
  fail_unless (gst_buffer_get_video_region_of_interest_meta (out) == NULL);
  gst_buffer_unref (out);
  gst_harness_teardown (hv);
  g_free (half);
  g_free (pix);
}

GST_END_TEST;

/* A bad cascade given to @prop fails start() with an element error naming
 * the file */
static void
check_bad_cascade_of (const gchar * prop, const gchar * path,
    const gchar * expect_in_message)
{
  GstElement *pipe;
  GstBus *bus;
  GstMessage *msg;
  GError *err = NULL;
  gchar *desc = g_strdup_printf ("videotestsrc num-buffers=1 ! "
      "clfacedetect %s=\"%s\" ! fakesink", prop, path);

  pipe = gst_parse_launch (desc, NULL);
  fail_unless (pipe != NULL);
  bus = gst_element_get_bus (pipe);
  fail_unless (gst_element_set_state (pipe, GST_STATE_PLAYING) ==
      GST_STATE_CHANGE_FAILURE);
  msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
  fail_unless (msg != NULL, "no error message for %s", path);
  gst_message_parse_error (msg, &err, NULL);
  fail_unless (strstr (err->message, path) != NULL ||
      strstr (err->message, g_path_get_basename (path)) != NULL,
      "error for %s does not name it: %s", path, err->message);
  if (expect_in_message)
    fail_unless (strstr (err->message, expect_in_message) != NULL,
        "error for %s: %s", path, err->message);
  g_error_free (err);
  gst_message_unref (msg);
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (bus);
  gst_object_unref (pipe);
  g_free (desc);
}

/* the same for the face cascade (profile) */
static void
check_bad_cascade (const gchar * path, const gchar * expect_in_message)
{
  check_bad_cascade_of ("profile", path, expect_in_message);
}

static gchar *
write_temp (const gchar * name, const gchar * data, gssize len)
{
  gchar *path = g_build_filename (g_get_tmp_dir (), name, NULL);

  fail_unless (g_file_set_contents (path, data, len, NULL));
  return path;
}

GST_START_TEST (test_bad_cascades)
{
  gchar *good = g_build_filename (CASCADE_DIR,
      "haarcascade_frontalface_default.xml", NULL);
  gchar *data, *p, *copy;
  gsize len;

  check_bad_cascade ("/nonexistent/haarcascade_nothing.xml", NULL);

  p = write_temp ("clfd-empty.xml", "", 0);
  check_bad_cascade (p, NULL);
  g_unlink (p);
  g_free (p);

  p = write_temp ("clfd-garbage.xml", "this is not a cascade\n\x01\x02", -1);
  check_bad_cascade (p, NULL);
  g_unlink (p);
  g_free (p);

  fail_unless (g_file_get_contents (good, &data, &len, NULL));
  p = write_temp ("clfd-truncated.xml", data, len / 2);
  check_bad_cascade (p, NULL);
  g_unlink (p);
  g_free (p);

  /* a number that is not one */
  copy = g_strdup (data);
  {
    gchar *t = strstr (copy, "<stageThreshold>");
    fail_unless (t != NULL);
    memcpy (t + strlen ("<stageThreshold>"), "abc", 3);
  }
  p = write_temp ("clfd-nan.xml", copy, len);
  check_bad_cascade (p, NULL);
  g_unlink (p);
  g_free (p);
  g_free (copy);

  /* a rectangle outside the window */
  copy = g_strdup (data);
  {
    gchar *t = strstr (copy, "<rects>");
    gchar *q;
    fail_unless (t != NULL);
    q = strstr (t, "<_>");
    fail_unless (q != NULL);
    /* "<_>\n  x y w h weight": move x far right */
    q += 3;
    while (*q == ' ' || *q == '\n' || *q == '\r')
      q++;
    q[0] = '9';
    q[1] = '9';
  }
  p = write_temp ("clfd-rect.xml", copy, len);
  check_bad_cascade (p, NULL);
  g_unlink (p);
  g_free (p);
  g_free (copy);

  g_free (data);
  g_free (good);
}

GST_END_TEST;

/* A copy of the shipped LBP cascade with the first @from replaced by @to
 * fails start() with an element error naming it and saying @expect. */
static void
check_bad_lbp (const gchar * data, const gchar * from, const gchar * to,
    const gchar * expect)
{
  const gchar *at = strstr (data, from);
  gchar *copy, *p;

  fail_unless (at != NULL, "%s not in the cascade", from);
  copy = g_strdup_printf ("%.*s%s%s", (gint) (at - data), data, to,
      at + strlen (from));
  p = write_temp ("clfd-bad-lbp.xml", copy, -1);
  check_bad_cascade (p, expect);
  g_unlink (p);
  g_free (p);
  g_free (copy);
}

GST_START_TEST (test_bad_lbp_cascades)
{
  gchar *good = g_build_filename (CASCADE_DIR, "lbpcascade_frontalface.xml",
      NULL);
  gchar *data;

  fail_unless (g_file_get_contents (good, &data, NULL, NULL));
  /* a feature whose 3x3 cells leave the 24x24 window */
  check_bad_lbp (data, "<rect>\n        0 0 3 5</rect>",
      "<rect>\n        20 0 3 5</rect>", "leave the 24x24 window");
  check_bad_lbp (data, "<rect>\n        0 0 3 5</rect>",
      "<rect>\n        0 0 0 5</rect>", "LBP cell width");
  /* codes are 8-bit: the subset must have 256 bits */
  check_bad_lbp (data, "<maxCatCount>256</maxCatCount>",
      "<maxCatCount>255</maxCatCount>", "maxCatCount 255");
  /* a subset word missing */
  check_bad_lbp (data, "0 -1 46 -67130709 -21569 ", "0 -1 46 -21569 ",
      "groups of 11");
  /* a subset word beyond 32 bits */
  check_bad_lbp (data, "0 -1 46 -67130709 ", "0 -1 46 -4294967296 ",
      "subset word");
  /* a feature index past the features */
  check_bad_lbp (data, "0 -1 46 -67130709 ", "0 -1 4600 -67130709 ",
      "uses feature 4600");
  /* a two-node tree: loads as a tree, refused as not supported */
  check_bad_lbp (data, "0 -1 46 -67130709 -21569 -1426120013 -1275125205 "
      "-21585\n            -16385 587145899 -24005</internalNodes>\n"
      "          <leafValues>\n            -0.6543210148811340 "
      "0.8888888955116272</leafValues>",
      "1 -1 46 -67130709 -21569 -1426120013 -1275125205 -21585 -16385 "
      "587145899 -24005 0 -2 13 -1 -1 -1 -1 -1 -1 -1 -1</internalNodes>"
      "<leafValues>-0.5 0.5 0.25</leafValues>", "only stumps");
  /* another feature type */
  check_bad_lbp (data, "<featureType>LBP</featureType>",
      "<featureType>HOG</featureType>", "not supported");
  g_free (data);
  g_free (good);
}

GST_END_TEST;

/* every Haar and LBP cascade OpenCV ships loads and runs */
GST_START_TEST (test_all_opencv_cascades)
{
  const struct
  {
    const gchar *dir, *prefix;
    gint min;
  } kinds[] = {
    {"/usr/share/opencv4/haarcascades", "haarcascade_", 17},
    {"/usr/share/opencv4/lbpcascades", "lbpcascade_", 5},
  };
  gint w, h, k;
  guint8 *pix = load_pgm (images[0], &w, &h);

  for (k = 0; k < (gint) G_N_ELEMENTS (kinds); k++) {
    GDir *dir = g_dir_open (kinds[k].dir, 0, NULL);
    const gchar *name;
    gint n = 0;

    if (!dir) {
      GST_WARNING ("opencv-data is not installed");
      continue;
    }
    while ((name = g_dir_read_name (dir))) {
      gchar *path, *props;
      GstHarness *hv;
      GstBuffer *out;

      if (!g_str_has_prefix (name, kinds[k].prefix) ||
          !g_str_has_suffix (name, ".xml"))
        continue;
      path = g_build_filename (kinds[k].dir, name, NULL);
      props = g_strdup_printf ("profile=%s", path);
      hv = new_harness (props, GST_VIDEO_FORMAT_GRAY8, w, h);
      out = push_gray (hv, pix, w, h);
      fail_unless (out != NULL, "%s did not run", name);
      gst_buffer_unref (out);
      gst_harness_teardown (hv);
      g_free (props);
      g_free (path);
      n++;
    }
    g_dir_close (dir);
    fail_unless (n >= kinds[k].min, "only %d cascades in %s", n,
        kinds[k].dir);
  }
  g_free (pix);
}

GST_END_TEST;

/* @n boxes @in of supports @w_in merged (@first as
 * gst_cl_merge_overlaps_full() takes it) into @rects and @weights */
static void
merge_boxes (GArray * rects, GArray * weights, const GstClRect * in,
    const gint * w_in, guint n, const gboolean * first)
{
  g_array_set_size (rects, 0);
  g_array_set_size (weights, 0);
  g_array_append_vals (rects, in, n);
  g_array_append_vals (weights, w_in, n);
  gst_cl_merge_overlaps_full (rects, weights, first, GST_CL_MERGE_MIN_IOU,
      GST_CL_MERGE_MIN_COVER);
}

/* The merge rule on its own: a box overlapping a better supported one
 * (IoU >= 0.3 or covering >= 80% of the smaller) is folded into it, which
 * keeps its geometry and takes the neighbours; a separate box stays; a box
 * marked first (one that continues a tracked face) keeps its geometry
 * whatever its support. */
GST_START_TEST (test_merge_overlaps_rule)
{
  const GstClRect in[] = { {126, 56, 143, 143}, {145, 111, 122, 122},
  {10, 10, 30, 30}, {20, 20, 10, 10}
  };
  const gint w_in[] = { 4, 10, 5, 7 };
  /* the less supported box of the webcam pair marked first (it continues
   * a tracked face) */
  const gboolean first[] = { TRUE, FALSE, FALSE, FALSE };
  /* a chain: the marked box A, the better supported B beside it, C that
   * overlaps B but not A */
  const GstClRect chain[] = { {100, 100, 100, 100}, {130, 100, 100, 100},
  {170, 100, 100, 100}
  };
  const gint w_chain[] = { 3, 10, 5 };
  const gboolean chain_first[] = { TRUE, FALSE, FALSE };
  GArray *rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *weights = g_array_new (FALSE, FALSE, sizeof (gint));
  GstClRect *r;
  gint *w;
  guint pass;

  for (pass = 0; pass < 2; pass++) {
    if (pass == 0) {
      /* gst_cl_merge_overlaps() is the same merge with nothing marked */
      g_array_set_size (rects, 0);
      g_array_set_size (weights, 0);
      g_array_append_vals (rects, in, G_N_ELEMENTS (in));
      g_array_append_vals (weights, w_in, G_N_ELEMENTS (w_in));
      gst_cl_merge_overlaps (rects, weights, GST_CL_MERGE_MIN_IOU,
          GST_CL_MERGE_MIN_COVER);
    } else {
      merge_boxes (rects, weights, in, w_in, G_N_ELEMENTS (in), first);
    }
    fail_unless_equals_int (rects->len, 2);
    r = (GstClRect *) rects->data;
    w = (gint *) weights->data;
    /* the webcam pair: the better supported face box (the marked one in
     * pass 1), both supports */
    if (pass == 0)
      fail_unless (r[0].x == 145 && r[0].y == 111 && r[0].width == 122);
    else
      fail_unless (r[0].x == 126 && r[0].y == 56 && r[0].width == 143);
    fail_unless_equals_int (w[0], 14);
    /* the small box inside the 30x30 one has more support: it is kept */
    fail_unless (r[1].x == 20 && r[1].y == 20 && r[1].width == 10);
    fail_unless_equals_int (w[1], 12);
  }

  /* A folds in B, and with it C (B would have taken it) */
  merge_boxes (rects, weights, chain, w_chain, G_N_ELEMENTS (chain),
      chain_first);
  fail_unless_equals_int (rects->len, 1);
  r = (GstClRect *) rects->data;
  fail_unless (r[0].x == 100 && r[0].width == 100);
  fail_unless_equals_int (g_array_index (weights, gint, 0), 18);
  g_array_unref (rects);
  g_array_unref (weights);
}

GST_END_TEST;

/* The rule for a box right under a face: dropped when much smaller,
 * centred under it and close below it; kept when as big as the face, far
 * below it, or beside it.  Weak boxes are judged against the detections. */
GST_START_TEST (test_drop_under_rule)
{
  GstClRect in[] = { {100, 100, 100, 100},      /* a face */
    {120, 205, 60, 60},         /* its collar: dropped */
    {100, 215, 100, 100},       /* a face as big, under it: kept */
    {130, 400, 40, 40},         /* small, far below both: kept */
    {250, 205, 50, 50}          /* small, beside: kept */
  };
  gint w_in[] = { 30, 40, 20, 5, 6 };
  GstClRect weak_in[] = { {125, 190, 50, 50}, {20, 20, 30, 30} };
  gint weak_w[] = { 2, 2 };
  GArray *rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *weights = g_array_new (FALSE, FALSE, sizeof (gint));
  GArray *weak = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *weak_weights = g_array_new (FALSE, FALSE, sizeof (gint));
  GstClRect *r;

  g_array_append_vals (rects, in, G_N_ELEMENTS (in));
  g_array_append_vals (weights, w_in, G_N_ELEMENTS (w_in));
  g_array_append_vals (weak, weak_in, G_N_ELEMENTS (weak_in));
  g_array_append_vals (weak_weights, weak_w, G_N_ELEMENTS (weak_w));
  gst_cl_drop_under (weak, weak_weights, rects, 0.7, 0.35, 0.25);
  gst_cl_drop_under (rects, weights, rects, 0.7, 0.35, 0.25);
  fail_unless_equals_int (rects->len, 4);
  r = (GstClRect *) rects->data;
  fail_unless (r[0].y == 100 && r[1].y == 215 && r[2].y == 400 &&
      r[3].x == 250);
  fail_unless_equals_int (g_array_index (weights, gint, 1), 20);
  fail_unless_equals_int (g_array_index (weights, gint, 3), 6);
  fail_unless_equals_int (weak->len, 1);
  fail_unless_equals_int (g_array_index (weak, GstClRect, 0).x, 20);
  g_array_unref (rects);
  g_array_unref (weights);
  g_array_unref (weak);
  g_array_unref (weak_weights);
}

GST_END_TEST;

/* A face of the astronaut and, at @sx, @sy, a copy of it at half size on a
 * grey 320 x 320 frame (the face is at 112, 31, 94 px wide) */
static guint8 *
face_and_small_copy (gint sx, gint sy)
{
  gint w, h, x, y;
  guint8 *a = load_pgm ("astronaut-gray.pgm", &w, &h);
  guint8 *c = g_malloc (320 * 320);

  memset (c, 128, 320 * 320);
  for (y = 0; y < 160; y++)
    memcpy (c + y * 320 + 80, a + (36 + y) * w + 146, 160);
  for (y = 0; y < 80; y++)
    for (x = 0; x < 80; x++) {
      const guint8 *p = a + (36 + 2 * y) * w + 146 + 2 * x;
      c[(sy + y) * 320 + sx + x] = (p[0] + p[1] + p[w] + p[w + 1] + 2) / 4;
    }
  g_free (a);
  return c;
}

static GArray *
faces_on (const guint8 * pix, const gchar * props)
{
  GstHarness *hv = new_harness (props, GST_VIDEO_FORMAT_GRAY8, 320, 320);
  GstBuffer *out = push_gray (hv, pix, 320, 320);
  GArray *boxes;

  fail_unless (out != NULL);
  boxes = roi_boxes (out);
  gst_buffer_unref (out);
  gst_harness_teardown (hv);
  return boxes;
}

/* The element: a half-size face right under a face (as a collar or a
 * checked shirt is seen) is in OpenCV's output (merge-overlaps=false) and
 * not in the default's; the same small face beside the big one is in
 * both. */
GST_START_TEST (test_drop_under_on_frame)
{
  guint8 *under = face_and_small_copy (119, 125);
  guint8 *beside = face_and_small_copy (240, 125);
  GArray *raw = faces_on (under, "tracking=false merge-overlaps=false");
  GArray *merged = faces_on (under, "tracking=false");
  GArray *side = faces_on (beside, "tracking=false");
  Box *big, *small;

  fail_unless_equals_int (raw->len, 2);
  big = &g_array_index (raw, Box, 0);
  small = &g_array_index (raw, Box, 1);
  if (big->w < small->w) {
    Box *t = big;
    big = small;
    small = t;
  }
  fail_unless (small->w < big->w * 0.7 && small->y > big->y + big->h * 0.8,
      "small face %d,%d %dx%d not under %d,%d %dx%d", small->x, small->y,
      small->w, small->h, big->x, big->y, big->w, big->h);
  fail_unless_equals_int (merged->len, 1);
  fail_unless (iou (&g_array_index (merged, Box, 0), big) >= 0.99);
  fail_unless_equals_int (side->len, 2);
  g_array_unref (raw);
  g_array_unref (merged);
  g_array_unref (side);
  g_free (under);
  g_free (beside);
}

GST_END_TEST;

static gdouble
box_cover (const Box * a, const Box * b)
{
  gint ix = MAX (0, MIN (a->x + a->w, b->x + b->w) - MAX (a->x, b->x));
  gint iy = MAX (0, MIN (a->y + a->h, b->y + b->h) - MAX (a->y, b->y));

  return (gdouble) ix * iy / MIN (a->w * a->h, b->w * b->h);
}

/* the "detection" confidence of each face ROI, in meta order */
static GArray *
roi_confidences (GstBuffer * buf)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (gdouble));
  gpointer state = NULL;
  GstVideoRegionOfInterestMeta *roi;

  while ((roi = gst_cl_test_next_roi (buf, &state))) {
    gdouble c = -1;

    fail_unless (gst_cl_test_roi_confidence (roi, &c));
    g_array_append_val (out, c);
  }
  return out;
}

static GstBuffer *
detect_once (const gchar * props, const gchar * image)
{
  gint w, h;
  guint8 *pix = load_pgm (image, &w, &h);
  GstHarness *hv = new_harness (props, GST_VIDEO_FORMAT_GRAY8, w, h);
  GstBuffer *out = push_gray (hv, pix, w, h);

  fail_unless (out != NULL);
  gst_harness_teardown (hv);
  g_free (pix);
  return out;
}

/* A real webcam frame on which OpenCV reports the face twice (with
 * frontalface_default): merge-overlaps=false gives OpenCV's output
 * exactly; the default gives one of OpenCV's boxes per face, no two
 * overlapping, every OpenCV box covered by one of them, and a merged box
 * is more confident than it was alone. */
GST_START_TEST (test_merge_on_webcam_frame)
{
  const gchar *cascade = cascades[__i__];
  const gchar *image = "webcam-frame-gray.pgm";
  GArray *expected = expected_faces (cascade, image);
  gchar *off = g_strdup_printf ("profile=%s tracking=false "
      "merge-overlaps=false", cascade);
  gchar *on = g_strdup_printf ("profile=%s tracking=false", cascade);
  GstBuffer *b_off = detect_once (off, image), *b_on = detect_once (on, image);
  GArray *raw = roi_boxes (b_off), *merged = roi_boxes (b_on);
  GArray *c_raw = roi_confidences (b_off), *c_merged = roi_confidences (b_on);
  guint i, j;

  assert_agree (raw, expected, off);
  if (!strcmp (cascade, "frontalface_default"))
    fail_unless_equals_int (merged->len, 1);
  for (i = 0; i < merged->len; i++) {
    Box *m = &g_array_index (merged, Box, i);
    gboolean one_of_opencv = FALSE;

    for (j = 0; j < raw->len; j++) {
      if (iou (m, &g_array_index (raw, Box, j)) >= 0.99) {
        one_of_opencv = TRUE;
        fail_unless (g_array_index (c_merged, gdouble, i) >=
            g_array_index (c_raw, gdouble, j));
        if (raw->len > merged->len)
          fail_unless (g_array_index (c_merged, gdouble, i) >
              g_array_index (c_raw, gdouble, j), "merged support not added");
      }
    }
    fail_unless (one_of_opencv, "merged box %d,%d %dx%d is not OpenCV's",
        m->x, m->y, m->w, m->h);
    for (j = i + 1; j < merged->len; j++) {
      Box *o = &g_array_index (merged, Box, j);
      fail_unless (iou (m, o) < GST_CL_MERGE_MIN_IOU &&
          box_cover (m, o) < GST_CL_MERGE_MIN_COVER, "two boxes left on one");
    }
  }
  for (j = 0; j < expected->len; j++) {
    Box *e = &g_array_index (expected, Box, j);
    gboolean covered = FALSE;

    for (i = 0; i < merged->len; i++) {
      Box *m = &g_array_index (merged, Box, i);
      covered |= iou (e, m) >= GST_CL_MERGE_MIN_IOU ||
          box_cover (e, m) >= GST_CL_MERGE_MIN_COVER;
    }
    fail_unless (covered, "OpenCV's face %d,%d lost", e->x, e->y);
  }
  g_array_unref (raw);
  g_array_unref (merged);
  g_array_unref (c_raw);
  g_array_unref (c_merged);
  g_array_unref (expected);
  gst_buffer_unref (b_off);
  gst_buffer_unref (b_on);
  g_free (off);
  g_free (on);
}

GST_END_TEST;

/* OpenCV's part boxes for (part, image) */
static GArray *
expected_parts (const gchar * part, const gchar * image)
{
  return stored_boxes ("opencv-parts.txt", part, image);
}

/* Eyes and mouth inside the portraits' faces: in the message with
 * facedetect's field names, as ROI metas whose parent is the face, each
 * one of OpenCV's detections in the same region (IoU >= 0.5: the regions
 * are scanned in a mosaic, whose pyramid levels round differently), and
 * drawn with display=true. */
GST_START_TEST (test_parts)
{
  const gchar *image = images[__i__];
  const gchar *parts[] = { "eyes", "mouth" };
  const gchar *props = "eyes-profile=eye mouth-profile=smile tracking=false";
  gint w, h;
  guint8 *pix = load_pgm (image, &w, &h);
  GstHarness *hv = new_harness (props, GST_VIDEO_FORMAT_GRAY8, w, h);
  GstBus *bus = gst_bus_new ();
  GstBuffer *out;
  GstMessage *msg;
  const GstStructure *face;
  const GValue *faces;
  GstVideoRegionOfInterestMeta *roi, *face_roi = NULL;
  gpointer state = NULL;
  guint k, n_parts = 0;
  Box found[2];

  gst_element_set_bus (hv->element, bus);
  out = push_gray (hv, pix, w, h);
  msg = gst_cl_test_pop_element_message (bus, "clfacedetect");
  fail_unless (msg != NULL);
  faces = gst_structure_get_value (gst_message_get_structure (msg), "faces");
  fail_unless_equals_int (gst_value_list_get_size (faces), 1);
  face = gst_value_get_structure (gst_value_list_get_value (faces, 0));
  for (k = 0; k < G_N_ELEMENTS (parts); k++) {
    GArray *expected = expected_parts (parts[k], image);
    gchar *fx = g_strconcat (parts[k], "->x", NULL);
    gchar *fy = g_strconcat (parts[k], "->y", NULL);
    gchar *fw = g_strconcat (parts[k], "->width", NULL);
    gchar *fh = g_strconcat (parts[k], "->height", NULL);
    guint x, y, pw, ph, j;
    gdouble best = 0;

    fail_unless (expected->len > 0);
    fail_unless (gst_structure_get (face, fx, G_TYPE_UINT, &x, fy,
            G_TYPE_UINT, &y, fw, G_TYPE_UINT, &pw, fh, G_TYPE_UINT, &ph,
            NULL), "%s: no %s in the message", image, parts[k]);
    found[k].x = x;
    found[k].y = y;
    found[k].w = pw;
    found[k].h = ph;
    for (j = 0; j < expected->len; j++)
      best = MAX (best, iou (&found[k], &g_array_index (expected, Box, j)));
    fail_unless (best >= 0.5, "%s: %s %u,%u %ux%u is none of OpenCV's (IoU "
        "%.2f)", image, parts[k], x, y, pw, ph, best);
    g_array_unref (expected);
    g_free (fx);
    g_free (fy);
    g_free (fw);
    g_free (fh);
  }
  gst_message_unref (msg);

  while ((roi = gst_cl_test_next_roi (out, &state))) {
    const gchar *type = g_quark_to_string (roi->roi_type);
    GstStructure *det = gst_video_region_of_interest_meta_get_param (roi,
        "detection");

    fail_unless (det != NULL);
    fail_unless_equals_string (gst_structure_get_string (det, "label"), type);
    if (!strcmp (type, "face")) {
      fail_unless (face_roi == NULL);
      face_roi = roi;
      continue;
    }
    fail_unless (face_roi != NULL, "a part before its face");
    fail_unless (roi->parent_id == face_roi->id && roi->id != face_roi->id,
        "%s: parent %d, face id %d", type, roi->parent_id, face_roi->id);
    for (k = 0; k < G_N_ELEMENTS (parts); k++)
      if (!strcmp (type, parts[k]))
        fail_unless (roi->x == (guint) found[k].x && roi->w ==
            (guint) found[k].w, "%s meta is not the message's", type);
    n_parts++;
  }
  fail_unless_equals_int (n_parts, 2);
  gst_buffer_unref (out);

  /* display=true: the parts' outlines are drawn (dark on grey) */
  {
    GstElement *fd = gst_harness_find_element (hv, "clfacedetect");
    GstMapInfo map;

    g_object_set (fd, "display", TRUE, NULL);
    gst_object_unref (fd);
    out = push_gray (hv, pix, w, h);
    gst_buffer_map (out, &map, GST_MAP_READ);
    for (k = 0; k < G_N_ELEMENTS (parts); k++) {
      Box *b = &found[k];
      fail_unless_equals_int (map.data[b->y * w + b->x + b->w / 2], 16);
      fail_unless_equals_int (map.data[(b->y + b->h - 1) * w + b->x], 16);
    }
    gst_buffer_unmap (out, &map);
    gst_buffer_unref (out);
  }
  gst_element_set_bus (hv->element, NULL);
  gst_object_unref (bus);
  gst_harness_teardown (hv);
  g_free (pix);
}

GST_END_TEST;

/* a part's or the verification's cascade that does not load fails start
 * with an error naming the property and the file */
GST_START_TEST (test_parts_bad_profile)
{
  check_bad_cascade_of ("mouth-profile", "/nonexistent/part.xml",
      "mouth-profile");
  check_bad_cascade_of ("verify-profile", "/nonexistent/part.xml",
      "verify-profile");
}

GST_END_TEST;

/* min-stddev: no detection on a frame flatter than the threshold (the
 * portrait's luma varies by far less than 255), detection above it */
GST_START_TEST (test_min_stddev)
{
  GstBuffer *out = detect_once ("tracking=false min-stddev=255", images[0]);
  GArray *boxes = roi_boxes (out);

  fail_unless_equals_int (boxes->len, 0);
  g_array_unref (boxes);
  gst_buffer_unref (out);
  out = detect_once ("tracking=false min-stddev=20", images[0]);
  boxes = roi_boxes (out);
  fail_unless_equals_int (boxes->len, 1);
  g_array_unref (boxes);
  gst_buffer_unref (out);
}

GST_END_TEST;

/* biggest-only: of frontalface_alt's two faces on the astronaut photo,
 * the big one, on the first frame (full scan) and the next ones (scan
 * restricted to big faces) */
GST_START_TEST (test_biggest_only)
{
  gint w, h;
  guint8 *pix = load_pgm (images[0], &w, &h);
  GstHarness *hv = new_harness ("profile=frontalface_alt tracking=false "
      "biggest-only=true", GST_VIDEO_FORMAT_GRAY8, w, h);
  GArray *expected = expected_faces ("frontalface_alt", images[0]);
  guint k;

  fail_unless_equals_int (expected->len, 2);
  g_array_remove_index (expected, 1);   /* 71x71, the smaller */
  for (k = 0; k < 3; k++) {
    GstBuffer *out = push_gray (hv, pix, w, h);
    GArray *found = roi_boxes (out);

    assert_agree (found, expected, "biggest-only");
    g_array_unref (found);
    gst_buffer_unref (out);
  }
  g_array_unref (expected);
  gst_harness_teardown (hv);
  g_free (pix);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clfacedetect,
    GST_CL_TCASE ("general", NULL, NULL),
    GST_CL_LOOP_TEST (test_agrees_with_opencv, G_N_ELEMENTS (cascades)),
    GST_CL_TEST (test_meta_layout),
    GST_CL_TEST (test_messages),
    GST_CL_LOOP_TEST (test_formats, G_N_ELEMENTS (formats)),
    GST_CL_TEST (test_display_draws),
    GST_CL_TEST (test_size_change),
    GST_CL_TEST (test_bad_cascades),
    GST_CL_TEST (test_bad_lbp_cascades),
    GST_CL_TEST (test_all_opencv_cascades),
    GST_CL_LOOP_TEST (test_kernel_variants, gst_cl_test_n_cascade_variants),
    GST_CL_TEST (test_bad_kernel_options),
    GST_CL_TEST (test_reuses_upstream_integral),
    GST_CL_TEST (test_lbp_reuses_upstream_integral),
    GST_CL_TEST (test_merge_overlaps_rule),
    GST_CL_LOOP_TEST (test_merge_on_webcam_frame, G_N_ELEMENTS (cascades)),
    GST_CL_TEST (test_drop_under_rule),
    GST_CL_TEST (test_drop_under_on_frame),
    GST_CL_LOOP_TEST (test_parts, G_N_ELEMENTS (images)),
    GST_CL_TEST (test_parts_bad_profile),
    GST_CL_TEST (test_min_stddev),
    GST_CL_TEST (test_biggest_only));
