#!/bin/sh
# Installs the named Debian packages that are missing (as root), or says how to.
set -eu
missing=""
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "installing:$missing"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
else
  echo "missing Debian packages:$missing" >&2
  echo "run: sudo apt-get install -y$missing" >&2
  exit 1
fi
