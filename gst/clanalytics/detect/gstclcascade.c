/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Loader for OpenCV's XML Haar cascades, both layouts opencv-data ships:
 *
 * - the current one (`<cascade type_id="opencv-cascade-classifier">`:
 *   stages/weakClassifiers/internalNodes/leafValues, features/rects/tilted),
 *   read as OpenCV's CascadeClassifierImpl::Data::read and
 *   HaarEvaluator::read do;
 * - the old one (`type_id="opencv-haar-classifier"`: trees of nodes with
 *   left_val/right_val or left_node/right_node), converted the way
 *   OpenCV 4's haar_cvt::convert does before it reads the result as the
 *   current layout (parent/next are ignored there too).
 *
 * Both Haar and LBP cascades of the current layout (featureType LBP:
 * rect features, internalNodes of left right feature and 8 subset words,
 * as LBPEvaluator::Feature::read and Data::read read them).
 *
 * The XML goes through GMarkup into a small bounded element tree first; the
 * tree is then interpreted.  Every count comes from elements actually
 * present, so memory is bounded by the (bounded) file size, and every index
 * is checked before anything uses it.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "gstclcascade.h"
#include "gstcl-private.h"
#include "gstclerror.h"

/* OpenCV subtracts this from every stage threshold (Data::read) */
#define THRESHOLD_EPS 1e-5f

#define MAX_DEPTH 32
#define MAX_ELEMENTS (2 * 1024 * 1024)
#define MAX_STAGES 1000
#define MAX_TOKEN 64
#define MAX_LEAF_MAGNITUDE 1e6
#define MAX_NODE_THRESHOLD 1e9
#define MAX_WEIGHT 1e6

typedef struct
{
  const gchar *name;
  const gchar *type_id;
  gint parent;
  gint first_child, last_child, next;
  gint n_children;
  gsize text_off, text_len;
  gboolean has_text;
  gint line;
} XNode;

typedef struct
{
  GArray *nodes;
  GString *text;
  GStringChunk *names;
  gint cur;
  gint depth;
  gint root;
} XDoc;

typedef struct
{
  const gchar *fname;
  XDoc doc;
  GError **error;

  GArray *stages;
  GArray *weaks;
  GArray *nodes;
  GArray *leaves;
  GArray *features;
  guint window_w, window_h;
  gboolean old_format;
  /* an LBP cascade: rect features, subset words in internalNodes */
  gboolean lbp;
  GArray *subsets;
} Loader;

static void fail (Loader * ld, gint code, gint line, const gchar * fmt, ...)
    G_GNUC_PRINTF (4, 5);

static void
fail (Loader * ld, gint code, gint line, const gchar * fmt, ...)
{
  va_list args;
  gchar *msg;

  if (ld->error && *ld->error)
    return;
  va_start (args, fmt);
  msg = g_strdup_vprintf (fmt, args);
  va_end (args);
  if (line > 0)
    g_set_error (ld->error, GST_CL_ERROR, code, "cascade %s, line %d: %s",
        ld->fname, line, msg);
  else
    g_set_error (ld->error, GST_CL_ERROR, code, "cascade %s: %s", ld->fname,
        msg);
  g_free (msg);
}

#define FAIL(ld, line, ...) \
  fail ((ld), GST_CL_ERROR_INVALID_DATA, (line), __VA_ARGS__)

/* ------------------------------------------------------------------ */
/* XML to a bounded element tree                                        */

static inline XNode *
xnode (XDoc * doc, gint i)
{
  return &g_array_index (doc->nodes, XNode, i);
}

static void
xml_start (GMarkupParseContext * ctx, const gchar * name,
    const gchar ** attr_names, const gchar ** attr_values, gpointer user_data,
    GError ** error)
{
  XDoc *doc = user_data;
  XNode n = { 0, };
  gint line = 0, chr = 0, idx, i;

  g_markup_parse_context_get_position (ctx, &line, &chr);
  if (doc->depth >= MAX_DEPTH) {
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
        "line %d: elements nested deeper than %d", line, MAX_DEPTH);
    return;
  }
  if (doc->nodes->len >= MAX_ELEMENTS) {
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
        "line %d: more than %d elements", line, MAX_ELEMENTS);
    return;
  }
  if (doc->cur < 0 && doc->root >= 0) {
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
        "line %d: a second top-level element", line);
    return;
  }
  if (doc->cur >= 0 && xnode (doc, doc->cur)->has_text) {
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
        "line %d: <%s> mixes text and elements", line,
        xnode (doc, doc->cur)->name);
    return;
  }

  n.name = g_string_chunk_insert_const (doc->names, name);
  n.parent = doc->cur;
  n.first_child = n.last_child = n.next = -1;
  n.line = line;
  for (i = 0; attr_names[i]; i++) {
    if (strcmp (attr_names[i], "type_id") == 0)
      n.type_id = g_string_chunk_insert_const (doc->names, attr_values[i]);
  }

  idx = doc->nodes->len;
  g_array_append_val (doc->nodes, n);
  if (doc->cur >= 0) {
    XNode *p = xnode (doc, doc->cur);

    if (p->last_child >= 0)
      xnode (doc, p->last_child)->next = idx;
    else
      p->first_child = idx;
    p->last_child = idx;
    p->n_children++;
  } else {
    doc->root = idx;
  }
  doc->cur = idx;
  doc->depth++;
}

static void
xml_end (GMarkupParseContext * ctx, const gchar * name, gpointer user_data,
    GError ** error)
{
  XDoc *doc = user_data;

  doc->cur = xnode (doc, doc->cur)->parent;
  doc->depth--;
}

