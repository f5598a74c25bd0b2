"""The previous release's search bot, kept as a baseline: flat determinized Monte Carlo.

The bot is given only the view of its seat. To judge its legal actions it draws *worlds*: full
game states consistent with that view, the unseen cards dealt at random (the game supplies
this ``determinize`` function). In each world it plays every candidate action once and the
rest of the round or hand out with a fast policy bot (each game's heuristic), and it scores
the outcome for its seat with the game's ``evaluate`` function. After its budget of playouts
(or milliseconds) it picks the action with the best mean; ties go to the first in the
canonical order, so a seeded bot with a playout budget replays identically.

Every candidate is played out in the same worlds, which compares the actions on equal terms
(common random numbers) rather than on the luck of the draw.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, Generic

from typing_extensions import TypeVar

from tricktaker.bots.search import Determinize, Evaluate
from tricktaker.errors import TricktakerError
from tricktaker.games import Bot, GameState, SeatView, choices_of, decider_of

__all__ = ["FlatSearchBot"]

S = TypeVar("S", bound=GameState[Any, Any], default=Any)
V = TypeVar("V", bound=SeatView[Any], default=Any)
A = TypeVar("A", default=Any)


class FlatSearchBot(Bot[V, A], Generic[S, V, A]):
    """Flat determinized Monte Carlo search with a playout policy; the budget is per decision.

    The previous release's :class:`~tricktaker.bots.SearchBot`, kept as a baseline: it values
    each legal action by playouts of the policy alone, with no tree over later choices.
    ``FlatSearchBot[wizard.State, wizard.View, wizard.Action]`` searches Wizard's states; it
    is a ``Bot[wizard.View, wizard.Action]``.

    Args:
        determinize: builds a full state consistent with a view
            (:data:`~tricktaker.bots.search.Determinize`).
        evaluate: scores a playout's end for the searching seat
            (:data:`~tricktaker.bots.search.Evaluate`).
        policy: makes the bot that plays the playouts out, from a seed (each game's
            heuristic bot); it too is shown views only, of the sampled worlds.
        playouts: at most this many playouts per decision, shared among the legal actions
            (at least one world is always drawn); None for no limit but ``time_ms``.
        time_ms: stop drawing worlds after this many milliseconds; None for no time limit.
            A time budget makes the choice depend on the machine's speed: for reproducible
            runs give ``playouts`` alone.
        seed: seeds the sampling and the policy bot.

    Each game's ``flat_search_bot`` makes one (``wizard.bots.flat_search_bot``):

    >>> from tricktaker import wizard
    >>> from tricktaker.wizard.bots import flat_search_bot
    >>> bot = flat_search_bot(7)
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=2)
    >>> bot.choose(state.view(state.to_act)) in state.legal_actions()
    True
    """

    def __init__(
        self,
        *,
        determinize: Determinize[V, S],
        evaluate: Evaluate[S],
        policy: Callable[[int | None], Bot[V, A]],
        playouts: int | None = 64,
        time_ms: float | None = None,
        seed: int | None = None,
    ) -> None:
        if playouts is None and time_ms is None:
            raise TricktakerError("a FlatSearchBot needs a budget: playouts, time_ms or both")
        if playouts is not None and (type(playouts) is not int or playouts < 1):
            raise TricktakerError(f"playouts must be an int of at least 1, not {playouts!r}")
        if time_ms is not None and not time_ms > 0:
            raise TricktakerError(f"time_ms must be above 0, not {time_ms!r}")
        self._determinize = determinize
        self._evaluate = evaluate
        self._rng = random.Random(seed)
        self._policy = policy(self._rng.getrandbits(32))
        self._playouts = playouts
        self._time_ms = time_ms
        self._earlier: list[V] = []

    def choose(self, view: V) -> A:
        """The legal action of ``view`` with the best mean playout value."""
        legal: tuple[A, ...] = choices_of(view)
        earlier = tuple(self._earlier)
        self._earlier.append(view)
        if len(legal) == 1:
            return legal[0]
        deadline = None if self._time_ms is None else time.perf_counter() + self._time_ms / 1000
        totals = [0.0] * len(legal)
        used = 0
        while True:
            world = self._determinize(view, self._rng, earlier)
            for i, action in enumerate(legal):
                totals[i] += self._playout(world, action, view.seat)
            used += len(legal)
            if self._playouts is not None and used >= self._playouts:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]

    def _playout(self, world: S, action: A, seat: int) -> float:
        state, events = world.apply(action)
        value = self._evaluate(state, events, seat)
        policy = self._policy
        while value is None:
            actor = decider_of(state)
            if actor is None:
                raise TricktakerError("the game ended before the playout's horizon was scored")
            state, events = state.apply(policy.choose(state.view(actor)))
            value = self._evaluate(state, events, seat)
        return value
