"""Feeds `taskdraft mcp` random bytes, broken JSON, invalid UTF-8 and oversized lines, and
checks after each burst that it still answers `ping`, never writes anything but JSON-RPC on
stdout, keeps its memory bounded, and exits cleanly at EOF.

The run is seeded (TASKDRAFT_FUZZ_SEED, else the time) and the seed is printed, so a
failure can be replayed; it is bounded in count and time."""

import asyncio
import json
import os
import random
import sys
import time

from harness import TOOLS, RawServer, Runner, Sandbox

BURSTS = 40
LINES_PER_BURST = 12
MAX_LINE_CAP = 1 << 20  # the server's documented line cap (LineReader.maximumLineBytes)

VALID = [
    b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"create_task","arguments":{"title":"fuzz"}}}',
    b'{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}',
    b'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}',
    b'{"jsonrpc":"2.0","id":"x","result":{"action":"accept"}}',
]


def random_line(rng: random.Random) -> bytes:
    """One line of garbage (never containing the newline that frames it)."""
    kind = rng.randrange(7)
    if kind == 0:  # random bytes
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2048)))
    elif kind == 1:  # invalid UTF-8 in and around strings
        data = b'{"jsonrpc":"2.0","id":9,"method":"' + bytes([rng.choice([0x80, 0xC3, 0xED, 0xF8, 0xFF])]) + b'"}'
    elif kind == 2:  # a valid message, cut short
        message = rng.choice(VALID)
        data = message[: rng.randrange(1, len(message))]
    elif kind == 3:  # a valid message with bytes flipped
        data = bytearray(rng.choice(VALID))
        for _ in range(rng.randrange(1, 6)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        data = bytes(data)
    elif kind == 4:  # deep nesting
        depth = rng.choice([300, 5_000, 100_000])
        data = b"[" * depth + b"]" * rng.choice([0, depth])
    elif kind == 5:  # control characters and lone surrogates inside strings
        data = b'{"jsonrpc":"2.0","id":"\x01\x02","method":"ping","params":{"s":"\\ud800"}}'
    else:  # huge numbers, odd types
        data = rng.choice([b'{"jsonrpc":"2.0","id":1e999,"method":"ping"}', b'{"jsonrpc":"2.0","id":-0,"method":1}',
                           b'null', b'"\\u0000"', b'{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}'])
    return data.replace(b"\n", b" ")


async def fuzz():
    seed = int(os.environ.get("TASKDRAFT_FUZZ_SEED", time.time_ns() % 1_000_000))
    print(f"fuzz seed {seed} (TASKDRAFT_FUZZ_SEED={seed} replays it)", flush=True)
    rng = random.Random(seed)
    sandbox = Sandbox()
    server = RawServer(sandbox)
    try:
        server.initialize()
        for burst in range(BURSTS):
            for _ in range(LINES_PER_BURST):
                server.send(random_line(rng) + b"\n")
            answer = server.request("ping", timeout=20)
            assert answer.get("result") == {}, f"burst {burst}: {answer}"
        # A well-formed request still works after all that.
        listed = server.request("tools/list")
        assert len(listed["result"]["tools"]) == len(TOOLS)
        assert server.close() == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()
        sandbox.remove()


async def oversized_lines():
    sandbox = Sandbox()
    server = RawServer(sandbox)
    try:
        server.initialize()
        baseline = server.peak_memory_kib()
        # Just over the cap, far over the cap, and 48 MiB with no newline for a long while:
        # each is answered with one error, and the server never holds more than the cap.
        for size in (MAX_LINE_CAP + 1, 8 * MAX_LINE_CAP):
            server.send(b"{" + b"x" * (size - 1) + b"\n")
            answer = server.receive(timeout=20)
            assert answer["error"]["code"] == -32600 and answer["id"] is None, answer
            assert str(size) in answer["error"]["message"], answer
        chunk = b"A" * (1 << 20)
        for _ in range(48):
            server.send(chunk)
        server.send(b"\n")
        assert server.receive(timeout=30)["error"]["code"] == -32600
        assert server.request("ping")["result"] == {}
        # A message just under the cap is a message like any other.
        padding = "p" * (MAX_LINE_CAP - 200)
        answer = server.request("ping", {"_pad": padding})
        assert answer["result"] == {}, answer
        grown = server.peak_memory_kib() - baseline
        assert grown < 24 * 1024, f"memory grew by {grown} KiB reading oversized lines"
        print(f"peak memory grew by {grown} KiB over {baseline} KiB", flush=True)
        assert server.close() == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()
        sandbox.remove()


async def end_of_input_mid_line():
    sandbox = Sandbox()
    server = RawServer(sandbox)
    try:
        server.send(b'{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"meth')
        assert server.receive()["id"] == 1
        assert server.close() == 0
    finally:
        if server.process.poll() is None:
            server.process.kill()
        sandbox.remove()


async def main() -> int:
    runner = Runner("mcp-fuzz")
    for test in [fuzz, oversized_lines, end_of_input_mid_line]:
        await runner.run(test.__name__, test)
    return runner.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
