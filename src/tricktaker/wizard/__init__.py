"""Wizard: 60 cards with four Wizards and four Jesters, trump, and exact bidding.

>>> from tricktaker import wizard, Play
>>> state = wizard.new_game(wizard.Rules(players=4), seed=1)
>>> state, events = state.apply(state.legal_actions()[0])
>>> state.phase
<Phase.BID: 'bid'>
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bots.basic import RandomBot
from tricktaker.games import Game
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import register_types as _register_types
from tricktaker.wizard import consistency as _consistency
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.bots import HeuristicBot
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.dealing import DEALING as _DEALING
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
from tricktaker.wizard.narrate import narrate
from tricktaker.wizard.render import describe
from tricktaker.wizard.rules import Rules, led_suit, legal_plays, round_score, trick_winner
from tricktaker.wizard.search import determinize, search_bot
from tricktaker.wizard.state import Phase, State, View, deal_round, new_game, start
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

GAME: Game[Rules, State, View, Action] = Game(
    name="wizard",
    title="Wizard",
    rules=Rules,
    start=start,
    bots={"random": RandomBot, "heuristic": HeuristicBot, "search": search_bot},
    narrate=narrate,
    describe=describe,
    dealing=_DEALING,
    words=_WORDS,
)
"""Wizard as the registry, the bots' loop and the command line see it."""

# The JSON tags "wizard.Rules" and so on: see tricktaker.serialize.
_EVENTS = [RoundStarted, TrumpTurned, TrumpChosen, BidMade, CardPlayed, TrickWon, RoundScored]
_register_types(
    "wizard",
    [Rules, State, View, Deal, Bid, ChooseTrump, *(e for e in _EVENTS if e is not CardPlayed)],
    rules=Rules,
    actions=[Bid, ChooseTrump, Play],
    events=[*_EVENTS, GameOver],
    derived={Rules: ["rounds"], View: ["legal_actions"]},
    checks=_consistency.CHECKS,
    bounds=_consistency.BOUNDS,
)

present_as("tricktaker.wizard", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
