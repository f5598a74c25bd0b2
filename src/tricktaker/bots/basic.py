"""Bots that need no knowledge of any game."""

from __future__ import annotations

import random
from typing import Any, Generic

from typing_extensions import TypeVar

from tricktaker.games import Bot, SeatView, choices_of

__all__ = ["RandomBot", "SeededBot"]

A = TypeVar("A", default=Any)
V = TypeVar("V", bound=SeatView[Any], default=Any)


class SeededBot(Bot[V, A], Generic[V, A]):
    """A bot with a random source of its own, ``self._rng``, a :class:`random.Random` made
    from ``seed``, so that a seeded bot replays identically: the base of the library's bots,
    which draw from it to break ties, or to choose where their rules say nothing. A subclass
    writes its ``choose``.

    >>> import random
    >>> class First(SeededBot):
    ...     def choose(self, view):
    ...         return view.legal_actions()[0]
    >>> First(seed=1)._rng.random() == random.Random(1).random()
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)


class RandomBot(SeededBot[Any, Any]):
    """Chooses uniformly among the legal actions; seeded, so a game replays identically.

    A bot of every game: ``RandomBot`` is a :class:`~tricktaker.Bot` of any view type.

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=4)
    >>> RandomBot(seed=0).choose(state.view(state.to_act)) in state.legal_actions()
    True
    """

    def choose(self, view: SeatView[A]) -> A:
        """A legal action of ``view``, picked at random."""
        return self._rng.choice(choices_of(view))
