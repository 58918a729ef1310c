/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Labels from cascade file names: OpenCV names its cascades
 * haarcascade_<object>[_<variant>].xml and lbpcascade_<object>[...].xml
 * (frontalface_alt2, frontalcatface_extended, lefteye_2splits,
 * licence_plate_rus_16stages, mcs_mouth of opencv_contrib ...).  The object
 * part, cleared of its variant, is mapped to a word a person would use.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include "gstcllabel.h"

/* the object names of OpenCV's cascades (prefixes of the file's stem
 * after haarcascade_/lbpcascade_/mcs_), most specific first */
static const struct
{
  const gchar *stem;
  const gchar *label;
} known[] = {
  {"frontalcatface", "cat face"},
  {"frontalface", "face"},
  {"profileface", "face"},
  {"eyepair", "eye pair"},
  {"eye", "eye"},
  {"lefteye", "eye"},
  {"righteye", "eye"},
  {"leftear", "ear"},
  {"rightear", "ear"},
  {"smile", "smile"},
  {"mouth", "mouth"},
  {"nose", "nose"},
  {"fullbody", "full body"},
  {"upperbody", "upper body"},
  {"lowerbody", "lower body"},
  {"russian_plate_number", "licence plate"},
  {"licence_plate", "licence plate"},
  {"silverware", "silverware"},
};

/* variant suffixes that say nothing about the object */
static const gchar *variants[] = {
  "_default", "_alt_tree", "_alt2", "_alt", "_extended", "_improved",
  "_tree_eyeglasses", "_2splits", "_16stages", "_big", "_small", NULL
};

/**
 * gst_cl_cascade_label_from_path:
 * @path: a cascade file, or a short name
 *
 * "face" for haarcascade_frontalface_default.xml, "cat face" for
 * lbpcascade_frontalcatface.xml, "silverware" for lbpcascade_silverware.xml;
 * a name OpenCV does not use gives its stem with spaces for underscores
 * ("my_widget.xml": "my widget").
 *
 * Returns: (transfer full): the label, never NULL or empty.
 */
gchar *
gst_cl_cascade_label_from_path (const gchar * path)
{
  gchar *base = g_path_get_basename (path ? path : "");
  gchar *stem = base, *dot, *label;
  const gchar *prefixes[] = { "haarcascade_", "lbpcascade_", "hogcascade_",
    "lbp_", "mcs_", NULL
  };
  guint i;
  gboolean again = TRUE;

  if ((dot = strrchr (stem, '.')) && g_ascii_strcasecmp (dot, ".xml") == 0)
    *dot = '\0';
  stem = g_ascii_strdown (stem, -1);
  g_free (base);
  base = stem;
  while (again) {
    again = FALSE;
    for (i = 0; prefixes[i]; i++)
      if (g_str_has_prefix (stem, prefixes[i])) {
        stem += strlen (prefixes[i]);
        again = TRUE;
      }
  }
  for (i = 0; i < G_N_ELEMENTS (known); i++) {
    gsize n = strlen (known[i].stem);

    if (strncmp (stem, known[i].stem, n) == 0 &&
        (stem[n] == '\0' || stem[n] == '_')) {
      g_free (base);
      return g_strdup (known[i].label);
    }
  }
  /* not one of OpenCV's: the stem less its variant, in words */
  for (i = 0; variants[i]; i++)
    if (g_str_has_suffix (stem, variants[i]) &&
        strlen (stem) > strlen (variants[i]))
      stem[strlen (stem) - strlen (variants[i])] = '\0';
  label = *stem && !g_str_equal (stem, ".") ? g_strdelimit (g_strdup (stem), "_-", ' ') :
      g_strdup ("object");
  g_free (base);
  return label;
}
