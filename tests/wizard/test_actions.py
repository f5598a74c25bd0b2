"""Wizard's actions (DESIGN.md: ``wizard.Bid(tricks)``, ``wizard.ChooseTrump(suit)`` and the
shared ``Play``; immutable, hashable values)."""

from __future__ import annotations

import attrs
import pytest

import tricktaker
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


@pytest.mark.parametrize("tricks", [True, False, 1.0, "1", None, 1 + 0j])
def test_a_bid_is_an_int_and_a_bool_is_not_a_bid(tricks: object) -> None:
    # Issue 10: Bid(True) == Bid(1) made `Bid(True) in legal_actions()` true, yet apply
    # refused it. Now such a bid cannot be built.
    with pytest.raises(tricktaker.IllegalActionError, match=r"Bid\.tricks must be an int"):
        Bid(tricks)  # type: ignore[arg-type]


@pytest.mark.parametrize("suit", ["H", None, 2, "hearts"])
def test_a_trump_choice_is_a_suit(suit: object) -> None:
    with pytest.raises(tricktaker.IllegalActionError, match=r"ChooseTrump\.suit must be a Suit"):
        ChooseTrump(suit)  # type: ignore[arg-type]


def test_a_bid_out_of_range_is_built_and_refused_by_the_state() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=2)
    for tricks in (-1, 99):
        assert Bid(tricks) not in state.legal_actions()
        with pytest.raises(tricktaker.IllegalActionError, match=f"cannot bid {tricks}"):
            state.apply(Bid(tricks))
