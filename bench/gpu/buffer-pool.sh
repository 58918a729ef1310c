#!/bin/bash
# the buffer pool with 8 streams: base build vs this one, pipelines and buffer allocations (bench/README.md, "The buffer pool with several streams")
source bench/gpu/pack.sh
# this build's multistream-bench, and the allocation counts
ms () { timeout -s KILL 100 $P/$V/multistream-bench --source "$SRC" "$@" 2>&1 | grep -E "^ +[0-9]+ |rror|finalize" | sed 's/.*finalize/finalize/' ; }
for V in base new; do use $V; ms --streams 1 --frames 100 --chain "$QH" >/dev/null; ms --streams 1 --frames 100 --chain "$QL" >/dev/null; done
for round in 1 2 3; do
for V in base new; do
use $V
echo "##### round $round $V"
echo "== $V haar queues 8"; GST_DEBUG=clruntime:5 ms --streams 8 --frames 600 --chain "$QH"
echo "== $V lbp queues 8"; ms --streams 8 --frames 600 --chain "$QL"
echo "== $V haar queues 1"; ms --streams 1 --frames 1000 --chain "$QH"
done
done
V=new; use new
echo "== new sweep haar"; ms --streams 1,2,4,8,16 --frames 600 --chain "$QH"
echo "== new bowhist queue 8"; ms --streams 8 --frames 600 --chain "queue ! clintegral ! queue ! clbowhist"
V=base; use base
echo "== base bowhist queue 8"; ms --streams 8 --frames 600 --chain "queue ! clintegral ! queue ! clbowhist"
echo done
