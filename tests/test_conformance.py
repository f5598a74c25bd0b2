"""Every registered game passes the conformance kit (tricktaker.testing.check_game), on its
default rules and at the fewest and the most players its rules allow.

The loop is over the registry, so a game added to it (built in or installed) is checked
without a change here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.registry import GAMES, player_counts
from tricktaker import get_game
from tricktaker.serialize import game_types
from tricktaker.testing import check_game

NAMES = list(GAMES)


def records_readable(name: str) -> bool:
    """Whether the game registered its Rules for JSON records (main's Oh Hell does not yet;
    the Oh Hell branch of issue 12 fixes it)."""
    get_game(name)
    return bool(game_types(name, "rules"))


def marks(name: str) -> list[pytest.MarkDecorator]:
    if records_readable(name):
        return []
    return [pytest.mark.xfail(reason=f"{name} records cannot be read from JSON", strict=True)]


@pytest.mark.parametrize("name", [pytest.param(name, marks=marks(name)) for name in NAMES])
def test_the_default_rules_conform(name: str) -> None:
    game = get_game(name)
    report = check_game(game, games=2, seed=12)
    assert (report.game, report.games) == (name, 2)
    assert report.decisions > 0
    assert report.accepted >= report.decisions
    assert report.refused > 0


@pytest.mark.parametrize(
    ("name", "players"),
    [
        pytest.param(name, players, marks=marks(name))
        for name in NAMES
        for players in (min(player_counts(name)), max(player_counts(name)))
    ],
)
def test_the_fewest_and_most_players_conform(name: str, players: int) -> None:
    game = get_game(name)
    rules: Any = game.rules
    check_game(game, rules=rules(players=players), games=1, seed=players)


def test_every_built_in_game_is_checked() -> None:
    assert {"wizard", "szaman", "ohhell"} <= set(NAMES)
