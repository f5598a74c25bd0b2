"""The limits that make ``tricktaker serve`` safe to put on the internet: one frozen value.

Every limit is an option of ``tricktaker serve`` (``--max-message-bytes`` for
``max_message_bytes``) and has a default that suits a small public server. Nothing here
imports the web framework, so the limits can be read and checked without it.
"""

from __future__ import annotations

from typing import Any, TypeGuard

import attrs

from tricktaker.errors import TricktakerError

__all__ = ["Limits", "LimitsError"]


def _is_number(value: object) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _positive(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not _is_number(value) or not value > 0:
        raise LimitsError(f"Limits.{attribute.name} must be a positive number, not {value!r}")


def _non_negative(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not _is_number(value) or not value >= 0:
        raise LimitsError(f"Limits.{attribute.name} must be a number >= 0, not {value!r}")


class LimitsError(TricktakerError, ValueError):
    """A limit that is not a positive number, or limits that contradict each other."""


@attrs.frozen(kw_only=True)
class Limits:
    """What one server allows its clients.

    >>> Limits().max_message_bytes
    4096
    >>> Limits(tables_per_connection=0)
    Traceback (most recent call last):
    ...
    tricktaker.web.limits.LimitsError: Limits.tables_per_connection must be a positive number, not 0

    Attributes:
        max_message_bytes: the longest message a client may send, in bytes of UTF-8; a
            longer one is refused with the code ``too_large``. Every message of the protocol
            is far smaller.
        max_frame_bytes: the longest websocket frame read at all; a longer one closes the
            connection (close code 1009) before it is read into memory.
        max_depth: the deepest nesting of arrays and objects in a message; deeper is refused
            with the code ``too_deep`` without being parsed.
        messages_per_second: the rate of messages a connection may keep up.
        burst: how many messages a connection may send at once above that rate; a client
            that goes beyond is told ``too_fast`` and disconnected.
        outgoing_queue: messages waiting to be sent to one connection; a client that reads
            so slowly that more wait is disconnected.
        connections: open connections in all; one more is refused (code ``full``).
        connections_per_address: open connections from one IP address.
        tables: tables in all; a new one beyond is refused (code ``full``).
        tables_per_connection: tables that one connection has created and that still exist.
        tables_per_address: tables created from one IP address that still exist, so that
            reconnecting does not lift the limit above.
        header_seconds: how long a new HTTP connection (or a kept-alive one, after its
            last response) has to send a request's headers; one that has not is closed, so
            that half-open requests (slowloris) hold no connection for long.
        handshake_seconds: how long a new connection has to send its ``hello``.
        idle_seconds: a connection that sends nothing (not even ``ping``) for this long is
            closed.
        table_idle_seconds: a table with no person connected for this long is closed, by a
            timer that runs every few seconds.
        max_rule_number: the largest number a rule may be given (Szaman's ``hands``,
            Wizard's ``bonus``), which bounds how long a game can be.
        max_game_actions: the decisions one game may take; a game that reaches this is
            stopped (code ``game_too_long``).
        bot_seconds_per_table: the thinking time the bots of one table may use in one game;
            beyond it they play as the ``random`` bot, which thinks for no time.
        bot_threads: bots of all tables think in this many threads, so that bots cannot take
            every core.
        bot_delay: seconds a bot waits before it acts, so that people can follow the play.
        bots: the bots a table may seat (of those its game has); ``search`` is left out by
            default, as it thinks far longer than the others.
        min_clock_seconds: the shortest turn clock a table may ask for.
        max_clock_seconds: the longest.
        max_name_length: the longest player name, in characters.
    """

    max_message_bytes: int = attrs.field(default=4096, validator=_positive)
    max_frame_bytes: int = attrs.field(default=65536, validator=_positive)
    max_depth: int = attrs.field(default=16, validator=_positive)
    messages_per_second: float = attrs.field(default=10.0, validator=_positive)
    burst: int = attrs.field(default=30, validator=_positive)
    outgoing_queue: int = attrs.field(default=512, validator=_positive)
    connections: int = attrs.field(default=2000, validator=_positive)
    connections_per_address: int = attrs.field(default=250, validator=_positive)
    tables: int = attrs.field(default=500, validator=_positive)
    tables_per_connection: int = attrs.field(default=3, validator=_positive)
    tables_per_address: int = attrs.field(default=20, validator=_positive)
    header_seconds: float = attrs.field(default=10.0, validator=_positive)
    handshake_seconds: float = attrs.field(default=10.0, validator=_positive)
    idle_seconds: float = attrs.field(default=600.0, validator=_positive)
    table_idle_seconds: float = attrs.field(default=600.0, validator=_positive)
    max_rule_number: int = attrs.field(default=1000, validator=_positive)
    max_game_actions: int = attrs.field(default=20000, validator=_positive)
    bot_seconds_per_table: float = attrs.field(default=60.0, validator=_positive)
    bot_threads: int = attrs.field(default=1, validator=_positive)
    bot_delay: float = attrs.field(default=0.8, validator=_non_negative)
    bots: tuple[str, ...] = ("random", "heuristic", "points")
    min_clock_seconds: float = attrs.field(default=5.0, validator=_positive)
    max_clock_seconds: float = attrs.field(default=600.0, validator=_positive)
    max_name_length: int = attrs.field(default=24, validator=_positive)

    def __attrs_post_init__(self) -> None:
        if self.max_frame_bytes < self.max_message_bytes:
            raise LimitsError("Limits.max_frame_bytes must be at least max_message_bytes")
        if self.max_clock_seconds < self.min_clock_seconds:
            raise LimitsError("Limits.max_clock_seconds must be at least min_clock_seconds")
        if self.tables_per_address < self.tables_per_connection:
            raise LimitsError("Limits.tables_per_address must be at least tables_per_connection")
