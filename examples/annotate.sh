#!/bin/sh
# annotate.sh: a PNG of the face boxes drawn on one or two photos.
#
#   annotate.sh [-g | -t] [-s SIZE] OUTPUT.png IMAGE [IMAGE]
#
# Each image is scaled to SIZE x SIZE (default 320); two are put side by
# side.  Any format decodebin reads will do.
#
# By default clfacedetect draws (display=true: a box and the track id on
# each face), green on colour (RGB); with -g the frame is grey (GRAY8: white
# boxes, a PNG a third the size).  The README's docs/annotated.png is
#
#   examples/annotate.sh -s 256 docs/annotated.png \
#     tests/data/astronaut.png tests/data/grace_hopper_512x512.jpg
#
# With -t the tracking and drawing elements draw: clfacedetect (no tracker
# of its own) ! cltrack ! cloverlay, with eyes and mouths, so that boxes,
# ids, labels, confidences and parts are drawn.  A few identical frames go
# through, so that the tracker has confirmed the faces; the last one is
# written.  docs/overlay.png is
#
#   examples/annotate.sh -t -s 384 docs/overlay.png \
#     tests/data/astronaut.png tests/data/grace_hopper_512x512.jpg
#
# It runs against the installed plugin, or the one GST_PLUGIN_PATH points
# to: GST_PLUGIN_PATH=build/gst examples/annotate.sh faces.png photo.jpg
set -eu

format=RGB
size=320
frames=1
detect="clfacedetect display=true updates=none"
while [ $# -gt 0 ]; do
  case $1 in
    -g) format=GRAY8; shift ;;
    -t)
      format=BGRx
      frames=6
      detect="clfacedetect tracking=false updates=none eyes-profile=eye mouth-profile=smile ! cltrack ! cloverlay"
      shift ;;
    -s) size=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 [-g | -t] [-s SIZE] OUTPUT.png IMAGE [IMAGE]" >&2
  exit 2
fi
out=$1
a=$2

# each image: decoded, scaled, repeated as identical frames
scaled="videoconvert ! videoscale ! video/x-raw,width=$size,height=$size,pixel-aspect-ratio=1/1 ! imagefreeze num-buffers=$frames ! video/x-raw,framerate=30/1"
# detection and drawing, then the PNG; multifilesink without a %d in the
# name rewrites the file: the last frame stays
annotate="videoconvert ! video/x-raw,format=$format ! $detect ! videoconvert ! pngenc compression-level=9 ! multifilesink"

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
