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
#
# Each process runs with TMPDIR set to a fresh directory of its own, which Foundation's
# temporaryDirectory, Python's tempfile, mktemp, the binary under test and the servers the
# tests start all read: a test removes what it made there, so whatever is left when the
# suites end is a leak, named here, and fails the stage. SwiftPM's own files (its lock files
# and TemporaryDirectory.* folders holding only .keep-directory) are not the tests'. The
# directories are removed at the end either way, so the suites leave nothing in /tmp.
set -u
cd "$(dirname "$0")/.."
# Without its directory (a TMPDIR that is missing or not writable) the stage stops here: an
# empty $scratch would put the suites' directories at / when run as root.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/taskdraft-tests.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT
# dash runs no EXIT trap on a signal: Ctrl-C before the unit suites start removes it too.
trap 'rm -rf "$scratch"; exit 130' INT TERM
unit_log="$scratch/unit.log"
mkdir "$scratch/end-to-end" "$scratch/unit" || exit 1
# As /tmp is: tests run scripts as another user (nobody), which must reach their files.
chmod 711 "$scratch" && chmod 1777 "$scratch/end-to-end" "$scratch/unit" || exit 1
TMPDIR="$scratch/end-to-end"
export TMPDIR
bundle="$(swift build --show-bin-path)/TaskDraftPackageTests.xctest"
# A job a script starts with & ignores SIGINT, and so would every script the tests start (a
# shell cannot trap a signal ignored on entry); the tests send it (Ctrl-C at scripts/test.sh).
TMPDIR="$scratch/unit" NO_COLOR=1 env --default-signal=INT "$bundle" --testing-library swift-testing --skip '^EndToEndTests\.' > "$unit_log" 2>&1 &
unit=$!
# Ctrl-C (or the stage's end) stops the unit suites too.
trap 'kill "$unit" 2>/dev/null; rm -rf "$scratch"; exit 130' INT TERM
end_to_end=0
swift test --skip-build --filter '^EndToEndTests\.' || end_to_end=$?
unit_status=0
wait "$unit" || unit_status=$?
echo "--- unit suites (every target but EndToEndTests) ---"
cat "$unit_log"
echo "swift test: end-to-end suites exit $end_to_end, unit suites exit $unit_status"

# What the suites left in their TMPDIR: every entry, whatever its name (`find`, where a glob
# skips the ones starting with a dot), but SwiftPM's own: the empty lock files it names after
# the path it locks, '/' written '_' (the package's .build, the home's ~/.swiftpm and
# ~/.cache), and its TemporaryDirectory.* holding only .keep-directory.
left_behind() {
  package=$(printf %s "$PWD" | tr / _)_ real=$(pwd -P | tr / _)_ home=$(printf %s "${HOME:-/nonexistent}" | tr / _)_
  find "$1" -mindepth 1 -maxdepth 1 | while IFS= read -r entry; do
    name=${entry#"$1"/}
    case $name in
      "$package"*.lock | "$real"*.lock | "$home"*.lock) [ -f "$entry" ] && [ ! -L "$entry" ] && [ ! -s "$entry" ] && continue ;;
      TemporaryDirectory.*) [ -d "$entry" ] && [ ! -L "$entry" ] && [ "$(ls -A "$entry")" = .keep-directory ] && continue ;;
    esac
    printf '%s\n' "$name"
  done
}
litter=0
for part in end-to-end unit; do
  left=$(left_behind "$scratch/$part")
  [ -z "$left" ] && continue
  litter=1
  echo "swift test: the $part suites left $(echo "$left" | wc -l) entries in their TMPDIR (a test that does not remove what it made):"
  echo "$left" | sed -E 's/[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}/<uuid>/' | sort | uniq -c | sort -rn | head -n 20
done
[ "$end_to_end" = 0 ] && [ "$unit_status" = 0 ] && [ "$litter" = 0 ]
