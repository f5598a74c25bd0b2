"""Wizard's events: text, per-seat forms, and the events ``apply`` returns, in order
(DESIGN.md: "A finished trick, round or hand is seen through the events that apply returns
(they carry the cards, the winner and the points); the state has already moved on.")."""

from __future__ import annotations

import attrs
import pytest

from tricktaker import Card, Event, Suit, parse_cards, wizard

EVENTS: list[Event] = [
    wizard.RoundStarted(round=3, dealer=1, hands=(parse_cards("2C"), parse_cards("3C"))),
    wizard.TrumpTurned(card=Card.parse("8H"), trump=Suit.HEARTS),
    wizard.TrumpTurned(card=Card.parse("N2"), trump=None),
    wizard.TrumpTurned(card=Card.parse("W1"), trump=None),
    wizard.TrumpChosen(seat=2, suit=Suit.CLUBS),
    wizard.BidMade(seat=0, tricks=2),
    wizard.CardPlayed(seat=1, card=Card.parse("QS")),
    wizard.TrickWon(winner=2, leader=1, cards=parse_cards("5H 9H KS")),
    wizard.RoundScored(
        round=2, trump=None, bids=(1, 0), taken=(1, 1), points=(30, -10), scores=(50, 10)
    ),
    wizard.GameOver(scores=(50, 10), winners=(0,)),
]


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (EVENTS[0], "round 3: seat 1 deals 3 cards each"),
        (EVENTS[1], "trump card 8♥: trump ♥"),
        (EVENTS[2], "trump card N2: no trump"),
        (EVENTS[3], "trump card W1: the dealer chooses trump"),
        (EVENTS[4], "seat 2 chooses trump ♣"),
        (EVENTS[5], "seat 0 bids 2"),
        (EVENTS[6], "seat 1 plays Q♠"),
        (EVENTS[7], "seat 2 wins 5♥ 9♥ K♠"),
        (EVENTS[8], "round 2 scored: seat 0 +30, seat 1 -10"),
        (EVENTS[9], "game over: seat 0 wins with 50"),
    ],
)
def test_str(event: Event, text: str) -> None:
    assert str(event) == text


@pytest.mark.parametrize("event", EVENTS[1:])
def test_public_events_are_the_same_for_every_seat(event: Event) -> None:
    for seat in range(2):
        assert event.for_seat(seat) == event


def test_round_started_hides_other_hands() -> None:
    event = EVENTS[0]
    assert isinstance(event, wizard.RoundStarted)
    assert event.for_seat(0).hands == (parse_cards("2C"), None)
    assert event.for_seat(1).hands == (None, parse_cards("3C"))


@pytest.mark.parametrize("event", EVENTS)
def test_frozen_and_hashable(event: Event) -> None:
    field = attrs.fields(type(event))[0].name
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        setattr(event, field, None)
    assert hash(event) == hash(attrs.evolve(event))
    assert isinstance(event, Event)


def test_shared_events_are_the_cores() -> None:
    import tricktaker

    assert wizard.CardPlayed is tricktaker.CardPlayed
    assert wizard.GameOver is tricktaker.GameOver


def test_events_of_a_round_in_order() -> None:
    rules = wizard.Rules(players=3)
    state, events = wizard.start(rules, seed=12)
    assert [type(event) for event in events] == [wizard.RoundStarted, wizard.TrumpTurned]
    kinds: list[type] = []
    while state.round == 1:
        state, events = state.apply(state.legal_actions()[0])
        kinds.extend(type(event) for event in events)
    head = [wizard.TrumpChosen] if kinds[0] is wizard.TrumpChosen else []
    assert kinds == [
        *head,
        wizard.BidMade,
        wizard.BidMade,
        wizard.BidMade,
        wizard.CardPlayed,
        wizard.CardPlayed,
        wizard.CardPlayed,
        wizard.TrickWon,
        wizard.RoundScored,
        wizard.RoundStarted,
        wizard.TrumpTurned,
    ]


def test_events_of_the_last_round_end_with_game_over() -> None:
    state = wizard.new_game(wizard.Rules(players=6), seed=2)
    events: tuple[Event, ...] = ()
    while not state.is_over:
        state, events = state.apply(state.legal_actions()[0])
    assert [type(event) for event in events] == [
        wizard.CardPlayed,
        wizard.TrickWon,
        wizard.RoundScored,
        wizard.GameOver,
    ]
    assert events[-1] == wizard.GameOver(scores=state.scores, winners=state.winners)
