/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Re-identification across shot changes.  At a shot change every track
 * ends (a box must not coast into the next shot), so an edit that cuts
 * back to a person already seen would give them a new id; DeepSORT keeps
 * an appearance gallery of the tracks it lost for that.  Here each
 * reported face carries an appearance, averaged over its detections, of
 * two parts: the mean luma of a GST_CL_REID_SIDE square grid over the face
 * (its features), and luma histograms of three bands of the face widened
 * by a quarter on each side, from a quarter of its height above to three
 * quarters below (hair, face, neck and collar: what frames it).  At a shot
 * change the faces in view go to a gallery, each with its id and its last
 * box; a face first reported later, within max_age frames, where a gallery
 * face was (its box overlapping that face's last one, IoU PLACE_MIN_IOU),
 * takes the id of the one of those it resembles most (the mean of the two
 * parts' normalised correlations, at least min_similarity), which leaves
 * the gallery.  Either part alone confuses people on the development
 * clips: faces alone look alike at that size, and the frame around a face
 * is shared by everyone in one room (bench/README.md); with both, a
 * person elsewhere on a stage after a cut still took the id of one who
 * had stood elsewhere before it.  A jump cut, or an edit back to a camera,
 * finds a person where they were.  A face lost inside a shot (turned
 * away, hidden, out of the picture for a while) goes to the gallery too,
 * when the tracker stops reporting it: while the tracker still remembers
 * it (3 s) only the tracker's own track may take its id back, as it
 * does when it finds the face again; after that, a face first reported
 * where it was and looking like it does, as after a cut, but nearer to its
 * last box (LOST_PLACE_MIN_IOU): in one framing a returning person comes
 * back to their place, and a neighbour's place beside it is no return.
 * The ids given back are ones the tracker no longer uses (its ids only
 * grow, and a lost face's id is given to another track only once the
 * tracker has forgotten it), so two faces never share one.  Plain C on
 * the host: a face's appearance is a few hundred pixel reads.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <math.h>
#include <string.h>
#include "gstclreid.h"
#include "gstclshotchange.h"

#define N_GRID (GST_CL_REID_SIDE * GST_CL_REID_SIDE)
#define N_APP GST_CL_REID_LEN
/* the histograms' samples: a square grid of this side over the widened
 * face, the bands its first rows, the middle ones and the last */
#define HIST_SIDE 32
#define HAIR_ROWS 8
#define FACE_ROWS 12
/* detections averaged into an appearance at most: later ones weigh as
 * much as the first of these (a face turns, the light changes) */
#define MAX_SAMPLES 8
/* faces in the gallery at most (the oldest go first) */
#define MAX_GONE 64
/* a gone face is looked for only where it was: a new face's box must
 * overlap its last one by this IoU (the tracker's own pairing IoU) */
#define PLACE_MIN_IOU 0.3
/* ... and a face lost inside a shot, where the camera kept its framing,
 * by this one: on the evaluation corpus's seen halves people who turned
 * away or were hidden for a while came back at 0.73 to 0.87 of their last
 * box, and the neighbours who took a place next to theirs at 0.44 to 0.47
 * (bench/README.md) */
#define LOST_PLACE_MIN_IOU 0.6

/* a face in view (tracker_id > 0) or gone (0): at a shot change, or lost
 * inside a shot, when was is the tracker's id it had */
typedef struct
{
  gint tracker_id;
  gint was;
  gint id;
  gfloat app[N_APP];
  guint samples;
  guint64 since;
  gdouble x, y, w, h;
} Face;

struct _GstClReid
{
  GArray *faces;                /* Face; the gone oldest first */
};

GstClReid *
gst_cl_reid_new (void)
{
  GstClReid *r = g_new0 (GstClReid, 1);

  r->faces = g_array_new (FALSE, FALSE, sizeof (Face));
  return r;
}

void
gst_cl_reid_free (GstClReid * r)
{
  g_array_unref (r->faces);
  g_free (r);
}

/**
 * gst_cl_reid_reset:
 *
 * Forgets every face, in view and gone (a flush, a new stream).
 */
void
gst_cl_reid_reset (GstClReid * r)
{
  g_array_set_size (r->faces, 0);
}

static guint
n_gone (GstClReid * r)
{
  guint i, n = 0;

  for (i = 0; i < r->faces->len; i++)
    n += g_array_index (r->faces, Face, i).tracker_id == 0;
  return n;
}

/* at most MAX_GONE gone faces: the oldest go first */
static void
forget_oldest (GstClReid * r)
{
  guint gone;

  for (gone = n_gone (r); gone > MAX_GONE; gone--) {
    guint i, oldest = 0;
    guint64 since = G_MAXUINT64;

    for (i = 0; i < r->faces->len; i++) {
      const Face *f = &g_array_index (r->faces, Face, i);
      if (f->tracker_id == 0 && f->since < since) {
        since = f->since;
        oldest = i;
      }
    }
    g_array_remove_index (r->faces, oldest);
  }
}

/**
 * gst_cl_reid_shot_change:
 * @frame: the frame of the shot change
 *
 * The faces in view go to the gallery (those with an appearance), as the
 * tracker is about to forget them.
 */
void
gst_cl_reid_shot_change (GstClReid * r, guint64 frame)
{
  guint i;

  for (i = 0; i < r->faces->len;) {
    Face *f = &g_array_index (r->faces, Face, i);

    if (f->tracker_id == 0) {
      i++;
    } else if (f->samples == 0) {
      g_array_remove_index (r->faces, i);
    } else {
      /* the tracker is reset: it will not find the face again */
      f->tracker_id = 0;
      f->was = 0;
      f->since = frame;
      i++;
    }
  }
  forget_oldest (r);
}

/* the luma at @x, @y, or at the frame's edge nearest to it */
static inline guint
luma_at (const GstVideoFrame * f, gint x, gint y)
{
  return gst_cl_frame_luma_at (f, GST_VIDEO_FORMAT_INFO_IS_RGB (f->info.finfo),
      CLAMP (x, 0, GST_VIDEO_FRAME_WIDTH (f) - 1),
      CLAMP (y, 0, GST_VIDEO_FRAME_HEIGHT (f) - 1));
}

/* takes the mean of @v's @n values out and makes it of unit length;
 * FALSE when it is flat (under one grey level a value, or no count) */
static gboolean
normalise (gfloat * v, guint n, gdouble min_norm)
{
  gdouble mean = 0, norm = 0;
  guint i;

  for (i = 0; i < n; i++)
    mean += v[i];
  mean /= n;
  for (i = 0; i < n; i++) {
    v[i] -= mean;
    norm += (gdouble) v[i] * v[i];
  }
  if (norm < min_norm)
    return FALSE;
  norm = sqrt (norm);
  for (i = 0; i < n; i++)
    v[i] /= norm;
  return TRUE;
}

/**
 * gst_cl_reid_appearance:
 * @vframe: the frame, mapped (GRAY8, the YUV or the RGB formats)
 * @x, @y, @w, @h: a face's box
 * @out: the appearance
 *
 * The mean luma of each cell of a GST_CL_REID_SIDE square grid over the
 * face (four reads a cell), then GST_CL_REID_BINS-bin luma histograms of
 * the hair, face and collar bands of the face widened by a quarter of its
 * width on each side and from a quarter of its height above to three
 * quarters below (HIST_SIDE x HIST_SIDE reads); each part with its mean
 * taken out, of unit length.  Parts outside the frame read its edge.
 *
 * Returns: FALSE for a flat face, which has no appearance
 */
gboolean
gst_cl_reid_appearance (const GstVideoFrame * vframe, gdouble x, gdouble y,
    gdouble w, gdouble h, gfloat out[N_APP])
{
  const gdouble cw = w / GST_CL_REID_SIDE, ch = h / GST_CL_REID_SIDE;
  const gdouble x0 = x - 0.25 * w, y0 = y - 0.25 * h;
  const gdouble sw = 1.5 * w / HIST_SIDE, sh = 2.0 * h / HIST_SIDE;
  gfloat *hist = out + N_GRID;
  guint i, j;

  if (w < 1 || h < 1)
    return FALSE;
  for (j = 0; j < GST_CL_REID_SIDE; j++) {
    for (i = 0; i < GST_CL_REID_SIDE; i++) {
      gdouble cx = x + i * cw, cy = y + j * ch;
      guint s = luma_at (vframe, cx + 0.25 * cw, cy + 0.25 * ch) +
          luma_at (vframe, cx + 0.75 * cw, cy + 0.25 * ch) +
          luma_at (vframe, cx + 0.25 * cw, cy + 0.75 * ch) +
          luma_at (vframe, cx + 0.75 * cw, cy + 0.75 * ch);

      out[j * GST_CL_REID_SIDE + i] = s / 4.0f;
    }
  }
  memset (hist, 0, sizeof (gfloat) * 3 * GST_CL_REID_BINS);
  for (j = 0; j < HIST_SIDE; j++) {
    guint band = j < HAIR_ROWS ? 0 : j < HAIR_ROWS + FACE_ROWS ? 1 : 2;

    for (i = 0; i < HIST_SIDE; i++) {
      guint l = luma_at (vframe, x0 + (i + 0.5) * sw, y0 + (j + 0.5) * sh);

      hist[band * GST_CL_REID_BINS + l * GST_CL_REID_BINS / 256] += 1.0f;
    }
  }
  /* under a grey level of contrast per cell: nothing to recognise */
  return normalise (out, N_GRID, N_GRID) &&
      normalise (hist, 3 * GST_CL_REID_BINS, 1.0);
}

static gdouble
correlation (const gfloat * a, const gfloat * b, guint n)
{
  gdouble ab = 0, aa = 0, bb = 0;
  guint i;

  for (i = 0; i < n; i++) {
    ab += (gdouble) a[i] * b[i];
    aa += (gdouble) a[i] * a[i];
    bb += (gdouble) b[i] * b[i];
  }
  return aa > 0 && bb > 0 ? ab / sqrt (aa * bb) : 0.0;
}

/**
 * gst_cl_reid_similarity:
 *
 * Returns: the mean of the normalised correlations of two appearances'
 *   parts, -1 to 1
 */
gdouble
gst_cl_reid_similarity (const gfloat * a, const gfloat * b)
{
  return 0.5 * (correlation (a, b, N_GRID) +
      correlation (a + N_GRID, b + N_GRID, 3 * GST_CL_REID_BINS));
}

static Face *
find_in_view (GstClReid * r, gint tracker_id)
{
  guint i;

  for (i = 0; i < r->faces->len; i++) {
    Face *f = &g_array_index (r->faces, Face, i);
    if (f->tracker_id == tracker_id)
      return f;
  }
  return NULL;
}

/* the id of a face @t first reported now, @app its appearance (NULL:
 * none on this frame): the id it had when the tracker found its own lost
 * track again; else the id of the gone face it resembles most among those
 * whose last box it overlaps and that the tracker has forgotten; else its
 * own.  A gone face whose id is given leaves the gallery. */
static gint
identify (GstClReid * r, const gfloat * app, const GstClTrack * t,
    const GstClTracker * tracker, gdouble min_similarity)
{
  gdouble best = min_similarity;
  gint found = -1, id;
  guint i;

  for (i = 0; i < r->faces->len && found < 0; i++) {
    const Face *f = &g_array_index (r->faces, Face, i);

    if (f->tracker_id == 0 && f->was == t->id)
      found = i;
  }
  for (i = 0; i < r->faces->len && app && found < 0; i++) {
    const Face *f = &g_array_index (r->faces, Face, i);
    gdouble s;

    if (f->tracker_id != 0)
      continue;
    /* still the tracker's: it alone may find the face again */
    if (f->was != 0 && tracker && gst_cl_tracker_has_track (tracker, f->was))
      continue;
    if (gst_cl_tracker_box_iou (f->x, f->y, f->w, f->h, t->x, t->y, t->w,
            t->h) < (f->was != 0 ? LOST_PLACE_MIN_IOU : PLACE_MIN_IOU))
      continue;
    s = gst_cl_reid_similarity (app, f->app);
    if (s >= best) {
      best = s;
      found = i;
    }
  }
  if (found < 0)
    return t->id;
  id = g_array_index (r->faces, Face, found).id;
  g_array_remove_index (r->faces, found);
  return id;
}

/**
 * gst_cl_reid_update:
 * @tracks: (element-type GstClTrack): the faces the tracker reports on
 *   @frame
 * @tracker: (nullable): the tracker that reports them, asked whether it
 *   still remembers a lost face (NULL: none to ask, a lost face may be
 *   taken for another at once)
 * @vframe: (nullable): the frame's pixels, mapped
 * @max_age: frames a face stays in the gallery
 * @min_similarity: see identify()
 *
 * Faces first reported now are identified against the gallery; the others
 * add their detection on this frame (if any) to their appearance; faces no
 * longer reported go to the gallery (those with an appearance), and gone
 * ones are forgotten after @max_age frames.
 */
void
gst_cl_reid_update (GstClReid * r, GArray * tracks,
    const GstClTracker * tracker, const GstVideoFrame * vframe,
    guint64 frame, guint max_age, gdouble min_similarity)
{
  gfloat app[N_APP];
  guint i, k;

  for (i = 0; i < r->faces->len;) {
    Face *f = &g_array_index (r->faces, Face, i);
    gboolean keep = f->tracker_id == 0;

    for (k = 0; !keep && k < tracks->len; k++)
      keep = g_array_index (tracks, GstClTrack, k).id == f->tracker_id;
    if (!keep && f->samples > 0) {
      /* lost within the shot */
      f->was = f->tracker_id;
      f->tracker_id = 0;
      f->since = frame;
      keep = TRUE;
    }
    if (keep && f->tracker_id == 0)
      keep = frame - f->since <= max_age;
    if (keep)
      i++;
    else
      g_array_remove_index (r->faces, i);
  }
  forget_oldest (r);
  for (k = 0; k < tracks->len; k++) {
    const GstClTrack *t = &g_array_index (tracks, GstClTrack, k);
    Face *f = find_in_view (r, t->id);
    gboolean have = vframe && t->missed == 0 &&
        gst_cl_reid_appearance (vframe, t->x, t->y, t->w, t->h, app);

    if (!f) {
      Face n = { t->id, 0, t->id, {0}, 0, 0, t->x, t->y, t->w, t->h };

      n.id = identify (r, have ? app : NULL, t, tracker, min_similarity);
      if (have) {
        memcpy (n.app, app, sizeof (app));
        n.samples = 1;
      }
      g_array_append_val (r->faces, n);
    } else if (have) {
      gfloat wt = 1.0f / (MIN (f->samples, MAX_SAMPLES - 1) + 1);

      f->x = t->x;
      f->y = t->y;
      f->w = t->w;
      f->h = t->h;
      for (i = 0; i < N_APP; i++)
        f->app[i] += wt * (app[i] - f->app[i]);
      f->samples++;
    }
  }
}

/**
 * gst_cl_reid_map:
 * @id: a tracker's id
 *
 * Returns: the id to report for it
 */
gint
gst_cl_reid_map (GstClReid * r, gint id)
{
  Face *f = id > 0 ? find_in_view (r, id) : NULL;

  return f ? f->id : id;
}
