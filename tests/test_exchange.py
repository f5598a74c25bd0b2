"""The engine's exchange phase (``tricktaker.engine.exchange``) in the games that compose it:
Euchre's dealer's discard, Skat's skat, Tarok's talon. Whatever the deal, the taker holds
the cards dealt it and the reserve not yet laid away (and every view counts them so), may
lay away exactly what the game allows, is told why not otherwise, and ends the phase
holding as many cards as were dealt it, its discards known to it alone (Tarok's taroks laid
away face up: pagat.com's Slovenian Tarok; OpenSpiel's ``tarok.cc``).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import euchre, from_json, skat, tarok, to_json
from tricktaker.engine.exchange import Exchange

GAMES: list[tuple[Any, Any]] = [
    (euchre, euchre.Rules()),
    (euchre, euchre.Rules.openspiel()),
    (skat, skat.Rules()),
    (skat, skat.Rules.openspiel()),
    (skat, skat.Rules(players=4)),
    (tarok, tarok.Rules(players=3)),
    (tarok, tarok.Rules(players=4)),
]


TALON_BIDS = [contract for contract in tarok.Contract if contract.talon]


def to_exchange(module: Any, rules: Any, seed: int) -> Any | None:
    """A state of a random game whose player is to lay a card away, or None if the deal
    has no exchange."""
    rng = random.Random(seed)
    state = module.new_game(rules, seed=seed)
    while not state.is_over:
        rule = state._public.rule
        if isinstance(rule, Exchange) and type(state.legal_actions()[0]) is rule.discard:
            return state
        if state.phase.value == "play":  # the exchange, if any, is past
            return None
        legal = state.legal_actions()
        if module is tarok and state.phase is tarok.Phase.BID:  # a contract with a talon
            talon = [a for a in legal if getattr(a, "contract", None) in TALON_BIDS]
            legal = talon if talon and rng.random() < 0.7 else legal[:1]  # else the first
        state = state.apply(rng.choice(legal))[0]
    return None


def sizes_seen(state: Any) -> set[tuple[int, ...]]:
    """The hand sizes each seat's view shows."""
    return {state.view(seat).hand_sizes for seat in range(state.rules.players)}


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_the_taker_lays_away_what_it_took(game: tuple[Any, Any], seed: int) -> None:
    module, rules = game
    state = to_exchange(module, rules, seed)
    if state is None:
        return
    rule, taker = state._public.rule, state.to_act
    dealt = state._public.dealt_size
    hand = state.hands[taker]
    assert len(hand) == dealt + rule.unlaid(state._public) > dealt
    assert sizes_seen(state) == {tuple(len(cards) for cards in state.hands)}
    layable = {action.card for action in state.legal_actions()}
    assert layable <= set(hand)
    for card in hand:
        refusal = state.refusal(rule.discard(card))
        assert (refusal is None) is (card in layable)
        if refusal is not None:
            assert refusal.code == "illegal"
            assert "cannot discard" in str(refusal)
    unheld = next(card for card in rule.deck if card not in hand)
    refused = state.refusal(rule.discard(unheld))
    assert refused is not None
    assert refused.code == "not_in_hand"
    assert from_json(to_json(state)) == state  # read back mid-exchange: rebuilt, replayed
    laid = []
    while state._public.rule is rule:
        card = random.Random(seed).choice(state.legal_actions()).card
        state, events = state.apply(rule.discard(card))
        laid.append(card)
        (event,) = [e for e in events if type(e) is rule.discarded]
        face_up = card in getattr(module, "TAROKS", ())  # Tarok's taroks are laid face up
        for seat in range(rules.players):
            assert event.for_seat(seat).card == (card if seat == taker or face_up else None)
        assert sizes_seen(state) == {tuple(len(cards) for cards in state.hands)}
    assert len(state.hands[taker]) == dealt
    assert set(rule.discards(state)) == set(laid)
    assert not set(laid) & set(state.hands[taker])
    assert from_json(to_json(state)) == state
