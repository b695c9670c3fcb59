#!/usr/bin/env python3
"""TaskDraft benchmarks: release build, several runs, medians, and ratios against peers
measured in the same run. Prints Markdown for BENCHMARKS.md and writes raw JSON under
bench-results/.

    scripts/bench/bench.py [--full] [section ...]   # default: every section (--list names them)

`make bench` runs every section at its default size, within 20 minutes on the 2-core machine
it is developed on; `make bench-full` (`--full`) runs the long forms a section has (`FULL`:
the backends drafting every corpus sentence through the model, sync at 5,000 tasks beside
vdirsyncer, ...), which take hours. Each section's Markdown is also written to
bench-results/sections/NAME.md (NAME-full.md for a long form), with the command that
reproduces it; `scripts/bench/paste.py` puts it into BENCHMARKS.md.

A section is a function that prints its Markdown (a `## ` heading first), reads `FULL` if it
has a long form, and returns False when a budget it checks is missed; it joins `SECTIONS`.
"""
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import traceback
import uuid

from paste import BESIDE
from prose import wrap

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, ".build", "release", "taskdraft")
RESULTS = os.path.join(ROOT, "bench-results")
NOW = "2026-12-02T10:00:00+03:00"
# Set by --full (`make bench-full`): sections with a long form run it.
FULL = False
NOW_EPOCH = 1796194800


def hyperfine(commands, runs, env, warmup=3, prepare=None):
    """Runs hyperfine on named commands; returns {name: median seconds}."""
    with tempfile.TemporaryDirectory(prefix="td-hyperfine-") as work:
        return _hyperfine(commands, runs, env, warmup, prepare, os.path.join(work, "h.json"))


def _hyperfine(commands, runs, env, warmup, prepare, out):
    args = ["hyperfine", "-N", "--runs", str(runs), "--warmup", str(warmup), "--export-json", out, "--style", "none"]
    if prepare:
        args += ["--prepare", prepare]
    for name, cmd in commands:
        args += ["-n", name, cmd]
    # Its warnings (outliers, a slow first run) are about this shared machine, which the
    # medians and the interleaving already allow for; they are shown only if it fails.
    done = subprocess.run(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"hyperfine failed: {done.stderr[-2000:]}")
    with open(out) as f:
        data = json.load(f)
    return {r["command"]: r for r in data["results"]}


def interleaved_rounds(pairs, rounds, runs_per_round=3, after_round=None):
    """Each (name, command, env) timed by hyperfine in alternating short batches, one batch of
    each a round: on a shared virtual machine the speed drifts from minute to minute, and timing
    one tool's 30 runs after the other's put that drift into the ratio. Returns {name: [its
    batch of each round]}, a batch being hyperfine's result (`times`; `user` and `system`, means
    over the batch). `after_round`, if given, runs after each round: a probe of the machine at
    that minute."""
    batches = {name: [] for name, _, _ in pairs}
    for name, cmd, env in pairs:
        hyperfine([(name, cmd)], 3, env, warmup=0)
    for _ in range(rounds):
        for name, cmd, env in pairs:
            batches[name].append(hyperfine([(name, cmd)], runs_per_round, env, warmup=1)[name])
        if after_round:
            after_round()
    return batches


def median_of(values):
    """The middle value; of an even count, the upper of the two in the middle."""
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def ms(result):
    return result["median"] * 1000


def scratch(seeded=0):
    """A fresh directory for one measurement: HOME, config and the database inside it, the
    fixed clock and zone, and `seeded` tasks in the database when asked for; returns
    (directory, environment, database path)."""
    base = tempfile.mkdtemp(prefix="td-bench-")
    db = os.path.join(base, "tasks.db")
    env = dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW=NOW, HOME=base, XDG_CONFIG_HOME=base + "/config",
               TASKDRAFT_DB=db)
    if seeded:
        seed_taskdraft(db, seeded, env)
    return base, env, db


def new_database(db, env, binary=None):
    """Creates an empty taskdraft database at `db`, its schema made by taskdraft itself: a command
    that writes (an import of nothing), since one that only reads refuses a path with no database."""
    subprocess.run([binary or BIN, "import", "--format", "lines", "/dev/null", "--yes", "--db", db], env=env, check=True,
                   stdout=subprocess.DEVNULL)


def seed_taskdraft(db, count, env):
    """Fills a taskdraft database with `count` pending tasks through its documented schema."""
    new_database(db, env)
    rng = random.Random(7)
    conn = sqlite3.connect(db)
    with conn:
        for i in range(count):
            due = NOW_EPOCH + rng.randint(-10, 60) * 86400 + rng.randint(0, 23) * 3600 if i % 3 else None
            conn.execute(
                "INSERT INTO tasks (uuid, title, status, priority, due, due_epoch, created_at, modified_at) "
                "VALUES (?, ?, 'pending', ?, ?, ?, ?, ?)",
                (str(uuid.uuid4()), f"Task {i}: prepare the quarterly report", rng.choice(["none", "low", "medium", "high"]),
                 None if due is None else time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(due)), due,
                 NOW_EPOCH, NOW_EPOCH))
            if i % 5 == 0:
                conn.execute("INSERT INTO task_tags (task_id, tag, position) VALUES (last_insert_rowid(), 'work', 0)")
                conn.execute("UPDATE tasks SET tag_count = 1 WHERE id = (SELECT max(id) FROM tasks)")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def taskwarrior_env(base, env):
    data = os.path.join(base, "taskdata")
    os.makedirs(data, exist_ok=True)
    rc = os.path.join(base, "taskrc")
    with open(rc, "w") as f:
        f.write(f"data.location={data}\nconfirmation=off\nverbose=nothing\nhooks=off\n")
    e = dict(env, TASKRC=rc, TASKDATA=data)
    return e


