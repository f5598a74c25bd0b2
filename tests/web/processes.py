"""``tricktaker serve`` in a process of its own, for the tests that kill it: started on a
port of its own, killed with SIGKILL, started again on the same port; and seat clients that
come back by their token whenever the server does.

The web dependencies are imported where they are used (pytest imports this module for
doctests without them).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import attrs

from tests.web.harness import data, expected_view
from tests.web.pg import free_port
from tricktaker.records import replay_steps


class Served:
    """``tricktaker serve --port PORT ARGS`` that can be killed and started again."""

    def __init__(self, args: list[str], log: Path, port: int | None = None) -> None:
        self.args = args
        self.port = free_port() if port is None else port
        self.log = log
        self.process: subprocess.Popen[str] | None = None
        self.starts: list[float] = []  # seconds from exec to accepting connections

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> float:
        """Start it; the seconds until it accepts connections (its first line)."""
        began = time.perf_counter()
        with self.log.open("a") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tricktaker", "serve", "--port", str(self.port), *self.args],
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line.startswith("tricktaker serve: http://"), (line, self.errors())
        self.starts.append(time.perf_counter() - began)
        return self.starts[-1]

    def kill(self) -> None:
        """SIGKILL: no cleanup of any kind."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)
        if self.process.stdout is not None:
            self.process.stdout.close()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process is not None and self.process.stdout is not None:
            self.process.stdout.close()

    def errors(self) -> str:
        """What it wrote to its standard error, all runs together."""
        return self.log.read_text() if self.log.exists() else ""


@attrs.define
class SeatPlayer:
    """A person's seat, played by a websocket client that answers each turn at once with a
    random legal action, and comes back with its token after each lost connection."""

    table: str
    seat: int
    token: str
    rng: random.Random
    stream: list[dict[str, Any]] = attrs.Factory(list)  # every event and view, in order
    joins: int = 0
    done: bool = False

    async def play(self, urls: list[str], progress: list[int]) -> None:
        """Play until the game is over, through whichever of ``urls`` answers (one at a
        time, in turn, after a lost connection); ``progress[0]`` counts the events seen."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        attempt = 0
        while not self.done:
            url = urls[attempt % len(urls)]
            attempt += 1
            try:
                async with connect(url, open_timeout=5, close_timeout=1) as socket:
                    await socket.send(json.dumps({"type": "hello"}))
                    join = {"type": "join", "table": self.table, "token": self.token}
                    await socket.send(json.dumps(join))
                    async for text in socket:
                        if await self._take(json.loads(text), socket, progress):
                            return
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError):
                await asyncio.sleep(0.05)

    async def _take(self, message: dict[str, Any], socket: Any, progress: list[int]) -> bool:
        kind = message["type"]
        if kind == "joined":
            assert (message["seat"], message["token"]) == (self.seat, self.token), message
            self.joins += 1
        elif kind == "event":
            self.stream.append(message)
            progress[0] += 1
        elif kind == "view":
            self.stream.append(message)
            view = message["view"]
            if view["phase"] == "over" and view["to_act"] is None:
                self.done = True
                return True
            if view["legal_actions"]:
                action = self.rng.choice(view["legal_actions"])
                await socket.send(json.dumps({"type": "act", "action": action}))
        elif kind == "error" and message["code"] != "no_table":
            # no_table: a node that has not yet taken the table over from a dead one
            raise AssertionError(message)
        return False


def check_against_record(player: SeatPlayer, record: Any) -> None:
    """Every event and view ``player`` was sent is, in order, one of its seat's events and
    views of the game that ``record`` replays: nothing it was told was lost or changed."""
    expected: list[dict[str, Any]] = []
    for state, events in replay_steps(record):
        expected += [
            {"type": "event", "event": data(event.for_seat(player.seat))} for event in events
        ]
        expected.append({"type": "view", "view": expected_view(state.view(player.seat))})
    position = 0
    for message in player.stream:
        # the game's words about a message (its text, its trend, a view's words) aside
        shown = {key: value for key, value in message.items() if key in ("type", "event", "view")}
        if position and shown["type"] == "view" and expected[position - 1] == shown:
            continue  # the view again, on coming back after a restart
        while position < len(expected) and expected[position] != shown:
            position += 1
        assert position < len(expected), f"seat {player.seat} was sent {shown}, not in the record"
        position += 1
    assert expected[-1] == {k: v for k, v in player.stream[-1].items() if k in ("type", "view")}


async def create_table(
    url: str, game: str, *, humans: int, rules: dict[str, Any] | None = None
) -> tuple[str, list[str]]:
    """A new table of ``game`` (random bots in the seats not for people); its id and the
    tokens of its people's seats, every seat taken and left."""
    from websockets.asyncio.client import connect

    tokens: list[str] = []
    table = ""
    for seat in range(humans):
        async with connect(url) as socket:
            await socket.send(json.dumps({"type": "hello"}))
            if seat == 0:
                create = {"type": "create", "game": game, "humans": humans, "bot": "random"}
                await socket.send(json.dumps({**create, "rules": rules or {}}))
            else:
                await socket.send(json.dumps({"type": "join", "table": table, "seat": seat}))
            while (message := json.loads(await socket.recv()))["type"] != "joined":
                assert message["type"] != "error", message
            table = message["table"]
            tokens.append(message["token"])
    return table, tokens
