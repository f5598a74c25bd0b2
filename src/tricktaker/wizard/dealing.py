"""How Wizard deals, told to :mod:`tricktaker.chance`: round ``r`` deals ``r`` cards a seat
and turns the next card for trump while any is left."""

from __future__ import annotations

from tricktaker.bidding.dealing import bidding_dealing
from tricktaker.cards import WIZARD_DECK
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.search import determinize
from tricktaker.wizard.state import ENGINE, deal_round

__all__ = ["DEALING"]

DEALING = bidding_dealing(
    ENGINE, deck=WIZARD_DECK, deal=Deal, deal_round=deal_round, resample=determinize
)
"""Wizard's :class:`~tricktaker.deals.Dealing`: the rest of a round's deal is the turned
trump card (none in the last round)."""
