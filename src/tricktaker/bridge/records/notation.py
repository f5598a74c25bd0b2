"""The small texts that PBN and LIN records share: calls, contracts, vulnerabilities and
hands, read in the forms the real files use and written in the standard one."""

from __future__ import annotations

from collections.abc import Iterable

from tricktaker.bridge.calls import Bid, Call, Double, Pass, read_call
from tricktaker.bridge.records.board import RecordError, seat_named
from tricktaker.bridge.rules import VULNERABILITY_NAMES
from tricktaker.bridge.scoring import Contract, Doubling
from tricktaker.cards import Card, Suit
from tricktaker.errors import CardParseError

__all__ = [
    "call_text",
    "contract_text",
    "read_contract",
    "read_hand",
    "read_record_call",
    "read_vulnerable",
    "vulnerable_text",
]

_VULNERABLE_TEXT = {(False, False): "None", (True, False): "NS", (False, True): "EW"}


def read_vulnerable(text: str, *, line: int, tag: str) -> tuple[bool, bool] | None:
    """North-South's and East-West's vulnerability as PBN (``None``, ``NS``, ``EW``,
    ``All``/``Both``, ``Love``, ``-``) or LIN (``o``, ``n``, ``e``, ``b``) writes it; None for
    ``?`` or nothing."""
    if text in ("", "?"):
        return None
    if text.lower() not in VULNERABILITY_NAMES:
        raise RecordError(f"{text!r} is no vulnerability", line=line, tag=tag)
    return VULNERABILITY_NAMES[text.lower()]


def vulnerable_text(vulnerable: tuple[bool, bool] | None) -> str:
    """PBN's name of a vulnerability (``None``, ``NS``, ``EW``, ``All``; ``?`` unknown)."""
    return "?" if vulnerable is None else _VULNERABLE_TEXT.get(vulnerable, "All")


def read_record_call(text: str, *, line: int, tag: str) -> tuple[Call, bool]:
    """A call as a record writes it (``1C``, ``1NT``/``1N``, ``Pass``/``p``, ``X``/``d``,
    ``XX``/``R``/``r``), and whether an alert mark ``!`` follows it."""
    call = read_call(text)
    if call is None:
        raise RecordError(f"{text!r} is no call", line=line, tag=tag)
    return call, text.endswith("!")


def call_text(call: Call) -> str:
    """A call as PBN writes it: ``1C`` ... ``7NT``, ``Pass``, ``X``, ``XX``."""
    if isinstance(call, Bid):
        return f"{call.level}{'NT' if call.strain.letter == 'N' else call.strain.letter}"
    return "Pass" if isinstance(call, Pass) else "X" if isinstance(call, Double) else "XX"


_DOUBLINGS = (("XX", Doubling.REDOUBLED), ("R", Doubling.REDOUBLED), ("X", Doubling.DOUBLED))


def read_contract(text: str, declarer: str, *, line: int, tag: str) -> Contract | None:
    """The contract of PBN's ``Contract`` (``4S``, ``3NTX``, ``1NR``, ``6Hxx``) and
    ``Declarer`` tags; None for ``Pass`` or an unknown contract."""
    upper = text.upper()
    if upper in ("", "?", "PASS"):
        return None
    doubling = Doubling.UNDOUBLED
    for suffix, doubled in _DOUBLINGS:
        if upper.endswith(suffix):
            upper, doubling = upper.removesuffix(suffix), doubled
            break
    bid = read_call(upper)
    if not isinstance(bid, Bid):
        raise RecordError(f"{text!r} is no contract", line=line, tag=tag)
    seat = seat_named(declarer)
    if seat is None:
        raise RecordError(f"{declarer!r} is no declarer for {text}", line=line, tag="Declarer")
    return Contract(level=bid.level, strain=bid.strain, doubling=doubling, declarer=seat)


def contract_text(contract: Contract) -> str:
    """A contract as PBN's ``Contract`` tag writes it (``4S``, ``3NTX``, ``7CXX``)."""
    return call_text(Bid(contract.level, contract.strain)) + str(contract.doubling)


_SUITS_PBN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def read_hand(text: str, *, line: int, tag: str) -> tuple[Card, ...]:
    """A hand as PBN writes it (``AKQ.JT9.8765.432``, spades first; ``-`` for an unknown
    hand) or LIN (``SAKQHJT9D8765C432``, each suit after its letter)."""
    if text in ("-", ""):
        return ()
    try:
        if "." in text:
            suits = text.split(".")
            if len(suits) != 4:
                raise CardParseError("a PBN hand has four suits")
            pairs = list(zip(_SUITS_PBN, suits, strict=True))
        else:
            pairs, suit = [], None
            for char in text.upper():
                if char in "SHDC":
                    suit = Suit.parse(char)
                elif suit is None:
                    raise CardParseError("a LIN hand names the suit before its cards")
                else:
                    pairs.append((suit, char))
        return tuple(_cards(pairs))
    except CardParseError as error:
        raise RecordError(f"{text!r} is no hand ({error})", line=line, tag=tag) from None


def _cards(pairs: Iterable[tuple[Suit, str]]) -> Iterable[Card]:
    for suit, ranks in pairs:
        for rank in ranks:
            yield Card.parse(suit.letter + rank)  # the suit first: 10 is written T
