"""Where ``tricktaker serve`` keeps its tables: one small interface, SQLite or PostgreSQL.

A :class:`Store` writes what a table needs to come back after a restart (its rules, the
seed of its game, every action so far, its seats with their names and token hashes, its
clock) and keeps each finished game's record for the archive. The server writes before it
acknowledges: a move is stored before any client is sent a view or event of it, so a
``SIGKILL`` at any moment loses nothing a client was told.

- :class:`~tricktaker.web.store.SqliteStore` (the standard library's ``sqlite3``): a file,
  one process. The default file is :func:`~tricktaker.web.store.default_path`. Its journal
  is the write-ahead log with ``synchronous=NORMAL``: a crash or kill of the process loses
  no committed move; a power cut may lose the last moments (``synchronous=FULL`` would not,
  at an ``fsync`` a move).
- ``tricktaker.web.postgres.PostgresStore`` (psycopg 3, the ``postgres`` extra):
  several processes on one database (``tricktaker.web.cluster``).

Every method is one transaction and is called from the server's event loop: tens of
microseconds with SQLite, a few milliseconds with PostgreSQL's ``fsync`` (``docs/web.md``
has the numbers).

>>> store = SqliteStore(":memory:")
>>> store.schema_version()
2
>>> store.close()
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs

from tricktaker.errors import TricktakerError
from tricktaker.web.migrations import MIGRATIONS, SCHEMA_VERSION

__all__ = [
    "Archived",
    "SeatRow",
    "SqliteStore",
    "Store",
    "StoreError",
    "TableRow",
    "default_path",
    "open_store",
    "token_hash",
]


class StoreError(TricktakerError):
    """A database that cannot be opened or used (named, with what to do)."""


def token_hash(token: str) -> str:
    """What the database keeps of a seat's token: its SHA-256, in hex.

    >>> len(token_hash("u8QwK2mVd0Yt5rJxq1Hn3LcA"))
    64
    """
    return hashlib.sha256(token.encode()).hexdigest()


def default_path() -> Path:
    """Where ``tricktaker serve`` keeps its SQLite file when not told ``--db``:
    ``$XDG_DATA_HOME/tricktaker/serve.sqlite3`` (``~/.local/share/...`` by default), or
    ``%LOCALAPPDATA%\\tricktaker\\serve.sqlite3`` on Windows."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "tricktaker" / "serve.sqlite3"


@attrs.frozen
class SeatRow:
    """A seat for a person as stored: its name and its token's hash (None: free)."""

    seat: int
    name: str | None
    token_hash: str | None


@attrs.frozen
class TableRow:
    """A table as stored: enough to deal its game again and replay it to where it was."""

    id: str
    game: str
    rules: str  # the Rules, in the library's JSON format
    humans: int
    bot: str
    clock: float | None
    private: bool
    game_number: int
    seed: int
    over: bool = False
    seats: tuple[SeatRow, ...] = ()
    moves: tuple[str, ...] = ()  # the actions of the current game, in JSON


@attrs.frozen
class Archived:
    """A finished game: its record (:class:`~tricktaker.GameRecord` in JSON) and names."""

    id: str
    table_id: str
    game: str
    names: tuple[str | None, ...]
    record: str
    finished: float


_TABLE_COLUMNS = "id, game, rules, humans, bot, clock, private, game_number, seed, status"


