/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * GstClContext: one device, one context, its in-order queue (shared by
 * the elements unless each makes its own), the program cache (memory +
 * program binaries on disk) and a recycling pool of device buffers that
 * keeps each buffer's last queue, so that a user on another queue is
 * ordered after it.  The GstContext helpers follow
 * gst-libs/gst/cuda/gstcudautils.cpp.
 * The instance struct and everything but creation, the getters and the
 * GstContext wrapping are internal (gstcl-private.h).
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gstdio.h>
#include "gstcl-private.h"

GST_DEBUG_CATEGORY (gst_cl_runtime_debug);
#define GST_CAT_DEFAULT gst_cl_runtime_debug
GST_DEBUG_CATEGORY_STATIC (GST_CAT_CONTEXT);

/* Recycled buffers kept per context at most, in number and in bytes (a
 * share of the device's memory).  8 streams of 1080p face detection with
 * queues between the elements have about 270 buffers alive (frames in
 * the queues, in flight, their integral images); a smaller pool
 * re-allocates constantly, and on NVIDIA freeing and allocating device
 * memory stalls the other streams. */
#define MAX_FREE_BUFFERS 1024
#define FREE_BYTES_SHARE 8

/* a buffer in the recycling pool */
typedef struct
{
  cl_mem mem;
  gsize size;
  /* (nullable) the queue of its last user, and a marker after that
   * user's commands on it (retained) */
  cl_command_queue queue;
  cl_event done;
} FreeBuffer;

static void
free_buffer_free (FreeBuffer * fb)
{
  if (fb->done)
    clReleaseEvent (fb->done);
  if (fb->queue)
    clReleaseCommandQueue (fb->queue);
  clReleaseMemObject (fb->mem);
  g_free (fb);
}

G_DEFINE_TYPE (GstClContext, gst_cl_context, GST_TYPE_OBJECT);

static void
gst_cl_runtime_init_debug (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once)) {
    GST_DEBUG_CATEGORY_INIT (gst_cl_runtime_debug, "clruntime", 0,
        "OpenCL analytics runtime");
    GST_DEBUG_CATEGORY_GET (GST_CAT_CONTEXT, "GST_CONTEXT");
    g_once_init_leave (&once, 1);
  }
}

static void
release_program (gpointer program)
{
  clReleaseProgram (program);
}

static void
gst_cl_context_init (GstClContext * self)
{
  g_mutex_init (&self->lock);
  self->programs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
      release_program);
  g_queue_init (&self->free_buffers);
  self->staging = g_ptr_array_new ();
}

/* --- pinned staging for uploads ------------------------------------------ */

/* A frame in pageable memory can only be written to a discrete GPU with a
 * blocking write, and a blocking write on an in-order queue first waits for
 * everything queued before it (the previous frame's detection): the
 * streaming thread and the GPU take turns.  Copied into a pinned host buffer
 * instead, the frame goes with a non-blocking write (DMA from page-locked
 * memory) and the thread moves on.  A slot is reused once the write that
 * reads it has completed. */
typedef struct
{
  cl_mem mem;
  guint8 *ptr;
  gsize size;
  cl_event busy;                /* the last write reading it, or NULL */
  gboolean taken;               /* being filled */
  guint64 released;             /* when it was last given back (a count) */
} StagingSlot;


static void
staging_slot_free (GstClContext * self, StagingSlot * slot)
{
  if (slot->busy) {
    clWaitForEvents (1, &slot->busy);
    clReleaseEvent (slot->busy);
  }
  /* a slot holds a mapped buffer (staging_slot_new) */
  if (self->queue)
    gst_cl_context_unpin_host (self->queue, slot->mem, slot->ptr);
  else
    clReleaseMemObject (slot->mem);
  g_free (slot);
}

/**
 * gst_cl_event_done:
 * @event: a command's event
 *
 * Returns: whether @event's command is over: complete, or failed (an error
 *   status is final too)
 */
gboolean
gst_cl_event_done (cl_event event)
{
  cl_int st = CL_QUEUED;

  clGetEventInfo (event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof (st), &st,
      NULL);
  return st <= CL_COMPLETE;
}

/* nothing reads the slot any more */
static gboolean
staging_slot_idle (StagingSlot * slot)
{
  if (slot->taken)
    return FALSE;
  return !slot->busy || gst_cl_event_done (slot->busy);
}

/* Whether an upload of @size bytes that finds no free slot should wait for
 * @a rather than @b: a big enough one first, then the one given back
 * first (its write is the oldest). */
static gboolean
staging_wait_before (const StagingSlot * a, const StagingSlot * b, gsize size)
{
  gboolean a_fits = a->size >= size, b_fits = b->size >= size;

  if (a_fits != b_fits)
    return a_fits;
  return a->released < b->released;
}

/**
 * gst_cl_context_pin_host:
 * @queue: the queue the mapping is made on
 * @size: bytes
 * @flags: the host's access (CL_MAP_WRITE, CL_MAP_READ)
 * @mem: (out): the buffer behind the memory, %NULL on error
 *
 * Pinned (page-locked) host memory the device's DMA reads at full speed:
 * a CL_MEM_ALLOC_HOST_PTR buffer of @self, mapped (blocking) on @queue.
 * The staging buffers of uploads and the frames of the pool offered
 * upstream (gstclpinned.c) are made this way; unmap @mem, then release it.
 *
 * Returns: the host address, or %NULL with @error set
 */
gpointer
gst_cl_context_pin_host (GstClContext * self, cl_command_queue queue,
    gsize size, cl_map_flags flags, cl_mem * mem, GError ** error)
{
  gpointer ptr = NULL;
  cl_int st;

  *mem = gst_cl_create_buffer (self->context, CL_MEM_READ_ONLY |
      CL_MEM_ALLOC_HOST_PTR, size, NULL, &st);
  if (gst_cl_result (st, error, "clCreateBuffer(pinned host memory)")) {
    ptr = clEnqueueMapBuffer (queue, *mem, CL_TRUE, flags, 0, size, 0, NULL,
        NULL, &st);
    if (!gst_cl_result (st, error, "clEnqueueMapBuffer(pinned host memory)"))
      ptr = NULL;
  }
  if (!ptr && *mem) {
    clReleaseMemObject (*mem);
    *mem = NULL;
  }
  return ptr;
}

/**
 * gst_cl_context_unpin_host:
 * @queue: a queue of the buffer's context, where the unmap goes
 * @mem: a buffer from gst_cl_context_pin_host()
 * @ptr: its host address
 *
 * Unmaps @mem, waits for @queue and releases @mem.
 */
void
gst_cl_context_unpin_host (cl_command_queue queue, cl_mem mem, gpointer ptr)
{
  clEnqueueUnmapMemObject (queue, mem, ptr, 0, NULL, NULL);
  clFinish (queue);
  clReleaseMemObject (mem);
}

/* a new pinned buffer of @size, mapped for the host to write */
static StagingSlot *
staging_slot_new (GstClContext * self, cl_command_queue queue, gsize size,
    GError ** error)
{
  StagingSlot *slot = g_new0 (StagingSlot, 1);

  slot->size = size;
  slot->ptr = gst_cl_context_pin_host (self, queue, size, CL_MAP_WRITE,
      &slot->mem, error);
  if (!slot->ptr) {
    g_free (slot);
    return NULL;
  }
  return slot;
}

/* Whether uploads go through pinned staging buffers: on discrete GPUs
 * (tests force either way: GST_CL_CHOICE_STAGED_UPLOADS). */
static gboolean
staged_uploads (GstClContext * self)
{
  return gst_cl_choice (GST_CL_CHOICE_STAGED_UPLOADS,
      self->is_gpu && !self->host_unified) != 0;
}

/**
 * gst_cl_context_staging_acquire:
 * @queue: the queue the upload goes on (a new slot is mapped there)
 * @size: bytes the caller writes
 * @slot: (out): the slot, for gst_cl_context_staging_release()
 *
 * A pinned host buffer of at least @size bytes that no pending write reads
 * any more, for the caller to fill.
 *
 * Returns: its host address, or %NULL with @error set.
 */
