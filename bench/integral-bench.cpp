/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * integral-bench: the integral image kernels against OpenCV's cv::integral
 * on the same frames, in the same run.
 *
 *   integral-bench [--device SPEC] [--iters N] [--only NAME] [IMAGE]
 *
 * For 640x480, 1920x1080 and 3840x2160 (IMAGE, a real photo, resized),
 * prints per method: kernel time (sum of the profiling events, median over
 * N runs after warm-up), end-to-end time (host-to-device write of the
 * frame + kernels, waited for), effective GB/s (1 byte read and 4 written
 * per pixel, 8 more with squares) and the ratio cv::integral / ours, for
 * both designs: "rows" (the GPUs') and "strip" (the CPUs').  Every result
 * is checked against cv::integral before it is timed.  --only NAME runs
 * one of them.
 */
#include "benchutil.h"
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

extern "C" {
#include "gstcl-private.h"
#include "gstclintegralengine.h"
}

struct Variant
{
  const char *name;
  GstClIntegralMethod method;
};

/* The device's plane @mem (rows @pitch elements apart) against OpenCV's
 * @ref, element by element */
template < typename D, typename R > static bool
same_plane (GstClContext * ctx, cl_mem mem, guint pitch, const cv::Mat & ref,
    const char *what)
{
  std::vector<D> v ((size_t) ref.rows * pitch);
  clEnqueueReadBuffer (ctx->queue, mem, CL_TRUE, 0, v.size () * sizeof (D),
      v.data (), 0, NULL, NULL);
  for (int y = 0; y < ref.rows; y++)
    for (int x = 0; x < ref.cols; x++)
      if (v[(size_t) y * pitch + x] != (D) ref.at<R> (y, x)) {
        fprintf (stderr, "MISMATCH %s at %d,%d\n", what, x, y);
        return false;
      }
  return true;
}

static bool
check (GstClContext * ctx, GstClSharedMem * sum, GstClSharedMem * sq,
    guint pitch, const cv::Mat & gray)
{
  cv::Mat ref, refq;
  cv::integral (gray, ref, refq, CV_32S, CV_64F);
  return same_plane<guint32, int> (ctx, sum->mem, pitch, ref, "sum") &&
      (!sq || same_plane<guint64, double> (ctx, sq->mem, pitch, refq,
          "sqsum"));
}

/* Device times (medians) of two reference kernels: an empty one (the part
 * of every kernel's profiled time that is launch, not work) and a copy
 * that reads a w x h 8-bit frame and writes it widened to 32 bits (the
 * memory traffic of an integral without any of its work; the faster of 4
 * and 16 pixels per work-item). */
static void
floor_kernels_ms (GstClContext * ctx, int w, int h, int iters,
    double *empty_ms, double *copy_ms)
{
  const char *src =
      "__kernel void empty (__global const uchar *s, __global uint *d) { }\n"
      "__kernel void widen (__global const uchar *s, __global uint *d) {\n"
      "  size_t i = get_global_id (0);\n"
      "  vstore4 (convert_uint4 (vload4 (i, s)), i, d);\n" "}\n"
      "__kernel void widen16 (__global const uchar16 *s, __global uint16 *d)"
      " {\n"
      "  size_t i = get_global_id (0);\n"
      "  d[i] = convert_uint16 (s[i]);\n" "}\n";
  cl_int st;
  *empty_ms = *copy_ms = -1;
  cl_program p = clCreateProgramWithSource (ctx->context, 1, &src, NULL, &st);
  if (st != CL_SUCCESS || clBuildProgram (p, 1, &ctx->device, "", NULL,
          NULL) != CL_SUCCESS)
    return;
  size_t n = (size_t) w * h;
  cl_mem in = clCreateBuffer (ctx->context, CL_MEM_READ_WRITE, n, NULL, &st);
  cl_mem out = clCreateBuffer (ctx->context, CL_MEM_READ_WRITE, n * 4, NULL,
      &st);
  for (int which = 0; which < 3; which++) {
    static const char *names[] = { "empty", "widen", "widen16" };
    cl_kernel k = clCreateKernel (p, names[which], &st);
    clSetKernelArg (k, 0, sizeof (in), &in);
    clSetKernelArg (k, 1, sizeof (out), &out);
    std::vector<double> t;
    for (int i = 0; i < iters + 10; i++) {
      size_t g = which == 0 ? 256 : which == 1 ? n / 4 : n / 16;
      cl_event e;
      clEnqueueNDRangeKernel (ctx->queue, k, 1, NULL, &g, NULL, 0, NULL, &e);
      clWaitForEvents (1, &e);
      if (i >= 10)
        t.push_back (gst_cl_event_elapsed_ms (e));
      clReleaseEvent (e);
    }
    clReleaseKernel (k);
    std::sort (t.begin (), t.end ());
    double med = t[t.size () / 2];
    if (which == 0)
      *empty_ms = med;
    else {
      printf ("  copy with %d pixels per work-item: %.4f ms\n",
          which == 1 ? 4 : 16, med);
      if (*copy_ms < 0 || med < *copy_ms)
        *copy_ms = med;
    }
  }
  clReleaseMemObject (in);
  clReleaseMemObject (out);
  clReleaseProgram (p);
}

