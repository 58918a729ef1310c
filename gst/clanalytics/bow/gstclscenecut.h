/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/* The scene-cut decision of clbowhist (gstclscenecut.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * GST_CL_SCENE_BLOCKS_GRID:
 *
 * Blocks per row and per column of the layout cue: 8 x 8 blocks, each an
 * eighth of the frame's width and height.  Coarse on purpose: a block mean
 * is the DC of many codec blocks, which a keyframe redraws unchanged.
 */
#define GST_CL_SCENE_BLOCKS_GRID 8
#define GST_CL_SCENE_BLOCKS_N (GST_CL_SCENE_BLOCKS_GRID * GST_CL_SCENE_BLOCKS_GRID)

/**
 * GstClSceneCutKind:
 * @GST_CL_SCENE_CUT_FRAME: a frame whose distance is to the frame before
 * @GST_CL_SCENE_CUT_FIRST: the first frame (or the first after a flush):
 *   no previous frame, never a cut
 * @GST_CL_SCENE_CUT_NEW_STREAM: the first frame of a new stream that
 *   follows another one (concat): always a cut
 */
typedef enum
{
  GST_CL_SCENE_CUT_FRAME,
  GST_CL_SCENE_CUT_FIRST,
  GST_CL_SCENE_CUT_NEW_STREAM,
} GstClSceneCutKind;

/**
 * GstClSceneFloor:
 * @GST_CL_SCENE_FLOOR_FIXED: the floor is the threshold, whatever the
 *   number of votes
 * @GST_CL_SCENE_FLOOR_VOTES: the floor is the threshold scaled by the
 *   frame's sampling noise (gst_cl_scene_cut_floor()): lower for
 *   histograms of many votes
 *
 * How a frame's floor follows from the threshold.
 */
typedef enum
{
  GST_CL_SCENE_FLOOR_FIXED,
  GST_CL_SCENE_FLOOR_VOTES,
} GstClSceneFloor;

/**
 * GST_CL_SCENE_CUT_REF_NOISE:
 *
 * The sampling noise (see gst_cl_scene_cut_noise()) at which the floor is
 * the threshold itself: two histograms of 1,000 votes each spread over 256
 * words, a 400x300 webcam frame at clbowhist's defaults.
 */
#define GST_CL_SCENE_CUT_REF_NOISE 0.256

/**
 * GST_CL_SCENE_CUT_LAYOUT_MIN:
 *
 * The least within-shot change of the layout cue, in grey levels (see
 * gst_cl_scene_cut_layout_distance()), that the layout ratio divides by.
 * Keeps a static camera, whose layout changes by almost nothing from frame
 * to frame, from turning a small lasting change (a person stopping in
 * view) into a large ratio.
 */
#define GST_CL_SCENE_CUT_LAYOUT_MIN 1.0

/**
 * GST_CL_SCENE_CUT_LAYOUT_ALONE:
 *
 * A frame whose layout ratio is at least this many times the adaptive
 * ratio is a cut whatever its histograms do.  A cut inside one place and
 * one light (a jump in a walk along one street, two words of one signer)
 * keeps the histograms, so they cannot persist; the layout, which
 * keyframe redraws and texture do not move, is trusted alone with a wider
 * margin.  1.75: between the largest layout ratio of a frame that is no
 * cut on the development half of the evaluation corpus (1.56 times the
 * default adaptive ratio) and the smallest of a jump cut there that the
 * histograms miss (1.91 times; bench/README.md).
 */
#define GST_CL_SCENE_CUT_LAYOUT_ALONE 1.75

/**
 * GST_CL_SCENE_CUT_ALONE_HIST:
 *
 * The least histogram persistence ratio a frame that the layout alone
 * would make a cut (GST_CL_SCENE_CUT_LAYOUT_ALONE) must have: at 1, the
 * frames after it stand no further from the shot before, in texture,
 * than that shot's frames stand from each other, so the histograms deny
 * a new shot: a change of light that lasts longer than the window (a
 * shadow, a bridge overhead, a lamp switched on) moves the layout alone.
 * A cut inside one place and one light still moves some words (the
 * person who jumped): on the evaluation corpus the cuts found through
 * the layout alone have ratios of 1.28 and more (bench/README.md).  Not
 * asked where the frames hold no descriptor (their ratios say nothing).
 */
#define GST_CL_SCENE_CUT_ALONE_HIST 1.0

