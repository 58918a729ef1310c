#!/bin/bash
# Two GPUs (nvidia-h200-x2): the Haar and LBP chains with queues, all streams on the first GPU
# against the same streams spread over both (device=gpu:0 / gpu:1, round robin, one context per
# GPU), two rounds; one stream of `identity` and of the Haar chain on the first GPU; one frame end
# to end on the first GPU.
source bench/gpu/pack.sh
use new
nvidia-smi -L
QHD="queue ! clintegral device=@DEVICE@ squared=true ! queue ! clfacedetect device=@DEVICE@ $H"
QLD="queue ! clintegral device=@DEVICE@ ! queue ! clfacedetect device=@DEVICE@ $L"
for r in 1 2; do
  for d in gpu:0 gpu:0,gpu:1; do
    echo "== round $r haar devices $d"; ms --streams 2,4,8,16 --frames 600 --devices $d --chain "$QHD"
    echo "== round $r lbp devices $d"; ms --streams 8,16 --frames 600 --devices $d --chain "$QLD"
  done
done
for r in 1 2; do
  for ch in "queue ! identity" "$QH"; do
    echo "== round $r one stream [$ch]"; ms --streams 1 --frames 1000 --chain "$ch"
  done
done
echo "== one frame, haar, pinned"; fdb --pinned --cascade $C/haarcascade_frontalface_default.xml
echo "== one frame, lbp, pinned"; fdb --pinned --cascade $C/lbpcascade_frontalface.xml
echo done
