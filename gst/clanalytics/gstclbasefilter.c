/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Base class of the CL analytics elements: context plumbing (start/stop,
 * set_context, context query, the "device" property), caps parsing, QoS
 * bookkeeping, and the frame's device view.  Subclasses only analyse.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclbasefilter.h"
#include "gstclprops.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_base_filter_debug);
#define GST_CAT_DEFAULT gst_cl_base_filter_debug

enum
{
  PROP_0,
  PROP_DEVICE,
};

#define DEFAULT_DEVICE NULL

typedef struct
{
  GRecMutex ctx_lock;
  GstClContext *ctx;
  /* pinned memory proposed upstream (propose_allocation), for ctx */
  GstAllocator *pinned;
  /* the element's own in-order queue on the context's device (start to
   * stop): its engines run on it, so that streams do not wait for each
   * other */
  cl_command_queue queue;
  gchar *device;
  GstVideoInfo info;
  gboolean negotiated;
  /* from the last QoS event: buffers whose running time ends before this
   * are late */
  GstClockTime earliest_time;
  /* "compile" COMPLETE progress messages held until the kernels have run
   * once (see gst_cl_base_filter_post_message) */
  GMutex held_lock;
  GList *held;
  /* frames in flight (GstClBaseFilterClass.submit): submitted by the
   * streaming thread, finished and pushed in order by the output task of
   * the source pad.  flight_lock guards the queue and the flags. */
  GMutex flight_lock;
  GCond flight_cond;
  GQueue in_flight;
  /* the output task is finishing the frame it took off the queue */
  gboolean finishing;
  gboolean flight_flushing;
  /* the output task's last push, returned by the next chain when not OK */
  GstFlowReturn flight_ret;
  guint depth;
  /* the buffer the parent's generate_output is returning was submitted,
   * with this job */
  gboolean submitted;
  gpointer submitted_job;
} GstClBaseFilterPrivate;

/* a submitted frame waiting for its finish */
typedef struct
{
  GstBuffer *buffer;
  gpointer job;
} InFlight;

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (GstClBaseFilter, gst_cl_base_filter,
    GST_TYPE_BASE_TRANSFORM, G_ADD_PRIVATE (GstClBaseFilter);
    GST_DEBUG_CATEGORY_INIT (gst_cl_base_filter_debug, "clbasefilter", 0,
        "OpenCL analytics base filter"));

#define PRIV(self) \
  ((GstClBaseFilterPrivate *) gst_cl_base_filter_get_instance_private (self))

static void drain (GstClBaseFilter * self);
static void release_kept (GstClBaseFilter * self, gboolean push);

static gchar *
dup_device (GstClBaseFilter * self)
{
  gchar *d;

  GST_OBJECT_LOCK (self);
  d = g_strdup (PRIV (self)->device);
  GST_OBJECT_UNLOCK (self);
  return d;
}

static void
gst_cl_base_filter_set_context (GstElement * element, GstContext * context)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (element);
  GstClBaseFilterPrivate *priv = PRIV (self);
  gchar *device = dup_device (self);

  g_rec_mutex_lock (&priv->ctx_lock);
  gst_cl_handle_set_context (element, context, device, &priv->ctx);
  g_rec_mutex_unlock (&priv->ctx_lock);
  g_free (device);

  GST_ELEMENT_CLASS (gst_cl_base_filter_parent_class)->set_context (element,
      context);
}

static gboolean
gst_cl_base_filter_query (GstBaseTransform * trans, GstPadDirection direction,
    GstQuery * query)
{
  GstClBaseFilterPrivate *priv = PRIV (GST_CL_BASE_FILTER (trans));

  if (GST_QUERY_TYPE (query) == GST_QUERY_CONTEXT) {
    gboolean ret;

    g_rec_mutex_lock (&priv->ctx_lock);
    ret = gst_cl_handle_context_query (GST_ELEMENT (trans), query, priv->ctx);
    g_rec_mutex_unlock (&priv->ctx_lock);
    if (ret)
      return TRUE;
  }
  /* allocation, drain: after the frames in flight and those held */
  if (direction == GST_PAD_SINK && GST_QUERY_IS_SERIALIZED (query))
    drain (GST_CL_BASE_FILTER (trans));
  return GST_BASE_TRANSFORM_CLASS (gst_cl_base_filter_parent_class)->query
      (trans, direction, query);
}

/* a missing device or driver is a resource error, bad data a stream
 * error */
static void
post_error (GstClBaseFilter * self, GError * error, const gchar * what)
{
  const gchar *msg;

  /* paths and drivers' strings are bytes; element messages are UTF-8 */
  gst_cl_error_ensure_utf8 (error);
  msg = error ? error->message : "unknown error";
  if (error && error->domain == GST_CL_ERROR) {
    switch (error->code) {
      case GST_CL_ERROR_NO_PLATFORM:
      case GST_CL_ERROR_NO_DEVICE:
        GST_ELEMENT_ERROR (self, RESOURCE, NOT_FOUND, ("%s", msg),
            ("%s", what));
        return;
      case GST_CL_ERROR_OUT_OF_RESOURCES:
        GST_ELEMENT_ERROR (self, RESOURCE, NO_SPACE_LEFT,
            ("OpenCL device out of memory: %s", msg), ("%s", what));
        return;
      case GST_CL_ERROR_INVALID_DATA:
        GST_ELEMENT_ERROR (self, RESOURCE, OPEN_READ, ("%s", msg),
            ("%s", what));
        return;
      case GST_CL_ERROR_NOT_SUPPORTED:
        GST_ELEMENT_ERROR (self, STREAM, FORMAT, ("%s", msg), ("%s", what));
        return;
      default:
        break;
    }
  }
  GST_ELEMENT_ERROR (self, LIBRARY, FAILED, ("%s", msg), ("%s", what));
}

