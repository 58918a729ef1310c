#!/usr/bin/python3
"""How much of a Haar cascade a bound could skip, exactly (a simulation).

A stage passes when the sum of its stumps' leaves reaches its threshold. After k
stumps, the sum so far plus the largest (smallest) leaves of the stumps left
bounds the final sum: when even the largest cannot reach the threshold the
window fails, when even the smallest reaches it the window passes, and the
stumps left need not run. The result is the same as running them all.

For every window of a 1920x1080 pyramid (OpenCV's scan: scale factor 1.1, step 2
below scale 2 and 1 from there, variance normalisation over the inner 22x22),
this prints per stage the windows that reach it, the share that passes, and the
share of the stage's stumps a window needs on average before the bound decides,
checking after every stump or after every 4, 8, 16 (as lanes that split a
stage would), with the stumps in the file's order, sorted by place (as
haar_detect runs them on GPUs) and by the gap between their two leaves.

  /usr/bin/python3 bench/cascade-bounds.py CASCADE.xml IMAGE...

Needs python3-opencv and numpy. Float arithmetic: a statistic, not the
kernels' bit-exact sums.
"""
import sys
import xml.etree.ElementTree as ET

import cv2
import numpy as np

WIDTH, HEIGHT, WIN = 1920, 1080, 24


def load(path):
    root = ET.parse(path).getroot()[0]
    feats = []
    for f in root.find("features"):
        feats.append([tuple(float(v) if i == 4 else int(v)
                            for i, v in enumerate(r.text.split()))
                      for r in f.find("rects")])
    stages = []
    for st in root.find("stages"):
        stumps = []
        for w in st.find("weakClassifiers"):
            n = w.find("internalNodes").text.split()
            leaf = w.find("leafValues").text.split()
            stumps.append((int(n[2]), float(n[3]), float(leaf[0]),
                           float(leaf[1])))
        stages.append((float(st.find("stageThreshold").text), stumps))
    return feats, stages


def stump_leaves(feats, stages, image, out):
    """appends, per stage, the leaves of every window that reaches it"""
    g = cv2.cvtColor(cv2.resize(cv2.imread(image), (WIDTH, HEIGHT)),
                     cv2.COLOR_BGR2GRAY)
    f = 1.0
    while True:
        sw, sh = int(round(WIDTH / f)), int(round(HEIGHT / f))
        if sw < WIN or sh < WIN:
            return
        s, sq = cv2.integral2(cv2.resize(g, (sw, sh)), sdepth=cv2.CV_64F)
        step = 2 if f < 2 else 1
        ys, xs = np.mgrid[0:sh - WIN + 1:step, 0:sw - WIN + 1:step]
        ys, xs = ys.ravel(), xs.ravel()

        def box(a, x, y, w, h, i):
            yy, xx = ys[i], xs[i]
            return (a[yy + y, xx + x] - a[yy + y, xx + x + w] -
                    a[yy + y + h, xx + x] + a[yy + y + h, xx + x + w])

        every = np.arange(len(xs))
        nf = 22 * 22 * box(sq, 1, 1, 22, 22, every) - \
            box(s, 1, 1, 22, 22, every) ** 2
        vnf = 1.0 / np.where(nf > 0, np.sqrt(np.maximum(nf, 0)), 1.0)
        alive = every
        for si, (thr, stumps) in enumerate(stages):
            if len(alive) == 0:
                break
            leaves = np.empty((len(alive), len(stumps)))
            for j, (fi, t, l0, l1) in enumerate(stumps):
                v = sum(wt * box(s, x, y, w, h, alive)
                        for (x, y, w, h, wt) in feats[fi]) * vnf[alive]
                leaves[:, j] = np.where(v < t, l0, l1)
            out.setdefault(si, []).append(leaves)
            alive = alive[leaves.sum(1) >= thr]
        f *= 1.1


def needed(leaves, thr, lo, hi, order, every):
    """mean stumps run before the bound decides, checking every @every"""
    v, lo, hi = leaves[:, order], lo[order], hi[order]
    m = v.shape[1]
    run = np.cumsum(v, 1)
    most = np.append(np.cumsum(hi[::-1])[::-1][1:], 0)
    least = np.append(np.cumsum(lo[::-1])[::-1][1:], 0)
    decided = (run + most < thr) | (run + least >= thr)
    check = np.arange(m) % every == every - 1
    check[-1] = True
    return (np.argmax(decided & check, 1) + 1).mean() / m


def main():
    feats, stages = load(sys.argv[1])
    per_stage = {}
    for image in sys.argv[2:]:
        stump_leaves(feats, stages, image, per_stage)
    print("stage stumps  windows  pass | share of stumps run, checking "
          "every 1/4/8/16: file order | by place | by leaf gap")
    for si, (thr, stumps) in enumerate(stages):
        if si not in per_stage:
            break
        leaves = np.concatenate(per_stage[si])
        lo = np.array([min(s[2], s[3]) for s in stumps])
        hi = np.array([max(s[2], s[3]) for s in stumps])
        file_order = list(range(len(stumps)))

        def centre(j):
            x, y, w, h, _ = feats[stumps[j][0]][0]
            return (y + h / 2, x + w / 2)

        line = "%5d %6d %8d %5.3f" % (si, len(stumps), len(leaves),
                                      np.mean(leaves.sum(1) >= thr))
        for order in (file_order, sorted(file_order, key=centre),
                      sorted(file_order, key=lambda j: lo[j] - hi[j])):
            line += " | " + " ".join("%.2f" % needed(leaves, thr, lo, hi,
                                                     order, k)
                                     for k in (1, 4, 8, 16))
        print(line, flush=True)


if __name__ == "__main__":
    main()
