"""An Oh Hell bot that bids from its hand's strength and plays to make its bid exactly."""

from __future__ import annotations

import random
from collections.abc import Callable

from tricktaker.actions import Play
from tricktaker.bidding.bots import play_to_the_bid
from tricktaker.cards import Card, Rank, Suit
from tricktaker.ohhell import kernel
from tricktaker.ohhell.actions import Action, Bid
from tricktaker.ohhell.state import Phase, View

__all__ = ["HeuristicBot"]


def _strength(card: Card, trump: Suit | None, players: int) -> float:
    """Rough chance that ``card`` takes a trick; high cards count less at a fuller table."""
    rank = card.rank
    assert rank is not None
    if card.suit is trump:
        return 0.95 if rank >= Rank.KING else 0.7 if rank >= Rank.TEN else 0.4
    crowd = 4 / players
    return min(1.0, 0.8 * crowd) if rank is Rank.ACE else 0.35 * crowd if rank is Rank.KING else 0.0


def _power(card: Card, trump: Suit | None) -> tuple[bool, int]:
    """How hard ``card`` is to beat: trumps above the rest, then by rank."""
    return (card.suit is trump, int(card.rank or 0))


def _winning_test(trick: tuple[Card, ...], trump: Suit | None) -> Callable[[Card], bool]:
    """Whether a card played now would win ``trick`` so far (as if it were the last card)."""
    if not trick:
        return lambda card: True
    best = trick[kernel.winner(trick, trump)]

    def wins(card: Card) -> bool:
        if card.suit is best.suit:
            return card.index > best.index
        return card.suit is trump

    return wins


class HeuristicBot:
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

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        """An action from ``view.legal_actions()``."""
        legal = view.legal_actions()
        if view.phase is Phase.BID:
            players = view.rules.players
            wanted = sum(_strength(card, view.trump, players) for card in view.hand)
            bids = [action.tricks for action in legal if isinstance(action, Bid)]
            return Bid(min(bids, key=lambda n: (abs(n - wanted), self._rng.random())))
        return self._play(view, [action for action in legal if isinstance(action, Play)])

    def _play(self, view: View, plays: list[Play]) -> Play:
        trump = view.trump
        return play_to_the_bid(
            view, plays, _winning_test(view.trick, trump), lambda play: _power(play.card, trump)
        )
