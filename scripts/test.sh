#!/bin/sh
# Builds and runs every test: unit tests per target and end-to-end tests of the binary.
set -eu
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build
