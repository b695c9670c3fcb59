"""`make bench` section `mcp`: `list_tasks` over 10,000 tasks through the agent surface, the
HTTP server (`mcp --http`) with 1 and 16 concurrent clients beside the stdio server in the same
run: requests per second and latency at the 50th and 99th percentile. Also the size of the
`tools/list` answer, which a client puts into its model's context in every conversation.

Clients are plain sockets (keep-alive, the stateless 2026-07-28 generation, each client its own
name and so its own conversation), so the client's own cost stays small next to the server's.
The request rate limits are lifted for the run: this measures the server, not its gate.
"""
import json
import os
import shutil
import socket
import subprocess
import threading
import time

ROUNDS = 3
REQUESTS_PER_CLIENT_16 = 250
REQUESTS_SINGLE = 1500


def list_request(client: str, request_id: int) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "tools/call",
                       "params": {"name": "list_tasks", "arguments": {},
                                  "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                                            "io.modelcontextprotocol/clientInfo": {"name": client, "version": "1"},
                                            "io.modelcontextprotocol/clientCapabilities": {}}}}).encode()


class HttpClient:
    """One keep-alive connection sending list_tasks and timing each answer."""

    def __init__(self, port: int, token: str, name: str):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.head = (f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
                     "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
                     "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: list_tasks\r\n")
        self.name = name
        self.buffer = b""

    def call(self, request_id: int) -> float:
        body = list_request(self.name, request_id)
        started = time.perf_counter()
        self.sock.sendall((self.head + f"Content-Length: {len(body)}\r\n\r\n").encode() + body)
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.sock.recv(262144)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 200"):
            raise RuntimeError(head.decode(errors="replace"))
        length = int(next(line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")))
        while len(self.buffer) < length:
            self.buffer += self.sock.recv(262144)
        answer, self.buffer = self.buffer[:length], self.buffer[length:]
        elapsed = time.perf_counter() - started
        if request_id == 1 and b'"count":50' not in answer:
            raise RuntimeError(f"unexpected answer: {answer[:200]!r}")
        return elapsed

    def close(self):
        self.sock.close()


def percentile(samples, p):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]


def http_round(port, token, clients, per_client):
    """`clients` threads, `per_client` requests each after one warm-up; (requests/s, latencies)."""
    latencies = []
    lock = threading.Lock()
    ready = threading.Barrier(clients + 1)

    def run(index):
        client = HttpClient(port, token, f"bench-{index}")
        client.call(1)
        ready.wait()
        mine = [client.call(n + 2) for n in range(per_client)]
        client.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    ready.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    return len(latencies) / wall, latencies


def stdio_round(binary, env, count):
    """One stdio server, one client (stdio has one), `count` requests in turn."""
    # Buffered reads: an unbuffered readline would cost the client a system call per byte.
    process = subprocess.Popen([binary, "mcp"], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    out = process.stdout

    def call(line):
        process.stdin.write(line + b"\n")
        process.stdin.flush()
        answer = out.readline()
        if not answer:
            raise RuntimeError("the stdio server closed")
        return answer

    call(list_request("bench", 1))
    latencies = []
    started = time.perf_counter()
    for n in range(count):
        begun = time.perf_counter()
        call(list_request("bench", n + 2))
        latencies.append(time.perf_counter() - begun)
    wall = time.perf_counter() - started
    process.stdin.close()
    process.wait(30)
    return count / wall, latencies


def tools_list_size(binary, env):
    """The bytes of the stateless `tools/list` answer over stdio (as the server writes the line),
    and how many tools it lists."""
    request = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list",
                          "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                                               "io.modelcontextprotocol/clientInfo": {"name": "size", "version": "1"},
                                               "io.modelcontextprotocol/clientCapabilities": {}}}})
    done = subprocess.run([binary, "mcp"], env=env, input=request.encode() + b"\n", capture_output=True, timeout=30, check=True)
    line = done.stdout.splitlines()[0]
    return len(line), len(json.loads(line)["result"]["tools"])


def section(binary, scratch, seed):
    print("## Agents (MCP): `list_tasks` over 10,000 tasks, HTTP beside stdio\n")
    base, env, db = scratch()
    try:
        seed(db, 10_000, env)
        config_dir = os.path.join(base, "config", "taskdraft")
        os.makedirs(config_dir, exist_ok=True)
        with open(os.path.join(config_dir, "config.json"), "w") as f:
            json.dump({"agents": {"requests_per_second": 1_000_000, "request_burst": 1_000_000, "requests_at_once": 64}}, f)
        made = subprocess.run([binary, "tokens", "add", "bench", "--scope", "read", "--yes", "--json"], env=env, check=True,
                              capture_output=True, text=True)
        token = json.loads(made.stdout)["token"]
        log_path = os.path.join(base, "server.log")
        with open(log_path, "wb") as log:
            server = subprocess.Popen([binary, "mcp", "--http", "127.0.0.1:0"], env=env, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL, stderr=log)
        try:
            deadline = time.monotonic() + 20
            port = None
            while port is None:
                with open(log_path) as f:
                    text = f.read()
                if "http://127.0.0.1:" in text and "/mcp" in text:
                    port = int(text.split("http://127.0.0.1:")[1].split("/")[0])
                elif time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError(f"the HTTP server did not start: {text}")
                else:
                    time.sleep(0.05)
            rows = {"stdio": [], "http1": [], "http16": []}
            for _ in range(ROUNDS):
                rows["stdio"].append(stdio_round(binary, env, REQUESTS_SINGLE))
                rows["http1"].append(http_round(port, token, 1, REQUESTS_SINGLE))
                rows["http16"].append(http_round(port, token, 16, REQUESTS_PER_CLIENT_16))
        finally:
            server.terminate()
            server.wait(30)

        def median(values):
            return sorted(values)[len(values) // 2]

        print("| server | clients | requests per round | requests/s | p50 | p99 |")
        print("|---|---:|---:|---:|---:|---:|")
        results = {}
        for key, label, clients, count in [("stdio", "`mcp` (stdio)", 1, REQUESTS_SINGLE),
                                           ("http1", "`mcp --http`", 1, REQUESTS_SINGLE),
                                           ("http16", "`mcp --http`", 16, 16 * REQUESTS_PER_CLIENT_16)]:
            rate = median([r for r, _ in rows[key]])
            p50 = median([percentile(l, 50) for _, l in rows[key]]) * 1000
            p99 = median([percentile(l, 99) for _, l in rows[key]]) * 1000
            results[key] = rate
            print(f"| {label} | {clients} | {count} | {rate:,.0f} | {p50:.2f} ms | {p99:.2f} ms |")
        size, tools = tools_list_size(binary, env)
        print(f"\nMedians of {ROUNDS} alternating rounds over 10,000 pending tasks (`list_tasks`: the first 50 in "
              "agenda order, each call audited as agents' reads are). HTTP: the stateless 2026-07-28 generation "
              "over keep-alive connections, each client its own name, conversation and SQLite connection, the "
              f"request gate lifted. 16 clients against 1: "
              f"{results['http16'] / results['http1']:.2f}× the requests per second; HTTP with one client against "
              f"stdio: {results['http1'] / results['stdio']:.2f}×. `tools/list` answers {size:,} bytes for {tools} tools "
              f"(about {size // 4:,} tokens of a model's context).\n")
    finally:
        shutil.rmtree(base, ignore_errors=True)
