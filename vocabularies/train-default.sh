#!/bin/sh
# Rebuilds vocabularies/default.vocab, the vocabulary clbowhist uses when its
# "vocabulary" property is not set.  Run from the project root after
# building:   vocabularies/train-default.sh [build/tools/cl-bow-train]
# The inputs are redistributable: two public-domain photos of tests/data
# (at their size and rescaled to 384, 768 and 1024 pixels) and frames of
# GStreamer's videotestsrc patterns.  See vocabularies/README.md.
set -eu
TOOL=${1:-build/tools/cl-bow-train}
P="! video/x-raw,width=320,height=240"
photo () {
  echo "gst:filesrc location=tests/data/$1 ! decodebin ! videoconvert ! videoscale ! video/x-raw,width=$2,height=$2"
}
exec "$TOOL" -k 256 --seed 1 --every 10 --step 8 --reference-height 0 \
 -o vocabularies/default.vocab \
 tests/data/astronaut.png tests/data/grace_hopper_512x512.jpg \
 "$(photo astronaut.png 384)" "$(photo astronaut.png 768)" "$(photo astronaut.png 1024)" \
 "$(photo grace_hopper_512x512.jpg 384)" "$(photo grace_hopper_512x512.jpg 768)" "$(photo grace_hopper_512x512.jpg 1024)" \
 "gst:videotestsrc pattern=smpte num-buffers=1 $P" \
 "gst:videotestsrc pattern=snow num-buffers=1 $P" \
 "gst:videotestsrc pattern=checkers-8 num-buffers=1 $P" \
 "gst:videotestsrc pattern=circular num-buffers=1 $P" \
 "gst:videotestsrc pattern=zone-plate kx2=20 ky2=20 kt=1 num-buffers=30 $P" \
 "gst:videotestsrc pattern=gamut num-buffers=1 $P" \
 "gst:videotestsrc pattern=chroma-zone-plate num-buffers=1 $P" \
 "gst:videotestsrc pattern=ball num-buffers=30 $P" \
 "gst:videotestsrc pattern=bar num-buffers=1 $P" \
 "gst:videotestsrc pattern=pinwheel num-buffers=1 $P" \
 "gst:videotestsrc pattern=spokes num-buffers=1 $P" \
 "gst:videotestsrc pattern=gradient num-buffers=1 $P" \
 "gst:videotestsrc pattern=colors num-buffers=1 $P" \
 "gst:videotestsrc pattern=smpte-rp-219 num-buffers=1 $P"
