#!/bin/sh
# `make bench`: every benchmark section, Markdown on stdout (paste into BENCHMARKS.md).
set -eu
cd "$(dirname "$0")/../.."
mkdir -p bench-results
python3 scripts/bench/bench.py "$@" | tee bench-results/latest.md
