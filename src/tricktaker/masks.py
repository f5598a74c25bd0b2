"""Cards as bits: a set of cards as one ``int``, and its cards and plays from shared tables.

Bit ``card.index`` stands for ``card``, so a hand is one int: a card leaves it with one XOR,
``mask & BITS[card.index]`` asks whether it is held, and the hands of a round can be kept as
dealt (``dealt[seat] & remaining``) by every state of the round. The suits occupy 13 bits each
in order (♣ from bit 0, then ♦, ♥ and ♠), the ten cards of no suit (the Jokers, Wizards and
Jesters) the bits above them and a tarot pack's 26 trumps and knights above those, so a
suit's cards are ``(mask >> SUIT_SHIFTS[suit]) & 0x1FFF`` (a tarot knight, of a suit but
not of its 13 ranks, is among the tarot cards: a game that deals it says what it follows);
the second copies of a double deck (:data:`SECOND_COPY_SHIFT`) the 52 bits above those.

Each 13-bit pattern of a suit maps to a tuple of its cards and to a tuple of the shared
:data:`~tricktaker.actions.PLAYS`, in canonical order (built once, at import). Following suit
is then one lookup, and a hand's cards join the tables of its suits; no tuple is built card by
card on a game's hot path.

>>> from tricktaker import Card, Suit, format_cards, parse_cards
>>> hand = mask_of(parse_cards("AS 2C KH 8H W1"))
>>> format_cards(cards_of(hand)), format_cards(suit_cards(hand, Suit.HEARTS))
('2♣ 8♥ K♥ A♠ W1', '8♥ K♥')
>>> [str(play) for play in suit_plays(hand, Suit.SPADES)]
['play A♠']
>>> hand & BITS[Card.parse("8H").index] != 0, cards_of(hand ^ BITS[Card.parse("W1").index])[-1]
(True, Card.parse('A♠'))
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from typing import TypeVar

from tricktaker.actions import PLAYS, Play
from tricktaker.cards import CARD_COUNT, Card, Rank, Suit

__all__ = [
    "BITS",
    "DOUBLE_SUIT_MASKS",
    "NO_SUIT_CARDS",
    "NO_SUIT_PLAYS",
    "NO_SUIT_SHIFT",
    "SECOND_COPY_SHIFT",
    "SUIT_CARDS",
    "SUIT_MASKS",
    "SUIT_PATTERN",
    "SUIT_PLAYS",
    "SUIT_SHIFTS",
    "cards_of",
    "mask_of",
    "plays_of",
    "suit_cards",
    "suit_plays",
]

T = TypeVar("T")

_SUIT_SIZE = 13
SUIT_PATTERN = (1 << _SUIT_SIZE) - 1
"""``(mask >> SUIT_SHIFTS[suit]) & SUIT_PATTERN``, the 13 bits of one suit's pattern."""
_SUIT_PATTERN = SUIT_PATTERN

BITS: tuple[int, ...] = tuple(1 << index for index in range(CARD_COUNT))
"""The bit of each card, by :attr:`Card.index <tricktaker.Card.index>`."""

SUIT_SHIFTS: tuple[int, ...] = tuple(_SUIT_SIZE * suit for suit in Suit)
"""Where each suit's 13 bits begin, by suit (♣ 0, ♦ 13, ♥ 26, ♠ 39)."""

NO_SUIT_SHIFT = _SUIT_SIZE * len(Suit)
"""Bit 52, the first of the cards of no suit (RJ, BJ, W1..W4, N1..N4)."""

SECOND_COPY_SHIFT = Card.of(Suit.CLUBS, Rank.TWO, copy=2).index
"""Bit 88, the first of the second copies of the suited cards (a double deck's), in the
suited cards' order."""
_SECOND_COPY_BITS = ~((1 << SECOND_COPY_SHIFT) - 1)

SUIT_MASKS: tuple[int, ...] = tuple(_SUIT_PATTERN << shift for shift in SUIT_SHIFTS)
"""The bits of each suit's 13 cards, by suit (their second copies are not among them:
:data:`DOUBLE_SUIT_MASKS`)."""

DOUBLE_SUIT_MASKS: tuple[int, ...] = tuple(
    mask | (mask << SECOND_COPY_SHIFT) for mask in SUIT_MASKS
)
"""The bits of each suit's 13 cards and of their second copies (a double deck's), by suit."""


