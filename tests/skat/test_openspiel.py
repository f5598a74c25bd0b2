"""tricktaker.skat against OpenSpiel's C++ ``skat``, move by move.

Random OpenSpiel games (it has no parameters) are followed in tricktaker under
``Rules.openspiel()``: the same cards (OpenSpiel deals its chance actions 0-2, 11-14 and
23-25 to player 0, 3-5, 15-18 and 26-28 to player 1, 6-8, 19-22 and 29-31 to player 2, and 9
and 10 to the skat), and the same actions. At every decision the seat to act and the legal
actions must be the same; after every trick the same seat leads (OpenSpiel's winner of the
trick); at the end OpenSpiel's returns must be the scores divided by 240 (its declarer's
return is its card points less 60 over 120, each defender's its side's less 60 over 240;
a Null game 90 or 30 "points"; all passing, nothing).

``TRICKTAKER_DIFF_GAMES`` (default 5,000) sets the number of games and
``TRICKTAKER_DIFF_SEED`` (default 0) the first game's seed.

Needs ``pyspiel`` (the ``openspiel`` dependency group): skipped without it, unless
``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from tricktaker import Card, Play, Rank, Suit, skat

try:
    import pyspiel
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_OPENSPIEL") == "1":
        raise
    pytest.skip(
        "pyspiel is not importable (pip install open_spiel, or the openspiel dependency group)",
        allow_module_level=True,
    )

GAMES = int(os.environ.get("TRICKTAKER_DIFF_GAMES", "5000"))
FIRST = int(os.environ.get("TRICKTAKER_DIFF_SEED", "0"))
CHUNKS = 10

# OpenSpiel numbers a card suit * 8 + rank, its suits D H S C and its ranks 7 8 9 Q K T A J.
_SUITS = (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS)
_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.JACK)
CARDS = tuple(Card.of(_SUITS[action // 8], _RANKS[action % 8]) for action in range(32))
# Its bidding actions: 32 pass, then 33 diamonds, hearts, spades, clubs, grand, 38 null.
GAMES_BY_ACTION = (
    skat.Contract.DIAMONDS, skat.Contract.HEARTS, skat.Contract.SPADES, skat.Contract.CLUBS,
    skat.Contract.GRAND, skat.Contract.NULL,
)  # fmt: skip
_OWNER = (
    [0] * 3
    + [1] * 3
    + [2] * 3
    + [3] * 2
    + [0] * 4
    + [1] * 4
    + [2] * 4
    + [0] * 3
    + [1] * 3
    + [2] * 3
)  # the deal's k-th card goes to seat _OWNER[k] (3: the skat)


def ours(action: int, phase: skat.Phase) -> Any:
    """The tricktaker action for an OpenSpiel player action in ``phase``."""
    if action < 32:
        card = CARDS[action]
        return skat.Discard(card) if phase is skat.Phase.DISCARD else Play(card)
    if action == 32:
        return skat.Pass()
    return skat.Declare(GAMES_BY_ACTION[action - 33])


def compare_one_game(index: int) -> int:
    """Play OpenSpiel game ``index`` at random and follow it in tricktaker; the number of
    decisions compared."""
    rng = random.Random(f"openspiel-skat:{index}")
    state = pyspiel.load_game("skat").new_initial_state()
    chance: list[int] = []
    while state.is_chance_node():
        action = rng.choice(state.legal_actions())
        chance.append(action)
        state.apply_action(action)
    hands = [[CARDS[a] for k, a in enumerate(chance) if _OWNER[k] == seat] for seat in range(4)]
    mine = skat.new_game(
        skat.Rules.openspiel(), seed=index, deal=skat.Deal(hands[:3], (hands[3][0], hands[3][1]))
    )
    assert set(mine.skat) == set(hands[3])

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
            if isinstance(event, skat.TrickWon) and not state.is_terminal():
                assert state.current_player() == event.winner  # OpenSpiel's winner leads
    assert mine.is_over, (index, str(state))
    assert tuple(state.returns()) == tuple(score / 240 for score in mine.scores), (
        index, str(state), mine.scores,
    )  # fmt: skip
    return compared


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_same_legal_actions_winners_and_returns_as_openspiel(chunk: int) -> None:
    games = range(FIRST + chunk * GAMES // CHUNKS, FIRST + (chunk + 1) * GAMES // CHUNKS)
    compared = sum(compare_one_game(index) for index in games)
    assert compared >= len(games)  # at least the forehand's call each


def test_the_card_and_action_numbering() -> None:
    # OpenSpiel's card 0 is the seven of diamonds, 7 its jack, 31 the jack of clubs; its
    # text for a card is suit then rank.
    state = pyspiel.load_game("skat").new_initial_state()
    for action in (0, 5, 7, 14, 31):
        text = state.action_to_string(pyspiel.PlayerId.CHANCE, action)
        card = CARDS[action]
        assert card.suit is Suit.parse(text[0])
        assert str(card)[:-1] == text[1].replace("T", "10")
    names = ["unknown/pass", "diamonds", "hearts", "spades", "clubs", "grand", "null"]
    for offset, name in enumerate(names):
        assert state.action_to_string(0, 32 + offset) == name
