/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/**
 * SECTION:element-clfacedetect
 * @title: clfacedetect
 *
 * Viola-Jones face detection with OpenCV's Haar and LBP cascade files, on
 * an OpenCL device.  It reproduces OpenCV's
 * `CascadeClassifier::detectMultiScale` (image pyramid by #GstClFaceDetect:scale-factor,
 * window step 2 below a factor of 2 and 1 above, variance normalisation,
 * groupRectangles with #GstClFaceDetect:min-neighbors and eps 0.2): with the
 * defaults the two agree.  All scales run in one persistent kernel launch
 * over a pyramid built on the device from the frame's luma (shared with the
 * other CL elements: one upload per frame per pipeline).  LBP cascades
 * (#GstClFaceDetect:profile `lbp_frontalface`, `lbp_frontalface_improved`,
 * `lbp_profileface`, ...) take OpenCV's LBP path: no variance
 * normalisation, MB-LBP codes and subset lookups, several times faster.
 *
 * Each face becomes a #GstVideoRegionOfInterestMeta of type "face" with a
 * "detection" parameter structure (x_min, y_min, x_max, y_max normalised to
 * 0..1, confidence, label_id 0, label "face") and, when tracking, an
 * "object_id" structure (id): the layout Intel DL Streamer uses.  An
 * element message named "clfacedetect" lists the faces (x, y, width,
 * height, confidence, id) with timestamp, stream-time, running-time and
 * duration, as #GstClFaceDetect:updates says.  #GstClFaceDetect:display draws
 * the boxes and ids into the frame.
 *
 * With #GstClFaceDetect:tracking (default), faces keep an id from frame to
 * frame; with #GstClFaceDetect:interval N, detection runs every N frames and
 * the tracker moves the boxes in between.
 *
 * ## Example launch lines
 * |[
 * gst-launch-1.0 v4l2src ! videoconvert ! clintegral squared=true ! clfacedetect display=true ! videoconvert ! autovideosink
 * gst-launch-1.0 filesrc location=photo.jpg ! decodebin ! videoconvert ! clfacedetect display=true ! videoconvert ! pngenc ! filesink location=faces.png
 * ]|
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include "gstclfacedetect.h"
#include "gstclcascadeengine.h"
#include "gstcltracker.h"
#include "gstcldraw.h"
#include "gstcldata.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_face_detect_debug);
#define GST_CAT_DEFAULT gst_cl_face_detect_debug

typedef enum
{
  GST_CL_FACE_DETECT_UPDATES_EVERY_FRAME,
  GST_CL_FACE_DETECT_UPDATES_ON_CHANGE,
  GST_CL_FACE_DETECT_UPDATES_ON_FACE,
  GST_CL_FACE_DETECT_UPDATES_NONE,
} GstClFaceDetectUpdates;

#define GST_TYPE_CL_FACE_DETECT_UPDATES (gst_cl_face_detect_updates_get_type ())
static GType
gst_cl_face_detect_updates_get_type (void)
{
  static GType type = 0;
  static const GEnumValue values[] = {
    {GST_CL_FACE_DETECT_UPDATES_EVERY_FRAME, "Post a message every frame",
        "every-frame"},
    {GST_CL_FACE_DETECT_UPDATES_ON_CHANGE,
        "Post a message when the number of faces changes", "on-change"},
    {GST_CL_FACE_DETECT_UPDATES_ON_FACE,
        "Post a message on frames with at least one face", "on-face"},
    {GST_CL_FACE_DETECT_UPDATES_NONE, "Post no messages", "none"},
    {0, NULL, NULL}
  };

  if (g_once_init_enter (&type)) {
    GType t = g_enum_register_static ("GstClFaceDetectUpdates", values);
    g_once_init_leave (&type, t);
  }
  return type;
}

enum
{
  PROP_0,
  PROP_PROFILE,
  PROP_SCALE_FACTOR,
  PROP_MIN_NEIGHBORS,
  PROP_MIN_SIZE_WIDTH,
  PROP_MIN_SIZE_HEIGHT,
  PROP_MAX_SIZE_WIDTH,
  PROP_MAX_SIZE_HEIGHT,
  PROP_DISPLAY,
  PROP_UPDATES,
  PROP_TRACKING,
  PROP_INTERVAL,
};

#define DEFAULT_PROFILE "haarcascade_frontalface_default.xml"
#define DEFAULT_SCALE_FACTOR 1.1
#define DEFAULT_MIN_NEIGHBORS 3
#define DEFAULT_MIN_SIZE 0
#define DEFAULT_MAX_SIZE 0
#define DEFAULT_DISPLAY FALSE
#define DEFAULT_UPDATES GST_CL_FACE_DETECT_UPDATES_EVERY_FRAME
#define DEFAULT_TRACKING TRUE
#define DEFAULT_INTERVAL 1

/* tracker: IoU to pair a face with a track, frames a lost face is kept */
#define TRACK_MIN_IOU 0.3
#define TRACK_MAX_MISSED 5

