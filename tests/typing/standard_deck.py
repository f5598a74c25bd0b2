"""A Hearts bot written as a user writes it, with the ranks and suits of a standard deck as
:class:`~tricktaker.Rank` and :class:`~tricktaker.Suit` (``card.suited_rank``,
``card.suited_suit``: no ``None`` to rule out, no cast); and bots of two kinds at one table,
in a dict of their own (issue 51: ``dict[int, object]`` before). Checked by ``mypy --strict``
(pyproject's [tool.mypy] files) and run by tests/test_typing_api.py."""

from __future__ import annotations

from collections import defaultdict

from typing_extensions import assert_type

from tricktaker import Card, Play, Rank, Suit, Table, hearts, wizard
from tricktaker.bots import RandomBot


class Ducker:
    """Passes its highest cards; plays the lowest card it may, and never a heart or the Q♠
    it can keep."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: hearts.View) -> hearts.Action:
        legal = view.legal_actions()
        passes = [action for action in legal if isinstance(action, hearts.Pass)]
        if passes:
            return max(passes, key=lambda action: action.card.suited_rank)
        plays = [action for action in legal if isinstance(action, Play)]
        by_suit: defaultdict[Suit, list[Card]] = defaultdict(list)
        for play in plays:
            by_suit[play.card.suited_suit].append(play.card)
        safe = [
            card
            for suit, cards in by_suit.items()
            for card in cards
            if suit is not Suit.HEARTS and card != Card.parse("QS")
        ]
        lowest = min(safe or [play.card for play in plays], key=lambda card: card.suited_rank)
        assert_type(lowest.suited_rank, Rank)
        assert lowest.suited_rank <= Rank.ACE
        return Play(lowest)


def a_hand_of_hearts() -> hearts.State:
    """One hand of Hearts: the Ducker at every seat."""
    table = Table(hearts.new_game(hearts.Rules(hands=1), seed=3))
    ducker = Ducker(seed=1)
    table.run_bots(dict.fromkeys(range(4), ducker))
    state = table.state
    assert_type(state, hearts.State)
    return state


def bots_of_two_kinds() -> wizard.State:
    """A game's own bot and the random bot at one table, in a dict made first (the example
    of docs/frontend.md): a ``dict[int, Bot[...]]`` to mypy, which ``run_bots`` takes."""
    table = Table(wizard.new_game(wizard.Rules(players=3), seed=5))
    bots = {1: wizard.HeuristicBot(seed=1), 2: RandomBot(seed=2)}
    table.run_bots(bots)
    return table.state


def main() -> None:
    state = a_hand_of_hearts()
    assert state.is_over
    assert state.winners
    assert bots_of_two_kinds().to_act == 0  # the person at seat 0 is to act
