#!/bin/bash
# Stumps by place (STUMP_ORDER, the GPU default since stop 16) against the file's order, Haar and LBP
# (bench/README.md, "Stumps by place")
source bench/gpu/pack.sh
use new
for r in 1 2; do
  for c in haarcascade_frontalface_default lbpcascade_frontalface; do
    echo "== round $r $c"
    timeout -s KILL 200 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --pinned \
      --variant "file-order=-D STUMP_ORDER=0" --variant "again=-D PERSISTENT=1" --variant "file-order-again=-D STUMP_ORDER=0 -D PERSISTENT=1" \
      --cascade $C/$c.xml $IMGS 2>&1 | grep -vE "^ *$" | tail -12
  done
done
for r in 1 2; do
  for v in "" "-D STUMP_ORDER=0"; do
    echo "== round $r haar 8 [$v]"; GST_CL_HAAR_OPTIONS="$v" ms --streams 8 --frames 600 --chain "$QH"
    echo "== round $r lbp 8 [$v]"; GST_CL_HAAR_OPTIONS="$v" ms --streams 8 --frames 600 --chain "$QL"
  done
done
echo done
