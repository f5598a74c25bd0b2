"""``tricktaker simulate``: small runs through the command line, checked against the games
replayed one by one with the public API; the same figures for any number of workers."""

from __future__ import annotations

import io
import json
import math
import re
import statistics
import sys
from pathlib import Path

import pytest

from tests.registry import GAMES, player_counts
from tricktaker import get_game
from tricktaker.bots import play_game
from tricktaker.cli import main
from tricktaker.terminal.simulate import (
    Progress,
    bot_seed,
    lineup,
    piece_size,
    play_games,
    wilson_interval,
)
from tricktaker.terminal.simulate import simulate as simulate_games


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
    args = ["wizard", "--games", "6", "--players", "4", "--bots", "heuristic,random"]
    text = simulate(*args, "--seed", "3", "--workers", "1", "--json", str(path))
    lines = text.splitlines()
    assert lines[0] == "Wizard: Rules(players=4, hook=False, first_dealer=0)"
    assert lines[1:4] == [
        "6 games of 4 players; game i is dealt from seed 3+i",
        "seats in game 0: heuristic, random, heuristic, random",
        "each game the bots move one seat on: seat s of game i is name (s + i) mod 2 of --bots",
    ]
    assert lines[4].split() == [
        "bot", "seat-games", "wins", "win", "rate", "95%", "CI", "mean", "score", "sd", "score"
    ]  # fmt: skip
    figures = expected("wizard", 4, ["heuristic", "random"], 6, 3)
    document = json.loads(path.read_text(encoding="utf-8"))
    keys = ("game", "games", "games_finished", "partial", "players", "seed")
    assert {key: document[key] for key in keys} == {
        "game": "wizard",
        "games": 6,
        "games_finished": 6,
        "partial": False,
        "players": 4,
        "seed": 3,
    }
    assert document["rules"] == {"players": 4, "hook": False, "first_dealer": 0}
    assert [bot["name"] for bot in document["bots"]] == ["heuristic", "random"]
    rows = table_rows(text)
    for bot in document["bots"]:
        mine = figures[bot["name"]]
        scores = mine["scores"]
        assert bot["seat_games"] == len(scores) == 12
        assert bot["wins"] == mine["wins"]
        assert bot["win_rate"] == mine["wins"] / 12
        assert bot["ci95"] == list(wilson_interval(mine["wins"], 12))
        assert bot["mean_score"] == pytest.approx(statistics.fmean(scores))
        assert bot["sd_score"] == pytest.approx(statistics.stdev(scores))
        row = rows[bot["name"]]
        assert row[:3] == ["12", str(mine["wins"]), f"{100 * mine['wins'] / 12:.1f}%"]
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
        (
            ["simulate", "wizard", "--players", "4", "--bots", "search,heuristic,heuristic"],
            ["--bots names 3 bots for --players 4", "cannot rotate evenly", "1, 2 or 4 names"],
        ),
        (
            ["simulate", "szaman", "--bots", "random,random,random,random,random,random,random"],
            ["--bots names 7 bots", "--players must be", "2 to 6", "not 7"],
        ),
        (
            ["simulate", "wizard", "--workers", "2", "--dask", "tcp://127.0.0.1:8786"],
            ["--workers 2 and --dask", "give one or the other"],
        ),
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


def test_dask_without_distributed_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # importing it raises ImportError
    argv = ["simulate", "wizard", "--games", "1", "--dask", "tcp://127.0.0.1:8786"]
    assert main(argv, out=io.StringIO()) == 2
    assert capsys.readouterr().err == (
        "tricktaker: error: --dask needs Dask's distributed package, which the dask extra "
        'installs: pip install "tricktaker[dask]"\n'
    )


class Recorder(Progress):
    """A progress bar that keeps every count it is given."""

    def __init__(self, total: int) -> None:
        super().__init__(io.StringIO(), total, enabled=False)
        self.counts: list[int] = []

    def update(self, done: int) -> None:
        self.counts.append(done)


@pytest.mark.parametrize("workers", [1, 2])
def test_the_bar_is_drawn_at_once_and_moved_by_each_game(workers: int) -> None:
    recorder = Recorder(5)
    game = get_game("szaman")
    simulate_games(game, game.rules(players=2), ["heuristic"], games=5, seed=1, workers=workers,
              progress=recorder)  # fmt: skip
    assert recorder.counts == [0, 1, 2, 3, 4, 5]


def test_the_bar_draws_its_first_and_last_line_whatever_the_rate() -> None:
    stream = io.StringIO()
    progress = Progress(stream, 3, enabled=True)
    for done in range(4):
        progress.update(done)
    lines = stream.getvalue().split("\r")
    assert "0/3 games" in lines[1]
    assert "3/3 games" in lines[-1]
    assert stream.getvalue().endswith("s\n")


