"""Hearts: four players, each for themselves, three cards passed before each hand, no trump;
a point a heart and 13 for the Q♠, shooting the moon, and a game to 100 that the lowest
total wins.

A game on the trick-game engine (:mod:`tricktaker.engine`): the pass is a phase, and what
differs from a plain trick game the hooks of ``hearts.rules.Hearts``. Equal to OpenSpiel's
``hearts`` under :meth:`Rules.openspiel <tricktaker.hearts.Rules.openspiel>`.

>>> from tricktaker import hearts
>>> state = hearts.new_game(hearts.Rules(), seed=1)
>>> for seat in range(4):
...     state, events = hearts.apply_pass(state, state.hands[seat][-3:])
>>> state.phase, str(events[-1]), state.trick
(<Phase.PLAY: 'play'>, 'the passed cards are taken up', ())
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed, GameOver
from tricktaker.hearts.bots import HeuristicBot, determinize, search_bot
from tricktaker.hearts.rules import (
    GAME_RULES,
    Action,
    CardPassed,
    Deal,
    Direction,
    HandScored,
    HandStarted,
    Pass,
    PassesReceived,
    PassOrder,
    Phase,
    Rules,
    State,
    TrickWon,
    View,
    apply_pass,
    deal_hand,
    hand_score,
    legal_plays,
    new_game,
    start,
    trick_winner,
)
from tricktaker.hearts.words import WORDS as _WORDS
from tricktaker.hearts.words import describe, narrate
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds as _Bounds

__all__ = [
    "GAME", "Action", "CardPassed", "CardPlayed", "Deal", "Direction", "GameOver", "HandScored",
    "HandStarted", "HeuristicBot", "Pass", "PassOrder", "PassesReceived", "Phase", "Play",
    "Rules", "State", "TrickWon", "View", "apply_pass", "deal_hand", "determinize",
    "hand_score", "legal_plays", "new_game", "search_bot", "start", "trick_winner"
]  # fmt: skip

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_hand, words=_WORDS,
    deal=lambda rules, number, hands, rest: Deal(hands), narrate=narrate, describe=describe,
    bots={"heuristic": HeuristicBot, "search": search_bot}, encoding=False,
    resample=determinize, extra_decisions=lambda rules, number: 12,
)  # fmt: skip
"""Hearts as the registry, the bots' loop and the command line see it, with the engine's
chance (resampled by the search's worlds, :func:`determinize`; twelve passes a hand)."""

_SEATS, _FOUR = _Bounds(minimum=0, maximum=3), _Bounds(min_items=4, max_items=4)
register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=13, actions=[Pass, Play],
    events=[HandStarted, CardPassed, PassesReceived, CardPlayed, TrickWon, HandScored],
    others=[Deal],
    bounds={
        Rules: {"target": _Bounds(minimum=1), "hands": _Bounds(minimum=0)},
        State: {"passed": _FOUR, "taken": _FOUR}, View: {"taken": _FOUR},
        PassesReceived: {"received": _FOUR}, HandScored: {"moon": _SEATS},
    },
)  # fmt: skip

present_as("tricktaker.hearts", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
