"""What a search bot of a bid-then-play game needs (see :class:`~tricktaker.bots.SearchBot`):
worlds consistent with a seat's view, and a round's score as the value of a playout.

A game's ``determinize`` is :func:`determinize` with its deck, ``led_suit`` and ``State``
class; its ``evaluate`` is :func:`round_value`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from tricktaker.bidding.events import RoundScored
from tricktaker.bidding.position import hidden_part
from tricktaker.cards import Card, Suit
from tricktaker.events import Event
from tricktaker.plugin import draft_class
from tricktaker.worlds import deal_unseen, sample_hands

__all__ = ["determinize", "round_value", "sample_hands", "seen_this_round", "world_builder"]

S = TypeVar("S")


def seen_this_round(
    view: Any, earlier: Sequence[Any], led_suit: Callable[[Sequence[Card]], Suit | None]
) -> tuple[set[Card], list[set[Suit]]]:
    """The cards this seat knows are in no other hand, and the suits each seat has shown it
    lacks (by playing a card of another suit than the one ``led_suit`` says was led; a card
    without a suit shows nothing).

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
            continue  # another round (scores change only when one is scored), or game
        out.update(seen.hand)
        out.update(seen.trick)
        for i, card in enumerate(seen.trick):
            led = led_suit(seen.trick[:i])
            if led is not None and card.suit is not None and card.suit is not led:
                voids[(seen.leader + i) % players].add(led)
    return out, voids


def world_builder(state: type[S], view: type) -> Callable[..., S]:
    """``build(view, seed, hands)``: the ``state`` whose fields are ``view``'s, with the seed
    and the hands given: it shares the view's public part (see
    :mod:`tricktaker.bidding.position`)."""
    draft = draft_class(state)

    def build(view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> S:
        hidden, held = hidden_part(seed, hands)
        world = draft()
        world._public = view._public
        world._hidden = hidden
        world._held = held
        world.trick = view.trick
        world.to_act = view.to_act
        world.__class__ = state
        return world  # type: ignore[no-any-return]

    return build


def determinize(
    view: Any,
    rng: random.Random,
    earlier: Sequence[Any],
    *,
    deck: Sequence[Card],
    led_suit: Callable[[Sequence[Card]], Suit | None],
    build: Callable[..., S],
) -> S:
    """A full state of which ``view`` is the view of ``view.seat``: the cards of ``deck`` this
    seat has not seen are dealt at random to the other seats, in their hands' sizes,
    respecting the suits a seat has shown it lacks (:func:`seen_this_round`,
    :func:`tricktaker.worlds.deal_unseen`). ``earlier`` are
    this seat's earlier views. ``build`` is the game's :func:`world_builder`. The seed of the
    state (its later deals) is drawn from ``rng``."""
    seat = view.seat
    out, voids = seen_this_round(view, earlier, led_suit)
    pool = [card for card in deck if card not in out]
    sizes = [0 if s == seat else size for s, size in enumerate(view.hand_sizes)]
    if len(pool) < sum(sizes):  # earlier views of another game: trust this view alone
        return determinize(view, rng, (), deck=deck, led_suit=led_suit, build=build)
    dealt = deal_unseen(pool, sizes, voids, rng)
    hands = tuple(
        view.hand if s == seat else tuple(sorted(cards, key=_by_index))
        for s, cards in enumerate(dealt)
    )
    return build(view, rng.getrandbits(63), hands)


def _by_index(card: Card) -> int:
    return card.index


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
