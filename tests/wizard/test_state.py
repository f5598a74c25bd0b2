"""Wizard's State: new_game, seeds, views, legal actions and apply (DESIGN.md "Public API";
RULES.md Wizard "Game" and "Round"). Rule-by-rule scenarios are in
tests/rules/test_wizard_scenarios.py; random playouts in test_playouts.py."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from tricktaker import (
    Card,
    CardKind,
    IllegalActionError,
    Play,
    Suit,
    TricktakerError,
    parse_cards,
    wizard,
)
from tricktaker.cards import WIZARD_DECK
from tricktaker.wizard import Bid, ChooseTrump, Phase


def make_state(
    hands: list[str],
    *,
    round: int,
    dealer: int = 0,
    phase: Phase = Phase.PLAY,
    trick: str = "",
    leader: int | None = None,
    to_act: int | None = None,
    bids: tuple[int | None, ...] | None = None,
    trump_card: str | None = None,
    trump: Suit | None = None,
    hook: bool = False,
) -> wizard.State:
    """A state built directly, with the hands (by seat) and the trick given as text."""
    players = len(hands)
    leader = (dealer + 1) % players if leader is None else leader
    if to_act is None:
        to_act = (leader + len(trick.split())) % players
    if bids is None:
        bids = (1,) * players if phase is Phase.PLAY else (None,) * players
    return wizard.State(
        rules=wizard.Rules(players=players, hook=hook),
        seed=0,
        round=round,
        dealer=dealer,
        trump_card=None if trump_card is None else Card.parse(trump_card),
        trump=trump,
        hands=tuple(tuple(sorted(parse_cards(hand))) for hand in hands),
        bids=bids,
        tricks_taken=(0,) * players,
        trick=parse_cards(trick),
        leader=leader,
        scores=(0,) * players,
        phase=phase,
        to_act=to_act,
    )


def first_seed(rules: wizard.Rules, test: Callable[[wizard.State], bool]) -> int:
    return next(seed for seed in range(10_000) if test(wizard.new_game(rules, seed=seed)))


def play_to_end(state: wizard.State) -> wizard.State:
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return state


# -- new_game ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_new_game(players: int) -> None:
    for first_dealer in range(players):
        rules = wizard.Rules(players=players, first_dealer=first_dealer)
        for seed in range(5):
            state = wizard.new_game(rules, seed=seed)
            assert state.rules == rules
            assert state.seed == seed
            assert state.round == 1
            assert state.dealer == first_dealer
            assert [len(hand) for hand in state.hands] == [1] * players
            assert state.bids == (None,) * players
            assert state.tricks_taken == (0,) * players
            assert state.scores == (0,) * players
            assert state.trick == ()
            assert state.winners == ()
            assert not state.is_over
            assert state.trump_card is not None  # round 1 leaves 60 - players cards
            left = (first_dealer + 1) % players
            if state.trump_card.is_wizard:
                assert (state.phase, state.to_act) == (Phase.CHOOSE_TRUMP, first_dealer)
            else:
                assert (state.phase, state.to_act) == (Phase.BID, left)


def test_trump_card_kinds() -> None:
    rules = wizard.Rules(players=4)
    kinds = set()
    for seed in range(300):
        state = wizard.new_game(rules, seed=seed)
        card = state.trump_card
        assert card is not None
        kinds.add(card.kind)
        if card.kind is CardKind.SUITED:
            assert state.trump is card.suit
            assert state.phase is Phase.BID
        elif card.is_jester:
            assert state.trump is None
            assert state.phase is Phase.BID
        else:
            assert card.is_wizard
            assert state.trump is None  # not chosen yet
            assert state.phase is Phase.CHOOSE_TRUMP
    assert kinds == {CardKind.SUITED, CardKind.JESTER, CardKind.WIZARD}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deal_uses_distinct_wizard_cards_in_canonical_order(players: int) -> None:
    for seed in range(20):
        state = wizard.new_game(wizard.Rules(players=players), seed=seed)
        cards = [card for hand in state.hands for card in hand] + [state.trump_card]
        assert len(set(cards)) == len(cards) == players + 1
        assert set(cards) <= set(WIZARD_DECK)
        for hand in state.hands:
            assert list(hand) == sorted(hand)


def test_default_rules() -> None:
    assert wizard.new_game(seed=1).rules == wizard.Rules()
    assert wizard.new_game(seed=1) == wizard.new_game(wizard.Rules(players=4), seed=1)


def test_same_seed_same_game() -> None:
    rules = wizard.Rules(players=5, hook=True)
    assert wizard.new_game(rules, seed=42) == wizard.new_game(rules, seed=42)
    assert play_to_end(wizard.new_game(rules, seed=42)) == play_to_end(
        wizard.new_game(rules, seed=42)
    )
    deals = {wizard.new_game(rules, seed=seed).hands for seed in range(20)}
    assert len(deals) > 1


def test_seed_none_draws_a_fresh_seed_and_keeps_it() -> None:
    rules = wizard.Rules(players=3)
    first, second = wizard.new_game(rules), wizard.new_game(rules, seed=None)
    assert type(first.seed) is int
    assert type(second.seed) is int
    assert first.seed != second.seed
    assert wizard.new_game(rules, seed=first.seed) == first
    assert play_to_end(wizard.new_game(rules, seed=first.seed)) == play_to_end(first)


@pytest.mark.parametrize("seed", ["7", 7.0, True, b"7"])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(TricktakerError, match="seed"):
        wizard.new_game(wizard.Rules(), seed=seed)  # type: ignore[arg-type]


def test_bad_rules() -> None:
    with pytest.raises(TricktakerError, match=r"wizard\.Rules"):
        wizard.new_game({"players": 3}, seed=1)  # type: ignore[arg-type]


def test_start_returns_the_deal_events() -> None:
    rules = wizard.Rules(players=3)
    state, events = wizard.start(rules, seed=5)
    assert state == wizard.new_game(rules, seed=5)
    started = events[0]
    assert isinstance(started, wizard.RoundStarted)
    assert (started.round, started.dealer, started.hands) == (1, 0, state.hands)
    assert events[1:] == (
        wizard.TrumpTurned(card=state.trump_card, trump=state.trump),  # type: ignore[arg-type]
    )


# -- views -------------------------------------------------------------------------------------


def cards_in(value: Any) -> set[Card]:
    """Every card found anywhere inside ``value`` (attrs classes, tuples, plain values)."""
    if isinstance(value, Card):
        return {value}
    if attrs.has(type(value)):
        return set().union(*(cards_in(getattr(value, f.name)) for f in attrs.fields(type(value))))
    if isinstance(value, (tuple, list)):
        return set().union(set(), *(cards_in(item) for item in value))
    return set()


def check_view(state: wizard.State, seat: int) -> None:
    view = state.view(seat)
    assert view.seat == seat
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
    for name in ("rules", "round", "dealer", "trump_card", "trump", "bids", "tricks_taken"):
        assert getattr(view, name) == getattr(state, name)
    for name in ("trick", "leader", "scores", "phase", "to_act", "winners", "is_over"):
        assert getattr(view, name) == getattr(state, name)
    assert (view.played, view.last_trick) == (state.played, state.last_trick)
    assert not hasattr(view, "hands")
    assert not hasattr(view, "seed")  # the seed would reveal every deal
    # Public: the trick, the round's finished tricks (played, last_trick), the trump card.
    visible = set(state.hands[seat]) | set(state.trick) | set(state.played)
    visible |= {state.trump_card} - {None}
    assert cards_in(view) <= visible
    if state.to_act == seat:
        assert view.legal_actions() == state.legal_actions()
    else:
        assert view.legal_actions() == ()


def test_view_shows_only_own_hand() -> None:
    for players in (3, 6):
        state = wizard.new_game(wizard.Rules(players=players), seed=9)
        for _ in range(60):
            for seat in range(players):
                check_view(state, seat)
            state, _ = state.apply(state.legal_actions()[-1])


def test_view_of_finished_game() -> None:
    state = play_to_end(wizard.new_game(wizard.Rules(players=3), seed=1))
    for seat in range(3):
        check_view(state, seat)
        assert state.view(seat).is_over


@pytest.mark.parametrize("seat", [-1, 3, True, "0", None, 1.0])
def test_view_of_a_bad_seat(seat: object) -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    with pytest.raises(TricktakerError, match="seat"):
        state.view(seat)  # type: ignore[arg-type]


def test_view_is_frozen() -> None:
    view = wizard.new_game(seed=1).view(0)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]


# -- legal actions -----------------------------------------------------------------------------


def test_legal_bids_in_order() -> None:
    state = make_state(
        ["2C 3C 4C", "5C 6C 7C", "8C 9C 10C"],
        round=3,
        phase=Phase.BID,
        trump_card="2D",
        trump=Suit.DIAMONDS,
    )
    assert state.legal_actions() == (Bid(0), Bid(1), Bid(2), Bid(3))


def test_legal_trump_choices_in_suit_order() -> None:
    state = make_state(
        ["2C", "5C", "8C"], round=1, phase=Phase.CHOOSE_TRUMP, to_act=0, trump_card="W2"
    )
    assert state.legal_actions() == (
        ChooseTrump(Suit.CLUBS),
        ChooseTrump(Suit.DIAMONDS),
        ChooseTrump(Suit.HEARTS),
        ChooseTrump(Suit.SPADES),
    )


def test_legal_plays_in_hand_order() -> None:
    hands = ["N1 W1 AS 2C 7H", "5C 6C 7C 8C 9C", "8D 9D 10D JD QD"]
    state = make_state(hands, round=5, dealer=2, trump_card="2S", trump=Suit.SPADES)
    assert state.to_act == 0
    assert state.legal_actions() == tuple(Play(card) for card in parse_cards("2C 7H AS W1 N1"))
    # seats 1 and 2 played K♥ and K♠ to this trick; seat 0 must follow hearts
    hands = ["N1 W1 2C 7H", "2D 3D 4D", "5D 6D 7D"]
    state = make_state(hands, round=4, trick="KH KS", trump_card="8D", trump=Suit.DIAMONDS)
    assert state.to_act == 0
    assert state.legal_actions() == tuple(Play(card) for card in parse_cards("7H W1 N1"))


def test_legal_actions_after_the_game() -> None:
    state = play_to_end(wizard.new_game(wizard.Rules(players=3), seed=3))
    assert state.legal_actions() == ()
    assert state.to_act is None


# -- apply -------------------------------------------------------------------------------------


def test_apply_returns_a_new_state_and_leaves_the_old_one() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=11)
    for _ in range(80):
        before = copy.deepcopy(state)
        action = state.legal_actions()[len(state.legal_actions()) // 2]
        after, events = state.apply(action)
        assert state == before
        assert after is not state
        assert after != state
        assert type(events) is tuple
        assert events
        state = after


def test_bidding_goes_clockwise_ending_with_the_dealer() -> None:
    state = make_state(
        ["2C 3C", "5C 6C", "8C 9C", "AH KH"],
        round=2,
        dealer=2,
        phase=Phase.BID,
        trump_card="2S",
        trump=Suit.SPADES,
    )
    assert state.to_act == 3
    for seat, bid in ((3, 2), (0, 0), (1, 1)):
        assert state.to_act == seat
        state, events = state.apply(Bid(bid))
        assert events == (wizard.BidMade(seat=seat, tricks=bid),)
        assert state.phase is Phase.BID
    assert state.bids == (0, 1, None, 2)
    state, events = state.apply(Bid(2))
    assert events == (wizard.BidMade(seat=2, tricks=2),)
    assert state.bids == (0, 1, 2, 2)
    assert state.phase is Phase.PLAY
    assert state.to_act == state.leader == 3  # the dealer's left leads the first trick


def test_cards_go_clockwise_and_leave_the_hand() -> None:
    state = make_state(
        ["3C 4D", "2C 9H", "5C W1"], round=2, dealer=0, trump_card="2S", trump=Suit.SPADES
    )
    state, events = state.apply(Play(Card.parse("9H")))
    assert events == (wizard.CardPlayed(seat=1, card=Card.parse("9H")),)
    assert state.hands[1] == parse_cards("2C")
    assert state.trick == parse_cards("9H")
    assert state.to_act == 2
    state, _ = state.apply(Play(Card.parse("5C")))
    assert state.to_act == 0
    assert state.trick == parse_cards("9H 5C")


# -- rejected actions --------------------------------------------------------------------------

BIDDING = make_state(
    ["2C", "5C", "8C"], round=1, phase=Phase.BID, trump_card="3D", trump=Suit.DIAMONDS
)
"""Seat 1 bids first in round 1: Bid(0) or Bid(1)."""
CHOOSING = make_state(
    ["2C", "5C", "8C"], round=1, phase=Phase.CHOOSE_TRUMP, to_act=0, trump_card="W2"
)
"""The dealer (seat 0) names trump after a Wizard was turned."""
PLAYING = make_state(
    ["3C 4D", "5S", "2C 7H"], round=2, trick="9H", trump_card="2S", trump=Suit.SPADES
)
"""Seat 1 led 9♥; seat 2, holding 7♥, must follow (7♥ is its only legal card)."""
HOOKED = make_state(
    ["2C 3C 4C", "5C 6C 7C", "8C 9C 10C", "2D 3D 4D"],
    round=3,
    phase=Phase.BID,
    bids=(None, 1, 0, 1),
    to_act=0,
    trump_card="2H",
    trump=Suit.HEARTS,
    hook=True,
)
"""The dealer bids last with the hook; 1 would make the bids add up to 3."""
OVER = play_to_end(wizard.new_game(wizard.Rules(players=3), seed=6))


def unchecked(cls: type, **fields: object) -> Any:
    """An action with fields of the wrong type, which its constructor refuses to build: apply
    still refuses such an object if one is made anyway (by object.__setattr__, say)."""
    action = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(action, name, value)
    return action


REJECTED: list[tuple[str, wizard.State, Any, list[str]]] = [
    ("play while bidding", BIDDING, Play(Card.parse("5C")), ["play 5♣", "bid 0, bid 1"]),
    ("choose while bidding", BIDDING, ChooseTrump(Suit.HEARTS), ["choose trump ♥", "bid 0"]),
    ("bid while choosing", CHOOSING, Bid(0), ["bid 0", "choose trump ♣", "choose trump ♠"]),
    ("play while choosing", CHOOSING, Play(Card.parse("2C")), ["play 2♣", "choose trump ♦"]),
    ("bid while playing", PLAYING, Bid(1), ["bid 1", "play 7♥"]),
    ("choose while playing", PLAYING, ChooseTrump(Suit.CLUBS), ["choose trump ♣", "play 7♥"]),
    ("text", BIDDING, "bid 1", ["'bid 1'", "Bid, ChooseTrump or Play"]),
    ("None", BIDDING, None, ["None", "Bid, ChooseTrump or Play"]),
    ("int", BIDDING, 1, ["1", "Bid, ChooseTrump or Play"]),
    ("a card, not a Play", PLAYING, Card.parse("7H"), ["7♥", "Bid, ChooseTrump or Play"]),
    ("bid above the round", BIDDING, Bid(2), ["bid 2", "0 to 1"]),
    ("negative bid", BIDDING, Bid(-1), ["bid -1", "0 to 1"]),
    ("text bid", BIDDING, unchecked(Bid, tricks="1"), ["Bid(tricks='1')", "whole number"]),
    ("hook", HOOKED, Bid(1), ["bid 1", "add up to 3", "0, 2, 3"]),
    ("card of another seat", PLAYING, Play(Card.parse("3C")), ["play 3♣", "does not hold", "7♥"]),
    ("card in the trick", PLAYING, Play(Card.parse("9H")), ["play 9♥", "does not hold", "7♥"]),
    ("text card", PLAYING, unchecked(Play, card="7H", suit=None), ["card='7H'", "holds a Card"]),
    ("not following", PLAYING, Play(Card.parse("2C")), ["play 2♣", "must follow ♥", "7♥"]),
    ("suit named", PLAYING, Play(Card.parse("7H"), suit=Suit.HEARTS), ["play 7♥ as ♥", "suit"]),
    ("no-trump", CHOOSING, unchecked(ChooseTrump, suit=None), ["None", "♣, ♦, ♥, ♠"]),
    ("suit as text", CHOOSING, unchecked(ChooseTrump, suit="H"), ["suit='H'", "♣, ♦, ♥, ♠"]),
    ("bid after the end", OVER, Bid(0), ["bid 0", "game is over"]),
    ("play after the end", OVER, Play(Card.parse("2C")), ["play 2♣", "game is over"]),
    ("choose after the end", OVER, ChooseTrump(Suit.CLUBS), ["choose trump ♣", "game is over"]),
]


@pytest.mark.parametrize(
    ("state", "action", "words"), [row[1:] for row in REJECTED], ids=[row[0] for row in REJECTED]
)
def test_rejected_actions(state: wizard.State, action: Any, words: list[str]) -> None:
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


# -- values --------------------------------------------------------------------------------------


def test_states_are_hashable_values() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=3)
    same = wizard.new_game(wizard.Rules(players=4), seed=3)
    assert hash(state) == hash(same)
    assert {state: 1}[same] == 1
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        state.round = 2  # type: ignore[misc]


def test_pickle_and_deepcopy_round_trip() -> None:
    state = wizard.new_game(wizard.Rules(players=4, hook=True), seed=3)
    events: tuple[Any, ...] = ()
    for _ in range(30):
        state, events = state.apply(state.legal_actions()[-1])
    for value in (state, state.view(2), state.rules, events, state.legal_actions()):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value
    assert pickle.loads(pickle.dumps(state)).hands[0][0] is state.hands[0][0]


def test_each_deal_depends_only_on_seed_and_round() -> None:
    # DESIGN.md: "each deal is derived from (seed, round or hand number)": two different games
    # from one seed reach round 3 with the same cards dealt and the same card turned.
    rules = wizard.Rules(players=3)
    low = high = wizard.new_game(rules, seed=17)
    while low.round < 3:
        low, _ = low.apply(low.legal_actions()[0])
    while high.round < 3:
        high, _ = high.apply(high.legal_actions()[-1])
    assert low.scores != high.scores
    assert low.hands == high.hands
    assert low.trump_card == high.trump_card


def test_start_and_new_game_deal_the_first_round() -> None:
    # the examples of start's and new_game's docstrings before they became the engine's
    from tricktaker.wizard import Rules, new_game, start

    state, events = start(Rules(players=3), seed=5)
    assert [type(event).__name__ for event in events] == ["RoundStarted", "TrumpTurned"]
    state = new_game(Rules(players=4), seed=7)
    assert (state.round, state.dealer, [len(hand) for hand in state.hands]) == (1, 0, [1] * 4)
