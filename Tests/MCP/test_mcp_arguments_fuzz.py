"""Well-formed MCP tool calls with hostile argument values, drawn from a seeded generator.

An agent is a stranger who writes every field of every tool. For every tool `tools/list`
names (the names and input schemas are read from the server, never written here), each call
fills the schema's properties from the seeded RNG: the declared JSON type with hostile content
(dates at and past 0001, 9999 and +275760, 2026-02-30, leap seconds, offsets past ±24:00,
Int53 and Int64 limits, -0, 1e308 and 1e999, NaN-like strings, a combining mark after ':',
ZWJ, bidi controls, NUL, lone surrogates, 100,000-character strings, deep arrays, duplicate
tags, ids and UIDs of missing, deleted and the same task, links that close a loop), the wrong
JSON type, required keys left out and keys the schema does not declare.

After every call the server must still answer `ping`, and every line it writes must be one
JSON-RPC message; the call's own answer a result or an error (a tool result with `isError`
and a message is a refusal, not a failure). A dead process, a line that is not JSON-RPC or a
call left unanswered within CALL_TIMEOUT_SECONDS fails, printing the seed, the call's number
and the call itself. At the end the SQLite file passes `PRAGMA integrity_check` and
`taskdraft list --json` still reads it.

Two servers: `taskdraft mcp` on stdio (a client that answers delete's questions, at random),
and `taskdraft mcp --http` with a `propose` and a `write` token, whose proposals the person
then accepts from the inbox, so hostile values stored in a proposal meet the commit path.

The run is seeded (TASKDRAFT_FUZZ_SEED, else the time) and the seed is printed, so a failure
can be replayed; it is bounded by a number of calls (TASKDRAFT_FUZZ_CALLS, default 400 on
stdio and a third of that over HTTP) and a time cap per server."""

import asyncio
import http.client
import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import time

from harness import HttpServer, RawServer, Runner, Sandbox, binary

# The words hostile_lines.py throws at the CLI's parser: one list for both.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../scripts/fuzz"))
from hostile_lines import PIECES  # noqa: E402

CALLS = int(os.environ.get("TASKDRAFT_FUZZ_CALLS", "400"))
# The run stops drawing calls past this (the calls made are reported); each test's own bound
# in the harness is 60 s.
TIME_CAP_SECONDS = 40
CALL_TIMEOUT_SECONDS = 20
MESSAGE_CAP = 1 << 20  # LineReader.maximumLineBytes, HTTPServerLimits.maximumBodyBytes
# Agents' rate limits would turn most calls into the same refusal: lifted, so every call reaches
# the tool's own reading of its arguments.
CONFIG = {"agents": {"writes_per_minute": 1_000_000, "requests_per_second": 1_000_000, "request_burst": 1_000_000}}

MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": {"name": "arguments-fuzz", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}

# JSON Python's encoder cannot write (1e999 is infinite to it; 20,000 nested arrays pass its
# recursion limit): the generator puts a marker holding the text, the encoder writes the text.
RAW_NUMBERS = ["1e999", "-1e999", "1e-999", "123456789012345678901234567890", "-0.0e0", "9223372036854775808",
               "-9223372036854775809", "18446744073709551616", "1.0000000000000000000001"]
RAW_MARK = "\u0000raw:"
RAW_PATTERN = re.compile(r'"\\u0000raw:([-+.0-9eE\[\]]*)"')

INTEGERS = [0, -1, 1, 2, 3, 2**31 - 1, 2**31, 2**32, 2**53 - 1, 2**53, 2**53 + 1, 2**63 - 1, -2**63, -2**53 - 1,
            10**15, 9 * 10**15, 1.0, 1.5, -0.0, 0.0, 1e15, 9e15, 9.007199254740993e15, 1e308, -1e308, 5e-324]
NAN_LIKE = ["NaN", "nan", "Infinity", "-Infinity", "inf", "1e308", "1e999", "-0", "0x10", "1_000", "٣", "१२", "Ⅻ",
            "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9007199254740993"]