/**
 * gst_cl_base_filter_post_error:
 * @error: (inout) (nullable): the runtime's error, cleared here
 *
 * Turns a runtime #GError into the element error a user sees, and frees
 * it: the end of the error path of a vfunc.
 */
void
gst_cl_base_filter_post_error (GstClBaseFilter * self, GError ** error,
    const gchar * what)
{
  post_error (self, *error, what);
  g_clear_error (error);
}

/* The element's queue: one of its own on a GPU, where with frames in
 * flight the kernels of different queues overlap, or the context's,
 * shared by every element and stream on the device, on other devices: a
 * CPU driver runs one command at a time. */
static cl_command_queue
own_queue (GstClContext * ctx, GError ** error)
{
  gboolean own = gst_cl_choice (GST_CL_CHOICE_QUEUE_PER_ELEMENT,
      gst_cl_context_is_gpu (ctx)) != 0;

  if (own)
    return gst_cl_context_create_queue (ctx, error);
  clRetainCommandQueue (gst_cl_context_get_cl_queue (ctx));
  return gst_cl_context_get_cl_queue (ctx);
}

/* A compile's COMPLETE progress message is held back until the end of the
 * next frame's processing: a CPU driver (PoCL) generates each kernel's
 * machine code at its first launch, not in clBuildProgram (on 2 cores
 * about 10 s against 30 ms), so the START ... COMPLETE pair an application
 * sees brackets the whole wait of a cold start. */
static gboolean
gst_cl_base_filter_post_message (GstElement * element, GstMessage * msg)
{
  GstClBaseFilterPrivate *priv = PRIV (GST_CL_BASE_FILTER (element));

  if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_PROGRESS &&
      GST_MESSAGE_SRC (msg) == GST_OBJECT_CAST (element)) {
    GstProgressType type;
    gchar *code = NULL, *text = NULL;
    gboolean hold;

    gst_message_parse_progress (msg, &type, &code, &text);
    hold = type == GST_PROGRESS_TYPE_COMPLETE && g_strcmp0 (code,
        "compile") == 0;
    g_free (code);
    g_free (text);
    if (hold) {
      g_mutex_lock (&priv->held_lock);
      priv->held = g_list_append (priv->held, msg);
      g_mutex_unlock (&priv->held_lock);
      return TRUE;
    }
  }
  return GST_ELEMENT_CLASS (gst_cl_base_filter_parent_class)->post_message
      (element, msg);
}

/* posts the held COMPLETE messages: the kernels have run (or never will) */
static void
release_held_messages (GstClBaseFilter * self)
{
  GstClBaseFilterPrivate *priv = PRIV (self);
  GList *held, *l;

  g_mutex_lock (&priv->held_lock);
  held = priv->held;
  priv->held = NULL;
  g_mutex_unlock (&priv->held_lock);
  for (l = held; l; l = l->next)
    GST_ELEMENT_CLASS (gst_cl_base_filter_parent_class)->post_message
        (GST_ELEMENT (self), l->data);
  g_list_free (held);
}

/* The vfuncs that may build programs, with this element posting the
 * progress messages of a long compile (see gstcl-private.h). */
static gboolean
open_reporting (GstClBaseFilter * self, GstClBaseFilterClass * klass,
    GError ** error)
{
  GstElement *old = gst_cl_context_set_build_reporter (GST_ELEMENT (self));
  gboolean ok = klass->open (self, error);

  gst_cl_context_set_build_reporter (old);
  return ok;
}

static gboolean
set_info_reporting (GstClBaseFilter * self, GstClBaseFilterClass * klass,
    const GstVideoInfo * info, GError ** error)
{
  GstElement *old = gst_cl_context_set_build_reporter (GST_ELEMENT (self));
  gboolean ok = klass->set_info (self, info, error);

  gst_cl_context_set_build_reporter (old);
  return ok;
}

/* Frames in flight (GstClBaseFilterClass.submit).  The parent's
 * generate_output runs transform_ip, which submits the frame; the buffer it
 * returns goes to the in-flight queue instead, and the chain returns once
 * fewer than the depth are in flight.  The output task (on the source pad)
 * takes the frames in order, finishes them (waits for the device, attaches
 * the results) and pushes them: a frame leaves as soon as its results are
 * in, the streaming thread meanwhile submitting the next ones.  At depth 1
 * with nothing in flight the frame is finished in the chain, as @process
 * would. */
static void
discard_one (GstClBaseFilter * self, InFlight * f)
{
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);

  if (klass->discard)
    klass->discard (self, f->job);
  gst_buffer_unref (f->buffer);
  g_free (f);
}

