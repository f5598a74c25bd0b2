"""Reading PBN (Portable Bridge Notation 2.1): the boards of a file, in import format (any
order of tags, comments, tag values inherited with ``#``) as well as export format.

Besides the standard, the reader takes what real files write: ``AP`` for the passes that
end an auction, ``!`` for an alert, ``N`` for no trump and ``R`` for a redouble in a
contract, ``-`` or ``--`` for a card not played, and a game that gives no ``Deal`` (the next
table of the same board, as rpbridge.net's files write it): it takes the board's tags
(``Board``, ``Deal``, ``Dealer``, ``Vulnerable``, the event's) from the game before.

>>> from tricktaker import bridge
>>> text = '''
... [Board "3"]
... [Dealer "S"]
... [Vulnerable "EW"]
... [Deal "N:AKQ.JT9.8765.432 - - -"]
... [Auction "S"]
... 1C ! Pass 1NT =1= AP
... [Note "1:8-10"]
... '''
>>> board = bridge.read_pbn(text)[0]
>>> board.number, board.dealer, board.vulnerable, len(board.hands[0]), str(board.contract)
(3, 2, (False, True), 13, '1NT by N')
>>> [str(call) for call in board.auction]
['1♣!', 'pass', '1NT (8-10)', 'pass', 'pass', 'pass']
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs

from tricktaker.bridge.auction import Auction
from tricktaker.bridge.calls import PASS, Bid, Call
from tricktaker.bridge.records.board import (
    FIELDS,
    AnnotatedCall,
    Board,
    RecordError,
    Tag,
    seat_named,
)
from tricktaker.bridge.records.notation import (
    read_contract,
    read_hand,
    read_record_call,
    read_vulnerable,
)
from tricktaker.bridge.scoring import Contract
from tricktaker.cards import Card
from tricktaker.errors import CardParseError
from tricktaker.tricks import trump_winner

__all__ = ["read_pbn"]

MANDATORY = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
    "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
)  # fmt: skip
"""PBN's mandatory tag set, in the export format's order; ``?`` means unknown."""
_BOARD_TAGS = frozenset(
    ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Scoring", "Stage",
     "Round", "HomeTeam", "VisitTeam", "Section", "Competition")
)  # fmt: skip
_TAG = re.compile(r'\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_ESCAPE = re.compile(r'\\(["\\])')  # §3.2; a lone backslash ("\2R" in a table) stays


@attrs.define
class _Entry:
    """A tag of a game as read: its value, its line, and its section's tokens."""

    name: str
    value: str
    line: int
    section: list[tuple[str, int]] = attrs.Factory(list)


def read_pbn(text: str) -> list[Board]:
    """The boards of a PBN file, in the order of the file.

    Raises:
        RecordError: text that is not PBN (an unclosed tag, a call or card that reads as
            none, a hand of more than 13 cards ...), naming the line and the tag.
    """
    if not isinstance(text, str):
        raise RecordError(f"read_pbn reads the text of a file (a str), not {type(text).__name__}")
    boards: list[Board] = []
    previous: dict[str, _Entry] = {}
    for game in _games(text):
        tags = _inherit(game, previous)
        boards.append(_board(tags, [entry for entry in game if entry.name == "Note"]))
        previous = tags
    return boards


def _tokens(text: str) -> Iterator[tuple[str, str, str, int]]:
    """``("tag", name, value, line)``, ``("word", word, "", line)`` and ``("end", "", "",
    line)`` at each empty line, without comments (``;`` to the end of a line, ``{...}``)
    and ``%`` lines."""
    in_comment = False
    for number, line in enumerate(text.splitlines(), 1):
        if in_comment:
            close = line.find("}")
            if close < 0:
                continue
            line, in_comment = line[close + 1 :], False
        elif line.startswith("%"):
            continue
        elif not line.strip():
            yield "end", "", "", number
            continue
        position = 0
        while position < len(line):
            char = line[position]
            if char.isspace():
                position += 1
            elif char == ";":
                break
            elif char == "{":
                close = line.find("}", position)
                if close < 0:
                    in_comment = True
                    break
                position = close + 1
            elif char == "[":
                match = _TAG.match(line, position)
                if match is None:
                    why = f'a tag that is not [Name "value"]: {line.strip()!r}'
                    raise RecordError(why, line=number)
                yield "tag", match.group(1), _ESCAPE.sub(r"\1", match.group(2)), number
                position = match.end()
            else:
                end = position
                while end < len(line) and not line[end].isspace() and line[end] not in "[{;":
                    end += 1
                yield "word", line[position:end], "", number
                position = end
    yield "end", "", "", 0


