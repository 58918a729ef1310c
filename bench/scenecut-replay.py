#!/usr/bin/env python3
# scenecut-replay.py: replays clbowhist's scene-cut decision
# (gst/clanalytics/bow/gstclscenecut.c) on the per-frame dumps of
# `scenecut-bench --dump DIR` with other floors, to compare floor rules on
# the same distances without re-running the element:
#
#   bench/scenecut-replay.py DIR...      # the DIR/*.dist files
#
# For each power a, the floor is scene-threshold x (noise / 0.256)^a, never
# above the threshold (a = 0: the fixed floor; a = 0.5: the element's
# default).  Prints, per power, true cuts / matched / false cuts (+-1 frame)
# of the clips at their native size and of those named *-1080p*.  The
# transitions clip (no hard cut) is left out.
import glob
import os
import sys

REF = 0.256


def load(path):
    rows = []
    for line in open(path):
        if line.startswith('#'):
            continue
        f = line.split()
        rows.append(dict(d=float(f[1]), cut=int(f[2]), noise=float(f[5])))
    return rows


def decide(rows, floor, adaptive=3.0, window=3, min_length=15):
    # the same rule as gst_cl_scene_cut_pop(), frame by frame
    past, since, cuts = [], None, []
    for i, r in enumerate(rows):
        s, n = sum(past), len(past)
        for j in range(i + 1, min(len(rows), i + 1 + window)):
            s += rows[j]['d']
            n += 1
        ratio = 0.0
        if n:
            m = s / n
            ratio = min(r['d'] / m, 255) if m > 1e-6 else (255 if r['d'] > 0 else 0)
        cut = i > 0 and r['d'] >= floor(r['noise']) and r['d'] > 0 and \
            ratio >= adaptive and (since is None or since + 1 >= min_length)
        since = 0 if cut else (None if since is None else since + 1)
        past = [] if (i == 0 or cut) else (past + [r['d']])[-window:]
        if cut:
            cuts.append(i)
    return cuts


def main():
    files = sorted(f for d in sys.argv[1:] for f in glob.glob(os.path.join(d, '*.dist'))
                   if 'transitions' not in f)
    data = {os.path.basename(f): load(f) for f in files}
    for a in (0, 0.25, 0.5, 0.6, 0.7, 0.8, 1.0):
        tot = {False: [0, 0, 0], True: [0, 0, 0]}
        per = []
        for name, rows in data.items():
            truth = [i for i, r in enumerate(rows) if r['cut']]
            det = decide(rows, lambda nz: 0.2 if nz <= 0 or nz >= REF else 0.2 * (nz / REF) ** a)
            tp = sum(1 for d in det if any(abs(d - t) <= 1 for t in truth))
            hd = '1080p' in name
            for k, v in enumerate((len(truth), tp, len(det) - tp)):
                tot[hd][k] += v
            per.append('%s %d/%d+%d' % (name.split('.')[0], tp, len(truth), len(det) - tp))
        print('power %.2f: native %d cuts, %d found, %d false; 1080p %d cuts, %d found, %d false'
              % (a, *tot[False], *tot[True]))
        print('    ' + ', '.join(per))


main()
