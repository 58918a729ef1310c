/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/**
 * SECTION:element-cltrack
 * @title: cltrack
 *
 * Gives stable ids to the #GstVideoRegionOfInterestMeta boxes of any
 * detector upstream (clfacedetect tracking=false, GStreamer's facedetect,
 * an application's own): the tracker of `clfacedetect tracking=true`, the
 * same code with the same rules for confirming, coasting and losing a
 * track, as an element of its own.  On the same detections both give the
 * same ids and boxes.
 *
 * Each top-level ROI (not a part of another ROI of the frame) whose label
 * is in #GstClTrackFilter:labels (any label when empty) is a detection;
 * every label has a tracker of its own and ids are unique across labels.
 * A tracked ROI gets its id as clfacedetect writes it: the meta's `id`
 * and an "object_id" parameter structure (`id`); the parts that pointed at
 * it (`parent_id`) follow.  A track that is not detected on a frame coasts
 * on its motion for a few frames: it is added as a new ROI meta with a
 * "detection" parameter (its last confidence) and its "object_id".  A
 * detection the tracker does not report (yet) is removed with its parts.
 *
 * Frames a detector did not run on: a detector that runs every N frames
 * attaches to the others a custom meta named "GstClSkippedFrameMeta"
 * (gst_meta_register_custom(); optional fields "producer" and "roi-type",
 * the label it would have produced, absent for all), as `clfacedetect
 * interval=N` does.  On such a frame cltrack moves the tracks of that
 * label by their motion and replaces any box of that label upstream left.
 * A frame without that marker is a detection frame, with or without boxes.
 *
 * The rules are clfacedetect's, with its defaults: a new box is reported
 * once detected on #GstClTrackFilter:confirm-hits of the last
 * #GstClTrackFilter:confirm-window detection frames (on a stream's first
 * frame, at once when its confidence reaches
 * #GstClTrackFilter:confirm-confidence), starts a track only with
 * #GstClTrackFilter:min-start-confidence; a track the detector no longer
 * finds coasts #GstClTrackFilter:max-coast frames and is remembered 90;
 * every track ends at a shot change (#GstClTrackFilter:shot-change, on raw
 * frames in system memory).  Boxes without a confidence (facedetect) count
 * as confidence 1.
 *
 * The tracker's association is quadratic in the boxes of a label on a
 * frame; #GstClTrackFilter:max-objects bounds it: past it, the most
 * confident boxes are tracked and the rest pass through without an id.
 *
 * ## Example launch lines
 * |[
 * gst-launch-1.0 v4l2src ! videoconvert ! clfacedetect tracking=false interval=3 ! cltrack ! cloverlay ! videoconvert ! autovideosink
 * gst-launch-1.0 v4l2src ! videoconvert ! facedetect display=false ! cltrack labels=face ! cloverlay ! videoconvert ! autovideosink
 * ]|
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include <gst/video/video.h>
#include "gstcltrack.h"
#include "gstcltracker.h"
#include "gstclshotchange.h"
#include "gstclroi.h"
#include "gstclprops.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_track_filter_debug);
#define GST_CAT_DEFAULT gst_cl_track_filter_debug

enum
{
  PROP_0,
  PROP_LABELS,
  PROP_MAX_OBJECTS,
  PROP_CONFIRM_HITS,
  PROP_CONFIRM_WINDOW,
  PROP_MIN_START_CONFIDENCE,
  PROP_CONFIRM_CONFIDENCE,
  PROP_MAX_COAST,
  PROP_SHOT_CHANGE,
};

#define DEFAULT_LABELS NULL
#define DEFAULT_MAX_OBJECTS 256
#define DEFAULT_CONFIRM_HITS GST_CL_TRACKER_DEFAULT_CONFIRM_HITS
#define DEFAULT_CONFIRM_WINDOW GST_CL_TRACKER_DEFAULT_CONFIRM_WINDOW
#define DEFAULT_MIN_START_CONFIDENCE GST_CL_TRACK_DEFAULT_MIN_START_CONFIDENCE
#define DEFAULT_CONFIRM_CONFIDENCE GST_CL_TRACK_DEFAULT_CONFIRM_CONFIDENCE
#define DEFAULT_MAX_COAST GST_CL_TRACK_DEFAULT_MAX_COAST
#define DEFAULT_SHOT_CHANGE GST_CL_SHOT_DEFAULT_THRESHOLD

/* id map entries of tracks not reported for this many frames are dropped,
 * and the tracker of a label without detections or tracks for as long
 * (the tracker forgets a lost track long before): a producer that makes
 * up labels does not grow the element without bound */
