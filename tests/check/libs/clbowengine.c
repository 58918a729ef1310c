/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * kernels/surf.cl and kernels/bow.cl through GstClBowEngine, step by step
 * (describe, assign + histogram, normalise: the launches clbowhist runs),
 * against the CPU references of gstclbowref.c:
 *  - assignments and histograms identical, every variant that fits the
 *    device, for random, quantised and tie-laden descriptors and
 *    vocabularies, K from 1 to 4096, N from 0 to 4099 (not a multiple of
 *    any work-group size); the tiled variant again with a second tile
 *    shape; assignments poisoned first, so one never written cannot pass;
 *  - normalisation none / l1 / l2 of empty, small and huge histograms,
 *    bit-identical where the device has fp64;
 *  - descriptors of a photo in both layouts within 1e-4, bit for bit with
 *    fp64 (skip and clamp borders, one and two scales, an odd crop with a
 *    padded integral, smaller than a window, flat), and the chain from
 *    those device descriptors through every variant;
 *  - the vocabulary file: round trip and refusals;
 *  - the frame-relative grid and changing an engine's grid.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gst/check/gstcheck.h>
#include "gstclbowengine.h"
#include "gstclbowref.h"
#include "gstclintegralref.h"
#include "gstcltestutil.h"

#define DIM GST_CL_BOW_DIM

static gboolean has_fp64;

static void
setup (void)
{
  gst_cl_test_shared_ctx_setup ();
  has_fp64 = gst_cl_test_device_has_fp64 (gst_cl_test_shared_ctx);
}

/* An engine for @k words (norm none unless changed); @tunables as in
 * gst_cl_bow_engine_new_with_tunables(). */
static GstClBowEngine *
engine_new (const gfloat * words, guint k, const GstClBowParams * params,
    const GstClBowTunables * tunables)
{
  GError *err = NULL;
  GstClVocab *vocab = gst_cl_vocab_new_from_data (words, k, "test", &err);
  GstClBowParams defaults;
  GstClBowEngine *engine;

  fail_unless (vocab != NULL, "%s", err ? err->message : "?");
  if (!params) {
    gst_cl_bow_params_init (&defaults);
    defaults.norm = GST_CL_BOW_NORM_NONE;
    params = &defaults;
  }
  engine = gst_cl_bow_engine_new_with_tunables (gst_cl_test_shared_ctx, vocab,
      params, tunables, &err);
  fail_unless (engine != NULL, "%s", err ? err->message : "?");
  gst_cl_vocab_free (vocab);
  return engine;
}

/* Runs the current variant on the engine's current descriptors and
 * compares assignments and counts with the CPU's. */
static void
check_variant (GstClBowEngine * engine, GstClBowVariant v,
    const guint32 * ref_assign, const guint32 * ref_counts,
    const gchar * what)
{
  gsize n = gst_cl_bow_engine_get_n_descriptors (engine), i, bad = 0;
  guint k = gst_cl_bow_engine_get_n_words (engine), j, bad_bins = 0;
  guint32 *assign = g_new (guint32, MAX (n, 1));
  guint32 *counts = g_new (guint32, k);
  GError *err = NULL;

  fail_unless (gst_cl_bow_engine_set_variant (engine, v, &err), "%s",
      err ? err->message : "?");
  /* poison, so that an assignment that is never written cannot pass */
  fail_unless (gst_cl_bow_engine_fill_assignments (engine, 0xdeadbeef, &err));
  fail_unless (gst_cl_bow_engine_enqueue_assignment (engine, &err), "%s",
      err ? err->message : "?");
  fail_unless (gst_cl_bow_engine_read_assignments (engine, assign, &err));
  fail_unless (gst_cl_bow_engine_read_counts (engine, counts, &err));
  for (i = 0; i < n; i++)
    if (assign[i] != ref_assign[i] && bad++ == 0)
      GST_ERROR ("%s: descriptor %" G_GSIZE_FORMAT " got %u, expected %u",
          what, i, assign[i], ref_assign[i]);
  for (j = 0; j < k; j++)
    bad_bins += counts[j] != ref_counts[j];
  fail_unless (bad == 0 && bad_bins == 0, "%s %s N=%" G_GSIZE_FORMAT
      " K=%u: %" G_GSIZE_FORMAT " assignments and %u bins differ (flagged "
      "for fixup: %u)", gst_cl_bow_variant_name (v), what, n, k, bad,
      bad_bins, gst_cl_bow_engine_last_flagged (engine));
  g_free (assign);
  g_free (counts);
}

