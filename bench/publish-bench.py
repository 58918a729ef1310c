#!/usr/bin/env python3
# clmetapublish's cost: messages per second it sustains to a local MQTT
# broker with N streams, the CPU time per message, and the fps of a
# detection pipeline with and without it, measured in the same run.
#
#   bench/publish-bench.py [--streams 8] [--frames 3000] [--detect-frames 60]
#                          [--rounds 2] [--qos 1] [--live-seconds 10] [--image IMAGE]
#
# Starts Debian's mosquitto on a free loopback port.  Run from the source
# root after `meson compile -C build` (GST_PLUGIN_PATH is set to build/gst).
#
# 1. Throughput: N pipelines `videotestsrc ! clmetapublish method=mqtt !
#    fakesink` as fast as they go (the element alone: the frames cost
#    nothing), N x frames messages; messages/s until the last is
#    acknowledged, and the process's CPU time per message less that of the
#    same pipelines without the element.  The broker's CPU is reported too.
# 2. Cost in a detection pipeline: N pipelines `... ! clintegral !
#    clfacedetect ! [clmetapublish method=mqtt] ! fakesink`, unsynchronised,
#    alternately without and with the element, rounds times: aggregate fps
#    and the ratio.
# 3. Live at 30 fps per stream (`videotestsrc is-live ! clintegral !
#    [clmetapublish] ! fakesink sync=true`): the process's CPU time without
#    and with the element, and the fps each stream keeps.  Then the CPU share
#    the element takes at 30 fps per stream (messages per second x CPU time
#    per message), against the 5% budget.
import argparse
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Gst", "1.0")
from gi.repository import Gst  # noqa: E402

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ["GST_PLUGIN_PATH"] = os.path.join(top, "build", "gst") + (
    ":" + os.environ["GST_PLUGIN_PATH"] if os.environ.get("GST_PLUGIN_PATH") else "")


