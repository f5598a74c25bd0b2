"""Fixtures of the web tests: a real PostgreSQL server (tests/web/pg.py), one per session."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from tests.web.pg import fresh_database, postgres_server

_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """The URL of a PostgreSQL server of the tests' own (skipped where none can start)."""
    with postgres_server() as url:
        yield url


@pytest.fixture
def postgres_db(postgres: str) -> str:
    """The URL of a new, empty database on that server."""
    return fresh_database(postgres, f"test_{next(_databases)}")
