#!/bin/sh
# The main job: face detection on a photo the repo ships (public domain),
# through clintegral ! clfacedetect.  Prints the faces found and writes an
# annotated PNG.
#
#   tools/demo.sh [IMAGE [OUT.png]]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
img=${1:-$top/tests/data/astronaut.png}
out=${2:-faces.png}
export GST_PLUGIN_PATH="$top/build/gst${GST_PLUGIN_PATH:+:$GST_PLUGIN_PATH}"

gst-launch-1.0 -m filesrc location="$img" ! decodebin ! videoconvert ! \
  clintegral squared=true ! clfacedetect display=true ! \
  videoconvert ! pngenc ! filesink location="$out" |
python3 -c '
import re, sys
found = False
for line in sys.stdin:
    if "clfacedetect," not in line or "faces=" not in line:
        if "ERROR" in line:
            sys.stderr.write(line)
        continue
    for f in re.finditer(r"x\\=\\\(uint\\\)(\d+).*?y\\=\\\(uint\\\)(\d+).*?width\\=\\\(uint\\\)(\d+).*?height\\=\\\(uint\\\)(\d+).*?confidence\\=\\\(double\\\)([0-9.e-]+)(?:.*?id\\=\\\(int\\\)(\d+))?", line):
        x, y, w, h, c, i = f.groups()
        print("face %s: x=%s y=%s width=%s height=%s confidence=%.2f" % (i or "-", x, y, w, h, float(c)))
        found = True
if not found:
    print("no face found")
'
echo "annotated image: $out"
