"""Several ``tricktaker serve`` processes on one PostgreSQL database: one lobby, leases, and
moves forwarded through ``LISTEN``/``NOTIFY``.

Each process is a *node* with a name. Each table is owned by one node at a time: the
``owner`` of its row, which holds while the owner's heartbeat (every third of
``lease_seconds``) is fresh. A node whose heartbeat is older than ``lease_seconds`` is dead:
the first live node to look takes its tables (:meth:`Store.claim
<tricktaker.web.store.Store.claim>`, one ``UPDATE`` whose condition another node's cannot
also meet), resumes them from the database and tells every node (``moved``).

A client may be connected to any node (a reverse proxy spreads them). When it joins a table
another node owns, its node forwards: the client's ``join``, ``act``, ``rematch`` and
``leave`` go to the owner on the owner's channel, and everything the table sends the client
comes back on the forwarding node's channel, in order (notifications from one connection
arrive in the order they were sent). The owner seats a :class:`RemoteClient` for it. When a
table moves to another node, each forwarding connection joins it again there with its seat's
token: the client is sent ``joined`` and the view again, as after a reconnection.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from typing import Any

from tricktaker.web.messages import error
from tricktaker.web.room import Room
from tricktaker.web.wire import Refused

__all__ = ["Cluster", "Forward", "RemoteClient", "channel"]

_log = logging.getLogger("tricktaker.web")
EVERY_NODE = "tricktaker_all"


def channel(node: str) -> str:
    """The notification channel of ``node`` (a name PostgreSQL takes whatever ``node`` is).

    >>> channel("10.0.0.5:8000")
    'tricktaker_de4b888755be3bfb418c'
    """
    return "tricktaker_" + hashlib.sha1(node.encode()).hexdigest()[:20]


class RemoteClient:
    """On the owner's node: a client connected to another node, seated through it."""

    def __init__(self, cluster: Cluster, node: str, key: str, name: str | None, lang: str) -> None:
        self.cluster = cluster
        self.node = node
        self.key = key
        self.name = name
        self.lang = lang
        self.room: Room | None = None
        self.seat: int | None = None

    def send(self, message: dict[str, Any]) -> None:
        self.cluster.notify(self.node, {"kind": "send", "conn": self.key, "message": message})

    def send_error(self, code: str, **params: Any) -> None:
        self.send(error(code, self.lang, **params))

    def detached(self, room: Room) -> None:
        """Another connection took the seat: the forwarding node lets go of the table."""
        self.cluster.remote.pop(self.key, None)
        self.cluster.notify(self.node, {"kind": "detach", "conn": self.key})


class Forward:
    """On a client's node: its connection's place at a table another node owns."""

    def __init__(self, connection: Any, table: str, owner: str, key: str) -> None:
        self.connection = connection
        self.table = table
        self.owner = owner
        self.key = key
        self.joined = False
        # How to join again (after the table moved): as asked, then by the seat's token.
        self.request: dict[str, Any] = {}

    @property
    def token(self) -> str | None:
        token: str | None = self.request.get("token")
        return token

    @property
    def spectate(self) -> bool:
        return bool(self.request.get("spectate", False))


