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
    >>> print("\\n".join(describe(view, ["a", "heuristic", "c", "d"])))
    Hand 1, passing left; hearts not broken
    seat         hand  score
    0 a             0      0
    1 heuristic     0      0
    2 c             0      0
    3 d             0      0
    """
    broken = "broken" if view.hearts_broken else "not broken"
    direction = view.direction.name.lower()
    passing = "no passing" if direction == "none" else f"passing {direction}"
    lines = [f"Hand {view.hand_number}, {passing}; hearts {broken}"]
    if view.passed:
        lines.append(f"you passed {format_cards(view.passed)}")
    if view.received:
        lines.append(f"you received {format_cards(view.received)}")
    width = max(10, *(len(f"{seat} {name}") + 1 for seat, name in enumerate(names)))
    lines.append(f"{'seat':<{width}}{'hand':>6}{'score':>7}")
    for seat, (name, points, total) in enumerate(zip(names, view.points, view.scores, strict=True)):
        lines.append(f"{f'{seat} {name}':<{width}}{points:>6}{total:>7}")
    return lines
