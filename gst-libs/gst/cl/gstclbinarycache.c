/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The on-disk cache of program binaries, which nothing trusts: each entry
 * says what it was built for and carries the length and SHA-256 of its
 * binary, and an entry that does not match in every respect is discarded
 * (and rebuilt by the caller) before any byte of it reaches the driver,
 * because drivers (PoCL) crash on a damaged binary.  Entries are written
 * to a temporary file and renamed, so readers and concurrent writers only
 * ever see whole entries.
 *
 * An entry is a text header, then the binary:
 *
 *   GSTCLBIN
 *   format 1
 *   source integral 5f0c...     (kernels/ stem and source hash)
 *   options -cl-std=CL1.2 -DX=1
 *   platform Portable Computing Language
 *   device cpu-haswell-...
 *   driver 3.1+debian
 *   length 123456
 *   sha256 9e1f...
 *   (empty line)
 *   <length bytes of binary>
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <errno.h>
#include <glib/gstdio.h>
#include "gstcl-private.h"

#define GST_CAT_DEFAULT gst_cl_runtime_debug

#define MAGIC "GSTCLBIN\n"
/* bump when the header or what goes into it changes */
#define FORMAT_VERSION 1
/* no program of ours comes near this; a larger file is not ours */
#define MAX_ENTRY_SIZE (256 * 1024 * 1024)
#define MAX_HEADER_SIZE (64 * 1024)

/**
 * gst_cl_binary_cache_dir:
 *
 * Where program binaries are kept: $GST_CL_CACHE_DIR when set, else
 * gst-cl-analytics/ under the user cache directory ($XDG_CACHE_HOME).
 *
 * Returns: (transfer full) (nullable): the directory, or %NULL when the
 * disk cache is off (GST_CL_NO_BINARY_CACHE set).
 */
gchar *
gst_cl_binary_cache_dir (void)
{
  const gchar *env;

  if (g_getenv (GST_CL_NO_BINARY_CACHE_ENV))
    return NULL;
  env = g_getenv (GST_CL_CACHE_DIR_ENV);
  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_cache_dir (), "gst-cl-analytics", NULL);
}

/* The identity lines of an entry: every one must match for it to be used.
 * Values are single lines (driver strings are stripped; options never hold
 * a newline, but make sure). */
static gchar *
identity_lines (GstClContext * ctx, const gchar * source_name,
    const gchar * source_hash, const gchar * options)
{
  GString *s = g_string_new (NULL);
  gchar *p;

  g_string_append_printf (s, "format %d\nsource %s %s\noptions %s\n"
      "platform %s\ndevice %s\ndriver %s\n", FORMAT_VERSION, source_name,
      source_hash ? source_hash : "-", options ? options : "",
      ctx->platform_name, ctx->device_name, ctx->driver_version);
  for (p = s->str; *p; p++)
    if (*p == '\r')
      *p = ' ';
  return g_string_free (s, FALSE);
}

/**
 * gst_cl_binary_cache_path:
 * @dir: the cache directory
 *
 * Returns: (transfer full): the file of the entry for @source_name built
 * with @options on @ctx's device and driver: a SHA-256 of all of it, so
 * different builds never share a file.
 */
gchar *
gst_cl_binary_cache_path (GstClContext * ctx, const gchar * dir,
    const gchar * source_name, const gchar * source_hash,
    const gchar * options)
{
  gchar *id = identity_lines (ctx, source_name, source_hash, options);
  gchar *digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, id, -1);
  gchar *name = g_strconcat (digest, ".bin", NULL);
  gchar *path = g_build_filename (dir, name, NULL);

  g_free (name);
  g_free (digest);
  g_free (id);
  return path;
}

/* The first line of @a that differs from @b, for the warning. */
static gchar *
first_difference (const gchar * a, const gchar * b)
{
  gchar **la = g_strsplit (a, "\n", -1), **lb = g_strsplit (b, "\n", -1);
  gchar *ret = NULL;
  guint i;

  for (i = 0; la[i] && lb[i]; i++) {
    if (strcmp (la[i], lb[i]) != 0) {
      ret = g_strdup_printf ("has \"%s\" where \"%s\" was expected", la[i],
          lb[i]);
      break;
    }
  }
  if (!ret)
    ret = g_strdup ("has a different header");
  g_strfreev (la);
  g_strfreev (lb);
  return ret;
}

/* Checks an entry's bytes against what it must be; on success *binary and
 * *binary_len point into @data.  @why says what is wrong otherwise. */
