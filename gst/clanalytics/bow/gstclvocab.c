/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * Visual vocabulary files.  The layout is specified in
 * docs/vocabulary-format.md; this file is its reference implementation.
 * Loading is strict: a vocabulary decides every histogram the element
 * produces, so any doubt about the file is an error naming the file and the
 * problem, never a silently truncated or zero-filled vocabulary.
 */

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include <errno.h>
#include <glib/gstdio.h>

#include "gstclerror.h"
#include "gstclvocab.h"
#include "gstcl-private.h"

#define VOCAB_MAGIC "GSTCLBOW"
#define VOCAB_MAGIC_LEN 8
#define VOCAB_HEADER_LEN 28
#define VOCAB_CHECKSUM_LEN 32

/* word-aligned start of the float data, so a mapped file could be used as is */
#define VOCAB_DATA_OFFSET(name_len) \
  ((VOCAB_HEADER_LEN + (gsize) (name_len) + 3) & ~(gsize) 3)

#define VOCAB_FILE_SIZE(name_len, n_words) \
  (VOCAB_DATA_OFFSET (name_len) + \
   (gsize) (n_words) * GST_CL_VOCAB_DIM * sizeof (guint32) + \
   VOCAB_CHECKSUM_LEN)

static guint32
read_u32_le (const guint8 * p)
{
  return (guint32) p[0] | ((guint32) p[1] << 8) | ((guint32) p[2] << 16) |
      ((guint32) p[3] << 24);
}

static void
write_u32_le (guint8 * p, guint32 v)
{
  p[0] = v & 0xff;
  p[1] = (v >> 8) & 0xff;
  p[2] = (v >> 16) & 0xff;
  p[3] = (v >> 24) & 0xff;
}

static gboolean
check_name (const gchar * name, gsize len, const gchar * where,
    GError ** error)
{
  if (len > GST_CL_VOCAB_MAX_NAME) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: name of %" G_GSIZE_FORMAT " bytes is longer than "
        "the limit of %d", where, len, GST_CL_VOCAB_MAX_NAME);
    return FALSE;
  }
  if (memchr (name, '\0', len) != NULL || !g_utf8_validate (name, len, NULL)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: name is not valid UTF-8 text", where);
    return FALSE;
  }
  return TRUE;
}

static gboolean
check_words (const gfloat * words, guint n_words, const gchar * where,
    GError ** error)
{
  gsize i, n = (gsize) n_words * GST_CL_VOCAB_DIM;

  for (i = 0; i < n; i++) {
    if (!isfinite (words[i])) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
          "Vocabulary %s: word %" G_GSIZE_FORMAT " component %" G_GSIZE_FORMAT
          " is %s, every value must be finite", where,
          i / GST_CL_VOCAB_DIM, i % GST_CL_VOCAB_DIM,
          isnan (words[i]) ? "NaN" : "infinite");
      return FALSE;
    }
  }
  return TRUE;
}

static gboolean
check_n_words (guint64 n_words, const gchar * where, GError ** error)
{
  if (n_words == 0 || n_words > GST_CL_VOCAB_MAX_WORDS) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: %" G_GUINT64_FORMAT " words, expected 1 to %d",
        where, n_words, GST_CL_VOCAB_MAX_WORDS);
    return FALSE;
  }
  return TRUE;
}

/**
 * gst_cl_vocab_new:
 * @n_words: K, 1 to %GST_CL_VOCAB_MAX_WORDS
 * @name: (nullable): metadata string, UTF-8
 * @error: return location for a #GError
 *
 * Returns: (transfer full): a vocabulary of @n_words zero words, or %NULL
 * with @error set when @n_words or @name is out of range.
 */
GstClVocab *
gst_cl_vocab_new (guint n_words, const gchar * name, GError ** error)
{
  GstClVocab *vocab;

  if (!name)
    name = "";
  if (!check_n_words (n_words, "(new)", error) ||
      !check_name (name, strlen (name), "(new)", error))
    return NULL;

  vocab = g_new0 (GstClVocab, 1);
  vocab->dim = GST_CL_VOCAB_DIM;
  vocab->n_words = n_words;
  vocab->words = g_new0 (gfloat, (gsize) n_words * GST_CL_VOCAB_DIM);
  vocab->name = g_strdup (name);
  return vocab;
}

/**
 * gst_cl_vocab_new_from_data:
 * @words: @n_words * %GST_CL_VOCAB_DIM floats, copied
 * @n_words: K
 * @name: (nullable): metadata string
 * @error: return location for a #GError
 *
 * Returns: (transfer full): a vocabulary holding a copy of @words, or %NULL
 * with @error set when a value is not finite or a size is out of range.
 */
