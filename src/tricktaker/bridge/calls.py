"""Bridge's calls: a bid of a level and a strain, pass, double and redouble.

Every call is a shared value: :data:`CALLS` holds them in OpenSpiel's order (pass, double,
redouble, then the 35 bids from 1♣ up to 7NT), so the legal calls of an auction are a slice
of it and the rank of a bid is its place there.

>>> str(Bid(1, Strain.NOTRUMP)), str(Bid(4, Strain.HEARTS)), str(PASS), str(DOUBLE)
('1NT', '4♥', 'pass', 'double')
>>> [str(read_call(text)) for text in ("1c", "1♣", "3nt", "p", "x", "xx", "dbl", "rdbl")]
['1♣', '1♣', '3NT', 'pass', 'double', 'redouble', 'double', 'redouble']
>>> [str(read_call(text)) for text in ("1N", "d", "r", "R", "2C!")]  # as records write them
['1NT', 'double', 'redouble', 'redouble', '2♣']
"""

from __future__ import annotations

import enum
from typing import Any

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.bridge.claims import AcceptClaim, Claim, DisputeClaim
from tricktaker.cards import Suit

__all__ = [
    "BIDS",
    "CALLS",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Action",
    "Bid",
    "Call",
    "CallText",
    "Double",
    "Pass",
    "Redouble",
    "Strain",
    "read_call",
]


class Strain(enum.IntEnum):
    """What a bid names: a trump suit, or no trump; ordered as the auction ranks them."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit this strain names; None for no trump."""
        return _TRUMPS[self._value_]  # Suit(n) and .value go through the enum's Python code

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H``, ``S`` or ``N``, as PBN writes it."""
        return "CDHSN"[self.value]

    def __str__(self) -> str:
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).symbol


_TRUMPS: tuple[Suit | None, ...] = (*Suit, None)
"""The suit each strain names, by its value: the four suits in order, then no trump."""


ALERT_LENGTH = 200
"""The longest explanation an alerted call may carry, in characters."""


def _alert(instance: object, attribute: object, value: object) -> None:
    if value is not None and (type(value) is not str or len(value) > ALERT_LENGTH):
        raise malformed(
            "the call's alert",
            value,
            f"None or an explanation of at most {ALERT_LENGTH} characters",
        )


def _alert_field() -> Any:
    """A call's ``alert``: None for a call not alerted, else the explanation its caller gives
    the opponents ("" for an alert without one). It is not part of the call: a call alerted
    equals the call (``Bid(2, Strain.CLUBS, alert="strong") == Bid(2, Strain.CLUBS)``)."""
    return attrs.field(default=None, kw_only=True, eq=False, repr=False, validator=_alert)


class CallText:
    """The base of the call classes: what each reads as a move, any call, by
    :func:`~tricktaker.bridge.read_call`. Each call may carry an ``alert``: the explanation
    its caller gives the opponents (as online bridge has the caller alert its own calls),
    which their views show and the partner's do not; None when not alerted.

    >>> alerted = Bid(2, Strain.CLUBS, alert="strong, artificial")
    >>> alerted == Bid(2, Strain.CLUBS), alerted.alert
    (True, 'strong, artificial')
    """

    __slots__ = ()

    @classmethod
    def from_text(cls, text: str) -> Call | None:
        """The call ``text`` names, of any kind (see :func:`~tricktaker.bridge.read_call`), for
        :func:`~tricktaker.parse_action`; ``!`` after it alerts it, and the words after the
        ``!`` are its explanation.

        >>> [(str(c), c.alert) for c in map(CallText.from_text, ("2c", "2c!", "2c! strong"))]
        [('2♣', None), ('2♣', ''), ('2♣', 'strong')]
        """
        if not isinstance(text, str) or "!" not in text:
            return read_call(text)
        said, _, explanation = text.partition("!")
        call = read_call(said)
        explained = " ".join(explanation.split())
        if call is None or len(explained) > ALERT_LENGTH:
            return None
        return attrs.evolve(call, alert=explained)


@attrs.frozen
class Bid(CallText):
    """A bid: to take ``level`` + 6 tricks with ``strain`` as trump (or no trump).

    >>> Bid(3, Strain.SPADES), str(Bid(7, Strain.NOTRUMP))
    (Bid(level=3, strain=<Strain.SPADES: 3>), '7NT')
    >>> Bid(8, Strain.CLUBS)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Bid.level must be an int from 1 to 7, not 8

    Raises:
        IllegalActionError: a level that is not 1 to 7, or a strain that is not a
            :class:`Strain`.
    """

    level: int
    strain: Strain
    alert: str | None = _alert_field()

    def __attrs_post_init__(self) -> None:
        if type(self.level) is not int or not 1 <= self.level <= 7:
            raise malformed("Bid.level", self.level, "an int from 1 to 7")
        if type(self.strain) is not Strain:
            raise malformed("Bid.strain", self.strain, "a bridge.Strain")

    @property
    def rank(self) -> int:
        """The bid's place among the bids, from 0 for 1♣ to 34 for 7NT (a higher bid ranks
        higher)."""
        return (self.level - 1) * 5 + self.strain

    def __str__(self) -> str:
        return f"{self.level}{self.strain}"


@attrs.frozen
class Pass(CallText):
    """The call that bids nothing; four passes pass the board out, three end an auction."""

    alert: str | None = _alert_field()

    def __str__(self) -> str:
        return "pass"


@attrs.frozen
class Double(CallText):
    """Double the opponents' last bid, if nobody has doubled it yet."""

    alert: str | None = _alert_field()

    def __str__(self) -> str:
        return "double"


