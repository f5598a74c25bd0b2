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
from tricktaker.cards import STANDARD_DECK, Suit
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
from tricktaker.ohhell.actions import Bid
from tricktaker.ohhell.rules import Rules
from tricktaker.ohhell.state import Phase, View

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

_PHASES = tuple(Phase)


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of an Oh Hell observation for ``rules``.

    Scores lie between the totals of the worst and the best result of every round: taking
    all the round's tricks as bid (``bonus`` + ``points_per_trick`` a trick), and missing
    every bid by all of them (``-points_per_trick`` a trick with ``off_bid_penalty``, else 0).
    """
    players = rules.players
    most = max(rules.schedule)
    counts = most + 1  # a bid or a number of tricks: 0 to the largest hand
    per_trick = rules.points_per_trick
    return (
        hand_section(CARDS),
        trick_section(CARDS, players),
        leader_section(players),
        played_section(CARDS, "round"),
        Section(
            name="trump_card",
            size=CARDS.size,
            meaning="the card turned up for trump (none when no card was left)",
            encode=lambda v: CARDS.one_hot(v.trump_card),
        ),
        Section(
            name="trump",
            size=len(Suit),
            meaning="the trump suit, ♣ ♦ ♥ ♠ (none: no trump)",
            encode=lambda v: one_hot(v.trump, len(Suit)),
        ),
        Section(
            name="phase",
            size=len(_PHASES),
            meaning="what is asked: bid, play; or the game is over",
            encode=lambda v: one_hot(_PHASES.index(v.phase), len(_PHASES)),
        ),
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
        Section(
            name="dealer",
            size=players,
            meaning="the seat that dealt this round",
            encode=lambda v: seat_one_hot(v.dealer, v.seat, players),
        ),
        to_act_section(players),
        per_seat_section(
            "bids",
            f"each seat's bid, 0 to {most} (none until made)",
            players,
            counts,
            lambda v: v.bids,
        ),
        per_seat_section(
            "tricks_taken",
            f"the tricks each seat has taken this round, 0 to {most}",
            players,
            counts,
            lambda v: v.tricks_taken,
        ),
        numbers_section(
            "scores",
            "each seat's total",
            players,
            lambda v: v.scores,
            low=float(-per_trick * sum(rules.schedule) if rules.off_bid_penalty else 0),
            high=float(rules.bonus * rules.rounds + per_trick * sum(rules.schedule)),
        ),
    )


ENCODING = GameEncoding(
    name="Oh Hell", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Oh Hell's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
