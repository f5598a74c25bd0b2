"""The lobby of ``tricktaker serve``: the games it offers, and every table, within the limits.

The games are those of the registry (:func:`tricktaker.available_games`), so a game
registered by another package is hosted without any change here. A table's rules are the
game's defaults with the fields the client gave, checked by the game's own ``Rules``; every
number in them is bounded (:attr:`~tricktaker.web.limits.Limits.max_rule_number`), which
bounds how long a game can last.

Every table is kept in the lobby's :class:`~tricktaker.web.store.Store`: :meth:`Lobby.start`
resumes the tables the database holds for this process (its ``node``), and finished games
older than ``keep_days`` are pruned from the archive.
"""

from __future__ import annotations

import asyncio
import logging
import re
import secrets
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import attrs

import tricktaker
from tricktaker.errors import TricktakerError
from tricktaker.games import AnyGame, available_games, get_game
from tricktaker.terminal.options import rule_options
from tricktaker.web.limits import Limits
from tricktaker.web.room import Room
from tricktaker.web.store import SqliteStore, Store
from tricktaker.web.wire import Refused

__all__ = ["Lobby", "game_info"]

SWEEP_SECONDS = 5.0
"""How often idle tables are looked for."""

PRUNE_SECONDS = 3600.0
"""How often the archive is pruned."""

_log = logging.getLogger("tricktaker.web")


def _kind(option: Any) -> str:
    if option.read is None:
        return "bool"
    if option.choices:
        return "choice"
    return {"N": "int", "X": "float", "TEXT": "str"}.get(option.metavar or "", "list")


_PYTHON_WORDS = {"True": "on", "False": "off", "None": "none"}


def _in_words(help_text: str) -> str:
    """A field's description with Python's constants in the words a page shows for a rule
    (as the command line's help does): on, off, none.

    >>> _in_words("if True (the default), the dealer may not")
    'if on (the default), the dealer may not'
    """
    return re.sub(r"\b(True|False|None)\b", lambda match: _PYTHON_WORDS[match[1]], help_text)


_MOST_PLAYERS = 12  # the seat counts tried for a game's numbers of players


def player_counts(game: AnyGame) -> list[int]:
    """The numbers of players the rules of ``game`` allow (up to 12).

    >>> player_counts(get_game("wizard")), player_counts(get_game("hearts"))
    ([3, 4, 5, 6], [4])
    """
    counts = []
    for players in range(1, _MOST_PLAYERS + 1):
        try:
            game.rules(players=players)
        except (TricktakerError, TypeError, ValueError):
            continue
        counts.append(players)
    return counts


def game_info(game: AnyGame, limits: Limits) -> dict[str, Any]:
    """What a lobby shows of ``game``: its rules (from its ``Rules`` class), its bots and its
    numbers of players.

    >>> info = game_info(get_game("wizard"), Limits())
    >>> [rule["name"] for rule in info["rules"]], info["bots"], info["players"]
    (['players', 'hook', 'first_dealer'], ['heuristic', 'random'], [3, 4, 5, 6])
    """
    defaults = tricktaker.to_data(game.rules())
    rules = [
        {
            "name": option.field,
            "kind": _kind(option),
            "default": defaults.get(option.field),
            "choices": [choice for choice in option.choices if choice != "none"],
            "help": _in_words(option.help),
        }
        for option in rule_options(game.rules).options
    ]
    bots = sorted(name for name in game.bots if name in limits.bots)
    return {
        "name": game.name,
        "title": game.title,
        "rules": rules,
        "defaults": defaults,
        "bots": bots,
        "players": player_counts(game),
    }


