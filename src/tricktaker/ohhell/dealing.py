"""How Oh Hell deals, told to :mod:`tricktaker.chance`: round ``r`` deals
``rules.schedule[r - 1]`` cards a seat and turns the next card for trump if any is left."""

from __future__ import annotations

from tricktaker.bidding.dealing import bidding_dealing
from tricktaker.cards import STANDARD_DECK
from tricktaker.ohhell.search import determinize
from tricktaker.ohhell.state import ENGINE, Deal, deal_round

__all__ = ["DEALING"]

DEALING = bidding_dealing(
    ENGINE, deck=STANDARD_DECK, deal=Deal, deal_round=deal_round, resample=determinize
)
"""Oh Hell's :class:`~tricktaker.deals.Dealing`: the rest of a round's deal is the turned
trump card (none when the hands take the whole deck)."""