def _games(text: str) -> Iterator[list[_Entry]]:
    game: list[_Entry] = []
    for kind, token, value, line in _tokens(text):
        if kind == "tag":
            game.append(_Entry(token, value, line))
        elif kind == "word":
            if not game:
                raise RecordError(f"{token!r} outside any tag's section", line=line)
            game[-1].section.append((token, line))
        elif game:
            yield game
            game = []


def _inherit(game: list[_Entry], previous: dict[str, _Entry]) -> dict[str, _Entry]:
    tags: dict[str, _Entry] = {}
    for entry in game:
        if entry.name != "Note" and entry.name not in tags:  # a repeated tag is ignored
            if entry.value == "#":  # the previous game's value, or none
                if entry.name not in previous:
                    continue
                entry = attrs.evolve(entry, value=previous[entry.name].value)
            tags[entry.name] = entry
    same_board = "Board" not in tags or tags["Board"].value == _value(previous, "Board")
    if "Deal" not in tags and same_board:  # the same board again, at another table
        for name in _BOARD_TAGS & previous.keys() - tags.keys():
            tags[name] = previous[name]
    return tags


def _value(tags: dict[str, _Entry], name: str) -> str | None:
    return tags[name].value if name in tags else None


def _board(tags: dict[str, _Entry], notes: list[_Entry]) -> Board:
    def value(name: str) -> str:
        return tags[name].value if name in tags else ""

    def line(name: str) -> int:
        return tags[name].line if name in tags else 0

    number = value("Board")
    if number not in ("", "?") and not number.isdigit():
        raise RecordError(f"{number!r} is no board number", line=line("Board"), tag="Board")
    dealer = None if value("Dealer") in ("", "?") else seat_named(value("Dealer"))
    if dealer is None and value("Dealer") not in ("", "?"):
        why = f"{value('Dealer')!r} is no seat"
        raise RecordError(why, line=line("Dealer"), tag="Dealer")
    hands = _deal(value("Deal"), line("Deal"))
    defects: list[str] = []
    auction = _auction(tags.get("Auction"), notes, dealer, defects)
    contract = read_contract(
        value("Contract"), value("Declarer"), line=line("Contract"), tag="Contract"
    )
    ended = _ended(auction, dealer)
    if contract is not None and ended is not None and not _same(ended.contract(), contract):
        for passes in range(1, 4):  # passes left out before the opening bid, as some files do
            earlier = _ended([AnnotatedCall(PASS)] * passes + auction, dealer)
            if earlier is not None and _same(earlier.contract(), contract):
                auction, ended = [AnnotatedCall(PASS)] * passes + auction, earlier
                break
    passed_out = value("Contract").upper() == "PASS" or (ended is not None and ended.passed_out)
    if contract is None and ended is not None:
        contract = ended.contract()
    result = value("Result")
    if result not in ("", "?") and not (result.isdigit() and int(result) <= 13):
        raise RecordError(f"{result!r} is no number of tricks", line=line("Result"), tag="Result")
    tricks = int(result) if result.isdigit() else None
    play = _play(tags.get("Play"), contract, hands, defects)
    return Board(
        number=int(number) if number.isdigit() else None,
        dealer=dealer,
        vulnerable=read_vulnerable(value("Vulnerable"), line=line("Vulnerable"), tag="Vulnerable"),
        hands=hands,
        auction=auction,
        play=play,
        contract=contract,
        passed_out=passed_out,
        result=tricks,
        claim=tricks if "Play" in tags and len(play) < 52 else None,
        tags=[
            Tag(name, entry.value, _lines(entry.section))
            for name, entry in tags.items()
            if name not in FIELDS and not (name in MANDATORY and entry.value == "?")
        ],
        defects=defects,
    )


def _lines(section: list[tuple[str, int]]) -> tuple[str, ...]:
    """A table tag's section, a line of words separated by one space for each line."""
    lines: dict[int, list[str]] = {}
    for word, line in section:
        lines.setdefault(line, []).append(word)
    return tuple(" ".join(words) for words in lines.values())


def _deal(text: str, line: int) -> list[tuple[Card, ...]]:
    hands: list[tuple[Card, ...]] = [(), (), (), ()]
    if text in ("", "?"):
        return hands
    first = seat_named(text[:1])
    parts = text[2:].split()
    if first is None or text[1:2] != ":" or len(parts) != 4:
        why = f'{text!r} is not a deal ("N:hand hand hand hand")'
        raise RecordError(why, line=line, tag="Deal")
    for i, part in enumerate(parts):
        hands[(first + i) % 4] = read_hand(part, line=line, tag="Deal")
        if len(hands[(first + i) % 4]) > 13:
            raise RecordError(f"{part!r} is a hand of more than 13 cards", line=line, tag="Deal")
    return hands


