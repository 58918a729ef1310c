#!/usr/bin/env python3
# clmetapublish against the real thing: Debian's mosquitto broker, started
# by the test on a free loopback port, read with mosquitto_sub; and the file
# destination against a golden file.
#
#   publish-test.py CASE [ARGS]
#
# CASE is one of the functions named case_* below.  Exit 77 (skipped) when
# PyGObject or the broker is missing (tools/setup-debian.sh installs them).
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

try:
    import gi
    gi.require_version("Gst", "1.0")
    from gi.repository import Gst
except (ImportError, ValueError) as e:
    print("skipped: no PyGObject for GStreamer:", e)
    sys.exit(77)

Gst.init(None)
TMP = tempfile.mkdtemp(prefix="clmetapublish-")
# the broker, its clients and openssl are not ours: no sanitizer runtime
# preloaded into them (tools/ci-sanitize.sh preloads it into the test)
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def need(prog):
    path = shutil.which(prog) or (os.path.exists("/usr/sbin/" + prog) and "/usr/sbin/" + prog)
    if not path:
        print("skipped: %s is not installed (tools/setup-debian.sh)" % prog)
        sys.exit(77)
    return path


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Broker:
    """mosquitto on 127.0.0.1:port, with a config file of extra lines"""

    def __init__(self, port=None, extra=""):
        self.exe = need("mosquitto")
        self.port = port or free_port()
        self.conf = os.path.join(TMP, "mosquitto-%d.conf" % self.port)
        lines = ["listener %d 127.0.0.1" % self.port, extra]
        if "password_file" not in extra:
            lines.append("allow_anonymous true")
        if os.getuid() == 0:
            # as root mosquitto drops to the user "mosquitto", which cannot
            # read the test's files
            lines.append("user root")
        with open(self.conf, "w") as f:
            f.write("\n".join(lines) + "\n")
        self.proc = None

    def start(self):
        self.log = open(os.path.join(TMP, "mosquitto-%d.log" % self.port), "a")
        self.proc = subprocess.Popen([self.exe, "-c", self.conf],
                                     stdout=self.log, stderr=subprocess.STDOUT, env=CHILD_ENV)
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                return self
            except OSError:
                time.sleep(0.05)
        fail("mosquitto did not start: " + open(self.log.name).read())

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait()


