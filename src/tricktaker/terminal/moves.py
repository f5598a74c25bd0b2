"""Reading a move typed at the terminal: :mod:`tricktaker.moves`, with the terminal's hint.

The forms that may be typed are those of :func:`tricktaker.moves.read_action`. A move that
reads as an action but is not legal is still returned, so that applying it raises the
library's own :class:`~tricktaker.IllegalActionError` and its message.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.cards import Card
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.moves import read_action, typed_form

__all__ = ["MoveError", "read_move", "typed_form"]


class MoveError(TricktakerError, ValueError):
    """Text that does not read as any move."""


def read_move(text: str, legal: Sequence[Any], hand: Sequence[Card] = ()) -> Any:
    """The action that ``text`` names, given the ``legal`` actions and the seat's ``hand``.

    Raises:
        MoveError: ``text`` names no move; the message says what to type.

    >>> from tricktaker import Card, Play, wizard
    >>> legal = (Play(Card.parse("8H")), Play(Card.parse("W1")), Play(Card.parse("W3")))
    >>> [str(read_move(text, legal)) for text in ("8h", "w", " play  w3 ")]
    ['play 8♥', 'play W1', 'play W3']
    >>> read_move("banana", legal)
    Traceback (most recent call last):
    ...
    tricktaker.terminal.moves.MoveError: cannot read 'banana' as a move: type a card such as ...
    """
    try:
        return read_action(text, legal, hand)
    except IllegalActionError as error:
        raise MoveError(f"{error}; ? lists your moves") from None