/* ----------------------------------------------------- assignments -- */

static const guint assign_ks[] = { 1, 2, 3, 17, 256, 1000, 1024, 4096 };

/* Every variant that fits the device gives the CPU's assignments (ties to
 * the lowest word) and histogram; the tiled variant again with a tile
 * shape narrower than 8 columns of work-items and not square, so that row
 * and column bookkeeping cannot hide behind symmetry. */
GST_START_TEST (test_assignments)
{
  static const gsize ns[] = { 0, 1, 63, 1000, 4099 };
  static const gchar *kinds[] = { "random", "quantised", "ties" };
  guint k = assign_ks[__i__];
  GRand *rand = g_rand_new_with_seed (20260101 + __i__);
  gfloat *words = g_new (gfloat, (gsize) k * DIM);
  gfloat *desc = g_new (gfloat, 4099 * DIM);
  guint32 *ref_assign = g_new (guint32, 4099), *ref_counts = g_new (guint32,
      k);
  /* [0]: the device's tunables, every variant; [1]: tile 4,2,8, tiled */
  GstClBowEngine *engines[2] = { NULL, NULL };
  GError *err = NULL;
  guint b, e, tested = 0;
  gint kind, v;

  for (b = 0; b < G_N_ELEMENTS (ns); b++) {
    for (kind = 0; kind < 3; kind++) {
      gsize n = ns[b];
      gchar *what;

      /* keep the CPU reference affordable at the largest K */
      if (k >= 1000 && n > 1000 && kind != 2)
        n = 1031;
      gst_cl_test_bow_case (rand, n, k, kind, desc, words);
      gst_cl_bow_assign_ref (desc, n, words, k, ref_assign, NULL);
      gst_cl_bow_histogram_ref (ref_assign, n, k, ref_counts);

      if (!engines[0]) {
        GstClBowTunables t;

        engines[0] = engine_new (words, k, NULL, NULL);
        t = *gst_cl_bow_engine_get_tunables (engines[0]);
        t.tile_tx = 4;
        t.tile_ty = 2;
        t.tile_k = 8;
        engines[1] = engine_new (words, k, NULL, &t);
      }
      for (e = 0; e < 2; e++) {
        fail_unless (gst_cl_bow_engine_set_words (engines[e], words, k,
                &err), "%s", err ? err->message : "?");
        fail_unless (gst_cl_bow_engine_load_descriptors (engines[e], desc, n,
                &err), "%s", err ? err->message : "?");
        what = g_strdup_printf ("%s%s", kinds[kind], e ?
            " (tile 4,2,8)" : "");
        for (v = 0; v < GST_CL_BOW_N_VARIANTS; v++) {
          if (e == 1 && v != GST_CL_BOW_VARIANT_TILED)
            continue;
          if (!gst_cl_bow_engine_variant_fits (engines[e], v))
            continue;
          check_variant (engines[e], v, ref_assign, ref_counts, what);
          tested++;
        }
        g_free (what);
      }
    }
  }
  /* gpu1 always fits; the tiled variant is the point for large K */
  fail_unless (tested >= G_N_ELEMENTS (ns) * 3, "only %u variant runs",
      tested);

  gst_cl_bow_engine_free (engines[0]);
  gst_cl_bow_engine_free (engines[1]);
  g_rand_free (rand);
  g_free (words);
  g_free (desc);
  g_free (ref_assign);
  g_free (ref_counts);
}

GST_END_TEST;

/* ----------------------------------------------------- normalisation -- */

