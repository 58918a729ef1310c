#!/bin/bash
# clbowhist's scene-cut path per 1080p frame on the GPU, two builds in one
# run (bench/scenecut-cost.sh: 600 frames, PASSES (default 9) alternating
# passes, the element-bound time and the path with identity
# subtracted, the ratio new / base of the medians; bench/README.md, "Scene cuts that
# persist").  From the repository root, after `meson compile` of both:
#   bench/gpu/scenecut-cost.sh BASE_BUILD NEW_BUILD
# e.g. a build of main before the persistence rule and this one.  The
# device: GST_CL_DEVICE (default gpu:0).  Output also in $OUT/log.txt.
set -eu
base=${1:?usage: scenecut-cost.sh BASE_BUILD NEW_BUILD}
new=${2:?usage: scenecut-cost.sh BASE_BUILD NEW_BUILD}
OUT=${OUT:-/tmp/gpu-bench}
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || true
export GST_CL_DEVICE=${GST_CL_DEVICE:-gpu:0}
PASSES=${PASSES:-9} bash bench/scenecut-cost.sh "$(cd "$base" && pwd)" "$(cd "$new" && pwd)" "" 600