guint8 *
gst_cl_context_staging_acquire (GstClContext * self, cl_command_queue queue,
    gsize size, gpointer * slot_out, GError ** error)
{
  StagingSlot *slot = NULL, *wait = NULL;
  cl_event ev = NULL;
  gsize pinned = 0;
  guint i;

  g_mutex_lock (&self->lock);
  for (i = 0; i < self->staging->len && !slot; i++) {
    StagingSlot *s = g_ptr_array_index (self->staging, i);

    pinned += s->size;
    if (s->size >= size && staging_slot_idle (s))
      slot = s;
    else if (!s->taken && (!wait || staging_wait_before (s, wait, size)))
      wait = s;
  }
  if (!slot && wait && (self->staging->len >= GST_CL_STAGING_MAX_SLOTS ||
          pinned + size > GST_CL_STAGING_MAX_BYTES)) {
    /* all in use: the one given back first (a big enough one if any),
     * once its write is done */
    slot = wait;
    ev = slot->busy;
    slot->busy = NULL;
  }
  if (slot) {
    slot->taken = TRUE;
    /* an idle slot's write is complete */
    if (slot->busy) {
      clReleaseEvent (slot->busy);
      slot->busy = NULL;
    }
  }
  g_mutex_unlock (&self->lock);

  if (ev) {
    /* asleep on GPUs: NVIDIA's clWaitForEvents() spins */
    gst_cl_event_wait (self, ev);
    clReleaseEvent (ev);
  }
  if (slot && slot->size < size) {
    /* too small: replaced by a bigger one */
    StagingSlot *bigger = staging_slot_new (self, queue, size, error);

    g_mutex_lock (&self->lock);
    g_ptr_array_remove (self->staging, slot);
    if (bigger) {
      bigger->taken = TRUE;
      g_ptr_array_add (self->staging, bigger);
    }
    g_mutex_unlock (&self->lock);
    staging_slot_free (self, slot);
    slot = bigger;
  } else if (!slot) {
    slot = staging_slot_new (self, queue, size, error);
    if (slot) {
      slot->taken = TRUE;
      g_mutex_lock (&self->lock);
      g_ptr_array_add (self->staging, slot);
      g_mutex_unlock (&self->lock);
    }
  }
  if (!slot)
    return NULL;
  *slot_out = slot;
  return slot->ptr;
}

/**
 * gst_cl_context_staging_release:
 * @slot: from gst_cl_context_staging_acquire()
 * @busy: (transfer full) (nullable): the write that reads the slot
 *
 * Gives the slot back; it is reused once @busy has completed.
 */
void
gst_cl_context_staging_release (GstClContext * self, gpointer slot_ptr,
    cl_event busy)
{
  StagingSlot *slot = slot_ptr;

  g_mutex_lock (&self->lock);
  g_assert (slot->busy == NULL);
  slot->busy = busy;
  slot->taken = FALSE;
  slot->released = ++self->staging_released;
  g_mutex_unlock (&self->lock);
}

static void
gst_cl_context_finalize (GObject * object)
{
  GstClContext *self = GST_CL_CONTEXT (object);
  FreeBuffer *fb;

  GST_DEBUG_OBJECT (self, "finalize, %d uploads, %d buffer allocations", self->uploads,
      self->buffer_allocs);

  if (self->queue)
    clFinish (self->queue);
  while ((fb = g_queue_pop_head (&self->free_buffers)))
    free_buffer_free (fb);
  while (self->staging->len > 0)
    staging_slot_free (self, g_ptr_array_steal_index (self->staging,
            self->staging->len - 1));
  g_ptr_array_unref (self->staging);
  g_hash_table_destroy (self->programs);
  if (self->queue)
    clReleaseCommandQueue (self->queue);
  if (self->context)
    clReleaseContext (self->context);
  g_free (self->platform_name);
  g_free (self->device_name);
  g_free (self->driver_version);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (gst_cl_context_parent_class)->finalize (object);
  /* the driver has freed the context's buffers: give the pages back */
  gst_cl_return_host_memory ();
}

static void
gst_cl_context_class_init (GstClContextClass * klass)
{
  G_OBJECT_CLASS (klass)->finalize = gst_cl_context_finalize;
  gst_cl_runtime_init_debug ();
}

/* --- device enumeration -------------------------------------------------- */

typedef struct
{
  cl_platform_id platform;
  cl_device_id device;
  cl_device_type type;
  gchar *name;                  /* "platform: device" */
} DeviceEntry;

static gchar *
get_platform_string (cl_platform_id p, cl_platform_info what)
{
  gsize size = 0;
  gchar *s;

  if (clGetPlatformInfo (p, what, 0, NULL, &size) != CL_SUCCESS || size == 0)
    return g_strdup ("?");
  s = g_malloc0 (size + 1);
  clGetPlatformInfo (p, what, size, s, NULL);
  return gst_cl_utf8_escape_take (g_strstrip (s));
}

static gchar *
get_device_string (cl_device_id d, cl_device_info what)
{
  gsize size = 0;
  gchar *s;

  if (clGetDeviceInfo (d, what, 0, NULL, &size) != CL_SUCCESS || size == 0)
    return g_strdup ("?");
  s = g_malloc0 (size + 1);
  clGetDeviceInfo (d, what, size, s, NULL);
  return gst_cl_utf8_escape_take (g_strstrip (s));
}

static void
device_entry_clear (DeviceEntry * e)
{
  g_free (e->name);
}

/* Held around platform discovery, device listing and context creation:
 * drivers (PoCL) initialise their platform lazily in the first of these
 * calls and crash when another thread queries devices meanwhile.  Taken
 * after kept_lock, never before it. */
static GRecMutex discovery_lock;

/* Whether @dir can hold a cache: a directory (created when missing) we
 * may write into; @why says why not. */
static gboolean
cache_dir_usable (const gchar * dir, gchar ** why)
{
  if (g_mkdir_with_parents (dir, 0700) != 0) {
    *why = g_strdup_printf ("cannot be created: %s", g_strerror (errno));
    return FALSE;
  }
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR)) {
    *why = g_strdup ("is not a directory");
    return FALSE;
  }
  if (access (dir, W_OK | X_OK) != 0) {
    *why = g_strdup_printf ("is not writable: %s", g_strerror (errno));
    return FALSE;
  }
  return TRUE;
}

/* A directory of the user's own under the temporary directory, or %NULL:
 * a fixed name so that later processes reuse PoCL's compiled kernels, made
 * afresh (unique name) when someone else owns the fixed one or can write
 * into it. */
static gchar *
private_tmp_dir (void)
{
  gchar *name = g_strdup_printf ("gst-cl-pocl-%u", (guint) geteuid ());
  gchar *dir = g_build_filename (g_get_tmp_dir (), name, NULL);
  struct stat st;

  g_free (name);
  if ((g_mkdir (dir, 0700) == 0 || errno == EEXIST)
      && lstat (dir, &st) == 0 && S_ISDIR (st.st_mode)
      && st.st_uid == geteuid () && (st.st_mode & 0077) == 0)
    return dir;
  g_free (dir);
  return g_dir_make_tmp ("gst-cl-pocl-XXXXXX", NULL);
}

/* what went wrong with the platform's cache directory, for the error when
 * no device shows up */
static gchar *platform_cache_problem;

/* PoCL keeps the kernels it compiles in $POCL_CACHE_DIR, else
 * $XDG_CACHE_HOME/pocl/kcache, else ~/.cache/pocl/kcache, and lists no
 * device at all when it cannot create or write that directory.  Checked
 * once, before the platform is initialised (PoCL reads the variables
 * then): an unusable directory is replaced with a private one through
 * POCL_CACHE_DIR, with one warning naming it and the reason.  Other
 * drivers do not read these variables.  Call with discovery_lock held. */
static void
ensure_platform_cache_dir (void)
{
  static gboolean done;
  const gchar *env = g_getenv ("POCL_CACHE_DIR");
  gchar *dir, *why = NULL, *tmp, *shown;

  if (done)
    return;
  done = TRUE;
  gst_cl_runtime_init_debug ();
  if (env && *env)
    dir = g_strdup (env);
  else if ((env = g_getenv ("XDG_CACHE_HOME")) && *env)
    dir = g_build_filename (env, "pocl", "kcache", NULL);
  else if ((env = g_getenv ("HOME")) && *env)
    dir = g_build_filename (env, ".cache", "pocl", "kcache", NULL);
  else
    return;
  if (cache_dir_usable (dir, &why)) {
    g_free (dir);
    return;
  }
  shown = gst_cl_utf8_escape (dir, -1);
  tmp = private_tmp_dir ();
  if (tmp) {
    /* before any other thread can be in the platform: discovery_lock */
    g_setenv ("POCL_CACHE_DIR", tmp, TRUE);
    GST_WARNING ("the OpenCL platform's cache directory %s %s: PoCL "
        "caches compiled kernels in %s instead", shown, why, tmp);
  } else {
    platform_cache_problem = g_strdup_printf ("the OpenCL platform's "
        "cache directory %s %s, and no private directory could be made in "
        "%s", shown, why, g_get_tmp_dir ());
    GST_WARNING ("%s: PoCL may list no device", platform_cache_problem);
  }
  g_free (shown);
  g_free (tmp);
  g_free (why);
  g_free (dir);
}

