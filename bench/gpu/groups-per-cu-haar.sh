#!/bin/bash
# Haar: 32 persistent groups per compute unit against 24 (the default before stop 16) and 28,
# pipelines and one frame (bench/README.md, "32 groups per compute unit")
source bench/gpu/pack.sh
use new
for r in 1 2; do
  for v in "-D GROUPS_PER_CU=24" "" "-D GROUPS_PER_CU=28"; do
    echo "== round $r haar 8 [$v]"; GST_CL_HAAR_OPTIONS="$v" ms --streams 8 --frames 600 --chain "$QH"
  done
done
for v in "-D GROUPS_PER_CU=24" ""; do
  echo "== haar 1 [$v]"; GST_CL_HAAR_OPTIONS="$v" ms --streams 1 --frames 1000 --chain "$QH"
done
timeout -s KILL 250 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --pinned \
    --variant "g24=-D GROUPS_PER_CU=24" --variant "g28=-D GROUPS_PER_CU=28" \
    --cascade $C/haarcascade_frontalface_default.xml $IMGS 2>&1 | grep -vE "^ *$" | grep -v host | tail -7
echo done
