"""Colour for the terminal: red suits in red, only where the output can show it."""

from __future__ import annotations

import os
import re
from typing import TextIO

__all__ = ["Style", "wants_color"]

# A red card (a rank and ♦ or ♥, or the red Joker), or a red suit symbol on its own.
_RED = re.compile(r"(?:10|[2-9JQKA])[♦♥]|\bRJ\b|[♦♥]")
_RED_ON = "\x1b[31m"
_BOLD_ON = "\x1b[1m"
_OFF = "\x1b[0m"


def wants_color(stream: TextIO, choice: bool | None = None) -> bool:
    """Whether to colour ``stream``: ``choice`` if given (``--color``/``--no-color``), else
    only for a terminal, and never when the ``NO_COLOR`` environment variable is set.

    >>> import io
    >>> wants_color(io.StringIO()), wants_color(io.StringIO(), True)
    (False, True)
    """
    if choice is not None:
        return choice
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Style:
    """Paints text for a terminal, or leaves it plain.

    >>> Style(color=False).cards("8♥ 2♣")
    '8♥ 2♣'
    >>> Style(color=True).cards("8♥ 2♣ RJ")
    '\\x1b[31m8♥\\x1b[0m 2♣ \\x1b[31mRJ\\x1b[0m'
    """

    def __init__(self, *, color: bool) -> None:
        self.color = color

    def cards(self, text: str) -> str:
        """``text`` with its hearts, diamonds and the red Joker in red."""
        if not self.color:
            return text
        return _RED.sub(lambda match: f"{_RED_ON}{match.group(0)}{_OFF}", text)

    def bold(self, text: str) -> str:
        """``text`` in bold."""
        return f"{_BOLD_ON}{text}{_OFF}" if self.color else text
