"""Comparing results, as duplicate bridge scores them: IMPs (the WBF table), matchpoints
(with Neuberg's formula for a board played fewer times), cross-IMPs and Butler, a team
match's two rooms, and a pairs session's travellers and ranking.

Scores are North-South's, one a table, as :attr:`Board.score <tricktaker.bridge.Board.score>`
gives them; East-West's are their negations.

>>> imps(420 - 170), matchpoints([420, 170, 170, -50])
(6, [6.0, 3.0, 3.0, 0.0])
>>> cross_imps([420, 450, -100]), butler([980, 480, 480, 450, -50])
([5.0, 6.0, -11.0], [11, 0, 0, -1, -11])
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable

import attrs

from tricktaker.bridge.records import Board
from tricktaker.errors import TricktakerError

__all__ = [
    "MatchBoard",
    "Standing",
    "TravellerLine",
    "butler",
    "cross_imps",
    "datum",
    "imps",
    "matchpoints",
    "pairs_ranking",
    "team_match",
    "traveller",
]

_IMP_STEPS = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The WBF IMP table: a difference of at least ``_IMP_STEPS[k - 1]`` points is worth k IMPs."""


def imps(points: int) -> int:
    """The IMPs a difference of ``points`` is worth by the WBF table (0 to 10 points: 0;
    20 to 40: 1; ... 4000 and more: 24), with its sign.

    >>> [imps(points) for points in (10, 20, 450, -620, 4000)]
    [0, 1, 10, -12, 24]
    """
    if type(points) is not int:
        raise TricktakerError(f"imps takes a difference of points (an int), not {points!r}")
    return int(math.copysign(bisect.bisect_right(_IMP_STEPS, abs(points)), points))


def _scores(scores: Iterable[int]) -> list[int]:
    listed = list(scores)
    if not listed or any(type(score) is not int for score in listed):
        raise TricktakerError(f"scores must be one int or more, a table's each, not {listed!r}")
    return listed


def matchpoints(scores: Iterable[int], *, expected: int | None = None) -> list[float]:
    """Each score's matchpoints against the others on the board: 2 for each it beats, 1 for
    each it ties (a top of 2(n − 1) for n scores, as the WBF and EBU count them; half that
    is ACBL's count). East-West's are the top less North-South's.

    With ``expected`` more than the scores (the board played fewer times than the others),
    Neuberg's formula gives each its share of the expected top, 2(expected − 1):
    (matchpoints + 1) × expected / n − 1.

    >>> [round(points, 2) for points in matchpoints([-50, -100, -140], expected=4)]
    [5.67, 3.0, 0.33]
    """
    listed = _scores(scores)
    count = len(listed)
    if expected is not None and (type(expected) is not int or expected < count):
        raise TricktakerError(f"expected must be an int, {count} or more, not {expected!r}")
    points = [
        float(sum(2 if score > other else score == other for other in listed) - 1)
        for score in listed
    ]
    if expected is None or expected == count:
        return points
    return [(point + 1) * expected / count - 1 for point in points]


def cross_imps(scores: Iterable[int]) -> list[float]:
    """Each score's IMPs against every other score on the board, averaged (IMPs across the
    field).

    >>> cross_imps([420, 450, -100, -200, 400, 590])[0]
    3.6
    """
    listed = _scores(scores)
    if len(listed) < 2:
        return [0.0] * len(listed)
    return [sum(imps(score - other) for other in listed) / (len(listed) - 1) for score in listed]


def datum(scores: Iterable[int], *, drop: int = 0) -> int:
    """The Butler datum: the average of the scores without the ``drop`` highest and the
    ``drop`` lowest, rounded to the nearest 10 (a 5 away from zero).

    >>> datum([450, 420, -800, -50, 420, 420], drop=1)
    300
    """
    listed = sorted(_scores(scores))
    if type(drop) is not int or drop < 0 or 2 * drop >= len(listed):
        raise TricktakerError(f"drop must leave a score of the {len(listed)}, not {drop!r}")
    kept = listed[drop : len(listed) - drop]
    tens = sum(kept) / len(kept) / 10
    return int(math.copysign(math.floor(abs(tens) + 0.5), tens)) * 10


def butler(scores: Iterable[int], *, drop: int = 0) -> list[int]:
    """Each score's IMPs against the board's Butler datum
    (:func:`~tricktaker.bridge.compare.datum`)."""
    listed = _scores(scores)
    middle = datum(listed, drop=drop)
    return [imps(score - middle) for score in listed]


