"""The reference web page in headless Chromium: a person plays whole Wizard rounds by clicking.

Skipped without Playwright or Debian's chromium, unless TRICKTAKER_REQUIRE_BROWSER=1 (as CI
sets it): then their absence fails, so that the test cannot be skipped unnoticed.
"""

from __future__ import annotations

import importlib
import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.browser import chromium_page, click_until, create_table, record_frames
from tests.web.harness import Running, check_seat_stream, data, replay_steps, running_server

REQUIRED = os.environ.get("TRICKTAKER_REQUIRE_BROWSER") == "1"


def need(module: str) -> None:
    if REQUIRED:
        importlib.import_module(module)  # missing: an error, not a skip
    else:
        pytest.importorskip(module, reason="the web dependency group is not installed")


for module in ("starlette", "uvicorn", "websockets", "playwright.sync_api"):
    need(module)
if shutil.which("chromium") is None:
    if REQUIRED:
        pytest.fail("TRICKTAKER_REQUIRE_BROWSER=1 but chromium is not on PATH", pytrace=False)
    pytest.skip("Debian's chromium is not installed", allow_module_level=True)


@pytest.fixture(scope="module")
def server() -> Iterator[Running]:
    with running_server(bot_delay=0.0) as running:
        yield running


@pytest.fixture
def page() -> Iterator[Any]:
    with chromium_page() as page:
        yield page


def test_a_person_plays_two_whole_wizard_rounds_in_the_browser(server: Running, page: Any) -> None:
    frames = record_frames(page)
    table_id = create_table(page, server, "wizard", 3)
    clicks = click_until(page, "view && view.round === 3")
    room = server.room(table_id)

    # Each click was one move of the person's seat, accepted by the table.
    steps = replay_steps(room)
    actors = [state.to_act for state, _ in steps[:-1]]
    assert clicks == actors.count(0) >= 5  # a bid and a card in round 1, a bid and two in 2
    assert page.inner_text("#error") == ""
    log = page.inner_text("#log")
    assert "round 1 scored" in log
    assert "round 2 scored" in log

    # The page shows the true state, from its view alone.
    state = room.table.state
    assert state.round == 3
    page.wait_for_function("view && view.to_act === 0")  # the bots bid before seat 0
    shown_hand = page.locator("#hand .card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert shown_hand == [data(card)["card"] for card in room.table.state.hands[0]]
    scores = page.locator("#seats tr td:last-child").all_inner_texts()
    assert [int(score) for score in scores] == list(state.scores)
    assert page.inner_text("#status") == "Your turn."

    # And it was sent only what seat 0 may know.
    check_seat_stream(room, frames, complete=False)


def test_a_person_plays_a_whole_game_of_szaman_in_the_browser(server: Running, page: Any) -> None:
    frames = record_frames(page)
    table_id = create_table(page, server, "szaman", 3, hands=2)
    click_until(page, "view && view.to_act === null")
    room = server.room(table_id)
    assert room.table.state.is_over
    assert page.inner_text("#error") == ""
    scores = page.locator("#seats tr td:last-child").all_inner_texts()
    assert [int(score) for score in scores] == list(room.table.state.scores)
    assert page.inner_text("#status").startswith("Game over. Winners: ")
    assert "hand 2 scored" in page.inner_text("#log")
    check_seat_stream(room, frames)