GstClVocab *
gst_cl_vocab_new_from_data (const gfloat * words, guint n_words,
    const gchar * name, GError ** error)
{
  GstClVocab *vocab;

  g_return_val_if_fail (words != NULL, NULL);

  if (!check_n_words (n_words, "(new)", error) ||
      !check_words (words, n_words, "(new)", error))
    return NULL;
  vocab = gst_cl_vocab_new (n_words, name, error);
  if (vocab)
    memcpy (vocab->words, words,
        (gsize) n_words * GST_CL_VOCAB_DIM * sizeof (gfloat));
  return vocab;
}

/**
 * gst_cl_vocab_free:
 * @vocab: (nullable): a vocabulary
 */
void
gst_cl_vocab_free (GstClVocab * vocab)
{
  if (!vocab)
    return;
  g_free (vocab->words);
  g_free (vocab->name);
  g_free (vocab);
}

/**
 * gst_cl_vocab_load_from_data:
 * @data: the bytes of a vocabulary file
 * @size: their number
 * @display_name: what error messages call the data (a path, say)
 * @error: return location for a #GError
 *
 * Parses and validates a vocabulary in the format of
 * docs/vocabulary-format.md.  Every deviation (magic, version, dimension,
 * word count, reserved fields, padding, size, checksum, non-finite values) is
 * an error in %GST_CL_ERROR with code %GST_CL_ERROR_INVALID_DATA.
 *
 * Returns: (transfer full): the vocabulary, or %NULL with @error set.
 */
GstClVocab *
gst_cl_vocab_load_from_data (const guint8 * data, gsize size,
    const gchar * display_name, GError ** error)
{
  g_autofree gchar *where = NULL;
  guint32 version, dim, n_words, flags, name_len;
  gsize expected, offset, i, n;
  guint8 digest[VOCAB_CHECKSUM_LEN];
  gsize digest_len = sizeof (digest);
  GChecksum *checksum;
  GstClVocab *vocab;

  g_return_val_if_fail (data != NULL || size == 0, NULL);

  where = g_strdup_printf ("file \xe2\x80\x9c%s\xe2\x80\x9d",
      display_name ? display_name : "(memory)");

  if (size < VOCAB_MAGIC_LEN || memcmp (data, VOCAB_MAGIC, VOCAB_MAGIC_LEN)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: not a vocabulary file (magic \"" VOCAB_MAGIC
        "\" missing)", where);
    return NULL;
  }
  if (size < VOCAB_HEADER_LEN) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: truncated header (%" G_GSIZE_FORMAT " bytes, the "
        "header alone is %d)", where, size, VOCAB_HEADER_LEN);
    return NULL;
  }

  version = read_u32_le (data + 8);
  dim = read_u32_le (data + 12);
  n_words = read_u32_le (data + 16);
  flags = read_u32_le (data + 20);
  name_len = read_u32_le (data + 24);

  if (version != GST_CL_VOCAB_VERSION) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: format version %u, this build reads version %d",
        where, version, GST_CL_VOCAB_VERSION);
    return NULL;
  }
  if (dim != GST_CL_VOCAB_DIM) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: words have %u dimensions, the descriptor has %d",
        where, dim, GST_CL_VOCAB_DIM);
    return NULL;
  }
  if (!check_n_words (n_words, where, error))
    return NULL;
  if (flags != 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: reserved flags 0x%08x set (written by a newer "
        "version?)", where, flags);
    return NULL;
  }
  if (name_len > GST_CL_VOCAB_MAX_NAME) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: name length %u is over the limit of %d", where,
        name_len, GST_CL_VOCAB_MAX_NAME);
    return NULL;
  }

  expected = VOCAB_FILE_SIZE (name_len, n_words);
  if (size < expected) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: truncated, %" G_GSIZE_FORMAT " bytes where a "
        "vocabulary of %u words needs %" G_GSIZE_FORMAT, where, size,
        n_words, expected);
    return NULL;
  }
  if (size > expected) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: %" G_GSIZE_FORMAT " bytes of trailing garbage after "
        "%u words", where, size - expected, n_words);
    return NULL;
  }

  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (checksum, data, expected - VOCAB_CHECKSUM_LEN);
  g_checksum_get_digest (checksum, digest, &digest_len);
  g_checksum_free (checksum);
  if (memcmp (digest, data + expected - VOCAB_CHECKSUM_LEN,
          VOCAB_CHECKSUM_LEN) != 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary %s: SHA-256 checksum mismatch, the file is corrupt",
        where);
    return NULL;
  }

  if (!check_name ((const gchar *) data + VOCAB_HEADER_LEN, name_len, where,
          error))
    return NULL;
  for (offset = VOCAB_HEADER_LEN + name_len;
      offset < VOCAB_DATA_OFFSET (name_len); offset++) {
    if (data[offset] != 0) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
          "Vocabulary %s: non-zero padding byte at offset %" G_GSIZE_FORMAT,
          where, offset);
      return NULL;
    }
  }

  vocab = g_new0 (GstClVocab, 1);
  vocab->dim = GST_CL_VOCAB_DIM;
  vocab->n_words = n_words;
  vocab->name = g_strndup ((const gchar *) data + VOCAB_HEADER_LEN, name_len);
  n = (gsize) n_words * GST_CL_VOCAB_DIM;
  vocab->words = g_new (gfloat, n);
  offset = VOCAB_DATA_OFFSET (name_len);
  for (i = 0; i < n; i++) {
    guint32 bits = read_u32_le (data + offset + 4 * i);
    memcpy (&vocab->words[i], &bits, sizeof (bits));
  }

  if (!check_words (vocab->words, n_words, where, error)) {
    gst_cl_vocab_free (vocab);
    return NULL;
  }
  return vocab;
}