/* All devices of all platforms, in platform order.  Fails with NO_PLATFORM
 * when the ICD loader finds nothing (no /etc/OpenCL/vendors, no driver).
 * Call with discovery_lock held. */
static GArray *
enumerate_devices (GError ** error)
{
  cl_uint n_platforms = 0, i, j;
  cl_platform_id *platforms;
  GArray *devices;
  cl_int status;

  ensure_platform_cache_dir ();
  status = clGetPlatformIDs (0, NULL, &n_platforms);
  if (status != CL_SUCCESS || n_platforms == 0) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NO_PLATFORM,
        "No OpenCL platform found (%s). Install an OpenCL driver, for "
        "example Debian's pocl-opencl-icd for the CPU, and check "
        "/etc/OpenCL/vendors", status == CL_SUCCESS ? "0 platforms" :
        gst_cl_status_to_string (status));
    return NULL;
  }

  devices = g_array_new (FALSE, TRUE, sizeof (DeviceEntry));
  g_array_set_clear_func (devices, (GDestroyNotify) device_entry_clear);
  platforms = g_new0 (cl_platform_id, n_platforms);
  clGetPlatformIDs (n_platforms, platforms, NULL);

  for (i = 0; i < n_platforms; i++) {
    cl_uint n_devices = 0;
    cl_device_id *ids;
    gchar *pname;

    if (clGetDeviceIDs (platforms[i], CL_DEVICE_TYPE_ALL, 0, NULL,
            &n_devices) != CL_SUCCESS || n_devices == 0)
      continue;
    ids = g_new0 (cl_device_id, n_devices);
    clGetDeviceIDs (platforms[i], CL_DEVICE_TYPE_ALL, n_devices, ids, NULL);
    pname = get_platform_string (platforms[i], CL_PLATFORM_NAME);
    for (j = 0; j < n_devices; j++) {
      DeviceEntry e = { platforms[i], ids[j], 0, NULL };
      gchar *dname = get_device_string (ids[j], CL_DEVICE_NAME);

      clGetDeviceInfo (ids[j], CL_DEVICE_TYPE, sizeof (e.type), &e.type,
          NULL);
      e.name = g_strdup_printf ("%s: %s", pname, dname);
      g_free (dname);
      g_array_append_val (devices, e);
    }
    g_free (ids);
    g_free (pname);
  }
  g_free (platforms);

  if (devices->len == 0) {
    g_array_unref (devices);
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NO_PLATFORM,
        "OpenCL platforms found, but no device on any of them%s%s%s",
        platform_cache_problem ? " (" : "", platform_cache_problem ?
        platform_cache_problem : "", platform_cache_problem ? ")" : "");
    return NULL;
  }
  return devices;
}

static gchar *
describe_devices (GArray * devices)
{
  GString *s = g_string_new (NULL);
  guint i;

  for (i = 0; i < devices->len; i++) {
    DeviceEntry *e = &g_array_index (devices, DeviceEntry, i);
    g_string_append_printf (s, "%s%u: %s", i ? "; " : "", i, e->name);
  }
  return g_string_free (s, FALSE);
}

/**
 * gst_cl_context_list_devices:
 *
 * Returns: (transfer full): a one-line list of "index: platform: device"
 * entries, or a sentence saying why there are none.
 */
gchar *
gst_cl_context_list_devices (void)
{
  GError *err = NULL;
  GArray *devices;
  gchar *s;

  g_rec_mutex_lock (&discovery_lock);
  devices = enumerate_devices (&err);
  g_rec_mutex_unlock (&discovery_lock);
  if (!devices) {
    s = g_strdup (err->message);
    g_error_free (err);
    return s;
  }
  s = describe_devices (devices);
  g_array_unref (devices);
  return s;
}

static gboolean
spec_is_default (const gchar * spec)
{
  return spec == NULL || *spec == '\0' || g_ascii_strcasecmp (spec,
      "default") == 0;
}

static gboolean
is_all_digits (const gchar * s)
{
  return g_ascii_isdigit (s[0]) && strspn (s, "0123456789") == strlen (s);
}

/* "gpu:N", "cpu:N", "accelerator:N" (or "acc:N"): the Nth device of that
 * type across all platforms, counted from 0, so that a spec names the same
 * GPU whichever other drivers (PoCL, a vendor's CPU runtime) are listed
 * before it.  Returns FALSE when @spec is not of that form. */
static gboolean
parse_typed_spec (const gchar * spec, cl_device_type * type, guint64 * nth)
{
  static const struct
  {
    const gchar *prefix;
    cl_device_type type;
  } kinds[] = {
    {"gpu:", CL_DEVICE_TYPE_GPU},
    {"cpu:", CL_DEVICE_TYPE_CPU},
    {"accelerator:", CL_DEVICE_TYPE_ACCELERATOR},
    {"acc:", CL_DEVICE_TYPE_ACCELERATOR},
  };
  guint k;

  for (k = 0; k < G_N_ELEMENTS (kinds); k++) {
    gsize n = strlen (kinds[k].prefix);

    if (g_ascii_strncasecmp (spec, kinds[k].prefix, n) == 0
        && is_all_digits (spec + n)) {
      *type = kinds[k].type;
      *nth = g_ascii_strtoull (spec + n, NULL, 10);
      return TRUE;
    }
  }
  return FALSE;
}

/* -1 when nothing matches.  An all-digit spec is an index, "gpu:N" and its
 * kin the Nth device of a type, anything else a case-insensitive substring
 * of "platform: device". */
static gint
find_device (GArray * devices, const gchar * spec)
{
  cl_device_type type;
  guint64 nth;
  guint i;

  if (spec_is_default (spec)) {
    static const cl_device_type order[] = { CL_DEVICE_TYPE_GPU,
      CL_DEVICE_TYPE_ACCELERATOR, CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_ALL
    };
    guint k;

    for (k = 0; k < G_N_ELEMENTS (order); k++)
      for (i = 0; i < devices->len; i++)
        if (g_array_index (devices, DeviceEntry, i).type & order[k])
          return i;
    return 0;
  }

  if (is_all_digits (spec)) {
    guint64 idx = g_ascii_strtoull (spec, NULL, 10);
    return idx < devices->len ? (gint) idx : -1;
  }

  if (parse_typed_spec (spec, &type, &nth)) {
    for (i = 0; i < devices->len; i++)
      if ((g_array_index (devices, DeviceEntry, i).type & type) && nth-- == 0)
        return i;
    return -1;
  }

  for (i = 0; i < devices->len; i++) {
    gchar *hay = g_ascii_strdown (g_array_index (devices, DeviceEntry,
            i).name, -1);
    gchar *needle = g_ascii_strdown (spec, -1);
    gboolean hit = strstr (hay, needle) != NULL;

    g_free (hay);
    g_free (needle);
    if (hit)
      return i;
  }
  return -1;
}

static const gchar *
effective_spec (const gchar * device_spec)
{
  if (spec_is_default (device_spec)) {
    const gchar *env = g_getenv (GST_CL_DEVICE_ENV);
    if (env && *env)
      return env;
  }
  return device_spec;
}

/**
 * gst_cl_context_matches:
 *
 * Whether @ctx is the device @device_spec would pick, so that a context
 * offered by a neighbour can be reused.  The default spec matches any.
 */
gboolean
gst_cl_context_matches (GstClContext * ctx, const gchar * device_spec)
{
  GArray *devices;
  gint idx;
  gboolean ret;

  device_spec = effective_spec (device_spec);
  if (spec_is_default (device_spec))
    return TRUE;
  g_rec_mutex_lock (&discovery_lock);
  devices = enumerate_devices (NULL);
  g_rec_mutex_unlock (&discovery_lock);
  if (!devices)
    return FALSE;
  idx = find_device (devices, device_spec);
  ret = idx >= 0 && g_array_index (devices, DeviceEntry, idx).device ==
      ctx->device;
  g_array_unref (devices);
  return ret;
}

