/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Reading a data file a user names (cascade, vocabulary, cached program
 * binary) without trusting it: it must be a regular file of bounded size,
 * checked on the open descriptor before a byte is read, so a FIFO, a device
 * or a directory is an error rather than a read that never ends.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include "gstcl-private.h"

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif

static const gchar *
file_kind (mode_t mode)
{
  if (S_ISDIR (mode))
    return "a directory";
  if (S_ISFIFO (mode))
    return "a FIFO";
  if (S_ISCHR (mode))
    return "a character device";
  if (S_ISBLK (mode))
    return "a block device";
  if (S_ISSOCK (mode))
    return "a socket";
  return "not a regular file";
}

/**
 * gst_cl_read_regular_file:
 * @path: the file
 * @what: what the file is, for messages ("cascade", "vocabulary")
 * @max_size: the largest size accepted, in bytes
 * @contents: (out) (transfer full): the bytes, NUL-terminated
 * @length: (out): the number of bytes, without the terminator
 * @error: a #GError return location
 *
 * Opens @path without blocking (O_NONBLOCK: opening a FIFO with no writer
 * returns at once), checks with fstat() that it is a regular file no larger
 * than @max_size, then reads it whole.  Every failure names @what, @path
 * and the reason (%GST_CL_ERROR_INVALID_DATA).
 *
 * Returns: %TRUE when @contents holds the file.
 */
gboolean
gst_cl_read_regular_file (const gchar * path, const gchar * what,
    gsize max_size, gchar ** contents, gsize * length, GError ** error)
{
  struct stat st;
  gchar *buf;
  gsize done = 0;
  gint fd, saved;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL && length != NULL, FALSE);

  *contents = NULL;
  *length = 0;
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0) {
    saved = errno;
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "%c%s \xe2\x80\x9c%s\xe2\x80\x9d cannot be opened: %s",
        g_ascii_toupper (what[0]), what + 1, path, g_strerror (saved));
    return FALSE;
  }
  if (fstat (fd, &st) != 0) {
    saved = errno;
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "%c%s \xe2\x80\x9c%s\xe2\x80\x9d cannot be read: %s",
        g_ascii_toupper (what[0]), what + 1, path, g_strerror (saved));
    close (fd);
    return FALSE;
  }
  if (!S_ISREG (st.st_mode)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "%c%s \xe2\x80\x9c%s\xe2\x80\x9d is %s, not a regular file",
        g_ascii_toupper (what[0]), what + 1, path, file_kind (st.st_mode));
    close (fd);
    return FALSE;
  }
  if ((guint64) st.st_size > (guint64) max_size) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "%c%s \xe2\x80\x9c%s\xe2\x80\x9d is %" G_GUINT64_FORMAT " bytes, "
        "larger than the limit of %" G_GSIZE_FORMAT " bytes",
        g_ascii_toupper (what[0]), what + 1, path, (guint64) st.st_size,
        max_size);
    close (fd);
    return FALSE;
  }

  /* a regular file never blocks; read to EOF, still bounded, in case it
   * grows under us */
  buf = g_malloc ((gsize) st.st_size + 1);
  for (;;) {
    gssize n;

    if (done == (gsize) st.st_size) {
      gchar extra;

      n = read (fd, &extra, 1);
      if (n == 0)
        break;
      if (n > 0) {
        g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
            "%c%s \xe2\x80\x9c%s\xe2\x80\x9d changed while it was read",
            g_ascii_toupper (what[0]), what + 1, path);
        goto fail;
      }
    } else {
      n = read (fd, buf + done, (gsize) st.st_size - done);
      if (n == 0) {
        /* truncated under us: keep what is there */
        break;
      }
    }
    if (n < 0) {
      saved = errno;
      if (saved == EINTR)
        continue;
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
          "%c%s \xe2\x80\x9c%s\xe2\x80\x9d cannot be read: %s",
          g_ascii_toupper (what[0]), what + 1, path, g_strerror (saved));
      goto fail;
    }
    done += n;
  }
  close (fd);
  buf[done] = '\0';
  *contents = buf;
  *length = done;
  return TRUE;

fail:
  close (fd);
  g_free (buf);
  return FALSE;
}
