"""The checks that a Hearts state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`); :data:`BOUNDS` bound the fields' numbers and lengths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.cards import STANDARD_DECK, Card
from tricktaker.consistency import (
    check_every_card,
    check_per_seat,
    check_seat,
    check_sorted,
    check_sorted_seats,
    check_view_hand,
)
from tricktaker.errors import TricktakerError
from tricktaker.hearts import kernel
from tricktaker.hearts.events import CardPassed, HandScored, HandStarted, PassesReceived, TrickWon
from tricktaker.hearts.rules import Rules
from tricktaker.hearts.state import Phase, State, View
from tricktaker.masks import mask_of
from tricktaker.serialize import Bounds
from tricktaker.tricks import check_last_trick

__all__ = ["BOUNDS", "CHECKS", "check_state", "check_view"]

_PLAYERS = kernel.PLAYERS
_CARDS = len(STANDARD_DECK)


def _check_table(position: Any, passed: Sequence[Sequence[Card] | None]) -> None:
    """What a state and a view share: whole tricks played, each seat's taken cards whole
    tricks of the played ones, the pass phase before any card is played, the seats; the
    passes of ``passed`` (by seat, None where the position does not show them)."""
    played, trick = position.played, position.trick
    check_seat("leader", position.leader, _PLAYERS)
    check_seat("to_act", position.to_act, _PLAYERS, optional=True)
    check_per_seat(_PLAYERS, taken=position.taken, scores=position.scores)
    if len(played) % _PLAYERS or len(trick) >= _PLAYERS:
        raise TricktakerError(f"{len(played)} cards in finished tricks, {len(trick)} in the trick")
    for cards in position.taken:
        check_sorted("taken cards", cards)
        if len(cards) % _PLAYERS:
            raise TricktakerError(f"a seat took {len(cards)} cards, not whole tricks")
    if mask_of(card for cards in position.taken for card in cards) != mask_of(played) or sum(
        len(cards) for cards in position.taken
    ) != len(played):
        raise TricktakerError("the taken cards are not the cards of the finished tricks")
    check_last_trick(position.last_trick, played, _PLAYERS)
    over = position.phase is Phase.OVER
    if (position.to_act is None) != over:
        raise TricktakerError(f"to_act is {position.to_act!r} in the phase {position.phase.value}")
    if over:
        check_sorted_seats("winners", position.winners, _PLAYERS)
        if not position.winners or any(
            position.scores[s] != min(position.scores) for s in position.winners
        ):
            raise TricktakerError(f"winners {list(position.winners)} do not have the lowest total")
    elif position.winners:
        raise TricktakerError("winners before the game is over")
    if position.phase is Phase.PASS:
        if played or trick or position.direction is kernel.Direction.NONE:
            raise TricktakerError("a pass after cards were played, or in a hand without one")
        for seat, cards in enumerate(passed):
            if cards is None:
                continue
            # the seats before the one to act have passed three, it fewer, the rest none
            if seat < position.to_act:
                allowed: tuple[int, ...] = (kernel.PASS_SIZE,)
            else:
                allowed = tuple(range(kernel.PASS_SIZE)) if seat == position.to_act else (0,)
            if len(cards) not in allowed:
                raise TricktakerError(
                    f"seat {seat} passed {len(cards)} cards with seat {position.to_act} to pass"
                )
    elif position.phase is Phase.PLAY:
        expected = 0 if position.direction is kernel.Direction.NONE else kernel.PASS_SIZE
        if any(cards is not None and len(cards) != expected for cards in passed):
            raise TricktakerError(f"passes of another size than {expected} in the play")
        if position.to_act != (position.leader + len(trick)) % _PLAYERS:
            raise TricktakerError(f"seat {position.to_act} to act after seat {position.leader} led")


def check_state(state: State) -> None:
    """A state the rules can reach (see the module's docstring)."""
    check_per_seat(_PLAYERS, hands=state.hands, passed=state.passed)
    for hand in state.hands:
        check_sorted("a hand", hand)
    pass_phase = state.phase is Phase.PASS
    aside = [card for cards in state.passed for card in cards] if pass_phase else []
    if state.phase is not Phase.OVER:
        check_every_card(STANDARD_DECK, *state.hands, aside, state.played, state.trick)
    _check_table(state, state.passed)
    if state.phase is Phase.PLAY:
        for seat, hand in enumerate(state.hands):
            ahead = (seat - state.leader) % _PLAYERS < len(state.trick)
            if len(hand) != kernel.HAND_SIZE - len(state.played) // _PLAYERS - ahead:
                raise TricktakerError(f"seat {seat} holds {len(hand)} cards")


def check_view(view: View) -> None:
    """One seat's view of a state the rules can reach."""
    check_view_hand(view)
    passed = [view.passed if seat == view.seat else None for seat in range(_PLAYERS)]
    passing = view.phase is not Phase.PASS and view.direction is not kernel.Direction.NONE
    if len(view.received) != (kernel.PASS_SIZE if passing else 0):
        raise TricktakerError(f"a view received {len(view.received)} cards in {view.phase.value}")
    _check_table(view, passed)
    for name, cards in (("passed", view.passed), ("received", view.received)):
        check_sorted(f"the {name} cards", cards)
    held = mask_of(view.hand)
    if mask_of(view.passed) & (held | mask_of(view.received)) or held & mask_of(
        view.played + view.trick
    ):
        raise TricktakerError("the view's hand holds a card it passed or one played")


def check_trick_won(event: TrickWon) -> None:
    """Four cards, each once; the winner the seat of the highest card of the suit led."""
    check_seat("leader", event.leader, _PLAYERS)
    if len(event.cards) != _PLAYERS or len(set(event.cards)) != _PLAYERS:
        raise TricktakerError(f"a trick of {len(event.cards)} cards")
    if event.winner != (event.leader + kernel.winner(event.cards)) % _PLAYERS:
        raise TricktakerError(f"seat {event.winner} did not win {list(event.cards)}")


def check_hand_started(event: HandStarted) -> None:
    """A deal of 13 cards to each of 4 seats (None where hidden), each in order, none twice."""
    check_per_seat(_PLAYERS, hands=event.hands)
    shown = [hand for hand in event.hands if hand is not None]
    for hand in shown:
        check_sorted("a dealt hand", hand)
        if len(hand) != kernel.HAND_SIZE:
            raise TricktakerError(f"a dealt hand of {len(hand)} cards")
    if len({card for hand in shown for card in hand}) != kernel.HAND_SIZE * len(shown):
        raise TricktakerError("a card dealt twice")


def check_card_passed(event: CardPassed) -> None:
    """A pass to another seat."""
    check_seat("seat", event.seat, _PLAYERS)
    check_seat("receiver", event.receiver, _PLAYERS)
    if event.seat == event.receiver:
        raise TricktakerError(f"seat {event.seat} passes to itself")


def check_passes_received(event: PassesReceived) -> None:
    """Three cards a seat (None where hidden), none twice."""
    check_per_seat(_PLAYERS, received=event.received)
    shown = [cards for cards in event.received if cards is not None]
    if any(len(cards) != kernel.PASS_SIZE for cards in shown) or len(
        {card for cards in shown for card in cards}
    ) != kernel.PASS_SIZE * len(shown):
        raise TricktakerError("each seat receives three cards, none twice")


def check_hand_scored(event: HandScored) -> None:
    """Four seats' points and totals; a moon's shooter among them."""
    check_per_seat(_PLAYERS, points=event.points, scores=event.scores)
    check_seat("moon", event.moon, _PLAYERS, optional=True)


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    HandStarted: check_hand_started,
    CardPassed: check_card_passed,
    PassesReceived: check_passes_received,
    TrickWon: check_trick_won,
    HandScored: check_hand_scored,
}
"""The check of each Hearts class that has one, for
:func:`~tricktaker.serialize.register_types`."""

