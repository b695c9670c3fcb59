#!/usr/bin/env python3
"""A TCP proxy on 127.0.0.1 that holds every chunk DELAY_MS milliseconds in each direction, so
a local server answers as one across a network would (a round trip of 2 × DELAY_MS). For the
sync bench (scripts/bench/sync.sh, DELAY_MS=…): both tools go through it alike.

    delay_proxy.py TARGET_PORT DELAY_MS     # prints its own port, serves until killed
"""
import asyncio
import sys


async def pipe(reader, writer, delay):
    """Reads as data comes and writes each chunk `delay` after it came, in order."""
    loop = asyncio.get_running_loop()
    queue = asyncio.Queue()

    async def read():
        try:
            while data := await reader.read(65536):
                queue.put_nowait((loop.time() + delay, data))
        except ConnectionError:
            pass
        queue.put_nowait((loop.time() + delay, b""))

    reading = asyncio.ensure_future(read())
    try:
        while True:
            due, data = await queue.get()
            await asyncio.sleep(max(0, due - loop.time()))
            if not data:
                break
            writer.write(data)
            await writer.drain()
    except ConnectionError:
        pass
    finally:
        reading.cancel()
        writer.close()


async def main():
    target, delay = int(sys.argv[1]), int(sys.argv[2]) / 1000

    async def handle(client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", target)
        except OSError:
            client_writer.close()
            return
        await asyncio.sleep(delay * 2)  # the TCP handshake's round trip
        await asyncio.gather(pipe(client_reader, server_writer, delay), pipe(server_reader, client_writer, delay))

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


asyncio.run(main())
