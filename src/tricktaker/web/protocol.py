"""The websocket protocol of ``tricktaker serve``, written once: every message both ways.

This table is the one source of the protocol. The server checks each client message against
it (:func:`check`), and the checked-in JSON Schema (``docs/protocol.schema.json``) and
TypeScript types (``docs/protocol.d.ts``) are generated from it (:func:`json_schema`,
:func:`typescript`; ``python -m tricktaker.web.protocol DIR`` writes both). A test
regenerates them and compares, so they cannot drift from the code.

>>> sorted(CLIENT)
['act', 'create', 'hello', 'join', 'leave', 'list', 'ping', 'rematch']
>>> check("join", {"type": "join", "table": 7})
('table', 'a string of at most 64 characters')
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

__all__ = [
    "CLIENT",
    "PROTOCOL_VERSION",
    "SERVER",
    "Field",
    "Message",
    "check",
    "json_schema",
    "typescript",
]

PROTOCOL_VERSION = 1
"""Sent in ``welcome``; raised only by a change that an existing client would misread."""

Schema = dict[str, Any]


def _string(max_length: int, **extra: Any) -> Schema:
    return {"type": "string", "maxLength": max_length, **extra}


_NAME = _string(64)
_INT = {"type": "integer"}
_SEAT = {"type": "integer", "minimum": 0}
_GAME_VALUE = {
    "type": "object",
    "description": 'a value in tricktaker\'s JSON format, named by its "type"',
    "properties": {"type": {"type": "string"}},
    "required": ["type"],
}
_SEATS = {
    "type": "array",
    "description": "every seat of the table, by seat number",
    "items": {"$ref": "#/$defs/SeatInfo"},
}


@attrs.frozen
class Field:
    """One field of a message: its JSON Schema, whether it may be left out, what it means."""

    schema: Schema
    doc: str
    optional: bool = False


@attrs.frozen
class Message:
    """One message type: what it is for and its fields (beside ``type``)."""

    doc: str
    fields: Mapping[str, Field]


def _fields(**fields: Field) -> dict[str, Field]:
    return fields


CLIENT: Mapping[str, Message] = {
    "hello": Message(
        "The first message of every connection (within the handshake time). The server "
        "answers with `welcome`.",
        _fields(
            lang=Field(
                {"enum": ["en", "pl", "sl"]},
                "the language of the texts the server sends (default en)",
                optional=True,
            ),
            name=Field(_string(24), "the player's name shown at the table", optional=True),
        ),
    ),
    "list": Message("Asks for the open tables; answered by `tables`.", {}),
    "create": Message(
        "Creates a table and seats the client at seat 0; answered by `joined`.",
        _fields(
            game=Field(_NAME, "a game of `welcome`'s `games`"),
            rules=Field(
                {"type": "object"},
                "some fields of the game's rules, by name (the others keep their defaults)",
                optional=True,
            ),
            humans=Field(
                {"type": "integer", "minimum": 1},
                "how many seats, from seat 0, are for people; bots play the others (default 1)",
                optional=True,
            ),
            bot=Field(_NAME, "the bot of the other seats (default heuristic)", optional=True),
            clock=Field(
                {"type": ["number", "null"]},
                "seconds a person has for each decision, after which a bot makes it; "
                "null for no clock (the default)",
                optional=True,
            ),
            private=Field(
                {"type": "boolean"},
                "leave the table out of `tables` (join by its link only)",
                optional=True,
            ),
        ),
    ),
    "join": Message(
        "Takes a seat at a table (any free one, or `seat`), comes back to one with its "
        "`token`, or watches with `spectate`; answered by `joined`.",
        _fields(
            table=Field(_NAME, "the table's id"),
            seat=Field(_SEAT, "the free seat to take", optional=True),
            token=Field(_string(64), "the token of a seat, from its `joined`", optional=True),
            spectate=Field({"type": "boolean"}, "watch, with no seat", optional=True),
        ),
    ),
    "act": Message(
        "Makes a move: one of the view's `legal_actions`, sent back as it came.",
        _fields(action=Field(_GAME_VALUE, "the action")),
    ),
    "rematch": Message(
        "Once the game is over, asks for another with the same rules and seats; it starts "
        "when every person still connected has asked.",
        {},
    ),
    "leave": Message("Leaves the table (the seat stays reserved for its token).", {}),
    "ping": Message("Keeps an idle connection open; answered by `pong`.", {}),
}
"""The messages a client sends, by type."""

SERVER: Mapping[str, Message] = {
    "welcome": Message(
        "Answers `hello`: the protocol version, the games and their rules, and the limits.",
        _fields(
            protocol=Field(_INT, "the protocol version"),
            games=Field(
                {"type": "array", "items": {"$ref": "#/$defs/GameInfo"}},
                "every game this server hosts",
            ),
            limits=Field(
                {"type": "object", "additionalProperties": True},
                "the server's limits by name (see docs/protocol.md)",
            ),
        ),
    ),
    "tables": Message(
        "Answers `list`: the tables that have a free seat for a person, or can be watched.",
        _fields(
            tables=Field({"type": "array", "items": {"$ref": "#/$defs/TableInfo"}}, "the tables")
        ),
    ),
    "joined": Message(
        "Answers `create` and `join`: the table, the seat, and the token to come back with "
        "(keep it secret: it is the seat). A spectator has `seat` and `token` null.",
        _fields(
            table=Field(_NAME, "the table's id, for the link /?table=ID"),
            game=Field(_NAME, "the game's name"),
            title=Field(_NAME, "the game's name for people"),
            seat=Field({"type": ["integer", "null"]}, "this connection's seat; null: watching"),
            token=Field({"type": ["string", "null"]}, "the seat's token; null: watching"),
            seats=Field(_SEATS, "who sits where"),
            clock=Field({"type": ["number", "null"]}, "the turn clock in seconds, or null"),
            words=Field(
                {"$ref": "#/$defs/TableWords"},
                "the game's own words for this table, in the connection's language",
            ),
        ),
    ),
    "log": Message(
        "After `joined`: every event of the game so far, as `event` messages brought (or "
        "would have brought) them to this seat, told in the connection's language; the page "
        "draws its log and score sheet anew from them.",
        _fields(
            events=Field(
                {"type": "array", "items": {"$ref": "#/$defs/ToldEvent"}},
                "the events, oldest first",
            )
        ),
    ),
    "seats": Message(
        "Sent to everyone at the table when a seat is taken, left or comes back, and when "
        "someone asks for a rematch.",
        _fields(
            seats=Field(_SEATS, "who sits where"),
            rematch=Field({"type": "array", "items": _SEAT}, "the seats that asked for a rematch"),
        ),
    ),
    "view": Message(
        "After `joined` and after every move: what this seat may know, with its "
        "`legal_actions` (empty when it is not its turn). A spectator's view has only what "
        "every seat's view shows; the rest (the hand, the seat) is null.",
        _fields(
            view=Field(_GAME_VALUE, "the view, in tricktaker's JSON format"),
            words=Field(
                {"$ref": "#/$defs/ViewWords"},
                "what the game says of this view, in the connection's language",
            ),
        ),
    ),
    "event": Message(
        "Each event of the game, in this seat's form (a spectator's: what every seat's form "
        "shows, the rest null).",
        _fields(
            event=Field(_GAME_VALUE, "the event, in tricktaker's JSON format"),
            text=Field(
                {"type": ["string", "null"]},
                "the event in words, as this seat (or a spectator) reads it, in the "
                "connection's language: a line of the table's log; null for an event the log "
                "need not tell (another seat's hidden pass)",
            ),
            trend=Field(
                {"type": "array", "items": {"enum": [-1, 0, 1]}},
                "for an event that scores (with `points` and `scores` by seat): what its "
                "points did each seat, as the game's scores run (1 good, -1 harm, 0 neither)",
                optional=True,
            ),
        ),
    ),
    "clock": Message(
        "A person's turn began and the table has a turn clock: `seconds` until a bot moves "
        "for `seat`.",
        _fields(seat=Field(_SEAT, "the seat to act"), seconds=Field({"type": "number"}, "")),
    ),
    "started": Message(
        "A rematch began: a new game at the same table; its views and events follow.",
        _fields(game_number=Field({"type": "integer", "minimum": 1}, "1 for the first game")),
    ),
    "archived": Message(
        "The game is over and kept in the archive: its replay page is at `link` (the record "
        "downloads at `link` + `.json`).",
        _fields(
            game=Field(_NAME, "the finished game's id in the archive"),
            link=Field({"type": "string"}, "the replay page's path, /games/ID"),
        ),
    ),
    "pong": Message("Answers `ping`.", {}),
    "error": Message(
        "A refusal, or why the server is closing the connection. Nothing changed.",
        _fields(
            code=Field(_NAME, "what went wrong, for programs (and translations)"),
            message=Field({"type": "string"}, "the same for people, in the client's language"),
        ),
    ),
}
"""The messages the server sends, by type."""


def _record(**properties: Schema) -> Schema:
    """An object with exactly these properties, every one present."""
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


DEFINITIONS: Mapping[str, Schema] = {
    "SeatInfo": _record(
        seat=_SEAT,
        kind={"enum": ["human", "bot"]},
        name={"type": ["string", "null"], "description": "null: a free seat or a bot"},
        bot={"type": ["string", "null"], "description": "the bot that plays the seat"},
        connected={"type": "boolean"},
    ),
    "RuleInfo": _record(
        name={"type": "string"},
        kind={"enum": ["bool", "int", "float", "str", "choice", "list"]},
        default={},
        choices={"type": "array", "items": {"type": "string"}},
        help={"type": "string"},
    ),
    "GameInfo": _record(
        name={"type": "string"},
        title={"type": "string"},
        rules={"type": "array", "items": {"$ref": "#/$defs/RuleInfo"}},
        defaults=_GAME_VALUE,
        bots={"type": "array", "items": {"type": "string"}},
        players={
            "type": "array",
            "items": {"type": "integer", "minimum": 1},
            "description": "the numbers of players its rules allow (one for a game that is "
            "always four)",
        },
    ),
    "TableWords": _record(
        seats={
            "type": "array",
            "items": {"type": "string"},
            "description": "the seats' names where the game has its own (North ...), by seat; "
            "else empty",
        },
        teams={
            "type": "array",
            "items": {"type": "string"},
            "description": "the teams' names, in the order of the rules' `teams`; empty "
            "where nobody plays in teams",
        },
        deal={
            "type": "object",
            "description": "what a deal is called, and its texts with {number} and {count}",
            "properties": {
                "name": {"type": "string"},
                "numbered": {"type": "string"},
                "of": {"type": "string"},
            },
            "required": ["name", "numbered", "of"],
        },
        deals={
            "type": ["integer", "null"],
            "description": "how many deals the game has, if that is fixed",
        },
        end={"type": "string", "description": "how the game ends (to 100), or empty"},
        aim={
            "enum": ["highest", "lowest", "target"],
            "description": "which total wins: the highest, the lowest, the closest to a target",
        },
        order={
            "type": ["array", "null"],
            "items": {"type": "string"},
            "description": "every card of the deck in the order a hand is shown; null: as "
            "the view keeps it",
        },
    ),
    "ViewWords": _record(
        actions={
            "type": "array",
            "items": {"type": ["string", "null"]},
            "description": "the text of each of `legal_actions`, by index; null where the "
            "game has no word of its own for it",
        },
        bids={
            "type": ["array", "null"],
            "items": {"type": ["string", "null"]},
            "description": "each seat's bid in the game's words (null: none yet); null where "
            "the game shows no bids",
        },
        prompt={
            "type": ["string", "null"],
            "description": "what the seat is asked to do, where the game says (pass three "
            "cards to the left)",
        },
        batch={
            "type": "integer",
            "minimum": 1,
            "description": "how many of the seat's next decisions make one choice (Hearts' "
            "three cards to pass): choose them together, then send each",
        },
        notes={
            "type": "array",
            "items": {"type": "string"},
            "description": "lines about the deal (a contract and the tricks it needs)",
        },
        standing={
            "type": "array",
            "items": {"$ref": "#/$defs/Place"},
            "description": "the seats, or the teams, by their totals as the game's scores "
            "run, best first",
        },
        order={
            "type": ["array", "null"],
            "items": {"type": "string"},
            "description": "every card of the deck in the order this view's hand is shown, "
            "where the deal decides it (the game declared); null: the table's order",
        },
    ),
    "Place": _record(
        seats={"type": "array", "items": _SEAT},
        score={"type": "integer"},
        place={"type": "integer", "minimum": 1, "description": "1 for the best; equals share"},
    ),
    "ToldEvent": {
        "type": "object",
        "description": "an event and its line of the log, as an `event` message has them",
        "properties": {
            "event": _GAME_VALUE,
            "text": {"type": ["string", "null"]},
            "trend": {"type": "array", "items": {"enum": [-1, 0, 1]}},
        },
        "required": ["event", "text"],
        "additionalProperties": False,
    },
    "TableInfo": _record(
        table={"type": "string"},
        game={"type": "string"},
        title={"type": "string"},
        rules=_GAME_VALUE,
        seats=_SEATS,
        free={"type": "integer", "minimum": 0},
        over={"type": "boolean"},
        clock={"type": ["number", "null"]},
    ),
}
"""The objects that several messages share."""


def _message_schema(kind: str, message: Message, *, closed: bool) -> Schema:
    properties: Schema = {"type": {"const": kind}}
    for name, field in message.fields.items():
        properties[name] = {**field.schema, **({"description": field.doc} if field.doc else {})}
    required = ["type", *(name for name, field in message.fields.items() if not field.optional)]
    return {
        "type": "object",
        "description": message.doc,
        "properties": properties,
        "required": required,
        "additionalProperties": not closed,
    }


def _name(kind: str) -> str:
    """The schema's (and TypeScript's) name of the message ``kind``: ``HelloMessage``."""
    return kind.capitalize() + "Message"


def json_schema() -> Schema:
    """The JSON Schema (2020-12) of every message: ``ClientMessage`` and ``ServerMessage``.

    >>> schema = json_schema()
    >>> schema["$defs"]["ClientMessage"]["oneOf"][0]
    {'$ref': '#/$defs/HelloMessage'}
    """
    defs: Schema = {}
    for kind, message in CLIENT.items():
        defs[_name(kind)] = _message_schema(kind, message, closed=True)
    for kind, message in SERVER.items():
        defs[_name(kind)] = _message_schema(kind, message, closed=False)
    defs.update(DEFINITIONS)
    defs["ClientMessage"] = {"oneOf": [{"$ref": f"#/$defs/{_name(kind)}"} for kind in CLIENT]}
    defs["ServerMessage"] = {"oneOf": [{"$ref": f"#/$defs/{_name(kind)}"} for kind in SERVER]}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://github.com/tricktaker/tricktaker/docs/protocol.schema.json",
        "title": f"The websocket protocol of tricktaker serve, version {PROTOCOL_VERSION}",
        "anyOf": [{"$ref": "#/$defs/ClientMessage"}, {"$ref": "#/$defs/ServerMessage"}],
        "$defs": defs,
    }


# -- checking a client's message ---------------------------------------------------------------

_JSON_TYPES: Mapping[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
    "object": (dict,),
    "array": (list,),
}


def _expected(schema: Schema) -> str:
    """What ``schema`` allows, in words: ``a string of at most 64 characters``."""
    if "enum" in schema:
        return "one of " + ", ".join(map(str, schema["enum"]))
    kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
    words = {
        "string": "a string",
        "integer": "a whole number",
        "number": "a number",
        "boolean": "true or false",
        "null": "null",
        "object": "an object",
        "array": "an array",
    }
    said = " or ".join(words[kind] for kind in kinds)
    if "maxLength" in schema:
        said += f" of at most {schema['maxLength']} characters"
    if "required" in schema:
        said += " with " + ", ".join(schema["required"])
    if "minimum" in schema:
        said += f" from {schema['minimum']}"
    return said


def _fits(value: object, schema: Schema) -> bool:
    if "enum" in schema:
        return any(type(value) is type(choice) and value == choice for choice in schema["enum"])
    kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
    for kind in kinds:
        allowed = _JSON_TYPES[kind]
        if type(value) in allowed and not (kind in ("integer", "number") and type(value) is bool):
            break
    else:
        return False
    if isinstance(value, str) and len(value) > schema.get("maxLength", len(value)):
        return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return bool(value >= schema.get("minimum", value))
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        return all(name in value for name in schema.get("required", ())) and all(
            _fits(value[name], inner) for name, inner in properties.items() if name in value
        )
    return True


def check(kind: str, message: Mapping[str, object]) -> tuple[str, str] | None:
    """The first field of the client message ``message`` (of type ``kind``) that the
    protocol does not allow, with what it allows; None if every field is allowed.

    Fields that the message does not have are refused too, so that a misspelt option is
    not silently ignored.

    >>> check("hello", {"type": "hello", "lang": "pl"}) is None
    True
    >>> check("hello", {"type": "hello", "colour": "red"})
    ('colour', 'no field of hello (its fields are lang, name)')
    """
    fields = CLIENT[kind].fields
    for name, value in message.items():
        if name == "type":
            continue
        field = fields.get(name)
        if field is None:
            return name, f"no field of {kind} (its fields are {', '.join(fields) or 'none'})"
        if not _fits(value, field.schema):
            return name, _expected(field.schema)
    for name, field in fields.items():
        if not field.optional and name not in message:
            return name, _expected(field.schema)
    return None


# -- TypeScript ------------------------------------------------------------------------------


def _ts(schema: Schema) -> str:
    """The TypeScript type of a schema of this module's kinds."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[1]
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(choice) for choice in schema["enum"])
    if "oneOf" in schema:
        return " | ".join(_ts(option) for option in schema["oneOf"])
    if "type" not in schema:
        return "unknown"
    kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
    return " | ".join(_ts_kind(kind, schema) for kind in kinds)


