/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/**
 * SECTION:element-clmetapublish
 * @title: clmetapublish
 *
 * Turns the analysis results on each buffer (the region-of-interest metas
 * of clfacedetect with their parts, the histogram and scene-cut decision
 * of clbowhist) into one JSON object per frame and publishes it: to a file
 * or standard output as JSON lines (or one JSON array), or to an MQTT
 * broker.  The layout is written down in docs/results-schema.md; each
 * object carries a schema "version", the #GstClMetaPublish:source-id, the
 * frame's stream and running time, and its absolute time in UTC: from a
 * #GstReferenceTimestampMeta when upstream attaches one (`rtspsrc
 * add-reference-timestamp-meta=true`), else the pipeline clock mapped to
 * the system's real-time clock.
 *
 * The element passes buffers through untouched (any raw video, no OpenCL)
 * and never waits for the destination: objects go through a bounded queue
 * (#GstClMetaPublish:max-queue-size) to a thread of their own.  When the
 * broker is slow or gone, the oldest objects are dropped and counted; the
 * element reconnects with a growing back-off
 * (#GstClMetaPublish:max-reconnect-interval) and posts one warning per
 * outage and an info message when it is back.  #GstClMetaPublish:sent,
 * #GstClMetaPublish:dropped and #GstClMetaPublish:queued count the
 * objects; an element message named "clmetapublish-stats" carries the same
 * every #GstClMetaPublish:stats-interval milliseconds and once more when
 * the element stops.  A broker that
 * cannot be reached at start is a warning (objects queue, then drop) unless
 * #GstClMetaPublish:max-connect-attempts says after how many attempts it is
 * an error.
 *
 * A bad host name, a refused connection, refused credentials, a failed TLS
 * handshake and a broker that does not accept the connection within 5 s
 * each give their own message.  Connecting never holds the stop of the
 * element: the broker's host name is looked up through GIO's resolver,
 * which stop() cancels.
 *
 * With MQTT, QoS 1 messages (#GstClMetaPublish:mqtt-qos) count as sent when the broker acknowledges
 * them, QoS 0 when they are written to the socket.  Messages in flight
 * when the connection drops are counted as dropped, never sent twice.
 * At end of stream the element waits up to #GstClMetaPublish:eos-timeout
 * for the queue to empty before passing the EOS on.
 *
 * Property names follow DL Streamer's gvametapublish where they fit
 * (method, file-path, file-format, address, topic, mqtt-client-id,
 * max-connect-attempts, max-reconnect-interval).
 *
 * ## Example launch lines
 * |[
 * gst-launch-1.0 filesrc location=clip.mp4 ! decodebin ! videoconvert ! clfacedetect ! clmetapublish file-path=faces.jsonl ! fakesink
 * gst-launch-1.0 v4l2src ! videoconvert ! clfacedetect ! clmetapublish method=mqtt address=localhost:1883 source-id=door topic=cameras/{source-id} ! fakesink
 * ]|
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <sys/socket.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <gst/video/video.h>
#ifdef HAVE_MOSQUITTO
#include <mosquitto.h>
#endif
#include "gstclmetapublish.h"
#include "gstclprops.h"
#include "gstclmetajson.h"

GST_DEBUG_CATEGORY_STATIC (gst_cl_meta_publish_debug);
#define GST_CAT_DEFAULT gst_cl_meta_publish_debug

typedef enum
{
  GST_CL_META_PUBLISH_METHOD_FILE = 0,
  GST_CL_META_PUBLISH_METHOD_MQTT = 1,
} GstClMetaPublishMethod;

typedef enum
{
  GST_CL_META_PUBLISH_FORMAT_JSON = 1,
  GST_CL_META_PUBLISH_FORMAT_JSON_LINES = 2,
} GstClMetaPublishFormat;

typedef enum
{
  GST_CL_META_PUBLISH_UPDATES_EVERY_FRAME = 0,
  GST_CL_META_PUBLISH_UPDATES_WITH_RESULTS = 1,
  GST_CL_META_PUBLISH_UPDATES_ON_CHANGE = 2,
} GstClMetaPublishUpdates;

enum
{
  PROP_0,
  PROP_METHOD,
  PROP_FILE_PATH,
  PROP_FILE_FORMAT,
  PROP_ADDRESS,
  PROP_TOPIC,
  PROP_QOS,
  PROP_MQTT_CLIENT_ID,
  PROP_KEEP_ALIVE,
  PROP_USERNAME,
  PROP_PASSWORD,
  PROP_TLS_CA_FILE,
  PROP_SOURCE_ID,
  PROP_UPDATES,
  PROP_UTC_TIME,
  PROP_MAX_QUEUE_SIZE,
  PROP_MAX_CONNECT_ATTEMPTS,
  PROP_MAX_RECONNECT_INTERVAL,
  PROP_STATS_INTERVAL,
  PROP_EOS_TIMEOUT,
  PROP_SENT,
  PROP_DROPPED,
  PROP_QUEUED,
};

#define DEFAULT_METHOD GST_CL_META_PUBLISH_METHOD_FILE
#define DEFAULT_FILE_PATH "stdout"
#define DEFAULT_FILE_FORMAT GST_CL_META_PUBLISH_FORMAT_JSON_LINES
#define DEFAULT_ADDRESS "localhost:1883"
#define DEFAULT_TOPIC "gst-cl-analytics/{source-id}"
#define DEFAULT_QOS 1
#define DEFAULT_KEEP_ALIVE 60
#define DEFAULT_UPDATES GST_CL_META_PUBLISH_UPDATES_EVERY_FRAME
#define DEFAULT_UTC_TIME TRUE
#define DEFAULT_MAX_QUEUE_SIZE 1000
#define DEFAULT_MAX_CONNECT_ATTEMPTS 0
#define DEFAULT_MAX_RECONNECT_INTERVAL 30
#define DEFAULT_STATS_INTERVAL 5000
#define DEFAULT_EOS_TIMEOUT 2000

/* first back-off after a failed connection, doubled up to
 * max-reconnect-interval */
#define FIRST_BACKOFF_US (250 * G_TIME_SPAN_MILLISECOND)
/* messages handed to the MQTT library and not yet acknowledged */
#define MAX_IN_FLIGHT 100
/* how long the broker may take to accept a connection (CONNACK) */
#define CONNACK_TIMEOUT_US (5 * G_TIME_SPAN_SECOND)
/* the MQTT thread's poll while messages are in flight (their
 * acknowledgements) */
#define MQTT_POLL_MS 5
/* an idle MQTT thread's longest sleep */
#define IDLE_WAKE_US (500 * G_TIME_SPAN_MILLISECOND)

