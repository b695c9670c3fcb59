#!/usr/bin/env python3
"""Puts the figures of the last bench runs into BENCHMARKS.md.

    python3 scripts/bench/paste.py [NAME ...]    # default: every file in bench-results/sections/

Each bench-results/sections/NAME.md, which `scripts/bench/bench.py` wrote with the command
that reproduces it, replaces what stands between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`
in BENCHMARKS.md; NAME-full.md (a long form, `make bench-full`) goes between the `bench:NAME-full`
markers, under the section's own figures, its heading one level down. A block a section's run
writes for another document (BESIDE: every row of the understanding section's table, in
bench/ACCURACY.md; the splitting scores' rows by class, in bench/SPLIT.md) is pasted there
whenever its section is. A section with no block yet is added at the end of the file, for
notes to be written beside it. Nothing outside the markers changes: what the figures mean is
written by hand after them.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SECTIONS = os.path.join(ROOT, "bench-results", "sections")
DOCUMENT = os.path.join(ROOT, "BENCHMARKS.md")
# Blocks a section's run writes beside its own, for a document of their own: name -> (section, document).
BESIDE = {"understanding-rows": ("understanding", os.path.join(ROOT, "bench", "ACCURACY.md")),
          "split-rows": ("split", os.path.join(ROOT, "bench", "SPLIT.md"))}


def block(name, text):
    if name.endswith("-full"):
        text = re.sub(r"^## ", "### ", text, count=1, flags=re.M)
    return f"<!-- bench:{name} -->\n{text.strip()}\n<!-- /bench:{name} -->"


def paste(document, name, text):
    """`document` with the block of `name` holding `text`: replaced where it is, else placed
    after the block of the section it is the long form of, else at the end."""
    pattern = re.compile(rf"<!-- bench:{re.escape(name)} -->\n.*?<!-- /bench:{re.escape(name)} -->", re.S)
    new = block(name, text)
    if pattern.search(document):
        return pattern.sub(lambda _: new, document, count=1)
    if name.endswith("-full"):
        end = f"<!-- /bench:{name[:-len('-full')]} -->"
        if end in document:
            return document.replace(end, end + "\n\n" + new, 1)
    return document.rstrip("\n") + "\n\n" + new + "\n"


def main(names):
    if not os.path.isdir(SECTIONS):
        sys.exit("paste: no bench-results/sections/ yet; run `make bench` (or scripts/bench/bench.py NAME) first")
    available = sorted(f[:-3] for f in os.listdir(SECTIONS) if f.endswith(".md"))
    names = names or [n for n in available if n not in BESIDE]
    names += [beside for beside, (section, _) in BESIDE.items() if section in names and beside not in names]
    missing = [n for n in names if n not in available]
    if missing:
        sys.exit(f"paste: no figures for {', '.join(missing)} in bench-results/sections/ (there are: {' '.join(available)})")
    documents = {}
    for name in names:
        path = BESIDE[name][1] if name in BESIDE else DOCUMENT
        if path not in documents:
            with open(path, encoding="utf-8") as f:
                documents[path] = f.read()
        with open(os.path.join(SECTIONS, name + ".md"), encoding="utf-8") as f:
            documents[path] = paste(documents[path], name, f.read())
    for path, document in documents.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(document)
        print(f"paste: {', '.join(n for n in names if (BESIDE[n][1] if n in BESIDE else DOCUMENT) == path)} into "
              f"{os.path.relpath(path, ROOT)} ({document.count(chr(10))} lines)")


if __name__ == "__main__":
    main(sys.argv[1:])
