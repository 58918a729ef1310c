#!/bin/bash
# The final code of stop 18 (bench/README.md, "Stop 18, final figures"): the same run as
# final-stop16.sh (one frame end to end with the staging copy and from the pinned pool, Haar and
# LBP, two rounds; the Haar stream sweep, 1 and 8 LBP streams; one stream of identity, clintegral
# and the Haar chain).
exec bash bench/gpu/final-stop16.sh "$@"
