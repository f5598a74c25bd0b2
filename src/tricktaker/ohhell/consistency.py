"""The checks that an Oh Hell state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`), so an accepted state plays on to the end of the game. A state's and a view's
are every bidding game's (:mod:`tricktaker.bidding.checks` says what they check), given this
game's engine, deck and score bounds; the events' are the game's own:

- events: one entry per seat, seats, hand sizes and bids in range, a trick's winner one that
  some trump makes, a round's points those of its bids and tricks under some scoring rules.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.bidding.checks import BiddingChecks, bounds, check_dealt_hands
from tricktaker.cards import STANDARD_DECK
from tricktaker.consistency import check_cards, check_per_seat
from tricktaker.errors import TricktakerError
from tricktaker.ohhell import kernel
from tricktaker.ohhell.actions import Bid
from tricktaker.ohhell.events import BidMade, RoundScored, RoundStarted, TrickWon, TrumpTurned
from tricktaker.ohhell.rules import Rules
from tricktaker.ohhell.state import ENGINE, State, View
from tricktaker.serialize import Bounds

__all__ = [
    "BOUNDS",
    "CHECKS",
    "check_round_scored",
    "check_round_started",
    "check_state",
    "check_trick_won",
    "check_trump_turned",
    "check_view",
]

PLAYERS = (3, 7)  # Rules' bounds; tests/ohhell/test_consistency.py checks that they agree
MOST_TRICKS = kernel.DECK_SIZE // PLAYERS[0]  # the largest hand: 17 cards for 3 players
_ROUND = Bounds(minimum=1)  # a schedule may have any number of deals
_HAND_SIZE = Bounds(minimum=1, maximum=MOST_TRICKS)


def _score_bounds(rules: Rules, scored: Sequence[int]) -> tuple[int, int, int, int | None]:
    """A round's points are ``points_per_trick`` a trick, plus the bonus for an exact bid, or
    (with ``off_bid_penalty``) minus ``points_per_trick`` a trick of difference; each trick is
    taken once, and each seat makes its bid at most once a round."""
    per_trick, bonus = rules.points_per_trick, rules.bonus
    least = -per_trick * sum(scored) if rules.off_bid_penalty else 0
    most = per_trick * sum(scored) + bonus * len(scored)
    total = per_trick * sum(scored) + bonus * rules.players * len(scored)
    return least, most, math.gcd(per_trick, bonus), total


_CHECKS = BiddingChecks(
    ENGINE,
    deck=STANDARD_DECK,
    score_bounds=_score_bounds,
    round_name=lambda round_, size: f"a round of {size} tricks",  # sizes follow the schedule
)
check_state = _CHECKS.check_state
check_view = _CHECKS.check_view
check_trick_won = _CHECKS.check_trick_won


# -- events -------------------------------------------------------------------------------------


def check_round_started(event: RoundStarted) -> None:
    """A deal of ``hand_size`` cards to each of 3 to 7 seats, each hand in order, no card
    twice, a card left to turn or none."""
    players = len(event.hands)
    if event.hand_size > kernel.DECK_SIZE // players:
        raise TricktakerError(f"a deal of {event.hand_size} cards each to {players} players")
    check_dealt_hands(event.hands, event.dealer, event.hand_size, STANDARD_DECK)


def check_trump_turned(event: TrumpTurned) -> None:
    """A card of the 52 (its suit is trump)."""
    check_cards(STANDARD_DECK, (event.card,))


def check_round_scored(event: RoundScored) -> None:
    """One entry per seat; every trick of the round taken, bids no more than the tricks; the
    points those of some scoring rules (a bonus and points a trick of 0 or more, with or
    without the penalty)."""
    players = len(event.bids)
    check_per_seat(players, taken=event.taken, points=event.points, scores=event.scores)
    tricks = sum(event.taken)
    if not 1 <= tricks <= kernel.DECK_SIZE // players or max(event.bids) > tricks:
        raise TricktakerError(
            f"bids {list(event.bids)} and tricks {list(event.taken)} in a round of "
            f"{players} players"
        )
    if not any(
        _points_fit(event.bids, event.taken, event.points, penalty) for penalty in (False, True)
    ):
        raise TricktakerError(
            f"points {list(event.points)}: no scoring rules give them for bids "
            f"{list(event.bids)} and tricks {list(event.taken)}"
        )


def _points_fit(
    bids: Sequence[int], taken: Sequence[int], points: Sequence[int], penalty: bool
) -> bool:
    """Whether some ``points_per_trick`` and ``bonus`` of 0 or more, with ``off_bid_penalty``
    ``penalty``, give each seat its points: ``per_trick * count + bonus * exact``."""
    rows = [
        (-abs(bid - took) if penalty and bid != took else took, int(bid == took), pts)
        for bid, took, pts in zip(bids, taken, points, strict=True)
    ]
    exact_rows = [(count, pts) for count, exact, pts in rows if exact]
    # points_per_trick is fixed by a missed bid with a count, or by two exact bids of
    # different counts; else 0 serves as well as any other. (Whole numbers only: the points
    # read may be too large for a float.)
    ratios = [(pts, count) for count, exact, pts in rows if not exact and count]
    ratios += [(a - b, ca - cb) for ca, a in exact_rows for cb, b in exact_rows if ca != cb]
    candidates = {pts // count for pts, count in ratios if pts % count == 0}
    if len(candidates) != (1 if ratios else 0):
        return False  # the rows disagree, or one is no whole number a trick
    for per_trick in candidates or {0}:
        bonuses = {pts - per_trick * count for count, pts in exact_rows}
        bonus = bonuses.pop() if bonuses else 0
        if per_trick < 0 or bonus < 0 or bonuses:
            continue
        if all(per_trick * count + bonus * exact == pts for count, exact, pts in rows):
            return True
    return False


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    RoundStarted: check_round_started,
    TrumpTurned: check_trump_turned,
    TrickWon: check_trick_won,
    RoundScored: check_round_scored,
}
"""The check of each Oh Hell class that has one, for
:func:`~tricktaker.serialize.register_types`."""

BOUNDS = bounds(
    players=PLAYERS, most_tricks=MOST_TRICKS, deck_size=kernel.DECK_SIZE, rules=Rules,
    state=State, view=View, bid=Bid, bid_made=BidMade, trick_won=TrickWon,
    round_scored=RoundScored, round_started=RoundStarted, round_bounds=_ROUND,
)  # fmt: skip
"""The bounds of Oh Hell's fields, for :func:`~tricktaker.serialize.register_types`."""
BOUNDS[Rules].update(
    schedule=Bounds(minimum=1, maximum=MOST_TRICKS, min_items=1),
    bonus=Bounds(minimum=0),
    points_per_trick=Bounds(minimum=0),
)
BOUNDS[RoundStarted]["hand_size"] = _HAND_SIZE
