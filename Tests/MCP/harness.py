"""Shared pieces of the MCP peer tests: a sandbox per server (temporary database, config,
fixed clock and zone), the CLI for checking results, and a small runner that bounds every
test in time and ends with the plain 'N passed, M failed' line."""

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback

# Each test's own limit; the scripts' callers bound the whole run too.
TEST_TIMEOUT_SECONDS = 60

# The tools and their hints, as a client sees them: the contract written out on purpose, the
# one place these tests name the list (README's table says the same to a person).
TOOLS = {
    "draft_task": "read-only",
    "create_task": "",
    "list_tasks": "read-only",
    "complete_task": "idempotent",
    "update_task": "destructive, idempotent",
    "delete_task": "destructive, idempotent",
    "list_proposals": "read-only",
    "annotate_task": "",
}

NOW = "2026-12-02T10:00:00+03:00"  # a Wednesday morning in Moscow
ZONE = "Europe/Moscow"


def binary() -> str:
    path = os.environ.get("TASKDRAFT_BIN") or os.path.join(os.path.dirname(__file__), "../../.build/debug/taskdraft")
    path = os.path.abspath(path)
    if not os.access(path, os.X_OK):
        sys.exit(f"no taskdraft binary at {path}; build first (swift build) or set TASKDRAFT_BIN")
    return path


class Sandbox:
    """A home of its own for one server: database, config, XDG directories."""

    def __init__(self, config: dict | None = None):
        self.directory = tempfile.mkdtemp(prefix="taskdraft-mcp-peer-")
        self.env = {
            "PATH": "/usr/bin:/bin",
            "HOME": self.directory,
            "XDG_DATA_HOME": os.path.join(self.directory, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.directory, "config"),
            "XDG_STATE_HOME": os.path.join(self.directory, "state"),
            "TASKDRAFT_DB": os.path.join(self.directory, "tasks.db"),
            "TASKDRAFT_NOW": NOW,
            "TZ": ZONE,
            "LANG": "C.UTF-8",
        }
        if config is not None:
            os.makedirs(os.path.join(self.directory, "config", "taskdraft"))
            with open(os.path.join(self.directory, "config", "taskdraft", "config.json"), "w") as f:
                json.dump(config, f)

    def cli(self, *args: str):
        """Runs `taskdraft ARGS --json` and returns the parsed output."""
        done = subprocess.run([binary(), *args, "--json"], env=self.env, capture_output=True, text=True, timeout=30)
        if done.returncode != 0:
            raise AssertionError(f"taskdraft {' '.join(args)} exited {done.returncode}: {done.stderr}")
        return json.loads(done.stdout)

    def remove(self):
        shutil.rmtree(self.directory, ignore_errors=True)


