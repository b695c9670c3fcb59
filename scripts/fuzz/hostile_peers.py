#!/usr/bin/env python3
"""Throws seeded hostile input at what a stranger hands TaskDraft whole, through the binary itself:
files of every import format mutated from valid ones, a model's JSON answer, and a CalDAV
server's VTODOs. hostile_lines.py does words and option values; Tests/MCP/test_mcp_arguments_fuzz.py
an MCP tool's arguments.

- import-FORMAT: a file `export --format FORMAT` wrote from tasks with every field, then mutated
  one to three times: a byte changed, a hostile value put in (huge and negative numbers, days at
  years 0, 1, 9999, 10000 and past, NUL, invalid UTF-8, bidi and combining marks), a value
  replaced by one, a piece repeated, the file cut short, nesting 100,000 deep, a 100,000-character
  field. A quarter of them are imported for real, and the store is exported in every format at the end.
- model: `add` and `draft` with a forced HTTP backend on 127.0.0.1 whose answer fills the JSON
  schema the request sends with hostile values of the declared type, or another type, or a body
  mutated as the files are (streamed when asked).
- caldav: `sync` against Tests/Shared/DAVPeers/caldav_fault_server.py's `fuzz` scenario, twelve
  hostile VTODOs drawn from a seed each run into a store of its own, then an edit and a second
  sync that pushes it.

A run that ends by a signal (a Swift trap is SIGILL or SIGTRAP) or takes more than 30 s is printed
with the seed, the surface and what it was given, and the exit code is 1; so is one whose peak
resident memory passes --memory-mib (default 1024). The summary gives each surface's runs, how many
exited 0, and the highest peak memory seen.

    TASKDRAFT_BIN=.build/release/taskdraft scripts/fuzz/hostile_peers.py --seed 7 --cases 60
"""
import argparse, json, os, random, re, shutil, signal, sqlite3, subprocess, sys, tempfile, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FORMATS = ["json", "jsonl", "csv", "todoist", "ics", "taskwarrior", "todotxt"]
# Tasks with every field, as `import --format jsonl` reads them: a tree, links, a repeat, notes.
SEED_TASKS = [
    {"uuid": "c0000000-0000-4000-8000-000000000001", "title": "Move the office", "status": "pending",
     "due": "2026-12-11T15:00:00+03:00", "start_date": "2026-12-07", "wait": "2026-12-05T09:00:00+03:00",
     "estimate": "P2D", "priority": "high", "project": "Office", "tags": ["work", "move"],
     "reminders": ["-PT30M"], "annotations": [{"entry": "2026-11-30T10:00:00+03:00", "text": "landlord says June"}],
     "created": "2026-11-30T10:00:00+03:00"},
    {"uuid": "c0000000-0000-4000-8000-000000000002", "title": "Pack the books", "status": "pending", "project": "Office",
     "parent": "c0000000-0000-4000-8000-000000000001", "depends": ["c0000000-0000-4000-8000-000000000003"],
     "due": "2026-12-09", "priority": "medium", "created": "2026-11-30T10:00:00+03:00"},
    {"uuid": "c0000000-0000-4000-8000-000000000003", "title": "Order boxes", "status": "pending", "priority": "low",
     "recurrence": "FREQ=WEEKLY;BYDAY=MO,WE,FR", "due": "2026-12-07T10:00:00+03:00", "created": "2026-11-30T10:00:00+03:00"},
    {"uuid": "c0000000-0000-4000-8000-000000000004", "title": "Позвонить Анне, \"срочно\"", "status": "done",
     "completed": "2026-12-01T10:00:00+03:00", "tags": ["звонки"], "created": "2026-11-30T10:00:00+03:00"},
    {"uuid": "c0000000-0000-4000-8000-000000000005", "title": "Zadzwoń do Ewy =SUM(A1)", "status": "pending",
     "notes": "line one\nline two, with a comma", "created": "2026-11-30T10:00:00+03:00"},
]
VALUES = ["0", "-1", "00", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1e308", "1e999",
          "-0", "NaN", "Infinity", "99999999999999999999999999999999", "0000-01-01", "0000-00-00T00:00:00Z",
          "0001-01-01T00:00:00-12:00", "9999-12-31T23:59:59+14:00", "10000-01-01", "10000-01-01T00:00:00Z",
          "+275760-09-13T00:00:00Z", "-271821-04-20", "2026-02-30", "2026-12-31T23:59:60Z", "00000101", "99991231T235959Z",
          "100000101T000000Z", "P99999999W", "-P2000000D", "PT9223372036854775807S", "FREQ=DAILY;COUNT=-1",
          "FREQ=SECONDLY;INTERVAL=0", "\u0000", "\u202e", "\u200d", "\u0301", "\ufeff", "\ufffd", "", " ", "\\", "\"", ",",
          ";", ":", "\r", "\n", "\r\n ", "@", "=", "'", "BEGIN:VTODO", "END:VCALENDAR", "[", "{", "}", "]", "null", "true"]
