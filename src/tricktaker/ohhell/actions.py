"""Oh Hell's own action, the bid. Playing a card is the shared ``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play
from tricktaker.engine import actions as bidding

__all__ = ["Action", "Bid"]


@attrs.frozen
class Bid(bidding.Bid):
    """Bid to take exactly ``tricks`` tricks this round.

    Oh Hell's bid, a :class:`tricktaker.engine.actions.Bid`.

    >>> Bid(2), str(Bid(2))
    (Bid(tricks=2), 'bid 2')
    """


Action = Bid | Play
"""Any Oh Hell action."""
