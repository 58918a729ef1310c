/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Vocabulary training: k-means++ seeding, then Lloyd iterations whose
 * assignment step goes through a callback (CPU reference or an OpenCL
 * backend running kernels/bow.cl).  Everything that decides the result is
 * deterministic: one seeded GRand (Mersenne Twister, the same sequence on
 * every platform), sums in a fixed order, assignments that every backend
 * computes bit-identically.  Equal inputs and seed give the same file.
 */

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>

#include "gstclerror.h"
#include "gstclbowref.h"
#include "gstclpgm.h"
#include "gstclkmeans.h"

#define DIM GST_CL_BOW_DIM

/* below this many descriptors threads cost more than they save */
#define PARALLEL_MIN 8192

typedef void (*RangeFunc) (gpointer data, gsize lo, gsize hi);

typedef struct
{
  RangeFunc func;
  gpointer data;
  gsize lo, hi;
} RangeJob;

static gpointer
range_thread (gpointer data)
{
  RangeJob *job = data;
  job->func (job->data, job->lo, job->hi);
  return NULL;
}

/* Runs func over [0, n) split across the processors.  Every index is
 * computed independently, so results do not depend on the split. */
static void
parallel_range (gsize n, RangeFunc func, gpointer data)
{
  guint t, n_threads = CLAMP (g_get_num_processors (), 1, 64);
  GThread *threads[64];
  RangeJob jobs[64];
  gsize per;

  if (n < PARALLEL_MIN || n_threads == 1) {
    func (data, 0, n);
    return;
  }
  per = (n + n_threads - 1) / n_threads;
  for (t = 0; t < n_threads; t++) {
    jobs[t].func = func;
    jobs[t].data = data;
    jobs[t].lo = MIN (n, t * per);
    jobs[t].hi = MIN (n, jobs[t].lo + per);
    threads[t] = g_thread_try_new ("kmeans", range_thread, &jobs[t], NULL);
    /* no thread: do the work here, the result is the same */
    if (!threads[t])
      func (data, jobs[t].lo, jobs[t].hi);
  }
  for (t = 0; t < n_threads; t++)
    if (threads[t])
      g_thread_join (threads[t]);
}

/**
 * gst_cl_kmeans_params_init:
 * @params: (out caller-allocates): parameters to fill with defaults
 *
 * K = 256, at most 100 iterations, tolerance 1e-4, seed 1, CPU assignment.
 */
void
gst_cl_kmeans_params_init (GstClKMeansParams * params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof (*params));
  params->n_words = 256;
  params->max_iterations = 100;
  params->tolerance = 1e-4;
  params->seed = 1;
}

typedef struct
{
  const gfloat *desc, *words;
  guint n_words;
  guint32 *assign;
} AssignJob;

static void
assign_range (gpointer data, gsize lo, gsize hi)
{
  AssignJob *job = data;
  gst_cl_bow_assign_ref (job->desc + lo * DIM, hi - lo, job->words,
      job->n_words, job->assign + lo, NULL);
}

/**
 * gst_cl_kmeans_assign_cpu:
 * @user_data: unused
 * @desc: descriptors
 * @n_desc: their number
 * @words: words
 * @n_words: K
 * @assign: (out caller-allocates): nearest word of each descriptor
 * @error: unused, never set
 *
 * The #GstClKMeansAssignFunc of the CPU: gst_cl_bow_assign_ref() on every
 * processor.
 *
 * Returns: %TRUE
 */
gboolean
gst_cl_kmeans_assign_cpu (gpointer user_data, const gfloat * desc,
    gsize n_desc, const gfloat * words, guint n_words, guint32 * assign,
    GError ** error)
{
  AssignJob job = { desc, words, n_words, assign };

  parallel_range (n_desc, assign_range, &job);
  return TRUE;
}