/* The properties as the worker uses them, taken in start(). */
typedef struct
{
  GstClMetaPublishMethod method;
  GstClMetaPublishFormat format;
  gchar *host;
  gint port;
  gchar *topic;
  guint qos;
  gchar *client_id;
  guint keep_alive;
  gchar *username;
  gchar *password;
  gchar *tls_ca_file;
  guint max_queue;
  guint max_connect_attempts;
  GTimeSpan max_backoff;
  GTimeSpan stats_interval;
} WorkerSettings;

struct _GstClMetaPublish
{
  GstBaseTransform parent;

  /* properties (GST_OBJECT_LOCK) */
  GstClMetaPublishMethod method;
  gchar *file_path;
  GstClMetaPublishFormat file_format;
  gchar *address;
  gchar *topic;
  guint qos;
  gchar *client_id;
  guint keep_alive;
  gchar *username;
  gchar *password;
  gchar *tls_ca_file;
  gchar *source_id;
  GstClMetaPublishUpdates updates;
  gboolean utc_time;
  guint max_queue_size;
  guint max_connect_attempts;
  guint max_reconnect_interval;
  guint stats_interval;
  guint eos_timeout;

  /* streaming thread */
  GstVideoInfo info;
  gboolean have_info;
  guint64 frame;
  gboolean have_last;
  guint last_n_objects, last_hash;
  GstClock *offset_clock;
  GstClockTimeDiff utc_offset;

  /* shared with the worker (lock) */
  GMutex lock;
  GCond cond;
  GQueue queue;
  gboolean stopping;
  guint64 sent, dropped;
  guint in_flight;
  gboolean connected;
  /* the first connection attempt has not ended yet */
  gboolean first_attempt;
  GThread *worker;
  /* cancelled by stop(): cuts a name lookup short */
  GCancellable *cancel;

  /* the worker's, set in start(); the worker's alone while it runs */
  WorkerSettings w;
  FILE *file;
  gboolean file_is_stdout;
  gboolean file_failed;
  guint64 file_written;
#ifdef HAVE_MOSQUITTO
  struct mosquitto *mosq;
  gint connack;
#endif
};

G_DEFINE_TYPE (GstClMetaPublish, gst_cl_meta_publish, GST_TYPE_BASE_TRANSFORM);
GST_ELEMENT_REGISTER_DEFINE (clmetapublish, "clmetapublish", GST_RANK_NONE,
    GST_TYPE_CL_META_PUBLISH);

static GstStaticPadTemplate sink_template = GST_STATIC_PAD_TEMPLATE ("sink",
    GST_PAD_SINK, GST_PAD_ALWAYS,
    GST_STATIC_CAPS ("video/x-raw(ANY)"));
static GstStaticPadTemplate src_template = GST_STATIC_PAD_TEMPLATE ("src",
    GST_PAD_SRC, GST_PAD_ALWAYS,
    GST_STATIC_CAPS ("video/x-raw(ANY)"));

#define GST_TYPE_CL_META_PUBLISH_METHOD (gst_cl_meta_publish_method_get_type ())
static GType gst_cl_meta_publish_method_get_type (void);

G_DEFINE_ENUM_TYPE (GstClMetaPublishMethod, gst_cl_meta_publish_method,
    {GST_CL_META_PUBLISH_METHOD_FILE, "A file, or standard output "
          "(file-path)", "file"},
    {GST_CL_META_PUBLISH_METHOD_MQTT, "An MQTT broker (address, topic)",
        "mqtt"})

#define GST_TYPE_CL_META_PUBLISH_FORMAT (gst_cl_meta_publish_format_get_type ())
static GType gst_cl_meta_publish_format_get_type (void);

G_DEFINE_ENUM_TYPE (GstClMetaPublishFileFormat, gst_cl_meta_publish_format,
    {GST_CL_META_PUBLISH_FORMAT_JSON, "One JSON array of all the frames' "
          "objects, one object a line", "json"},
    {GST_CL_META_PUBLISH_FORMAT_JSON_LINES, "One JSON object a line",
        "json-lines"})

#define GST_TYPE_CL_META_PUBLISH_UPDATES (gst_cl_meta_publish_updates_get_type ())
static GType gst_cl_meta_publish_updates_get_type (void);

G_DEFINE_ENUM_TYPE (GstClMetaPublishUpdates, gst_cl_meta_publish_updates,
    {GST_CL_META_PUBLISH_UPDATES_EVERY_FRAME, "Every frame", "every-frame"},
    {GST_CL_META_PUBLISH_UPDATES_WITH_RESULTS, "Frames with an object or a "
          "scene cut", "with-results"},
    {GST_CL_META_PUBLISH_UPDATES_ON_CHANGE, "Frames whose objects (ids, "
          "labels) differ from the previous published frame's, and scene "
          "cuts", "on-change"})

/* ------------------------------------------------------------ queue -- */

/* Appends a message, dropping the oldest beyond the bound.  Streaming
 * thread; never waits for the worker beyond the lock. */
