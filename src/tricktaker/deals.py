"""Dealing, shared by every game: :func:`deal_hands` deals a shuffled deck, and a game's
``Deal`` (the cards of a first deal given rather than shuffled) converts its hands with
:func:`as_hands`, checks its cards with :func:`check_dealt_cards` and the sizes its rules ask
for with :func:`check_hand_sizes`."""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence

from tricktaker.cards import Card
from tricktaker.errors import RulesError

__all__ = ["as_hands", "check_dealt_cards", "check_hand_sizes", "deal_hands"]


def as_hands(hands: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    """The hands as tuples; a value that is not a sequence of hands is refused.

    >>> from tricktaker import parse_cards
    >>> as_hands([list(parse_cards("AS 2C"))])
    ((Card.parse('A♠'), Card.parse('2♣')),)
    >>> as_hands(5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: hands must be a sequence of hands, not 5
    """
    try:
        return tuple(tuple(hand) for hand in hands)
    except TypeError:
        raise RulesError(f"Deal: hands must be a sequence of hands, not {hands!r}") from None


_BY_INDEX = operator.attrgetter("index")


def deal_hands(
    deck: Sequence[Card], players: int, size: int, first: int
) -> tuple[tuple[Card, ...], ...]:
    """The hands (by seat, each in canonical order) dealt from the top of ``deck``: seat
    ``first`` receives the first ``size`` cards, the seat to its left the next ``size``, and
    so on clockwise.

    >>> from tricktaker import parse_cards
    >>> deal_hands(parse_cards("AS 2C 3D 4H"), 2, 2, 1)
    ((Card.parse('3♦'), Card.parse('4♥')), (Card.parse('2♣'), Card.parse('A♠')))
    """
    hands: list[tuple[Card, ...]] = [()] * players
    for i in range(players):
        hands[(first + i) % players] = tuple(sorted(deck[i * size : (i + 1) * size], key=_BY_INDEX))
    return tuple(hands)


def check_dealt_cards(cards: Iterable[object], deck: frozenset[Card], deck_name: str) -> None:
    """Raise :class:`~tricktaker.RulesError` unless every one of ``cards`` is a card of
    ``deck`` (called ``deck_name`` in the message) and none appears twice.

    >>> from tricktaker import parse_cards
    >>> from tricktaker.cards import STANDARD_DECK
    >>> check_dealt_cards(parse_cards("AS 2C AS"), frozenset(STANDARD_DECK), "the deck")
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """
    seen: set[object] = set()
    for card in cards:
        if not isinstance(card, Card) or card not in deck:
            raise RulesError(f"Deal: {card!r} is not a card of {deck_name}")
        if card in seen:
            raise RulesError(f"Deal: {card} is dealt twice")
        seen.add(card)


def check_hand_sizes(hands: Sequence[Sequence[Card]], players: int, size: int, when: str) -> None:
    """Raise :class:`~tricktaker.RulesError` unless there are ``players`` hands of ``size``
    cards each; ``when`` names the deal in the message ("the first round").

    >>> check_hand_sizes([(), ()], 3, 0, "the first round")
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: 2 hands for 3 players
    """
    if len(hands) != players:
        raise RulesError(f"Deal: {len(hands)} hands for {players} players")
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise RulesError(f"Deal: seat {seat} holds {len(hand)} cards; {when} deals {size}")
