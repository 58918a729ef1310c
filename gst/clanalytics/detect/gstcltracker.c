/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * A small multi-object tracker for detections that arrive every frame or
 * every few frames (SORT-like, without a Kalman filter).
 *
 * Each track carries a box and a constant-velocity motion model; every
 * frame it moves by its velocity.  On a detection frame, tracks and
 * detections are paired greedily: tracks seen most recently choose first
 * (DeepSORT's matching cascade: a face coasting behind another must not
 * take the detection of the face in front), then the best IoU first.  A
 * pair needs an IoU of min_iou, or centres within half a box of each other
 * (fast motion), a gate that widens the longer the track has been lost
 * (its motion is less certain) up to one box, where the detection is
 * neither under half the track's area (a hand over a face, a part of it)
 * nor over twice it (a window on the face and what is beside it).  Where
 * most tracks agree on one displacement to a detection of their size, the
 * camera moved
 * (BoT-SORT's camera motion compensation, here estimated from the boxes
 * alone): each track is also tried at its prediction moved by that shift,
 * so that a hand-held camera's jolt, or a recording whose frames repeat
 * and then jump, does not give every face in view a new id.
 *
 * A paired track takes the detection's box, and its velocity moves halfway
 * towards the motion observed since its previous detection (the jitter of
 * Haar boxes must not become motion); not while the detection touches the
 * head of another track (its face box grown by a quarter on each side):
 * the detector's box of a face being hidden slides towards the part still
 * visible, and that is not motion.  Then a face that disappears behind
 * another keeps the velocity it had before.  An unpaired detection starts
 * a new id.
 *
 * A track is reported only once confirmed: detected in confirm_hits of the
 * last confirm_window detection frames (SORT's min-hits, counted over a
 * window so that one missed detection does not restart the count).  Before
 * that it has no id and no box: a detector's one-frame false hit never
 * becomes an object.  Every detection that continues no track starts a
 * tentative one, but a track is confirmed only once one of its detections
 * had min_start_confidence (the detector's own evidence, the neighbour
 * count of a Haar face): a real face's weak first frames count towards its
 * confirm_hits, and with backfill get its box, while a false hit that the
 * detector is never sure of stays tentative.  A tentative track that can
 * no longer be confirmed within its window is dropped.  On the first
 * detection frame of a stream, where there is no history yet, a detection
 * of confirm_confidence or more (a face the detector is sure of: dozens of
 * raw windows) is reported at once, so that the faces already in view when
 * a stream starts are not delayed (ByteTrack activates its first frame's
 * tracks the same way).  gst_cl_tracker_reset() makes the next frame a
 * first frame: the caller resets at a shot change, so that no box coasts
 * from one shot into the next and the people after a cut get new ids.
 *
 * A confirmed track that is not detected coasts on its velocity: it is
 * reported for max_missed frames (at least one detection interval), and
 * no longer than max_coast frames after its last detection (SORT reports
 * only the tracks matched on the latest detection frame: max_coast 0), then
 * it is lost: no longer reported, only remembered, LOST_MEMORY_FACTOR x
 * max_missed frames in all (90: three seconds at 30 fps), so that a face that
 * was hidden gets its id back when it reappears near where its motion says
 * it should be, or, when it was still as it was lost, near where it was
 * last detected; then it is forgotten.  A lost track that takes a detection
 * is confirmed again like a new one (confirm_hits of confirm_window) before
 * it is reported again: a later false hit near a lost face does not bring
 * its box back.
 *
 * tests/check/elements/clfacedetect_tracking.c checks all this on clips:
 * one id per face, faces crossing in front of each other, interval=3.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gstcltracker.h"

/* weight of the newest observation in the velocity estimate */
#define VELOCITY_GAIN 0.5
/* the same for the change of size: Haar box sizes jump by a few pixels */
#define SIZE_GAIN 0.25
/* frames a lost track is remembered for re-identification, in units of
 * max_missed (5 in clfacedetect: 90 frames, 3 s at 30 fps): most faces
 * lost inside a shot (hidden, turned away, out at the picture's edge) come
 * back within one to three seconds near, not on, their place */
#define LOST_MEMORY_FACTOR 18
/* a face box grown by this fraction of its size on every side: the head
 * that may hide another face */
#define OCCLUSION_MARGIN 0.25
/* the distance, in box sizes, within which a detection may continue a
 * track: half a box, growing by GATE_GROWTH per frame the track has been
 * lost (its motion is less certain), up to one box */
#define GATE 0.5
#define GATE_GROWTH 0.025
#define GATE_MAX 1.0
/* a lost track that moved less than STILL_SPEED box sizes a frame when it
 * was last detected is also looked for at that last box (see
 * last_seen()) */
