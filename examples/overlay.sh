#!/bin/sh
# overlay.sh: a PNG of the tracking and drawing elements on a photo:
# clfacedetect (no tracker of its own) ! cltrack ! cloverlay, with eyes and
# mouths, so that boxes, ids, labels, confidences and parts are drawn.
#
#   overlay.sh [-s SIZE] OUTPUT.png IMAGE [IMAGE]
#
# Each image is scaled to SIZE x SIZE (default 512); two are put side by
# side.  A few identical frames go through, so that the tracker has
# confirmed the faces; the last one is written.  docs/overlay.png is
#
#   examples/overlay.sh -s 384 docs/overlay.png \
#     tests/data/astronaut.png tests/data/grace_hopper_512x512.jpg
#
# It runs against the installed plugin, or the one GST_PLUGIN_PATH points
# to: GST_PLUGIN_PATH=build/gst examples/overlay.sh faces.png photo.jpg
set -eu

size=512
frames=6
while [ $# -gt 0 ]; do
  case $1 in
    -s) size=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 [-s SIZE] OUTPUT.png IMAGE [IMAGE]" >&2
  exit 2
fi
out=$1
a=$2

scaled="videoconvert ! videoscale ! video/x-raw,width=$size,height=$size,pixel-aspect-ratio=1/1 ! imagefreeze num-buffers=$frames ! video/x-raw,framerate=30/1"
# multifilesink without a %d in the name rewrites the file: the last frame
# stays
annotate="videoconvert ! video/x-raw,format=BGRx ! clfacedetect tracking=false updates=none eyes-profile=eye mouth-profile=smile ! cltrack ! cloverlay ! videoconvert ! pngenc compression-level=9 ! multifilesink"

if [ $# -eq 2 ]; then
  # shellcheck disable=SC2086
  exec gst-launch-1.0 -q filesrc location="$a" ! decodebin ! $scaled ! \
    $annotate location="$out"
else
  b=$3
  # shellcheck disable=SC2086
  exec gst-launch-1.0 -q \
    compositor name=mix background=black sink_1::xpos="$size" ! $annotate location="$out" \
    filesrc location="$a" ! decodebin ! $scaled ! mix.sink_0 \
    filesrc location="$b" ! decodebin ! $scaled ! mix.sink_1
fi