/**
 * gst_cl_vocab_load:
 * @path: a vocabulary file
 * @error: return location for a #GError
 *
 * Reads and validates @path (see gst_cl_vocab_load_from_data()).  A file
 * that cannot be read is also reported as %GST_CL_ERROR_INVALID_DATA, with
 * the system's reason in the message.
 *
 * Returns: (transfer full): the vocabulary, or %NULL with @error set.
 */
GstClVocab *
gst_cl_vocab_load (const gchar * path, GError ** error)
{
  g_autofree gchar *contents = NULL;
  gsize len;

  g_return_val_if_fail (path != NULL, NULL);

  /* a FIFO, a device, a directory or a file too large for any valid
   * vocabulary is refused before it is read */
  if (!gst_cl_read_regular_file (path, "vocabulary file",
          VOCAB_FILE_SIZE (GST_CL_VOCAB_MAX_NAME, GST_CL_VOCAB_MAX_WORDS),
          &contents, &len, error))
    return NULL;
  return gst_cl_vocab_load_from_data ((const guint8 *) contents, len, path,
      error);
}

/**
 * gst_cl_vocab_serialize:
 * @vocab: a vocabulary
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the file image of @vocab, or %NULL with @error
 * set when @vocab is not valid (it would not load back).
 */
GBytes *
gst_cl_vocab_serialize (const GstClVocab * vocab, GError ** error)
{
  gsize name_len, size, i, n, offset;
  guint8 *buf;
  GChecksum *checksum;
  gsize digest_len = VOCAB_CHECKSUM_LEN;
  const gchar *name;

  g_return_val_if_fail (vocab != NULL, NULL);

  name = vocab->name ? vocab->name : "";
  name_len = strlen (name);
  if (vocab->dim != GST_CL_VOCAB_DIM) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Vocabulary to save has %u dimensions, expected %d", vocab->dim,
        GST_CL_VOCAB_DIM);
    return NULL;
  }
  if (!check_n_words (vocab->n_words, "to save", error) ||
      !check_name (name, name_len, "to save", error) ||
      !check_words (vocab->words, vocab->n_words, "to save", error))
    return NULL;

  size = VOCAB_FILE_SIZE (name_len, vocab->n_words);
  buf = g_malloc0 (size);
  memcpy (buf, VOCAB_MAGIC, VOCAB_MAGIC_LEN);
  write_u32_le (buf + 8, GST_CL_VOCAB_VERSION);
  write_u32_le (buf + 12, GST_CL_VOCAB_DIM);
  write_u32_le (buf + 16, vocab->n_words);
  write_u32_le (buf + 20, 0);
  write_u32_le (buf + 24, name_len);
  memcpy (buf + VOCAB_HEADER_LEN, name, name_len);

  n = (gsize) vocab->n_words * GST_CL_VOCAB_DIM;
  offset = VOCAB_DATA_OFFSET (name_len);
  for (i = 0; i < n; i++) {
    guint32 bits;
    memcpy (&bits, &vocab->words[i], sizeof (bits));
    write_u32_le (buf + offset + 4 * i, bits);
  }

  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (checksum, buf, size - VOCAB_CHECKSUM_LEN);
  g_checksum_get_digest (checksum, buf + size - VOCAB_CHECKSUM_LEN,
      &digest_len);
  g_checksum_free (checksum);

  return g_bytes_new_take (buf, size);
}

/**
 * gst_cl_vocab_save:
 * @vocab: a vocabulary
 * @path: where to write it: a regular file, replaced atomically, a link to
 *   one (written through), or "-" for standard output; anything else is
 *   refused (gst_cl_write_output_file())
 * @error: return location for a #GError
 *
 * Returns: %TRUE on success; %FALSE with @error set (%GST_CL_ERROR_INVALID_DATA
 * for an invalid @vocab, %GST_CL_ERROR_FAILED when writing fails).
 */
gboolean
gst_cl_vocab_save (const GstClVocab * vocab, const gchar * path,
    GError ** error)
{
  g_autoptr (GBytes) bytes = NULL;
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (vocab != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  bytes = gst_cl_vocab_serialize (vocab, error);
  if (!bytes)
    return FALSE;
  data = g_bytes_get_data (bytes, &size);
  return gst_cl_write_output_file (path, "vocabulary", data, size, error);
}
