"""The heuristic bots and the search bot make the choices recorded in
``tests/data/search_pins.json`` (see :mod:`tests.search_pins`, which recorded them): the same
choices in the same seeded positions, so that speed work on them changes no choice."""

from __future__ import annotations

from typing import Any

import pytest

from tests import search_pins

RECORDED: list[dict[str, Any]] = search_pins.recorded()


def _label(pin: search_pins.Pin) -> str:
    return f"{pin.game}-{pin.seed}-{pin.bot}"


def test_the_fixture_records_the_plan() -> None:
    planned = search_pins.planned()
    assert [{key: pin[key] for key in planned[0]} for pin in RECORDED] == planned
    kinds = {pin["bot"] for pin in RECORDED}
    assert {"heuristic", "search", "worlds"} <= kinds
    games = {pin["game"] for pin in RECORDED if pin["bot"] == "search"}
    assert games == {pin["game"] for pin in RECORDED if pin["bot"] == "worlds"}
    assert len(games) >= 6


@pytest.mark.parametrize(
    "index", range(len(search_pins.PLAN)), ids=lambda i: _label(search_pins.PLAN[i])
)
def test_pinned_choices_replay(index: int) -> None:
    then = RECORDED[index]["chosen"]
    now = search_pins.play(search_pins.PLAN[index])
    differs = search_pins.first_difference(now, then)
    assert differs is None, (
        f"choice {differs} of {len(then)} differs: now {now[differs : differs + 3]}, "
        f"recorded {then[differs : differs + 3]}"
    )
