#!/bin/bash
# One GPU against two: the Haar and LBP chains with queues, every stream on
# gpu:0 against the same streams round robin over gpu:0 and gpu:1 (one
# context per GPU), fps and each GPU's busy share; two rounds.  Needs a
# machine with two GPUs.
#   bench/gpu/two-gpus.sh [BUILD]
source bench/gpu/common.sh
nvidia-smi -L || true
QHD="queue ! clintegral device=@DEVICE@ squared=true ! queue ! clfacedetect device=@DEVICE@ $H"
QLD="queue ! clintegral device=@DEVICE@ ! queue ! clfacedetect device=@DEVICE@ $L"
b=${BUILDS%% *}
for r in 1 2; do
  for d in gpu:0 gpu:0,gpu:1; do
    echo "== round $r Haar, devices $d"; ms $b --streams 2,4,8,16 --frames 600 --devices $d --chain "$QHD"
    echo "== round $r LBP, devices $d"; ms $b --streams 8,16 --frames 600 --devices $d --chain "$QLD"
  done
done
