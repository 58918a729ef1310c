/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The scene-cut decision on a stream of frame-to-frame histogram distances:
 * a floor, an adaptive rule and a minimum scene length, as
 * PySceneDetect's AdaptiveDetector decides on its content scores.  A frame
 * is a cut when its distance is at least the floor, at least `adaptive`
 * times the mean distance of the `window` frames before and after it, and
 * `min_length` frames have passed since the last cut.  The adaptive rule is
 * what tells a cut (one isolated peak) from a burst of motion or
 * compression noise (many high distances in a row); looking ahead costs
 * `window` frames of delay.  The floor follows the histograms' sampling
 * noise: a histogram of N votes differs from another draw of the same
 * scene by about K/N (chi-square), so in large, detailed frames (15,000
 * votes in a 1920x1440 photo) every distance, a cut's included, is several
 * times smaller than in 400x300 webcam frames (250 to 1,200 votes), and a
 * fixed floor that fits one size misses cuts at the other.  Plain C, no
 * OpenCL: the element and the benchmark share it.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include "gstclscenecut.h"

/* ratio reported when the window's mean is 0 (PySceneDetect's cap) */
#define MAX_RATIO 255.0

/* the floor goes as (noise / GST_CL_SCENE_CUT_REF_NOISE) ^ FLOOR_POWER */
#define FLOOR_POWER 0.8

typedef struct
{
  gdouble distance;
  gdouble noise;
  GstClSceneCutKind kind;
} Entry;

struct _GstClSceneCut
{
  GstClSceneCutParams params;
  /* frames pushed and not yet decided, oldest first */
  GQueue pending;
  /* distances of the last decided frames (at most window), oldest first */
  GQueue past;
  /* decided frames since the last cut; G_MAXUINT64: none yet */
  guint64 since_cut;
};

/**
 * gst_cl_scene_cut_new:
 * @params: the decision rule
 *
 * Returns: (transfer full): a decision with nothing pushed yet
 */
GstClSceneCut *
gst_cl_scene_cut_new (const GstClSceneCutParams * params)
{
  GstClSceneCut *self = g_new0 (GstClSceneCut, 1);

  self->params = *params;
  g_queue_init (&self->pending);
  g_queue_init (&self->past);
  self->since_cut = G_MAXUINT64;
  return self;
}

/**
 * gst_cl_scene_cut_reset:
 *
 * Forgets the pending frames (undecided, never returned) and the history:
 * what a flush (a seek) does.
 */
void
gst_cl_scene_cut_reset (GstClSceneCut * self)
{
  g_queue_clear_full (&self->pending, g_free);
  g_queue_clear_full (&self->past, g_free);
  self->since_cut = G_MAXUINT64;
}

void
gst_cl_scene_cut_free (GstClSceneCut * self)
{
  if (!self)
    return;
  gst_cl_scene_cut_reset (self);
  g_free (self);
}

/**
 * gst_cl_scene_cut_set_params:
 *
 * Changes the rule for the frames decided from now on.  A smaller window
 * makes the frames already pending decidable at once (pop them).
 */
void
gst_cl_scene_cut_set_params (GstClSceneCut * self,
    const GstClSceneCutParams * params)
{
  self->params = *params;
  while (self->past.length > self->params.window)
    g_free (g_queue_pop_head (&self->past));
}

/**
 * gst_cl_scene_cut_noise:
 * @a: the previous frame's K vote counts
 * @b: the frame's K vote counts
 * @k: the number of words
 *
 * The sampling noise of the frame's distance: the expected chi-square
 * distance between two histograms of as many votes as @a and @b drawn
 * from one distribution (the pooled counts), that is, what two frames of
 * the same scene differ by when each descriptor's word is drawn anew.
 * Each word that either frame voted for adds about (1/Na + 1/Nb) / 2
 * (exactly 1/N for equal counts N, whatever the word's share).
 *
 * Returns: the noise; 0 when a frame has no votes (unknown).
 */
gdouble
gst_cl_scene_cut_noise (const guint32 * a, const guint32 * b, guint k)
{
  guint64 na = 0, nb = 0;
  guint j, occupied = 0;

  for (j = 0; j < k; j++) {
    na += a[j];
    nb += b[j];
    occupied += (a[j] | b[j]) != 0;
  }
  if (na == 0 || nb == 0)
    return 0.0;
  return occupied * (1.0 / na + 1.0 / nb) / 2.0;
}

