"""Bridge on the trick-game engine: the declarer decides for the dummy from the dummy's
shown hand at every step, every state reads back from its JSON (a board passed out, which
ends before any trick, included), and the engine's hooks keep the other games as they were."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bridge import positions as br
from tricktaker import Play, bridge, from_json, to_json
from tricktaker.games import decider_of


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), boards=st.integers(1, 2))
def test_the_decider_chooses_from_the_hand_to_play_at_every_step(seed: int, boards: int) -> None:
    rules = bridge.Rules(boards=boards, rotation=True)
    state = bridge.new_game(rules, seed=seed)
    chooser = random.Random(seed)
    while not state.is_over:
        decider = decider_of(state)
        assert decider is not None
        for seat in range(4):
            view = state.view(seat)
            expected = state.legal_actions() if seat == decider else ()
            assert view.legal_actions() == expected
            if state.dummy is not None and (state.trick or state.played):
                assert view.shown_hands[state.dummy] == state.hands[state.dummy]
        assert from_json(to_json(state)) == state
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    assert from_json(to_json(state)) == state


def test_a_board_passed_out_reads_back_from_its_json() -> None:
    state = br.OVER  # over before any trick: no last trick
    assert state.last_trick is None
    assert from_json(to_json(state)) == state
    for seat in range(4):
        assert from_json(to_json(state.view(seat))) == state.view(seat)


def test_the_dummy_may_not_play_its_own_cards() -> None:
    view = br.DUMMY.view(2)
    play = Play(br.HANDS[2][0])
    assert view.legal_actions() == ()
    error = view.refusal(play)
    assert error is not None
    assert error.code == "not_your_turn"
    assert br.DUMMY.view(0).refusal(play) is None  # the declarer plays it