/* bow_normalize on histograms no frame of a test would give: empty, a
 * few counts per bin, millions per bin; none / l1 / l2. */
GST_START_TEST (test_normalize)
{
  static const guint ks[] = { 1, 17, 256, 1000, 4096 };
  guint k = ks[__i__];
  GRand *rand = g_rand_new_with_seed (7 + k);
  gfloat *words = g_new (gfloat, (gsize) k * DIM);
  gfloat *ref = g_new (gfloat, k), *out = g_new (gfloat, k);
  guint32 *hist = g_new0 (guint32, k);
  GstClBowEngine *engine;
  GError *err = NULL;
  gint fill, mode;
  guint j;

  gst_cl_test_bow_case (rand, 0, k, 0, NULL, words);
  engine = engine_new (words, k, NULL, NULL);
  for (fill = 0; fill < 3; fill++) {
    for (j = 0; j < k; j++)
      hist[j] = fill == 0 ? 0 : fill == 1 ? g_rand_int_range (rand, 0, 5)
          : g_rand_int_range (rand, 0, 2000000);
    for (mode = GST_CL_BOW_NORM_NONE; mode <= GST_CL_BOW_NORM_L2; mode++) {
      gsize bad = 0;
      gdouble maxrel = 0.0;

      fail_unless (gst_cl_bow_engine_load_counts (engine, hist, &err));
      gst_cl_bow_engine_set_norm (engine, mode);
      fail_unless (gst_cl_bow_engine_enqueue_normalize (engine, &err), "%s",
          err ? err->message : "?");
      fail_unless (gst_cl_bow_engine_read_histogram (engine, out, &err));
      gst_cl_bow_normalize_ref (hist, k, mode, ref);
      for (j = 0; j < k; j++) {
        if (out[j] != ref[j]) {
          bad++;
          maxrel = MAX (maxrel, fabs (out[j] - ref[j]) / fabs (ref[j]));
        }
      }
      /* without fp64 the device scales in float: a few ulp */
      fail_unless (has_fp64 ? bad == 0 : maxrel < 1e-6, "K=%u fill=%d "
          "mode=%d: %" G_GSIZE_FORMAT " values differ (max rel %.2g)", k,
          fill, mode, bad, maxrel);
    }
  }
  gst_cl_bow_engine_free (engine);
  g_rand_free (rand);
  g_free (words);
  g_free (ref);
  g_free (out);
  g_free (hist);
}

GST_END_TEST;

/* ------------------------------------------------------- descriptors -- */

static const struct
{
  /* a crop of the photo from (x, y), w x h, or (w = h = 0) up to
   * @right and @bottom pixels from the edges; flat: a uniform w x h image
   * instead; the integral's pitch beyond width + 1 */
  guint x, y, w, h, right, bottom, extra_pitch;
  const gchar *scales;
  GstClSurfBorder border;
  guint step;
  gboolean flat;
} describe_cases[] = {
  {0, 0, 0, 0, 0, 0, 0, "2.0", GST_CL_SURF_BORDER_SKIP, 8},
  {0, 0, 0, 0, 0, 0, 13, "1.2,2.0", GST_CL_SURF_BORDER_SKIP, 5},
  {0, 0, 0, 0, 0, 0, 0, "1.6,3.3", GST_CL_SURF_BORDER_CLAMP, 7},
  /* odd crop from an odd origin */
  {5, 3, 0, 0, 3, 2, 1, "2.0,1.2", GST_CL_SURF_BORDER_CLAMP, 6},
  /* smaller than one window: no descriptor in skip mode */
  {0, 0, 30, 20, 0, 0, 0, "2.0", GST_CL_SURF_BORDER_SKIP, 4},
  {0, 0, 30, 20, 0, 0, 0, "2.0", GST_CL_SURF_BORDER_CLAMP, 4},
  /* zero descriptors, no NaN */
  {0, 0, 64, 48, 0, 0, 0, "1.2", GST_CL_SURF_BORDER_CLAMP, 4, TRUE},
};

