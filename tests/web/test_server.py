"""The server of ``tricktaker serve`` on 127.0.0.1: whole games of every game over websockets,
each seat sent only what it may know, spectators, reconnection, rematch, the turn clock, and
clear refusals."""

from __future__ import annotations

import asyncio
import json
import random
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import (
    Client,
    Knowledge,
    Running,
    audit,
    check_seat_stream,
    data,
    eventually,
    expected_view,
    replay_steps,
    run,
    running_server,
    shown_cards,
)
from tricktaker import IllegalActionError, Table, available_games, from_json, get_game


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    # Test clients answer at once, and bots move at once: far above a person's rate.
    fast = {"messages_per_second": 10_000.0, "burst": 10_000}
    # Every client here is 127.0.0.1, and this module opens a few tables for each game (a
    # table stays open until it is idle): tests/web/test_limits.py checks the per-address cap.
    many = {"tables_per_address": 500}
    with running_server(bot_delay=0.0, min_clock_seconds=0.2, **fast, **many) as running:
        yield running


# Short games of every registered game (a new game is played here with its default rules).
SHORT: dict[str, dict[str, Any]] = {
    "wizard": {"players": 6},
    "szaman": {"players": 3, "hands": 1},
    "ohhell": {"players": 3, "schedule": [1, 3, 2]},
    "doppelkopf": {"deals": 2, "pigs": True},
}


def short_rules(game: str) -> dict[str, Any]:
    return SHORT.get(game, {})


def players_of(game: str, rules: dict[str, Any]) -> int:
    return int(rules.get("players", get_game(game).rules().players))


@pytest.mark.parametrize("game", available_games())
def test_one_person_plays_a_whole_game_of_every_game_against_bots(
    server: Running, game: str
) -> None:
    rules = short_rules(game)

    async def scenario() -> None:
        hello = {"type": "create", "game": game, "rules": rules, "humans": 1}
        client = await Client.connect(server, hello)
        joined = await client.recv_type("joined")
        assert (joined["seat"], joined["game"]) == (0, game)
        kinds = [seat["kind"] for seat in joined["seats"]]
        assert kinds == ["human"] + ["bot"] * (players_of(game, rules) - 1)
        await client.play(random.Random(1))
        await client.close()
        room = server.room(joined["table"])
        assert room.table.state.is_over
        assert check_seat_stream(room, client) > 2 * len(room.table.history)

    run(scenario)


# Every game, and a table with a seat that sits each deal out (Skat at four: the dealer).
TABLES = [(game, short_rules(game)) for game in available_games()] + [
    ("skat", {"players": 4, "hands": 4, "kontra": True}),
]


@pytest.mark.parametrize(("game", "rules"), TABLES, ids=[f"{g}-{r}" for g, r in TABLES])
def test_a_table_of_people_plays_a_whole_game_and_each_sees_only_its_own(
    server: Running, game: str, rules: dict[str, Any]
) -> None:
    players = players_of(game, rules)

    async def scenario() -> None:
        hello = {"type": "create", "game": game, "rules": rules, "humans": players}
        first = await Client.connect(server, hello)
        table_id = (await first.recv_type("joined"))["table"]
        others = [
            await Client.connect(
                server, {"type": "join", "table": table_id}, hello={"type": "hello", "name": n}
            )
            for n in ("Ola", "Miha", "Ann", "Ben", "Cyd")[: players - 1]
        ]
        for client in others:
            await client.recv_type("joined")
        clients = [first, *others]
        assert sorted(client.joined["seat"] for client in clients) == list(range(players))
        watcher = await Client.connect(
            server, {"type": "join", "table": table_id, "spectate": True}
        )
        assert (await watcher.recv_type("joined"))["seat"] is None
        await asyncio.gather(*(c.play(random.Random(seat)) for seat, c in enumerate(clients)))
        room = server.room(table_id)
        for client in clients:
            check_seat_stream(room, client)
        await watcher.recv_until(
            lambda message: message["type"] == "view" and message["view"]["phase"] == "over"
        )
        check_spectator_stream(room, watcher)
        names = [seat["name"] for seat in room.seat_info()]
        assert names[1:] == ["Ola", "Miha", "Ann", "Ben", "Cyd"][: players - 1]

    run(scenario)