/* the subclass's finish; the buffer, when it succeeded */
static GstFlowReturn
finish_one (GstClBaseFilter * self, InFlight * f, GstBuffer ** out)
{
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);
  GstFlowReturn ret = klass->finish (self, f->buffer, f->job);

  *out = NULL;
  if (ret == GST_FLOW_OK)
    *out = f->buffer;
  else if (ret == GST_CL_BASE_FILTER_FLOW_HOLD)
    ret = GST_FLOW_OK;          /* the subclass has it now */
  else
    gst_buffer_unref (f->buffer);
  g_free (f);
  /* the frame's kernels have run: a compile is over */
  if (G_UNLIKELY (PRIV (self)->held))
    release_held_messages (self);
  return ret;
}

/* GST_FLOW_OK while frames may flow through the output task; why they may
 * not otherwise (a flush, the element stopping, an error downstream).
 * Call with flight_lock held. */
static GstFlowReturn
flight_state (GstClBaseFilterPrivate * priv)
{
  return priv->flight_flushing ? GST_FLOW_FLUSHING : priv->flight_ret;
}

static void
output_loop (GstClBaseFilter * self)
{
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstPad *srcpad = GST_BASE_TRANSFORM_SRC_PAD (self);
  GstFlowReturn ret;
  GstBuffer *out;
  InFlight *f;

  g_mutex_lock (&priv->flight_lock);
  while (flight_state (priv) == GST_FLOW_OK &&
      g_queue_is_empty (&priv->in_flight))
    g_cond_wait (&priv->flight_cond, &priv->flight_lock);
  if (flight_state (priv) != GST_FLOW_OK) {
    g_mutex_unlock (&priv->flight_lock);
    gst_pad_pause_task (srcpad);
    return;
  }
  f = g_queue_pop_head (&priv->in_flight);
  priv->finishing = TRUE;
  g_mutex_unlock (&priv->flight_lock);

  ret = finish_one (self, f, &out);
  if (out)
    ret = gst_pad_push (srcpad, out);

  g_mutex_lock (&priv->flight_lock);
  priv->finishing = FALSE;
  if (ret != GST_FLOW_OK && !priv->flight_flushing) {
    GST_DEBUG_OBJECT (self, "output: %s", gst_flow_get_name (ret));
    priv->flight_ret = ret;
  }
  g_cond_broadcast (&priv->flight_cond);
  g_mutex_unlock (&priv->flight_lock);
}

/* a submitted frame into the queue; waits until fewer than the depth are
 * in flight.  Returns what the output task last met (flushing, an error
 * downstream) */
static GstFlowReturn
queue_in_flight (GstClBaseFilter * self, InFlight * f)
{
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstFlowReturn ret;

  g_mutex_lock (&priv->flight_lock);
  ret = flight_state (priv);
  if (ret != GST_FLOW_OK) {
    g_mutex_unlock (&priv->flight_lock);
    discard_one (self, f);
    return ret;
  }
  g_queue_push_tail (&priv->in_flight, f);
  g_cond_broadcast (&priv->flight_cond);
  g_mutex_unlock (&priv->flight_lock);
  gst_pad_start_task (GST_BASE_TRANSFORM_SRC_PAD (self),
      (GstTaskFunction) output_loop, self, NULL);

  g_mutex_lock (&priv->flight_lock);
  while (flight_state (priv) == GST_FLOW_OK &&
      priv->in_flight.length + priv->finishing >= priv->depth)
    g_cond_wait (&priv->flight_cond, &priv->flight_lock);
  ret = flight_state (priv);
  g_mutex_unlock (&priv->flight_lock);
  return ret;
}

/* waits until every frame in flight has been pushed (or the output task
 * stopped on a flush or an error), then pushes those the subclass holds */
static void
drain (GstClBaseFilter * self)
{
  GstClBaseFilterPrivate *priv = PRIV (self);

  g_mutex_lock (&priv->flight_lock);
  while (flight_state (priv) == GST_FLOW_OK &&
      (priv->finishing || !g_queue_is_empty (&priv->in_flight)))
    g_cond_wait (&priv->flight_cond, &priv->flight_lock);
  g_mutex_unlock (&priv->flight_lock);
  release_kept (self, TRUE);
}

/* Flushing: the output task pauses at its next iteration and a chain or a
 * drain waiting on it returns (a flush starts, the element stops); not
 * flushing: frames flow again, a past downstream error forgotten.  Does
 * not wait: gst_pad_pause_task() or gst_pad_stop_task() do. */
static void
set_flushing (GstClBaseFilter * self, gboolean flushing)
{
  GstClBaseFilterPrivate *priv = PRIV (self);

  g_mutex_lock (&priv->flight_lock);
  priv->flight_flushing = flushing;
  if (!flushing)
    priv->flight_ret = GST_FLOW_OK;
  g_cond_broadcast (&priv->flight_cond);
  g_mutex_unlock (&priv->flight_lock);
}

/* drops the frames in flight; the output task must be paused or stopped */
static void
discard_in_flight (GstClBaseFilter * self)
{
  GstClBaseFilterPrivate *priv = PRIV (self);
  InFlight *f;

  g_mutex_lock (&priv->flight_lock);
  while ((f = g_queue_pop_head (&priv->in_flight))) {
    g_mutex_unlock (&priv->flight_lock);
    discard_one (self, f);
    g_mutex_lock (&priv->flight_lock);
  }
  g_mutex_unlock (&priv->flight_lock);
}

