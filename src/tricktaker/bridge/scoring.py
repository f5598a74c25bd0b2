"""The contract an auction ends in, and its duplicate score (Law 77 of the Laws of Duplicate
Bridge, as OpenSpiel's ``bridge_scoring.cc`` computes it).

>>> contract = Contract(level=4, strain=Strain.HEARTS, doubling=Doubling.UNDOUBLED, declarer=2)
>>> str(contract), score(contract, tricks=10, vulnerable=False)
('4♥ by S', 420)
>>> score(attrs.evolve(contract, doubling=Doubling.DOUBLED), tricks=7, vulnerable=True)
-800
"""

from __future__ import annotations

import enum

import attrs

from tricktaker.bridge.calls import Strain
from tricktaker.errors import RulesError

__all__ = ["SEAT_NAMES", "Contract", "Doubling", "score"]

SEAT_NAMES = "NESW"
"""The seats' letters: seat 0 is North, 1 East, 2 South, 3 West."""


class Doubling(enum.IntEnum):
    """Whether a contract was doubled or redoubled; the value multiplies its trick score."""

    UNDOUBLED = 1
    DOUBLED = 2
    REDOUBLED = 4

    def __str__(self) -> str:
        return ("", "X", "", "XX")[self.value - 1]


@attrs.frozen(kw_only=True)
class Contract:
    """What the auction decided: ``level`` + 6 tricks to take in ``strain``, its doubling,
    and the declarer's seat (0 North, 1 East, 2 South, 3 West).

    Raises:
        RulesError: a field out of its range.
    """

    level: int
    strain: Strain
    doubling: Doubling = Doubling.UNDOUBLED
    declarer: int

    def __attrs_post_init__(self) -> None:
        if type(self.level) is not int or not 1 <= self.level <= 7:
            raise RulesError(f"Contract.level must be an int from 1 to 7, not {self.level!r}")
        if type(self.strain) is not Strain or type(self.doubling) is not Doubling:
            raise RulesError("Contract.strain and .doubling must be a Strain and a Doubling")
        if type(self.declarer) is not int or not 0 <= self.declarer < 4:
            raise RulesError(f"Contract.declarer must be a seat 0 to 3, not {self.declarer!r}")

    @property
    def dummy(self) -> int:
        """The declarer's partner, whose hand is faced."""
        return (self.declarer + 2) % 4

    @property
    def tricks_needed(self) -> int:
        """The tricks the declarer's side must take, the level and six."""
        return self.level + 6

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{self.doubling} by {SEAT_NAMES[self.declarer]}"


_TRICK_POINTS = (20, 20, 30, 30, 30)  # a trick over six, by strain (no trump's first: 40)


def _contract_points(contract: Contract) -> int:
    points = contract.level * _TRICK_POINTS[contract.strain]
    if contract.strain is Strain.NOTRUMP:
        points += 10
    return points * contract.doubling


def _undertricks(down: int, vulnerable: bool, doubling: Doubling) -> int:
    if doubling is Doubling.UNDOUBLED:
        return (100 if vulnerable else 50) * down
    if vulnerable:  # doubled: 200 the first, 300 each after
        penalty = 200 + 300 * (down - 1)
    else:  # doubled: 100 the first, 200 the second and third, 300 each after
        penalty = (100, 300, 500)[down - 1] if down <= 3 else 500 + 300 * (down - 3)
    return penalty * (doubling // 2)


def _bonus(contract: Contract, points: int, vulnerable: bool) -> int:
    game = (500 if vulnerable else 300) if points >= 100 else 50  # else a part score
    slam = 0
    if contract.level == 7:
        slam = 1500 if vulnerable else 1000
    elif contract.level == 6:
        slam = 750 if vulnerable else 500
    insult = 50 * (contract.doubling // 2)  # 50 doubled, 100 redoubled
    return game + slam + insult  # a slam's points always make game


def score(contract: Contract, *, tricks: int, vulnerable: bool) -> int:
    """The declarer's side's duplicate score for taking ``tricks`` of 13 in ``contract``
    (negative when it goes down); the other side scores its negation.

    >>> c = Contract(level=3, strain=Strain.NOTRUMP, declarer=0)
    >>> score(c, tricks=9, vulnerable=False), score(c, tricks=10, vulnerable=True)
    (400, 630)

    Raises:
        RulesError: ``tricks`` is not 0 to 13.
    """
    if type(tricks) is not int or not 0 <= tricks <= 13:
        raise RulesError(f"tricks must be an int from 0 to 13, not {tricks!r}")
    over = tricks - contract.tricks_needed
    if over < 0:
        return -_undertricks(-over, vulnerable, contract.doubling)
    points = _contract_points(contract)
    if contract.doubling is Doubling.UNDOUBLED:
        overtricks = over * _TRICK_POINTS[contract.strain]
    else:
        overtricks = over * (100 if vulnerable else 50) * contract.doubling
    return points + _bonus(contract, points, vulnerable) + overtricks
