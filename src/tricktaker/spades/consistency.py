"""The checks that a Spades state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`). A state's and a view's are every bidding game's
(:mod:`tricktaker.bidding.checks`), given this game's engine, plus Spades' own: partners
bid 13 at most together and share one total. The events' are the game's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.bidding.checks import BiddingChecks, bounds, check_dealt_hands
from tricktaker.cards import STANDARD_DECK
from tricktaker.consistency import check_per_seat
from tricktaker.errors import TricktakerError
from tricktaker.serialize import Bounds
from tricktaker.spades import kernel
from tricktaker.spades.actions import Bid
from tricktaker.spades.events import BidMade, HandStarted, RoundScored, TrickWon
from tricktaker.spades.rules import Rules
from tricktaker.spades.state import ENGINE, State, View

__all__ = [
    "BOUNDS",
    "CHECKS",
    "check_hand_started",
    "check_round_scored",
    "check_state",
    "check_trick_won",
    "check_view",
]

# A hand's points lie within these: 10 a trick bid made or missed, 13 bags, two nils, a bag
# penalty, and the bonus of the game's end.
_MOST_CONTRACT = 10 * kernel.HAND_SIZE + kernel.HAND_SIZE


def _score_bounds(rules: Rules, scored: Sequence[int]) -> tuple[int, int, int, None]:
    hands = len(scored)
    swing = _MOST_CONTRACT + 2 * rules.nil_bonus + rules.bag_penalty
    return (
        -(swing * hands + rules.win_or_loss_bonus),
        swing * hands + rules.win_or_loss_bonus,
        1,
        None,
    )


_CHECKS = BiddingChecks(
    ENGINE,
    deck=STANDARD_DECK,
    score_bounds=_score_bounds,
    round_name=lambda round_, size: f"hand {round_}",
)


def _check_teams(position: Any) -> None:
    bids, scores = position.bids, position.scores
    for first, second in kernel.TEAMS:
        if scores[first] != scores[second]:
            raise TricktakerError(
                f"partners {first} and {second} have totals {scores[first]} and {scores[second]}"
            )
        mine, theirs = bids[first], bids[second]
        if mine is not None and theirs is not None and mine + theirs > kernel.HAND_SIZE:
            raise TricktakerError(
                f"partners {first} and {second} bid {mine} and {theirs}, more than 13 together"
            )


def check_state(state: State) -> None:
    """A state the rules can reach (see the module's docstring)."""
    _CHECKS.check_state(state)
    _check_teams(state)


def check_view(view: View) -> None:
    """One seat's view of a state the rules can reach."""
    _CHECKS.check_view(view)
    _check_teams(view)


check_trick_won = _CHECKS.check_trick_won


def check_hand_started(event: HandStarted) -> None:
    """A deal of 13 cards to each of 4 seats, each hand in order, no card twice."""
    check_dealt_hands(event.hands, event.dealer, kernel.HAND_SIZE, STANDARD_DECK)


def check_round_scored(event: RoundScored) -> None:
    """Four entries; 13 tricks taken; partners' bids at most 13 together, their points and
    totals equal."""
    check_per_seat(kernel.PLAYERS, taken=event.taken, points=event.points, scores=event.scores)
    check_per_seat(kernel.PLAYERS, bids=event.bids)
    if sum(event.taken) != kernel.HAND_SIZE:
        raise TricktakerError(f"tricks {list(event.taken)} in a hand of 13")
    for first, second in kernel.TEAMS:
        if event.bids[first] + event.bids[second] > kernel.HAND_SIZE:
            raise TricktakerError(f"partners {first} and {second} bid more than 13 together")
        for name in ("points", "scores"):
            values = getattr(event, name)
            if values[first] != values[second]:
                raise TricktakerError(f"partners {first} and {second} have different {name}")


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    HandStarted: check_hand_started,
    TrickWon: check_trick_won,
    RoundScored: check_round_scored,
}
"""The check of each Spades class that has one, for
:func:`~tricktaker.serialize.register_types`."""

BOUNDS = bounds(
    players=(kernel.PLAYERS, kernel.PLAYERS), most_tricks=kernel.HAND_SIZE,
    deck_size=kernel.DECK_SIZE, rules=Rules, state=State, view=View, bid=Bid, bid_made=BidMade,
    trick_won=TrickWon, round_scored=RoundScored, round_started=HandStarted,
    round_bounds=Bounds(minimum=1),
)  # fmt: skip
"""The bounds of Spades' fields, for :func:`~tricktaker.serialize.register_types`."""
BOUNDS[Rules].update(
    win_or_loss_bonus=Bounds(minimum=0),
    nil_bonus=Bounds(minimum=0),
    bag_penalty=Bounds(minimum=0),
    hands=Bounds(minimum=0),
    num_tricks=Bounds(minimum=1, maximum=kernel.HAND_SIZE),
)
