"""The limits of ``tricktaker serve`` (tricktaker.web.Limits) against the real server: the
handshake and idle timeouts, the rate, the outgoing queue of a client that does not read,
the caps on connections and tables, idle tables closed by a timer, the bound on a game's
length and on its bots' thinking, and 200 connections at once."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import Client, RawClient, eventually, run, running_server
from tricktaker import to_data
from tricktaker.bots import RandomBot
from tricktaker.web.room import Room

FAST = {"messages_per_second": 10_000.0, "burst": 10_000}  # test clients answer at once


async def closed_after(client: Client) -> dict[str, Any]:
    """The error the server sent before closing ``client``'s connection."""
    from websockets.exceptions import ConnectionClosed

    last: dict[str, Any] = {}
    while True:
        try:
            message = await client.recv()
        except ConnectionClosed:
            return last
        if message["type"] == "error":
            last = message


def wait_until(condition: Any, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return bool(condition())


def test_no_hello_in_time_closes_the_connection() -> None:
    with running_server(handshake_seconds=0.3) as server:

        async def scenario() -> None:
            client = await Client.connect(server, hello={"type": "ping"})
            assert (await client.recv())["code"] == "hello_first"
            assert (await closed_after(client))["code"] == "handshake_timeout"

        run(scenario)


def test_a_connection_that_sends_nothing_is_closed_and_a_ping_keeps_it() -> None:
    with running_server(idle_seconds=1.0) as server:

        async def scenario() -> None:
            pinging = await Client.connect(server)
            silent = await Client.connect(server)
            for _ in range(8):  # a ping every 0.2 s: a margin of 0.8 s on a loaded machine
                await asyncio.sleep(0.2)
                await pinging.send({"type": "ping"})
            assert (await closed_after(silent))["code"] == "idle"
            await pinging.recv_type("pong")  # still open after 1.6 s

        run(scenario)


def test_a_client_beyond_the_rate_is_told_and_disconnected() -> None:
    with running_server(messages_per_second=5.0, burst=10) as server:

        async def scenario() -> None:
            client = await Client.connect(server)
            for _ in range(30):
                await client.send({"type": "ping"})
            assert (await closed_after(client))["code"] == "too_fast"
            steady = await Client.connect(server)  # within the rate: never cut
            for _ in range(8):
                await steady.send({"type": "ping"})
                await steady.recv_type("pong")
                await asyncio.sleep(0.25)

        run(scenario)


def test_a_client_that_does_not_read_is_disconnected() -> None:
    with running_server(outgoing_queue=8, **FAST) as server:
        lobby = server.app.state.lobby
        flooder = RawClient(server.port, timeout=2.0)
        hello = RawClient.frame('{"type": "hello"}')  # each answered by a welcome of ~5 KB
        sent = 0
        try:
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and flooder.send(hello):
                sent += 1
                if sent % 50 == 0 and not lobby.connections:
                    break
            assert wait_until(lambda: not lobby.connections), lobby.connections
        finally:
            flooder.close()
        assert sent > 8  # it was cut for not reading, not refused at once

        async def scenario() -> None:  # and the server serves the others
            client = await Client.connect(server)
            assert (await client.recv())["type"] == "welcome"

        run(scenario)


def test_one_connection_cannot_take_every_table() -> None:
    limits = {"tables": 6, "tables_per_connection": 2, "tables_per_address": 4}
    with running_server(**limits, **FAST) as server:

        async def scenario() -> None:
            greedy = await Client.connect(server)
            codes = []
            for _ in range(4):
                await greedy.send({"type": "create", "game": "szaman", "humans": 2})
                message = await greedy.recv_text()
                while message[1]["type"] not in ("joined", "error"):
                    message = await greedy.recv_text()
                codes.append(message[1].get("code", "joined"))
                await greedy.send({"type": "leave"})
            assert codes == ["joined", "joined", "too_many_tables", "too_many_tables"]
            other = await Client.connect(server, {"type": "create", "game": "wizard"})
            assert (await other.recv_type("joined"))["seat"] == 0
            # From one address (all of these are 127.0.0.1): at most 4 tables.
            third = await Client.connect(server, {"type": "create", "game": "wizard"})
            assert (await third.recv_type("joined"))["seat"] == 0
            fourth = await Client.connect(server, {"type": "create", "game": "wizard"})
            assert (await fourth.recv_type("error"))["code"] == "too_many_tables"

        run(scenario)


def test_the_server_refuses_a_table_beyond_its_total() -> None:
    limits = {"tables": 2, "tables_per_connection": 2, "tables_per_address": 2}
    with running_server(**limits, **FAST) as server:

        async def scenario() -> None:
            codes = []
            for _ in range(3):
                client = await Client.connect(server, {"type": "create", "game": "ohhell"})
                _, message = await client.recv_text()
                while message["type"] not in ("joined", "error"):
                    _, message = await client.recv_text()
                codes.append(message.get("code", "joined"))
            assert codes[:2] == ["joined", "joined"]
            assert codes[2] in ("full", "too_many_tables")

        run(scenario)


def test_idle_tables_are_closed_by_a_timer_not_only_on_create() -> None:
    with running_server(table_idle_seconds=0.3, **FAST) as server:
        rooms = server.app.state.lobby.rooms

        async def scenario() -> str:
            client = await Client.connect(server, {"type": "create", "game": "szaman"})
            table: str = (await client.recv_type("joined"))["table"]
            await asyncio.sleep(0.6)
            assert table in rooms  # a person is connected: it stays
            await client.close()
            return table

        table = run(scenario)
        assert wait_until(lambda: table not in rooms, 3.0)  # nobody created anything meanwhile


def test_the_server_refuses_connections_beyond_its_total() -> None:
    with running_server(connections=2, **FAST) as server:

        async def scenario() -> None:
            first = await Client.connect(server)
            second = await Client.connect(server)
            for client in (first, second):
                await client.recv_type("welcome")
            from websockets.asyncio.client import connect

            third = Client(await connect(server.ws_url))  # told before it says hello
            assert (await closed_after(third))["code"] == "full"
            await first.close()
            lobby = server.app.state.lobby
            await eventually(lambda: sum(lobby.connections.values()) < 2)  # the server saw it
            fourth = await Client.connect(server)
            await fourth.recv_type("welcome")

        run(scenario)


def test_a_game_is_stopped_at_its_longest() -> None:
    with running_server(max_game_actions=5, **FAST) as server:

        async def scenario() -> None:
            hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "humans": 3}
            client = await Client.connect(server, hello)
            table = (await client.recv_type("joined"))["table"]
            others = [
                await Client.connect(server, {"type": "join", "table": table}) for _ in range(2)
            ]
            seated = {0: client}
            for other in others:
                seated[(await other.recv_type("joined"))["seat"]] = other
            room = server.room(table)
            while len(room.table.history) < 5:
                seat = room.table.state.to_act
                action = room.table.view(seat).legal_actions()[0]
                moves = len(room.table.history)
                await seated[seat].send({"type": "act", "action": to_data(action)})
                while len(room.table.history) == moves:
                    await asyncio.sleep(0.005)
            stopped = await client.recv_type("error")
            assert stopped["code"] == "game_too_long"
            seat = room.table.state.to_act
            action = room.table.view(seat).legal_actions()[0]
            await seated[seat].send({"type": "act", "action": to_data(action)})
            assert (await seated[seat].recv_type("error"))["code"] == "game_too_long"
            assert len(room.table.history) == 5

        run(scenario)


