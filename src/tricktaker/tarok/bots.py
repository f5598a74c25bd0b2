"""Tarok's heuristic bot: rules of thumb for its bidding, its king, its talon and its play.

>>> from tricktaker import tarok
>>> view = tarok.new_game(tarok.Rules(players=3), seed=3).view(1)
>>> TarokBot(seed=1).choose(view) in view.legal_actions()
True
"""

from __future__ import annotations

from typing import Any

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.games import choices_of
from tricktaker.tarok.rules import (
    CLASS,
    MOND,
    POINTS,
    RANK,
    SKIS,
    TAROK,
    Bid,
    ChooseTalon,
    Contract,
    Pass,
    Phase,
    talon_part,
)


def _strength(hand: Any) -> int:
    """A hand's taroks, counting the mond and the škis twice, and its kings."""
    return sum(
        (2 if card in (MOND, SKIS) else 1)
        if CLASS[card.index] == TAROK
        else POINTS[card.index] == 5
        for card in hand
    )


class TarokBot(SeededBot):
    """The ``heuristic`` bot of ``docs/rules/tarok.md`` ("Moves as typed, and the bots"): the
    lowest contract with a talon on a strong hand, else a pass (or klop); the king of its
    shortest suit; the richest talon part; in the play, its highest loser in klop and the
    beggars, else its cheapest winner, or points to its side."""

    def choose(self, view: Any) -> Any:
        """An action from ``view.legal_actions()``."""
        legal = choices_of(view)
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is Phase.BID:
            return self._bid(view, legal)
        if phase is Phase.KING:
            held = [card.suit for card in view.hand]
            unheld = [a for a in legal if not any(c.suit is a.suit and POINTS[c.index] == 5
                                                  for c in view.hand)]  # fmt: skip
            return min(unheld or legal, key=lambda a: (held.count(a.suit), a.suit))
        if phase is Phase.TALON:
            if type(legal[0]) is ChooseTalon:
                return max(legal, key=lambda a: sum(
                    POINTS[c.index] + (CLASS[c.index] == TAROK)
                    for c in talon_part(view.contract, a.part, view.talon)
                ))  # fmt: skip
            return max(legal, key=lambda a: (POINTS[a.card.index], -RANK[a.card.index]))
        return self._play(view, legal)

    def _bid(self, view: Any, legal: tuple[Any, ...]) -> Any:
        strong = _strength(view.hand) * 16 >= 9 * len(view.hand)
        normal = [a for a in legal if type(a) is Bid and a.contract.talon]
        if Pass() in legal and not (strong and normal):
            return Pass()
        if Bid(Contract.KLOP) in legal and not strong:
            return Bid(Contract.KLOP)
        return (normal or [a for a in legal if type(a) is Bid])[-1 if not normal else 0]

    def _play(self, view: Any, legal: tuple[Any, ...]) -> Play:
        game, trick, seat = view._game, view.trick, view.seat
        plays = [a for a in legal if type(a) is Play]

        def wins(play: Play) -> bool:
            cards = (*trick, play.card)
            return bool(game.trick_winner(view, cards) == len(cards) - 1)

        def cheap(play: Play) -> tuple[int, int]:
            return POINTS[play.card.index], RANK[play.card.index]

        if view.contract.negative:
            losing = [play for play in plays if not wins(play)]
            if losing:
                return max(losing, key=lambda p: (RANK[p.card.index], POINTS[p.card.index]))
            return min(plays, key=cheap)
        declarer, partner = view.declarer, view.partner
        if seat in (declarer, partner):
            friends = {declarer, partner}
        else:  # the defenders, less the partner once known
            friends = set(range(view.rules.players)) - {declarer, partner}
        if trick and view._public.trick_seats[game.trick_winner(view, trick)] in friends:
            return max(plays, key=lambda p: (POINTS[p.card.index], -RANK[p.card.index]))
        winners = [play for play in plays if wins(play)]
        return min(winners or plays, key=cheap)