def check_spectator_stream(room: Any, client: Client) -> None:
    """A spectator was sent, in order, the part of each event that every seat's form shows,
    and views with no hand; never a card before it was in front of everyone."""
    from tricktaker.web.spectate import common

    tokens = [place.token for place in room.seats if place.token]
    events = [event for _, step in replay_steps(room) for event in step]
    sent = [message for _, message in client.received if message["type"] == "event"]
    public = Knowledge(None)
    before = events[: len(events) - len(sent)]  # before the spectator came: its log
    logs = [message for _, message in client.received if message["type"] == "log"]
    assert [entry["event"] for entry in logs[0]["events"]] == [
        common([data(event.for_seat(seat)) for seat in range(room.players)]) for event in before
    ]
    for event, entry in zip(before, logs[0]["events"], strict=True):
        public.learn(event)
        assert shown_cards({"type": "event", **entry}) <= public.cards, entry
    pending = iter(events[len(events) - len(sent) :])
    views = 0
    for text, message in client.received:
        audit(text, message, tokens)
        if message["type"] == "log":
            continue
        if message["type"] == "event":
            event = next(pending)
            public.learn(event)
            forms = [data(event.for_seat(seat)) for seat in range(room.players)]
            assert message["event"] == common(forms)
        if message["type"] == "view":
            views += 1
            assert message["view"]["hand"] in (None, [])  # [] once every hand is played out
            assert message["view"]["legal_actions"] == []
        assert shown_cards(message) <= public.cards, text
    assert views > len(room.table.history) // 2


def test_a_seat_that_reconnects_with_its_token_gets_the_current_view(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "humans": 1}
        first = await Client.connect(server, hello)
        joined = await first.recv_type("joined")
        await first.play(random.Random(2), moves=4)
        await first.recv_type("view")  # the view after the 4th move: the server has applied it
        await first.close()
        room = server.room(joined["table"])
        await eventually(lambda: room.table.state.to_act == 0)  # the bots play on until then
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


def test_a_seat_is_refused_without_its_token(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "humans": 2}
        first = await Client.connect(server, hello)
        table_id = (await first.recv_type("joined"))["table"]
        attempts = [
            ({"type": "join", "table": table_id, "seat": 0}, "seat_taken"),
            ({"type": "join", "table": table_id, "seat": 2}, "seat_taken"),  # a bot's
            ({"type": "join", "table": table_id, "seat": "1"}, "bad_field"),
            ({"type": "join", "table": table_id, "token": "guess"}, "bad_token"),
            ({"type": "join", "table": table_id, "token": "zgadnij żeton"}, "bad_token"),
            ({"type": "join", "table": table_id, "token": 12345}, "bad_field"),
        ]
        for message, code in attempts:
            client = await Client.connect(server, message)
            refusal = await client.recv_type("error")
            assert refusal["code"] == code, (message, refusal)
            audit(json.dumps(refusal), refusal, [])
            await client.close()
        client = await Client.connect(server, {"type": "join", "table": table_id, "seat": 1})
        assert (await client.recv_type("joined"))["seat"] == 1
        late = await Client.connect(server, {"type": "join", "table": table_id})
        assert (await late.recv_type("error"))["code"] == "no_free_seat"
        await late.send({"type": "join", "table": table_id, "spectate": True})
        assert (await late.recv_type("joined"))["token"] is None
        await first.close()
        # Seat 0 stays reserved for its token while nobody is on it.
        third = await Client.connect(server, {"type": "join", "table": table_id})
        assert (await third.recv_type("error"))["code"] == "no_free_seat"

    run(scenario)


def test_a_second_connection_with_the_token_takes_the_seat_over(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "szaman", "rules": {"players": 2}, "humans": 2}
        first = await Client.connect(server, hello)
        joined = await first.recv_type("joined")
        again = {"type": "join", "table": joined["table"], "token": joined["token"]}
        second = await Client.connect(server, again)
        assert (await second.recv_type("joined"))["seat"] == 0
        assert (await first.recv_type("error"))["code"] == "replaced"
        await first.send({"type": "act", "action": {"type": "Play", "card": "8H"}})
        assert (await first.recv_type("error"))["code"] == "not_joined"

    run(scenario)


