"""Wizard's events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core."""

from __future__ import annotations

import attrs

from tricktaker.cards import Card, Suit
from tricktaker.engine import events as bidding
from tricktaker.events import CardPlayed, Event, GameOver, own_hand_only

__all__ = [
    "BidMade",
    "CardPlayed",
    "GameOver",
    "RoundScored",
    "RoundStarted",
    "TrickWon",
    "TrumpChosen",
    "TrumpTurned",
]


@attrs.frozen
class RoundStarted(Event):
    """Round ``round`` was dealt by ``dealer``; ``hands`` by seat, None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = RoundStarted(round=1, dealer=0, hands=(parse_cards("2C"), parse_cards("W1")))
    >>> event.for_seat(1).hands
    (None, (Card.parse('W1'),))
    """

    round: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> RoundStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class TrumpTurned(Event):
    """The top card after the deal was turned: ``trump`` is its suit, None for a Jester, and
    None (until the dealer chooses) for a Wizard."""

    card: Card
    trump: Suit | None


@attrs.frozen
class TrumpChosen(Event):
    """The dealer ``seat`` chose ``suit`` as trump after a Wizard was turned."""

    seat: int
    suit: Suit


@attrs.frozen
class BidMade(bidding.BidMade):
    """``seat`` bid ``tricks``."""


@attrs.frozen
class TrickWon(bidding.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(bidding.RoundScored):
    """Round ``round`` ended: per seat its bid, tricks taken, ``points`` and new total."""
