#!/bin/bash
# A new process's start-up: wall time of a one-frame 1080p face-detection
# pipeline, and the OpenCL set-up's split from the clruntime log (device
# discovery, context and queue, each program load), 6 new processes with
# warm caches; then the time to the first frame with NVIDIA's kernel cache
# in its usual place, elsewhere (CUDA_CACHE_PATH) and disabled
# (CUDA_CACHE_DISABLE=1: every process compiles the kernels' PTX again).
#   bench/gpu/process-start-up.sh [BUILD]
source bench/gpu/common.sh
b=${BUILDS%% *}
use $b
P="videotestsrc num-buffers=1 ! video/x-raw,width=1920,height=1080 ! clintegral squared=true ! clfacedetect ! fakesink"
gst-launch-1.0 -q $P >/dev/null 2>&1   # caches filled
for i in 1 2 3 4 5 6; do
  echo "== new process $i"
  /usr/bin/time -f "whole run %e s" env GST_DEBUG=clruntime:4 gst-launch-1.0 -q $P 2>&1 |
    grep -iE "whole run|discover|context|program" | sed 's/.*clruntime[^ ]* //' | head -8
done
echo "== identity instead"; /usr/bin/time -f "whole run %e s" gst-launch-1.0 -q \
  videotestsrc num-buffers=1 ! video/x-raw,width=1920,height=1080 ! identity ! fakesink
st () { ms $b --streams 1 --frames 60 --warm 10 --chain "$QH"; }
echo "== first frame, NVIDIA's cache as it is"; for i in 1 2; do st; done
echo "== CUDA_CACHE_PATH=/tmp/gpu-bench-nvcache"; for i in 1 2; do CUDA_CACHE_PATH=/tmp/gpu-bench-nvcache st; done
echo "== CUDA_CACHE_DISABLE=1"; for i in 1 2; do CUDA_CACHE_DISABLE=1 st; done
