"""What a client sees of finished tricks: ``played`` (the deal's finished tricks, in play
order) and ``last_trick`` (the last of them, with its leader and winner) on states and views
of both games, kept until the next trick is finished and cleared by a new deal."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

from tricktaker import (
    CompletedTrick,
    Event,
    SerializationError,
    from_json,
    game_of,
    szaman,
    to_json,
    wizard,
)
from tricktaker.lean import replace

RULES: list[Any] = [
    wizard.Rules(players=3),
    wizard.Rules(players=6, hook=True),
    szaman.Rules(players=2, hands=2),
    szaman.Rules(players=4, hands=2, variant="russian"),
    szaman.Rules(players=5, hands=1, lead_starting_card=True),
]


def expected_after(
    events: tuple[Event, ...], last: CompletedTrick | None, played: tuple[Any, ...]
) -> tuple[CompletedTrick | None, tuple[Any, ...]]:
    """The last trick and the played cards once ``events`` happened, told by the events."""
    for event in events:
        if isinstance(event, (wizard.TrickWon, szaman.TrickWon)):
            last = CompletedTrick(cards=event.cards, leader=event.leader, winner=event.winner)
            played += event.cards
        elif isinstance(event, (wizard.RoundStarted, szaman.HandStarted)):
            last, played = None, ()
    return last, played


@pytest.mark.parametrize("rules", RULES, ids=repr)
@pytest.mark.parametrize("seed", [1, 2])
def test_states_and_views_keep_the_deals_last_trick_and_played_cards(rules: Any, seed: int) -> None:
    state, opening = game_of(rules).start(rules, seed=seed)
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
        tricks += sum(isinstance(e, (wizard.TrickWon, szaman.TrickWon)) for e in events)
        last, played = expected_after(events, last, played)
    assert tricks > 0
    assert state.last_trick is not None  # a finished game keeps its last trick
    assert from_json(to_json(state)) == state


def test_the_last_trick_stays_while_the_next_is_played() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=5)
    while state.last_trick is None:
        state, _ = state.apply(state.legal_actions()[0])
    first = state.last_trick
    assert state.trick == ()
    state, _ = state.apply(state.legal_actions()[0])
    assert len(state.trick) == 1
    assert state.last_trick == first
    assert state.view(0).last_trick == first


def test_json_refuses_a_last_trick_that_is_not_the_last_cards_played() -> None:
    state = szaman.new_game(szaman.Rules(players=3), seed=2)
    while state.last_trick is None:
        state, _ = state.apply(state.legal_actions()[0])
    assert state.last_trick is not None
    wrong = attrs.evolve(state.last_trick, cards=state.last_trick.cards[::-1])
    with pytest.raises(
        SerializationError, match="last_trick is seat 2 led 6♦ 7♣ 2♣; seat 0 won; the rules make it"
    ):
        from_json(to_json(replace(state, last_trick=wrong)))
    elsewhere = attrs.evolve(state.last_trick, winner=7)
    with pytest.raises(SerializationError, match=r"last_trick.*winner is 7"):
        from_json(to_json(replace(state, last_trick=elsewhere)))
    view = state.view(1)
    assert from_json(to_json(view)) == view