struct _GstClFaceDetect
{
  GstClBaseFilter parent;

  /* properties (GST_OBJECT_LOCK) */
  gchar *profile;
  GstClHaarParams params;
  gboolean display;
  GstClFaceDetectUpdates updates;
  gboolean tracking;
  guint interval;

  /* streaming state */
  GstClCascade *cascade;
  GstClCascadeEngine *detector;
  GstClTracker *tracker;
  GArray *rects, *weights, *tracks;
  guint frame_count;
  gint last_n_faces;
};

G_DEFINE_TYPE (GstClFaceDetect, gst_cl_face_detect, GST_TYPE_CL_BASE_FILTER);
GST_ELEMENT_REGISTER_DEFINE (clfacedetect, "clfacedetect", GST_RANK_NONE,
    GST_TYPE_CL_FACE_DETECT);

static void
gst_cl_face_detect_set_property (GObject * object, guint prop_id,
    const GValue * value, GParamSpec * pspec)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (object);

  GST_OBJECT_LOCK (self);
  switch (prop_id) {
    case PROP_PROFILE:
      g_free (self->profile);
      self->profile = g_value_dup_string (value);
      break;
    case PROP_SCALE_FACTOR:
      self->params.scale_factor = g_value_get_double (value);
      break;
    case PROP_MIN_NEIGHBORS:
      self->params.min_neighbors = g_value_get_int (value);
      break;
    case PROP_MIN_SIZE_WIDTH:
      self->params.min_width = g_value_get_uint (value);
      break;
    case PROP_MIN_SIZE_HEIGHT:
      self->params.min_height = g_value_get_uint (value);
      break;
    case PROP_MAX_SIZE_WIDTH:
      self->params.max_width = g_value_get_uint (value);
      break;
    case PROP_MAX_SIZE_HEIGHT:
      self->params.max_height = g_value_get_uint (value);
      break;
    case PROP_DISPLAY:
      self->display = g_value_get_boolean (value);
      break;
    case PROP_UPDATES:
      self->updates = g_value_get_enum (value);
      break;
    case PROP_TRACKING:
      self->tracking = g_value_get_boolean (value);
      break;
    case PROP_INTERVAL:
      self->interval = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      break;
  }
  GST_OBJECT_UNLOCK (self);
}

