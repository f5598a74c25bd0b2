"""Cheap checks that an Oh Hell state or view read from JSON hangs together.

:func:`tricktaker.from_json` runs them on every decoded :class:`~tricktaker.ohhell.State` and
:class:`~tricktaker.ohhell.View`. They check the structure, not that the position can be
reached: one entry per seat, seats in range, cards of the 52 each at most once, the round
within the schedule, hands no larger than the round's, bids within it, the trump the turned
card's suit, ``to_act`` None exactly when the game is over.
"""

from __future__ import annotations

from tricktaker.cards import STANDARD_DECK
from tricktaker.errors import TricktakerError
from tricktaker.ohhell.state import Phase, State, View
from tricktaker.serialize import check_cards, check_per_seat, check_seat

__all__ = ["check_state", "check_view"]


def _check_common(state: State | View) -> None:
    rules = state.rules
    players = rules.players
    if not 1 <= state.round <= rules.rounds:
        raise TricktakerError(f"round {state.round} of a game of {rules.rounds} rounds")
    size = rules.schedule[state.round - 1]
    check_per_seat(players, bids=state.bids, tricks_taken=state.tricks_taken, scores=state.scores)
    check_seat("dealer", state.dealer, players)
    check_seat("leader", state.leader, players)
    check_seat("to_act", state.to_act, players, optional=True)
    if (state.to_act is None) != (state.phase is Phase.OVER):
        raise TricktakerError(f"to_act is {state.to_act!r} in phase {state.phase.value!r}")
    if len(state.trick) >= players:
        raise TricktakerError(f"a trick of {len(state.trick)} cards for {players} players")
    for bid in state.bids:
        if bid is not None and not 0 <= bid <= size:
            raise TricktakerError(f"a bid of {bid} in a round of {size} tricks")
    if any(taken < 0 for taken in state.tricks_taken) or sum(state.tricks_taken) > size:
        raise TricktakerError(f"tricks taken {state.tricks_taken} in a round of {size} tricks")
    expected = None if state.trump_card is None else state.trump_card.suit
    if state.trump is not expected:
        raise TricktakerError(f"trump {state.trump} with the trump card {state.trump_card}")
    for seat in state.winners:
        check_seat("a winner", seat, players)
    if state.winners and state.phase is not Phase.OVER:
        raise TricktakerError("winners before the game is over")


def _check_sizes(sizes: list[int], size: int) -> None:
    if any(held > size for held in sizes):
        raise TricktakerError(f"a hand of {max(sizes)} cards in a round of {size}")


def check_state(state: State) -> None:
    """Raise :class:`~tricktaker.TricktakerError` if ``state`` is not a consistent state."""
    _check_common(state)
    check_per_seat(state.rules.players, hands=state.hands)
    _check_sizes([len(hand) for hand in state.hands], state.rules.schedule[state.round - 1])
    trump = () if state.trump_card is None else (state.trump_card,)
    check_cards(STANDARD_DECK, *state.hands, state.trick, trump)


def check_view(view: View) -> None:
    """Raise :class:`~tricktaker.TricktakerError` if ``view`` is not a consistent view."""
    _check_common(view)
    players = view.rules.players
    check_seat("seat", view.seat, players)
    check_per_seat(players, hand_sizes=view.hand_sizes)
    _check_sizes(list(view.hand_sizes), view.rules.schedule[view.round - 1])
    if view.hand_sizes[view.seat] != len(view.hand):
        raise TricktakerError(
            f"hand_sizes says {view.hand_sizes[view.seat]}, the hand holds {len(view.hand)}"
        )
    trump = () if view.trump_card is None else (view.trump_card,)
    check_cards(STANDARD_DECK, view.hand, view.trick, trump)