/**
 * GST_CL_SCENE_CUT_STRONG_FLOOR:
 *
 * A frame whose histogram distance is at least this many times its floor
 * is a cut where both persistence ratios are at least
 * GST_CL_SCENE_CUT_STRONG_SHARE times the adaptive ratio and the layout
 * changed at once, in the frame's own step (outside short shots, which
 * keep their own rule).  Between two shots that move a lot (fast action,
 * animation, a hand-held vlog) the change within the shot is large, and
 * the change that persists, though it replaces the picture, reaches only
 * two or three times it; the floor follows the histograms' sampling
 * noise, and a distance many times it is a new picture, not noise, not a
 * keyframe's redraw (about the floor).  A flash still comes back within
 * the window, which the ratios see.  A dissolve or a fade can make such a
 * histogram step too (the second picture's texture coming in, the words
 * going in the dark), but spreads the layout's change over its frames:
 * the frame's own step is a fraction of the change that stays
 * (GST_CL_SCENE_CUT_STRONG_STEP), or the change grows over the window
 * after it (GST_CL_SCENE_CUT_STRONG_ONSET).  On the seen halves of the
 * evaluation corpus the cuts this finds lie 6.8 to 12 times their floor,
 * and no frame that is no cut with both ratios at half the adaptive one
 * came over 5.3 outside gradual transitions (bench/README.md).
 */
#define GST_CL_SCENE_CUT_STRONG_FLOOR 6.0

/**
 * GST_CL_SCENE_CUT_STRONG_SHARE:
 *
 * See GST_CL_SCENE_CUT_STRONG_FLOOR.  Also the histograms' share of the
 * adaptive ratio where the layout's ratio reaches the adaptive ratio itself,
 * the layout changed at once and the distance is
 * GST_CL_SCENE_CUT_SHORT_FLOOR times the floor (outside short shots): a
 * jump within one place (a jump cut of a vlog, a closer framing of one
 * room) moves the light and dark at once, but the texture of the place
 * comes back after it, so its histograms persist at only half the margin.
 * On the seen halves of the evaluation corpus such cuts lie 2.1 to 3.9
 * times their floor with histogram ratios of 1.8 to 3.4; frames that are
 * no cut meet the other conditions only under twice the floor (held
 * drawings of animation, a camera jerking in a cafe; bench/README.md).
 */
#define GST_CL_SCENE_CUT_STRONG_SHARE 0.5

/**
 * GST_CL_SCENE_CUT_STRONG_STEP:
 *
 * See GST_CL_SCENE_CUT_STRONG_FLOOR and GST_CL_SCENE_CUT_SHORT_FLOOR: the
 * frame's own layout step is at least this share of how far its window
 * stays from the shot before.  A hard cut makes the whole change in one
 * step (about 1, more where the last frame before it stood further from
 * the new shot than the shot's mean); a transition of N frames about 1/N
 * of it per frame.
 */
#define GST_CL_SCENE_CUT_STRONG_STEP 0.9

/**
 * GST_CL_SCENE_CUT_STRONG_ONSET:
 *
 * See GST_CL_SCENE_CUT_STRONG_FLOOR and GST_CL_SCENE_CUT_SHORT_FLOOR: the
 * frame's layout distance from the shot before is at least this share of
 * the largest of its window's (the change is there at once, it does not
 * grow as a dissolve's does).
 */
#define GST_CL_SCENE_CUT_STRONG_ONSET 0.5

/**
 * GST_CL_SCENE_CUT_SHORT_FLOOR:
 *
 * A cut that ends a short shot (fewer than 2 x (window + 1) frames since
 * the last cut) needs a distance of this many times its floor, and both
 * persistence ratios, the layout's at GST_CL_SCENE_CUT_LAYOUT_ALONE times
 * the adaptive ratio or changed at once (GST_CL_SCENE_CUT_STRONG_STEP and
 * GST_CL_SCENE_CUT_STRONG_ONSET).  In so short a shot the window after its
 * first cut and the window before the next overlap: the next cut is
 * measured against a shot that has hardly begun, and the changes that
 * follow a false cut (a caption still growing, a flash's after-glow, a
 * dissolve's later frames) look persistent there; they grow over the
 * window, which a cut's change, made in one step, does not.  The cuts of
 * fast edits replace the whole picture and clear the bars by far (on the
 * seen halves of the evaluation corpus, distances 4.2 to 10 times the
 * floor, layout ratios 14 to 56); those between shots of one palette or
 * one light reach layout ratios of 3.7 to 6.0, made in one step
 * (bench/README.md).
 */
#define GST_CL_SCENE_CUT_SHORT_FLOOR 2.0

