"""The reference web frontend: tables of Wizard and Szaman in the browser, bots in empty seats.

pip install -e ".[web]" && python examples/web/server.py [--port 8000] [--bot-delay 0.8]

Then open http://127.0.0.1:8000/ and create a table; share its address (``/?table=ID``) with
the other human players. Each seat has one websocket (``/ws``), which carries only that seat's
view and its form of each event (docs/web.md gives every message). States, records and seeds
never leave the server, and every game is dealt from a fresh seed (``seed=None``): a seed a
player could guess would give away every hand.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

import tricktaker
from tricktaker import (
    Bot,
    Event,
    Game,
    IllegalActionError,
    Play,
    Table,
    TricktakerError,
    get_game,
    wizard,
)

STATIC = Path(__file__).resolve().parent / "static"
MAX_MESSAGE = 4096  # characters; every message a client sends is far smaller
MAX_TABLES = 1000
IDLE_SECONDS = 3600  # a table nobody has been connected to for this long is dropped

# The games a client may create, and the action types each accepts from a client.
ACTIONS: dict[str, tuple[type, ...]] = {
    "wizard": (wizard.Bid, wizard.ChooseTrump, Play),
    "szaman": (Play,),
}


class ClientError(Exception):
    """A message the server refuses: ``code`` for programs, the text for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def data(value: object) -> Any:
    """The JSON form of a tricktaker value as dicts and lists."""
    return tricktaker.to_data(value)


def view_message(view: Any) -> str:
    return json.dumps({"type": "view", "view": data(view)})  # with the seat's legal_actions


def event_message(event: Event) -> str:
    return json.dumps({"type": "event", "event": data(event)})


def error_message(code: str, message: str) -> str:
    return json.dumps({"type": "error", "code": code, "message": message})


class Client:
    """One websocket. Messages queue here and one writer task sends them in order, so the
    table's subscribers (plain functions) never wait for the network."""

    def __init__(self, socket: WebSocket) -> None:
        self.socket = socket
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()

    def send(self, text: str) -> None:
        self.outbox.put_nowait(text)

    def close(self) -> None:
        self.outbox.put_nowait(None)

    async def write(self) -> None:
        try:
            while (text := await self.outbox.get()) is not None:
                await self.socket.send_text(text)
            await self.socket.close()
        except Exception:  # the peer has gone; the reading side notices and cleans up
            return


class Room:
    """One table: the game, its human seats and their clients, and the bots.

    Seats ``0 .. humans-1`` are for people, the rest are bots. One lock serializes everything
    that reads or changes the table (``Table`` itself is not thread-safe)."""

    def __init__(
        self, room_id: str, game: Game, rules: Any, humans: int, bot: str, bot_delay: float
    ) -> None:
        self.id = room_id
        self.game = game
        self.table: Table[Any] = Table.start(game, rules, seed=None)  # never a guessable seed
        self.players: int = rules.players
        self.humans = humans
        self.bots: dict[int, Bot] = {s: game.bots[bot](None) for s in range(humans, self.players)}
        self.bot_delay = bot_delay
        self.lock = asyncio.Lock()
        self.tokens: dict[int, str] = {}  # human seat -> the secret its player rejoins with
        self.clients: dict[int, Client] = {}
        self.listeners: dict[int, Callable[[Event], object]] = {}
        self.bot_task: asyncio.Task[None] | None = None
        self.idle_since = time.monotonic()

    async def join(self, client: Client, seat: object = None, token: object = None) -> int:
        """Seat ``client``: by ``token`` (coming back), at ``seat``, or at any free seat."""
        async with self.lock:
            if token is not None:
                given = str(token).encode()
                seat = next(
                    (
                        s
                        for s, t in self.tokens.items()
                        if secrets.compare_digest(t.encode(), given)
                    ),
                    None,
                )
                if seat is None:
                    raise ClientError("bad_token", f"no seat at table {self.id} has that token")
            else:
                free = [s for s in range(self.humans) if s not in self.tokens]
                if seat is None and free:
                    seat = free[0]
                if type(seat) is not int or seat not in free:
                    raise ClientError("seat_taken", f"seat {seat!r} is not free: free are {free}")
                self.tokens[seat] = secrets.token_urlsafe(16)
            assert isinstance(seat, int)
            replaced = self._detach(seat)  # a reconnection replaces the old socket
            if replaced is not None:
                replaced.send(error_message("replaced", "another connection took this seat"))
                replaced.close()
            self.clients[seat] = client
            self.listeners[seat] = self.table.subscribe(
                lambda event: client.send(event_message(event)), seat=seat
            )
            kinds = ["bot" if s in self.bots else "human" for s in range(self.players)]
            joined = {"type": "joined", "table": self.id, "game": self.game.name, "seat": seat}
            client.send(json.dumps({**joined, "token": self.tokens[seat], "seats": kinds}))
            client.send(view_message(self.table.view(seat)))  # the catch-up: the current view
        self.wake_bots()
        return seat

    async def leave(self, seat: int, client: Client) -> None:
        async with self.lock:
            if self.clients.get(seat) is client:
                self._detach(seat)
            if not self.clients:
                self.idle_since = time.monotonic()

    async def act(self, seat: int, action: object) -> None:
        async with self.lock:
            parsed = tricktaker.from_data(action, ACTIONS[self.game.name])
            self.table.act(seat, parsed)  # checks the turn and the rules, or changes nothing
            self._send_views()
        self.wake_bots()

    def wake_bots(self) -> None:
        if self.bots and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.create_task(self._play_bots())

    async def _play_bots(self) -> None:
        while True:
            await asyncio.sleep(self.bot_delay)  # so that people can follow the play
            async with self.lock:
                seat = self.table.state.to_act
                bot = None if seat is None else self.bots.get(seat)
                if seat is None or bot is None:
                    return
                action = await asyncio.to_thread(bot.choose, self.table.view(seat))
                self.table.act(seat, action)
                self._send_views()

    def _send_views(self) -> None:
        for seat, client in self.clients.items():
            client.send(view_message(self.table.view(seat)))

    def _detach(self, seat: int) -> Client | None:
        old = self.clients.pop(seat, None)
        if old is not None:
            self.table.unsubscribe(self.listeners.pop(seat))
        return old


