"""How ``tricktaker play`` shows a Szaman seat its table: the hand, the stock, each seat."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.szaman.game import View

__all__ = ["describe"]


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the hand and each seat that a player needs to decide.

    >>> from tricktaker import szaman
    >>> view = szaman.new_game(szaman.Rules(players=3), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["heuristic", "you", "random"])))
    Hand 1 of 6, closest to 66 wins (classic); 30 cards in the stock
    seat            cards  this hand  score
    0 heuristic         8          0      0
    1 you               8          0      0
    2 random            8          0      0
    """
    rules = view.rules
    led = "" if view.trick_suit is None else f"; led suit {view.trick_suit}"
    width = max(12, *(len(name) + 2 for name in names))
    lines = [
        f"Hand {view.hand_number} of {rules.hands}, closest to {rules.target} wins "
        f"({rules.variant}); {view.stock_size} cards in the stock{led}",
        f"{'seat':<{width}} {'cards':>6} {'this hand':>10} {'score':>6}",
    ]
    for seat, name in enumerate(names):
        lines.append(
            f"{f'{seat} {name}':<{width}} {view.hand_sizes[seat]:>6} "
            f"{view.hand_points[seat]:>10} {view.scores[seat]:>6}"
        )
    return lines
