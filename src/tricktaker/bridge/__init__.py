"""Contract bridge: four seats in two partnerships, an auction of calls that decides the
contract, the declarer and trump, a dummy whose hand is faced after the opening lead and
whose cards the declarer plays, and duplicate scoring; equal to OpenSpiel's ``bridge``
(``use_double_dummy_result=False``).

>>> from tricktaker import bridge, parse_action
>>> state = bridge.new_game(bridge.Rules(), seed=1)
>>> for text in ("1s", "pass", "4s", "pass", "pass", "pass"):
...     state, events = state.apply(parse_action(state, text))
>>> str(state.contract), state.to_act, [str(event) for event in events][-1]
('4♠ by N', 1, 'contract 4♠ by North')
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bots.basic import RandomBot
from tricktaker.bridge.auction import Auction
from tricktaker.bridge.bots import HeuristicBot
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
from tricktaker.bridge.claims import (
    ACCEPT_CLAIM,
    DISPUTE_CLAIM,
    AcceptClaim,
    Claim,
    ClaimAccepted,
    ClaimDisputed,
    Claimed,
    ClaimMade,
    DisputeClaim,
)
from tricktaker.bridge.compare import (
    MatchBoard,
    Standing,
    TravellerLine,
    butler,
    cross_imps,
    imps,
    matchpoints,
    pairs_ranking,
    team_match,
    traveller,
)
from tricktaker.bridge.dd import DDTable, Par, dd_plays, dd_table, dd_tables, par
from tricktaker.bridge.dealing import DEALING as _DEALING
from tricktaker.bridge.dealing import determinize
from tricktaker.bridge.game import GAME_RULES as _RULES
from tricktaker.bridge.game import (
    AuctionEnded,
    BoardScored,
    BoardStarted,
    CallMade,
    Deal,
    DummyFaced,
    Phase,
    State,
    TrickWon,
    View,
    deal_board,
    new_game,
    start,
)
from tricktaker.bridge.pimc import PIMCBot
from tricktaker.bridge.records import (
    AnnotatedCall,
    Board,
    Outcome,
    RecordError,
    ReplayedBoard,
    Tag,
    read_lin,
    read_pbn,
    replay_board,
    write_lin,
    write_pbn,
)
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import Contract, Doubling, score
from tricktaker.bridge.search import search_bot
from tricktaker.bridge.words import WORDS as _WORDS
from tricktaker.bridge.words import describe, narrate
from tricktaker.events import CardPlayed, GameOver
from tricktaker.games import Game
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds as _Bounds
from tricktaker.serialize import register_types as _register_types

__all__ = [
    "ACCEPT_CLAIM",
    "CALLS",
    "DISPUTE_CLAIM",
    "DOUBLE",
    "GAME",
    "PASS",
    "REDOUBLE",
    "AcceptClaim",
    "Action",
    "AnnotatedCall",
    "Auction",
    "AuctionEnded",
    "Bid",
    "Board",
    "BoardScored",
    "BoardStarted",
    "Call",
    "CallMade",
    "CardPlayed",
    "Claim",
    "ClaimAccepted",
    "ClaimDisputed",
    "ClaimMade",
    "Claimed",
    "Contract",
    "DDTable",
    "Deal",
    "DisputeClaim",
    "Double",
    "Doubling",
    "DummyFaced",
    "GameOver",
    "HeuristicBot",
    "MatchBoard",
    "Outcome",
    "PIMCBot",
    "Par",
    "Pass",
    "Phase",
    "Play",
    "RecordError",
    "Redouble",
    "ReplayedBoard",
    "Rules",
    "Standing",
    "State",
    "Strain",
    "Tag",
    "TravellerLine",
    "TrickWon",
    "View",
    "butler",
    "cross_imps",
    "dd_plays",
    "dd_table",
    "dd_tables",
    "deal_board",
    "determinize",
    "imps",
    "matchpoints",
    "new_game",
    "pairs_ranking",
    "par",
    "read_call",
    "read_lin",
    "read_pbn",
    "replay_board",
    "score",
    "search_bot",
    "start",
    "team_match",
    "traveller",
    "write_lin",
    "write_pbn",
]

GAME = Game(
    name="bridge",
    title="Bridge",
    rules=Rules,
    start=start,
    bots={"random": RandomBot, "heuristic": HeuristicBot, "search": search_bot},
    narrate=narrate,
    describe=describe,
    dealing=_DEALING,
    words=_WORDS,
)
"""Bridge as the registry, the bots' loop and the command line see it."""