def _numbers(value: object) -> Iterator[int | float]:
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _numbers(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _numbers(item)


@attrs.define
class _Owner:
    """Who created a table: the connection and its address."""

    connection: int
    address: str


class Lobby:
    """Every table of one server, and the counts that the limits bound."""

    def __init__(
        self,
        limits: Limits,
        store: Store | None = None,
        *,
        node: str = "local",
        keep_days: float = 30.0,
    ) -> None:
        self.limits = limits
        self.store = SqliteStore(":memory:") if store is None else store
        self.node = node
        self.keep_days = keep_days
        self.cluster: Any = None  # a tricktaker.web.cluster.Cluster, with PostgreSQL
        self.resumed: tuple[int, float] = (0, 0.0)  # tables resumed at start, and seconds
        self._pruned = 0.0
        self.rooms: dict[str, Room] = {}
        self.owners: dict[str, _Owner] = {}
        self.connections: Counter[str] = Counter()  # open connections by address
        self.executor = ThreadPoolExecutor(limits.bot_threads, thread_name_prefix="bot")
        self._sweeper: asyncio.Task[None] | None = None
        self._games: tuple[tuple[str, ...], list[dict[str, Any]]] | None = None

    # -- games ------------------------------------------------------------------------------

    def games(self) -> list[dict[str, Any]]:
        """Every game of the registry, as ``welcome`` lists them (kept while the registry
        names the same games: reading a ``Rules`` class is not free)."""
        names = tuple(available_games())
        if self._games is None or self._games[0] != names:
            infos = [game_info(get_game(name), self.limits) for name in names]
            self._games = (names, infos)
        return self._games[1]

    def _rules(self, game: AnyGame, given: dict[str, Any]) -> Any:
        # The fields a client may give: those of the constructor (not derived ones such as
        # Wizard's number of rounds, which the JSON form also carries).
        known = [field.name for field in attrs.fields(game.rules) if field.init]
        every = tricktaker.to_data(game.rules())
        defaults = {key: value for key, value in every.items() if key in (*known, "type", "format")}
        for field, value in given.items():
            if field not in known:
                raise Refused("unknown_rule", title=game.title, field=field[:32], known=known)
            if any(abs(number) > self.limits.max_rule_number for number in _numbers(value)):
                raise Refused("rule_too_large", field=field, limit=self.limits.max_rule_number)
        try:
            return tricktaker.from_data({**defaults, **given}, game.rules)
        except (TricktakerError, TypeError, ValueError) as error:
            raise Refused("bad_rules", title=game.title, detail=str(error)) from None

    # -- tables -----------------------------------------------------------------------------

    def create(self, message: dict[str, Any], connection: int, address: str) -> Room:
        """A new table from a ``create`` message (already checked against the protocol).

        Raises:
            Refused: an unknown game, rules its ``Rules`` refuses, a bot or clock not
                allowed, or one limit of tables reached.
        """
        name = message["game"]
        game = get_game(name) if name in available_games() else None
        if game is None:
            raise Refused("no_game", name=name[:32], known=available_games())
        rules = self._rules(game, message.get("rules", {}))
        humans = message.get("humans", 1)
        if not 1 <= humans <= rules.players:
            raise Refused("bad_humans", players=rules.players)
        bot = message.get("bot", "heuristic")
        allowed = game_info(game, self.limits)["bots"]
        if bot not in allowed:
            raise Refused("bad_bot", known=allowed)
        clock = message.get("clock")
        low, high = self.limits.min_clock_seconds, self.limits.max_clock_seconds
        if clock is not None and not low <= clock <= high:
            raise Refused("bad_clock", low=low, high=high)
        self.sweep()
        mine = sum(owner.connection == connection for owner in self.owners.values())
        if mine >= self.limits.tables_per_connection:
            raise Refused("too_many_tables", count=mine)
        here = sum(owner.address == address for owner in self.owners.values())
        if here >= self.limits.tables_per_address:
            raise Refused("too_many_tables", count=here)
        if len(self.rooms) >= self.limits.tables:
            raise Refused("full")
        try:
            room = Room(
                room_id=secrets.token_urlsafe(9),
                game=game,
                rules=rules,
                humans=humans,
                bot=bot,
                clock=None if clock is None else float(clock),
                private=bool(message.get("private", False)),
                limits=self.limits,
                executor=self.executor,
                store=self.store,
                owner=self.node,
            )
        except TricktakerError as error:  # rules whose game cannot start here (an extra missing)
            raise Refused("bad_rules", title=game.title, detail=str(error)) from None
        self.adopt(room)
        self.owners[room.id] = _Owner(connection, address)
        return room

    def find(self, table: str) -> Room:
        """The table ``table``.

        Raises:
            Refused: there is no such table (code ``no_table``).
        """
        room = self.rooms.get(table)
        if room is None:
            raise Refused("no_table", table=table[:32])
        return room

    def locate(self, table: str) -> Room | str:
        """The room of ``table``; with a cluster, the name of the node that owns it if
        that is another.

        Raises:
            Refused: there is no such table (code ``no_table``).
        """
        if self.cluster is not None:
            found: Room | str = self.cluster.locate(table)
            return found
        return self.find(table)

    def listing(self) -> list[dict[str, Any]]:
        """The public tables (of every process on the database, with a cluster), those with
        a free seat first (at most 100)."""
        tables = [room.summary() for room in self.rooms.values() if not room.private]
        if self.cluster is not None:
            tables += self.cluster.listing(exclude=set(self.rooms))
        tables.sort(key=lambda table: (not table["free"], table["over"]))
        return tables[:100]

    def resume(self) -> int:
        """Take up the tables the database holds for this node (and those of dead nodes,
        with a cluster); how many. Each person to act gets a fresh clock."""
        started = time.perf_counter()
        if self.cluster is not None:
            self.cluster.beat()
        self.store.claim(self.node, time.time() - self.lease_seconds())
        rows = self.store.tables(self.node)
        count = 0
        for row in rows:
            if row.id not in self.rooms and self.take_up(row):
                count += 1
        if self.cluster is not None:
            self.cluster.announce([row.id for row in rows if row.id in self.rooms])
        self.resumed = (count, time.perf_counter() - started)
        if count:
            _log.info("resumed %d tables in %.2f s", count, self.resumed[1])
        return count

    def take_up(self, row: Any) -> Room | None:
        """The room of a stored table, started; None when this release cannot replay it
        (logged; the table stays in the database)."""
        try:
            room = Room.resume(
                row, limits=self.limits, executor=self.executor, store=self.store, owner=self.node
            )
        except TricktakerError as error:
            _log.warning("table %s not resumed: %s", row.id, error)
            return None
        self.adopt(room)
        room.start()
        return room

    def adopt(self, room: Room) -> None:
        """Hold ``room`` (a new table, or one resumed)."""
        self.rooms[room.id] = room
        if self.cluster is not None:
            room.on_lost = self.cluster.lost

    def lease_seconds(self) -> float:
        """How long a dead node's tables wait before another takes them (none without a
        cluster: one process owns every table)."""
        return 0.0 if self.cluster is None else float(self.cluster.lease_seconds)

    def prune(self) -> int:
        """Delete the archived games older than ``keep_days`` (0: keep every game)."""
        self._pruned = time.monotonic()
        if self.keep_days <= 0:
            return 0
        return self.store.prune(time.time() - self.keep_days * 86400)

    def sweep(self) -> None:
        """Close the tables that no person has been connected to for too long."""
        now = time.monotonic()
        for table, room in list(self.rooms.items()):
            idle = now - room.idle_since > self.limits.table_idle_seconds
            if room.closed or (idle and not room.has_people()):
                room.close()
                del self.rooms[table]
                self.owners.pop(table, None)

    async def sweep_forever(self) -> None:
        """:meth:`sweep` every few seconds, until cancelled."""
        while True:
            await asyncio.sleep(min(SWEEP_SECONDS, self.limits.table_idle_seconds / 2))
            self.sweep()
            if time.monotonic() - self._pruned > PRUNE_SECONDS:
                self.prune()

    def start(self) -> None:
        """Resume the stored tables, prune the archive, and start the timer that closes
        idle tables (in the running event loop)."""
        if self._sweeper is None:
            self.games()  # read every game's rules now, not while a client waits
            if self.cluster is not None:
                self.cluster.start()
            self.resume()
            self.prune()
            self._sweeper = asyncio.create_task(self.sweep_forever())

    async def stop(self) -> None:
        """Stop the timer and every table."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        if self.cluster is not None:
            await self.cluster.stop()
        for room in self.rooms.values():
            room.close(forget=False)  # kept in the database for the next start
        self.executor.shutdown(wait=False, cancel_futures=True)
