"""Each rule of Hearts once, on card masks (see :mod:`tricktaker.masks`), trusting its input.

The game state calls these on every step; the checked public functions of
:mod:`tricktaker.hearts` check their input and call them too, so each rule is written in one
place. A hand is a mask: bit ``card.index`` set for each card held.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.errors import RefusalCode
from tricktaker.masks import BITS, SUIT_MASKS, mask_of
from tricktaker.tricks import trump_winner

if TYPE_CHECKING:
    from tricktaker import hearts

__all__ = [
    "AVOID_ALL_TRICKS_BONUS", "DECK_MASK", "HAND_SIZE", "HEARTS", "JD", "MOON_POINTS",
    "PASS_SIZE", "PENALTY_CARDS", "PLAYERS", "QS", "ROTATION", "TWO_CLUBS", "Direction",
    "breaks_hearts", "drawn_direction", "hand_points", "hearts_broken", "moon_shooter",
    "playable", "receiver", "trick_points", "winner"
]  # fmt: skip

PLAYERS = 4
"""Hearts is played by four, each for themselves."""
HAND_SIZE = len(STANDARD_DECK) // PLAYERS
"""13 cards a seat, and 13 tricks a hand."""
PASS_SIZE = 3
"""The cards each seat passes."""
DECK_MASK = mask_of(STANDARD_DECK)
"""Every card of the 52-card deck."""
HEARTS = SUIT_MASKS[Suit.HEARTS]
"""The hearts, a point each."""
QS = BITS[Card.parse("QS").index]
"""The queen of spades, 13 points."""
JD = BITS[Card.parse("JD").index]
"""The jack of diamonds, minus 10 points under ``jd_bonus``."""
TWO_CLUBS = BITS[Card.parse("2C").index]
"""The card that leads the first trick."""
_CLUBS = SUIT_MASKS[Suit.CLUBS]
PENALTY_CARDS = HEARTS | QS
"""The cards that score points (26 points in all)."""
MOON_POINTS = 26
"""The points of all the penalty cards, which shooting the moon gives every other seat."""
AVOID_ALL_TRICKS_BONUS = -5
"""The points of a seat that took no trick, under ``avoid_all_tricks_bonus``."""
_JD_POINTS = -10


class Direction(enum.Enum):
    """Where a seat passes its three cards: the receiver is ``(seat + value) % 4`` (OpenSpiel's
    numbering of its pass directions, which are also its chance outcomes)."""

    NONE = 0
    """No cards are passed (the hold hand)."""
    LEFT = 1
    """To the next seat clockwise."""
    ACROSS = 2
    """To the seat opposite."""
    RIGHT = 3
    """To the previous seat."""


ROTATION = (Direction.LEFT, Direction.RIGHT, Direction.ACROSS, Direction.NONE)
"""The directions of hands 1, 2, 3, 4, then again from the first (pagat.com)."""


def receiver(seat: int, direction: Direction) -> int:
    """The seat that receives ``seat``'s cards."""
    # ``_value_``, the member's value as Enum stores it: ``value`` is a property, about 1,400
    # instructions dearer on CPython 3.11, and this runs at every pass
    return (seat + direction._value_) % PLAYERS


def drawn_direction(seed: int, hand_number: int, pass_cards: bool) -> Direction:
    """A direction drawn at random from ``(seed, hand_number)``: any of the four, as
    OpenSpiel's first chance node draws it, or none without ``pass_cards``."""
    if not pass_cards:
        return Direction.NONE
    return Direction(random.Random(f"hearts:{seed}:{hand_number}:pass").randrange(PLAYERS))


def breaks_hearts(card_bit: int, rules: hearts.Rules) -> bool:
    """Whether playing the card of ``card_bit`` breaks hearts: a heart does, and the queen of
    spades too under ``qs_breaks_hearts``."""
    return bool(card_bit & (HEARTS | QS if rules.qs_breaks_hearts else HEARTS))


def hearts_broken(played: int, rules: hearts.Rules) -> bool:
    """Whether hearts are broken once the cards of ``played`` (a mask) are played: always,
    unless ``must_break_hearts``; else once one of them breaks hearts (:func:`breaks_hearts`)."""
    return not rules.must_break_hearts or breaks_hearts(played, rules)


def playable(
    hand: int, led: Suit | None, played: int, broken: bool, rules: hearts.Rules
) -> tuple[int, RefusalCode]:
    """The cards of ``hand`` (a mask) that may be played now, and the code of the rule that
    kept the others out (``"illegal"`` when none was).

    ``led`` is the suit led to the trick (None for a lead), ``played`` the number of cards
    played this hand, ``broken`` whether hearts may be led. In the order OpenSpiel asks:
    follow suit; the first lead is the 2♣ (any club under ``can_lead_any_club``); a seat that
    cannot follow to the first trick plays no heart nor Q♠ if it can (``no_pts_on_first_trick``);
    a lead is no heart until hearts are broken, and under ``can_lead_hearts_instead_of_qs`` a
    hand whose only other card is the Q♠ may lead hearts too; when nothing is left, anything.
    """
    if led is not None:
        following = hand & SUIT_MASKS[led]
        if following:
            return following, "must_follow_suit"
        if played < PLAYERS and rules.no_pts_on_first_trick:
            safe = hand & ~PENALTY_CARDS
            if safe:
                return safe, "no_points_first_trick"
        return hand, "illegal"
    if played == 0:
        return (hand & _CLUBS if rules.can_lead_any_club else TWO_CLUBS), "must_lead_starting_card"
    if broken:
        return hand, "illegal"
    leads = hand & ~HEARTS
    if leads == QS and rules.can_lead_hearts_instead_of_qs:
        leads = 0
    return (leads, "suit_not_broken") if leads else (hand, "illegal")


def winner(cards: Sequence[Card]) -> int:
    """The index, in play order, of the highest card of the suit led (no trump)."""
    return trump_winner(cards, None)


def trick_points(cards: int, jd_bonus: bool) -> int:
    """The points of the cards of a mask: 1 a heart, 13 the Q♠, -10 the J♦ under
    ``jd_bonus``."""
    points = (cards & HEARTS).bit_count() + (13 if cards & QS else 0)
    return points + _JD_POINTS if jd_bonus and cards & JD else points


def moon_shooter(taken: Sequence[int]) -> int | None:
    """The seat whose taken cards (masks, by seat) hold every heart and the Q♠, if any."""
    for seat, cards in enumerate(taken):
        if cards & PENALTY_CARDS == PENALTY_CARDS:
            return seat
    return None


def hand_points(taken: Sequence[int], rules: hearts.Rules) -> tuple[int, ...]:
    """Each seat's points for a hand in which it took the cards of ``taken`` (masks, by seat).

    A seat that took every heart and the Q♠ shoots the moon: it scores 26 less than its cards
    (0, or -10 with the J♦) and every other seat 26 more. Otherwise, under
    ``avoid_all_tricks_bonus``, a seat that took no trick scores -5. (OpenSpiel's rules.)
    """
    points = [trick_points(cards, rules.jd_bonus) for cards in taken]
    shooter = moon_shooter(taken)
    if shooter is not None:
        return tuple(
            p - MOON_POINTS if s == shooter else p + MOON_POINTS for s, p in enumerate(points)
        )
    if rules.avoid_all_tricks_bonus:
        return tuple(
            p + AVOID_ALL_TRICKS_BONUS if not cards else p
            for p, cards in zip(points, taken, strict=True)
        )
    return tuple(points)
