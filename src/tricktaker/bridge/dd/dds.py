"""DDS, Bo Haglund's and Soren Hein's double-dummy solver, through the ``endplay`` package
(the ``dds`` extra: ``pip install tricktaker[dds]``), imported only when called.

endplay numbers the strains spades 0, hearts 1, diamonds 2, clubs 3, no trump 4, and the
seats North 0, East 1, South 2, West 3, as DDS does.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from tricktaker.bridge.records.board import card_text, suits_text
from tricktaker.cards import Card, Rank, Suit
from tricktaker.errors import TricktakerError

__all__ = ["TABLES_A_CALL", "require", "solve", "tables"]

TABLES_A_CALL = 32
"""Deals a call of DDS's ``CalcAllTables`` takes (it takes 200 strains at most)."""


def _endplay(module: str) -> ModuleType:
    try:
        return __import__(f"endplay.{module}", fromlist=["_"])
    except ImportError:
        raise TricktakerError(
            f"double dummy past a small ending needs DDS (endplay.{module}), which the dds "
            'extra installs: pip install "tricktaker[dds]"'
        ) from None


def require() -> None:
    """Raise the :class:`~tricktaker.TricktakerError` that names the ``dds`` extra unless
    DDS can be imported (a game that will need it says so before it starts)."""
    _endplay("dds")


def _deal(hands: Sequence[Sequence[Card]]) -> Any:
    types = _endplay("types")
    return types.Deal("N:" + " ".join(".".join(suits_text(hand)) for hand in hands))


def tables(deals: Sequence[Sequence[Sequence[Card]]]) -> list[tuple[tuple[int, ...], ...]]:
    """DDS's tricks for each declarer (North, East, South, West) and strain (clubs,
    diamonds, hearts, spades, no trump) of each deal's hands."""
    dds = _endplay("dds")
    found = []
    for start in range(0, len(deals), TABLES_A_CALL):
        batch = [_deal(hands) for hands in deals[start : start + TABLES_A_CALL]]
        for table in dds.calc_all_tables(batch):
            rows = table.to_list()  # [strain][seat], spades first, no trump last
            by_strain = (rows[3], rows[2], rows[1], rows[0], rows[4])
            found.append(tuple(tuple(row[seat] for row in by_strain) for seat in range(4)))
    return found


def solve(
    hands: Sequence[Sequence[Card]],
    *,
    leader: int,
    trump: Suit | None,
    trick: Sequence[Card] = (),
) -> dict[Card, int]:
    """As :func:`tricktaker.bridge.dd.solve`, by DDS's ``SolveBoard``: for each card
    the seat to play may play, North-South's tricks from here on."""
    dds, types = _endplay("dds"), _endplay("types")
    seats = [(leader + i) % 4 for i in range(len(trick))]
    before = [list(hand) for hand in hands]
    for seat, card in zip(seats, trick, strict=True):
        before[seat].append(card)
    deal = _deal(before)
    deal.first = types.Player(leader)
    deal.trump = types.Denom(4 if trump is None else 3 - int(trump))
    for card in trick:
        deal.play(card_text(card))
    to_play = (leader + len(trick)) % 4
    left = len(hands[to_play])
    results = {}
    for card, tricks in dds.solve_board(deal):
        ours = Card.of(Suit(3 - int(card.suit)), Rank(int(card.rank).bit_length() - 1))
        results[ours] = tricks if to_play % 2 == 0 else left - tricks
    return results
