"""The core's events (shared by every game) are read from JSON with seats that some game has:
below the most players of any known game, a bound derived from the games' rules."""

from __future__ import annotations

import json

import pytest

from tricktaker import TricktakerError, available_games, from_json, get_game
from tricktaker.consistency import most_players


def _largest_table(name: str) -> int:
    """The most players the game's Rules accept, found by asking the Rules themselves."""
    game = get_game(name)
    accepted = []
    for players in range(1, 30):
        try:
            game.rules(players=players)
        except ValueError:
            continue
        accepted.append(players)
    return max(accepted)


def test_most_players_is_the_largest_table_any_game_accepts() -> None:
    assert most_players() == max(_largest_table(name) for name in available_games())


def _card_played(seat: int) -> str:
    return json.dumps({"format": 1, "type": "CardPlayed", "seat": seat, "card": "AC"})


def test_a_card_played_by_a_seat_no_game_has_is_refused() -> None:
    most = most_players()
    assert most is not None
    assert str(from_json(_card_played(most - 1))) == f"seat {most - 1} plays A♣"
    for seat in (most, 99, 10**6):
        with pytest.raises(TricktakerError, match=f"seat is {seat}: no game has more than"):
            from_json(_card_played(seat))


def test_game_over_and_trick_are_bounded_by_the_most_players_too() -> None:
    most = most_players()
    assert most is not None
    scores = [0] * (most + 1)
    over = {"format": 1, "type": "GameOver", "scores": scores, "winners": [0]}
    with pytest.raises(TricktakerError, match="no game has more than"):
        from_json(json.dumps(over))
    over["scores"] = scores[:most]
    assert from_json(json.dumps(over)).scores == tuple(scores[:most])
