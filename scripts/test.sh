#!/bin/sh
# Builds and runs every test: unit tests per target and end-to-end tests of the binary,
# then the REPL on a pseudo-terminal, then the MCP server against the official MCP Python SDK
# and the wire fuzz tests, then the Debian package (scripts/test-packaging.sh: release build,
# lintian, install, remove; as root), then the end-to-end, terminal and MCP suites again
# against that release binary (scripts/test-release.sh), the one a person runs.
#
# The HTTP-backend tests need a real local LLM server: llama.cpp's llama-server with
# SmolLM2-135M-Instruct, built once into ~/.cache/taskdraft-peers (about 10 minutes on a
# fresh machine, then reused), started here on a free 127.0.0.1 port, named to the tests in
# TASKDRAFT_LLAMA_URL, and stopped when this script exits, whatever happens.
set -eu
cd "$(dirname "$0")/.."
swift build --build-tests
scripts/peers/llama-server.sh build
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
trap 'scripts/peers/llama-server.sh stop "$port"' EXIT
trap 'exit 130' INT TERM
scripts/peers/llama-server.sh start "$port"
TASKDRAFT_LLAMA_URL="http://127.0.0.1:$port/v1"
export TASKDRAFT_LLAMA_URL
# Every peer the tests run against is installed (TEST_PACKAGES) or started above: one that is
# missing fails the tests that need it instead of skipping them (Tests/Shared/TestPeers/Peer.swift).
TASKDRAFT_REQUIRE_PEERS=1
export TASKDRAFT_REQUIRE_PEERS
swift test --skip-build
scripts/test-terminal.sh
scripts/test-mcp.sh
scripts/test-packaging.sh
scripts/test-release.sh
