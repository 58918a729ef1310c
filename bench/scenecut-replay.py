#!/usr/bin/env python3
# scenecut-replay.py: replays clbowhist's scene-cut decision
# (gst/clanalytics/bow/gstclscenecut.c) on the per-frame dumps of
# `scenecut-bench --dump DIR` with other floors and adaptive ratios, to
# compare settings on the same distances without re-running the element:
#
#   bench/scenecut-replay.py [--adaptive 3.0,3.5] DIR...   # the DIR/*.dist files
#
# The rule replayed is the element's: a frame is a cut when its distance
# is at least the floor and its persistence ratios (the dump's persist and
# layout columns: how far the frame and the frames after it stay from the
# shot before, over that cue's change within the shot) are both at least
# `adaptive`, or the layout's alone at least LAYOUT_ALONE times that where
# the persistence ratio is at least ALONE_HIST, or
# both at least STRONG_SHARE times it where the distance is STRONG_FLOOR
# times the floor and the layout changed at once (the dump's step and
# onset columns at least STRONG_STEP and STRONG_ONSET), or the layout's at
# `adaptive` and the histograms' at STRONG_SHARE times it where the distance
# is SHORT_FLOOR times the floor and the layout changed at once, `min-scene-length`
# frames after the last cut (a cut that ends a shot
# shorter than 2 x (window + 1) frames: both ratios, the layout's at
# LAYOUT_ALONE times or at `adaptive` and changed at once, twice the
# floor), or, where the frame and the one before it hold no descriptor
# (the dump's votes column 0: black, a dark flat picture), the layout alone at
# LAYOUT_ALONE times `adaptive`, changed at once, and never where the layout's
# lasting change lies in one band (the dump's band column at least
# BAND_SHARE: a caption laid over the shot) and the distance is under
# SHORT_FLOOR times the floor; where the
# dump has no ratios (-1: no frame of the shot before), the distance over
# the mean distance of the window decides, as the element does.  The floor
# is threshold x (noise / 0.256)^power, never above the threshold (power 0:
# the fixed floor; the element's default is 0.8 with threshold 0.18 and
# adaptive 3.5).  For each adaptive ratio it prints a grid, thresholds down
# and powers across, of missed / false cuts (+-1 frame) summed over all the
# clips, then the element's defaults' errors and the clips they are in, and
# checks that the defaults give the element's own decisions (the dump's cut
# column).  The transitions clips (no hard cut) are left out.  The ratios
# are the element's, measured against the shots its own cuts delimit: a
# setting that moves a cut changes the shots after it, which a replay
# cannot see, so away from the defaults the grid is an approximation.
import glob
import os
import sys

REF = 0.256
LAYOUT_ALONE = 1.75  # GST_CL_SCENE_CUT_LAYOUT_ALONE
ALONE_HIST = 1.0  # GST_CL_SCENE_CUT_ALONE_HIST
BAND_SHARE = 0.95  # GST_CL_SCENE_CUT_BAND_SHARE
SHORT_FLOOR = 2.0  # GST_CL_SCENE_CUT_SHORT_FLOOR
STRONG_FLOOR = 6.0  # GST_CL_SCENE_CUT_STRONG_FLOOR
STRONG_SHARE = 0.5  # GST_CL_SCENE_CUT_STRONG_SHARE
STRONG_STEP = 0.9  # GST_CL_SCENE_CUT_STRONG_STEP
STRONG_ONSET = 0.5  # GST_CL_SCENE_CUT_STRONG_ONSET


def load(path):
    rows = []
    for line in open(path):
        if line.startswith('#'):
            continue
        f = line.split()
        rows.append(dict(d=float(f[1]), cut=int(f[2]), votes=int(f[4]),
                         noise=float(f[5]),
                         decided=int(f[8]), persist=float(f[9]),
                         layout=float(f[10]),
                         band=float(f[11]) if len(f) > 11 else -1.0,
                         step=float(f[12]) if len(f) > 12 else -1.0,
                         onset=float(f[13]) if len(f) > 13 else -1.0))
    return rows


