"""``tricktaker simulate``: small runs through the command line, checked against the games
replayed one by one with the public API; the same figures for any number of workers."""

from __future__ import annotations

import io
import json
import math
import statistics
from pathlib import Path

import pytest

from tricktaker import get_game
from tricktaker.bots import play_game
from tricktaker.cli import main
from tricktaker.terminal.simulate import bot_seed, lineup, wilson_interval


def simulate(*argv: str) -> str:
    out = io.StringIO()
    assert main(["simulate", *argv, "--no-progress"], out=out) == 0
    return out.getvalue()


def table_rows(text: str) -> dict[str, list[str]]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("bot "))
    return {line.split()[0]: line.split()[1:] for line in lines[start + 1 :]}


def expected(game_name: str, players: int, bots: list[str], games: int, seed: int) -> dict:
    """Each bot's seat-games, wins and scores, from the games played one by one."""
    game = get_game(game_name)
    rules = game.rules(players=players)
    figures: dict[str, dict] = {name: {"wins": 0, "scores": []} for name in bots}
    for i in range(games):
        names = lineup(i, bots, players)
        assert [names[seat] for seat in range(players)] == [
            bots[(seat + i) % len(bots)] for seat in range(players)
        ]
        seated = [game.bots[name](bot_seed(seed, i, s)) for s, name in enumerate(names)]
        final, _ = play_game(game.start(rules, seed=seed + i)[0], seated)
        for seat, name in enumerate(names):
            figures[name]["scores"].append(final.scores[seat])
        for seat in final.winners:
            figures[names[seat]]["wins"] += 1
    return figures


def test_a_small_run_prints_the_figures_and_writes_them(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    args = ["wizard", "--games", "6", "--players", "3", "--bots", "heuristic,random"]
    text = simulate(*args, "--seed", "3", "--workers", "1", "--json", str(path))
    lines = text.splitlines()
    assert lines[0] == "Wizard: Rules(players=3, hook=False, first_dealer=0)"
    assert lines[1] == (
        "6 games, game i dealt from seed 3+i; the bots heuristic, random rotate over the seats "
        "each game"
    )
    assert lines[2].split() == [
        "bot", "seat-games", "wins", "win", "rate", "95%", "CI", "mean", "score", "sd", "score"
    ]  # fmt: skip
    figures = expected("wizard", 3, ["heuristic", "random"], 6, 3)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert {key: document[key] for key in ("game", "games", "players", "seed")} == {
        "game": "wizard",
        "games": 6,
        "players": 3,
        "seed": 3,
    }
    assert document["rules"] == {"players": 3, "hook": False, "first_dealer": 0}
    assert [bot["name"] for bot in document["bots"]] == ["heuristic", "random"]
    rows = table_rows(text)
    for bot in document["bots"]:
        mine = figures[bot["name"]]
        scores = mine["scores"]
        assert bot["seat_games"] == len(scores) == 9
        assert bot["wins"] == mine["wins"]
        assert bot["win_rate"] == mine["wins"] / 9
        assert bot["ci95"] == list(wilson_interval(mine["wins"], 9))
        assert bot["mean_score"] == pytest.approx(statistics.fmean(scores))
        assert bot["sd_score"] == pytest.approx(statistics.stdev(scores))
        row = rows[bot["name"]]
        assert row[:3] == ["9", str(mine["wins"]), f"{100 * mine['wins'] / 9:.1f}%"]
        low, high = bot["ci95"]
        assert row[3:5] == [f"[{100 * low:.1f}%,", f"{100 * high:.1f}%]"]
        assert row[5:] == [f"{bot['mean_score']:.1f}", f"{bot['sd_score']:.1f}"]
    assert figures["heuristic"]["wins"] > figures["random"]["wins"]


def test_the_number_of_workers_changes_nothing(tmp_path: Path) -> None:
    args = ["szaman", "--games", "7", "--players", "3", "--bots", "heuristic,random,heuristic"]
    one = simulate(*args, "--seed", "5", "--workers", "1", "--json", str(tmp_path / "1.json"))
    two = simulate(*args, "--seed", "5", "--workers", "2", "--json", str(tmp_path / "2.json"))
    assert one == two
    assert (tmp_path / "1.json").read_text() == (tmp_path / "2.json").read_text()
    assert one != simulate(*args, "--seed", "6", "--workers", "1")
    # A name given twice is one bot, with twice the seat-games.
    rows = table_rows(one)
    assert list(rows) == ["heuristic", "random"]
    assert [rows[name][0] for name in rows] == ["14", "7"]


def test_the_search_bot_in_a_short_run() -> None:
    text = simulate("szaman", "--games", "1", "--players", "2", "--bots", "search,random")
    rows = table_rows(text)
    assert [rows[name][0] for name in rows] == ["1", "1"]


def test_the_progress_bar_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["simulate", "szaman", "--games", "3", "--progress"], out=out) == 0
    err = capsys.readouterr().err
    assert "\r[########################] 100% 3/3 games, " in err
    assert " games/s, 0 s left" in err
    assert err.splitlines()[-1].startswith("done in ")
    assert "games/s" not in out.getvalue()
    # Without a terminal and without --progress there is no bar.
    assert main(["simulate", "szaman", "--games", "1"], out=io.StringIO()) == 0
    assert capsys.readouterr().err == ""


def test_wilson_intervals() -> None:
    low, high = wilson_interval(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson_interval(0, 20)[0] == 0.0
    assert wilson_interval(20, 20)[1] == 1.0
    low, high = wilson_interval(1, 4000)
    assert 0 < low < 1 / 4000 < high < 0.002
    # The interval's bounds solve |p - p_hat| = z * sqrt(p (1 - p) / n).
    for bound in wilson_interval(30, 80):
        assert abs(bound - 30 / 80) == pytest.approx(
            1.959963984540054 * math.sqrt(bound * (1 - bound) / 80)
        )


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "wizard", "--bots", "random,genius"], ["genius", "search"]),
        (["simulate", "wizard", "--games", "0"], ["--games", "0"]),
        (["simulate", "wizard", "--workers", "0"], ["--workers", "0"]),
        (["simulate", "szaman", "--variant", "polish"], ["variant", "polish"]),
    ],
)
def test_bad_options_exit_2(
    argv: list[str], words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv, out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("tricktaker: error: ")
    for word in words:
        assert word in err
