#!/bin/sh
# The behaviour suites a person meets, run again against the release binary: the one
# `make run` starts and the .deb installs, built with the Makefile's RELEASE_FLAGS (optimised,
# the Swift runtime, libstdc++ and SQLite linked statically, lld, packed relocations). The
# rest of `make test` runs them against the debug binary, so a fault only the release build
# has (the optimiser, the static link, a resource looked for beside the binary) would ship
# unseen. Runs the end-to-end tests (every EndToEndTests suite, from the test build
# scripts/test.sh already made), the REPL on a pseudo-terminal and the MCP suites, each with
# TASKDRAFT_BIN naming the release binary; a failure of any fails this script.
# The binary they run is the one the .deb installs: a copy of .build/release/taskdraft stripped
# as scripts/deb.sh strips it (scripts/strip-binary.sh), not the unstripped build. Stripping
# takes the symbol table, which a crash's backtrace reads names from, and the .comment section;
# a fault that only shows without them (a lookup of the binary's own symbols, a backtrace that
# traps instead of printing) would otherwise ship unseen. The copy is in .build/release-stripped,
# so it finds the checkout's Skills up the tree as the build does.
# The release build is reused: after scripts/test-packaging.sh's `make deb`, `make build` has
# nothing left to do (without root, when packaging is skipped, it builds it here).
set -eu
cd "$(dirname "$0")/.."
echo "=== release binary: EndToEnd, terminal and MCP suites against .build/release/taskdraft, stripped ==="
started=$(date +%s)
make -s build
mkdir -p .build/release-stripped
scripts/strip-binary.sh .build/release/taskdraft .build/release-stripped/taskdraft
TASKDRAFT_BIN="$PWD/.build/release-stripped/taskdraft"
export TASKDRAFT_BIN

passed=""
failed=""
suite() { # NAME COMMAND...: runs one suite, remembers how it ended
  name=$1
  shift
  echo "--- release binary: $name ---"
  if "$@"; then passed="$passed $name"; else failed="$failed $name"; fi
}
suite EndToEnd swift test --skip-build --filter '^EndToEndTests\.'
suite terminal scripts/test-terminal.sh
suite MCP scripts/test-mcp.sh

count() { set -- $1; echo $#; }
echo "release binary: $(count "$passed") suites passed, $(count "$failed") failed (passed:${passed:- none}; failed:${failed:- none}) in $(($(date +%s) - started)) s"
[ -z "$failed" ]
