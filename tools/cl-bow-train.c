/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */

/*
 * cl-bow-train: trains the visual vocabulary that clbowhist uses.
 *
 *   cl-bow-train -k 256 -o my.vocab photo.jpg clip.mp4 frame.pgm
 *   cl-bow-train -k 256 -o my.vocab --every 25 --max-frames 40 movie.mkv
 *   cl-bow-train -k 64 -o t.vocab "gst:videotestsrc pattern=ball num-buffers=50"
 *   cl-bow-train -k 1024 --assign cpu --scales 1.2,2.0 -o v.vocab d.f32
 *
 * Inputs:
 *  - NAME.pgm: an 8-bit binary PGM, read directly;
 *  - NAME.f32: raw descriptors, little-endian float32, 64 per descriptor
 *    (as --dump-descriptors writes them);
 *  - gst:DESCRIPTION: a GStreamer source (gst-launch syntax), its frames
 *    converted to grey;
 *  - anything else: an image or a video file, decoded with GStreamer
 *    (uridecodebin ! videoconvert ! GRAY8 appsink).
 * Every --every-th frame of a video (from the first) is used, at most
 * --max-frames per input.  Frames are described with the element's dense
 * U-SURF grid (--step, --scales, --border, --reference-height: frames
 * taller than it get the step and scales scaled by their height over it,
 * as clbowhist does; the defaults are clbowhist's) by the CPU reference,
 * bit-identical to the device's descriptors.
 *
 * Training is gst_cl_kmeans_train(): k-means++ seeding, then Lloyd
 * iterations whose assignment step runs on the OpenCL device (--assign
 * opencl, the default) through the element's engine and kernels
 * (GstClBowEngine, the embedded kernels/bow.cl, the variant the element
 * would pick), or on the CPU (--assign cpu).  Both give bit-identical
 * assignments, so the vocabulary depends only on the inputs, the
 * parameters and --seed.  The output format is docs/vocabulary-format.md.
 *
 * Outputs (-o, --dump-descriptors) are regular files, written to a
 * temporary file beside them and renamed, so a failure leaves the old file
 * whole; a symbolic link to a regular file is written through (the file it
 * points to is replaced, the link stays); "-" is standard output (progress
 * then goes to standard error).  Anything else (/dev/null, a FIFO, a link
 * to a device) is refused before any work, and a failed write (disk full,
 * I/O error, file size limit) is an error with exit status 1.
 */

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gstclbowengine.h"
#include "gstclbowref.h"
#include "gstclbowtuning.h"
#include "gstclintegralref.h"
#include "gstclpgm.h"
#include "gstcl-private.h"
#include "gstclerror.h"
#include "gstclkmeans.h"
#include "gstclvocab.h"

#define DIM GST_CL_BOW_DIM

/* ------------------------------------------------------------------------ */
/* OpenCL assignment backend: the element's engine                            */

typedef struct
{
  GstClContext *ctx;
  GstClBowEngine *engine;
  /* the descriptors are the same on every call: uploaded once */
  const gfloat *desc;
  gsize n;
} ClAssign;

/* GstClKMeansAssignFunc */
static gboolean
cl_assign_func (gpointer user_data, const gfloat * desc, gsize n_desc,
    const gfloat * words, guint n_words, guint32 * assign, GError ** error)
{
  ClAssign *cl = user_data;

  if (!cl->engine) {
    GstClVocab *v = gst_cl_vocab_new_from_data (words, n_words, "", error);

    if (!v)
      return FALSE;
    cl->engine = gst_cl_bow_engine_new (cl->ctx, v, NULL, error);
    gst_cl_vocab_free (v);
    if (!cl->engine)
      return FALSE;
  } else if (!gst_cl_bow_engine_set_words (cl->engine, words, n_words, error)) {
    return FALSE;
  }
  if (cl->desc != desc || cl->n != n_desc) {
    if (!gst_cl_bow_engine_load_descriptors (cl->engine, desc, n_desc, error))
      return FALSE;
    cl->desc = desc;
    cl->n = n_desc;
  }
  return gst_cl_bow_engine_assign (cl->engine, assign, NULL, error);
}

/* ------------------------------------------------------------------------ */
/* inputs                                                                     */

typedef struct
{
  const GstClSurfParams *params;
  guint reference_height;
  guint every;
  guint max_frames;
  gboolean quiet;
  GArray *all;
  gsize n_frames;
} Inputs;

