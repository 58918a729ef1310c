#!/usr/bin/env python3
"""
face-evidence: how well the Haar cascade's own evidence tells real faces from phantom ones, on
the labelled frames of the face-tracking corpus (bench/face-gt/).

  bench/face-evidence.py CORPUS [--half dev] [--profile cascades/haarcascade_frontalface_default.xml]

On every labelled frame (every 10th) of the half's clips, OpenCV's detectMultiScale (scale 1.1,
3 neighbours: what clfacedetect's exact setting returns) gives the grouped detections, and for
each one the two measures a gate on starting a face could use:
  neighbours   raw windows in the group (detectMultiScale2; clfacedetect's start-neighbors)
  weight       the largest last-stage sum of the group's windows (detectMultiScale3 with
               outputRejectLevels: how far past the last stage the best window went)
A detection is "real" when it matches a labelled face at IoU >= 0.5, "phantom" when it is
centred on no labelled face (a box on an "ignore" face or a second box on a face is neither).
Prints, for thresholds on each measure and on the two together, the real and phantom
detections that pass, and the weak real faces (those under the neighbours gate) with their
weights.  Needs /usr/bin/python3 with cv2 (python3-opencv).
"""
import argparse, collections, json, os, sys

import cv2

from facebox import inside, iou

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GT_DIR = os.path.join(TOP, "bench", "face-gt")



def detections(cascade, gray):
    """[(box, neighbours, weight)] of one frame."""
    boxes, counts = cascade.detectMultiScale2(gray, 1.1, 3)
    boxes3, _, weights = cascade.detectMultiScale3(gray, 1.1, 3, outputRejectLevels=True)
    weight = {tuple(int(v) for v in b): float(w) for b, w in zip(boxes3, weights)}
    return [(tuple(int(v) for v in b), int(n), weight.get(tuple(int(v) for v in b), float("-inf")))
            for b, n in zip(boxes, counts)]


def label(box, faces):
    best = max(faces, key=lambda f: iou(box, f[:4]), default=None)
    if best is not None and iou(box, best[:4]) >= 0.5:
        return "ignore" if best[5] else "real"
    return "other" if any(inside(box, f) for f in faces) else "phantom"


def clip_rows(cascade, corpus, clip):
    gt = json.load(open(os.path.join(GT_DIR, clip + ".json")))
    frames = {int(k): v for k, v in gt["frames"].items()}
    cap = cv2.VideoCapture(os.path.join(corpus, clip + ".webm"))
    rows, i = [], 0
    while True:
        ok, img = cap.read()
        if not ok:
            break
        if i in frames:
            gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
            for box, n, w in detections(cascade, gray):
                rows.append((clip, i, label(box, frames[i]), n, w))
        i += 1
    if i == 0:
        sys.exit(f"face-evidence: cannot read {clip}.webm in {corpus}")
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--half", default="dev")
    ap.add_argument("--profile", default=os.path.join(TOP, "cascades",
                                                      "haarcascade_frontalface_default.xml"))
    a = ap.parse_args()
    cascade = cv2.CascadeClassifier(a.profile)
    if cascade.empty():
        sys.exit(f"face-evidence: cannot load {a.profile}")
    clips = []
    for line in open(os.path.join(GT_DIR, "split.txt")):
        w = line.split()
        if w and not w[0].startswith("#") and w[0] == a.half:
            clips += w[2:]
    rows = [r for clip in clips for r in clip_rows(cascade, a.corpus, clip)]
    kinds = collections.Counter(r[2] for r in rows)
    print(f"{a.half}: {len(clips)} clips, {kinds['real']} real, {kinds['phantom']} phantom "
          f"detections ({kinds['ignore']} on ignored faces, {kinds['other']} second boxes)")
    real = [r for r in rows if r[2] == "real"]
    phantom = [r for r in rows if r[2] == "phantom"]

    def passing(test):
        return sum(map(test, real)), sum(map(test, phantom))

    print("gate                           real  phantom")
    for n in (3, 6, 8, 10, 12, 16):
        print("neighbours >= %-3d               %4d  %4d" % ((n,) + passing(lambda r: r[3] >= n)))
    for w in (2, 4, 5, 6, 7, 8):
        print("weight >= %-3d                   %4d  %4d" % ((w,) + passing(lambda r: r[4] >= w)))
    for w in (5, 6, 7):
        print("neighbours >= 12 or weight >= %d %4d  %4d"
              % ((w,) + passing(lambda r: r[3] >= 12 or r[4] >= w)))
    for n, w in ((6, 4), (8, 3), (8, 5)):
        print("neighbours >= %d and weight >= %d %4d  %4d"
              % ((n, w) + passing(lambda r: r[3] >= n and r[4] >= w)))
    print("real faces under 12 neighbours (clip, frame, neighbours, weight):")
    for r in sorted(real, key=lambda r: (r[3], r[4])):
        if r[3] < 12:
            print(f"  {r[0]} {r[1]} {r[3]} {r[4]:.2f}")
    print("phantoms, strongest first (clip, frame, neighbours, weight):")
    for r in sorted(phantom, key=lambda r: (-r[3], -r[4]))[:12]:
        print(f"  {r[0]} {r[1]} {r[3]} {r[4]:.2f}")


if __name__ == "__main__":
    main()
