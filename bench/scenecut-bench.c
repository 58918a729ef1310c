/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * scenecut-bench: clbowhist's scene cuts against `ffmpeg -vf scdet` on the
 * same video files in the same run, scored the TRECVID way.
 *
 *   scenecut-bench [--props "min-contrast=4 ..."] [--tolerance 1]
 *       [--scdet "threshold=10"] [--no-time] [--dump DIR] FILE...
 *
 * FILE's ground truth is FILE without its extension + ".cuts": the first
 * frame of each new shot, one per line (bench/scenecut-clips.sh and
 * bench/scenecut-corpus.sh write both); "A-B" lines are gradual
 * transitions (frames A to B), no hard cuts: a detection inside one (or
 * within the tolerance of it) is neither a hit nor a false cut, and is
 * counted apart.  A detection matches at most one true cut within
 * +-tolerance frames and a true cut at most one detection (1-to-1, nearest
 * first); recall = matched / true cuts, precision = matched / detections.
 *
 * Files whose names start with "dev-", "dev2-", "test-" or "testN-" (N
 * from 2 to 99, no leading zero)
 * (bench/scenecut-corpus.sh) are also pooled by half (dev2- is the
 * development half's second set, pooled apart): the closing table gives
 * each half's recall, precision and F1 for both detectors, and their false
 * cuts in the clips without any cut (continuous shots).
 *
 * Time per frame: each detector's whole pipeline minus the same decode
 * without it (GStreamer: filesrc ! decodebin ! clbowhist ! fakesink minus
 * the same without clbowhist; ffmpeg: -vf scdet minus plain decoding), so
 * both count only the scene-cut path (for clbowhist: upload, integral,
 * descriptors, assignment, histogram, decision).  The distributions of
 * clbowhist's distances are printed at the true cuts, at the encoder's
 * keyframes (ffprobe) and at the other frames, with the votes per frame,
 * the floor and the histograms' sampling noise (see
 * gst_cl_scene_cut_noise()), and the share of windows the contrast gate
 * removes.  --dump writes them per frame, for
 * bench/scenecut-replay.py.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <gst/gst.h>

static gchar *opt_props = NULL;
static gchar *opt_scdet = NULL;
static gchar *opt_dump = NULL;
static gint opt_tolerance = 1;
static gboolean opt_no_time = FALSE;

/* what a clbowhist message says of its frame */
typedef struct
{
  GstClockTime pts;
  gdouble dist;
  guint votes;
  guint desc;                   /* descriptors */
  gdouble noise;                /* sampling noise */
  gdouble floor;                /* the element's floor */
  gdouble ratio;                /* adaptive ratio */
  gdouble persist;              /* persistence ratio */
  gdouble layout;               /* layout ratio */
  gdouble band;                 /* layout's lasting change in two rows */
  gdouble step;                 /* layout's own step over its stay */
  gdouble onset;                /* layout's change at once over at most */
} Frame;

typedef struct
{
  GArray *frames;               /* Frame */
  GArray *cuts;                 /* guint frame indexes */
  gboolean *prev_nz;            /* words the previous frame voted for */
  guint k;
  gdouble seconds;
} GstRun;

/* The sampling noise of the frame's distance, as the element computes it
 * from its counts (gst_cl_scene_cut_noise(): words either frame voted for
 * x (1/Na + 1/Nb) / 2), here from the message's histogram and votes. */
static gdouble
frame_noise (GstRun * r, const GValue * list, guint votes)
{
  guint j, k = list ? gst_value_list_get_size (list) : 0, occ = 0;
  guint prev_votes = r->frames->len ?
      g_array_index (r->frames, Frame, r->frames->len - 1).votes : 0;
  gdouble noise;

  if (k != r->k) {
    g_free (r->prev_nz);
    r->prev_nz = NULL;
    r->k = k;
  }
  if (!r->prev_nz)
    r->prev_nz = g_new0 (gboolean, MAX (k, 1));
  for (j = 0; j < k; j++) {
    gboolean nz = g_value_get_double (gst_value_list_get_value (list, j)) > 0;
    occ += nz || r->prev_nz[j];
    r->prev_nz[j] = nz;
  }
  noise = r->frames->len && votes && prev_votes ?
      occ * (1.0 / votes + 1.0 / prev_votes) / 2.0 : 0.0;
  return noise;
}

