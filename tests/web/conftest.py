"""Fixtures of the web tests: a real PostgreSQL server (tests/web/pg.py), one per session; and
the marks of the tests that need what the development tools do not bring (.ci/run runs only
those again once it has installed them): ``browser`` (Playwright and chromium: every test of
a module that opens ``chromium_page``), ``postgres`` (a PostgreSQL server) and ``flood``."""

from __future__ import annotations

import inspect
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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    browsing: dict[object, bool] = {}
    for item in items:
        module = getattr(item, "module", None)
        if module not in browsing:
            browsing[module] = module is not None and "chromium_page" in inspect.getsource(module)
        if browsing[module]:
            item.add_marker(pytest.mark.browser)
        callspec = getattr(item, "callspec", None)  # a store parametrized by its database
        chosen = () if callspec is None else callspec.params.values()
        if "postgres" in getattr(item, "fixturenames", ()) or "postgresql" in chosen:
            item.add_marker(pytest.mark.postgres)
