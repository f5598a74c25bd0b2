"""Oh Hell's events: their text, what each seat may see of them, and their order in a round."""

from __future__ import annotations

import attrs
import pytest

from tricktaker import Card, Event, events, ohhell, parse_cards
from tricktaker.ohhell import Bid, Deal

EVENTS = [
    (
        ohhell.RoundStarted(round=2, dealer=1, hand_size=2, hands=(parse_cards("2C 3C"),) * 3),
        "round 2: seat 1 deals 2 cards each",
    ),
    (ohhell.TrumpTurned(card=Card.parse("10S")), "trump card 10♠: trump ♠"),
    (ohhell.BidMade(seat=2, tricks=0), "seat 2 bids 0"),
    (ohhell.TrickWon(winner=1, leader=0, cards=parse_cards("2C AC")), "seat 1 wins 2♣ A♣"),
    (
        ohhell.RoundScored(
            round=1, trump=None, bids=(0, 1), taken=(1, 0), points=(1, 0), scores=(1, 0)
        ),
        "round 1 scored: seat 0 +1, seat 1 +0",
    ),
]


@pytest.mark.parametrize(("event", "text"), EVENTS)
def test_str(event: Event, text: str) -> None:
    assert str(event) == text


@pytest.mark.parametrize("event", [event for event, _ in EVENTS[1:]])
def test_public_events_are_the_same_for_every_seat(event: Event) -> None:
    assert all(event.for_seat(seat) is event for seat in range(3))


def test_round_started_hides_other_hands() -> None:
    hands = (parse_cards("2C"), parse_cards("AS"), parse_cards("KH"))
    event = ohhell.RoundStarted(round=1, dealer=0, hand_size=1, hands=hands)
    for seat in range(3):
        seen = event.for_seat(seat)
        assert seen.hands == tuple(hand if s == seat else None for s, hand in enumerate(hands))
        assert (seen.round, seen.dealer, seen.hand_size) == (1, 0, 1)
    assert event.for_seat(5).hands == (None, None, None)


@pytest.mark.parametrize("event", [event for event, _ in EVENTS])
def test_frozen_and_hashable(event: Event) -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        event.round = 9  # type: ignore[attr-defined]
    assert hash(event) == hash(attrs.evolve(event))


def test_shared_events_are_the_cores() -> None:
    assert ohhell.CardPlayed is events.CardPlayed
    assert ohhell.GameOver is events.GameOver


def test_events_of_a_game_in_order() -> None:
    hands = [parse_cards("2C 9D"), parse_cards("AC 2D"), parse_cards("5C 3D")]
    rules = ohhell.Rules(players=3, schedule=(2, 1))
    state, opening = ohhell.start(rules, seed=4, deal=Deal(hands, Card.parse("4S")))
    assert opening == (
        ohhell.RoundStarted(round=1, dealer=0, hand_size=2, hands=tuple(hands)),
        ohhell.TrumpTurned(card=Card.parse("4S")),
    )
    seen: list[Event] = []
    for action in (Bid(1), Bid(0), Bid(0)):
        state, new = state.apply(action)
        seen += new
    assert seen == [ohhell.BidMade(seat=s, tricks=t) for s, t in ((1, 1), (2, 0), (0, 0))]
    for text in ("AC", "5C", "2C", "2D", "3D"):
        state, new = state.apply(ohhell.Play(Card.parse(text)))
    state, new = state.apply(ohhell.Play(Card.parse("9D")))
    played, won, scored, started, *rest = new
    assert played == ohhell.CardPlayed(seat=0, card=Card.parse("9D"))
    assert won == ohhell.TrickWon(winner=0, leader=1, cards=parse_cards("2D 3D 9D"))
    assert scored == ohhell.RoundScored(
        round=1, trump=Card.parse("4S").suit, bids=(0, 1, 0), taken=(1, 1, 0),
        points=(1, 11, 10), scores=(1, 11, 10),
    )  # fmt: skip
    assert isinstance(started, ohhell.RoundStarted)
    assert (started.round, started.dealer, started.hand_size) == (2, 1, 1)
    assert [type(event) for event in rest] == [ohhell.TrumpTurned]
    while not state.is_over:
        state, new = state.apply(state.legal_actions()[0])
    assert isinstance(new[-2], ohhell.RoundScored)
    assert new[-1] == ohhell.GameOver(scores=state.scores, winners=state.winners)
