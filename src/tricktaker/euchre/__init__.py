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

from tricktaker.engine.register import game_entry
from tricktaker.euchre import rules
from tricktaker.euchre.rules import *  # noqa: F403  (the names of rules.__all__)
from tricktaker.euchre.rules import GAME_RULES, Deal, Rules, deal_round, start
from tricktaker.euchre.words import WORDS
from tricktaker.plugin import present_as, public_dir

__all__ = [*rules.__all__, "GAME"]

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal
)
"""Euchre as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the turned card), bots, narration and encoding."""

present_as("tricktaker.euchre", globals(), __all__)
__dir__ = public_dir(globals())
