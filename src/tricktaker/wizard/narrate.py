"""The Wizard score sheet printed by the demo: one row a round."""

from __future__ import annotations

from tricktaker.engine.present import CELL, score_cells
from tricktaker.events import Event, GameOver
from tricktaker.wizard.events import RoundScored, RoundStarted
from tricktaker.wizard.rules import Rules

__all__ = ["narrate"]


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    Each seat's cell is ``bid/taken points total``, as the header's first line says; so is
    the trump column's ``-``, a round without trump (the last round, or a Jester turned).

    >>> print(narrate(RoundScored(round=2, trump=None, bids=(1, 0, 1), taken=(1, 1, 0),
    ...                           points=(30, -10, -10), scores=(50, 10, -10)), Rules(players=3)))
        2   -   |  1/1   +30   50 |  0/1   -10   10 |  1/0   -10  -10
    """
    if isinstance(event, RoundStarted) and event.round == 1:
        seats = " | ".join(f"seat {seat}".center(CELL) for seat in range(rules.players))
        hook = ", with the hook" if rules.hook else ""
        return (
            f"Wizard: {rules.players} players, {rules.rounds} rounds{hook}; "
            "each seat: bid/taken, points, total; trump - means none\n"
            f"round trump | {seats}\n" + "-" * (12 + (CELL + 3) * rules.players - 1)
        )
    if isinstance(event, RoundScored):
        cells = score_cells(event)
        trump = "-" if event.trump is None else str(event.trump)
        return f"{event.round:>5} {trump:^5} | {cells}"
    if isinstance(event, GameOver):
        return str(event)
    return None
