"""The library's errors: one base class, and a few precise subclasses.

Every error that tricktaker raises on purpose is a :class:`TricktakerError`, so a server can
catch them all in one place. Errors about bad input are also :class:`ValueError`.
"""

from __future__ import annotations

__all__ = [
    "CardParseError",
    "IllegalActionError",
    "ReplayError",
    "RulesError",
    "SerializationError",
    "SubscriberError",
    "TableError",
    "TricktakerError",
]


class TricktakerError(Exception):
    """Base class of every error raised by tricktaker."""


class CardParseError(TricktakerError, ValueError):
    """Text that does not name a card (or a suit).

    >>> from tricktaker import Card
    >>> Card.parse("1X")
    Traceback (most recent call last):
    ...
    tricktaker.CardParseError: cannot parse '1X' as a card: ...
    """


class IllegalActionError(TricktakerError, ValueError):
    """An action that the rules do not allow in this state; the state is unchanged."""


class RulesError(TricktakerError, ValueError):
    """A rule set built with a value the game does not support."""


class SerializationError(TricktakerError, ValueError):
    """A value that cannot be written as JSON, or JSON text that is not a tricktaker value.

    The message names the problem and where it is (``wizard.State.hands[1][0]: ...``).

    >>> from tricktaker import from_json
    >>> from_json('{"format": 1, "type": "Card", "card": "1X"}')
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: Card.card: expected a card such as '8H', '10S', 'RJ', ...
    """


class ReplayError(IllegalActionError):
    """A game record holds an action that is illegal where it stands.

    Attributes:
        index: the position of the first illegal action in the record's ``actions``.
        action: that action.
        reason: why the game refused it.
    """

    def __init__(self, message: str, *, index: int, action: object, reason: str) -> None:
        super().__init__(message)
        self.index = index
        self.action = action
        self.reason = reason


class SubscriberError(TricktakerError):
    """One or more of a :class:`~tricktaker.Table`'s subscribers raised.

    The action had been applied and every event delivered to every subscriber before this is
    raised, so the table is consistent. ``errors`` holds what each failing call raised, in
    order; the first is also the ``__cause__``.
    """

    def __init__(self, errors: tuple[Exception, ...]) -> None:
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        super().__init__(
            f"a subscriber raised {type(first).__name__}: {first}{more}; "
            "the action was applied and every event delivered"
        )
        self.errors = errors


class TableError(TricktakerError, ValueError):
    """A :class:`~tricktaker.Table` was asked for something it cannot do (undo past the start,
    forget a callback it does not know, record a game it did not see begin)."""