def _subsets(items: tuple[T, ...]) -> tuple[tuple[T, ...], ...]:
    """For each bit pattern ``m`` over ``items``, the items whose bits are set, in order."""
    collecting = gc.isenabled()
    gc.disable()  # 8,192 new tuples a table: the collector's passes over them cost twice the build
    try:
        table: list[tuple[T, ...]] = [()]
        for item in items:  # the patterns with this item's bit are those without it, extended
            table += [subset + (item,) for subset in table]
        return tuple(table)
    finally:
        if collecting:
            gc.enable()


def _cards_from(first: int, count: int) -> tuple[Card, ...]:
    return tuple(Card.from_index(index) for index in range(first, first + count))


SUIT_CARDS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    _subsets(_cards_from(shift, _SUIT_SIZE)) for shift in SUIT_SHIFTS
)
"""``SUIT_CARDS[suit][pattern]``: the cards of ``suit`` whose bits ``pattern`` (13 bits) sets,
in canonical order; shared tuples."""

SUIT_PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    _subsets(PLAYS[shift : shift + _SUIT_SIZE]) for shift in SUIT_SHIFTS
)
"""``SUIT_PLAYS[suit][pattern]``: :data:`~tricktaker.actions.PLAYS` of the same cards."""

_SPECIALS = 10  # RJ, BJ, W1..W4, N1..N4
_SPECIAL_PATTERN = (1 << _SPECIALS) - 1
_TAROT_SHIFT = _SPECIALS + _SUIT_SIZE  # above bit 52: the tarot cards' second block of 13
_TAROT_PATTERN = (1 << (2 * _SUIT_SIZE)) - 1

NO_SUIT_CARDS: tuple[tuple[Card, ...], ...] = _subsets(_cards_from(NO_SUIT_SHIFT, _SPECIALS))
"""``NO_SUIT_CARDS[(mask >> NO_SUIT_SHIFT) & 0x3FF]``: the Jokers, Wizards and Jesters of
``mask``."""

NO_SUIT_PLAYS: tuple[tuple[Play, ...], ...] = _subsets(
    PLAYS[NO_SUIT_SHIFT : NO_SUIT_SHIFT + _SPECIALS]
)
"""``NO_SUIT_PLAYS[(mask >> NO_SUIT_SHIFT) & 0x3FF]``: their plays."""

_TAROT_CARDS = tuple(
    _subsets(_cards_from(first, _SUIT_SIZE))
    for first in (NO_SUIT_SHIFT + _SPECIALS, NO_SUIT_SHIFT + _TAROT_SHIFT)
)  # the tarot pack's trumps and knights (bits 62 to 87), in two blocks of 13 bits
_TAROT_PLAYS = tuple(
    _subsets(PLAYS[first : first + _SUIT_SIZE])
    for first in (NO_SUIT_SHIFT + _SPECIALS, NO_SUIT_SHIFT + _TAROT_SHIFT)
)
_SECOND_COPIES = _cards_from(SECOND_COPY_SHIFT, CARD_COUNT - SECOND_COPY_SHIFT)
_SECOND_PLAYS = PLAYS[SECOND_COPY_SHIFT:]


def _above_suits(
    high: int,
    no_suit: tuple[tuple[T, ...], ...],
    tarot: tuple[tuple[tuple[T, ...], ...], ...],
    copies_of: tuple[T, ...],
) -> tuple[T, ...]:
    """The cards (or plays) of a mask's bits above the suits (``high``, the mask shifted by
    :data:`NO_SUIT_SHIFT`), in canonical order: the cards of no suit from their table, the
    tarot cards from their two, then the second copies, bit by bit (a double deck's hand
    holds a dozen)."""
    found = no_suit[high & _SPECIAL_PATTERN]
    cards = (high >> _SPECIALS) & _TAROT_PATTERN
    if cards:
        low_block, high_block = tarot
        found += low_block[cards & _SUIT_PATTERN] + high_block[cards >> _SUIT_SIZE]
    copies = high >> (SECOND_COPY_SHIFT - NO_SUIT_SHIFT)
    if copies:
        extra = []
        while copies:
            low = copies & -copies
            extra.append(copies_of[low.bit_length() - 1])
            copies ^= low
        found += tuple(extra)
    return found


_CLUBS, _DIAMONDS, _HEARTS, _SPADES = SUIT_CARDS
_CLUB_PLAYS, _DIAMOND_PLAYS, _HEART_PLAYS, _SPADE_PLAYS = SUIT_PLAYS


