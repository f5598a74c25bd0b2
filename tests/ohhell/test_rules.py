"""Oh Hell's Rules and pure rule functions.

Rules: docs/rules/ohhell.md (3-7 players, the schedule, the hook, bonus, points per trick,
the off-bid penalty, first_dealer) and DESIGN.md ("a bad value raises an error that is a
TricktakerError and a ValueError, naming the field"). The pure functions are checked here
against a direct transcription of the rules (the oracle below) over random tricks; the
readable rule-by-rule tables are in tests/rules/test_ohhell_scenarios.py.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import Card, RulesError, Suit, TricktakerError, ohhell, parse_cards
from tricktaker.cards import STANDARD_DECK


def test_defaults() -> None:
    rules = ohhell.Rules()
    assert rules.players == 4
    assert rules.hook is True
    assert rules.bonus == 10
    assert rules.points_per_trick == 1
    assert rules.off_bid_penalty is False
    assert rules.first_dealer == 0
    assert rules.schedule == (*range(1, 13), *range(11, 0, -1))
    assert rules.rounds == 23


@pytest.mark.parametrize(("players", "most"), [(3, 17), (4, 12), (5, 10), (6, 8), (7, 7)])
def test_default_schedule_climbs_to_the_most_that_leaves_a_trump_card(
    players: int, most: int
) -> None:
    schedule = ohhell.Rules(players=players).schedule
    assert schedule == ohhell.default_schedule(players)
    assert schedule[:most] == tuple(range(1, most + 1))
    assert schedule[most - 1 :] == tuple(range(most, 0, -1))
    # `most` cards each leave one to turn; one more each would not
    assert players * most + 1 <= 52 < players * (most + 1) + 1


@pytest.mark.parametrize("schedule", [(1,), (13,), (7, 7, 7), (3, 1, 3), (12, 13)])
def test_any_schedule_of_possible_sizes(schedule: tuple[int, ...]) -> None:
    assert ohhell.Rules(players=4, schedule=schedule).rounds == len(schedule)


@pytest.mark.parametrize(
    ("field", "kwargs"),
    [
        ("players", {"players": 2}),
        ("players", {"players": 8}),
        ("players", {"players": True}),
        ("players", {"players": 4.0}),
        ("players", {"players": "4"}),
        ("players", {"players": None}),
        ("schedule", {"schedule": ()}),
        ("schedule", {"schedule": (0,)}),
        ("schedule", {"schedule": (14,)}),
        ("schedule", {"players": 7, "schedule": (8,)}),
        ("schedule", {"schedule": [1, 2]}),
        ("schedule", {"schedule": (1, True)}),
        ("schedule", {"schedule": (2.0,)}),
        ("schedule", {"schedule": "123"}),
        ("schedule", {"schedule": None}),
        ("hook", {"hook": 1}),
        ("hook", {"hook": None}),
        ("off_bid_penalty", {"off_bid_penalty": "yes"}),
        ("bonus", {"bonus": -1}),
        ("bonus", {"bonus": 1.5}),
        ("bonus", {"bonus": True}),
        ("points_per_trick", {"points_per_trick": -2}),
        ("points_per_trick", {"points_per_trick": None}),
        ("first_dealer", {"first_dealer": -1}),
        ("first_dealer", {"first_dealer": 4}),
        ("first_dealer", {"players": 7, "first_dealer": 7}),
        ("first_dealer", {"first_dealer": True}),
    ],
)
def test_bad_values_raise_naming_the_field(field: str, kwargs: dict[str, object]) -> None:
    with pytest.raises(RulesError) as info:
        ohhell.Rules(**kwargs)  # type: ignore[arg-type]
    assert isinstance(info.value, TricktakerError)
    assert isinstance(info.value, ValueError)
    assert f"Rules.{field}" in str(info.value)
    assert repr(kwargs[field]) in str(info.value)


def test_evolve_validates_too() -> None:
    with pytest.raises(RulesError, match="players"):
        attrs.evolve(ohhell.Rules(), players=9)
    with pytest.raises(RulesError, match="schedule"):
        attrs.evolve(ohhell.Rules(), players=7)  # the 4-player schedule reaches 12 cards


def test_keyword_only_frozen_hashable() -> None:
    with pytest.raises(TypeError):
        ohhell.Rules(4)  # type: ignore[misc]
    rules = ohhell.Rules(players=5)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rules.players = 3  # type: ignore[misc]
    assert {rules: 1}[ohhell.Rules(players=5)] == 1


# -- the pure functions' input ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["RJ", "W1", "N2"])
def test_only_cards_of_the_52(text: str) -> None:
    card = Card.parse(text)
    with pytest.raises(TricktakerError, match="52-card deck"):
        ohhell.trick_winner([card, Card.parse("2C")])
    with pytest.raises(TricktakerError, match="52-card deck"):
        ohhell.legal_plays([card], [])
    with pytest.raises(TricktakerError, match="52-card deck"):
        ohhell.led_suit([card])


def test_trick_winner_needs_cards_and_a_suit() -> None:
    with pytest.raises(TricktakerError, match="at least one card"):
        ohhell.trick_winner([])
    with pytest.raises(TricktakerError, match="trump"):
        ohhell.trick_winner(parse_cards("2C"), "S")  # type: ignore[arg-type]


def test_led_suit() -> None:
    assert ohhell.led_suit(parse_cards("8H 2C AS")) is Suit.HEARTS
    assert ohhell.led_suit(parse_cards("2S")) is Suit.SPADES
    assert ohhell.led_suit(()) is None


@pytest.mark.parametrize(("bid", "taken"), [(-1, 0), (0, -1), (1.0, 1), (1, "1"), (True, 1)])
def test_round_score_rejects(bid: object, taken: object) -> None:
    with pytest.raises(TricktakerError):
        ohhell.round_score(bid, taken)  # type: ignore[arg-type]


def test_round_score_needs_oh_hell_rules() -> None:
    with pytest.raises(TricktakerError, match=r"ohhell\.Rules"):
        ohhell.round_score(1, 1, object())  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tricks", "earlier"),
    [(0, ()), (14, ()), (3, (4,)), (3, (-1,)), (3, (1, 1, 1, 1)), (3, ("1",))],
)
def test_legal_bids_rejects(tricks: int, earlier: tuple[int, ...]) -> None:
    with pytest.raises(TricktakerError):
        ohhell.legal_bids(tricks, earlier, ohhell.Rules(players=4))


def test_functions_accept_lists() -> None:
    assert ohhell.legal_plays(list(parse_cards("2C 3H")), list(parse_cards("4H"))) == (
        Card.parse("3H"),
    )
    assert ohhell.trick_winner(list(parse_cards("2C 3C"))) == 1
    assert ohhell.legal_bids(2, [1, 0], ohhell.Rules(players=3, hook=True)) == (0, 2)


# -- the functions against a transcription of the rules ---------------------------------------


def oracle_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    trumps = [i for i, card in enumerate(cards) if card.suit is trump]
    pool = trumps or [i for i, card in enumerate(cards) if card.suit is cards[0].suit]
    return max(pool, key=lambda i: cards[i].rank or 0)


def oracle_legal(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    if trick and any(card.suit is trick[0].suit for card in hand):
        return [card for card in hand if card.suit is trick[0].suit]
    return list(hand)


def oracle_score(bid: int, taken: int, rules: ohhell.Rules) -> int:
    if bid == taken:
        return rules.bonus + rules.points_per_trick * taken
    if rules.off_bid_penalty:
        return -rules.points_per_trick * abs(bid - taken)
    return rules.points_per_trick * taken


cards_drawn = st.lists(st.sampled_from(STANDARD_DECK), min_size=1, max_size=20, unique=True)
suits = st.none() | st.sampled_from(list(Suit))


@given(cards_drawn, suits)
def test_trick_winner_matches_the_rules(trick: list[Card], trump: Suit | None) -> None:
    assert ohhell.trick_winner(trick[:7], trump) == oracle_winner(trick[:7], trump)


@given(cards_drawn, st.data())
def test_legal_plays_match_the_rules(cards: list[Card], data: st.DataObject) -> None:
    split = data.draw(st.integers(min_value=0, max_value=len(cards)))
    hand, trick = sorted(cards[:split]), cards[split:][:6]
    assert list(ohhell.legal_plays(hand, trick)) == oracle_legal(hand, trick)


@given(
    st.integers(0, 13),
    st.integers(0, 13),
    st.integers(0, 20),
    st.integers(0, 5),
    st.booleans(),
)
def test_round_score_matches_the_rules(
    bid: int, taken: int, bonus: int, per_trick: int, penalty: bool
) -> None:
    rules = ohhell.Rules(bonus=bonus, points_per_trick=per_trick, off_bid_penalty=penalty)
    assert ohhell.round_score(bid, taken, rules) == oracle_score(bid, taken, rules)
