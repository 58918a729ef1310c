/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * bow-bench: nearest-word assignment (clbowhist's engine, every variant)
 * against OpenCV's BFMatcher (NORM_L2) on the same descriptors, in the same
 * run, and the whole per-frame path of clbowhist on a 1920x1080 frame.
 *
 *   bow-bench [--device SPEC] [--reps R] [--n LIST] [--k LIST]
 *             [--opencv both|one|all|none] [--dump DIR]
 *             [--min-contrast G] [IMAGE]
 *
 * Descriptors: dense U-SURF of IMAGE (a photo, resized to 1920x1080; step
 * 4, scales 1.2, 2.0, 2.8, clamp border: about 390k distinct descriptors),
 * computed by the engine; N of them evenly spaced.  Words: K descriptors of
 * the same pool (as a trained vocabulary, many near-equidistant words).
 *
 * Table 1, for each N (2k, 20k, 200k) and K (256, 1024, 4096): per variant
 * the assignment kernel time (profiling events, median; tiled = assign +
 * fixup + histogram), the effective TFLOP/s (2 N K 64 flops), and whether
 * its assignments equal the CPU reference (on the first 1000 descriptors)
 * and the gpu1 variant's (all of them); the variant the element picks is
 * marked; then BFMatcher::match on one thread and on all threads (wall
 * time) with its agreement with ours.
 * Table 2: the element's path for one 1920x1080 frame, grid step 8
 * (default parameters): upload of the luma, integral, descriptors,
 * assignment, histogram, normalisation, read of the K floats; device time
 * (sum of the events) and host wall time, for the shipped vocabulary
 * (K = 256) and sampled ones of 1024 and 4096 words (the --k list).
 * --min-contrast G runs it with clbowhist's contrast gate (G grey levels;
 * the element's default is 4, the engine's 0) and counts the descriptors
 * that vote.  --n "" skips table 1 (and OpenCV).
 * --dump DIR writes desc_N.f32, words_K.f32 and ours_N_K.u32 for the torch
 * peer (bench/bow-torch.py) on the GPU machine.
 */
#include "benchutil.h"
#include <opencv2/core.hpp>
#include <opencv2/features2d.hpp>
#include <opencv2/imgproc.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern "C" {
#include "gstclbowengine.h"
#include "gstclbowref.h"
#include "gstclbowtuning.h"
#include "gstclintegralref.h"
#include "gstclpgm.h"
#include "gstcl-private.h"
#include "gstclintegralengine.h"
#include "gstclvocab.h"
}

#define DIM GST_CL_BOW_DIM

static std::vector<long>
parse_list (const char *s)
{
  std::vector<long> v;
  gchar **parts = g_strsplit (s, ",", -1);
  for (int i = 0; parts[i]; i++)
    if (*parts[i])
      v.push_back (atol (parts[i]));
  g_strfreev (parts);
  return v;
}

static void
dump (const char *dir, const std::string & name, const void *data, size_t size)
{
  if (!dir)
    return;
  gchar *path = g_build_filename (dir, name.c_str (), NULL);
  g_file_set_contents (path, (const gchar *) data, size, NULL);
  g_free (path);
}

static void
die (GError * err, const char *what)
{
  fprintf (stderr, "%s: %s\n", what, err ? err->message : "failed");
  exit (1);
}

/* The element's work for one frame; returns device ms, *wall_ms host ms */
static double
element_frame (GstClContext * ctx, GstClIntegralEngine * integ,
    GstClBowEngine * engine, cl_mem luma, const cv::Mat & gray,
    std::vector<float> & hist, std::vector<guint32> & counts,
    double *wall_ms, gsize * n_desc)
{
  GError *err = NULL;
  GstClSharedMem *sum = NULL;
  guint pitch;
  cl_event up;
  double t0 = bench_now_ms ();

  clEnqueueWriteBuffer (ctx->queue, luma, CL_FALSE, 0,
      (size_t) gray.cols * gray.rows, gray.data, 0, NULL, &up);
  if (!gst_cl_integral_engine_run (integ, luma, gray.cols, gray.cols, gray.rows,
          &sum, NULL, &pitch, &err))
    die (err, "integral");
  /* the counts, as clbowhist reads them (its scene cuts need the votes) */
  if (!gst_cl_bow_engine_run_counts (engine, sum->mem, gray.cols, gray.rows,
          pitch, hist.data (), counts.data (), n_desc, &err))
    die (err, "engine");
  *wall_ms = bench_now_ms () - t0;
  double dev = gst_cl_event_elapsed_ms (up) +
      gst_cl_integral_engine_last_kernel_ms (integ) +
      gst_cl_bow_engine_last_kernel_ms (engine);
  clReleaseEvent (up);
  gst_cl_shared_mem_unref (sum);
  return dev;
}

