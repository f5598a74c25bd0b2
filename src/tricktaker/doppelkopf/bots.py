"""Doppelkopf's heuristic bot: it says gesund (it declares no solo), and Re or Kontra on a
strong hand (seven trumps with a Dulle or a queen of clubs); it gives its partner's trick its
richest plain card, takes a trick with its cheapest card that wins it, and else throws its
cheapest card."""

from __future__ import annotations

from typing import Any

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.doppelkopf.rules import (
    DULLE,
    QUEEN_OF_CLUBS,
    Announce,
    Call,
    Contract,
    Declare,
    card_points,
    is_trump,
    party_of,
    strength,
)
from tricktaker.games import choices_of
from tricktaker.masks import mask_of


def _cheap(play: Play) -> tuple[int, int]:
    return strength(play.card) + (100 if is_trump(play.card) else 0), play.card.index


class DoppelkopfBot(SeededBot):
    """A plain Doppelkopf player (see the module); also the search bot's playouts.

    >>> from tricktaker import doppelkopf
    >>> view = doppelkopf.new_game(doppelkopf.Rules(), seed=3).view(1)
    >>> DoppelkopfBot(seed=1).choose(view) in view.legal_actions()
    True
    """

    def choose(self, view: Any) -> Any:
        """An action from ``view.legal_actions()``."""
        legal = choices_of(view)
        if Declare(Contract.NORMAL) in legal:  # no solo: gesund
            return Declare(Contract.NORMAL)
        plays = [action for action in legal if type(action) is Play]
        opening = [
            action for action in legal
            if type(action) is Announce and action.call in (Call.RE, Call.KONTRA)
        ]  # fmt: skip
        hand = view.hand
        trumps = [card for card in hand if is_trump(card)]
        high = any(card.first_copy in (DULLE, QUEEN_OF_CLUBS) for card in trumps)
        if opening and len(trumps) >= 7 and high:
            return opening[0]
        if not plays:
            return self._rng.choice(legal)
        game, trick = view._game, view.trick
        if trick:
            mine = party_of(view, view.seat, mask_of(hand))
            leading = view._public.trick_seats[game.trick_winner(view, trick)]
            if view.parties[leading] is mine and view.parties[view.seat] is mine:
                plain = [play for play in plays if not is_trump(play.card)]
                if plain:  # the partner has it: give it points
                    return max(plain, key=lambda play: (card_points([play.card]), -play.card.index))
        winners = [
            play for play in plays
            if game.trick_winner(view, (*trick, play.card)) == len(trick)
        ]  # fmt: skip
        return min(winners or plays, key=_cheap)
