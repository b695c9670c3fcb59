"""`taskdraft mcp --http` against a scripted hostile client (plain sockets, standard library):
what a stranger on the network can try with no SDK in between.

- slowloris: connections that dribble a request a byte at a time, or say nothing, are cut off
  within the request time, and even more of them than the server has places for do not stop
  others being served (a newcomer takes the place of the one that waited longest);
- endless bodies: a huge Content-Length is refused before a byte of it is read, chunks that
  never end are cut at the body limit, a body that trickles is cut at the request time; the
  server's memory stays bounded throughout;
- a flood of 1,000 requests a second from one token is answered 429 past its rate, while
  another token's requests are all served;
- the token never appears in the server's log, an error it sends, the audit, the database
  files, or any process's command line.

Each test bounds its own time; the script ends with 'LABEL: N passed, M failed'.
"""

import asyncio
import glob
import json
import os
import socket
import threading
import time

from harness import TOOLS, HttpServer, Runner, Sandbox

# Short request time, so the slow clients are cut within a test's bound; few places, so the
# slow ones outnumber them.
MAX_CONNECTIONS = 16
CONFIG = {"http": {"request_timeout_s": 2, "idle_timeout_s": 5, "max_connections": MAX_CONNECTIONS},
          "agents": {"requests_per_second": 20, "request_burst": 40}}


def request_bytes(server, token: str, body: bytes, extra: str = "") -> bytes:
    return (f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nAuthorization: Bearer {token}\r\n"
            f"Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{extra}"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


LIST = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                   "params": {"name": "list_tasks", "arguments": {},
                              "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                                        "io.modelcontextprotocol/clientInfo": {"name": "hostile", "version": "1"},
                                        "io.modelcontextprotocol/clientCapabilities": {}}}}).encode()
LIST_HEADERS = "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: list_tasks\r\n"


def read_response(sock: socket.socket, timeout: float = 10) -> tuple[int, dict]:
    """The status code and headers (names lowercased) of the next response on `sock`, reading
    its whole head and body."""
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"closed before a response: {data[:200]!r}")
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    headers = {}
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        headers[name.strip().lower().decode()] = value.strip().decode()
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        rest += chunk
    return int(head.split(b" ")[1]), headers


def read_status(sock: socket.socket, timeout: float = 10) -> int:
    """The status code of the next response on `sock`, reading its whole head and body."""
    return read_response(sock, timeout)[0]


