"""Spades' action numbering and observation layout (see :mod:`tricktaker.encoding`).

Actions, 66, numbered as OpenSpiel numbers its ``spades`` actions, and 2 more under
``Rules.blind_nil``:

- 0-51: ``Play(card)``, by the card's place in :data:`~tricktaker.cards.STANDARD_DECK`
  (2♣ … A♣, 2♦ …, 2♥ …, 2♠ … A♠);
- 52-65: ``Bid(0)`` (nil) to ``Bid(13)``;
- 66, 67 (``Rules.blind_nil`` only): ``BlindNil()``, ``SeeCards()``.

The observation is every bidding game's (:mod:`tricktaker.engine.encoding`) with the hand
number and whether spades are broken, and under ``Rules.blind_nil`` the seats that bid blind
nil. It shows every card played this hand, so it does not read ``Rules.num_tricks``
(OpenSpiel's count of the tricks its tensor shows). Its ``phase`` section has a place for
the phase ``BLIND`` under every rule set (the enum's members), 0 without blind nil.

>>> from tricktaker import encoding, spades
>>> rules = spades.Rules()
>>> encoding.num_actions(rules), encoding.action_index(spades.Bid(0), rules)
(66, 52)
>>> blind = spades.Rules(blind_nil=True)
>>> encoding.num_actions(blind), encoding.action_index(spades.BlindNil(), blind)
(68, 66)
>>> [(s.name, s.size) for s in encoding.observation_layout(rules)][6:9]
[('phase', 4), ('round', 1), ('spades_broken', 1)]
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK
from tricktaker.encoding import CardNumbering, GameEncoding, Section, register_encoding
from tricktaker.engine.encoding import bidding_layout
from tricktaker.spades.rules import (
    HAND_SIZE,
    PLAYERS,
    Bid,
    BlindNil,
    Phase,
    Rules,
    SeeCards,
    View,
    spades_broken,
)

__all__ = ["ACTIONS", "CARDS", "ENCODING", "action_count", "layout", "score_bounds"]

CARDS = CardNumbering(STANDARD_DECK)
"""Spades' 52 cards, numbered in the deck's order."""

ACTIONS: tuple[Play | Bid | BlindNil | SeeCards, ...] = (
    *(Play(card) for card in STANDARD_DECK),
    *(Bid(n) for n in range(HAND_SIZE + 1)),
    BlindNil(),
    SeeCards(),
)
"""Every Spades action, each at its index (OpenSpiel's numbering, then blind nil's two)."""


def action_count(rules: Rules) -> int:
    """How many of :data:`ACTIONS` ``rules`` number: the last two only under blind nil."""
    return len(ACTIONS) if rules.blind_nil else len(ACTIONS) - 2


def score_bounds(rules: Rules) -> tuple[float, float]:
    """The lowest and highest team totals: a hand moves a total by at most 10 a trick bid
    and 13 bags, two nils and a bag penalty, and the game's end by the bonus. A game of
    ``hands`` hands stays within that many such moves; a game to a threshold within one move
    beyond the thresholds (a tie at a threshold, which plays on, is the one way past them)."""
    nil = max(rules.nil_bonus, rules.blind_nil_bonus if rules.blind_nil else 0)
    swing = 10 * HAND_SIZE + HAND_SIZE + 2 * nil + rules.bag_penalty
    bonus = rules.win_or_loss_bonus
    if rules.hands:
        return float(-swing * rules.hands - bonus), float(swing * rules.hands + bonus)
    low = min(rules.mercy_threshold, rules.win_threshold) - swing - bonus
    return float(low), float(max(rules.win_threshold, 0) + swing + bonus)


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Spades observation for ``rules``."""
    round_sections: tuple[Section, ...] = (
        Section(
            name="round",
            size=1,
            meaning="the hand (``round``), from 1",
            encode=lambda v: [float(v.round)],
            high=float(rules.rounds),
        ),
        Section(
            name="spades_broken",
            size=1,
            meaning="1 once a spade may be led by any player (spades broken), else 0",
            encode=lambda v: [float(v.rules.breaking_spades and spades_broken(v.played))],
        ),
    )
    if rules.blind_nil:
        round_sections += (
            Section(
                name="blind_nil",
                size=PLAYERS,
                meaning="1 for each seat (in seat order) that bid blind nil this hand, else 0",
                encode=lambda v: [float(flag) for flag in v.blind_nil],
            ),
        )
    return bidding_layout(
        CARDS,
        PLAYERS,
        phases=Phase,
        asked="bid, blind nil or see the cards, play; or the game is over",
        no_trump_card="ever: Spades turns no card",
        no_trump="never: spades are trump",
        round_sections=round_sections,
        most_tricks=HAND_SIZE,
        scores=score_bounds(rules),
    )


ENCODING = GameEncoding(
    name="Spades",
    rules_type=Rules,
    view_type=View,
    actions=ACTIONS,
    layout=layout,
    count=action_count,
)
"""Spades' encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
