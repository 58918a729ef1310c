/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Fuzz target for the Haar and LBP cascade loader (gst/cl/gstclcascade.c).
 *
 * Every input must either fail with a GError or give a cascade that keeps
 * the loader's promises (indices in range, trees that end, rectangles
 * inside the window); a loaded cascade is then run by the CPU detector on
 * a small noise image, so that sanitizers see any read it would make
 * outside its buffers.
 *
 * libFuzzer:
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -DCL_FUZZ_LIBFUZZER \
 *     -DCL_STANDALONE -Igst/cl tests/fuzz/cascade-fuzz.c gst/cl/gstclcascade.c \
 *     gst/cl/gstclhaar.c $(pkg-config --cflags --libs glib-2.0) -lm
 * Plain gcc, with the built-in seeded mutator (CI):
 *   gcc -g -O1 -fsanitize=address,undefined -DCL_STANDALONE -Igst/cl \
 *     tests/fuzz/cascade-fuzz.c gst/cl/gstclcascade.c gst/cl/gstclhaar.c \
 *     $(pkg-config --cflags --libs glib-2.0) -lm -o cascade-fuzz
 *   ./cascade-fuzz --seconds 60 --seed 1 cascades/haarcascade_eye.xml ...
 * The built-in mutator exits 0 after the time or iteration budget; a broken
 * promise aborts with the offending input saved to cascade-fuzz-crash.xml.
 */
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib.h>

#include "gstclcascade.h"
#include "gstclhaarref.h"
#include "gstclcascadepack.h"
#include "gstclerror.h"

#ifdef CL_STANDALONE
/* the runtime library (gstclerror.c) is not linked here */
G_DEFINE_QUARK (gst-cl-error-quark, gst_cl_error);
#endif

int LLVMFuzzerTestOneInput (const uint8_t * data, size_t size);

static void
broken (const gchar * what, guint i)
{
  fprintf (stderr, "cascade-fuzz: loader promise broken: %s (%u)\n", what,
      i);
  abort ();
}

/* What gstclcascade.h promises about a loaded cascade. */
static void
check_cascade (const GstClCascade * c)
{
  guint si, wi, i, k, next_weak = 0;

  if (c->window_w < 3 || c->window_h < 3 ||
      c->window_w > GST_CL_CASCADE_MAX_WINDOW ||
      c->window_h > GST_CL_CASCADE_MAX_WINDOW)
    broken ("window size", c->window_w);
  if (c->n_stages == 0)
    broken ("no stages", 0);
  for (si = 0; si < c->n_stages; si++) {
    const GstClCascadeStage *st = &c->stages[si];

    if (st->first_weak != next_weak || st->n_weak == 0)
      broken ("stage does not continue the weak classifiers", si);
    next_weak += st->n_weak;
    if (!isfinite (st->threshold))
      broken ("stage threshold", si);
  }
  if (next_weak != c->n_weak)
    broken ("stages do not cover the weak classifiers", next_weak);
  for (wi = 0; wi < c->n_weak; wi++) {
    const GstClCascadeWeak *w = &c->weaks[wi];

    if (w->n_nodes == 0 || w->n_leaves != w->n_nodes + 1 ||
        w->first_node + w->n_nodes > c->n_nodes ||
        w->first_leaf + w->n_leaves > c->n_leaves ||
        w->n_nodes > c->max_nodes_per_weak)
      broken ("weak classifier ranges", wi);
    for (i = 0; i < w->n_nodes; i++) {
      const GstClCascadeNode *n = &c->nodes[w->first_node + i];
      gint s;

      if (n->feature < 0 || (guint) n->feature >= c->n_features)
        broken ("feature index", w->first_node + i);
      if (!isfinite (n->threshold))
        broken ("node threshold", w->first_node + i);
      for (s = 0; s < 2; s++) {
        gint v = s ? n->right : n->left;

        if (v > 0 && ((guint) v <= i || (guint) v >= w->n_nodes))
          broken ("child node", w->first_node + i);
        if (v <= 0 && (guint) - v >= w->n_leaves)
          broken ("leaf index", w->first_node + i);
      }
    }
  }
  for (i = 0; i < c->n_leaves; i++)
    if (!isfinite (c->leaves[i]))
      broken ("leaf value", i);
  if (c->feature_type == GST_CL_CASCADE_LBP) {
    if (!c->stumps_only || c->subsets == NULL || c->has_tilted)
      broken ("LBP cascade: stumps with subsets", 0);
    for (i = 0; i < c->n_features; i++) {
      const GstClCascadeRect *r = &c->features[i].rect[0];

      if (r->x < 0 || r->y < 0 || r->w < 1 || r->h < 1 ||
          r->x + 3 * r->w > (gint) c->window_w ||
          r->y + 3 * r->h > (gint) c->window_h)
        broken ("LBP cells outside the window", i);
    }
    return;
  }
  if (c->subsets != NULL)
    broken ("subsets in a Haar cascade", 0);
  for (i = 0; i < c->n_features; i++) {
    const GstClCascadeFeature *f = &c->features[i];

    if (f->n_rects < 1 || f->n_rects > 3)
      broken ("rectangle count", i);
    for (k = 0; k < 3; k++) {
      const GstClCascadeRect *r = &f->rect[k];
      gint W = c->window_w, H = c->window_h;

      if (!isfinite (r->weight) || r->w < 0 || r->h < 0)
        broken ("rectangle", i);
      if (f->tilted ? (r->x - r->h < 0 || r->y < 0 || r->x + r->w > W ||
              r->y + r->w + r->h > H) : (r->x < 0 || r->y < 0 ||
              r->x + r->w > W || r->y + r->h > H))
        broken ("rectangle outside the window", i);
    }
  }
}

