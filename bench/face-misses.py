#!/usr/bin/python3
"""face-misses: where clfacedetect's recall falls short of OpenCV's raw output, on the
face-tracking corpus (bench/face-gt/).

  bench/face-misses.py CORPUS [--half dev|test|...|all] [--clips CLIP...]

On every clip of the half, three runs of clfacedetect: its defaults, tracking=false (the
detections grouped and merged, each with its raw windows, before the tracker's gates) and
merge-overlaps=false tracking=false (OpenCV's detectMultiScale).  Every real face of every
labelled frame (every 10th; "ignore" faces left out) is then counted once, as:
  hit          the defaults box it (IoU >= 0.5)
  no window    no grouped detection boxes it: the cascade itself misses it at min-neighbors
  weak         a grouped detection with fewer than start-neighbors (12) windows boxes it,
               and the tracker's start gate kept it from starting a face ("small": under
               40 pixels wide, where a face fits few windows)
  strong       a detection of 12 windows or more boxes it, and the tracker still did not
and, for the gate's side of the trade, the weak detections it dropped that box no face at
all ("weak phantoms", counted as face-tracking-eval.py counts false boxes).  The OpenCV
column counts the faces its exact output boxes.  Needs the build in build/ (or $BUILD_DIR).
"""
import argparse, collections, importlib.util, json, math, os

from facebox import inside, iou

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("fte", os.path.join(HERE, "face-tracking-eval.py"))
fte = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fte)

START = 12
SMALL = 40


def windows(confidence):
    """The raw windows behind a confidence (gst_cl_cascade_confidence: 1 - exp(-n / 10))."""
    return round(-10 * math.log(max(1 - confidence, 1e-12)))


def grouped(src):
    """tracking=false on @src: per frame, [x, y, w, h, windows] (the detections grouped and
    merged, before the tracker)."""
    frames, _ = fte.run(src, "clfacedetect tracking=false")
    return [[b[:4] + [windows(b[5])] for b in boxes] for boxes in frames]


def best(face, boxes):
    b = max(boxes, key=lambda b: iou(face, b), default=None)
    return b if b is not None and iou(face, b) >= 0.5 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--half", default="all")
    ap.add_argument("--clips", nargs="*", help="only these clips")
    a = ap.parse_args()
    halves = collections.OrderedDict()
    for half, clips in fte.split_halves().items():
        if a.half in ("all", half):
            halves[half] = [c for c in clips if not a.clips or c in a.clips]
    cols = ["faces", "hit", "OpenCV", "no window", "weak", "weak small", "strong",
            "weak phantoms"]
    print(f"{'clip / half':<28}" + "".join(f"{c:>14}" for c in cols))
    for half, clips in halves.items():
        total = collections.Counter()
        for clip in clips:
            gt = json.load(open(os.path.join(fte.GT_DIR, clip + ".json")))
            src = os.path.join(a.corpus, clip + ".webm")
            dflt, _ = fte.run(src, "clfacedetect")
            exact, _ = fte.run(src, "clfacedetect merge-overlaps=false tracking=false")
            raw = grouped(src)
            c = collections.Counter()
            for k, faces in gt["frames"].items():
                n = int(k)
                if n >= min(len(dflt), len(raw), len(exact)):
                    continue
                counted = [f for f in faces if not f[5]]
                ignored = [f for f in faces if f[5]]
                for f in counted:
                    c["faces"] += 1
                    c["OpenCV"] += best(f, exact[n]) is not None
                    if best(f, dflt[n]):
                        c["hit"] += 1
                        continue
                    g = best(f, raw[n])
                    if g is None:
                        c["no window"] += 1
                    elif g[4] >= START:
                        c["strong"] += 1
                    else:
                        c["weak"] += 1
                        c["weak small"] += f[2] < SMALL
                for g in raw[n]:
                    if g[4] >= START or any(iou(g, b) >= 0.3 or inside(g, b) or inside(b, g)
                                            for b in dflt[n]):
                        continue
                    if any(iou(g, f) >= 0.5 or inside(g, f) for f in counted):
                        continue
                    if any(inside(g, f) or iou(g, f) >= 0.3 for f in ignored):
                        continue
                    c["weak phantoms"] += 1
            print(f"{clip[:28]:<28}" + "".join(f"{c[k]:>14}" for k in cols), flush=True)
            total.update(c)
        print(f"{'== ' + half:<28}" + "".join(f"{total[k]:>14}" for k in cols))
        print()


if __name__ == "__main__":
    main()
