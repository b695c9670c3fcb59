#!/usr/bin/env python3
"""The REPL on a pseudo-terminal, typed as a person types it.

The end-to-end tests drive `taskdraft repl` over a pipe, which never reaches libedit: this
harness runs the built binary on a pty (its own session, a window size set with TIOCSWINSZ),
types keys one at a time a few milliseconds apart, reads the terminal's output back, and then
checks what was written with `taskdraft list --json`. Standard library only. It also types
README.md's tour and compares the screen with the blocks pasted there (`--write-tour` pastes
them again).

Each wait is for expected output, bounded by WAIT seconds so that a hang fails instead of
blocking; nothing depends on how fast the machine is.
"""
import difflib
import fcntl
import json
import os
import re
import select
import shutil
import signal
import sqlite3
import struct
import subprocess
import sys
import tempfile
import termios
import time
import traceback
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("TASKDRAFT_BIN") or os.path.join(ROOT, ".build", "debug", "taskdraft")
# Generous: a debug build on a busy machine; only a hang comes near it.
WAIT = 20.0
KEY_DELAY = 0.005

KEYS = {
    "enter": b"\r",
    "up": b"\x1b[A",
    "down": b"\x1b[B",
    "left": b"\x1b[D",
    "right": b"\x1b[C",
    "backspace": b"\x7f",
    "ctrl-a": b"\x01",
    "ctrl-e": b"\x05",
    "ctrl-c": b"\x03",
    "ctrl-d": b"\x04",
    "ctrl-u": b"\x15",
}

PROMPT = "taskdraft> "
CONFIRM = "or say what to change: "
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>78]")
SGR = re.compile(r"\x1b\[[0-9;]*m")


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Home:
    """A temporary HOME with its own database, config, history; a fixed clock and zone."""

    def __init__(self, lang="C.UTF-8"):
        self.directory = tempfile.mkdtemp(prefix="taskdraft-pty-")
        # The binary this home runs: the built one, or a copy of it (`copy_binary`).
        self.binary = BIN
        self.env = {
            "PATH": "/usr/bin:/bin",
            "HOME": self.directory,
            "XDG_DATA_HOME": os.path.join(self.directory, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.directory, "config"),
            "XDG_STATE_HOME": os.path.join(self.directory, "state"),
            "TASKDRAFT_DB": os.path.join(self.directory, "tasks.db"),
            "TASKDRAFT_NOW": "2026-12-02T10:00:00+03:00",
            "TZ": "Europe/Moscow",
            "TERM": "xterm-256color",
        }
        if lang is not None:
            self.env["LANG"] = lang

    @property
    def history_path(self):
        return os.path.join(self.env["XDG_STATE_HOME"], "taskdraft", "history")

    def tasks(self):
        """`taskdraft list --json --all` over pipes: what was committed, tasks that wait too."""
        result = subprocess.run([self.binary, "list", "--json", "--all", "status:all"], env=self.env, capture_output=True, timeout=WAIT)
        check(result.returncode == 0, f"list --json failed: {result.stderr.decode(errors='replace')}")
        return json.loads(result.stdout)

    def titles(self):
        return [task["title"] for task in self.tasks()]

    def copy_binary(self):
        """Runs a copy of the binary, alone in an empty folder of this home, as a person copies
        it out of the build tree: no Skills folder beside or above it, none installed next to
        it, none in the (empty) config folder; what Skills it has, it carries."""
        directory = os.path.join(self.directory, "copy", "bin")
        os.makedirs(directory)
        self.binary = os.path.join(directory, "taskdraft")
        shutil.copy2(BIN, self.binary)

    def remove(self):
        shutil.rmtree(self.directory, ignore_errors=True)


