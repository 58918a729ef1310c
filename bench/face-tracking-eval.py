#!/usr/bin/python3
"""face-tracking-eval: clfacedetect and GStreamer's facedetect on the face-tracking corpus,
same files, same run, scored against the hand-checked boxes of bench/face-gt/.

  bench/face-corpus.sh CORPUS                      (once: rebuilds the clips)
  bench/face-tracking-eval.py CORPUS [--half HALF|all] [--set NAME=PROPS]... [--only NAME]

Runs, on every clip of the half (a half named in bench/face-gt/split.txt: dev, test, test2, ...;
"all" scores each half in turn, each with its own totals):
  clfacedetect            its defaults
  clfacedetect-exact      merge-overlaps=false tracking=false: OpenCV's detectMultiScale
  facedetect              GStreamer's facedetect (OpenCV, Debian's gstreamer1.0-opencv) at its
                          defaults (scale 1.25, 3 neighbours, 30 pixels)
and any --set NAME="clfacedetect PROPS" given (to compare settings on the development half).

Scored on the labelled frames (every 10th), MOT-challenge style:
  P, R       precision and recall at IoU >= 0.5 (one-to-one, best IoU first)
  FP/fr      false boxes per labelled frame: boxes matching no face, and not centred on an
             "ignore" face (in profile, turned away, too small, ...: neither hit nor false)
  one box    share of (face, frame) pairs where the face has exactly one box: one match at
             IoU >= 0.5 and no other unmatched box centred on it
  IDsw       identity switches: a face matched to an id other than the one it had when last
             matched (CLEAR MOT); /min: per person and minute of the clip
  IDF1       the identity F1 of Ristani et al. (one-to-one person/id assignment maximising
             the frames they share)
  fps        frames per second of the whole pipeline (decode included), this machine
facedetect and the exact setting report no ids: IDsw and IDF1 are "-".
Needs the build in build/ (or $BUILD_DIR).
"""
import argparse, collections, json, os, re, subprocess, sys, time

from facebox import inside, iou

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GT_DIR = os.path.join(TOP, "bench", "face-gt")
FACE_RE = re.compile(r'"face\\,(.*?)\\;"')
FIELD_RE = re.compile(r'\\ (x|y|width|height|id)\\=\\\((?:u?int)\\\)(-?\d+)')
CONF_RE = re.compile(r'confidence\\=\\\(double\\\)([0-9.e+-]+)')

SETS = [("clfacedetect", "clfacedetect"),
        ("clfacedetect-exact", "clfacedetect merge-overlaps=false tracking=false"),
        ("facedetect", "facedetect display=false")]


def run(src, element):
    """@element on @src: (per frame, the boxes [x, y, w, h, id, confidence]; seconds).
    id -1 without tracking, confidence -1.0 where the element reports none."""
    desc = (f"filesrc location={src} ! decodebin ! videoconvert ! {element} "
            f"! fakesink sync=false")
    env = dict(os.environ, GST_PLUGIN_PATH=os.path.join(
        os.environ.get("BUILD_DIR", TOP + "/build"), "gst"))
    t0 = time.time()
    p = subprocess.run(["gst-launch-1.0", "-m"] + desc.split(), env=env,
                       capture_output=True, text=True)
    dt = time.time() - t0
    name = element.split()[0]
    out = []
    for line in p.stdout.splitlines():
        if "(element): " + name + "," not in line:
            continue
        boxes = []
        for face in FACE_RE.findall(line):
            v = dict(FIELD_RE.findall(face))
            conf = CONF_RE.search(face)
            boxes.append([int(v["x"]), int(v["y"]), int(v["width"]), int(v["height"]),
                          int(v.get("id", -1)), float(conf.group(1)) if conf else -1.0])
        out.append(boxes)
    if not out:
        sys.exit(f"face-tracking-eval: no messages from {name} on {src}:\n{p.stderr[-2000:]}")
    return out, dt