#define STILL_SPEED 0.15
/* weight of the newest observation in the drift, the velocity that says
 * whether a face was still (see last_seen()) */
#define DRIFT_GAIN 0.2
/* the camera's shift: tracks whose nearest detection of their size lies
 * within SHIFT_RADIUS box sizes give a displacement each; those within
 * SHIFT_AGREE box sizes of the median agree, and at least SHIFT_MIN_AGREE
 * tracks, and half of those that gave one, must */
#define SHIFT_RADIUS 1.5
#define SHIFT_AGREE 0.25
#define SHIFT_MIN_AGREE 3
/* a detection continues a track by its centre alone (fast motion) only
 * if the smaller of the two areas is at least this share of the larger
 * (and min_iou's, if higher): a face does not halve or double its area
 * between two detection frames.  A smaller box inside its gate is a part
 * of it (a hand held over it, the mouth and chin) or a face behind it; a
 * larger one, off the face's centre by half its own width, is a window on
 * the face and what is beside it (a chin and chest, hair and a shoulder),
 * which would take the box off the face and give the face, found again, a
 * new id (measured in bench/README.md).  A box that grows about the face's
 * centre overlaps it by min_iou and is not judged here */
#define CENTRE_SIZE 0.5
/* a weak detection continues a track only where it overlaps the track's
 * prediction by this IoU, ByteTrack's own threshold for its second
 * association (a detection of the first needs min_iou), which also keeps
 * the two areas within a factor of two (the IoU is at most the smaller
 * area over the larger).  At min_iou, a weak window around a face, 1.6
 * times its width on the hair and the background, continued it and the
 * next one grew it again, so that a face's box drifted to three times its
 * size over a few frames; and one half a face beside it (IoU 0.3 to 0.5),
 * on the hair, the shoulder behind or the edge of the head hiding it,
 * moved the box off a face turned down or hidden, and the next weak window
 * held it there */
#define WEAK_MIN_IOU 0.5

/* a detection of a track not confirmed yet: its frame and box */
typedef struct
{
  guint64 frame;
  gdouble x, y, w, h, confidence;
} Observation;

typedef struct
{
  GstClTrack pub;
  /* the box of the last detection that fed it, and the frames since */
  gdouble ox, oy, ow, oh;
  guint since_obs;
  /* bit i: detected on the i-th last detection frame (bit 0 the latest) */
  guint32 history;
  /* detection frames since it started, or since it was lost */
  guint det_age;
  /* confirmed and not lost since: reported while it coasts */
  gboolean confirmed;
  /* with backfill, its detections since it started or was lost, the last
   * GST_CL_TRACKER_MAX_CONFIRM_WINDOW (it is confirmed within them) */
  Observation obs[GST_CL_TRACKER_MAX_CONFIRM_WINDOW];
  guint n_obs;
  gboolean strong;
  /* one of its detections was corroborated (kept when it is lost: the
   * face was found by both detectors once) */
  gboolean corroborated;
  /* the velocity averaged over more detections (DRIFT_GAIN): the jitter of
   * Haar boxes, which moves the velocity by up to half a jump, hardly
   * moves it */
  gdouble drift_x, drift_y;
} Track;

struct _GstClTracker
{
  GstClTrackerConfig cfg;
  gint next_id;
  GArray *tracks;               /* Track */
  /* frames since the last detection frame (the detection interval) */
  guint frames_since_update;
  /* no detection frame since the start or the last reset */
  gboolean fresh;
  /* frames (update or predict calls) since it was made */
  guint64 frame;
  GArray *backfill;             /* GstClTrackBackfill */
};

/**
 * gst_cl_tracker_config_init:
 *
 * Fills @config with the defaults (GST_CL_TRACKER_DEFAULT_*).
 */
void
gst_cl_tracker_config_init (GstClTrackerConfig * config)
{
  config->min_iou = GST_CL_TRACKER_DEFAULT_MIN_IOU;
  config->max_missed = GST_CL_TRACKER_DEFAULT_MAX_MISSED;
  config->confirm_hits = GST_CL_TRACKER_DEFAULT_CONFIRM_HITS;
  config->confirm_window = GST_CL_TRACKER_DEFAULT_CONFIRM_WINDOW;
  config->min_start_confidence = GST_CL_TRACKER_DEFAULT_MIN_START_CONFIDENCE;
  config->confirm_confidence = GST_CL_TRACKER_DEFAULT_CONFIRM_CONFIDENCE;
  config->max_coast = GST_CL_TRACKER_DEFAULT_MAX_COAST;
  config->require_corroboration = FALSE;
  config->backfill = 0;
}

/**
 * gst_cl_tracker_set_config:
 *
 * Takes a new configuration; the tracks are kept.  confirm_window is
 * clamped to 1..GST_CL_TRACKER_MAX_CONFIRM_WINDOW and confirm_hits to
 * 1..confirm_window.
 */
