/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The layout cue of the scene-cut decision: the mean luma of each block of
 * a GST_CL_SCENE_BLOCKS_GRID x GST_CL_SCENE_BLOCKS_GRID grid, from the
 * integral image the element already has (one launch of 64 work-items, one
 * read of 256 bytes, no synchronisation of its own: the read is waited for
 * after the histogram's, on the same in-order queue).  Where uploads are
 * staged (discrete GPUs) the read goes to pinned host memory
 * (gstclreadback.c): a read into pageable memory would wait for the
 * frame's integral before the histogram's kernels are even enqueued.  The
 * device returns exact block sums; the host divides by the areas in double
 * precision, as the reference does.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include "gstclscenecutblocks.h"
#include "gstclreadback.h"
#include "gstclpluginkernels.h"

struct _GstClSceneBlocks
{
  GstClContext *ctx;
  cl_kernel kernel;
  cl_mem sums;
  guint32 host[GST_CL_SCENE_BLOCKS_N];
  /* where the read lands where uploads are staged */
  GstClReadback readback;
  /* what the pending read lands in: @host or the read-back's memory */
  const guint32 *target;
  cl_event read;
  guint width, height;
};

/**
 * gst_cl_scene_blocks_new:
 * @ctx: the element's context
 *
 * Returns: (transfer full) (nullable): the cue's kernel and buffer, or
 *   %NULL and @error
 */
GstClSceneBlocks *
gst_cl_scene_blocks_new (GstClContext * ctx, GError ** error)
{
  GstClSceneBlocks *self = g_new0 (GstClSceneBlocks, 1);
  cl_int status;

  self->ctx = gst_object_ref (ctx);
  self->kernel = gst_cl_context_create_kernel (ctx,
      gst_cl_plugin_program ("scenecut"), "",
      "scenecut_blocks", error);
  if (!self->kernel)
    goto fail;
  self->sums = gst_cl_create_buffer (gst_cl_context_get_cl_context (ctx), CL_MEM_WRITE_ONLY,
      sizeof (self->host), NULL, &status);
  if (!gst_cl_result (status, error, "clCreateBuffer(scene-cut blocks)"))
    goto fail;
  return self;

fail:
  gst_cl_scene_blocks_free (self);
  return NULL;
}

void
gst_cl_scene_blocks_free (GstClSceneBlocks * self)
{
  if (!self)
    return;
  if (self->read)
    clReleaseEvent (self->read);
  gst_cl_readback_clear (&self->readback);
  if (self->sums)
    clReleaseMemObject (self->sums);
  if (self->kernel)
    clReleaseKernel (self->kernel);
  gst_object_unref (self->ctx);
  g_free (self);
}

/**
 * gst_cl_scene_blocks_enqueue:
 * @queue: an in-order queue
 * @integral: the frame's integral (layout of #GstClIntegralMeta)
 *
 * Enqueues the block sums of a @width x @height frame and their read;
 * gst_cl_scene_blocks_finish() waits for them.
 */
gboolean
gst_cl_scene_blocks_enqueue (GstClSceneBlocks * self, cl_command_queue queue,
    cl_mem integral, guint width, guint height, guint pitch, GError ** error)
{
  gsize global[2] = { GST_CL_SCENE_BLOCKS_GRID, GST_CL_SCENE_BLOCKS_GRID };
  cl_int grid = GST_CL_SCENE_BLOCKS_GRID;
  cl_int p = pitch, w = width, h = height;
  cl_int status;
  guint32 *target;

  if (self->read) {
    clReleaseEvent (self->read);
    self->read = NULL;
  }
  if (!GST_CL_SET_ARGS (self->kernel, 0, error, GST_CL_ARG (integral),
          GST_CL_ARG (p), GST_CL_ARG (w), GST_CL_ARG (h), GST_CL_ARG (grid),
          GST_CL_ARG (grid), GST_CL_ARG (self->sums)))
    return FALSE;
  status = gst_cl_enqueue_kernel (queue, self->kernel, 2, NULL, global, NULL,
      0, NULL, NULL);
  if (!gst_cl_result (status, error, "scenecut_blocks"))
    return FALSE;
  target = gst_cl_readback_get (&self->readback, self->ctx, queue,
      sizeof (self->host));
  if (!target)
    target = self->host;
  status = clEnqueueReadBuffer (queue, self->sums, CL_FALSE, 0,
      sizeof (self->host), target, 0, NULL, &self->read);
  if (!gst_cl_result (status, error, "read scene-cut blocks"))
    return FALSE;
  self->target = target;
  self->width = width;
  self->height = height;
  return TRUE;
}

/* the block means of @sums (row-major), as both paths compute them */
static void
sums_to_means (const guint32 * sums, guint width, guint height,
    gfloat * means)
{
  const guint g = GST_CL_SCENE_BLOCKS_GRID;
  guint bx, by;

  for (by = 0; by < g; by++) {
    guint64 h = (guint64) (by + 1) * height / g - (guint64) by * height / g;
    for (bx = 0; bx < g; bx++) {
      guint64 w = (guint64) (bx + 1) * width / g - (guint64) bx * width / g;
      means[by * g + bx] = (w > 0 && h > 0) ? (gfloat) ((gdouble) sums[by * g + bx] /
          (gdouble) (w * h)) : 0.0f;
    }
  }
}

/**
 * gst_cl_scene_blocks_finish:
 * @means: (out caller-allocates): %GST_CL_SCENE_BLOCKS_N floats, row-major
 *
 * Waits for the read of gst_cl_scene_blocks_enqueue() (done already when a
 * later blocking read on the same queue has returned) and gives the block
 * means in grey levels.
 */
gboolean
gst_cl_scene_blocks_finish (GstClSceneBlocks * self, gfloat * means,
    GError ** error)
{
  cl_int status;

  if (!self->read) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "scene-cut blocks: nothing enqueued");
    return FALSE;
  }
  status = clWaitForEvents (1, &self->read);
  clReleaseEvent (self->read);
  self->read = NULL;
  if (!gst_cl_result (status, error, "wait for scene-cut blocks"))
    return FALSE;
  if (self->target != self->host)
    memcpy (self->host, self->target, sizeof (self->host));
  sums_to_means (self->host, self->width, self->height, means);
  return TRUE;
}

/**
 * gst_cl_scene_blocks_ref:
 * @integral: the integral on the host (layout of #GstClIntegralMeta)
 * @means: (out caller-allocates): %GST_CL_SCENE_BLOCKS_N floats
 *
 * The CPU reference of the device path: the same sums (modulo 2^32), the
 * same division.
 */
void
gst_cl_scene_blocks_ref (const guint32 * integral, guint width,
    guint height, guint pitch, gfloat * means)
{
  const guint g = GST_CL_SCENE_BLOCKS_GRID;
  guint32 sums[GST_CL_SCENE_BLOCKS_N];
  guint bx, by;

  for (by = 0; by < g; by++) {
    guint y0 = (guint64) by * height / g, y1 = (guint64) (by + 1) * height / g;
    for (bx = 0; bx < g; bx++) {
      guint x0 = (guint64) bx * width / g, x1 = (guint64) (bx + 1) * width / g;

      sums[by * g + bx] = integral[(gsize) y1 * pitch + x1] -
          integral[(gsize) y0 * pitch + x1] -
          integral[(gsize) y1 * pitch + x0] + integral[(gsize) y0 * pitch + x0];
    }
  }
  sums_to_means (sums, width, height, means);
}
