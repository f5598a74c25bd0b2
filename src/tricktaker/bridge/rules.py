"""Bridge's rule set: the dealer and the vulnerability (OpenSpiel's parameters, under its
names), a sequence of boards with the standard rotation of both (Law 2 of the Laws of
Duplicate Bridge), and the number of the first board (a board played as it was at its table:
:meth:`Rules.as_played`)."""

from __future__ import annotations

from typing import Any

import attrs

from tricktaker.errors import RulesError

__all__ = ["BOARD_VULNERABILITY", "VULNERABILITY_NAMES", "Rules"]

BOARD_VULNERABILITY = (
    "None", "NS", "EW", "All", "NS", "EW", "All", "None",
    "EW", "All", "None", "NS", "All", "None", "NS", "EW",
)  # fmt: skip
"""The vulnerability of boards 1 to 16 (and so on, every 16 boards), as Law 2 numbers them."""

VULNERABILITY_NAMES = {
    "none": (False, False), "love": (False, False), "-": (False, False), "o": (False, False),
    "0": (False, False), "ns": (True, False), "n": (True, False), "ew": (False, True),
    "e": (False, True), "both": (True, True), "all": (True, True), "b": (True, True),
}  # fmt: skip
"""North-South's and East-West's vulnerability by the names records give it, in lower case:
PBN's ``None``, ``NS``, ``EW``, ``All``/``Both`` (and ``Love``, ``-``), LIN's ``o``, ``n``,
``e``, ``b``."""


