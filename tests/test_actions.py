"""The shared action ``Play`` (DESIGN.md: ``Play(card, suit=None)``, an immutable value)."""

from __future__ import annotations

import attrs
import pytest

import tricktaker
from tricktaker import Card, Play, Suit, wizard
from tricktaker.actions import PLAYS


def test_defaults_and_fields() -> None:
    play = Play(Card.parse("8H"))
    assert play.card is Card.parse("8H")
    assert play.suit is None
    assert Play(card=Card.parse("RJ"), suit=Suit.HEARTS).suit is Suit.HEARTS


def test_value_semantics() -> None:
    assert Play(Card.parse("8H")) == Play(Card.parse("8♥"))
    assert Play(Card.parse("8H")) != Play(Card.parse("8H"), suit=Suit.HEARTS)
    assert Play(Card.parse("8H")) != Play(Card.parse("9H"))
    assert hash(Play(Card.parse("8H"))) == hash(Play(Card.parse("8h")))
    assert len({Play(Card.parse("8H")), Play(Card.parse("8♥")), Play(Card.parse("W1"))}) == 2


def test_frozen() -> None:
    play = Play(Card.parse("8H"))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        play.card = Card.parse("9H")  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        play.suit = Suit.HEARTS  # type: ignore[misc]


def test_str() -> None:
    assert str(Play(Card.parse("8H"))) == "play 8♥"
    assert str(Play(Card.parse("TS"))) == "play 10♠"
    assert str(Play(Card.parse("W2"))) == "play W2"
    assert str(Play(Card.parse("RJ"), suit=Suit.HEARTS)) == "play RJ as ♥"


def test_shared_by_wizard() -> None:
    assert wizard.Play is Play


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"card": "8H"}, "Play.card must be a Card"),
        ({"card": None}, "Play.card must be a Card"),
        ({"card": 8}, "Play.card must be a Card"),
        ({"card": Card.parse("RJ"), "suit": "H"}, "Play.suit must be a Suit or None, not 'H'"),
        ({"card": Card.parse("RJ"), "suit": 2}, "Play.suit must be a Suit or None, not 2"),
    ],
)
def test_a_play_of_the_wrong_types_cannot_be_built(fields: dict[str, object], message: str) -> None:
    # Issue 10: an action that exists is well-formed, so `action in legal_actions()` and
    # `apply` agree on it.
    with pytest.raises(tricktaker.IllegalActionError, match=message) as info:
        Play(**fields)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)


def test_evolve_checks_too() -> None:
    with pytest.raises(tricktaker.IllegalActionError, match=r"Play\.suit"):
        attrs.evolve(Play(Card.parse("RJ")), suit="hearts")


def test_every_shared_play_is_well_formed() -> None:
    assert all(type(play.card) is Card and play.suit is None for play in PLAYS)