static gboolean
is_space (gchar c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void
xml_text (GMarkupParseContext * ctx, const gchar * text, gsize len,
    gpointer user_data, GError ** error)
{
  XDoc *doc = user_data;
  XNode *n;
  gboolean blank = TRUE;
  gsize i;

  for (i = 0; i < len; i++) {
    if (!is_space (text[i])) {
      blank = FALSE;
      break;
    }
  }
  if (doc->cur < 0) {
    if (!blank)
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
          "text outside the document element");
    return;
  }
  n = xnode (doc, doc->cur);
  if (n->first_child >= 0) {
    if (!blank) {
      gint line = 0, chr = 0;

      g_markup_parse_context_get_position (ctx, &line, &chr);
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
          "line %d: <%s> mixes text and elements", line, n->name);
    }
    return;
  }
  /* a leaf's text pieces (split by comments) are always contiguous */
  if (n->text_len == 0)
    n->text_off = doc->text->len;
  g_string_append_len (doc->text, text, len);
  n->text_len += len;
  n->has_text |= !blank;
}

static const GMarkupParser xml_parser = {
  xml_start, xml_end, xml_text, NULL, NULL
};

static gboolean
xml_parse (Loader * ld, const gchar * data, gsize len)
{
  GMarkupParseContext *ctx;
  GError *err = NULL;
  gboolean ok;

  ld->doc.nodes = g_array_new (FALSE, FALSE, sizeof (XNode));
  ld->doc.text = g_string_new (NULL);
  ld->doc.names = g_string_chunk_new (1024);
  ld->doc.cur = -1;
  ld->doc.root = -1;

  if (len == 0) {
    FAIL (ld, 0, "the file is empty");
    return FALSE;
  }
  if (len > GST_CL_CASCADE_MAX_FILE_SIZE) {
    FAIL (ld, 0, "larger than %d bytes", GST_CL_CASCADE_MAX_FILE_SIZE);
    return FALSE;
  }

  ctx = g_markup_parse_context_new (&xml_parser, 0, &ld->doc, NULL);
  ok = g_markup_parse_context_parse (ctx, data, len, &err) &&
      g_markup_parse_context_end_parse (ctx, &err);
  g_markup_parse_context_free (ctx);
  if (!ok) {
    FAIL (ld, 0, "not well-formed XML: %s", err->message);
    g_clear_error (&err);
    return FALSE;
  }
  if (ld->doc.root < 0) {
    FAIL (ld, 0, "no document element");
    return FALSE;
  }
  return TRUE;
}

static void
xml_clear (XDoc * doc)
{
  if (doc->nodes)
    g_array_free (doc->nodes, TRUE);
  if (doc->text)
    g_string_free (doc->text, TRUE);
  if (doc->names)
    g_string_chunk_free (doc->names);
}

/* ------------------------------------------------------------------ */
/* Element tree accessors                                               */

static gint
xchild (Loader * ld, gint node, const gchar * name)
{
  gint c;

  for (c = xnode (&ld->doc, node)->first_child; c >= 0;
      c = xnode (&ld->doc, c)->next) {
    if (strcmp (xnode (&ld->doc, c)->name, name) == 0)
      return c;
  }
  return -1;
}

static gint
xline (Loader * ld, gint node)
{
  return node >= 0 ? xnode (&ld->doc, node)->line : 0;
}

/* A required child holding a sequence of "_" elements. */
static gint
xseq (Loader * ld, gint node, const gchar * name, guint min, guint max,
    guint * count)
{
  gint s = xchild (ld, node, name), c;
  guint n;

  if (s < 0) {
    FAIL (ld, xline (ld, node), "<%s> has no <%s>",
        xnode (&ld->doc, node)->name, name);
    return -1;
  }
  for (c = xnode (&ld->doc, s)->first_child; c >= 0;
      c = xnode (&ld->doc, c)->next) {
    if (strcmp (xnode (&ld->doc, c)->name, "_") != 0) {
      FAIL (ld, xline (ld, c), "unexpected <%s> in <%s>",
          xnode (&ld->doc, c)->name, name);
      return -1;
    }
  }
  n = xnode (&ld->doc, s)->n_children;
  if (n < min || n > max) {
    FAIL (ld, xline (ld, s), "<%s> has %u entries (expected %u to %u)",
        name, n, min, max);
    return -1;
  }
  *count = n;
  return s;
}