/**
 * gst_cl_scene_cut_floor:
 * @noise: the frame's sampling noise (gst_cl_scene_cut_noise()); 0:
 *   unknown
 *
 * The least distance of a cut at a frame: with
 * %GST_CL_SCENE_FLOOR_VOTES, the threshold times
 * (@noise / %GST_CL_SCENE_CUT_REF_NOISE)^0.8, never more than the
 * threshold (histograms noisier than the reference keep the threshold: the
 * adaptive rule is what rejects their noise); the threshold itself with
 * %GST_CL_SCENE_FLOOR_FIXED or an unknown noise.
 */
gdouble
gst_cl_scene_cut_floor (const GstClSceneCutParams * params, gdouble noise)
{
  if (params->floor == GST_CL_SCENE_FLOOR_FIXED || noise <= 0.0 ||
      noise >= GST_CL_SCENE_CUT_REF_NOISE)
    return params->threshold;
  return params->threshold * pow (noise / GST_CL_SCENE_CUT_REF_NOISE,
      FLOOR_POWER);
}

/**
 * gst_cl_scene_cut_push:
 * @distance: the frame's histogram distance to the previous frame
 * @noise: its sampling noise (gst_cl_scene_cut_noise()); 0: unknown (the
 *   floor is then the threshold)
 * @kind: what the frame is
 *
 * Queues a frame; gst_cl_scene_cut_pop() returns its decision once
 * `window` frames have followed it (or when draining).
 */
void
gst_cl_scene_cut_push (GstClSceneCut * self, gdouble distance,
    gdouble noise, GstClSceneCutKind kind)
{
  Entry *e = g_new (Entry, 1);

  e->distance = distance;
  e->noise = noise;
  e->kind = kind;
  g_queue_push_tail (&self->pending, e);
}

static void
add_to_window (const Entry * e, gdouble * sum, guint * n)
{
  /* a first frame's 0 and a new stream's jump say nothing about the
   * level of change within a shot */
  if (e->kind == GST_CL_SCENE_CUT_FRAME) {
    *sum += e->distance;
    (*n)++;
  }
}

/**
 * gst_cl_scene_cut_pop:
 * @drain: decide even without a full window after the frame (end of
 *   stream, or before a new stream): the window is what there is
 * @result: (out caller-allocates): the oldest pending frame's decision
 *
 * Returns: %TRUE and @result when the oldest pending frame can be decided.
 */
gboolean
gst_cl_scene_cut_pop (GstClSceneCut * self, gboolean drain,
    GstClSceneCutResult * result)
{
  const GstClSceneCutParams *p = &self->params;
  Entry *e;
  gdouble sum = 0.0, mean;
  guint n = 0, i;
  GList *l;
  gdouble *keep;

  if (self->pending.length == 0 ||
      (!drain && self->pending.length <= p->window))
    return FALSE;

  e = g_queue_pop_head (&self->pending);
  for (l = self->past.head; l; l = l->next) {
    sum += *(gdouble *) l->data;
    n++;
  }
  for (l = self->pending.head, i = 0; l && i < p->window; l = l->next, i++)
    add_to_window (l->data, &sum, &n);

  result->distance = e->distance;
  result->kind = e->kind;
  result->floor = gst_cl_scene_cut_floor (p, e->noise);
  result->ratio = 0.0;
  if (n > 0) {
    mean = sum / n;
    result->ratio = mean > 1e-6 ? MIN (e->distance / mean, MAX_RATIO) :
        (e->distance > 0.0 ? MAX_RATIO : 0.0);
  }

  switch (e->kind) {
    case GST_CL_SCENE_CUT_FIRST:
      result->cut = FALSE;
      break;
    case GST_CL_SCENE_CUT_NEW_STREAM:
      result->cut = TRUE;
      break;
    default:
      result->cut = e->distance >= result->floor && e->distance > 0.0 &&
          (p->adaptive <= 0.0 || n == 0 || result->ratio >= p->adaptive) &&
          (self->since_cut == G_MAXUINT64 ||
          self->since_cut + 1 >= p->min_length);
      break;
  }

  if (result->cut)
    self->since_cut = 0;
  else if (self->since_cut != G_MAXUINT64)
    self->since_cut++;

  /* the window of later frames: a cut's own jump would hide the next cut,
   * a first frame's 0 means nothing; only plain frames enter it */
  if (e->kind == GST_CL_SCENE_CUT_FRAME && !result->cut && p->window > 0) {
    keep = g_new (gdouble, 1);
    *keep = e->distance;
    g_queue_push_tail (&self->past, keep);
  } else if (e->kind != GST_CL_SCENE_CUT_FRAME || result->cut) {
    /* a new shot: the old shot's level of change no longer applies */
    g_queue_clear_full (&self->past, g_free);
  }
  while (self->past.length > p->window)
    g_free (g_queue_pop_head (&self->past));
  g_free (e);
  return TRUE;
}
