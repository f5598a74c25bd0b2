"""Seat arithmetic and trick helpers (RULES.md: clockwise / to the left means seat + 1 mod n)."""

from __future__ import annotations

import pytest

from tricktaker import Card, parse_cards
from tricktaker.tricks import next_seat, remove_card, trick_seats, unplayable_message


@pytest.mark.parametrize(
    ("seat", "players", "expected"),
    [(0, 3, 1), (1, 3, 2), (2, 3, 0), (3, 4, 0), (4, 6, 5), (5, 6, 0), (0, 2, 1)],
)
def test_next_seat(seat: int, players: int, expected: int) -> None:
    assert next_seat(seat, players) == expected


@pytest.mark.parametrize(
    ("leader", "count", "players", "expected"),
    [
        (2, 3, 4, (2, 3, 0)),
        (0, 4, 4, (0, 1, 2, 3)),
        (5, 6, 6, (5, 0, 1, 2, 3, 4)),
        (1, 0, 3, ()),
        (1, 1, 3, (1,)),
    ],
)
def test_trick_seats(leader: int, count: int, players: int, expected: tuple[int, ...]) -> None:
    assert trick_seats(leader, count, players) == expected


def test_remove_card_keeps_order() -> None:
    hand = parse_cards("2C 8H AS W1")
    assert remove_card(hand, Card.parse("8H")) == parse_cards("2C AS W1")
    assert remove_card(hand, Card.parse("2C")) == parse_cards("8H AS W1")
    assert remove_card(hand, Card.parse("W1")) == parse_cards("2C 8H AS")
    assert hand == parse_cards("2C 8H AS W1")


def test_remove_card_not_held() -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - tuple.index's own error
        remove_card(parse_cards("2C"), Card.parse("3C"))


def test_unplayable_message() -> None:
    assert (
        unplayable_message(Card.parse("2C"), "must follow ♥", parse_cards("7H QH W1"))
        == "cannot play 2♣: must follow ♥ (you may play 7♥, Q♥, W1)"
    )