def refusal(state: Any, seat: int, action: Any) -> tuple[str, str]:
    """The code and text the server should send for ``seat`` taking ``action``: the
    library's own."""
    with pytest.raises(IllegalActionError) as refused:
        Table(state).act(seat, from_json(json.dumps(action)))
    return str(refused.value.code), str(refused.value)


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ({"type": "join", "table": "nonesuch"}, "no_table"),
        ({"type": "create", "game": "chess"}, "no_game"),
        ({"type": "create", "game": "wizard", "rules": {"players": 9}}, "bad_rules"),
        ({"type": "create", "game": "wizard", "rules": {"players": 2}}, "bad_rules"),
        ({"type": "create", "game": "wizard", "rules": {"players": "x"}}, "bad_rules"),
        ({"type": "create", "game": "wizard", "rules": {"jokers": 2}}, "unknown_rule"),
        ({"type": "create", "game": "wizard", "rules": [3]}, "bad_field"),
        ({"type": "create", "game": "szaman", "rules": {"hands": 10**21}}, "rule_too_large"),
        ({"type": "create", "game": "szaman", "humans": 0}, "bad_field"),
        ({"type": "create", "game": "szaman", "humans": 5}, "bad_humans"),
        ({"type": "create", "game": "szaman", "humans": True}, "bad_field"),
        ({"type": "create", "game": "szaman", "bot": "genius"}, "bad_bot"),
        ({"type": "create", "game": "szaman", "bot": "search"}, "bad_bot"),
        ({"type": "create", "game": "szaman", "clock": 10**6}, "bad_clock"),
        ({"type": "create", "game": "szaman", "colour": "red"}, "bad_field"),
        ({"type": "act", "action": {"type": "Play", "card": "8H"}}, "not_joined"),
        ({"type": "rematch"}, "not_joined"),
        ({"type": "shuffle"}, "unknown_type"),
        ({"kind": "join"}, "bad_message"),
        ([], "bad_message"),
        ("[" * 1000 + "]" * 1000, "too_deep"),
        ('{"type": "list", "x": ' + "[" * 20 + "]" * 20 + "}", "too_deep"),
        ('{"type": "ping", "pad": "' + "x" * 5000 + '"}', "too_large"),
        ('{"type": "ping", "pad": "' + "ż" * 2100 + '"}', "too_large"),
        ("{not json", "bad_json"),
    ],
)
def test_a_bad_message_is_refused_with_a_code_and_changes_nothing(
    server: Running, message: Any, code: str
) -> None:
    async def scenario() -> None:
        client = await Client.connect(server)
        await client.recv_type("welcome")
        if isinstance(message, str):
            await client.connection.send(message)
        else:
            await client.send(message)
        text, refusal = await client.recv_text()
        assert (refusal["type"], refusal["code"]) == ("error", code), refusal
        assert refusal["message"]
        audit(text, refusal, [])
        await client.send({"type": "ping"})  # the connection stays open
        assert (await client.recv())["type"] == "pong"

    tables = len(server.app.state.lobby.rooms)
    run(scenario)
    assert len(server.app.state.lobby.rooms) == tables


def test_welcome_names_the_rules_a_create_may_set_and_the_derived_ones_are_refused(
    server: Running,
) -> None:
    # docs/protocol.md: the fields a create may give are those of the game's welcome `rules`
    # list; `defaults` also shows fields derived from them (Wizard's rounds), refused with
    # unknown_rule naming the fields allowed. Each game's own default for each settable
    # field is accepted as given.
    async def scenario() -> dict[str, list[str]]:
        client = await Client.connect(server)
        welcome = await client.recv_type("welcome")
        derived: dict[str, list[str]] = {}
        for game in welcome["games"]:
            settable = [field["name"] for field in game["rules"]]
            shown = [key for key in game["defaults"] if key not in ("type", "format")]
            assert set(settable) <= set(shown), game["name"]
            derived[game["name"]] = [key for key in shown if key not in settable]
            for field in derived[game["name"]]:
                create = {"type": "create", "game": game["name"], "rules": {field: 1}}
                await client.send(create)
                refusal = await client.recv_until(lambda m: m["type"] in ("joined", "error"))
                assert refusal.get("code") == "unknown_rule", refusal
                assert all(name in refusal["message"] for name in settable), refusal
            rules = {name: game["defaults"][name] for name in settable}
            create = {"type": "create", "game": game["name"], "rules": rules}
            creator = await Client.connect(server, create)
            answer = await creator.recv_until(lambda m: m["type"] in ("joined", "error"))
            assert (answer["type"], answer.get("game")) == ("joined", game["name"]), answer
            await creator.close()
        return derived

    derived = run(scenario)
    assert "rounds" in derived["wizard"]


