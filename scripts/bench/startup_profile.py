#!/usr/bin/env python3
"""Where one `add --yes` spends its time, by phase and by kind, from perf samples.

    scripts/bench/startup_profile.py [--bin PATH] [--runs N]

The start-up section (`bench.py startup`) says how long an add takes; this says where the time
goes. An add that does not checkpoint never blocks, so its wall time is its CPU time plus the
process's creation and reaping: the CPU time is what is split here. It runs N adds (default
150), each on a fresh copy of the same database, whose WAL holds the frames an add finds on
average between two checkpoints, under `perf record --call-graph dwarf` (needs perf and root or
a permissive `perf_event_paranoid`). Each sample is put in the first phase found on its stack
(the table below, outermost phase first) and in one kind: page faults, other kernel work,
syscalls, the loader, the Swift runtime making type metadata, SQLite, libc, and Swift code (ours
and the standard library's). Samples whose stack could not be unwound (some of SQLite's and
malloc's) are "unattributed". Percentages are of the add's samples; `perf stat -e task-clock`
of the same command gives the milliseconds they are shares of.
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SENTENCE = "Submit the weekly report tomorrow at 15:00 #finance"


def has(stack, *patterns):
    return any(re.search(p, s) for p in patterns for s in stack)


# (phase, test on the user-space frames `u` and the kernel frames `k`), outermost first.
PHASES = [
    ("exec (kernel)", lambda u, k: "__x64_sys_execve" in k and not u),
    ("exit (kernel)", lambda u, k: re.search(r"do_exit|exit_mmap|__x64_sys_exit_group", k) is not None),
    ("loader", lambda u, k: has(u, r"^_dl_", r"^dl_main$") and not has(u, r"libc_start")),
    ("static constructors", lambda u, k: has(u, r"^_GLOBAL__sub_I", r"^call_init$")
        or (has(u, r"libc_start_main") and not has(u, r"^taskdraft_main$"))),
    ("argv", lambda u, k: has(u, r"CommandLineBytes")),
    ("arguments parsed", lambda u, k: has(u, r"14ArgumentParser", r"C0O6parser_WZ", r"commandTable")),
    ("Skills loaded", lambda u, k: has(u, r"SkillsLoader", r"loadSkills", r"ShippedSkills")),
    ("words read (parser)", lambda u, k: has(u, r"BuiltinC0V7analyze")),
    ("database opened", lambda u, k: has(u, r"A5StoreC4path4zone3now")),
    ("commit", lambda u, k: has(u, r"PlannerC6commit")),
    ("drafting session", lambda u, k: has(u, r"DraftingSession", r"SessionFactory")),
    ("run's settings", lambda u, k: has(u, r"InvocationC")),
    ("output", lambda u, k: has(u, r"Console", r"OutputC")),
    ("main, other", lambda u, k: has(u, r"^taskdraft_main$")),
]

METADATA = (r"swift_getTypeByMangled|instantiateConcreteType|swift_getGenericMetadata|swift_getWitnessTable"
            r"|swift_getAssociatedType|swift_conformsToProtocol|getSuperclassMetadata|_checkGenericRequirements"
            r"|swift_getCanonical|swift_allocateGenericValueMetadata|swift_initClassMetadata|swift_getSingletonMetadata")


def kind(frames):
    leaf, dso = frames[0]
    kernel = " ".join(s for s, d in frames if "kernel" in d)
    if "kernel" in dso:
        if "exc_page_fault" in kernel and "__x64_sys" not in kernel:
            return "page faults"
        return "syscalls" if "__x64_sys_" in kernel else "kernel, other"
    user = [s for s, d in frames if "kernel" not in d]
    if has(user, METADATA):
        return "type metadata"
    if "ld-linux" in dso:
        return "loader"
    if re.match(r"sqlite3|yy_|wal|pager|btree|vdbe|fts5|keywordCode|unix|pcache", leaf):
        return "SQLite"
    if "libc" in dso or "libm" in dso:
        return "libc"
    return "Swift code"


def samples(script):
    """(user frames, kernel frames joined, all frames) of each sample of `taskdraft`."""
    for block in script.split("\n\n"):
        lines = block.strip("\n").split("\n")
        if not lines or not lines[0].lstrip().startswith("taskdraft"):
            continue
        frames = []
        for line in lines[1:]:
            m = re.match(r"\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)$", line)
            if m:
                frames.append((m.group(1), m.group(2)))
        if frames:
            yield frames


def main():
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "taskdraft"))
    options.add_argument("--runs", type=int, default=150)
    args = options.parse_args()

    work = tempfile.mkdtemp(prefix="td-profile-")
    base, run = os.path.join(work, "base"), os.path.join(work, "run")
    os.makedirs(base)

    def env(home):
        return dict(os.environ, TZ="Europe/Moscow", TASKDRAFT_NOW="2026-12-02T10:00:00+03:00", HOME=home,
                    XDG_CONFIG_HOME=home + "/config", TASKDRAFT_DB=home + "/tasks.db")

    # Seven adds leave a WAL of about 35 frames: what an add finds on average between the
    # checkpoints that truncate it (TaskStore.walTruncateFrames).
    subprocess.run([args.bin, "list"], env=env(base), check=True, stdout=subprocess.DEVNULL)
    for i in range(7):
        subprocess.run([args.bin, "add", f"Prepare item {i} tomorrow at 15:00 #finance", "--yes"], env=env(base),
                       check=True, stdout=subprocess.DEVNULL)
    loop = os.path.join(work, "loop.sh")
    with open(loop, "w") as f:
        f.write(f'for i in $(seq {args.runs}); do rm -rf "{run}"; cp -a "{base}" "{run}"; '
                f'"{args.bin}" add "{SENTENCE}" --yes > /dev/null; done\n')
    data = os.path.join(work, "perf.data")
    subprocess.run(["perf", "record", "-q", "-F", "15000", "--call-graph", "dwarf,16384", "-o", data, "--", "sh", loop],
                   env=env(run), check=True, stdout=subprocess.DEVNULL)
    script = subprocess.run(["perf", "script", "-i", data, "-F", "comm,ip,sym,dso", "--comm", "taskdraft"],
                            capture_output=True, text=True, check=True).stdout
    shutil.rmtree(work, ignore_errors=True)

    by_phase = collections.Counter()
    cells = collections.Counter()
    kinds = collections.Counter()
    total = 0
    for frames in samples(script):
        user = [s for s, d in frames if "kernel" not in d]
        kernel = " ".join(s for s, d in frames if "kernel" in d)
        phase = next((name for name, test in PHASES if test(user, kernel)), "unattributed")
        k = kind(frames)
        total += 1
        by_phase[phase] += 1
        kinds[k] += 1
        cells[phase, k] += 1
    if not total:
        sys.exit("startup_profile: no samples of taskdraft (is perf allowed to record?)")
    columns = [k for k, _ in kinds.most_common()]
    print(f"{total} samples of {args.runs} adds; % of the add's CPU time\n")
    print("| phase | all | " + " | ".join(columns) + " |")
    print("|---|---:|" + "---:|" * len(columns))
    for phase, n in by_phase.most_common():
        print(f"| {phase} | {100 * n / total:.1f} | " + " | ".join(f"{100 * cells[phase, k] / total:.1f}" for k in columns) + " |")
    print("| all | 100 | " + " | ".join(f"{100 * kinds[k] / total:.1f}" for k in columns) + " |")


if __name__ == "__main__":
    main()
