#!/usr/bin/env python3
"""Splitting scored on dates nobody here wrote: Duckling's own day expressions said once for several tasks.

    scripts/bench/split_heldout.py [--bin PATH] [--failures] [--json]

The splitting corpus (split_accuracy.py) was written beside the splitter. This one takes every
day-grain instant of Duckling's test data (bench/data/duckling/{en,ru,pl}.jsonl, with its own
reference time and expected day) and says it once for two or three tasks, in the shapes issue 28
§4 names: an opening before a comma ("Tomorrow, call the bank, send the invoice and …"), a label
("Tomorrow: … and …"), a closing after the last task ("… and … tomorrow"), a heading over bullets
that ends at a blank line (the item after it gets no date), and a heading over numbered items.
An utterance is right when there are as many drafts as tasks, each titled with its task's words
and due on Duckling's day (or on none, after the blank line).

Splitting cannot carry a date the parser cannot read, so a phrase counts only when the same
binary reads it right alone, after one task ("Call the bank <phrase>": that day, and the task's
words for its title, no word of the phrase left in it); how many do is printed,
and the parser's own score on these phrases is the "Understanding: public suites" section.
The tasks' words are fixed below and were written before this script was first run; nothing in
the splitter was changed against its results.
"""
import atexit
import json
import os
import shutil
import sys
import tempfile

from split_drafts import ROOT, arguments, drafts, due_day, environment

DATA = os.path.join(ROOT, "bench", "data", "duckling")

# Each language: the task a phrase is first read after alone, the word "and", and the tasks
# said together (lower case, as in the middle of a sentence).
LANGUAGES = {
    "en": ("Call the bank", "and", [
        "send the invoice", "book the meeting room", "renew the insurance", "order printer paper",
        "email the landlord", "pay the electricity bill", "review the contract", "print the tickets",
        "clean the garage", "water the plants", "update the budget sheet", "collect the parcel",
    ]),
    "ru": ("Позвонить в банк", "и", [
        "отправить счёт", "забронировать переговорную", "продлить страховку", "заказать бумагу для принтера",
        "написать арендодателю", "оплатить электричество", "проверить договор", "распечатать билеты",
        "убрать гараж", "полить цветы", "обновить бюджет", "забрать посылку",
    ]),
    "pl": ("Zadzwonić do banku", "i", [
        "wysłać fakturę", "zarezerwować salę konferencyjną", "przedłużyć ubezpieczenie", "zamówić papier do drukarki",
        "napisać do właściciela mieszkania", "zapłacić za prąd", "sprawdzić umowę", "wydrukować bilety",
        "posprzątać garaż", "podlać kwiaty", "zaktualizować budżet", "odebrać paczkę",
    ]),
}
CLASSES = ["opening", "label", "closing", "heading", "numbered"]


def upper_first(text):
    return text[:1].upper() + text[1:]


def zone_of(ref):
    """Duckling's reference times carry their offset (-02:00); the zone is that offset."""
    offset = ref[-6:]
    hours = int(offset[1:3])
    return "UTC" if hours == 0 else f"Etc/GMT{'+' if offset[0] == '-' else '-'}{hours}"


def utterance(kind, phrase, tasks, joiner):
    """The words and the tasks they hold, as (title, dated) pairs."""
    a, b, c = tasks
    if kind == "opening":
        return f"{upper_first(phrase)}, {a}, {b} {joiner} {c}", [(a, True), (b, True), (c, True)]
    if kind == "label":
        return f"{upper_first(phrase)}: {a} {joiner} {b}", [(a, True), (b, True)]
    if kind == "closing":
        return f"{upper_first(a)}, {b} {joiner} {c} {phrase}", [(a, True), (b, True), (c, True)]
    if kind == "heading":
        return f"{upper_first(phrase)}:\n- {a}\n- {b}\n\n- {c}", [(a, True), (b, True), (c, False)]
    return f"{upper_first(phrase)}:\n1. {a}\n2. {b}", [(a, True), (b, True)]


def main(argv):
    args = arguments(__doc__, argv)
    home = tempfile.mkdtemp(prefix="td-split-heldout-")
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    tallies, failures, phrases = {}, [], {}
    for lang, (alone, joiner, actions) in LANGUAGES.items():
        with open(os.path.join(DATA, f"{lang}.jsonl"), encoding="utf-8") as f:
            items = [json.loads(line) for line in f if line.strip()]
        items = [i for i in items if i["kind"] == "instant" and i.get("grain") == "day"]
        read = 0
        for n, item in enumerate(items):
            env = environment(home, zone_of(item["ref"]), item["ref"])
            day = item["value"][:10]
            got = drafts(args.bin, f"{alone} {item['text']}", env)
            if len(got) != 1 or due_day(got[0]) != day or got[0]["title"] != alone:
                continue
            read += 1
            for k, kind in enumerate(CLASSES):
                # Each utterance its own three tasks, turning through the list.
                start = (n * len(CLASSES) + k) % len(actions)
                tasks = [actions[(start + j * 5) % len(actions)] for j in range(3)]
                text, want = utterance(kind, item["text"], tasks, joiner)
                got = drafts(args.bin, text, env)
                right = len(got) == len(want) and all(
                    d["title"] == upper_first(title) and due_day(d) == (day if dated else None)
                    for d, (title, dated) in zip(got, want))
                for key in ((lang, kind), (lang, "all")):
                    tally = tallies.setdefault(key, {"total": 0, "right": 0})
                    tally["total"] += 1
                    tally["right"] += right
                if not right:
                    failures.append((lang, kind, text, day, want, got))
        phrases[lang] = (read, len(items))
    if args.json:
        print(json.dumps({"phrases": {lang: {"read_alone": r, "day_instants": t} for lang, (r, t) in phrases.items()},
                          "utterances": {f"{lang}:{kind}": tally for (lang, kind), tally in tallies.items()}},
                         ensure_ascii=False))
        return 0
    print("| language | Duckling day phrases read right alone | class | utterances | all tasks right |")
    print("|---|---:|---|---:|---:|")
    for lang in LANGUAGES:
        read, total = phrases[lang]
        for kind in CLASSES + ["all"]:
            tally = tallies.get((lang, kind), {"total": 0, "right": 0})
            share = f"{100 * tally['right'] / tally['total']:.1f} %" if tally["total"] else "-"
            label = f"**{kind}**" if kind == "all" else kind
            shown = f"{tally['right']} (**{share}**)" if kind == "all" else f"{tally['right']} ({share})"
            print(f"| {lang.upper()} | {read} of {total} | {label} | {tally['total']} | {shown} |")
    if args.failures:
        for lang, kind, text, day, want, got in failures:
            print(f"\n[{lang} {kind}] {text!r} (due {day})")
            print("  want: " + "; ".join(f"{upper_first(t)} {day if dated else '-'}" for t, dated in want))
            print("  got:  " + "; ".join(f"{d['title']} {due_day(d) or '-'}" for d in got))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
