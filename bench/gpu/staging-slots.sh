#!/bin/bash
# 16 and 8 streams and clbowhist, the build before the staging change (base) against this one (bench/README.md, "Where the host's time went")
# layout: .gpupack3/{bundle.tar.xz,base/,new/,img/} as bench/gpu/README.md describes
source bench/gpu/pack.sh
for V in base new; do use $V; ms --streams 1 --frames 100 --chain "$QH" >/dev/null; done
for round in 1 2; do
for V in base new; do
use $V
echo "== round $round $V haar 16,8"; ms --streams 16,8 --frames 400 --chain "$QH"
echo "== round $round $V bow 8"; ms --streams 8 --frames 600 --chain "queue ! clintegral ! queue ! clbowhist vocabulary=$top/vocabularies/default.vocab"
done
done
echo done
