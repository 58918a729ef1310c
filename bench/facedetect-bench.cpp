/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * facedetect-bench: clfacedetect's detector against OpenCV's
 * CascadeClassifier::detectMultiScale with the same cascade and parameters
 * (scale 1.1, 3 neighbours, minimum size the cascade's window), on the same
 * frames, in the same run.
 *
 *   facedetect-bench [--device SPEC] [--iters N] [--cascade XML] IMAGE...
 *
 * Each image (real photos: the group photos work best) is resized to
 * 640x480, 1280x720 and 1920x1080.  Per size, medians over the images of:
 * the device time of our kernels (profiling events), our end-to-end time
 * (frame upload, kernels, hit read-back, grouping on the host), OpenCV on
 * one thread and on all threads; fps and the ratio OpenCV / ours.  Faces
 * found by each are printed too, so a speed-up cannot hide a wrong answer.
 */
#include "benchutil.h"
#include <opencv2/imgproc.hpp>
#include <opencv2/objdetect.hpp>
#include <cstdio>
#include <cstring>

extern "C" {
#include "gstclcontext.h"
#include "gstclhaardetector.h"
}

int
main (int argc, char **argv)
{
  const char *device = NULL;
  std::string cascade_path = GST_CL_BENCH_CASCADE;
  int iters = 10;
  std::vector<std::string> images;
  GError *err = NULL;

  gst_init (&argc, &argv);
  for (int i = 1; i < argc; i++) {
    if (!strcmp (argv[i], "--device") && i + 1 < argc)
      device = argv[++i];
    else if (!strcmp (argv[i], "--iters") && i + 1 < argc)
      iters = atoi (argv[++i]);
    else if (!strcmp (argv[i], "--cascade") && i + 1 < argc)
      cascade_path = argv[++i];
    else
      images.push_back (argv[i]);
  }
  if (images.empty ())
    images.push_back (GST_CL_BENCH_IMAGE);

  GstClContext *ctx = gst_cl_context_new (device, &err);
  if (!ctx) {
    fprintf (stderr, "%s\n", err->message);
    return 1;
  }
  GstClCascade *cascade = gst_cl_cascade_load (cascade_path.c_str (), &err);
  if (!cascade) {
    fprintf (stderr, "%s\n", err->message);
    return 1;
  }
  GstClHaarDetector *det = gst_cl_haar_detector_new (ctx, cascade, &err);
  if (!det) {
    fprintf (stderr, "%s\n", err->message);
    return 1;
  }
  cv::CascadeClassifier cc (cascade_path);
  if (cc.empty ()) {
    fprintf (stderr, "OpenCV cannot load %s\n", cascade_path.c_str ());
    return 1;
  }
  int all_threads = cv::getNumberOfCPUs ();
  printf ("device: %s (%s), %u compute units; OpenCV %s, %d CPU threads; "
      "cascade %s; %zu images\n", ctx->device_name, ctx->platform_name,
      ctx->compute_units, CV_VERSION, all_threads, cascade_path.c_str (),
      images.size ());

  std::vector<cv::Mat> photos;
  for (auto & p:images) {
    cv::Mat m = bench_load_gray (p.c_str ());
    if (m.empty ()) {
      fprintf (stderr, "cannot read %s\n", p.c_str ());
      return 1;
    }
    photos.push_back (m);
  }

  GstClHaarParams params;
  gst_cl_haar_params_init (&params);
  params.scale_factor = 1.1;
  params.min_neighbors = 3;
  cv::Size min_size (cascade->window_w, cascade->window_h);

  const int sizes[][2] = { {640, 480}, {1280, 720}, {1920, 1080} };
  printf ("\n%-10s %9s %9s %9s %9s %8s %8s %8s %7s %7s\n", "size",
      "kern_ms", "e2e_ms", "cv1_ms", "cvN_ms", "our_fps", "cvN_fps",
      "cv1/ours", "faces", "cv_faces");
  GArray *rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *weights = g_array_new (FALSE, FALSE, sizeof (gint));
  for (auto & sz:sizes) {
    std::vector<double> kt, et, c1, cn;
    std::vector<std::vector<double>> per_kernel (GST_CL_HAAR_MAX_KERNELS);
    const char *kernel_names[GST_CL_HAAR_MAX_KERNELS] = { NULL };
    guint n_kernels = 0;
    int our_faces = 0, cv_faces = 0;
    for (auto & photo:photos) {
      cv::Mat gray;
      cv::resize (photo, gray, cv::Size (sz[0], sz[1]), 0, 0,
          cv::INTER_AREA);
      cl_int st;
      cl_mem src = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY,
          (size_t) sz[0] * sz[1], NULL, &st);
      std::vector<double> k1, e1;
      std::vector<std::vector<double>> per (GST_CL_HAAR_MAX_KERNELS);
      for (int i = 0; i < iters + 2; i++) {
        double t0 = bench_now_ms ();
        clEnqueueWriteBuffer (ctx->queue, src, CL_FALSE, 0,
            (size_t) sz[0] * sz[1], gray.data, 0, NULL, NULL);
        if (!gst_cl_haar_detector_run (det, src, sz[0], sz[0], sz[1], &params,
                rects, weights, &err)) {
          fprintf (stderr, "%s\n", err->message);
          return 1;
        }
        double t1 = bench_now_ms ();
        if (i >= 2) {
          e1.push_back (t1 - t0);
          k1.push_back (gst_cl_haar_detector_last_kernel_ms (det));
          const gchar *names[GST_CL_HAAR_MAX_KERNELS];
          gdouble ms[GST_CL_HAAR_MAX_KERNELS];
          guint nk = gst_cl_haar_detector_last_kernel_times (det, names, ms,
              GST_CL_HAAR_MAX_KERNELS);
          for (guint j = 0; j < nk; j++) {
            per[j].push_back (ms[j]);
            kernel_names[j] = names[j];
          }
          n_kernels = nk;
        }
      }
      clReleaseMemObject (src);
      our_faces += rects->len;
      kt.push_back (bench_median (k1));
      for (guint j = 0; j < n_kernels; j++)
        per_kernel[j].push_back (bench_median (per[j]));
      et.push_back (bench_median (e1));

      std::vector<cv::Rect> faces;
      for (int threads : {1, all_threads}) {
        cv::setNumThreads (threads);
        std::vector<double> t;
        for (int i = 0; i < std::max (2, iters / 3) + 1; i++) {
          double t0 = bench_now_ms ();
          cc.detectMultiScale (gray, faces, 1.1, 3, 0, min_size);
          if (i >= 1)
            t.push_back (bench_now_ms () - t0);
        }
        (threads == 1 ? c1 : cn).push_back (bench_median (t));
      }
      cv_faces += faces.size ();
    }
    double k = bench_median (kt), e = bench_median (et);
    double o1 = bench_median (c1), on = bench_median (cn);
    printf ("%4dx%-5d %9.3f %9.3f %9.2f %9.2f %8.1f %8.1f %8.1f %7d %7d\n",
        sz[0], sz[1], k, e, o1, on, 1000.0 / e, 1000.0 / on, o1 / e,
        our_faces, cv_faces);
    printf ("%10s", "");
    for (guint j = 0; j < n_kernels; j++)
      printf (" %s %.3f", kernel_names[j], bench_median (per_kernel[j]));
    printf (" (kernel ms, medians)\n");
  }
  g_array_unref (rects);
  g_array_unref (weights);
  gst_cl_haar_detector_free (det);
  gst_cl_cascade_free (cascade);
  gst_object_unref (ctx);
  return 0;
}