/* gst_cl_context_new() with discovery_lock held */
static GstClContext *
context_new_locked (const gchar * device_spec, GError ** error)
{
  GstClContext *self;
  GArray *devices;
  DeviceEntry *e;
  cl_context_properties props[3];
  cl_int status;
  cl_bool unified = CL_FALSE;
  gint idx;
  gint64 t0, t1, t2;

  t0 = g_get_monotonic_time ();
  devices = enumerate_devices (error);
  if (!devices)
    return NULL;

  device_spec = effective_spec (device_spec);
  idx = find_device (devices, device_spec);
  if (idx < 0) {
    gchar *list = describe_devices (devices);
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_NO_DEVICE,
        "No OpenCL device matches \"%s\". Devices found: %s", device_spec,
        list);
    g_free (list);
    g_array_unref (devices);
    return NULL;
  }
  e = &g_array_index (devices, DeviceEntry, idx);

  self = g_object_new (GST_TYPE_CL_CONTEXT, NULL);
  gst_object_ref_sink (self);
  self->platform = e->platform;
  self->device = e->device;
  self->device_type = e->type;
  self->platform_name = get_platform_string (e->platform, CL_PLATFORM_NAME);
  self->device_name = get_device_string (e->device, CL_DEVICE_NAME);
  self->driver_version = get_device_string (e->device, CL_DRIVER_VERSION);
  g_array_unref (devices);

  clGetDeviceInfo (self->device, CL_DEVICE_MAX_COMPUTE_UNITS,
      sizeof (cl_uint), &self->compute_units, NULL);
  clGetDeviceInfo (self->device, CL_DEVICE_MAX_WORK_GROUP_SIZE,
      sizeof (gsize), &self->max_work_group_size, NULL);
  clGetDeviceInfo (self->device, CL_DEVICE_LOCAL_MEM_SIZE,
      sizeof (cl_ulong), &self->local_mem_size, NULL);
  clGetDeviceInfo (self->device, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE,
      sizeof (cl_ulong), &self->max_constant_size, NULL);
  clGetDeviceInfo (self->device, CL_DEVICE_MAX_MEM_ALLOC_SIZE,
      sizeof (cl_ulong), &self->max_alloc_size, NULL);
  clGetDeviceInfo (self->device, CL_DEVICE_GLOBAL_MEM_SIZE,
      sizeof (cl_ulong), &self->global_mem_size, NULL);
  clGetDeviceInfo (self->device, CL_DEVICE_HOST_UNIFIED_MEMORY,
      sizeof (cl_bool), &unified, NULL);
  self->host_unified = unified || (self->device_type & CL_DEVICE_TYPE_CPU);
  self->is_gpu = (self->device_type & (CL_DEVICE_TYPE_GPU |
          CL_DEVICE_TYPE_ACCELERATOR)) != 0;
  if (!self->is_gpu)
    self->simd_width = 1;
  else if (strstr (self->platform_name, "NVIDIA"))
    self->simd_width = 32;
  else if (strstr (self->platform_name, "AMD"))
    self->simd_width = 64;
  else
    self->simd_width = 16;
  if (self->compute_units == 0)
    self->compute_units = 1;
  self->staged_uploads = staged_uploads (self);

  t1 = g_get_monotonic_time ();
  props[0] = CL_CONTEXT_PLATFORM;
  props[1] = (cl_context_properties) self->platform;
  props[2] = 0;
  self->context = clCreateContext (props, 1, &self->device, NULL, NULL,
      &status);
  if (!gst_cl_result (status, error, "clCreateContext"))
    goto fail;
  self->queue = clCreateCommandQueue (self->context, self->device,
      CL_QUEUE_PROFILING_ENABLE, &status);
  if (!gst_cl_result (status, error, "clCreateCommandQueue"))
    goto fail;

  t2 = g_get_monotonic_time ();

  /* the start-up split: platform and device discovery (the ICD loader
   * loads every installed driver) against the driver's context creation */
  GST_INFO_OBJECT (self, "device \"%s\" on \"%s\" (driver %s): %u compute "
      "units, max work-group %" G_GSIZE_FORMAT ", local %" G_GUINT64_FORMAT
      " B, constant %" G_GUINT64_FORMAT " B, host-unified %d, simd %u; "
      "discovery %.1f ms, context and queue %.1f ms",
      self->device_name, self->platform_name, self->driver_version,
      self->compute_units, self->max_work_group_size, self->local_mem_size,
      self->max_constant_size, self->host_unified, self->simd_width,
      (t1 - t0) / 1000.0, (t2 - t1) / 1000.0);
  return self;

fail:
  gst_object_unref (self);
  return NULL;
}

/**
 * gst_cl_context_new:
 * @device_spec: (nullable): device index (into the devices of all
 *   platforms, in order), "gpu:N" / "cpu:N" / "accelerator:N" (the Nth
 *   device of that type, from 0, whatever other platforms are installed)
 *   or a case-insensitive substring of "platform: device"; %NULL or "default" for the default (the
 *   GST_CL_DEVICE environment variable, else the first GPU, else the first
 *   accelerator, else the first CPU)
 * @error: a #GError return location
 *
 * Opens the device: its OpenCL context and an in-order command queue with
 * profiling enabled.  Share the result with the elements through
 * gst_context_new_cl_context().
 *
 * Returns: (transfer full) (nullable): a new context, or %NULL with @error
 * set (%GST_CL_ERROR_NO_PLATFORM, or %GST_CL_ERROR_NO_DEVICE with the
 * devices found listed in the message).
 *
 * Since: 0.1
 */
GstClContext *
gst_cl_context_new (const gchar * device_spec, GError ** error)
{
  GstClContext *self;

  gst_cl_runtime_init_debug ();
  /* an application may call this from several threads at once, and the
   * elements do with GST_CL_KEEP_CONTEXT=0 */
  g_rec_mutex_lock (&discovery_lock);
  self = context_new_locked (device_spec, error);
  g_rec_mutex_unlock (&discovery_lock);
  if (!self && error && *error)
    gst_cl_error_ensure_utf8 (*error);
  return self;
}

/* --- getters ------------------------------------------------------------- */

/**
 * gst_cl_context_get_cl_context:
 * @ctx: a #GstClContext
 *
 * Returns: (transfer none): the OpenCL context, owned by @ctx.
 *
 * Since: 0.1
 */
cl_context
gst_cl_context_get_cl_context (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);
  return ctx->context;
}

/**
 * gst_cl_context_get_cl_device:
 * @ctx: a #GstClContext
 *
 * Returns: (transfer none): the OpenCL device.
 *
 * Since: 0.1
 */
cl_device_id
gst_cl_context_get_cl_device (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);
  return ctx->device;
}

/**
 * gst_cl_context_get_cl_platform:
 * @ctx: a #GstClContext
 *
 * Returns: (transfer none): the OpenCL platform of the device.
 *
 * Since: 0.1
 */
cl_platform_id
gst_cl_context_get_cl_platform (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);
  return ctx->platform;
}

/**
 * gst_cl_context_get_cl_queue:
 * @ctx: a #GstClContext
 *
 * The in-order command queue (profiling enabled) on which the elements
 * enqueue their work.  Work an application enqueues on it is ordered after
 * the elements' work already queued, e.g. after the kernels that computed
 * a #GstClIntegralMeta's sums; it must not be released.
 *
 * Returns: (transfer none): the command queue, owned by @ctx.
 *
 * Since: 0.1
 */
cl_command_queue
gst_cl_context_get_cl_queue (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);
  return ctx->queue;
}

/**
 * gst_cl_context_get_device_name:
 * @ctx: a #GstClContext
 *
 * Returns: (transfer none): the device's name (CL_DEVICE_NAME).
 *
 * Since: 0.1
 */
const gchar *
gst_cl_context_get_device_name (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);
  return ctx->device_name;
}

/**
 * gst_cl_context_get_device_type:
 * @ctx: a #GstClContext
 *
 * Returns: the device's CL_DEVICE_TYPE bits (CL_DEVICE_TYPE_GPU,
 * CL_DEVICE_TYPE_CPU, ...).
 *
 * Since: 0.1
 */
