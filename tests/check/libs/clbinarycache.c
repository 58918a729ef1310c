/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The program binary cache on disk against what users' disks do to it:
 * entries truncated, bit-flipped, emptied, swapped for another program's,
 * left by another driver or format; a cache directory that cannot be
 * written, a file where the directory should be, a FIFO or a directory
 * where an entry should be; writers racing readers; a binary swapped for
 * another program's with a recomputed checksum; a directory others can
 * write into or another user owns.  Each time clintegral
 * must still start, rebuild what it cannot trust (a damaged binary never
 * reaches the driver: PoCL crashes on one) and compute exact integrals.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gst/check/gstcheck.h>
#include "gstcltestutil.h"
#include "gstclpluginkernels.h"

#define W 67
#define H 45

static gchar *tmp_dir;
static gchar *cache_dir;

typedef struct
{
  gint builds, loads;
} Counts;

/* clintegral on a fresh context (empty in-memory cache): one frame of
 * noise, exact integral; returns what the context built and loaded */
static Counts
run_integral (const gchar * what)
{
  GstClContext *ctx = gst_cl_test_context_new ();
  GstElement *e = gst_element_factory_make ("clintegral", NULL);
  GstContext *c = gst_context_new_cl_context (ctx);
  GRand *rand = g_rand_new_with_seed (7);
  guint8 luma[W * H];
  GstHarness *h;
  GstBuffer *out;
  Counts counts;
  guint i;

  for (i = 0; i < sizeof (luma); i++)
    luma[i] = g_rand_int_range (rand, 0, 256);
  g_rand_free (rand);
  gst_element_set_context (e, c);
  gst_context_unref (c);
  h = gst_harness_new_with_element (e, "sink", "src");
  gst_object_unref (e);
  gst_harness_set_src_caps_str (h, "video/x-raw,format=GRAY8,width="
      G_STRINGIFY (W) ",height=" G_STRINGIFY (H) ",framerate=30/1");
  out = gst_harness_push_and_pull (h, gst_cl_test_gray_buffer (luma, W, W, H,
          0));
  fail_unless (out != NULL, "%s: no output", what);
  gst_cl_test_check_integral (gst_buffer_get_cl_integral_meta (out), luma, W,
      W, H, what);
  gst_buffer_unref (out);
  gst_harness_teardown (h);

  counts.builds = gst_cl_context_get_counts_for_tests (ctx).builds;
  counts.loads = gst_cl_context_get_counts_for_tests (ctx).binary_loads;
  gst_object_unref (ctx);
  GST_INFO ("%s: %d built, %d loaded", what, counts.builds, counts.loads);
  return counts;
}

/* the entries in the cache directory: path -> GBytes */
static GHashTable *
read_entries (void)
{
  GHashTable *t = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
      (GDestroyNotify) g_bytes_unref);
  GDir *d = g_dir_open (cache_dir, 0, NULL);
  const gchar *name;

  fail_unless (d != NULL);
  while ((name = g_dir_read_name (d))) {
    gchar *path, *data;
    gsize len;

    if (!g_str_has_suffix (name, ".bin"))
      continue;
    path = g_build_filename (cache_dir, name, NULL);
    fail_unless (g_file_get_contents (path, &data, &len, NULL));
    g_hash_table_insert (t, path, g_bytes_new_take (data, len));
  }
  g_dir_close (d);
  return t;
}

static void
write_file (const gchar * path, const void *data, gsize len)
{
  fail_unless (g_file_set_contents (path, data, len, NULL), "%s", path);
}

static const gchar *
header_end (const guint8 * data, gsize len)
{
  const gchar *e = g_strstr_len ((const gchar *) data, len, "\n\n");
  fail_unless (e != NULL, "entry without a header");
  return e + 2;
}

/* @data with the header line starting with @field replaced by @line */
static GBytes *
replace_line (GBytes * entry, const gchar * field, const gchar * line)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (entry, &len);
  const gchar *s = (const gchar *) data, *hend = header_end (data, len);
  const gchar *p = strstr (s, field), *eol;
  GByteArray *out = g_byte_array_new ();

  fail_unless (p != NULL && p < hend, "no %s line", field);
  eol = strchr (p, '\n');
  g_byte_array_append (out, data, p - s);
  g_byte_array_append (out, (const guint8 *) line, strlen (line));
  g_byte_array_append (out, (const guint8 *) eol, len - (eol - s));
  return g_byte_array_free_to_bytes (out);
}

