"""A finished board as PBN 2.1 in export format: the deal, the auction, the play by columns,
the result; the defects issue 54 lists in the old writer, each fixed."""

from __future__ import annotations

import re

import pytest

from tests.bridge import positions as br
from tricktaker import GameRecord, Table, TricktakerError, bridge
from tricktaker.bots import RandomBot
from tricktaker.bridge.pbn import board_pbn, boards_played, to_pbn


def _played_out() -> bridge.State:
    state = br.DUMMY
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return state


def _tags(text: str) -> dict[str, str]:
    return dict(re.findall(r'^\[(\w+) "(.*)"\]\r$', text, flags=re.MULTILINE))


def test_a_played_board() -> None:
    state = _played_out()
    text = to_pbn(state, event="Test", date="2026.12.01")
    assert text.startswith("% PBN 2.1\r\n% EXPORT\r\n")
    assert "\n" not in text.replace("\r\n", "")  # CRLF line ends only (PBN 2.1 §2.3)
    tags = _tags(text)
    assert tags["Event"] == "Test"
    assert tags["Date"] == "2026.12.01"
    assert tags["Dealer"] == "N"
    assert tags["Vulnerable"] == "None"
    assert tags["Deal"] == "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    assert tags["Scoring"] == "?"  # the game adds up raw points: no scoring is claimed
    assert tags["Contract"] == "4S"
    assert tags["Declarer"] == "N"
    assert tags["Result"] == str(state.declarer_tricks)
    assert tags["Score"] == f"NS {state.scores[0]}"
    lines = text.split("\r\n")
    # every tag outside the auction and play sections is in the identification section
    assert lines.index('[Score "NS ' + str(state.scores[0]) + '"]') < lines.index('[Auction "N"]')
    auction = lines[lines.index('[Auction "N"]') + 1 : lines.index('[Play "E"]')]
    assert auction == ["1S Pass 2D Pass", "4S Pass Pass Pass"]
    play = lines[lines.index('[Play "E"]') + 1 : -2]
    assert len(play) == 13
    assert play[0].split()[0] == "H2"  # East's column first: its opening lead
    assert all(column[0] == "H" for column in (line.split()[0] for line in play))  # East's hearts


def test_a_played_board_reads_back() -> None:
    state = _played_out()
    (board,) = bridge.read_pbn(to_pbn(state))
    assert board.hands == state.dealt
    assert board.calls == state.calls
    assert board.play == state.played
    assert (board.contract, board.result, board.score) == (
        state.contract,
        state.declarer_tricks,
        state.scores[0],
    )


def test_a_passed_out_board() -> None:
    text = to_pbn(br.OVER)
    assert '[Contract "Pass"]' in text
    assert "Pass Pass Pass Pass" in text
    assert "[Play" not in text


def test_only_finished_boards() -> None:
    with pytest.raises(TricktakerError, match="play it to the end"):
        to_pbn(br.DUMMY)
    with pytest.raises(TricktakerError, match="the auction has not ended"):
        board_pbn(bridge.Rules(), 1, br.HANDS, br.LEAD.calls[:3], ())


def test_the_deal_starts_at_the_dealer() -> None:
    text = board_pbn(bridge.Rules(dealer=3, dealer_vul=True), 1, br.HANDS, [bridge.PASS] * 4, ())
    assert '[Deal "W:...AKQJT98765432 AKQJT98765432...' in text
    assert '[Vulnerable "EW"]' in text
    assert '[Auction "W"]' in text


def test_tag_values_are_escaped() -> None:
    # PBN 2.1 §3.2: a quote and a backslash inside a string are escaped by a backslash
    event = 'The "Spring" cup \\ day 2'
    text = to_pbn(br.OVER, event=event)
    assert '[Event "The \\"Spring\\" cup \\\\ day 2"]' in text
    assert bridge.read_pbn(text)[0].tag("Event") == event


@pytest.mark.parametrize("players", ["ab", "Kowalski", ("N", "E", "S"), ("N", "E", "S", 4)])
def test_players_are_four_names(players: object) -> None:
    with pytest.raises(TricktakerError, match="players must name North, East, South and West"):
        to_pbn(br.OVER, players=players)  # type: ignore[arg-type]


def test_players_name_their_seats() -> None:
    tags = _tags(to_pbn(br.OVER, players=("Nora", "Ed", "Sam", "Wim")))
    assert [tags[seat] for seat in ("North", "East", "South", "West")] == [
        "Nora",
        "Ed",
        "Sam",
        "Wim",
    ]


def test_every_board_of_a_record() -> None:
    rules = bridge.Rules(boards=3, rotation=True)
    table = Table.start(bridge.GAME, rules, seed=4)
    table.run_bots({seat: RandomBot(seed=seat) for seat in range(4)})
    record = GameRecord(game="bridge", rules=rules, seed=4, actions=table.history)
    text = to_pbn(record, event="Session")
    boards = bridge.read_pbn(text)
    assert [board.number for board in boards] == [1, 2, 3]
    assert [board.dealer for board in boards] == [0, 1, 2]
    assert all(board.tag("Event") == "Session" for board in boards)
    played = boards_played(table.events)
    assert [board.play for board in boards] == [board.play for board in played]
    assert sum(board.score or 0 for board in boards) == table.state.scores[0]
