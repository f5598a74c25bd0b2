"""A real PostgreSQL server for the tests: Debian's ``postgresql`` package, found on this
machine, in a temporary data directory on 127.0.0.1 at a free port, stopped at the end.

The server's programs are looked for on PATH, then where ``pg_config --bindir`` says, then
in Debian's layout (``/usr/lib/postgresql/VERSION/bin``, the newest first). PostgreSQL does
not run as root: as root, the cluster is made and run by the ``postgres`` user (which the
package creates) through ``runuser``. ``TRICKTAKER_REQUIRE_POSTGRES=1`` (set by ``.ci/run``)
fails a test that needs it where it cannot start, instead of skipping it.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REQUIRED = os.environ.get("TRICKTAKER_REQUIRE_POSTGRES") == "1"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def server_programs() -> Path | None:
    """The directory of PostgreSQL's ``initdb`` and ``pg_ctl``, or None."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).parent
    config = shutil.which("pg_config")
    if config:
        with contextlib.suppress(OSError, subprocess.CalledProcessError):
            bindir = subprocess.run(
                [config, "--bindir"], capture_output=True, text=True, check=True
            ).stdout.strip()
            if (Path(bindir) / "pg_ctl").exists() and (Path(bindir) / "initdb").exists():
                return Path(bindir)
    debian = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
        key=lambda path: [int(part) for part in Path(path).parts[-3].split(".") if part.isdigit()],
    )
    return Path(debian[-1]).parent if debian else None


def unavailable(reason: str) -> None:
    """Skip the test (fail it under TRICKTAKER_REQUIRE_POSTGRES=1) for ``reason``."""
    if REQUIRED:
        pytest.fail(f"{reason} (TRICKTAKER_REQUIRE_POSTGRES=1)")
    pytest.skip(reason)


@contextlib.contextmanager
def postgres_server() -> Iterator[str]:
    """A PostgreSQL server of its own; its URL (user postgres, database postgres)."""
    if importlib_missing("psycopg"):
        unavailable("psycopg is not installed (the postgres extra)")
    programs = server_programs()
    if programs is None:
        unavailable("PostgreSQL's initdb and pg_ctl are not installed (apt-get install postgresql)")
    assert programs is not None
    as_user: list[str] = []
    if os.geteuid() == 0:
        runuser = shutil.which("runuser")
        if runuser is None or subprocess.run(["id", "postgres"], capture_output=True).returncode:
            unavailable("running as root, and there is no postgres user to run PostgreSQL as")
        as_user = [str(runuser), "-u", "postgres", "--"]
    home = Path(tempfile.mkdtemp(prefix="tricktaker-pg-"))
    if as_user:
        shutil.chown(home, "postgres")
    data, port = home / "data", free_port()
    run = [*as_user, str(programs / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
    subprocess.run([*run, "-E", "UTF8", "--no-sync"], check=True, capture_output=True)
    options = f"-p {port} -k {home} -c listen_addresses=127.0.0.1 -c max_connections=200"
    ctl = [*as_user, str(programs / "pg_ctl"), "-D", str(data)]
    started = subprocess.run(
        [*ctl, "-o", options, "-l", str(home / "log"), "-w", "-t", "60", "start"],
        capture_output=True,
        text=True,
    )
    try:
        if started.returncode:
            log = (home / "log").read_text() if (home / "log").exists() else ""
            raise RuntimeError(f"PostgreSQL did not start: {started.stderr}{log}")
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*ctl, "-m", "immediate", "-w", "stop"], capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


def importlib_missing(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is None


def fresh_database(server: str, name: str) -> str:
    """A new, empty database ``name`` on ``server``; its URL."""
    import psycopg

    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
        connection.execute(f'CREATE DATABASE "{name}"')
    return server.rsplit("/", 1)[0] + "/" + name
