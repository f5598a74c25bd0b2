"""Bots of the games on the engine: the play of a bidding game's heuristic bot (make the bid
exactly), and :class:`TrickBot`, a plain player of any of them."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.actions import Play
from tricktaker.cards import Card
from tricktaker.games import choices_of
from tricktaker.teams import teams_of

__all__ = ["TrickBot", "play_to_the_bid"]


def play_to_the_bid(
    view: Any,
    plays: Sequence[Play],
    wins_now: Callable[[Any], bool],
    power: Callable[[Play], Any],
) -> Play:
    """The play of ``plays`` (the legal ones, for the seat of ``view``) that works toward
    taking exactly the seat's bid: while it still needs tricks, a card that would win the trick
    so far (``wins_now(card)``), the cheapest when it plays last and the strongest (by
    ``power``) before, else its weakest card; once it has its tricks, its strongest card that
    would lose, else its weakest.

    >>> from tricktaker import ohhell
    >>> state = ohhell.new_game(ohhell.Rules(players=3, schedule=(2,)), seed=1)
    >>> for bid in (1, 1, 1):
    ...     state, _ = state.apply(ohhell.Bid(bid))
    >>> view = state.view(state.to_act)
    >>> plays = view.legal_actions()
    >>> play_to_the_bid(view, plays, lambda card: True, lambda play: play.card.index) == max(
    ...     plays, key=lambda play: play.card.index)
    True
    """
    seat = view.seat
    needs_tricks = view.tricks_taken[seat] < (view.bids[seat] or 0)
    winning: list[Play] = []
    losing: list[Play] = []
    for play in plays:  # each card asked once whether it wins
        (winning if wins_now(play.card) else losing).append(play)
    if needs_tricks:
        if winning:
            # Last to play: the cheapest winner suffices; earlier, the strongest holds best.
            last = len(view.trick) == view.rules.players - 1
            return min(winning, key=power) if last else max(winning, key=power)
        return min(plays, key=power)
    if losing:
        return max(losing, key=power)
    return min(plays, key=power)


class TrickBot:
    """A plain player of any game on the engine: in the play, it takes the trick with its
    cheapest card that wins it unless its partner is winning it already, and otherwise
    throws its cheapest card; at any other decision it chooses at random. A baseline, and
    the search bot's playouts in a game without a heuristic of its own.

    >>> from tricktaker import whist
    >>> view = whist.new_game(whist.Rules(), seed=3).view(1)
    >>> TrickBot(seed=1).choose(view) in view.legal_actions()
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        """An action from ``view.legal_actions()``."""
        legal = choices_of(view)
        plays = [action for action in legal if type(action) is Play]
        if len(plays) != len(legal):
            return self._rng.choice(legal)
        game, trick = view._game, view.trick
        if trick:
            leading = view._public.trick_seats[game.trick_winner(view, trick)]
            if leading in teams_of(view.rules)[_team(view.rules, view.seat)]:
                return min(plays, key=_cheap)  # the partner has it
        winners = [play for play in plays if _wins(game, view, trick + (play.card,))]
        return min(winners or plays, key=_cheap)


def _wins(game: Any, view: Any, cards: tuple[Card, ...]) -> bool:
    return bool(game.trick_winner(view, cards) == len(cards) - 1)


def _cheap(play: Play) -> tuple[int, int]:
    card = play.card
    return (0 if card.rank is None else int(card.rank), card.index)


def _team(rules: Any, seat: int) -> int:
    return next(i for i, team in enumerate(teams_of(rules)) if seat in team)
