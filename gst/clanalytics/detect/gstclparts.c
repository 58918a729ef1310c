/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Nested parts as GStreamer's facedetect finds them (eyes in the upper
 * half of each face, nose in the centre, mouth in the lower half), on the
 * device and batched: the part's region of every face of the frame is
 * copied into one mosaic (kernels/parts.cl, one launch), the mosaic is
 * scanned by the cascade engine like any frame (its pyramid levels are
 * the regions at every scale, all in one detection launch), and the raw
 * hits are split by tile and grouped per face on the host.  The regions
 * keep their pixels (no resizing), so a part is searched at the scales
 * facedetect searches it at.  Regions that do not fit one mosaic of
 * MAX_MOSAIC_ROWS rows (many faces, large faces) are scanned in several
 * mosaics of the same size, one after the other.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>
#include "gstclparts.h"
#include "gstclpluginkernels.h"

GST_DEBUG_CATEGORY_EXTERN (gst_cl_runtime_debug);
#define GST_CAT_DEFAULT gst_cl_runtime_debug

/* rows between two tiles, so the pyramid's resize never blends regions */
#define TILE_GAP 4
/* mosaic sides are rounded up to these, so the engine's plan (keyed by
 * the mosaic size) survives the frame-to-frame jitter of face sizes */
#define MOSAIC_ALIGN_W 32
#define MOSAIC_ALIGN_H 64
/* rows of regions in one mosaic at most: the pyramid takes images of up to
 * 16384 rows, and a lone region (at most half a 16384-row frame) always
 * fits with its gap and rounding */
#define MAX_MOSAIC_ROWS 8192

struct _GstClParts
{
  GstClContext *ctx;
  /* where its commands go (not owned): the engine's queue */
  cl_command_queue queue;
  GstClFacePart part;
  const GstClCascade *cascade;
  GstClCascadeEngine *engine;
  cl_kernel k_mosaic;

  /* device buffers, grown as needed */
  cl_mem mosaic, tiles, tops;
  gsize mosaic_size;
  guint tile_capacity;

  /* host side of the last frame's tiles */
  GArray *regions;              /* GstClRect, in the frame */
  GArray *host_tiles;           /* cl_int4 */
  GArray *host_tops;            /* cl_int, rows from its mosaic's top */
  GArray *batches;              /* guint: the first tile of each mosaic */
  GArray *rects, *weights, *tile_rects, *tile_weights;
};

/**
 * gst_cl_face_part_name:
 *
 * Returns: the part's name as facedetect's message fields and the ROI
 *   metas spell it: "eyes", "nose" or "mouth"; "face" for the verification
 */
const gchar *
gst_cl_face_part_name (GstClFacePart part)
{
  static const gchar *names[] = { "eyes", "nose", "mouth", "face" };

  g_return_val_if_fail (part <= GST_CL_FACE_VERIFY, NULL);
  return names[part];
}

/**
 * gst_cl_face_part_region:
 * @face: a face, in frame pixels
 *
 * The region of @face where @part is searched, with facedetect's integer
 * arithmetic: eyes (x, y, w, h/2), nose (x + w/4, y + h/4, w/2, h/2),
 * mouth (x, y + h/2, w, h/2); the verification widens the face by a third
 * on each side (x - w/3, y - h/3, w + 2 (w/3), h + 2 (h/3)), clipped later.
 *
 * Returns: the region, in frame pixels
 */
GstClRect
gst_cl_face_part_region (GstClFacePart part, const GstClRect * face)
{
  GstClRect r = *face;

  switch (part) {
    case GST_CL_FACE_PART_EYES:
      r.height = face->height / 2;
      break;
    case GST_CL_FACE_PART_NOSE:
      r.x = face->x + face->width / 4;
      r.y = face->y + face->height / 4;
      r.width = face->width / 2;
      r.height = face->height / 2;
      break;
    case GST_CL_FACE_VERIFY:
      r.x = face->x - face->width / 3;
      r.y = face->y - face->height / 3;
      r.width = face->width + 2 * (face->width / 3);
      r.height = face->height + 2 * (face->height / 3);
      break;
    case GST_CL_FACE_PART_MOUTH:
    default:
      r.y = face->y + face->height / 2;
      r.height = face->height / 2;
      break;
  }
  return r;
}

/**
 * gst_cl_parts_free:
 *
 * Frees a part detector made by gst_cl_parts_new().
 */
