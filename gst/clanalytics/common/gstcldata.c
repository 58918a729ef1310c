/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstcldata.h"
#include "gstclerror.h"

/**
 * gst_cl_find_data_file:
 * @subdir: "cascades", "vocabularies"
 * @names: %NULL-terminated candidate file names, tried in order
 * @extra_dir: (nullable): a last directory to look in (OpenCV's cascades)
 *
 * Finds a data file shipped with the plugin: under @subdir of
 * $GST_CL_DATA_DIR, the installed data dir, then the source tree (so an
 * uninstalled build works), then @extra_dir.
 *
 * Returns: (transfer full): the path, or %NULL with @error listing the
 * directories searched.
 */
gchar *
gst_cl_find_data_file (const gchar * subdir, const gchar * const *names,
    const gchar * extra_dir, GError ** error)
{
  const gchar *env = g_getenv ("GST_CL_DATA_DIR");
  gchar *dirs[4];
  GString *tried = g_string_new (NULL);
  gchar *found = NULL;
  guint i, j, n = 0;

  if (env && *env)
    dirs[n++] = g_build_filename (env, subdir, NULL);
  dirs[n++] = g_build_filename (GST_CL_DATADIR, subdir, NULL);
  dirs[n++] = g_build_filename (GST_CL_SOURCE_DATADIR, subdir, NULL);
  if (extra_dir)
    dirs[n++] = g_strdup (extra_dir);

  for (i = 0; i < n; i++) {
    for (j = 0; names[j] && !found; j++) {
      gchar *p = g_build_filename (dirs[i], names[j], NULL);
      if (g_file_test (p, G_FILE_TEST_IS_REGULAR))
        found = p;
      else
        g_free (p);
    }
    if (!found)
      g_string_append_printf (tried, "%s%s", i ? ", " : "", dirs[i]);
    g_free (dirs[i]);
    if (found) {
      for (i++; i < n; i++)
        g_free (dirs[i]);
      break;
    }
  }
  if (!found)
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "%s file \xe2\x80\x9c%s\xe2\x80\x9d not found (looked in %s)",
        subdir, names[0], tried->str);
  g_string_free (tried, TRUE);
  return found;
}