@attrs.frozen
class Redouble(CallText):
    """Redouble one's own side's bid that an opponent doubled."""

    alert: str | None = _alert_field()

    def __str__(self) -> str:
        return "redouble"


Call = Bid | Pass | Double | Redouble
"""Any call of the auction."""
Action = Call | Play | Claim | AcceptClaim | DisputeClaim
"""Any bridge action: a call in the auction, a card in the play."""

PASS: Pass = Pass()
"""The pass, a shared value."""
DOUBLE: Double = Double()
"""The double, a shared value."""
REDOUBLE: Redouble = Redouble()
"""The redouble, a shared value."""
BIDS: tuple[Bid, ...] = tuple(Bid(level, strain) for level in range(1, 8) for strain in Strain)
"""The 35 bids from the lowest up, so that ``BIDS[bid.rank] == bid``."""
CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *BIDS)
"""Every call in OpenSpiel's order: its call number ``n`` is ``CALLS[n]``."""

_WORDS: dict[str, Call] = {
    "pass": PASS, "p": PASS, "x": DOUBLE, "dbl": DOUBLE, "double": DOUBLE, "d": DOUBLE,
    "xx": REDOUBLE, "rdbl": REDOUBLE, "redouble": REDOUBLE, "r": REDOUBLE,
}  # fmt: skip
_STRAINS = {
    "c": Strain.CLUBS, "♣": Strain.CLUBS, "d": Strain.DIAMONDS, "♦": Strain.DIAMONDS,
    "h": Strain.HEARTS, "♥": Strain.HEARTS, "s": Strain.SPADES, "♠": Strain.SPADES,
    "n": Strain.NOTRUMP, "nt": Strain.NOTRUMP,
}  # fmt: skip


def read_call(text: str) -> Call | None:
    """The call that ``text`` names (``1C``, ``1♣``, ``1NT`` or ``1N``, ``pass``/``p``,
    ``x``/``dbl``/``d``, ``xx``/``rdbl``/``r``; case and spaces ignored, and an alert mark
    ``!`` after it, as PBN and LIN records write an alerted call), or None if it names none.

    >>> read_call("7 NT"), read_call("8c"), read_call("hello")
    (Bid(level=7, strain=<Strain.NOTRUMP: 4>), None, None)
    """
    if not isinstance(text, str):
        return None  # type: ignore[unreachable]  # any value may be asked about
    words = "".join(text.lower().split()).removesuffix("!")
    if words in _WORDS:
        return _WORDS[words]
    level, strain = words[:1], _STRAINS.get(words[1:])
    if strain is None or level not in ("1", "2", "3", "4", "5", "6", "7"):
        return None
    return BIDS[(int(level) - 1) * 5 + strain]
