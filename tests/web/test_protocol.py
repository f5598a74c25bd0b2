"""The protocol's checked-in JSON Schema and TypeScript types are what tricktaker.web.protocol
generates; the schema accepts what the server sends and what the protocol's own client
check accepts."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tricktaker.web import protocol
from tricktaker.web.wire import Refused, read

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_the_checked_in_schema_and_types_are_generated_from_the_protocol(tmp_path: Path) -> None:
    protocol.write(tmp_path)
    for name in ("protocol.schema.json", "protocol.d.ts"):
        assert (DOCS / name).read_text("utf-8") == (tmp_path / name).read_text("utf-8"), (
            f"docs/{name} is stale: run python -m tricktaker.web.protocol docs"
        )


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(protocol.json_schema())


def validator(kind: str) -> jsonschema.Draft202012Validator:
    schema = protocol.json_schema()
    return jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{kind}"})


GOOD = [
    {"type": "hello", "lang": "sl", "name": "Miha"},
    {"type": "list"},
    {"type": "create", "game": "wizard", "rules": {"players": 3}, "humans": 2, "clock": None},
    {"type": "join", "table": "abc", "token": "xyz"},
    {"type": "join", "table": "abc", "spectate": True},
    {"type": "act", "action": {"format": 1, "type": "wizard.Bid", "tricks": 1}},
    {"type": "rematch"},
    {"type": "leave"},
    {"type": "ping"},
]
BAD = [
    {"type": "hello", "lang": "de"},
    {"type": "hello", "name": "x" * 25},
    {"type": "create"},
    {"type": "create", "game": "wizard", "humans": 0},
    {"type": "create", "game": "wizard", "humans": 1.5},
    {"type": "create", "game": "wizard", "private": 1},
    {"type": "join", "table": 3},
    {"type": "join", "table": "abc", "seat": -1},
    {"type": "act"},
    {"type": "act", "action": {"card": "8H"}},
    {"type": "ping", "extra": 1},
    {"type": "shuffle"},
]


@pytest.mark.parametrize("message", GOOD)
def test_the_schema_and_the_server_accept_a_good_client_message(message: dict[str, Any]) -> None:
    validator("ClientMessage").validate(message)
    assert read(json.dumps(message), max_bytes=4096, max_depth=16) == message


@pytest.mark.parametrize("message", BAD)
def test_the_schema_and_the_server_refuse_a_bad_client_message(message: dict[str, Any]) -> None:
    assert not validator("ClientMessage").is_valid(message)
    with pytest.raises(Refused):
        read(json.dumps(message), max_bytes=4096, max_depth=16)


def test_every_message_the_server_sends_in_a_game_fits_the_schema() -> None:
    pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
    pytest.importorskip("websockets", reason="the web dependency group is not installed")
    from tests.web.harness import Client, run, running_server

    check = validator("ServerMessage")
    with running_server(messages_per_second=10_000.0, burst=10_000) as server:

        async def scenario() -> list[dict[str, Any]]:
            owner = await Client.connect(
                server, {"type": "create", "game": "szaman", "rules": {"hands": 1}, "humans": 2}
            )
            table = (await owner.recv_type("joined"))["table"]
            other = await Client.connect(server, {"type": "list"})
            await other.recv_type("tables")
            await other.send({"type": "join", "table": table})
            await other.recv_type("joined")
            watcher = await Client.connect(server, {"type": "join", "table": table, "spectate": True})
            await watcher.recv_type("joined")
            await watcher.send({"type": "ping"})  # the watcher: the players' views wait
            await watcher.recv_type("pong")
            await watcher.send({"type": "nonesuch"})
            await watcher.recv_type("error")
            await asyncio.gather(
                owner.play(random.Random(1)), other.play(random.Random(2))
            )
            await owner.send({"type": "rematch"})
            await other.send({"type": "rematch"})
            await owner.recv_type("started")
            for client in (owner, other, watcher):
                await client.drain(0.2)
            return [m for c in (owner, other, watcher) for _, m in c.received]

        messages = run(scenario)
    kinds = set()
    for message in messages:
        check.validate(message)
        kinds.add(message["type"])
    assert kinds >= set(protocol.SERVER) - {"clock"}, kinds  # the clock: test_server.py
