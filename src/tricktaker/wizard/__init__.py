"""Wizard: 60 cards with four Wizards and four Jesters, trump, and exact bidding.

>>> from tricktaker import wizard, Play
>>> state = wizard.new_game(wizard.Rules(players=4), seed=1)
>>> state, events = state.apply(state.legal_actions()[0])
>>> state.phase
<Phase.BID: 'bid'>
"""

from __future__ import annotations

from tricktaker.deals import turned_card
from tricktaker.engine.register import game_entry
from tricktaker.games import Game
from tricktaker.plugin import present_as, public_dir
from tricktaker.wizard import rules
from tricktaker.wizard.bots import HeuristicBot, determinize, search_bot
from tricktaker.wizard.rules import *  # noqa: F403  # the names of rules.__all__
from tricktaker.wizard.rules import (
    GAME_RULES,
    WORDS,
    Action,
    Deal,
    Rules,
    State,
    View,
    deal_round,
    start,
)

__all__ = [*rules.__all__, "GAME", "HeuristicBot", "determinize", "search_bot"]

GAME: Game[Rules, State, View, Action] = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS,
    deal=lambda rules, number, hands, rest: Deal(hands, turned_card(rest)),
    narrate=GAME_RULES.narrate, describe=GAME_RULES.table, encoding=False,
    bots={"heuristic": HeuristicBot, "search": search_bot}, resample=determinize, ends_early=False,
)  # fmt: skip
"""Wizard as the registry, the bots' loop and the command line see it."""

present_as("tricktaker.wizard", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
