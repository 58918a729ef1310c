# Sourced by the scripts here, from the repository root on the GPU machine:
# unpacks the GStreamer bundle, logs to $OUT/log.txt, makes the 1080p I420
# file of the pipelines (/tmp/f.yuv, 1000 frames) and defines
#   use BUILD   the plugin and runtime library of .gpupack3/BUILD/
#   ms ARGS     multistream-bench of .gpupack3/new/ on that file
#   prof NAME ARGS   the same under perf (cpu-clock), reports in $OUT
# and the chains $QH (Haar) and $QL (LBP), with queues.
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
QH="queue ! clintegral squared=true ! queue ! clfacedetect $H"
QL="queue ! clintegral ! queue ! clfacedetect $L"
ms () { timeout -s KILL 100 $P/new/multistream-bench --source "$SRC" "$@" 2>&1 | grep -E "^ +[0-9]+ |rror" ; }
PERF=/tmp/.gpu/bin/perf
prof () { name=$1; shift
  $PERF record -q -e cpu-clock -F 499 --call-graph dwarf,8192 -o /tmp/$name.data -- $P/new/multistream-bench --source "$SRC" "$@" 2>&1 | grep -E "^ +[0-9]+ "
  $PERF report -i /tmp/$name.data --no-children --sort comm --stdio -g none 2>/dev/null | grep -v "^#" | grep -v "^$" | head -30
  $PERF report -i /tmp/$name.data --children --sort comm,sym --stdio -g caller,0.5,callee --percent-limit 1 2>/dev/null > $OUT/$name-children.txt
  $PERF report -i /tmp/$name.data --no-children --sort comm,sym --stdio -G 2>/dev/null > $OUT/$name-callers.txt
}
# one frame end to end (facedetect-bench --ablation, 1080p, the astronaut and the 8 photos; the
# default and a repeat of it), and the same with the staging copy and from the pinned pool, Haar
# and LBP, two rounds
IMGS="$top/tests/data/astronaut.png $(ls $P/img/*.jpg 2>/dev/null)"
fdb () { timeout -s KILL 120 $P/new/facedetect-bench --ablation --iters 20 --sizes 1920x1080 --variant "again=-D PERSISTENT=1" "$@" $IMGS 2>&1 | grep -vE "^ *$" | tail -7 ; }
staged_pinned () {
  for r in 1 2; do
    for c in haarcascade_frontalface_default lbpcascade_frontalface; do
      echo "== $c staged copy"; fdb --cascade $C/$c.xml
      echo "== $c pinned"; fdb --pinned --cascade $C/$c.xml
    done
  done
}