class Terminal:
    """The binary on a pty: keys in, output out."""

    def __init__(self, home, args=("repl", "--backend", "builtin"), columns=80, rows=24, env=None):
        environment = dict(home.env)
        environment.update(env or {})
        environment["COLUMNS"] = str(columns)
        environment["LINES"] = str(rows)
        self.pid, self.fd = os.forkpty()
        if self.pid == 0:
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
                os.chdir(home.directory)
                os.execve(home.binary, [home.binary, *args], environment)
            finally:
                os._exit(127)
        self.raw = bytearray()
        self.mark = 0
        self.typed_up_to = 0
        self.status = None

    # Output

    def _pump(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed its end
            chunk = b""
        if not chunk:
            return False
        self.raw += chunk
        return True

    @property
    def text(self):
        return self.raw.decode("utf-8", errors="replace")

    @property
    def screen(self):
        """The output as the terminal shows it: a carriage return goes back to the start of the
        line, an erase-line sequence clears the rest of it (a spinner's frames leave only the
        last), other escape sequences are not seen; trailing blanks are dropped."""
        lines, line, column = [], [], 0
        for token in re.findall(ANSI.pattern + r"|.", self.text, re.S):
            if token == "\n":
                lines.append("".join(line).rstrip())
                line, column = [], 0
            elif token == "\r":
                column = 0
            elif token == "\b":
                column = max(0, column - 1)
            elif token == "\x1b[K":
                del line[column:]
            elif not token.startswith("\x1b"):
                line[column:column + 1] = [token]
                column += 1
        return "\n".join(lines + ["".join(line).rstrip()]).rstrip("\n")

    @property
    def plain(self):
        """The output without escape sequences and carriage returns."""
        return ANSI.sub("", self.text).replace("\r", "")

    def expect(self, pattern, timeout=WAIT):
        """Waits until `pattern` (text or compiled regex) appears after the mark in the plain
        output; moves the mark past it and returns the match."""
        deadline = time.monotonic() + timeout
        regex = pattern if isinstance(pattern, re.Pattern) else re.compile(re.escape(pattern))
        while True:
            plain = self.plain
            match = regex.search(plain, self.mark)
            if match:
                self.mark = match.end()
                return match
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._pump(min(remaining, 0.5)):
                if not (match := regex.search(self.plain, self.mark)):
                    raise Failure(f"waited for {regex.pattern!r}; the terminal shows after the mark:\n"
                                  + self.plain[self.mark:][-1500:])
                self.mark = match.end()
                return match

    def settle(self, quiet=0.3, timeout=WAIT):
        """Reads until the output has been quiet for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            before = len(self.raw)
            if not self._pump(quiet) or len(self.raw) == before:
                return

    # Input

    def wait_for_editor(self, timeout=WAIT):
        """Waits until the line editor reads keys (the pty's line discipline leaves canonical
        mode): libedit shows the prompt a moment before that, and a key typed in between is
        echoed by the terminal driver and a Ctrl-C is not the editor's to see. A person waits
        for the prompt; so does the test, for the editor."""
        deadline = time.monotonic() + timeout
        while termios.tcgetattr(self.fd)[3] & termios.ICANON:
            if time.monotonic() > deadline:
                raise Failure("the line editor never started reading; the terminal shows:\n" + self.plain[-1500:])
            self._pump(0.005)

    def type(self, text):
        """One character at a time (a character's UTF-8 bytes arrive together, as a terminal sends them)."""
        self.wait_for_editor()
        for character in text:
            os.write(self.fd, character.encode())
            time.sleep(KEY_DELAY)

    def press(self, *names):
        self.wait_for_editor()
        for name in names:
            os.write(self.fd, KEYS[name])
            time.sleep(KEY_DELAY)
        self.typed_up_to = len(self.raw)

    def line(self, text):
        self.type(text)
        self.press("enter")

    def paste(self, text, bracketed=True):
        """`text` as a terminal sends a paste: in one write, inside `ESC[200~ … ESC[201~` when the
        program asked for bracketed paste (it must have: the check is that it did), else bare,
        its newlines as carriage returns."""
        self.wait_for_editor()
        if bracketed:
            check("\x1b[?2004h" in self.text, "the line editor did not ask the terminal for bracketed paste")
            os.write(self.fd, b"\x1b[200~" + text.encode() + b"\x1b[201~")
        else:
            os.write(self.fd, text.replace("\n", "\r").encode())
        self.typed_up_to = len(self.raw)

    def answer(self, text):
        """Types `text` and Enter at the program's next question, whatever its words: after the
        output that follows what was typed before, once the line editor reads keys. Typed any
        sooner, the keys would be echoed by the terminal driver wherever the output then is."""
        self.wait_for_question()
        self.line(text)

    def wait_for_question(self, timeout=WAIT):
        """Waits until the program asks again: output after the last key typed, ending in a
        question (a line not yet ended), and the line editor reading keys. The editor that read
        the last line leaves raw mode before the program writes anything, so raw mode after
        new output is the next question's."""
        deadline = time.monotonic() + timeout
        while True:
            fresh = self.raw[self.typed_up_to:]
            tail = self.raw[self.raw.rfind(b"\n") + 1:]
            if b"\n" in fresh and tail and not termios.tcgetattr(self.fd)[3] & termios.ICANON:
                return
            if time.monotonic() > deadline:
                raise Failure("the program never asked again; the terminal shows:\n" + self.plain[-1500:])
            self._pump(0.005)

    # End

    def wait_exit(self, timeout=WAIT):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                while self._pump(0.05) and len(self.raw):
                    ready, _, _ = select.select([self.fd], [], [], 0)
                    if not ready:
                        break
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
            self._pump(0.1)
        raise Failure("the REPL did not exit; the terminal shows:\n" + self.plain[-1500:])

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(self.fd)


def quit_with_ctrl_d(term):
    term.expect(PROMPT)
    term.press("ctrl-d")
    status = term.wait_exit()
    check(status == 0, f"exit status {status} after Ctrl-D")


def commit(term, text, title):
    """Types `text` at the main prompt, checks the draft card's title, commits with Enter."""
    term.expect(PROMPT)
    term.line(text)
    term.expect(re.compile(r"Draft +" + re.escape(title) + r"\n"))
    term.expect(CONFIRM)
    term.press("enter")
    term.expect(re.compile(r"Created \d+ \"" + re.escape(title) + "\""))


# Tests: each takes a Home and returns nothing or raises Failure.

def test_russian_sentence_is_typed_and_committed(home):
    term = Terminal(home)
    try:
        commit(term, "Созвон с подрядчиком завтра в 15:00", "Созвон с подрядчиком")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = home.tasks()
    check([t["title"] for t in tasks] == ["Созвон с подрядчиком"], f"titles: {[t['title'] for t in tasks]}")
    check(tasks[0]["due"].startswith("2026-12-03T15:00"), f"due: {tasks[0]['due']}")


def test_polish_cjk_and_emoji_are_typed_and_committed(home):
    term = Terminal(home)
    try:
        commit(term, "Zadzwonić do Łukasza jutro o 10:00", "Zadzwonić do Łukasza")
        commit(term, "買牛奶 🥛 tomorrow", "買牛奶 🥛")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Zadzwonić do Łukasza", "買牛奶 🥛"], f"titles: {home.titles()}")


def test_deferring_typed_at_the_prompt_is_a_wait(home):
    """"defer until Monday" and «odłóż do poniedziałku», typed key by key: a wait, no due, as
    "wait until" is (the clock is Wednesday 2 December 2026)."""
    term = Terminal(home)
    try:
        commit(term, "Call the bank, defer until Monday", "Call the bank")
        commit(term, "Zadzwonić do banku, odłóż do poniedziałku", "Zadzwonić do banku")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = {t["title"]: t for t in home.tasks()}
    check(sorted(tasks) == ["Call the bank", "Zadzwonić do banku"], f"titles: {sorted(tasks)}")
    for title, task in tasks.items():
        check(task["wait_date"] == "2026-12-07" and task["due"] is None and task["due_date"] is None, f"{title}: {task}")


def test_without_a_locale_the_line_editor_still_reads_utf8(home):
    # LANG unset (the C locale), or naming a locale that is not installed (en_GB.UTF-8 is not,
    # on a bare Debian): the line editor falls back to C.UTF-8.
    term = Terminal(home)
    try:
        commit(term, "Позвонить Анне завтра", "Позвонить Анне")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Позвонить Анне"], f"titles: {home.titles()}")


def test_cursor_movement_and_backspace_over_multibyte_characters(home):
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        # "Купить мооко" → three left, type "л" → "Купить молоко"; then a stray "ж" at the end erased.
        term.type("Купить мооко")
        term.press("left", "left", "left")
        term.type("л")
        term.press("ctrl-e")
        term.type("ж")
        term.press("backspace")
        term.press("enter")
        term.expect(re.compile(r"Draft +Купить молоко\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Купить молоко"')
        # Backspace over an emoji and a CJK character; Ctrl-A then a word in front.
        term.expect(PROMPT)
        term.type("milk 🥛🍪茶")
        term.press("backspace", "backspace")
        term.press("ctrl-a")
        term.type("Buy ")
        term.press("enter")
        term.expect(re.compile(r"Draft +Buy milk 🥛\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 2 "Buy milk 🥛"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Купить молоко", "Buy milk 🥛"], f"titles: {home.titles()}")


def test_history_recalls_a_cyrillic_line_and_keeps_it_in_the_file(home):
    line = "Созвон с подрядчиком завтра в 15:00"
    term = Terminal(home)
    try:
        commit(term, line, "Созвон с подрядчиком")
        # Arrow-up recalls the line; Enter drafts it again.
        term.expect(PROMPT)
        term.press("up")
        term.press("enter")
        term.expect(re.compile(r"Draft +Созвон с подрядчиком\n"))
        term.expect(CONFIRM)
        term.line("n")
        term.expect("Dropped.")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    with open(home.history_path, encoding="utf-8", errors="replace") as file:
        history = file.read()
    # libedit's format (strvis): blanks as octal escapes, letters as they are (UTF-8).
    lines = [re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), entry) for entry in history.splitlines()]
    check(line in lines, f"the history file does not hold the line as typed:\n{history!r}")
    # A new session recalls it from the file.
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.press("up")
        term.type(" #work")
        term.press("enter")
        term.expect(re.compile(r"Draft +Созвон с подрядчиком\n.*tags call, work", re.S))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect("Created 2")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = home.tasks()
    check([t["title"] for t in tasks] == ["Созвон с подрядчиком"] * 2, f"titles: {[t['title'] for t in tasks]}")
    check(tasks[1]["tags"] == ["call", "work"], f"tags: {tasks[1]['tags']}")


def test_e_edits_the_draft_field_by_field(home):
    """`e` puts each field's value in the line editor: Backspace takes back part of it, Ctrl-U
    all of it, Enter keeps what is there."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Купить молоко завтра")
        term.expect(CONFIRM)
        term.line("e")
        term.expect("title: Купить молоко")
        term.press(*["backspace"] * len("молоко"))
        term.line("кефир")
        term.expect("due (words, YYYY-MM-DD [HH:MM], or none): 2026-12-03")
        term.press("ctrl-u")
        term.line("2026-12-05 18:30")
        # The wait and the estimate are offered though the draft has none.
        term.expect("hidden until (words, YYYY-MM-DD [HH:MM], or none): ")
        term.line("2026-12-04")
        term.expect("estimate (2h, 30m, 1h30m, or none): ")
        term.line("soon")
        term.expect("'soon' is not a length; type 2h, 30m, 1h30m or none")
        term.expect("estimate (2h, 30m, 1h30m, or none): ")
        term.line("45m")
        term.expect("priority (none, low, medium, high): none")
        term.press("ctrl-u")
        term.line("high")
        term.expect("tags: ")
        term.line("дом")
        term.expect("project: ")
        term.press("enter")
        term.expect("notes (or none): ")
        term.line("обезжиренный, 1 л")
        term.expect("an RRULE, or none): ")
        # A wrong answer is refused with its reason and asked again.
        term.line("каждый блурсдей")
        term.expect("an RRULE, or none): ")
        term.line("каждую субботу")
        term.expect("comma-separated, or none): ")
        term.line("за час")
        term.expect(re.compile(r"Draft +Купить кефир\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Купить кефир"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    task = home.tasks()[0]
    check(task["title"] == "Купить кефир", f"title: {task['title']}")
    check(task["priority"] == "high", f"priority: {task['priority']}")
    check(task["tags"] == ["дом"], f"tags: {task['tags']}")
    check(task["reminders"] == ["-PT1H"], f"reminders: {task['reminders']}")
    check(task["due"].startswith("2026-12-05T18:30"), f"due: {task['due']}")
    notes = [a["text"] for a in task["annotations"]]
    check(notes == ["обезжиренный, 1 л"], f"annotations: {task['annotations']}")
    check(task["recurrence"] == "FREQ=WEEKLY;BYDAY=SA", f"recurrence: {task['recurrence']}")
    check(task["wait_date"] == "2026-12-04", f"wait: {task['wait_date']}")
    check(task["estimate"] == "PT45M", f"estimate: {task['estimate']}")


def test_e_reads_a_repeat_rule_in_words(home):
    """The repeats field reads words as `edit --recur` does: words that say more than a rule
    are refused with what would be kept and asked again; a rule in Polish or Russian in an
    English session is taken whole, and the card shows it in the session's words."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Team sync on Tuesday at 10")
        term.expect(CONFIRM)
        term.line("e")
        # Title, due, priority, tags, project and notes kept.
        for prompt in ["title: Team sync", "or none): 2026-12-08 10:00", "hidden until (", "estimate (",
                       "priority (none, low, medium, high): none", "tags: ",
                       "project: ", "notes (or none): "]:
            term.expect(prompt)
            term.press("enter")
        term.expect("an RRULE, or none): ")
        term.line("every day at 9")
        term.expect('only "every day" would be kept')
        term.expect("an RRULE, or none): ")
        term.line("co drugi wtorek do marca")
        term.expect("comma-separated, or none): ")
        term.press("enter")
        term.expect("repeats every 2 weeks on Tuesday until 28 February 2027")
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Team sync"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    task = home.tasks()[0]
    check(task["recurrence"] == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20270228", f"recurrence: {task['recurrence']}")
    check(task["due"].startswith("2026-12-08T10:00"), f"due: {task['due']}")


def test_e_asks_the_start_of_a_draft_that_has_one(home):
    """A draft with a start ("from Monday to Friday") has it asked after the due, its day in the
    line to edit; a draft without one is asked what it always was (the tests above)."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Paint the fence from Monday to Friday")
        term.expect(CONFIRM)
        term.line("e")
        term.expect("title: Paint the fence")
        term.press("enter")
        term.expect("due (words, YYYY-MM-DD [HH:MM], or none): 2026-12-11")
        term.press("enter")
        term.expect("start (words, YYYY-MM-DD [HH:MM], or none): 2026-12-07")
        term.press("ctrl-u")
        term.line("tuesday")
        # The rest as before: the wait and the estimate next, then the others, each kept.
        term.expect("hidden until (")
        term.press("enter")
        for prompt in ["estimate (", "priority (none, low, medium, high): none", "tags: ", "project: ", "notes (or none): ",
                       "an RRULE, or none): ", "comma-separated, or none): "]:
            term.expect(prompt)
            term.press("enter")
        term.expect(re.compile(r"Draft +Paint the fence\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Paint the fence"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    task = home.tasks()[0]
    check(task["start_date"] == "2026-12-08", f"start: {task['start_date']} {task['start']}")
    check(task["due_date"] == "2026-12-11", f"due: {task['due_date']}")


def test_refinement_in_words(home):
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Сдать отчёт завтра в 15:00")
        term.expect("Thu 3 Dec 2026 15:00")
        term.expect(CONFIRM)
        term.line("в пятницу")
        term.expect(re.compile(r"Draft +Сдать отчёт\n +due +Fri 4 Dec 2026 15:00"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Сдать отчёт"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    task = home.tasks()[0]
    check(task["title"] == "Сдать отчёт" and task["due"].startswith("2026-12-04T15:00"), f"task: {task}")


def the_next_question_and_a_link_typed_at_the_prompt(language):
    """Issue 29 at the prompt, typed key by key in the session's language: a question of what to
    do now shows the urgency order (no draft card), and a change of task 3 said in words links
    it to the task its words name by title; nothing new is drafted."""
    titles, question, change, shown, changed = {
        "pl": (("Spotkanie z zarządem jutro", "Zarezerwować salę", "Wysłać notatki"), "co mam teraz zrobić?",
               "ustaw #3 po spotkaniu z zarządem", "Co robić: najpierw najpilniejsze:", "Zmieniono 3 „Wysłać notatki”"),
        "ru": (("Написать отчёт завтра", "Забронировать зал", "Отправить письмо"), "что мне сейчас делать?",
               "сделай #3 после отчёта", "Что делать: сначала самое срочное:", "Изменена задача 3 «Отправить письмо»"),
    }[language]

    def test(home):
        seed(home, *titles)
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line(question)
            term.expect(shown)
            term.expect(re.compile(r"(?m)^ *1 .*" + re.escape(titles[0].split()[0])))
            term.expect(PROMPT)
            check(not DRAFT_CARD.search(term.plain), f"a question drafted a task:\n{term.plain[-1500:]}")
            term.line(change)
            term.expect(changed)
            quit_with_ctrl_d(term)
        finally:
            term.close()
        tasks = home.tasks()
        check(len(tasks) == 3, f"tasks: {[t['title'] for t in tasks]}")
        third = next(t for t in tasks if t["id"] == 3)
        check([d["id"] for d in third["depends"]] == [1], f"depends: {third['depends']}")
    test.__name__ = f"test_the_next_question_and_a_link_typed_at_the_prompt_{language}"
    return test


def test_ctrl_c_clears_a_half_typed_line_and_the_session_goes_on(home):
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.press("ctrl-c")  # on an empty line
        term.expect(PROMPT)
        term.type("Полунабранная строка")
        term.press("ctrl-c")
        term.expect(PROMPT)
        term.line("Купить хлеб")
        term.expect(re.compile(r"Draft +(.*)\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect("Created 1")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Купить хлеб"], f"titles: {home.titles()}")


def test_ctrl_d_at_the_draft_prompt_drops_on_its_own_line(home):
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Купить сыр")
        term.expect(CONFIRM)
        term.press("ctrl-d")
        # "Dropped." starts a line of its own: not after the prompt.
        term.expect(re.compile(r"\n  Dropped\.\n"))
        term.expect(PROMPT)
        # Ctrl-D at the main prompt quits, leaving the shell's prompt on a fresh line.
        term.press("ctrl-d")
        status = term.wait_exit()
        check(status == 0, f"exit status {status}")
        # libedit shows the key as ^D; then a newline.
        check(re.search(re.escape(PROMPT) + r"(\^D)?\n$", term.plain), f"the output ends with {term.plain[-40:]!r}")
    finally:
        term.close()
    check(home.titles() == [], f"titles: {home.titles()}")


def test_a_draft_without_a_title_asks_for_one(home):
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("завтра в 15:00")
        term.expect(CONFIRM)
        term.press("enter")  # Enter does not commit "Untitled task"
        term.expect("title: ")
        term.press("enter")  # nor does an empty title
        term.expect("title: ")
        term.line("Созвон")
        term.expect(re.compile(r"Draft +Созвон\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Созвон"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = home.tasks()
    check([t["title"] for t in tasks] == ["Созвон"], f"titles: {[t['title'] for t in tasks]}")
    check(tasks[0]["due"].startswith("2026-12-03T15:00"), f"due: {tasks[0]['due']}")


def test_a_60_column_terminal(home):
    # One task ("и" joins nouns): "… и разослать участникам" would be two, and a set.
    long = "Подготовить квартальный отчёт для совета директоров и акционеров компании завтра в 15:00"
    title = "Подготовить квартальный отчёт для совета директоров и акционеров компании"
    term = Terminal(home, columns=60)
    try:
        # The draft card wraps the title at a word boundary, under itself.
        term.expect(PROMPT)
        term.line(long)
        term.expect(re.compile(r"Draft +Подготовить квартальный отчёт для совета директоров\n +и акционеров компании\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect(re.compile(r"Created \d+ \"" + re.escape(title) + "\""))
        term.expect(PROMPT)
        term.line("/list")
        term.expect(re.compile(r"\n +1 .*\n"))
        quit_with_ctrl_d(term)
        listing = term.plain[term.plain.rfind("/list\n"):].split("\n")[1:-2]
        # The header, the task's row and its title's continuation lines: nothing cut, all of it read back.
        check(len(listing) >= 3, f"the /list output: {listing}")
        for row in listing:
            check(len(row) <= 60, f"a /list row is wider than 60 columns: {row!r}")
        column = listing[1].find("Подготовить")
        check(column > 0 and all(row[:column].strip() == "" for row in listing[2:]),
              f"continuation lines start under the title: {listing}")
        # On the first line the title cell ends where the Tags column begins.
        read_back = " ".join([listing[1][column:].split("  ")[0]] + [row[column:].strip() for row in listing[2:]])
        check(read_back == title and "…" not in "".join(listing), f"the title read back: {read_back!r}")
    finally:
        term.close()
    check(home.titles() == [title], f"titles: {home.titles()}")


def test_list_on_a_60_column_terminal(home):
    """`taskdraft list status:all` straight to a narrow terminal: Tags give way, the title
    wraps, a Status column tells done from pending, ↻ marks the recurring task, and the
    overdue and today dates keep their colours."""
    for sentence in ("Подготовить квартальный отчёт для совета директоров с графиками продаж по регионам "
                     "до пятницы !high #квартальная-отчётность +Финансы",
                     "Water the plants every monday", "Pay the fine yesterday", "Call mom today 18:00",
                     "Old finished thing"):
        result = subprocess.run([BIN, "add", "--yes", sentence], env=home.env, capture_output=True, timeout=WAIT)
        check(result.returncode == 0, f"add failed: {result.stderr.decode(errors='replace')}")
    subprocess.run([BIN, "done", "--yes", "5"], env=home.env, capture_output=True, timeout=WAIT, check=True)
    term = Terminal(home, args=("list", "status:all"), columns=60)
    try:
        check(term.wait_exit() == 0, f"list failed:\n{term.plain}")
    finally:
        term.close()
    lines = term.plain.rstrip("\n").split("\n")
    for line in lines:
        check(len(line) <= 60, f"a row is wider than 60 columns: {line!r}")
    header = lines[0]
    # Tags and then Project give way to a readable title; Status stays, the statuses being mixed.
    check(header.split() == ["ID", "Due", "Pri", "Status", "Title"], f"header: {header!r}")
    check(any("done" in line and "Old finished thing" in line for line in lines), f"no done row: {lines}")
    check(any("pending" in line and "Water the plants ↻" in line for line in lines), f"no ↻ marker: {lines}")
    start = next(i for i, line in enumerate(lines) if "Подготовить" in line)
    column = lines[start].find("Подготовить")
    continuation = lines[start + 1]
    check(continuation[:column].strip() == "" and continuation[column:].split()[0] in
          "квартальный отчёт для совета директоров с графиками продаж по регионам".split(),
          f"the title does not continue under itself on the next line: {lines}")
    check("…" not in term.plain, f"something was cut: {lines}")
    check(re.search(r"\x1b\[31myesterday", term.text), "the overdue date is not red")
    check(re.search(r"\x1b\[33mtoday 18:00", term.text), "today's date is not yellow")


def test_no_color_means_no_colour_sequences(home):
    def session(env):
        term = Terminal(home, env=env)
        try:
            commit(term, "Позвонить Анне сегодня в 19:00 !high", "Позвонить Анне")
            term.expect(PROMPT)
            term.line("/list")
            term.expect(re.compile(r"\n +1 .*\n"))
            quit_with_ctrl_d(term)
            return term.text
        finally:
            term.close()

    coloured = session({})
    check(SGR.search(coloured), "without NO_COLOR the terminal shows no colour at all (the check below would prove nothing)")
    plain = session({"NO_COLOR": "1"})
    found = SGR.findall(plain)
    check(not found, f"colour sequences with NO_COLOR: {found[:5]}")


# Names, not wording: the product, the backend, typed syntax; and tags the shipped vocabulary gives (data).
RUSSIAN_SCREEN_NAMES = {"TaskDraft", "taskdraft", "builtin", "help", "call"}


def test_a_russian_session_speaks_russian(home):
    typed = ["Созвон с подрядчиком завтра в 15:00, срочно", "не срочно", "тег работа", "/list"]
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line(typed[0])
        term.expect(re.compile(r"Черновик +Созвон с подрядчиком\n +срок +чт 3 дек 2026 15:00 \(\+03:00\) +приоритет высокий"))
        term.expect("что поменять: ")
        term.line(typed[1])
        term.expect("Изменено: приоритет высокий → низкий")
        term.expect("что поменять: ")
        term.line(typed[2])
        term.expect("Изменено: теги + работа")
        term.expect("что поменять: ")
        term.press("enter")
        term.expect("Создана задача 1 «Созвон с подрядчиком» (срок чт 3 дек 2026 15:00 (+03:00))")
        term.expect(PROMPT)
        term.line(typed[3])
        term.expect(re.compile(r"№ +Срок +Пр +Задача +Теги\n1 +завтра 15:00 +Н +Созвон с подрядчиком"))
        quit_with_ctrl_d(term)
        screen = term.plain
    finally:
        term.close()
    for line in typed:
        screen = screen.replace(line, " ")
    english = [w for w in re.findall(r"[A-Za-z]{2,}", screen) if w not in RUSSIAN_SCREEN_NAMES]
    check(not english, f"English words on a Russian screen: {english}\n{screen}")
    check(home.tasks()[0]["priority"] == "low", f"task: {home.tasks()[0]}")


def seed(home, *sentences):
    for sentence in sentences:
        result = subprocess.run([BIN, "add", "--yes", sentence], env=home.env, capture_output=True, timeout=WAIT)
        check(result.returncode == 0, f"add failed: {result.stderr.decode(errors='replace')}")


# The draft card's first line, in any of the three languages.
DRAFT_CARD = re.compile(r"(?m)^ *(Draft|Черновик|Szkic) {2,}\S")

COMMAND_WORDS = {
    # language: (help word, what help shows, undo word, the guess's question, yes, quit word)
    "en": ("help", "/list [filters]", "undo", "Did you mean /undo? [Y/n] ", "", "quit"),
    "ru": ("справка", "/list [фильтры]", "отмени", "Вы имели в виду /undo? [Д/н] ", "д", "выход"),
    "pl": ("pomoc", "/list [filtry]", "cofnij", "Czy chodziło o /undo? [T/n] ", "tak", "koniec"),
}


def commands_without_a_slash(language):
    """`help`, `undo`, `n` and `quit` typed without the slash, in each language, run as the
    commands (undo asked first, since it writes and the word might begin a task); none of
    them becomes a task."""
    def test(home):
        seed(home, "Call Anna tomorrow at 10:00", "Pay rent on Friday")
        help_word, help_shows, undo_word, question, yes, quit_word = COMMAND_WORDS[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line(help_word)
            term.expect(help_shows)
            term.expect(PROMPT)
            term.line(undo_word)
            term.expect(question)
            term.line(yes)
            term.expect(re.compile(r"(Undone|Отменено|Cofnięto): .*Pay rent"))
            term.expect(PROMPT)
            term.line("n" if language != "ru" else "н")
            term.expect(re.compile(r"No draft is waiting|Никакой черновик не ждёт|Żaden szkic nie czeka"))
            term.expect(PROMPT)
            term.line(quit_word)
            status = term.wait_exit()
            check(status == 0, f"exit status {status} after {quit_word!r}")
            check(not DRAFT_CARD.search(term.plain), f"a word became a draft:\n{term.plain}")
        finally:
            term.close()
        check(home.titles() == ["Call Anna"], f"titles: {home.titles()}")
    test.__name__ = f"test_commands_without_a_slash_{language}"
    return test


def test_a_guessed_command_answered_no_is_drafted_as_a_task(home):
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("undo that")
        term.expect("Did you mean /undo? [Y/n] ")
        term.line("n")
        term.expect(re.compile(r"Draft +Undo that\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Undo that"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Undo that"], f"titles: {home.titles()}")


QUESTIONS = {
    # language: [(question, the heading its list gets, titles listed in order)]
    "en": [("what's due Friday?", "Due Fri 4 Dec:", ["Pay rent"]),
           ("what's due tomorrow?", "Due tomorrow:", ["Call Anna", "Submit the report"]),
           ("anything overdue?", "Overdue:", ["Renew the passport"])],
    "ru": [("покажи задачи на завтра", "На завтра:", ["Call Anna", "Submit the report"]),
           ("что у меня сегодня?", "На сегодня и просроченные:", ["Renew the passport", "Book flights"])],
    "pl": [("co mam jutro?", "Na jutro:", ["Call Anna", "Submit the report"]),
           ("co mam w piątek?", "Na pt 4 gru:", ["Pay rent"])],
}
TOMORROW = {"en": "what's due tomorrow?", "ru": "покажи задачи на завтра", "pl": "co mam jutro?"}
SECOND_ROW_DELETE = {"en": ("delete the second", r"Delete 4 \"Submit the report\".*\? \[y/N\] ", "y", "Deleted 4"),
                     "ru": ("удали вторую", r"Удалить 4 «Submit the report».*\? \[д/Н\] ", "да", "Удалена задача 4"),
                     "pl": ("usuń drugie", r"Usunąć 4 „Submit the report”.*\? \[t/N\] ", "tak", "Usunięto 4")}
NO_LIST = {"en": ("delete the third", "There is no list yet"),
           "ru": ("удали третью", "Списка, в котором считать строки, ещё нет"),
           "pl": ("usuń trzecie", "Nie ma jeszcze listy")}


def questions_print_lists(language):
    """Questions in words print the list they ask for (no draft, no backend), and that list is
    what "the second" points at; a row named before any list is said to have no list."""
    def test(home):
        seed(home, "Call Anna tomorrow at 10:00", "Pay rent on Friday", "Book flights today",
             "Submit the report tomorrow #work", "Renew the passport yesterday")
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            words, said = NO_LIST[language]
            term.line(words)
            term.expect(said)
            for question, heading, titles in QUESTIONS[language]:
                term.expect(PROMPT)
                term.line(question)
                term.expect(heading)
                listing = term.expect(re.compile(r"\n(.*\n)+?(?=taskdraft> )")).group(0)
                rows = [line for line in listing.split("\n") if re.match(r"\s*\d+ ", line)]
                check(len(rows) == len(titles) and all(title in row for title, row in zip(titles, rows)),
                      f"{question!r}: rows {rows}, expected {titles}")
            # The list the tomorrow question printed is what "the second" points at: the report.
            term.expect(PROMPT)
            term.line(TOMORROW[language])
            term.expect(re.compile(r"Due tomorrow:|На завтра:|Na jutro:"))
            ask, confirm, yes, done = SECOND_ROW_DELETE[language]
            term.expect(PROMPT)
            term.line(ask)
            term.expect(re.compile(confirm))
            term.line(yes)
            term.expect(done)
            quit_with_ctrl_d(term)
            check(not DRAFT_CARD.search(term.plain), f"a question became a draft:\n{term.plain}")
        finally:
            term.close()
        pending = sorted(t["title"] for t in home.tasks() if t["status"] == "pending")
        check(pending == sorted(["Call Anna", "Pay rent", "Book flights", "Renew the passport"]), f"pending: {pending}")
        check(len(home.tasks()) == 5, f"no question became a task: {home.titles()}")
    test.__name__ = f"test_questions_print_lists_{language}"
    return test


SET_PROMPT = re.compile(r'Commit all (\d)\? .*"2 e" edits / or say what to change: ')


def test_a_set_is_reviewed_and_committed_as_one_change(home):
    """Three tasks in one sentence: a numbered set; `2 n` drops one, "первую на пятницу"
    refines one, "всем тег работа" all, `2 e` edits one; Enter commits the set, and one
    /undo takes all of it back."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Купить молоко, позвонить маме завтра и до пятницы отправить КП")
        term.expect("3 drafts from what you said:")
        term.expect(re.compile(r"1\. Draft +Купить молоко\n.*2\. Draft +Позвонить маме\n.*Thu 3 Dec 2026.*"
                               r"3\. Draft +Отправить КП\n.*Fri 4 Dec 2026", re.S))
        term.expect(SET_PROMPT)
        term.line("2 n")
        term.expect("Dropped draft 2.")
        term.expect(SET_PROMPT)
        term.line("первую на пятницу")
        term.expect(re.compile(r"Changed 1: due .*Fri 4 Dec"))
        term.expect(SET_PROMPT)
        term.line("всем тег работа")
        term.expect(re.compile(r"Changed 1: tags"))
        term.expect(re.compile(r"Changed 2: tags"))
        term.expect(SET_PROMPT)
        term.line("пятую на завтра")
        term.expect("There is no draft 5; the set has 2.")
        term.expect(SET_PROMPT)
        term.line("2 e")
        term.expect("title: Отправить КП")
        term.line(" Альфе")  # typed after the title already in the line
        # Enter keeps each of the other fields as it is.
        for prompt in ("due (words", "hidden until (", "estimate (", "priority (", "tags: sales работа", "project: ", "notes (or none): ", "an RRULE, or none): ", "comma-separated, or none): "):
            term.expect(prompt)
            term.press("enter")
        term.expect(re.compile(r"2\. Draft +Отправить КП Альфе\n"))
        term.expect(SET_PROMPT)
        term.press("enter")
        term.expect('Created 1 "Купить молоко"')
        term.expect('Created 2 "Отправить КП Альфе"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = home.tasks()
    check([t["title"] for t in tasks] == ["Купить молоко", "Отправить КП Альфе"], f"titles: {[t['title'] for t in tasks]}")
    check(all("работа" in t["tags"] for t in tasks), f"tags: {[t['tags'] for t in tasks]}")
    check(all(t["due_date"] == "2026-12-04" for t in tasks), f"due: {[t['due_date'] for t in tasks]}")
    # The transcript holds the set and each commit's result as tool output.
    result = subprocess.run([BIN, "transcript", "--json"], env=home.env, capture_output=True, timeout=WAIT)
    check(result.returncode == 0, f"transcript failed: {result.stderr.decode(errors='replace')}")
    entries = json.loads(result.stdout)
    entries = entries.get("entries", entries) if isinstance(entries, dict) else entries
    tools = [e["content"].get("tool") for e in entries if e["kind"] == "tool_output"]
    check(tools == ["draft_set", "create_task", "create_task"], f"tool outputs: {tools}")
    # One undo takes the whole set back.
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("/undo")
        term.expect("Undone: created 2 tasks (1, 2)")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.tasks() == [], f"tasks after one undo: {home.titles()}")


def test_split_on_request_and_a_single_task_with_and(home):
    """"Купить хлеб и молоко" is one task; "split" at its prompt makes two."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Купить хлеб и молоко")
        term.expect(re.compile(r"Draft +Купить хлеб и молоко\n"))
        term.expect(CONFIRM)
        term.line("split")
        term.expect("2 drafts from what you said:")
        term.expect(re.compile(r"1\. Draft +Купить хлеб\n.*2\. Draft +Купить молоко\n", re.S))
        term.expect(SET_PROMPT)
        term.press("enter")
        term.expect('Created 2 "Купить молоко"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Купить хлеб", "Купить молоко"], f"titles: {home.titles()}")


def test_context_said_once_goes_to_every_draft_of_the_set(home):
    """An opening ("By Thursday,"), a closing ("к пятнице, срочно") and a label ("Jutro:") said
    once for several tasks: the set's cards show each draft with it, and each commits with it."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        for words, count, due in (("By Thursday, pack the samples and print the labels", 2, "Thu 3 Dec 2026"),
                                  ("Упаковать образцы и отправить посылку к пятнице, срочно", 2, "Fri 4 Dec 2026"),
                                  ("Jutro: spakować próbki i wysłać paczkę", 2, "Thu 3 Dec 2026")):
            term.line(words)
            term.expect(f"{count} drafts from what you said:")
            term.expect(re.compile(r"1\. Draft +\S.*\n +due +" + due + r".*\n +2\. Draft +\S.*\n +due +" + due))
            term.expect(SET_PROMPT)
            term.press("enter")
            term.expect(re.compile(r"Created \d+ .*\n.*Created \d+ "))
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = sorted(home.tasks(), key=lambda t: t["id"])
    check([t["title"] for t in tasks] == ["Pack the samples", "Print the labels", "Упаковать образцы", "Отправить посылку",
                                          "Spakować próbki", "Wysłać paczkę"], f"titles: {[t['title'] for t in tasks]}")
    check([t["due_date"] for t in tasks] == ["2026-12-03"] * 2 + ["2026-12-04"] * 2 + ["2026-12-03"] * 2,
          f"due: {[t['due_date'] for t in tasks]}")
    check([t["priority"] for t in tasks][2:4] == ["high", "high"], f"priority: {[t['priority'] for t in tasks]}")


def propose_as_an_agent(home, calls):
    """An agent that may only propose (`mcp --scope propose` over pipes) makes these tool calls."""
    lines = ['{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25",'
             '"capabilities":{},"clientInfo":{"name":"laptop-agent","version":"1"}}}']
    for index, (name, arguments) in enumerate(calls, start=1):
        lines.append(json.dumps({"jsonrpc": "2.0", "id": index, "method": "tools/call",
                                 "params": {"name": name, "arguments": arguments}}))
    result = subprocess.run([BIN, "mcp", "--scope", "propose"], env=home.env, input="\n".join(lines).encode() + b"\n",
                            capture_output=True, timeout=WAIT)
    check(result.returncode == 0, f"mcp failed: {result.stderr.decode(errors='replace')}")


def test_proposals_are_announced_and_reviewed_as_a_set(home):
    """What an agent proposed waits at the prompt ("2 proposals from laptop-agent — /inbox");
    /inbox shows the cards; "первое на пятницу" refines one, "2 n" rejects one, Enter accepts."""
    propose_as_an_agent(home, [("create_task", {"text": "Call Anna tomorrow at 10:00"}),
                               ("create_task", {"title": "Spam the team"})])
    check(home.titles() == [], "a proposal writes no task")
    term = Terminal(home)
    try:
        term.expect(re.compile(r"2 proposals from laptop-agent — /inbox\s+taskdraft> "))
        term.line("/inbox")
        term.expect("2 proposals from agents:")
        term.expect(re.compile(r"1\. #1 from laptop-agent: create\n.*Draft +Call Anna.*2\. #2 from laptop-agent: create", re.S))
        term.expect("edits / or say what to change:")
        term.line("первое на пятницу")
        term.expect(re.compile(r"Changed 1: due .*Fri 4 Dec"))
        term.line("2 n")
        term.expect("Dropped draft 2.")
        term.line("")
        term.expect("Accepted proposal 1. Created 1")
        term.expect("Rejected proposal 2 from laptop-agent.")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = home.tasks()
    check([t["title"] for t in tasks] == ["Call Anna"], f"tasks: {tasks}")
    check(tasks[0]["due"] == "2026-12-04T10:00:00+03:00", f"the refinement was kept: {tasks[0]}")


class FaultServer:
    """The scripted fault server (Tests/Shared/FaultServer/fault_server.py) on 127.0.0.1, as
    a model backend: it prints its port, and stops when its stdin closes."""

    SCRIPT = os.path.join(ROOT, "Tests", "Shared", "FaultServer", "fault_server.py")

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, self.SCRIPT], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.port = int(self.process.stdout.readline())

    @staticmethod
    def token():
        """A name of its own for a test's requests (the server counts and logs them by it)."""
        return f"pty-{os.getpid()}-{time.monotonic_ns()}"

    def url(self, scenario, token=None):
        return f"http://127.0.0.1:{self.port}/{scenario}/{token or self.token()}/v1"

    def requests(self, token):
        """What each request of `token` asked for, as the server logged it."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/__requests/{token}", timeout=WAIT) as answer:
            return json.load(answer)

    def wait_for_requests(self, token, until, what):
        """Polls the server's log of `token` until `until(entries)` holds; bounded by WAIT."""
        deadline = time.monotonic() + WAIT
        while not until(entries := self.requests(token)):
            if time.monotonic() > deadline:
                raise Failure(f"the fault server never saw {what}; its log: {entries}")
            time.sleep(0.02)
        return entries

    def stop(self):
        self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def plan_config(home, server):
    """config.json: the built-in parser drafts, the fault server's `plan` scenario plans."""
    directory = os.path.join(home.env["XDG_CONFIG_HOME"], "taskdraft")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "config.json"), "w") as config:
        json.dump({"backend": "builtin", "phases": {"plan": "planner"}, "policy": {"EU": ["builtin"]},
                   "backends": [{"name": "planner", "url": server.url("plan"), "where": "this-machine", "min_memory_mib": 1}],
                   "timeouts": {"connect_s": 2, "total_s": 10}}, config)
    home.env["TASKDRAFT_REGION"] = "DE"


