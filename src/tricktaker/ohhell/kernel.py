"""Each rule of Oh Hell once, in its fast form that trusts its input.

The game state calls these on every step; the checked public functions of
:mod:`tricktaker.ohhell` check their input and call them too, so a rule is written in
one place only. The exceptions sit beside their rule and say so: :func:`may_play` is
:func:`playable` asked about one card, fused for the hot path of ``apply``, and
:func:`playable_actions` is :func:`playable` as actions in one pass, for ``legal_actions``
(the scenario tables test them against the rule row by row). The hook rule, :func:`bid_choices`, is
every bidding game's: its home is :mod:`tricktaker.bidding`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tricktaker.actions import Play
from tricktaker.bidding import bid_choices
from tricktaker.cards import STANDARD_DECK, Card, Suit, shuffled
from tricktaker.deals import deal_masks as deal_from
from tricktaker.masks import SUIT_MASKS, SUIT_PATTERN, SUIT_PLAYS, SUIT_SHIFTS, plays_of
from tricktaker.tricks import trump_winner

if TYPE_CHECKING:
    from tricktaker import ohhell

__all__ = [
    "DECK_SIZE",
    "bid_choices",
    "deal_masks",
    "led_suit",
    "may_play",
    "most_cards",
    "playable",
    "playable_actions",
    "score",
    "winner",
]


DECK_SIZE = len(STANDARD_DECK)
"""Oh Hell is played with the 52 cards of one standard deck."""


def most_cards(players: int) -> int:
    """The largest hand that leaves a card to turn for trump: (52 - 1) // players."""
    return (DECK_SIZE - 1) // players


def deal_masks(
    seed: int, round_: int, players: int, size: int, dealer: int
) -> tuple[tuple[int, ...], Card | None]:
    """The hands (by seat, each a card mask: :mod:`tricktaker.masks`) and the turned card of
    round ``round_``.

    The shuffle depends only on ``(seed, round_)``. The dealer's left receives the first
    ``size`` cards and so on clockwise; the next card is turned, if one remains.
    """
    deck = shuffled(STANDARD_DECK, f"ohhell:{seed}:{round_}")
    rest = players * size
    return deal_from(deck, players, size, dealer + 1), deck[rest] if rest < DECK_SIZE else None


def led_suit(trick: Sequence[Card]) -> Suit | None:
    """The suit of the card led, or None before a card is played."""
    return trick[0].suit if trick else None


def playable(hand: Sequence[Card], trick: Sequence[Card]) -> Sequence[Card]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order: those of the led
    suit if it holds any, else the whole hand (itself, not a copy)."""
    if trick:
        suit = trick[0].suit
        following = [card for card in hand if card.suit is suit]
        if following:
            return following
    return hand


def playable_actions(hand: int, trick: Sequence[Card]) -> tuple[Play, ...]:
    """:func:`playable` as ``Play`` actions (shared values), as ``legal_actions`` lists them,
    of the ``hand`` given as a mask of cards (:mod:`tricktaker.masks`).

    Fused for ``legal_actions``: following suit is one lookup in the led suit's table, and a
    lead (or a hand without the led suit) the plays of the whole hand.
    """
    if trick:
        suit = trick[0].suit
        following = SUIT_PLAYS[suit][(hand >> SUIT_SHIFTS[suit]) & SUIT_PATTERN]  # type: ignore[index]
        if following:
            return following
    return plays_of(hand)


def may_play(card: Card, hand: int, trick: Sequence[Card]) -> bool:
    """Whether ``card`` of the ``hand`` given as a mask is one of :func:`playable`, without
    building the tuple: the fused fast path of :func:`playable` for ``apply``, which asks
    about one card."""
    if not trick:
        return True
    suit = trick[0].suit
    return card.suit is suit or not hand & SUIT_MASKS[suit]  # type: ignore[index]


winner = trump_winner
"""The index, in play order, of the card that wins: the highest trump, else the highest card
of the led suit (:func:`tricktaker.tricks.trump_winner`)."""


def score(bid: int, taken: int, rules: ohhell.Rules) -> int:
    """One player's points for a round: ``points_per_trick`` a trick taken, plus ``bonus``
    for taking exactly the bid; with ``off_bid_penalty`` a missed bid instead loses
    ``points_per_trick`` a trick of difference."""
    if bid == taken:
        return rules.points_per_trick * taken + rules.bonus
    if rules.off_bid_penalty:
        return -rules.points_per_trick * abs(bid - taken)
    return rules.points_per_trick * taken
