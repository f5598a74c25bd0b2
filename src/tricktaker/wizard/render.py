"""How ``tricktaker play`` shows a Wizard seat its table: round, trump, bids, tricks, scores."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.engine.present import seat_lines
from tricktaker.wizard.game import View
from tricktaker.wizard.words import WORDS

__all__ = ["describe"]


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the round and each seat that a player needs to decide.

    >>> from tricktaker import wizard
    >>> view = wizard.new_game(wizard.Rules(players=3), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["heuristic", "you", "random"])))
    Round 1 of 20, seat 0 deals; trump card 7♠: trump ♠
    seat          bid  taken  score
    0 heuristic     -      0      0
    1 you           -      0      0
    2 random        -      0      0
    """
    rules = view.rules
    if view.trump_card is None:
        trump = "no trump card: no trump"
    elif view.trump is not None:
        trump = f"trump card {view.trump_card}: trump {view.trump}"
    elif view.trump_card.is_wizard:
        trump = f"trump card {view.trump_card}: seat {view.dealer} chooses trump"
    else:
        trump = f"trump card {view.trump_card}: no trump"
    return [
        f"Round {view.round} of {rules.rounds}, seat {view.dealer} deals; {trump}",
        *seat_lines(view, names, WORDS),
    ]
