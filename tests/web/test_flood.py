"""The flood: ``tricktaker serve`` in its own process, with its default limits, while two
clients send 4 KB of junk as fast as they can, never read, and reconnect whenever they are
cut. The server's memory stays bounded, an honest client's ``create`` is answered within a
second all along, and the flooders are disconnected again and again.

``TRICKTAKER_FLOOD_SECONDS`` sets how long the flood lasts (default 6; the issue's run is 20).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import string
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

import tricktaker
from tests.web.harness import RawClient, serving_port

FLOOD_SECONDS = float(os.environ.get("TRICKTAKER_FLOOD_SECONDS", "6"))
MEMORY_GROWTH_MB = 40  # the issue saw 241 MB of growth in 20 s


@contextmanager
def serve_process(*options: str) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """``python -m tricktaker serve --port 0 OPTIONS`` of this checkout, and its port; its
    database in a temporary directory (as its default file, under ``XDG_DATA_HOME``)."""
    source = str(Path(tricktaker.__file__).resolve().parents[1])
    data = tempfile.TemporaryDirectory(prefix="tricktaker-flood-")
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([source, os.environ.get("PYTHONPATH", "")]),
        "XDG_DATA_HOME": data.name,
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "tricktaker", "serve", "--port", "0", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        yield process, serving_port(process)
    finally:
        process.terminate()
        process.wait(10)  # the caller reads what is left and closes the pipes
        data.cleanup()


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid``, in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


async def timed_create(port: int) -> float:
    """Seconds from an honest client's ``create`` to its ``joined``."""
    from websockets.asyncio.client import connect

    async with connect(f"ws://127.0.0.1:{port}/ws") as socket:
        await socket.send(json.dumps({"type": "hello"}))
        assert json.loads(await asyncio.wait_for(socket.recv(), 5))["type"] == "welcome"
        started = time.monotonic()
        await socket.send(json.dumps({"type": "create", "game": "wizard", "humans": 2}))
        while json.loads(await asyncio.wait_for(socket.recv(), 5))["type"] != "joined":
            pass
        return time.monotonic() - started


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc for memory")
@pytest.mark.flood
def test_a_flood_of_junk_from_clients_that_do_not_read() -> None:
    # The flood is not about the table caps: the honest client makes a table each half second.
    with serve_process("--tables-per-address", "500", "--tables-per-connection", "500") as (
        process,
        port,
    ):
        asyncio.run(timed_create(port))  # warm up: every module the server needs is loaded
        baseline = rss_mb(process.pid)
        stop = threading.Event()
        cuts = [0, 0]
        peak = [baseline]
        junk = RawClient.frame("".join(random.choices(string.ascii_letters, k=4000)))

        def flood(index: int) -> None:
            while not stop.is_set():
                try:
                    flooder = RawClient(port, timeout=1.0)
                except (OSError, AssertionError):
                    time.sleep(0.01)  # refused at the door: try again
                    continue
                while not stop.is_set() and flooder.send(junk):
                    pass
                flooder.close()
                cuts[index] += not stop.is_set()

        def watch() -> None:
            while not stop.is_set():
                peak[0] = max(peak[0], rss_mb(process.pid))
                time.sleep(0.1)

        threads = [threading.Thread(target=flood, args=(i,)) for i in range(2)]
        threads.append(threading.Thread(target=watch))
        for thread in threads:
            thread.start()
        latencies = []
        try:
            deadline = time.monotonic() + FLOOD_SECONDS
            while time.monotonic() < deadline:
                latencies.append(asyncio.run(timed_create(port)))
                time.sleep(0.5)
        finally:
            stop.set()
            for thread in threads:
                thread.join(10)
        assert process.poll() is None, "the server died"
        assert max(latencies) < 1.0, latencies
        assert len(latencies) >= FLOOD_SECONDS // 1.5
        assert peak[0] - baseline < MEMORY_GROWTH_MB, (baseline, peak[0])
        assert min(cuts) >= 3, cuts  # each flooder was disconnected, again and again
    _, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors, errors
    print(
        f"flood of {FLOOD_SECONDS:.0f} s: {sum(cuts)} disconnections, memory {baseline:.0f} "
        f"to at most {peak[0]:.0f} MB, create answered in at most {max(latencies) * 1000:.0f} ms"
    )