cl_device_type
gst_cl_context_get_device_type (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), 0);
  return ctx->device_type;
}

/**
 * gst_cl_context_is_host_unified:
 * @ctx: a #GstClContext
 *
 * Whether device memory is host memory (CPU devices such as PoCL,
 * integrated GPUs): frames are then wrapped, not copied.
 *
 * Returns: %TRUE on a host-unified device.
 *
 * Since: 0.1
 */
gboolean
gst_cl_context_is_host_unified (GstClContext * ctx)
{
  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), FALSE);
  return ctx->host_unified;
}

/* --- programs ------------------------------------------------------------ */

/* the element that reports program builds on this thread, if any */
static GPrivate build_reporter;

GstElement *
gst_cl_context_set_build_reporter (GstElement * element)
{
  GstElement *old = g_private_get (&build_reporter);

  g_private_set (&build_reporter, element);
  return old;
}

static void
report_build (GstClContext * self, GstProgressType type,
    const gchar * source_name)
{
  GstElement *element = g_private_get (&build_reporter);
  gchar *text;

  if (!element)
    return;
  if (type == GST_PROGRESS_TYPE_START)
    text = g_strdup_printf ("Compiling OpenCL program kernels/%s.cl for %s "
        "(first start on this device and driver; on a CPU this takes "
        "seconds to tens of seconds, later starts load it from the cache)",
        source_name, self->device_name);
  else if (type == GST_PROGRESS_TYPE_COMPLETE)
    text = g_strdup_printf ("Compiled OpenCL program kernels/%s.cl",
        source_name);
  else
    text = g_strdup_printf ("Compiling OpenCL program kernels/%s.cl failed",
        source_name);
  gst_element_post_message (element,
      gst_message_new_progress (GST_OBJECT_CAST (element), type, "compile",
          text));
  g_free (text);
}

/* @program's build log for the context's device (never NULL) */
static gchar *
build_log (GstClContext * self, cl_program program)
{
  gsize log_size = 0;
  gchar *log;

  clGetProgramBuildInfo (program, self->device, CL_PROGRAM_BUILD_LOG, 0,
      NULL, &log_size);
  log = g_malloc0 (log_size + 1);
  clGetProgramBuildInfo (program, self->device, CL_PROGRAM_BUILD_LOG,
      log_size, log, NULL);
  /* it goes into error messages */
  return gst_cl_utf8_escape_take (log);
}

/**
 * gst_cl_context_get_program:
 * @src: (nullable): the program's source (%NULL: an error)
 * @options: (nullable): build options, typically -D tunables
 *
 * Builds (or finds in the caches) the program.  On a build failure @error
 * carries the options and the build log.
 *
 * Returns: (transfer none): the program, owned by @ctx.
 */
cl_program
gst_cl_context_get_program (GstClContext * self,
    const GstClProgramSource * src, const gchar * options, GError ** error)
{
  const gchar *source, *hash, *source_name;
  gchar *key, *cache_dir = NULL, *full_options;
  cl_program program;
  cl_int status;
  gint64 t0;

  if (!src) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "no such embedded program");
    return NULL;
  }
  source = src->source;
  hash = src->hash;
  source_name = src->name;
  full_options = g_strdup_printf ("-cl-std=CL1.2 %s", options ? options : "");
  key = g_strdup_printf ("%s|%s|%s", source_name, hash, full_options);

  g_mutex_lock (&self->lock);
  program = g_hash_table_lookup (self->programs, key);
  if (program)
    goto done;

  cache_dir = gst_cl_binary_cache_dir ();
  t0 = g_get_monotonic_time ();
  program = cache_dir ? gst_cl_binary_cache_load (self, cache_dir,
      source_name, hash, full_options) : NULL;
  if (program) {
    g_atomic_int_inc (&self->binary_loads);
    GST_INFO_OBJECT (self, "loaded %s.cl from the binary cache in %.1f ms",
        source_name, (g_get_monotonic_time () - t0) / 1000.0);
  } else {
    t0 = g_get_monotonic_time ();

    GST_INFO_OBJECT (self, "compiling kernels/%s.cl (%s) for %s: not in "
        "the binary cache, this can take a while on a CPU", source_name,
        full_options, self->device_name);
    report_build (self, GST_PROGRESS_TYPE_START, source_name);
    program = clCreateProgramWithSource (self->context, 1, &source, NULL,
        &status);
    if (!gst_cl_result (status, error, "clCreateProgramWithSource")) {
      report_build (self, GST_PROGRESS_TYPE_ERROR, source_name);
      goto done;
    }
    status = clBuildProgram (program, 1, &self->device, full_options, NULL,
        NULL);
    if (status != CL_SUCCESS) {
      gchar *log = build_log (self, program);

      g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_BUILD,
          "Building kernels/%s.cl failed (%s) with options \"%s\":\n%s",
          source_name, gst_cl_status_to_string (status), full_options, log);
      GST_ERROR_OBJECT (self, "%s", (*error)->message);
      g_free (log);
      clReleaseProgram (program);
      program = NULL;
      report_build (self, GST_PROGRESS_TYPE_ERROR, source_name);
      goto done;
    }
    g_atomic_int_inc (&self->builds);
    GST_INFO_OBJECT (self, "built %s.cl (%s) in %.1f ms", source_name,
        full_options, (g_get_monotonic_time () - t0) / 1000.0);
    if (gst_debug_category_get_threshold (GST_CAT_DEFAULT) >= GST_LEVEL_DEBUG) {
      /* warnings, and what options such as -cl-nv-verbose ask for */
      gchar *log = build_log (self, program);

      if (*g_strstrip (log))
        GST_DEBUG_OBJECT (self, "build log of %s.cl:\n%s", source_name, log);
      g_free (log);
    }
    report_build (self, GST_PROGRESS_TYPE_COMPLETE, source_name);
    if (cache_dir)
      gst_cl_binary_cache_store (self, cache_dir, source_name, hash,
          full_options, program);
  }
  g_hash_table_insert (self->programs, key, program);
  key = NULL;

done:
  g_mutex_unlock (&self->lock);
  g_free (cache_dir);
  g_free (key);
  g_free (full_options);
  return program;
}

/**
 * gst_cl_context_create_kernel:
 *
 * Returns: (transfer full): a new kernel object of the cached program; the
 * caller releases it.  Kernel objects are not shared between threads.
 */
cl_kernel
gst_cl_context_create_kernel (GstClContext * self,
    const GstClProgramSource * src, const gchar * options,
    const gchar * kernel_name, GError ** error)
{
  cl_program program;
  cl_kernel kernel;
  cl_int status;

  program = gst_cl_context_get_program (self, src, options, error);
  if (!program)
    return NULL;
  kernel = clCreateKernel (program, kernel_name, &status);
  if (!gst_cl_result (status, error, "clCreateKernel"))
    return NULL;
  return kernel;
}

/* --- buffers ------------------------------------------------------------- */

/**
 * gst_cl_context_create_queue:
 *
 * A new in-order command queue (profiling on) on the context's device, for
 * one element or engine: streams on their own queues neither wait for each
 * other's commands nor serialise on one queue's blocking calls.  Order work
 * on another queue with gst_cl_queue_mark() and gst_cl_queue_wait_for().
 *
 * Returns: (transfer full) (nullable): the queue (clReleaseCommandQueue()
 *   it), or %NULL with @error set
 */
cl_command_queue
gst_cl_context_create_queue (GstClContext * self, GError ** error)
{
  cl_int status;
  cl_command_queue q = clCreateCommandQueue (self->context, self->device,
      CL_QUEUE_PROFILING_ENABLE, &status);

  if (!gst_cl_result (status, error, "clCreateCommandQueue"))
    return NULL;
  return q;
}

/**
 * gst_cl_queue_replace:
 * @slot: where an engine keeps its queue (one reference held)
 * @queue: (transfer none): the queue to use from now on
 *
 * Moves an engine to another in-order queue of the same context: what the
 * old queue still has to do finishes first, so the engine's commands stay
 * in order across the switch.
 */
void
gst_cl_queue_replace (cl_command_queue * slot, cl_command_queue queue)
{
  clFinish (*slot);
  clRetainCommandQueue (queue);
  clReleaseCommandQueue (*slot);
  *slot = queue;
}

