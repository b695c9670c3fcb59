#!/usr/bin/env python3
"""An A/B of `add --yes` between release binaries (or one binary under different environments).

    scripts/bench/add_ab.py [--tasks N] [--adds N] [--sql NAME=SQL ...] NAME=BINARY[,VAR=VALUE...] ...

Give the base first and again under another name: the two are the A/A control, the spread a
difference must beat on this shared machine. Each variant adds to its own copy of one database
(empty, or N tasks seeded as the start-up section seeds them), so each sees the WAL grow and be
checkpointed as a series of adds does. Add i of every variant runs back to back, the order
rotated, so every variant meets the same minute of the machine: the builds beside it change its
speed by tens of percent from one minute to the next, and timing one variant's run after the
other's put that drift into the ratio. CPU is the process's user and system time (wait4), which
a checkpoint's waits on the disk do not count; wall time does. Adds after which the WAL held
fewer frames than before are counted as checkpointing ones, with their own means.

`--sql NAME=SQL` runs SQL on NAME's copy of the database before the first add, through the
sqlite3 shell (the SQLite the binary links): a schema experiment (an index or trigger dropped,
a table moved away) measured on the binary as it is, before any migration is written.
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402

ARGV = ["add", "Submit the weekly report tomorrow at 15:00 #finance", "--yes"]


def wal_frames(db):
    """Frames in the WAL after an add: the wal-index header's count (SQLite's documented format,
    `mxFrame` at byte 16 of the `-shm` file, in the machine's byte order), which holds also when a
    variant writes a restarted WAL over the file rather than truncating it; else the file's size."""
    try:
        with open(db + "-shm", "rb") as f:
            header = f.read(48)
        if len(header) == 48 and header[12] == 1:
            return int.from_bytes(header[16:20], sys.byteorder)
    except OSError:
        pass
    wal = db + "-wal"
    return max(0, (os.path.getsize(wal) - 32) // (4096 + 24)) if os.path.exists(wal) else 0


def template(binary, tasks):
    """A database made by `binary`: empty (after a `list`, as the start-up section's) or seeded."""
    bench.BIN = binary
    base, env, db = bench.scratch(seeded=tasks)
    if not tasks:
        bench.subprocess.run([binary, "list"], env=env, check=True, stdout=bench.subprocess.DEVNULL)
    return base


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tasks", type=int, default=0)
    parser.add_argument("--adds", type=int, default=800)
    parser.add_argument("--sql", action="append", default=[], metavar="NAME=SQL")
    parser.add_argument("variants", nargs="+", metavar="NAME=BINARY[,VAR=VALUE...]")
    args = parser.parse_args()
    edits = dict(spec.split("=", 1) for spec in args.sql)
    variants = []
    for spec in args.variants:
        name, rest = spec.split("=", 1)
        binary, *assignments = rest.split(",")
        variants.append((name, os.path.abspath(binary), dict(a.split("=", 1) for a in assignments)))
    source = template(variants[0][1], args.tasks)
    work = tempfile.mkdtemp(prefix="td-add-ab-")
    runs = []
    for name, binary, extra in variants:
        home = os.path.join(work, name)
        shutil.copytree(source, home)
        if name in edits:
            bench.subprocess.run(["sqlite3", home + "/tasks.db", edits[name]], check=True)
        env = dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW=bench.NOW, HOME=home,
                   XDG_CONFIG_HOME=home + "/config", TASKDRAFT_DB=home + "/tasks.db", **extra)
        runs.append((name, binary, env))
    devnull = os.open(os.devnull, os.O_WRONLY)
    samples = {name: [] for name, _, _ in runs}
    for i in range(args.adds):
        for name, binary, env in runs[i % len(runs):] + runs[:i % len(runs)]:
            before = wal_frames(env["TASKDRAFT_DB"])
            start = time.perf_counter()
            pid = os.posix_spawn(binary, [binary] + ARGV, env, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
            _, status, usage = os.wait4(pid, 0)
            wall = (time.perf_counter() - start) * 1000
            if status != 0:
                sys.exit(f"{name}: add {i} exited with status {status}")
            checkpointed = wal_frames(env["TASKDRAFT_DB"]) < before
            samples[name].append(((usage.ru_utime + usage.ru_stime) * 1000, wall, usage.ru_minflt, checkpointed))
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(source, ignore_errors=True)

    base = samples[runs[0][0]]
    block = max(1, args.adds // 10)

    def ratios(values, column):
        return [sum(v[column] for v in values[j:j + block]) / sum(b[column] for b in base[j:j + block])
                for j in range(0, args.adds - block + 1, block)]

    print(f"{args.adds} adds each, {args.tasks:,} tasks at the start; ratios to {runs[0][0]}: "
          "median (least–most) over 10 blocks of consecutive adds")
    print("| variant | CPU mean | CPU median | wall mean | wall median | page faults | CPU ratio | wall ratio "
          "| checkpointing adds: share, CPU, wall |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for name, values in samples.items():
        cpu, wall = ratios(values, 0), ratios(values, 1)
        checkpointing = [v for v in values if v[3]]
        share = f"{len(checkpointing) / len(values):.0%}"
        if checkpointing:
            share += (f", {statistics.mean(v[0] for v in checkpointing):.2f} ms, "
                      f"{statistics.mean(v[1] for v in checkpointing):.1f} ms")
        print(f"| {name} | {statistics.mean(v[0] for v in values):.2f} ms | {statistics.median(v[0] for v in values):.2f} ms "
              f"| {statistics.mean(v[1] for v in values):.2f} ms | {statistics.median(v[1] for v in values):.2f} ms "
              f"| {statistics.median(v[2] for v in values):.0f} "
              f"| {statistics.median(cpu):.3f}× ({min(cpu):.3f}–{max(cpu):.3f}) "
              f"| {statistics.median(wall):.3f}× ({min(wall):.3f}–{max(wall):.3f}) | {share} |")


if __name__ == "__main__":
    main()
