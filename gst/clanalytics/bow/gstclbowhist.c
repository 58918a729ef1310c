/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/**
 * SECTION:element-clbowhist
 * @title: clbowhist
 *
 * Bag-of-visual-words histogram of each frame, on an OpenCL device.  Dense
 * upright SURF descriptors (64-D) are computed on a regular grid
 * (#GstClBowHist:grid-step, #GstClBowHist:scales, #GstClBowHist:border) from
 * the frame's integral image: the #GstClIntegralMeta of a clintegral
 * upstream when there is one (same device and size), else one computed here
 * and attached for the elements downstream.  Each descriptor goes to its
 * nearest (squared L2) word of the vocabulary, lowest index on ties; the
 * K-bin histogram is normalised as #GstClBowHist:normalize says.  The
 * assignments are exactly those of the CPU reference
 * (gst_cl_bow_assign_ref()) whatever the device and the variant.
 *
 * The vocabulary (#GstClBowHist:vocabulary) is a file in the format of
 * docs/vocabulary-format.md, trained with cl-bow-train.  By default the
 * vocabulary shipped with the plugin (vocabularies/default.vocab, 256 words
 * from dense descriptors at step 8, scale 2.0) is used: no configuration
 * needed.  A missing or damaged file makes the element fail to start with
 * an error naming the file and the problem.
 *
 * Each analysed frame gets a #GstClBowHistMeta (K floats, descriptor count,
 * normalisation; read with gst_buffer_get_cl_bow_hist_meta()).  An element
 * message named "clbowhist" is posted every #GstClBowHist:interval frames
 * and on every scene change, with the fields:
 *
 * - timestamp, stream-time, running-time, duration (G_TYPE_UINT64): as
 *   facedetect's;
 * - frame (G_TYPE_UINT64): frames seen since the stream started (or since
 *   the last flush), from 0;
 * - descriptors (G_TYPE_UINT): descriptors of the frame;
 * - votes (G_TYPE_UINT): those of them that voted (above the contrast
 *   gate, #GstClBowHist:min-contrast): the histogram's count;
 * - histogram (GST_TYPE_LIST of G_TYPE_DOUBLE): the K bins, normalised as
 *   #GstClBowHist:normalize says;
 * - distance (G_TYPE_DOUBLE): distance to the previous analysed frame's
 *   histogram (see #GstClBowHist:distance), 0 on the first frame;
 * - scene-change (G_TYPE_BOOLEAN): the frame starts a new shot (below);
 * - adaptive-ratio (G_TYPE_DOUBLE): the distance over the mean distance of
 *   the #GstClBowHist:scene-window frames before and after (0 without a
 *   window; 255 when that mean is 0);
 * - scene-floor (G_TYPE_DOUBLE): the least distance of a cut at this frame
 *   (#GstClBowHist:scene-floor);
 * - new-stream (G_TYPE_BOOLEAN): the frame is the first of a new stream
 *   that follows another one (e.g. from concat);
 * - persist-ratio (G_TYPE_DOUBLE): how far the frame and the
 *   #GstClBowHist:scene-window - 1 frames after it all stay from the mean
 *   histogram of the shot's frames before it, over the histograms'
 *   frame-to-frame change around it (-1 when there is nothing before it);
 * - layout-ratio (G_TYPE_DOUBLE): the same for the frame's layout, the
 *   8 x 8 block means of its luma (-1 likewise);
 * - layout-band (G_TYPE_DOUBLE): the share of the layout's lasting change
 *   that lies in two adjacent rows of blocks (-1 without block means or
 *   without change); from 0.95 the change is laid over the shot (a
 *   caption, a title), no cut;
 * - layout-step (G_TYPE_DOUBLE): the frame's own layout step from the
 *   frame before over how far its window's layout stays from the shot
 *   before: about 1 at a hard cut, a fraction inside a fade or a dissolve
 *   (-1 without block means or without change);
 * - layout-onset (G_TYPE_DOUBLE): the frame's layout distance from the
 *   shot before over the largest of its window's: about 1 when the change
 *   is there at once, less when it grows (-1 likewise);
 * - decision-delay (G_TYPE_UINT): frames the element had received after
 *   this one when it decided it (#GstClBowHist:scene-window, fewer at the
 *   end of a stream); the message names its own frame (timestamp, frame).
 *
 * ## Scene changes
 *
 * Three things make the cuts of real, compressed video hold:
 *
 * - Descriptors of near-flat windows do not vote
 *   (#GstClBowHist:min-contrast): normalised to unit length, the
 *   compression noise of a flat wall or sky is a random descriptor that
 *   changes at every keyframe.  The gate runs on the device, in the
 *   descriptor kernel.
 * - A cut is a change that persists, seen by two cues: the frame and the
 *   #GstClBowHist:scene-window - 1 frames after it must all stay far from
 *   the mean of the shot's (at most #GstClBowHist:scene-window) frames
 *   before it, both in the histograms (chi-square) and in the frame's
 *   layout (the mean luma of 8 x 8 blocks, computed on the device from the
 *   integral image; root mean square difference in grey levels), each at
 *   least #GstClBowHist:scene-adaptive times that cue's mean
 *   frame-to-frame change in the window around the frame, repeated
 *   frames (animation drawn on twos, a frame shown twice) left out (the
 *   "persist-ratio" and "layout-ratio" fields), or the layout alone at
 *   1.75 times that (a jump cut inside one place and one light), or both
 *   at half of it where the distance is six times its floor and the
 *   layout changed at once (a cut between shots that move a lot; the
 *   "layout-step" and "layout-onset" fields), or the layout at the ratio
 *   and the histograms at half of it where the distance is twice its
 *   floor and the layout changed at once (a jump within one place); the
 *   distance to the
 *   previous frame must also be at least its floor
 *   (#GstClBowHist:scene-threshold, #GstClBowHist:scene-floor), but
 *   between two frames without a descriptor (black, a dark flat picture),
 *   whose empty histograms say nothing, where the layout decides alone,
 *   at 1.75 times the ratio and changed at once; and
 *   #GstClBowHist:min-scene-length frames must have passed since the last
 *   cut; a cut that ends a shot shorter than 2 x (#GstClBowHist:scene-window
 *   + 1) frames (12) must be a clear one: both cues persisting, the layout
 *   at 1.75 times the ratio or changed at once, the distance at twice its
 *   floor.  A flash or
 *   a damaged frame comes back within the window; a caption, a title or a
 *   subtitle line laid over the shot changes one band of the picture and
 *   no more (the "layout-band" field); a keyframe redraws the
 *   texture (the histograms change and stay) but not the layout; pans,
 *   zooms, fades and dissolves change both a little at
 *   every frame, so that no frame stays far from the ones just before it
 *   compared with that change: they are not cuts.  A fade or dissolve
 *   normally gives no cut; one whose middle frames change abruptly (a fade
 *   through black that cuts to black) can give one, inside the
 *   transition.
 * - The decision needs the #GstClBowHist:scene-window frames after a frame:
 *   every message (not only the cuts) is posted that many frames late
 *   ("decision-delay"), naming its own frame (its timestamps and "frame");
 *   buffers are not held (the metas go downstream with their frames) and
 *   the element adds no latency.  The last frames are decided at end of
 *   stream, or when a new stream starts.
 * - The first frame of a stream that follows another one (concat, a
 *   playlist) is a cut (#GstClBowHist:cut-on-new-stream); a flush (a seek)
 *   is not: the frame after it has no previous one.
 *
 * ## Example launch lines
 * |[
 * gst-launch-1.0 -m filesrc location=movie.mp4 ! decodebin ! videoconvert ! clbowhist interval=0 ! fakesink
 * gst-launch-1.0 v4l2src ! videoconvert ! clintegral ! clbowhist grid-step=4 scales=1.6,3.2 normalize=l2 ! videoconvert ! autovideosink
 * ]|
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include "gstclbowhist.h"
#include "gstclprops.h"
#include "gstcldata.h"
#include "gstclbowengine.h"
#include "gstclbowmeta.h"
#include "gstclintegralengine.h"
#include "gstclscenecut.h"
#include "gstclscenecutblocks.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_bow_hist_debug);
#define GST_CAT_DEFAULT gst_cl_bow_hist_debug

/**
 * GstClBowHistDistance:
 * @GST_CL_BOW_HIST_DISTANCE_CHI_SQUARE: sum over bins of (p - q)^2 / (p + q)
 * @GST_CL_BOW_HIST_DISTANCE_L1: sum over bins of |p - q|
 *
 * Distance between two frames' histograms, both taken as distributions
 * (scaled to sum 1, whatever #GstClBowHist:normalize says, so that the
 * threshold does not depend on it nor on the number of descriptors): 0 for
 * equal histograms, 2 for histograms without a common word.  A frame
 * without descriptors counts as all zeros (distance 1 to any other).
 */
