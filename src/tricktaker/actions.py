"""The action shared by every game: playing a card.

Game-specific actions (Wizard's :class:`~tricktaker.wizard.Bid`, for one) live with their game.
"""

from __future__ import annotations

import attrs

from tricktaker.cards import CARD_COUNT, Card, Suit

__all__ = ["PLAYS", "Play"]


@attrs.frozen
class Play:
    """Play ``card`` to the trick; ``suit`` only names the led suit for a Szaman Joker lead.

    >>> from tricktaker import Card
    >>> str(Play(Card.parse("8H")))
    'play 8♥'
    >>> str(Play(Card.parse("RJ"), suit=Suit.HEARTS))
    'play RJ as ♥'
    """

    card: Card
    suit: Suit | None = None

    def __str__(self) -> str:
        return f"play {self.card}" if self.suit is None else f"play {self.card} as {self.suit}"


PLAYS: tuple[Play, ...] = tuple(Play(Card.from_index(index)) for index in range(CARD_COUNT))
"""``Play(card)`` for every card, by :attr:`Card.index <tricktaker.Card.index>`: shared values,
so that listing legal plays allocates no new actions.

>>> PLAYS[Card.parse("8H").index] == Play(Card.parse("8H"))
True
"""
