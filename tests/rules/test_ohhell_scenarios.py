"""Oh Hell scenario tables: every rule of docs/rules/ohhell.md, one row at a time. Cards are
written in play order as text ("9H KH 2S"); the expected results are read off the rules, not
off the code.

The rules (docs/rules/ohhell.md):
- Follow suit: a player holding a card of the led suit must play one; otherwise any card.
- Winner: the highest trump in the trick; else the highest card of the led suit.
- Bids: 0 to the number of tricks, clockwise from the dealer's left, the dealer last. With the
  hook, the dealer may not bid the number that makes the bids add up to the number of tricks;
  when that number is outside 0 to the number of tricks, nothing is forbidden.
- Score: ``points_per_trick`` a trick taken plus ``bonus`` for an exact bid; with
  ``off_bid_penalty`` a missed bid scores ``-points_per_trick`` a trick of difference instead.
"""

from __future__ import annotations

import pytest

from tricktaker import Card, Event, IllegalActionError, Play, Suit, ohhell, parse_cards
from tricktaker.engine import position
from tricktaker.masks import cards_of, mask_of, plays_of
from tricktaker.ohhell import Bid, Phase
from tricktaker.ohhell.rules import GAME_RULES

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES

# -- who wins a trick ------------------------------------------------------------------------

WINNERS = [
    # cards in play order, trump, index of the winning card
    pytest.param("9H KH 2S", S, 2, id="a low trump beats the led suit"),
    pytest.param("5D 9S 10S 2S", S, 2, id="highest of several trumps"),
    pytest.param("AS KS 2S", S, 0, id="trump led: highest trump"),
    pytest.param("2S AH KH", S, 0, id="trump led, off-suit aces lose"),
    pytest.param("2S AH KH", H, 1, id="a higher trump beats the led suit's"),
    pytest.param("3D 2H", H, 1, id="lowest trump beats the led card"),
    pytest.param("KH 2S QH", S, 1, id="trump played second"),
    pytest.param("KH 2S 3S 4S", S, 3, id="over-trumped twice"),
    pytest.param("KH 3S 2S", S, 1, id="a lower trump does not over-trump"),
    pytest.param("5H 9H 3H", C, 1, id="no trump in the trick: highest of led suit"),
    pytest.param("5H 9H 3H", None, 1, id="no trump suit: highest of led suit"),
    pytest.param("10D JD 9D", None, 1, id="J above 10"),
    pytest.param("QD KD AD", None, 2, id="A above K above Q"),
    pytest.param("5H AC KD 6H", S, 3, id="off-suit aces never win"),
    pytest.param("2C AD AH AS", None, 0, id="led 2 beats three off-suit aces"),
    pytest.param("2C AD AH AS", D, 1, id="the trump ace among off-suit aces"),
    pytest.param("7C 8D 9H 10S", None, 0, id="all different suits: the led card"),
    pytest.param("7C 8D 9H 10S 2C 3C 4C", H, 2, id="seven players, one trump"),
    pytest.param("2H 3H 4H 5H 6H 7H AH", None, 6, id="seven players, one suit"),
    pytest.param("AH", None, 0, id="a single card"),
    pytest.param("AH", S, 0, id="a single card, another trump"),
]


@pytest.mark.parametrize(("cards", "trump", "winner"), WINNERS)
def test_trick_winner(cards: str, trump: Suit | None, winner: int) -> None:
    assert ohhell.trick_winner(parse_cards(cards), trump) == winner


# -- which cards may be played ---------------------------------------------------------------

LEGAL = [
    # hand (canonical order), trick so far, the cards of the hand that may be played
    pytest.param("2C 7H AS", "", "2C 7H AS", id="leading: anything"),
    pytest.param("2C 7H QH", "9H", "7H QH", id="follow suit"),
    pytest.param("2C 3D AS", "9H", "2C 3D AS", id="cannot follow: anything"),
    pytest.param("5H 6H", "KH", "5H 6H", id="only the led suit"),
    pytest.param("AH 2S", "4S", "2S", id="trump led must be followed like any suit"),
    pytest.param("AH 2S", "4D", "AH 2S", id="void in the led suit: may trump or discard"),
    pytest.param("9D 2S", "4D", "9D", id="holding the led suit: may not trump instead"),
    pytest.param("KC AC 2D", "2C 3C", "KC AC", id="follow with any card of the suit"),
    pytest.param("2D", "AC 3H 5S", "2D", id="last card in hand, void"),
    pytest.param("2D", "AD 3H 5S", "2D", id="last card in hand, follows"),
    pytest.param("3C 4C 5C", "2H 3S", "3C 4C 5C", id="later off-suit cards do not change the lead"),
    pytest.param("3C 4S", "2H 3S", "3C 4S", id="a trump played to the trick does not set suit"),
]


