#!/bin/sh
# `make deb`: turns the staging root that `make install-files DESTDIR=ROOT PREFIX=/usr` filled
# into taskdraft_VERSION_ARCH.deb in the repository root, laid out as Debian policy (and
# lintian) want: stripped binary, gzipped man pages and changelog, a copyright file, Depends
# computed from what the binary links.
#   scripts/deb.sh ROOT VERSION
set -eu
cd "$(dirname "$0")/.."
root=$1
version=$2
arch=$(dpkg --print-architecture)
date=$(sed -n 's/.*static let releaseDate = "\(.*\)"/\1/p' Sources/TaskDraftCLI/CLI.swift)
maintainer="TaskDraft developers <taskdraft@example.org>"
doc=$root/usr/share/doc/taskdraft

scripts/strip-binary.sh "$root/usr/bin/taskdraft"
gzip -9n "$root"/usr/share/man/man1/*.1 "$root"/usr/share/man/man5/*.5

install -d "$doc" "$root/DEBIAN"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: taskdraft

Files: *
Copyright: 2026 TaskDraft developers
License: TaskDraft
 No licence has been chosen for TaskDraft yet: all rights are reserved by its
 authors. The binary links SQLite statically; SQLite is in the public domain.
COPYRIGHT
{
  echo "taskdraft ($version) unstable; urgency=medium"
  echo
  echo "  * Release $version: commands, REPL, MCP server, import and export, shell"
  echo "    completions, man pages."
  echo
  echo " -- $maintainer  $(date -R -u -d "$date")"
} | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/copyright" "$doc/changelog.gz"

# Depends: the packages that provide the shared libraries the binary links. dpkg-shlibdeps
# wants a debian/control beside it, so it runs in a scratch folder with a minimal one.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/debian"
printf 'Source: taskdraft\n\nPackage: taskdraft\nArchitecture: any\n' > "$work/debian/control"
binary=$(cd "$root" && pwd)/usr/bin/taskdraft
depends=$(cd "$work" && dpkg-shlibdeps -O "$binary" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# Packed relative relocations (the Makefile's release link) need the loader of glibc 2.36, which
# the binary asks for as the version GLIBC_ABI_DT_RELR; dpkg-shlibdeps reads only the symbols.
libc=$(echo "$depends" | sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p')
if readelf -V "$binary" | grep -q GLIBC_ABI_DT_RELR && [ -n "$libc" ] && dpkg --compare-versions "$libc" lt 2.36; then
    depends=$(echo "$depends" | sed "s/libc6 (>= $libc)/libc6 (>= 2.36)/")
fi

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: taskdraft
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Recommends: libcurl4, libedit2, libdbus-1-3
Section: utils
Priority: optional
Description: draft-then-commit task planner for the terminal
 Say a task in plain English, Russian or Polish; TaskDraft drafts it (title,
 due, priority, tags, project, recurrence), shows the draft, and writes it to
 SQLite only when you confirm. Scripts pass --yes; AI agents use its MCP
 server. libcurl is loaded for HTTP model backends, libedit for line editing,
 libdbus for reminders as desktop notifications (a systemd user service)
 and for its D-Bus service, which puts tasks in GNOME Shell's and KRunner's
 search.
CONTROL
find "$root" -type d -exec chmod 755 {} +
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"
deb=taskdraft_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
