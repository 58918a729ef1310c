#!/bin/sh
# The main job: face detection on a photo the repo ships (public domain),
# through clintegral ! clfacedetect.  Prints the faces found, from the JSON
# that clmetapublish writes for the frame, and writes an annotated PNG.
#
#   tools/demo.sh [IMAGE [OUT.png]]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
img=${1:-$top/tests/data/astronaut.png}
out=${2:-faces.png}
export GST_PLUGIN_PATH="$top/build/gst${GST_PLUGIN_PATH:+:$GST_PLUGIN_PATH}"
# clmetapublish writes the frame's JSON to standard output (-q: nothing else)
gst-launch-1.0 -q filesrc location="$img" ! decodebin ! videoconvert ! \
  clintegral squared=true ! clfacedetect display=true ! \
  clmetapublish source-id=demo ! \
  videoconvert ! pngenc ! filesink location="$out" |
python3 -c '
import json, sys
found = False
for line in sys.stdin:
    frame = json.loads(line)
    for o in frame["objects"]:
        b = o["box"]
        print("%s %s: x=%d y=%d width=%d height=%d confidence=%.2f" % (
            o["label"], o["track-id"] if o["track-id"] is not None else "-",
            b["x"], b["y"], b["w"], b["h"], o["confidence"]))
        found = True
if not found:
    print("no face found")
'
echo "annotated image: $out"
