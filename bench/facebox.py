# GStreamer OpenCL analytics: face boxes, shared by the face benchmarks.
# Copyright (C) 2026 The gst-cl-analytics authors; LGPL-2.0-or-later.
"""Boxes are (x, y, width, height) sequences."""


def iou(a, b):
    """Intersection over union of boxes a and b (0.0 when disjoint)."""
    ix = max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]))
    iy = max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
    inter = ix * iy
    return inter / float(a[2] * a[3] + b[2] * b[3] - inter) if inter else 0.0
