#!/usr/bin/env python3
"""Scores date/time parsers on the Duckling corpora in bench/data/duckling/ (see its
README: every line has a reference "now" in UTC-2; a parsed value matches when, truncated to
the line's grain, it equals the expected value).

    duckling.py taskdraft BIN            # our built-in parser through `taskdraft draft`
    duckling.py dateparser               # dateparser (run with the venv's python)

Prints one JSON object: per language, per kind and grain, matched/total, plus timing.
"""
import datetime as dt
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.environ.get("DUCKLING_DIR") or os.path.join(HERE, "..", "..", "bench", "data", "duckling")
ZONE = dt.timezone(dt.timedelta(hours=-2))


def load(lang):
    with open(os.path.join(CORPUS, f"{lang}.jsonl"), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def truncate(value, grain):
    if grain == "second":
        return value.replace(microsecond=0)
    if grain == "minute":
        return value.replace(second=0, microsecond=0)
    if grain == "hour":
        return value.replace(minute=0, second=0, microsecond=0)
    day = value.replace(hour=0, minute=0, second=0, microsecond=0)
    if grain == "day":
        return day
    if grain == "week":
        return day - dt.timedelta(days=day.weekday())
    if grain == "month":
        return day.replace(day=1)
    if grain == "quarter":
        return day.replace(day=1, month=(day.month - 1) // 3 * 3 + 1)
    if grain == "year":
        return day.replace(day=1, month=1)
    raise ValueError(grain)


def expected_point(line):
    """The one value a single-point parser can match: the instant, an interval's start, or an
    open interval's bound (the deadline for "before")."""
    if line["kind"] == "instant":
        return line["value"]
    if line["kind"] == "interval":
        return line["from"]
    return line["to"] if line.get("direction") == "before" else line["from"]


def score(lines, parsed):
    """parsed: list of (datetime in UTC-2 or None, date_only bool)."""
    table = {}
    for line, (value, date_only) in zip(lines, parsed):
        key = f'{line["kind"]}/{line["grain"]}'
        row = table.setdefault(key, {"total": 0, "matched": 0, "date_only": 0, "none": 0})
        row["total"] += 1
        if value is None:
            row["none"] += 1
            continue
        expected = dt.datetime.fromisoformat(expected_point(line))
        grain = line["grain"]
        if date_only and grain in ("hour", "minute", "second"):
            row["date_only"] += 1
            continue
        if truncate(value.astimezone(ZONE), grain) == truncate(expected, grain):
            row["matched"] += 1
    return table


def run_taskdraft(binary, lines, lang):
    """All lines of one reference time go through one `taskdraft draft` process."""
    parsed = [None] * len(lines)
    by_ref = {}
    for index, line in enumerate(lines):
        by_ref.setdefault(line["ref"], []).append(index)
    start = time.perf_counter()
    for ref, indices in by_ref.items():
        env = dict(os.environ, TASKDRAFT_NOW=ref, TZ="Etc/GMT+2", TASKDRAFT_REGION="US" if lang == "en" else "RU")
        text = "".join(lines[i]["text"].replace("\n", " ") + "\n" for i in indices)
        out = subprocess.run([binary, "draft"], input=text.encode(), env=env, capture_output=True).stdout.decode()
        for i, answer in zip(indices, out.splitlines()):
            draft = json.loads(answer)
            if draft.get("due"):
                parsed[i] = (dt.datetime.fromisoformat(draft["due"]), False)
            elif draft.get("due_date"):
                d = dt.date.fromisoformat(draft["due_date"])
                parsed[i] = (dt.datetime(d.year, d.month, d.day, tzinfo=ZONE), True)
            else:
                parsed[i] = (None, False)
    return parsed, time.perf_counter() - start


def run_dateparser(lines, lang):
    import dateparser  # noqa: the venv's
    parsed = []
    start = time.perf_counter()
    for line in lines:
        ref = dt.datetime.fromisoformat(line["ref"])
        settings = {"PREFER_DATES_FROM": "future", "RELATIVE_BASE": ref.replace(tzinfo=None),
                    "TIMEZONE": "UTC-02:00", "RETURN_AS_TIMEZONE_AWARE": True}
        try:
            value = dateparser.parse(line["text"], languages=[lang], settings=settings)
        except Exception:  # dateparser raises on some inputs; that is a miss, not a crash of the bench
            value = None
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=ZONE)
        parsed.append((value, False))
    return parsed, time.perf_counter() - start


def load_negatives(lang):
    with open(os.path.join(CORPUS, "extra", "negatives.jsonl"), encoding="utf-8") as f:
        return [line for line in map(json.loads, filter(str.strip, f)) if line["lang"] == lang]


def main():
    which = sys.argv[1]
    result = {}
    for lang in ("ru", "en"):
        negatives = load_negatives(lang)
        if which == "taskdraft":
            found, _ = run_taskdraft(sys.argv[2], negatives, lang)
        else:
            found, _ = run_dateparser(negatives, lang)
        false_positives = sum(1 for value, _ in found if value is not None)
        lines = load(lang)
        if which == "taskdraft":
            parsed, seconds = run_taskdraft(sys.argv[2], lines, lang)
        else:
            parsed, seconds = run_dateparser(lines, lang)
        table = score(lines, parsed)
        main_lines = [(l, p) for l, p in zip(lines, parsed) if l["section"] == "main" and "explicit_tz" not in l.get("tags", [])]
        result[lang] = {"lines": len(lines), "seconds": seconds, "table": table,
                        "negatives": len(negatives), "false_positives": false_positives,
                        "main_no_tz": score([l for l, _ in main_lines], [p for _, p in main_lines])}
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
