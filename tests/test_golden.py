"""The seeded games recorded in ``tests/data/golden_games.json`` replay exactly: the same
legal actions in the same order, the same events, views and final states (see
:mod:`tests.golden`, which recorded them)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests import golden
from tricktaker import from_json, to_json

RECORDED: dict[str, Any] = json.loads(golden.FIXTURE.read_text())


def test_the_fixture_records_the_plan() -> None:
    planned = golden.games()
    assert [{key: game[key] for key in planned[0]} for game in RECORDED["games"]] == planned
    assert len(planned) >= 200


@pytest.mark.parametrize("index", range(len(golden.PLAN)))
def test_recorded_games_replay(index: int) -> None:
    name, rules, seeds, how = golden.PLAN[index]
    recorded = {game["seed"]: game for game in RECORDED["games"] if game["rules"] == to_json(rules)}
    for seed in seeds:
        sha, decisions, _ = golden.play(name, rules, seed, how)
        assert (decisions, sha) == (recorded[seed]["decisions"], recorded[seed]["sha256"]), (
            f"{name} {rules} seed {seed} played by {how} differs from its recording"
        )


@pytest.mark.parametrize(
    "kept", RECORDED["whole"], ids=lambda kept: f"{kept['game']}-{kept['seed']}"
)
def test_kept_games_replay_event_by_event(kept: dict[str, Any]) -> None:
    rules = from_json(kept["rules"])
    stream = golden.play(kept["game"], rules, kept["seed"], kept["play"])[2]
    for i, (now, then) in enumerate(zip(stream, kept["events"], strict=False)):
        assert now == then, f"event {i} differs"
    assert len(stream) == len(kept["events"])