static void
setup (void)
{
  tmp_dir = g_dir_make_tmp ("clbinarycache-XXXXXX", NULL);
  fail_unless (tmp_dir != NULL);
  cache_dir = g_build_filename (tmp_dir, "cache", NULL);
  g_setenv (GST_CL_CACHE_DIR_ENV, cache_dir, TRUE);
  g_unsetenv (GST_CL_NO_BINARY_CACHE_ENV);
}

static void
teardown (void)
{
  g_unsetenv (GST_CL_CACHE_DIR_ENV);
  gst_cl_test_remove_tree (tmp_dir);
  g_free (cache_dir);
  g_free (tmp_dir);
}

/* Every kind of damage to every entry: each is discarded, rebuilt and
 * rewritten whole, and the next start loads it again. */
GST_START_TEST (test_damaged_entries)
{
  static const gchar *kinds[] = { "truncated", "bit-flipped",
    "flipped-header", "zero-length", "foreign", "stale-driver",
    "stale-format", "random", "no-checksum"
  };
  GHashTable *good, *now;
  GHashTableIter it;
  gpointer path, bytes;
  GBytes *foreign = NULL;
  Counts c;
  guint k;

  c = run_integral ("cold");
  fail_unless (c.builds >= 1 && c.loads == 0, "cold: %d built, %d loaded",
      c.builds, c.loads);
  good = read_entries ();
  fail_unless_equals_int (g_hash_table_size (good), c.builds);
  c = run_integral ("warm");
  fail_unless (c.builds == 0 && c.loads >= 1, "warm: %d built, %d loaded",
      c.builds, c.loads);

  /* a valid entry of another program (other options) for "foreign" */
  {
    GstClContext *ctx = gst_cl_test_context_new ();
    GError *err = NULL;
    gchar *fpath;
    const gchar *hash;
    gchar *data;
    gsize len;

    fail_unless (gst_cl_context_get_program (ctx,
            gst_cl_plugin_program ("integral"), "-D CL_TEST_FOREIGN=1",
            &err) != NULL, "%s",
        err ? err->message : "?");
    hash = gst_cl_plugin_program ("integral")->hash;
    fpath = gst_cl_binary_cache_path (ctx, cache_dir, "integral", hash,
        "-cl-std=CL1.2 -D CL_TEST_FOREIGN=1");
    fail_unless (g_file_get_contents (fpath, &data, &len, NULL), "%s", fpath);
    foreign = g_bytes_new_take (data, len);
    g_unlink (fpath);
    g_free (fpath);
    gst_object_unref (ctx);
  }

  for (k = 0; k < G_N_ELEMENTS (kinds); k++) {
    const gchar *kind = kinds[k];
    gchar *what = g_strdup_printf ("%s entries", kind);

    g_hash_table_iter_init (&it, good);
    while (g_hash_table_iter_next (&it, &path, &bytes)) {
      gsize len;
      const guint8 *data = g_bytes_get_data (bytes, &len);
      guint8 *copy = g_memdup2 (data, len);
      gsize body = (const guint8 *) header_end (data, len) - data;
      GBytes *b = NULL;
      guint i;

      if (!strcmp (kind, "truncated")) {
        write_file (path, copy, body + (len - body) / 2);
      } else if (!strcmp (kind, "bit-flipped")) {
        /* 50 bytes spread over the binary, as the report did */
        for (i = 0; i < 50; i++)
          copy[body + (gsize) i * (len - body) / 50] ^= 0x5a;
        write_file (path, copy, len);
      } else if (!strcmp (kind, "flipped-header")) {
        copy[body - 5] ^= 0x01;
        write_file (path, copy, len);
      } else if (!strcmp (kind, "zero-length")) {
        write_file (path, "", 0);
      } else if (!strcmp (kind, "foreign")) {
        write_file (path, g_bytes_get_data (foreign, NULL),
            g_bytes_get_size (foreign));
      } else if (!strcmp (kind, "stale-driver")) {
        b = replace_line (bytes, "\ndriver ", "\ndriver 0.1-some-older-driver");
      } else if (!strcmp (kind, "stale-format")) {
        b = replace_line (bytes, "\nformat ", "\nformat 0");
      } else if (!strcmp (kind, "random")) {
        GRand *rand = g_rand_new_with_seed (k);
        for (i = 0; i < len; i++)
          copy[i] = g_rand_int_range (rand, 0, 256);
        g_rand_free (rand);
        write_file (path, copy, len);
      } else if (!strcmp (kind, "no-checksum")) {
        b = replace_line (bytes, "\nsha256 ", "\n");
      }
      if (b) {
        write_file (path, g_bytes_get_data (b, NULL), g_bytes_get_size (b));
        g_bytes_unref (b);
      }
      g_free (copy);
    }

    c = run_integral (what);
    fail_unless (c.builds == (gint) g_hash_table_size (good) && c.loads == 0,
        "%s: %d built, %d loaded", what, c.builds, c.loads);
    /* rewritten whole: the next start trusts them again */
    now = read_entries ();
    fail_unless_equals_int (g_hash_table_size (now), g_hash_table_size (good));
    g_hash_table_unref (now);
    c = run_integral ("after rebuild");
    fail_unless (c.builds == 0 && c.loads >= 1, "%s, then: %d built, "
        "%d loaded", what, c.builds, c.loads);
    g_free (what);
  }
  g_bytes_unref (foreign);
  g_hash_table_unref (good);
}