def hungarian(cost):
    """Minimum-cost assignment of a rectangular cost matrix (rows <= cols or not):
    a list of (row, col)."""
    n, m = len(cost), len(cost[0]) if cost else 0
    if n == 0 or m == 0:
        return []
    transpose = n > m
    if transpose:
        cost = [list(r) for r in zip(*cost)]
        n, m = m, n
    INF = float("inf")
    u, v, p, way = [0.0] * (n + 1), [0.0] * (m + 1), [0] * (m + 1), [0] * (m + 1)
    for i in range(1, n + 1):
        p[0], j0 = i, 0
        minv, used = [INF] * (m + 1), [False] * (m + 1)
        while True:
            used[j0] = True
            i0, delta, j1 = p[j0], INF, 0
            for j in range(1, m + 1):
                if not used[j]:
                    cur = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j], way[j] = cur, j0
                    if minv[j] < delta:
                        delta, j1 = minv[j], j
            for j in range(m + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if p[j0] == 0:
                break
        while True:
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
            if j0 == 0:
                break
    pairs = [(p[j] - 1, j - 1) for j in range(1, m + 1) if p[j]]
    return [(c, r) for r, c in pairs] if transpose else pairs


def score(gt, frames, fps_clip):
    """Counts of one run on one clip against its ground truth."""
    c = collections.Counter()
    last_id = {}
    pairs = collections.Counter()       # (person, id) -> frames matched
    gt_count = collections.Counter()    # person -> labelled frames counted
    id_count = collections.Counter()    # id -> non-ignored boxes on labelled frames
    persons = set()
    for k, faces in gt["frames"].items():
        n = int(k)
        if n >= len(frames):
            continue
        boxes = frames[n]
        counted = [f for f in faces if not f[5]]
        ignored = [f for f in faces if f[5]]
        cand = sorted(((iou(f, b), i, j) for i, f in enumerate(counted)
                       for j, b in enumerate(boxes)), reverse=True)
        fm, bm = {}, {}
        for o, i, j in cand:
            if o < 0.5:
                break
            if i not in fm and j not in bm:
                fm[i], bm[j] = j, i
        c["frames"] += 1
        c["gt"] += len(counted)
        c["tp"] += len(fm)
        for j, b in enumerate(boxes):
            if j in bm:
                continue
            if any(inside(b, f) for f in counted) or any(inside(b, f) or iou(b, f) >= 0.3
                                                         for f in ignored):
                # a second box on a counted face (it spoils "one box", not FP/fr's
                # phantoms) or a box on a face nobody is asked to find
                if any(inside(b, f) for f in counted):
                    c["dup"] += 1
                continue
            c["fp"] += 1
        for i, f in enumerate(counted):
            persons.add(f[4])
            gt_count[f[4]] += 1
            extra = sum(1 for j, b in enumerate(boxes) if j not in bm and inside(b, f))
            if i in fm and extra == 0:
                c["one"] += 1
            if i in fm:
                bid = boxes[fm[i]][4]
                if bid >= 0:
                    if f[4] in last_id and last_id[f[4]] != bid:
                        c["idsw"] += 1
                    last_id[f[4]] = bid
                    pairs[(f[4], bid)] += 1
        for j, b in enumerate(boxes):
            if b[4] >= 0 and (j in bm or not any(inside(b, f) or iou(b, f) >= 0.3
                                                 for f in ignored)):
                id_count[b[4]] += 1
    # IDF1: persons against ids, one to one, maximising the shared frames
    ps, ids = sorted(gt_count), sorted(id_count)
    if ps and ids:
        m = hungarian([[-pairs[(p, i)] for i in ids] for p in ps])
        c["idtp"] = sum(pairs[(ps[r], ids[k])] for r, k in m)
    c["idgt"] = sum(gt_count.values())
    c["idpred"] = sum(id_count.values())
    c["persons"] = len(persons)
    c["nframes"] = len(frames)
    c["fps_clip"] = fps_clip
    return c


def row(name, c, dt, with_ids):
    p = c["tp"] / max(c["tp"] + c["fp"], 1)
    r = c["tp"] / max(c["gt"], 1)
    one = c["one"] / max(c["gt"], 1)
    if with_ids:
        idf1 = 2 * c["idtp"] / max(c["idgt"] + c["idpred"], 1)
        sw = f"{c['idsw']:>4} {c['idsw'] / max(c['pmin'], 1e-9):>5.2f}"
        idf = f"{100 * idf1:5.1f}"
    else:
        sw, idf = f"{'-':>4} {'-':>5}", f"{'-':>5}"
    fps = c["nframes"] / dt if dt else 0
    return (f"{name:<34} {c['frames']:>4} {c['gt']:>4} {100 * p:6.1f} {100 * r:6.1f} "
            f"{c['fp'] / max(c['frames'], 1):6.3f} {100 * one:6.1f} {sw} {idf} {fps:6.1f}")


HEADER = (f"{'clip / element':<34} {'lab':>4} {'face':>4} {'P%':>6} {'R%':>6} {'FP/fr':>6} "
          f"{'1box%':>6} {'IDsw':>4} {'/min':>5} {'IDF1':>5} {'fps':>6}")


def split_halves():
    """bench/face-gt/split.txt: each half's clips, halves in the file's order."""
    halves = collections.OrderedDict()
    for line in open(os.path.join(GT_DIR, "split.txt")):
        w = line.split()
        if w and not w[0].startswith("#"):
            halves.setdefault(w[0], []).extend(w[2:])
    return halves


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--half", default="all",
                    choices=tuple(split_halves()) + ("all",))
    ap.add_argument("--set", action="append", default=[],
                    help='NAME="clfacedetect PROPS": another setting to score')
    ap.add_argument("--only", action="append", default=[], help="score only these settings")
    ap.add_argument("--clips", nargs="*", help="only these clips")
    a = ap.parse_args()
    sets = SETS + [tuple(s.split("=", 1)) for s in a.set]
    if a.only:
        sets = [s for s in sets if s[0] in a.only]
    halves = collections.OrderedDict()
    for half, clips in split_halves().items():
        if a.half in ("all", half):
            for clip in clips:
                if not a.clips or clip in a.clips:
                    halves.setdefault(half, []).append(clip)
    print(HEADER)
    for half, clips in halves.items():
        totals = {name: collections.Counter() for name, _ in sets}
        times = collections.Counter()
        for clip in clips:
            gt = json.load(open(os.path.join(GT_DIR, clip + ".json")))
            src = os.path.join(a.corpus, clip + ".webm")
            rate = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0",
                                   "-show_entries", "stream=avg_frame_rate", "-of", "csv=p=0",
                                   src], capture_output=True, text=True).stdout.strip()
            num, den = (rate.split("/") + ["1"])[:2]
            fps_clip = float(num) / float(den or 1)
            for name, element in sets:
                frames, dt = run(src, element)
                c = score(gt, frames, fps_clip)
                c["pmin"] = c["persons"] * len(frames) / fps_clip / 60.0
                with_ids = name not in ("facedetect", "clfacedetect-exact")
                print(row(f"{clip[:22]} {name}", c, dt, with_ids), flush=True)
                totals[name].update(c)
                times[name] += dt
        for name, _ in sets:
            with_ids = name not in ("facedetect", "clfacedetect-exact")
            print(row(f"== {half} half: {name}", totals[name], times[name], with_ids))
        print()


if __name__ == "__main__":
    main()
