#!/usr/bin/python3
"""face-gt-tool: helps label the face-tracking corpus (bench/face-corpus.sh) by hand.

  bench/face-gt-tool.py propose CORPUS_DIR CLIP...   candidate boxes into bench/face-gt/CLIP.json
  bench/face-gt-tool.py sheet CORPUS_DIR CLIP OUT.png  a contact sheet with the boxes drawn

Every STEP-th frame (10) is labelled. Candidates are the union of OpenCV's Haar frontal
detectors (default, alt2; scale 1.05) and its profile detector, linked into persons across the
labelled frames by position; they are a start, not the truth: each sheet is then checked by eye
and the JSON corrected by hand (boxes deleted, added, moved, persons renumbered).

Ground truth format (bench/face-gt/CLIP.json):
  {"clip": NAME, "step": 10, "frames": {"FRAME": [[x, y, w, h, person, ignore], ...]}}
x, y, w, h in pixels of the clip; person: an integer, the same for one person over the clip;
ignore 1: a face that a frontal detector is not asked to find (in profile, turned away, cut by
the frame edge, smaller than 20 pixels, mostly hidden): a box on it counts neither as a hit
nor as a false box, and missing it is no miss (the MOT challenge's "ignore" regions). A face
under a mask is real where it faces the camera (eyes and brow in view, as gocd-clinic,
facemask-webcam and junb-night), ignored where something else makes it so (seen steeply from
above, turned, blurred or small: abde-shop, adachi-bridge, huu-office).

The JSON files are the record; bench/face-gt/edits.txt lists the corrections made by eye.
Proposals are listed in a fixed order (sorted), so 'propose' then 'edit' rebuilds the files
whose edits name boxes by place or give them whole ('at', 'clear', 'add ... raw'), and those
labelled since the order was fixed; older edits that delete by index ('del I', 'set I') were
made against an order OpenCV's threads changed from run to run, and do not replay exactly.
"""
import json, os, sys

from facebox import iou

import cv2
import numpy as np

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GT_DIR = os.path.join(TOP, "bench", "face-gt")
CASCADES = "/usr/share/opencv4/haarcascades"
STEP = 10


def frames(path, step=STEP):
    cap = cv2.VideoCapture(path)
    n = 0
    while True:
        ok, img = cap.read()
        if not ok:
            break
        if n % step == 0:
            yield n, img
        n += 1


def propose(corpus, clip):
    cc = {n: cv2.CascadeClassifier(f"{CASCADES}/haarcascade_{n}.xml")
          for n in ("frontalface_default", "frontalface_alt2", "profileface")}
    out = {}
    for n, img in frames(os.path.join(corpus, clip + ".webm")):
        grey = cv2.equalizeHist(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY))
        boxes = []
        for name, mn, ign in (("frontalface_default", 5, 0), ("frontalface_alt2", 3, 0),
                              ("profileface", 4, 1)):
            # sorted: the order OpenCV lists them in changes with its threads,
            # and 'del I' edits name boxes by that order
            for r in sorted([int(v) for v in r] for r in
                            cc[name].detectMultiScale(grey, 1.05, mn, minSize=(20, 20))):
                if all(iou(r, b) < 0.3 for b in boxes):
                    boxes.append(r + [0, ign])
        out[str(n)] = boxes
    # persons: each box continues the nearest person of the previous labelled frames
    last = {}
    next_id = 1
    for k in sorted(out, key=int):
        used = set()
        for b in out[k]:
            cx, cy = b[0] + b[2] / 2, b[1] + b[3] / 2
            best, bid = 1.0, None
            for pid, p in last.items():
                if pid in used:
                    continue
                d = np.hypot(cx - p[0] - p[2] / 2, cy - p[1] - p[3] / 2) / max(p[2], b[2])
                if d < best:
                    best, bid = d, pid
            if bid is None:
                bid, next_id = next_id, next_id + 1
            used.add(bid)
            b[4] = bid
            last[bid] = b
    return {"clip": clip, "step": STEP, "frames": out}


def save(gt, clip):
    with open(os.path.join(GT_DIR, clip + ".json"), "w") as f:
        f.write('{"clip": "%s", "step": %d, "frames": {\n' % (gt["clip"], gt["step"]))
        keys = sorted(gt["frames"], key=int)
        f.write(",\n".join(f'  "{k}": {json.dumps(gt["frames"][k])}' for k in keys))
        f.write("\n}}\n")


def sheet(corpus, clip, out_png, cols=2, width=0, first=0, count=1000):
    with open(os.path.join(GT_DIR, clip + ".json")) as f:
        gt = json.load(f)["frames"]
    tiles = []
    for n, img in frames(os.path.join(corpus, clip + ".webm")):
        if n < first or n >= first + count * STEP:
            continue
        s = (width or min(640, img.shape[1])) / img.shape[1]
        img = cv2.resize(img, (int(img.shape[1] * s), int(img.shape[0] * s)))
        # a grid every 50 pixels of the clip, to read coordinates off
        for g in range(50, max(img.shape) * 2, 50):
            cv2.line(img, (int(g * s), 0), (int(g * s), 4), (0, 0, 255), 1)
            cv2.line(img, (0, int(g * s)), (4, int(g * s)), (0, 0, 255), 1)
            if g % 100 == 0:
                cv2.putText(img, str(g), (int(g * s) - 8, 12), 0, 0.3, (0, 0, 255), 1)
                cv2.putText(img, str(g), (5, int(g * s) + 3), 0, 0.3, (0, 0, 255), 1)
        for i, b in enumerate(gt.get(str(n), [])):
            c = (0, 255, 255) if b[5] else (0, 255, 0)
            p0 = (int(b[0] * s), int(b[1] * s))
            cv2.rectangle(img, p0, (int((b[0] + b[2]) * s), int((b[1] + b[3]) * s)), c, 1)
            cv2.putText(img, f"{i}:p{b[4]}", (p0[0], max(10, p0[1] - 2)), 0, 0.4, c, 1)
        cv2.putText(img, str(n), (3, 14), 0, 0.5, (255, 0, 255), 2)
        tiles.append(img)
    h = max(t.shape[0] for t in tiles)
    tiles = [cv2.copyMakeBorder(t, 0, h - t.shape[0] + 2, 0, 2, cv2.BORDER_CONSTANT) for t in tiles]
    while len(tiles) % cols:
        tiles.append(np.zeros_like(tiles[0]))
    rows = [np.hstack(tiles[i:i + cols]) for i in range(0, len(tiles), cols)]
    cv2.imwrite(out_png, np.vstack(rows))


