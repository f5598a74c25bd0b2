"""Par: the result when both sides know every card (the double-dummy tricks of each
declarer and strain) and bid as well as they can, the dealer's side first (DDS's
``DealerPar``). A contract that makes is left undoubled, one that fails is doubled.

The par score is that of a game searched over the auction: the side to call passes or bids
higher; after a bid, the opponents and then the bidder's side may go on, and two sides
passing in turn end it. The par contracts are those that score it at the lowest level
where no bid of the opponents over it would score better for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import attrs

from tricktaker.bridge.calls import Strain
from tricktaker.bridge.scoring import Contract, Doubling, score

__all__ = ["Par", "par_of_tricks"]


@attrs.frozen
class Par:
    """The par of a deal: North-South's score, and the contracts that reach it, each with
    the tricks its declarer takes (empty when the board is passed out)."""

    score: int
    contracts: tuple[tuple[Contract, int], ...]

    def __str__(self) -> str:
        if not self.contracts:
            return "par 0: passed out"
        made = ", ".join(_shown(contract, tricks) for contract, tricks in self.contracts)
        return f"par NS {self.score}: {made}"


def _shown(contract: Contract, tricks: int) -> str:
    over = tricks - contract.tricks_needed
    return f"{contract}{'=' if over == 0 else f'{over:+d}'}"


def par_of_tricks(
    tricks: Sequence[Sequence[int]], *, dealer: int, vulnerable: tuple[bool, bool]
) -> Par:
    """The par of a deal whose double-dummy ``tricks[declarer][strain]`` (declarers North,
    East, South, West; strains clubs to no trump) are given."""
    table = tuple(tuple(row) for row in tricks)
    contracts = [[_best(table, vulnerable, rank, side) for side in (0, 1)] for rank in range(35)]

    def final(rank: int, side: int) -> int:  # North-South's score of a bid left to stand
        return 0 if rank < 0 else contracts[rank][side][0] * (1 - 2 * side)

    @cache
    def value(rank: int, holder: int, mover: int, passed: bool) -> int:
        pick = max if mover == 0 else min
        results = [final(rank, holder) if passed else value(rank, holder, 1 - mover, True)]
        results += [value(bid, mover, 1 - mover, False) for bid in range(rank + 1, 35)]
        return pick(results)

    par = value(-1, 0, dealer % 2, False)
    value.cache_clear()
    found: dict[tuple[Strain, int], tuple[Contract, int]] = {}
    for rank in range(35):
        for side in (0, 1):
            # the lowest bids that give the par, where no bid of the opponents over them
            # would score better for the opponents (DDS's way of naming the contracts)
            points = contracts[rank][side][0]
            above = (contracts[bid][1 - side][0] for bid in range(rank + 1, 35))
            if final(rank, side) == par != 0 and all(theirs <= -points for theirs in above):
                for contract, taken in contracts[rank][side][1]:
                    found.setdefault((contract.strain, contract.declarer), (contract, taken))
    return Par(score=par, contracts=tuple(found.values()))


def _best(
    table: tuple[tuple[int, ...], ...], vulnerable: tuple[bool, bool], rank: int, side: int
) -> tuple[int, list[tuple[Contract, int]]]:
    """The side's best score in the bid of ``rank`` (made undoubled, or failing doubled),
    and the contracts that give it, one a declarer."""
    level, strain = rank // 5 + 1, Strain(rank % 5)
    options = []
    for declarer in (side, side + 2):
        taken = table[declarer][strain]
        doubling = Doubling.UNDOUBLED if taken >= level + 6 else Doubling.DOUBLED
        contract = Contract(level=level, strain=strain, doubling=doubling, declarer=declarer)
        points = score(contract, tricks=taken, vulnerable=vulnerable[side])
        options.append((points, contract, taken))
    best = max(points for points, _, _ in options)
    return best, [(contract, taken) for points, contract, taken in options if points == best]
