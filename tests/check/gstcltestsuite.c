/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The suite tables of gstcltestsuite.h.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstcltestsuite.h"

/* A test case without check's own timeout.  The tests run with CK_FORK=no
 * (OpenCL state does not survive fork()), where check enforces no timeout
 * at all; the timeout meson gives each test binary
 * (tests/check/meson.build) bounds the run, first kernel builds on PoCL
 * included. */
static TCase *
tcase_new (Suite * suite, const GstClTest * entry)
{
  TCase *tc = tcase_create (entry->name);

  suite_add_tcase (suite, tc);
  tcase_set_timeout (tc, 0);
  if (entry->checked)
    tcase_add_checked_fixture (tc, entry->setup, entry->teardown);
  else if (entry->setup || entry->teardown)
    tcase_add_unchecked_fixture (tc, entry->setup, entry->teardown);
  return tc;
}

/**
 * gst_cl_test_suite_new:
 * @name: the suite's name
 * @tests: a #GstClTest table: a test case (GST_CL_TCASE()), its tests
 *   (GST_CL_TEST(), GST_CL_LOOP_TEST()), the next test case ..., {NULL}
 *
 * Returns: (transfer full): the suite, its tests added as gst-check adds
 *   them (GST_CHECKS selects among them)
 */
Suite *
gst_cl_test_suite_new (const gchar * name, const GstClTest * tests)
{
  Suite *s = suite_create (name);
  TCase *tc = NULL;

  for (; tests->name; tests++) {
    if (!tests->fn) {
      tc = tcase_new (s, tests);
      continue;
    }
    /* (no fail_unless outside a test case: check has no context yet) */
    g_assert (tc != NULL);
    /* what tcase_add_loop_test() expands to, with the name from the table */
    _tcase_add_test (tc, tests->fn, tests->name, 0, 0, 0, tests->loops);
  }
  return s;
}
