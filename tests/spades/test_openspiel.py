"""tricktaker.spades against OpenSpiel's C++ ``spades``, step by step.

Random OpenSpiel games over its parameters (the mercy rule on and off, mercy and win
thresholds that a single hand reaches and that it does not, several bonuses and
``num_tricks``) are replayed in tricktaker with ``Rules.openspiel(**parameters)``: the same
cards (OpenSpiel deals its ``i``-th chance card to player ``i % 4``; seat 0 bids and leads
first), then OpenSpiel's actions. At every decision the player to act and the legal actions
must be the same; after every trick the same player leads; at the end the scores must equal
OpenSpiel's returns. The documented transformation is ``Rules.openspiel``'s: OpenSpiel
applies the mercy rule whenever ``mercy_threshold`` is not 0, and never marks spades broken.

``TRICKTAKER_DIFF_GAMES`` and ``TRICKTAKER_DIFF_SEED`` set the number of games and the
first seed. Needs ``pyspiel`` (the ``openspiel`` dependency group): skipped without it,
unless ``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import random
import re
from functools import cache
from typing import Any

import pytest

from tricktaker import Card, Play, Rank, Suit, spades

try:
    import pyspiel
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_OPENSPIEL") == "1":
        raise
    pytest.skip(
        "pyspiel is not importable (pip install open_spiel, or the openspiel dependency group)",
        allow_module_level=True,
    )

GAMES = int(os.environ.get("TRICKTAKER_DIFF_GAMES", "20000"))
FIRST_SEED = int(os.environ.get("TRICKTAKER_DIFF_SEED", "0"))
CHUNKS = 4
DECK = 52

# OpenSpiel numbers a card suit * 13 + rank, its suits in the order C, D, H, S (as ours).
CARDS = tuple(Card.of(Suit(action // 13), Rank(action % 13 + 2)) for action in range(DECK))

PARAMETERS: dict[str, tuple[Any, ...]] = {
    "use_mercy_rule": (True, False),
    "mercy_threshold": (-350, -100, -40, 0),
    "win_threshold": (500, 100, 40, 0),
    "win_or_loss_bonus": (200, 0, 50, 1000),
    "num_tricks": (2, 1, 5),
}


def ours(action: int) -> Any:
    """The tricktaker action for an OpenSpiel player action: a card, or 52 + a bid."""
    return Play(CARDS[action]) if action < DECK else spades.Bid(action - DECK)


@cache
def load(**parameters: Any) -> Any:
    return pyspiel.load_game("spades", parameters)


def tricks_won(text: str) -> tuple[int, ...]:
    """OpenSpiel's tally of tricks taken, from its state's text."""
    match = re.search(r"North East  South  West\n([-\d ]+)\n", text.split("Tricks taken:")[1])
    assert match is not None, text
    return tuple(int(n) for n in match.group(1).split())


def compare_one_game(index: int) -> int:
    """Play OpenSpiel game ``index`` at random and follow it in tricktaker; the number of
    decisions compared."""
    rng = random.Random(f"openspiel-spades:{index}")
    parameters = {
        name: values[(index + rng.randrange(len(values))) % len(values)]
        for name, values in PARAMETERS.items()
    }
    state = load(**parameters).new_initial_state()
    dealt: list[int] = []
    while state.is_chance_node():
        action = rng.choice(state.legal_actions())
        dealt.append(action)
        state.apply_action(action)
    assert len(dealt) == DECK
    hands = [[CARDS[a] for a in dealt[seat::4]] for seat in range(4)]
    mine = spades.new_game(
        spades.Rules.openspiel(**parameters), seed=index, deal=spades.Deal(hands)
    )
    compared = 0
    scored = None
    while not state.is_terminal():
        legal = state.legal_actions()
        assert mine.to_act == state.current_player(), (index, str(state))
        mapped = [ours(action) for action in legal]
        assert set(mapped) == set(mine.legal_actions()), (index, str(state))
        compared += 1
        # bids skewed low, as players bid, so that nils and made contracts occur
        bids = [a for a in legal if a >= DECK and a - DECK <= 5]
        action = rng.choice(bids if bids and rng.random() < 0.8 else legal)
        state.apply_action(action)
        mine, events = mine.apply(ours(action))
        for event in events:
            if isinstance(event, spades.TrickWon) and not state.is_terminal():
                assert state.current_player() == event.winner  # OpenSpiel's winner leads
            if isinstance(event, spades.RoundScored):
                scored = event
    assert mine.is_over
    assert scored is not None
    assert scored.taken == tricks_won(str(state))
    returns = tuple(int(value) for value in state.returns())
    assert mine.scores == returns, (index, parameters, scored, str(state))
    best = max(returns)
    assert mine.winners == tuple(seat for seat in range(4) if returns[seat] == best)
    return compared


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_same_legal_actions_winners_and_returns_as_openspiel(chunk: int) -> None:
    seeds = range(FIRST_SEED + chunk, FIRST_SEED + GAMES, CHUNKS)
    compared = sum(compare_one_game(index) for index in seeds)
    assert compared == len(seeds) * (4 + DECK)  # a bid a seat, then every card


def test_the_card_numbering_and_a_nil_bid() -> None:
    state = load().new_initial_state()
    for action in range(DECK):
        state.apply_action(action)
    assert state.action_to_string(0, 0) == "C2"
    assert state.action_to_string(0, 12) == "CA"
    assert state.action_to_string(0, 51) == "SA"
    assert state.action_to_string(0, DECK) == "Nil"
    assert ours(0) == Play(Card.parse("2C"))
    assert ours(51) == Play(Card.parse("AS"))
