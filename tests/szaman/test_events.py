"""Unit tests of tricktaker.szaman.events: text, redaction and value semantics."""

from __future__ import annotations

import pytest

from tricktaker import Card, Event, GameOver, Suit, parse_cards
from tricktaker.szaman import CardDrawn, CardPlayed, HandScored, HandStarted, TrickWon

HANDS = (parse_cards("2C 8H"), parse_cards("RJ 5S"), parse_cards("3D 4D"))
STARTED = HandStarted(
    hand_number=3, leader=0, starting_card=Card.parse("2C"), hands=HANDS, stock_size=30
)


def test_every_event_is_an_event() -> None:
    for cls in (HandStarted, TrickWon, CardDrawn, HandScored, CardPlayed, GameOver):
        assert issubclass(cls, Event)


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_hand_started_shows_each_seat_only_its_own_hand(seat: int) -> None:
    seen = STARTED.for_seat(seat)
    assert seen.hands[seat] == HANDS[seat]
    assert [hand for i, hand in enumerate(seen.hands) if i != seat] == [None, None]
    assert (seen.hand_number, seen.leader, seen.starting_card, seen.stock_size) == (
        3,
        0,
        Card.parse("2C"),
        30,
    )
    assert str(seen) == str(STARTED)


def test_hand_started_text() -> None:
    assert str(STARTED) == "hand 3: 8 cards each, 30 in the stock; seat 0 holds 2♣ and leads"


def test_card_drawn_hides_the_card_from_other_seats() -> None:
    drawn = CardDrawn(seat=2, card=Card.parse("JH"))
    assert drawn.for_seat(2) == drawn
    assert drawn.for_seat(0) == CardDrawn(seat=2, card=None)
    assert drawn.for_seat(1).card is None
    assert str(drawn) == "seat 2 draws J♥"
    assert str(drawn.for_seat(0)) == "seat 2 draws a card"
    hidden = drawn.for_seat(0)
    assert hidden.for_seat(1) is hidden


def test_public_events_are_the_same_for_every_seat() -> None:
    won = TrickWon(winner=1, leader=0, cards=parse_cards("5C BJ"), suit=Suit.CLUBS, points=(0, 6))
    scored = HandScored(
        hand_number=1, trick_points=(4, 6), penalties=(2, 0), points=(2, 6), scores=(2, 6)
    )
    for event in (won, scored, CardPlayed(seat=0, card=Card.parse("RJ"), suit=Suit.HEARTS)):
        assert event.for_seat(0) is event
        assert event.for_seat(1) is event


def test_trick_won_text_lists_who_gained_and_lost() -> None:
    won = TrickWon(
        winner=0,
        leader=0,
        cards=parse_cards("AS JH 8H"),
        suit=Suit.SPADES,
        points=(19, -2, -2),
    )
    assert str(won) == (
        "seat 0 wins A♠ J♥ 8♥ (♠ led): seat 0 +19, seat 1 -2 off-suit, seat 2 -2 off-suit"
    )


def test_trick_won_text_marks_only_the_cards_that_did_not_follow() -> None:
    # Seat 3 leads the red Joker naming ♦; seat 0 follows with a diamond, seat 1 plays the
    # black Joker (off-suit on a red suit), seat 2 a heart (off-suit): the Joker wins 6.
    won = TrickWon(
        winner=3,
        leader=3,
        cards=parse_cards("RJ 4D BJ 2H"),
        suit=Suit.DIAMONDS,
        points=(0, -2, -2, 6),
    )
    assert (
        str(won)
        == "seat 3 wins RJ 4♦ BJ 2♥ (♦ led): seat 1 -2 off-suit, seat 2 -2 off-suit, seat 3 +6"
    )


def test_hand_scored_text() -> None:
    scored = HandScored(
        hand_number=4, trick_points=(10, 3), penalties=(21, 0), points=(-11, 3), scores=(40, 70)
    )
    assert str(scored) == "hand 4 scored: seat 0 +10 -21 = 40, seat 1 +3 -0 = 70"


def test_events_are_frozen_and_hashable() -> None:
    drawn = CardDrawn(seat=0, card=Card.parse("2C"))
    assert hash(drawn) == hash(CardDrawn(seat=0, card=Card.parse("2C")))
    with pytest.raises(AttributeError):
        drawn.seat = 1  # type: ignore[misc]
    assert hash(STARTED.for_seat(1)) == hash(STARTED.for_seat(1))