/* Runs @desc to EOS; collects the clbowhist messages when @collect. */
static gboolean
run_pipeline (const gchar * desc, gboolean collect, GstRun * r)
{
  GError *err = NULL;
  GstElement *p = gst_parse_launch (desc, &err);
  GstBus *bus;
  gboolean ok = FALSE;
  gint64 t0;

  if (!p) {
    g_printerr ("%s: %s\n", desc, err->message);
    g_clear_error (&err);
    return FALSE;
  }
  bus = gst_element_get_bus (p);
  t0 = g_get_monotonic_time ();
  gst_element_set_state (p, GST_STATE_PLAYING);
  for (;;) {
    GstMessage *msg = gst_bus_timed_pop (bus, 600 * GST_SECOND);
    const GstStructure *s;

    if (!msg) {
      g_printerr ("%s: timeout\n", desc);
      break;
    }
    if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_EOS) {
      ok = TRUE;
      gst_message_unref (msg);
      break;
    }
    if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ERROR) {
      gchar *dbg = NULL;
      gst_message_parse_error (msg, &err, &dbg);
      g_printerr ("%s: %s (%s)\n", desc, err->message, dbg ? dbg : "");
      g_clear_error (&err);
      g_free (dbg);
      gst_message_unref (msg);
      break;
    }
    s = gst_message_get_structure (msg);
    if (collect && GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ELEMENT && s &&
        gst_structure_has_name (s, "clbowhist")) {
      /* the fields a message lacks: absent before the vote-scaled floor */
      Frame f = { GST_CLOCK_TIME_NONE, 0.0, 0, 0, 0.0, 0.0, 0.0, -1.0, -1.0,
        -1.0, -1.0, -1.0
      };
      guint64 frame = 0;
      gboolean cut = FALSE;
      guint idx = r->frames->len;

      gst_structure_get (s, "timestamp", G_TYPE_UINT64, &f.pts, "frame",
          G_TYPE_UINT64, &frame, "distance", G_TYPE_DOUBLE, &f.dist,
          "scene-change", G_TYPE_BOOLEAN, &cut, NULL);
      gst_structure_get_uint (s, "votes", &f.votes);
      gst_structure_get_uint (s, "descriptors", &f.desc);
      gst_structure_get_double (s, "scene-floor", &f.floor);
      gst_structure_get_double (s, "adaptive-ratio", &f.ratio);
      gst_structure_get_double (s, "persist-ratio", &f.persist);
      gst_structure_get_double (s, "layout-ratio", &f.layout);
      gst_structure_get_double (s, "layout-band", &f.band);
      gst_structure_get_double (s, "layout-step", &f.step);
      gst_structure_get_double (s, "layout-onset", &f.onset);
      f.noise = frame_noise (r, gst_structure_get_value (s, "histogram"),
          f.votes);
      g_array_append_val (r->frames, f);
      if (cut)
        g_array_append_val (r->cuts, idx);
    }
    gst_message_unref (msg);
  }
  r->seconds = (g_get_monotonic_time () - t0) / 1e6;
  gst_element_set_state (p, GST_STATE_NULL);
  gst_object_unref (bus);
  gst_object_unref (p);
  return ok;
}

/* Runs a command; its stderr in *err_out. */
static gboolean
run_command (const gchar * cmd, gchar ** out, gchar ** err_out,
    gdouble * seconds)
{
  GError *err = NULL;
  gint status = 0;
  gint64 t0 = g_get_monotonic_time ();
  gboolean ok = g_spawn_command_line_sync (cmd, out, err_out, &status, &err);

  *seconds = (g_get_monotonic_time () - t0) / 1e6;
  if (!ok) {
    g_printerr ("%s: %s\n", cmd, err->message);
    g_clear_error (&err);
    return FALSE;
  }
  if (!g_spawn_check_wait_status (status, &err)) {
    g_printerr ("%s: %s\n", cmd, err->message);
    g_clear_error (&err);
    return FALSE;
  }
  return TRUE;
}