/* the buffers the subclass holds (GST_CL_BASE_FILTER_FLOW_HOLD): pushed
 * or dropped; the output task is idle (drained, paused or stopped) */
static void
release_kept (GstClBaseFilter * self, gboolean push)
{
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);

  if (klass->release)
    klass->release (self, push);
}

/**
 * gst_cl_base_filter_push_held:
 * @buffer: (transfer full): a buffer GstClBaseFilterClass.finish held
 *
 * Pushes @buffer downstream; from GstClBaseFilterClass.finish or
 * GstClBaseFilterClass.release only, so that buffers leave in order.
 *
 * Returns: the push's result
 */
GstFlowReturn
gst_cl_base_filter_push_held (GstClBaseFilter * self, GstBuffer * buffer)
{
  return gst_pad_push (GST_BASE_TRANSFORM_SRC_PAD (self), buffer);
}

static GstFlowReturn
gst_cl_base_filter_generate_output (GstBaseTransform * trans,
    GstBuffer ** outbuf)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstBuffer *out = NULL;
  GstFlowReturn ret;
  InFlight *f;

  ret = GST_BASE_TRANSFORM_CLASS (gst_cl_base_filter_parent_class)->
      generate_output (trans, &out);
  *outbuf = out;
  if (!priv->submitted)
    return ret;                 /* @process, an error, or nothing queued */
  priv->submitted = FALSE;
  f = g_new (InFlight, 1);
  f->buffer = out;
  f->job = priv->submitted_job;
  if (ret != GST_FLOW_OK || !out) {
    f->buffer = out ? out : gst_buffer_new ();
    *outbuf = NULL;
    discard_one (self, f);
    return ret;
  }
  *outbuf = NULL;
  g_mutex_lock (&priv->flight_lock);
  if (priv->depth <= 1 && !priv->finishing &&
      g_queue_is_empty (&priv->in_flight)) {
    /* one at a time: in this thread, no hand-over */
    g_mutex_unlock (&priv->flight_lock);
    return finish_one (self, f, outbuf);
  }
  g_mutex_unlock (&priv->flight_lock);
  return queue_in_flight (self, f);
}

static gboolean
gst_cl_base_filter_sink_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  gboolean ret;

  switch (GST_EVENT_TYPE (event)) {
    case GST_EVENT_FLUSH_START:
      /* the flush downstream unblocks a push of the output task */
      set_flushing (self, TRUE);
      ret = GST_BASE_TRANSFORM_CLASS (gst_cl_base_filter_parent_class)->
          sink_event (trans, event);
      gst_pad_pause_task (GST_BASE_TRANSFORM_SRC_PAD (self));
      return ret;
    case GST_EVENT_FLUSH_STOP:
      discard_in_flight (self);
      release_kept (self, FALSE);
      set_flushing (self, FALSE);
      break;
    default:
      /* frames in flight, then those the subclass holds, go before any
       * serialized event (EOS, caps, segment, gap, stream-start...) */
      if (GST_EVENT_IS_SERIALIZED (event))
        drain (self);
      break;
  }
  return GST_BASE_TRANSFORM_CLASS (gst_cl_base_filter_parent_class)->
      sink_event (trans, event);
}

static GstStateChangeReturn
gst_cl_base_filter_change_state (GstElement * element,
    GstStateChange transition)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (element);

  /* wake the output task and a chain waiting for room before the pads
   * deactivate (they wait for both) */
  if (transition == GST_STATE_CHANGE_PAUSED_TO_READY)
    set_flushing (self, TRUE);
  return GST_ELEMENT_CLASS (gst_cl_base_filter_parent_class)->change_state
      (element, transition);
}

static gboolean
gst_cl_base_filter_start (GstBaseTransform * trans)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);
  gchar *device = dup_device (self);
  GError *err = NULL;
  gboolean ok;

  g_rec_mutex_lock (&priv->ctx_lock);
  ok = gst_cl_ensure_element_context (GST_ELEMENT (self), device, &priv->ctx,
      &err);
  g_rec_mutex_unlock (&priv->ctx_lock);
  g_free (device);
  if (!ok) {
    gst_cl_base_filter_post_error (self, &err, "no OpenCL context");
    return FALSE;
  }
  GST_INFO_OBJECT (self, "using device %s",
      gst_cl_context_get_device_name (priv->ctx));
  priv->queue = own_queue (priv->ctx, &err);
  if (!priv->queue) {
    gst_cl_base_filter_post_error (self, &err, "no OpenCL command queue");
    return FALSE;
  }
  /* until stop (a kept context frees its pools when no element uses it) */
  gst_cl_context_use (priv->ctx);

  priv->negotiated = FALSE;
  priv->earliest_time = GST_CLOCK_TIME_NONE;
  set_flushing (self, FALSE);
  /* programs built in the vfuncs announce themselves from this element */
  if (klass->open && !open_reporting (self, klass, &err)) {
    gst_cl_base_filter_post_error (self, &err, "could not start");
    if (klass->close)
      klass->close (self);
    clReleaseCommandQueue (priv->queue);
    priv->queue = NULL;
    gst_cl_context_unuse (priv->ctx);
    return FALSE;
  }
  return TRUE;
}

