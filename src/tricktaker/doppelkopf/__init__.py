"""Doppelkopf: four players, 48 cards (every card twice), the Re party of the queens of
clubs against Kontra, hidden until play or an announcement shows them; the hearts tens
(Dullen), queens, jacks and diamonds as trumps; the announcements (Re, Kontra, keine 90 ...
schwarz) with their deadlines; the solos and the marriage; the deal's game points with the
extra points; from the Deutscher Doppelkopf-Verband's Turnierspielregeln and pagat.com's page.

A plug-in on the trick-game engine (:mod:`tricktaker.engine`): the hooks of
:class:`Doppelkopf` and its announcements, taken in the play (the engine's ``play_rule``).

>>> from tricktaker import doppelkopf
>>> state = doppelkopf.new_game(doppelkopf.Rules(), seed=1)
>>> state.to_act, [str(action) for action in state.legal_actions()][:3]
(1, ['gesund', 'Damensolo', 'Bubensolo'])
>>> for _ in range(4):
...     state, events = state.apply(doppelkopf.Declare(doppelkopf.Contract.NORMAL))
>>> state.phase, [str(action) for action in state.legal_actions()][-5:]
(<Phase.PLAY: 'play'>, ['Kontra', 'keine 90', 'keine 60', 'keine 30', 'schwarz'])
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.doppelkopf.bots import DoppelkopfBot
from tricktaker.doppelkopf.rules import (
    DECK,
    GAME_RULES,
    Action,
    Announce,
    Announced,
    Call,
    Contract,
    Deal,
    Declare,
    Declared,
    Doppelkopf,
    HandScored,
    HandStarted,
    Party,
    Phase,
    Rules,
    Score,
    ScoreItem,
    State,
    TrickWon,
    View,
    calls,
    card_points,
    deal_round,
    follow_class,
    is_trump,
    least_cards,
    new_game,
    party_of,
    score_deal,
    shown_parties,
    start,
    target,
    trick_winner,
)
from tricktaker.doppelkopf.words import WORDS
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.events import CardPlayed
from tricktaker.plugin import present_as, public_dir
from tricktaker.serialize import Bounds

__all__ = [
    "DECK", "GAME", "Action", "Announce", "Announced", "Call", "Contract", "Deal", "Declare",
    "Declared", "Doppelkopf", "DoppelkopfBot", "HandScored", "HandStarted", "Party", "Phase",
    "Play", "Rules", "Score", "ScoreItem", "State", "TrickWon", "View", "calls", "card_points",
    "deal_round", "follow_class", "is_trump", "least_cards", "new_game", "party_of",
    "score_deal", "shown_parties", "start", "target", "trick_winner",
]  # fmt: skip

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, words=WORDS, given=Deal,
    policy=DoppelkopfBot, extra_decisions=lambda rules, number: 4 + 2 * (len(Call) - 1),
)  # fmt: skip
"""Doppelkopf as the registry, the bots' loop and the command line see it, with the
engine's chance, narration and encoding, and its own heuristic bot (the search bot's
playouts); a deal's decisions besides its cards are at most four reservations and five
announcements a party."""

_PUBLIC = {
    "points_taken": Bounds(minimum=0, maximum=240, min_items=4, max_items=4),
    "trick_winners": Bounds(minimum=0, maximum=3, max_items=12),
}  # fmt: skip
register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=12,
    actions=[Declare, Announce, Play],
    events=[HandStarted, Declared, Announced, CardPlayed, TrickWon, HandScored],
    others=[Deal, ScoreItem],
    derived={State: ["parties"], View: ["legal_actions", "parties"]},
    bounds={
        State: _PUBLIC,
        View: _PUBLIC,
        Announced: {"at": Bounds(minimum=0, maximum=47)},
        HandScored: {"re_points": Bounds(minimum=0, maximum=240)},
    },
    deals=1000,
    seats=("pigs",),  # the seat dealt both diamond aces (Rules.pigs is the house rule's flag)
)  # fmt: skip

present_as("tricktaker.doppelkopf", globals(), __all__)
__dir__ = public_dir(globals())
