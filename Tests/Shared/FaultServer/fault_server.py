#!/usr/bin/env python3
"""A scripted fault server on 127.0.0.1 for TaskDraft's HTTP-backend tests.

It speaks just enough of the OpenAI chat-completions API to misbehave on purpose. Every URL
is /SCENARIO/TOKEN/v1/..., where TOKEN is the test's own id (request counts are kept per
token) and SCENARIO picks the fault:

  ok                 a valid draft (no deadline); streams when asked (stream: true)
  ok-due             a valid draft whose due the words never named (for the cross-check)
  ok-due-slow        ok-due after 0.3 s, so concurrent requests overlap (each logged with in_flight)
  retry-after        429 with Retry-After: 1 once, then ok
  retry-after-long   429 with Retry-After: 120, always
  always-503         503, always
  always-500         500, always
  hang               accepts the request and never answers
  hang-once          the first request held unanswered until the client closes the connection (its log
                     entry then says "closed": true), then ok
  drip               200 headers, then one byte every 0.5 s, forever
  truncated          200 with a JSON body cut in the middle
  invalid            a draft that breaks the schema (priority "urgent!!", due "tomorrow"), always
  invalid-then-valid the invalid draft once, then ok
  invalid-past       a draft due in the past (2020-01-06), always
  invalid-tags       a draft with seven tags (more than the schema's six), always
  huge               200 with a 10 MB body (Content-Length given)
  huge-chunked       200 with a 10 MB chunked body (no Content-Length)
  reset              the connection reset without an answer once, then ok
  no-json-schema     500 when response_format is json_schema (as llama-cpp-python); ok otherwise
  prompt-only        400 for any response_format; ok without one
  context            400 "exceeds the available context size" once, then ok
  echo-auth          401 whose body repeats the request's Authorization header
  echo-key-title     a valid draft (streamed when asked) whose title, notes and tag carry the bearer key
  echo-auth-split    401 whose body repeats the bearer key in two pieces ("key sk-…- 1234…")
  echo-key-title-split  a valid draft whose title, notes and tag carry the bearer key in two pieces,
                     split by a space, ". " and "_"
  tools              a search_tasks call when tools are offered, the draft after a tool answer
  tools-forever      a search_tasks call whenever tools are offered; the draft when not
  tools-bad          a call to an unknown tool whenever tools are offered; the draft when not
  models-slow        GET /v1/models answers after 1 s (chat as ok)
  plan               a plan of three steps ({"tasks": [...]}), the last after the goal's deadline
  plan-invalid       a "plan" of one step, always (fewer than a plan has)
  set                the two tasks of "Buy milk and call mom tomorrow", each with its source words
  review             a review ({"reviews": [...]}, one per draft the schema asks for): fixes draft 1's title
                     ("Book the venue for 20 people") and draft 2's day (2026-12-25), keeps the rest
  review-invalid     a review with one verdict too few, always
  refine             ok for the first request; every later one (a refinement at the card) answers the draft made
                     high priority and due 2026-12-05 09:00, a deadline no words named
  refine-500         ok for the first request, then 500, always
  set-refine-500     the set (as `set`) for the first request, then 500, always

POST /SCENARIO/TOKEN/v1/messages speaks Anthropic's Messages API instead: it refuses (400) a
request without `anthropic-version: 2023-06-01` and a JSON content type, or whose messages do
not alternate starting with the user's, or whose tool_result answers no tool_use; the draft
comes as a `task_draft` tool_use block (streamed as server-sent events when asked):

  ok, ok-due, invalid, invalid-then-valid, hang, echo-auth (echoes x-api-key), retry-after
                     as above, in the Messages API's shapes
  tools              a search_tasks tool_use while tool_choice is "any", the draft after a tool_result
  overloaded         529 overloaded_error once, then ok
  always-529         529 overloaded_error, always
  garbage            200 with an HTML body
  stream-error       streams part of the draft, then an `error` event (overloaded_error)
  text-only          the draft as a text block, no tool_use (a server that ignores tool_choice)
  context            400 "prompt is too long" once, then ok

GET /__requests/TOKEN returns what each request of that token asked for, as JSON.
Prints the port on stdout, then serves as long as the test process that started it (lifetime.py),
and says why it stops on the next line.
"""
import json
import select
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.dont_write_bytecode = True  # no __pycache__ in the work tree
import lifetime  # noqa: E402

