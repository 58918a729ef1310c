#!/bin/bash
# Kernel-level figures beside their peers: the integral image at 640x480,
# 1080p and 4K (integral-bench: kernels, end to end, against cv::integral
# on one host thread) and clbowhist's 1080p frame and the assignment of
# 2,000 to 200,000 descriptors (bow-bench, OpenCV's BFMatcher left out: on
# one thread it takes minutes); each build in turn.
#   bench/gpu/kernels.sh [BUILD...]
source bench/gpu/common.sh
for b in $BUILDS; do
  use $b
  echo "== $b integral-bench"
  timeout -s KILL 200 $b/bench/integral-bench --iters 200 tests/data/astronaut.png 2>&1 | tail -30
  echo "== $b bow-bench"
  timeout -s KILL 250 $b/bench/bow-bench --opencv none --reps 20 tests/data/astronaut.png 2>&1 | grep -E "^\||device" | tail -40
done
