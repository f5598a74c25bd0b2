"""Bridge's search bot: worlds consistent with a seat's view (:func:`determinize`), heuristic
playouts to the end of the board, valued by the board's score for the seat's side."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.bridge.bots import HeuristicBot
from tricktaker.bridge.dealing import determinize
from tricktaker.bridge.game import BoardScored, State
from tricktaker.events import Event

__all__ = [
    "DEFAULT_PLAYOUTS",
    "DEFAULT_SIMULATIONS",
    "SEARCH",
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


SEARCH = SearchParts(
    determinize=determinize, evaluate=board_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Bridge's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.bridge.determinize`), the seat's side's points for the board
(:func:`board_value`) as the value, its heuristic (:class:`~tricktaker.bridge.HeuristicBot`)
playing out, and its default budgets."""


search_bot = search_bot_function(
    module=__name__, game="Bridge", horizon="board", value="board_value", about="""
    With ``sweep=True, expansion="policy", bank=True`` (off by default), against the flat search
    (:func:`~tricktaker.bridge.search.flat_search_bot`) at nearly equal CPU time a decision
    (``benchmarks/logs/matches.md``): at its 24 playouts (8.2 ms), 600 boards on fresh deals,
    behind, 45.3% of the boards won (95% interval 41.4–49.3%) against 54.7% (50.7–58.6%); at 96
    playouts (about 30 ms), in duplicate over 300 deals, level, better on 146 deals (95%
    interval 43.1–54.3%) against 136 (39.8–51.0%), 18 tied. With ``halving=True,
    others="policy", widening=0.5`` as well, 600 boards in duplicate each: at 24 playouts, 323
    boards won (49.8–57.8%) against 277 (42.2–50.2%), not apart; at 96, 283 against 317, level.
    Played again at 24 playouts on 1,500 fresh deals (3,000 boards in duplicate, 7.9 ms of CPU a
    decision against the flat search's 8.0): ahead, 56.6% of the boards won (55.3–57.8%) against
    43.4% (42.2–44.7%), better on 795 deals against 594.
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Bridge", value="board_value")
