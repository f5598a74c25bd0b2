"""Spades' search bot: worlds consistent with a seat's view, and a hand's team score as its
value."""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence

from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.cards import STANDARD_DECK
from tricktaker.engine.worlds import determinize_view
from tricktaker.events import Event
from tricktaker.lean import replace
from tricktaker.spades import kernel
from tricktaker.spades.bots import HeuristicBot
from tricktaker.spades.events import RoundScored
from tricktaker.spades.game import State, View

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
    has not seen dealt at random as :func:`tricktaker.engine.worlds.determinize_view` says; its
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
    world: State = determinize_view(view, rng, earlier)
    return world


_BY_INDEX = operator.attrgetter("index")


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
    determinize=determinize, evaluate=hand_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Spades' parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.spades.determinize`), the seat's team's points for a hand less the other
team's (:func:`hand_value`) as the value, its heuristic
(:class:`~tricktaker.spades.HeuristicBot`) playing out, and its default budgets."""


search_bot = search_bot_function(
    module=__name__, game="Spades", horizon="hand", value="hand_value", about="""
    With ``sweep=True, expansion="policy", bank=True`` (off by default), against the flat
    search (:func:`~tricktaker.spades.search.flat_search_bot`) at 64 playouts and that
    search's CPU time a decision (12.8 ms), 600 games: 54.3% of the games won (95% interval
    50.3–58.3%) against 45.7% (41.7–49.7%) (``docs/strength.md``).
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Spades", value="hand_value")
