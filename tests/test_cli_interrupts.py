"""Ctrl-C typed at a terminal, as a person types it: the commands and the examples stop at
once, keep what was done (the figures so far, the game's record) and print no traceback, for
any number of Ctrl-Cs.

Each program runs on a pseudo-terminal (:mod:`tests.terminal`); Ctrl-C is typed into it, so
the terminal driver sends SIGINT to the program's whole process group, workers included.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

import pytest

from tricktaker import GameRecord, from_json

from .terminal import CTRL_C, CTRL_D, Terminal

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
TRICKTAKER = [sys.executable, "-m", "tricktaker"]


def assert_clean(screen: str) -> None:
    assert "Traceback" not in screen
    assert "Exception ignored" not in screen
    assert "KeyboardInterrupt" not in screen


# A search bot's game takes about a second: 400 of them are minutes of work, so a run that
# ends within the timeout after Ctrl-C has stopped its queued games and its workers.
@pytest.mark.parametrize(("workers", "presses"), [(2, 1), (2, 3), (1, 2)])
def test_simulate_stops_at_once_and_keeps_the_partial_figures(
    workers: int, presses: int, tmp_path: Path
) -> None:
    path = tmp_path / "figures.json"
    argv = ["simulate", "szaman", "--games", "400", "--bots", "search,heuristic"]
    terminal = Terminal([*TRICKTAKER, *argv, "--workers", str(workers), "--json", str(path)])
    # The bar is drawn at once (stderr is a terminal), before any game has finished.
    terminal.wait_for(r"\] +0% 0/400 games")
    terminal.wait_for(r"\] +\d+% [1-9]\d*/400 games")
    for _ in range(presses):
        terminal.type(CTRL_C)
        time.sleep(0.1)
    status = terminal.finish(timeout=60)
    screen = terminal.screen
    assert status == 130, screen
    assert_clean(screen)
    assert terminal.group_has_ended(), "a worker process outlived the command"
    finished = int(re.search(r"interrupted: (\d+) of 400 games finished", screen).group(1))
    assert 1 <= finished < 400
    assert f"interrupted: the figures are over the {finished} of 400 games finished" in screen
    assert "stopped after " in screen
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["partial"] is True
    assert (document["games"], document["games_finished"]) == (400, finished)
    assert sum(bot["seat_games"] for bot in document["bots"]) == 4 * finished
    # The table printed is the JSON's figures.
    for bot in document["bots"]:
        row = next(line for line in screen.splitlines() if line.startswith(bot["name"] + " "))
        assert row.split()[1:3] == [str(bot["seat_games"]), str(bot["wins"])]


def play_until_asked(terminal: Terminal, moves: int) -> None:
    """Answer ``moves`` prompts with the first move listed by ``?``."""
    for _ in range(moves):
        asked = terminal.wait_for(r"\n(play|bid|choose trump)> $", after=len(terminal.screen))
        terminal.type("?\n")
        listed = terminal.wait_for(r"Your moves: ([^\n,]+)", after=asked.end())
        terminal.type(listed.group(1).split()[0] + "\n")


@pytest.mark.parametrize("presses", [1, 3])
def test_play_saves_the_game_when_interrupted(presses: int, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    argv = ["play", "wizard", "--players", "3", "--seed", "5", "--save", str(path)]
    terminal = Terminal([*TRICKTAKER, *argv])
    play_until_asked(terminal, 2)
    terminal.wait_for(r"\n(play|bid|choose trump)> $", after=len(terminal.screen))
    terminal.type_at_prompt(CTRL_C)
    for _ in range(presses - 1):  # more presses while it stops
        time.sleep(0.1)
        terminal.type(CTRL_C)
    assert terminal.finish() == 130
    screen = terminal.screen
    assert_clean(screen)
    assert "Interrupted. Scores so far:" in screen
    record = from_json(path.read_text(encoding="utf-8"), GameRecord)
    assert record.game == "wizard"
    assert record.seed == 5
    assert len(record.actions) >= 2
    assert (
        f"The game's record, its {len(record.actions)} actions up to the interrupt, is saved "
        f"in {path}; tricktaker replay {path} shows it."
    ) in screen
    assert not record.replay().is_over


def test_play_without_save_ends_quietly() -> None:
    terminal = Terminal([*TRICKTAKER, "play", "szaman", "--seed", "1"])
    terminal.wait_for(r"\nplay> $")
    terminal.type_at_prompt(CTRL_C)
    assert terminal.finish() == 130
    assert "Interrupted. Scores so far:" in terminal.screen
    assert "record" not in terminal.screen
    assert_clean(terminal.screen)


@pytest.mark.parametrize(("key", "status", "said"), [(CTRL_C, 130, "interrupted"),
                                                     (CTRL_D, 0, "end of input")])  # fmt: skip
def test_the_frontend_example_exits_cleanly(key: str, status: int, said: str) -> None:
    terminal = Terminal([sys.executable, str(EXAMPLES / "frontend_loop.py")])
    terminal.wait_for(r"your move: $")
    terminal.type_at_prompt(key)
    assert terminal.finish() == status
    assert said in terminal.screen.splitlines()[-1]
    assert_clean(terminal.screen)
