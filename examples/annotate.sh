#!/bin/sh
# annotate.sh: a PNG of clfacedetect's overlay (display=true: a box and the
# track id on each face).
#
#   annotate.sh [-g] [-s SIZE] OUTPUT.png IMAGE [IMAGE]
#
# Each image is scaled to SIZE x SIZE (default 320); two are put side by
# side.  The overlay is green on colour (RGB); with -g the frame is grey
# (GRAY8: white boxes, a PNG a third the size).  Any format decodebin reads
# will do.  The README's docs/annotated.png is
#
#   examples/annotate.sh -s 256 docs/annotated.png \
#     tests/data/astronaut.png tests/data/grace_hopper_512x512.jpg
#
# It runs against the installed plugin, or the one GST_PLUGIN_PATH points
# to: GST_PLUGIN_PATH=build/gst examples/annotate.sh faces.png photo.jpg
set -eu

format=RGB
size=320
while [ $# -gt 0 ]; do
  case $1 in
    -g) format=GRAY8; shift ;;
    -s) size=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 [-g] [-s SIZE] OUTPUT.png IMAGE [IMAGE]" >&2
  exit 2
fi
out=$1
a=$2

# each image: decoded, scaled, frozen into one frame
scaled="videoconvert ! videoscale ! video/x-raw,width=$size,height=$size,pixel-aspect-ratio=1/1 ! imagefreeze num-buffers=1"
# detection and drawing, then the PNG
annotate="videoconvert ! video/x-raw,format=$format ! clfacedetect display=true updates=none ! videoconvert ! pngenc compression-level=9 ! filesink"

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