#define ID_MAP_MAX_AGE 1024

static GstStaticPadTemplate sink_template = GST_STATIC_PAD_TEMPLATE ("sink",
    GST_PAD_SINK, GST_PAD_ALWAYS, GST_STATIC_CAPS ("video/x-raw(ANY)"));

static GstStaticPadTemplate src_template = GST_STATIC_PAD_TEMPLATE ("src",
    GST_PAD_SRC, GST_PAD_ALWAYS, GST_STATIC_CAPS ("video/x-raw(ANY)"));

/* one label's tracker and the map of its ids to the element's */
typedef struct
{
  GQuark label;
  GstClTracker *tracker;
  /* tracker id -> IdEntry */
  GHashTable *ids;
  /* the highest tracker id mapped so far */
  gint last_local;
  /* label_id of the last detection of this label, for coasting boxes */
  gint label_id;
  /* scratch: this frame's detections (ROI indices, boxes) */
  GArray *roi_index, *dets;
  GArray *tracks;
  /* the last frame with a detection or a reported track */
  guint64 active;
} LabelTrack;

typedef struct
{
  gint id;
  guint64 seen;
} IdEntry;

struct _GstClTrackFilter
{
  GstBaseTransform parent;

  /* properties (GST_OBJECT_LOCK) */
  gchar *labels;
  guint max_objects;
  guint confirm_hits, confirm_window;
  gdouble min_start_confidence, confirm_confidence;
  guint max_coast;
  gdouble shot_change;

  /* streaming state */
  gint width, height;
  /* the frames' layout, where they can be mapped (raw video in system
   * memory): the shot-change test */
  GstVideoInfo vinfo;
  gboolean mappable;
  GstClShotChange shots;
  GHashTable *trackers;         /* GQuark -> LabelTrack */
  gint next_id;
  guint64 frame;
  gboolean warned_cap;
  GArray *rois;
};

G_DEFINE_TYPE (GstClTrackFilter, gst_cl_track_filter,
    GST_TYPE_BASE_TRANSFORM);
GST_ELEMENT_REGISTER_DEFINE (cltrack, "cltrack", GST_RANK_NONE,
    GST_TYPE_CL_TRACK_FILTER);

static void
label_track_free (LabelTrack * lt)
{
  gst_cl_tracker_free (lt->tracker);
  g_hash_table_unref (lt->ids);
  g_array_unref (lt->roi_index);
  g_array_unref (lt->dets);
  g_array_unref (lt->tracks);
  g_free (lt);
}

static LabelTrack *
label_track_get (GstClTrackFilter * self, GQuark label)
{
  LabelTrack *lt = g_hash_table_lookup (self->trackers,
      GUINT_TO_POINTER (label));

  if (lt)
    return lt;
  lt = g_new0 (LabelTrack, 1);
  lt->label = label;
  /* configured on each frame (read_settings()) */
  lt->tracker = gst_cl_tracker_new (GST_CL_TRACKER_DEFAULT_MIN_IOU,
      GST_CL_TRACKER_DEFAULT_MAX_MISSED);
  lt->ids = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  lt->label_id = 0;
  lt->roi_index = g_array_new (FALSE, FALSE, sizeof (guint));
  lt->dets = g_array_new (FALSE, FALSE, sizeof (GstClDetection));
  lt->tracks = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  lt->active = self->frame;
  g_hash_table_insert (self->trackers, GUINT_TO_POINTER (label), lt);
  return lt;
}

