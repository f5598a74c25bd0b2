"""Bridge positions with claims (Laws 68 to 70) and alerts, for the tests of every registered
type (the schema's samples, the untrusted-JSON corpus): two calls alerted, a claim disputed,
then one agreed."""

from __future__ import annotations

from typing import Any

import attrs

from tricktaker import bridge


def claimed_values(seed: int = 4) -> list[Any]:
    """A board of ``Rules(claims=True)`` (a bid alerted, a pass alerted without an
    explanation, two passes, then the opening lead): a claim of 5 disputed, a card, a claim of
    5 agreed; every action, event, state and view of the alerts and the claims on the way,
    and the board's claims."""
    state = bridge.new_game(bridge.Rules(claims=True), seed=seed)
    values: list[Any] = []
    while state.phase is bridge.Phase.AUCTION:  # the bid alerted, and the first pass
        call = state.legal_actions()[3 if not state.calls else 0]
        alert = "natural" if not state.calls else "" if len(state.calls) == 1 else None
        state, events = state.apply(attrs.evolve(call, alert=alert))
        values += [*events, *(event.for_seat(seat) for event in events for seat in range(4))]
    values += [state, *(state.view(seat) for seat in range(4))]
    for answer in (bridge.DISPUTE_CLAIM, bridge.ACCEPT_CLAIM):
        state = state.apply(state.legal_actions()[0])[0]  # a card played
        state, events = state.apply(bridge.Claim(5))
        values += [bridge.Claim(5), answer, *events]
        while state.phase is bridge.Phase.CLAIM:
            values += [state, *(state.view(seat) for seat in range(4))]
            state, events = state.apply(answer)
            values += [*events, state, state.view(0)]
    return [*values, *state.claims]
