#!/bin/bash
# clbowhist's frame (bow-bench table 2): the histogram and counts read back into pinned memory (new)
# against the heap (base: the build of ddd2c97 in .gpupack3/base/); bench/README-bow.md, "Read-back
# into pinned memory"
source bench/gpu/pack.sh
for r in 1 2; do
  for b in base new; do
    use $b; echo "== round $r $b"
    timeout -s KILL 120 $P/$b/bow-bench --n "" --k 256,1024 --reps 50 $top/tests/data/astronaut.png 2>&1 | grep -E "^\|" | tail -4
  done
done
echo done