class Subscriber:
    """mosquitto_sub on a topic, QoS 1; messages in arrival order"""

    def __init__(self, port, topic, extra=()):
        exe = need("mosquitto_sub")
        self.proc = subprocess.Popen([exe, "-h", "127.0.0.1", "-p", str(port),
                                      "-q", "1", "-t", topic, "-v", "-i", "test-sub"] + list(extra),
                                     stdout=subprocess.PIPE, text=True, env=CHILD_ENV)
        self.lines = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        # subscribed once a probe on the same topic comes back
        pub = need("mosquitto_pub")
        probe_topic = topic.replace("#", "probe").replace("+", "probe")
        deadline = time.time() + 10
        while not self.lines and time.time() < deadline:
            subprocess.run([pub, "-h", "127.0.0.1", "-p", str(port), "-q", "1",
                            "-t", probe_topic, "-m", "probe"] + list(extra), check=True, env=CHILD_ENV)
            time.sleep(0.2)
        if not self.lines:
            fail("the subscriber never saw its probe")

    def _read(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def messages(self, n, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline and len(self.payloads()) < n:
            time.sleep(0.05)
        return self.payloads()

    def payloads(self):
        return [l.split(" ", 1) for l in self.lines if not l.endswith(" probe")]

    def close(self):
        self.proc.terminate()


def run(desc, timeout=60, on_buffer=None, actions=()):
    """Runs the pipeline to EOS or error; returns (pipeline, messages)."""
    pipe = Gst.parse_launch(desc)
    msgs = []
    if on_buffer:
        sink = pipe.get_by_name("sink")
        sink.get_static_pad("sink").add_probe(Gst.PadProbeType.BUFFER,
                                              lambda pad, info: (on_buffer(info.get_buffer()), Gst.PadProbeReturn.OK)[1])
    bus = pipe.get_bus()
    pipe.set_state(Gst.State.PLAYING)
    start = time.time()
    pending = sorted(actions)
    while True:
        if pending and time.time() - start >= pending[0][0]:
            pending.pop(0)[1]()
        msg = bus.timed_pop(50 * Gst.MSECOND)
        if msg:
            msgs.append(msg)
            if msg.type in (Gst.MessageType.EOS, Gst.MessageType.ERROR):
                break
        if time.time() - start > timeout:
            pipe.set_state(Gst.State.NULL)
            fail("pipeline did not finish in %d s: %s" % (timeout, desc))
    # messages posted while stopping (a bus in NULL drops them)
    pipe.set_state(Gst.State.READY)
    while True:
        msg = bus.pop()
        if not msg:
            break
        msgs.append(msg)
    pipe.set_state(Gst.State.NULL)
    return pipe, msgs


def of_type(msgs, t, src=None):
    """the texts of the messages of type t (from the element named src)"""
    out = []
    for m in msgs:
        if m.type == t and (src is None or m.src.get_name() == src):
            if t == Gst.MessageType.ERROR:
                out.append(m.parse_error()[0].message)
            elif t == Gst.MessageType.WARNING:
                out.append(m.parse_warning()[0].message)
            elif t == Gst.MessageType.INFO:
                out.append(m.parse_info()[0].message)
    return out


def counters(pipe, name="pub"):
    e = pipe.get_by_name(name)
    return e.get_property("sent"), e.get_property("dropped"), e.get_property("queued")


# ---------------------------------------------------------------- cases --

def case_delivery():
    """QoS 1: every frame's message arrives, intact, in order: the payloads
    are byte for byte the lines a file publisher on the same buffers wrote."""
    n = 300
    broker = Broker().start()
    sub = Subscriber(broker.port, "cams/#")
    out = os.path.join(TMP, "same.jsonl")
    pipe, msgs = run("videotestsrc num-buffers=%d ! video/x-raw,width=64,height=48 ! "
                     "clmetapublish name=pub method=mqtt address=127.0.0.1:%d mqtt-qos=1 "
                     "source-id=door topic=cams/{source-id} utc-time=false stats-interval=100 ! "
                     "clmetapublish method=file file-path=%s utc-time=false source-id=door ! "
                     "fakesink name=sink" % (n, broker.port, out))
    errors = of_type(msgs, Gst.MessageType.ERROR)
    if errors:
        fail(errors)
    sent, dropped, queued = counters(pipe)
    print("sent %d dropped %d queued %d" % (sent, dropped, queued))
    got = sub.messages(n)
    sub.close()
    broker.stop()
    if (sent, dropped) != (n, 0):
        fail("sent %d dropped %d, expected %d and 0" % (sent, dropped, n))
    if any(t != "cams/door" for t, _ in got):
        fail("topics: %s" % set(t for t, _ in got))
    payloads = [p for _, p in got]
    lines = open(out).read().splitlines()
    if len(payloads) != n:
        fail("%d messages arrived, %d sent" % (len(payloads), n))
    if payloads != lines:
        bad = next(i for i in range(n) if payloads[i] != lines[i])
        fail("message %d differs:\n%s\n%s" % (bad, payloads[bad], lines[bad]))
    frames = [json.loads(p)["frame"] for p in payloads]
    if frames != list(range(n)):
        fail("out of order: %s" % frames[:20])
    stats = [m.get_structure() for m in msgs if m.type == Gst.MessageType.ELEMENT
             and m.get_structure().get_name() == "clmetapublish-stats"]
    if not stats:
        fail("no clmetapublish-stats message")
    print("OK: %d messages in order, equal to the file's lines; %d stats messages" % (n, len(stats)))


def case_broker_restart(max_queue):
    """The broker killed mid-stream and started again: the stream goes on
    at its pace, the element reconnects, sent + dropped = frames."""
    max_queue = int(max_queue)
    n = 150
    broker = Broker().start()
    times = []
    pipe, msgs = run("videotestsrc is-live=true num-buffers=%d ! video/x-raw,width=64,height=48,framerate=30/1 ! "
                     "clmetapublish name=pub method=mqtt address=127.0.0.1:%d mqtt-qos=1 "
                     "max-reconnect-interval=1 max-queue-size=%d utc-time=false ! fakesink name=sink sync=true"
                     % (n, broker.port, max_queue),
                     on_buffer=lambda b: times.append(time.monotonic()),
                     actions=[(1.0, broker.kill), (2.5, broker.start)])
    broker.stop()
    errors = of_type(msgs, Gst.MessageType.ERROR)
    # (a sink on a loaded machine may warn of late frames: not ours)
    warnings = of_type(msgs, Gst.MessageType.WARNING, "pub")
    infos = of_type(msgs, Gst.MessageType.INFO, "pub")
    sent, dropped, queued = counters(pipe)
    gaps = [b - a for a, b in zip(times, times[1:])]
    print("sent %d dropped %d queued %d; largest gap between frames %.3f s" % (sent, dropped, queued, max(gaps)))
    print("warnings:", warnings)
    print("infos:", infos)
    if errors:
        fail(errors)
    if len(times) != n:
        fail("%d frames reached the sink, %d expected" % (len(times), n))
    if max(gaps) > 0.5:
        fail("the stream stalled for %.3f s" % max(gaps))
    if sent + dropped != n or queued != 0:
        fail("sent %d + dropped %d != %d frames (queued %d)" % (sent, dropped, n, queued))
    if sent == 0 or sent == n and max_queue < 20:
        fail("sent %d of %d with a queue of %d across a 1.5 s outage" % (sent, n, max_queue))
    if max_queue < 20 and dropped < 20:
        fail("only %d dropped with a queue of %d across a 1.5 s outage" % (dropped, max_queue))
    lost = [w for w in warnings if "Lost the connection" in w]
    if len(lost) != 1 or len(warnings) != 1:
        fail("expected one warning about the lost connection: %s" % warnings)
    if not any("again" in i for i in infos):
        fail("no message about the reconnection")
    print("OK")


def failure(extra, expect, broker=None, attempts=1, src="videotestsrc num-buffers=10"):
    _, msgs = run(src + " ! video/x-raw,width=64,height=48 ! "
                  "clmetapublish name=pub method=mqtt max-connect-attempts=%d %s ! fakesink name=sink"
                  % (attempts, extra), timeout=60)
    errors = of_type(msgs, Gst.MessageType.ERROR)
    print(extra, "->", errors)
    if len(errors) != 1 or expect not in errors[0]:
        fail("expected one error with %r, got %s" % (expect, errors))


def case_bad_host():
    failure("address=no-such-host.invalid:1883", 'Cannot resolve the MQTT broker\'s host name "no-such-host.invalid"')


def case_refused():
    port = free_port()
    failure("address=127.0.0.1:%d" % port, "Cannot connect to the MQTT broker at 127.0.0.1:%d: Connection refused" % port)


def case_unreachable_warns():
    """By default a broker that is not there is a warning: the stream runs
    to its end and every message is counted as dropped."""
    port = free_port()
    pipe, msgs = run("videotestsrc num-buffers=30 ! video/x-raw,width=64,height=48 ! "
                     "clmetapublish name=pub method=mqtt address=127.0.0.1:%d ! fakesink name=sink" % port)
    errors = of_type(msgs, Gst.MessageType.ERROR)
    warnings = of_type(msgs, Gst.MessageType.WARNING)
    sent, dropped, queued = counters(pipe)
    print("warnings:", warnings, "sent", sent, "dropped", dropped)
    if errors or not any(m.type == Gst.MessageType.EOS for m in msgs):
        fail("no EOS, or errors: %s" % errors)
    if len(warnings) != 1 or "Connection refused" not in warnings[0]:
        fail("expected one warning: %s" % warnings)
    if (sent, dropped) != (0, 30):
        fail("sent %d dropped %d" % (sent, dropped))
    print("OK")


def case_silent_broker():
    """A broker that takes the connection and never answers holds neither
    the stream nor the stop: the pipeline ends within its eos-timeout, every
    message dropped; with max-connect-attempts=1 the error says so."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    port = silent.getsockname()[1]
    t0 = time.monotonic()
    pipe, msgs = run("videotestsrc num-buffers=10 ! video/x-raw,width=64,height=48 ! "
                     "clmetapublish name=pub method=mqtt address=127.0.0.1:%d eos-timeout=500 ! "
                     "fakesink name=sink" % port)
    took = time.monotonic() - t0
    sent, dropped, _ = counters(pipe)
    print("ended in %.2f s, sent %d dropped %d" % (took, sent, dropped))
    if took > 3 or (sent, dropped) != (0, 10) or of_type(msgs, Gst.MessageType.ERROR):
        fail("the stream or its stop waited for the broker")
    # the broker's 5 s to answer, within a live stream of 7 s
    failure("address=127.0.0.1:%d" % port, "The MQTT broker at 127.0.0.1:%d did not answer" % port,
            src="videotestsrc is-live=true num-buffers=210")
    silent.close()
    print("OK")


def case_slow_lookup():
    """A name server that never answers holds neither the stream nor the
    stop: the broker's host name goes through GIO's default resolver, here
    one that answers only when the lookup is cancelled."""
    gi.require_version("Gio", "2.0")
    from gi.repository import Gio, GLib, GObject

    asked = threading.Event()

    class Hanging(Gio.Resolver):
        def do_lookup_by_name(self, hostname, cancellable):
            asked.set()
            while not cancellable.is_cancelled():
                time.sleep(0.01)
            raise GLib.Error("cancelled", "g-io-error-quark", Gio.IOErrorEnum.CANCELLED)

    resolver = Hanging()
    Gio.Resolver.set_default(resolver)
    t0 = time.monotonic()
    pipe, msgs = run("videotestsrc num-buffers=10 ! video/x-raw,width=64,height=48 ! "
                     "clmetapublish name=pub method=mqtt address=broker.example:1883 "
                     "eos-timeout=500 ! fakesink name=sink")
    took = time.monotonic() - t0
    sent, dropped, _ = counters(pipe)
    print("lookup asked: %s, ended in %.2f s, sent %d dropped %d"
          % (asked.is_set(), took, sent, dropped))
    if not asked.is_set():
        fail("the host name was not looked up through GIO's resolver")
    if took > 3 or (sent, dropped) != (0, 10) or of_type(msgs, Gst.MessageType.ERROR):
        fail("the stream or its stop waited for the name lookup")
    print("OK")


def case_auth():
    mosquitto_passwd = need("mosquitto_passwd")
    pw = os.path.join(TMP, "passwd")
    subprocess.run([mosquitto_passwd, "-c", "-b", pw, "camera", "secret"], check=True, env=CHILD_ENV)
    os.chmod(pw, 0o600)
    broker = Broker(extra="allow_anonymous false\npassword_file %s" % pw).start()
    try:
        failure("address=127.0.0.1:%d username=camera password=wrong" % broker.port,
                "The MQTT broker at 127.0.0.1:%d refused the connection: Connection Refused: not authorised" % broker.port)
        failure("address=127.0.0.1:%d" % broker.port, "refused the connection")
        # and the right password works
        sub = Subscriber(broker.port, "auth/#", ["-u", "camera", "-P", "secret"])
        pipe, msgs = run("videotestsrc num-buffers=10 ! video/x-raw,width=64,height=48 ! "
                         "clmetapublish name=pub method=mqtt address=127.0.0.1:%d username=camera "
                         "password=secret topic=auth/x max-connect-attempts=1 ! fakesink name=sink" % broker.port)
        if of_type(msgs, Gst.MessageType.ERROR) or counters(pipe)[0] != 10 or len(sub.messages(10)) != 10:
            fail("with the right password: %s, %s" % (of_type(msgs, Gst.MessageType.ERROR), counters(pipe)))
        sub.close()
    finally:
        broker.stop()
    print("OK")


def make_certs():
    openssl = need("openssl")
    def sh(*args):
        subprocess.run([openssl] + list(args), check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=CHILD_ENV)
    d = TMP
    sh("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=test-ca",
       "-keyout", d + "/ca.key", "-out", d + "/ca.crt")
    sh("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=other-ca",
       "-keyout", d + "/other.key", "-out", d + "/other.crt")
    sh("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
       "-keyout", d + "/srv.key", "-out", d + "/srv.csr")
    with open(d + "/ext.cnf", "w") as f:
        f.write("subjectAltName=IP:127.0.0.1\n")
    sh("x509", "-req", "-in", d + "/srv.csr", "-CA", d + "/ca.crt", "-CAkey", d + "/ca.key",
       "-CAcreateserial", "-days", "2", "-out", d + "/srv.crt", "-extfile", d + "/ext.cnf")
    return d + "/ca.crt", d + "/other.crt"


def case_tls():
    ca, other = make_certs()
    broker = Broker(extra="cafile %s\ncertfile %s/srv.crt\nkeyfile %s/srv.key" % (ca, TMP, TMP)).start()
    try:
        failure("address=127.0.0.1:%d tls-ca-file=%s" % (broker.port, other),
                "TLS handshake with the MQTT broker at 127.0.0.1:%d failed" % broker.port)
        failure("address=127.0.0.1:%d tls-ca-file=%s/none.crt" % (broker.port, TMP),
                'Cannot use the TLS CA file "%s/none.crt"' % TMP)
        sub = Subscriber(broker.port, "tls/#", ["--cafile", ca])
        pipe, msgs = run("videotestsrc num-buffers=10 ! video/x-raw,width=64,height=48 ! "
                         "clmetapublish name=pub method=mqtt address=127.0.0.1:%d tls-ca-file=%s "
                         "topic=tls/x max-connect-attempts=1 ! fakesink name=sink" % (broker.port, ca))
        if of_type(msgs, Gst.MessageType.ERROR) or counters(pipe)[0] != 10 or len(sub.messages(10)) != 10:
            fail("with the right CA: %s, %s" % (of_type(msgs, Gst.MessageType.ERROR), counters(pipe)))
        sub.close()
    finally:
        broker.stop()
    # a broker without TLS
    plain = Broker().start()
    try:
        failure("address=127.0.0.1:%d tls-ca-file=%s" % (plain.port, ca), "TLS handshake")
    finally:
        plain.stop()
    print("OK")


def golden_pipeline(path, fmt, first, second):
    """6 frames of one photo, then 6 of another: faces with their eyes,
    histograms, and a scene cut at the seventh frame"""
    still = ("filesrc location=%s ! decodebin ! videoconvert ! videoscale ! imagefreeze num-buffers=6 ! "
             "video/x-raw,format=I420,width=512,height=512,framerate=30/1 ! c. ")
    return ("concat name=c ! clintegral ! clfacedetect eyes-profile=eye ! "
            "clbowhist scene-window=2 ! clmetapublish name=pub utc-time=false source-id=golden "
            "file-format=%s file-path=%s ! fakesink name=sink " % (fmt, path)
            + still % first + still % second)


def case_golden(first, second, golden):
    """The file destination, byte for byte, from a fixed input (times from
    the stream, no wall clock)."""
    out = os.path.join(TMP, "out.jsonl")
    pipe, msgs = run(golden_pipeline(out, "json-lines", first, second), timeout=300)
    if of_type(msgs, Gst.MessageType.ERROR):
        fail(of_type(msgs, Gst.MessageType.ERROR))
    got = open(out, "rb").read()
    want = open(golden, "rb").read()
    if os.environ.get("GST_CL_UPDATE_GOLDEN"):
        open(golden, "wb").write(got)
        print("golden file rewritten:", golden)
        return
    if got != want:
        for i, (a, b) in enumerate(zip(got.decode().splitlines(), want.decode().splitlines())):
            if a != b:
                fail("line %d differs:\n got  %s\n want %s" % (i + 1, a, b))
        fail("lengths differ: %d against %d bytes" % (len(got), len(want)))
    if counters(pipe)[:2] != (12, 0):
        fail("counters %s" % (counters(pipe),))
    lines = [json.loads(l) for l in want.decode().splitlines()]
    # the cut, decided scene-window frames later, about the second
    # photo's first frame (pts 0 again: concat starts a new segment)
    cuts = [(l["frame"], l["scene-cut"]["pts"]) for l in lines
            if l.get("scene-cut", {}).get("scene-change")]
    if cuts != [(8, 0)] or not all(l["objects"] for l in lines):
        fail("the golden file should hold a face on every frame and one cut: %s" % cuts)
    # the same objects as one JSON array
    arr = os.path.join(TMP, "out.json")
    run(golden_pipeline(arr, "json", first, second), timeout=300)
    objs = json.load(open(arr))
    if objs != [json.loads(l) for l in want.decode().splitlines()]:
        fail("file-format=json holds other objects than the golden lines")
    print("OK: %d lines equal to %s, and the JSON array" % (len(objs), golden))


def case_updates():
    """with-results and on-change publish a subset; every-frame all."""
    out = os.path.join(TMP, "u.jsonl")
    counts = {}
    for mode in ("every-frame", "with-results", "on-change"):
        pipe, msgs = run("videotestsrc num-buffers=20 pattern=black ! video/x-raw,width=64,height=48 ! "
                         "clmetapublish name=pub updates=%s file-path=%s ! fakesink name=sink" % (mode, out))
        counts[mode] = len(open(out).read().splitlines())
    print(counts)
    # no detector: no frame has results, and no frame changes after the first
    if counts != {"every-frame": 20, "with-results": 0, "on-change": 1}:
        fail(counts)
    print("OK")


if __name__ == "__main__":
    try:
        globals()["case_" + sys.argv[1]](*sys.argv[2:])
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
