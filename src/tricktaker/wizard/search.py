"""Wizard's search bot: the engine's worlds, weighed by the bids made with ``inference``, and
a round's score (or the chance to win the game) as its value."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import attrs
from typing_extensions import Unpack

from tricktaker.bots.parts import SearchOptions, SearchParts, flat_search_bot_function
from tricktaker.bots.search import SearchBot
from tricktaker.engine import worlds
from tricktaker.engine.worlds import BidWorlds, bid_worlds, round_value
from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.wizard.bots import HeuristicBot, bid_estimate
from tricktaker.wizard.game import State, View
from tricktaker.wizard.rules import Rules

__all__ = [
    "DEFAULT_PLAYOUTS",
    "DEFAULT_SIMULATIONS",
    "SEARCH",
    "VALUES",
    "determinize",
    "flat_search_bot",
    "round_value",
    "search_bot",
    "variance_after",
    "win_value",
]

DEFAULT_SIMULATIONS = 100
"""Simulations per decision of the registered ``"search"`` bot
(:func:`~tricktaker.wizard.search_bot`), each one sampled world, one descent of the tree and
one heuristic rollout to the end of the round. Against OpenSpiel's ISMCTS at 200 simulations,
at its CPU time with the time bank, it won 29.1% of its seat-games (27.2–31.1%) to ISMCTS's
23.2% (21.5–25.1%) (``docs/strength.md``, which also gives its time a decision)."""

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of :func:`flat_search_bot`, the previous release's ``"search"``
bot, shared among the legal actions,
each a heuristic playout to the end of the round: a 4-player game with one search bot took
about a second of one core (the previous release's measure)."""

determinize: BidWorlds[View, State] = bid_worlds(bid_estimate, module=__name__)


def variance_after(rules: Rules, round: int) -> float:
    """The variance of a seat's points less the table's mean, summed over the rounds after
    ``round``: ``75 + 62 * n`` for a round of ``n`` cards, a line fitted to 300 games of four
    heuristic bots (137 in round 1, 1,004 in round 15).

    >>> variance_after(Rules(players=4), 14), variance_after(Rules(players=4), 15)
    (1005, 0)
    """
    return sum(75 + 62 * cards for cards in range(round + 1, rules.rounds + 1))


def win_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s chance to win the game once the events show the round scored, its total
    against the others' with the later rounds' spread of :func:`variance_after`
    (:func:`tricktaker.engine.worlds.win_value`); None before. The value of
    ``search_bot(value="win")``, which was not shown stronger (``benchmarks/logs/tuning.md``).

    >>> from tricktaker.wizard import RoundScored, Rules, new_game
    >>> state = new_game(Rules(players=3), seed=1)  # the state after the events
    >>> last = RoundScored(round=20, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                    points=(20, 30, -10), scores=(120, 130, 90))
    >>> round(win_value(state, [last], 1), 4), round(win_value(state, [last], 0), 4)
    (1.0025, 0.001)
    """
    return worlds.win_value(state, events, seat, variance_after=variance_after)


VALUES = {"round": round_value, "win": win_value}
"""The values ``search_bot(value=...)`` may back up: a round's points (the default) or the
chance to win the game."""


SEARCH = SearchParts(
    determinize=determinize, evaluate=round_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Wizard's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.wizard.determinize`), the seat's points for a round less the others' mean
(:func:`round_value`) as the value, its heuristic (:class:`~tricktaker.wizard.HeuristicBot`)
playing out, and its default budgets."""


def search_bot(
    seed: int | None = None,
    *,
    inference: bool = False,
    value: str = "round",
    **options: Unpack[SearchOptions],
) -> SearchBot:
    """Wizard's search bot: information-set Monte Carlo tree search with heuristic rollouts to the
    end of the round, valued by :func:`~tricktaker.wizard.search.round_value` (see
    :class:`~tricktaker.bots.SearchBot`). Its ``options`` are those of every game's
    (:class:`~tricktaker.bots.parts.SearchOptions`), with this game's defaults
    (:data:`~tricktaker.wizard.search.SEARCH`). With ``inference`` its worlds are weighed by the
    bids made (:func:`determinize`).

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=4), seed=3)
    >>> view = state.view(state.to_act)
    >>> view.hand, view.trump, view.legal_actions()  # a low trump, one trick to play
    ((Card.parse('6♥'),), <Suit.HEARTS: 2>, (Bid(tricks=0), Bid(tricks=1)))
    >>> search_bot(seed=1).choose(view)  # it wins about half the time: a close call
    Bid(tricks=1)
    """
    if value not in VALUES:
        raise TricktakerError(f"value must be one of {', '.join(map(repr, VALUES))}, not {value!r}")
    parts = attrs.evolve(SEARCH, evaluate=VALUES[value])
    if inference:
        parts = attrs.evolve(parts, determinize=functools.partial(determinize, inference=True))
    return parts.search_bot(seed, **options)


flat_search_bot = flat_search_bot_function(module=__name__, game="Wizard", value="round_value")
