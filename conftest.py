"""pytest's doctest collection (``--doctest-modules`` over ``src/tricktaker``) imports every
module; an adapter imports its optional framework, so its module is left out where that
framework is not installed (its tests in tests/adapters/ skip themselves there). The same
goes for the modules of tricktaker.web that import Starlette, uvicorn and websockets (the web
extra: uvicorn's websocket protocol, which tricktaker.web.guards extends, imports websockets;
the typing group brings uvicorn without it)."""

from __future__ import annotations

import importlib.util

_ADAPTERS = {
    "pettingzoo": "src/tricktaker/adapters/pettingzoo.py",
    "pyspiel": "src/tricktaker/adapters/openspiel.py",
    "babel": "src/tricktaker/web/i18n.py",  # the [web] extra's catalogs
}

_WEB = [
    "src/tricktaker/web/app.py",
    "src/tricktaker/web/connection.py",
    "src/tricktaker/web/guards.py",
]

collect_ignore = [
    path for framework, path in _ADAPTERS.items() if importlib.util.find_spec(framework) is None
]
if any(
    importlib.util.find_spec(framework) is None
    for framework in ("starlette", "uvicorn", "websockets")
):
    collect_ignore += _WEB
if importlib.util.find_spec("psycopg") is None:  # the [postgres] extra
    collect_ignore.append("src/tricktaker/web/postgres.py")
if importlib.util.find_spec("babel") is None:
    collect_ignore.append("src/tricktaker/web/archive.py")
