#!/bin/sh
# The binary every stage of `make test` after the build runs: the release build a person gets
# (`make build`: the Makefile's RELEASE_FLAGS, optimised, the Swift runtime, libstdc++ and
# SQLite linked statically), copied to .build/release-stripped/taskdraft and stripped as
# scripts/deb.sh strips the packaged one (scripts/strip-binary.sh). The copy stays inside the
# checkout, so it finds the checkout's Skills up the tree as the build does. The package step
# (`make deb`) reuses this build.
set -eu
cd "$(dirname "$0")/.."
make -s build
mkdir -p .build/release-stripped
scripts/strip-binary.sh .build/release/taskdraft .build/release-stripped/taskdraft
