"""The lean states and views of the bidding games (tricktaker.bidding.position): what a view
holds, the derived fields against the masks, and the ways in that build through __init__."""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import (
    Card,
    CompletedTrick,
    SerializationError,
    TricktakerError,
    from_json,
    ohhell,
    spades,
    to_json,
    wizard,
)
from tricktaker.bidding.position import Hidden, Public, RoundPart
from tricktaker.deals import deal_hands, deal_masks
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


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_a_tricks_end_keeps_its_trickwon_as_the_last_trick_and_the_round_part(
    game: Any, rules: Any
) -> None:
    state = game.new_game(rules, seed=11)
    choose = random.Random(11).choice
    ends = 0
    while not state.is_over and ends < 30:
        after, events = state.apply(choose(state.legal_actions()))
        won = [event for event in events if type(event).__name__ == "TrickWon"]
        if won and after.round == state.round and not after.is_over:
            ends += 1
            last = after.last_trick
            assert type(last) is CompletedTrick  # what the JSON names, although kept as the event
            assert (last.cards, last.leader, last.winner) == (
                won[0].cards,
                won[0].leader,
                won[0].winner,
            )
            assert after._public.last is won[0]  # one object for both
            assert after._public.part is state._public.part  # the round's part is not copied
            assert type(after._public.part) is RoundPart
        state = after
    assert ends


@given(
    st.permutations(range(52)),
    st.integers(2, 7),
    st.integers(0, 7),
    st.integers(0, 6),
)
def test_deal_masks_deals_each_seat_what_deal_hands_does(
    order: list[int], players: int, size: int, first: int
) -> None:
    deck = [Card.from_index(index) for index in order]
    size = min(size, 52 // players)
    hands = deal_hands(deck, players, size, first)
    assert tuple(cards_of(mask) for mask in deal_masks(deck, players, size, first)) == hands


def test_a_view_built_with_hand_sizes_that_its_hand_and_trick_do_not_give_is_refused() -> None:
    view = ohhell.new_game(ohhell.Rules(players=3, schedule=(4,)), seed=2).view(1)
    fields = {name: getattr(view, name) for name in attrs.fields_dict(type(view))}
    assert type(view)(**fields) == view
    with pytest.raises(TricktakerError, match=r"hand_sizes \(4, 3, 4\): the hand and the trick"):
        type(view)(**{**fields, "hand_sizes": (4, 3, 4)})