static void
enqueue (GstClMetaPublish * self, GBytes * msg, guint max)
{
  g_mutex_lock (&self->lock);
  while (max > 0 && g_queue_get_length (&self->queue) >= max) {
    g_bytes_unref (g_queue_pop_head (&self->queue));
    self->dropped++;
  }
  g_queue_push_tail (&self->queue, msg);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/* the counters as an element message (lock held) */
static void
post_stats_locked (GstClMetaPublish * self)
{
  GstStructure *s = gst_structure_new ("clmetapublish-stats",
      "sent", G_TYPE_UINT64, self->sent,
      "dropped", G_TYPE_UINT64, self->dropped,
      "queued", G_TYPE_UINT64,
      (guint64) g_queue_get_length (&self->queue) + self->in_flight,
      "connected", G_TYPE_BOOLEAN, self->connected, NULL);

  gst_element_post_message (GST_ELEMENT (self),
      gst_message_new_element (GST_OBJECT (self), s));
}

/* -------------------------------------------------------------- file -- */

static gboolean
write_all (FILE * f, const gchar * data, gsize len)
{
  return fwrite (data, 1, len, f) == len;
}

static gpointer
file_worker (gpointer data)
{
  GstClMetaPublish *self = data;
  gint64 next_stats = self->w.stats_interval > 0 ?
      g_get_monotonic_time () + self->w.stats_interval : G_MAXINT64;

  g_mutex_lock (&self->lock);
  for (;;) {
    GQueue batch = G_QUEUE_INIT;
    GBytes *msg;
    gboolean ok = TRUE;
    gint err = 0;
    guint64 written = 0, failed = 0;

    while (g_queue_is_empty (&self->queue) && !self->stopping) {
      if (!g_cond_wait_until (&self->cond, &self->lock, next_stats)) {
        post_stats_locked (self);
        next_stats = g_get_monotonic_time () + self->w.stats_interval;
      }
    }
    if (g_queue_is_empty (&self->queue) && self->stopping)
      break;
    batch = self->queue;
    g_queue_init (&self->queue);
    self->in_flight = batch.length;
    g_mutex_unlock (&self->lock);

    while ((msg = g_queue_pop_head (&batch))) {
      gsize len;
      const gchar *d = g_bytes_get_data (msg, &len);

      if (ok && !self->file_failed) {
        /* json: "[" before the first object, "," between them */
        if (self->w.format == GST_CL_META_PUBLISH_FORMAT_JSON)
          ok = write_all (self->file, self->file_written + written == 0 ?
              "[\n" : ",\n", 2);
        ok = ok && write_all (self->file, d, len);
        if (self->w.format == GST_CL_META_PUBLISH_FORMAT_JSON_LINES)
          ok = ok && write_all (self->file, "\n", 1);
        if (ok)
          written++;
        else
          err = errno;
      }
      if (!ok || self->file_failed)
        failed++;
      g_bytes_unref (msg);
    }
    if (ok && !self->file_failed && fflush (self->file) != 0) {
      ok = FALSE;
      err = errno;
    }
    if (!ok && !self->file_failed) {
      self->file_failed = TRUE;
      GST_ELEMENT_ERROR (self, RESOURCE, WRITE, ("Cannot write the results "
              "to \"%s\": %s", self->file_is_stdout ? "stdout" :
              self->file_path, g_strerror (err)), (NULL));
    }

    g_mutex_lock (&self->lock);
    self->file_written += written;
    /* what fflush() failed on is not known to have been written */
    if (!ok) {
      failed += written;
      written = 0;
    }
    self->sent += written;
    self->dropped += failed;
    self->in_flight = 0;
    g_cond_broadcast (&self->cond);
  }
  /* the final counts */
  if (self->w.stats_interval > 0)
    post_stats_locked (self);
  g_mutex_unlock (&self->lock);
  return NULL;
}

/* -------------------------------------------------------------- MQTT -- */

#ifdef HAVE_MOSQUITTO
static void
on_connect (struct mosquitto *mosq, void *data, int rc)
{
  GstClMetaPublish *self = data;

  self->connack = rc;
}

static void
on_publish (struct mosquitto *mosq, void *data, int mid)
{
  GstClMetaPublish *self = data;

  g_mutex_lock (&self->lock);
  if (self->in_flight > 0)
    self->in_flight--;
  self->sent++;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/* What to hand libmosquitto for the broker's host: the host looked up
 * here, through GIO's resolver, which stop() cancels (libmosquitto's own
 * lookup cannot be cut short).  That is the first address the lookup gives,
 * which is the address libmosquitto would connect to; with TLS the name
 * itself, which the broker's certificate must match, libmosquitto then
 * looking it up again once this lookup has answered.  NULL and @why when
 * the lookup fails or is cancelled. */
static gchar *
mqtt_lookup (GstClMetaPublish * self, gchar ** why)
{
  GResolver *resolver;
  GList *addresses;
  GError *err = NULL;
  gchar *address;

  if (g_hostname_is_ip_address (self->w.host))
    return g_strdup (self->w.host);
  resolver = g_resolver_get_default ();
  addresses = g_resolver_lookup_by_name (resolver, self->w.host,
      self->cancel, &err);
  g_object_unref (resolver);
  if (!addresses) {
    *why = g_strdup_printf ("Cannot resolve the MQTT broker's host name "
        "\"%s\": %s", self->w.host, err->message);
    g_error_free (err);
    return NULL;
  }
  address = self->w.tls_ca_file ? g_strdup (self->w.host) :
      g_inet_address_to_string (addresses->data);
  g_resolver_free_addresses (addresses);
  return address;
}

/* Why a connection failed, for a person: NULL when it did not. */
static gchar *
mqtt_connect (GstClMetaPublish * self)
{
  struct mosquitto *mosq;
  gint rc, loop_errno = 0;
  gint64 deadline;
  gchar *address, *lookup_failed = NULL;

  if (!(address = mqtt_lookup (self, &lookup_failed)))
    return lookup_failed;
  mosq = mosquitto_new (self->w.client_id, TRUE, self);
  if (!mosq) {
    g_free (address);
    return g_strdup_printf ("Cannot create an MQTT client: %s",
        g_strerror (errno));
  }
  mosquitto_int_option (mosq, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
  mosquitto_max_inflight_messages_set (mosq, MAX_IN_FLIGHT);
  mosquitto_connect_callback_set (mosq, on_connect);
  mosquitto_publish_callback_set (mosq, on_publish);
  if (self->w.username)
    mosquitto_username_pw_set (mosq, self->w.username, self->w.password);
  if (self->w.tls_ca_file) {
    rc = mosquitto_tls_set (mosq, self->w.tls_ca_file, NULL, NULL, NULL, NULL);
    if (rc != MOSQ_ERR_SUCCESS) {
      mosquitto_destroy (mosq);
      g_free (address);
      return g_strdup_printf ("Cannot use the TLS CA file \"%s\": %s",
          self->w.tls_ca_file, rc == MOSQ_ERR_INVAL ?
          "it cannot be read" : mosquitto_strerror (rc));
    }
  }
  self->connack = -1;
  errno = 0;
  /* the TCP connection completes in mosquitto_loop() below, which checks
   * for stop: a broker that does not answer cannot hold stop() for the
   * system's connect timeout */
  rc = mosquitto_connect_async (mosq, address, self->w.port,
      self->w.keep_alive);
  g_free (address);
  if (rc != MOSQ_ERR_SUCCESS) {
    gint e = errno;
    gchar *why;

    mosquitto_destroy (mosq);
    if (rc == MOSQ_ERR_EAI)
      why = g_strdup_printf ("Cannot resolve the MQTT broker's host name "
          "\"%s\"", self->w.host);
    else if (rc == MOSQ_ERR_TLS)
      why = g_strdup_printf ("TLS handshake with the MQTT broker at %s:%d "
          "failed (a certificate not signed by tls-ca-file, a host name "
          "that does not match it, or a broker without TLS)", self->w.host,
          self->w.port);
    else if (rc == MOSQ_ERR_ERRNO)
      why = g_strdup_printf ("Cannot connect to the MQTT broker at %s:%d: %s",
          self->w.host, self->w.port, g_strerror (e));
    else
      why = g_strdup_printf ("Cannot connect to the MQTT broker at %s:%d: %s",
          self->w.host, self->w.port, mosquitto_strerror (rc));
    return why;
  }

  /* the broker's answer (CONNACK): credentials are checked there */
  deadline = g_get_monotonic_time () + CONNACK_TIMEOUT_US;
  while (self->connack < 0 && g_get_monotonic_time () < deadline) {
    gint fd = mosquitto_socket (mosq);

    g_mutex_lock (&self->lock);
    if (self->stopping) {
      g_mutex_unlock (&self->lock);
      break;
    }
    g_mutex_unlock (&self->lock);
    errno = 0;
    rc = mosquitto_loop (mosq, 50, 1);
    if (rc != MOSQ_ERR_SUCCESS) {
      gint so_error = 0;
      socklen_t len = sizeof so_error;

      loop_errno = errno;
      /* a connection that failed in progress (unreachable, refused by a
       * remote host) says why on its socket */
      if (fd >= 0 && getsockopt (fd, SOL_SOCKET, SO_ERROR, &so_error,
              &len) == 0 && so_error != 0)
        loop_errno = so_error;
      break;
    }
  }
  if (self->connack != 0) {
    gchar *why;

    if (self->connack > 0)
      why = g_strdup_printf ("The MQTT broker at %s:%d refused the "
          "connection: %s", self->w.host, self->w.port,
          mosquitto_connack_string (self->connack));
    else if (rc == MOSQ_ERR_TLS || self->w.tls_ca_file)
      why = g_strdup_printf ("TLS handshake with the MQTT broker at %s:%d "
          "failed (a certificate not signed by tls-ca-file, a host name "
          "that does not match it, or a broker without TLS)", self->w.host,
          self->w.port);
    else if (rc != MOSQ_ERR_SUCCESS)
      why = g_strdup_printf ("Cannot connect to the MQTT broker at %s:%d: %s",
          self->w.host, self->w.port, loop_errno != 0 ?
          g_strerror (loop_errno) : mosquitto_strerror (rc));
    else
      why = g_strdup_printf ("The MQTT broker at %s:%d did not answer",
          self->w.host, self->w.port);
    mosquitto_destroy (mosq);
    return why;
  }
  self->mosq = mosq;
  return NULL;
}

/* Drops the connection and with it the messages in flight (lock held). */
static void
mqtt_drop_connection_locked (GstClMetaPublish * self)
{
  self->dropped += self->in_flight;
  self->in_flight = 0;
  self->connected = FALSE;
  if (self->mosq) {
    struct mosquitto *mosq = self->mosq;

    self->mosq = NULL;
    g_mutex_unlock (&self->lock);
    mosquitto_destroy (mosq);
    g_mutex_lock (&self->lock);
  }
}

static gpointer
mqtt_worker (gpointer data)
{
  GstClMetaPublish *self = data;
  GTimeSpan backoff = FIRST_BACKOFF_US;
  gboolean ever_connected = FALSE, warned = FALSE;
  guint attempts = 0;
  gint64 next_stats = self->w.stats_interval > 0 ?
      g_get_monotonic_time () + self->w.stats_interval : G_MAXINT64;

  g_mutex_lock (&self->lock);
  while (!self->stopping) {
    gint rc, poll_ms, err;

    if (g_get_monotonic_time () >= next_stats) {
      post_stats_locked (self);
      next_stats = g_get_monotonic_time () + self->w.stats_interval;
    }

    if (!self->connected) {
      gchar *why;

      g_mutex_unlock (&self->lock);
      why = mqtt_connect (self);
      g_mutex_lock (&self->lock);
      self->first_attempt = FALSE;
      g_cond_broadcast (&self->cond);
      if (why && self->stopping) {
        /* an attempt cut short by stop() says nothing about the broker */
        g_free (why);
        break;
      }
      if (!why) {
        self->connected = TRUE;
        ever_connected = TRUE;
        attempts = 0;
        backoff = FIRST_BACKOFF_US;
        GST_INFO_OBJECT (self, "connected to %s:%d", self->w.host,
            self->w.port);
        if (warned)
          GST_ELEMENT_INFO (self, RESOURCE, OPEN_WRITE, ("Connected to the "
                  "MQTT broker at %s:%d again", self->w.host, self->w.port),
              (NULL));
        warned = FALSE;
        continue;
      }
      attempts++;
      GST_DEBUG_OBJECT (self, "attempt %u: %s", attempts, why);
      if (!ever_connected && self->w.max_connect_attempts > 0 &&
          attempts >= self->w.max_connect_attempts) {
        GST_ELEMENT_ERROR (self, RESOURCE, OPEN_WRITE, ("%s", why),
            ("%u attempt(s), max-connect-attempts=%u", attempts,
                self->w.max_connect_attempts));
        g_free (why);
        /* nothing more to do: the results are dropped until stop */
        while (!self->stopping)
          g_cond_wait (&self->cond, &self->lock);
        break;
      }
      if (!warned)
        GST_ELEMENT_WARNING (self, RESOURCE, OPEN_WRITE, ("%s; %s", why,
                ever_connected ? "reconnecting" : "retrying"),
            ("the results queue up to max-queue-size=%u, the oldest are "
                "dropped", self->w.max_queue));
      warned = TRUE;
      g_free (why);
      /* the queue's growth wakes the wait early: keep to the back-off */
      {
        gint64 until = g_get_monotonic_time () + backoff;
        while (!self->stopping && g_get_monotonic_time () < until)
          g_cond_wait_until (&self->cond, &self->lock, until);
      }
      backoff = MIN (backoff * 2, self->w.max_backoff);
      continue;
    }

    /* connected: hand the queue over while the window allows */
    while (!g_queue_is_empty (&self->queue) && self->in_flight < MAX_IN_FLIGHT) {
      GBytes *msg = g_queue_pop_head (&self->queue);
      gsize len;
      const gchar *d = g_bytes_get_data (msg, &len);

      self->in_flight++;
      g_mutex_unlock (&self->lock);
      rc = mosquitto_publish (self->mosq, NULL, self->w.topic, (gint) len, d,
          self->w.qos, false);
      g_bytes_unref (msg);
      g_mutex_lock (&self->lock);
      if (rc != MOSQ_ERR_SUCCESS) {
        /* this one was never handed over */
        self->in_flight--;
        self->dropped++;
        if (rc == MOSQ_ERR_NO_CONN || rc == MOSQ_ERR_CONN_LOST)
          break;
        GST_WARNING_OBJECT (self, "publish: %s", mosquitto_strerror (rc));
      }
    }
    /* idle: sleep until a message comes (enqueue() signals), waking now
     * and then for the keep-alive pings and to notice a closed connection */
    poll_ms = MQTT_POLL_MS;
    if (g_queue_is_empty (&self->queue) && self->in_flight == 0 &&
        !self->stopping) {
      g_cond_wait_until (&self->cond, &self->lock,
          MIN (next_stats, g_get_monotonic_time () + IDLE_WAKE_US));
      poll_ms = 0;
    }
    g_mutex_unlock (&self->lock);
    rc = mosquitto_loop (self->mosq, poll_ms, 1);
    err = errno;
    g_mutex_lock (&self->lock);
    if (rc != MOSQ_ERR_SUCCESS) {
      GST_ELEMENT_WARNING (self, RESOURCE, WRITE, ("Lost the connection to "
              "the MQTT broker at %s:%d (%s); reconnecting", self->w.host,
              self->w.port, rc == MOSQ_ERR_ERRNO ? g_strerror (err) :
              mosquitto_strerror (rc)), ("%u message(s) in flight dropped",
              self->in_flight));
      warned = TRUE;
      mqtt_drop_connection_locked (self);
    }
  }

  /* what was not delivered by now never will be */
  if (self->mosq) {
    mosquitto_disconnect (self->mosq);
    mqtt_drop_connection_locked (self);
  }
  self->dropped += g_queue_get_length (&self->queue);
  g_queue_clear_full (&self->queue, (GDestroyNotify) g_bytes_unref);
  if (self->w.stats_interval > 0)
    post_stats_locked (self);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
  return NULL;
}
#endif

/* "host:port", "host" (port 1883), "[v6 address]:port" */
static gboolean
parse_address (const gchar * address, gchar ** host, gint * port)
{
  const gchar *colon;
  gchar *end;
  gint64 p = 1883;

  if (!address || !*address)
    return FALSE;
  if (address[0] == '[') {
    const gchar *close = strchr (address, ']');
    if (!close)
      return FALSE;
    *host = g_strndup (address + 1, close - address - 1);
    colon = close[1] == ':' ? close + 1 : NULL;
    if (close[1] && !colon) {
      g_free (*host);
      return FALSE;
    }
  } else {
    colon = strrchr (address, ':');
    *host = colon ? g_strndup (address, colon - address) : g_strdup (address);
  }
  if (colon) {
    p = g_ascii_strtoll (colon + 1, &end, 10);
    if (end == colon + 1 || *end || p < 1 || p > 65535) {
      g_free (*host);
      return FALSE;
    }
  }
  if (!**host) {
    g_free (*host);
    return FALSE;
  }
  *port = (gint) p;
  return TRUE;
}

/* @topic with "{source-id}" replaced */
static gchar *
resolve_topic (const gchar * topic, const gchar * source_id)
{
  gchar **parts = g_strsplit (topic, "{source-id}", -1);
  gchar *s = g_strjoinv (source_id, parts);

  g_strfreev (parts);
  return s;
}

/* ------------------------------------------------------------ element -- */

/* Frees the strings of @w (start() takes new ones, finalize). */
static void
worker_settings_clear (WorkerSettings * w)
{
  g_clear_pointer (&w->host, g_free);
  g_clear_pointer (&w->topic, g_free);
  g_clear_pointer (&w->client_id, g_free);
  g_clear_pointer (&w->username, g_free);
  g_clear_pointer (&w->password, g_free);
  g_clear_pointer (&w->tls_ca_file, g_free);
}

static gboolean
gst_cl_meta_publish_start (GstBaseTransform * trans)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (trans);
  GThreadFunc func = NULL;
  gchar *source_id;

  self->have_info = FALSE;
  self->frame = 0;
  self->have_last = FALSE;
  gst_clear_object (&self->offset_clock);
  self->sent = self->dropped = 0;
  self->in_flight = 0;
  self->connected = FALSE;
  self->first_attempt = TRUE;
  self->stopping = FALSE;
  g_clear_object (&self->cancel);
  self->cancel = g_cancellable_new ();
  self->file_failed = FALSE;
  self->file_written = 0;

  worker_settings_clear (&self->w);
  GST_OBJECT_LOCK (self);
  self->w.method = self->method;
  self->w.format = self->file_format;
  self->w.qos = self->qos;
  self->w.keep_alive = self->keep_alive;
  self->w.max_queue = self->max_queue_size;
  self->w.max_connect_attempts = self->max_connect_attempts;
  self->w.max_backoff = MAX ((GTimeSpan) self->max_reconnect_interval *
      G_TIME_SPAN_SECOND, FIRST_BACKOFF_US);
  self->w.stats_interval = (GTimeSpan) self->stats_interval *
      G_TIME_SPAN_MILLISECOND;
  source_id = g_strdup (self->source_id ? self->source_id :
      GST_OBJECT_NAME (self));
  self->w.topic = resolve_topic (self->topic ? self->topic : DEFAULT_TOPIC,
      source_id);
  self->w.client_id = g_strdup (self->client_id);
  self->w.username = g_strdup (self->username);
  self->w.password = g_strdup (self->password);
  self->w.tls_ca_file = self->tls_ca_file && *self->tls_ca_file ?
      g_strdup (self->tls_ca_file) : NULL;
  if (self->method == GST_CL_META_PUBLISH_METHOD_MQTT &&
      !parse_address (self->address, &self->w.host, &self->w.port)) {
    GST_OBJECT_UNLOCK (self);
    g_free (source_id);
    GST_ELEMENT_ERROR (self, RESOURCE, SETTINGS, ("Bad MQTT broker address "
            "\"%s\": expected host:port", self->address ? self->address : ""),
        (NULL));
    return FALSE;
  }
  GST_OBJECT_UNLOCK (self);
  g_free (source_id);

  if (self->w.method == GST_CL_META_PUBLISH_METHOD_FILE) {
    const gchar *path = self->file_path ? self->file_path : DEFAULT_FILE_PATH;

    self->file_is_stdout = g_str_equal (path, "stdout") ||
        g_str_equal (path, "-");
    if (self->file_is_stdout) {
      self->file = stdout;
    } else if (!(self->file = g_fopen (path, "w"))) {
      GST_ELEMENT_ERROR (self, RESOURCE, OPEN_WRITE, ("Cannot open \"%s\" "
              "for the results: %s", path, g_strerror (errno)), (NULL));
      return FALSE;
    }
    func = file_worker;
  } else {
#ifdef HAVE_MOSQUITTO
    func = mqtt_worker;
#else
    GST_ELEMENT_ERROR (self, RESOURCE, SETTINGS, ("This build has no MQTT "
            "support (libmosquitto was not found when it was built)"),
        (NULL));
    return FALSE;
#endif
  }
  self->worker = g_thread_new ("clmetapublish", func, self);
  return TRUE;
}

static gboolean
gst_cl_meta_publish_stop (GstBaseTransform * trans)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (trans);

  g_mutex_lock (&self->lock);
  self->stopping = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
  g_cancellable_cancel (self->cancel);
  if (self->worker)
    g_thread_join (self->worker);
  self->worker = NULL;

  if (self->file) {
    if (self->w.format == GST_CL_META_PUBLISH_FORMAT_JSON && !self->file_failed)
      fputs (self->file_written ? "\n]\n" : "[\n]\n", self->file);
    if (self->file_is_stdout)
      fflush (self->file);
    else if (fclose (self->file) != 0 && !self->file_failed)
      GST_ELEMENT_WARNING (self, RESOURCE, CLOSE, ("Cannot write the results "
              "to \"%s\": %s", self->file_path, g_strerror (errno)), (NULL));
    self->file = NULL;
  }
  gst_clear_object (&self->offset_clock);
  return TRUE;
}

static gboolean
gst_cl_meta_publish_set_caps (GstBaseTransform * trans, GstCaps * incaps,
    GstCaps * outcaps)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (trans);

  /* caps with memory features (e.g. GLMemory) may still parse */
  self->have_info = gst_video_info_from_caps (&self->info, incaps);
  return TRUE;
}

