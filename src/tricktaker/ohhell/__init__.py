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
from tricktaker.bots.basic import RandomBot
from tricktaker.games import Game
from tricktaker.ohhell import consistency as _consistency
from tricktaker.ohhell.actions import Action, Bid
from tricktaker.ohhell.bots import HeuristicBot
from tricktaker.ohhell.dealing import DEALING as _DEALING
from tricktaker.ohhell.events import (
    BidMade,
    CardPlayed,
    GameOver,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpTurned,
)
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
from tricktaker.ohhell.state import Deal, Phase, State, View, deal_round, new_game, start
from tricktaker.ohhell.words import WORDS as _WORDS
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import register_types as _register_types

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

GAME = Game(
    name="ohhell",
    title="Oh Hell",
    rules=Rules,
    start=start,
    bots={"random": RandomBot, "heuristic": HeuristicBot, "search": search_bot},
    narrate=narrate,
    describe=describe,
    dealing=_DEALING,
    words=_WORDS,
)
"""Oh Hell as the registry, the bots' loop and the command line see it."""

# The JSON tags "ohhell.Rules" and so on: see tricktaker.serialize.
_EVENTS = [RoundStarted, TrumpTurned, BidMade, CardPlayed, TrickWon, RoundScored]
_register_types(
    "ohhell",
    [Rules, State, View, Deal, Bid, *(e for e in _EVENTS if e is not CardPlayed)],
    rules=Rules,
    actions=[Bid, Play],
    events=[*_EVENTS, GameOver],
    derived={Rules: ["rounds"], View: ["legal_actions"]},
    checks=_consistency.CHECKS,
    bounds=_consistency.BOUNDS,
)

present_as("tricktaker.ohhell", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
