"""The web application of ``tricktaker serve`` (Starlette), and running it (uvicorn).

``/`` is the page, ``/static/`` its files (shipped in the package), ``/ws`` the websocket of
the protocol (``docs/protocol.md``), ``/games/ID`` a finished game's replay and its record
(:mod:`tricktaker.web.archive`).
"""

from __future__ import annotations

import contextlib
import logging
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, TextIO

import uvicorn
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket

from tricktaker.web import archive, i18n
from tricktaker.web.connection import Connection
from tricktaker.web.guards import CleanWebSocketProtocol, header_timeout_h11
from tricktaker.web.limits import Limits
from tricktaker.web.lobby import Lobby
from tricktaker.web.messages import use_translations
from tricktaker.web.store import Store, open_store

__all__ = ["STATIC", "create_app", "listen", "serve", "uvicorn_config"]

STATIC = Path(__file__).resolve().parent / "static"
"""The page's files, inside the installed package."""


class _KeepTransport:
    """ASGI middleware that puts the server's transport of a websocket into its scope, as
    ``"tricktaker.transport"``, so that a peer that does not read can be cut (ASGI itself
    has no abort; see :meth:`Connection._abort <tricktaker.web.connection.Connection>`).

    uvicorn's ``send`` is a bound method of the protocol object that holds the transport;
    with another server the scope has None, and a connection is only closed.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            protocol = getattr(send, "__self__", None)
            scope = {**scope, "tricktaker.transport": getattr(protocol, "transport", None)}
        await self.app(scope, receive, send)


def create_app(
    limits: Limits | None = None,
    store: Store | None = None,
    *,
    node: str = "local",
    keep_days: float = 30.0,
    lease_seconds: float = 15.0,
) -> Starlette:
    """The application, with its :class:`~tricktaker.web.lobby.Lobby` as ``app.state.lobby``.

    ``store`` None keeps the tables in memory only (an SQLite database of its own, gone when
    the application stops); :func:`serve` opens the database it is given. With PostgreSQL,
    the processes on one database share the lobby (:mod:`tricktaker.web.cluster`): ``node``
    names this one among them, and a dead node's tables pass to another after
    ``lease_seconds``. Finished games older than ``keep_days`` are pruned (0: never).
    """
    lobby = Lobby(Limits() if limits is None else limits, store, node=node, keep_days=keep_days)
    if getattr(lobby.store, "listen", None) is not None:
        from tricktaker.web.cluster import Cluster

        lobby.cluster = Cluster(lobby, lease_seconds=lease_seconds)

    async def page(request: Request) -> FileResponse:
        return FileResponse(STATIC / "index.html")

    async def play(websocket: WebSocket) -> None:
        await Connection(websocket, lobby).run()

    async def strings(request: Request) -> JSONResponse:
        language = i18n.choose_language(request.path_params["language"])
        return JSONResponse(i18n.page_strings(language), headers={"Cache-Control": "max-age=3600"})

    async def finished_game(request: Request) -> Response:
        name, _, suffix = str(request.path_params["game"]).partition(".")
        game = lobby.store.archived(name[:64])
        if game is None or suffix not in ("", "json", "pbn"):
            return HTMLResponse("<!doctype html><title>No such game</title>No such game.", 404)
        download = {"Content-Disposition": f'attachment; filename="{game.game}-{game.id}.{suffix}"'}
        if suffix == "json":
            return Response(game.record, media_type="application/json", headers=download)
        page, written = archive.rendered(game)
        if suffix == "pbn":
            if written is None:
                return HTMLResponse("This game has no PBN form.", 404)
            return Response(written, media_type="text/plain; charset=utf-8", headers=download)
        return HTMLResponse(page)

    use_translations(i18n.server_template)  # the server's texts in Polish and Slovenian too

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        lobby.start()
        try:
            yield
        finally:
            await lobby.stop()

    app = Starlette(
        routes=[
            Route("/", page),
            WebSocketRoute("/ws", play),
            Route("/strings/{language}", strings),
            Route("/games/{game}", finished_game),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        middleware=[Middleware(_KeepTransport)],
        lifespan=lifespan,
    )
    app.state.lobby = lobby
    return app


def uvicorn_config(app: Starlette, limits: Limits, **options: Any) -> uvicorn.Config:
    """uvicorn's settings for ``app``: HTTP by h11 with a deadline for a request's headers
    (``limits.header_seconds``), websockets by the ``websockets`` library's sans-I/O
    implementation without a traceback for a text that is not UTF-8
    (:mod:`tricktaker.web.guards`), no frame longer than ``limits.max_frame_bytes``, pings
    that find dead peers, and no more open connections than the limit (and a margin for the
    page's files)."""
    return uvicorn.Config(
        app,
        http=header_timeout_h11(limits.header_seconds),
        ws=CleanWebSocketProtocol,
        ws_max_size=limits.max_frame_bytes,
        ws_ping_interval=20.0,
        ws_ping_timeout=20.0,
        limit_concurrency=limits.connections + 100,
        timeout_keep_alive=5,
        **options,
    )


def listen(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host``, ``port`` (0: any free port).

    The protocol is named so that asyncio sets TCP_NODELAY on each connection (it checks
    it): else Nagle's algorithm holds back every second small message.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind((host, port))
    listener.listen(2048)  # from now on connections wait for the server, rather than fail
    return listener


def serve(
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    limits: Limits | None = None,
    db: str | None = None,
    node: str | None = None,
    keep_days: float = 30.0,
    lease_seconds: float = 15.0,
    out: TextIO | None = None,
) -> None:
    """Serve tables on ``host``:``port`` until interrupted, kept in the database ``db`` (an
    SQLite file, by default :func:`~tricktaker.web.store.default_path`; or a
    ``postgresql://`` URL); print the address first.

    ``node`` names this process among those on one PostgreSQL database (default
    ``HOST:PORT``): a process restarted under its name takes its tables back at once.
    """
    limits = Limits() if limits is None else limits
    store = open_store(db)
    listener = listen(host, port)
    shown = f"[{host}]" if ":" in host else host
    address = f"{shown}:{listener.getsockname()[1]}"
    app = create_app(
        limits,
        store,
        node=node or ("local" if getattr(store, "listen", None) is None else address),
        keep_days=keep_days,
        lease_seconds=lease_seconds,
    )
    print(
        f"tricktaker serve: http://{address}/ (Ctrl-C stops); tables in {store.description}",
        file=sys.stdout if out is None else out,
        flush=True,
    )
    log = logging.getLogger("tricktaker.web")
    if not log.handlers:  # the server's own lines (tables resumed, ...) on standard error
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("tricktaker serve: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    server = uvicorn.Server(uvicorn_config(app, limits, log_level="warning"))
    try:
        server.run(sockets=[listener])
    finally:
        store.close()
