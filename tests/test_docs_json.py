"""Every JSON example in the docs (each ```json block of docs/*.md and docs/rules/*.md) is
read here, so that none can go stale: each value of tricktaker's JSON is read back by
``from_json``, is valid under the schema, and (for what a server writes: views, events) is
exactly what ``to_json`` writes of it; each message of the web frontend's protocol has the
fields, the game, the bots and the codes that ``examples/web/server.py`` has."""

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

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted([*ROOT.glob("docs/*.md"), *ROOT.glob("docs/rules/*.md")])
BLOCK = re.compile(r"^```json\n(.*?)^```", re.DOTALL | re.MULTILINE)
SCHEMA = json.loads(
    importlib.resources.files("tricktaker").joinpath("schema/tricktaker.schema.json").read_text()
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)

# The reference server, wherever it lives (the example, or a package of its own).
SERVERS = [ROOT / "examples" / "web" / "server.py", *ROOT.glob("src/tricktaker/web/*.py")]
SERVER = "".join(path.read_text(encoding="utf-8") for path in SERVERS if path.exists())
SERVER_CODES = set(re.findall(r'ClientError\(\s*"([a-z_]+)"', SERVER)) | {"malformed"}
# A refusal is sent with the library's code; the built-in games name every reason, so
# "illegal" (the code of a plug-in game that gives no finer one) is never the docs' example.
REFUSALS = set(REFUSAL_CODES) - {"illegal"}
# The fields of each message of the protocol (docs/web.md), required and optional.
MESSAGES: dict[str, tuple[set[str], set[str]]] = {
    "create": ({"type", "game"}, {"rules", "humans", "bot"}),
    "join": ({"type", "table"}, {"seat", "token"}),
    "act": ({"type", "action"}, set()),
    "joined": ({"type", "table", "game", "seat", "token", "seats"}, set()),
    "view": ({"type", "view"}, set()),
    "event": ({"type", "event"}, set()),
    "error": ({"type", "code", "message"}, set()),
}


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
    assert {"bad_message", "no_table", "malformed"} <= SERVER_CODES


def _check_written(data: dict[str, Any]) -> None:
    """A value a server writes: read back by from_json, valid, and exactly to_json's."""
    value = from_json(json.dumps(data))
    VALIDATOR.validate(data)
    assert to_data(value) == data


def _check_message(message: dict[str, Any]) -> None:
    required, optional = MESSAGES[message["type"]]
    assert required <= message.keys() <= required | optional
    kind = message["type"]
    if kind in ("view", "event"):
        _check_written(message[kind])
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
    if value.get("type") in MESSAGES:
        _check_message(value)
    else:
        _check_written(value)


def test_a_stale_view_example_would_be_caught() -> None:
    view = {"format": 1, "type": "wizard.View", "seat": 0}
    with pytest.raises(SerializationError, match="missing"):
        _check_written(view)
    with pytest.raises(AssertionError):
        _check_message({"type": "error", "code": "illegal", "message": "cannot bid 5"})
