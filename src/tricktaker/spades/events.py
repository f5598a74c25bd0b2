"""Spades' events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core."""

from __future__ import annotations

import attrs

from tricktaker.bidding import events as bidding
from tricktaker.cards import Card
from tricktaker.events import CardPlayed, Event, GameOver

__all__ = ["BidMade", "CardPlayed", "GameOver", "HandStarted", "RoundScored", "TrickWon"]


@attrs.frozen
class HandStarted(Event):
    """Hand ``round`` was dealt by ``dealer``, 13 cards each; ``hands`` by seat, None where
    hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = HandStarted(round=1, dealer=3, hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands, str(event)
    ((None, (Card.parse('A♠'),)), 'hand 1: seat 3 deals')
    """

    round: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        hands = tuple(hand if i == seat else None for i, hand in enumerate(self.hands))
        return HandStarted(round=self.round, dealer=self.dealer, hands=hands)

    def __str__(self) -> str:
        return f"hand {self.round}: seat {self.dealer} deals"


@attrs.frozen
class BidMade(bidding.BidMade):
    """``seat`` bid ``tricks`` (0: nil)."""


@attrs.frozen
class TrickWon(bidding.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(bidding.RoundScored):
    """Hand ``round`` ended: per seat its bid, tricks taken, and its team's ``points`` and
    new total (partners' entries are equal); ``trump`` is spades."""
