"""Hearts: four players, each for themselves, three cards passed before each hand, no trump;
a point a heart and 13 for the Q♠, shooting the moon, and a game to 100 that the lowest
total wins.

Written as a plug-in on tricktaker's public surface; equal to OpenSpiel's ``hearts`` under
:meth:`Rules.openspiel <tricktaker.hearts.Rules.openspiel>`.

>>> from tricktaker import hearts
>>> state = hearts.new_game(hearts.Rules(), seed=1)
>>> for seat in range(4):
...     state, events = hearts.apply_pass(state, state.hands[seat][-3:])
>>> state.phase, str(events[-1]), state.trick
(<Phase.PLAY: 'play'>, 'the passed cards are taken up', ())
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bots.basic import RandomBot
from tricktaker.games import Game
from tricktaker.hearts import consistency as _consistency
from tricktaker.hearts.actions import Action, Pass
from tricktaker.hearts.bots import HeuristicBot
from tricktaker.hearts.dealing import DEALING as _DEALING
from tricktaker.hearts.events import (
    CardPassed,
    CardPlayed,
    GameOver,
    HandScored,
    HandStarted,
    PassesReceived,
    TrickWon,
)
from tricktaker.hearts.kernel import Direction
from tricktaker.hearts.narrate import narrate
from tricktaker.hearts.render import describe
from tricktaker.hearts.rules import PassOrder, Rules, hand_score, legal_plays, trick_winner
from tricktaker.hearts.search import determinize, search_bot
from tricktaker.hearts.state import (
    Deal,
    Phase,
    State,
    View,
    apply_pass,
    deal_hand,
    new_game,
    start,
)
from tricktaker.hearts.words import WORDS as _WORDS
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import register_types as _register_types

__all__ = [
    "GAME",
    "Action",
    "CardPassed",
    "CardPlayed",
    "Deal",
    "Direction",
    "GameOver",
    "HandScored",
    "HandStarted",
    "HeuristicBot",
    "Pass",
    "PassOrder",
    "PassesReceived",
    "Phase",
    "Play",
    "Rules",
    "State",
    "TrickWon",
    "View",
    "apply_pass",
    "deal_hand",
    "determinize",
    "hand_score",
    "legal_plays",
    "new_game",
    "search_bot",
    "start",
    "trick_winner",
]

GAME = Game(
    name="hearts",
    title="Hearts",
    rules=Rules,
    start=start,
    bots={"random": RandomBot, "heuristic": HeuristicBot, "search": search_bot},
    narrate=narrate,
    describe=describe,
    dealing=_DEALING,
    words=_WORDS,
)
"""Hearts as the registry, the bots' loop and the command line see it."""

_EVENTS = [HandStarted, CardPassed, PassesReceived, CardPlayed, TrickWon, HandScored]
_register_types(
    "hearts",
    [Rules, State, View, Deal, Pass, *(e for e in _EVENTS if e is not CardPlayed)],
    rules=Rules,
    actions=[Pass, Play],
    events=[*_EVENTS, GameOver],
    derived={View: ["legal_actions"]},
    checks=_consistency.CHECKS,
    bounds=_consistency.BOUNDS,
)

present_as("tricktaker.hearts", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