static gboolean
verify_entry (const gchar * data, gsize len, const gchar * expected_id,
    const guint8 ** binary, gsize * binary_len, gchar ** why)
{
  gsize magic_len = strlen (MAGIC), id_len = strlen (expected_id);
  const gchar *p, *end, *header_end;
  guint64 blen;
  gchar *digest, *endptr;

  if (len == 0) {
    *why = g_strdup ("is empty");
    return FALSE;
  }
  if (len < magic_len || memcmp (data, MAGIC, magic_len) != 0) {
    *why = g_strdup ("is not a gst-cl-analytics cache entry (no header)");
    return FALSE;
  }
  p = data + magic_len;
  end = data + len;
  header_end = g_strstr_len (p, MIN ((gsize) (end - p), MAX_HEADER_SIZE),
      "\n\n");
  if (!header_end) {
    *why = g_strdup ("has a truncated header");
    return FALSE;
  }
  header_end += 2;
  if ((gsize) (header_end - p) < id_len || memcmp (p, expected_id,
          id_len) != 0) {
    gchar *got = g_strndup (p, header_end - p);
    *why = first_difference (got, expected_id);
    g_free (got);
    return FALSE;
  }
  p += id_len;
  if (!g_str_has_prefix (p, "length ")) {
    *why = g_strdup ("has no length");
    return FALSE;
  }
  blen = g_ascii_strtoull (p + 7, &endptr, 10);
  if (endptr == p + 7 || *endptr != '\n') {
    *why = g_strdup ("has a malformed length");
    return FALSE;
  }
  p = endptr + 1;
  if (!g_str_has_prefix (p, "sha256 ") || p + 7 + 64 + 2 != header_end) {
    *why = g_strdup ("has no checksum");
    return FALSE;
  }
  if (blen != (guint64) (end - header_end)) {
    *why = g_strdup_printf ("holds %" G_GUINT64_FORMAT " bytes of binary "
        "where its header says %" G_GUINT64_FORMAT " (truncated or "
        "overwritten)", (guint64) (end - header_end), blen);
    return FALSE;
  }
  if (blen == 0) {
    *why = g_strdup ("has an empty binary");
    return FALSE;
  }
  digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256,
      (const guchar *) header_end, blen);
  if (memcmp (digest, p + 7, 64) != 0) {
    g_free (digest);
    *why = g_strdup ("fails its checksum (damaged)");
    return FALSE;
  }
  g_free (digest);
  *binary = (const guint8 *) header_end;
  *binary_len = blen;
  return TRUE;
}

static void
discard (GstClContext * ctx, const gchar * path, const gchar * why)
{
  GST_WARNING_OBJECT (ctx, "program binary cache entry %s %s: discarded, "
      "rebuilding from source", path, why);
  if (g_unlink (path) != 0 && errno != ENOENT)
    GST_WARNING_OBJECT (ctx, "cannot remove %s: %s", path, g_strerror (errno));
}

/**
 * gst_cl_binary_cache_load:
 * @ctx: the context to build the program for
 * @dir: the cache directory
 * @source_name: the program's kernels/ stem
 * @source_hash: the hash of its source
 * @options: the full build options
 *
 * Looks the program up on disk.  The entry is used only when its header
 * names exactly this source, options, platform, device, driver and format
 * and its binary has the recorded length and SHA-256; anything else is
 * logged as a warning, removed, and %NULL returned so the caller builds
 * from source.  The file is opened without blocking and must be a regular
 * file.
 *
 * Returns: (transfer full) (nullable): the built program, or %NULL.
 */
