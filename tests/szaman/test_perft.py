"""Perft-style counts for Szaman (python-chess's idea, as in tests/wizard/test_perft.py): the
number of legal play sequences from fixed deals, stored here, for the default rules and for
each rule option. A change in which cards may be played (a Joker that may or may not follow,
the first lead), in who wins a trick (and so leads the next), in who draws or in when a hand
ends changes a count at once.

Every stored number is counted twice: through the library's state (``legal_actions`` and
``apply``), and by a brute force that uses only the transcription of RULES.md below, never the
library's rule functions. A led Joker counts once for each suit it may name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pytest

from tricktaker import Card, Suit, parse_cards, szaman
from tricktaker.szaman import HandScored, Phase, Rules, State

# -- RULES.md, Szaman steps 2 to 6 and the Russian variant, transcribed independently ------------


class Options(NamedTuple):
    russian: bool = False
    lead_starting_card: bool = True
    jokers_always_playable: bool = False
    end_before_draw: bool = False


def suit_colour_red(suit: Suit) -> bool:
    return suit in (Suit.DIAMONDS, Suit.HEARTS)


def joker_is_red(card: Card) -> bool:
    return card == Card.parse("RJ")


def lowest(cards: Sequence[Card]) -> Card:
    """Step 2: the lowest card in the order 2♣ 2♦ 2♥ 2♠ 3♣ … (rank first, then suit)."""
    suited = [card for card in cards if card.suit is not None]
    return min(suited, key=lambda card: (card.rank, card.suit))


def follows(card: Card, led: Suit) -> bool:
    """Step 3: of the led suit, or the Joker of the led suit's colour."""
    if card.is_joker:
        return joker_is_red(card) == suit_colour_red(led)
    return card.suit is led


def plays(
    hand: Sequence[Card], led: Suit | None, first_lead: bool, options: Options
) -> list[tuple[Card, Suit | None]]:
    """Step 3: the (card, named suit) pairs open to ``hand``; a suit is named only when a
    Joker leads, one of its colour."""
    if led is None:
        if first_lead and options.lead_starting_card:
            return [(lowest(hand), None)]
        result: list[tuple[Card, Suit | None]] = []
        for card in hand:
            if card.is_joker:
                result += [(card, s) for s in Suit if suit_colour_red(s) == joker_is_red(card)]
            else:
                result.append((card, None))
        return result
    if not any(card.suit is led for card in hand):  # a Joker belongs to no suit
        return [(card, None) for card in hand]
    return [
        (card, None)
        for card in hand
        if follows(card, led) or (options.jokers_always_playable and card.is_joker)
    ]


def winner(trick: Sequence[Card], led: Suit) -> int:
    """Step 3: the Joker of the led colour, else the highest card of the led suit."""
    for i, card in enumerate(trick):
        if card.is_joker and follows(card, led):
            return i
    ranked = [(card.rank, i) for i, card in enumerate(trick) if card.suit is led]
    return max(ranked)[1]


def brute_force(
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    leader: int,
    first_trick: bool,
    options: Options,
    depth: int = -1,
    trick: Sequence[Card] = (),
    led: Suit | None = None,
) -> int:
    """The number of play sequences of ``depth`` plays (or to the hand's end, if ``depth`` is
    -1); a sequence that ends the hand sooner counts once."""
    if depth == 0:
        return 1
    players = len(hands)
    seat = (leader + len(trick)) % players
    total = 0
    for card, named in plays(hands[seat], led, first_trick and not trick, options):
        after = [list(hand) for hand in hands]
        after[seat].remove(card)
        now_trick = [*trick, card]
        now_led = led if trick else (named if card.is_joker else card.suit)
        assert now_led is not None
        if len(now_trick) < players:
            total += brute_force(
                after, stock, leader, first_trick, options, depth - 1, now_trick, now_led
            )
            continue
        won = (leader + winner(now_trick, now_led)) % players
        rest = list(stock)
        if options.end_before_draw and not all(after):  # step 6, the option
            total += 1
            continue
        if options.russian:  # all draw, winner first, while the stock has one for each
            if len(rest) >= players:
                for k in range(players):
                    after[(won + k) % players].append(rest.pop(0))
            ended = all(not hand for hand in after)
        else:  # step 5: the winner draws, if the stock is not empty
            if rest:
                after[won].append(rest.pop(0))
            ended = any(not hand for hand in after)  # step 6
        if ended:
            total += 1
        else:
            total += brute_force(after, rest, won, False, options, depth - 1)
    return total


def options_of(rules: Rules) -> Options:
    return Options(
        russian=rules.variant == "russian",
        lead_starting_card=rules.lead_starting_card,
        jokers_always_playable=rules.jokers_always_playable,
        end_before_draw=rules.end_before_draw,
    )


# -- the same counts through the library's state -----------------------------------------------


def perft(state: State, depth: int = -1) -> int:
    """Like :func:`brute_force`, through ``legal_actions`` and ``apply``."""
    if depth == 0:
        return 1
    total = 0
    for action in state.legal_actions():
        after, events = state.apply(action)
        if any(isinstance(event, HandScored) for event in events):
            total += 1
        else:
            total += perft(after, depth - 1)
    return total


