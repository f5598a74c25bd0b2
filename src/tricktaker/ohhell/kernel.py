"""Each rule of Oh Hell once, in its fast form that trusts its input.

The game state calls these on every step; the checked public functions of
:mod:`tricktaker.ohhell` check their input and call them too, so a rule is written in
one place only. The one exception sits beside its rule and says so: :func:`may_play` is
:func:`playable` asked about one card, fused for the hot path of ``apply`` (the scenario
tables test the two against each other row by row).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tricktaker.cards import STANDARD_DECK, Card, Suit, shuffled

if TYPE_CHECKING:
    from tricktaker import ohhell

__all__ = [
    "DECK_SIZE",
    "bid_choices",
    "deal",
    "led_suit",
    "may_play",
    "most_cards",
    "playable",
    "score",
    "winner",
]

_BY_INDEX = operator.attrgetter("index")

DECK_SIZE = len(STANDARD_DECK)
"""Oh Hell is played with the 52 cards of one standard deck."""


def most_cards(players: int) -> int:
    """The largest hand that leaves a card to turn for trump: (52 - 1) // players."""
    return (DECK_SIZE - 1) // players


def deal(
    seed: int, round_: int, players: int, size: int, dealer: int
) -> tuple[tuple[tuple[Card, ...], ...], Card | None]:
    """The hands (by seat, each in canonical order) and the turned card of round ``round_``.

    The shuffle depends only on ``(seed, round_)``. The dealer's left receives the first
    ``size`` cards and so on clockwise; the next card is turned, if one remains.
    """
    deck = shuffled(STANDARD_DECK, f"ohhell:{seed}:{round_}")
    hands: list[tuple[Card, ...]] = [()] * players
    for i in range(players):
        hands[(dealer + 1 + i) % players] = tuple(
            sorted(deck[i * size : (i + 1) * size], key=_BY_INDEX)
        )
    rest = players * size
    return tuple(hands), deck[rest] if rest < DECK_SIZE else None


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


def may_play(card: Card, hand: tuple[Card, ...], trick: Sequence[Card]) -> bool:
    """Whether ``card`` of ``hand`` is one of :func:`playable`, without building the tuple.

    The fused fast path of :func:`playable` for ``apply``, which asks about one card.
    """
    if not trick:
        return True
    suit = trick[0].suit
    if card.suit is suit:
        return True
    # A plain loop: faster than any() over a generator.
    for held in hand:  # noqa: SIM110
        if held.suit is suit:
            return False
    return True


def winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The index, in play order, of the card that wins: the highest trump, else the highest
    card of the led suit. Within a suit a higher :attr:`Card.index <tricktaker.Card.index>` is
    a higher rank."""
    best = 0
    best_suit = cards[0].suit
    best_index = cards[0].index
    for i in range(1, len(cards)):
        card = cards[i]
        suit = card.suit
        if suit is best_suit:
            if card.index > best_index:
                best, best_index = i, card.index
        elif suit is trump:  # the first trump on a trick led in another suit
            best, best_suit, best_index = i, suit, card.index
    return best


def bid_choices(tricks: int, bid_so_far: int, hooked: bool) -> range | tuple[int, ...]:
    """The bids a player may make in a round of ``tricks`` tricks: 0 to ``tricks``.

    ``hooked``: this player bids last under the hook, and may not make the bids add up to
    ``tricks``; ``bid_so_far`` is the sum of the others' bids. When that would take a bid
    outside 0 to ``tricks``, nothing is forbidden.
    """
    if hooked:
        forbidden = tricks - bid_so_far
        if 0 <= forbidden <= tricks:
            return tuple([n for n in range(tricks + 1) if n != forbidden])
    return range(tricks + 1)


def score(bid: int, taken: int, rules: ohhell.Rules) -> int:
    """One player's points for a round: ``points_per_trick`` a trick taken, plus ``bonus``
    for taking exactly the bid; with ``off_bid_penalty`` a missed bid instead loses
    ``points_per_trick`` a trick of difference."""
    if bid == taken:
        return rules.points_per_trick * taken + rules.bonus
    if rules.off_bid_penalty:
        return -rules.points_per_trick * abs(bid - taken)
    return rules.points_per_trick * taken
