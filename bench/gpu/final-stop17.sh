#!/bin/bash
# The final code of stop 17 (bench/README.md, "Stop 17, final figures"): one frame end to end with
# the staging copy and from the pinned pool, Haar and LBP, two rounds; the pipelines with queues
# (the stream sweep for Haar, 1 and 8 streams for LBP); one stream of identity, clintegral and the
# Haar chain.
source bench/gpu/pack.sh
use new
staged_pinned
for r in 1 2; do
echo "== round $r haar sweep"; ms --streams 1,2,4,8,16 --frames 600 --chain "$QH"
echo "== round $r lbp"; ms --streams 1,8 --frames 600 --chain "$QL"
for ch in "queue ! identity" "queue ! clintegral" "queue ! clintegral squared=true" "$QH"; do
  echo "== round $r [$ch]"; ms --streams 1 --frames 1000 --chain "$ch"
done
done
echo done
