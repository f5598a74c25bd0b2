"""Szaman: 54 cards with two coloured Jokers, follow suit, special cards, drawing from a stock.

>>> from tricktaker import szaman, parse_cards
>>> state = szaman.new_game(szaman.Rules(players=4), seed=1)
>>> state.to_act, len(state.hands[0]), len(state.stock)
(2, 8, 22)
>>> state, events = state.apply(state.legal_actions()[0])
>>> len(state.trick), state.to_act
(1, 3)
>>> szaman.trick_points(parse_cards("JH 8H RJ"))
(0, 0, 25)
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bots.basic import RandomBot
from tricktaker.consistency import SEED as _SEED
from tricktaker.engine.dealing import engine_dealing
from tricktaker.events import CardPlayed, GameOver
from tricktaker.games import Game
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds as _Bounds
from tricktaker.serialize import register_types as _register_types
from tricktaker.szaman.bots import HeuristicBot, PointsBot
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.rules import CHECKS as _EVENT_CHECKS
from tricktaker.szaman.rules import GAME_RULES as _RULES
from tricktaker.szaman.rules import (
    Deal,
    Phase,
    Rules,
    State,
    Variant,
    View,
    deal_hand,
    hand_penalty,
    legal_plays,
    new_game,
    start,
    starting_card,
    trick_points,
    trick_winner,
)
from tricktaker.szaman.search import determinize, search_bot
from tricktaker.szaman.words import WORDS as _WORDS
from tricktaker.szaman.words import describe, narrate

__all__ = [
    "GAME",
    "CardDrawn",
    "CardPlayed",
    "Deal",
    "GameOver",
    "HandScored",
    "HandStarted",
    "HeuristicBot",
    "Phase",
    "Play",
    "PointsBot",
    "Rules",
    "State",
    "TrickWon",
    "Variant",
    "View",
    "deal_hand",
    "determinize",
    "hand_penalty",
    "legal_plays",
    "new_game",
    "search_bot",
    "start",
    "starting_card",
    "trick_points",
    "trick_winner",
]

GAME: Game[Rules, State, View, Play] = Game(
    name="szaman",
    title="Szaman",
    rules=Rules,
    start=start,
    bots={
        "random": RandomBot,
        "points": PointsBot,
        "heuristic": HeuristicBot,
        "search": search_bot,
    },
    narrate=narrate,
    describe=describe,
    dealing=engine_dealing(  # the rest of a hand's deal is the stock, drawn first first
        _RULES,
        deal=lambda rules, number, hands, rest: Deal(hands, rest),
        deal_round=deal_hand,
        resample=determinize,
    ),
    words=_WORDS,
)
"""Szaman as the registry, the bots' loop and the command line see it."""

_SEAT = _Bounds(minimum=0, maximum=5)
_PER_SEAT = _Bounds(min_items=2, max_items=6)
_SEATS = _Bounds(minimum=0, maximum=5, max_items=6)
_TRICK = _Bounds(max_items=5)
_HAND_NUMBER = _Bounds(minimum=1)
_STOCK = _Bounds(minimum=0, maximum=54 - 2 * 8)
_LED_SUITS = _Bounds(max_items=54 // 2)  # the most tricks of a hand
_BOUNDS = {
    Rules: {"players": _Bounds(minimum=2, maximum=6), "hands": _HAND_NUMBER},
    State: {
        "seed": _SEED, "hand_number": _HAND_NUMBER,
        "hands": _PER_SEAT, "trick": _TRICK, "leader": _SEAT, "led_suits": _LED_SUITS,
        "scores": _PER_SEAT, "hand_points": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    View: {
        "seat": _SEAT, "hand_number": _HAND_NUMBER,
        "hand_sizes": _Bounds(minimum=0, maximum=8, min_items=2, max_items=6),
        "stock_size": _STOCK, "trick": _TRICK, "leader": _SEAT, "led_suits": _LED_SUITS,
        "scores": _PER_SEAT, "hand_points": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    HandStarted: {"hand_number": _HAND_NUMBER, "leader": _SEAT, "hands": _PER_SEAT,
                  "stock_size": _STOCK},
    TrickWon: {"winner": _SEAT, "leader": _SEAT, "cards": _PER_SEAT, "points": _PER_SEAT},
    CardDrawn: {"seat": _SEAT},
    HandScored: {
        "hand_number": _HAND_NUMBER, "trick_points": _PER_SEAT,
        "penalties": _Bounds(minimum=0, min_items=2, max_items=6),
        "points": _PER_SEAT, "scores": _PER_SEAT,
    },
}  # fmt: skip

# The JSON tags "szaman.Rules" and so on: see tricktaker.serialize.
_register_types(
    "szaman",
    [Rules, State, View, Deal, HandStarted, TrickWon, CardDrawn, HandScored],
    rules=Rules,
    actions=[Play],
    events=[HandStarted, CardPlayed, TrickWon, CardDrawn, HandScored, GameOver],
    derived={View: ["legal_actions"]},
    checks={State: _RULES.check_state, View: _RULES.check_view, **_EVENT_CHECKS},
    bounds=_BOUNDS,
)

present_as("tricktaker.szaman", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
