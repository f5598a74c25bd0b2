"""Spades (partnership Spades): four players, seats 0 and 2 against 1 and 3, 13 cards each,
spades always trump; bids of 0 (nil) to 13, team contracts, bags, and a game to 500.

Written as a plug-in on tricktaker's public surface, as :mod:`tricktaker.ohhell` is; equal to
OpenSpiel's ``spades`` under :meth:`Rules.openspiel <tricktaker.spades.Rules.openspiel>`.

>>> from tricktaker import spades
>>> state = spades.new_game(spades.Rules(), seed=1)
>>> for bid in (3, 4, 0, 5):
...     state, events = state.apply(spades.Bid(bid))
>>> state.phase, [str(event) for event in events], state.teams
(<Phase.PLAY: 'play'>, ['seat 3 bids 5'], ((0, 2), (1, 3)))
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed, GameOver
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds
from tricktaker.spades.bots import HeuristicBot, determinize, search_bot
from tricktaker.spades.rules import (
    COUNTS,
    HAND_SIZE,
    Action,
    Bid,
    BidMade,
    BlindNil,
    BlindNilBid,
    CardsSeen,
    Deal,
    HandStarted,
    Phase,
    RoundScored,
    Rules,
    SeeCards,
    State,
    TrickWon,
    View,
    deal_round,
    hand_score,
    legal_bids,
    legal_plays,
    new_game,
    start,
    trick_winner,
)
from tricktaker.spades.rules import GAME_RULES as _RULES
from tricktaker.spades.words import WORDS as _WORDS
from tricktaker.spades.words import describe, narrate

__all__ = [
    "GAME",
    "Action",
    "Bid",
    "BidMade",
    "BlindNil",
    "BlindNilBid",
    "CardPlayed",
    "CardsSeen",
    "Deal",
    "GameOver",
    "HandStarted",
    "HeuristicBot",
    "Phase",
    "Play",
    "RoundScored",
    "Rules",
    "SeeCards",
    "State",
    "TrickWon",
    "View",
    "deal_round",
    "determinize",
    "hand_score",
    "legal_bids",
    "legal_plays",
    "new_game",
    "search_bot",
    "start",
    "trick_winner",
]

GAME = game_entry(
    _RULES, rules=Rules, start=start, deal_round=deal_round, words=_WORDS,
    deal=lambda rules, number, hands, rest: Deal(hands), narrate=narrate, describe=describe,
    bots={"heuristic": HeuristicBot, "search": search_bot}, encoding=False, resample=determinize,
)  # fmt: skip
"""Spades as the registry, the bots' loop and the command line see it."""

_EVENTS = [HandStarted, BidMade, BlindNilBid, CardsSeen, CardPlayed, TrickWon, RoundScored]
register_game_types(
    _RULES,
    rules=Rules,
    players=(4, 4),
    tricks=13,
    actions=[Bid, BlindNil, SeeCards, Play],
    events=_EVENTS,
    others=[Deal],
    derived={Rules: ["rounds", "teams"], View: ["legal_actions", "cards_seen"]},
    bounds={
        Rules: {
            **dict.fromkeys(COUNTS, Bounds(minimum=0)),
            "num_tricks": Bounds(minimum=1, maximum=HAND_SIZE),
        }
    },
)


present_as("tricktaker.spades", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
