#!/bin/sh
# `make bench`: every benchmark section, Markdown on stdout (paste into BENCHMARKS.md). Exits
# non-zero when a budget a section checks is missed (the start-up ratio).
set -eu
cd "$(dirname "$0")/../.."
mkdir -p bench-results
rm -f bench-results/status
{ python3 scripts/bench/bench.py "$@" || echo $? > bench-results/status; } | tee bench-results/latest.md
if [ -s bench-results/status ]; then exit "$(cat bench-results/status)"; fi
