"""Small helpers shared by every game's trick logic: seats, hands, finished tricks and error
messages."""

from __future__ import annotations

import bisect
import operator
from collections.abc import Iterable, Sequence
from typing import TypeGuard, TypeVar

import attrs

from tricktaker.cards import Card, Suit, format_cards
from tricktaker.errors import TricktakerError

__all__ = [
    "CompletedTrick",
    "check_last_trick",
    "holds_suit",
    "is_exactly",
    "next_seat",
    "position_in_hand",
    "remove_card",
    "trick_seats",
    "trump_winner",
    "unplayable_message",
]


@attrs.frozen(kw_only=True, weakref_slot=False)
class CompletedTrick:
    """A finished trick as the table saw it: the cards, who led and who won.

    A game's states and views keep the last one of the deal in progress as ``last_trick``, so
    that a screen can go on showing it after it was collected.

    Attributes:
        cards: the cards in play order; the first was led by ``leader``, the next by the seat
            to its left, and so on.
        leader: the seat that led the trick.
        winner: the seat that won it.

    >>> from tricktaker.cards import parse_cards
    >>> trick = CompletedTrick(cards=parse_cards("9H KH 2S"), leader=2, winner=0)
    >>> str(trick)
    'seat 2 led 9♥ K♥ 2♠; seat 0 won'
    """

    cards: tuple[Card, ...]
    leader: int
    winner: int

    def __str__(self) -> str:
        return f"seat {self.leader} led {format_cards(self.cards)}; seat {self.winner} won"


_BY_INDEX = operator.attrgetter("index")


def check_last_trick(
    last_trick: CompletedTrick | None, played: tuple[Card, ...], players: int
) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``last_trick`` is None or the last
    finished trick of ``played``: one card a seat, seats in range. For the games' checks of
    states and views read from JSON.

    >>> from tricktaker.cards import parse_cards
    >>> played = parse_cards("2C 3C 4C 5C")
    >>> check_last_trick(CompletedTrick(cards=played[2:], leader=1, winner=0), played, 2)
    >>> check_last_trick(CompletedTrick(cards=played[:2], leader=1, winner=0), played, 2)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: last_trick holds 2♣ 3♣, not the last 2 cards played
    """
    if last_trick is None:
        return
    for name in ("leader", "winner"):
        seat = getattr(last_trick, name)
        if type(seat) is not int or not 0 <= seat < players:
            raise TricktakerError(f"last_trick.{name} is {seat!r}, not a seat below {players}")
    if len(played) < players or last_trick.cards != played[-players:]:
        raise TricktakerError(
            f"last_trick holds {format_cards(last_trick.cards)}, not the last {players} "
            "cards played"
        )


T = TypeVar("T")


def holds_suit(hand: Iterable[Card], suit: Suit | None) -> bool:
    """Whether ``hand`` holds a card of ``suit`` (None: a card without a suit): the question
    behind every follow-suit rule.

    >>> from tricktaker import Suit, parse_cards
    >>> holds_suit(parse_cards("2C 9H"), Suit.HEARTS), holds_suit(parse_cards("2C W1"), Suit.HEARTS)
    (True, False)
    """
    # A plain loop: faster than any() over a generator.
    for card in hand:  # noqa: SIM110
        if card.suit is suit:
            return True
    return False


def is_exactly(value: object, cls: type[T]) -> TypeGuard[T]:
    """Whether ``value``'s type is ``cls`` itself, not a subclass: how the games match actions
    (the type checker then knows ``value`` is a ``cls``).

    >>> from tricktaker import Card, Play
    >>> is_exactly(Play(Card.parse("8H")), Play), is_exactly("play 8h", Play)
    (True, False)
    """
    return type(value) is cls


def next_seat(seat: int, players: int) -> int:
    """The seat to the left (clockwise) of ``seat``.

    >>> next_seat(3, 4)
    0
    """
    return (seat + 1) % players


def trump_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The index, in play order, of the card that wins a trick of ranked cards (a standard
    deck): the highest ``trump``, else the highest card of the led suit. Within a suit a
    higher :attr:`Card.index <tricktaker.Card.index>` is a higher rank. Unchecked: the
    games' kernels call it on their hot path (Oh Hell's turned trump, Spades' spades).

    >>> from tricktaker.cards import parse_cards
    >>> trick = parse_cards("10H AH 2S")
    >>> trump_winner(trick, Suit.SPADES), trump_winner(trick, None)
    (2, 1)
    """
    best = 0
    best_suit = cards[0].suit
    best_index = cards[0].index
    for i in range(1, len(cards)):
        card = cards[i]
        suit = card.suit
        if suit is best_suit:
            if card.index > best_index:
                best, best_index = i, card.index
        elif suit is trump:  # the first trump on a trick led in another suit
            best, best_suit, best_index = i, suit, card.index
    return best


def trick_seats(leader: int, count: int, players: int) -> tuple[int, ...]:
    """The seats that played the first ``count`` cards of a trick led by ``leader``.

    >>> trick_seats(2, 3, 4)
    (2, 3, 0)
    """
    return tuple((leader + i) % players for i in range(count))


def position_in_hand(hand: tuple[Card, ...], card: Card) -> int:
    """Where ``card`` is in ``hand`` (kept in canonical order), or -1 if it is not there.

    A binary search by :attr:`Card.index <tricktaker.Card.index>`: ``hand.index(card)`` and
    ``card in hand`` compare cards through Python-level methods, several times slower. A hand
    out of canonical order is still searched correctly, by a slower scan.

    >>> from tricktaker.cards import parse_cards
    >>> hand = parse_cards("2C 8H AS")
    >>> position_in_hand(hand, Card.parse("AS")), position_in_hand(hand, Card.parse("3C"))
    (2, -1)
    """
    i = bisect.bisect_left(hand, card.index, key=_BY_INDEX)
    if i < len(hand) and hand[i] is card:
        return i
    for i, held in enumerate(hand):  # only for a hand out of order, or a card not held
        if held is card:
            return i
    return -1


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
