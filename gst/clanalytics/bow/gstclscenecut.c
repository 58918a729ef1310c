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
 * fixed floor that fits one size misses cuts at the other.
 *
 * With the frames' histograms and block means pushed
 * (gst_cl_scene_cut_push_frame()), a cut is a change that PERSISTS, seen
 * by two cues: the frame and the `window - 1` frames after it must all
 * stay far from the mean of the (at most `window`) frames of the shot
 * before it, in the histograms (chi-square) and in the layout of light and
 * dark (the block means, gst_cl_scene_cut_layout_distance()), each at
 * least `adaptive` times that cue's own frame-to-frame change around the
 * frame (repeated frames left out, GST_CL_SCENE_CUT_REPEAT), or in the
 * layout alone at least GST_CL_SCENE_CUT_LAYOUT_ALONE
 * times that (a cut inside one place and one light) where the histograms
 * do not deny it (GST_CL_SCENE_CUT_ALONE_HIST), or both at
 * GST_CL_SCENE_CUT_STRONG_SHARE times it where the distance is
 * GST_CL_SCENE_CUT_STRONG_FLOOR times the floor and the layout changed at
 * once, in the frame's own step (a cut between shots that move a lot), or
 * the layout at `adaptive` and changed at once with the histograms at
 * GST_CL_SCENE_CUT_STRONG_SHARE times it where the distance is
 * GST_CL_SCENE_CUT_SHORT_FLOOR times the floor (a jump within one place,
 * whose texture the histograms see again after it); a cut that ends a
 * short shot (under 2 x (window + 1) frames), where the window after the
 * last cut and the window before this one overlap, needs both cues, the
 * layout at that wider margin or changed at once, and
 * GST_CL_SCENE_CUT_SHORT_FLOOR times the floor.  Where the frame and the
 * one before it hold no descriptor (black, a dark flat picture: empty
 * histograms, which say nothing), the layout decides alone, at the level
 * it needs alone and changed at once.  The change within the
 * shot after a clear cut ends at the next clear cut inside the window
 * (GST_CL_SCENE_CUT_NEXT_GAP): a shot shorter
 * than the window is measured by its own frames.  A flash or a damaged
 * frame comes back within the window; a
 * keyframe redraws the texture (histograms) but not the layout; a pan, a
 * zoom, a fade or a dissolve moves both a little at every frame, so no
 * frame stays far from the frames just before it compared with that
 * change.  Plain C, no OpenCL: the element and the benchmark share it.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
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
  /* the histogram as a distribution (k bins), or NULL */
  gdouble *hist;
  guint k;
  /* the standardised block means, or none */
  gboolean have_layout;
  gfloat layout[GST_CL_SCENE_BLOCKS_N];
  /* layout distance to the frame pushed before (0: none) */
  gdouble layout_step;
  /* chi-square distance of the histogram to the one pushed before (0:
   * none), whatever distance the element reports */
  gdouble hist_step;
  /* the first frame of a shot (the stream's, a new stream's, a cut): its
   * steps are across shots and say nothing of the change within one */
  gboolean shot_start;
  /* neither this frame nor the one pushed before it holds a descriptor
   * (both histograms empty: black, a dark flat picture) */
  gboolean no_words;
} Entry;

struct _GstClSceneCut
{
  GstClSceneCutParams params;
  /* frames pushed and not yet decided, oldest first */
  GQueue pending;
  /* the last decided frames of the current shot (at most window), oldest
   * first */
  GQueue past;
  /* decided frames since the last cut; G_MAXUINT64: none yet */
  guint64 since_cut;
  /* the standardised layout of the frame pushed last */
  gboolean have_last_layout;
  gfloat last_layout[GST_CL_SCENE_BLOCKS_N];
  /* the histogram pushed last, or NULL */
  gdouble *last_hist;
  guint last_k;
};

static void
entry_free (gpointer data)
{
  Entry *e = data;

  g_free (e->hist);
  g_free (e);
}

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
  g_queue_clear_full (&self->pending, entry_free);
  g_queue_clear_full (&self->past, entry_free);
  self->since_cut = G_MAXUINT64;
  self->have_last_layout = FALSE;
  g_clear_pointer (&self->last_hist, g_free);
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
  while (self->past.length > MAX (self->params.window, 1))
    entry_free (g_queue_pop_head (&self->past));
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
  GstClSceneFrame f = { distance, noise, kind, NULL, 0, NULL };

  gst_cl_scene_cut_push_frame (self, &f);
}

