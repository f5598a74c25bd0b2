"""The server of ``tricktaker serve`` (tricktaker.web) run for tests, and what its clients saw.

The web dependencies are imported where they are used, so that this module imports without
them (pytest collects every module here for doctests).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any, ClassVar, TypeVar

import tricktaker
from tricktaker import get_game

TIMEOUT = 30  # seconds for one message; a healthy server answers in milliseconds
T = TypeVar("T")
CARD_CODE = re.compile(r"(10|[2-9JQKA])[CDHS]|RJ|BJ|[WN][1-4]")


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
def running_server(bot_delay: float = 0.0, db: Any = None, **limits: Any) -> Iterator[Running]:
    """The server on 127.0.0.1 at a free port, with ``Limits(bot_delay=bot_delay,
    **limits)``, stopped when the block ends; its tables in the database ``db`` (a path),
    or in memory."""
    import uvicorn

    from tricktaker.web import Limits
    from tricktaker.web.app import create_app, listen, uvicorn_config

    chosen = Limits(bot_delay=bot_delay, **limits)
    from tricktaker.web.store import open_store

    store = None if db is None else open_store(db)
    app = create_app(chosen, store)
    server = uvicorn.Server(uvicorn_config(app, chosen, log_level="warning"))
    listener = listen("127.0.0.1", 0)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    try:
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
        if store is not None:
            store.close()


# -- clients ---------------------------------------------------------------------------------


async def eventually(condition: Callable[[], object], seconds: float = TIMEOUT) -> None:
    """Wait until ``condition()`` is true, for at most ``seconds`` (a generous bound: the
    condition is what is waited for, not a time)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"not true within {seconds} s: {condition}"
        await asyncio.sleep(0.01)


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
        self.lang = "en"  # the language of its hello

    @classmethod
    async def connect(
        cls, running: Running, first: Any = None, *, hello: dict[str, Any] | None = None
    ) -> Client:
        """A client that has said ``hello`` (English, by default) and then sent ``first``
        (if not None)."""
        from websockets.asyncio.client import connect

        client = cls(await connect(running.ws_url))
        cls.open.append(client)
        hello = {"type": "hello", "lang": "en"} if hello is None else hello
        client.lang = hello.get("lang", "en")
        await client.send(hello)
        if first is not None:
            await client.send(first)
        return client

    async def send(self, message: Any) -> None:
        await self.connection.send(json.dumps(message))

    async def recv(self) -> dict[str, Any]:
        text = await asyncio.wait_for(self.connection.recv(), TIMEOUT)
        message = json.loads(text)
        self.received.append((text, message))
        if message["type"] == "joined":
            self.joined = message
        return message

    async def recv_text(self, kind: str | None = None) -> tuple[str, dict[str, Any]]:
        """The next message (of type ``kind``, after any others) with its text."""
        while True:
            await self.recv()
            text, message = self.received[-1]
            if kind is None or message["type"] == kind:
                return text, message

    async def drain(self, quiet: float = 0.3) -> None:
        """Receive every message sent so far: until none comes for ``quiet`` seconds."""
        while True:
            try:
                text = await asyncio.wait_for(self.connection.recv(), quiet)
            except asyncio.TimeoutError:
                return
            self.received.append((text, json.loads(text)))

    async def recv_until(self, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """Receive until a message for which ``done`` is true (waiting for a condition, not
        for a quiet moment: a loaded machine may pause for any time); that message."""
        while not done(message := await self.recv()):
            pass
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
            if view["phase"] == "over" and view["to_act"] is None:
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
    """The cards of ``state`` that ``seat`` must not see: other seats' hands (but the cards
    it passed them, in a game with a pass, the hands shown to all, as a faced dummy's, and the
    cards turned up for all that a seat has since taken, a talon) and the stock."""
    hidden = codes(getattr(state, "stock", ()))
    shown = getattr(state, "shown_hands", ())
    for other, hand in enumerate(state.hands):
        if other != seat and not (other < len(shown) and shown[other] is not None):
            hidden |= codes(hand)
    view = state.view(seat)
    return hidden - codes(getattr(view, "passed", ())) - codes(getattr(view, "turned_up", ()))


class Knowledge:
    """The cards one seat may know: its own, and those shown to every player (cards played,
    Wizard's trump card, Szaman's starting card, bridge's dummy), since the last deal gathered
    the deck."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat  # None: a spectator, who may know only what is shown to all
        self.cards: set[str] = set()

    def learn(self, event: Any) -> None:
        body = data(event)  # the full event, as only the server has it
        kind = body["type"]
        if kind.endswith(("RoundStarted", "HandStarted", "BoardStarted")):
            self.cards = set() if self.seat is None else set(body["hands"][self.seat])
            if "starting_card" in body:
                self.cards.add(body["starting_card"])
        shown = kind == "CardPlayed" or kind.endswith(".TrumpTurned")  # in front of everyone
        drawn = kind.endswith(".CardDrawn") and body["seat"] == self.seat  # by this seat
        if shown or drawn:
            self.cards.add(body["card"])
        if kind.endswith(".PassesReceived") and self.seat is not None:  # passed to this seat
            self.cards.update(body["received"][self.seat])
        if kind.endswith(".SkatChosen") and body["seat"] == self.seat:  # the skat picked up
            self.cards.update(body["cards"] or ())
        self.cards.update(card.code for card in event.shown_to_all())  # a faced dummy's hand


def shown_cards(message: dict[str, Any]) -> set[str]:
    """The cards of a message, but for a view's last trick (that trick was played in front of
    everyone, and may be of the deal before the current one) and the order a game shows a hand
    in (the whole deck, which tells nothing)."""
    if message["type"] == "view":
        return cards_in({k: v for k, v in message["view"].items() if k != "last_trick"})
    if message["type"] == "joined":
        return cards_in({k: v for k, v in message.items() if k != "words"})
    return cards_in(message)


def audit(text: str, message: dict[str, Any], secrets: list[str]) -> None:
    """No seed, stock, state or record in a message; no token but the seat's own in its
    ``joined``; none of ``secrets`` (other seats' tokens); no Python repr or traceback."""
    assert not keys_in(message) & {"seed", "stock"}, text
    assert not re.search(r'"type":\s*"(GameRecord|\w+\.State)"', text), text
    assert message["type"] == "joined" or "token" not in keys_in(message), text
    assert not any(secret in text for secret in secrets), text
    assert not PYTHON_REPR.search(text), text


PYTHON_REPR = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|object at 0x|Traceback|<class |\w+\(\w+=")


def check_seat_stream(room: Any, client: Client, *, complete: bool = True) -> int:
    """Check that ``client`` was sent, after joining, exactly its seat's view after each action
    and its seat's form of each event; and never a card it may not know, a seed, a state or a
    record. ``complete``: the client stayed to the end of the game (else it left early).
    Returns the number of messages checked."""
    from tricktaker.web.present import event_message, view_words

    seat = client.joined["seat"]
    lang = client.lang

    def told(event: Any, names: Any = None) -> dict[str, Any]:  # as the seat reads it
        form = event.for_seat(seat)
        names = room.names() if names is None else names
        return event_message(room.game, room.rules, form, seat=seat, names=names, language=lang)

    def shown(view: Any) -> dict[str, Any]:
        return {
            "type": "view",
            "view": expected_view(view),
            "words": view_words(room.game, view, lang),
        }

    steps = replay_steps(room)
    others = [place.token for other, place in enumerate(room.seats) if other != seat]
    for text, message in client.received:
        audit(text, message, [token for token in others if token])

    messages = [message for _, message in client.received]
    # The game so far, told on joining: every event, in the seat's form and language.
    joined_at = messages.index(client.joined)
    log = messages[joined_at + 1]
    assert log["type"] == "log", log
    # The game's messages: the seat's views and events (seats, clock and the rest aside).
    after_join = [
        message for message in messages[joined_at + 2 :] if message["type"] in ("view", "event")
    ]
    # The view sent on joining shows the state at that moment: find it.
    start = next(
        index for index, (state, _) in enumerate(steps) if after_join[0] == shown(state.view(seat))
    )
    knowledge = Knowledge(seat)
    so_far = [event for _, events in steps[: start + 1] for event in events]
    assert len(log["events"]) == len(so_far)
    # The log was told with the names of the players seated then: those before this seat,
    # where the seats are taken in order, or every one (a seat that comes back).
    then = [name if other < seat else None for other, name in enumerate(room.names())]
    for event, entry in zip(so_far, log["events"], strict=True):
        knowledge.learn(event)
        expected = [told(event, names) for names in (room.names(), then)]
        assert {"type": "event", **entry} in expected, (entry, expected)
        assert shown_cards(expected[0]) <= knowledge.cards, expected
    position = 0
    for index, (state, events) in enumerate(steps[start:]):
        for event in events if index else ():
            if position == len(after_join) and not complete:
                return len(messages)
            knowledge.learn(event)
            expected = told(event)
            assert after_join[position] == expected
            assert shown_cards(after_join[position]) <= knowledge.cards, expected
            position += 1
        if position == len(after_join) and not complete:
            return len(messages)
        message = after_join[position]
        assert message == shown(state.view(seat))
        assert shown_cards(message) <= knowledge.cards, message
        assert not shown_cards(message) & hidden_from(state, seat), message
        position += 1
    assert position == len(after_join), after_join[position:]
    assert room.table.state.is_over or not complete
    return len(messages)


# -- a client that does not read ----------------------------------------------------------------


class RawClient:
    """A websocket client written by hand on a plain socket with a tiny receive buffer: it
    sends text frames and never reads, as a flooder does (a websockets client would read
    in the background)."""

    def __init__(self, port: int, *, receive_buffer: int = 4096, timeout: float = 5.0) -> None:
        import base64
        import os
        import socket

        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.socket.settimeout(timeout)
        self.socket.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall(
            (
                f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = self.socket.recv(1024)
            assert chunk, "the server closed the connection during the handshake"
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 101"), answer

    @staticmethod
    def frame(text: str) -> bytes:
        """``text`` as one masked text frame (a client's frames are masked)."""
        import os
        import struct

        payload = text.encode()
        size = len(payload)
        if size < 126:
            header = struct.pack("!BB", 0x81, 0x80 | size)
        elif size < 65536:
            header = struct.pack("!BBH", 0x81, 0x80 | 126, size)
        else:
            header = struct.pack("!BBQ", 0x81, 0x80 | 127, size)
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        return header + mask + masked

    def send(self, frame: bytes) -> bool:
        """Send a frame; False once the server has cut the connection (or stopped reading
        it for the socket's timeout)."""
        try:
            self.socket.sendall(frame)
        except OSError:
            return False
        return True

    def close(self) -> None:
        self.socket.close()


def serving_port(process: Any) -> int:
    """The port that ``tricktaker serve --port 0`` in ``process`` (a ``Popen`` with text
    pipes) reports on its first line, once it accepts connections."""
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("tricktaker serve: http://127.0.0.1:"), line
    return int(line.split("127.0.0.1:")[1].split("/")[0])
