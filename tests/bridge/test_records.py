"""PBN and LIN records read, written and replayed (issue 54): the forms real files use, the
errors that name a line and a tag, round trips, and each outcome of a replay."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Card, Table, bridge, parse_cards
from tricktaker.bots import RandomBot
from tricktaker.bridge import AnnotatedCall, Board, RecordError, Tag
from tricktaker.bridge.calls import Bid, Strain
from tricktaker.bridge.pbn import boards_played
from tricktaker.bridge.scoring import Contract, Doubling

DEAL = '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT98.JT9.JT 6543.765.876.987 2.432.5432.65432"]'


def _pbn(*lines: str) -> Board:
    (board,) = bridge.read_pbn("\n".join(lines))
    return board


def test_a_pbn_board_as_real_files_write_it() -> None:
    board = _pbn(
        "% a comment line",
        '[Event "Club ; night"] ; a comment',
        '[Board "7"]',
        '[Dealer "S"]',
        '[Vulnerable "Both"]',
        DEAL,
        '[Declarer "N"]',
        '[Contract "6NR"]',
        '[Result "12"]',
        "{ a comment",
        "over two lines }",
        '[Auction "S"]',
        "Pass 1C ! Pass 2NT =1=",
        "Pass 6NT X XX",
        "AP",
        '[Note "1: 22-24"]',
        '[Play "E"]',
        "ST S3 S2 SA",
        "- - - HA",
        "*",
    )
    assert (board.number, board.dealer, board.vulnerable) == (7, 2, (True, True))
    assert board.tag("Event") == "Club ; night"
    assert [len(hand) for hand in board.hands] == [13, 13, 13, 13]
    assert [str(call) for call in board.auction] == [
        "pass",
        "1♣!",
        "pass",
        "2NT (22-24)",
        "pass",
        "6NT",
        "double",
        "redouble",
        "pass",
        "pass",
        "pass",
    ]
    assert board.contract == Contract(
        level=6, strain=Strain.NOTRUMP, doubling=Doubling.REDOUBLED, declarer=0
    )
    assert board.play == parse_cards("TS 3S 2S AS AH")  # North won the first trick and led
    assert (board.result, board.claim, board.defects) == (12, 12, ())


def test_tag_values_inherit_from_the_game_before() -> None:
    text = "\n".join(
        [
            '[Event "Cup"]',
            '[Board "3"]',
            '[Dealer "S"]',
            '[Vulnerable "EW"]',
            DEAL,
            '[Contract "3NT"]',
            '[Declarer "N"]',
            '[Result "9"]',
            "",
            '[Event "#"]',
            '[Site "#"]',
            '[Contract "4S"]',
            '[Declarer "S"]',
            '[Result "10"]',
            "",
            '[Board "4"]',
            '[Contract "1C"]',
            '[Declarer "E"]',
            '[Result "7"]',
        ]
    )
    first, second, third = bridge.read_pbn(text)
    assert second.tag("Event") == "Cup"  # "#": the value of the game before
    assert second.tag("Site") is None  # "#" with nothing before: unknown
    # no Deal: the next table of the same board (rpbridge.net's files)
    assert (second.number, second.dealer, second.hands) == (3, 2, first.hands)
    assert (third.number, third.hands) == (4, ((),) * 4)  # a Deal is only taken with its board


def test_passes_left_out_before_the_opening_bid() -> None:
    # rpbridge.net's files start the auction at the opening bid; the contract tells who made it
    board = _pbn(
        '[Dealer "N"]', DEAL, '[Declarer "S"]', '[Contract "1NT"]', '[Auction "N"]', "1NT AP"
    )
    assert board.calls == (bridge.PASS, bridge.PASS, Bid(1, Strain.NOTRUMP), *[bridge.PASS] * 3)
    assert str(board.contract) == "1NT by S"


def test_a_row_rotated_is_read_by_who_holds_the_cards() -> None:
    # the third trick written from East's column: the cards go to the seats that hold them
    straight = ["ST S3 S2 SA", "H8 H5 H2 HA", "D9 D6 D2 DA"]
    rotated = ["ST S3 S2 SA", "H8 H5 H2 HA", "DA D9 D6 D2"]
    head = ['[Dealer "N"]', DEAL, '[Declarer "N"]', '[Contract "7NT"]', '[Play "E"]']
    assert _pbn(*head, *straight).play == _pbn(*head, *rotated).play


@pytest.mark.parametrize(
    ("lines", "where"),
    [
        (['[Board "1"]', '[Auction "N"', "1C"], r"line 2: a tag that is not"),
        (['[Dealer "N"]', '[Auction "N"]', "1C 1Z"], r"line 3, tag Auction: '1Z' is no call"),
        (['[Dealer "Q"]'], r"line 1, tag Dealer: 'Q' is no seat"),
        (['[Deal "N:AKQ.AKQ.AKQ"]'], r"line 1, tag Deal: .* is not a deal"),
        (['[Deal "N:AKQX... - - -"]'], r"line 1, tag Deal: 'AKQX...' is no hand"),
        (
            [DEAL, '[Contract "4S"]', '[Declarer "N"]', '[Play "E"]', "SA SK SQ SB"],
            "line 5, tag Play: 'SB' is no card",
        ),
        (['[Board "x"]'], r"line 1, tag Board: 'x' is no board number"),
        (['[Result "14"]'], r"line 1, tag Result"),
        (['[Contract "8S"]', '[Declarer "N"]'], r"line 1, tag Contract: '8S' is no contract"),
        (["1C 1D"], r"line 1: '1C' outside any tag's section"),
    ],
)
def test_pbn_errors_name_the_line_and_the_tag(lines: list[str], where: str) -> None:
    with pytest.raises(RecordError, match=where) as error:
        bridge.read_pbn("\n".join(lines))
    assert isinstance(error.value, ValueError)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("md|3SAKQ,,,|mb|1C|mb|1Z|", "line 1, tag mb: '1Z' is no call"),
        ("md|3SAKQ,,,|\npc|SZ|", "line 2, tag pc: 'SZ' is no card"),
        ("md|3SAKQ,,,|mc|14|", "tag mc: '14' is no number of tricks"),
        ("md|3AKQ,,,|", "tag md: 'AKQ' is no hand"),
        ("md|3SAKQ,,,|\n\nxyz", "line 3: 'xyz' is not a LIN command"),
    ],
)
def test_lin_errors_name_the_line_and_the_command(text: str, where: str) -> None:
    with pytest.raises(RecordError, match=where):
        bridge.read_lin(text)


def test_readers_take_text_only() -> None:
    with pytest.raises(RecordError, match="not bytes"):
        bridge.read_pbn(b"[Board 1]")  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="not bytes"):
        bridge.read_lin(b"md|1|")  # type: ignore[arg-type]


def test_a_lin_vugraph_board() -> None:
    text = (
        "vg|Cup,Final,I,1,2,A,0,B,0|\npn|S1,W1,N1,E1,S2,W2,N2,E2|pg||\n"
        "qx|c2|st||md|3S2H2345D2345C2345,SAKQJHAKQDAKQCAKQ,S3456H6789D6789C6,|sv|n|"
        "mb|p|mb|2C!|an|strong|mb|p|mb|p|nt|comment|pg||\nmb|p|pc|ST|pc|SA|pc|S2|pc|S3|mc|2|pg||"
    )
    (board,) = bridge.read_lin(text)
    assert (board.number, board.dealer, board.vulnerable) == (2, 0, (True, False))
    assert [board.tag(seat) for seat in ("South", "West", "North", "East", "Room")] == [
        "S2",
        "W2",
        "N2",
        "E2",
        "Closed",
    ]
    assert len(board.hands[1]) == 13  # the fourth hand, East's, is the rest of the deck
    assert str(board.auction[1]) == "2♣! (strong)"
    assert str(board.contract) == "2♣ by E"
    assert (board.play[0], board.claim, board.result) == (Card.parse("TS"), 2, 2)


def test_pbn_writes_alerts_notes_and_sections() -> None:
    board = Board(
        number=5,
        dealer=1,
        vulnerable=(True, False),
        contract=Contract(level=1, strain=Strain.CLUBS, declarer=1),
        auction=[
            AnnotatedCall(Bid(1, Strain.CLUBS), alert=True, explanation="2+ clubs"),
            *[AnnotatedCall(bridge.PASS)] * 3,
        ],
        tags=[
            Tag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R", ("N NT 7", "S NT 7")),
            Tag("Annotator", "Kaj"),
        ],
    )
    lines = bridge.write_pbn([board, board]).split("\r\n")
    assert lines[lines.index('[Auction "E"]') + 1 :][:2] == [
        "1C ! =1= Pass Pass Pass",
        '[Note "1:2+ clubs"]',
    ]
    table = lines.index('[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]')  # §3.2
    assert lines[table + 1 : table + 3] == ["N NT 7", "S NT 7"]
    assert lines.index('[Annotator "Kaj"]') < table < lines.index('[Auction "E"]')
    assert lines.count('[Board "5"]') == 2
    assert bridge.read_pbn("\r\n".join(lines)) == [board, board]


@pytest.mark.parametrize(
    ("tag", "why"),
    [(Tag("Bad name", "x"), "is not a PBN tag name"), (Tag("Event", "a\nb"), "one line")],
)
def test_pbn_refuses_what_it_cannot_write(tag: Tag, why: str) -> None:
    with pytest.raises(RecordError, match=why):
        bridge.write_pbn([Board(tags=[tag])])


def test_lin_refuses_what_it_cannot_write() -> None:
    with pytest.raises(RecordError, match="LIN's pn cannot hold 'Smith, J'"):
        bridge.write_lin([Board(tags=[Tag("North", "Smith, J")])])
    explained = AnnotatedCall(bridge.PASS, explanation="a|b")
    with pytest.raises(RecordError, match="LIN's an cannot hold"):
        bridge.write_lin([Board(dealer=0, auction=[explained])])


def test_a_board_checks_its_values() -> None:
    with pytest.raises(RecordError, match=r"Board.result must be 0 to 13"):
        Board(result=14)
    with pytest.raises(RecordError, match="the tag Event is given twice"):
        Board(tags=[Tag("Event", "a"), Tag("Event", "b")])
    with pytest.raises(RecordError, match="the tag Contract is a field of the board"):
        Board(tags=[Tag("Contract", "4S")])


def _games(seed: int, boards: int) -> list[Board]:
    table = Table.start(bridge.GAME, bridge.Rules(boards=boards, rotation=True), seed=seed)
    table.run_bots({seat: RandomBot(seed=seed + seat) for seat in range(4)})
    return boards_played(table.events)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 52))
def test_played_boards_round_trip(seed: int, cut: int) -> None:
    boards = _games(seed, 2)
    claimed = boards[0]
    if claimed.contract is not None and cut < 52:  # cut short by a claim of what was won
        claimed = attrs.evolve(claimed, play=claimed.play[:cut], claim=claimed.result)
    boards = [claimed, boards[1]]
    assert bridge.read_pbn(bridge.write_pbn(boards)) == boards
    lin = [attrs.evolve(board, tags=()) for board in boards]  # LIN has no Score tag
    assert bridge.read_lin(bridge.write_lin(lin)) == lin


def test_replay_outcomes() -> None:
    full = _games(3, 1)[0]
    assert bridge.replay_board(full).outcome == "full"
    assert bridge.replay_board(full).score == full.score
    claimed = attrs.evolve(full, play=full.play[:5], claim=full.result)
    assert bridge.replay_board(claimed).outcome == ("claimed" if full.contract else "full")
    result_only = Board(
        dealer=0,
        vulnerable=(False, False),
        result=9,
        contract=Contract(level=3, strain=Strain.NOTRUMP, declarer=0),
    )
    assert (bridge.replay_board(result_only).outcome, bridge.replay_board(result_only).score) == (
        "result only",
        400,
    )
    assert bridge.replay_board(Board(hands=full.hands, dealer=0)).outcome == "incomplete"


def test_replay_finds_defects() -> None:
    full = next(board for board in (_games(seed, 1)[0] for seed in range(20)) if board.contract)
    wrong_score = attrs.evolve(full, tags=[Tag("Score", f"NS {(full.score or 0) + 10}")])
    assert "the Score tag says" in bridge.replay_board(wrong_score).problem
    swapped = attrs.evolve(full, play=(full.play[1], full.play[0], *full.play[2:]))
    assert bridge.replay_board(swapped).outcome == "defect"
    assert (
        bridge.replay_board(attrs.evolve(full, result=(full.result or 0) ^ 1)).outcome == "defect"
    )
    impossible = attrs.evolve(full, play=full.play[:4], claim=13, result=13)
    if full.tricks_taken() == 0:  # the declarer lost the first trick: 13 is not there to claim
        assert "13 tricks claimed" in bridge.replay_board(impossible).problem