/* the layout as the decision keeps it: the block means as they are */
static void
standardise (const gfloat * m, gfloat * z)
{
  memcpy (z, m, GST_CL_SCENE_BLOCKS_N * sizeof (gfloat));
}

/* The root mean square difference of two layouts, a shift of the whole
 * picture's brightness of up to GST_CL_SCENE_CUT_MEAN_SHIFT grey levels
 * taken out first. */
static gdouble
z_distance (const gfloat * a, const gfloat * b)
{
  gdouble d = 0.0, shift = 0.0;
  guint i;

  for (i = 0; i < GST_CL_SCENE_BLOCKS_N; i++)
    shift += (gdouble) a[i] - b[i];
  shift = CLAMP (shift / GST_CL_SCENE_BLOCKS_N, -GST_CL_SCENE_CUT_MEAN_SHIFT,
      GST_CL_SCENE_CUT_MEAN_SHIFT);
  for (i = 0; i < GST_CL_SCENE_BLOCKS_N; i++) {
    gdouble diff = (gdouble) a[i] - b[i] - shift;

    d += diff * diff;
  }
  return sqrt (d / GST_CL_SCENE_BLOCKS_N);
}

/* The share of the energy of @diff (block-mean differences) in the two
 * adjacent rows of blocks that hold most of it; -1 for no change.  The
 * differences are taken as they are, a shift of the whole picture's
 * brightness included: a change that reaches every row is not confined to
 * a band. */
static gdouble
band_share (const gdouble * diff)
{
  gdouble rows[GST_CL_SCENE_BLOCKS_GRID] = { 0.0 }, total = 0.0, best = 0.0;
  guint r, c;

  for (r = 0; r < GST_CL_SCENE_BLOCKS_GRID; r++) {
    for (c = 0; c < GST_CL_SCENE_BLOCKS_GRID; c++) {
      gdouble d = diff[r * GST_CL_SCENE_BLOCKS_GRID + c];
      rows[r] += d * d;
    }
    total += rows[r];
  }
  if (total <= 0.0)
    return -1.0;
  for (r = 0; r + 1 < GST_CL_SCENE_BLOCKS_GRID; r++)
    best = MAX (best, rows[r] + rows[r + 1]);
  return best / total;
}

/**
 * gst_cl_scene_cut_layout_distance:
 * @a: %GST_CL_SCENE_BLOCKS_N block means (grey levels)
 * @b: as many
 *
 * The layout distance of two frames: the root mean square difference of
 * their block means in grey levels, once a shift of the whole picture's
 * brightness of up to #GST_CL_SCENE_CUT_MEAN_SHIFT grey levels is taken
 * out (a camera's exposure correction, a keyframe catching up a starved
 * stream).
 *
 * Returns: the distance
 */
gdouble
gst_cl_scene_cut_layout_distance (const gfloat * a, const gfloat * b)
{
  gfloat za[GST_CL_SCENE_BLOCKS_N], zb[GST_CL_SCENE_BLOCKS_N];

  standardise (a, za);
  standardise (b, zb);
  return z_distance (za, zb);
}

static gdouble
chi_square (const gdouble * p, const gdouble * q, guint k)
{
  gdouble d = 0.0;
  guint j;

  for (j = 0; j < k; j++) {
    gdouble s = p[j] + q[j], diff = p[j] - q[j];
    if (s > 0.0)
      d += diff * diff / s;
  }
  return d;
}

/* whether a frame's histogram (a distribution) holds no vote */
static gboolean
empty (const gdouble * hist, guint k)
{
  guint j;

  for (j = 0; j < k; j++)
    if (hist[j] > 0.0)
      return FALSE;
  return TRUE;
}

/**
 * gst_cl_scene_cut_push_frame:
 * @frame: the frame; its arrays are copied
 *
 * gst_cl_scene_cut_push() with the frame's histogram and block means: the
 * persistence rule decides (see the file's comment) where both are given.
 */
void
gst_cl_scene_cut_push_frame (GstClSceneCut * self,
    const GstClSceneFrame * frame)
{
  Entry *e = g_new0 (Entry, 1);

  e->distance = frame->distance;
  e->noise = frame->noise;
  e->kind = frame->kind;
  e->no_words = frame->hist && frame->k && self->last_hist &&
      self->last_k == frame->k && empty (frame->hist, frame->k) &&
      empty (self->last_hist, frame->k);
  if (frame->hist && frame->k) {
    e->hist = g_memdup2 (frame->hist, frame->k * sizeof (gdouble));
    e->k = frame->k;
    if (self->last_hist && self->last_k == e->k)
      e->hist_step = chi_square (self->last_hist, e->hist, e->k);
  }
  g_free (self->last_hist);
  self->last_hist = e->hist ? g_memdup2 (e->hist, e->k * sizeof (gdouble)) :
      NULL;
  self->last_k = e->k;
  if (frame->blocks) {
    standardise (frame->blocks, e->layout);
    e->have_layout = TRUE;
    if (self->have_last_layout)
      e->layout_step = z_distance (self->last_layout, e->layout);
    memcpy (self->last_layout, e->layout, sizeof (e->layout));
  }
  self->have_last_layout = e->have_layout;
  g_queue_push_tail (&self->pending, e);
}

