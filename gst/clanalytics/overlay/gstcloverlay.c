/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/**
 * SECTION:element-cloverlay
 * @title: cloverlay
 *
 * Draws every #GstVideoRegionOfInterestMeta of a frame, whatever element
 * attached it (clfacedetect, cltrack, GStreamer's facedetect, an
 * application): its box in a colour of its id, and a caption with its
 * label, id and confidence (from the "detection" and "object_id"
 * parameters, where present).  Parts (ROIs whose parent_id is the id of
 * another ROI of the frame, such as clfacedetect's eyes, nose and mouth)
 * are outlined in their parent's colour, inside the parent's box.
 *
 * The drawing is a #GstVideoOverlayComposition made with cairo and pango.
 * When downstream handles #GstVideoOverlayCompositionMeta (its allocation
 * answer lists the meta, or upstream negotiated the
 * `meta:GstVideoOverlayComposition` caps feature), the composition is
 * attached and the frame's pixels are not touched: a sink draws it at its
 * own resolution, and a tee branch without the overlay keeps clean frames.
 * Otherwise it is blended into the frame.  Does not need an OpenCL device.
 * Where no font is installed at all, the boxes are drawn without captions
 * and a warning says so once.
 *
 * ## Example launch lines
 * |[
 * gst-launch-1.0 v4l2src ! videoconvert ! clfacedetect tracking=false interval=3 ! cltrack ! cloverlay ! videoconvert ! autovideosink
 * gst-launch-1.0 filesrc location=photo.jpg ! decodebin ! videoconvert ! facedetect display=false ! cloverlay ! videoconvert ! pngenc ! filesink location=faces.png
 * ]|
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/video/video.h>
#include "gstcloverlay.h"
#include "gstclroirender.h"
#include "gstclbasefilter.h"
#include "gstclprops.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_overlay_debug);
#define GST_CAT_DEFAULT gst_cl_overlay_debug

enum
{
  PROP_0,
  PROP_SHOW_LABELS,
  PROP_LINE_WIDTH,
};

#define DEFAULT_SHOW_LABELS TRUE
#define DEFAULT_LINE_WIDTH 0
#define MAX_LINE_WIDTH 64

#define OVERLAY_FEATURE GST_CAPS_FEATURE_META_GST_VIDEO_OVERLAY_COMPOSITION

#define OVERLAY_CAPS \
  GST_VIDEO_CAPS_MAKE_WITH_FEATURES (OVERLAY_FEATURE, \
      GST_CL_BASE_FILTER_FORMATS) "; " \
  GST_VIDEO_CAPS_MAKE (GST_CL_BASE_FILTER_FORMATS)

static GstStaticPadTemplate sink_template = GST_STATIC_PAD_TEMPLATE ("sink",
    GST_PAD_SINK, GST_PAD_ALWAYS, GST_STATIC_CAPS (OVERLAY_CAPS));

static GstStaticPadTemplate src_template = GST_STATIC_PAD_TEMPLATE ("src",
    GST_PAD_SRC, GST_PAD_ALWAYS, GST_STATIC_CAPS (OVERLAY_CAPS));

struct _GstClOverlay
{
  GstBaseTransform parent;

  /* properties (GST_OBJECT_LOCK) */
  gboolean show_labels;
  guint line_width;

  /* streaming state */
  GstVideoInfo info;
  /* new caps: ask downstream again whether it takes the meta */
  gboolean need_decide;
  gboolean upstream_has_meta;
  gboolean attach;
  /* the bus told that captions are left out for want of a font */
  gboolean told_no_font;
  GArray *rois;
};

G_DEFINE_TYPE (GstClOverlay, gst_cl_overlay, GST_TYPE_BASE_TRANSFORM);
GST_ELEMENT_REGISTER_DEFINE (cloverlay, "cloverlay", GST_RANK_NONE,
    GST_TYPE_CL_OVERLAY);

/* Sink to source: each structure with the overlay feature first (a sink
 * that takes the meta is preferred), then in system memory.  Source to
 * sink: both again, upstream may attach compositions of its own. */
