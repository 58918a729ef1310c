/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Several streams in one process, as an application with several cameras
 * runs them: N copies of "SOURCE ! CHAIN ! fakesink sync=false", either as
 * branches of one pipeline (one shared GstClContext, the usual case) or as
 * N pipelines with a context each (--separate).  Prints the aggregate
 * frames per second in the steady state (every stream past its warm-up,
 * none ended), all frames over the span from the first frame to the last
 * (meaningful when the streams start far apart), the start-up time and,
 * where nvidia-smi is found, the share of time the GPU ran a kernel.
 *
 *   multistream-bench --streams 1,2,4,8 --frames 1000 \
 *     --source "filesrc location=f.yuv ! rawvideoparse width=1920 \
 *       height=1080 format=i420 framerate=30/1" \
 *     --chain "clintegral squared=true ! clfacedetect updates=none"
 * --devices gpu:0,gpu:1 spreads the streams over devices, round robin:
 * stream i's chain has every "@DEVICE@" replaced by the (i mod n)th
 * device (default chain: device=@DEVICE@ on each element); streams on one
 * device share its context.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>
#include <gst/gst.h>

typedef struct
{
  gint64 *times;                /* arrival of each buffer at the sink, us */
  gint n, cap;
} Stream;

static GstPadProbeReturn
on_buffer (GstPad * pad, GstPadProbeInfo * info, gpointer user_data)
{
  Stream *s = user_data;

  if (s->n < s->cap)
    s->times[s->n++] = g_get_monotonic_time ();
  return GST_PAD_PROBE_OK;
}

/* nvidia-smi sampling the GPU's utilisation (share of time a kernel ran)
 * every 100 ms, or NULL */
static GSubprocess *
start_gpu_sampler (void)
{
  gchar *smi = g_find_program_in_path ("nvidia-smi");
  GSubprocess *p;

  if (!smi)
    return NULL;
  p = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
      G_SUBPROCESS_FLAGS_STDERR_SILENCE, NULL, smi,
      "--query-gpu=index,utilization.gpu", "--format=csv,noheader,nounits",
      "-lms", "100", NULL);
  g_free (smi);
  return p;
}

#define MAX_GPUS 16

/* mean utilisation of each GPU over the samples taken, as "94%" or, with
 * several GPUs, "94%/93%" in nvidia-smi's order; NULL if there were none */
static gchar *
stop_gpu_sampler (GSubprocess * p, gint * n_samples)
{
  GInputStream *out;
  GString *text = g_string_new (NULL), *busy;
  gchar buf[4096];
  gssize r;
  gchar **lines;
  gdouble sum[MAX_GPUS] = { 0 };
  gint n[MAX_GPUS] = { 0 }, seen[MAX_GPUS] = { 0 }, n_gpus = 0, i;

  g_subprocess_send_signal (p, 15);
  out = g_subprocess_get_stdout_pipe (p);
  while ((r = g_input_stream_read (out, buf, sizeof (buf), NULL, NULL)) > 0)
    g_string_append_len (text, buf, r);
  g_subprocess_wait (p, NULL, NULL);
  lines = g_strsplit (text->str, "\n", -1);
  for (i = 0; lines[i]; i++) {
    gchar *end;
    gint64 gpu = g_ascii_strtoll (lines[i], &end, 10);

    if (end == lines[i] || *end != ',' || gpu < 0 || gpu >= MAX_GPUS)
      continue;
    n_gpus = MAX (n_gpus, gpu + 1);
    /* each GPU's first sample covers time before the run */
    if (!seen[gpu]++)
      continue;
    sum[gpu] += g_ascii_strtod (end + 1, NULL);
    n[gpu]++;
  }
  g_strfreev (lines);
  g_string_free (text, TRUE);
  *n_samples = n_gpus ? n[0] : 0;
  if (!*n_samples)
    return NULL;
  busy = g_string_new (NULL);
  for (i = 0; i < n_gpus; i++)
    g_string_append_printf (busy, "%s%.0f%%", i ? "/" : "",
        n[i] ? sum[i] / n[i] : 0.0);
  return g_string_free (busy, FALSE);
}

