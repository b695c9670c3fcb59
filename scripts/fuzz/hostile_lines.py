#!/usr/bin/env python3
"""Throws seeded hostile lines at every surface a stranger writes to, through the binary itself.

A trap is a bug: any run that ends by a signal (SIGILL from a Swift trap, SIGSEGV, SIGABRT) is
printed with the seed, surface and exact argv or file so it can be run again, and the exit code
is 1. Work is bounded: --cases per surface (default 200), one fresh database per run.

    TASKDRAFT_BIN=.build/release/taskdraft scripts/fuzz/hostile_lines.py --seed 7 --cases 200
"""
import argparse, os, random, signal, subprocess, sys, tempfile

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
    counts, traps = {}, []

    def run(surface, argv, stdin=b"", note=""):
        counts[surface] = counts.get(surface, 0) + 1
        argv = [a.replace("\0", "") for a in argv]  # an argument cannot hold NUL; files can
        p = subprocess.run([binary] + argv, input=stdin, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=30)
        if p.returncode < 0:
            name = signal.Signals(-p.returncode).name
            traps.append((surface, name, argv, note))
            print("TRAP %s %s seed=%d argv=%r %s\n  %s" % (surface, name, args.seed, argv, note,
                  p.stderr.decode("utf-8", "replace")[-400:].replace("\n", "\n  ")), flush=True)

    run("add", ["add", "--yes", "seed task"])
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
    print("seed %d: %s; %d trap(s)" % (args.seed, ", ".join("%s %d" % kv for kv in sorted(counts.items())), len(traps)))
    sys.exit(1 if traps else 0)


if __name__ == "__main__":
    main()