typedef enum
{
  GST_CL_BOW_HIST_DISTANCE_CHI_SQUARE,
  GST_CL_BOW_HIST_DISTANCE_L1,
} GstClBowHistDistance;

#define GST_TYPE_CL_BOW_HIST_DISTANCE (gst_cl_bow_hist_distance_get_type ())
static GType gst_cl_bow_hist_distance_get_type (void);

G_DEFINE_ENUM_TYPE (GstClBowHistDistance, gst_cl_bow_hist_distance,
    {GST_CL_BOW_HIST_DISTANCE_CHI_SQUARE, "Chi-square: sum of (p - q)^2 / "
          "(p + q) over the bins of the L1-normalised histograms (0 to 2)",
        "chi-square"},
    {GST_CL_BOW_HIST_DISTANCE_L1, "L1: sum of |p - q| over the bins of the "
          "L1-normalised histograms (0 to 2)", "l1"})

#define GST_TYPE_CL_SCENE_FLOOR (gst_cl_scene_floor_get_type ())
static GType gst_cl_scene_floor_get_type (void);

G_DEFINE_ENUM_TYPE (GstClSceneFloor, gst_cl_scene_floor,
    {GST_CL_SCENE_FLOOR_FIXED, "Fixed: scene-threshold whatever the number "
          "of votes", "fixed"},
    {GST_CL_SCENE_FLOOR_VOTES, "Votes: scene-threshold scaled by the "
          "histograms' sampling noise, lower for frames of many votes",
        "votes"})

/* "auto", then one value per GstClBowVariant (value = variant + 1) */
typedef enum
{
  GST_CL_BOW_HIST_VARIANT_AUTO,
  GST_CL_BOW_HIST_VARIANT_GPU1,
  GST_CL_BOW_HIST_VARIANT_GPU3,
  GST_CL_BOW_HIST_VARIANT_TILED,
} GstClBowHistVariant;

#define GST_TYPE_CL_BOW_HIST_VARIANT (gst_cl_bow_hist_variant_get_type ())
static GType gst_cl_bow_hist_variant_get_type (void);

G_DEFINE_ENUM_TYPE (GstClBowHistVariant, gst_cl_bow_hist_variant,
    {GST_CL_BOW_HIST_VARIANT_AUTO, "The fastest for the device and the "
          "vocabulary size", "auto"},
    {GST_CL_BOW_HIST_VARIANT_GPU1, "One work-item per descriptor (small "
          "vocabularies on CPUs)", "gpu1"},
    {GST_CL_BOW_HIST_VARIANT_GPU3, "Transposed descriptors, float4 (small "
          "vocabularies on GPUs)", "gpu3"},
    {GST_CL_BOW_HIST_VARIANT_TILED, "Tiled matrix product with certified "
          "ties (large vocabularies)", "tiled"})

enum
{
  PROP_0,
  PROP_VOCABULARY,
  PROP_GRID_STEP,
  PROP_SCALES,
  PROP_BORDER,
  PROP_REFERENCE_HEIGHT,
  PROP_NORMALIZE,
  PROP_INTERVAL,
  PROP_SCENE_THRESHOLD,
  PROP_DISTANCE,
  PROP_VARIANT,
  PROP_MIN_CONTRAST,
  PROP_SCENE_ADAPTIVE,
  PROP_SCENE_WINDOW,
  PROP_MIN_SCENE_LENGTH,
  PROP_CUT_ON_NEW_STREAM,
  PROP_SCENE_FLOOR,
};

