"""How Skat reads: one hand, the seats Forehand, Middlehand and Rearhand as the first deal
seats them (seat 0 the forehand, as OpenSpiel's player 0), the games by their German names
(Karo, Herz, Pik, Kreuz, Grand, Null), and the texts of its events.

>>> from tricktaker.skat.game import Contract, Declared
>>> str(Declared(seat=1, contract=Contract.CLUBS))
'Middlehand declares Kreuz'
"""

from __future__ import annotations

from tricktaker.skat.game import (
    Declared,
    Discarded,
    HandScored,
    HandStarted,
    Passed,
    Rules,
    TrickWon,
)
from tricktaker.words import HAND, Teller, Words, trick_won

__all__ = ["WORDS"]


def _started(event: HandStarted, tell: Teller) -> str:
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals", "hand {hand}: you deal", hand=event.hand_number
    )


def _passed(event: Passed, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} passes", "you pass")


def _declared(event: Declared, tell: Teller) -> str:
    game = str(event.contract)
    return tell.about(event.seat, "{seat} declares {game}", "you declare {game}", game=game)


def _discarded(event: Discarded, tell: Teller) -> str:
    if event.card is None:
        return tell.about(event.seat, "{seat} lays a card away", "you lay a card away")
    card = tell.card(event.card)
    return tell.about(event.seat, "{seat} lays {card} away", "you lay {card} away", card=card)


def _scored(event: HandScored, tell: Teller) -> str:
    if event.declarer is None:
        return tell.text("hand {number}: all passed", number=event.hand_number)
    return tell.text(
        "hand {number}: {game}, the declarer {seat} took {points} card points; {gains}",
        number=event.hand_number, game=str(event.contract), seat=tell.seat(event.declarer),
        points=event.declarer_points, gains=tell.gains(event.points),
    )  # fmt: skip


def _end(rules: Rules, tell: Teller) -> str:
    return tell.text("one hand")


WORDS: Words[Rules] = Words(
    seats=("Forehand", "Middlehand", "Rearhand"),
    deal=HAND,
    end=_end,
    zero_sum=True,
    texts={
        HandStarted: _started,
        Passed: _passed,
        Declared: _declared,
        Discarded: _discarded,
        TrickWon: trick_won,
        HandScored: _scored,
    },
)
"""How Skat reads: one hand, three seats, its events' texts."""
