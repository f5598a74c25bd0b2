"""Events: frozen records of what happened, returned in order by ``state.apply``.

Every game's events derive from :class:`Event`. An event that carries something a seat may not
see (a card drawn by someone else, another player's dealt hand) returns a redacted copy from
:meth:`Event.for_seat`; the rest return themselves.
"""

from __future__ import annotations

from typing import Protocol, TypeVar, runtime_checkable

import attrs

from tricktaker.cards import CARD_COUNT, Card, Suit

T = TypeVar("T")

__all__ = ["CardPlayed", "DealsHands", "Event", "GameOver", "card_played_table", "own_hand_only"]


@attrs.frozen
class Event:
    """Base class of all events.

    ``str(event)`` is the event's text in its game's words (:mod:`tricktaker.words`), in
    English and to nobody in particular.
    """

    def __str__(self) -> str:
        from tricktaker.words import plain_text  # the words read the events first

        return plain_text(self)

    def for_seat(self, seat: int) -> Event:
        """This event as ``seat`` may see it (the event itself unless it hides something)."""
        return self

    def shown_to_all(self) -> tuple[Card, ...]:
        """The cards this event shows every seat although a player still holds them: none,
        unless the rules make a held card public (Szaman's starting card, shown to settle
        who leads). :func:`~tricktaker.testing.check_game` lets every seat's form of the
        event show these; any other card still held by another seat is a leak.

        >>> from tricktaker import Card
        >>> CardPlayed(seat=0, card=Card.parse("8H")).shown_to_all()
        ()
        """
        return ()

    def known_to(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat``'s form of this event shows although another player holds them:
        those it shows to all (:meth:`shown_to_all`), and any that ``seat`` itself gave to
        that player (a card passed in a passing phase).
        :func:`~tricktaker.testing.check_game` counts any other such card as a leak.

        >>> from tricktaker import Card
        >>> CardPlayed(seat=0, card=Card.parse("8H")).known_to(1)
        ()
        """
        return self.shown_to_all()


@runtime_checkable
class DealsHands(Protocol):
    """An event that deals the players' cards (a round or hand starts): ``hands`` by seat,
    None in the hands that a seat's form of it hides. ``tricktaker replay`` prints the
    hands of such events."""

    @property
    def hands(self) -> tuple[tuple[Card, ...] | None, ...]:
        """The cards dealt to each seat (None where hidden)."""
        ...


def own_hand_only(hands: tuple[T | None, ...], seat: int) -> tuple[T | None, ...]:
    """``hands`` (by seat) as ``seat``'s form of a deal's event shows them: its own, None for
    every other seat's (a :class:`DealsHands` event's ``for_seat``).

    >>> own_hand_only(("2♣ 3♣", "4♥ 5♥", "6♠ 7♠"), 1)
    (None, '4♥ 5♥', None)
    """
    return tuple([hand if i == seat else None for i, hand in enumerate(hands)])


@attrs.frozen
class CardPlayed(Event):
    """``seat`` played ``card``; ``suit`` is the suit named with a led Szaman Joker.

    >>> from tricktaker import Card
    >>> str(CardPlayed(seat=2, card=Card.parse("QS")))
    'seat 2 plays Q♠'
    """

    seat: int
    card: Card
    suit: Suit | None = None


def card_played_table(seats: int) -> tuple[tuple[tuple[CardPlayed], ...], ...]:
    """``(CardPlayed(seat=s, card=c),)`` at ``[s][c.index]``, for seats ``0..seats-1``.

    Games return these shared one-event tuples from ``apply`` instead of building new ones.

    >>> from tricktaker import Card
    >>> card = Card.parse("QS")
    >>> card_played_table(4)[2][card.index] == (CardPlayed(seat=2, card=card),)
    True
    """
    return tuple(
        tuple((CardPlayed(seat=seat, card=Card.from_index(index)),) for index in range(CARD_COUNT))
        for seat in range(seats)
    )


@attrs.frozen
class GameOver(Event):
    """The game ended with these total ``scores`` (by seat); ``winners`` are the seats that won.

    >>> str(GameOver(scores=(10, 30, 30), winners=(1, 2)))
    'game over: seat 1 and seat 2 win with 30'
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
