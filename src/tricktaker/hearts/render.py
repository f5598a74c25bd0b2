"""How ``tricktaker play`` shows a Hearts seat its table: the pass, each seat's points."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.cards import format_cards
from tricktaker.hearts.state import View

__all__ = ["describe"]


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the hand and each seat that a player needs to decide.

    >>> from tricktaker import hearts
    >>> view = hearts.new_game(hearts.Rules(), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["a", "you", "c", "d"])))
    Hand 1: pass left; hearts not broken
    seat        hand  score
    0 a            0      0
    1 you          0      0
    2 c            0      0
    3 d            0      0
    """
    broken = "broken" if view.hearts_broken else "not broken"
    lines = [f"Hand {view.hand_number}: pass {view.direction.name.lower()}; hearts {broken}"]
    if view.passed:
        lines.append(f"you passed {format_cards(view.passed)}")
    if view.received:
        lines.append(f"you received {format_cards(view.received)}")
    lines.append(f"{'seat':<10}{'hand':>6}{'score':>7}")
    for seat, (name, points, total) in enumerate(zip(names, view.points, view.scores, strict=True)):
        lines.append(f"{f'{seat} {name}':<10}{points:>6}{total:>7}")
    return lines
