"""How ``tricktaker play`` shows a Wizard seat its table: round, trump, bids, tricks, scores."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.wizard.state import View

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
    width = max(12, *(len(name) + 2 for name in names))
    lines = [
        f"Round {view.round} of {rules.rounds}, seat {view.dealer} deals; {trump}",
        f"{'seat':<{width}} {'bid':>4} {'taken':>6} {'score':>6}",
    ]
    for seat, name in enumerate(names):
        bid = view.bids[seat]
        lines.append(
            f"{f'{seat} {name}':<{width}} {'-' if bid is None else bid:>4} "
            f"{view.tricks_taken[seat]:>6} {view.scores[seat]:>6}"
        )
    return lines
