"""The seeded games recorded in ``tests/data/golden_engine.json`` before the trick-game
engine replay identically: the same legal actions in the same order, the same states, views
of every seat, refusal codes and events at every step (see :mod:`tests.golden_engine`)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests import golden_engine
from tricktaker import to_json

RECORDED: dict[str, Any] = json.loads(golden_engine.FIXTURE.read_text())


def test_the_fixture_records_the_plan() -> None:
    planned = golden_engine.games()
    assert [{key: game[key] for key in planned[0]} for game in RECORDED["games"]] == planned
    assert len(planned) >= 300
    assert {game["game"] for game in planned} == {
        "bridge", "hearts", "ohhell", "spades", "szaman", "wizard"
    }  # fmt: skip


@pytest.mark.parametrize(
    "index", range(len(golden_engine.PLAN)), ids=lambda i: golden_engine.PLAN[i][0] + str(i)
)
def test_recorded_games_replay(index: int) -> None:
    name, rules, seeds, how = golden_engine.PLAN[index]
    recorded = {game["seed"]: game for game in RECORDED["games"] if game["rules"] == to_json(rules)}
    for seed in seeds:
        sha, decisions = golden_engine.play(name, rules, seed, how)
        assert (decisions, sha) == (recorded[seed]["decisions"], recorded[seed]["sha256"]), (
            f"{name} {rules} seed {seed} played by {how} differs from its recording"
        )