/* Waits, at most eos-timeout, for what is queued to leave: while the
 * destination takes it (a broker connected, or being reached for the first
 * time, so that a short stream still learns whether it can be). */
static void
drain (GstClMetaPublish * self)
{
  gint64 deadline;
  guint timeout;

  GST_OBJECT_LOCK (self);
  timeout = self->eos_timeout;
  GST_OBJECT_UNLOCK (self);
  deadline = g_get_monotonic_time () + timeout * G_TIME_SPAN_MILLISECOND;
  g_mutex_lock (&self->lock);
  while (self->worker && !self->stopping &&
      (!g_queue_is_empty (&self->queue) || self->in_flight > 0) &&
      (self->w.method == GST_CL_META_PUBLISH_METHOD_FILE || self->connected
          || self->first_attempt)) {
    if (!g_cond_wait_until (&self->cond, &self->lock, deadline))
      break;
  }
  g_mutex_unlock (&self->lock);
}

static gboolean
gst_cl_meta_publish_sink_event (GstBaseTransform * trans, GstEvent * event)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (trans);

  switch (GST_EVENT_TYPE (event)) {
    case GST_EVENT_EOS:
      drain (self);
      break;
    case GST_EVENT_FLUSH_STOP:
      self->have_last = FALSE;
      break;
    default:
      break;
  }
  return GST_BASE_TRANSFORM_CLASS (gst_cl_meta_publish_parent_class)->
      sink_event (trans, event);
}