static void
reset_trackers (GstClTrackFilter * self)
{
  GHashTableIter it;
  gpointer v;

  g_hash_table_iter_init (&it, self->trackers);
  while (g_hash_table_iter_next (&it, NULL, &v))
    gst_cl_tracker_reset (((LabelTrack *) v)->tracker);
}

static gboolean
gst_cl_track_filter_set_caps (GstBaseTransform * trans, GstCaps * incaps,
    GstCaps * outcaps)
{
  GstClTrackFilter *self = GST_CL_TRACK_FILTER (trans);
  GstStructure *s = gst_caps_get_structure (incaps, 0);
  gint w = 0, h = 0;

  if (!gst_structure_get_int (s, "width", &w) ||
      !gst_structure_get_int (s, "height", &h) || w <= 0 || h <= 0)
    return FALSE;
  /* boxes of another geometry mean nothing in the new one (as in
   * clfacedetect) */
  reset_trackers (self);
  gst_cl_shot_change_reset (&self->shots);
  self->width = w;
  self->height = h;
  self->mappable = gst_video_info_from_caps (&self->vinfo, incaps) &&
      gst_caps_features_is_equal (gst_caps_get_features (incaps, 0),
      GST_CAPS_FEATURES_MEMORY_SYSTEM_MEMORY);
  return TRUE;
}

static gboolean
gst_cl_track_filter_sink_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClTrackFilter *self = GST_CL_TRACK_FILTER (trans);

  if (GST_EVENT_TYPE (event) == GST_EVENT_FLUSH_STOP ||
      GST_EVENT_TYPE (event) == GST_EVENT_STREAM_START) {
    reset_trackers (self);
    gst_cl_shot_change_reset (&self->shots);
  }
  return GST_BASE_TRANSFORM_CLASS (gst_cl_track_filter_parent_class)->
      sink_event (trans, event);
}

/* the labels to track, NULL for all (a set of quarks), and the tracker's
 * settings: clfacedetect's, with the confirmation and start gate of the
 * properties */
static GHashTable *
read_settings (GstClTrackFilter * self, guint * max_objects,
    gdouble * shot_change, GstClTrackerConfig * config)
{
  GHashTable *set = NULL;
  gchar **parts, **p;

  gst_cl_tracker_config_init (config);
  GST_OBJECT_LOCK (self);
  *max_objects = self->max_objects;
  *shot_change = self->shot_change;
  config->confirm_hits = self->confirm_hits;
  /* a window shorter than the hits it must hold is the hits */
  config->confirm_window = MAX (self->confirm_window, self->confirm_hits);
  config->min_start_confidence = self->min_start_confidence;
  config->confirm_confidence = self->confirm_confidence;
  config->max_coast = self->max_coast;
  if (self->labels && *self->labels) {
    set = g_hash_table_new (NULL, NULL);
    parts = g_strsplit_set (self->labels, ",; ", -1);
    for (p = parts; *p; p++)
      if (**p)
        g_hash_table_add (set, GUINT_TO_POINTER (g_quark_from_string (*p)));
    g_strfreev (parts);
  }
  GST_OBJECT_UNLOCK (self);
  return set;
}

/* a track's box in whole pixels inside the frame, as clfacedetect's */
static void
track_box (GstClTrackFilter * self, const GstClTrack * t, gint * x, gint * y,
    gint * w, gint * h)
{
  gst_cl_tracker_box_in_frame (t->x, t->y, t->w, t->h, self->width,
      self->height, x, y, w, h);
}

static gint
cmp_int (gconstpointer a, gconstpointer b)
{
  gint x = *(const gint *) a, y = *(const gint *) b;
  return x < y ? -1 : x > y;
}

/* The element's id of each reported track.  A tracker's new ids are
 * mapped in increasing order and keep their gaps, so that with one label
 * the element's ids are the tracker's own (those clfacedetect reports). */
