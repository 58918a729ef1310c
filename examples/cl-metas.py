#!/usr/bin/env python3
# GStreamer OpenCL analytics
# Copyright (C) 2026 The gst-cl-analytics authors
#
# This library is free software; you can redistribute it and/or
# modify it under the terms of the GNU Library General Public
# License as published by the Free Software Foundation; either
# version 2 of the License, or (at your option) any later version.
"""cl-metas.py: the plugin's metas from Python, through GObject-Introspection.

    cl-metas.py [IMAGE ...]

Runs IMAGE ... (each shown for 6 frames, one after the other; without one,
a test pattern) through

    clintegral squared=true ! clbowhist ! appsink

and prints one JSON line per frame with what Python reads off the buffer
through gi.repository.GstClAnalytics (GstClAnalytics-1.0.typelib):

- the integral meta: its size, the sums as a numpy array
  (read_sum_bytes()), checked against numpy's own cumulative sums of the
  frame's luma ("exact");
- the same sums read again by this program's own OpenCL code: a command
  queue of its own, made with ctypes on the context the pipeline uses
  (ClContext.get_cl_context_handle()), reading the device buffer
  (get_sum_mem_handle()) ("own-read");
- the histogram meta: the bins as a sequence (get_histogram()), the
  descriptors, the distance to the previous frame, and the scene-cut
  decision this buffer carries (get_scene_cut()).

Against an uninstalled build:
    GI_TYPELIB_PATH=build/gst-libs/gst/cl LD_LIBRARY_PATH=build/gst-libs/gst/cl \\
    GST_PLUGIN_PATH=build/gst examples/cl-metas.py tests/data/astronaut.png
"""
import ctypes
import ctypes.util
import json
import sys

import gi
import numpy

gi.require_version("Gst", "1.0")
gi.require_version("GstClAnalytics", "1.0")
from gi.repository import Gst, GstClAnalytics  # noqa: E402

# the OpenCL calls this program makes itself (OpenCL 1.2 C API)
cl = ctypes.CDLL(ctypes.util.find_library("OpenCL") or "libOpenCL.so.1")
cl.clCreateCommandQueue.restype = ctypes.c_void_p
cl.clCreateCommandQueue.argtypes = [ctypes.c_void_p, ctypes.c_void_p,
                                    ctypes.c_uint64, ctypes.POINTER(ctypes.c_int32)]
cl.clEnqueueReadBuffer.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32,
                                   ctypes.c_size_t, ctypes.c_size_t, ctypes.c_void_p,
                                   ctypes.c_uint32, ctypes.c_void_p, ctypes.c_void_p]
cl.clGetMemObjectInfo.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_size_t,
                                  ctypes.c_void_p, ctypes.c_void_p]
cl.clReleaseCommandQueue.argtypes = [ctypes.c_void_p]
CL_MEM_CONTEXT = 0x1106
queues = {}


def own_read(meta):
    """The sums read by this program's own queue on the pipeline's context."""
    ctx = meta.get_context()
    handle = ctx.get_cl_context_handle()
    mem = meta.get_sum_mem_handle()
    owner = ctypes.c_void_p()
    if cl.clGetMemObjectInfo(mem, CL_MEM_CONTEXT, ctypes.sizeof(owner), ctypes.byref(owner), None) != 0:
        raise RuntimeError("clGetMemObjectInfo failed")
    if owner.value != handle:
        raise RuntimeError("the sums are not on the context the meta names")
    if handle not in queues:
        err = ctypes.c_int32()
        q = cl.clCreateCommandQueue(handle, ctx.get_cl_device_handle(), 0, ctypes.byref(err))
        if err.value != 0:
            raise RuntimeError("clCreateCommandQueue: %d" % err.value)
        queues[handle] = q
    w, h, pitch = meta.get_width(), meta.get_height(), meta.get_pitch()
    out = numpy.empty((h + 1, pitch), numpy.uint32)
    # the element's queue is in order and the meta's sums are complete when
    # the buffer leaves it; a blocking read on another queue then sees them
    st = cl.clEnqueueReadBuffer(queues[handle], mem, 1, 0, out.nbytes,
                                out.ctypes.data_as(ctypes.c_void_p), 0, None, None)
    if st != 0:
        raise RuntimeError("clEnqueueReadBuffer: %d" % st)
    return out[:, :w + 1]


