"""Reading a move typed at the terminal: :mod:`tricktaker.moves`, with the terminal's hint.

The forms that may be typed are those of :func:`tricktaker.moves.read_action`, the game's
words for each move among them (what its :attr:`~tricktaker.words.Words.action` says, as the
web page shows it: Skat's "pick up the skat"). A move is shown in those words, else as it is
typed (:func:`shown_forms`), never as a raw value. A move that reads as an action but is not
legal is still returned, so that applying it raises the library's own
:class:`~tricktaker.IllegalActionError` and its message.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.cards import Card
from tricktaker.errors import CardParseError, IllegalActionError, TricktakerError
from tricktaker.moves import read_action, typed_form

__all__ = ["MoveError", "read_move", "shown_forms", "typed_form"]


class MoveError(TricktakerError, ValueError):
    """Text that does not read as any move."""


def shown_forms(legal: Sequence[Any], said: Sequence[str | None]) -> tuple[str, ...]:
    """How the ``legal`` moves are shown: each in the game's words (``said``, in their
    order), else as it is typed.

    >>> from tricktaker import spades
    >>> shown_forms((spades.Bid(0), spades.Bid(1)), ("nil", None))
    ('nil', '1')
    """
    texts = (*said, *[None] * len(legal))[: len(legal)]
    return tuple(text or typed_form(action) for action, text in zip(legal, texts, strict=True))


def read_move(
    text: str, legal: Sequence[Any], hand: Sequence[Card] = (), said: Sequence[str | None] = ()
) -> Any:
    """The action that ``text`` names, given the ``legal`` actions, the seat's ``hand`` and
    the legal actions' texts in the game's words (``said``, in their order; None where the
    game has none).

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
    >>> read_move("w", (Play(Card.parse("8H")),), hand=(Card.parse("8H"),))
    Traceback (most recent call last):
    ...
    tricktaker.terminal.moves.MoveError: cannot read 'w' ... a Wizard, and you hold none); ...
    """
    try:
        return read_action(text, legal, hand, said)
    except IllegalActionError as error:
        raise MoveError(f"{error}{_copies_note(text)}; ? lists your moves") from None


def _copies_note(text: str) -> str:
    """For ``w`` or ``n`` typed alone, which :func:`~tricktaker.moves.read_action` reads as
    the first such card held: a note that none is held, since that is why it did not read.

    >>> _copies_note(" W "), _copies_note("8h")
    (' (w stands for a Wizard, and you hold none)', '')
    """
    token = text.strip().lower()
    if not (token.isascii() and token.isalpha() and len(token) == 1):
        return ""
    try:
        card = Card.parse(token + "1")
    except CardParseError:
        return ""
    if card.number is None:
        return ""
    return f" ({token} stands for a {card.kind.value.capitalize()}, and you hold none)"
