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
 *   facedetect-bench [--device SPEC] [--iters N] [--cascade XML]...
 *                    [--sizes WxH,...] [--variants] [--pageable] [--pinned]
 *                    [--json FILE] IMAGE...
 *
 * Each image (real photos: the group photos work best) is resized to
 * 640x480, 1280x720 and 1920x1080 (or --sizes).  Per size, medians over the
 * images of: the device time of our kernels (profiling events, with the
 * breakdown per kernel on the next line), our end-to-end time (frame
 * upload, kernels, hit read-back, grouping on the host; split on the line
 * after: the upload's device time, the kernels, the grouping, the rest),
 * OpenCV on one thread and on all threads; fps and the ratio OpenCV /
 * ours.  The frame is uploaded as the elements upload it: through a pinned
 * staging buffer on discrete GPUs (--pageable: a write from pageable
 * memory, the plain write; --pinned: the frame written by its producer into the
 * pinned memory the elements offer upstream, uploaded from there with no
 * copy, the producer's write not timed).  Faces found
 * by each are printed too, so a speed-up cannot hide a wrong answer.
 *
 * --variants: instead of OpenCV, the kernels and launch shapes the device
 * tuning selects for other devices, run on this one (see
 * gst_cl_cascade_engine_tuning()): per size the kernel and detection times
 * of the device's default, of a GPU's tuning for 32-wide warps and for
 * 64-wide wavefronts, and whether each finds exactly the default's faces.
 * --variant LABEL=OPTIONS (repeatable) replaces those rows by the device's
 * tuning with these tuning fields changed (sweeps: "-D GROUPS_PER_CU=16",
 * "-D ROW_WG=128" ...).
 *
 * Several --cascade options (e.g. an LBP and a Haar cascade) are measured
 * one after the other in the same run, on the same frames, each with
 * OpenCV on the same cascade.
 *
 * --json FILE: no timing; each image at its own size, read as
 * `ocv-faces detect` reads it (cv::imread grey), through the device's
 * engine, written to FILE as ocv-faces JSON lines (first cascade only), so
 * that `ocv-faces compare` scores it against OpenCV's own output;
 * --neighbors N sets minNeighbors there (default 3; 0: the raw hits).
 */
#include "benchutil.h"
/* image codecs only for --json: -DGST_CL_BENCH_NO_IMGCODECS builds the
 * benchmark for a machine without them (the GPU machine) */
#ifndef GST_CL_BENCH_NO_IMGCODECS
#include <opencv2/imgcodecs.hpp>
#endif
#include <opencv2/imgproc.hpp>
#include <opencv2/objdetect.hpp>
#include <cstdio>
#include <cstring>

extern "C" {
#include "gstcl-private.h"
#include "gstclcascadeengine.h"
}

/* One detector's figures on one frame: medians over the timed runs. */
struct Timing
{
  double kernel_ms = 0, e2e_ms = 0;
  /* the end-to-end time split: the frame's upload (device time of the
   * write), grouping on the host; the rest is launches, waits and the
   * read-back of the hits */
  double upload_ms = 0, group_ms = 0;
  /* the host's side, in order: the frame copied into the staging slot,
   * the upload and the pyramid enqueued, the detection enqueued and
   * waited for (its hits read back and sorted); medians */
  double copy_ms = 0, enqueue_ms = 0, wait_ms = 0;
  std::vector<std::string> names;
  std::vector<double> per_kernel;
  std::vector<GstClRect> rects;
};

/* --pageable: frames written from pageable memory, not staged */
static bool pageable_upload;
/* --pinned: frames written by their producer into the context's pinned
 * memory (the pool the elements offer upstream on discrete GPUs), uploaded
 * from there with no staging copy */
static bool pinned_frames;

static bool
time_detector (GstClContext * ctx, GstClCascadeEngine * det,
    const cv::Mat & gray, const GstClCascadeParams * params, int iters,
    Timing & out)
{
  GError *err = NULL;
  cl_int st;
  cl_mem src = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY,
      (size_t) gray.cols * gray.rows, NULL, &st);
  GArray *rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  GArray *weights = g_array_new (FALSE, FALSE, sizeof (gint));
  GArray *hits = g_array_new (FALSE, FALSE, sizeof (GstClCascadeHit));
  std::vector<double> k1, e1, u1, g1, c1, q1, w1;
  std::vector<std::vector<double>> per (GST_CL_CASCADE_MAX_KERNELS);
  bool ok = st == CL_SUCCESS;
  GstAllocator *pinned_alloc = pinned_frames && ctx->staged_uploads ?
      gst_cl_pinned_allocator_new (ctx) : NULL;
  GstMemory *frame_mem = pinned_alloc ? gst_allocator_alloc (pinned_alloc,
      (gsize) gray.cols * gray.rows, NULL) : NULL;

  out = Timing ();
  for (int i = 0; ok && i < iters + 2; i++) {
    const size_t bytes = (size_t) gray.cols * gray.rows;
    const guint8 *from_pool = NULL;

    if (frame_mem) {
      /* the producer (a decoder) writes the frame into the pool's memory:
       * its work, not the upload's; the map waits for the last upload */
      GstMapInfo map;

      gst_memory_map (frame_mem, &map, GST_MAP_WRITE);
      memcpy (map.data, gray.data, bytes);
      gst_memory_unmap (frame_mem, &map);
      from_pool = gst_cl_pinned_memory_peek (frame_mem, ctx);
    }
    double t0 = bench_now_ms ();
    cl_event up = NULL;
    gpointer slot = NULL;
    guint8 *pinned = NULL;

    /* the elements' upload: into a pinned staging slot, then written
     * without blocking (ctx->staged_uploads: discrete GPUs); the plain
     * write from pageable memory with --pageable; with --pinned straight
     * from the frame's pinned memory */
    if (ctx->staged_uploads && !pageable_upload && !from_pool)
      pinned = gst_cl_context_staging_acquire (ctx, ctx->queue, bytes, &slot,
          NULL);
    double tc = t0;
    if (from_pool) {
      clEnqueueWriteBuffer (ctx->queue, src, CL_FALSE, 0, bytes, from_pool, 0,
          NULL, &up);
      if (up) {
        clRetainEvent (up);
        gst_cl_pinned_memory_add_reader (frame_mem, up);
      }
    } else if (pinned) {
      memcpy (pinned, gray.data, bytes);
      tc = bench_now_ms ();
      clEnqueueWriteBuffer (ctx->queue, src, CL_FALSE, 0, bytes, pinned, 0,
          NULL, &up);
      if (up)
        clRetainEvent (up);
      gst_cl_context_staging_release (ctx, slot, up);
    } else {
      clEnqueueWriteBuffer (ctx->queue, src, CL_FALSE, 0, bytes, gray.data, 0,
          NULL, &up);
    }
    /* gst_cl_cascade_engine_run (), step by step to time the grouping */
    g_array_set_size (rects, 0);
    g_array_set_size (weights, 0);
    double tq = 0;
    if (!gst_cl_cascade_engine_build_pyramid (det, src, gray.cols, gray.cols,
            gray.rows, NULL, NULL, 0, params, &err) ||
        (tq = bench_now_ms (), !gst_cl_cascade_engine_detect (det, hits,
                &err))) {
      fprintf (stderr, "%s\n", err->message);
      g_clear_error (&err);
      if (up)
        clReleaseEvent (up);
      ok = false;
      break;
    }
    double tg = bench_now_ms ();
    gst_cl_cascade_engine_group (det, hits, params->min_neighbors, rects,
        weights);
    double t1 = bench_now_ms ();
    cl_ulong us = 0, ue = 0;
    if (up) {
      clGetEventProfilingInfo (up, CL_PROFILING_COMMAND_START, sizeof (us),
          &us, NULL);
      clGetEventProfilingInfo (up, CL_PROFILING_COMMAND_END, sizeof (ue),
          &ue, NULL);
      clReleaseEvent (up);
    }
    if (i >= 2) {
      u1.push_back ((ue - us) * 1e-6);
      g1.push_back (t1 - tg);
      c1.push_back (tc - t0);
      q1.push_back (tq - tc);
      w1.push_back (tg - tq);
      const gchar *names[GST_CL_CASCADE_MAX_KERNELS];
      gdouble ms[GST_CL_CASCADE_MAX_KERNELS];
      guint nk = gst_cl_cascade_engine_last_kernel_times (det, names, ms,
          GST_CL_CASCADE_MAX_KERNELS);

      e1.push_back (t1 - t0);
      k1.push_back (gst_cl_cascade_engine_last_kernel_ms (det));
      out.names.assign (names, names + MIN (nk, GST_CL_CASCADE_MAX_KERNELS));
      for (guint j = 0; j < out.names.size (); j++)
        per[j].push_back (ms[j]);
    }
  }
  if (frame_mem)
    gst_memory_unref (frame_mem);
  if (pinned_alloc)
    gst_object_unref (pinned_alloc);
  if (src)
    clReleaseMemObject (src);
  out.kernel_ms = bench_median (k1);
  out.e2e_ms = bench_median (e1);
  out.upload_ms = bench_median (u1);
  out.group_ms = bench_median (g1);
  out.copy_ms = bench_median (c1);
  out.enqueue_ms = bench_median (q1);
  out.wait_ms = bench_median (w1);
  for (guint j = 0; j < out.names.size (); j++)
    out.per_kernel.push_back (bench_median (per[j]));
  out.rects.assign ((GstClRect *) rects->data,
      (GstClRect *) rects->data + rects->len);
  g_array_unref (rects);
  g_array_unref (weights);
  g_array_unref (hits);
  return ok;
}

static bool
same_rects (const std::vector<GstClRect> & a,
    const std::vector<GstClRect> & b)
{
  return a.size () == b.size () && (a.empty () ||
      !memcmp (a.data (), b.data (), a.size () * sizeof (GstClRect)));
}

struct Variant
{
  std::string label;
  guint gpu_simd;               /* 0: this device's tuning */
  std::string options;
};

/* The rows: the device's default, then the GPUs' tunings; or, when @extra
 * (the --variant options) is not empty, the default and those. */
static std::vector<Variant>
tuning_variants (const std::vector<Variant> & extra)
{
  std::vector<Variant> v = { {"device default", 0, ""} };
  if (!extra.empty ()) {
    v.insert (v.end (), extra.begin (), extra.end ());
    return v;
  }
  v.push_back ({"GPU, 32-wide warps", 32, ""});
  v.push_back ({"GPU, 64-wide wavefronts", 64, ""});
  return v;
}

static int
run_variants (GstClContext * ctx, const GstClCascade * cascade,
    const std::vector<cv::Mat> & photos, const std::vector<cv::Size> & sizes,
    const GstClCascadeParams * params, int iters,
    const std::vector<Variant> & extra)
{
  std::vector<Variant> variants = tuning_variants (extra);
  std::vector<GstClCascadeEngine *> dets;
  int failures = 0;

  for (auto & v:variants) {
    GError *err = NULL;
    GstClCascadeTuning tuning;
    GstClCascadeEngine *d = NULL;
    if (gst_cl_cascade_engine_tuning (ctx, cascade, v.gpu_simd,
            v.options.c_str (), &tuning, &err))
      d = gst_cl_cascade_engine_new_with_tuning (ctx, cascade, &tuning, &err);
    if (!d) {
      fprintf (stderr, "%s (%s): %s\n", v.label.c_str (), v.options.c_str (),
          err->message);
      g_clear_error (&err);
      return 1;
    }
    dets.push_back (d);
  }
  printf ("\nvariants: kernel ms (all kernels) and detect ms (the detection "
      "kernel), medians over the images; faces over the images; same = "
      "identical faces to the device default on every image\n");
  for (auto & v:variants)
    printf ("  %-24s %s\n", v.label.c_str (),
        v.options.empty ()? "(no options)" : v.options.c_str ());
  for (auto & sz:sizes) {
    printf ("\n%dx%d\n  %-24s %10s %10s %10s %7s %5s\n", sz.width,
        sz.height, "variant", "kernel_ms", "detect_ms", "e2e_ms", "faces",
        "same");
    std::vector<std::vector<Timing>> per (variants.size ());
    for (auto & photo:photos) {
      cv::Mat gray;
      cv::resize (photo, gray, sz, 0, 0, cv::INTER_AREA);
      for (size_t i = 0; i < variants.size (); i++) {
        Timing t;
        if (!time_detector (ctx, dets[i], gray, params, iters, t))
          return 1;
        per[i].push_back (t);
      }
    }
    for (size_t i = 0; i < variants.size (); i++) {
      std::vector<double> k, d, e, hc, hq, hw, hg;
      std::vector<std::vector<double>> pk (GST_CL_CASCADE_MAX_KERNELS);
      int faces = 0;
      bool same = true;
      for (size_t p = 0; p < per[i].size (); p++) {
        const Timing & t = per[i][p];
        k.push_back (t.kernel_ms);
        e.push_back (t.e2e_ms);
        hc.push_back (t.copy_ms);
        hq.push_back (t.enqueue_ms);
        hw.push_back (t.wait_ms);
        hg.push_back (t.group_ms);
        for (size_t j = 0; j < t.per_kernel.size (); j++)
          pk[j].push_back (t.per_kernel[j]);
        /* the detection kernel is the last one */
        d.push_back (t.per_kernel.empty ()? 0 : t.per_kernel.back ());
        faces += t.rects.size ();
        same = same && same_rects (t.rects, per[0][p].rects);
      }
      failures += !same;
      printf ("  %-24s %10.3f %10.3f %10.3f %7d %5s\n",
          variants[i].label.c_str (), bench_median (k), bench_median (d),
          bench_median (e), faces, same ? "yes" : "NO");
      /* the kernels one by one (the pyramid's passes, the scan) */
      printf ("  %-24s", "");
      for (size_t j = 0; j < per[i][0].names.size (); j++)
        printf (" %s %.3f", per[i][0].names[j].c_str (),
            bench_median (pk[j]));
      printf ("\n  %-24s host: copy %.3f enqueue %.3f detect+wait %.3f "
          "grouping %.3f\n", "", bench_median (hc), bench_median (hq),
          bench_median (hw), bench_median (hg));
    }
  }
  for (auto d:dets)
    gst_cl_cascade_engine_free (d);
  if (failures)
    printf ("\n%d variant(s) found other faces than the default\n",
        failures);
  return failures ? 1 : 0;
}

/* --json: the engine's detections at each image's own size */
static int
write_json (GstClContext * ctx, const GstClCascade * cascade,
    const std::vector<std::string> & images, const GstClCascadeParams * params,
    const char *path)
{
  GError *err = NULL;
  GstClCascadeEngine *det = gst_cl_cascade_engine_new (ctx, cascade, &err);
  FILE *f = fopen (path, "w");
  int ret = 0;

  if (!det || !f) {
    fprintf (stderr, "%s\n", det ? "cannot write the JSON file" :
        err->message);
    return 1;
  }
  for (auto & p:images) {
#ifndef GST_CL_BENCH_NO_IMGCODECS
    cv::Mat gray = cv::imread (p, cv::IMREAD_GRAYSCALE);
#else
    cv::Mat gray;
#endif
    Timing t;

    if (gray.empty () || !gray.isContinuous ()) {
      fprintf (stderr, "cannot read %s\n", p.c_str ());
      ret = 1;
      break;
    }
    if (!time_detector (ctx, det, gray, params, 1, t)) {
      ret = 1;
      break;
    }
    fprintf (f, "{\"image\": \"%s\", \"width\": %d, \"height\": %d, "
        "\"faces\": [", p.c_str (), gray.cols, gray.rows);
    for (size_t i = 0; i < t.rects.size (); i++)
      fprintf (f, "%s[%d, %d, %d, %d]", i ? ", " : "", t.rects[i].x,
          t.rects[i].y, t.rects[i].width, t.rects[i].height);
    fprintf (f, "]}\n");
  }
  fclose (f);
  gst_cl_cascade_engine_free (det);
  return ret;
}

/* The timing table of one cascade: ours against OpenCV's on the same
 * frames. */
static int
bench_cascade (GstClContext * ctx, const GstClCascade * cascade,
    const std::string & cascade_path, const std::vector<cv::Mat> & photos,
    const std::vector<cv::Size> & sizes, const GstClCascadeParams * params_in,
    int iters, int all_threads)
{
  GError *err = NULL;
  GstClCascadeParams params = *params_in;
  GstClCascadeEngine *det = gst_cl_cascade_engine_new (ctx, cascade, &err);
  if (!det) {
    fprintf (stderr, "%s\n", err->message);
    return 1;
  }
  cv::CascadeClassifier cc (cascade_path);
  if (cc.empty ()) {
    fprintf (stderr, "OpenCV cannot load %s\n", cascade_path.c_str ());
    return 1;
  }
  cv::Size min_size (cascade->window_w, cascade->window_h);

  printf ("\n%-10s %9s %9s %9s %9s %8s %8s %8s %7s %7s\n", "size",
      "kern_ms", "e2e_ms", "cv1_ms", "cvN_ms", "our_fps", "cvN_fps",
      "cv1/ours", "faces", "cv_faces");
  for (auto & sz:sizes) {
    std::vector<double> kt, et, c1, cn, ut, gt;
    std::vector<std::vector<double>> per_kernel (GST_CL_CASCADE_MAX_KERNELS);
    std::vector<std::string> kernel_names;
    int our_faces = 0, cv_faces = 0;
    for (auto & photo:photos) {
      cv::Mat gray;
      cv::resize (photo, gray, sz, 0, 0, cv::INTER_AREA);
      Timing t;
      if (!time_detector (ctx, det, gray, &params, iters, t))
        return 1;
      our_faces += t.rects.size ();
      kt.push_back (t.kernel_ms);
      et.push_back (t.e2e_ms);
      ut.push_back (t.upload_ms);
      gt.push_back (t.group_ms);
      kernel_names = t.names;
      for (size_t j = 0; j < t.per_kernel.size (); j++)
        per_kernel[j].push_back (t.per_kernel[j]);

      std::vector<cv::Rect> faces;
      for (int threads : {1, all_threads}) {
        cv::setNumThreads (threads);
        std::vector<double> tt;
        for (int i = 0; i < std::max (2, iters / 3) + 1; i++) {
          double t0 = bench_now_ms ();
          cc.detectMultiScale (gray, faces, 1.1, 3, 0, min_size);
          if (i >= 1)
            tt.push_back (bench_now_ms () - t0);
        }
        (threads == 1 ? c1 : cn).push_back (bench_median (tt));
      }
      cv_faces += faces.size ();
    }
    double k = bench_median (kt), e = bench_median (et);
    double o1 = bench_median (c1), on = bench_median (cn);
    printf ("%4dx%-5d %9.3f %9.3f %9.2f %9.2f %8.1f %8.1f %8.1f %7d %7d\n",
        sz.width, sz.height, k, e, o1, on, 1000.0 / e, 1000.0 / on, o1 / e,
        our_faces, cv_faces);
    printf ("%10s", "");
    for (size_t j = 0; j < kernel_names.size (); j++)
      printf (" %s %.3f", kernel_names[j].c_str (),
          bench_median (per_kernel[j]));
    printf (" (kernel ms, medians)\n");
    printf ("%10s upload %.3f kernels %.3f grouping %.3f rest %.3f "
        "(end-to-end split, ms, medians)\n", "", bench_median (ut), k,
        bench_median (gt), e - bench_median (ut) - k - bench_median (gt));
  }
  gst_cl_cascade_engine_free (det);
  return 0;
}

int
main (int argc, char **argv)
{
  const char *device = NULL;
  std::vector<std::string> cascade_paths;
  const char *json = NULL;
  int iters = 10, neighbors = 3;
  bool variants = false;
  std::vector<Variant> extra;
  std::vector<std::string> images;
  std::vector<cv::Size> sizes = { {640, 480}, {1280, 720}, {1920, 1080} };
  GError *err = NULL;

  if (bench_help (argc, argv, "[--device SPEC] [--iters N] [--cascade XML] "
          "[--sizes WxH,...] [--variants [--variant LABEL=OPTIONS]...] "
          "[--pageable] [--pinned] [--json FILE [--neighbors N]] IMAGE..."))
    return 0;
  gst_init (NULL, NULL);
  for (int i = 1; i < argc; i++) {
    if (bench_common_option (argc, argv, &i, &device, &iters))
      continue;
    if (!strcmp (argv[i], "--cascade") && i + 1 < argc)
      cascade_paths.push_back (argv[++i]);
    else if (!strcmp (argv[i], "--json") && i + 1 < argc)
      json = argv[++i];
    else if (!strcmp (argv[i], "--neighbors") && i + 1 < argc)
      neighbors = atoi (argv[++i]);
    else if (!strcmp (argv[i], "--pageable"))
      pageable_upload = true;
    else if (!strcmp (argv[i], "--pinned"))
      pinned_frames = true;
    else if (!strcmp (argv[i], "--variants"))
      variants = true;
    else if (!strcmp (argv[i], "--variant") && i + 1 < argc) {
      const char *a = argv[++i], *eq = strchr (a, '=');
      if (!eq) {
        fprintf (stderr, "bad variant %s (LABEL=OPTIONS)\n", a);
        return 1;
      }
      extra.push_back ({std::string (a, eq - a), 0, eq + 1});
    }
    else if (!strcmp (argv[i], "--sizes") && i + 1 < argc) {
      gchar **s = g_strsplit (argv[++i], ",", -1);
      sizes.clear ();
      for (gchar ** p = s; *p; p++) {
        int w = 0, h = 0;
        if (sscanf (*p, "%dx%d", &w, &h) != 2 || w <= 0 || h <= 0) {
          fprintf (stderr, "bad size %s (WxH)\n", *p);
          return 1;
        }
        sizes.push_back (cv::Size (w, h));
      }
      g_strfreev (s);
    } else
      images.push_back (argv[i]);
  }
  if (images.empty ())
    images.push_back (GST_CL_BENCH_IMAGE);
  if (cascade_paths.empty ())
    cascade_paths.push_back (GST_CL_BENCH_CASCADE);
  iters = MAX (iters, 1);

  GstClContext *ctx = gst_cl_context_new (device, &err);
  if (!ctx) {
    fprintf (stderr, "%s\n", err->message);
    return 1;
  }
  int all_threads = cv::getNumberOfCPUs ();
  printf ("device: %s (%s), %u compute units; OpenCV %s, %d CPU threads; "
      "%zu images\n", ctx->device_name, ctx->platform_name,
      ctx->compute_units, CV_VERSION, all_threads, images.size ());

  std::vector<cv::Mat> photos;
  for (auto & p:images) {
    if (json)
      break;
    cv::Mat m = bench_load_gray (p.c_str ());
    if (m.empty ()) {
      fprintf (stderr, "cannot read %s\n", p.c_str ());
      return 1;
    }
    photos.push_back (m);
  }

  GstClCascadeParams params;
  gst_cl_cascade_params_init (&params);
  params.scale_factor = 1.1;
  params.min_neighbors = json ? neighbors : 3;

  for (auto & cascade_path:cascade_paths) {
    GstClCascade *cascade = gst_cl_cascade_load (cascade_path.c_str (), &err);
    if (!cascade) {
      fprintf (stderr, "%s\n", err->message);
      return 1;
    }
    printf ("\ncascade %s (%s, %ux%u window, %u stages, %u weak)\n",
        cascade_path.c_str (), cascade->feature_type == GST_CL_CASCADE_LBP ?
        "LBP" : "Haar", cascade->window_w, cascade->window_h,
        cascade->n_stages, cascade->n_weak);
    if (json) {
      int ret = write_json (ctx, cascade, images, &params, json);
      gst_cl_cascade_free (cascade);
      gst_object_unref (ctx);
      return ret;
    }
    if (variants) {
      int ret = run_variants (ctx, cascade, photos, sizes, &params, iters,
          extra);
      gst_cl_cascade_free (cascade);
      if (ret)
        return ret;
      continue;
    }
    if (bench_cascade (ctx, cascade, cascade_path, photos, sizes, &params,
            iters, all_threads)) {
      gst_cl_cascade_free (cascade);
      return 1;
    }
    gst_cl_cascade_free (cascade);
  }
  gst_object_unref (ctx);
  return 0;
}