/* Runs the CPU detector over a small noise image: with a sanitizer, any
 * out-of-bounds read the cascade could cause shows up here. */
static void
exercise_cascade (const GstClCascade * c)
{
  GstClCascadeParams params;
  GArray *rects, *weights;
  guint w, h, i;
  guint8 *img;
  guint32 seed = 12345;

  if (c->window_w > 96 || c->window_h > 96 || c->n_nodes > 20000)
    return;
  w = c->window_w + 9;
  h = c->window_h + 7;
  img = g_malloc (w * h);
  for (i = 0; i < w * h; i++) {
    seed = seed * 1103515245u + 12345u;
    img[i] = seed >> 24;
  }
  gst_cl_cascade_params_init (&params);
  params.min_neighbors = 0;
  rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  weights = g_array_new (FALSE, FALSE, sizeof (gint));
  if (!gst_cl_cascade_detect_cpu (c, img, w, h, w, &params, rects, weights,
          NULL, NULL))
    broken ("detection refused a valid cascade", 0);
  g_array_free (rects, TRUE);
  g_array_free (weights, TRUE);
  g_free (img);
}

/* TRUE when @data loads; aborts on a broken promise */
static gboolean
test_one (const uint8_t * data, size_t size)
{
  GError *error = NULL;
  GstClCascade *c;

  c = gst_cl_cascade_load_from_data ((const gchar *) data, size, "fuzz",
      &error);
  if (c == NULL) {
    if (error == NULL || error->domain != GST_CL_ERROR ||
        error->message == NULL || strstr (error->message, "fuzz") == NULL)
      broken ("failure without a GError naming the input", 0);
    g_error_free (error);
    return FALSE;
  }
  if (error != NULL)
    broken ("a cascade and a GError", 0);
  check_cascade (c);
  exercise_cascade (c);
  gst_cl_cascade_free (c);
  return TRUE;
}

int
LLVMFuzzerTestOneInput (const uint8_t * data, size_t size)
{
  test_one (data, size);
  return 0;
}

#ifndef CL_FUZZ_LIBFUZZER

/* Small valid seeds: every construct the loader knows, so that mutations
 * reach all of it even without seed files. */
