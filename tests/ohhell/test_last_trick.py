"""What a client sees of Oh Hell's finished tricks: ``played`` (the round's finished tricks,
in play order) and ``last_trick`` (the last of them, with its leader and winner) on states and
views, kept until the next trick is finished and cleared by a new deal (docs/frontend.md, as
in the other games: tests/test_last_trick.py)."""

from __future__ import annotations

import random

import pytest

from tricktaker import (
    CompletedTrick,
    Event,
    SerializationError,
    from_data,
    from_json,
    ohhell,
    to_data,
    to_json,
)
from tricktaker.cards import Card

RULES = [
    ohhell.Rules(players=3, schedule=(1, 3, 2)),
    ohhell.Rules(players=4, schedule=(13, 2), hook=False),
    ohhell.Rules(players=7, schedule=(2, 7)),
]


def expected_after(
    events: tuple[Event, ...], last: CompletedTrick | None, played: tuple[Card, ...]
) -> tuple[CompletedTrick | None, tuple[Card, ...]]:
    """The last trick and the played cards once ``events`` happened, told by the events."""
    for event in events:
        if isinstance(event, ohhell.TrickWon):
            last = CompletedTrick(cards=event.cards, leader=event.leader, winner=event.winner)
            played += event.cards
        elif isinstance(event, ohhell.RoundStarted):
            last, played = None, ()
    return last, played


@pytest.mark.parametrize("rules", RULES, ids=repr)
@pytest.mark.parametrize("seed", [1, 2])
def test_states_and_views_keep_the_rounds_last_trick_and_played_cards(
    rules: ohhell.Rules, seed: int
) -> None:
    state, opening = ohhell.start(rules, seed=seed)
    last, played = expected_after(opening, None, ())
    rng = random.Random(seed)
    tricks = 0
    while True:
        assert state.last_trick == last
        assert state.played == played
        for seat in range(rules.players):
            view = state.view(seat)
            assert (view.last_trick, view.played) == (last, played)
        if state.is_over:
            break
        if last is not None:
            assert state.leader == last.winner  # the winner leads the next trick
            assert last.cards == played[-rules.players :]
        state, events = state.apply(rng.choice(state.legal_actions()))
        tricks += sum(isinstance(e, ohhell.TrickWon) for e in events)
        last, played = expected_after(events, last, played)
    assert tricks == sum(rules.schedule)
    assert state.last_trick is not None  # a finished game keeps its last trick
    assert len(state.played) == rules.players * rules.schedule[-1]
    assert from_json(to_json(state)) == state


def test_the_last_trick_stays_while_the_next_is_played() -> None:
    state = ohhell.new_game(ohhell.Rules(players=3, schedule=(3,)), seed=5)
    while state.last_trick is None:
        state, _ = state.apply(state.legal_actions()[0])
    first = state.last_trick
    assert state.trick == ()
    state, _ = state.apply(state.legal_actions()[0])
    assert len(state.trick) == 1
    assert state.last_trick == first
    assert state.view(0).last_trick == first


def test_json_refuses_a_last_trick_that_is_not_the_last_trick_played() -> None:
    state = ohhell.new_game(ohhell.Rules(players=3, schedule=(3,)), seed=2)
    while state.last_trick is None:
        state, _ = state.apply(state.legal_actions()[0])
    assert state.last_trick is not None
    document = to_data(state)
    document["last_trick"]["cards"] = document["last_trick"]["cards"][::-1]
    with pytest.raises(SerializationError, match="last_trick is seat"):
        from_data(document)
    document = to_data(state)
    document["last_trick"]["winner"] = 7
    with pytest.raises(SerializationError, match="winner"):
        from_data(document)
    view = state.view(1)
    assert from_json(to_json(view)) == view