def drafting_config(home, url):
    """config.json: an HTTP backend on the fault server drafts; its total timeout far beyond
    WAIT, so only a cancellation can end a held request within a test's waits."""
    directory = os.path.join(home.env["XDG_CONFIG_HOME"], "taskdraft")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "config.json"), "w") as config:
        json.dump({"backend": "slow", "policy": {"EU": ["this-machine", "builtin"]},
                   "backends": [{"name": "slow", "url": url, "where": "this-machine", "min_memory_mib": 1}],
                   "timeouts": {"connect_s": 10, "total_s": 300}}, config)
    home.env["TASKDRAFT_REGION"] = "DE"


def stored_tasks(home):
    """The rows of the SQLite file itself (not what a command says about it)."""
    with sqlite3.connect(f"file:{home.env['TASKDRAFT_DB']}?mode=ro", uri=True) as database:
        return [row[0] for row in database.execute("SELECT title FROM tasks ORDER BY id")]


def interrupt_the_held_request(term, server, token, line):
    """Types `line` at the prompt, waits until the server holds its request, presses Ctrl-C and
    waits for the cancellation to be said."""
    term.expect(PROMPT)
    term.line(line)
    server.wait_for_requests(token, lambda entries: len(entries) == 1, "the held request")
    # Not press(): that waits for the line editor, which does not read while a backend answers.
    os.write(term.fd, KEYS["ctrl-c"])
    term.expect("Cancelled; nothing was drafted. The session goes on.")