void
gst_cl_tracker_set_config (GstClTracker * t, const GstClTrackerConfig * config)
{
  t->cfg = *config;
  t->cfg.confirm_window = CLAMP (t->cfg.confirm_window, 1,
      GST_CL_TRACKER_MAX_CONFIRM_WINDOW);
  t->cfg.confirm_hits = CLAMP (t->cfg.confirm_hits, 1,
      t->cfg.confirm_window);
}

/**
 * gst_cl_tracker_new_full:
 *
 * Returns: (transfer full): a tracker with @config
 */
GstClTracker *
gst_cl_tracker_new_full (const GstClTrackerConfig * config)
{
  GstClTracker *t = g_new0 (GstClTracker, 1);

  gst_cl_tracker_set_config (t, config);
  t->next_id = 1;
  t->tracks = g_array_new (FALSE, FALSE, sizeof (Track));
  t->backfill = g_array_new (FALSE, FALSE, sizeof (GstClTrackBackfill));
  t->frames_since_update = 1;
  t->fresh = TRUE;
  return t;
}

/**
 * gst_cl_tracker_new:
 *
 * Returns: (transfer full): a tracker with the default configuration but
 *   for @min_iou and @max_missed
 */
GstClTracker *
gst_cl_tracker_new (gdouble min_iou, guint max_missed)
{
  GstClTrackerConfig cfg;

  gst_cl_tracker_config_init (&cfg);
  cfg.min_iou = min_iou;
  cfg.max_missed = max_missed;
  return gst_cl_tracker_new_full (&cfg);
}

void
gst_cl_tracker_free (GstClTracker * t)
{
  if (!t)
    return;
  g_array_unref (t->tracks);
  g_array_unref (t->backfill);
  g_free (t);
}

/**
 * gst_cl_tracker_reset:
 *
 * Forgets every track (a flush or a new stream); ids keep increasing.
 */
void
gst_cl_tracker_reset (GstClTracker * t)
{
  g_array_set_size (t->tracks, 0);
  g_array_set_size (t->backfill, 0);
  t->frames_since_update = 1;
  t->fresh = TRUE;
}

/**
 * gst_cl_tracker_has_track:
 * @id: a track's id
 *
 * Returns: whether the tracker still holds the track of @id: reported,
 *   coasting, or lost and remembered (it may give the id back when it finds
 *   the face again); never for an id under 1 (a tentative track has none)
 */
gboolean
gst_cl_tracker_has_track (const GstClTracker * t, gint id)
{
  guint i;

  for (i = 0; id > 0 && i < t->tracks->len; i++) {
    if (g_array_index (t->tracks, Track, i).pub.id == id)
      return TRUE;
  }
  return FALSE;
}

/**
 * gst_cl_tracker_box_iou:
 *
 * Returns: the intersection over union of boxes @ax, @ay, @aw, @ah and
 *   @bx, @by, @bw, @bh, 0 when they do not meet (how the tracker, cltrack
 *   and the re-identification compare boxes)
 */
gdouble
gst_cl_tracker_box_iou (gdouble ax, gdouble ay, gdouble aw, gdouble ah,
    gdouble bx, gdouble by, gdouble bw, gdouble bh)
{
  gdouble ix = MAX (0, MIN (ax + aw, bx + bw) - MAX (ax, bx));
  gdouble iy = MAX (0, MIN (ay + ah, by + bh) - MAX (ay, by));
  gdouble inter = ix * iy, uni = aw * ah + bw * bh - inter;

  return uni > 0 ? inter / uni : 0;
}

static void
move (Track * tr)
{
  GstClTrack *p = &tr->pub;

  p->x += p->vx;
  p->y += p->vy;
  p->w = MAX (1, p->w + p->vw);
  p->h = MAX (1, p->h + p->vh);
  tr->since_obs++;
}

/* a confirmed track is reported while it was detected lately, or missed
 * one detection frame at most */
static gboolean
within_reach (GstClTracker * t, const Track * tr)
{
  return tr->pub.missed <= MAX (t->cfg.max_missed, t->frames_since_update);
}

/* reported: confirmed, within reach, and not coasting longer than
 * max_coast (pub.missed is counted on detection frames: a track found on
 * the latest one is reported through the frames up to the next) */
static gboolean
reported (GstClTracker * t, const Track * tr)
{
  return tr->confirmed && within_reach (t, tr) &&
      tr->pub.missed <= t->cfg.max_coast;
}