static void
map_ids (GstClTrackFilter * self, LabelTrack * lt, GArray * out_ids)
{
  GArray *fresh = g_array_new (FALSE, FALSE, sizeof (gint));
  guint i;

  g_array_set_size (out_ids, lt->tracks->len);
  for (i = 0; i < lt->tracks->len; i++) {
    gint local = g_array_index (lt->tracks, GstClTrack, i).id;
    if (!g_hash_table_contains (lt->ids, GINT_TO_POINTER (local)))
      g_array_append_val (fresh, local);
  }
  g_array_sort (fresh, cmp_int);
  for (i = 0; i < fresh->len; i++) {
    gint local = g_array_index (fresh, gint, i);
    IdEntry *e = g_new (IdEntry, 1);

    if (local > lt->last_local) {
      e->id = self->next_id + (local - lt->last_local - 1);
      lt->last_local = local;
    } else {
      e->id = self->next_id;
    }
    self->next_id = e->id + 1;
    g_hash_table_insert (lt->ids, GINT_TO_POINTER (local), e);
  }
  for (i = 0; i < lt->tracks->len; i++) {
    gint local = g_array_index (lt->tracks, GstClTrack, i).id;
    IdEntry *e = g_hash_table_lookup (lt->ids, GINT_TO_POINTER (local));

    e->seen = self->frame;
    g_array_index (out_ids, gint, i) = e->id;
  }
  g_array_unref (fresh);
}

static gboolean
id_entry_old (gpointer key, gpointer value, gpointer frame)
{
  return ((IdEntry *) value)->seen + ID_MAP_MAX_AGE < *(guint64 *) frame;
}

static void
set_object_id (GstVideoRegionOfInterestMeta * m, gint id)
{
  GstStructure *obj = gst_video_region_of_interest_meta_get_param (m,
      "object_id");

  m->id = id;
  if (obj)
    gst_structure_set (obj, "id", G_TYPE_INT, id, NULL);
  else
    gst_video_region_of_interest_meta_add_param (m,
        gst_structure_new ("object_id", "id", G_TYPE_INT, id, NULL));
}

/* a box the tracker moved or coasted, as a new ROI meta */
static void
add_track_roi (GstClTrackFilter * self, GstBuffer * buf, LabelTrack * lt,
    const GstClTrack * t, gint id)
{
  GstVideoRegionOfInterestMeta *m;
  gint x, y, w, h;

  track_box (self, t, &x, &y, &w, &h);
  m = gst_buffer_add_video_region_of_interest_meta_id (buf, lt->label, x, y,
      w, h);
  gst_video_region_of_interest_meta_add_param (m,
      gst_cl_roi_detection_param (self->width, self->height, x, y, w, h,
          t->confidence, lt->label_id, g_quark_to_string (lt->label)));
  set_object_id (m, id);
}

/* the ROI indices to drop: @i and its parts (children lists in @first /
 * @next, linked through ROI indices) */
static void
drop_with_parts (GArray * drop, const gint * first, const gint * next,
    guint i)
{
  gint c;

  g_array_append_val (drop, i);
  for (c = first[i]; c >= 0; c = next[c]) {
    guint cc = c;
    g_array_append_val (drop, cc);
  }
}

/* One label on one frame: tracker update (or prediction on a skipped
 * frame), ids and boxes written back into the buffer's metas. */