static void
gst_cl_face_detect_get_property (GObject * object, guint prop_id,
    GValue * value, GParamSpec * pspec)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (object);

  GST_OBJECT_LOCK (self);
  switch (prop_id) {
    case PROP_PROFILE:
      g_value_set_string (value, self->profile);
      break;
    case PROP_SCALE_FACTOR:
      g_value_set_double (value, self->params.scale_factor);
      break;
    case PROP_MIN_NEIGHBORS:
      g_value_set_int (value, self->params.min_neighbors);
      break;
    case PROP_MIN_SIZE_WIDTH:
      g_value_set_uint (value, self->params.min_width);
      break;
    case PROP_MIN_SIZE_HEIGHT:
      g_value_set_uint (value, self->params.min_height);
      break;
    case PROP_MAX_SIZE_WIDTH:
      g_value_set_uint (value, self->params.max_width);
      break;
    case PROP_MAX_SIZE_HEIGHT:
      g_value_set_uint (value, self->params.max_height);
      break;
    case PROP_DISPLAY:
      g_value_set_boolean (value, self->display);
      break;
    case PROP_UPDATES:
      g_value_set_enum (value, self->updates);
      break;
    case PROP_TRACKING:
      g_value_set_boolean (value, self->tracking);
      break;
    case PROP_INTERVAL:
      g_value_set_uint (value, self->interval);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      break;
  }
  GST_OBJECT_UNLOCK (self);
}

/* A path as it is; a short name ("frontalface_alt", "eye"; "lbp_" +
 * an LBP cascade's name, "lbp_frontalface_improved") or a file name looked
 * up under cascades/ of the data dirs, then in OpenCV's own (haarcascades/
 * or lbpcascades/). */
static gchar *
resolve_profile (const gchar * profile, GError ** error)
{
  const gchar *names[2] = { NULL, NULL };
  gchar *file, *found;
  gboolean lbp;

  if (!profile || !*profile)
    profile = DEFAULT_PROFILE;
  if (strchr (profile, G_DIR_SEPARATOR) || g_file_test (profile,
          G_FILE_TEST_EXISTS))
    return g_strdup (profile);

  lbp = g_str_has_prefix (profile, "lbp");
  if (g_str_has_suffix (profile, ".xml"))
    file = g_strdup (profile);
  else if (g_str_has_prefix (profile, "haarcascade_") ||
      g_str_has_prefix (profile, "lbpcascade_"))
    file = g_strconcat (profile, ".xml", NULL);
  else if (g_str_has_prefix (profile, "lbp_"))
    file = g_strconcat ("lbpcascade_", profile + 4, ".xml", NULL);
  else
    file = g_strconcat ("haarcascade_", profile, ".xml", NULL);
  names[0] = file;
  found = gst_cl_find_data_file ("cascades", names, lbp ?
      "/usr/share/opencv4/lbpcascades" : "/usr/share/opencv4/haarcascades",
      error);
  g_free (file);
  return found;
}

static gboolean
gst_cl_face_detect_open (GstClBaseFilter * base, GError ** error)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (base);
  gchar *path;

  GST_OBJECT_LOCK (self);
  path = resolve_profile (self->profile, error);
  GST_OBJECT_UNLOCK (self);
  if (!path)
    return FALSE;

  self->cascade = gst_cl_cascade_load (path, error);
  if (!self->cascade) {
    g_free (path);
    return FALSE;
  }
  GST_INFO_OBJECT (self, "%s cascade %s: %ux%u window, %u stages",
      self->cascade->feature_type == GST_CL_CASCADE_LBP ? "LBP" : "Haar",
      path, self->cascade->window_w, self->cascade->window_h,
      self->cascade->n_stages);
  g_free (path);
  self->detector = gst_cl_cascade_engine_new (gst_cl_base_filter_get_context
      (base), self->cascade, error);
  if (!self->detector)
    return FALSE;
  self->tracker = gst_cl_tracker_new (TRACK_MIN_IOU, TRACK_MAX_MISSED);
  self->frame_count = 0;
  self->last_n_faces = -1;
  return TRUE;
}

static void
gst_cl_face_detect_close (GstClBaseFilter * base)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (base);

  g_clear_pointer (&self->detector, gst_cl_cascade_engine_free);
  g_clear_pointer (&self->cascade, gst_cl_cascade_free);
  g_clear_pointer (&self->tracker, gst_cl_tracker_free);
}

