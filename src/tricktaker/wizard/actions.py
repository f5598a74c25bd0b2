"""Wizard's own actions: bidding and choosing trump. Playing a card is the shared ``Play``."""

from __future__ import annotations

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Suit
from tricktaker.engine import actions as bidding

__all__ = ["Action", "Bid", "ChooseTrump"]


@attrs.frozen
class Bid(bidding.Bid):
    """Bid to take exactly ``tricks`` tricks this round.

    Wizard's bid, a :class:`tricktaker.engine.actions.Bid`.

    >>> Bid(True)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Bid.tricks must be an int (not a bool), not True
    """


@attrs.frozen
class ChooseTrump:
    """The dealer names the trump suit after turning up a Wizard.

    >>> from tricktaker import Suit
    >>> str(ChooseTrump(Suit.SPADES))
    'choose trump ♠'
    >>> ChooseTrump("H")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: ChooseTrump.suit must be a Suit (Suit.HEARTS), not 'H'

    Raises:
        IllegalActionError: ``suit`` is not a :class:`~tricktaker.Suit` (no-trump may not
            be chosen).
    """

    suit: Suit

    def __attrs_post_init__(self) -> None:
        if type(self.suit) is not Suit:
            raise malformed("ChooseTrump.suit", self.suit, "a Suit (Suit.HEARTS)")

    def __str__(self) -> str:
        return f"choose trump {self.suit}"


Action = Bid | ChooseTrump | Play
"""Any Wizard action."""