def luma(buf, caps):
    s = caps.get_structure(0)
    w, h = s.get_value("width"), s.get_value("height")
    ok, info = buf.map(Gst.MapFlags.READ)
    try:
        # I420/GRAY8, stride rounded to 4 as GstVideoInfo does
        stride = (w + 3) & ~3
        y = numpy.frombuffer(info.data, numpy.uint8, stride * h).reshape(h, stride)[:, :w]
        return y.astype(numpy.uint64)
    finally:
        buf.unmap(info)


def frame_json(sample):
    buf, caps = sample.get_buffer(), sample.get_caps()
    out = {"pts": buf.pts}
    im = GstClAnalytics.buffer_get_cl_integral_meta(buf)
    if im:
        w, h = im.get_width(), im.get_height()
        sums = numpy.frombuffer(im.read_sum_bytes().get_data(), numpy.uint32).reshape(h + 1, w + 1)
        ref = numpy.zeros((h + 1, w + 1), numpy.uint64)
        ref[1:, 1:] = luma(buf, caps).cumsum(0).cumsum(1)
        sq = im.read_sqsum_bytes() if im.has_sqsum() else None
        out["integral"] = {
            "width": w, "height": h, "sum": int(sums[-1, -1]),
            "exact": bool((sums == (ref % 2 ** 32).astype(numpy.uint32)).all()),
            "squared": sq is not None and len(sq.get_data()) == (w + 1) * (h + 1) * 8,
            "own-read": bool((own_read(im) == sums).all()),
            "device": im.get_context().get_device_name(),
        }
    hm = GstClAnalytics.buffer_get_cl_bow_hist_meta(buf)
    if hm:
        bins = hm.get_histogram()
        top = sorted(range(len(bins)), key=lambda i: -bins[i])[:3]
        out["histogram"] = {"words": hm.get_n_words(), "bins": len(bins),
                            "sum": round(sum(bins), 4),
                            "descriptors": hm.get_n_descriptors(),
                            "distance": round(hm.get_distance(), 6),
                            "top": [[i, round(bins[i], 6)] for i in top]}
        decided, frame, pts, change, ratio = hm.get_scene_cut()
        if decided:
            out["scene-cut"] = {"frame": frame, "pts": pts, "scene-change": change,
                                "adaptive-ratio": round(ratio, 3)}
    return out


def main(images):
    Gst.init(None)
    tail = ("clintegral squared=true ! clbowhist scene-window=2 ! "
            "appsink name=sink sync=false")
    if images:
        branch = ("filesrc location=\"%s\" ! decodebin ! videoconvert ! videoscale ! "
                  "imagefreeze num-buffers=6 ! video/x-raw,format=I420,width=512,height=512,"
                  "framerate=30/1 ! c. ")
        desc = "concat name=c ! " + tail + " " + "".join(branch % i for i in images)
    else:
        desc = ("videotestsrc num-buffers=12 ! video/x-raw,format=I420,width=320,height=240 ! "
                + tail)
    pipe = Gst.parse_launch(desc)
    sink = pipe.get_by_name("sink")
    bus = pipe.get_bus()
    pipe.set_state(Gst.State.PLAYING)
    status = 0
    while True:
        sample = sink.emit("try-pull-sample", 100 * Gst.MSECOND)
        if sample:
            print(json.dumps(frame_json(sample)), flush=True)
            continue
        msg = bus.pop_filtered(Gst.MessageType.ERROR)
        if msg:
            err, dbg = msg.parse_error()
            print("error from %s: %s\n%s" % (msg.src.get_name(), err.message, dbg), file=sys.stderr)
            status = 1
            break
        if sink.get_property("eos"):
            break
    pipe.set_state(Gst.State.NULL)
    for q in queues.values():
        cl.clReleaseCommandQueue(q)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
