"""Two guards around uvicorn's protocols, for what a client can send them.

- :func:`header_timeout_h11`: uvicorn's h11 protocol has no timeout for a request's headers,
  so a client that opens connections and never finishes their headers (slowloris) holds each
  for as long as it likes. The guard closes a connection whose request headers are not
  complete ``seconds`` after it opened, or after the response before (keep-alive).
- :class:`CleanWebSocketProtocol`: uvicorn's websockets-sansio protocol logs a traceback when
  a text frame is not UTF-8. The guard checks the text first and closes such a connection with
  1007 (RFC 6455: inconsistent data), logging one line at debug level: nothing a client sends
  puts a traceback into the log.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

__all__ = ["CleanWebSocketProtocol", "header_timeout_h11"]

_log = logging.getLogger("tricktaker.web")
INVALID_DATA = 1007


class _HeaderTimeoutH11(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request's headers."""

    header_seconds = 10.0

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._header_timer: asyncio.TimerHandle | None = None
        self._start_header_timer()

    def _start_header_timer(self) -> None:
        self._stop_header_timer()
        self._header_timer = self.loop.call_later(self.header_seconds, self._headers_too_slow)

    def _stop_header_timer(self) -> None:
        timer = getattr(self, "_header_timer", None)
        if timer is not None:
            timer.cancel()
            self._header_timer = None

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if not self.transport.is_closing():
            _log.debug("closed a connection whose request headers took too long")
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the headers are in (or it upgraded)
            self._stop_header_timer()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._start_header_timer()  # the next request on the connection

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_header_timer()
        super().connection_lost(exc)


def header_timeout_h11(seconds: float) -> type[H11Protocol]:
    """uvicorn's h11 protocol, closing a connection whose request headers are not all in
    within ``seconds``."""
    return type("HeaderTimeoutH11", (_HeaderTimeoutH11,), {"header_seconds": float(seconds)})


class CleanWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's websockets-sansio protocol, closing a connection on a text frame that is not
    UTF-8 (1007) without a traceback in the log."""

    def send_receive_event_to_app(self) -> None:
        if self.curr_msg_data_type == "text" and not self.close_sent:
            data: Any = self.frames[0] if len(self.frames) == 1 else b"".join(self.frames)
            try:
                bytes(data).decode()
            except UnicodeDecodeError:
                self.frames = []
                _log.debug("closed a websocket that sent a text frame that is not UTF-8")
                self.conn.send_close(INVALID_DATA, "text frames must be UTF-8")
                self.handle_parser_exception()
                return
        super().send_receive_event_to_app()