def _auction(
    entry: _Entry | None, notes: list[_Entry], dealer: int | None, defects: list[str]
) -> list[AnnotatedCall]:
    if entry is None:
        return []
    first = seat_named(entry.value)
    if first is None:
        raise RecordError(f"{entry.value!r} is no seat", line=entry.line, tag="Auction")
    explained: dict[str, str] = {}
    for note in notes:
        key, _, text = note.value.partition(":")
        explained.setdefault(key.strip(), text.strip())
    calls: list[AnnotatedCall] = []
    if dealer is not None:  # passes the record leaves out before its first caller
        calls += [AnnotatedCall(PASS)] * ((first - dealer) % 4)
    for word, line in entry.section:
        if word in ("*", "-", "+"):
            break  # the rest of the auction is not given
        if word.upper() == "AP":  # all pass
            calls += [AnnotatedCall(PASS)] * _passes_to_end([call.call for call in calls])
        elif word.startswith("=") and word.endswith("=") and len(word) > 2 and calls:
            if word.strip("=") in explained:
                calls[-1] = attrs.evolve(calls[-1], explanation=explained[word.strip("=")])
            else:
                defects.append(f"line {line}: the note {word} of {calls[-1].call} is not given")
        elif word == "!":
            if not calls:
                raise RecordError("an alert before any call", line=line, tag="Auction")
            calls[-1] = attrs.evolve(calls[-1], alert=True)
        else:
            call, alert = read_record_call(word, line=line, tag="Auction")
            calls.append(AnnotatedCall(call, alert=alert))
    return calls


def _ended(auction: list[AnnotatedCall], dealer: int | None) -> Auction | None:
    """The auction's end, if its calls are legal and end it."""
    if dealer is None or not auction:
        return None
    state = Auction.start(dealer=dealer)
    for annotated in auction:
        if state.is_over or state.refusal(annotated.call) is not None:
            return None
        state = state.after(annotated.call)
    return state if state.is_over else None


def _same(ended: Contract | None, recorded: Contract) -> bool:
    """Whether an auction ends in the recorded contract, doubled or not."""
    return ended is not None and attrs.evolve(ended, doubling=recorded.doubling) == recorded


def _play(
    entry: _Entry | None,
    contract: Contract | None,
    hands: list[tuple[Card, ...]],
    defects: list[str],
) -> list[Card]:
    """The cards of the play section in play order: a row a trick, a column a seat from the
    opening leader's (the tag's value); each trick's winner leads the next. A row whose
    cards the deal gives to other seats than their columns', one a seat, is read by who
    holds them (rpbridge.net's files rotate some rows)."""
    if entry is None or not entry.section:
        return []
    first = seat_named(entry.value)
    if first is None:
        raise RecordError(f"{entry.value!r} is no seat", line=entry.line, tag="Play")
    if contract is None:
        defects.append(f"line {entry.line}: a play section with no contract to play")
        return []
    words = [(word, line) for word, line in entry.section if word not in ("*", "+")]
    if len(words) % 4:
        why = "a trick of the play section has not 4 columns"
        raise RecordError(why, line=words[-1][1], tag="Play")
    holders = {card: seat for seat, hand in enumerate(hands) for card in hand}
    play: list[Card] = []
    leader = first
    for start in range(0, len(words), 4):
        row = [_card(word, line) for word, line in words[start : start + 4]]
        by_seat = {(first + i) % 4: card for i, card in enumerate(row)}
        held = {holders.get(card, -1): card for card in row if card is not None}
        if _rotated(held, by_seat, len(row) - row.count(None)):
            by_seat = {seat: held.get(seat) for seat in range(4)}
        trick = [by_seat[(leader + i) % 4] for i in range(4)]
        known = [card for card in trick if card is not None]
        if known and (len(play) % 4 or trick[: len(known)] != known):
            defects.append(f"line {words[start][1]}: a card after one not played; read up to it")
            break
        play += known
        if len(known) == 4:
            leader = (leader + trump_winner(known, contract.strain.suit)) % 4
    return play


def _rotated(held: dict[int, Card], by_seat: dict[int, Card | None], known: int) -> bool:
    """Whether the deal gives a row's known cards to other seats than their columns', one
    card a seat."""
    one_each = len(held) == known and -1 not in held
    return one_each and any(by_seat[seat] != card for seat, card in held.items())


def _passes_to_end(calls: list[Call]) -> int:
    """How many passes ``AP`` stands for: those that end the auction after ``calls``."""
    trailing = next((i for i, call in enumerate(reversed(calls)) if call != PASS), len(calls))
    return max(0, (3 if any(isinstance(call, Bid) for call in calls) else 4) - trailing)


def _card(word: str, line: int) -> Card | None:
    if word in ("-", "--"):
        return None
    try:
        return Card.parse(word)
    except CardParseError:
        raise RecordError(f"{word!r} is no card", line=line, tag="Play") from None
