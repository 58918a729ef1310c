/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * clbowhist and its engine against the CPU references of gstclbowref.c:
 *  - descriptors of a real photo (skip and clamp borders, one and two
 *    scales, an odd crop with a padded integral) within 1e-4, bit for bit
 *    where the device has fp64, in both descriptor layouts;
 *  - assignments and histograms identical to the CPU's for random,
 *    quantised and tie-laden descriptors and vocabularies, K = 1 to 4096,
 *    every variant that fits the device;
 *  - normalisation none / l1 / l2, empty grids;
 *  - the element: the histogram meta and its C API, the "clbowhist"
 *    message and its fields, interval and scene changes on a synthetic cut,
 *    the vote-scaled scene-cut floor (the same shots at 320x240 and
 *    1920x1440 give the same cut; the fixed floor misses the large one),
 *    bad vocabulary files and properties (start fails, the error names the
 *    file and the problem), reuse of an upstream clintegral (one upload per
 *    frame, the same integral), caps changes, every variant.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gst/check/gstcheck.h>
#include <gst/check/gstharness.h>
#include <gst/video/video.h>
#include "gstcl-private.h"
#include "gstcltestutil.h"
#include "gstclbowengine.h"
#include "gstclbowmeta.h"
#include "gstclbowref.h"
#include "gstclbowtuning.h"
#include "gstclintegralref.h"
#include "gstclpgm.h"
#include "gstclscenecut.h"
#include "gstclscenecutblocks.h"
#include "gstclvocab.h"

#define DIM GST_CL_BOW_DIM
#define DEFAULT_VOCAB GST_CL_SOURCE_DATADIR "/vocabularies/default.vocab"

static gboolean has_fp64;

/* ------------------------------------------------------------ helpers -- */

static void
setup (void)
{
  /* the device comes from the tests, not from the user's shell */
  g_unsetenv (GST_CL_DEVICE_ENV);
  gst_cl_test_shared_ctx_setup ();
  /* with fp64 the descriptors (and so everything after them) are
   * bit-identical to the CPU's */
  has_fp64 = gst_cl_test_device_has_fp64 (gst_cl_test_shared_ctx);
}

typedef struct
{
  guint8 *pixels;
  guint width, height;
} Image;

static void
image_load (Image * img, const gchar * name)
{
  img->pixels = gst_cl_test_load_pgm (name, &img->width, &img->height);
}

static GstClVocab *
default_vocab (void)
{
  GError *err = NULL;
  GstClVocab *v = gst_cl_vocab_load (DEFAULT_VOCAB, &err);

  fail_unless (v != NULL, "%s", err ? err->message : "?");
  return v;
}

/* The whole chain on the CPU: integral, descriptors, assignment,
 * histogram, normalisation.  Returns the descriptor count. */
static gsize
cpu_chain (const guint8 * luma, gsize stride, guint w, guint h,
    const GstClSurfParams * params, const GstClVocab * vocab,
    GstClBowNorm norm, gfloat * out)
{
  guint32 *ii = g_new (guint32, (gsize) (h + 1) * (w + 1));
  guint32 *assign, *counts = g_new (guint32, vocab->n_words);
  gfloat *desc;
  gsize n = 0;

  gst_cl_integral_ref (luma, stride, w, h, ii, w + 1);
  desc = gst_cl_surf_describe_image_ref (ii, w + 1, w, h, params, &n, NULL);
  assign = g_new (guint32, MAX (n, 1));
  if (n)
    gst_cl_bow_assign_ref (desc, n, vocab->words, vocab->n_words, assign,
        NULL);
  gst_cl_bow_histogram_ref (assign, n, vocab->n_words, counts);
  gst_cl_bow_normalize_ref (counts, vocab->n_words, norm, out);
  g_free (ii);
  g_free (desc);
  g_free (assign);
  g_free (counts);
  return n;
}

/* Histograms equal: bit for bit with fp64 descriptors; without, a
 * descriptor may land in a neighbouring bin (a few ulp apart). */
static void
check_hist (const gfloat * got, const gfloat * ref, guint k, gsize n,
    const gchar * what)
{
  guint j, bad = 0;
  gdouble l1 = 0.0, sum = 0.0;

  for (j = 0; j < k; j++) {
    bad += got[j] != ref[j];
    l1 += fabs (got[j] - ref[j]);
    sum += fabs (ref[j]);
  }
  if (has_fp64)
    fail_unless (bad == 0, "%s: %u of %u bins differ from the CPU's", what,
        bad, k);
  else
    fail_unless (l1 <= 0.01 * MAX (sum, 1e-9), "%s: L1 difference %g",
        what, l1);
}

static void
set_params (GstClBowParams * p, guint step, GstClSurfBorder border,
    const gchar * scales)
{
  gst_cl_bow_params_init (p);
  p->surf.step = step;
  p->surf.border = border;
  fail_unless (gst_cl_surf_params_parse_scales (&p->surf, scales, NULL));
}

/* The engine parameters of clbowhist at its defaults (its contrast gate
 * included) for frames of @height lines (the grid and scales relative to
 * the frame above reference-height), for the CPU chain to compare its
 * output with. */
static void
element_params (GstClBowParams * p, guint height)
{
  GstElementFactory *f = gst_element_factory_find ("clbowhist");
  GstElement *e;
  guint ref_height = 0;
  gchar *scales = NULL;

  fail_unless (f != NULL);
  e = gst_element_factory_create (f, NULL);
  gst_cl_bow_params_init (p);
  g_object_get (e, "min-contrast", &p->surf.min_contrast,
      "reference-height", &ref_height, "grid-step", &p->surf.step,
      "scales", &scales, "border", &p->surf.border, NULL);
  fail_unless (gst_cl_surf_params_parse_scales (&p->surf, scales, NULL));
  g_free (scales);
  fail_unless (p->surf.min_contrast > 0.0);
  fail_unless (ref_height > 0);
  gst_cl_surf_params_for_height (&p->surf, ref_height, height, &p->surf);
  gst_object_unref (e);
  gst_object_unref (f);
}

static cl_mem
upload (gsize size, const void *data)
{
  cl_int status;
  cl_mem mem = clCreateBuffer (gst_cl_test_shared_ctx->context,
      CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, MAX (size, 4), (void *) data,
      &status);

  fail_unless (status == CL_SUCCESS, "clCreateBuffer: %d", status);
  return mem;
}

static GstCaps *
gray_caps (guint w, guint h)
{
  return gst_caps_new_simple ("video/x-raw", "format", G_TYPE_STRING, "GRAY8",
      "width", G_TYPE_INT, w, "height", G_TYPE_INT, h, "framerate",
      GST_TYPE_FRACTION, 30, 1, NULL);
}

static GstHarness *
bow_harness_new (const gchar * props)
{
  gchar *desc = g_strdup_printf ("clbowhist %s", props ? props : "");
  GstHarness *h = gst_harness_new_parse (desc);
  GstContext *c = gst_context_new_cl_context (gst_cl_test_shared_ctx);

  g_free (desc);
  /* one context for the whole run: programs are built once */
  gst_element_set_context (h->element, c);
  gst_context_unref (c);
  return h;
}

/* Tears down @h and the bus gst_cl_test_harness_bus() gave it. */
static void
harness_teardown_with_bus (GstHarness * h, GstBus * bus)
{
  gst_element_set_bus (h->element, NULL);
  gst_object_unref (bus);
  gst_harness_teardown (h);
}

/* Frame @i of a pan over @img: a @w x @h window moving by @speed pixels
 * per frame. */
static guint8 *
pan_frame (const Image * img, guint w, guint h, guint i, guint speed)
{
  guint8 *out = g_malloc ((gsize) w * h);
  guint x0 = MIN (i * speed, img->width - w);
  guint y0 = MIN (i * speed / 2, img->height - h);
  guint y;

  for (y = 0; y < h; y++)
    memcpy (out + (gsize) y * w, img->pixels + (gsize) (y0 + y) * img->width
        + x0, w);
  return out;
}

/* ------------------------------------------------- engine: descriptors -- */

static const struct
{
  guint step;
  GstClSurfBorder border;
  const gchar *scales;
  /* a crop of the photo from (x, y), w x h (0: whole), integral pitch
   * beyond width + 1 */
  guint x, y, w, h, extra_pitch;
  /* the contrast gate (grey levels, 0: none) */
  gdouble min_contrast;
} describe_cases[] = {
  {8, GST_CL_SURF_BORDER_SKIP, "2.0", 0, 0, 0, 0, 0, 0.0},
  {5, GST_CL_SURF_BORDER_CLAMP, "1.2,2.0", 0, 0, 0, 0, 0, 0.0},
  {7, GST_CL_SURF_BORDER_SKIP, "1.6,3.3", 0, 0, 0, 0, 13, 0.0},
  {6, GST_CL_SURF_BORDER_CLAMP, "2.0,1.2", 5, 3, 397, 301, 1, 0.0},
  /* the element's default gate, and a gate that removes most windows */
  {8, GST_CL_SURF_BORDER_SKIP, "2.0", 0, 0, 0, 0, 0, 4.0},
  {5, GST_CL_SURF_BORDER_CLAMP, "1.2,2.0", 5, 3, 397, 301, 1, 12.0},
};

/* Device descriptors of a real photo against the CPU's, in the layout of
 * gpu1 (array of structures) and of the others (transposed), with and
 * without the response map; then the histogram of those descriptors.  With a contrast gate, the same windows
 * are gated (NaN) on both, and the histogram counts only the others. */
GST_START_TEST (test_descriptors_vs_cpu)
{
  guint c = __i__ / 2;
  GstClBowVariant variant = __i__ % 2 ? GST_CL_BOW_VARIANT_TILED :
      GST_CL_BOW_VARIANT_GPU1;
  GstClVocab *vocab = default_vocab ();
  GstClBowParams params;
  GstClBowEngine *engine;
  Image img;
  const guint8 *luma;
  guint w, h, k = vocab->n_words;
  gsize pitch, n = 0, ref_n = 0, i, bit_diff = 0, gated = 0;
  guint32 *ii;
  gfloat *ref, *got, *hist, *ref_hist;
  gdouble maxdiff = 0.0;
  GError *err = NULL;
  cl_mem dev;

  image_load (&img, "astronaut-gray.pgm");
  w = describe_cases[c].w ? describe_cases[c].w : img.width;
  h = describe_cases[c].h ? describe_cases[c].h : img.height;
  luma = img.pixels + (gsize) describe_cases[c].y * img.width +
      describe_cases[c].x;
  set_params (&params, describe_cases[c].step, describe_cases[c].border,
      describe_cases[c].scales);
  params.norm = GST_CL_BOW_NORM_NONE;
  params.surf.min_contrast = describe_cases[c].min_contrast;

  pitch = w + 1 + describe_cases[c].extra_pitch;
  ii = g_new0 (guint32, (gsize) (h + 1) * pitch);
  gst_cl_integral_ref (luma, img.width, w, h, ii, pitch);
  dev = upload ((gsize) (h + 1) * pitch * 4, ii);

  engine = gst_cl_bow_engine_new (gst_cl_test_shared_ctx, vocab, &params, &err);
  fail_unless (engine != NULL, "%s", err ? err->message : "?");
  if (__i__ % 2 == 0) {
    /* the gpu1 half reads its samples the device's other way (response
     * map or integral): both must give the reference's descriptors */
    GstClBowTunables t = *gst_cl_bow_engine_get_tunables (engine);

    t.surf_map = !t.surf_map;
    gst_cl_bow_engine_free (engine);
    engine = gst_cl_bow_engine_new_with_tunables (gst_cl_test_shared_ctx,
        vocab, &params, &t, &err);
    fail_unless (engine != NULL, "%s", err ? err->message : "?");
  }
  if (!gst_cl_bow_engine_variant_fits (engine, variant))
    variant = GST_CL_BOW_VARIANT_GPU1;
  fail_unless (gst_cl_bow_engine_set_variant (engine, variant, &err), "%s",
      err ? err->message : "?");
  hist = g_new (gfloat, k);
  fail_unless (gst_cl_bow_engine_run (engine, dev, w, h, pitch, hist, &n,
          &err), "%s", err ? err->message : "?");

  ref = gst_cl_surf_describe_image_ref (ii, pitch, w, h, &params.surf,
      &ref_n, NULL);
  fail_unless_equals_uint64 (n, ref_n);
  fail_unless (n > 100, "only %" G_GSIZE_FORMAT " descriptors", n);
  fail_unless_equals_uint64 (n, gst_cl_bow_engine_count (engine, w, h));
  got = g_new (gfloat, n * DIM);
  fail_unless (gst_cl_bow_engine_read_descriptors (engine, got, &err), "%s",
      err ? err->message : "?");
  for (i = 0; i < n * DIM; i++) {
    if (isnan (ref[i]) || isnan (got[i])) {
      /* gated on one side: must be gated on both */
      fail_unless (isnan (ref[i]) && isnan (got[i]), "case %u: descriptor "
          "%" G_GSIZE_FORMAT " gated on one side only", c, i / DIM);
      gated += i % DIM == 0;
      continue;
    }
    maxdiff = MAX (maxdiff, fabs (got[i] - ref[i]));
    bit_diff += got[i] != ref[i];
  }
  if (describe_cases[c].min_contrast > 0.0)
    /* a real photo has both flat and textured windows */
    fail_unless (gated > 0 && gated < n, "case %u: %" G_GSIZE_FORMAT " of %"
        G_GSIZE_FORMAT " gated", c, gated, n);
  else
    fail_unless_equals_uint64 (gated, 0);
  fail_unless (maxdiff <= 1e-4, "case %u %s: max |diff| %g", c,
      gst_cl_bow_variant_name (variant), maxdiff);
  if (has_fp64)
    fail_unless (bit_diff == 0, "case %u: %" G_GSIZE_FORMAT " components not "
        "bit-identical", c, bit_diff);

  ref_hist = g_new (gfloat, k);
  fail_unless_equals_uint64 (cpu_chain (luma, img.width, w, h, &params.surf,
          vocab, GST_CL_BOW_NORM_NONE, ref_hist), n);
  check_hist (hist, ref_hist, k, n, "engine histogram");
  {
    /* gated descriptors vote nowhere */
    gdouble votes = 0.0;
    guint j;
    for (j = 0; j < k; j++)
      votes += hist[j];
    fail_unless_equals_uint64 ((guint64) votes, n - gated);
  }
  {
    /* each descriptor's word, poisoned first: with a gate the tiled
     * variant assigns only the voting list surf_describe made, and every
     * gated descriptor must still read GST_CL_BOW_NO_WORD */
    guint32 *ref_words = g_new (guint32, n), *got_words = g_new (guint32, n);
    gsize bad = 0;

    gst_cl_bow_assign_ref (got, n, vocab->words, k, ref_words, NULL);
    fail_unless (gst_cl_bow_engine_fill_assignments (engine, 0xeeeeeeee,
            &err), "%s", err ? err->message : "?");
    fail_unless (gst_cl_bow_engine_assign (engine, got_words, NULL, &err),
        "%s", err ? err->message : "?");
    for (i = 0; i < n; i++)
      bad += got_words[i] != ref_words[i];
    fail_unless (bad == 0, "case %u %s: %" G_GSIZE_FORMAT " assignments "
        "differ", c, gst_cl_bow_variant_name (variant), bad);
    g_free (ref_words);
    g_free (got_words);
  }

  gst_cl_bow_engine_free (engine);
  clReleaseMemObject (dev);
  gst_cl_vocab_free (vocab);
  g_free (ii);
  g_free (ref);
  g_free (got);
  g_free (hist);
  g_free (ref_hist);
  g_free (img.pixels);
}

