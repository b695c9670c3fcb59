#!/bin/sh
# Builds and runs every test: the debug build of the tests and the release binary a person
# runs, then unit tests per target and end-to-end tests of that binary, the REPL on a
# pseudo-terminal, the MCP server against the official MCP Python SDK and the wire fuzz
# tests, and last the Debian package (scripts/test-packaging.sh: lintian, install, remove;
# as root). The end-to-end, terminal and MCP suites run the binary TASKDRAFT_BIN names: here
# the release build, stripped as the .deb's is (scripts/build-release.sh), so what is tested
# is what ships, once; the unit tests run in the debug build, where assertions hold.
#
# Every stage runs whatever an earlier one did, so one failure does not hide the state of the
# rest; only a failed build stops here, as nothing after it has a binary to run. A summary at
# the end gives each stage's result and time, and the script fails when any stage failed.
# A stage that cannot run on this machine exits 77 (automake's "skipped"), after writing why,
# in a few words, to the file TASKDRAFT_SKIP_REASON names (scripts/test-packaging.sh without
# root: "needs root"); the summary says "skipped (needs root)", neither passed nor failed.
# Ctrl-C stops at once (exit 130). Stage names as arguments run only those (and the build):
# `scripts/test.sh terminal mcp`; `make test` runs them all.
#
# The HTTP-backend tests need a real local LLM server: llama.cpp's llama-server with
# SmolLM2-135M-Instruct, built once into ~/.cache/taskdraft-peers (about 10 minutes on a
# fresh machine, then reused), started here on a free 127.0.0.1 port, named to the tests in
# TASKDRAFT_LLAMA_URL, and stopped when this script exits, whatever happens.
set -u
cd "$(dirname "$0")/.."

summary="" # one line a stage: name, result, seconds
failures=0
stages="build llama-server swift-test terminal mcp packaging"
for name in "$@"; do
  case " $stages " in *" $name "*) ;; *) echo "usage: $0 [STAGE...], each one of: $stages" >&2; exit 2 ;; esac
done
chosen=" $* "
is_chosen() { [ "$chosen" = "  " ] || case "$chosen" in *" $1 "*) true ;; *) false ;; esac; }
stage() { # NAME COMMAND...: runs one stage, remembers its result and time
  name=$1
  shift
  if [ "$name" != build ] && ! is_chosen "$name"; then
    summary="$summary$(printf '%-13s %s' "$name" skipped)
"
    return
  fi
  echo "=== $name ==="
  started=$(date +%s)
  : > "$skip_reason"
  status=0
  "$@" || status=$?
  case $status in
    0) result=passed ;;
    77) reason=$(cat "$skip_reason"); result="skipped${reason:+ ($reason)}" ;;
    *) result=FAILED; failures=$((failures + 1)) ;;
  esac
  summary="$summary$(printf '%-13s %-8s %5d s' "$name" "$result" $(($(date +%s) - started)))
"
}
not_run() { # NAME...: stages a failure before them left nothing to run on
  for name in "$@"; do
    summary="$summary$(printf '%-13s %s' "$name" "not run")
"
  done
}
report() {
  echo "=== summary ==="
  printf '%s' "$summary"
  if [ "$failures" = 0 ]; then echo "no stage failed"; else echo "$failures stage(s) failed"; fi
}

skip_reason=$(mktemp)
trap 'rm -f "$skip_reason"' EXIT
TASKDRAFT_SKIP_REASON=$skip_reason
export TASKDRAFT_SKIP_REASON
trap 'exit 130' INT TERM
build() { swift build --build-tests && scripts/build-release.sh; }
stage build build
if [ "$failures" != 0 ]; then
  not_run ${stages#build }
  report
  exit 1
fi

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
trap 'scripts/peers/llama-server.sh stop "$port"; rm -f "$skip_reason"' EXIT
# Without the server, the tests that need it fail (TASKDRAFT_REQUIRE_PEERS below); the rest run.
start_llama() { scripts/peers/llama-server.sh build && scripts/peers/llama-server.sh start "$port"; }
# The Swift tests need the server.
case "$chosen" in *" swift-test "*) chosen="$chosen llama-server " ;; esac
stage llama-server start_llama
TASKDRAFT_LLAMA_URL="http://127.0.0.1:$port/v1"
export TASKDRAFT_LLAMA_URL
# Every peer the tests run against is installed (TEST_PACKAGES) or started above: one that is
# missing fails the tests that need it instead of skipping them (Tests/Shared/TestPeers/Peer.swift).
TASKDRAFT_REQUIRE_PEERS=1
export TASKDRAFT_REQUIRE_PEERS
TASKDRAFT_BIN="$PWD/.build/release-stripped/taskdraft"
export TASKDRAFT_BIN
stage swift-test scripts/test-swift.sh
stage terminal scripts/test-terminal.sh
stage mcp scripts/test-mcp.sh
stage packaging scripts/test-packaging.sh
report
[ "$failures" = 0 ]
