"""The games that tests loop over: every registered game, so that a game added to the registry
(built in or installed) is tested without an edit to the tests."""

from __future__ import annotations

from typing import Any

from tricktaker import RulesError, available_games, get_game

GAMES: tuple[str, ...] = tuple(available_games())
"""The names of the registered games, read once when the tests are collected."""


def player_counts(name: str) -> list[int]:
    """The numbers of players that the game's rules accept, from 1 to 12."""
    rules: Any = get_game(name).rules
    counts = []
    for players in range(1, 13):
        try:
            rules(players=players)
        except (RulesError, ValueError):
            continue
        counts.append(players)
    return counts
