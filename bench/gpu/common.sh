# Sourced by the scripts in bench/gpu/, from the repository root.  Sets up
# one or more build folders (the script's arguments, default "build") and
# defines:
#   use BUILD      point GStreamer and the loader at BUILD's plugin and
#                  library, with a kernel cache of its own
#   ms BUILD ARGS  BUILD's multistream-bench on the 1080p file ($SRC)
#   fdb BUILD ARGS BUILD's facedetect-bench, one 1080p frame, no OpenCV
#                  (--variants: the device's default and a repeat of it;
#                  --ablation in builds older than the tag experiments-last)
# and the chains $QH (Haar) and $QL (LBP), each element behind a queue.
# Output goes to the terminal and to $OUT/log.txt (OUT default /tmp/gpu-bench).
# PHOTOS: a folder of extra .jpg photos for facedetect-bench (the results
# table used 8 of dlib's group photos, examples/faces/2007_*.jpg, 2008_*.jpg).
set -eu
top=$PWD
[ -f "$top/bench/gpu/common.sh" ] || { echo "run from the repository root" >&2; exit 1; }
[ $# -gt 0 ] || set -- build
BUILDS="$*"
for b in $BUILDS; do
  [ -x "$b/bench/multistream-bench" ] || { echo "$b: no bench/multistream-bench (meson compile -C $b)" >&2; exit 1; }
done
OUT=${OUT:-/tmp/gpu-bench}
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
date -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || true
git -C "$top" log --oneline -1 2>/dev/null || true

C=$top/cascades
IMGS="$top/tests/data/astronaut.png"
if [ -n "${PHOTOS:-}" ]; then IMGS="$IMGS $(ls "$PHOTOS"/*.jpg)"; fi
base_ld=${LD_LIBRARY_PATH:-}

use () {
  local b; b=$(cd "$1" && pwd)
  export GST_PLUGIN_PATH=$b/gst LD_LIBRARY_PATH=$b/gst-libs/gst/cl${base_ld:+:$base_ld} \
    XDG_CACHE_HOME=/tmp/gpu-bench-cache-$(basename "$b") GST_REGISTRY=/tmp/gpu-bench-reg-$(basename "$b").bin
}

# 1000 frames of the astronaut photo at 1920x1080, I420, raw
F=/tmp/gpu-bench-1080p.yuv
[ -s $F ] || gst-launch-1.0 -q filesrc location="$top/tests/data/astronaut.png" ! pngdec ! \
  videoconvert ! videoscale ! video/x-raw,format=I420,width=1920,height=1080 ! \
  imagefreeze num-buffers=1000 ! filesink location=$F
SRC="filesrc location=$F ! rawvideoparse width=1920 height=1080 format=i420 framerate=30/1"
H="profile=$C/haarcascade_frontalface_default.xml updates=none"
L="profile=$C/lbpcascade_frontalface.xml updates=none"
QH="queue ! clintegral squared=true ! queue ! clfacedetect $H"
QL="queue ! clintegral ! queue ! clfacedetect $L"

ms () { local b=$1; shift; use "$b"
  timeout -s KILL 150 "$b/bench/multistream-bench" --source "$SRC" "$@" 2>&1 | grep -E "^ *[0-9]+ |rror" || true; }
fdb () { local b=$1; shift; use "$b"; local v=--variants
  "$b/bench/facedetect-bench" --help 2>&1 | grep -q -- --variants || v=--ablation
  timeout -s KILL 150 "$b/bench/facedetect-bench" $v --iters 20 --sizes 1920x1080 \
    --variant "again=" "$@" $IMGS 2>&1 | grep -vE "^ *$" | tail -7 || true; }