static GstCaps *
gst_cl_overlay_transform_caps (GstBaseTransform * trans,
    GstPadDirection direction, GstCaps * caps, GstCaps * filter)
{
  GstCaps *with = gst_caps_new_empty (), *without = gst_caps_new_empty ();
  GstCaps *res;
  guint i;

  for (i = 0; i < gst_caps_get_size (caps); i++) {
    GstStructure *s = gst_caps_get_structure (caps, i);
    GstCapsFeatures *f = gst_caps_get_features (caps, i);

    if (f && gst_caps_features_is_any (f)) {
      gst_caps_append_structure_full (with, gst_structure_copy (s),
          gst_caps_features_copy (f));
      continue;
    }
    gst_caps_append_structure_full (with, gst_structure_copy (s),
        gst_caps_features_new (OVERLAY_FEATURE, NULL));
    gst_caps_append_structure_full (without, gst_structure_copy (s),
        gst_caps_features_new_empty ());
  }
  res = gst_caps_merge (with, without);
  if (filter) {
    GstCaps *tmp = gst_caps_intersect_full (filter, res,
        GST_CAPS_INTERSECT_FIRST);
    gst_caps_unref (res);
    res = tmp;
  }
  GST_LOG_OBJECT (trans, "%s %" GST_PTR_FORMAT " -> %" GST_PTR_FORMAT,
      direction == GST_PAD_SINK ? "sink" : "src", caps, res);
  return res;
}

static gboolean
caps_have_overlay_feature (GstCaps * caps)
{
  GstCapsFeatures *f = gst_caps_get_size (caps) ?
      gst_caps_get_features (caps, 0) : NULL;

  return f && !gst_caps_features_is_any (f) &&
      gst_caps_features_contains (f, OVERLAY_FEATURE);
}

static gboolean
gst_cl_overlay_set_caps (GstBaseTransform * trans, GstCaps * incaps,
    GstCaps * outcaps)
{
  GstClOverlay *self = GST_CL_OVERLAY (trans);

  if (!gst_video_info_from_caps (&self->info, incaps))
    return FALSE;
  self->upstream_has_meta = caps_have_overlay_feature (incaps);
  /* asked on the next frame: the source caps are downstream by then */
  self->need_decide = TRUE;
  return TRUE;
}

/* Attach when upstream negotiated the feature or downstream's allocation
 * answer lists the meta (the caps feature alone does not say that
 * downstream draws it: fakesink accepts any caps). */
static void
decide_attach (GstClOverlay * self)
{
  GstBaseTransform *trans = GST_BASE_TRANSFORM (self);
  GstCaps *caps = gst_pad_get_current_caps (trans->srcpad);
  gboolean alloc_has_meta = FALSE;

  if (caps) {
    GstQuery *q = gst_query_new_allocation (caps, FALSE);

    if (gst_pad_peer_query (trans->srcpad, q))
      alloc_has_meta = gst_query_find_allocation_meta (q,
          GST_VIDEO_OVERLAY_COMPOSITION_META_API_TYPE, NULL);
    gst_query_unref (q);
    gst_caps_unref (caps);
  }
  self->attach = self->upstream_has_meta || alloc_has_meta;
  GST_DEBUG_OBJECT (self, "%s the drawing (upstream meta %d, downstream "
      "meta %d)", self->attach ? "attaching" : "blending",
      self->upstream_has_meta, alloc_has_meta);
  self->need_decide = FALSE;
}

static gboolean
gst_cl_overlay_src_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClOverlay *self = GST_CL_OVERLAY (trans);

  /* a new sink (or new sink properties) may answer differently */
  if (GST_EVENT_TYPE (event) == GST_EVENT_RECONFIGURE)
    self->need_decide = TRUE;
  return GST_BASE_TRANSFORM_CLASS (gst_cl_overlay_parent_class)->src_event
      (trans, event);
}

/* our rectangle beside those a composition upstream attached */
static void
attach_composition (GstBuffer * buf, GstVideoOverlayComposition * comp)
{
  GstVideoOverlayCompositionMeta *m =
      gst_buffer_get_video_overlay_composition_meta (buf);

  if (m) {
    GstVideoOverlayComposition *merged =
        gst_video_overlay_composition_copy (m->overlay);
    guint i;

    for (i = 0; i < gst_video_overlay_composition_n_rectangles (comp); i++)
      gst_video_overlay_composition_add_rectangle (merged,
          gst_video_overlay_composition_get_rectangle (comp, i));
    gst_buffer_remove_video_overlay_composition_meta (buf, m);
    gst_buffer_add_video_overlay_composition_meta (buf, merged);
    gst_video_overlay_composition_unref (merged);
  } else {
    gst_buffer_add_video_overlay_composition_meta (buf, comp);
  }
}

