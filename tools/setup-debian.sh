#!/bin/sh
# Installs, from Debian 12's own packages, everything this project needs to
# build, run its examples and run its tests on the CPU (PoCL): json-glib and
# libmosquitto for clmetapublish, the mosquitto broker and clients and
# openssl for its tests, gobject-introspection for the library's Python
# bindings (numpy for the example that reads the metas from Python).  Runs
# apt-get through sudo when not root.
set -eu
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  build-essential meson ninja-build pkg-config python3 \
  libglib2.0-dev libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev \
  gstreamer1.0-tools gstreamer1.0-plugins-base gstreamer1.0-plugins-good \
  ocl-icd-opencl-dev opencl-headers ocl-icd-libopencl1 pocl-opencl-icd clinfo \
  libopencv-dev opencv-data gstreamer1.0-opencv \
  libcairo2-dev libpango1.0-dev \
  python3-gi python3-gst-1.0 gir1.2-gstreamer-1.0 gir1.2-gst-plugins-base-1.0 \
  libjson-glib-dev libmosquitto-dev mosquitto mosquitto-clients openssl \
  gobject-introspection libgirepository1.0-dev python3-numpy python3-opencv >/dev/null
