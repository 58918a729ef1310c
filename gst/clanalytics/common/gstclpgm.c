/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * A strict reader of binary 8-bit PGM (P5) images: the test and training
 * input of the kernel harnesses, the benchmarks and cl-bow-train.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <stdlib.h>
#include <string.h>

#include "gstclerror.h"
#include "gstcl-private.h"
#include "gstclpgm.h"

static gboolean
pgm_token (const guint8 * data, gsize size, gsize * pos, guint * value)
{
  guint64 v = 0;
  gsize digits = 0;

  /* whitespace and '#' comments may separate header fields */
  while (*pos < size) {
    if (data[*pos] == '#') {
      while (*pos < size && data[*pos] != '\n')
        (*pos)++;
    } else if (g_ascii_isspace (data[*pos])) {
      (*pos)++;
    } else {
      break;
    }
  }
  while (*pos < size && g_ascii_isdigit (data[*pos]) && digits < 10) {
    v = v * 10 + (data[*pos] - '0');
    (*pos)++;
    digits++;
  }
  if (digits == 0 || v > G_MAXINT32 || (*pos < size
          && g_ascii_isdigit (data[*pos])))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/**
 * gst_cl_pgm_load:
 * @path: a binary (P5) PGM file with maxval 1..255
 * @pixels: (out) (transfer full): width * height bytes, rows packed
 * @width: (out): columns
 * @height: (out): rows
 * @error: return location for a #GError
 *
 * Reads the grey images that the training tool and the kernel harness take
 * until frames come from GStreamer.  Pixel values are used as they are
 * (maxval is not rescaled).
 *
 * Returns: %FALSE with @error set (%GST_CL_ERROR_INVALID_DATA) when the file
 * cannot be read or is not such a PGM.
 */
gboolean
gst_cl_pgm_load (const gchar * path, guint8 ** pixels, guint * width,
    guint * height, GError ** error)
{
  g_autofree gchar *contents = NULL;
  const guint8 *data;
  gsize size, pos = 2;
  guint w, h, maxval;

  /* the header's limits below bound the size of a valid image */
  if (!gst_cl_read_regular_file (path, "image", G_MAXSSIZE, &contents, &size,
          error))
    return FALSE;
  data = (const guint8 *) contents;
  if (size < 2 || data[0] != 'P' || data[1] != '5') {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d is not a binary PGM (P5)", path);
    return FALSE;
  }
  if (!pgm_token (data, size, &pos, &w) || !pgm_token (data, size, &pos, &h)
      || !pgm_token (data, size, &pos, &maxval) || pos >= size
      || !g_ascii_isspace (data[pos])) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d has a malformed PGM header", path);
    return FALSE;
  }
  pos++;
  if (w == 0 || h == 0 || w > 65536 || h > 65536 || maxval == 0
      || maxval > 255) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d: unsupported PGM %ux%u, maxval %u "
        "(8-bit, at most 65536x65536)", path, w, h, maxval);
    return FALSE;
  }
  if (size - pos < (gsize) w * h) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "Image \xe2\x80\x9c%s\xe2\x80\x9d is truncated: %" G_GSIZE_FORMAT
        " pixel bytes for %ux%u", path, size - pos, w, h);
    return FALSE;
  }
  *pixels = g_memdup2 (data + pos, (gsize) w * h);
  *width = w;
  *height = h;
  return TRUE;
}