def test_play_games_yields_every_game_once_for_any_workers() -> None:
    game = get_game("wizard")
    rules = game.rules(players=3)
    one = dict(play_games(game, rules, ["heuristic", "random", "random"], games=9, seed=4))
    two = dict(play_games(game, rules, ["heuristic", "random", "random"], games=9, seed=4,
                          workers=2))  # fmt: skip
    assert sorted(one) == sorted(two) == list(range(9))
    assert one == two


@pytest.mark.parametrize(
    ("seconds", "left", "workers", "size"),
    [
        (0.0, 1000, 2, 1),  # the time of a game is not known yet: one game
        (1.1, 1000, 2, 1),  # a search bot's game: one at a time, the bar moves each game
        (0.05, 1000, 2, 5),  # a quarter of a second's worth
        (0.001, 1000, 2, 125),  # fast games: capped at an eighth of what is left per worker...
        (0.001, 100000, 2, 250),  # ...and at a quarter of a second's worth
        (0.001, 5, 2, 1),  # the last games are shared out one by one
    ],
)
def test_pieces_adapt_to_the_length_of_a_game(
    seconds: float, left: int, workers: int, size: int
) -> None:
    assert piece_size(seconds, left, workers) == size


def test_without_players_the_number_of_bots_sets_it() -> None:
    # Three names do not rotate evenly over Szaman's default 4 seats: 3 players.
    text = simulate("szaman", "--games", "2", "--bots", "heuristic,random,random")
    assert re.search(r"Rules\(players=3[,)]", text.splitlines()[0])  # Tarok's has one field
    assert text.splitlines()[2] == "seats in game 0: heuristic, random, random"
    # One or two names rotate evenly over the default 4; five names make 5 players.
    for bots, players in [
        ("heuristic", 4),
        ("heuristic,random", 4),
        ("random," * 4 + "heuristic", 5),
    ]:
        text = simulate("wizard", "--games", "1", "--bots", bots)
        assert f"Rules(players={players}," in text.splitlines()[0]
        assert f"1 game of {players} players" in text


@pytest.mark.parametrize("game", [name for name in GAMES if 3 in player_counts(name)])
def test_without_bots_the_default_pair_takes_any_number_of_players(game: str) -> None:
    # The default heuristic,random is a baseline, not a lineup the user chose: it rotates over
    # 3 players without the refusal that two names given for 3 players get.
    text = simulate(game, "--games", "2", "--players", "3")
    assert re.search(r"Rules\(players=3[,)]", text.splitlines()[0])  # Tarok's has one field
    assert text.splitlines()[2] == "seats in game 0: heuristic, random, heuristic"
    argv = ["simulate", game, "--games", "2", "--players", "3", "--bots", "heuristic,random"]
    assert main(argv, out=io.StringIO()) == 2


def test_bots_of_your_own_by_import_path(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    argv = ["simulate", "wizard", "--games", "2", "--bots", "tricktaker.wizard:HeuristicBot,random"]
    assert main(argv, out=out) == 0
    lines = out.getvalue().splitlines()
    assert "seats in game 0: HeuristicBot, random, HeuristicBot, random" in lines
    assert any(line.startswith("HeuristicBot ") for line in lines)


@pytest.mark.parametrize(
    ("bots", "words"),
    [
        ("no_such_module_here:Bot", "cannot import no_such_module_here"),
        ("tricktaker.wizard:Nobody", "tricktaker.wizard has no Nobody"),
        ("tricktaker.wizard:GAME", "GAME is not callable"),
        (":Bot", "a bot of your own is module:attribute"),
    ],
)
def test_a_bad_import_path_is_refused(
    bots: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "wizard", "--games", "1", "--bots", bots], out=io.StringIO()) == 2
    assert words in capsys.readouterr().err


def test_json_dash_writes_only_the_json_to_standard_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `--json -` is for a pipe (`| jq`): standard output holds the JSON alone, the same
    # document as --json FILE writes; the table goes to standard error.
    args = ["simulate", "szaman", "--games", "3", "--bots", "heuristic,random", "--no-progress"]
    out = io.StringIO()
    assert main([*args, "--json", "-"], out=out) == 0
    table = capsys.readouterr().err
    path = tmp_path / "figures.json"
    assert main([*args, "--json", str(path)], out=io.StringIO()) == 0
    assert out.getvalue() == path.read_text(encoding="utf-8")
    assert json.loads(out.getvalue())["games_finished"] == 3
    assert table.splitlines()[0].startswith("Szaman: Rules(")
    assert any(line.split()[:1] == ["bot"] for line in table.splitlines())


@pytest.mark.parametrize("command", ["demo", "play", "simulate"])
def test_bots_help_lists_the_games_bot_names(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in GAMES:
        with pytest.raises(SystemExit):
            main([command, name, "--help"], out=io.StringIO())
        text = " ".join(capsys.readouterr().out.split())  # argparse wraps the help
        bots = ", ".join(get_game(name).bots)
        assert f"the bots of {get_game(name).title}: {bots}" in text, text