/* Parses up to @max numbers from the text of @node; more is an error. */
static gboolean
xnumbers (Loader * ld, gint node, gdouble * vals, guint max, guint * n_out,
    const gchar * what)
{
  XNode *n = xnode (&ld->doc, node);
  const gchar *p, *end;
  guint n_vals = 0;

  if (n->first_child >= 0) {
    FAIL (ld, n->line, "<%s> (%s) holds elements, expected numbers", n->name,
        what);
    return FALSE;
  }
  p = ld->doc.text->str + n->text_off;
  end = p + n->text_len;
  while (p < end) {
    gchar tok[MAX_TOKEN + 1];
    const gchar *q, *t;
    gchar *tend = NULL;
    gsize len;
    gdouble v;
    gboolean digits = FALSE;

    if (is_space (*p)) {
      p++;
      continue;
    }
    for (q = p; q < end && !is_space (*q); q++);
    len = q - p;
    if (len > MAX_TOKEN) {
      FAIL (ld, n->line, "%s: a token of %" G_GSIZE_FORMAT " characters",
          what, len);
      return FALSE;
    }
    memcpy (tok, p, len);
    tok[len] = '\0';
    p = q;

    /* strict decimal syntax: no nan, inf, hex or locale surprises */
    t = tok;
    if (*t == '+' || *t == '-')
      t++;
    while (g_ascii_isdigit (*t)) {
      t++;
      digits = TRUE;
    }
    if (*t == '.') {
      t++;
      while (g_ascii_isdigit (*t)) {
        t++;
        digits = TRUE;
      }
    }
    if (digits && (*t == 'e' || *t == 'E')) {
      t++;
      if (*t == '+' || *t == '-')
        t++;
      if (!g_ascii_isdigit (*t))
        digits = FALSE;
      while (g_ascii_isdigit (*t))
        t++;
    }
    if (!digits || *t != '\0') {
      FAIL (ld, n->line, "%s: \"%s\" is not a number", what, tok);
      return FALSE;
    }
    v = g_ascii_strtod (tok, &tend);
    if (tend == NULL || *tend != '\0' || !isfinite (v)) {
      FAIL (ld, n->line, "%s: \"%s\" is out of range", what, tok);
      return FALSE;
    }
    if (n_vals >= max) {
      FAIL (ld, n->line, "%s: more than %u numbers", what, max);
      return FALSE;
    }
    vals[n_vals++] = v;
  }
  *n_out = n_vals;
  return TRUE;
}

static gboolean
xnumbers_exact (Loader * ld, gint node, gdouble * vals, guint count,
    const gchar * what)
{
  guint n = 0;

  if (!xnumbers (ld, node, vals, count, &n, what))
    return FALSE;
  if (n != count) {
    FAIL (ld, xline (ld, node), "%s: %u numbers, expected %u", what, n, count);
    return FALSE;
  }
  return TRUE;
}

static gboolean
to_int (Loader * ld, gint node, gdouble v, gint min, gint max, gint * out,
    const gchar * what)
{
  if (v != floor (v) || v < min || v > max) {
    FAIL (ld, xline (ld, node), "%s: %g is not an integer in [%d, %d]", what,
        v, min, max);
    return FALSE;
  }
  *out = (gint) v;
  return TRUE;
}

static gboolean
to_float (Loader * ld, gint node, gdouble v, gdouble limit, gfloat * out,
    const gchar * what)
{
  if (fabs (v) > limit) {
    FAIL (ld, xline (ld, node), "%s: %g is larger than %g in magnitude", what,
        v, limit);
    return FALSE;
  }
  /* OpenCV reads doubles and narrows them, so do the same */
  *out = (gfloat) v;
  return TRUE;
}

/* Child @name holding one integer; absent is fine when !required. */
static gboolean
xint (Loader * ld, gint node, const gchar * name, gboolean required, gint min,
    gint max, gint * out, gboolean * present)
{
  gint c = xchild (ld, node, name);
  gdouble v;

  if (present)
    *present = c >= 0;
  if (c < 0) {
    if (required)
      FAIL (ld, xline (ld, node), "<%s> has no <%s>",
          xnode (&ld->doc, node)->name, name);
    return !required;
  }
  return xnumbers_exact (ld, c, &v, 1, name) &&
      to_int (ld, c, v, min, max, out, name);
}

static gboolean
xreal (Loader * ld, gint node, const gchar * name, gdouble limit, gfloat * out)
{
  gint c = xchild (ld, node, name);
  gdouble v;

  if (c < 0) {
    FAIL (ld, xline (ld, node), "<%s> has no <%s>",
        xnode (&ld->doc, node)->name, name);
    return FALSE;
  }
  return xnumbers_exact (ld, c, &v, 1, name) &&
      to_float (ld, c, v, limit, out, name);
}

/* The trimmed text of child @name, or NULL. */
static gchar *
xword (Loader * ld, gint node, const gchar * name)
{
  gint c = xchild (ld, node, name);
  XNode *n;

  if (c < 0)
    return NULL;
  n = xnode (&ld->doc, c);
  if (n->first_child >= 0)
    return NULL;
  return g_strstrip (g_strndup (ld->doc.text->str + n->text_off,
          MIN (n->text_len, 64)));
}

/* ------------------------------------------------------------------ */
/* Features                                                             */

