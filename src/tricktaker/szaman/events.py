"""Szaman's events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import attrs

from tricktaker.cards import SZAMAN_DECK, Card, Suit
from tricktaker.consistency import check_cards, check_per_seat, check_seat, check_sorted
from tricktaker.errors import TricktakerError
from tricktaker.events import CardPlayed, Event, GameOver, own_hand_only
from tricktaker.szaman.rules import HAND_SIZE, starting_card, trick_points, trick_winner

__all__ = [
    "CHECKS",
    "CardDrawn",
    "CardPlayed",
    "GameOver",
    "HandScored",
    "HandStarted",
    "TrickWon",
]


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


# -- the checks of an event read from JSON ----------------------------------------------------


def check_hand_started(event: HandStarted) -> None:
    """A deal of 8 cards to each seat, the rest in the stock; the leader holds the starting
    card, and no hand shown holds a lower one."""
    players = len(event.hands)
    check_seat("leader", event.leader, players)
    stock = len(SZAMAN_DECK) - players * HAND_SIZE
    if event.stock_size != stock:
        raise TricktakerError(
            f"a stock of {event.stock_size} cards for {players} players ({stock})"
        )
    shown = [hand for hand in event.hands if hand is not None]
    for seat, hand in enumerate(event.hands):
        if hand is not None:
            if len(hand) != HAND_SIZE:
                raise TricktakerError(f"seat {seat} is dealt {len(hand)} cards, not 8")
            check_sorted(f"the hand of seat {seat}", hand)
    check_cards(SZAMAN_DECK, *shown)
    start = event.starting_card
    leads = event.hands[event.leader]
    cards = [card for hand in shown for card in hand]
    lowest = starting_card(cards if start in cards else [start, *cards])
    if start.is_joker or lowest is not start or (leads is not None and start not in leads):
        raise TricktakerError(f"seat {event.leader} cannot lead with {start}: not the lowest card")


def check_trick_won(event: TrickWon) -> None:
    """A trick of one card per seat, in the named suit, won and scored as its cards say."""
    players = len(event.cards)
    check_per_seat(players, points=event.points)
    check_seat("leader", event.leader, players)
    check_cards(SZAMAN_DECK, event.cards)
    won_by = trick_winner(event.cards, event.suit)  # also checks the suit against the lead
    if event.winner != (event.leader + won_by) % players:
        raise TricktakerError(f"seat {event.winner} cannot win this trick")
    options = []
    for variant in ("classic", "russian"):
        points = trick_points(event.cards, event.suit, variant)
        options.append(tuple(points[(seat - event.leader) % players] for seat in range(players)))
    if event.points not in options:
        raise TricktakerError(f"points {list(event.points)}: the trick gives {list(options[0])}")


def check_hand_scored(event: HandScored) -> None:
    """One entry per seat; each seat's points its trick points less its penalty."""
    players = len(event.trick_points)
    check_per_seat(players, penalties=event.penalties, points=event.points, scores=event.scores)
    points = tuple(map(operator.sub, event.trick_points, event.penalties))
    if event.points != points:
        raise TricktakerError(
            f"points {list(event.points)}: trick points less penalties are {list(points)}"
        )


def check_card_drawn(event: CardDrawn) -> None:
    """A card of the deck, or None (another seat's draw)."""
    if event.card is not None:
        check_cards(SZAMAN_DECK, (event.card,))


CHECKS: dict[type, Callable[[Any], None]] = {
    HandStarted: check_hand_started,
    TrickWon: check_trick_won,
    HandScored: check_hand_scored,
    CardDrawn: check_card_drawn,
}
"""The check of each Szaman event read from JSON (:func:`~tricktaker.serialize.register_types`):
the rules' functions asked of its cards."""
