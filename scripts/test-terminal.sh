#!/bin/sh
# The REPL as a person meets it: the built binary on a pseudo-terminal, typed key by key
# (Tests/Terminal/test_repl_pty.py, Python's standard library only). The end-to-end tests
# pipe the dialogue, which never reaches libedit's terminal path; these do.
# They also check that README.md's tour blocks are what the binary prints; after a deliberate
# change, `scripts/test-terminal.sh --write-tour` pastes them again.
# Runs TASKDRAFT_BIN (under `make test`, the stripped release binary scripts/build-release.sh
# makes), or else the debug binary `swift build` makes. Bounded in time.
set -eu
cd "$(dirname "$0")/.."
TASKDRAFT_BIN="${TASKDRAFT_BIN:-$PWD/.build/debug/taskdraft}"
export TASKDRAFT_BIN
# No __pycache__ in the work tree.
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 10 600 python3 Tests/Terminal/test_repl_pty.py "$@"
