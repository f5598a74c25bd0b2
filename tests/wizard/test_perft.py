"""Perft-style counts (python-chess's idea): the number of legal action sequences from fixed
deals, stored here. They guard legality as a whole: a change in which bids, trump choices or
cards are allowed, in who acts next, or in who wins a trick (and so leads the next one) changes
a count at once.

Every stored number is also derived independently: by hand for the small hand-built deal, and
for the seeded deals by arithmetic on the bids and by a brute force over the hands that uses
only the transcription of RULES.md below (not the library's rule functions).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from tricktaker import Card, Suit, parse_cards, wizard
from tricktaker.wizard import Bid, ChooseTrump, Phase


def count_round(state: wizard.State) -> int:
    """The number of action sequences from ``state`` to the end of its round."""
    total = 0
    for action in state.legal_actions():
        after, events = state.apply(action)
        if any(isinstance(event, wizard.RoundScored) for event in events):
            total += 1
        else:
            total += count_round(after)
    return total


def perft(state: wizard.State, depth: int) -> int:
    """The number of action sequences of exactly ``depth`` decisions from ``state``."""
    if depth == 0:
        return 1
    return sum(perft(state.apply(action)[0], depth - 1) for action in state.legal_actions())


def reach(rules: wizard.Rules, seed: int, round_: int) -> wizard.State:
    """The start of round ``round_``, reached by always taking the first legal action."""
    state = wizard.new_game(rules, seed=seed)
    while state.round < round_:
        state, _ = state.apply(state.legal_actions()[0])
    return state


def first_bids(state: wizard.State) -> wizard.State:
    """``state`` after the lowest legal bids (and ♣ if trump is to be chosen)."""
    while state.phase is not Phase.PLAY:
        state, _ = state.apply(state.legal_actions()[0])
    return state


# -- RULES.md, Wizard round step 3, transcribed independently --------------------------------


def rules_led_suit(trick: Sequence[Card]) -> Suit | None:
    for card in trick:
        if card.is_wizard:
            return None
        if card.suit is not None:
            return card.suit
    return None


def rules_legal(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    led = rules_led_suit(trick)
    if led is None or not any(card.suit is led for card in hand):
        return list(hand)
    return [card for card in hand if card.suit is led or card.suit is None]


def rules_winner(trick: Sequence[Card], trump: Suit | None) -> int:
    for i, card in enumerate(trick):
        if card.is_wizard:
            return i
    for suit in (trump, rules_led_suit(trick)):
        if suit is not None:  # (not `if suit`: ♣ is Suit 0)
            ranked = [(card.rank, i) for i, card in enumerate(trick) if card.suit is suit]
            if ranked:
                return max(ranked)[1]
    return 0


def brute_force_plays(hands: Sequence[Sequence[Card]], leader: int, trump: Suit | None) -> int:
    """The number of ways to play out ``hands`` by RULES.md, trick after trick."""
    players = len(hands)
    if not hands[leader]:
        return 1
    total = 0
    order = [(leader + i) % players for i in range(players)]
    for trick in itertools.product(*(hands[seat] for seat in order)):
        if all(trick[i] in rules_legal(hands[seat], trick[:i]) for i, seat in enumerate(order)):
            winner = order[rules_winner(trick, trump)]
            rest = [[card for card in hand if card not in trick] for hand in hands]
            total += brute_force_plays(rest, winner, trump)
    return total


def bid_sequences(players: int, round_: int, hook: bool) -> int:
    """The number of ways to bid a round (RULES.md step 2), the dealer bidding last."""
    total = 0
    for others in itertools.product(range(round_ + 1), repeat=players - 1):
        forbidden = round_ - sum(others)
        total += round_ + 1 - (hook and 0 <= forbidden <= round_)
    return total


def test_bid_sequence_arithmetic() -> None:
    assert bid_sequences(3, 1, hook=False) == 8
    # hook, round 1, 3 players: others bid 0,0 / 0,1 / 1,0 -> one choice; 1,1 -> two
    assert bid_sequences(3, 1, hook=True) == 5
    assert bid_sequences(3, 2, hook=True) == 21


# -- a hand-built deal, counted by hand ------------------------------------------------------

HANDS = ["KH N1", "W2 9H", "5C 7H"]  # seats 0, 1, 2; seat 0 deals, seat 1 leads; trump ♠


def hand_built(phase: Phase, hook: bool = False) -> wizard.State:
    return wizard.State(
        rules=wizard.Rules(players=3, hook=hook),
        seed=0,
        round=2,
        dealer=0,
        trump_card=Card.parse("3S"),
        trump=Suit.SPADES,
        hands=tuple(tuple(sorted(parse_cards(hand))) for hand in HANDS),
        bids=(1, 1, 1) if phase is Phase.PLAY else (None, None, None),
        tricks_taken=(0, 0, 0),
        trick=(),
        leader=1,
        scores=(0, 0, 0),
        phase=phase,
        to_act=1,
    )


def test_hand_built_deal_by_hand() -> None:
    # Seat 1 leads W2 or 9H.
    # - W2: no led suit, so seat 2 plays 5C or 7H and seat 0 KH or N1: 4 ways.
    # - 9H: seat 2 holds 7H and must play it (5C would not follow); seat 0 holds KH and may
    #   play it or the Jester N1: 2 ways.
    # The second trick is forced (one card each), whoever leads it: 6 in all.
    state = hand_built(Phase.PLAY)
    assert [perft(state, depth) for depth in range(1, 7)] == [2, 3, 6, 6, 6, 6]
    assert count_round(state) == 6
    assert brute_force_plays([parse_cards(h) for h in HANDS], 1, Suit.SPADES) == 6


@pytest.mark.parametrize(("hook", "bids"), [(False, 27), (True, 21)])
def test_hand_built_deal_with_bidding(hook: bool, bids: int) -> None:
    # Bids 0..2 each: 27 ways; with the hook the dealer loses one number whenever the other two
    # bid 2 or less in total (6 of the 9 pairs): 27 - 6 = 21. Each bidding leads to 6 plays.
    assert bid_sequences(3, 2, hook) == bids
    state = hand_built(Phase.BID, hook)
    assert perft(state, 3) == bids
    assert count_round(state) == bids * 6


# -- seeded deals ----------------------------------------------------------------------------


@pytest.mark.parametrize(("hook", "expected"), [(False, 216), (True, 168)])
def test_three_players_round_two(hook: bool, expected: int) -> None:
    # Round 2 of seed 7 (3 players): 6♥ turned, so hearts are trump and bidding starts.
    state = reach(wizard.Rules(players=3, hook=hook), seed=7, round_=2)
    assert state.trump_card == Card.parse("6H")
    assert state.phase is Phase.BID
    assert count_round(state) == expected
    plays = brute_force_plays(state.hands, state.leader, state.trump)
    assert expected == bid_sequences(3, 2, hook) * plays


# Round 3 of seed 78 (4 players, seat 2 deals): W2 is turned, so the dealer chooses trump.
# The hands hold a Wizard (W4, seat 1) and a Jester (N2, seat 0).
SEED_78_HANDS = ("5D 10H N2", "AC 2S W4", "7D 10D 5H", "2C 10C 4H")


def test_four_players_round_three_opening() -> None:
    state = reach(wizard.Rules(players=4), seed=78, round_=3)
    assert state.trump_card == Card.parse("W2")
    assert state.dealer == 2
    assert tuple(map(parse_cards, SEED_78_HANDS)) == state.hands
    # 4 trump choices, then 4 bids of 0..3 each (4 ** 4 = 256 ways), then seat 3 leads any of
    # 2C 10C 4H (3), then seat 0 (5D 10H N2) plays anything after a club (3 + 3) but 10H or
    # N2 after 4H (2): 4 * 256 * 3 = 3072 and 4 * 256 * 8 = 8192.
    expected = [4, 4 * 4, 4 * 4**2, 4 * 4**3, 4 * 4**4, 3072, 8192]
    assert [perft(state, depth) for depth in range(1, 8)] == expected


@pytest.mark.parametrize(
    ("suit", "expected"),
    [(Suit.CLUBS, 592), (Suit.DIAMONDS, 504), (Suit.HEARTS, 552), (Suit.SPADES, 592)],
)
def test_four_players_round_three_plays(suit: Suit, expected: int) -> None:
    state = reach(wizard.Rules(players=4), seed=78, round_=3)
    state, _ = state.apply(ChooseTrump(suit))
    for _ in range(4):
        state, _ = state.apply(Bid(1))
    assert state.phase is Phase.PLAY
    assert count_round(state) == expected
    assert brute_force_plays(state.hands, state.leader, suit) == expected
