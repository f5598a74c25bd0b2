"""The checks that a Wizard state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`), so an accepted state plays on to the end of the game. A state's and a view's
are every bidding game's (:mod:`tricktaker.bidding.checks` says what they check), given this
game's engine, deck and score bounds; the events' are the game's own:

- events: one entry per seat, seats and bids in range, a trick's winner one that some trump
  makes, a round's points those of its bids and tricks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.bidding.checks import BiddingChecks, bounds, check_dealt_hands
from tricktaker.cards import WIZARD_DECK
from tricktaker.consistency import check_cards, check_per_seat
from tricktaker.errors import TricktakerError
from tricktaker.serialize import Bounds
from tricktaker.wizard.actions import Bid
from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import Rules, round_score
from tricktaker.wizard.state import ENGINE, State, View

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

PLAYERS = (3, 6)  # Rules' bounds; tests/wizard/test_consistency.py checks that they agree
MOST_TRICKS = len(WIZARD_DECK) // PLAYERS[0]  # the last round of a 3-player game
_ROUND = Bounds(minimum=1, maximum=MOST_TRICKS)


def _score_bounds(rules: Rules, scored: Sequence[int]) -> tuple[int, int, int, int | None]:
    """Off by every trick in each round (-10 a trick), or every bid exact with every trick
    taken (20 + 10 a trick); always a multiple of 10."""
    return -10 * sum(scored), 20 * len(scored) + 10 * sum(scored), 10, None


_CHECKS = BiddingChecks(ENGINE, deck=WIZARD_DECK, score_bounds=_score_bounds)
check_state = _CHECKS.check_state
check_view = _CHECKS.check_view
check_trick_won = _CHECKS.check_trick_won


# -- events -------------------------------------------------------------------------------------


def check_round_started(event: RoundStarted) -> None:
    """A deal of ``round`` cards to each of 3 to 6 seats, each hand in order, no card twice."""
    players = len(event.hands)
    if event.round > len(WIZARD_DECK) // players:
        raise TricktakerError(f"round {event.round} in a game of {players} players")
    check_dealt_hands(event.hands, event.dealer, event.round, WIZARD_DECK)


def check_trump_turned(event: TrumpTurned) -> None:
    """A Wizard card, and the trump it makes: its suit, or none for a Jester or a Wizard."""
    check_cards(WIZARD_DECK, (event.card,))
    if event.trump is not event.card.suit:
        raise TricktakerError(
            f"{event.card} turned makes trump {event.card.suit}, not {event.trump}"
        )


def check_round_scored(event: RoundScored) -> None:
    """One entry per seat; every trick of the round taken; each seat's points its bid's."""
    players = len(event.bids)
    check_per_seat(players, taken=event.taken, points=event.points, scores=event.scores)
    if event.round > len(WIZARD_DECK) // players:
        raise TricktakerError(f"round {event.round} in a game of {players} players")
    if sum(event.taken) != event.round or max(event.bids) > event.round:
        raise TricktakerError(
            f"bids {list(event.bids)} and tricks {list(event.taken)} in round {event.round}"
        )
    points = tuple(map(round_score, event.bids, event.taken))
    if event.points != points:
        raise TricktakerError(
            f"points {list(event.points)}: the bids and tricks give {list(points)}"
        )
    if any(score % 10 for score in event.scores):
        raise TricktakerError(f"scores {list(event.scores)}: every score is a multiple of 10")


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    RoundStarted: check_round_started,
    TrumpTurned: check_trump_turned,
    TrickWon: check_trick_won,
    RoundScored: check_round_scored,
}
"""The check of each Wizard class that has one, for :func:`~tricktaker.serialize.register_types`."""

BOUNDS = bounds(
    players=PLAYERS, most_tricks=MOST_TRICKS, deck_size=len(WIZARD_DECK), rules=Rules,
    state=State, view=View, bid=Bid, bid_made=BidMade, trick_won=TrickWon,
    round_scored=RoundScored, round_started=RoundStarted, round_bounds=_ROUND,
)  # fmt: skip
"""The bounds of Wizard's fields, for :func:`~tricktaker.serialize.register_types`."""
BOUNDS[TrumpChosen] = {"seat": BOUNDS[BidMade]["seat"]}
