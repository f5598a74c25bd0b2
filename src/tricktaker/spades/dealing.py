"""How Spades deals, told to :mod:`tricktaker.chance`: each hand deals the whole deck, 13
cards a seat, and turns no card; a game of more than one hand may end before its last."""

from __future__ import annotations

from tricktaker.bidding.dealing import bidding_dealing
from tricktaker.cards import STANDARD_DECK, Card
from tricktaker.deals import Hands
from tricktaker.spades.rules import Rules
from tricktaker.spades.search import determinize
from tricktaker.spades.state import ENGINE, Deal, deal_round

__all__ = ["DEALING"]


def _deal(hands: Hands, trump_card: Card | None) -> Deal:
    return Deal(hands)  # the whole deck is dealt: there is no card to turn


def _ends_early(rules: Rules) -> bool:
    return rules.rounds > 1  # a threshold or the mercy rule may end it after any hand


DEALING = bidding_dealing(
    ENGINE,
    deck=STANDARD_DECK,
    deal=_deal,
    deal_round=deal_round,
    resample=determinize,
    ends_early=_ends_early,
)
"""Spades' :class:`~tricktaker.deals.Dealing`."""
