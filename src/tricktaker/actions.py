"""The action shared by every game: playing a card.

Game-specific actions (Wizard's :class:`~tricktaker.wizard.Bid`, for one) live with their game.
An action checks the types of its fields when it is built, so every action that exists is
well-formed; whether it is legal is for the state to say.
"""

from __future__ import annotations

import attrs

from tricktaker.cards import CARD_COUNT, Card, Suit
from tricktaker.errors import IllegalActionError

__all__ = ["PLAYS", "Play", "malformed"]


def malformed(field: str, value: object, wanted: str) -> IllegalActionError:
    """The error for an action built with a field of the wrong type.

    >>> malformed("Bid.tricks", True, "an int")
    IllegalActionError('Bid.tricks must be an int, not True')
    """
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    return IllegalActionError(f"{field} must be {wanted}, not {shown}")


@attrs.frozen
class Play:
    """Play ``card`` to the trick; ``suit`` only names the led suit for a Szaman Joker lead.

    >>> from tricktaker import Card
    >>> str(Play(Card.parse("8H")))
    'play 8♥'
    >>> str(Play(Card.parse("RJ"), suit=Suit.HEARTS))
    'play RJ as ♥'
    >>> Play("8H")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Play.card must be a Card (Card.parse('8H')), not '8H'

    Raises:
        IllegalActionError: ``card`` is not a :class:`~tricktaker.Card`, or ``suit`` is
            neither a :class:`~tricktaker.Suit` nor None.
    """

    card: Card
    suit: Suit | None = None

    def __attrs_post_init__(self) -> None:
        if type(self.card) is not Card:
            raise malformed("Play.card", self.card, "a Card (Card.parse('8H'))")
        if self.suit is not None and type(self.suit) is not Suit:
            raise malformed("Play.suit", self.suit, "a Suit or None")

    def __str__(self) -> str:
        return f"play {self.card}" if self.suit is None else f"play {self.card} as {self.suit}"


PLAYS: tuple[Play, ...] = tuple(Play(Card.from_index(index)) for index in range(CARD_COUNT))
"""``Play(card)`` for every card, by :attr:`Card.index <tricktaker.Card.index>`: shared values,
so that listing legal plays allocates no new actions.

>>> PLAYS[Card.parse("8H").index] == Play(Card.parse("8H"))
True
"""
