"""Wizard's given first deal: ``new_game(rules, seed=..., deal=wizard.Deal(...))`` (issue 12)."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import Card, RulesError, Suit, TricktakerError, parse_cards, wizard
from tricktaker.wizard import Deal, Phase

HANDS = [parse_cards("AS"), parse_cards("N1"), parse_cards("2C")]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [0, 1, 7, 12345])
def test_a_seeds_own_deal_gives_the_same_game(players: int, seed: int) -> None:
    rules = wizard.Rules(players=players, hook=True)
    shuffled, shuffled_events = wizard.start(rules, seed=seed)
    deal = Deal(shuffled.hands, shuffled.trump_card)
    given, given_events = wizard.start(rules, seed=seed, deal=deal)
    assert given == shuffled
    assert given_events == shuffled_events
    # and so are the rounds after it, dealt from the seed
    for _ in range(40):
        if shuffled.is_over:
            break
        action = shuffled.legal_actions()[-1]
        shuffled, events = shuffled.apply(action)
        given, more = given.apply(action)
        assert (given, more) == (shuffled, events)


def test_a_given_deal_starts_the_game_and_later_rounds_come_from_the_seed() -> None:
    rules = wizard.Rules(players=3, first_dealer=1)
    state = wizard.new_game(rules, seed=8, deal=Deal(HANDS, Card.parse("9H")))
    assert state.hands == tuple(HANDS)
    assert (state.trump_card, state.trump) == (Card.parse("9H"), Suit.HEARTS)
    assert (state.round, state.dealer, state.phase, state.to_act) == (1, 1, Phase.BID, 2)
    while state.round == 1:
        state, _ = state.apply(state.legal_actions()[0])
    other = wizard.new_game(rules, seed=8)
    while other.round == 1:
        other, _ = other.apply(other.legal_actions()[0])
    assert (state.hands, state.trump_card) == (other.hands, other.trump_card)


def test_deal_accepts_lists_and_keeps_tuples() -> None:
    deal = Deal([list(hand) for hand in HANDS], Card.parse("9H"))
    assert deal.hands == tuple(HANDS)
    assert deal == Deal(tuple(HANDS), Card.parse("9H"))


def test_a_turned_wizard_lets_the_dealer_choose_and_a_jester_names_no_trump() -> None:
    rules = wizard.Rules(players=3, first_dealer=2)
    state = wizard.new_game(rules, seed=1, deal=Deal(HANDS, Card.parse("W3")))
    assert (state.phase, state.to_act, state.trump) == (Phase.CHOOSE_TRUMP, 2, None)
    state = wizard.new_game(rules, seed=1, deal=Deal(HANDS, Card.parse("N4")))
    assert (state.phase, state.to_act, state.trump) == (Phase.BID, 0, None)


@pytest.mark.parametrize(
    ("hands", "trump", "words"),
    [
        ([*HANDS[:2], parse_cards("AS")], "9H", "A♠ is dealt twice"),
        (HANDS, "N1", "N1 is dealt twice"),
        ([*HANDS[:2], parse_cards("RJ")], "9H", "Card.parse('RJ') is not a card of Wizard's"),
        (HANDS, "BJ", "60-card deck"),
        (["AS", "KH", "QC"], "9H", "'A' is not a card"),
        (5, "9H", "hands must be a sequence"),
    ],
)
def test_a_bad_deal_is_refused(hands: Any, trump: str, words: str) -> None:
    with pytest.raises(RulesError) as info:
        Deal(hands, Card.parse(trump))
    assert isinstance(info.value, ValueError)
    assert words in str(info.value)


@pytest.mark.parametrize(
    ("players", "deal", "words"),
    [
        (4, Deal(HANDS, Card.parse("9H")), "3 hands for 4 players"),
        (3, Deal([*HANDS[:2], parse_cards("2C 3C")], Card.parse("9H")), "seat 2 holds 2 cards"),
        (3, Deal([*HANDS[:2], ()], Card.parse("9H")), "seat 2 holds 0 cards; round 1 deals 1"),
        (3, Deal(HANDS, None), "trump_card is None"),
    ],
)
def test_a_deal_that_does_not_fit_the_rules_is_refused(
    players: int, deal: Deal, words: str
) -> None:
    with pytest.raises(RulesError, match=words):
        wizard.new_game(wizard.Rules(players=players), seed=1, deal=deal)


def test_deal_must_be_a_wizard_deal() -> None:
    with pytest.raises(TricktakerError, match=r"wizard\.Deal"):
        wizard.new_game(seed=1, deal=HANDS)  # type: ignore[arg-type]