_SEAT = Bounds(minimum=0, maximum=_PLAYERS - 1)
_HANDS = Bounds(min_items=_PLAYERS, max_items=_PLAYERS)
BOUNDS: dict[type, dict[str, Bounds]] = {
    Rules: {
        "players": Bounds(minimum=_PLAYERS, maximum=_PLAYERS),
        "target": Bounds(minimum=1),
        "hands": Bounds(minimum=0),
    },
    State: {"hand_number": Bounds(minimum=1), "leader": _SEAT, "to_act": _SEAT,
            "hands": _HANDS, "passed": _HANDS, "taken": _HANDS, "scores": _HANDS,
            "winners": _SEAT},
    View: {"seat": _SEAT, "hand_number": Bounds(minimum=1), "leader": _SEAT, "to_act": _SEAT,
           "hand_sizes": _HANDS, "taken": _HANDS, "scores": _HANDS, "winners": _SEAT},
    HandStarted: {"hand_number": Bounds(minimum=1), "hands": _HANDS},
    CardPassed: {"seat": _SEAT, "receiver": _SEAT},
    PassesReceived: {"received": _HANDS},
    TrickWon: {"winner": _SEAT, "leader": _SEAT},
    HandScored: {"hand_number": Bounds(minimum=1), "points": _HANDS, "scores": _HANDS,
                 "moon": _SEAT},
}  # fmt: skip
"""The bounds of Hearts' fields, for :func:`~tricktaker.serialize.register_types`."""
