#!/bin/bash
# pipelines started one after another in one process, with the kept context and without (bench/README.md, "Start-up")
source bench/gpu/pack.sh
use new
ms --streams 1 --frames 60 --chain "$QH" >/dev/null
for round in 1 2; do
for K in 1 0; do
  export GST_CL_KEEP_CONTEXT=$K
  echo "== round $round keep=$K haar, 4 pipelines one after another"; ms --streams 1 --repeat 4 --frames 60 --warm 10 --chain "$QH"
  echo "== round $round keep=$K lbp"; ms --streams 1 --repeat 3 --frames 60 --warm 10 --chain "$QL"
done
done
unset GST_CL_KEEP_CONTEXT
echo "== clruntime log, keep"; GST_DEBUG=clruntime:4,GST_CONTEXT:4 $P/new/multistream-bench --source "$SRC" --streams 1 --repeat 2 --frames 30 --warm 5 --chain "$QH" 2>&1 | grep -iE "kept|context for device|created context|clCreateContext|device discovery|ms\)|^ +1 " | sed 's/.*clruntime//' | head -30
echo done