/* The descriptors of surf_describe, in the layout of gpu1 (array of
 * structures) and of the others (transposed), against the CPU's; then,
 * with words drawn from the descriptors (a realistic vocabulary: many
 * near-equidistant words), the assignment of those device descriptors by
 * every variant against the CPU chain. */
GST_START_TEST (test_descriptors)
{
  guint c = __i__;
  GstClBowParams params;
  GstClBowEngine *engine;
  guint iw, ih, w, h, k = 256, j;
  guint8 *img, *luma;
  gsize stride, pitch, n = 0, ref_n = 0, i;
  guint32 *ii;
  gfloat *ref, *got, *words = g_new (gfloat, (gsize) k * DIM);
  guint32 *ref_assign = NULL, *ref_counts = NULL;
  GRand *rand = g_rand_new_with_seed (11);
  GError *err = NULL;
  cl_mem dev;
  cl_int st;
  gint v;

  if (describe_cases[c].flat) {
    iw = describe_cases[c].w;
    ih = describe_cases[c].h;
    img = g_malloc ((gsize) iw * ih);
    memset (img, 77, (gsize) iw * ih);
  } else {
    img = gst_cl_test_load_pgm ("astronaut-gray.pgm", &iw, &ih);
  }
  stride = iw;
  luma = img + (gsize) describe_cases[c].y * stride + describe_cases[c].x;
  w = describe_cases[c].w ? describe_cases[c].w : iw - describe_cases[c].x -
      describe_cases[c].right;
  h = describe_cases[c].h ? describe_cases[c].h : ih - describe_cases[c].y -
      describe_cases[c].bottom;

  gst_cl_bow_params_init (&params);
  params.surf.step = describe_cases[c].step;
  params.surf.border = describe_cases[c].border;
  params.norm = GST_CL_BOW_NORM_NONE;
  fail_unless (gst_cl_surf_params_parse_scales (&params.surf,
          describe_cases[c].scales, NULL));

  pitch = w + 1 + describe_cases[c].extra_pitch;
  ii = g_new0 (guint32, (gsize) (h + 1) * pitch);
  gst_cl_integral_ref (luma, stride, w, h, ii, pitch);
  dev = clCreateBuffer (gst_cl_test_shared_ctx->context,
      CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (gsize) (h + 1) * pitch * 4, ii,
      &st);
  fail_unless_equals_int (st, CL_SUCCESS);
  ref = gst_cl_surf_describe_image_ref (ii, pitch, w, h, &params.surf,
      &ref_n, NULL);
  got = g_new (gfloat, MAX (ref_n, 1) * DIM);

  /* the chain's words: drawn from the descriptors (a realistic
   * vocabulary: many near-equidistant words) */
  if (ref_n > 300) {
    for (j = 0; j < k; j++)
      memcpy (words + (gsize) j * DIM, ref + ((gsize) j * 7919 % ref_n) * DIM,
          DIM * sizeof (gfloat));
    ref_assign = g_new (guint32, ref_n);
    ref_counts = g_new (guint32, k);
    gst_cl_bow_assign_ref (ref, ref_n, words, k, ref_assign, NULL);
    gst_cl_bow_histogram_ref (ref_assign, ref_n, k, ref_counts);
  } else {
    gst_cl_test_bow_case (rand, 0, k, 0, NULL, words);
  }
  engine = engine_new (words, k, &params, NULL);
  fail_unless_equals_uint64 (gst_cl_bow_engine_count (engine, w, h), ref_n);
  for (v = 0; v < 2; v++) {
    GstClBowVariant layout = v == 0 ? GST_CL_BOW_VARIANT_GPU1 :
        GST_CL_BOW_VARIANT_GPU3;
    gsize bit_diff = 0;
    gdouble maxdiff = 0.0;

    fail_unless (gst_cl_bow_engine_set_variant (engine, layout, &err), "%s",
        err ? err->message : "?");
    fail_unless (gst_cl_bow_engine_describe (engine, dev, w, h, pitch, &err),
        "%s", err ? err->message : "?");
    n = gst_cl_bow_engine_get_n_descriptors (engine);
    fail_unless_equals_uint64 (n, ref_n);
    fail_unless (gst_cl_bow_engine_read_descriptors (engine, got, &err));
    for (i = 0; i < n * DIM; i++) {
      fail_if (isnan (got[i]), "case %u: NaN in descriptor %" G_GSIZE_FORMAT,
          c, i / DIM);
      maxdiff = MAX (maxdiff, fabs (got[i] - ref[i]));
      bit_diff += got[i] != ref[i];
    }
    fail_unless (maxdiff <= 1e-4, "case %u, layout of %s: max |diff| %g", c,
        gst_cl_bow_variant_name (layout), maxdiff);
    if (has_fp64)
      fail_unless (bit_diff == 0, "case %u, layout of %s: %" G_GSIZE_FORMAT
          " components not bit-identical", c,
          gst_cl_bow_variant_name (layout), bit_diff);

    /* the chain: these device descriptors through every variant that
     * reads this layout (gpu1 the first, the others the second) */
    if (ref_assign) {
      gint u;

      for (u = v; u < (v == 0 ? 1 : GST_CL_BOW_N_VARIANTS); u++)
        if (gst_cl_bow_engine_variant_fits (engine, u))
          check_variant (engine, u, ref_assign, ref_counts, "surf-chain");
    }
  }
  if (c == 0)
    fail_unless (n > 300, "only %" G_GSIZE_FORMAT " descriptors", n);
  g_free (ref_assign);
  g_free (ref_counts);

  gst_cl_bow_engine_free (engine);
  clReleaseMemObject (dev);
  g_rand_free (rand);
  g_free (ii);
  g_free (ref);
  g_free (got);
  g_free (words);
  g_free (img);
}