/* detections in the confirmation window */
static guint
window_hits (GstClTracker * t, const Track * tr)
{
  guint32 mask = t->cfg.confirm_window >= 32 ? G_MAXUINT32 :
      (1u << t->cfg.confirm_window) - 1;
  guint32 v = tr->history & mask;
  guint n = 0;

  for (; v; v &= v - 1)
    n++;
  return n;
}

static void
output (GstClTracker * t, GArray * out_tracks)
{
  guint i;

  g_array_set_size (out_tracks, 0);
  for (i = 0; i < t->tracks->len; i++) {
    Track *tr = &g_array_index (t->tracks, Track, i);
    /* a track not seen this frame is still reported while it coasts */
    if (reported (t, tr))
      g_array_append_val (out_tracks, tr->pub);
  }
}

typedef struct
{
  /* reported tracks choose first, then by recency */
  guint rank, missed;
  gdouble score;
  guint track, det;
} Pair;

/* boxes in reading order: top to bottom, left to right, then the smaller
 * first */
static gint
cmp_reading_order (gdouble ax, gdouble ay, gdouble aw, gdouble ah,
    gdouble bx, gdouble by, gdouble bw, gdouble bh)
{
  if (ay != by)
    return ay < by ? -1 : 1;
  if (ax != bx)
    return ax < bx ? -1 : 1;
  if (ah != bh)
    return ah < bh ? -1 : 1;
  return aw < bw ? -1 : aw > bw;
}

static gint
cmp_pair (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const Pair *p = a, *q = b;
  const GstClDetection *dets = user_data, *d = &dets[p->det],
      *e = &dets[q->det];
  gint order;

  if (p->rank != q->rank)
    return p->rank < q->rank ? -1 : 1;
  if (p->missed != q->missed)
    return p->missed < q->missed ? -1 : 1;
  if (p->score != q->score)
    return p->score > q->score ? -1 : 1;
  if (p->track != q->track)
    return p->track < q->track ? -1 : 1;
  /* ties by position, not by the detector's order (see below) */
  order = cmp_reading_order (d->x, d->y, d->w, d->h, e->x, e->y, e->w, e->h);
  if (order != 0)
    return order;
  return p->det < q->det ? -1 : p->det > q->det;
}

static gint
cmp_reading_order_index (gconstpointer a, gconstpointer b, gpointer user_data)
{
  GArray *tracks = user_data;
  const GstClTrack *p = &g_array_index (tracks, Track, *(const guint *) a).pub;
  const GstClTrack *q = &g_array_index (tracks, Track, *(const guint *) b).pub;

  return cmp_reading_order (p->x, p->y, p->w, p->h, q->x, q->y, q->w, q->h);
}

/* whether @d touches the head of a reported track of @tracks other than
 * @self: its face box grown by OCCLUSION_MARGIN on every side (hair, ears,
 * a hand: a face starts hiding another before the two face boxes meet) */
static gboolean
occluded (GstClTracker * t, GArray * tracks, guint self,
    const GstClDetection * d)
{
  guint i;

  for (i = 0; i < tracks->len; i++) {
    Track *o = &g_array_index (tracks, Track, i);
    gdouble mx = o->pub.w * OCCLUSION_MARGIN, my = o->pub.h * OCCLUSION_MARGIN;
    if (i != self && reported (t, o) && gst_cl_tracker_box_iou (o->pub.x - mx,
            o->pub.y - my, o->pub.w + 2 * mx, o->pub.h + 2 * my, d->x, d->y,
            d->w, d->h) > 0)
      return TRUE;
  }
  return FALSE;
}

/* with backfill, a detection of a track not confirmed yet */
static void
observe (GstClTracker * t, Track * tr, const GstClDetection * d)
{
  Observation o = { t->frame, d->x, d->y, d->w, d->h, d->confidence };

  if (t->cfg.backfill == 0)
    return;
  if (tr->n_obs == GST_CL_TRACKER_MAX_CONFIRM_WINDOW) {
    memmove (tr->obs, tr->obs + 1, sizeof (Observation) * (tr->n_obs - 1));
    tr->n_obs--;
  }
  tr->obs[tr->n_obs++] = o;
}

/* a track just confirmed: its boxes on the frames since its first
 * observation, up to the frame before this one and cfg.backfill frames
 * back at most, interpolated between its detections */
static void
emit_backfill (GstClTracker * t, Track * tr)
{
  guint k;

  for (k = 0; k + 1 < tr->n_obs; k++) {
    const Observation *a = &tr->obs[k], *b = &tr->obs[k + 1];
    guint64 f;

    for (f = a->frame; f < b->frame; f++) {
      gdouble u = (gdouble) (f - a->frame) / (b->frame - a->frame);
      GstClTrackBackfill e;

      if (t->frame - f > t->cfg.backfill)
        continue;
      e.frames_ago = t->frame - f;
      e.id = tr->pub.id;
      e.x = a->x + u * (b->x - a->x);
      e.y = a->y + u * (b->y - a->y);
      e.w = a->w + u * (b->w - a->w);
      e.h = a->h + u * (b->h - a->h);
      e.confidence = MIN (a->confidence, b->confidence);
      e.strong = f == a->frame &&
          a->confidence >= t->cfg.min_start_confidence;
      g_array_append_val (t->backfill, e);
    }
  }
  tr->n_obs = 0;
}

