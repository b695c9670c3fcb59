"""Markdown prose wrapped at 100 columns, as the hand-written notes of BENCHMARKS.md and
bench/TRIED.md are, for what a script writes: bench/CONVENTIONS.md (accuracy.py --conventions)
and each section's figures (bench.py, which paste.py puts into BENCHMARKS.md).

A paragraph (lines of text up to a blank line, a table, a heading, an HTML comment, a list
item or a code fence) is joined and wrapped again; a list item is wrapped with its text's
indent. A code span is never cut: `python3 scripts/bench/bench.py NAME` stays on one line, as
the tests that read the docs find it. Wrapping what is already wrapped gives the same text.
"""
import re
import textwrap

WIDTH = 100
CODE_SPACE = "\x00"  # a space inside backquotes while textwrap looks for places to break
ITEM = re.compile(r"^(\s*(?:[-*]|\d+\.) )")


def _wrap_paragraph(text, indent=""):
    protected, inside = [], False
    for character in text:
        if character == "`":
            inside = not inside
        protected.append(CODE_SPACE if character == " " and inside else character)
    lines = textwrap.wrap("".join(protected), width=WIDTH, initial_indent=indent,
                          subsequent_indent=" " * len(indent), break_long_words=False, break_on_hyphens=False)
    # An empty item ("- " and nothing after it) wraps to no line at all.
    lines = lines or [indent]
    lines[0] = lines[0][len(indent):]
    return [line.replace(CODE_SPACE, " ") for line in lines]


def _is_text(line):
    stripped = line.lstrip()
    return bool(stripped) and not stripped.startswith(("|", "#", "<!--", "```")) and not ITEM.match(line)


def wrap(markdown):
    """`markdown` with every paragraph and list item wrapped at WIDTH columns."""
    lines, out, i = markdown.split("\n"), [], 0
    fenced = False
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("```"):
            fenced = not fenced
        item = ITEM.match(line)
        if fenced or not (item or _is_text(line)):
            out.append(line)
            i += 1
            continue
        marker = item.group(1) if item else ""
        words = [line[len(marker):].strip()]
        i += 1
        while i < len(lines) and _is_text(lines[i]):
            words.append(lines[i].strip())
            i += 1
        wrapped = _wrap_paragraph(" ".join(words), marker)
        out.append(marker + wrapped[0])
        out.extend(wrapped[1:])
    return "\n".join(out)
