#!/bin/sh
# Prints a linker script that stands in for lib$1.so and names the static archive lib$1.a
# (plus the libraries it needs, $2). Without the archive it fails, naming the Debian package
# that ships it ($3): a release build never falls back to the shared library. See the
# Makefile's release flags for why.
set -eu
archive=$(clang -print-file-name="lib$1.a" 2>/dev/null || true)
case "$archive" in
    /*) if [ -f "$archive" ]; then echo "INPUT($archive${2:+ $2})"; exit 0; fi ;;
esac
echo "static-lib-script: no lib$1.a for the static link; install $3" >&2
exit 1
