#!/bin/sh
# Builds and runs every test: unit tests per target and end-to-end tests of the binary,
# then the MCP server against the official MCP Python SDK and the wire fuzz tests.
set -eu
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build
scripts/test-mcp.sh
