"""The Hearts score sheet printed by the demo: one row a hand, a cell a seat."""

from __future__ import annotations

from tricktaker.events import Event, GameOver
from tricktaker.hearts.events import HandScored, HandStarted
from tricktaker.hearts.rules import Rules
from tricktaker.hearts.words import WORDS
from tricktaker.words import Teller

__all__ = ["narrate"]


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    >>> print(narrate(HandScored(hand_number=1, points=(3, 13, 10, 0), scores=(3, 13, 10, 0)),
    ...               Rules()))
        1 |   +3     3 |  +13    13 |  +10    10 |   +0     0
    """
    if isinstance(event, HandStarted) and event.hand_number == 1:
        seats = " | ".join(f"seat {seat}".center(11) for seat in range(rules.players))
        end = WORDS.end_text(rules, Teller(WORDS))
        return f"Hearts: {end}, lowest total wins\n hand | {seats}\n" + "-" * 62
    if isinstance(event, HandScored):
        cells = " | ".join(
            f"{points:+5d}{total:>6}"
            for points, total in zip(event.points, event.scores, strict=True)
        )
        moon = "" if event.moon is None else f"   seat {event.moon} shot the moon"
        return f"{event.hand_number:>5} | {cells}{moon}"
    if isinstance(event, GameOver):
        return str(event)
    return None