@pytest.mark.parametrize(("hand", "trick", "legal"), LEGAL)
def test_legal_plays(hand: str, trick: str, legal: str) -> None:
    assert ohhell.legal_plays(parse_cards(hand), parse_cards(trick)) == parse_cards(legal)


@pytest.mark.parametrize(("hand", "trick", "legal"), LEGAL)
def test_the_games_rule_in_mask_form_agrees(hand: str, trick: str, legal: str) -> None:
    # the one rule the game asks (legal_actions, apply and refusals alike), in mask form
    cards, played = parse_cards(hand), parse_cards(trick)
    can = GAME_RULES.playable(position(trick=played), mask_of(cards))
    assert can == mask_of(parse_cards(legal))
    assert plays_of(can) == tuple(Play(card) for card in cards_of(can))


@pytest.mark.parametrize(("hand", "trick", "legal"), LEGAL)
def test_the_state_offers_and_accepts_exactly_the_legal_plays(
    hand: str, trick: str, legal: str
) -> None:
    state = play_state(hand, trick)
    assert state.legal_actions() == tuple(Play(card) for card in parse_cards(legal))
    for card in parse_cards(hand):
        if card in parse_cards(legal):
            state.apply(Play(card))
        else:
            with pytest.raises(IllegalActionError, match="must follow"):
                state.apply(Play(card))


def play_state(hand: str, trick: str) -> ohhell.State:
    """Seat 0's turn with ``hand``, after ``trick`` was played by the seats before it."""
    played = parse_cards(trick)
    players = max(3, len(played) + 1)
    size = len(parse_cards(hand))
    rest = [c for c in map(Card.from_index, range(52)) if c not in (*parse_cards(hand), *played)]
    hands = [tuple(sorted(parse_cards(hand)))]
    for seat in range(1, players):
        count = size - 1 if seat > players - 1 - len(played) else size
        hands.append(tuple(sorted(rest[:count])))
        rest = rest[count:]
    return ohhell.State(
        rules=ohhell.Rules(players=players, schedule=(size,)),
        seed=0,
        round=1,
        dealer=0,
        trump_card=rest[0],
        trump=rest[0].suit,
        hands=tuple(hands),
        bids=(0,) * players,
        tricks_taken=(0,) * players,
        trick=played,
        leader=(players - len(played)) % players,
        scores=(0,) * players,
        phase=Phase.PLAY,
        to_act=0,
    )


# -- bids and the hook -----------------------------------------------------------------------

HOOK = [
    # tricks, earlier bids this round, hook, the bids open to the next bidder (4 players)
    pytest.param(3, (), True, "0 1 2 3", id="first bidder: 0 to the tricks"),
    pytest.param(3, (1, 1), True, "0 1 2 3", id="not the last bidder: no restriction"),
    pytest.param(3, (1, 1, 0), True, "0 2 3", id="dealer may not make 3"),
    pytest.param(3, (1, 1, 0), False, "0 1 2 3", id="no hook: anything"),
    pytest.param(3, (0, 0, 0), True, "0 1 2", id="dealer may not bid all 3"),
    pytest.param(3, (3, 0, 0), True, "1 2 3", id="dealer may not bid 0 when they add up"),
    pytest.param(2, (2, 2, 1), True, "0 1 2", id="already over: nothing is forbidden"),
    pytest.param(1, (1, 1, 1), True, "0 1", id="already over with one trick"),
    pytest.param(1, (0, 0, 0), True, "0", id="one trick, nobody bid it: dealer may not bid 1"),
    pytest.param(1, (0, 1, 0), True, "1", id="one trick, bid by another: dealer must bid 1"),
    pytest.param(13, (4, 4, 4), True, "0 2 3 4 5 6 7 8 9 10 11 12 13", id="13 tricks"),
]


@pytest.mark.parametrize(("tricks", "earlier", "hook", "open_bids"), HOOK)
def test_legal_bids(tricks: int, earlier: tuple[int, ...], hook: bool, open_bids: str) -> None:
    rules = ohhell.Rules(players=4, hook=hook)
    assert ohhell.legal_bids(tricks, earlier, rules) == tuple(map(int, open_bids.split()))


@pytest.mark.parametrize(("tricks", "earlier", "hook", "open_bids"), HOOK)
def test_the_state_enforces_the_bids(
    tricks: int, earlier: tuple[int, ...], hook: bool, open_bids: str
) -> None:
    rules = ohhell.Rules(players=4, hook=hook, schedule=(tricks,), first_dealer=3)
    state = ohhell.new_game(rules, seed=1)
    for bid in earlier:
        state, _ = state.apply(Bid(bid))
    allowed = tuple(map(int, open_bids.split()))
    assert state.legal_actions() == tuple(Bid(n) for n in allowed)
    for n in range(tricks + 1):
        if n in allowed:
            state.apply(Bid(n))
        else:
            with pytest.raises(IllegalActionError, match="the hook"):
                state.apply(Bid(n))