GST_END_TEST;

/* Where the cache cannot be written or an entry is not a file: the element
 * builds, runs, and does not block on a FIFO. */
GST_START_TEST (test_unusable_places)
{
  GHashTable *entries;
  GHashTableIter it;
  gpointer path;
  gchar *file, *below;
  Counts c;

  run_integral ("populate");
  entries = read_entries ();

  /* a FIFO, then a directory, where each entry should be */
  g_hash_table_iter_init (&it, entries);
  while (g_hash_table_iter_next (&it, &path, NULL)) {
    g_unlink (path);
    fail_unless (mkfifo (path, 0644) == 0, "mkfifo %s", (gchar *) path);
  }
  c = run_integral ("FIFO entries");
  fail_unless (c.builds >= 1 && c.loads == 0);
  g_hash_table_iter_init (&it, entries);
  while (g_hash_table_iter_next (&it, &path, NULL)) {
    g_unlink (path);
    fail_unless (g_mkdir (path, 0755) == 0);
  }
  c = run_integral ("directory entries");
  fail_unless (c.builds >= 1 && c.loads == 0);
  g_hash_table_iter_init (&it, entries);
  while (g_hash_table_iter_next (&it, &path, NULL))
    g_rmdir (path);

  /* a directory that cannot be written (root writes anyway: then this only
   * shows nothing breaks) */
  g_chmod (cache_dir, 0500);
  c = run_integral ("read-only directory");
  fail_unless (c.builds >= 1 && c.loads == 0);
  if (geteuid () != 0) {
    GHashTable *none = read_entries ();
    fail_unless_equals_int (g_hash_table_size (none), 0);
    g_hash_table_unref (none);
  }
  g_chmod (cache_dir, 0755);

  /* a file where the directory should be, and below such a file */
  file = g_build_filename (tmp_dir, "plain-file", NULL);
  write_file (file, "not a directory", 15);
  g_setenv (GST_CL_CACHE_DIR_ENV, file, TRUE);
  c = run_integral ("file as directory");
  fail_unless (c.builds >= 1 && c.loads == 0);
  below = g_build_filename (file, "sub", NULL);
  g_setenv (GST_CL_CACHE_DIR_ENV, below, TRUE);
  c = run_integral ("below a file");
  fail_unless (c.builds >= 1 && c.loads == 0);
  g_setenv (GST_CL_CACHE_DIR_ENV, cache_dir, TRUE);

  g_free (below);
  g_free (file);
  g_hash_table_unref (entries);
}

GST_END_TEST;

/* @entry with its binary replaced by @binary, the length and the SHA-256
 * recomputed: what someone who knows the format can write */