@attrs.frozen(kw_only=True)
class Rules:
    """A rule set of contract bridge: four seats, North (0), East (1), South (2) and West
    (3), North-South against East-West; duplicate scoring.

    Attributes:
        players: always 4, two partnerships.
        dealer: the seat that deals, and calls first (OpenSpiel's ``dealer``).
        dealer_vul: whether the dealer's side is vulnerable (OpenSpiel's ``dealer_vul``).
        non_dealer_vul: whether the other side is vulnerable (OpenSpiel's
            ``non_dealer_vul``).
        boards: how many boards the game plays, each dealt anew; the scores add up.
        first_board: the number of the game's first board (the next are numbered on from
            it): a board played under the number it had at its table.
        rotation: if True, board n of the game is dealt by seat (n - 1) mod 4 with the
            vulnerability that Law 2 gives board n, and ``dealer``, ``dealer_vul`` and
            ``non_dealer_vul`` stay at their defaults; if False, every board has the dealer
            and vulnerability those fields give.
        use_double_dummy_result: if True (OpenSpiel's ``use_double_dummy_result``, the
            setting of bidding research), the cards are not played: the board ends with the
            auction and is scored by the tricks the declarer takes double dummy (DDS's, the
            ``dds`` extra: :func:`~tricktaker.bridge.dd_table`).
        claims: if True, the seat that decides in the play may claim or concede a number of
            the remaining tricks, which the other side accepts (the board is scored with
            them) or disputes (play continues): Laws 68 to 70,
            :mod:`tricktaker.bridge.claims`. Off by default, as in OpenSpiel's game.

    >>> Rules(dealer=2, dealer_vul=True).vulnerable(1)  # North-South, by side
    (True, False)
    >>> rules = Rules(boards=4, rotation=True)
    >>> [(rules.dealer_of(n), rules.vulnerable(n)) for n in (1, 2, 4)]
    [(0, (False, False)), (1, (True, False)), (3, (True, True))]
    >>> Rules(dealer=4)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.dealer must be a seat 0 to 3, not 4
    """

    players: int = 4
    dealer: int = 0
    dealer_vul: bool = False
    non_dealer_vul: bool = False
    boards: int = 1
    first_board: int = 1
    rotation: bool = False
    use_double_dummy_result: bool = False
    claims: bool = False

    def __attrs_post_init__(self) -> None:
        if self.players != 4 or type(self.players) is not int:
            raise RulesError(
                f"Rules.players must be 4 (bridge is played by four), not {self.players!r}"
            )
        if type(self.dealer) is not int or not 0 <= self.dealer < 4:
            raise RulesError(f"Rules.dealer must be a seat 0 to 3, not {self.dealer!r}")
        for name in (
            "dealer_vul",
            "non_dealer_vul",
            "rotation",
            "use_double_dummy_result",
            "claims",
        ):
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"Rules.{name} must be a bool, not {getattr(self, name)!r}")
        if type(self.boards) is not int or not 1 <= self.boards <= 1000:
            raise RulesError(f"Rules.boards must be an int from 1 to 1000, not {self.boards!r}")
        if type(self.first_board) is not int or not 1 <= self.first_board <= 10**6:
            raise RulesError(
                f"Rules.first_board must be a board number from 1 to 1000000, not "
                f"{self.first_board!r}"
            )
        if self.rotation and (self.dealer or self.dealer_vul or self.non_dealer_vul):
            raise RulesError(
                "Rules.rotation takes each board's dealer and vulnerability from its number: "
                "leave dealer, dealer_vul and non_dealer_vul at their defaults"
            )

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, North-South (0, 2) and East-West (1, 3)."""
        return ((0, 2), (1, 3))

    def dealer_of(self, board: int) -> int:
        """The seat that deals board ``board`` (from 1) of the game."""
        return (board - 1) % 4 if self.rotation else self.dealer

    def vulnerable(self, board: int) -> tuple[bool, bool]:
        """Whether North-South and East-West are vulnerable on board ``board`` (from 1)."""
        if self.rotation:
            named = BOARD_VULNERABILITY[(board - 1) % 16]
            return (named in ("NS", "All"), named in ("EW", "All"))
        ours, theirs = self.dealer_vul, self.non_dealer_vul
        return (ours, theirs) if self.dealer % 2 == 0 else (theirs, ours)

    @classmethod
    def as_played(
        cls,
        board: int,
        *,
        dealer: int | str | None = None,
        vulnerable: str | tuple[bool, bool] | None = None,
        **fields: Any,
    ) -> Rules:
        """The rules of one board as it was played at its table: board number ``board``,
        dealt by ``dealer`` (a seat 0 to 3 or its letter ``N``, ``E``, ``S``, ``W``) with
        the vulnerability ``vulnerable`` (North-South's and East-West's, or a name as records
        give it: ``"None"``, ``"NS"``, ``"EW"``, ``"All"``/``"Both"``); either one left out is
        the one Law 2 gives the board's number. ``fields`` are the other rules
        (``claims=True``, ``boards=...``, the boards after the first keeping its dealer and
        vulnerability).

        >>> rules = Rules.as_played(7, dealer="E", vulnerable="NS", claims=True)
        >>> rules.first_board, rules.dealer_of(7), rules.vulnerable(7), rules.claims
        (7, 1, (True, False), True)
        >>> Rules.as_played(7).vulnerable(7)  # Law 2: South deals board 7, all vulnerable
        (True, True)
        >>> Rules.as_played(7, vulnerable="NE")
        Traceback (most recent call last):
        ...
        tricktaker.RulesError: Rules.as_played: vulnerable must be None, NS, EW, ... not 'NE'

        Raises:
            RulesError: a board number, dealer or vulnerability of none of those forms.
        """
        if type(board) is not int or board < 1:
            raise RulesError(f"Rules.as_played: board must be a board number, not {board!r}")
        law = cls(rotation=True)
        seat = law.dealer_of(board) if dealer is None else dealer
        if isinstance(seat, str) and len(seat) == 1 and seat.upper() in "NESW":
            seat = "NESW".index(seat.upper())
        if type(seat) is not int or seat not in range(4):
            raise RulesError(
                f"Rules.as_played: dealer must be a seat 0 to 3 or N, E, S or W, not {dealer!r}"
            )
        sides = law.vulnerable(board) if vulnerable is None else vulnerable
        if isinstance(sides, str):
            sides = VULNERABILITY_NAMES.get(sides.lower(), sides)
        if type(sides) is not tuple or [type(side) for side in sides] != [bool, bool]:
            raise RulesError(
                "Rules.as_played: vulnerable must be None, NS, EW, All (or Both) or a pair of "
                f"bools (North-South, East-West), not {vulnerable!r}"
            )
        ours, theirs = sides if seat % 2 == 0 else sides[::-1]
        return cls(first_board=board, dealer=seat, dealer_vul=ours, non_dealer_vul=theirs, **fields)

    @classmethod
    def openspiel(cls, **parameters: Any) -> Rules:
        """The rules of OpenSpiel's ``bridge`` with ``parameters`` (``dealer``,
        ``dealer_vul``, ``non_dealer_vul``, ``use_double_dummy_result``, whose default here
        is False, the cards played, where OpenSpiel's is True; ``num_tricks`` only shapes
        its observation).

        >>> Rules.openspiel(dealer=1, non_dealer_vul=True).vulnerable(1)
        (True, False)
        """
        parameters = dict(parameters)
        parameters.pop("num_tricks", None)
        return cls(**parameters)

    def openspiel_parameters(self) -> dict[str, Any]:
        """OpenSpiel's ``bridge`` parameters for these rules' first board.

        >>> Rules(dealer=3).openspiel_parameters()["dealer"]
        3
        """
        north_south, east_west = self.vulnerable(self.first_board)
        dealer = self.dealer_of(self.first_board)
        ours, theirs = (north_south, east_west) if dealer % 2 == 0 else (east_west, north_south)
        return {
            "use_double_dummy_result": self.use_double_dummy_result,
            "dealer": dealer,
            "dealer_vul": ours,
            "non_dealer_vul": theirs,
        }