VALID = {"title": "Write the quarterly report", "notes": None, "due": None, "due_date": None,
         "priority": "none", "project": None, "tags": ["report"], "recurrence": None}
WITH_DUE = dict(VALID, due="2026-12-05T09:00:00+03:00")
INVALID = dict(VALID, priority="urgent!!", due="tomorrow")
# Drafts the schema's types take and only TaskDraft's own checks refuse.
INVALID_PAST = dict(VALID, due="2020-01-06T09:00:00+03:00")
INVALID_TAGS = dict(VALID, tags=["report", "q4", "sales", "north", "south", "east", "west"])
# A refinement's answer: high priority, as "make it high priority" asks, and a deadline nobody said.
REFINED = dict(WITH_DUE, priority="high")
# A plan for "organise the offsite on the 20th": the last step after the goal's deadline.
PLAN = {"tasks": [dict(VALID, title="Book the venue", tags=[], due_date="2026-12-08"),
                  dict(VALID, title="Send the invitations", tags=[], due_date="2026-12-10"),
                  dict(VALID, title="Order the catering", tags=[], due_date="2026-12-22")]}
# The review phase's corrections: a title for draft 1, a day (after the offsite) for draft 2.
REVIEW_TITLE = "Book the venue for 20 people"
REVIEW_DAY = "2026-12-25"
# The set in "Buy milk and call mom tomorrow", the second task dated a day late.
SET = {"tasks": [dict(VALID, title="Buy milk", tags=[], source="Buy milk"),
                 dict(VALID, title="Call mom", tags=[], due_date="2026-12-04", source="call mom tomorrow")]}
# "By Monday, draft the agenda and book the room": each task quotes its own words, without the
# opening that gives both their day.
SET_SHARED = {"tasks": [dict(VALID, title="Draft the agenda", tags=[], due_date="2026-12-07", source="draft the agenda"),
                        dict(VALID, title="Book the room", tags=[], due_date="2026-12-07", source="book the room")]}

counts = {}
log = {}
in_flight = {}
lock = threading.Lock()


def review(body, short=0):
    """Verdicts for as many drafts as the review schema asks for (in the prompt when no response_format)."""
    schema = ((body.get("response_format") or {}).get("json_schema") or {}).get("schema") or {}
    count = ((schema.get("properties") or {}).get("reviews") or {}).get("minItems")
    if count is None:
        user = next((m.get("content") or "" for m in body.get("messages") or [] if m.get("role") == "user"), "")
        count = sum(1 for line in user.splitlines() if line[:1].isdigit() and ". {" in line)
    reviews = [{"step": i + 1, "verdict": "ok", "title": None, "due_date": None, "reason": None} for i in range(count)]
    if count >= 1:
        reviews[0] = {"step": 1, "verdict": "fix", "title": REVIEW_TITLE, "due_date": None, "reason": "say how many"}
    if count >= 2:
        reviews[1] = {"step": 2, "verdict": "fix", "title": None, "due_date": REVIEW_DAY, "reason": "after the venue"}
    return {"reviews": reviews[: max(0, count - short)]}


def completion(content=None, tool_calls=None):
    message = {"role": "assistant", "content": content if content is not None else ""}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {"id": "chatcmpl-fault", "object": "chat.completion", "created": 0, "model": "fault",
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else "stop"}],
            "usage": {"prompt_tokens": 42, "completion_tokens": 7, "total_tokens": 49},
            "timings": {"extra": "field"}, "system_fingerprint": "fault"}


def tool_call(name, arguments):
    return [{"id": "call_%d" % int(time.time() * 1e6), "type": "function",
             "function": {"name": name, "arguments": json.dumps(arguments)}}]


def anthropic_message(content, stop_reason):
    return {"id": "msg_fault", "type": "message", "role": "assistant", "model": "fault", "content": content,
            "stop_reason": stop_reason, "stop_sequence": None, "usage": {"input_tokens": 42, "output_tokens": 7}}