static const gchar seed_new[] =
    "<?xml version=\"1.0\"?>\n<!-- seed -->\n<opencv_storage>\n"
    "<cascade type_id=\"opencv-cascade-classifier\"><stageType>BOOST"
    "</stageType>\n<featureType>HAAR</featureType>\n<height>12</height>\n"
    "<width>10</width>\n<stageParams><maxWeakCount>2</maxWeakCount>"
    "</stageParams>\n<featureParams><maxCatCount>0</maxCatCount>"
    "</featureParams>\n<stageNum>2</stageNum>\n<stages>\n"
    "<_><maxWeakCount>2</maxWeakCount><stageThreshold>-1.5e+00"
    "</stageThreshold><weakClassifiers>\n"
    "<_><internalNodes>2 1 0 -2.5e-02 0 -1 1 5.0e-02 -2 -3 2 1.25e-01"
    "</internalNodes><leafValues>-8.0e-01 6.0e-01 9.0e-01 4.0e-02"
    "</leafValues></_>\n"
    "<_><internalNodes>0 -1 3 1.0e-02</internalNodes>"
    "<leafValues>-1.0 1.0</leafValues></_>\n</weakClassifiers></_>\n"
    "<_><maxWeakCount>1</maxWeakCount><stageThreshold>-0.5"
    "</stageThreshold><weakClassifiers>\n"
    "<_><internalNodes>0 -1 1 -3.0e-02</internalNodes>"
    "<leafValues>0.5 -0.5</leafValues></_>\n</weakClassifiers></_>\n"
    "</stages>\n<features>\n"
    "<_><rects><_>1 1 6 4 -1.</_><_>1 3 6 2 2.</_></rects></_>\n"
    "<_><rects><_>0 0 10 12 -1.</_><_>3 0 3 12 3.</_></rects>"
    "<tilted>0</tilted></_>\n"
    "<_><rects><_>4 1 4 3 -1.</_><_>4 1 2 2 2.</_></rects>"
    "<tilted>1</tilted></_>\n"
    "<_><rects><_>2 2 6 6 -1.</_><_>2 2 3 3 2.</_><_>5 5 3 3 2.</_>"
    "</rects></_>\n</features></cascade>\n</opencv_storage>\n";

static const gchar seed_lbp[] =
    "<?xml version=\"1.0\"?>\n<opencv_storage>\n<cascade>"
    "<stageType>BOOST</stageType>\n<featureType>LBP</featureType>\n"
    "<height>9</height>\n<width>12</width>\n<featureParams><maxCatCount>"
    "256</maxCatCount></featureParams>\n<stageNum>2</stageNum>\n"
    "<stages>\n<_><maxWeakCount>2</maxWeakCount><stageThreshold>-0.75"
    "</stageThreshold><weakClassifiers>\n"
    "<_><internalNodes>0 -1 1 -67130709 -21569 -1426120013 -1275125205 "
    "-21585 -16385 587145899 -24005</internalNodes><leafValues>-0.65 0.88"
    "</leafValues></_>\n"
    "<_><internalNodes>0 -1 0 -1 -1 0 255 -2147483648 2147483647 7 -8"
    "</internalNodes><leafValues>0.5 -0.25</leafValues></_>\n"
    "</weakClassifiers></_>\n"
    "<_><maxWeakCount>1</maxWeakCount><stageThreshold>0.1"
    "</stageThreshold><weakClassifiers>\n"
    "<_><internalNodes>0 -1 2 1 2 4 8 16 32 64 128</internalNodes>"
    "<leafValues>1.0 -1.0</leafValues></_>\n</weakClassifiers></_>\n"
    "</stages>\n<features>\n<_><rect>0 0 4 3</rect></_>\n"
    "<_><rect>3 2 2 1</rect></_>\n<_><rect>1 1 1 1</rect></_>\n"
    "</features></cascade>\n</opencv_storage>\n";