static void
add_to_window (const Entry * e, gdouble * sum, guint * n)
{
  /* a first frame's 0 and a new stream's jump say nothing about the
   * level of change within a shot */
  if (e->kind == GST_CL_SCENE_CUT_FRAME && !e->shot_start) {
    *sum += e->distance;
    (*n)++;
  }
}

/* A step of the window around the frame being decided: the change from
 * the frame before, in each cue, and whether it is a change within the
 * shot (not the decided frame's own, not across shots). */
typedef struct
{
  gdouble h, l;
  gboolean within;
} Step;

/* Whether step @i repeats the frame before it: each cue there is (@hist,
 * @lay) changes by less than GST_CL_SCENE_CUT_REPEAT of the largest
 * within-shot step of the window (@h, @l).  Animation drawn on twos or
 * threes, or held for many frames while only a mouth or the eyes are
 * redrawn, frame-rate conversions and a camera's dropped frames repeat
 * frames; a repeat says nothing of how much the picture moves, and
 * counting it as a change of zero would make the next new drawing look
 * like a change that persists. */
static gboolean
is_repeat (const Step * step, gboolean hist, gboolean lay, gdouble h,
    gdouble l)
{
  return (!hist || step->h < GST_CL_SCENE_CUT_REPEAT * h) &&
      (!lay || step->l < GST_CL_SCENE_CUT_REPEAT * l);
}

/* Whether @e's distance is at least @times its floor. */
static gboolean
over_floor (GstClSceneCut * self, const Entry * e, gdouble times)
{
  return e->distance >= times *
      gst_cl_scene_cut_floor (&self->params, e->noise);
}

/* Whether @e's distance is that of a clear cut: what a cut that ends a
 * short shot needs (GST_CL_SCENE_CUT_SHORT_FLOOR times the floor). */
static gboolean
clear_cut (GstClSceneCut * self, const Entry * e)
{
  return over_floor (self, e, GST_CL_SCENE_CUT_SHORT_FLOOR);
}

/* The persistence ratios of @e (the oldest pending frame, already popped):
 * the least distance from @e and the window - 1 frames after it to the
 * mean of the shot's frames before it, over the mean frame-to-frame change
 * of those frames (and of the window's after it), repeated frames left
 * out; -1 where a cue is missing.  @band: the band share (band_share()) of
 * the layout's difference at that least distance; @step: @e's own layout
 * step over that least distance; @onset: @e's layout distance over the
 * largest of the window's (-1 without block means or without change). */
