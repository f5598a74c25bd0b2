"""Oh Hell through the generic tools: the demo's score sheet, `tricktaker demo/simulate/play
ohhell`, the table a seat is shown, and a Table of the game."""

from __future__ import annotations

import io
import re

from tricktaker import GameOver, Table, get_game, ohhell
from tricktaker.cli import main

CELL = re.compile(r"^\s*(\d+)/(\d+)\s+([+-]\d+)\s+(-?\d+)\s*$")


def run(*argv: str) -> str:
    out = io.StringIO()
    assert main(list(argv), out=out) == 0
    return out.getvalue()


def test_the_demo_sheet_follows_the_rules() -> None:
    text = run("demo", "ohhell", "--players", "5", "--seed", "4")
    lines = text.splitlines()
    assert lines[0].startswith("Oh Hell demo, seed 4: seat 0 heuristic")
    assert lines[1] == "Oh Hell: 5 players, 19 rounds, with the hook"
    rows = [line for line in lines if line[:5].strip().isdigit()]
    schedule = ohhell.Rules(players=5).schedule
    assert len(rows) == len(schedule)
    totals = [0] * 5
    for number, row in enumerate(rows, start=1):
        head, *cells = row.split(" | ")
        assert head.split()[:2] == [str(number), str(schedule[number - 1])]
        taken = 0
        for seat, cell in enumerate(cells):
            match = CELL.match(cell)
            assert match is not None, row
            bid, took, points, total = (int(group) for group in match.groups())
            assert points == ohhell.round_score(bid, took)
            totals[seat] += points
            assert total == totals[seat]
            taken += took
        assert taken == schedule[number - 1]
    assert lines[-1].startswith("game over: seat")
    assert lines[-1].endswith(f"with {max(totals)}")


def test_the_demo_with_the_hook_and_seven_players() -> None:
    text = run("demo", "ohhell", "--players", "7", "--hook", "--bots", "random,heuristic")
    assert "Oh Hell: 7 players, 13 rounds, with the hook" in text


def test_narrate_shows_the_sheet_only() -> None:
    rules = ohhell.Rules(players=3)
    _, events = ohhell.start(rules, seed=1)
    assert ohhell.GAME.narrate(events[0], rules) is not None  # the header
    assert ohhell.GAME.narrate(events[1], rules) is None  # the trump card
    assert ohhell.GAME.narrate(GameOver(scores=(1, 2, 3), winners=(2,)), rules) == (
        "game over: seat 2 wins with 3"
    )


def test_simulate() -> None:
    text = run("simulate", "ohhell", "--games", "4", "--players", "3", "--no-progress")
    assert "Oh Hell: Rules(players=3" in text
    assert re.search(r"^heuristic\s+6\s", text, re.MULTILINE)


def test_play_a_whole_game_in_the_terminal() -> None:
    # The person always types the first legal move, which the prompt lists after "?".
    out = io.StringIO()

    class FirstMove(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            screen = out.getvalue()
            if screen.rfind("Your moves: ") < screen.rfind("Your turn"):
                return "?\n"
            listed = screen[screen.rfind("Your moves: ") + len("Your moves: ") :]
            return listed.splitlines()[0].split(", ")[0] + "\n"

    argv = ["play", "ohhell", "--players", "3", "--seed", "2", "--bots", "random", "--no-color"]
    assert main(argv, out=out, stdin=FirstMove()) == 0
    text = out.getvalue()
    assert "Round 1 of 33, 1 card each, seat 0 deals; trump card" in text
    assert "Final scores" in text


def test_a_table_of_the_game() -> None:
    table = Table.start("ohhell", ohhell.Rules(players=4, schedule=(2,)), seed=3)
    while not table.state.is_over:
        seat = table.state.to_act
        table.act(seat, table.state.legal_actions()[-1])
    assert get_game("ohhell").title == "Oh Hell"
    assert table.state.is_over


def test_the_sheet_explains_a_dash_for_trump_only_where_a_deal_can_have_none() -> None:
    # Four players dealt 13 cards each take the whole deck: no card is turned, no trump.
    text = run("demo", "ohhell", "--players", "4", "--schedule", "1,13", "--seed", "1")
    lines = text.splitlines()
    assert lines[1] == "Oh Hell: 4 players, 2 rounds, with the hook; trump - means none"
    last = next(line for line in lines if line.split()[:2] == ["2", "13"])
    assert last.split()[2] == "-"
    assert "means none" not in run("demo", "ohhell", "--players", "4", "--seed", "1")
