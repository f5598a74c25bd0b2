"""Szaman's encoding: the stored action numbering (a renumbering fails here), and one position's
observation written out section by section, as docs/research.md describes the layout."""

from __future__ import annotations

from typing import Any

import pytest

from tests.encoding_checks import nonzero_by_section
from tricktaker import Card, Play, Suit, encoding, parse_cards, szaman
from tricktaker.szaman import Phase

NUMBERING: list[tuple[Any, int]] = [
    (Play(Card.parse("2C")), 0),
    (Play(Card.parse("AC")), 12),
    (Play(Card.parse("8H")), 32),
    (Play(Card.parse("JH")), 35),
    (Play(Card.parse("QS")), 49),
    (Play(Card.parse("AS")), 51),
    (Play(Card.parse("RJ")), 52),
    (Play(Card.parse("BJ")), 53),
    (Play(Card.parse("RJ"), suit=Suit.DIAMONDS), 54),
    (Play(Card.parse("RJ"), suit=Suit.HEARTS), 55),
    (Play(Card.parse("BJ"), suit=Suit.CLUBS), 56),
    (Play(Card.parse("BJ"), suit=Suit.SPADES), 57),
]


@pytest.mark.parametrize(("action", "index"), NUMBERING, ids=[str(a) for a, _ in NUMBERING])
@pytest.mark.parametrize("players", [2, 6])
def test_each_action_keeps_its_index(action: Any, index: int, players: int) -> None:
    rules = szaman.Rules(players=players, variant="russian")
    state = szaman.new_game(rules, seed=1)
    assert encoding.action_index(action, rules) == index
    assert encoding.action_from_index(index, state) == action


def test_the_sizes_for_each_player_count() -> None:
    sizes = {n: encoding.observation_size(szaman.Rules(players=n)) for n in range(2, 7)}
    assert sizes == {2: 234, 3: 293, 4: 352, 5: 411, 6: 470}
    assert {encoding.num_actions(szaman.Rules(players=n)) for n in range(2, 7)} == {58}


def test_a_position_observed_section_by_section() -> None:
    # Hand 2 of 3 players: one trick is over; seat 1 led K♠, seat 2 is to play. Seen by seat 0,
    # whose seats in the observation are in their own order (0 is itself).
    state = szaman.State(
        rules=szaman.Rules(players=3),
        seed=0,
        hand_number=2,
        hands=(parse_cards("2H 8H RJ"), parse_cards("5D 9S"), parse_cards("3D 4D 6D")),
        stock=parse_cards("7C 8C 9C 10C JC"),
        trick=parse_cards("KS"),
        trick_suit=Suit.SPADES,
        leader=1,
        played=parse_cards("2C 3C 4C"),
        scores=(10, 3, -7),
        hand_points=(5, 0, -2),
        phase=Phase.PLAY,
        to_act=2,
    )
    assert nonzero_by_section(state.view(0)) == {
        "hand": {26: 1.0, 32: 1.0, 52: 1.0},  # 2♥ 8♥ RJ
        "trick": {54 + 50: 1.0},  # K♠ by seat 1
        "trick_suit": {3: 1.0},  # ♠
        "leader": {1: 1.0},  # seat 1
        "played": {0: 1.0, 1: 1.0, 2: 1.0},  # 2♣ 3♣ 4♣
        "hand_sizes": {0: 3.0, 1: 2.0, 2: 3.0},
        "stock_size": {0: 5.0},
        "hand_number": {0: 2.0},
        "phase": {0: 1.0},  # play
        "to_act": {2: 1.0},  # seat 2
        "hand_points": {0: 5.0, 2: -2.0},
        "scores": {0: 10.0, 1: 3.0, 2: -7.0},
    }
    # Seen by seat 2: its own seat first, then seat 0, then seat 1.
    found = nonzero_by_section(state.view(2))
    assert (found["trick"], found["leader"], found["to_act"]) == (
        {108 + 50: 1.0},
        {2: 1.0},
        {0: 1.0},
    )
    assert found["scores"] == {0: -7.0, 1: 10.0, 2: 3.0}


def test_a_led_joker_is_masked_once_for_each_suit_it_may_name() -> None:
    state = szaman.State(
        rules=szaman.Rules(players=2, lead_starting_card=False),
        seed=0,
        hand_number=1,
        hands=(parse_cards("2C BJ"), parse_cards("3C 4C")),
        stock=(),
        trick=(),
        trick_suit=None,
        leader=0,
        played=(),
        scores=(0, 0),
        hand_points=(0, 0),
        phase=Phase.PLAY,
        to_act=0,
    )
    mask = encoding.legal_action_mask(state.view(0))
    assert [i for i, bit in enumerate(mask) if bit] == [0, 56, 57]  # 2♣, BJ as ♣, BJ as ♠
