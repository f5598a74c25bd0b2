"""The observation layout every bid-then-play game shares (see :mod:`tricktaker.encoding`):
the cards, the trump, the phase, the dealer, the turn, bids, tricks taken and scores, around
the sections that say which round it is, which are the game's own."""

from __future__ import annotations

import enum
from collections.abc import Sequence

from tricktaker.cards import Suit
from tricktaker.encoding import (
    CardNumbering,
    Section,
    hand_section,
    leader_section,
    numbers_section,
    one_hot,
    per_seat_section,
    phase_section,
    played_section,
    seat_one_hot,
    to_act_section,
    trick_section,
)

__all__ = ["bidding_layout"]


def bidding_layout(
    cards: CardNumbering,
    players: int,
    *,
    phases: type[enum.Enum],
    asked: str,
    no_trump_card: str,
    no_trump: str,
    round_sections: Sequence[Section],
    most_tricks: int,
    scores: tuple[float, float],
) -> tuple[Section, ...]:
    """The sections of a bidding game's observation, in order: hand, trick, leader, played,
    trump card and trump, phase, the game's ``round_sections``, dealer, to act, bids and
    tricks taken (0 to ``most_tricks``) and the scores (from ``scores[0]`` to ``scores[1]``).

    ``asked`` says what each phase asks ("bid, play; or the game is over"); ``no_trump_card``
    and ``no_trump`` when there is no trump card or no trump suit.
    """
    counts = most_tricks + 1  # a bid or a number of tricks: 0 to the largest hand
    return (
        hand_section(cards),
        trick_section(cards, players),
        leader_section(players),
        played_section(cards, "round"),
        Section(
            name="trump_card",
            size=cards.size,
            meaning=f"the card turned up for trump (none {no_trump_card})",
            encode=lambda v: cards.one_hot(v.trump_card),
        ),
        Section(
            name="trump",
            size=len(Suit),
            meaning=f"the trump suit, ♣ ♦ ♥ ♠ (none: {no_trump})",
            encode=lambda v: one_hot(v.trump, len(Suit)),
        ),
        phase_section(phases, f"what is asked: {asked}"),
        *round_sections,
        Section(
            name="dealer",
            size=players,
            meaning="the seat that dealt this round",
            encode=lambda v: seat_one_hot(v.dealer, v.seat, players),
        ),
        to_act_section(players),
        per_seat_section(
            "bids",
            f"each seat's bid, 0 to {most_tricks} (none until made)",
            players,
            counts,
            lambda v: v.bids,
        ),
        per_seat_section(
            "tricks_taken",
            f"the tricks each seat has taken this round, 0 to {most_tricks}",
            players,
            counts,
            lambda v: v.tricks_taken,
        ),
        numbers_section(
            "scores", "each seat's total", players, lambda v: v.scores, low=scores[0],
            high=scores[1],
        ),
    )  # fmt: skip
