"""``tricktaker replay FILE``: a record saved by ``play --save`` or made with the API, printed
event by event from its first deal; bad files and illegal records end with status 2."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tricktaker import GameRecord, get_game, szaman, to_json, wizard
from tricktaker.bots import RandomBot
from tricktaker.cli import main

from .test_cli_play import Typist


def replay(path: Path, *options: str) -> str:
    out = io.StringIO()
    assert main(["replay", str(path), *options], out=out) == 0
    return out.getvalue()


def test_a_game_played_and_saved_replays_the_same(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    out = io.StringIO()
    argv = ["play", "szaman", "--players", "3", "--seed", "4", "--seat", "1", "--save", str(path)]
    assert main(argv, out=out, stdin=Typist(out, [])) == 0
    played = out.getvalue()
    assert played.splitlines()[-1] == f"The game's record is saved in {path}."
    text = replay(path)
    lines = text.splitlines()
    assert re.fullmatch(
        r"Szaman, seed 4: Rules\(players=3, variant='classic', hands=6, target=66, "
        r"lead_starting_card=True, jokers_always_playable=False, end_before_draw=False\); "
        r"\d+ actions \(recorded by tricktaker .+\)",
        lines[0],
    )

    # The same tricks, scores and end; the replay also shows every hand dealt and card drawn.
    def won(text: str, you: str = "") -> list[str]:  # "you" is seat 1, who played
        lines = [line for line in text.splitlines() if re.match(r"(seat \d|you) wins? ", line)]
        return [re.sub(r"\byou win\b", "seat 1 wins", line).replace("you ", you) for line in lines]

    assert won(text) == won(played, "seat 1 ")
    assert [line for line in lines if line.startswith("game over")] == [
        line for line in played.splitlines() if line.startswith("game over")
    ]
    assert sum(line.startswith("  seat ") for line in lines) == 3 * 6
    assert not any(line.endswith("draws a card") for line in lines)
    totals = lines[-1]
    final = played.splitlines()
    rows = final[final.index("Final scores") + 2 : final.index("Final scores") + 5]
    scores = dict(sorted((int(row.split()[1]), row.split()[3]) for row in rows))
    assert totals == "Scores: " + ", ".join(
        f"seat {seat} {score}" for seat, score in scores.items()
    )
    assert "Score sheet" in lines


def test_a_record_made_with_the_api(tmp_path: Path) -> None:
    rules = wizard.Rules(players=4)
    state = wizard.new_game(rules, seed=9)
    bots = [RandomBot(seat) for seat in range(4)]
    actions = []
    tricks = 0
    while not state.is_over:
        action = bots[state.to_act].choose(state.view(state.to_act))
        state, events = state.apply(action)
        actions.append(action)
        tricks += sum(isinstance(event, wizard.TrickWon) for event in events)
    path = tmp_path / "wizard.json"
    path.write_text(to_json(GameRecord(game="wizard", rules=rules, seed=9, actions=tuple(actions))))
    lines = replay(path).splitlines()
    assert lines[0].startswith(f"Wizard, seed 9: {rules!r}; {len(actions)} actions")
    assert sum(bool(re.match(r"seat \d wins ", line)) for line in lines) == tricks == 120
    assert lines[-1] == "Scores: " + ", ".join(
        f"seat {seat} {score}" for seat, score in enumerate(state.scores)
    )
    assert "The record ends here" not in "\n".join(lines)


def test_an_unfinished_record(tmp_path: Path) -> None:
    path = tmp_path / "short.json"
    path.write_text(to_json(GameRecord(game="szaman", rules=szaman.Rules(players=2), seed=1)))
    text = replay(path, "--color")
    assert "The record ends here, before the end of the game." in text
    assert "\x1b[31m" in text


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, ["cannot read", "missing.json"]),
        ("[]", ["does not hold a game record"]),
        ('{"format":1,"type":"Play","card":"8H","suit":null}', ["does not hold a game record"]),
    ],
)
def test_bad_files_exit_2(
    tmp_path: Path, content: str | None, words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "missing.json"
    if content is not None:
        path.write_text(content)
    assert main(["replay", str(path)], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("tricktaker: error: ")
    for word in words:
        assert word in err


def test_an_illegal_action_stops_the_replay_with_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = wizard.Rules(players=3)
    record = GameRecord(game="wizard", rules=rules, seed=2, actions=(wizard.Bid(1), wizard.Bid(5)))
    path = tmp_path / "bad.json"
    path.write_text(to_json(record))
    out = io.StringIO()
    assert main(["replay", str(path)], out=out) == 2
    assert "seat 1 bids 1" in out.getvalue()
    err = capsys.readouterr().err
    assert "action 1 (bid 5) is illegal: cannot bid 5" in err


def test_python_dash_m_replay(tmp_path: Path) -> None:
    game = get_game("szaman")
    path = tmp_path / "record.json"
    path.write_text(to_json(GameRecord(game=game.name, rules=game.rules(players=3), seed=3)))
    result = subprocess.run(
        [sys.executable, "-m", "tricktaker", "replay", str(path)],
        capture_output=True,
        encoding="utf-8",
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Szaman, seed 3: ")
