"""Bots that need no knowledge of any game."""

from __future__ import annotations

import random
from typing import Any, TypeVar

from tricktaker.games import Bot, SeatView, choices_of

__all__ = ["RandomBot"]

A = TypeVar("A")


class RandomBot(Bot[Any, Any]):
    """Chooses uniformly among the legal actions; seeded, so a game replays identically.

    A bot of every game: ``RandomBot`` is a :class:`~tricktaker.Bot` of any view type.

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=4)
    >>> RandomBot(seed=0).choose(state.view(state.to_act)) in state.legal_actions()
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView[A]) -> A:
        """A legal action of ``view``, picked at random."""
        return self._rng.choice(choices_of(view))
