#!/bin/sh
# Prints the Python of a virtualenv holding the PyPI package PACKAGE at VERSION, creating it on
# first use in a cache outside the build tree (reused afterwards). The peers that come this way:
#   scripts/peers/pypi-venv.sh mcp 2.3.0         # the official MCP Python SDK (Debian has no package of it)
#   scripts/peers/pypi-venv.sh dateparser 1.5.0  # the accuracy bench's peer (Debian's python3-dateparser is another version)
#   -> $HOME/.cache/taskdraft-peers/venv-PACKAGE-VERSION/bin/python
# Debian's python3 needs python3-venv for ensurepip; it is installed (as root) when missing.
set -eu
package="${1:?usage: pypi-venv.sh PACKAGE VERSION}"
version="${2:?usage: pypi-venv.sh PACKAGE VERSION}"
cache="${TASKDRAFT_PEER_CACHE:-$HOME/.cache/taskdraft-peers}"
venv="$cache/venv-$package-$version"
python="$venv/bin/python"

if [ -x "$python" ] && "$python" -c "import importlib.metadata as m, sys; sys.exit(m.version('$package') != '$version')" 2>/dev/null; then
  echo "$python"
  exit 0
fi
mkdir -p "$cache"
rm -rf "$venv"
if ! python3 -c "import ensurepip" 2>/dev/null; then
  "$(dirname "$0")/../deps.sh" python3-venv >&2
fi
python3 -m venv "$venv" >&2
"$python" -m pip install --quiet --disable-pip-version-check "$package==$version" >&2
echo "$python"