GST_END_TEST;

/* ----------------------------------------- engine: exact assignments -- */

static const guint assign_ks[] = { 1, 2, 3, 17, 256, 1000, 4096 };

/* Every variant that fits the device returns the CPU reference's
 * assignments (ties to the lowest word; gated descriptors
 * GST_CL_BOW_NO_WORD) and histogram, K = 1 to 4096. */
GST_START_TEST (test_assign_exact)
{
  guint k = assign_ks[__i__];
  /* N not a multiple of any work-group or tile size */
  gsize n = k >= 1000 ? 523 : 1037;
  GRand *rand = g_rand_new_with_seed (4000 + k);
  gfloat *desc = g_new (gfloat, n * DIM), *words = g_new (gfloat,
      (gsize) k * DIM), *hist = g_new (gfloat, k);
  guint32 *ref = g_new (guint32, n), *got = g_new (guint32, n);
  guint32 *ref_counts = g_new (guint32, k);
  GstClBowEngine *engine = NULL;
  GError *err = NULL;
  gint kind, v;
  guint tested = 0;

  for (kind = 0; kind < 3; kind++) {
    GstClVocab *vocab;

    gst_cl_test_bow_case (rand, n, k, kind, desc, words);
    gst_cl_test_gate_descriptors (desc, n, 3, 7);
    gst_cl_bow_assign_ref (desc, n, words, k, ref, NULL);
    gst_cl_bow_histogram_ref (ref, n, k, ref_counts);
    fail_unless_equals_int (ref[3], GST_CL_BOW_NO_WORD);
    {
      guint64 votes = 0;
      guint j;
      for (j = 0; j < k; j++)
        votes += ref_counts[j];
      fail_unless_equals_uint64 (votes, n - (n - 3 + 6) / 7);
    }
    vocab = gst_cl_vocab_new_from_data (words, k, "test", &err);
    fail_unless (vocab != NULL, "%s", err ? err->message : "?");
    if (!engine) {
      GstClBowParams params;
      gst_cl_bow_params_init (&params);
      params.norm = GST_CL_BOW_NORM_NONE;
      engine = gst_cl_bow_engine_new (gst_cl_test_shared_ctx, vocab, &params,
          &err);
      fail_unless (engine != NULL, "%s", err ? err->message : "?");
    } else {
      fail_unless (gst_cl_bow_engine_set_words (engine, words, k, &err),
          "%s", err ? err->message : "?");
    }
    gst_cl_vocab_free (vocab);
    fail_unless (gst_cl_bow_engine_load_descriptors (engine, desc, n, &err),
        "%s", err ? err->message : "?");

    for (v = 0; v < GST_CL_BOW_N_VARIANTS; v++) {
      gsize i, bad = 0;
      guint j, bad_bins = 0;

      if (!gst_cl_bow_engine_variant_fits (engine, v))
        continue;
      fail_unless (gst_cl_bow_engine_set_variant (engine, v, &err), "%s",
          err ? err->message : "?");
      memset (got, 0xee, n * sizeof (guint32));
      fail_unless (gst_cl_bow_engine_assign (engine, got, hist, &err), "%s",
          err ? err->message : "?");
      for (i = 0; i < n; i++)
        bad += got[i] != ref[i];
      for (j = 0; j < k; j++)
        bad_bins += hist[j] != (gfloat) ref_counts[j];
      fail_unless (bad == 0 && bad_bins == 0, "%s K=%u kind %d: %"
          G_GSIZE_FORMAT " assignments and %u bins differ",
          gst_cl_bow_variant_name (v), k, kind, bad, bad_bins);
      tested++;
    }
  }
  /* gpu1 always fits; the tiled variant is the point for large K */
  fail_unless (tested >= 3, "only %u variant runs", tested);

  gst_cl_bow_engine_free (engine);
  g_rand_free (rand);
  g_free (desc);
  g_free (words);
  g_free (hist);
  g_free (ref);
  g_free (got);
  g_free (ref_counts);
}

GST_END_TEST;

/* none / l1 / l2 against gst_cl_bow_normalize_ref; an empty set of
 * descriptors gives zeros in every mode. */
GST_START_TEST (test_normalize)
{
  const guint k = 300;
  const gsize n = 2000;
  GRand *rand = g_rand_new_with_seed (77);
  gfloat *desc = g_new (gfloat, n * DIM), *words = g_new (gfloat, k * DIM);
  gfloat *hist = g_new (gfloat, k), *ref = g_new (gfloat, k);
  guint32 *assign = g_new (guint32, n), *counts = g_new (guint32, k);
  GstClBowEngine *engine;
  GstClVocab *vocab;
  GError *err = NULL;
  gint mode;
  guint j;

  gst_cl_test_bow_case (rand, n, k, 0, desc, words);
  /* a skewed histogram: half of the descriptors on the first words */
  for (gsize i = 0; i < n / 2; i++)
    memcpy (desc + i * DIM, words + (i % 7) * DIM, DIM * sizeof (gfloat));
  vocab = gst_cl_vocab_new_from_data (words, k, "test", &err);
  engine = gst_cl_bow_engine_new (gst_cl_test_shared_ctx, vocab, NULL, &err);
  fail_unless (engine != NULL, "%s", err ? err->message : "?");
  gst_cl_bow_assign_ref (desc, n, words, k, assign, NULL);
  gst_cl_bow_histogram_ref (assign, n, k, counts);

  for (mode = GST_CL_BOW_NORM_NONE; mode <= GST_CL_BOW_NORM_L2; mode++) {
    gdouble maxrel = 0.0;

    fail_unless (gst_cl_bow_engine_load_descriptors (engine, desc, n, &err));
    gst_cl_bow_engine_set_norm (engine, mode);
    fail_unless (gst_cl_bow_engine_assign (engine, NULL, hist, &err), "%s",
        err ? err->message : "?");
    gst_cl_bow_normalize_ref (counts, k, mode, ref);
    for (j = 0; j < k; j++)
      if (hist[j] != ref[j])
        maxrel = MAX (maxrel, fabs (hist[j] - ref[j]) / fabs (ref[j]));
    /* bit-identical with fp64 on the device, else float scaling */
    fail_unless (has_fp64 ? maxrel == 0.0 : maxrel < 1e-6,
        "mode %d: max relative difference %g", mode, maxrel);

    /* no descriptors: zeros */
    fail_unless (gst_cl_bow_engine_load_descriptors (engine, desc, 0, &err));
    for (j = 0; j < k; j++)
      hist[j] = 1.0f;
    fail_unless (gst_cl_bow_engine_assign (engine, NULL, hist, &err));
    for (j = 0; j < k; j++)
      fail_unless (hist[j] == 0.0f, "mode %d, empty: bin %u is %g", mode, j,
          hist[j]);
  }

  gst_cl_bow_engine_free (engine);
  gst_cl_vocab_free (vocab);
  g_rand_free (rand);
  g_free (desc);
  g_free (words);
  g_free (hist);
  g_free (ref);
  g_free (assign);
  g_free (counts);
}

GST_END_TEST;

/* ------------------------------------------------------ element: meta -- */

/* With no configuration at all (the shipped vocabulary), a photo gets a
 * histogram meta equal to the CPU chain's, readable through the C API,
 * kept by buffer copies. */
GST_START_TEST (test_meta_api)
{
  GstHarness *h = bow_harness_new (NULL);
  GstClVocab *vocab = default_vocab ();
  GstClBowParams params;
  GstClBowHistMeta *meta;
  GstBuffer *out, *copy;
  const gfloat *bins;
  gfloat *ref;
  Image img;
  guint k = 0, j;
  gsize n;
  gdouble sum = 0.0;

  fail_unless_equals_string (g_type_name (GST_CL_BOW_HIST_META_API_TYPE),
      "GstClBowHistMetaAPI");
  fail_unless (gst_meta_get_info ("GstClBowHistMeta") == NULL ||
      gst_meta_get_info ("GstClBowHistMeta") ==
      gst_cl_bow_hist_meta_get_info ());

  image_load (&img, "astronaut-gray.pgm");
  gst_harness_set_src_caps (h, gray_caps (img.width, img.height));
  out = gst_harness_push_and_pull (h,
      gst_cl_test_gray_buffer (img.pixels, img.width,
          img.width, img.height, 0));
  fail_unless (out != NULL);
  meta = gst_buffer_get_cl_bow_hist_meta (out);
  fail_unless (meta != NULL, "no histogram meta");
  fail_unless (gst_meta_get_info ("GstClBowHistMeta") ==
      gst_cl_bow_hist_meta_get_info ());

  bins = gst_cl_bow_hist_meta_get_histogram (meta, &k);
  fail_unless_equals_int (k, vocab->n_words);
  fail_unless_equals_int (gst_cl_bow_hist_meta_get_n_words (meta), k);
  fail_unless_equals_int (gst_cl_bow_hist_meta_get_norm (meta),
      GST_CL_BOW_NORM_L1);
  element_params (&params, img.height);
  /* 512 lines: the grid and scales are the frame-relative ones */
  fail_unless (params.surf.step > 8 && params.surf.scales[0] > 2.0);
  ref = g_new (gfloat, k);
  n = cpu_chain (img.pixels, img.width, img.width, img.height, &params.surf,
      vocab, GST_CL_BOW_NORM_L1, ref);
  fail_unless_equals_int (gst_cl_bow_hist_meta_get_n_descriptors (meta), n);
  fail_unless (n > 1000);
  check_hist (bins, ref, k, n, "meta");
  for (j = 0; j < k; j++)
    sum += bins[j];
  fail_unless (fabs (sum - 1.0) < 1e-4, "l1 histogram sums to %g", sum);

  /* a copy of the buffer keeps the histogram */
  copy = gst_buffer_copy (out);
  meta = gst_buffer_get_cl_bow_hist_meta (copy);
  fail_unless (meta != NULL, "the copy lost the meta");
  fail_unless (memcmp (gst_cl_bow_hist_meta_get_histogram (meta, NULL), bins,
          k * sizeof (gfloat)) == 0);
  fail_unless_equals_int (gst_cl_bow_hist_meta_get_n_descriptors (meta), n);
  gst_buffer_unref (copy);

  gst_buffer_unref (out);
  gst_harness_teardown (h);
  gst_cl_vocab_free (vocab);
  g_free (ref);
  g_free (img.pixels);
}

GST_END_TEST;

/* The normalize property: raw counts sum to the descriptors that voted
 * (fewer than the descriptors: the contrast gate), l2 has unit Euclidean
 * norm; all three are the same histogram. */
GST_START_TEST (test_normalize_property)
{
  static const gchar *modes[] = { "none", "l1", "l2" };
  gfloat *bins[3];
  guint k = 0, j, m, n = 0;
  Image img;

  image_load (&img, "grace_hopper_512x512-gray.pgm");
  for (m = 0; m < 3; m++) {
    gchar *props = g_strdup_printf ("normalize=%s", modes[m]);
    GstHarness *h = bow_harness_new (props);
    GstBuffer *out;
    GstClBowHistMeta *meta;

    gst_harness_set_src_caps (h, gray_caps (img.width, img.height));
    out = gst_harness_push_and_pull (h,
        gst_cl_test_gray_buffer (img.pixels, img.width,
            img.width, img.height, 0));
    meta = gst_buffer_get_cl_bow_hist_meta (out);
    fail_unless (meta != NULL);
    fail_unless_equals_int (gst_cl_bow_hist_meta_get_norm (meta), m);
    k = gst_cl_bow_hist_meta_get_n_words (meta);
    bins[m] = g_memdup2 (gst_cl_bow_hist_meta_get_histogram (meta, NULL),
        k * sizeof (gfloat));
    n = gst_cl_bow_hist_meta_get_n_descriptors (meta);
    gst_buffer_unref (out);
    gst_harness_teardown (h);
    g_free (props);
  }
  {
    gdouble s0 = 0, s1 = 0, s2 = 0;
    for (j = 0; j < k; j++)
      s0 += bins[0][j];
    for (j = 0; j < k; j++) {
      fail_unless (bins[0][j] == floorf (bins[0][j]), "counts are integers");
      s1 += bins[1][j];
      s2 += (gdouble) bins[2][j] * bins[2][j];
      fail_unless (fabs (bins[1][j] - bins[0][j] / s0) < 1e-6);
    }
    /* the gate removes the votes of the flat windows, not all of them */
    fail_unless ((guint) s0 < n && s0 > n / 4, "%g votes of %u", s0, n);
    fail_unless (fabs (s1 - 1.0) < 1e-4, "l1: %g", s1);
    fail_unless (fabs (s2 - 1.0) < 1e-4, "l2: %g", s2);
  }
  for (m = 0; m < 3; m++)
    g_free (bins[m]);
  g_free (img.pixels);
}

