"""Oh Hell's search bot: worlds consistent with a seat's view, and a round's score as its value."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs

from tricktaker.bots.search import SearchBot
from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.events import Event
from tricktaker.ohhell.bots import HeuristicBot
from tricktaker.ohhell.events import RoundScored
from tricktaker.ohhell.state import State, View

__all__ = ["DEFAULT_PLAYOUTS", "determinize", "round_value", "search_bot"]

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of the registered ``"search"`` bot, shared among the legal actions,
each a heuristic playout to the end of the round."""


def _seen_this_round(view: View, earlier: Sequence[View]) -> tuple[set[Card], list[set[Suit]]]:
    """The cards this seat knows are in no other hand, and the suits each seat has shown it
    lacks (by playing another suit than the one led).

    The view keeps the cards of the round's finished tricks (``played``); the earlier views
    of this round show the tricks in progress this seat saw, and so who played what. An
    earlier view is of this round when the round number and the scores are the same and it
    held every card this seat still holds.
    """
    out: set[Card] = set(view.hand)
    out.update(view.played)
    if view.trump_card is not None:
        out.add(view.trump_card)
    voids: list[set[Suit]] = [set() for _ in view.hand_sizes]
    players = len(view.hand_sizes)
    hand = set(view.hand)
    for seen in (*earlier, view):
        if seen.round != view.round or seen.scores != view.scores or not hand <= set(seen.hand):
            continue
        out.update(seen.hand)
        out.update(seen.trick)
        if seen.trick:
            led = seen.trick[0].suit
            for i, card in enumerate(seen.trick):
                if card.suit is not led:
                    assert led is not None
                    voids[(seen.leader + i) % players].add(led)
    return out, voids


def _sample_hands(
    pool: list[Card], sizes: list[int], voids: Sequence[set[Suit]], rng: random.Random
) -> list[list[Card]] | None:
    """Give each seat ``sizes[s]`` cards of ``pool`` (the rest stay undealt), none of a suit
    it lacks. Each card goes to a place still short of cards, chosen with a chance in
    proportion to how many it is short: without voids, a uniformly random deal. None if the
    voids leave a card nowhere to go."""
    rest = len(pool) - sum(sizes)
    need = [*sizes, rest]  # the last place: the cards nobody holds
    hands: list[list[Card]] = [[] for _ in range(len(need))]
    order = pool[:]
    rng.shuffle(order)
    for card in order:
        places = [
            p
            for p, short in enumerate(need)
            if short and (p == len(sizes) or card.suit not in voids[p])
        ]
        if not places:
            return None
        weights = [need[p] for p in places]
        place = rng.choices(places, weights)[0]
        hands[place].append(card)
        need[place] -= 1
    return hands[:-1]


def determinize(view: View, rng: random.Random, earlier: Sequence[View] = ()) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat has not
    seen are dealt at random to the other seats, in their hands' sizes, respecting the suits a
    seat has shown it lacks. ``earlier`` are this seat's earlier views, which tell it the cards
    of the round's tricks it saw. The seed of the state (its later deals) is drawn from ``rng``.

    >>> import random
    >>> from tricktaker import ohhell
    >>> real = ohhell.new_game(ohhell.Rules(players=3), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    seat = view.seat
    out, voids = _seen_this_round(view, earlier)
    pool = [card for card in STANDARD_DECK if card not in out]
    sizes = [0 if s == seat else size for s, size in enumerate(view.hand_sizes)]
    if len(pool) < sum(sizes):  # earlier views of another game: trust this view alone
        return determinize(view, rng)
    dealt = None
    for _ in range(8):
        dealt = _sample_hands(pool, sizes, voids, rng)
        if dealt is not None:
            break
    if dealt is None:  # the voids could not be met by chance: deal without them
        dealt = _sample_hands(pool, sizes, [set() for _ in sizes], rng)
        assert dealt is not None
    hands = tuple(view.hand if s == seat else tuple(sorted(cards)) for s, cards in enumerate(dealt))
    shared = {name: getattr(view, name) for name in _SHARED_FIELDS}  # all but seed and hands
    return State(seed=rng.getrandbits(63), hands=hands, **shared)


_SHARED_FIELDS = [
    field.name for field in attrs.fields(State) if field.name not in ("seed", "hands")
]


def round_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s points for the round less the mean of the other seats', once the events
    show the round scored; None before. The highest total wins, so points the others miss
    count as well as one's own.

    >>> from tricktaker.ohhell import Rules, new_game
    >>> state = new_game(Rules(players=3), seed=1)  # the state after the events
    >>> scored = RoundScored(round=1, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                      points=(10, 11, 0), scores=(10, 11, 0))
    >>> round_value(state, [scored], 1), round_value(state, [], 1)
    (6.0, None)
    """
    for event in events:
        if isinstance(event, RoundScored):
            points = event.points
            return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)
    return None


def search_bot(
    seed: int | None = None,
    *,
    playouts: int | None = DEFAULT_PLAYOUTS,
    time_ms: float | None = None,
) -> SearchBot:
    """Oh Hell's search bot: heuristic playouts to the end of the round, valued by
    :func:`~tricktaker.ohhell.search.round_value` (see :class:`~tricktaker.bots.SearchBot`).

    >>> from tricktaker import ohhell
    >>> state = ohhell.new_game(ohhell.Rules(players=4), seed=3)
    >>> view = state.view(state.to_act)
    >>> search_bot(seed=1).choose(view) in view.legal_actions()
    True
    """
    return SearchBot(
        determinize=determinize,
        evaluate=round_value,
        policy=HeuristicBot,
        playouts=playouts,
        time_ms=time_ms,
        seed=seed,
    )
