#!/bin/sh
# The Debian package, end to end: `make deb` (the same release build `make build` makes),
# lintian with no errors, `apt-get install ./taskdraft_*.deb` into this machine, the installed
# binary, man pages and completion run from their installed paths, then the package removed
# again, whatever happened. Needs root (CI runs as root). Otherwise it prints a banner and
# exits 77, automake's "skipped", having written "needs root" to the file TASKDRAFT_SKIP_REASON
# names: scripts/test.sh's summary then shows the stage as skipped, not as passed.
set -eu
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then
  echo "=== test-packaging: SKIPPED (needs root to install the package) ==="
  if [ -n "${TASKDRAFT_SKIP_REASON:-}" ]; then echo "needs root" > "$TASKDRAFT_SKIP_REASON"; fi
  exit 77
fi
if dpkg-query -W -f='${Status}' taskdraft 2>/dev/null | grep -q "install ok installed"; then
  echo "test-packaging: a taskdraft package is already installed; not touching it" >&2
  exit 1
fi
passed=0
failed=0
check() { # NAME COMMAND...: one result line each
  name=$1
  shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}

rm -f taskdraft_*.deb
make deb
deb=$(ls taskdraft_*_"$(dpkg --print-architecture)".deb)
check "lintian reports no errors" lintian --fail-on error --tag-display-limit 0 "$deb"
check "Depends names libc6" sh -c "dpkg-deb -f '$deb' Depends | grep -q libc6"
check "Depends asks for the glibc whose loader reads packed relocations" sh -c \
  "! readelf -V .build/release/taskdraft | grep -q GLIBC_ABI_DT_RELR || dpkg-deb -f '$deb' Depends | grep -q 'libc6 (>= 2.36)'"
check "SQLite and libstdc++ are linked in, not loaded" sh -c "! readelf -d .build/release/taskdraft | grep -q -E 'NEEDED.*(libsqlite3|libstdc)'"
check "Recommends libcurl4, libedit2, libdbus-1-3" sh -c "[ \"\$(dpkg-deb -f '$deb' Recommends)\" = 'libcurl4, libedit2, libdbus-1-3' ]"

work=$(mktemp -d)
trap 'apt-get remove -y -qq taskdraft >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
check "installed --version" sh -c "/usr/bin/taskdraft --version | grep -q '^taskdraft '"
check "installed add --yes" sh -c "TASKDRAFT_NOW=2026-12-02T10:00:00+03:00 TZ=Europe/Moscow HOME='$work' \
  /usr/bin/taskdraft add 'Call Anna tomorrow at 10:00 #sales' --yes --json --db '$work/tasks.db' | grep -q '\"created\"'"
check "installed list sees it" sh -c "/usr/bin/taskdraft list --db '$work/tasks.db' | grep -q 'Call Anna'"
check "installed Skills are found" sh -c "HOME='$work' /usr/bin/taskdraft skills list | grep -q /usr/share/taskdraft/skills"
check "systemd user unit installed" grep -qx 'ExecStart=/usr/bin/taskdraft remind --watch' /usr/lib/systemd/user/taskdraft-remind.service
check "man pages installed" test -f /usr/share/man/man1/taskdraft.1.gz -a -f /usr/share/man/man5/taskdraft-config.5.gz
check "man page renders" sh -c "zcat /usr/share/man/man1/taskdraft.1.gz | mandoc -T lint -W warning"
check "completions installed" test -f /usr/share/bash-completion/completions/taskdraft \
  -a -f /usr/share/zsh/site-functions/_taskdraft -a -f /usr/share/fish/vendor_completions.d/taskdraft.fish
check "bash-completion loads it and completes ids" bash --norc --noprofile -c "
  . /usr/share/bash-completion/bash_completion
  export TASKDRAFT_DB='$work/tasks.db'
  COMP_WORDS=(taskdraft show ''); COMP_CWORD=2; COMP_LINE='taskdraft show '; COMP_POINT=\${#COMP_LINE}
  _completion_loader taskdraft
  \$(complete -p taskdraft | sed 's/.*-F \([^ ]*\).*/\1/')
  [ \"\${COMPREPLY[*]}\" = 1 ]"
# The system surface (README "The desktop"): D-Bus activation runs the installed binary; the
# desktop's search finds TaskDraft by these files.
desktop_files="/usr/share/dbus-1/services/org.taskdraft.Planner1.service
/usr/share/dbus-1/interfaces/org.taskdraft.Planner1.xml
/usr/share/gnome-shell/search-providers/org.taskdraft.TaskDraft.search-provider.ini
/usr/share/applications/org.taskdraft.TaskDraft.desktop
/usr/share/krunner/dbusplugins/org.taskdraft.TaskDraft.desktop
/usr/share/icons/hicolor/scalable/apps/org.taskdraft.TaskDraft.svg"
for file in $desktop_files; do
  check "installed $file" test -f "$file"
done
check "the D-Bus service file activates /usr/bin/taskdraft dbus" \
  grep -qx 'Exec=/usr/bin/taskdraft dbus' /usr/share/dbus-1/services/org.taskdraft.Planner1.service
check "the .desktop file runs /usr/bin/taskdraft and has the New task action" sh -c \
  "grep -qx 'Exec=/usr/bin/taskdraft repl' /usr/share/applications/org.taskdraft.TaskDraft.desktop &&
   grep -qx 'Actions=new-task;' /usr/share/applications/org.taskdraft.TaskDraft.desktop &&
   grep -qx 'Name=New task' /usr/share/applications/org.taskdraft.TaskDraft.desktop"
check "the search provider names the service and the .desktop file" sh -c \
  "grep -qx 'BusName=org.taskdraft.Planner1' /usr/share/gnome-shell/search-providers/org.taskdraft.TaskDraft.search-provider.ini &&
   grep -qx 'DesktopId=org.taskdraft.TaskDraft.desktop' /usr/share/gnome-shell/search-providers/org.taskdraft.TaskDraft.search-provider.ini"
check "KRunner's file names the service" \
  grep -qx 'X-Plasma-DBusRunner-Service=org.taskdraft.Planner1' /usr/share/krunner/dbusplugins/org.taskdraft.TaskDraft.desktop
if command -v desktop-file-validate >/dev/null; then
  check "desktop-file-validate accepts the .desktop file" desktop-file-validate /usr/share/applications/org.taskdraft.TaskDraft.desktop
fi

apt-get remove -y -qq taskdraft >/dev/null
check "removed" sh -c "! test -e /usr/bin/taskdraft"
for file in $desktop_files; do
  check "removed $file" sh -c "! test -e '$file'"
done
echo "packaging: $passed passed, $failed failed"
[ "$failed" = 0 ]
