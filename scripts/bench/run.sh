#!/bin/sh
# `make bench` (and `make bench-full`, which passes --full): the sections, Markdown on stdout and
# in bench-results/latest.md, each section's also in bench-results/sections/ for
# scripts/bench/paste.py. Exits non-zero when a budget a section checks is missed.
set -eu
cd "$(dirname "$0")/../.."
mkdir -p bench-results
rm -f bench-results/status
{ python3 scripts/bench/bench.py "$@" || echo $? > bench-results/status; } | tee bench-results/latest.md
if [ -s bench-results/status ]; then exit "$(cat bench-results/status)"; fi