void
gst_cl_parts_free (GstClParts * self)
{
  cl_mem *m[3];
  guint i;
  GArray *a[8];

  if (!self)
    return;
  m[0] = &self->mosaic, m[1] = &self->tiles, m[2] = &self->tops;
  for (i = 0; i < G_N_ELEMENTS (m); i++)
    if (*m[i])
      clReleaseMemObject (*m[i]);
  if (self->k_mosaic)
    clReleaseKernel (self->k_mosaic);
  gst_cl_cascade_engine_free (self->engine);
  a[0] = self->regions, a[1] = self->host_tiles, a[2] = self->host_tops;
  a[3] = self->rects, a[4] = self->weights, a[5] = self->tile_rects;
  a[6] = self->tile_weights, a[7] = self->batches;
  for (i = 0; i < G_N_ELEMENTS (a); i++)
    if (a[i])
      g_array_unref (a[i]);
  if (self->ctx)
    gst_object_unref (self->ctx);
  g_free (self);
}

/**
 * gst_cl_parts_set_queue:
 * @queue: (transfer none): an in-order queue of the context, which must
 *   outlive @self
 *
 * Runs the mosaic and the part's cascade on @queue (the element's).
 */
void
gst_cl_parts_set_queue (GstClParts * self, cl_command_queue queue)
{
  gst_cl_cascade_engine_set_queue (self->engine, queue);
  self->queue = queue;
}

/**
 * gst_cl_parts_new:
 * @cascade: (transfer none): the part's cascade; must outlive the result
 *
 * A detector for @part inside faces: the mosaic kernel and a cascade
 * engine for @cascade on the device of @ctx.
 *
 * Returns: (transfer full) (nullable): the detector, or %NULL with
 *   @error set
 */
GstClParts *
gst_cl_parts_new (GstClContext * ctx, GstClFacePart part,
    const GstClCascade * cascade, GError ** error)
{
  GstClParts *self = g_new0 (GstClParts, 1);

  self->ctx = gst_object_ref (ctx);
  self->part = part;
  self->cascade = cascade;
  self->regions = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  self->host_tiles = g_array_new (FALSE, FALSE, sizeof (cl_int4));
  self->host_tops = g_array_new (FALSE, FALSE, sizeof (cl_int));
  self->batches = g_array_new (FALSE, FALSE, sizeof (guint));
  self->rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  self->weights = g_array_new (FALSE, FALSE, sizeof (gint));
  self->tile_rects = g_array_new (FALSE, FALSE, sizeof (GstClRect));
  self->tile_weights = g_array_new (FALSE, FALSE, sizeof (gint));
  self->k_mosaic = gst_cl_context_create_kernel (ctx,
      gst_cl_plugin_program ("parts"), "", "parts_mosaic", error);
  if (!self->k_mosaic)
    goto fail;
  self->engine = gst_cl_cascade_engine_new (ctx, cascade, error);
  if (!self->engine)
    goto fail;
  self->queue = gst_cl_context_get_cl_queue (ctx);
  return self;

fail:
  gst_cl_parts_free (self);
  return NULL;
}

static gboolean
ensure_buffer (GstClParts * self, cl_mem * mem, gsize size, GError ** error)
{
  cl_int st;

  if (*mem)
    clReleaseMemObject (*mem);
  *mem = gst_cl_create_buffer (gst_cl_context_get_cl_context (self->ctx),
      CL_MEM_READ_WRITE, size, NULL, &st);
  return gst_cl_result (st, error, "clCreateBuffer(parts)");
}

/* The tiles of this frame: the part's region of each face big enough for
 * the cascade's window, stacked top to bottom, a new mosaic (batch) begun
 * where the next region would pass MAX_MOSAIC_ROWS.  Returns the size of
 * the mosaics, all the same so that the engine's plan stays. */
