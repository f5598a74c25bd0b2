"""Oh Hell's encoding: the stored action numbering (a renumbering fails here), and one position's
observation written out section by section, as docs/research.md describes the layout."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.encoding_checks import nonzero_by_section
from tricktaker import Card, Play, Suit, encoding, ohhell, parse_cards
from tricktaker.ohhell import Bid, Phase

NUMBERING: list[tuple[Any, int]] = [
    (Play(Card.parse("2C")), 0),
    (Play(Card.parse("AC")), 12),
    (Play(Card.parse("8H")), 32),
    (Play(Card.parse("AS")), 51),
    (Bid(0), 52),
    (Bid(5), 57),
    (Bid(17), 69),
]


@pytest.mark.parametrize(("action", "index"), NUMBERING, ids=[str(a) for a, _ in NUMBERING])
@pytest.mark.parametrize("players", [3, 7])
def test_each_action_keeps_its_index(action: Any, index: int, players: int) -> None:
    rules = ohhell.Rules(players=players)
    state = ohhell.new_game(rules, seed=1)
    assert encoding.action_index(action, rules) == index
    assert encoding.action_from_index(index, state) == action


def test_the_sizes_for_each_player_count() -> None:
    sizes = {n: encoding.observation_size(ohhell.Rules(players=n)) for n in range(3, 8)}
    assert sizes == {3: 457, 4: 504, 5: 564, 6: 616, 7: 675}
    assert {encoding.num_actions(ohhell.Rules(players=n)) for n in range(3, 8)} == {70}
    # The bids and tricks sections follow the largest hand of the schedule.
    assert (
        encoding.observation_size(ohhell.Rules(players=3, schedule=(1,))) == 457 - 2 * 3 * 16 - 16
    )


def test_a_position_observed_section_by_section() -> None:
    # Round 2 (2 cards each) of 3 players, seat 1 dealt, 10♦ turned; seat 2 led A♥ to the
    # round's first trick and seat 0 is to play. Seen by seat 1, whose seats in the
    # observation are: 1 (itself) 0th, 2 1st, 0 2nd.
    state = ohhell.State(
        rules=ohhell.Rules(players=3, schedule=(3, 2)),
        seed=0,
        round=2,
        dealer=1,
        trump_card=Card.parse("10D"),
        trump=Suit.DIAMONDS,
        hands=(parse_cards("4S 5S"), parse_cards("2C 9H"), parse_cards("KC")),
        bids=(0, 1, 0),
        tricks_taken=(0, 0, 0),
        trick=parse_cards("AH"),
        leader=2,
        scores=(11, 1, 0),
        phase=Phase.PLAY,
        to_act=0,
    )
    assert nonzero_by_section(state.view(1)) == {
        "hand": {0: 1.0, 33: 1.0},  # 2♣ 9♥
        "trick": {52 + 38: 1.0},  # A♥ by seat 2
        "leader": {1: 1.0},  # seat 2
        "trump_card": {21: 1.0},  # 10♦
        "trump": {1: 1.0},  # ♦
        "phase": {1: 1.0},  # play
        "round": {0: 2.0},
        "cards": {1: 1.0},  # 2 cards each
        "dealer": {0: 1.0},  # seat 1 itself
        "to_act": {2: 1.0},  # seat 0
        "bids": {1: 1.0, 4 + 0: 1.0, 8 + 0: 1.0},  # seats 1 2 0: 1 0 0
        "tricks_taken": {0: 1.0, 4: 1.0, 8: 1.0},
        "scores": {0: 1.0, 2: 11.0},  # seat 2 has 0
    }


def test_the_cards_of_finished_tricks_are_observed() -> None:
    state = ohhell.new_game(ohhell.Rules(players=3, schedule=(5,)), seed=2)
    rng = random.Random(2)
    while not state.is_over:
        state, _ = state.apply(rng.choice(state.legal_actions()))
        view = state.view(0)
        assert nonzero_by_section(view).get("played", {}) == {
            encoding.action_index(Play(card), state.rules): 1.0 for card in view.played
        }
