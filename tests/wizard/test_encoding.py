"""Wizard's encoding: the stored action numbering (a renumbering fails here), and one position's
observation written out section by section, as docs/research.md describes the layout."""

from __future__ import annotations

from typing import Any

import pytest

from tests.encoding_checks import nonzero_by_section
from tricktaker import Card, Play, Suit, encoding, parse_cards, wizard
from tricktaker.wizard import Bid, ChooseTrump, Phase

NUMBERING: list[tuple[Any, int]] = [
    (Play(Card.parse("2C")), 0),
    (Play(Card.parse("AC")), 12),
    (Play(Card.parse("2D")), 13),
    (Play(Card.parse("8H")), 32),
    (Play(Card.parse("AS")), 51),
    (Play(Card.parse("W1")), 52),
    (Play(Card.parse("W4")), 55),
    (Play(Card.parse("N1")), 56),
    (Play(Card.parse("N4")), 59),
    (Bid(0), 60),
    (Bid(7), 67),
    (Bid(20), 80),
    (ChooseTrump(Suit.CLUBS), 81),
    (ChooseTrump(Suit.HEARTS), 83),
    (ChooseTrump(Suit.SPADES), 84),
]


@pytest.mark.parametrize(("action", "index"), NUMBERING, ids=[str(a) for a, _ in NUMBERING])
@pytest.mark.parametrize("players", [3, 6])
def test_each_action_keeps_its_index(action: Any, index: int, players: int) -> None:
    rules = wizard.Rules(players=players)
    state = wizard.new_game(rules, seed=1)
    assert encoding.action_index(action, rules) == index
    assert encoding.action_from_index(index, state) == action


def test_the_sizes_for_each_player_count() -> None:
    sizes = {n: encoding.observation_size(wizard.Rules(players=n)) for n in range(3, 7)}
    assert sizes == {3: 526, 4: 587, 5: 650, 6: 714}
    assert {encoding.num_actions(wizard.Rules(players=n)) for n in range(3, 7)} == {85}


def test_a_position_observed_section_by_section() -> None:
    # Round 3 of 4 players, seat 0 dealt, 3♦ turned; one trick is over (seat 1 took it) and
    # seat 3 led K♥, seat 0 followed with 2♠; seat 1 is to play. Seen by seat 2, whose seats
    # in the observation are: 2 (itself) 0th, 3 1st, 0 2nd, 1 3rd.
    state = wizard.State(
        rules=wizard.Rules(players=4),
        seed=0,
        round=3,
        dealer=0,
        trump_card=Card.parse("3D"),
        trump=Suit.DIAMONDS,
        hands=(parse_cards("9C"), parse_cards("QD JS"), parse_cards("5C W1"), parse_cards("N2")),
        bids=(1, 0, 2, 1),
        tricks_taken=(0, 1, 0, 0),
        trick=parse_cards("KH 2S"),
        leader=3,
        played=parse_cards("4C 5D 6H 7S"),
        scores=(30, -10, 0, 20),
        phase=Phase.PLAY,
        to_act=1,
    )
    assert nonzero_by_section(state.view(2)) == {
        "hand": {3: 1.0, 52: 1.0},  # 5♣, W1
        "trick": {60 + 37: 1.0, 120 + 39: 1.0},  # K♥ by seat 3, 2♠ by seat 0
        "leader": {1: 1.0},  # seat 3
        "played": {2: 1.0, 16: 1.0, 30: 1.0, 44: 1.0},  # 4♣ 5♦ 6♥ 7♠
        "trump_card": {14: 1.0},  # 3♦
        "trump": {1: 1.0},  # ♦
        "phase": {2: 1.0},  # play
        "round": {2: 1.0},  # round 3
        "dealer": {2: 1.0},  # seat 0
        "to_act": {3: 1.0},  # seat 1
        "bids": {2: 1.0, 16 + 1: 1.0, 32 + 1: 1.0, 48 + 0: 1.0},  # seats 2 3 0 1: 2 1 1 0
        "tricks_taken": {0: 1.0, 16: 1.0, 32: 1.0, 48 + 1: 1.0},  # seat 1 took one
        "scores": {1: 20.0, 2: 30.0, 3: -10.0},  # seat 2 has 0
    }
    mask = encoding.legal_action_mask(state.view(1))  # Q♦ and J♠: seat 1 holds no heart
    assert [i for i, bit in enumerate(mask) if bit] == [23, 48]
    assert sum(encoding.legal_action_mask(state.view(2))) == 0


def test_a_finished_game_is_observed_with_nobody_to_act() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=3)
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    found = nonzero_by_section(state.view(0))
    assert found["phase"] == {3: 1.0}
    assert "to_act" not in found
    assert "hand" not in found
