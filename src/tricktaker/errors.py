"""The library's errors: one base class, and a few precise subclasses.

Every error that tricktaker raises on purpose is a :class:`TricktakerError`, so a server can
catch them all in one place. Errors about bad input are also :class:`ValueError`.
"""

from __future__ import annotations

__all__ = ["CardParseError", "IllegalActionError", "RulesError", "TricktakerError"]


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
