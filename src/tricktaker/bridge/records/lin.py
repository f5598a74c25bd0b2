"""Reading and writing BBO's LIN, the records of Bridge Base Online and its vugraph: a board
is a run of commands ``xx|value|``: ``pn`` the players (South, West, North, East; eight
names in a vugraph file, the open room's then the closed room's), ``qx`` the room and board
(``o12``, ``c12``), ``md`` the dealer (1 South, 2 West, 3 North, 4 East) and the hands from
South's (the fourth may be left out: it holds the rest), ``ah`` the board's title
(``Board 12``), ``sv`` the vulnerability (``o``, ``n``, ``e``, ``b``), ``mb`` a call (``p``,
``d``, ``r``, ``1N``; ``!`` alerted), ``an`` its explanation, ``pc`` a card (``SA``, ``h2``),
``mc`` a claim (the declarer's tricks in all). Other commands (comments, pauses, the
vugraph's header) are passed over.

>>> from tricktaker import bridge
>>> text = ("pn|Sid,Wu,Nan,Ed|md|1SAKQHAKQDAKQCAKQJ,S2345H2345D234C23,S6789H6789D5678C4,|"
...         "ah|Board 1|sv|o|mb|7N!|an|cold|mb|p|mb|p|mb|p|pc|S2|mc|13|")
>>> board = bridge.read_lin(text)[0]
>>> board.number, board.dealer, str(board.auction[0]), board.claim, board.tag("North")
(1, 2, '7NT! (cold)', 13, 'Nan')
>>> bridge.read_lin(bridge.write_lin([board])) == [board]
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import attrs

from tricktaker.bridge.auction import Auction
from tricktaker.bridge.calls import Bid, Double, Pass
from tricktaker.bridge.records.board import (
    DECK,
    AnnotatedCall,
    Board,
    RecordError,
    Tag,
    card_text,
    suits_text,
)
from tricktaker.bridge.records.notation import read_hand, read_record_call, read_vulnerable
from tricktaker.cards import Card
from tricktaker.errors import CardParseError

__all__ = ["read_lin", "write_lin"]

_LIN_SEATS = (2, 3, 0, 1)  # md and pn list South, West, North, East
_PLAYERS = ("South", "West", "North", "East")
_COMMAND = re.compile(r"([a-zA-Z]{2})\|([^|]*)\|")
_NOT_SPACE = re.compile(r"\S")
_ROOMS = {"o": "Open", "c": "Closed"}


@attrs.define
class _Draft:
    """A board being read: its fields as far as the commands went."""

    number: int | None = None
    dealer: int | None = None
    vulnerable: tuple[bool, bool] | None = None
    hands: list[tuple[Card, ...]] = attrs.Factory(lambda: [(), (), (), ()])
    auction: list[AnnotatedCall] = attrs.Factory(list)
    play: list[Card] = attrs.Factory(list)
    claim: int | None = None
    tags: dict[str, str] = attrs.Factory(dict)
    dealt: bool = False


def read_lin(text: str) -> list[Board]:
    """The boards of a LIN file (a BBO hand record, a vugraph file), in its order.

    Raises:
        RecordError: text that is not LIN, or a command whose value reads as nothing it
            should (a call, a card, a hand, a claim), naming the line and the command.
    """
    if not isinstance(text, str):
        raise RecordError(f"read_lin reads the text of a file (a str), not {type(text).__name__}")
    boards: list[Board] = []
    players: list[str] = []
    draft = _Draft()
    for command, value, line in _commands(text):
        if command in ("qx", "md") and (command == "qx" or draft.dealt) and _started(draft):
            boards.append(_board(draft))
            draft = _Draft()
        if command == "pn":
            players = value.split(",")
        elif command == "qx":
            room, number = value[:1].lower(), value[1:]
            if room in _ROOMS:
                draft.tags["Room"] = _ROOMS[room]
            draft.number = int(number) if number.isdigit() else draft.number
        elif command == "md":
            _deal(draft, value, line)
            closed = draft.tags.get("Room") == "Closed" and len(players) >= 8
            names = players[4:8] if closed else players[:4]
            draft.tags.update(
                (tag, name) for tag, name in zip(_PLAYERS, names, strict=False) if name
            )
        elif command == "ah":
            number = value.split()[-1] if value.split() else ""
            draft.number = int(number) if number.isdigit() else draft.number
        elif command == "sv":
            draft.vulnerable = read_vulnerable(value, line=line, tag="sv")
        elif command == "mb":
            call, alert = read_record_call(value, line=line, tag="mb")
            draft.auction.append(AnnotatedCall(call, alert=alert))
        elif command == "an":
            if not draft.auction:
                raise RecordError("an explanation before any call", line=line, tag="an")
            draft.auction[-1] = attrs.evolve(draft.auction[-1], explanation=value)
        elif command == "pc":
            try:
                draft.play.append(Card.parse(value))
            except CardParseError:
                raise RecordError(f"{value!r} is no card", line=line, tag="pc") from None
        elif command == "mc":
            if not value.isdigit() or int(value) > 13:
                raise RecordError(f"{value!r} is no number of tricks", line=line, tag="mc")
            draft.claim = int(value)
    if _started(draft):
        boards.append(_board(draft))
    return boards


def _commands(text: str) -> Iterator[tuple[str, str, int]]:
    position, line = 0, 1
    while True:
        found = _NOT_SPACE.search(text, position)
        if found is None:
            return
        start = found.start()
        line += text.count("\n", position, start)
        match = _COMMAND.match(text, start)
        if match is None:
            shown = text[start : start + 20].split()[0]
            raise RecordError(f"{shown!r} is not a LIN command (xx|value|)", line=line)
        yield match.group(1).lower(), match.group(2).strip(), line
        line += match.group(2).count("\n")
        position = match.end()


def _started(draft: _Draft) -> bool:
    return draft.dealt or bool(draft.auction or draft.play)


def _deal(draft: _Draft, value: str, line: int) -> None:
    digit, hands = (value[:1], value[1:]) if value[:1].isdigit() else ("", value)
    if digit:
        draft.dealer = _LIN_SEATS[int(digit) - 1] if digit in "1234" else None
    parts = hands.split(",")
    if len(parts) > 4:
        raise RecordError(f"{value!r} gives more than four hands", line=line, tag="md")
    for seat, part in zip(_LIN_SEATS, parts, strict=False):
        draft.hands[seat] = read_hand(part, line=line, tag="md")
    known = [card for hand in draft.hands for card in hand]
    if len(known) == 39 and len(set(known)) == 39:  # the fourth hand holds the rest
        draft.hands[draft.hands.index(())] = tuple(DECK - set(known))
    draft.dealt = True


def _board(draft: _Draft) -> Board:
    auction = Auction.start(dealer=draft.dealer or 0)
    legal = draft.dealer is not None
    for annotated in draft.auction:
        legal = legal and not auction.is_over and auction.refusal(annotated.call) is None
        auction = auction.after(annotated.call) if legal else auction
    contract = auction.contract() if legal and auction.is_over else None
    claim = draft.claim if len(draft.play) < 52 else None
    board = Board(
        number=draft.number,
        dealer=draft.dealer,
        vulnerable=draft.vulnerable,
        hands=draft.hands,
        auction=draft.auction,
        play=draft.play,
        contract=contract,
        passed_out=legal and auction.passed_out,
        claim=claim,
        tags=[Tag(name, value) for name, value in draft.tags.items()],
    )
    return attrs.evolve(board, result=board.tricks_taken() if len(draft.play) == 52 else claim)


def write_lin(boards: Iterable[Board]) -> str:
    """The LIN text of ``boards``, a line a board, as BBO's hand viewer reads it and
    :func:`read_lin` reads back: the players, the room, the deal, the board's title, the
    vulnerability, the calls with their alerts and explanations, the cards and the claim.
    LIN has no place for the other tags, nor for a contract or a result that no auction and
    play give.

    Raises:
        RecordError: a board that is not a :class:`~tricktaker.bridge.Board`, or a text
            (a player's name, an explanation) holding ``|`` or, in a name, ``,``.
    """
    lines = []
    for board in boards:
        if not isinstance(board, Board):
            raise RecordError(f"write_lin writes bridge.Board values, not {board!r}")
        lines.append("".join(_lin_commands(board)))
    return "\n".join(lines) + "\n" if lines else ""


def _lin_commands(board: Board) -> Iterator[str]:
    names = [_value(board.tag(name, "") or "", "pn", ",") for name in _PLAYERS]
    yield f"pn|{','.join(names)}|"  # always: a vugraph file's names hold till the next pn
    room = board.tag("Room")
    if room in _ROOMS.values() and board.number is not None:
        yield f"qx|{room[0].lower()}{board.number}|"  # type: ignore[index]
    digit = "" if board.dealer is None else str(_LIN_SEATS.index(board.dealer) + 1)
    hands = (board.hands[seat] for seat in _LIN_SEATS)
    texts = (
        "".join(map("".join, zip("SHDC", suits_text(hand), strict=True))) if hand else ""
        for hand in hands
    )
    yield f"md|{digit}{','.join(texts)}|"
    if board.number is not None:
        yield f"ah|Board {board.number}|"
    if board.vulnerable is not None:
        yield f"sv|{'oneb'[board.vulnerable[0] + 2 * board.vulnerable[1]]}|"
    for annotated in board.auction:
        call = annotated.call
        text = (
            f"{call.level}{call.strain.letter}" if isinstance(call, Bid)
            else "p" if isinstance(call, Pass) else "d" if isinstance(call, Double) else "r"
        )  # fmt: skip
        yield f"mb|{text}{'!' if annotated.alert else ''}|"
        if annotated.explanation:
            yield f"an|{_value(annotated.explanation, 'an')}|"
    for card in board.play:
        yield f"pc|{card_text(card)}|"
    if board.claim is not None:
        yield f"mc|{board.claim}|"


def _value(text: str, command: str, forbidden: str = "") -> str:
    for char in "|\n\r" + forbidden:
        if char in text:
            why = f"LIN's {command} cannot hold {text!r}: it holds {char!r}"
            raise RecordError(why, tag=command)
    return text
