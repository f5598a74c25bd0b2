"""Skat: three players, 32 cards, a declarer against two with the skat, the suit games, the
Grand and the Null, the card points and the declarer's 61; OpenSpiel's simplified ``skat``
(each player in turn names a game or passes), from its C++ and the International Skat Order.

A plug-in on the trick-game engine (:mod:`tricktaker.engine`), with what differs in a few
hooks of :class:`Skat` and two phases before the tricks.

>>> from tricktaker import skat
>>> state = skat.new_game(skat.Rules(), seed=1)
>>> state.to_act, [str(action) for action in state.legal_actions()][:3]
(0, ['pass', 'declare Karo', 'declare Herz'])
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds
from tricktaker.skat.game import (
    CARD_POINTS,
    DECK,
    GAME_RULES,
    Action,
    Contract,
    Deal,
    Declare,
    Declared,
    Discard,
    Discarded,
    HandScored,
    HandStarted,
    Pass,
    Passed,
    Phase,
    Rules,
    Skat,
    State,
    TrickWon,
    View,
    card_points,
    deal_round,
    follow_suit,
    is_trump,
    new_game,
    openspiel_score,
    power,
    start,
    trick_winner,
)
from tricktaker.skat.words import WORDS

__all__ = [
    "CARD_POINTS", "DECK", "GAME", "Action", "Contract", "Deal", "Declare", "Declared",
    "Discard", "Discarded", "HandScored", "HandStarted", "Pass", "Passed", "Phase", "Play",
    "Rules", "Skat", "State", "TrickWon", "View", "card_points", "deal_round", "follow_suit",
    "is_trump", "new_game", "openspiel_score", "power", "start", "trick_winner",
]  # fmt: skip

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS,
    deal=lambda rules, n, hands, rest: Deal(hands, rest),
)  # fmt: skip
"""Skat as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the skat), bots, narration and encoding."""

_SEATS = Bounds(minimum=0, maximum=2)
register_game_types(
    GAME_RULES, rules=Rules, players=(3, 3), tricks=12,
    actions=[Pass, Declare, Discard, Play],
    events=[HandStarted, Passed, Declared, Discarded, CardPlayed, TrickWon, HandScored],
    others=[Deal],
    derived={View: ["legal_actions"]},
    bounds={
        State: {"declarer": _SEATS, "passes": Bounds(minimum=0, maximum=3),
                "laid_away": Bounds(minimum=0, maximum=2)},
        View: {"declarer": _SEATS, "passes": Bounds(minimum=0, maximum=3),
               "laid_away": Bounds(minimum=0, maximum=2)},
        HandScored: {"declarer": _SEATS, "declarer_points": Bounds(minimum=0, maximum=120),
                     "declarer_tricks": Bounds(minimum=0, maximum=10)},
    },
)  # fmt: skip

present_as("tricktaker.skat", globals(), __all__)
__dir__ = public_dir(globals())