GST_END_TEST;

/* --------------------------------------------------- element: messages -- */

typedef struct
{
  guint64 frame;
  gdouble distance;
  gboolean cut, new_stream;
  guint votes;
  gdouble floor;
} Posted;

/* The "clbowhist" messages waiting on @bus, in order. */
static GArray *
collect_messages (GstBus * bus)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (Posted));
  GstMessage *msg;

  while ((msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ELEMENT))) {
    const GstStructure *s = gst_message_get_structure (msg);
    Posted p;

    if (gst_structure_has_name (s, "clbowhist")) {
      fail_unless (gst_structure_get (s, "frame", G_TYPE_UINT64, &p.frame,
              "distance", G_TYPE_DOUBLE, &p.distance, "scene-change",
              G_TYPE_BOOLEAN, &p.cut, "new-stream", G_TYPE_BOOLEAN,
              &p.new_stream, "votes", G_TYPE_UINT, &p.votes, "scene-floor",
              G_TYPE_DOUBLE, &p.floor, NULL));
      g_array_append_val (a, p);
    }
    gst_message_unref (msg);
  }
  return a;
}

/* A 400x300 clbowhist harness with its bus, and two photos to pan over:
 * the shots of the scene-cut tests. */
typedef struct
{
  GstHarness *h;
  GstBus *bus;
  Image a, b;
} Shots;

static void
shots_init (Shots * sh, const gchar * props)
{
  sh->h = bow_harness_new (props);
  sh->bus = gst_cl_test_harness_bus (sh->h);
  image_load (&sh->a, "astronaut-gray.pgm");
  image_load (&sh->b, "grace_hopper_512x512-gray.pgm");
  gst_harness_set_src_caps (sh->h, gray_caps (400, 300));
}

/* Pushes frame @i of a pan over @img (4 pixels a frame) at @pts, drops
 * the output. */
static void
shots_push (Shots * sh, const Image * img, guint i, GstClockTime pts)
{
  guint8 *luma = pan_frame (img, 400, 300, i, 4);

  gst_buffer_unref (gst_harness_push_and_pull (sh->h,
          gst_cl_test_gray_buffer (luma, 400, 400, 300, pts)));
  g_free (luma);
}

static void
shots_clear (Shots * sh)
{
  harness_teardown_with_bus (sh->h, sh->bus);
  g_free (sh->a.pixels);
  g_free (sh->b.pixels);
}

/* Every field of the message, with its type and value. */
GST_START_TEST (test_message_fields)
{
  /* no look-ahead: each frame's message comes with the frame */
  GstHarness *h = bow_harness_new ("scene-window=0 scene-threshold=0.6");
  GstBus *bus = gst_cl_test_harness_bus (h);
  Image img;
  guint i;

  image_load (&img, "astronaut-gray.pgm");
  gst_harness_set_src_caps (h, gray_caps (320, 240));
  for (i = 0; i < 3; i++) {
    guint8 *luma = pan_frame (&img, 320, 240, i, 4);
    GstClockTime pts = 10 * GST_SECOND + i * GST_SECOND / 30;
    GstBuffer *out = gst_harness_push_and_pull (h,
        gst_cl_test_gray_buffer (luma, 320,
            320, 240, pts));
    GstClBowHistMeta *meta = gst_buffer_get_cl_bow_hist_meta (out);
    GstMessage *msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ELEMENT);
    const GstStructure *s;
    const GValue *list;
    guint64 v64;
    guint n_desc, votes, j;
    gdouble distance, fl;
    gboolean cut;

    fail_unless (meta != NULL);
    fail_unless (msg != NULL, "frame %u: no message", i);
    /* (the harness wraps the element in a bin) */
    fail_unless (g_str_has_prefix (GST_MESSAGE_SRC_NAME (msg), "clbowhist"),
        "message from %s", GST_MESSAGE_SRC_NAME (msg));
    s = gst_message_get_structure (msg);
    fail_unless (gst_structure_has_name (s, "clbowhist"));
    fail_unless (gst_structure_get_uint64 (s, "timestamp", &v64));
    fail_unless_equals_uint64 (v64, pts);
    /* the harness's segment starts at 0 */
    fail_unless (gst_structure_get_uint64 (s, "stream-time", &v64));
    fail_unless_equals_uint64 (v64, pts);
    fail_unless (gst_structure_get_uint64 (s, "running-time", &v64));
    fail_unless_equals_uint64 (v64, pts);
    fail_unless (gst_structure_get_uint64 (s, "duration", &v64));
    fail_unless_equals_uint64 (v64, GST_SECOND / 30);
    fail_unless (gst_structure_get_uint64 (s, "frame", &v64));
    fail_unless_equals_uint64 (v64, i);
    fail_unless (gst_structure_get_uint (s, "descriptors", &n_desc));
    fail_unless_equals_int (n_desc, meta->n_descriptors);
    /* the gate keeps some windows from voting, not most */
    fail_unless (gst_structure_get_uint (s, "votes", &votes));
    fail_unless (votes <= n_desc && votes > n_desc / 4, "%u votes of %u",
        votes, n_desc);
    /* the floor: the threshold on the first frame (no noise yet), never
     * above it */
    fail_unless (gst_structure_get_double (s, "scene-floor", &fl));
    fail_unless (fl > 0.0 && fl <= 0.6, "floor %g", fl);
    if (i == 0)
      fail_unless (fl == 0.6, "first floor %g", fl);
    fail_unless (gst_structure_get_boolean (s, "scene-change", &cut));
    fail_if (cut, "frame %u: scene change within one pan", i);
    fail_unless (gst_structure_get_boolean (s, "new-stream", &cut));
    fail_if (cut);
    fail_unless (gst_structure_get_double (s, "adaptive-ratio", &distance));
    fail_unless (distance == 0.0, "no window, yet a ratio %g", distance);
    fail_unless (gst_structure_get_double (s, "distance", &distance));
    if (i == 0)
      fail_unless (distance == 0.0);
    else
      fail_unless (distance > 0.0 && distance < 0.3, "distance %g", distance);
    list = gst_structure_get_value (s, "histogram");
    fail_unless (list != NULL && GST_VALUE_HOLDS_LIST (list));
    fail_unless_equals_int (gst_value_list_get_size (list), meta->n_words);
    for (j = 0; j < meta->n_words; j++) {
      const GValue *b = gst_value_list_get_value (list, j);
      fail_unless (G_VALUE_HOLDS_DOUBLE (b));
      fail_unless (g_value_get_double (b) == meta->histogram[j]);
    }
    gst_message_unref (msg);
    gst_buffer_unref (out);
    g_free (luma);
  }
  harness_teardown_with_bus (h, bus);
  g_free (img.pixels);
}

GST_END_TEST;

/* A synthetic cut: 8 frames panning over one photo, 8 over the other.
 * interval=3 posts frames 0, 3, 6, the cut at 8 (always), then 9, 12, 15;
 * interval=0 posts the cut alone.  Both distances are used.  The messages
 * come scene-window frames late: the last ones at EOS. */
GST_START_TEST (test_interval_scene_change)
{
  static const guint64 expect3[] = { 0, 3, 6, 8, 9, 12, 15 };
  /* the pan moves half a grid step per frame: within a shot the distance
   * is already a third of the cut's (L1: a half), so the adaptive ratio is relaxed
   * (as on real footage) */
  const gchar *props = __i__ == 0 ? "interval=3 scene-adaptive=2" :
      __i__ == 1 ? "interval=0 scene-adaptive=2" :
      "interval=3 distance=l1 scene-threshold=0.6 scene-adaptive=1.5";
  Shots sh;
  GstHarness *h;
  GArray *posted;
  guint i;

  shots_init (&sh, props);
  h = sh.h;
  for (i = 0; i < 16; i++)
    shots_push (&sh, i < 8 ? &sh.a : &sh.b, i % 8, i * GST_SECOND / 30);
  /* the decision looks scene-window (5) frames ahead: frames 11 to 15
   * wait for EOS */
  posted = collect_messages (sh.bus);
  for (i = 0; i < posted->len; i++)
    fail_unless (g_array_index (posted, Posted, i).frame <= 10);
  fail_unless (gst_harness_push_event (h, gst_event_new_eos ()));
  {
    GArray *rest = collect_messages (sh.bus);
    g_array_append_vals (posted, rest->data, rest->len);
    g_array_unref (rest);
  }
  if (__i__ == 1) {
    fail_unless_equals_int (posted->len, 1);
  } else {
    fail_unless_equals_int (posted->len, G_N_ELEMENTS (expect3));
    for (i = 0; i < posted->len; i++)
      fail_unless_equals_uint64 (g_array_index (posted, Posted, i).frame,
          expect3[i]);
  }
  for (i = 0; i < posted->len; i++) {
    Posted *p = &g_array_index (posted, Posted, i);
    fail_unless (p->cut == (p->frame == 8), "frame %" G_GUINT64_FORMAT
        ": scene-change %d, distance %g", p->frame, p->cut, p->distance);
    GST_INFO ("frame %" G_GUINT64_FORMAT ": distance %g", p->frame,
        p->distance);
  }
  g_array_unref (posted);

  /* a flush starts over: the next frame has no previous one */
  gst_harness_push_event (h, gst_event_new_flush_start ());
  gst_harness_push_event (h, gst_event_new_flush_stop (TRUE));
  {
    GstSegment seg;
    gst_segment_init (&seg, GST_FORMAT_TIME);
    gst_harness_push_event (h, gst_event_new_segment (&seg));
    shots_push (&sh, &sh.a, 0, 0);
  }
  fail_unless (gst_harness_push_event (h, gst_event_new_eos ()));
  posted = collect_messages (sh.bus);
  if (__i__ != 1) {
    fail_unless_equals_int (posted->len, 1);
    fail_unless_equals_uint64 (g_array_index (posted, Posted, 0).frame, 0);
    fail_unless (g_array_index (posted, Posted, 0).distance == 0.0);
    fail_if (g_array_index (posted, Posted, 0).cut);
  } else {
    fail_unless_equals_int (posted->len, 0);
  }
  g_array_unref (posted);
  shots_clear (&sh);
}

GST_END_TEST;

/* Two streams one after the other (what concat sends: STREAM_START, a new
 * segment, the frames): the first frame of the second stream is a cut
 * with new-stream set, compared with the first stream's last frame;
 * cut-on-new-stream=false starts over instead (distance 0, no cut). */
GST_START_TEST (test_new_stream_cut)
{
  gboolean cut_on_new = __i__ == 0;
  Shots sh;
  GArray *posted;
  guint i, cuts = 0;
  gboolean saw_new = FALSE;

  shots_init (&sh, cut_on_new ? "interval=1" :
      "interval=1 cut-on-new-stream=false");
  for (i = 0; i < 12; i++) {
    if (i == 6) {
      GstSegment seg;
      gst_harness_push_event (sh.h, gst_event_new_stream_start ("second"));
      gst_segment_init (&seg, GST_FORMAT_TIME);
      gst_harness_push_event (sh.h, gst_event_new_segment (&seg));
    }
    shots_push (&sh, i < 6 ? &sh.a : &sh.b, i % 6,
        (i % 6) * GST_SECOND / 30);
  }
  fail_unless (gst_harness_push_event (sh.h, gst_event_new_eos ()));

  posted = collect_messages (sh.bus);
  for (i = 0; i < posted->len; i++) {
    Posted *p = &g_array_index (posted, Posted, i);

    /* frames count from 0 again in the second stream */
    fail_unless_equals_uint64 (p->frame, i % 6);
    if (i == 6) {
      fail_unless (p->cut == cut_on_new && p->new_stream == cut_on_new,
          "first frame of the second stream: cut %d new-stream %d", p->cut,
          p->new_stream);
      if (cut_on_new)
        fail_unless (p->distance > 0.2, "distance %g", p->distance);
      else
        fail_unless (p->distance == 0.0);
      saw_new = TRUE;
    } else {
      fail_if (p->new_stream);
    }
    cuts += p->cut;
  }
  fail_unless_equals_int (posted->len, 12);
  fail_unless (saw_new);
  fail_unless_equals_int (cuts, cut_on_new ? 1 : 0);

  g_array_unref (posted);
  shots_clear (&sh);
}

GST_END_TEST;

/* Pops the decisions @sc has made (with @flush, those of the frames still
 * waiting too), adding the index of each cut to @cuts; *@done counts the
 * frames decided. */
static void
pop_cuts (GstClSceneCut * sc, gboolean flush, GArray * cuts, guint * done)
{
  GstClSceneCutResult r;

  while (gst_cl_scene_cut_pop (sc, flush, &r)) {
    if (r.cut)
      g_array_append_val (cuts, *done);
    (*done)++;
  }
}

static GArray *
decide_all (GstClSceneCut * sc, const gdouble * d, guint n)
{
  GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  guint i, done = 0;

  for (i = 0; i < n; i++) {
    gst_cl_scene_cut_push (sc, d[i], 0.0, i == 0 ? GST_CL_SCENE_CUT_FIRST :
        GST_CL_SCENE_CUT_FRAME);
    pop_cuts (sc, FALSE, cuts, &done);
  }
  pop_cuts (sc, TRUE, cuts, &done);
  fail_unless_equals_int (done, n);
  return cuts;
}

/* The decision alone, on distances like those measured on real webcam
 * footage: an isolated peak is a cut; a burst of
 * high distances (fast motion, a keyframe followed by more noise) is not,
 * though each of them is above the floor; a second peak too close to the
 * first is dropped by min-length; without the adaptive rule, the floor
 * alone decides. */
