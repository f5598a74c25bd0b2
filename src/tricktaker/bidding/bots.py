"""The play of a bidding game's heuristic bot: make the bid exactly."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.actions import Play

__all__ = ["play_to_the_bid"]


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
