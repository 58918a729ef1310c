#!/bin/bash
# scenecut-cost.sh: per-frame time of clbowhist's whole scene-cut path
# (upload, integral, descriptors, assignment, histogram, layout cue,
# decision, message) on 1080p frames, of two builds in one run, passes
# alternating, with the ratio new / base.
#
#   bench/scenecut-cost.sh BASE NEW [VIDEO] [FRAMES]
#
# BASE and NEW: a meson build folder (gst/, gst-libs/gst/cl/, bench/) or a
# flat folder with libgstopenclanalytics.so, libgstclanalytics-1.0.so.0
# and multistream-bench (bench/gpu/pack.sh's layout).  VIDEO: real footage
# scaled to 1920x1080 for the frames (default: tests/data/astronaut.png,
# each frame the same picture); FRAMES (default 200) raw I420 frames in
# /tmp, fed by filesrc so that every frame is a new buffer.  PASSES
# (environment, default 3): alternating passes of each build.
#
# Two figures per pass (multistream-bench, one stream, steady state: the
# first 50 frames left out):
#   path     1/fps of "SOURCE ! clbowhist interval=0 ! fakesink" minus
#            1/fps of the same with identity (source and element in one
#            thread: their times add up);
#   element  1/fps of "SOURCE ! queue ! clbowhist interval=0 ! fakesink":
#            the source runs in its own thread and is faster than the
#            element, so the rate is the element's own, without the
#            subtraction of two noisy figures.
# The summary gives the median of the passes of each build and the ratio
# new / base of the medians (medians: one pass disturbed by another
# process moves a mean, not a median).  The device: GST_CL_DEVICE (e.g.
# gpu:0).
set -eu
base=${1:?usage: scenecut-cost.sh BASE NEW [VIDEO] [FRAMES]}
new=${2:?usage: scenecut-cost.sh BASE NEW [VIDEO] [FRAMES]}
video=${3:-}
n=${4:-200}
top=$(cd "$(dirname "$0")/.." && pwd)
raw=/tmp/scenecut-1080p-$n.yuv
bl=${LD_LIBRARY_PATH:-}

if [ ! -s "$raw" ]; then
  if [ -n "$video" ]; then
    gst-launch-1.0 -q filesrc location="$video" ! decodebin ! videoconvert ! \
      videoscale ! video/x-raw,format=I420,width=1920,height=1080 ! \
      identity eos-after=$((n + 1)) ! filesink location="$raw"
  else
    gst-launch-1.0 -q filesrc location="$top/tests/data/astronaut.png" ! \
      pngdec ! videoconvert ! videoscale ! \
      video/x-raw,format=I420,width=1920,height=1080 ! \
      imagefreeze num-buffers=$n ! filesink location="$raw"
  fi
fi
frames=$(( $(stat -c %s "$raw") / (1920 * 1080 * 3 / 2) ))
SRC="filesrc location=$raw ! rawvideoparse width=1920 height=1080 format=i420 framerate=30/1"

use () {
  local d=$1
  if [ -d "$d/gst" ]; then
    export GST_PLUGIN_PATH=$d/gst LD_LIBRARY_PATH=$d/gst-libs/gst/cl:$bl
    MS=$d/bench/multistream-bench
  else
    export GST_PLUGIN_PATH=$d LD_LIBRARY_PATH=$d:$bl
    MS=$d/multistream-bench
  fi
  export GST_REGISTRY=/tmp/scenecut-cost-reg-$(echo "$d" | md5sum | cut -c1-8).bin
}
fps () {
  "$MS" --streams 1 --frames "$frames" --source "$SRC" --chain "$1" 2>&1 |
    awk '$1 == 1 && NF >= 3 { print $2 }'
}

echo "frames: $frames of 1920x1080 ($([ -n "$video" ] && echo "$video" || echo astronaut.png)); device: ${GST_CL_DEVICE:-default}"
passes=${PASSES:-3}
echo "| pass | build | identity fps | clbowhist fps | path ms/frame | queue ! clbowhist fps | element ms/frame |"
echo "|---:|---|---:|---:|---:|---:|---:|"
declare -A path elem
for r in $(seq 1 "$passes"); do
  for b in base new; do
    d=$base; [ $b = new ] && d=$new
    use "$d"
    fi=$(fps identity)
    fc=$(fps "clbowhist interval=0")
    fq=$(fps "queue ! clbowhist interval=0")
    ms=$(awk -v a="$fi" -v c="$fc" 'BEGIN { printf "%.3f", 1000 / c - 1000 / a }')
    me=$(awk -v q="$fq" 'BEGIN { printf "%.3f", 1000 / q }')
    echo "| $r | $b | $fi | $fc | $ms | $fq | $me |"
    path[$b]="${path[$b]:-} $ms"
    elem[$b]="${elem[$b]:-} $me"
  done
done
median () { echo "$@" | tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for k in path element; do
  if [ $k = path ]; then b=$(median ${path[base]}); n=$(median ${path[new]});
  else b=$(median ${elem[base]}); n=$(median ${elem[new]}); fi
  awk -v k="$k" -v p="$passes" -v b="$b" -v n="$n" 'BEGIN { printf "%s, median of %d passes: base %.3f ms, new %.3f ms, new / base %.3f\n", k, p, b, n, n / b }'
done