class Cluster:
    """This node's part of the cluster: its heartbeat, its leases, and the forwarding."""

    def __init__(self, lobby: Any, *, lease_seconds: float = 15.0) -> None:
        self.lobby = lobby
        self.store: Any = lobby.store  # a PostgresStore: notify() and listen()
        self.node: str = lobby.node
        self.lease_seconds = lease_seconds
        self.forwards: dict[str, Forward] = {}  # this node's connections at other nodes' tables
        self.remote: dict[str, RemoteClient] = {}  # other nodes' clients at this node's tables
        self._inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._joining: set[asyncio.Future[None]] = set()
        self._stop_listening: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._keys = 0

    # -- running ----------------------------------------------------------------------------

    def start(self) -> None:
        """Listen on this node's channel and every node's, and start the heartbeat (in the
        running event loop)."""
        self._loop = asyncio.get_running_loop()
        self._stop_listening = self.store.listen([channel(self.node), EVERY_NODE], self._heard)
        self._tasks = [
            asyncio.create_task(self._beat_forever()),
            asyncio.create_task(self._serve_inbox()),
        ]

    async def stop(self) -> None:
        """Stop listening, and give this node's leases up at once (another node takes its
        tables without waiting for the lease to run out)."""
        for task in self._tasks:
            task.cancel()
        if self._stop_listening is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._stop_listening)
        with contextlib.suppress(Exception):
            self.store.heartbeat(self.node, None, 0.0)

    def beat(self) -> None:
        self.store.heartbeat(self.node, None, time.time())

    def alive_since(self) -> float:
        return time.time() - self.lease_seconds

    async def _beat_forever(self) -> None:
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                self.beat()
                self.take_orphans()
                await self._forget_dead_nodes()
            except Exception:  # the database is away: try again at the next beat
                _log.warning("the cluster's heartbeat failed", exc_info=False)

    def take_orphans(self) -> None:
        """Resume the tables of dead nodes that this node can take, and tell every node."""
        taken = self.store.claim(self.node, self.alive_since())
        fresh = [table for table in taken if table not in self.lobby.rooms]
        if fresh:
            for row in self.store.tables(self.node, fresh):
                self.lobby.take_up(row)
            self.announce(fresh)

    def announce(self, tables: list[str]) -> None:
        """Tell every node that this node now owns ``tables``."""
        for table in tables:
            self.store.notify(EVERY_NODE, {"kind": "moved", "table": table, "owner": self.node})

    async def _forget_dead_nodes(self) -> None:
        alive = self.store.alive(self.alive_since())
        for key, client in list(self.remote.items()):
            if client.node not in alive and client.room is not None:
                self.remote.pop(key, None)
                await client.room.leave(client)

    def lost(self, room: Room) -> None:
        """Another node took ``room``'s table over (this one was thought dead): let the room
        go, and send the people connected here to the new owner, each with its token."""
        if self.lobby.rooms.get(room.id) is not room:
            return
        del self.lobby.rooms[room.id]
        room.close(forget=False, tell=False)
        for key, client in list(self.remote.items()):
            if client.room is room:  # its node hears `moved` and follows the table itself
                del self.remote[key]
        found = self.store.owner(room.id)
        owner = None if found is None else found[0]
        for place in room.seats:
            self._send_over(place.client, room.id, owner, {"token": place.token})
        for spectator in room.spectators:
            self._send_over(spectator, room.id, owner, {"spectate": True})

    def _send_over(self, client: Any, table: str, owner: str | None, how: dict[str, Any]) -> None:
        if client is None or isinstance(client, RemoteClient):
            return
        client.room, client.seat, client.forward = None, None, None
        if owner is None or owner == self.node:
            client.send_error("table_closed")
        else:
            client.forward = self.forward(client, {"table": table, **how}, owner)

    def listing(self, exclude: set[str]) -> list[dict[str, Any]]:
        """The public tables of the other nodes, as ``tables`` lists them."""
        out = []
        for table, _, _, listing in self.store.listing():
            if table not in exclude:
                out.append(json.loads(listing))
        return out

    # -- notifications ----------------------------------------------------------------------

    def notify(self, node: str, message: dict[str, Any]) -> None:
        try:
            self.store.notify(channel(node), message)
        except Exception:  # the database is away: the message is lost, as on a lost network
            _log.warning("a message to node %s was lost", node)

    def _heard(self, name: str, message: dict[str, Any]) -> None:
        """From the listening thread: hand ``message`` to the event loop."""
        if self._loop is not None and message:
            self._loop.call_soon_threadsafe(self._received, message)

    def _received(self, message: dict[str, Any]) -> None:
        kind = message.get("kind")
        if kind in ("join", "act", "rematch", "leave"):
            self._inbox.put_nowait(message)  # for a table of this node: in order, one by one
        elif kind == "send":
            forward = self.forwards.get(message["conn"])
            if forward is not None:
                self._to_client(forward, message["message"])
        elif kind == "detach":
            forward = self.forwards.pop(message["conn"], None)
            if forward is not None and forward.connection.forward is forward:
                forward.connection.forward = None
        elif kind == "moved" and message.get("owner") != self.node:
            room = self.lobby.rooms.get(message["table"])
            if room is not None:  # this node was thought dead, and lost the table
                self.lost(room)
            for forward in list(self.forwards.values()):
                if forward.table == message["table"] and forward.owner != message["owner"]:
                    forward.owner = message["owner"]
                    self._rejoin(forward)
        elif kind == "moved":  # this node took the table: its forwarding connections come in
            for key, forward in list(self.forwards.items()):
                if forward.table == message["table"]:
                    self.forwards.pop(key, None)
                    task = asyncio.ensure_future(forward.connection.join_again(forward))
                    self._joining.add(task)
                    task.add_done_callback(self._joining.discard)

    def _to_client(self, forward: Forward, message: dict[str, Any]) -> None:
        if message.get("type") == "joined":
            forward.joined = True
            token = message.get("token")
            forward.request = {"spectate": True} if token is None else {"token": token}
            forward.connection.seat = message.get("seat")
        elif message.get("type") == "error" and not forward.joined:
            self.forwards.pop(forward.key, None)  # the join was refused: the client may retry
            forward.connection.forward = None
        forward.connection.send(message)

    # -- a client of this node at another node's table ---------------------------------------

    def locate(self, table: str) -> Room | str:
        """The room of ``table`` if this node owns it (taking it over from a dead node if
        need be), else the name of the live node that does.

        Raises:
            Refused: there is no such table.
        """
        room: Room | None = self.lobby.rooms.get(table)
        if room is not None:
            return room
        found = self.store.owner(table)
        if found is None:
            raise Refused("no_table", table=table[:32])
        owner, heartbeat, _ = found
        if owner != self.node and heartbeat is not None and heartbeat >= self.alive_since():
            return str(owner)
        if self.store.claim(self.node, self.alive_since(), table):
            for row in self.store.tables(self.node, [table]):
                room = self.lobby.take_up(row)
            if room is not None:
                self.announce([table])
                return room
        raise Refused("no_table", table=table[:32])

    def forward(self, connection: Any, message: dict[str, Any], owner: str) -> Forward:
        """Send ``connection``'s ``join`` to the table's owner; the forward it is from now."""
        self._keys += 1
        key = f"{self.node}#{connection.id}#{self._keys}"
        forward = Forward(connection, message["table"], owner, key)
        forward.request = {
            name: message[name] for name in ("seat", "token", "spectate") if name in message
        }
        self.forwards[key] = forward
        self._send_join(forward)
        return forward

    def _send_join(self, forward: Forward) -> None:
        connection = forward.connection
        self.notify(
            forward.owner,
            {
                **forward.request,
                "kind": "join",
                "table": forward.table,
                "conn": forward.key,
                "from": self.node,
                "name": connection.name,
                "lang": connection.lang,
            },
        )

    def _rejoin(self, forward: Forward) -> None:
        forward.joined = False
        self._send_join(forward)

    def to_owner(self, forward: Forward, kind: str, **fields: Any) -> None:
        """Send the client's ``act``, ``rematch`` or ``leave`` to the table's owner."""
        if kind == "leave":
            self.forwards.pop(forward.key, None)
        self.notify(forward.owner, {"kind": kind, "conn": forward.key, **fields})

    # -- another node's client at a table of this node ---------------------------------------

    async def _serve_inbox(self) -> None:
        while True:
            message = await self._inbox.get()
            try:
                await self._serve(message)
            except Exception:  # a bug: log it, keep serving the others
                _log.exception("a forwarded message failed")

    async def _serve(self, message: dict[str, Any]) -> None:
        kind, key = message["kind"], message["conn"]
        if kind == "join":
            client = RemoteClient(self, message["from"], key, message.get("name"), message["lang"])
            room = self.lobby.rooms.get(message["table"])
            try:
                if room is None:
                    raise Refused("no_table", table=str(message["table"])[:32])
                client.seat = await room.join(
                    client,
                    seat=message.get("seat"),
                    token=message.get("token"),
                    spectate=bool(message.get("spectate", False)),
                )
            except Refused as refused:
                client.send_error(refused.code, **refused.params)
                return
            client.room = room
            self.remote[key] = client
            return
        seated = self.remote.get(key)
        if seated is None or seated.room is None:
            return
        if kind == "leave":
            self.remote.pop(key, None)
            await seated.room.leave(seated)
            return
        try:
            if seated.seat is None:
                raise Refused("spectator")
            if kind == "act":
                await seated.room.act(seated.seat, message["action"])
            else:
                await seated.room.ask_rematch(seated.seat)
        except Refused as refused:
            seated.send_error(refused.code, **refused.params)
