"""Skat: three players, 32 cards, the auction of the International Skat Order (ISkO), the
skat picked up or Hand, suit games, Grand and Null, Schneider, Schwarz and Ouvert announced,
game values from the matadors, overbidding, the declarer's 61; the ISkO's list or the
Seeger–Fabian scores, and Ramsch when all pass (options); and OpenSpiel's simplified
``skat`` (:meth:`Rules.openspiel <tricktaker.skat.Rules.openspiel>`).

A plug-in on the trick-game engine (:mod:`tricktaker.engine`): what differs is in a few
hooks of :class:`Skat` and five phases before the tricks.

>>> from tricktaker import skat
>>> state = skat.new_game(skat.Rules(), seed=1)
>>> state.to_act, [str(action) for action in state.legal_actions()][:3]
(2, ['pass', 'bid 18', 'bid 20'])
"""

from __future__ import annotations

from tricktaker.engine.register import game_entry
from tricktaker.plugin import present_as, public_dir
from tricktaker.skat import rules
from tricktaker.skat.bots import HeuristicBot
from tricktaker.skat.rules import *  # noqa: F403  (the names of rules.__all__)
from tricktaker.skat.rules import BID_VALUES, GAME_RULES, Deal, Rules, as_dealt, deal_round, start
from tricktaker.skat.words import WORDS

__all__ = ["GAME", "HeuristicBot"]
__all__ += rules.__all__

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal,
    dealt=as_dealt, policy=HeuristicBot,
    extra_decisions=lambda rules, number: 2 * len(BID_VALUES) + 9,
)  # fmt: skip
"""Skat as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the skat), bots, narration and encoding; a hand's decisions besides
its cards are at most each value said and held, three passes, the skat's choice, two cards
laid away, the declaration, and Kontra and Re."""

present_as("tricktaker.skat", globals(), __all__)
__dir__ = public_dir(globals())
