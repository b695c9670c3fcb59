"""`taskdraft mcp --http` driven by the official MCP Python SDK's Streamable HTTP client.

Run with the Python of a virtualenv holding one SDK version (scripts/peers/pypi-venv.sh mcp VERSION):
  python test_mcp_http.py            # 2.x: the stateless generation (auto) and the handshake (legacy)
  python test_mcp_http.py legacy     # only one mode
The 1.x SDK speaks the handshake generation only. Every test starts its own server on its own
database, on 127.0.0.1 with a port the kernel picks; tokens are made with `taskdraft tokens`.
The script ends with 'LABEL: N passed, M failed' and exits 1 on a failure.
"""

import asyncio
import http.client
import importlib.metadata
import json
import sys
from contextlib import asynccontextmanager

from mcp import ClientSession, types
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from harness import HttpServer, Runner, Sandbox

SDK_VERSION = importlib.metadata.version("mcp")
SDK_MAJOR = int(SDK_VERSION.split(".")[0])
if SDK_MAJOR >= 2:
    from mcp import Client


def wire(model) -> dict:
    return model.model_dump(by_alias=True, exclude_none=True, mode="json")


class Connection:
    """One client session over HTTP, the same surface over both SDK majors."""

    def __init__(self, session, protocol_version):
        self.session = session
        self.protocol_version = protocol_version

    async def call(self, name: str, arguments: dict) -> dict:
        return wire(await self.session.call_tool(name, arguments))

    async def ok(self, name: str, arguments: dict) -> dict:
        result = await self.call(name, arguments)
        assert not result.get("isError"), f"{name} failed: {result['content']}"
        return result["structuredContent"]

    async def refused(self, name: str, arguments: dict) -> str:
        result = await self.call(name, arguments)
        assert result.get("isError") is True, f"{name} should have failed: {result}"
        return result["content"][0]["text"]


@asynccontextmanager
async def connect(server: HttpServer, token: str, mode: str, elicitation=None, name: str = "http-test"):
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    info = types.Implementation(name=name, version="1")
    if SDK_MAJOR >= 2:
        async with Client(streamable_http_client(server.url, http_client=http), mode=mode, elicitation_callback=elicitation,
                          client_info=info) as client:
            yield Connection(client, client.protocol_version)
    else:
        async with http:
            async with streamable_http_client(server.url, http_client=http) as (read, write, _):
                async with ClientSession(read, write, elicitation_callback=elicitation, client_info=info) as session:
                    opened = await session.initialize()
                    yield Connection(session, opened.protocolVersion)


class Person:
    """Answers the server's delete questions as a person would, and counts them."""

    def __init__(self, action: str):
        self.action = action
        self.questions: list[str] = []

    async def __call__(self, context, params):
        self.questions.append(params.message)
        if self.action == "accept":
            return types.ElicitResult(action="accept", content={"delete": True})
        return types.ElicitResult(action=self.action)


