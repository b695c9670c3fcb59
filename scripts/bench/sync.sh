#!/bin/sh
# `taskdraft sync` beside vdirsyncer on one local Radicale (BENCHMARKS.md, "Sync"): N tasks
# (default 5,000) pushed to an empty collection, pulled into an empty database / folder, a sync
# with no changes (median of RUNS), one change pushed and pulled. Markdown rows on stdout.
# Requests are what Radicale logged for each run, for both tools; bytes are TaskDraft's own
# count (`sync --json`, bodies only). DELAY_MS=25 puts both tools behind delay_proxy.py, as
# if the server were a 50 ms round trip away. VDIRSYNCER=0 leaves vdirsyncer's rows out. Needs
# radicale, vdirsyncer, curl.
set -eu
cd "$(dirname "$0")/../.."
BIN=${TASKDRAFT_BIN:-.build/release/taskdraft}
N=${N:-5000}
RUNS=${RUNS:-5}
WORK=$(mktemp -d)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
cleanup() { [ -n "${PROXY:-}" ] && kill "$PROXY" 2>/dev/null; [ -n "${RADICALE:-}" ] && kill -9 "$RADICALE" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
printf 'ann:pw\n' > "$WORK/users"
cat > "$WORK/radicale.conf" <<CONF
[server]
hosts = 127.0.0.1:$PORT
[auth]
type = htpasswd
htpasswd_filename = $WORK/users
htpasswd_encryption = plain
[storage]
filesystem_folder = $WORK/collections
[logging]
level = info
CONF
radicale -C "$WORK/radicale.conf" >"$WORK/radicale.log" 2>&1 & RADICALE=$!
# Requests Radicale has logged so far.
logged() { grep -c ' request for ' "$WORK/radicale.log" || true; }
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.1; done
mkcol() {
  curl -s -o /dev/null -u ann:pw -X MKCOL "http://127.0.0.1:$PORT/ann/$1/" -H 'Content-Type: application/xml' --data \
    '<?xml version="1.0"?><mkcol xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><set><prop><resourcetype><collection/><C:calendar/></resourcetype><C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set></prop></set></mkcol>'
}
mkcol td; mkcol vd
# Where the tools connect: Radicale, or the delaying proxy in front of it.
TOOL_PORT=$PORT
if [ "${DELAY_MS:-0}" -gt 0 ]; then
  python3 scripts/bench/delay_proxy.py "$PORT" "$DELAY_MS" > "$WORK/proxy.port" & PROXY=$!
  for _ in $(seq 50); do [ -s "$WORK/proxy.port" ] && break; sleep 0.1; done
  TOOL_PORT=$(cat "$WORK/proxy.port")
fi
now() { date +%s.%N; }
ms() { python3 -c "print(round(($2 - $1) * 1000))"; }

# TaskDraft
export TASKDRAFT_DAV_PW=pw
mkdir -p "$WORK/cfg"
printf '{"sync": {"url": "http://127.0.0.1:%s/", "username": "ann", "password_env": "TASKDRAFT_DAV_PW", "collection": "/ann/td/"}}' "$TOOL_PORT" > "$WORK/cfg/a.json"
python3 -c "import sys; [print('{\"title\": \"Task %d\", \"tags\": [\"bench\"]}' % i) for i in range(int(sys.argv[1]))]" "$N" \
  | TASKDRAFT_DB="$WORK/a.db" "$BIN" import - --format jsonl --yes >/dev/null
td() { db=$1; shift; r0=$(logged); t0=$(now); out=$(TASKDRAFT_DB="$db" "$BIN" --config "$WORK/cfg/a.json" sync --json "$@"); t1=$(now)
  bytes=$(printf '%s' "$out" | python3 -c 'import json,sys; j=json.load(sys.stdin); print(j["bytes_sent"] + j["bytes_received"])')
  echo "$(ms "$t0" "$t1") $(( $(logged) - r0 )) $bytes"; }
# The median wall time of RUNS runs of a command that prints "ms requests [bytes]"; the rest from the last.
median() { i=0; while [ $i -lt "$RUNS" ]; do "$@"; i=$((i + 1)); done | python3 -c '
import sys; rows = [l.split() for l in sys.stdin]; rows.sort(key=lambda r: int(r[0])); m = rows[len(rows) // 2]
print(" ".join([m[0]] + rows[-1][1:]))'; }
set -- $(td "$WORK/a.db"); echo "| TaskDraft | first sync, $N tasks → empty collection | $2 | $3 | $1 ms |"
set -- $(td "$WORK/b.db"); echo "| TaskDraft | first sync, empty database ← $N tasks | $2 | $3 | $1 ms |"
set -- $(median td "$WORK/b.db"); echo "| TaskDraft | no changes, a laptop that only pulled: lists every time (median of $RUNS) | $2 | $3 | $1 ms |"
# Radicale's share of that: the same REPORT (the stored sync token) sent by curl.
token=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT sync_token FROM sync_collections").fetchone()[0])' "$WORK/b.db")
report() { t=$(curl -s -o /dev/null -w '%{time_total}' -u ann:pw -X REPORT -H 'Depth: 1' -H 'Content-Type: application/xml; charset=utf-8' \
    --data "<?xml version=\"1.0\" encoding=\"utf-8\"?><d:sync-collection xmlns:d=\"DAV:\"><d:sync-token>$token</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>" \
    "http://127.0.0.1:$TOOL_PORT/ann/td/"); echo "$(python3 -c "print(round($t * 1000))") 1"; }
set -- $(median report); echo "| (curl) | the same REPORT alone: Radicale's share of the no-change sync (median of $RUNS) | $2 | | $1 ms |"
TASKDRAFT_DB="$WORK/a.db" "$BIN" edit 17 --yes --title "Task 17, edited" >/dev/null
set -- $(td "$WORK/a.db"); echo "| TaskDraft | 1 change in $N (push) | $2 | $3 | $1 ms |"
set -- $(td "$WORK/b.db"); echo "| TaskDraft | 1 change in $N (pull) | $2 | $3 | $1 ms |"
# The laptop that pushed that edit saw the collection's getlastmodified move for it: its syncs with
# nothing to do ask only that. The first after its own push lists (and so may the next, within the
# listing's margin of a second or two); a pause as between two real syncs, then RUNS of them.
sleep 3
runs=$(i=0; while [ $i -lt "$RUNS" ]; do td "$WORK/a.db"; i=$((i + 1)); done)
set -- $(printf '%s\n' "$runs" | python3 -c '
import sys; rows = [l.split() for l in sys.stdin]; s = sorted(rows, key=lambda r: int(r[0])); m = s[len(s) // 2]
print(m[0], "/".join(r[1] for r in rows), m[2])')
echo "| TaskDraft | no changes, a laptop that pushed an edit: asks getlastmodified (median of $RUNS) | $2 | $3 | $1 ms |"
modified() { t=$(curl -s -o /dev/null -w '%{time_total}' -u ann:pw -X PROPFIND -H 'Depth: 0' -H 'Content-Type: application/xml; charset=utf-8' \
    --data '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:getlastmodified/></d:prop></d:propfind>' \
    "http://127.0.0.1:$TOOL_PORT/ann/td/"); echo "$(python3 -c "print(round($t * 1000))") 1"; }
set -- $(median modified); echo "| (curl) | that PROPFIND alone: Radicale's share (median of $RUNS) | $2 | | $1 ms |"
[ "${VDIRSYNCER:-1}" = 0 ] && exit 0

# vdirsyncer + todoman's storage: a folder of .ics files
mkdir -p "$WORK/vd/local" "$WORK/vd/status" "$WORK/vd/fresh"
cat > "$WORK/vd/config" <<CONF
[general]
status_path = "$WORK/vd/status/"
[pair tasks]
a = "local"
b = "remote"
collections = null
conflict_resolution = "b wins"
[storage local]
type = "filesystem"
path = "$WORK/vd/local/"
fileext = ".ics"
[storage remote]
type = "caldav"
url = "http://127.0.0.1:$TOOL_PORT/ann/vd/"
username = "ann"
password = "pw"
CONF
sed -e "s|$WORK/vd/local/|$WORK/vd/fresh/|" -e "s|$WORK/vd/status/|$WORK/vd/status2/|" "$WORK/vd/config" > "$WORK/vd/config2"
# The same tasks as .ics files, as todoman keeps them.
TASKDRAFT_DB="$WORK/a.db" "$BIN" export --format ics -o "$WORK/all.ics" >/dev/null 2>&1
python3 - "$WORK/all.ics" "$WORK/vd/local" <<'PY'
import sys, re
text = open(sys.argv[1], newline="").read()
for i, todo in enumerate(re.findall(r"BEGIN:VTODO.*?END:VTODO\r\n", text, re.S)):
    uid = re.search(r"UID:(.*)\r\n", todo).group(1)
    open("%s/%s.ics" % (sys.argv[2], uid), "w", newline="").write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n" + todo + "END:VCALENDAR\r\n")
PY
vd() { r0=$(logged); t0=$(now); yes | vdirsyncer -c "$1" sync >/dev/null 2>&1; t1=$(now); echo "$(ms "$t0" "$t1") $(( $(logged) - r0 ))"; }
yes | vdirsyncer -c "$WORK/vd/config" discover >/dev/null 2>&1
yes | vdirsyncer -c "$WORK/vd/config2" discover >/dev/null 2>&1
set -- $(vd "$WORK/vd/config"); echo "| vdirsyncer | first sync, $N tasks → empty collection | $2 | | $1 ms |"
set -- $(vd "$WORK/vd/config2"); echo "| vdirsyncer | first sync, empty folder ← $N tasks | $2 | | $1 ms |"
set -- $(median vd "$WORK/vd/config2"); echo "| vdirsyncer | no changes (median of $RUNS) | $2 | | $1 ms |"
f=$(ls "$WORK/vd/local" | head -1); sed -i 's/^SUMMARY:.*/SUMMARY:edited/' "$WORK/vd/local/$f"
set -- $(vd "$WORK/vd/config"); echo "| vdirsyncer | 1 change in $N (push) | $2 | | $1 ms |"
set -- $(vd "$WORK/vd/config2"); echo "| vdirsyncer | 1 change in $N (pull) | $2 | | $1 ms |"