static const gchar seed_old[] =
    "<?xml version=\"1.0\"?>\n<opencv_storage>\n"
    "<seed_old type_id=\"opencv-haar-classifier\">\n<size>16 8</size>\n"
    "<stages>\n<_>\n<!-- stage 0 -->\n<trees>\n<_>\n<_>\n<feature>"
    "<rects><_>2 1 8 6 -1.</_><_>2 3 8 2 3.</_></rects>"
    "<tilted>0</tilted></feature>\n<threshold>1.6e-02</threshold>"
    "<left_val>-0.95</left_val><right_node>1</right_node></_>\n<_>"
    "<feature><rects><_>6 1 4 3 -1.</_><_>6 1 2 2 2.</_>"
    "<_>8 2 2 1 0.</_></rects><tilted>1</tilted></feature>\n"
    "<threshold>2.4e-02</threshold><left_val>-0.9</left_val>"
    "<right_val>0.88</right_val></_></_>\n</trees>\n"
    "<stage_threshold>-2.06</stage_threshold><parent>-1</parent>"
    "<next>-1</next></_>\n</stages></seed_old>\n</opencv_storage>\n";

static const gchar *replacements[] = {
  "0", "1", "-1", "2", "3", "-2", "255", "256", "-256", "1000", "1024",
  "1025", "65535", "65536", "2147483647", "2147483648", "-2147483648",
  "-2147483649", "4294967296", "99999999999999999999", "1e308", "-1e308",
  "1e39", "1e-320", "nan", "NaN", "-nan", "inf", "-inf", "infinity",
  "0x10", "1.5", "-0.5", "0.", ".5", "1e", "1e+", "--1", "+-1", "1.2.3",
  "abc", "", " ", "1 2", "\xff\xfe", "&amp;", "&#0;", "<_>", "</_>",
  "1e5", "3.4028236e38", "-0", "007", "1 2 3 4 5 6 7 8 9",
};

static const gchar *tags[] = {
  "stageNum", "maxWeakCount", "width", "height", "size", "maxCatCount",
  "tilted", "stageThreshold", "stage_threshold", "left_node", "right_node",
  "rect", "featureType", "internalNodes",
};

typedef struct
{
  GRand *rand;
} Mutator;

static guint
rnd (Mutator * m, guint n)
{
  return n ? g_rand_int_range (m->rand, 0, n) : 0;
}

/* start and length of a random number token, FALSE if none is found */
static gboolean
find_number (Mutator * m, GByteArray * b, guint * start, guint * len)
{
  guint tries, pos, s, e;

  if (b->len == 0)
    return FALSE;
  for (tries = 0; tries < 64; tries++) {
    pos = rnd (m, b->len);
    for (s = pos; s < b->len && !g_ascii_isdigit (b->data[s]); s++);
    if (s >= b->len)
      continue;
    while (s > 0 && (g_ascii_isdigit (b->data[s - 1]) ||
            strchr ("+-.eE", b->data[s - 1])))
      s--;
    for (e = s; e < b->len && (g_ascii_isdigit (b->data[e]) ||
            strchr ("+-.eE", b->data[e])); e++);
    *start = s;
    *len = e - s;
    return TRUE;
  }
  return FALSE;
}

static gssize
find_bytes (GByteArray * b, const gchar * needle)
{
  gsize n = strlen (needle), i;

  for (i = 0; i + n <= b->len; i++)
    if (memcmp (b->data + i, needle, n) == 0)
      return i;
  return -1;
}

static void
replace (GByteArray * b, guint start, guint len, const gchar * with)
{
  g_byte_array_remove_range (b, start, len);
  if (start > b->len)
    start = b->len;
  /* GByteArray has no insert: append and rotate into place */
  {
    guint wl = strlen (with), old = b->len;

    g_byte_array_append (b, (const guint8 *) with, wl);
    memmove (b->data + start + wl, b->data + start, old - start);
    memcpy (b->data + start, with, wl);
  }
}