static gboolean
gst_cl_face_detect_set_info (GstClBaseFilter * base, const GstVideoInfo * info,
    GError ** error)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (base);

  /* boxes of another geometry mean nothing in the new one */
  if (self->tracker)
    gst_cl_tracker_reset (self->tracker);
  self->frame_count = 0;
  return TRUE;
}

static gboolean
gst_cl_face_detect_sink_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (trans);

  if (GST_EVENT_TYPE (event) == GST_EVENT_FLUSH_STOP ||
      GST_EVENT_TYPE (event) == GST_EVENT_STREAM_START) {
    if (self->tracker)
      gst_cl_tracker_reset (self->tracker);
    self->frame_count = 0;
    self->last_n_faces = -1;
  }
  return GST_BASE_TRANSFORM_CLASS (gst_cl_face_detect_parent_class)->sink_event
      (trans, event);
}

typedef struct
{
  gint x, y, w, h;
  gdouble confidence;
  gint id;                      /* -1 without tracking */
} Face;

static void
attach_meta (GstBuffer * buf, const GstVideoInfo * info, const Face * f)
{
  GstVideoRegionOfInterestMeta *roi;
  gdouble W = GST_VIDEO_INFO_WIDTH (info), H = GST_VIDEO_INFO_HEIGHT (info);

  roi = gst_buffer_add_video_region_of_interest_meta (buf, "face", f->x,
      f->y, f->w, f->h);
  gst_video_region_of_interest_meta_add_param (roi,
      gst_structure_new ("detection",
          "x_min", G_TYPE_DOUBLE, f->x / W,
          "y_min", G_TYPE_DOUBLE, f->y / H,
          "x_max", G_TYPE_DOUBLE, (f->x + f->w) / W,
          "y_max", G_TYPE_DOUBLE, (f->y + f->h) / H,
          "confidence", G_TYPE_DOUBLE, f->confidence,
          "label_id", G_TYPE_INT, 0, "label", G_TYPE_STRING, "face", NULL));
  if (f->id >= 0) {
    roi->id = f->id;
    gst_video_region_of_interest_meta_add_param (roi,
        gst_structure_new ("object_id", "id", G_TYPE_INT, f->id, NULL));
  }
}

static void
post_message (GstClFaceDetect * self, GstBuffer * buf, const Face * faces,
    guint n)
{
  GValue list = G_VALUE_INIT;
  GstStructure *s;
  guint i;

  g_value_init (&list, GST_TYPE_LIST);
  for (i = 0; i < n; i++) {
    GValue v = G_VALUE_INIT;
    GstStructure *face = gst_structure_new ("face",
        "x", G_TYPE_UINT, (guint) faces[i].x,
        "y", G_TYPE_UINT, (guint) faces[i].y,
        "width", G_TYPE_UINT, (guint) faces[i].w,
        "height", G_TYPE_UINT, (guint) faces[i].h,
        "confidence", G_TYPE_DOUBLE, faces[i].confidence, NULL);
    if (faces[i].id >= 0)
      gst_structure_set (face, "id", G_TYPE_INT, faces[i].id, NULL);
    g_value_init (&v, GST_TYPE_STRUCTURE);
    gst_value_set_structure (&v, face);
    gst_structure_free (face);
    gst_value_list_append_and_take_value (&list, &v);
  }
  s = gst_cl_base_filter_new_message_structure (GST_CL_BASE_FILTER (self),
      "clfacedetect", buf);
  gst_structure_take_value (s, "faces", &list);
  gst_element_post_message (GST_ELEMENT (self),
      gst_message_new_element (GST_OBJECT (self), s));
}

