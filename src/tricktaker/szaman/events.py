"""Szaman's own events (``CardPlayed`` and ``GameOver`` are the core's)."""

from __future__ import annotations

import attrs

from tricktaker.cards import Card, Suit
from tricktaker.events import Event, own_hand_only


@attrs.frozen
class HandStarted(Event):
    """Hand ``hand_number`` was dealt: ``hands`` by seat (None where hidden), ``stock_size``
    cards in the stock; ``leader`` holds ``starting_card``, the lowest card dealt.

    >>> from tricktaker import Card, parse_cards
    >>> event = HandStarted(hand_number=1, leader=0, starting_card=Card.parse("2C"),
    ...                     hands=(parse_cards("2C 8H"), parse_cards("RJ 5S")), stock_size=50)
    >>> str(event)
    'hand 1: 8 cards each, 50 in the stock; seat 0 holds 2♣ and leads'
    >>> event.for_seat(1).hands
    (None, (Card.parse('RJ'), Card.parse('5♠')))
    """

    hand_number: int
    leader: int
    starting_card: Card
    hands: tuple[tuple[Card, ...] | None, ...]
    stock_size: int

    def for_seat(self, seat: int) -> HandStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))

    def shown_to_all(self) -> tuple[Card, ...]:
        """The starting card: every seat sees who holds it, and so who leads."""
        return (self.starting_card,)


@attrs.frozen
class TrickWon(Event):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led in ``suit``;
    ``points`` are what each seat got for it (indexed by seat).

    Its text names the led suit as such and says which losses are for an off-suit card, so
    that a line explains itself to a player who has not read the rules.

    >>> from tricktaker import Suit, parse_cards
    >>> str(TrickWon(winner=2, leader=0, cards=parse_cards("JH 8H RJ"), suit=Suit.HEARTS,
    ...              points=(0, 0, 25)))
    'seat 2 wins J♥ 8♥ RJ (♥ led): seat 2 +25'
    >>> str(TrickWon(winner=0, leader=0, cards=parse_cards("5C 2H"), suit=Suit.CLUBS,
    ...              points=(1, -2)))
    'seat 0 wins 5♣ 2♥ (♣ led): seat 0 +1, seat 1 -2 off-suit'
    """

    winner: int
    leader: int
    cards: tuple[Card, ...]
    suit: Suit
    points: tuple[int, ...]


@attrs.frozen
class CardDrawn(Event):
    """``seat`` drew ``card`` from the stock; ``card`` is None in other seats' form of it.

    >>> from tricktaker import Card
    >>> event = CardDrawn(seat=1, card=Card.parse("QS"))
    >>> str(event), str(event.for_seat(0)), event.for_seat(1) is event
    ('seat 1 draws Q♠', 'seat 1 draws a card', True)
    """

    seat: int
    card: Card | None

    def for_seat(self, seat: int) -> CardDrawn:
        if seat == self.seat or self.card is None:
            return self
        return CardDrawn(seat=self.seat, card=None)


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended. Per seat: ``trick_points`` taken in it, ``penalties`` for
    cards left in hand (0 or more), ``points`` = trick points − penalty, and the ``scores``
    (game totals) after it.

    >>> str(HandScored(hand_number=2, trick_points=(12, -1), penalties=(0, 3),
    ...                points=(12, -4), scores=(30, 7)))
    'hand 2 scored: seat 0 +12 -0 = 30, seat 1 -1 -3 = 7'
    """

    hand_number: int
    trick_points: tuple[int, ...]
    penalties: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
