"""How Skat reads: hands of a round, the games by their German names (Karo, Herz, Pik, Kreuz,
Grand, Null, Ramsch) with Hand, Schneider, Schwarz and Ouvert, and the texts of its events.

>>> from tricktaker.skat.moves import Declared
>>> from tricktaker.skat.values import Contract
>>> str(Declared(seat=1, contract=Contract.CLUBS, hand=True, schneider=True))
'seat 1 declares Kreuz Hand Schneider'
"""

from __future__ import annotations

from tricktaker.skat.game import Rules
from tricktaker.skat.moves import (
    BidMade,
    Declared,
    Discarded,
    Doubled,
    HandScored,
    HandStarted,
    Held,
    Passed,
    SkatChosen,
    TrickWon,
)
from tricktaker.words import HAND, Teller, Words, trick_won

__all__ = ["WORDS"]


def _started(event: HandStarted, tell: Teller) -> str:
    if len(event.hands) == 4:  # the dealer deals to the other three
        return tell.about(event.dealer, "hand {hand}: {seat} deals and sits out",
                          "hand {hand}: you deal and sit out", hand=event.hand_number)  # fmt: skip
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals", "hand {hand}: you deal", hand=event.hand_number
    )


def _passed(event: Passed, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} passes", "you pass")


def _bid(event: BidMade, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} bids {value}", "you bid {value}", value=event.value)


def _held(event: Held, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} holds {value}", "you hold {value}", value=event.value)


def _skat(event: SkatChosen, tell: Teller) -> str:
    if event.hand:
        return tell.about(event.seat, "{seat} plays Hand", "you play Hand")
    return tell.about(event.seat, "{seat} picks up the skat", "you pick up the skat")


def game_name(event: Declared) -> str:
    """The game as players announce it: ``Kreuz Hand Schneider``, ``Null Ouvert``.

    >>> from tricktaker.skat.values import Contract
    >>> game_name(Declared(seat=0, contract=Contract.GRAND, hand=True, schneider=True,
    ...                    schwarz=True, ouvert=True))
    'Grand Hand Ouvert'
    """
    words = [str(event.contract)] + ["Hand"] * event.hand
    if event.ouvert:
        words.append("Ouvert")
    elif event.schwarz:
        words.append("Schwarz")
    elif event.schneider:
        words.append("Schneider")
    return " ".join(words)


def _declared(event: Declared, tell: Teller) -> str:
    game = game_name(event)
    return tell.about(event.seat, "{seat} declares {game}", "you declare {game}", game=game)


def _doubled(event: Doubled, tell: Teller) -> str:
    if event.re:
        return tell.about(event.seat, "{seat} says Re", "you say Re")
    return tell.about(event.seat, "{seat} says Kontra", "you say Kontra")


def _discarded(event: Discarded, tell: Teller) -> str:
    if event.card is None:
        return tell.about(event.seat, "{seat} lays a card away", "you lay a card away")
    card = tell.card(event.card)
    return tell.about(event.seat, "{seat} lays {card} away", "you lay {card} away", card=card)


def _scored(event: HandScored, tell: Teller) -> str:
    number, gains = event.hand_number, tell.gains(event.points)
    if event.declarer is None:
        if event.contract is None:
            return tell.text("hand {number} scored: all passed", number=number)
        return tell.text("hand {number} scored: Ramsch; {gains}", number=number, gains=gains)
    fields = {
        "number": number, "game": str(event.contract), "seat": tell.seat(event.declarer),
        "bid": event.bid, "value": event.value, "points": event.declarer_points, "gains": gains,
    }  # fmt: skip
    if event.won:
        return tell.text(
            "hand {number} scored: {game} won by {seat} at {bid} (worth {value}), {points} card "
            "points; {gains}",
            **fields,
        )
    return tell.text(
        "hand {number} scored: {game} lost by {seat} at {bid} (worth {value}), {points} card "
        "points; {gains}",
        **fields,
    )


def _end(rules: Rules, tell: Teller) -> str:
    if rules.simplified:
        return tell.text("OpenSpiel's simplified game")
    return tell.text("Seeger–Fabian scores") if rules.seeger_fabian else tell.text("list scores")


WORDS: Words[Rules] = Words(
    deal=HAND,
    deals=lambda rules: rules.hands,
    end=_end,
    texts={
        HandStarted: _started,
        Passed: _passed,
        BidMade: _bid,
        Held: _held,
        SkatChosen: _skat,
        Declared: _declared,
        Discarded: _discarded,
        Doubled: _doubled,
        TrickWon: trick_won,
        HandScored: _scored,
    },
)
"""How Skat reads: a round of hands, its events' texts."""
