"""The archive of ``tricktaker serve``: a finished game's link (the ``archived`` message),
its replay page move by move, and its record downloaded as the library's JSON (and PBN for
bridge), read back with ``from_json``; pruning by the retention option."""

from __future__ import annotations

import json
import random
import re
import shutil
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import Client, Running, run, running_server
from tricktaker import GameRecord, Table, from_json, get_game, to_json
from tricktaker.bridge.pbn import to_pbn
from tricktaker.records import replay_steps
from tricktaker.web.i18n import narrate
from tricktaker.web.lobby import Lobby
from tricktaker.web.store import (
    Archived,
    SeatRow,
    SqliteStore,
    TableRow,
    open_store,
    token_hash,
)


@pytest.fixture(params=["memory", "sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str | None:
    """Where the server keeps its tables: in memory, an SQLite file, a PostgreSQL database."""
    if request.param == "memory":
        return None
    if request.param == "sqlite":
        return str(tmp_path / "serve.sqlite3")
    return str(request.getfixturevalue("postgres_db"))


@pytest.fixture(params=["sqlite", "postgresql"])
def kept(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database that outlives the server: an SQLite file, or a PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "serve.sqlite3")
    return str(request.getfixturevalue("postgres_db"))


def finish_a_game(server: Running, game: str, **rules: Any) -> tuple[Any, str]:
    """A whole game of ``game`` by one person against bots; its room and its link."""

    async def scenario() -> str:
        create = {"type": "create", "game": game, "rules": rules, "bot": "random"}
        client = await Client.connect(server, create)
        await client.play(random.Random(5))
        archived = [message for _, message in client.received if message["type"] == "archived"]
        (message,) = archived
        assert message["link"] == f"/games/{message['game']}"
        return str(client.joined["table"]), str(message["link"])

    table, link = run(scenario)
    return server.room(table), link


def fetch(server: Running, path: str) -> tuple[int, str, dict[str, str]]:
    try:
        with urllib.request.urlopen(server.url.rstrip("/") + path, timeout=10) as answer:
            return answer.status, answer.read().decode(), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)


def embedded_game(page: str) -> dict[str, Any]:
    found = re.search(r'<script type="application/json" id="game">(.*?)</script>', page, re.S)
    assert found is not None
    result: dict[str, Any] = json.loads(found[1])
    return result


def test_a_finished_game_replays_from_its_link_and_its_record_downloads(
    database: str | None,
) -> None:
    with running_server(db=database) as server:
        room, link = finish_a_game(server, "szaman", players=2)
        record = room.table.record()

        status, page, _ = fetch(server, link)
        assert status == 200
        assert "Szaman" in page
        shown = embedded_game(page)
        steps = list(replay_steps(record))
        assert len(shown["steps"]) == len(record.actions) + 1  # the deal, then each move
        names = [None] * 2
        for step, (state, events) in zip(shown["steps"], steps, strict=True):
            assert step["log"] == [narrate(event, seat=None, names=names) for event in events]
            assert step["scores"] == list(state.scores)
            assert step["hands"][0] == [card.code for card in state.hands[0]]
        assert shown["steps"][-1]["log"]  # the end of the game, told

        status, text, headers = fetch(server, link + ".json")
        assert status == 200
        assert "attachment" in headers["content-disposition"]
        downloaded = from_json(text, GameRecord)
        assert downloaded == record
        assert downloaded.replay() == room.table.state
        assert fetch(server, link + ".pbn")[0] == 404  # Szaman has no PBN form
        assert fetch(server, "/games/nonesuch")[0] == 404
        assert fetch(server, link + ".exe")[0] == 404


def test_a_finished_board_of_bridge_downloads_as_pbn() -> None:
    with running_server() as server:
        room, link = finish_a_game(server, "bridge")
        status, text, _ = fetch(server, link + ".pbn")
        assert status == 200
        game_id = link.rsplit("/", 1)[1]
        assert text == to_pbn(room.table.state, event=f"tricktaker serve {game_id}")
        assert '[Contract "' in text
        assert fetch(server, link)[1].count(f"{game_id}.pbn") == 1  # the page links it


def test_a_game_over_but_not_yet_archived_when_killed_is_archived_on_resume(kept: str) -> None:
    # A kill between storing a game's last move and archiving its record (Room._move: the
    # move is written, then made, then the game archived) leaves a table whose every move
    # is stored and whose game is not in the archive. Resuming it archives it, once.
    game = get_game("szaman")
    table = Table.start(game, game.rules(players=2), seed=52)
    rng = random.Random(52)
    while not table.state.is_over:
        table.act(table.state.to_act, rng.choice(table.state.legal_actions()))
    record = table.record()
    store = open_store(kept)
    row = TableRow(
        id="killed",
        game="szaman",
        rules=to_json(record.rules),
        humans=1,
        bot="random",
        clock=None,
        private=False,
        game_number=1,
        seed=record.seed,
    )
    store.add_table(row, "local", "{}")
    store.set_seat("killed", SeatRow(0, "Ana", token_hash("ana's token")), "{}")
    for number, action in enumerate(record.actions):
        assert store.add_move("killed", 1, number, to_json(action), "local")
    store.close()

    archived = []
    for _ in range(2):  # and a second start finds it archived, and archives it no more
        with running_server(db=kept) as server:
            room = server.room("killed")
            assert room.table.state == table.state
            if room.archived is not None:
                archived.append(room.archived)
                status, text, _ = fetch(server, f"/games/{room.archived}.json")
                assert status == 200
                assert from_json(text, GameRecord) == record
    assert len(archived) == 1, archived
    store = open_store(kept)
    try:
        (stored,) = store.tables("local")
        assert stored.over
    finally:
        store.close()


def test_old_games_are_pruned_by_the_retention_option() -> None:
    store = SqliteStore(":memory:")
    now = time.time()
    for name, days in (("old", 31), ("new", 29)):
        store.finish("t", Archived(name, "t", "wizard", (), "{}", now - days * 86400))
    from tricktaker.web.limits import Limits

    assert Lobby(Limits(), store, keep_days=0).prune() == 0  # 0: keep every game
    assert Lobby(Limits(), store, keep_days=30).prune() == 1
    assert store.archived("old") is None
    assert store.archived("new") is not None


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")
def test_the_replay_page_steps_through_the_game_in_a_browser() -> None:
    pytest.importorskip("playwright", reason="the web dependency group is not installed")
    from tests.web.browser import chromium_page

    with running_server() as server:
        room, link = finish_a_game(server, "szaman", players=2)
        moves = len(room.table.history)
        with chromium_page() as page:
            page.goto(server.url.rstrip("/") + link)
            assert page.inner_text("#where") == "the deal"
            page.click("#next")
            assert page.inner_text("#where") == f"move 1 of {moves}"
            page.keyboard.press("ArrowRight")
            assert page.inner_text("#where") == f"move 2 of {moves}"
            page.click("#last")
            assert page.inner_text("#where") == f"move {moves} of {moves}"
            assert page.locator("#seats tr").count() == 2
