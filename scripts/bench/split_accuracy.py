#!/usr/bin/env python3
"""The splitting corpus scored through a taskdraft binary, by language and by class.

    scripts/bench/split_accuracy.py [--bin PATH] [--failures] [--json]

Each utterance of Tests/TaskDraftParserTests/Fixtures/split_corpus.jsonl (written by
split_corpus.py beside it) goes to `taskdraft draft --split --json` with the corpus's clock
(Wednesday 2 December 2026, 10:00, Europe/Moscow); an utterance is right when the drafts are as
many as its tasks and each has the task's title, due date, the person's tag, and the time,
priority and project where the corpus gives them. The same test as TaskSplitterTests'
perLanguageAccuracyOfCountsAndFields, through any build (an older one included), so that
figures before and after a change come from one command.
"""
import atexit
import json
import os
import shutil
import sys
import tempfile

from split_drafts import ROOT, arguments, drafts, due_day, environment

CORPUS = os.path.join(ROOT, "Tests", "TaskDraftParserTests", "Fixtures", "split_corpus.jsonl")
NOW = "2026-12-02T10:00:00+03:00"


def load():
    with open(CORPUS, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def matches(draft, task):
    due = due_day(draft) or "-"
    if draft["title"] != task["title"] or due != task["due"]:
        return False
    if task.get("person") and task["person"] not in draft.get("tags", []):
        return False
    if task.get("time") and (draft.get("due") or "")[11:16] != task["time"]:
        return False
    if task.get("priority") and draft.get("priority") != task["priority"]:
        return False
    if task.get("project") and draft.get("project") != task["project"]:
        return False
    return True


def main(argv):
    args = arguments(__doc__, argv)
    home = tempfile.mkdtemp(prefix="td-split-")
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    env = environment(home, "Europe/Moscow", NOW)
    tallies, failures = {}, []
    for item in load():
        got = drafts(args.bin, item["text"], env)
        count_right = len(got) == len(item["tasks"])
        right = count_right and all(matches(d, t) for d, t in zip(got, item["tasks"]))
        for key in (("language", item["lang"]), ("class", item.get("class", "-"))):
            tally = tallies.setdefault(key, {"total": 0, "count": 0, "fields": 0})
            tally["total"] += 1
            tally["count"] += count_right
            tally["fields"] += right
        if not right:
            failures.append((item, got))
    if args.json:
        print(json.dumps({f"{kind}:{name}": tally for (kind, name), tally in tallies.items()}, ensure_ascii=False))
        return 0
    print("| by | utterances | task count right | all fields right |")
    print("|---|---:|---:|---:|")
    for (kind, name), tally in sorted(tallies.items()):
        total = tally["total"]
        print(f"| {kind} {name} | {total} | {tally['count']} ({100 * tally['count'] / total:.1f} %) | "
              f"{tally['fields']} ({100 * tally['fields'] / total:.1f} %) |")
    if args.failures:
        for item, got in failures:
            print(f"\n[{item['lang']} {item.get('class')}] {item['text']!r}")
            print("  want: " + "; ".join(f"{t['title']} {t['due']} {t.get('time') or ''}{t.get('priority') or ''}"
                                         f"{t.get('project') or ''} {t.get('person') or ''}".rstrip() for t in item["tasks"]))
            print("  got:  " + "; ".join(f"{d['title']} {d.get('due_date') or d.get('due') or '-'} {d['priority']} "
                                         f"{d.get('project') or ''} {','.join(d.get('tags', []))}".rstrip() for d in got))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