/* The frame whose timestamp is nearest @t (seconds). */
static guint
nearest_frame (GArray * frames, gdouble t)
{
  guint i, best = 0;
  gdouble bd = G_MAXDOUBLE;

  for (i = 0; i < frames->len; i++) {
    /* from the first frame: ffmpeg counts from 0 where GStreamer gives
     * the first frame of an MP4 with B-frames its composition offset */
    GstClockTime ts = g_array_index (frames, Frame, i).pts -
        g_array_index (frames, Frame, 0).pts;
    gdouble d = fabs ((gdouble) ts / GST_SECOND - t);
    if (d < bd) {
      bd = d;
      best = i;
    }
  }
  return best;
}

/* Frames of the "lavfi.scd.time: T" (scdet) or csv "T" (ffprobe) lines. */
static GArray *
times_to_frames (const gchar * text, const gchar * key, GArray * frames)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (guint));
  gchar **lines = g_strsplit (text ? text : "", "\n", -1);
  guint i;

  for (i = 0; lines[i]; i++) {
    const gchar *p = key ? strstr (lines[i], key) : lines[i];
    gchar *end;
    gdouble t;

    if (!p || !*p)
      continue;
    if (key)
      p += strlen (key);
    t = g_ascii_strtod (p, &end);
    if (end == p)
      continue;
    {
      guint f = nearest_frame (frames, t);
      g_array_append_val (a, f);
    }
  }
  g_strfreev (lines);
  return a;
}

/* The times of the "T,FLAGS" csv lines whose flags mark a keyframe. */
static gchar *
key_packet_times (const gchar * csv)
{
  GString *s = g_string_new (NULL);
  gchar **lines = g_strsplit (csv ? csv : "", "\n", -1);
  guint i;

  for (i = 0; lines[i]; i++) {
    gchar *comma = strchr (lines[i], ',');

    if (comma && comma[1] == 'K') {
      *comma = '\0';
      g_string_append_printf (s, "%s\n", lines[i]);
    }
  }
  g_strfreev (lines);
  return g_string_free (s, FALSE);
}

/* gradual transitions of the last read_truth(): pairs of frames */
static GArray *gradual = NULL;

/* @det without the detections inside a gradual transition (+-tolerance),
 * whose number goes to *n_in */
static GArray *
drop_gradual (GArray * det, guint * n_in)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (guint));
  guint i, j;

  *n_in = 0;
  for (i = 0; i < det->len; i++) {
    gint d = g_array_index (det, guint, i);
    gboolean in = FALSE;
    for (j = 0; gradual && j + 1 < gradual->len; j += 2)
      in = in || (d >= (gint) g_array_index (gradual, guint, j) - opt_tolerance
          && d <= (gint) g_array_index (gradual, guint, j + 1) +
          opt_tolerance);
    if (in)
      (*n_in)++;
    else
      g_array_append_val (a, g_array_index (det, guint, i));
  }
  return a;
}

static GArray *
read_truth (const gchar * file)
{
  gchar *base = g_strdup (file), *dot = strrchr (base, '.'), *path, *text;
  GArray *a;

  if (dot)
    *dot = '\0';
  path = g_strconcat (base, ".cuts", NULL);
  g_free (base);
  if (!g_file_get_contents (path, &text, NULL, NULL)) {
    g_printerr ("no ground truth %s\n", path);
    g_free (path);
    return NULL;
  }
  g_free (path);
  a = g_array_new (FALSE, FALSE, sizeof (guint));
  if (gradual)
    g_array_set_size (gradual, 0);
  else
    gradual = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    gchar **lines = g_strsplit (text, "\n", -1);
    guint i;
    for (i = 0; lines[i]; i++) {
      gchar *e;
      guint64 v = g_ascii_strtoull (lines[i], &e, 10);
      if (e != lines[i] && *e == '-') {
        guint f0 = v, f1 = g_ascii_strtoull (e + 1, NULL, 10);
        g_array_append_val (gradual, f0);
        g_array_append_val (gradual, f1);
      } else if (e != lines[i]) {
        guint f = v;
        g_array_append_val (a, f);
      }
    }
    g_strfreev (lines);
  }
  g_free (text);
  return a;
}

/* TRECVID-style 1-to-1 matching within +-tol frames, nearest pairs first. */
static guint
match_cuts (GArray * truth, GArray * det, gint tol)
{
  gboolean *used_t = g_new0 (gboolean, truth->len + 1);
  gboolean *used_d = g_new0 (gboolean, det->len + 1);
  guint matched = 0, i, j;
  gint off;

  for (off = 0; off <= tol; off++) {
    for (i = 0; i < truth->len; i++) {
      gint t = g_array_index (truth, guint, i);
      if (used_t[i])
        continue;
      for (j = 0; j < det->len; j++) {
        gint d = g_array_index (det, guint, j);
        if (!used_d[j] && ABS (d - t) == off) {
          used_t[i] = used_d[j] = TRUE;
          matched++;
          break;
        }
      }
    }
  }
  g_free (used_t);
  g_free (used_d);
  return matched;
}