static gboolean
check_input (const gfloat * desc, gsize n_desc, guint n_words,
    GError ** error)
{
  gsize i;

  if (n_words == 0 || n_words > GST_CL_VOCAB_MAX_WORDS) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "%u words requested, expected 1 to %d", n_words,
        GST_CL_VOCAB_MAX_WORDS);
    return FALSE;
  }
  if (n_desc < n_words) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "%" G_GSIZE_FORMAT " descriptors cannot make %u words", n_desc,
        n_words);
    return FALSE;
  }
  if (n_desc > G_MAXINT32) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "%" G_GSIZE_FORMAT " descriptors, at most %d supported", n_desc,
        G_MAXINT32);
    return FALSE;
  }
  for (i = 0; i < n_desc * DIM; i++) {
    if (!isfinite (desc[i])) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
          "descriptor %" G_GSIZE_FORMAT " component %" G_GSIZE_FORMAT
          " is not finite", i / DIM, i % DIM);
      return FALSE;
    }
  }
  return TRUE;
}

typedef struct
{
  const gfloat *desc, *word;
  gdouble *d2;
} SeedJob;

static void
seed_range (gpointer data, gsize lo, gsize hi)
{
  SeedJob *job = data;
  gsize i;

  for (i = lo; i < hi; i++) {
    gdouble d = gst_cl_bow_distance (job->desc + i * DIM, job->word);
    if (d < job->d2[i])
      job->d2[i] = d;
  }
}

/**
 * gst_cl_kmeans_init_plus_plus:
 * @desc: @n_desc descriptors
 * @n_desc: at least @n_words
 * @n_words: K
 * @seed: seed of the draw
 * @words: (out caller-allocates): @n_words * 64 floats
 * @error: return location for a #GError
 *
 * k-means++ seeding (Arthur and Vassilvitskii, 2007): the first word is a
 * uniformly drawn descriptor, each next one a descriptor drawn with
 * probability proportional to its squared distance to the nearest word so
 * far.  When every descriptor already coincides with a word (fewer distinct
 * descriptors than K), the remaining words are drawn uniformly.
 *
 * Returns: %FALSE with @error set for bad sizes or non-finite input.
 */
gboolean
gst_cl_kmeans_init_plus_plus (const gfloat * desc, gsize n_desc,
    guint n_words, guint32 seed, gfloat * words, GError ** error)
{
  GRand *rand;
  gdouble *d2;
  gsize i, pick;
  guint c;

  if (!check_input (desc, n_desc, n_words, error))
    return FALSE;

  rand = g_rand_new_with_seed (seed);
  d2 = g_new (gdouble, n_desc);
  for (i = 0; i < n_desc; i++)
    d2[i] = G_MAXDOUBLE;

  pick = g_rand_int_range (rand, 0, (gint32) n_desc);
  for (c = 0; c < n_words; c++) {
    SeedJob job = { desc, words + (gsize) c * DIM, d2 };

    if (c > 0) {
      gdouble total = 0.0, target, run = 0.0;

      /* a fixed summation order keeps the draw reproducible */
      for (i = 0; i < n_desc; i++)
        total += d2[i];
      if (total > 0.0) {
        target = g_rand_double (rand) * total;
        pick = n_desc - 1;
        for (i = 0; i < n_desc; i++) {
          run += d2[i];
          if (run > target && d2[i] > 0.0) {
            pick = i;
            break;
          }
        }
        /* rounding can leave target beyond the last sum: last candidate */
        while (d2[pick] <= 0.0 && pick > 0)
          pick--;
      } else {
        pick = g_rand_int_range (rand, 0, (gint32) n_desc);
      }
    }
    memcpy (words + (gsize) c * DIM, desc + pick * DIM, DIM * sizeof (gfloat));
    if (c + 1 < n_words)
      parallel_range (n_desc, seed_range, &job);
  }

  g_free (d2);
  g_rand_free (rand);
  return TRUE;
}

/**
 * gst_cl_kmeans_train:
 * @desc: @n_desc descriptors
 * @n_desc: at least @params->n_words
 * @params: parameters (see gst_cl_kmeans_params_init())
 * @name: (nullable): the vocabulary's metadata string
 * @stats: (out caller-allocates) (optional): how training went
 * @error: return location for a #GError
 *
 * k-means++ seeding, then Lloyd iterations: assign (through
 * @params->assign), stop when no assignment changed, when the mean
 * distance fell by less than @params->tolerance or after
 * @params->max_iterations, else move each word to the mean of its
 * descriptors (sums in double, in descriptor order).  An empty cluster gets
 * the descriptor farthest from its word (the first such on equal distances),
 * which keeps K words in use.  The returned words are those the last
 * assignment was made with.
 *
 * Returns: (transfer full): the vocabulary, or %NULL with @error set.
 */