/* The buffer's absolute time from the pipeline clock: the clock time it is
 * due at, plus the offset between that clock and the real-time clock,
 * measured once per clock. */
static gint64
clock_utc (GstClMetaPublish * self, GstClockTime running_time)
{
  GstClock *clock;
  GstClockTime base;

  if (!GST_CLOCK_TIME_IS_VALID (running_time) ||
      GST_STATE (self) != GST_STATE_PLAYING)
    return -1;
  clock = gst_element_get_clock (GST_ELEMENT (self));
  if (!clock)
    return -1;
  if (clock != self->offset_clock) {
    gst_object_replace ((GstObject **) & self->offset_clock,
        GST_OBJECT (clock));
    self->utc_offset = g_get_real_time () * 1000 -
        (GstClockTimeDiff) gst_clock_get_time (clock);
  }
  gst_object_unref (clock);
  base = gst_element_get_base_time (GST_ELEMENT (self));
  if (!GST_CLOCK_TIME_IS_VALID (base))
    return -1;
  return ((GstClockTimeDiff) (base + running_time) + self->utc_offset) / 1000;
}

static GstFlowReturn
gst_cl_meta_publish_transform_ip (GstBaseTransform * trans, GstBuffer * buf)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (trans);
  GstClMetaJsonFrame f = { 0, };
  GstClMetaJsonSummary sum;
  GstClMetaPublishUpdates updates;
  gchar *source_id;
  gboolean send;
  JsonNode *root;
  gchar *text;
  gsize len;
  guint max;

  GST_OBJECT_LOCK (self);
  updates = self->updates;
  source_id = g_strdup (self->source_id);
  f.utc_enabled = self->utc_time;
  max = self->max_queue_size;
  GST_OBJECT_UNLOCK (self);

  f.source_id = source_id;
  f.frame = self->frame++;
  f.pts = GST_BUFFER_PTS (buf);
  f.duration = GST_BUFFER_DURATION (buf);
  f.stream_time = gst_segment_to_stream_time (&trans->segment,
      GST_FORMAT_TIME, f.pts);
  f.running_time = gst_segment_to_running_time (&trans->segment,
      GST_FORMAT_TIME, f.pts);
  f.utc_us = -1;
  if (f.utc_enabled) {
    f.utc_us = gst_cl_meta_json_reference_utc (buf);
    f.utc_source = "reference";
    if (f.utc_us < 0) {
      f.utc_us = clock_utc (self, f.running_time);
      f.utc_source = "clock";
    }
    /* no running clock yet (a frame prerolling): the time it is seen */
    if (f.utc_us < 0) {
      f.utc_us = g_get_real_time ();
      f.utc_source = "system";
    }
  }
  f.width = self->have_info ? GST_VIDEO_INFO_WIDTH (&self->info) : 0;
  f.height = self->have_info ? GST_VIDEO_INFO_HEIGHT (&self->info) : 0;

  root = gst_cl_meta_json_build (buf, &f, &sum);
  g_free (source_id);

  switch (updates) {
    case GST_CL_META_PUBLISH_UPDATES_WITH_RESULTS:
      send = sum.n_objects > 0 || sum.scene_change;
      break;
    case GST_CL_META_PUBLISH_UPDATES_ON_CHANGE:
      send = !self->have_last || sum.scene_change ||
          sum.n_objects != self->last_n_objects ||
          sum.objects_hash != self->last_hash;
      break;
    default:
      send = TRUE;
      break;
  }
  if (send) {
    self->have_last = TRUE;
    self->last_n_objects = sum.n_objects;
    self->last_hash = sum.objects_hash;
    text = json_to_string (root, FALSE);
    len = strlen (text);
    enqueue (self, g_bytes_new_take (text, len), max);
  }
  json_node_unref (root);
  return GST_FLOW_OK;
}

