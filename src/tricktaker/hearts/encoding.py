"""Hearts' action numbering and observation layout (see :mod:`tricktaker.encoding`).

Actions, 104 for every rule set, numbered as OpenSpiel numbers its ``hearts`` cards (rank
times 4 plus suit: 0 is 2♣, 1 is 2♦, 4 is 3♣, 51 is A♠):

- 0-51: ``Play(card)``, the card's OpenSpiel number;
- 52-103: ``Pass(card)``, 52 plus the card's OpenSpiel number (OpenSpiel's pass of a card is
  the card's own number, as its passes and plays never share a decision).

The cards of the observation's sections are in the same order.

>>> from tricktaker import Card, encoding, hearts
>>> rules = hearts.Rules()
>>> encoding.num_actions(rules), encoding.action_index(hearts.Pass(Card.parse("3C")), rules)
(104, 56)
>>> [(s.name, s.size) for s in encoding.observation_layout(rules)][:4]
[('direction', 4), ('hand', 52), ('passed', 52), ('received', 52)]
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card
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
from tricktaker.hearts.rules import GAME_RULES, PLAYERS, Direction, Pass, Phase, Rules, View

__all__ = ["ACTIONS", "CARDS", "ENCODING", "layout", "score_bounds"]


def _openspiel_order(card: Card) -> int:
    assert card.suit is not None
    assert card.rank is not None
    return (int(card.rank) - 2) * 4 + int(card.suit)


CARDS = CardNumbering(sorted(STANDARD_DECK, key=_openspiel_order))
"""Hearts' 52 cards, numbered as OpenSpiel numbers them."""

ACTIONS: tuple[Play | Pass, ...] = (
    *(Play(card) for card in CARDS.deck),
    *(Pass(card) for card in CARDS.deck),
)
"""Every Hearts action, each at its index."""


def score_bounds(rules: Rules) -> tuple[float, float]:
    """The lowest and highest totals. A hand gives a seat at most 26 (the moon, or every
    penalty card but one heart) and at least minus 10 under ``jd_bonus`` and minus 5 more
    under ``avoid_all_tricks_bonus``. A game to the target alone stops in the hand that
    reaches it, so no total passes ``target - 1 + 26``."""
    low = -(10 if rules.jd_bonus else 0) - (5 if rules.avoid_all_tricks_bonus else 0)
    hands = GAME_RULES.deals(rules)
    high = 26 * hands if rules.hands else rules.target - 1 + 26
    return float(low * hands), float(min(high, 26 * hands))


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Hearts observation for ``rules``."""
    players = PLAYERS
    low, high = score_bounds(rules)
    directions = tuple(Direction)
    return (
        Section(
            name="direction",
            size=len(directions),
            meaning="where this hand's cards are passed: none, left, across, right",
            encode=lambda v: one_hot(directions.index(v.direction), len(directions)),
        ),
        hand_section(CARDS),
        Section(
            name="passed",
            size=CARDS.size,
            meaning="the cards this seat has passed this hand",
            encode=lambda v: CARDS.bits(v.passed),
        ),
        Section(
            name="received",
            size=CARDS.size,
            meaning="the cards passed to this seat, once every seat has passed",
            encode=lambda v: CARDS.bits(v.received),
        ),
        trick_section(CARDS, players),
        leader_section(players),
        played_section(CARDS, "hand"),
        Section(
            name="hearts_broken",
            size=1,
            meaning="1 once a heart may be led, else 0",
            encode=lambda v: [float(v.hearts_broken)],
        ),
        Section(
            name="hand_number",
            size=1,
            meaning="the hand being played, from 1",
            encode=lambda v: [float(v.hand_number)],
            low=1.0,
            high=float(GAME_RULES.deals(rules)),
        ),
        phase_section(Phase, "pass, play, or the game is over"),
        to_act_section(players),
        numbers_section(
            "hand_points",
            "the points in the tricks each seat has taken this hand",
            players,
            lambda v: v.points,
            low=-10.0,
            high=26.0,
        ),
        numbers_section("scores", "each seat's total", players, lambda v: v.scores, low, high),
    )


ENCODING = GameEncoding(
    name="Hearts", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Hearts' encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