# -- scoring ---------------------------------------------------------------------------------

SCORES = [
    # bid, tricks taken, rule options, points
    pytest.param(0, 0, {}, 10, id="bid 0, made: the bonus"),
    pytest.param(1, 1, {}, 11, id="bid 1, made: 1 + 10"),
    pytest.param(5, 5, {}, 15, id="bid 5, made"),
    pytest.param(0, 2, {}, 2, id="bid 0, took 2: the tricks only"),
    pytest.param(3, 1, {}, 1, id="under: the tricks only"),
    pytest.param(3, 0, {}, 0, id="under, nothing taken"),
    pytest.param(2, 2, {"bonus": 5}, 7, id="bonus 5"),
    pytest.param(2, 2, {"bonus": 0}, 2, id="no bonus"),
    pytest.param(2, 3, {"bonus": 5}, 3, id="bonus 5, missed"),
    pytest.param(2, 2, {"points_per_trick": 3}, 16, id="3 a trick, made"),
    pytest.param(2, 4, {"points_per_trick": 3}, 12, id="3 a trick, over"),
    pytest.param(2, 2, {"points_per_trick": 0}, 10, id="0 a trick: the bonus only"),
    pytest.param(2, 2, {"off_bid_penalty": True}, 12, id="penalty, made: as without"),
    pytest.param(0, 0, {"off_bid_penalty": True}, 10, id="penalty, bid 0 made"),
    pytest.param(1, 3, {"off_bid_penalty": True}, -2, id="penalty, over by 2"),
    pytest.param(3, 1, {"off_bid_penalty": True}, -2, id="penalty, under by 2"),
    pytest.param(4, 0, {"off_bid_penalty": True}, -4, id="penalty, none of 4"),
    pytest.param(
        1, 4, {"off_bid_penalty": True, "points_per_trick": 2}, -6, id="penalty, 2 a trick"
    ),
    pytest.param(
        3, 3, {"off_bid_penalty": True, "points_per_trick": 2, "bonus": 20}, 26, id="all three"
    ),
]


@pytest.mark.parametrize(("bid", "taken", "options", "points"), SCORES)
def test_round_score(bid: int, taken: int, options: dict[str, object], points: int) -> None:
    assert ohhell.round_score(bid, taken, ohhell.Rules(**options)) == points  # type: ignore[arg-type]


def test_round_score_defaults_to_the_default_rules() -> None:
    assert ohhell.round_score(2, 2) == 12
    assert ohhell.round_score(2, 1) == 1


@pytest.mark.parametrize(("bid", "taken", "options", "points"), SCORES)
def test_a_round_is_scored_so(
    bid: int, taken: int, options: dict[str, object], points: int
) -> None:
    # Seat 1 bids `bid` and takes `taken` of the round's tricks; seat 0 takes the rest.
    size = max(bid, taken, 1) + 1
    state = two_seat_round(size, bid, taken, options)
    events: tuple[Event, ...] = ()
    while state.phase is Phase.PLAY:
        state, events = state.apply(state.legal_actions()[0])
    scored = next(e for e in events if isinstance(e, ohhell.RoundScored))
    assert scored.taken[1] == taken
    assert scored.points[1] == points
    assert state.scores == scored.points  # the game had one round


def two_seat_round(size: int, bid: int, taken: int, options: dict[str, object]) -> ohhell.State:
    """Three players, trump spades, each playing its first legal card: seat 1 holds ``taken``
    top spades and low clubs, seat 0 high clubs, seat 2 diamonds. Seat 1 loses every club
    trick to seat 0 and, void in clubs, trumps and wins with each spade."""
    ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    seat0 = parse_cards(" ".join(f"{r}C" for r in ranks[:size]))
    seat1 = parse_cards(" ".join(f"{r}S" for r in ranks[:taken]))
    seat1 += parse_cards(" ".join(f"{r}C" for r in ranks[::-1][: size - taken]))
    seat2 = parse_cards(" ".join(f"{r}D" for r in ranks[:size]))
    rules = ohhell.Rules(players=3, schedule=(size,), **options)  # type: ignore[arg-type]
    return ohhell.State(
        rules=rules,
        seed=0,
        round=1,
        dealer=0,
        trump_card=Card.parse("2S"),
        trump=S,
        hands=tuple(tuple(sorted(hand)) for hand in (seat0, seat1, seat2)),
        bids=(0, bid, 0),
        tricks_taken=(0, 0, 0),
        trick=(),
        leader=1,
        scores=(0, 0, 0),
        phase=Phase.PLAY,
        to_act=1,
    )
