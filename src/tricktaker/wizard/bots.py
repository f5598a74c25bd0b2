"""A Wizard bot that bids from its hand's strength and plays to make its bid exactly."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import cast

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.cards import CARD_COUNT, Card, CardKind, Rank, Suit
from tricktaker.engine.bots import play_to_the_bid
from tricktaker.games import choices_of
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.game import Phase, View
from tricktaker.wizard.rules import winner

__all__ = ["HeuristicBot", "bid_estimate"]

# Enum members bound once: reading one off its class costs far more than a global (CPython
# 3.11), and the bot is the search's rollout policy, called at every step of every rollout.
_WIZARD = CardKind.WIZARD
_JESTER = CardKind.JESTER
_SUITED = CardKind.SUITED
_CHOOSE_TRUMP = Phase.CHOOSE_TRUMP
_BID = Phase.BID


def _strength(card: Card, trump: Suit | None) -> float:
    """Rough chance that ``card`` takes a trick."""
    if card.kind is CardKind.WIZARD:
        return 1.0
    if card.kind is CardKind.JESTER or card.rank is None:
        return 0.0
    if card.suit is trump:
        return 0.9 if card.rank >= Rank.QUEEN else 0.6 if card.rank >= Rank.NINE else 0.3
    return 0.75 if card.rank is Rank.ACE else 0.35 if card.rank is Rank.KING else 0.0


_CARDS = tuple(Card.from_index(index) for index in range(CARD_COUNT))
# Each card's _strength, and its power in the play (the strength, ties broken by the card's
# index), under each trump (None: no trump), by card.index: asked of _strength once.
_STRENGTH: dict[Suit | None, tuple[float, ...]] = {
    trump: tuple(_strength(card, trump) for card in _CARDS) for trump in (None, *Suit)
}
_POWER: dict[Suit | None, tuple[float, ...]] = {
    trump: tuple(strength + index / 1000 for index, strength in enumerate(by_card))
    for trump, by_card in _STRENGTH.items()
}


def bid_estimate(hand: Sequence[Card], trump: Suit | None, players: int) -> float:
    """The tricks :class:`HeuristicBot` expects ``hand`` to take under ``trump``: the sum of
    its cards' rough chances (the same at any table), which it rounds to its bid.

    >>> from tricktaker import parse_cards
    >>> bid_estimate(parse_cards("W1 AS QH 2C"), Suit.HEARTS, 4)  # 1 + 0.75 + 0.9 + 0
    2.65
    """
    strength = _STRENGTH[trump]
    return sum([strength[card.index] for card in hand])


def _winning_test(trick: tuple[Card, ...], trump: Suit | None) -> Callable[[Card], bool]:
    """A test of whether a card played now would win ``trick`` so far (as if it were the last
    card): the winner of the trick with it, computed once for the trick rather than once
    for each card."""
    if not trick:
        return lambda card: True
    best = trick[winner(trick, trump)]  # the unchecked kernel: the trick is a real one
    if best.kind is _WIZARD:
        return lambda card: False
    if best.kind is _JESTER:  # only Jesters so far: any suited card or a Wizard wins
        return lambda card: card.kind is not _JESTER

    def wins(card: Card) -> bool:
        kind = card.kind
        if kind is not _SUITED:
            return kind is _WIZARD
        if card.suit is trump:
            return best.suit is not trump or card.index > best.index
        return card.suit is best.suit and best.suit is not trump and card.index > best.index

    return wins


class HeuristicBot(SeededBot[View, Action]):
    """Bids the rounded sum of its cards' rough chances of winning a trick; then plays the
    cheapest winning card while it still needs tricks and the strongest losing card when it
    does not. Seeded only to break ties.

    >>> from tricktaker import wizard
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(wizard.new_game(wizard.Rules(players=3), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(3)])
    >>> final.is_over
    True
    """

    def choose(self, view: View) -> Action:
        legal = choices_of(view)
        phase = view.phase
        if phase is _CHOOSE_TRUMP:
            counts = Counter(card.suit for card in view.hand if card.suit is not None)
            best = max(Suit, key=lambda suit: (counts[suit], self._rng.random()))
            return ChooseTrump(best)
        if phase is _BID:
            return self._bid(view, legal)
        return self._play(view, legal)

    def _bid(self, view: View, legal: tuple[Action, ...]) -> Action:
        wanted = round(bid_estimate(view.hand, view.trump, view.rules.players))
        bids = [action.tricks for action in legal if isinstance(action, Bid)]
        return Bid(min(bids, key=lambda n: (abs(n - wanted), n)))

    def _play(self, view: View, legal: tuple[Action, ...]) -> Action:
        plays = cast("tuple[Play, ...]", legal)  # in the play phase every action is a Play
        trump = view.trump
        by_card = _POWER[trump]

        def power(play: Play) -> float:
            return by_card[play.card.index]

        return play_to_the_bid(view, plays, _winning_test(view.trick, trump), power)