TEXT = ["", " ", "\t", "\u0000", "a\u0000b", "\u0301", ":\u0301", "due:\u0301", "project:\u200d", "+\u0301", "#\u0301",
        "\u200d", "👨\u200d👩\u200d👧", "\u202e", "\u200f", "\u2066x\u2069", "\ufeff", "\ufffd", "\U0010ffff", "\r\n", "\u2028", "\x1b[31m", "%s%n%x", "{0}", "\\", "'; DROP TABLE tasks;--", "\" OR 1=1",
        "tomorrow 15:00", "завтра в 9", "jutro o 9", "every 0 days", "every 99999999999 weeks", "#tag !high",
        "in 999999999999 years", "31 февраля", "2026-02-30", "24:60", "depends:1", "parent:", "estimate:99999999h"]
DAYS = ["0001-01-01", "0000-01-01", "0000-12-31", "9999-12-31", "10000-01-01", "+275760-09-13", "+275760-09-14",
        "-271821-04-20", "-0001-01-01", "2026-02-29", "2024-02-29", "2026-02-30", "2026-04-31", "2026-13-01",
        "2026-00-10", "2026-12-00", "2026-1-1", "2026-12-04\u0301", "２０２６-１２-０４", "२०२६-१२-०४", "2026-W49-3",
        "2026-338", "20261204", "2026-12-04T10:00:00+03:00", "99999999999999999999-01-01", "2026--12-04"]
TIMES = ["00:00:00", "23:59:59", "23:59:60", "24:00:00", "25:61:61", "10:00", "10", "10:00:00.5", "10:00:00.999999999999",
         "10:00:00,5", "٠٩:٠٠:٠٠"]
OFFSETS = ["Z", "z", "+00:00", "-00:00", "+03:00", "+14:00", "-12:00", "+24:00", "+25:00", "-25:00", "+99:99", "+0300",
           "+03", "+03:00:00", "", "+03:00\u0301", "+3:00"]
DURATIONS = ["PT1H30M", "PT0S", "P0D", "P", "PT", "-PT30M", "PT-1H", "P1Y2M3W4DT5H6M7.5S", "PT1.5H", "PT1,5H", "P1W",
             "P9999999999999Y", "PT9223372036854775807S", "PT9223372036854775808S", "PT2562047788015215H",
             "PT99999999999999999999H", "-P100000D", "PT1e308S", "PT٣H", "P1D\u0301", "PT9H", "-PT9223372036854775807S",
             "P106751991167300D", "PT0.000000001S", "P-0D"]
