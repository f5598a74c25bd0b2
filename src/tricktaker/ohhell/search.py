"""Oh Hell's search bot: the engine's worlds, weighed by the bids made with ``inference``, and
a round's score as its value (:mod:`tricktaker.bots.parts` makes the bots of them)."""

from __future__ import annotations

import functools

from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.engine.worlds import BidWorlds, bid_worlds, round_value
from tricktaker.ohhell.bots import HeuristicBot, bid_estimate
from tricktaker.ohhell.game import State, View

__all__ = [
    "DEFAULT_EXPLORATION",
    "DEFAULT_PLAYOUTS",
    "DEFAULT_SIMULATIONS",
    "SEARCH",
    "determinize",
    "flat_search_bot",
    "round_value",
    "search_bot",
]

DEFAULT_SIMULATIONS = 100
"""Simulations per decision of the registered ``"search"`` bot
(:func:`~tricktaker.ohhell.search_bot`), each one sampled world, one descent of the tree and
one heuristic rollout to the end of the round. Against OpenSpiel's ISMCTS at 100 simulations it
won 30.0% of its seat-games (26.5–33.8%) to ISMCTS's 20.8% (17.8–24.3%) (``docs/strength.md``,
which also gives its time a decision)."""

DEFAULT_EXPLORATION = 0.3
"""UCT's constant of Oh Hell's search bot, in units of the spread of the values seen (the
library's default is :data:`tricktaker.bots.search.DEFAULT_EXPLORATION`, 0.7): at 50
simulations against the flat search, 0.3 won 32.2% of its seat-games (23.5–42.4%) where 0.7
won 25.6% (17.7–35.4%) (``benchmarks/logs/tuning.md``)."""

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of :func:`flat_search_bot`, the previous release's ``"search"``
bot, shared among the legal actions,
each a heuristic playout to the end of the round."""

determinize: BidWorlds[View, State] = bid_worlds(bid_estimate, module=__name__)

SEARCH = SearchParts(
    determinize=determinize, evaluate=round_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, exploration=DEFAULT_EXPLORATION, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Oh Hell's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.ohhell.determinize`), the seat's points for a round less the others' mean
(:func:`round_value`) as the value, its heuristic (:class:`~tricktaker.ohhell.HeuristicBot`)
playing out, and its default budgets."""

search_bot = search_bot_function(
    module=__name__, game="Oh Hell", horizon="round", value="round_value",
    inference=functools.partial(determinize, inference=True), about="""
    With ``sweep=True, halving=True, settle=8, expansion="policy", widening=0.5,
    others="policy", bank=True`` (off by default), at the flat search's CPU time a decision
    (3.1 ms), 5,000 games in duplicate, it won 26.7% of its seat-games (25.8–27.6%) against the
    flat search's 24.5% (23.7–25.4%) (``docs/strength.md``).
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Oh Hell", value="round_value")