/**
 * gst_cl_queue_mark:
 *
 * Returns: (transfer full) (nullable): an event that completes once every
 *   command enqueued on @queue so far has (a marker), %NULL if the marker
 *   could not be enqueued
 */
cl_event
gst_cl_queue_mark (cl_command_queue queue)
{
  cl_event ev = NULL;

  if (clEnqueueMarkerWithWaitList (queue, 0, NULL, &ev) != CL_SUCCESS)
    return NULL;
  /* the marker must reach the device for a waiter on another queue */
  clFlush (queue);
  return ev;
}

/* Sleepers of gst_cl_event_wait_asleep(), by id: a completion callback
 * finds its waiter through the table, so that a callback that comes late
 * (or, on PoCL 3.1, never: it does not call back for a command that ended
 * in an error) touches no freed memory and owns none. */
typedef struct
{
  GCond cond;
  gboolean done;
  cl_int status;
} EventWaiter;

static GMutex waiters_lock;
static GHashTable *waiters;
static guint waiters_next_id;

/* a waiter that got no callback polls the event this often */
#define EVENT_WAIT_POLL_US 5000

static void CL_CALLBACK
event_waiter_wake (cl_event event, cl_int status, void *data)
{
  EventWaiter *w;

  g_mutex_lock (&waiters_lock);
  w = waiters ? g_hash_table_lookup (waiters, data) : NULL;
  if (w) {
    w->status = status;
    w->done = TRUE;
    g_cond_signal (&w->cond);
  }
  g_mutex_unlock (&waiters_lock);
}

/**
 * gst_cl_event_wait_asleep:
 * @event: a command's event
 *
 * Waits, asleep, until @event's command has completed: its completion
 * callback wakes the thread (and the thread looks at the event itself every
 * 5 ms, should the callback not come).
 *
 * Returns: %CL_SUCCESS, or %CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
 *   when the command ended in an error, as clWaitForEvents()
 */
cl_int
gst_cl_event_wait_asleep (cl_event event)
{
  EventWaiter w = { 0, };
  gpointer id;
  cl_int st = CL_QUEUED;

  g_cond_init (&w.cond);
  g_mutex_lock (&waiters_lock);
  if (!waiters)
    waiters = g_hash_table_new (NULL, NULL);
  if (++waiters_next_id == 0)
    waiters_next_id = 1;
  id = GUINT_TO_POINTER (waiters_next_id);
  g_hash_table_insert (waiters, id, &w);
  g_mutex_unlock (&waiters_lock);

  if (clSetEventCallback (event, CL_COMPLETE, event_waiter_wake,
          id) != CL_SUCCESS) {
    st = clWaitForEvents (1, &event);
    w.done = TRUE;
    w.status = st == CL_SUCCESS ? CL_COMPLETE : -1;
  }
  g_mutex_lock (&waiters_lock);
  while (!w.done) {
    gint64 until = g_get_monotonic_time () + EVENT_WAIT_POLL_US;

    if (g_cond_wait_until (&w.cond, &waiters_lock, until) || w.done)
      continue;
    /* no callback yet: look (without the lock: a driver may call back
     * from inside its API calls) */
    g_mutex_unlock (&waiters_lock);
    if (clGetEventInfo (event, CL_EVENT_COMMAND_EXECUTION_STATUS,
            sizeof (st), &st, NULL) != CL_SUCCESS)
      st = -1;
    g_mutex_lock (&waiters_lock);
    if (st <= CL_COMPLETE && !w.done) {
      w.done = TRUE;
      w.status = st;
    }
  }
  g_hash_table_remove (waiters, id);
  g_mutex_unlock (&waiters_lock);
  g_cond_clear (&w.cond);
  /* the event's own status: PoCL 3.1 calls back with CL_COMPLETE for an
   * event that had already failed */
  if (w.status >= 0 && clGetEventInfo (event,
          CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof (st), &st,
          NULL) == CL_SUCCESS && st < 0)
    w.status = st;
  return w.status < 0 ? CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST :
      CL_SUCCESS;
}

/**
 * gst_cl_event_wait:
 * @ctx: the context of @event
 * @event: a command's event
 *
 * Waits until @event's command has completed.  On GPUs: with the driver's
 * clWaitForEvents() when no other thread is in this wait (NVIDIA's spins,
 * and wakes soonest), asleep (gst_cl_event_wait_asleep()) beside other
 * waits, which leaves the cores to the other streams.  Elsewhere
 * clWaitForEvents() (PoCL sleeps in it).  The lone waiter wakes soonest
 * in the driver's wait, which shortens a single frame's end-to-end time;
 * several waiters asleep leave the cores to each other.
 *
 * Returns: as clWaitForEvents()
 */
cl_int
gst_cl_event_wait (GstClContext * ctx, cl_event event)
{
  static gint waiting;
  cl_int st;

  if (!ctx->is_gpu)
    return clWaitForEvents (1, &event);
  if (g_atomic_int_add (&waiting, 1) == 0)
    st = clWaitForEvents (1, &event);
  else
    st = gst_cl_event_wait_asleep (event);
  g_atomic_int_add (&waiting, -1);
  return st;
}

/**
 * gst_cl_queue_wait_for:
 * @event: (nullable): an event of a command on another queue
 *
 * Orders every later command of @queue after @event (a barrier on the
 * device: the host does not wait).  Nothing to do without an event.
 */
gboolean
gst_cl_queue_wait_for (cl_command_queue queue, cl_event event,
    GError ** error)
{
  if (!event)
    return TRUE;
  return gst_cl_result (clEnqueueBarrierWithWaitList (queue, 1, &event,
          NULL), error, "clEnqueueBarrierWithWaitList");
}

/**
 * gst_cl_context_acquire_buffer:
 *
 * A device buffer of at least @size bytes for work on the context's queue:
 * gst_cl_context_acquire_buffer_for_queue() with that queue.
 */
cl_mem
gst_cl_context_acquire_buffer (GstClContext * self, gsize size,
    GError ** error)
{
  return gst_cl_context_acquire_buffer_for_queue (self, size, NULL, error);
}

/**
 * gst_cl_context_acquire_buffer_for_queue:
 * @queue: (nullable): the queue that will use the buffer, %NULL for the
 *   context's
 *
 * A device buffer of at least @size bytes, from the recycling pool when one
 * of a fitting size is free (no allocation per frame in steady state).  A
 * recycled buffer is safe to use on @queue at once: it was last used on
 * @queue (in order), or its last user's commands on another queue are
 * complete (marker); a buffer that may still be busy on another queue is
 * left in the pool.
 * Give it back with gst_cl_context_release_buffer_from_queue().
 */
cl_mem
gst_cl_context_acquire_buffer_for_queue (GstClContext * self, gsize size,
    cl_command_queue queue, GError ** error)
{
  GList *l;
  cl_mem mem = NULL;
  cl_int status;

  if (!queue)
    queue = self->queue;
  if (size == 0)
    size = 1;
  if (size > self->max_alloc_size) {
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_OUT_OF_RESOURCES,
        "a buffer of %" G_GSIZE_FORMAT " bytes exceeds the device's largest "
        "allocation (%" G_GUINT64_FORMAT " bytes)", size, self->max_alloc_size);
    return NULL;
  }

  g_mutex_lock (&self->lock);
  for (l = self->free_buffers.head; l; l = l->next) {
    FreeBuffer *fb = l->data;
    /* reuse a buffer that fits without wasting more than half of it */
    if (fb->size >= size && fb->size / 2 <= size &&
        (fb->queue == queue || (fb->done && gst_cl_event_done (fb->done)))) {
      g_queue_delete_link (&self->free_buffers, l);
      self->free_bytes -= fb->size;
      mem = fb->mem;
      clRetainMemObject (mem);
      free_buffer_free (fb);
      break;
    }
  }
  g_mutex_unlock (&self->lock);
  if (mem)
    return mem;

  mem = gst_cl_create_buffer (self->context, CL_MEM_READ_WRITE, size, NULL,
      &status);
  if (!gst_cl_result (status, error, "clCreateBuffer"))
    return NULL;
  g_atomic_int_inc (&self->buffer_allocs);
  GST_LOG_OBJECT (self, "allocated buffer of %" G_GSIZE_FORMAT " bytes", size);
  return mem;
}

/**
 * gst_cl_context_release_buffer:
 *
 * gst_cl_context_release_buffer_from_queue() for a buffer used on the
 * context's queue.
 */
