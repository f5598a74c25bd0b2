"""The playout benchmark runs (its figures are read by people, never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tricktaker import available_games

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def benchmark(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    """``benchmarks/<script>`` run with ``args``, its output captured."""
    command = [sys.executable, str(BENCHMARKS / script), *args]
    return subprocess.run(command, capture_output=True, text=True, check=False)


def test_benchmark_reports_rates_for_wizard() -> None:
    result = benchmark("playouts.py", "--runs", "1", "--seconds", "0.05", "--only", "wizard")
    assert result.returncode == 0, result.stderr
    assert "wizard 4p" in result.stdout
    for figure in ("decisions/s", "µs/decision", "games/s", "view(seat) µs"):
        assert figure in result.stdout


def test_the_search_rate_benchmark_reports_both_searches_and_the_parts() -> None:
    result = benchmark(
        "search_rate.py", "ohhell", "--count", "4", "--positions", "2", "--runs", "1", "--profile"
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Oh Hell, 4 players: 2 decisions, 4 a decision, 1 runs (CPU time)"
    assert lines[1].startswith("tree simulations")
    assert lines[2].startswith("flat playouts")
    for part in ("worlds drawn", "choices in the tree", "rollout policy", "apply (engine)"):
        assert any(line.strip().startswith(part) for line in lines[3:]), part


def test_the_search_rate_benchmark_runs_bridge_where_the_declarer_plays_the_dummy() -> None:
    # bridge: the declarer's views choose the dummy's cards as well, in both searches
    args = ["bridge", "--count", "3", "--positions", "3", "--every", "1", "--runs", "1"]
    result = benchmark("search_rate.py", *args)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].startswith("tree simulations")
    assert lines[2].startswith("flat playouts")


def test_the_search_rate_benchmark_gives_the_tree_search_its_options() -> None:
    args = ["szaman", "--count", "4", "--positions", "2", "--runs", "1", "--options"]
    result = benchmark("search_rate.py", *args, "sweep=True, others='policy'")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].endswith("; the tree search with sweep=True, others='policy'")
    assert lines[1].startswith("tree simulations")
    refused = benchmark("search_rate.py", *args, "sweep=True, nonsense=1")
    assert refused.returncode != 0
    assert "unexpected option 'nonsense'" in refused.stderr


def test_the_settling_benchmark_reports_each_number_of_worlds() -> None:
    result = benchmark("settling.py", "ohhell", "--count", "16", "--settle", "2,40",
                       "--positions", "6", "--every", "5", "--options", "halving=True")  # fmt: skip
    assert result.returncode == 0, result.stderr
    header, easy, never = result.stdout.splitlines()
    assert header == "ohhell: 6 decisions, 16 simulations a decision, the sweep, halving=True"
    assert easy.startswith("settle 2: ")
    # 40 worlds are more than 16 simulations reach: nothing settles, every simulation is run.
    assert never == (
        "settle 40: 0% of the decisions settled, 100% of the simulations, "
        "the whole search's choice in 0 of the 0 settled"
    )
    settled = int(easy.split("in ")[1].split(" of the ")[1].split(" ")[0])
    assert f"{settled / 6:.0%} of the decisions settled" in easy


def test_the_settling_benchmark_settles_with_a_margin_too() -> None:
    base = ["szaman", "--count", "48", "--settle", "4", "--positions", "8", "--every", "3"]
    shares = []
    for more in ([], ["--margin", "0"], ["--margin", "1"]):
        result = benchmark("settling.py", *base, *more)
        assert result.returncode == 0, result.stderr
        header, line = result.stdout.splitlines()
        assert header.endswith(f"; settling with margin {more[1]}.0" if more else "the sweep")
        shares.append(int(line.split("% of the simulations")[0].split(", ")[-1]))
    # A margin settles no fewer decisions, and a margin of the whole spread the most.
    assert shares[0] >= shares[1] >= shares[2]
    assert shares[2] < shares[0]


def test_the_regret_benchmark_rates_each_variant_against_the_reference() -> None:
    args = ["ohhell", "--positions", "4", "--reference", "40", "--counts", "5,20",
            "--explorations", "0.3,0.7", "--expansions", "first,policy",
            "--rollouts", "heuristic,random", "--seeds", "2"]  # fmt: skip
    result = benchmark("search_regret.py", *args)
    assert result.returncode == 0, result.stderr
    header, *variants = result.stdout.splitlines()
    assert header.startswith("ohhell: 4 positions, reference 40 simulations")
    assert len(variants) == 2 * 2 * 2 * 2
    assert variants[0].startswith("5 simulations, exploration 0.3, first: regret ")
    assert variants[1].startswith("5 simulations, exploration 0.3, first, random rollouts: ")
    assert all(" ms of CPU a decision; " in line for line in variants)
    for line in variants:
        regret = float(line.split("regret ")[1].split(" ")[0])
        chosen = float(line.split("best chosen ")[1].split("%")[0])
        assert regret >= 0
        assert 0 <= chosen <= 100
        assert regret == 0 or chosen < 100  # no regret where the best was always chosen


def test_a_choice_the_reference_never_tried_counts_as_its_worst() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        from search_regret import regret
    finally:
        sys.path.remove(str(BENCHMARKS))
    from tricktaker.bots.search import ActionValue

    reference = {"a": ActionValue(90, 3.0), "b": ActionValue(10, -1.0)}
    assert (regret(reference, "a"), regret(reference, "b"), regret(reference, "c")) == (0, 4, 4)


def test_the_settings_match_plays_rotated_seats_and_resumes(tmp_path: Path) -> None:
    import json

    records = tmp_path / "ab.jsonl"
    args = ["wizard", "--b", "widening=0.5", "--games", "2", "--simulations", "2",
            "--json", str(records)]  # fmt: skip
    first = benchmark("search_ab.py", *args)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("2 games: margin A-B ")
    games = [json.loads(line) for line in records.read_text().splitlines()]
    assert sorted(game["index"] for game in games) == [0, 1]
    for game in games:
        scores, i = game["scores"], game["index"]
        a = [scores[s] for s in range(4) if (s + i) % 2 == 0]
        b = [scores[s] for s in range(4) if (s + i) % 2 == 1]
        assert game["margin"] == sum(a) / 2 - sum(b) / 2
        assert game["a_wins"] + game["b_wins"] >= 1
    again = benchmark("search_ab.py", *args)
    assert again.returncode == 0, again.stderr
    assert again.stdout == first.stdout  # the same records, none played again
    assert len(records.read_text().splitlines()) == 2


def test_the_web_store_benchmark_reports_a_moves_time_and_a_games_bytes() -> None:
    pytest.importorskip("babel", reason="the web extra is not installed")  # its lobby's texts
    result = benchmark("web_store.py", "--games", "1", "--unfinished", "6")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"SQLite: {len(available_games())} games, ")  # one of each
    assert lines[1].startswith("a move stored in ")
    assert lines[2].endswith(" bytes of database per finished game (archived)")
    assert lines[3].startswith("6 half-played tables resumed in ")
