"""One client's websocket: reading its messages within the limits, and writing to it.

Every message to a client goes into its bounded queue, and one task writes them in order,
so that a table never waits for the network. A client whose queue fills (it does not read)
is disconnected at once, and so is one that sends faster than the rate allows, sends
nothing for too long, or no ``hello`` in time. Every refusal is an ``error`` message with a
code; nothing a client sends can make the server raise.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import time
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from tricktaker.web.lobby import Lobby
from tricktaker.web.messages import LANGUAGES, error
from tricktaker.web.protocol import PROTOCOL_VERSION
from tricktaker.web.room import Room
from tricktaker.web.wire import Refused, read

__all__ = ["Connection"]

_ids = itertools.count(1)
_log = logging.getLogger("tricktaker.web")

# Websocket close codes (RFC 6455): the client broke the rules; the server is full.
POLICY = 1008
TRY_LATER = 1013
CLOSE_GRACE = 1.0  # seconds a closing peer has to read what is left and answer the close


class _Closing(Exception):
    """Close the connection, after telling the client ``code``."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class Connection:
    """A client's connection, from accepting it to its last message."""

    def __init__(self, socket: WebSocket, lobby: Lobby) -> None:
        self.socket = socket
        self.lobby = lobby
        self.limits = lobby.limits
        self.id = next(_ids)
        self.address = socket.client.host if socket.client is not None else "unknown"
        self.name: str | None = None
        self.lang = "en"
        self.room: Room | None = None
        self.seat: int | None = None
        self.forward: Any = None  # a tricktaker.web.cluster.Forward: at another node's table
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(self.limits.outgoing_queue)
        self.overflowed = False
        self._tokens = float(self.limits.burst)
        self._refilled = time.monotonic()
        self._task: asyncio.Task[Any] | None = None

    # -- sending ----------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message``; a client whose queue is full is disconnected."""
        if self.overflowed:
            return
        try:
            self.outbox.put_nowait(json.dumps(message, ensure_ascii=False))
        except asyncio.QueueFull:
            self.overflowed = True  # it does not read: stop everything for it at once
            if self._task is not None:
                self._task.cancel()

    def send_error(self, code: str, **params: Any) -> None:
        """Queue the error ``code`` in the client's language."""
        self.send(error(code, self.lang, **params))

    def detached(self, room: Room) -> None:
        """``room`` gave this connection's seat to another connection (its token came back)."""
        if self.room is room:
            self.room, self.seat = None, None

    async def _write(self) -> None:
        try:
            while (text := await self.outbox.get()) is not None:
                await self.socket.send_text(text)
        except Exception:  # the peer has gone; the reading side notices and cleans up
            return

    # -- reading ----------------------------------------------------------------------------

    def _take_token(self) -> bool:
        """The rate limit, a token bucket: False when the client is sending too fast."""
        now = time.monotonic()
        rate = self.limits.messages_per_second
        self._tokens = min(self.limits.burst, self._tokens + (now - self._refilled) * rate)
        self._refilled = now
        self._tokens -= 1
        return self._tokens >= 0

    def _give_back_token(self) -> None:
        """A legal move answers a turn: the table's pace bounds those, so they do not count
        against the rate (a client may answer every turn at once, even against fast bots)."""
        self._tokens = min(float(self.limits.burst), self._tokens + 1)

    async def _receive(self, timeout: float, code: str) -> str | None:
        """The next text frame (None for a binary one), or :class:`_Closing` on timeout."""
        try:
            received = await asyncio.wait_for(self.socket.receive(), timeout)
        except asyncio.TimeoutError:
            raise _Closing(code, seconds=round(timeout)) from None
        if received["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(received.get("code", 1000))
        text = received.get("text")
        return text if isinstance(text, str) else None

    async def run(self) -> None:
        """Serve the connection until it closes."""
        self._task = asyncio.current_task()
        await self.socket.accept()
        writer = asyncio.create_task(self._write())
        lobby = self.lobby
        close_code = 1000
        counted = False
        try:
            total = sum(lobby.connections.values())
            if (
                total >= self.limits.connections
                or lobby.connections[self.address] >= self.limits.connections_per_address
            ):
                close_code = TRY_LATER
                raise _Closing("full")
            lobby.connections[self.address] += 1
            counted = True
            greeted = False
            while True:
                if greeted:
                    timeout, code = self.limits.idle_seconds, "idle"
                else:
                    timeout, code = self.limits.handshake_seconds, "handshake_timeout"
                text = await self._receive(timeout, code)
                if self.overflowed:  # the cancel can be lost in wait_for when a frame is ready
                    break
                if not self._take_token():
                    close_code = POLICY
                    raise _Closing("too_fast", rate=self.limits.messages_per_second)
                try:
                    message = read(
                        text,
                        max_bytes=self.limits.max_message_bytes,
                        max_depth=self.limits.max_depth,
                    )
                    if not greeted and message["type"] != "hello":
                        raise Refused("hello_first")
                    greeted = True
                    await self._handle(message)
                    if message["type"] == "act" and self.room is not None:
                        self._give_back_token()  # a move the table took: not counted
                except Refused as refused:
                    self.send_error(refused.code, **refused.params)
        except _Closing as closing:
            self.send_error(closing.code, **closing.params)
            close_code = close_code if close_code != 1000 else POLICY
        except (WebSocketDisconnect, asyncio.CancelledError):
            pass
        except Exception:  # a bug: log it here, tell the client nothing of it
            _log.exception("connection %s failed", self.id)
            self.send_error("server_error")
        finally:
            if counted:
                lobby.connections[self.address] -= 1
                if lobby.connections[self.address] <= 0:
                    del lobby.connections[self.address]
            if self.room is not None:
                await asyncio.shield(self.room.leave(self))
            if self.forward is not None:
                lobby.cluster.to_owner(self.forward, "leave")
            await self._finish(writer, close_code)

    async def _finish(self, writer: asyncio.Task[None], close_code: int) -> None:
        """Send what is queued (briefly), then close; a client that does not read is cut."""
        if not self.overflowed:
            try:
                self.outbox.put_nowait(None)
                await asyncio.wait_for(asyncio.shield(writer), CLOSE_GRACE)
            except (asyncio.QueueFull, asyncio.TimeoutError, asyncio.CancelledError):
                pass
        writer.cancel()
        if self.overflowed:
            self._abort()
            return
        try:
            await asyncio.wait_for(self.socket.close(close_code), CLOSE_GRACE)
        except BaseException:  # already closed, or the peer does not read
            self._abort()
            return
        # A peer that does not answer the close (a flooder does not read) is cut after a
        # moment, instead of holding its connection until the server's own close timeout.
        asyncio.get_running_loop().call_later(CLOSE_GRACE, self._abort)

    def _abort(self) -> None:
        """Drop the TCP connection at once, unsent data and all.

        A websocket close waits for the peer to read what is queued, which a peer that does
        not read never does: its connection, and the data queued for it, would stay. ASGI
        has no abort; the application puts the server's transport into the scope where it
        can (see :mod:`tricktaker.web.app`), else the close is all there is.
        """
        transport = self.socket.scope.get("tricktaker.transport")
        abort = getattr(transport, "abort", None)
        if callable(abort):
            abort()

    async def join_again(self, forward: Any) -> None:
        """This node took over the table ``forward`` was at: sit there again, by its token."""
        if self.forward is not forward:
            return
        self.forward = None
        try:
            room = self.lobby.find(forward.table)
            self.seat = await room.join(
                self,
                seat=forward.request.get("seat"),
                token=forward.token,
                spectate=forward.spectate,
            )
            self.room = room
        except Refused as refused:
            self.send_error(refused.code, **refused.params)

    # -- the messages -----------------------------------------------------------------------

    async def _handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "hello":
            self.lang = message.get("lang", self.lang)
            assert self.lang in LANGUAGES
            if "name" in message:
                self.name = " ".join(str(message["name"]).split())[: self.limits.max_name_length]
                self.name = self.name or None
            self.send(
                {
                    "type": "welcome",
                    "protocol": PROTOCOL_VERSION,
                    "games": self.lobby.games(),
                    "limits": _public_limits(self.limits),
                }
            )
        elif kind == "ping":
            self.send({"type": "pong"})
        elif kind == "list":
            self.send({"type": "tables", "tables": self.lobby.listing()})
        elif kind in ("create", "join"):
            if self.room is not None or self.forward is not None:
                table = self.room.id if self.room is not None else self.forward.table
                raise Refused("already_joined", table=table)
            if kind == "create":
                room = self.lobby.create(message, self.id, self.address)
                self.seat = await room.join(self, seat=0)
            else:
                found = self.lobby.locate(message["table"])
                if isinstance(found, str):  # another node's table: it plays it for us
                    self.forward = self.lobby.cluster.forward(self, message, found)
                    return
                room = found
                self.seat = await room.join(
                    self,
                    seat=message.get("seat"),
                    token=message.get("token"),
                    spectate=bool(message.get("spectate", False)),
                )
            self.room = room
        elif kind == "leave":
            if self.room is not None:
                await self.room.leave(self)
            if self.forward is not None:
                self.lobby.cluster.to_owner(self.forward, "leave")
            self.room, self.seat, self.forward = None, None, None
        elif self.forward is not None:  # act, rematch at another node's table: the owner checks
            fields = {"action": message["action"]} if kind == "act" else {}
            self.lobby.cluster.to_owner(self.forward, kind, **fields)
        else:  # act, rematch: at a seat
            if self.room is None:
                raise Refused("not_joined")
            if self.seat is None:
                raise Refused("spectator")
            if kind == "act":
                await self.room.act(self.seat, message["action"])
            else:
                await self.room.ask_rematch(self.seat)


def _public_limits(limits: Any) -> dict[str, Any]:
    """The limits a client should know to stay within them."""
    names = (
        "max_message_bytes",
        "max_depth",
        "messages_per_second",
        "burst",
        "handshake_seconds",
        "idle_seconds",
        "tables_per_connection",
        "min_clock_seconds",
        "max_clock_seconds",
        "max_name_length",
        "max_rule_number",
    )
    return {name: getattr(limits, name) for name in names}
