"""The lean states and views of the bidding games (tricktaker.bidding.position): what a view
holds, the derived fields against the masks, and the ways in that build through __init__."""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import pytest

from tricktaker import SerializationError, from_json, ohhell, spades, to_json, wizard
from tricktaker.bidding.position import Hidden, Public
from tricktaker.masks import cards_of

GAMES: list[tuple[Any, Any]] = [
    (ohhell, ohhell.Rules(players=5, schedule=(3, 7))),
    (wizard, wizard.Rules(players=4)),
    (spades, spades.Rules()),
]


def _states(game: Any, rules: Any, seed: int) -> list[Any]:
    state = game.new_game(rules, seed=seed)
    choose = random.Random(seed).choice
    states = [state]
    while not state.is_over and len(states) < 400:
        state = state.apply(choose(state.legal_actions()))[0]
        states.append(state)
    return states


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_a_view_holds_its_own_cards_and_the_shared_public_part_only(game: Any, rules: Any) -> None:
    for state in _states(game, rules, 3):
        for seat in range(rules.players):
            view = state.view(seat)
            held = [getattr(view, slot) for slot in ("_public", "_hand", "seat", "to_act")]
            assert held[0] is state._public
            assert type(held[0]) is type(state)._engine.public_class  # Public, or the game's
            assert isinstance(held[0], Public)
            assert not any(isinstance(value, Hidden) for value in held)
            assert view._hand == state._hidden.dealt[seat] & state._held
            assert view.hand == state.hands[seat]
            assert view.hand_sizes == tuple(len(hand) for hand in state.hands)


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_the_hands_are_the_dealt_masks_less_the_cards_played(game: Any, rules: Any) -> None:
    for state in _states(game, rules, 5):
        hands = state.hands
        assert hands == tuple(cards_of(mask & state._held) for mask in state._hidden.dealt)
        played = set(state.played) | set(state.trick)
        assert not played & {card for hand in hands for card in hand}


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_evolve_and_json_rebuild_equal_states(game: Any, rules: Any) -> None:
    state = _states(game, rules, 7)[9]
    assert attrs.evolve(state) == state
    assert hash(attrs.evolve(state)) == hash(state)
    assert from_json(to_json(state)) == state
    moved = attrs.evolve(state, scores=tuple(range(rules.players)))
    assert moved.scores == tuple(range(rules.players))
    assert moved.hands == state.hands
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        state.trick = ()  # type: ignore[misc]


def test_a_hand_out_of_order_in_json_is_refused_as_inconsistent() -> None:
    # as a mask the hand would be put in order: the check reads the fields as given
    state = ohhell.new_game(ohhell.Rules(players=3, schedule=(4,)), seed=2)
    document = json.loads(to_json(state))
    document["hands"][0] = document["hands"][0][::-1]
    with pytest.raises(SerializationError, match=r"inconsistent ohhell\.State.*canonical"):
        from_json(json.dumps(document))