static void
add_luma (Inputs * in, const guint8 * luma, gsize stride, guint w, guint h)
{
  guint32 *integral = g_new (guint32, (gsize) (h + 1) * (w + 1));
  GstClSurfParams frame_params;
  gfloat *desc;
  gsize n;

  /* the grid clbowhist would use on this frame */
  gst_cl_surf_params_for_height (in->params, in->reference_height, h,
      &frame_params);
  gst_cl_integral_ref (luma, stride, w, h, integral, w + 1);
  desc = gst_cl_surf_describe_image_ref (integral, w + 1, w, h,
      &frame_params, &n, NULL);
  g_free (integral);
  if (desc)
    g_array_append_vals (in->all, desc, n * DIM);
  g_free (desc);
  in->n_frames++;
}

static gboolean
add_pgm (Inputs * in, const gchar * path, GError ** error)
{
  guint8 *luma;
  guint w, h;

  if (!gst_cl_pgm_load (path, &luma, &w, &h, error))
    return FALSE;
  add_luma (in, luma, w, w, h);
  g_free (luma);
  return TRUE;
}

/* Frames of a GStreamer source (a file through uridecodebin, or a
 * gst-launch description), grey, every in->every-th. */
static gboolean
add_gst (Inputs * in, const gchar * input, GError ** error)
{
  GstElement *pipe, *sink;
  GstBus *bus;
  gchar *desc, *src;
  GError *perr = NULL;
  guint64 index = 0;
  guint used = 0;
  gboolean ok = TRUE, eos = FALSE;

  if (g_str_has_prefix (input, "gst:")) {
    src = g_strdup (input + 4);
  } else {
    gchar *uri = gst_uri_is_valid (input) ? g_strdup (input) :
        gst_filename_to_uri (input, &perr);
    if (!uri) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
          "cannot read \xe2\x80\x9c%s\xe2\x80\x9d: %s", input, perr->message);
      g_error_free (perr);
      return FALSE;
    }
    src = g_strdup_printf ("uridecodebin uri=\"%s\"", uri);
    g_free (uri);
  }
  desc = g_strdup_printf ("%s ! videoconvert ! video/x-raw,format=GRAY8 ! "
      "appsink name=sink sync=false max-buffers=4", src);
  g_free (src);
  pipe = gst_parse_launch (desc, &perr);
  g_free (desc);
  if (!pipe || perr) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "cannot decode \xe2\x80\x9c%s\xe2\x80\x9d: %s", input,
        perr ? perr->message : "bad pipeline");
    g_clear_error (&perr);
    if (pipe)
      gst_object_unref (pipe);
    return FALSE;
  }
  sink = gst_bin_get_by_name (GST_BIN (pipe), "sink");
  bus = gst_element_get_bus (pipe);
  gst_element_set_state (pipe, GST_STATE_PLAYING);

  while (!eos && (in->max_frames == 0 || used < in->max_frames)) {
    GstSample *sample = gst_app_sink_try_pull_sample (GST_APP_SINK (sink),
        GST_SECOND / 10);
    GstMessage *msg;

    if (sample) {
      if (index++ % in->every == 0) {
        GstVideoInfo info;
        GstVideoFrame frame;

        if (gst_video_info_from_caps (&info, gst_sample_get_caps (sample)) &&
            gst_video_frame_map (&frame, &info, gst_sample_get_buffer (sample),
                GST_MAP_READ)) {
          add_luma (in, GST_VIDEO_FRAME_PLANE_DATA (&frame, 0),
              GST_VIDEO_FRAME_PLANE_STRIDE (&frame, 0), info.width,
              info.height);
          gst_video_frame_unmap (&frame);
          used++;
        }
      }
      gst_sample_unref (sample);
      continue;
    }
    if (gst_app_sink_is_eos (GST_APP_SINK (sink)))
      break;
    msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR | GST_MESSAGE_EOS);
    if (msg) {
      if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ERROR) {
        GError *err = NULL;
        gst_message_parse_error (msg, &err, NULL);
        g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
            "cannot decode \xe2\x80\x9c%s\xe2\x80\x9d: %s", input,
            err->message);
        g_error_free (err);
        ok = FALSE;
      }
      /* EOS on the bus: the sink has everything, drain it */
      eos = !ok;
      gst_message_unref (msg);
    }
  }
  gst_element_set_state (pipe, GST_STATE_NULL);
  gst_object_unref (bus);
  gst_object_unref (sink);
  gst_object_unref (pipe);
  if (ok && used == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "no frame decoded from \xe2\x80\x9c%s\xe2\x80\x9d", input);
    return FALSE;
  }
  return ok;
}