class Lobby:
    """Every room, by id."""

    def __init__(self, bot_delay: float) -> None:
        self.bot_delay = bot_delay
        self.rooms: dict[str, Room] = {}

    def create(self, message: dict[str, Any]) -> Room:
        name = message.get("game")
        if name not in ACTIONS:
            raise ClientError("bad_game", f"game must be one of {sorted(ACTIONS)}, not {name!r}")
        game = get_game(str(name))
        options = message.get("rules", {})
        if not isinstance(options, dict):
            raise ClientError("bad_rules", f"rules must be an object, not {options!r}")
        try:
            rules = game.rules(**options)
        except (TypeError, TricktakerError) as error:
            raise ClientError("bad_rules", f"bad rules for {game.title}: {error}") from None
        humans = message.get("humans", 1)
        if type(humans) is not int or not 1 <= humans <= rules.players:
            raise ClientError("bad_humans", f"humans must be 1 to {rules.players}, not {humans!r}")
        bot = message.get("bot", "heuristic")
        if bot not in game.bots:
            raise ClientError("bad_bot", f"bot must be one of {sorted(game.bots)}, not {bot!r}")
        self._drop_idle_rooms()
        if len(self.rooms) >= MAX_TABLES:
            raise ClientError("full", "the server has as many tables as it keeps; try later")
        room = Room(secrets.token_urlsafe(6), game, rules, humans, str(bot), self.bot_delay)
        self.rooms[room.id] = room
        return room

    def find(self, room_id: object) -> Room:
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None:
            raise ClientError("no_table", f"there is no table {room_id!r}")
        return room

    def _drop_idle_rooms(self) -> None:
        now = time.monotonic()
        for room_id, room in list(self.rooms.items()):
            if not room.clients and now - room.idle_since > IDLE_SECONDS:
                del self.rooms[room_id]


def read(text: object) -> dict[str, Any]:
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        raise ClientError("bad_message", f"a message is JSON text of at most {MAX_MESSAGE} chars")
    try:
        message = json.loads(text)
    except ValueError:
        raise ClientError("bad_message", "a message must be JSON") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ClientError("bad_message", 'a message must be an object with a "type"')
    return message


async def serve(lobby: Lobby, socket: WebSocket) -> None:
    """One client's connection: create or join a table, then act at its seat."""
    await socket.accept()
    client = Client(socket)
    writer = asyncio.create_task(client.write())
    room: Room | None = None
    seat = -1
    try:
        while (received := await socket.receive())["type"] != "websocket.disconnect":
            try:
                message = read(received.get("text"))
                kind = message["type"]
                if kind in ("create", "join") and room is not None:
                    raise ClientError("already_joined", f"this connection is seat {seat}")
                if kind == "create":
                    room = lobby.create(message)
                    seat = await room.join(client, seat=0)
                elif kind == "join":
                    found = lobby.find(message.get("table"))
                    seat = await found.join(client, message.get("seat"), message.get("token"))
                    room = found
                elif kind == "act" and room is not None:
                    await room.act(seat, message.get("action"))
                elif kind == "act":
                    raise ClientError("not_joined", "create or join a table first")
                else:
                    raise ClientError("bad_message", f"unknown message type {kind!r}")
            except ClientError as error:
                client.send(error_message(error.code, str(error)))
            except IllegalActionError as error:
                client.send(error_message(error.code, str(error)))
            except TricktakerError as error:  # an action that is not one: SerializationError
                client.send(error_message("malformed", str(error)))
    finally:
        if room is not None:
            await room.leave(seat, client)
        client.close()
        await asyncio.wait([writer], timeout=1)
        writer.cancel()


def create_app(*, bot_delay: float = 0.8) -> Starlette:
    """The web application; ``app.state.lobby`` holds its tables."""
    lobby = Lobby(bot_delay)

    async def page(request: Request) -> FileResponse:
        return FileResponse(STATIC / "index.html")

    async def play(socket: WebSocket) -> None:
        await serve(lobby, socket)

    app = Starlette(
        routes=[
            Route("/", page),
            WebSocketRoute("/ws", play),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ]
    )
    app.state.lobby = lobby
    return app


def uvicorn_config(app: Starlette, **options: Any) -> uvicorn.Config:
    """uvicorn's settings for the app: websockets through the library's current (sans-I/O)
    implementation, and no frame larger than the longest message allowed."""
    return uvicorn.Config(app, ws="websockets-sansio", ws_max_size=4 * MAX_MESSAGE, **options)


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve tricktaker tables on the web.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bot-delay", type=float, default=0.8, help="seconds before a bot acts")
    args = parser.parse_args()
    app = create_app(bot_delay=args.bot_delay)
    uvicorn.Server(uvicorn_config(app, host=args.host, port=args.port)).run()


if __name__ == "__main__":
    main()
