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
 * or a directory is an error rather than a read that never ends.  Writing
 * one (a tool's output): atomically into a regular file, never over a
 * device or a link.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
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

/* write() all of @data to @fd, retrying on EINTR and short writes */
static gboolean
write_all (gint fd, const gchar * data, gsize len, gint * err)
{
  while (len > 0) {
    gssize n = write (fd, data, len);

    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      *err = n < 0 ? errno : ENOSPC;
      return FALSE;
    }
    data += n;
    len -= n;
  }
  return TRUE;
}

/* Where an output to @path goes: the path itself or, through a symbolic
 * link, the file it points to; %NULL with @error set when it is not a
 * regular file or a new one.  @shown: @path as UTF-8. */
static gchar *
output_target (const gchar * path, const gchar * shown, const gchar * what,
    GError ** error)
{
  struct stat st;
  gchar *target = NULL, *ret;
  gint saved;

  if (lstat (path, &st) == 0 && S_ISLNK (st.st_mode)) {
    /* written through: the file the link points to is replaced */
    if (stat (path, &st) != 0 || !(target = realpath (path, NULL))) {
      saved = errno;
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
          "Cannot write the %s to \xe2\x80\x9c%s\xe2\x80\x9d: it is a "
          "symbolic link that leads nowhere usable (%s)", what, shown,
          g_strerror (saved));
      return NULL;
    }
  } else if (lstat (path, &st) != 0) {
    if (errno != ENOENT) {
      saved = errno;
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
          "Cannot write the %s to \xe2\x80\x9c%s\xe2\x80\x9d: %s", what,
          shown, g_strerror (saved));
      return NULL;
    }
    st.st_mode = S_IFREG;       /* a new file */
  }
  if (!S_ISREG (st.st_mode)) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "Refusing to write the %s to \xe2\x80\x9c%s\xe2\x80\x9d: it is "
        "%s, not a regular file (give a file's path, or - for standard "
        "output)", what, shown, file_kind (st.st_mode));
    free (target);
    return NULL;
  }
  ret = g_strdup (target ? target : path);
  free (target);
  return ret;
}

/**
 * gst_cl_check_output_path:
 * @path: an output path, as gst_cl_write_output_file() takes it
 * @what: what the file is, for messages
 * @error: a #GError return location
 *
 * Whether gst_cl_write_output_file() would accept @path, so that a tool
 * refuses a bad output before its work rather than after.
 *
 * Returns: %TRUE when @path is "-", a regular file, a link to one, or a
 *   new file.
 */
gboolean
gst_cl_check_output_path (const gchar * path, const gchar * what,
    GError ** error)
{
  gchar *shown, *target;

  g_return_val_if_fail (path != NULL && what != NULL, FALSE);
  if (strcmp (path, "-") == 0)
    return TRUE;
  shown = gst_cl_utf8_escape (path, -1);
  target = output_target (path, shown, what, error);
  g_free (shown);
  g_free (target);
  return target != NULL;
}

/**
 * gst_cl_write_output_file:
 * @path: where to write: a regular file (created or replaced), a symbolic
 *   link to one (the file it points to is replaced, the link stays), or
 *   "-" for standard output
 * @what: what the file is, for messages ("vocabulary")
 * @data: the bytes
 * @len: their number
 * @error: a #GError return location
 *
 * Writes an output file a user names.  A regular file is written to a
 * temporary file in the same directory, flushed to disk and renamed over
 * @path, so a reader never sees half of it and a failure leaves the old
 * file.  Anything else (a device such as /dev/null or /dev/full, a FIFO, a
 * socket, a directory, a link to one of them, a dangling link) is refused:
 * renaming over it would replace the device node or the link itself.  Every
 * failed write, flush or close (ENOSPC, EIO, EFBIG) is an error naming
 * @path and the reason, and removes the temporary file.
 *
 * Returns: %TRUE when the whole of @data is written.
 */
gboolean
gst_cl_write_output_file (const gchar * path, const gchar * what,
    const gchar * data, gsize len, GError ** error)
{
  gchar *target = NULL, *dir = NULL, *base = NULL, *tmp = NULL, *shown;
  gboolean ok = FALSE;
  gint fd = -1, saved = 0;
  const gchar *step = NULL;

  g_return_val_if_fail (path != NULL && what != NULL, FALSE);

  shown = gst_cl_utf8_escape (path, -1);
  if (strcmp (path, "-") == 0) {
    if (!write_all (STDOUT_FILENO, data, len, &saved)) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
          "Cannot write the %s to standard output: %s", what,
          g_strerror (saved));
      goto done;
    }
    ok = TRUE;
    goto done;
  }

  target = output_target (path, shown, what, error);
  if (!target)
    goto done;

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  tmp = g_strdup_printf ("%s%c.%s.XXXXXX", dir, G_DIR_SEPARATOR, base);
  /* 0666 less the umask: the mode a new file gets */
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0) {
    saved = errno;
    g_clear_pointer (&tmp, g_free);
    step = "create a temporary file beside it";
    goto failed;
  }
  if (!write_all (fd, data, len, &saved)) {
    step = "write";
    goto failed;
  }
  if (fsync (fd) != 0 && errno != EINVAL) {
    saved = errno;
    step = "flush";
    goto failed;
  }
  if (close (fd) != 0) {
    fd = -1;
    saved = errno;
    step = "close";
    goto failed;
  }
  fd = -1;
  if (g_rename (tmp, target) != 0) {
    saved = errno;
    step = "rename the temporary file over it";
    goto failed;
  }
  g_clear_pointer (&tmp, g_free);
  ok = TRUE;
  goto done;

failed:
  {
    gchar *shown_target = gst_cl_utf8_escape (target, -1);

    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "Cannot write the %s to \xe2\x80\x9c%s\xe2\x80\x9d (%s failed): %s",
        what, shown_target, step, g_strerror (saved));
    g_free (shown_target);
  }
done:
  if (fd >= 0)
    close (fd);
  if (tmp)
    g_unlink (tmp);
  g_free (tmp);
  g_free (dir);
  g_free (base);
  g_free (target);
  g_free (shown);
  return ok;
}
