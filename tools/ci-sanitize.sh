#!/bin/sh
# The second pass of CI: the whole test suite (the cascade and vocabulary
# fuzzers included) built with AddressSanitizer and UndefinedBehaviorSanitizer,
# in build-asan/.  Any ASan or UBSan report fails the run.  Leak detection
# is off: PoCL and its LLVM leak at exit, and their stacks cannot be told
# from ours without the slow unwinder (which makes kernel builds 20 times
# slower); the tests count the project's own leaks (GstClContext objects,
# device buffers) instead.
#
# The sanitizer runtimes are preloaded, because some tests run programs that
# are not instrumented (python3, gst-launch-1.0, sh) and load the
# instrumented plugin; PoCL, loaded by the OpenCL ICD loader, runs under
# them unchanged.  Plugins are scanned in the test process (GST_REGISTRY_FORK=no) because
# GStreamer's gst-plugin-scanner is not instrumented and cannot load an
# instrumented plugin.
set -eu
cd "$(dirname "$0")/.."
[ -d build-asan ] || meson setup build-asan -Db_sanitize=address,undefined \
  -Db_lundef=false -Dbench=disabled
meson compile -C build-asan
LD_PRELOAD="$(${CC:-cc} -print-file-name=libasan.so) $(${CC:-cc} -print-file-name=libubsan.so)" \
ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:detect_odr_violation=0" \
UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
GST_REGISTRY_FORK=no \
  meson test -C build-asan --print-errorlogs --timeout-multiplier 3 "$@"
