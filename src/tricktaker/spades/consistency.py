"""The checks that a Spades state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`). A state's and a view's are every bidding game's
(:mod:`tricktaker.bidding.checks`), given this game's engine, plus Spades' own: partners
bid 13 at most together and share one total; a blind nil is a nil, bid under
``Rules.blind_nil`` by a seat whose team trails by enough, and the phase ``BLIND`` is the
turn of such a seat that has not bid. The events' are the game's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.bidding.checks import BiddingChecks, bounds, check_dealt_hands
from tricktaker.cards import STANDARD_DECK
from tricktaker.consistency import check_per_seat, check_seat
from tricktaker.errors import TricktakerError
from tricktaker.serialize import Bounds
from tricktaker.spades import kernel
from tricktaker.spades.actions import Bid
from tricktaker.spades.events import (
    BidMade,
    BlindNilBid,
    CardsSeen,
    HandStarted,
    RoundScored,
    TrickWon,
)
from tricktaker.spades.rules import Rules
from tricktaker.spades.state import ENGINE, Phase, State, View, cards_unseen

__all__ = [
    "BOUNDS",
    "CHECKS",
    "check_blind_choice",
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
    swing = _MOST_CONTRACT + 2 * max(rules.nil_bonus, rules.blind_nil_bonus) + rules.bag_penalty
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
    bid_phases=(Phase.BLIND,),
)


def _check_blind(position: Any) -> None:
    """Blind nils only under ``Rules.blind_nil``, bid nil by a seat that may bid them (once
    the game is over, its last hand scored, by a seat that bid nil); the phase ``BLIND`` only
    at the turn of such a seat."""
    rules, bids, blind = position.rules, position.bids, position.blind_nil
    scored = position.phase is Phase.OVER  # the totals that allowed the bid are gone
    check_per_seat(kernel.PLAYERS, blind_nil=blind)
    if any(type(flag) is not bool for flag in blind):
        raise TricktakerError(f"blind_nil must be True or False a seat, not {list(blind)!r}")
    for seat, flag in enumerate(blind):
        allowed = rules.blind_nil if scored else kernel.may_bid_blind(seat, position.scores, rules)
        if flag and (bids[seat] != 0 or not allowed):
            raise TricktakerError(
                f"seat {seat} bid {bids[seat]} blind, which its rules and score do not allow"
            )
    if position.phase is Phase.BLIND and not kernel.may_bid_blind(
        position.to_act, position.scores, rules
    ):
        raise TricktakerError(f"seat {position.to_act} may not bid blind nil, but is asked to")


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
    _check_blind(state)


def check_view(view: View) -> None:
    """One seat's view of a state the rules can reach."""
    _CHECKS.check_view(view, seen=not cards_unseen(view, view.seat, view.to_act))
    _check_teams(view)
    _check_blind(view)


check_trick_won = _CHECKS.check_trick_won


def check_hand_started(event: HandStarted) -> None:
    """A deal of 13 cards to each of 4 seats, each hand in order, no card twice; the seats
    yet to see their cards none, a team's, or (when a blind nil needs no deficit) all."""
    check_dealt_hands(event.hands, event.dealer, kernel.HAND_SIZE, STANDARD_DECK)
    if event.unseen not in ((), *kernel.TEAMS, tuple(range(kernel.PLAYERS))):
        raise TricktakerError(f"seats {list(event.unseen)} are no team that trails")


def check_blind_choice(event: BlindNilBid | CardsSeen) -> None:
    """A seat's choice before it saw its cards: a seat, and its 13 cards (None if hidden)."""
    check_seat("seat", event.seat, kernel.PLAYERS)
    if event.hand is not None:
        check_dealt_hands((event.hand,), 0, kernel.HAND_SIZE, STANDARD_DECK)


def check_round_scored(event: RoundScored) -> None:
    """Four entries; 13 tricks taken; partners' bids at most 13 together, their points and
    totals equal."""
    check_per_seat(kernel.PLAYERS, taken=event.taken, points=event.points, scores=event.scores)
    check_per_seat(kernel.PLAYERS, bids=event.bids, blind=event.blind)
    for seat, flag in enumerate(event.blind):
        if type(flag) is not bool or (flag and event.bids[seat] != 0):
            raise TricktakerError(f"seat {seat} bid {event.bids[seat]}, blind {flag!r}")
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
    BlindNilBid: check_blind_choice,
    CardsSeen: check_blind_choice,
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
_SEAT = Bounds(minimum=0, maximum=kernel.PLAYERS - 1)
BOUNDS[BlindNilBid] = {"seat": _SEAT}
BOUNDS[CardsSeen] = {"seat": _SEAT}
BOUNDS[HandStarted] = {**BOUNDS.get(HandStarted, {}), "unseen": _SEAT}
BOUNDS[Rules].update(
    win_or_loss_bonus=Bounds(minimum=0),
    nil_bonus=Bounds(minimum=0),
    blind_nil_bonus=Bounds(minimum=0),
    blind_nil_deficit=Bounds(minimum=0),
    bag_penalty=Bounds(minimum=0),
    hands=Bounds(minimum=0),
    num_tricks=Bounds(minimum=1, maximum=kernel.HAND_SIZE),
)
