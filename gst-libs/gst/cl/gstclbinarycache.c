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
 * The directory is used only when it belongs to the user running the
 * process and nobody else may write into it (else one warning, and
 * programs are built from source): binaries from there go straight to the
 * driver.  And an entry is bound to what it was built for: an HMAC-SHA256,
 * keyed with a secret the cache keeps for this user (the file "key",
 * mode 0600), covers the header (source hash, options, platform, device,
 * driver) and the binary together, so an entry whose binary was swapped
 * for another program's, with its length and SHA-256 recomputed, or one
 * copied from another user's or machine's cache, is rejected.
 *
 * An entry is a text header, then the binary:
 *
 *   GSTCLBIN
 *   format 2
 *   source integral 5f0c...     (kernels/ stem and source hash)
 *   options -cl-std=CL1.2 -DX=1
 *   platform Portable Computing Language
 *   device cpu-haswell-...
 *   driver 3.1+debian
 *   length 123456
 *   sha256 9e1f...              (of the binary: damage)
 *   hmac 41c0...                (of all the above and the binary: origin)
 *   (empty line)
 *   <length bytes of binary>
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/random.h>
#include <glib/gstdio.h>
#include "gstcl-private.h"

#define GST_CAT_DEFAULT gst_cl_runtime_debug

#define MAGIC "GSTCLBIN\n"
/* bump when the header or what goes into it changes */
#define FORMAT_VERSION 2
/* no program of ours comes near this; a larger file is not ours */
#define MAX_ENTRY_SIZE (256 * 1024 * 1024)
#define MAX_HEADER_SIZE (64 * 1024)
#define KEY_FILE "key"
#define KEY_SIZE 32

/* the directories already warned about, and each directory's key */
static GMutex dirs_lock;
static GHashTable *warned_dirs;
static GHashTable *dir_keys;

/* One warning per directory and process. */
static void
warn_once (GstClContext * ctx, const gchar * dir, const gchar * why)
{
  gboolean first;

  g_mutex_lock (&dirs_lock);
  if (!warned_dirs)
    warned_dirs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
        NULL);
  first = g_hash_table_add (warned_dirs, g_strdup (dir));
  g_mutex_unlock (&dirs_lock);
  if (first) {
    gchar *shown = gst_cl_utf8_escape (dir, -1);

    GST_WARNING_OBJECT (ctx, "program binary cache directory %s %s: not "
        "used, programs are built at every start", shown, why);
    g_free (shown);
  }
}

/* Whether @dir may hold the cache: a directory of the user running the
 * process that no group or other user can write into.  When it does not
 * exist it holds no entry (load) or is made, mode 0700 (store). */
static gboolean
dir_trusted (GstClContext * ctx, const gchar * dir, gboolean create)
{
  struct stat st;
  gchar *why;

  if (stat (dir, &st) != 0) {
    if (errno == ENOENT && !create)
      return FALSE;
    if (errno != ENOENT || g_mkdir_with_parents (dir, 0700) != 0
        || stat (dir, &st) != 0) {
      why = g_strdup_printf ("cannot be created (%s)", g_strerror (errno));
      warn_once (ctx, dir, why);
      g_free (why);
      return FALSE;
    }
  }
  if (!S_ISDIR (st.st_mode)) {
    warn_once (ctx, dir, "is not a directory");
    return FALSE;
  }
  if (st.st_uid != geteuid ()) {
    why = g_strdup_printf ("belongs to user %u, not to %u", (guint) st.st_uid,
        (guint) geteuid ());
    warn_once (ctx, dir, why);
    g_free (why);
    return FALSE;
  }
  if (st.st_mode & (S_IWGRP | S_IWOTH)) {
    why = g_strdup_printf ("can be written by %s (mode %04o)",
        (st.st_mode & S_IWOTH) ? "other users" : "its group",
        (guint) (st.st_mode & 07777));
    warn_once (ctx, dir, why);
    g_free (why);
    return FALSE;
  }
  return TRUE;
}

/* The secret that signs @dir's entries: read from @dir/key (a regular file
 * of this user, readable by nobody else), or, when @create, made from the
 * system's random source and written there.  %NULL when there is none. */
static GBytes *
dir_key (GstClContext * ctx, const gchar * dir, gboolean create)
{
  gchar *path = g_build_filename (dir, KEY_FILE, NULL);
  GBytes *key = NULL;
  struct stat st;
  gchar *data = NULL;
  gsize len = 0;

  g_mutex_lock (&dirs_lock);
  if (!dir_keys)
    dir_keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
        (GDestroyNotify) g_bytes_unref);
  key = g_hash_table_lookup (dir_keys, dir);
  if (key) {
    /* still the file's: another process may have replaced it */
    if (stat (path, &st) == 0 && S_ISREG (st.st_mode)) {
      g_bytes_ref (key);
      goto done;
    }
    g_hash_table_remove (dir_keys, dir);
    key = NULL;
  }
  if (lstat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid ==
      geteuid () && (st.st_mode & 0077) == 0 && st.st_size == KEY_SIZE &&
      gst_cl_read_regular_file (path, "cache key", KEY_SIZE, &data, &len,
          NULL) && len == KEY_SIZE) {
    key = g_bytes_new_take (data, len);
    data = NULL;
  } else if (create) {
    guint8 bytes[KEY_SIZE];
    GError *err = NULL;

    if (getrandom (bytes, sizeof (bytes), 0) != (gssize) sizeof (bytes)) {
      GST_WARNING_OBJECT (ctx, "no random bytes for the cache key (%s)",
          g_strerror (errno));
    } else if (!g_file_set_contents_full (path, (const gchar *) bytes,
            sizeof (bytes), G_FILE_SET_CONTENTS_CONSISTENT, 0600, &err)) {
      GST_WARNING_OBJECT (ctx, "the cache key cannot be written (%s)",
          err->message);
      g_clear_error (&err);
    } else {
      key = g_bytes_new (bytes, sizeof (bytes));
    }
  }
  if (key)
    g_hash_table_insert (dir_keys, g_strdup (dir), g_bytes_ref (key));
