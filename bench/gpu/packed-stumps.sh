#!/bin/bash
# Haar stumps packed in 24 bytes against field by field (bench/README.md, "Stumps in 24 bytes"):
# one frame (the astronaut and the 8 photos, 1080p, from the pinned pool), two rounds, then 8 Haar
# streams with queues each way and 8 LBP streams (which the change leaves alone), two rounds.
source bench/gpu/pack.sh
use new
for r in 1 2; do
  timeout -s KILL 200 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --pinned \
    --cascade $C/haarcascade_frontalface_default.xml --variant "field-by-field=-D PACKED_STUMPS=0" \
    $IMGS 2>&1 | grep -E "^  [a-z].*[0-9] |haar_|host:"
done
for r in 1 2; do
  echo "== round $r 8 Haar streams, packed"; ms --streams 8 --frames 600 --chain "$QH"
  echo "== round $r 8 Haar streams, field by field"
  GST_CL_HAAR_OPTIONS="-D PACKED_STUMPS=0" ms --streams 8 --frames 600 --chain "$QH"
  echo "== round $r 8 LBP streams"; ms --streams 8 --frames 600 --chain "$QL"
done
echo done
