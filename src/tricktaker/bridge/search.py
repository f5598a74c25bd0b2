"""Bridge's search bot: worlds consistent with a seat's view (:func:`determinize`), heuristic
playouts to the end of the board, valued by the board's score for the seat's side."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from tricktaker.bots.flat import FlatSearchBot
from tricktaker.bots.search import DEFAULT_EXPLORATION, SearchBot, budget
from tricktaker.bridge.bots import HeuristicBot
from tricktaker.bridge.dealing import determinize
from tricktaker.bridge.events import BoardScored
from tricktaker.bridge.state import State
from tricktaker.events import Event

__all__ = [
    "DEFAULT_PLAYOUTS",
    "DEFAULT_SIMULATIONS",
    "board_value",
    "flat_search_bot",
    "search_bot",
]

DEFAULT_SIMULATIONS = 24
"""Simulations per decision of the registered ``"search"`` bot
(:func:`tricktaker.bridge.search_bot`), each one sampled world, one descent of the tree and one
heuristic rollout to the end of the board."""

DEFAULT_PLAYOUTS = DEFAULT_SIMULATIONS
"""The previous release's name of :data:`DEFAULT_SIMULATIONS`, and the playouts per decision
of :func:`flat_search_bot`, the previous release's ``"search"`` bot, shared among the legal
actions, each a heuristic playout to the end of the board."""


def board_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s side's points for the board, once the events show it scored; None before.

    >>> scored = BoardScored(board=1, contract=None, declarer_tricks=0, points=(50, -50, 50, -50),
    ...                      scores=(50, -50, 50, -50))
    >>> board_value(None, [scored], 1), board_value(None, [], 1)
    (-50, None)
    """
    for event in events:
        if isinstance(event, BoardScored):
            return event.points[seat]
    return None


def search_bot(
    seed: int | None = None,
    *,
    simulations: int | None = DEFAULT_SIMULATIONS,
    seconds: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
    exploration: float = DEFAULT_EXPLORATION,
    expansion: str = "first",
    widening: float | None = None,
    bank: bool = False,
    sweep: bool = False,
    others: str = "search",
    playouts: int | None = None,
    time_ms: float | None = None,
) -> SearchBot:
    """Bridge's search bot: information-set Monte Carlo tree search with heuristic
    rollouts to the end of the board, valued by :func:`~tricktaker.bridge.search.board_value`
    (see :class:`~tricktaker.bots.SearchBot`, whose options these are). ``playouts`` and
    ``time_ms``, the previous release's names, are ``simulations`` and ``seconds`` in
    milliseconds (:func:`~tricktaker.bots.search.budget`).

    With ``sweep=True, expansion="policy", bank=True`` (off by default), against the flat
    search (:func:`~tricktaker.bridge.search.flat_search_bot`) at nearly equal CPU time a
    decision (``docs/research.md``): at its 24 playouts (8.2 ms), 600 boards on fresh deals,
    behind, 45.3% of the boards won (95% interval 41.4–49.3%) against 54.7% (50.7–58.6%); at
    96 playouts (about 30 ms), in duplicate over 300 deals, level, better on 146 deals (95%
    interval 43.1–54.3%) against 136 (39.8–51.0%), 18 tied.

    >>> from tricktaker import bridge
    >>> view = bridge.new_game(bridge.Rules(), seed=3).view(0)
    >>> search_bot(seed=1, simulations=4).choose(view) in view.legal_actions()
    True
    """
    count, limit = budget(simulations, seconds, playouts, time_ms)
    return SearchBot(
        determinize=determinize,
        evaluate=board_value,
        policy=HeuristicBot,
        simulations=count,
        seconds=limit,
        clock=clock,
        exploration=exploration,
        expansion=expansion,
        widening=widening,
        bank=bank,
        sweep=sweep,
        others=others,
        seed=seed,
    )


def flat_search_bot(
    seed: int | None = None,
    *,
    playouts: int | None = DEFAULT_PLAYOUTS,
    time_ms: float | None = None,
) -> FlatSearchBot:
    """Bridge's previous search bot, kept as a baseline: flat heuristic playouts valued by
    :func:`~tricktaker.bridge.search.board_value`
    (see :class:`~tricktaker.bots.FlatSearchBot`).

    >>> from tricktaker import bridge
    >>> state = bridge.new_game(bridge.Rules(), seed=3)
    >>> view = state.view(state.to_act)
    >>> flat_search_bot(seed=1, playouts=4).choose(view) in view.legal_actions()
    True
    """
    return FlatSearchBot(
        determinize=determinize,
        evaluate=board_value,
        policy=HeuristicBot,
        playouts=playouts,
        time_ms=time_ms,
        seed=seed,
    )