def served(server, token: str) -> bool:
    """One list_tasks on a fresh connection answers 200."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(request_bytes(server, token, LIST, LIST_HEADERS))
        return read_status(sock) == 200


def closed_within(sock: socket.socket, seconds: float) -> float | None:
    """How long until the server closes `sock` (reading whatever it answers); None if it stays open."""
    started = time.monotonic()
    sock.settimeout(0.25)
    while time.monotonic() - started < seconds:
        try:
            if sock.recv(65536) == b"":
                return time.monotonic() - started
        except socket.timeout:
            continue
        except ConnectionError:
            return time.monotonic() - started
    return None


async def slowloris_is_cut_off_and_others_are_served():
    with HttpServer(Sandbox(config=CONFIG)) as server:
        token = server.token("agent", "read")
        baseline = server.peak_memory_kib()
        # More slow peers than places, and as many again that connect and say nothing.
        slow = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(MAX_CONNECTIONS + 8)]
        silent = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(MAX_CONNECTIONS)]
        stop = threading.Event()

        def dribble():
            head = request_bytes(server, token, LIST, LIST_HEADERS)
            for index in range(len(head)):
                if stop.is_set():
                    return
                for sock in slow:
                    try:
                        sock.send(head[index:index + 1])
                    except OSError:
                        pass
                time.sleep(0.2)

        dribbler = threading.Thread(target=dribble, daemon=True)
        dribbler.start()
        try:
            time.sleep(0.5)
            assert all(served(server, token) for _ in range(5)), "a normal request was not served beside the slow ones"
            lasted = [closed_within(sock, 8) for sock in slow + silent]
            assert all(t is not None and t < 6 for t in lasted), f"slow connections not cut in time: {lasted}"
        finally:
            stop.set()
            dribbler.join(5)
            for sock in slow + silent:
                sock.close()
        grew = server.peak_memory_kib() - baseline
        assert grew < 16 * 1024, f"peak memory grew by {grew} KiB"
        assert served(server, token)


async def endless_bodies_are_bounded_in_time_and_memory():
    with HttpServer(Sandbox(config=CONFIG)) as server:
        token = server.token("agent", "write")
        baseline = server.peak_memory_kib()
        # A length far past the limit: refused before a byte of it is read.
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            head = request_bytes(server, token, b"").replace(b"Content-Length: 0", b"Content-Length: 1000000000000")
            sock.sendall(head)
            started = time.monotonic()
            assert read_status(sock) == 413
            assert time.monotonic() - started < 2
        # Chunks that never end, on several connections at once: each cut at the body limit.
        def endless(results, index):
            try:
                with socket.create_connection(("127.0.0.1", server.port), timeout=15) as sock:
                    sock.sendall(request_bytes(server, token, b"").replace(b"Content-Length: 0", b"Transfer-Encoding: chunked"))
                    chunk = b"10000\r\n" + b"x" * 65536 + b"\r\n"
                    try:
                        for _ in range(400):  # 25 MiB, far past the limit
                            sock.sendall(chunk)
                    except OSError:
                        pass  # cut off mid-body, as it should be
                    results[index] = read_status(sock)
            except (OSError, ConnectionError) as error:
                results[index] = repr(error)
        results = [None] * 8
        threads = [threading.Thread(target=endless, args=(results, i)) for i in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        # Each ends in a 413, or in a reset when the server closed before the peer read it.
        assert all(status == 413 or isinstance(status, str) for status in results), results
        # Empty lines where a request belongs, without end: refused at once, not read until the idle time.
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            started = time.monotonic()
            try:
                sock.sendall(b"\r\n" * 4096)
            except OSError:
                pass
            assert read_status(sock) == 400
            assert closed_within(sock, 3) is not None and time.monotonic() - started < 3
        # A body that trickles: cut at the request time with 408.
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            sock.sendall(request_bytes(server, token, b"").replace(b"Content-Length: 0", b"Content-Length: 100"))
            started = time.monotonic()
            sock.settimeout(0.5)
            status = None
            for _ in range(20):
                try:
                    sock.send(b"x")
                except OSError:
                    break
                try:
                    data = sock.recv(4096)
                    if data:
                        status = int(data.split(b" ")[1])
                        break
                except socket.timeout:
                    pass
            assert status == 408, status
            assert time.monotonic() - started < 5
        grew = server.peak_memory_kib() - baseline
        # Eight bodies cut at 1 MiB each, and their buffers: bounded well under the 25 MiB each sent.
        assert grew < 32 * 1024, f"peak memory grew by {grew} KiB"
        assert served(server, token)


async def a_flood_from_one_token_does_not_starve_another():
    """1,500 requests from one token, sent as fast as six keep-alive connections allow (each paced
    to at most 250 a second, so 1,500 a second in all when the machine keeps up), while a second
    token sends one request every 0.1 s: the flood is answered 429 past its rate and burst, the
    other token is served every time."""
    with HttpServer(Sandbox(config=CONFIG)) as server:
        flood_token = server.token("flood", "read")
        quiet_token = server.token("quiet", "read")
        counts = {200: 0, 429: 0, "other": 0}
        retry_after = set()
        lock = threading.Lock()
        done = threading.Event()

        def flood():
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            payload = request_bytes(server, flood_token, LIST, LIST_HEADERS)
            for _ in range(250):
                started = time.monotonic()
                try:
                    sock.sendall(payload)
                    status, headers = read_response(sock)
                except (OSError, ConnectionError):
                    sock.close()
                    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
                    with lock:
                        counts["other"] += 1
                    continue
                with lock:
                    counts[status if status in counts else "other"] += 1
                    if status == 429:
                        retry_after.add(headers.get("retry-after"))
                time.sleep(max(0.0, 0.004 - (time.monotonic() - started)))
            sock.close()

        flooders = [threading.Thread(target=flood, daemon=True) for _ in range(6)]
        started = time.monotonic()
        for thread in flooders:
            thread.start()
        quiet = []
        while any(thread.is_alive() for thread in flooders) and len(quiet) < 100:
            quiet.append(served(server, quiet_token))
            time.sleep(0.1)
        for thread in flooders:
            thread.join(30)
        seconds = time.monotonic() - started
        sent = counts[200] + counts[429] + counts["other"]
        print(f"  flood: {sent} requests in {seconds:.2f} s ({sent / seconds:.0f}/s): {counts}", flush=True)
        assert sent == 1500 and counts["other"] == 0, counts
        assert quiet and all(quiet), f"the quiet token was refused {quiet.count(False)} of {len(quiet)} times"
        # Whatever rate the machine allowed, it was many times the limit.
        assert sent / seconds > 5 * 20, f"the flood only reached {sent / seconds:.0f} requests/s: {counts}"
        # The rate (20/s) and burst (40), with a second's slack for timing.
        assert counts[200] <= 40 + 20 * (seconds + 1), f"{counts[200]} served in {seconds:.1f} s: {counts}"
        assert counts[429] > counts[200], counts
        assert retry_after and all(value and value.isdigit() and int(value) >= 1 for value in retry_after), retry_after
        log = server.log()
        assert log.count("flood") <= seconds + 3, "a refusal per request was logged, not one a second"


async def the_token_never_shows():
    with HttpServer(Sandbox(config=CONFIG)) as server:
        token = server.token("secret-keeper", "propose")
        seen_cmdlines = []

        def cmdlines():
            texts = []
            for path in glob.glob("/proc/[0-9]*/cmdline"):
                try:
                    with open(path, "rb") as f:
                        texts.append(f.read())
                except OSError:
                    pass
            return texts

        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            create = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                                 "params": {"name": "create_task", "arguments": {"title": "x"},
                                            "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                                                      "io.modelcontextprotocol/clientInfo": {"name": "h", "version": "1"},
                                                      "io.modelcontextprotocol/clientCapabilities": {}}}}).encode()
            sock.sendall(request_bytes(server, token, create,
                                       "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: create_task\r\n"))
            assert read_status(sock) == 200
            seen_cmdlines += cmdlines()
        # A mistyped token, a bad request and a revoked one: their answers must not repeat it.
        answers = b""
        for bad in [token[:-1] + ("0" if token[-1] != "0" else "1"), token + " extra", token]:
            if bad == token:
                server.sandbox.cli("tokens", "revoke", "secret-keeper", "--yes")
            with socket.create_connection(("127.0.0.1", server.port)) as sock:
                sock.sendall(request_bytes(server, bad, LIST, LIST_HEADERS))
                sock.settimeout(5)
                data = b""
                try:
                    while chunk := sock.recv(65536):
                        data += chunk
                except socket.timeout:
                    pass
                answers += data
                assert b" 401 " in data.split(b"\r\n")[0], data[:100]
        seen_cmdlines += cmdlines()
        audit = json.dumps(server.sandbox.cli("audit", "--limit", "1000"))
        inbox = json.dumps(server.sandbox.cli("inbox", "--all"))
        files = b""
        for name in ("tasks.db", "tasks.db-wal"):
            path = os.path.join(server.sandbox.directory, name)
            if os.path.exists(path):
                with open(path, "rb") as f:
                    files += f.read()
        secret = token.encode()
        secret_part = token[4:].encode()
        for where, text in [("the log", server.log().encode()), ("an error answer", answers), ("the audit", audit.encode()),
                            ("the inbox", inbox.encode()), ("the database", files),
                            ("a command line", b"\n".join(seen_cmdlines))]:
            assert secret not in text and secret_part not in text, f"the token is in {where}"
        assert "secret-keeper" in server.log(), "the refusal names the revoked token"


def exchange(server, method: str, headers: dict, body: bytes = b""):
    """One request on a fresh connection: (status, headers with lowercased names, body)."""
    import http.client
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        connection.request(method, "/mcp", body=body or None, headers=headers)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


async def the_wire_rules_of_both_generations():
    """What no SDK sends wrong on purpose: mirrored headers that disagree with the body,
    requests without or with a foreign session, the session's own stream, and its end."""
    with HttpServer(Sandbox(config=CONFIG)) as server:
        token = server.token("agent", "read")
        other = server.token("other", "read")
        auth = {"Authorization": f"Bearer {token}", "Content-Type": "application/json",
                "Accept": "application/json, text/event-stream"}
        # 2026-07-28: the headers must say what the body says.
        for wrong in [{"MCP-Protocol-Version": "2025-11-25", "Mcp-Method": "tools/call", "Mcp-Name": "list_tasks"},
                      {"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list", "Mcp-Name": "list_tasks"},
                      {"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "delete_task"},
                      {"Mcp-Method": "tools/call", "Mcp-Name": "list_tasks"}]:
            status, _, body = exchange(server, "POST", {**auth, **wrong}, LIST)
            assert status == 400 and json.loads(body)["error"]["code"] == -32020, (wrong, status, body)
        encoded = {"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "=?base64?bGlzdF90YXNrcw==?="}
        status, _, body = exchange(server, "POST", {**auth, **encoded}, LIST)
        assert status == 200 and "result" in json.loads(body), body
        unknown = LIST.replace(b'"method": "tools/call"', b'"method": "resources/list"')
        status, _, body = exchange(server, "POST", {**auth, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "resources/list"},
                                   unknown)
        assert status == 404 and json.loads(body)["error"]["code"] == -32601, (status, body)
        # The handshake generation: a session, named by every later request, and only by its token.
        initialize = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                 "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                                            "clientInfo": {"name": "wire", "version": "1"}}}).encode()
        status, headers, _ = exchange(server, "POST", auth, initialize)
        session = headers.get("mcp-session-id")
        assert status == 200 and session and len(session) == 64, (status, headers)
        listing = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}).encode()
        assert exchange(server, "POST", auth, listing)[0] == 400, "a request without its session"
        assert exchange(server, "POST", {**auth, "Mcp-Session-Id": "0" * 64}, listing)[0] == 404
        foreign = {**auth, "Authorization": f"Bearer {other}", "Mcp-Session-Id": session}
        assert exchange(server, "POST", foreign, listing)[0] == 404, "another token's session"
        status, _, body = exchange(server, "POST", {**auth, "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25"}, listing)
        assert status == 200 and len(json.loads(body)["result"]["tools"]) == len(TOOLS), body
        assert exchange(server, "POST", {**auth, "Mcp-Session-Id": session, "MCP-Protocol-Version": "1999-01-01"}, listing)[0] == 400
        # GET: the session's own stream, one at a time; 2026-07-28 has none.
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as stream:
            stream.sendall(f"GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nAuthorization: Bearer {token}\r\nAccept: text/event-stream\r\n"
                           f"Mcp-Session-Id: {session}\r\n\r\n".encode())
            head = b""
            while b"\r\n\r\n" not in head:
                head += stream.recv(4096)
            assert head.startswith(b"HTTP/1.1 200") and b"text/event-stream" in head, head
            assert exchange(server, "GET", {**auth, "Mcp-Session-Id": session})[0] == 409, "a second stream"
            assert exchange(server, "GET", {**auth, "MCP-Protocol-Version": "2026-07-28"})[0] == 405
            # DELETE ends the session, and its stream with it.
            assert exchange(server, "DELETE", {**auth, "Mcp-Session-Id": session})[0] == 204
            stream.settimeout(5)
            rest = b""
            while True:
                chunk = stream.recv(4096)
                if not chunk or rest.endswith(b"0\r\n\r\n"):
                    break
                rest += chunk
                if rest.endswith(b"0\r\n\r\n"):
                    break
            assert rest.endswith(b"0\r\n\r\n"), rest
        assert exchange(server, "POST", {**auth, "Mcp-Session-Id": session}, listing)[0] == 404
        # Framing two parsers could read two ways is refused.
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(b"POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
            assert read_status(sock) == 400
        assert exchange(server, "PUT", auth, b"{}")[0] == 405


async def main() -> int:
    runner = Runner("mcp-http-hostile")
    for test in [slowloris_is_cut_off_and_others_are_served, endless_bodies_are_bounded_in_time_and_memory,
                 a_flood_from_one_token_does_not_starve_another, the_token_never_shows, the_wire_rules_of_both_generations]:
        await runner.run(test.__name__, test)
    return runner.finish()


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
