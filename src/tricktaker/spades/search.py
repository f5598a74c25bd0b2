"""Spades' search bot: worlds consistent with a seat's view, and a hand's team score as its
value."""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence

from typing_extensions import Unpack

from tricktaker.bots.flat import FlatSearchBot
from tricktaker.bots.parts import FlatOptions, SearchOptions, SearchParts
from tricktaker.bots.search import SearchBot
from tricktaker.cards import STANDARD_DECK
from tricktaker.engine import worlds as bidding
from tricktaker.events import Event
from tricktaker.lean import replace
from tricktaker.spades import kernel
from tricktaker.spades.bots import HeuristicBot
from tricktaker.spades.events import RoundScored
from tricktaker.spades.game import GAME_RULES, State, View

__all__ = [
    "DEFAULT_PLAYOUTS",
    "DEFAULT_SIMULATIONS",
    "SEARCH",
    "determinize",
    "flat_search_bot",
    "hand_value",
    "search_bot",
]

DEFAULT_SIMULATIONS = 100
"""Simulations per decision of the registered ``"search"`` bot
(:func:`~tricktaker.spades.search_bot`), each one
sampled world, one descent of the tree and one heuristic rollout to the end of the hand."""

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of :func:`flat_search_bot`, the previous release's ``"search"``
bot, shared among the legal actions,
each a heuristic playout to the end of the hand."""


def determinize(view: View, rng: random.Random, earlier: Sequence[View] = ()) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat
    has not seen dealt at random as :func:`tricktaker.engine.worlds.determinize` says; its
    own too while it has not seen them (``Rules.blind_nil``), so that a search weighs a
    blind nil knowing no more than the seat does.

    >>> import random
    >>> from tricktaker import spades
    >>> real = spades.new_game(spades.Rules(), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    if not view.cards_seen:  # no card is played before the bids: any 13 may be its own
        own = sorted(rng.sample(STANDARD_DECK, kernel.HAND_SIZE), key=_BY_INDEX)
        view = replace(view, hand=tuple(own))
    world: State = bidding.determinize(
        view, rng, earlier, deck=STANDARD_DECK, led_suit=kernel.led_suit, build=_build_world
    )
    return world


_BY_INDEX = operator.attrgetter("index")


_build_world = GAME_RULES.world


def hand_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s team's points for the hand less the other team's, once the events show the
    hand scored; None before.

    >>> scored = RoundScored(round=1, trump=None, bids=(4, 3, 0, 5), taken=(5, 3, 0, 5),
    ...                      points=(41, 80, 41, 80), scores=(41, 80, 41, 80))
    >>> hand_value(None, [scored], 1), hand_value(None, [], 1)
    (39, None)
    """
    for event in events:
        if isinstance(event, RoundScored):
            return event.points[seat] - event.points[(seat + 1) % kernel.PLAYERS]
    return None


SEARCH = SearchParts(
    determinize=determinize,
    evaluate=hand_value,
    policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS,
    playouts=DEFAULT_PLAYOUTS,
)
"""Spades' parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.spades.determinize`), the seat's team's points for a hand less the other
team's (:func:`hand_value`) as the value, its heuristic
(:class:`~tricktaker.spades.HeuristicBot`) playing out, and its default budgets."""


def search_bot(seed: int | None = None, **options: Unpack[SearchOptions]) -> SearchBot:
    """Spades' search bot: information-set Monte Carlo tree search with heuristic rollouts to the
    end of the hand, valued by :func:`~tricktaker.spades.search.hand_value` (see
    :class:`~tricktaker.bots.SearchBot`). Its ``options`` are those of every game's
    (:class:`~tricktaker.bots.parts.SearchOptions`), with this game's defaults
    (:data:`~tricktaker.spades.search.SEARCH`).

    With ``sweep=True, expansion="policy", bank=True`` (off by default), against the flat
    search (:func:`~tricktaker.spades.search.flat_search_bot`) at 64 playouts and that
    search's CPU time a decision (12.8 ms), 600 games: 54.3% of the games won (95% interval
    50.3–58.3%) against 45.7% (41.7–49.7%) (``docs/strength.md``).

    >>> from tricktaker import spades
    >>> state = spades.new_game(spades.Rules(), seed=3)
    >>> view = state.view(state.to_act)
    >>> search_bot(seed=1, playouts=4).choose(view) in view.legal_actions()
    True
    """
    return SEARCH.search_bot(seed, **options)


def flat_search_bot(seed: int | None = None, **options: Unpack[FlatOptions]) -> FlatSearchBot:
    """Spades' previous search bot, kept as a baseline: flat heuristic playouts valued by
    :func:`~tricktaker.spades.search.hand_value`
    (see :class:`~tricktaker.bots.FlatSearchBot`).

    >>> from tricktaker import spades
    >>> state = spades.new_game(spades.Rules(), seed=3)
    >>> view = state.view(state.to_act)
    >>> flat_search_bot(seed=1, playouts=4).choose(view) in view.legal_actions()
    True
    """
    return SEARCH.flat_search_bot(seed, **options)
