"""The reference web server (examples/web/server.py): whole games over websockets, each seat
sent only what it may know, reconnection, and clear refusals."""

from __future__ import annotations

import asyncio
import json
import random
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import (
    Client,
    Running,
    check_seat_stream,
    data,
    expected_view,
    run,
    running_server,
)
from tricktaker import IllegalActionError, Play, Table, TricktakerError, from_json


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    with running_server(bot_delay=0.0) as running:
        yield running


def refusal_code(state: Any, seat: int, action: Any) -> str:
    """The code the server should send for ``seat`` taking ``action``: the library's own."""
    with pytest.raises(IllegalActionError) as refused:
        Table(state).act(seat, from_json(json.dumps(action)))
    return str(getattr(refused.value, "code", "illegal"))


def malformed_code(action: Any) -> str:
    """The code the server should send for a Szaman action that is not one."""
    with pytest.raises(TricktakerError) as refused:
        from_json(json.dumps(action), Play)
    return str(getattr(refused.value, "code", "malformed"))


GAMES = [
    ("wizard", {"players": 4, "hook": True}),
    ("wizard", {"players": 6}),
    ("szaman", {"players": 3}),
    ("szaman", {"players": 4, "variant": "russian", "hands": 2}),
]


@pytest.mark.parametrize(("game", "rules"), GAMES, ids=lambda x: str(x))
def test_one_person_plays_a_whole_game_against_bots(
    server: Running, game: str, rules: dict[str, Any]
) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": game, "rules": rules, "humans": 1}
        client = await Client.connect(server, hello)
        joined = await client.recv_type("joined")
        assert (joined["seat"], joined["game"]) == (0, game)
        assert joined["seats"] == ["human"] + ["bot"] * (rules["players"] - 1)
        await client.play(random.Random(1))
        await client.close()
        room = server.room(joined["table"])
        assert room.table.state.is_over
        assert check_seat_stream(room, client) > 2 * len(room.table.history)

    run(scenario)


@pytest.mark.parametrize(
    ("game", "rules"), [("wizard", {"players": 3}), ("szaman", {"players": 2, "hands": 3})]
)
def test_a_table_of_people_plays_a_whole_game(
    server: Running, game: str, rules: dict[str, Any]
) -> None:
    players = rules["players"]

    async def scenario() -> None:
        hello = {"type": "create", "game": game, "rules": rules, "humans": players}
        first = await Client.connect(server, hello)
        table_id = (await first.recv_type("joined"))["table"]
        others = [
            await Client.connect(server, {"type": "join", "table": table_id})
            for _ in range(players - 1)
        ]
        for client in others:
            await client.recv_type("joined")
        clients = [first, *others]
        assert sorted(client.joined["seat"] for client in clients) == list(range(players))
        assert first.joined["seats"] == ["human"] * players
        await asyncio.gather(*(c.play(random.Random(seat)) for seat, c in enumerate(clients)))
        room = server.room(table_id)
        for client in clients:
            check_seat_stream(room, client)
            await client.close()

    run(scenario)


def test_a_seat_that_reconnects_gets_the_current_view_and_plays_on(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "humans": 1}
        first = await Client.connect(server, hello)
        joined = await first.recv_type("joined")
        await first.play(random.Random(2), moves=4)
        await first.close()
        room = server.room(joined["table"])
        for _ in range(1000):  # the bots play on until the absent seat's turn
            if room.table.state.to_act == 0:
                break
            await asyncio.sleep(0.01)
        history = room.table.history

        again = {"type": "join", "table": joined["table"], "token": joined["token"]}
        second = await Client.connect(server, again)
        rejoined = await second.recv_type("joined")
        assert (rejoined["seat"], rejoined["token"]) == (0, joined["token"])
        view = await second.recv_type("view")
        assert room.table.history == history  # the table waited for seat 0
        assert view["view"] == expected_view(room.table.view(0))
        await second.send({"type": "act", "action": view["view"]["legal_actions"][0]})
        await second.play(random.Random(3))
        await second.close()
        check_seat_stream(room, first, complete=False)
        check_seat_stream(room, second)

    run(scenario)


def test_a_second_connection_with_the_token_takes_the_seat_over(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "szaman", "rules": {"players": 2}, "humans": 2}
        first = await Client.connect(server, hello)
        joined = await first.recv_type("joined")
        again = {"type": "join", "table": joined["table"], "token": joined["token"]}
        second = await Client.connect(server, again)
        assert (await second.recv_type("joined"))["seat"] == 0
        refusal = await first.recv_type("error")
        assert refusal["code"] == "replaced"
        from websockets.exceptions import ConnectionClosed

        with pytest.raises(ConnectionClosed):
            await first.recv()
        await second.close()

    run(scenario)