static gboolean
run_until_eos (GstElement ** pipes, gint n_pipes)
{
  gint done = 0, i;
  gboolean ok = TRUE;
  GstBus **buses = g_new0 (GstBus *, n_pipes);
  gboolean *eos = g_new0 (gboolean, n_pipes);

  for (i = 0; i < n_pipes; i++)
    buses[i] = gst_element_get_bus (pipes[i]);
  while (done < n_pipes && ok) {
    for (i = 0; i < n_pipes; i++) {
      GstMessage *m;
      if (eos[i])
        continue;
      m = gst_bus_timed_pop_filtered (buses[i], 10 * GST_MSECOND,
          GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
      if (!m)
        continue;
      if (GST_MESSAGE_TYPE (m) == GST_MESSAGE_ERROR) {
        GError *err = NULL;
        gchar *dbg = NULL;
        gst_message_parse_error (m, &err, &dbg);
        g_printerr ("error: %s (%s)\n", err->message, dbg ? dbg : "");
        g_clear_error (&err);
        g_free (dbg);
        ok = FALSE;
      } else {
        eos[i] = TRUE;
        done++;
      }
      gst_message_unref (m);
    }
  }
  for (i = 0; i < n_pipes; i++)
    gst_object_unref (buses[i]);
  g_free (buses);
  g_free (eos);
  return ok;
}

static gint
cmp_i64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

/* One run with @n streams: prints a table row. */
/* @chain for stream @i: "@DEVICE@" replaced by its device, if any */
static gchar *
stream_chain (const gchar * chain, gchar ** devices, gint i)
{
  gchar **parts;
  gchar *out;

  if (!devices || !devices[0])
    return g_strdup (chain);
  parts = g_strsplit (chain, "@DEVICE@", -1);
  out = g_strjoinv (devices[i % g_strv_length (devices)], parts);
  g_strfreev (parts);
  return out;
}

static gboolean
run (gint n, gint frames, gint warm, const gchar * source,
    const gchar * chain, gchar ** devices, gboolean separate,
    gdouble * fps_out)
{
  GString *desc = g_string_new (NULL);
  GstElement **pipes;
  Stream *streams = g_new0 (Stream, n);
  gint n_pipes = separate ? n : 1, i, j, count = 0, samples = 0;
  gint64 t_play, t0 = 0, t1 = G_MAXINT64, *first = g_new0 (gint64, n);
  gint64 t_first = G_MAXINT64, t_last = 0, total = 0;
  GSubprocess *smi;
  gchar *busy = NULL;
  gdouble fps;
  gboolean ok;
  GError *err = NULL;

  pipes = g_new0 (GstElement *, n_pipes);
  for (i = 0; i < n_pipes; i++) {
    g_string_truncate (desc, 0);
    for (j = 0; j < (separate ? 1 : n); j++) {
      gint k = separate ? i : j;
      gchar *c = stream_chain (chain, devices, k);

      g_string_append_printf (desc, "%s ! %s ! fakesink name=s%d sync=false "
          "async=false ", source, c, k);
      g_free (c);
    }
    pipes[i] = gst_parse_launch (desc->str, &err);
    if (!pipes[i]) {
      g_printerr ("cannot build \"%s\": %s\n", desc->str, err->message);
      return FALSE;
    }
  }
  for (i = 0; i < n; i++) {
    gchar *name = g_strdup_printf ("s%d", i);
    GstElement *sink = gst_bin_get_by_name (GST_BIN (pipes[separate ? i : 0]),
        name);
    GstPad *pad = gst_element_get_static_pad (sink, "sink");
    streams[i].cap = frames;
    streams[i].times = g_new0 (gint64, frames);
    gst_pad_add_probe (pad, GST_PAD_PROBE_TYPE_BUFFER, on_buffer,
        &streams[i], NULL);
    gst_object_unref (pad);
    gst_object_unref (sink);
    g_free (name);
  }

  smi = start_gpu_sampler ();
  t_play = g_get_monotonic_time ();
  for (i = 0; i < n_pipes; i++)
    gst_element_set_state (pipes[i], GST_STATE_PLAYING);
  ok = run_until_eos (pipes, n_pipes);
  if (smi)
    busy = stop_gpu_sampler (smi, &samples);
  for (i = 0; i < n_pipes; i++) {
    gst_element_set_state (pipes[i], GST_STATE_NULL);
    gst_object_unref (pipes[i]);
  }
  if (!ok) {
    g_free (busy);
    return FALSE;
  }

  /* steady state: from when every stream is past its warm-up frames to
   * when the first stream ends */
  for (i = 0; i < n; i++) {
    Stream *s = &streams[i];
    if (s->n <= warm + 1) {
      g_printerr ("stream %d delivered %d frames only\n", i, s->n);
      g_free (busy);
      return FALSE;
    }
    t0 = MAX (t0, s->times[warm]);
    t1 = MIN (t1, s->times[s->n - 1]);
    t_first = MIN (t_first, s->times[0]);
    t_last = MAX (t_last, s->times[s->n - 1]);
    total += s->n;
    first[i] = s->times[0] - t_play;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < streams[i].n; j++)
      count += streams[i].times[j] > t0 && streams[i].times[j] <= t1;
  fps = t1 > t0 ? count / ((t1 - t0) / 1e6) : 0;
  qsort (first, n, sizeof (gint64), cmp_i64);
  printf ("%7d %10.1f %10.1f %10.1f %12.1f %12.1f", n, fps, fps / n,
      t_last > t_first ? total / ((t_last - t_first) / 1e6) : 0,
      first[n / 2] / 1e3, first[n - 1] / 1e3);
  if (busy)
    printf (" %10s (%d)", busy, samples);
  g_free (busy);
  printf ("\n");
  fflush (stdout);
  *fps_out = fps;

  for (i = 0; i < n; i++)
    g_free (streams[i].times);
  g_free (streams);
  g_free (first);
  g_free (pipes);
  g_string_free (desc, TRUE);
  return TRUE;
}

int
main (int argc, char **argv)
{
  gchar *streams_opt = NULL, *source = NULL, *chain = NULL;
  gchar *devices_opt = NULL;
  gchar **devices = NULL;
  gint frames = 1000, warm = 50, repeat = 1;
  gboolean separate = FALSE;
  GOptionEntry entries[] = {
    {"streams", 0, 0, G_OPTION_ARG_STRING, &streams_opt,
        "stream counts to run, comma-separated (default 1,2,4,8)", "LIST"},
    {"frames", 0, 0, G_OPTION_ARG_INT, &frames,
        "frames per stream (the source's num-buffers or file length)", "N"},
    {"warm", 0, 0, G_OPTION_ARG_INT, &warm,
        "frames per stream left out of the steady state (default 50)", "N"},
    {"repeat", 0, 0, G_OPTION_ARG_INT, &repeat, "runs of each count", "N"},
    {"source", 0, 0, G_OPTION_ARG_STRING, &source,
        "source of each stream (gst-launch syntax)", "DESC"},
    {"chain", 0, 0, G_OPTION_ARG_STRING, &chain,
        "elements of each stream (default: clintegral squared=true ! "
          "clfacedetect updates=none)", "DESC"},
    {"devices", 0, 0, G_OPTION_ARG_STRING, &devices_opt,
        "devices to spread the streams over, round robin, comma-separated "
          "(e.g. gpu:0,gpu:1; replaces @DEVICE@ in the chain)", "LIST"},
    {"separate", 0, 0, G_OPTION_ARG_NONE, &separate,
        "one pipeline (and OpenCL context) per stream", NULL},
    {NULL}
  };
  GOptionContext *oc = g_option_context_new ("- N streams in one process");
  GError *err = NULL;
  gchar **counts;
  gint i, r;

  g_option_context_add_main_entries (oc, entries, NULL);
  g_option_context_add_group (oc, gst_init_get_option_group ());
  if (!g_option_context_parse (oc, &argc, &argv, &err)) {
    g_printerr ("%s\n", err->message);
    return 2;
  }
  g_option_context_free (oc);
  /* --separate: each pipeline its own context, not the one the first
   * pipeline opened (kept for the process) */
  if (separate)
    g_setenv ("GST_CL_KEEP_CONTEXT", "0", FALSE);
  if (!source)
    source = g_strdup_printf ("videotestsrc num-buffers=%d pattern=ball ! "
        "video/x-raw,format=I420,width=1920,height=1080,framerate=30/1",
        frames);
  if (devices_opt && *devices_opt)
    devices = g_strsplit (devices_opt, ",", -1);
  if (!chain)
    chain = g_strdup (devices ? "clintegral device=@DEVICE@ squared=true ! "
        "clfacedetect device=@DEVICE@ updates=none" :
        "clintegral squared=true ! clfacedetect updates=none");
  counts = g_strsplit (streams_opt ? streams_opt : "1,2,4,8", ",", -1);

  printf ("chain: %s\nsource: %s\n%s, %d frames per stream, first %d left "
      "out\n", chain, source, separate ? "one pipeline per stream" :
      "one pipeline, one context per device", frames, warm);
  if (devices)
    printf ("devices, round robin: %s\n", devices_opt);
  printf ("%7s %10s %10s %10s %12s %12s %s\n", "streams", "fps",
      "fps/stream", "all-fps", "start-ms-med", "start-ms-max",
      "gpu-busy, per GPU (samples)");
  for (i = 0; counts[i]; i++)
    for (r = 0; r < repeat; r++) {
      gdouble fps;
      if (!run (atoi (counts[i]), frames, warm, source, chain, devices,
              separate, &fps))
        return 1;
    }
  g_strfreev (counts);
  g_strfreev (devices);
  return 0;
}
