"""Oh Hell's own action, the bid. Playing a card is the shared ``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play

__all__ = ["Action", "Bid"]


@attrs.frozen
class Bid:
    """Bid to take exactly ``tricks`` tricks this round.

    >>> str(Bid(2))
    'bid 2'
    """

    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


Action = Bid | Play
"""Any Oh Hell action."""
