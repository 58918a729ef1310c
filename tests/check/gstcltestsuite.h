/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * A gst-check suite written as one table of its test cases and tests,
 * and the main() that runs it.  It needs gst-check alone, so that the
 * tests built as an application (libs/clcontext.c) use it too.
 */
#pragma once

#include <gst/check/gstcheck.h>

G_BEGIN_DECLS

/**
 * GstClTest:
 * @name: the test's name, or the test case's for an entry that starts one
 * @fn: the test (gst-check's GST_START_TEST); %NULL where the entry
 *   starts the test case @name
 * @loops: check runs @fn for _i from 0 to @loops - 1, each run a test of
 *   its own (1: a plain test)
 * @setup: (nullable): for a test case, run before its tests, @teardown
 *   after them: once around them all, or around each test when @checked
 *
 * One entry of a suite's table: a test case, then its tests, then the
 * next test case; an entry with @name %NULL ends the table.
 */
typedef struct
{
  const gchar *name;
  TFun fn;
  gint loops;
  SFun setup;
  SFun teardown;
  gboolean checked;
} GstClTest;

/* a test run once */
#define GST_CL_TEST(fn) { #fn, fn, 1 }
/* a test run @n times, _i from 0 to @n - 1 */
#define GST_CL_LOOP_TEST(fn, n) { #fn, fn, (n) }
/* starts the test case @name; @setup and @teardown (nullable) run once
 * around its tests (check's unchecked fixture) */
#define GST_CL_TCASE(name, setup, teardown) \
  { name, NULL, 0, setup, teardown, FALSE }
/* starts the test case @name; @setup and @teardown run around each of
 * its tests (check's checked fixture) */
#define GST_CL_TCASE_EACH(name, setup, teardown) \
  { name, NULL, 0, setup, teardown, TRUE }

Suite *gst_cl_test_suite_new (const gchar * name, const GstClTest * tests);

/**
 * GST_CL_TEST_MAIN:
 * @name: the suite's name
 * @...: its #GstClTest entries: a test case (GST_CL_TCASE(),
 *   GST_CL_TCASE_EACH()), its tests (GST_CL_TEST(), GST_CL_LOOP_TEST()),
 *   the next test case ...
 *
 * Defines main(), which runs the suite.  The table is built when the
 * suite is, so a loop count may be a variable.
 */
#define GST_CL_TEST_MAIN(name, ...) \
static Suite * \
name ## _suite (void) \
{ \
  const GstClTest tests[] = { __VA_ARGS__, { NULL } }; \
  \
  return gst_cl_test_suite_new (#name, tests); \
} \
\
GST_CHECK_MAIN (name)

G_END_DECLS