static gboolean
read_feature (Loader * ld, gint fnode, gboolean old_format)
{
  GstClCascadeFeature f = { 0, };
  gint rects, r, tilted = 0;
  guint n_rects = 0, k;

  rects = xseq (ld, fnode, "rects", 1, 3, &n_rects);
  if (rects < 0)
    return FALSE;
  if (!xint (ld, fnode, "tilted", FALSE, G_MININT, G_MAXINT, &tilted, NULL))
    return FALSE;
  f.tilted = tilted != 0;

  for (r = xnode (&ld->doc, rects)->first_child, k = 0; r >= 0;
      r = xnode (&ld->doc, r)->next, k++) {
    gdouble v[5];
    gint x, y, w, h;
    gfloat weight;
    GstClCascadeRect *rc = &f.rect[k];

    if (!xnumbers_exact (ld, r, v, 5, "rectangle (x y w h weight)") ||
        !to_int (ld, r, v[0], -GST_CL_CASCADE_MAX_WINDOW,
            GST_CL_CASCADE_MAX_WINDOW, &x, "rectangle x") ||
        !to_int (ld, r, v[1], -GST_CL_CASCADE_MAX_WINDOW,
            GST_CL_CASCADE_MAX_WINDOW, &y, "rectangle y") ||
        !to_int (ld, r, v[2], 0, GST_CL_CASCADE_MAX_WINDOW, &w,
            "rectangle width") ||
        !to_int (ld, r, v[3], 0, GST_CL_CASCADE_MAX_WINDOW, &h,
            "rectangle height") ||
        !to_float (ld, r, v[4], MAX_WEIGHT, &weight, "rectangle weight"))
      return FALSE;

    /* every corner must lie in the window's (tilted) integral image, else
     * the detector would read outside the window */
    if (f.tilted) {
      if (x - h < 0 || y < 0 || x + w > (gint) ld->window_w ||
          y + w + h > (gint) ld->window_h) {
        FAIL (ld, xline (ld, r), "tilted rectangle %d %d %d %d leaves the "
            "%ux%u window", x, y, w, h, ld->window_w, ld->window_h);
        return FALSE;
      }
    } else if (x < 0 || y < 0 || x + w > (gint) ld->window_w ||
        y + h > (gint) ld->window_h) {
      FAIL (ld, xline (ld, r), "rectangle %d %d %d %d leaves the %ux%u "
          "window", x, y, w, h, ld->window_w, ld->window_h);
      return FALSE;
    }

    /* OpenCV's old-format converter drops a third rectangle of (almost)
     * zero weight */
    if (old_format && k >= 2 && fabsf (weight) < FLT_EPSILON)
      continue;

    rc->x = x;
    rc->y = y;
    rc->w = w;
    rc->h = h;
    rc->weight = weight;
    f.n_rects = k + 1;
  }
  if (f.n_rects == 0) {
    FAIL (ld, xline (ld, rects), "a feature without rectangles");
    return FALSE;
  }
  g_array_append_val (ld->features, f);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Current format                                                       */

/* ------------------------------------------------------------------ */
/* LBP cascades (current format only)                                   */

/* LBPEvaluator::Feature::read: <rect>x y w h</rect>, the top-left cell of
 * a 3x3 grid that must lie in the window */
static gboolean
read_lbp_feature (Loader * ld, gint fnode)
{
  GstClCascadeFeature f = { 0, };
  gint rnode = xchild (ld, fnode, "rect");
  gdouble v[4];
  gint x, y, w, h;

  if (rnode < 0) {
    FAIL (ld, xline (ld, fnode), "an LBP feature without <rect>");
    return FALSE;
  }
  if (!xnumbers_exact (ld, rnode, v, 4, "LBP rectangle (x y w h)") ||
      !to_int (ld, rnode, v[0], 0, GST_CL_CASCADE_MAX_WINDOW, &x,
          "LBP rectangle x") ||
      !to_int (ld, rnode, v[1], 0, GST_CL_CASCADE_MAX_WINDOW, &y,
          "LBP rectangle y") ||
      !to_int (ld, rnode, v[2], 1, GST_CL_CASCADE_MAX_WINDOW, &w,
          "LBP cell width") ||
      !to_int (ld, rnode, v[3], 1, GST_CL_CASCADE_MAX_WINDOW, &h,
          "LBP cell height"))
    return FALSE;
  if (x + 3 * w > (gint) ld->window_w || y + 3 * h > (gint) ld->window_h) {
    FAIL (ld, xline (ld, rnode), "LBP feature %d %d %d %d: its 3x3 cells "
        "leave the %ux%u window", x, y, w, h, ld->window_w, ld->window_h);
    return FALSE;
  }
  f.rect[0].x = x;
  f.rect[0].y = y;
  f.rect[0].w = w;
  f.rect[0].h = h;
  f.n_rects = 1;
  g_array_append_val (ld->features, f);
  return TRUE;
}

/* internalNodes in groups of 3 + GST_CL_LBP_SUBSET_WORDS: left right
 * feature, then the subset words as signed 32-bit integers */
#define LBP_NODE_STEP (3 + GST_CL_LBP_SUBSET_WORDS)

/* A weak classifier of the current format: internalNodes in groups of 4
 * (left right feature threshold) for Haar, of LBP_NODE_STEP for LBP */
static gboolean
read_weak (Loader * ld, gint wnode)
{
  const guint step = ld->lbp ? LBP_NODE_STEP : 4;
  gint inode, lnode;
  gdouble *vals;
  gdouble lv[GST_CL_CASCADE_MAX_TREE_NODES + 1];
  guint n_vals = 0, n_leaves = 0, i, k;
  GstClCascadeWeak weak;
  gboolean ok = FALSE;

  inode = xchild (ld, wnode, "internalNodes");
  lnode = xchild (ld, wnode, "leafValues");
  if (inode < 0 || lnode < 0) {
    FAIL (ld, xline (ld, wnode), "a weak classifier without <%s>",
        inode < 0 ? "internalNodes" : "leafValues");
    return FALSE;
  }
  vals = g_new (gdouble, step * GST_CL_CASCADE_MAX_TREE_NODES);
  if (!xnumbers (ld, inode, vals, step * GST_CL_CASCADE_MAX_TREE_NODES,
          &n_vals, "internalNodes") ||
      !xnumbers (ld, lnode, lv, G_N_ELEMENTS (lv), &n_leaves, "leafValues"))
    goto out;
  if (n_vals == 0 || n_vals % step != 0) {
    if (ld->lbp)
      FAIL (ld, xline (ld, inode), "internalNodes holds %u numbers, expected "
          "groups of %d (left right feature and %d subset words)", n_vals,
          LBP_NODE_STEP, GST_CL_LBP_SUBSET_WORDS);
    else
      FAIL (ld, xline (ld, inode), "internalNodes holds %u numbers, expected "
          "groups of 4 (left right feature threshold)", n_vals);
    goto out;
  }
  if (n_leaves != n_vals / step + 1) {
    FAIL (ld, xline (ld, lnode), "%u leaf values for %u nodes (expected %u)",
        n_leaves, n_vals / step, n_vals / step + 1);
    goto out;
  }

  weak.first_node = ld->nodes->len;
  weak.n_nodes = n_vals / step;
  weak.first_leaf = ld->leaves->len;
  weak.n_leaves = n_leaves;

  for (i = 0; i < weak.n_nodes; i++) {
    const gdouble *nv = vals + step * i;
    GstClCascadeNode node = { 0, };

    if (!to_int (ld, inode, nv[0], -GST_CL_CASCADE_MAX_TREE_NODES,
            GST_CL_CASCADE_MAX_TREE_NODES, &node.left, "node left") ||
        !to_int (ld, inode, nv[1], -GST_CL_CASCADE_MAX_TREE_NODES,
            GST_CL_CASCADE_MAX_TREE_NODES, &node.right, "node right") ||
        !to_int (ld, inode, nv[2], 0, G_MAXINT32, &node.feature,
            "node feature index"))
      goto out;
    if (!ld->lbp && !to_float (ld, inode, nv[3], MAX_NODE_THRESHOLD,
            &node.threshold, "node threshold"))
      goto out;
    for (k = 0; ld->lbp && k < GST_CL_LBP_SUBSET_WORDS; k++) {
      gint word;

      if (!to_int (ld, inode, nv[3 + k], G_MININT32, G_MAXINT32, &word,
              "subset word"))
        goto out;
      g_array_append_val (ld->subsets, word);
    }
    g_array_append_val (ld->nodes, node);
  }
  for (i = 0; i < n_leaves; i++) {
    gfloat leaf;

    if (!to_float (ld, lnode, lv[i], MAX_LEAF_MAGNITUDE, &leaf, "leaf value"))
      goto out;
    g_array_append_val (ld->leaves, leaf);
  }
  g_array_append_val (ld->weaks, weak);
  ok = TRUE;
out:
  g_free (vals);
  return ok;
}

/* xseq() of @name (1 to @max elements) under @node, whose length the
 * optional integer @count_name beside it (stageNum, maxWeakCount) must
 * match; @where names the sequence's owner in the error */
static gint
xseq_counted (Loader * ld, gint node, const gchar * name, guint max,
    const gchar * count_name, guint * n, const gchar * where)
{
  gint count = 0, seq;
  gboolean has_count = FALSE;

  if (!xint (ld, node, count_name, FALSE, 0, G_MAXINT, &count, &has_count))
    return -1;
  seq = xseq (ld, node, name, 1, max, n);
  if (seq >= 0 && has_count && (guint) count != *n) {
    FAIL (ld, xline (ld, seq), "%s says %d, %s has %u", count_name, count,
        where, *n);
    return -1;
  }
  return seq;
}

/* Appends the stage of node @s: its threshold @threshold_name and the @n
 * weak classifiers of sequence @seq, each read with @read_one. */
static gboolean
read_stage (Loader * ld, gint s, const gchar * threshold_name, gint seq,
    guint n, gboolean (*read_one) (Loader * ld, gint node))
{
  GstClCascadeStage stage = { 0, };
  gint wk;

  if (!xreal (ld, s, threshold_name, MAX_LEAF_MAGNITUDE, &stage.threshold))
    return FALSE;
  stage.threshold -= THRESHOLD_EPS;
  stage.first_weak = ld->weaks->len;
  stage.n_weak = n;
  for (wk = xnode (&ld->doc, seq)->first_child; wk >= 0;
      wk = xnode (&ld->doc, wk)->next) {
    if (!read_one (ld, wk))
      return FALSE;
  }
  g_array_append_val (ld->stages, stage);
  return TRUE;
}

static gboolean
read_new_format (Loader * ld, gint root)
{
  gchar *word;
  gint w = 0, h = 0, ncat = 0, fp, sseq, s, fseq, f;
  guint n_stages = 0, n_features = 0, si;

  word = xword (ld, root, "stageType");
  if (g_strcmp0 (word, "BOOST") != 0) {
    fail (ld, GST_CL_ERROR_NOT_SUPPORTED, xline (ld, root),
        "stage type \"%s\" is not supported (only BOOST)", word ? word : "");
    g_free (word);
    return FALSE;
  }
  g_free (word);
  word = xword (ld, root, "featureType");
  ld->lbp = g_strcmp0 (word, "LBP") == 0;
  if (g_strcmp0 (word, "HAAR") != 0 && !ld->lbp) {
    fail (ld, GST_CL_ERROR_NOT_SUPPORTED, xline (ld, root),
        "feature type \"%s\" is not supported (only HAAR and LBP)",
        word ? word : "");
    g_free (word);
    return FALSE;
  }
  g_free (word);

  if (!xint (ld, root, "width", TRUE, 3, GST_CL_CASCADE_MAX_WINDOW, &w, NULL)
      || !xint (ld, root, "height", TRUE, 3, GST_CL_CASCADE_MAX_WINDOW, &h,
          NULL))
    return FALSE;
  ld->window_w = w;
  ld->window_h = h;

  fp = xchild (ld, root, "featureParams");
  if (fp < 0) {
    FAIL (ld, xline (ld, root), "no <featureParams>");
    return FALSE;
  }
  if (!xint (ld, fp, "maxCatCount", FALSE, 0, G_MAXINT, &ncat, NULL))
    return FALSE;
  if (ld->lbp && ncat != 256) {
    /* codes are 8-bit: OpenCV would read past a shorter subset */
    FAIL (ld, xline (ld, fp), "an LBP cascade with maxCatCount %d "
        "(expected 256)", ncat);
    return FALSE;
  }
  if (!ld->lbp && ncat != 0) {
    fail (ld, GST_CL_ERROR_NOT_SUPPORTED, xline (ld, fp),
        "categorical weak classifiers in a Haar cascade are not supported");
    return FALSE;
  }
  /* features first: nodes are checked against their count afterwards */
  fseq = xseq (ld, root, "features", 1, MAX_ELEMENTS, &n_features);
  if (fseq < 0)
    return FALSE;
  for (f = xnode (&ld->doc, fseq)->first_child; f >= 0;
      f = xnode (&ld->doc, f)->next) {
    if (!(ld->lbp ? read_lbp_feature (ld, f) : read_feature (ld, f, FALSE)))
      return FALSE;
  }

  sseq = xseq_counted (ld, root, "stages", MAX_STAGES, "stageNum",
      &n_stages, "the file");
  if (sseq < 0)
    return FALSE;

  for (s = xnode (&ld->doc, sseq)->first_child, si = 0; s >= 0;
      s = xnode (&ld->doc, s)->next, si++) {
    gint wseq;
    guint n_weak = 0;
    gchar where[32];

    g_snprintf (where, sizeof (where), "stage %u", si);
    wseq = xseq_counted (ld, s, "weakClassifiers", MAX_ELEMENTS,
        "maxWeakCount", &n_weak, where);
    if (wseq < 0 || !read_stage (ld, s, "stageThreshold", wseq, n_weak,
            read_weak))
      return FALSE;
  }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Old format, converted as haar_cvt::convert does                      */

static gboolean
read_old_weak (Loader * ld, gint tree)
{
  GstClCascadeWeak weak;
  guint n_nodes = 0, i;
  gint nd;

  n_nodes = xnode (&ld->doc, tree)->n_children;
  if (n_nodes < 1 || n_nodes > GST_CL_CASCADE_MAX_TREE_NODES) {
    FAIL (ld, xline (ld, tree), "a tree of %u nodes (expected 1 to %d)",
        n_nodes, GST_CL_CASCADE_MAX_TREE_NODES);
    return FALSE;
  }
  weak.first_node = ld->nodes->len;
  weak.n_nodes = n_nodes;
  weak.first_leaf = ld->leaves->len;
  weak.n_leaves = 0;

  for (nd = xnode (&ld->doc, tree)->first_child, i = 0; nd >= 0;
      nd = xnode (&ld->doc, nd)->next, i++) {
    GstClCascadeNode node = { 0, };
    gint fnode, side;

    if (strcmp (xnode (&ld->doc, nd)->name, "_") != 0) {
      FAIL (ld, xline (ld, nd), "unexpected <%s> in a tree",
          xnode (&ld->doc, nd)->name);
      return FALSE;
    }
    fnode = xchild (ld, nd, "feature");
    if (fnode < 0) {
      FAIL (ld, xline (ld, nd), "a tree node without <feature>");
      return FALSE;
    }
    node.feature = ld->features->len;
    if (!read_feature (ld, fnode, TRUE))
      return FALSE;
    if (!xreal (ld, nd, "threshold", MAX_NODE_THRESHOLD, &node.threshold))
      return FALSE;

    /* leaves are numbered in the order they appear, left before right */
    for (side = 0; side < 2; side++) {
      const gchar *val_name = side ? "right_val" : "left_val";
      const gchar *node_name = side ? "right_node" : "left_node";
      gint32 *dst = side ? &node.right : &node.left;
      gint vnode = xchild (ld, nd, val_name);

      if (vnode >= 0) {
        gdouble v;
        gfloat leaf;

        if (!xnumbers_exact (ld, vnode, &v, 1, val_name) ||
            !to_float (ld, vnode, v, MAX_LEAF_MAGNITUDE, &leaf, val_name))
          return FALSE;
        *dst = -(gint32) weak.n_leaves;
        g_array_append_val (ld->leaves, leaf);
        weak.n_leaves++;
      } else if (!xint (ld, nd, node_name, TRUE, 1,
              GST_CL_CASCADE_MAX_TREE_NODES, dst, NULL)) {
        return FALSE;
      }
    }
    g_array_append_val (ld->nodes, node);
  }
  if (weak.n_leaves != weak.n_nodes + 1) {
    FAIL (ld, xline (ld, tree), "a tree of %u nodes with %u leaves "
        "(expected %u)", weak.n_nodes, weak.n_leaves, weak.n_nodes + 1);
    return FALSE;
  }
  g_array_append_val (ld->weaks, weak);
  return TRUE;
}

static gboolean
read_old_format (Loader * ld, gint root)
{
  gint sz, sseq, s, w = 0, h = 0;
  gdouble v[2];
  guint n_stages = 0, si;

  ld->old_format = TRUE;
  sz = xchild (ld, root, "size");
  if (sz < 0) {
    FAIL (ld, xline (ld, root), "neither a current (<stageType>) nor an old "
        "(<size>) Haar cascade");
    return FALSE;
  }
  if (!xnumbers_exact (ld, sz, v, 2, "size") ||
      !to_int (ld, sz, v[0], 3, GST_CL_CASCADE_MAX_WINDOW, &w, "width") ||
      !to_int (ld, sz, v[1], 3, GST_CL_CASCADE_MAX_WINDOW, &h, "height"))
    return FALSE;
  ld->window_w = w;
  ld->window_h = h;

  sseq = xseq (ld, root, "stages", 1, MAX_STAGES, &n_stages);
  if (sseq < 0)
    return FALSE;
  for (s = xnode (&ld->doc, sseq)->first_child, si = 0; s >= 0;
      s = xnode (&ld->doc, s)->next, si++) {
    guint n_trees = 0;
    gint tseq = xseq (ld, s, "trees", 1, MAX_ELEMENTS, &n_trees);

    if (tseq < 0 || !read_stage (ld, s, "stage_threshold", tseq, n_trees,
            read_old_weak))
      return FALSE;
  }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Checks and derived data                                              */

static gboolean
check_trees (Loader * ld, GstClCascade * c)
{
  guint wi, i;

  for (wi = 0; wi < c->n_weak; wi++) {
    const GstClCascadeWeak *w = &c->weaks[wi];

    for (i = 0; i < w->n_nodes; i++) {
      GstClCascadeNode *n = &c->nodes[w->first_node + i];
      gint side;

      if (n->feature < 0 || (guint) n->feature >= c->n_features) {
        FAIL (ld, 0, "weak classifier %u uses feature %d, the file has %u",
            wi, n->feature, c->n_features);
        return FALSE;
      }
      for (side = 0; side < 2; side++) {
        gint v = side ? n->right : n->left;

        /* children after their parent: no cycles, walks end */
        if (v > 0 && ((guint) v <= i || (guint) v >= w->n_nodes)) {
          FAIL (ld, 0, "weak classifier %u: node %u points to node %d "
              "(must be after it and below %u)", wi, i, v, w->n_nodes);
          return FALSE;
        }
        if (v <= 0 && (guint) (-v) >= w->n_leaves) {
          FAIL (ld, 0, "weak classifier %u: node %u points to leaf %d of %u",
              wi, i, -v, w->n_leaves);
          return FALSE;
        }
      }
      /* OpenCV's stump path takes leaf 0 below, leaf 1 above */
      if (c->stumps_only) {
        n->left = 0;
        n->right = -1;
      }
    }
  }
  return TRUE;
}

/* Smallest k >= 0 with v * 2^k an integer. */
static gint
float_scale_bits (gfloat v)
{
  gint e, k;
  gdouble m;
  guint32 mant;

  if (v == 0.0f)
    return 0;
  m = frexp (fabs ((gdouble) v), &e);
  mant = (guint32) ldexp (m, 24);
  k = 24 - e;
  while (k > 0 && (mant & 1) == 0) {
    mant >>= 1;
    k--;
  }
  return MAX (k, 0);
}

static void
compute_fixed_point (GstClCascade * c)
{
  gdouble bound = 0.0, thr_max = 0.0;
  gint need = 0, fit, e;
  guint si, wi, i;

  for (i = 0; i < c->n_leaves; i++)
    need = MAX (need, float_scale_bits (c->leaves[i]));
  for (si = 0; si < c->n_stages; si++) {
    const GstClCascadeStage *st = &c->stages[si];
    gdouble sb = 0.0;

    for (wi = st->first_weak; wi < st->first_weak + st->n_weak; wi++) {
      const GstClCascadeWeak *w = &c->weaks[wi];
      gdouble m = 0.0;

      for (i = 0; i < w->n_leaves; i++)
        m = MAX (m, fabs (c->leaves[w->first_leaf + i]));
      sb += m;
    }
    bound = MAX (bound, sb);
    thr_max = MAX (thr_max, fabs (st->threshold));
  }

  /* keep every sum and threshold below 2^62 in magnitude */
  frexp (MAX (MAX (bound, thr_max), 1e-30), &e);
  fit = 62 - e;
  c->leaf_shift = MIN (need, fit);
  /* OpenCV's double sums are exact when every partial sum fits 53 bits */
  c->exact_fixed_sums = need <= fit && ldexp (bound, need) < ldexp (1.0, 53);

  for (i = 0; i < c->n_leaves; i++)
    c->leaves_fixed[i] = (gint64) rint (ldexp (c->leaves[i], c->leaf_shift));
  for (si = 0; si < c->n_stages; si++)
    c->stages[si].threshold_fixed =
        (gint64) ceil (ldexp (c->stages[si].threshold, c->leaf_shift));
}

/* ------------------------------------------------------------------ */

static GstClCascade *
load_from_data (const gchar * data, gsize len, const gchar * name,
    GError ** error)
{
  Loader ld = { 0, };
  GstClCascade *c = NULL;
  gint top, root;
  gboolean ok;
  guint i;

  ld.fname = name ? name : "<memory>";
  ld.error = error;
  ld.stages = g_array_new (FALSE, FALSE, sizeof (GstClCascadeStage));
  ld.weaks = g_array_new (FALSE, FALSE, sizeof (GstClCascadeWeak));
  ld.nodes = g_array_new (FALSE, FALSE, sizeof (GstClCascadeNode));
  ld.leaves = g_array_new (FALSE, FALSE, sizeof (gfloat));
  ld.features = g_array_new (FALSE, FALSE, sizeof (GstClCascadeFeature));
  ld.subsets = g_array_new (FALSE, FALSE, sizeof (guint32));

  if (!xml_parse (&ld, data, len))
    goto out;

  top = ld.doc.root;
  if (strcmp (xnode (&ld.doc, top)->name, "opencv_storage") != 0) {
    FAIL (&ld, xline (&ld, top), "the document element is <%s>, expected "
        "<opencv_storage>", xnode (&ld.doc, top)->name);
    goto out;
  }
  /* OpenCV reads the first top-level node, whatever its name */
  root = xnode (&ld.doc, top)->first_child;
  if (root < 0) {
    FAIL (&ld, xline (&ld, top), "<opencv_storage> is empty");
    goto out;
  }
  if (xchild (&ld, root, "stageType") >= 0)
    ok = read_new_format (&ld, root);
  else
    ok = read_old_format (&ld, root);
  if (!ok)
    goto out;

  c = g_new0 (GstClCascade, 1);
  c->window_w = ld.window_w;
  c->window_h = ld.window_h;
  c->old_format = ld.old_format;
  c->n_stages = ld.stages->len;
  c->n_weak = ld.weaks->len;
  c->n_nodes = ld.nodes->len;
  c->n_leaves = ld.leaves->len;
  c->n_features = ld.features->len;
  c->stages = (GstClCascadeStage *) g_array_free (ld.stages, FALSE);
  c->weaks = (GstClCascadeWeak *) g_array_free (ld.weaks, FALSE);
  c->nodes = (GstClCascadeNode *) g_array_free (ld.nodes, FALSE);
  c->leaves = (gfloat *) g_array_free (ld.leaves, FALSE);
  c->features = (GstClCascadeFeature *) g_array_free (ld.features, FALSE);
  ld.stages = ld.weaks = ld.nodes = ld.leaves = ld.features = NULL;
  c->leaves_fixed = g_new0 (gint64, MAX (c->n_leaves, 1));
  c->path = g_strdup (ld.fname);
  c->feature_type = ld.lbp ? GST_CL_CASCADE_LBP : GST_CL_CASCADE_HAAR;
  if (ld.lbp) {
    c->subsets = (guint32 *) g_array_free (ld.subsets, FALSE);
    ld.subsets = NULL;
  }

  c->max_nodes_per_weak = 0;
  for (i = 0; i < c->n_weak; i++)
    c->max_nodes_per_weak = MAX (c->max_nodes_per_weak, c->weaks[i].n_nodes);
  c->stumps_only = c->max_nodes_per_weak == 1;
  for (i = 0; i < c->n_features; i++)
    c->has_tilted |= c->features[i].tilted;

  if (ld.lbp && !c->stumps_only) {
    fail (&ld, GST_CL_ERROR_NOT_SUPPORTED, 0, "LBP weak classifiers with "
        "up to %u nodes: only stumps (maxDepth 1) are supported",
        c->max_nodes_per_weak);
    gst_cl_cascade_free (c);
    c = NULL;
    goto out;
  }
  if (!check_trees (&ld, c)) {
    gst_cl_cascade_free (c);
    c = NULL;
    goto out;
  }
  compute_fixed_point (c);

out:
  g_clear_pointer (&ld.stages, g_array_unref);
  g_clear_pointer (&ld.weaks, g_array_unref);
  g_clear_pointer (&ld.nodes, g_array_unref);
  g_clear_pointer (&ld.leaves, g_array_unref);
  g_clear_pointer (&ld.features, g_array_unref);
  g_clear_pointer (&ld.subsets, g_array_unref);
  xml_clear (&ld.doc);
  return c;
}

/**
 * gst_cl_cascade_load_from_data:
 * @data: the XML text (need not be nul-terminated)
 * @len: its length in bytes
 * @name_for_errors: (nullable): what error messages call the data
 * @error: a #GError return location
 *
 * Parses an OpenCV Haar or LBP cascade held in memory.  Any problem with the data
 * (malformed XML, missing fields, bad numbers, indices or rectangles out of
 * range, trees that are not trees, absurd sizes) fails with
 * %GST_CL_ERROR_INVALID_DATA naming @name_for_errors, the line where known,
 * and the problem; HOG cascades, and LBP ones with trees rather than
 * stumps, fail with %GST_CL_ERROR_NOT_SUPPORTED.
 *
 * Returns: (transfer full) (nullable): the cascade, or %NULL on error
 */
GstClCascade *
gst_cl_cascade_load_from_data (const gchar * data, gsize len,
    const gchar * name_for_errors, GError ** error)
{
  g_return_val_if_fail (data != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_from_data (data ? data : "", len, name_for_errors, error);
}

/**
 * gst_cl_cascade_load:
 * @path: a cascade file
 * @error: a #GError return location
 *
 * Reads and parses an OpenCV Haar or LBP cascade file; see
 * gst_cl_cascade_load_from_data().  Files larger than
 * %GST_CL_CASCADE_MAX_FILE_SIZE are refused without being read whole.
 *
 * Returns: (transfer full) (nullable): the cascade, or %NULL on error
 */
GstClCascade *
gst_cl_cascade_load (const gchar * path, GError ** error)
{
  GstClCascade *c;
  gchar *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* a FIFO, a device or a directory is refused before it is read */
  if (!gst_cl_read_regular_file (path, "cascade",
          GST_CL_CASCADE_MAX_FILE_SIZE, &data, &len, error))
    return NULL;
  c = load_from_data (data, len, path, error);
  g_free (data);
  return c;
}

/**
 * gst_cl_cascade_free:
 * @cascade: (nullable): a cascade
 *
 * Frees a cascade and its arrays.
 */
void
gst_cl_cascade_free (GstClCascade * cascade)
{
  if (cascade == NULL)
    return;
  g_free (cascade->stages);
  g_free (cascade->weaks);
  g_free (cascade->nodes);
  g_free (cascade->leaves);
  g_free (cascade->leaves_fixed);
  g_free (cascade->features);
  g_free (cascade->subsets);
  g_free (cascade->path);
  g_free (cascade);
}
