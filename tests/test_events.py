"""Events: frozen records with a per-seat form (DESIGN.md principle 4: events have a per-seat
redacted form; a seat never sees another seat's hidden cards)."""

from __future__ import annotations

import attrs
import pytest

from tricktaker import Card, CardPlayed, Event, GameOver, Suit, parse_cards, wizard


def test_base_for_seat_is_the_event_itself() -> None:
    played = CardPlayed(seat=1, card=Card.parse("QS"))
    over = GameOver(scores=(10, 30, 30), winners=(1, 2))
    for seat in range(3):
        assert played.for_seat(seat) is played
        assert over.for_seat(seat) is over
    assert isinstance(played, Event)
    assert isinstance(over, Event)


def test_wizard_round_started_is_redacted_for_each_seat() -> None:
    _, events = wizard.start(wizard.Rules(players=4), seed=3)
    started = events[0]
    assert isinstance(started, wizard.RoundStarted)
    full_hands = started.hands
    assert all(hand is not None and len(hand) == 1 for hand in full_hands)
    for seat in range(4):
        seen = started.for_seat(seat)
        assert isinstance(seen, wizard.RoundStarted)
        assert seen.round == started.round
        assert seen.dealer == started.dealer
        assert seen.hands[seat] == full_hands[seat]
        assert all(hand is None for other, hand in enumerate(seen.hands) if other != seat)
    assert started.hands == full_hands  # the original is unchanged


def test_round_started_redaction_with_bigger_hands() -> None:
    hands = (parse_cards("2C 3C"), parse_cards("W1 N1"), parse_cards("AS KH"))
    event = wizard.RoundStarted(round=2, dealer=2, hands=hands)
    assert event.for_seat(1) == wizard.RoundStarted(
        round=2, dealer=2, hands=(None, parse_cards("W1 N1"), None)
    )
    assert event.for_seat(0).hands == (parse_cards("2C 3C"), None, None)


def test_frozen() -> None:
    played = CardPlayed(seat=1, card=Card.parse("QS"))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        played.seat = 2  # type: ignore[misc]
    over = GameOver(scores=(1, 2, 3), winners=(2,))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        over.winners = (0,)  # type: ignore[misc]
    started = wizard.RoundStarted(round=1, dealer=0, hands=((), (), ()))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        started.hands = ()  # type: ignore[misc]


def test_value_semantics() -> None:
    a = CardPlayed(seat=1, card=Card.parse("QS"))
    b = CardPlayed(seat=1, card=Card.parse("Q♠"))
    assert a == b
    assert hash(a) == hash(b)
    assert a != CardPlayed(seat=2, card=Card.parse("QS"))
    assert GameOver(scores=(1, 2), winners=(1,)) == GameOver(scores=(1, 2), winners=(1,))


def test_str() -> None:
    assert str(CardPlayed(seat=2, card=Card.parse("QS"))) == "seat 2 plays Q♠"
    assert str(CardPlayed(seat=0, card=Card.parse("N3"))) == "seat 0 plays N3"
    assert str(CardPlayed(seat=0, card=Card.parse("RJ"), suit=Suit.HEARTS)) == (
        "seat 0 plays RJ as ♥"
    )
    assert str(GameOver(scores=(10, 30, 20), winners=(1,))) == "game over: seat 1 wins with 30"
    two = GameOver(scores=(10, 30, 30), winners=(1, 2))
    assert str(two) == "game over: seat 1 and seat 2 win with 30"
    assert (
        str(GameOver(scores=(-10, -10, -10), winners=(0, 1, 2)))
        == "game over: seat 0, seat 1 and seat 2 win with -10"
    )
