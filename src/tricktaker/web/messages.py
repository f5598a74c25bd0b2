"""Every text for people that the server sends, keyed by a code; and the error message.

A client reads the ``code`` of an error (a program decides by it, a page translates by it);
the ``message`` beside it is for a person. All of those texts are here, so that translating
the server is translating this table: :func:`text` picks the connection's language, and a
text not translated yet is sent in English. The game's own refusals
(``IllegalActionError``, a ``Rules`` check) keep their code and their English wording, passed
in as ``detail``.

>>> text("too_large", limit=4096)
'a message may have at most 4096 bytes'
>>> error("no_table")["code"]
'no_table'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["ENGLISH", "LANGUAGES", "Translator", "error", "text", "use_translations"]

LANGUAGES = ("en", "pl", "sl")
"""The languages a client may ask for in its ``hello``."""

ENGLISH: Mapping[str, str] = {
    # reading a message
    "bad_json": "a message must be JSON text",
    "too_large": "a message may have at most {limit} bytes",
    "too_deep": "a message may nest arrays and objects at most {limit} deep",
    "bad_message": 'a message must be a JSON object with a "type"',
    "unknown_type": "there is no message {kind}; a client sends {known}",
    "bad_field": "{field} of {kind} must be {expected}",
    "hello_first": "the first message must be hello",
    # the connection's limits
    "handshake_timeout": "no hello within {seconds} seconds",
    "idle": "nothing received for {seconds} seconds",
    "too_fast": "more than {rate} messages a second",
    "full": "the server is full; try again later",
    "too_many_tables": "you already have {count} open tables, the most allowed",
    # the lobby
    "no_game": "there is no game {name}; the games are {known}",
    "bad_rules": "these rules are not allowed for {title}: {detail}",
    "rule_too_large": "{field} may be at most {limit}",
    "unknown_rule": "{title} has no rule {field}; its rules are {known}",
    "bad_humans": "humans must be a whole number from 1 to {players}",
    "bad_bot": "bot must be one of {known}",
    "bad_clock": "clock must be a number of seconds from {low} to {high}, or null",
    "no_table": "there is no table {table}",
    "no_free_seat": "every seat for people at this table is taken; you may watch",
    "seat_taken": "seat {seat} is not free; the free seats are {free}",
    "bad_token": "no seat at this table has that token",
    "already_joined": "this connection is already at table {table}",
    "not_joined": "create or join a table first",
    "spectator": "a spectator cannot do that",
    # the game
    "malformed_action": "that is not an action of {title}",
    "illegal": "{detail}",
    "not_over": "a rematch can be asked for only when the game is over",
    "game_too_long": "the game was stopped after {limit} decisions",
    "replaced": "another connection took this seat",
    "table_closed": "the table was closed",
    "server_error": "the server could not do that",
}
"""The English text of each code; ``{name}`` is filled in from the call's parameters."""

Translator = Callable[[str, str], str | None]
"""A catalog lookup: ``(code, lang)`` to that language's template, or None if it has none."""

_translator: Translator | None = None


def use_translations(translator: Translator | None) -> None:
    """Make :func:`text` look up each template in ``translator`` first (None: English only).

    >>> use_translations(lambda code, lang: "brak stołu {table}" if lang == "pl" else None)
    >>> text("no_table", "pl", table="ab"), text("no_table", "en", table="ab")
    ('brak stołu ab', 'there is no table ab')
    >>> use_translations(None)
    """
    global _translator
    _translator = translator


def text(code: str, lang: str = "en", **params: Any) -> str:
    """The text of ``code`` in ``lang`` (English where it has no translation).

    >>> text("bad_clock", low=5, high=600)
    'clock must be a number of seconds from 5 to 600, or null'
    """
    template = None if _translator is None or lang == "en" else _translator(code, lang)
    if template is None:
        fallback = "{detail}" if "detail" in params else ENGLISH["server_error"]
        template = ENGLISH.get(code, fallback)  # a game's refusal code: its own message
    return template.format(**{name: _shown(value) for name, value in params.items()})


def error(code: str, lang: str = "en", **params: Any) -> dict[str, Any]:
    """The protocol's error message: ``{"type": "error", "code": ..., "message": ...}``.

    >>> error("spectator")
    {'type': 'error', 'code': 'spectator', 'message': 'a spectator cannot do that'}
    """
    return {"type": "error", "code": code, "message": text(code, lang, **params)}


def _shown(value: object) -> str:
    """A parameter as a person reads it: lists joined by commas, never a Python repr.

    >>> _shown(["a", 2]), _shown(None), _shown(True), _shown(10.0)
    ('a, 2', 'none', 'true', '10')
    """
    if isinstance(value, (list, tuple)):
        return ", ".join(map(_shown, value)) or "none"
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    shown = str(value)
    return shown if len(shown) <= 64 else shown[:61] + "..."