def seed_taskwarrior(env, count):
    rng = random.Random(7)
    with tempfile.TemporaryDirectory(prefix="td-tw-") as work:
        path = os.path.join(work, "tw.json")
        with open(path, "w") as f:
            for i in range(count):
                due = NOW_EPOCH + rng.randint(-10, 60) * 86400
                f.write(json.dumps({"uuid": str(uuid.uuid4()), "description": f"Task {i}: prepare the quarterly report",
                                    "status": "pending", "entry": "20261201T000000Z",
                                    "due": time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(due))}) + "\n")
        subprocess.run(["task", "import", path], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# Issue 27: `add --yes` at most this fraction of `task add`'s time, on the empty database
# and at 10,000 tasks (flat: the database's size must not show).
STARTUP_BUDGET = 0.80


# "Flat": `add --yes` at 10,000 tasks at most this multiple of its time on the empty database,
# both measured in the same rounds. An add does the same work at either size; work that grew
# with the tasks (a scan of every row) would show as several times.
STARTUP_FLAT = 1.25


def sync_ms(directory):
    """Milliseconds this disk takes to make a 4 KB write durable: the block rewritten in place in
    a file in `directory`, then fdatasync, what each of `task add`'s syncs waits for."""
    fd = os.open(os.path.join(directory, "sync-probe"), os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        os.pwrite(fd, b"\0" * 4096, 0)
        start = time.perf_counter()
        os.fdatasync(fd)
        return (time.perf_counter() - start) * 1000
    finally:
        os.close(fd)


def spread(values, unit=""):
    """The middle half and the extremes of `values`: "0.78–0.90× (0.61–1.12×)"."""
    ordered = sorted(values)
    quartile = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]
    return (f"{quartile(0.25):.2f}–{quartile(0.75):.2f}{unit} "
            f"({ordered[0]:.2f}–{ordered[-1]:.2f}{unit})")


def section_startup():
    """`add --yes` beside Taskwarrior's `task add`, each on an empty database and on one of
    10,000 tasks, and `taskdraft --version` (the process floor), all five interleaved in the
    same rounds. Beside the medians it prints what the ratio rests on: the ratio round by round,
    each tool's CPU time, and how long the disk took to sync in the same minutes: `task add`
    syncs its add to the disk and an add that does not checkpoint does not, so on a disk the
    other builds share the peer's time moves with the disk and ours does not. Returns whether
    the budget is met."""
    rounds = 20
    print(f"## Start-up: `add --yes`, cold process (median of {rounds * 3} runs each, all five commands alternating "
          "in batches of 3)\n")
    add = f"{BIN} add 'Submit the weekly report tomorrow at 15:00 #finance' --yes"
    peer = "task add 'Submit the weekly report' due:tomorrow +finance"
    commands, bases = [], []
    for size in (0, 10_000):
        base, env, db = scratch()
        bases.append(base)
        tw = taskwarrior_env(base, env)
        if size:
            seed_taskdraft(db, size, env)
            seed_taskwarrior(tw, size)
        else:
            subprocess.run([BIN, "list"], env=env, check=True, stdout=subprocess.DEVNULL)
            subprocess.run(["task", "add", "warm"], env=tw, check=True, stdout=subprocess.DEVNULL)
        commands += [(f"taskdraft {size}", add, env), (f"task {size}", peer, tw)]
    commands.append(("version", f"{BIN} --version", env))
    syncs = []
    batches = interleaved_rounds(commands, rounds, after_round=lambda: syncs.append(sync_ms(bases[0])))
    for base in bases:
        shutil.rmtree(base, ignore_errors=True)
    m = {name: median_of([t for batch in runs for t in batch["times"]]) * 1000 for name, runs in batches.items()}
    cpu = {name: median_of([batch["user"] + batch["system"] for batch in runs]) * 1000 for name, runs in batches.items()}

    def by_round(size):
        return [median_of(a["times"]) / median_of(b["times"]) for a, b in zip(batches[f"taskdraft {size}"], batches[f"task {size}"])]

    rows = [(size, m[f"taskdraft {size}"], m[f"task {size}"], by_round(size)) for size in (0, 10_000)]
    print("| tasks in database | `taskdraft add … --yes` | Taskwarrior `task add` | ratio (taskdraft / task) "
          "| the ratio round by round: middle half (all) | CPU: taskdraft, task, ratio |")
    print("|---:|---:|---:|---:|---:|---:|")
    for size, a, b, ratios in rows:
        print(f"| {size:,} | {a:.1f} ms | {b:.1f} ms | **{a / b:.2f}×** | {spread(ratios, '×')} "
              f"| {cpu[f'taskdraft {size}']:.1f} ms, {cpu[f'task {size}']:.1f} ms, "
              f"{cpu[f'taskdraft {size}'] / cpu[f'task {size}']:.2f}× |")
    print()
    flat = rows[1][1] / rows[0][1]
    met = all(a / b <= STARTUP_BUDGET for _, a, b, _ in rows) and flat <= STARTUP_FLAT
    within = sum(r <= STARTUP_BUDGET for r in rows[0][3])
    base = tempfile.mkdtemp(prefix="td-bench-")
    r = hyperfine([("true", "/bin/true")], 30, dict(os.environ, HOME=base))
    shutil.rmtree(base, ignore_errors=True)
    print(f"Budget (issue 27): `add --yes` ≤ {STARTUP_BUDGET:.2f}× `task add` on the empty database and at 10,000 "
          f"tasks, and flat (10,000 tasks ≤ {STARTUP_FLAT:.2f}× empty) — {'**met**' if met else '**NOT met**'}: "
          f"{', '.join(f'{a / b:.2f}×' for _, a, b, _ in rows)}; flat {flat:.2f}×; on the empty database "
          f"{within} of {rounds} rounds within it. "
          f"The process floor: `taskdraft --version` {m['version']:.1f} ms, `/bin/true` {ms(r['true']):.1f} ms. "
          f"A 4 KB write made durable (fdatasync) after each round: {median_of(syncs):.2f} ms, {spread(syncs, ' ms')}.\n")
    return met


def section_list():
    print("## `list` over 100,000 tasks (median of 20 runs)\n")
    base, env, db = scratch(seeded=100_000)
    r = hyperfine([("list", f"{BIN} list"), ("list due:today", f"{BIN} list due:today"),
                   ("list +work report", f"{BIN} list +work report"),
                   ("list +work reporting", f"{BIN} list +work reporting"),
                   ("list --all --jsonl", f"{BIN} list --all --jsonl")], 20, env)
    print("| command | median |")
    print("|---|---:|")
    for name in ("list", "list due:today", "list +work report", "list +work reporting", "list --all --jsonl"):
        print(f"| `taskdraft {name}` | {ms(r[name]):.1f} ms |")
    print()
    shutil.rmtree(base, ignore_errors=True)


# Issue 29: `next` over 100,000 tasks at most this many milliseconds.
NEXT_BUDGET_MS = 50


def seed_next(db, tw, count):
    """The same `count` pending tasks in a taskdraft database (through its documented schema)
    and in Taskwarrior (`task import`), with what urgency weighs spread over them: a due date on
    two thirds (10 days overdue to 60 ahead), every priority, ages up to 400 days, a project on
    one in 7, the tag `work` on one in 5 and `next` on one in 500. TaskDraft's four levels are
    Taskwarrior's (`none` is no priority)."""
    new_database(db, tw)
    with tempfile.TemporaryDirectory(prefix="td-tw-") as work:
        path = os.path.join(work, "tw.json")
        _write_next_tasks(db, path, count)
        subprocess.run(["task", "import", path], env=tw, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _write_next_tasks(db, path, count):
    """`seed_next`'s tasks into the database at `db` and, as Taskwarrior imports them, the file at `path`."""
    rng = random.Random(29)
    conn = sqlite3.connect(db)
    with conn, open(path, "w") as f:
        for i in range(count):
            task_uuid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            title = f"Task {i}: prepare the quarterly report"
            due = NOW_EPOCH + rng.randint(-10, 60) * 86400 + rng.randint(0, 23) * 3600 if i % 3 else None
            priority = rng.choice(["none", "low", "medium", "high"])
            created = NOW_EPOCH - rng.randint(0, 400) * 86400
            project = "office" if i % 7 == 0 else None
            tags = (["work"] if i % 5 == 0 else []) + (["next"] if i % 500 == 0 else [])
            conn.execute(
                "INSERT INTO tasks (uuid, title, status, priority, project, due, due_epoch, created_at, modified_at, "
                "tag_count) VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)",
                (task_uuid, title, priority, project,
                 None if due is None else time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(due)), due,
                 created, created, len(tags)))
            for position, tag in enumerate(tags):
                conn.execute("INSERT INTO task_tags (task_id, tag, position) VALUES (last_insert_rowid(), ?, ?)",
                             (tag, position))
            record = {"uuid": task_uuid, "description": title, "status": "pending",
                      "entry": time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(created))}
            if due is not None:
                record["due"] = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(due))
            if priority != "none":
                record["priority"] = {"high": "H", "medium": "M", "low": "L"}[priority]
            if project:
                record["project"] = project
            if tags:
                record["tags"] = tags
            f.write(json.dumps(record) + "\n")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def add_plan_fields(db, count):
    """Issue 29's fields on the tasks `seed_next` made, which make `next` weigh more: a start on
    one in 10 (from 5 days ago to 10 ahead), a link to an earlier task on one in 20 (so about as
    many block another), a wait of up to a month on one in 25, one to three annotations on one in
    15 (written as `annotate` writes them: rows, the texts in `notes`, their count)."""
    rng = random.Random(53)
    conn = sqlite3.connect(db)
    with conn:
        for i in range(1, count + 1):
            if i % 10 == 3:
                start = NOW_EPOCH + rng.randint(-5, 10) * 86400
                conn.execute("UPDATE tasks SET start = ? WHERE id = ?",
                             (time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(start)), i))
            if i % 20 == 7:
                conn.execute("INSERT INTO task_depends (task_id, depends_on, position) VALUES (?, ?, 0)", (i, rng.randrange(1, i)))
            if i % 25 == 11:
                wait = NOW_EPOCH + rng.randint(1, 30) * 86400
                conn.execute("UPDATE tasks SET wait = ?, wait_epoch = ? WHERE id = ?",
                             (time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(wait)), wait, i))
            if i % 15 == 4:
                texts = [f"called, no answer {n}" for n in range(rng.randint(1, 3))]
                for position, text in enumerate(texts):
                    conn.execute("INSERT INTO task_annotations (task_id, position, entry, text) VALUES (?, ?, ?, ?)",
                                 (i, position, NOW_EPOCH - 86400, text))
                conn.execute("UPDATE tasks SET notes = ?, annotation_count = ? WHERE id = ?", ("\n".join(texts), len(texts), i))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def section_next():
    """`taskdraft next` beside Taskwarrior's `task next` on the same 100,000 pending tasks.
    Returns whether `next` is within its budget."""
    count = 100_000
    runs, peer_runs = 30, 5
    print(f"## `next` over {count:,} tasks, beside Taskwarrior's `task next` (median of {runs} runs; "
          f"`task next` {peer_runs})\n")
    base, env, db = scratch()
    tw = taskwarrior_env(base, env)
    seed_next(db, tw, count)
    # Taskwarrior's clock cannot be fixed; its dates are the fixed clock's, so urgencies differ
    # by the days between them, and the work does not.
    cases = [("next", f"{BIN} next"), ("next +work", f"{BIN} next +work"),
             ("next --limit 10 --json", f"{BIN} next --limit 10 --json"),
             ("list sort:urgency project:office", f"{BIN} list sort:urgency project:office")]
    r = hyperfine(cases, runs, env)
    peer = hyperfine([("task next", "task next")], peer_runs, tw, warmup=1)
    theirs = ms(peer["task next"])
    # The same tasks with starts, links, waits and annotations (Taskwarrior's `task next` takes about a
    # minute over them, so it is not run again).
    add_plan_fields(db, count)
    planned = [("next", f"{BIN} next")]
    p = hyperfine(planned, runs, env)
    print("| command | median | vs `task next` |")
    print("|---|---:|---:|")
    for name, _ in cases:
        print(f"| `taskdraft {name}` | {ms(r[name]):.1f} ms | {ms(r[name]) / theirs:.3f}× |")
    print(f"| Taskwarrior `task next` | {theirs:.1f} ms | 1.0× |")
    for name, _ in planned:
        print(f"| `taskdraft {name}`, a start on 1 in 10, a link on 1 in 20, a wait on 1 in 25, annotations on 1 in 15 "
              f"| {ms(p[name]):.1f} ms | |")
    print()
    ours, planned_ms = ms(r["next"]), ms(p["next"])
    met = ours <= NEXT_BUDGET_MS and planned_ms <= NEXT_BUDGET_MS
    print(f"Budget (issue 29): `taskdraft next` ≤ {NEXT_BUDGET_MS} ms over {count:,} tasks — "
          f"{'**met**' if met else '**NOT met**'}: {ours:.1f} ms, {planned_ms:.1f} ms with starts, links, waits and annotations.\n")
    shutil.rmtree(base, ignore_errors=True)
    return met


