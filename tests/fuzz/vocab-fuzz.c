/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Fuzz target for the vocabulary loader (bow/gstclvocab.c).
 *
 * Every input must either fail with a GError or give a vocabulary that
 * keeps gstclvocab.h's promises (64 dimensions, 1 to 65536 words, finite
 * floats, a UTF-8 name); a loaded one is serialised again and must load
 * back identical.  The built-in seeded mutator flips, inserts, deletes and
 * truncates bytes of the seed files, rewrites the header's integers with
 * edge values, and re-seals the trailing SHA-256 half of the time so that
 * the checks behind the checksum are reached.  With -DCL_FUZZ_LIBFUZZER
 * the same file is a libFuzzer target.
 *
 *   ./vocab-fuzz --seconds 20 --seed 1 vocabularies/default.vocab
 *
 * Exits 0 after the time budget; a broken promise aborts with the input
 * saved to vocab-fuzz-crash.vocab.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "gstclvocab.h"

int LLVMFuzzerTestOneInput (const uint8_t * data, size_t size);

static GByteArray *current;

static void
broken (const gchar * what)
{
  fprintf (stderr, "vocab-fuzz: loader promise broken: %s\n", what);
  if (current)
    g_file_set_contents ("vocab-fuzz-crash.vocab", (gchar *) current->data,
        current->len, NULL);
  abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t * data, size_t size)
{
  GError *err = NULL;
  GstClVocab *v = gst_cl_vocab_load_from_data (data, size, "fuzz", &err);
  GstClVocab *again;
  GBytes *bytes;
  gsize i;

  if (!v) {
    if (!err || !err->message || !*err->message)
      broken ("failure without a message");
    g_error_free (err);
    return 0;
  }
  if (err)
    broken ("success with an error set");
  if (v->dim != GST_CL_VOCAB_DIM)
    broken ("dimension");
  if (v->n_words < 1 || v->n_words > GST_CL_VOCAB_MAX_WORDS)
    broken ("word count");
  if (!v->name || !g_utf8_validate (v->name, -1, NULL))
    broken ("name");
  for (i = 0; i < (gsize) v->n_words * v->dim; i++)
    if (!isfinite (v->words[i]))
      broken ("non-finite word");
  bytes = gst_cl_vocab_serialize (v, &err);
  if (!bytes)
    broken ("a loaded vocabulary does not serialise");
  again = gst_cl_vocab_load_from_data (g_bytes_get_data (bytes, NULL),
      g_bytes_get_size (bytes), "fuzz (again)", &err);
  if (!again || again->n_words != v->n_words || strcmp (again->name, v->name)
      || memcmp (again->words, v->words,
          (gsize) v->n_words * v->dim * sizeof (gfloat)))
    broken ("serialised vocabulary does not load back identical");
  gst_cl_vocab_free (again);
  g_bytes_unref (bytes);
  gst_cl_vocab_free (v);
  return 0;
}

#ifndef CL_FUZZ_LIBFUZZER

static void
reseal (GByteArray * b)
{
  GChecksum *cs;
  gsize len = 32;

  if (b->len < 32)
    return;
  cs = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (cs, b->data, b->len - 32);
  g_checksum_get_digest (cs, b->data + b->len - 32, &len);
  g_checksum_free (cs);
}

static void
mutate (GRand * r, GByteArray * b)
{
  static const guint32 edges[] = { 0, 1, 2, 63, 64, 65, 255, 4096, 4097,
    65536, 65537, 0x7fffffff, 0x80000000, 0xffffffff
  };
  guint n = g_rand_int_range (r, 1, 5), i;

  for (i = 0; i < n; i++) {
    guint op = g_rand_int_range (r, 0, 6);
    guint pos = b->len ? g_rand_int_range (r, 0, b->len) : 0;

    switch (op) {
      case 0:                  /* flip a bit */
        if (b->len)
          b->data[pos] ^= 1u << g_rand_int_range (r, 0, 8);
        break;
      case 1:{                 /* an edge value in a header integer */
        guint32 v = edges[g_rand_int_range (r, 0, G_N_ELEMENTS (edges))];
        guint off = g_rand_int_range (r, 0, 8) * 4;
        if (off + 4 <= b->len)
          memcpy (b->data + off, &v, 4);
        break;
      }
      case 2:                  /* truncate */
        g_byte_array_set_size (b, pos);
        break;
      case 3:{                 /* insert bytes */
        guint8 ins[16];
        guint k, len = g_rand_int_range (r, 1, 17);
        for (k = 0; k < len; k++)
          ins[k] = g_rand_int_range (r, 0, 256);
        g_byte_array_set_size (b, b->len + len);
        memmove (b->data + pos + len, b->data + pos, b->len - len - pos);
        memcpy (b->data + pos, ins, len);
        break;
      }
      case 4:{                 /* delete bytes */
        guint len = g_rand_int_range (r, 1, 64);
        if (b->len)
          g_byte_array_remove_range (b, pos, MIN (b->len - pos, len));
        break;
      }
      case 5:{                 /* a float to NaN, Inf or huge */
        static const guint32 bad[] = { 0x7fc00000, 0x7f800000, 0xff800000,
          0x7f7fffff
        };
        guint32 v = bad[g_rand_int_range (r, 0, G_N_ELEMENTS (bad))];
        if (pos + 4 <= b->len)
          memcpy (b->data + (pos & ~3u), &v, 4);
        break;
      }
    }
  }
  if (g_rand_boolean (r))
    reseal (b);
}

int
main (int argc, char **argv)
{
  gdouble seconds = 10;
  guint32 seed = 1;
  GPtrArray *seeds = g_ptr_array_new ();
  GRand *r;
  GTimer *t;
  guint64 runs = 0;
  gint i;

  for (i = 1; i < argc; i++) {
    if (!strcmp (argv[i], "--seconds") && i + 1 < argc)
      seconds = g_ascii_strtod (argv[++i], NULL);
    else if (!strcmp (argv[i], "--seed") && i + 1 < argc)
      seed = (guint32) g_ascii_strtoull (argv[++i], NULL, 10);
    else {
      gchar *data;
      gsize len;

      if (!g_file_get_contents (argv[i], &data, &len, NULL)) {
        fprintf (stderr, "vocab-fuzz: cannot read %s\n", argv[i]);
        return 2;
      }
      g_ptr_array_add (seeds, g_bytes_new_take (data, len));
    }
  }
  if (seeds->len == 0) {
    fprintf (stderr, "usage: vocab-fuzz [--seconds S] [--seed N] FILE...\n");
    return 2;
  }

  r = g_rand_new_with_seed (seed);
  t = g_timer_new ();
  while (g_timer_elapsed (t, NULL) < seconds) {
    GBytes *s = g_ptr_array_index (seeds, g_rand_int_range (r, 0,
            seeds->len));
    gsize len;
    const guint8 *d = g_bytes_get_data (s, &len);

    current = g_byte_array_new ();
    g_byte_array_append (current, d, len);
    mutate (r, current);
    LLVMFuzzerTestOneInput (current->data, current->len);
    g_byte_array_unref (current);
    current = NULL;
    runs++;
  }
  printf ("vocab-fuzz: %" G_GUINT64_FORMAT " inputs in %.0f s, seed %u, "
      "no broken promise\n", runs, seconds, seed);
  g_timer_destroy (t);
  g_rand_free (r);
  g_ptr_array_unref (seeds);
  return 0;
}

#endif
