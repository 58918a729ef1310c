#!/bin/bash
# clbowhist's scene-cut path per 1080p frame on the GPU: the build of main
# before the persistence rule (.gpupack3/base/) against this one
# (.gpupack3/new/), three alternating passes, with the ratio
# (bench/scenecut-cost.sh; bench/README-bow.md, "Persistent cuts").
# Layout as buffer-pool.sh: .gpupack3/bundle.tar.xz and, in base/ and new/,
# libgstopenclanalytics.so, libgstclanalytics-1.0.so.0 and
# multistream-bench of each build.
source bench/gpu/pack.sh
export GST_CL_DEVICE=${GST_CL_DEVICE:-gpu:0}
bash bench/scenecut-cost.sh $P/base $P/new "" 300
echo done