static gboolean
gst_cl_base_filter_stop (GstBaseTransform * trans)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);

  set_flushing (self, TRUE);
  gst_pad_stop_task (GST_BASE_TRANSFORM_SRC_PAD (self));
  discard_in_flight (self);
  release_kept (self, FALSE);
  if (klass->close)
    klass->close (self);
  release_held_messages (self);
  if (priv->queue) {
    clFinish (priv->queue);
    clReleaseCommandQueue (priv->queue);
    priv->queue = NULL;
    /* started (the queue is made last) */
    gst_cl_context_unuse (priv->ctx);
  }
  g_rec_mutex_lock (&priv->ctx_lock);
  /* memory upstream still holds keeps the allocator and its context */
  gst_clear_object (&priv->pinned);
  gst_clear_object (&priv->ctx);
  g_rec_mutex_unlock (&priv->ctx_lock);
  priv->negotiated = FALSE;
  return TRUE;
}

static gboolean
gst_cl_base_filter_set_caps (GstBaseTransform * trans, GstCaps * incaps,
    GstCaps * outcaps)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);
  GstVideoInfo info;
  GError *err = NULL;

  if (!gst_video_info_from_caps (&info, incaps)) {
    GST_ELEMENT_ERROR (self, CORE, NEGOTIATION, (NULL),
        ("invalid caps %" GST_PTR_FORMAT, incaps));
    return FALSE;
  }
  if (GST_VIDEO_INFO_WIDTH (&info) < 1 || GST_VIDEO_INFO_HEIGHT (&info) < 1 ||
      GST_VIDEO_INFO_WIDTH (&info) > 16384 ||
      GST_VIDEO_INFO_HEIGHT (&info) > 16384) {
    GST_ELEMENT_ERROR (self, STREAM, FORMAT, ("Unsupported frame size %dx%d "
            "(1x1 to 16384x16384)", GST_VIDEO_INFO_WIDTH (&info),
            GST_VIDEO_INFO_HEIGHT (&info)), (NULL));
    return FALSE;
  }
  priv->negotiated = FALSE;
  if (klass->set_info && !set_info_reporting (self, klass, &info, &err)) {
    gst_cl_base_filter_post_error (self, &err, "cannot handle the new caps");
    return FALSE;
  }
  priv->info = info;
  priv->negotiated = TRUE;
  GST_DEBUG_OBJECT (self, "negotiated %" GST_PTR_FORMAT, incaps);
  return TRUE;
}

/* Whether propose_allocation offers pinned memory: on devices whose
 * uploads are staged (discrete GPUs). */
static gboolean
propose_pinned (GstClContext * ctx)
{
  return gst_cl_context_has_staged_uploads (ctx) &&
      gst_cl_choice (GST_CL_CHOICE_PINNED_POOL, TRUE) != 0;
}

/* On discrete GPUs, a video buffer pool of the context's pinned memory for
 * upstream (unless a pool is offered already): a decoder, videoconvert or
 * a source that takes it writes the frame where the upload's DMA reads it,
 * and the staging copy of every frame goes away. */
static gboolean
gst_cl_base_filter_propose_allocation (GstBaseTransform * trans,
    GstQuery * decide_query, GstQuery * query)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  GstClBaseFilterPrivate *priv = PRIV (self);
  GstAllocationParams params;
  GstAllocator *allocator = NULL;
  GstBufferPool *pool;
  GstStructure *config;
  GstVideoInfo info;
  GstCaps *caps = NULL;

  /* in place, the parent passes the query downstream: whatever answers
   * there (a sink's pool, the metas it reads) comes first; no answer is no
   * error.  The metas stay downstream's: the buffer goes on to it as it
   * is (a video meta with padded rows is only for a downstream that reads
   * one, though these elements do) */
  GST_BASE_TRANSFORM_CLASS (gst_cl_base_filter_parent_class)->
      propose_allocation (trans, decide_query, query);
  gst_query_parse_allocation (query, &caps, NULL);
  if (!caps || !gst_video_info_from_caps (&info, caps) ||
      gst_query_get_n_allocation_pools (query) > 0)
    return TRUE;

  g_rec_mutex_lock (&priv->ctx_lock);
  if (priv->ctx && propose_pinned (priv->ctx)) {
    if (!priv->pinned)
      priv->pinned = gst_cl_pinned_allocator_new (priv->ctx);
    allocator = gst_object_ref (priv->pinned);
  }
  g_rec_mutex_unlock (&priv->ctx_lock);
  if (!allocator)
    return TRUE;

  gst_allocation_params_init (&params);
  pool = gst_video_buffer_pool_new ();
  config = gst_buffer_pool_get_config (pool);
  gst_buffer_pool_config_set_params (config, caps, info.size, 0, 0);
  gst_buffer_pool_config_set_allocator (config, allocator, &params);
  if (gst_buffer_pool_set_config (pool, config)) {
    gst_query_add_allocation_pool (query, pool, info.size, 0, 0);
    gst_query_add_allocation_param (query, allocator, &params);
    GST_DEBUG_OBJECT (self, "proposed a pool of pinned memory for %"
        GST_PTR_FORMAT, caps);
  }
  gst_object_unref (pool);
  gst_object_unref (allocator);
  return TRUE;
}