static GstFlowReturn
gst_cl_overlay_transform_ip (GstBaseTransform * trans, GstBuffer * buf)
{
  GstClOverlay *self = GST_CL_OVERLAY (trans);
  GstClRoiStyle style;
  GstVideoOverlayComposition *comp;
  GstVideoFrame frame;
  gint W = GST_VIDEO_INFO_WIDTH (&self->info);
  gint H = GST_VIDEO_INFO_HEIGHT (&self->info);

  if (self->need_decide)
    decide_attach (self);
  gst_cl_roi_collect (buf, W, H, self->rois);
  if (self->rois->len == 0)
    return GST_FLOW_OK;

  GST_OBJECT_LOCK (self);
  style.line_width = self->line_width;
  style.show_text = self->show_labels;
  GST_OBJECT_UNLOCK (self);
  if (style.show_text && !self->told_no_font && !gst_cl_roi_have_font ()) {
    GST_ELEMENT_WARNING (self, RESOURCE, NOT_FOUND,
        ("No font found: the boxes are drawn without their captions."),
        ("Pango could load neither the captions' font nor a fallback "
            "(install one, e.g. Debian's fonts-dejavu-core)"));
    self->told_no_font = TRUE;
  }

  comp = gst_cl_roi_render (self->rois, W, H, &style);
  if (!comp) {
    GST_WARNING_OBJECT (self, "could not draw %u ROI(s)", self->rois->len);
    return GST_FLOW_OK;
  }
  if (self->attach) {
    attach_composition (buf, comp);
  } else if (gst_video_frame_map (&frame, &self->info, buf,
          GST_MAP_READWRITE)) {
    gst_video_overlay_composition_blend (comp, &frame);
    gst_video_frame_unmap (&frame);
  } else {
    GST_ELEMENT_WARNING (self, STREAM, FAILED, (NULL),
        ("cannot map the frame to draw into it"));
  }
  gst_video_overlay_composition_unref (comp);
  return GST_FLOW_OK;
}

static void
gst_cl_overlay_finalize (GObject * object)
{
  GstClOverlay *self = GST_CL_OVERLAY (object);

  g_array_unref (self->rois);
  G_OBJECT_CLASS (gst_cl_overlay_parent_class)->finalize (object);
}

static void
gst_cl_overlay_class_init (GstClOverlayClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstBaseTransformClass *trans_class = GST_BASE_TRANSFORM_CLASS (klass);

  gobject_class->finalize = gst_cl_overlay_finalize;

  /**
   * GstClOverlay:show-labels:
   *
   * A caption above each object's box: label, #id and confidence.
   */
  gst_cl_install_field_property (gobject_class, PROP_SHOW_LABELS,
      G_STRUCT_OFFSET (GstClOverlay, show_labels),
      g_param_spec_boolean ("show-labels", "Show labels",
          "Caption each box with its label, id and confidence",
          DEFAULT_SHOW_LABELS, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
          GST_PARAM_CONTROLLABLE));
  /**
   * GstClOverlay:line-width:
   *
   * Box outline in pixels; 0 grows it with the frame (2 pixels up to
   * 480 lines).
   */
  gst_cl_install_field_property (gobject_class, PROP_LINE_WIDTH,
      G_STRUCT_OFFSET (GstClOverlay, line_width),
      g_param_spec_uint ("line-width", "Line width",
          "Box outline in pixels (0: from the frame size)", 0,
          MAX_LINE_WIDTH, DEFAULT_LINE_WIDTH, G_PARAM_READWRITE |
          G_PARAM_STATIC_STRINGS | GST_PARAM_CONTROLLABLE));

  gst_element_class_set_static_metadata (element_class,
      "ROI overlay", "Filter/Editor/Video",
      "Draws the region-of-interest metas of each frame (boxes, ids, labels, "
      "confidences) as an overlay composition, attached or blended",
      "The gst-cl-analytics authors");
  gst_element_class_add_static_pad_template (element_class, &sink_template);
  gst_element_class_add_static_pad_template (element_class, &src_template);

  trans_class->transform_caps =
      GST_DEBUG_FUNCPTR (gst_cl_overlay_transform_caps);
  trans_class->set_caps = GST_DEBUG_FUNCPTR (gst_cl_overlay_set_caps);
  trans_class->transform_ip = GST_DEBUG_FUNCPTR (gst_cl_overlay_transform_ip);
  trans_class->src_event = GST_DEBUG_FUNCPTR (gst_cl_overlay_src_event);
  trans_class->passthrough_on_same_caps = FALSE;
  trans_class->transform_ip_on_passthrough = FALSE;

  GST_DEBUG_CATEGORY_INIT (gst_cl_overlay_debug, "cloverlay", 0,
      "ROI overlay");
}

static void
gst_cl_overlay_init (GstClOverlay * self)
{
  gst_cl_field_init_defaults (G_OBJECT (self));
  self->rois = g_array_new (FALSE, FALSE, sizeof (GstClRoi));
  gst_video_info_init (&self->info);
  gst_base_transform_set_in_place (GST_BASE_TRANSFORM (self), TRUE);
}
