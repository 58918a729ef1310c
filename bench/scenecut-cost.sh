#!/bin/bash
# scenecut-cost.sh: per-frame time of clbowhist's whole scene-cut path
# (upload, integral, descriptors, assignment, histogram, layout cue,
# decision, message) on 1080p frames, of two builds in one run
# (bench/chain-cost.sh: passes alternating, medians, the ratio new / base
# as B / A).
#
#   bench/scenecut-cost.sh BASE NEW [VIDEO] [FRAMES]
set -eu
base=${1:?usage: scenecut-cost.sh BASE NEW [VIDEO] [FRAMES]}
new=${2:?usage: scenecut-cost.sh BASE NEW [VIDEO] [FRAMES]}
exec bash "$(dirname "$0")/chain-cost.sh" "$base" "clbowhist interval=0" \
    "$new" "clbowhist interval=0" "${3:-}" "${4:-200}"
