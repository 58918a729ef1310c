#!/bin/bash
# New processes and NVIDIA's cache of compiled kernels (bench/README.md, "Start-up: NVIDIA's
# kernel cache"): time to the first frame of one pipeline per process, with the default cache
# (~/.nv/ComputeCache, empty on a fresh machine), another cache directory, the cache disabled,
# and eager module loading.
source bench/gpu/pack.sh
use new
ls -la $HOME/.nv 2>&1 | head -3
st () { /usr/bin/time -f "wall %e s" $P/new/multistream-bench --source "$SRC" --streams 1 --frames 60 --warm 10 --chain "$QH" 2>&1 | grep -E "^ +1 |wall" | tr '\n' ' '; echo; }
echo "== new processes, default"; for i in 1 2 3; do st; done
echo "== CUDA_CACHE_PATH=/tmp/nvc"; for i in 1 2 3; do CUDA_CACHE_PATH=/tmp/nvc st; done; du -sh /tmp/nvc
echo "== CUDA_CACHE_DISABLE=1"; for i in 1 2; do CUDA_CACHE_DISABLE=1 st; done
echo "== CUDA_MODULE_LOADING=EAGER"; for i in 1 2; do CUDA_MODULE_LOADING=EAGER st; done
echo "== clruntime"; GST_DEBUG=clruntime:4 $P/new/multistream-bench --source "$SRC" --streams 1 --frames 30 --warm 5 --chain "$QH" 2>&1 | grep -iE "ms\)|discover|context|program|^ +1 " | sed 's/.*clruntime//' | head -20
echo done
