#!/bin/bash
# Where the stages' time goes: STOP_STAGE probes (timing only, no hits), the 9 photos and the
# astronaut alone (bench/README.md, "Where the stages' time goes")
source bench/gpu/pack.sh
use new
for c in haarcascade_frontalface_default; do
timeout -s KILL 250 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --pinned \
    --variant "s1=-D STOP_STAGE=1" --variant "s2=-D STOP_STAGE=2" --variant "s3=-D STOP_STAGE=3" --variant "s5=-D STOP_STAGE=5" \
    --variant "s8=-D STOP_STAGE=8" --variant "s12=-D STOP_STAGE=12" --variant "s17=-D STOP_STAGE=17" \
    --cascade $C/$c.xml $IMGS 2>&1 | grep -vE "^ *$" | grep -v host | tail -17
timeout -s KILL 250 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --pinned \
    --variant "s1=-D STOP_STAGE=1" --variant "s2=-D STOP_STAGE=2" --variant "s3=-D STOP_STAGE=3" --variant "s5=-D STOP_STAGE=5" \
    --variant "s8=-D STOP_STAGE=8" --variant "s12=-D STOP_STAGE=12" --variant "s17=-D STOP_STAGE=17" \
    --cascade $C/$c.xml $top/tests/data/astronaut.png 2>&1 | grep -vE "^ *$" | grep -v host | tail -17
done
echo done
