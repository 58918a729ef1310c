#!/bin/bash
# Pipelines of raw 1080p frames with a queue before each element: the Haar
# chain at 1, 2, 4, 8 and 16 streams, the LBP chain at 1 and 8, and one
# stream each of `queue ! identity` (the source's own rate), `queue !
# clintegral` (with and without squares) and the Haar chain; aggregate fps
# in the steady state and the GPU's busy share; two rounds, each build in turn.
#   bench/gpu/pipeline-throughput.sh [BUILD...]
source bench/gpu/common.sh
for b in $BUILDS; do ms $b --streams 1 --frames 60 --chain "$QH" >/dev/null; done  # kernels compiled
for r in 1 2; do
  for b in $BUILDS; do
    echo "== round $r $b Haar, 1-16 streams"; ms $b --streams 1,2,4,8,16 --frames 600 --chain "$QH"
    echo "== round $r $b LBP, 1 and 8 streams"; ms $b --streams 1,8 --frames 600 --chain "$QL"
    for ch in "queue ! identity" "queue ! clintegral" "queue ! clintegral squared=true" "$QH"; do
      echo "== round $r $b one stream [$ch]"; ms $b --streams 1 --frames 1000 --chain "$ch"
    done
  done
done