static void
plan_tiles (GstClParts * self, const GstClRect * faces, guint n_faces,
    guint width, guint height, guint * mosaic_w, guint * mosaic_h,
    guint * max_tile_h)
{
  guint i, top = 0, max_w = 0, max_h = 0, max_rows = 0;

  g_array_set_size (self->regions, n_faces);
  g_array_set_size (self->host_tiles, 0);
  g_array_set_size (self->host_tops, 0);
  g_array_set_size (self->batches, 0);
  for (i = 0; i < n_faces; i++) {
    GstClRect r = gst_cl_face_part_region (self->part, &faces[i]);
    cl_int4 tile;
    cl_int t;

    /* inside the frame: faces are clipped, their regions too */
    r.x = CLAMP (r.x, 0, (gint) width);
    r.y = CLAMP (r.y, 0, (gint) height);
    r.width = MIN (r.width, (gint) width - r.x);
    r.height = MIN (r.height, (gint) height - r.y);
    if (r.width < (gint) self->cascade->window_w ||
        r.height < (gint) self->cascade->window_h)
      r.width = r.height = 0;   /* nothing the window fits in */
    g_array_index (self->regions, GstClRect, i) = r;
    if (r.width == 0)
      continue;
    if (self->batches->len == 0 || (top > 0 &&
            top + (guint) r.height > MAX_MOSAIC_ROWS)) {
      guint first = self->host_tiles->len;

      max_rows = MAX (max_rows, top);
      top = 0;
      g_array_append_val (self->batches, first);
    }
    t = top;
    tile.s[0] = r.x;
    tile.s[1] = r.y;
    tile.s[2] = r.width;
    tile.s[3] = r.height;
    g_array_append_val (self->host_tiles, tile);
    g_array_append_val (self->host_tops, t);
    top += r.height + TILE_GAP;
    max_w = MAX (max_w, (guint) r.width);
    max_h = MAX (max_h, (guint) r.height);
  }
  max_rows = MAX (max_rows, top);
  *mosaic_w = GST_ROUND_UP_N (max_w, MOSAIC_ALIGN_W);
  *mosaic_h = GST_ROUND_UP_N (max_rows, MOSAIC_ALIGN_H);
  *max_tile_h = GST_ROUND_UP_N (max_h, MOSAIC_ALIGN_W);
}

/* the mosaic of tiles @first to @first + @n_tiles - 1 */
static gboolean
build_mosaic (GstClParts * self, cl_mem luma, guint offset, guint pitch,
    guint first, guint n, guint mosaic_w, guint mosaic_h, GError ** error)
{
  cl_int n_tiles = n, src_offset = offset,
      src_pitch = pitch, dst_w = mosaic_w, dst_h = mosaic_h;
  gsize gsz[2] = { GST_ROUND_UP_16 (mosaic_w), GST_ROUND_UP_16 (mosaic_h) };
  cl_int st;

  if ((gsize) mosaic_w * mosaic_h > self->mosaic_size) {
    self->mosaic_size = (gsize) mosaic_w * mosaic_h;
    if (!ensure_buffer (self, &self->mosaic, self->mosaic_size, error))
      return FALSE;
  }
  if ((guint) n_tiles > self->tile_capacity) {
    self->tile_capacity = MAX (n_tiles, 8);
    if (!ensure_buffer (self, &self->tiles,
            sizeof (cl_int4) * self->tile_capacity, error) ||
        !ensure_buffer (self, &self->tops,
            sizeof (cl_int) * self->tile_capacity, error))
      return FALSE;
  }
  /* not blocking: the arrays live until the next frame, and the engine's
   * read of its hits later in this in-order queue waits for them */
  st = clEnqueueWriteBuffer (self->queue, self->tiles, CL_FALSE, 0,
      sizeof (cl_int4) * n_tiles, &g_array_index (self->host_tiles, cl_int4,
          first), 0, NULL, NULL);
  if (st == CL_SUCCESS)
    st = clEnqueueWriteBuffer (self->queue, self->tops, CL_FALSE, 0,
        sizeof (cl_int) * n_tiles, &g_array_index (self->host_tops, cl_int,
            first), 0, NULL, NULL);
  if (!gst_cl_result (st, error, "clEnqueueWriteBuffer(parts tiles)"))
    return FALSE;

  /* the mosaic's pitch is its width */
  if (!GST_CL_SET_ARGS (self->k_mosaic, 0, error, GST_CL_ARG (luma),
          GST_CL_ARG (src_offset), GST_CL_ARG (src_pitch),
          GST_CL_ARG (self->tiles), GST_CL_ARG (self->tops),
          GST_CL_ARG (n_tiles), GST_CL_ARG (self->mosaic), GST_CL_ARG (dst_w),
          GST_CL_ARG (dst_w), GST_CL_ARG (dst_h)))
    return FALSE;
  st = gst_cl_enqueue_kernel (self->queue, self->k_mosaic, 2, NULL,
      gsz, NULL, 0, NULL, NULL);
  return gst_cl_result (st, error, "parts_mosaic");
}