static void
track_label (GstClTrackFilter * self, GstBuffer * buf, LabelTrack * lt,
    gboolean skipped, const gint * first, const gint * next, GArray * drop)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint));
  guint n = lt->roi_index->len, i, j;
  gint *det_track;

  if (skipped) {
    gst_cl_tracker_predict (lt->tracker, lt->tracks);
    /* whatever upstream left of this label is replaced by the tracks */
    for (j = 0; j < n; j++)
      drop_with_parts (drop, first, next, g_array_index (lt->roi_index,
              guint, j));
  } else {
    gst_cl_tracker_update (lt->tracker, (GstClDetection *) lt->dets->data,
        n, lt->tracks);
  }
  map_ids (self, lt, ids);

  /* each track detected on this frame takes its detection's ROI: the
   * best overlap among those not taken (the tracker copies the
   * detection's box, so it is exact) */
  det_track = g_new (gint, n + 1);
  for (j = 0; j < n; j++)
    det_track[j] = -1;
  for (i = 0; i < lt->tracks->len; i++) {
    const GstClTrack *t = &g_array_index (lt->tracks, GstClTrack, i);
    gdouble best = 0;
    gint bj = -1;

    if (!skipped && t->missed == 0) {
      for (j = 0; j < n; j++) {
        const GstClDetection *d;
        gdouble o;

        if (det_track[j] >= 0)
          continue;
        d = &g_array_index (lt->dets, GstClDetection, j);
        o = gst_cl_tracker_box_iou (t->x, t->y, t->w, t->h, d->x, d->y, d->w,
            d->h);
        if (o > best) {
          best = o;
          bj = j;
        }
      }
    }
    if (bj >= 0) {
      guint r = g_array_index (lt->roi_index, guint, bj);
      GstClRoi *roi = &g_array_index (self->rois, GstClRoi, r);
      GstVideoRegionOfInterestMeta *m = roi->meta;
      gint id = g_array_index (ids, gint, i);
      gint x, y, w, h, old = m->id, c;

      det_track[bj] = i;
      track_box (self, t, &x, &y, &w, &h);
      if (x != (gint) m->x || y != (gint) m->y || w != (gint) m->w ||
          h != (gint) m->h) {
        GstStructure *det = gst_video_region_of_interest_meta_get_param (m,
            "detection");
        m->x = x, m->y = y, m->w = w, m->h = h;
        if (det)
          gst_structure_set (det, "x_min", G_TYPE_DOUBLE,
              x / (gdouble) self->width, "y_min", G_TYPE_DOUBLE,
              y / (gdouble) self->height, "x_max", G_TYPE_DOUBLE,
              (x + w) / (gdouble) self->width, "y_max", G_TYPE_DOUBLE,
              (y + h) / (gdouble) self->height, NULL);
      }
      set_object_id (m, id);
      for (c = first[r]; c >= 0; c = next[c]) {
        GstVideoRegionOfInterestMeta *part =
            g_array_index (self->rois, GstClRoi, c).meta;
        if (part->parent_id == old)
          part->parent_id = id;
      }
    } else {
      add_track_roi (self, buf, lt, t, g_array_index (ids, gint, i));
    }
  }
  /* a detection no reported track took (not confirmed yet) */
  for (j = 0; !skipped && j < n; j++)
    if (det_track[j] < 0)
      drop_with_parts (drop, first, next, g_array_index (lt->roi_index,
              guint, j));
  g_free (det_track);
  g_array_unref (ids);
}

/* whether a marker of @skipped (GQuark, 0 for all) covers @label */
static gboolean
label_skipped (GArray * skipped, GQuark label)
{
  guint i;

  for (i = 0; i < skipped->len; i++) {
    GQuark q = g_array_index (skipped, GQuark, i);
    if (!q || q == label)
      return TRUE;
  }
  return FALSE;
}

