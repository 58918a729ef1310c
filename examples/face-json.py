#!/usr/bin/env python3
# GStreamer OpenCL analytics
# Copyright (C) 2026 The gst-cl-analytics authors
#
# This library is free software; you can redistribute it and/or
# modify it under the terms of the GNU Library General Public
# License as published by the Free Software Foundation; either
# version 2 of the License, or (at your option) any later version.
"""face-json.py: face-json (the C example) with PyGObject.

    face-json.py [--interval N] [--num-buffers N] [INPUT]

INPUT is a file (a video, or an image: one frame), a URI, or "videotestsrc"
(the default).  The pipeline is

    SOURCE ! videoconvert ! clintegral ! clfacedetect ! appsink

and each frame becomes one JSON line, as face-json prints it:

    {"pts": 0, "faces": [{"id": 1, "x": 177, "y": 66, "w": 95, "h": 95,
     "confidence": 0.9817, "label": "face"}], "integral": {"attached": true}}

What GStreamer 1.22's introspection reaches from Python, and how this
program gets at it:

- GstVideoRegionOfInterestMeta: readable (GstVideo.VideoRegionOfInterestMeta:
  x, y, w, h, id, get_param()), but a buffer's metas cannot be iterated
  (gst_buffer_iterate_meta is not introspectable, foreach_meta needs a
  writable buffer and hands out plain Gst.Meta that cannot be cast).  A
  region is found by its id with
  GstVideo.buffer_get_video_region_of_interest_meta_id(); clfacedetect sets
  that id to the track id, and its "clfacedetect" element message lists the
  ids of the frame's faces.  So: the message, received synchronously in the
  streaming thread (posted just before the buffer leaves clfacedetect),
  says which ids; the ROI metas give each face's box, "detection"
  (confidence, label) and "object_id" parameters.  Buffer.get_n_meta()
  checks that no region was missed.  This needs tracking (the default):
  without it every region has id 0 and only the message's boxes are
  reachable, so this program always keeps tracking on.
- GstClIntegralMeta: read through the library's GObject-Introspection data
  (gi.repository.GstClAnalytics, built with the library when
  gobject-introspection is installed; examples/cl-metas.py shows all of
  it): "integral" has the size, the sum and the checksum face-json prints.
  Without the typelib, "integral" only says that the meta is attached
  ({"attached": true}).

Debian: python3-gi and python3-gst-1.0 (gi.overrides.Gst, for the list of
faces in the message).  Errors (a source that fails, before its first
frame or later) go to stderr, exit status 1; bad arguments exit with 2.
"""
import argparse
import collections
import json
import struct
import sys
import threading

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GstVideo", "1.0")
from gi.repository import Gst, GstVideo  # noqa: E402

try:
    gi.require_version("GstClAnalytics", "1.0")
    from gi.repository import GstClAnalytics  # noqa: E402
except (ImportError, ValueError):
    GstClAnalytics = None

INTEGRAL_API = "GstClIntegralMetaAPI"


def face_from_roi(buf, face_id):
    """The face whose ROI meta has @face_id, as a dict; None if none."""
    roi = GstVideo.buffer_get_video_region_of_interest_meta_id(buf, face_id)
    if roi is None:
        return None
    face = {"id": face_id, "x": roi.x, "y": roi.y, "w": roi.w, "h": roi.h,
            "confidence": 0.0, "label": None}
    det = roi.get_param("detection")
    if det is not None:
        face["confidence"] = round(det.get_value("confidence"), 4)
        face["label"] = det.get_value("label")
    obj = roi.get_param("object_id")
    if obj is None or obj.get_value("id") != face_id:
        raise RuntimeError("ROI %d has no matching object_id" % face_id)
    return face


def report(msg):
    err, dbg = msg.parse_error()
    print("error from %s: %s\n%s" % (msg.src.get_name(), err.message, dbg),
          file=sys.stderr)