# The rule sets counted: the defaults and each option on its own.
RULE_SETS = {
    "default": {},
    "jokers_always_playable": {"jokers_always_playable": True},
    "end_before_draw": {"end_before_draw": True},
    "lead_starting_card=False": {"lead_starting_card": False},
    "russian": {"variant": "russian"},
}

# -- hand-built deals, counted to the end of the hand --------------------------------------------

# Seat 0 holds the lowest card (2♣) and leads; each Joker sits with cards of its colour's suits
# and of the other colour's, so that whether it may follow matters; the stock runs out midway.
CLASSIC_DEAL = ("2C 9H RJ 5S", "5H BJ KC 3D", "3H 4C JH AS")
CLASSIC_STOCK = "7D QS 8H"
# Seat 0 leads its last card; unless seat 2 plays the black Joker, which follows clubs, nobody
# follows and seat 0 wins: by default it draws and plays on; with end_before_draw the hand ends.
SHORT_DEAL = ("2C", "5H 9D RJ", "4H JH 3D BJ")
SHORT_STOCK = "KD 8H AS"


def hand_built(hands: Sequence[str], stock: str, **options: object) -> State:
    seat_hands = tuple(tuple(sorted(parse_cards(text))) for text in hands)
    players = len(seat_hands)
    return State(
        rules=Rules(players=players, **options),  # type: ignore[arg-type]
        seed=0,
        hand_number=1,
        hands=seat_hands,
        stock=parse_cards(stock),
        trick=(),
        trick_suit=None,
        leader=0,
        played=(),
        scores=(0,) * players,
        hand_points=(0,) * players,
        phase=Phase.PLAY,
        to_act=0,
    )


HAND_BUILT = {
    # (deal, stock): {rule set: plays to the hand's end}
    (CLASSIC_DEAL, CLASSIC_STOCK): {
        "default": 3144,
        "jokers_always_playable": 3528,
        "end_before_draw": 3144,  # nobody runs out before the stock does
        "lead_starting_card=False": 11502,
        "russian": 13800,
    },
    (SHORT_DEAL, SHORT_STOCK): {
        "default": 31,
        "jokers_always_playable": 53,
        "end_before_draw": 12,
        "lead_starting_card=False": 31,  # seat 0 holds one card: it leads it either way
    },
}


@pytest.mark.parametrize(
    ("deal", "stock", "rule_set", "expected"),
    [
        pytest.param(deal, stock, name, count, id=f"{deal[0]}|{name}")
        for (deal, stock), counts in HAND_BUILT.items()
        for name, count in counts.items()
    ],
)
def test_hand_built_deals_to_the_end_of_the_hand(
    deal: tuple[str, ...], stock: str, rule_set: str, expected: int
) -> None:
    state = hand_built(deal, stock, **RULE_SETS[rule_set])
    counted = brute_force(
        [parse_cards(hand) for hand in deal], parse_cards(stock), 0, True, options_of(state.rules)
    )
    assert (perft(state), counted) == (expected, expected)


def test_the_hand_built_counts_differ_where_the_options_do() -> None:
    # Each option changes the count of some deal: the table above would notice a rule that
    # silently stopped applying.
    for name in RULE_SETS:
        if name != "default":
            assert any(
                counts.get(name, counts["default"]) != counts["default"]
                for counts in HAND_BUILT.values()
            ), name


# -- seeded deals, the first plays of hand 1 ------------------------------------------------------

SEEDED = {
    # (players, seed): {rule set: counts of play sequences of 1, 2, ... plays}
    # 3 players, seed 7: seat 0 leads 2♦; seat 1 holds diamonds and the black Joker, seat 0
    # the red one.
    (3, 7): {
        "default": [1, 2, 4, 35, 156, 538, 4321],
        "jokers_always_playable": [1, 3, 6, 51, 237, 1086, 8730],
        "lead_starting_card=False": [9, 23, 82, 710, 2228, 6197, 49141],
        "russian": [1, 2, 4, 35, 89, 475, 3874],
    },
    # 4 players, seed 4: seat 0 leads 2♣; seat 2 holds the black Joker, seat 3 the red one.
    (4, 4): {
        "default": [1, 2, 6, 12, 104, 320, 680, 1888],
        "jokers_always_playable": [1, 2, 6, 18, 155, 542, 1144, 3358],
        "lead_starting_card=False": [8, 26, 60, 204, 1724, 4961, 11529, 31769],
        "russian": [1, 2, 6, 12, 104, 364, 836, 2048],
    },
}


@pytest.mark.parametrize(
    ("players", "seed", "rule_set", "expected"),
    [
        pytest.param(players, seed, name, counts, id=f"{players}p-seed{seed}-{name}")
        for (players, seed), table in SEEDED.items()
        for name, counts in table.items()
    ],
)
def test_seeded_deals(players: int, seed: int, rule_set: str, expected: list[int]) -> None:
    state = szaman.new_game(Rules(players=players, **RULE_SETS[rule_set]), seed=seed)  # type: ignore[arg-type]
    # Step 2, independently: the holder of the lowest card leads.
    first = lowest([card for hand in state.hands for card in hand])
    assert first in state.hands[state.leader]
    options = options_of(state.rules)
    for depth, count in enumerate(expected, start=1):
        counted = brute_force(state.hands, state.stock, state.leader, True, options, depth)
        assert (perft(state, depth), counted) == (count, count)