@pytest.mark.parametrize(
    ("hello", "code"),
    [
        ({"type": "join", "table": "nonesuch"}, "no_table"),
        ({"type": "create", "game": "chess"}, "bad_game"),
        ({"type": "create", "game": "wizard", "rules": {"players": 9}}, "bad_rules"),
        ({"type": "create", "game": "wizard", "rules": {"jokers": 2}}, "bad_rules"),
        ({"type": "create", "game": "wizard", "rules": [3]}, "bad_rules"),
        ({"type": "create", "game": "szaman", "humans": 0}, "bad_humans"),
        ({"type": "create", "game": "szaman", "humans": True}, "bad_humans"),
        ({"type": "create", "game": "szaman", "bot": "genius"}, "bad_bot"),
        ({"type": "act", "action": {"type": "Play", "card": "8H"}}, "not_joined"),
        ({"type": "shuffle"}, "bad_message"),
        ({"kind": "join"}, "bad_message"),
        ([], "bad_message"),
    ],
)
def test_a_bad_first_message_is_refused_with_a_code(server: Running, hello: Any, code: str) -> None:
    async def scenario() -> None:
        client = await Client.connect(server, hello)
        refusal = await client.recv()
        assert (refusal["type"], refusal["code"]) == ("error", code), refusal
        assert refusal["message"]
        await client.close()

    tables = len(server.app.state.lobby.rooms)
    run(scenario)
    assert len(server.app.state.lobby.rooms) == tables


def test_refused_moves_change_nothing(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "szaman", "rules": {"players": 2}, "humans": 2}
        first = await Client.connect(server, hello)
        table_id = (await first.recv_type("joined"))["table"]
        second = await Client.connect(server, {"type": "join", "table": table_id})
        await second.recv_type("joined")
        clients = {c.joined["seat"]: c for c in (first, second)}
        room = server.room(table_id)
        state = room.table.state
        to_act = clients[state.to_act]
        waiting = clients[1 - state.to_act]
        legal = data(state.legal_actions()[0])
        card = data(state.hands[waiting.joined["seat"]][0])["card"]
        not_held = {"format": 1, "type": "Play", "card": card, "suit": None}

        cases: list[tuple[Client, Any, str]] = [
            (waiting, legal, refusal_code(state, waiting.joined["seat"], legal)),
            (to_act, not_held, refusal_code(state, to_act.joined["seat"], not_held)),
            *(
                (to_act, bad, malformed_code(bad))
                for bad in (
                    {"format": 1, "type": "Play", "card": "ZZ", "suit": None},
                    {"format": 1, "type": "wizard.Bid", "tricks": 1},
                    "8H",
                )
            ),
        ]
        for client, action, code in cases:
            await client.send({"type": "act", "action": action})
            refusal = await client.recv_type("error")
            assert refusal["code"] == code, (action, refusal)
            assert room.table.state is state
            assert not room.table.history
        await to_act.connection.send("{not json")
        assert (await to_act.recv_type("error"))["code"] == "bad_message"
        await to_act.connection.send(json.dumps({"type": "act", "action": "x" * 5000}))
        assert (await to_act.recv_type("error"))["code"] == "bad_message"
        await to_act.send({"type": "join", "table": table_id})
        assert (await to_act.recv_type("error"))["code"] == "already_joined"
        for client in clients.values():
            await client.close()

    run(scenario)


def test_people_cannot_take_a_taken_seat_or_guess_a_token(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "humans": 2}
        first = await Client.connect(server, hello)
        table_id = (await first.recv_type("joined"))["table"]
        attempts = [
            ({"type": "join", "table": table_id, "seat": 0}, "seat_taken"),
            ({"type": "join", "table": table_id, "seat": 2}, "seat_taken"),  # a bot's
            ({"type": "join", "table": table_id, "seat": "1"}, "seat_taken"),
            ({"type": "join", "table": table_id, "token": "guess"}, "bad_token"),
            ({"type": "join", "table": table_id, "token": "zgadnij żeton"}, "bad_token"),
            ({"type": "join", "table": table_id, "token": 12345}, "bad_token"),
        ]
        for hello, code in attempts:
            client = await Client.connect(server, hello)
            assert (await client.recv())["code"] == code
            await client.close()
        client = await Client.connect(server, {"type": "join", "table": table_id, "seat": 1})
        assert (await client.recv_type("joined"))["seat"] == 1
        full = await Client.connect(server, {"type": "join", "table": table_id})
        assert (await full.recv())["code"] == "seat_taken"
        for each in (first, client, full):
            await each.close()

    run(scenario)


def test_every_table_is_dealt_from_a_fresh_seed(server: Running) -> None:
    async def scenario() -> list[int]:
        seeds = []
        for _ in range(3):
            hello = {"type": "create", "game": "szaman", "rules": {"players": 2}, "humans": 2}
            client = await Client.connect(server, hello)
            joined = await client.recv_type("joined")
            seeds.append(server.room(joined["table"]).table.record().seed)
            await client.close()
        return seeds

    seeds = run(scenario)
    assert len(set(seeds)) == 3, seeds  # 53 random bits each: a repeat means a fixed seed


def test_the_page_and_its_script_are_served(server: Running) -> None:
    with urllib.request.urlopen(server.url, timeout=10) as response:
        page = response.read().decode()
    assert '<script src="/static/app.js"' in page
    with urllib.request.urlopen(server.url + "static/app.js", timeout=10) as response:
        assert "legal_actions" in response.read().decode()
