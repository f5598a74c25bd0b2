"""The command line: ``tricktaker demo GAME`` prints a Wizard score sheet.

The sheet's numbers are checked against RULES.md: each row's points are the round score of its
bid and tricks taken, the tricks of a round add up to the round number, totals accumulate, the
last round has no trump, and the game-over line names every seat tied for the highest total.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import pytest

import tricktaker
from tricktaker.cli import main

CELL = re.compile(r"^\s*(\d+)/(\d+)\s+([+-]\d+)\s+(-?\d+)\s*$")


def run(*argv: str) -> str:
    out = io.StringIO()
    assert main(list(argv), out=out) == 0
    return out.getvalue()


def parse_sheet(text: str, players: int) -> list[tuple[int, str, list[tuple[int, int, int, int]]]]:
    """The score sheet's rows: (round, trump column, [(bid, taken, points, total) per seat])."""
    rows = []
    for line in text.splitlines():
        head, sep, rest = line.partition(" | ")
        fields = head.split()
        if not sep or not fields or not fields[0].isdigit():
            continue
        cells = [CELL.match(cell) for cell in rest.split(" | ")]
        assert len(cells) == players, line
        numbers = []
        for match in cells:
            assert match is not None, line
            bid, taken, points, total = (int(group) for group in match.groups())
            numbers.append((bid, taken, points, total))
        rows.append((int(fields[0]), fields[1], numbers))
    return rows


def score(bid: int, taken: int) -> int:
    # RULES.md Wizard, score: exact bid 20 + 10 per trick, otherwise -10 per trick of difference
    return 20 + 10 * taken if bid == taken else -10 * abs(bid - taken)


def check_sheet(text: str, players: int, rounds: int, *, hook: bool = False) -> None:
    lines = text.splitlines()
    assert lines[0].startswith("Wizard demo, seed ")
    assert f"Wizard: {players} players, {rounds} rounds" in lines[1]
    assert ("with the hook" in lines[1]) == hook
    assert lines[2].split() == ["round", "trump"] + [
        word for seat in range(players) for word in ("|", "seat", str(seat))
    ]
    assert set(lines[3]) == {"-"}
    rows = parse_sheet(text, players)
    assert [row[0] for row in rows] == list(range(1, rounds + 1))
    assert len(lines) == 4 + rounds + 1  # header, one row a round, the game-over line
    totals = [0] * players
    for round_, trump, cells in rows:
        assert trump in {"♣", "♦", "♥", "♠", "-"}
        assert sum(taken for _, taken, _, _ in cells) == round_
        if hook:
            assert sum(bid for bid, _, _, _ in cells) != round_
        for seat, (bid, taken, points, total) in enumerate(cells):
            assert 0 <= bid <= round_
            assert points == score(bid, taken)
            totals[seat] += points
            assert total == totals[seat]
    assert rows[-1][1] == "-"  # the last round deals every card: no trump
    best = max(totals)
    winners = [seat for seat, total in enumerate(totals) if total == best]
    word = "seat" if len(winners) == 1 else "seats"
    verb = "wins" if len(winners) == 1 else "win"
    assert lines[-1] == f"game over: {word} {', '.join(map(str, winners))} {verb} with {best}"


def test_demo_score_sheet() -> None:
    text = run("demo", "wizard", "--players", "4", "--seed", "1")
    assert text.splitlines()[0] == (
        "Wizard demo, seed 1: seat 0 heuristic, seat 1 heuristic, seat 2 heuristic, "
        "seat 3 heuristic"
    )
    check_sheet(text, players=4, rounds=15)


def test_demo_rows_line_up() -> None:
    lines = run("demo", "wizard", "--players", "4", "--seed", "1").splitlines()
    assert len({len(line) for line in lines[2:-1]}) == 1


@pytest.mark.parametrize(("players", "rounds"), [(3, 20), (5, 12), (6, 10)])
def test_demo_player_counts(players: int, rounds: int) -> None:
    check_sheet(run("demo", "wizard", "--players", str(players), "--seed", "4"), players, rounds)


def test_demo_with_the_hook() -> None:
    text = run("demo", "wizard", "--players", "4", "--seed", "3", "--hook")
    check_sheet(text, players=4, rounds=15, hook=True)


def test_demo_with_mixed_bots() -> None:
    text = run("demo", "wizard", "--players", "3", "--seed", "2", "--bots", "random, heuristic")
    assert text.splitlines()[0] == (
        "Wizard demo, seed 2: seat 0 random, seat 1 heuristic, seat 2 random"
    )
    check_sheet(text, players=3, rounds=20)


def test_same_seed_same_output() -> None:
    args = ("demo", "wizard", "--players", "4", "--seed", "1")
    assert run(*args) == run(*args)
    assert run(*args) != run("demo", "wizard", "--players", "4", "--seed", "2")


