"""Cheap checks that a Szaman state or view read from JSON hangs together.

:func:`tricktaker.from_json` runs them on every decoded :class:`~tricktaker.szaman.State` and
:class:`~tricktaker.szaman.View`. They check the structure, not that the position can be
reached: one entry per seat, seats in range, Szaman cards each at most once (hands, stock,
trick and played cards together), the hand within the game, a led suit exactly when a trick
is in progress, ``to_act`` None exactly when the game is over.
"""

from __future__ import annotations

from tricktaker.cards import SZAMAN_DECK
from tricktaker.errors import TricktakerError
from tricktaker.serialize import check_cards, check_per_seat, check_seat
from tricktaker.szaman.state import Phase, State, View
from tricktaker.tricks import check_last_trick

__all__ = ["check_state", "check_view"]


def _check_common(state: State | View) -> None:
    rules = state.rules
    players = rules.players
    if not 1 <= state.hand_number <= rules.hands:
        raise TricktakerError(f"hand {state.hand_number} of a game of {rules.hands} hands")
    check_per_seat(players, scores=state.scores, hand_points=state.hand_points)
    check_seat("leader", state.leader, players)
    check_seat("to_act", state.to_act, players, optional=True)
    if (state.to_act is None) != (state.phase is Phase.OVER):
        raise TricktakerError(f"to_act is {state.to_act!r} in phase {state.phase.value!r}")
    if len(state.trick) >= players:
        raise TricktakerError(f"a trick of {len(state.trick)} cards for {players} players")
    if (state.trick_suit is None) != (not state.trick):
        raise TricktakerError(f"trick_suit is {state.trick_suit!r} with {len(state.trick)} cards")
    for seat in state.winners:
        check_seat("a winner", seat, players)
    if state.winners and state.phase is not Phase.OVER:
        raise TricktakerError("winners before the game is over")
    check_last_trick(state.last_trick, state.played, players)


def check_state(state: State) -> None:
    """Raise :class:`~tricktaker.TricktakerError` if ``state`` is not a consistent state."""
    _check_common(state)
    check_per_seat(state.rules.players, hands=state.hands)
    check_cards(SZAMAN_DECK, *state.hands, state.stock, state.trick, state.played)


def check_view(view: View) -> None:
    """Raise :class:`~tricktaker.TricktakerError` if ``view`` is not a consistent view."""
    _check_common(view)
    players = view.rules.players
    check_seat("seat", view.seat, players)
    check_per_seat(players, hand_sizes=view.hand_sizes)
    if view.hand_sizes[view.seat] != len(view.hand):
        raise TricktakerError(
            f"hand_sizes says {view.hand_sizes[view.seat]}, the hand holds {len(view.hand)}"
        )
    if view.stock_size < 0:
        raise TricktakerError(f"a stock of {view.stock_size} cards")
    check_cards(SZAMAN_DECK, view.hand, view.trick, view.played)
