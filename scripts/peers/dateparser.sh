#!/bin/sh
# Prints the Python of a virtualenv holding dateparser at VERSION, the peer the accuracy bench
# (scripts/bench/accuracy.py --dateparser) scores beside the built-in parser, creating it on first
# use in a cache outside the build tree (reused afterwards):
#   scripts/peers/dateparser.sh 1.5.0     # -> $HOME/.cache/taskdraft-peers/venv-dateparser-1.5.0/bin/python
# From PyPI (Debian's python3-dateparser is another version). Debian's python3 needs python3-venv
# for ensurepip; it is installed (as root) when missing.
set -eu
version="${1:?usage: dateparser.sh VERSION}"
cache="${TASKDRAFT_PEER_CACHE:-$HOME/.cache/taskdraft-peers}"
venv="$cache/venv-dateparser-$version"
python="$venv/bin/python"

if [ -x "$python" ] && "$python" -c "import importlib.metadata as m, sys; sys.exit(m.version('dateparser') != '$version')" 2>/dev/null; then
  echo "$python"
  exit 0
fi
mkdir -p "$cache"
rm -rf "$venv"
if ! python3 -c "import ensurepip" 2>/dev/null; then
  "$(dirname "$0")/../deps.sh" python3-venv >&2
fi
python3 -m venv "$venv" >&2
"$python" -m pip install --quiet --disable-pip-version-check "dateparser==$version" >&2
echo "$python"