static gint
cmp_confidence (gconstpointer a, gconstpointer b, gpointer rois)
{
  const GstClRoi *p = &g_array_index ((GArray *) rois, GstClRoi,
      *(const guint *) a);
  const GstClRoi *q = &g_array_index ((GArray *) rois, GstClRoi,
      *(const guint *) b);

  if (p->confidence != q->confidence)
    return p->confidence > q->confidence ? -1 : 1;
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

static GstFlowReturn
gst_cl_track_filter_transform_ip (GstBaseTransform * trans, GstBuffer * buf)
{
  GstClTrackFilter *self = GST_CL_TRACK_FILTER (trans);
  GHashTable *wanted;
  GHashTableIter it;
  gpointer v;
  guint max_objects, i, n;
  gdouble shot_change;
  gint *first, *next;
  GArray *drop = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *skipped = g_array_new (FALSE, FALSE, sizeof (GQuark));
  GstClTrackerConfig config;

  wanted = read_settings (self, &max_objects, &shot_change, &config);
  /* a new shot (gstclshotchange.c, as in clfacedetect): only for raw video
   * in system memory */
  if (shot_change > 0 && self->mappable &&
      gst_cl_shot_change_push_buffer (&self->shots, GST_OBJECT (self),
          &self->vinfo, buf, shot_change)) {
    GST_DEBUG_OBJECT (self, "shot change at %" GST_PTR_FORMAT ": tracks end",
        buf);
    reset_trackers (self);
  }
  gst_cl_buffer_get_skipped (buf, skipped);
  gst_cl_roi_collect (buf, self->width, self->height, self->rois);
  n = self->rois->len;

  /* parts of each ROI, as linked lists through ROI indices */
  first = g_new (gint, n + 1);
  next = g_new (gint, n + 1);
  for (i = 0; i < n; i++)
    first[i] = next[i] = -1;
  for (i = n; i-- > 0;) {
    GstClRoi *r = &g_array_index (self->rois, GstClRoi, i);
    if (r->parent >= 0) {
      next[i] = first[r->parent];
      first[r->parent] = i;
    }
  }

  g_hash_table_iter_init (&it, self->trackers);
  while (g_hash_table_iter_next (&it, NULL, &v)) {
    g_array_set_size (((LabelTrack *) v)->roi_index, 0);
    g_array_set_size (((LabelTrack *) v)->dets, 0);
  }
  for (i = 0; i < n; i++) {
    GstClRoi *r = &g_array_index (self->rois, GstClRoi, i);
    if (r->parent >= 0 || !r->label || (wanted &&
            !g_hash_table_contains (wanted, GUINT_TO_POINTER (r->label))))
      continue;
    g_array_append_val (label_track_get (self, r->label)->roi_index, i);
  }

  g_hash_table_iter_init (&it, self->trackers);
  while (g_hash_table_iter_next (&it, NULL, &v)) {
    LabelTrack *lt = v;
    guint j;

    if (lt->roi_index->len > max_objects) {
      if (!self->warned_cap)
        GST_ELEMENT_WARNING (self, STREAM, FAILED, (NULL),
            ("%u boxes of label '%s' on a frame: tracking the %u most "
                "confident (max-objects), the others get no id",
                lt->roi_index->len, g_quark_to_string (lt->label),
                max_objects));
      self->warned_cap = TRUE;
      g_array_sort_with_data (lt->roi_index, cmp_confidence, self->rois);
      g_array_set_size (lt->roi_index, max_objects);
      g_array_sort (lt->roi_index, cmp_int);
    }
    for (j = 0; j < lt->roi_index->len; j++) {
      GstClRoi *r = &g_array_index (self->rois, GstClRoi,
          g_array_index (lt->roi_index, guint, j));
      /* a detector that states no confidence asserts its box */
      GstClDetection d = { r->x, r->y, r->w, r->h,
        r->confidence >= 0 ? r->confidence : 1.0
      };
      g_array_append_val (lt->dets, d);
      if (r->label_id >= 0)
        lt->label_id = r->label_id;
    }
    gst_cl_tracker_set_config (lt->tracker, &config);
    track_label (self, buf, lt, label_skipped (skipped, lt->label), first,
        next, drop);
    if (lt->dets->len || lt->tracks->len)
      lt->active = self->frame;
    if (self->frame % ID_MAP_MAX_AGE == 0)
      g_hash_table_foreach_remove (lt->ids, id_entry_old, &self->frame);
    if (lt->active + ID_MAP_MAX_AGE < self->frame)
      g_hash_table_iter_remove (&it);
  }

  /* removed last: the ROI array points at the metas */
  for (i = 0; i < drop->len; i++) {
    GstClRoi *r = &g_array_index (self->rois, GstClRoi,
        g_array_index (drop, guint, i));
    if (r->meta) {
      gst_buffer_remove_meta (buf, (GstMeta *) r->meta);
      r->meta = NULL;
    }
  }
  self->frame++;
  g_array_unref (drop);
  g_array_unref (skipped);
  g_free (first);
  g_free (next);
  if (wanted)
    g_hash_table_unref (wanted);
  return GST_FLOW_OK;
}

static gboolean
gst_cl_track_filter_stop (GstBaseTransform * trans)
{
  GstClTrackFilter *self = GST_CL_TRACK_FILTER (trans);

  g_hash_table_remove_all (self->trackers);
  self->next_id = 1;
  self->frame = 0;
  self->warned_cap = FALSE;
  return TRUE;
}

static void
gst_cl_track_filter_finalize (GObject * object)
{
  GstClTrackFilter *self = GST_CL_TRACK_FILTER (object);

  gst_cl_field_clear (object);
  g_hash_table_unref (self->trackers);
  g_array_unref (self->rois);
  G_OBJECT_CLASS (gst_cl_track_filter_parent_class)->finalize (object);
}

static void
gst_cl_track_filter_class_init (GstClTrackFilterClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstBaseTransformClass *trans_class = GST_BASE_TRANSFORM_CLASS (klass);

  gobject_class->finalize = gst_cl_track_filter_finalize;

  /**
   * GstClTrackFilter:labels:
   *
   * Labels to track, separated by commas ("face,person"): the
   * "detection" parameter's label, else the ROI type.  Empty: every
   * top-level ROI.
   */
  gst_cl_install_field_property (gobject_class, PROP_LABELS,
      G_STRUCT_OFFSET (GstClTrackFilter, labels),
      g_param_spec_string ("labels", "Labels",
          "Labels of the boxes to track, comma-separated (empty: all)",
          DEFAULT_LABELS, GST_CL_PARAM_PLAYING));
  /**
   * GstClTrackFilter:max-objects:
   *
   * Boxes of one label tracked on a frame at most (the most confident);
   * the others pass through without an id.
   */
  gst_cl_install_field_property (gobject_class, PROP_MAX_OBJECTS,
      G_STRUCT_OFFSET (GstClTrackFilter, max_objects),
      g_param_spec_uint ("max-objects", "Max objects",
          "Boxes of one label tracked per frame at most (the most confident)",
          1, G_MAXINT, DEFAULT_MAX_OBJECTS, GST_CL_PARAM_PLAYING));

  /**
   * GstClTrackFilter:confirm-hits:
   *
   * A track is reported (box and id) once it was detected on this many of
   * the last #GstClTrackFilter:confirm-window detection frames; a
   * detection that is not (yet) is removed.  As clfacedetect's.
   */
  gst_cl_install_field_property (gobject_class, PROP_CONFIRM_HITS,
      G_STRUCT_OFFSET (GstClTrackFilter, confirm_hits),
      g_param_spec_uint ("confirm-hits", "Confirm hits",
          "A box is reported (with an id) once it was detected on this many "
          "of the last confirm-window detection frames.  1: every detection "
          "at once", 1, GST_CL_TRACKER_MAX_CONFIRM_WINDOW,
          DEFAULT_CONFIRM_HITS, GST_CL_PARAM_PLAYING));
  gst_cl_install_field_property (gobject_class, PROP_CONFIRM_WINDOW,
      G_STRUCT_OFFSET (GstClTrackFilter, confirm_window),
      g_param_spec_uint ("confirm-window", "Confirm window",
          "Detection frames over which confirm-hits are counted (at least "
          "confirm-hits)", 1, GST_CL_TRACKER_MAX_CONFIRM_WINDOW,
          DEFAULT_CONFIRM_WINDOW, GST_CL_PARAM_PLAYING));
  /**
   * GstClTrackFilter:min-start-confidence:
   *
   * The confidence ("detection" parameter) one box of a new track must
   * have before the track is reported; weaker boxes count towards
   * confirm-hits.  A box without a confidence counts as 1.  The default is
   * clfacedetect's start-neighbors (12 raw windows, confidence 0.699).
   */
  gst_cl_install_field_property (gobject_class, PROP_MIN_START_CONFIDENCE,
      G_STRUCT_OFFSET (GstClTrackFilter, min_start_confidence),
      g_param_spec_double ("min-start-confidence", "Min start confidence",
          "Confidence one box of a new track needs before it is reported "
          "(boxes without one count as 1).  0: no gate", 0, 1,
          DEFAULT_MIN_START_CONFIDENCE, GST_CL_PARAM_PLAYING));
  /**
   * GstClTrackFilter:confirm-confidence:
   *
   * On a stream's first detection frame (no history to confirm against),
   * boxes of at least this confidence are reported at once; later every
   * new track waits for #GstClTrackFilter:confirm-hits.  The default is
   * clfacedetect's confirm-neighbors (12 raw windows, the start gate: the
   * first frame reports every face that may start a track, as ByteTrack
   * activates its first frame).
   */
  gst_cl_install_field_property (gobject_class, PROP_CONFIRM_CONFIDENCE,
      G_STRUCT_OFFSET (GstClTrackFilter, confirm_confidence),
      g_param_spec_double ("confirm-confidence", "Confirm confidence",
          "On a stream's first detection frame, boxes of at least this "
          "confidence are reported at once.  0: none is", 0, 1,
          DEFAULT_CONFIRM_CONFIDENCE, GST_CL_PARAM_PLAYING));
  /**
   * GstClTrackFilter:max-coast:
   *
   * Frames a reported track the detector no longer finds is still
   * reported, moved on its motion (at most 5 frames, or one detection
   * interval); 0 reports only the tracks found on the latest detection
   * frame, as SORT does.  The default is clfacedetect's.
   */
  gst_cl_install_field_property (gobject_class, PROP_MAX_COAST,
      G_STRUCT_OFFSET (GstClTrackFilter, max_coast),
      g_param_spec_uint ("max-coast", "Max coast",
          "Frames a reported track the detector no longer finds is still "
          "reported (at most 5, or one interval).  0: only the tracks found "
          "on the latest detection frame", 0, G_MAXUINT, DEFAULT_MAX_COAST,
          GST_CL_PARAM_PLAYING));
  /**
   * GstClTrackFilter:shot-change:
   *
   * Every track ends at a shot change (the test of clfacedetect's
   * shot-change, on the frames when they are raw video in system memory):
   * no box coasts into the next shot, and the objects after the cut get
   * new ids.  0: off.
   */
  gst_cl_install_field_property (gobject_class, PROP_SHOT_CHANGE,
      G_STRUCT_OFFSET (GstClTrackFilter, shot_change),
      g_param_spec_double ("shot-change", "Shot change",
          "Tracks end at a frame whose 8x8 block-mean layout changes by at "
          "least this many grey levels (and 4 times the recent average); "
          "raw video in system memory only.  0: off", 0, 255,
          DEFAULT_SHOT_CHANGE, GST_CL_PARAM_PLAYING));

  gst_element_class_set_static_metadata (element_class,
      "ROI tracker", "Filter/Analyzer/Video",
      "Stable ids for the region-of-interest boxes of any detector, moved "
      "on the frames the detector skipped (clfacedetect's tracker)",
      "The gst-cl-analytics authors");
  gst_element_class_add_static_pad_template (element_class, &sink_template);
  gst_element_class_add_static_pad_template (element_class, &src_template);

  trans_class->set_caps = GST_DEBUG_FUNCPTR (gst_cl_track_filter_set_caps);
  trans_class->sink_event = GST_DEBUG_FUNCPTR (gst_cl_track_filter_sink_event);
  trans_class->transform_ip =
      GST_DEBUG_FUNCPTR (gst_cl_track_filter_transform_ip);
  trans_class->stop = GST_DEBUG_FUNCPTR (gst_cl_track_filter_stop);
  trans_class->passthrough_on_same_caps = FALSE;
  trans_class->transform_ip_on_passthrough = FALSE;

  GST_DEBUG_CATEGORY_INIT (gst_cl_track_filter_debug, "cltrack", 0,
      "ROI tracker");
}

static void
gst_cl_track_filter_init (GstClTrackFilter * self)
{
  gst_cl_field_init_defaults (G_OBJECT (self));
  self->trackers = g_hash_table_new_full (NULL, NULL, NULL,
      (GDestroyNotify) label_track_free);
  self->next_id = 1;
  self->rois = g_array_new (FALSE, FALSE, sizeof (GstClRoi));
  gst_base_transform_set_in_place (GST_BASE_TRANSFORM (self), TRUE);
}
