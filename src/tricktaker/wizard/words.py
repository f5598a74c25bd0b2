"""How Wizard reads: rounds of one card more each, counted to the last, the highest total
winning, and the texts of its events.

>>> from tricktaker.words import Teller
>>> str(BidMade(seat=1, tricks=2)), WORDS.tell(BidMade(seat=1, tricks=2), Teller(WORDS, reader=1))
('seat 1 bids 2', 'you bid 2')
"""

from __future__ import annotations

from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import Rules
from tricktaker.words import (
    ROUND,
    Teller,
    Words,
    bid_made,
    round_dealt,
    round_scored,
    trick_won,
    trump_turned,
)

__all__ = ["WORDS"]


def _trump_chosen(event: TrumpChosen, tell: Teller) -> str:
    return tell.about(
        event.seat,
        "{seat} chooses trump {suit}",
        "you choose trump {suit}",
        suit=tell.suit(event.suit),
    )


WORDS: Words[Rules] = Words(
    deal=ROUND,
    deals=lambda rules: rules.rounds,
    texts={
        RoundStarted: lambda event, tell: round_dealt(event, event.round, tell),
        TrumpTurned: trump_turned,
        TrumpChosen: _trump_chosen,
        BidMade: bid_made,
        TrickWon: trick_won,
        RoundScored: round_scored,
    },
)
"""Wizard's words."""
