"""The action shared by every game: playing a card.

Game-specific actions (Wizard's :class:`~tricktaker.wizard.Bid`, for one) live with their game.
An action checks the types of its fields when it is built, so every action that exists is
well-formed; whether it is legal is for the state to say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from tricktaker.cards import CARD_COUNT, Card, Suit
from tricktaker.errors import IllegalActionError

__all__ = ["PLAYS", "Play", "exactly", "malformed"]


def malformed(field: str, value: object, wanted: str) -> IllegalActionError:
    """The error for an action built with a field of the wrong type.

    >>> malformed("Bid.tricks", True, "an int")
    IllegalActionError('Bid.tricks must be an int, not True')
    """
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    return IllegalActionError(f"{field} must be {wanted}, not {shown}")


def exactly(kind: type, wanted: str) -> Callable[[Any, Any, Any], None]:
    """An attrs validator of an action's field: its value must be of type ``kind`` exactly,
    else :func:`malformed` names the field and what is ``wanted``.

    >>> @attrs.frozen
    ... class Bid:
    ...     tricks: int = attrs.field(validator=exactly(int, "an int (not a bool)"))
    >>> Bid(True)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Bid.tricks must be an int (not a bool), not True
    """

    def check(action: Any, field: Any, value: Any) -> None:
        if type(value) is not kind:
            raise malformed(f"{type(action).__name__}.{field.name}", value, wanted)

    return check


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


class PlayChoices:
    """What a view of a game where cards are played adds for a typed bot: ``legal_plays()``.

    A game's ``View`` derives from it (it has no fields and no slots of its own), and the
    answer is derived from the view's ``legal_actions()``, so there is one source of what is
    legal. A bot then needs no ``isinstance`` of its own to pass ``mypy --strict``:

    >>> from tricktaker import szaman
    >>> view = szaman.new_game(szaman.Rules(players=3), seed=2).view(2)
    >>> [str(play.card) for play in view.legal_plays()]
    ['2♣']

    The narrowing idiom for any other action is ``isinstance``:
    ``[a for a in view.legal_actions() if isinstance(a, wizard.ChooseTrump)]``.
    """

    __slots__ = ()

    if TYPE_CHECKING:  # what the view defines, and the helpers ask

        def legal_actions(self) -> tuple[object, ...]: ...

    def legal_plays(self) -> tuple[Play, ...]:
        """The legal actions that play a card, in ``legal_actions()`` order; empty when this
        seat may not play now (it is another seat's turn, or a bid is awaited)."""
        return tuple(action for action in self.legal_actions() if isinstance(action, Play))