void
gst_cl_context_release_buffer (GstClContext * self, cl_mem mem)
{
  gst_cl_context_release_buffer_from_queue (self, mem, NULL);
}

/**
 * gst_cl_context_release_buffer_from_queue:
 * @queue: (nullable): the queue @mem was last used on, %NULL for the
 *   context's
 *
 * Gives a buffer of gst_cl_context_acquire_buffer_for_queue() back to the
 * pool, with a marker after the commands already enqueued on @queue: its
 * next user on another queue takes it only once they are done.
 */
void
gst_cl_context_release_buffer_from_queue (GstClContext * self, cl_mem mem,
    cl_command_queue queue)
{
  FreeBuffer *fb;
  GSList *drop = NULL;

  if (!mem)
    return;
  /* a kept context no element uses holds no buffers (a buffer still
   * downstream when its pipeline stopped comes back now) */
  if (self->kept && g_atomic_int_get (&self->users) == 0) {
    clReleaseMemObject (mem);
    return;
  }
  if (!queue)
    queue = self->queue;
  fb = g_new0 (FreeBuffer, 1);
  fb->mem = mem;
  clGetMemObjectInfo (mem, CL_MEM_SIZE, sizeof (fb->size), &fb->size, NULL);
  fb->queue = queue;
  clRetainCommandQueue (queue);
  /* users of the context's queue (the default) need no marker: one on
   * another queue will not take a buffer without one */
  if (queue != self->queue)
    fb->done = gst_cl_queue_mark (queue);
  g_mutex_lock (&self->lock);
  g_queue_push_head (&self->free_buffers, fb);
  self->free_bytes += fb->size;
  /* the least recently released go first */
  while (self->free_buffers.length > 1 &&
      (self->free_buffers.length > MAX_FREE_BUFFERS ||
          self->free_bytes > self->global_mem_size / FREE_BYTES_SHARE)) {
    FreeBuffer *old = g_queue_pop_tail (&self->free_buffers);

    self->free_bytes -= old->size;
    drop = g_slist_prepend (drop, old);
  }
  g_mutex_unlock (&self->lock);
  g_slist_free_full (drop, (GDestroyNotify) free_buffer_free);
}

void
gst_cl_context_count_upload (GstClContext * self)
{
  g_atomic_int_inc (&self->uploads);
}

/**
 * gst_cl_event_elapsed_ms:
 *
 * Device time between the start and the end of @event, from profiling.
 */
gdouble
gst_cl_event_elapsed_ms (cl_event event)
{
  cl_ulong t0 = 0, t1 = 0;

  clGetEventProfilingInfo (event, CL_PROFILING_COMMAND_START, sizeof (t0),
      &t0, NULL);
  clGetEventProfilingInfo (event, CL_PROFILING_COMMAND_END, sizeof (t1),
      &t1, NULL);
  return (t1 - t0) / 1e6;
}

/* --- contexts kept for the process --------------------------------------- */

/* The context an element creates is kept for the rest of the process, per
 * device spec, and a pipeline started later that finds none from its
 * neighbours or the application takes it: a restarted pipeline (a webcam
 * unplugged and back, a new file) then skips the driver's context creation
 * and the program loads (about 100 ms on NVIDIA, and a few ms each).
 * While no element uses it, it holds no device buffers and no staging
 * buffers (gst_cl_context_unuse()).
 * GST_CL_KEEP_CONTEXT=0 turns it off (every pipeline its own context). */
typedef struct
{
  gchar *spec;
  GstClContext *ctx;
} KeptContext;

static GMutex kept_lock;
/* (element-type KeptContext): never freed, the contexts live as long as
 * the process */
static GPtrArray *kept_contexts;

static gboolean
keep_contexts (void)
{
  const gchar *env = g_getenv (GST_CL_KEEP_CONTEXT_ENV);

  return !env || !g_str_equal (env, "0");
}

/* The kept context for @device_spec, or a new one (kept unless
 * GST_CL_KEEP_CONTEXT=0); @reused tells which. */
static GstClContext *
kept_context_get (const gchar * device_spec, gboolean * reused,
    GError ** error)
{
  const gchar *spec = effective_spec (device_spec);
  GstClContext *ctx = NULL;
  gchar *key;
  guint i;

  *reused = FALSE;
  if (!keep_contexts ())
    return gst_cl_context_new (device_spec, error);
  key = g_strdup (spec_is_default (spec) ? "default" : spec);
  /* held while a context is created: two pipelines starting together
   * share one */
  g_mutex_lock (&kept_lock);
  for (i = 0; kept_contexts && i < kept_contexts->len && !ctx; i++) {
    KeptContext *k = g_ptr_array_index (kept_contexts, i);

    if (g_str_equal (k->spec, key))
      ctx = gst_object_ref (k->ctx);
  }
  if (ctx) {
    *reused = TRUE;
    g_free (key);
  } else if ((ctx = gst_cl_context_new (device_spec, error))) {
    KeptContext *k = g_new (KeptContext, 1);

    ctx->kept = TRUE;
    k->spec = key;
    k->ctx = gst_object_ref (ctx);
    if (!kept_contexts)
      kept_contexts = g_ptr_array_new ();
    g_ptr_array_add (kept_contexts, k);
  } else {
    g_free (key);
  }
  g_mutex_unlock (&kept_lock);
  return ctx;
}

/* frees the pool's buffers and the staging buffers not in use */
static void
context_trim (GstClContext * self)
{
  GQueue drop = G_QUEUE_INIT;
  GPtrArray *slots = g_ptr_array_new ();
  FreeBuffer *fb;
  guint i;

  g_mutex_lock (&self->lock);
  while ((fb = g_queue_pop_head (&self->free_buffers)))
    g_queue_push_tail (&drop, fb);
  self->free_bytes = 0;
  for (i = 0; i < self->staging->len;) {
    StagingSlot *slot = g_ptr_array_index (self->staging, i);

    if (slot->taken)
      i++;
    else
      g_ptr_array_add (slots, g_ptr_array_steal_index (self->staging, i));
  }
  g_mutex_unlock (&self->lock);
  GST_DEBUG_OBJECT (self, "no element uses it: %u pooled and %u staging "
      "buffers freed", drop.length, slots->len);
  while ((fb = g_queue_pop_head (&drop)))
    free_buffer_free (fb);
  for (i = 0; i < slots->len; i++)
    staging_slot_free (self, g_ptr_array_index (slots, i));
  g_ptr_array_unref (slots);
  gst_cl_return_host_memory ();
}

/**
 * gst_cl_context_use:
 *
 * An element starts using @ctx (from its start until its stop).
 */
void
gst_cl_context_use (GstClContext * self)
{
  g_atomic_int_inc (&self->users);
}

/**
 * gst_cl_context_unuse:
 *
 * An element stops using @ctx.  A kept context that no element uses any
 * more gives its pooled device buffers and its staging buffers back.
 */
void
gst_cl_context_unuse (GstClContext * self)
{
  if (g_atomic_int_dec_and_test (&self->users) && self->kept)
    context_trim (self);
}

/**
 * gst_cl_context_is_kept:
 *
 * Whether @ctx is kept for the process (created by an element, see
 * GST_CL_KEEP_CONTEXT).
 */
gboolean
gst_cl_context_is_kept (GstClContext * self)
{
  return self->kept;
}

/* --- GstContext sharing -------------------------------------------------- */

/**
 * gst_context_new_cl_context:
 * @ctx: a #GstClContext
 *
 * Wraps @ctx for the elements: set the result on an element (or a whole
 * pipeline) with gst_element_set_context(), typically in answer to a
 * `need-context` message of type %GST_CL_CONTEXT_TYPE_STR.  The context is
 * persistent.
 *
 * Returns: (transfer full): a new #GstContext holding a reference to @ctx.
 *
 * Since: 0.1
 */
GstContext *
gst_context_new_cl_context (GstClContext * ctx)
{
  GstContext *context;
  GstStructure *s;

  g_return_val_if_fail (GST_IS_CL_CONTEXT (ctx), NULL);

  context = gst_context_new (GST_CL_CONTEXT_TYPE_STR, TRUE);
  s = gst_context_writable_structure (context);

  gst_structure_set (s, "context", GST_TYPE_CL_CONTEXT, ctx,
      "device-name", G_TYPE_STRING, ctx->device_name, NULL);
  return context;
}

