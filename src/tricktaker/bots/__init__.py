"""Computer players, and a loop that plays a game between them.

A bot follows the :class:`~tricktaker.games.Bot` protocol: ``choose(view)`` returns one of
``view.legal_actions()``. Bots are given the view of their own seat, never the whole state.
Each game adds its own heuristic bot (``tricktaker.wizard.HeuristicBot`` and so on) and a
:class:`SearchBot`, information-set Monte Carlo tree search over sampled worlds
(``wizard.search_bot``); :class:`FlatSearchBot`, the previous release's flat search, stays as
a baseline (``wizard.bots.flat_search_bot``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from tricktaker.bots.basic import RandomBot, SeededBot
from tricktaker.bots.flat import FlatSearchBot
from tricktaker.bots.parts import SearchParts
from tricktaker.bots.search import SearchBot
from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.games import Bot, GameState, decider_of
from tricktaker.plugin import present_as, public_dir

__all__ = [
    "Bot",
    "FlatSearchBot",
    "RandomBot",
    "SearchBot",
    "SearchParts",
    "SeededBot",
    "play_game",
]

S = TypeVar("S", bound=GameState[Any, Any])


def play_game(
    state: S, bots: Sequence[Bot[Any, Any]], *, max_decisions: int = 1_000_000
) -> tuple[S, list[Event]]:
    """Play ``state`` to the end with ``bots[seat]`` choosing for each seat.

    Returns the final state and every event, in order.

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=1)
    >>> final, events = play_game(state, [RandomBot(seed=s) for s in range(3)])
    >>> final.is_over, final.round
    (True, 20)
    """
    events: list[Event] = []
    for _ in range(max_decisions):
        seat = decider_of(state)
        if seat is None:
            return state, events
        state, new_events = state.apply(bots[seat].choose(state.view(seat)))
        events.extend(new_events)
    raise TricktakerError(f"the game did not end within {max_decisions} decisions")


present_as(
    "tricktaker.bots",
    globals(),
    ["FlatSearchBot", "RandomBot", "SearchBot", "SearchParts", "SeededBot"],
)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
