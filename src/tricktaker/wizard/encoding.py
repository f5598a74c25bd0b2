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
from tricktaker.encoding import (
    CardNumbering,
    GameEncoding,
    Section,
    hand_section,
    leader_section,
    numbers_section,
    one_hot,
    per_seat_section,
    played_section,
    register_encoding,
    seat_one_hot,
    to_act_section,
    trick_section,
)
from tricktaker.wizard.actions import Bid, ChooseTrump
from tricktaker.wizard.rules import Rules
from tricktaker.wizard.state import Phase, View

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

_PHASES = tuple(Phase)


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Wizard observation for ``rules``.

    Scores lie between the totals of missing every bid by the most tricks (-10 a trick) and
    of making every bid of all the round's tricks (20 + 10 a trick).
    """
    players = rules.players
    rounds = rules.rounds
    counts = rounds + 1  # a bid or a number of tricks: 0 to the round's cards
    return (
        hand_section(CARDS),
        trick_section(CARDS, players),
        leader_section(players),
        played_section(CARDS, "round"),
        Section(
            name="trump_card",
            size=CARDS.size,
            meaning="the card turned up for trump (none in the last round)",
            encode=lambda v: CARDS.one_hot(v.trump_card),
        ),
        Section(
            name="trump",
            size=len(Suit),
            meaning="the trump suit, ♣ ♦ ♥ ♠ (none: no trump, or not chosen yet)",
            encode=lambda v: one_hot(v.trump, len(Suit)),
        ),
        Section(
            name="phase",
            size=len(_PHASES),
            meaning="what is asked: choose trump, bid, play; or the game is over",
            encode=lambda v: one_hot(_PHASES.index(v.phase), len(_PHASES)),
        ),
        Section(
            name="round",
            size=rounds,
            meaning="the round, 1 to rules.rounds (round r deals r cards)",
            encode=lambda v: one_hot(v.round - 1, rounds),
        ),
        Section(
            name="dealer",
            size=players,
            meaning="the seat that dealt this round",
            encode=lambda v: seat_one_hot(v.dealer, v.seat, players),
        ),
        to_act_section(players),
        per_seat_section(
            "bids",
            f"each seat's bid, 0 to {rounds} (none until made)",
            players,
            counts,
            lambda v: v.bids,
        ),
        per_seat_section(
            "tricks_taken",
            f"the tricks each seat has taken this round, 0 to {rounds}",
            players,
            counts,
            lambda v: v.tricks_taken,
        ),
        numbers_section(
            "scores",
            "each seat's total",
            players,
            lambda v: v.scores,
            low=-10.0 * sum(range(rounds + 1)),
            high=float(sum(20 + 10 * r for r in range(1, rounds + 1))),
        ),
    )


ENCODING = GameEncoding(
    name="Wizard", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Wizard's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