static gboolean
gst_cl_base_filter_src_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClBaseFilterPrivate *priv = PRIV (GST_CL_BASE_FILTER (trans));

  if (GST_EVENT_TYPE (event) == GST_EVENT_QOS) {
    GstQOSType type;
    gdouble proportion;
    GstClockTimeDiff diff;
    GstClockTime timestamp;

    gst_event_parse_qos (event, &type, &proportion, &diff, &timestamp);
    GST_OBJECT_LOCK (trans);
    if (GST_CLOCK_TIME_IS_VALID (timestamp)) {
      /* as GstBaseTransform does: when late, the next buffer must be at
       * least this far ahead */
      if (diff > 0)
        priv->earliest_time = timestamp + 2 * diff;
      else
        priv->earliest_time = timestamp + diff;
    }
    GST_OBJECT_UNLOCK (trans);
  }
  return GST_BASE_TRANSFORM_CLASS (gst_cl_base_filter_parent_class)->src_event
      (trans, event);
}

/* Live properties (GST_PARAM_CONTROLLABLE) follow their control bindings:
 * the values for this buffer's stream time are applied before it is
 * processed, as GstBaseTransform subclasses are expected to. */
static void
gst_cl_base_filter_before_transform (GstBaseTransform * trans, GstBuffer * buf)
{
  GstClockTime ts = gst_segment_to_stream_time (&trans->segment,
      GST_FORMAT_TIME, GST_BUFFER_TIMESTAMP (buf));

  if (GST_CLOCK_TIME_IS_VALID (ts))
    gst_object_sync_values (GST_OBJECT (trans), ts);
}

static GstFlowReturn
gst_cl_base_filter_transform_ip (GstBaseTransform * trans, GstBuffer * buf)
{
  GstClBaseFilter *self = GST_CL_BASE_FILTER (trans);
  GstClBaseFilterClass *klass = GST_CL_BASE_FILTER_GET_CLASS (self);
  GstElement *old;
  GstFlowReturn ret;

  if (!PRIV (self)->negotiated) {
    GST_ELEMENT_ERROR (self, CORE, NEGOTIATION, (NULL), ("not negotiated"));
    return GST_FLOW_NOT_NEGOTIATED;
  }
  old = gst_cl_context_set_build_reporter (GST_ELEMENT (self));
  if (klass->submit) {
    GstClBaseFilterPrivate *priv = PRIV (self);
    gpointer job = NULL;

    /* a downstream error met by the output task ends the stream here */
    g_mutex_lock (&priv->flight_lock);
    ret = priv->flight_ret;
    g_mutex_unlock (&priv->flight_lock);
    if (ret != GST_FLOW_OK) {
      gst_cl_context_set_build_reporter (old);
      return ret;
    }
    priv->depth = klass->get_depth ? MAX (klass->get_depth (self), 1) : 1;
    ret = klass->submit (self, buf, &job);
    if (ret == GST_FLOW_OK) {
      priv->submitted = TRUE;
      priv->submitted_job = job;
    }
  } else {
    ret = klass->process (self, buf);
    if (G_UNLIKELY (PRIV (self)->held))
      release_held_messages (self);
  }
  gst_cl_context_set_build_reporter (old);
  return ret;
}

static void
gst_cl_base_filter_finalize (GObject * object)
{
  GstClBaseFilterPrivate *priv = PRIV (GST_CL_BASE_FILTER (object));

  /* the strings of every property of the element, subclasses' included */
  gst_cl_field_clear (object);
  gst_clear_object (&priv->pinned);
  gst_clear_object (&priv->ctx);
  g_rec_mutex_clear (&priv->ctx_lock);
  g_list_free_full (priv->held, (GDestroyNotify) gst_message_unref);
  g_mutex_clear (&priv->held_lock);
  g_mutex_clear (&priv->flight_lock);
  g_cond_clear (&priv->flight_cond);
  G_OBJECT_CLASS (gst_cl_base_filter_parent_class)->finalize (object);
}

