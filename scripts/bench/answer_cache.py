#!/usr/bin/env python3
"""An HTTP proxy on 127.0.0.1 in front of a model server that records every answer and replays
it for the same request, so the backends bench (bench.py, section `backends`) can be stopped
and continued, and re-run after a change to TaskDraft's own checks without asking the model
again. A request is known by its exact body (the sentence, the instructions, the schema, the
sampling settings) and the FINGERPRINT of the model behind the server; a change of any of
them asks the model anew.

    answer_cache.py TARGET_PORT CACHE_FILE FINGERPRINT     # prints its own port, serves until killed

GET /__stats answers {"hits", "misses", "refused", "seconds"} (seconds: the model's time on
misses); POST /__replay-only makes every later miss a 404 without asking the model (the bench
has run out of time: recorded sentences still count, new ones are skipped).
"""
import hashlib
import http.client
import http.server
import json
import os
import sys
import threading
import time

TARGET = int(sys.argv[1])
CACHE = sys.argv[2]
FINGERPRINT = sys.argv[3]
lock = threading.Lock()
answers = {}
stats = {"hits": 0, "misses": 0, "refused": 0, "seconds": 0.0}
replay_only = False

if os.path.exists(CACHE):
    with open(CACHE, encoding="utf-8") as f:
        for line in f:
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a line cut short by a kill mid-write
            answers[entry["key"]] = entry


def key_of(method, path, body):
    digest = hashlib.sha256()
    for part in (FINGERPRINT.encode(), method.encode(), path.encode(), body):
        digest.update(len(part).to_bytes(8, "big") + part)
    return digest.hexdigest()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path == "/__stats":
            with lock:
                return self.reply(200, json.dumps(stats).encode())
        self.reply(*self.forward(b""))

    def do_POST(self):
        global replay_only
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path == "/__replay-only":
            replay_only = True
            return self.reply(200, b"{}")
        key = key_of("POST", self.path, body)
        with lock:
            entry = answers.get(key)
            if entry:
                stats["hits"] += 1
            elif replay_only:
                stats["refused"] += 1
        if entry:
            return self.reply(entry["status"], entry["body"].encode(), entry["type"])
        if replay_only:
            return self.reply(404, b'{"error": {"message": "not recorded; the bench is replaying only"}}')
        started = time.time()
        status, answer, content_type = self.forward(body)
        seconds = time.time() - started
        with lock:
            stats["misses"] += 1
            stats["seconds"] += seconds
            # Recorded before the reply: a client that gave up waiting still leaves the answer
            # for the next run.
            if status == 200:
                entry = {"key": key, "status": status, "type": content_type, "body": answer.decode("utf-8", "replace"),
                         "seconds": round(seconds, 2)}
                answers[key] = entry
                with open(CACHE, "a", encoding="utf-8") as f:
                    f.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self.reply(status, answer, content_type)

    def forward(self, body):
        """Sends the request on; its whole answer (a stream too, once it has ended)."""
        connection = http.client.HTTPConnection("127.0.0.1", TARGET, timeout=600)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length", "connection")}
        connection.request(self.command, self.path, body=body if self.command == "POST" else None, headers=headers)
        response = connection.getresponse()
        answer = response.read()
        content_type = response.getheader("Content-Type", "application/json")
        connection.close()
        return response.status, answer, content_type


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