static gboolean
add_raw (GArray * all, const gchar * path, GError ** error)
{
  g_autofree gchar *contents = NULL;
  gsize size, i, n;

  if (!gst_cl_read_regular_file (path, "descriptor file", G_MAXSSIZE,
          &contents, &size, error))
    return FALSE;
  if (size % (DIM * 4) != 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "descriptor file \xe2\x80\x9c%s\xe2\x80\x9d is %" G_GSIZE_FORMAT
        " bytes, not a multiple of %d (64 little-endian floats each)", path,
        size, DIM * 4);
    return FALSE;
  }
  n = size / 4;
  for (i = 0; i < n; i++) {
    guint32 bits;
    gfloat v;

    memcpy (&bits, contents + 4 * i, 4);
    bits = GUINT32_FROM_LE (bits);
    memcpy (&v, &bits, 4);
    if (!isfinite (v)) {
      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
          "descriptor file \xe2\x80\x9c%s\xe2\x80\x9d: descriptor %"
          G_GSIZE_FORMAT " component %" G_GSIZE_FORMAT " is not finite", path,
          i / DIM, i % DIM);
      return FALSE;
    }
    g_array_append_val (all, v);
  }
  return TRUE;
}

static gboolean
write_raw (const gchar * path, const gfloat * desc, gsize n, GError ** error)
{
  g_autofree guint32 *le = g_new (guint32, MAX (n, 1) * DIM);
  gsize i;

  for (i = 0; i < n * DIM; i++) {
    guint32 bits;
    memcpy (&bits, &desc[i], 4);
    le[i] = GUINT32_TO_LE (bits);
  }
  return gst_cl_write_output_file (path, "descriptors", (const gchar *) le,
      n * DIM * 4, error);
}

static void
print_to_stderr (const gchar * text)
{
  fputs (text, stderr);
}

static void
print_progress (gpointer user_data, guint iteration, gdouble mean_distance,
    gsize changed)
{
  if (!*(gboolean *) user_data)
    g_print ("iteration %3u: mean squared distance %.6f, %" G_GSIZE_FORMAT
        " assignments changed\n", iteration, mean_distance, changed);
}

static gboolean
has_suffix_ci (const gchar * s, const gchar * suffix)
{
  gsize a = strlen (s), b = strlen (suffix);
  return a >= b && g_ascii_strcasecmp (s + a - b, suffix) == 0;
}