done:
  g_mutex_unlock (&dirs_lock);
  g_free (data);
  g_free (path);
  return key;
}

/* HMAC-SHA256 with @key of @head (the header up to its hmac line) and
 * @binary */
static gchar *
entry_hmac (GBytes * key, const gchar * head, gsize head_len,
    const guint8 * binary, gsize binary_len)
{
  gsize key_len;
  const guchar *k = g_bytes_get_data (key, &key_len);
  GHmac *hmac = g_hmac_new (G_CHECKSUM_SHA256, k, key_len);
  gchar *ret;

  g_hmac_update (hmac, (const guchar *) head, head_len);
  g_hmac_update (hmac, binary, binary_len);
  ret = g_strdup (g_hmac_get_string (hmac));
  g_hmac_unref (hmac);
  return ret;
}

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
    GBytes * key, const guint8 ** binary, gsize * binary_len, gchar ** why)
{
  gsize magic_len = strlen (MAGIC), id_len = strlen (expected_id);
  const gchar *p, *end, *header_end, *mac;
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
  mac = p + 7 + 64 + 1;
  if (!g_str_has_prefix (p, "sha256 ") || mac > header_end ||
      p[7 + 64] != '\n') {
    *why = g_strdup ("has no checksum");
    return FALSE;
  }
  if (!g_str_has_prefix (mac, "hmac ") || mac + 5 + 64 + 2 != header_end) {
    *why = g_strdup ("has no HMAC");
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
  digest = entry_hmac (key, data, mac - data, (const guint8 *) header_end,
      blen);
  if (memcmp (digest, mac + 5, 64) != 0) {
    g_free (digest);
    *why = g_strdup ("fails its HMAC (not written by this cache for this "
        "source, these options and this binary)");
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
 * Looks the program up on disk.  Nothing is read from a directory that
 * another user owns or that others can write into (one warning per
 * directory).  The entry is used only when its header names exactly this
 * source, options, platform, device, driver and format, its binary has
 * the recorded length and SHA-256, and its HMAC (this cache's key over
 * the header and the binary) matches; anything else is logged as a
 * warning, removed, and %NULL returned so the caller builds from source.
 * The file is opened without blocking and must be a regular file.
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

  GBytes *key = NULL;

  if (!dir_trusted (ctx, dir, FALSE))
    return NULL;
  path = gst_cl_binary_cache_path (ctx, dir, source_name, source_hash,
      options);
  if (!g_file_test (path, G_FILE_TEST_EXISTS)) {
    GST_DEBUG_OBJECT (ctx, "no cached binary %s", path);
    g_free (path);
    return NULL;
  }
  key = dir_key (ctx, dir, FALSE);
  if (!key) {
    discard (ctx, path, "cannot be checked: the cache has no key");
    g_free (path);
    return NULL;
  }
  if (!gst_cl_read_regular_file (path, "cached program binary",
          MAX_ENTRY_SIZE, &data, &len, &err)) {
    /* not a file we can use (directory, FIFO, unreadable): leave it, it is
     * not ours to remove */
    GST_WARNING_OBJECT (ctx, "%s; rebuilding from source", err->message);
    g_clear_error (&err);
    g_bytes_unref (key);
    g_free (path);
    return NULL;
  }

  id = identity_lines (ctx, source_name, source_hash, options);
  if (!verify_entry (data, len, id, key, &bin, &bin_len, &why)) {
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
  g_bytes_unref (key);
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
 * Writes the entry atomically (temporary file, then rename), signed with
 * the cache's key (made on first use).  A failure (directory not
 * writable, a file where the directory should be, another user's or a
 * group-writable directory, disk full) is a warning in the log, never an
 * error: the program works, it is only built again next time.
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
  GBytes *key;
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

  if (!dir_trusted (ctx, dir, TRUE) || !(key = dir_key (ctx, dir, TRUE))) {
    g_free (bin);
    return FALSE;
  }

  id = identity_lines (ctx, source_name, source_hash, options);
  digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, bin, size);
  entry = g_string_sized_new (size + 1024);
  g_string_append (entry, MAGIC);
  g_string_append (entry, id);
  g_string_append_printf (entry, "length %" G_GSIZE_FORMAT "\nsha256 %s\n",
      size, digest);
  g_free (digest);
  digest = entry_hmac (key, entry->str, entry->len, bin, size);
  g_string_append_printf (entry, "hmac %s\n\n", digest);
  g_string_append_len (entry, (const gchar *) bin, size);
  g_bytes_unref (key);
  g_free (bin);
  g_free (digest);
  g_free (id);

  path = gst_cl_binary_cache_path (ctx, dir, source_name, source_hash,
      options);
  /* a unique temporary file in @dir, fsync'ed, then renamed over @path:
   * a reader or a concurrent writer never sees half an entry, and a power
   * cut leaves either the old entry or the new one */
  if (g_file_set_contents_full (path, entry->str, entry->len,
          G_FILE_SET_CONTENTS_CONSISTENT, 0600, &err)) {
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
