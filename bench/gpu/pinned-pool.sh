#!/bin/bash
# Frames in the elements' pinned pool against the staging copy (bench/README.md, "Frames in the
# elements' pinned pool"): one frame end to end, then pipelines fed by videoconvert (which takes
# the pool) with the proposal on and off (GST_CL_PINNED_POOL), and the source alone.
source bench/gpu/pack.sh
use new
staged_pinned
gst-launch-1.0 -q filesrc location=$top/tests/data/astronaut.png ! pngdec ! videoconvert ! videoscale ! \
  video/x-raw,format=NV12,width=1920,height=1080 ! imagefreeze num-buffers=1000 ! filesink location=/tmp/f12.yuv
S12="filesrc location=/tmp/f12.yuv ! rawvideoparse width=1920 height=1080 format=nv12 framerate=30/1 ! videoconvert n-threads=4 ! video/x-raw,format=I420"
mt () { /usr/bin/time -f "cpu user %U s sys %S s wall %e s" timeout -s KILL 100 $P/new/multistream-bench --source "$1" "${@:2}" 2>&1 | grep -E "^ +[0-9]+ |rror|cpu user" | tr '\n' ' '; echo; }
for r in 1 2; do
for pool in 0 1; do
echo "== round $r pool=$pool nv12->videoconvert, 1 stream"; GST_CL_PINNED_POOL=$pool mt "$S12" --streams 1 --frames 1000 --chain "$QH"
echo "== round $r pool=$pool nv12->videoconvert, identity"; GST_CL_PINNED_POOL=$pool mt "$S12" --streams 1 --frames 1000 --chain "queue ! identity"
echo "== round $r pool=$pool nv12->videoconvert, 8 streams"; GST_CL_PINNED_POOL=$pool mt "$S12" --streams 8 --frames 600 --chain "$QH"
done; done
SRC="$S12"
echo "== perf pool=1"; GST_CL_PINNED_POOL=1 prof p1 --streams 1 --frames 1000 --chain "$QH"
echo "== perf pool=0"; GST_CL_PINNED_POOL=0 prof p0 --streams 1 --frames 1000 --chain "$QH"
echo done