def refine(img, box):
    """The Haar box (any frontal cascade, low thresholds) that best fits a box drawn by eye,
    else the box as drawn."""
    grey = cv2.equalizeHist(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY))
    best, bb = 0.5, box
    for name in ("frontalface_default", "frontalface_alt2"):
        cc = cv2.CascadeClassifier(f"{CASCADES}/haarcascade_{name}.xml")
        m = max(12, int(box[2] * 0.6))
        for r in cc.detectMultiScale(grey, 1.05, 1, minSize=(m, m), maxSize=(box[2] * 2, box[2] * 2)):
            o = iou(box, r)
            if o > best:
                best, bb = o, [int(v) for v in r]
    return list(bb)


def edit(corpus, edits):
    """Applies an edit list, one per line: CLIP FRAME del I[,J...] | CLIP FRAME at X Y (deletes
    the boxes holding that point) | CLIP FRAME add X Y W H PERSON IGNORE [raw] | CLIP FRAME set I
    PERSON IGNORE | CLIP FRAME clear | CLIP all ignore PERSON | CLIP all below Y (deletes the
    boxes whose top is below Y) | CLIP all person P (one person in the clip) | CLIP all
    largest (keeps the largest box of each frame) | CLIP all clear | CLIP all add X Y W H
    PERSON IGNORE [raw] (the same box on every labelled frame: people seated before a fixed
    camera). FRAME indexes the frames of the clip; I the boxes of that frame as proposed (the
    sheet's numbers); an added box is fitted to a Haar box unless 'raw'."""
    by_clip = {}
    for line in open(edits):
        w = line.split()
        if w and not w[0].startswith("#"):
            by_clip.setdefault(w[0], []).append(w[1:])
    for clip, ops in by_clip.items():
        path = os.path.join(GT_DIR, clip + ".json")
        gt = json.load(open(path))
        fr = gt["frames"]
        imgs = {}
        if any(o[1] == "add" and "raw" not in o for o in ops):
            imgs = {str(n): img for n, img in frames(os.path.join(corpus, clip + ".webm"))}
        dels = {}
        for o in ops:
            if o[0] == "all" and o[1] == "ignore":
                for k in fr:
                    for b in fr[k]:
                        if b[4] == int(o[2]):
                            b[5] = 1
            elif o[0] == "all" and o[1] == "below":
                for k in fr:
                    dels.setdefault(k, set()).update(
                        i for i, b in enumerate(fr[k]) if b[1] > int(o[2]))
            elif o[0] == "all" and o[1] == "clear":
                for k in fr:
                    dels.setdefault(k, set()).update(range(len(fr[k])))
            elif o[0] == "all" and o[1] == "largest":
                for k in fr:
                    if fr[k]:
                        big = max(range(len(fr[k])), key=lambda i: fr[k][i][2])
                        dels.setdefault(k, set()).update(i for i in range(len(fr[k])) if i != big)
            elif o[1] == "at":
                x, y = int(o[2]), int(o[3])
                dels.setdefault(o[0], set()).update(
                    i for i, b in enumerate(fr[o[0]])
                    if b[0] <= x < b[0] + b[2] and b[1] <= y < b[1] + b[3])
            elif o[1] == "del":
                dels.setdefault(o[0], set()).update(int(i) for i in o[2].split(","))
            elif o[1] == "clear":
                dels.setdefault(o[0], set()).update(range(len(fr[o[0]])))
            elif o[1] == "set":
                b = fr[o[0]][int(o[2])]
                b[4], b[5] = int(o[3]), int(o[4])
        for k, ds in dels.items():
            fr[k] = [b if i not in ds else None for i, b in enumerate(fr[k])]
        for o in ops:
            if o[1] == "add":
                for k in (fr if o[0] == "all" else [o[0]]):
                    box = [int(v) for v in o[2:6]]
                    if "raw" not in o:
                        box = refine(imgs[k], box)
                    fr[k].append(box + [int(o[6]), int(o[7])])
        for k in fr:
            fr[k] = [b for b in fr[k] if b is not None]
            for o in ops:
                if o[0] == "all" and o[1] == "person":
                    for b in fr[k]:
                        b[4] = int(o[2])
        save(gt, clip)


def main():
    cmd = sys.argv[1]
    if cmd == "propose":
        for clip in sys.argv[3:]:
            save(propose(sys.argv[2], clip), clip)
    elif cmd == "edit":
        edit(sys.argv[2], sys.argv[3])
    elif cmd == "sheet":
        sheet(sys.argv[2], sys.argv[3], sys.argv[4], *map(int, sys.argv[5:]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
