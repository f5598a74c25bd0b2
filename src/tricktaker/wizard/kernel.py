"""Each rule of Wizard once, in its fast form that trusts its input.

The game state calls these on every step; the checked public functions of
:mod:`tricktaker.wizard` check their input and call them too, so a rule is written in one
place only. Two fused fast paths sit beside their rule and say so: :func:`may_play` is
:func:`playable` asked about one card (for ``apply``), and :func:`playable_actions` is
:func:`playable` as the :class:`~tricktaker.Play` actions ``legal_actions`` returns; the
scenario tables test each against the rule row by row.
"""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.actions import Play
from tricktaker.bidding import bid_choices
from tricktaker.cards import WIZARD_DECK, Card, CardKind, Suit, shuffled
from tricktaker.deals import deal_masks as deal_from
from tricktaker.masks import (
    NO_SUIT_PLAYS,
    NO_SUIT_SHIFT,
    SUIT_MASKS,
    SUIT_PATTERN,
    SUIT_PLAYS,
    SUIT_SHIFTS,
    plays_of,
)

__all__ = [
    "bid_choices",
    "deal_masks",
    "led_suit",
    "may_play",
    "playable",
    "playable_actions",
    "score",
    "winner",
]

_SUITED = CardKind.SUITED
_WIZARD = CardKind.WIZARD


def deal_masks(
    seed: int, round_: int, players: int, dealer: int
) -> tuple[tuple[int, ...], Card | None]:
    """The hands (by seat, each a card mask: :mod:`tricktaker.masks`) and the turned card of
    round ``round_``.

    The shuffle depends only on ``(seed, round_)``. Each player gets ``round_`` cards, the
    dealer's left first and so on clockwise; the next card is turned, if one remains.
    """
    deck = shuffled(WIZARD_DECK, f"wizard:{seed}:{round_}")
    rest = players * round_
    return deal_from(deck, players, round_, dealer + 1), deck[rest] if rest < len(deck) else None


def led_suit(trick: Sequence[Card]) -> Suit | None:
    """The suit to follow: that of the first suited card, unless a Wizard came before it
    (then none); Jesters set nothing."""
    for card in trick:
        kind = card.kind
        if kind is _SUITED:
            return card.suit
        if kind is _WIZARD:
            return None
    return None


def playable(hand: tuple[Card, ...], trick: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order: a player holding
    the led suit plays one of it, a Wizard or a Jester; otherwise anything (``hand`` itself)."""
    suit = led_suit(trick)
    if suit is None:
        return hand
    for card in hand:
        if card.suit is suit:
            return tuple([c for c in hand if c.suit is suit or c.kind is not _SUITED])
    return hand


def playable_actions(hand: int, trick: Sequence[Card]) -> tuple[Play, ...]:
    """:func:`playable` as ``Play`` actions, of the ``hand`` given as a mask of cards
    (:mod:`tricktaker.masks`), fused for ``legal_actions``: following suit is the led suit's
    plays from its table and the Wizards and Jesters from theirs (they come after every suited
    card in the canonical order), and an empty trick skips the search for a led suit."""
    suit = led_suit(trick) if trick else None
    if suit is not None:
        following = SUIT_PLAYS[suit][(hand >> SUIT_SHIFTS[suit]) & SUIT_PATTERN]
        if following:
            return following + NO_SUIT_PLAYS[hand >> NO_SUIT_SHIFT]
    return plays_of(hand)


def may_play(card: Card, hand: int, trick: Sequence[Card]) -> bool:
    """Whether ``card`` of the ``hand`` given as a mask is one of :func:`playable`, without
    building the tuple: the fused fast path for ``apply``, which asks about one card."""
    if card.kind is not _SUITED or not trick:
        return True
    suit = led_suit(trick)
    return suit is None or card.suit is suit or not hand & SUIT_MASKS[suit]


def winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The index, in play order, of the card that wins: the first Wizard; else the highest
    trump; else the highest card of the led suit; if every card is a Jester, the first."""
    best_trump = best_led = -1
    suit = None
    for i, card in enumerate(cards):
        kind = card.kind
        if kind is _WIZARD:
            return i
        if kind is not _SUITED:
            continue
        if suit is None:
            suit = card.suit
        if card.suit is trump:
            if best_trump < 0 or card.index > cards[best_trump].index:
                best_trump = i
        elif card.suit is suit and (best_led < 0 or card.index > cards[best_led].index):
            best_led = i
    if best_trump >= 0:
        return best_trump
    if best_led >= 0:
        return best_led
    return 0


def score(bid: int, taken: int) -> int:
    """A round's points: 20 + 10 a trick for taking exactly the bid, else -10 a trick off."""
    if bid == taken:
        return 20 + 10 * taken
    return -10 * abs(bid - taken)