static void
mutate_once (Mutator * m, GByteArray * b)
{
  guint start, len, i;

  switch (rnd (m, 10)) {
    case 0:                    /* bit flips */
      for (i = 0; i < 1 + rnd (m, 8) && b->len; i++)
        b->data[rnd (m, b->len)] ^= 1 << rnd (m, 8);
      break;
    case 1:                    /* truncation */
      g_byte_array_set_size (b, rnd (m, b->len + 1));
      break;
    case 2:                    /* number replacement */
    case 3:
      if (find_number (m, b, &start, &len))
        replace (b, start, len, replacements[rnd (m,
                    G_N_ELEMENTS (replacements))]);
      break;
    case 4:{                   /* count or size edits */
      const gchar *tag = tags[rnd (m, G_N_ELEMENTS (tags))];
      gchar *otag = g_strdup_printf ("<%s>", tag);
      gssize at = find_bytes (b, otag);

      if (at >= 0) {
        guint s = at + strlen (otag), e = s;

        while (e < b->len && b->data[e] != '<')
          e++;
        replace (b, s, e - s, replacements[rnd (m,
                    G_N_ELEMENTS (replacements))]);
      }
      g_free (otag);
      break;
    }
    case 5:{                   /* duplicate a chunk, preferably at tags */
      guint a = rnd (m, b->len), c = rnd (m, b->len + 1), n, at;
      guint8 *chunk;

      if (b->len == 0)
        break;
      if (a > c) {
        guint t = a;

        a = c;
        c = t;
      }
      while (a > 0 && b->data[a] != '<' && rnd (m, 8))
        a--;
      n = MIN (c - a, 65536u);
      if (n == 0)
        break;
      chunk = g_memdup2 (b->data + a, n);
      at = rnd (m, b->len + 1);
      g_byte_array_append (b, chunk, n);
      memmove (b->data + at + n, b->data + at, b->len - n - at);
      memcpy (b->data + at, chunk, n);
      g_free (chunk);
      break;
    }
    case 6:{                   /* delete a chunk */
      guint a = rnd (m, b->len + 1), n = rnd (m, MIN (b->len - a, 4096u) + 1);

      g_byte_array_remove_range (b, a, n);
      break;
    }
    case 7:{                   /* deep nesting */
      GString *s = g_string_new (NULL);
      guint depth = 1 + rnd (m, 200), at = rnd (m, b->len + 1);

      for (i = 0; i < depth; i++)
        g_string_append (s, "<_>");
      if (rnd (m, 2))
        for (i = 0; i < depth; i++)
          g_string_append (s, "</_>");
      replace (b, at, 0, s->str);
      g_string_free (s, TRUE);
      break;
    }
    case 8:{                   /* random bytes, NULs included */
      guint8 junk[16];
      guint n = 1 + rnd (m, 16), at = rnd (m, b->len + 1);

      for (i = 0; i < n; i++)
        junk[i] = rnd (m, 256);
      g_byte_array_append (b, junk, n);
      memmove (b->data + at + n, b->data + at, b->len - n - at);
      memcpy (b->data + at, junk, n);
      break;
    }
    default:{                  /* swap two numbers */
      guint s1, l1, s2, l2;

      if (find_number (m, b, &s1, &l1) && find_number (m, b, &s2, &l2) &&
          (s1 + l1 <= s2 || s2 + l2 <= s1)) {
        gchar *a = g_strndup ((gchar *) b->data + s1, l1);
        gchar *c = g_strndup ((gchar *) b->data + s2, l2);

        if (s1 < s2) {
          replace (b, s2, l2, a);
          replace (b, s1, l1, c);
        } else {
          replace (b, s1, l1, c);
          replace (b, s2, l2, a);
        }
        g_free (a);
        g_free (c);
      }
      break;
    }
  }
}

static const gchar *crash_path = "cascade-fuzz-crash.xml";
static GByteArray *current;

/* Saves the input being tested when the process dies (abort, a signal or
 * a sanitizer report); only async-signal-safe calls. */
