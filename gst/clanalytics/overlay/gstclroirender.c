/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * ROI metas drawn with cairo and pango into one ARGB rectangle covering
 * the boxes and their captions, as a GstVideoOverlayComposition: a sink
 * that takes the composition meta draws it itself, anything else gets it
 * blended into the frame (any raw format, by the video library).
 *
 * Objects are outlined in a colour of their id (of their label when they
 * have none) with a caption "label #id confidence"; parts (ROIs whose
 * parent is another ROI of the frame: eyes, nose, mouth in a face) get a
 * thinner outline in their parent's colour and a smaller caption (label,
 * confidence) below, both clipped to the parent's box.
 */
#include <math.h>
#include <string.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include "gstclroirender.h"

/* caption height and text size from the font size in pixels */
#define CAPTION_PAD 2
/* an upper bound of a bold sans glyph's advance, in font sizes: the
 * rectangle is sized before the captions are laid out */
#define GLYPH_ADVANCE 0.75
/* the captions' font (fontconfig's pattern) */
#define CAPTION_FONT "Sans Bold"
/* the smallest caption of a part, in pixels */
#define PART_FONT_MIN 8

/* As Python's colorsys.hsv_to_rgb(): in each sixth of the hue circle, red,
 * green and blue are each one of v, t, p, q. */
static void
hsv_to_rgb (gdouble h, gdouble s, gdouble v, gdouble rgb[3])
{
  static const guint8 sector_channels[6][3] = {
    {0, 1, 2}, {3, 0, 2}, {2, 0, 1}, {2, 3, 0}, {1, 2, 0}, {0, 2, 3}
  };
  gdouble f = h * 6 - floor (h * 6);
  gdouble vtpq[4] = { v, v * (1 - (1 - f) * s), v * (1 - s), v * (1 - f * s) };
  const guint8 *c = sector_channels[((gint) floor (h * 6)) % 6];

  rgb[0] = vtpq[c[0]];
  rgb[1] = vtpq[c[1]];
  rgb[2] = vtpq[c[2]];
}

/**
 * gst_cl_roi_colour:
 *
 * The colour @roi is drawn in: one per id (hues a golden-ratio step apart,
 * so that consecutive ids differ), its parent's for a part, one per label
 * for ROIs without an id.
 */
void
gst_cl_roi_colour (const GstClRoi * roi, const GArray * rois, gdouble rgb[3])
{
  guint key;

  if (roi->parent >= 0 && (guint) roi->parent < rois->len &&
      g_array_index (rois, GstClRoi, roi->parent).parent < 0)
    roi = &g_array_index (rois, GstClRoi, roi->parent);
  if (roi->object_id >= 0)
    key = (guint) roi->object_id;
  else
    key = g_str_hash (roi->label ? g_quark_to_string (roi->label) : "");
  hsv_to_rgb (fmod (key * 0.6180339887, 1.0), 0.85, 1.0, rgb);
}

static void
caption (GString * s, const GstClRoi * r)
{
  g_string_truncate (s, 0);
  if (r->label)
    g_string_append (s, g_quark_to_string (r->label));
  if (r->object_id >= 0)
    g_string_append_printf (s, "%s#%d", s->len ? " " : "", r->object_id);
  if (r->confidence >= 0)
    g_string_append_printf (s, "%s%.2f", s->len ? " " : "", r->confidence);
}

/* the rectangle every box, outline and caption lies in, clipped to the
 * frame; FALSE when empty */
