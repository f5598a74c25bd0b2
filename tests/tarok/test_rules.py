"""Slovenian Tarok's rules as scenario tables, each row from its source: OpenSpiel's
``open_spiel/games/tarok/tarok.cc`` (``LegalActionsInTricksPlaying`` and the functions it
calls, ``ResolveTrickWinnerAndWinningAction``, ``LegalActionsInBidding``,
``LegalActionsInTalonExchange``, the ``ScoresIn...`` functions), ``cards.cc`` (``CardPoints``)
and ``contracts.cc``; and the state machine played through the public API."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import IllegalActionError, Play, Suit, from_json, parse_cards, tarok, to_json
from tricktaker.tarok import Contract, card_points, hand_points, legal_plays, trick_winner
from tricktaker.tarok.rules import PAGAT

C = Contract

# (contract, hand, trick so far, the cards that may be played): tarok.cc's
# LegalActionsInTricksPlaying and, in klop and the beggars (negative contracts),
# TakeSuitFromPlayerCardsInNegativeContracts, ActionToBeatInNegativeContracts and
# RemovePagatIfNeeded.
PLAYS = [
    (C.THREE, "KH 4H V", "2H", "4H KH"),  # follow the suit led
    (C.THREE, "V XX 7S", "2H", "V XX"),  # else a tarok: taroks are trumps
    (C.THREE, "7S KC", "2H", "7S KC"),  # else any card
    (C.THREE, "V 7S", "XX", "V"),  # a tarok led: follow with a tarok
    (C.THREE, "I V 7S", "", "I V 7S"),  # the pagat may lead in a positive contract
    (C.COLOUR_VALAT, "V XX 7S", "2H", "V XX"),  # colour valat: taroks still follow so
    (C.KLOP, "KH 4H V", "2H", "KH"),  # klop: beat the best card of the suit if able
    (C.KLOP, "4H 3H", "QH", "3H 4H"),  # unable: any card of the suit
    (C.KLOP, "KH 4H", "2H V", "4H KH"),  # a tarok trumped the suit: nothing to beat
    (C.KLOP, "V XX 7S", "2H", "V XX"),  # void, no tarok in the trick: any tarok
    (C.KLOP, "V XX 7S", "2H X", "XX"),  # void, a tarok in the trick: beat it
    (C.KLOP, "I V 7S", "2H", "V"),  # the pagat only as its last tarok
    (C.KLOP, "I 7S", "2H", "I"),  # ... which it is here
    (C.KLOP, "I V 7S", "", "V 7S"),  # nor may it lead while another card may
    (C.KLOP, "I V", "XXI Š", "I"),  # the emperor's trick: the pagat must be played
    (C.BEGGAR, "8S KS 7C", "7S", "8S KS"),  # the beggar's rules are klop's
    (C.OPEN_BEGGAR, "I II", "III", "II"),  # unable to beat III: any tarok but the pagat
]


@pytest.mark.parametrize(("contract", "hand", "trick", "allowed"), PLAYS)
def test_the_cards_that_may_be_played(
    contract: Contract, hand: str, trick: str, allowed: str
) -> None:
    got = legal_plays(parse_cards(hand), parse_cards(trick), contract)
    assert set(got) == set(parse_cards(allowed))


# (contract, cards in play order, index of the winner): tarok.cc's
# ResolveTrickWinnerAndWinningAction; the ranks of cards.cc (a red suit's 4 lowest, its 1 the
# highest pip; the škis the highest tarok).
WINNERS = [
    (C.THREE, "KH 4H II", 2),  # any tarok beats the suit
    (C.THREE, "2H KH 4H", 1),  # the highest of the suit led
    (C.THREE, "4H AH 3H", 1),  # red pips: 1 (the A card) over 2, 3, 4
    (C.THREE, "7S 10S 8S", 1),  # black pips: 10 over 9, 8, 7
    (C.THREE, "JS CS QS", 2),  # jack, knight (C), queen, king
    (C.THREE, "KS KH", 0),  # another suit never wins
    (C.THREE, "XXI Š", 1),  # the škis is the highest tarok
    (C.THREE, "XXI Š I", 2),  # the emperor's trick: the pagat takes the mond and the škis
    (C.KLOP, "7S XXI I Š", 2),  # ... in every contract, whatever was led
    (C.COLOUR_VALAT, "7S XX KS", 2),  # colour valat: taroks are no trumps
    (C.COLOUR_VALAT, "V XX 7S", 1),  # ... but a tarok led is followed by taroks
    (C.COLOUR_VALAT, "7S XXI Š I", 0),  # and the emperor's trick needs a tarok led
    (C.COLOUR_VALAT, "II XXI Š I", 3),
]


@pytest.mark.parametrize(("contract", "cards", "winner"), WINNERS)
def test_the_trick_winner(contract: Contract, cards: str, winner: int) -> None:
    assert trick_winner(parse_cards(cards), contract) == winner


# (cards, points): cards.cc's CardPoints, in groups of three (each group less 2, a last group
# of one or two less 1); kings and the trula 5, queens 4, knights 3, jacks 2, the rest 1.
POINTS = [
    ("KH KD KS", 13),
    ("KH QH", 8),
    ("KH KD KS 7S", 13),
    ("I XXI Š", 13),
    ("CH JH 7S", 4),
    ("7S", 0),
    ("", 0),
]


@pytest.mark.parametrize(("cards", "points"), POINTS)
def test_card_points(cards: str, points: int) -> None:
    assert card_points(parse_cards(cards)) == points


def test_the_pack_counts_70() -> None:
    assert card_points(tarok.DECK) == 70
    assert len(tarok.DECK) == 54
    assert len(tarok.TAROKS) == 22


@given(st.permutations(tarok.DECK), st.integers(1, 53))
def test_the_two_sides_points_make_70(deck: list, cut: int) -> None:
    # However the 54 cards are split, the two piles count 70: both whole groups of three,
    # or groups of one and two left over that lose 1 each where a group would lose 2.
    assert card_points(deck[:cut]) + card_points(deck[cut:]) == 70


def score(contract: Contract, won: list[str], tricks: tuple[int, ...], **more: object) -> tuple:
    args: dict = {"declarer": 0, "partner": None, "last_trick": (), "last_winner": 1,
                  "called_king": None, "mond_lost": None} | more  # fmt: skip
    return hand_points(contract, won=[parse_cards(w) for w in won], tricks=tricks, **args)


_ALL = " ".join(card.code for card in tarok.DECK)
_KINGS = "KC KD KH KS"


def test_klop_scores() -> None:
    # ScoresInKlop: more than 35 points loses 70, none wins 70, and then only they score;
    # else each loses its points.
    big = " ".join(card.code for card in tarok.DECK[:30])
    assert card_points(parse_cards(big)) > 35
    assert score(C.KLOP, [big, "7S 8S 9S", ""], (10, 1, 0)) == (-70, 0, 70)
    assert score(C.KLOP, ["KH KD KS", "QH 7S 8S", "JH"], (1, 1, 1)) == (-13, -4, -(2 - 1))


def test_a_contract_with_a_talon() -> None:
    # ScoresInNormalContracts: the side's points less 35, plus the contract (three: 10) if
    # over 35 and less it if not.
    side = "KH KD KS QH QD QS QC CH CD CS JH JD JS 7S 8S 9S 10S"  # 50 in 17 cards
    assert card_points(parse_cards(side)) == 50 - 2 * 5 - 1
    got = score(C.THREE, [side, "V", "VI"], (5, 1, 1))
    assert got == (39 - 35 + 10, 0, 0)
    got = score(C.TWO, ["7S 8S 9S", "V", "VI"], (1, 5, 1))
    assert got == (1 - 35 - 20, 0, 0)


def test_the_bonuses() -> None:
    # NonValatBonuses: the four kings and the trula 10 each (to the side that took them),
    # king ultimo 10 or pagat ultimo 25 (to the side that won the last trick).
    side = f"{_KINGS} I XXI Š 7S 8S"
    counted = card_points(parse_cards(side))
    base = counted - 35 + (10 if counted > 35 else -10)
    assert score(C.THREE, [side, "V", "VI"], (3, 1, 1)) == (base + 20, 0, 0)
    assert score(C.THREE, ["7S", _KINGS, "VI"], (1, 3, 1))[0] == 1 - 1 - 35 - 10 - 10
    last = parse_cards("II I III")
    assert score(C.THREE, ["7S", "V", "VI"], (1, 1, 1), last_trick=last, last_winner=0)[0] == (
        0 - 35 - 10 + 25
    )
    assert score(C.THREE, ["7S", "V", "VI"], (1, 1, 1), last_trick=last, last_winner=2)[0] == (
        0 - 35 - 10 - 25
    )
    king = parse_cards("KH I V VI")  # the called king before the pagat
    got = score(C.ONE, ["7S", "V", "VI", "X"], (1, 1, 1, 1), partner=2,
                last_trick=king, last_winner=2, called_king=king[0])  # fmt: skip
    assert got == (1 - 35 - 30 + 10, 0, 1 - 35 - 30 + 10, 0)  # 7S and VI count 1


def test_valat_and_the_higher_contracts() -> None:
    assert score(C.THREE, [_ALL, "", ""], (16, 0, 0)) == (250, 0, 0)  # every trick
    assert score(C.THREE, ["7S", "V", _KINGS], (0, 8, 8)) == (-250, 0, 0)
    assert score(C.BEGGAR, ["", "V", "VI"], (0, 8, 8)) == (70, 0, 0)
    assert score(C.OPEN_BEGGAR, ["KH", "V", "VI"], (1, 0, 0)) == (-90, 0, 0)
    assert score(C.VALAT, [_ALL, "", ""], (3, 0, 0)) == (500, 0, 0)
    assert score(C.COLOUR_VALAT, ["KH", "V", ""], (2, 1, 0)) == (-125, 0, 0)
    assert score(C.SOLO_WITHOUT, [_KINGS + " I XXI Š QH QD QS QC", "", ""], (5, 3, 3)) == (
        80,
        0,
        0,
    )
    assert score(C.SOLO_THREE, ["7S", "V", "VI"], (1, 1, 1), mond_lost=1) == (0 - 35 - 40, -20, 0)


# -- the state machine ------------------------------------------------------------------------


def names(state: tarok.State) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def test_the_bidding() -> None:
    # LegalActionsInBidding: forehand's left bids first, forehand last; two is the lowest
    # bid but forehand's, who alone may bid klop or three once all others passed; the solos
    # are for four players; forehand may hold a bid (its priority), the last bidder must bid.
    state = tarok.new_game(tarok.Rules(players=3), seed=1)
    assert state.to_act == 1
    assert names(state) == ["pass", "bid two", "bid one", "bid beggar", "bid solo without",
                            "bid open beggar", "bid colour valat", "bid valat"]  # fmt: skip
    state = state.apply(tarok.Bid(C.TWO))[0]
    assert state.to_act == 2
    state = state.apply(tarok.Pass())[0]
    assert state.to_act == 0
    assert "bid two" in names(state)  # forehand may hold two
    state = state.apply(tarok.Pass())[0]
    assert (state.to_act, names(state)[:2]) == (1, ["bid two", "bid one"])  # no pass
    state, events = state.apply(tarok.Bid(C.TWO))
    assert (state.contract, state.declarer, state.phase) == (C.TWO, 1, tarok.Phase.TALON)
    assert str(events[-2]) == "seat 1 plays two (dva)"
    assert str(events[-1]).startswith("the talon turned up: ")
    four = tarok.new_game(tarok.Rules(players=4), seed=1)
    for _ in range(3):
        four = four.apply(tarok.Pass())[0]
    assert four.to_act == 0
    assert names(four)[:5] == ["bid klop", "bid three", "bid two", "bid one", "bid solo three"]
    with pytest.raises(IllegalActionError, match="you may bid klop"):
        four.apply(tarok.Pass())


def bid(players: int, contract: Contract, seed: int = 1) -> tarok.State:
    """A new game in which all pass and forehand bids ``contract``."""
    state = tarok.new_game(tarok.Rules(players=players), seed=seed)
    for _ in range(players - 1):
        state = state.apply(tarok.Pass())[0]
    return state.apply(tarok.Bid(contract))[0]


def test_calling_a_king_and_the_talon() -> None:
    # DoApplyActionInKingCalling, LegalActionsInTalonExchange: any king may be called; the
    # talon lies in parts of the contract's size; a discard is no tarok (while another card
    # may be) and never a king or a card of the trula.
    state = bid(4, C.TWO)
    assert state.phase is tarok.Phase.KING
    assert names(state) == ["call K♣", "call K♦", "call K♥", "call K♠"]
    state = state.apply(tarok.CallKing(Suit.HEARTS))[0]
    assert state.called_king == parse_cards("KH")[0]
    assert names(state) == ["take talon part 1", "take talon part 2", "take talon part 3"]
    assert state.view(2).talon == state.talon  # turned up for all
    state = state.apply(tarok.ChooseTalon(2))[0]
    assert set(state.talon[2:4]) <= set(state.hands[0])
    discards = [action.card for action in state.legal_actions()]
    hand = state.hands[0]
    if any(card not in tarok.TAROKS and card.rank != 13 for card in hand):
        assert all(card not in tarok.TAROKS for card in discards)
    assert not set(parse_cards(f"{_KINGS} I XXI Š")) & set(discards)
    for _ in range(2):
        state = state.apply(state.legal_actions()[0])[0]
    assert state.phase is tarok.Phase.PLAY
    assert len(state.discards) == 2
    assert state.to_act == 0  # forehand leads a contract below beggar


def test_the_partner_is_hidden_until_the_king_is_played() -> None:
    for seed in range(40):
        state = bid(4, C.THREE, seed)
        state = state.apply(tarok.CallKing(Suit.SPADES))[0]
        partner = state.partner
        if partner is None:
            continue
        others = [seat for seat in range(4) if seat not in (0, partner)]
        assert state.view(partner).partner == partner
        assert all(state.view(seat).partner is None for seat in others)
        king = state.called_king
        rng = random.Random(seed)
        while king not in state.played and king not in state.trick:
            assert all(state.view(seat).partner is None for seat in others)
            state = state.apply(rng.choice(state.legal_actions()))[0]
        assert all(state.view(seat).partner == partner for seat in others)
        return
    raise AssertionError("no partner in 40 deals")


def test_klop_gives_the_talon_a_card_a_trick() -> None:
    # ResolveTrick: in klop each of the first six tricks' winner takes the talon's next card.
    state = bid(3, C.KLOP)
    talon = state.talon
    rng = random.Random(2)
    gifts = []
    while not state.is_over:
        state, events = state.apply(rng.choice(state.legal_actions()))
        gifts += [e.cards[0] for e in events if isinstance(e, tarok.TalonTaken)]
        assert state.view(1).talon == tuple(gifts)
    assert tuple(gifts) == talon


def test_a_beggar_ends_at_the_trick_it_takes() -> None:
    for seed in range(30):
        state = bid(3, C.BEGGAR, seed)
        assert state.to_act == 0  # the declarer leads
        rng = random.Random(seed)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))[0]
        if state.tricks_taken[0]:
            assert state.tricks_taken[0] == 1
            assert state.scores[0] == -70
            return
    raise AssertionError("no beggar lost in 30 deals")


def test_discards_are_hidden_unless_taroks() -> None:
    state = bid(3, C.THREE, seed=3)
    state = state.apply(tarok.ChooseTalon(1))[0]
    while state.phase is tarok.Phase.TALON:
        state, events = state.apply(state.legal_actions()[-1])
        card = events[0].card
        assert events[0].for_seat(0).card == card
        assert events[0].for_seat(1).card == (card if card in tarok.TAROKS else None)
    assert set(state.view(0).discards) == set(state.discards)
    assert set(state.view(1).discards) == {c for c in state.discards if c in tarok.TAROKS}


def test_refusals_name_the_rule() -> None:
    state = bid(3, C.KLOP)
    lead = state.apply(Play(next(c for c in state.hands[0] if c is not PAGAT)))[0]
    seat = lead.to_act
    hand = lead.hands[seat]
    for card in hand:
        error = lead.refusal(Play(card))
        if error is not None:
            assert "must" in str(error) or "pagat" in str(error)


def test_a_bid_not_above_the_last_is_refused_as_insufficient() -> None:
    state = tarok.new_game(tarok.Rules(players=4), seed=1)
    error = state.refusal(tarok.Bid(C.KLOP))  # forehand's left may not bid klop
    assert error is not None
    assert error.code == "insufficient_bid"
    assert str(error).startswith("cannot bid klop: you may pass, bid two")


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4]))
def test_random_hands_end_and_round_trip(seed: int, players: int) -> None:
    state = tarok.new_game(tarok.Rules(players=players), seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))[0]
        assert from_json(to_json(state)) == state
    assert state.contract is not None
    assert sum(len(cards) for cards in state.won) + len(state.discards) <= 54
