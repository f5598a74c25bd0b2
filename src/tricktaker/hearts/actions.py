"""Hearts' own action, passing a card. Playing a card is the shared ``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card

__all__ = ["PASSES", "Action", "Pass"]


@attrs.frozen
class Pass:
    """Give ``card`` to the seat this hand passes to: one of the three cards a seat passes,
    each its own action (as OpenSpiel has it; :func:`tricktaker.hearts.apply_pass` gives all
    three at once).

    >>> from tricktaker import Card
    >>> str(Pass(Card.parse("QS")))
    'pass Q♠'
    """

    card: Card

    def __str__(self) -> str:
        return f"pass {self.card}"


PASSES: tuple[Pass, ...] = tuple(Pass(card) for card in STANDARD_DECK)
"""``Pass(card)`` of each card of the deck, at its :attr:`~tricktaker.Card.index` (shared
values, as ``legal_actions`` lists them)."""

Action = Pass | Play
"""Any Hearts action."""