int
main (int argc, char **argv)
{
  gchar *output = NULL, *scales = NULL, *border = NULL, *backend = NULL;
  gchar *device = NULL, *note = NULL, *dump = NULL;
  gint k = 256, iterations = 100, step = 6, seed = 1, every = 1;
  gint reference_height = 300;
  gint max_frames = 0;
  gint64 max_desc = 0;
  gdouble tolerance = 1e-4;
  gboolean quiet = FALSE;
  gchar **inputs = NULL;
  GOptionEntry entries[] = {
    {"output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
        "vocabulary file to write (required; - for standard output)",
        "FILE"},
    {"words", 'k', 0, G_OPTION_ARG_INT, &k, "vocabulary size K (256)", "K"},
    {"iterations", 'i', 0, G_OPTION_ARG_INT, &iterations,
        "Lloyd iterations at most (100)", "N"},
    {"tolerance", 0, 0, G_OPTION_ARG_DOUBLE, &tolerance,
        "stop when the mean distance improves by less than this fraction "
          "(1e-4)", "T"},
    {"seed", 's', 0, G_OPTION_ARG_INT, &seed, "k-means++ seed (1)", "S"},
    {"step", 0, 0, G_OPTION_ARG_INT, &step, "grid step in pixels (6)", "PX"},
    {"reference-height", 0, 0, G_OPTION_ARG_INT, &reference_height,
        "frame height --step and --scales are for; taller frames get them "
          "scaled by height / this, as clbowhist's reference-height "
          "(300; 0: in pixels)", "LINES"},
    {"scales", 0, 0, G_OPTION_ARG_STRING, &scales,
        "SURF scales, comma-separated (2.0)", "LIST"},
    {"border", 0, 0, G_OPTION_ARG_STRING, &border,
        "skip (windows inside the image) or clamp (skip)", "MODE"},
    {"every", 0, 0, G_OPTION_ARG_INT, &every,
        "use every N-th frame of a video (1)", "N"},
    {"max-frames", 0, 0, G_OPTION_ARG_INT, &max_frames,
        "use at most N frames per input (0: all)", "N"},
    {"max-descriptors", 0, 0, G_OPTION_ARG_INT64, &max_desc,
        "use at most N descriptors, evenly spaced (0: all)", "N"},
    {"assign", 0, 0, G_OPTION_ARG_STRING, &backend,
        "assignment step on opencl (the element's kernels) or cpu (opencl)",
        "WHERE"},
    {"device", 'd', 0, G_OPTION_ARG_STRING, &device,
        "OpenCL device: index or name substring, as the elements' device "
          "property (first GPU, else accelerator, else CPU)", "SPEC"},
    {"name", 0, 0, G_OPTION_ARG_STRING, &note,
        "free text added to the vocabulary's metadata", "TEXT"},
    {"dump-descriptors", 0, 0, G_OPTION_ARG_FILENAME, &dump,
        "also write the training descriptors as raw floats (.f32; - for "
          "standard output)", "FILE"},
    {"quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress output", NULL},
    {G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL,
        "INPUT..."},
    {NULL}
  };
  GOptionContext *octx;
  GError *error = NULL;
  GstClSurfParams params = { 0, };
  GstClKMeansParams kp;
  GstClKMeansStats stats;
  GstClVocab *vocab = NULL;
  ClAssign cl = { 0, };
  Inputs in = { 0, };
  gfloat *desc;
  gsize n, n_raw = 0;
  gchar *name = NULL;
  gint ret = 1;

  setlocale (LC_ALL, "");
  octx = g_option_context_new ("INPUT... - train a visual vocabulary for "
      "clbowhist");
  g_option_context_set_summary (octx, "Inputs: images or videos (decoded "
      "with GStreamer), gst:SOURCE-DESCRIPTION, NAME.pgm (8-bit binary PGM), "
      "NAME.f32 (raw descriptors, 64 little-endian float32 each).");
  g_option_context_add_main_entries (octx, entries, NULL);
  g_option_context_add_group (octx, gst_init_get_option_group ());
  if (!g_option_context_parse (octx, &argc, &argv, &error)) {
    g_option_context_free (octx);
    ret = 2;
    goto done;
  }
  g_option_context_free (octx);
  gst_init (NULL, NULL);

  if (!output || !inputs || !inputs[0]) {
    g_printerr ("cl-bow-train: need -o FILE and at least one input "
        "(--help)\n");
    ret = 2;
    goto done;
  }
  /* a device, a FIFO or a link to one is refused before the work, not
   * replaced after it */
  if (!gst_cl_check_output_path (output, "vocabulary", &error) ||
      (dump && !gst_cl_check_output_path (dump, "descriptors", &error)))
    goto done;
  /* standard output carries the data: progress goes to standard error */
  if (!strcmp (output, "-") || (dump && !strcmp (dump, "-")))
    g_set_print_handler (print_to_stderr);
  if (k < 1 || k > GST_CL_VOCAB_MAX_WORDS || iterations < 1 || step < 1 ||
      every < 1 || max_frames < 0 || max_desc < 0 || tolerance < 0.0 ||
      seed < 0 || reference_height < 0) {
    g_printerr ("cl-bow-train: -k must be 1 to %d; --iterations, --step, "
        "--every at least 1; --max-frames, --max-descriptors, --tolerance, "
        "--seed, --reference-height not negative\n", GST_CL_VOCAB_MAX_WORDS);
    ret = 2;
    goto done;
  }
  if (border && strcmp (border, "skip") && strcmp (border, "clamp")) {
    g_printerr ("cl-bow-train: --border must be skip or clamp\n");
    ret = 2;
    goto done;
  }
  if (backend && strcmp (backend, "cpu") && strcmp (backend, "opencl")) {
    g_printerr ("cl-bow-train: --assign must be cpu or opencl\n");
    ret = 2;
    goto done;
  }

  params.step = step;
  params.border = border && !strcmp (border, "clamp") ?
      GST_CL_SURF_BORDER_CLAMP : GST_CL_SURF_BORDER_SKIP;
  if (!gst_cl_surf_params_parse_scales (&params, scales ? scales : "2.0",
          &error))
    goto done;

  in.params = &params;
  in.reference_height = reference_height;
  in.every = every;
  in.max_frames = max_frames;
  in.quiet = quiet;
  in.all = g_array_new (FALSE, FALSE, sizeof (gfloat));
  for (gint i = 0; inputs[i]; i++) {
    gboolean ok;
    gsize before = in.all->len / DIM, frames = in.n_frames;

    if (has_suffix_ci (inputs[i], ".pgm")) {
      ok = add_pgm (&in, inputs[i], &error);
    } else if (has_suffix_ci (inputs[i], ".f32")) {
      ok = add_raw (in.all, inputs[i], &error);
      n_raw++;
    } else {
      ok = add_gst (&in, inputs[i], &error);
    }
    if (!ok) {
      g_array_free (in.all, TRUE);
      goto done;
    }
    if (!quiet)
      g_print ("%s: %" G_GSIZE_FORMAT " descriptors from %" G_GSIZE_FORMAT
          " frame(s)\n", inputs[i], in.all->len / DIM - before,
          in.n_frames - frames);
  }
  n = in.all->len / DIM;
  desc = (gfloat *) g_array_free (in.all, FALSE);
  if (n == 0) {
    g_set_error (&error, GST_CL_ERROR, GST_CL_ERROR_INVALID_DATA,
        "no descriptor in the inputs (images smaller than one window?)");
    g_free (desc);
    goto done;
  }

  if (max_desc > 0 && n > (gsize) max_desc) {
    /* evenly spaced, so every input keeps its share */
    for (gsize i = 0; i < (gsize) max_desc; i++)
      memmove (desc + i * DIM, desc + (i * n / max_desc) * DIM,
          DIM * sizeof (gfloat));
    n = max_desc;
  }
  if (dump && !write_raw (dump, desc, n, &error)) {
    g_free (desc);
    goto done;
  }

  gst_cl_kmeans_params_init (&kp);
  kp.n_words = k;
  kp.max_iterations = iterations;
  kp.tolerance = tolerance;
  kp.seed = seed;
  kp.progress = print_progress;
  kp.progress_data = &quiet;
  if (!backend || !strcmp (backend, "opencl")) {
    cl.ctx = gst_cl_context_new (device, &error);
    if (!cl.ctx) {
      g_free (desc);
      goto done;
    }
    if (!quiet)
      g_print ("assignment on %s (%s)\n", cl.ctx->device_name,
          cl.ctx->platform_name);
    kp.assign = cl_assign_func;
    kp.assign_data = &cl;
  }
  if (!quiet)
    g_print ("training %d words from %" G_GSIZE_FORMAT " descriptors\n", k,
        n);

  vocab = gst_cl_kmeans_train (desc, n, &kp, "", &stats, &error);
  g_free (desc);
  if (!vocab)
    goto done;
  if (cl.engine && !quiet)
    g_print ("assignment variant: %s\n", gst_cl_bow_variant_name
        (gst_cl_bow_engine_get_variant (cl.engine)));

  {
    gchar dist[G_ASCII_DTOSTR_BUF_SIZE], ref_height[24] = "";
    g_ascii_formatd (dist, sizeof (dist), "%.6g", stats.mean_distance);
    /* the shipped vocabulary's string (grid in pixels) stays as it was */
    if (reference_height)
      g_snprintf (ref_height, sizeof (ref_height), "%d;", reference_height);
    name = g_strdup_printf ("tool=cl-bow-train;k=%d;seed=%d;descriptors=%"
        G_GSIZE_FORMAT ";frames=%" G_GSIZE_FORMAT ";raw-files=%"
        G_GSIZE_FORMAT ";step=%d;scales=%s;border=%s;%s%s"
        "iterations=%u;converged=%s;mean-distance=%s%s%s", k, seed, n,
        in.n_frames, n_raw, step, scales ? scales : "2.0",
        border ? border : "skip", reference_height ?
        "reference-height=" : "", ref_height, 
        stats.iterations, stats.converged ? "yes" : "no", dist,
        note ? ";note=" : "", note ? note : "");
  }
  g_free (vocab->name);
  vocab->name = g_strdup (name);
  /* gst_cl_vocab_save refuses names too long or not UTF-8 (--name) */
  if (!gst_cl_vocab_save (vocab, output, &error))
    goto done;
  if (!quiet)
    g_print ("wrote %s: %d words after %u iterations (%s), mean squared "
        "distance %.6f, %u empty clusters re-seeded\n", output, k,
        stats.iterations, stats.converged ? "converged" : "iteration limit",
        stats.mean_distance, stats.relocated);
  ret = 0;

done:
  if (error) {
    g_printerr ("cl-bow-train: %s\n", error->message);
    g_error_free (error);
  }
  gst_cl_vocab_free (vocab);
  g_clear_pointer (&cl.engine, gst_cl_bow_engine_free);
  gst_clear_object (&cl.ctx);
  g_free (name);
  g_strfreev (inputs);
  /* the option parser's strings */
  g_free (output);
  g_free (scales);
  g_free (border);
  g_free (backend);
  g_free (device);
  g_free (note);
  g_free (dump);
  return ret;
}
