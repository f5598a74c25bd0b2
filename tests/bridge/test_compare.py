"""IMPs, matchpoints, Neuberg, cross-IMPs, Butler, team matches and pairs sessions against
published examples and real result sheets (issue 54)."""

from __future__ import annotations

import collections

import pytest

from tests.bridge.test_realdata import RAW
from tricktaker import TricktakerError, bridge
from tricktaker.bridge import compare

# The WBF IMP scale (WBF General Conditions of Contest, the IMP table): the lowest and the
# highest difference of each step, and its IMPs.
WBF_TABLE = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20),
    (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, 7600, 24),
]  # fmt: skip


@pytest.mark.parametrize(("low", "high", "imps"), WBF_TABLE)
def test_the_wbf_imp_table(low: int, high: int, imps: int) -> None:
    for points in range(low, high + 1, 10):
        assert bridge.imps(points) == imps
        assert bridge.imps(-points) == -imps


def test_matchpoints_of_a_club_traveller() -> None:
    # Turniej Par Barometr, Warsaw, 2 August 2012, board 1 (the club's traveller
    # wb120802001.html, kept in jarekczek/pbntools' test/test_1_pary): N-S scores and the
    # N-S percentages it prints
    scores = [-50, -100, -100, -140, -50, -150, -150, -50]
    printed = [85.71, 50.00, 50.00, 28.57, 85.71, 7.14, 7.14, 85.71]
    points = bridge.matchpoints(scores)
    assert [round(100 * point / 14, 2) for point in points] == printed


def test_neuberg_against_the_ebus_worked_example() -> None:
    # EBU, "The Neuberg Formula - the Principle": 10 results of a board expected 11 times,
    # matchpointed out of 20
    scores = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50]
    published = [19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1]
    assert [round(p, 1) for p in bridge.matchpoints(scores, expected=11)] == published


def test_neuberg_against_the_formulas_statement() -> None:
    # (MP + 1) x expected / played - 1: played 6 times of 7, 4 and 9 matchpoints out of 10
    # become 4.8333 and 10.6667 out of 12 (Wikipedia, "Neuberg formula")
    points = bridge.matchpoints([100, 90, 90, 50, 10, -50], expected=7)
    assert round(points[3], 4) == 4.8333  # 50 beats two and scores 4
    assert round(points[0], 4) == 11.8333
    assert bridge.matchpoints([420, 400, 400, 400, 400, 380])[0] == 10  # 9 would be a 400's tie


def test_cross_imps_against_a_published_example() -> None:
    # bridge55.fi, "Butler Scoring ... CrossImp Scoring": +420 against five other tables
    # (+450, -100, -200, +400, +590): -1, +11, +12, +1, -5, total +18, 18/5 = +3.6
    assert bridge.cross_imps([420, 450, -100, -200, 400, 590])[0] == pytest.approx(3.6)


def test_butler_against_published_examples() -> None:
    # Bermuda Bowl 2011, Butler explained on the BBO forums: 22 tables, datum 514.55 -> 510
    scores = [980] * 3 + [480] * 11 + [450] * 7 + [-50]
    assert compare.datum(scores) == 510
    assert sorted(set(bridge.butler(scores))) == [-11, -2, -1, 10]
    # NBB (ilovebridge.nl, "Butler-regels uitgelegd"): the best and worst left out, 302.5 -> 300
    scores = [450, 420, -800, -50, 420, 420]
    assert compare.datum(scores, drop=1) == 300
    assert bridge.butler(scores, drop=1) == [4, 3, -15, -8, 3, 3]


def test_bad_scores_are_refused() -> None:
    with pytest.raises(TricktakerError, match="scores must be one int or more"):
        bridge.matchpoints([])
    with pytest.raises(TricktakerError, match="expected must be an int, 3 or more"):
        bridge.matchpoints([1, 2, 3], expected=2)
    with pytest.raises(TricktakerError, match="drop must leave a score"):
        compare.datum([1, 2], drop=1)
    with pytest.raises(TricktakerError, match="imps takes a difference"):
        bridge.imps(1.5)  # type: ignore[arg-type]


def _board(number: int, score: int, **players: str) -> bridge.Board:
    # a 1NT by North, vulnerable nowhere, making as many tricks as the score asks
    tricks = {90: 7, 120: 8, 150: 9, -50: 6, -100: 5}[score]
    contract = bridge.Contract(level=1, strain=bridge.Strain.NOTRUMP, declarer=0)
    tags = [bridge.Tag(seat, name) for seat, name in players.items()]
    return bridge.Board(
        number=number, vulnerable=(False, False), contract=contract, result=tricks, tags=tags
    )


