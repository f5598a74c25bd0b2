"""Hearts' bots: a heuristic that passes its most dangerous cards and ducks tricks with
points in them; and the search bot's parts, worlds consistent with a seat's view and a hand's
points as its value."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.cards import STANDARD_DECK, Card, Rank, Suit
from tricktaker.events import Event
from tricktaker.games import choices_of
from tricktaker.hearts.rules import (
    DECK_MASK,
    HAND_SIZE,
    PASS_SIZE,
    PLAYERS,
    QS,
    Action,
    Direction,
    HandScored,
    Pass,
    Phase,
    State,
    View,
    receiver,
    trick_points,
    winner,
    world,
)
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.worlds import deal_unseen, seats_of_plays, voids_shown

# Bound once: reading an enum member off its class costs far more than a global (CPython
# 3.11), and the bot is the search's rollout policy, called at every step of every rollout.
_PASS = Phase.PASS


def _dangers() -> tuple[tuple[int, int], ...]:
    """How much a seat wants to be rid of each card (by its index) when passing: the Q♠, A♠
    and K♠ first, then high hearts, then other high cards."""
    by_card = [(0, 0)] * (1 + max(card.index for card in STANDARD_DECK))
    for card in STANDARD_DECK:
        rank = int(card.rank or 0)
        if card.suit is Suit.SPADES and rank >= Rank.QUEEN:
            by_card[card.index] = (3, rank)
        else:
            by_card[card.index] = (2 if card.suit is Suit.HEARTS else 1, rank)
    return tuple(by_card)


_DANGER = _dangers()


class HeuristicBot(SeededBot[View, Action]):
    """Passes its three most dangerous cards (high spades from the queen up, then high hearts,
    then high cards); in the play, follows with the highest card that still loses the trick
    (the highest of all when it plays last to a trick without points), throws the Q♠ or its
    highest heart when it cannot follow, and leads its lowest card. Seeded only to break ties.

    >>> from tricktaker import hearts
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(hearts.new_game(hearts.Rules(hands=1), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(4)])
    >>> final.is_over, sum(final.scores) % 26
    (True, 0)
    """

    def choose(self, view: View) -> Action:
        legal = choices_of(view)
        if view.phase is _PASS:
            passes = [action for action in legal if isinstance(action, Pass)]
            return max(passes, key=lambda p: (_DANGER[p.card.index], self._rng.random()))
        cards = [action.card for action in legal if isinstance(action, Play)]
        trick = view.trick
        if not trick:
            return Play(min(cards, key=lambda c: (int(c.rank or 0), self._rng.random())))
        led = trick[0].suit
        best = trick[winner(trick)]
        if cards[0].suit is not led:  # void: shed the most dangerous card
            return Play(max(cards, key=lambda c: (_DANGER[c.index], self._rng.random())))
        losing = [card for card in cards if card.index < best.index]
        points = trick_points(mask_of(trick), view.rules.jd_bonus)
        last = len(trick) == PLAYERS - 1
        if last and points <= 0:
            return Play(max(cards, key=lambda c: c.index if not BITS[c.index] & QS else -1))
        if losing:
            return Play(max(losing, key=lambda c: c.index))
        return Play(
            min(cards, key=lambda c: c.index) if not last else max(cards, key=lambda c: c.index)
        )


DEFAULT_SIMULATIONS = 32
"""Simulations per decision of the registered ``"search"`` bot
(:func:`tricktaker.hearts.search_bot`), each one sampled world, one descent of the tree and one
heuristic rollout to the end of the hand."""

DEFAULT_PLAYOUTS = DEFAULT_SIMULATIONS
"""The previous release's name of :data:`DEFAULT_SIMULATIONS`, and the playouts per decision
of :func:`flat_search_bot`, the previous release's ``"search"`` bot, shared among the legal
actions, each a heuristic playout to the end of the hand."""
_PLAYERS = PLAYERS


def determinize(view: View, rng: random.Random, earlier: Sequence[View] = ()) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat has
    not seen dealt at random to the other seats, as many as each holds. What the seat knows
    stays: the cards it passed are in its receiver's hand (or aside, while the pass goes on),
    the cards it received were its giver's pass; the other seats' passes are drawn from the
    cards their receivers played or hold. No seat is dealt a card of a suit it has shown it
    lacks (:func:`tricktaker.worlds.deal_unseen`).

    >>> import random
    >>> from tricktaker import hearts
    >>> real = hearts.new_game(hearts.Rules(), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1]
    (True, True)
    """
    del earlier  # the view's own fields say all this determinization uses
    me = view.seat
    direction = view.direction
    sizes = view.hand_sizes
    passing = view.phase is Phase.PASS
    hands: list[list[Card]] = [[] for _ in range(_PLAYERS)]
    hands[me] = list(view.hand)
    mine = mask_of(view.passed)
    my_receiver = receiver(me, direction)
    seen = mask_of(view.hand) | mine | mask_of(view.played + view.trick) | mask_of(view.received)
    played_by: list[int] = [0] * _PLAYERS
    voids: list[set[Suit]] = [set() for _ in range(_PLAYERS)]
    if not passing:
        plays = view.played + view.trick
        seats = seats_of_plays(
            view.played, view.trick, view.leader, players=_PLAYERS, winner=winner
        )
        for seat, card in zip(seats, plays, strict=True):
            played_by[seat] |= 1 << card.index
        voids = voids_shown(plays, seats, players=_PLAYERS)
        hands[my_receiver] += cards_of(mine & ~played_by[my_receiver])  # the cards it passed
    unseen = list(cards_of(DECK_MASK & ~seen))  # the cards received are seen: its own
    rng.shuffle(unseen)
    passed: list[tuple[Card, ...]] = [() for _ in range(_PLAYERS)]
    passed[me] = view.passed
    if passing:  # a seat holding fewer than 13 cards has put some aside
        for seat in range(_PLAYERS):
            if seat != me:
                aside = [unseen.pop() for _ in range(HAND_SIZE - sizes[seat])]
                passed[seat] = tuple(sorted(aside, key=lambda c: c.index))
    wants = [0 if seat == me else sizes[seat] - len(hands[seat]) for seat in range(_PLAYERS)]
    for seat, dealt in enumerate(deal_unseen(unseen, wants, voids, rng)):
        hands[seat] += dealt
    if not passing and direction is not Direction.NONE:
        for seat in range(_PLAYERS):
            if seat == me:
                continue
            to = receiver(seat, direction)
            if to == me:
                passed[seat] = view.received
                continue
            had = mask_of(hands[to]) | played_by[to]
            if to == my_receiver:
                had &= ~mine
            pool = list(cards_of(had))
            rng.shuffle(pool)
            passed[seat] = tuple(sorted(pool[:PASS_SIZE], key=lambda c: c.index))
    hands_dealt = [tuple(sorted(hand, key=lambda c: c.index)) for hand in hands]
    return world(view, rng.randrange(2**53), hands_dealt, passed)


def hand_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """The other seats' mean points for the hand less ``seat``'s, once the events show the
    hand scored; None before.

    >>> hand_value(None, [HandScored(hand_number=1, points=(0, 26, 26, 26), scores=(0,) * 4)], 0)
    26.0
    """
    for event in events:
        if isinstance(event, HandScored):
            others = [p for s, p in enumerate(event.points) if s != seat]
            return sum(others) / len(others) - event.points[seat]
    return None


SEARCH = SearchParts(
    determinize=determinize, evaluate=hand_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Hearts' parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.hearts.determinize`), the others' mean points for a hand less the seat's
(:func:`hand_value`) as the value, its heuristic (:class:`~tricktaker.hearts.HeuristicBot`)
playing out, and its default budgets."""


search_bot = search_bot_function(
    module=__name__, game="Hearts", horizon="hand", value="hand_value", about="""
    With ``sweep=True, expansion="policy", bank=True, others="policy", widening=0.5,
    halving=True`` (off by default), at the flat search's CPU time (7.5 ms), 600 games in
    duplicate, it won 28.6% of the seat-games (26.1–31.2%) against 22.7% (20.4–25.1%)
    (``docs/strength.md``).
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Hearts", value="hand_value")