#define DEFAULT_VOCABULARY "default.vocab"
#define DEFAULT_GRID_STEP 6
#define DEFAULT_SCALES "2.0"
#define DEFAULT_BORDER GST_CL_SURF_BORDER_SKIP
#define DEFAULT_REFERENCE_HEIGHT 300
#define DEFAULT_NORMALIZE GST_CL_BOW_NORM_L1
#define DEFAULT_INTERVAL 1
#define DEFAULT_SCENE_THRESHOLD 0.18
#define DEFAULT_DISTANCE GST_CL_BOW_HIST_DISTANCE_CHI_SQUARE
#define DEFAULT_VARIANT GST_CL_BOW_HIST_VARIANT_AUTO
#define DEFAULT_MIN_CONTRAST 4.0
#define DEFAULT_SCENE_ADAPTIVE 3.5
#define DEFAULT_SCENE_WINDOW 5
/* 4: fast edits (adverts, trailers, news, montages) cut shots of 4
 * frames; a shot shorter than 2 x (scene-window + 1) frames ends only at a
 * clear cut (GST_CL_SCENE_CUT_SHORT_FLOOR), and one shorter than the
 * window is measured by its own frames (GST_CL_SCENE_CUT_NEXT_GAP); a
 * minimum of 12, then 6, hid such shots' cuts (bench/README.md) */
#define DEFAULT_MIN_SCENE_LENGTH 4
#define DEFAULT_CUT_ON_NEW_STREAM TRUE
#define DEFAULT_SCENE_FLOOR GST_CL_SCENE_FLOOR_VOTES

/* subfolder of the data dirs holding vocabularies */
#define VOCABULARY_SUBDIR "vocabularies"

struct _GstClBowHist
{
  GstClBaseFilter parent;

  /* properties (GST_OBJECT_LOCK) */
  gchar *vocabulary;
  guint grid_step;
  gchar *scales;
  GstClSurfBorder border;
  guint reference_height;
  GstClBowNorm normalize;
  guint interval;
  gdouble scene_threshold;
  GstClBowHistDistance distance;
  GstClBowHistVariant variant;
  gdouble min_contrast;
  gdouble scene_adaptive;
  guint scene_window;
  guint min_scene_length;
  gboolean cut_on_new_stream;
  GstClSceneFloor scene_floor;

  /* streaming state */
  GstClVocab *vocab;
  GstClBowEngine *engine;
  /* the grid and scales of the properties, and their reference height
   * (gst_cl_surf_params_for_height() scales them to each frame) */
  GstClSurfParams base_surf;
  guint base_height;
  /* the frame height the engine's grid is for (0: none yet) */
  guint grid_height;
  GstClIntegralEngine *integral;
  gfloat *hist;
  /* the previous analysed frame's histogram as a distribution, and the
   * vote counts of both (the floor's sampling noise) */
  gdouble *prev, *cur;
  guint32 *prev_counts, *counts;
  gboolean have_prev;
  guint64 frame_count;
  /* the decision, and the messages of the frames it has not decided yet
   * (Pending, oldest first, one per frame pushed into it) */
  GstClSceneCut *cuts;
  GQueue pending;
  /* the layout cue: block means of each frame, on the device */
  GstClSceneBlocks *blocks;
  gfloat block_means[GST_CL_SCENE_BLOCKS_N];
  /* a STREAM_START came after frames: the next frame starts a new stream */
  gboolean new_stream;
};

/* A frame's message, waiting for its scene-change decision. */
typedef struct
{
  GstStructure *s;
  guint64 frame;
  gboolean post;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *p = data;

  gst_structure_free (p->s);
  g_free (p);
}

G_DEFINE_TYPE (GstClBowHist, gst_cl_bow_hist, GST_TYPE_CL_BASE_FILTER);
GST_ELEMENT_REGISTER_DEFINE (clbowhist, "clbowhist", GST_RANK_NONE,
    GST_TYPE_CL_BOW_HIST);

/* A path as it is; a bare file name ("default.vocab", or "default") looked
 * up under vocabularies/ of the data dirs, as clfacedetect's profiles. */
static gchar *
resolve_vocabulary (const gchar * vocabulary, GError ** error)
{
  const gchar *names[3] = { NULL, NULL, NULL };
  gchar *with_ext = NULL, *found;

  if (!vocabulary || !*vocabulary)
    vocabulary = DEFAULT_VOCABULARY;
  if (strchr (vocabulary, G_DIR_SEPARATOR) || g_file_test (vocabulary,
          G_FILE_TEST_EXISTS))
    return g_strdup (vocabulary);

  names[0] = vocabulary;
  if (!g_str_has_suffix (vocabulary, ".vocab"))
    names[1] = with_ext = g_strconcat (vocabulary, ".vocab", NULL);
  found = gst_cl_find_data_file (VOCABULARY_SUBDIR, names, NULL, error);
  g_free (with_ext);
  return found;
}

/* The decision's parameters from the properties (takes the object lock). */
static void
scene_cut_params (GstClBowHist * self, GstClSceneCutParams * cp)
{
  GST_OBJECT_LOCK (self);
  cp->threshold = self->scene_threshold;
  cp->adaptive = self->scene_adaptive;
  cp->window = self->scene_window;
  cp->min_length = self->min_scene_length;
  cp->floor = self->scene_floor;
  GST_OBJECT_UNLOCK (self);
}

