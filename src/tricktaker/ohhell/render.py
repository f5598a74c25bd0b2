"""How ``tricktaker play`` shows an Oh Hell seat its table: round, trump, bids, tricks, scores."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.engine.present import seat_lines
from tricktaker.ohhell.game import View
from tricktaker.ohhell.words import WORDS

__all__ = ["describe"]


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the round and each seat that a player needs to decide.

    >>> from tricktaker import ohhell
    >>> view = ohhell.new_game(ohhell.Rules(players=3, hook=True), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["heuristic", "you", "random"])))
    Round 1 of 33, 1 card each, seat 0 deals; trump card 8♣: trump ♣; the dealer is hooked
    seat          bid  taken  score
    0 heuristic     -      0      0
    1 you           -      0      0
    2 random        -      0      0
    """
    rules = view.rules
    size = rules.schedule[view.round - 1]
    if view.trump_card is None:
        trump = "no card left to turn: no trump"
    else:
        trump = f"trump card {view.trump_card}: trump {view.trump}"
    hook = "; the dealer is hooked" if rules.hook else ""
    cards = "card" if size == 1 else "cards"
    return [
        f"Round {view.round} of {rules.rounds}, {size} {cards} each, seat {view.dealer} deals; "
        f"{trump}{hook}",
        *seat_lines(view, names, WORDS),
    ]
