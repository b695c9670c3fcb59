#!/usr/bin/env python3
"""Throws seeded hostile lines at every surface a stranger writes to, through the binary itself.

A trap is a bug: any run that ends by a signal (SIGILL from a Swift trap, SIGSEGV, SIGABRT) is
printed with the seed, surface and exact argv or file so it can be run again, as is a run that
has not ended within 30 s (HANG), and the exit code is 1. Surfaces: draft, add, modify, list,
import in each format, edit with its options (--due, --start, --wait, --estimate, --parent,
--depends, --notes and the rest; now and then --now or --tz) and annotate. Work is bounded:
--cases per surface (default 200), one fresh database per run. The summary counts each
surface's runs and, in brackets, those that exited 0 (the rest were refused with a message).

    TASKDRAFT_BIN=.build/release/taskdraft scripts/fuzz/hostile_lines.py --seed 7 --cases 200
"""
import argparse, json, os, random, signal, subprocess, sys, tempfile

PIECES = ["999999999999999999999", "-9223372036854775808", "9223372036854775807", "0", "00", "-1", "31",
          "32", "24", "60", "2027", "99999", "-", "–", ":", "/", ".", "T", "Z", "+", "+14:00", "after", "before",
          "from", "to", "с", "до", "od", "do", "через", "za", "ago", "назад", "temu", "days", "дней", "dni",
          "hours", "полгода", "Monday", "среду", "piątek", "Oct", "октября", "2027-02-30", "2027-13-01T25:61",
          "14–16", "#2024-117", "1/0", "0/0", "in", "every", "and", "between", "не", "раньше", "estimate", "2h",
          "\u0301", "\u200d", "\u202e", "\u200f", "\ufeff", "\ufffd", "👨\u200d👩", "\"", "«", "!", "", "\t",
          "due:", "prio:", "priority:", "project:", "tag:", "depends:", "parent:", "recur:", "wait:",
          "scheduled:", "estimate:", "notes:", "status:", "+", "-", "+tag", "-tag", "@", "p:", "id:",
          "due:\u0301", "project:\u200d", "+\u0301", "-\u0301", "#\u0301", "1..", "3-1", "5..2", "9999999999",
          "depends:-9223372036854775808", "parent:999999999999999999999", "estimate:99999999h", "PT", "P1Y",
          "RRULE:FREQ=DAILY;COUNT=-1", "FREQ=", ";", "=", ",", "\\", "\\u", "x:y:z", "\u0000"]
# What the edit options and global options read besides words: moments and days at and past the
# edges, lengths, rules, id lists and ranges (each a whole value, where PIECES are words).
VALUES = ["0001-01-01", "0000-01-01", "9999-12-31T23:59:59+14:00", "10000-01-01", "+275760-09-13", "+275760-09-14T00:00:00Z",
          "-271821-04-20", "2026-02-30", "2026-02-29", "2024-02-29T23:59:60Z", "2026-12-31T23:59:60+03:00",
          "2026-12-04T10:00:00+25:00", "2026-12-04T10:00:00-25:00", "2026-12-04T24:00:00Z", "2026-12-04T10:00:00.9999999999Z",
          "२०२६-१२-०४", "２０２６-１２-０４", "23:59:60", "24:00", "25:61", "PT9223372036854775807S", "PT2562047788015215H",
          "P99999999Y", "P106751991167300D", "-PT30M", "PT0S", "P0D", "99999999h", "9223372036854775807m", "-1h", "0m",
          "1e308h", "NaN", "infh", "1.5h", "1h30m", "2w", "every 0 days", "every 9223372036854775807 days",
          "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;COUNT=-1", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=SECONDLY",
          "FREQ=MONTHLY;BYMONTHDAY=-31;UNTIL=99991231T235959Z", "none", "", " ", "1", "2", "3", "0", "-1", "1,1,1",
          "1,-1", "-1,-2", "1,2,3", "1-3", "1-999", "3-1", "1-9223372036854775807", "-9223372036854775808",
          "9223372036854775807", "99999999999999999999", "#1", "1\u0301", "+14:00", "+25:00", "-25:00", "Z", "UTC",
          "Europe/Moscow", "Etc/GMT+14", "../../etc/passwd", "x" * 10_000, "\u0301" * 1000]
ZONES = ["+25:00", "-25:00", "+14:00", "-12:00", "+99:99", "UTC", "Europe/Moscow", "Etc/GMT-14", "Pacific/Kiritimati",
         "America/St_Johns", "Nowhere/City", "", "+05:45", "+00:00\u0301"]
