"""Szaman's action numbering and observation layout (see :mod:`tricktaker.encoding`).

Actions, 58 for every rule set:

- 0-53: ``Play(card)``, by the card's place in :data:`~tricktaker.cards.SZAMAN_DECK`
  (0-51 the suited cards 2♣ … A♠, 52 RJ, 53 BJ), a Joker played to a trick led by another;
- 54-57: a led Joker with the suit it names: RJ as ♦, RJ as ♥, BJ as ♣, BJ as ♠.

>>> from tricktaker import encoding, szaman
>>> [(s.name, s.size) for s in encoding.observation_layout(szaman.Rules(players=2))][5:9]
[('hand_sizes', 2), ('stock_size', 1), ('hand_number', 1), ('phase', 2)]
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.cards import SZAMAN_DECK, Suit
from tricktaker.encoding import (
    CardNumbering,
    GameEncoding,
    Section,
    hand_section,
    leader_section,
    numbers_section,
    one_hot,
    phase_section,
    played_section,
    register_encoding,
    to_act_section,
    trick_section,
)
from tricktaker.szaman.game import Phase, View
from tricktaker.szaman.rules import HAND_SIZE, JOKER_SUITS, Rules

__all__ = ["ACTIONS", "CARDS", "ENCODING", "layout"]

CARDS = CardNumbering(SZAMAN_DECK)
"""Szaman's 54 cards, numbered in the deck's order."""

ACTIONS: tuple[Play, ...] = (
    *(Play(card) for card in SZAMAN_DECK),
    *(Play(joker, suit=suit) for joker, suits in JOKER_SUITS.items() for suit in suits),
)
"""Every Szaman play, each at its index."""

# Bounds of the point sections. A hand has at most 54 // players tricks. In one hand a seat
# wins at most the special values of every card (8♥ 8, J♥ 11, Q♠ 13, each Joker's win 6:
# 44) and 5 for every other trick, and loses at most 2 a trick (a card off suit) and, at the
# hand's end, 49 for the cards it holds (both Jokers and A A A A K K: 40 + 9).
_SPECIAL_TOTAL = 8 + 11 + 13 + 6 + 6
_WORST_PENALTY = 49


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Szaman observation for ``rules``."""
    players = rules.players
    tricks = len(SZAMAN_DECK) // players  # the most tricks a hand can have
    best_hand, worst_hand = _SPECIAL_TOTAL + 5 * tricks, -2 * tricks
    return (
        hand_section(CARDS),
        trick_section(CARDS, players),
        Section(
            name="trick_suit",
            size=len(Suit),
            meaning="the led suit, ♣ ♦ ♥ ♠ (the suit named for a led Joker; none: no card led)",
            encode=lambda v: one_hot(v.trick_suit, len(Suit)),
        ),
        leader_section(players),
        played_section(CARDS, "hand"),
        numbers_section(
            "hand_sizes",
            "how many cards each seat holds",
            players,
            lambda v: v.hand_sizes,
            0.0,
            8.0,
        ),
        Section(
            name="stock_size",
            size=1,
            meaning="how many cards the stock holds",
            encode=lambda v: [float(v.stock_size)],
            high=float(len(SZAMAN_DECK) - HAND_SIZE * players),
        ),
        Section(
            name="hand_number",
            size=1,
            meaning="the hand being played, 1 to rules.hands",
            encode=lambda v: [float(v.hand_number)],
            high=float(rules.hands),
        ),
        phase_section(Phase, "play, or the game is over"),
        to_act_section(players),
        numbers_section(
            "hand_points",
            "the trick points each seat has taken in this hand",
            players,
            lambda v: v.hand_points,
            low=float(worst_hand),
            high=float(best_hand),
        ),
        numbers_section(
            "scores",
            "each seat's total",
            players,
            lambda v: v.scores,
            low=float(rules.hands * (worst_hand - _WORST_PENALTY)),
            high=float(rules.hands * best_hand),
        ),
    )


ENCODING = GameEncoding(
    name="Szaman", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Szaman's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
