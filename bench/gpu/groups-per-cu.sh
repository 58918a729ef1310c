#!/bin/bash
# haar_detect's persistent groups per compute unit with 8 streams (bench/README.md, "Persistent groups with several streams")
source bench/gpu/pack.sh
use new
ms --streams 1 --frames 100 --chain "$QH" >/dev/null
for round in 1 2; do
for G in 24 12 8 48; do
  export GST_CL_HAAR_OPTIONS="-D GROUPS_PER_CU=$G"
  echo "== round $round haar groups $G 8,1"; ms --streams 8,1 --frames 600 --chain "$QH"
done
for G in 32 16; do
  export GST_CL_HAAR_OPTIONS="-D GROUPS_PER_CU=$G"
  echo "== round $round lbp groups $G 8"; ms --streams 8 --frames 600 --chain "$QL"
done
done
echo done
