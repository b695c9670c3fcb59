#!/bin/sh
# Prints a linker script that stands in for lib$1.so and names the static archive lib$1.a
# (plus the libraries it needs, $2); prints nothing when the toolchain finds no archive.
# See the Makefile's release flags for why.
set -eu
archive=$(clang -print-file-name="lib$1.a" 2>/dev/null || true)
case "$archive" in
    /*) [ -f "$archive" ] && echo "INPUT($archive${2:+ $2})" ;;
esac
exit 0
