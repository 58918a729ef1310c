#!/bin/sh
# coldstart.sh: how long the first start of a face-detection pipeline takes
# (empty OpenCL caches: ours and the driver's, so every kernel is compiled)
# against the second start (warm caches), per cascade, on the device the
# elements pick (PoCL on a machine without a GPU).
#
#   bench/coldstart.sh [CASCADE...]   (default: the default cascade,
#                                      frontalface_alt2 (trees), lbp_frontalface)
#
# Each line: the cascade, the first start's wall time, the second start's,
# and the same pipeline without the OpenCL elements (GStreamer's own start
# and the decode), all for one photo through
# "clintegral squared=true ! clfacedetect profile=CASCADE".  Run it on an
# idle machine: the compile is CPU-bound.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
export GST_PLUGIN_PATH="${GST_PLUGIN_PATH:-$top/build/gst}"
img=$top/tests/data/astronaut.png
[ $# -gt 0 ] || set -- haarcascade_frontalface_default.xml frontalface_alt2 \
  lbp_frontalface

now_ms () { date +%s%3N; }
run () {
  t0=$(now_ms)
  gst-launch-1.0 -q filesrc location="$img" ! pngdec ! videoconvert ! \
    "$@" ! fakesink > /dev/null 2>&1
  echo $(($(now_ms) - t0))
}

base=$(run identity)
printf "%-40s %10s %10s %10s\n" cascade cold-ms warm-ms no-cl-ms
for c in "$@"; do
  dir=$(mktemp -d)
  cold=$(XDG_CACHE_HOME=$dir run clintegral squared=true ! \
    clfacedetect profile="$c")
  warm=$(XDG_CACHE_HOME=$dir run clintegral squared=true ! \
    clfacedetect profile="$c")
  rm -rf "$dir"
  printf "%-40s %10s %10s %10s\n" "$c" "$cold" "$warm" "$base"
done
