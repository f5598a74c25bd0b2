"""Wizard's search bot: worlds consistent with a seat's view, and a round's score as its value."""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

import attrs
from typing_extensions import Unpack

from tricktaker.bots.flat import FlatSearchBot
from tricktaker.bots.parts import FlatOptions, SearchOptions, SearchParts
from tricktaker.bots.search import SearchBot
from tricktaker.cards import WIZARD_DECK
from tricktaker.engine import worlds as bidding
from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.wizard.bots import HeuristicBot, bid_estimate
from tricktaker.wizard.game import GAME_RULES, State, View
from tricktaker.wizard.rules import Rules, led, winner

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


def determinize(
    view: View, rng: random.Random, earlier: Sequence[View] = (), *, inference: bool = False
) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat
    has not seen dealt at random as :func:`tricktaker.engine.worlds.determinize` says;
    with ``inference``, the worlds weighed by how well they fit the bids made, as the
    heuristic bot estimates a hand (:func:`tricktaker.engine.worlds.bid_fit`).

    >>> import random
    >>> from tricktaker import wizard
    >>> real = wizard.new_game(wizard.Rules(players=3), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    world: State = bidding.determinize(
        view, rng, earlier, deck=WIZARD_DECK, led_suit=led, build=_build_world,
        winner=winner, estimate=bid_estimate if inference else None,
    )  # fmt: skip
    return world


_build_world = GAME_RULES.world


def round_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s points for the round less the mean of the other seats', once the events
    show the round scored; None before. The highest total wins, so points taken from the
    others (a bid they miss) count as well as one's own.

    >>> from tricktaker.wizard import RoundScored, Rules, new_game
    >>> state = new_game(Rules(players=3), seed=1)  # the state after the events
    >>> scored = RoundScored(round=1, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                      points=(20, 30, -10), scores=(20, 30, -10))
    >>> round_value(state, [scored], 1), round_value(state, [], 1)
    (25.0, None)
    """
    return bidding.round_value(state, events, seat)


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
    return bidding.win_value(state, events, seat, variance_after=variance_after)


VALUES = {"round": round_value, "win": win_value}
"""The values ``search_bot(value=...)`` may back up: a round's points (the default) or the
chance to win the game."""


SEARCH = SearchParts(
    determinize=determinize,
    evaluate=round_value,
    policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS,
    playouts=DEFAULT_PLAYOUTS,
)
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


def flat_search_bot(seed: int | None = None, **options: Unpack[FlatOptions]) -> FlatSearchBot:
    """Wizard's previous search bot, kept as a baseline: flat heuristic playouts valued by
    :func:`~tricktaker.wizard.search.round_value`
    (see :class:`~tricktaker.bots.FlatSearchBot`).

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(), seed=3)
    >>> view = state.view(state.to_act)
    >>> flat_search_bot(seed=1, playouts=4).choose(view) in view.legal_actions()
    True
    """
    return SEARCH.flat_search_bot(seed, **options)