def test_a_team_match() -> None:
    open_room = [_board(1, 120), _board(2, -50)]
    closed_room = [_board(2, -100), _board(1, 90)]
    match = bridge.team_match(open_room, closed_room)
    assert [(board.number, board.imps) for board in match] == [(1, 1), (2, 2)]
    with pytest.raises(TricktakerError, match="boards played in one room only"):
        bridge.team_match(open_room, closed_room[:1])


def test_a_pairs_session_with_neuberg() -> None:
    pairs = {"North": "A", "South": "A", "East": "B", "West": "B"}
    others = {"North": "C", "South": "C", "East": "D", "West": "D"}
    boards = [_board(1, 120, **pairs), _board(1, 90, **others), _board(2, 150, **pairs)]
    assert [line.percentage for line in bridge.traveller(boards[:2])] == [100.0, 0.0]
    # board 2, played once where board 1 was twice: (0 + 1) x 2 / 1 - 1 = 1 of 2, 50%
    ranking = [(s.pair, s.boards, s.percentage) for s in bridge.pairs_ranking(boards)]
    assert ranking == [("D", 1, 100.0), ("A", 2, 75.0), ("B", 2, 25.0), ("C", 1, 0.0)]
    without = {s.pair: s.percentage for s in bridge.pairs_ranking(boards, neuberg=False)}
    assert without["A"] == 75.0  # a board played once is 50% either way


needs_records = pytest.mark.skipif(
    not RAW.is_dir(), reason=f"the real bridge records are not here: {RAW} is absent"
)


@needs_records
def test_team_matches_of_a_real_result_sheet() -> None:
    # RealBridge, 2021 Online Qualifier, Open round 2 (dominicprice+endplay's example2.pbn):
    # each table's ScoreIMP gives the IMPs of the team that sits North-South there
    boards = bridge.read_pbn((RAW / "dominicprice+endplay/tests/pbn/example2.pbn").read_text())
    tables = collections.defaultdict(list)
    for board in boards:
        tables[board.tag("HomeTeam"), board.tag("VisitTeam")].append(board)
    checked = 0
    for (home, away), open_room in tables.items():
        closed_room = tables[away, home]
        both = {board.number for board in closed_room if board.score is not None}
        played = [board for board in open_room if board.number in both]
        numbers = {board.number for board in played if board.score is not None}
        played = [board for board in played if board.number in numbers]
        closed = [board for board in closed_room if board.number in numbers]
        by_number = {board.number: board for board in played}
        for match_board in bridge.team_match(played, closed):
            side, points = (by_number[match_board.number].tag("ScoreIMP") or "").split()[:2]
            assert (side, int(points)) == ("NS", match_board.imps), (home, away)  # "-0" too
            checked += 1
    assert checked == 298  # 15 matches of 10 boards from both teams' sides, less one table


@needs_records
def test_travellers_and_ranking_of_a_bbo_session() -> None:
    # BBO tournament #1538 "Pairs Untitled" (host annamar, 23 November 2013): its travellers
    # and its honor list, as BBO printed them (jarekczek/pbntools, test_10_bbo_www_annamar)
    path = RAW / "jarekczek+pbntools/test/test_10_bbo_www_annamar_1538_php"
    boards = bridge.read_pbn((path / "annamar_1538_pairs_untitled.pbn").read_text())
    printed = {
        1: [100, 80, 80, 80, 80, 80, 60, 53.33] + [23.33] * 8,
        2: [100, 90.91, 81.82, 72.73, 59.09, 59.09, 40.91, 40.91, 27.27, 18.18, 9.09, 0],
        3: [100, 90, 80, 70, 60, 50, 40, 30, 20, 5, 5],
        4: [58.33] * 6 + [0],
        5: [100, 70, 70, 40, 20, 0],
    }
    for number, percentages in printed.items():
        lines = bridge.traveller([board for board in boards if board.number == number])
        assert [round(line.percentage, 2) for line in lines] == percentages
    honor_list = {
        "batu15+22erko": 75.85, "mustafa bo+sarslan1": 74.88, "impfairy+j22": 71.67,
        "3333om9+Anahat": 65.82, "GR06+mike60": 59.67, "faci+ekamyu": 59.36,
        "ora101+yarylo": 57.18, "livbo+ynaffar": 55.67, "luoyuchun+834529648": 55.52,
    }  # fmt: skip
    ranking = {s.pair: round(s.percentage, 2) for s in bridge.pairs_ranking(boards, neuberg=False)}
    assert {pair: ranking[pair] for pair in honor_list} == honor_list
