"""Doppelkopf: four players, 48 cards (every card twice), the Re party of the queens of
clubs against Kontra, hidden until play or an announcement shows them; the hearts tens
(Dullen), queens, jacks and diamonds as trumps; the announcements (Re, Kontra, keine 90 ...
schwarz) with their deadlines; the solos and the marriage; the deal's game points with the
extra points; from the Deutscher Doppelkopf-Verband's Turnierspielregeln and pagat.com's page.

A plug-in on the trick-game engine (:mod:`tricktaker.engine`): the hooks of
:class:`Doppelkopf` and its announcements, taken in the play (the engine's ``play_rule``).

>>> from tricktaker import doppelkopf
>>> state = doppelkopf.new_game(doppelkopf.Rules(), seed=1)
>>> state.to_act, [str(action) for action in state.legal_actions()][:3]
(1, ['gesund', 'Damensolo', 'Bubensolo'])
>>> for _ in range(4):
...     state, events = state.apply(doppelkopf.Declare(doppelkopf.Contract.NORMAL))
>>> state.phase, [str(action) for action in state.legal_actions()][-5:]
(<Phase.PLAY: 'play'>, ['Kontra', 'keine 90', 'keine 60', 'keine 30', 'schwarz'])
"""

from __future__ import annotations

from tricktaker.doppelkopf import rules
from tricktaker.doppelkopf.bots import DoppelkopfBot
from tricktaker.doppelkopf.rules import *  # noqa: F403  (the names of rules.__all__)
from tricktaker.doppelkopf.rules import GAME_RULES, Call, Deal, Rules, deal_round, start
from tricktaker.doppelkopf.words import WORDS
from tricktaker.engine.register import game_entry
from tricktaker.plugin import present_as, public_dir

__all__ = [*rules.__all__, "GAME", "DoppelkopfBot"]

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal,
    policy=DoppelkopfBot, extra_decisions=lambda rules, number: 4 + 2 * (len(Call) - 1),
)  # fmt: skip
"""Doppelkopf as the registry, the bots' loop and the command line see it, with the
engine's chance, narration and encoding, and its own heuristic bot (the search bot's
playouts); a deal's decisions besides its cards are at most four reservations and five
announcements a party."""

present_as("tricktaker.doppelkopf", globals(), __all__)
__dir__ = public_dir(globals())