class Store:
    """The tables, the archive and the nodes of a cluster, in SQL over a DB-API connection.

    A subclass gives the connection, its transactions and its placeholder; the SQL is the
    same for both databases.
    """

    placeholder = "?"
    description = "a database"

    # -- the connection ---------------------------------------------------------------------

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Any]:
        """A cursor whose statements commit together at the end of the block."""
        raise NotImplementedError

    def _sql(self, statement: str) -> str:
        return statement if self.placeholder == "?" else statement.replace("?", self.placeholder)

    def _execute(self, cursor: Any, statement: str, params: Sequence[Any] = ()) -> Any:
        cursor.execute(self._sql(statement), tuple(params))
        return cursor

    def _query(self, statement: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.transaction() as cursor:
            return list(self._execute(cursor, statement, params).fetchall())

    def _lock_for_migration(self, cursor: Any) -> None:
        """Keep another process from migrating at the same time (within the transaction)."""

    def close(self) -> None:
        """Close the connection."""

    # -- the schema -------------------------------------------------------------------------

    def schema_version(self) -> int:
        """The version of the schema the database has (0: empty)."""
        with self.transaction() as cursor:
            return self._version(cursor)

    def _version(self, cursor: Any) -> int:
        self._execute(cursor, "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER)")
        row = self._execute(cursor, "SELECT MAX(version) FROM schema_version").fetchone()
        return int(row[0] or 0)

    def migrate(self, target: int = SCHEMA_VERSION) -> int:
        """Bring the schema up to version ``target`` (every migration it lacks, in one
        transaction); the version it had.

        Raises:
            StoreError: the database was made by a newer release.
        """
        with self.transaction() as cursor:
            self._lock_for_migration(cursor)
            found = self._version(cursor)
            if found > SCHEMA_VERSION:
                raise StoreError(
                    f"{self.description} has schema version {found}, newer than this "
                    f"release's {SCHEMA_VERSION}: upgrade tricktaker"
                )
            for version in range(found + 1, target + 1):
                for statement in MIGRATIONS[version - 1]:
                    self._execute(cursor, statement)
                self._execute(cursor, "INSERT INTO schema_version VALUES (?)", (version,))
            return found

    # -- tables -----------------------------------------------------------------------------

    def add_table(self, row: TableRow, owner: str, listing: str) -> None:
        """A new table (its seats are stored as they are taken)."""
        now = time.time()
        with self.transaction() as cursor:
            self._execute(
                cursor,
                f"INSERT INTO tables ({_TABLE_COLUMNS}, created, updated, owner, listing) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.id,
                    row.game,
                    row.rules,
                    row.humans,
                    row.bot,
                    row.clock,
                    int(row.private),
                    row.game_number,
                    str(row.seed),
                    "over" if row.over else "playing",
                    now,
                    now,
                    owner,
                    listing,
                ),
            )

    def set_seat(self, table: str, seat: SeatRow, listing: str) -> None:
        """A seat taken (or its name changed), and the table's listing."""
        with self.transaction() as cursor:
            params = (table, seat.seat)
            self._execute(cursor, "DELETE FROM seats WHERE table_id = ? AND seat = ?", params)
            self._execute(
                cursor,
                "INSERT INTO seats VALUES (?, ?, ?, ?)",
                (*params, seat.name, seat.token_hash),
            )
            self._set_listing(cursor, table, listing)

    def set_listing(self, table: str, listing: str) -> None:
        """What the shared lobby shows of the table (its seats, connected or not)."""
        with self.transaction() as cursor:
            self._set_listing(cursor, table, listing)

    def _set_listing(self, cursor: Any, table: str, listing: str) -> None:
        self._execute(
            cursor,
            "UPDATE tables SET listing = ?, updated = ? WHERE id = ?",
            (listing, time.time(), table),
        )

    def new_game(self, table: str, game_number: int, seed: int) -> None:
        """A new game at the table (a rematch): its seed; the last game's moves go."""
        with self.transaction() as cursor:
            self._execute(cursor, "DELETE FROM moves WHERE table_id = ?", (table,))
            self._execute(
                cursor,
                "UPDATE tables SET game_number = ?, seed = ?, status = 'playing', updated = ? "
                "WHERE id = ?",
                (game_number, str(seed), time.time(), table),
            )

    def add_move(self, table: str, game_number: int, number: int, action: str, owner: str) -> bool:
        """The action number ``number`` (from 0) of the table's current game, if ``owner``
        still holds the table's lease (False: another node has taken it over, and the move
        is not stored)."""
        with self.transaction() as cursor:
            inserted = self._execute(
                cursor,
                "INSERT INTO moves SELECT ?, ?, ?, ? "
                "WHERE EXISTS (SELECT 1 FROM tables WHERE id = ? AND owner = ?)",
                (table, game_number, number, action, table, owner),
            )
            return bool(inserted.rowcount)

    def finish(self, table: str, game: Archived) -> None:
        """The table's game is over: its record goes to the archive."""
        with self.transaction() as cursor:
            self._execute(
                cursor,
                "INSERT INTO archive VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game.id,
                    table,
                    game.game,
                    json.dumps(game.names),
                    game.record,
                    game.finished,
                ),
            )
            self._execute(
                cursor,
                "UPDATE tables SET status = 'over', updated = ? WHERE id = ?",
                (game.finished, table),
            )

    def drop_table(self, table: str) -> None:
        """The table is closed: it is not resumed (its finished games stay archived)."""
        with self.transaction() as cursor:
            for name in ("moves", "seats"):
                self._execute(cursor, f"DELETE FROM {name} WHERE table_id = ?", (table,))
            self._execute(cursor, "DELETE FROM tables WHERE id = ?", (table,))

    def tables(self, owner: str, ids: Iterable[str] | None = None) -> list[TableRow]:
        """The tables ``owner`` holds (of ``ids``, if given), with seats and moves, to resume."""
        wanted = None if ids is None else set(ids)
        where, params = "owner = ?", (owner,)
        rows = self._query(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE {where}", params)
        rows = [row for row in rows if wanted is None or row[0] in wanted]
        seats: dict[str, list[SeatRow]] = {}
        for table, seat, name, hashed in self._query(
            "SELECT s.table_id, s.seat, s.name, s.token_hash FROM seats s "
            f"JOIN tables t ON t.id = s.table_id WHERE t.{where} ORDER BY s.seat",
            params,
        ):
            seats.setdefault(table, []).append(SeatRow(seat, name, hashed))
        moves: dict[str, list[str]] = {}
        for table, action in self._query(
            "SELECT m.table_id, m.action FROM moves m JOIN tables t ON t.id = m.table_id "
            f"AND t.game_number = m.game_number WHERE t.{where} ORDER BY m.table_id, m.number",
            params,
        ):
            moves.setdefault(table, []).append(action)
        return [
            TableRow(
                id=row[0],
                game=row[1],
                rules=row[2],
                humans=row[3],
                bot=row[4],
                clock=row[5],
                private=bool(row[6]),
                game_number=row[7],
                seed=int(row[8]),
                over=row[9] == "over",
                seats=tuple(seats.get(row[0], ())),
                moves=tuple(moves.get(row[0], ())),
            )
            for row in rows
        ]

    def listing(self, limit: int = 100) -> list[tuple[str, str, float | None, str]]:
        """The public tables of every node: id, game, clock and listing, newest first."""
        return [
            (row[0], row[1], row[2], row[3])
            for row in self._query(
                "SELECT id, game, clock, listing FROM tables WHERE private = 0 "
                "AND listing IS NOT NULL ORDER BY updated DESC LIMIT ?",
                (limit,),
            )
        ]

    # -- the archive ------------------------------------------------------------------------

    def archived(self, game: str) -> Archived | None:
        """The finished game ``game`` (an archive id), or None."""
        rows = self._query(
            "SELECT id, table_id, game, names, record, finished FROM archive WHERE id = ?",
            (game,),
        )
        if not rows:
            return None
        row = rows[0]
        names = tuple(json.loads(row[3]))
        return Archived(row[0], row[1], row[2], names, row[4], float(row[5]))

    def prune(self, before: float) -> int:
        """Delete the archived games finished before ``before`` (Unix time); how many."""
        with self.transaction() as cursor:
            deleted = self._execute(cursor, "DELETE FROM archive WHERE finished < ?", (before,))
            return int(deleted.rowcount)

    # -- nodes and leases (tricktaker.web.cluster) ------------------------------------------

    def heartbeat(self, node: str, address: str | None, now: float) -> None:
        """``node`` is alive at ``now``: its leases hold for a while longer."""
        with self.transaction() as cursor:
            self._execute(
                cursor,
                "INSERT INTO nodes VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE "
                "SET address = excluded.address, heartbeat = excluded.heartbeat",
                (node, address, now),
            )

    def claim(self, node: str, alive_since: float, table: str | None = None) -> list[str]:
        """Take the lease of ``table`` (or of every table) whose owner's heartbeat is older
        than ``alive_since`` (a dead node) or that is ``node``'s already; the ids taken."""
        dead = (
            "(owner IS NULL OR owner = ? OR "
            "owner NOT IN (SELECT name FROM nodes WHERE heartbeat >= ?))"
        )
        params: tuple[Any, ...] = (node, alive_since)
        one = "" if table is None else " AND id = ?"
        params_one = params + (() if table is None else (table,))
        with self.transaction() as cursor:
            ids = [
                row[0]
                for row in self._execute(
                    cursor, f"SELECT id FROM tables WHERE {dead}{one}", params_one
                ).fetchall()
            ]
            taken = []
            for found in ids:
                updated = self._execute(
                    cursor,
                    f"UPDATE tables SET owner = ? WHERE id = ? AND {dead}",
                    (node, found, *params),
                )
                if updated.rowcount:
                    taken.append(found)
            return taken

    def owner(self, table: str) -> tuple[str | None, float | None, str | None] | None:
        """The owner of ``table``, its last heartbeat and its address; None: no such table."""
        rows = self._query(
            "SELECT t.owner, n.heartbeat, n.address FROM tables t "
            "LEFT JOIN nodes n ON n.name = t.owner WHERE t.id = ?",
            (table,),
        )
        return None if not rows else (rows[0][0], rows[0][1], rows[0][2])

    def alive(self, since: float) -> set[str]:
        """The nodes whose heartbeat is at ``since`` or later."""
        rows = self._query("SELECT name FROM nodes WHERE heartbeat >= ?", (since,))
        return {row[0] for row in rows}

    def size(self) -> int:
        """The database's size in bytes (for the numbers in ``docs/web.md``)."""
        raise NotImplementedError


class SqliteStore(Store):
    """The tables in an SQLite file (or ``":memory:"``, for tests: gone when closed).

    One process at a time: the file ``PATH.lock`` is locked while the store is open (where
    the system has ``fcntl``), and a second process on the same file is refused.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        self.description = f"the SQLite database {self.path}"
        self._lock_file: Any = None
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._lock_file = _lock(Path(self.path + ".lock"), self.description)
        try:
            self.connection = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=10
            )
        except sqlite3.Error as error:
            self._release_lock()
            raise StoreError(f"cannot open {self.description}: {error}") from None
        try:
            self.connection.execute("PRAGMA journal_mode=WAL")
            self.connection.execute("PRAGMA synchronous=NORMAL")
            self.migrate()
        except sqlite3.Error as error:
            self.close()
            raise StoreError(f"cannot open {self.description}: {error}") from None
        except BaseException:  # a newer schema, say: nothing may stay open
            self.close()
            raise

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Cursor]:
        cursor = self.connection.cursor()
        cursor.execute("BEGIN IMMEDIATE")
        try:
            yield cursor
        except BaseException:
            cursor.execute("ROLLBACK")
            raise
        cursor.execute("COMMIT")

    def close(self) -> None:
        self.connection.close()
        self._release_lock()

    def _release_lock(self) -> None:
        if self._lock_file is not None:
            self._lock_file.close()
            self._lock_file = None

    def size(self) -> int:
        self.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        pages = self.connection.execute("PRAGMA page_count").fetchone()[0]
        page_size = self.connection.execute("PRAGMA page_size").fetchone()[0]
        return int(pages * page_size)


def _lock(path: Path, description: str) -> Any:
    """The open file ``path``, locked for this process (None where there is no fcntl)."""
    try:
        import fcntl
    except ImportError:  # Windows: one process is the user's to ensure
        return None
    handle = path.open("a")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise StoreError(
            f"{description} is used by another tricktaker serve; one process at a time "
            "uses an SQLite file (several share a PostgreSQL database: --db postgresql://...)"
        ) from None
    return handle


def open_store(where: str | os.PathLike[str] | None) -> Store:
    """The store at ``where``: a ``postgresql://`` URL, an SQLite file's path, or None for
    the default file (:func:`default_path`).

    Raises:
        StoreError: the database cannot be opened, or psycopg is not installed for a URL.
    """
    text = str(default_path() if where is None else where)
    if text.startswith(("postgresql://", "postgres://")):
        try:
            from tricktaker.web.postgres import PostgresStore
        except ImportError as missing:
            raise StoreError(
                f"a PostgreSQL database needs the postgres extra ({missing.name} is not "
                "installed): pip install 'tricktaker[web,postgres]'"
            ) from None
        return PostgresStore(text)
    return SqliteStore(text)
