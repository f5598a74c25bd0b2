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

from tricktaker.actions import Play
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds
from tricktaker.skat.bots import SEARCH, HeuristicBot
from tricktaker.skat.game import (
    GAME_RULES,
    Deal,
    Rules,
    Skat,
    State,
    View,
    as_dealt,
    deal_round,
    new_game,
    start,
)
from tricktaker.skat.moves import (
    Action,
    Bid,
    BidMade,
    Declare,
    Declared,
    Discard,
    Discarded,
    Doubled,
    HandScored,
    HandStarted,
    Held,
    Hold,
    Kontra,
    Pass,
    Passed,
    Phase,
    PickUp,
    Re,
    SkatChosen,
    TrickWon,
)
from tricktaker.skat.phases import AuctionState, declarations, read_auction, read_kontra
from tricktaker.skat.values import (
    BASE_VALUES,
    BID_VALUES,
    CARD_POINTS,
    DECK,
    NULL_VALUES,
    Contract,
    card_points,
    follow_suit,
    game_value,
    is_trump,
    list_score,
    matadors,
    openspiel_score,
    ramsch_score,
    seeger_fabian,
    settle,
    trick_winner,
    trump_order,
)
from tricktaker.skat.words import WORDS

__all__ = [
    "BASE_VALUES", "BID_VALUES", "CARD_POINTS", "DECK", "GAME", "NULL_VALUES", "Action",
    "AuctionState", "Bid", "BidMade", "Contract", "Deal", "Declare", "Declared", "Discard",
    "Discarded", "Doubled", "HandScored", "HandStarted", "Held", "HeuristicBot", "Hold",
    "Kontra", "Pass", "Passed", "Phase", "PickUp", "Play", "Re", "Rules", "Skat", "SkatChosen",
    "State", "TrickWon", "View", "card_points", "deal_round", "declarations", "follow_suit",
    "game_value", "is_trump", "list_score", "matadors", "new_game", "openspiel_score",
    "ramsch_score", "read_auction", "read_kontra", "seeger_fabian", "settle", "start",
    "trick_winner", "trump_order",
]  # fmt: skip

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal,
    dealt=as_dealt, bots={"heuristic": HeuristicBot, "search": SEARCH.search_bot},
    extra_decisions=lambda rules, number: 2 * len(BID_VALUES) + 9,
)  # fmt: skip
"""Skat as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the skat), bots, narration and encoding; a hand's decisions besides
its cards are at most each value said and held, three passes, the skat's choice, two cards
laid away, the declaration, and Kontra and Re."""

_PUBLIC = {"bid": Bounds(minimum=0, maximum=264),
           "laid_away": Bounds(minimum=0, maximum=2)}  # fmt: skip
register_game_types(
    GAME_RULES, rules=Rules, players=(3, 4), tricks=12,
    actions=[Pass, Bid, Hold, PickUp, Discard, Declare, Kontra, Re, Play],
    events=[HandStarted, Passed, BidMade, Held, SkatChosen, Discarded, Declared, Doubled,
            CardPlayed, TrickWon, HandScored],
    others=[Deal],
    derived={View: ["legal_actions"]},
    bounds={
        State: _PUBLIC, View: _PUBLIC,
        HandScored: {"bid": Bounds(minimum=0, maximum=264),
                     "declarer_points": Bounds(minimum=0, maximum=120),
                     "declarer_tricks": Bounds(minimum=0, maximum=10)},
    },
    seats=("declarer",),
)  # fmt: skip

present_as("tricktaker.skat", globals(), __all__)
__dir__ = public_dir(globals())
