"""Reading a move typed by a person, for any game, from the actions its view offers.

What may be typed:

- a card: ``8h``, ``10♠``, ``TS``, ``w3``; a led Szaman Joker with its suit: ``rj h``, ``rj ♥``;
- the letters of numbered copies alone, ``w`` or ``n``: the first such card that may be played;
- a number, for an action with one whole-number field (Wizard's bid);
- a suit, for an action with one suit field (Wizard's choice of trump);
- an action as it prints: ``bid 2``, ``play 8♥``; a leading word such as ``play`` is skipped.

Nothing here knows a game: the forms come from the types of the view's legal actions. A move
that reads as an action but is not legal is still returned, so that applying it raises the
library's own :class:`~tricktaker.IllegalActionError` and its message.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, Suit
from tricktaker.errors import CardParseError, TricktakerError

__all__ = ["MoveError", "read_move", "typed_form"]


class MoveError(TricktakerError, ValueError):
    """Text that does not read as any move."""


def _single_field(action: Any) -> tuple[str, object] | None:
    """The name and value of an attrs action's only field, or None."""
    if not attrs.has(type(action)):
        return None
    fields = attrs.fields(type(action))
    if len(fields) != 1:
        return None
    return fields[0].name, getattr(action, fields[0].name)


def typed_form(action: Any) -> str:
    """How a person types ``action``.

    >>> from tricktaker import Card, Play, Suit, wizard
    >>> typed_form(Play(Card.parse("8H"))), typed_form(Play(Card.parse("RJ"), Suit.HEARTS))
    ('8♥', 'RJ ♥')
    >>> typed_form(wizard.Bid(2)), typed_form(wizard.ChooseTrump(Suit.SPADES))
    ('2', '♠')
    """
    if isinstance(action, Play):
        return str(action.card) if action.suit is None else f"{action.card} {action.suit}"
    field = _single_field(action)
    if field is not None and isinstance(field[1], (int, Suit)):
        return str(field[1])
    return str(action)


def _of_field_type(legal: Sequence[Any], kind: type) -> type | None:
    """The type of the legal actions whose only field holds a ``kind`` value, if any."""
    for action in legal:
        field = _single_field(action)
        if field is not None and type(field[1]) is kind:
            return type(action)
    return None


def _copies(token: str, legal: Sequence[Any], hand: Sequence[Card]) -> Play | None:
    """``w`` or ``n`` alone: the first playable card whose text is those letters and a
    number; else the first held one (so that playing it explains why it may not be)."""
    pattern = re.compile(re.escape(token.upper()) + r"\d+")
    for action in legal:
        if isinstance(action, Play) and pattern.fullmatch(str(action.card)):
            return action
    for card in hand:
        if pattern.fullmatch(str(card)):
            return Play(card)
    return None


def _read(tokens: Sequence[str], legal: Sequence[Any], hand: Sequence[Card]) -> Any | None:
    first, rest = tokens[0], tokens[1:]
    if re.fullmatch(r"[+-]?\d+", first) and not rest:
        kind = _of_field_type(legal, int)
        return None if kind is None else kind(int(first))
    try:
        card = Card.parse(first)
    except CardParseError:
        pass
    else:
        if rest and rest[0].lower() == "as":
            rest = rest[1:]
        if not rest:
            return Play(card)
        if len(rest) == 1:
            try:
                return Play(card, suit=Suit.parse(rest[0]))
            except CardParseError:
                return None
        return None
    if not rest:
        try:
            suit = Suit.parse(first)
        except CardParseError:
            return _copies(first, legal, hand)
        kind = _of_field_type(legal, Suit)
        return None if kind is None else kind(suit)
    return None


def _hint(legal: Sequence[Any]) -> str:
    forms = []
    if any(isinstance(action, Play) for action in legal):
        forms.append("a card such as 8h or 10♠")
    if _of_field_type(legal, int) is not None:
        forms.append("a number")
    if _of_field_type(legal, Suit) is not None:
        forms.append("a suit (c, d, h, s or ♣, ♦, ♥, ♠)")
    return " or ".join(forms) or "a move"


def read_move(text: str, legal: Sequence[Any], hand: Sequence[Card] = ()) -> Any:
    """The action that ``text`` names, given the ``legal`` actions and the seat's ``hand``.

    Raises:
        MoveError: ``text`` names no move; the message says what to type.

    >>> from tricktaker import Card, Play, wizard
    >>> legal = (Play(Card.parse("8H")), Play(Card.parse("W1")), Play(Card.parse("W3")))
    >>> [str(read_move(text, legal)) for text in ("8h", "w", " play  w3 ")]
    ['play 8♥', 'play W1', 'play W3']
    >>> str(read_move("rj as h", ())), read_move("2", (wizard.Bid(0), wizard.Bid(1)))
    ('play RJ as ♥', Bid(tricks=2))
    >>> read_move("banana", legal)
    Traceback (most recent call last):
    ...
    tricktaker.terminal.moves.MoveError: cannot read 'banana' as a move: type a card such as ...
    """
    words = text.strip()
    for action in legal:
        if words.lower() in (str(action).lower(), typed_form(action).lower()):
            return action
    tokens = words.replace(",", " ").split()
    while tokens:
        action = _read(tokens, legal, hand)
        if action is not None:
            return action
        if not (tokens[0].isalpha() and len(tokens[0]) > 2):
            break
        tokens = tokens[1:]  # a leading word: "play 8h", "choose trump h"
    raise MoveError(f"cannot read {words!r} as a move: type {_hint(legal)}; ? lists your moves")
