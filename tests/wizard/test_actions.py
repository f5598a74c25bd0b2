"""Wizard's actions (DESIGN.md: ``wizard.Bid(tricks)``, ``wizard.ChooseTrump(suit)`` and the
shared ``Play``; immutable, hashable values)."""

from __future__ import annotations

import attrs
import pytest

from tricktaker import Card, Play, Suit, wizard
from tricktaker.wizard import Bid, ChooseTrump


def test_bid() -> None:
    assert Bid(2).tricks == 2
    assert Bid(tricks=2) == Bid(2)
    assert Bid(2) != Bid(3)
    assert hash(Bid(2)) == hash(Bid(tricks=2))
    assert str(Bid(0)) == "bid 0"
    assert str(Bid(12)) == "bid 12"


def test_choose_trump() -> None:
    assert ChooseTrump(Suit.SPADES).suit is Suit.SPADES
    assert ChooseTrump(suit=Suit.HEARTS) == ChooseTrump(Suit.HEARTS)
    assert ChooseTrump(Suit.HEARTS) != ChooseTrump(Suit.CLUBS)
    assert [str(ChooseTrump(suit)) for suit in Suit] == [
        "choose trump ♣",
        "choose trump ♦",
        "choose trump ♥",
        "choose trump ♠",
    ]


def test_frozen() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Bid(1).tricks = 2  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        ChooseTrump(Suit.CLUBS).suit = Suit.SPADES  # type: ignore[misc]


def test_actions_of_different_kinds_differ() -> None:
    actions = {Bid(1), ChooseTrump(Suit.DIAMONDS), Play(Card.parse("2D")), Bid(1)}
    assert len(actions) == 3


def test_action_union() -> None:
    for action in (Bid(0), ChooseTrump(Suit.CLUBS), Play(Card.parse("W1"))):
        assert isinstance(action, wizard.Action)
    assert not isinstance("bid 1", wizard.Action)
