"""The events several trick games share, as base classes of the game's own.

A game subclasses each (``class BidMade(bidding.events.BidMade)``, with its own docstring) so
that its JSON names the game (``"ohhell.BidMade"``); the fields and the text are these.
"""

from __future__ import annotations

import attrs
from typing_extensions import Self

from tricktaker.cards import Card, Suit
from tricktaker.events import Event, own_hand_only

__all__ = ["BidMade", "HandStarted", "RoundScored", "TrickWon"]


@attrs.frozen
class HandStarted(Event):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, each seat shown its
    own alone (None where hidden).

    >>> from tricktaker import parse_cards
    >>> dealt = HandStarted(hand_number=1, dealer=0, hands=(parse_cards("AS"), parse_cards("KH")))
    >>> dealt.for_seat(1).hands
    (None, (Card.parse('K♥'),))
    """

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> Self:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class BidMade(Event):
    """``seat`` bid ``tricks``.

    >>> from tricktaker import wizard
    >>> str(wizard.BidMade(seat=1, tricks=2))  # a game's own, told in its words
    'seat 1 bids 2'
    """

    seat: int
    tricks: int


@attrs.frozen
class TrickWon(Event):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led.

    >>> from tricktaker import parse_cards, wizard
    >>> str(wizard.TrickWon(winner=2, leader=1, cards=parse_cards("9H KH")))
    'seat 2 wins 9♥ K♥'
    """

    winner: int
    leader: int
    cards: tuple[Card, ...]


@attrs.frozen
class RoundScored(Event):
    """Round ``round`` ended: per seat its bid, tricks taken, ``points`` and new total;
    ``trump`` is the round's trump suit (None without one).

    >>> from tricktaker import wizard
    >>> str(wizard.RoundScored(round=1, trump=None, bids=(1, 0), taken=(1, 0), points=(11, 10),
    ...                        scores=(11, 10)))
    'round 1 scored: seat 0 +11, seat 1 +10'
    """

    round: int
    trump: Suit | None
    bids: tuple[int, ...]
    taken: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