/* track @k of t->tracks takes detection @d: its box, and a share of the
 * motion since its previous detection (none while @d touches the head of
 * another track of @predicted) */
static void
absorb (GstClTracker * t, GArray * predicted, guint k,
    const GstClDetection * d)
{
  Track *tr = &g_array_index (t->tracks, Track, k);
  GstClTrack *pub = &tr->pub;
  gboolean hidden = occluded (t, predicted, k, d);
  /* the motion since the track's previous detection */
  gdouble f = MAX (tr->since_obs, 1);

  if (pub->hits == 1) {
    /* the first measure of motion is all there is */
    pub->vx = tr->drift_x = (d->x - tr->ox) / f;
    pub->vy = tr->drift_y = (d->y - tr->oy) / f;
  } else if (!hidden) {
    pub->vx += VELOCITY_GAIN * ((d->x - tr->ox) / f - pub->vx);
    pub->vy += VELOCITY_GAIN * ((d->y - tr->oy) / f - pub->vy);
    tr->drift_x += DRIFT_GAIN * ((d->x - tr->ox) / f - tr->drift_x);
    tr->drift_y += DRIFT_GAIN * ((d->y - tr->oy) / f - tr->drift_y);
  }
  if (!hidden) {
    pub->vw += SIZE_GAIN * ((d->w - tr->ow) / f - pub->vw);
    pub->vh += SIZE_GAIN * ((d->h - tr->oh) / f - pub->vh);
  } else {
    pub->vw = pub->vh = 0;
  }
  pub->x = tr->ox = d->x;
  pub->y = tr->oy = d->y;
  pub->w = tr->ow = d->w;
  pub->h = tr->oh = d->h;
  pub->confidence = d->confidence;
  pub->missed = 0;
  pub->hits++;
  tr->since_obs = 0;
  tr->history |= 1;
  if (d->confidence >= t->cfg.min_start_confidence || d->verified)
    tr->strong = TRUE;
  if (d->corroborated)
    tr->corroborated = TRUE;
  if (!tr->confirmed)
    observe (t, tr, d);
}

/* greedy assignment: @pairs (candidate track/detection pairs of @dets)
 * taken in cmp_pair's order, each track and detection at most once */
static void
assign (GstClTracker * t, GArray * predicted, GArray * pairs,
    const GstClDetection * dets, gboolean * track_used, gboolean * det_used)
{
  guint i;

  g_array_sort_with_data (pairs, cmp_pair, (gpointer) dets);
  for (i = 0; i < pairs->len; i++) {
    Pair *p = &g_array_index (pairs, Pair, i);

    if (track_used[p->track] || det_used[p->det])
      continue;
    track_used[p->track] = det_used[p->det] = TRUE;
    absorb (t, predicted, p->track, &dets[p->det]);
  }
}

static int
cmp_double (const void *a, const void *b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return x < y ? -1 : x > y;
}

/* the distance from track @p's centre moved by (@sx, @sy) to detection
 * @d's centre, in box sizes (the larger of the two widths); @ex, @ey: the
 * displacement in pixels */
static gdouble
centre_gap (const GstClTrack * p, gdouble sx, gdouble sy,
    const GstClDetection * d, gdouble * ex, gdouble * ey)
{
  *ex = ((d->x + d->w / 2) - (p->x + p->w / 2)) - sx;
  *ey = ((d->y + d->h / 2) - (p->y + p->h / 2)) - sy;
  return sqrt (*ex * *ex + *ey * *ey) / MAX (1, MAX (p->w, d->w));
}

/* whether boxes of @a and @b square pixels may be one face (a face's size
 * does not jump between detection frames): the smaller at least @share of
 * the larger (min_iou) */
static gboolean
similar_size (gdouble a, gdouble b, gdouble share)
{
  return MIN (a, b) >= share * MAX (a, b);
}

/* Where a lost track may also be found: its last detected box, when the
 * face was still then.  A face that turns away or is hidden for a moment
 * while it sits comes back where it was; its velocity estimate, however
 * small (the jitter of Haar boxes), has meanwhile carried the prediction
 * on for up to three seconds, out of the gate.  A face that was walking is
 * looked for only where its motion says (it may have left the picture,
 * and someone else come in where it was).  Still is judged on the drift,
 * not on the velocity: the last jumps of the box of a small face, or of
 * one turning away, make its velocity look like a walk (a fifth of its
 * size a frame) when it did not move.  Returns FALSE for a track not lost
 * or not still. */