/* Raw windows of tile @t (in the mosaic) grouped as detectMultiScale
 * groups them; the best supported one, in frame pixels, into @hit. */
static void
group_tile (GstClParts * self, guint t, const GstClRect * region,
    gint min_neighbors, GstClPartHit * hit)
{
  const cl_int4 *tile = &g_array_index (self->host_tiles, cl_int4, t);
  gint top = g_array_index (self->host_tops, cl_int, t);
  guint i, best = 0;

  g_array_set_size (self->tile_rects, 0);
  for (i = 0; i < self->rects->len; i++) {
    GstClRect r = g_array_index (self->rects, GstClRect, i);

    /* windows wholly inside the tile: the rest straddle a gap */
    if (r.y < top || r.y + r.height > top + tile->s[3] ||
        r.x + r.width > tile->s[2])
      continue;
    r.y -= top;
    g_array_append_val (self->tile_rects, r);
  }
  gst_cl_group_rectangles (self->tile_rects, min_neighbors,
      GST_CL_CASCADE_GROUP_EPS, self->tile_weights);
  memset (hit, 0, sizeof (*hit));
  if (self->tile_rects->len == 0)
    return;
  for (i = 1; i < self->tile_rects->len; i++)
    if (g_array_index (self->tile_weights, gint, i) >
        g_array_index (self->tile_weights, gint, best))
      best = i;
  hit->found = TRUE;
  hit->rect = g_array_index (self->tile_rects, GstClRect, best);
  hit->rect.x += region->x;
  hit->rect.y += region->y;
  hit->neighbors = g_array_index (self->tile_weights, gint, best);
}

/**
 * gst_cl_parts_detect:
 * @luma: the frame's luma on the device (@offset bytes in, rows @pitch
 *   bytes apart, @width x @height)
 * @faces: (array length=n_faces): the faces, in frame pixels
 * @params: the scan's parameters (scale factor, neighbours, minimum size
 *   of a part; the maximum is the region)
 * @out: (array length=n_faces) (out caller-allocates): per face, the best
 *   supported part found in its region, if any
 *
 * Searches the part inside every face: one mosaic launch, one cascade
 * scan over all regions (or over each mosaic of them, when they do not
 * fit one), blocking until the hits are back.  Each region is grouped on
 * its own (groupRectangles with @params' neighbours), and the group with
 * most neighbours is the face's part.  On failure nothing of the scan is
 * left on the queue either.
 */
gboolean
gst_cl_parts_detect (GstClParts * self, cl_mem luma, guint offset,
    guint pitch, guint width, guint height, const GstClRect * faces,
    guint n_faces, const GstClCascadeParams * params, GstClPartHit * out,
    GError ** error)
{
  GstClCascadeParams p = *params;
  guint mosaic_w, mosaic_h, max_tile_h, i, t, b;

  memset (out, 0, sizeof (GstClPartHit) * n_faces);
  plan_tiles (self, faces, n_faces, width, height, &mosaic_w, &mosaic_h,
      &max_tile_h);
  if (self->host_tiles->len == 0)
    return TRUE;

  /* raw windows (no grouping across tiles); no window bigger than a
   * tile (rounded, as the mosaic, so the plan stays put) */
  p.min_neighbors = 0;
  p.max_width = mosaic_w;
  p.max_height = max_tile_h;
  for (b = 0, i = 0, t = 0; b < self->batches->len; b++) {
    guint first = g_array_index (self->batches, guint, b);
    guint end = b + 1 < self->batches->len ?
        g_array_index (self->batches, guint, b + 1) : self->host_tiles->len;

    if (!build_mosaic (self, luma, offset, pitch, first, end - first,
            mosaic_w, mosaic_h, error) ||
        !gst_cl_cascade_engine_run (self->engine, self->mosaic, mosaic_w,
            mosaic_w, mosaic_h, &p, self->rects, self->weights, error)) {
      /* what was enqueued before the failure still reads @luma, whose
       * owner may wait only for its own queue (another one) before it
       * frees it: nothing of the scan is left running */
      clFinish (self->queue);
      return FALSE;
    }
    /* the faces whose tiles are in this mosaic, in order */
    for (; i < n_faces && t < end; i++) {
      const GstClRect *region = &g_array_index (self->regions, GstClRect, i);

      if (region->width == 0)
        continue;
      group_tile (self, t++, region, params->min_neighbors, &out[i]);
    }
  }
  return TRUE;
}