def test_ctrl_c_while_a_backend_drafts_cancels_that_draft(home):
    """Ctrl-C while an HTTP backend holds the request: the draft is cancelled (not timed out,
    not drafted by a fallback), the connection is closed, nothing is written, and the session
    goes on: the next sentence drafts and commits."""
    server = FaultServer()
    token = server.token()
    try:
        drafting_config(home, server.url("hang-once", token))
        term = Terminal(home, args=("repl",))
        try:
            interrupt_the_held_request(term, server, token, "Write the quarterly report by friday")
            check("Draft " not in term.plain, f"a draft was shown after Ctrl-C:\n{term.plain}")
            term.expect(PROMPT)
            # On the screen the message takes the spinner's line: no frame of it left beside.
            check("  Cancelled; nothing was drafted. The session goes on." in term.screen.split("\n"),
                  f"the screen:\n{term.screen}")
            server.wait_for_requests(token, lambda entries: entries[0].get("closed"), "the connection closed")
            check(stored_tasks(home) == [], f"written after a cancelled draft: {stored_tasks(home)}")
            # The next sentence: the same backend drafts it.
            term.line("Write the quarterly report")
            term.expect(re.compile(r"Draft +Write the quarterly report\n"))
            term.expect(CONFIRM)
            term.press("enter")
            term.expect('Created 1 "Write the quarterly report"')
            quit_with_ctrl_d(term)
        finally:
            term.close()
        check(len(server.requests(token)) == 2, f"requests: {server.requests(token)}")
    finally:
        server.stop()
    check(stored_tasks(home) == ["Write the quarterly report"], f"tasks: {stored_tasks(home)}")