def _ts_kind(kind: str, schema: Schema) -> str:
    if kind in ("integer", "number"):
        return "number"
    if kind in ("string", "boolean", "null"):
        return kind
    if kind == "array":
        return f"Array<{_ts(schema.get('items', {}))}>"
    properties = schema.get("properties", {})
    if not properties:
        return "Record<string, unknown>"
    required = set(schema.get("required", ()))
    lines = ["{"]
    for name, value in properties.items():
        if "description" in value:
            lines.append(f"  /** {value['description']} */")
        lines.append(f"  {name}{'' if name in required else '?'}: {_ts(value)};")
    if schema.get("additionalProperties", True) and schema.get("type") == "object":
        lines.append("  [key: string]: unknown;")
    lines.append("}")
    return "\n".join(lines)


def typescript() -> str:
    """TypeScript declarations of every message, from :func:`json_schema`.

    >>> "export type ClientMessage = HelloMessage | ListMessage" in typescript()
    True
    """
    defs = json_schema()["$defs"]
    out = [
        "// The websocket protocol of tricktaker serve. Generated by tricktaker.web.protocol",
        "// from the same source as protocol.schema.json: do not edit by hand.",
        "",
        f"export const PROTOCOL_VERSION = {PROTOCOL_VERSION};",
    ]
    for name, schema in defs.items():
        out.append("")
        if "description" in schema:
            out.append(f"/** {schema['description']} */")
        out.append(f"export type {name} = {_ts(schema)};")
    return "\n".join(out) + "\n"


def write(directory: Path) -> list[Path]:
    """Write ``protocol.schema.json`` and ``protocol.d.ts`` into ``directory``."""
    schema = directory / "protocol.schema.json"
    schema.write_text(json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n", "utf-8")
    types = directory / "protocol.d.ts"
    types.write_text(typescript(), "utf-8")
    return [schema, types]


if __name__ == "__main__":  # python -m tricktaker.web.protocol docs
    for path in write(Path(sys.argv[1] if len(sys.argv) > 1 else ".")):
        print(path)