static void
save_current (void)
{
  if (current && current->len) {
    int fd = open (crash_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

    if (fd >= 0) {
      ssize_t r = write (fd, current->data, current->len);

      (void) r;
      close (fd);
    }
  }
}

static void
on_signal (int sig)
{
  save_current ();
  signal (sig, SIG_DFL);
  raise (sig);
}

extern void __sanitizer_set_death_callback (void (*cb) (void))
    __attribute__ ((weak));

int
main (int argc, char **argv)
{
  gint64 iterations = 0, max_iter = 0, seconds = 10, seed = 1;
  gint64 t_end, n_loaded = 0, n_failed = 0;
  GPtrArray *seeds = g_ptr_array_new ();
  GPtrArray *seed_lens = g_ptr_array_new ();
  Mutator m;
  gint i;

  for (i = 1; i < argc; i++) {
    if (strcmp (argv[i], "--seconds") == 0 && i + 1 < argc)
      seconds = g_ascii_strtoll (argv[++i], NULL, 10);
    else if (strcmp (argv[i], "--iterations") == 0 && i + 1 < argc)
      max_iter = g_ascii_strtoll (argv[++i], NULL, 10);
    else if (strcmp (argv[i], "--seed") == 0 && i + 1 < argc)
      seed = g_ascii_strtoll (argv[++i], NULL, 10);
    else if (strcmp (argv[i], "--crash-file") == 0 && i + 1 < argc)
      crash_path = argv[++i];
    else if (argv[i][0] == '-') {
      fprintf (stderr, "usage: %s [--seconds N] [--iterations N] [--seed N] "
          "[--crash-file PATH] [SEED.xml...]\n", argv[0]);
      return 2;
    } else {
      gchar *data;
      gsize len;

      if (!g_file_get_contents (argv[i], &data, &len, NULL)) {
        fprintf (stderr, "cannot read %s\n", argv[i]);
        return 2;
      }
      test_one ((const uint8_t *) data, len);
      g_ptr_array_add (seeds, data);
      g_ptr_array_add (seed_lens, GSIZE_TO_POINTER (len));
    }
  }
  g_ptr_array_add (seeds, g_strdup (seed_new));
  g_ptr_array_add (seed_lens, GSIZE_TO_POINTER (strlen (seed_new)));
  g_ptr_array_add (seeds, g_strdup (seed_old));
  g_ptr_array_add (seed_lens, GSIZE_TO_POINTER (strlen (seed_old)));
  g_ptr_array_add (seeds, g_strdup (seed_lbp));
  g_ptr_array_add (seed_lens, GSIZE_TO_POINTER (strlen (seed_lbp)));

  m.rand = g_rand_new_with_seed ((guint32) seed);
  t_end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;
  current = g_byte_array_new ();
  signal (SIGABRT, on_signal);
  signal (SIGSEGV, on_signal);
  signal (SIGBUS, on_signal);
  signal (SIGFPE, on_signal);
  if (__sanitizer_set_death_callback)
    __sanitizer_set_death_callback (save_current);

  while ((max_iter == 0 || iterations < max_iter) &&
      (max_iter > 0 || g_get_monotonic_time () < t_end)) {
    /* the small built-in seeds are cheap: pick them half the time */
    guint si = rnd (&m, 2) ? seeds->len - 1 - rnd (&m, 2) :
        rnd (&m, seeds->len);
    guint n_mut = 1 + rnd (&m, 4), k;

    g_byte_array_set_size (current, 0);
    g_byte_array_append (current, g_ptr_array_index (seeds, si),
        GPOINTER_TO_SIZE (g_ptr_array_index (seed_lens, si)));
    for (k = 0; k < n_mut; k++)
      mutate_once (&m, current);

    if (test_one (current->data, current->len))
      n_loaded++;
    else
      n_failed++;
    iterations++;
  }
  g_byte_array_free (current, TRUE);
  current = NULL;

  printf ("cascade-fuzz: %" G_GINT64_FORMAT " inputs (%" G_GINT64_FORMAT
      " loaded, %" G_GINT64_FORMAT " rejected), seed %" G_GINT64_FORMAT
      ", no broken promise\n", iterations, n_loaded, n_failed, seed);
  for (i = 0; i < (gint) seeds->len; i++)
    g_free (g_ptr_array_index (seeds, i));
  g_ptr_array_free (seeds, TRUE);
  g_ptr_array_free (seed_lens, TRUE);
  g_rand_free (m.rand);
  return 0;
}

#endif /* CL_FUZZ_LIBFUZZER */
