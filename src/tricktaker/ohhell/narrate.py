"""The Oh Hell score sheet printed by the demo: one row a round."""

from __future__ import annotations

from tricktaker.engine.present import CELL, score_cells
from tricktaker.events import Event, GameOver
from tricktaker.ohhell.events import RoundScored, RoundStarted
from tricktaker.ohhell.rules import Rules

__all__ = ["narrate"]


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    Each row shows the round's hand size and trump; each seat's cell is
    ``bid/taken points total``.

    >>> print(narrate(RoundScored(round=2, trump=None, bids=(1, 0, 1), taken=(1, 1, 0),
    ...                           points=(11, 1, 0), scores=(21, 1, 10)),
    ...               Rules(players=3, schedule=(2, 2))))
        2     2   -   |  1/1   +11   21 |  0/1    +1    1 |  1/0    +0   10
    """
    if isinstance(event, RoundStarted) and event.round == 1:
        seats = " | ".join(f"seat {seat}".center(CELL) for seat in range(rules.players))
        hook = ", with the hook" if rules.hook else ""
        # A deal of the whole deck turns no trump card: only then can the sheet show "-".
        untrumped = any(size * rules.players == 52 for size in rules.schedule)
        legend = "; trump - means none" if untrumped else ""
        return (
            f"Oh Hell: {rules.players} players, {rules.rounds} rounds{hook}{legend}\n"
            f"round cards trump | {seats}\n" + "-" * (18 + (CELL + 3) * rules.players - 1)
        )
    if isinstance(event, RoundScored):
        cells = score_cells(event)
        trump = "-" if event.trump is None else str(event.trump)
        size = rules.schedule[event.round - 1]
        return f"{event.round:>5} {size:>5} {trump:^5} | {cells}"
    if isinstance(event, GameOver):
        return str(event)
    return None