static void
gst_cl_base_filter_class_init (GstClBaseFilterClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstBaseTransformClass *trans_class = GST_BASE_TRANSFORM_CLASS (klass);

  gobject_class->finalize = gst_cl_base_filter_finalize;

  /**
   * GstClBaseFilter:device:
   *
   * The OpenCL device: an index into the list of all devices of all
   * platforms, or a case-insensitive substring of "platform: device".
   * Unset: the GST_CL_DEVICE environment variable, else the first GPU, else
   * the first accelerator, else the CPU.  When a neighbour already shares a
   * context for this device, it is reused.
   */
  gst_cl_install_field_property (gobject_class, PROP_DEVICE,
      G_PRIVATE_OFFSET (GstClBaseFilter, device),
      g_param_spec_string ("device", "Device",
          "OpenCL device: index, gpu:N / cpu:N (the Nth of a type) or name "
          "substring (unset: $GST_CL_DEVICE, "
          "else the first GPU, accelerator, CPU)", DEFAULT_DEVICE,
          GST_CL_PARAM_READY));

  element_class->set_context = gst_cl_base_filter_set_context;
  element_class->post_message = gst_cl_base_filter_post_message;
  element_class->change_state = gst_cl_base_filter_change_state;

  trans_class->passthrough_on_same_caps = FALSE;
  trans_class->transform_ip_on_passthrough = FALSE;
  trans_class->start = gst_cl_base_filter_start;
  trans_class->stop = gst_cl_base_filter_stop;
  trans_class->set_caps = gst_cl_base_filter_set_caps;
  trans_class->query = gst_cl_base_filter_query;
  trans_class->src_event = gst_cl_base_filter_src_event;
  trans_class->transform_ip = gst_cl_base_filter_transform_ip;
  trans_class->propose_allocation = gst_cl_base_filter_propose_allocation;
  trans_class->generate_output = gst_cl_base_filter_generate_output;
  trans_class->sink_event = gst_cl_base_filter_sink_event;
  trans_class->before_transform = gst_cl_base_filter_before_transform;

  gst_type_mark_as_plugin_api (GST_TYPE_CL_BASE_FILTER, 0);
}

static void
gst_cl_base_filter_init (GstClBaseFilter * self)
{
  GstClBaseFilterPrivate *priv = PRIV (self);

  g_rec_mutex_init (&priv->ctx_lock);
  g_mutex_init (&priv->held_lock);
  g_mutex_init (&priv->flight_lock);
  g_cond_init (&priv->flight_cond);
  g_queue_init (&priv->in_flight);
  priv->depth = 1;
  priv->device = g_strdup (DEFAULT_DEVICE);
  gst_base_transform_set_in_place (GST_BASE_TRANSFORM (self), TRUE);
  /* analysis must not drop frames: QoS is used to skip work instead */
  gst_base_transform_set_qos_enabled (GST_BASE_TRANSFORM (self), FALSE);
}

/**
 * gst_cl_base_filter_get_context:
 *
 * Returns: (transfer none): the context, valid between start and stop.
 */
GstClContext *
gst_cl_base_filter_get_context (GstClBaseFilter * self)
{
  return PRIV (self)->ctx;
}

/**
 * gst_cl_base_filter_get_queue:
 *
 * Returns: (transfer none): the element's own command queue, valid between
 *   start and stop (and in open/close): give it to the engines.  Work of
 *   upstream elements on other queues is ordered before it by
 *   gst_cl_base_filter_get_frame() and gst_cl_base_filter_find_integral().
 */
cl_command_queue
gst_cl_base_filter_get_queue (GstClBaseFilter * self)
{
  return PRIV (self)->queue;
}

const GstVideoInfo *
gst_cl_base_filter_get_info (GstClBaseFilter * self)
{
  return &PRIV (self)->info;
}

/**
 * gst_cl_base_filter_get_frame:
 *
 * The device luma of @buffer: reused from an upstream CL element, else
 * uploaded (or wrapped) now.
 */
GstClFrameMeta *
gst_cl_base_filter_get_frame (GstClBaseFilter * self, GstBuffer * buffer,
    GError ** error)
{
  return gst_cl_base_filter_get_frame_on_queue (self, buffer,
      PRIV (self)->queue, error);
}

/**
 * gst_cl_base_filter_get_frame_on_queue:
 * @queue: a queue of the element's context, where the upload (if any) is
 *   enqueued and after which the luma is ready
 *
 * gst_cl_base_filter_get_frame() for work the element runs on another
 * queue than its own.
 */
GstClFrameMeta *
gst_cl_base_filter_get_frame_on_queue (GstClBaseFilter * self,
    GstBuffer * buffer, cl_command_queue queue, GError ** error)
{
  return gst_cl_frame_meta_ensure_on_queue (buffer, PRIV (self)->ctx,
      queue, &PRIV (self)->info, error);
}

/**
 * gst_cl_base_filter_find_integral:
 * @need_sqsum: the caller needs the squared integral too
 *
 * The one rule for reusing an integral computed upstream (by clintegral or
 * any CL element): it is reused when it was made on this element's context,
 * for a frame of the negotiated size, and holds what the caller needs.
 * Anything else is not this frame's answer and the caller computes its own
 * (replacing the stale one with gst_cl_base_filter_attach_integral()).
 *
 * Returns: (transfer none) (nullable): the reusable meta
 */
GstClIntegralMeta *
gst_cl_base_filter_find_integral (GstClBaseFilter * self, GstBuffer * buffer,
    gboolean need_sqsum)
{
  return gst_cl_base_filter_find_integral_on_queue (self, buffer, need_sqsum,
      PRIV (self)->queue);
}

/**
 * gst_cl_base_filter_find_integral_on_queue:
 * @queue: the queue that will read the integral
 *
 * gst_cl_base_filter_find_integral() for work on another queue than the
 * element's own.
 */