GstClVocab *
gst_cl_kmeans_train (const gfloat * desc, gsize n_desc,
    const GstClKMeansParams * params, const gchar * name,
    GstClKMeansStats * stats, GError ** error)
{
  GstClKMeansAssignFunc assign_func;
  GstClKMeansStats st = { 0, 0.0, FALSE, 0 };
  GstClVocab *vocab;
  guint32 *assign = NULL, *prev = NULL, *count = NULL;
  gdouble *sums = NULL, *dist = NULL, last = G_MAXDOUBLE;
  guint k, it;
  gsize i;

  g_return_val_if_fail (params != NULL, NULL);

  k = params->n_words;
  vocab = gst_cl_vocab_new (MAX (k, 1), name, error);
  if (!vocab)
    return NULL;
  if (!gst_cl_kmeans_init_plus_plus (desc, n_desc, k, params->seed,
          vocab->words, error))
    goto failed;

  assign_func = params->assign ? params->assign : gst_cl_kmeans_assign_cpu;
  assign = g_new (guint32, n_desc);
  prev = g_new (guint32, n_desc);
  count = g_new (guint32, k);
  sums = g_new (gdouble, (gsize) k * DIM);
  dist = g_new (gdouble, n_desc);

  for (it = 1; it <= MAX (params->max_iterations, 1); it++) {
    gdouble total = 0.0, mean;
    gsize changed = 0;
    guint j;

    if (!assign_func (params->assign_data, desc, n_desc, vocab->words, k,
            assign, error))
      goto failed;
    for (i = 0; i < n_desc; i++) {
      if (assign[i] >= k) {
        g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
            "assignment backend returned word %u of %u", assign[i], k);
        goto failed;
      }
      dist[i] = gst_cl_bow_distance (desc + i * DIM,
          vocab->words + (gsize) assign[i] * DIM);
      total += dist[i];
      changed += it == 1 || assign[i] != prev[i];
    }
    mean = total / n_desc;
    st.iterations = it;
    st.mean_distance = mean;
    if (params->progress)
      params->progress (params->progress_data, it, mean, changed);
    if (changed == 0 || (it > 1 && last - mean <= params->tolerance * last)) {
      st.converged = TRUE;
      break;
    }
    if (it >= MAX (params->max_iterations, 1))
      break;
    last = mean;
    memcpy (prev, assign, n_desc * sizeof (guint32));

    memset (count, 0, k * sizeof (guint32));
    memset (sums, 0, (gsize) k * DIM * sizeof (gdouble));
    for (i = 0; i < n_desc; i++) {
      gdouble *s = sums + (gsize) assign[i] * DIM;
      const gfloat *d = desc + i * DIM;
      gint c;
      count[assign[i]]++;
      for (c = 0; c < DIM; c++)
        s[c] += d[c];
    }
    for (j = 0; j < k; j++) {
      gfloat *w = vocab->words + (gsize) j * DIM;
      gint c;

      if (count[j] == 0) {
        gsize far = 0;
        for (i = 1; i < n_desc; i++)
          if (dist[i] > dist[far])
            far = i;
        memcpy (w, desc + far * DIM, DIM * sizeof (gfloat));
        /* taken: the next empty cluster gets another one */
        dist[far] = -1.0;
        st.relocated++;
        continue;
      }
      for (c = 0; c < DIM; c++)
        w[c] = (gfloat) (sums[(gsize) j * DIM + c] / count[j]);
    }
  }

  if (stats)
    *stats = st;
  g_free (assign);
  g_free (prev);
  g_free (count);
  g_free (sums);
  g_free (dist);
  return vocab;

failed:
  g_free (assign);
  g_free (prev);
  g_free (count);
  g_free (sums);
  g_free (dist);
  gst_cl_vocab_free (vocab);
  return NULL;
}