_EVENTS = [
    BoardStarted, CallMade, AuctionEnded, DummyFaced, TrickWon, BoardScored, ClaimMade,
    ClaimAccepted, ClaimDisputed,
]  # fmt: skip
_CLAIM_ACTIONS = [Claim, AcceptClaim, DisputeClaim]
_SEAT = _Bounds(minimum=0, maximum=3)
_BY_SEAT = _Bounds(min_items=4, max_items=4)
_BOARD = _Bounds(minimum=1, maximum=10**6 + 999)  # a board's number: the last of the last game
_POSITION = {
    "board": _BOARD, "leader": _SEAT, "to_act": _SEAT, "scores": _BY_SEAT,
    "winners": _Bounds(minimum=0, maximum=3, max_items=4),
    "declarer_tricks": _Bounds(minimum=0, maximum=13), "trick": _Bounds(max_items=3),
    "played": _Bounds(max_items=52), "calls": _Bounds(max_items=319),
}  # fmt: skip
_register_types(
    "bridge",
    [Rules, State, View, Deal, Contract, Bid, Pass, Double, Redouble, *_CLAIM_ACTIONS, Claimed,
     *_EVENTS],
    rules=Rules,
    actions=[Bid, Pass, Double, Redouble, *_CLAIM_ACTIONS, Play],
    events=[*_EVENTS, CardPlayed, GameOver],
    derived={Rules: ["teams"], View: ["legal_actions"]},
    checks={State: _RULES.check_state, View: _RULES.check_view},
    bounds={
        Rules: {"players": _Bounds(minimum=4, maximum=4), "dealer": _SEAT,
                "boards": _Bounds(minimum=1, maximum=1000),
                "first_board": _Bounds(minimum=1, maximum=10**6)},
        State: {**_POSITION, "hands": _BY_SEAT},
        View: {
            **_POSITION, "seat": _SEAT, "dealer": _SEAT, "decider": _SEAT,
            "hand_sizes": _Bounds(minimum=0, maximum=13, min_items=4, max_items=4),
            "shown_hands": _BY_SEAT, "vulnerable": _Bounds(min_items=2, max_items=2),
        },
        Contract: {"level": _Bounds(minimum=1, maximum=7), "declarer": _SEAT},
        BoardStarted: {"dealer": _SEAT, "hands": _BY_SEAT, "board": _BOARD,
                       "vulnerable": _Bounds(min_items=2, max_items=2)},
        CallMade: {"seat": _SEAT},
        DummyFaced: {"seat": _SEAT, "cards": _Bounds(max_items=13)},
        TrickWon: {"leader": _SEAT, "winner": _SEAT, "cards": _Bounds(min_items=4, max_items=4)},
        BoardScored: {"points": _BY_SEAT, "scores": _BY_SEAT, "board": _BOARD,
                      "declarer_tricks": _Bounds(minimum=0, maximum=13)},
        Claim: {"tricks": _Bounds(minimum=0, maximum=13)},
        Claimed: {"seat": _SEAT, "tricks": _Bounds(minimum=0, maximum=13),
                  "after": _Bounds(minimum=0, maximum=52), "disputed": _SEAT,
                  "accepted": _Bounds(minimum=0, maximum=3, max_items=2)},
        ClaimMade: {"seat": _SEAT, "tricks": _Bounds(minimum=0, maximum=13),
                    "remaining": _Bounds(minimum=1, maximum=13)},
        ClaimAccepted: {"seat": _SEAT},
        ClaimDisputed: {"seat": _SEAT},
    },
)  # fmt: skip

present_as("tricktaker.bridge", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