cl_program
gst_cl_binary_cache_load (GstClContext * ctx, const gchar * dir,
    const gchar * source_name, const gchar * source_hash,
    const gchar * options)
{
  gchar *path, *data = NULL, *id, *why = NULL;
  const guint8 *bin = NULL;
  gsize len = 0, bin_len = 0;
  cl_program program = NULL;
  cl_int status, bin_status = CL_SUCCESS;
  GError *err = NULL;

  path = gst_cl_binary_cache_path (ctx, dir, source_name, source_hash,
      options);
  if (!g_file_test (path, G_FILE_TEST_EXISTS)) {
    GST_DEBUG_OBJECT (ctx, "no cached binary %s", path);
    g_free (path);
    return NULL;
  }
  if (!gst_cl_read_regular_file (path, "cached program binary",
          MAX_ENTRY_SIZE, &data, &len, &err)) {
    /* not a file we can use (directory, FIFO, unreadable): leave it, it is
     * not ours to remove */
    GST_WARNING_OBJECT (ctx, "%s; rebuilding from source", err->message);
    g_clear_error (&err);
    g_free (path);
    return NULL;
  }

  id = identity_lines (ctx, source_name, source_hash, options);
  if (!verify_entry (data, len, id, &bin, &bin_len, &why)) {
    discard (ctx, path, why);
    goto done;
  }

  program = clCreateProgramWithBinary (ctx->context, 1, &ctx->device,
      &bin_len, &bin, &bin_status, &status);
  if (status != CL_SUCCESS || bin_status != CL_SUCCESS) {
    why = g_strdup_printf ("was refused by the driver (%s)",
        gst_cl_status_to_string (status != CL_SUCCESS ? status :
            bin_status));
    if (program)
      clReleaseProgram (program);
    program = NULL;
    discard (ctx, path, why);
    goto done;
  }
  status = clBuildProgram (program, 1, &ctx->device, options, NULL, NULL);
  if (status != CL_SUCCESS) {
    why = g_strdup_printf ("does not build (%s)",
        gst_cl_status_to_string (status));
    clReleaseProgram (program);
    program = NULL;
    discard (ctx, path, why);
    goto done;
  }
  GST_DEBUG_OBJECT (ctx, "program binary loaded from %s", path);

done:
  g_free (why);
  g_free (id);
  g_free (data);
  g_free (path);
  return program;
}

/**
 * gst_cl_binary_cache_store:
 * @ctx: the context @program was built on
 * @dir: the cache directory (created when missing)
 * @program: a program built from @source_name's source with @options
 *
 * Writes the entry atomically (temporary file, then rename).  A failure
 * (directory not writable, a file where the directory should be, disk
 * full) is a warning in the log, never an error: the program works, it is
 * only built again next time.
 *
 * Returns: %TRUE when the entry was written.
 */
gboolean
gst_cl_binary_cache_store (GstClContext * ctx, const gchar * dir,
    const gchar * source_name, const gchar * source_hash,
    const gchar * options, cl_program program)
{
  gsize size = 0;
  guint8 *bin;
  gchar *id, *digest, *path;
  GString *entry;
  GError *err = NULL;
  gboolean ok = FALSE;

  if (clGetProgramInfo (program, CL_PROGRAM_BINARY_SIZES, sizeof (gsize),
          &size, NULL) != CL_SUCCESS || size == 0 || size > MAX_ENTRY_SIZE) {
    GST_DEBUG_OBJECT (ctx, "no program binary to cache for %s", source_name);
    return FALSE;
  }
  bin = g_malloc (size);
  if (clGetProgramInfo (program, CL_PROGRAM_BINARIES, sizeof (bin), &bin,
          NULL) != CL_SUCCESS) {
    g_free (bin);
    return FALSE;
  }

  if (g_mkdir_with_parents (dir, 0755) != 0) {
    GST_WARNING_OBJECT (ctx, "program binary cache directory %s cannot be "
        "created (%s): programs are built at every start", dir,
        g_strerror (errno));
    g_free (bin);
    return FALSE;
  }

  id = identity_lines (ctx, source_name, source_hash, options);
  digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, bin, size);
  entry = g_string_sized_new (size + 1024);
  g_string_append (entry, MAGIC);
  g_string_append (entry, id);
  g_string_append_printf (entry, "length %" G_GSIZE_FORMAT "\nsha256 %s\n\n",
      size, digest);
  g_string_append_len (entry, (const gchar *) bin, size);
  g_free (bin);
  g_free (digest);
  g_free (id);

  path = gst_cl_binary_cache_path (ctx, dir, source_name, source_hash,
      options);
  /* a unique temporary file in @dir, fsync'ed, then renamed over @path:
   * a reader or a concurrent writer never sees half an entry, and a power
   * cut leaves either the old entry or the new one */
  if (g_file_set_contents_full (path, entry->str, entry->len,
          G_FILE_SET_CONTENTS_CONSISTENT, 0644, &err)) {
    GST_DEBUG_OBJECT (ctx, "program binary stored in %s", path);
    ok = TRUE;
  } else {
    GST_WARNING_OBJECT (ctx, "program binary cannot be cached (%s): it is "
        "built again at the next start", err->message);
    g_clear_error (&err);
  }
  g_string_free (entry, TRUE);
  g_free (path);
  return ok;
}
