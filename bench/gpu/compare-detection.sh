#!/bin/bash
set -u
top=$PWD
tar -xJf .gpupack/bundle.tar.xz
source .gpu/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
C=$top/cascades
IMGS=$(ls $top/.gpupack/img/*.jpg | head -6)
bl=$LD_LIBRARY_PATH
for v in base new; do
  export LD_LIBRARY_PATH=$top/.gpupack/$v:$bl XDG_CACHE_HOME=/tmp/cache-$v
  echo "=== $v"
  if [ $v = base ]; then
    timeout -s KILL 200 $top/.gpupack/$v/facedetect-bench --iters 10 --cascade $C/haarcascade_frontalface_default.xml --sizes 640x480,1280x720,1920x1080 $IMGS 2>&1 | tail -8
  else
    timeout -s KILL 360 $top/.gpupack/$v/facedetect-bench --iters 10 --cascade $C/haarcascade_frontalface_default.xml --cascade $C/lbpcascade_frontalface.xml --cascade $C/lbpcascade_frontalface_improved.xml --sizes 640x480,1280x720,1920x1080 $IMGS 2>&1 | tail -30
  fi
done