def mask_of(cards: Iterable[Card]) -> int:
    """The mask of ``cards`` (a card given twice counts once).

    >>> from tricktaker import parse_cards
    >>> bin(mask_of(parse_cards("2C 4C")))
    '0b101'
    """
    mask = 0
    for card in cards:
        mask |= BITS[card.index]
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask``, in canonical order (by :attr:`~tricktaker.Card.index`).

    >>> cards_of(0b101)
    (Card.parse('2♣'), Card.parse('4♣'))
    """
    cards = (
        _CLUBS[mask & _SUIT_PATTERN]
        + _DIAMONDS[(mask >> 13) & _SUIT_PATTERN]
        + _HEARTS[(mask >> 26) & _SUIT_PATTERN]
        + _SPADES[(mask >> 39) & _SUIT_PATTERN]
    )
    high = mask >> NO_SUIT_SHIFT
    if high:
        if high > _SPECIAL_PATTERN:  # tarot cards, second copies
            return cards + _above_suits(high, NO_SUIT_CARDS, _TAROT_CARDS, _SECOND_COPIES)
        return cards + NO_SUIT_CARDS[high]
    return cards


_BY_LENGTH: tuple[tuple[int, int, tuple[tuple[Play, ...], ...]], ...] = (
    (0, 0, ((),)),  # no card
    *(
        (
            (1 << SUIT_SHIFTS[top // _SUIT_SIZE]) - 1,
            SUIT_SHIFTS[top // _SUIT_SIZE],
            SUIT_PLAYS[top // _SUIT_SIZE],
        )
        for top in range(NO_SUIT_SHIFT)
    ),
    *((-1, 0, ()) for _ in range(NO_SUIT_SHIFT, CARD_COUNT)),
)  # by a mask's bit length (its highest card's index + 1): the bits of the suits below that
# card's (every bit, past the suits), the suit's shift and its table of plays


def plays_of(mask: int) -> tuple[Play, ...]:
    """``Play(card)`` for the cards of ``mask``, in canonical order (shared values).

    The cards of one suit (a follower's) are one lookup in that suit's table, and with cards
    of no suit beside them (a Joker, a Wizard) two.

    >>> plays_of(0b101)
    (Play(card=Card.parse('2♣'), suit=None), Play(card=Card.parse('4♣'), suit=None))
    """
    below, shift, plays_of_suit = _BY_LENGTH[mask.bit_length()]
    if not mask & below:  # every card of the mask is of its highest card's suit (or none)
        return plays_of_suit[mask >> shift]
    high = mask >> NO_SUIT_SHIFT
    if high and high <= _SPECIAL_PATTERN:  # cards of no suit beside those of a suit or more
        suited = mask ^ high << NO_SUIT_SHIFT
        below, shift, plays_of_suit = _BY_LENGTH[suited.bit_length()]
        if not suited & below:  # one suit's (a follower's, with a Joker or a Wizard)
            return plays_of_suit[suited >> shift] + NO_SUIT_PLAYS[high]
    plays = (
        _CLUB_PLAYS[mask & _SUIT_PATTERN]
        + _DIAMOND_PLAYS[(mask >> 13) & _SUIT_PATTERN]
        + _HEART_PLAYS[(mask >> 26) & _SUIT_PATTERN]
        + _SPADE_PLAYS[(mask >> 39) & _SUIT_PATTERN]
    )
    if high:
        if high > _SPECIAL_PATTERN:  # tarot cards, second copies
            return plays + _above_suits(high, NO_SUIT_PLAYS, _TAROT_PLAYS, _SECOND_PLAYS)
        return plays + NO_SUIT_PLAYS[high]
    return plays


def suit_cards(mask: int, suit: Suit) -> tuple[Card, ...]:
    """The cards of ``suit`` in ``mask``, in canonical order; empty when it holds none."""
    found = SUIT_CARDS[suit][(mask >> SUIT_SHIFTS[suit]) & _SUIT_PATTERN]
    if mask >> SECOND_COPY_SHIFT:
        return found + cards_of(mask & DOUBLE_SUIT_MASKS[suit] & _SECOND_COPY_BITS)
    return found


def suit_plays(mask: int, suit: Suit) -> tuple[Play, ...]:
    """``Play(card)`` for the cards of ``suit`` in ``mask``; empty when it holds none."""
    found = SUIT_PLAYS[suit][(mask >> SUIT_SHIFTS[suit]) & _SUIT_PATTERN]
    if mask >> SECOND_COPY_SHIFT:
        return found + plays_of(mask & DOUBLE_SUIT_MASKS[suit] & _SECOND_COPY_BITS)
    return found