def cpu_self():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def cpu_of(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_broker(tmp):
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    conf = os.path.join(tmp, "mosquitto.conf")
    with open(conf, "w") as f:
        f.write("listener %d 127.0.0.1\nallow_anonymous true\n" % port)
        f.write("max_queued_messages 0\n")
        if os.getuid() == 0:
            f.write("user root\n")
    exe = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    proc = subprocess.Popen([exe, "-c", conf], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return proc, port
        except OSError:
            time.sleep(0.05)
    sys.exit("mosquitto did not start")


def run_streams(descs, timeout=3600):
    """Runs the pipelines together to EOS; returns (wall s, pipelines)."""
    pipes = [Gst.parse_launch(d) for d in descs]
    buses = [p.get_bus() for p in pipes]
    t0 = time.monotonic()
    for p in pipes:
        p.set_state(Gst.State.PLAYING)
    done = [False] * len(pipes)
    while not all(done):
        for i, b in enumerate(buses):
            if done[i]:
                continue
            m = b.timed_pop_filtered(10 * Gst.MSECOND, Gst.MessageType.EOS | Gst.MessageType.ERROR)
            if m and m.type == Gst.MessageType.ERROR:
                sys.exit("pipeline %d: %s" % (i, m.parse_error()[0].message))
            if m:
                done[i] = True
        if time.monotonic() - t0 > timeout:
            sys.exit("timeout")
    wall = time.monotonic() - t0
    return wall, pipes


def stop(pipes):
    for p in pipes:
        p.set_state(Gst.State.NULL)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--streams", type=int, default=8)
    ap.add_argument("--frames", type=int, default=3000)
    ap.add_argument("--detect-frames", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--qos", type=int, default=1)
    ap.add_argument("--live-seconds", type=int, default=10)
    ap.add_argument("--image", default=os.path.join(top, "tests", "data", "astronaut.png"))
    a = ap.parse_args()
    Gst.init(None)
    tmp = tempfile.mkdtemp()
    broker, port = start_broker(tmp)
    pub = ("clmetapublish name=pub method=mqtt address=127.0.0.1:%d mqtt-qos=%d topic=bench/{source-id} "
           "source-id=cam%%d max-queue-size=0 eos-timeout=600000 stats-interval=0" % (port, a.qos))
    try:
        # 1. throughput
        src = "videotestsrc num-buffers=%d ! video/x-raw,width=64,height=48 ! " % a.frames
        c0 = cpu_self()
        wall0, pipes = run_streams([src + "fakesink" for _ in range(a.streams)])
        base_cpu = cpu_self() - c0
        stop(pipes)
        c0, b0 = cpu_self(), cpu_of(broker.pid)
        wall, pipes = run_streams([src + (pub % i) + " ! fakesink" for i in range(a.streams)])
        cpu, bcpu = cpu_self() - c0, cpu_of(broker.pid) - b0
        sent = sum(p.get_by_name("pub").get_property("sent") for p in pipes)
        dropped = sum(p.get_by_name("pub").get_property("dropped") for p in pipes)
        stop(pipes)
        n = a.streams * a.frames
        per_msg = (cpu - base_cpu) / max(sent, 1)
        print("## Throughput to a local broker: %d streams x %d frames, QoS %d" % (a.streams, a.frames, a.qos))
        print()
        print("| messages | sent | dropped | wall s | messages/s | CPU us/message (element) | broker CPU us/message |")
        print("|---|---|---|---|---|---|---|")
        print("| %d | %d | %d | %.2f | %.0f | %.1f | %.1f |" % (n, sent, dropped, wall, sent / wall,
                                                            per_msg * 1e6, bcpu / max(sent, 1) * 1e6))
        print()

        # 2. cost in a detection pipeline
        det = ("filesrc location=%s ! decodebin ! videoconvert ! videoscale ! "
               "video/x-raw,width=320,height=240 ! imagefreeze num-buffers=%d ! "
               "clintegral ! clfacedetect ! " % (a.image, a.detect_frames))
        # warm-up: kernels built (or loaded from the cache), the pool filled
        stop(run_streams([det + "fakesink sync=false" for i in range(a.streams)])[1])
        rows = []
        for r in range(a.rounds):
            for with_pub in (False, True):
                descs = [det + ((pub % i) + " ! " if with_pub else "") + "fakesink sync=false"
                         for i in range(a.streams)]
                wall, pipes = run_streams(descs)
                stop(pipes)
                fps = a.streams * a.detect_frames / wall
                rows.append((r, with_pub, fps))
        print("## Detection pipeline, %d streams of 320x240, %d frames each, unsynchronised" % (a.streams, a.detect_frames))
        print()
        print("| round | without fps | with fps | with/without |")
        print("|---|---|---|---|")
        ratios = []
        for r in range(a.rounds):
            wo = [f for rr, w, f in rows if rr == r and not w][0]
            wi = [f for rr, w, f in rows if rr == r and w][0]
            ratios.append(wi / wo)
            print("| %d | %.1f | %.1f | %.3f |" % (r + 1, wo, wi, wi / wo))
        ratios.sort()
        print("| median | | | %.3f |" % ratios[len(ratios) // 2])
        print()
        # 3. live, 30 fps per stream: CPU time of the process without and
        # with the element, frames delivered on time
        live = ("videotestsrc is-live=true num-buffers=%d ! "
                "video/x-raw,width=320,height=240,framerate=30/1 ! clintegral ! " % (30 * a.live_seconds))
        print("## Live: %d streams at 30 fps for %d s (videotestsrc ! clintegral ! [clmetapublish] ! fakesink sync=true)"
              % (a.streams, a.live_seconds))
        print()
        print("| round | CPU s without | CPU s with | extra CPU per message us | fps per stream without | with |")
        print("|---|---|---|---|---|---|")
        for r in range(a.rounds):
            res = {}
            for with_pub in (False, True):
                descs = [live + ((pub % i) + " ! " if with_pub else "") + "fakesink sync=true"
                         for i in range(a.streams)]
                c0 = cpu_self()
                wall, pipes = run_streams(descs)
                res[with_pub] = (cpu_self() - c0, 30 * a.live_seconds / wall)
                stop(pipes)
            extra = (res[True][0] - res[False][0]) / (a.streams * 30 * a.live_seconds)
            print("| %d | %.2f | %.2f | %.1f | %.1f | %.1f |" % (r + 1, res[False][0], res[True][0], extra * 1e6,
                                                            res[False][1], res[True][1]))
        print()
        share = a.streams * 30 * per_msg
        print("At 30 fps per stream: %d messages/s x %.1f us = %.2f%% of one core "
              "(%.2f%% of this machine's %d)" % (a.streams * 30, per_msg * 1e6, share * 100,
                                                  share * 100 / os.cpu_count(), os.cpu_count()))
    finally:
        broker.terminate()
        broker.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
