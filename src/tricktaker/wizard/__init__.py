"""Wizard: 60 cards with four Wizards and four Jesters, trump, and exact bidding.

>>> from tricktaker import wizard, Play
>>> state = wizard.new_game(wizard.Rules(players=4), seed=1)
>>> state, events = state.apply(state.legal_actions()[0])
>>> state.phase
<Phase.BID: 'bid'>
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.deals import turned_card
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.games import Game
from tricktaker.plugin import present_as, public_dir
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.bots import HeuristicBot
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.events import (
    BidMade,
    CardPlayed,
    GameOver,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.game import GAME_RULES as _RULES
from tricktaker.wizard.game import Phase, State, View, deal_round, new_game, start
from tricktaker.wizard.narrate import narrate
from tricktaker.wizard.render import describe
from tricktaker.wizard.rules import Rules, led_suit, legal_plays, round_score, trick_winner
from tricktaker.wizard.search import determinize, search_bot
from tricktaker.wizard.words import WORDS as _WORDS

__all__ = [
    "GAME",
    "Action",
    "Bid",
    "BidMade",
    "CardPlayed",
    "ChooseTrump",
    "Deal",
    "GameOver",
    "HeuristicBot",
    "Phase",
    "Play",
    "RoundScored",
    "RoundStarted",
    "Rules",
    "State",
    "TrickWon",
    "TrumpChosen",
    "TrumpTurned",
    "View",
    "deal_round",
    "determinize",
    "led_suit",
    "legal_plays",
    "new_game",
    "round_score",
    "search_bot",
    "start",
    "trick_winner",
]

GAME: Game[Rules, State, View, Action] = game_entry(
    _RULES, rules=Rules, start=start, deal_round=deal_round, words=_WORDS,
    deal=lambda rules, number, hands, rest: Deal(hands, turned_card(rest)), narrate=narrate,
    describe=describe, bots={"heuristic": HeuristicBot, "search": search_bot}, encoding=False,
    resample=determinize, ends_early=False,
)  # fmt: skip
"""Wizard as the registry, the bots' loop and the command line see it."""

# The JSON tags "wizard.Rules" and so on: see tricktaker.serialize.
_EVENTS = [RoundStarted, TrumpTurned, TrumpChosen, BidMade, CardPlayed, TrickWon, RoundScored]
register_game_types(
    _RULES,
    rules=Rules,
    players=(3, 6),
    tricks=20,
    actions=[Bid, ChooseTrump, Play],
    events=_EVENTS,
    others=[Deal],
    derived={Rules: ["rounds"]},
    deals=20,
)


present_as("tricktaker.wizard", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
