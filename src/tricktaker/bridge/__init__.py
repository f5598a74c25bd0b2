"""Contract bridge: four seats in two partnerships, an auction of calls that decides the
contract, the declarer and trump, a dummy whose hand is faced after the opening lead and
whose cards the declarer plays, and duplicate scoring; equal to OpenSpiel's ``bridge``
(``use_double_dummy_result=False``).
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bridge.auction import Auction
from tricktaker.bridge.calls import (
    CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Action,
    Bid,
    Call,
    Double,
    Pass,
    Redouble,
    Strain,
    read_call,
)
from tricktaker.bridge.events import (
    AuctionEnded,
    BoardScored,
    BoardStarted,
    CallMade,
    CardPlayed,
    DummyFaced,
    GameOver,
    TrickWon,
)
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import Contract, Doubling, score
from tricktaker.bridge.state import Deal, Phase, State, View, deal_board, new_game, start

__all__ = [
    "CALLS",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Action",
    "Auction",
    "AuctionEnded",
    "Bid",
    "BoardScored",
    "BoardStarted",
    "Call",
    "CallMade",
    "CardPlayed",
    "Contract",
    "Deal",
    "Double",
    "Doubling",
    "DummyFaced",
    "GameOver",
    "Pass",
    "Phase",
    "Play",
    "Redouble",
    "Rules",
    "State",
    "Strain",
    "TrickWon",
    "View",
    "deal_board",
    "new_game",
    "read_call",
    "score",
    "start",
]
