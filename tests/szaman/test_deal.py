"""Szaman's given first deal: ``new_game(rules, seed=..., deal=szaman.Deal(...))`` (issue 12)."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import Card, RulesError, TricktakerError, parse_cards, szaman
from tricktaker.cards import SZAMAN_DECK
from tricktaker.szaman import Deal


def deal_in_order(players: int) -> Deal:
    """Seat 0 holds the first 8 cards of the deck in canonical order, and so on."""
    return Deal(
        [SZAMAN_DECK[i * 8 : (i + 1) * 8] for i in range(players)], SZAMAN_DECK[players * 8 :]
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("variant", ["classic", "russian"])
@pytest.mark.parametrize("seed", [0, 1, 12345])
def test_a_seeds_own_deal_gives_the_same_game(players: int, variant: Any, seed: int) -> None:
    rules = szaman.Rules(players=players, variant=variant, hands=2)
    shuffled, shuffled_events = szaman.start(rules, seed=seed)
    deal = Deal(shuffled.hands, shuffled.stock)
    given, given_events = szaman.start(rules, seed=seed, deal=deal)
    assert given == shuffled
    assert given_events == shuffled_events
    # and so is the rest of the game, the next hand dealt from the seed
    while not shuffled.is_over:
        action = shuffled.legal_actions()[-1]
        shuffled, events = shuffled.apply(action)
        given, more = given.apply(action)
        assert (given, more) == (shuffled, events)


def test_a_given_deal_starts_the_game_and_the_next_hand_comes_from_the_seed() -> None:
    rules = szaman.Rules(players=3, hands=2)
    hands = [SZAMAN_DECK[8:16], SZAMAN_DECK[16:24], SZAMAN_DECK[:8][::-1]]  # 2♣ is seat 2's
    state, events = szaman.start(rules, seed=8, deal=Deal(hands, SZAMAN_DECK[24:]))
    assert state.hands == (SZAMAN_DECK[8:16], SZAMAN_DECK[16:24], SZAMAN_DECK[:8])  # sorted
    assert state.stock == SZAMAN_DECK[24:]  # the top first
    assert (state.leader, state.to_act) == (2, 2)
    assert events == (
        szaman.HandStarted(
            hand_number=1,
            leader=2,
            starting_card=Card.parse("2C"),
            hands=state.hands,
            stock_size=30,
        ),
    )
    state, events = state.apply(state.legal_actions()[0])
    state, events = state.apply(state.legal_actions()[0])
    state, events = state.apply(state.legal_actions()[0])
    drawn = [event for event in events if isinstance(event, szaman.CardDrawn)]
    assert drawn[0].card == SZAMAN_DECK[24]  # the winner draws the stock's top card
    while state.hand_number == 1:
        state, _ = state.apply(state.legal_actions()[0])
    other = szaman.new_game(rules, seed=8)
    while other.hand_number == 1:
        other, _ = other.apply(other.legal_actions()[0])
    assert (state.hands, state.stock) == (other.hands, other.stock)


def test_deal_accepts_lists_and_keeps_tuples() -> None:
    deal = deal_in_order(4)
    assert Deal([list(hand) for hand in deal.hands], list(deal.stock)) == deal


@pytest.mark.parametrize(
    ("hands", "stock", "words"),
    [
        ([parse_cards("2C 3C"), parse_cards("2C")], (), "2♣ is dealt twice"),
        ([parse_cards("2C 3C")], parse_cards("4C 3C"), "3♣ is dealt twice"),
        ([parse_cards("2C W1")], (), "Card.parse('W1') is not a card of Szaman's 54-card deck"),
        ([parse_cards("2C")], parse_cards("N1"), "54-card deck"),
        (["2C", "3C"], (), "'2' is not a card"),
        (5, (), "hands must be a sequence"),
        ([parse_cards("2C")], 5, "stock must be a sequence of cards"),
    ],
)
def test_a_bad_deal_is_refused(hands: Any, stock: Any, words: str) -> None:
    with pytest.raises(RulesError) as info:
        Deal(hands, stock)
    assert isinstance(info.value, ValueError)
    assert words in str(info.value)


@pytest.mark.parametrize(
    ("players", "deal", "words"),
    [
        (4, deal_in_order(3), "3 hands for 4 players"),
        (
            2,
            Deal([SZAMAN_DECK[:8], SZAMAN_DECK[8:15]], SZAMAN_DECK[15:]),
            "seat 1 holds 7 cards; a hand deals 8",
        ),
        (
            2,
            Deal([SZAMAN_DECK[:8], SZAMAN_DECK[8:16]], SZAMAN_DECK[17:]),
            "the stock holds 37 cards; with 2 players it holds the other 38",
        ),
    ],
)
def test_a_deal_that_does_not_fit_the_rules_is_refused(
    players: int, deal: Deal, words: str
) -> None:
    with pytest.raises(RulesError, match=words):
        szaman.new_game(szaman.Rules(players=players), seed=1, deal=deal)


def test_deal_must_be_a_szaman_deal() -> None:
    with pytest.raises(TricktakerError, match=r"szaman\.Deal"):
        szaman.new_game(seed=1, deal=deal_in_order(4).hands)  # type: ignore[arg-type]