static GstFlowReturn
gst_cl_face_detect_process (GstClBaseFilter * base, GstBuffer * buf)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (base);
  const GstVideoInfo *info = gst_cl_base_filter_get_info (base);
  GstClHaarParams params;
  gboolean display, tracking, detect, post;
  GstClFaceDetectUpdates updates;
  guint interval, i, n = 0;
  GError *err = NULL;
  Face *faces = NULL;

  GST_OBJECT_LOCK (self);
  params = self->params;
  display = self->display;
  updates = self->updates;
  tracking = self->tracking;
  interval = MAX (self->interval, 1);
  GST_OBJECT_UNLOCK (self);

  /* detection frames: every interval-th; with tracking the others only
   * move the tracks.  QoS: a late frame skips detection (never the
   * buffer) and, when tracking, coasts on the tracker. */
  detect = self->frame_count % interval == 0;
  if (detect && gst_cl_base_filter_is_late (base, buf)) {
    GST_DEBUG_OBJECT (self, "late: skipping detection on %" GST_PTR_FORMAT,
        buf);
    detect = FALSE;
  }
  self->frame_count++;

  if (detect) {
    GstClFrameMeta *frame = gst_cl_base_filter_get_frame (base, buf, &err);
    GstClIntegralMeta *im = NULL;
    cl_mem isum = NULL, isq = NULL;

    /* the integral of an upstream clintegral squared=true (same device,
     * same frame; a stale one went with the frame meta) is the pyramid's
     * level 0 */
    if (frame && (im = gst_cl_base_filter_find_integral (base, buf,
                self->cascade->feature_type != GST_CL_CASCADE_LBP))) {
      /* an LBP cascade reads no squares */
      isum = im->sum->mem;
      isq = im->sqsum ? im->sqsum->mem : NULL;
    }
    if (!frame || !gst_cl_cascade_engine_run_with_integral (self->detector,
            frame->luma->mem, frame->pitch, frame->width, frame->height,
            isum, isq, isum ? im->pitch : 0, &params, self->rects,
            self->weights, &err)) {
      gst_cl_base_filter_post_error (base, err, "face detection failed");
      g_clear_error (&err);
      return GST_FLOW_ERROR;
    }
  }

  if (tracking) {
    if (detect) {
      GstClDetection *dets = g_new0 (GstClDetection, self->rects->len + 1);
      for (i = 0; i < self->rects->len; i++) {
        GstClRect *r = &g_array_index (self->rects, GstClRect, i);
        dets[i].x = r->x;
        dets[i].y = r->y;
        dets[i].w = r->width;
        dets[i].h = r->height;
        dets[i].confidence = gst_cl_haar_confidence (g_array_index
            (self->weights, gint, i));
      }
      gst_cl_tracker_update (self->tracker, dets, self->rects->len,
          self->tracks);
      g_free (dets);
    } else {
      gst_cl_tracker_predict (self->tracker, self->tracks);
    }
    faces = g_new0 (Face, self->tracks->len + 1);
    for (i = 0; i < self->tracks->len; i++) {
      GstClTrack *t = &g_array_index (self->tracks, GstClTrack, i);
      gint x = CLAMP ((gint) (t->x + 0.5), 0, GST_VIDEO_INFO_WIDTH (info) - 1);
      gint y = CLAMP ((gint) (t->y + 0.5), 0,
          GST_VIDEO_INFO_HEIGHT (info) - 1);
      faces[n].x = x;
      faces[n].y = y;
      faces[n].w = CLAMP ((gint) (t->w + 0.5), 1,
          GST_VIDEO_INFO_WIDTH (info) - x);
      faces[n].h = CLAMP ((gint) (t->h + 0.5), 1,
          GST_VIDEO_INFO_HEIGHT (info) - y);
      faces[n].confidence = t->confidence;
      faces[n].id = t->id;
      n++;
    }
  } else if (detect) {
    faces = g_new0 (Face, self->rects->len + 1);
    for (i = 0; i < self->rects->len; i++) {
      GstClRect *r = &g_array_index (self->rects, GstClRect, i);
      faces[n].x = r->x;
      faces[n].y = r->y;
      faces[n].w = r->width;
      faces[n].h = r->height;
      faces[n].confidence = gst_cl_haar_confidence (g_array_index
          (self->weights, gint, i));
      faces[n].id = -1;
      n++;
    }
  }

  for (i = 0; i < n; i++)
    attach_meta (buf, info, &faces[i]);

  switch (updates) {
    case GST_CL_FACE_DETECT_UPDATES_EVERY_FRAME:
      post = TRUE;
      break;
    case GST_CL_FACE_DETECT_UPDATES_ON_CHANGE:
      post = (gint) n != self->last_n_faces;
      break;
    case GST_CL_FACE_DETECT_UPDATES_ON_FACE:
      post = n > 0;
      break;
    default:
      post = FALSE;
      break;
  }
  self->last_n_faces = n;
  if (post)
    post_message (self, buf, faces, n);

  if (display && n > 0) {
    GstVideoFrame vframe;

    /* a copy of the pixels only if someone else holds them: the device
     * view attached upstream keeps the original */
    if (gst_video_frame_map (&vframe, (GstVideoInfo *) info, buf,
            GST_MAP_READWRITE)) {
      for (i = 0; i < n; i++)
        gst_cl_draw_box (&vframe, faces[i].x, faces[i].y, faces[i].w,
            faces[i].h, faces[i].id);
      gst_video_frame_unmap (&vframe);
    } else {
      GST_WARNING_OBJECT (self, "cannot map the frame to draw into it");
    }
  }
  g_free (faces);
  return GST_FLOW_OK;
}