GstClIntegralMeta *
gst_cl_base_filter_find_integral_on_queue (GstClBaseFilter * self,
    GstBuffer * buffer, gboolean need_sqsum, cl_command_queue queue)
{
  GstClIntegralMeta *im = gst_buffer_get_cl_integral_meta (buffer);
  const GstVideoInfo *info = &PRIV (self)->info;

  if (im && im->ctx == PRIV (self)->ctx &&
      im->width == (guint) GST_VIDEO_INFO_WIDTH (info) &&
      im->height == (guint) GST_VIDEO_INFO_HEIGHT (info) &&
      (im->sqsum || !need_sqsum) && gst_cl_integral_meta_wait (im, queue, NULL))
    return im;
  return NULL;
}

/**
 * gst_cl_base_filter_attach_integral:
 * @sum: (transfer full): the integral
 * @sqsum: (transfer full) (nullable): the squared integral
 * @pitch: their row pitch in elements
 *
 * Attaches the frame's integral, computed on the element's queue, for
 * downstream elements, removing any
 * integral already on @buffer: one integral per buffer, so a stale one
 * (other size, device or without squares) is never ambiguous downstream.
 *
 * Returns: (transfer none): the new meta
 */
GstClIntegralMeta *
gst_cl_base_filter_attach_integral (GstClBaseFilter * self,
    GstBuffer * buffer, GstClSharedMem * sum, GstClSharedMem * sqsum,
    guint pitch)
{
  GstClIntegralMeta *old, *im;

  while ((old = gst_buffer_get_cl_integral_meta (buffer)))
    gst_buffer_remove_meta (buffer, (GstMeta *) old);
  im = gst_buffer_add_cl_integral_meta (buffer, PRIV (self)->ctx, sum,
      sqsum, GST_VIDEO_INFO_WIDTH (&PRIV (self)->info),
      GST_VIDEO_INFO_HEIGHT (&PRIV (self)->info), pitch);
  /* the sums are enqueued, not waited for: consumers on other queues wait
   * for this marker on the device (on the shared queue order is enough) */
  if (im)
    gst_cl_integral_meta_set_ready (im, PRIV (self)->queue,
        PRIV (self)->queue == gst_cl_context_get_cl_queue (PRIV (self)->ctx) ?
        NULL : gst_cl_queue_mark (PRIV (self)->queue));
  return im;
}

/**
 * gst_cl_base_filter_is_late:
 *
 * Whether downstream reported, through QoS, that @buffer will be too late
 * to be shown: the element may skip its analysis (never the buffer).
 */
gboolean
gst_cl_base_filter_is_late (GstClBaseFilter * self, GstBuffer * buffer)
{
  GstBaseTransform *trans = GST_BASE_TRANSFORM (self);
  GstClockTime earliest, rt;

  GST_OBJECT_LOCK (self);
  earliest = PRIV (self)->earliest_time;
  GST_OBJECT_UNLOCK (self);
  if (!GST_CLOCK_TIME_IS_VALID (earliest) ||
      !GST_BUFFER_PTS_IS_VALID (buffer) ||
      trans->segment.format != GST_FORMAT_TIME)
    return FALSE;
  rt = gst_segment_to_running_time (&trans->segment, GST_FORMAT_TIME,
      GST_BUFFER_PTS (buffer));
  if (GST_BUFFER_DURATION_IS_VALID (buffer))
    rt += GST_BUFFER_DURATION (buffer);
  return GST_CLOCK_TIME_IS_VALID (rt) && rt < earliest;
}

/**
 * gst_cl_base_filter_new_message_structure:
 *
 * The start of an element message about @buffer, as facedetect posts
 * them: named @name (the element's name), with timestamp, stream-time,
 * running-time and duration.  The caller adds its results and posts it.
 *
 * Returns: (transfer full): the structure
 */
GstStructure *
gst_cl_base_filter_new_message_structure (GstClBaseFilter * self,
    const gchar * name, GstBuffer * buffer)
{
  GstBaseTransform *trans = GST_BASE_TRANSFORM (self);
  GstClockTime ts = GST_BUFFER_PTS (buffer);

  return gst_structure_new (name,
      "timestamp", G_TYPE_UINT64, ts,
      "stream-time", G_TYPE_UINT64, gst_segment_to_stream_time
      (&trans->segment, GST_FORMAT_TIME, ts),
      "running-time", G_TYPE_UINT64, gst_segment_to_running_time
      (&trans->segment, GST_FORMAT_TIME, ts),
      "duration", G_TYPE_UINT64, GST_BUFFER_DURATION (buffer), NULL);
}

/**
 * gst_cl_base_filter_class_add_pad_templates:
 * @formats: a caps format list, e.g. GST_CL_BASE_FILTER_FORMATS
 */
void
gst_cl_base_filter_class_add_pad_templates (GstElementClass * klass,
    const gchar * formats)
{
  gchar *str = g_strdup_printf ("video/x-raw, format = (string) %s, "
      "width = (int) [ 1, 16384 ], height = (int) [ 1, 16384 ], "
      "framerate = (fraction) [ 0, MAX ]", formats);
  GstCaps *caps = gst_caps_from_string (str);

  gst_element_class_add_pad_template (klass,
      gst_pad_template_new ("sink", GST_PAD_SINK, GST_PAD_ALWAYS, caps));
  gst_element_class_add_pad_template (klass,
      gst_pad_template_new ("src", GST_PAD_SRC, GST_PAD_ALWAYS, caps));
  gst_caps_unref (caps);
  g_free (str);
}
