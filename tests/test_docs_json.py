"""Every JSON example in the docs (each ```json block of docs/*.md and docs/rules/*.md) is
read here, so that none can go stale: each value of tricktaker's JSON is read back by
``from_json``, is valid under the schema, and (for what a server writes: views, events) is
exactly what ``to_json`` writes of it; each message of ``tricktaker serve``'s protocol is valid
under the protocol's schema (docs/protocol.schema.json), is a message the server would accept
or send, and carries real games, bots, rules, codes and narration."""

from __future__ import annotations

import importlib.resources
import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tricktaker import REFUSAL_CODES, from_json, get_game, to_data
from tricktaker.errors import SerializationError
from tricktaker.web import messages, protocol

pytest.importorskip("babel", reason="the protocol's narration needs the web group's babel")
from tricktaker.web.i18n import LANGUAGES, narrate

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted([*ROOT.glob("docs/*.md"), *ROOT.glob("docs/rules/*.md")])
BLOCK = re.compile(r"^```json\n(.*?)^```", re.DOTALL | re.MULTILINE)
SCHEMA = json.loads(
    importlib.resources.files("tricktaker").joinpath("schema/tricktaker.schema.json").read_text()
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
PROTOCOL = jsonschema.Draft202012Validator(
    json.loads((ROOT / "docs" / "protocol.schema.json").read_text(encoding="utf-8"))
)
# The server's own codes (every text it sends is keyed by one), and the games' refusals; the
# built-in games name every reason, so "illegal" (the code of a plug-in game that gives no
# finer one) is never the docs' example.
SERVER_CODES = set(messages.ENGLISH)
REFUSALS = set(REFUSAL_CODES) - {"illegal"}
# The names the docs' examples give the players, by seat (or none: "Seat 1").
NAMES = (None, ["Ana", "Bor", "Cene", "Dana"])


def _values(text: str) -> list[Any]:
    """The JSON values of a block, one after another (a block may hold several)."""
    decoder, values, at = json.JSONDecoder(), [], 0
    while at < len(text):
        if text[at].isspace():
            at += 1
            continue
        value, at = decoder.raw_decode(text, at)
        values.append(value)
    return values


def _examples() -> list[Any]:
    examples = []
    for page in PAGES:
        blocks = BLOCK.findall(page.read_text(encoding="utf-8"))
        values = [value for block in blocks for value in _values(block)]
        for number, value in enumerate(values, 1):
            examples.append(pytest.param(value, id=f"{page.relative_to(ROOT)}:{number}"))
    return examples


EXAMPLES = _examples()


def test_the_docs_have_json_examples_to_check() -> None:
    assert len(EXAMPLES) >= 12
    assert {"bad_message", "no_table", "too_deep"} <= SERVER_CODES


def _check_written(data: dict[str, Any]) -> None:
    """A value a server writes: read back by from_json, valid, and exactly to_json's."""
    value = from_json(json.dumps(data))
    VALIDATOR.validate(data)
    assert to_data(value) == data


def _check_message(message: dict[str, Any]) -> None:
    kind = message["type"]
    PROTOCOL.validate(message)
    if kind in protocol.CLIENT:
        assert protocol.check(kind, message) is None, protocol.check(kind, message)
    if kind == "view":
        _check_written(message["view"])
    elif kind == "event":
        _check_written(message["event"])
        event = from_json(json.dumps(message["event"]))
        told = {
            narrate(event, seat=0, names=names, language=language)
            for names in NAMES
            for language in LANGUAGES
        }
        assert message["text"] in told, (message["text"], told)
    elif kind == "act":
        action = message["action"]
        game = action["type"].partition(".")[0] if "." in action["type"] else "wizard"
        assert type(from_json(json.dumps(action))) in get_game(game).action_types
    elif kind == "create":
        game = get_game(message["game"])
        game.rules(**message.get("rules", {}))
        assert message.get("bot", "heuristic") in game.bots
    elif kind == "error":
        assert message["code"] in SERVER_CODES | REFUSALS, message["code"]


@pytest.mark.parametrize("value", EXAMPLES)
def test_a_json_example_is_what_the_code_reads_and_writes(value: Any) -> None:
    assert isinstance(value, dict)
    if value.get("type") in protocol.CLIENT.keys() | protocol.SERVER.keys():
        _check_message(value)
    else:
        _check_written(value)


def test_a_stale_view_example_would_be_caught() -> None:
    view = {"format": 1, "type": "wizard.View", "seat": 0}
    with pytest.raises(SerializationError, match="missing"):
        _check_written(view)
    with pytest.raises(AssertionError):
        _check_message({"type": "error", "code": "illegal", "message": "cannot bid 5"})


def test_a_stale_protocol_example_would_be_caught() -> None:
    with pytest.raises(jsonschema.ValidationError):
        _check_message({"type": "joined", "table": "Xk3v", "seat": 0})  # fields missing
    with pytest.raises(jsonschema.ValidationError):
        _check_message({"type": "hello", "colour": "red"})  # not a field of hello
    event = {"format": 1, "type": "wizard.BidMade", "seat": 1, "tricks": 1}
    with pytest.raises(AssertionError):
        _check_message({"type": "event", "event": event, "text": "Seat 1 bid 2 tricks"})