def test_default_players_and_seed() -> None:
    assert run("demo", "wizard") == run("demo", "wizard", "--players", "4", "--seed", "1")


def test_verbose_prints_every_event() -> None:
    text = run("demo", "wizard", "--players", "3", "--seed", "2", "--verbose")
    lines = text.splitlines()
    assert lines[1] == "round 1: seat 0 deals 1 card each"
    assert sum(line.startswith("round ") and " deals " in line for line in lines) == 20
    assert sum(" bids " in line for line in lines) == 3 * 20
    assert sum(" plays " in line for line in lines) == 3 * (20 * 21 // 2)
    assert sum(re.match(r"seat \d wins ", line) is not None for line in lines) == 20 * 21 // 2
    assert lines[-1].startswith("game over: ")


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["demo", "wizard", "--bots", "genius"], ["genius", "heuristic", "random"]),
        (["demo", "wizard", "--bots", "random,genius"], ["genius", "heuristic"]),
        (["demo", "wizard", "--bots", ","], ["heuristic", "random"]),
        (["demo", "wizard", "--players", "7"], ["--players must be", "3 to 6", "not 7"]),
        (["demo", "szaman", "--players", "9"], ["--players must be", "2 to 6", "not 9"]),
        (["demo", "wizard", "--first-dealer", "5"], ["--first-dealer must be", "0 to 3"]),
    ],
)
def test_errors_exit_2_with_a_message(
    argv: list[str], words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    out = io.StringIO()
    assert main(argv, out=out) == 2
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert err.startswith("tricktaker: error: ")
    for word in words:
        assert word in err


@pytest.mark.parametrize("argv", [[], ["demo"], ["play"], ["demo", "wizard", "-p", "x"]])
def test_usage_errors_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv, out=io.StringIO())
    assert info.value.code == 2
    assert "usage: tricktaker" in capsys.readouterr().err


# An option the game does not have, an unknown game and a value outside a Literal's choices are
# usage errors (the game is a subcommand, its options come from its Rules); the message names
# the option typed and lists what the game has.
@pytest.mark.parametrize(
    ("argv", "usage", "message"),
    [
        (
            ["demo", "szaman", "--hook"],
            "usage: tricktaker demo szaman ",
            "tricktaker demo szaman: error: szaman has no option --hook; its options are "
            "--players, --variant, --hands, --target, ",
        ),
        (
            ["play", "wizard", "--variant", "russian"],
            "usage: tricktaker play wizard ",
            "tricktaker play wizard: error: wizard has no option --variant; its options are "
            "--players, --[no-]hook, --first-dealer; ",
        ),
        (
            ["simulate", "wizard", "--hok=1"],
            "usage: tricktaker simulate wizard ",
            "error: wizard has no option --hok; ",
        ),
        (
            ["demo", "chess"],
            "usage: tricktaker demo ",
            "error: argument GAME: invalid choice: 'chess' (choose from ",
        ),
        (
            ["simulate", "szaman", "--variant", "polish"],
            "usage: tricktaker simulate szaman ",
            "error: argument --variant: 'polish' is not one of 'classic', 'russian'",
        ),
        (
            ["demo", "szaman", "--players", "many"],
            "usage: tricktaker demo szaman ",
            "error: argument --players: 'many' is not a whole number",
        ),
    ],
)
def test_usage_errors_name_the_option(
    argv: list[str], usage: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv, out=io.StringIO())
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(usage)
    assert message in err
    if "szaman has no option" in message:  # a bool field is listed as its flag pair
        assert "--[no-]lead-starting-card" in err
    if "has no option" in message:  # the list ends with where to read more
        assert err.rstrip().endswith(
            f"'{usage[7:].strip()} --help' lists them and the command's own"
        )
    assert "Rules." not in err
    assert "Traceback" not in err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"], out=io.StringIO())
    assert info.value.code == 0
    assert capsys.readouterr().out == f"tricktaker {tricktaker.__version__}\n"
    result = subprocess.run(
        [sys.executable, "-m", "tricktaker", "--version"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert (result.returncode, result.stdout) == (0, f"tricktaker {tricktaker.__version__}\n")


def test_python_dash_m() -> None:
    argv = ["demo", "wizard", "--players", "3", "--seed", "2"]
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "tricktaker", *argv],
        capture_output=True,
        encoding="utf-8",
        env=env,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    check_sheet(result.stdout, players=3, rounds=20)
    assert result.stdout == run(*argv)


def test_python_dash_m_error_status() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tricktaker", "demo", "chess"],
        capture_output=True,
        encoding="utf-8",
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
        check=False,
        timeout=60,
    )
    assert result.returncode == 2
    assert "chess" in result.stderr