def annotated_task_file(path, notes):
    """One pending task with `notes` annotations, a minute apart, as Taskwarrior's `task export`
    writes it: the same data for `taskdraft import` and `task import`."""
    start = NOW_EPOCH - notes * 60
    annotations = [{"entry": time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(start + i * 60)),
                    "description": f"note {i}: called, no answer"} for i in range(notes)]
    with open(path, "w") as f:
        json.dump([{"uuid": str(uuid.UUID(int=29)), "description": "Call the supplier", "status": "pending",
                    "entry": "20261101T090000Z", "annotations": annotations}], f)


def section_annotate():
    """`taskdraft annotate` on a task with 9,999 notes (the annotate makes it 10,000, the most a
    task keeps) beside Taskwarrior's `task annotate` on the same task, each file restored before
    every run, alternating in batches."""
    notes, rounds, per_round = 9_999, 5, 4
    print(f"## `annotate` on a task with {notes:,} notes, beside Taskwarrior's `task annotate` "
          f"(median of {rounds * per_round} runs each, the data restored before each, alternating in batches of {per_round})\n")
    base, env, db = scratch()
    tw = taskwarrior_env(base, env)
    path = os.path.join(base, "annotated.json")
    annotated_task_file(path, notes)
    subprocess.run([BIN, "import", path, "--format", "taskwarrior", "--yes"], env=env, check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["sqlite3", db, "PRAGMA wal_checkpoint(TRUNCATE)"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["task", "import", path], env=tw, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    saved_db, saved_data = db + ".saved", tw["TASKDATA"] + ".saved"
    shutil.copy(db, saved_db)
    shutil.copytree(tw["TASKDATA"], saved_data)
    stored = sqlite3.connect(db).execute("SELECT count(*) FROM task_annotations").fetchone()[0]
    assert stored == notes, f"taskdraft imported {stored} notes of {notes}"
    ours = ("taskdraft annotate", f"{BIN} annotate 1 called again, left a message --yes", env,
            f"sh -c 'rm -f {db}-wal {db}-shm && cp {saved_db} {db}'")
    theirs = ("task annotate", "task 1 annotate called again, left a message", tw,
              f"sh -c 'rm -rf {tw['TASKDATA']} && cp -r {saved_data} {tw['TASKDATA']}'")
    samples = {name: [] for name, _, _, _ in (ours, theirs)}
    for _ in range(rounds):
        for name, command, environment, restore in (ours, theirs):
            samples[name] += hyperfine([(name, command)], per_round, environment, warmup=1, prepare=restore)[name]["times"]
    median = {name: sorted(t)[len(t) // 2] * 1000 for name, t in samples.items()}
    after = sqlite3.connect(db).execute("SELECT count(*) FROM task_annotations").fetchone()[0]
    assert after == notes + 1, f"after an annotate the task has {after} notes"
    print("| command | median | vs `task annotate` |")
    print("|---|---:|---:|")
    print(f"| `taskdraft annotate 1 …` | {median['taskdraft annotate']:.1f} ms | "
          f"{median['taskdraft annotate'] / median['task annotate']:.2f}× |")
    print(f"| Taskwarrior `task 1 annotate …` | {median['task annotate']:.1f} ms | 1.0× |")
    print()
    shutil.rmtree(base, ignore_errors=True)


def section_complete():
    """Shell completion's dynamic half: what one Tab costs over 100,000 tasks (budget 20 ms)."""
    print("## Shell completion (`__complete`) over 100,000 tasks (median of 30 runs)\n")
    base, env, db = scratch(seeded=100_000)
    conn = sqlite3.connect(db)
    with conn:  # 50 projects and 50 more tags, spread over every task
        conn.execute("UPDATE tasks SET project = 'project' || (id % 50)")
        conn.execute("INSERT OR IGNORE INTO task_tags (task_id, tag, position) SELECT id, 'tag' || (id % 50), 1 FROM tasks")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    cases = [("ids after done", "__complete id --"), ("ids starting 12", "__complete id -- 12"),
             ("tags after +", "__complete filter -- +"), ("projects after project:", "__complete filter -- project:"),
             ("due: filters", "__complete filter -- due:")]
    r = hyperfine([(name, f"{BIN} {args}") for name, args in cases], 30, env)
    print("| what Tab completes | command | median |")
    print("|---|---|---:|")
    for name, args in cases:
        print(f"| {name} | `taskdraft {args}` | {ms(r[name]):.1f} ms |")
    print()
    shutil.rmtree(base, ignore_errors=True)


def corpus_sentences():
    path = os.path.join(ROOT, "Tests", "TaskDraftParserTests", "Fixtures", "sentences.tsv")
    with open(path, encoding="utf-8") as f:
        return [line.split("\t")[0] for line in f if "\t" in line and not line.startswith("#")]


def section_draft():
    print("## Built-in drafting: speed (accuracy: the next section)\n")
    # Speed: the task-sentence corpus repeated to 200,000 lines, JSON Lines out, one core.
    sentences = corpus_sentences()
    lines = (sentences * (200_000 // len(sentences) + 1))[:200_000]
    base = tempfile.mkdtemp(prefix="td-bench-")
    path = os.path.join(base, "sentences.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    env = dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW=NOW, TASKDRAFT_REGION="RU", HOME=base,
               XDG_CONFIG_HOME=base + "/config")
    def rate(path, count, env):
        """Median lines/s of `taskdraft draft` over a file, pinned to one core."""
        times = []
        for _ in range(5):
            start = time.perf_counter()
            with open(path, "rb") as stdin:
                subprocess.run(["taskset", "-c", "0", BIN, "draft"], stdin=stdin, stdout=subprocess.DEVNULL, env=env,
                               check=False)
            times.append(time.perf_counter() - start)
        times.sort()
        return count / times[len(times) // 2]

    ours_rate = rate(path, len(lines), env)
    # The same phrases dateparser reads, for a like-for-like ratio.
    duck = []
    for lang in ("ru", "en"):
        with open(os.path.join(ROOT, "bench", "data", "duckling", f"{lang}.jsonl"), encoding="utf-8") as f:
            duck += [json.loads(line)["text"].replace("\n", " ") for line in f if line.strip()]
    duck_lines = (duck * (200_000 // len(duck) + 1))[:200_000]
    duck_path = os.path.join(base, "duckling.txt")
    with open(duck_path, "w", encoding="utf-8") as f:
        f.write("\n".join(duck_lines) + "\n")
    duck_env = dict(env, TZ="Etc/GMT+2", TASKDRAFT_NOW="2013-02-12T04:30:00-02:00", TASKDRAFT_REGION="US")
    ours_duck_rate = rate(duck_path, len(duck_lines), duck_env)

    # dateparser's rate on the same phrases, timed by the accuracy script in its own virtualenv.
    timing = os.path.join(base, "duckling-timing.json")
    subprocess.run([sys.executable, ACCURACY, "--bin", BIN, "--suite", "duckling-en", "--suite", "duckling-ru",
                    "--dateparser", "--json", timing], capture_output=True, check=True)
    with open(timing, encoding="utf-8") as f:
        timed = json.load(f)
    dp_rate = len(timed["lines"]) / timed["seconds"]["dateparser"]

    print("| input (one core, `taskset -c 0`, median of 5) | taskdraft | dateparser 1.5.0 | ratio |")
    print("|---|---:|---:|---:|")
    print(f"| 200,000 task sentences (the test corpus, repeated), JSON Lines out | **{ours_rate:,.0f}/s** | | |")
    print(f"| the Duckling phrases (942, repeated to 200,000) | **{ours_duck_rate:,.0f}/s** | {dp_rate:,.0f}/s | "
          f"**{ours_duck_rate / dp_rate:,.0f}×** |")
    # Issue 30 §1: what a line at the prompt is (task, command, question), decided before any
    # drafting. The corpus sentences and the prompt's questions and commands in three
    # languages, 200,000 lines; the cost per line is the run less an empty run, over the lines.
    prompt_lines = ["what's due Friday?", "anything overdue?", "what's due tomorrow for #work?", "покажи задачи на завтра",
                    "что у меня сегодня?", "co mam jutro?", "undo", "quit", "help", "n", "Show Anna the slides tomorrow"]
    mixed = (sentences + prompt_lines * 20)
    mixed_lines = (mixed * (200_000 // len(mixed) + 1))[:200_000]
    mixed_path = os.path.join(base, "prompt-lines.txt")
    with open(mixed_path, "w", encoding="utf-8") as f:
        f.write("\n".join(mixed_lines) + "\n")
    empty_path = os.path.join(base, "empty.txt")
    open(empty_path, "w").close()
    def seconds(path):
        times = []
        for _ in range(5):
            start = time.perf_counter()
            with open(path, "rb") as stdin:
                subprocess.run(["taskset", "-c", "0", BIN, "draft", "--classify"], stdin=stdin, stdout=subprocess.DEVNULL,
                               env=env, check=True)
            times.append(time.perf_counter() - start)
        times.sort()
        return times[len(times) // 2]
    per_line_ms = (seconds(mixed_path) - seconds(empty_path)) / len(mixed_lines) * 1000
    questions = sum(1 for line in mixed_lines if line in prompt_lines)
    print(f"| classifying a prompt line (`draft --classify`: 200,000 lines, {questions:,} of them questions and "
          f"commands), budget ≤ 1 ms | **{per_line_ms * 1000:,.1f} µs/line** | | |")
    print()
    shutil.rmtree(base, ignore_errors=True)
    return per_line_ms <= 1.0


ACCURACY = os.path.join(ROOT, "scripts", "bench", "accuracy.py")


def section_understanding():
    """Issue 28 §5: the built-in parser on the public suites in bench/data/ beside dateparser in the
    same run, with the issue's budgets and what fails by class; scripts/bench/accuracy.py prints the
    section (each suite's main rows), writes every row to
    bench-results/sections/understanding-rows.md (bench/ACCURACY.md's block) and every line's
    outcome to bench-results/understanding.json."""
    done = subprocess.run([sys.executable, ACCURACY, "--bin", BIN, "--dateparser", "--markdown", "--budgets",
                           "--rows", beside_path("understanding-rows"),
                           "--json", os.path.join(RESULTS, "understanding.json")], capture_output=True, text=True)
    print(done.stdout, end="")
    if done.returncode not in (0, BUDGET_MISSED):
        raise RuntimeError("accuracy.py failed: " + done.stderr[-2000:])
    return done.returncode == 0


BUDGET_MISSED = 3  # accuracy.py's exit status when a row misses its budget


def free_port():
    import socket
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def section_http():
    """The HTTP client against the real local llama-server (SmolLM2-135M), beside curl."""
    print("## HTTP backend: client overhead beside `curl`, and concurrent drafts\n")
    peers = os.path.join(ROOT, "scripts", "peers", "llama-server.sh")
    subprocess.run([peers, "build"], check=True)
    port = free_port()
    # Two threads, as this section has always measured (4 jobs share them); the peer's default is one.
    subprocess.run([peers, "start", str(port)], check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, TASKDRAFT_LLAMA_THREADS="2"))
    base = tempfile.mkdtemp(prefix="td-bench-")
    try:
        url = f"http://127.0.0.1:{port}/v1"
        config = os.path.join(base, "config.json")
        with open(config, "w") as f:
            json.dump({"backends": [{"name": "llama", "url": url, "model": "smollm2", "where": "this-machine"}],
                       "log_content": True, "timeouts": {"total_s": 120}}, f)
        env = dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW=NOW, TASKDRAFT_REGION="RU", HOME=base,
                   XDG_CONFIG_HOME=base + "/config", TASKDRAFT_DB=os.path.join(base, "tasks.db"))
        td = [BIN, "--config", config]

        # 1. A request that costs the server nothing: GET /v1/models, a cold process each run.
        #    `backend` starts, reads config.json, loads libcurl and probes GET /models once.
        r = hyperfine([("taskdraft backend", f"{BIN} backend --config {config}"),
                       ("curl /models", f"curl -s -o /dev/null {url}/models")], 30, env)
        ours, theirs = ms(r["taskdraft backend"]), ms(r["curl /models"])

        # 2. One draft: taskdraft's request (captured from its own log) sent again by curl.
        #    Runs alternate, so both meet the server's prompt cache in the same state; only
        #    taskdraft runs that made exactly one request (no repair) are paired, since the
        #    135M model's answer can change with the cache state even at temperature 0.
        sentence = "Buy milk"
        draft_cmd = td + ["draft", "--json", "--backend", "llama", sentence]
        subprocess.run(draft_cmd, env=env, check=True, capture_output=True)
        log = json.loads(subprocess.run(td + ["log", "--json", "--limit", "5"], env=env, check=True,
                                        capture_output=True).stdout)
        body = os.path.join(base, "body.json")
        with open(body, "w") as f:
            f.write([e for e in log if e["purpose"] == "draft"][0]["request"])
        curl_cmd = ["curl", "-s", "-o", "/dev/null", "-H", "Content-Type: application/json", "--data-binary", "@" + body,
                    url + "/chat/completions"]
        # A draft takes 3-45 s on the shared cores: one pair by default, 12 with --full.
        tries = 12 if FULL else 1
        ours_runs, curl_runs, skipped = [], [], 0
        count = len(log)
        for _ in range(tries):
            start = time.perf_counter()
            subprocess.run(draft_cmd, env=env, check=True, capture_output=True)
            elapsed = time.perf_counter() - start
            log = json.loads(subprocess.run(td + ["log", "--json", "--limit", "1000"], env=env, check=True,
                                            capture_output=True).stdout)
            made, count = len(log) - count, len(log)
            start = time.perf_counter()
            subprocess.run(curl_cmd, env=env, check=True)
            curl_elapsed = time.perf_counter() - start
            if made == 1:
                ours_runs.append(elapsed * 1000)
                curl_runs.append(curl_elapsed * 1000)
            else:
                skipped += 1
        ours_runs.sort()
        curl_runs.sort()
        pairs = len(ours_runs)

        print("| request | `taskdraft` (cold process) | `curl` (cold process) | difference | ratio |")
        print("|---|---:|---:|---:|---:|")
        print(f"| `GET /v1/models` (taskdraft: `backend`, one probe) | {ours:.1f} ms | {theirs:.1f} ms | "
              f"{ours - theirs:+.1f} ms | {ours / theirs:.2f}× |")
        if pairs:
            draft_ours, draft_curl = ours_runs[pairs // 2], curl_runs[pairs // 2]
            print(f"| one draft, `POST /chat/completions` (same body) | {draft_ours:.0f} ms | "
                  f"{draft_curl:.0f} ms | {draft_ours - draft_curl:+.0f} ms | {draft_ours / draft_curl:.3f}× |")
        print()
        later = "" if FULL else " Concurrent drafts (`import --jobs 1` and `--jobs 4` of 50 sentences): `--full`."
        print(f"Medians of 30 runs for `GET /models`, of {pairs} alternating pairs for a draft ({skipped} of {tries} "
              "taskdraft runs left out for a repair request); one server. taskdraft's side includes its process "
              "start, config.json, libcurl's dlopen, the instructions and schema, validation and the built-in "
              f"cross-check.{later}\n")

        # 3. Concurrent drafts through one process (--full only: 100 drafts of seconds each).
        if FULL:
            concurrent_drafts(td, env, base)
    finally:
        subprocess.run([peers, "stop", str(port)], check=False)
        shutil.rmtree(base, ignore_errors=True)


def concurrent_drafts(td, env, base):
    """`import --jobs N` of 50 corpus sentences through one process, a fresh database per row
    so every line is drafted and committed."""
    how_many = 50
    sentences = corpus_sentences()[:how_many]
    path = os.path.join(base, "sentences.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(sentences) + "\n")
    rows = []
    for jobs in (1, 4):
        run_env = dict(env, TASKDRAFT_DB=os.path.join(base, f"jobs-{jobs}.db"))
        start = time.perf_counter()
        out = subprocess.run(td + ["import", path, "--yes", "--json", "--backend", "llama", "--jobs", str(jobs)],
                             env=run_env, capture_output=True)
        seconds = time.perf_counter() - start
        report = json.loads(out.stdout)
        errors = [e["error"] for e in report.get("errors", [])]
        log = json.loads(subprocess.run(td + ["log", "--json", "--limit", "1000"], env=run_env, check=True,
                                        capture_output=True).stdout)
        from_model = sum(1 for e in log if e.get("purpose") in ("draft", "repair") and e.get("outcome") == "ok")
        latencies = sorted(e["latency_ms"] for e in log)
        median = latencies[len(latencies) // 2] if latencies else 0
        rows.append((jobs, seconds, report["created"], from_model, errors, len(log), median))
    print(f"`import FILE --yes --backend llama --jobs N`: {how_many} task sentences from the parser corpus, one process "
          "and a fresh database per row; N threads draft through the client (one libcurl handle each) and "
          "the commits keep input order.\n")
    print("| `import --jobs` | wall time | per sentence | tasks committed | answers accepted | bad records | requests | median request |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for jobs, seconds, n, from_model, errors, requests, median in rows:
        print(f"| {jobs} | {seconds:.1f} s | {seconds / how_many * 1000:.0f} ms | {n} | {from_model} | {len(errors)} | "
              f"{requests} | {median / 1000:.1f} s |")
    for jobs, _, _, _, errors, _, _ in rows:
        for error in errors[:3]:
            print(f"\n- `--jobs {jobs}` error: {error}")
    print(f"\nSpeed-up with 4 jobs: {rows[0][1] / rows[1][1]:.2f}×. The server runs 4 slots on 2 threads over one "
          f"4,096-token KV cache; the client's threads only wait.\n")


def corpus_cases(every=1):
    """The corpus with its expected fields: every `every`-th line (the model is slow)."""
    path = os.path.join(ROOT, "Tests", "TaskDraftParserTests", "Fixtures", "sentences.tsv")
    cases, region = [], "RU"
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("@region "):
                region = line[8:]
            if "\t" not in line or line.startswith("#"):
                continue
            text, title, due, priority, tags, project, recurrence = line.split("\t")
            cases.append({"text": text, "region": region, "title": title, "due": due, "priority": priority,
                          "tags": sorted(t for t in tags.split(",") if t != "-"), "project": project,
                          "recurrence": recurrence})
    return cases[::every]


def fields_of(draft):
    """A draft (JSON from `draft --json` or a model's raw answer) in the corpus's terms."""
    due = draft.get("due")
    due = due[:16] if isinstance(due, str) and due else (draft.get("due_date") or "-")
    return {"title": draft.get("title") or "", "due": due, "priority": {"normal": "none"}.get(draft.get("priority"), draft.get("priority")) or "none",
            "tags": sorted(t.lower().lstrip("#") for t in (draft.get("tags") or [])),
            "project": draft.get("project") or "-", "recurrence": draft.get("recurrence") or "-"}


def section_backends():
    """Per-field accuracy on the corpus: built-in parser, the real llama-server model's own
    answer (read back from the request log), and the model's draft after the cross-checks.

    The model takes 10-40 s a draft on 2 shared cores, so its answers are recorded
    (answer_cache.py, bench-results/backends-answers.jsonl, known by request body and model) and
    a later run replays them: a run can be stopped and continued, and a change to TaskDraft's
    own checks is measured again in a minute. BACKENDS_EVERY=k takes every k-th sentence;
    BACKENDS_MINUTES=m asks the model nothing new after m minutes, and the table covers the
    sentences with recorded answers. By default a sample: every 8th sentence, 4 minutes of new
    drafts; with --full every sentence, however long it takes (hours on a fresh machine). New sentences are drafted in an order that spreads over the
    corpus (golden-ratio steps), so a run cut short is still a sample of all of it. Each
    sentence's fields go to bench-results/backends.jsonl."""
    every = int(os.environ.get("BACKENDS_EVERY", "1" if FULL else "8"))
    minutes = float(os.environ.get("BACKENDS_MINUTES", "0" if FULL else "4"))
    cases = corpus_cases(every)
    total = len(cases)
    cases = [c for _, c in sorted(enumerate(cases), key=lambda ic: (ic[0] * 0.6180339887) % 1)]
    peers = os.path.join(ROOT, "scripts", "peers", "llama-server.sh")
    subprocess.run([peers, "build"], check=True)
    port = free_port()
    subprocess.run([peers, "start", str(port)], check=True, stdout=subprocess.DEVNULL)
    base = tempfile.mkdtemp(prefix="td-bench-")
    # A copy: a rebuild during a run of hours must not swap the binary under it.
    binary = os.path.join(base, "taskdraft")
    shutil.copy2(BIN, binary)
    model = os.path.join(os.environ.get("TASKDRAFT_PEER_CACHE", os.path.expanduser("~/.cache/taskdraft-peers")),
                         "SmolLM2-135M-Instruct.Q4_1.gguf")
    fingerprint = f"{os.path.basename(model)}:{os.path.getsize(model)}"
    os.makedirs(RESULTS, exist_ok=True)
    cache = subprocess.Popen([sys.executable, os.path.join(ROOT, "scripts", "bench", "answer_cache.py"), str(port),
                              os.path.join(RESULTS, "backends-answers.jsonl"), fingerprint],
                             stdout=subprocess.PIPE, text=True)
    cache_port = int(cache.stdout.readline())

    def cache_call(path, method="GET"):
        import urllib.request
        with urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{cache_port}{path}", method=method,
                                                           data=b"" if method == "POST" else None)) as r:
            return json.loads(r.read())

    fields = ["title", "due", "priority", "tags", "project", "recurrence"]
    names = ("builtin", "model", "checked")
    scores = {name: {f: 0 for f in fields} for name in names}
    better = {f: 0 for f in fields}
    worse = {f: 0 for f in fields}
    started = time.time()
    n = invalid = drafted_now = skipped = 0
    replay_only = False
    try:
        config = os.path.join(base, "config.json")
        # The model's server behind the recorder.
        # No tool rounds (the bench's database is empty, so a look-up finds nothing): one
        # request a draft, or two when the answer needs its repair. The answer budget stays the
        # default 512 tokens: at 256 a small model's runaway notes were cut into invalid JSON.
        # The time limit is generous: this measures what the model answers, not how soon, and
        # under other builds a 512-token answer has taken 3 minutes.
        with open(config, "w") as f:
            json.dump({"backends": [{"name": "llama", "url": f"http://127.0.0.1:{cache_port}/v1",
                                     "model": "smollm2", "where": "this-machine", "tool_choice": "none"}],
                       "log_content": True, "timeouts": {"total_s": 900}}, f)
        # The shipped Skills named outright: the binary's copy is not in the checkout it would find them by.
        env = dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW=NOW, HOME=base, XDG_CONFIG_HOME=base + "/config",
                   TASKDRAFT_DB=os.path.join(base, "tasks.db"), TASKDRAFT_SKILLS_DIR=os.path.join(ROOT, "Skills"))
        with open(os.path.join(RESULTS, "backends.jsonl"), "w") as out:
            for case in cases:
                if minutes and not replay_only and time.time() - started > minutes * 60:
                    cache_call("/__replay-only", "POST")
                    replay_only = True
                before = cache_call("/__stats")
                run_env = dict(env, TASKDRAFT_REGION=case["region"])
                def draft(backend):
                    done = subprocess.run([binary, "--config", config, "draft", "--json", "--backend", backend, case["text"]],
                                          env=run_env, capture_output=True)
                    return done.returncode, done.stdout
                builtin, model = draft("builtin"), draft("llama")
                after = cache_call("/__stats")
                if after["refused"] > before["refused"]:
                    skipped += 1  # not recorded, and the run is replaying only (the draft fails with 404)
                    continue
                for code, _ in (builtin, model):
                    if code != 0:
                        raise RuntimeError(f"draft of {case['text']!r} failed ({code})")
                drafted = {"builtin": fields_of(json.loads(builtin[1])), "checked": fields_of(json.loads(model[1]))}
                drafted_now += after["misses"] > before["misses"]
                log = json.loads(subprocess.run([binary, "--config", config, "log", "--json", "--limit", "3"], env=run_env,
                                                check=True, capture_output=True).stdout)
                answers = [e for e in log if e.get("purpose") in ("draft", "repair") and e.get("outcome") == "ok"]
                try:
                    drafted["model"] = fields_of(json.loads(answers[0]["response"]))
                except (IndexError, TypeError, ValueError, AttributeError):
                    drafted["model"] = None
                    invalid += 1
                n += 1
                right = {name: {f: got is not None and got[f] == case[f] for f in fields}
                         for name, got in drafted.items()}
                for name in names:
                    for f in fields:
                        scores[name][f] += right[name][f]
                for f in fields:
                    better[f] += right["checked"][f] and not right["builtin"][f]
                    worse[f] += right["builtin"][f] and not right["checked"][f]
                out.write(json.dumps({"case": case, "drafted": drafted, "right": right,
                                      "model_seconds": round(after["seconds"] - before["seconds"], 1)},
                                     ensure_ascii=False) + "\n")
                out.flush()
        elapsed = time.time() - started
        stats = cache_call("/__stats")
        print(f"## Backends side by side: per-field accuracy on {n} of the corpus's {total} sentences"
              f"{f' (every {every}th)' if every > 1 else ''}\n")
        print(f"{drafted_now} drafted by the model in this run ({stats['seconds'] / max(stats['misses'], 1):.1f} s a "
              f"request, {elapsed / 60:.0f} min in all), {n - drafted_now} replayed from recorded answers, {skipped} "
              "left for a later run.\n")
        print("| field | built-in parser | SmolLM2-135M (llama-server), its own answer | the same, after the cross-checks "
              "| cross-checked right where built-in wrong / wrong where built-in right |")
        print("|---|---:|---:|---:|---:|")
        for f in fields:
            print(f"| {f} | {100 * scores['builtin'][f] / max(n, 1):.1f} % | {100 * scores['model'][f] / max(n, 1):.1f} % | "
                  f"{100 * scores['checked'][f] / max(n, 1):.1f} % | {better[f]} / {worse[f]} |")
        print(f"\nThe model's own answer: its last accepted JSON in the request log (`log_content`); {invalid} of {n} "
              "were not a valid draft (misses there; the cross-checked path then drafts with the built-in parser). "
              "Tags compare as sets, due to the minute; per sentence: bench-results/backends.jsonl.\n")
    finally:
        cache.kill()
        cache.communicate()  # reaps it and closes its pipe
        subprocess.run([peers, "stop", str(port)], check=False)
        shutil.rmtree(base, ignore_errors=True)


def import_fixtures(base, count):
    """The same `count` tasks as draft JSON Lines and as Taskwarrior's `task export` array."""
    rng = random.Random(5)
    jsonl = os.path.join(base, "tasks.jsonl")
    tw = os.path.join(base, "tasks-tw.json")
    words = "report budget call email review plan draft meeting invoice order ticket design test deploy fix".split()
    with open(jsonl, "w") as a, open(tw, "w") as b:
        b.write("[\n")
        for i in range(count):
            task_uuid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            title = f"{rng.choice(words).capitalize()} the {rng.choice(words)} {rng.choice(words)} #{i}"
            priority = rng.choice(["none", "low", "medium", "high"])
            due = NOW_EPOCH + rng.randint(-10, 60) * 86400 + rng.randint(8, 19) * 3600 if i % 3 else None
            tags = ["work"] if i % 5 == 0 else []
            record = {"uuid": task_uuid, "title": title, "priority": priority, "tags": tags}
            task = {"uuid": task_uuid, "description": title, "status": "pending", "entry": "20261201T090000Z"}
            if due is not None:
                record["due"] = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(due))
                task["due"] = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(due))
            if priority != "none":
                task["priority"] = {"high": "H", "medium": "M", "low": "L"}[priority]
            if tags:
                task["tags"] = tags
            a.write(json.dumps(record, ensure_ascii=False) + "\n")
            b.write(("," if i else "") + json.dumps(task) + "\n")
        b.write("]\n")
    return jsonl, tw


def peak_rss_kib(command, env):
    """Wall seconds and maximum resident set size of one run, from GNU time."""
    out = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + command, env=env, check=True,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr.strip().splitlines()[-1]
    seconds, kib = out.split()
    return float(seconds), int(kib)


def sqlite_floor(base, imported_db, env, runs):
    """Median seconds for the sqlite3 shell to write, into an empty taskdraft database, what the
    import wrote into `imported_db`, the way the import writes it: triggers off (full-text
    rows in one INSERT … SELECT), CHECK constraints off, the import's cache and WAL settings,
    one transaction, then the closing checkpoint. The rows come from a copy of the finished
    database, so nothing is read, parsed or bound: what is left is SQLite's own work.

    The `WHERE` clauses are there to turn off SQLite's transfer optimisation: `INSERT INTO t
    SELECT * FROM u` into an empty table with the same indexes copies records and index entries
    in bulk, already sorted, which no import of new records can do (0.15 s instead of 0.46 s
    for the task rows here)."""
    staging = os.path.join(base, "staging.db")
    empty = os.path.join(base, "empty.db")
    floor_db = os.path.join(base, "floor.db")
    subprocess.run(["sqlite3", imported_db, f"VACUUM INTO '{staging}'"], check=True)
    new_database(empty, env)
    subprocess.run(["sqlite3", empty, "DROP TRIGGER tasks_fts_insert; PRAGMA wal_checkpoint(TRUNCATE);"], check=True,
                   stdout=subprocess.DEVNULL)
    script = os.path.join(base, "floor.sql")
    fold = "replace(replace({0}, 'ё', 'е'), 'Ё', 'Е')"
    with open(script, "w") as f:
        f.write(f"""PRAGMA synchronous = NORMAL; PRAGMA cache_size = -32768; PRAGMA wal_autocheckpoint = 16384;
PRAGMA temp_store = MEMORY; PRAGMA ignore_check_constraints = ON;
ATTACH '{staging}' AS staging;
BEGIN IMMEDIATE;
INSERT INTO main.tasks SELECT * FROM staging.tasks WHERE id > 0;
INSERT INTO main.task_tags SELECT * FROM staging.task_tags WHERE task_id > 0;
INSERT INTO main.tasks_fts (rowid, title, notes) SELECT id, {fold.format('title')}, {fold.format('notes')} FROM main.tasks;
INSERT INTO main.audit_log (at, caller_kind, caller_name, intent, task_id, outcome, detail)
  SELECT at, caller_kind, caller_name, intent, task_id, outcome, detail FROM staging.audit_log WHERE id > 0;
INSERT INTO main.undo_log SELECT * FROM staging.undo_log;
COMMIT;
PRAGMA wal_checkpoint(TRUNCATE);
""")
    result = hyperfine([("sqlite3", f"sqlite3 {floor_db} '.read {script}'")], runs, env, warmup=1,
                       prepare=f"sh -c 'rm -f {floor_db}-wal {floor_db}-shm && cp {empty} {floor_db}'")
    return result["sqlite3"]["median"]


def section_import():
    count = 100_000
    runs = 5
    print(f"## Import of {count:,} records (median of {runs} runs, fresh database each run)\n")
    base, env, db = scratch()
    jsonl, tw_file = import_fixtures(base, count)
    fresh = f"rm -f {db} {db}-wal {db}-shm"
    r = hyperfine([("jsonl", f"{BIN} import {jsonl} --yes")], runs, env, warmup=1, prepare=fresh)
    t = hyperfine([("taskwarrior", f"{BIN} import {tw_file} --format taskwarrior --yes")], runs, env, warmup=1,
                  prepare=fresh)
    tw = taskwarrior_env(base, env)
    data = tw["TASKDATA"]
    peer = hyperfine([("task import", f"task import {tw_file}")], 3, tw, warmup=0,
                     prepare=f"sh -c 'rm -rf {data} && mkdir -p {data}'")
    ours_jsonl, ours_tw, theirs = r["jsonl"]["median"], t["taskwarrior"]["median"], peer["task import"]["median"]
    _, tw_rss = peak_rss_kib(["sh", "-c", f"rm -rf {data} && mkdir -p {data} && task import {tw_file}"], tw)
    subprocess.run(["sh", "-c", fresh], check=True)
    subprocess.run([BIN, "import", jsonl, "--yes"], env=env, check=True, stdout=subprocess.DEVNULL)
    floor = sqlite_floor(base, db, env, runs)
    print("| input | tool | median | records/s | vs `task import` |")
    print("|---|---|---:|---:|---:|")
    print(f"| JSON Lines | `taskdraft import --yes` | {ours_jsonl:.2f} s | {count / ours_jsonl:,.0f} | "
          f"{theirs / ours_jsonl:.1f}× |")
    print(f"| Taskwarrior JSON | `taskdraft import --yes` | {ours_tw:.2f} s | {count / ours_tw:,.0f} | "
          f"{theirs / ours_tw:.1f}× |")
    print(f"| Taskwarrior JSON | Taskwarrior `task import` (3 runs) | {theirs:.2f} s | {count / theirs:,.0f} | 1.0× |")
    print(f"| rows already built | `sqlite3` alone, the same writes | {floor:.2f} s | {count / floor:,.0f} | "
          f"{theirs / floor:.1f}× |")
    print()
    print(f"10× `task import` would be {theirs / 10:.2f} s. The `sqlite3` row is SQLite by itself writing what "
          "the JSON Lines import wrote (task rows, tags, full-text and audit rows, one transaction, then the "
          "checkpoint), copied from a finished import's database: no reading, parsing or binding. "
          f"Taskwarrior's peak memory for that import: {tw_rss / 1024:.0f} MiB.\n")

    big = 1_000_000
    print(f"### Peak memory of a {big:,}-line import (one run, `/usr/bin/time`)\n")
    big_jsonl = os.path.join(base, "big.jsonl")
    with open(big_jsonl, "w") as f:
        rng = random.Random(9)
        for i in range(big):
            f.write(json.dumps({"title": f"Imported task {i}", "priority": rng.choice(["none", "low", "medium", "high"]),
                                "tags": ["bulk"] if i % 4 == 0 else []}) + "\n")
    size = os.path.getsize(big_jsonl)
    subprocess.run(["sh", "-c", fresh], check=True)
    seconds, rss = peak_rss_kib([BIN, "import", big_jsonl, "--yes"], env)
    print("| lines | file | wall | records/s | max RSS |")
    print("|---:|---:|---:|---:|---:|")
    print(f"| {big:,} | {size / 1048576:.0f} MiB | {seconds:.1f} s | {big / seconds:,.0f} | {rss / 1024:.1f} MiB |")
    print()
    shutil.rmtree(base, ignore_errors=True)
    return ours_jsonl, ours_tw, theirs


def section_export():
    count = 100_000
    runs = 10
    print(f"## Export of {count:,} tasks (median of {runs} runs, output to /dev/null)\n")
    base, env, _, _ = imported_database(count)
    formats = ["json", "jsonl", "csv", "ics", "taskwarrior", "todotxt"]
    r = hyperfine([(f, f"{BIN} export --format {f}") for f in formats], runs, env)
    print("| format | median | tasks/s |")
    print("|---|---:|---:|")
    for f in formats:
        print(f"| `{f}` | {ms(r[f]):.0f} ms | {count / r[f]['median']:,.0f} |")
    print()
    shutil.rmtree(base, ignore_errors=True)


def imported_database(count):
    """A scratch directory whose database holds one import of `count` records, checkpointed,
    with a pristine copy beside it; returns (directory, environment, database, pristine copy)."""
    base, env, db = scratch()
    jsonl, _ = import_fixtures(base, count)
    subprocess.run([BIN, "import", jsonl, "--yes"], env=env, check=True, stdout=subprocess.DEVNULL)
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    pristine = os.path.join(base, "pristine.db")
    shutil.copyfile(db, pristine)
    return base, env, db, pristine


def section_undo():
    count = 100_000
    runs = 5
    print(f"## Undo of a {count:,}-task import (median of {runs} runs, the imported database restored before each)\n")
    base, env, db, pristine = imported_database(count)
    restore = f"cp {pristine} {db} && rm -f {db}-wal {db}-shm"
    r = hyperfine([("undo", f"{BIN} undo --yes")], runs, env, warmup=1, prepare=f"sh -c '{restore}'")
    undo = r["undo"]["median"]
    # A writer that arrives while the undo holds the write lock waits for it and succeeds.
    subprocess.run(["sh", "-c", restore], check=True)
    started = time.monotonic()
    undoing = subprocess.Popen([BIN, "undo", "--yes"], env=env, stdout=subprocess.DEVNULL)
    time.sleep(0.05)
    add_started = time.monotonic()
    add = subprocess.run([BIN, "add", "--yes", "call Anna tomorrow at 10:00"], env=env, capture_output=True, text=True)
    add_wall = time.monotonic() - add_started
    undoing.wait()
    both = time.monotonic() - started
    remaining = sqlite3.connect(db).execute("SELECT count(*) FROM tasks").fetchone()[0]
    print("| what | median | budget |")
    print("|---|---:|---:|")
    print(f"| `taskdraft undo --yes` ({count:,} tasks removed, with tags, full-text and audit rows) | {undo:.2f} s | ≤ 2 s |")
    print()
    print(f"An `add --yes` started 50 ms into the undo: exit {add.returncode}, {add_wall:.2f} s (it waited for the "
          f"undo's transaction){'; stderr: ' + add.stderr.strip() if add.stderr.strip() else ''}; undo exit "
          f"{undoing.returncode}; both done after {both:.2f} s; {remaining} task left (the added one).\n")
    shutil.rmtree(base, ignore_errors=True)
    return undo


def section_backup():
    count = 100_000
    runs = 5
    print(f"## Backup of a {count:,}-task database (median of {runs} runs, the copy removed before each)\n")
    base, env, db, _ = imported_database(count)
    out = os.path.join(base, "backup.db")
    r = hyperfine([("backup", f"{BIN} backup {out}")], runs, env, warmup=1, prepare=f"rm -f {out}")
    c = hyperfine([("cp", f"cp {db} {out}")], runs, env, warmup=1, prepare=f"rm -f {out}")
    backup = r["backup"]["median"]
    size = os.path.getsize(db)
    print("| what | median | MiB/s |")
    print("|---|---:|---:|")
    print(f"| `taskdraft backup FILE` ({size / 1048576:.0f} MiB, checked with `PRAGMA quick_check`) | {backup:.2f} s | "
          f"{size / 1048576 / backup:.0f} |")
    print(f"| `cp tasks.db FILE` (for scale; misses what sits in the WAL) | {c['cp']['median']:.2f} s | "
          f"{size / 1048576 / c['cp']['median']:.0f} |")
    print()
    shutil.rmtree(base, ignore_errors=True)
    return backup


def split_corpus():
    path = os.path.join(ROOT, "Tests", "TaskDraftParserTests", "Fixtures", "split_corpus.jsonl")
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


SPLIT_LIMIT = 100_000  # TaskDraft.maximumSplitLength: the most characters `draft --split` reads at once


def section_split():
    print("## Splitting with the built-in parser (one core, `taskset -c 0`)\n")
    corpus = split_corpus()
    base = tempfile.mkdtemp(prefix="td-bench-")
    env = dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW=NOW, TASKDRAFT_REGION="RU", HOME=base,
               XDG_CONFIG_HOME=base + "/config", TASKDRAFT_DB=os.path.join(base, "tasks.db"))
    # Throughput: the corpus's one-line utterances repeated to 10,000 lines, pasted in blocks
    # (each line split and drafted) as long as `draft --split` reads at once (TaskDraft.splitLimit,
    # counted here in code points, which are never fewer than characters).
    utterances = [c["text"] for c in corpus if "\n" not in c["text"]]
    lines = (utterances * (10_000 // len(utterances) + 1))[:10_000]
    blocks, block = [], ""
    for line in lines:
        if block and len(block) + len(line) + 1 > SPLIT_LIMIT:
            blocks.append(block)
            block = ""
        block += line + "\n"
    blocks.append(block)
    times, drafts = [], 0
    for _ in range(5):
        start, drafts = time.perf_counter(), 0
        for block in blocks:
            out = subprocess.run(["taskset", "-c", "0", BIN, "draft", "--split"], input=block.encode(), capture_output=True,
                                 env=env, check=True)
            drafts += out.stdout.count(b"\n")
        times.append(time.perf_counter() - start)
    times.sort()
    rate = len(lines) / times[len(times) // 2]
    # One pasted note of 30 lines, the whole command (process start included), against the
    # same process drafting one sentence.
    note = next(c["text"] for c in corpus if c["text"].count("\n") == 29)
    note_path = os.path.join(base, "note30.txt")
    with open(note_path, "w", encoding="utf-8") as f:
        f.write(note + "\n")
    results = hyperfine([("note30", f"sh -c 'taskset -c 0 {BIN} draft --split < {note_path}'"),
                         ("one", f"sh -c 'taskset -c 0 {BIN} draft \"Call mom tomorrow\"'")], 40, env, warmup=3)
    print("| what | median | |")
    print("|---|---:|---:|")
    print(f"| 10,000 one-line utterances of the splitting corpus in {len(blocks)} blocks of at most {SPLIT_LIMIT:,} "
          f"characters, `draft --split` each, JSON Lines out ({drafts:,} drafts) | {times[len(times) // 2]:.2f} s | "
          f"**{rate:,.0f} utterances/s** |")
    print(f"| a 30-line meeting note, `draft --split < note` (whole process, 40 runs) | **{ms(results['note30']):.1f} ms** | |")
    print(f"| one sentence, `draft \"Call mom tomorrow\"` (the same process floor) | {ms(results['one']):.1f} ms | |")
    # Accuracy: the corpus written beside the splitter, then Duckling's day phrases said once
    # for several tasks, which nobody here wrote (each script's docstring says how it scores);
    # here each table's rows by language, and every row in bench/SPLIT.md (paste.py's BESIDE).
    own, heldout = (subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench", script), "--bin", BIN],
                                   capture_output=True, text=True, check=True).stdout.strip().splitlines()
                    for script in ("split_accuracy.py", "split_heldout.py"))
    by_language = (own[:2] + [row for row in own[2:] if not row.startswith("| class ")],
                   heldout[:2] + [row for row in heldout[2:] if "| **all** |" in row])
    print("\nAccuracy by language, on the splitting corpus (`scripts/bench/split_accuracy.py`) and with context "
          "said once on Duckling's day phrases (`scripts/bench/split_heldout.py`); by class: `bench/SPLIT.md`.\n")
    print("\n\n".join("\n".join(table) for table in by_language))
    with open(beside_path("split-rows"), "w", encoding="utf-8") as f:
        f.write("Splitting corpus (`scripts/bench/split_accuracy.py`):\n\n" + "\n".join(own) +
                "\n\nContext said once, on Duckling's day phrases (`scripts/bench/split_heldout.py`):\n\n" +
                "\n".join(heldout) + "\n")


def section_remind():
    """`remind` as a timer runs it every minute: 100,000 tasks, 1,000 reminders due (budget
    50 ms), and the pass that finds nothing; then `remind --watch` left idle."""
    print("## `remind` over 100,000 tasks (median of 20 runs; no session bus, so lines on stderr)\n")
    base, env, db = scratch(seeded=100_000)
    conn = sqlite3.connect(db)
    with conn:
        # 1,000 tasks due in the next two days with a reminder two days before (so due by now,
        # not yet fired); 30,000 more with one later.
        conn.execute("UPDATE tasks SET reminders = '-P2D', remind_epoch = due_epoch - 172800 "
                     "WHERE id IN (SELECT id FROM tasks WHERE due_epoch BETWEEN ? AND ? ORDER BY id LIMIT 1000)",
                     (NOW_EPOCH + 3600, NOW_EPOCH + 172800))
        conn.execute("UPDATE tasks SET reminders = '-PT1H', remind_epoch = due_epoch - 3600 "
                     "WHERE reminders IS NULL AND id IN (SELECT id FROM tasks WHERE due_epoch > ? ORDER BY id LIMIT 30000)",
                     (NOW_EPOCH + 86400,))
    due = conn.execute("SELECT count(*) FROM tasks WHERE remind_epoch <= ?", (NOW_EPOCH,)).fetchone()[0]
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    seeded = db + ".seeded"
    shutil.copy(db, seeded)
    env = dict(env, DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent/bus")
    restore = f"sh -c 'cp {seeded} {db} && rm -f {db}-wal {db}-shm'"
    r = hyperfine([("remind (1,000 due)", f"{BIN} remind")], 20, env, prepare=restore)
    # The copy leaves 27 MB the kernel has yet to write, and the pass's checkpoint fdatasyncs
    # the database: a database at rest (as a timer meets it every minute) is measured after a sync.
    at_rest = hyperfine([("remind (1,000 due)", f"{BIN} remind")], 20, env,
                        prepare=f"sh -c 'cp {seeded} {db} && rm -f {db}-wal {db}-shm && sync'")
    subprocess.run([BIN, "remind"], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    quiet = hyperfine([("remind (none due)", f"{BIN} remind")], 20, env)
    fired = sqlite3.connect(db).execute("SELECT count(*) FROM reminders_fired").fetchone()[0]
    print("| command | reminders due | median |")
    print("|---|---:|---:|")
    print(f"| `taskdraft remind`, first pass | {due} | {ms(r['remind (1,000 due)']):.1f} ms |")
    print(f"| `taskdraft remind`, first pass, database at rest (`sync` after the copy) | {due} | "
          f"{ms(at_rest['remind (1,000 due)']):.1f} ms |")
    print(f"| `taskdraft remind`, the next minute | 0 | {ms(quiet['remind (none due)']):.1f} ms |")
    print(f"\n{fired} reminders recorded as fired after the first pass.\n")

    # --watch idle: CPU time and wake-ups over 20 s with no reminder due for an hour.
    watch_env = {k: v for k, v in env.items() if k != "TASKDRAFT_NOW"}
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("UPDATE tasks SET remind_epoch = ? WHERE remind_epoch IS NOT NULL", (int(time.time()) + 3600,))
    conn.close()
    proc = subprocess.Popen([BIN, "remind", "--watch"], env=watch_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(2)

    def usage():
        with open(f"/proc/{proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        switches = 0
        with open(f"/proc/{proc.pid}/status") as f:
            for line in f:
                if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                    switches += int(line.split()[1])
        return ticks, switches

    t0, s0 = usage()
    time.sleep(20)
    t1, s1 = usage()
    proc.terminate()
    proc.wait()
    hz = os.sysconf("SC_CLK_TCK")
    print("| `taskdraft remind --watch`, idle 20 s (next reminder in an hour) | CPU time | wake-ups |")
    print("|---|---:|---:|")
    print(f"| 100,000 tasks | {(t1 - t0) * 1000 / hz:.0f} ms | {s1 - s0} |")
    print()
    shutil.rmtree(base, ignore_errors=True)


def section_sync():
    """`taskdraft sync` beside vdirsyncer on one local Radicale (scripts/bench/sync.sh): the
    issue's rows at SYNC_N tasks (500 by default, 5,000 with --full: Radicale's first push of
    5,000 alone takes a quarter of an hour for each tool). No-change budget: ≤ 2 requests, ≤ 100 ms, checked
    on the laptop that pushed an edit (its collection's getlastmodified is trusted); the row of a
    laptop that only pulled, which lists every time, is shown beside it."""
    n = int(os.environ.get("SYNC_N", "5000" if FULL else "500"))
    print(f"## Sync (CalDAV) beside vdirsyncer, {n:,} tasks (`N={n} scripts/bench/sync.sh`)\n")
    print("| tool | run | requests | bytes | wall |")
    print("|---|---|---|---|---|")
    out = subprocess.run(["sh", os.path.join(ROOT, "scripts", "bench", "sync.sh")], env=dict(os.environ, N=str(n), TASKDRAFT_BIN=BIN),
                         check=True, capture_output=True, text=True).stdout
    print(out)
    idle = next(line for line in out.splitlines() if line.startswith("| TaskDraft | no changes, a laptop that pushed"))
    cells = [c.strip() for c in idle.strip("|").split("|")]
    return max(int(r) for r in cells[2].split("/")) <= 2 and int(cells[4].split()[0]) <= 100


def section_mcp():
    """The agent surface: `list_tasks` over HTTP with 16 clients beside stdio (scripts/bench/mcp_http.py)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import mcp_http
    mcp_http.section(BIN, scratch, seed_taskdraft)


def section_dbus():
    """The system surface: the desktop's search over 100,000 tasks (p95 ≤ 20 ms) and activation of a stopped
    service to its first answer (≤ 100 ms), on a private bus (scripts/bench/dbus_search.py)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import dbus_search
    return dbus_search.section(ROOT, BIN, scratch, new_database)


SECTIONS = {"startup": section_startup, "list": section_list, "next": section_next, "annotate": section_annotate, "complete": section_complete, "draft": section_draft,
            "understanding": section_understanding,
            "split": section_split, "http": section_http, "backends": section_backends,
            "import": section_import, "export": section_export, "undo": section_undo, "backup": section_backup,
            "remind": section_remind, "sync": section_sync, "mcp": section_mcp, "dbus": section_dbus}

# The sections whose size --full changes; the others measure the same either way.
LONG_FORMS = {"http", "backends", "sync"}


def git_commit():
    done = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def duration(seconds):
    return f"{int(seconds // 60)} min {int(seconds % 60)} s" if seconds >= 60 else f"{seconds:.0f} s"


def footer_line(name, full, day, commit, cores, load, seconds):
    """The line under a section's figures: the command that reproduces them, the date and commit
    of the run, the machine's cores, the load average at the section's start and its time."""
    command = f"python3 scripts/bench/bench.py {'--full ' if full else ''}{name}"
    return f"_`{command}`: {day} at {commit}, {cores} cores, load {load:.1f}; {duration(seconds)}._"


def beside_path(name):
    """Where a section writes the block `name` of paste.py's BESIDE, for another document."""
    return os.path.join(RESULTS, "sections", f"{name}.md")


def section_markdown(printed, footer):
    """A section's Markdown as BENCHMARKS.md holds it: what it printed, a blank line, the line
    naming the command that reproduces it, the prose wrapped at the width of the notes written
    beside it (scripts/bench/prose.py)."""
    return wrap(printed.rstrip("\n") + "\n\n" + footer + "\n")


def run_section(name):
    """Runs one section with its Markdown (its own and its subprocesses', so at the level of
    file descriptor 1) going to bench-results/sections/NAME[-full].md, then writes that again as
    `section_markdown` gives it, with a line naming the command, the date, the commit and the
    time it took (and so what the section wrote for another document, paste.py's BESIDE), and
    prints it. Returns whether its budget is met (None: it checks none) and the seconds it took;
    a section that fails is reported and the others still run."""
    full = FULL and name in LONG_FORMS
    path = os.path.join(RESULTS, "sections", f"{name}{'-full' if full else ''}.md")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    print(f"bench: {name}{' (full)' if full else ''} ...", file=sys.stderr, flush=True)
    # What the run writes for another document (paste.py's BESIDE) names the same run; one an
    # earlier run left would be pasted as this one's.
    beside = [beside_path(other) for other, (section, _) in BESIDE.items() if section == name and not full]
    for stale in beside:
        if os.path.exists(stale):
            os.remove(stale)
    started = time.monotonic()
    load = os.getloadavg()[0]
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        with open(path, "w", encoding="utf-8") as out:
            os.dup2(out.fileno(), 1)
            try:
                met = SECTIONS[name]()
            except Exception as error:  # a peer missing, a tool failing: report it, go on
                traceback.print_exc()
                print(f"\n**The section failed:** `{type(error).__name__}: {error}`\n")
                met = False
            finally:
                sys.stdout.flush()
                os.dup2(saved, 1)
    finally:
        os.close(saved)
    seconds = time.monotonic() - started
    footer = footer_line(name, full, time.strftime('%Y-%m-%d'), git_commit(), os.cpu_count(), load, seconds)
    for written in [path] + [b for b in beside if os.path.exists(b)]:
        with open(written, encoding="utf-8") as f:
            markdown = section_markdown(f.read(), footer)
        with open(written, "w", encoding="utf-8") as out:
            out.write(markdown)
    with open(path, encoding="utf-8") as f:
        markdown = f.read()
    print(markdown, flush=True)
    print(f"bench: {name} done in {duration(seconds)}{'' if met is not False else ' (budget NOT met or failed)'}",
          file=sys.stderr, flush=True)
    return met, seconds


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if "--list" in arguments:
        for name in SECTIONS:
            print(f"{name}{' (long form with --full)' if name in LONG_FORMS else ''}")
        sys.exit(0)
    FULL = "--full" in arguments
    chosen = [a for a in arguments if a != "--full"] or list(SECTIONS)
    unknown = [name for name in chosen if name not in SECTIONS]
    if unknown:
        sys.exit(f"bench: no section {', '.join(unknown)}; the sections: {' '.join(SECTIONS)}")
    if not os.path.exists(BIN):
        sys.exit("build first: make build")
    os.makedirs(RESULTS, exist_ok=True)
    print(f"_Measured {time.strftime('%Y-%m-%d')} on {os.cpu_count()} cores; `{BIN}` (release, static Swift runtime)._\n")
    failed, times = [], {}
    # Every temporary directory the sections make (a scratch database of 100,000 tasks, a
    # server's home) is made inside this run's, so that one a section leaves when it fails or
    # is interrupted is removed with it.
    with tempfile.TemporaryDirectory(prefix="td-bench-run-", ignore_cleanup_errors=True) as run_directory:
        tempfile.tempdir = run_directory
        for name in chosen:
            met, times[name] = run_section(name)
            if met is False:
                failed.append(name)
    total = sum(times.values())
    with open(os.path.join(RESULTS, "durations.json"), "w") as f:
        json.dump({"full": FULL, "sections": times, "total": total}, f, indent=1)
    print(f"bench: {len(chosen)} section(s) in {duration(total)}; "
          f"{'; '.join(f'{name} {duration(t)}' for name, t in times.items())}", file=sys.stderr)
    print("bench: to put the figures into BENCHMARKS.md: python3 scripts/bench/paste.py", file=sys.stderr)
    if failed:
        sys.exit(f"bench: budget not met (or the section failed) in: {', '.join(failed)}")
