#!/bin/sh
# The second pass of CI: the whole test suite (the cascade and vocabulary
# fuzzers included) built with AddressSanitizer and UndefinedBehaviorSanitizer,
# in build-asan/.  Any ASan, UBSan or LeakSanitizer report fails the run.
#
# Leaks: LeakSanitizer runs at the exit of every test program, with the
# exact (slow) unwinder, so that a leak's whole stack is known and the
# suppressions in tools/lsan.supp (PoCL, LLVM, Python: runtimes that keep
# their state until exit) match only what they name.  The slow unwinder
# would make PoCL's kernel compiles many times slower, so the OpenCL caches
# of build/ (PoCL's kernel cache and ours), when the plain pass has filled
# them, are copied in first: the sanitizer pass then loads kernels instead
# of compiling them.
#
# The sanitizer runtimes are preloaded into each test (meson test's
# --wrapper, not meson itself), because some tests run programs that are
# not instrumented (python3, gst-launch-1.0, sh) and load the instrumented
# plugin; PoCL, loaded by the OpenCL ICD loader, runs under them unchanged.
# Plugins are scanned in the test process (GST_REGISTRY_FORK=no) because
# GStreamer's gst-plugin-scanner is not instrumented and cannot load an
# instrumented plugin.
set -eu
cd "$(dirname "$0")/.."
# (no introspection data: g-ir-scanner runs a program linked against the
# instrumented library, whose exit-time leaks LeakSanitizer reports)
# (a folder that is not a configured build, say from an interrupted run, is
# set up again)
if [ ! -f build-asan/build.ninja ]; then
  rm -rf build-asan
  meson setup build-asan -Db_sanitize=address,undefined \
    -Db_lundef=false -Dbench=disabled -Dintrospection=disabled
fi
meson compile -C build-asan
# the caches of the tests, the publisher's tests, the examples and the
# scene-cut example
for c in tests/check/cache tests/publish/cache examples/cache examples/bow/cache; do
  if [ -d "build/$c" ] && [ ! -d "build-asan/$c" ]; then
    mkdir -p "build-asan/$c"
    for d in pocl gst-cl-analytics; do
      if [ -d "build/$c/$d" ]; then
        cp -a "build/$c/$d" "build-asan/$c/"
      fi
    done
  fi
done
preload="$(${CC:-cc} -print-file-name=libasan.so) $(${CC:-cc} -print-file-name=libubsan.so)"
ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:abort_on_error=1:detect_odr_violation=0" \
LSAN_OPTIONS="suppressions=$PWD/tools/lsan.supp:print_suppressions=0" \
UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
GST_REGISTRY_FORK=no \
  meson test -C build-asan --print-errorlogs --timeout-multiplier 3 \
  --wrapper "env 'LD_PRELOAD=$preload'" "$@"
