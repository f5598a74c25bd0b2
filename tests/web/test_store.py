"""The store of ``tricktaker serve`` (tricktaker.web.store) against a real SQLite file and a
real PostgreSQL server: the schema's migrations from an empty database and from the version
before, what a table keeps, the archive's retention, and the leases of several nodes."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tricktaker.web.migrations import MIGRATIONS, SCHEMA_VERSION
from tricktaker.web.store import (
    Archived,
    SeatRow,
    SqliteStore,
    Store,
    StoreError,
    TableRow,
    default_path,
    open_store,
)

ROW = TableRow(
    id="t1",
    game="wizard",
    rules='{"format": 1, "type": "wizard.Rules", "players": 3}',
    humans=2,
    bot="heuristic",
    clock=30.0,
    private=False,
    game_number=1,
    seed=2**127 - 5,  # seeds are 128 bits: kept as text
)


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database: an SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "serve.sqlite3")
    return str(request.getfixturevalue("postgres_db"))


@pytest.fixture
def store(where: str) -> Iterator[Store]:
    opened = open_store(where)
    yield opened
    opened.close()


def tables_of(store: Store) -> set[str]:
    """The names of the tables in the database."""
    if isinstance(store, SqliteStore):
        query = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        query = "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
    return {row[0] for row in store._query(query)}


def test_an_empty_database_gets_every_migration(store: Store) -> None:
    assert store.schema_version() == SCHEMA_VERSION == 2
    assert tables_of(store) == {
        "schema_version", "tables", "seats", "moves", "archive", "nodes", "mailbox"
    }  # fmt: skip
    assert store.migrate() == SCHEMA_VERSION  # a second time: nothing to do


def test_a_database_of_the_version_before_is_brought_up_to_date_with_its_tables(
    where: str,
) -> None:
    # A database as the release before made it: schema version 1, with a table in play.
    old = _unmigrated(where)
    assert old.migrate(target=SCHEMA_VERSION - 1) == 0
    with old.transaction() as cursor:
        old._execute(
            cursor,
            "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                "t1",
                ROW.game,
                ROW.rules,
                2,
                "heuristic",
                30.0,
                0,
                1,
                str(ROW.seed),
                "playing",
                1.0,
                1.0,
            ),
        )
        old._execute(cursor, "INSERT INTO seats VALUES ('t1', 0, 'Ana', 'abc')")
        old._execute(cursor, "INSERT INTO moves VALUES ('t1', 1, 0, '{\"a\": 1}')")
    assert "nodes" not in tables_of(old)
    old.close()

    store = open_store(where)  # opening migrates
    try:
        assert store.schema_version() == SCHEMA_VERSION
        assert "nodes" in tables_of(store)
        store.claim("local", time.time())  # the old table has no owner: the node takes it
        (table,) = store.tables("local")
        assert table.seats == (SeatRow(0, "Ana", "abc"),)
        assert table.moves == ('{"a": 1}',)
        assert (table.seed, table.clock, table.humans) == (ROW.seed, 30.0, 2)
    finally:
        store.close()


def _unmigrated(where: str) -> Store:
    """A store on ``where`` that has not migrated (opening one migrates to the newest)."""
    if where.startswith("postgresql://"):
        from tricktaker.web import postgres

        store: Any = postgres.PostgresStore.__new__(postgres.PostgresStore)
        store.url, store.description = where, where
        store.connection = postgres._connect(where)
        store._lock = __import__("threading").Lock()
        return store  # type: ignore[no-any-return]
    store = SqliteStore.__new__(SqliteStore)
    store.path, store.description, store._lock_file = where, where, None
    store.connection = sqlite3.connect(where, isolation_level=None, check_same_thread=False)
    return store  # type: ignore[no-any-return]


def test_a_database_of_a_newer_release_is_refused(store: Store) -> None:
    with store.transaction() as cursor:
        store._execute(cursor, "INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION + 1,))
    with pytest.raises(StoreError, match="newer than this release's 2: upgrade tricktaker"):
        store.migrate()


def test_a_table_keeps_its_seats_moves_and_games(store: Store) -> None:
    store.add_table(ROW, "local", json.dumps({"table": "t1"}))
    store.set_seat("t1", SeatRow(0, "Ana", "h0"), "{}")
    store.set_seat("t1", SeatRow(1, None, "h1"), "{}")
    store.set_seat("t1", SeatRow(0, "Ania", "h0"), "{}")  # a new name for the same seat
    for number in range(3):
        assert store.add_move("t1", 1, number, json.dumps({"n": number}), "local")
    assert not store.add_move("t1", 1, 3, "{}", "another")  # not the owner: not stored
    (table,) = store.tables("local")
    assert table.seats == (SeatRow(0, "Ania", "h0"), SeatRow(1, None, "h1"))
    assert table.moves == ('{"n": 0}', '{"n": 1}', '{"n": 2}')
    assert not table.over
    assert store.tables("elsewhere") == []

    game = Archived("g1", "t1", "wizard", ("Ania", None, None), '{"record": 1}', time.time())
    store.finish("t1", game)
    assert store.archived("g1") == game
    assert store.archived("nonesuch") is None
    (table,) = store.tables("local")
    assert table.over

    store.new_game("t1", 2, 7)  # a rematch: the moves of the game before go
    (table,) = store.tables("local")
    assert (table.game_number, table.seed, table.moves, table.over) == (2, 7, (), False)
    store.drop_table("t1")
    assert store.tables("local") == []
    assert store.archived("g1") == game  # a closed table's games stay in the archive


def test_old_games_are_pruned(store: Store) -> None:
    now = time.time()
    for name, age in (("old", 40 * 86400), ("new", 86400)):
        store.finish("t", Archived(name, "t", "wizard", (), "{}", now - age))
    assert store.prune(now - 30 * 86400) == 1
    assert store.archived("old") is None
    assert store.archived("new") is not None


def test_a_dead_nodes_tables_go_to_the_first_live_node_that_claims_them(store: Store) -> None:
    now = time.time()
    store.heartbeat("a", "10.0.0.1:8000", now)
    assert store.tables("a") == []
    store.heartbeat("b", "10.0.0.2:8000", now)
    store.add_table(ROW, "a", "{}")
    assert store.claim("b", now - 15) == []  # a is alive: its table stays
    assert store.owner("t1") == ("a", now, "10.0.0.1:8000")
    store.heartbeat("a", None, now - 60)  # a has not beaten for a minute
    assert store.alive(now - 15) == {"b"}
    assert store.claim("b", now - 15) == ["t1"]
    assert store.claim("c", now - 15) == []  # b holds it now
    assert store.owner("t1")[0] == "b"  # type: ignore[index]
    assert store.owner("nonesuch") is None


def test_the_database_size_is_measured(store: Store) -> None:
    assert store.size() > 0


def test_one_process_at_a_time_uses_an_sqlite_file(tmp_path: Path) -> None:
    first = SqliteStore(tmp_path / "serve.sqlite3")
    with pytest.raises(StoreError, match="used by another tricktaker serve"):
        SqliteStore(tmp_path / "serve.sqlite3")
    first.close()
    SqliteStore(tmp_path / "serve.sqlite3").close()  # free again once the first is closed


def test_the_default_file_is_under_the_users_data_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "tricktaker" / "serve.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_path() == Path.home() / ".local" / "share" / "tricktaker" / "serve.sqlite3"


def test_a_file_that_is_not_a_database_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database " * 100)
    with pytest.raises(StoreError, match=r"cannot open the SQLite database .*notes\.txt"):
        SqliteStore(path)


def test_migrations_are_numbered_from_one() -> None:
    assert len(MIGRATIONS) == SCHEMA_VERSION
    assert all(statements for statements in MIGRATIONS)
