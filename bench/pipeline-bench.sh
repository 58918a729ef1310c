#!/bin/sh
# pipeline-bench: frames per second of clfacedetect in a pipeline next to
# GStreamer's own facedetect (OpenCV, CPU) with identical parameters, on the
# same input, in the same run.
#
#   bench/pipeline-bench.sh [IMAGE [FRAMES [CASCADE]]]
#
# CASCADE (a path; default: each element's default, Haar
# frontalface_default) is given to both elements as profile=, e.g.
# /usr/share/opencv4/lbpcascades/lbpcascade_frontalface.xml.
# The image is decoded once and repeated (imagefreeze) at 640x480, 1280x720
# and 1920x1080, so decoding is not what is measured.  Needs the build in
# build/ (or the build directory in $BUILD_DIR) and gstreamer1.0-opencv for
# the peer.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
img=${1:-$top/tests/data/astronaut.png}
n=${2:-30}
cascade=${3:-}
prof=${cascade:+profile=$cascade}
export GST_PLUGIN_PATH="${BUILD_DIR:-$top/build}/gst"

run () {
  t0=$(date +%s.%N)
  gst-launch-1.0 -q filesrc location="$img" ! decodebin ! videoconvert ! \
    videoscale ! video/x-raw,width=$1,height=$2 ! imagefreeze num-buffers=$n ! \
    videoconvert ! $3 ! fakesink sync=false >/dev/null 2>&1 || { echo "failed"; return; }
  t1=$(date +%s.%N)
  echo "$n $t0 $t1" | awk '{ printf "%.1f", $1 / ($3 - $2) }'
}

# not timed: the registry scan and the first kernel builds (both cached)
gst-inspect-1.0 clfacedetect >/dev/null 2>&1 || { echo "clfacedetect not found in $GST_PLUGIN_PATH"; exit 1; }
n_timed=$n
n=2
run 640 480 "clfacedetect updates=none $prof" >/dev/null
n=$n_timed

echo "cascade: ${cascade:-default (haarcascade_frontalface_default.xml)}"
printf '%-10s %12s %12s %8s\n' size clfacedetect facedetect ratio
for size in "640 480" "1280 720" "1920 1080"; do
  set -- $size
  ours=$(run $1 $2 "clfacedetect updates=none $prof")
  peer=$(run $1 $2 "facedetect scale-factor=1.1 min-neighbors=3 min-size-width=24 min-size-height=24 display=false updates=none $prof")
  ratio=$(echo "$ours $peer" | awk '{ if ($2 > 0) printf "%.2f", $1 / $2; else print "-" }')
  printf '%4sx%-5s %12s %12s %8s\n' "$1" "$2" "$ours" "$peer" "$ratio"
done

# The default output (merge-overlaps=true) and nested parts, at 640x480:
# clfacedetect at its defaults, then with eyes and mouth, against facedetect
# with the same parameters and the same part cascades (Debian's opencv-data
# has no haarcascade_mcs_*; haarcascade_eye and haarcascade_smile instead).
cascades=/usr/share/opencv4/haarcascades
peer_params="scale-factor=1.1 min-neighbors=3 min-size-width=24 min-size-height=24 display=false updates=none"
printf '\n%-36s %12s %12s %8s\n' "640x480 pipeline" clfacedetect facedetect ratio
for parts in "" "eyes-profile=$cascades/haarcascade_eye.xml mouth-profile=$cascades/haarcascade_smile.xml"; do
  # facedetect loads its default part cascades unless told otherwise
  peer_parts=${parts:-"eyes-profile=none mouth-profile=none"}
  label="faces (merged, default)"
  [ -n "$parts" ] && label="faces, eyes, mouth"
  ours=$(run 640 480 "clfacedetect updates=none $parts")
  peer=$(run 640 480 "facedetect $peer_params nose-profile=none $peer_parts")
  ratio=$(echo "$ours $peer" | awk '{ if ($2 > 0) printf "%.2f", $1 / $2; else print "-" }')
  printf '%-36s %12s %12s %8s\n' "$label" "$ours" "$peer" "$ratio"
done