def test_bots_out_of_thinking_time_play_at_random(monkeypatch: pytest.MonkeyPatch) -> None:
    # The bots as the game was dealt, recorded in the server: a bot that acts first (the
    # harness has no bot delay) may have run out of time before the client reads "joined".
    dealt: list[dict[int, Any]] = []
    new_game = Room._new_game

    def recording(room: Room) -> None:
        new_game(room)
        dealt.append(dict(room.bots))

    monkeypatch.setattr(Room, "_new_game", recording)
    with running_server(bot_seconds_per_table=1e-9, **FAST) as server:

        async def scenario() -> None:
            hello = {"type": "create", "game": "szaman", "rules": {"players": 3}}
            client = await Client.connect(server, hello)
            room = server.room((await client.recv_type("joined"))["table"])
            assert len(dealt) == 1
            assert sorted(dealt[0]) == [1, 2]  # a bot at each seat but the client's
            assert not any(isinstance(bot, RandomBot) for bot in dealt[0].values())
            await client.play(random.Random(1), moves=2)
            assert all(isinstance(bot, RandomBot) for bot in room.bots.values())

        run(scenario)


def test_two_hundred_connections_at_once() -> None:
    with running_server(tables_per_address=50, **FAST) as server:  # all from 127.0.0.1

        async def scenario() -> None:
            clients = await asyncio.gather(*(Client.connect(server) for _ in range(200)))
            welcomes = await asyncio.gather(*(client.recv() for client in clients))
            assert {message["type"] for message in welcomes} == {"welcome"}
            assert sum(server.app.state.lobby.connections.values()) == 200
            creators = clients[:50]
            for client in creators:
                await client.send({"type": "create", "game": "szaman", "humans": 2})
            joined = await asyncio.gather(*(c.recv_type("joined") for c in creators))
            for joiner, table in zip(clients[50:100], joined, strict=True):
                await joiner.send({"type": "join", "table": table["table"]})
            await asyncio.gather(*(c.recv_type("joined") for c in clients[50:100]))
            for client in clients[100:]:
                await client.send({"type": "list"})
            await asyncio.gather(*(c.recv_type("tables") for c in clients[100:]))

        run(scenario)


def test_the_limits_are_checked() -> None:
    from tricktaker import TricktakerError
    from tricktaker.web import Limits

    for bad in ({"burst": -1}, {"bot_delay": -0.5}, {"max_frame_bytes": 10}, {"tables": "many"}):
        with pytest.raises(TricktakerError, match="Limits"):
            Limits(**bad)


def test_a_client_that_answers_every_turn_at_once_is_not_too_fast() -> None:
    # The default rate (10 a second, a burst of 30), bots that move at once: a legal move
    # answers a turn and is not counted, so a whole game at full speed is never cut off.
    with running_server(bot_delay=0.0) as server:

        async def scenario() -> int:
            create = {"type": "create", "game": "wizard", "rules": {"players": 3}, "bot": "random"}
            client = await Client.connect(server, create)
            await client.play(random.Random(3))  # an error (too_fast) fails here
            return len(server.room(client.joined["table"]).table.history)

        assert run(scenario) > 100  # far more moves than the burst
