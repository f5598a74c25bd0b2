"""Spades' own actions: the bid (0 is nil) and, under ``Rules.blind_nil``, the choice made
before a seat sees its cards: blind nil, or seeing them. Playing a card is the shared
``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play
from tricktaker.engine import actions as bidding

__all__ = ["Action", "Bid", "BlindNil", "SeeCards"]


@attrs.frozen
class Bid(bidding.Bid):
    """Bid to take ``tricks`` tricks this hand, with one's partner; ``Bid(0)`` is nil.

    Spades' bid, a :class:`tricktaker.engine.actions.Bid`.

    >>> Bid(3), str(Bid(3)), str(Bid(0))
    (Bid(tricks=3), 'bid 3', 'bid nil')
    """

    def __str__(self) -> str:
        return "bid nil" if self.tricks == 0 else f"bid {self.tricks}"


@attrs.frozen
class BlindNil:
    """Bid nil before seeing one's cards (``Rules.blind_nil``): worth ``blind_nil_bonus``.

    Open to a seat whose team trails by ``blind_nil_deficit`` or more, at its turn to bid,
    as its first decision of the hand; its cards are shown to it once it has bid.

    >>> str(BlindNil())
    'blind nil'
    """

    def __str__(self) -> str:
        return "blind nil"


@attrs.frozen
class SeeCards:
    """See one's cards rather than bid blind nil, then bid as usual (``Rules.blind_nil``).

    >>> str(SeeCards())
    'see cards'
    """

    def __str__(self) -> str:
        return "see cards"


Action = Bid | BlindNil | SeeCards | Play
"""Any Spades action."""
