# GStreamer OpenCL analytics: sourced by scenecut-clips.sh and
# scenecut-corpus.sh.  The ffmpeg filter graphs that join segments of
# inputs into one clip, and the clip's ground truth.  Needs $S (the scale
# filter every segment goes through) and $out (the output folder).

# exactly frames [a, b) of an input, renumbered at 25 fps (trim and fps
# would drop or duplicate frames at the joins, and the truth would drift)
cut () { echo "select='between(n,$1,$(($2 - 1)))',setpts=N/25/TB"; }

# "IN:START:END[:SIDE] ..." (END 0: to the end) scaled to $S, joined ->
# filter; SIDE 0 or 1 keeps the left or the right 5/8 of the picture (two
# views of one scene, as if from two cameras); $PRE comes first on each
# input (settb=1/1000, where an input's time base is too coarse for the
# renumbered timestamps: AVI at 10 fps), $POST after the scale
seg () {
  i=0; f=""; maps=""
  for s in "$@"; do
    n=${s%%:*}; r=${s#*:}; a=${r%%:*}; b=${r#*:}; side=""
    case $b in *:*) side=${b#*:}; b=${b%%:*} ;; esac
    if [ "$b" = 0 ]; then sel="setpts=N/25/TB"; else sel=$(cut $a $b); fi
    [ -z "$side" ] || sel="$sel,crop=iw*5/8:ih:iw*3/8*$side:0"
    f="$f[$n:v]${PRE:-}$sel,$S${POST:-}[s$i];"
    maps="$maps[s$i]"; i=$((i + 1))
  done
  echo "${f}${maps}concat=n=$i:v=1:a=0[v]"
}

# NAME FRAME...: $out/NAME.cuts lists the first frame of each shot after a
# cut
truth () {
  name=$1; shift
  : > "$out/$name.cuts"
  for c in "$@"; do echo "$c" >> "$out/$name.cuts"; done
}
