"""Slovenian Tarok for three and four players: 54 cards (22 taroks and 32 suit cards), the
bidding of contracts (klop, three, two, one, the solos, beggar, solo without, open beggar,
colour valat, valat), calling a king, the talon exchange, the bonuses; OpenSpiel's ``tarok``
move by move.

>>> from tricktaker import tarok
>>> state = tarok.new_game(tarok.Rules(players=3), seed=1)
>>> state.to_act, [str(action) for action in state.legal_actions()][:3]
(1, ['pass', 'bid two', 'bid one'])
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds
from tricktaker.tarok.bots import TarokBot
from tricktaker.tarok.rules import (
    DECK,
    GAME_RULES,
    OPENSPIEL_ORDER,
    TAROKS,
    Action,
    Bid,
    Called,
    CallKing,
    ChooseTalon,
    Contract,
    ContractWon,
    Deal,
    Discard,
    Discarded,
    HandScored,
    HandStarted,
    KingCalled,
    Pass,
    Phase,
    Rules,
    State,
    TalonChosen,
    TalonShown,
    TalonTaken,
    Tarok,
    TrickWon,
    View,
    bid_choices,
    card_points,
    deal_round,
    hand_points,
    legal_plays,
    new_game,
    start,
    trick_winner,
)
from tricktaker.tarok.words import WORDS

__all__ = [
    "DECK", "GAME", "OPENSPIEL_ORDER", "TAROKS", "Action", "Bid",
    "CallKing", "Called", "ChooseTalon", "Contract", "ContractWon", "Deal", "Discard",
    "Discarded", "HandScored", "HandStarted", "KingCalled", "Pass", "Phase", "Play", "Rules",
    "State", "TalonChosen", "TalonShown", "TalonTaken", "Tarok", "TarokBot", "TrickWon", "View",
    "bid_choices", "card_points", "deal_round", "hand_points", "legal_plays", "new_game", "start",
    "trick_winner",
]  # fmt: skip

_LONGEST_AUCTION = {3: 17, 4: 24}
"""The most calls an auction has (:func:`bid_choices`), by players."""
GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal,
    policy=TarokBot, extra_decisions=lambda rules, number: _LONGEST_AUCTION[rules.players] - 1,
)  # fmt: skip
"""Tarok as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's rest is the talon), bots, narration and encoding; a hand's decisions
besides its 48 cards played are at most the longest auction, a king, a talon part and three
discards (its 54 cards dealt count six of them)."""

_PART = Bounds(minimum=1, maximum=6)
_POSITION = {"talon_part": _PART}
"""The bounds of a state's and a view's own fields."""
register_game_types(
    GAME_RULES, rules=Rules, players=(3, 4), tricks=19,
    actions=[Pass, Bid, CallKing, ChooseTalon, Discard, Play],
    events=[HandStarted, Called, ContractWon, KingCalled, TalonShown, TalonChosen, Discarded,
            CardPlayed, TrickWon, TalonTaken, HandScored],
    others=[Deal],
    derived={Rules: ["first_dealer"], View: ["legal_actions"]},
    bounds={
        State: _POSITION,
        View: _POSITION,
        TalonChosen: {"part": _PART},
        TalonShown: {"size": Bounds(minimum=1, maximum=3)},
        ChooseTalon: {"part": _PART},
    },
    seats=("declarer", "partner", "mond_lost"),
)  # fmt: skip

present_as("tricktaker.tarok", globals(), __all__)
__dir__ = public_dir(globals())