/**
 * GST_CL_SCENE_CUT_REPEAT:
 *
 * A frame whose step from the frame before is, in both cues, under this
 * fraction of the largest within-shot step of the decision's window
 * repeats that frame (animation drawn on twos or threes, or held while only
 * a mouth is redrawn; a frame-rate conversion, a dropped frame shown
 * twice): its step is left out of the change within the shot that the
 * ratios divide by.  A re-encoded repeat differs by compression
 * noise alone, orders of magnitude under a moving picture's step; a tenth
 * leaves a wide margin either way.
 */
#define GST_CL_SCENE_CUT_REPEAT 0.1

/**
 * GST_CL_SCENE_CUT_NEXT_GAP:
 *
 * The change within the shot after a frame being decided ends at the next
 * cut.  When the frame is a clear cut (its distance at least
 * GST_CL_SCENE_CUT_SHORT_FLOOR times its floor) and a step of the window
 * after it, this many frames or more after it, is a clear cut too and at
 * least GST_CL_SCENE_CUT_NEXT_SHARE times the frame's own step in each
 * cue, the shot it starts is shorter than the window (a fast edit's shots
 * of 4 frames): neither that step nor any after it counts as change
 * within the shot.  Counted, that one step, as large as the cut being
 * decided, makes a shot of a few frames look as unsteady as its own cut.
 * Sooner than 3 frames, a step that large is the picture coming back (a
 * flash, a damaged frame); the frames after the step still count in how
 * far the window stays, so a flash of any length under the window that
 * comes back is still no cut.  Both steps must be clear cuts: the large
 * steps of animation and fast pans are not (on the seen halves of the
 * evaluation corpus, taking any step of half the frame's own for the next
 * cut added eleven false cuts there; bench/README.md).
 */
#define GST_CL_SCENE_CUT_NEXT_GAP 3

/**
 * GST_CL_SCENE_CUT_NEXT_SHARE:
 *
 * See GST_CL_SCENE_CUT_NEXT_GAP.
 */
#define GST_CL_SCENE_CUT_NEXT_SHARE 0.5

/**
 * GST_CL_SCENE_CUT_MEAN_SHIFT:
 *
 * The layout distance takes out a shift of the whole picture's brightness
 * of up to this many grey levels before it compares block means.  A
 * camera's exposure or gain correction, or a keyframe that catches up a
 * stream starved at a low bitrate, moves every block by a few grey levels
 * (4 at the first keyframe of a fixed camera at 300 kb/s in the
 * evaluation corpus, a false cut); a cut to another light moves the mean
 * by tens (24 to 135 for the cuts of the seen halves that taking out the
 * whole shift lost), and keeps all but 8 of them.
 */
#define GST_CL_SCENE_CUT_MEAN_SHIFT 8.0

/**
 * GST_CL_SCENE_CUT_BAND_SHARE:
 *
 * A change that persists in a band of the picture and nowhere else is laid
 * over the shot, not a new one: a caption, a title, a subtitle line or a
 * lower third appearing, changing or leaving.  Where at least this share of
 * the layout's lasting change (the squared differences of the block means
 * between the frame of the window that stays closest to the shot before
 * and that shot's mean) lies in two adjacent rows of blocks, a quarter of
 * the picture's height, the frame is no cut.  A cut replaces the picture,
 * and a jump cut moves a person or the camera, over more rows than two: on
 * the seen halves of the evaluation corpus no cut put more than 0.93 of
 * its change in two rows, and eight false cuts, words and pictures laid
 * over adverts, a subtitle line and a screenshot, 0.97 to 1
 * (docs/scene-cuts.md, bench/README.md).  Words laid over a picture change
 * few of its visual words: the rule holds where the histogram distance is
 * under GST_CL_SCENE_CUT_SHORT_FLOOR times the floor (the caption changes it
 * refused on the halves of the corpus replayed were at most 1.7 times), and a
 * cut whose change lies in one band but moves the histograms that far (an
 * arm across a table, a roadside between sky and dashboard) is decided as
 * any other.
 */
#define GST_CL_SCENE_CUT_BAND_SHARE 0.95

/**
 * GST_CL_SCENE_CUT_HIST_MIN:
 *
 * The least within-shot change of the histogram distance that the
 * persistence ratio divides by (a still picture's frames differ by about
 * nothing).
 */
#define GST_CL_SCENE_CUT_HIST_MIN 0.001

