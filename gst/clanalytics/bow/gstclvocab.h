/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * GST_CL_VOCAB_DIM:
 *
 * Length of a visual word: the dimension of the U-SURF descriptor.  The file
 * format records it so that a vocabulary built for another descriptor is
 * refused rather than misread.
 */
#define GST_CL_VOCAB_DIM 64

/**
 * GST_CL_VOCAB_MAX_WORDS:
 *
 * Largest vocabulary accepted.  Far above what a per-frame histogram needs;
 * it bounds the memory a corrupt header can make the loader allocate.
 */
#define GST_CL_VOCAB_MAX_WORDS 65536

/**
 * GST_CL_VOCAB_MAX_NAME:
 *
 * Longest metadata string (bytes of UTF-8) a vocabulary file may carry.
 */
#define GST_CL_VOCAB_MAX_NAME 4096

/**
 * GST_CL_VOCAB_VERSION:
 *
 * Format version written by gst_cl_vocab_save() and the only one read.
 * docs/vocabulary-format.md describes it byte by byte.
 */
#define GST_CL_VOCAB_VERSION 1

/**
 * GstClVocab:
 * @dim: words' dimension, always %GST_CL_VOCAB_DIM
 * @n_words: number of words K, 1 to %GST_CL_VOCAB_MAX_WORDS
 * @words: K * @dim finite floats, word after word (row-major)
 * @name: UTF-8 metadata string, never %NULL (may be empty); by convention
 *   "key=value" pairs separated by ';' describing how it was trained
 *
 * A visual vocabulary: the K cluster centres that descriptors are assigned
 * to.  Word index j is histogram bin j.
 */
typedef struct
{
  guint dim;
  guint n_words;
  gfloat *words;
  gchar *name;
} GstClVocab;

GstClVocab *gst_cl_vocab_new (guint n_words, const gchar * name,
    GError ** error);

GstClVocab *gst_cl_vocab_new_from_data (const gfloat * words, guint n_words,
    const gchar * name, GError ** error);

GstClVocab *gst_cl_vocab_load (const gchar * path, GError ** error);

GstClVocab *gst_cl_vocab_load_from_data (const guint8 * data, gsize size,
    const gchar * display_name, GError ** error);

GBytes *gst_cl_vocab_serialize (const GstClVocab * vocab, GError ** error);

gboolean gst_cl_vocab_save (const GstClVocab * vocab, const gchar * path,
    GError ** error);

void gst_cl_vocab_free (GstClVocab * vocab);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GstClVocab, gst_cl_vocab_free);

G_END_DECLS
