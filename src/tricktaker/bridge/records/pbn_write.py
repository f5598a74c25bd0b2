"""Writing PBN 2.1 in its export format (§2.1, §3): the lines ``% PBN 2.1`` and ``% EXPORT``,
CRLF line ends, the boards one after another with an empty line between, and in each the
identification section (the 15 tags of the mandatory set in their order, ``?`` where a value
is unknown, then every other tag in the order of its name), then the auction section with
its notes, then the play section, a row a trick and a column a seat from the opening
leader's. Tag values escape ``\\`` and ``"`` with a backslash (§3.2).

>>> from tricktaker import bridge
>>> board = bridge.Board(number=1, dealer=0, vulnerable=(False, False),
...     tags=[bridge.Tag("Event", 'The "Club" night')])
>>> print(bridge.write_pbn([board]).replace("\\r\\n", "\\n"))
% PBN 2.1
% EXPORT
[Event "The \\"Club\\" night"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "?"]
[Scoring "?"]
[Declarer "?"]
[Contract "?"]
[Result "?"]
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Iterable

from tricktaker.bridge.records.board import (
    Board,
    RecordError,
    card_text,
    seats_of_play,
    suits_text,
)
from tricktaker.bridge.records.notation import call_text, contract_text, vulnerable_text
from tricktaker.bridge.records.pbn_read import MANDATORY
from tricktaker.bridge.scoring import SEAT_NAMES
from tricktaker.cards import Card

__all__ = ["write_pbn"]


def write_pbn(boards: Iterable[Board]) -> str:
    """The PBN 2.1 text, in export format, of ``boards``: what :func:`read_pbn` reads back
    as the same boards.

    Raises:
        RecordError: a board that is not a :class:`~tricktaker.bridge.Board`, or a tag whose
            name is not a PBN name or whose value spans lines.
    """
    lines = ["% PBN 2.1", "% EXPORT"]
    for board in boards:
        if not isinstance(board, Board):
            raise RecordError(f"write_pbn writes bridge.Board values, not {board!r}")
        lines += _game(board)
        lines.append("")
    return "\r\n".join(lines) + "\r\n"


def _escaped(name: str, value: str) -> str:
    if not name.isidentifier() or not name.isascii():
        raise RecordError(f"{name!r} is not a PBN tag name (letters, digits and _)", tag=name)
    if "\n" in value or "\r" in value:
        raise RecordError(f"a PBN tag value is one line, not {value!r}", tag=name)
    return '[{} "{}"]'.format(name, value.replace("\\", "\\\\").replace('"', '\\"'))


def _game(board: Board) -> list[str]:
    values = {tag.name: tag.value for tag in board.tags}
    values.update(_structure(board))
    lines = [_escaped(name, values.get(name, "?")) for name in MANDATORY]
    for tag in board.tags:
        if tag.name not in MANDATORY:
            lines.append(_escaped(tag.name, tag.value))
            lines += tag.section
    return lines + _auction(board) + _play(board)


def _structure(board: Board) -> dict[str, str]:
    dealer = "?" if board.dealer is None else SEAT_NAMES[board.dealer]
    first = board.dealer or 0
    if any(board.hands):
        hands = [_hand(board.hands[(first + i) % 4]) for i in range(4)]
        deal = f"{SEAT_NAMES[first]}:{' '.join(hands)}"
    else:
        deal = "?"
    tags = {
        "Board": "?" if board.number is None else str(board.number),
        "Dealer": dealer,
        "Vulnerable": vulnerable_text(board.vulnerable),
        "Deal": deal,
        "Result": "?" if board.result is None else str(board.result),
    }
    if board.passed_out:
        tags.update(Declarer="", Contract="Pass", Result=tags["Result"].replace("?", ""))
    elif board.contract is not None:
        tags.update(
            Declarer=SEAT_NAMES[board.contract.declarer], Contract=contract_text(board.contract)
        )
    return tags


def _auction(board: Board) -> list[str]:
    if not board.auction:
        return []
    calls: list[str] = []
    notes: list[str] = []
    for annotated in board.auction:
        call = call_text(annotated.call) + (" !" if annotated.alert else "")
        if annotated.explanation:
            notes.append(_escaped("Note", f"{len(notes) + 1}:{annotated.explanation}"))
            call += f" ={len(notes)}="
        calls.append(call)
    first = SEAT_NAMES[board.dealer or 0]
    rows = [" ".join(calls[i : i + 4]) for i in range(0, len(calls), 4)]
    return [f'[Auction "{first}"]', *rows, *notes]


def _play(board: Board) -> list[str]:
    leader = board.leader
    if leader is None or (not board.play and board.claim is None):
        return []
    assert board.contract is not None
    seats = seats_of_play(board.play, leader, board.contract.strain.suit)
    rows = []
    for start in range(0, len(board.play), 4):
        by_seat = dict(zip(seats[start : start + 4], board.play[start : start + 4], strict=True))
        column = (leader + i for i in range(4))
        rows.append(" ".join(_card(by_seat.get(seat % 4)) for seat in column))
    return [f'[Play "{SEAT_NAMES[leader]}"]', *rows, *(["*"] if len(board.play) < 52 else [])]


def _card(card: Card | None) -> str:
    return "-" if card is None else card_text(card)


def _hand(cards: tuple[Card, ...]) -> str:
    return ".".join(suits_text(cards)) if cards else "-"
