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
 * every few frames.  Each track carries a box and a constant-velocity
 * motion model.  On a detection frame, every track is first moved by its
 * velocity, then tracks and detections are paired greedily by IoU (best
 * pair first, pairs below min_iou refused; the centre distance relative to
 * the box size breaks IoU ties and rescues fast motion); a paired track
 * takes the detection's box and updates its velocity (exponential
 * smoothing, so the jitter of Haar boxes does not become motion); an
 * unpaired detection starts a new id; an unpaired track survives
 * max_missed frames on its prediction, then dies.  Between detection
 * frames (interval > 1) tracks move by their velocity only.
 */
#include <math.h>
#include <string.h>
#include "gstcltracker.h"

/* weight of the newest observation in the velocity estimate */
#define VELOCITY_GAIN 0.5

struct _GstClTracker
{
  gdouble min_iou;
  guint max_missed;
  gint next_id;
  GArray *tracks;               /* GstClTrack */
  /* frames since the last detection frame, for the velocity of a match */
  guint frames_since_update;
};

GstClTracker *
gst_cl_tracker_new (gdouble min_iou, guint max_missed)
{
  GstClTracker *t = g_new0 (GstClTracker, 1);

  t->min_iou = min_iou;
  t->max_missed = max_missed;
  t->next_id = 1;
  t->tracks = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  t->frames_since_update = 1;
  return t;
}

void
gst_cl_tracker_free (GstClTracker * t)
{
  if (!t)
    return;
  g_array_unref (t->tracks);
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
  t->frames_since_update = 1;
}

static gdouble
iou (gdouble ax, gdouble ay, gdouble aw, gdouble ah, gdouble bx, gdouble by,
    gdouble bw, gdouble bh)
{
  gdouble ix = MAX (0, MIN (ax + aw, bx + bw) - MAX (ax, bx));
  gdouble iy = MAX (0, MIN (ay + ah, by + bh) - MAX (ay, by));
  gdouble inter = ix * iy, uni = aw * ah + bw * bh - inter;

  return uni > 0 ? inter / uni : 0;
}

static void
move (GstClTrack * tr, gdouble frames)
{
  tr->x += tr->vx * frames;
  tr->y += tr->vy * frames;
  tr->w = MAX (1, tr->w + tr->vw * frames);
  tr->h = MAX (1, tr->h + tr->vh * frames);
}

typedef struct
{
  gdouble score;
  guint track, det;
} Pair;

static gint
cmp_pair (gconstpointer a, gconstpointer b)
{
  const Pair *p = a, *q = b;

  if (p->score != q->score)
    return p->score > q->score ? -1 : 1;
  if (p->track != q->track)
    return p->track < q->track ? -1 : 1;
  return p->det < q->det ? -1 : p->det > q->det;
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
  guint nt = t->tracks->len, i, j;
  gboolean *track_used = g_new0 (gboolean, nt + 1);
  gboolean *det_used = g_new0 (gboolean, n_dets + 1);
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (Pair));
  gdouble frames = t->frames_since_update;
  GArray *kept;

  /* tracks were already moved frame by frame by predict(); now the frame
   * of the detection */
  for (i = 0; i < nt; i++)
    move (&g_array_index (t->tracks, GstClTrack, i), 1);

  for (i = 0; i < nt; i++) {
    GstClTrack *tr = &g_array_index (t->tracks, GstClTrack, i);
    for (j = 0; j < n_dets; j++) {
      const GstClDetection *d = &dets[j];
      gdouble o = iou (tr->x, tr->y, tr->w, tr->h, d->x, d->y, d->w, d->h);
      gdouble dx = (tr->x + tr->w / 2) - (d->x + d->w / 2);
      gdouble dy = (tr->y + tr->h / 2) - (d->y + d->h / 2);
      gdouble dist = sqrt (dx * dx + dy * dy) / MAX (1, MAX (tr->w, d->w));
      /* a detection whose centre is within half a box of the prediction
       * is a candidate even when fast motion leaves little overlap */
      if (o >= t->min_iou || dist < 0.5) {
        Pair p = { o + (1 - MIN (dist, 1)) * 1e-3, i, j };
        g_array_append_val (pairs, p);
      }
    }
  }
  g_array_sort (pairs, cmp_pair);

  for (i = 0; i < pairs->len; i++) {
    Pair *p = &g_array_index (pairs, Pair, i);
    GstClTrack *tr;
    const GstClDetection *d;
    gdouble px, py, pw, ph;

    if (track_used[p->track] || det_used[p->det])
      continue;
    track_used[p->track] = det_used[p->det] = TRUE;
    tr = &g_array_index (t->tracks, GstClTrack, p->track);
    d = &dets[p->det];
    /* where the track was at the last detection frame */
    px = tr->x - tr->vx * frames;
    py = tr->y - tr->vy * frames;
    pw = tr->w - tr->vw * frames;
    ph = tr->h - tr->vh * frames;
    tr->vx += VELOCITY_GAIN * ((d->x - px) / frames - tr->vx);
    tr->vy += VELOCITY_GAIN * ((d->y - py) / frames - tr->vy);
    tr->vw += VELOCITY_GAIN * ((d->w - pw) / frames - tr->vw);
    tr->vh += VELOCITY_GAIN * ((d->h - ph) / frames - tr->vh);
    tr->x = d->x;
    tr->y = d->y;
    tr->w = d->w;
    tr->h = d->h;
    tr->confidence = d->confidence;
    tr->missed = 0;
    tr->hits++;
  }

  kept = g_array_new (FALSE, FALSE, sizeof (GstClTrack));
  for (i = 0; i < nt; i++) {
    GstClTrack *tr = &g_array_index (t->tracks, GstClTrack, i);
    if (!track_used[i])
      tr->missed += t->frames_since_update;
    if (tr->missed <= t->max_missed)
      g_array_append_val (kept, *tr);
  }
  for (j = 0; j < n_dets; j++) {
    if (!det_used[j]) {
      GstClTrack tr = { t->next_id++, dets[j].x, dets[j].y, dets[j].w,
        dets[j].h, 0, 0, 0, 0, dets[j].confidence, 0, 1
      };
      g_array_append_val (kept, tr);
    }
  }
  g_array_unref (t->tracks);
  t->tracks = kept;
  t->frames_since_update = 1;

  g_array_set_size (out_tracks, 0);
  for (i = 0; i < t->tracks->len; i++) {
    GstClTrack *tr = &g_array_index (t->tracks, GstClTrack, i);
    /* a track not seen this frame is still reported while it coasts */
    g_array_append_val (out_tracks, *tr);
  }
  g_free (track_used);
  g_free (det_used);
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

  g_array_set_size (out_tracks, 0);
  for (i = 0; i < t->tracks->len; i++) {
    GstClTrack *tr = &g_array_index (t->tracks, GstClTrack, i);
    move (tr, 1);
    g_array_append_val (out_tracks, *tr);
  }
  t->frames_since_update++;
}