static gboolean
gst_cl_bow_hist_open (GstClBaseFilter * base, GError ** error)
{
  GstClBowHist *self = GST_CL_BOW_HIST (base);
  GstClContext *ctx = gst_cl_base_filter_get_context (base);
  GstClBowHistVariant variant;
  GstClBowParams params;
  gchar *vocabulary, *scales, *path;
  GError *local_error = NULL;
  gboolean ok;

  gst_cl_bow_params_init (&params);
  GST_OBJECT_LOCK (self);
  vocabulary = g_strdup (self->vocabulary);
  scales = g_strdup (self->scales);
  params.surf.step = self->grid_step;
  params.surf.border = self->border;
  self->base_height = self->reference_height;
  params.norm = self->normalize;
  params.surf.min_contrast = self->min_contrast;
  variant = self->variant;
  GST_OBJECT_UNLOCK (self);

  ok = gst_cl_surf_params_parse_scales (&params.surf,
      scales ? scales : DEFAULT_SCALES, &local_error);
  g_free (scales);
  if (!ok) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NOT_SUPPORTED,
        "Invalid \"scales\" property: %s", local_error->message);
    g_error_free (local_error);
    g_free (vocabulary);
    return FALSE;
  }
  self->base_surf = params.surf;
  self->grid_height = 0;

  path = resolve_vocabulary (vocabulary, error);
  g_free (vocabulary);
  if (!path)
    return FALSE;
  self->vocab = gst_cl_vocab_load (path, error);
  if (!self->vocab) {
    g_free (path);
    return FALSE;
  }
  GST_INFO_OBJECT (self, "vocabulary %s: %u words (%s)", path,
      self->vocab->n_words, self->vocab->name);

  self->engine = gst_cl_bow_engine_new (ctx, self->vocab, &params,
      &local_error);
  if (!self->engine) {
    g_set_error (error, local_error->domain, local_error->code,
        "Cannot use vocabulary \xe2\x80\x9c%s\xe2\x80\x9d: %s", path,
        local_error->message);
    g_error_free (local_error);
    g_free (path);
    return FALSE;
  }
  g_free (path);
  if (variant != GST_CL_BOW_HIST_VARIANT_AUTO &&
      !gst_cl_bow_engine_set_variant (self->engine, variant - 1, error))
    return FALSE;
  GST_INFO_OBJECT (self, "assignment variant %s",
      gst_cl_bow_variant_name (gst_cl_bow_engine_get_variant (self->engine)));

  self->integral = gst_cl_integral_engine_new (ctx, GST_CL_INTEGRAL_METHOD_AUTO,
      FALSE);
  self->blocks = gst_cl_scene_blocks_new (ctx, error);
  if (!self->blocks)
    return FALSE;
  gst_cl_bow_engine_set_queue (self->engine, gst_cl_base_filter_get_queue
      (base));
  gst_cl_integral_engine_set_queue (self->integral,
      gst_cl_base_filter_get_queue (base));
  self->hist = g_new0 (gfloat, self->vocab->n_words);
  self->prev = g_new0 (gdouble, self->vocab->n_words);
  self->cur = g_new0 (gdouble, self->vocab->n_words);
  self->prev_counts = g_new0 (guint32, self->vocab->n_words);
  self->counts = g_new0 (guint32, self->vocab->n_words);
  self->have_prev = FALSE;
  self->frame_count = 0;
  self->new_stream = FALSE;
  {
    GstClSceneCutParams cp;

    scene_cut_params (self, &cp);
    self->cuts = gst_cl_scene_cut_new (&cp);
  }
  g_queue_init (&self->pending);
  return TRUE;
}

static void
gst_cl_bow_hist_close (GstClBaseFilter * base)
{
  GstClBowHist *self = GST_CL_BOW_HIST (base);

  g_clear_pointer (&self->engine, gst_cl_bow_engine_free);
  g_clear_pointer (&self->integral, gst_cl_integral_engine_free);
  g_clear_pointer (&self->blocks, gst_cl_scene_blocks_free);
  g_clear_pointer (&self->vocab, gst_cl_vocab_free);
  g_clear_pointer (&self->hist, g_free);
  g_clear_pointer (&self->prev, g_free);
  g_clear_pointer (&self->cur, g_free);
  g_clear_pointer (&self->prev_counts, g_free);
  g_clear_pointer (&self->counts, g_free);
  g_queue_clear_full (&self->pending, pending_free);
  g_clear_pointer (&self->cuts, gst_cl_scene_cut_free);
}

/* Posts the messages of the frames the decision can settle now (all of
 * them with @drain), and puts the decisions on @hm, the meta of the buffer
 * being processed (NULL: none); a cut wins over a later non-cut.
 * Streaming thread only. */
static void
flush_decisions (GstClBowHist * self, gboolean drain, GstClBowHistMeta * hm)
{
  GstClSceneCutResult r;

  if (!self->cuts)
    return;
  while (gst_cl_scene_cut_pop (self->cuts, drain, &r)) {
    Pending *p = g_queue_pop_head (&self->pending);

    g_assert (p != NULL);
    GST_LOG_OBJECT (self, "frame %" G_GUINT64_FORMAT ": distance %.3f, "
        "ratio %.2f, cut %d", p->frame, r.distance, r.ratio, r.cut);
    if (r.cut)
      GST_DEBUG_OBJECT (self, "scene change at frame %" G_GUINT64_FORMAT
          " (distance %.3f, ratio %.2f%s)", p->frame, r.distance, r.ratio,
          r.kind == GST_CL_SCENE_CUT_NEW_STREAM ? ", new stream" : "");
    if (hm) {
      gboolean had_cut = FALSE;

      gst_cl_bow_hist_meta_get_scene_cut (hm, NULL, NULL, &had_cut, NULL);
      if (!had_cut) {
        GstClockTime pts = GST_CLOCK_TIME_NONE;

        gst_structure_get_uint64 (p->s, "timestamp", &pts);
        gst_cl_bow_hist_meta_set_scene_cut (hm, p->frame, pts, r.cut,
            r.ratio);
      }
    }
    if (p->post || r.cut) {
      gst_structure_set (p->s, "scene-change", G_TYPE_BOOLEAN, r.cut,
          "adaptive-ratio", G_TYPE_DOUBLE, r.ratio,
          "scene-floor", G_TYPE_DOUBLE, r.floor,
          "new-stream", G_TYPE_BOOLEAN,
          r.kind == GST_CL_SCENE_CUT_NEW_STREAM,
          "persist-ratio", G_TYPE_DOUBLE, r.persist_ratio,
          "layout-ratio", G_TYPE_DOUBLE, r.layout_ratio,
          "layout-band", G_TYPE_DOUBLE, r.layout_band,
          "layout-step", G_TYPE_DOUBLE, r.layout_step,
          "layout-onset", G_TYPE_DOUBLE, r.layout_onset,
          "decision-delay", G_TYPE_UINT, r.delay, NULL);
      gst_element_post_message (GST_ELEMENT (self),
          gst_message_new_element (GST_OBJECT (self), p->s));
      p->s = NULL;
      g_free (p);
    } else {
      pending_free (p);
    }
  }
}