static gchar *
frames_string (GArray * a)
{
  GString *s = g_string_new (NULL);
  guint i;

  for (i = 0; i < a->len && i < 12; i++)
    g_string_append_printf (s, "%s%u", i ? "," : "", g_array_index (a,
            guint, i));
  if (a->len > 12)
    g_string_append_printf (s, ",... (%u)", a->len);
  if (a->len == 0)
    g_string_append (s, "-");
  return g_string_free (s, FALSE);
}

/* pooled counts of one half for one detector */
typedef struct
{
  guint truth, det, matched, in_gradual, continuous_false, clips;
} Tally;

/* the halves of the corpus, by the prefix of a clip's file name: 0
 * "dev-", 1 "dev2-", 2 "test-", then N + 1 "testN-" for N from 2 to
 * MAX_TEST_HALF */
#define MAX_TEST_HALF 99
#define N_HALVES (MAX_TEST_HALF + 2)

/* "second", ..., "ninety-ninth": @n from 2 to 99 */
static gchar *
ordinal (guint n)
{
  static const gchar *const units[10] = { "", "first", "second", "third",
    "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"
  };
  static const gchar *const teens[10] = { "tenth", "eleventh", "twelfth",
    "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth"
  };
  static const gchar *const tens[10] = { "", "", "twent", "thirt", "fort",
    "fift", "sixt", "sevent", "eight", "ninet"
  };

  if (n < 10)
    return g_strdup (units[n]);
  if (n < 20)
    return g_strdup (teens[n - 10]);
  if (n % 10 == 0)
    return g_strdup_printf ("%sieth", tens[n / 10]);
  return g_strdup_printf ("%sy-%s", tens[n / 10], units[n % 10]);
}

/* the title of half @h in the closing table */
static gchar *
half_title (gint h)
{
  gchar *nth, *title;

  if (h == 0)
    return g_strdup ("development (dev-*)");
  if (h == 1)
    return g_strdup ("development, second set (dev2-*)");
  if (h == 2)
    return g_strdup ("test (test-*)");
  nth = ordinal (h - 1);
  title = g_strdup_printf ("%s test (test%d-*)", nth, h - 1);
  g_free (nth);
  return title;
}

/* [half][detector]: detector 0 clbowhist, 1 scdet */
static Tally tally[N_HALVES][2];

/* the half of the clip @file, or -1 */
static gint
half_of (const gchar * file)
{
  gchar *name = g_path_get_basename (file);
  const gchar *num = name + strlen ("test");
  gint h = -1;

  if (g_str_has_prefix (name, "dev-"))
    h = 0;
  else if (g_str_has_prefix (name, "dev2-"))
    h = 1;
  else if (g_str_has_prefix (name, "test-"))
    h = 2;
  else if (g_str_has_prefix (name, "test") && g_ascii_isdigit (num[0])
      && num[0] != '0') {
    gchar *end;
    guint64 n = g_ascii_strtoull (num, &end, 10);

    if (*end == '-' && n >= 2 && n <= MAX_TEST_HALF)
      h = (gint) n + 1;
  }
  g_free (name);
  return h;
}

static void
print_score (const gchar * who, GArray * truth, GArray * det_all, guint frames,
    gdouble ms_per_frame, Tally * t)
{
  guint n_in;
  GArray *det = drop_gradual (det_all, &n_in);
  guint m = match_cuts (truth, det, opt_tolerance);
  gdouble rec = truth->len ? (gdouble) m / truth->len : 1.0;
  gdouble prec = det->len ? (gdouble) m / det->len : (truth->len ? 0.0 : 1.0);
  gdouble f1 = rec + prec > 0 ? 2 * rec * prec / (rec + prec) : 0.0;
  gchar *ds = frames_string (det);

  if (truth->len == 0)
    g_print ("  %-10s cuts %3u (false: %u)                      ", who,
        det->len, det->len);
  else
    g_print ("  %-10s cuts %3u  recall %.3f  precision %.3f  F1 %.3f  ",
        who, det->len, rec, prec, f1);
  if (ms_per_frame >= 0)
    g_print ("%7.3f ms/frame", ms_per_frame);
  g_print ("  at %s", ds);
  if (gradual && gradual->len)
    g_print ("  (%u more inside gradual transitions)", n_in);
  g_print ("\n");
  g_free (ds);
  if (t) {
    t->truth += truth->len;
    t->det += det->len;
    t->matched += m;
    t->in_gradual += n_in;
    t->continuous_false += truth->len == 0 ? det->len : 0;
    t->clips++;
  }
  g_array_unref (det);
}

