#!/bin/bash
# frames in flight: base build vs this one, queues per element and lanes (bench/README.md, "Frames in flight")
set -u
top=$PWD
source .gpu/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
C=$top/cascades
gst-launch-1.0 -q filesrc location=$top/tests/data/astronaut.png ! pngdec ! videoconvert ! videoscale ! \
  video/x-raw,format=I420,width=1920,height=1080 ! imagefreeze num-buffers=1000 ! filesink location=/tmp/f.yuv
SRC="filesrc location=/tmp/f.yuv ! rawvideoparse width=1920 height=1080 format=i420 framerate=30/1"
H="profile=$C/haarcascade_frontalface_default.xml updates=none"
L="profile=$C/lbpcascade_frontalface.xml updates=none"
bl=$LD_LIBRARY_PATH
MB=$top/.gpupack/multistream-bench
use () { export LD_LIBRARY_PATH=$top/.gpupack/$1:$bl XDG_CACHE_HOME=/tmp/cache-$1 GST_PLUGIN_PATH=$top/.gpupack/$1 GST_REGISTRY=/tmp/reg-$1.bin; }
ms () { timeout -s KILL 100 $MB --source "$SRC" "$@" 2>&1 | grep -E "^ +[0-9]+ |rror" ; }
for v in base new; do use $v; ms --streams 1 --frames 100 --chain "clintegral squared=true ! clfacedetect $H" >/dev/null; done
P="clintegral squared=true ! clfacedetect $H"
Q="queue ! clintegral squared=true ! queue ! clfacedetect $H"
for round in 1 2; do
echo "##### round $round"
use base
echo "== base plain"; ms --streams 1 --frames 1000 --chain "$P"
echo "== base queues"; ms --streams 1 --frames 1000 --chain "$Q"
echo "== base 8 streams queues"; ms --streams 8 --frames 600 --chain "$Q"
use new
echo "== new plain"; ms --streams 1 --frames 1000 --chain "$P"
echo "== new queues"; ms --streams 1 --frames 1000 --chain "$Q"
echo "== new queues lanes=1"; GST_CL_FACEDETECT_LANES=1 ms --streams 1 --frames 1000 --chain "$Q"
echo "== new queues lanes=3"; GST_CL_FACEDETECT_LANES=3 ms --streams 1 --frames 1000 --chain "$Q"
echo "== new queues shared queue lanes=1"; GST_CL_QUEUE_PER_ELEMENT=0 GST_CL_FACEDETECT_LANES=1 ms --streams 1 --frames 1000 --chain "$Q"
echo "== new 8 streams plain"; ms --streams 8 --frames 600 --chain "$P"
echo "== new 8 streams queues"; ms --streams 8 --frames 600 --chain "$Q"
echo "== new 8 streams queues lanes=1"; GST_CL_FACEDETECT_LANES=1 ms --streams 8 --frames 600 --chain "$Q"
echo "== new streams 1,2,4,8,16 queues"; ms --streams 1,2,4,8,16 --frames 600 --chain "$Q"
echo "== new lbp queues"; ms --streams 1 --frames 1000 --chain "queue ! clintegral ! queue ! clfacedetect $L"
echo "== new lbp plain"; ms --streams 1 --frames 1000 --chain "clintegral ! clfacedetect $L"
echo "== new lbp 8 streams queues"; ms --streams 8 --frames 600 --chain "queue ! clintegral ! queue ! clfacedetect $L"
done
echo "== identity"; ms --streams 1 --frames 1000 --chain "identity"
echo "== clintegral"; ms --streams 1 --frames 1000 --chain "clintegral"
echo "== clintegral squared"; ms --streams 1 --frames 1000 --chain "clintegral squared=true"
