#!/bin/sh
# The agent surface against real peers: `taskdraft mcp` driven by the official MCP Python SDK
# (2.x, which tries the stateless 2026-07-28 generation first, and the last 1.x, handshake
# only), over stdio and over Streamable HTTP (`mcp --http`), then raw protocol-error and fuzz
# tests on the wire, well-formed tool calls with seeded hostile arguments (stdio, and HTTP
# with proposals) and a scripted hostile HTTP client (slowloris, endless bodies, a flood, the
# token's secrecy). Each run is bounded in time; servers listen on 127.0.0.1 only.
# Runs TASKDRAFT_BIN (under `make test`, the stripped release binary scripts/build-release.sh
# makes), or else the debug binary `swift build` makes.
set -eu
cd "$(dirname "$0")/.."
TASKDRAFT_BIN="${TASKDRAFT_BIN:-$PWD/.build/debug/taskdraft}"
export TASKDRAFT_BIN
# No __pycache__ in the work tree.
export PYTHONDONTWRITEBYTECODE=1

# The SDK versions the tests pin: the current major and the last 1.x.
SDK_VERSIONS="2.3.0 1.30.0"

status=0
for version in $SDK_VERSIONS; do
  python=$(scripts/peers/pypi-venv.sh mcp "$version")
  timeout -k 10 300 "$python" Tests/MCP/test_mcp_client.py || status=1
  timeout -k 10 300 "$python" Tests/MCP/test_mcp_http.py || status=1
done
timeout -k 10 120 python3 Tests/MCP/test_mcp_protocol_errors.py || status=1
timeout -k 10 300 python3 Tests/MCP/test_mcp_fuzz.py || status=1
timeout -k 10 300 python3 Tests/MCP/test_mcp_arguments_fuzz.py || status=1
timeout -k 10 300 python3 Tests/MCP/test_mcp_http_hostile.py || status=1
exit $status