static void
persistence (GstClSceneCut * self, const Entry * e, gdouble * persist,
    gdouble * layout, gdouble * band, gdouble * step, gdouble * onset)
{
  const guint w = MAX (self->params.window, 1);
  gboolean hist = e->hist != NULL, lay = e->have_layout;
  gdouble *mh = NULL, stay_h = G_MAXDOUBLE, stay_l = G_MAXDOUBLE;
  gdouble first_l = 0.0, far_l = 0.0;
  gdouble sum_h = 0.0, sum_l = 0.0, max_h = 0.0, max_l = 0.0;
  gfloat ml[GST_CL_SCENE_BLOCKS_N];
  gdouble stay_diff[GST_CL_SCENE_BLOCKS_N] = { 0.0 };
  Step *steps;
  guint n_past = 0, n_steps = 0, n = 0, i, j;
  gboolean clear = clear_cut (self, e), next_cut = FALSE;
  GList *l;

  *persist = *layout = *band = *step = *onset = -1.0;
  if (self->params.window == 0)
    return;                     /* no look-ahead: the floor alone */
  for (l = self->past.head; l; l = l->next) {
    const Entry *p = l->data;
    hist = hist && p->hist && p->k == e->k;
    lay = lay && p->have_layout;
    n_past++;
  }
  if (n_past == 0 || (!hist && !lay))
    return;

  /* the window before: the means of the past frames, and the change
   * within the shot before */
  steps = g_new0 (Step, n_past + w);
  if (hist)
    mh = g_new0 (gdouble, e->k);
  memset (ml, 0, sizeof (ml));
  for (l = self->past.head; l; l = l->next) {
    const Entry *p = l->data;
    for (j = 0; hist && j < e->k; j++)
      mh[j] += p->hist[j] / n_past;
    for (j = 0; lay && j < GST_CL_SCENE_BLOCKS_N; j++)
      ml[j] += p->layout[j] / n_past;
    steps[n_steps].h = p->hist_step;
    steps[n_steps].l = p->layout_step;
    steps[n_steps++].within = !p->shot_start &&
        p->kind == GST_CL_SCENE_CUT_FRAME;
  }
  /* the frame and the frames after it: how far they all stay; their
   * steps count as change within the shot up to the next cut */
  for (l = NULL, i = 0; i < w; i++) {
    const Entry *q = i == 0 ? e : NULL;

    if (i > 0) {
      l = l ? l->next : self->pending.head;
      if (!l)
        break;
      q = l->data;
      if (q->kind != GST_CL_SCENE_CUT_FRAME)
        break;                  /* a new stream: the window ends */
    }
    /* the frame's own step is the change being decided */
    if (i >= GST_CL_SCENE_CUT_NEXT_GAP && !next_cut && clear &&
        clear_cut (self, q) &&
        (!hist || q->hist_step >= GST_CL_SCENE_CUT_NEXT_SHARE * e->hist_step)
        && (!lay || q->layout_step >=
            GST_CL_SCENE_CUT_NEXT_SHARE * e->layout_step))
      next_cut = TRUE;
    steps[n_steps].h = q->hist_step;
    steps[n_steps].l = q->layout_step;
    steps[n_steps++].within = i > 0 && !next_cut;
    if (hist && q->hist && q->k == e->k)
      stay_h = MIN (stay_h, chi_square (q->hist, mh, e->k));
    if (lay && q->have_layout) {
      gdouble d = z_distance (q->layout, ml);

      if (i == 0)
        first_l = d;
      far_l = MAX (far_l, d);
      if (d < stay_l) {
        stay_l = d;
        for (j = 0; j < GST_CL_SCENE_BLOCKS_N; j++)
          stay_diff[j] = (gdouble) q->layout[j] - ml[j];
      }
    }
  }
  for (i = 0; i < n_steps; i++) {
    if (steps[i].within) {
      max_h = MAX (max_h, steps[i].h);
      max_l = MAX (max_l, steps[i].l);
    }
  }
  for (i = 0; i < n_steps; i++) {
    if (!steps[i].within || is_repeat (&steps[i], hist, lay, max_h, max_l))
      continue;
    sum_h += steps[i].h;
    sum_l += steps[i].l;
    n++;
  }
  if (hist)
    *persist = stay_h / MAX (n ? sum_h / n : 0.0, GST_CL_SCENE_CUT_HIST_MIN);
  if (lay) {
    *layout = stay_l / MAX (n ? sum_l / n : 0.0, GST_CL_SCENE_CUT_LAYOUT_MIN);
    *band = band_share (stay_diff);
    if (stay_l > 0.0 && stay_l < G_MAXDOUBLE)
      *step = e->layout_step / stay_l;
    if (far_l > 0.0)
      *onset = first_l / far_l;
  }
  g_free (steps);
  g_free (mh);
}

/* whether a cue's persistence @ratio is at least @bar; a cue that is not
 * there (ratio < 0: no frame of the shot before) does not hold a cut back */