static void
gst_cl_face_detect_finalize (GObject * object)
{
  GstClFaceDetect *self = GST_CL_FACE_DETECT (object);

  g_free (self->profile);
  g_array_unref (self->rects);
  g_array_unref (self->weights);
  g_array_unref (self->tracks);
  G_OBJECT_CLASS (gst_cl_face_detect_parent_class)->finalize (object);
}

static void
gst_cl_face_detect_class_init (GstClFaceDetectClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstBaseTransformClass *trans_class = GST_BASE_TRANSFORM_CLASS (klass);
  GstClBaseFilterClass *base_class = GST_CL_BASE_FILTER_CLASS (klass);
  GParamFlags ready = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
      GST_PARAM_MUTABLE_READY;
  GParamFlags live = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
      GST_PARAM_MUTABLE_PLAYING | GST_PARAM_CONTROLLABLE;

  gobject_class->set_property = gst_cl_face_detect_set_property;
  gobject_class->get_property = gst_cl_face_detect_get_property;
  gobject_class->finalize = gst_cl_face_detect_finalize;

  g_object_class_install_property (gobject_class, PROP_PROFILE,
      g_param_spec_string ("profile", "Profile",
          "Haar or LBP cascade: a path, or a short name looked up in the "
          "data dir and in OpenCV's (frontalface_default, frontalface_alt, "
          "frontalface_alt2, profileface, eye, ...; LBP: lbp_frontalface, "
          "lbp_frontalface_improved, lbp_profileface, lbp_frontalcatface, "
          "lbp_silverware)", DEFAULT_PROFILE, ready));
  g_object_class_install_property (gobject_class, PROP_SCALE_FACTOR,
      g_param_spec_double ("scale-factor", "Scale factor",
          "Factor between pyramid levels (OpenCV's scaleFactor)", 1.01, 10.0,
          DEFAULT_SCALE_FACTOR, live));
  g_object_class_install_property (gobject_class, PROP_MIN_NEIGHBORS,
      g_param_spec_int ("min-neighbors", "Minimum neighbors",
          "Raw detections a face needs (OpenCV's minNeighbors; 0 keeps every "
          "raw window)", 0, 1000, DEFAULT_MIN_NEIGHBORS, live));
  g_object_class_install_property (gobject_class, PROP_MIN_SIZE_WIDTH,
      g_param_spec_uint ("min-size-width", "Minimum face width",
          "Smallest face width in pixels (0: the cascade's window)", 0,
          G_MAXINT, DEFAULT_MIN_SIZE, live));
  g_object_class_install_property (gobject_class, PROP_MIN_SIZE_HEIGHT,
      g_param_spec_uint ("min-size-height", "Minimum face height",
          "Smallest face height in pixels (0: the cascade's window)", 0,
          G_MAXINT, DEFAULT_MIN_SIZE, live));
  g_object_class_install_property (gobject_class, PROP_MAX_SIZE_WIDTH,
      g_param_spec_uint ("max-size-width", "Maximum face width",
          "Largest face width in pixels (0: no limit)", 0, G_MAXINT,
          DEFAULT_MAX_SIZE, live));
  g_object_class_install_property (gobject_class, PROP_MAX_SIZE_HEIGHT,
      g_param_spec_uint ("max-size-height", "Maximum face height",
          "Largest face height in pixels (0: no limit)", 0, G_MAXINT,
          DEFAULT_MAX_SIZE, live));
  g_object_class_install_property (gobject_class, PROP_DISPLAY,
      g_param_spec_boolean ("display", "Display",
          "Draw the faces (and their track ids) into the frame",
          DEFAULT_DISPLAY, live));
  g_object_class_install_property (gobject_class, PROP_UPDATES,
      g_param_spec_enum ("updates", "Updates",
          "When to post the \"clfacedetect\" element message",
          GST_TYPE_CL_FACE_DETECT_UPDATES, DEFAULT_UPDATES, live));
  g_object_class_install_property (gobject_class, PROP_TRACKING,
      g_param_spec_boolean ("tracking", "Tracking",
          "Give faces stable ids across frames (IoU tracker with a "
          "constant-velocity model; a lost face is reported 5 more frames "
          "and its id remembered for 30)",
          DEFAULT_TRACKING, live));
  g_object_class_install_property (gobject_class, PROP_INTERVAL,
      g_param_spec_uint ("interval", "Interval",
          "Detect every N frames; in between the tracker moves the boxes "
          "(needs tracking; without it, frames in between carry no faces)",
          1, G_MAXINT, DEFAULT_INTERVAL, live));

  gst_element_class_set_static_metadata (element_class,
      "OpenCL face detection", "Filter/Analyzer/Video",
      "Viola-Jones face detection with OpenCV Haar or LBP cascades on an "
      "OpenCL "
      "device: ROI metas, element messages, tracking ids, overlay",
      "The gst-cl-analytics authors");
  gst_cl_base_filter_class_add_pad_templates (element_class,
      GST_CL_BASE_FILTER_FORMATS);

  trans_class->sink_event = gst_cl_face_detect_sink_event;
  base_class->open = gst_cl_face_detect_open;
  base_class->close = gst_cl_face_detect_close;
  base_class->set_info = gst_cl_face_detect_set_info;
  base_class->process = gst_cl_face_detect_process;

  gst_type_mark_as_plugin_api (GST_TYPE_CL_FACE_DETECT_UPDATES, 0);
  GST_DEBUG_CATEGORY_INIT (gst_cl_face_detect_debug, "clfacedetect", 0,
      "OpenCL face detection");
}

static void
gst_cl_face_detect_init (GstClFaceDetect * self)
{
  self->profile = g_strdup (DEFAULT_PROFILE);
  gst_cl_haar_params_init (&self->params);
  self->params.scale_factor = DEFAULT_SCALE_FACTOR;
  self->params.min_neighbors = DEFAULT_MIN_NEIGHBORS;
  self->display = DEFAULT_DISPLAY;
  self->updates = DEFAULT_UPDATES;
  self->tracking = DEFAULT_TRACKING;
  self->interval = DEFAULT_INTERVAL;
  self->rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  self->weights = g_array_new (FALSE, FALSE, sizeof (gint));
  self->tracks = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
}
