/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
/*
 * The tail of detectMultiScale on the device: the raw hits of one
 * detection launch (haar.cl) grouped as OpenCV's groupRectangles groups
 * them, with eps 0.2, so that only the faces come back to the host.
 * gst/clanalytics/detect/gstclgroup.c is the host's version and the
 * reference; the results are the same integers in the same order.
 *
 * haar_group  one work-group of GROUP_WG work-items, for up to GROUP_CAP
 *             hits; more, or a hit it cannot key, and it leaves them to
 *             the host (status -1).
 *
 * The steps, each over the hits in local memory:
 *  - sort by (level, row, column), the CPU scan's order (bitonic);
 *  - map to image rectangles, cvRound (x * factor) in float;
 *  - partition: sort by x, each hit tested against those that follow it
 *    within the reach any similar one must be in, similar pairs joined in
 *    a union-find whose roots are the smallest index of their component
 *    (atomic hooking of the larger root under the smaller), so classes
 *    numbered by their smallest member are OpenCV's numbering;
 *  - per class: integer sums by local atomics, averages in float;
 *  - classes with more than min_neighbors members, then those inside a
 *    bigger, better supported one dropped; the rest written in order.
 *
 * OpenCV's float tests are integer ones here, equal for eps 0.2 (checked
 * for every size a frame can have):
 *  - |a - b| <= eps * s * 0.5 in double, for integers, is 10 |a - b| <= s;
 *  - cvRound (w * eps) for w >= 0 is (w + 2) / 5 (w / 5 is never a tie).
 * The averages' reciprocals come from the host (inv[n] = 1.0f / n), so
 * that no device division rounding matters.
 *
 * Output (int): [0] the number of rectangles written, or -1 when the host
 * must group; [1] the raw hits counted; [2], [3] 0; then OUT_CAP int4
 * rectangles (x, y, width, height, not clipped), then OUT_CAP ints, their
 * neighbour counts.
 */

#ifndef GROUP_CAP
#define GROUP_CAP 1024
#endif
/* the work-group size, a power of two up to GROUP_CAP; 1 (CPUs) makes
 * the kernel a plain loop without barriers */
#ifndef GROUP_WG
#define GROUP_WG 256
#endif
#if GROUP_WG > 1
#define SYNC() barrier (CLK_LOCAL_MEM_FENCE)
#else
#define SYNC()
#endif
/* with min_neighbors >= 1 a kept class has two members at least */
#define OUT_CAP (GROUP_CAP / 2)
/* sort keys: level (6 bits), row, column (13 bits each) */
#define XY_BITS 13
#define XY_MAX ((1 << XY_BITS) - 1)
#define LEVEL_MAX 62
/* x-order keys: x above an 11-bit hit index */
#define INDEX_BITS 11
#define INDEX_MASK ((1u << INDEX_BITS) - 1)
#define NO_KEY 0xffffffffu

/* ascending bitonic sort of key[0, n2), n2 a power of two */
static void
sort_keys (__local uint * key, uint n2)
{
  const uint lid = get_local_id (0), nl = get_local_size (0);
  uint k, j, i;

  for (k = 2; k <= n2; k <<= 1) {
    for (j = k >> 1; j > 0; j >>= 1) {
      for (i = lid; i < n2; i += nl) {
        const uint o = i ^ j;

        if (o > i) {
          const uint a = key[i], b = key[o];

          if ((a > b) == ((i & k) == 0)) {
            key[i] = b;
            key[o] = a;
          }
        }
      }
      SYNC ();
    }
  }
}

/* a[0, n) replaced by its exclusive prefix sums; returns their total.
 * Every work-item calls it; tmp holds one int per work-item. */
static int
scan_exclusive (__local int * a, uint n, __local int * tmp)
{
  const uint lid = get_local_id (0), nl = get_local_size (0);
  const uint per = (n + nl - 1) / nl, lo = min (lid * per, n),
      hi = min (lo + per, n);
  uint i, off;
  int s = 0, total;

  for (i = lo; i < hi; i++)
    s += a[i];
  tmp[lid] = s;
  SYNC ();
  for (off = 1; off < nl; off <<= 1) {
    const int v = lid >= off ? tmp[lid - off] : 0;

    SYNC ();
    tmp[lid] += v;
    SYNC ();
  }
  total = tmp[nl - 1];
  s = tmp[lid] - s;
  for (i = lo; i < hi; i++) {
    const int v = a[i];

    a[i] = s;
    s += v;
  }
  SYNC ();
  return total;
}

