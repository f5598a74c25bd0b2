"""Euchre: four players in two partnerships, 24 cards, the turned card ordered up or turned
down and a second round naming trump, the right and left bowers, going alone, the dealer's
discard, hands scored to 10; from OpenSpiel's ``euchre`` and pagat.com's page.

A plug-in on the trick-game engine (:mod:`tricktaker.engine`), with what differs in a few
hooks of :class:`Euchre` and three phases before the tricks; equal to OpenSpiel's
``euchre`` under :meth:`Rules.openspiel <tricktaker.euchre.Rules.openspiel>`.

>>> from tricktaker import euchre
>>> state = euchre.new_game(euchre.Rules(), seed=1)
>>> state.to_act, state.legal_actions()
(1, (Pass(), Call(suit=<Suit.SPADES: 3>)))
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.euchre.game import (
    DECK,
    GAME_RULES,
    Action,
    AloneChosen,
    Call,
    Deal,
    Discard,
    Discarded,
    Euchre,
    GoAlone,
    HandScored,
    HandStarted,
    Pass,
    Passed,
    Phase,
    Rules,
    State,
    TrickWon,
    TrumpCalled,
    View,
    deal_round,
    follow_suit,
    hand_points,
    left_bower,
    new_game,
    start,
    trick_winner,
)
from tricktaker.euchre.words import WORDS
from tricktaker.events import CardPlayed
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds

__all__ = [
    "DECK", "GAME", "Action", "AloneChosen", "Call", "Deal", "Discard", "Discarded", "Euchre",
    "GoAlone", "HandScored", "HandStarted", "Pass", "Passed", "Phase", "Play", "Rules",
    "State", "TrickWon", "TrumpCalled", "View", "deal_round", "follow_suit", "hand_points",
    "left_bower", "new_game", "start", "trick_winner",
]  # fmt: skip

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal
)
"""Euchre as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the turned card), bots, narration and encoding."""

_PASSES = {"passes": Bounds(minimum=0, maximum=8)}
register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=6,
    actions=[Pass, Call, Discard, GoAlone, Play],
    events=[HandStarted, Passed, TrumpCalled, Discarded, AloneChosen, CardPlayed, TrickWon,
            HandScored],
    others=[Deal],
    derived={Rules: ["teams"], View: ["legal_actions"]},
    bounds={State: _PASSES, View: _PASSES},
    seats=("maker", "lone_defender"),
)  # fmt: skip

present_as("tricktaker.euchre", globals(), __all__)
__dir__ = public_dir(globals())
