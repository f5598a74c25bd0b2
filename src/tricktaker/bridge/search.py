"""Bridge's search bot: worlds consistent with a seat's view (:func:`determinize`), heuristic
playouts to the end of the board, valued by the board's score for the seat's side."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.bots.search import SearchBot, budget
from tricktaker.bridge.bots import HeuristicBot
from tricktaker.bridge.dealing import determinize
from tricktaker.bridge.events import BoardScored
from tricktaker.bridge.state import State
from tricktaker.events import Event

__all__ = ["DEFAULT_PLAYOUTS", "board_value", "search_bot"]

DEFAULT_PLAYOUTS = 24
"""Playouts per decision of the registered ``"search"`` bot, shared among the legal actions."""


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
    playouts: int | None = DEFAULT_PLAYOUTS,
    time_ms: float | None = None,
) -> SearchBot:
    """Bridge's search bot (see :class:`~tricktaker.bots.SearchBot`).

    >>> from tricktaker import bridge
    >>> view = bridge.new_game(bridge.Rules(), seed=3).view(0)
    >>> search_bot(seed=1, playouts=4).choose(view) in view.legal_actions()
    True
    """
    simulations, seconds = budget(None, None, playouts, time_ms)  # a playout a simulation
    return SearchBot(
        determinize=determinize,
        evaluate=board_value,
        policy=HeuristicBot,
        simulations=simulations,
        seconds=seconds,
        seed=seed,
    )