static GBytes *
swap_binary (GBytes * entry, const guint8 * binary, gsize binary_len)
{
  gsize len;
  const guint8 *data = g_bytes_get_data (entry, &len);
  const gchar *s = (const gchar *) data;
  const gchar *length = strstr (s, "\nlength "), *rest;
  gchar *digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, binary,
      binary_len);
  GByteArray *out = g_byte_array_new ();
  gchar *lines;

  fail_unless (length != NULL);
  /* the lines after the checksum (the HMAC) as they were */
  rest = strstr (length, "\nsha256 ");
  fail_unless (rest != NULL);
  rest = strchr (rest + 1, '\n');
  g_byte_array_append (out, data, length - s);
  lines = g_strdup_printf ("\nlength %" G_GSIZE_FORMAT "\nsha256 %s",
      binary_len, digest);
  g_byte_array_append (out, (const guint8 *) lines, strlen (lines));
  g_byte_array_append (out, (const guint8 *) rest,
      header_end (data, len) - rest);
  g_byte_array_append (out, binary, binary_len);
  g_free (lines);
  g_free (digest);
  return g_byte_array_free_to_bytes (out);
}

/* An entry whose binary is another program's (parts.cl), its length and
 * SHA-256 recomputed so that the entry is consistent in itself: rejected
 * (the HMAC binds the header and the binary), rebuilt, and the integral
 * is exact. */
GST_START_TEST (test_swapped_binary)
{
  GHashTable *good;
  GHashTableIter it;
  gpointer path, bytes;
  GstClContext *ctx;
  cl_program other;
  GError *err = NULL;
  gsize size = 0;
  guint8 *bin;
  Counts c;

  c = run_integral ("populate");
  fail_unless (c.builds >= 1);
  good = read_entries ();

  ctx = gst_cl_test_context_new ();
  other = gst_cl_context_get_program (ctx, gst_cl_plugin_program ("parts"),
      "", &err);
  fail_unless (other != NULL, "%s", err ? err->message : "?");
  fail_unless (clGetProgramInfo (other, CL_PROGRAM_BINARY_SIZES,
          sizeof (gsize), &size, NULL) == CL_SUCCESS && size > 0);
  bin = g_malloc (size);
  fail_unless (clGetProgramInfo (other, CL_PROGRAM_BINARIES, sizeof (bin),
          &bin, NULL) == CL_SUCCESS);
  gst_object_unref (ctx);

  g_hash_table_iter_init (&it, good);
  while (g_hash_table_iter_next (&it, &path, &bytes)) {
    GBytes *b = swap_binary (bytes, bin, size);

    write_file (path, g_bytes_get_data (b, NULL), g_bytes_get_size (b));
    g_bytes_unref (b);
  }
  c = run_integral ("swapped binaries");
  fail_unless (c.loads == 0 && c.builds == (gint) g_hash_table_size (good),
      "swapped binaries: %d built, %d loaded", c.builds, c.loads);
  g_free (bin);
  g_hash_table_unref (good);
}

GST_END_TEST;

/* A cache directory others can write into (mode 0777), or, for root, one
 * owned by another user: its entries are not loaded, nothing is written
 * there, and one warning (not one per program or start) says why. */