GST_START_TEST (test_scene_cut_decision)
{
  /* 0: first; 10: a cut; 20-23: a burst; 30: another cut; 34: too close */
  gdouble d[60];
  GstClSceneCutParams p = { 0.2, 3.0, 3, 15 };
  GstClSceneCut *sc;
  GArray *cuts;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (d); i++)
    d[i] = 0.03 + 0.02 * (i % 3);
  d[0] = 0.0;
  d[10] = 0.45;
  d[20] = 0.25;
  d[21] = 0.3;
  d[22] = 0.22;
  d[23] = 0.28;
  d[50] = 0.5;
  d[54] = 0.5;

  sc = gst_cl_scene_cut_new (&p);
  cuts = decide_all (sc, d, G_N_ELEMENTS (d));
  fail_unless_equals_int (cuts->len, 2);
  fail_unless_equals_int (g_array_index (cuts, guint, 0), 10);
  fail_unless_equals_int (g_array_index (cuts, guint, 1), 50);
  g_array_unref (cuts);

  /* floor only: every frame above 0.2, min-length still applies */
  p.adaptive = 0.0;
  p.min_length = 0;
  gst_cl_scene_cut_reset (sc);
  gst_cl_scene_cut_set_params (sc, &p);
  cuts = decide_all (sc, d, G_N_ELEMENTS (d));
  fail_unless_equals_int (cuts->len, 7);
  g_array_unref (cuts);

  /* a reset (flush) forgets the pending frames */
  gst_cl_scene_cut_push (sc, 0.1, 0.0, GST_CL_SCENE_CUT_FIRST);
  gst_cl_scene_cut_reset (sc);
  {
    GstClSceneCutResult r;
    fail_if (gst_cl_scene_cut_pop (sc, TRUE, &r));
  }
  gst_cl_scene_cut_free (sc);
}

GST_END_TEST;

/* The floor follows the sampling noise: equal vote counts N give exactly
 * (words voted for) / N; the floor is the threshold at the reference noise
 * and above it, sqrt-scaled below it, the threshold itself when fixed or
 * unknown; a peak of 0.1 among distances of 0.01 (a cut in histograms of
 * tens of thousands of votes) is a cut with the vote-scaled floor and
 * not with the fixed one, while the same peak in 1,000-vote histograms is
 * not. */
GST_START_TEST (test_scene_cut_floor)
{
  GstClSceneCutParams p = { 0.2, 3.0, 3, 15, GST_CL_SCENE_FLOOR_VOTES };
  guint32 a[256], b[256];
  gdouble d[40], noise;
  guint j, i;

  /* 1000 votes each over 200 words (a) and 180 of the same words (b) */
  for (j = 0; j < 256; j++) {
    a[j] = j < 200 ? 5 : 0;
    b[j] = j < 180 ? (j < 100 ? 6 : 5) : 0;
  }
  b[0] += 1000 - (100 * 6 + 80 * 5);
  noise = gst_cl_scene_cut_noise (a, b, 256);
  fail_unless (fabs (noise - 200.0 / 1000) < 1e-12, "noise %g", noise);
  /* unequal counts: words voted for x (1/Na + 1/Nb) / 2 */
  b[0] += 1000;
  noise = gst_cl_scene_cut_noise (a, b, 256);
  fail_unless (fabs (noise - 200 * (1.0 / 1000 + 1.0 / 2000) / 2) < 1e-12);
  memset (b, 0, sizeof (b));
  fail_unless (gst_cl_scene_cut_noise (a, b, 256) == 0.0, "no votes");

  fail_unless (gst_cl_scene_cut_floor (&p, 0.0) == 0.2);
  fail_unless (gst_cl_scene_cut_floor (&p, GST_CL_SCENE_CUT_REF_NOISE) ==
      0.2);
  fail_unless (gst_cl_scene_cut_floor (&p, 1.0) == 0.2);
  /* power 0.8: 32 times less noise, a floor 16 times lower */
  fail_unless (fabs (gst_cl_scene_cut_floor (&p,
              GST_CL_SCENE_CUT_REF_NOISE / 32) - 0.2 / 16) < 1e-12);
  p.floor = GST_CL_SCENE_FLOOR_FIXED;
  fail_unless (gst_cl_scene_cut_floor (&p,
          GST_CL_SCENE_CUT_REF_NOISE / 16) == 0.2);

  for (i = 0; i < G_N_ELEMENTS (d); i++)
    d[i] = 0.01 + 0.002 * (i % 3);
  d[0] = 0.0;
  d[20] = 0.1;
  for (i = 0; i < 3; i++) {
    /* 256 words, 20,000 votes a frame; then 1,000 */
    gdouble nz = i < 2 ? 256.0 / 20000 : 256.0 / 1000;
    GstClSceneCut *sc;
    GstClSceneCutResult r;
    guint k, cuts = 0, at = 0, done = 0;

    p.floor = i == 1 ? GST_CL_SCENE_FLOOR_FIXED : GST_CL_SCENE_FLOOR_VOTES;
    sc = gst_cl_scene_cut_new (&p);
    for (k = 0; k < G_N_ELEMENTS (d); k++) {
      gst_cl_scene_cut_push (sc, d[k], k ? nz : 0.0, k == 0 ?
          GST_CL_SCENE_CUT_FIRST : GST_CL_SCENE_CUT_FRAME);
      while (gst_cl_scene_cut_pop (sc, k + 1 == G_N_ELEMENTS (d), &r)) {
        if (done > 0)
          fail_unless (fabs (r.floor - gst_cl_scene_cut_floor (&p, nz)) <
              1e-12);
        if (r.cut) {
          cuts++;
          at = done;
        }
        done++;
      }
    }
    fail_unless_equals_int (done, G_N_ELEMENTS (d));
    fail_unless_equals_int (cuts, i == 0 ? 1 : 0);
    if (i == 0)
      fail_unless_equals_int (at, 20);
    gst_cl_scene_cut_free (sc);
  }
}

GST_END_TEST;

/* Upscales @img by @f (bilinear, pixel centres aligned): the same scene
 * as a larger frame would film it. */
static void
image_upscale (const Image * img, guint f, Image * out)
{
  guint x, y;

  out->width = img->width * f;
  out->height = img->height * f;
  out->pixels = g_malloc ((gsize) out->width * out->height);
  for (y = 0; y < out->height; y++) {
    gdouble sy = CLAMP ((y + 0.5) / f - 0.5, 0.0, img->height - 1.0);
    guint y0 = (guint) sy, y1 = MIN (y0 + 1, img->height - 1);
    gdouble fy = sy - y0;

    for (x = 0; x < out->width; x++) {
      gdouble sx = CLAMP ((x + 0.5) / f - 0.5, 0.0, img->width - 1.0);
      guint x0 = (guint) sx, x1 = MIN (x0 + 1, img->width - 1);
      gdouble fx = sx - x0;
      const guint8 *r0 = img->pixels + (gsize) y0 * img->width;
      const guint8 *r1 = img->pixels + (gsize) y1 * img->width;
      gdouble v = (1 - fy) * ((1 - fx) * r0[x0] + fx * r0[x1]) +
          fy * ((1 - fx) * r1[x0] + fx * r1[x1]);

      out->pixels[(gsize) y * out->width + x] = (guint8) (v + 0.5);
    }
  }
}

/* The same two shots (a pan over one photo, then over the other) filmed at
 * 320x240 and at 6 times that size, 1920x1440: at the defaults both give
 * the one cut, at the join, from about as many votes (the grid and scales
 * follow the frame height above reference-height).  With the grid in
 * pixels (reference-height=0) the large frames' histograms hold many more
 * votes, and every distance, the cut's included, is smaller: the floor
 * that follows the votes still finds the cut, a fixed floor
 * (scene-floor=fixed, the rule before the floor followed the votes) misses
 * it. */
#define N_TWO_SIZES_RUNS 3
GST_START_TEST (test_scene_cut_two_sizes)
{
  static const guint f[2] = { 1, 6 };
  static const gchar *props[N_TWO_SIZES_RUNS] = { "", "reference-height=0",
    "reference-height=0 scene-floor=fixed"
  };
  Image photo[2], big[2];
  gdouble cut_distance[2][N_TWO_SIZES_RUNS] = { {0} }, thr = 0.0;
  guint votes[2][N_TWO_SIZES_RUNS] = { {0} }, s, i, j;
  GstElement *e = gst_element_factory_make ("clbowhist", NULL);

  g_object_get (e, "scene-threshold", &thr, NULL);
  gst_object_unref (e);
  fail_unless (thr > 0.0);

  image_load (&photo[0], "astronaut-gray.pgm");
  image_load (&photo[1], "grace_hopper_512x512-gray.pgm");
  for (s = 0; s < 2; s++) {
    for (j = 0; j < 2; j++)
      image_upscale (&photo[j], f[s], &big[j]);
    for (j = 0; j < N_TWO_SIZES_RUNS; j++) {
      GstHarness *h = bow_harness_new (props[j]);
      GstBus *bus = gst_cl_test_harness_bus (h);
      guint w = 320 * f[s], ht = 240 * f[s], cuts = 0;
      GArray *posted;

      gst_harness_set_src_caps (h, gray_caps (w, ht));
      for (i = 0; i < 16; i++) {
        guint8 *luma = pan_frame (&big[i / 8], w, ht, i % 8, 3 * f[s]);
        gst_buffer_unref (gst_harness_push_and_pull (h,
                gst_cl_test_gray_buffer (luma, w, w, ht,
                    i * GST_SECOND / 30)));
        g_free (luma);
      }
      fail_unless (gst_harness_push_event (h, gst_event_new_eos ()));
      posted = collect_messages (bus);
      for (i = 0; i < posted->len; i++) {
        const Posted *p = &g_array_index (posted, Posted, i);

        fail_unless (p->floor > 0.0 && p->floor <= thr + 1e-12, "floor %g",
            p->floor);
        if (j == 2)
          fail_unless (p->floor == thr, "fixed floor %g", p->floor);
        if (p->frame == 8) {
          cut_distance[s][j] = p->distance;
          votes[s][j] = p->votes;
        }
        GST_INFO ("size %u, \"%s\": frame %" G_GUINT64_FORMAT
            ": distance %.4f, votes %u, floor %.4f, cut %d", w, props[j],
            p->frame, p->distance, p->votes, p->floor, p->cut);
        cuts += p->cut;
        if (j < 2 || s == 0)
          fail_unless (p->cut == (p->frame == 8), "%ux%u, \"%s\": frame %"
              G_GUINT64_FORMAT ": scene-change %d, distance %g, floor %g", w,
              ht, props[j], p->frame, p->cut, p->distance, p->floor);
      }
      fail_unless_equals_int (posted->len, 16);
      /* the old rule misses the large frames' cut */
      fail_unless_equals_int (cuts, j == 2 && s == 1 ? 0 : 1);
      g_array_unref (posted);
      harness_teardown_with_bus (h, bus);
    }
    for (j = 0; j < 2; j++)
      g_free (big[j].pixels);
  }
  for (j = 0; j < N_TWO_SIZES_RUNS; j++)
    GST_INFO ("\"%s\": cut %.4f (%u votes) at 320x240, %.4f (%u votes) at "
        "1920x1440", props[j], cut_distance[0][j], votes[0][j],
        cut_distance[1][j], votes[1][j]);
  /* frame-relative: the large frames vote about as much as the small ones,
   * and their cut is as clear */
  fail_unless (votes[1][0] < 2 * votes[0][0] && 2 * votes[1][0] > votes[0][0],
      "votes %u vs %u", votes[1][0], votes[0][0]);
  fail_unless (cut_distance[1][0] >= thr && cut_distance[0][0] >= thr,
      "cut distances %g, %g", cut_distance[0][0], cut_distance[1][0]);
  /* in pixels: many more votes, a smaller distance */
  fail_unless (votes[1][1] > 8 * votes[0][1], "votes %u vs %u", votes[1][1],
      votes[0][1]);
  fail_unless (cut_distance[1][1] < thr && cut_distance[0][1] >= thr,
      "cut distances %g, %g", cut_distance[0][1], cut_distance[1][1]);
  g_free (photo[0].pixels);
  g_free (photo[1].pixels);
}

GST_END_TEST;

/* ----------------------------------------------------- element: errors -- */

/* Patches a valid file image and re-seals its checksum, so that the check
 * under test (not the checksum) is what refuses it. */
static void
reseal (guint8 * data, gsize size)
{
  GChecksum *cs = g_checksum_new (G_CHECKSUM_SHA256);
  gsize len = 32;

  g_checksum_update (cs, data, size - 32);
  g_checksum_get_digest (cs, data + size - 32, &len);
  g_checksum_free (cs);
}

/* Missing, truncated, wrong dimension, K = 0, NaN: start fails with an
 * element error naming the file and the problem. */
GST_START_TEST (test_bad_vocabulary)
{
  static const struct
  {
    const gchar *what, *reason;
  } cases[] = {
    {"missing", "cannot be opened"},
    {"truncated", "truncated"},
    {"dimension", "32 dimensions"},
    {"k0", "0 words"},
    {"nan", "NaN"},
    {"not-a-vocabulary", "not a vocabulary"},
    {"bare-name", "not found"},
  };
  gchar *dir = g_dir_make_tmp ("clbowhist-XXXXXX", NULL);
  GRand *rand = g_rand_new_with_seed (5);
  gfloat words[5 * DIM];
  GstClVocab *v;
  GBytes *bytes;
  const guint8 *good;
  gsize size, offset;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (words); i++)
    words[i] = (gfloat) g_rand_double_range (rand, -1, 1);
  v = gst_cl_vocab_new_from_data (words, 5, "tool=test", NULL);
  bytes = gst_cl_vocab_serialize (v, NULL);
  good = g_bytes_get_data (bytes, &size);
  offset = (28 + strlen (v->name) + 3) & ~3;

  for (i = 0; i < G_N_ELEMENTS (cases); i++) {
    gchar *path = g_build_filename (dir, cases[i].what, NULL);
    guint8 *data = g_memdup2 (good, size);
    gsize len = size;
    gchar *desc;
    const gchar *prop = path;
    GError *err;

    if (!strcmp (cases[i].what, "truncated")) {
      len = size - 100;
    } else if (!strcmp (cases[i].what, "dimension")) {
      data[12] = 32;
      reseal (data, len);
    } else if (!strcmp (cases[i].what, "k0")) {
      memset (data + 16, 0, 4);
      reseal (data, len);
    } else if (!strcmp (cases[i].what, "nan")) {
      guint32 nan_bits = GUINT32_TO_LE (0x7fc00000);
      memcpy (data + offset + 4 * 70, &nan_bits, 4);
      reseal (data, len);
    } else if (!strcmp (cases[i].what, "not-a-vocabulary")) {
      memcpy (data, "P5\n2 2\n2", 8);
    } else if (!strcmp (cases[i].what, "bare-name")) {
      prop = "no-such-vocabulary";
    }
    if (strcmp (cases[i].what, "missing") && strcmp (cases[i].what,
            "bare-name"))
      fail_unless (g_file_set_contents (path, (gchar *) data, len, NULL));

    desc = g_strdup_printf ("videotestsrc num-buffers=1 ! clbowhist "
        "vocabulary=\"%s\" ! fakesink", prop);
    err = gst_cl_test_expect_start_failure (desc, "clbowhist", NULL);
    GST_INFO ("%s: %s", cases[i].what, err->message);
    fail_unless (g_error_matches (err, GST_RESOURCE_ERROR,
            GST_RESOURCE_ERROR_OPEN_READ), "%s: %s", cases[i].what,
        err->message);
    fail_unless (strstr (err->message, prop) != NULL,
        "%s: the message does not name the file: %s", cases[i].what,
        err->message);
    fail_unless (strstr (err->message, cases[i].reason) != NULL,
        "%s: the message does not say \"%s\": %s", cases[i].what,
        cases[i].reason, err->message);
    g_error_free (err);
    g_free (desc);
    g_free (data);
    g_remove (path);
    g_free (path);
  }
  g_bytes_unref (bytes);
  gst_cl_vocab_free (v);
  g_rand_free (rand);
  g_rmdir (dir);
  g_free (dir);
}