static gboolean
gst_cl_bow_hist_sink_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClBowHist *self = GST_CL_BOW_HIST (trans);
  gboolean cut_on_new_stream;

  GST_OBJECT_LOCK (self);
  cut_on_new_stream = self->cut_on_new_stream;
  GST_OBJECT_UNLOCK (self);

  switch (GST_EVENT_TYPE (event)) {
    case GST_EVENT_FLUSH_STOP:
      /* a seek: what was pending is gone, and the next frame is no cut */
      if (self->cuts)
        gst_cl_scene_cut_reset (self->cuts);
      g_queue_clear_full (&self->pending, pending_free);
      self->have_prev = FALSE;
      self->new_stream = FALSE;
      self->frame_count = 0;
      break;
    case GST_EVENT_STREAM_START:
      /* the previous stream is over: decide its last frames; its last
       * histogram stays the reference of the next stream's first frame */
      flush_decisions (self, TRUE, NULL);
      if (self->have_prev && cut_on_new_stream)
        self->new_stream = TRUE;
      else
        self->have_prev = FALSE;
      self->frame_count = 0;
      break;
    case GST_EVENT_EOS:
      flush_decisions (self, TRUE, NULL);
      break;
    default:
      break;
  }
  return GST_BASE_TRANSFORM_CLASS (gst_cl_bow_hist_parent_class)->sink_event
      (trans, event);
}

/* The histogram as a distribution into @p, and its distance to @q. */
static gdouble
histogram_distance (const gfloat * hist, guint k, GstClBowHistDistance mode,
    const gdouble * q, gdouble * p)
{
  gdouble sum = 0.0, d = 0.0;
  guint j;

  for (j = 0; j < k; j++)
    sum += hist[j];
  for (j = 0; j < k; j++)
    p[j] = sum > 0.0 ? hist[j] / sum : 0.0;
  if (!q)
    return 0.0;
  for (j = 0; j < k; j++) {
    gdouble diff = p[j] - q[j], s = p[j] + q[j];

    if (mode == GST_CL_BOW_HIST_DISTANCE_L1)
      d += fabs (diff);
    else if (s > 0.0)
      d += diff * diff / s;
  }
  return d;
}

/* The frame's message without the decision (flush_decisions adds it). */
static GstStructure *
new_message (GstClBowHist * self, GstBuffer * buf, guint64 frame,
    guint n_desc, guint votes, gdouble distance)
{
  GValue list = G_VALUE_INIT;
  GstStructure *s;
  guint j;

  g_value_init (&list, GST_TYPE_LIST);
  for (j = 0; j < self->vocab->n_words; j++) {
    GValue v = G_VALUE_INIT;

    g_value_init (&v, G_TYPE_DOUBLE);
    g_value_set_double (&v, self->hist[j]);
    gst_value_list_append_and_take_value (&list, &v);
  }
  s = gst_cl_base_filter_new_message_structure (GST_CL_BASE_FILTER (self),
      "clbowhist", buf);
  gst_structure_set (s, "frame", G_TYPE_UINT64, frame,
      "descriptors", G_TYPE_UINT, n_desc, "votes", G_TYPE_UINT, votes, NULL);
  gst_structure_take_value (s, "histogram", &list);
  gst_structure_set (s, "distance", G_TYPE_DOUBLE, distance, NULL);
  return s;
}

/* The frame's integral: clintegral's (or any CL element's) when it is for
 * this device and size, else computed now and attached for downstream. */
static GstClIntegralMeta *
get_integral (GstClBowHist * self, GstBuffer * buf, GError ** error)
{
  GstClBaseFilter *base = GST_CL_BASE_FILTER (self);
  GstClIntegralMeta *im = gst_cl_base_filter_find_integral (base, buf, FALSE);
  GstClFrameMeta *frame;
  GstClSharedMem *sum = NULL;
  guint pitch;

  if (im)
    return im;

  frame = gst_cl_base_filter_get_frame (base, buf, error);
  if (!frame)
    return NULL;
  if (!gst_cl_integral_engine_run (self->integral, frame->luma->mem,
          frame->pitch, frame->width, frame->height, &sum, NULL, &pitch,
          error))
    return NULL;
  return gst_cl_base_filter_attach_integral (base, buf, sum, NULL, pitch);
}

/* The engine's grid and scales for frames of @height lines. */
static gboolean
set_grid (GstClBowHist * self, guint height, GError ** error)
{
  GstClSurfParams surf;
  gdouble f;

  f = gst_cl_surf_params_for_height (&self->base_surf, self->base_height,
      height, &surf);
  if (!gst_cl_bow_engine_set_surf (self->engine, &surf, error))
    return FALSE;
  if (height != self->grid_height) {
    GST_INFO_OBJECT (self, "%u-line frames: grid step %u, first scale %g "
        "(x%.3f)", height, surf.step, surf.scales[0], f);
    self->grid_height = height;
  }
  return TRUE;
}