def decide(rows, floor, adaptive=3.5, window=5, min_length=4):
    # the same rule as gst_cl_scene_cut_pop(), frame by frame
    past, since, cuts = [], None, []
    for i, r in enumerate(rows):
        short = adaptive > 0 and since is not None and \
            since + 1 < 2 * (window + 1)
        long_enough = since is None or since + 1 >= min_length
        # the frame and the one before it hold no descriptor: the layout alone
        no_words = i > 0 and r['votes'] == 0 and rows[i - 1]['votes'] == 0
        cut = i > 0 and r['d'] >= floor(r['noise']) and r['d'] > 0 and \
            long_enough
        if r['persist'] >= 0 or r['layout'] >= 0:
            hist = r['persist'] < 0 or r['persist'] >= adaptive
            alone = r['layout'] >= LAYOUT_ALONE * adaptive
            at_once = r['step'] >= STRONG_STEP and r['onset'] >= STRONG_ONSET
            strong = r['d'] >= STRONG_FLOOR * floor(r['noise']) and \
                r['persist'] >= STRONG_SHARE * adaptive and \
                r['layout'] >= STRONG_SHARE * adaptive and at_once
            jump = r['d'] >= SHORT_FLOOR * floor(r['noise']) and \
                r['persist'] >= STRONG_SHARE * adaptive and \
                r['layout'] >= adaptive and at_once
            if no_words:
                cut = long_enough and not short and alone and at_once
            elif short:
                cut = cut and hist and \
                    (alone or (r['layout'] >= adaptive and at_once)) and \
                    r['d'] >= SHORT_FLOOR * floor(r['noise'])
            else:
                allows = r['persist'] < 0 or r['persist'] >= ALONE_HIST
                cut = cut and ((hist and (r['layout'] < 0 or
                                          r['layout'] >= adaptive)) or
                               (alone and allows) or strong or jump)
            cut = cut and (r['band'] < BAND_SHARE or
                           r['d'] >= SHORT_FLOOR * floor(r['noise']))
        elif short:
            cut = False
        else:
            s, n = sum(past), len(past)
            for j in range(i + 1, min(len(rows), i + 1 + window)):
                s += rows[j]['d']
                n += 1
            if n:
                m = s / n
                ratio = min(r['d'] / m, 255) if m > 1e-6 else (255 if r['d'] > 0 else 0)
                cut = cut and ratio >= adaptive
        since = 0 if cut else (None if since is None else since + 1)
        past = [] if (i == 0 or cut) else (past + [r['d']])[-window:]
        if cut:
            cuts.append(i)
    return cuts


def score(data, thr, power, adaptive):
    miss = false = 0
    bad = []
    for name, rows in data.items():
        truth = [i for i, r in enumerate(rows) if r['cut']]
        det = decide(rows, lambda nz: thr if nz <= 0 or nz >= REF else thr * (nz / REF) ** power,
                     adaptive=adaptive)
        tp = sum(1 for d in det if any(abs(d - t) <= 1 for t in truth))
        miss += len(truth) - tp
        false += len(det) - tp
        if tp < len(truth) or len(det) > tp:
            bad.append('%s %d/%d+%d' % (name, tp, len(truth), len(det) - tp))
    return miss, false, bad


def main():
    args = sys.argv[1:]
    adaptives = [3.0, 3.5]
    if args[:1] == ['--adaptive']:
        adaptives = [float(x) for x in args[1].split(',')]
        args = args[2:]
    files = sorted(f for d in args for f in glob.glob(os.path.join(d, '*.dist'))
                   if 'transitions' not in f)
    data = {os.path.basename(f).split('.')[0]: load(f) for f in files}
    powers = (0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1)
    print('%d clips; cells: missed/false cuts' % len(data))
    for ad in adaptives:
        print('adaptive %.1f   ' % ad + ' '.join('pow %-4.1f' % a for a in powers))
        for thr in [x / 100 for x in range(14, 25)]:
            cells = ['%3d/%-4d' % score(data, thr, a, ad)[:2] for a in powers]
            print('threshold %.2f ' % thr + ' '.join(cells))
    miss, false, bad = score(data, 0.18, 0.8, 3.5)
    print('defaults (0.18, 0.8, 3.5): %d missed, %d false%s' %
          (miss, false, (': ' + ', '.join(bad)) if bad else ''))
    floor = lambda nz: 0.18 if nz <= 0 or nz >= REF else 0.18 * (nz / REF) ** 0.8
    differ = [name for name, rows in data.items()
              if decide(rows, floor) != [i for i, r in enumerate(rows) if r['decided']]]
    print('the element\'s own decisions: %s' %
          ('replayed exactly' if not differ else 'differ in ' + ', '.join(differ)))


main()
