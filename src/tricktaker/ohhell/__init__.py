"""Oh Hell ("Oh Hell!", "Blackout", "Up and down the river"): one 52-card deck, a turned trump
card, and exact bidding; 3 to 7 players.

Written as a plug-in on tricktaker's public surface: this package is the game, and the only
other place that knows it is the line of ``tricktaker.games.BUILT_IN_GAMES`` that registers
it (a game of another distribution is registered by a ``tricktaker.games`` entry point).

>>> from tricktaker import ohhell
>>> state = ohhell.new_game(ohhell.Rules(players=4), seed=1)
>>> for bid in (0, 1, 0, 1):
...     state, events = state.apply(ohhell.Bid(bid))
>>> state.phase, [str(event) for event in events]
(<Phase.PLAY: 'play'>, ['seat 0 bids 1'])
"""

from __future__ import annotations

from tricktaker.deals import turned_card
from tricktaker.engine.register import game_entry
from tricktaker.ohhell import rules
from tricktaker.ohhell.bots import HeuristicBot, determinize, search_bot
from tricktaker.ohhell.rules import *  # noqa: F403  # the names of rules.__all__
from tricktaker.ohhell.rules import GAME_RULES, WORDS, Deal, Rules, deal_round, start
from tricktaker.plugin import present_as, public_dir

__all__ = [*rules.__all__, "GAME", "HeuristicBot", "determinize", "search_bot"]

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS,
    deal=lambda rules, number, hands, rest: Deal(hands, turned_card(rest)),
    narrate=GAME_RULES.narrate, describe=GAME_RULES.table, encoding=False,
    bots={"heuristic": HeuristicBot, "search": search_bot}, resample=determinize, ends_early=False,
)  # fmt: skip
"""Oh Hell as the registry, the bots' loop and the command line see it."""

present_as("tricktaker.ohhell", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
