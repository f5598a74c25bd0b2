"""Hearts' events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core.

A pass is seen by its giver at once; the receiver sees the cards only when every seat has
passed (:class:`PassesReceived`), and the other seats never."""

from __future__ import annotations

import attrs

from tricktaker.cards import Card
from tricktaker.events import CardPlayed, Event, GameOver, own_hand_only
from tricktaker.hearts.kernel import Direction

__all__ = [
    "CardPassed", "CardPlayed", "GameOver", "HandScored", "HandStarted", "PassesReceived",
    "TrickWon"
]  # fmt: skip


@attrs.frozen
class HandStarted(Event):
    """Hand ``hand_number`` was dealt, 13 cards each, to pass ``direction``; ``hands`` by
    seat, None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = HandStarted(hand_number=1, direction=Direction.LEFT,
    ...                     hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands, str(event)
    ((None, (Card.parse('A♠'),)), 'hand 1: pass three cards to the left')
    """

    hand_number: int
    direction: Direction
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class CardPassed(Event):
    """``seat`` put ``card`` aside for ``receiver``; None in every other seat's form.

    >>> from tricktaker import Card
    >>> event = CardPassed(seat=0, receiver=1, card=Card.parse("QS"))
    >>> str(event), str(event.for_seat(1))
    ('seat 0 passes Q♠ to seat 1', 'seat 0 passes a card to seat 1')
    """

    seat: int
    receiver: int
    card: Card | None

    def for_seat(self, seat: int) -> CardPassed:
        if seat == self.seat:
            return self
        return CardPassed(seat=self.seat, receiver=self.receiver, card=None)

    def known_to(self, seat: int) -> tuple[Card, ...]:
        """The card passed, to its giver (who knows where it went)."""
        return (self.card,) if seat == self.seat and self.card is not None else ()


@attrs.frozen
class PassesReceived(Event):
    """Every seat has passed: ``received`` are the cards each seat took up (by seat, None
    where hidden), and the play begins.

    >>> from tricktaker.cards import parse_cards
    >>> event = PassesReceived(received=(parse_cards("2C 3C 4C"), parse_cards("AS KS QS")))
    >>> event.for_seat(0).received[1], str(event.for_seat(0))
    (None, 'the passed cards are taken up')
    """

    received: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> PassesReceived:
        return PassesReceived(
            received=tuple(cards if i == seat else None for i, cards in enumerate(self.received))
        )


@attrs.frozen
class TrickWon(Event):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led, and its
    ``points`` (its hearts, Q♠ and, under ``jd_bonus``, J♦).

    >>> from tricktaker import parse_cards
    >>> str(TrickWon(winner=2, leader=1, cards=parse_cards("9H KH 2H QS"), points=16))
    'seat 2 wins 9♥ K♥ 2♥ Q♠ (16 points)'
    """

    winner: int
    leader: int
    cards: tuple[Card, ...]
    points: int


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: each seat's ``points`` for it and new total ``scores``;
    ``moon`` is the seat that shot the moon, if one did.

    >>> str(HandScored(hand_number=2, points=(0, 26, 26, 26), scores=(5, 40, 30, 26), moon=0))
    'hand 2 scored: seat 0 shoots the moon; seat 0 +0, seat 1 +26, seat 2 +26, seat 3 +26'
    """

    hand_number: int
    points: tuple[int, ...]
    scores: tuple[int, ...]
    moon: int | None = None
