"""Which way a game's scores run: who stands where, and a number that rises with standing.

A game's totals do not all run the same way: Wizard's highest total wins, Hearts' lowest,
Szaman's closest to 66; Spades and bridge count teams. :class:`Aim` names the way, and the
functions here are the one reading of it that every front end and adapter asks: a seat's
:func:`utility` (the return of :mod:`tricktaker.adapters`), the :func:`standing` of seats or
teams best first (a ranking on a page, a terminal's final table) and the :func:`trend` of a
score change (good or bad for the seat, whatever the sign of its points).

The utility of a total ``s`` is

- ``s`` where the highest total wins,
- ``-s`` where the lowest does,
- ``|target| - |s - target|`` where the closest to ``target`` does: how much nearer the
  target the total is than 0 is (Szaman's 66: the points counted up to 66 and back down
  past it).

Each is 0 for a total of 0, so a game that starts at 0 starts every seat at a utility of 0,
and rewards paid as the change of the utility add up to the utility at the end. A game's
winners (``state.winners``) are the seats of the best utility; the tests check that for every
game.

>>> standing(Aim.LOWEST, None, (46, 59, 67, 114), ((0,), (1,), (2,), (3,)))[0]
Place(seats=(0,), score=46, place=1)
>>> utility(Aim.TARGET, 66, 70), utility(Aim.TARGET, 66, 60), utility(Aim.LOWEST, None, 26)
(62, 60, -26)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from tricktaker.errors import TricktakerError

__all__ = ["Aim", "Place", "bounds", "places", "standing", "trend", "utility"]


class Aim(enum.Enum):
    """Which total wins a game."""

    HIGHEST = "highest"
    """The highest total wins (Wizard, Oh Hell, Spades, bridge)."""
    LOWEST = "lowest"
    """The lowest total wins (Hearts)."""
    TARGET = "target"
    """The total closest to a target wins (Szaman's 66)."""


def utility(aim: Aim, target: int | None, score: int) -> int:
    """A number that rises with the standing of a seat whose total is ``score``, 0 at 0.

    >>> utility(Aim.HIGHEST, None, -20), utility(Aim.LOWEST, None, -20)
    (-20, 20)
    >>> utility(Aim.TARGET, -10, 0), utility(Aim.TARGET, -10, -10), utility(Aim.TARGET, -10, 5)
    (0, 10, -5)
    >>> utility(Aim.TARGET, None, 5)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: an aim of closest to a target needs the target
    """
    if aim is Aim.HIGHEST:
        return score
    if aim is Aim.LOWEST:
        return -score
    if target is None:
        raise TricktakerError("an aim of closest to a target needs the target")
    return abs(target) - abs(score - target)


def bounds(aim: Aim, target: int | None, low: float, high: float) -> tuple[float, float]:
    """The least and the most :func:`utility` of a total from ``low`` to ``high``.

    >>> bounds(Aim.LOWEST, None, -10, 125), bounds(Aim.TARGET, 66, -40, 200)
    ((-125, 10), (-68, 66))
    """
    if aim is Aim.HIGHEST:
        return low, high
    if aim is Aim.LOWEST:
        return 0 - high, 0 - low  # not -0.0
    if target is None:
        raise TricktakerError("an aim of closest to a target needs the target")
    nearest: float = 0 if low <= target <= high else min(abs(low - target), abs(high - target))
    return abs(target) - max(abs(high - target), abs(low - target)), abs(target) - nearest


@attrs.frozen
class Place:
    """A seat, or a team of seats, in a standing: its total ``score`` and its ``place``
    (1 for the best; seats or teams of equal standing share a place)."""

    seats: tuple[int, ...]
    score: int
    place: int


def standing(
    aim: Aim,
    target: int | None,
    scores: Sequence[int],
    teams: Sequence[Sequence[int]],
) -> tuple[Place, ...]:
    """The ``teams`` (each a tuple of seats; one seat each where nobody plays in teams) by
    their totals in ``scores`` (by seat; a team's seats share its total), best first, with
    their places; the order of ``teams`` breaks no tie but keeps equals in a stable order.

    >>> [(p.seats, p.place) for p in standing(Aim.HIGHEST, None, (5, 9, 5), ((0,), (1,), (2,)))]
    [((1,), 1), ((0,), 2), ((2,), 2)]
    >>> standing(Aim.HIGHEST, None, (-420, 420, -420, 420), ((0, 2), (1, 3)))[0]
    Place(seats=(1, 3), score=420, place=1)
    """
    merits = [(utility(aim, target, scores[team[0]]), tuple(team)) for team in teams]
    ordered = sorted(merits, key=lambda item: -item[0])
    result: list[Place] = []
    for index, (merit, team) in enumerate(ordered):
        tied = index > 0 and merit == ordered[index - 1][0]
        place = result[-1].place if tied else index + 1
        result.append(Place(seats=team, score=scores[team[0]], place=place))
    return tuple(result)


def places(
    aim: Aim, target: int | None, scores: Sequence[int], teams: Sequence[Sequence[int]]
) -> tuple[int, ...]:
    """The place of each seat (1 for the best) in the :func:`standing`.

    >>> places(Aim.LOWEST, None, (46, 59, 46, 114), ((0,), (1,), (2,), (3,)))
    (1, 3, 1, 4)
    """
    by_seat = [0] * len(scores)
    for entry in standing(aim, target, scores, teams):
        for seat in entry.seats:
            by_seat[seat] = entry.place
    return tuple(by_seat)


def trend(
    aim: Aim, target: int | None, points: Sequence[int], scores: Sequence[int]
) -> tuple[int, ...]:
    """For each seat, whether the ``points`` that brought its total to ``scores`` did it
    good (1), harm (-1) or neither (0): the sign of the change of its :func:`utility`.

    >>> trend(Aim.LOWEST, None, (16, 0, 10), (20, 3, 8))
    (-1, 0, -1)
    >>> trend(Aim.TARGET, 66, (10, 10), (60, 75))
    (1, -1)
    """
    changes = (
        utility(aim, target, total) - utility(aim, target, total - gained)
        for gained, total in zip(points, scores, strict=True)
    )
    return tuple((change > 0) - (change < 0) for change in changes)
