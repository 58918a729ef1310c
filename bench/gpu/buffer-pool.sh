#!/bin/bash
# the buffer pool with 8 streams: base build vs this one, pipelines and buffer allocations (bench/README.md, "The buffer pool with several streams")
set -u
top=$PWD
P=$top/.gpupack3
cd /tmp && tar -xJf $P/bundle.tar.xz && cd $top
source /tmp/.gpu/env.sh
exec > >(tee -a $OUT/log.txt) 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bl=$LD_LIBRARY_PATH
C=$top/cascades
use () { export LD_LIBRARY_PATH=$P/$1:$bl XDG_CACHE_HOME=/tmp/cache-$1 GST_PLUGIN_PATH=$P/$1 GST_REGISTRY=/tmp/reg-$1.bin; }
gst-launch-1.0 -q filesrc location=$top/tests/data/astronaut.png ! pngdec ! videoconvert ! videoscale ! \
  video/x-raw,format=I420,width=1920,height=1080 ! imagefreeze num-buffers=1000 ! filesink location=/tmp/f.yuv
SRC="filesrc location=/tmp/f.yuv ! rawvideoparse width=1920 height=1080 format=i420 framerate=30/1"
H="profile=$C/haarcascade_frontalface_default.xml updates=none"
L="profile=$C/lbpcascade_frontalface.xml updates=none"
ms () { timeout -s KILL 100 $P/$V/multistream-bench --source "$SRC" "$@" 2>&1 | grep -E "^ +[0-9]+ |rror|finalize" | sed 's/.*finalize/finalize/' ; }
QH="queue ! clintegral squared=true ! queue ! clfacedetect $H"
QL="queue ! clintegral ! queue ! clfacedetect $L"
for V in base new; do use $V; ms --streams 1 --frames 100 --chain "$QH" >/dev/null; ms --streams 1 --frames 100 --chain "$QL" >/dev/null; done
for round in 1 2 3; do
for V in base new; do
use $V
echo "##### round $round $V"
echo "== $V haar queues 8"; GST_DEBUG=clruntime:5 ms --streams 8 --frames 600 --chain "$QH"
echo "== $V lbp queues 8"; ms --streams 8 --frames 600 --chain "$QL"
echo "== $V haar queues 1"; ms --streams 1 --frames 1000 --chain "$QH"
done
done
V=new; use new
echo "== new sweep haar"; ms --streams 1,2,4,8,16 --frames 600 --chain "$QH"
echo "== new bowhist queue 8"; ms --streams 8 --frames 600 --chain "queue ! clintegral ! queue ! clbowhist"
V=base; use base
echo "== base bowhist queue 8"; ms --streams 8 --frames 600 --chain "queue ! clintegral ! queue ! clbowhist"
echo done