# Values a well-behaved reading takes, at its edges: these reach the commit path and the store.
EDGE_DAYS = ["0001-01-01", "9999-12-31", "2024-02-29", "2026-12-02", "1970-01-01", "2038-01-19", "2026-12-31", "2026-03-29"]
EDGE_TIMES = ["T00:00:00", "T23:59:59", "T10:00:00", "T10:00:00.5", "T02:30:00", "T23:59:59.999"]
EDGE_OFFSETS = ["Z", "+14:00", "-12:00", "+03:00", "+05:45", "-00:00", "-09:30"]
EDGE_DURATIONS = ["PT1H30M", "PT0S", "P1D", "PT1M", "P365D", "P1Y", "PT8760H", "-PT30M", "PT9H", "P1W", "PT0.5S", "-P7D"]
EDGE_RULES = ["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=MONTHLY;BYMONTHDAY=31", "FREQ=MONTHLY;BYMONTHDAY=-1",
              "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=DAILY;COUNT=1", "FREQ=DAILY;UNTIL=99991231T235959Z",
              "FREQ=DAILY;INTERVAL=1000", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=YEARLY;INTERVAL=9999", "FREQ=HOURLY"]
EDGE_TEXT = ["Call\u0301 Anna", "👨\u200d👩\u200d👧 dinner", "\u202eevil\u202c title", "a" * 200, "é" * 200,
             "x\u0301" * 200, "tag:\u0301", "due:\u0301 tomorrow", "nul \u0000 inside", "\u200d", "  spaced  ", "work",
             "wörk", "wo\u0301rk", "👨\u200d👩", "a" * 64, "Work", "WORK", "x\r\ny", "\u2028", "<script>", "#", "-"]
# A lone surrogate is not Unicode: the whole message is refused as unreadable, so few calls carry one.
SURROGATES = ["\ud800", "\udfff", "a\udbff"]
RULES = ["FREQ=DAILY", "FREQ=DAILY;COUNT=-1", "FREQ=DAILY;COUNT=0", "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;INTERVAL=-1",
         "FREQ=DAILY;INTERVAL=9223372036854775807", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYMONTHDAY=-31",
         "FREQ=MONTHLY;BYMONTHDAY=0", "FREQ=WEEKLY;BYDAY=+53MO", "FREQ=MONTHLY;BYDAY=-6FR", "FREQ=SECONDLY",
         "FREQ=MINUTELY;COUNT=999999999", "FREQ=DAILY;UNTIL=99991231T235959Z", "FREQ=DAILY;UNTIL=00010101",
         "FREQ=YEARLY;BYSETPOS=-366;BYDAY=MO", "RRULE:FREQ=DAILY", "FREQ=DAILY;FREQ=WEEKLY", "FREQ=DAILY;BYHOUR=25",
         "FREQ=DAILY;WKST=XX", "FREQ=", ";", "FREQ=YEARLY;BYYEARDAY=366;BYMONTH=2", "FREQ=WEEKLY;BYDAY=MO,MO,MO",
         "FREQ=MONTHLY;INTERVAL=99999;UNTIL=+2757600913T000000Z"]


def raw_number(rng):
    return RAW_MARK + rng.choice(RAW_NUMBERS)


def deep(depth: int) -> str:
    return RAW_MARK + "[" * depth + "]" * depth


def encode(message) -> bytes:
    return RAW_PATTERN.sub(lambda match: match.group(1), json.dumps(message, allow_nan=False)).encode()


class Pool:
    """Ids and UIDs the calls may name: tasks that exist, one deleted, none at all; grown from
    what the server answers, so later calls link tasks earlier ones made (and close loops)."""

    def __init__(self, tasks: list[dict], deleted: dict):
        self.ids = [t["id"] for t in tasks]
        self.uids = [t["uuid"] for t in tasks]
        self.deleted = deleted
        self.current_id = self.ids[0]

    def learn(self, value):
        if isinstance(value, dict):
            if isinstance(value.get("id"), int) and isinstance(value.get("uuid"), str):
                if value["id"] not in self.ids and len(self.ids) < 40:
                    self.ids.append(value["id"])
                    self.uids.append(value["uuid"])
            for inner in value.values():
                self.learn(inner)
        elif isinstance(value, list):
            for inner in value:
                self.learn(inner)

    def task_id(self, rng):
        kind = rng.randrange(10)
        if kind < 5:
            return rng.choice(self.ids)
        if kind == 5:
            return self.current_id  # the task the call acts on
        if kind == 6:
            return self.deleted["id"]
        if kind == 7:
            return max(self.ids) + rng.choice([1, 1000, 2**31])
        return rng.choice(INTEGERS) if rng.random() < 0.8 else raw_number(rng)

    def uid(self, rng):
        kind = rng.randrange(8)
        if kind < 3:
            return rng.choice(self.uids)
        if kind == 3:
            return self.uids[self.ids.index(self.current_id)] if self.current_id in self.ids else self.uids[0]
        if kind == 4:
            return self.deleted["uuid"]
        if kind == 5:
            return rng.choice(self.uids).upper()
        return rng.choice(["00000000-0000-0000-0000-000000000000", "../../etc/passwd", "", "x" * 100_000,
                           self.uids[0] + "\u0301", self.uids[0] + "\u0000", str(self.ids[0])])


class Generator:
    def __init__(self, rng: random.Random, pool: Pool):
        self.rng = rng
        self.pool = pool

    def text(self):
        rng = self.rng
        kind = rng.randrange(12)
        if kind == 0:
            # 100,000 characters of one word; a text of many tokens costs the parser time in
            # proportion (a debug build reads ~5,000 a second), so those stay at 10,000.
            if rng.random() < 0.5:
                return rng.choice(["x", "é", "Ж"]) * 100_000
            return rng.choice(["\u0301", "🙂", "\u200d", "\u202e", "\u0000", "#t ", "a\u200d", "a ", "due: "]) * rng.choice([500, 2000, 10_000])
        if kind == 1:
            return rng.choice(NAN_LIKE)
        if kind == 2:
            return self.moment()
        if kind == 3:
            return rng.choice(DURATIONS)
        return " ".join(rng.choice(TEXT) for _ in range(rng.randint(1, 6)))

    def day(self):
        rng = self.rng
        if rng.random() < 0.6:
            return rng.choice(DAYS)
        year = rng.choice(["0001", "0000", "1969", "1970", "2026", "2038", "9999", "10000", "+275760", "-000001", "99999"])
        return f"{year}-{rng.choice(['01', '02', '12', '13', '00', '1'])}-{rng.choice(['01', '28', '29', '30', '31', '32', '00'])}"

    def moment(self):
        rng = self.rng
        separator = rng.choice(["T", "T", "T", "t", " ", "_"])
        return self.day().split("T")[0] + separator + rng.choice(TIMES) + rng.choice(OFFSETS)

    def duration(self):
        return self.rng.choice(DURATIONS) if self.rng.random() < 0.8 else self.moment()

    def hint(self, name: str, schema: dict) -> str:
        """What a string property holds, from its name and description (dates, durations, rules,
        UIDs); plain text otherwise."""
        words = (name + " " + schema.get("description", "")).lower()
        if name.endswith("_date") or "yyyy-mm-dd" in words:
            return "day"
        if "rrule" in words:
            return "rule"
        if "uid" in words and "id's" not in words:
            return "uid"
        if "duration" in words or name in ("estimate", "reminders"):
            return "duration"
        if "date-time" in words or "iso 8601" in words:
            return "moment"
        return "text"

    def edge(self, kind):
        """A value of the kind that a careful reading accepts, at its edges."""
        rng = self.rng
        if kind == "day":
            return rng.choice(EDGE_DAYS)
        if kind == "moment":
            return rng.choice(EDGE_DAYS) + rng.choice(EDGE_TIMES) + rng.choice(EDGE_OFFSETS)
        if kind == "duration":
            return rng.choice(EDGE_DURATIONS)
        if kind == "rule":
            return rng.choice(EDGE_RULES)
        if kind == "uid":
            return self.pool.uid(rng)
        if rng.random() < 0.3:
            return " ".join(rng.choice(PIECES) for _ in range(rng.randint(1, 8)))
        return rng.choice(EDGE_TEXT)

    def string(self, name, schema):
        rng = self.rng
        if rng.random() < 0.02:
            return rng.choice(SURROGATES)
        if "enum" in schema and rng.random() < 0.5:
            choice = rng.choice(schema["enum"])
            return rng.choice([choice, choice.upper(), choice + "\u0301", " " + choice, choice + "\u0000"])
        kind = self.hint(name, schema)
        if "enum" in schema and rng.random() < 0.8:
            return rng.choice(schema["enum"])
        if rng.random() < 0.5:
            return self.edge(kind)
        if rng.random() < 0.15:
            return self.text()
        if kind == "day":
            return self.day()
        if kind == "moment":
            return self.moment() if rng.random() < 0.7 else self.day()
        if kind == "duration":
            return self.duration()
        if kind == "rule":
            return rng.choice(RULES) if rng.random() < 0.8 else ";".join(rng.choice(RULES) for _ in range(3))
        if kind == "uid":
            return self.pool.uid(rng)
        return self.text()

    def wrong(self):
        rng = self.rng
        return rng.choice([None, True, False, 0, -1, 1.5, 1e308, "1", "", [], {}, [[[]]], {"a": {"b": [1]}},
                           [None], ["x"] * 3, raw_number(rng), deep(rng.choice([64, 200, 255, 256, 1000]))])

    def value(self, name, schema, depth=0):
        rng = self.rng
        if rng.random() < 0.07:
            return self.wrong()
        types = schema.get("type", "string")
        types = types if isinstance(types, list) else [types]
        kind = rng.choice(types)
        if kind == "null":
            return None
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "integer" or kind == "number":
            if name == "id" or name.endswith("depends") or "task's id" in schema.get("description", ""):
                return self.pool.task_id(rng)
            if rng.random() < 0.3:
                return raw_number(rng)
            return rng.choice(INTEGERS + [schema.get("minimum", 0), schema.get("maximum", 0), 499, 500, 501])
        if kind == "array":
            items = schema.get("items", {})
            shape = rng.randrange(10)
            if shape == 0:
                return []
            if shape == 1:  # one value many times: duplicate tags, the same link twice
                one = self.value(name, items, depth + 1)
                return [one] * rng.choice([2, 3, 1000])
            if shape == 2:
                return [self.value(name, items, depth + 1) for _ in range(rng.choice([500, 5000]))]
            if shape == 3:
                return deep(rng.choice([100, 254, 5000]))
            if shape == 4 and name.endswith("tags"):
                tag = rng.choice(["a", "work", "Work", "WORK", "wörk", "wo\u0301rk"])
                return [tag, tag.upper(), tag + "\u0301", "#" + tag, tag + " " + tag, ""]
            return [self.value(name, items, depth + 1) for _ in range(rng.randint(1, 5))]
        if kind == "object":
            return {self.text()[:40]: self.text()[:40]}
        return self.string(name, schema)

    def arguments(self, schema):
        """The call's arguments: some of the declared properties, perhaps a required one left
        out, perhaps keys nobody declared."""
        rng = self.rng
        properties = schema.get("properties", {})
        required = set(schema.get("required", []))
        if "id" in properties:
            self.pool.current_id = self.pool.task_id(rng) if rng.random() < 0.3 else rng.choice(self.pool.ids)
        # One to a few of the optional properties (a patch refused for one bad field commits
        # nothing), and what the descriptions say to give in place of a required one ("Give this
        # or `title`").
        optional = [name for name in properties if name not in required]
        wanted = set(rng.sample(optional, min(len(optional), rng.choice([1, 1, 2, 2, 3, 5]))))
        either = [name for name, p in properties.items() if "give this or" in p.get("description", "").lower()]
        if either and rng.random() < 0.9:
            wanted.add(rng.choice(either))
        chosen = {}
        for name, property_schema in properties.items():
            if name in required:
                if rng.random() < 0.05:
                    continue
            elif name not in wanted:
                continue
            if name == "id" and rng.random() < 0.85:
                chosen[name] = self.pool.current_id
            elif name == "dry_run" and rng.random() < 0.5:
                chosen[name] = True  # keep half the creates from growing the list
            else:
                chosen[name] = self.value(name, property_schema)
        if rng.random() < 0.08:
            extra = rng.choice(["confirm", "ids", "__proto__", "", "id\u0000", "ID", "x" * 10_000, "due\u0301"])
            chosen[extra] = self.wrong()
        return chosen

    def call(self, tools):
        """A tools/call's params, within the server's 1 MiB message cap (a larger line is refused
        before any tool reads it; test_mcp_fuzz.py covers that)."""
        for _ in range(8):
            params = self.one_call(tools)
            if len(encode(params)) < MESSAGE_CAP - 4096:
                return params
        return params

    def one_call(self, tools):
        """Now and then not an object where arguments go, or a name no tool has."""
        rng = self.rng
        tool = rng.choice(tools)
        params = {"name": tool["name"], "arguments": self.arguments(tool["inputSchema"])}
        odd = rng.random()
        if odd < 0.02:
            params["arguments"] = self.wrong()
        elif odd < 0.03:
            del params["arguments"]
        elif odd < 0.04:
            params["name"] = rng.choice([tool["name"].upper(), tool["name"] + "\u0000", "", "../" + tool["name"]])
        return params


def check_answer(answer: dict, what: str):
    """A response to our call: a result or an error, never both; a tool's result has content,
    and a refusal says why."""
    assert ("result" in answer) != ("error" in answer), f"{what}: neither result nor error: {str(answer)[:500]}"
    if "error" in answer:
        error = answer["error"]
        assert isinstance(error.get("code"), int) and isinstance(error.get("message"), str), f"{what}: {str(answer)[:500]}"
        return
    result = answer["result"]
    assert isinstance(result, dict), f"{what}: result is not an object: {str(answer)[:500]}"
    if result.get("resultType") == "input_required" or "inputRequests" in result:
        return
    content = result.get("content")
    assert isinstance(content, list) and content, f"{what}: a tool result without content: {str(answer)[:500]}"
    if result.get("isError"):
        text = content[0].get("text", "")
        assert isinstance(text, str) and text.strip(), f"{what}: a refusal without a message: {str(answer)[:500]}"


def shown(params) -> str:
    text = encode(params).decode()
    return text if len(text) <= 1500 else text[:1500] + f"... ({len(text)} characters)"


def seeded_tasks(sandbox: Sandbox):
    """Five tasks linked as a person would (a parent, a dependency), and one deleted."""
    for words in ["Write the report", "Call Anna tomorrow 15:00", "Pay rent friday #home", "Draft slides", "Deleted one"]:
        sandbox.cli("add", words, "--yes")
    sandbox.cli("edit", "2", "--depends", "1", "--yes")
    sandbox.cli("edit", "4", "--parent", "1", "--yes")
    everything = sandbox.cli("list", "--all")
    sandbox.cli("delete", "5", "--yes")
    return [t for t in everything if t["id"] != 5], next(t for t in everything if t["id"] == 5)


def database_is_sound(sandbox: Sandbox):
    path = sandbox.env["TASKDRAFT_DB"]
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        verdict = db.execute("PRAGMA integrity_check").fetchall()
    assert verdict == [("ok",)], f"integrity_check: {verdict[:5]}"
    tasks = sandbox.cli("list", "--all")
    assert isinstance(tasks, list), f"list --json reads the database: {str(tasks)[:500]}"
    return len(tasks)


SEED = int(os.environ.get("TASKDRAFT_FUZZ_SEED", time.time_ns() % 1_000_000))


class Tally:
    def __init__(self):
        self.results = self.refusals = self.errors = self.questions = 0
        self.slowest = (0.0, "")

    def timed(self, seconds: float, params: dict):
        self.slowest = max(self.slowest, (seconds, str(params.get("name"))))

    def count(self, answer):
        if "error" in answer:
            self.errors += 1
        elif answer["result"].get("isError"):
            self.refusals += 1
        else:
            self.results += 1

    def __str__(self):
        return (f"{self.results} results, {self.refusals} refusals (isError), {self.errors} JSON-RPC errors, "
                f"{self.questions} questions answered; slowest {self.slowest[0]:.2f} s ({self.slowest[1]})")


def answer_question(server: RawServer, rng: random.Random, request: dict):
    """The person, as a random client relays them: accepts, declines, cancels, or the client
    answers nonsense or an error."""
    action = rng.choice([
        {"result": {"action": "accept", "content": {"delete": True}}},
        {"result": {"action": "accept", "content": {"delete": False}}},
        {"result": {"action": "decline"}},
        {"result": {"action": "cancel"}},
        {"result": {"action": "accept", "content": {"delete": "yes", "extra": [1e308]}}},
        {"result": {"action": "accept"}},
        {"result": {"action": "\u202eaccept"}},
        {"result": []},
        {"error": {"code": -1, "message": "\u0000"}},
    ])
    server.send(encode({"jsonrpc": "2.0", "id": request["id"], **action}) + b"\n")


def call_over_stdio(server: RawServer, rng, request_id: str, params: dict, tally: Tally) -> dict:
    """Sends one tools/call and returns its response, answering the server's questions meanwhile;
    every line read on the way must be JSON-RPC (RawServer.receive checks)."""
    server.send(encode({"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}) + b"\n")
    while True:
        message = server.receive(CALL_TIMEOUT_SECONDS)
        if message.get("id") == request_id and "method" not in message:
            return message
        if message.get("id") is None and "error" in message:
            return message  # a message too deep to parse is answered with no id
        if "method" in message and "id" in message:
            tally.questions += 1
            answer_question(server, rng, message)
            continue
        assert "method" in message, f"a response to nothing we asked: {str(message)[:500]}"


# TaskDraft.maximumWordsLength: the most characters of words one draft request reads.
WORDS_LIMIT = 10_000


def words_past_the_limit(server: RawServer, rng: random.Random, tally: Tally):
    """`text` of many words, up to near the message cap, to each tool that drafts it: refused
    as past the words' limit before a word is read, naming its length and the limit. A debug
    build reads about 5,000 words a second, so reading these would outlast CALL_TIMEOUT_SECONDS
    many times over (a release build held the server ~25 s for a megabyte)."""
    for tool in ("create_task", "draft_task"):
        for piece in ("call Anna tomorrow at 10 ", "a ", "#t "):
            text = piece * ((MESSAGE_CAP - 4096) // len(piece))
            params = {"name": tool, "arguments": {"text": text}}
            what = f"{tool} with {len(text):,} characters of {piece!r}"
            answer = call_over_stdio(server, rng, f"words-{tool}-{len(piece)}", params, tally)
            check_answer(answer, what)
            refusal = answer.get("result", {})
            said = refusal.get("content", [{}])[0].get("text", "")
            assert refusal.get("isError") and f"{len(text)} characters" in said and f"at most {WORDS_LIMIT}" in said, \
                f"{what}: {str(answer)[:500]}"


async def stdio_calls():
    seed = SEED
    print(f"arguments fuzz seed {seed} (TASKDRAFT_FUZZ_SEED={seed} replays it)", flush=True)
    rng = random.Random(seed)
    sandbox = Sandbox(config=CONFIG)
    server = None
    try:
        tasks, deleted = seeded_tasks(sandbox)
        pool = Pool(tasks, deleted)
        server = RawServer(sandbox)
        initialized = server.request("initialize", {"protocolVersion": "2025-11-25",
                                                    "capabilities": {"elicitation": {"form": {}}},
                                                    "clientInfo": {"name": "arguments-fuzz", "version": "1"}})
        assert "result" in initialized, initialized
        server.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        tools = server.request("tools/list")["result"]["tools"]
        assert tools, "tools/list names the tools"
        generator = Generator(rng, pool)
        tally = Tally()
        words_past_the_limit(server, rng, tally)
        started = time.monotonic()
        made = 0
        for number in range(CALLS):
            if time.monotonic() - started > TIME_CAP_SECONDS:
                break
            params = generator.call(tools)
            what = f"seed {seed} call {number} {shown(params)}"
            try:
                began = time.monotonic()
                answer = call_over_stdio(server, rng, f"fuzz-{number}", params, tally)
                tally.timed(time.monotonic() - began, params)
                check_answer(answer, what)
                pong = server.request("ping", timeout=CALL_TIMEOUT_SECONDS)
            except AssertionError as error:
                raise AssertionError(f"{what}: {error} (server exit {server.process.poll()})") from None
            assert pong.get("result") == {}, f"{what}: ping answered {pong}"
            tally.count(answer)
            pool.learn(answer.get("result", {}).get("structuredContent"))
            made += 1
        assert server.close() == 0, "a clean exit on EOF"
        count = database_is_sound(sandbox)
        print(f"stdio: {made} calls in {time.monotonic() - started:.1f} s: {tally}; {count} listed after", flush=True)
        assert made >= min(CALLS, 100), f"only {made} calls within {TIME_CAP_SECONDS} s"
    finally:
        if server is not None and server.process.poll() is None:
            server.process.kill()
        sandbox.remove()


def post(server: HttpServer, token: str, message: dict, headers: dict) -> tuple[int, dict]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=CALL_TIMEOUT_SECONDS)
    try:
        connection.request("POST", "/mcp", body=encode(message), headers={
            "Authorization": f"Bearer {token}", "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2026-07-28", **headers})
        response = connection.getresponse()
        body = response.read()
        kind = response.getheader("Content-Type", "")
    finally:
        connection.close()
    if kind.startswith("text/event-stream"):
        events = [line[5:].strip() for line in body.decode().splitlines() if line.startswith("data:")]
        assert events, f"an event stream with no message: {body[:500]!r}"
        body = events[-1].encode()
    answer = json.loads(body)
    assert isinstance(answer, dict) and answer.get("jsonrpc") == "2.0", f"not JSON-RPC: {body[:500]!r}"
    return response.status, answer


async def http_calls_and_proposals():
    seed = SEED + 1
    print(f"arguments fuzz over HTTP seed {SEED} (TASKDRAFT_FUZZ_SEED={SEED} replays it)", flush=True)
    rng = random.Random(seed)
    with HttpServer(Sandbox(config=CONFIG)) as server:
        tasks, deleted = seeded_tasks(server.sandbox)
        pool = Pool(tasks, deleted)
        tokens = {"propose": server.token("fuzz-propose", "propose"), "write": server.token("fuzz-write", "write")}
        listing = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": MODERN_META}}
        status, answer = post(server, tokens["propose"], listing, {"Mcp-Method": "tools/list"})
        assert status == 200, (status, answer)
        tools = answer["result"]["tools"]
        generator = Generator(rng, pool)
        tally = Tally()
        started = time.monotonic()
        made = 0
        for number in range(CALLS // 3):
            if time.monotonic() - started > TIME_CAP_SECONDS:
                break
            params = generator.call(tools)
            scope = "propose" if rng.random() < 0.7 else "write"
            what = f"seed {seed - 1} HTTP call {number} ({scope}) {shown(params)}"
            message = {"jsonrpc": "2.0", "id": number + 2, "method": "tools/call", "params": {**params, "_meta": MODERN_META}}
            name = params["name"]
            headers = {"Mcp-Method": "tools/call"}
            if name.isascii() and name.isprintable() and name:
                headers["Mcp-Name"] = name
            try:
                began = time.monotonic()
                status, answer = post(server, tokens[scope], message, headers)
                tally.timed(time.monotonic() - began, params)
            except (OSError, http.client.HTTPException, ValueError) as error:
                raise AssertionError(f"{what}: {type(error).__name__}: {error} (server exit {server.process.poll()})") from None
            check_answer(answer, what)
            assert status in (200, 400, 404), f"{what}: HTTP {status}: {str(answer)[:500]}"
            assert server.process.poll() is None, f"{what}: the server exited {server.process.returncode}"
            tally.count(answer)
            pool.learn(answer.get("result", {}).get("structuredContent"))
            made += 1
        ping = {"jsonrpc": "2.0", "id": "ping", "method": "ping", "params": {"_meta": MODERN_META}}
        pong = post(server, tokens["write"], ping, {"Mcp-Method": "ping"})
        assert pong[0] == 200 and isinstance(pong[1].get("result"), dict), f"still serving: {pong}"
        # The person accepts what the agents proposed: the hostile values stored in a proposal
        # meet the commit path. Accepting may fail (a task deleted since, a loop closed since), but
        # never by a signal or a hang.
        inbox = server.sandbox.cli("inbox")
        accepted = failed = 0
        for proposal in inbox[:25]:
            done = subprocess.run([binary(), "inbox", "accept", str(proposal["id"]), "--yes", "--json"],
                                  env=server.sandbox.env, capture_output=True, timeout=30)
            assert done.returncode >= 0, f"inbox accept {proposal['id']} ended by signal {-done.returncode}: {proposal}"
            accepted, failed = (accepted + 1, failed) if done.returncode == 0 else (accepted, failed + 1)
        count = database_is_sound(server.sandbox)
        print(f"HTTP: {made} calls in {time.monotonic() - started:.1f} s: {tally}; {len(inbox)} proposals, "
              f"{accepted} accepted and {failed} refused at accept; {count} listed after", flush=True)
        assert made >= min(CALLS // 3, 50), f"only {made} calls within {TIME_CAP_SECONDS} s"


async def main() -> int:
    runner = Runner("mcp-arguments-fuzz")
    for test in [stdio_calls, http_calls_and_proposals]:
        await runner.run(test.__name__, test)
    return runner.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
