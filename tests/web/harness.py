"""The reference web server (examples/web/server.py) run for tests, and what its clients saw.

The web dependencies are imported where they are used, so that this module imports without
them (pytest collects every module here for doctests).
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import random
import re
import socket
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import tricktaker
from tricktaker import get_game

SERVER_FILE = Path(__file__).resolve().parents[2] / "examples" / "web" / "server.py"
TIMEOUT = 30  # seconds for one message; a healthy server answers in milliseconds
T = TypeVar("T")
CARD_CODE = re.compile(r"(10|[2-9JQKA])[CDHS]|RJ|BJ|[WN][1-4]")


def load_server() -> Any:
    """examples/web/server.py as a module (examples/ is not a package)."""
    name = "tricktaker_web_example"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SERVER_FILE)
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


class Running:
    """A server running in a thread: its address and its lobby (the true state of its tables)."""

    def __init__(self, app: Any, port: int) -> None:
        self.app = app
        self.port = port
        self.url = f"http://127.0.0.1:{port}/"
        self.ws_url = f"ws://127.0.0.1:{port}/ws"

    def room(self, table_id: str) -> Any:
        return self.app.state.lobby.rooms[table_id]


@contextmanager
def running_server(bot_delay: float = 0.0) -> Iterator[Running]:
    """The server on 127.0.0.1 at a free port, stopped when the block ends."""
    import uvicorn

    module = load_server()
    app = module.create_app(bot_delay=bot_delay)
    server = uvicorn.Server(module.uvicorn_config(app, log_level="warning"))
    # IPPROTO_TCP named, so that asyncio sets TCP_NODELAY on each connection (it checks the
    # protocol): else Nagle's algorithm holds every second message for the client's ACK.
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    try:
        listener.bind(("127.0.0.1", 0))
        thread.start()
        deadline = time.monotonic() + TIMEOUT
        while not server.started:
            assert thread.is_alive(), "the server stopped while starting"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.01)
        yield Running(app, listener.getsockname()[1])
    finally:
        server.should_exit = True
        if thread.is_alive():
            thread.join(TIMEOUT)
        listener.close()


# -- clients ---------------------------------------------------------------------------------


def run(scenario: Callable[[], Awaitable[T]]) -> T:
    """Run ``scenario`` in a new event loop; then close every client it left open (a failed
    assertion leaves some)."""

    async def closing() -> T:
        try:
            return await scenario()
        finally:
            while Client.open:
                await Client.open.pop().close()

    return asyncio.run(closing())


class Client:
    """A websocket client of one seat, keeping every message it received (text and parsed)."""

    open: ClassVar[list[Client]] = []

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.received: list[tuple[str, dict[str, Any]]] = []
        self.joined: dict[str, Any] = {}

    @classmethod
    async def connect(cls, running: Running, hello: dict[str, Any]) -> Client:
        from websockets.asyncio.client import connect

        client = cls(await connect(running.ws_url))
        cls.open.append(client)
        await client.send(hello)
        return client

    async def send(self, message: dict[str, Any]) -> None:
        await self.connection.send(json.dumps(message))

    async def recv(self) -> dict[str, Any]:
        text = await asyncio.wait_for(self.connection.recv(), TIMEOUT)
        message = json.loads(text)
        self.received.append((text, message))
        if message["type"] == "joined":
            self.joined = message
        return message

    async def recv_type(self, kind: str) -> dict[str, Any]:
        """The next message of type ``kind``, after any others."""
        while (message := await self.recv())["type"] != kind:
            pass
        return message

    async def play(self, rng: random.Random, moves: int | None = None) -> None:
        """Answer each view that offers this seat a choice with a random legal action, until
        the game is over (or ``moves`` actions were sent); any error fails."""
        while moves is None or moves > 0:
            message = await self.recv()
            assert message["type"] != "error", message
            if message["type"] != "view":
                continue
            view = message["view"]
            if view["phase"] == "over":
                return
            if view["legal_actions"]:
                await self.send({"type": "act", "action": rng.choice(view["legal_actions"])})
                moves = None if moves is None else moves - 1

    async def close(self) -> None:
        if self in Client.open:
            Client.open.remove(self)
        await self.connection.close()


# -- what a seat may have been sent -----------------------------------------------------------


def data(value: object) -> Any:
    return json.loads(tricktaker.to_json(value))


def expected_view(view: Any) -> dict[str, Any]:
    body: dict[str, Any] = data(view)
    body.setdefault("legal_actions", [data(action) for action in view.legal_actions()])
    return body


def cards_in(value: object) -> set[str]:
    """Every card code anywhere in a message."""
    if isinstance(value, str):
        return {value} if CARD_CODE.fullmatch(value) else set()
    if isinstance(value, dict):
        return set().union(*map(cards_in, value.values()))
    if isinstance(value, list):
        return set().union(*map(cards_in, value))
    return set()


def keys_in(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*map(keys_in, value.values()))
    if isinstance(value, list):
        return set().union(*map(keys_in, value))
    return set()


def replay_steps(room: Any) -> list[tuple[Any, tuple[Any, ...]]]:
    """Each state of the room's game with the events that led to it, from its record."""
    record = room.table.record()  # the seed stays here, on the server's side
    state, events = get_game(record.game).start(record.rules, seed=record.seed)
    steps = [(state, tuple(events))]
    for action in record.actions:
        state, events = state.apply(action)
        steps.append((state, events))
    assert state == room.table.state
    return steps


