"""Each rule of Szaman once, in its fast form that trusts its input.

The game state calls these on every step; the checked public functions of
:mod:`tricktaker.szaman` check their input and call them too, so a rule is written in one
place only. Two fused fast paths sit beside their rule and say so: :func:`playable_actions`
is :func:`playable` as the :class:`~tricktaker.Play` actions ``legal_actions`` returns, and
:func:`may_play` is :func:`playable` asked about one card (for ``apply``); the scenario
tables test each against the rule row by row.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tricktaker.actions import PLAYS, Play
from tricktaker.cards import STANDARD_DECK, SZAMAN_DECK, Card, CardKind, Color, Rank, Suit, shuffled
from tricktaker.deals import deal_hands
from tricktaker.tricks import holds_suit

__all__ = [
    "HAND_SIZE",
    "JOKER_OF",
    "JOKER_PENALTY",
    "JOKER_SUITS",
    "deal",
    "may_play",
    "penalty",
    "playable",
    "playable_actions",
    "points",
    "starting_card",
    "starting_position",
    "winner",
]

_SUITED = CardKind.SUITED
_JOKER = CardKind.JOKER
_RED_JOKER = Card.joker(Color.RED)
_BLACK_JOKER = Card.joker(Color.BLACK)
_EIGHT_HEARTS = Card.of(Suit.HEARTS, Rank.EIGHT)
_JACK_HEARTS = Card.of(Suit.HEARTS, Rank.JACK)
_QUEEN_SPADES = Card.of(Suit.SPADES, Rank.QUEEN)

JOKER_OF: dict[Suit, Card] = {
    suit: _RED_JOKER if suit.color is Color.RED else _BLACK_JOKER for suit in Suit
}
"""The Joker that follows (and wins) a trick led in each suit."""
JOKER_SUITS: dict[Card, tuple[Suit, Suit]] = {
    _RED_JOKER: (Suit.DIAMONDS, Suit.HEARTS),
    _BLACK_JOKER: (Suit.CLUBS, Suit.SPADES),
}
"""The suits each Joker may name when it is led, in suit order."""

HAND_SIZE = 8
"""Cards dealt to each player at the start of a hand."""
JOKER_PENALTY = 20
"""Points lost for each Joker still held when a hand ends."""


def deal(
    seed: int, hand_number: int, players: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The hands (by seat, each in canonical order) and the stock (top first) of hand
    ``hand_number``: the shuffle depends only on ``(seed, hand_number)``; seat 0 gets its
    first 8 cards, and so on, and the rest is the stock."""
    deck = shuffled(SZAMAN_DECK, f"szaman:{seed}:{hand_number}")
    return deal_hands(deck, players, HAND_SIZE, 0), deck[players * HAND_SIZE :]


def playable(hand: tuple[Card, ...], suit: Suit, any_joker: bool) -> tuple[Card, ...]:
    """Follow suit: the cards of ``hand`` that may be played to a trick led in ``suit``.

    A hand that holds a card of ``suit`` plays a card that follows: one of that suit, or the
    Joker of its colour; with ``any_joker`` (the option ``jokers_always_playable``) either
    Joker. A Joker belongs to no suit, so a hand without a card of ``suit`` plays anything,
    and then ``hand`` itself is returned.
    """
    for card in hand:
        if card.suit is suit:
            if any_joker:
                return tuple([c for c in hand if c.suit is suit or c.kind is _JOKER])
            joker = JOKER_OF[suit]
            return tuple([c for c in hand if c.suit is suit or c is joker])
    return hand


def playable_actions(hand: tuple[Card, ...], suit: Suit, any_joker: bool) -> tuple[Play, ...]:
    """``Play(card)`` for each card of ``playable(hand, suit, any_joker)``, in one pass.

    The game state's commonest question, :func:`playable` fused with the shared ``PLAYS`` for
    speed; the scenario table and tests/szaman/test_rules.py check that the two agree.
    """
    for card in hand:
        if card.suit is suit:
            if any_joker:
                return tuple([PLAYS[c.index] for c in hand if c.suit is suit or c.kind is _JOKER])
            joker = JOKER_OF[suit]
            return tuple([PLAYS[c.index] for c in hand if c.suit is suit or c is joker])
    return tuple([PLAYS[c.index] for c in hand])


def may_play(card: Card, hand: tuple[Card, ...], suit: Suit, any_joker: bool) -> bool:
    """Whether ``card`` of ``hand`` is one of :func:`playable` for a trick led in ``suit``,
    without building the tuple: the fused fast path for ``apply``, which asks about one card."""
    if card.suit is suit or card is JOKER_OF[suit] or (any_joker and card.kind is _JOKER):
        return True
    return not holds_suit(hand, suit)


def winner(cards: Sequence[Card], suit: Suit) -> int:
    """Index of the winning card: the Joker of the led colour, else the highest of the suit."""
    joker = JOKER_OF[suit]
    best = -1
    best_rank = 0
    for i, card in enumerate(cards):
        if card is joker:
            return i
        if card.suit is suit:
            rank = card.rank
            assert rank is not None
            if rank > best_rank:
                best, best_rank = i, rank
    return best


def points(cards: Sequence[Card], suit: Suit, winner: int, russian: bool) -> list[int]:
    """Points per card's player, in play order, for a trick that ``cards[winner]`` won."""
    joker = JOKER_OF[suit]
    special = 0
    off_suit = False
    points = [0] * len(cards)
    for i, card in enumerate(cards):
        if card is _EIGHT_HEARTS:
            special += 8
        elif card is _JACK_HEARTS:
            special += 11
        elif card is _QUEEN_SPADES and russian:
            special += 13
        if card.suit is not suit and card is not joker:
            points[i] = -2
            off_suit = True
    if cards[winner].kind is _JOKER:
        special += 6
    points[winner] = special if special else 1 if off_suit else 5
    return points


def penalty(cards: Iterable[Card]) -> int:
    """The points lost for ``cards`` held when a hand ends: their values (2..10, J 11, Q 12,
    K 13, A 14) over 10 rounded up, plus 20 a Joker."""
    total = 0
    jokers = 0
    for card in cards:
        if card.rank is None:
            jokers += 1
        else:
            total += card.rank
    return -(-total // 10) + JOKER_PENALTY * jokers


# The order in which the cards pick the first leader, rank first and then suit
# (2♣ 2♦ 2♥ 2♠ 3♣ …), without the Jokers. (A comment, not a docstring: the API page would
# print all 52 cards.)
START_ORDER: tuple[Card, ...] = tuple(
    sorted(STANDARD_DECK, key=lambda card: (card.rank, card.suit))
)


def starting_position(cards: Sequence[Card]) -> int:
    """Where the starting card is in ``cards``, or -1 if they hold no suited card."""
    # Cards hash by identity: a dict finds them without comparing; the lowest is usually
    # among the first few of the order.
    where = dict(zip(cards, range(len(cards)), strict=True))
    for card in START_ORDER:
        position = where.get(card)
        if position is not None:
            return position
    return -1


def starting_card(cards: Sequence[Card]) -> Card | None:
    """The card of ``cards`` that picks a hand's first leader, or None."""
    position = starting_position(cards)
    return cards[position] if position >= 0 else None