int
main (int argc, char **argv)
{
  const char *device = NULL, *image = NULL;
  int iters = 50;
  const char *only = NULL;
  GError *err = NULL;

  if (bench_help (argc, argv, "[--device SPEC] [--iters N] [--only NAME] "
          "[IMAGE]"))
    return 0;
  gst_init (NULL, NULL);
  for (int i = 1; i < argc; i++) {
    if (bench_common_option (argc, argv, &i, &device, &iters))
      continue;
    if (!strcmp (argv[i], "--only") && i + 1 < argc)
      only = argv[++i];
    else
      image = argv[i];
  }
  cv::Mat photo = bench_photo (&image);
  if (photo.empty ())
    return 1;

  GstClContext *ctx = gst_cl_context_new (device, &err);
  if (!ctx) {
    fprintf (stderr, "%s\n", err->message);
    return 1;
  }
  printf ("device: %s (%s, driver %s), %u compute units; OpenCV %s, "
      "cv::integral on 1 thread\n", ctx->device_name, ctx->platform_name,
      ctx->driver_version, ctx->compute_units, CV_VERSION);
  {
    double e, c;
    floor_kernels_ms (ctx, 3840, 2160, iters, &e, &c);
    printf ("floors: empty kernel %.4f ms (launch part of every kernel "
        "time); 3840x2160 8-bit read + 32-bit write %.4f ms\n", e, c);
  }

  const std::vector<Variant> variants = {
    {"rows", GST_CL_INTEGRAL_METHOD_ROWS},
    {"strip", GST_CL_INTEGRAL_METHOD_STRIP},
  };
  cv::setNumThreads (1);

  const int sizes[][2] = { {640, 480}, {1920, 1080}, {3840, 2160} };
  printf ("\n%-10s %-12s %-3s %10s %10s %8s %10s %8s\n", "size", "method",
      "sq", "kernel_ms", "e2e_ms", "GB/s", "cv_ms", "cv/ours");
  for (auto & sz:sizes) {
    cv::Mat gray;
    cv::resize (photo, gray, cv::Size (sz[0], sz[1]), 0, 0, cv::INTER_LINEAR);
    int w = gray.cols, h = gray.rows;
    cl_int st;
    cl_mem src = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY,
        (size_t) w * h, NULL, &st);

    for (int squared = 0; squared < 2; squared++) {
      /* the peer: cv::integral, same frame, single thread */
      std::vector<double> cv_times;
      cv::Mat s, q;
      for (int i = 0; i < iters + 5; i++) {
        double t0 = bench_now_ms ();
        if (squared)
          cv::integral (gray, s, q, CV_32S, CV_64F);
        else
          cv::integral (gray, s, CV_32S);
        if (i >= 5)
          cv_times.push_back (bench_now_ms () - t0);
      }
      double cv_ms = bench_median (cv_times);

      for (auto & v:variants) {
        if (only && strcmp (only, v.name))
          continue;
        GstClIntegralEngine *integ = gst_cl_integral_engine_new (ctx, v.method,
            squared);
        std::vector<double> kt, et;
        std::vector<std::vector<double>> parts;
        bool ok = true;
        for (int i = 0; i < iters + 5 && ok; i++) {
          GstClSharedMem *sum = NULL, *sq = NULL;
          guint pitch;
          double t0 = bench_now_ms ();
          clEnqueueWriteBuffer (ctx->queue, src, CL_FALSE, 0, (size_t) w * h,
              gray.data, 0, NULL, NULL);
          if (!gst_cl_integral_engine_run (integ, src, w, w, h, &sum, &sq, &pitch,
                  &err)) {
            fprintf (stderr, "%s: %s\n", v.name, err->message);
            g_clear_error (&err);
            ok = false;
            break;
          }
          clFinish (ctx->queue);
          double t1 = bench_now_ms ();
          if (i == 0)
            ok = check (ctx, sum, sq, pitch, gray);
          if (i >= 5) {
            et.push_back (t1 - t0);
            kt.push_back (gst_cl_integral_engine_last_kernel_ms (integ));
            gdouble part[16];
            guint np = gst_cl_integral_engine_last_kernel_times (integ, part, 16);
            if (parts.size () < np)
              parts.resize (np);
            for (guint p = 0; p < np; p++)
              parts[p].push_back (part[p]);
          }
          gst_cl_shared_mem_unref (sum);
          if (sq)
            gst_cl_shared_mem_unref (sq);
        }
        gst_cl_integral_engine_free (integ);
        if (!ok) {
          printf ("%4dx%-5d %-12s %-3s FAILED\n", w, h, v.name,
              squared ? "yes" : "no");
          continue;
        }
        double k = bench_median (kt), e = bench_median (et);
        double bytes = (double) w * h * (5 + (squared ? 8 : 0));
        printf ("%4dx%-5d %-12s %-3s %10.4f %10.4f %8.1f %10.4f %8.2f", w, h,
            v.name, squared ? "yes" : "no", k, e, bytes / (k * 1e6), cv_ms,
            cv_ms / k);
        /* per-kernel medians, in launch order */
        printf ("   [");
        for (auto & p:parts)
          printf (" %.4f", bench_median (p));
        printf (" ]\n");
      }
    }
    clReleaseMemObject (src);
  }
  gst_object_unref (ctx);
  return 0;
}
