"""The tables of ``tricktaker serve`` in PostgreSQL (psycopg 3, the ``postgres`` extra).

The same SQL as SQLite's (:class:`~tricktaker.web.store.Store`), and what several processes
on one database need: notifications between them (``LISTEN``/``NOTIFY``) for
:mod:`tricktaker.web.cluster`. A notification's text is at most 8000 bytes; a longer message
goes into the ``mailbox`` table and the notification carries its id.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
from psycopg import sql

from tricktaker.web.store import Store, StoreError

__all__ = ["PostgresStore"]

_NOTIFY_LIMIT = 7000  # bytes of a notification's payload kept under PostgreSQL's 8000
_MIGRATION_LOCK = 0x7472696B  # any constant: the advisory lock of the migrations


def _connect(url: str, **options: Any) -> psycopg.Connection[Any]:
    try:
        return psycopg.connect(url, connect_timeout=10, **options)
    except psycopg.Error as error:
        raise StoreError(f"cannot connect to PostgreSQL at {_shown(url)}: {error}") from None


def _shown(url: str) -> str:
    """The URL without its password, for messages.

    >>> _shown("postgresql://ann:secret@db:5432/games")
    'postgresql://ann:***@db:5432/games'
    """
    head, at, tail = url.rpartition("@")
    if not at or ":" not in head.split("//", 1)[-1]:
        return url
    user = head.rsplit(":", 1)[0]
    return f"{user}:***@{tail}"


class PostgresStore(Store):
    """The tables in the PostgreSQL database at ``url`` (``postgresql://user@host/name``)."""

    placeholder = "%s"

    def __init__(self, url: str) -> None:
        self.url = url
        self.description = f"the PostgreSQL database {_shown(url)}"
        self.connection = _connect(url)
        self._lock = threading.Lock()  # the listener's thread also sends through it
        try:
            self.migrate()
        except BaseException:  # a newer schema, say: the connection may not stay open
            self.close()
            raise

    @contextlib.contextmanager
    def transaction(self) -> Iterator[psycopg.Cursor[Any]]:
        with self._lock:
            if self.connection.closed or self.connection.broken:
                self.connection = _connect(self.url)  # the server restarted: once more
            with self.connection.transaction(), self.connection.cursor() as cursor:
                yield cursor

    def _lock_for_migration(self, cursor: Any) -> None:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))

    def close(self) -> None:
        self.connection.close()

    def size(self) -> int:
        return int(self._query("SELECT pg_database_size(current_database())")[0][0])

    # -- notifications ----------------------------------------------------------------------

    def notify(self, channel: str, message: dict[str, Any]) -> None:
        """Send ``message`` (JSON) to the process listening on ``channel``.

        Notifications from one connection arrive in the order they were sent.
        """
        body = json.dumps(message, ensure_ascii=False)
        with self.transaction() as cursor:
            # A message between processes is not kept: its commit need not wait for the disk.
            cursor.execute("SET LOCAL synchronous_commit TO OFF")
            if len(body.encode()) > _NOTIFY_LIMIT:
                ref = secrets.token_urlsafe(12)
                cursor.execute("INSERT INTO mailbox VALUES (%s, %s, %s)", (ref, body, time.time()))
                body = json.dumps({"mailbox": ref})
            cursor.execute("SELECT pg_notify(%s, %s)", (channel, body))

    def _opened(self, payload: str) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(payload)
        if "mailbox" in message:
            with self.transaction() as cursor:
                cursor.execute(
                    "DELETE FROM mailbox WHERE id = %s RETURNING body", (message["mailbox"],)
                )
                row = cursor.fetchone()
            message = json.loads(row[0]) if row else {}
        return message

    def listen(
        self, channels: list[str], deliver: Callable[[str, dict[str, Any]], object]
    ) -> Callable[[], None]:
        """Call ``deliver(channel, message)`` for each notification on ``channels``, from a
        thread of its own with a connection of its own; the function that stops it."""
        connection = _connect(self.url, autocommit=True)
        for channel in channels:
            connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
        stopping = threading.Event()

        def loop() -> None:
            while not stopping.is_set():
                try:
                    for notice in connection.notifies(timeout=0.5):
                        deliver(notice.channel, self._opened(notice.payload))
                except psycopg.Error:
                    if stopping.is_set():
                        return
                    time.sleep(0.5)  # the database went away: the heartbeat will tell

        thread = threading.Thread(target=loop, name="tricktaker-listen", daemon=True)
        thread.start()

        def stop() -> None:
            stopping.set()
            thread.join(5)
            connection.close()

        return stop