GST_END_TEST;

/* ----------------------------------------------- frame-relative grid -- */

/* gst_cl_surf_params_for_height(): frames no taller than the reference
 * keep the grid, taller ones get step and scales scaled (step rounded,
 * scales capped); gst_cl_bow_engine_set_surf() swaps the engine's tables
 * (its descriptors are then the CPU's for the new grid), refuses a bad grid
 * with an error and keeps the one it had. */
GST_START_TEST (test_set_surf)
{
  GstClBowParams params;
  GstClSurfParams big, bad;
  GstClBowEngine *engine;
  guint iw, ih, k = 64;
  guint8 *img = gst_cl_test_load_pgm ("astronaut-gray.pgm", &iw, &ih);
  guint32 *ii = g_new (guint32, (gsize) (ih + 1) * (iw + 1));
  gfloat *words = g_new (gfloat, (gsize) k * DIM), *ref, *got;
  GRand *rand = g_rand_new_with_seed (5);
  GError *err = NULL;
  gsize n, ref_n = 0, i;
  gdouble f, maxdiff = 0.0;
  cl_mem dev;
  cl_int st;

  gst_cl_bow_params_init (&params);
  params.norm = GST_CL_BOW_NORM_NONE;
  fail_unless (gst_cl_surf_params_parse_scales (&params.surf, "2.0,3.0",
          NULL));
  fail_unless (gst_cl_surf_params_for_height (&params.surf, 300, 300,
          &big) == 1.0);
  fail_unless (big.step == params.surf.step && big.scales[1] == 3.0);
  fail_unless (gst_cl_surf_params_for_height (&params.surf, 0, 4000,
          &big) == 1.0);
  fail_unless (big.step == params.surf.step && big.scales[0] == 2.0);
  f = gst_cl_surf_params_for_height (&params.surf, 100, 2500, &big);
  fail_unless (f == 25.0 && big.step == 200 && big.scales[0] == 50.0 &&
      big.scales[1] == GST_CL_SURF_MAX_SCALE, "x%g: step %u, scales %g, %g",
      f, big.step, big.scales[0], big.scales[1]);
  /* 512 lines against 300: x1.707, step 8 -> 14 */
  f = gst_cl_surf_params_for_height (&params.surf, 300, ih, &big);
  fail_unless (fabs (f - ih / 300.0) < 1e-12 && big.step == 14 &&
      fabs (big.scales[0] - 2.0 * f) < 1e-12, "step %u", big.step);

  gst_cl_integral_ref (img, iw, iw, ih, ii, iw + 1);
  dev = clCreateBuffer (gst_cl_test_shared_ctx->context,
      CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (gsize) (ih + 1) * (iw + 1) * 4,
      ii, &st);
  fail_unless_equals_int (st, CL_SUCCESS);
  gst_cl_test_bow_case (rand, 0, k, 0, NULL, words);
  engine = engine_new (words, k, &params, NULL);
  fail_unless (gst_cl_bow_engine_set_variant (engine,
          GST_CL_BOW_VARIANT_GPU1, &err), "%s", err ? err->message : "?");

  fail_unless (gst_cl_bow_engine_set_surf (engine, &big, &err), "%s",
      err ? err->message : "?");
  fail_unless (gst_cl_bow_engine_describe (engine, dev, iw, ih, iw + 1,
          &err), "%s", err ? err->message : "?");
  ref = gst_cl_surf_describe_image_ref (ii, iw + 1, iw, ih, &big, &ref_n,
      NULL);
  n = gst_cl_bow_engine_get_n_descriptors (engine);
  fail_unless_equals_uint64 (n, ref_n);
  fail_unless (n > 100 && n < gst_cl_surf_count (&params.surf, iw, ih, NULL));
  got = g_new (gfloat, n * DIM);
  fail_unless (gst_cl_bow_engine_read_descriptors (engine, got, &err));
  for (i = 0; i < n * DIM; i++)
    maxdiff = MAX (maxdiff, fabs (got[i] - ref[i]));
  fail_unless (maxdiff <= 1e-4, "max |diff| %g", maxdiff);

  /* refused, with the grid unchanged */
  bad = big;
  bad.step = 0;
  fail_if (gst_cl_bow_engine_set_surf (engine, &bad, &err));
  fail_unless (err && err->domain == GST_CL_ERROR);
  GST_INFO ("refuses step 0: %s", err->message);
  g_clear_error (&err);
  bad = big;
  bad.scales[0] = 100.0;
  fail_if (gst_cl_bow_engine_set_surf (engine, &bad, &err));
  fail_unless (err && strstr (err->message, "100") != NULL);
  g_clear_error (&err);
  fail_unless_equals_uint64 (gst_cl_bow_engine_count (engine, iw, ih), ref_n);
  /* the same grid again: nothing to do */
  fail_unless (gst_cl_bow_engine_set_surf (engine, &big, &err));
  fail_unless (gst_cl_bow_engine_describe (engine, dev, iw, ih, iw + 1,
          &err));
  fail_unless_equals_uint64 (gst_cl_bow_engine_get_n_descriptors (engine),
      ref_n);

  gst_cl_bow_engine_free (engine);
  clReleaseMemObject (dev);
  g_rand_free (rand);
  g_free (ref);
  g_free (got);
  g_free (words);
  g_free (ii);
  g_free (img);
}

