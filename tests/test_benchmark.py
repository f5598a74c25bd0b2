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