static gboolean
bounds (const GArray * rois, gint W, gint H, gint lw, gint font_px,
    gboolean text, GString * s, cairo_rectangle_int_t * out)
{
  gint x0 = W, y0 = H, x1 = 0, y1 = 0;
  gint cap_h = font_px + 2 * CAPTION_PAD + 2;
  guint i;

  for (i = 0; i < rois->len; i++) {
    const GstClRoi *r = &g_array_index (rois, GstClRoi, i);
    gint bx0 = r->x - lw, by0 = r->y - lw, bx1 = r->x + r->w + lw,
        by1 = r->y + r->h + lw;

    if (!r->visible)
      continue;
    if (text && r->parent < 0) {
      caption (s, r);
      by0 = MIN (by0, r->y - cap_h - lw);
      bx1 = MAX (bx1, r->x + (gint) (s->len * font_px * GLYPH_ADVANCE) +
          2 * CAPTION_PAD + lw);
      by1 = MAX (by1, r->y + cap_h + lw);
    }
    x0 = MIN (x0, bx0);
    y0 = MIN (y0, by0);
    x1 = MAX (x1, bx1);
    y1 = MAX (y1, by1);
  }
  out->x = MAX (x0, 0);
  out->y = MAX (y0, 0);
  out->width = MIN (x1, W) - out->x;
  out->height = MIN (y1, H) - out->y;
  return out->width > 0 && out->height > 0;
}

/* TRUE when the captions' font loads (some font is installed).  Where none
 * is (no fontconfig configuration or no font file: a bare container),
 * Pango lays a line out over a million pixels high, differently at each
 * call; the captions are then left out. */
static gpointer
load_caption_font (gpointer data)
{
  PangoFontMap *map = pango_cairo_font_map_new ();
  PangoContext *ctx = pango_font_map_create_context (map);
  PangoFontDescription *desc =
      pango_font_description_from_string (CAPTION_FONT);
  PangoFont *font = pango_context_load_font (ctx, desc);
  gboolean found = font != NULL;

  g_clear_object (&font);
  pango_font_description_free (desc);
  g_object_unref (ctx);
  g_object_unref (map);
  return GINT_TO_POINTER (found);
}

/**
 * gst_cl_roi_have_font:
 *
 * Returns: whether the captions' font (or any fallback for it) is
 *   installed; without one gst_cl_roi_render() draws the boxes alone.
 *   Looked up once a process.
 */
gboolean
gst_cl_roi_have_font (void)
{
  static GOnce once = G_ONCE_INIT;

  return GPOINTER_TO_INT (g_once (&once, load_caption_font, NULL));
}

/* a caption above @r (inside it when @r touches the top), or for a part
 * just below it */
static void
draw_caption (cairo_t * cr, PangoLayout * layout, const GstClRoi * r,
    const gdouble rgb[3], gint lw, gboolean part, GString * s)
{
  gint tw, th, cx, cy;
  gdouble luma = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];

  caption (s, r);
  if (s->len == 0)
    return;
  pango_layout_set_text (layout, s->str, s->len);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cx = r->x - lw / 2;
  if (part) {
    cy = r->y + r->h;
  } else {
    cy = r->y - lw / 2 - th - 2 * CAPTION_PAD;
    if (cy < 0)
      cy = r->y + lw / 2;
  }
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.85);
  cairo_rectangle (cr, cx, cy, tw + 2 * CAPTION_PAD, th + 2 * CAPTION_PAD);
  cairo_fill (cr);
  if (luma > 0.55)
    cairo_set_source_rgb (cr, 0, 0, 0);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, cx + CAPTION_PAD, cy + CAPTION_PAD);
  pango_cairo_show_layout (cr, layout);
}

/**
 * gst_cl_roi_render:
 * @rois: GstClRoi (gst_cl_roi_collect())
 * @width, @height: the frame
 *
 * Linear in the number of ROIs.
 *
 * Returns: (transfer full) (nullable): the drawing, NULL when there is
 *   nothing to draw (or cairo could not allocate the surface)
 */