int
main (int argc, char **argv)
{
  const char *device = NULL, *image = NULL, *dump_dir = NULL;
  const char *opencv = "both";
  std::vector<long> ns = { 2000, 20000, 200000 };
  std::vector<long> ks = { 256, 1024, 4096 };
  int reps = 10;
  double min_contrast = 0.0;
  GError *err = NULL;

  for (int i = 1; i < argc; i++) {
    if (bench_common_option (argc, argv, &i, &device, NULL))
      continue;
    if (!strcmp (argv[i], "--reps") && i + 1 < argc)
      reps = std::max (1, atoi (argv[++i]));
    else if (!strcmp (argv[i], "--n") && i + 1 < argc)
      ns = parse_list (argv[++i]);
    else if (!strcmp (argv[i], "--k") && i + 1 < argc)
      ks = parse_list (argv[++i]);
    else if (!strcmp (argv[i], "--opencv") && i + 1 < argc)
      opencv = argv[++i];
    else if (!strcmp (argv[i], "--dump") && i + 1 < argc)
      dump_dir = argv[++i];
    else if (!strcmp (argv[i], "--min-contrast") && i + 1 < argc)
      min_contrast = g_ascii_strtod (argv[++i], NULL);
    else
      image = argv[i];
  }
  /* (after our options: GStreamer's parser would take "--n" as its own) */
  gst_init (NULL, NULL);
  cv::Mat photo = bench_photo (&image);
  if (photo.empty ())
    return 1;
  if (dump_dir)
    g_mkdir_with_parents (dump_dir, 0755);
  bool cv_one = !strcmp (opencv, "both") || !strcmp (opencv, "one");
  bool cv_all = !strcmp (opencv, "both") || !strcmp (opencv, "all");

  GstClContext *ctx = gst_cl_context_new (device, &err);
  if (!ctx)
    die (err, "context");
  printf ("device: %s (%s, driver %s), %u compute units; OpenCV %s, "
      "BFMatcher(NORM_L2) on 1 and %d threads\n", ctx->device_name,
      ctx->platform_name, ctx->driver_version, ctx->compute_units,
      CV_VERSION, cv::getNumberOfCPUs ());

  /* the descriptor pool, from the photo at 1920x1080 */
  cv::Mat frame;
  cv::resize (photo, frame, cv::Size (1920, 1080), 0, 0, cv::INTER_LINEAR);
  GstClVocab *vocab = gst_cl_vocab_load (GST_CL_BENCH_VOCAB, &err);
  if (!vocab) {
    g_clear_error (&err);
    vocab = gst_cl_vocab_load ("vocabularies/default.vocab", &err);
  }
  if (!vocab)
    die (err, "vocabulary");
  std::vector<float> pool;
  {
    GstClBowParams p;
    gst_cl_bow_params_init (&p);
    p.surf.step = 4;
    p.surf.border = GST_CL_SURF_BORDER_CLAMP;
    gst_cl_surf_params_parse_scales (&p.surf, "1.2,2.0,2.8", NULL);
    GstClBowEngine *e = gst_cl_bow_engine_new (ctx, vocab, &p, &err);
    if (!e)
      die (err, "engine");
    size_t pitch = frame.cols + 1;
    std::vector<guint32> ii ((frame.rows + 1) * pitch);
    gst_cl_integral_ref (frame.data, frame.step, frame.cols, frame.rows,
        ii.data (), pitch);
    cl_mem dev = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY |
        CL_MEM_COPY_HOST_PTR, ii.size () * 4, ii.data (), NULL);
    gsize n = 0;
    if (!gst_cl_bow_engine_run (e, dev, frame.cols, frame.rows, pitch, NULL,
            &n, &err))
      die (err, "describe");
    pool.resize (n * DIM);
    if (!gst_cl_bow_engine_read_descriptors (e, pool.data (), &err))
      die (err, "read descriptors");
    clReleaseMemObject (dev);
    gst_cl_bow_engine_free (e);
  }
  size_t pool_n = pool.size () / DIM;
  printf ("descriptors: %zu from %s at 1920x1080 (step 4, scales "
      "1.2,2.0,2.8, clamp); words sampled from them; kernel times are "
      "medians of up to %d runs after a warm-up\n\n", pool_n, image, reps);

  /* ---- table 1: assignment ---- */
  printf ("| N | K | variant | kernel ms | TFLOP/s | exact (CPU, gpu1) |\n"
      "|---:|---:|---|---:|---:|---|\n");
  GstClBowEngine *engine = NULL;
  for (long N:ns) {
    std::vector<float> desc (N * DIM);
    for (long i = 0; i < N; i++)
      memcpy (&desc[i * DIM], &pool[(i * pool_n / N) * DIM],
          DIM * sizeof (float));
    dump (dump_dir, "desc_" + std::to_string (N) + ".f32", desc.data (),
        desc.size () * 4);
    for (long K:ks) {
      std::vector<float> words (K * DIM);
      for (long j = 0; j < K; j++)
        memcpy (&words[j * DIM], &pool[((j * 104729 + 17) % pool_n) * DIM],
            DIM * sizeof (float));
      dump (dump_dir, "words_" + std::to_string (K) + ".f32", words.data (),
          words.size () * 4);
      GstClVocab *v = gst_cl_vocab_new_from_data (words.data (), K, "", &err);
      if (!v)
        die (err, "vocabulary");
      g_clear_pointer (&engine, gst_cl_bow_engine_free);
      engine = gst_cl_bow_engine_new (ctx, v, NULL, &err);
      gst_cl_vocab_free (v);
      if (!engine)
        die (err, "engine");
      GstClBowVariant chosen = gst_cl_bow_engine_get_variant (engine);
      if (!gst_cl_bow_engine_load_descriptors (engine, desc.data (), N, &err))
        die (err, "load");

      /* the CPU reference on a prefix */
      long nref = MIN (N, 1000L);
      std::vector<guint32> ref (nref), first (N), got (N);
      gst_cl_bow_assign_ref (desc.data (), nref, words.data (), K,
          ref.data (), NULL);
      double flops = 2.0 * N * K * DIM;
      bool have_first = false;

      for (int vi = 0; vi < GST_CL_BOW_N_VARIANTS; vi++) {
        GstClBowVariant var = (GstClBowVariant) vi;
        if (!gst_cl_bow_engine_variant_fits (engine, var)) {
          printf ("| %ld | %ld | %s | does not fit | | |\n", N, K,
              gst_cl_bow_variant_name (var));
          continue;
        }
        gst_cl_bow_engine_set_variant (engine, var, NULL);
        /* warm-up, and the answer to check */
        double t0 = bench_now_ms ();
        if (!gst_cl_bow_engine_assign (engine, got.data (), NULL, &err))
          die (err, gst_cl_bow_variant_name (var));
        double once = bench_now_ms () - t0;
        bool ok_cpu = memcmp (got.data (), ref.data (), nref * 4) == 0;
        bool ok_first = true;
        if (!have_first) {
          first = got;
          have_first = true;
        } else {
          ok_first = memcmp (got.data (), first.data (), N * 4) == 0;
        }
        if (dump_dir && var == chosen)
          dump (dump_dir, "ours_" + std::to_string (N) + "_" +
              std::to_string (K) + ".u32", got.data (), N * 4);
        /* a few seconds at most per row */
        int r = once > 0 ? (int) MIN (reps, MAX (1.0, 3000.0 / once)) : reps;
        std::vector<double> t;
        for (int i = 0; i < r; i++) {
          if (!gst_cl_bow_engine_assign (engine, NULL, NULL, &err))
            die (err, "assign");
          t.push_back (gst_cl_bow_engine_last_assign_ms (engine));
        }
        double ms = bench_median (t);
        printf ("| %ld | %ld | %s%s | %.3f | %.3f | %s |\n", N, K,
            gst_cl_bow_variant_name (var), var == chosen ? " (auto)" : "",
            ms, flops / (ms * 1e9), ok_cpu && ok_first ? "yes" :
            (ok_cpu ? "CPU yes, gpu1 NO" : "NO"));
        fflush (stdout);
      }

      /* the peer: OpenCV's brute-force matcher, same data */
      cv::Mat q (N, DIM, CV_32F, desc.data ()), tr (K, DIM, CV_32F,
          words.data ());
      cv::BFMatcher bf (cv::NORM_L2);
      for (int all = 0; all < 2; all++) {
        if ((!all && !cv_one) || (all && !cv_all))
          continue;
        cv::setNumThreads (all ? -1 : 1);
        std::vector<cv::DMatch> m;
        std::vector<double> t;
        int r = 0;
        do {
          double t0 = bench_now_ms ();
          bf.match (q, tr, m);
          t.push_back (bench_now_ms () - t0);
          r++;
        } while (r < reps && t[0] * (r + 1) < 3000.0);
        long same = 0;
        for (long i = 0; i < N; i++)
          same += m[i].trainIdx == (int) first[i];
        double ms = bench_median (t);
        printf ("| %ld | %ld | OpenCV BFMatcher, %s | %.3f (wall) | %.4f | "
            "%.2f%% same words |\n", N, K, all ? "all threads" : "1 thread",
            ms, flops / (ms * 1e9), 100.0 * same / N);
        fflush (stdout);
      }
    }
  }
  g_clear_pointer (&engine, gst_cl_bow_engine_free);

  /* ---- table 2: the element's path for one 1920x1080 frame ---- */
  printf ("\nclbowhist path, one 1920x1080 frame, grid step 8, scale 2.0, "
      "skip border, contrast gate %g: upload + integral + descriptors + "
      "assignment + histogram + l1 normalisation + read\n\n"
      "| K | variant | descriptors | votes | device ms | wall ms | "
      "kernels (ms) |\n"
      "|---:|---|---:|---:|---:|---:|---|\n", min_contrast);
  cl_mem luma = clCreateBuffer (ctx->context, CL_MEM_READ_ONLY,
      (size_t) frame.cols * frame.rows, NULL, NULL);
  GstClIntegralEngine *integ = gst_cl_integral_engine_new (ctx,
      GST_CL_INTEGRAL_METHOD_AUTO, FALSE);
  for (long K:ks) {
    GstClVocab *v;
    if (K == (long) vocab->n_words) {
      v = gst_cl_vocab_new_from_data (vocab->words, K, "", NULL);
    } else {
      std::vector<float> words (K * DIM);
      for (long j = 0; j < K; j++)
        memcpy (&words[j * DIM], &pool[((j * 7919 + 3) % pool_n) * DIM],
            DIM * sizeof (float));
      v = gst_cl_vocab_new_from_data (words.data (), K, "", NULL);
    }
    GstClBowParams bp;
    gst_cl_bow_params_init (&bp);
    bp.surf.min_contrast = min_contrast;
    GstClBowEngine *e = gst_cl_bow_engine_new (ctx, v, &bp, &err);
    gst_cl_vocab_free (v);
    if (!e)
      die (err, "engine");
    std::vector<float> hist (K);
    std::vector<guint32> counts (K);
    std::vector<double> dev, wall;
    std::vector<std::vector<double>> parts;
    std::vector<const gchar *> names;
    gsize n = 0;
    for (int i = 0; i < reps + 3; i++) {
      double w;
      double d = element_frame (ctx, integ, e, luma, frame, hist, counts,
          &w, &n);
      if (i < 3)
        continue;
      dev.push_back (d);
      wall.push_back (w);
      const gchar *nm[GST_CL_BOW_MAX_EVENTS];
      gdouble ms[GST_CL_BOW_MAX_EVENTS];
      guint np = gst_cl_bow_engine_last_kernel_times (e, nm, ms,
          GST_CL_BOW_MAX_EVENTS);
      gdouble ims[16];
      guint ni = gst_cl_integral_engine_last_kernel_times (integ, ims, 16);
      if (parts.empty ()) {
        names.assign (1, "integral");
        names.insert (names.end (), nm, nm + np);
        parts.resize (names.size ());
      }
      double isum = 0;
      for (guint p = 0; p < ni; p++)
        isum += ims[p];
      parts[0].push_back (isum);
      for (guint p = 0; p < np && p + 1 < parts.size (); p++)
        parts[p + 1].push_back (ms[p]);
    }
    std::string detail;
    for (size_t p = 0; p < parts.size (); p++) {
      char b[96];
      snprintf (b, sizeof (b), "%s%s %.3f", p ? ", " : "", names[p],
          bench_median (parts[p]));
      detail += b;
    }
    guint64 votes = 0;
    for (long j = 0; j < K; j++)
      votes += counts[j];
    printf ("| %ld%s | %s | %zu | %" G_GUINT64_FORMAT " | %.3f | %.3f | %s |\n",
        K, K == (long) vocab->n_words ? " (shipped)" : "",
        gst_cl_bow_variant_name (gst_cl_bow_engine_get_variant (e)),
        (size_t) n, votes, bench_median (dev), bench_median (wall),
        detail.c_str ());
    fflush (stdout);
    gst_cl_bow_engine_free (e);
  }
  gst_cl_integral_engine_free (integ);
  clReleaseMemObject (luma);
  gst_cl_vocab_free (vocab);
  gst_object_unref (ctx);
  return 0;
}