def test_rules_whose_game_cannot_start_here_are_refused_by_name(
    server: Running, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A double-dummy bridge game needs DDS (the dds extra): without it, bad_rules says so.
    monkeypatch.setitem(sys.modules, "endplay.dds", None)

    async def scenario() -> None:
        client = await Client.connect(server)
        await client.recv_type("welcome")
        rules = {"use_double_dummy_result": True}
        await client.send({"type": "create", "game": "bridge", "rules": rules})
        refusal = await client.recv_type("error")
        assert refusal["code"] == "bad_rules"
        assert 'pip install "tricktaker[dds]"' in refusal["message"]

    tables = len(server.app.state.lobby.rooms)
    run(scenario)
    assert len(server.app.state.lobby.rooms) == tables


def test_a_frame_beyond_the_frame_limit_closes_the_connection_with_1009(server: Running) -> None:
    from websockets.exceptions import ConnectionClosed

    async def scenario() -> None:
        client = await Client.connect(server)
        await client.recv_type("welcome")
        await client.connection.send("x" * 200_000)
        with pytest.raises(ConnectionClosed) as closed:
            await client.recv()
        assert closed.value.rcvd is not None
        assert closed.value.rcvd.code == 1009  # "message too big"

    run(scenario)


def test_the_first_message_must_be_hello(server: Running) -> None:
    async def scenario() -> None:
        client = await Client.connect(server, hello={"type": "list"})
        assert (await client.recv())["code"] == "hello_first"
        await client.send({"type": "hello", "lang": "sl", "name": "  Miha \n Novak  "})
        welcome = await client.recv()
        assert welcome["type"] == "welcome"
        assert [game["name"] for game in welcome["games"]] == list(available_games())
        assert welcome["protocol"] == 1
        audit(json.dumps(welcome), welcome, [])
        await client.send({"type": "create", "game": "ohhell", "rules": {"players": 3}})
        joined = await client.recv_type("joined")
        assert joined["seats"][0]["name"] == "Miha Novak"

    run(scenario)


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
        title = "that is not an action of Szaman"
        cases: list[tuple[Client, Any, tuple[str, str] | str]] = [
            (waiting, legal, refusal(state, waiting.joined["seat"], legal)),
            (to_act, not_held, refusal(state, to_act.joined["seat"], not_held)),
            (to_act, {"format": 1, "type": "Play", "card": "ZZ", "suit": None}, "malformed_action"),
            (to_act, {"format": 1, "type": "wizard.Bid", "tricks": 1}, "malformed_action"),
            (to_act, {"type": "Play"}, "malformed_action"),
        ]
        for client, action, expected in cases:
            await client.send({"type": "act", "action": action})
            text, refused = await client.recv_text("error")
            code, words = expected if isinstance(expected, tuple) else (expected, title)
            assert (refused["code"], refused["message"]) == (code, words), (action, refused)
            audit(text, refused, [])
            assert room.table.state is state
            assert not room.table.history
        await to_act.send({"type": "join", "table": table_id})
        assert (await to_act.recv_type("error"))["code"] == "already_joined"
        await to_act.send({"type": "rematch"})
        assert (await to_act.recv_type("error"))["code"] == "not_over"

    run(scenario)


def test_a_spectator_cannot_act(server: Running) -> None:
    async def scenario() -> None:
        owner = await Client.connect(server, {"type": "create", "game": "wizard"})
        table_id = (await owner.recv_type("joined"))["table"]
        watcher = await Client.connect(
            server, {"type": "join", "table": table_id, "spectate": True}
        )
        view = (await watcher.recv_type("view"))["view"]
        assert view["hand"] is None
        assert view["seat"] is None
        action = {"format": 1, "type": "wizard.Bid", "tricks": 0}
        await watcher.send({"type": "act", "action": action})
        assert (await watcher.recv_type("error"))["code"] == "spectator"

    run(scenario)


def test_the_lobby_lists_open_tables_but_not_private_ones(server: Running) -> None:
    async def scenario() -> None:
        public = await Client.connect(
            server, {"type": "create", "game": "szaman", "humans": 2, "clock": 30}
        )
        shown = (await public.recv_type("joined"))["table"]
        private = await Client.connect(
            server, {"type": "create", "game": "szaman", "humans": 2, "private": True}
        )
        hidden = (await private.recv_type("joined"))["table"]
        looker = await Client.connect(server, {"type": "list"})
        tables = (await looker.recv_type("tables"))["tables"]
        listed = {table["table"]: table for table in tables}
        assert shown in listed
        assert hidden not in listed
        assert (listed[shown]["free"], listed[shown]["clock"]) == (1, 30)
        await looker.send({"type": "join", "table": hidden})  # by its link
        assert (await looker.recv_type("joined"))["seat"] == 1

    run(scenario)


def test_the_turn_clock_has_a_bot_move_for_a_person_out_of_time(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "clock": 0.2}
        client = await Client.connect(server, hello)
        joined = await client.recv_type("joined")
        room = server.room(joined["table"])
        clock = await client.recv_type("clock")
        assert clock == {"type": "clock", "seat": 0, "seconds": 0.2}
        before = len(room.table.history)
        # The person does nothing: after 0.2 s a bot moves for seat 0.
        await eventually(lambda: 0 in acted_seats(room)[before:])

    run(scenario)


def acted_seats(room: Any) -> list[int]:
    """The seat that made each decision of the room's game so far."""
    return [state.to_act for state, _ in replay_steps(room)[:-1]]


def test_a_rematch_starts_when_every_connected_person_asks(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "szaman", "rules": {"players": 2, "hands": 1}}
        client = await Client.connect(server, hello)
        joined = await client.recv_type("joined")
        await client.play(random.Random(5))
        room = server.room(joined["table"])
        first_seed = room.table.record().seed
        await client.send({"type": "rematch"})
        started = await client.recv_type("started")
        assert started["game_number"] == 2
        view = (await client.recv_type("view"))["view"]
        assert view["phase"] != "over"
        assert room.table.record().seed != first_seed
        rng = random.Random(6)
        if view["legal_actions"]:  # the person leads the new game: play() waits for the next view
            await client.send({"type": "act", "action": rng.choice(view["legal_actions"])})
        await client.play(rng)
        assert room.table.state.is_over

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


def test_the_page_and_its_script_are_served_from_the_package(server: Running) -> None:
    with urllib.request.urlopen(server.url, timeout=10) as response:
        page = response.read().decode()
    for script, says in (
        ("app.js", "legal_actions"),
        ("lobby.js", "showRules"),
        ("sheet.js", "trend"),
    ):
        assert f'<script src="/static/{script}"' in page
        with urllib.request.urlopen(server.url + "static/" + script, timeout=10) as response:
            assert says in response.read().decode()


def test_a_restarted_server_resumes_its_tables_and_the_seat_to_act_gets_a_fresh_clock(
    tmp_path: Path,
) -> None:
    db = tmp_path / "serve.sqlite3"
    limits = {"min_clock_seconds": 0.5, "bot_delay": 0.0}
    hello = {"type": "create", "game": "wizard", "rules": {"players": 3}, "clock": 30}
    with running_server(db=db, **limits) as server:

        async def first() -> tuple[dict[str, Any], list[Any]]:
            client = await Client.connect(server, hello)
            joined = await client.recv_type("joined")
            await client.recv_type("clock")
            return joined, list(server.room(joined["table"]).table.history)

        joined, history = run(first)
    with running_server(db=db, **limits) as server:  # a new server on the same database

        async def second() -> None:
            again = {"type": "join", "table": joined["table"], "token": joined["token"]}
            client = await Client.connect(server, again)
            rejoined = await client.recv_type("joined")
            assert (rejoined["seat"], rejoined["token"]) == (0, joined["token"])
            assert await client.recv_type("clock") == {"type": "clock", "seat": 0, "seconds": 30}
            room = server.room(joined["table"])
            assert list(room.table.history) == history  # as it was: seat 0 to act
            assert room.table.state.to_act == 0

        run(second)
