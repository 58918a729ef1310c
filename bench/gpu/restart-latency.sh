#!/bin/bash
# Pipelines started one after another in one process: the time from PLAYING
# to the first frame of each, with the OpenCL context kept for the process
# (the default) and with GST_CL_KEEP_CONTEXT=0 (a context per pipeline);
# Haar and LBP chains, two rounds.
#   bench/gpu/restart-latency.sh [BUILD...]
source bench/gpu/common.sh
for b in $BUILDS; do ms $b --streams 1 --frames 60 --chain "$QH" >/dev/null; done
for r in 1 2; do
  for b in $BUILDS; do
    for k in 1 0; do
      echo "== round $r $b GST_CL_KEEP_CONTEXT=$k, Haar, 4 pipelines one after another"
      GST_CL_KEEP_CONTEXT=$k ms $b --streams 1 --repeat 4 --frames 60 --warm 10 --chain "$QH"
      echo "== round $r $b GST_CL_KEEP_CONTEXT=$k, LBP, 3 pipelines"
      GST_CL_KEEP_CONTEXT=$k ms $b --streams 1 --repeat 3 --frames 60 --warm 10 --chain "$QL"
    done
  done
done