def test_ctrl_c_while_a_backend_plans_cancels_that_plan(home):
    """`/plan` on a backend that holds the request: Ctrl-C cancels the plan as it cancels a
    draft (said as such, not as a backend failure), nothing is written, the session goes on."""
    server = FaultServer()
    token = server.token()
    try:
        drafting_config(home, server.url("hang-once", token))
        term = Terminal(home, args=("repl",))
        try:
            interrupt_the_held_request(term, server, token, "/plan Move the office to Krakow by March")
            check("cancelled" not in term.plain.replace("Cancelled;", ""), f"said as a failure:\n{term.plain}")
            server.wait_for_requests(token, lambda entries: entries[0].get("closed"), "the connection closed")
            check(stored_tasks(home) == [], f"written after a cancelled plan: {stored_tasks(home)}")
            quit_with_ctrl_d(term)
        finally:
            term.close()
    finally:
        server.stop()


def forced_config(home, server, scenario, token):
    """config.json: the fault server's `scenario` as the backend `fault`, which `--backend fault`
    forces; without the force the built-in parser would draft."""
    directory = os.path.join(home.env["XDG_CONFIG_HOME"], "taskdraft")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "config.json"), "w") as config:
        json.dump({"backend": "builtin", "policy": {"EU": ["builtin"]},
                   "backends": [{"name": "fault", "url": server.url(scenario, token), "where": "this-machine",
                                 "min_memory_mib": 1}],
                   "timeouts": {"connect_s": 2, "total_s": 10}}, config)
    home.env["TASKDRAFT_REGION"] = "DE"


FORCED_REFINEMENTS = {
    # language: (the task, the refinement, what the card says it changed, the dropped deadline's warning,
    #            the refinement the backend failed, what the card says then)
    "en": ("Write the quarterly report", "make it high priority", "Changed: priority none → high\n",
           "the model proposed a deadline you did not name", "make it high priority",
           "Not changed: backend fault at 127.0.0.1:"),
    "ru": ("Написать квартальный отчёт", "сделай высокий приоритет", "Изменено: приоритет нет → высокий\n",
           "модель назначила срок, которого вы не называли", "сделай высокий приоритет",
           "Не изменено: модель fault на 127.0.0.1:"),
}


def a_forced_backend_refines_at_the_card(language):
    """With `--backend fault` forced, a refinement typed at the card goes to that backend as the
    first draft did (before, the built-in refiner made it and the backend never heard of it):
    the backend's answer is held to the words as a first draft is, so the priority the words
    name is kept and the deadline it made up is dropped with the warning a first draft gets;
    nothing of it commits. When the backend fails on the refinement, the card says why in the
    session's language and stays as it was: no built-in refinement stands in. `add` on a terminal
    refines at its card the same way."""
    def test(home):
        task, words, changed, invented, failing, unchanged = FORCED_REFINEMENTS[language]
        confirm = CONFIRMS[language]
        server = FaultServer()
        try:
            token = server.token()
            forced_config(home, server, "refine", token)
            term = Terminal(home, args=("repl", "--backend", "fault"))
            try:
                term.expect(PROMPT)
                term.line(task)
                term.expect(confirm)
                term.answer(words)
                term.expect(changed)
                term.expect(invented)
                term.expect(confirm)
                term.press("enter")
                term.expect(re.compile(r"(Created|Создана задача) 1 "))
                quit_with_ctrl_d(term)
            finally:
                term.close()
            entries = server.requests(token)
            check(len(entries) == 2, f"the backend was asked {len(entries)} times, not for the draft and its refinement")
            check(words in entries[1]["last_user"] and "The draft so far" in entries[1]["last_user"],
                  f"the refinement's request: {entries[1]['last_user']!r}")
            stored = next(t for t in home.tasks() if t["id"] == 1)
            check(stored["priority"] == "high", f"priority: {stored['priority']}")
            check(stored.get("due") is None, f"a made-up deadline was committed: {stored.get('due')}")

            token = server.token()
            forced_config(home, server, "refine-500", token)
            term = Terminal(home, args=("repl", "--backend", "fault"))
            try:
                term.expect(PROMPT)
                term.line(task)
                term.expect(confirm)
                term.answer(failing)
                term.expect(unchanged)
                term.expect(confirm)
                term.press("enter")
                term.expect(re.compile(r"(Created|Создана задача) 2 "))
                quit_with_ctrl_d(term)
                check(changed not in term.plain, f"a refinement the backend failed was made:\n{term.plain}")
            finally:
                term.close()
            # A server error steps down the answer's format and retries (as for a first draft): every
            # request after the first is the refinement's.
            entries = server.requests(token)
            check(len(entries) >= 2 and all(("Words: " + failing) in e["last_user"] for e in entries[1:]),
                  f"requests: {[e['last_user'] for e in entries]}")
            stored = next(t for t in home.tasks() if t["id"] == 2)
            check(stored["priority"] == "none", f"the built-in refiner stood in: priority {stored['priority']}")

            # `add` on a terminal shows the same card, and its refinement takes the same way.
            token = server.token()
            forced_config(home, server, "refine", token)
            term = Terminal(home, args=("add", "--backend", "fault", task))
            try:
                term.expect(confirm)
                term.answer(words)
                term.expect(changed)
                term.expect(invented)
                term.expect(confirm)
                term.press("enter")
                status = term.wait_exit()
                check(status == 0, f"add exited {status}:\n{term.plain}")
            finally:
                term.close()
            check(len(server.requests(token)) == 2, f"add's requests: {server.requests(token)}")
            stored = next(t for t in home.tasks() if t["id"] == 3)
            check(stored["priority"] == "high" and stored.get("due") is None, f"add committed {stored}")
        finally:
            server.stop()
    test.__name__ = f"test_a_forced_backend_refines_at_the_card_{language}"
    return test


