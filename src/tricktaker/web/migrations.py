"""The database schema of ``tricktaker serve``, as numbered migrations.

Each version is a list of statements that takes the schema from the version before to this
one; :data:`SCHEMA_VERSION` is the newest. A store applies the versions the database has not
seen, in one transaction, when it opens (:meth:`~tricktaker.web.store.Store.migrate`), so a
database made by an older release is brought up to date and an empty one is made from
scratch. The SQL is the common part of SQLite's and PostgreSQL's: ``TEXT``, ``INTEGER``,
``BIGINT``, ``DOUBLE PRECISION``; times are Unix seconds, JSON is text.

>>> SCHEMA_VERSION == len(MIGRATIONS)
True
"""

from __future__ import annotations

__all__ = ["MIGRATIONS", "SCHEMA_VERSION"]

_V1 = [
    # One row per table: what its game is dealt from, and the game being played now.
    """CREATE TABLE tables (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        rules TEXT NOT NULL,
        humans INTEGER NOT NULL,
        bot TEXT NOT NULL,
        clock DOUBLE PRECISION,
        private INTEGER NOT NULL,
        game_number INTEGER NOT NULL,
        seed TEXT NOT NULL,
        status TEXT NOT NULL,
        created DOUBLE PRECISION NOT NULL,
        updated DOUBLE PRECISION NOT NULL)""",
    # The seats for people: a name, and the SHA-256 of the seat's token (never the token).
    """CREATE TABLE seats (
        table_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        name TEXT,
        token_hash TEXT,
        PRIMARY KEY (table_id, seat))""",
    # The actions of the game in progress, one row each, in the library's JSON format.
    """CREATE TABLE moves (
        table_id TEXT NOT NULL,
        game_number INTEGER NOT NULL,
        number INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (table_id, game_number, number))""",
    # Finished games: the GameRecord (tricktaker.to_json) and the players' names.
    """CREATE TABLE archive (
        id TEXT PRIMARY KEY,
        table_id TEXT NOT NULL,
        game TEXT NOT NULL,
        names TEXT NOT NULL,
        record TEXT NOT NULL,
        finished DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX archive_finished ON archive (finished)",
]

_V2 = [
    # Several processes on one database: each table is owned by one process (a node) at a
    # time, which renews the lease by its heartbeat; the lobby's listing is shared.
    "ALTER TABLE tables ADD COLUMN owner TEXT",
    "ALTER TABLE tables ADD COLUMN listing TEXT",
    "CREATE INDEX tables_status ON tables (status, owner)",
    """CREATE TABLE nodes (
        name TEXT PRIMARY KEY,
        address TEXT,
        heartbeat DOUBLE PRECISION NOT NULL)""",
    # Messages between processes too long for one NOTIFY (PostgreSQL's limit is 8000 bytes).
    """CREATE TABLE mailbox (
        id TEXT PRIMARY KEY,
        body TEXT NOT NULL,
        sent DOUBLE PRECISION NOT NULL)""",
]

MIGRATIONS: tuple[tuple[str, ...], ...] = (tuple(_V1), tuple(_V2))
"""The statements of each schema version, from version 1."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The schema version this release writes."""
