"""tricktaker.hearts against OpenSpiel's C++ ``hearts``, step by step.

Random OpenSpiel games over every value of its eight parameters are replayed in tricktaker
with ``Rules.openspiel(**parameters)``: the pass direction of OpenSpiel's first chance action
(its numbering is :class:`~tricktaker.hearts.Direction`'s) and the same cards (OpenSpiel deals
its ``i``-th chance card to player ``i % 4``) as the ``Deal``, then OpenSpiel's actions. A pass
is a card in both (OpenSpiel's action ``c`` is ``Pass(card c)`` while cards are passed, and
``Play(card c)`` after). At every decision the player to act and the legal actions must be
the same; after every trick the same player leads; at the end each seat's score must be
``26 - `` its OpenSpiel return (OpenSpiel returns 26 less the points taken).

``TRICKTAKER_DIFF_GAMES`` and ``TRICKTAKER_DIFF_SEED`` set the number of games and the
first seed. Needs ``pyspiel`` (the ``openspiel`` dependency group): skipped without it,
unless ``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import random
from functools import cache
from typing import Any

import pytest

from tricktaker import Card, Play, Rank, Suit, hearts

try:
    import pyspiel
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_OPENSPIEL") == "1":
        raise
    pytest.skip(
        "pyspiel is not importable (pip install open_spiel, or the openspiel dependency group)",
        allow_module_level=True,
    )

GAMES = int(os.environ.get("TRICKTAKER_DIFF_GAMES", "4000"))
FIRST_SEED = int(os.environ.get("TRICKTAKER_DIFF_SEED", "0"))
CHUNKS = 4
DECK = 52

# OpenSpiel's hearts numbers a card rank * 4 + suit (2♣ 2♦ 2♥ 2♠ 3♣ ...), its suits in the
# order C, D, H, S (as ours): not the order of its spades, nor of the 52-card deck.
CARDS = tuple(Card.of(Suit(action % 4), Rank(action // 4 + 2)) for action in range(DECK))

FLAGS = (
    "pass_cards",
    "no_pts_on_first_trick",
    "can_lead_any_club",
    "jd_bonus",
    "avoid_all_tricks_bonus",
    "qs_breaks_hearts",
    "must_break_hearts",
    "can_lead_hearts_instead_of_qs",
)


def ours(action: int, passing: bool) -> Any:
    """The tricktaker action for an OpenSpiel player action, a card."""
    return hearts.Pass(CARDS[action]) if passing else Play(CARDS[action])


@cache
def load(**parameters: Any) -> Any:
    return pyspiel.load_game("hearts", parameters)


def compare_one_game(index: int) -> tuple[int, int]:
    """Play OpenSpiel game ``index`` at random and follow it in tricktaker; the number of
    passes and of plays compared."""
    rng = random.Random(f"openspiel-hearts:{index}")
    # each flag takes each value in turn over consecutive games, shuffled by the game's rng
    parameters = {
        name: bool((index >> i) & 1) ^ (rng.random() < 0.5) for i, name in enumerate(FLAGS)
    }
    state = load(**parameters).new_initial_state()
    direction = hearts.Direction(rng.choice(state.legal_actions()))
    state.apply_action(direction.value)
    dealt: list[int] = []
    while state.is_chance_node():
        action = rng.choice(state.legal_actions())
        dealt.append(action)
        state.apply_action(action)
    assert len(dealt) == DECK
    hands = [[CARDS[a] for a in dealt[seat::4]] for seat in range(4)]
    rules = hearts.Rules.openspiel(**parameters)
    mine = hearts.new_game(rules, seed=index, deal=hearts.Deal(hands, direction=direction))
    passes = plays = 0
    scored = None
    while not state.is_terminal():
        passing = mine.phase is hearts.Phase.PASS
        legal = state.legal_actions()
        assert mine.to_act == state.current_player(), (index, str(state))
        assert {ours(a, passing) for a in legal} == set(mine.legal_actions()), (index, str(state))
        passes, plays = (passes + 1, plays) if passing else (passes, plays + 1)
        action = rng.choice(legal)
        state.apply_action(action)
        mine, events = mine.apply(ours(action, passing))
        for event in events:
            if isinstance(event, hearts.TrickWon) and not state.is_terminal():
                assert state.current_player() == event.winner  # OpenSpiel's winner leads
            if isinstance(event, hearts.HandScored):
                scored = event
    assert mine.is_over
    assert scored is not None
    returns = tuple(int(value) for value in state.returns())
    assert mine.scores == tuple(26 - value for value in returns), (index, parameters, scored)
    best = max(returns)
    assert mine.winners == tuple(seat for seat in range(4) if returns[seat] == best)
    assert passes == (0 if direction is hearts.Direction.NONE else 12)
    return passes, plays


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_same_legal_actions_winners_and_returns_as_openspiel(chunk: int) -> None:
    seeds = range(FIRST_SEED + chunk, FIRST_SEED + GAMES, CHUNKS)
    counts = [compare_one_game(index) for index in seeds]
    assert all(plays == DECK for _, plays in counts)
    assert any(passes for passes, _ in counts)
    assert not all(passes for passes, _ in counts)


def test_the_card_numbering_and_the_pass_directions() -> None:
    state = load().new_initial_state()
    assert [state.action_to_string(0, d.value) for d in hearts.Direction] == [
        "No Pass", "Left", "Across", "Right"
    ]  # fmt: skip
    state.apply_action(hearts.Direction.LEFT.value)
    for action in range(DECK):
        state.apply_action(action)
    assert [state.action_to_string(0, a) for a in (0, 1, 4, 51)] == ["2C", "2D", "3C", "AS"]
    assert ours(0, passing=False) == Play(Card.parse("2C"))
    assert ours(51, passing=True) == hearts.Pass(Card.parse("AS"))