GST_END_TEST;

/* Bad properties are start errors too, with the property named. */
GST_START_TEST (test_bad_properties)
{
  GError *err =
      gst_cl_test_expect_start_failure ("videotestsrc num-buffers=1 ! "
      "clbowhist scales=2.0,abc ! fakesink", "clbowhist", NULL);

  fail_unless (strstr (err->message, "scales") != NULL, "%s", err->message);
  fail_unless (strstr (err->message, "abc") != NULL, "%s", err->message);
  g_error_free (err);
  err = gst_cl_test_expect_start_failure ("videotestsrc num-buffers=1 ! "
      "clbowhist scales=200 ! fakesink", "clbowhist", NULL);
  fail_unless (strstr (err->message, "200") != NULL, "%s", err->message);
  g_error_free (err);
}

GST_END_TEST;

/* ----------------------------------------- element: upstream integral -- */

/* the sum buffers of the integral metas clbowhist received, in order */
typedef struct
{
  GMutex lock;
  GPtrArray *sums;
} Watch;

static GstPadProbeReturn
record_integral (GstPad * pad, GstPadProbeInfo * info, gpointer user_data)
{
  Watch *w = user_data;
  GstClIntegralMeta *im =
      gst_buffer_get_cl_integral_meta (GST_PAD_PROBE_INFO_BUFFER (info));

  g_mutex_lock (&w->lock);
  g_ptr_array_add (w->sums, im ? im->sum->mem : NULL);
  g_mutex_unlock (&w->lock);
  return GST_PAD_PROBE_OK;
}

/* appsrc ! [clintegral squared=true !] clbowhist ! appsink with the
 * application's context: one upload per frame either way; with clintegral
 * upstream its integral is the one used (the buffer leaves with the same
 * integral, squares included), without, clbowhist attaches an exact one;
 * the histograms are the CPU's. */
GST_START_TEST (test_upstream_integral)
{
  gboolean upstream = __i__ == 1;
  const guint n = 5, w = 263, hh = 199;
  gchar *desc = g_strdup_printf ("appsrc name=src format=time ! %s "
      "clbowhist name=bow normalize=none ! appsink name=sink sync=false",
      upstream ? "clintegral squared=true !" : "");
  GstElement *p = gst_cl_test_pipeline_new (desc);
  GstElement *src, *sink, *bow;
  GstClVocab *vocab = default_vocab ();
  GstClBowParams params;
  GstClContext *app_ctx = gst_cl_test_context_new ();
  GstClTestContextWatch cw;
  GstFlowReturn ret;
  GstPad *pad;
  Watch wt;
  Image img;
  guint i;

  g_mutex_init (&wt.lock);
  wt.sums = g_ptr_array_new ();
  gst_cl_test_context_watch_start (&cw, p, app_ctx);
  src = gst_bin_get_by_name (GST_BIN (p), "src");
  sink = gst_bin_get_by_name (GST_BIN (p), "sink");
  bow = gst_bin_get_by_name (GST_BIN (p), "bow");
  pad = gst_element_get_static_pad (bow, "sink");
  gst_pad_add_probe (pad, GST_PAD_PROBE_TYPE_BUFFER, record_integral, &wt,
      NULL);
  {
    GstCaps *caps = gray_caps (w, hh);
    g_object_set (src, "caps", caps, "max-bytes", (guint64) 0, NULL);
    gst_caps_unref (caps);
  }

  image_load (&img, "astronaut-gray.pgm");
  for (i = 0; i < n; i++) {
    guint8 *luma = pan_frame (&img, w, hh, i, 7);
    g_signal_emit_by_name (src, "push-buffer",
        gst_cl_test_gray_buffer (luma, w, w, hh,
            i * GST_SECOND / 30), &ret);
    fail_unless_equals_int (ret, GST_FLOW_OK);
    g_free (luma);
  }
  g_signal_emit_by_name (src, "end-of-stream", &ret);
  fail_unless (gst_element_set_state (p, GST_STATE_PLAYING) !=
      GST_STATE_CHANGE_FAILURE);

  element_params (&params, hh);
  for (i = 0; i < n; i++) {
    GstSample *sample = NULL;
    GstBuffer *buf;
    GstClIntegralMeta *im;
    GstClBowHistMeta *hm;
    guint8 *luma = pan_frame (&img, w, hh, i, 7);
    gfloat *ref = g_new (gfloat, vocab->n_words);
    gpointer seen;
    gsize nd;

    g_signal_emit_by_name (sink, "try-pull-sample", 60 * GST_SECOND, &sample);
    fail_unless (sample != NULL, "frame %u missing", i);
    buf = gst_sample_get_buffer (sample);
    im = gst_buffer_get_cl_integral_meta (buf);
    hm = gst_buffer_get_cl_bow_hist_meta (buf);
    fail_unless (im != NULL && hm != NULL);
    /* (no assertion under the lock: a failure would leave it held and
     * the streaming thread blocked in the probe) */
    g_mutex_lock (&wt.lock);
    seen = wt.sums->len > i ? g_ptr_array_index (wt.sums, i) : NULL;
    g_mutex_unlock (&wt.lock);
    if (upstream) {
      /* the very integral clintegral made, not a new one */
      fail_unless (seen == im->sum->mem,
          "frame %u: the integral was recomputed", i);
      fail_unless (im->sqsum != NULL, "clintegral's squares were lost");
    } else {
      fail_unless (seen == NULL);
      fail_unless (im->sqsum == NULL);
    }
    /* the integral on the buffer is right */
    gst_cl_test_check_integral (im, luma, w, w, hh, "pipeline");
    nd = cpu_chain (luma, w, w, hh, &params.surf, vocab,
        GST_CL_BOW_NORM_NONE, ref);
    fail_unless_equals_int (hm->n_descriptors, nd);
    check_hist (hm->histogram, ref, vocab->n_words, nd, "pipeline");
    gst_sample_unref (sample);
    g_free (luma);
    g_free (ref);
  }
  gst_cl_test_play_to_eos (p);
  fail_unless_equals_int64 (gst_cl_test_uploads (app_ctx), n);

  gst_cl_test_context_watch_stop (&cw, p);
  gst_object_unref (pad);
  gst_object_unref (bow);
  gst_object_unref (src);
  gst_object_unref (sink);
  gst_object_unref (p);
  gst_object_unref (app_ctx);
  g_ptr_array_unref (wt.sums);
  g_mutex_clear (&wt.lock);
  gst_cl_vocab_free (vocab);
  g_free (img.pixels);
  g_free (desc);
}

GST_END_TEST;

/* --------------------------------------------- element: caps & variants -- */

/* New caps mid-stream: each size gets its own grid (the CPU's histogram),
 * down to a frame smaller than one window (no descriptor, zeros). */
GST_START_TEST (test_caps_change)
{
  /* 400x480: taller than reference-height, a grid and scales of its own */
  static const guint sizes[][2] = { {320, 240}, {97, 61}, {505, 287},
  {400, 480}, {30, 20}, {320, 240}
  };
  GstHarness *h = bow_harness_new ("normalize=none");
  GstClVocab *vocab = default_vocab ();
  GstClBowParams params;
  Image img;
  guint i;

  image_load (&img, "grace_hopper_512x512-gray.pgm");
  for (i = 0; i < G_N_ELEMENTS (sizes); i++) {
    guint w = sizes[i][0], hh = sizes[i][1];
    gfloat *ref = g_new (gfloat, vocab->n_words);
    GstBuffer *out;
    GstClBowHistMeta *meta;
    gsize n;

    gst_harness_set_src_caps (h, gray_caps (w, hh));
    out = gst_harness_push_and_pull (h,
        gst_cl_test_gray_buffer (img.pixels + 3 *
            img.width + i, img.width, w, hh, i * GST_SECOND));
    meta = gst_buffer_get_cl_bow_hist_meta (out);
    fail_unless (meta != NULL, "%ux%u: no meta", w, hh);
    element_params (&params, hh);
    n = cpu_chain (img.pixels + 3 * img.width + i, img.width, w, hh,
        &params.surf, vocab, GST_CL_BOW_NORM_NONE, ref);
    fail_unless_equals_int (meta->n_descriptors, n);
    if (w == 30)
      fail_unless_equals_int (n, 0);
    check_hist (meta->histogram, ref, meta->n_words, n, "caps change");
    gst_buffer_unref (out);
    g_free (ref);
  }
  gst_harness_teardown (h);
  gst_cl_vocab_free (vocab);
  g_free (img.pixels);
}

GST_END_TEST;

/* Every value of the variant property gives the same histogram; other
 * frame formats (RGB converted on the device, I420's luma) work too. */
GST_START_TEST (test_variants_element)
{
  GstClVocab *vocab = default_vocab ();
  GstClBowEngine *probe = gst_cl_bow_engine_new (gst_cl_test_shared_ctx,
      vocab, NULL, NULL);
  GEnumClass *ec;
  GstElement *e = gst_element_factory_make ("clbowhist", NULL);
  gfloat *first = NULL;
  Image img;
  guint v, k = vocab->n_words;

  fail_unless (probe != NULL);
  ec = g_type_class_ref (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property
          (G_OBJECT_GET_CLASS (e), "variant")));
  gst_object_unref (e);
  image_load (&img, "astronaut-gray.pgm");
  for (v = 0; v < ec->n_values; v++) {
    const gchar *nick = ec->values[v].value_nick;
    gchar *props = g_strdup_printf ("variant=%s normalize=none", nick);
    GstHarness *h;
    GstBuffer *out;
    GstClBowHistMeta *meta;

    /* value v > 0 is GstClBowVariant v - 1 */
    if (v > 0 && !gst_cl_bow_engine_variant_fits (probe, v - 1)) {
      g_free (props);
      continue;
    }
    h = bow_harness_new (props);
    gst_harness_set_src_caps (h, gray_caps (301, 257));
    out = gst_harness_push_and_pull (h,
        gst_cl_test_gray_buffer (img.pixels + 100,
            img.width, 301, 257, 0));
    meta = gst_buffer_get_cl_bow_hist_meta (out);
    fail_unless (meta != NULL);
    if (!first)
      first = g_memdup2 (meta->histogram, k * sizeof (gfloat));
    else
      fail_unless (memcmp (first, meta->histogram, k * sizeof (gfloat)) == 0,
          "variant %s differs", nick);
    gst_buffer_unref (out);
    gst_harness_teardown (h);
    g_free (props);
  }
  g_type_class_unref (ec);
  gst_cl_bow_engine_free (probe);
  gst_cl_vocab_free (vocab);
  g_free (first);
  g_free (img.pixels);
}

GST_END_TEST;

/* RGB frames are converted to luma on the device (BT.601, as OpenCV): a
 * grey RGB frame gives the histogram of its grey values. */
GST_START_TEST (test_rgb_input)
{
  GstHarness *h = bow_harness_new ("normalize=none");
  GstClVocab *vocab = default_vocab ();
  GstClBowParams params;
  const guint w = 256, hh = 200;
  GstVideoInfo info;
  GstBuffer *buf, *out;
  GstClBowHistMeta *meta;
  GstMapInfo map;
  gfloat *ref = g_new (gfloat, vocab->n_words);
  Image img;
  guint x, y;
  gsize n;

  image_load (&img, "astronaut-gray.pgm");
  gst_video_info_set_format (&info, GST_VIDEO_FORMAT_RGBx, w, hh);
  GST_VIDEO_INFO_FPS_N (&info) = 30;
  buf = gst_buffer_new_allocate (NULL, info.size, NULL);
  gst_buffer_map (buf, &map, GST_MAP_WRITE);
  for (y = 0; y < hh; y++)
    for (x = 0; x < w; x++)
      memset (map.data + (gsize) y * info.stride[0] + 4 * x,
          img.pixels[(gsize) (y + 50) * img.width + x + 90], 4);
  gst_buffer_unmap (buf, &map);
  gst_harness_set_src_caps (h, gst_video_info_to_caps (&info));
  out = gst_harness_push_and_pull (h, buf);
  meta = gst_buffer_get_cl_bow_hist_meta (out);
  fail_unless (meta != NULL);
  element_params (&params, hh);
  n = cpu_chain (img.pixels + 50 * img.width + 90, img.width, w, hh,
      &params.surf, vocab, GST_CL_BOW_NORM_NONE, ref);
  fail_unless_equals_int (meta->n_descriptors, n);
  check_hist (meta->histogram, ref, vocab->n_words, n, "RGBx");
  gst_buffer_unref (out);
  gst_harness_teardown (h);
  gst_cl_vocab_free (vocab);
  g_free (ref);
  g_free (img.pixels);
}

GST_END_TEST;


/* Synthetic frames for the persistence rule: 16-bin distributions and 8x8
 * block means, each frame a shot's own plus a small per-frame wobble. */
#define PK 16
#define STRONG_MIX 0.8
#define STRONG_STEP 14.0f
#define JUMP_MIX 0.8
#define JUMP_STEP 8.0f