def test_ctrl_c_at_a_card_drops_the_draft_and_returns_to_the_prompt(home):
    """Ctrl-C at a card is a form's Cancel (issue 30 changed this: it used to clear the answer
    and ask again): the draft, or the whole set, is dropped, nothing is written, and the next
    line at the prompt drafts afresh. In the field editor Ctrl-C starts the field again from
    its value."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Сдать отчёт завтра в 15:00")
        term.expect(CONFIRM)
        term.type("в пятн")  # a refinement half typed, then thought better of
        term.press("ctrl-c")
        term.expect(re.compile(r"\^C\n  Dropped\.\n"))
        term.expect(PROMPT)
        check(stored_tasks(home) == [], f"written by Ctrl-C: {stored_tasks(home)}")
        term.line("Zadzwonić do Anny w piątek")
        term.expect(CONFIRM)
        term.press("ctrl-c")  # on an empty answer
        term.expect("Dropped.")
        term.expect(PROMPT)
        # The same at a set's prompt: the set goes whole.
        term.line("Купить молоко, позвонить маме завтра и до пятницы отправить КП")
        term.expect(SET_PROMPT)
        term.type("2 ")
        term.press("ctrl-c")
        term.expect("Dropped.")
        term.expect(PROMPT)
        check(stored_tasks(home) == [], f"written by Ctrl-C: {stored_tasks(home)}")
        term.line("Call the bank on Monday")
        term.expect(CONFIRM)
        term.line("e")
        term.expect("title: Call the bank")
        term.press("ctrl-u")
        term.type("Wrong")
        term.press("ctrl-c")
        term.expect("title: Call the bank")  # asked again, from the value it had
        term.press("enter")
        for prompt in ("due (words", "hidden until (", "estimate (", "priority (", "tags: ", "project: ", "notes (or none): ",
                       "an RRULE, or none): ",
                       "comma-separated, or none): "):
            term.expect(prompt)
            term.press("enter")
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Call the bank"')
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(stored_tasks(home) == ["Call the bank"], f"tasks: {stored_tasks(home)}")


PASTES = {
    # language: (pasted notes, a blank line among them; the two tasks in them, their due dates, yes)
    "en": ("Meeting notes 2 Dec\n\nSend the slides to Anna by Friday\nBook a room for the review next Tuesday\n",
           [("Send the slides to Anna", "2026-12-04"), ("Book a room for the review", "2026-12-08")]),
    "ru": ("Планёрка 2 декабря\n\nОтправить Анне слайды до пятницы\nЗабронировать переговорку на вторник\n",
           [("Отправить Анне слайды", "2026-12-04"), ("Забронировать переговорку", "2026-12-08")]),
    "pl": ("Notatki ze spotkania\n\nWysłać Annie slajdy do piątku\nZarezerwować salę na wtorek\n",
           [("Wysłać Annie slajdy", "2026-12-04"), ("Zarezerwować salę", "2026-12-08")]),
}
SET_QUESTION = re.compile(r"(Commit all|Сохранить все|Zapisać wszystkie) \(?2\)?\? .*: ")


def pasted_notes_are_one_set(language, bracketed):
    """Meeting notes pasted at the prompt, a blank line among them, are one event: the set
    review of their tasks (as `add --split` reads them), each with its own date; the blank
    line commits nothing and no line is read as a change to another's draft. Enter commits."""
    def test(home):
        notes, tasks = PASTES[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.paste(notes, bracketed=bracketed)
            term.expect(re.compile(r"1\. (Draft|Черновик|Szkic) +" + re.escape(tasks[0][0]) + r"\n.*"
                                   r"2\. (Draft|Черновик|Szkic) +" + re.escape(tasks[1][0]) + r"\n", re.S))
            term.expect(SET_QUESTION)
            term.settle()
            check(stored_tasks(home) == [], f"committed by the paste itself: {stored_tasks(home)}")
            # A blank line pasted at the set's question commits nothing either.
            term.paste("\n\n", bracketed=bracketed)
            term.settle()
            check(stored_tasks(home) == [], f"committed by a pasted blank line: {stored_tasks(home)}")
            term.press("enter")
            term.expect(re.compile(r"(Created|Создана задача|Utworzono) 2 "))
            quit_with_ctrl_d(term)
            check(not re.search(r"Changed|Изменено|Zmieniono", term.plain), f"a pasted line changed a draft:\n{term.plain}")
        finally:
            term.close()
        got = [(t["title"], t["due_date"]) for t in home.tasks()]
        check(got == tasks, f"tasks: {got}")
    test.__name__ = f"test_pasted_notes_are_one_set_{language}_{'bracketed' if bracketed else 'bare'}"
    return test


def test_a_paste_at_a_card_commits_nothing(home):
    """A blank line pasted at a draft's card is not the Enter that commits it; pasted lines of
    words are one refinement."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Submit the report tomorrow at 15:00")
        term.expect(CONFIRM)
        term.paste("\n\n")
        term.settle()
        check(stored_tasks(home) == [], f"committed by a pasted blank line: {stored_tasks(home)}")
        term.paste("\non friday\n\nat 11:00\n")
        term.expect(re.compile(r"Draft +Submit the report\n +due +Fri 4 Dec 2026 11:00"))
        term.expect(CONFIRM)
        term.settle()
        check(stored_tasks(home) == [], f"committed by a paste: {stored_tasks(home)}")
        term.press("enter")
        term.expect('Created 1 "Submit the report"')
        quit_with_ctrl_d(term)
    finally:
        term.close()


REFINEMENTS = {
    # language: (the task, [(a refinement, what the card says changed)], the stored due, recurrence, reminders, tags)
    "en": ("Submit the report tomorrow at 15:00 every week", [
        ("push it by a week", "due Thu 3 Dec 15:00 → Thu 10 Dec 15:00"),
        ("actually the day after", "due Thu 10 Dec 15:00 → Fri 11 Dec 15:00"),
        ("an hour later", "due Fri 11 Dec 15:00 → Fri 11 Dec 16:00"),
        ("no repeat", "repeats every week → none"),
        ("remind me 30 minutes before", "reminders none → 30 min before"),
        ("note: bring the slides", "notes changed"),
        ("delete the notes", "notes removed")],
        "2026-12-11T16:00", None, ["-PT30M"], []),
    "ru": ("Сдать отчёт завтра в 15:00 каждую неделю", [
        ("перенеси на 25 декабря и поставь тег отчёты", "due Thu 3 Dec 15:00 → Fri 25 Dec 15:00; tags + отчёты"),
        ("на час позже", "due Fri 25 Dec 15:00 → Fri 25 Dec 16:00"),
        ("не повторять", "repeats every week → none"),
        ("напомни за 15 минут", "reminders none → 15 min before")],
        "2026-12-25T16:00", None, ["-PT15M"], ["отчёты"]),
    "pl": ("Wysłać raport jutro o 15:00", [
        ("o tydzień później", "due Thu 3 Dec 15:00 → Thu 10 Dec 15:00"),
        ("dzień wcześniej i dodaj tag praca", "due Thu 10 Dec 15:00 → Wed 9 Dec 15:00; tags + praca")],
        "2026-12-09T15:00", None, [], ["praca"]),
}


def refinements_change_what_they_say(language):
    """Refinements at the card move the draft's own date and time ("by a week", "the day
    after", "на час позже", "o tydzień później"), change several fields at once, end a repeat,
    add a reminder, delete the notes; the card says every change. None is "not understood"."""
    def test(home):
        task, steps, due, recurrence, reminders, tags = REFINEMENTS[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line(task)
            for words, said in steps:
                term.answer(words)
                if said is not None:
                    term.expect("Changed: " + said + "\n")
                term.expect(CONFIRM)
            term.press("enter")
            term.expect("Created 1")
            quit_with_ctrl_d(term)
            check("Did not understand" not in term.plain, f"a refinement was not understood:\n{term.plain}")
        finally:
            term.close()
        stored = home.tasks()[0]
        check(stored["due"].startswith(due), f"due: {stored['due']}")
        check(stored["recurrence"] == recurrence, f"recurrence: {stored['recurrence']}")
        check(stored["reminders"] == reminders, f"reminders: {stored['reminders']}")
        check(stored["tags"] == tags, f"tags: {stored['tags']}")
        check(stored["annotations"] == [], f"annotations: {stored['annotations']}")
    test.__name__ = f"test_refinements_change_what_they_say_{language}"
    return test


def test_a_set_says_which_draft_changed_and_merges_back(home):
    """In a set's review "make the first one urgent" (and "сделай первую срочной", "zrób
    pierwsze pilne") says the draft and the field it changed, and only that draft changes;
    "as one task" after a split puts the words back together as one draft."""
    term = Terminal(home)
    try:
        term.expect(PROMPT)
        term.line("Call Anna and Tom about the contract tomorrow")
        term.expect(re.compile(r"Draft +Call Anna and Tom about the contract\n"))
        term.answer("split")
        term.expect(re.compile(r"1\. Draft +Call Anna\n.*2\. Draft +Call Tom about the contract\n", re.S))
        term.answer("make the first one urgent")
        term.expect("Changed 1: priority none → high\n")
        term.expect(SET_QUESTION)
        check("Changed 2" not in term.plain, f"the second draft changed:\n{term.plain}")
        term.answer("as one task")
        term.expect("The 2 drafts are one task again:")
        term.expect(re.compile(r"Draft +Call Anna and Tom about the contract\n"))
        term.expect(CONFIRM)
        term.press("enter")
        term.expect('Created 1 "Call Anna and Tom about the contract"')
        for sentence, urgent in (("Купить молоко, позвонить маме завтра и до пятницы отправить КП", "сделай первую срочной"),
                                 ("Kupić mleko i zadzwonić do mamy jutro", "zrób drugie pilne")):
            term.expect(PROMPT)
            term.line(sentence)
            term.expect(re.compile(r"Commit all \d\? "))
            term.answer(urgent)
            number = "1" if "первую" in urgent else "2"
            term.expect(f"Changed {number}: priority none → high\n")
            term.answer("n")
            term.expect("Dropped.")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    check(home.titles() == ["Call Anna and Tom about the contract"], f"titles: {home.titles()}")


CARD_REFERENCES = {
    # language: (the task, [(words at its card, the line the card says)]); each ends due 1 January, urgent.
    "en": ("Buy milk tomorrow", [
        ("make the first one urgent", "Changed: priority none → high"),
        ("move the first one to Friday", "Changed: due Thu 3 Dec → Fri 4 Dec"),
        ("make the second one low", "There is no draft 2; the set has 1."),
        ("the first of the month", "Changed: due Fri 4 Dec → Fri 1 Jan"),
        ("move the first one to Friday", "Changed: due Fri 1 Jan → Fri 4 Dec"),
        ("the 1st", "Changed: due Fri 4 Dec → Fri 1 Jan")]),
    "ru": ("Купить хлеб завтра", [
        ("первую сделай срочной", "Changed: priority none → high"),
        ("перенеси первую на пятницу", "Changed: due Thu 3 Dec → Fri 4 Dec"),
        ("вторую сделай срочной", "There is no draft 2; the set has 1."),
        ("на первое января", "Changed: due Fri 4 Dec → Fri 1 Jan")]),
    "pl": ("Kupić mleko jutro", [
        ("zrób pierwsze pilne", "Changed: priority none → high"),
        ("przenieś pierwsze na piątek", "Changed: due Thu 3 Dec → Fri 4 Dec"),
        ("zrób drugie pilne", "There is no draft 2; the set has 1."),
        ("pierwszego stycznia", "Changed: due Fri 4 Dec → Fri 1 Jan")]),
}


def the_first_one_at_a_single_card_is_the_draft(language):
    """At a single draft's card "the first one" (первую, pierwsze) is that draft, not the 1st
    of a month: "make the first one urgent" changes the priority only; "the second one" points
    at nothing and changes nothing; "the first of the month", "the 1st", "на первое января",
    "pierwszego stycznia" are still dates."""
    def test(home):
        task, steps = CARD_REFERENCES[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line(task)
            for words, said in steps:
                term.answer(words)
                term.expect("  " + said + "\n")
                term.expect(CONFIRM)
            term.press("enter")
            term.expect("Created 1")
            quit_with_ctrl_d(term)
        finally:
            term.close()
        stored = home.tasks()[0]
        check(stored["due_date"] == "2027-01-01" or stored["due"].startswith("2027-01-01"), f"due: {stored}")
        check(stored["priority"] == "high", f"priority: {stored['priority']}")
    test.__name__ = f"test_the_first_one_at_a_single_card_is_the_draft_{language}"
    return test


def test_a_polish_session_reads_the_card_in_polish(home):
    """Under pl_PL the card, its question, a split set, what changed, "as one task", `e`'s
    prompts and its due-guess notice, and the dates on them are Polish, not English."""
    term = Terminal(home)
    try:
        term.expect("TaskDraft: opisz zadanie własnymi słowami albo wpisz /help.")
        term.expect(PROMPT)
        term.line("Zadzwonić do Anny i Tomka w sprawie umowy jutro")
        term.expect(re.compile(r"Szkic +Zadzwonić do Anny i Tomka w sprawie umowy\n +termin czw 3 gru 2026 +priorytet brak\n"))
        term.expect("Zapisać? [T]ak / [e]dytuj / [n]ie / albo powiedz, co zmienić: ")
        term.answer("podziel")
        term.expect("Z twoich słów 2 szkice:")
        term.expect("Zapisać wszystkie (2)? [T]ak / [n]ie")
        term.answer("zrób pierwsze pilne")
        term.expect("Zmieniono szkic 1: priorytet brak → wysoki\n")
        term.answer("jako jedno zadanie")
        term.expect("2 szkice to znowu jedno zadanie:")
        term.expect("albo powiedz, co zmienić: ")
        term.answer("e")
        term.expect("tytuł: ")
        term.press("enter")
        term.expect("termin (słowami, RRRR-MM-DD [GG:MM] albo brak): ")
        term.press("ctrl-u")
        term.line("kiedyś w przyszłym miesiącu")
        term.expect("Przypuszczenie: „kiedyś w przyszłym miesiącu” odczytane jako termin pt 1 sty 2027; popraw datę, "
                    "jeśli chodziło o inną.")
        for prompt in ("ukryte do (", "szacowany czas (", "priorytet (brak, niski, średni, wysoki): ", "tagi: ", "projekt: ", "notatki (albo brak): ",
                       "powtarzanie (", "przypomnij ("):
            term.expect(prompt)
            term.press("enter")
        term.expect(re.compile(r"termin pt 1 sty 2027 +priorytet brak\n"))
        term.answer("t")
        term.expect("Utworzono 1 „Zadzwonić do Anny i Tomka w sprawie umowy” (termin pt 1 sty 2027)")
        quit_with_ctrl_d(term)
        check(not re.search(r"\b(Draft|Commit|Changed|due|priority|drafts)\b", term.plain), f"English at the card:\n{term.plain}")
    finally:
        term.close()
    check(home.titles() == ["Zadzwonić do Anny i Tomka w sprawie umowy"], f"titles: {home.titles()}")


def test_e_reads_field_words_as_the_prompt_does(home):
    """`e`: the priority field takes "urgent" (and "срочно"), the due field "sometime next month",
    said as a guess with the date it took, not taken silently."""
    term = Terminal(home)
    try:
        for words, priority_words in (("Buy milk tomorrow", "urgent"), ("Купить хлеб завтра", "срочно")):
            term.expect(PROMPT)
            term.line(words)
            term.answer("e")
            term.expect("title: ")
            term.press("enter")
            term.expect("or none): ")
            term.press("ctrl-u")
            term.line("sometime next month")
            term.expect(re.compile(r'A guess: "sometime next month" taken as due .*2027; edit the date if you meant another\.'))
            for prompt in ("hidden until (", "estimate ("):
                term.expect(prompt)
                term.press("enter")
            term.expect("priority (none, low, medium, high): none")
            term.press("ctrl-u")
            term.line(priority_words)
            for prompt in ("tags: ", "project: ", "notes (or none): ", "an RRULE, or none): ", "comma-separated, or none): "):
                term.expect(prompt)
                term.press("enter")
            term.expect(re.compile(r"priority high"))
            term.expect(CONFIRM)
            term.press("enter")
            term.expect("Created")
        quit_with_ctrl_d(term)
    finally:
        term.close()
    tasks = home.tasks()
    check([t["priority"] for t in tasks] == ["high", "high"], f"priorities: {[t['priority'] for t in tasks]}")
    check(all((t["due_date"] or "").startswith("2027-01") for t in tasks), f"due: {[t['due_date'] for t in tasks]}")


# The card's question, and what the prompt refuses, in each session's language.
CONFIRMS = {"en": "or say what to change: ", "ru": "или скажите, что поменять: ", "pl": "albo powiedz, co zmienić: "}
PROMPT_WORDS = {
    # language: (a bad attribute's refusal, a task and its split, "as one task", what the merge says, exit word)
    "en": ("due 'xyz' names no date or time", "Call Anna and Tom about the contract", "split", "as one task",
           "The 2 drafts are one task again:", "exit"),
    "ru": ("due «xyz» — не дата и не время", "Позвонить Анне и Тому насчёт договора", "раздели", "как одну задачу",
           "2 черновика снова одна задача:", "выйти"),
    "pl": ("due „xyz” to nie data ani godzina", "Zadzwonić do Anny i Tomka w sprawie umowy", "podziel", "jako jedno zadanie",
           "2 szkice to znowu jedno zadanie:", "wyjdź"),
}


def the_prompt_in_the_sessions_language(language):
    """In each language's session: an attribute with a bad value (`due:xyz`) is refused with
    modify's message and no card; a task split in two is put back as one ("as one task", "как
    одну задачу", "jako jedno zadanie"); the exit word ("exit", "выйти", "wyjdź") ends the
    session, and nothing but the merged task was written."""
    def test(home):
        refusal, task, split, merge, merged, exit_word = PROMPT_WORDS[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line("Pay rent due:xyz")
            term.expect("  " + refusal + "\n")
            term.expect(PROMPT)
            check(not DRAFT_CARD.search(term.plain), f"a card for a refused line:\n{term.plain}")
            term.line(task)
            term.expect(CONFIRMS[language])
            term.answer(split)
            term.expect(SET_QUESTION)
            term.answer(merge)
            term.expect(merged)
            term.expect(re.compile(r"(Draft|Черновик|Szkic) +" + re.escape(task) + r"\n"))
            term.expect(CONFIRMS[language])
            term.press("enter")
            term.expect(re.compile(r"(Created|Создана задача|Utworzono) 1 "))
            term.expect(PROMPT)
            term.line(exit_word)
            status = term.wait_exit()
            check(status == 0, f"exit status {status} after {exit_word!r}")
        finally:
            term.close()
        check(home.titles() == [task], f"titles: {home.titles()}")
    test.__name__ = f"test_the_prompt_in_the_sessions_language_{language}"
    return test


CARD_WORDS = {
    # language: (the task; `e`'s due words and the guess said; its priority word; [(a refinement, the change said)];
    #            words of the other languages that must not be on the screen)
    "ru": ("Сдать отчёт завтра в 15:00 каждую неделю", "как-нибудь в следующем месяце",
           "Догадка: «как-нибудь в следующем месяце» — срок пт 1 янв 2027", "срочно",
           [("на час позже", "Изменено: срок чт 3 дек 15:00 → чт 3 дек 16:00"),
            ("не повторять", "Изменено: повтор каждую неделю → нет"),
            ("напомни за 30 минут", "Изменено: напоминания нет → за 30 мин"),
            ("заметка: взять слайды", "Изменено: заметки обновлены"),
            ("удали заметки", "Изменено: заметки удалены")],
           ["before", "after", "that day", "przed", "tego dnia"]),
    "pl": ("Wysłać raport jutro o 15:00 co tydzień", "kiedyś w przyszłym miesiącu",
           "Przypuszczenie: „kiedyś w przyszłym miesiącu” odczytane jako termin pt 1 sty 2027", "pilne",
           [("o godzinę później", "Zmieniono: termin czw 3 gru 15:00 → czw 3 gru 16:00"),
            ("nie powtarzaj", "Zmieniono: powtarzanie co tydzień → brak"),
            ("przypomnij 30 minut wcześniej", "Zmieniono: przypomnienia brak → 30 min przed"),
            ("notatka: zabrać slajdy", "Zmieniono: notatki zmienione"),
            ("usuń notatki", "Zmieniono: notatki usunięte")],
           ["before", "after", "that day", "за 30"]),
}

FIELD_PROMPTS = {
    "ru": ("название: ", "срок (", "скрыта до (", "оценка (", "приоритет (", "теги: ", "проект: ", "заметки (", "повтор (", "напомнить ("),
    "pl": ("tytuł: ", "termin (", "ukryte do (", "szacowany czas (", "priorytet (", "tagi: ", "projekt: ", "notatki (", "powtarzanie (",
           "przypomnij ("),
}


def the_card_in_the_sessions_language(language):
    """A Russian and a Polish session at the card: refinements move the time, end the repeat,
    add a reminder, set and delete the notes, and the card says each change in the session's
    words (a reminder "за 30 мин", "30 min przed", never "before"); then `e` reads the due
    field's words as a guess said as one, and the priority field's word ("срочно", "pilne")."""
    def test(home):
        task, due_words, guess, priority_word, steps, foreign = CARD_WORDS[language]
        confirm = CONFIRMS[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line(task)
            term.expect(confirm)
            for words, said in steps:
                term.answer(words)
                term.expect("  " + said + "\n")
                term.expect(confirm)
            title, due, hidden, estimate, priority, *rest = FIELD_PROMPTS[language]
            term.line("и" if language == "ru" else "e")
            term.expect(title)
            term.press("enter")  # the title as it is
            term.expect(due)
            term.press("ctrl-u")
            term.line(due_words)
            term.expect(guess)
            for prompt in (hidden, estimate):
                term.expect(prompt)
                term.press("enter")
            term.expect(priority)
            term.press("ctrl-u")
            term.line(priority_word)
            for prompt in rest:  # tags, project, notes, repeats, reminders
                term.expect(prompt)
                term.press("enter")
            term.expect(re.compile(r"(приоритет|priorytet) (высокий|wysoki)\n"))
            term.expect(confirm)
            term.press("enter")
            term.expect(re.compile(r"(Создана задача|Utworzono) 1 "))
            quit_with_ctrl_d(term)
            for word in foreign:
                check(word not in term.plain, f"{word!r} on a {language} screen:\n{term.plain}")
        finally:
            term.close()
        stored = home.tasks()[0]
        check(stored["due_date"] == "2027-01-01", f"due: {stored['due']} {stored['due_date']}")
        check(stored["priority"] == "high", f"priority: {stored['priority']}")
        check(stored["recurrence"] is None and stored["annotations"] == [], f"task: {stored}")
        check(stored["reminders"] == ["-PT30M"], f"reminders: {stored['reminders']}")
    test.__name__ = f"test_the_card_in_the_sessions_language_{language}"
    return test


def a_task_named_by_its_title_on_the_card(language):
    """"after the budget is approved" at the prompt, in each language: the card names the one open
    task the words name, by its title and number, and the words leave the title; once a second
    task holds them too, the card links neither and names both."""
    def test(home):
        existing, words, title, line, another, several = TITLE_LINKS[language]
        seed(home, existing, "Book the venue")
        confirm = CONFIRMS[language]
        term = Terminal(home)
        try:
            term.expect(PROMPT)
            term.line(words)
            term.expect(re.compile(r"(Draft|Черновик|Szkic) +" + re.escape(title) + r"\n"))
            term.expect(line)
            term.expect(confirm)
            term.press("enter")
            term.expect(re.compile(r"(Created|Создана задача|Utworzono) 3 "))
            quit_with_ctrl_d(term)
        finally:
            term.close()
        stored = home.tasks()[2]
        check(stored["title"] == title, f"title: {stored['title']}")
        check([link["id"] for link in stored["depends"]] == [1], f"depends: {stored['depends']}")
        seed(home, another)
        # Wide enough for the warning on one line.
        term = Terminal(home, columns=250)
        try:
            term.expect(PROMPT)
            term.line(words)
            term.expect(several)
            term.expect(confirm)
            check(" (#1)" not in term.plain, f"a link on the card:\n{term.plain}")
            term.press("ctrl-d")
            quit_with_ctrl_d(term)
        finally:
            term.close()
        check(len(home.tasks()) == 4, f"tasks: {home.titles()}")
    test.__name__ = f"test_a_task_named_by_its_title_on_the_card_{language}"
    return test


TITLE_LINKS = {
    # language: (the task there, the words, the title left, the card's line, a second task the words
    # name, the warning then)
    "en": ("Approve the budget", "Pay the invoices after the budget is approved", "Pay the invoices",
           "after Approve the budget (#1)", "Approve the budget again",
           "names several open tasks, so none is linked: 1 \"Approve the budget\", 4 \"Approve the budget again\""),
    "ru": ("Написать отчёт", "Отправить письмо после отчета", "Отправить письмо", "после Написать отчёт (#1)",
           "Проверить отчёт", "подходит к нескольким открытым задачам, поэтому связь не создана: 1 «Написать отчёт», 4 «Проверить отчёт»"),
    "pl": ("Spotkanie z zarządem", "Wysłać notatki po spotkaniu z zarzadem", "Wysłać notatki", "po Spotkanie z zarządem (#1)",
           "Przygotować spotkanie z zarządem",
           "pasuje do kilku otwartych zadań, więc nic nie powiązano: 1 „Spotkanie z zarządem”, 4 „Przygotować spotkanie z zarządem”"),
}


PLAN_GOAL = "organise the offsite on the 20th"
PLAN_CARDS = re.compile(r"1\. Draft +Book the venue\n.*2\. Draft +Send the invitations\n.*3\. Draft +Order the catering\n", re.S)


def test_plan_in_the_repl_is_reviewed_and_committed_as_one_change(home):
    """`/plan GOAL` with a model as the plan phase: the steps as a set; `3 n` drops one,
    Enter commits the goal and the rest of its steps under it as one change, and one /undo takes
    it back."""
    server = FaultServer()
    try:
        plan_config(home, server)
        term = Terminal(home, args=("repl",))
        try:
            term.expect(PROMPT)
            term.line("/plan " + PLAN_GOAL)
            term.expect("3 drafts from what you said:")
            term.expect(PLAN_CARDS)
            term.expect(SET_PROMPT)
            check(home.tasks() == [], f"committed before the person said so: {home.titles()}")
            term.line("3 n")
            term.expect("Dropped draft 3.")
            term.expect(SET_PROMPT)
            term.press("enter")
            # The goal first, its steps under it.
            term.expect('Created 1 "Organise the offsite"')
            term.expect('Created 2 "Book the venue"')
            term.expect('Created 3 "Send the invitations"')
            tasks = home.tasks()
            check(sorted(t["title"] for t in tasks) == ["Book the venue", "Organise the offsite", "Send the invitations"],
                  f"titles: {home.titles()}")
            goal = next(t["uuid"] for t in tasks if t["title"] == "Organise the offsite")
            check(all(t["parent"] == goal for t in tasks if t["title"] != "Organise the offsite"), f"parents: {tasks}")
            term.expect(PROMPT)
            term.line("/undo")
            term.expect("Undone: created 3 tasks (1, 2, 3)")
            quit_with_ctrl_d(term)
        finally:
            term.close()
    finally:
        server.stop()
    check(home.tasks() == [], f"tasks after one undo: {home.titles()}")


def test_plan_on_a_terminal_commits_only_on_confirmation(home):
    """`taskdraft plan GOAL` on a terminal: the set and its prompt; "n" writes nothing (exit 3),
    Enter commits the goal and every step under it."""
    server = FaultServer()
    try:
        plan_config(home, server)
        term = Terminal(home, args=("plan", PLAN_GOAL))
        try:
            term.expect(PLAN_CARDS)
            term.expect(SET_PROMPT)
            term.line("n")
            term.expect("nothing written")
            status = term.wait_exit()
            check(status == 3, f"exit status {status} after n")
        finally:
            term.close()
        check(home.tasks() == [], f"committed after n: {home.titles()}")
        term = Terminal(home, args=("plan", PLAN_GOAL))
        try:
            term.expect(SET_PROMPT)
            term.press("enter")
            term.expect(re.compile(r"Created 4 \"Order the catering\""))
            status = term.wait_exit()
            check(status == 0, f"exit status {status} after Enter")
        finally:
            term.close()
        check(sorted(home.titles()) == ["Book the venue", "Order the catering", "Organise the offsite", "Send the invitations"],
              f"titles: {home.titles()}")
    finally:
        server.stop()



def test_split_with_parent_and_depends_shows_them_at_the_review(home):
    """`add --split` with `--parent` and `--depends` on a terminal: every draft of the set says
    whose subtask it is and what it waits for before anything commits, and Enter commits it so."""
    seed(home, "Move the office", "Sign the lease")
    term = Terminal(home, args=("add", "--split", "Buy boxes; call the movers", "--parent", "1", "--depends", "2"))
    try:
        term.expect(SET_PROMPT)
        review = term.plain
        check(review.count("subtask of 1") == 2 and review.count("after #2") == 2, f"review:\n{review}")
        term.press("enter")
        term.expect(re.compile(r'Created 4 "Call the movers"'))
        status = term.wait_exit()
        check(status == 0, f"exit status {status} after Enter")
    finally:
        term.close()
    tasks = {task["title"]: task for task in home.tasks()}
    office, lease = tasks["Move the office"]["uuid"], tasks["Sign the lease"]["uuid"]
    for title in ("Buy boxes", "Call the movers"):
        check(tasks[title].get("parent") == office, f"{title}: {tasks[title]}")
        check([link.get("uid") for link in tasks[title].get("depends", [])] == [lease], f"{title}: {tasks[title]}")

# The README's tour, typed here and pasted there. The fenced block after each
# `<!-- tour:NAME -->` line of README.md is what the session NAME printed; the tour tests check
# that it still is, so the README cannot drift from the binary. After a deliberate change,
# `scripts/test-terminal.sh --write-tour` pastes the blocks again.

README = os.path.join(ROOT, "README.md")
TOUR_COLUMNS = 100
UUID = re.compile(r'"uuid":"[0-9a-f-]{36}"')


def typed_tour(command, answers):
    """A session at a 100-column terminal without colour: each answer typed at the program's
    next question, then Ctrl-D at the prompt; the screen as a person reads it."""
    def run(home):
        term = Terminal(home, args=(), columns=TOUR_COLUMNS, env={"NO_COLOR": "1"})
        try:
            for answer in answers:
                if isinstance(answer, tuple):  # ("paste", text): sent as one bracketed paste
                    term.wait_for_question()
                    term.paste(answer[1])
                else:
                    term.answer(answer)
            term.wait_for_question()
            term.press("ctrl-d")
            check(term.wait_exit() == 0, f"exit status {term.status}")
        finally:
            term.close()
        return f"$ {command}\n{term.screen}"
    return run


def script_tour(commands):
    """Shell lines run one after the other as a script runs them (pipes, no terminal), each
    shown with what it wrote; a task's random UUID is shown as "…"."""
    def run(home):
        directory = os.path.join(home.directory, "bin")
        os.makedirs(directory, exist_ok=True)
        os.symlink(home.binary, os.path.join(directory, "taskdraft"))
        env = dict(home.env, PATH=directory + ":" + home.env["PATH"])
        shown = []
        for command in commands:
            result = subprocess.run(["sh", "-c", command], env=env, cwd=home.directory, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=WAIT)
            shown += [f"$ {command}", UUID.sub('"uuid":"…"', result.stdout.decode()).rstrip("\n")]
        return "\n".join(line for line in shown if line)
    return run


TOURS = {
    "en": ({}, typed_tour("taskdraft            # on a terminal: the interactive session", [
        "Submit the weekly report tomorrow at 15:00 #finance !high", "make it friday", "y",
        "Созвон с подрядчиком завтра в 15:00, срочно", "в пятницу в 11:00", "",
        # `e`: Enter keeps a field (title, due), no wait, an estimate typed, Enter keeps the priority,
        # tags, project and notes as typed, then recurrence, reminders and the draft as they are.
        "Gym mon wed fri at 7am", "e", "", "", "", "45m", "", "health", "", "bring the blue towel", "", "", "",
        "/list", "done the first", "/undo", "what's due Friday?", "delete the second", "n",
        ("paste", "Meeting notes 2 Dec\n\nSend the slides to Anna by Friday\nBook a room for the review next Tuesday\n"),
        ""])),
    "ru": ({"lang": "ru_RU.UTF-8"}, typed_tour("taskdraft", [
        "Планёрка по понедельникам и средам в 10:00", "",
        "Подготовить КП для Альфы до конца дня", "не срочно", "тег альфа", "заметка: цены из прайса", "в 17:00", "",
        "/list", "удали вторую", "да", "что у меня сегодня?"])),
    "script": ({}, script_tour([
        'taskdraft add "Submit the weekly report tomorrow at 15:00 #finance !high" --yes',
        'taskdraft add "Позвонить Анне завтра в 10:00" --yes --json',
        'taskdraft add "Book flights on friday #travel" --yes',
        "taskdraft list",
        "taskdraft done 2 --yes",
        "taskdraft undo --yes",
        "taskdraft delete 3; echo $?",
        "taskdraft show 99 --json; echo $?      # with --json an error is one object on stdout too",
        "taskdraft done 1 --yes",
        'taskdraft add "Water the plants every monday" --yes',
        'taskdraft add "Pay rent on the last Friday of the month" --yes      # repeat rules as people say them',
        "taskdraft done 5 --yes",
        "taskdraft list status:all      # a Status column when the statuses differ; ↻ marks a recurring task",
        "printf 'call Anna next Friday at 3pm #sales\\nОтчёт в следующую пятницу\\n' | taskdraft draft"])),
}


def readme_tour_block(readme, name):
    """The span of the fenced block after `<!-- tour:NAME -->`: (start, end) of its text."""
    match = re.search(r"^<!-- tour:" + re.escape(name) + r" -->\n```\n(.*?)\n```$", readme, re.S | re.M)
    check(match, f"README.md has no fenced block after <!-- tour:{name} -->")
    return match.span(1)


def check_readme_tour(name, copied=False):
    def test(home):
        if copied:
            home.copy_binary()
        printed = TOURS[name][1](home)
        with open(README, encoding="utf-8") as file:
            readme = file.read()
        start, end = readme_tour_block(readme, name)
        pasted = readme[start:end]
        if pasted != printed:
            diff = difflib.unified_diff(pasted.split("\n"), printed.split("\n"), "README.md", "the binary", lineterm="")
            raise Failure(f"README.md's tour:{name} is not what the binary prints (re-paste it with "
                          "scripts/test-terminal.sh --write-tour after checking the change is meant):\n" + "\n".join(diff))
    test.__name__ = f"test_the_readme_tour_{name}_is_what_the_binary_prints" + ("_copied_out_of_the_build_tree" if copied else "")
    return test


def write_tour():
    """Pastes every tour into README.md as the binary prints it now."""
    with open(README, encoding="utf-8") as file:
        readme = file.read()
    for name, (options, run) in TOURS.items():
        home = Home(**options)
        try:
            printed = run(home)
        finally:
            home.remove()
        start, end = readme_tour_block(readme, name)
        readme = readme[:start] + printed + readme[end:]
    with open(README, "w", encoding="utf-8") as file:
        file.write(readme)
    print(f"README.md: {len(TOURS)} tour blocks pasted from the binary ({', '.join(TOURS)})")


TESTS = [
    (test_russian_sentence_is_typed_and_committed, {}),
    (test_proposals_are_announced_and_reviewed_as_a_set, {}),
    (test_polish_cjk_and_emoji_are_typed_and_committed, {}),
    (test_deferring_typed_at_the_prompt_is_a_wait, {}),
    (test_without_a_locale_the_line_editor_still_reads_utf8, {"lang": None}),
    (test_without_a_locale_the_line_editor_still_reads_utf8, {"lang": "en_GB.UTF-8"}),
    (test_cursor_movement_and_backspace_over_multibyte_characters, {}),
    (test_history_recalls_a_cyrillic_line_and_keeps_it_in_the_file, {}),
    (test_e_edits_the_draft_field_by_field, {}),
    (test_e_reads_a_repeat_rule_in_words, {}),
    (test_e_asks_the_start_of_a_draft_that_has_one, {}),
    (test_refinement_in_words, {}),
    (test_ctrl_c_clears_a_half_typed_line_and_the_session_goes_on, {}),
    (test_ctrl_d_at_the_draft_prompt_drops_on_its_own_line, {}),
    (test_a_draft_without_a_title_asks_for_one, {}),
    (test_a_60_column_terminal, {}),
    (test_list_on_a_60_column_terminal, {}),
    (test_no_color_means_no_colour_sequences, {}),
    (test_a_russian_session_speaks_russian, {"lang": "ru_RU.UTF-8"}),
    (test_a_set_is_reviewed_and_committed_as_one_change, {}),
    (test_split_on_request_and_a_single_task_with_and, {}),
    (test_context_said_once_goes_to_every_draft_of_the_set, {}),
    (test_plan_in_the_repl_is_reviewed_and_committed_as_one_change, {}),
    (test_plan_on_a_terminal_commits_only_on_confirmation, {}),
    (test_split_with_parent_and_depends_shows_them_at_the_review, {}),
    (test_ctrl_c_while_a_backend_drafts_cancels_that_draft, {}),
    (test_ctrl_c_while_a_backend_plans_cancels_that_plan, {}),
    (test_ctrl_c_at_a_card_drops_the_draft_and_returns_to_the_prompt, {}),
    (a_forced_backend_refines_at_the_card("en"), {}),
    (a_forced_backend_refines_at_the_card("ru"), {"lang": "ru_RU.UTF-8"}),
    (pasted_notes_are_one_set("en", True), {}),
    (pasted_notes_are_one_set("ru", True), {"lang": "ru_RU.UTF-8"}),
    (pasted_notes_are_one_set("pl", True), {"lang": "pl_PL.UTF-8"}),
    (pasted_notes_are_one_set("ru", False), {"lang": "ru_RU.UTF-8"}),
    (test_a_paste_at_a_card_commits_nothing, {}),
    (refinements_change_what_they_say("en"), {}),
    (refinements_change_what_they_say("ru"), {}),
    (refinements_change_what_they_say("pl"), {}),
    (test_a_set_says_which_draft_changed_and_merges_back, {}),
    (the_first_one_at_a_single_card_is_the_draft("en"), {}),
    (the_first_one_at_a_single_card_is_the_draft("ru"), {}),
    (the_first_one_at_a_single_card_is_the_draft("pl"), {}),
    (test_a_polish_session_reads_the_card_in_polish, {"lang": "pl_PL.UTF-8"}),
    (the_next_question_and_a_link_typed_at_the_prompt("pl"), {"lang": "pl_PL.UTF-8"}),
    (the_next_question_and_a_link_typed_at_the_prompt("ru"), {"lang": "ru_RU.UTF-8"}),
    (test_e_reads_field_words_as_the_prompt_does, {}),
    (the_card_in_the_sessions_language("ru"), {"lang": "ru_RU.UTF-8"}),
    (the_card_in_the_sessions_language("pl"), {"lang": "pl_PL.UTF-8"}),
    (the_prompt_in_the_sessions_language("en"), {}),
    (the_prompt_in_the_sessions_language("ru"), {"lang": "ru_RU.UTF-8"}),
    (the_prompt_in_the_sessions_language("pl"), {"lang": "pl_PL.UTF-8"}),
    (commands_without_a_slash("en"), {}),
    (commands_without_a_slash("ru"), {"lang": "ru_RU.UTF-8"}),
    (commands_without_a_slash("pl"), {"lang": "pl_PL.UTF-8"}),
    (test_a_guessed_command_answered_no_is_drafted_as_a_task, {}),
    (questions_print_lists("en"), {}),
    (questions_print_lists("ru"), {"lang": "ru_RU.UTF-8"}),
    (questions_print_lists("pl"), {"lang": "pl_PL.UTF-8"}),
    (a_task_named_by_its_title_on_the_card("en"), {}),
    (a_task_named_by_its_title_on_the_card("ru"), {"lang": "ru_RU.UTF-8"}),
    (a_task_named_by_its_title_on_the_card("pl"), {"lang": "pl_PL.UTF-8"}),
] + [(check_readme_tour(name), options) for name, (options, _) in TOURS.items()] + [
    # The shipped Skills are built into the binary: a copy with no Skills on disk still prints
    # the tours' tags (meeting, sales, call) and hours ("до конца дня" at 18:00).
    (check_readme_tour(name, copied=True), TOURS[name][0]) for name in ("en", "ru")]


def main(argv):
    if not os.access(BIN, os.X_OK):
        print(f"terminal tests: no binary at {BIN}; build first (swift build) or set TASKDRAFT_BIN", file=sys.stderr)
        return 2
    if argv[1:] == ["--write-tour"]:
        write_tour()
        return 0
    selected = [t for t in TESTS if not argv[1:] or any(name in t[0].__name__ for name in argv[1:])]
    failures = []
    for test, options in selected:
        home = Home(**options)
        started = time.monotonic()
        try:
            test(home)
            print(f"PASS  {test.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
        except Exception as error:  # noqa: BLE001 — every failure is reported, the run goes on
            failures.append(test.__name__)
            print(f"FAIL  {test.__name__}", flush=True)
            detail = str(error) if isinstance(error, Failure) else traceback.format_exc()
            print("      " + detail.replace("\n", "\n      "), flush=True)
        finally:
            home.remove()
    print(f"terminal tests: {len(selected) - len(failures)} passed, {len(failures)} failed of {len(selected)}")
    for name in failures:
        print(f"  failed: {name}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
