#!/bin/bash
# The kernel benchmarks of one build, or of two side by side, on a GPU machine:
# integral-bench (both integral designs against cv::integral), facedetect-bench
# (Haar and LBP at 1080p against OpenCV; for a build that has it, --variants: the
# device's tuning against the other GPU tunings on the same frames) and bow-bench
# (the assignment variants and clbowhist's path at 1080p).  Each build's numbers
# come from the same run on the same machine.
#
# Usage, from the root of a checkout:
#   bench/gpu/kernel-benchmarks.sh BUILD [BASE_BUILD]
# where BUILD (and BASE_BUILD) are meson build folders with the benchmarks built
# (they need libopencv-dev where they are built).
#
# Steps:
#   1. Here: meson setup build && ninja -C build
#      For a baseline, e.g. the last commit with the ablation switches:
#        git worktree add ../base experiments-last
#        meson setup ../base/build ../base && ninja -C ../base/build
#   2. A machine without GStreamer or OpenCV (the NVIDIA machines): bundle the
#      runtime the benchmarks load, from the checkout's root,
#        ../shared/tools/gpu-bundle build/bench/integral-bench \
#          build/bench/facedetect-bench build/bench/bow-bench
#      which writes .gpu/ (GStreamer, OpenCV, and env.sh that also registers
#      NVIDIA's OpenCL driver), and take the checkout, .gpu/ and the build
#      folder(s) along.
#   3. There: source .gpu/env.sh && bench/gpu/kernel-benchmarks.sh build ../base/build
# Output goes to stdout and, where $OUT is set, to $OUT/kernel-benchmarks.txt.
set -u
if [ $# -lt 1 ]; then
  sed -n '2,/^set -u/p' "$0" | sed '$d'
  exit 2
fi
top=$PWD
if [ -n "${OUT:-}" ]; then
  exec > >(tee -a "$OUT/kernel-benchmarks.txt") 2>&1
fi
command -v nvidia-smi > /dev/null && \
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
IMG=$top/tests/data/astronaut.png
HAAR=$top/cascades/haarcascade_frontalface_default.xml
LBP=$top/cascades/lbpcascade_frontalface.xml

# The benchmarks read their default image and vocabulary from the source tree
# they were configured in: where that path does not exist here, point it at
# this checkout.
source_link () {
  local src
  src=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["directories"]["source"])' \
    "$1/meson-info/meson-info.json" 2>/dev/null) || return 0
  if [ -n "$src" ] && [ ! -e "$src" ]; then
    mkdir -p "$(dirname "$src")" && ln -s "$top" "$src"
  fi
}

run_build () {
  local b=$1 label=$2
  source_link "$b"
  export LD_LIBRARY_PATH=$b/gst-libs/gst/cl${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export XDG_CACHE_HOME=/tmp/kernel-benchmarks-cache-$label
  echo "=== $label ($b): $(git -C "$top" describe --always --tags 2>/dev/null)"
  echo "--- integral-bench --iters 200"
  timeout -s KILL 300 "$b/bench/integral-bench" --iters 200 "$IMG"
  for c in "$HAAR" "$LBP"; do
    echo "--- facedetect-bench --iters 20 --sizes 1920x1080 --cascade $(basename "$c")"
    timeout -s KILL 300 "$b/bench/facedetect-bench" --iters 20 --sizes 1920x1080 \
      --cascade "$c" "$IMG"
    if "$b/bench/facedetect-bench" --help | grep -q -- --variants; then
      echo "--- facedetect-bench --variants --iters 20 --sizes 1920x1080 --cascade $(basename "$c")"
      timeout -s KILL 300 "$b/bench/facedetect-bench" --variants --iters 20 \
        --sizes 1920x1080 --cascade "$c" "$IMG"
    fi
  done
  echo "--- bow-bench --opencv none"
  timeout -s KILL 600 "$b/bench/bow-bench" --opencv none "$IMG"
}

base_ld=${LD_LIBRARY_PATH:-}
run_build "$(cd "$1" && pwd)" new
if [ $# -ge 2 ]; then
  LD_LIBRARY_PATH=$base_ld
  run_build "$(cd "$2" && pwd)" base
fi
echo done