static gboolean
last_seen (GstClTracker * t, const Track * tr, GstClTrack * out)
{
  const GstClTrack *p = &tr->pub;

  if (p->missed <= t->cfg.max_missed ||
      hypot (tr->drift_x, tr->drift_y) >= STILL_SPEED * p->w)
    return FALSE;
  *out = *p;
  out->x = tr->ox;
  out->y = tr->oy;
  out->w = tr->ow;
  out->h = tr->oh;
  return TRUE;
}

/* The camera's shift since the tracks' predictions, as BoT-SORT's camera
 * motion compensation estimates it, from the detections alone: the
 * displacement most tracks agree on, from their predicted centre to the
 * nearest detection of their size.  A hand-held camera (or a recording
 * whose frames repeat, then jump) moves every face by the same amount,
 * often more than the distance gate allows, and each would get a new id.
 * Returns FALSE when fewer than SHIFT_MIN_AGREE tracks, or fewer than half
 * of those with a detection near, agree: one face, or faces moving each
 * their own way, give no shift. */
static gboolean
camera_shift (GstClTracker * t, const GstClDetection * dets, guint n_dets,
    gdouble * sx, gdouble * sy)
{
  guint nt = t->tracks->len, n = 0, agree = 0, i, j;
  gdouble *dx, *dy, *w, *sorted_x, *sorted_y;
  gdouble mx, my, ax = 0, ay = 0;

  if (nt < SHIFT_MIN_AGREE)
    return FALSE;
  /* per track with a detection near: its displacement, its width; then
   * the displacements sorted, for the medians */
  dx = g_new (gdouble, 5 * nt);
  dy = dx + nt;
  w = dy + nt;
  sorted_x = w + nt;
  sorted_y = sorted_x + nt;
  for (i = 0; i < nt; i++) {
    const GstClTrack *p = &g_array_index (t->tracks, Track, i).pub;
    gdouble best = SHIFT_RADIUS;

    for (j = 0; j < n_dets; j++) {
      const GstClDetection *d = &dets[j];
      gdouble ex, ey, dist = centre_gap (p, 0, 0, d, &ex, &ey);

      if (dist < best && similar_size (p->w * p->h, d->w * d->h, t->cfg.min_iou)) {
        best = dist;
        dx[n] = ex;
        dy[n] = ey;
        w[n] = p->w;
      }
    }
    if (best < SHIFT_RADIUS)
      n++;
  }
  if (n < SHIFT_MIN_AGREE) {
    g_free (dx);
    return FALSE;
  }
  memcpy (sorted_x, dx, n * sizeof (gdouble));
  memcpy (sorted_y, dy, n * sizeof (gdouble));
  qsort (sorted_x, n, sizeof (gdouble), cmp_double);
  qsort (sorted_y, n, sizeof (gdouble), cmp_double);
  mx = sorted_x[n / 2];
  my = sorted_y[n / 2];
  for (i = 0; i < n; i++) {
    if (fabs (dx[i] - mx) <= SHIFT_AGREE * w[i] &&
        fabs (dy[i] - my) <= SHIFT_AGREE * w[i]) {
      ax += dx[i];
      ay += dy[i];
      agree++;
    }
  }
  g_free (dx);
  if (agree < SHIFT_MIN_AGREE || 2 * agree < n)
    return FALSE;
  *sx = ax / agree;
  *sy = ay / agree;
  return TRUE;
}

/**
 * gst_cl_tracker_update:
 * @out_tracks: (out): GstClTrack, the tracks seen or predicted this frame
 *
 * A detection frame.
 */
void
gst_cl_tracker_update (GstClTracker * t, const GstClDetection * dets,
    guint n_dets, GArray * out_tracks)
{
  gst_cl_tracker_update_full (t, dets, n_dets, NULL, 0, out_tracks);
}

/**
 * gst_cl_tracker_update_full:
 * @weak: (array length=n_weak) (nullable): detections too weak to be
 *   reported on their own (a Haar face seen by fewer windows than
 *   min-neighbors asks)
 * @out_tracks: (out): GstClTrack, the tracks seen or predicted this frame
 *
 * gst_cl_tracker_update() with a second, weak set of detections, which
 * ByteTrack associates second: a confirmed track that no detection of
 * @dets continues may take one of @weak that overlaps it by an IoU of 0.5
 * (or min_iou, if higher).  A
 * weak detection never starts a track, and one that continues none is
 * dropped, so weak detections add no box of their own: they keep a face
 * reported through the frames where the detector barely sees it.
 */
