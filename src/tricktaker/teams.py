"""Partnerships, for the games whose seats play in teams.

A game of teams says so in its rules: a ``teams`` attribute, a tuple of teams, each a tuple
of seats. Each seat's score is then its team's total, and a game's winners are the seats of
the winning team, so that whatever counts seats (the simulator's win rates, a score sheet)
counts teams. :func:`teams_of` reads the teams of any game's rules (each seat alone where
nobody plays in teams), and :class:`TeamPositions` gives a game's states and views the
questions a frontend and a bot ask.
"""

from __future__ import annotations

from typing import Any

from tricktaker.errors import TricktakerError

__all__ = ["TeamPositions", "teams_of"]


def teams_of(rules: Any) -> tuple[tuple[int, ...], ...]:
    """The teams of a game of ``rules``, each a tuple of seats; each seat alone when the rules
    name no teams.

    >>> class Solo:
    ...     players = 3
    >>> class Pairs:
    ...     players = 4
    ...     teams = ((0, 2), (1, 3))
    >>> teams_of(Solo()), teams_of(Pairs())
    (((0,), (1,), (2,)), ((0, 2), (1, 3)))
    """
    teams: tuple[tuple[int, ...], ...] | None = getattr(rules, "teams", None)
    if teams is None:
        return tuple((seat,) for seat in range(rules.players))
    return teams


class TeamPositions:
    """What a state or a view of a game of teams says of them, from its ``rules.teams`` and
    its ``scores`` (a mixin of the game's attrs classes, which hold those fields)."""

    __slots__ = ()

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The teams, each a tuple of seats (the rules')."""
        return teams_of(getattr(self, "rules"))  # noqa: B009  # a field of the game's class

    def team_of(self, seat: int) -> int:
        """The index in :attr:`teams` of the team of ``seat``."""
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        raise TricktakerError(f"no seat {seat!r} in the teams {self.teams}")

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of the team of ``seat``."""
        return tuple(other for other in self.teams[self.team_of(seat)] if other != seat)

    @property
    def team_scores(self) -> tuple[int, ...]:
        """Each team's total, in the order of :attr:`teams` (a seat's score is its team's)."""
        scores: tuple[int, ...] = getattr(self, "scores")  # noqa: B009  # as above
        return tuple(scores[team[0]] for team in self.teams)
