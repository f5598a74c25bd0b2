"""How Oh Hell reads: rounds dealt by its schedule, the highest total winning, and the texts
of its events.

>>> str(RoundStarted(round=2, dealer=1, hand_size=2, hands=()))
'round 2: seat 1 deals 2 cards each'
"""

from __future__ import annotations

from tricktaker.ohhell.events import BidMade, RoundScored, RoundStarted, TrickWon, TrumpTurned
from tricktaker.ohhell.rules import Rules
from tricktaker.words import (
    ROUND,
    Words,
    bid_made,
    round_dealt,
    round_scored,
    trick_won,
    trump_turned,
)

__all__ = ["WORDS"]

WORDS: Words[Rules] = Words(
    deal=ROUND,
    deals=lambda rules: len(rules.schedule),
    texts={
        RoundStarted: lambda event, tell: round_dealt(event, event.hand_size, tell),
        TrumpTurned: trump_turned,
        BidMade: bid_made,
        TrickWon: trick_won,
        RoundScored: round_scored,
    },
)
"""Oh Hell's words."""
