"""Double-dummy analysis: the tricks each side takes when every card is seen. The tricks
of each declarer and strain of a deal and the par, from DDS (the ``dds`` extra); the result
of each card the seat to play may play, from DDS or, for a small ending, from a solver in
pure Python that needs no extra.

>>> from tricktaker import bridge, parse_cards
>>> hands = [parse_cards(h) for h in ("AS KS 2H", "QS 3H 4H", "5H 6H 7H", "JS TS 8H")]
>>> bridge.dd.solve(hands, leader=0, trump=None)[parse_cards("AS")[0]]  # North-South's
2
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import attrs

from tricktaker.bridge.auction import side_of
from tricktaker.bridge.calls import Strain
from tricktaker.bridge.dd import dds
from tricktaker.bridge.dd.parscore import Par, par_of_tricks
from tricktaker.bridge.dd.solver import solve
from tricktaker.bridge.game import Deal, Phase, State
from tricktaker.bridge.scoring import SEAT_NAMES
from tricktaker.cards import Card
from tricktaker.errors import TricktakerError
from tricktaker.plugin import public_dir

__all__ = ["PURE_CARDS", "DDTable", "Par", "dd_plays", "dd_table", "dd_tables", "par", "solve"]

PURE_CARDS = 5
"""The most cards a hand may hold for :func:`~tricktaker.bridge.dd_plays` to solve without
DDS."""

_PBN_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


@attrs.frozen
class DDTable:
    """The double-dummy tricks of a deal: ``tricks[declarer][strain]`` for each declarer
    (0 North to 3 West) and strain (:class:`~tricktaker.bridge.Strain`, clubs to no trump).

    >>> table = DDTable.from_pbn("77667775576677566775")
    >>> table.tricks[0][Strain.NOTRUMP], table.tricks[2][Strain.HEARTS], table.pbn
    (7, 5, '77667775576677566775')
    """

    tricks: tuple[tuple[int, ...], ...]

    @classmethod
    def from_pbn(cls, text: str) -> DDTable:
        """The table of PBN's ``DoubleDummyTricks`` tag: 20 hexadecimal digits, declarers
        North, South, East and West, each in no trump, spades, hearts, diamonds, clubs."""
        if len(text) != 20 or any(digit not in "0123456789abcdefABCDEF" for digit in text):
            raise TricktakerError(f"{text!r} is not 20 hexadecimal digits of tricks")
        rows = [[0] * 5 for _ in range(4)]
        for place, digit in enumerate(text):
            declarer = (0, 2, 1, 3)[place // 5]
            rows[declarer][_PBN_STRAINS[place % 5]] = int(digit, 16)
        return cls(tuple(tuple(row) for row in rows))

    @property
    def pbn(self) -> str:
        """The table as PBN's ``DoubleDummyTricks`` tag writes it."""
        order = ((declarer, strain) for declarer in (0, 2, 1, 3) for strain in _PBN_STRAINS)
        return "".join(f"{self.tricks[declarer][strain]:x}" for declarer, strain in order)

    def __str__(self) -> str:
        lines = ["  " + "".join(f"{strain!s:>3}" for strain in Strain)]
        for seat, row in enumerate(self.tricks):
            lines.append(SEAT_NAMES[seat] + " " + "".join(f"{tricks:>3}" for tricks in row))
        return "\n".join(lines)


def dd_table(deal: Deal) -> DDTable:
    """The double-dummy tricks of each declarer in each strain of ``deal``, by DDS.

    Raises:
        TricktakerError: DDS (the ``dds`` extra) is not installed.
    """
    return dd_tables([deal])[0]


def dd_tables(deals: Sequence[Deal]) -> list[DDTable]:
    """:func:`dd_table` of many deals, solved together (DDS shares its threads)."""
    for deal in deals:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"a double-dummy table is of a bridge.Deal, not {deal!r}")
    return [DDTable(tricks) for tricks in dds.tables([deal.hands for deal in deals])]


def par(deal: Deal | DDTable, *, dealer: int, vulnerable: tuple[bool, bool]) -> Par:
    """The par of ``deal`` (or of its table, if known): North-South's score when both
    sides bid as well as they can knowing every card, the dealer's side first, and the
    contracts that reach it.

    >>> table = DDTable(((10, 9, 7, 6, 8), (3, 4, 6, 7, 5)) * 2)
    >>> str(par(table, dealer=0, vulnerable=(False, False)))
    'par NS 130: 3♣ by N+1, 3♣ by S+1'
    """
    if type(dealer) is not int or not 0 <= dealer < 4:
        raise TricktakerError(f"dealer must be a seat 0 to 3, not {dealer!r}")
    table = deal if isinstance(deal, DDTable) else dd_table(deal)
    north_south, east_west = vulnerable
    return par_of_tricks(table.tricks, dealer=dealer, vulnerable=(north_south, east_west))


def dd_plays(state: State, *, solver: Literal["auto", "dds", "python"] = "auto") -> dict[Card, int]:
    """For each card the seat to play may play in ``state``, the tricks the declarer's side
    takes on the board (those taken already included) if every card is then played double
    dummy. ``solver``: DDS, the pure Python solver (fast for endings of a few cards), or
    ``auto``: the pure Python solver for an ending of at most
    :data:`~tricktaker.bridge.dd.PURE_CARDS` cards a hand, DDS for more.

    Raises:
        TricktakerError: the state is not in the play, or no solver can take the position.
    """
    if not isinstance(state, State) or state.phase is not Phase.PLAY or state.contract is None:
        raise TricktakerError("dd_plays analyses a bridge state in the play of the cards")
    hands, trick, leader = state.hands, state.trick, state.leader
    trump = state.contract.strain.suit
    if solver == "auto":
        solver = "python" if max(map(len, hands)) <= PURE_CARDS else "dds"
    if solver not in ("dds", "python"):
        raise TricktakerError(f"solver must be 'auto', 'dds' or 'python', not {solver!r}")
    solving = dds.solve if solver == "dds" else solve
    north_south = solving(hands, leader=leader, trump=trump, trick=trick)
    left = len(hands[(leader + len(trick)) % 4])
    ours = side_of(state.contract.declarer) == 0
    return {
        card: state.declarer_tricks + (tricks if ours else left - tricks)
        for card, tricks in north_south.items()
    }


__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
