"""How long a scripted test server runs: as long as the test process that started it, and no
longer, with no time limit of its own.

A suite starts its server at its first test and keeps it for all of them, and under `swift test`
a suite's tests are spread over the whole run, whose length grows with the machine's load: any
fixed lifetime is one a loaded run outlasts, stopping a server its suite still needs.

The server's stdin is a pipe from the test process, which ends when that process ends, however it
ends; but another child of the test process may have inherited the pipe's writing end and keep it
open, so the parent is watched as well (an orphan is adopted, and its parent's id changes).
"""
import os
import threading

# Taken on import, before the server announces its port: a parent may end as soon as it has read it.
PARENT = os.getppid()


def wait_for_test_process(poll_seconds=0.2):
    """Blocks until stdin ends or the parent process is gone, and says which."""
    ended = threading.Event()

    def drain_stdin():
        # Bytes, not text: nothing written to stdin, whatever its encoding, ends the server.
        try:
            while os.read(0, 65536):
                pass
        finally:
            ended.set()

    threading.Thread(target=drain_stdin, daemon=True).start()
    while not ended.wait(poll_seconds):
        if os.getppid() != PARENT:
            return "its parent process %d is gone" % PARENT
    return "its stdin closed"


def report_exit(reason):
    """Says why the server stops, on stdout after the port, for a test that finds it gone."""
    try:
        print("exiting: " + reason, flush=True)
    except (BrokenPipeError, OSError):
        pass  # the test process is gone, and nobody reads
