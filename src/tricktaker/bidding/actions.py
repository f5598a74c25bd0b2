"""The bid, as the base of each bidding game's own ``Bid`` action (subclassed so that its JSON
names the game, as the events of :mod:`tricktaker.bidding.events` are)."""

from __future__ import annotations

import attrs

from tricktaker.actions import malformed

__all__ = ["Bid"]


@attrs.frozen
class Bid:
    """Bid to take exactly ``tricks`` tricks this round.

    >>> str(Bid(2))
    'bid 2'
    >>> Bid("2")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Bid.tricks must be an int (not a bool), not '2'

    Raises:
        IllegalActionError: ``tricks`` is not an int. Whether the number may be bid is for
            the state to say.
    """

    tricks: int

    def __attrs_post_init__(self) -> None:
        if type(self.tricks) is not int:
            raise malformed("Bid.tricks", self.tricks, "an int (not a bool)")

    def __str__(self) -> str:
        return f"bid {self.tricks}"