BYTES = [b"\xff", b"\xfe\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\x80", b"\x00", b"\xe2\x82", b"\x1b[2J"]
NEST = 100_000
LONG = 100_000


def mutate(rng, data, fmt):
    """One of the mutations above, applied to the bytes of a file (or a model's answer)."""
    kind = rng.randrange(9)
    at = rng.randint(0, len(data))
    if kind == 0 and data:  # a byte changed
        i = rng.randrange(len(data))
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    if kind == 1:  # a hostile value put in
        return data[:at] + rng.choice(VALUES).encode("utf-8", "surrogatepass") + data[at:]
    if kind == 2:  # invalid UTF-8 or NUL
        return data[:at] + rng.choice(BYTES) + data[at:]
    if kind == 3:  # a number or a day replaced by one at its edges
        spans = [m.span() for m in re.finditer(rb"[0-9][0-9:TZ+.-]*", data)]
        if spans:
            a, b = rng.choice(spans)
            return data[:a] + rng.choice(VALUES[:30]).encode() + data[b:]
        return data
    if kind == 4 and data:  # a piece repeated, up to 1 MB
        a = rng.randrange(len(data))
        piece = data[a:a + rng.randint(1, 400)]
        return data[:at] + piece * rng.randint(2, max(2, 1_000_000 // max(1, len(piece)))) + data[at:]
    if kind == 5:  # cut short
        return data[:at]
    if kind == 6:  # deep nesting, as the format nests
        if fmt in ("json", "jsonl", "taskwarrior", "model"):
            return data[:at] + b"[" * NEST + data[at:] + b"]" * rng.choice([0, NEST])
        if fmt == "ics":
            return data[:at] + b"BEGIN:VALARM\r\n" * (NEST // 10) + data[at:]
        return data[:at] + b'"' * NEST + data[at:]
    if kind == 7:  # a 100,000-character field
        text = rng.choice(["x", "\u0301", "é", "\U0001F468\u200d", "a,", "\\n"]) * LONG
        quoted = rb'"(?:[^"\\]|\\.)*"' if fmt in ("json", "jsonl", "taskwarrior", "model") else rb"[^,\r\n:]{3,}"
        spans = [m.span() for m in re.finditer(quoted, data)]
        if spans:
            a, b = rng.choice(spans)
            value = json.dumps(text).encode() if data[a:a + 1] == b'"' else text.encode()
            return data[:a] + value + data[b:]
        return data + text.encode()
    return data[:at] + b"\r" + data[at:]  # a lone CR


class Runner:
    def __init__(self, binary, env, seed, memory_mib):
        self.binary, self.env, self.seed, self.memory_kib = binary, env, seed, memory_mib * 1024
        self.counts, self.accepted, self.peak, self.failures = {}, {}, {}, []

    def run(self, surface, argv, note="", timeout=30):
        """Runs the binary under GNU time, whose figure is the binary's own peak (a child's
        ru_maxrss would start from this script's, which it forked)."""
        self.counts[surface] = self.counts.get(surface, 0) + 1
        argv = [a.replace("\0", "") for a in argv]  # an argument cannot hold NUL; files and answers can
        with tempfile.NamedTemporaryFile() as measured, tempfile.TemporaryFile() as err:
            p = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", measured.name, self.binary] + argv,
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, env=self.env,
                                 start_new_session=True)
            try:
                p.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
                self.fail(surface, "HANG (no exit within %d s)" % timeout, argv, note)
                return None
            lines = open(measured.name).read().split("\n")
            err.seek(0)
            said = err.read()[-400:].decode("utf-8", "replace")
        peak = int(lines[-2]) if len(lines) > 1 and lines[-2].isdigit() else 0
        self.peak[surface] = max(self.peak.get(surface, 0), peak)
        killed = re.match(r"Command terminated by signal (\d+)", lines[0])
        if killed:
            self.fail(surface, signal.Signals(int(killed.group(1))).name, argv, note + "\n  " + said.replace("\n", "\n  "))
        elif peak > self.memory_kib:
            self.fail(surface, "MEMORY %d MiB" % (peak // 1024), argv, note)
        elif p.returncode == 0:
            self.accepted[surface] = self.accepted.get(surface, 0) + 1
        return p.returncode

    def fail(self, surface, what, argv, note):
        self.failures.append((surface, what))
        print("%s %s seed=%d argv=%r %s" % (what, surface, self.seed, [a[:200] for a in argv], note[:600]), flush=True)


def hostile_value(rng, schema, depth=0):
    """A value for `schema`: its declared type with hostile content, now and then another type."""
    kinds = schema.get("type")
    if isinstance(kinds, list):
        kinds = rng.choice(kinds)
    if not kinds and schema.get("anyOf"):
        return hostile_value(rng, rng.choice(schema["anyOf"]), depth)
    if rng.random() < 0.1 or depth > 6:
        return rng.choice([None, 0, -1, 2 ** 63, 1e308, True, "", [], {}, "x" * (LONG if depth < 2 else 100), [[[]]]])
    if kinds == "object":
        value = {key: hostile_value(rng, sub, depth + 1) for key, sub in schema.get("properties", {}).items()
                 if rng.random() < 0.9}
        if rng.random() < 0.2:
            value[rng.choice(["extra", "\u0000", "title\u0301", ""])] = rng.choice(VALUES)
        return value
    if kinds == "array":
        items = schema.get("items", {})
        if items.get("type") == "string" and rng.random() < 0.1:  # many short ones
            return [rng.choice(VALUES) for _ in range(5000)]
        return [hostile_value(rng, items, depth + 1) for _ in range(rng.choice([0, 1, 2, 3, 50]))]
    if kinds == "integer" or kinds == "number":
        return rng.choice([0, -1, 2 ** 53, 2 ** 63, -2 ** 63 - 1, 10 ** 30, 1.5, 1e308])
    if kinds == "boolean":
        return rng.choice([True, False])
    if kinds == "null":
        return None
    enum = schema.get("enum")
    if enum and rng.random() < 0.5:
        return rng.choice(enum)
    return "".join(rng.choice(VALUES + ["Buy milk", "завтра", "jutro", "2026-12-03", "PT30M"]) for _ in range(rng.randint(1, 4)))


def model_server(seed):
    """An OpenAI-compatible server on 127.0.0.1 whose every answer fills the request's JSON schema
    with hostile values (answers numbered, each from the seed and its number)."""
    served = {"n": 0}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            body = json.dumps({"object": "list", "data": [{"id": "fuzz", "object": "model"}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self):
            request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
            served["n"] += 1
            rng = random.Random(seed * 1_000_003 + served["n"])
            rf = request.get("response_format") or {}
            schema = (rf.get("json_schema") or {}).get("schema") or {"type": "object", "properties": {
                "title": {"type": "string"}, "due": {"type": ["string", "null"]}, "tags": {"type": "array", "items": {"type": "string"}}}}
            content = json.dumps(hostile_value(rng, schema), ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
            if rng.random() < 0.4:
                content = mutate(rng, content, "model")
            text = content.decode("utf-8", "surrogateescape")
            if request.get("stream"):
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                for i in range(0, len(text), 4096):
                    piece = json.dumps({"choices": [{"index": 0, "delta": {"content": text[i:i + 4096]}}]}, ensure_ascii=False)
                    self.wfile.write(("data: " + piece + "\n\n").encode("utf-8", "surrogateescape"))
                self.wfile.write(b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n')
                return
            envelope = {"id": "fuzz", "object": "chat.completion", "model": "fuzz",
                        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]}
            body = json.dumps(envelope, ensure_ascii=False).encode("utf-8", "surrogateescape")
            if rng.random() < 0.15:  # the envelope itself broken
                body = mutate(rng, body, "model")
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    class Server(ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            pass  # a client that stops reading a hostile answer is the binary refusing it

    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=int(os.environ.get("TD_HOSTILE_SEED", "0")))
    ap.add_argument("--cases", type=int, default=60, help="mutated files per format, model answers and CalDAV seeds")
    ap.add_argument("--memory-mib", type=int, default=1024)
    ap.add_argument("--only", default="", help="a comma-separated subset of: files, model, caldav")
    ap.add_argument("--save", default="", help="a folder to keep each file whose run failed in, to run it again")
    args = ap.parse_args()
    only = set(filter(None, args.only.split(","))) or {"files", "model", "caldav"}
    binary = os.path.abspath(os.environ.get("TASKDRAFT_BIN", ".build/release/taskdraft"))
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="td-peers-")
    env = dict(os.environ, HOME=work, XDG_DATA_HOME=work + "/data", XDG_CONFIG_HOME=work + "/config",
               XDG_STATE_HOME=work + "/state", TASKDRAFT_DB=work + "/tasks.db", LANG="C.UTF-8", TZ="Europe/Moscow",
               TASKDRAFT_REGION="DE", TASKDRAFT_NOW="2026-12-07T12:00:00+03:00")  # the same files from a seed on any day
    runner = Runner(binary, env, args.seed, args.memory_mib)
    try:
        seed_file = os.path.join(work, "seed.jsonl")
        with open(seed_file, "w") as f:
            f.write("\n".join(json.dumps(t, ensure_ascii=False) for t in SEED_TASKS) + "\n")
        subprocess.run([binary, "import", "--yes", "--format", "jsonl", seed_file], env=env, capture_output=True, check=True)

        if "files" in only:
            valid = {fmt: subprocess.run([binary, "export", "--format", fmt, "status:all"], env=env, capture_output=True,
                                         check=True).stdout for fmt in FORMATS}
            for i in range(args.cases):
                for fmt in FORMATS:
                    data = valid[fmt]
                    for _ in range(rng.choice([1, 1, 2, 3])):
                        data = mutate(rng, data, fmt)
                    path = os.path.join(work, "in." + fmt)
                    with open(path, "wb") as f:
                        f.write(data)
                    argv = ["import", "--format", fmt, path] + (["--dry-run"] if rng.random() < 0.75 else ["--yes"])
                    failures = len(runner.failures)
                    if args.save:  # the store as the run found it, which a failure may need
                        with sqlite3.connect(env["TASKDRAFT_DB"]) as db, sqlite3.connect(os.path.join(work, "before.db")) as copy:
                            db.backup(copy)
                    runner.run("import-" + fmt, argv, note="case %d, %d bytes" % (i, len(data)))
                    if args.save and len(runner.failures) > failures:
                        os.makedirs(args.save, exist_ok=True)
                        name = os.path.join(args.save, "seed%d-case%d" % (args.seed, i))
                        shutil.copy(path, name + "." + fmt)
                        shutil.copy(os.path.join(work, "before.db"), name + ".db")
            for fmt in FORMATS:  # what was stored, written out again
                runner.run("export-" + fmt, ["export", "--format", fmt, "status:all"])

        if "model" in only:
            server = model_server(args.seed)
            config = os.path.join(work, "config", "taskdraft")
            os.makedirs(config, exist_ok=True)
            with open(os.path.join(config, "config.json"), "w") as f:
                json.dump({"backends": [{"name": "fuzz", "url": "http://127.0.0.1:%d/v1" % server.server_port,
                                         "where": "this-machine", "min_memory_mib": 1}],
                           "timeouts": {"connect_s": 1, "total_s": 10}}, f)
            words = ["Buy milk tomorrow", "Организовать выезд на 20-е и забронировать зал", "Zadzwoń do Ewy w piątek o 15",
                     "Plan the offsite: venue, invitations, catering"]
            for i in range(args.cases):
                command = rng.choice([["add", "--yes"], ["draft"], ["add", "--yes", "--split"], ["plan", "--yes"]])
                runner.run("model", command + ["--backend", "fuzz", rng.choice(words)], note="answer %d" % i)
            server.shutdown()
            os.remove(os.path.join(config, "config.json"))

        if "caldav" in only:
            dav = subprocess.Popen([sys.executable, os.path.join(root, "Tests/Shared/DAVPeers/caldav_fault_server.py")],
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            port = int(dav.stdout.readline())
            config = os.path.join(work, "config", "taskdraft")
            os.makedirs(config, exist_ok=True)
            for i in range(args.cases):
                token = str(args.seed * 10_000 + i)
                url = "http://127.0.0.1:%d/fuzz/%s/tasks/" % (port, token)
                with open(os.path.join(config, "config.json"), "w") as f:
                    json.dump({"sync": {"url": url, "collection": url}}, f)
                # A store of its own: what earlier servers gave is not pushed to this one.
                runner.env = dict(env, TASKDRAFT_DB=os.path.join(work, "dav-%s.db" % token))
                runner.run("caldav", ["sync"], note="token %s" % token)
                runner.run("caldav", ["modify", "1", "--yes", rng.choice(VALUES) + " edited"], note="token %s" % token)
                runner.run("caldav", ["sync"], note="token %s, pushing the edit" % token)
            dav.stdin.close()
            dav.wait(timeout=10)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("seed %d: %s; %d failure(s)" % (args.seed, ", ".join(
        "%s %d (%d, peak %d MiB)" % (k, n, runner.accepted.get(k, 0), runner.peak.get(k, 0) // 1024)
        for k, n in sorted(runner.counts.items())), len(runner.failures)))
    sys.exit(1 if runner.failures else 0)


if __name__ == "__main__":
    main()