/**
 * GstClSceneFrame:
 * @distance: the frame's histogram distance to the previous frame
 * @noise: its sampling noise (gst_cl_scene_cut_noise()); 0: unknown
 * @kind: what the frame is
 * @hist: (nullable): the frame's histogram as a distribution (@k bins
 *   summing to 1, or all 0); %NULL: the distance alone decides
 * @k: bins of @hist
 * @blocks: (nullable): the frame's block means (%GST_CL_SCENE_BLOCKS_N
 *   grey levels, gstclscenecutblocks.h); %NULL: no layout cue
 *
 * One frame as the element pushes it: what the decision needs of it.
 */
typedef struct
{
  gdouble distance;
  gdouble noise;
  GstClSceneCutKind kind;
  const gdouble *hist;
  guint k;
  const gfloat *blocks;
} GstClSceneFrame;

/**
 * GstClSceneCutParams:
 * @threshold: a cut's distance is at least this (0 to 2)
 * @adaptive: ... and at least this many times the mean distance of the
 *   @window frames before and after it (0: no adaptive rule)
 * @window: frames on each side of the adaptive mean; decisions come this
 *   many frames late (0: immediate, no adaptive rule)
 * @min_length: frames from one cut to the next, at least (the stream's
 *   start does not count: a cut may come early); a cut sooner than
 *   2 x (@window + 1) frames after the last must also be a clear one
 *   (GST_CL_SCENE_CUT_SHORT_FLOOR)
 * @floor: how @threshold becomes each frame's floor (the zero value,
 *   %GST_CL_SCENE_FLOOR_FIXED, is the threshold as is)
 */
typedef struct
{
  gdouble threshold;
  gdouble adaptive;
  guint window;
  guint min_length;
  GstClSceneFloor floor;
} GstClSceneCutParams;

/**
 * GstClSceneCutResult:
 * @distance: the frame's distance, as pushed
 * @ratio: the distance over the mean of its window (0: no window)
 * @floor: the least distance of a cut at this frame
 *   (gst_cl_scene_cut_floor())
 * @kind: as pushed
 * @cut: the decision
 * @persist_ratio: how far the frame and the window after it all stay from
 *   the window before it (histograms), over the within-shot change (-1:
 *   no histograms pushed)
 * @layout_ratio: the same for the block means (-1: no block means)
 * @layout_band: the share of the layout's lasting change in the two
 *   adjacent rows of blocks that hold most of it (-1: no block means, or
 *   no change); see GST_CL_SCENE_CUT_BAND_SHARE
 * @layout_step: the frame's own layout step (from the frame before) over
 *   how far its window stays from the window before (the layout ratio's
 *   numerator): about 1 at a hard cut, a fraction inside a gradual
 *   transition (-1: no block means, or no change)
 * @layout_onset: the frame's layout distance from the window before over
 *   the largest of its window's: about 1 when the change is there at once,
 *   a fraction when it grows (-1: no block means, or no change); see
 *   GST_CL_SCENE_CUT_STRONG_FLOOR for both
 * @delay: frames pushed after this one when it was decided
 */
typedef struct
{
  gdouble distance;
  gdouble ratio;
  gdouble floor;
  GstClSceneCutKind kind;
  gboolean cut;
  gdouble persist_ratio;
  gdouble layout_ratio;
  gdouble layout_band;
  gdouble layout_step;
  gdouble layout_onset;
  guint delay;
} GstClSceneCutResult;

typedef struct _GstClSceneCut GstClSceneCut;

GstClSceneCut *gst_cl_scene_cut_new (const GstClSceneCutParams * params);

void gst_cl_scene_cut_free (GstClSceneCut * self);

void gst_cl_scene_cut_set_params (GstClSceneCut * self,
    const GstClSceneCutParams * params);

gdouble gst_cl_scene_cut_noise (const guint32 * a, const guint32 * b,
    guint k);

gdouble gst_cl_scene_cut_floor (const GstClSceneCutParams * params,
    gdouble noise);

void gst_cl_scene_cut_push (GstClSceneCut * self, gdouble distance,
    gdouble noise, GstClSceneCutKind kind);

void gst_cl_scene_cut_push_frame (GstClSceneCut * self,
    const GstClSceneFrame * frame);

gdouble gst_cl_scene_cut_layout_distance (const gfloat * a,
    const gfloat * b);

gboolean gst_cl_scene_cut_pop (GstClSceneCut * self, gboolean drain,
    GstClSceneCutResult * result);

void gst_cl_scene_cut_reset (GstClSceneCut * self);

G_END_DECLS