static void
gst_cl_meta_publish_get_property (GObject * object, guint prop_id,
    GValue * value, GParamSpec * pspec)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (object);

  switch (prop_id) {
    case PROP_SENT:
      g_mutex_lock (&self->lock);
      g_value_set_uint64 (value, self->sent);
      g_mutex_unlock (&self->lock);
      return;
    case PROP_DROPPED:
      g_mutex_lock (&self->lock);
      g_value_set_uint64 (value, self->dropped);
      g_mutex_unlock (&self->lock);
      return;
    case PROP_QUEUED:
      g_mutex_lock (&self->lock);
      g_value_set_uint64 (value, (guint64) g_queue_get_length (&self->queue) +
          self->in_flight);
      g_mutex_unlock (&self->lock);
      return;
    default:
      break;
  }

  gst_cl_field_get_property (object, prop_id, value, pspec);
}

static void
gst_cl_meta_publish_finalize (GObject * object)
{
  GstClMetaPublish *self = GST_CL_META_PUBLISH (object);

  gst_cl_field_clear (object);
  worker_settings_clear (&self->w);
  g_queue_clear_full (&self->queue, (GDestroyNotify) g_bytes_unref);
  g_clear_object (&self->cancel);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  G_OBJECT_CLASS (gst_cl_meta_publish_parent_class)->finalize (object);
}

