#!/bin/bash
# the final defaults against the build before stop 14 (base): one frame with and without strips, Haar, LBP and clbowhist pipelines (bench/README.md, "The pyramid in strips")
source bench/gpu/pack.sh
IMGS="$top/tests/data/astronaut.png $(ls $P/img/*.jpg)"
use new
fdb () { timeout -s KILL 90 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --variant "rc=-D STRIP_ROWS=0" "$@" $IMGS 2>&1 | grep -vE "^ *$" | tail -5 ; }
echo "== lbp e2e"; fdb --cascade $C/lbpcascade_frontalface.xml
echo "== haar e2e"; fdb --cascade $C/haarcascade_frontalface_default.xml
QB="queue ! clintegral ! queue ! clbowhist vocabulary=$top/vocabularies/default.vocab"
for V in base new; do use $V; ms --streams 1 --frames 100 --chain "$QL" >/dev/null; done
for round in 1 2; do
for V in base new; do
use $V
echo "== round $round $V haar 8,1"; ms --streams 8,1 --frames 600 --chain "$QH"
echo "== round $round $V lbp 8,1"; ms --streams 8,1 --frames 600 --chain "$QL"
echo "== round $round $V bow 8"; ms --streams 8 --frames 600 --chain "$QB"
done
done
echo done