static int
find_root (volatile __local int * parent, int i)
{
  int p;

  while ((p = parent[i]) != i)
    i = p;
  return i;
}

/* joins the components of a and b: the larger root goes under the
 * smaller, if it still is a root when the exchange happens */
static void
unite (volatile __local int * parent, int a, int b)
{
  for (;;) {
    a = find_root (parent, a);
    b = find_root (parent, b);
    if (a == b)
      return;
    if (a > b) {
      const int t = a;

      a = b;
      b = t;
    }
    if (atomic_cmpxchg (&parent[b], b, a) == b)
      return;
  }
}

/* hits: (level, x, y, -) as haar_detect writes them, counters[1] of them;
 * levels: per level (factor's bits, window width, window height, -);
 * inv: inv[n] = 1.0f / n for n <= GROUP_CAP */
__kernel __attribute__ ((reqd_work_group_size (GROUP_WG, 1, 1)))
void
haar_group (__global const int4 * hits, __global const int * counters,
    __global const int4 * levels, int n_levels, int min_neighbors,
    __global const float * inv, __global int * out)
{
  __local uint key[GROUP_CAP];
  __local int rx[GROUP_CAP], ry[GROUP_CAP];
  __local uchar lv[GROUP_CAP];
  volatile __local int parent[GROUP_CAP];
  /* per class: sums, then averages; members */
  __local int sx[GROUP_CAP], sy[GROUP_CAP], sw[GROUP_CAP], sh[GROUP_CAP],
      cnt[GROUP_CAP];
  __local int tmp[GROUP_CAP];
  __local int bad;
  const int lid = get_local_id (0), nl = get_local_size (0);
  const int n = counters[1];
  int i, n2, n_classes, n_strong, n_kept;

  if (n < 0 || n > GROUP_CAP || n_levels > LEVEL_MAX + 1 ||
      min_neighbors < 1) {
    if (lid == 0) {
      out[0] = -1;
      out[1] = n;
    }
    return;
  }
  if (lid == 0)
    bad = 0;
  SYNC ();

  /* keys in the CPU scan's order, padded to a power of two */
  for (n2 = 1; n2 < n; n2 <<= 1);
  for (i = lid; i < n2; i += nl) {
    uint k = NO_KEY;

    if (i < n) {
      const int4 h = hits[i];

      if (h.x < 0 || h.x >= n_levels || h.y < 0 || h.y > XY_MAX ||
          h.z < 0 || h.z > XY_MAX)
        bad = 1;
      else
        k = (uint) h.x << (2 * XY_BITS) | (uint) h.z << XY_BITS | (uint) h.y;
    }
    key[i] = k;
  }
  SYNC ();
  if (bad) {
    if (lid == 0) {
      out[0] = -1;
      out[1] = n;

    }
    return;
  }
  sort_keys (key, n2);

  /* image rectangles: cvRound (x * factor), the level's window */
  for (i = lid; i < n; i += nl) {
    const uint k = key[i];
    const int l = k >> (2 * XY_BITS);
    const float f = as_float (levels[l].x);

    rx[i] = (int) rint ((float) (k & XY_MAX) * f);
    ry[i] = (int) rint ((float) ((k >> XY_BITS) & XY_MAX) * f);
    lv[i] = (uchar) l;
    parent[i] = i;
  }
  SYNC ();

  /* partition: in x order, each against those within its reach */
  for (i = lid; i < n2; i += nl)
    key[i] = i < n ? (uint) rx[i] << INDEX_BITS | (uint) i : NO_KEY;
  SYNC ();
  sort_keys (key, n2);
  for (i = lid; i < n; i += nl) {
    const int a = key[i] & INDEX_MASK;
    const int4 la = levels[lv[a]];
    const int xa = rx[a], ya = ry[a], wa = la.y, ha = la.z;
    /* similar rects differ by at most (wa + ha) / 10 in x and y */
    const int reach = (wa + ha) / 10, x_end = xa + reach;
    int j;

    for (j = i + 1; j < n; j++) {
      const uint kb = key[j];
      const int xb = kb >> INDEX_BITS, b = kb & INDEX_MASK;
      int yb, s;
      int4 lb;

      if (xb > x_end)
        break;
      yb = ry[b];
      if ((int) abs (ya - yb) > reach)
        continue;
      lb = levels[lv[b]];
      s = min (wa, lb.y) + min (ha, lb.z);
      if (10 * (int) abs (xa - xb) <= s && 10 * (int) abs (ya - yb) <= s &&
          10 * (int) abs (xa + wa - xb - lb.y) <= s &&
          10 * (int) abs (ya + ha - yb - lb.z) <= s)
        unite (parent, a, b);
    }
  }
  SYNC ();

  /* classes numbered by their smallest member: the roots in order */
  for (i = lid; i < n; i += nl)
    sx[i] = find_root (parent, i);
  SYNC ();
  for (i = lid; i < n; i += nl)
    cnt[i] = sx[i] == i;
  SYNC ();
  n_classes = scan_exclusive (cnt, n, tmp);
  for (i = lid; i < n; i += nl)
    key[i] = cnt[sx[i]];
  SYNC ();
  for (i = lid; i < n_classes; i += nl)
    sx[i] = sy[i] = sw[i] = sh[i] = cnt[i] = 0;
  SYNC ();
  for (i = lid; i < n; i += nl) {
    const int c = key[i];
    const int4 l = levels[lv[i]];

    atomic_add (&sx[c], rx[i]);
    atomic_add (&sy[c], ry[i]);
    atomic_add (&sw[c], l.y);
    atomic_add (&sh[c], l.z);
    atomic_inc (&cnt[c]);
  }
  SYNC ();

  /* averages (the sums are below 2^24: exact in float) and the strong
   * classes' places */
  for (i = lid; i < n_classes; i += nl) {
    const float s = inv[cnt[i]];

    sx[i] = (int) rint ((float) sx[i] * s);
    sy[i] = (int) rint ((float) sy[i] * s);
    sw[i] = (int) rint ((float) sw[i] * s);
    sh[i] = (int) rint ((float) sh[i] * s);
    ry[i] = cnt[i] > min_neighbors;
  }
  SYNC ();
  n_strong = scan_exclusive (ry, n_classes, tmp);
  for (i = lid; i < n_classes; i += nl)
    if (cnt[i] > min_neighbors)
      key[ry[i]] = i;
  SYNC ();

  /* a strong class inside a bigger, better supported one is dropped */
  for (i = lid; i < n_strong; i += nl) {
    const int c1 = key[i], n1 = cnt[c1];
    const int x1 = sx[c1], y1 = sy[c1], w1 = sw[c1], h1 = sh[c1];
    int j, keep = 1;

    for (j = 0; j < n_strong && keep; j++) {
      const int c2 = key[j], n2c = cnt[c2];
      const int x2 = sx[c2], y2 = sy[c2], w2 = sw[c2], h2 = sh[c2];
      const int dx = (w2 + 2) / 5, dy = (h2 + 2) / 5;

      if (j != i && x1 >= x2 - dx && y1 >= y2 - dy &&
          x1 + w1 <= x2 + w2 + dx && y1 + h1 <= y2 + h2 + dy &&
          (n2c > max (3, n1) || n1 < 3))
        keep = 0;
    }
    rx[i] = keep;
    lv[i] = (uchar) keep;
  }
  SYNC ();
  n_kept = scan_exclusive (rx, n_strong, tmp);
  for (i = lid; i < n_strong; i += nl) {
    if (lv[i]) {
      const int c = key[i], o = rx[i];

      vstore4 ((int4) (sx[c], sy[c], sw[c], sh[c]), 1 + o, out);
      out[4 + 4 * OUT_CAP + o] = cnt[c];
    }
  }
  if (lid == 0) {
    out[0] = n_kept;
    out[1] = n;
    out[2] = out[3] = 0;
  }
}
