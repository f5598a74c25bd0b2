"""benchmarks/instructions.py: its options, its message without valgrind, and one tiny run.

The figures are read by people, never asserted: the run checks the shape of the output.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.scripts import load_script
from tricktaker import Play, ohhell

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "instructions.py"
SRC = str(SCRIPT.parent.parent / "src")


def _run(*args: str, path: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [SRC, os.environ.get("PYTHONPATH")])),
    }
    if path is not None:
        env["PATH"] = path
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env, check=False
    )


def test_an_unknown_workload_is_refused_with_the_known_ones() -> None:
    result = _run("--workloads", "ohhell,chess")
    assert result.returncode == 2
    assert "unknown workload 'chess'" in result.stderr
    assert "szaman-russian" in result.stderr
    assert "view:wizard" in result.stderr


def test_a_game_count_below_one_is_refused() -> None:
    result = _run("--games", "0")
    assert result.returncode == 2
    assert "--games must be at least 1, not 0" in result.stderr


def test_without_valgrind_on_path_it_says_so_and_how_to_get_it(tmp_path: Path) -> None:
    result = _run("--workloads", "ohhell", path=str(tmp_path))
    assert result.returncode == 2
    assert "valgrind is not on PATH" in result.stderr
    assert "apt-get install valgrind" in result.stderr
    assert result.stdout == ""


def test_the_worker_counts_the_decisions_of_the_seeded_games() -> None:
    # 4 bids and 48 cards a game of Oh Hell with 12 tricks; a view:ohhell call per state.
    result = _run("--worker", "--workloads", "ohhell", "--games", "3", "--run", "ohhell+count")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [str(3 * 52)]
    states = _run(
        "--worker", "--workloads", "view:ohhell", "--states", "7", "--run", "view:ohhell+count"
    )
    assert states.stdout.split() == ["7"]


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_a_tiny_run_reports_instructions_per_decision_as_json() -> None:
    result = _run("--workloads", "ohhell", "--games", "1", "--warmup", "0", "--json")
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert (figures["games"], figures["warmup"]) == (1, 0)
    assert figures["compiled_modules"] == []
    assert figures["baseline_instructions"] > 0
    ((name, ohhell),) = figures["workloads"].items()
    assert name == "ohhell"
    assert ohhell["unit"] == "decision"
    assert ohhell["count"] == 52
    assert ohhell["instructions"] > 0
    assert ohhell["per_unit"] == pytest.approx(ohhell["instructions"] / 52)
    assert "ratio_to_openspiel" not in ohhell  # OpenSpiel was not measured


def _floor_module() -> Any:
    return load_script(SCRIPT.parent / "floor.py", "tricktaker_floor_test")


@pytest.mark.parametrize("seed", range(1, 21))
def test_the_floor_plays_the_librarys_games(seed: int) -> None:
    # The floor workload measures the library's decisions only if it takes the same ones: the
    # same legal actions, in the same order, at every step, and the same final scores.
    floor = _floor_module()
    rules = ohhell.Rules(players=4, schedule=(12,), hook=True)
    ours, theirs = floor.new_game(rules, seed), ohhell.new_game(rules, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while theirs.to_act is not None:
        assert ours.to_act == theirs.to_act
        legal = theirs.legal_actions()
        assert ours.legal_actions() == legal
        action = rng.choice(legal)
        ours, theirs = ours.apply(action)[0], theirs.apply(action)[0]
        steps += 1
    assert ours.to_act is None
    assert ours.legal_actions() == ()
    assert ours._round.scores == theirs.scores
    assert steps == 52


def test_the_floor_refuses_what_the_library_refuses() -> None:
    floor = _floor_module()
    rules = ohhell.Rules(players=4, schedule=(12,), hook=True)
    state = floor.new_game(rules, 3)
    library = ohhell.new_game(rules, seed=3)
    held = library.hands[library.to_act][0]
    with pytest.raises(ValueError, match="not legal now"):
        state.apply(Play(held))  # a card while bids are awaited
    with pytest.raises(AttributeError, match="immutable"):
        state.to_act = 2

    # on to a follower who holds the led suit and another: the other card is refused
    def refused(position: Any) -> Any:
        hand = position.hands[position.to_act] if position.trick else ()
        return next((card for card in hand if position.refusal(Play(card)) is not None), None)

    rng = random.Random(3)
    while refused(library) is None:
        action = rng.choice(library.legal_actions())
        state, library = state.apply(action)[0], library.apply(action)[0]
    with pytest.raises(ValueError, match="does not follow suit"):
        state.apply(Play(refused(library)))