static void
synth_frame (const gdouble * hist, const gfloat * blocks, guint i,
    gdouble * h, gfloat * b)
{
  gdouble sum = 0.0;
  guint j;

  for (j = 0; j < PK; j++) {
    h[j] = hist[j] * (1.0 + 0.04 * ((gint) ((i * 7 + j * 3) % 5) - 2));
    sum += h[j];
  }
  for (j = 0; j < PK; j++)
    h[j] /= sum;
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
    b[j] = blocks[j] + 0.4f * ((gint) ((i * 5 + j) % 3) - 1);
}

static gdouble
chi2 (const gdouble * p, const gdouble * q)
{
  gdouble d = 0.0;
  guint j;

  for (j = 0; j < PK; j++)
    if (p[j] + q[j] > 0)
      d += (p[j] - q[j]) * (p[j] - q[j]) / (p[j] + q[j]);
  return d;
}

/* pushes frame @i of histogram @h (its distance to @prev, which then
 * takes @h) and block means @b (NULL: no layout cue) */
static void
push_synth (GstClSceneCut * sc, guint i, gdouble * h, const gfloat * b,
    gdouble * prev)
{
  GstClSceneFrame f;

  f.distance = i ? chi2 (h, prev) : 0.0;
  f.noise = 0.0;
  f.kind = i ? GST_CL_SCENE_CUT_FRAME : GST_CL_SCENE_CUT_FIRST;
  f.hist = h;
  f.k = PK;
  f.blocks = b;
  memcpy (prev, h, PK * sizeof (gdouble));
  gst_cl_scene_cut_push_frame (sc, &f);
}

/* The persistence rule on synthetic frames, at the element's defaults: a
 * one-frame change of both cues (a flash, a damaged frame) is no cut; a
 * keyframe-like redraw (the histograms change for good, the layout does
 * not) is no cut; a 25-frame dissolve is no cut; a new shot that stays is
 * one cut, decided exactly scene-window frames after it was pushed; the
 * same frames without the layout cue (histograms alone) take the redraw
 * for a cut, which is what the second cue is for. */
GST_START_TEST (test_scene_cut_persistence)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, 15, GST_CL_SCENE_FLOOR_FIXED };
  gdouble ha[PK], ha2[PK], hb[PK], hc[PK], h[PK], prev[PK];
  gfloat la[GST_CL_SCENE_BLOCKS_N], lb[GST_CL_SCENE_BLOCKS_N],
      lc[GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  const guint n = 140;
  guint i, j, pass;

  for (j = 0; j < PK; j++) {
    ha[j] = 1.0 + (j % 4);
    /* the redraw: the same picture's texture words shift */
    ha2[j] = 1.0 + ((j + 1) % 4) + (j < 8 ? 1.5 : 0.0);
    hb[j] = 1.0 + ((j * 5) % 7);
    hc[j] = j < 8 ? 4.0 : 0.5;
  }
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    la[j] = 60 + 2 * j;
    lb[j] = 200 - 2 * j;
    lc[j] = 40 + 100 * (j % 2);
  }

  for (pass = 0; pass < 2; pass++) {
    GstClSceneCut *sc = gst_cl_scene_cut_new (&p);
    GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
    GstClSceneCutResult r;
    guint done = 0;

    for (i = 0; i < n; i++) {
      gfloat flash[GST_CL_SCENE_BLOCKS_N];

      if (i < 50)               /* shot A; redrawn at 25 */
        synth_frame (i < 25 ? ha : ha2, la, i, h, b);
      else if (i < 90)          /* shot B from 50 */
        synth_frame (hb, lb, i, h, b);
      else if (i < 115) {       /* dissolve B -> C, 90 to 114 */
        gdouble a = (i - 89) / 26.0, hh[PK];
        gfloat bb[GST_CL_SCENE_BLOCKS_N];
        for (j = 0; j < PK; j++)
          hh[j] = (1 - a) * hb[j] / 64.0 + a * hc[j] / 36.0;
        for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
          bb[j] = (1 - a) * lb[j] + a * lc[j];
        synth_frame (hh, bb, i, h, b);
      } else
        synth_frame (hc, lc, i, h, b);
      if (i == 10 || i == 70) {
        /* a flash: the frame brighter, its words other ones */
        for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
          flash[j] = MIN (b[j] + 80.0f, 255.0f);
        memcpy (b, flash, sizeof (b));
        for (j = 0; j < PK; j++)
          h[j] = j == 15 ? 0.5 : 0.5 / 15;
      }
      push_synth (sc, i, h, pass == 0 ? b : NULL, prev);
      while (gst_cl_scene_cut_pop (sc, FALSE, &r)) {
        /* decided once scene-window frames followed it, not before */
        fail_unless_equals_int (r.delay, p.window);
        fail_unless_equals_int (i, done + p.window);
        if (r.cut)
          g_array_append_val (cuts, done);
        if (done == 50) {
          fail_unless (r.persist_ratio >= p.adaptive, "persist %g", r.persist_ratio);
          if (pass == 0)
            fail_unless (r.layout_ratio >= p.adaptive);
          else
            fail_unless (r.layout_ratio < 0.0);
        }
        if (done == 25 && pass == 0)
          fail_unless (r.layout_ratio < p.adaptive, "redraw: layout %g",
              r.layout_ratio);
        done++;
      }
    }
    pop_cuts (sc, TRUE, cuts, &done);
    fail_unless_equals_int (done, n);
    if (pass == 0) {
      fail_unless_equals_int (cuts->len, 1);
      fail_unless_equals_int (g_array_index (cuts, guint, 0), 50);
    } else {
      /* histograms alone: the redraw at 25 stays, so it passes */
      gboolean has25 = FALSE, has50 = FALSE;
      for (j = 0; j < cuts->len; j++) {
        has25 |= g_array_index (cuts, guint, j) == 25;
        has50 |= g_array_index (cuts, guint, j) == 50;
      }
      fail_unless (has25 && has50);
    }
    g_array_unref (cuts);
    gst_cl_scene_cut_free (sc);
  }
}

GST_END_TEST;

/* drains @sc, checks that all @n frames were decided and that the only cut
 * is at @at (G_MAXUINT: none), and frees @sc and @cuts */
static void
finish_pass (GstClSceneCut * sc, GArray * cuts, guint * done, guint n,
    guint at)
{
  pop_cuts (sc, TRUE, cuts, done);
  fail_unless_equals_int (*done, n);
  if (at != G_MAXUINT) {
    fail_unless_equals_int (cuts->len, 1);
    fail_unless_equals_int (g_array_index (cuts, guint, 0), at);
  } else {
    fail_unless_equals_int (cuts->len, 0);
  }
  g_array_unref (cuts);
  gst_cl_scene_cut_free (sc);
}

/* A cut inside one place and one light: the histograms change on the cut
 * frame and little after it (the same palette on both sides, a few words
 * moved with the person who jumped), the layout changes for good.  Far (a
 * new framing, pass 0): a cut, through the layout alone; less than
 * GST_CL_SCENE_CUT_LAYOUT_ALONE times the adaptive ratio (a person who
 * stops in view, pass 1): no cut, as the histograms do not persist.  The
 * far layout where the histograms come back to the shot's own (pass 2: a
 * change of light that lasts, a shadow): no cut, the histograms deny it
 * (GST_CL_SCENE_CUT_ALONE_HIST). */



GST_START_TEST (test_scene_cut_layout_alone)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, 15, GST_CL_SCENE_FLOOR_FIXED };
  gdouble ha[PK], hb[PK], moved[PK], h[PK], prev[PK];
  gfloat la[GST_CL_SCENE_BLOCKS_N], far[GST_CL_SCENE_BLOCKS_N],
      near[GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  const guint n = 100, at = 50;
  /* the share of the cut frame's words the shot after it keeps: a
   * histogram persistence ratio between GST_CL_SCENE_CUT_ALONE_HIST and
   * the adaptive one (2.9) */
  const gdouble mix = 0.3;
  guint i, j, pass;

  for (j = 0; j < PK; j++) {
    ha[j] = 1.0 + (j % 4);
    hb[j] = 1.0 + ((j * 5) % 7);
    moved[j] = mix * hb[j] + (1.0 - mix) * ha[j];
  }
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    la[j] = 60 + 2 * j;
    far[j] = 200 - 2 * j;
    /* 5 grey levels up or down at every block (no shift of the whole
     * picture, which the distance takes out): between 3.5 and
     * GST_CL_SCENE_CUT_LAYOUT_ALONE x 3.5 times the least within-shot
     * change (GST_CL_SCENE_CUT_LAYOUT_MIN) */
    near[j] = la[j] + (j % 2 ? 5 : -5);
  }
  for (pass = 0; pass < 3; pass++) {
    GstClSceneCut *sc = gst_cl_scene_cut_new (&p);
    GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
    GstClSceneCutResult r;
    guint done = 0;

    for (i = 0; i < n; i++) {
      synth_frame (i == at ? hb : (i < at || pass == 2 ? ha : moved),
          i < at ? la : (pass == 1 ? near : far), i, h, b);
      push_synth (sc, i, h, b, prev);
      while (gst_cl_scene_cut_pop (sc, FALSE, &r)) {
        if (r.cut)
          g_array_append_val (cuts, done);
        if (done == at) {
          fail_unless (r.distance >= p.threshold, "distance %g", r.distance);
          if (pass < 2)
            fail_unless (r.persist_ratio >= GST_CL_SCENE_CUT_ALONE_HIST &&
                r.persist_ratio < p.adaptive, "persist %g", r.persist_ratio);
          else
            fail_unless (r.persist_ratio < GST_CL_SCENE_CUT_ALONE_HIST,
                "persist %g", r.persist_ratio);
          if (pass == 1)
            fail_unless (r.layout_ratio >= p.adaptive &&
                r.layout_ratio < GST_CL_SCENE_CUT_LAYOUT_ALONE * p.adaptive,
                "layout %g", r.layout_ratio);
          else
            fail_unless (r.layout_ratio >=
                GST_CL_SCENE_CUT_LAYOUT_ALONE * p.adaptive, "layout %g",
                r.layout_ratio);
        }
        done++;
      }
    }
    finish_pass (sc, cuts, &done, n, pass == 0 ? at : G_MAXUINT);
  }
}

GST_END_TEST;

/* Frames that hold no descriptor (black, a dark flat picture: empty
 * histograms, distance 0 between them): a cut from black into a dark shot
 * whose frames hold none either is the layout's alone, at
 * GST_CL_SCENE_CUT_LAYOUT_ALONE times `adaptive`, made at once (pass 0:
 * one cut, at its frame); a fade from black over 25 frames is none (pass
 * 1); the same hard change of layout between frames that do hold
 * descriptors, one distribution throughout, is none either: there the
 * histograms say that nothing changed (pass 2). */
GST_START_TEST (test_scene_cut_no_words)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, 15, GST_CL_SCENE_FLOOR_FIXED };
  gdouble none[PK], ha[PK], h[PK], prev[PK];
  gfloat black[GST_CL_SCENE_BLOCKS_N], fog[GST_CL_SCENE_BLOCKS_N],
      b[GST_CL_SCENE_BLOCKS_N], unused[GST_CL_SCENE_BLOCKS_N];
  const guint n = 100, at = 50, fade = 25;
  guint i, j, pass;

  for (j = 0; j < PK; j++) {
    none[j] = 0.0;
    ha[j] = 1.0 + (j % 4);
  }
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    black[j] = 16 + (j % 3);
    /* a dark picture lit from one side */
    fog[j] = 20 + 40 * (j % GST_CL_SCENE_BLOCKS_GRID) /
        GST_CL_SCENE_BLOCKS_GRID;
  }
  for (pass = 0; pass < 3; pass++) {
    GstClSceneCut *sc = gst_cl_scene_cut_new (&p);
    GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
    guint done = 0;

    for (i = 0; i < n; i++) {
      gdouble u = pass == 1 ? CLAMP (((gdouble) i - at) / fade, 0.0, 1.0) :
          (i >= at ? 1.0 : 0.0);

      for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
        b[j] = black[j] + u * (fog[j] - black[j]) +
            0.4f * ((gint) ((i * 5 + j) % 3) - 1);
      if (pass == 2)
        synth_frame (ha, b, i, h, unused);
      else
        memcpy (h, none, sizeof (h));
      push_synth (sc, i, h, b, prev);
      pop_cuts (sc, FALSE, cuts, &done);
    }
    finish_pass (sc, cuts, &done, n, pass == 0 ? at : G_MAXUINT);
  }
}

GST_END_TEST;

/* Animation drawn on threes (loop 0), or on fives (loop 1: a drawing held
 * as long as the window, as limited animation holds a face while only its
 * mouth is redrawn): each drawing shown three or five times, the picture
 * moving at every new drawing (the histograms and the layout drift back
 * and forth).  The repeats are no change within the shot, so no new
 * drawing is a cut (counted as changes of zero, they would make every new
 * drawing one); a cut to another picture is one, at its frame. */