class Runner:
    """Runs named async tests one by one, each within TEST_TIMEOUT_SECONDS."""

    def __init__(self, label: str):
        self.label = label
        self.passed = 0
        self.failed = 0

    async def run(self, name: str, test):
        started = time.monotonic()
        try:
            await asyncio.wait_for(test(), TEST_TIMEOUT_SECONDS)
        except BaseException as error:  # noqa: BLE001 - a test's failure of any kind is reported, not raised
            if isinstance(error, KeyboardInterrupt):
                raise
            self.failed += 1
            print(f"FAIL {self.label} {name}: {type(error).__name__}: {error}", flush=True)
            traceback.print_exc(limit=6)
        else:
            self.passed += 1
            print(f"PASS {self.label} {name} ({time.monotonic() - started:.2f}s)", flush=True)

    def finish(self) -> int:
        print(f"{self.label}: {self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0


class RawServer:
    """`taskdraft mcp` on pipes, spoken to byte by byte: for what no SDK would send."""

    def __init__(self, sandbox: Sandbox):
        self.process = subprocess.Popen([binary(), "mcp"], env=sandbox.env, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.pending = b""
        self.next_id = 1000
        # stdout is drained as it comes, as a real client does: a burst of lines sent without
        # reading would otherwise fill the pipe (64 KiB; tools/list alone is larger), block the
        # server's write, and with it our next write to its stdin.
        self.arrived = threading.Condition()
        self.closed = False
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        while chunk := os.read(self.process.stdout.fileno(), 65536):
            with self.arrived:
                self.pending += chunk
                self.arrived.notify_all()
        with self.arrived:
            self.closed = True
            self.arrived.notify_all()

    def send(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def receive(self, timeout: float = 10.0) -> dict:
        """The next message on stdout; every line there must be one JSON-RPC message."""
        deadline = time.monotonic() + timeout
        with self.arrived:
            while b"\n" not in self.pending:
                if self.closed:
                    raise AssertionError(f"the server closed stdout (exit {self.process.poll()})")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no answer within {timeout} s")
                self.arrived.wait(left)
            line, self.pending = self.pending.split(b"\n", 1)
        message = json.loads(line)
        assert isinstance(message, dict) and message.get("jsonrpc") == "2.0", f"not a JSON-RPC message: {line[:200]!r}"
        return message

    def request(self, method: str, params: dict | None = None, timeout: float = 10.0) -> dict:
        """Sends a request and returns its response, skipping answers to earlier bad lines."""
        self.next_id += 1
        # A string id no test line uses, so answers to earlier (even fuzzed) lines never match.
        request_id = f"harness-{self.next_id}"
        message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(json.dumps(message).encode() + b"\n")
        while True:
            answer = self.receive(timeout)
            if answer.get("id") == request_id:
                return answer
            assert ("result" in answer) != ("error" in answer), f"not a response: {answer}"

    def initialize(self, version: str = "2025-11-25"):
        answer = self.request("initialize", {"protocolVersion": version, "capabilities": {},
                                             "clientInfo": {"name": "raw", "version": "1"}})
        self.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        return answer

    def peak_memory_kib(self) -> int:
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def close(self, timeout: float = 10.0) -> int:
        """Closes stdin (EOF) and returns the exit status."""
        self.process.stdin.close()
        try:
            return self.process.wait(timeout)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()


class HttpServer:
    """`taskdraft mcp --http 127.0.0.1:0` in a sandbox: the kernel picks the port, which the
    server's first line on stderr names. Its stderr is kept in a file, for the log checks.
    A context manager: leaving it stops the server (SIGTERM, which must end it cleanly) and
    removes the sandbox."""

    def __init__(self, sandbox: Sandbox, *args: str):
        self.sandbox = sandbox
        self.log_path = os.path.join(sandbox.directory, "server.log")
        self._log = open(self.log_path, "wb")
        self.process = subprocess.Popen([binary(), "mcp", "--http", "127.0.0.1:0", *args], env=sandbox.env,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._log)
        deadline = time.monotonic() + 20
        while True:
            text = self.log()
            marker = text.find("http://127.0.0.1:")
            if marker >= 0 and "/mcp" in text[marker:]:
                self.url = text[marker:text.index("/mcp", marker) + 4]
                self.port = int(self.url.rsplit(":", 1)[1].split("/")[0])
                break
            if self.process.poll() is not None:
                raise AssertionError(f"the server exited {self.process.returncode}: {text}")
            if time.monotonic() > deadline:
                self.process.kill()
                raise AssertionError(f"the server did not say where it listens: {text}")
            time.sleep(0.02)

    def token(self, name: str, scope: str) -> str:
        """Makes a token as the person does, and returns it."""
        return self.sandbox.cli("tokens", "add", name, "--scope", scope, "--yes")["token"]

    def log(self) -> str:
        with open(self.log_path, "rb") as f:
            return f.read().decode(errors="replace")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise AssertionError("the server did not stop within 15 s of SIGTERM")
        self._log.close()
        return self.process.returncode

    def peak_memory_kib(self) -> int:
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        try:
            status = self.stop()
            if kind is None:
                assert status == 0, f"the server exited {status} on SIGTERM: {self.log()[-2000:]}"
        finally:
            self.sandbox.remove()
        return False
