"""How Spades reads: hands to 500, two partnerships, a bid of 0 called nil (and blind nil),
and the texts of its events.

>>> from tricktaker.words import Teller
>>> str(BidMade(seat=2, tricks=0)), WORDS.action(Bid(0), Teller(WORDS))
('seat 2 bids nil', 'nil')
"""

from __future__ import annotations

from typing import Any

from tricktaker.spades.actions import Bid, BlindNil, SeeCards
from tricktaker.spades.events import (
    BidMade,
    BlindNilBid,
    CardsSeen,
    HandStarted,
    RoundScored,
    TrickWon,
)
from tricktaker.spades.rules import Rules
from tricktaker.words import HAND, Teller, Words, bid_made, round_scored, trick_won

__all__ = ["WORDS"]


def _hand_started(event: HandStarted, tell: Teller) -> str:
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals", "hand {hand}: you deal", hand=event.round
    )


def _bid_made(event: BidMade, tell: Teller) -> str:
    if event.tricks:
        return bid_made(event, tell)
    return tell.about(event.seat, "{seat} bids nil", "you bid nil")


def _blind_nil_bid(event: BlindNilBid, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} bids blind nil", "you bid blind nil")


def _cards_seen(event: CardsSeen, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} looks at their cards", "you look at your cards")


def _action(action: object, tell: Teller) -> str | None:
    if isinstance(action, BlindNil):
        return tell.text("blind nil")
    if isinstance(action, SeeCards):
        return tell.text("see my cards")
    if isinstance(action, Bid) and action.tricks == 0:
        return tell.text("nil")
    return None


def _bid(view: Any, seat: int, tell: Teller) -> str | None:
    if view.bids[seat] != 0:  # a bid of tricks reads as its number
        return None
    return tell.text("blind nil") if view.blind_nil[seat] else tell.text("nil")


def _end(rules: Rules, tell: Teller) -> str:
    if not rules.hands:
        return tell.text("to {target}", target=rules.win_threshold)
    return tell.count(
        rules.hands,
        "to {target}, {n} hand at most",
        "to {target}, {n} hands at most",
        target=rules.win_threshold,
    )


WORDS: Words[Rules] = Words(
    deal=HAND,
    end=_end,
    texts={
        HandStarted: _hand_started,
        BidMade: _bid_made,
        BlindNilBid: _blind_nil_bid,
        CardsSeen: _cards_seen,
        TrickWon: trick_won,
        RoundScored: round_scored,
    },
    action=_action,
    bid=_bid,
)
"""Spades' words."""