def integral_json(buf):
    """face-json's "integral" field."""
    if GstClAnalytics is None:
        return {"attached": True} if buf.get_meta(INTEGRAL_API) is not None else None
    im = GstClAnalytics.buffer_get_cl_integral_meta(buf)
    if im is None:
        return None
    data = im.read_sum_bytes().get_data()
    sums = struct.unpack("=%dI" % (len(data) // 4), data)
    h = 2166136261
    for v in sums:
        h = ((h ^ v) * 16777619) & 0xFFFFFFFF
    return {"width": im.get_width(), "height": im.get_height(), "sum": sums[-1],
            "checksum": h}


def count(text):
    """A whole number from 1 up ("abc", "-1", "0": an error)."""
    if not text.isdigit() or not 1 <= int(text) <= 2 ** 31 - 1:
        raise argparse.ArgumentTypeError("%r is not a whole number from 1 to %d"
                                         % (text, 2 ** 31 - 1))
    return int(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interval", type=count, default=1)
    parser.add_argument("--num-buffers", type=count, default=30)
    parser.add_argument("input", nargs="?", default="videotestsrc")
    args = parser.parse_args()

    Gst.init(None)
    roi_api = GstVideo.VideoRegionOfInterestMeta.get_info().api
    if args.input == "videotestsrc":
        src = ("videotestsrc num-buffers=%d ! video/x-raw,width=320,height=240"
               % args.num_buffers)
    else:
        src = "uridecodebin name=src"
    pipe = Gst.parse_launch(
        src + " ! videoconvert ! clintegral ! clfacedetect name=detect "
        "! appsink name=sink sync=false")
    if args.input != "videotestsrc":
        uri = args.input if Gst.uri_is_valid(args.input) else \
            Gst.filename_to_uri(args.input)
        pipe.get_by_name("src").set_property("uri", uri)
    detect = pipe.get_by_name("detect")
    detect.set_property("interval", max(args.interval, 1))
    detect.set_property("tracking", True)
    # one message per frame, in the order of the frames
    Gst.util_set_object_arg(detect, "updates", "every-frame")

    # the faces of each frame, from the message, oldest first
    pending = collections.deque()
    lock = threading.Lock()

    def on_sync_message(bus, msg):
        s = msg.get_structure()
        if msg.src == detect and s is not None and s.get_name() == "clfacedetect":
            ids = [f.get_value("id") for f in s.get_value("faces")]
            with lock:
                pending.append((s.get_value("timestamp"), ids))

    bus = pipe.get_bus()
    bus.enable_sync_message_emission()
    bus.connect("sync-message::element", on_sync_message)

    sink = pipe.get_by_name("sink")
    status = 0
    if pipe.set_state(Gst.State.PLAYING) == Gst.StateChangeReturn.FAILURE:
        status = 1
    while status == 0:
        # the bus is read while waiting: a source that fails before its
        # first frame ends the program
        sample = sink.emit("try-pull-sample", 100 * Gst.MSECOND)
        if sample is None:
            msg = bus.pop_filtered(Gst.MessageType.ERROR)
            if msg is not None:
                report(msg)
                status = 1
                break
            if sink.get_property("eos"):
                break
            continue
        buf = sample.get_buffer()
        with lock:
            timestamp, ids = pending.popleft()
        if timestamp != buf.pts:
            print("message of %d for the buffer of %d" % (timestamp, buf.pts),
                  file=sys.stderr)
            status = 1
            break
        faces = [face_from_roi(buf, i) for i in ids]
        if None in faces or buf.get_n_meta(roi_api) != len(faces):
            print("the ROI metas and the message disagree", file=sys.stderr)
            status = 1
            break
        line = {
            "pts": None if buf.pts == Gst.CLOCK_TIME_NONE else buf.pts,
            "faces": faces,
            "integral": integral_json(buf),
        }
        print(json.dumps(line), flush=True)

    msg = bus.pop_filtered(Gst.MessageType.ERROR)
    if msg is not None:
        report(msg)
        status = 1
    pipe.set_state(Gst.State.NULL)
    return status


if __name__ == "__main__":
    sys.exit(main())