def anthropic_error(kind, message):
    return {"type": "error", "error": {"type": kind, "message": message}}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_json(self, status, value, headers=()):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, val in headers:
            self.send_header(name, val)
        self.end_headers()
        self.wfile.write(body)

    def parts(self):
        pieces = self.path.strip("/").split("/")
        return (pieces[0], pieces[1], "/".join(pieces[2:])) if len(pieces) >= 3 else ("", "", "")

    def do_GET(self):
        if self.path.startswith("/__requests/"):
            token = self.path.split("/")[2]
            with lock:
                self.send_json(200, log.get(token, []))
            return
        scenario, _, rest = self.parts()
        if rest == "v1/models":
            if scenario == "models-slow":
                time.sleep(1)
            self.send_json(200, {"object": "list", "data": [{"id": "fault", "object": "model"}]})
            return
        self.send_json(404, {"error": {"message": "no such path"}})

    def do_POST(self):
        scenario, token, rest = self.parts()
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        if rest == "v1/messages":
            return self.messages_api(scenario, token, body)
        rf = body.get("response_format") or {}
        messages = body.get("messages") or []
        with lock:
            counts[token] = counts.get(token, 0) + 1
            n = counts[token]
            in_flight[token] = in_flight.get(token, 0) + 1
            self.entry = {
                "path": rest, "response_format": rf.get("type"), "stream": bool(body.get("stream")),
                "tools": [t["function"]["name"] for t in body.get("tools") or []],
                "tool_choice": body.get("tool_choice"), "messages": len(messages),
                "content_chars": sum(len(m.get("content") or "") for m in messages),
                "roles": [m.get("role") for m in messages],
                "last_user": next((m.get("content") for m in reversed(messages) if m.get("role") == "user"), None),
                "system": messages[0].get("content") if messages else None,
                "authorization": self.headers.get("Authorization") is not None,
                "in_flight": in_flight[token]}
            log.setdefault(token, []).append(self.entry)
        try:
            if rest != "v1/chat/completions":
                self.send_json(404, {"error": {"message": "no such path"}})
                return
            self.answer(scenario, n, body, rf)
        finally:
            with lock:
                in_flight[token] -= 1

    def messages_api(self, scenario, token, body):
        messages = body.get("messages") or []
        tools = body.get("tools") or []
        draft_tool = next((t for t in tools if t.get("name") == "task_draft"), None)
        last = messages[-1] if messages else {}
        last_blocks = last.get("content") if isinstance(last.get("content"), list) else []
        last_text = next((b.get("text") or b.get("content") for b in reversed(last_blocks)
                          if b.get("type") in ("text", "tool_result")), last.get("content") if isinstance(last.get("content"), str) else None)
        with lock:
            counts[token] = counts.get(token, 0) + 1
            n = counts[token]
            in_flight[token] = in_flight.get(token, 0) + 1
            log.setdefault(token, []).append({
                "path": "v1/messages", "stream": bool(body.get("stream")), "model": body.get("model"),
                "max_tokens": body.get("max_tokens"),
                "tools": [t.get("name") for t in tools], "tool_choice": body.get("tool_choice"),
                "draft_schema": draft_tool.get("input_schema") if draft_tool else None,
                "messages": len(messages), "roles": [m.get("role") for m in messages],
                "blocks": [[b.get("type") for b in m.get("content")] if isinstance(m.get("content"), list) else ["string"]
                           for m in messages],
                "last_user": last_text, "system": body.get("system"), "chars": len(json.dumps(messages)),
                "x_api_key": self.headers.get("x-api-key") is not None,
                "authorization": self.headers.get("Authorization") is not None,
                "anthropic_version": self.headers.get("anthropic-version"),
                "content_type": self.headers.get("Content-Type"),
                "in_flight": in_flight[token]})
        try:
            problem = self.messages_problem(body)
            if problem:
                return self.send_json(400, anthropic_error("invalid_request_error", problem))
            self.messages_answer(scenario, n, body, last_blocks)
        finally:
            with lock:
                in_flight[token] -= 1

    def messages_problem(self, body):
        if self.headers.get("anthropic-version") != "2023-06-01":
            return "anthropic-version: header is required"
        if "application/json" not in (self.headers.get("Content-Type") or ""):
            return "content-type must be application/json"
        if not body.get("model") or not isinstance(body.get("max_tokens"), int):
            return "model and max_tokens are required"
        messages = body.get("messages") or []
        if not messages or messages[0].get("role") != "user":
            return "messages: the first message must use the user role"
        used = set()
        for i, m in enumerate(messages):
            if i > 0 and m.get("role") == messages[i - 1].get("role"):
                return "messages: roles must alternate between user and assistant"
            for b in m.get("content") if isinstance(m.get("content"), list) else []:
                if b.get("type") == "text" and not b.get("text"):
                    return "messages: text content blocks must be non-empty"
                if b.get("type") == "tool_use":
                    used.add(b.get("id"))
                if b.get("type") == "tool_result" and b.get("tool_use_id") not in used:
                    return "messages: tool_result block(s) provided without a tool_use"
        choice = body.get("tool_choice") or {}
        names = [t.get("name") for t in body.get("tools") or []]
        if choice.get("type") == "tool" and choice.get("name") not in names:
            return "tool_choice: the named tool is not among the tools"
        return None

    def messages_answer(self, scenario, n, body, last_blocks):
        choice = (body.get("tool_choice") or {}).get("type")
        after_tool = any(b.get("type") == "tool_result" for b in last_blocks)
        if scenario == "ok":
            return self.tool_answer(body, "task_draft", VALID)
        if scenario == "ok-due":
            return self.tool_answer(body, "task_draft", WITH_DUE)
        if scenario == "invalid":
            return self.tool_answer(body, "task_draft", INVALID)
        if scenario == "invalid-then-valid":
            return self.tool_answer(body, "task_draft", INVALID if n == 1 else VALID)
        if scenario == "retry-after":
            if n == 1:
                return self.send_json(429, anthropic_error("rate_limit_error", "slow down"), [("retry-after", "1")])
            return self.tool_answer(body, "task_draft", VALID)
        if scenario == "overloaded":
            if n == 1:
                return self.send_json(529, anthropic_error("overloaded_error", "Overloaded"))
            return self.tool_answer(body, "task_draft", VALID)
        if scenario == "always-529":
            return self.send_json(529, anthropic_error("overloaded_error", "Overloaded"))
        if scenario == "garbage":
            text = b"<html><body>502 Bad Gateway</body></html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(text)))
            self.end_headers()
            self.wfile.write(text)
            return
        if scenario == "hang":
            time.sleep(120)
            return
        if scenario == "echo-auth":
            return self.send_json(401, anthropic_error("authentication_error", "invalid x-api-key: " + str(self.headers.get("x-api-key"))))
        if scenario == "tools":
            if choice == "any" and not after_tool:
                return self.tool_answer(body, "search_tasks", {"query": "report"})
            return self.tool_answer(body, "task_draft", VALID)
        if scenario == "stream-error":
            return self.message_stream("task_draft", json.dumps(VALID), fail_after=2)
        if scenario == "context":
            if n == 1:
                return self.send_json(400, anthropic_error("invalid_request_error", "prompt is too long: 210000 tokens > 200000 maximum"))
            return self.tool_answer(body, "task_draft", VALID)
        if scenario == "text-only":
            message = anthropic_message([{"type": "text", "text": "Here it is: " + json.dumps(VALID)}], "end_turn")
            return self.send_json(200, message)
        self.send_json(404, anthropic_error("not_found_error", "unknown scenario " + scenario))

    def tool_answer(self, body, name, value):
        if body.get("stream"):
            return self.message_stream(name, json.dumps(value))
        block = {"type": "tool_use", "id": "toolu_%d" % int(time.time() * 1e6), "name": name, "input": value}
        self.send_json(200, anthropic_message([block], "tool_use"))

    def message_stream(self, name, arguments, fail_after=None):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

        def event(kind, data):
            payload = ("event: %s\ndata: %s\n\n" % (kind, json.dumps(data))).encode()
            self.wfile.write(b"%x\r\n%s\r\n" % (len(payload), payload))
            self.wfile.flush()

        start = anthropic_message([], None)
        start["usage"] = {"input_tokens": 42, "output_tokens": 1}
        event("message_start", {"type": "message_start", "message": start})
        event("content_block_start", {"type": "content_block_start", "index": 0,
                                      "content_block": {"type": "tool_use", "id": "toolu_stream", "name": name, "input": {}}})
        event("ping", {"type": "ping"})
        pieces = [arguments[i:i + 12] for i in range(0, len(arguments), 12)]
        for i, piece in enumerate(pieces):
            if fail_after is not None and i == fail_after:
                event("error", anthropic_error("overloaded_error", "Overloaded"))
                self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
                return
            event("content_block_delta", {"type": "content_block_delta", "index": 0,
                                          "delta": {"type": "input_json_delta", "partial_json": piece}})
            time.sleep(0.05)
        event("content_block_stop", {"type": "content_block_stop", "index": 0})
        event("message_delta", {"type": "message_delta", "delta": {"stop_reason": "tool_use", "stop_sequence": None},
                                "usage": {"output_tokens": len(pieces)}})
        event("message_stop", {"type": "message_stop"})
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def draft(self, body, value=VALID):
        if body.get("stream"):
            self.stream(json.dumps(value))
        else:
            self.send_json(200, completion(json.dumps(value)))

    def stream(self, content):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

        def chunk(data):
            payload = ("data: " + json.dumps(data) + "\n\n").encode()
            self.wfile.write(b"%x\r\n%s\r\n" % (len(payload), payload))
            self.wfile.flush()

        chunk({"choices": [{"index": 0, "delta": {"role": "assistant", "content": None}, "finish_reason": None}]})
        pieces = [content[i:i + 12] for i in range(0, len(content), 12)]
        for piece in pieces:
            chunk({"choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
            time.sleep(0.05)
        chunk({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
        chunk({"choices": [], "usage": {"prompt_tokens": 42, "completion_tokens": len(pieces)}})
        payload = b"data: [DONE]\n\n"
        self.wfile.write(b"%x\r\n%s\r\n0\r\n\r\n" % (len(payload), payload))
        self.wfile.flush()

    def hold_until_closed(self, limit=120):
        """Answers nothing until the client closes the connection, and notes that it did: a
        cancelled request must not leave its connection open."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.connection], [], [], 0.1)
            if not ready:
                continue
            try:
                closed = not self.connection.recv(1, socket.MSG_PEEK)
            except OSError:
                closed = True
            if closed:
                with lock:
                    self.entry["closed"] = True
                self.close_connection = True
                return
            time.sleep(0.1)  # bytes the client sent after its request: not a close

    def answer(self, scenario, n, body, rf):
        tools_offered = bool(body.get("tools"))
        last_role = (body.get("messages") or [{}])[-1].get("role")
        if scenario in ("ok", "models-slow"):
            return self.draft(body)
        if scenario == "plan":
            return self.draft(body, PLAN)
        if scenario == "plan-invalid":
            return self.draft(body, {"tasks": [PLAN["tasks"][0]]})
        if scenario == "set":
            return self.draft(body, SET)
        if scenario == "set-shared":
            return self.draft(body, SET_SHARED)
        if scenario == "review":
            return self.draft(body, review(body))
        if scenario == "review-invalid":
            return self.draft(body, review(body, short=1))
        if scenario == "ok-due":
            return self.draft(body, WITH_DUE)
        if scenario == "refine":
            return self.draft(body, VALID if n == 1 else REFINED)
        if scenario == "set-refine-500":
            if n == 1:
                return self.draft(body, SET)
            return self.send_json(500, {"error": {"message": "internal error"}})
        if scenario == "refine-500":
            if n == 1:
                return self.draft(body)
            return self.send_json(500, {"error": {"message": "internal error"}})
        if scenario == "ok-due-slow":
            time.sleep(0.3)
            return self.draft(body, WITH_DUE)
        if scenario == "retry-after":
            if n == 1:
                return self.send_json(429, {"error": {"message": "slow down"}}, [("Retry-After", "1")])
            return self.draft(body)
        if scenario == "retry-after-long":
            return self.send_json(429, {"error": {"message": "slow down"}}, [("Retry-After", "120")])
        if scenario == "always-503":
            return self.send_json(503, {"error": {"message": "overloaded"}})
        if scenario == "always-500":
            return self.send_json(500, {"error": {"message": "internal error"}})
        if scenario == "hang":
            time.sleep(120)
            return
        if scenario == "hang-once":
            if n == 1:
                return self.hold_until_closed()
            return self.draft(body)
        if scenario == "drip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000000")
            self.end_headers()
            for _ in range(240):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.5)
            return
        if scenario == "truncated":
            text = json.dumps(completion(json.dumps(VALID)))
            cut = text[: len(text) // 2].encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(cut)))
            self.end_headers()
            self.wfile.write(cut)
            return
        if scenario == "invalid":
            return self.draft(body, INVALID)
        if scenario == "invalid-then-valid":
            return self.draft(body, INVALID if n == 1 else VALID)
        if scenario == "invalid-past":
            return self.draft(body, INVALID_PAST)
        if scenario == "invalid-tags":
            return self.draft(body, INVALID_TAGS)
        if scenario == "huge":
            size = 10 * 1024 * 1024
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            block = b" " * 65536
            try:
                for _ in range(size // len(block)):
                    self.wfile.write(block)
            except OSError:
                pass
            return
        if scenario == "huge-chunked":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            block = b" " * 65536
            try:
                for _ in range(160):
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(block), block))
                self.wfile.write(b"0\r\n\r\n")
            except OSError:
                pass
            return
        if scenario == "reset":
            if n == 1:
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
                self.close_connection = True
                return
            return self.draft(body)
        if scenario == "no-json-schema":
            if rf.get("type") == "json_schema":
                return self.send_json(500, {"error": {"message": "Internal Server Error"}})
            return self.draft(body)
        if scenario == "prompt-only":
            if rf:
                return self.send_json(400, {"error": {"message": "response_format is not supported"}})
            return self.draft(body)
        if scenario == "context":
            if n == 1:
                return self.send_json(400, {"error": {"code": 400, "type": "exceed_context_size_error",
                                                      "message": "request (5078 tokens) exceeds the available context size (4096 tokens)"}})
            return self.draft(body)
        if scenario == "echo-auth":
            return self.send_json(401, {"error": {"message": "invalid key: " + str(self.headers.get("Authorization"))}})
        if scenario == "echo-key-title":
            key = str(self.headers.get("Authorization")).removeprefix("Bearer ")
            return self.draft(body, dict(VALID, title="Report for " + key, notes="key " + key, tags=["k" + key]))
        if scenario == "echo-auth-split":
            head, tail = split_key(self.headers.get("Authorization"))
            return self.send_json(401, {"error": {"message": "invalid key " + head + " " + tail}})
        if scenario == "echo-key-title-split":
            head, tail = split_key(self.headers.get("Authorization"))
            return self.draft(body, dict(VALID, title="Report for " + head + " " + tail, notes="key " + head + ". " + tail,
                                         tags=["k" + head + "_" + tail]))
        if scenario == "tools":
            if tools_offered and last_role != "tool":
                return self.send_json(200, completion("", tool_call("search_tasks", {"query": "report"})))
            return self.draft(body)
        if scenario == "tools-forever":
            if tools_offered:
                return self.send_json(200, completion("", tool_call("search_tasks", {"query": "report"})))
            return self.draft(body)
        if scenario == "tools-bad":
            if tools_offered:
                return self.send_json(200, completion("", tool_call("delete_everything", {"all": True})))
            return self.draft(body)
        self.send_json(404, {"error": {"message": "unknown scenario " + scenario}})


def split_key(authorization):
    """The bearer key in two pieces, cut after its last hyphen, as an echo that wraps or
    reformats it would show it."""
    key = str(authorization).removeprefix("Bearer ")
    cut = key.rfind("-") + 1 or len(key) // 2
    return key[:cut], key[cut:]


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    lifetime.report_exit(lifetime.wait_for_test_process())


if __name__ == "__main__":
    main()