GST_START_TEST (test_untrusted_directory)
{
  GHashTable *good, *now;
  Counts c;
  guint round;
  gchar *other_dir = g_build_filename (tmp_dir, "other", NULL);
  GstClTestWarnings warnings;

  c = run_integral ("populate");
  fail_unless (c.builds >= 1);
  good = read_entries ();

  gst_cl_test_warnings_start (&warnings, cache_dir, "not used");
  fail_unless (g_chmod (cache_dir, 0777) == 0);
  for (round = 0; round < 2; round++) {
    c = run_integral ("world-writable directory");
    fail_unless (c.loads == 0 && c.builds == (gint) g_hash_table_size (good),
        "world-writable directory: %d built, %d loaded", c.builds, c.loads);
  }
  fail_unless_equals_int (g_atomic_int_get (&warnings.count), 1);
  fail_unless (g_chmod (cache_dir, 0700) == 0);
  c = run_integral ("own directory again");
  fail_unless (c.loads >= 1 && c.builds == 0);

  if (geteuid () == 0) {
    /* a copy of the good cache, owned by another user */
    GHashTableIter it;
    gpointer path, bytes;

    fail_unless (g_mkdir (other_dir, 0755) == 0);
    g_hash_table_iter_init (&it, good);
    while (g_hash_table_iter_next (&it, &path, &bytes)) {
      gchar *name = g_path_get_basename (path);
      gchar *copy = g_build_filename (other_dir, name, NULL);

      write_file (copy, g_bytes_get_data (bytes, NULL),
          g_bytes_get_size (bytes));
      g_free (copy);
      g_free (name);
    }
    fail_unless (chown (other_dir, 65534, 65534) == 0);
    g_setenv (GST_CL_CACHE_DIR_ENV, other_dir, TRUE);
    warnings.about = other_dir;
    g_atomic_int_set (&warnings.count, 0);
    c = run_integral ("another user's directory");
    fail_unless (c.loads == 0 && c.builds >= 1,
        "another user's directory: %d built, %d loaded", c.builds, c.loads);
    fail_unless_equals_int (g_atomic_int_get (&warnings.count), 1);
    g_setenv (GST_CL_CACHE_DIR_ENV, cache_dir, TRUE);
  }
  gst_cl_test_warnings_stop (&warnings);
  now = read_entries ();
  fail_unless_equals_int (g_hash_table_size (now), g_hash_table_size (good));
  g_hash_table_unref (now);
  g_hash_table_unref (good);
  g_free (other_dir);
}

GST_END_TEST;

typedef struct
{
  GstClContext *ctx;
  cl_program program;
  const gchar *hash;
  gint stop;
  gint loads, misses;
} Race;

static gpointer
writer (gpointer data)
{
  Race *r = data;
  guint i;

  for (i = 0; i < 40; i++)
    gst_cl_binary_cache_store (r->ctx, cache_dir, "integral", r->hash,
        "-cl-std=CL1.2 -D CL_TEST_RACE=1", r->program);
  return NULL;
}

/* Writers racing a reader on one entry: the reader only ever sees whole
 * entries (write to a temporary file, rename). */
GST_START_TEST (test_concurrent_writers)
{
  Race r = { 0 };
  GThread *w[3];
  GError *err = NULL;
  guint i;

  r.ctx = gst_cl_test_context_new ();
  r.hash = gst_cl_plugin_program ("integral")->hash;
  g_setenv (GST_CL_NO_BINARY_CACHE_ENV, "1", TRUE);
  r.program = gst_cl_context_get_program (r.ctx,
      gst_cl_plugin_program ("integral"), "-D CL_TEST_RACE=1", &err);
  g_unsetenv (GST_CL_NO_BINARY_CACHE_ENV);
  fail_unless (r.program != NULL, "%s", err ? err->message : "?");
  fail_unless (gst_cl_binary_cache_store (r.ctx, cache_dir, "integral",
          r.hash, "-cl-std=CL1.2 -D CL_TEST_RACE=1", r.program));

  for (i = 0; i < G_N_ELEMENTS (w); i++)
    w[i] = g_thread_new ("writer", writer, &r);
  for (i = 0; i < 40; i++) {
    cl_program p = gst_cl_binary_cache_load (r.ctx, cache_dir, "integral",
        r.hash, "-cl-std=CL1.2 -D CL_TEST_RACE=1");
    /* a torn entry would fail its checks and be discarded */
    fail_unless (p != NULL, "load %u saw a broken entry", i);
    clReleaseProgram (p);
  }
  for (i = 0; i < G_N_ELEMENTS (w); i++)
    g_thread_join (w[i]);
  gst_object_unref (r.ctx);
}

GST_END_TEST;

GST_CL_TEST_MAIN (clbinarycache,
    GST_CL_TCASE_EACH ("general", setup, teardown),
    GST_CL_TEST (test_damaged_entries),
    GST_CL_TEST (test_unusable_places),
    GST_CL_TEST (test_concurrent_writers),
    GST_CL_TEST (test_swapped_binary),
    GST_CL_TEST (test_untrusted_directory));
