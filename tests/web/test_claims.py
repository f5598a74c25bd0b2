"""Bridge's claims and alerts at a table of ``tricktaker serve``. Claims (Laws 68 to 70): a
table created with ``claims`` offers them as buttons in the play, every seat sees a claim made,
the seat that answers it is asked and offered the acceptance and the dispute, and each seat is
still sent only what it may know. Alerts: a call sent with its explanation is told to the
opponents and the caller, not to the partner."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import Client, Running, check_seat_stream, run, running_server
from tricktaker import bridge
from tricktaker.web.present import view_words


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    fast = {"messages_per_second": 10_000.0, "burst": 10_000}
    with running_server(bot_delay=0.0, min_clock_seconds=0.2, **fast) as running:
        yield running


def test_four_people_claim_and_answer_over_the_wire(server: Running) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "bridge", "rules": {"claims": True}, "humans": 4}
        first = await Client.connect(server, hello)
        table = (await first.recv_type("joined"))["table"]
        others = [
            await Client.connect(
                server, {"type": "join", "table": table}, hello={"type": "hello", "name": name}
            )
            for name in ("Ola", "Miha", "Ann")
        ]
        for client in others:
            await client.recv_type("joined")
        clients = [first, *others]
        await asyncio.gather(*(c.play(random.Random(seat)) for seat, c in enumerate(clients)))
        room = server.room(table)
        state = room.table.state
        assert state.is_over
        assert state.claims  # random people claim often: 14 of about 20 choices are claims
        for client in clients:
            check_seat_stream(room, client)
        seen = {client.joined["seat"]: client for client in clients}
        for seat, client in seen.items():
            views = [m for _, m in client.received if m["type"] == "view"]
            asked = [m for m in views if m["view"]["phase"] == "claim"]
            assert asked, f"seat {seat} never saw a claim"
            for message in asked:  # every seat sees the claim; the one to answer is asked
                assert message["view"]["claims"][-1]["disputed"] is None
                mine = message["view"]["to_act"] == seat
                assert message["words"]["actions"] == (
                    ["accept the claim", "dispute the claim"] if mine else []
                )
                prompt = message["words"]["prompt"]
                assert prompt == ("accept the claim, or dispute it and play on" if mine else None)
        buttons = [
            m["words"]["actions"]
            for c in clients
            for _, m in c.received
            if m["type"] == "view" and m["view"]["phase"] == "play" and m["words"]["actions"]
        ]
        offered = [w for w in buttons if "claim 1" in w and "concede the remaining tricks" in w]
        assert offered

    run(scenario)


def test_the_words_of_a_claim_in_each_language() -> None:
    state = bridge.new_game(bridge.Rules(claims=True), seed=1)
    while state.phase is bridge.Phase.AUCTION:
        state = state.apply(state.legal_actions()[3 if not state.calls else 0])[0]
    claimed = state.apply(bridge.Claim(2))[0]
    answerer = claimed.to_act
    assert answerer is not None
    words = {
        language: view_words(bridge.GAME, claimed.view(answerer), language)
        for language in ("en", "pl", "sl")
    }
    assert words["en"]["actions"] == ["accept the claim", "dispute the claim"]
    assert words["pl"]["actions"] == ["przyjmij roszczenie", "zakwestionuj roszczenie"]
    assert words["sl"]["actions"] == ["sprejmi zahtevek", "ugovarjaj zahtevku"]
    assert words["en"]["prompt"] == "accept the claim, or dispute it and play on"


def test_an_alert_sent_by_a_seat_is_told_to_the_opponents_not_to_the_partner(
    server: Running,
) -> None:
    async def scenario() -> None:
        hello = {"type": "create", "game": "bridge", "rules": {}, "humans": 4}
        first = await Client.connect(server, hello)
        table = (await first.recv_type("joined"))["table"]
        others = [
            await Client.connect(
                server, {"type": "join", "table": table}, hello={"type": "hello", "name": name}
            )
            for name in ("Ola", "Miha", "Ann")
        ]
        for client in others:
            await client.recv_type("joined")
        clients = {c.joined["seat"]: c for c in [first, *others]}
        dealer = server.room(table).table.state.to_act
        bid = {"type": "bridge.Bid", "level": 2, "strain": "clubs", "alert": "strong"}
        await clients[dealer].send({"type": "act", "action": bid})
        for seat, client in clients.items():
            message = await client.recv_until(
                lambda m: m["type"] == "view" and len(m["view"]["calls"]) == 1
            )
            told = None if seat == (dealer + 2) % 4 else "strong"
            assert message["view"]["alerts"] == [told]
            assert message["view"]["calls"][0]["alert"] is None  # the auction keeps the call
            made = [
                m["event"] for _, m in client.received
                if m["type"] == "event" and m["event"]["type"] == "bridge.CallMade"
            ]  # fmt: skip
            assert [event["alert"] for event in made] == [told]
        assert server.room(table).table.state.alerts == ("strong",)

    run(scenario)