def codes(cards: Any) -> set[str]:
    return {data(card)["card"] for card in cards}


def hidden_from(state: Any, seat: int) -> set[str]:
    """The cards of ``state`` that ``seat`` must not see: other seats' hands and the stock."""
    hidden = codes(getattr(state, "stock", ()))
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= codes(hand)
    return hidden


class Knowledge:
    """The cards one seat may know: its own, and those shown to every player (cards played,
    Wizard's trump card, Szaman's starting card), since the last deal gathered the deck."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.cards: set[str] = set()

    def learn(self, event: Any) -> None:
        body = data(event)  # the full event, as only the server has it
        kind = body["type"]
        if kind in ("wizard.RoundStarted", "szaman.HandStarted"):
            self.cards = set(body["hands"][self.seat])
            if "starting_card" in body:
                self.cards.add(body["starting_card"])
        shown = kind in ("CardPlayed", "wizard.TrumpTurned")  # in front of everyone
        drawn = kind == "szaman.CardDrawn" and body["seat"] == self.seat  # by this seat
        if shown or drawn:
            self.cards.add(body["card"])


def shown_cards(message: dict[str, Any]) -> set[str]:
    """The cards of a message, but for a view's last trick: that trick was played in front of
    everyone, and may be of the deal before the current one."""
    if message["type"] == "view":
        return cards_in({k: v for k, v in message["view"].items() if k != "last_trick"})
    return cards_in(message)


def check_seat_stream(room: Any, client: Client, *, complete: bool = True) -> int:
    """Check that ``client`` was sent, after joining, exactly its seat's view after each action
    and its seat's form of each event; and never a card it may not know, a seed, a state or a
    record. ``complete``: the client stayed to the end of the game (else it left early).
    Returns the number of messages checked."""
    seat = client.joined["seat"]
    steps = replay_steps(room)
    for text, message in client.received:
        assert not keys_in(message) & {"seed", "stock"}, text
        assert not re.search(r'"type":\s*"(GameRecord|\w+\.State)"', text), text
        assert message["type"] == "joined" or "token" not in message, text

    messages = [message for _, message in client.received]
    after_join = messages[messages.index(client.joined) + 1 :]
    # The view sent on joining shows the state at that moment: find it.
    start = next(
        index
        for index, (state, _) in enumerate(steps)
        if after_join[0] == {"type": "view", "view": expected_view(state.view(seat))}
    )
    knowledge = Knowledge(seat)
    for _, events in steps[: start + 1]:
        for event in events:
            knowledge.learn(event)
    position = 0
    for index, (state, events) in enumerate(steps[start:]):
        for event in events if index else ():
            if position == len(after_join) and not complete:
                return len(messages)
            knowledge.learn(event)
            expected = {"type": "event", "event": data(event.for_seat(seat))}
            assert after_join[position] == expected
            assert shown_cards(after_join[position]) <= knowledge.cards, expected
            position += 1
        if position == len(after_join) and not complete:
            return len(messages)
        message = after_join[position]
        assert message == {"type": "view", "view": expected_view(state.view(seat))}
        assert shown_cards(message) <= knowledge.cards, message
        assert not shown_cards(message) & hidden_from(state, seat), message
        position += 1
    assert position == len(after_join), after_join[position:]
    assert room.table.state.is_over or not complete
    return len(messages)