GstVideoOverlayComposition *
gst_cl_roi_render (const GArray * rois, gint width, gint height,
    const GstClRoiStyle * style)
{
  gint lw, font_px, stride;
  gboolean text;
  cairo_rectangle_int_t area;
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout = NULL, *part_layout = NULL;
  PangoFontDescription *font;
  GString *s;
  GstBuffer *pixels;
  GstVideoOverlayRectangle *rect;
  GstVideoOverlayComposition *comp;
  gsize offset[GST_VIDEO_MAX_PLANES] = { 0, };
  gint strides[GST_VIDEO_MAX_PLANES] = { 0, };
  guint i;

  if (!rois || rois->len == 0 || width <= 0 || height <= 0)
    return NULL;
  lw = style->line_width ? (gint) style->line_width :
      MAX (2, MIN (width, height) / 240);
  font_px = MAX (10, MIN (width, height) / 36);
  s = g_string_new (NULL);
  text = style->show_text && gst_cl_roi_have_font ();
  if (!bounds (rois, width, height, lw, font_px, text, s, &area)) {
    g_string_free (s, TRUE);
    return NULL;
  }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, area.width,
      area.height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy (surface);
    g_string_free (s, TRUE);
    return NULL;
  }
  cr = cairo_create (surface);
  cairo_translate (cr, -area.x, -area.y);
  if (text) {
    layout = pango_cairo_create_layout (cr);
    font = pango_font_description_from_string (CAPTION_FONT);
    pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
    pango_layout_set_font_description (layout, font);
    /* parts: a smaller caption, inside the face */
    part_layout = pango_cairo_create_layout (cr);
    pango_font_description_set_absolute_size (font,
        MAX (PART_FONT_MIN, font_px * 2 / 3) * PANGO_SCALE);
    pango_layout_set_font_description (part_layout, font);
    pango_font_description_free (font);
  }

  for (i = 0; i < rois->len; i++) {
    const GstClRoi *r = &g_array_index (rois, GstClRoi, i);
    gdouble rgb[3];

    /* a box wholly outside the frame is not drawn on its edge */
    if (!r->visible)
      continue;
    gst_cl_roi_colour (r, rois, rgb);
    cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
    if (r->parent >= 0) {
      const GstClRoi *p = &g_array_index (rois, GstClRoi, r->parent);

      /* a part stays inside its face */
      cairo_save (cr);
      cairo_rectangle (cr, p->x, p->y, p->w, p->h);
      cairo_clip (cr);
      cairo_set_line_width (cr, MAX (1, lw / 2));
      cairo_rectangle (cr, r->x + 0.5, r->y + 0.5, MAX (r->w - 1, 1),
          MAX (r->h - 1, 1));
      cairo_stroke (cr);
      if (part_layout)
        draw_caption (cr, part_layout, r, rgb, 1, TRUE, s);
      cairo_restore (cr);
      continue;
    }
    cairo_set_line_width (cr, lw);
    cairo_rectangle (cr, r->x, r->y, r->w, r->h);
    cairo_stroke (cr);
    if (layout)
      draw_caption (cr, layout, r, rgb, lw, FALSE, s);
  }
  g_clear_object (&layout);
  g_clear_object (&part_layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_string_free (s, TRUE);

  stride = cairo_image_surface_get_stride (surface);
  strides[0] = stride;
  pixels = gst_buffer_new_wrapped_full (0,
      cairo_image_surface_get_data (surface), (gsize) stride * area.height,
      0, (gsize) stride * area.height, surface,
      (GDestroyNotify) cairo_surface_destroy);
  /* cairo's ARGB32 is a native-endian 32-bit word: BGRA in memory on
   * little-endian hosts */
  gst_buffer_add_video_meta_full (pixels, GST_VIDEO_FRAME_FLAG_NONE,
      G_BYTE_ORDER == G_LITTLE_ENDIAN ? GST_VIDEO_FORMAT_BGRA :
      GST_VIDEO_FORMAT_ARGB, area.width, area.height, 1, offset, strides);
  rect = gst_video_overlay_rectangle_new_raw (pixels, area.x, area.y,
      area.width, area.height,
      GST_VIDEO_OVERLAY_FORMAT_FLAG_PREMULTIPLIED_ALPHA);
  gst_buffer_unref (pixels);
  comp = gst_video_overlay_composition_new (rect);
  gst_video_overlay_rectangle_unref (rect);
  return comp;
}
