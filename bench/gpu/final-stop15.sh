#!/bin/bash
# The final code of stop 15 (bench/README.md, "Stop 15, final figures"): one frame end to end with
# the staging copy and from the pinned pool, Haar and LBP, two rounds; then the pipelines with
# queues (the stream sweep for Haar, 1 and 8 streams for LBP).
source bench/gpu/pack.sh
use new
IMGS="$top/tests/data/astronaut.png $(ls $P/img/*.jpg)"
fdb () { timeout -s KILL 120 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --variant "again=-D PERSISTENT=1" "$@" $IMGS 2>&1 | grep -vE "^ *$" | tail -7 ; }
for r in 1 2; do
for c in haarcascade_frontalface_default lbpcascade_frontalface; do
echo "== $c staged copy"; fdb --cascade $C/$c.xml
echo "== $c pinned"; fdb --pinned --cascade $C/$c.xml
done; done
for r in 1 2; do
echo "== round $r haar sweep"; ms --streams 1,2,4,8,16 --frames 600 --chain "$QH"
echo "== round $r lbp"; ms --streams 1,8 --frames 600 --chain "$QL"
done
echo done