static GstFlowReturn
gst_cl_bow_hist_process (GstClBaseFilter * base, GstBuffer * buf)
{
  GstClBowHist *self = GST_CL_BOW_HIST (base);
  GstClBowNorm norm;
  GstClBowHistDistance mode;
  GstClIntegralMeta *im;
  GError *err = NULL;
  guint interval, k = self->vocab->n_words;
  gdouble distance, min_contrast, noise;
  GstClSceneCutParams cp;
  GstClSceneCutKind kind;
  GstClBowHistMeta *hm;
  guint64 frame;
  gsize n_desc = 0;
  guint64 votes = 0;
  gdouble *tmp;
  guint32 *tmp_counts;
  guint j;
  Pending *p;

  GST_OBJECT_LOCK (self);
  norm = self->normalize;
  mode = self->distance;
  interval = self->interval;
  min_contrast = self->min_contrast;
  GST_OBJECT_UNLOCK (self);
  scene_cut_params (self, &cp);
  gst_cl_scene_cut_set_params (self->cuts, &cp);

  frame = self->frame_count++;
  /* QoS: a frame that will be late anyway skips the analysis (never the
   * buffer): no meta, no message, the previous histogram is kept */
  if (gst_cl_base_filter_is_late (base, buf)) {
    GST_DEBUG_OBJECT (self, "late: skipping %" GST_PTR_FORMAT, buf);
    return GST_FLOW_OK;
  }

  im = get_integral (self, buf, &err);
  if (!im)
    goto error;
  if (!set_grid (self, im->height, &err))
    goto error;
  gst_cl_bow_engine_set_norm (self->engine, norm);
  gst_cl_bow_engine_set_min_contrast (self->engine, min_contrast);
  /* the layout cue first: its read completes before the histogram's
   * blocking read returns (one in-order queue, no wait of its own) */
  if (!gst_cl_scene_blocks_enqueue (self->blocks,
          gst_cl_base_filter_get_queue (base), im->sum->mem, im->width,
          im->height, im->pitch, &err))
    goto error;
  if (!gst_cl_bow_engine_run_counts (self->engine, im->sum->mem, im->width,
          im->height, im->pitch, self->hist, self->counts, &n_desc, &err))
    goto error;
  if (!gst_cl_scene_blocks_finish (self->blocks, self->block_means, &err))
    goto error;
  for (j = 0; j < k; j++)
    votes += self->counts[j];

  hm = gst_buffer_add_cl_bow_hist_meta (buf, self->hist, k, n_desc, norm);

  distance = histogram_distance (self->hist, k, mode,
      self->have_prev ? self->prev : NULL, self->cur);
  if (hm)
    gst_cl_bow_hist_meta_set_distance (hm, distance);
  noise = self->have_prev ?
      gst_cl_scene_cut_noise (self->prev_counts, self->counts, k) : 0.0;
  kind = !self->have_prev ? GST_CL_SCENE_CUT_FIRST : self->new_stream ?
      GST_CL_SCENE_CUT_NEW_STREAM : GST_CL_SCENE_CUT_FRAME;
  tmp = self->prev;
  self->prev = self->cur;
  self->cur = tmp;
  tmp_counts = self->prev_counts;
  self->prev_counts = self->counts;
  self->counts = tmp_counts;
  self->have_prev = TRUE;
  self->new_stream = FALSE;

  p = g_new (Pending, 1);
  p->s = new_message (self, buf, frame, n_desc, (guint) MIN (votes,
          G_MAXUINT), distance);
  p->frame = frame;
  p->post = interval > 0 && frame % interval == 0;
  g_queue_push_tail (&self->pending, p);
  {
    /* self->prev is this frame's distribution now */
    GstClSceneFrame f = { distance, noise, kind, self->prev, k,
      self->block_means
    };
    gst_cl_scene_cut_push_frame (self->cuts, &f);
  }
  flush_decisions (self, FALSE, hm);
  return GST_FLOW_OK;

error:
  gst_cl_base_filter_post_error (base, &err, "bag-of-words histogram failed");
  return GST_FLOW_ERROR;
}

