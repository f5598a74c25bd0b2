"""Oh Hell's bots: a heuristic that bids from its hand's strength and plays to make its bid
exactly, and the search bot on the engine's worlds, weighed by the bids made with
``inference``, a round's score its value (:mod:`tricktaker.bots.parts` makes the bots)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import cast

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.cards import STANDARD_DECK, Card, Rank, Suit
from tricktaker.engine.bots import play_to_the_bid, wins_now
from tricktaker.engine.worlds import BidWorlds, bid_worlds, round_value
from tricktaker.games import choices_of
from tricktaker.ohhell.rules import Action, Bid, Phase, State, View

# Bound once: reading an enum member off its class costs far more than a global (CPython
# 3.11), and the bot is the search's rollout policy, called at every step of every rollout.
_BID = Phase.BID


def _strength(card: Card, trump: Suit | None, players: int) -> float:
    """Rough chance that ``card`` takes a trick; high cards count less at a fuller table."""
    rank = card.rank
    assert rank is not None
    if card.suit is trump:
        return 0.95 if rank >= Rank.KING else 0.7 if rank >= Rank.TEN else 0.4
    crowd = 4 / players
    return min(1.0, 0.8 * crowd) if rank is Rank.ACE else 0.35 * crowd if rank is Rank.KING else 0.0


# Card.index of the cards of the deck: the tables below are indexed by it.
_SIZE = 1 + max(card.index for card in STANDARD_DECK)


@functools.cache
def _strengths(trump: Suit | None, players: int) -> tuple[float, ...]:
    """Each card's :func:`_strength` under ``trump`` at a table of ``players``, by its index:
    asked of :func:`_strength` once."""
    by_card = [0.0] * _SIZE
    for card in STANDARD_DECK:
        by_card[card.index] = _strength(card, trump, players)
    return tuple(by_card)


def bid_estimate(hand: Sequence[Card], trump: Suit | None, players: int) -> float:
    """The tricks :class:`HeuristicBot` expects ``hand`` to take under ``trump`` at a table of
    ``players``: the sum of its cards' rough chances, which it rounds to the nearest bid.

    >>> from tricktaker import parse_cards
    >>> round(bid_estimate(parse_cards("AS KH 2H 5C"), Suit.HEARTS, 4), 2)  # 0.8 + 0.95 + 0.4
    2.15
    """
    strength = _strengths(trump, players)
    return sum([strength[card.index] for card in hand])


def _powers(trump: Suit | None) -> tuple[int, ...]:
    """How hard each card is to beat under ``trump``, by its index: trumps above the rest,
    then by rank (a rank is below 16)."""
    by_card = [0] * _SIZE
    for card in STANDARD_DECK:
        by_card[card.index] = 16 * (card.suit is trump) + int(card.rank or 0)
    return tuple(by_card)


# For each trump (None: no trump).
_POWERS: dict[Suit | None, tuple[int, ...]] = {trump: _powers(trump) for trump in (None, *Suit)}


class HeuristicBot(SeededBot[View, Action]):
    """Bids the rounded sum of its cards' rough chances of winning a trick; then plays the
    cheapest winning card while it still needs tricks and the strongest losing card when it
    does not. Seeded only to break ties.

    >>> from tricktaker import ohhell
    >>> from tricktaker.bots import play_game
    >>> rules = ohhell.Rules(players=3, schedule=(3, 2, 1))
    >>> final, _ = play_game(ohhell.new_game(rules, seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(3)])
    >>> final.is_over
    True
    """

    def choose(self, view: View) -> Action:
        legal = choices_of(view)
        if view.phase is _BID:
            wanted = bid_estimate(view.hand, view.trump, view.rules.players)
            bids = [action.tricks for action in legal if isinstance(action, Bid)]
            return Bid(min(bids, key=lambda n: (abs(n - wanted), self._rng.random())))
        return self._play(view, cast("tuple[Play, ...]", legal))  # the play phase: Plays only

    def _play(self, view: View, plays: tuple[Play, ...]) -> Play:
        trump = view.trump
        power = _POWERS[trump]
        return play_to_the_bid(
            view, plays, wins_now(view.trick, trump), lambda play: power[play.card.index]
        )


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
bot, shared among the legal actions, each a heuristic playout to the end of the round."""

determinize: BidWorlds[View, State] = bid_worlds(bid_estimate, module=__name__)

SEARCH = SearchParts(
    determinize=determinize, evaluate=round_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, exploration=DEFAULT_EXPLORATION, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Oh Hell's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.ohhell.determinize`), the seat's points for a round less the others' mean
(:func:`~tricktaker.engine.worlds.round_value`) as the value, its heuristic
(:class:`~tricktaker.ohhell.HeuristicBot`) playing out, and its default budgets."""

search_bot = search_bot_function(
    module=__name__, game="Oh Hell", horizon="round", value="round_value",
    inference=functools.partial(determinize, inference=True), about="""
    With ``sweep=True, halving=True, settle=8, expansion="policy", widening=0.5,
    others="policy", bank=True`` (off by default), at the flat search's CPU time a decision
    (3.1 ms), 5,000 games in duplicate, it won 26.7% of its seat-games (25.8–27.6%) against the
    flat search's 24.5% (23.7–25.4%) (``docs/strength.md``).
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Oh Hell", value="round_value")
