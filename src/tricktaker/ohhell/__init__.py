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

from tricktaker.actions import Play
from tricktaker.deals import turned_card
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.ohhell.actions import Action, Bid
from tricktaker.ohhell.bots import HeuristicBot
from tricktaker.ohhell.events import (
    BidMade,
    CardPlayed,
    GameOver,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpTurned,
)
from tricktaker.ohhell.game import GAME_RULES as _RULES
from tricktaker.ohhell.game import Deal, Phase, State, View, deal_round, new_game, start
from tricktaker.ohhell.narrate import narrate
from tricktaker.ohhell.render import describe
from tricktaker.ohhell.rules import (
    Rules,
    default_schedule,
    led_suit,
    legal_bids,
    legal_plays,
    round_score,
    trick_winner,
)
from tricktaker.ohhell.search import determinize, search_bot
from tricktaker.ohhell.words import WORDS as _WORDS
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds

__all__ = [
    "GAME",
    "Action",
    "Bid",
    "BidMade",
    "CardPlayed",
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
    "TrumpTurned",
    "View",
    "deal_round",
    "default_schedule",
    "determinize",
    "led_suit",
    "legal_bids",
    "legal_plays",
    "new_game",
    "round_score",
    "search_bot",
    "start",
    "trick_winner",
]

GAME = game_entry(
    _RULES, rules=Rules, start=start, deal_round=deal_round, words=_WORDS,
    deal=lambda rules, number, hands, rest: Deal(hands, turned_card(rest)), narrate=narrate,
    describe=describe, bots={"heuristic": HeuristicBot, "search": search_bot}, encoding=False,
    resample=determinize, ends_early=False,
)  # fmt: skip
"""Oh Hell as the registry, the bots' loop and the command line see it."""

# The JSON tags "ohhell.Rules" and so on: see tricktaker.serialize.
register_game_types(
    _RULES,
    rules=Rules,
    players=(3, 7),
    tricks=17,
    actions=[Bid, Play],
    events=[RoundStarted, TrumpTurned, BidMade, CardPlayed, TrickWon, RoundScored],
    others=[Deal],
    derived={Rules: ["rounds"]},
    bounds={
        Rules: {
            "schedule": Bounds(minimum=1, maximum=17, min_items=1),
            "bonus": Bounds(minimum=0),
            "points_per_trick": Bounds(minimum=0),
        },
        RoundStarted: {"hand_size": Bounds(minimum=1, maximum=17)},
    },
)

present_as("tricktaker.ohhell", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