static void
gst_cl_bow_hist_class_init (GstClBowHistClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstBaseTransformClass *trans_class = GST_BASE_TRANSFORM_CLASS (klass);
  GstClBaseFilterClass *base_class = GST_CL_BASE_FILTER_CLASS (klass);

  /**
   * GstClBowHist:vocabulary:
   *
   * The vocabulary file (docs/vocabulary-format.md): a path, or a file
   * name looked up under vocabularies/ in $GST_CL_DATA_DIR, the installed
   * data dir and the source tree.  Loaded and checked at start.
   */
  gst_cl_install_field_property (gobject_class, PROP_VOCABULARY,
      G_STRUCT_OFFSET (GstClBowHist, vocabulary),
      g_param_spec_string ("vocabulary", "Vocabulary",
          "Vocabulary file trained with cl-bow-train: a path, or a name "
          "looked up in the data dir's vocabularies/", DEFAULT_VOCABULARY,
          GST_CL_PARAM_READY));
  /**
   * GstClBowHist:grid-step:
   *
   * Pixels between descriptors, both axes, in frames of
   * #GstClBowHist:reference-height lines or fewer (taller frames get it
   * scaled with their height).  The shipped vocabulary was trained at step
   * 8 and scale 2.0; the denser default grid samples the same words more
   * often (more votes: less sampling noise in the scene-cut distances).  A
   * vocabulary of your own should be trained with the same scales, border
   * and reference height (cl-bow-train's defaults are the element's).
   */
  gst_cl_install_field_property (gobject_class, PROP_GRID_STEP,
      G_STRUCT_OFFSET (GstClBowHist, grid_step),
      g_param_spec_uint ("grid-step", "Grid step",
          "Pixels between descriptor centres (both axes)", 1, 1024,
          DEFAULT_GRID_STEP, GST_CL_PARAM_READY));
  /**
   * GstClBowHist:scales:
   *
   * SURF scales s, separated by commas (at most 8, each 0.5 to 64): a
   * descriptor covers 20 s pixels with Haar wavelets of 2 round(s).  Every
   * scale has its own grid; all descriptors go into one histogram.
   */
  gst_cl_install_field_property (gobject_class, PROP_SCALES,
      G_STRUCT_OFFSET (GstClBowHist, scales),
      g_param_spec_string ("scales", "Scales",
          "Descriptor scales, comma-separated (e.g. \"1.2,2.0\"; the window "
          "is 20 x scale pixels)", DEFAULT_SCALES, GST_CL_PARAM_READY));
  /**
   * GstClBowHist:border:
   *
   * "skip": only descriptors whose whole window is inside the frame;
   * "clamp": a grid over the whole frame, filters clipped at the border.
   */
  gst_cl_install_field_property (gobject_class, PROP_BORDER,
      G_STRUCT_OFFSET (GstClBowHist, border),
      g_param_spec_enum ("border", "Border", "Descriptors near the border",
          GST_TYPE_CL_SURF_BORDER, DEFAULT_BORDER, GST_CL_PARAM_READY));
  /**
   * GstClBowHist:reference-height:
   *
   * The frame height that #GstClBowHist:grid-step and #GstClBowHist:scales
   * are meant for.  In taller frames both are multiplied by the frame's
   * height over this one (the step rounded to a whole pixel), as if the
   * frame were first scaled down to this height: a descriptor covers the
   * same share of the picture at 360p, 720p and 1080p, a frame gets about
   * as many of them, and the histograms, their distances and the scene
   * cuts do not depend on the resolution.  Without it, a 1080p frame
   * described with 40-pixel windows gets 13 times the descriptors of a
   * 300-line one, each seeing a detail the shot's neighbours share, and
   * cuts between similar shots fall under the noise.  Frames no taller than this keep
   * the properties' values; 0: always the properties' values, in pixels.
   * The default is the height of the webcam recordings the scene-cut
   * defaults were tuned on.
   */
  gst_cl_install_field_property (gobject_class, PROP_REFERENCE_HEIGHT,
      G_STRUCT_OFFSET (GstClBowHist, reference_height),
      g_param_spec_uint ("reference-height", "Reference height",
          "Frame height that grid-step and scales are for: taller frames "
          "get both scaled by height / reference-height (0: never)", 0,
          G_MAXINT, DEFAULT_REFERENCE_HEIGHT, GST_CL_PARAM_READY));
  /**
   * GstClBowHist:normalize:
   *
   * Normalisation of the histogram in the meta and the message.
   */
  gst_cl_install_field_property (gobject_class, PROP_NORMALIZE,
      G_STRUCT_OFFSET (GstClBowHist, normalize),
      g_param_spec_enum ("normalize", "Normalize",
          "Histogram normalisation", GST_TYPE_CL_BOW_NORM, DEFAULT_NORMALIZE,
          GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:interval:
   *
   * Post the "clbowhist" message every N frames (from the first); 0 posts
   * only on scene changes.  Scene changes are always posted.
   */
  gst_cl_install_field_property (gobject_class, PROP_INTERVAL,
      G_STRUCT_OFFSET (GstClBowHist, interval),
      g_param_spec_uint ("interval", "Interval",
          "Post the message every N frames (0: only on scene changes, which "
          "are always posted)", 0, G_MAXUINT, DEFAULT_INTERVAL,
          GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:scene-threshold:
   *
   * A cut's distance to the previous frame is at least this
   * (#GstClBowHist:distance, 0 to 2) for histograms of 1,000 votes or
   * fewer; with #GstClBowHist:scene-floor=votes (the default) histograms
   * of more votes get a lower floor, since all their distances are smaller
   * (the message's "scene-floor" field).  The adaptive rule
   * (#GstClBowHist:scene-adaptive) and #GstClBowHist:min-scene-length
   * decide among the frames above the floor.  Measured at the defaults on
   * real webcam clips at 300 to 1080 lines, cuts between two shots of one
   * room came close to keyframe redraws and bursts of motion: the floor
   * only lets frames through to the persistence rule, which decides.
   * The default suits the chi-square distance with the shipped
   * vocabulary; L1 distances are larger (0.35 to
   * 0.41 within a shot, 0.81 across a cut where chi-square gave 0.48):
   * raise the threshold to about 0.6 with distance=l1.
   */
  gst_cl_install_field_property (gobject_class, PROP_SCENE_THRESHOLD,
      G_STRUCT_OFFSET (GstClBowHist, scene_threshold),
      g_param_spec_double ("scene-threshold", "Scene threshold",
          "Least distance to the previous frame's histogram of a scene "
          "change (distances are 0 to 2)", 0.0, 2.0,
          DEFAULT_SCENE_THRESHOLD, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:scene-floor:
   *
   * How #GstClBowHist:scene-threshold becomes each frame's floor.  "votes"
   * (the default): the threshold times (noise / 0.256)^0.8, never more
   * than the threshold.  The noise is the expected chi-square distance
   * between two histograms of the two frames' numbers of votes drawn from
   * one distribution, about (words voted for) x (1/N1 + 1/N2) / 2; 0.256
   * is that of two 1,000-vote histograms over 256 words.  Histograms of
   * many votes (detailed frames, small grid steps, large frames with
   * reference-height=0) are less noisy and all their distances, cuts'
   * included, are smaller: a fixed floor misses their cuts.  The power
   * 0.8 was measured with the default grid on real clips at 300 to 1080
   * lines (the fastest fall that added no false cut there).  "fixed": the threshold whatever the number of votes (the
   * earlier rule).  The message's "votes" and "scene-floor" fields show
   * both.
   */
  gst_cl_install_field_property (gobject_class, PROP_SCENE_FLOOR,
      G_STRUCT_OFFSET (GstClBowHist, scene_floor),
      g_param_spec_enum ("scene-floor", "Scene floor",
          "How scene-threshold becomes a frame's least cut distance (votes: "
          "lower for histograms of many votes, which are less noisy)",
          GST_TYPE_CL_SCENE_FLOOR, DEFAULT_SCENE_FLOOR, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:scene-adaptive:
   *
   * At a cut, the frame and the #GstClBowHist:scene-window - 1 frames after
   * it stay at least this many times the shot's own frame-to-frame change
   * away from the frames before it, in both cues (histograms and layout;
   * see "Scene changes" above).  With neither cue (never, in the element)
   * the distance over the mean distance around it, as PySceneDetect's
   * AdaptiveDetector.  3.5: unchanged from the rule this one replaced;
   * bench/README.md ("Scene cuts that persist") gives the ratios measured.
   * 0 turns the rule off (the floor alone).
   */
  gst_cl_install_field_property (gobject_class, PROP_SCENE_ADAPTIVE,
      G_STRUCT_OFFSET (GstClBowHist, scene_adaptive),
      g_param_spec_double ("scene-adaptive", "Adaptive scene ratio",
          "A cut's distance over the mean distance of the frames around it, "
          "at least (0: no adaptive rule)", 0.0, 255.0,
          DEFAULT_SCENE_ADAPTIVE, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:scene-window:
   *
   * Frames on each side of a frame that the persistence rule compares: the
   * shot's frames before it, the frame and the frames after it.  A change
   * that comes back within this many frames (a flash of up to window - 1
   * frames) is no cut.  The messages are posted this many frames late
   * (their timestamps are their own frame's; no buffer is held).  0:
   * messages at once, the floor alone.
   */
  gst_cl_install_field_property (gobject_class, PROP_SCENE_WINDOW,
      G_STRUCT_OFFSET (GstClBowHist, scene_window),
      g_param_spec_uint ("scene-window", "Scene window",
          "Frames before and after a frame in the adaptive mean (the "
          "messages come this many frames late; 0: no adaptive rule)", 0,
          64, DEFAULT_SCENE_WINDOW, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:min-scene-length:
   *
   * Frames from one cut to the next, at least: a cut this close to the
   * previous one is ignored.  The stream's start does not count.  A cut
   * that ends a shot shorter than 2 x (#GstClBowHist:scene-window + 1)
   * frames must also be a clear one, and a shot shorter than the window
   * is measured by its own frames (docs/scene-cuts.md): fast edits' shots
   * of 4 to 11 frames are cut, a change that follows a cut closely is
   * not.
   */
  gst_cl_install_field_property (gobject_class, PROP_MIN_SCENE_LENGTH,
      G_STRUCT_OFFSET (GstClBowHist, min_scene_length),
      g_param_spec_uint ("min-scene-length", "Minimum scene length",
          "Frames from one scene change to the next, at least", 0, G_MAXUINT,
          DEFAULT_MIN_SCENE_LENGTH, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:cut-on-new-stream:
   *
   * The first frame of a stream that follows another one (a STREAM_START
   * after frames, as concat sends) is a cut, compared with the last frame
   * of the previous stream.  %FALSE: a new stream starts over, as after a
   * flush.
   */
  gst_cl_install_field_property (gobject_class, PROP_CUT_ON_NEW_STREAM,
      G_STRUCT_OFFSET (GstClBowHist, cut_on_new_stream),
      g_param_spec_boolean ("cut-on-new-stream", "Cut on new stream",
          "The first frame of a stream that follows another one (concat) is "
          "a scene change", DEFAULT_CUT_ON_NEW_STREAM, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:min-contrast:
   *
   * Contrast gate of the descriptors, in grey levels: a descriptor window
   * whose contrast (the root mean square of its 64 components, each a
   * weighted mean difference of neighbouring box means) is below this does
   * not vote.  Near-flat windows (a wall, the sky, a blurred background)
   * have descriptors made of compression noise, which change at every
   * keyframe; gating them is what keeps keyframes from looking like cuts.
   * 0 turns the gate off (flat windows then vote as zero descriptors).
   * Vocabularies are trained without the gate; the gate only removes votes.
   */
  gst_cl_install_field_property (gobject_class, PROP_MIN_CONTRAST,
      G_STRUCT_OFFSET (GstClBowHist, min_contrast),
      g_param_spec_double ("min-contrast", "Minimum contrast",
          "Descriptors of windows with less contrast than this (grey "
          "levels) do not vote (0: all vote)", 0.0, 255.0,
          DEFAULT_MIN_CONTRAST, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:distance:
   *
   * How two frames' histograms are compared (see #GstClBowHistDistance).
   */
  gst_cl_install_field_property (gobject_class, PROP_DISTANCE,
      G_STRUCT_OFFSET (GstClBowHist, distance),
      g_param_spec_enum ("distance", "Distance",
          "Distance between consecutive histograms (on L1-normalised bins)",
          GST_TYPE_CL_BOW_HIST_DISTANCE, DEFAULT_DISTANCE, GST_CL_PARAM_LIVE));
  /**
   * GstClBowHist:variant:
   *
   * The assignment kernels; "auto" picks the fastest for the device and
   * the vocabulary size: "tiled" from 64 words, "gpu3" below on GPUs,
   * "gpu1" below on CPUs and where nothing else fits.  All give identical
   * histograms.  A variant that does not fit the device fails the start.
   */
  gst_cl_install_field_property (gobject_class, PROP_VARIANT,
      G_STRUCT_OFFSET (GstClBowHist, variant),
      g_param_spec_enum ("variant", "Variant",
          "Assignment kernels (auto: the fastest for the device; all give "
          "identical results)", GST_TYPE_CL_BOW_HIST_VARIANT, DEFAULT_VARIANT,
          GST_CL_PARAM_READY));

  gst_element_class_set_static_metadata (element_class,
      "OpenCL bag-of-visual-words histogram", "Filter/Analyzer/Video",
      "Dense SURF descriptors assigned to a visual vocabulary on an OpenCL "
      "device: a histogram meta per frame, element messages, scene changes",
      "The gst-cl-analytics authors");
  gst_cl_base_filter_class_add_pad_templates (element_class,
      GST_CL_BASE_FILTER_FORMATS);

  trans_class->sink_event = gst_cl_bow_hist_sink_event;
  base_class->open = gst_cl_bow_hist_open;
  base_class->close = gst_cl_bow_hist_close;
  base_class->process = gst_cl_bow_hist_process;

  gst_type_mark_as_plugin_api (GST_TYPE_CL_SURF_BORDER, 0);
  gst_type_mark_as_plugin_api (GST_TYPE_CL_BOW_NORM, 0);
  gst_type_mark_as_plugin_api (GST_TYPE_CL_BOW_HIST_DISTANCE, 0);
  gst_type_mark_as_plugin_api (GST_TYPE_CL_BOW_HIST_VARIANT, 0);
  gst_type_mark_as_plugin_api (GST_TYPE_CL_SCENE_FLOOR, 0);
  GST_DEBUG_CATEGORY_INIT (gst_cl_bow_hist_debug, "clbowhist", 0,
      "OpenCL bag-of-visual-words histogram");
}

static void
gst_cl_bow_hist_init (GstClBowHist * self)
{
  gst_cl_field_init_defaults (G_OBJECT (self));
}
