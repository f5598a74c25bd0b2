"""tricktaker: the exact rules of trick-taking card games, as immutable values.

>>> import tricktaker
>>> from tricktaker import Card, wizard
>>> state = wizard.new_game(wizard.Rules(players=3), seed=1)
>>> state.to_act
1
"""

from __future__ import annotations

from tricktaker import chance, encoding, szaman, wizard
from tricktaker._version import __version__
from tricktaker.actions import Play
from tricktaker.cards import Card, CardKind, Color, Rank, Suit, format_cards, parse_cards
from tricktaker.errors import (
    REFUSAL_CODES,
    CardParseError,
    IllegalActionError,
    RefusalCode,
    ReplayError,
    RulesError,
    SerializationError,
    SubscriberError,
    TableError,
    TricktakerError,
)
from tricktaker.events import CardPlayed, Event, GameOver
from tricktaker.games import Bot, Game, available_games, game_of, get_game, register_game
from tricktaker.moves import parse_action
from tricktaker.plugin import present_as, public_dir
from tricktaker.records import GameRecord, replay
from tricktaker.serialize import from_data, from_json, to_data, to_json
from tricktaker.simulation import SimulationResult, simulate
from tricktaker.table import Table
from tricktaker.tricks import CompletedTrick

__all__ = [
    "REFUSAL_CODES",
    "Bot",
    "Card",
    "CardKind",
    "CardParseError",
    "CardPlayed",
    "Color",
    "CompletedTrick",
    "Event",
    "Game",
    "GameOver",
    "GameRecord",
    "IllegalActionError",
    "Play",
    "Rank",
    "RefusalCode",
    "ReplayError",
    "RulesError",
    "SerializationError",
    "SimulationResult",
    "SubscriberError",
    "Suit",
    "Table",
    "TableError",
    "TricktakerError",
    "__version__",
    "available_games",
    "chance",
    "encoding",
    "format_cards",
    "from_data",
    "from_json",
    "game_of",
    "get_game",
    "parse_action",
    "parse_cards",
    "register_game",
    "replay",
    "simulate",
    "szaman",
    "to_data",
    "to_json",
    "wizard",
]

present_as("tricktaker", globals(), __all__)
__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
