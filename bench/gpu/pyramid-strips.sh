#!/bin/bash
# the pyramid builders (rows+cols, strips of 4 and 8) in facedetect-bench and in pipelines through GST_CL_HAAR_OPTIONS (bench/README.md, "The pyramid in strips")
source bench/gpu/pack.sh
use new
IMGS="$top/tests/data/astronaut.png $(ls $P/img/*.jpg)"
fdb () { timeout -s KILL 90 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 \
  --variant "s4=-D STRIP_ROWS=4" --variant "s8=-D STRIP_ROWS=8" "$@" $IMGS 2>&1 | grep -vE "^ *$" | tail -7 ; }
for round in 1 2; do
  echo "== round $round haar"; fdb --cascade $C/haarcascade_frontalface_default.xml
  echo "== round $round lbp"; fdb --cascade $C/lbpcascade_frontalface.xml
done
for round in 1 2; do
for O in "" "-D STRIP_ROWS=8" "-D STRIP_ROWS=4"; do
  export GST_CL_HAAR_OPTIONS="$O"
  echo "== round $round [$O] haar 8, 1"; ms --streams 8,1 --frames 600 --chain "$QH"
  echo "== round $round [$O] lbp 8"; ms --streams 8 --frames 600 --chain "$QL"
done
done
echo done