GST_START_TEST (test_scene_cut_repeated_frames)
{
  GstClSceneCutParams p = { 0.004, 3.5, 5, 15, GST_CL_SCENE_FLOOR_FIXED };
  gdouble ha[PK], hz[PK], hb[PK], h[PK], hh[PK], prev[PK];
  gfloat la[GST_CL_SCENE_BLOCKS_N], lb[GST_CL_SCENE_BLOCKS_N],
      bb[GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  const guint n = 180, at = 120, held = __i__ == 0 ? 3 : 5;
  guint i, j, pass;

  for (j = 0; j < PK; j++) {
    ha[j] = 1.0 + (j % 4);
    hz[j] = j < 8 ? 6.0 : 0.3;
    hb[j] = 1.0 + ((j * 5) % 7);
  }
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    la[j] = 60 + 2 * j;
    lb[j] = 200 - 2 * j;
  }
  /* both cues, then the histograms alone */
  for (pass = 0; pass < 2; pass++) {
    GstClSceneCut *sc = gst_cl_scene_cut_new (&p);
    GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
    GstClSceneCutResult r;
    guint done = 0, drawings = 0;

    for (i = 0; i < n; i++) {
      /* the drawing: a new one every third frame, the same pixels between */
      guint d = i / held;
      /* back and forth: 20 drawings one way, 20 back */
      gdouble a = (d % 40 < 20 ? d % 40 : 40 - d % 40) / 20.0;

      for (j = 0; j < PK; j++)
        hh[j] = (1 - a) * ha[j] + a * hz[j];
      for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
        bb[j] = la[j] + 120.0f * a * ((gint) (j % 3) - 1);
      if (i < at)
        synth_frame (hh, bb, d, h, b);
      else
        synth_frame (hb, lb, d, h, b);
      push_synth (sc, i, h, pass == 0 ? b : NULL, prev);
      while (gst_cl_scene_cut_pop (sc, FALSE, &r)) {
        if (r.cut)
          g_array_append_val (cuts, done);
        /* a new drawing within the shot moves, and does not persist */
        if (done > 20 && done < at - 5 && done % held == 0) {
          fail_unless (r.distance >= p.threshold, "frame %u: distance %g",
              done, r.distance);
          fail_unless (r.persist_ratio >= 0.0 &&
              r.persist_ratio < p.adaptive, "pass %u, frame %u: persist %g",
              pass, done, r.persist_ratio);
          drawings++;
        }
        done++;
      }
    }
    pop_cuts (sc, TRUE, cuts, &done);
    fail_unless_equals_int (done, n);
    fail_unless (drawings >= (at - 30) / held, "%u drawings", drawings);
    /* the stream's first drawings have no motion before them to compare
     * with: the motion starting is a change that persists; from then on,
     * the cut alone */
    for (j = 0; j < cuts->len && g_array_index (cuts, guint, j) < 2 * held;)
      j++;
    fail_unless_equals_int (cuts->len - j, 1);
    fail_unless_equals_int (g_array_index (cuts, guint, j), at);
    g_array_unref (cuts);
    gst_cl_scene_cut_free (sc);
  }
}

GST_END_TEST;

/* Three pictures for fast edits: histograms chi-square 0.72 to 1.21
 * apart and layouts far apart, so that every change between two of them is
 * a clear cut. */
static void
three_pictures (gdouble hs[3][PK], gfloat ls[3][GST_CL_SCENE_BLOCKS_N])
{
  guint j;

  for (j = 0; j < PK; j++) {
    hs[0][j] = j < 8 ? 4.0 : 0.5;
    hs[1][j] = j < 8 ? 0.5 : 4.0;
    hs[2][j] = j % 2 ? 6.0 : 0.3;
  }
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    ls[0][j] = 60 + 2 * j;
    ls[1][j] = 200 - 2 * j;
    ls[2][j] = 40 + 100 * (j % 2);
  }
}

/* frame @i of two shots of three_pictures() cut at @at that flicker: every
 * other frame (the cut frame and the one before it not) the third picture
 * mixed in at @mix over the shot's own, and the blocks a step of @step up
 * or down in turn */
static void
flicker_frame (gdouble hs[3][PK], gfloat ls[3][GST_CL_SCENE_BLOCKS_N],
    guint i, guint at, gdouble mix, gfloat step, gdouble * h, gfloat * b)
{
  const guint pic = i < at ? 0 : 1;
  const gdouble w = (i < at ? i + 1 : i) % 2 ? mix : 0.0;
  gdouble mixed[PK];
  gfloat moved[GST_CL_SCENE_BLOCKS_N];
  guint j;

  for (j = 0; j < PK; j++)
    mixed[j] = hs[pic][j] + w * hs[2][j];
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
    moved[j] = ls[pic][j] + ((i + j) % 2 ? step : -step);
  synth_frame (mixed, moved, i, h, b);
}

/* @v lies in [@lo, @hi) */
static void
assert_in (const gchar * what, gdouble v, gdouble lo, gdouble hi)
{
  fail_unless (v >= lo && v < hi, "%s %g not in [%g, %g)", what, v, lo, hi);
}

/* @cuts (freed) holds one cut, at @at; none where @at is -1 */
static void
one_cut_at (GArray * cuts, gint at)
{
  fail_unless_equals_int (cuts->len, at >= 0 ? 1 : 0);
  if (at >= 0)
    fail_unless_equals_int (g_array_index (cuts, guint, 0), at);
  g_array_unref (cuts);
}

/* pushes @n frames of flicker_frame() through a decision with @p, pops
 * them all; returns the frames decided as cuts, and the result of frame @at
 * in @at_result */
static GArray *
flicker_cuts (const GstClSceneCutParams * p, guint at, guint n, gdouble mix,
    gfloat step, GstClSceneCutResult * at_result)
{
  gdouble hs[3][PK], h[PK], prev[PK];
  gfloat ls[3][GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  GstClSceneCut *sc = gst_cl_scene_cut_new (p);
  GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  GstClSceneCutResult r;
  guint i, done = 0;

  three_pictures (hs, ls);
  for (i = 0; i <= n; i++) {
    if (i < n) {
      flicker_frame (hs, ls, i, at, mix, step, h, b);
      push_synth (sc, i, h, b, prev);
    }
    while (gst_cl_scene_cut_pop (sc, i == n, &r)) {
      if (r.cut)
        g_array_append_val (cuts, done);
      if (done == at)
        *at_result = r;
      done++;
    }
  }
  fail_unless_equals_int (done, n);
  gst_cl_scene_cut_free (sc);
  return cuts;
}

/* Fast edits (loops 0 and 2): shots of 8 frames, three pictures in turn;
 * every cut is found with min-scene-length 6, where a minimum of 12 frames
 * (loop 1) finds every other one.  Then a shot whose histograms change for
 * good and whose layout moves a little, at once, 7 frames after a cut
 * (loop 0) or 20 (loop 1): one cut, there; at the end of so short a shot
 * the layout's change, under GST_CL_SCENE_CUT_LAYOUT_ALONE times the
 * adaptive ratio, must be made in the frame's own step.  Loop 2: a third of
 * that change 7 frames after the cut, the rest 3 frames later with a new
 * picture, as a caption or a flash coming in before a cut: the cut is the
 * second step, not the first, whose layout distance is a third of its
 * window's largest (GST_CL_SCENE_CUT_STRONG_ONSET). */
GST_START_TEST (test_scene_cut_short_shots)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, __i__ == 1 ? 12 : 6,
    GST_CL_SCENE_FLOOR_FIXED
  };
  const guint shot = 8, n_fast = 72, change = __i__ == 1 ? 20 : 7;
  /* loop 2: the frame the new picture comes in */
  const guint second = n_fast + change + 3;
  const guint cut_at = __i__ == 2 ? second : n_fast + change;
  gdouble hs[3][PK], h[PK], prev[PK];
  gfloat ls[3][GST_CL_SCENE_BLOCKS_N], near[GST_CL_SCENE_BLOCKS_N],
      far[GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  GstClSceneCut *sc;
  GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  GstClSceneCutResult r;
  const guint n = n_fast + 40;
  guint i, j, done = 0, found = 0;

  three_pictures (hs, ls);
  /* 5 grey levels up or down at every block: over the adaptive ratio,
   * under GST_CL_SCENE_CUT_LAYOUT_ALONE times it; 15 in loop 2's second
   * step */
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    near[j] = ls[0][j] + (j % 2 ? 5 : -5);
    far[j] = ls[0][j] + (j % 2 ? 15 : -15);
  }
  sc = gst_cl_scene_cut_new (&p);
  for (i = 0; i < n; i++) {
    if (i < n_fast)
      synth_frame (hs[(i / shot) % 3], ls[(i / shot) % 3], i, h, b);
    else if (i < n_fast + change)       /* picture 0 again, from a cut */
      synth_frame (hs[0], ls[0], i, h, b);
    else if (__i__ != 2 || i < second)  /* other words, the layout moved */
      synth_frame (hs[2], near, i, h, b);
    else
      synth_frame (hs[1], far, i, h, b);
    push_synth (sc, i, h, b, prev);
    while (gst_cl_scene_cut_pop (sc, FALSE, &r)) {
      if (r.cut)
        g_array_append_val (cuts, done);
      if (done == n_fast + change) {
        fail_unless (r.distance >= GST_CL_SCENE_CUT_SHORT_FLOOR * r.floor,
            "distance %g", r.distance);
        fail_unless (r.persist_ratio >= p.adaptive, "persist %g",
            r.persist_ratio);
        fail_unless (r.layout_ratio >= p.adaptive && r.layout_ratio <
            GST_CL_SCENE_CUT_LAYOUT_ALONE * p.adaptive, "layout %g",
            r.layout_ratio);
        fail_unless (r.layout_step >= GST_CL_SCENE_CUT_STRONG_STEP,
            "step %g", r.layout_step);
        if (__i__ == 2)
          fail_unless (r.layout_onset >= 0.0 && r.layout_onset <
              GST_CL_SCENE_CUT_STRONG_ONSET, "onset %g", r.layout_onset);
        else
          fail_unless (r.layout_onset >= GST_CL_SCENE_CUT_STRONG_ONSET,
              "onset %g", r.layout_onset);
      }
      done++;
    }
  }
  pop_cuts (sc, TRUE, cuts, &done);
  fail_unless_equals_int (done, n);
  for (j = 0; j < cuts->len; j++) {
    guint c = g_array_index (cuts, guint, j);

    if (c < n_fast) {
      fail_unless (c % shot == 0, "cut at %u", c);
      found++;
    } else if (c != n_fast) {
      fail_unless_equals_int (c, cut_at);
    }
  }
  /* the fast edit's 8 cuts (at 8, 16, ... 64), every other one with a
   * minimum of 12 frames, the one at n_fast and the change */
  fail_unless_equals_int (found, __i__ == 1 ? (n_fast / shot) / 2 :
      n_fast / shot - 1);
  fail_unless_equals_int (cuts->len, found + 2);
  g_array_unref (cuts);
  gst_cl_scene_cut_free (sc);
}

GST_END_TEST;

/* Shots shorter than the window, at the element's defaults (loop 0): a
 * fast edit of 4-frame shots, three pictures in turn, then a long shot:
 * every cut is found, the window after each cut ending at the next one
 * (GST_CL_SCENE_CUT_NEXT_GAP).  Flashes of 1 to 4 frames of another
 * picture inside one long shot (loop 1): no cut, though a flash of 3 or 4
 * frames is two clear changes 3 or 4 frames apart, as a 4-frame shot is:
 * the frames after its end are back where they were. */
GST_START_TEST (test_scene_cut_four_frame_shots)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, 4, GST_CL_SCENE_FLOOR_FIXED };
  const guint shot = 4, n_fast = 48, n = 120;
  gdouble hs[3][PK], h[PK], prev[PK];
  gfloat ls[3][GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  GstClSceneCut *sc;
  GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  guint i, j, done = 0;

  three_pictures (hs, ls);
  sc = gst_cl_scene_cut_new (&p);
  for (i = 0; i < n; i++) {
    guint pic = 0;

    if (__i__ == 0)
      pic = i < n_fast ? (i / shot) % 3 : n_fast / shot % 3;
    else                        /* flashes of 1, 2, 3, 4 frames at 20, 40, ... */
      pic = i % 20 < i / 20 && i / 20 <= 4 ? 1 : 0;
    synth_frame (hs[pic], ls[pic], i, h, b);
    push_synth (sc, i, h, b, prev);
    pop_cuts (sc, FALSE, cuts, &done);
  }
  pop_cuts (sc, TRUE, cuts, &done);
  fail_unless_equals_int (done, n);
  if (__i__ == 0) {
    /* at 4, 8, ... 48 */
    fail_unless_equals_int (cuts->len, n_fast / shot);
    for (j = 0; j < cuts->len; j++)
      fail_unless_equals_int (g_array_index (cuts, guint, j), (j + 1) * shot);
  } else {
    fail_unless_equals_int (cuts->len, 0);
  }
  g_array_unref (cuts);
  gst_cl_scene_cut_free (sc);
}

GST_END_TEST;

/* drains @sc into @cuts and checks that all @n frames were decided and
 * that the one cut is at @at (-1: no cut); frees both */
static void
finish_one_cut (GstClSceneCut * sc, GArray * cuts, guint done, guint n,
    gint at)
{
  pop_cuts (sc, TRUE, cuts, &done);
  fail_unless_equals_int (done, n);
  fail_unless_equals_int (cuts->len, at >= 0 ? 1 : 0);
  if (at >= 0)
    fail_unless_equals_int (g_array_index (cuts, guint, 0), at);
  g_array_unref (cuts);
  gst_cl_scene_cut_free (sc);
}

/* A caption laid over a long shot at frame 40 (loop 0): the histograms
 * move for good by 1.4 times the floor (words laid over the picture) and
 * the block means of the two bottom rows by 100 grey levels, both far past
 * the adaptive ratio; the whole lasting change lies in one band, so no cut
 * (GST_CL_SCENE_CUT_BAND_SHARE).  The same change over the four bottom
 * rows (loop 1), half the picture: one cut, there.  The two rows again
 * with the histograms of another picture (loop 2), 6.7 times the floor,
 * past a clear cut's GST_CL_SCENE_CUT_SHORT_FLOOR: one cut, there. */
