"""What a bidding game's table and score sheet show of every seat: its bid, the tricks it
took and its score."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.engine.events import RoundScored
from tricktaker.words import PLAIN, Teller, Words

__all__ = ["CELL", "score_cells", "seat_lines"]

CELL = 15
"""How wide a seat's cell of the score sheet is (``bid/taken points total``)."""


def seat_lines(view: Any, names: Sequence[str], words: Words[Any] = PLAIN) -> list[str]:
    """A header and a line a seat: its name, bid (``-`` until made; in the game's ``words``
    where it has its own, as Spades' nil), tricks taken and score; the lines under a round's
    description in ``tricktaker play``. The bid's column is as wide as its widest word.

    >>> from tricktaker import ohhell
    >>> view = ohhell.new_game(ohhell.Rules(players=3), seed=5).view(1)
    >>> print("\\n".join(seat_lines(view, ["a", "b", "c"])))
    seat          bid  taken  score
    0 a             -      0      0
    1 b             -      0      0
    2 c             -      0      0
    """
    width = max(12, *(len(name) + 2 for name in names))
    tell = Teller(words, reader=view.seat, rules=view.rules)
    bids = [
        "-" if bid is None else words.bid(view, seat, tell) or str(bid)
        for seat, bid in enumerate(view.bids)
    ]
    column = max(4, *(len(bid) + 1 for bid in bids))
    lines = [f"{'seat':<{width}} {'bid':>{column}} {'taken':>6} {'score':>6}"]
    for seat, name in enumerate(names):
        lines.append(
            f"{f'{seat} {name}':<{width}} {bids[seat]:>{column}} "
            f"{view.tricks_taken[seat]:>6} {view.scores[seat]:>6}"
        )
    return lines


def score_cells(event: RoundScored) -> str:
    """The seats' cells of a round's row of the score sheet, each :data:`CELL` wide.

    >>> score_cells(RoundScored(round=1, trump=None, bids=(1, 0), taken=(1, 1),
    ...                         points=(11, 1), scores=(11, 1)))
    ' 1/1   +11   11 |  0/1    +1    1'
    """
    return " | ".join(
        f"{bid:>2}/{took:<2}{pts:+5d}{total:>5}"
        for bid, took, pts, total in zip(
            event.bids, event.taken, event.points, event.scores, strict=True
        )
    )
