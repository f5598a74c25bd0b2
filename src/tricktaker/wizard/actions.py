"""Wizard's own actions: bidding and choosing trump. Playing a card is the shared ``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Suit

__all__ = ["Action", "Bid", "ChooseTrump"]


@attrs.frozen
class Bid:
    """Bid to take exactly ``tricks`` tricks this round.

    >>> str(Bid(2))
    'bid 2'
    """

    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@attrs.frozen
class ChooseTrump:
    """The dealer names the trump suit after turning up a Wizard.

    >>> from tricktaker import Suit
    >>> str(ChooseTrump(Suit.SPADES))
    'choose trump ♠'
    """

    suit: Suit

    def __str__(self) -> str:
        return f"choose trump {self.suit}"


Action = Bid | ChooseTrump | Play
"""Any Wizard action."""
