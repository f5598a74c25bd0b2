"""tricktaker.euchre against OpenSpiel's C++ ``euchre``, move by move.

Random OpenSpiel games, under each of its parameters (``allow_lone_defender``,
``stick_the_dealer``), are followed in tricktaker as one hand (``Rules.openspiel``): the same
dealer, the same cards (OpenSpiel deals card ``k`` to seat ``(dealer + k) % 4``, the dealer
first, and turns the 21st), and the same actions. At every decision the seat to act and the
legal actions must be the same; after every trick the same seat leads (OpenSpiel's winner
of the trick); at the end OpenSpiel's returns must be each side's points less the other
side's (its returns are zero-sum: the makers' score, and the defenders' its negation).
``TRICKTAKER_DIFF_GAMES`` and ``TRICKTAKER_DIFF_SEED`` set the number of games (20,000) and
the first game's index (0).

Needs ``pyspiel`` (the ``openspiel`` dependency group): skipped without it, unless
``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import random
from functools import cache
from typing import Any

import attrs
import pytest

from tricktaker import Card, Play, Rank, Suit, euchre

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
CHUNKS = 10

# OpenSpiel numbers a card rank * 4 + suit, its ranks 9 T J Q K A and its suits C D H S.
CARDS = tuple(Card.of(Suit(action % 4), Rank(9 + action // 4)) for action in range(24))
PASS, CLUBS, ALONE, PARTNER = 24, 25, 29, 30


def ours(action: int, phase: euchre.Phase) -> Any:
    """The tricktaker action for an OpenSpiel player action in ``phase``."""
    if action < 24:
        return (
            euchre.Discard(CARDS[action]) if phase is euchre.Phase.DISCARD else Play(CARDS[action])
        )
    if action == PASS:
        return euchre.Pass()
    if action < ALONE:
        return euchre.Call(Suit(action - CLUBS))
    return euchre.GoAlone(action == ALONE)


@cache
def load(lone_defender: bool, stick: bool) -> Any:
    return pyspiel.load_game(
        "euchre", {"allow_lone_defender": lone_defender, "stick_the_dealer": stick}
    )


def compare_one_game(index: int) -> int:
    """Play OpenSpiel game ``index`` at random and follow it in tricktaker; the number of
    decisions compared."""
    rng = random.Random(f"openspiel-euchre:{index}")
    lone_defender, stick = index % 2 == 1, index % 4 >= 2
    state = load(lone_defender, stick).new_initial_state()
    chance: list[int] = []
    while state.is_chance_node():
        action = rng.choice(state.legal_actions())
        chance.append(action)
        state.apply_action(action)
    dealer, dealt, upcard = chance[0], chance[1:21], chance[21]
    hands = [
        [CARDS[a] for k, a in enumerate(dealt) if (dealer + k) % 4 == seat] for seat in range(4)
    ]
    rules = attrs.evolve(
        euchre.Rules.openspiel(allow_lone_defender=lone_defender, stick_the_dealer=stick),
        first_dealer=dealer,
    )
    mine = euchre.new_game(rules, seed=index, deal=euchre.Deal(hands, (CARDS[upcard],)))
    assert mine.upcard == CARDS[upcard]
    assert mine.dealer == dealer

    compared = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert mine.to_act == state.current_player(), (index, str(state))
        mapped = [ours(action, mine.phase) for action in legal]
        assert len(set(mapped)) == len(mapped)
        assert set(mapped) == set(mine.legal_actions()), (index, str(state))
        compared += 1
        action = rng.choice(legal)
        state.apply_action(action)
        mine, events = mine.apply(ours(action, mine.phase))
        for event in events:
            if isinstance(event, euchre.TrickWon) and not state.is_terminal():
                assert state.current_player() == event.winner  # OpenSpiel's winner leads
    assert mine.is_over
    returns = state.returns()
    scores = mine.scores
    assert tuple(returns) == tuple(
        float(scores[seat] - scores[(seat + 1) % 4]) for seat in range(4)
    ), (index, str(state), scores)
    return compared


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_same_legal_actions_winners_and_returns_as_openspiel(chunk: int) -> None:
    indices = range(FIRST_SEED + chunk, FIRST_SEED + GAMES, CHUNKS)
    compared = sum(compare_one_game(index) for index in indices)
    assert compared >= len(indices) * 4  # at least four calls (a pass or a call each)


def test_the_card_and_action_numbering() -> None:
    # OpenSpiel's card 0 is the nine of clubs, 3 the nine of spades, 23 the ace of spades;
    # its text for a card is suit then rank.
    state = load(False, True).new_initial_state()
    state.apply_action(0)
    for action in (0, 3, 8, 23):
        text = state.action_to_string(action)  # "C9", "S9", "CJ", "SA"
        card = CARDS[action]
        assert card.suit is Suit.parse(text[0])
        assert str(card)[:-1] == text[1].replace("T", "10")
    for action, name in (
        (24, "Pass"),
        (25, "Clubs"),
        (28, "Spades"),
        (29, "Alone"),
        (30, "Partner"),
    ):
        assert state.action_to_string(action) == name
