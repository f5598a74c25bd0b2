"""The server in the language of each connection: a whole game told in Polish and in
Slovenian (each event's ``text``), refusals by their code in the connection's language, and
the page's words at ``/strings/LANG``."""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Iterator

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")
pytest.importorskip("babel", reason="the web dependency group is not installed")

from tests.web.harness import Client, Running, check_seat_stream, run, running_server
from tricktaker import from_data
from tricktaker.web import i18n
from tricktaker.words import CONTEXT


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    with running_server(bot_delay=0.0, messages_per_second=10_000.0, burst=10_000) as running:
        yield running


@pytest.mark.parametrize("language", ["pl", "sl"])
def test_a_whole_game_is_told_in_the_language_of_the_connection(
    server: Running, language: str
) -> None:
    async def scenario() -> Client:
        hello = {"type": "hello", "lang": language, "name": "Mojca"}
        create = {"type": "create", "game": "szaman", "rules": {"players": 3, "hands": 1}}
        client = await Client.connect(server, create, hello=hello)
        await client.play(random.Random(1))
        return client

    client = run(scenario)
    room = server.room(client.joined["table"])
    check_seat_stream(room, client)  # each text is the narration of the seat's own form
    events = [message for _, message in client.received if message["type"] == "event"]
    told = [message["text"] for message in events if message["text"] is not None]
    for message in events:
        event = from_data(message["event"], room.game.event_types)
        english = i18n.narrate(event, seat=0, names=room.names(), words=room.game.words)
        assert (message["text"] is None) == (english is None)
        assert message["text"] != english or english is None
    over = i18n.translations(language).npgettext(
        CONTEXT,
        "game over: {winners} wins with {score}",
        "game over: {winners} win with {score}",
        1,
    )
    assert told[-1].lower().startswith(over.partition(":")[0].lower())


def test_refusals_come_in_the_language_of_the_connection(server: Running) -> None:
    async def scenario() -> list[dict[str, str]]:
        errors = []
        for language in ("en", "pl", "sl"):
            hello = {"type": "hello", "lang": language}
            client = await Client.connect(server, {"type": "join", "table": "nope"}, hello=hello)
            errors.append(await client.recv_type("error"))
            create = {"type": "create", "game": "wizard", "rules": {"players": 3}}
            other = await Client.connect(server, create, hello=hello)
            view = await other.recv_type("view")
            while not view["view"]["legal_actions"]:
                view = await other.recv_type("view")
            card = view["view"]["hand"][0]
            await other.send({"type": "act", "action": {"type": "Play", "card": card}})
            errors.append(await other.recv_type("error"))
            await client.close()
            await other.close()
        return errors

    errors = run(scenario)
    assert [error["code"] for error in errors] == ["no_table", "wrong_phase"] * 3
    assert errors[0]["message"] == "there is no table nope"
    assert errors[2]["message"] == "nie ma stołu nope"
    assert errors[4]["message"] == "mize nope ni"
    assert errors[1]["message"].startswith("cannot play")  # the library's own English
    assert errors[3]["message"] == i18n.refusal("wrong_phase", "", "pl")
    assert errors[5]["message"] == i18n.refusal("wrong_phase", "", "sl")
    assert errors[3]["message"] != errors[5]["message"]


def test_the_page_gets_its_words_in_each_language(server: Running) -> None:
    for wanted, language in [("pl", "pl"), ("sl", "sl"), ("en", "en"), ("de", "en")]:
        with urllib.request.urlopen(f"{server.url}strings/{wanted}", timeout=10) as response:
            assert json.load(response) == i18n.page_strings(language)
