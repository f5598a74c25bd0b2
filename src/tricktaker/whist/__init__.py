"""Whist: four players in two partnerships, the last card dealt turned for trump, a point a
trick over six, the game to 5 (or 7); from pagat.com's page on English whist.

The worked example of the docs' page "Writing a game": a plain trick game on the engine
(:mod:`tricktaker.engine`), with what differs in a few hooks of :class:`Whist`.

>>> from tricktaker import whist
>>> state = whist.new_game(whist.Rules(), seed=1)
>>> state.to_act, len(state.legal_actions())
(1, 13)
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.cards import Card
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed
from tricktaker.plugin import present_as, public_dir
from tricktaker.whist.game import (
    GAME_RULES,
    WORDS,
    Deal,
    HandScored,
    HandStarted,
    Phase,
    Rules,
    State,
    TrickWon,
    TrumpTurned,
    View,
    Whist,
    deal_round,
    new_game,
    start,
)

__all__ = [
    "GAME", "Deal", "HandScored", "HandStarted", "Phase", "Play", "Rules", "State",
    "TrickWon", "TrumpTurned", "View", "Whist", "deal_round", "new_game", "start",
]  # fmt: skip


def _dealer_last(state: State) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A state's hands as dealt, the turned card last in the dealer's (the last dealt)."""
    turned = state.trump_card
    hands = [*state.hands]
    hands[state.dealer] = (*(card for card in hands[state.dealer] if card is not turned), turned)
    return tuple(hands), ()


GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, dealt=_dealer_last, words=WORDS,
    deal=lambda rules, n, hands, _: Deal(hands, turned=hands[GAME_RULES.dealer(rules, n)][-1]),
)  # fmt: skip
"""Whist as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's turned card is the dealer's last card), bots, narration and encoding."""

register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=13, actions=[Play],
    events=[HandStarted, TrumpTurned, CardPlayed, TrickWon, HandScored], others=[Deal],
)  # fmt: skip

present_as("tricktaker.whist", globals(), __all__)
__dir__ = public_dir(globals())
