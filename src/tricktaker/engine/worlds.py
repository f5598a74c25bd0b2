"""What the search bot of a game on the engine needs (see :class:`~tricktaker.bots.SearchBot`):
worlds consistent with a seat's view, and a deal's score as the value of a playout.

A game's worlds are :func:`determinize_view`, which reads the game's deck, its ``led_suit``
and ``follow_suit`` and its ``world`` (:meth:`~tricktaker.engine.TrickGame.world`) off the
view; its value :func:`deal_value` (:func:`round_value` for a bidding game's
``RoundScored``). Given an ``estimate`` of a hand's tricks (a bidding game's heuristic bot's,
before rounding to a bid), :func:`determinize_view` also weighs each world by how well the
hands it gives fit the bids made (:func:`bid_fit`): bids are the one thing an opponent says
of its hand.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from typing_extensions import TypeVar

from tricktaker.cards import Card, Suit
from tricktaker.engine.events import RoundScored
from tricktaker.engine.states import position
from tricktaker.events import Event
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.worlds import deal_unseen, sample_hands, seats_of_plays

__all__ = [
    "INFERENCE_DRAWS",
    "WIN_TIE_BREAK",
    "BidWorlds",
    "Estimate",
    "bid_fit",
    "bid_worlds",
    "deal_value",
    "determinize_view",
    "round_value",
    "sample_hands",
    "seen_by",
    "win_chance",
    "win_value",
]

V = TypeVar("V", contravariant=True, default=Any)
S = TypeVar("S", covariant=True, default=Any)

Estimate = Callable[[Sequence[Card], Suit | None, int], float]
"""``estimate(hand, trump, players)``: the tricks ``hand`` is worth under ``trump`` at a table
of ``players``, as the game's heuristic bot counts them before rounding to a bid."""

INFERENCE_DRAWS = 8
"""Worlds :func:`determinize_view` draws at most, with an ``estimate``, for one that it accepts by
its :func:`bid_fit`; if it accepts none, the one that fits best is taken."""


def bid_fit(
    bids: Sequence[int | None],
    hands: Sequence[Sequence[Card]],
    seats: Sequence[int],
    estimate: Estimate,
    trump: Suit | None,
) -> float:
    """How well ``hands`` (by seat, each as it was dealt) fit the ``bids`` made, for the
    ``seats`` asked: ``exp(-d)``, ``d`` the sum over those seats that have bid of the
    distance between the bid and the ``estimate`` of the hand. 1.0 when every bid is as
    estimated; a seat that bid 3 on a hand estimated at 1 makes it ``exp(-2)``.

    >>> from tricktaker import parse_cards
    >>> count_aces = lambda hand, trump, players: sum(card.rank == 14 for card in hand)
    >>> hands = [parse_cards("AS AH"), parse_cards("2C 3C")]
    >>> bid_fit([2, 0], hands, [0, 1], count_aces, None)
    1.0
    >>> round(bid_fit([0, 2], hands, [0, 1], count_aces, None), 4)  # exp(-4)
    0.0183
    """
    players = len(hands)
    miss = 0.0
    for seat in seats:
        bid = bids[seat]
        if bid is not None:
            miss += abs(bid - estimate(hands[seat], trump, players))
    return math.exp(-miss)


def _fitting_deal(
    view: Any,
    rng: random.Random,
    deal: Callable[[], list[list[Card]]],
    bidders: list[int],
    estimate: Estimate,
) -> list[list[Card]]:
    """A ``deal()`` of the unseen cards, drawn again until :func:`bid_fit` accepts it (see
    :func:`determinize_view`)."""
    game, trump = view._game, view.trump
    played, trick = view.played, view.trick
    seats = seats_of_plays(
        played, trick, view.leader, players=len(view.hand_sizes),
        winner=lambda cards: game.trick_winner(view, cards),
    )  # fmt: skip
    played_by: list[list[Card]] = [[] for _ in view.hand_sizes]
    for card, by in zip((*played, *trick), seats, strict=True):
        played_by[by].append(card)
    bids = view.bids
    best: list[list[Card]] = []
    best_fit = -1.0
    for _ in range(INFERENCE_DRAWS):
        dealt = deal()
        as_dealt = [hand + played_by[s] for s, hand in enumerate(dealt)]
        fit = bid_fit(bids, as_dealt, bidders, estimate, trump)
        if rng.random() < fit:
            return dealt
        if fit > best_fit:
            best, best_fit = dealt, fit
    return best