static gint
cmp_double (gconstpointer a, gconstpointer b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;
  return x < y ? -1 : x > y;
}

static void
print_dist (const gchar * what, GArray * v)
{
  gdouble *x;
  guint n = v->len;

  if (n == 0) {
    g_print ("    %-22s n=0\n", what);
    return;
  }
  x = g_memdup2 (v->data, n * sizeof (gdouble));
  qsort (x, n, sizeof (gdouble), cmp_double);
  g_print ("    %-22s n=%-5u min %.3f  median %.3f  p99 %.3f  max %.3f\n",
      what, n, x[0], x[n / 2], x[MIN (n - 1, (guint) (0.99 * n))], x[n - 1]);
  g_free (x);
}

/* Scores @file; FALSE where it could not be (no ground truth, a pipeline
 * or ffmpeg that failed: a missing decoder must not pass for a shorter
 * half). */
static gboolean
bench_file (const gchar * file)
{
  GArray *truth = read_truth (file);
  GstRun r = { 0 }, base = { 0 };
  gchar *loc = g_strescape (file, NULL);
  gchar *desc, *cmd, *out = NULL, *err = NULL;
  GArray *scd, *keys;
  gdouble t_scd = 0, t_dec = 0, t_keys = 0, ms_gst = -1, ms_scd = -1;
  gboolean scored = FALSE;
  guint i;

  if (!truth)
    return FALSE;
  r.frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  r.cuts = g_array_new (FALSE, FALSE, sizeof (guint));
  desc = g_strdup_printf ("filesrc location=\"%s\" ! decodebin ! "
      "videoconvert ! clbowhist interval=1 %s ! fakesink sync=false", loc,
      opt_props ? opt_props : "");
  if (!run_pipeline (desc, TRUE, &r))
    goto done;
  g_free (desc);
  desc = g_strdup_printf ("filesrc location=\"%s\" ! decodebin ! "
      "videoconvert ! fakesink sync=false", loc);
  if (!opt_no_time) {
    run_pipeline (desc, FALSE, &base);
    ms_gst = (r.seconds - base.seconds) * 1e3 / MAX (r.frames->len, 1);
  }

  cmd = g_strdup_printf ("ffmpeg -nostdin -hide_banner -nostats -i '%s' "
      "-vf scdet%s%s -f null -", file, opt_scdet ? "=" : "",
      opt_scdet ? opt_scdet : "");
  if (!run_command (cmd, &out, &err, &t_scd)) {
    g_free (cmd);
    goto done;
  }
  g_free (cmd);
  scd = times_to_frames (err, "lavfi.scd.time:", r.frames);
  g_free (out);
  g_free (err);
  if (!opt_no_time) {
    cmd = g_strdup_printf ("ffmpeg -nostdin -hide_banner -nostats -i '%s' "
        "-f null -", file);
    if (run_command (cmd, &out, &err, &t_dec))
      ms_scd = (t_scd - t_dec) * 1e3 / MAX (r.frames->len, 1);
    g_free (cmd);
    g_free (out);
    g_free (err);
  }

  /* the packets flagged as keyframes by the demuxer ("-skip_frame nokey"
   * is ignored by ffmpeg's VP8 and VP9 decoders, which then list every
   * frame) */
  cmd = g_strdup_printf ("ffprobe -v error -select_streams v -show_entries "
      "packet=pts_time,flags -of csv=p=0 '%s'", file);
  out = err = NULL;
  run_command (cmd, &out, &err, &t_keys);
  {
    gchar *key_times = key_packet_times (out);
    keys = times_to_frames (key_times, NULL, r.frames);
    g_free (key_times);
  }
  g_free (cmd);
  g_free (out);
  g_free (err);

  g_print ("%s: %u frames, %u true cuts, %u keyframes; clbowhist %s\n",
      file, r.frames->len, truth->len, keys->len,
      opt_props ? opt_props : "(defaults)");
  {
    gint half = half_of (file);

    print_score ("clbowhist", truth, r.cuts, r.frames->len, ms_gst,
        half >= 0 ? &tally[half][0] : NULL);
    print_score ("scdet", truth, scd, r.frames->len, ms_scd,
        half >= 0 ? &tally[half][1] : NULL);
  }
  {
    GArray *at_cut = g_array_new (FALSE, FALSE, sizeof (gdouble));
    GArray *at_key = g_array_new (FALSE, FALSE, sizeof (gdouble));
    GArray *other = g_array_new (FALSE, FALSE, sizeof (gdouble));
    gboolean *is_cut = g_new0 (gboolean, r.frames->len + 1);
    gboolean *is_key = g_new0 (gboolean, r.frames->len + 1);

    for (i = 0; i < truth->len; i++)
      if (g_array_index (truth, guint, i) < r.frames->len)
        is_cut[g_array_index (truth, guint, i)] = TRUE;
    for (i = 0; i < keys->len; i++)
      is_key[g_array_index (keys, guint, i)] = TRUE;
    /* frame 0 has no previous frame */
    for (i = 1; i < r.frames->len; i++) {
      gdouble d = g_array_index (r.frames, Frame, i).dist;
      g_array_append_val (is_cut[i] ? at_cut : is_key[i] ? at_key : other, d);
    }
    {
      GArray *v = g_array_new (FALSE, FALSE, sizeof (gdouble));
      GArray *f = g_array_new (FALSE, FALSE, sizeof (gdouble));
      GArray *nz = g_array_new (FALSE, FALSE, sizeof (gdouble));
      /* frame 0 has no previous frame */
      for (i = 1; i < r.frames->len; i++) {
        const Frame *fr = &g_array_index (r.frames, Frame, i);
        gdouble x = fr->votes;

        g_array_append_val (v, x);
        g_array_append_val (f, fr->floor);
        g_array_append_val (nz, fr->noise);
      }
      {
        /* the windows the contrast gate removes, over the whole clip */
        guint64 all = 0, voted = 0;
        for (i = 0; i < r.frames->len; i++) {
          all += g_array_index (r.frames, Frame, i).desc;
          voted += g_array_index (r.frames, Frame, i).votes;
        }
        g_print ("  clbowhist gate: %.1f%% of %" G_GUINT64_FORMAT
            " windows removed (%u per frame)\n", all ? 100.0 * (all -
                voted) / all : 0.0, all, r.frames->len ?
            g_array_index (r.frames, Frame, 0).desc : 0);
      }
      g_print ("  clbowhist votes and floor:\n");
      print_dist ("votes per frame", v);
      print_dist ("floor", f);
      print_dist ("sampling noise", nz);
      g_array_unref (nz);
      g_array_unref (v);
      g_array_unref (f);
    }
    g_print ("  clbowhist distances:\n");
    print_dist ("at true cuts", at_cut);
    print_dist ("at keyframes (no cut)", at_key);
    print_dist ("other frames", other);
    if (opt_dump) {
      gchar *name = g_path_get_basename (file);
      gchar *path = g_strdup_printf ("%s/%s.dist", opt_dump, name);
      GString *s = g_string_new ("# frame distance true_cut keyframe "
          "votes noise floor ratio cut persist layout band step onset\n");
      GError *werr = NULL;
      guint c = 0;
      for (i = 0; i < r.frames->len; i++) {
        const Frame *fr = &g_array_index (r.frames, Frame, i);
        gboolean det = c < r.cuts->len &&
            g_array_index (r.cuts, guint, c) == i;
        c += det;
        g_string_append_printf (s, "%u %.5f %d %d %u %.5f %.5f %.3f %d %.3f "
            "%.3f %.3f %.3f %.3f\n", i, fr->dist, is_cut[i], is_key[i],
            fr->votes, fr->noise, fr->floor, fr->ratio, det, fr->persist,
            fr->layout, fr->band, fr->step, fr->onset);
      }
      if (!g_file_set_contents (path, s->str, -1, &werr)) {
        g_printerr ("%s\n", werr->message);
        g_error_free (werr);
      }
      g_string_free (s, TRUE);
      g_free (path);
      g_free (name);
    }
    g_array_unref (at_cut);
    g_array_unref (at_key);
    g_array_unref (other);
    g_free (is_cut);
    g_free (is_key);
  }
  g_array_unref (scd);
  g_array_unref (keys);
  scored = TRUE;

done:
  g_free (desc);
  g_free (loc);
  g_array_unref (truth);
  g_array_unref (r.frames);
  g_array_unref (r.cuts);
  g_free (r.prev_nz);
  return scored;
}