GST_END_TEST;

/* -------------------------------------------------------- vocabulary -- */

#define REFUSE(buf, len, what) G_STMT_START {                              \
    GstClVocab *x = gst_cl_vocab_load_from_data ((const guint8 *) (buf),    \
        (len), "case", &err);                                               \
    fail_unless (!x && err && err->domain == GST_CL_ERROR &&                \
        err->code == GST_CL_ERROR_INVALID_DATA, "vocab accepts %s", what);  \
    GST_INFO ("refuses %s: %s", what, err->message);                        \
    gst_cl_vocab_free (x);                                                  \
    g_clear_error (&err);                                                   \
  } G_STMT_END

/* A vocabulary file round trip, and 12 broken files refused with an
 * invalid-data error. */
GST_START_TEST (test_vocab_file)
{
  gchar *dir = g_dir_make_tmp ("bowtest-XXXXXX", NULL);
  gchar *path = g_build_filename (dir, "v.bin", NULL);
  gfloat words[3 * DIM];
  GError *err = NULL;
  GstClVocab *v, *back;
  gchar *data;
  gsize size;
  gint i;

  for (i = 0; i < 3 * DIM; i++)
    words[i] = (gfloat) (i * 0.25 - 7.0);
  v = gst_cl_vocab_new_from_data (words, 3, "tool=test;k=3", &err);
  fail_unless (v != NULL && gst_cl_vocab_save (v, path, &err), "vocab save");
  back = gst_cl_vocab_load (path, &err);
  fail_unless (back && back->n_words == 3 &&
      !strcmp (back->name, "tool=test;k=3") &&
      !memcmp (back->words, words, sizeof (words)), "vocab round trip");
  gst_cl_vocab_free (back);
  fail_unless (g_file_get_contents (path, &data, &size, NULL));

  REFUSE (data, size - 1, "truncated");
  REFUSE (data, 10, "truncated header");
  {
    gchar *big = g_malloc (size + 3);
    memcpy (big, data, size);
    memset (big + size, 0, 3);
    REFUSE (big, size + 3, "trailing garbage");
    g_free (big);
  }
  {
    gchar *c = g_memdup2 (data, size);
    c[0] = 'X';
    REFUSE (c, size, "bad magic");
    memcpy (c, data, size);
    c[8] = 2;
    REFUSE (c, size, "version 2");
    memcpy (c, data, size);
    c[12] = 32;
    REFUSE (c, size, "dimension 32");
    memcpy (c, data, size);
    memset (c + 16, 0, 4);
    REFUSE (c, size, "K = 0");
    memcpy (c, data, size);
    memset (c + 16, 0xff, 4);
    REFUSE (c, size, "absurd K");
    memcpy (c, data, size);
    c[60] ^= 1;
    REFUSE (c, size, "flipped bit");
    g_free (c);
  }
  g_free (data);
  {
    /* a NaN written with a valid checksum must still be refused */
    GBytes *bytes;
    const guint8 *b;

    v->words[5] = NAN;
    bytes = gst_cl_vocab_serialize (v, &err);
    fail_unless (bytes == NULL && err != NULL, "vocab saves a NaN");
    g_clear_error (&err);
    v->words[5] = 1.0f;
    bytes = gst_cl_vocab_serialize (v, NULL);
    b = g_bytes_get_data (bytes, &size);
    data = g_memdup2 (b, size);
    g_bytes_unref (bytes);
    {
      /* patch in an infinity and recompute the checksum */
      guint32 inf_bits = 0x7f800000;
      GChecksum *cs = g_checksum_new (G_CHECKSUM_SHA256);
      gsize dl = 32;
      gsize off = (28 + strlen (v->name) + 3) & ~3;

      memcpy (data + off + 4 * 7, &inf_bits, 4);
      g_checksum_update (cs, (guint8 *) data, size - 32);
      g_checksum_get_digest (cs, (guint8 *) data + size - 32, &dl);
      g_checksum_free (cs);
      REFUSE (data, size, "infinity");
    }
    g_free (data);
  }
  back = gst_cl_vocab_load ("/nonexistent/vocab.bin", &err);
  fail_unless (!back && err && strstr (err->message, "/nonexistent/vocab.bin"),
      "vocab missing file: %s", err ? err->message : "(accepted)");
  g_clear_error (&err);
  gst_cl_vocab_free (v);
  g_remove (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clbowengine,
    GST_CL_TCASE ("general", setup, gst_cl_test_shared_ctx_teardown),
    GST_CL_TEST (test_vocab_file),
    GST_CL_TEST (test_set_surf),
    GST_CL_LOOP_TEST (test_normalize, 5),
    GST_CL_LOOP_TEST (test_assignments, G_N_ELEMENTS (assign_ks)),
    GST_CL_LOOP_TEST (test_descriptors, G_N_ELEMENTS (describe_cases)));
