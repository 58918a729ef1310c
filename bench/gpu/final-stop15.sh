#!/bin/bash
# The final code of stop 15 (bench/README.md, "Stop 15, final figures"): one frame end to end with
# the staging copy and from the pinned pool, Haar and LBP, two rounds; then the pipelines with
# queues (the stream sweep for Haar, 1 and 8 streams for LBP).
source bench/gpu/pack.sh
use new
staged_pinned
for r in 1 2; do
echo "== round $r haar sweep"; ms --streams 1,2,4,8,16 --frames 600 --chain "$QH"
echo "== round $r lbp"; ms --streams 1,8 --frames 600 --chain "$QL"
done
echo done