GST_START_TEST (test_scene_cut_caption_band)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, 4, GST_CL_SCENE_FLOOR_FIXED };
  const guint at = 40, n = 90, rows = __i__ == 1 ? 4 : 2;
  /* the share of the other picture's histograms in the frames after */
  const gdouble mix = __i__ == 2 ? 1.0 : 0.4;
  gdouble hs[3][PK], after[PK], h[PK], prev[PK];
  gfloat ls[3][GST_CL_SCENE_BLOCKS_N], caption[GST_CL_SCENE_BLOCKS_N],
      b[GST_CL_SCENE_BLOCKS_N];
  GstClSceneCut *sc;
  GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  GstClSceneCutResult r;
  guint i, j, done = 0;

  three_pictures (hs, ls);
  for (j = 0; j < PK; j++)
    after[j] = hs[0][j] + mix * (hs[1][j] - hs[0][j]);
  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
    caption[j] = ls[0][j] + (j / GST_CL_SCENE_BLOCKS_GRID >=
        GST_CL_SCENE_BLOCKS_GRID - rows ? 100.0f : 0.0f);
  sc = gst_cl_scene_cut_new (&p);
  for (i = 0; i < n; i++) {
    if (i < at)
      synth_frame (hs[0], ls[0], i, h, b);
    else
      synth_frame (after, caption, i, h, b);
    push_synth (sc, i, h, b, prev);
    while (gst_cl_scene_cut_pop (sc, FALSE, &r)) {
      if (r.cut)
        g_array_append_val (cuts, done);
      if (done == at) {
        gboolean clear = r.distance >= GST_CL_SCENE_CUT_SHORT_FLOOR * r.floor;

        fail_unless (r.distance >= r.floor, "distance %g", r.distance);
        fail_unless (clear == (__i__ == 2), "distance %g, floor %g",
            r.distance, r.floor);
        fail_unless (r.persist_ratio >= p.adaptive, "persist %g",
            r.persist_ratio);
        fail_unless (r.layout_ratio >= GST_CL_SCENE_CUT_LAYOUT_ALONE *
            p.adaptive, "layout %g", r.layout_ratio);
        if (__i__ != 1)
          fail_unless (r.layout_band >= GST_CL_SCENE_CUT_BAND_SHARE,
              "band %g", r.layout_band);
        else
          fail_unless (r.layout_band > 0.0 &&
              r.layout_band < GST_CL_SCENE_CUT_BAND_SHARE, "band %g",
              r.layout_band);
      }
      done++;
    }
  }
  finish_one_cut (sc, cuts, done, n, __i__ == 0 ? -1 : (gint) at);
}

GST_END_TEST;

/* A cut between two shots that move a lot (loop 0): each frame's
 * histograms and layout step far from the frame before, so the new shot
 * that stays reaches only two to three times that change, under the
 * adaptive ratio in both cues; its distance, over six times the floor, is
 * a new picture (GST_CL_SCENE_CUT_STRONG_FLOOR): one cut, there.  The same
 * frames under a floor of a third of that distance (loop 1): no cut. */
GST_START_TEST (test_scene_cut_strong_change)
{
  GstClSceneCutParams p = { __i__ == 0 ? 0.18 : 0.4, 3.5, 5, 4,
    GST_CL_SCENE_FLOOR_FIXED
  };
  const guint at = 40, n = 90;
  const gdouble half = GST_CL_SCENE_CUT_STRONG_SHARE * p.adaptive;
  GstClSceneCutResult r = { 0 };
  GArray *cuts = flicker_cuts (&p, at, n, STRONG_MIX, STRONG_STEP, &r);

  assert_in ("persist", r.persist_ratio, half, p.adaptive);
  assert_in ("layout", r.layout_ratio, half, p.adaptive);
  assert_in ("distance", r.distance, GST_CL_SCENE_CUT_STRONG_FLOOR * 0.18,
      GST_CL_SCENE_CUT_STRONG_FLOOR * 0.4);
  one_cut_at (cuts, __i__ == 0 ? (gint) at : -1);
}

GST_END_TEST;

/* A jump within one place: the histograms change for good but the shot's
 * own flicker (a third picture mixed in every other frame, as in
 * test_scene_cut_strong_change) keeps their ratio between half the
 * adaptive one and it, while the layout changes at once by more than the
 * adaptive ratio times its change within the shot, under the level at
 * which it is trusted alone.  At a floor a third of the distance (loop 0):
 * one cut, there.  At a floor over half the distance (loop 1): no cut, as
 * for held drawings of an animation, which meet the ratios only that close
 * to the floor. */
GST_START_TEST (test_scene_cut_jump)
{
  const guint at = 40, n = 90;
  GstClSceneCutParams p = { 0.0, 3.5, 5, 4, GST_CL_SCENE_FLOOR_FIXED };
  GstClSceneCutResult r = { 0 };
  gdouble hs[3][PK], h[PK], prev[PK];
  gfloat ls[3][GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N];
  GArray *cuts;

  /* the floor from the distance at the cut (no flicker on the cut frame
   * nor on the one before it) */
  three_pictures (hs, ls);
  synth_frame (hs[0], ls[0], at - 1, prev, b);
  synth_frame (hs[1], ls[1], at, h, b);
  p.threshold = chi2 (h, prev) / (__i__ == 0 ? 3.0 : 1.6);
  cuts = flicker_cuts (&p, at, n, JUMP_MIX, JUMP_STEP, &r);

  assert_in ("persist", r.persist_ratio,
      GST_CL_SCENE_CUT_STRONG_SHARE * p.adaptive, p.adaptive);
  assert_in ("layout", r.layout_ratio, p.adaptive,
      GST_CL_SCENE_CUT_LAYOUT_ALONE * p.adaptive);
  fail_unless (r.layout_step >= GST_CL_SCENE_CUT_STRONG_STEP &&
      r.layout_onset >= GST_CL_SCENE_CUT_STRONG_ONSET, "step %g onset %g",
      r.layout_step, r.layout_onset);
  if (__i__ == 0)
    assert_in ("distance / floor", r.distance / r.floor,
        GST_CL_SCENE_CUT_SHORT_FLOOR, GST_CL_SCENE_CUT_STRONG_FLOOR);
  else
    assert_in ("distance / floor", r.distance / r.floor, 1.0,
        GST_CL_SCENE_CUT_SHORT_FLOOR);
  one_cut_at (cuts, __i__ == 0 ? (gint) at : -1);
}

GST_END_TEST;

/* A dissolve out of a still shot whose histograms change at once, as a
 * dissolve's do when the second picture's texture comes in (its words
 * take over), while the layout goes from one picture to the other over
 * ten frames: at its first frame the distance is over six times the floor
 * and both ratios over half the adaptive one, but the layout's change is a
 * tenth of what it will be (GST_CL_SCENE_CUT_STRONG_ONSET): no cut, there
 * or anywhere (loop 0).  The same frames with the layout changing at once
 * (loop 1), a hard cut: one cut, there. */
GST_START_TEST (test_scene_cut_strong_dissolve)
{
  GstClSceneCutParams p = { 0.18, 3.5, 5, 4, GST_CL_SCENE_FLOOR_FIXED };
  const guint at = 40, n = 90, len = __i__ == 0 ? 10 : 1;
  gdouble hs[3][PK], h[PK], prev[PK];
  gfloat ls[3][GST_CL_SCENE_BLOCKS_N], mid[GST_CL_SCENE_BLOCKS_N],
      b[GST_CL_SCENE_BLOCKS_N];
  GstClSceneCut *sc;
  GArray *cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  GstClSceneCutResult r;
  guint i, j, done = 0;

  three_pictures (hs, ls);
  sc = gst_cl_scene_cut_new (&p);
  for (i = 0; i < n; i++) {
    const gfloat a = i < at ? 0.0f : MIN (1.0f, (i - at + 1) / (gfloat) len);

    for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
      mid[j] = (1.0f - a) * ls[0][j] + a * ls[1][j];
    synth_frame (hs[i < at ? 0 : 1], mid, i, h, b);
    push_synth (sc, i, h, b, prev);
    while (gst_cl_scene_cut_pop (sc, FALSE, &r)) {
      if (r.cut)
        g_array_append_val (cuts, done);
      if (done == at) {
        fail_unless (r.distance >= GST_CL_SCENE_CUT_STRONG_FLOOR * r.floor,
            "distance %g", r.distance);
        fail_unless (r.persist_ratio >= GST_CL_SCENE_CUT_STRONG_SHARE *
            p.adaptive, "persist %g", r.persist_ratio);
        fail_unless (r.layout_ratio >= GST_CL_SCENE_CUT_STRONG_SHARE *
            p.adaptive, "layout %g", r.layout_ratio);
        if (__i__ == 0)
          fail_unless (r.layout_onset >= 0.0 && r.layout_onset <
              GST_CL_SCENE_CUT_STRONG_ONSET, "onset %g", r.layout_onset);
        else
          fail_unless (r.layout_onset > 0.9 && r.layout_step >=
              GST_CL_SCENE_CUT_STRONG_STEP, "onset %g step %g",
              r.layout_onset, r.layout_step);
      }
      done++;
    }
  }
  finish_one_cut (sc, cuts, done, n, __i__ == 0 ? -1 : (gint) at);
}

GST_END_TEST;

/* The layout distance: 0 for equal block means, the root mean square of
 * the differences in grey levels otherwise, a shift of the whole picture's
 * brightness taken out up to GST_CL_SCENE_CUT_MEAN_SHIFT (an exposure
 * correction: no change), no further (another light: the rest of the
 * shift counts). */
GST_START_TEST (test_scene_cut_layout_distance)
{
  gfloat a[GST_CL_SCENE_BLOCKS_N], b[GST_CL_SCENE_BLOCKS_N],
      lit[GST_CL_SCENE_BLOCKS_N], dark[GST_CL_SCENE_BLOCKS_N];
  guint j;

  for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++) {
    a[j] = j;
    b[j] = j + (j % 2 ? 3.0f : -3.0f);
    lit[j] = b[j] + GST_CL_SCENE_CUT_MEAN_SHIFT;
    dark[j] = j - 30.0f;
  }
  fail_unless (gst_cl_scene_cut_layout_distance (a, a) == 0.0);
  fail_unless (fabs (gst_cl_scene_cut_layout_distance (a, b) - 3.0) < 1e-9);
  fail_unless (fabs (gst_cl_scene_cut_layout_distance (a, lit) - 3.0) < 1e-6);
  fail_unless (fabs (gst_cl_scene_cut_layout_distance (a, dark) -
          (30.0 - GST_CL_SCENE_CUT_MEAN_SHIFT)) < 1e-6);
}

GST_END_TEST;

/* The layout cue on the device: the block sums of kernels/scenecut.cl from
 * an integral, divided on the host, equal the CPU reference bit for bit,
 * at frame sizes the grid divides and does not divide. */
GST_START_TEST (test_scene_blocks_vs_cpu)
{
  static const guint sizes[][2] = { {512, 512}, {333, 251}, {64, 9} };
  GError *err = NULL;
  GstClSceneBlocks *sb = gst_cl_scene_blocks_new (gst_cl_test_shared_ctx, &err);
  cl_command_queue q = gst_cl_context_get_cl_queue (gst_cl_test_shared_ctx);
  Image img;
  guint s;

  fail_unless (sb != NULL, "%s", err ? err->message : "");
  image_load (&img, "grace_hopper_512x512-gray.pgm");
  for (s = 0; s < G_N_ELEMENTS (sizes); s++) {
    guint w = sizes[s][0], hh = sizes[s][1], pitch = w + 1 + s;
    guint32 *sum = g_new0 (guint32, (gsize) (hh + 1) * pitch);
    gfloat dev[GST_CL_SCENE_BLOCKS_N], ref[GST_CL_SCENE_BLOCKS_N];
    cl_int status;
    cl_mem mem;
    guint j;

    gst_cl_integral_ref (img.pixels + 17 * (s > 0), img.width, w, hh, sum,
        pitch);
    mem = clCreateBuffer (gst_cl_test_shared_ctx->context, CL_MEM_READ_ONLY |
        CL_MEM_COPY_HOST_PTR, (gsize) (hh + 1) * pitch * 4, sum, &status);
    fail_unless_equals_int (status, CL_SUCCESS);
    fail_unless (gst_cl_scene_blocks_enqueue (sb, q, mem, w, hh, pitch,
            &err));
    fail_unless (gst_cl_scene_blocks_finish (sb, dev, &err));
    gst_cl_scene_blocks_ref (sum, w, hh, pitch, ref);
    for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
      fail_unless (dev[j] == ref[j], "%ux%u block %u: %g != %g", w, hh, j,
          dev[j], ref[j]);
    /* the means are means: within the image's grey levels */
    fail_unless (ref[0] > 0.0f && ref[0] < 255.0f);
    clReleaseMemObject (mem);
    g_free (sum);
  }
  /* nothing enqueued: an error, no crash */
  fail_if (gst_cl_scene_blocks_finish (sb, NULL, &err));
  g_clear_error (&err);
  g_free (img.pixels);
  gst_cl_scene_blocks_free (sb);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clbowhist,
    GST_CL_TCASE ("engine", setup, gst_cl_test_shared_ctx_teardown),
    GST_CL_LOOP_TEST (test_descriptors_vs_cpu,
        2 * G_N_ELEMENTS (describe_cases)),
    GST_CL_LOOP_TEST (test_assign_exact, G_N_ELEMENTS (assign_ks)),
    GST_CL_TEST (test_normalize),
    GST_CL_TEST (test_scene_blocks_vs_cpu),

    GST_CL_TCASE ("element", setup, gst_cl_test_shared_ctx_teardown),
    GST_CL_TEST (test_meta_api),
    GST_CL_TEST (test_normalize_property),
    GST_CL_TEST (test_message_fields),
    GST_CL_LOOP_TEST (test_interval_scene_change, 3),
    GST_CL_LOOP_TEST (test_new_stream_cut, 2),
    GST_CL_TEST (test_scene_cut_decision),
    GST_CL_TEST (test_scene_cut_floor),
    GST_CL_TEST (test_scene_cut_persistence),
    GST_CL_TEST (test_scene_cut_layout_alone),
    GST_CL_TEST (test_scene_cut_no_words),
    GST_CL_LOOP_TEST (test_scene_cut_repeated_frames, 2),
    GST_CL_LOOP_TEST (test_scene_cut_short_shots, 3),
    GST_CL_LOOP_TEST (test_scene_cut_jump, 2),
    GST_CL_LOOP_TEST (test_scene_cut_four_frame_shots, 2),
    GST_CL_LOOP_TEST (test_scene_cut_caption_band, 3),
    GST_CL_LOOP_TEST (test_scene_cut_strong_change, 2),
    GST_CL_LOOP_TEST (test_scene_cut_strong_dissolve, 2),
    GST_CL_TEST (test_scene_cut_layout_distance),
    GST_CL_TEST (test_scene_cut_two_sizes),
    GST_CL_TEST (test_bad_vocabulary),
    GST_CL_TEST (test_bad_properties),
    GST_CL_LOOP_TEST (test_upstream_integral, 2),
    GST_CL_TEST (test_caps_change),
    GST_CL_TEST (test_variants_element),
    GST_CL_TEST (test_rgb_input));
