"""Wizard's Rules and pure rule functions.

Rules: RULES.md Wizard (3-6 players, 60 / players rounds, the hook, first_dealer) and DESIGN.md
("a bad value raises an error that is a TricktakerError and a ValueError, naming the field").
The pure functions are checked here against a direct transcription of RULES.md (the oracle
below) over random tricks; the readable rule-by-rule tables are in
tests/rules/test_wizard_scenarios.py.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import Card, RulesError, Suit, TricktakerError, parse_cards, wizard
from tricktaker.cards import WIZARD_DECK


def test_defaults() -> None:
    rules = wizard.Rules()
    assert rules.players == 4
    assert rules.hook is False  # RULES.md [decided]: the publisher's base rules, no hook
    assert rules.first_dealer == 0  # RULES.md [decided]: seat 0 deals round 1


@pytest.mark.parametrize(("players", "rounds"), [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_rounds(players: int, rounds: int) -> None:
    assert wizard.Rules(players=players).rounds == rounds


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_valid_first_dealers(players: int) -> None:
    for seat in range(players):
        assert wizard.Rules(players=players, first_dealer=seat).first_dealer == seat


@pytest.mark.parametrize(
    ("field", "kwargs"),
    [
        ("players", {"players": 2}),
        ("players", {"players": 7}),
        ("players", {"players": 0}),
        ("players", {"players": -4}),
        ("players", {"players": True}),
        ("players", {"players": 4.0}),
        ("players", {"players": "4"}),
        ("players", {"players": None}),
        ("hook", {"hook": 1}),
        ("hook", {"hook": 0}),
        ("hook", {"hook": "yes"}),
        ("hook", {"hook": None}),
        ("first_dealer", {"first_dealer": -1}),
        ("first_dealer", {"first_dealer": 4}),
        ("first_dealer", {"players": 3, "first_dealer": 3}),
        ("first_dealer", {"first_dealer": True}),
        ("first_dealer", {"first_dealer": 1.0}),
        ("first_dealer", {"first_dealer": None}),
    ],
)
def test_bad_values_raise_naming_the_field(field: str, kwargs: dict[str, object]) -> None:
    with pytest.raises(RulesError) as info:
        wizard.Rules(**kwargs)  # type: ignore[arg-type]
    assert isinstance(info.value, TricktakerError)
    assert isinstance(info.value, ValueError)
    assert field in str(info.value)
    assert repr(kwargs[field]) in str(info.value)


def test_evolve_validates_too() -> None:
    with pytest.raises(RulesError, match="players"):
        attrs.evolve(wizard.Rules(), players=9)


def test_keyword_only_frozen_hashable() -> None:
    with pytest.raises(TypeError):
        wizard.Rules(4)  # type: ignore[misc]
    with pytest.raises(TypeError):
        wizard.Rules(colour="red")  # type: ignore[call-arg]
    rules = wizard.Rules(players=5, hook=True)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rules.players = 3  # type: ignore[misc]
    assert rules == wizard.Rules(players=5, hook=True)
    assert hash(rules) == hash(wizard.Rules(players=5, hook=True))
    assert rules != wizard.Rules(players=5)


# -- the pure functions' input checks --------------------------------------------------------


def test_trick_winner_needs_cards() -> None:
    with pytest.raises(TricktakerError):
        wizard.trick_winner(())


@pytest.mark.parametrize("text", ["RJ", "8H BJ", "BJ 8H"])
def test_jokers_are_not_wizard_cards(text: str) -> None:
    cards = parse_cards(text)
    with pytest.raises(TricktakerError):
        wizard.trick_winner(cards)
    with pytest.raises(TricktakerError):
        wizard.legal_plays(cards, ())
    with pytest.raises(TricktakerError):
        wizard.legal_plays(parse_cards("2C"), cards)


@pytest.mark.parametrize(
    ("bid", "taken"), [(-1, 0), (0, -1), (True, 1), (1, False), (1.0, 1), (None, 0), ("2", 2)]
)
def test_round_score_rejects(bid: object, taken: object) -> None:
    with pytest.raises(TricktakerError, match="bid and taken must be ints >= 0, not"):
        wizard.round_score(bid, taken)  # type: ignore[arg-type]


@pytest.mark.parametrize("trump", ["H", 2, 0, "hearts", Card.parse("2H")])
def test_trick_winner_refuses_a_trump_that_is_not_a_suit(trump: object) -> None:
    # Not quietly "no trump": "H" would make 9H lose to KC below.
    with pytest.raises(TricktakerError, match="trump must be a Suit or None, not"):
        wizard.trick_winner(parse_cards("KC 9H"), trump)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: wizard.trick_winner(parse_cards("5C 5C")), "cards holds 5♣ twice"),
        (lambda: wizard.trick_winner(parse_cards("W1 5C W1"), Suit.CLUBS), "holds W1 twice"),
        (lambda: wizard.legal_plays(parse_cards("2C 2C"), ()), "hand holds 2♣ twice"),
        (lambda: wizard.legal_plays(parse_cards("2C"), parse_cards("N1 N1")), "holds N1 twice"),
        (lambda: wizard.led_suit(parse_cards("4D 4D")), "trick_cards holds 4♦ twice"),
        (
            lambda: wizard.legal_plays(parse_cards("2C 9H"), parse_cards("9H")),
            "9♥ cannot be both in the hand and in the trick",
        ),
    ],
    ids=["trick_winner", "trick_winner wizard", "hand", "trick", "led_suit", "hand and trick"],
)
def test_the_functions_refuse_a_card_given_twice(call: object, message: str) -> None:
    assert callable(call)
    with pytest.raises(TricktakerError, match=message):
        call()


@pytest.mark.parametrize("value", ["8H", None, 3, Card])
def test_non_cards_are_refused_naming_them(value: object) -> None:
    for call in (
        lambda: wizard.trick_winner([value]),  # type: ignore[list-item]
        lambda: wizard.legal_plays([value], ()),  # type: ignore[list-item]
        lambda: wizard.legal_plays((), [value]),  # type: ignore[list-item]
        lambda: wizard.led_suit([value]),  # type: ignore[list-item]
    ):
        with pytest.raises(TricktakerError, match=f"must be Wizard cards .*got {value!r}"):
            call()


def test_functions_accept_lists() -> None:
    assert wizard.trick_winner(list(parse_cards("2C 3C")), None) == 1
    assert wizard.legal_plays(list(parse_cards("2C 3H")), list(parse_cards("4C"))) == (
        Card.parse("2C"),
    )
    assert wizard.led_suit(list(parse_cards("N1 4C"))) is Suit.CLUBS


# -- an oracle: RULES.md's Wizard trick rules, transcribed -------------------------------------


def oracle_led_suit(trick: Sequence[Card]) -> Suit | None:
    """RULES.md 3: the suit of the first numbered card; none if a Wizard comes before it."""
    for card in trick:
        if card.is_wizard:
            return None
        if card.suit is not None:
            return card.suit
    return None


def oracle_legal(hand: Sequence[Card], trick: Sequence[Card]) -> set[Card]:
    """RULES.md 3: holding the led suit, play it, a Wizard or a Jester; otherwise anything."""
    led = oracle_led_suit(trick)
    if led is None or all(card.suit is not led for card in hand):
        return set(hand)
    return {card for card in hand if card.suit is led or card.is_wizard or card.is_jester}


def oracle_winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """RULES.md 3: the first Wizard; else the highest trump; else the highest of the led suit;
    if every card is a Jester, the first Jester."""
    wizards = [i for i, card in enumerate(trick) if card.is_wizard]
    if wizards:
        return wizards[0]
    trumps = [i for i, card in enumerate(trick) if trump is not None and card.suit is trump]
    if trumps:
        return max(trumps, key=lambda i: trick[i].rank or 0)
    led = oracle_led_suit(trick)
    followers = [i for i, card in enumerate(trick) if led is not None and card.suit is led]
    if followers:
        return max(followers, key=lambda i: trick[i].rank or 0)
    assert all(card.is_jester for card in trick)
    return 0


tricks = st.lists(st.sampled_from(WIZARD_DECK), min_size=1, max_size=6, unique=True)
trumps = st.sampled_from([None, *Suit])


@given(tricks, trumps)
def test_trick_winner_matches_the_rules(trick: list[Card], trump: Suit | None) -> None:
    assert wizard.trick_winner(trick, trump) == oracle_winner(trick, trump)


@given(st.lists(st.sampled_from(WIZARD_DECK), min_size=1, max_size=26, unique=True), st.data())
def test_legal_plays_match_the_rules(cards: list[Card], data: st.DataObject) -> None:
    split = data.draw(st.integers(min_value=0, max_value=min(5, len(cards) - 1)))
    trick, hand = cards[:split], sorted(cards[split:])
    legal = wizard.legal_plays(hand, trick)
    assert set(legal) == oracle_legal(hand, trick)
    assert list(legal) == [card for card in hand if card in legal]  # hand order kept
    assert legal  # a player with cards can always play
    assert wizard.led_suit(trick) is oracle_led_suit(trick)


@given(st.integers(min_value=0, max_value=20), st.integers(min_value=0, max_value=20))
def test_round_score_matches_the_rules(bid: int, taken: int) -> None:
    expected = 20 + 10 * taken if bid == taken else -10 * abs(bid - taken)
    assert wizard.round_score(bid, taken) == expected