def round_value(state: object, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s points for the round less the mean of the other seats', once the events
    show the round scored; None before. The highest total wins, so points the others miss
    count as well as one's own.

    >>> scored = RoundScored(round=1, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                      points=(10, 11, 0), scores=(10, 11, 0))
    >>> round_value(None, [scored], 1), round_value(None, [], 1)
    (6.0, None)
    """
    for event in events:
        if isinstance(event, RoundScored):
            points = event.points
            return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)
    return None


def win_chance(scores: Sequence[float], seat: int, variance: float) -> float:
    """The chance that ``seat`` ends with the highest total if each total in ``scores`` is
    still to move by an independent normal variate of ``variance`` (0: the game is over):
    the product over the other seats of the chance of ending above each. At 0 it is 1.0
    for a seat that has the highest total (shared or not) and 0.0 for the others.

    >>> win_chance([10, 10], 0, 50.0), win_chance([30, 10], 0, 0), win_chance([10, 30], 0, 0)
    (0.5, 1.0, 0.0)
    >>> round(win_chance([30, 10, 10], 0, 200.0), 3)  # 20 ahead of each, sd 20 of a difference
    0.708
    """
    mine = scores[seat]
    if variance <= 0:
        return 0.0 if any(other > mine for other in scores) else 1.0
    scale = 2 * math.sqrt(variance)  # erfc's: sqrt(2) times a difference's sd, sqrt(2 * variance)
    chance = 1.0
    for other_seat, other in enumerate(scores):
        if other_seat != seat:
            chance *= 0.5 * math.erfc((other - mine) / scale)
    return chance


WIN_TIE_BREAK = 1e-4
"""What a point of the round (less the others' mean) adds to :func:`win_value`: a tie-break
among choices that leave the chance to win the same (a game already won or lost)."""


def win_value(
    state: Any, events: Sequence[Event], seat: int, *, variance_after: Callable[[Any, int], float]
) -> float | None:
    """``seat``'s chance to win the game (:func:`win_chance`) from the totals once the events
    show a round scored, the later rounds' spread given by ``variance_after(rules, round)``
    (the variance of a seat's points, less the table's mean, summed over the rounds after
    ``round``); plus :data:`WIN_TIE_BREAK` times :func:`round_value`. None before.

    The highest total wins the game, not the most points: near the end a seat ahead plays
    safe and one behind takes the chances that could catch up.

    >>> scored = RoundScored(round=2, trump=None, bids=(0, 1), taken=(0, 1),
    ...                      points=(10, 11), scores=(30, 31))
    >>> class Game:  # a state: only its rules are read
    ...     rules = None
    >>> win_value(Game(), [scored], 1, variance_after=lambda rules, n: 0.0)  # the last round
    1.0001
    >>> win_value(Game(), [], 1, variance_after=lambda rules, n: 0.0) is None
    True
    """
    for event in events:
        if isinstance(event, RoundScored):
            chance = win_chance(event.scores, seat, variance_after(state.rules, event.round))
            points = round_value(state, (event,), seat)
            assert points is not None  # the event is a RoundScored
            return chance + WIN_TIE_BREAK * points
    return None


def seen_by(view: Any, earlier: Sequence[Any] = ()) -> tuple[int, list[set[Suit]]]:
    """What the seat of ``view`` knows of the cards of a game on the engine: the mask of the
    cards it knows are in no other hand than the one it knows (its hand, the cards played,
    the deal's rest as it shows, the cards shown in a hand), and the suits each seat has
    shown it lacks, by playing another suit than the one the game's ``led_suit`` hook says
    was led. The earlier views of this deal (the same deal number and scores, holding every
    card the seat still holds) show the tricks in progress it saw."""
    game = view._game
    out = mask_of(view.hand) | mask_of(view.played) | mask_of(game.rest_from(view))
    for cards in game.shown_cards(view) or ():
        out |= cards
    players = len(view.hand_sizes)
    voids: list[set[Suit]] = [set() for _ in range(players)]
    number = getattr(view, game.number_field)
    hand = set(view.hand)
    for seen in (*earlier, view):
        if getattr(seen, game.number_field) != number or seen.scores != view.scores:
            continue  # another deal (scores change only when one is scored), or game
        if not hand <= set(seen.hand):
            continue
        out |= mask_of(seen.hand) | mask_of(seen.trick)
        seats = seen._public.trick_seats
        for i, card in enumerate(seen.trick):
            at = position(trick=seen.trick[:i], _public=seen._public)
            led, suit = game.led_suit(at), game.follow_suit(at, card)
            if led is not None and suit is not None and suit is not led:
                voids[seats[i]].add(led)
    return out, voids


def determinize_view(
    view: Any, rng: random.Random, earlier: Sequence[Any] = (), *, estimate: Estimate | None = None
) -> Any:
    """A full state of which ``view`` is the view of ``view.seat``, for a game on the engine:
    the cards this seat has not seen dealt at random to the other seats, in their hands'
    sizes, respecting the suits a seat has shown it lacks and the cards every seat knows a
    seat holds (:func:`seen_by`, :func:`tricktaker.worlds.deal_unseen`); the state's later
    deals from a seed drawn from ``rng``. The search bot's worlds of any game.

    Given an ``estimate`` of a hand's tricks (a bidding game's heuristic bot's, before
    rounding to a bid), a world is drawn until one is accepted with the chance of its
    :func:`bid_fit` (the other seats' hands as dealt: what each holds in it and what it has
    played this deal), at most :data:`INFERENCE_DRAWS`; if none is, the best fit of those
    drawn. The worlds then follow the posterior of a bidder whose bids miss its estimate by
    a distance ``d`` with a likelihood ``exp(-d)``, as far as the draws allow: bids are the one
    thing an opponent says of its hand.

    >>> import random
    >>> from tricktaker import whist
    >>> real = whist.new_game(whist.Rules(), seed=4)
    >>> world = determinize_view(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    game = view._game
    seat = view.seat
    out, voids = seen_by(view, earlier)
    shown = game.shown_cards(view) or (0,) * len(view.hand_sizes)
    pool = [card for card in game.deck if not out & BITS[card.index]]
    sizes = [
        0 if other == seat else size - shown[other].bit_count()
        for other, size in enumerate(view.hand_sizes)
    ]
    if len(pool) < sum(sizes):  # earlier views of another game: trust this view alone
        return determinize_view(view, rng, estimate=estimate)
    if any(voids):  # shown in the play: the cards read by the suit they follow, as the voids
        follows = {card: game.follow_suit(view, card) for card in pool}
        deal = functools.partial(deal_unseen, pool, sizes, voids, rng, follows.__getitem__)
    else:
        deal = functools.partial(deal_unseen, pool, sizes, voids, rng)
    bidders = () if estimate is None else _bidders(view)
    if bidders and estimate is not None:
        dealt = _fitting_deal(view, rng, deal, bidders, estimate)
    else:
        dealt = deal()
    hands = tuple(
        view.hand if other == seat else cards_of(mask_of(cards) | shown[other])
        for other, cards in enumerate(dealt)
    )
    return game.world(view, rng.getrandbits(63), hands)


class BidWorlds(Protocol[V, S]):
    """A bidding game's ``determinize`` (:func:`bid_worlds`): a world of ``view``, with
    ``inference`` weighed by the bids made."""

    def __call__(
        self,
        view: V,
        rng: random.Random,
        earlier: Sequence[V] = (),
        *,
        inference: bool = False,
    ) -> S: ...  # pragma: no cover


def bid_worlds(estimate: Estimate, *, module: str) -> BidWorlds:
    """The ``determinize`` of the bidding game of ``module`` (its search module's
    ``__name__``) on the engine, whose heuristic bot counts a hand's tricks with ``estimate``:
    :func:`determinize_view`, given the ``estimate`` with ``inference=True``; documented as
    the game's, with its doctest.

    >>> from tricktaker.ohhell.bots import bid_estimate
    >>> determinize = bid_worlds(bid_estimate, module="tricktaker.ohhell.bots")
    >>> determinize.__module__, determinize.__doc__.split(":")[0]
    ('tricktaker.ohhell.bots', 'A full state of which ``view`` is the view of ``view.seat``')
    """

    def determinize(
        view: Any, rng: random.Random, earlier: Sequence[Any] = (), *, inference: bool = False
    ) -> Any:
        return determinize_view(view, rng, earlier, estimate=estimate if inference else None)

    game = module.split(".")[-2]  # tricktaker.GAME.search
    determinize.__module__ = module
    determinize.__doc__ = f"""A full state of which ``view`` is the view of ``view.seat``: the
cards this seat has not seen dealt at random as
:func:`tricktaker.engine.worlds.determinize_view` says; with ``inference``, the worlds weighed
by how well they fit the bids made, as the heuristic bot estimates a hand
(:func:`tricktaker.engine.worlds.bid_fit`).

>>> import random
>>> from tricktaker import {game}
>>> real = {game}.new_game({game}.Rules(players=3), seed=4)
>>> world = determinize(real.view(1), random.Random(0))
>>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
(True, True)"""
    return determinize


def _bidders(view: Any) -> list[int]:
    """The seats other than the view's that have bid."""
    return [seat for seat, bid in enumerate(view.bids) if bid is not None and seat != view.seat]


def deal_value(state: object, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s points for the deal less the mean of the other seats', once the events show
    a deal scored (a game's ``deal_scored`` event, whose ``points`` are by seat); None
    before: the search bot's value of a playout in a game on the engine."""
    scored = type(state)._game.deal_scored  # type: ignore[attr-defined]
    for event in events:
        if type(event) is scored:
            points = event.points  # type: ignore[attr-defined]
            return float(points[seat] - (sum(points) - points[seat]) / (len(points) - 1))
    return None
