"""Each rule of Szaman once, in its fast form that trusts its input.

The game's hooks (:mod:`tricktaker.szaman.game`) call these on every step; the checked
public functions of :mod:`tricktaker.szaman` check their input and call them too, so a rule
is written in one place only. Two forms sit beside the rule they serve and say so:
:func:`playable_mask` is :func:`playable` of a hand kept as a card mask
(:mod:`tricktaker.masks`), and :func:`starting_card_of` the rule of the starting card, which
:func:`starting_card` asks about a mask. :func:`trick_result` is :func:`winner` and
:func:`points` in one pass, read from tables of each card's strength and special points.
The scenario tables and tests/szaman/test_rules.py test each against its rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tricktaker.cards import (
    CARD_COUNT,
    STANDARD_DECK,
    Card,
    CardKind,
    Color,
    Rank,
    Suit,
)
from tricktaker.masks import (
    BITS,
    SUIT_MASKS,
)

__all__ = [
    "HAND_SIZE",
    "JOKER_OF",
    "JOKER_PENALTY",
    "JOKER_SUITS",
    "penalty",
    "playable",
    "playable_mask",
    "points",
    "starting_card",
    "starting_card_of",
    "trick_result",
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


def playable_mask(hand: int, suit: Suit, any_joker: bool) -> int:
    """:func:`playable` of the card mask ``hand``, as a mask: the cards of ``suit`` and the
    Jokers that follow it if the hand holds the suit, else the whole hand."""
    following = hand & SUIT_MASKS[suit]
    if not following:  # void in the led suit: any card
        return hand
    return following | (hand & _JOKER_MASKS[any_joker][suit])


_JOKER_MASKS = tuple(
    tuple(
        (BITS[_RED_JOKER.index] | BITS[_BLACK_JOKER.index])
        if any_joker
        else BITS[JOKER_OF[suit].index]
        for suit in Suit
    )
    for any_joker in (False, True)
)  # the Jokers that follow a suit, without and with jokers_always_playable


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


# The tables of trick_result, by card index: the strength of each card in a trick led in each
# suit (the Joker of the led colour above every rank, a card of the suit its rank, any other
# card 0: it does not follow), and each card's special points, classic then Russian (the
# values points() adds up).
_LED_JOKER = 15
_STRENGTHS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        _LED_JOKER
        if card is JOKER_OF[suit]
        else int(card.rank)
        if card.suit is suit and card.rank is not None
        else 0
        for card in map(Card.from_index, range(CARD_COUNT))
    )
    for suit in Suit
)
_SPECIALS: tuple[tuple[int, ...], tuple[int, ...]] = tuple(  # type: ignore[assignment]
    tuple(
        8
        if card is _EIGHT_HEARTS
        else 11
        if card is _JACK_HEARTS
        else 13
        if card is _QUEEN_SPADES and russian
        else 0
        for card in map(Card.from_index, range(CARD_COUNT))
    )
    for russian in (False, True)
)


def trick_result(
    cards: Sequence[Card], suit: Suit, russian: bool, leader: int
) -> tuple[int, list[int]]:
    """The seat that won a complete trick led in ``suit`` by seat ``leader`` (its first card
    follows ``suit``; card i was played by the i-th seat from ``leader``), and each seat's
    points for it, by seat: :func:`winner` and :func:`points` in one pass over the cards, read
    from tables, the state's fast path at a trick's end. tests/szaman/test_rules.py checks it
    against the two rules."""
    strengths = _STRENGTHS[suit]
    specials = _SPECIALS[russian]
    seats = len(cards)
    points = [0] * seats
    best = seat = leader
    best_strength = special = 0
    off_suit = False
    for card in cards:
        index = card.index
        special += specials[index]
        strength = strengths[index]
        if strength > best_strength:
            best, best_strength = seat, strength
        elif not strength:
            points[seat] = -2
            off_suit = True
        seat = seat + 1 if seat + 1 < seats else 0
    if best_strength == _LED_JOKER:
        special += 6
    points[best] = special if special else 1 if off_suit else 5
    return best, points


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


_START_BITS: tuple[tuple[int, Card], ...] = tuple((BITS[card.index], card) for card in START_ORDER)


def starting_card_of(mask: int) -> Card | None:
    """The card of the mask ``mask`` that picks a hand's first leader (the first of the
    order above that it holds), or None if it holds no suited card."""
    for bit, card in _START_BITS:  # the lowest card dealt is usually among the first few
        if mask & bit:
            return card
    return None


def starting_card(cards: Sequence[Card]) -> Card | None:
    """The card of ``cards`` that picks a hand's first leader, or None."""
    mask = 0
    for card in cards:
        mask |= BITS[card.index]
    return starting_card_of(mask)
