"""Every program in examples/ runs to the end and prints what it promises."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tricktaker import available_games

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
    assert "refused: cannot bid 3: bids are 0 to 1" in out


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.py")), ids=lambda p: p.name)
def test_every_example_has_a_usage_docstring(path: Path) -> None:
    assert f"python examples/{path.name}" in path.read_text(encoding="utf-8")


def test_frontend_loop_shows_each_seat_its_own_form_of_each_event() -> None:
    out = run_example("frontend_loop.py")  # stdin is not a terminal: scripted input
    assert "(scripted) seat 0 chooses: play " in out
    assert "[seat 0] hand 1: 8 cards each" in out
    assert "| your hand: " in out
    theirs = [line for line in out.splitlines() if " draws " in line]
    mine = [line for line in out.splitlines() if "] you draw " in line]
    assert theirs
    assert mine
    # "[seat S] seat D draws a card": only seat D sees the card it draws ("you draw 5♥")
    assert all(line.endswith("draws a card") for line in theirs)
    assert not any(line.endswith(" a card") for line in mine)
    assert "final scores: " in out


def test_frontend_loop_plays_wizard() -> None:
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "frontend_loop.py"), "--game", "wizard", "--auto"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "[seat 2] round 20: seat 1 deals 20 cards each" in result.stdout
    assert "(scripted) seat 0 chooses: bid " in result.stdout
    assert "game over" in result.stdout


@pytest.mark.parametrize("game", available_games())
def test_frontend_loop_plays_a_short_game_of_every_game(game: str) -> None:
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "frontend_loop.py"), "--game", game, "--auto"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "[seat 0] game over: " in result.stdout
    assert "final scores: " in result.stdout


def test_replay_record_replays_a_saved_game() -> None:
    out = run_example("replay_record.py")
    saved = re.search(r"saved a record of (\d+) actions to game\.json", out)
    assert saved is not None
    assert "replayed: the identical final state" in out
    assert re.search(r"final scores: \(-?\d+, -?\d+, -?\d+, -?\d+\); winners: \(", out)
    assert f"resumed after {int(saved.group(1)) // 2} actions" in out
    assert "a tampered record is refused at action 3: cannot play" in out
