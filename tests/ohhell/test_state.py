"""Oh Hell's State: new_game, seeds, a given deal, views, legal actions and apply.
Rule-by-rule scenarios are in tests/rules/test_ohhell_scenarios.py; random playouts in
test_playouts.py."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import attrs
import pytest

from tests.ohhell.positions import BIDDING, HOOKED, OVER, PLAYING
from tests.positions import unchecked
from tricktaker import (
    Card,
    IllegalActionError,
    Play,
    RulesError,
    Suit,
    TricktakerError,
    ohhell,
    parse_cards,
)
from tricktaker.cards import STANDARD_DECK
from tricktaker.ohhell import Bid, Deal, Phase


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_new_game(players: int) -> None:
    rules = ohhell.Rules(players=players, first_dealer=players - 1)
    state = ohhell.new_game(rules, seed=11)
    assert state.round == 1
    assert state.dealer == players - 1
    assert state.phase is Phase.BID
    assert state.to_act == state.leader == 0  # the dealer's left bids and leads first
    assert [len(hand) for hand in state.hands] == [1] * players
    assert state.trump_card is not None
    assert state.trump is state.trump_card.suit
    assert state.trump_card not in {card for hand in state.hands for card in hand}
    assert state.bids == (None,) * players
    assert state.scores == state.tricks_taken == (0,) * players
    assert state.winners == ()
    assert not state.is_over


def test_default_rules() -> None:
    assert ohhell.new_game(seed=1).rules == ohhell.Rules()


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_deal_uses_distinct_cards_in_canonical_order(players: int) -> None:
    size = 52 // players
    state = ohhell.new_game(ohhell.Rules(players=players, schedule=(size,)), seed=3)
    cards = [card for hand in state.hands for card in hand]
    assert len(set(cards)) == len(cards) == players * size
    assert all(list(hand) == sorted(hand) for hand in state.hands)
    if players * size == 52:  # 4 players of 13: no card to turn, no trump
        assert state.trump_card is None
        assert state.trump is None
    else:
        assert state.trump_card is not None
        assert state.trump_card not in cards


def test_same_seed_same_game_and_seed_none_is_kept() -> None:
    assert ohhell.new_game(seed=5) == ohhell.new_game(seed=5)
    assert ohhell.new_game(seed=5) != ohhell.new_game(seed=6)
    state = ohhell.new_game(seed=None)
    assert type(state.seed) is int
    assert ohhell.new_game(seed=state.seed) == state


@pytest.mark.parametrize("seed", ["1", 1.0, [1]])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(TricktakerError, match="seed"):
        ohhell.new_game(seed=seed)  # type: ignore[arg-type]


def test_bad_rules() -> None:
    from tricktaker import wizard

    with pytest.raises(TricktakerError, match=r"ohhell\.Rules"):
        ohhell.new_game(wizard.Rules(), seed=1)  # type: ignore[arg-type]


def test_start_returns_the_deal_events() -> None:
    state, events = ohhell.start(ohhell.Rules(players=3, schedule=(2, 3)), seed=4)
    started, turned = events
    assert isinstance(started, ohhell.RoundStarted)
    assert started.round == 1
    assert started.dealer == 0
    assert started.hand_size == 2
    assert started.hands == state.hands
    assert turned == ohhell.TrumpTurned(card=state.trump_card)  # type: ignore[arg-type]


def test_no_trump_turned_when_every_card_is_dealt() -> None:
    state, events = ohhell.start(ohhell.Rules(players=4, schedule=(13,)), seed=4)
    assert [type(event) for event in events] == [ohhell.RoundStarted]
    assert state.trump is None


# -- a given deal ---------------------------------------------------------------------------------

HANDS = [parse_cards("AS 2C"), parse_cards("KH 3D"), parse_cards("QC 4S")]


def test_a_given_deal_starts_the_game() -> None:
    rules = ohhell.Rules(players=3, schedule=(2, 1), first_dealer=1)
    state = ohhell.new_game(rules, seed=8, deal=Deal(HANDS, Card.parse("9H")))
    assert state.hands == tuple(tuple(sorted(hand)) for hand in HANDS)
    assert state.trump_card == Card.parse("9H")
    assert state.trump is Suit.HEARTS
    assert state.dealer == 1
    assert state.to_act == 2
    # the next round is dealt from the seed, as in a game that was not given its first deal
    while state.round == 1:
        state, _ = state.apply(state.legal_actions()[0])
    other = ohhell.new_game(rules, seed=8)
    while other.round == 1:
        other, _ = other.apply(other.legal_actions()[0])
    assert state.hands == other.hands
    assert state.trump_card == other.trump_card


def test_deal_accepts_lists_and_keeps_tuples() -> None:
    deal = Deal([list(hand) for hand in HANDS], Card.parse("9H"))
    assert deal.hands == tuple(HANDS)
    assert deal == Deal(tuple(HANDS), Card.parse("9H"))


@pytest.mark.parametrize(
    ("hands", "trump", "words"),
    [
        (HANDS[:2] + [parse_cards("AS 4S")], "9H", "A♠ is dealt twice"),
        (HANDS, "AS", "A♠ is dealt twice"),
        (HANDS[:2] + [parse_cards("RJ 4S")], "9H", "Card.parse('RJ')"),
        (HANDS, "W1", "52-card deck"),
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
    ("rules", "deal", "words"),
    [
        (ohhell.Rules(players=4, schedule=(2,)), Deal(HANDS, Card.parse("9H")), "3 hands for 4"),
        (ohhell.Rules(players=3, schedule=(3,)), Deal(HANDS, Card.parse("9H")), "seat 0 holds 2"),
        (
            ohhell.Rules(players=3, schedule=(2,)),
            Deal([*HANDS[:2], HANDS[2][:1]], Card.parse("9H")),
            "seat 2 holds 1",
        ),
        (ohhell.Rules(players=3, schedule=(2,)), Deal(HANDS, None), "trump_card is None"),
    ],
)
def test_a_deal_that_does_not_fit_the_rules_is_refused(
    rules: ohhell.Rules, deal: Deal, words: str
) -> None:
    with pytest.raises(RulesError, match=words):
        ohhell.new_game(rules, seed=1, deal=deal)


def test_a_full_deal_turns_no_card() -> None:
    hands = [STANDARD_DECK[i * 13 : (i + 1) * 13] for i in range(4)]
    rules = ohhell.Rules(players=4, schedule=(13,))
    assert ohhell.new_game(rules, seed=1, deal=Deal(hands)).trump is None
    with pytest.raises(RulesError, match="dealt twice"):  # no card is left to turn
        Deal(hands, hands[0][0])


def test_deal_must_be_a_deal() -> None:
    with pytest.raises(TricktakerError, match=r"ohhell\.Deal"):
        ohhell.new_game(seed=1, deal=HANDS)  # type: ignore[arg-type]


# -- views ----------------------------------------------------------------------------------------


def test_view_shows_only_own_hand() -> None:
    state = ohhell.new_game(ohhell.Rules(players=4, schedule=(5,)), seed=2)
    for seat in range(4):
        view = state.view(seat)
        assert view.hand == state.hands[seat]
        assert view.hand_sizes == (5, 5, 5, 5)
        others = {card for s, hand in enumerate(state.hands) if s != seat for card in hand}
        fields = attrs.asdict(view, recurse=False)
        assert not others & set(_cards_in(fields))
        assert view.trump_card == state.trump_card
        assert view.trump is state.trump


def _cards_in(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, dict):
        return [card for item in value.values() for card in _cards_in(item)]
    if isinstance(value, tuple):
        return [card for item in value for card in _cards_in(item)]
    return []


def test_view_legal_actions_only_for_the_seat_to_act() -> None:
    state = ohhell.new_game(ohhell.Rules(players=3, hook=True), seed=2)
    for seat in range(3):
        expected = state.legal_actions() if seat == state.to_act else ()
        assert state.view(seat).legal_actions() == expected
    while state.phase is Phase.BID:
        state, _ = state.apply(state.legal_actions()[0])
    assert state.view(state.to_act).legal_actions() == state.legal_actions()  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [-1, 3, "0", None])
def test_view_of_a_bad_seat(seat: object) -> None:
    with pytest.raises(TricktakerError, match="no seat"):
        ohhell.new_game(ohhell.Rules(players=3), seed=1).view(seat)  # type: ignore[arg-type]


def test_is_legal() -> None:
    state = ohhell.new_game(ohhell.Rules(players=3), seed=1)
    assert state.is_legal(Bid(0))
    assert not state.is_legal(Bid(2))
    assert not state.is_legal("x")
    assert state.view(state.to_act).is_legal(Bid(1))  # type: ignore[arg-type]
    assert not state.view((state.to_act + 1) % 3).is_legal(Bid(1))  # type: ignore[operator]


# -- the flow of a round --------------------------------------------------------------------------


def test_bidding_goes_clockwise_ending_with_the_dealer_then_the_left_leads() -> None:
    state = ohhell.new_game(ohhell.Rules(players=4, schedule=(3,), first_dealer=2), seed=1)
    order = []
    while state.phase is Phase.BID:
        order.append(state.to_act)
        state, _ = state.apply(Bid(1))
    assert order == [3, 0, 1, 2]
    assert state.to_act == state.leader == 3
    assert state.bids == (1, 1, 1, 1)


def test_cards_go_clockwise_and_the_winner_leads() -> None:
    deal = Deal(
        [parse_cards("2C 9D"), parse_cards("AC 2D"), parse_cards("5C 3D")], Card.parse("4S")
    )
    state = ohhell.new_game(ohhell.Rules(players=3, schedule=(2,)), seed=1, deal=deal)
    for _ in range(3):
        state, _ = state.apply(Bid(0))
    state, events = state.apply(Play(Card.parse("AC")))
    assert events == (ohhell.CardPlayed(seat=1, card=Card.parse("AC")),)
    assert state.to_act == 2
    assert state.trick == parse_cards("AC")
    assert state.hands[1] == parse_cards("2D")
    state, _ = state.apply(Play(Card.parse("5C")))
    state, events = state.apply(Play(Card.parse("2C")))
    assert events[-1] == ohhell.TrickWon(winner=1, leader=1, cards=parse_cards("AC 5C 2C"))
    assert state.to_act == state.leader == 1
    assert state.trick == ()
    assert state.tricks_taken == (0, 1, 0)
    state, _ = state.apply(Play(Card.parse("2D")))
    state, _ = state.apply(Play(Card.parse("3D")))
    state, events = state.apply(Play(Card.parse("9D")))
    assert [type(e).__name__ for e in events] == [
        "CardPlayed", "TrickWon", "RoundScored", "GameOver",
    ]  # fmt: skip
    assert state.is_over
    assert state.to_act is None
    assert state.legal_actions() == ()
    assert state.scores == (1, 1, 10)
    assert state.winners == (2,)


def test_the_deal_moves_clockwise_and_follows_the_schedule() -> None:
    rules = ohhell.Rules(players=3, schedule=(2, 5, 1, 3), first_dealer=1)
    state, events = ohhell.start(rules, seed=9)
    seen = []
    while not state.is_over:
        seen += [
            (e.round, e.dealer, e.hand_size) for e in events if isinstance(e, ohhell.RoundStarted)
        ]
        state, events = state.apply(state.legal_actions()[-1])
    assert seen == [(1, 1, 2), (2, 2, 5), (3, 0, 1), (4, 1, 3)]


def _one_trick(bids: dict[int, int], **options: Any) -> ohhell.State:
    """Three seats, one card each; seat 1 leads 3C, seat 2 wins with 4C over seat 0's 2C.
    Without the hook, so that any bids may be scripted."""
    rules = ohhell.Rules(players=3, schedule=(1,), **{"hook": False, **options})
    deal = Deal([parse_cards("2C"), parse_cards("3C"), parse_cards("4C")], Card.parse("5H"))
    state = ohhell.new_game(rules, seed=1, deal=deal)
    for seat in (1, 2, 0):
        state, _ = state.apply(Bid(bids[seat]))
    for card in ("3C", "4C", "2C"):
        state, _ = state.apply(Play(Card.parse(card)))
    return state


def test_the_highest_total_wins() -> None:
    state = _one_trick({0: 0, 1: 0, 2: 1})
    assert state.scores == (10, 10, 11)
    assert state.winners == (2,)
    state = _one_trick({0: 1, 1: 0, 2: 0})
    assert state.scores == (0, 10, 1)
    assert state.winners == (1,)


def test_tied_totals_share_the_win() -> None:
    state = _one_trick({0: 0, 1: 0, 2: 1}, points_per_trick=0)
    assert state.scores == (10, 10, 10)
    assert state.winners == (0, 1, 2)
    state = _one_trick({0: 0, 1: 0, 2: 0})
    assert state.scores == (10, 10, 1)
    assert state.winners == (0, 1)


# -- refusals (their codes: tests/test_refusals.py) ----------------------------------------------


REJECTED = [
    ("play while bidding", BIDDING, Play(Card.parse("3C")), ["play 3♣", "must bid"]),
    ("text", BIDDING, "bid 1", ["'bid 1'", "Bid or Play"]),
    ("None", PLAYING, None, ["None", "Bid or Play"]),
    ("a card, not a Play", PLAYING, Card.parse("7H"), ["7♥", "Bid or Play"]),
    ("bid above the round", BIDDING, Bid(3), ["bid 3", "0 to 2"]),
    ("negative bid", BIDDING, Bid(-1), ["bid -1", "0 to 2"]),
    ("text bid", BIDDING, unchecked(Bid, tricks="1"), ["Bid(tricks='1')", "whole number"]),
    ("hook", HOOKED, Bid(1), ["bid 1", "add up to 2", "0, 2"]),
    ("bid while playing", PLAYING, Bid(0), ["bid 0", "must play a card", "7♥"]),
    ("card of another seat", PLAYING, Play(Card.parse("3C")), ["play 3♣", "does not hold", "7♥"]),
    ("card in the trick", PLAYING, Play(Card.parse("9H")), ["play 9♥", "does not hold"]),
    ("text card", PLAYING, unchecked(Play, card="7H", suit=None), ["card='7H'", "holds a Card"]),
    ("not following", PLAYING, Play(Card.parse("2C")), ["play 2♣", "must follow ♥", "7♥"]),
    ("suit named", PLAYING, Play(Card.parse("7H"), suit=Suit.HEARTS), ["play 7♥ as ♥", "suit"]),
    ("bid after the end", OVER, Bid(0), ["bid 0", "game is over"]),
    ("play after the end", OVER, Play(Card.parse("2C")), ["play 2♣", "game is over"]),
]


@pytest.mark.parametrize(
    ("state", "action", "words"), [row[1:] for row in REJECTED], ids=[row[0] for row in REJECTED]
)
def test_rejected_actions(state: ohhell.State, action: Any, words: list[str]) -> None:
    before = copy.deepcopy(state)
    assert action not in state.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    for word in words:
        assert word in message
    assert state == before
    if not state.is_over:
        state.apply(state.legal_actions()[0])  # still accepts a legal action


# -- values ---------------------------------------------------------------------------------------


def test_states_are_hashable_frozen_values() -> None:
    state = ohhell.new_game(seed=3)
    assert hash(state) == hash(ohhell.new_game(seed=3))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        state.round = 2  # type: ignore[misc]


def test_pickle_and_deepcopy_round_trip() -> None:
    state = ohhell.new_game(ohhell.Rules(players=4, hook=True), seed=3)
    events: tuple[Any, ...] = ()
    for _ in range(30):
        state, events = state.apply(state.legal_actions()[-1])
    for value in (state, state.view(2), state.rules, events, state.legal_actions()):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value


def test_each_deal_depends_only_on_seed_and_round() -> None:
    rules = ohhell.Rules(players=3)
    low = high = ohhell.new_game(rules, seed=17)
    while low.round < 4:
        low, _ = low.apply(low.legal_actions()[0])
    while high.round < 4:
        high, _ = high.apply(high.legal_actions()[-1])
    assert low.scores != high.scores
    assert low.hands == high.hands
    assert low.trump_card == high.trump_card


def test_start_and_new_game_deal_the_first_round() -> None:
    # the examples of start's and new_game's docstrings before they became the engine's
    from tricktaker.ohhell import Rules, new_game, start

    state, events = start(Rules(players=3), seed=5)
    assert [type(event).__name__ for event in events] == ["RoundStarted", "TrumpTurned"]
    state = new_game(Rules(players=4, schedule=(5,), first_dealer=2), seed=7)
    assert (state.round, state.dealer, state.to_act) == (1, 2, 3)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