int
main (int argc, char **argv)
{
  GOptionEntry entries[] = {
    {"props", 'p', 0, G_OPTION_ARG_STRING, &opt_props,
        "clbowhist properties (gst-launch syntax)", "PROPS"},
    {"scdet", 0, 0, G_OPTION_ARG_STRING, &opt_scdet,
        "scdet options (default: scdet's defaults)", "OPTS"},
    {"tolerance", 't', 0, G_OPTION_ARG_INT, &opt_tolerance,
        "frames of tolerance when matching cuts (default 1)", "N"},
    {"no-time", 0, 0, G_OPTION_ARG_NONE, &opt_no_time,
        "skip the decode-only runs (no per-frame times)", NULL},
    {"dump", 0, 0, G_OPTION_ARG_FILENAME, &opt_dump,
        "write DIR/FILE.dist: per-frame distance, true cut, keyframe", "DIR"},
    {NULL}
  };
  GOptionContext *ctx = g_option_context_new ("FILE... - clbowhist scene "
      "cuts vs ffmpeg scdet, TRECVID scoring");
  GError *err = NULL;
  guint failed = 0;
  gint i;

  g_option_context_add_main_entries (ctx, entries, NULL);
  /* parse before gst_init: GStreamer's own --help path is not wanted */
  if (!g_option_context_parse (ctx, &argc, &argv, &err)) {
    g_printerr ("%s\n", err->message);
    return 2;
  }
  g_option_context_free (ctx);
  gst_init (NULL, NULL);
  if (argc < 2) {
    g_printerr ("usage: scenecut-bench [options] FILE...\n");
    return 2;
  }
  if (opt_dump && g_mkdir_with_parents (opt_dump, 0755) != 0) {
    g_printerr ("cannot create %s: %s\n", opt_dump, g_strerror (errno));
    return 2;
  }
  g_print ("matching: 1-to-1, +-%d frames; times: the detector's pipeline "
      "minus decoding alone, per frame\n", opt_tolerance);
  for (i = 1; i < argc; i++)
    failed += !bench_file (argv[i]);
  {
    const gchar *who[2] = { "clbowhist", "scdet (defaults)" };
    guint clips = 0;
    gint h, d;

    for (h = 0; h < N_HALVES; h++)
      clips += tally[h][0].clips;
    if (clips == 0)
      goto out;

    g_print ("\nby half (pooled; detections inside gradual transitions "
        "not counted):\n\n| half | detector | clips | true cuts | "
        "detections | hits | recall | precision | F1 | false cuts in "
        "continuous shots | inside gradual |\n|---|---|---:|---:|---:|---:|"
        "---:|---:|---:|---:|---:|\n");
    for (h = 0; h < N_HALVES; h++) {
      for (d = 0; d < 2; d++) {
        Tally *t = &tally[h][d];
        gdouble rec = t->truth ? (gdouble) t->matched / t->truth : 1.0;
        gdouble prec = t->det ? (gdouble) t->matched / t->det : 1.0;
        gdouble f1 = rec + prec > 0 ? 2 * rec * prec / (rec + prec) : 0.0;
        gchar *title;

        if (!t->clips)
          continue;
        title = half_title (h);
        g_print ("| %s | %s | %u | %u | %u | %u | %.3f | %.3f | %.3f | %u "
            "| %u |\n", title, who[d], t->clips, t->truth, t->det,
            t->matched, rec, prec, f1, t->continuous_false, t->in_gradual);
        g_free (title);
      }
    }
  }
out:
  if (failed > 0) {
    /* a half's row is then short of those clips */
    g_printerr ("scenecut-bench: %u of %d files not scored (see above)\n",
        failed, argc - 1);
    return 1;
  }
  return 0;
}
