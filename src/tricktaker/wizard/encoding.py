"""Wizard's action numbering and observation layout (see :mod:`tricktaker.encoding`).

Actions, 85 for every rule set:

- 0-59: ``Play(card)``, by the card's place in :data:`~tricktaker.cards.WIZARD_DECK`
  (0-51 the suited cards 2♣ … A♠, 52-55 W1-W4, 56-59 N1-N4);
- 60-80: ``Bid(0)`` to ``Bid(20)``;
- 81-84: ``ChooseTrump`` ♣, ♦, ♥, ♠.

>>> from tricktaker import encoding, wizard
>>> [(s.name, s.size) for s in encoding.observation_layout(wizard.Rules(players=6))][-4:]
[('to_act', 6), ('bids', 66), ('tricks_taken', 66), ('scores', 6)]
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.cards import WIZARD_DECK, Suit
from tricktaker.encoding import CardNumbering, GameEncoding, Section, one_hot, register_encoding
from tricktaker.engine.encoding import bidding_layout
from tricktaker.wizard.actions import Bid, ChooseTrump
from tricktaker.wizard.game import Phase, View
from tricktaker.wizard.rules import Rules

__all__ = ["ACTIONS", "CARDS", "ENCODING", "MOST_TRICKS", "layout"]

CARDS = CardNumbering(WIZARD_DECK)
"""Wizard's 60 cards, numbered in the deck's order."""

MOST_TRICKS = 20
"""The largest bid of any Wizard game (round 20 of a 3-player game)."""

ACTIONS: tuple[Play | Bid | ChooseTrump, ...] = (
    *(Play(card) for card in WIZARD_DECK),
    *(Bid(n) for n in range(MOST_TRICKS + 1)),
    *(ChooseTrump(suit) for suit in Suit),
)
"""Every Wizard action, each at its index."""


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Wizard observation for ``rules``.

    Scores lie between the totals of missing every bid by the most tricks (-10 a trick) and
    of making every bid of all the round's tricks (20 + 10 a trick).
    """
    rounds = rules.rounds
    round_section = Section(
        name="round",
        size=rounds,
        meaning="the round, 1 to rules.rounds (round r deals r cards)",
        encode=lambda v: one_hot(v.round - 1, rounds),
    )
    return bidding_layout(
        CARDS,
        rules.players,
        phases=Phase,
        asked="choose trump, bid, play; or the game is over",
        no_trump_card="in the last round",
        no_trump="no trump, or not chosen yet",
        round_sections=(round_section,),
        most_tricks=rounds,
        scores=(
            -10.0 * sum(range(rounds + 1)),
            float(sum(20 + 10 * r for r in range(1, rounds + 1))),
        ),
    )


ENCODING = GameEncoding(
    name="Wizard", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Wizard's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