void
gst_cl_tracker_update_full (GstClTracker * t, const GstClDetection * dets,
    guint n_dets, const GstClDetection * weak, guint n_weak,
    GArray * out_tracks)
{
  guint nt = t->tracks->len, i, j;
  gboolean *track_used = g_new0 (gboolean, nt + 1);
  gboolean *det_used = g_new0 (gboolean, n_dets + 1);
  gboolean *weak_used = g_new0 (gboolean, n_weak + 1);
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (Pair));
  guint memory = LOST_MEMORY_FACTOR * MAX (t->cfg.max_missed, 1);
  GArray *kept, *predicted, *born = g_array_new (FALSE, FALSE,
      sizeof (guint)), *confirmed = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean first = t->fresh, shifted;
  gdouble sx = 0, sy = 0;

  t->frame++;

  /* tracks were already moved frame by frame by predict(); now the frame
   * of the detection */
  for (i = 0; i < nt; i++) {
    Track *tr = &g_array_index (t->tracks, Track, i);
    move (tr);
    tr->history <<= 1;
    tr->det_age++;
  }

  /* the camera's shift gives each track a second prediction; a pair is
   * judged on the nearer of the two */
  shifted = camera_shift (t, dets, n_dets, &sx, &sy);
  for (i = 0; i < nt; i++) {
    Track *tr = &g_array_index (t->tracks, Track, i);
    GstClTrack *p = &tr->pub, last;
    gboolean still = last_seen (t, tr, &last);

    for (j = 0; j < n_dets; j++) {
      const GstClDetection *d = &dets[j];
      gdouble o = gst_cl_tracker_box_iou (p->x, p->y, p->w, p->h, d->x, d->y,
          d->w, d->h);
      gdouble ex, ey, dist = centre_gap (p, 0, 0, d, &ex, &ey);

      if (shifted) {
        o = MAX (o, gst_cl_tracker_box_iou (p->x + sx, p->y + sy, p->w, p->h,
                d->x, d->y, d->w, d->h));
        dist = MIN (dist, centre_gap (p, sx, sy, d, &ex, &ey));
      }
      if (still) {
        o = MAX (o, gst_cl_tracker_box_iou (last.x, last.y, last.w, last.h,
                d->x, d->y, d->w, d->h));
        dist = MIN (dist, centre_gap (&last, 0, 0, d, &ex, &ey));
      }
      /* a detection whose centre is near the prediction is a candidate
       * even when fast motion leaves little overlap, if the two boxes
       * would overlap enough were they centred on each other: a face's
       * size does not jump between detection frames: it does not halve
       * or double its area (CENTRE_SIZE) */
      if (o >= t->cfg.min_iou || (dist < MIN (GATE + GATE_GROWTH * p->missed,
                  GATE_MAX) && similar_size (p->w * p->h, d->w * d->h,
                  MAX (t->cfg.min_iou, CENTRE_SIZE)))) {
        Pair pr = { reported (t, tr) ? 0 : 1, p->missed,
          o + (1 - MIN (dist, 1)) * 1e-3, i, j
        };
        g_array_append_val (pairs, pr);
      }
    }
  }
  /* occlusion is judged against the tracks as they were predicted, before
   * any of them takes a detection */
  predicted = g_array_copy (t->tracks);
  assign (t, predicted, pairs, dets, track_used, det_used);

  /* ByteTrack's second association: the confirmed tracks still without a
   * detection may take a weak one, by overlap alone */
  g_array_set_size (pairs, 0);
  for (i = 0; i < nt; i++) {
    Track *tr = &g_array_index (t->tracks, Track, i);
    GstClTrack *p = &tr->pub;

    if (track_used[i] || !tr->confirmed)
      continue;
    for (j = 0; j < n_weak; j++) {
      const GstClDetection *d = &weak[j];
      gdouble o = gst_cl_tracker_box_iou (p->x, p->y, p->w, p->h, d->x, d->y,
          d->w, d->h);

      if (o >= MAX (WEAK_MIN_IOU, t->cfg.min_iou)) {
        Pair pr = { reported (t, tr) ? 0 : 1, p->missed, o, i, j };
        g_array_append_val (pairs, pr);
      }
    }
  }
  assign (t, predicted, pairs, weak, track_used, weak_used);

  kept = g_array_new (FALSE, FALSE, sizeof (Track));
  for (i = 0; i < nt; i++) {
    Track *tr = &g_array_index (t->tracks, Track, i);
    if (!track_used[i]) {
      tr->pub.missed = tr->since_obs;
      /* a lost face keeps its size */
      tr->pub.vw = tr->pub.vh = 0;
      if (tr->confirmed && !within_reach (t, tr)) {
        /* lost: confirmed afresh before it is reported again */
        tr->confirmed = FALSE;
        tr->history = 0;
        tr->det_age = 0;
        tr->n_obs = 0;
        tr->strong = FALSE;
      }
    }
    if (tr->pub.missed > memory)
      continue;
    /* never confirmed, and out of chances within its window */
    if (!tr->confirmed && tr->pub.id == 0 && (tr->pub.missed >
            t->cfg.max_missed || (tr->det_age >= t->cfg.confirm_window &&
                window_hits (t, tr) < t->cfg.confirm_hits)))
      continue;
    g_array_append_val (kept, *tr);
  }
  for (j = 0; j < n_dets; j++) {
    if (!det_used[j]) {
      Track tr = { {0, dets[j].x, dets[j].y, dets[j].w,
          dets[j].h, 0, 0, 0, 0, dets[j].confidence, 0, 1},
      dets[j].x, dets[j].y, dets[j].w, dets[j].h, 0, 1, 1, FALSE
      };
      tr.strong = dets[j].confidence >= t->cfg.min_start_confidence ||
          dets[j].verified;
      tr.corroborated = dets[j].corroborated;
      g_array_append_val (kept, tr);
      observe (t, &g_array_index (kept, Track, kept->len - 1), &dets[j]);
    }
  }
  /* confirmations; new ids in reading order (top to bottom, left to
   * right), not in the order the detector happened to list the faces: a
   * GPU's atomics make that order change from run to run */
  for (i = 0; i < kept->len; i++) {
    Track *tr = &g_array_index (kept, Track, i);
    /* a stream's first frame: sure detections need no history */
    gboolean at_once = first && t->cfg.confirm_confidence > 0 &&
        tr->pub.confidence >= t->cfg.confirm_confidence;
    if (!tr->confirmed && (tr->history & 1) && tr->strong &&
        (tr->corroborated || !t->cfg.require_corroboration) && (at_once ||
            window_hits (t, tr) >= t->cfg.confirm_hits)) {
      tr->confirmed = TRUE;
      g_array_append_val (confirmed, i);
      if (tr->pub.id == 0)
        g_array_append_val (born, i);
    }
  }
  g_array_sort_with_data (born, cmp_reading_order_index, kept);
  for (j = 0; j < born->len; j++)
    g_array_index (kept, Track, g_array_index (born, guint, j)).pub.id =
        t->next_id++;
  g_array_unref (born);
  for (j = 0; j < confirmed->len; j++)
    emit_backfill (t, &g_array_index (kept, Track, g_array_index (confirmed,
                guint, j)));
  g_array_unref (confirmed);
  g_array_unref (t->tracks);
  t->tracks = kept;

  output (t, out_tracks);
  t->frames_since_update = 1;
  t->fresh = FALSE;
  g_free (track_used);
  g_free (det_used);
  g_free (weak_used);
  g_array_unref (predicted);
  g_array_unref (pairs);
}

