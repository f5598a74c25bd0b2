"""Every program in examples/ runs to the end and prints what it promises."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def run_example(name: str) -> str:
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / name)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_custom_bot_plays_a_whole_game() -> None:
    out = run_example("custom_bot.py")
    assert "seat 0 greedy" in out
    assert "winners:" in out


def test_what_if_answers_from_the_rules() -> None:
    out = run_example("what_if.py")
    assert "card 3 (2♠) wins" in out
    assert "may play 7♥ Q♥ W1" in out
    assert "refused: cannot bid 3: bids in round 1 are 0 to 1" in out


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.py")), ids=lambda p: p.name)
def test_every_example_has_a_usage_docstring(path: Path) -> None:
    assert f"python examples/{path.name}" in path.read_text(encoding="utf-8")