static void
gst_cl_meta_publish_class_init (GstClMetaPublishClass * klass)
{
  GObjectClass *gobject_class = G_OBJECT_CLASS (klass);
  GstElementClass *element_class = GST_ELEMENT_CLASS (klass);
  GstBaseTransformClass *trans_class = GST_BASE_TRANSFORM_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  gobject_class->get_property = gst_cl_meta_publish_get_property;
  gobject_class->finalize = gst_cl_meta_publish_finalize;

  /**
   * GstClMetaPublish:method:
   *
   * Where the results go: a file (or standard output), or an MQTT broker.
   */
  gst_cl_install_field_property (gobject_class, PROP_METHOD,
      G_STRUCT_OFFSET (GstClMetaPublish, method),
      g_param_spec_enum ("method", "Method", "Where the results go",
          GST_TYPE_CL_META_PUBLISH_METHOD, DEFAULT_METHOD, GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:file-path:
   *
   * method=file: the file to write ("stdout" or "-": standard output).
   * An existing file is replaced.
   */
  gst_cl_install_field_property (gobject_class, PROP_FILE_PATH,
      G_STRUCT_OFFSET (GstClMetaPublish, file_path),
      g_param_spec_string ("file-path", "File path", "[method=file] The "
          "file to write the results to (stdout or -: standard output)",
          DEFAULT_FILE_PATH, GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:file-format:
   *
   * method=file: one object a line (json-lines), or one JSON array of them
   * (json, closed when the element stops).
   */
  gst_cl_install_field_property (gobject_class, PROP_FILE_FORMAT,
      G_STRUCT_OFFSET (GstClMetaPublish, file_format),
      g_param_spec_enum ("file-format", "File format", "[method=file] "
          "JSON lines or one JSON array", GST_TYPE_CL_META_PUBLISH_FORMAT,
          DEFAULT_FILE_FORMAT, GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:address:
   *
   * method=mqtt: the broker, as host:port ("[v6 address]:port"; without a
   * port, 1883).
   */
  gst_cl_install_field_property (gobject_class, PROP_ADDRESS,
      G_STRUCT_OFFSET (GstClMetaPublish, address),
      g_param_spec_string ("address", "Address", "[method=mqtt] The "
          "broker as host:port", DEFAULT_ADDRESS, GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:topic:
   *
   * method=mqtt: the topic; "{source-id}" in it is replaced by
   * #GstClMetaPublish:source-id (the element's name without one).
   */
  gst_cl_install_field_property (gobject_class, PROP_TOPIC,
      G_STRUCT_OFFSET (GstClMetaPublish, topic),
      g_param_spec_string ("topic", "Topic", "[method=mqtt] The topic; "
          "{source-id} is replaced by the source id", DEFAULT_TOPIC,
          GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:mqtt-qos:
   *
   * method=mqtt: 0 (at most once) or 1 (at least once, acknowledged).
   * (GstBaseTransform's own "qos" property is about late frames.)
   */
  gst_cl_install_field_property (gobject_class, PROP_QOS,
      G_STRUCT_OFFSET (GstClMetaPublish, qos),
      g_param_spec_uint ("mqtt-qos", "MQTT QoS", "[method=mqtt] MQTT "
          "quality of service: 0 or 1", 0, 1, DEFAULT_QOS, GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:mqtt-client-id:
   *
   * method=mqtt: the client id (NULL: one the library makes up).
   */
  gst_cl_install_field_property (gobject_class, PROP_MQTT_CLIENT_ID,
      G_STRUCT_OFFSET (GstClMetaPublish, client_id),
      g_param_spec_string ("mqtt-client-id", "MQTT client id",
          "[method=mqtt] The client id (empty: a random one)", NULL,
          GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:keep-alive:
   *
   * method=mqtt: seconds between the client's pings when idle.
   */
  gst_cl_install_field_property (gobject_class, PROP_KEEP_ALIVE,
      G_STRUCT_OFFSET (GstClMetaPublish, keep_alive),
      g_param_spec_uint ("keep-alive", "Keep-alive", "[method=mqtt] "
          "Keep-alive interval in seconds", 5, 65535, DEFAULT_KEEP_ALIVE,
          GST_CL_PARAM_READY));
  gst_cl_install_field_property (gobject_class, PROP_USERNAME,
      G_STRUCT_OFFSET (GstClMetaPublish, username),
      g_param_spec_string ("username", "User name", "[method=mqtt] User "
          "name for the broker (none: anonymous)", NULL, GST_CL_PARAM_READY));
  gst_cl_install_field_property (gobject_class, PROP_PASSWORD,
      G_STRUCT_OFFSET (GstClMetaPublish, password),
      g_param_spec_string ("password", "Password", "[method=mqtt] Password "
          "for the broker", NULL, GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:tls-ca-file:
   *
   * method=mqtt: a PEM file of the certificate authorities to trust; set,
   * the connection uses TLS and checks the broker's certificate and host
   * name.
   */
  gst_cl_install_field_property (gobject_class, PROP_TLS_CA_FILE,
      G_STRUCT_OFFSET (GstClMetaPublish, tls_ca_file),
      g_param_spec_string ("tls-ca-file", "TLS CA file", "[method=mqtt] "
          "PEM file of trusted CAs: connect with TLS", NULL,
          GST_CL_PARAM_READY));
  /**
   * GstClMetaPublish:source-id:
   *
   * Which camera or stream the results come from: the "source-id" field of
   * every object, and {source-id} in #GstClMetaPublish:topic.
   */
  gst_cl_install_field_property (gobject_class, PROP_SOURCE_ID,
      G_STRUCT_OFFSET (GstClMetaPublish, source_id),
      g_param_spec_string ("source-id", "Source id", "The stream's name in "
          "the results and the topic", NULL, GST_CL_PARAM_PLAYING));
  /**
   * GstClMetaPublish:updates:
   *
   * Which frames are published.
   */
  gst_cl_install_field_property (gobject_class, PROP_UPDATES,
      G_STRUCT_OFFSET (GstClMetaPublish, updates),
      g_param_spec_enum ("updates", "Updates", "Which frames are published",
          GST_TYPE_CL_META_PUBLISH_UPDATES, DEFAULT_UPDATES,
          GST_CL_PARAM_PLAYING));
  /**
   * GstClMetaPublish:utc-time:
   *
   * Whether objects carry "utc" and "utc-source" (off: output that depends
   * on the input alone, as tests need).
   */
  gst_cl_install_field_property (gobject_class, PROP_UTC_TIME,
      G_STRUCT_OFFSET (GstClMetaPublish, utc_time),
      g_param_spec_boolean ("utc-time", "UTC time", "Add the frame's "
          "absolute time in UTC", DEFAULT_UTC_TIME, GST_CL_PARAM_PLAYING));
  /**
   * GstClMetaPublish:max-queue-size:
   *
   * Objects waiting for the destination; beyond, the oldest are dropped
   * (0: no bound).
   */
  gst_cl_install_field_property (gobject_class, PROP_MAX_QUEUE_SIZE,
      G_STRUCT_OFFSET (GstClMetaPublish, max_queue_size),
      g_param_spec_uint ("max-queue-size", "Max queue size", "Objects "
          "waiting for the destination before the oldest are dropped "
          "(0: unbounded)", 0, G_MAXUINT, DEFAULT_MAX_QUEUE_SIZE,
          GST_CL_PARAM_PLAYING));
  /**
   * GstClMetaPublish:max-connect-attempts:
   *
   * method=mqtt: failed attempts to reach the broker at start after which
   * the element posts an error (0: never, a warning and retries).
   */
  gst_cl_install_field_property (gobject_class, PROP_MAX_CONNECT_ATTEMPTS,
      G_STRUCT_OFFSET (GstClMetaPublish, max_connect_attempts),
      g_param_spec_uint ("max-connect-attempts", "Max connect attempts",
          "[method=mqtt] Failed first connections before an error (0: "
          "only a warning, retry for ever)", 0, G_MAXUINT,
          DEFAULT_MAX_CONNECT_ATTEMPTS, GST_CL_PARAM_READY));
  gst_cl_install_field_property (gobject_class, PROP_MAX_RECONNECT_INTERVAL,
      G_STRUCT_OFFSET (GstClMetaPublish, max_reconnect_interval),
      g_param_spec_uint ("max-reconnect-interval", "Max reconnect interval",
          "[method=mqtt] Longest wait between connection attempts, in "
          "seconds", 1, 3600, DEFAULT_MAX_RECONNECT_INTERVAL,
          GST_CL_PARAM_READY));
  gst_cl_install_field_property (gobject_class, PROP_STATS_INTERVAL,
      G_STRUCT_OFFSET (GstClMetaPublish, stats_interval),
      g_param_spec_uint ("stats-interval", "Stats interval", "Milliseconds "
          "between clmetapublish-stats messages (0: none)", 0, G_MAXUINT,
          DEFAULT_STATS_INTERVAL, GST_CL_PARAM_READY));
  gst_cl_install_field_property (gobject_class, PROP_EOS_TIMEOUT,
      G_STRUCT_OFFSET (GstClMetaPublish, eos_timeout),
      g_param_spec_uint ("eos-timeout", "EOS timeout", "Longest wait at end "
          "of stream for the queue to empty, in milliseconds", 0, G_MAXUINT,
          DEFAULT_EOS_TIMEOUT, GST_CL_PARAM_PLAYING));
  g_object_class_install_property (gobject_class, PROP_SENT,
      g_param_spec_uint64 ("sent", "Sent", "Objects delivered (written; "
          "QoS 1: acknowledged)", 0, G_MAXUINT64, 0, ro));
  g_object_class_install_property (gobject_class, PROP_DROPPED,
      g_param_spec_uint64 ("dropped", "Dropped", "Objects dropped (queue "
          "full, connection lost, still queued at stop)", 0, G_MAXUINT64, 0,
          ro));
  g_object_class_install_property (gobject_class, PROP_QUEUED,
      g_param_spec_uint64 ("queued", "Queued", "Objects waiting or in "
          "flight", 0, G_MAXUINT64, 0, ro));

  gst_element_class_add_static_pad_template (element_class, &sink_template);
  gst_element_class_add_static_pad_template (element_class, &src_template);
  gst_element_class_set_static_metadata (element_class,
      "Analytics results publisher", "Filter/Video/Analyzer",
      "Publishes each frame's analysis results (faces, histograms, scene "
      "cuts) as JSON to a file or an MQTT broker",
      "The gst-cl-analytics authors");

  trans_class->start = GST_DEBUG_FUNCPTR (gst_cl_meta_publish_start);
  trans_class->stop = GST_DEBUG_FUNCPTR (gst_cl_meta_publish_stop);
  trans_class->set_caps = GST_DEBUG_FUNCPTR (gst_cl_meta_publish_set_caps);
  trans_class->sink_event = GST_DEBUG_FUNCPTR (gst_cl_meta_publish_sink_event);
  trans_class->transform_ip =
      GST_DEBUG_FUNCPTR (gst_cl_meta_publish_transform_ip);
  trans_class->passthrough_on_same_caps = TRUE;

#ifdef HAVE_MOSQUITTO
  /* once per process, never undone: other code may use the library too */
  mosquitto_lib_init ();
#endif
  gst_type_mark_as_plugin_api (GST_TYPE_CL_META_PUBLISH_METHOD, 0);
  gst_type_mark_as_plugin_api (GST_TYPE_CL_META_PUBLISH_FORMAT, 0);
  gst_type_mark_as_plugin_api (GST_TYPE_CL_META_PUBLISH_UPDATES, 0);
  GST_DEBUG_CATEGORY_INIT (gst_cl_meta_publish_debug, "clmetapublish", 0,
      "Analytics results publisher");
}

static void
gst_cl_meta_publish_init (GstClMetaPublish * self)
{
  gst_cl_field_init_defaults (G_OBJECT (self));
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  g_queue_init (&self->queue);
  gst_base_transform_set_in_place (GST_BASE_TRANSFORM (self), TRUE);
  gst_base_transform_set_passthrough (GST_BASE_TRANSFORM (self), TRUE);
}