/**
 * gst_cl_tracker_predict:
 *
 * A frame without detection (interval > 1): every track moves by its
 * velocity.
 */
void
gst_cl_tracker_predict (GstClTracker * t, GArray * out_tracks)
{
  guint i;

  t->frame++;
  for (i = 0; i < t->tracks->len; i++)
    move (&g_array_index (t->tracks, Track, i));
  t->frames_since_update++;
  output (t, out_tracks);
}

/**
 * gst_cl_tracker_take_backfill:
 * @out: (element-type GstClTrackBackfill): set to the boxes of the tracks
 *   confirmed since the last call, on the frames before their confirmation
 *   (backfill in the configuration)
 *
 * Empties the tracker's list of them.
 */
void
gst_cl_tracker_take_backfill (GstClTracker * t, GArray * out)
{
  g_array_set_size (out, 0);
  g_array_append_vals (out, t->backfill->data, t->backfill->len);
  g_array_set_size (t->backfill, 0);
}

/**
 * gst_cl_tracker_box_in_frame:
 * @bx, @by, @bw, @bh: (out): the box of @x, @y, @w, @h in whole pixels,
 *   rounded, inside a @width x @height frame and at least one pixel wide
 *   and high
 *
 * How every element reports a track's box (clfacedetect and cltrack give
 * the same boxes for the same tracks).
 */
void
gst_cl_tracker_box_in_frame (gdouble x, gdouble y, gdouble w, gdouble h,
    gint width, gint height, gint * bx, gint * by, gint * bw, gint * bh)
{
  *bx = CLAMP ((gint) (x + 0.5), 0, width - 1);
  *by = CLAMP ((gint) (y + 0.5), 0, height - 1);
  *bw = CLAMP ((gint) (w + 0.5), 1, width - *bx);
  *bh = CLAMP ((gint) (h + 0.5), 1, height - *by);
}
