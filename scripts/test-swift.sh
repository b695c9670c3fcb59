#!/bin/sh
# `make test`'s Swift tests, after its build: two processes side by side, the end-to-end suites
# (EndToEndTests, which run the binary TASKDRAFT_BIN names) and the unit suites of every other
# target. Swift Testing runs a process's tests on the Swift concurrency pool, as many at once
# as the machine has cores, and a test waiting on a child process, a server or a model holds
# its thread while it waits: in one process the end-to-end tests' waits and the unit tests'
# long computations take turns on two threads and leave the cores half idle.
# `swift test` holds a lock on .build while its tests run, so a second one would wait for the
# first: the unit suites run the test bundle itself, as `swift test` runs it.
# The end-to-end output is printed as it comes, the unit suites' after it, whole. Fails when
# either fails; both run to the end.
set -u
cd "$(dirname "$0")/.."
bundle="$(swift build --show-bin-path)/TaskDraftPackageTests.xctest"
unit_log=$(mktemp)
trap 'rm -f "$unit_log"' EXIT
# A job a script starts with & ignores SIGINT, and so would every script the tests start (a
# shell cannot trap a signal ignored on entry); the tests send it (Ctrl-C at scripts/test.sh).
NO_COLOR=1 env --default-signal=INT "$bundle" --testing-library swift-testing --skip '^EndToEndTests\.' > "$unit_log" 2>&1 &
unit=$!
# Ctrl-C (or the stage's end) stops the unit suites too.
trap 'kill "$unit" 2>/dev/null; rm -f "$unit_log"; exit 130' INT TERM
end_to_end=0
swift test --skip-build --filter '^EndToEndTests\.' || end_to_end=$?
unit_status=0
wait "$unit" || unit_status=$?
echo "--- unit suites (every target but EndToEndTests) ---"
cat "$unit_log"
echo "swift test: end-to-end suites exit $end_to_end, unit suites exit $unit_status"
[ "$end_to_end" = 0 ] && [ "$unit_status" = 0 ]
