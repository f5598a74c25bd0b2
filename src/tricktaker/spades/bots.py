"""Spades' bots: a heuristic that bids its sure tricks (nil with a hand of low cards) and
plays to make its team's contract, keeping a nil bidder out of tricks; and the search bot's
parts, worlds consistent with a seat's view and a hand's team score as its value."""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.cards import STANDARD_DECK, Card, Rank, Suit
from tricktaker.engine.bots import play_to_the_bid, wins_now
from tricktaker.engine.worlds import determinize_view
from tricktaker.events import Event
from tricktaker.games import choices_of
from tricktaker.lean import replace
from tricktaker.spades.rules import (
    HAND_SIZE,
    PLAYERS,
    Action,
    Bid,
    Phase,
    RoundScored,
    SeeCards,
    State,
    View,
    partner,
)

# Bound once: reading an enum member off its class costs far more than a global (CPython
# 3.11), and the bot is the search's rollout policy, called at every step of every rollout.
_SPADES = Suit.SPADES
_TEN = Rank.TEN
_BLIND = Phase.BLIND
_BID = Phase.BID


def _strength(card: Card, spades: int) -> float:
    """Rough chance that ``card`` takes a trick in a hand of ``spades`` spades."""
    rank = card.rank
    assert rank is not None
    if card.suit is Suit.SPADES:
        return 1.0 if rank >= Rank.QUEEN else 0.6 if rank >= Rank.TEN or spades >= 4 else 0.25
    return 0.9 if rank is Rank.ACE else 0.5 if rank is Rank.KING else 0.0


def _powers() -> tuple[int, ...]:
    """How hard each card (by its index) is to beat: spades above the rest, then by rank (a
    rank is below 16)."""
    by_card = [0] * (1 + max(card.index for card in STANDARD_DECK))
    for card in STANDARD_DECK:
        by_card[card.index] = 16 * (card.suit is Suit.SPADES) + int(card.rank or 0)
    return tuple(by_card)


_POWERS = _powers()


def _power_of(play: Play) -> int:
    return _POWERS[play.card.index]


class HeuristicBot(SeededBot[View, Action]):
    """Bids the rounded sum of its cards' rough chances of winning a trick (nil when that is
    under a half and it holds no spade of 10 or more); then, while its team still needs tricks
    and it did not bid nil, a card that wins the trick so far (the cheapest when it plays
    last), and otherwise its strongest losing card. Seeded only to break ties. It never bids
    blind nil (``Rules.blind_nil``): offered one, it sees its cards and bids.

    >>> from tricktaker import spades
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(spades.new_game(spades.Rules(hands=1), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(4)])
    >>> final.is_over
    True
    """

    def choose(self, view: View) -> Action:
        legal = choices_of(view)
        phase = view.phase
        if phase is _BLIND:  # it never bids blind nil: it looks, then bids
            return SeeCards()
        if phase is _BID:
            spades = sum(card.suit is _SPADES for card in view.hand)
            wanted = sum(_strength(card, spades) for card in view.hand)
            high_spade = any(
                card.suit is _SPADES and (card.rank or 0) >= _TEN for card in view.hand
            )
            wanted = 0 if wanted < 0.5 and not high_spade else max(1.0, wanted)
            bids = [action.tricks for action in legal if isinstance(action, Bid)]
            return Bid(min(bids, key=lambda n: (abs(n - wanted), self._rng.random())))
        plays = [action for action in legal if isinstance(action, Play)]
        return play_to_the_bid(_TeamView(view), plays, wins_now(view.trick, _SPADES), _power_of)


class _TeamView:
    """A view whose seat's bid and tricks are its team's, unless it bid nil: what
    :func:`~tricktaker.engine.bots.play_to_the_bid` aims at in a game of partners."""

    __slots__ = ("bids", "rules", "seat", "trick", "tricks_taken")

    def __init__(self, view: View) -> None:
        seat = view.seat
        mate = partner(seat)
        bids: list[int | None] = list(view.bids)  # each property read once
        taken = list(view.tricks_taken)
        own = bids[seat] or 0
        if own:
            bids[seat] = own + (bids[mate] or 0)
            taken[seat] += taken[mate]
        else:
            bids[seat] = 0
        self.seat = seat
        self.rules = view.rules
        self.trick = view.trick
        self.bids = tuple(bids)
        self.tricks_taken = tuple(taken)


DEFAULT_SIMULATIONS = 100
"""Simulations per decision of the registered ``"search"`` bot
(:func:`~tricktaker.spades.search_bot`), each one
sampled world, one descent of the tree and one heuristic rollout to the end of the hand."""

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of :func:`flat_search_bot`, the previous release's ``"search"`` bot,
shared among the legal actions, each a heuristic playout to the end of the hand."""


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
        own = sorted(rng.sample(STANDARD_DECK, HAND_SIZE), key=_BY_INDEX)
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
            return event.points[seat] - event.points[(seat + 1) % PLAYERS]
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
    search (:func:`~tricktaker.spades.bots.flat_search_bot`) at 64 playouts and that
    search's CPU time a decision (12.8 ms), 600 games: 54.3% of the games won (95% interval
    50.3–58.3%) against 45.7% (41.7–49.7%) (``docs/strength.md``).
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Spades", value="hand_value")
