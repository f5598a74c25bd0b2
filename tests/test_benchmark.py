"""The playout benchmark runs (its figures are read by people, never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "playouts.py"


def test_benchmark_reports_rates_for_wizard() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--runs", "1", "--seconds", "0.05", "--only", "wizard"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "wizard 4p" in result.stdout
    for figure in ("decisions/s", "µs/decision", "games/s", "view(seat) µs"):
        assert figure in result.stdout


def test_the_search_rate_benchmark_reports_both_searches_and_the_parts() -> None:
    script = SCRIPT.parent / "search_rate.py"
    command = [sys.executable, str(script), "ohhell", "--count", "4", "--positions", "2",
               "--runs", "1", "--profile"]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Oh Hell, 4 players: 2 decisions, 4 a decision, 1 runs (CPU time)"
    assert lines[1].startswith("tree simulations")
    assert lines[2].startswith("flat playouts")
    for part in ("worlds drawn", "choices in the tree", "rollout policy", "apply (engine)"):
        assert any(line.strip().startswith(part) for line in lines[3:]), part
