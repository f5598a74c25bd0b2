"""Oh Hell's events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core."""

from __future__ import annotations

import attrs

from tricktaker.cards import Card
from tricktaker.engine import events as bidding
from tricktaker.events import CardPlayed, Event, GameOver, own_hand_only

__all__ = [
    "BidMade",
    "CardPlayed",
    "GameOver",
    "RoundScored",
    "RoundStarted",
    "TrickWon",
    "TrumpTurned",
]


@attrs.frozen
class RoundStarted(Event):
    """Round ``round`` was dealt by ``dealer``, ``hand_size`` cards each; ``hands`` by seat,
    None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = RoundStarted(round=1, dealer=0, hand_size=1,
    ...                      hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands
    (None, (Card.parse('A♠'),))
    >>> str(event)
    'round 1: seat 0 deals 1 card each'
    """

    round: int
    dealer: int
    hand_size: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> RoundStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class TrumpTurned(Event):
    """The card after the deal was turned; its suit is trump.

    >>> from tricktaker import Card
    >>> str(TrumpTurned(card=Card.parse("8H")))
    'trump card 8♥: trump ♥'
    """

    card: Card


@attrs.frozen
class BidMade(bidding.BidMade):
    """``seat`` bid ``tricks``."""


@attrs.frozen
class TrickWon(bidding.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(bidding.RoundScored):
    """Round ``round`` ended: per seat its bid, tricks taken, ``points`` and new total;
    ``trump`` is the round's trump suit (None when no card was turned)."""
