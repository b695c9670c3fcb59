"""What the two splitting scores (split_accuracy.py, split_heldout.py) share: their command line,
the environment a taskdraft binary drafts in, and its drafts for one text."""
import argparse
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def arguments(doc, argv):
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "taskdraft"))
    parser.add_argument("--failures", action="store_true", help="list each utterance drafted wrong")
    parser.add_argument("--json", action="store_true", help="print the tallies as JSON")
    return parser.parse_args(argv)


def environment(home, zone, now):
    """The built-in parser at the clock `now` in `zone`, with a home and a database of its own under `home`."""
    return dict(os.environ, TZ=zone, TASKDRAFT_NOW=now, TASKDRAFT_REGION="RU", HOME=home,
                XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
                TASKDRAFT_DB=os.path.join(home, "tasks.db"), TASKDRAFT_BACKEND="builtin")


def drafts(binary, text, env):
    # On standard input: a text may start with "-" (a bullet), which an argument cannot.
    out = subprocess.run([binary, "draft", "--split", "--json"], input=text, env=env, capture_output=True, text=True)
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def due_day(draft):
    return draft.get("due_date") or (draft.get("due") or "")[:10] or None