@attrs.frozen
class MatchBoard:
    """A board of a team match: North-South's score in the open room (where the home team
    sits North-South) and in the closed room (where it sits East-West)."""

    number: int
    open: int
    closed: int

    @property
    def imps(self) -> int:
        """The home team's IMPs on the board."""
        return imps(self.open - self.closed)


def team_match(open_room: Iterable[Board], closed_room: Iterable[Board]) -> list[MatchBoard]:
    """A team match's boards, each open-room board paired with the closed room's of the
    same number, in the open room's order (the home team sits North-South in the open room
    and East-West in the closed); the home team's total is the sum of their ``imps``.

    Raises:
        TricktakerError: a board without a number or a score, one number twice in a room,
            or a board played in one room only.
    """
    closed = _by_number(closed_room)
    opened = _by_number(open_room)
    if opened.keys() != closed.keys():
        alone = sorted(opened.keys() ^ closed.keys())
        raise TricktakerError(f"boards played in one room only: {alone}")
    return [MatchBoard(number, opened[number], closed[number]) for number in opened]


def _by_number(boards: Iterable[Board]) -> dict[int, int]:
    scores: dict[int, int] = {}
    for board in boards:
        if board.number is None or board.score is None or board.number in scores:
            why = f"a board of a room needs a number of its own and a score: {board.number}"
            raise TricktakerError(why)
        scores[board.number] = board.score
    return scores


@attrs.frozen
class TravellerLine:
    """A table's result on a traveller: the pairs (``North+South``, ``East+West``, or one
    name where both players carry it), the board as recorded, North-South's score,
    matchpoints and percentage of the top (East-West's: the rest)."""

    north_south: str
    east_west: str
    board: Board
    score: int
    matchpoints: float
    percentage: float


def _pair(board: Board, first: str, second: str) -> str:
    names = (board.tag(first) or "?", board.tag(second) or "?")
    return names[0] if names[0] == names[1] else "+".join(names)


def traveller(boards: Iterable[Board], *, expected: int | None = None) -> list[TravellerLine]:
    """The traveller of a board: its results at each table (the boards given, all of one
    number; those without a score, such as an average given, are left out), matchpointed
    against each other (see :func:`matchpoints`, and ``expected`` for Neuberg's formula).
    """
    scored = [board for board in boards if board.score is not None]
    if len({board.number for board in scored}) > 1:
        raise TricktakerError("a traveller is one board's: the boards have different numbers")
    scores = [board.score for board in scored if board.score is not None]
    if not scores:
        return []
    points = matchpoints(scores, expected=expected)
    top = 2 * ((expected or len(scores)) - 1)  # a board played once: 50%
    return [
        TravellerLine(
            _pair(board, "North", "South"),
            _pair(board, "East", "West"),
            board,
            score,
            point,
            100 * point / top if top else 50.0,
        )
        for board, score, point in zip(scored, scores, points, strict=True)
    ]


@attrs.frozen
class Standing:
    """A pair's place in a pairs session: its name, the boards it played (an average given
    counts), and its percentage: the mean of its boards' percentages."""

    pair: str
    boards: int
    percentage: float


def pairs_ranking(boards: Iterable[Board], *, neuberg: bool = True) -> list[Standing]:
    """A matchpointed pairs session ranked, best first: each board's :func:`traveller`,
    and each pair's mean percentage over the boards it played. A result without a score
    (an average given) is 50% to both pairs. With ``neuberg``, a board played fewer times
    than the session's most-played is matchpointed by Neuberg's formula (the WBF's and the
    EBU's way); without, on its own results (BBO's).
    """
    by_number: dict[int | None, list[Board]] = {}
    for board in boards:
        by_number.setdefault(board.number, []).append(board)
    scored = (sum(board.score is not None for board in played) for played in by_number.values())
    most = max(scored, default=0)
    percentages: dict[str, list[float]] = {}
    for played in by_number.values():
        for line in traveller(played, expected=most if neuberg else None):
            percentages.setdefault(line.north_south, []).append(line.percentage)
            percentages.setdefault(line.east_west, []).append(100 - line.percentage)
        for board in played:
            if board.score is None:  # an average: 50% each
                for pair in (_pair(board, "North", "South"), _pair(board, "East", "West")):
                    percentages.setdefault(pair, []).append(50.0)
    standings = [Standing(pair, len(got), sum(got) / len(got)) for pair, got in percentages.items()]
    return sorted(standings, key=lambda standing: -standing.percentage)
