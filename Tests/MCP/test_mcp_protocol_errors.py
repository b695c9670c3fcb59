"""Protocol-level errors of `taskdraft mcp`, byte by byte: each malformed message gets the
JSON-RPC error the specifications assign, at once, and the server keeps serving."""

import asyncio
import json
import sys
import time

from harness import TOOLS, RawServer, Runner, Sandbox

MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": {"name": "raw-modern", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


def with_server(body):
    async def test():
        sandbox = Sandbox()
        server = RawServer(sandbox)
        try:
            body(server)
            assert server.request("ping")["result"] == {}, "still serving"
            assert server.close() == 0, "a clean exit on EOF"
        finally:
            if server.process.poll() is None:
                server.process.kill()
            sandbox.remove()
    test.__name__ = body.__name__
    return test


def error_of(server: RawServer, line: bytes) -> dict:
    server.send(line + b"\n")
    answer = server.receive()
    assert "error" in answer, answer
    return answer


@with_server
def malformed_json_is_a_parse_error(server):
    answer = error_of(server, b'{"jsonrpc":"2.0","id":1,"method":')
    assert answer["error"]["code"] == -32700 and answer["id"] is None, answer
    answer = error_of(server, b'{"jsonrpc":"2.0","id":2,"method":"ping","params":{"x":"\xff\xfe"}}')
    assert answer["error"]["code"] == -32700, answer


@with_server
def messages_that_are_not_requests_are_invalid(server):
    for line, answer_id in [(b'{"id":3,"method":"ping"}', 3), (b'[{"jsonrpc":"2.0","id":4,"method":"ping"}]', None),
                            (b'42', None), (b'{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}', None),
                            (b'{"jsonrpc":"2.0","id":5}', 5)]:
        answer = error_of(server, line)
        assert answer["error"]["code"] == -32600, (line, answer)
        assert answer["id"] == answer_id, (line, answer)


@with_server
def unknown_methods_are_refused_at_once(server):
    for method in ["server/unknown", "resources/list", "prompts/list", "logging/setLevel"]:
        started = time.monotonic()
        answer = server.request(method, {"_meta": MODERN_META})
        assert answer["error"]["code"] == -32601, answer
        assert time.monotonic() - started < 1.0, "a client probing must not wait"


@with_server
def bad_params_are_invalid_params(server):
    # Before any handshake, without per-request _meta, nobody knows the protocol version.
    assert server.request("tools/list")["error"]["code"] == -32602
    server.initialize()
    assert server.request("tools/call", {"arguments": {}})["error"]["code"] == -32602
    assert server.request("tools/call", {"name": "create_task", "arguments": "title"})["error"]["code"] == -32602
    answer = server.request("tools/call", {"name": "drop_database", "arguments": {}})
    assert answer["error"]["code"] == -32602 and "drop_database" in answer["error"]["message"], answer
    server.send(b'{"jsonrpc":"2.0","id":77,"method":"tools/list","params":[1]}\n')
    assert server.receive()["error"]["code"] == -32602
    assert server.request("initialize", {"capabilities": {}})["error"]["code"] in (-32602, -32600)


@with_server
def stateless_requests_need_their_meta_and_a_known_version(server):
    meta = dict(MODERN_META)
    del meta["io.modelcontextprotocol/clientCapabilities"]
    assert server.request("tools/list", {"_meta": meta})["error"]["code"] == -32602
    answer = server.request("tools/list", {"_meta": dict(MODERN_META, **{"io.modelcontextprotocol/protocolVersion": "2099-01-01"})})
    assert answer["error"]["code"] == -32022, answer
    assert "2026-07-28" in answer["error"]["data"]["supported"] and answer["error"]["data"]["requested"] == "2099-01-01"
    listed = server.request("tools/list", {"_meta": MODERN_META})["result"]
    assert listed["resultType"] == "complete" and len(listed["tools"]) == len(TOOLS)


@with_server
def a_failed_tool_is_a_result_not_a_protocol_error(server):
    server.initialize()
    answer = server.request("tools/call", {"name": "complete_task", "arguments": {"id": 404}})
    assert answer["result"]["isError"] is True, answer
    assert "404" in answer["result"]["content"][0]["text"]


async def main() -> int:
    runner = Runner("mcp-protocol-errors")
    for test in [malformed_json_is_a_parse_error, messages_that_are_not_requests_are_invalid,
                 unknown_methods_are_refused_at_once, bad_params_are_invalid_params,
                 stateless_requests_need_their_meta_and_a_known_version, a_failed_tool_is_a_result_not_a_protocol_error]:
        await runner.run(test.__name__, test)
    return runner.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
