"""Oh Hell's values through tricktaker.to_json/from_json: every state, view, event and action
of real games round-trips, and a state or view that does not hang together is refused."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tricktaker import Card, SerializationError, from_json, ohhell, parse_cards, to_json


def values_of_a_game(rules: ohhell.Rules, seed: int) -> list[Any]:
    state, events = ohhell.start(rules, seed=seed)
    values: list[Any] = [rules, state, *events]
    rng = random.Random(seed)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state, events = state.apply(action)
        values += [action, state, *events, *(state.view(s) for s in range(rules.players))]
        values += [event.for_seat(seat) for event in events for seat in range(rules.players)]
    return values


@pytest.mark.parametrize(
    "rules",
    [
        ohhell.Rules(players=3, schedule=(2, 17)),
        ohhell.Rules(players=4, schedule=(13, 1), hook=True, first_dealer=3),
        ohhell.Rules(players=7, schedule=(3,), off_bid_penalty=True, points_per_trick=2, bonus=0),
    ],
)
def test_every_value_of_a_game_round_trips(rules: ohhell.Rules) -> None:
    for value in values_of_a_game(rules, seed=5):
        text = to_json(value)
        back = from_json(text)
        assert back == value
        assert type(back) is type(value)
        assert json.loads(text)["type"].startswith(("ohhell.", "Play", "CardPlayed", "GameOver"))


def test_rules_and_a_deal_as_json() -> None:
    rules = ohhell.Rules(players=3, schedule=(1, 2))
    assert json.loads(to_json(rules)) == {
        "format": 1, "type": "ohhell.Rules", "players": 3, "schedule": [1, 2], "hook": True,
        "bonus": 10, "points_per_trick": 1, "off_bid_penalty": False, "first_dealer": 0,
        "rounds": 2,
    }  # fmt: skip
    deal = ohhell.Deal([parse_cards("AS"), parse_cards("2C")], Card.parse("8H"))
    assert json.loads(to_json(deal)) == {
        "format": 1, "type": "ohhell.Deal", "hands": [["AS"], ["2C"]], "trump_card": "8H",
    }  # fmt: skip
    assert from_json(to_json(deal), ohhell.Deal) == deal


STATE = ohhell.new_game(ohhell.Rules(players=3, schedule=(2, 3)), seed=2)


def damaged(field: str, value: Any, of: Any = STATE) -> str:
    document = json.loads(to_json(of))
    document[field] = value
    return json.dumps(document)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (damaged("round", 3), "round 3 of a game of 2 rounds"),
        (damaged("bids", [None, None]), "bids: expected at least 3 items, got 2"),
        (damaged("bids", [None, 3, None]), "cannot bid 3: bids are 0 to 2"),
        (
            damaged("tricks_taken", [1, 1, 1]),
            r"tricks_taken is \(1, 1, 1\); the rules make it \(0, 0, 0\)",
        ),
        (damaged("dealer", 3), "dealer is 3; the rules make it 0"),
        (damaged("to_act", None), "to_act is None; the rules make it 1"),
        (damaged("trump", "C"), "trump is ♣; the rules make it ♥"),  # 8♥ is turned
        (
            damaged("hands", [["2C", "3C", "4C"], ["5C"], ["6C"]]),
            r"the hands hold \[3, 1, 1\] cards",
        ),
        (damaged("hands", [["2C"], ["2C"], ["6C"]]), "2♣ is in two places"),
        (damaged("trick", ["RJ"]), "RJ is not a card of this game"),
        (damaged("winners", [0]), r"winners is \(0,\); the rules make it \(\)"),
        (damaged("hand", ["2C", "3C", "4C"], STATE.view(0)), "hand_sizes says 2"),
        (
            damaged("schedule", [1, 20], STATE.rules),
            r"Rules.schedule\[1\]: expected an integer from 1 to 17, got 20",
        ),
        (damaged("schedule", [1, 8], ohhell.Rules(players=7)), "Rules.schedule must be"),
        (
            '{"format":1,"type":"ohhell.Deal","hands":[["AS"],["AS"]],"trump_card":null}',
            "A♠ is dealt twice",
        ),
    ],
)
def test_inconsistent_values_are_refused(text: str, message: str) -> None:
    with pytest.raises(SerializationError, match=message):
        from_json(text)
