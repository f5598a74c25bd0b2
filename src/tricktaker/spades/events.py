"""Spades' events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core."""

from __future__ import annotations

import attrs

from tricktaker.cards import Card
from tricktaker.engine import events as bidding
from tricktaker.events import CardPlayed, Event, GameOver

__all__ = [
    "BidMade",
    "BlindNilBid",
    "CardPlayed",
    "CardsSeen",
    "GameOver",
    "HandStarted",
    "RoundScored",
    "TrickWon",
]

_NO_BLIND = (False, False, False, False)


@attrs.frozen
class HandStarted(Event):
    """Hand ``round`` was dealt by ``dealer``, 13 cards each; ``hands`` by seat, None where
    hidden. ``unseen``: the seats that may bid blind nil (``Rules.blind_nil``), which do not
    see their cards until they choose (:class:`CardsSeen`, :class:`BlindNilBid`): a seat's
    form hides every hand but its own, and its own too if it is one of these.

    >>> from tricktaker.cards import parse_cards
    >>> event = HandStarted(round=1, dealer=3, hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands, str(event)
    ((None, (Card.parse('A♠'),)), 'hand 1: seat 3 deals')
    >>> HandStarted(round=1, dealer=3, hands=event.hands, unseen=(1,)).for_seat(1).hands
    (None, None)
    """

    round: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    unseen: tuple[int, ...] = ()

    def for_seat(self, seat: int) -> HandStarted:
        shown = seat not in self.unseen
        hands = tuple(hand if i == seat and shown else None for i, hand in enumerate(self.hands))
        return HandStarted(round=self.round, dealer=self.dealer, hands=hands, unseen=self.unseen)


@attrs.frozen
class BidMade(bidding.BidMade):
    """``seat`` bid ``tricks`` (0: nil)."""


@attrs.frozen
class BlindNilBid(Event):
    """``seat`` bid blind nil, before seeing its cards; ``hand`` are its cards, which it now
    sees (None in the other seats' forms).

    >>> from tricktaker.cards import parse_cards
    >>> event = BlindNilBid(seat=1, hand=parse_cards("2C AS"))
    >>> str(event), event.for_seat(0).hand
    ('seat 1 bids blind nil', None)
    """

    seat: int
    hand: tuple[Card, ...] | None

    def for_seat(self, seat: int) -> BlindNilBid:
        return self if seat == self.seat else BlindNilBid(seat=self.seat, hand=None)


@attrs.frozen
class CardsSeen(Event):
    """``seat`` chose to see its cards, ``hand`` (None in the other seats' forms), rather
    than bid blind nil.

    >>> from tricktaker.cards import parse_cards
    >>> event = CardsSeen(seat=2, hand=parse_cards("KH"))
    >>> str(event), event.for_seat(2) is event, event.for_seat(3).hand
    ('seat 2 looks at their cards', True, None)
    """

    seat: int
    hand: tuple[Card, ...] | None

    def for_seat(self, seat: int) -> CardsSeen:
        return self if seat == self.seat else CardsSeen(seat=self.seat, hand=None)


@attrs.frozen
class TrickWon(bidding.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(bidding.RoundScored):
    """Hand ``round`` ended: per seat its bid, tricks taken, and its team's ``points`` and
    new total (partners' entries are equal); ``trump`` is spades; ``blind`` marks by seat
    the nils bid blind."""

    blind: tuple[bool, ...] = _NO_BLIND