NOWS = ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59+14:00", "+275760-09-13T00:00:00Z", "2026-02-30T10:00:00Z",
        "2016-12-31T23:59:60Z", "1970-01-01T00:00:00Z", "2038-01-19T03:14:08Z", "2026-03-29T02:30:00+03:00", "-0001-01-01T00:00:00Z"]
FORMATS = ["json", "jsonl", "csv", "todoist", "ics", "taskwarrior", "todotxt", "lines"]
SHAPES = {
    "json": lambda t: ['[{"title":"%s","due":"%s","priority":"%s","depends":[%s],"parent":%s}]' % (t(), t(), t(), t(), t())],
    "jsonl": lambda t: ['{"title":"%s","due":"%s","tags":["%s"]}' % (t(), t(), t()) for _ in range(3)],
    "csv": lambda t: ["title,due,priority,project,tags", "%s,%s,%s,%s,%s" % (t(), t(), t(), t(), t())],
    "todoist": lambda t: ["TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE",
                          "task,%s,%s,%s,%s,,,%s,%s,%s" % (t(), t(), t(), t(), t(), t(), t())],
    "ics": lambda t: ["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:%s" % t(), "SUMMARY:%s" % t(), "DUE:%s" % t(),
                      "PRIORITY:%s" % t(), "RRULE:%s" % t(), "VALARM:%s" % t(), "END:VTODO", "END:VCALENDAR"],
    "taskwarrior": lambda t: ['[{"uuid":"%s","description":"%s","due":"%s","entry":"%s","status":"%s","urgency":%s}]'
                              % (t(), t(), t(), t(), t(), t())],
    "todotxt": lambda t: ["(%s) %s %s due:%s t:%s rec:%s +%s @%s" % (t(), t(), t(), t(), t(), t(), t(), t())],
    "lines": lambda t: [t() for _ in range(3)],
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=int(os.environ.get("TD_HOSTILE_SEED", "0")))
    ap.add_argument("--cases", type=int, default=200)
    args = ap.parse_args()
    binary = os.environ.get("TASKDRAFT_BIN", ".build/release/taskdraft")
    rng = random.Random(args.seed)

    def line(most=10):
        return rng.choice([" ", ""]).join(rng.choice(PIECES) for _ in range(rng.randint(1, most)))

    work = tempfile.mkdtemp(prefix="td-hostile-")
    env = dict(os.environ, HOME=work, XDG_DATA_HOME=work + "/data", XDG_CONFIG_HOME=work + "/config",
               XDG_STATE_HOME=work + "/state", TASKDRAFT_DB=work + "/tasks.db", LANG="C.UTF-8", TZ="Europe/Moscow")
    counts, accepted, traps = {}, {}, []

    def run(surface, argv, stdin=b"", note=""):
        counts[surface] = counts.get(surface, 0) + 1
        argv = [a.replace("\0", "") for a in argv]  # an argument cannot hold NUL; files can
        try:
            p = subprocess.run([binary] + argv, input=stdin, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=30)
        except subprocess.TimeoutExpired:
            traps.append((surface, "HANG", argv, note))
            print("HANG %s seed=%d argv=%r %s (no exit within 30 s)" % (surface, args.seed, [a[:300] for a in argv], note[:300]), flush=True)
            return
        if p.returncode == 0:
            accepted[surface] = accepted.get(surface, 0) + 1
        if p.returncode < 0:
            name = signal.Signals(-p.returncode).name
            traps.append((surface, name, argv, note))
            print("TRAP %s %s seed=%d argv=%r %s\n  %s" % (surface, name, args.seed, argv, note,
                  p.stderr.decode("utf-8", "replace")[-400:].replace("\n", "\n  ")), flush=True)

    run("add", ["add", "--yes", "seed task"])
    for words in ["second task", "third task", "fourth task"]:
        run("add", ["add", "--yes", words])
    listed = subprocess.run([binary, "list", "--all", "--json"], env=env, capture_output=True)
    uids = [t["uuid"] for t in json.loads(listed.stdout or b"[]")] or ["00000000-0000-0000-0000-000000000000"]
    # The edit and annotate surfaces draw from a generator of their own, so a seed replays the
    # other surfaces as it did before they were added.
    other = random.Random(args.seed * 1_000_003 + 1)

    def value():
        kind = other.randrange(10)
        if kind < 4:
            return other.choice(VALUES)
        if kind < 6:
            return other.choice([" ", ""]).join(other.choice(PIECES) for _ in range(other.randint(1, 5)))
        if kind == 6:
            return other.choice(uids) + other.choice(["", "", ",1", ",-1", "\u0301", ",%s" % other.choice(uids)])
        if kind == 7:
            return ",".join(other.choice(["1", "2", "3", "4", "-1", "-2", other.choice(uids)]) for _ in range(other.randint(1, 6)))
        return other.choice(VALUES) + other.choice(PIECES)

    def task_id():
        return other.choice(["1", "2", "3", "4", "1", "2", "0", "-1", "5", "9223372036854775807", "99999999999999999999",
                             "#2", "1-4", "1,2", "2-1", "1-1000", "1-999,1-999", value()])

    # Values each option takes, at their edges: half the options get one, so edits commit and the
    # store, the links and the recurrence meet them; the other half get hostile values.
    when = ["tomorrow", "friday 15:00", "0001-01-01", "9999-12-31", "9999-12-31T23:59:59+14:00", "2024-02-29", "none",
            "in 9999 years", "завтра в 9", "2026-12-02T10:00:00+03:00", "23:59", "0001-01-01T00:00:00-12:00", "yesterday"]
    text = ["Call\u0301 Anna", "👨\u200d👩\u200d👧", "\u202eevil\u202c", "x\u0301" * 200, "é" * 300, "due:\u0301", "wörk", "a\u200d"]
    edges = {"--due": when, "--start": when, "--wait": when, "--estimate": ["2h", "30m", "1h30m", "PT1H30M", "P365D", "PT0S",
             "none", "8760h", "1w", "0m"], "--parent": ["1", "2", "3", "4", "none"] + uids,
             "--depends": ["1", "2,3", "-1", "none", "1,2,3,4", "-2,-3"] + uids, "--notes": text + ["none", ""],
             "--title": text, "--project": text + ["none"], "--priority": ["H", "none", "", "low"],
             "--recur": ["every friday", "FREQ=DAILY", "every 2 weeks", "FREQ=MONTHLY;BYMONTHDAY=31", "none", "every day"],
             "--remind": ["30 minutes before", "9:00", "-PT30M", "PT9H", "-P10000D"], "--tag": text, "--untag": text,
             "--status": ["done", "pending"]}
    for i in range(args.cases):
        run("draft", ["draft", line()])
        run("add", ["add", "--yes", line()])
        run("modify", ["modify", "1"] + [line(3) for _ in range(rng.randint(1, 4))])
        run("list", ["list"] + [line(3) for _ in range(rng.randint(1, 3))])
        fmt = FORMATS[i % len(FORMATS)]
        rows = SHAPES[fmt](lambda: line(4).replace('"', rng.choice(['"', '\\"', ''])))
        data = ("\r\n" if rng.random() < 0.3 else "\n").join(rows).encode("utf-8", "surrogatepass")
        if rng.random() < 0.2:  # invalid UTF-8 and NUL bytes, as a file may hold them
            at = rng.randint(0, len(data))
            data = data[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xe2\x82"]) + data[at:]
        path = os.path.join(work, "in.%s" % fmt)
        with open(path, "wb") as f:
            f.write(data)
        run("import-" + fmt, ["import", "--dry-run", "--format", fmt, path], note="file=%r" % data)
        edit = ["edit", task_id()]
        for option in other.sample(sorted(edges), other.choice([1, 1, 2, 3, 4])):
            edit += [option, other.choice(edges[option]) if other.random() < 0.5 else value()]
        if other.random() < 0.15:
            flag = other.choice(["--now", "--tz"])
            edit += [flag, other.choice(NOWS if flag == "--now" else ZONES)]
        run("edit", edit + ["--yes"])
        run("annotate", ["annotate", task_id()] + [value() for _ in range(other.randint(1, 3))] + ["--yes"])
        if other.random() < 0.2:  # Taskwarrior's order: ids first
            run("annotate", [task_id(), "annotate", value(), "--yes"])
    print("seed %d: %s; %d trap(s)" % (args.seed, ", ".join("%s %d (%d)" % (k, n, accepted.get(k, 0)) for k, n in sorted(counts.items())), len(traps)))
    sys.exit(1 if traps else 0)


if __name__ == "__main__":
    main()