static gboolean
reaches (gdouble ratio, gdouble bar)
{
  return ratio < 0.0 || ratio >= bar;
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

  if (self->pending.length == 0 ||
      (!drain && self->pending.length <= p->window))
    return FALSE;

  e = g_queue_pop_head (&self->pending);
  for (l = self->past.head; l && p->window > 0; l = l->next)
    add_to_window (l->data, &sum, &n);
  for (l = self->pending.head, i = 0; l && i < p->window; l = l->next, i++)
    add_to_window (l->data, &sum, &n);
  result->delay = self->pending.length;
  persistence (self, e, &result->persist_ratio, &result->layout_ratio,
      &result->layout_band, &result->layout_step, &result->layout_onset);

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
    default:{
      /* the shot this frame would end is short: its first cut's window
       * after and this frame's window before overlap (without the
       * adaptive rule the floor alone decides) */
      gboolean short_shot = p->adaptive > 0.0 &&
          self->since_cut != G_MAXUINT64 &&
          self->since_cut + 1 < 2 * (p->window + 1);

      gboolean long_enough = self->since_cut == G_MAXUINT64 ||
          self->since_cut + 1 >= p->min_length;

      result->cut = e->distance >= result->floor && e->distance > 0.0 &&
          long_enough;
      if (result->persist_ratio >= 0.0 || result->layout_ratio >= 0.0) {
        /* the persistence rule: each cue that is there must see a change
         * that stays, `adaptive` times its change within the shot; or the
         * layout alone, GST_CL_SCENE_CUT_LAYOUT_ALONE times that, where
         * the histograms' stays at GST_CL_SCENE_CUT_ALONE_HIST; or
         * both at GST_CL_SCENE_CUT_STRONG_SHARE times it where the
         * distance is GST_CL_SCENE_CUT_STRONG_FLOOR times the floor and
         * the layout changed at once, in the frame's own step; or the
         * layout at `adaptive` and changed at once, the histograms at
         * GST_CL_SCENE_CUT_STRONG_SHARE times it, at
         * GST_CL_SCENE_CUT_SHORT_FLOOR times the floor; at
         * the end of a short shot, both, the layout at the alone level
         * or changed at once, at GST_CL_SCENE_CUT_SHORT_FLOOR times the
         * floor */
        if (p->adaptive > 0.0) {
          gboolean hist_stays = reaches (result->persist_ratio, p->adaptive);
          gboolean layout_stays = reaches (result->layout_ratio, p->adaptive);
          gboolean layout_alone = result->layout_ratio >=
              GST_CL_SCENE_CUT_LAYOUT_ALONE * p->adaptive;
          /* the histograms do not deny it: what comes after is further
           * from the shot before than its frames are from each other */
          gboolean hist_allows = reaches (result->persist_ratio,
              GST_CL_SCENE_CUT_ALONE_HIST);
          /* the layout changed in the frame's own step, not over the
           * window after it as a dissolve's or a growing caption's does */
          gboolean at_once =
              result->layout_step >= GST_CL_SCENE_CUT_STRONG_STEP &&
              result->layout_onset >= GST_CL_SCENE_CUT_STRONG_ONSET;
          gboolean strong =
              over_floor (self, e, GST_CL_SCENE_CUT_STRONG_FLOOR) &&
              result->persist_ratio >=
              GST_CL_SCENE_CUT_STRONG_SHARE * p->adaptive &&
              result->layout_ratio >=
              GST_CL_SCENE_CUT_STRONG_SHARE * p->adaptive && at_once;
          gboolean clear = clear_cut (self, e);
          /* a jump within one place: the layout changed at once and
           * stays, the histograms at half the margin, at twice the floor */
          gboolean jump = clear && layout_stays && at_once &&
              result->persist_ratio >=
              GST_CL_SCENE_CUT_STRONG_SHARE * p->adaptive;

          /* the frame and the one before it hold no descriptor: their
           * histograms say nothing, which is not that nothing changed; a
           * cut from black into a dark shot whose first frames hold no
           * descriptor yet is the layout's alone */
          if (e->no_words)
            result->cut = long_enough && !short_shot && layout_alone &&
                at_once;
          else if (short_shot)
            result->cut = result->cut && hist_stays && clear &&
                (layout_alone || (layout_stays && at_once));
          else
            result->cut = result->cut && ((hist_stays && layout_stays) ||
                (layout_alone && hist_allows) || strong || jump);
          /* a change laid over the shot in one band: no new shot, unless
           * the histograms moved as a clear cut's do (words laid over a
           * picture change few of its visual words) */
          if (result->layout_band >= GST_CL_SCENE_CUT_BAND_SHARE && !clear)
            result->cut = FALSE;
        }
      } else {
        /* distances alone: the peak over its window, never in a short
         * shot (the peak's window holds the last cut) */
        result->cut = result->cut && !short_shot &&
            (p->adaptive <= 0.0 || n == 0 || result->ratio >= p->adaptive);
      }
      break;
    }
  }

  if (result->cut)
    self->since_cut = 0;
  else if (self->since_cut != G_MAXUINT64)
    self->since_cut++;

  /* the shot's last frames: a new shot (a cut, a first frame, a new
   * stream) starts them anew, its first frame's step (across shots, or
   * none) does not count as change within it */
  if (e->kind != GST_CL_SCENE_CUT_FRAME || result->cut) {
    g_queue_clear_full (&self->past, entry_free);
    e->shot_start = TRUE;
  }
  g_queue_push_tail (&self->past, e);
  while (self->past.length > MAX (p->window, 1))
    entry_free (g_queue_pop_head (&self->past));
  return TRUE;
}