def raw(server: HttpServer, method: str, body: bytes | None = None, headers: dict | None = None):
    """One plain HTTP request, as no SDK would send it: (status, headers, body)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        connection.request(method, "/mcp", body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def tests(mode: str):
    expected_version = "2026-07-28" if mode == "auto" else "2025-11-25"

    async def lists_tasks_over_http():
        with HttpServer(Sandbox()) as server:
            server.sandbox.cli("add", "Submit the report friday", "--yes")
            token = server.token("reader", "read")
            async with connect(server, token, mode) as c:
                assert c.protocol_version == expected_version, c.protocol_version
                tools = [tool.name for tool in (await c.session.list_tools()).tools]
                assert "list_tasks" in tools and "list_proposals" in tools, tools
                listed = await c.ok("list_tasks", {})
                assert [t["title"] for t in listed["tasks"]] == ["Submit the report"], listed
            row = server.sandbox.cli("audit", "--caller", "agent")[0]
            assert row["intent"] == "list" and row["caller_via"] == "http:reader", row
            # The person sees when the token was last used (noted once the answer has gone out).
            [listed_token] = server.sandbox.cli("tokens")
            assert listed_token["name"] == "reader" and listed_token["last_used_at"], listed_token

    async def creates_under_write():
        with HttpServer(Sandbox()) as server:
            token = server.token("laptop-agent", "write")
            async with connect(server, token, mode) as c:
                created = await c.ok("create_task", {"text": "Call Anna tomorrow at 10:00 #sales"})
                assert created["result"] == "created", created
                assert created["task"]["due"] == "2026-12-03T10:00:00+03:00", created
            assert [t["title"] for t in server.sandbox.cli("list")] == ["Call Anna"]
            row = server.sandbox.cli("audit", "--caller", "agent")[0]
            assert row["intent"] == "create" and row["outcome"] == "ok" and row["caller_via"] == "http:laptop-agent", row
            assert row["caller_name"].startswith("http-test#"), row

    async def creates_under_propose_only_after_the_inbox_accepts():
        with HttpServer(Sandbox()) as server:
            token = server.token("laptop-agent", "propose")
            async with connect(server, token, mode) as c:
                proposed = await c.ok("create_task", {"title": "Book the venue", "due_date": "2026-12-04"})
                assert proposed["result"] == "proposed", proposed
                assert server.sandbox.cli("list") == [], "a proposal writes no task"
                waiting = (await c.ok("list_proposals", {}))["proposals"]
                assert [p["status"] for p in waiting] == ["pending"] and waiting[0]["agent"] == "laptop-agent", waiting
                inbox = server.sandbox.cli("inbox")
                assert len(inbox) == 1 and inbox[0]["via"] == "http:laptop-agent", inbox
                server.sandbox.cli("inbox", "accept", str(inbox[0]["id"]), "--yes")
                tasks = server.sandbox.cli("list")
                assert [t["title"] for t in tasks] == ["Book the venue"] and tasks[0]["due_date"] == "2026-12-04", tasks
                settled = (await c.ok("list_proposals", {"status": "accepted"}))["proposals"]
                assert settled[0]["result_task_id"] == tasks[0]["id"], settled
            rows = [r for r in server.sandbox.cli("audit", "--limit", "10") if r["intent"] in ("review", "create")]
            assert [r["intent"] for r in rows] == ["review", "create", "create"], rows
            assert [r["outcome"] for r in rows] == ["ok", "ok", "proposed"], rows
            assert rows[1]["caller"] == "agent" and rows[1]["caller_via"] == "http:laptop-agent", rows

    async def delete_under_write_needs_a_person_or_waits_in_the_inbox():
        with HttpServer(Sandbox()) as server:
            server.sandbox.cli("add", "Old draft", "--yes")
            server.sandbox.cli("add", "Keep me", "--yes")
            token = server.token("laptop-agent", "write")
            person = Person("accept")
            async with connect(server, token, mode, elicitation=person) as c:
                deleted = await c.ok("delete_task", {"id": 1})
                assert deleted["result"] == "deleted", deleted
            assert len(person.questions) == 1 and "Old draft" in person.questions[0], person.questions
            async with connect(server, token, mode) as c:
                proposed = await c.ok("delete_task", {"id": 2})
                assert proposed["result"] == "proposed", proposed
            assert [t["title"] for t in server.sandbox.cli("list")] == ["Keep me"]
            assert [p["action"] for p in server.sandbox.cli("inbox")] == ["delete"]

    async def read_cannot_write():
        with HttpServer(Sandbox()) as server:
            server.sandbox.cli("add", "Keep", "--yes")
            token = server.token("reader", "read")
            async with connect(server, token, mode) as c:
                for name, arguments in [("create_task", {"title": "x"}), ("complete_task", {"id": 1}),
                                        ("update_task", {"id": 1, "title": "y"}), ("delete_task", {"id": 1})]:
                    message = await c.refused(name, arguments)
                    assert "may only read" in message, message
                assert (await c.ok("draft_task", {"text": "Buy milk"}))["title"] == "Buy milk"
            assert server.sandbox.cli("inbox") == []
            assert [(t["title"], t["status"]) for t in server.sandbox.cli("list")] == [("Keep", "pending")]

    async def a_revoked_token_is_refused():
        with HttpServer(Sandbox()) as server:
            token = server.token("phone", "write")
            served_after_revoking = None
            try:
                async with connect(server, token, mode) as c:
                    await c.ok("list_tasks", {})
                    server.sandbox.cli("tokens", "revoke", "phone", "--yes")
                    served_after_revoking = await c.call("list_tasks", {})
            except BaseException as error:  # noqa: BLE001 - each SDK major reports a 401 its own way
                if isinstance(error, (AssertionError, KeyboardInterrupt)):
                    raise
            assert served_after_revoking is None, f"a revoked token was served: {served_after_revoking}"
            try:
                async with connect(server, token, mode) as c:
                    raise AssertionError("a revoked token opened a session")
            except AssertionError:
                raise
            except BaseException:  # noqa: BLE001 - an ExceptionGroup from the SDK's task group, or its own error
                pass
            status, headers, body = raw(server, "POST", b'{"jsonrpc":"2.0","id":1,"method":"ping"}',
                                        {"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
            assert status == 401 and headers.get("WWW-Authenticate", "").startswith("Bearer"), (status, headers)
            assert token.encode() not in body
            assert "revoked token phone" in server.log(), server.log()

    async def a_wrong_origin_or_host_is_refused():
        with HttpServer(Sandbox()) as server:
            token = server.token("laptop-agent", "read")
            ping = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                               "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                                          "clientInfo": {"name": "browser", "version": "1"}}}).encode()
            base = {"Authorization": f"Bearer {token}", "Content-Type": "application/json",
                    "Accept": "application/json, text/event-stream"}
            for origin in ["http://evil.example", f"http://evil.example:{server.port}", "null", "http://127.0.0.1:1"]:
                status, _, body = raw(server, "POST", ping, {**base, "Origin": origin})
                assert status == 403, (origin, status)
                assert json.loads(body)["error"]["message"].startswith("Forbidden"), body
            status, headers, _ = raw(server, "POST", ping, {**base, "Origin": f"http://127.0.0.1:{server.port}"})
            assert status == 200 and headers.get("Mcp-Session-Id"), (status, headers)
            # DNS rebinding without an Origin (a same-origin GET sends none): the name is in Host.
            for host in [f"evil.example:{server.port}", "evil.example", f"127.0.0.1:{server.port + 1}"]:
                for method, body in [("POST", ping), ("GET", None)]:
                    status, _, answer = raw(server, method, body, {**base, "Host": host})
                    assert status == 421, (host, method, status)
                    assert json.loads(answer)["error"]["message"].startswith("Misdirected"), answer
            assert "refused a request for host" in server.log(), server.log()
        # A reverse proxy that passes its public name on: the person names it.
        with HttpServer(Sandbox(), "--allow-host", "tasks.example.com") as server:
            token = server.token("laptop-agent", "read")
            base = {"Authorization": f"Bearer {token}", "Content-Type": "application/json",
                    "Accept": "application/json, text/event-stream"}
            assert raw(server, "POST", ping, {**base, "Host": "tasks.example.com"})[0] == 200
            assert raw(server, "POST", ping, {**base, "Host": "evil.example"})[0] == 421
            async with connect(server, token, mode) as c:
                await c.ok("list_tasks", {})

    async def a_body_over_the_limit_is_refused():
        with HttpServer(Sandbox()) as server:
            token = server.token("laptop-agent", "write")
            headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
            big = b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"' + b"x" * (2 << 20) + b'"}}'
            status, _, _ = raw(server, "POST", big, headers)
            assert status == 413, status
            # A client cannot reach the limit in chunks either.
            # (http.client frames an iterable body in chunks by itself.)
            chunks = (b"x" * 65536 for _ in range(40))
            status, _, _ = raw(server, "POST", chunks, headers)
            assert status == 413, status
            async with connect(server, token, mode) as c:
                await c.ok("list_tasks", {})  # the server kept serving

    async def two_sessions_at_once_keep_their_state_apart():
        with HttpServer(Sandbox()) as server:
            server.sandbox.cli("add", "First", "--yes")
            server.sandbox.cli("add", "Second", "--yes")
            token = server.token("laptop-agent", "write")
            person = Person("accept")
            async with connect(server, token, mode, elicitation=person, name="asks-its-person") as a:
                async with connect(server, token, mode, name="cannot-ask") as b:
                    # At the same time: one can ask its person, the other cannot; neither's client
                    # capabilities leak into the other's conversation.
                    deleted, proposed = await asyncio.gather(a.ok("delete_task", {"id": 1}), b.ok("delete_task", {"id": 2}))
                    assert deleted["result"] == "deleted" and proposed["result"] == "proposed", (deleted, proposed)
                    created = await asyncio.gather(*(x.ok("create_task", {"title": f"from {n}"}) for n, x in [("a", a), ("b", b)]))
                    assert all(c["result"] == "created" for c in created)
            assert len(person.questions) == 1, person.questions
            names = {row["caller_name"] for row in server.sandbox.cli("audit", "--caller", "agent")}
            assert {name.split("#")[0] for name in names} == {"asks-its-person", "cannot-ask"}, names
            assert len(names) == 2, names

    return [
        lists_tasks_over_http, creates_under_write, creates_under_propose_only_after_the_inbox_accepts,
        delete_under_write_needs_a_person_or_waits_in_the_inbox, read_cannot_write, a_revoked_token_is_refused,
        a_wrong_origin_or_host_is_refused, a_body_over_the_limit_is_refused, two_sessions_at_once_keep_their_state_apart,
    ]


async def main() -> int:
    modes = sys.argv[1:] or (["auto", "legacy"] if SDK_MAJOR >= 2 else ["legacy"])
    status = 0
    for mode in modes:
        runner = Runner(f"mcp-http-{SDK_VERSION}-{mode}")
        for test in tests(mode):
            await runner.run(test.__name__, test)
        status |= runner.finish()
    return status


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
