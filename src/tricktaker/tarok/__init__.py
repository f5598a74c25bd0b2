"""Slovenian Tarok for three and four players: 54 cards (22 taroks and 32 suit cards), the
bidding of contracts (klop, three, two, one, the solos, beggar, solo without, open beggar,
colour valat, valat), calling a king, the talon exchange, the bonuses; OpenSpiel's ``tarok``
move by move.

>>> from tricktaker import tarok
>>> state = tarok.new_game(tarok.Rules(players=3), seed=1)
>>> state.to_act, [str(action) for action in state.legal_actions()][:3]
(1, ['pass', 'bid two', 'bid one'])
"""

from __future__ import annotations

from tricktaker.engine.register import game_entry
from tricktaker.plugin import present_as, public_dir
from tricktaker.tarok import rules
from tricktaker.tarok.bots import TarokBot
from tricktaker.tarok.rules import *  # noqa: F403  (the names of rules.__all__)
from tricktaker.tarok.rules import GAME_RULES, Deal, Rules, deal_round, start
from tricktaker.tarok.words import WORDS

__all__ = [*rules.__all__, "GAME", "TarokBot"]

_LONGEST_AUCTION = {3: 17, 4: 24}
"""The most calls an auction has (:func:`bid_choices`), by players."""
GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal,
    policy=TarokBot, extra_decisions=lambda rules, number: _LONGEST_AUCTION[rules.players] - 1,
)  # fmt: skip
"""Tarok as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the talon), bots, narration and encoding; a hand's decisions
besides its 48 cards played are at most the longest auction, a king, a talon part and three
discards (its 54 cards dealt count six of them)."""

present_as("tricktaker.tarok", globals(), __all__)
__dir__ = public_dir(globals())
