#!/bin/bash
# end-to-end time by wait (the default, asleep) and upload (staged, pageable); the stream sweep (bench/README.md, "Waiting alone, waiting beside others")
# layout: .gpupack3/{bundle.tar.xz,base/,new/,img/} as bench/gpu/README.md describes
source bench/gpu/pack.sh
use new
IMGS="$top/tests/data/astronaut.png $(ls $P/img/*.jpg)"
fdb () { timeout -s KILL 60 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --variant "again=-D STOP_STAGE=0" "$@" $IMGS 2>&1 | grep -E "^  (device default|again) +[0-9]" ; }
fdb --cascade $C/lbpcascade_frontalface.xml > /dev/null
for round in 1 2; do
for W in default asleep; do
  if [ $W = default ]; then unset GST_CL_EVENT_WAIT; else export GST_CL_EVENT_WAIT=$W; fi
  for U in staged pageable; do
    F=; [ $U = pageable ] && F=--pageable
    echo "== round $round wait $W upload $U haar"; fdb $F --cascade $C/haarcascade_frontalface_default.xml
    echo "== round $round wait $W upload $U lbp"; fdb $F --cascade $C/lbpcascade_frontalface.xml
  done
done
done
unset GST_CL_EVENT_WAIT
echo "== sweep haar"; ms --streams 1,2,4,8,16 --frames 600 --chain "$QH"
echo "== sweep lbp"; ms --streams 1,8 --frames 600 --chain "$QL"
echo done
