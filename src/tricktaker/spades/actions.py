"""Spades' own action, the bid (0 is nil). Playing a card is the shared ``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play
from tricktaker.bidding import actions as bidding

__all__ = ["Action", "Bid"]


@attrs.frozen
class Bid(bidding.Bid):
    """Bid to take ``tricks`` tricks this hand, with one's partner; ``Bid(0)`` is nil.

    Spades' bid, a :class:`tricktaker.bidding.actions.Bid`.

    >>> Bid(3), str(Bid(3)), str(Bid(0))
    (Bid(tricks=3), 'bid 3', 'bid nil')
    """

    def __str__(self) -> str:
        return "bid nil" if self.tricks == 0 else f"bid {self.tricks}"


Action = Bid | Play
"""Any Spades action."""
