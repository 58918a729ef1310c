#!/bin/bash
# chain-cost.sh: per-frame time of two element chains (two builds, or two
# settings of one build) on the same 1080p frames, in one run, passes
# alternating, with the ratio B / A.
#
#   bench/chain-cost.sh BUILD_A CHAIN_A BUILD_B CHAIN_B [VIDEO] [FRAMES]
#
# e.g. the scene-cut path of two builds (bench/scenecut-cost.sh), or one
# build's clfacedetect with and without a setting:
#   bench/chain-cost.sh build "clfacedetect shot-change=0" \
#       build "clfacedetect shot-change=8"
#
# BUILD_*: a meson build folder (gst/, gst-libs/gst/cl/, bench/) or a flat
# folder with libgstopenclanalytics.so, libgstclanalytics-1.0.so.0 and
# multistream-bench.  VIDEO: real footage scaled to 1920x1080 for the frames
# (default: tests/data/astronaut.png, each frame the same picture); FRAMES
# (default 200) raw I420 frames in /tmp, fed by filesrc so that every frame
# is a new buffer.  PASSES (environment, default 3): alternating passes of
# each chain.
#
# Two figures per pass (multistream-bench, one stream, steady state: the
# first 50 frames left out):
#   path     1/fps of "SOURCE ! CHAIN ! fakesink" minus 1/fps of the same
#            with identity (source and element in one thread: their times
#            add up);
#   element  1/fps of "SOURCE ! queue ! CHAIN ! fakesink": the source runs
#            in its own thread, so where it is faster than the chain the
#            rate is the chain's own, without the subtraction of two noisy
#            figures (the identity column says how fast the source is).
# The summary gives the median of the passes of each chain and the ratio
# B / A of the medians (medians: one pass disturbed by another process
# moves a mean, not a median).  The device: GST_CL_DEVICE (e.g. gpu:0).
set -eu
usage="usage: chain-cost.sh BUILD_A CHAIN_A BUILD_B CHAIN_B [VIDEO] [FRAMES]"
build_a=${1:?$usage}
chain_a=${2:?$usage}
build_b=${3:?$usage}
chain_b=${4:?$usage}
video=${5:-}
n=${6:-200}
top=$(cd "$(dirname "$0")/.." && pwd)
raw=/tmp/chain-cost-1080p-$n${video:+-$(basename "$video")}.yuv
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
  export GST_REGISTRY=/tmp/chain-cost-reg-$(echo "$d" | md5sum | cut -c1-8).bin
}
# the chain's fps; a chain that does not run (an element missing, a
# cascade not found) stops the script with multistream-bench's output
# rather than giving a figure
fps () {
  local out f
  out=$("$MS" --streams 1 --frames "$frames" --source "$SRC" --chain "$1" 2>&1) || true
  f=$(echo "$out" | awk '$1 == 1 && NF >= 3 { print $2 }')
  if ! awk -v f="$f" 'BEGIN { exit !(f + 0 > 0) }'; then
    echo "chain-cost.sh: \"$1\" did not run:" >&2
    echo "$out" >&2
    exit 1
  fi
  echo "$f"
}

echo "frames: $frames of 1920x1080 ($([ -n "$video" ] && echo "$video" || echo astronaut.png)); device: ${GST_CL_DEVICE:-default}"
passes=${PASSES:-3}
echo "A: $chain_a ($build_a)"
echo "B: $chain_b ($build_b)"
echo "| pass | chain | identity fps | chain fps | path ms/frame | queue ! chain fps | element ms/frame |"
echo "|---:|---|---:|---:|---:|---:|---:|"
declare -A path elem
for r in $(seq 1 "$passes"); do
  for c in A B; do
    if [ $c = A ]; then use "$build_a"; chain=$chain_a; else use "$build_b"; chain=$chain_b; fi
    fi=$(fps identity)
    fc=$(fps "$chain")
    fq=$(fps "queue ! $chain")
    ms=$(awk -v a="$fi" -v c="$fc" 'BEGIN { printf "%.3f", 1000 / c - 1000 / a }')
    me=$(awk -v q="$fq" 'BEGIN { printf "%.3f", 1000 / q }')
    echo "| $r | $c | $fi | $fc | $ms | $fq | $me |"
    path[$c]="${path[$c]:-} $ms"
    elem[$c]="${elem[$c]:-} $me"
  done
done
median () { echo "$@" | tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for k in path element; do
  if [ $k = path ]; then a=$(median ${path[A]}); b=$(median ${path[B]});
  else a=$(median ${elem[A]}); b=$(median ${elem[B]}); fi
  awk -v k="$k" -v p="$passes" -v a="$a" -v b="$b" 'BEGIN { printf "%s, median of %d passes: A %.3f ms, B %.3f ms, B / A %.3f\n", k, p, a, b, b / a }'
done
