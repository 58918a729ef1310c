/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * Test hooks.  Fault injection: gst_cl_fault_set (GST_CL_FAULT_ALLOC, N)
 * makes the Nth device allocation fail as out of device memory,
 * GST_CL_FAULT_ENQUEUE the Nth kernel enqueue as out of resources, so that
 * the error paths a user meets only on a full GPU run in CI.  Every
 * allocation and kernel launch of the runtime and the engines goes through
 * the two wrappers below.  Choices: a test runs another device kind's way
 * of working (staged uploads, queues, lanes) on the device it has.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstcl-private.h"

#define GST_CAT_DEFAULT gst_cl_runtime_debug

static const gchar *const fault_name[] = {
  [GST_CL_FAULT_ALLOC] = "allocation",
  [GST_CL_FAULT_ENQUEUE] = "enqueue",
};

/* target + 1, so 1 means "off" */
static gint fault_target[2] = { 1, 1 };
static gint fault_count[2];
/* forced choices; G_MININT: the device's */
static gint choices[GST_CL_N_CHOICES] = { G_MININT, G_MININT, G_MININT,
  G_MININT
};
/* device buffers created through gst_cl_create_buffer() and not yet freed
 * by the driver: what the fault tests check for leaks */
static gint live_buffers;

static void CL_CALLBACK
buffer_freed (cl_mem mem, void *user_data)
{
  g_atomic_int_add (&live_buffers, -1);
}

/**
 * gst_cl_live_buffer_count:
 *
 * Returns: the device buffers made by gst_cl_create_buffer() that the
 * driver has not freed yet (all references released).
 */
gint
gst_cl_live_buffer_count (void)
{
  return g_atomic_int_get (&live_buffers);
}

/**
 * gst_cl_fault_set:
 * @n: the operation of @kind to fail (1: the first); 0: none, but count
 *   them (gst_cl_fault_count())
 *
 * Fails the @n th operation of @kind from now on, and restarts its count.
 */
void
gst_cl_fault_set (GstClFaultKind kind, gint n)
{
  g_atomic_int_set (&fault_count[kind], 0);
  g_atomic_int_set (&fault_target[kind], n > 0 && n < G_MAXINT ? n + 1 :
      G_MAXINT);
}

/**
 * gst_cl_fault_reset:
 *
 * Turns fault injection off and restarts the counts.
 */
void
gst_cl_fault_reset (void)
{
  guint k;

  for (k = 0; k < G_N_ELEMENTS (fault_target); k++) {
    g_atomic_int_set (&fault_count[k], 0);
    g_atomic_int_set (&fault_target[k], 1);
  }
}

/**
 * gst_cl_fault_hit:
 * @kind: which operation is about to run
 *
 * Counts one operation of @kind while fault injection is on.
 *
 * Returns: %TRUE when it is the one to fail.
 */
gboolean
gst_cl_fault_hit (GstClFaultKind kind)
{
  gint target = g_atomic_int_get (&fault_target[kind]);

  if (G_LIKELY (target == 1))
    return FALSE;
  if (g_atomic_int_add (&fault_count[kind], 1) + 1 == target - 1) {
    GST_WARNING ("failing %s %d on purpose", fault_name[kind], target - 1);
    return TRUE;
  }
  return FALSE;
}

/**
 * gst_cl_fault_count:
 *
 * Returns: how many operations of @kind were counted since
 * gst_cl_fault_set() (0 while fault injection is off): how far a sweep
 * needs to go.
 */
gint
gst_cl_fault_count (GstClFaultKind kind)
{
  return g_atomic_int_get (&fault_count[kind]);
}

/**
 * gst_cl_choice_force:
 * @value: the value gst_cl_choice() returns from now on; G_MININT: the
 *   device's again
 *
 * For tests: another device kind's choice on the test device.
 */
void
gst_cl_choice_force (GstClChoice choice, gint value)
{
  g_return_if_fail (choice < GST_CL_N_CHOICES);
  g_atomic_int_set (&choices[choice], value);
}

/**
 * gst_cl_choice:
 * @device_default: the device kind's choice
 *
 * Returns: @device_default, unless a test forced another value
 */
gint
gst_cl_choice (GstClChoice choice, gint device_default)
{
  gint v;

  g_return_val_if_fail (choice < GST_CL_N_CHOICES, device_default);
  v = g_atomic_int_get (&choices[choice]);
  return v == G_MININT ? device_default : v;
}

/**
 * gst_cl_create_buffer:
 *
 * clCreateBuffer(), or CL_MEM_OBJECT_ALLOCATION_FAILURE when fault
 * injection picks this allocation.
 */
cl_mem
gst_cl_create_buffer (cl_context context, cl_mem_flags flags, gsize size,
    gpointer host_ptr, cl_int * status)
{
  cl_mem mem;

  if (gst_cl_fault_hit (GST_CL_FAULT_ALLOC)) {
    if (status)
      *status = CL_MEM_OBJECT_ALLOCATION_FAILURE;
    return NULL;
  }
  mem = clCreateBuffer (context, flags, size, host_ptr, status);
  if (mem) {
    g_atomic_int_inc (&live_buffers);
    if (clSetMemObjectDestructorCallback (mem, buffer_freed, NULL) !=
        CL_SUCCESS)
      g_atomic_int_add (&live_buffers, -1);
  }
  return mem;
}

/**
 * gst_cl_enqueue_kernel:
 *
 * clEnqueueNDRangeKernel(), or CL_OUT_OF_RESOURCES when fault injection
 * picks this launch.
 */
cl_int
gst_cl_enqueue_kernel (cl_command_queue queue, cl_kernel kernel,
    cl_uint work_dim, const gsize * global_offset, const gsize * global_size,
    const gsize * local_size, cl_uint n_wait, const cl_event * wait,
    cl_event * event)
{
  if (gst_cl_fault_hit (GST_CL_FAULT_ENQUEUE))
    return CL_OUT_OF_RESOURCES;
  return clEnqueueNDRangeKernel (queue, kernel, work_dim, global_offset,
      global_size, local_size, n_wait, wait, event);
}
