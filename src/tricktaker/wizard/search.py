"""Wizard's search bot: worlds consistent with a seat's view, and a round's score as its value."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tricktaker.bots.search import SearchBot
from tricktaker.cards import WIZARD_DECK, Card, CardKind, Suit
from tricktaker.events import Event
from tricktaker.wizard.bots import HeuristicBot
from tricktaker.wizard.events import RoundScored
from tricktaker.wizard.rules import led_suit
from tricktaker.wizard.state import State, View

__all__ = ["DEFAULT_PLAYOUTS", "determinize", "round_value", "search_bot"]

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of the registered ``"search"`` bot, shared among the legal actions,
each a heuristic playout to the end of the round: a 4-player game with one search bot takes
about a second of one core."""

_SUITED = CardKind.SUITED


def _seen_this_round(view: View, earlier: Sequence[View]) -> tuple[set[Card], list[set[Suit]]]:
    """The cards this seat knows are out of the other hands, and the suits each seat lacks.

    The view keeps the cards of the round's finished tricks (``played``), and a seat sees the
    trick in progress whenever it acts. A seat that played a card of another suit than the
    led one, neither Wizard nor Jester, in a trick this seat saw in progress holds none of the
    led suit.
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
            suit = led_suit(seen.trick[:i])
            if suit is not None and card.kind is _SUITED and card.suit is not suit:
                voids[(seen.leader + i) % players].add(suit)
    return out, voids


def _deal(
    pool: list[Card], sizes: Sequence[int], voids: Sequence[set[Suit]], rng: random.Random
) -> list[list[Card]] | None:
    """Deal ``sizes[s]`` cards of the shuffled ``pool`` to each seat, none of a suit it lacks;
    the most constrained seats are served first. None if the constraints cannot be met so."""
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in sizes]
    order = sorted(range(len(sizes)), key=lambda s: -len(voids[s]))
    taken = [False] * len(pool)
    for seat in order:
        need = sizes[seat]
        lacking = voids[seat]
        for i, card in enumerate(pool):
            if need == 0:
                break
            if not taken[i] and (card.suit is None or card.suit not in lacking):
                taken[i] = True
                hands[seat].append(card)
                need -= 1
        if need:
            return None
    return hands


def determinize(view: View, rng: random.Random, earlier: Sequence[View] = ()) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat has not
    seen are dealt at random to the other seats, in their hands' sizes, respecting the suits a
    seat has shown it lacks. ``earlier`` are this seat's earlier views, which tell it the cards
    of the round's tricks it saw. The seed of the state (its later deals) is drawn from ``rng``.

    >>> import random
    >>> from tricktaker import wizard
    >>> real = wizard.new_game(wizard.Rules(players=3), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    seat = view.seat
    out, voids = _seen_this_round(view, earlier)
    pool = [card for card in WIZARD_DECK if card not in out]
    sizes = [0 if s == seat else size for s, size in enumerate(view.hand_sizes)]
    if len(pool) < sum(sizes):  # earlier views of another game: trust this view alone
        return determinize(view, rng)
    dealt = _deal(pool, sizes, voids, rng)
    if dealt is None:  # the greedy deal got stuck: deal without the suits' constraints
        dealt = _deal(pool, sizes, [set() for _ in sizes], rng)
        assert dealt is not None
    hands = tuple(view.hand if s == seat else tuple(sorted(cards)) for s, cards in enumerate(dealt))
    return State(
        rules=view.rules,
        seed=rng.getrandbits(63),
        round=view.round,
        dealer=view.dealer,
        trump_card=view.trump_card,
        trump=view.trump,
        hands=hands,
        bids=view.bids,
        tricks_taken=view.tricks_taken,
        trick=view.trick,
        leader=view.leader,
        played=view.played,
        last_trick=view.last_trick,
        scores=view.scores,
        phase=view.phase,
        to_act=view.to_act,
        winners=view.winners,
    )


def round_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s points for the round less the mean of the other seats', once the events
    show the round scored; None before. The highest total wins, so points taken from the
    others (a bid they miss) count as well as one's own.

    >>> from tricktaker.wizard import Rules, new_game
    >>> state = new_game(Rules(players=3), seed=1)  # the state after the events
    >>> scored = RoundScored(round=1, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                      points=(20, 30, -10), scores=(20, 30, -10))
    >>> round_value(state, [scored], 1), round_value(state, [], 1)
    (25.0, None)
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
    """Wizard's search bot: heuristic playouts to the end of the round, valued by
    :func:`~tricktaker.wizard.search.round_value` (see :class:`~tricktaker.bots.SearchBot`).

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=4), seed=3)
    >>> view = state.view(state.to_act)
    >>> view.hand, view.trump, view.legal_actions()  # a low trump, one trick to play
    ((Card.parse('6♥'),), <Suit.HEARTS: 2>, (Bid(tricks=0), Bid(tricks=1)))
    >>> search_bot(seed=1).choose(view)  # it wins about half the time: worth a bid
    Bid(tricks=1)
    """
    return SearchBot(
        determinize=determinize,
        evaluate=round_value,
        policy=HeuristicBot,
        playouts=playouts,
        time_ms=time_ms,
        seed=seed,
    )
