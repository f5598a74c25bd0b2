"""tricktaker.ohhell against OpenSpiel's C++ ``oh_hell``, step by step.

Random OpenSpiel games over 3 to 7 players, fixed and random numbers of tricks, both scorings
and several points per trick are replayed in tricktaker as a single deal: the same cards
(OpenSpiel deals card ``i`` to player ``i % players``, player 0 first whoever deals, and turns
the card after the hands), the same dealer and the same actions, with
``Rules(players=p, schedule=(k,), hook=True, off_bid_penalty=..., points_per_trick=...,
first_dealer=dealer)``. At every decision the player to act and the legal actions must be
the same; after every trick the same player leads (OpenSpiel's winner of the trick); at the
end the tricks taken, and the scores, must equal OpenSpiel's tally and returns.

Needs ``pyspiel`` (``pip install open_spiel``, the ``openspiel`` dependency group): skipped
without it, unless ``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import random
import re
from functools import cache
from typing import Any

import pytest

from tricktaker import Card, Play, Rank, Suit, ohhell

try:
    import pyspiel
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_OPENSPIEL") == "1":
        raise
    pytest.skip(
        "pyspiel is not importable (pip install open_spiel, or the openspiel dependency group)",
        allow_module_level=True,
    )

GAMES = 10_000
CHUNKS = 10
DECK = 52

# OpenSpiel numbers a card rank * 4 + suit, its suits in the order C, D, S, H.
_OPENSPIEL_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
CARDS = tuple(
    Card.of(_OPENSPIEL_SUITS[action % 4], Rank(action // 4 + 2)) for action in range(DECK)
)


def ours(action: int) -> Any:
    """The tricktaker action for an OpenSpiel player action: a card, or 52 + a bid."""
    return Play(CARDS[action]) if action < DECK else ohhell.Bid(action - DECK)


@cache
def load(players: int, tricks: int, penalty: bool, per_trick: int) -> Any:
    return pyspiel.load_game(
        "oh_hell",
        {
            "players": players,
            "num_tricks_fixed": tricks,
            "off_bid_penalty": penalty,
            "points_per_trick": per_trick,
        },
    )


def tricks_won(text: str) -> tuple[int, ...]:
    """OpenSpiel's tally of tricks won, from its state's text."""
    match = re.search(r"Tricks Won:\s*([\d ]+)", text)
    assert match is not None, text
    return tuple(int(n) for n in match.group(1).split())


def compare_one_game(index: int) -> int:
    """Play OpenSpiel game ``index`` at random and follow it in tricktaker; the number of
    decisions compared."""
    rng = random.Random(f"openspiel-oh-hell:{index}")
    players = 3 + index % 5
    most = (DECK - 1) // players
    tricks = -1 if index % 3 == 0 else rng.randint(1, most)  # -1: OpenSpiel's chance picks
    penalty = rng.random() < 0.5
    per_trick = rng.choice((1, 1, 2, 3))
    game = load(players, tricks, penalty, per_trick)
    state = game.new_initial_state()

    chance: list[int] = []
    while state.is_chance_node():
        action = rng.choice(state.legal_actions())
        chance.append(action)
        state.apply_action(action)
    size, dealer, dealt = chance[0], chance[1], chance[2:]
    assert tricks in (-1, size)
    assert 1 <= size <= most
    assert len(dealt) == players * size + 1
    hands = [[CARDS[a] for a in dealt[seat : players * size : players]] for seat in range(players)]
    rules = ohhell.Rules(
        players=players,
        schedule=(size,),
        hook=True,
        off_bid_penalty=penalty,
        points_per_trick=per_trick,
        first_dealer=dealer,
    )
    mine = ohhell.new_game(rules, seed=index, deal=ohhell.Deal(hands, CARDS[dealt[-1]]))
    assert mine.trump is CARDS[dealt[-1]].suit

    compared = 0
    scored = None
    while not state.is_terminal():
        legal = state.legal_actions()
        assert mine.to_act == state.current_player()
        mapped = [ours(action) for action in legal]
        assert len(set(mapped)) == len(mapped)
        assert set(mapped) == set(mine.legal_actions()), (index, state)
        compared += 1
        action = rng.choice(legal)
        state.apply_action(action)
        mine, events = mine.apply(ours(action))
        for event in events:
            if isinstance(event, ohhell.TrickWon) and not state.is_terminal():
                assert state.current_player() == event.winner  # OpenSpiel's winner leads
            if isinstance(event, ohhell.RoundScored):
                scored = event
    assert mine.is_over
    assert scored is not None
    assert scored.taken == tricks_won(str(state))
    returns = state.returns()
    assert all(value == int(value) for value in returns)
    assert mine.scores == scored.points == tuple(int(value) for value in returns), (index, state)
    return compared


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_same_legal_actions_winners_and_returns_as_openspiel(chunk: int) -> None:
    per_chunk = GAMES // CHUNKS
    compared = sum(
        compare_one_game(index) for index in range(chunk * per_chunk, (chunk + 1) * per_chunk)
    )
    # every game has a bid per player and a card per player per trick
    assert compared >= per_chunk * (3 + 3)


def test_the_card_numbering() -> None:
    # OpenSpiel's action 0 is the two of clubs, 3 the two of hearts, 51 the ace of hearts;
    # its text for a card is suit then rank.
    game = load(4, 1, False, 1)
    state = game.new_initial_state()
    state.apply_action(1)
    state.apply_action(0)
    for action in (0, 2, 3, 51):
        text = state.action_to_string(action)  # "C2", "S2", "H2", "HA"
        card = CARDS[action]
        assert str(card) == text[1].replace("T", "10") + card.suit.symbol
        assert card.suit is Suit.parse(text[0])
