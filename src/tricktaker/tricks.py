"""Small helpers shared by every game's trick logic: seats, hands and error messages."""

from __future__ import annotations

from collections.abc import Iterable

from tricktaker.cards import Card, format_cards

__all__ = ["next_seat", "remove_card", "trick_seats", "unplayable_message"]


def next_seat(seat: int, players: int) -> int:
    """The seat to the left (clockwise) of ``seat``.

    >>> next_seat(3, 4)
    0
    """
    return (seat + 1) % players


def trick_seats(leader: int, count: int, players: int) -> tuple[int, ...]:
    """The seats that played the first ``count`` cards of a trick led by ``leader``.

    >>> trick_seats(2, 3, 4)
    (2, 3, 0)
    """
    return tuple((leader + i) % players for i in range(count))


def remove_card(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``hand`` without ``card`` (which it holds), order kept.

    >>> from tricktaker.cards import parse_cards
    >>> format_cards(remove_card(parse_cards("2C 8H AS"), Card.parse("8H")))
    '2♣ A♠'
    """
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def unplayable_message(card: Card, reason: str, allowed: Iterable[Card]) -> str:
    """The sentence an :class:`~tricktaker.IllegalActionError` carries for a refused card.

    >>> from tricktaker.cards import parse_cards
    >>> unplayable_message(Card.parse("2C"), "must follow ♥", parse_cards("7H QH W1"))
    'cannot play 2♣: must follow ♥ (you may play 7♥, Q♥, W1)'
    """
    return f"cannot play {card}: {reason} (you may play {format_cards(allowed).replace(' ', ', ')})"