/**
 * gst_context_get_cl_context:
 * @context: (nullable): a #GstContext
 * @ctx: (out) (transfer full): the #GstClContext it holds
 *
 * Reads the #GstClContext out of a context of type
 * %GST_CL_CONTEXT_TYPE_STR, e.g. one an element announced with a
 * `have-context` message.
 *
 * Returns: %TRUE when @context is such a context; @ctx then holds a new
 * reference.
 *
 * Since: 0.1
 */
gboolean
gst_context_get_cl_context (GstContext * context, GstClContext ** ctx)
{
  const GstStructure *s;

  g_return_val_if_fail (ctx != NULL, FALSE);
  if (!context || g_strcmp0 (gst_context_get_context_type (context),
          GST_CL_CONTEXT_TYPE_STR) != 0)
    return FALSE;
  s = gst_context_get_structure (context);
  return gst_structure_get (s, "context", GST_TYPE_CL_CONTEXT, ctx, NULL);
}

static gboolean
run_query (GstElement * element, GstQuery * query, GstPadDirection direction)
{
  GstIterator *it;
  GValue res = G_VALUE_INIT;
  gboolean found = FALSE;

  /* ask the neighbours through our pads: src pads query downstream */
  it = direction == GST_PAD_SRC ? gst_element_iterate_src_pads (element) :
      gst_element_iterate_sink_pads (element);
  g_value_init (&res, G_TYPE_BOOLEAN);
  while (!found) {
    GValue item = G_VALUE_INIT;
    GstIteratorResult r = gst_iterator_next (it, &item);

    if (r == GST_ITERATOR_RESYNC) {
      gst_iterator_resync (it);
      continue;
    }
    if (r != GST_ITERATOR_OK)
      break;
    found = gst_pad_peer_query (g_value_get_object (&item), query);
    g_value_unset (&item);
  }
  gst_iterator_free (it);
  g_value_unset (&res);
  return found;
}

static void
set_from_query (GstElement * element, GstQuery * query)
{
  GstContext *context = NULL;

  gst_query_parse_context (query, &context);
  if (context)
    gst_element_set_context (element, context);
}

/**
 * gst_cl_ensure_element_context:
 * @ctx: (inout): the element's context pointer; filled when %NULL
 *
 * Finds the shared context: from a neighbour downstream, then upstream,
 * then the application (NEED_CONTEXT on the bus, answered synchronously);
 * otherwise creates one for @device_spec and announces it with
 * HAVE_CONTEXT.  The element's set_context handler fills @ctx on the way.
 */
gboolean
gst_cl_ensure_element_context (GstElement * element,
    const gchar * device_spec, GstClContext ** ctx, GError ** error)
{
  GstQuery *query;
  GstContext *context;
  GstMessage *msg;
  GstClContext *created;
  gboolean reused;

  gst_cl_runtime_init_debug ();
  if (*ctx)
    return TRUE;

  query = gst_query_new_context (GST_CL_CONTEXT_TYPE_STR);
  if (run_query (element, query, GST_PAD_SRC)) {
    GST_CAT_INFO_OBJECT (GST_CAT_CONTEXT, element, "found context downstream");
    set_from_query (element, query);
  }
  if (!*ctx && run_query (element, query, GST_PAD_SINK)) {
    GST_CAT_INFO_OBJECT (GST_CAT_CONTEXT, element, "found context upstream");
    set_from_query (element, query);
  }
  gst_query_unref (query);

  if (!*ctx) {
    GST_CAT_INFO_OBJECT (GST_CAT_CONTEXT, element, "posting need-context");
    msg = gst_message_new_need_context (GST_OBJECT_CAST (element),
        GST_CL_CONTEXT_TYPE_STR);
    gst_element_post_message (element, msg);
  }
  if (*ctx)
    return TRUE;

  created = kept_context_get (device_spec, &reused, error);
  if (!created)
    return FALSE;
  if (reused)
    GST_CAT_INFO_OBJECT (GST_CAT_CONTEXT, element, "reusing the context kept "
        "for device %s", created->device_name);
  context = gst_context_new_cl_context (created);
  gst_object_unref (created);
  gst_element_set_context (element, context);
  if (!*ctx) {
    /* set_context refused it (device mismatch cannot happen here) */
    gst_context_unref (context);
    g_set_error (error, GST_CL_ERROR, GST_CL_ERROR_FAILED,
        "element did not accept its own OpenCL context");
    return FALSE;
  }
  GST_CAT_INFO_OBJECT (GST_CAT_CONTEXT, element,
      "posting have-context for device %s", (*ctx)->device_name);
  msg = gst_message_new_have_context (GST_OBJECT_CAST (element), context);
  gst_element_post_message (element, msg);
  return TRUE;
}

/**
 * gst_cl_handle_set_context:
 *
 * Call from GstElement::set_context (under the element's context lock).
 * Keeps an already set context; takes the offered one only when it is the
 * device @device_spec asks for.
 */
gboolean
gst_cl_handle_set_context (GstElement * element, GstContext * context,
    const gchar * device_spec, GstClContext ** ctx)
{
  GstClContext *other = NULL;

  if (!context || *ctx)
    return FALSE;
  if (!gst_context_get_cl_context (context, &other))
    return FALSE;
  if (!gst_cl_context_matches (other, device_spec)) {
    GST_CAT_INFO_OBJECT (GST_CAT_CONTEXT, element, "ignoring context for "
        "device %s: device \"%s\" was asked for", other->device_name,
        device_spec);
    gst_object_unref (other);
    return FALSE;
  }
  GST_CAT_DEBUG_OBJECT (GST_CAT_CONTEXT, element, "got context %"
      GST_PTR_FORMAT, other);
  *ctx = other;
  return TRUE;
}

gboolean
gst_cl_handle_context_query (GstElement * element, GstQuery * query,
    GstClContext * ctx)
{
  const gchar *type;
  GstContext *context, *old = NULL;
  GstStructure *s;

  if (GST_QUERY_TYPE (query) != GST_QUERY_CONTEXT || !ctx)
    return FALSE;
  if (!gst_query_parse_context_type (query, &type) ||
      g_strcmp0 (type, GST_CL_CONTEXT_TYPE_STR) != 0)
    return FALSE;

  gst_query_parse_context (query, &old);
  if (old) {
    context = gst_context_copy (old);
    s = gst_context_writable_structure (context);
    gst_structure_set (s, "context", GST_TYPE_CL_CONTEXT, ctx,
        "device-name", G_TYPE_STRING, ctx->device_name, NULL);
  } else {
    context = gst_context_new_cl_context (ctx);
  }
  gst_query_set_context (query, context);
  gst_context_unref (context);
  GST_CAT_DEBUG_OBJECT (GST_CAT_CONTEXT, element, "answered context query");
  return TRUE;
}

/**
 * gst_cl_context_get_cl_context_handle:
 * @ctx: a #GstClContext
 *
 * gst_cl_context_get_cl_context() as an integer, for languages that reach
 * the library through GObject-Introspection and OpenCL through their own
 * binding (PyOpenCL's `Context.from_int_ptr()`, ctypes).
 *
 * Returns: the `cl_context` handle, owned by @ctx.
 *
 * Since: 0.1
 */
guintptr
gst_cl_context_get_cl_context_handle (GstClContext * ctx)
{
  return (guintptr) gst_cl_context_get_cl_context (ctx);
}

/**
 * gst_cl_context_get_cl_device_handle:
 * @ctx: a #GstClContext
 *
 * gst_cl_context_get_cl_device() as an integer (see
 * gst_cl_context_get_cl_context_handle()).
 *
 * Returns: the `cl_device_id` handle.
 *
 * Since: 0.1
 */
guintptr
gst_cl_context_get_cl_device_handle (GstClContext * ctx)
{
  return (guintptr) gst_cl_context_get_cl_device (ctx);
}

/**
 * gst_cl_context_get_cl_queue_handle:
 * @ctx: a #GstClContext
 *
 * gst_cl_context_get_cl_queue() as an integer (see
 * gst_cl_context_get_cl_context_handle()).
 *
 * Returns: the `cl_command_queue` handle, owned by @ctx.
 *
 * Since: 0.1
 */
guintptr
gst_cl_context_get_cl_queue_handle (GstClContext * ctx)
{
  return (guintptr) gst_cl_context_get_cl_queue (ctx);
}
