#!/usr/bin/python3
"""shot-change-calibrate: the layout change of clfacedetect's and cltrack's shot-change test
(gst/clanalytics/detect/gstclshotchange.c, re-done here with OpenCV's decoder) on clips, against
their hard cuts.

  bench/shot-change-calibrate.py [--threshold T] [--ratio R] CLIP...

CLIP.cuts beside a clip, when there, lists its hard cuts (one frame number a line; "A-B" lines,
gradual transitions, are left out), as bench/scenecut-corpus/ does; a clip without one has no
cut.  Prints per clip the largest change on the frames away from a cut (and its 99th
percentile), the change on each cut's frame, and under the rule (a change of at least T grey
levels and at least R times the average of the 10 frames before): cuts found, false cuts.
"""
import argparse, os

import cv2
import numpy as np

GRID, SAMPLES, HISTORY = 8, 128, 10


def changes(path):
    cap = cv2.VideoCapture(path)
    prev, out = None, []
    while True:
        ok, img = cap.read()
        if not ok:
            break
        y = cv2.cvtColor(img, cv2.COLOR_BGR2YUV)[:, :, 0]
        h, w = y.shape
        s = max(1, w // SAMPLES)
        nx, ny = w // s, h // s
        t = y[0:ny * s:s, 0:nx * s:s].astype(np.float64)
        m = np.array([[t[by * ny // GRID:(by + 1) * ny // GRID,
                         bx * nx // GRID:(bx + 1) * nx // GRID].mean()
                       for bx in range(GRID)] for by in range(GRID)])
        if prev is None:
            out.append(0.0)
        else:
            d = m - prev
            out.append(float(np.abs(d - d.mean()).mean()))
        prev = m
    return np.array(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threshold", type=float, default=8.0)
    ap.add_argument("--ratio", type=float, default=4.0)
    ap.add_argument("clips", nargs="+")
    a = ap.parse_args()
    found = total = false = 0
    for path in a.clips:
        st = changes(path)
        cutf = os.path.splitext(path)[0] + ".cuts"
        cuts = []
        if os.path.exists(cutf):
            cuts = [int(l) for l in open(cutf) if l.strip() and "-" not in l]
        flag = np.zeros(len(st), bool)
        for i in range(1, len(st)):
            recent = st[max(1, i - HISTORY):i]
            avg = recent.mean() if len(recent) else 0.0
            flag[i] = st[i] >= a.threshold and st[i] >= a.ratio * avg
        away = np.ones(len(st), bool)
        away[0] = False
        for c in cuts:
            away[max(0, c - 1):c + 2] = False
        f = sum(1 for c in cuts if c < len(st) and flag[c])
        fp = int((flag & away).sum())
        found, total, false = found + f, total + len(cuts), false + fp
        print(f"{os.path.basename(path):<48} max {st[away].max():5.1f} p99 "
              f"{np.percentile(st[away], 99):5.1f}  cuts {[round(float(st[c]), 1) for c in cuts if c < len(st)]}"
              f"  found {f}/{len(cuts)} false {fp}")
    print(f"all: cuts found {found}/{total}, false cuts {false} "
          f"(threshold {a.threshold}, ratio {a.ratio})")


if __name__ == "__main__":
    main()
