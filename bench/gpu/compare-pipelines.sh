#!/bin/bash
set -u
top=$PWD
tar -xJf .gpupack/bundle.tar.xz
source .gpu/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
C=$top/cascades
IMGS=$(ls $top/.gpupack/img/*)
gst-launch-1.0 -q filesrc location=$top/tests/data/astronaut.png ! pngdec ! videoconvert ! videoscale ! \
  video/x-raw,format=I420,width=1920,height=1080 ! imagefreeze num-buffers=600 ! filesink location=/tmp/f.yuv
SRC="filesrc location=/tmp/f.yuv ! rawvideoparse width=1920 height=1080 format=i420 framerate=30/1"
bl=$LD_LIBRARY_PATH
pl () {
  timeout -s KILL 60 gst-launch-1.0 -q $SRC ! $1 ! fakesink sync=false >/dev/null 2>&1
  t0=$(date +%s.%N)
  timeout -s KILL 60 gst-launch-1.0 -q $SRC ! $1 ! fakesink sync=false > /tmp/pl.log 2>&1 || tail -3 /tmp/pl.log
  t1=$(date +%s.%N)
  echo "pipeline [$1]: $(echo "$t0 $t1" | awk '{printf "%.1f fps", 600/($2-$1)}')"
}
for v in base new; do
  export LD_LIBRARY_PATH=$top/.gpupack/$v:$bl XDG_CACHE_HOME=/tmp/cache-$v GST_PLUGIN_PATH=$top/.gpupack/$v GST_REGISTRY=/tmp/reg-$v.bin
  echo "=== $v"
  timeout -s KILL 120 $top/.gpupack/$v/integral-bench --iters 100 $top/tests/data/astronaut.png 2>&1 | grep -E '1920x1080  rows|3840x2160  rows'
  if [ $v = base ]; then
    timeout -s KILL 150 $top/.gpupack/$v/facedetect-bench --iters 20 --cascade $C/haarcascade_frontalface_default.xml --sizes 640x480,1280x720,1920x1080 $IMGS 2>&1 | tail -8
  else
    timeout -s KILL 240 $top/.gpupack/$v/facedetect-bench --iters 20 --cascade $C/haarcascade_frontalface_default.xml --cascade $C/lbpcascade_frontalface.xml --cascade $C/lbpcascade_frontalface_improved.xml --sizes 640x480,1280x720,1920x1080 $IMGS 2>&1 | tail -24
  fi
  pl identity
  pl clintegral
  pl "clintegral squared=true ! clfacedetect profile=$C/haarcascade_frontalface_default.xml updates=none"
  pl "clbowhist vocabulary=$top/vocabularies/default.vocab"
  if [ $v = new ]; then
    pl "clintegral squared=true ! clfacedetect profile=$C/haarcascade_frontalface_default.xml updates=none eyes-profile=$C/haarcascade_eye.xml mouth-profile=$C/haarcascade_smile.xml"
    pl "clintegral ! clfacedetect profile=$C/lbpcascade_frontalface.xml updates=none"
    timeout -s KILL 90 $top/.gpupack/new/multistream-bench --frames 600 --streams 1,2,4,8 --source "$SRC" --chain "clintegral squared=true ! clfacedetect profile=$C/haarcascade_frontalface_default.xml updates=none" 2>&1 | tail -6
  fi
done
