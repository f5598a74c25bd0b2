"""Oh Hell's search bot: worlds consistent with a seat's view, and a round's score as its value."""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

import attrs
from typing_extensions import Unpack

from tricktaker.bots.flat import FlatSearchBot
from tricktaker.bots.parts import FlatOptions, SearchOptions, SearchParts
from tricktaker.bots.search import SearchBot
from tricktaker.cards import STANDARD_DECK
from tricktaker.engine import worlds as bidding
from tricktaker.events import Event
from tricktaker.ohhell.bots import HeuristicBot, bid_estimate
from tricktaker.ohhell.game import GAME_RULES, State, View
from tricktaker.ohhell.rules import led_suit
from tricktaker.tricks import trump_winner

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


def determinize(
    view: View, rng: random.Random, earlier: Sequence[View] = (), *, inference: bool = False
) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat
    has not seen dealt at random as :func:`tricktaker.engine.worlds.determinize` says;
    with ``inference``, the worlds weighed by how well they fit the bids made, as the
    heuristic bot estimates a hand (:func:`tricktaker.engine.worlds.bid_fit`).

    >>> import random
    >>> from tricktaker import ohhell
    >>> real = ohhell.new_game(ohhell.Rules(players=3), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    world: State = bidding.determinize(
        view, rng, earlier, deck=STANDARD_DECK, led_suit=led_suit, build=_build_world,
        winner=trump_winner, estimate=bid_estimate if inference else None,
    )  # fmt: skip
    return world


_build_world = GAME_RULES.world


def round_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s points for the round less the mean of the other seats', once the events
    show the round scored; None before. The highest total wins, so points the others miss
    count as well as one's own.

    >>> from tricktaker.ohhell import RoundScored, Rules, new_game
    >>> state = new_game(Rules(players=3), seed=1)  # the state after the events
    >>> scored = RoundScored(round=1, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                      points=(10, 11, 0), scores=(10, 11, 0))
    >>> round_value(state, [scored], 1), round_value(state, [], 1)
    (6.0, None)
    """
    return bidding.round_value(state, events, seat)


SEARCH = SearchParts(
    determinize=determinize,
    evaluate=round_value,
    policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS,
    exploration=DEFAULT_EXPLORATION,
    playouts=DEFAULT_PLAYOUTS,
)
"""Oh Hell's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.ohhell.determinize`), the seat's points for a round less the others' mean
(:func:`round_value`) as the value, its heuristic (:class:`~tricktaker.ohhell.HeuristicBot`)
playing out, and its default budgets."""


def search_bot(
    seed: int | None = None, *, inference: bool = False, **options: Unpack[SearchOptions]
) -> SearchBot:
    """Oh Hell's search bot: information-set Monte Carlo tree search with heuristic rollouts to the
    end of the round, valued by :func:`~tricktaker.ohhell.search.round_value` (see
    :class:`~tricktaker.bots.SearchBot`). Its ``options`` are those of every game's
    (:class:`~tricktaker.bots.parts.SearchOptions`), with this game's defaults
    (:data:`~tricktaker.ohhell.search.SEARCH`). With ``inference`` its worlds are weighed by the
    bids made (:func:`determinize`).

    With ``sweep=True, halving=True, settle=8, expansion="policy", widening=0.5,
    others="policy", bank=True`` (off by default), at the flat search's CPU time a decision
    (3.1 ms), 5,000 games in duplicate, it won 26.7% of its seat-games (25.8–27.6%) against the
    flat search's 24.5% (23.7–25.4%) (``docs/strength.md``).

    >>> from tricktaker import ohhell
    >>> state = ohhell.new_game(ohhell.Rules(players=4), seed=3)
    >>> view = state.view(state.to_act)
    >>> search_bot(seed=1).choose(view) in view.legal_actions()
    True
    """
    parts = SEARCH
    if inference:
        parts = attrs.evolve(SEARCH, determinize=functools.partial(determinize, inference=True))
    return parts.search_bot(seed, **options)


def flat_search_bot(seed: int | None = None, **options: Unpack[FlatOptions]) -> FlatSearchBot:
    """Oh Hell's previous search bot, kept as a baseline: flat heuristic playouts valued by
    :func:`~tricktaker.ohhell.search.round_value`
    (see :class:`~tricktaker.bots.FlatSearchBot`).

    >>> from tricktaker import ohhell
    >>> state = ohhell.new_game(ohhell.Rules(), seed=3)
    >>> view = state.view(state.to_act)
    >>> flat_search_bot(seed=1, playouts=4).choose(view) in view.legal_actions()
    True
    """
    return SEARCH.flat_search_bot(seed, **options)
