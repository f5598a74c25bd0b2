"""The JSON Schema shipped in the package: it is current, and what to_json writes satisfies it.

The schema uses a small part of JSON Schema (draft 2020-12), so this file carries a validator
for exactly that part, and fails if the schema ever uses a keyword it does not know.
"""

from __future__ import annotations

import importlib.resources
import json
import random
from typing import Any

import pytest

from tricktaker import (
    Card,
    CompletedTrick,
    GameOver,
    GameRecord,
    Play,
    Suit,
    ohhell,
    szaman,
    to_json,
    wizard,
)
from tricktaker.cards import CARD_COUNT
from tricktaker.serialize import FORMAT, json_schema, registered_types

KEYWORDS = {
    "$schema", "$id", "$defs", "$ref", "title", "description",
    "type", "properties", "required", "additionalProperties", "items",
    "enum", "const", "anyOf",
}  # fmt: skip
TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def shipped_schema() -> Any:
    resource = importlib.resources.files("tricktaker").joinpath("schema/tricktaker.schema.json")
    return json.loads(resource.read_text(encoding="utf-8"))


SCHEMA = shipped_schema()


def resolve(root: Any, ref: str) -> Any:
    assert ref.startswith("#/"), ref
    node = root
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def errors(schema: Any, value: Any, root: Any = SCHEMA, where: str = "") -> list[str]:
    """What is wrong with ``value`` under ``schema`` (empty if it is valid)."""
    found: list[str] = []
    if "$ref" in schema:
        found += errors(resolve(root, schema["$ref"]), value, root, where)
    if "type" in schema and not TYPES[schema["type"]](value):
        return [*found, f"{where}: {value!r} is not of type {schema['type']}"]
    if "const" in schema and not same(value, schema["const"]):
        found.append(f"{where}: {value!r} is not {schema['const']!r}")
    if "enum" in schema and not any(same(value, option) for option in schema["enum"]):
        found.append(f"{where}: {value!r} is not one of {schema['enum']!r}")
    if "anyOf" in schema and all(errors(s, value, root, where) for s in schema["anyOf"]):
        found.append(f"{where}: {value!r} matches none of the {len(schema['anyOf'])} options")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                found.append(f"{where}: missing {name!r}")
        for name, item in value.items():
            if name in properties:
                found += errors(properties[name], item, root, f"{where}.{name}")
            elif schema.get("additionalProperties") is False:
                found.append(f"{where}: unexpected {name!r}")
    if isinstance(value, list) and "items" in schema:
        for index, item in enumerate(value):
            found += errors(schema["items"], item, root, f"{where}[{index}]")
    return found


def same(a: Any, b: Any) -> bool:
    """JSON equality: 1 is not true."""
    return type(a) is type(b) and a == b


def keywords_used(schema: Any) -> set[str]:
    used: set[str] = set()
    if isinstance(schema, dict):
        used |= set(schema)
        for key, value in schema.items():
            if key in ("properties", "$defs"):
                for sub in value.values():
                    used |= keywords_used(sub)
            elif key in ("items", "additionalProperties"):
                used |= keywords_used(value)
            elif key == "anyOf":
                for sub in value:
                    used |= keywords_used(sub)
    return used


def test_the_shipped_schema_is_current() -> None:
    # After changing a registered type: write json.dumps(json_schema(), indent=2) + "\n" to
    # src/tricktaker/schema/tricktaker.schema.json.
    assert json_schema() == SCHEMA


def test_the_schema_uses_only_keywords_this_validator_knows() -> None:
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert keywords_used(SCHEMA) <= KEYWORDS


def test_the_schema_names_every_card_and_the_format() -> None:
    assert len(SCHEMA["$defs"]["card"]["enum"]) == CARD_COUNT
    for document in SCHEMA["anyOf"]:
        assert document["properties"]["format"] == {"const": FORMAT}
        assert document["required"][:2] == ["format", "type"]


def samples() -> list[Any]:
    """Values of every kind, from real games of each game."""
    values: list[Any] = [Card.from_index(index) for index in range(CARD_COUNT)]
    values += [Play(Card.parse("RJ"), suit=Suit.HEARTS), wizard.ChooseTrump(Suit.SPADES)]
    values += [wizard.TrumpChosen(seat=0, suit=Suit.CLUBS), GameOver(scores=(1, 2), winners=(1,))]
    values.append(CompletedTrick(cards=(Card.parse("9H"), Card.parse("2S")), leader=1, winner=1))
    rng = random.Random(3)
    values.append(ohhell.Deal([(Card.parse("AS"),), (Card.parse("2C"),)], Card.parse("8H")))
    games = {wizard.Rules: wizard, szaman.Rules: szaman, ohhell.Rules: ohhell}
    for rules in [
        wizard.Rules(players=3, hook=True),
        szaman.Rules(players=4, variant="russian"),
        ohhell.Rules(players=4, schedule=(4, 3), hook=True),
    ]:
        name = games[type(rules)].GAME.name
        state, events = games[type(rules)].start(rules, seed=9)
        actions = []
        values += [rules, state, *events]
        for step in range(400):
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state, events = state.apply(action)
            if step % 5 == 0:
                values += [action, state, *events, *(state.view(s) for s in range(rules.players))]
                values += [event.for_seat(0) for event in events]
        values.append(GameRecord(game=name, rules=rules, seed=9, actions=tuple(actions)))
    return values


SAMPLES = samples()


def test_the_samples_cover_every_type_in_the_schema() -> None:
    tags = {json.loads(to_json(value))["type"] for value in SAMPLES}
    assert tags == {"Card", *registered_types()}
    assert set(SCHEMA["$defs"]) == {"card", "suit", "value", *registered_types()}


@pytest.mark.parametrize("index", range(0, len(SAMPLES), 40))
def test_what_to_json_writes_satisfies_the_schema(index: int) -> None:
    for value in SAMPLES[index : index + 40]:
        assert errors(SCHEMA, json.loads(to_json(value))) == []


@pytest.mark.parametrize(
    "document",
    [
        [],
        {"type": "Play", "card": "8H", "suit": None},
        {"format": 2, "type": "Play", "card": "8H", "suit": None},
        {"format": 1, "type": "Play", "card": "8h", "suit": None},
        {"format": 1, "type": "Play", "card": "8H", "suit": None, "extra": 1},
        {"format": 1, "type": "Play", "card": "8H"},
        {"format": 1, "type": "wizard.Bid", "tricks": True},
        {"format": 1, "type": "wizard.Bid", "tricks": 1.5},
        {"format": 1, "type": "Chess", "move": "e4"},
        {"format": 1, "type": "GameOver", "scores": [1, "2"], "winners": []},
        {
            "format": 1,
            "type": "GameRecord",
            "game": "wizard",
            "rules": {"type": "wizard.Rules", "players": 3, "hook": False},
            "seed": 1,
            "actions": [],
            "version": "1",
        },
    ],
)
def test_the_schema_refuses_what_from_json_refuses(document: Any) -> None:
    assert errors(SCHEMA, document)
