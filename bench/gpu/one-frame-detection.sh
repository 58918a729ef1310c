#!/bin/bash
# One 1080p frame of face detection from upload to grouped faces, Haar and
# LBP, with the frame copied into a staging buffer and with the frame already
# in the elements' pinned pool (facedetect-bench --pinned); kernel time, end
# to end and the host's split; two rounds, each build in turn.
#   bench/gpu/one-frame-detection.sh [BUILD...]
source bench/gpu/common.sh
for r in 1 2; do
  for b in $BUILDS; do
    for c in haarcascade_frontalface_default lbpcascade_frontalface; do
      echo "== round $r $b $c, staging copy"; fdb $b --cascade $C/$c.xml
      echo "== round $r $b $c, pinned pool"; fdb $b --pinned --cascade $C/$c.xml
    done
  done
done
