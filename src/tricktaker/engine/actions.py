"""The bid, as the base of each bidding game's own ``Bid`` action (subclassed so that its JSON
names the game, as the events of :mod:`tricktaker.engine.events` are)."""

from __future__ import annotations

from typing import Generic, TypeVar

import attrs

from tricktaker.actions import PlayChoices, malformed

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


B = TypeVar("B", bound=Bid)


class BidChoices(PlayChoices, Generic[B]):
    """What a view of a bidding game adds for a typed bot: ``legal_bids()`` (tuples of the
    game's own ``Bid``, the ``B``) beside ``legal_plays()``; both derived from the view's
    ``legal_actions()``.

    >>> from tricktaker import wizard
    >>> view = wizard.new_game(wizard.Rules(players=3), seed=2).view(1)
    >>> view.legal_bids(), view.legal_plays()
    ((Bid(tricks=0), Bid(tricks=1)), ())
    """

    __slots__ = ()

    def legal_bids(self) -> tuple[B, ...]:
        """The legal bids, lowest first; empty when this seat may not bid now."""
        bids: tuple[B, ...] = tuple(
            action  # type: ignore[misc]  # a bid of this game is its B
            for action in self.legal_actions()
            if isinstance(action, Bid)
        )
        return bids
