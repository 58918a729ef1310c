#!/bin/bash
# The cost of clfacedetect's shot-change test (tracks end at a cut: a sparse
# read of each mapped frame's luma on the host) per 1080p frame on the GPU:
# shot-change=0 (A) against the default 8 (B), one build, PASSES (default 9)
# alternating passes of 600 frames (bench/chain-cost.sh).  From the
# repository root, after `meson compile`:
#   bench/gpu/shot-change-cost.sh BUILD
# The device: GST_CL_DEVICE (default gpu:0).  Output also in $OUT/log.txt.
set -eu
build=${1:?usage: shot-change-cost.sh BUILD}
OUT=${OUT:-/tmp/gpu-bench}
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || true
export GST_CL_DEVICE=${GST_CL_DEVICE:-gpu:0}
b=$(cd "$build" && pwd)
PASSES=${PASSES:-9} bash bench/chain-cost.sh "$b" "clfacedetect shot-change=0" \
    "$b" "clfacedetect shot-change=8" "" 600
