"""Oh Hell's action numbering and observation layout (see :mod:`tricktaker.encoding`).

Actions, 70 for every rule set:

- 0-51: ``Play(card)``, by the card's place in :data:`~tricktaker.cards.STANDARD_DECK`
  (2♣ … A♣, 2♦ …, 2♥ …, 2♠ … A♠);
- 52-69: ``Bid(0)`` to ``Bid(17)`` (17 cards: the largest hand, 3 players).

>>> from tricktaker import encoding, ohhell
>>> rules = ohhell.Rules(players=5, schedule=(3, 2))
>>> [(s.name, s.size) for s in encoding.observation_layout(rules)][6:9]
[('phase', 3), ('round', 1), ('cards', 3)]
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK
from tricktaker.encoding import CardNumbering, GameEncoding, Section, one_hot, register_encoding
from tricktaker.engine.encoding import bidding_layout
from tricktaker.ohhell.actions import Bid
from tricktaker.ohhell.game import Phase, View
from tricktaker.ohhell.rules import Rules

__all__ = ["ACTIONS", "CARDS", "ENCODING", "MOST_TRICKS", "layout"]

CARDS = CardNumbering(STANDARD_DECK)
"""Oh Hell's 52 cards, numbered in the deck's order."""

MOST_TRICKS = len(STANDARD_DECK) // 3
"""The largest bid of any Oh Hell game (17 cards each for 3 players)."""

ACTIONS: tuple[Play | Bid, ...] = (
    *(Play(card) for card in STANDARD_DECK),
    *(Bid(n) for n in range(MOST_TRICKS + 1)),
)
"""Every Oh Hell action, each at its index."""


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of an Oh Hell observation for ``rules``.

    Scores lie between the totals of the worst and the best result of every round: taking
    all the round's tricks as bid (``bonus`` + ``points_per_trick`` a trick), and missing
    every bid by all of them (``-points_per_trick`` a trick with ``off_bid_penalty``, else 0).
    """
    most = max(rules.schedule)
    per_trick = rules.points_per_trick
    round_sections = (
        Section(
            name="round",
            size=1,
            meaning="the round, 1 to rules.rounds",
            encode=lambda v: [float(v.round)],
            high=float(rules.rounds),
        ),
        Section(
            name="cards",
            size=most,
            meaning=f"the cards dealt to each seat this round, 1 to {most}",
            encode=lambda v: one_hot(rules.schedule[v.round - 1] - 1, most),
        ),
    )
    return bidding_layout(
        CARDS,
        rules.players,
        phases=Phase,
        asked="bid, play; or the game is over",
        no_trump_card="when no card was left",
        no_trump="no trump",
        round_sections=round_sections,
        most_tricks=most,
        scores=(
            float(-per_trick * sum(rules.schedule) if rules.off_bid_penalty else 0),
            float(rules.bonus * rules.rounds + per_trick * sum(rules.schedule)),
        ),
    )


ENCODING = GameEncoding(
    name="Oh Hell", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Oh Hell's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
